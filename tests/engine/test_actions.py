"""Player inputs keep the face they had as frozen dataclasses, on both engines (compiled, they
are plain classes mypyc builds): equality, hashing, repr, pickling, ``kind``."""

from __future__ import annotations

import copy
import pickle

import pytest

from studdesk.engine.actions import (
    Action,
    ActionKind,
    Bet,
    BringIn,
    Buy,
    Call,
    Check,
    Complete,
    Declaration,
    Declare,
    Fold,
    LegalAction,
    Muck,
    Raise,
    Show,
    TurnUp,
    WrongAmountError,
)
from studdesk.engine.cards import Card

EVERY = [Fold(1), Check(2), Call(3), BringIn(4), Complete(5, 200), Bet(6, 400), Raise(7, 800),
         Show(8), Muck(1), Buy(2), Declare(3, Declaration.BOTH), TurnUp(4, Card.parse("Qh"))]


def test_each_move_names_its_kind_and_make_builds_it_back() -> None:
    assert [a.kind for a in EVERY] == list(ActionKind)
    for action in EVERY:
        assert Action.make(action.kind, action.seat, action.to) == action
        assert type(Action.make(action.kind, action.seat, action.to)) is type(action)


def test_equal_means_the_same_kind_seat_and_total_and_hashes_alike() -> None:
    assert Raise(3, 800) == Raise(3, 800) and hash(Raise(3, 800)) == hash(Raise(3, 800))
    assert Raise(3, 800) != Raise(3, 600) and Raise(3, 800) != Raise(2, 800)
    assert Raise(3, 800) != Bet(3, 800)  # another kind of move, though the numbers agree
    assert Fold(2) != Check(2) and Fold(2) == Fold(2)
    assert Fold(2) != (2, None) and Fold(2) != "fold"
    assert len({Fold(2), Fold(2), Check(2), Raise(3, 800), Raise(3, 800)}) == 3


def test_a_choice_is_typed_and_says_what_it_chose() -> None:
    assert repr(Declare(3, Declaration.LOW)) == "Declare(seat=3, declaration=<Declaration.LOW: 'lo'>)"
    assert Declare(3, Declaration.LOW) != Declare(3, Declaration.HIGH)
    assert TurnUp(2, Card.parse("As")).card == Card.parse("As")
    assert TurnUp(2, Card.parse("As")) != TurnUp(2, Card.parse("Ks"))
    assert [Declaration.of_chips(c) for c in (0, 1, 2)] == list(Declaration)  # the closed fist
    with pytest.raises(WrongAmountError):
        Action.make(ActionKind.DECLARE, 1, 3)
    with pytest.raises(WrongAmountError):
        Action.make(ActionKind.TURN_UP, 1)


def test_repr_shows_the_total_only_for_moves_with_an_amount() -> None:
    assert repr(Raise(seat=3, to=800)) == "Raise(seat=3, to=800)"
    assert repr(Call(2)) == "Call(seat=2)"
    assert repr(Complete(1, 200)) == "Complete(seat=1, to=200)"


@pytest.mark.parametrize("action", EVERY, ids=repr)
def test_pickled_and_copied_moves_come_back_equal(action: Action) -> None:
    for again in (pickle.loads(pickle.dumps(action)), copy.copy(action), copy.deepcopy(action)):
        assert again == action and type(again) is type(action) and again.kind is action.kind


def test_a_sized_kind_needs_its_amount() -> None:
    with pytest.raises(WrongAmountError) as refused:
        Action.make(ActionKind.RAISE, 3)
    assert refused.value.code == "missing_amount"


def test_a_legal_move_makes_the_input_that_matches_it() -> None:
    move = LegalAction(ActionKind.RAISE, 3, 800, 600, False)
    assert move.action() == Raise(3, 800) and move.matches(Raise(3, 800))
    assert not move.matches(Raise(3, 600)) and not move.matches(Bet(3, 800))
    assert LegalAction(ActionKind.FOLD, 2).action() == Fold(2)
