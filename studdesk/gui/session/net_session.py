"""The product's table session: :class:`NetSession`, a :class:`net.client.Client` behind the
:class:`~studdesk.gui.session.table_session.TableSession` signals.

Threads. The client runs on its own asyncio loop (:class:`net.client.LoopThread`); a host this
window started (:class:`net.host.HostThread`) on another. The client's table model
(:class:`net.client.ClientTable`) is the one copy of the table on this side: the session keeps
none. The client's listener runs on the loop thread, matches the host's message by its class
and reads what the GUI will need from the model there (the views and seat states that changed,
legal moves, the fairness check: the model is only consistent on that thread); it emits one
private signal, ``_delivered``, whose queued connection carries a typed record
(:mod:`~studdesk.gui.session.news`, or the host's message itself) to the GUI thread, in order.
Only the GUI-thread slot, which matches the record's class, emits the public signals; no widget
is touched anywhere else. Calls from the GUI (``send_action``, ``kick`` ...) hand the loop a
function of the client (``call_soon``) that calls its typed send helper.

What the table window receives:

- ``table`` messages: ``seats_changed`` when the held seats change, ``view_changed`` per held
  seat (seat 0: the spectator view) whenever the seat's view is new, ``seat_status_changed``
  for seats whose state changed, ``status_changed`` with a :class:`TableStatus`;
- ``event``: ``event_received`` per held seat, each censored for that seat alone
  (``engine.visibility``: a hotseat connection receives all its seats' down cards);
- ``turn``: ``turn_started`` with the engine's legal moves for a held seat (none otherwise);
- at a table nobody deals, this device waiting for its player's showdown choice (S2, auto-muck
  off): ``turn_started`` with Show and Muck, as the engine offers them at any other table's
  showdown; the click goes to the device (``send_action``), and the connection mucks when the
  table's timer runs out;
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
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, assert_never

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from net import DEFAULT_WEB_PORT
from net import protocol as P
from net.client import Client, ClientTable, ConnectionState, JoinError, LoopThread
from net.host import HostOptions, HostThread, TableHost
from net.invite import Address
from net.router import RouterOptions
from net.tls import fingerprint_text
from studdesk.engine.actions import ActionKind, LegalAction
from studdesk.engine.visibility import Viewer
from studdesk.gui.platform.known_tables import FILE_NAME as KNOWN_FILE
from studdesk.gui.platform.known_tables import KnownTables
from studdesk.gui.platform.seat_tokens import FILE_NAME as TOKENS_FILE
from studdesk.gui.platform.seat_tokens import SeatTokens
from studdesk.gui.platform.settings import Settings
from studdesk.gui.session.news import (
    AnteNews,
    ErrorNews,
    EventNews,
    FirstIdentity,
    FormatMessage,
    FormatNews,
    HandNews,
    Invited,
    JoinedNews,
    JoinFailed,
    Listening,
    News,
    Ready,
    ShowdownChoiceNews,
    SitFailed,
    StateNews,
    StatusNews,
    TableLine,
    TableNews,
    TurnNews,
    news_of,
    status_of,
)
from studdesk.gui.session.setup import HostSettings, NetworkPlaces, Pace
from studdesk.gui.session.table_session import HandRecord, TableSession, TableStatus
from studdesk.gui.text.money import format_chips
from studdesk.gui.text.narrator import fmt

log = logging.getLogger(__name__)

SIT_ERRORS = frozenset({"seat_taken", "table_full", "name_taken", "bad_buy_in",
                        "session_ended", "bad_field"})
WILDCARD = ("0.0.0.0", "", "::")
WAITING_NOTICE_MS = 2500
LANDED_MARGIN = 0.2  # s: a ``landed`` sent this close to the host's allowance may come too late
HOTSEAT_COVER_LIMIT = 120.0  # s a hand-over cover may hold a decision's clock at this desk
JOIN_TIMEOUT_S = 600.0  # a host who approves each player may be slow to click

BotSeat = tuple[int | None, str, str | None]  # seat (None: any free), level, name

class NetSession(TableSession):
    """A table on a host (see the module docstring)."""

    _delivered = Signal(object)
    invite_changed = Signal(str)  # the invite's code of the table this session hosts

    def __init__(self, address: str, port: int, name: str, *, password: str | None = None,
                 watch: bool = False, seats: Sequence[tuple[int | None, str]] | None = None,
                 bots: Sequence[BotSeat] = (), host_options: HostOptions | None = None,
                 host_bind: tuple[str, int] | None = None, settings: Settings | None = None,
                 reconnect_timeout: float = 60.0, ping_interval: float = 5.0,
                 fingerprint: str | None = None, routes: Sequence[Address] = (),
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.address, self.port, self.name = address, port, name
        # The host's identity (net/tls.py) when the way here named it (an invite, the mDNS
        # record); else the one remembered for the address, else the first one seen is kept.
        self.fingerprint = fingerprint
        self.routes = tuple(routes)  # an invite's addresses, in order; () for address:port
        self.known = (KnownTables(Path(settings.file_name).parent / KNOWN_FILE)
                      if settings is not None and host_options is None else None)
        self.invite_code = ""  # the invite of the table this session hosts
        self.password = password
        self.watching = watch
        self._want: list[tuple[int | None, str]] = (
            [] if watch else list(seats) if seats is not None else [(None, name)])
        self._bots = list(bots)
        self.host_options = host_options
        self.host_bind = host_bind or (address, port)
        self.host_web = False  # also serve the web table (set by start_hosting)
        self.host_relay: tuple[str, int] | None = None  # the relay (set by start_hosting)
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
        self._format_over = False  # a sit-and-go's final standings arrived
        # What this window offered the player and has not had answered: the hand of each held
        # seat's turn (an answer for a hand that ended is stale, never a move in the next one),
        # of its O6 chance to show, and the landing of a turn the host holds the clock for.
        self._turn_hands: dict[int, int] = {}
        self._show_hands: dict[int, int] = {}
        self._choice_hands: dict[int, int] = {}  # S2 at a table nobody deals: show or muck
        # seat -> (hand, timer ms, until when the host waits): see turn_landed
        self._landing: dict[int, tuple[int, int, float]] = {}
        self._removed = ""  # N3: what the host said of our hand when it removed us
        self.clock: Callable[[], float] = time.monotonic  # the host's (a CoreSession's own)
        self._ready = False
        self._failed = False
        self._reconnecting = False
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
        if action.kind in (ActionKind.SHOW, ActionKind.MUCK) and seat in self._choice_hands:
            # the showdown choice this connection's device waits for (a table nobody deals)
            number = self._choice_hands.pop(seat)
            show = action.kind is ActionKind.SHOW
            self._send(lambda c: c.show_or_muck(seat, show, number))
            return
        hand = self._turn_hands.get(seat)
        self._send(lambda c: c.act(seat, action, hand))

    def send_chat(self, text: str) -> None:
        self._send(lambda c: c.chat(text))

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
        self._send(lambda c: c.ante(post, seat))

    def sit_out(self, seat: int) -> None:
        self._send(lambda c: c.sit_out(seat))

    def sit_back(self, seat: int) -> None:
        self._send(lambda c: c.sit_back(seat))

    def rebuy(self, seat: int) -> None:
        status = self._status
        entry = status.seat(seat) if status is not None else None
        if status is None or entry is None or entry.stack >= status.buy_in:
            return
        amount = status.buy_in - entry.stack
        self._send(lambda c: c.rebuy(amount, seat))

    def approve(self, client_id: int, allow: bool = True) -> None:
        self._send(lambda c: c.approve(client_id, None, allow))
        self.knock_settled.emit(client_id)

    def kick(self, seat: int) -> None:
        self._send(lambda c: c.kick(seat))

    def set_paused(self, on: bool) -> None:
        self._pause_asked = on  # the host's log tells this change when the table makes it
        self._send(lambda c: c.pause(on))

    def end_session(self) -> None:
        self._send(lambda c: c.end_session())

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
        self._send(lambda c: c.landed(seat, hand))  # late too: the host waits for us now
        # too late, the host's clock has been running: the turn says how long
        return None if late else timer_ms

    def cover_shown(self, seat: int) -> None:
        self.covers.append((seat, True))
        self._send(lambda c: c.hotseat_cover(seat, True))

    def cover_cleared(self, seat: int) -> None:
        self.covers.append((seat, False))
        self._send(lambda c: c.hotseat_cover(seat, False))

    def _send(self, say: Callable[[Client], None]) -> None:
        """``say(client)`` on the client's loop thread (its send helpers write at once)."""
        client, net = self.client, self.net
        if self.closed or client is None or net is None:
            return
        net.call_soon(say, client)

    def _on_settings_setting_changed(self, name: str, value: object) -> None:
        key = {"auto_muck": "auto_muck", "auto_post_ante": "auto_ante"}.get(name)
        if key is None:
            return
        self._habits = {**self._habits, key: bool(value)}
        muck, ante, held = self._habits["auto_muck"], self._habits["auto_ante"], self._held

        def tell(client: Client) -> None:
            for seat in held:
                client.settings(auto_muck=muck, auto_ante=ante, seat=seat)

        self._send(tell)

    # ------------------------------------------------------------------ the loop thread

    def _post(self, news: News) -> None:
        """Hand ``news`` to the GUI thread (queued: in order, after what came before)."""
        if not self.closed:
            self._delivered.emit(news)

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
            host = self.host = HostThread(self.host_options, bind, attempt, web=web,
                                          relay=self.host_relay)
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
                self._post(JoinFailed("host_failed", str(exc)))
                return
            if self.closed:
                return
            bind = self.host_bind[0]
            self.address = "127.0.0.1" if bind in WILDCARD else bind
            self.port = host.port
            token = host.admin_token
            self.fingerprint = await asyncio.to_thread(host.call, lambda t: t.fingerprint)
            if self.ends_table_on_leave():  # a LAN table: say where others can connect
                here = (list(self.host_options.advertise_on or ()) if bind in WILDCARD
                        else [bind]) or [self.address]
                self._post(Listening(", ".join(f"{a}:{host.port}" for a in here)))
                await asyncio.to_thread(host.call, self._follow_invite)
        first = False
        if self.fingerprint is None and self.known is not None and not self.routes:
            self.fingerprint = self.known.fingerprint(self.address, self.port)
            first = self.fingerprint is None
        try:
            client = await Client.connect(
                self.address, self.port, self.name, self.password, token,
                join_timeout=JOIN_TIMEOUT_S, reconnect_timeout=self.reconnect_timeout,
                ping_interval=self.ping_interval, fingerprint=self.fingerprint,
                routes=self.routes)
        except JoinError as exc:
            self._post(JoinFailed(exc.code, exc.message))
            return
        except TimeoutError as exc:
            log.info("no welcome from %s:%s: %s", self.address, self.port, exc)
            self._post(JoinFailed("no_answer", str(exc)))
            return
        except (OSError, P.RemoteProtocolError) as exc:
            log.info("cannot reach %s:%s: %s", self.address, self.port, exc)
            self._post(JoinFailed("unreachable", str(exc)))
            return
        self.client = client
        client.add_listener(self._on_client)
        if self.known is not None and client.fingerprint:
            self.known.keep(client.host, client.port, client.fingerprint)
            if first:
                self._post(FirstIdentity(client.fingerprint))
        t = client.table
        if self.tokens is not None and client.token:
            self.tokens.keep(self.address, self.port, self.name, client.token,
                             t.summary.name if t.summary else "", self._token_holder)
        self._post(StatusNews(status_of(t)))
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
        self._post(Ready())

    def _follow_invite(self, table: TableHost) -> None:
        """On the host's loop: post the invite now and whenever it changes."""
        def post(invite: Any) -> None:
            self._post(Invited(invite.code()))

        if table.invite is not None:
            post(table.invite)
        table.invite_listeners.append(post)

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
            self._post(SitFailed(failed[0].code, failed[0].message))
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
        if isinstance(msg, ConnectionState):
            final = client.final_error
            # Kicked: the token is void. (A stopped host also says session_ended, and may be
            # resumed: that token is kept; a host that does not know it any more says so and
            # the client joins as a new player.)
            if final is not None and self.tokens is not None \
                    and final.code == P.ErrorCode.KICKED:
                self.tokens.forget(self.address, self.port, self.name)
            self._post(StateNews(msg, final.code if final else "",
                                 final.message if final else ""))
        elif isinstance(msg, P.AnteQuestion) and self._habits["auto_ante"]:
            client.ante(True, msg.seat, msg.hand)  # the setting answers (D1)
        elif (news := news_of(msg, client.table)) is not None:
            self._post(news)

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

    def _on_delivered(self, news: News) -> None:
        if self.closed:
            return
        match news:
            case TableNews():
                self._got_table(news)
            case EventNews():
                self._got_event(news)
            case TurnNews():
                self._got_turn(news)
            case ShowdownChoiceNews():
                self._got_showdown_choice(news)
            case FormatNews():
                self._got_format(news.message, news.names, news.game)
            case HandNews():
                self._got_hand(news)
            case StatusNews():
                self._got_status(news.status)
            case StateNews():
                self._got_state(news)
            case ErrorNews():
                self._got_error(news)
            case JoinedNews():
                if news.knock_settled:
                    self.knock_settled.emit(news.message.client_id)
                if news.message.seat is not None:
                    self.chat_received.emit("", fmt(self.tr("%1 sits down in seat %2."),
                                                    news.message.name, news.message.seat))
            case P.Left():
                if news.seat is not None:
                    self.chat_received.emit("", fmt(self.tr("%1 leaves seat %2."), news.name,
                                                    news.seat))
            case P.ChatLine():  # "": a line in the table's name, as it came
                self.chat_received.emit("" if news.client_id is None else news.sender, news.text)
            case TableLine():
                self.chat_received.emit("", news.text)
            case P.ShowChance():
                self._show_hands[news.seat] = news.hand
                self.show_offered.emit(news.seat, news.deadline_ms)
            case P.Notice():
                self._got_notice(news)
            case AnteNews():
                self.ante_asked.emit(news.seat, news.amount, news.deadline_ms)
            case P.Knock():
                self.chat_received.emit("", fmt(self.tr("%1 wants to join the table."),
                                                news.name))
                self.knocked.emit(news.client_id, news.name)
            case P.Ledger():
                self.ledger_received.emit(news.entries, news.final)
            case JoinFailed():
                self._got_join_failed(news.code, news.message)
            case SitFailed():
                #: %1: why (for instance "That seat is taken.")
                self.chat_received.emit("", fmt(self.tr("Could not take a seat: %1"),
                                                self.error_text(news.code, news.message)))
            case Ready():
                self._ready = True
            case Listening():
                #: %1: address:port, for "Connect by address"
                self.chat_received.emit("", fmt(self.tr("Your table is open at %1."),
                                                news.where))
            case FirstIdentity():
                #: %1: the table's certificate fingerprint, groups of four hex digits
                self.chat_received.emit("", fmt(self.tr(
                    "A table new to this computer: its identity is %1. StudDesk remembers it"
                    " and refuses another machine at this address."),
                    fingerprint_text(news.fingerprint)))
            case Invited():
                self.invite_code = news.code
                self.invite_changed.emit(news.code)
            case _:
                assert_never(news)  # a kind of news with no case here fails the type check

    def _got_table_format(self, entry: P.FormatEntry) -> None:
        """The table's :class:`~net.protocol.FormatEntry` (sent with every ``table`` message at
        a night's format)."""
        self.format_received.emit("table", entry)

    def _got_format(self, message: FormatMessage, names: Mapping[int, str] | None = None,
                    game: str = "") -> None:
        """A format message; ``names`` who sits where and ``game`` the game in play as the
        table model had them then (``names``: the latest status's when not given)."""
        from studdesk.gui.text.formats import announce_text, elimination_text

        if isinstance(message, P.Standings) and message.final:
            self._format_over = True  # the host ends the session next: say why
        elif isinstance(message, P.Announce):  # the dealer log's line, in the interface's words
            self.chat_received.emit("", announce_text(
                message, game, dict(self.seat_names() if names is None else names)))
        elif isinstance(message, P.Eliminated):
            self.chat_received.emit("", elimination_text(message.name, message.place,
                                                         message.prize))
        self.format_received.emit(message.TYPE, message)

    def choose_game(self, variant: str, seat: int | None = None) -> None:
        self._send(lambda c: c.choose(variant, seat))

    def seat_names(self) -> dict[int, str]:
        """Who sits where, as the table's status last said (m4, n5: "Anna chooses", not
        "Seat 2"); a format message carries the names as the client's table model had them,
        the hand's players on the felt included (:meth:`net.client.ClientTable.seat_names`)."""
        status = self._status
        if status is None:
            return {}
        return {entry.seat: entry.name for entry in status.seats if entry is not None}

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

    def _got_table(self, news: TableNews) -> None:
        you = news.you
        if you != self._held:
            self._held = you
            self.seats_changed.emit(you)
        for seat in you or (0,):
            v = news.views.get(seat)
            if v is not None:
                self.view_changed.emit(seat, v)
        for seat, state in news.seat_states.items():
            self.seat_status_changed.emit(seat, state)
        self._got_status(news.status)
        if news.format is not None:
            self._got_table_format(news.format)

    def _got_event(self, news: EventNews) -> None:
        for seat in news.you or (0,):
            shown = Viewer.of(seat).censor(news.event) if seat else news.event
            # timeout: the host acted for the player (C1): the log says so
            self.event_received.emit(seat, shown, news.timeout)

    def _got_turn(self, turn: TurnNews) -> None:
        seat = turn.seat
        if turn.bank_ms is not None:
            self.time_bank_changed.emit(seat, turn.bank_ms)
        if turn.legal:
            self._turn_hands[seat] = turn.hand
        if turn.timer_ms is not None:
            self._landing[seat] = (turn.hand, turn.timer_ms, self.clock() + max(
                0, turn.left_ms - turn.timer_ms) / 1000)
        else:
            self._landing.pop(seat, None)
        self.turn_started.emit(seat, turn.left_ms, turn.legal)

    def _got_showdown_choice(self, news: ShowdownChoiceNews) -> None:
        """S2 at a table nobody deals: this device waits for its player to show or muck. It
        is offered as the engine offers it at any other table's showdown, a turn with Show and
        Muck (the same buttons and clock); the answer goes to the device (:meth:`send_action`),
        and the connection mucks when the timer runs out (C1)."""
        seat = news.seat
        self._choice_hands[seat] = news.hand
        self._landing.pop(seat, None)
        self.turn_started.emit(seat, news.left_ms, (LegalAction(ActionKind.SHOW, seat),
                                                    LegalAction(ActionKind.MUCK, seat)))

    def show_cards(self, seat: int) -> None:
        hand = self._show_hands.pop(seat, None)
        if hand is not None:
            self._send(lambda c: c.show(seat, hand))

    def _got_notice(self, notice: P.Notice) -> None:
        line = self.notice_line(notice.code, notice.hand, notice.name, notice.amount,
                                notice.stack, notice.seconds)
        if notice.code in ("removed_in_hand", "removed_all_in"):  # said with the loss (N3)
            self._removed = line
            return
        if line:
            self.chat_received.emit("", line)

    def _nobody_deals(self) -> bool:
        """The table is one where nobody deals (its summary says ``trustless``)."""
        client = self.client
        summary = client.table.summary if client is not None else None
        return summary is not None and summary.extra.get("trustless") is True

    def notice_line(self, code: str, hand: int | None, name: str | None = None,
                    amount: int | None = None, stack: int | None = None,
                    seconds: int | None = None) -> str:
        """A ``notice`` from the host (``net.protocol.Notice``: a code and its arguments), in
        the interface's language ("" for a code this build does not know). The host sends
        every table line this way; nothing it says is parsed back from English."""
        if code == "hand_voided" and self._nobody_deals():
            # a table nobody deals also voids a hand a device cheated in, or one whose deal
            # could not start (net/PROTOCOL.md): no restart to speak of
            #: At a table where nobody deals. %1: a hand number
            return fmt(self.tr("Hand #%1 is void: every chip went back to where it was when "
                               "it started."), hand if hand is not None else "?")
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
        if code == "no_deal_key":  # a table nobody deals: this device gave no key (PROTOCOL.md)
            #: At a table where nobody deals (every computer with a seat takes part in the
            #: deal), this computer has not given the table its share of the deal yet.
            return self.tr("You are not dealt in: at this table nobody deals, and this "
                           "computer has not given its share of the deal yet.")
        if code == "slow_device" and seconds is not None:
            # a table nobody deals, before a hand: a device's forecast wait (net.table.forecast)
            #: At a table where nobody deals, said before a hand. %1: a player, %2: seconds.
            #: Every player's computer or phone checks the shuffled deck before the cards come.
            return fmt(self.tr("%1's device needs about %2 s to check the deck: the cards come "
                               "about %2 s after the hand starts."), name or "?", seconds)
        log.info("a notice this build does not know: %s", code)
        return ""

    def _got_hand(self, news: HandNews) -> None:
        done = news.hand
        checked = done.checked
        if checked:
            text = fmt(self.tr("Verified: the deck was committed before the deal, and all %1 "
                               "cards seen here came from it in order."), done.compared)
        elif checked is None:
            text = self.tr("Not checked: this table missed part of the hand (it joined or "
                           "reconnected during it); the revealed deck matches its commitment.")
        elif not done.commit_ok:
            text = self.tr("FAILED: the revealed deck does not match the commitment made "
                           "before the deal.")
        else:
            #: %1: what did not match, in English from the network layer
            text = fmt(self.tr("FAILED: the cards dealt do not match the revealed deck (%1)."),
                       done.problem)
        self.hand_recorded.emit(HandRecord(hand=done.number, phh=done.phh or "", fairness=text,
                                           fairness_ok=checked))

    def _got_state(self, news: StateNews) -> None:
        if news.state is ConnectionState.RECONNECTING:
            self._reconnecting = True
            self.chat_received.emit("", self.tr("Reconnecting…"))
            self.reconnecting.emit(True)
        elif news.state is ConnectionState.OPEN and self._reconnecting:
            self._reconnecting = False
            self.chat_received.emit("", self.tr("Back at the table."))
            self.reconnecting.emit(False)
        elif news.state is ConnectionState.CLOSED:
            if self._reconnecting:
                self._reconnecting = False
                self.reconnecting.emit(False)
            reason = (self.error_text(news.code, news.message) if news.code
                      else self.tr("the connection to the table was lost"))
            self.lost_code = news.code
            self.connection_lost.emit(reason)

    def _got_join_failed(self, code: str, message: str) -> None:
        self._failed = True
        text = self.error_text(code, message)
        self.join_failed.emit(code, text)
        if not self.closed:  # the window that tried to join may be gone already
            self.connection_lost.emit(text)

    def _got_error(self, news: ErrorNews) -> None:
        error = news.message
        if error.fatal:
            return  # the connection closes: connection_lost says why
        self.chat_received.emit("", self.error_text(error.code, error.message))
        if news.again is not None:
            self._got_turn(news.again)

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
            "not_encrypted": self.tr("The table did not open an encrypted connection: it runs"
                                     " an older StudDesk, or it is not a StudDesk table."),
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
        if code == "wrong_host":
            #: %1: the fingerprint expected, groups of four hex digits
            return fmt(self.tr("Refused: this is not the table you asked for. Its identity"
                               " (certificate fingerprint) is not %1: another machine"
                               " answered. If the host made a new table identity, join"
                               " with its new invite."),
                       fingerprint_text(self.fingerprint or ""))
        if code == "host_failed":
            #: %1: the system's reason, for instance "Address already in use"
            return fmt(self.tr("The table could not be started: %1"), message)
        return texts.get(code) or message or code


def open_network_session(address: str, port: int, *, name: str, password: str | None = None,
                         watch: bool = False, settings: Settings | None = None,
                         pace: Pace | None = None, fingerprint: str | None = None,
                         routes: Sequence[Address] = ()) -> NetSession:
    """Join the table at ``address:port`` as ``name``: take any free seat, or ``watch``;
    ``fingerprint`` pins the host's identity, ``routes`` are an invite's addresses in order."""
    pace = pace or Pace()
    return NetSession(address, port, name, password=password or None, watch=watch,
                      settings=settings, reconnect_timeout=pace.reconnect_timeout,
                      fingerprint=fingerprint, routes=routes)


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
        data_dir=network.journal, format=table.format,
        router=RouterOptions() if table.open_router else None, trustless=table.trustless)


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
    session.host_relay = table.relay
    return session
