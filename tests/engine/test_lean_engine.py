"""The engine's fast paths against its full ones (issue 20): a move checked by arithmetic for
itself agrees with the list of legal moves at every decision of random play, for every kind,
seat and amount near the legal ones."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from studdesk.engine import GameConfig, Hand, PlayerSpec, shuffled_deck
from studdesk.engine.actions import SIZED_KINDS, Action, ActionKind, IllegalActionError
from tests.engine.test_properties import tables


def candidates(hand: Hand) -> list[Action]:
    """Every kind of move for every seat dealt in (and one that is not), with the amounts the
    legal moves name and those next to them, the current bet, nothing and everything."""
    legal = hand.legal_actions()
    amounts = {0, 1, hand.current_bet, hand.current_bet + 1}
    for m in legal:
        amounts.update((m.to - 1, m.to, m.to + 1))
    for p in hand.players:
        amounts.add(p.bet + p.stack)
    seats = [p.seat for p in hand.players] + [9 if all(p.seat != 8 for p in hand.players) else 0]
    out: list[Action] = []
    for seat in seats:
        for kind in ActionKind:
            if kind in SIZED_KINDS:
                out.extend(Action.make(kind, seat, to) for to in sorted(amounts))
            else:
                out.append(Action.make(kind, seat))
    return out


def listed(hand: Hand, action: Action) -> tuple[str, object]:
    try:
        move = hand._verify_listed(action)
    except IllegalActionError as exc:
        return "refused", (type(exc), exc.code, str(exc))
    return "legal", move


@settings(max_examples=120, deadline=None)
@given(tables(), st.sampled_from([0.0, 0.7]))
def test_one_move_checked_by_arithmetic_agrees_with_the_list_of_legal_moves(
        table: tuple[GameConfig, list[PlayerSpec], int], passive: float) -> None:
    cfg, players, seed = table
    rng = random.Random(seed)
    hand = Hand(cfg, players, shuffled_deck(rng),
                reshuffle=lambda cards: rng.sample(cards, len(cards)))
    for _ in range(500):
        for action in candidates(hand):
            outcome, detail = listed(hand, action)
            fast = hand._betting_move(action)
            if fast is not None:
                assert outcome == "legal", (action, detail)
                kind, amount, to, all_in = fast
                assert (kind, action.seat, to, amount, all_in) == tuple(detail)  # type: ignore[arg-type]
            elif outcome == "legal" and hand.phase.value == "betting" and not hand.is_buying:
                raise AssertionError(f"{action} is legal but the arithmetic refused it")
            # verify() answers exactly as the list does, whichever path it takes.
            try:
                answer: tuple[str, object] = "legal", hand.verify(action)
            except IllegalActionError as exc:
                answer = "refused", (type(exc), exc.code, str(exc))
            assert answer == (outcome, detail)
        if hand.is_complete:
            break
        moves = hand.legal_actions()
        calm = [m for m in moves if m.kind in (ActionKind.CHECK, ActionKind.CALL,
                                               ActionKind.BRING_IN, ActionKind.SHOW)]
        pool = calm if calm and rng.random() < passive else list(moves)
        hand.apply(rng.choice(pool).action())
    assert hand.is_complete
