"""The client side: an asyncio connection to a host, and the table model the GUI and the bots use.

:class:`ClientTable` is the table as one client knows it, with no I/O and no Qt: feed it every
host message with :meth:`ClientTable.apply` and read the latest :class:`TableView` of each seat
the connection holds, the event log, the turn with its deadline, the chat, the finished hands
(their PHH and the fairness check) and who is connected.

:class:`Client` owns the TCP connection: ``await Client.connect(host, port, name)`` says hello
and waits for ``welcome``; the send helpers (:meth:`Client.sit`, :meth:`Client.act`, ...) write
at once; every message from the host is applied to :attr:`Client.table` and then handed to the
listeners (:meth:`Client.add_listener`) and to :meth:`Client.messages` iterators. When the
connection drops, the client reconnects with its token and carries on (RULES.md C4); listeners
see :class:`ConnectionState` changes.
"""

from __future__ import annotations

import asyncio
import contextlib
import enum
import logging
import time
from collections import deque
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from typing import Any, Final

from net import fairness
from net import protocol as P
from net.aio import within
from studdesk import __version__
from studdesk.engine.actions import LegalAction as EngineLegalAction
from studdesk.engine.events import ActionTaken, CardsShown, Event, HandEnded, HandStarted
from studdesk.engine.views import TableView, view_from_dict

log = logging.getLogger(__name__)

# What a host can make a client keep is bounded (a hostile host must not grow it without end):
KEEP_HANDS: Final = 100  # RULES.md H2: at least the session's last 50 hands
KEEP_CHAT: Final = 500  # chat lines, and notices
KEEP_LOG: Final = 5000  # engine events across hands
KEEP_LOBBY: Final = 256  # people at the table (the host takes 64 connections at most)
KEEP_KNOCKS: Final = 64  # players asking to join
KEEP_OPEN_HANDS: Final = 8  # hands committed or dealt and not yet revealed
KEEP_HAND_EVENTS: Final = 2000  # one hand's events (a hand of eight has a few hundred)
KEEP_QUEUED: Final = 10_000  # messages waiting for a reader of Client.messages()
FINAL_CODES: Final = frozenset({
    P.ErrorCode.PROTOCOL_VERSION, P.ErrorCode.PASSWORD_REQUIRED, P.ErrorCode.WRONG_PASSWORD,
    P.ErrorCode.REFUSED, P.ErrorCode.KICKED, P.ErrorCode.SESSION_ENDED,
    P.ErrorCode.OPEN_ELSEWHERE,
})
"""Fatal errors after which reconnecting is pointless."""


class ConnectionState(enum.Enum):
    CONNECTING = "connecting"
    OPEN = "open"
    RECONNECTING = "reconnecting"
    CLOSED = "closed"


