"""The session's hands as the player saw them, for the Last-hand window (RULES.md H2).

:class:`HandJournal` follows one seat's event stream and keeps, per hand, every card revealed to
that seat (up cards, its own down cards, hands shown at the showdown), who folded or mucked,
the events (the dealer's sentences and the names of shown hands are worded from them whenever
asked, so they follow the interface's language), the awards, and, from the table's hand record,
the PHH text and the fairness-check result. It keeps the last ``limit`` hands (at least 50).

In hotseat the journal is ``public_only``: one screen serves several players, so down cards
appear only when shown.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from studdesk.engine.config import GameConfig
from studdesk.engine.views import TableView
from studdesk.engine.visibility import SPECTATOR
from studdesk.gui.session.table_session import HandRecord
from studdesk.gui.text.hand_words import ShownHands
from studdesk.gui.text.money import format_chips, signed_chips, stakes_label
from studdesk.gui.text.narrator import Narrator, event_type


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


@dataclass
class JournalEntry:
    hand: int
    variant: str = ""
    config: GameConfig | None = None
    seats: dict[int, JournalSeat] = field(default_factory=dict)
    community: str | None = None
    events: list[dict[str, Any]] = field(default_factory=list)
    phh: str = ""
    fairness: str = ""
    fairness_ok: bool | None = None
    complete: bool = False

    @property
    def lines(self) -> list[str]:
        """The dealer's account of the hand, in the current language."""
        narrator = Narrator()
        return [line for ev in self.events for line in narrator.feed(ev)]

    def hand_names(self, seat: int) -> tuple[str | None, str | None]:
        """(high, low) names of the hand ``seat`` showed, in the current language."""
        shown = ShownHands()
        for ev in self.events:
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
            if not js.cards and sv.cards and not sv.folded:
                js.cards = [(str(c) if c is not None and self._clear(sv.seat, up, sv.shown)
                             else None, up) for c, up in zip(sv.cards, sv.face_up, strict=True)]
        if view.community is not None:
            entry.community = str(view.community)

    def feed(self, ev: Mapping[str, Any]) -> JournalEntry | None:
        """Take one event of the followed stream; returns the entry it changed."""
        kind = event_type(ev)
        if kind == "hand_started":
            started = self._entry_for(int(ev["hand"]))
            started.variant = str(ev.get("variant", started.variant))
            for seat, name in zip(ev.get("seats", ()), ev.get("names", ()), strict=False):
                started.seats[int(seat)] = JournalSeat(int(seat), str(name))
        entry = self.current
        if entry is None:
            return None
        entry.events.append(dict(ev))
        seat = int(ev["seat"]) if "seat" in ev and ev["seat"] is not None else None
        js = entry.seats.get(seat) if seat is not None else None
        if kind == "card_dealt" and js is not None:
            up = bool(ev.get("face_up"))
            card = ev.get("card")
            card = (str(card) if card not in (None, "??") and self._clear(js.seat, up)
                    else None)
            js.cards.append((card, up))
        elif kind == "community_card_dealt":
            entry.community = str(ev.get("card"))
        elif kind == "action_taken" and js is not None and ev.get("action") == "fold":
            js.folded = True
        elif kind == "hand_mucked" and js is not None:
            js.mucked = True
        elif kind == "cards_shown" and js is not None:
            shown = [str(c) for c in ev.get("cards", ())]
            ups = [up for _, up in js.cards] + [True] * (len(shown) - len(js.cards))
            js.cards = [(c, ups[i]) for i, c in enumerate(shown)]
            js.shown = True
            js.high, js.low = ev.get("high"), ev.get("low")
        elif kind == "pot_awarded" and js is not None:
            js.won += int(ev.get("amount", 0))
        elif kind == "hand_ended":
            for s, net in zip(ev.get("seats", ()), ev.get("net", ()), strict=False):
                if int(s) in entry.seats:
                    entry.seats[int(s)].net = int(net)
            entry.complete = True
        return entry

    def record(self, record: HandRecord) -> JournalEntry:
        entry = self._entry_for(record.hand)
        entry.phh = record.phh
        entry.fairness = record.fairness
        entry.fairness_ok = record.fairness_ok
        entry.complete = True
        return entry
