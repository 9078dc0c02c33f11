"""A hand history cut into the steps a replay shows, one at a time (no Qt here).

The file is replayed once under the house rules (:func:`studdesk.engine.phh.replay`); its
events are then grouped into *steps*: the antes, each street's deal, each player's move (with
the bets gathered after it), each show or muck at the showdown, and the awards. The secret
choices (RULES.md W9, W11) are steps as the table played them: one per player who has chosen
(only that he has, never what: the file knows, but the table did not yet), then one step that
shows every declaration or every chosen card at once; a failed swing (W10.1) opens the awards'
step. The state at step ``n`` is the events of steps ``0..n``: the replayer rebuilds the table
from them whenever it steps back or jumps, and animates only the step it moves forward by.

The events are what the *file* knows: a card the file gives as ``??`` is ``None`` here (the
replay fills it with a card the file never names, which must not be shown), a shown hand keeps
only the cards the file names for that player (a :class:`PartShown` when it names fewer), and a
hand name worked out from a filled-in card is dropped. Down cards the file names are shown face up: a replay sees every known card, unless
it is made for a viewer (:class:`~studdesk.engine.visibility.Viewer`): then it shows the hand as
that viewer saw it at the table, by the one rule (RULES.md H1, H3): up cards, the viewer's own
down cards and the cards shown; every other down card is a back, also a winner's who was not
called. The host's desktop replays its journal that way (the journal keeps every card, no screen
shows them: :mod:`studdesk.gui.history.library`).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, fields, replace
from pathlib import Path

from studdesk.engine.cards import HIDDEN
from studdesk.engine.config import GameConfig
from studdesk.engine.events import (
    ActionTaken,
    AntePosted,
    CardDealt,
    CardsShown,
    CardTurnedUp,
    ChoiceMade,
    Declared,
    DeviceLeft,
    Event,
    ForfeitShared,
    HandMucked,
    HandStarted,
    PotAwarded,
    StakeReturned,
    StreetStarted,
    SwingFailed,
    UncalledBetReturned,
)
from studdesk.engine.phh import HandHistory, PHHError, ReplayError, loads, replay
from studdesk.engine.visibility import SPECTATOR, Viewer
from studdesk.gui.text.part_shown import PartShown

START, DEAL, ACTION, SHOW, MUCK, AWARD = "start", "deal", "action", "show", "muck", "award"
CHOICE, REVEAL = "choice", "reveal"
"""W9.3, W11.2: a player has made his secret choice; every choice shown at once."""


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a replay: ``kind`` (start, deal, action, choice, reveal, show, muck, award),
    the street it belongs to, the seat that moved (actions, choices, shows, mucks) and its
    events."""

    kind: str
    street: int
    seat: int | None
    events: tuple[Event, ...]


_AMOUNT_FIELDS = frozenset({"amount", "to", "stacks", "pots", "net", "forfeited"})
"""The fields of the engine's events that hold chips (events.py)."""


