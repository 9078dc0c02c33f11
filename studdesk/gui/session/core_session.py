"""A table core in this process: :class:`CoreSession`, the session of hotseat and solo games.

The window talks to exactly the :class:`net.table.TableCore` a LAN host runs (the same rules
path: timers, sitting out, O6, the hand-over cover, the ante question, formats), but with no
socket and no thread: :class:`LocalTable` feeds the core the bytes of in-process connections
(:class:`LocalClient`, a :class:`net.client.Client` whose wire is a function call), has the
computer players decide (at once, or on a worker thread: a hard bot may think for a few
hundred milliseconds, which the animations must not wait for), and says when the core wants
its next
:meth:`~net.table.TableCore.tick`. :class:`CoreSession` is the
:class:`~studdesk.gui.session.net_session.NetSession` of such a table: everything the window
receives is worded and ordered by the same code as on a LAN, and a Qt timer wakes the core at
:meth:`~net.table.TableCore.next_wake`.

A game started with a data folder (``data_dir``: the desktop gives the data folder's
``solo-and-hotseat/``) keeps its hands in that folder's journal as a hosted table does
(:class:`net.journal.Journal`, one session per game; :func:`journal_for_a_new_game`), so the
lobby's *Hand history* lists them after a restart.

Another person's desktop at the same table, for tests of two screens at one table with no socket:
:class:`JoinedSession` joins a :class:`CoreSession`'s table (or a bare :class:`LocalTable`)
through a connection of its own (a free seat of the table's choosing, or watching), as
:func:`net_session.open_network_session`'s session joins a host over the network.

Time is injected: :class:`CoreSession` takes a ``clock`` (``time.monotonic`` by default); a test
passes a :class:`FakeClock`, turns the timer off (``drive=False``) and moves time with
:meth:`CoreSession.advance`, so a decision's clock runs out without anybody waiting.

:class:`LocalTable` and :class:`LocalClient` import no Qt.
"""

from __future__ import annotations

import contextlib
import dataclasses
import logging
import random
import secrets
import sqlite3
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal

from net import protocol as P
from net.client import Client, ConnectionState
from net.formats import TableFormat
from net.journal import Journal, JournalError, archive_journal_if_unreadable
from net.table import AskBot, BotFactory, Close, EndSession, HostOptions, Output, Send, TableCore
from studdesk import __version__
from studdesk.engine.actions import LegalAction
from studdesk.engine.config import GameConfig
from studdesk.engine.hand import Hand
from studdesk.gui.platform.saved_table import find_saved_table
from studdesk.gui.platform.settings import Settings
from studdesk.gui.session.net_session import (
    HOTSEAT_COVER_LIMIT,
    SIT_ERRORS,
    BotSeat,
    NetSession,
)
from studdesk.gui.session.news import (
    JoinFailed,
    News,
    Ready,
    SitFailed,
    StatusNews,
    TableLine,
    status_of,
)
from studdesk.gui.session.setup import Pace, SeatSetup
from studdesk.gui.text.placeholders import fmt

log = logging.getLogger(__name__)

ADDRESS = "127.0.0.1"  # what the core is told about an in-process connection


