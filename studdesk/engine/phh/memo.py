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
from typing import TYPE_CHECKING, Any, Final, TypeVar

from studdesk.engine.actions import Action
from studdesk.engine.cards import Card
from studdesk.engine.config import GameConfig

if TYPE_CHECKING:  # the modules that fill these stores import this one
    from studdesk.engine.phh.fields import LastConfig
    from studdesk.engine.phh.lean import LeanLine
    from studdesk.engine.phh.parse import Parsed

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
