"""Proof afterwards for a deal nobody has to trust (net/TRUSTLESS.md § 8): the host's deal record
of real hands (played in process through :class:`HostDeal` and two remote devices, every message
on the wire), kept by the journal, exported beside the hand's PHH and checked by ``studdesk
check-deal``; any byte of it changed, or one card of the PHH, is caught with a reason; the
host's PHH shows other devices' unopened down cards as ``??`` and no file holds the deck."""

from __future__ import annotations

import random
import sqlite3
import subprocess
import sys
from dataclasses import dataclass, replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from net import commands
from net.check_deal import VERIFIED, DealNotVerified, check_deal, deal_path
from net.journal import JOURNAL_FILE, Journal
from net.table.deal_record import DEAL_SUFFIX, DealRecord, host_phh
from net.table.store import MemoryStore
from net.trustless import TrustlessError, verify_transcript
from studdesk.cli import main
from studdesk.engine.cards import Card
from studdesk.engine.config import GameConfig
from studdesk.engine.hand import Hand, PlayerSpec
from studdesk.engine.phh import export_hand, loads, replay
from tests.net.test_trustless_wire import HOST_SEATS, Table

ROOT = Path(__file__).resolve().parents[2]
STACKS = {1: 2000, 2: 2000, 4: 2000, 6: 2000}


@dataclass
class Played:
    hand: Hand
    record: DealRecord
    phh: str
    deck: list[Card]  # the true order, as only every device together could open it
    table: Table


def _play(table: Table, number: int, rng: random.Random | None,
          config: GameConfig | None = None) -> Played:
    """One hand through the host's side: random moves (``rng``), or every player calling to
    the showdown (None). Nobody mucks at the showdown unasked (which down cards a device shows
    or mucks there is the showdown's business: each device chooses)."""
    specs = [PlayerSpec(seat, f"p{seat}", stack, False) for seat, stack in STACKS.items()]
    table.pump(table.host.begin(number, config or GameConfig(), specs, table.owners()))
    blind = table.host.blind
    assert blind is not None and blind.engine is not None
    hand = blind.engine
    while not hand.is_complete:
        moves = hand.legal_actions()
        if rng is None:
            move = next((m for m in moves if m.kind.value in ("bring_in", "call", "check")),
                        moves[0])
        else:
            move = rng.choice(moves)
            if move.kind.value == "fold" and rng.random() < 0.6:
                move = moves[min(1, len(moves) - 1)]
        action = move.action()
        table.pump(table.host.step(action))
        assert table.host.ready
        blind.act(action)
    return Played(hand, table.host.transcript(), host_phh(hand, HOST_SEATS),
                  table.true_deck(), table)


@pytest.fixture(scope="module")
def played() -> list[Played]:
    """Hands of one table: one to the showdown with every seat in, then random ones until a
    remote seat folded with its down cards unopened, and the host's first seat did not show its
    cards in the last one (the deck is drawn afresh by the devices each run)."""
    table = Table()
    hands = [_play(table, 1, None)]
    rng = random.Random(8)
    for number in range(2, 40):
        hands.append(_play(table, number, rng))
        if _unopened_remote(hands[-1]) and not _shows(hands[-1], "p1"):
            break
    return hands


def _shows(p: Played, player: str) -> bool:
    return any(line.startswith(f"{player} sm ") for line in loads(p.phh).actions)


def _unopened_remote(p: Played) -> list[int]:
    """Positions of remote seats' down cards the record does not open."""
    opened = verify_transcript(p.record.transcript())
    return [pos for pos, seat, up in p.record.layout
            if seat is not None and seat not in HOST_SEATS and not up and pos not in opened]


def _files(folder: Path, p: Played, name: str = "hand") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    phh = folder / f"{name}.phh"
    phh.write_text(p.phh, encoding="utf-8")
    (folder / f"{name}{DEAL_SUFFIX}").write_bytes(p.record.to_bytes())
    return phh


def _reason(phh: Path) -> str:
    with pytest.raises(DealNotVerified) as caught:
        check_deal(phh)
    return str(caught.value)


# --- the record, the journal and the export ---------------------------------------------------


