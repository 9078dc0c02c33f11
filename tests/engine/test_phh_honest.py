"""Replay that never lies: a recorded result the rules do not give is flagged, and a hand nobody
saw (``??``) never wins with cards the replay made up for it (S3: a muck concedes)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from studdesk.engine import GameConfig, Hand, PlayerSpec, Variant
from studdesk.engine.cards import parse_cards, stacked_deck
from studdesk.engine.events import CardsShown, HandMucked
from studdesk.engine.hand import Phase
from studdesk.engine.phh import loads, replay
from studdesk.replay import replay_file, run_replay
from tests.shared_data import require_shared

from .test_phh import ONLINE, ROOT, _conformance

HEAD = ("variant = 'F7S'\nantes = [1, 1]\nbring_in = 5\nsmall_bet = 10\nbig_bet = 20\n"
        "starting_stacks = [100, 100]\n")
# p1 holds jack high; p2 shows A K Q J of hearts and two more up cards, the rest unseen: any
# cards made up for p2 beat p1.
STREETS = ["d dh p1 2c3d7h", "d dh p2 ????Ah", "p1 pb", "p2 cc",
           "d dh p1 8s", "d dh p2 Kh", "p2 cc", "p1 cc",
           "d dh p1 9c", "d dh p2 Qh", "p2 cc", "p1 cc",
           "d dh p1 Jd", "d dh p2 Jh", "p2 cc", "p1 cc",
           "d dh p1 4s", "d dh p2 ??", "p2 cc", "p1 cc"]


def _text(actions: list[str], finishing: list[int] | None = None, head: str = HEAD) -> str:
    text = head + f"actions = {actions!r}\n"
    if finishing is not None:
        text += f"finishing_stacks = {finishing!r}\n"
    return text


@pytest.mark.parametrize("showdown", [
    ["p2 sm", "p1 sm 2c3d7h8s9cJd4s"],  # p2 mucks first (S2: p2 acted first on 7th)
    ["p1 sm 2c3d7h8s9cJd4s", "p2 sm"],  # the file may record them in any order
    ["p1 sm 2c3d7h8s9cJd4s"],  # p2 shows nothing: an unknown hand concedes
    [],  # the file stops before the showdown: p1's known hand takes the pot
])
def test_a_mucked_or_unknown_hand_concedes(showdown: list[str]) -> None:
    result = replay(loads(_text(STREETS + showdown)))
    assert result.finishing_stacks == [106, 94]
    hand = result.hand
    assert [type(e).__name__ for e in hand.events if isinstance(e, CardsShown | HandMucked)] == [
        "HandMucked", "CardsShown"]
    shown = next(e for e in hand.events if isinstance(e, CardsShown))
    assert shown.seat == hand.players[0].seat  # nothing made up was shown
    assert len(result.invented_cards) == 3 and not result.invented_cards & set(
        parse_cards("2c3d7h8s9cJd4sAhKhQhJh"))


def test_a_hand_shown_with_unknown_cards_still_concedes() -> None:
    shown = ["p2 sm ????AhKhQhJh??", "p1 sm 2c3d7h8s9cJd4s"]
    assert replay(loads(_text(STREETS + shown))).finishing_stacks == [106, 94]


def test_a_shown_hand_fills_its_unknown_cards_and_wins() -> None:
    shown = ["p2 sm 5h6hAhKhQhJh2h", "p1 sm 2c3d7h8s9cJd4s"]
    result = replay(loads(_text(STREETS + shown)))
    assert result.finishing_stacks == [94, 106] and not result.invented_cards


def test_when_every_hand_is_unknown_someone_still_takes_the_pot() -> None:
    """Both hands unseen and both muck: the last to give up must show (a pot always has a
    winner), with the cards the replay made up for it, listed in ``invented_cards``."""
    actions = [a.replace("p1 2c3d7h", "p1 ????7h").replace("p1 4s", "p1 ??") for a in STREETS]
    result = replay(loads(_text(actions + ["p2 sm", "p1 sm"])))
    assert sorted(result.finishing_stacks) == [94, 106]
    shown = [e for e in result.hand.events if isinstance(e, CardsShown)]
    assert len(shown) == 1 and set(shown[0].cards) & result.invented_cards


def test_the_engine_concedes_even_a_hand_that_must_be_shown() -> None:
    """Hand.concede: at the showdown the conceding seat mucks a hand S2 would show (here the
    better one, first to show), and the other hand takes the pot."""
    cfg = GameConfig.preset(Variant.STUD, 200)
    # Seat 1: As Ad Ac Kd Ks Kh Qh (a full house), seat 2: 2c 3d 7h 8s 9c 5h 4s (nine high);
    # 3rd street in rounds, then each street a burn and a card to each.
    deck = stacked_deck(parse_cards("As2c" "Ad3d" "Ac7h" "Tc" "Kd8s" "Td" "Ks9c" "Th" "Kh5h"
                                    "Ts" "Qh4s"))
    hand = Hand(cfg, [PlayerSpec(1, "Anna", 1000), PlayerSpec(2, "Bela", 1000)], deck)
    hand.concede(1)
    while not hand.is_complete:
        moves = hand.legal_actions()
        check = next((m for m in moves if m.kind.value in ("check", "call", "bring_in")), None)
        assert check is not None, moves
        hand.apply(check.action())
    assert hand.phase is Phase.COMPLETE and hand.result is not None
    assert hand.result.stacks[2] > hand.result.stacks[1]
    assert any(isinstance(e, HandMucked) and e.seat == 1 for e in hand.events)
    assert not any(isinstance(e, CardsShown) and e.seat == 1 for e in hand.events)


def test_concede_after_the_hand_is_refused() -> None:
    result = replay(loads(_text(STREETS + ["p2 sm", "p1 sm 2c3d7h8s9cJd4s"])))
    with pytest.raises(ValueError, match="over"):
        result.hand.concede(1)


# --------------------------------------------------------------------------- studdesk replay


def test_a_recorded_result_the_rules_do_not_give_is_flagged(tmp_path: Path) -> None:
    good = tmp_path / "good.phh"
    good.write_text(_text(STREETS + ["p2 sm", "p1 sm 2c3d7h8s9cJd4s"], [106, 94]))
    # The result the made-up cards would give: the rules do not give it.
    lying = tmp_path / "lying.phh"
    lying.write_text(_text(STREETS + ["p2 sm", "p1 sm 2c3d7h8s9cJd4s"], [94, 106]))
    assert replay_file(str(good)) == {"file": str(good), "ok": True, "unit": 1,
                                      "finishing_stacks": [106, 94], "matches_recorded": True}
    row = replay_file(str(lying))
    assert row["ok"] is False and row["recorded"] == [94, 106] and row["computed"] == [106, 94]
    assert "[94, 106]" in row["error"] and "[106, 94]" in row["error"]
    out = subprocess.run([sys.executable, "-m", "studdesk", "replay", "--json", str(good),
                          str(lying)], capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 1, out.stderr
    rows = [json.loads(line) for line in out.stdout.splitlines()]
    assert [r["ok"] for r in rows] == [True, False] and rows[1]["computed"] == [106, 94]


def test_a_wsop_hand_with_its_result_altered_is_flagged(tmp_path: Path) -> None:
    path = next(p for p in _conformance() if p.name == "85.phh")
    text = path.read_text().replace("finishing_stacks = [0, 29700000]",
                                    "finishing_stacks = [29700000, 0]")
    bad = tmp_path / "85-altered.phh"
    bad.write_text(text)
    lines: list[str] = []

    class Out:
        def write(self, s: str) -> None:
            lines.append(s)

    assert run_replay([str(path), str(bad)], as_json=False, out=Out()) == 1  # type: ignore[arg-type]
    assert lines[0].startswith(f"{path}: ok")
    assert lines[1].startswith(f"{bad}: differs") and "[29700000, 0]" in lines[1]
    assert lines[2] == "1 of 2 files replayed\n"


def test_a_declared_rake_explains_the_sites_result_and_nothing_else(tmp_path: Path) -> None:
    """The online conformance hands were raked (``_rake`` from the ``_collectors``): the house
    takes none, so their replay gives exactly the rake more to the collectors. ``studdesk
    replay`` says ok for that, with the rake, and still flags any other difference."""
    require_shared("the online conformance hands (shared/conformance/phh/fpdb-regression)")
    raked = [p for p in ONLINE if "_rake = 0" not in p.read_text() and "_rake" in p.read_text()]
    assert raked
    rows = [replay_file(str(p)) for p in raked]
    refused = [r for r in rows if r.get("action_index") is not None]
    assert len(refused) <= 2  # the two hands RULES.md refuses (_expect_refusal)
    played = [r for r in rows if r.get("action_index") is None]
    assert played and all(r["ok"] and r["rake"] > 0 for r in played), played[:3]
    # The same hand with one more chip moved from a collector to another player: flagged.
    path = Path(played[0]["file"])
    history = loads(path.read_text())
    stacks = list(history.finishing_stacks or [])
    taker = history.fields["_collectors"][0] - 1
    other = next(i for i in range(len(stacks)) if i != taker)
    stacks[taker] -= 1
    stacks[other] += 1
    text = path.read_text().replace(f"finishing_stacks = {history.finishing_stacks}",
                                    f"finishing_stacks = {stacks}")
    assert text != path.read_text()
    bad = tmp_path / "raked-altered.phh"
    bad.write_text(text)
    row = replay_file(str(bad))
    assert row["ok"] is False and row["recorded"] == stacks
