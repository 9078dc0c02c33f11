"""What the table window shows, worked out without Qt: :class:`TablePresenter`.

The window receives a table's stream (views, events, turns, statuses) as fast as the table
runs, but shows it at the pace of the animations. The presenter keeps the two apart:

- ``receive_*`` methods take what arrived (it may be ahead of the felt): the latest view of each
  held seat, the table's status, the seats this connection holds; the host's knocks and the
  ledger are kept as they come (they are not on the felt);
- ``reach_*`` methods are called as the animation timeline gets there (an event is "now" when
  its animation starts; a view when the animations before it have finished; a turn after the
  view before it), and only they change what is shown: the header, the ring and the "X to act"
  line, the action bar's offer, "You have", the hotseat cover.

So nothing the window reads runs ahead of the felt (no header on the next hand while the felt
finishes the last one, no ring on a player who has acted, no last hand's "You have").

Hotseat (several held seats at one screen, RULES.md H1): :attr:`at_screen` is the seat whose
player clicked "ready" behind the hand-over cover last, the only seat whose down cards may be
shown. It is cleared on every change of the player at the screen, whatever caused it: a new
hand, a turn of another held seat (after a timeout, a sit-out, a fold by the timer ...), a
change of the held seats. A turn of a held seat that is not at the screen brings up the cover.

Times are milliseconds on an injected clock (``clock``, seconds, monotonic).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any

from studdesk.engine.actions import CHOICE_KINDS, ActionKind, LegalAction
from studdesk.engine.config import GameConfig
from studdesk.engine.events import (
    ActionTaken,
    CardTurnedUp,
    Declared,
    Event,
    HandStarted,
    WildRanksChanged,
)
from studdesk.engine.hand import Phase
from studdesk.engine.views import OwnHand, TableView

if TYPE_CHECKING:  # the status record only (its module holds the session's QObject)
    from studdesk.gui.session.table_session import TableStatus


class TurnKind(Enum):
    """What a turn reaching the felt does."""

    OTHER = "other"  # someone else's (or a seat this window does not play): ring and line
    COVER = "cover"  # hotseat: a held seat whose player is not at the screen: the cover
    OFFER = "offer"  # this window's player: the buttons
    STALE = "stale"  # the table is gone or offline: nothing
    QUEUED = "queued"  # hotseat: a secret choice waiting for the one before it: nothing yet


@dataclass(frozen=True, slots=True)
class Header:
    """The side panel's title and subtitle, as data (the window words them)."""

    config: GameConfig | None
    hand: int | None
    table_name: str = ""
    paused: bool = False
    pausing: bool = False  # paused by the host, the hand in play goes on
    wild: tuple[int, ...] = ()  # the ranks wild on the felt now (RULES.md W3, W4)


@dataclass(frozen=True, slots=True)
class TurnLine:
    """The line above "You have": "Your turn, Anna" (``mine``) or "Ben to act"."""

    mine: bool
    seat: int


@dataclass(frozen=True, slots=True)
class Turn:
    """A turn as the table sent it, kept until the felt gets there."""

    seat: int
    deadline_ms: int
    legal: tuple[LegalAction, ...]
    received: float  # the clock's time it arrived

    def remaining_ms(self, now: float) -> int:
        """The host's time left now: what it said minus how long the turn waited here."""
        return self.deadline_ms - int((now - self.received) * 1000)


