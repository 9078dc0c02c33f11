"""What the PHH readers remember from one file to the next, in one place.

A folder of hands repeats itself: the variant, the stakes, the players, the house rules, most
action texts ("p2 cc") and the sized moves recur from file to file. Each is worked out once and
kept in one of the stores below, all of them plain dicts on the one :data:`MEMO`. A store
that fills up is emptied whole (:func:`keep`): most of what a batch meets once it never meets
again, and an LRU's bookkeeping would cost more than working the entry out again.

Nothing here changes what a reader answers, only how soon: the tests call
:meth:`Memo.clear` to read a file cold as well as warm.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any, Final, TypeVar

from studdesk.engine.actions import Action
from studdesk.engine.cards import Card
from studdesk.engine.config import GameConfig

# What the stores keep, defined here so that the modules that fill them import this one and
# this one imports none of them: fields keeps LastConfig, lean LeanLine, parse Parsed.


class LastConfig:
    """The game the last file of a variant code set, and what set it: the next file of a
    folder most often sets the same, which this tells without making and hashing a key."""

    def __init__(self, game: Any, ante: int, bring_in: int, small_bet: int, big_bet: int,
                 buy_in: Any, rules: list[Any], config: GameConfig) -> None:
        self.game = game
        self.ante = ante
        self.bring_in = bring_in
        self.small_bet = small_bet
        self.big_bet = big_bet
        self.buy_in = buy_in
        self.rules = rules
        self.config = config


class LeanLine:
    """One line read: its key, its value as tomllib reads it, and for numbers their chips at
    either scale (None where one is not a whole number of chips: :func:`history_of` then works
    it out, and says what is wrong). Kept by the line's text: most lines repeat from file to
    file."""

    key: Final[str]
    kind: Final[int]
    value: Final[Any]
    items: Final[list[Any] | None]
    """The value when it is an array (each file gets a copy of its own)."""
    chips1: Final[list[int] | None]
    chips100: Final[list[int] | None]

    def __init__(self, key: str, kind: int, value: Any, chips1: list[int] | None = None,
                 chips100: list[int] | None = None) -> None:
        self.key = key
        self.kind = kind
        self.value = value
        self.items = value if type(value) is list else None
        self.chips1 = chips1
        self.chips100 = chips100


class Parsed:
    """One action of a file, read. ``actor`` is the player's index (0-based), None for the
    dealer; ``args`` a player's words after the verb (a deal's are in ``who`` and ``cards``:
    empty); ``who`` the player a deal (``d dh``) is for, else -1; ``cards`` what a deal gives or
    a player shows (``sm``), else None.

    A plain class, not a tuple: compiled, mypyc holds a fixed-size tuple unboxed, and a copy
    made each time one went into a list or out of the store cost a new tuple per action of
    every file; nor a NamedTuple, which a Python function makes even from compiled code. Equal
    when every field is (the tests compare what the two readers make)."""

    actor: Final[int | None]
    verb: Final[str]
    args: Final[tuple[str, ...]]
    who: Final[int]
    cards: Final[tuple[Card | None, ...] | None]
    player: Final[int]
    """The player the text names (the actor, or whom a deal is for; -1 for the board card): a
    text kept for a hand of more players is read again for one without that player."""

    def __init__(self, actor: int | None, verb: str, args: tuple[str, ...], who: int,
                 cards: tuple[Card | None, ...] | None) -> None:
        self.actor = actor
        self.verb = verb
        self.args = args
        self.who = who
        self.cards = cards
        self.player = who if actor is None else actor

    def _fields(self) -> tuple[object, ...]:
        return self.actor, self.verb, self.args, self.who, self.cards

    def __eq__(self, other: object) -> bool:
        # False, not NotImplemented, for anything else: compiled, a method typed bool returns
        # a bool.
        return isinstance(other, Parsed) and self._fields() == other._fields()

    def __ne__(self, other: object) -> bool:
        return not self.__eq__(other)

    __hash__ = None  # type: ignore[assignment]  # equal by value, and never a key

    def __repr__(self) -> str:
        return f"Parsed{self._fields()!r}"


_K = TypeVar("_K")
_V = TypeVar("_V")


class Memo:
    """The stores, each with the module that fills it and what it is keyed by."""

    def __init__(self) -> None:
        self.chips: dict[tuple[type, Any, int], int] = {}
        """fields: a file's amount as chips, by (type, value, scale): ``1``, ``1.0`` and
        ``true`` are equal and hash alike, so the type is part of the key."""
        self.configs: dict[tuple[Any, ...], GameConfig] = {}
        """fields: the frozen :class:`GameConfig` of the game a file sets, by what sets it (a
        season's folder plays a handful)."""
        self.last_configs: dict[str, LastConfig] = {}
        """fields: the game the last file of each variant code set (a handful of entries)."""
        self.lines: dict[str, tuple[str, Any]] = {}
        """toml: a line the fast path read, its key and value, by its text (never ``actions``)."""
        self.lean_lines: dict[str, LeanLine] = {}
        """lean: a line read, by its text (never ``actions``, ``finishing_stacks``, ``hand`` or
        ``time``, which do not repeat)."""
        self.lean_tokens: dict[str, tuple[int | Decimal, int, int]] = {}
        """lean: a number read, by its text: (value, chips at scale 1, chips at scale 100)."""
        self.parsed: dict[str, Parsed] = {}
        """parse: an action text read, cards and all (not a 3rd-street deal, seldom met twice)."""
        self.cards: dict[str, tuple[Card | None, ...]] = {}
        """parse: cards written in an unusual way (other letter cases), read."""
        self.completes: dict[tuple[int, int], Action] = {}
        """replay: the sized moves met before, by (seat, amount), one store per kind: a move is
        a frozen value, and making one costs more than the move itself."""
        self.bets: dict[tuple[int, int], Action] = {}
        self.raises: dict[tuple[int, int], Action] = {}

    def stores(self) -> dict[str, dict[Any, Any]]:
        """Every store by its name (a compiled Memo has no ``__dict__`` to list them)."""
        return {"chips": self.chips, "configs": self.configs,
                "last_configs": self.last_configs, "lines": self.lines,
                "lean_lines": self.lean_lines, "lean_tokens": self.lean_tokens,
                "parsed": self.parsed, "cards": self.cards, "completes": self.completes,
                "bets": self.bets, "raises": self.raises}

    def clear(self) -> None:
        """Forget everything: the next file is read as the first one was."""
        for store in self.stores().values():
            store.clear()

    def sizes(self) -> dict[str, int]:
        """How many entries each store holds (for a test or a profile)."""
        return {name: len(store) for name, store in self.stores().items()}


MEMO: Final = Memo()
"""The readers' one memo (a process reads one folder after another with it)."""


def keep(store: dict[_K, _V], key: _K, value: _V, most: int) -> _V:
    """``value`` kept in ``store`` under ``key``, the store emptied first when it holds ``most``."""
    if len(store) >= most:
        store.clear()
    store[key] = value
    return value
