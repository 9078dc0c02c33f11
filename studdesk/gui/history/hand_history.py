"""The session's hands as the player saw them, for the Last-hand window (RULES.md H2).

:class:`HandJournal` follows one seat's event stream and keeps, per hand, every card revealed to
that seat (up cards, its own down cards, hands shown at the showdown), who folded or mucked,
the events (the dealer's sentences and the names of shown hands are worded from them whenever
asked, so they follow the interface's language), the awards, and, from the table's hand record,
the PHH text and the fairness-check result. It keeps the last ``limit`` hands (at least 50).
The secret choices (RULES.md W9, W11) are kept as the table told them: each seat's declaration
once all were shown together, and Roll Your Own's chosen cards as up cards once turned up.

In hotseat the journal is ``public_only``: one screen serves several players, so down cards
appear only when shown.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

from studdesk.engine.actions import ActionKind, Declaration
from studdesk.engine.config import GameConfig
from studdesk.engine.events import (
    ActionTaken,
    CardDealt,
    CardsShown,
    CardTurnedUp,
    CommunityCardDealt,
    Declared,
    Event,
    HandEnded,
    HandMucked,
    HandStarted,
    PotAwarded,
)
from studdesk.engine.views import TableView
from studdesk.engine.visibility import SPECTATOR
from studdesk.gui.session.table_session import HandRecord
from studdesk.gui.text.hand_words import ShownHands
from studdesk.gui.text.money import format_chips, signed_chips, stakes_label


@dataclass
class JournalSeat:
    seat: int
    name: str
    cards: list[tuple[str | None, bool]] = field(default_factory=list)  # (card, dealt face up)
    folded: bool = False
    mucked: bool = False
    shown: bool = False
    high: str | None = None  # the names the table sent (English); see JournalEntry.hand_names
    low: str | None = None
    won: int = 0
    net: int | None = None
    declaration: Declaration | None = None  # W9.3: known once everyone's was shown


@dataclass
class JournalEntry:
    hand: int
    variant: str = ""
    config: GameConfig | None = None
    seats: dict[int, JournalSeat] = field(default_factory=dict)
    community: str | None = None
    events: list[tuple[Event, bool]] = field(default_factory=list)  # and the timeout flag
    phh: str = ""
    fairness: str = ""
    fairness_ok: bool | None = None
    complete: bool = False

    def hand_names(self, seat: int) -> tuple[str | None, str | None]:
        """(high, low) names of the hand ``seat`` showed, in the current language."""
        shown = ShownHands()
        for ev, _ in self.events:
            shown.feed(ev)
        return shown.names(seat)

    def revealed_cards(self) -> dict[int, list[str]]:
        """Every card face this journal saw, per seat."""
        return {s: [c for c, _ in js.cards if c] for s, js in self.seats.items()}

    def winners(self) -> list[str]:
        return [js.name for js in self.seats.values() if js.won > 0]

    def summary(self) -> str:
        stakes = stakes_label(self.config) if self.config else ""
        won = ", ".join(f"{js.name} {signed_chips(js.net)}" if js.net is not None
                        else f"{js.name} +{format_chips(js.won)}"
                        for js in self.seats.values() if js.won > 0)  # net, as Last hand says
        parts = [f"#{self.hand}", stakes, won]
        return "  ·  ".join(p for p in parts if p)


class HandJournal:
    def __init__(self, limit: int = 200, *, public_only: bool = False) -> None:
        self.limit = max(50, limit)
        self.public_only = public_only
        self.entries: deque[JournalEntry] = deque(maxlen=self.limit)

    def entry(self, hand: int) -> JournalEntry | None:
        for e in reversed(self.entries):
            if e.hand == hand:
                return e
        return None

    @property
    def current(self) -> JournalEntry | None:
        return self.entries[-1] if self.entries else None

    def _entry_for(self, hand: int) -> JournalEntry:
        found = self.entry(hand)
        if found is None:
            found = JournalEntry(hand)
            self.entries.append(found)
        return found

    def _clear(self, seat: int, up: bool, shown: bool = False) -> bool:
        """Whether this journal keeps a card of ``seat``: all it was sent, or with
        ``public_only`` what a spectator may see (the one rule, RULES.md H1)."""
        return not self.public_only or SPECTATOR.may_see(seat, face_up=up, shown=shown)

    def attach_view(self, view: TableView) -> None:
        entry = self._entry_for(view.hand)
        entry.config = view.config
        entry.variant = view.config.variant.value
        for sv in view.seats:
            js = entry.seats.setdefault(sv.seat, JournalSeat(sv.seat, sv.name))
            js.name = sv.name
            if sv.folded or not sv.cards:
                continue
            seen = [(str(c) if c is not None and self._clear(sv.seat, up, sv.shown)
                     else None, up) for c, up in zip(sv.cards, sv.face_up, strict=True)]
            if not js.cards:
                js.cards = seen
            elif len(js.cards) == len(seen) and not js.shown:
                # The view says where a card was turned up (W11.2: the event names the card,
                # not its place among another seat's hidden ones): its faces and up cards win,
                # and a place it has face down is not up (an up card is never hidden).
                js.cards = [view_card if view_card[0] is not None or view_card[1] or mine[1]
                            else mine for mine, view_card in zip(js.cards, seen, strict=True)]
        if view.community is not None:
            entry.community = str(view.community)

    def feed(self, ev: Event, timeout: bool = False) -> JournalEntry | None:
        """Take one event of the followed stream (``timeout``: the host's clock made the move,
        RULES.md C1); returns the entry it changed."""
        if isinstance(ev, HandStarted):
            started = self._entry_for(ev.hand)
            started.variant = ev.variant
            for seat, name in zip(ev.seats, ev.names, strict=False):
                started.seats[seat] = JournalSeat(seat, name)
        entry = self.current
        if entry is None:
            return None
        entry.events.append((ev, timeout))
        match ev:
            case CardDealt(seat=seat) if seat in entry.seats:
                js = entry.seats[seat]
                up = ev.face_up
                card = str(ev.card) if ev.card is not None and self._clear(seat, up) else None
                js.cards.append((card, up))
            case CommunityCardDealt():
                entry.community = str(ev.card)
            case CardTurnedUp(seat=seat) if seat in entry.seats:
                self._turn_up(entry.seats[seat], str(ev.card))
            case Declared(seat=seat) if seat in entry.seats:
                entry.seats[seat].declaration = ev.declaration
            case ActionTaken(seat=seat, action=ActionKind.FOLD) if seat in entry.seats:
                entry.seats[seat].folded = True
            case HandMucked(seat=seat) if seat in entry.seats:
                entry.seats[seat].mucked = True
            case CardsShown(seat=seat) if seat in entry.seats:
                js = entry.seats[seat]
                shown = [str(c) for c in ev.cards]
                # Up by face, not by place: a card turned up (W11.2) may have been put in
                # the wrong one of another seat's hidden places.
                ups = {c for c, up in js.cards if up}
                js.cards = [(c, c in ups or i >= len(js.cards)) for i, c in enumerate(shown)]
                js.shown = True
                js.high, js.low = ev.high, ev.low
            case PotAwarded(seat=seat) if seat in entry.seats:
                entry.seats[seat].won += ev.amount
            case HandEnded():
                for s, net in zip(ev.seats, ev.net, strict=False):
                    if s in entry.seats:
                        entry.seats[s].net = net
                entry.complete = True
        return entry

    @staticmethod
    def _turn_up(js: JournalSeat, card: str) -> None:
        """W11.2: ``card`` is face up now. A seat's own card is found by its face; another
        seat's hidden card takes the face in the newest hidden place until the table's view
        says which place it was (:meth:`attach_view`)."""
        places = [i for i, (c, up) in enumerate(js.cards) if c == card and not up] \
            or [i for i, (c, up) in enumerate(js.cards) if c is None and not up][-1:]
        if places:
            js.cards[places[0]] = (card, True)

    def record(self, record: HandRecord) -> JournalEntry:
        entry = self._entry_for(record.hand)
        entry.phh = record.phh
        entry.fairness = record.fairness
        entry.fairness_ok = record.fairness_ok
        entry.complete = True
        return entry