class TablePresenter:
    """See the module docstring. ``held``: the seats this window plays (several: hotseat)."""

    def __init__(self, held: Sequence[int], *, clock: Callable[[], float] = time.monotonic
                 ) -> None:
        self.clock = clock
        self.held: tuple[int, ...] = tuple(held)
        self.hotseat = len(self.held) > 1
        self.focus_seat: int = self.held[0] if self.held else 0
        self.at_screen: int | None = None if self.hotseat else self.focus_seat
        self.views: dict[int, TableView] = {}  # the latest received, per held seat (0: watching)
        self.shown: TableView | None = None  # the view on the felt
        self.hand_now: int | None = None  # the hand on the felt (from its first event)
        self.status: TableStatus | None = None
        self.acting: int | None = None  # whose ring runs on the felt
        self.turn: Turn | None = None  # the turn whose ring runs
        self.turn_line: TurnLine | None = None
        self.offer: Turn | None = None  # this window's turn, buttons up
        self.cover: int | None = None  # hotseat: the seat the cover asks for
        self.pending: Turn | None = None  # the turn waiting behind the cover
        # Hotseat, W9.3, W11.2: the held seats asked for a secret choice at the same time,
        # each waiting for the one before it to choose behind the cover
        self.queued: list[Turn] = []
        self.lost = False  # the table is gone
        self.offline = False  # reconnecting (C4)
        self.knocks: dict[int, str] = {}  # host: who waits to be let in (client id: name)
        self.ledger: tuple[Any, bool] | None = None  # the latest ledger, and whether final
        self.wild: tuple[int, ...] = ()  # the ranks wild on the felt (W3: they change)
        self.folded: set[int] = set()  # seats the felt has seen fold this hand

    # ------------------------------------------------------------------ what arrived

    def receive_view(self, seat: int, view: TableView) -> bool:
        """Keep ``seat``'s latest view; True when it is the focus seat's (the window queues it
        on the timeline)."""
        self.views[seat] = view
        return seat == self.focus_seat

    def receive_status(self, status: TableStatus) -> None:
        self.status = status

    def receive_held(self, seats: Sequence[int]) -> bool:
        """The table changed the seats this window plays; True when the focus moved (the
        window redraws the felt from :meth:`focus_view`)."""
        self.held = tuple(seats)
        was_hotseat = self.hotseat
        self.hotseat = self.hotseat or len(self.held) > 1
        if self.hotseat and (not was_hotseat or self.at_screen not in self.held):
            self.clear_screen()  # a change of seats is a change of the player at the screen
        if self.focus_seat in self.held:
            return False
        self.focus_seat = self.held[0] if self.held else 0
        if not self.hotseat:
            self.at_screen = self.focus_seat
        return True

    def acted(self, seat: int) -> None:
        """``seat`` acted (or its clock acted for it, C1): its buttons go at once (no second
        move); the ring and the line go when the felt gets there."""
        if self.offer is not None and self.offer.seat == seat:
            self.offer = None
        if self.pending is not None and self.pending.seat == seat:
            self.pending = None

    def set_lost(self) -> None:
        self.lost = True
        self.freeze()

    def set_offline(self, on: bool) -> None:
        self.offline = on
        if on:
            self.freeze()

    def freeze(self) -> None:
        """Nothing says a hand goes on: no buttons, no ring, no "to act" line."""
        self.offer = self.pending = self.turn = None
        self.queued.clear()
        self.acting = None
        self.turn_line = None

    # ------------------------------------------------------------------ the felt gets there

    def reach_event(self, ev: Event) -> None:
        match ev:
            case Declared() | CardTurnedUp():
                self.queued.clear()  # every choice is in and shown
            case HandStarted():
                self.hand_now = ev.hand
                self.wild = ()
                self.folded.clear()
                if self.hotseat:
                    self.clear_screen()  # nobody's down cards until someone takes the screen
            case WildRanksChanged():
                self.wild = tuple(sorted(ev.ranks))
            case ActionTaken(seat=seat):
                if self.acting == seat:
                    self.acting = self.turn = self.turn_line = None
                self.acted(seat)
                if ev.action is ActionKind.FOLD:
                    self.folded.add(seat)

    def reach_view(self, view: TableView) -> None:
        """The felt shows ``view`` now."""
        new_hand = self.shown is None or self.shown.hand != view.hand
        self.shown = view
        if new_hand:
            self.folded.clear()  # the view says who folded in this one
        self.wild = tuple(view.wild_ranks)
        if self.hand_now is None or (view.hand or 0) > self.hand_now:
            self.hand_now = view.hand
        # W9.3, W11.2: during the secret choices every seat still to choose is asked at
        # once; the view's acting seat is only the first of them, so a choosing seat's turn
        # stays while its view still offers it the choice.
        choosing = view.viewer if any(m.kind in CHOICE_KINDS for m in view.legal_actions) \
            else None
        acting = view.acting_seat if choosing is None or self.acting != choosing else choosing
        if acting is None or (self.acting is not None and acting != self.acting):
            self.acting = self.turn = self.turn_line = None
        offered = self.offer.seat if self.offer is not None else None
        if offered is not None and offered != choosing and offered != view.acting_seat:
            self.offer = None

    def reach_turn(self, turn: Turn) -> TurnKind:
        """A turn reaches the felt: who acts, and what the window does with it."""
        if self.lost or self.offline:
            return TurnKind.STALE
        self.turn = turn
        self.acting = turn.seat
        # Hotseat: a held seat's turn with no moves is a choice of cards the host offers only
        # once that seat's person is at the screen (B1, W11.2): the cover goes up for it.
        unseen = self.hotseat and not turn.legal and turn.seat in self.held
        if (not turn.legal and not unseen) or turn.seat not in self.held:
            self.turn_line = TurnLine(False, turn.seat)
            return TurnKind.OTHER
        if self.hotseat and self._waits(turn):
            self.queued = [t for t in self.queued if t.seat != turn.seat] + [turn]
            return TurnKind.QUEUED
        if self.hotseat and (turn.seat != self.at_screen or turn.seat != self.focus_seat
                             or self.cover is not None):
            self.pending = turn
            self.offer = None
            self.clear_screen()
            self.cover = turn.seat
            self.turn_line = None
            return TurnKind.COVER
        if self.pending is not None and self.pending.seat == turn.seat:
            self.pending = None  # the host's fresh turn after "ready" replaces it
        self.offer = turn
        self.turn_line = TurnLine(True, turn.seat)
        return TurnKind.OFFER

    @staticmethod
    def _is_choice(turn: Turn | None) -> bool:
        """A secret choice's turn, or a held seat's turn whose cards wait for its person."""
        return turn is not None and (not turn.legal
                                     or any(isinstance(m, LegalAction) and m.kind in CHOICE_KINDS
                                            for m in turn.legal))

    def _waits(self, turn: Turn) -> bool:
        """Hotseat: ``turn`` is a secret choice while another held seat's choice is behind
        the cover or on the buttons: it waits for that one."""
        if not self._is_choice(turn):
            return False
        ahead = self.pending if self.cover is not None else self.offer
        return self._is_choice(ahead) and ahead is not None and ahead.seat != turn.seat

    def next_choice(self, chosen: int) -> Turn | None:
        """Hotseat: ``chosen`` made its secret choice; the next held seat's waiting choice
        (the window puts the cover up for it), or None."""
        self.queued = [t for t in self.queued if t.seat != chosen]
        ahead = self.pending if self.cover is not None else self.offer
        if not self.queued or (ahead is not None and ahead.seat != chosen):
            return None
        return self.queued.pop(0)

    def confirm_cover(self, seat: int) -> Turn | None:
        """Hotseat: ``seat``'s player clicked ready: they are at the screen and see their own
        cards; the turn that waited behind the cover, if it is still theirs. A click for a
        seat the cover no longer asks for changes nothing."""
        if self.cover is not None and seat != self.cover:
            return None
        self.cover = None
        self.at_screen = seat
        self.focus_seat = seat
        pending, self.pending = self.pending, None
        if pending is None or pending.seat != seat or self.lost or self.offline:
            return None
        if self.own_cards_held_back(seat) or not pending.legal:
            # The host sends this seat's down cards, and the turn again, once it hears "ready":
            # no buttons before the player can see their cards (that turn is offered then).
            self.pending = pending
            return None
        self.offer = pending
        self.turn = pending
        self.acting = seat
        self.turn_line = TurnLine(True, seat)
        return pending

    def own_cards_held_back(self, seat: int) -> bool:
        """Whether the latest view of ``seat`` still lacks one of its own cards (the host keeps
        a hotseat seat's down cards back until its person is at the screen)."""
        view = self.views.get(seat)
        if view is None or not view.has_seat(seat):
            return False
        return any(card is None for card in view.seat(seat).cards)

    def clear_screen(self) -> None:
        """Hotseat: nobody is known to be at the screen any more."""
        self.at_screen = None

    # ------------------------------------------------------------------ what the window reads

    def focus_view(self) -> TableView | None:
        return self.views.get(self.focus_seat)

    def may_show_own_cards(self) -> bool:
        """Whether the focus seat's down cards may be drawn face up now (H1 at one screen)."""
        return not self.hotseat or (self.at_screen == self.focus_seat and self.cover is None)

    def header(self) -> Header:
        """The title and subtitle's data, from the view on the felt (not the latest one)."""
        status = self.status
        name = status.name if status is not None else ""
        paused = bool(status is not None and status.paused)
        pausing = paused and status is not None and status.hand is not None
        view = self.shown
        if view is None:
            return Header(None, None, name, paused, pausing)
        # n15: the hand number as soon as the felt starts the hand (its first event), not
        # when its first snapshot lands after the deal
        hand = max(view.hand, self.hand_now or 0)
        return Header(view.config, hand, name, paused, pausing, self.wild)

    def buy_price(self) -> int | None:
        """Baseball (W4): the price of keeping an up three when the offer is pay-or-fold."""
        offer = self.offer
        if offer is None:
            return None
        return next((m.amount for m in offer.legal if m.kind is ActionKind.BUY), None)

    def strength(self) -> OwnHand | None:
        """What "You have" names: the shown view's own hand as the host named it, while the
        player's cards may be shown and the player is still in the hand."""
        view = self.shown
        if view is None or not self.may_show_own_cards() or view.hand != self.hand_now:
            return None  # nothing yet, or the last hand's cards while the next one starts
        me = view.me
        if me is None or me.folded or me.seat in self.folded or view.viewer != self.focus_seat:
            return None  # a folded hand is over: nothing to name (n10)
        return view.own_hand

    def can_pre_act(self) -> bool:
        """Pre-actions (check/fold, call any) while someone else acts."""
        view = self.shown
        if view is None or self.lost or self.offline or not self.may_show_own_cards():
            return False
        me = view.me
        return (me is not None and not me.folded and not me.all_in
                and view.phase is Phase.BETTING and view.acting_seat != me.seat)

    def is_in_a_hand(self) -> bool:
        """A seat played here is dealt into the hand in play and has not folded."""
        for seat in self.held:
            view = self.views.get(seat)
            me = view.me if view is not None else None
            if view is not None and me is not None and view.phase is not Phase.COMPLETE \
                    and not me.folded:
                return True
        return False

    def remaining_ms(self) -> int:
        """The acting seat's time left on the host's clock (0: no turn)."""
        return max(0, self.turn.remaining_ms(self.clock())) if self.turn is not None else 0
