"""The table as one client knows it: :class:`ClientTable`, with no I/O and no Qt.

Feed it every host message with :meth:`ClientTable.apply` and read the latest
:class:`~studdesk.engine.views.TableView` of each seat the connection holds, the event log, the
turn with its deadline, the chat, the finished hands (their PHH and the fairness check) and who
is connected. It is the one model of the table on the client side: the bots, the command line
and the desktop's session read it; nothing keeps a second copy.

At a table nobody deals (net/TRUSTLESS.md § 11) the model is also the connection's device
(:class:`~net.client.device.ClientDevice`): every ``deal_*`` message goes to it, and what it
answers waits in :attr:`ClientTable.replies` for the connection to send, in order. The host
sends this connection's own down cards hidden (it does not know them); the model fills them in
from what its device opened, in the held seats' views and in the events it keeps and hands on
(:attr:`ClientTable.applied`), so a bot decides on them and a screen shows them. When the
device waits for a held seat's player to show or muck at the showdown (S2, auto-muck off), the
model says so (:attr:`ClientTable.showdown_choice`, once in :attr:`ClientTable.changes`) and
:meth:`ClientTable.show_or_muck` gives the device's answer to send.
"""

from __future__ import annotations

import dataclasses
import enum
import logging
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Any, Final

from net import fairness
from net import protocol as P
from net.client.device import ClientDevice, is_deal_message, own_hand_of_cards
from studdesk.engine.actions import LegalAction as EngineLegalAction
from studdesk.engine.cards import Card
from studdesk.engine.events import (
    ActionTaken,
    CardDealt,
    CardsShown,
    Event,
    HandEnded,
    HandStarted,
)
from studdesk.engine.views import SeatView, TableView

log = logging.getLogger(__name__)

# What a host can make a client keep is bounded (a hostile host must not grow it without end):
KEEP_HANDS: Final = 100  # RULES.md H2: at least the session's last 50 hands
KEEP_CHAT: Final = 500  # chat lines, and notices
KEEP_LOG: Final = 5000  # engine events across hands
KEEP_LOBBY: Final = 256  # people at the table (the host takes 64 connections at most)
KEEP_KNOCKS: Final = 64  # players asking to join
KEEP_OPEN_HANDS: Final = 8  # hands committed or dealt and not yet revealed
KEEP_HAND_EVENTS: Final = 2000  # one hand's events (a hand of eight has a few hundred)
DEFAULT_TIMER: Final = 10.0  # s: RULES.md C1, when the table's summary does not say its own


class ConnectionState(enum.Enum):
    CONNECTING = "connecting"
    OPEN = "open"
    RECONNECTING = "reconnecting"
    CLOSED = "closed"



@dataclass(frozen=True, slots=True)
class TurnInfo:
    """Whose turn it is. ``deadline`` is on this machine's monotonic clock."""

    hand: int
    seat: int
    actions: tuple[P.LegalAction, ...]
    deadline: float
    bank_ms: int
    dealing_ms: int = 0  # the part of the deadline before the host's clock starts (M7)
    awaits_landed: bool = False  # the host starts the clock at our ``landed`` (PROTOCOL.md)
    covered: bool = False  # hotseat: the host holds the clock until the cover comes down

    def remaining(self, now: float | None = None) -> float:
        """Seconds left on the decision timer (not counting the time bank)."""
        return max(0.0, self.deadline - (time.monotonic() if now is None else now))


@dataclass(frozen=True, slots=True)
class TimeBank:
    """RULES.md C2: a seat's time bank as this client knows it: ``ms`` left, and ``burns_from``
    (this machine's monotonic clock) when the seat is to act: its bank burns once its timer is
    over (None: it does not burn now).

    >>> bank = TimeBank(20_000, burns_from=10.0)
    >>> bank.left_ms(9.0), bank.left_ms(12.5), bank.left_ms(40.0)
    (20000, 17500, 0)
    >>> bank.burning(9.0), bank.burning(12.5), TimeBank(20_000).burning(12.5)
    (False, True, False)
    """

    ms: int
    burns_from: float | None = None

    def left_ms(self, now: float) -> int:
        """Milliseconds left at ``now``."""
        start = self.burns_from
        if start is None or now <= start:
            return self.ms
        return max(0, self.ms - int((now - start) * 1000))

    def burning(self, now: float) -> bool:
        """The seat is spending its bank at ``now``."""
        start = self.burns_from
        return start is not None and now >= start and self.left_ms(now) > 0


