"""The engine's fast paths against its full ones: a move checked by arithmetic for itself agrees
with the list of legal moves at every decision of random play, for every kind, seat and amount near
the legal ones."""

from __future__ import annotations

import random

from hypothesis import example, given, settings
from hypothesis import strategies as st

from studdesk.engine import GameConfig, Hand, PlayerSpec, shuffled_deck
from studdesk.engine.actions import (
    CHOICE_KINDS,
    SIZED_KINDS,
    Action,
    ActionKind,
    IllegalActionError,
)
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
            if kind is ActionKind.DECLARE:  # W9: low, high, both
                out.extend(Action.make(kind, seat, to) for to in (0, 1, 2))
            elif kind in CHOICE_KINDS:  # W11: each of the seat's cards, and two others
                own = [int(c) for p in hand.players if p.seat == seat for c in p.cards]
                out.extend(Action.make(kind, seat, to) for to in sorted({0, 51, *own}))
            elif kind in SIZED_KINDS:
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
            amount = hand._betting_amount(action)
            if amount >= 0:
                assert outcome == "legal", (action, detail)
                p = hand.player(action.seat)
                move = (action.kind, action.seat, p.bet + amount, amount, amount == p.stack)
                assert move == tuple(detail)  # type: ignore[arg-type]
            elif (outcome == "legal" and hand.phase.value == "betting" and not hand.is_buying
                  and not hand.choosing):
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


@settings(max_examples=60, deadline=None)
@given(tables())
def test_events_made_when_read_are_those_apply_returns(
        table: tuple[GameConfig, list[PlayerSpec], int]) -> None:
    """One hand played twice, once with apply() (its events made at every move) and once with
    act() (made when read at the end): the same events, each made once."""
    cfg, players, seed = table
    eager = Hand(cfg, players, shuffled_deck(random.Random(seed)))
    lazy = Hand(cfg, players, shuffled_deck(random.Random(seed)))
    returned = list(eager.events)
    rng = random.Random(seed)
    while not eager.is_complete:
        move = rng.choice(eager.legal_actions()).action()
        got = eager.apply(move)
        assert got == eager.events[len(returned):]
        assert all(a is b for a, b in zip(got, eager.events[len(returned):], strict=True))
        returned.extend(got)
        lazy.act(move)
    assert lazy.is_complete and lazy.result == eager.result
    assert lazy.events == returned == eager.events
    assert lazy.events is lazy.events and all(
        a is b for a, b in zip(lazy.events, lazy.events, strict=True))


def test_the_common_moves_are_checked_without_the_list() -> None:
    """A bring-in, a call, a complete and a fold are each checked by arithmetic (the list of
    legal moves is never built for them); a refusal goes through the list and explains."""
    from studdesk.engine import Variant
    from studdesk.engine.actions import BringIn, Call, Check, Complete, Fold, WrongAmountError
    from studdesk.engine.cards import parse_cards, stacked_deck

    cfg = GameConfig.preset(Variant.STUD, 200)
    deck = stacked_deck(parse_cards("AsKsQs" "2c3c4c" "AhKhQh"))  # seat 2's door 2c... brings in
    hand = Hand(cfg, [PlayerSpec(1, "A", 5000), PlayerSpec(2, "B", 5000),
                      PlayerSpec(3, "C", 5000)], deck)
    seat = hand.acting_seat
    assert seat is not None
    assert hand._betting_amount(BringIn(seat)) == 50
    assert hand._betting_amount(Complete(seat, 200)) == 200
    assert hand._betting_amount(Complete(seat, 300)) == -1
    assert not hand.may_check() and hand.sized_kind() is ActionKind.COMPLETE
    hand.act(BringIn(seat))
    assert hand._legal is None
    nxt = hand.acting_seat
    assert nxt is not None
    assert hand._betting_amount(Call(nxt)) == 50
    assert hand._betting_amount(Check(nxt)) == -1
    assert hand._legal is None  # no list was built for the moves checked so far
    try:
        hand.act(Complete(nxt, 250))
    except WrongAmountError as exc:
        assert "complete must be to 200" in str(exc)
    else:
        raise AssertionError("a complete to 250 was taken")
    assert hand._legal is not None  # the refusal was explained from the list
    hand.act(Fold(nxt))
    assert hand.acting_seat != nxt and hand.player(nxt).folded


def test_lines_read_before_give_the_same_fields_and_never_share_a_list() -> None:
    """The reader keeps the lines it has read (most repeat from file to file): a file read
    again gives the same fields, a list changed by one reader is not changed for the next,
    and a key given twice is still refused, even when both lines were met before."""
    import tomllib
    from decimal import Decimal

    import pytest

    from studdesk.engine.phh import PHHError, loads

    text = ('variant = "F7S"\ncurrency = "XXX"\nantes = [0.40, 0.40]\nbring_in = 0.50\n'
            'small_bet = 2\nbig_bet = 4\nstarting_stacks = [100, 100]\n'
            'actions = ["d dh p1 AsKsQs", "d dh p2 2c3c4c", "p2 pb", "p1 f"]\n'
            'players = ["Anna", "Bela"]\nseats = [1, 2]\n')
    first = loads(text)
    assert first.fields == tomllib.loads(text, parse_float=Decimal)
    first.fields["players"].append("Cleo")
    first.fields["antes"][0] = 0
    again = loads(text)
    assert again.fields == tomllib.loads(text, parse_float=Decimal)
    assert again.names == ["Anna", "Bela"] and again.config.ante == 40
    with pytest.raises(PHHError):
        loads(text + 'seats = [1, 2]\n')


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="dhp 0123456789AKQJTcdhs?x", min_size=12, max_size=16),
       st.integers(2, 8))
@example("3 AsKsQs....", 8)
@example("3 ??Td4c....", 3)
@example("3 AsKsQs....", 2)
@example("0 AsKsQs....", 8)
@example("8 2c3d4hxxxx", 8)
@example("1 AsKsQx....", 8)
def test_a_deal_read_on_the_fast_path_is_read_as_the_full_reader_reads_it(
        tail: str, n: int) -> None:
    from studdesk.engine.phh.parse import BadAction as _BadAction
    from studdesk.engine.phh.parse import parse as _parse
    from studdesk.engine.phh.parse import parse_text as _parse_text

    for text in ("d dh p" + tail[:8], "d dh " + tail, tail):
        try:
            want: object = _parse_text(text, n)
        except _BadAction as exc:
            want = str(exc)
        try:
            got: object = _parse(text, n)
        except _BadAction as exc:
            got = str(exc)
        assert got == want, text
