"""Player inputs, the moves a legal-action list offers, and the errors for refused ones.

Inputs are imperative (``Fold``, ``Raise``); every amount is the player's total for the street
after the action ("raise to 8"), in chips (RULES.md T2).

>>> Raise(seat=3, to=800)
Raise(seat=3, to=800)
>>> Action.make(ActionKind.CALL, 2)
Call(seat=2)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import ClassVar, NamedTuple


class ActionKind(Enum):
    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BRING_IN = "bring_in"
    COMPLETE = "complete"
    BET = "bet"
    RAISE = "raise"
    SHOW = "show"
    MUCK = "muck"
    BUY = "buy"  # Baseball: pay the price to keep an up three (RULES.md W4)

    # Enum's own __hash__ is a Python function that hashes the member's name, and the engine
    # looks kinds up in sets and dicts on every move. Members are singletons that compare by
    # identity, so the identity hash (computed in C) is equivalent and several times faster.
    __hash__ = object.__hash__

    @property
    def takes_amount(self) -> bool:
        return self in SIZED_KINDS

    @property
    def is_aggressive(self) -> bool:
        return self.takes_amount


SIZED_KINDS: frozenset[ActionKind] = frozenset(
    {ActionKind.COMPLETE, ActionKind.BET, ActionKind.RAISE})


class IllegalActionError(ValueError):
    """The rules refuse this action now. ``code`` names the reason for machines; the message is
    for people. The hand is left exactly as it was."""

    code: str = "illegal_action"

    def __init__(self, message: str, *, code: str | None = None) -> None:
        super().__init__(message)
        if code is not None:
            self.code = code


class OutOfTurnError(IllegalActionError):
    code = "out_of_turn"


class WrongAmountError(IllegalActionError):
    code = "wrong_amount"


class CapReachedError(IllegalActionError):
    code = "cap_reached"


class HandOverError(IllegalActionError):
    code = "hand_over"


@dataclass(frozen=True, slots=True)
class Action:
    """Base of every player input: which seat (RULES.md seat number) does what."""

    seat: int
    to: int | None = field(default=None, repr=False)
    kind: ClassVar[ActionKind]

    @staticmethod
    def make(kind: ActionKind, seat: int, to: int | None = None) -> Action:
        """The action of ``kind``; ``to`` is required for complete, bet and raise only."""
        cls = _BY_KIND[kind]
        if kind.takes_amount:
            if to is None:
                raise WrongAmountError(f"{kind.value} needs an amount", code="missing_amount")
            return cls(seat, to)
        return cls(seat)


@dataclass(frozen=True, slots=True)
class Fold(Action):
    kind: ClassVar[ActionKind] = ActionKind.FOLD


@dataclass(frozen=True, slots=True)
class Check(Action):
    kind: ClassVar[ActionKind] = ActionKind.CHECK


@dataclass(frozen=True, slots=True)
class Call(Action):
    kind: ClassVar[ActionKind] = ActionKind.CALL


@dataclass(frozen=True, slots=True)
class BringIn(Action):
    kind: ClassVar[ActionKind] = ActionKind.BRING_IN


@dataclass(frozen=True, slots=True)
class Complete(Action):
    to: int
    kind: ClassVar[ActionKind] = ActionKind.COMPLETE


@dataclass(frozen=True, slots=True)
class Bet(Action):
    to: int
    kind: ClassVar[ActionKind] = ActionKind.BET


@dataclass(frozen=True, slots=True)
class Raise(Action):
    to: int
    kind: ClassVar[ActionKind] = ActionKind.RAISE


@dataclass(frozen=True, slots=True)
class Show(Action):
    kind: ClassVar[ActionKind] = ActionKind.SHOW


@dataclass(frozen=True, slots=True)
class Muck(Action):
    kind: ClassVar[ActionKind] = ActionKind.MUCK


@dataclass(frozen=True, slots=True)
class Buy(Action):
    """Baseball (W4): pay the price and keep the up three, wild; the price is the engine's."""

    kind: ClassVar[ActionKind] = ActionKind.BUY


_BY_KIND: dict[ActionKind, type[Action]] = {
    cls.kind: cls for cls in (Fold, Check, Call, BringIn, Complete, Bet, Raise, Show, Muck, Buy)
}


class LegalAction(NamedTuple):
    """One move the acting seat may make now, with its exact amounts.

    ``to`` is the seat's street total after the move, ``amount`` the chips it adds now;
    ``all_in`` when that is everything the seat has. An immutable named tuple: the engine makes
    several for every decision, and a tuple is built several times faster than a frozen
    dataclass.
    """

    kind: ActionKind
    seat: int
    to: int = 0
    amount: int = 0
    all_in: bool = False

    def action(self) -> Action:
        """The input that makes this move."""
        if self.kind in SIZED_KINDS:
            return _BY_KIND[self.kind](self.seat, self.to)
        return _BY_KIND[self.kind](self.seat)

    def matches(self, action: Action) -> bool:
        if action.kind is not self.kind or action.seat != self.seat:
            return False
        return self.kind not in SIZED_KINDS or action.to == self.to


_TIMEOUT_ORDER = (ActionKind.CHECK, ActionKind.BRING_IN, ActionKind.MUCK, ActionKind.FOLD)


def timeout_action(legal: Sequence[LegalAction]) -> LegalAction:
    """The move the host makes for a seat whose clock ran out (RULES.md C1): check if checking
    is legal, else post the bring-in, else (a showdown choice, S2) muck, else fold.

    >>> timeout_action([LegalAction(ActionKind.FOLD, 2), LegalAction(ActionKind.CALL, 2, 4, 4)])
    LegalAction(kind=<ActionKind.FOLD: 'fold'>, seat=2, to=0, amount=0, all_in=False)
    """
    for kind in _TIMEOUT_ORDER:
        for move in legal:
            if move.kind is kind:
                return move
    raise ValueError("no move to make for a timed-out seat: " + repr(list(legal)))
