"""List entries read without replaying (pot, winners, stacks, date): the same answers as the
replay, on every conformance hand and on hands the engine plays, short stacks included."""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from studdesk.engine import GameConfig, PlayerSpec, Variant
from studdesk.engine.events import PotAwarded
from studdesk.engine.phh import ReplayError, export_hand, header, header_of_text, loads, replay
from studdesk.phh_files import list_folder, read_header

from .test_phh import CONFORMANCE, ONLINE, _conformance
from .test_properties import play_randomly


def _pot_and_winners(events: list[object], names: dict[int, str]) -> tuple[int, set[str]]:
    awards = [e for e in events if isinstance(e, PotAwarded)]
    return sum(a.amount for a in awards), {names[a.seat] for a in awards if a.amount > 0}


@pytest.mark.parametrize("path", CONFORMANCE + ONLINE, ids=lambda p: p.name)
def test_a_conformance_header_agrees_with_the_replay(path: Path) -> None:
    history = loads(path.read_text(encoding="utf-8"))
    entry = header(history, str(path))
    assert entry.error is None and entry.variant is history.config.variant
    assert entry.players == tuple(history.names)
    assert entry.finishing_stacks == tuple(history.finishing_stacks or ())
    try:
        result = replay(history)
    except ReplayError:
        assert "_expect_refusal" in history.fields
        return
    names = dict(zip(history.seats, history.names, strict=True))
    pot, winners = _pot_and_winners(result.hand.events, names)  # type: ignore[arg-type]
    assert entry.pot == pot
    assert set(entry.winners) == winners


def test_the_wsop_hands_carry_their_date() -> None:
    entry = header_of_text(_conformance()[0].read_text(), "x")
    assert entry.date == datetime.date(2023, 6, 22) and entry.time is None and entry.number


@settings(max_examples=250, deadline=None)
@given(st.sampled_from(list(Variant)), st.integers(2, 8), st.integers(0, 10**6),
       st.sampled_from([0.0, 0.5, 0.9]), st.lists(st.integers(30, 4000), min_size=8, max_size=8))
# Baseball (W4): the 16 returned uncalled on 3rd street (O8) pay for an up three on 5th.
@example(variant=Variant.BASEBALL, n=4, seed=205, passive=0.0,
         stacks=[30, 30, 30, 46, 30, 30, 30, 30])
def test_a_played_hand_header_agrees_with_the_engine(variant: Variant, n: int, seed: int,
                                                     passive: float, stacks: list[int]) -> None:
    """Short and uneven stacks: all-ins, side pots, uncalled bets returned (O8)."""
    cfg = GameConfig.preset(variant, 100)
    players = [PlayerSpec(s, f"P{s}", stacks[s - 1])
               for s in range(1, min(n, variant.max_players) + 1)]
    hand = play_randomly(cfg, players, seed, passive)
    assert hand.result is not None
    entry = header_of_text(export_hand(hand), "h.phh")
    names = {p.seat: p.name for p in players}
    pot, winners = _pot_and_winners(hand.events, names)  # type: ignore[arg-type]
    assert entry.error is None
    assert entry.pot == pot
    assert set(entry.winners) == winners
    assert entry.net == tuple(hand.result.net[p.seat] for p in players)
    assert entry.stakes == (cfg.small_bet, cfg.big_bet)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=200))
def test_header_of_any_text_never_raises(text: str) -> None:
    entry = header_of_text(text, "junk")
    assert entry.error is not None or entry.variant is not None


