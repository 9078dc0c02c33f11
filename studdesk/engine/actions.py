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
from enum import Enum
from typing import Final, NamedTuple

from studdesk.engine.compiled import mypyc_attr


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


# Python classes in the compiled engine too (``code`` is a class attribute each overrides,
# which a compiled exception class would not have).
@mypyc_attr(native_class=False)
class IllegalActionError(ValueError):
    """The rules refuse this action now. ``code`` names the reason for machines; the message is
    for people. The hand is left exactly as it was."""

    code: str = "illegal_action"

    def __init__(self, message: str, *, code: str | None = None) -> None:
        super().__init__(message)
        if code is not None:
            self.code = code


@mypyc_attr(native_class=False)
class OutOfTurnError(IllegalActionError):
    code = "out_of_turn"


@mypyc_attr(native_class=False)
class WrongAmountError(IllegalActionError):
    code = "wrong_amount"


@mypyc_attr(native_class=False)
class CapReachedError(IllegalActionError):
    code = "cap_reached"


@mypyc_attr(native_class=False)
class HandOverError(IllegalActionError):
    code = "hand_over"


class Action:
    """Base of every player input: which seat (RULES.md seat number) does what; ``to`` is the
    street total a complete, bet or raise goes to (None for the others).

    Not a dataclass: this module is compiled with the engine (``COMPILED_MODULES``), and mypyc
    leaves the methods ``@dataclass`` generates as Python, and builds a dataclass with a
    ``ClassVar`` field wrongly. These are plain classes with the same face: equal (and hashed
    alike) when the same kind of move by the same seat to the same total, the same ``repr``,
    pickled by their arguments. Immutable by convention, checked by mypy (``Final``). ``kind``
    is an attribute of every instance, which the compiled engine reads as a C field.
    """

    kind: Final[ActionKind]
    seat: Final[int]
    to: Final[int | None]

    def __init__(self, seat: int, to: int | None = None) -> None:
        self.kind = _KIND_OF[type(self)]
        self.seat = seat
        self.to = to

    @staticmethod
    def make(kind: ActionKind, seat: int, to: int | None = None) -> Action:
        """The action of ``kind``; ``to`` is required for complete, bet and raise only."""
        cls = _BY_KIND[kind]
        if kind in SIZED_KINDS:
            if to is None:
                raise WrongAmountError(f"{kind.value} needs an amount", code="missing_amount")
            return cls(seat, to)
        return cls(seat)

    def __eq__(self, other: object) -> bool:
        # False, not NotImplemented, for anything else: compiled, a method typed bool returns
        # a bool (no other type compares equal to a move either way).
        if not isinstance(other, Action) or type(other) is not type(self):
            return False
        return self.seat == other.seat and self.to == other.to

    def __ne__(self, other: object) -> bool:
        return not self.__eq__(other)

    def __hash__(self) -> int:
        return hash((self.seat, self.to))

    def __repr__(self) -> str:
        if self.kind in SIZED_KINDS:
            return f"{type(self).__name__}(seat={self.seat!r}, to={self.to!r})"
        return f"{type(self).__name__}(seat={self.seat!r})"

    def __reduce__(self) -> tuple[type[Action], tuple[int, int | None]]:
        return type(self), (self.seat, self.to)


class Fold(Action):
    pass


class Check(Action):
    pass


class Call(Action):
    pass


class BringIn(Action):
    pass


class Complete(Action):
    def __init__(self, seat: int, to: int) -> None:
        super().__init__(seat, to)


class Bet(Action):
    def __init__(self, seat: int, to: int) -> None:
        super().__init__(seat, to)


class Raise(Action):
    def __init__(self, seat: int, to: int) -> None:
        super().__init__(seat, to)


class Show(Action):
    pass


class Muck(Action):
    pass


class Buy(Action):
    """Baseball (W4): pay the price and keep the up three, wild; the price is the engine's."""


_BY_KIND: Final[dict[ActionKind, type[Action]]] = {
    ActionKind.FOLD: Fold, ActionKind.CHECK: Check, ActionKind.CALL: Call,
    ActionKind.BRING_IN: BringIn, ActionKind.COMPLETE: Complete, ActionKind.BET: Bet,
    ActionKind.RAISE: Raise, ActionKind.SHOW: Show, ActionKind.MUCK: Muck, ActionKind.BUY: Buy,
}
_KIND_OF: Final[dict[type[Action], ActionKind]] = {cls: kind for kind, cls in _BY_KIND.items()}


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