def test_every_hand_verifies_and_its_record_opens_exactly_what_the_host_s_phh_shows(
        played: list[Played], tmp_path: Path) -> None:
    assert _unopened_remote(played[-1]), "no hand left a remote down card unopened"
    for i, p in enumerate(played):
        check_deal(_files(tmp_path, p, f"h{i}"))
        opened = verify_transcript(DealRecord.from_bytes(p.record.to_bytes()).transcript())
        assert all(opened[pos] == str(p.deck[pos]) for pos in opened)  # the true cards
        result = replay(loads(p.phh))
        shown = {pos for seat, positions in _by_seat(p).items()
                 for pos, card in zip(positions, result.hand.player(seat).cards)
                 if card not in result.invented_cards}
        assert set(opened) == shown  # the up cards, the shown ones, the host's own seats'
        for pos, seat, up in p.record.layout:
            if seat in HOST_SEATS or up:
                assert pos in opened  # everything the host's own seats saw
        deal = p.table.host.host._deal()
        for pos in _unopened_remote(p):
            with pytest.raises(TrustlessError):
                deal.card(pos)  # the host itself cannot open them: nothing to write
    # the first hand went to the showdown with every seat in: every down card was shown
    first = played[0]
    assert len(verify_transcript(first.record.transcript())) == sum(
        1 for _pos, seat, _up in first.record.layout if seat is not None)


def _by_seat(p: Played) -> dict[int, list[int]]:
    out: dict[int, list[int]] = {}
    for pos, seat, _up in p.record.layout:
        if seat is not None:
            out.setdefault(seat, []).append(pos)
    return out


def test_the_host_s_phh_hides_other_devices_unopened_down_cards_and_no_file_holds_the_deck(
        played: list[Played], tmp_path: Path) -> None:
    p = played[-1]
    hidden = _unopened_remote(p)
    assert hidden
    history = loads(p.phh)
    dealt = {seat: "" for seat in history.seats}
    for line in history.actions:
        parts = line.split()
        if parts[:2] == ["d", "dh"]:
            dealt[history.seats[int(parts[2][1:]) - 1]] += parts[3]
    for seat, positions in _by_seat(p).items():
        cards = [dealt[seat][2 * k:2 * k + 2] for k in range(len(positions))]
        for pos, text in zip(positions, cards):
            up = next(u for q, _s, u in p.record.layout if q == pos)
            if pos in hidden:
                assert text == "??"
            elif seat in HOST_SEATS or up:
                assert text == str(p.deck[pos])  # as usual: the host's seats saw it
            else:
                assert text == "??"  # another device's down card, shown at the showdown
    # the journal, the export and the record: no file holds the deck's order, nor the cards
    # of the positions nobody but their owner opened
    journal = Journal.open(tmp_path / "data")
    journal.resume("Trustless", {})
    journal.hand_started(p.hand.number, STACKS, digest="", salt="", deck="")
    journal.hand_completed(p.hand.number, p.phh, STACKS, {s: 1 for s in STACKS})
    journal.hand_transcript(p.hand.number, p.record)
    journal.close()
    assert main(["history", "--data-dir", str(tmp_path / "data"), "--export",
                 str(tmp_path / "out")]) == 0
    order = "".join(str(c) for c in p.deck)
    secret = [str(p.deck[pos]) for pos in hidden]
    files = [*(tmp_path / "data").iterdir(), *(tmp_path / "out").iterdir()]
    assert len(files) >= 3
    for f in files:
        data = f.read_bytes()
        assert order.encode() not in data and order.encode("utf-16-le") not in data
    phh_text = (tmp_path / "out" / f"session001-hand{p.hand.number:05d}.phh").read_text()
    assert phh_text == p.phh
    assert not set(secret) & set(_named_cards(phh_text))


def _named_cards(phh: str) -> list[str]:
    history = loads(phh)
    out: list[str] = []
    for line in history.actions:
        parts = line.split()
        if len(parts) >= 3 and parts[1] in ("dh", "sm") or parts[:2] == ["d", "db"]:
            text = parts[-1]
            out += [text[i:i + 2] for i in range(0, len(text), 2) if text[i:i + 2] != "??"]
    return out