class FakeClock:
    """A clock that moves only when told (tests)."""

    def __init__(self, now: float = 1000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


class LocalClient(Client):
    """A :class:`net.client.Client` whose connection is a function call into a
    :class:`LocalTable`: what it sends is fed to the core at once, what the core sends is
    applied to :attr:`table` and told to the listeners at once, on the caller's thread."""

    def __init__(self, local: LocalTable, conn_id: int, name: str, *,
                 password: str | None = None, token: str | None = None) -> None:
        super().__init__(ADDRESS, 0, name, password=password, token=token, reconnect=False,
                         ping_interval=0)
        self.local = local
        self.conn_id = conn_id
        self.closed = False

    def hello(self) -> None:
        self._send(P.Hello(protocol=P.PROTOCOL_VERSION, name=self.name, token=self.table.token,
                           password=self.password, client=f"StudDesk {__version__}"))

    def _send(self, msg: P.ClientMessage) -> None:
        if self.closed or not self._proto.may_send(msg.TYPE):
            return
        self.local.receive(self, self._proto.send(msg))

    def received(self, data: bytes) -> None:
        """Frames from the core."""
        self._proto.receive_data(data)
        while not self.closed:
            msg = self._proto.next_event()
            if msg is None:
                return
            if isinstance(msg, P.ConnectionClosed):
                self.lost()
                return
            if isinstance(msg, P.Welcome):
                self.welcome = msg
            self._deliver(msg)  # type: ignore[arg-type]
            if isinstance(msg, P.Welcome):
                self._set_state(ConnectionState.OPEN)
            if isinstance(msg, P.Error) and msg.fatal:
                self.final_error = msg

    def lost(self) -> None:
        """The core closed this connection (or the table stopped)."""
        if not self.closed:
            self.closed = True
            self._set_state(ConnectionState.CLOSED)

    def leave_now(self) -> None:
        """Give up every seat and close (the synchronous :meth:`Client.leave`)."""
        self._send(P.Leave())
        self.closed = True


class LocalTable:
    """A :class:`~net.table.TableCore` with in-process connections (no Qt, no I/O).

    Every entry point carries out the core's outputs before it returns: frames go to the
    :class:`LocalClient` they are for, a computer player asked to decide decides now (its
    thinking time is the core's ``think_ms``, kept on the core's clock), a closed connection is
    reported back, and ``end_session`` stops the table. :meth:`next_wake` is when
    :meth:`tick` is due."""

    def __init__(self, options: HostOptions, *, clock: Callable[[], float] = time.monotonic,
                 rng: random.Random | None = None, bot_factory: BotFactory | None = None,
                 journal: Journal | None = None, admin_token: str | None = None,
                 randbytes: Callable[[int], bytes] = secrets.token_bytes,
                 ask_bot: Callable[[AskBot], None] | None = None) -> None:
        self.clock = clock
        self.ask_bot = ask_bot  # None: computer players decide at once, on this thread
        self.admin_token = admin_token or options.admin_token or secrets.token_urlsafe(24)
        self.journal = journal or (
            Journal.open(options.data_dir) if options.data_dir else Journal(":memory:"))
        self.core = TableCore(options, admin_token=self.admin_token, journal=self.journal,
                              rng=rng, bot_factory=bot_factory, randbytes=randbytes,
                              now=clock())
        self.clients: dict[int, LocalClient] = {}
        self.stopped = False
        self._serial = 0
        self._queue: list[Output] = []
        self._feeding = False
        self.feed(self.core.restore(clock()))

    def connect(self, name: str, *, token: str | None = None,
                password: str | None = None) -> LocalClient:
        """A new connection that says hello at once (read ``client.welcome`` or
        ``client.final_error`` for the answer)."""
        self._serial += 1
        client = LocalClient(self, self._serial, name, password=password, token=token)
        self.clients[client.conn_id] = client
        self.feed(self.core.connect(client.conn_id, ADDRESS, self.clock()))
        client.hello()
        return client

    def disconnect(self, client: LocalClient) -> None:
        """``client``'s connection drops without a word (a closed socket)."""
        if self.clients.pop(client.conn_id, None) is None:
            return
        client.lost()
        if not self.stopped:
            self.feed(self.core.connection_lost(client.conn_id, self.clock()))

    def receive(self, client: LocalClient, data: bytes) -> None:
        if self.stopped:
            return
        self.feed(self.core.receive_data(client.conn_id, data, self.clock()))

    def tick(self) -> None:
        if not self.stopped:
            self.feed(self.core.tick(self.clock()))

    def next_wake(self) -> float | None:
        return None if self.stopped else self.core.next_wake()

    def call(self, fn: Callable[[TableCore], Any]) -> Any:
        """Run ``fn(core)`` as one step of the table (seat a bot, ...); its result."""
        value, outputs = self.core.call(fn, self.clock())
        self.feed(outputs)
        return value

    def advance(self, seconds: float) -> None:
        """With a :class:`FakeClock`: move it ``seconds`` on, ticking the core at every
        wake-up it asked for on the way."""
        clock = self.clock
        if not isinstance(clock, FakeClock):
            raise TypeError("advance() needs a FakeClock")
        end = clock.now + seconds
        for _ in range(100_000):
            wake = self.next_wake()
            if wake is None or wake > end:
                break
            clock.now = max(clock.now, wake)
            self.tick()
        clock.now = end
        self.tick()

    def bot_decided(self, request: int, move: LegalAction | None) -> None:
        """A computer player's move (None: it failed; the core plays C1's move)."""
        if not self.stopped:
            self.feed(self.core.bot_decided(request, move, self.clock()))

    def stop(self, *, end_session: bool = True) -> None:
        """End the table: the hand in play is void, everyone gets the final ledger."""
        if self.stopped:
            return
        self.feed(self.core.stop(self.clock(), end_session=end_session))
        self.stopped = True
        for client in self.clients.values():
            client.lost()
        with contextlib.suppress(Exception):
            self.journal.close()

    def feed(self, outputs: list[Output]) -> None:
        """Carry out the core's outputs, in order (re-entrant calls queue behind)."""
        self._queue.extend(outputs)
        if self._feeding:
            return
        self._feeding = True
        try:
            while self._queue:
                self._carry_out(self._queue.pop(0))
        finally:
            self._feeding = False

    def _carry_out(self, out: Output) -> None:
        if isinstance(out, Send):
            client = self.clients.get(out.conn)
            if client is not None and not client.closed:
                client.received(out.data)
        elif isinstance(out, Close):
            client = self.clients.pop(out.conn, None)
            if client is not None:
                client.lost()
            if not self.stopped:
                self._queue.extend(self.core.connection_lost(out.conn, self.clock()))
        elif isinstance(out, AskBot):
            if self.ask_bot is not None:
                self.ask_bot(out)  # it calls bot_decided() when the bot has decided
                return
            try:
                move = out.bot.decide(out.view)
            except Exception:
                log.exception("the bot in seat %d failed", out.seat)
                move = None
            self.bot_decided(out.request, move)
        elif isinstance(out, EndSession) and not self.stopped:
            self._queue.extend(self.core.stop(self.clock(), end_session=True))
            self.stopped = True


def journal_for_a_new_game(folder: Path) -> Journal:
    """The journal in ``folder`` (made if there is none), ready for a new game's session.

    A file that does not read as a journal is moved aside (kept, never deleted) and a new one
    begins, as the desktop does for a hosted table. A session that a crash left open (the
    program or the machine stopped mid-game) is ended first: the hand it interrupted is void
    and every chip is back where it was when that hand started (:meth:`Journal.resume`), its
    ledger is written, and the new game gets a session of its own instead of carrying on
    another game's table. :class:`OSError`, :class:`sqlite3.Error` or
    :class:`~net.journal.JournalError` when the folder cannot hold a journal."""
    archive_journal_if_unreadable(folder)
    journal = Journal.open(folder)
    try:
        for _ in range(64):  # one is left open at most; a bound all the same
            if find_saved_table(folder) is None:
                break
            journal.resume("", {})  # the open session: its interrupted hand void
            journal.write_ledger(final=True)
            journal.end_session()
            journal.session_id = None
    except BaseException:
        journal.close()
        raise
    return journal


def _set_stacks(core: TableCore, *, stacks: Mapping[int, int]) -> None:
    for seat, stack in stacks.items():
        if seat in core.seats:
            core.seats[seat].stack = stack


def _seat_bot(core: TableCore, *, seat: int | None, level: str, name: str | None) -> None:
    """One computer player at ``seat`` (None: the lowest free seat); a taken seat is skipped."""
    if seat is None:
        core.add_bots(1, level)
        return
    with contextlib.suppress(ValueError):
        core.add_bot(seat, level, name)


class CoreSession(NetSession):
    """A hotseat or solo table run by a :class:`LocalTable` in this process (see the module
    docstring). ``seats`` are the people's (seat, name), ``bots`` the computer players'.

    For pictures and tests: ``sync`` emits every signal before the call that caused it
    returns (no trip through Qt's event loop), ``stacks`` starts seats with other stacks than
    the buy-in (set in the table's seats before the first hand; an in-memory table only),
    ``randbytes`` makes the deck's salts and the D10 reshuffle seed (the OS's by default; a
    seeded one gives the same pictures every time)."""

    _bot_done = Signal(int, object)  # request, the move (from the bots' worker thread)

    def __init__(self, options: HostOptions, seats: Sequence[tuple[int, str]], *,
                 bots: Sequence[BotSeat] = (), settings: Settings | None = None,
                 clock: Callable[[], float] = time.monotonic, drive: bool = True,
                 sync: bool = False, rng: random.Random | None = None,
                 bot_factory: BotFactory | None = None, stacks: Mapping[int, int] | None = None,
                 randbytes: Callable[[int], bytes] = secrets.token_bytes,
                 parent: QObject | None = None) -> None:
        name = seats[0][1] if seats else "Player"
        super().__init__(ADDRESS, 0, name, seats=list(seats), bots=bots,
                         host_options=options, host_bind=(ADDRESS, 0), settings=settings,
                         parent=parent)
        self.clock = clock
        self.local: LocalTable | None = None
        self._rng = rng
        self._bot_factory = bot_factory
        self._sync = sync
        self._randbytes = randbytes
        self._last_hand: Hand | None = None
        self._stacks = dict(stacks or {})
        self._timer: QTimer | None = None
        self._pool: ThreadPoolExecutor | None = None
        self._bot_done.connect(self._on_bot_done, Qt.ConnectionType.QueuedConnection)
        if drive:  # the product: a hard bot's thinking must not stop the animations
            self._pool = ThreadPoolExecutor(1, thread_name_prefix="studdesk-bot")
            self._timer = QTimer(self)
            self._timer.setSingleShot(True)
            self._timer.timeout.connect(self._on_timer_timeout)

    # ------------------------------------------------------------------ TableSession

    def start(self) -> None:
        if self.local is not None or self.closed:
            return
        assert self.host_options is not None
        journal, unkept = self._open_journal()
        local = self.local = LocalTable(
            self.host_options, clock=self.clock, rng=self._rng, bot_factory=self._bot_factory,
            journal=journal, randbytes=self._randbytes,
            ask_bot=self._ask_bot if self._pool is not None else None)
        local.core.hand_listeners.append(self._on_core_hand_done)
        client = local.connect(self.name, token=local.admin_token)
        if client.welcome is None:
            error = client.final_error
            self._post(JoinFailed(error.code if error else "internal",
                                  error.message if error else ""))
            return
        self.client = client
        client.add_listener(self._on_client)
        t = client.table
        self._post(StatusNews(status_of(t)))
        client.pause(True)  # nobody is dealt in before every seat is taken
        for seat, name in self._want:
            client.sit(seat, name=name)
        for seat, level, bot_name in self._bots:
            local.call(partial(_seat_bot, seat=seat, level=level, name=bot_name))
        for seat in t.you:
            client.settings(auto_muck=self._habits["auto_muck"],
                            auto_ante=self._habits["auto_ante"], seat=seat)
        if self._stacks:
            local.call(partial(_set_stacks, stacks=self._stacks))
        client.pause(False)
        self._post(Ready())
        if unkept:
            #: %1: why (the operating system's or the database's words)
            self._post(TableLine(fmt(self.tr(
                "The hands of this game cannot be kept in the data folder (%1); the Last hand "
                "window still has them until you quit."), unkept)))
        self._schedule()

    def _open_journal(self) -> tuple[Journal | None, str]:
        """The journal of the options' data folder (None: in memory) and, when that folder
        cannot hold one, why (the game is played all the same, its hands in memory)."""
        options = self.host_options
        assert options is not None
        if options.data_dir is None:
            return None, ""
        try:
            return journal_for_a_new_game(Path(options.data_dir)), ""
        except (OSError, sqlite3.Error, JournalError) as exc:
            log.warning("hands of this game are not kept in %s: %s", options.data_dir, exc)
            self.host_options = dataclasses.replace(options, data_dir=None)
            return None, str(exc)

    def close(self) -> None:
        if not self._begin_close():
            return
        if self._timer is not None:
            self._timer.stop()
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
        client, local = self.client, self.local
        if isinstance(client, LocalClient):
            client.leave_now()
        if local is not None:
            local.stop(end_session=True)

    def wait_closed(self, timeout: float = 20.0) -> bool:
        return True  # nothing runs elsewhere

    def _ask_bot(self, ask: AskBot) -> None:
        """A computer player thinks on the worker thread; its move comes back queued."""
        pool = self._pool
        if pool is None or self.closed:
            return

        def think() -> None:
            try:
                move: LegalAction | None = ask.bot.decide(ask.view)
            except Exception:
                log.exception("the bot in seat %d failed", ask.seat)
                move = None
            if not self.closed:
                self._bot_done.emit(ask.request, move)

        pool.submit(think)

    def _on_bot_done(self, request: int, move: object) -> None:
        local = self.local
        if local is None or self.closed:
            return
        local.bot_decided(request, move if isinstance(move, LegalAction) else None)
        self._schedule()

    def _on_core_hand_done(self, hand: Hand) -> None:
        self._last_hand = hand

    def set_habits(self, *, auto_muck: bool | None = None, auto_ante: bool | None = None
                   ) -> None:
        """The people's habits (S2 auto-muck, D1 auto-ante) before :meth:`start`, without
        settings (pictures and tests)."""
        if auto_muck is not None:
            self._habits = {**self._habits, "auto_muck": auto_muck}
        if auto_ante is not None:
            self._habits = {**self._habits, "auto_ante": auto_ante}

    def _post(self, news: News) -> None:
        if self._sync:
            if not self.closed:
                self._on_delivered(news)
        else:
            super()._post(news)

    @property
    def hand(self) -> Hand | None:
        """The hand the table core plays, or between hands the last one (tests and pictures
        read the engine's state)."""
        if self.local is None:
            return None
        return self.local.core.hand or self._last_hand

    def deal_next_hand(self) -> None:
        """With a :class:`FakeClock`: let the pause between hands pass (the next hand is
        dealt, if the table deals one)."""
        assert self.host_options is not None
        self.advance(self.host_options.hand_pause + 0.001)

    # ------------------------------------------------------------------ time

    def advance(self, seconds: float) -> None:
        """Tests (a :class:`FakeClock`): let ``seconds`` pass on the table's clock."""
        if self.local is not None and not self.closed:
            self.local.advance(seconds)

    def _send(self, say: Callable[[Client], None]) -> None:
        """``say(client)`` now: the in-process client feeds the table core at once."""
        client = self.client
        if self.closed or client is None:
            return
        say(client)
        self._schedule()

    def _schedule(self) -> None:
        timer, local = self._timer, self.local
        if timer is None or local is None or self.closed:
            return
        wake = local.next_wake()
        if wake is None:
            timer.stop()
            return
        timer.start(max(0, min(int((wake - self.clock()) * 1000) + 1, 3_600_000)))

    def _on_timer_timeout(self) -> None:
        if self.local is not None and not self.closed:
            self.local.tick()
            self._schedule()


class JoinedSession(NetSession):
    """Another person's window at a table in this process (tests): ``name`` joins it through
    a :class:`LocalClient` of its own, not as its host, and takes a free seat of the table's
    choosing (or watches, with ``watch``), as a joiner's :class:`NetSession` does over a
    socket; its news are worded and ordered by the same code. ``table`` is a
    :class:`CoreSession`'s (its timer then follows what this window says) or a
    :class:`LocalTable` nobody at this desktop hosts. A table that approves each player holds
    it until the host lets it in (or turns it away). Leaving gives up its seat; the table goes
    on."""

    def __init__(self, table: CoreSession | LocalTable, name: str, *,
                 password: str | None = None, watch: bool = False,
                 settings: Settings | None = None, parent: QObject | None = None) -> None:
        super().__init__(ADDRESS, 0, name, password=password, watch=watch, settings=settings,
                         parent=parent)
        self.host_session = table if isinstance(table, CoreSession) else None
        self._table = table if isinstance(table, LocalTable) else None
        self.clock = table.clock
        self.tokens = None  # no address to keep a seat's token or the host's identity for
        self.known = None
        self._welcomed = False

    @property
    def local(self) -> LocalTable | None:
        """The table this window joins (None: its host has not started it)."""
        return self.host_session.local if self.host_session is not None else self._table

    def _schedule(self) -> None:
        if self.host_session is not None:
            self.host_session._schedule()

    def start(self) -> None:
        local = self.local
        if self.client is not None or self.closed:
            return
        if local is None or local.stopped:
            self._post(JoinFailed("unreachable", ""))
            return
        client = local.connect(self.name, password=self.password)
        self.client = client
        client.add_listener(self._on_client)
        if client.welcome is not None:
            self._on_welcome(client)
        elif client.table.errors:  # refused at once: as Client.connect's JoinError
            self._refused(client, client.table.errors[-1])
        elif not client.closed:  # the host lets each player in: it is asked now
            self._post(TableLine(QCoreApplication.translate(
                "NetSession", "Waiting for the host to let you in…")))  # NetSession's words

    def _on_client(self, msg: P.HostMessage | ConnectionState) -> None:
        client = self.client
        if not self._welcomed and isinstance(client, LocalClient):
            if msg is ConnectionState.OPEN:
                self._on_welcome(client)
            elif isinstance(msg, P.Error):  # turned away (or refused) before the welcome
                self._refused(client, msg)
            return  # nothing else is news before the welcome
        super()._on_client(msg)

    def _refused(self, client: LocalClient, error: P.Error) -> None:
        """No welcome: the join failed for ``error``'s reason; the connection is dropped (the
        table closes it after a fatal error itself)."""
        if self._failed:
            return
        self._failed = True
        local = self.local
        if local is not None and not error.fatal:
            local.disconnect(client)
        self._post(JoinFailed(error.code, error.message))

    def _on_welcome(self, client: LocalClient) -> None:
        """In: what the table is, then a seat (or watching), then the player's habits."""
        self._welcomed = True
        t = client.table
        self._post(StatusNews(status_of(t)))
        before = len(t.errors)
        for seat, name in self._want:
            client.sit(seat, name=name)
        failed = [e for e in list(t.errors)[before:] if e.code in SIT_ERRORS]
        if failed:
            self._post(SitFailed(failed[0].code, failed[0].message))
        if self.watching or (failed and not t.you):
            client.watch()
        for seat in t.you:
            client.settings(auto_muck=self._habits["auto_muck"],
                            auto_ante=self._habits["auto_ante"], seat=seat)
        self._post(Ready())
        self._schedule()

    def _send(self, say: Callable[[Client], None]) -> None:
        client = self.client
        if self.closed or client is None:
            return
        say(client)
        self._schedule()

    def close(self) -> None:
        if not self._begin_close():
            return
        client = self.client
        if isinstance(client, LocalClient):
            client.leave_now()
        self._schedule()

    def wait_closed(self, timeout: float = 20.0) -> bool:
        return True  # nothing runs elsewhere


def start_local_table(config: GameConfig, seats: Sequence[SeatSetup], *,
                      pace: Pace | None = None, settings: Settings | None = None,
                      name: str = "", clock: Callable[[], float] = time.monotonic,
                      drive: bool = True, rng: random.Random | None = None,
                      table_format: TableFormat | None = None,
                      data_dir: Path | None = None) -> CoreSession:
    """A hotseat or solo game: a table core in this process, the computer players seated in it
    at their seats and levels, and one connection holding every person's seat (the table
    window puts the hand-over screen between them); ``table_format`` the night's format (a
    rotation, dealer's choice, a sit-and-go) as :func:`net_session.start_hosting` passes it;
    ``data_dir`` the folder whose journal keeps the game's hands (None: in memory), a new
    session named ``name``."""
    pace = pace or Pace()
    humans = [s for s in seats if s.human]
    if not humans:
        raise ValueError("a local game needs at least one person at this computer")
    options = HostOptions(
        name=name or "StudDesk", config=config, seats=max(s.seat for s in seats),
        timer=pace.timer if pace.timer is not None else 10.0,
        time_bank=pace.local_time_bank if len(humans) > 1 else 0.0,
        hand_pause=pace.hand_pause, think_ms=pace.think_ms, cover_limit=HOTSEAT_COVER_LIMIT,
        idle_timeout=1e9, format=table_format, data_dir=data_dir)
    return CoreSession(options, [(s.seat, s.name) for s in humans],
                       bots=[(s.seat, s.level, s.name) for s in seats if not s.human],
                       settings=settings, clock=clock, drive=drive, rng=rng)