@dataclass(frozen=True, slots=True)
class AnteQuestionInfo:
    hand: int
    seat: int
    deadline: float


@dataclass(frozen=True, slots=True)
class ShowChanceInfo:
    """RULES.md O6: ``seat`` won hand ``hand`` uncontested and may show until ``deadline``."""

    hand: int
    seat: int
    deadline: float


@dataclass(frozen=True, slots=True)
class ShowdownChoiceInfo:
    """RULES.md S2 at a table nobody deals: held ``seat``'s player chooses to show or muck in
    hand ``hand`` (auto-muck off, a beaten hand the rules let it muck), and this connection's
    device waits for the answer (:meth:`ClientTable.show_or_muck`). ``deadline`` (this
    machine's monotonic clock) is the table's decision timer (C1) from when it was asked: the
    host does not time it (it waits for the device, H4), so the connection mucks for the player
    when it runs out, the move the host makes at any other table (C1's timeout)."""

    hand: int
    seat: int
    deadline: float

    def remaining(self, now: float | None = None) -> float:
        """Seconds left to choose."""
        return max(0.0, self.deadline - (time.monotonic() if now is None else now))


@dataclass(slots=True)
class FinishedHand:
    """A hand that ended, as this client saw it. ``phh`` is the host's hand history censored
    for this connection, with ``_fairness_verified`` added by this client; ``verdict`` is the
    fairness check (``net.fairness.check_hand``: ✔, ✘ or not checked)."""

    number: int
    phh: str | None
    digest: str | None
    verdict: fairness.Verdict
    events: list[Event] = field(default_factory=list)

    @property
    def verified(self) -> bool:
        """The commitment holds and every card this client saw was opened at its position."""
        return self.verdict.ok is True

    @property
    def checked(self) -> bool | None:
        """True or False as :attr:`verified`; None when the hand could not be checked here
        (this client joined or reconnected during it, so it missed the commitment or some
        cards)."""
        return self.verdict.ok

    @property
    def commit_ok(self) -> bool:
        """A commitment arrived before the deal and nothing contradicts it."""
        return self.digest is not None and self.verdict.ok is not False

    @property
    def compared(self) -> int:
        """How many cards were checked against their committed positions."""
        return self.verdict.compared

    @property
    def problem(self) -> str:
        """Why the check failed ("" when it did not)."""
        return self.verdict.reason if self.verdict.ok is False else ""

    @property
    def summary(self) -> str:
        """One English sentence about the check (a GUI may word its own from the fields)."""
        if self.verdict.ok is None:
            return f"The hand could not be checked: {self.verdict.reason}."
        if self.verdict.ok is False:
            return f"The deal does not match the dealer's commitment: {self.verdict.reason}."
        return (f"The deck was committed before the deal and all {self.verdict.compared} "
                "cards seen here were opened at their committed places.")


@dataclass(slots=True)
class PlayerInfo:
    client_id: int
    name: str
    seat: int | None = None


@dataclass(frozen=True, slots=True)
class Changes:
    """What the message :meth:`ClientTable.apply` took last changed, for a listener that tells
    a screen only what is new (read it in the listener: the next message replaces it)."""

    views: tuple[int | None, ...] = ()
    """Held seats (None: the spectator view) whose view came new with a ``table`` message."""
    seats: tuple[int, ...] = ()
    """Seats whose :meth:`ClientTable.seat_status` changed with a ``table`` message."""
    knock_settled: int | None = None
    """The client id of a player who knocked and is in now (``joined``)."""
    showdown_choice: int | None = None
    """A held seat whose player is asked now to show or muck (:attr:`ClientTable.showdown_choice`,
    a table nobody deals)."""


NOTHING_CHANGED: Final = Changes()