class JoinError(Exception):
    """The host did not let us in: ``code`` (``wrong_password``, ``name_taken`` ...) and a
    sentence for a person."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


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

    def remaining(self, now: float | None = None) -> float:
        """Seconds left on the decision timer (not counting the time bank)."""
        return max(0.0, self.deadline - (time.monotonic() if now is None else now))


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


class ClientTable:
    """The table as one connection knows it. Only :meth:`apply` changes it."""

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
        self._raw_views: dict[int | None, dict[str, Any]] = {}
        self._views: dict[int | None, TableView] = {}
        self.events: list[Event] = []  # the current hand's engine events, as received
        self.log: deque[tuple[int, Event]] = deque(maxlen=KEEP_LOG)
        self.turn: TurnInfo | None = None
        self.ante_questions: dict[int, AnteQuestionInfo] = {}
        self.show_chance: ShowChanceInfo | None = None  # O6, until shown or the reveal
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
            cached = self._views[seat] = view_from_dict(raw)
        return cached

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

    def seat_status(self, seat: int) -> str:
        """``empty``, ``disconnected`` (C4), ``sitting_out`` (C3 or by choice) or ``playing``."""
        entry = self.seat_entry(seat)
        return "empty" if entry is None else entry.status

    @property
    def last_hand(self) -> FinishedHand | None:
        return self.hands[-1] if self.hands else None

    # ------------------------------------------------------------------ changing

    def apply(self, msg: P.HostMessage, now: float | None = None) -> None:
        now = time.monotonic() if now is None else now
        if isinstance(msg, P.Event):
            self._on_event(msg)
        elif isinstance(msg, P.TableState):
            self._on_table(msg)
        elif isinstance(msg, P.Turn):
            self.turn = TurnInfo(msg.hand, msg.seat, msg.actions, now + msg.deadline_ms / 1000,
                                 msg.bank_ms or 0, msg.dealing_ms or 0,
                                 bool(msg.awaits_landed))
        elif isinstance(msg, P.AnteQuestion):
            self.ante_questions[msg.seat] = AnteQuestionInfo(msg.hand, msg.seat,
                                                             now + msg.deadline_ms / 1000)
        elif isinstance(msg, P.Commit):
            try:
                self._commits[msg.hand] = fairness.DeckCommitment.from_wire(msg.to_wire())
            except fairness.FairnessFormatError as exc:
                log.warning("hand %d: a commitment that does not hold together: %s",
                            msg.hand, exc)
                self._commits[msg.hand] = None
            self._openings[msg.hand] = []
            self._hand_events[msg.hand] = []
            self._open_hand(msg.hand)
            self.events = self._hand_events[msg.hand]
            self.ante_questions.clear()
            self.show_chance = None
        elif isinstance(msg, P.Openings):
            if msg.seat in self.you:
                try:
                    own = fairness.SeatOpenings.from_wire(msg.to_wire())
                except fairness.FairnessFormatError as exc:
                    log.warning("hand %d: openings that do not read: %s", msg.hand, exc)
                else:
                    mine = self._openings.get(msg.hand)
                    if mine is not None and len(mine) < len(self.you):  # one per seat held
                        mine.append(own)
        elif isinstance(msg, P.Reveal):
            if self.show_chance is not None and self.show_chance.hand == msg.hand:
                self.show_chance = None
            self._on_reveal(msg)
        elif isinstance(msg, P.ShowChance):
            if msg.seat in self.you:
                self.show_chance = ShowChanceInfo(msg.hand, msg.seat, now + msg.deadline_ms / 1000)
        elif isinstance(msg, P.Notice):
            self.notices.append(msg)
        elif isinstance(msg, P.Welcome):
            self.summary = msg.table
            self.client_id = msg.client_id
            self.is_host = msg.host
            self.token = msg.token
            self.you = msg.seats
            if self.hand is not None:
                self._gaps.add(self.hand)  # reconnected: events may have been missed
                while len(self._gaps) > KEEP_OPEN_HANDS:
                    self._gaps.discard(min(self._gaps))
        elif isinstance(msg, P.ChatLine):
            self.chat.append(msg)
        elif isinstance(msg, P.Ledger):
            self.ledger = msg
        elif isinstance(msg, P.Joined):
            self.lobby.pop(msg.client_id, None)  # the newest last
            self.lobby[msg.client_id] = PlayerInfo(msg.client_id, msg.name, msg.seat)
            self.knocks.pop(msg.client_id, None)
            if len(self.lobby) > KEEP_LOBBY:  # the oldest without a seat go first
                gone = next((k for k, v in self.lobby.items() if v.seat is None),
                            next(iter(self.lobby)))
                del self.lobby[gone]
        elif isinstance(msg, P.Left):
            info = self.lobby.get(msg.client_id)
            if info is not None and (msg.seat is None or info.seat == msg.seat):
                del self.lobby[msg.client_id]
        elif isinstance(msg, P.Knock):
            self.knocks.pop(msg.client_id, None)
            self.knocks[msg.client_id] = msg.name
            while len(self.knocks) > KEEP_KNOCKS:
                del self.knocks[next(iter(self.knocks))]
        elif isinstance(msg, P.Error):
            self.errors.append(msg)

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
        self.status = msg.status
        self.paused = msg.paused
        self.seats = list(msg.seats)
        self.you = msg.you
        views = msg.views
        self.table_extra = dict(msg.extra)
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
        for raw in views:
            if isinstance(raw, dict):
                viewer = raw.get("viewer")
                key = viewer if isinstance(viewer, int) else None
                if key not in keep:
                    continue  # a view of a seat this connection does not hold
                self._raw_views[key] = raw
                self._views.pop(key, None)
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


@dataclass(slots=True)
class Liveness:
    """When a connection should be pinged and when its silence means it is dead, on any clock
    (no I/O, so tests drive it with plain numbers).

    Every ``interval`` seconds a ping is due; anything heard from the host (a frame, a pong)
    counts as a sign of life. When nothing has been heard for ``timeout`` seconds the connection
    is dead: a pulled cable or a frozen host sends no FIN, and TCP alone would wait many
    minutes. ``timeout`` is about two ping intervals, so a dead connection is noticed within two
    pings that went unanswered.

    >>> live = Liveness.starting(interval=5.0, timeout=10.0, now=100.0)
    >>> live.ping_due(104.9), live.ping_due(105.0)
    (False, True)
    >>> live.pinged(105.0); live.heard(105.2); live.next_wake()
    110.0
    >>> live.is_dead(115.1), live.is_dead(115.2)
    (False, True)
    """

    interval: float
    timeout: float
    last_heard: float
    next_ping: float

    @classmethod
    def starting(cls, *, interval: float, timeout: float, now: float) -> Liveness:
        if interval <= 0 or timeout <= 0:
            raise ValueError("the ping interval and the pong timeout must be positive")
        return cls(interval, timeout, now, now + interval)

    def heard(self, now: float) -> None:
        self.last_heard = max(self.last_heard, now)

    def pinged(self, now: float) -> None:
        self.next_ping = now + self.interval

    def ping_due(self, now: float) -> bool:
        return now >= self.next_ping

    def is_dead(self, now: float) -> bool:
        return now - self.last_heard >= self.timeout

    @property
    def deadline(self) -> float:
        """When the connection counts as dead unless something is heard before."""
        return self.last_heard + self.timeout

    def next_wake(self) -> float:
        """The next moment something is due: a ping or the deadline."""
        return min(self.next_ping, self.deadline)


Listener = Callable[[P.HostMessage | ConnectionState], None]

_LIVE: set[Client] = set()
"""Clients whose connection runs: the event loop keeps tasks only weakly, so a client nobody
else refers to would otherwise be collected in the middle of a game."""


def _action_of(legal: P.LegalAction | EngineLegalAction) -> tuple[str, int | None]:
    to: int | None
    if isinstance(legal, EngineLegalAction):
        kind, to = legal.kind.value, legal.to
    else:
        kind, to = legal.action, legal.to
    return kind, (to if kind in P.SIZED_ACTIONS else None)


class Client:
    """A connection to a host. Use :meth:`connect`; the send helpers write at once (no
    ``await``), so listeners may answer a ``turn`` from inside the callback.

    Every ``ping_interval`` seconds the client pings the host; when nothing at all has come
    from the host for ``pong_timeout`` seconds (default: two ping intervals) the connection is
    taken for dead, closed, and reopened with the token (RULES.md C4). ``ping_interval=0``
    turns both off. ``clock`` is the monotonic clock the deadline is measured on."""

    def __init__(self, host: str, port: int, name: str, *, password: str | None = None,
                 token: str | None = None, reconnect: bool = True,
                 reconnect_timeout: float = 60.0, ping_interval: float = 5.0,
                 pong_timeout: float | None = None,
                 clock: Callable[[], float] = time.monotonic,
                 table: ClientTable | None = None) -> None:
        self.host, self.port, self.name = host, port, name
        self.password = password
        self.reconnect = reconnect
        self.reconnect_timeout = reconnect_timeout
        self.ping_interval = ping_interval
        self.pong_timeout = 2 * ping_interval if pong_timeout is None else pong_timeout
        if ping_interval > 0 and self.pong_timeout <= 0:
            raise ValueError("pong_timeout must be positive")
        self._clock = clock
        self._liveness: Liveness | None = None
        self.dead_connections = 0
        """How many connections the client gave up because the host fell silent past the
        deadline (each is followed by a reconnect)."""
        self.table = table or ClientTable()
        self.table.token = token
        self.welcome: P.Welcome | None = None
        self.final_error: P.Error | None = None
        self.on_bytes: Callable[[bytes], None] | None = None
        self._listeners: list[Listener] = []
        self._queues: list[asyncio.Queue[P.HostMessage | None]] = []
        self._proto = P.Connection(P.Role.CLIENT)
        self._reader: asyncio.StreamReader | None = None
        self._writer: asyncio.StreamWriter | None = None
        self._task: asyncio.Task[None] | None = None
        self._ping_task: asyncio.Task[None] | None = None
        self._closing = False
        self._closed = asyncio.Event()
        self._nonce = 0

    # ------------------------------------------------------------------ connecting

    @classmethod
    async def connect(cls, host: str, port: int, name: str, password: str | None = None,
                      token: str | None = None, *, join_timeout: float | None = None,
                      **options: Any) -> Client:
        """Connect, say hello, wait for ``welcome``; :class:`JoinError` if refused.
        ``join_timeout`` bounds the wait for ``welcome`` (a host that approves each player
        may take a while; default: ``reconnect_timeout``)."""
        client = cls(host, port, name, password=password, token=token, **options)
        if join_timeout is None:
            join_timeout = float(options.get("reconnect_timeout", 60.0))
        await client._open(timeout=join_timeout)
        client._task = asyncio.create_task(client._run(), name=f"studdesk-client-{name}")
        _LIVE.add(client)
        if client.ping_interval > 0:
            client._ping_task = asyncio.create_task(client._pinger())
        return client

    @property
    def token(self) -> str | None:
        return self.table.token

    @property
    def client_id(self) -> int | None:
        return self.table.client_id

    @property
    def is_open(self) -> bool:
        return self.table.connection_state is ConnectionState.OPEN

    async def _open(self, timeout: float, new_timeout: float | None = None) -> None:
        """TCP connect and the hello/welcome exchange; the socket is closed again when the
        exchange fails or times out. ``timeout`` bounds the wait for ``welcome``;
        ``new_timeout`` (default: the same) that of a hello without a token, which may wait
        while the host approves."""
        reader, writer = await within(
            asyncio.open_connection(self.host, self.port), 10.0)
        self._reader, self._writer = reader, writer
        self._proto = P.Connection(P.Role.CLIENT)
        try:
            await self._say_hello(writer, timeout,
                                  timeout if new_timeout is None else new_timeout)
        except BaseException:
            writer.close()
            raise

    async def _say_hello(self, writer: asyncio.StreamWriter, timeout: float,
                         new_timeout: float) -> None:
        token = self.table.token
        while True:
            hello = P.Hello(protocol=P.PROTOCOL_VERSION, name=self.name, token=token,
                            password=self.password if token is None else None,
                            client=f"StudDesk {__version__}")
            writer.write(self._proto.send(hello))
            msg = await self._next_message(timeout if token else new_timeout)
            if isinstance(msg, P.Welcome):
                self.welcome = msg
                if self.ping_interval > 0:
                    self._liveness = Liveness.starting(
                        interval=self.ping_interval, timeout=self.pong_timeout,
                        now=self._clock())
                self._deliver(msg)
                self._set_state(ConnectionState.OPEN)
                return
            if isinstance(msg, P.Error) and msg.code == P.ErrorCode.UNKNOWN_TOKEN and token:
                token = None
                self.table.token = None
                continue
            writer.close()
            if isinstance(msg, P.Error):
                raise JoinError(msg.code, msg.message)
            raise JoinError(P.ErrorCode.MALFORMED, "The host closed the connection.")

    async def _next_message(self, timeout: float | None = None) -> P.HostMessage | None:
        assert self._reader is not None
        while True:
            msg = self._proto.next_event()
            if isinstance(msg, P.ConnectionClosed):
                return None
            if msg is not None:
                return msg  # type: ignore[return-value]
            data = await within(self._reader.read(65536), timeout)
            if data:
                if self._liveness is not None:
                    self._liveness.heard(self._clock())
                if self.on_bytes is not None:
                    self.on_bytes(data)
            self._proto.receive_data(data)

    async def _run(self) -> None:
        try:
            while True:
                try:
                    await self._read_until_closed()
                except (ConnectionError, OSError, P.RemoteProtocolError, TimeoutError) as exc:
                    log.debug("connection lost: %s", exc)
                if self._closing or self.final_error is not None or not self.reconnect:
                    break
                if not await self._reconnect():
                    break
        finally:
            self._set_state(ConnectionState.CLOSED)
            for q in self._queues:
                q.put_nowait(None)
            if self._ping_task is not None:
                self._ping_task.cancel()
            if self._writer is not None:
                self._writer.close()
            self._closed.set()
            _LIVE.discard(self)

    async def _read_until_closed(self) -> None:
        while True:
            try:
                msg = await self._next_message()
            except P.RemoteProtocolError as exc:
                if exc.fatal:
                    raise
                log.warning("host sent something odd: %s", exc)
                continue
            if msg is None:
                return
            self._deliver(msg)
            if isinstance(msg, P.Error) and msg.fatal:
                if msg.code in FINAL_CODES:
                    self.final_error = msg
                return

    async def _reconnect(self) -> bool:
        self._set_state(ConnectionState.RECONNECTING)
        if self._writer is not None:
            self._writer.close()
        deadline = time.monotonic() + self.reconnect_timeout
        delay = 0.05
        while not self._closing and time.monotonic() < deadline:
            # A host that accepts but never welcomes back a known token (frozen, or its link
            # died after the connect) is given up on like a silent connection and tried
            # again; a hello without a token may wait for the host's approval.
            remaining = max(1.0, deadline - time.monotonic())
            wait = remaining
            if self.ping_interval > 0:
                wait = min(wait, max(1.0, self.pong_timeout))
            try:
                await self._open(timeout=wait, new_timeout=remaining)
                return True
            except JoinError as exc:
                log.info("reconnect refused: %s", exc)
                return False
            except (OSError, TimeoutError, P.RemoteProtocolError):
                await asyncio.sleep(delay)
                delay = min(delay * 2, 2.0)
        return False

    async def _pinger(self) -> None:
        """Pings on time, and closes a connection the host has been silent on for too long
        (the reader then reconnects)."""
        while True:
            live = self._liveness
            wait = self.ping_interval
            if self.is_open and live is not None:
                now = self._clock()
                if live.is_dead(now):
                    await asyncio.sleep(0)  # let a read that is ready land first
                    now = self._clock()
                if live.is_dead(now) and live is self._liveness:
                    self._give_up_silent_connection(now - live.last_heard)
                else:
                    if live.ping_due(now):
                        self._nonce += 1
                        self._send(P.Ping(nonce=self._nonce))
                        live.pinged(now)
                    wait = live.next_wake() - now
            await asyncio.sleep(max(0.001, wait))

    def _give_up_silent_connection(self, silent_for: float) -> None:
        writer = self._writer
        self._liveness = None
        if writer is None or writer.is_closing():
            return
        self.dead_connections += 1
        log.info("nothing from %s:%d for %.1f s; reconnecting", self.host, self.port, silent_for)
        writer.transport.abort()

    def _set_state(self, state: ConnectionState) -> None:
        if self.table.connection_state is state:
            return
        self.table.connection_state = state
        for listener in list(self._listeners):
            listener(state)

    def _deliver(self, msg: P.HostMessage) -> None:
        self.table.apply(msg)
        for listener in list(self._listeners):
            try:
                listener(msg)
            except Exception:
                log.exception("a client listener failed")
        for q in self._queues:
            if q.qsize() >= KEEP_QUEUED:  # a reader far behind a flood: the oldest go
                q.get_nowait()
            q.put_nowait(msg)

    # ------------------------------------------------------------------ listening

    def add_listener(self, listener: Listener) -> None:
        """``listener(msg)`` after each host message has been applied to :attr:`table`, and
        ``listener(ConnectionState.X)`` when the connection changes."""
        self._listeners.append(listener)

    def remove_listener(self, listener: Listener) -> None:
        with contextlib.suppress(ValueError):
            self._listeners.remove(listener)

    async def messages(self) -> AsyncIterator[P.HostMessage]:
        """Every host message from now on, until the connection is closed for good."""
        q: asyncio.Queue[P.HostMessage | None] = asyncio.Queue()
        self._queues.append(q)
        try:
            while True:
                if self._closed.is_set() and q.empty():
                    return
                msg = await q.get()
                if msg is None:
                    return
                yield msg
        finally:
            self._queues.remove(q)

    def __aiter__(self) -> AsyncIterator[P.HostMessage]:
        return self.messages()

    async def wait_for(self, predicate: Callable[[ClientTable], bool],
                       timeout: float = 10.0) -> None:
        """Wait until ``predicate(self.table)`` holds (checked after every message)."""
        if predicate(self.table):
            return
        loop = asyncio.get_running_loop()
        done: asyncio.Future[None] = loop.create_future()

        def check(_: object) -> None:
            if not done.done() and (predicate(self.table) or self._closed.is_set()):
                done.set_result(None)

        self.add_listener(check)
        try:
            await within(done, timeout)
        finally:
            self.remove_listener(check)
        if not predicate(self.table):
            raise ConnectionError("the connection closed before the table got there")

    async def wait_closed(self) -> None:
        await self._closed.wait()

    # ------------------------------------------------------------------ sending

    def _send(self, msg: P.ClientMessage) -> None:
        writer = self._writer
        if writer is None or writer.is_closing() or not self._proto.may_send(msg.TYPE):
            return
        writer.write(self._proto.send(msg))

    def sit(self, seat: int | None = None, buy_in: int | None = None,
            name: str | None = None) -> None:
        self._send(P.Sit(seat=seat, buy_in=buy_in, name=name))

    def watch(self) -> None:
        self._send(P.Watch())

    def stand(self, seat: int | None = None) -> None:
        self._send(P.Stand(seat=seat))

    def act(self, seat: int | None, legal_action: P.LegalAction | EngineLegalAction,
            hand: int | None = None) -> None:
        """Make one of the offered moves (from ``turn`` or a view's ``legal_actions``)."""
        kind, to = _action_of(legal_action)
        number = hand or (self.table.turn.hand if self.table.turn else self.table.hand)
        if number is None:
            return
        self._send(P.Act(hand=number, action=kind, amount=to or None, seat=seat))

    def ante(self, post: bool, seat: int | None = None, hand: int | None = None) -> None:
        q = self.table.ante_questions.get(seat) if seat is not None else next(
            iter(self.table.ante_questions.values()), None)
        number = hand or (q.hand if q else None)
        if number is None:
            return
        self._send(P.Ante(hand=number, post=post, seat=seat))

    def sit_out(self, seat: int | None = None) -> None:
        self._send(P.SitOut(seat=seat))

    def sit_back(self, seat: int | None = None) -> None:
        self._send(P.SitBack(seat=seat))

    def rebuy(self, amount: int, seat: int | None = None) -> None:
        self._send(P.Rebuy(amount=amount, seat=seat))

    def chat(self, text: str) -> None:
        self._send(P.Chat(text=text))

    def choose(self, variant: str, seat: int | None = None) -> None:
        """Dealer's choice: pick the next round's game (answers ``choose_game``)."""
        self._send(P.Choose(variant=variant, seat=seat))

    def hotseat_cover(self, seat: int, up: bool) -> None:
        """Hotseat: the hand-over cover for ``seat`` is up (the host holds that seat's clock)
        or down (the player is ready: the clock starts fresh)."""
        self._send(P.Cover(seat=seat, up=up))

    def landed(self, seat: int, hand: int) -> None:
        """Hand ``hand``'s turn of held ``seat`` is on the screen (its cards have landed): the
        host starts the decision's clock now (sent only for a turn that asks for it)."""
        self._send(P.Landed(hand=hand, seat=seat))

    def show(self, seat: int | None = None, hand: int | None = None) -> None:
        """O6: show the cards of a hand everyone else folded to (after ``show_chance``)."""
        chance = self.table.show_chance
        number = hand or (chance.hand if chance is not None else None)
        if number is None:
            return
        self._send(P.Show(hand=number, seat=seat if seat is not None else (
            chance.seat if chance is not None else None)))

    def settings(self, *, auto_muck: bool | None = None, auto_ante: bool | None = None,
                 seat: int | None = None) -> None:
        self._send(P.Settings(auto_muck=auto_muck, auto_ante=auto_ante, seat=seat))

    def approve(self, client_id: int | None = None, name: str | None = None,
                allow: bool = True) -> None:
        self._send(P.Approve(client_id=client_id, name=name, allow=allow))

    def kick(self, seat: int) -> None:
        self._send(P.Kick(seat=seat))

    def pause(self, on: bool) -> None:
        self._send(P.Pause(on=on))

    def end_session(self) -> None:
        self._send(P.EndSession())

    def send_raw(self, data: bytes) -> None:
        """Bytes straight onto the wire (tests)."""
        if self._writer is not None and not self._writer.is_closing():
            self._writer.write(data)

    async def leave(self) -> None:
        """Give up every seat and close."""
        self._closing = True
        self._send(P.Leave())
        await self.close()

    async def close(self) -> None:
        """Close without giving anything up (the seats stay, as after a dropped connection)."""
        self._closing = True
        if self._writer is not None:
            with contextlib.suppress(Exception):
                await within(self._writer.drain(), 1.0)
            self._writer.close()
        if self._task is not None:
            with contextlib.suppress(Exception):
                await within(asyncio.shield(self._task), 5.0)
        else:
            self._closed.set()

    def drop(self) -> None:
        """Cut the TCP connection as a network failure would (tests): the client reconnects."""
        if self._writer is not None:
            self._writer.transport.abort()


class LoopThread:
    """An asyncio event loop in a daemon thread, for programs whose main thread runs another
    loop (Qt): ``submit`` a coroutine from any thread and get a ``concurrent.futures.Future``;
    ``call_soon`` a plain function on the loop (the send helpers of :class:`Client`).
    Listeners of a :class:`Client` run on this thread: re-emit from them through queued
    signals, never touch widgets there.

    >>> loop = LoopThread()
    >>> loop.submit(asyncio.sleep(0, result=42)).result(5)
    42
    >>> loop.stop()
    """

    def __init__(self, name: str = "studdesk-net") -> None:
        import threading

        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._main, name=name, daemon=True)
        self._thread.start()

    def _main(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_forever()

    def submit(self, coro: Any) -> Any:
        """Run ``coro`` on the loop; a ``concurrent.futures.Future`` of its result."""
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def call_soon(self, fn: Callable[..., Any], *args: Any) -> None:
        self.loop.call_soon_threadsafe(fn, *args)

    def stop(self, timeout: float = 10.0) -> None:
        """Cancel what still runs on the loop, stop it and join the thread."""
        async def cancel_all() -> None:
            tasks = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
            for t in tasks:
                t.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)

        if self.loop.is_running():
            with contextlib.suppress(Exception):
                self.submit(cancel_all()).result(timeout)
            self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(timeout)
        if not self.loop.is_running():
            self.loop.close()