def test_the_journal_keeps_the_record_and_the_export_writes_it_beside_the_hand(
        played: list[Played], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = tmp_path / "data"
    journal = Journal.open(data)
    journal.resume("Trustless", {})
    for p in played[:2]:
        journal.hand_started(p.hand.number, STACKS, digest="", salt="", deck="")
        journal.hand_completed(p.hand.number, p.phh, STACKS, {s: 1 for s in STACKS})
        journal.hand_transcript(p.hand.number, p.record)
    journal.hand_started(99, STACKS, digest="d", salt="s", deck="")  # an ordinary hand
    journal.hand_completed(99, "variant = \"F7S\"\n", STACKS, {s: 1 for s in STACKS})
    kept = journal.hand_transcripts()
    journal.close()
    assert {n for _s, n in kept} == {1, 2}
    for p in played[:2]:
        assert DealRecord.from_bytes(kept[1, p.hand.number]) == p.record
    out = tmp_path / "out"
    capsys.readouterr()
    assert main(["history", "--data-dir", str(data), "--export", str(out)]) == 0
    assert "(2 with their deal's transcript)" in capsys.readouterr().out
    assert sorted(f.name for f in out.iterdir()) == [
        "session001-hand00001.deal.msgpack", "session001-hand00001.phh",
        "session001-hand00002.deal.msgpack", "session001-hand00002.phh",
        "session001-hand00099.phh"]  # the ordinary hand exports as before
    for number in (1, 2):
        phh = out / f"session001-hand{number:05d}.phh"
        assert deal_path(phh).is_file()
        check_deal(phh)
    assert commands.DEAL_SUFFIX == DEAL_SUFFIX


def test_a_journal_from_before_the_deal_records_opens_and_keeps_them(
        played: list[Played], tmp_path: Path) -> None:
    path = tmp_path / JOURNAL_FILE
    journal = Journal(path)
    journal.resume("Old", {})
    journal.hand_started(1, STACKS, digest="d", salt="s", deck="x")
    journal.hand_completed(1, "phh", STACKS, {s: 1 for s in STACKS})
    journal.close()
    db = sqlite3.connect(path)
    db.execute("DROP TABLE hand_transcripts")  # as a journal written before it
    db.commit()
    db.close()
    again = Journal(path)
    restored = again.resume("Old", {})
    assert restored.resumed and restored.next_hand == 2
    assert again.hand_transcripts() == {}
    again.hand_transcript(2, played[0].record)
    assert list(again.hand_transcripts()) == [(restored.session_id, 2)]
    assert len(again.hands()) == 1
    again.close()


def test_the_store_in_memory_keeps_the_record_too(played: list[Played]) -> None:
    store = MemoryStore()
    store.resume("T", {})
    store.hand_transcript(1, played[0].record)
    assert DealRecord.from_bytes(store.hand_transcripts()[1, 1]) == played[0].record


@pytest.mark.parametrize("variant", ["stud8", "razz", "follow-the-queen", "five-card-stud"])
def test_other_games_verify(variant: str, tmp_path: Path) -> None:
    from studdesk.engine.config import Variant

    table = Table()
    p = _play(table, 1, None, GameConfig(variant=Variant(variant)))
    check_deal(_files(tmp_path, p))
    assert loads(p.phh).config.variant is Variant(variant)


# --- check-deal refuses ------------------------------------------------------------------------


def test_check_deal_on_the_command_line(played: list[Played], tmp_path: Path) -> None:
    phh = _files(tmp_path, played[0])
    run = subprocess.run([sys.executable, "-m", "studdesk", "check-deal", str(phh)],
                         capture_output=True, text=True, cwd=ROOT, timeout=120,
                         env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert (run.returncode, run.stdout, run.stderr) == (0, f"{VERIFIED}\n", "")
    data = bytearray(played[0].record.to_bytes())
    data[len(data) // 2] ^= 0x01
    deal_path(phh).write_bytes(bytes(data))
    run = subprocess.run([sys.executable, "-m", "studdesk", "check-deal", str(phh)],
                         capture_output=True, text=True, cwd=ROOT, timeout=120,
                         env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert run.returncode == 1 and run.stdout == ""
    assert "Traceback" not in run.stderr and run.stderr.count("\n") == 1
    assert "a proof does not check" in run.stderr


def test_a_missing_or_unreadable_record_and_an_ordinary_table_s_hand(
        played: list[Played], tmp_path: Path) -> None:
    phh = _files(tmp_path, played[0])
    deal_path(phh).unlink()
    assert "no deal transcript beside the hand" in _reason(phh)
    deal_path(phh).write_bytes(b"\x93not a record")
    assert "does not read" in _reason(phh)
    deal_path(phh).write_bytes(b"")
    assert "does not read" in _reason(phh)
    assert "cannot read the hand history" in _reason(tmp_path / "nowhere.phh")
    # an ordinary table's hand: its deck commitment vouches for it, there is no transcript
    specs = [PlayerSpec(s, f"p{s}", 2000) for s in (1, 2, 3)]
    hand = Hand(GameConfig(), specs, [Card(i) for i in range(52)], number=1)
    while not hand.is_complete:
        hand.act(hand.legal_actions()[-1].action())
    ordinary = tmp_path / "ordinary.phh"
    ordinary.write_text(export_hand(hand, extra={"_fairness_digest": "ab" * 32}))
    assert "ordinary table" in _reason(ordinary)
    assert main(["check-deal", str(ordinary)]) == 1


def test_a_phh_with_one_card_changed_is_caught(played: list[Played], tmp_path: Path) -> None:
    p = played[-1]
    history = loads(p.phh)
    named = set(_named_cards(p.phh))
    spare = next(str(Card(i)) for i in range(52) if str(Card(i)) not in named)
    # the host's first seat's first card: a down card the host saw
    first = next(line for line in history.actions if line.startswith("d dh p1 "))
    down = first.split()[3][:2]
    changed = p.phh.replace(first, f"d dh p1 {spare}{first.split()[3][2:]}", 1)
    reason = _reason(_files(tmp_path / "a", replace(p, phh=changed)))
    assert f"shows {spare} as seat {HOST_SEATS[0]}'s 1st card" in reason, reason
    assert f"opens {down} there" in reason, reason
    # a card the transcript opens, hidden in the PHH
    hid = p.phh.replace(first, f"d dh p1 ??{first.split()[3][2:]}", 1)
    reason = _reason(_files(tmp_path / "b", replace(p, phh=hid)))
    assert "unknown (??)" in reason and f"opens it: {down}" in reason, reason
    # a card nobody opened, named in the PHH
    seat = next(s for _pos, s, _up in p.record.layout
                if s is not None and _pos in _unopened_remote(p))
    player = f"p{history.seats.index(seat) + 1}"
    line = next(x for x in history.actions if x.startswith(f"d dh {player} ") and "??" in x)
    named_hidden = p.phh.replace(line, line.replace("??", spare, 1), 1)
    reason = _reason(_files(tmp_path / "c", replace(p, phh=named_hidden)))
    assert f"shows {spare} as seat {seat}'s 1st card" in reason, reason
    assert "a card the transcript does not open" in reason, reason


def test_a_record_with_a_value_changed_is_caught_naming_what(
        played: list[Played], tmp_path: Path) -> None:
    p = played[-1]
    record = p.record
    layout = list(record.layout)
    burn = next(i for i, (_p, s, _u) in enumerate(layout) if s is None)
    layout[burn], layout[burn + 1] = layout[burn + 1], layout[burn]
    reason = _reason(_files(tmp_path / "a", replace(p, record=replace(record,
                                                                      layout=tuple(layout)))))
    assert "layout is not the hand's" in reason, reason
    owners = tuple((seat, "c9" if device == "c7" else device) for seat, device in record.owners)
    reason = _reason(_files(tmp_path / "b", replace(p, record=replace(record, owners=owners))))
    assert "is addressed to 'c7'" in reason and "device 'c9''s" in reason, reason
    tokens = list(record.tokens)
    tokens[3] = replace(tokens[3], share=tokens[4].share)
    reason = _reason(_files(tmp_path / "c", replace(p, record=replace(record,
                                                                      tokens=tuple(tokens)))))
    assert f"device {tokens[3].device!r}" in reason and "a proof does not check" in reason
    reason = _reason(_files(tmp_path / "d", replace(p, record=replace(record, hand=77))))
    assert "hand 77's" in reason
    shuffles = list(record.shuffles)
    deck, proof = shuffles[1]
    shuffles[1] = ((deck[1], deck[0], *deck[2:]), proof)
    reason = _reason(_files(tmp_path / "e", replace(p, record=replace(
        record, shuffles=tuple(shuffles)))))
    assert "a proof does not check" in reason and repr(record.keys[1].device) in reason, reason


# --- every byte --------------------------------------------------------------------------------


def _regions(data: bytes) -> tuple[int, int]:
    """Where the shuffles and tokens lie in a record's msgpack (the dear part to check: each
    flip there costs a whole check of the proofs)."""
    return data.index(b"\xa8shuffles"), data.index(b"\xa4deal")


def _flip_caught(history_text: str, data: bytes, at: int, mask: int, folder: Path) -> str:
    flipped = bytearray(data)
    flipped[at] ^= mask
    folder.mkdir(parents=True, exist_ok=True)
    phh = folder / "flip.phh"
    if not phh.exists():
        phh.write_text(history_text)
    deal_path(phh).write_bytes(bytes(flipped))
    try:
        check_deal(phh)
    except DealNotVerified as exc:
        return str(exc)
    raise AssertionError(f"a flip of byte {at} by {mask:#04x} was not caught")


def test_every_byte_outside_the_shuffles_and_tokens_flipped_is_caught(
        played: list[Played], tmp_path: Path) -> None:
    p = played[-1]
    data = p.record.to_bytes()
    start, end = _regions(data)
    cheap = [*range(start + 9), *range(end, len(data))]  # the header, keys, layout, owners
    assert len(cheap) > 300
    for at in cheap:
        assert _flip_caught(p.phh, data, at, 1 << (at % 8), tmp_path)


@settings(max_examples=80, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(where=st.floats(0, 1, exclude_max=True), mask=st.integers(1, 255))
def test_a_byte_of_the_shuffles_or_tokens_flipped_is_caught(
        played: list[Played], tmp_path: Path, where: float, mask: int) -> None:
    p = played[-1]
    data = p.record.to_bytes()
    start, end = _regions(data)
    at = start + int(where * (end - start))
    assert _flip_caught(p.phh, data, at, mask, tmp_path)


@pytest.mark.slow
def test_a_byte_in_every_stretch_of_the_shuffles_and_tokens_flipped_is_caught(
        played: list[Played], tmp_path: Path) -> None:
    """Every 61st byte of the dear part (some 650 flips, each a whole check of the proofs)."""
    p = played[-1]
    data = p.record.to_bytes()
    start, end = _regions(data)
    for at in range(start, end, 61):
        assert _flip_caught(p.phh, data, at, 1 << (at % 8), tmp_path)


@pytest.mark.parametrize("old", [False, True], ids=["journal", "journal-from-before"])
def test_a_journal_salvaged_after_a_torn_hand_keeps_the_deal_records(
        played: list[Played], tmp_path: Path, old: bool) -> None:
    from net.journal import salvage_open_hand
    from tests.net.test_resume_setup import _tear_the_open_hands_page

    journal = Journal.open(tmp_path)
    journal.resume("Trustless", {})
    journal.hand_started(1, STACKS, digest="d", salt="s", deck="")
    journal.hand_completed(1, played[0].phh, STACKS, {s: 1 for s in STACKS})
    if old:
        journal._db.execute("DROP TABLE hand_transcripts")  # as a journal written before it
    else:
        journal.hand_transcript(1, played[0].record)
    deck = "".join(str(Card(i)) for i in random.Random(1).sample(range(52), 52))
    journal.hand_started(2, STACKS, digest="d" * 64, salt="s" * 64, deck=deck)  # in play
    journal.close()
    lost = _tear_the_open_hands_page(tmp_path)
    salvaged = salvage_open_hand(tmp_path)
    assert salvaged is not None and salvaged.hand == lost == 2
    again = Journal.open(tmp_path)
    again.resume("Trustless", {})
    kept = again.hand_transcripts()
    again.close()
    if old:
        assert kept == {}
    else:
        assert DealRecord.from_bytes(kept[1, 1]) == played[0].record


def test_the_history_command_and_the_journal_load_no_crypto() -> None:
    """rbcl writes its libsodium to a temporary file when imported (TRUSTLESS.md § 1): only a
    process that deals or checks a deal nobody has to trust should import it."""
    code = ("import sys, net.commands, net.journal; "
            "print(sorted(m for m in sys.modules if m.startswith(('net.trustless', 'rbcl'))))")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ROOT, timeout=120, env={"PYTHONPATH": str(ROOT),
                                                     "PATH": "/usr/bin:/bin"})
    assert (run.returncode, run.stdout) == (0, "[]\n"), run.stderr