class ClientTable:
    """The table as one connection knows it. Only :meth:`apply` changes it; :attr:`changes`
    says what the last message changed."""

    def __init__(self, *, keep_hands: int = KEEP_HANDS) -> None:
        self.summary: P.TableSummary | None = None
        self.client_id: int | None = None
        self.is_host = False
        self.token: str | None = None
        self.connection_state = ConnectionState.CONNECTING
        self.status = "waiting"
        self.hand: int | None = None
        self.seats: list[P.SeatEntry | None] = [None] * 8
        self.you: tuple[int, ...] = ()
        self.paused = False  # the host paused the game (its ``table`` says so)
        self.table_extra: dict[str, Any] = {}  # the ``table`` fields beyond its record
        self._format: P.FormatEntry | None = None
        self._raw_views: dict[int | None, P.View] = {}
        self._views: dict[int | None, TableView] = {}
        self.events: list[Event] = []  # the current hand's engine events, as received
        self.log: deque[tuple[int, Event]] = deque(maxlen=KEEP_LOG)
        self.turn: TurnInfo | None = None
        self.ante_questions: dict[int, AnteQuestionInfo] = {}
        self.show_chance: ShowChanceInfo | None = None  # O6, until shown or the reveal
        self.showdown_choice: ShowdownChoiceInfo | None = None
        """S2 at a table nobody deals: a held seat's player chooses to show or muck (until
        answered, or the hand is over)."""
        self._asked: tuple[int, int] | None = None  # the (hand, seat) last asked to choose
        self.notices: deque[P.Notice] = deque(maxlen=KEEP_CHAT)  # e.g. hand_voided
        self.chat: deque[P.ChatLine] = deque(maxlen=KEEP_CHAT)
        self.hands: deque[FinishedHand] = deque(maxlen=keep_hands)
        self.ledger: P.Ledger | None = None
        self.lobby: dict[int, PlayerInfo] = {}
        self.knocks: dict[int, str] = {}
        self.errors: deque[P.Error] = deque(maxlen=100)
        self._commits: dict[int, fairness.DeckCommitment | None] = {}
        self._openings: dict[int, list[fairness.SeatOpenings]] = {}
        self._hand_events: dict[int, list[Event]] = {}
        self._gaps: set[int] = set()
        self._flooded: set[int] = set()  # hands that had more events than KEEP_HAND_EVENTS
        self._open: dict[int, None] = {}  # the hands above, oldest first
        self.changes: Changes = NOTHING_CHANGED
        self.device = ClientDevice()
        """This connection's part in a deal nobody has to trust (idle at any other table)."""
        self.replies: list[P.ClientMessage] = []
        """What the device answered, for the connection to send in order (it empties this)."""
        self.applied: P.HostMessage | None = None
        """The last message as the model took it: the one given, but at a table nobody deals
        an ``event`` dealing a held seat's down card comes with the card this device opened.
        Listeners are handed this one."""
        self._down_dealt: dict[int, dict[int, int]] = {}  # hand -> held seat -> down cards dealt

    # ------------------------------------------------------------------ reading

    def view(self, seat: int | None = None) -> TableView | None:
        """The latest view of ``seat`` (one this connection holds), or the first/spectator view
        when ``seat`` is None. Between hands, the last hand's final view (phase ``complete``);
        None before the first hand."""
        if seat is None and self._raw_views:
            seat = next(iter(self._raw_views))
        cached = self._views.get(seat)
        if cached is None:
            raw = self._raw_views.get(seat)
            if raw is None:
                return None
            cached = self._views[seat] = self._filled(raw.table_view())
        return cached

    def _filled(self, view: TableView) -> TableView:
        """``view`` with its viewer's own down cards that came hidden filled in from what this
        connection's device opened (a table nobody deals), and what they make ("You have",
        which the host could not say); else ``view`` itself."""
        seat = view.viewer
        if not self.device.active or seat is None or seat not in self.you \
                or not view.has_seat(seat):
            return view
        mine = view.seat(seat)
        known = self.device.down_cards(view.hand, seat)
        cards: list[Card | None] = []
        k = 0
        for card, up in zip(mine.cards, mine.face_up, strict=True):
            if not up:
                if card is None and k < len(known):
                    card = known[k]
                k += 1
            cards.append(card)
        own_hand = view.own_hand
        if own_hand is None and not mine.folded and cards and None not in cards:
            own_hand = own_hand_of_cards(view.config, [c for c in cards if c is not None],
                                         mine.face_up, view.community, view.wild_ranks)
        if tuple(cards) == mine.cards and own_hand is view.own_hand:
            return view
        filled = SeatView(seat=mine.seat, name=mine.name, stack=mine.stack, bet=mine.bet,
                          committed=mine.committed, folded=mine.folded, all_in=mine.all_in,
                          shown=mine.shown, mucked=mine.mucked, cards=tuple(cards),
                          face_up=mine.face_up)
        return TableView(  # built field by field: the compiled engine's classes are not copied
            hand=view.hand, config=view.config, viewer=view.viewer, phase=view.phase,
            street=view.street, acting_seat=view.acting_seat,
            seats=tuple([filled if s.seat == seat else s for s in view.seats]), pots=view.pots,
            pot_total=view.pot_total, current_bet=view.current_bet, community=view.community,
            dead_cards=view.dead_cards, actions=view.actions, legal_actions=view.legal_actions,
            is_open_pair=view.is_open_pair, is_capped=view.is_capped,
            wild_ranks=view.wild_ranks, own_hand=own_hand)

    def own_down_cards(self, seat: int, hand: int | None = None) -> list[Card | None]:
        """Held ``seat``'s face-down cards in ``hand`` (default: the current one) as this
        connection's device opened them at a table nobody deals, in dealing order (None: one
        it could not open); empty at any other table."""
        number = self.hand if hand is None else hand
        return [] if number is None else self.device.down_cards(number, seat)

    @property
    def views(self) -> dict[int | None, TableView]:
        """Every held seat's view (``None``: the spectator view)."""
        return {k: v for k in list(self._raw_views) if (v := self.view(k)) is not None}

    def seat_entry(self, seat: int) -> P.SeatEntry | None:
        return self.seats[seat - 1] if 1 <= seat <= 8 else None

    def is_connected(self, seat: int) -> bool:
        entry = self.seat_entry(seat)
        return entry is not None and entry.connected

    def is_my_turn(self, seat: int | None = None) -> bool:
        t = self.turn
        return t is not None and t.seat in self.you and (seat is None or t.seat == seat)

    def legal_actions(self, seat: int | None = None) -> tuple[P.LegalAction, ...]:
        return self.turn.actions if self.is_my_turn(seat) and self.turn else ()

    def legal_moves(self, seat: int) -> tuple[EngineLegalAction, ...]:
        """The engine's legal moves for held ``seat`` when it is to act (from its view), for
        a GUI that works with :class:`studdesk.engine.actions.LegalAction`."""
        v = self.view(seat)
        return v.legal_actions if v is not None and self.is_my_turn(seat) else ()

    def time_bank(self, seat: int) -> TimeBank | None:
        """C2: ``seat``'s time bank (None: the table has none, or the seat is empty): the
        bank its seat entry says is left, burning after the timer of its turn (a turn held
        behind a hotseat cover does not burn)."""
        entry = self.seat_entry(seat)
        if entry is None or entry.time_bank_ms is None:
            return None
        turn = self.turn
        if turn is None or turn.seat != seat or turn.hand != self.hand or turn.covered:
            return TimeBank(entry.time_bank_ms)
        return TimeBank(turn.bank_ms, turn.deadline)

    def seat_status(self, seat: int) -> str:
        """``empty``, ``disconnected`` (C4), ``sitting_out`` (C3 or by choice) or ``playing``."""
        entry = self.seat_entry(seat)
        return "empty" if entry is None else entry.status

    def seat_names(self) -> dict[int, str]:
        """Who sits where: the hand's players as the held seats' views have them (a bot's seat,
        a player who left meanwhile, a table whose seats' list has not come yet), and over
        them the seats' list."""
        names = {s.seat: s.name for view in self.views.values() for s in view.seats}
        names.update({entry.seat: entry.name for entry in self.seats if entry is not None})
        return names

    @property
    def table_format(self) -> P.FormatEntry | None:
        """The night's format as the last ``table`` message described it (its mode, games, the
        game in play ...), or None at a table without one."""
        return self._format

    @property
    def last_hand(self) -> FinishedHand | None:
        return self.hands[-1] if self.hands else None

    # ------------------------------------------------------------------ changing

    def apply(self, msg: P.HostMessage, now: float | None = None) -> None:
        """Take one host message (``now`` on this machine's monotonic clock: a turn's deadline
        is counted from it); :attr:`changes` says what it changed."""
        now = time.monotonic() if now is None else now
        self.changes = NOTHING_CHANGED
        self.applied = msg
        if is_deal_message(msg):
            self.replies.extend(self.device.handle(msg, self.you))
            if self.device.opened:  # a held seat's card opened: views made before refill
                for seat in self.you:
                    self._views.pop(seat, None)
            self._ask_choice(now)
            return
        match msg:
            case P.Event():
                msg = self.applied = self._filled_event(msg)
                if self.device.active:
                    self.device.saw(msg)
                self._on_event(msg)
            case P.TableState():
                self._on_table(msg)
            case P.Turn():
                self.turn = TurnInfo(msg.hand, msg.seat, msg.actions,
                                     now + msg.deadline_ms / 1000, msg.bank_ms or 0,
                                     msg.dealing_ms or 0, bool(msg.awaits_landed),
                                     bool(msg.covered))
            case P.AnteQuestion():
                self.ante_questions[msg.seat] = AnteQuestionInfo(msg.hand, msg.seat,
                                                                 now + msg.deadline_ms / 1000)
            case P.Commit():
                self._on_commit(msg)
            case P.Openings():
                self._on_openings(msg)
            case P.Reveal():
                if self.show_chance is not None and self.show_chance.hand == msg.hand:
                    self.show_chance = None
                self._on_reveal(msg)
            case P.ShowChance():
                if msg.seat in self.you:
                    self.show_chance = ShowChanceInfo(msg.hand, msg.seat,
                                                      now + msg.deadline_ms / 1000)
            case P.Notice():
                self.notices.append(msg)
            case P.Welcome():
                self._on_welcome(msg)
            case P.ChatLine():
                self.chat.append(msg)
            case P.Ledger():
                self.ledger = msg
            case P.Joined():
                self._on_joined(msg)
            case P.Left():
                info = self.lobby.get(msg.client_id)
                if info is not None and (msg.seat is None or info.seat == msg.seat):
                    del self.lobby[msg.client_id]
            case P.Knock():
                self.knocks.pop(msg.client_id, None)
                self.knocks[msg.client_id] = msg.name
                while len(self.knocks) > KEEP_KNOCKS:
                    del self.knocks[next(iter(self.knocks))]
            case P.Error():
                self.errors.append(msg)

    def _ask_choice(self, now: float) -> None:
        """After a ``deal_*`` message: the device waits for a held seat's player to show or
        muck (:attr:`showdown_choice`, told once in :attr:`changes`), or no longer does."""
        choosing = self.device.choosing
        if choosing is None:
            self.showdown_choice = self._asked = None
            return
        hand, seat = choosing
        if self._asked == (hand, seat):
            return
        self._asked = (hand, seat)
        extra = self.summary.extra if self.summary is not None else {}
        timer = extra.get("time_ms")
        seconds = timer / 1000 if isinstance(timer, int) and timer > 0 else DEFAULT_TIMER
        self.showdown_choice = ShowdownChoiceInfo(hand, seat, now + seconds)
        self.changes = Changes(showdown_choice=seat)

    def show_or_muck(self, seat: int, show: bool,
                     hand: int | None = None) -> list[P.ClientMessage]:
        """The answer of held ``seat``'s player to :attr:`showdown_choice` (``hand``: the one
        it was asked in, default the current choice's): what the device sends for it, in
        order (its ``deal_showdown``, and with a show its tokens for the seat's down cards);
        nothing when that choice is not (or no longer) asked. A muck opens nothing (H3)."""
        choice = self.showdown_choice
        if choice is None or choice.seat != seat or (hand is not None and hand != choice.hand):
            return []
        self.showdown_choice = None
        return self.device.decide(seat, show)

    def _filled_event(self, msg: P.Event) -> P.Event:
        """A held seat's down card dealt hidden at a table nobody deals, with the card this
        device opened at the seat's next face-down position of the hand (PROTOCOL.md)."""
        ev = msg.event
        if not isinstance(ev, CardDealt) or ev.face_up or ev.seat not in self.you \
                or not self.device.active:
            return msg
        dealt = self._down_dealt.setdefault(msg.hand, {})
        k = dealt.get(ev.seat, 0)
        dealt[ev.seat] = k + 1
        while len(self._down_dealt) > KEEP_OPEN_HANDS:
            del self._down_dealt[min(self._down_dealt)]
        if ev.card is not None:
            return msg
        known = self.device.down_cards(msg.hand, ev.seat)
        card = known[k] if k < len(known) else None
        if card is None:
            return msg
        return dataclasses.replace(msg, event=CardDealt(seat=ev.seat, card=card, face_up=False,
                                                        street=ev.street))

    def _count_down_dealt(self, hand: int) -> None:
        """After a gap (joined or reconnected during ``hand``), the down cards dealt to each held
        seat so far are those its view shows: the next one dealt is the one after them."""
        dealt = self._down_dealt.setdefault(hand, {})
        for seat in self.you:
            raw = self._raw_views.get(seat)
            if raw is not None and raw.hand == hand:
                mine = next((s for s in raw.seats if s.seat == seat), None)
                if mine is not None:
                    dealt[seat] = sum(1 for up in mine.face_up if not up)

    def _on_welcome(self, msg: P.Welcome) -> None:
        self.summary = msg.table
        self.client_id = msg.client_id
        self.is_host = msg.host
        self.token = msg.token
        self.you = msg.seats
        if self.hand is not None:
            self._gaps.add(self.hand)  # reconnected: events may have been missed
            while len(self._gaps) > KEEP_OPEN_HANDS:
                self._gaps.discard(min(self._gaps))

    def _on_commit(self, msg: P.Commit) -> None:
        try:
            self._commits[msg.hand] = fairness.DeckCommitment.from_wire(msg.to_wire())
        except fairness.FairnessFormatError as exc:
            log.warning("hand %d: a commitment that does not hold together: %s", msg.hand, exc)
            self._commits[msg.hand] = None
        self._openings[msg.hand] = []
        self._hand_events[msg.hand] = []
        self._open_hand(msg.hand)
        self.events = self._hand_events[msg.hand]
        self.ante_questions.clear()
        self.show_chance = None

    def _on_openings(self, msg: P.Openings) -> None:
        if msg.seat not in self.you:
            return
        try:
            own = fairness.SeatOpenings.from_wire(msg.to_wire())
        except fairness.FairnessFormatError as exc:
            log.warning("hand %d: openings that do not read: %s", msg.hand, exc)
            return
        mine = self._openings.get(msg.hand)
        if mine is not None and len(mine) < len(self.you):  # one per seat held
            mine.append(own)

    def _on_joined(self, msg: P.Joined) -> None:
        self.lobby.pop(msg.client_id, None)  # the newest last
        self.lobby[msg.client_id] = PlayerInfo(msg.client_id, msg.name, msg.seat)
        if self.knocks.pop(msg.client_id, None) is not None:
            self.changes = Changes(knock_settled=msg.client_id)
        if len(self.lobby) > KEEP_LOBBY:  # the oldest without a seat go first
            gone = next((k for k, v in self.lobby.items() if v.seat is None),
                        next(iter(self.lobby)))
            del self.lobby[gone]

    def _on_event(self, msg: P.Event) -> None:
        chance = self.show_chance
        if chance is not None and isinstance(msg.event, CardsShown) \
                and msg.event.seat == chance.seat:
            self.show_chance = None
        events = self._hand_events.get(msg.hand)
        if events is None:
            events = self._hand_events[msg.hand] = []
            if not isinstance(msg.event, HandStarted):
                self._gaps.add(msg.hand)  # joined during the hand: its start was missed
            self._open_hand(msg.hand)
        if len(events) < KEEP_HAND_EVENTS:
            events.append(msg.event)
        else:
            self._flooded.add(msg.hand)
        self.events = events
        self.log.append((msg.hand, msg.event))
        ev = msg.event
        choice = self.showdown_choice
        if choice is not None and choice.hand == msg.hand and isinstance(ev, HandEnded):
            self.showdown_choice = None  # the hand ended without the answer (H4)
        if self.turn is not None and (
                isinstance(ev, HandEnded)
                or (isinstance(ev, ActionTaken) and self.turn.seat == ev.seat)):
            self.turn = None

    def _open_hand(self, hand: int) -> None:
        """``hand`` has a commitment or events now: the oldest open hands beyond
        :data:`KEEP_OPEN_HANDS` are forgotten (a host that never reveals them)."""
        self._open.pop(hand, None)
        self._open[hand] = None
        while len(self._open) > KEEP_OPEN_HANDS:
            self._forget_hand(next(iter(self._open)))

    def _forget_hand(self, hand: int) -> None:
        """Drop everything kept about an open ``hand`` (revealed, passed, or too old)."""
        self._open.pop(hand, None)
        self._commits.pop(hand, None)
        self._hand_events.pop(hand, None)
        self._openings.pop(hand, None)
        self._gaps.discard(hand)
        self._flooded.discard(hand)

    def _on_table(self, msg: P.TableState) -> None:
        before = [self.seat_status(n) for n in range(1, 9)]
        self.status = msg.status
        self.paused = msg.paused
        self.seats = list(msg.seats)
        self.you = msg.you
        views = msg.views
        self.table_extra = dict(msg.extra)
        self._format = msg.format
        if msg.hand is not None and msg.hand != self.hand:
            self._raw_views.clear()  # a new hand; between hands the last one's views stay
            self._views.clear()
        self.hand = msg.hand
        if msg.hand is None:
            self.turn = None
        keep: set[int | None] = set(self.you) or {None}
        for key in [k for k in self._raw_views if k not in keep]:
            self._raw_views.pop(key, None)
            self._views.pop(key, None)
        fresh: list[int | None] = []
        for raw in views:
            key = raw.viewer
            if key not in keep:
                continue  # a view of a seat this connection does not hold
            self._raw_views[key] = raw
            self._views.pop(key, None)
            fresh.append(key)
        if msg.hand is not None and msg.hand in self._gaps and self.device.active:
            self._count_down_dealt(msg.hand)
        self.changes = Changes(
            views=tuple(dict.fromkeys(fresh)),
            seats=tuple(n for n in range(1, 9) if self.seat_status(n) != before[n - 1]))
        for entry in self.seats:
            if entry is not None and entry.client_id is not None:
                info = self.lobby.get(entry.client_id)
                if info is not None:
                    info.seat = entry.seat

    def _on_reveal(self, msg: P.Reveal) -> None:
        had_commit = msg.hand in self._commits
        commit = self._commits.pop(msg.hand, None)
        events = self._hand_events.pop(msg.hand, [])
        own = self._openings.pop(msg.hand, [])
        verdict: fairness.Verdict
        if msg.hand in self._flooded:
            verdict = fairness.Verdict(fairness.Status.FAILED, 0,
                                       "the host sent more events than a hand has")
        elif had_commit and commit is None:
            verdict = fairness.Verdict(fairness.Status.FAILED, 0,
                                       "the commitment did not hold together")
        elif msg.hand in self._gaps:
            verdict = fairness.Verdict(fairness.Status.NOT_CHECKED, 0,
                                       "this table reconnected during the hand")
        elif not had_commit:  # seen from its start, dealt without a commitment: not fair dealing
            verdict = fairness.Verdict(fairness.Status.FAILED, 0,
                                       "the host dealt this hand without a commitment")
        else:
            try:
                reveal = fairness.PublicReveal.from_wire(msg.to_wire())
            except fairness.FairnessFormatError as exc:
                verdict = fairness.Verdict(fairness.Status.FAILED, 0, str(exc))
            else:
                verdict = fairness.check_hand(commit, events, reveal, own)
        self._gaps.discard(msg.hand)
        self._flooded.discard(msg.hand)
        phh = msg.phh
        if phh is not None:
            phh += f"_fairness_verified = {'true' if verdict.ok else 'false'}\n"
        else:
            phh = None
        self.hands.append(FinishedHand(msg.hand, phh, commit.digest.hex() if commit else None,
                                       verdict, events))
        self._open.pop(msg.hand, None)
        for old in [h for h in self._open if h < msg.hand]:
            self._forget_hand(old)
