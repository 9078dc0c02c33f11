"""What the engine tells the world, in the past tense.

Events are immutable and keyword-only. A ``CardDealt`` carries the card only where the receiver may
see it: :func:`censor` turns another seat's down card into ``None`` (RULES.md H1), and
:func:`event_to_dict` gives the plain form (cards as ``"As"`` / ``"??"``, the class named by
``"type"``) that hand histories, logs and the wire use; :func:`event_from_dict` reads it back.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from enum import Enum
from typing import Any, ClassVar, Final

from studdesk.engine.actions import ActionKind, Declaration
from studdesk.engine.cards import HIDDEN, Card


class Street(int, Enum):
    SECOND = 2  # Five Card Stud's first street (W6)
    THIRD = 3
    FOURTH = 4
    FIFTH = 5
    SIXTH = 6
    SEVENTH = 7

    @property
    def title(self) -> str:
        return {2: "2nd street", 3: "3rd street", 4: "4th street", 5: "5th street", 6: "6th street",
                7: "7th street"}[self.value]


class Half(Enum):
    WHOLE = "whole"
    HIGH = "high"
    LOW = "low"
    SPADE = "spade"  # Chicago's spade in the hole (W5)


# Events are immutable by convention, checked by mypy: every field is ``Final``, so assigning
# to one is a type error. They are not ``frozen=True`` dataclasses because those are built
# about three times slower (each field goes through ``object.__setattr__``), and the engine
# makes one for every card and every move. ``unsafe_hash=True`` gives them the field-wise
# hash a frozen dataclass has (safe here: the fields never change).
@dataclass(kw_only=True, slots=True, unsafe_hash=True)
class Event:
    type: ClassVar[str] = "event"


@dataclass(kw_only=True, slots=True, unsafe_hash=True)
class HandStarted(Event):
    type: ClassVar[str] = "hand_started"
    hand: Final[int]
    variant: Final[str]
    seats: Final[tuple[int, ...]]
    names: Final[tuple[str, ...]]
    stacks: Final[tuple[int, ...]]


@dataclass(kw_only=True, slots=True, unsafe_hash=True)
class AntePosted(Event):
    type: ClassVar[str] = "ante_posted"
    seat: Final[int]
    amount: Final[int]
    all_in: Final[bool]


@dataclass(kw_only=True, slots=True, unsafe_hash=True)
class StreetStarted(Event):
    type: ClassVar[str] = "street_started"
    street: Final[Street]


@dataclass(kw_only=True, slots=True, unsafe_hash=True)
class CardDealt(Event):
    """``card`` is ``None`` where the receiver may not see it (another seat's down card)."""

    type: ClassVar[str] = "card_dealt"
    seat: Final[int]
    card: Final[Card | None]
    face_up: Final[bool]
    street: Final[Street]


@dataclass(kw_only=True, slots=True, unsafe_hash=True)
class WildRanksChanged(Event):
    """The ranks that are wild from now on (RULES.md W3, W4), as rank numbers 2..14; public.
    A hand with wild cards says them once after the antes, Follow the Queen again whenever
    they change."""

    type: ClassVar[str] = "wild_ranks_changed"
    ranks: Final[tuple[int, ...]]


@dataclass(kw_only=True, slots=True, unsafe_hash=True)
class CardsReshuffled(Event):
    """RULES.md D10: burned and undealt cards gathered and shuffled for the last street."""

    type: ClassVar[str] = "cards_reshuffled"
    count: Final[int]


@dataclass(kw_only=True, slots=True, unsafe_hash=True)
class CommunityCardDealt(Event):
    type: ClassVar[str] = "community_card_dealt"
    card: Final[Card]


@dataclass(kw_only=True, slots=True, unsafe_hash=True)
class ActionTaken(Event):
    """A player's move; ``amount`` is what went in now, ``to`` their street total after it."""

    type: ClassVar[str] = "action_taken"
    seat: Final[int]
    action: Final[ActionKind]
    amount: Final[int]
    to: Final[int]
    all_in: Final[bool]
    street: Final[Street]


@dataclass(kw_only=True, slots=True, unsafe_hash=True)
class ChoiceMade(Event):
    """A seat made its secret choice (W9.3: a declaration; W11.2: the card to turn up), not
    what it chose: that is told for every seat at once, when the last choice is in."""

    type: ClassVar[str] = "choice_made"
    seat: Final[int]
    street: Final[Street]


@dataclass(kw_only=True, slots=True, unsafe_hash=True)
class Declared(Event):
    """W9.3: a seat's declaration, shown with everyone's when the last one is in."""

    type: ClassVar[str] = "declared"
    seat: Final[int]
    declaration: Final[Declaration]


@dataclass(kw_only=True, slots=True, unsafe_hash=True)
class CardTurnedUp(Event):
    """W11.2: the down card a seat chose, turned face up with everyone's."""

    type: ClassVar[str] = "card_turned_up"
    seat: Final[int]
    card: Final[Card]
    street: Final[Street]


@dataclass(kw_only=True, slots=True, unsafe_hash=True)
class SwingFailed(Event):
    """W10.1: a seat that declared both failed in pot ``pot`` and is left out of it;
    ``high`` / ``low``: the way (or ways) it did not win alone; ``high_tied`` / ``low_tied``:
    of those, a way no hand beat, only tied (it loses unless ``swing_tie = "shares"``). A way
    is tied only if it was lost."""

    type: ClassVar[str] = "swing_failed"
    pot: Final[int]
    seat: Final[int]
    high: Final[bool]
    low: Final[bool]
    high_tied: Final[bool]
    low_tied: Final[bool]


@dataclass(kw_only=True, slots=True, unsafe_hash=True)
class BetsGathered(Event):
    """The round's bets went into the pots; ``pots`` are the amounts, main pot first."""

    type: ClassVar[str] = "bets_gathered"
    pots: Final[tuple[int, ...]]


@dataclass(kw_only=True, slots=True, unsafe_hash=True)
class UncalledBetReturned(Event):
    type: ClassVar[str] = "uncalled_bet_returned"
    seat: Final[int]
    amount: Final[int]


@dataclass(kw_only=True, slots=True, unsafe_hash=True)
class CardsShown(Event):
    type: ClassVar[str] = "cards_shown"
    seat: Final[int]
    cards: Final[tuple[Card, ...]]
    high: Final[str | None]
    low: Final[str | None]


@dataclass(kw_only=True, slots=True, unsafe_hash=True)
class HandMucked(Event):
    type: ClassVar[str] = "hand_mucked"
    seat: Final[int]


@dataclass(kw_only=True, slots=True, unsafe_hash=True)
class PotAwarded(Event):
    """``amount`` of pot ``pot`` (0 is the main pot) to ``seat`` for ``half`` of it."""

    type: ClassVar[str] = "pot_awarded"
    pot: Final[int]
    seat: Final[int]
    amount: Final[int]
    half: Final[Half]
    hand_name: Final[str | None]


@dataclass(kw_only=True, slots=True, unsafe_hash=True)
class HandEnded(Event):
    type: ClassVar[str] = "hand_ended"
    hand: Final[int]
    seats: Final[tuple[int, ...]]
    stacks: Final[tuple[int, ...]]
    net: Final[tuple[int, ...]]


# A device that leaves a hand at a table where nobody deals (RULES.md H4).
@dataclass(kw_only=True, slots=True, unsafe_hash=True)
class DeviceLeft(Event):
    """H4: the device holding ``seats`` (in dealing order) left the hand and did not come back
    in time. Their hands are folded, the ``forfeited`` chips they put in this hand are lost,
    and the hand ends here: no further card is opened, no hand is shown. What the others get
    follows (:class:`StakeReturned`, :class:`ForfeitShared`)."""

    type: ClassVar[str] = "device_left"
    seats: Final[tuple[int, ...]]
    forfeited: Final[int]


@dataclass(kw_only=True, slots=True, unsafe_hash=True)
class StakeReturned(Event):
    """H4: a seat not on the leaving device gets back every chip it put in this hand (antes,
    the bring-in, bets, a Baseball price), folded or not."""

    type: ClassVar[str] = "stake_returned"
    seat: Final[int]
    amount: Final[int]


@dataclass(kw_only=True, slots=True, unsafe_hash=True)
class ForfeitShared(Event):
    """H4: a seat still in the hand takes its equal share of the leaving device's chips."""

    type: ClassVar[str] = "forfeit_shared"
    seat: Final[int]
    amount: Final[int]


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


EVENT_TYPES: Final[dict[str, type[Event]]] = {
    cls.type: cls for cls in (HandStarted, AntePosted, StreetStarted, CardDealt, CardsReshuffled,
                              CommunityCardDealt, ActionTaken, BetsGathered, UncalledBetReturned,
                              CardsShown, HandMucked, PotAwarded, HandEnded, WildRanksChanged,
                              ChoiceMade, Declared, CardTurnedUp, SwingFailed)
} | {cls.type: cls for cls in (DeviceLeft, StakeReturned, ForfeitShared)}  # H4
"""Every engine event class by its ``type``."""

_TUPLES: Final = frozenset({"seats", "names", "stacks", "pots", "net", "ranks"})
_OPTIONAL_TEXT: Final = frozenset({"high", "low", "hand_name"})
_SWING_WAYS: Final = frozenset({"high", "low", "high_tied", "low_tied"})


def _field_value(cls: type[Event], name: str, value: Any) -> Any:
    where = f"{cls.type}.{name}"
    try:
        if name == "card":
            if cls is CardDealt and value == HIDDEN:
                return None
            return Card.parse(value)
        if name == "cards":
            return tuple(Card.parse(c) for c in value)
        if name == "street":
            if isinstance(value, bool) or not isinstance(value, int):
                raise ValueError("not a street number")
            return Street(value)
        if name == "action":
            return ActionKind(value)
        if name == "half":
            return Half(value)
        if name == "declaration":
            return Declaration(value)
    except (ValueError, TypeError, AttributeError) as exc:
        raise ValueError(f"{where}: {value!r} is not allowed ({exc})") from None
    if name in _TUPLES:
        if not isinstance(value, list | tuple):
            raise ValueError(f"{where}: must be a list")
        kind: type = str if name == "names" else int
        if any(isinstance(v, bool) or not isinstance(v, kind) for v in value):
            raise ValueError(f"{where}: every item must be {kind.__name__}")
        return tuple(value)
    if name in _OPTIONAL_TEXT and cls is not SwingFailed:
        if value is not None and not isinstance(value, str):
            raise ValueError(f"{where}: must be text or nil")
        return value
    if name in ("all_in", "face_up") or (cls is SwingFailed and name in _SWING_WAYS):
        if not isinstance(value, bool):
            raise ValueError(f"{where}: must be true or false")
        return value
    if name == "variant":
        if not isinstance(value, str):
            raise ValueError(f"{where}: must be text")
        return value
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{where}: must be a whole number")
    return value


def event_from_dict(data: Mapping[str, Any]) -> Event:
    """The event back from :func:`event_to_dict`'s form (``"type"`` names it; a hidden card
    ``"??"`` is ``None``). ``ValueError`` says which field is wrong.

    >>> e = CardDealt(seat=3, card=None, face_up=False, street=Street.THIRD)
    >>> event_from_dict(event_to_dict(e)) == e
    True
    """
    kind = data.get("type")
    cls = EVENT_TYPES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise ValueError(f"type: {kind!r} is not an engine event")
    names = {f.name for f in fields(cls)}
    extra = set(data) - names - {"type"}
    if extra:
        raise ValueError(f"{cls.type}.{sorted(extra)[0]}: is not a field of {cls.type}")
    missing = names - set(data)
    if missing:
        raise ValueError(f"{cls.type}.{sorted(missing)[0]}: is missing")
    event = cls(**{n: _field_value(cls, n, data[n]) for n in names})
    if isinstance(event, SwingFailed) and (event.high_tied and not event.high
                                           or event.low_tied and not event.low):
        raise ValueError("swing_failed.high_tied: a way is tied only if it was lost")
    return event