@dataclass
class HandReplay:
    """A PHH file as steps. ``error`` is set when the file cannot be read or the rules refuse
    one of its actions; then there are no steps and ``error_index`` says which action (or None
    when the file itself is unreadable)."""

    history: HandHistory | None
    source: str = ""
    steps: list[Step] = field(default_factory=list)
    error: str | None = None
    error_index: int | None = None
    turned_up: dict[tuple[int, str], int] = field(default_factory=dict)
    """W11.2: where each card turned up sits in its seat's hand, by (seat, card): the event
    names the card, and another seat's may have been a back until then."""

    # ------------------------------------------------------------------ loading

    @classmethod
    def from_text(cls, text: str, source: str = "", *, public_only: bool = False,
                  viewer: Viewer | None = None) -> HandReplay:
        try:
            history = loads(text)
        except PHHError as exc:
            return cls(None, source, error=str(exc))
        return cls.from_history(history, source, public_only=public_only, viewer=viewer)

    @classmethod
    def from_file(cls, path: str | Path) -> HandReplay:
        try:
            text = Path(path).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            return cls(None, str(path), error=f"cannot read the file: {exc}")
        return cls.from_text(text, str(path))

    @classmethod
    def from_history(cls, history: HandHistory, source: str = "", *,
                     public_only: bool = False, viewer: Viewer | None = None) -> HandReplay:
        """``viewer``: show the hand as it saw it (see the module docstring); ``None``: every
        card the file names. ``public_only`` is the spectator's view (a hotseat screen, where
        the players' down cards stay private)."""
        if public_only:
            viewer = SPECTATOR
        try:
            outcome = replay(history)
        except ReplayError as exc:
            return cls(history, source, error=str(exc), error_index=exc.action_index)
        turned_up = _turned_up_places(outcome.hand.events)
        return cls(history, source, steps=list(_steps(history, outcome.hand.events, viewer)),
                   turned_up=turned_up)

    # ------------------------------------------------------------------ queries

    @property
    def ok(self) -> bool:
        return self.error is None and bool(self.steps)

    @property
    def config(self) -> GameConfig | None:
        return self.history.config if self.history is not None else None

    # ------------------------------------------------------------------ as shown

    @property
    def shown_scale(self) -> int:
        """What the replayer multiplies the engine's chips by to show them in the file's own
        unit: 1 for a file in cents (StudDesk's, or one with a ``currency``), 100 for a file
        in whole chips (a televised hand's antes of 50,000 read "50000", not "500"), since
        the GUI writes every amount as cents (``format_chips``)."""
        unit = self.history.unit if self.history is not None else 100
        return 100 // unit if unit in (1, 100) else 1

    @property
    def shown_config(self) -> GameConfig | None:
        """:attr:`config` with its amounts in the shown unit (see :attr:`shown_scale`)."""
        cfg, k = self.config, self.shown_scale
        if cfg is None or k == 1:
            return cfg
        return cfg.with_options(ante=cfg.ante * k, bring_in=cfg.bring_in * k,
                                small_bet=cfg.small_bet * k, big_bet=cfg.big_bet * k,
                                buy_in=cfg.buy_in * k)

    def shown(self, ev: Event) -> Event:
        """An event with its amounts in the shown unit (see :attr:`shown_scale`)."""
        k = self.shown_scale
        if k == 1:
            return ev
        scaled: dict[str, int | tuple[int, ...]] = {}
        for f in fields(ev):
            if f.name in _AMOUNT_FIELDS:
                value = getattr(ev, f.name)
                scaled[f.name] = tuple(v * k for v in value) if isinstance(value, tuple) \
                    else value * k
        return replace(ev, **scaled) if scaled else ev

    @property
    def last(self) -> int:
        """The index of the last step (-1 when there are none)."""
        return len(self.steps) - 1

    def events_until(self, n: int) -> list[Event]:
        """Every event of steps ``0..n``: the table as it is after step ``n``."""
        return [ev for step in self.steps[:max(0, n) + 1] for ev in step.events]

    def stacks_at(self, n: int) -> dict[int, int]:
        """Every seat's chips behind (not counting its bet on the felt) after step ``n``."""
        stacks: dict[int, int] = {}
        for ev in self.events_until(n):
            match ev:
                case HandStarted():
                    stacks = dict(zip(ev.seats, ev.stacks, strict=True))
                case AntePosted() | ActionTaken():
                    stacks[ev.seat] -= ev.amount
                case UncalledBetReturned() | PotAwarded() | StakeReturned() | ForfeitShared():
                    stacks[ev.seat] += ev.amount
        return stacks

    def finishing_stacks(self) -> list[int]:
        """The stacks after the last step, in the file's player order."""
        assert self.history is not None
        stacks = self.stacks_at(self.last)
        return [stacks[s] for s in self.history.seats]

    def turned_up_until(self, n: int) -> list[tuple[int, int, str]]:
        """Every card turned up by step ``n`` (W11.2): (seat, place in its hand, card)."""
        return [(ev.seat, self.turned_up[(ev.seat, str(ev.card))], str(ev.card))
                for ev in self.events_until(n) if isinstance(ev, CardTurnedUp)
                and (ev.seat, str(ev.card)) in self.turned_up]

    def acting_after(self, n: int) -> int | None:
        """The seat whose move is the next step (None when the next step is not a move: a
        secret choice is nobody's turn, every player still in makes it at once)."""
        if 0 <= n + 1 < len(self.steps) and self.steps[n + 1].kind == ACTION:
            return self.steps[n + 1].seat
        return None

    def street_step(self, street: int) -> int | None:
        """The step that deals ``street`` (3 to 7), or None when the hand ended before it."""
        for i, step in enumerate(self.steps):
            if step.kind == DEAL and step.street == street:
                return i
        return None

    def streets(self) -> list[int]:
        return [s.street for s in self.steps if s.kind == DEAL]

    def showdown_step(self) -> int | None:
        """The first show or muck at the showdown, else the awards (a hand won uncontested)."""
        for i, step in enumerate(self.steps):
            if step.kind in (SHOW, MUCK):
                return i
        for i, step in enumerate(self.steps):
            if step.kind == AWARD:
                return i
        return None


# --------------------------------------------------------------------------- building steps


_Cards = dict[int, set[str]]


