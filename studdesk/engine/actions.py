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
from typing import Any, Final, NamedTuple

from studdesk.engine.cards import Card
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
    DECLARE = "declare"  # High-Low Declare: high, low or both (W9)
    TURN_UP = "turn_up"  # Roll Your Own: the down card turned up this street (W11)

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
CHOICE_KINDS: frozenset[ActionKind] = frozenset({ActionKind.DECLARE, ActionKind.TURN_UP})
"""The secret choices every player still in makes at once (W9.3, W11.2), in any order; their
``to`` names what was chosen (:class:`Declare`, :class:`TurnUp`)."""


class Declaration(Enum):
    """W9.2: what a player declares, written as PHH writes it (W12.1)."""

    LOW = "lo"
    HIGH = "hi"
    BOTH = "both"

    __hash__ = object.__hash__

    @property
    def chips(self) -> int:
        """The kitchen table's closed fist (W9.3): 0 chips for low, 1 for high, 2 for both."""
        return _FIST[self]

    @staticmethod
    def of_chips(chips: int) -> Declaration:
        return _DECLARATIONS[chips]

    @property
    def claims_high(self) -> bool:
        return self is not Declaration.LOW

    @property
    def claims_low(self) -> bool:
        return self is not Declaration.HIGH


_DECLARATIONS: Final = (Declaration.LOW, Declaration.HIGH, Declaration.BOTH)
_FIST: Final = {d: i for i, d in enumerate(_DECLARATIONS)}


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
        if kind in CHOICE_KINDS:
            if to is None:
                raise WrongAmountError(f"{kind.value} needs a choice", code="missing_choice")
            return _choice(kind, seat, to)
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

    def __reduce__(self) -> tuple[type[Action], tuple[Any, ...]]:
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


class Declare(Action):
    """High-Low Declare (W9): the seat's one declaration for every pot it is in. ``to`` is the
    closed fist's chips (:attr:`Declaration.chips`)."""

    declaration: Final[Declaration]

    def __init__(self, seat: int, declaration: Declaration) -> None:
        super().__init__(seat, declaration.chips)
        self.declaration = declaration

    def __repr__(self) -> str:
        return f"Declare(seat={self.seat!r}, declaration={self.declaration!r})"

    def __reduce__(self) -> tuple[type[Action], tuple[Any, ...]]:
        return type(self), (self.seat, self.declaration)


class TurnUp(Action):
    """Roll Your Own (W11): the down card the seat turns up this street. ``to`` is the card's
    number."""

    card: Final[Card]

    def __init__(self, seat: int, card: Card) -> None:
        super().__init__(seat, int(card))
        self.card = card

    def __repr__(self) -> str:
        return f"TurnUp(seat={self.seat!r}, card={self.card!r})"

    def __reduce__(self) -> tuple[type[Action], tuple[Any, ...]]:
        return type(self), (self.seat, self.card)


_BY_KIND: Final[dict[ActionKind, type[Action]]] = {
    ActionKind.FOLD: Fold, ActionKind.CHECK: Check, ActionKind.CALL: Call,
    ActionKind.BRING_IN: BringIn, ActionKind.COMPLETE: Complete, ActionKind.BET: Bet,
    ActionKind.RAISE: Raise, ActionKind.SHOW: Show, ActionKind.MUCK: Muck, ActionKind.BUY: Buy,
    ActionKind.DECLARE: Declare, ActionKind.TURN_UP: TurnUp,
}
_KIND_OF: Final[dict[type[Action], ActionKind]] = {cls: kind for kind, cls in _BY_KIND.items()}


class LegalAction(NamedTuple):
    """One move the acting seat may make now, with its exact amounts.

    ``to`` is the seat's street total after the move, ``amount`` the chips it adds now;
    ``all_in`` when that is everything the seat has. A choice (:data:`CHOICE_KINDS`) names
    what it chooses in ``to``: the declaration's chips, or the card turned up. An immutable named tuple: the engine makes
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
        if self.kind in CHOICE_KINDS:
            return _choice(self.kind, self.seat, self.to)
        if self.kind in SIZED_KINDS:
            return _BY_KIND[self.kind](self.seat, self.to)
        return _BY_KIND[self.kind](self.seat)

    def matches(self, action: Action) -> bool:
        if action.kind is not self.kind or action.seat != self.seat:
            return False
        return (self.kind not in SIZED_KINDS and self.kind not in CHOICE_KINDS
                or action.to == self.to)


def _choice(kind: ActionKind, seat: int, to: int) -> Action:
    """The typed input of a choice named by ``to`` (a fist's chips, a card's number)."""
    if kind is ActionKind.DECLARE:
        if not 0 <= to <= 2:
            raise WrongAmountError(f"a declaration is 0, 1 or 2 chips, not {to}",
                                   code="bad_declaration")
        return Declare(seat, Declaration.of_chips(to))
    if not 0 <= to <= 51:
        raise WrongAmountError(f"no card has the number {to}", code="bad_card")
    return TurnUp(seat, Card(to))


_TIMEOUT_ORDER = (ActionKind.CHECK, ActionKind.BRING_IN, ActionKind.MUCK, ActionKind.FOLD)


def timeout_action(legal: Sequence[LegalAction]) -> LegalAction:
    """The move the host makes for a seat whose clock ran out (RULES.md C1): check if checking
    is legal, else post the bring-in, else (a showdown choice, S2) muck, else fold. A
    declaration is high (W9.5); a Roll Your Own choice turns up the newest card (W11.3: the
    engine lists the down cards in dealing order, so the last one offered).

    >>> timeout_action([LegalAction(ActionKind.FOLD, 2), LegalAction(ActionKind.CALL, 2, 4, 4)])
    LegalAction(kind=<ActionKind.FOLD: 'fold'>, seat=2, to=0, amount=0, all_in=False)
    """
    if legal and legal[0].kind is ActionKind.DECLARE:
        for move in legal:
            if move.to == Declaration.HIGH.chips:
                return move
    if legal and legal[0].kind is ActionKind.TURN_UP:
        return legal[-1]
    for kind in _TIMEOUT_ORDER:
        for move in legal:
            if move.kind is kind:
                return move
    raise ValueError("no move to make for a timed-out seat: " + repr(list(legal)))
