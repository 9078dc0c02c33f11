"""A show whose cards a hand history names only in part: :class:`PartShown`.

A replayed file may give a shown card as ``??`` (or, replayed for one viewer, show a card that
viewer never saw). The engine's :class:`~studdesk.engine.events.CardsShown` holds real cards only,
so the replay steps tell such a show with this record instead: the cards it names, ``None`` for
each one it does not, and no hand names (they were worked out from a card nobody may see). The
scene, the dealer's words and the shown hands take it wherever they take ``CardsShown``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Final

from studdesk.engine.cards import Card
from studdesk.engine.events import Event


@dataclass(kw_only=True, slots=True, unsafe_hash=True)  # as the engine's events are
class PartShown(Event):
    type: ClassVar[str] = "cards_shown"
    seat: Final[int]
    cards: Final[tuple[Card | None, ...]]


__all__ = ["PartShown"]
