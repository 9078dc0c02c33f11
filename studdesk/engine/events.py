"""What the engine tells the world, in the past tense.

Events are frozen and keyword-only. A ``CardDealt`` carries the card only where the receiver may
see it: :func:`censor` turns another seat's down card into ``None`` (RULES.md H1), and
:func:`event_to_dict` gives the plain form (cards as ``"As"`` / ``"??"``) that hand histories,
logs and the wire use.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from enum import Enum
from typing import Any, ClassVar

from studdesk.engine.actions import ActionKind
from studdesk.engine.cards import HIDDEN, Card


class Street(int, Enum):
    THIRD = 3
    FOURTH = 4
    FIFTH = 5
    SIXTH = 6
    SEVENTH = 7

    @property
    def title(self) -> str:
        return {3: "3rd street", 4: "4th street", 5: "5th street", 6: "6th street",
                7: "7th street"}[self.value]


class Half(Enum):
    WHOLE = "whole"
    HIGH = "high"
    LOW = "low"


@dataclass(frozen=True, kw_only=True, slots=True)
class Event:
    type: ClassVar[str] = "event"


@dataclass(frozen=True, kw_only=True, slots=True)
class HandStarted(Event):
    type: ClassVar[str] = "hand_started"
    hand: int
    variant: str
    seats: tuple[int, ...]
    names: tuple[str, ...]
    stacks: tuple[int, ...]


@dataclass(frozen=True, kw_only=True, slots=True)
class AntePosted(Event):
    type: ClassVar[str] = "ante_posted"
    seat: int
    amount: int
    all_in: bool


@dataclass(frozen=True, kw_only=True, slots=True)
class StreetStarted(Event):
    type: ClassVar[str] = "street_started"
    street: Street


@dataclass(frozen=True, kw_only=True, slots=True)
class CardDealt(Event):
    """``card`` is ``None`` where the receiver may not see it (another seat's down card)."""

    type: ClassVar[str] = "card_dealt"
    seat: int
    card: Card | None
    face_up: bool
    street: Street


@dataclass(frozen=True, kw_only=True, slots=True)
class CardsReshuffled(Event):
    """RULES.md D10: burned and undealt cards gathered and shuffled for the last street."""

    type: ClassVar[str] = "cards_reshuffled"
    count: int


@dataclass(frozen=True, kw_only=True, slots=True)
class CommunityCardDealt(Event):
    type: ClassVar[str] = "community_card_dealt"
    card: Card


@dataclass(frozen=True, kw_only=True, slots=True)
class ActionTaken(Event):
    """A player's move; ``amount`` is what went in now, ``to`` their street total after it."""

    type: ClassVar[str] = "action_taken"
    seat: int
    action: ActionKind
    amount: int
    to: int
    all_in: bool
    street: Street


@dataclass(frozen=True, kw_only=True, slots=True)
class BetsGathered(Event):
    """The round's bets went into the pots; ``pots`` are the amounts, main pot first."""

    type: ClassVar[str] = "bets_gathered"
    pots: tuple[int, ...]


@dataclass(frozen=True, kw_only=True, slots=True)
class UncalledBetReturned(Event):
    type: ClassVar[str] = "uncalled_bet_returned"
    seat: int
    amount: int


@dataclass(frozen=True, kw_only=True, slots=True)
class CardsShown(Event):
    type: ClassVar[str] = "cards_shown"
    seat: int
    cards: tuple[Card, ...]
    high: str | None
    low: str | None


@dataclass(frozen=True, kw_only=True, slots=True)
class HandMucked(Event):
    type: ClassVar[str] = "hand_mucked"
    seat: int


@dataclass(frozen=True, kw_only=True, slots=True)
class PotAwarded(Event):
    """``amount`` of pot ``pot`` (0 is the main pot) to ``seat`` for ``half`` of it."""

    type: ClassVar[str] = "pot_awarded"
    pot: int
    seat: int
    amount: int
    half: Half
    hand_name: str | None


@dataclass(frozen=True, kw_only=True, slots=True)
class HandEnded(Event):
    type: ClassVar[str] = "hand_ended"
    hand: int
    seats: tuple[int, ...]
    stacks: tuple[int, ...]
    net: tuple[int, ...]


def censor(event: Event, viewer: int | None) -> Event:
    """The event as ``viewer`` (a seat, or ``None`` for a spectator) may receive it."""
    if isinstance(event, CardDealt) and not event.face_up and event.seat != viewer:
        return replace(event, card=None)
    return event


def _plain(value: Any) -> Any:
    if isinstance(value, Card):
        return str(value)
    if value is None:
        return None
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    return value


def event_to_dict(event: Event) -> dict[str, Any]:
    """The event as plain data: ``{"type": "card_dealt", "seat": 3, "card": "??", ...}``."""
    out: dict[str, Any] = {"type": event.type}
    for f in fields(event):
        value = getattr(event, f.name)
        if isinstance(event, CardDealt) and f.name == "card" and value is None:
            out["card"] = HIDDEN
        else:
            out[f.name] = _plain(value)
    return out
