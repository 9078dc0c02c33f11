"""The product's table session: :class:`NetSession`, a :class:`net.client.Client` behind the
:class:`~studdesk.gui.session.table_session.TableSession` signals.

Threads. The client runs on its own asyncio loop (:class:`net.client.LoopThread`); a host this
window started (:class:`net.host.HostThread`) on another. The client's listener runs on the
loop thread: it reads what it needs from the client's table model there (views, legal moves,
seat states, the fairness check: the model is only consistent on that thread) and emits one
private signal, ``_delivered``, whose queued connection carries the result to the GUI thread,
in order. Only the GUI-thread slot emits the public signals; no widget is touched anywhere
else. Calls from the GUI (``send_action``, ``kick`` ...) are handed to the loop with
``call_soon``.

What the table window receives:

- ``table`` messages: ``seats_changed`` when the held seats change, ``view_changed`` per held
  seat (seat 0: the spectator view) whenever the seat's view is new, ``seat_status_changed``
  for seats whose state changed, ``status_changed`` with a :class:`TableStatus`;
- ``event``: ``event_received`` per held seat, each censored for that seat alone
  (``engine.visibility``: a hotseat connection receives all its seats' down cards);
- ``turn``: ``turn_started`` with the engine's legal moves for a held seat (none otherwise);
- ``chat``: ``chat_received`` (sender ``""`` for a line in the table's name);
- ``notice``: ``chat_received`` with sender ``""`` and the line :meth:`NetSession.notice_line`
  words from the notice's code and arguments in the interface's language;
- ``reveal``: ``hand_recorded`` with the client's fairness check worded for a person;
- a dropped connection: "Reconnecting…" while the client reconnects (RULES.md C4), then
  "Back at the table." or, if it does not come back, ``connection_lost``.

Starting a table. With ``host_options`` the session first starts a :class:`HostThread`
(``host_bind``; if the port is taken, any free port), connects with its admin token (host
controls), pauses the table, sits every seat in ``seats`` (hotseat: one connection, several
named seats), seats the computer players in ``bots`` through the host, sends the player's
habits (auto-muck S2, auto-ante D1), and lets the game go. Closing leaves the table and stops
a host it started (everyone gets the ledger).

Two ways to a table build one: :func:`start_hosting` (a host for the LAN with the Host
dialog's :class:`~studdesk.gui.session.setup.HostSettings`) and :func:`open_network_session`
(someone else's table). Hotseat and solo games run the same table core in this process, with
no socket: :class:`~studdesk.gui.session.core_session.CoreSession`, a subclass.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import os
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from net import DEFAULT_WEB_PORT
from net import protocol as P
from net.client import Client, ClientTable, ConnectionState, JoinError, LoopThread
from net.host import HostOptions, HostThread, TableHost
from studdesk.engine.actions import LegalAction
from studdesk.engine.events import Event
from studdesk.engine.views import TableView
from studdesk.engine.visibility import Viewer
from studdesk.gui.platform.seat_tokens import FILE_NAME as TOKENS_FILE
from studdesk.gui.platform.seat_tokens import SeatTokens
from studdesk.gui.platform.settings import Settings
from studdesk.gui.session.setup import HostSettings, NetworkPlaces, Pace
from studdesk.gui.session.table_session import HandRecord, SeatStatus, TableSession, TableStatus
from studdesk.gui.text.money import format_chips
from studdesk.gui.text.narrator import fmt

log = logging.getLogger(__name__)

SIT_ERRORS = frozenset({"seat_taken", "table_full", "name_taken", "bad_buy_in",
                        "session_ended", "bad_field"})
TURN_ERRORS = frozenset({"illegal_action", "bad_amount", "not_your_turn"})
WILDCARD = ("0.0.0.0", "", "::")
WAITING_NOTICE_MS = 2500
LANDED_MARGIN = 0.2  # s: a ``landed`` sent this close to the host's allowance may come too late
HOTSEAT_COVER_LIMIT = 120.0  # s a hand-over cover may hold a decision's clock at this desk
JOIN_TIMEOUT_S = 600.0  # a host who approves each player may be slow to click

BotSeat = tuple[int | None, str, str | None]  # seat (None: any free), level, name

def status_of(t: ClientTable) -> TableStatus:
    """What the menus need from the client's table model (read on the loop thread)."""
    seats: list[SeatStatus | None] = []
    for n, entry in enumerate(t.seats, start=1):
        if entry is None:
            seats.append(None)
            continue
        seats.append(SeatStatus(
            seat=n, name=entry.name, stack=entry.stack, bot=entry.bot, connected=entry.connected,
            sitting_out=entry.sitting_out, in_hand=t.hand is not None and entry.in_hand,
            client_id=entry.client_id))
    summary = t.summary
    return TableStatus(
        name=summary.name if summary else "", is_host=t.is_host, status=t.status,
        paused=t.paused, hand=t.hand,
        buy_in=summary.buy_in if summary else 0, you=tuple(t.you), seats=tuple(seats),
        table_seats=summary.seats if summary else len(seats))