def test_listing_a_folder(tmp_path: Path) -> None:
    cfg = GameConfig.preset(Variant.STUD8, 100)
    players = [PlayerSpec(s, f"P{s}", 3000) for s in (2, 5, 7)]
    for i in (3, 1, 2):
        hand = play_randomly(cfg, players, i, 0.8)
        extra = {"year": 2026, "month": 12, "day": i, "time": datetime.time(20, i, 0)}
        (tmp_path / f"hand-{i}.phh").write_text(export_hand(hand, extra=extra), encoding="utf-8")
    (tmp_path / "broken.phh").write_text("variant = 'F7S'\n", encoding="utf-8")
    (tmp_path / "latin1.phh").write_bytes("players = ['J\xf3']".encode("latin-1"))
    (tmp_path / "notes.txt").write_text("not a hand", encoding="utf-8")
    (tmp_path / "sub.phh").mkdir()
    entries = list_folder(tmp_path)
    assert [Path(e.path).name for e in entries] == [
        "broken.phh", "hand-1.phh", "hand-2.phh", "hand-3.phh", "latin1.phh"]
    broken, first, _, _, latin1 = entries
    assert broken.error is not None and "missing field" in broken.error
    assert latin1.error is not None and "cannot read" in latin1.error
    assert first.error is None and first.variant is Variant.STUD8
    assert first.date == datetime.date(2026, 12, 1) and first.time == datetime.time(20, 1)
    assert first.players == ("P2", "P5", "P7") and first.seats == (2, 5, 7)
    assert first.pot is not None and first.pot > 0 and first.winners
    assert read_header(tmp_path / "missing.phh").error is not None


def test_a_listing_cache_reads_only_what_changed(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    import json
    import os

    from studdesk import phh_files

    folder = tmp_path / "hands"
    folder.mkdir()
    cfg = GameConfig.preset(Variant.RAZZ, 100)
    players = [PlayerSpec(s, f"P{s}", 3000) for s in (1, 2, 3, 4)]
    for i in range(6):
        (folder / f"h{i}.phh").write_text(export_hand(play_randomly(cfg, players, i, 0.7)),
                                          encoding="utf-8")
    (folder / "bad.phh").write_text("variant = 'F7S'\n", encoding="utf-8")
    cache = tmp_path / "cache.json"
    plain = list_folder(folder)
    read: list[str] = []
    real = phh_files.read_header

    def counting(path: str) -> object:
        read.append(Path(path).name)
        return real(path)

    monkeypatch.setattr(phh_files, "read_header", counting)
    assert list_folder(folder, cache=cache) == plain and len(read) == 7
    read.clear()
    assert list_folder(folder, cache=cache) == plain and read == []  # all from the cache
    # A changed file is read again, a removed one leaves the cache.
    hand = play_randomly(cfg, players, 99, 0.7)
    (folder / "h2.phh").write_text(export_hand(hand) + "# changed\n", encoding="utf-8")
    os.utime(folder / "h2.phh", ns=(1, 1))
    (folder / "h5.phh").unlink()
    listed = list_folder(folder, cache=cache)
    assert read == ["h2.phh"] and len(listed) == 6
    assert listed[3].finishing_stacks == tuple(hand.result.stacks[s] for s in (1, 2, 3, 4))  # type: ignore[union-attr]
    assert len(json.loads(cache.read_text())["files"]) == 6
    # A damaged cache is ignored and written afresh; an unwritable one costs only speed.
    cache.write_text("{not json", encoding="utf-8")
    read.clear()
    assert list_folder(folder, cache=cache) == listed and len(read) == 6
    assert list_folder(folder, cache=tmp_path) == listed  # a folder: cannot be written


@pytest.mark.parametrize("extra, date, number", [
    ("year = 2026\nmonth = 2\nday = 30\nhand = true\n", None, None),
    ("year = 99999999999999999999\nmonth = 1\nday = 1\nhand = 7\n", None, 7),
    ("year = 2026\nmonth = 12\nday = 1\n", datetime.date(2026, 12, 1), None),
])
def test_a_header_takes_only_real_dates_and_numbers(extra: str, date: object,
                                                    number: object) -> None:
    text = _conformance()[0].read_text()
    text = "\n".join(line for line in text.splitlines()
                     if not line.startswith(("year", "month", "day", "hand"))) + "\n" + extra
    entry = header_of_text(text, "x")
    assert entry.error is None and entry.date == date and entry.number == number