def _file_cards(history: HandHistory) -> tuple[dict[int, list[str | None]], _Cards, _Cards]:
    """Per player (0-based): the cards the file deals them in order (None for ``??``), every
    card the file names for them (deals and shows), and the cards it has them show."""
    n = len(history.seats)
    dealt: dict[int, list[str | None]] = {i: [] for i in range(n)}
    named: _Cards = {i: set() for i in range(n)}
    shown: _Cards = {i: set() for i in range(n)}
    for text in history.actions:
        parts = text.split()
        if len(parts) == 4 and parts[:2] == ["d", "dh"] and parts[2][1:].isdigit():
            who, cards = int(parts[2][1:]) - 1, _pieces(parts[3])
        elif len(parts) >= 3 and parts[1] == "sm" and parts[0][1:].isdigit():
            who, cards = int(parts[0][1:]) - 1, _pieces(parts[2])
            if who in named:
                named[who].update(c for c in cards if c is not None)
                shown[who].update(c for c in cards if c is not None)
            continue
        else:
            continue
        if who in dealt:
            dealt[who].extend(cards)
            named[who].update(c for c in cards if c is not None)
    return dealt, named, shown


def _pieces(text: str) -> list[str | None]:
    out: list[str | None] = []
    for i in range(0, len(text) - 1, 2):
        piece = text[i:i + 2]
        # Card texts as the engine writes them: rank upper case, suit lower case.
        out.append(None if piece == HIDDEN else piece[0].upper() + piece[1].lower())
    return out


def _censored(history: HandHistory, events: Sequence[Event], viewer: Viewer | None
              ) -> Iterator[Event]:
    """The events with every card the file does not know hidden (with a ``viewer``, every card
    it did not see too: another seat's down card, until it is shown)."""
    dealt, named, shown = _file_cards(history)
    if viewer is not None:
        named = {p: set(cards) for p, cards in shown.items()}  # seen ones added as dealt
    player = {seat: i for i, seat in enumerate(history.seats)}
    counts = {seat: 0 for seat in history.seats}
    unknown_shows: set[int] = set()
    for event in events:
        if isinstance(event, CardDealt):
            p = player[event.seat]
            k = counts[event.seat]
            counts[event.seat] += 1
            known = dealt[p][k] if k < len(dealt[p]) else None
            if known is None or (viewer is not None and not viewer.is_clear(event)):
                event = replace(event, card=None)
            elif viewer is not None:
                named[p].add(known)
        elif isinstance(event, CardsShown):
            seen = named[player[event.seat]]
            if any(str(c) not in seen for c in event.cards):
                unknown_shows.add(event.seat)
                yield PartShown(seat=event.seat,
                                cards=tuple(c if str(c) in seen else None for c in event.cards))
                continue
        elif isinstance(event, PotAwarded) and event.seat in unknown_shows:
            event = replace(event, hand_name=None)
        yield event


def _turned_up_places(events: Sequence[Event]) -> dict[tuple[int, str], int]:
    """W11.2: the place in its seat's hand (dealing order) of every card turned up, from the
    replay's own events, which know every card (a file's ``??`` the card its ``_up`` names)."""
    dealt: dict[int, list[str]] = {}
    places: dict[tuple[int, str], int] = {}
    for ev in events:
        if isinstance(ev, HandStarted):
            dealt.clear()
        elif isinstance(ev, CardDealt):
            dealt.setdefault(ev.seat, []).append(str(ev.card))
        elif isinstance(ev, CardTurnedUp) and str(ev.card) in dealt.get(ev.seat, []):
            places[(ev.seat, str(ev.card))] = dealt[ev.seat].index(str(ev.card))
    return places


def _steps(history: HandHistory, events: Sequence[Event], viewer: Viewer | None = None
           ) -> Iterator[Step]:
    kind, street, seat = START, 3, None
    current: list[Event] = []
    for ev in _censored(history, events, viewer):
        new: tuple[str, int | None] | None = None
        match ev:
            case StreetStarted():
                new = (DEAL, None)
            case CardDealt() if kind != DEAL:
                new = (DEAL, None)  # a street dealt without a betting round before it (all in)
            case ActionTaken():
                new = (ACTION, ev.seat)
            case ChoiceMade():
                new = (CHOICE, ev.seat)
            case Declared() | CardTurnedUp() if kind != REVEAL:
                new = (REVEAL, None)  # every choice at once (W9.3, W11.2)
            case SwingFailed() if kind != AWARD:
                new = (AWARD, None)  # W10.1: why a swing gets nothing, with the pots
            case CardsShown() | PartShown():
                new = (SHOW, ev.seat)
            case HandMucked():
                new = (MUCK, ev.seat)
            case PotAwarded() if kind != AWARD:
                new = (AWARD, None)
            case DeviceLeft():  # H4: the hand ends here, the chips go back
                new = (AWARD, None)
        if new is not None and current:
            yield Step(kind, street, seat, tuple(current))
            current = []
        if new is not None:
            kind, seat = new
        if isinstance(ev, StreetStarted):
            street = int(ev.street)  # a plain number (file names, the slider's marks)
        current.append(ev)
    if current:
        yield Step(kind, street, seat, tuple(current))


__all__ = ["ACTION", "AWARD", "CHOICE", "DEAL", "MUCK", "PartShown", "REVEAL", "SHOW", "START",
           "HandReplay", "Step"]