class NetSession(TableSession):
    """A table on a host (see the module docstring)."""

    _delivered = Signal(object)

    def __init__(self, address: str, port: int, name: str, *, password: str | None = None,
                 watch: bool = False, seats: Sequence[tuple[int | None, str]] | None = None,
                 bots: Sequence[BotSeat] = (), host_options: HostOptions | None = None,
                 host_bind: tuple[str, int] | None = None, settings: Settings | None = None,
                 reconnect_timeout: float = 60.0, ping_interval: float = 5.0,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.address, self.port, self.name = address, port, name
        self.password = password
        self.watching = watch
        self._want: list[tuple[int | None, str]] = (
            [] if watch else list(seats) if seats is not None else [(None, name)])
        self._bots = list(bots)
        self.host_options = host_options
        self.host_bind = host_bind or (address, port)
        self.host_web = False  # also serve the web table (set by start_hosting)
        self.host: HostThread | None = None
        self.settings = settings
        # C4 across host restarts: the token a joiner got, kept per table address
        self.tokens = (SeatTokens(Path(settings.file_name).parent / TOKENS_FILE)
                       if settings is not None and host_options is None and not watch else None)
        self._token_holder = f"{os.getpid()}:{id(self)}"
        self._habits = {"auto_muck": True, "auto_ante": True}
        if settings is not None:
            self._habits = {"auto_muck": bool(settings["auto_muck"]),
                            "auto_ante": bool(settings["auto_post_ante"])}
            settings.setting_changed.connect(self._on_settings_setting_changed)
        self.reconnect_timeout = reconnect_timeout
        self.ping_interval = ping_interval
        self.client: Client | None = None
        self.net: LoopThread | None = None
        self._opening: Any = None  # the concurrent future of _open
        self._held: tuple[int, ...] = tuple(sorted(s for s, _ in self._want if s is not None))
        self._status: TableStatus | None = None
        self._format_game = ""  # the game in play at a table with a format
        self._format_over = False  # a sit-and-go's final standings arrived
        self._views: dict[int, TableView] = {}
        self._seat_states: dict[int, str] = {}
        self._turn_hands: dict[int, int] = {}
        # seat -> (hand, timer ms, until when the host waits): see turn_landed
        self._landing: dict[int, tuple[int, int, float]] = {}
        self._removed = ""  # N3: what the host said of our hand when it removed us
        self.clock: Callable[[], float] = time.monotonic  # the host's (a CoreSession's own)
        self._ante = 0
        self._knocks: set[int] = set()  # loop thread: client ids that knocked
        self._ready = False
        self._failed = False
        self._show_hands: dict[int, int] = {}  # O6: seat -> the hand it may still show
        self._reconnecting = False
        self.ledger: tuple[tuple[P.LedgerRow, ...], bool] | None = None
        self.covers: list[tuple[int, bool]] = []  # hotseat: (seat, cover up) as told
        self.closed = False
        self._shutdown: threading.Thread | None = None
        self._host_stopping: threading.Thread | None = None
        self.lost_code: str | None = None  # why the connection closed ("": no word from it)
        self._pause_asked: bool | None = None  # the host's pause (or go on) not yet made
        self._delivered.connect(self._on_delivered, Qt.ConnectionType.QueuedConnection)

    # ------------------------------------------------------------------ TableSession

    def held_seats(self) -> tuple[int, ...]:
        return self._held

    @property
    def is_hosting(self) -> bool:
        """This session started the table's host (it stops with the session)."""
        return self.host_options is not None

    def ends_table_on_leave(self) -> bool:
        """Leaving ends the table for others: this window hosts a LAN table."""
        options = self.host_options
        if options is None:
            return False
        return bool(options.advertise_on) or self.host_bind[0] not in ("127.0.0.1", "localhost")

    def stop_table(self) -> bool:
        """Stop the host this session started (in a worker thread); the client stays
        connected to receive the final ledger, then hears the table close."""
        host = self.host
        if host is None or self.closed:
            return False

        def stop() -> None:
            with contextlib.suppress(Exception):
                host.stop(end_session=True)

        self._host_stopping = threading.Thread(target=stop, name="studdesk-end-table",
                                               daemon=True)
        self._host_stopping.start()
        return True

    def start(self) -> None:
        if self.net is not None or self.closed:
            return
        self.net = LoopThread("studdesk-client")
        if self.host_options is None:
            self.chat_received.emit("", fmt(self.tr("Connecting to %1…"),
                                            f"{self.address}:{self.port}"))
            QTimer.singleShot(WAITING_NOTICE_MS, self._on_waiting_timeout)
        self._opening = self.net.submit(self._open())

    def _on_waiting_timeout(self) -> None:
        """Still no welcome: a table that approves each player is waiting for its host."""
        if not self.closed and self.client is None and not self._failed:
            self.chat_received.emit("", self.tr("Waiting for the host to let you in…"))

    def send_action(self, seat: int, action: LegalAction) -> None:
        self._call("act", seat, action, self._turn_hands.get(seat))

    def send_chat(self, text: str) -> None:
        self._call("chat", text)

    def close(self) -> None:
        if not self._begin_close():
            return
        self._shutdown = threading.Thread(target=self._shut_down, name="studdesk-leave",
                                          daemon=True)
        self._shutdown.start()

    def _begin_close(self) -> bool:
        """Mark the session closed and stop following the settings; False if it already was."""
        if self.closed:
            return False
        self.closed = True
        if self.settings is not None:
            with contextlib.suppress(RuntimeError, TypeError):
                self.settings.setting_changed.disconnect(self._on_settings_setting_changed)
        return True

    def wait_closed(self, timeout: float = 20.0) -> bool:
        """After :meth:`close`: wait until the connection and a host this session started
        have stopped; False if that took longer than ``timeout``."""
        thread = self._shutdown
        if thread is None:
            return True
        thread.join(timeout)
        return not thread.is_alive()

    # ------------------------------------------------------------------ controls

    def table_status(self) -> TableStatus | None:
        return self._status

    def answer_ante(self, seat: int, post: bool) -> None:
        self._call("ante", post, seat)

    def sit_out(self, seat: int) -> None:
        self._call("sit_out", seat)

    def sit_back(self, seat: int) -> None:
        self._call("sit_back", seat)

    def rebuy(self, seat: int) -> None:
        status = self._status
        entry = status.seat(seat) if status is not None else None
        if status is None or entry is None or entry.stack >= status.buy_in:
            return
        self._call("rebuy", status.buy_in - entry.stack, seat)

    def approve(self, client_id: int, allow: bool = True) -> None:
        self._call("approve", client_id, None, allow)
        self.knock_settled.emit(client_id)

    def kick(self, seat: int) -> None:
        self._call("kick", seat)

    def set_paused(self, on: bool) -> None:
        self._pause_asked = on  # the host's log tells this change when the table makes it
        self._call("pause", on)

    def end_session(self) -> None:
        self._call("end_session")

    def removed_words(self) -> str:
        return self._removed

    def removed_line(self, hand: int, committed: int, stack: int) -> str:
        #: N3: the host removed this player during a hand, which went on without them.
        #: %1: the hand's number, %2: the chips they had put in, %3: the chips they had left
        return fmt(self.tr("Hand #%1 goes on without you: your cards were folded, the %2 you "
                           "had put in stays in its pot, and your %3 leaves the table with you, "
                           "as the host's ledger shows."),
                   hand, format_chips(committed), format_chips(stack))

    def turn_landed(self, seat: int) -> int | None:
        landing = self._landing.pop(seat, None)
        if landing is None:
            return None
        hand, timer_ms, until = landing
        late = self.clock() > until - LANDED_MARGIN
        self._call("landed", seat, hand)  # late too: the host waits for us from now on
        # too late, the host's clock has been running: the turn says how long
        return None if late else timer_ms

    def cover_shown(self, seat: int) -> None:
        self.covers.append((seat, True))
        self._call_if_supported("hotseat_cover", seat, True)

    def cover_cleared(self, seat: int) -> None:
        self.covers.append((seat, False))
        self._call_if_supported("hotseat_cover", seat, False)

    def _call_if_supported(self, method: str, *args: Any) -> None:
        """A call the client of this build may not have yet (the hotseat cover needs the
        host's support: until then the host's clock runs under the cover as before)."""
        if self.client is not None and hasattr(self.client, method):
            self._call(method, *args)

    def _call(self, method: str, *args: Any) -> None:
        client, net = self.client, self.net
        if self.closed or client is None or net is None:
            return
        net.call_soon(getattr(client, method), *args)

    def _on_settings_setting_changed(self, name: str, value: object) -> None:
        key = {"auto_muck": "auto_muck", "auto_post_ante": "auto_ante"}.get(name)
        if key is None:
            return
        self._habits = {**self._habits, key: bool(value)}
        client, net = self.client, self.net
        if client is None or net is None or self.closed:
            return
        habits = dict(self._habits)
        for seat in self._held:
            net.call_soon(lambda s=seat: client.settings(**habits, seat=s))

    # ------------------------------------------------------------------ the loop thread

    def _post(self, *item: Any) -> None:
        if not self.closed:
            self._delivered.emit(item)

    def _start_host(self) -> HostThread:
        """Start the host (blocking; runs in a worker thread): on ``host_bind`` or, when that
        port is taken, on any free port. :attr:`host` is set first, so a session closed
        meanwhile stops it."""
        assert self.host_options is not None
        bind, port = self.host_bind
        for attempt in (port, 0) if port else (0,):
            web = None
            if self.host_web:  # port 0: any free one (a resumed table's own when free)
                web = (bind, DEFAULT_WEB_PORT if attempt else 0)
            host = self.host = HostThread(self.host_options, bind, attempt, web=web)
            try:
                host.start()
                return host
            except OSError:
                host.stop()
                if attempt == 0:
                    raise
        raise AssertionError("unreachable")

    async def _open(self) -> None:
        token = None
        saved = None
        if self.tokens is not None:
            saved = token = self.tokens.token(self.address, self.port, self.name)
        if self.host_options is not None:
            try:
                host = await asyncio.to_thread(self._start_host)
            except Exception as exc:
                log.warning("cannot start the table: %s", exc)
                self._post("join_failed", "host_failed", str(exc))
                return
            if self.closed:
                return
            bind = self.host_bind[0]
            self.address = "127.0.0.1" if bind in WILDCARD else bind
            self.port = host.port
            token = host.admin_token
            if self.ends_table_on_leave():  # a LAN table: say where others can connect
                here = (list(self.host_options.advertise_on or ()) if bind in WILDCARD
                        else [bind]) or [self.address]
                self._post("listening", ", ".join(f"{a}:{host.port}" for a in here))
        try:
            client = await Client.connect(
                self.address, self.port, self.name, self.password, token,
                join_timeout=JOIN_TIMEOUT_S, reconnect_timeout=self.reconnect_timeout,
                ping_interval=self.ping_interval)
        except JoinError as exc:
            self._post("join_failed", exc.code, exc.message)
            return
        except TimeoutError as exc:
            log.info("no welcome from %s:%s: %s", self.address, self.port, exc)
            self._post("join_failed", "no_answer", str(exc))
            return
        except (OSError, P.RemoteProtocolError) as exc:
            log.info("cannot reach %s:%s: %s", self.address, self.port, exc)
            self._post("join_failed", "unreachable", str(exc))
            return
        self.client = client
        client.add_listener(self._on_client)
        t = client.table
        if self.tokens is not None and client.token:
            self.tokens.keep(self.address, self.port, self.name, client.token,
                             t.summary.name if t.summary else "", self._token_holder)
        self._ante = t.summary.ante if t.summary else 0
        self._post("status", status_of(t))
        owner = self.host is not None and t.is_host
        try:
            if owner:
                client.pause(True)  # nobody is dealt in before every seat is taken
            if self._want and not (saved and t.you and client.token == saved):
                await self._sit(client)  # (a kept token brought the seats back: no new sit)
            elif self.watching:
                client.watch()
            if owner and self._bots:
                bots = list(self._bots)
                await asyncio.to_thread(self._seat_bots, bots)
            for seat in t.you:
                client.settings(auto_muck=self._habits["auto_muck"],
                                auto_ante=self._habits["auto_ante"], seat=seat)
        finally:
            if owner:
                client.pause(False)
        if owner:  # the table's first "go on" is no news: wait for it before telling changes
            with contextlib.suppress(TimeoutError, ConnectionError):
                await client.wait_for(lambda t: not t.paused, timeout=5.0)
        self._post("ready")

    async def _sit(self, client: Client) -> None:
        t = client.table
        before = len(t.errors)
        for seat, name in self._want:
            client.sit(seat, name=name)
        wanted = {s for s, _ in self._want if s is not None}

        def settled(t: ClientTable) -> bool:
            return ((wanted <= set(t.you) and len(t.you) >= len(self._want))
                    or any(e.code in SIT_ERRORS for e in itertools.islice(t.errors, before, None)))

        try:
            await client.wait_for(settled, timeout=15.0)
        except (TimeoutError, ConnectionError):
            return
        failed = [e for e in itertools.islice(t.errors, before, None) if e.code in SIT_ERRORS]
        if failed:
            self._post("sit_failed", failed[0].code, failed[0].message)
            if not t.you:
                client.watch()

    def _seat_bots(self, bots: list[BotSeat]) -> None:
        host = self.host
        assert host is not None

        def seat_them(table: TableHost) -> None:
            for seat, level, name in bots:
                if seat is None:
                    table.add_bots(1, level)
                else:
                    with contextlib.suppress(ValueError):
                        table.add_bot(seat, level, name)

        host.call(seat_them)

    def _on_client(self, msg: P.HostMessage | ConnectionState) -> None:
        """The client's listener (loop thread): read the model, post to the GUI thread."""
        client = self.client
        if client is None or self.closed:
            return
        t = client.table
        if isinstance(msg, ConnectionState):
            final = client.final_error
            # Kicked: the token is void. (A stopped host also says session_ended, and may be
            # resumed: that token is kept; a host that does not know it any more says so and
            # the client joins as a new player.)
            if final is not None and self.tokens is not None \
                    and final.code == P.ErrorCode.KICKED:
                self.tokens.forget(self.address, self.port, self.name)
            self._post("state", msg.value, final.code if final else "",
                       final.message if final else "")
        elif isinstance(msg, P.Event):
            self._post("event", tuple(t.you), msg.event, msg.timeout)
        elif isinstance(msg, P.TableState):
            views = {(seat or 0): v for seat, v in t.views.items()}
            states = {s: t.seat_status(s) for s in range(1, 9)}
            self._post("table", tuple(t.you), views, states, status_of(t))
            if msg.format is not None:
                self._post("format", "table", msg.format)
        elif isinstance(msg, (P.Announce, P.Eliminated, P.Standings, P.ChooseGame)):
            self._post("format", msg.TYPE, msg)
        elif isinstance(msg, P.Turn):
            legal = t.legal_moves(msg.seat) if msg.seat in t.you else ()
            left = int(t.turn.remaining() * 1000) if t.turn is not None else msg.deadline_ms
            # the host holds the clock until our ``landed``: then the whole timer is ours
            timer = msg.deadline_ms - (msg.dealing_ms or 0) \
                if msg.awaits_landed and msg.seat in t.you else None
            self._post("turn", msg.hand, msg.seat, left, legal, msg.bank_ms, timer)
        elif isinstance(msg, P.ChatLine):
            self._post("chat", "" if msg.client_id is None else msg.sender, msg.text)
        elif isinstance(msg, P.ShowChance):
            if msg.seat in t.you:
                self._post("show_chance", msg.hand, msg.seat, msg.deadline_ms)
        elif isinstance(msg, P.Notice):
            self._post("notice", msg.code, msg.hand, msg.name, msg.amount, msg.stack)
        elif isinstance(msg, P.Reveal):
            done = t.last_hand
            if done is not None and done.number == msg.hand:
                self._post("hand", done.number, done.phh or "", done.checked, done.commit_ok,
                           done.compared, done.problem)
        elif isinstance(msg, P.AnteQuestion):
            if self._habits["auto_ante"]:
                client.ante(True, msg.seat, msg.hand)  # the setting answers (D1)
            else:
                self._post("ante", msg.seat, self._ante, msg.deadline_ms)
        elif isinstance(msg, P.Knock):
            self._knocks.add(msg.client_id)
            self._post("knock", msg.client_id, msg.name)
        elif isinstance(msg, P.Joined):
            if msg.client_id in self._knocks:
                self._knocks.discard(msg.client_id)
                self._post("knock_settled", msg.client_id)
            if msg.seat is not None:
                self._post("joined", msg.name, msg.seat)
        elif isinstance(msg, P.Left):
            if msg.seat is not None:
                self._post("left", msg.name, msg.seat)
        elif isinstance(msg, P.Ledger):
            self._post("ledger", msg.entries, msg.final)
        elif isinstance(msg, P.Error):
            again: tuple[int, int, int, tuple[LegalAction, ...]] | None = None
            turn = t.turn
            if msg.code in TURN_ERRORS and turn is not None and turn.seat in t.you:
                again = (turn.hand, turn.seat, int(turn.remaining() * 1000),
                         t.legal_moves(turn.seat))
            self._post("error", msg.code, msg.message, msg.fatal, again)

    def _shut_down(self) -> None:
        """Leave and stop (a worker thread, so the window never waits for the network)."""
        net = self.net
        if net is not None:
            opening = self._opening
            if opening is not None and not opening.done():
                opening.cancel()

            async def leave() -> None:
                if self.client is not None:
                    with contextlib.suppress(Exception):
                        await self.client.leave()

            with contextlib.suppress(Exception):
                net.submit(leave()).result(10)
        if self.tokens is not None:
            self.tokens.release(self.address, self.port, self.name, self._token_holder)
        host, stopping = self.host, self._host_stopping
        if stopping is not None:
            stopping.join(30)  # stop_table() is stopping it already
        elif host is not None:
            with contextlib.suppress(Exception):
                host.stop(end_session=True)
        if net is not None:
            net.stop()

    # ------------------------------------------------------------------ the GUI thread

    def _on_delivered(self, item: tuple[Any, ...]) -> None:
        if self.closed:
            return
        kind, *args = item
        getattr(self, f"_got_{kind}")(*args)

    def _got_format(self, kind: str, fields: Any) -> None:
        """``fields``: the table's :class:`~net.protocol.FormatEntry`, or the format message's
        record."""
        from studdesk.gui.text.formats import announce_text, elimination_text

        if isinstance(fields, P.FormatEntry):
            self._format_game = fields.game
        elif isinstance(fields, P.Standings) and fields.final:
            self._format_over = True  # the host ends the session next: say why
        elif isinstance(fields, P.Announce):  # the dealer log's line, in the interface's language
            self.chat_received.emit("", announce_text(fields, self._format_game,
                                                      self.seat_names()))
        elif isinstance(fields, P.Eliminated):
            self.chat_received.emit("", elimination_text(fields.name, fields.place,
                                                         fields.prize))
        self.format_received.emit(kind, fields)

    def choose_game(self, variant: str, seat: int | None = None) -> None:
        self._call("choose", variant, seat)

    def seat_names(self) -> dict[int, str]:
        """Who sits where, as the table last said (m4, n5: "Anna chooses", not "Seat 2"):
        the seats' list, and the hand's players as the felt has them (a table whose status
        has not come yet, a bot's seat, a player who left meanwhile)."""
        names = {s.seat: s.name for view in self._views.values() for s in view.seats}
        status = self._status
        if status is not None:
            names.update({entry.seat: entry.name for entry in status.seats if entry is not None})
        return names

    def _got_status(self, status: TableStatus) -> None:
        old = self._status
        self._status = status
        if old is not None and self._ready and old.paused != status.paused:
            if self.is_hosting:  # the host's own log says what the host did (n7: not the
                if self._pause_asked is status.paused:  # pause while the table opens)
                    self._pause_asked = None
                    self.chat_received.emit(
                        "", self.tr("You pause the game after this hand.") if status.paused
                        else self.tr("You let the game go on."))
            else:
                self.chat_received.emit("", self.tr("The host pauses the game after this hand.")
                                        if status.paused else self.tr("The game goes on."))
        if old != status:
            self.status_changed.emit(status)

    def _got_ready(self) -> None:
        self._ready = True

    def _got_listening(self, where: str) -> None:
        #: %1: address:port, for "Connect by address"
        self.chat_received.emit("", fmt(self.tr("Your table is open at %1."), where))

    def _got_table(self, you: tuple[int, ...], views: dict[int, TableView],
                   states: dict[int, str], status: TableStatus) -> None:
        if you != self._held:
            self._held = you
            self.seats_changed.emit(you)
        for seat in you or (0,):
            v = views.get(seat)
            if v is not None and v is not self._views.get(seat):
                self._views[seat] = v
                self.view_changed.emit(seat, v)
        for seat, state in states.items():
            if self._seat_states.get(seat, "empty") != state:
                self._seat_states[seat] = state
                self.seat_status_changed.emit(seat, state)
        self._got_status(status)

    def _got_event(self, you: tuple[int, ...], event: Event, timeout: bool = False) -> None:
        for seat in you or (0,):
            shown = Viewer.of(seat).censor(event) if seat else event
            self.event_received.emit(seat, shown, timeout)

    def _got_turn(self, hand: int, seat: int, deadline_ms: int,
                  legal: tuple[LegalAction, ...], bank_ms: int | None = None,
                  landing_ms: int | None = None) -> None:
        if bank_ms is not None:
            self.time_bank_changed.emit(seat, bank_ms)
        if legal:
            self._turn_hands[seat] = hand
        if landing_ms is not None:
            self._landing[seat] = (hand, landing_ms,
                                   self.clock() + max(0, deadline_ms - landing_ms) / 1000)
        else:
            self._landing.pop(seat, None)
        self.turn_started.emit(seat, deadline_ms, legal)

    def _got_chat(self, sender: str, text: str) -> None:
        self.chat_received.emit(sender, text)  # "": a line in the table's name, as it came

    def _got_show_chance(self, hand: int, seat: int, deadline_ms: int) -> None:
        self._show_hands[seat] = hand
        self.show_offered.emit(seat, deadline_ms)

    def show_cards(self, seat: int) -> None:
        hand = self._show_hands.pop(seat, None)
        if hand is not None:
            self._call("show", seat, hand)

    def _got_notice(self, code: str, hand: int | None, name: str | None = None,
                    amount: int | None = None, stack: int | None = None) -> None:
        line = self.notice_line(code, hand, name, amount, stack)
        if code in ("removed_in_hand", "removed_all_in"):  # said with the loss (N3)
            self._removed = line
            return
        if line:
            self.chat_received.emit("", line)

    def notice_line(self, code: str, hand: int | None, name: str | None = None,
                    amount: int | None = None, stack: int | None = None) -> str:
        """A ``notice`` from the host (``net.protocol.Notice``: a code and its arguments), in
        the interface's language ("" for a code this build does not know). The host sends
        every table line this way; nothing it says is parsed back from English."""
        if code == "hand_voided":  # a restart voided the hand the host was playing
            #: %1: a hand number
            return fmt(self.tr("Hand #%1 was cut short when the table stopped: it is void, "
                               "and every chip went back to where it was when it started."),
                       hand if hand is not None else "?")
        if code == "sat_out":  # sent after the move the host made for the player
            #: C3: the host sat a player out after two timeouts in a row
            return fmt(self.tr("%1 timed out twice and is sitting out."), name or "?")
        if code == "removed":
            return fmt(self.tr("%1 was removed by the host."), name or "?")
        if code == "ending":
            return self.tr("The host is ending the session after this hand.")
        if code == "removed_in_hand" and None not in (hand, amount, stack):
            return self.removed_line(hand or 0, amount or 0, stack or 0)
        if code == "removed_all_in" and None not in (hand, amount):
            #: N3: the host removed this player, all in, during a hand (played out for them).
            #: %1: the hand's number, %2: the chips they had put in
            return fmt(self.tr("Hand #%1 is played out without you: you are all in with %2, "
                               "and whatever it brings you goes into the host's ledger."),
                       hand or 0, format_chips(amount or 0))
        if code == "rebuy" and amount is not None and stack is not None:
            #: T3: %1 a player, %2 the chips bought, %3 the stack now (the buy-in)
            return fmt(self.tr("%1 rebuys %2: the stack is %3 now."), name or "?",
                       format_chips(amount), format_chips(stack))
        log.info("a notice this build does not know: %s", code)
        return ""

    def _got_hand(self, number: int, phh: str, checked: bool | None, commit_ok: bool,
                  cards: int, problem: str) -> None:
        if checked:
            text = fmt(self.tr("Verified: the deck was committed before the deal, and all %1 "
                               "cards seen here came from it in order."), cards)
        elif checked is None:
            text = self.tr("Not checked: this table missed part of the hand (it joined or "
                           "reconnected during it); the revealed deck matches its commitment.")
        elif not commit_ok:
            text = self.tr("FAILED: the revealed deck does not match the commitment made "
                           "before the deal.")
        else:
            #: %1: what did not match, in English from the network layer
            text = fmt(self.tr("FAILED: the cards dealt do not match the revealed deck (%1)."),
                       problem)
        self.hand_recorded.emit(HandRecord(hand=number, phh=phh, fairness=text,
                                           fairness_ok=checked))

    def _got_ante(self, seat: int, amount: int, deadline_ms: int) -> None:
        self.ante_asked.emit(seat, amount, deadline_ms)

    def _got_knock(self, client_id: int, name: str) -> None:
        self.chat_received.emit("", fmt(self.tr("%1 wants to join the table."), name))
        self.knocked.emit(client_id, name)

    def _got_knock_settled(self, client_id: int) -> None:
        self.knock_settled.emit(client_id)

    def _got_joined(self, name: str, seat: int) -> None:
        self.chat_received.emit("", fmt(self.tr("%1 sits down in seat %2."), name, seat))

    def _got_left(self, name: str, seat: int) -> None:
        self.chat_received.emit("", fmt(self.tr("%1 leaves seat %2."), name, seat))

    def _got_ledger(self, entries: tuple[P.LedgerRow, ...], final: bool) -> None:
        self.ledger = (entries, final)
        self.ledger_received.emit(entries, final)

    def _got_state(self, state: str, code: str, message: str) -> None:
        if state == ConnectionState.RECONNECTING.value:
            self._reconnecting = True
            self.chat_received.emit("", self.tr("Reconnecting…"))
            self.reconnecting.emit(True)
        elif state == ConnectionState.OPEN.value and self._reconnecting:
            self._reconnecting = False
            self.chat_received.emit("", self.tr("Back at the table."))
            self.reconnecting.emit(False)
        elif state == ConnectionState.CLOSED.value:
            if self._reconnecting:
                self._reconnecting = False
                self.reconnecting.emit(False)
            reason = (self.error_text(code, message) if code
                      else self.tr("the connection to the table was lost"))
            self.lost_code = code
            self.connection_lost.emit(reason)

    def _got_join_failed(self, code: str, message: str) -> None:
        self._failed = True
        text = self.error_text(code, message)
        self.join_failed.emit(code, text)
        if not self.closed:  # the window that tried to join may be gone already
            self.connection_lost.emit(text)

    def _got_sit_failed(self, code: str, message: str) -> None:
        #: %1: why (for instance "That seat is taken.")
        self.chat_received.emit("", fmt(self.tr("Could not take a seat: %1"),
                                        self.error_text(code, message)))

    def _got_error(self, code: str, message: str, fatal: bool,
                   again: tuple[int, int, int, tuple[LegalAction, ...]] | None) -> None:
        if fatal:
            return  # the connection closes: connection_lost says why
        self.chat_received.emit("", self.error_text(code, message))
        if again is not None:
            self._got_turn(*again)

    def error_text(self, code: str, message: str = "") -> str:
        """The host's error ``code`` in the interface's language (its English ``message``
        for codes this build does not know)."""
        if code == "session_ended" and self._format_over:
            return self.tr("The sit-and-go is over: one player holds every chip.")
        texts = {
            "unreachable": self.tr("Nobody answers at this address: the table's host has "
                                   "closed it, or is not on this network any more."),
            "no_answer": self.tr("The table did not answer in time (or its host did not let "
                                 "you in yet)."),
            "password_required": self.tr("This table needs a password."),
            "wrong_password": self.tr("That password is not right."),
            "name_taken": self.tr("Someone at this table already uses that name."),
            "refused": self.tr("The host did not let you in."),
            "kicked": self.tr("The host removed you from the table."),
            "open_elsewhere": self.tr("This seat is open in another window."),
            "session_ended": self.tr("You ended the session.") if self.is_hosting
            else self.tr("The host ended the session."),
            "protocol_version": self.tr("This table runs a different version of StudDesk."),
            "table_full": self.tr("Every seat is taken."),
            "seat_taken": self.tr("That seat is taken."),
            "bad_buy_in": self.tr("That buy-in is not allowed at this table."),
            "between_hands": self.tr("You can do that only between hands."),
            "not_your_turn": self.tr("It is not your turn."),
            "illegal_action": self.tr("You cannot do that now."),
            "bad_amount": self.tr("That amount is not allowed now."),
            "host_only": self.tr("Only the host can do that."),
            "too_fast": self.tr("Too many messages; please slow down."),
            "unknown_token": self.tr("Your old seat could not be found; you join as a new "
                                     "player."),
            "not_seated": self.tr("You are not sitting at this table."),
            "not_your_seat": self.tr("That is not your seat."),
            "stale_hand": self.tr("That hand is already over."),
            "paused": self.tr("The game is paused."),
            "internal": self.tr("Something went wrong at the table."),
        }
        if code in ("frame_too_large", "malformed", "bad_type", "bad_field", "out_of_order"):
            #: %1: the host's error code, for instance "bad_field"
            return fmt(self.tr("The table could not take what this program sent (%1)."), code)
        if code == "host_failed":
            #: %1: the system's reason, for instance "Address already in use"
            return fmt(self.tr("The table could not be started: %1"), message)
        return texts.get(code) or message or code


def open_network_session(address: str, port: int, *, name: str, password: str | None = None,
                         watch: bool = False, settings: Settings | None = None,
                         pace: Pace | None = None) -> NetSession:
    """Join the table at ``address:port`` as ``name``: take any free seat, or ``watch``."""
    pace = pace or Pace()
    return NetSession(address, port, name, password=password or None, watch=watch,
                      settings=settings, reconnect_timeout=pace.reconnect_timeout)


def web_urls(session: object) -> list[str]:
    """The web table's addresses when ``session`` hosts one (else [])."""
    host = getattr(session, "host", None)
    if not isinstance(host, HostThread) or host.table is None:
        return []
    try:
        urls: list[str] = host.call(lambda t: t.web.urls() if t.web is not None else [], 5.0)
    except Exception:
        return []
    return urls


def host_options(table: HostSettings, *, network: NetworkPlaces, pace: Pace) -> HostOptions:
    """The :class:`net.host.HostOptions` for what the Host dialog chose."""
    return HostOptions(
        name=table.name, config=table.config, seats=table.seats,
        timer=float(pace.timer if pace.timer is not None else table.action_timer_s),
        time_bank=float(table.time_bank_s), password=table.password or None,
        approve=table.approve_joins, hand_pause=pace.hand_pause, think_ms=pace.think_ms,
        bot_level=table.bot_level, advertise_on=list(network.advertise_on) or None,
        data_dir=network.journal, format=table.format)


def start_hosting(table: HostSettings, *, name: str, network: NetworkPlaces | None = None,
                  pace: Pace | None = None, settings: Settings | None = None) -> NetSession:
    """Host a table with the Host dialog's settings on this machine (``network.bind``,
    advertised over mDNS on ``network.advertise_on``) and return the host's own session to
    it, seated as ``name`` with the host controls; the dialog's computer players sit down
    once the host has taken a seat. The host starts when the session does (in the
    background: advertising takes a moment) and stops when it is closed."""
    network = network or NetworkPlaces()
    pace = pace or Pace()
    session = NetSession(
        network.bind, network.port, name,
        seats=[(min(5, table.seats), name)],  # seat 5 sits at the bottom of the felt
        host_options=host_options(table, network=network, pace=pace),
        bots=[(None, table.bot_level, None)] * table.bots,
        settings=settings, reconnect_timeout=pace.reconnect_timeout)
    session.host_web = table.web
    return session
