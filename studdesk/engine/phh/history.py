"""What every part of :mod:`studdesk.engine.phh` shares: the errors, the parsed file
(:class:`HandHistory`), amounts as a file writes them and as a person reads them, and the words
of an error message.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import MAX_PREC, Context, Decimal, InvalidOperation
from typing import Any, Final

from studdesk.engine.config import GameConfig, format_chips


class PHHError(ValueError):
    """A file that is not a stud hand history we can read (bad TOML, missing field ...)."""


class ReplayError(ValueError):
    """The rules refuse action ``action_index`` (0-based index into ``actions``)."""

    def __init__(self, message: str, action_index: int) -> None:
        super().__init__(message)
        self.action_index = action_index


@dataclass(init=False)
class HandHistory:
    """A parsed PHH file: the game, the players and the actions, not yet replayed.

    Writes its own ``__init__`` (``init=False``): compiled, the one ``@dataclass`` generates
    would stay Python, a fifth of what reading a file takes."""

    config: GameConfig
    names: list[str]
    seats: list[int]
    starting_stacks: list[int]
    actions: list[str]
    number: int
    finishing_stacks: list[int] | None
    fields: dict[str, Any]
    scale: int
    """Chips per amount the file writes: 100 where it names a ``currency`` (its amounts are
    currency units, the engine's chips cents), else 1 (chips as written)."""
    unit: int
    """Chips per unit a person reads: 100 (cents: show ``12.50``) for StudDesk's files and any
    with a ``currency``; 1 (whole chips, no decimals) for a foreign file without one. A
    replayer shows amounts with :func:`format_amount`."""

    def __init__(self, config: GameConfig, names: list[str], seats: list[int],
                 starting_stacks: list[int], actions: list[str], number: int = 1,
                 finishing_stacks: list[int] | None = None,
                 fields: dict[str, Any] | None = None, scale: int = 1, unit: int = 100) -> None:
        self.config = config
        self.names = names
        self.seats = seats
        self.starting_stacks = starting_stacks
        self.actions = actions
        self.number = number
        self.finishing_stacks = finishing_stacks
        self.fields = {} if fields is None else fields
        self.scale = scale
        self.unit = unit


CURRENCY: Final = "XXX"
"""The ``currency`` StudDesk writes: ISO 4217's code for no particular currency. Its amounts
are currency units with two decimals (the engine's chips are cents, T2)."""


def units(chips: int) -> int | Decimal:
    """Chips (cents) as the amount a PHH file writes: whole units as an ``int`` (``200`` ->
    ``2``), else an exact ``Decimal`` (``50`` -> ``0.50``)."""
    whole, cents = divmod(chips, 100)
    return whole if cents == 0 else Decimal(chips).scaleb(-2)


# Amounts times the scale with every digit kept: Decimal's usual context keeps 28 digits and
# would round a 29-digit amount (or a fraction 30 digits down) to a different whole number.
EXACT: Final = Context(prec=MAX_PREC)


def action_amount(text: str, scale: int) -> int | None:
    """The chips of an amount in an action (``cbr 2.50``), or None if it is not one: ASCII, at
    most ``MAX_DIGITS`` characters and digits ("²" and a 5,000-digit number are not amounts, nor
    is ``1e999999``, which would be a million-digit whole number)."""
    if not 0 < len(text) <= MAX_DIGITS or not text.isascii():
        return None
    if text.isdigit():
        return int(text) * scale
    try:
        exact = EXACT.multiply(Decimal(text), scale)
    except InvalidOperation:
        return None
    if not exact.is_finite() or exact < 0 or exact.adjusted() >= MAX_DIGITS:
        return None
    if exact != exact.to_integral_value():
        return None
    return int(exact)


def format_amount(chips: int, unit: int) -> str:
    """Chips as a file's reader shows them: ``unit`` 100 writes ``12.50`` (cents), 1 writes
    whole chips (``50000``)."""
    if unit == 1:
        return str(chips)
    return format_chips(chips)



def brief(text: str, most: int = 80) -> str:
    """``text`` cut to ``most`` characters for an error message."""
    return text if len(text) <= most else text[: most - 1] + "\u2026"


def shown(value: Any) -> str:
    """A field's value for an error message: its repr, cut short (a file may hold anything)."""
    try:
        return brief(repr(value))
    except (RecursionError, ValueError):
        return f"a {type(value).__name__}"


# A whole number in an action (an actor's number, an amount): ASCII digits, at most this many
# (str.isdigit() takes "²", which int() refuses, and 5,000 digits, which int() refuses too).
MAX_DIGITS: Final = 30


def is_whole(text: str) -> bool:
    return 0 < len(text) <= MAX_DIGITS and text.isascii() and text.isdigit()

