"""RULES.md C1's move for a seat whose clock ran out: one copy, in the engine, used by the host
and the GUI's practice table."""

from __future__ import annotations

import pytest

from studdesk.engine import actions
from studdesk.engine.actions import ActionKind, LegalAction, timeout_action
from studdesk.engine.cards import parse_cards, stacked_deck
from studdesk.engine.config import GameConfig, Variant
from studdesk.engine.hand import Hand, PlayerSpec
from tests.source_doctests import run_source_doctests


def _moves(seat: int, *kinds: ActionKind) -> list[LegalAction]:
    return [LegalAction(k, seat, 4 if k.takes_amount else 0) for k in kinds]


@pytest.mark.parametrize(("offered", "chosen"), [
    ((ActionKind.FOLD, ActionKind.CHECK, ActionKind.BET), ActionKind.CHECK),
    ((ActionKind.FOLD, ActionKind.CALL, ActionKind.RAISE), ActionKind.FOLD),
    ((ActionKind.COMPLETE, ActionKind.BRING_IN), ActionKind.BRING_IN),
    ((ActionKind.SHOW, ActionKind.MUCK), ActionKind.MUCK),
])
def test_c1_check_else_bring_in_else_muck_else_fold(offered, chosen) -> None:
    move = timeout_action(_moves(3, *offered))
    assert move.kind is chosen and move.seat == 3


def test_no_legal_move_is_an_error() -> None:
    with pytest.raises(ValueError, match="timed-out"):
        timeout_action([])


def test_a_real_hand_accepts_the_timeout_moves_to_the_end() -> None:
    config = GameConfig.preset(Variant.STUD, 100)
    players = [PlayerSpec(s, f"P{s}", config.buy_in) for s in (1, 2, 3)]
    deck = stacked_deck(parse_cards("2c 9d Kh 3c Td Ks 4c Jd Kc"))
    hand = Hand(config, players, deck)
    while not hand.is_complete:
        hand.apply(timeout_action(hand.legal_actions()).action())
    assert hand.result is not None


def test_doctest() -> None:
    result = run_source_doctests(actions)  # compiled, the module keeps no docstrings
    assert result.attempted > 0 and result.failed == 0  # (it ran the examples, and they held)
