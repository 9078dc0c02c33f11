"""The table server: the asyncio shell around :class:`net.table.TableCore`.

:class:`TableHost` listens with :class:`net.tls.TlsListener` (TLS 1.3), feeds every connection's bytes to
the core with the loop's clock, writes what the core returns, runs the bots' thinking in worker
threads (``asyncio.to_thread``) and feeds their choice back, keeps one timer for the core's next
wake-up, advertises the table over mDNS, and owns the journal file. Everything the table decides
(seats, the D1 ante question, C1-C4 timers, approvals, kicks, rebuys, the ledger, what each
connection may see: H1, H3) is in the core, which is tested without sockets.

Host control. The host's own connection is the one whose ``hello`` carries the *admin token*
(:attr:`TableHost.admin_token`: given in :class:`HostOptions`, or kept in the data directory as
``host-token``, or made fresh). It gets ``welcome.host`` true and may send ``approve``,
``kick``, ``pause`` and ``end_session``.

Nothing a client sends can hurt the table: every frame is checked by the protocol module, each
connection's messages are charged by cost against a token bucket, a connection must say hello
within a few seconds, one address may hold only so many connections, a slow reader whose write
buffer grows past a limit is cut off (its seats stay, C4), and a frame the host cannot encode
is logged and dropped.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import re
import secrets
import ssl
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, Final, Protocol

from net import protocol as P
from net.aio import within
from net.invite import Address, Invite, Route, lan_invite
from net.journal import Journal, Salvaged, salvage_open_hand
from net.kept_secret import kept_secret
from net.router import RouterMapper
from net.table import (
    BOT_NAMES,
    AskBot,
    BotFactory,
    Close,
    EndSession,
    HostError,
    HostOptions,
    Output,
    Player,
    SeatState,
    Send,
    TableCore,
    default_bot_factory,
)
from net.table.setup import SetupError, TableSetup
from net.tls import (
    Identity,
    TlsListener,
    ephemeral_identity,
    host_identity,
    start_server_tls,
)
from studdesk import __version__
from studdesk.bots import Bot
from studdesk.engine.actions import LegalAction
from studdesk.engine.evaluate import build_tables
from studdesk.engine.hand import Hand

log = logging.getLogger(__name__)

ADMIN_TOKEN_FILE: Final = "host-token"
# What a host token file may hold: 16 to 128 printable ASCII characters, no spaces (we write
# token_urlsafe(24); a user may write their own).
_TOKEN: Final = re.compile(r"[!-~]{16,128}")
INVITE_FILE: Final = "invite.txt"  # in the data directory: the invite's code, kept up to date
LISTEN_PORT_KEY: Final = "listen_port"  # in the journal's meta: the port of the last start
OLD_CLIENT: Final = ("This table runs a newer StudDesk, which encrypts every connection:"
                     " update StudDesk to join it.")

__all__ = ["ADMIN_TOKEN_FILE", "BOT_NAMES", "Bot", "BotFactory", "HostError", "HostOptions",
           "HostThread", "Player", "SeatState", "TableHost", "default_bot_factory",
           "run_table"]


class ShellConn:
    """The socket side of one connection."""

    __slots__ = ("id", "reader", "writer", "peer", "core", "closing", "reader_task")

    def __init__(self, conn_id: int, reader: asyncio.StreamReader,
                 writer: asyncio.StreamWriter, peer: str, core: TableCore) -> None:
        self.id = conn_id
        self.reader = reader
        self.writer = writer
        self.peer = peer
        self.core = core
        self.closing = False
        self.reader_task: asyncio.Task[Any] | None = None

    @property
    def player(self) -> Player | None:
        conn = self.core.conns.get(self.id)
        return conn.player if conn is not None else None


class ForeignConn(Protocol):
    """A connection another shell carries (net/web.py's WebSockets): the host hands it the
    core's bytes (whole frames) and asks it to close; the shell feeds the core through
    :meth:`TableHost.foreign_open`, :meth:`TableHost.foreign_data` and
    :meth:`TableHost.foreign_lost`."""

    def write(self, data: bytes) -> None: ...

    def close(self, *, abort: bool) -> None: ...


class TableHost:
    """One table. ``await start()``, then it runs until :meth:`stop` (or ``end_session``)."""

    def __init__(self, options: HostOptions, *, rng: random.Random | None = None,
                 journal: Journal | None = None, bot_factory: BotFactory | None = None,
                 tls: bool = True) -> None:
        if not 2 <= options.seats <= 8:
            raise ValueError("a table has 2 to 8 seats")
        # The key pair whose fingerprint is this host's identity (net/tls.py); TlsError when
        # the data directory's pair does not load. ``tls`` False: plain TCP, only for
        # measuring what TLS costs (tests/bench/bench_lan.py).
        self.identity: Identity = (host_identity(options.data_dir) if options.data_dir
                                   else ephemeral_identity())
        self._tls = tls
        self.admin_token = options.admin_token or kept_secret(
            options.data_dir, ADMIN_TOKEN_FILE, "host token", _TOKEN,
            lambda: secrets.token_urlsafe(24))
        self.salvaged: Salvaged | None = None
        if journal is None and options.data_dir is not None:
            self.salvaged = salvage_open_hand(options.data_dir)
            if self.salvaged is not None:
                log.warning("the journal in %s: %s", options.data_dir, self.salvaged)
        self.journal = journal or (
            Journal.open(options.data_dir) if options.data_dir else Journal(":memory:"))
        self.setup = self._kept_setup(options)  # a session to resume: how it was set up
        if self.setup is not None:
            options = self.setup.applied_to(options)
        self.options = options
        self.core = TableCore(options, admin_token=self.admin_token, journal=self.journal,
                              rng=rng, bot_factory=bot_factory)
        # a hand's last move goes out before the hand's end is journalled and revealed
        self.core.hand_over_early(self._carry_out)
        self._conns: dict[int, ShellConn] = {}
        self._serial = 0
        self._server: TlsListener | None = None
        self._timer: asyncio.TimerHandle | None = None
        self._tasks: set[asyncio.Task[Any]] = set()
        self._closed = asyncio.Event()
        self._stopping = False
        self._advertiser: Any = None
        self._advertised_taken = -1
        self._advertised_level = 0
        self._foreign: dict[int, ForeignConn] = {}
        self.shells: list[Callable[[], Any]] = []  # more shells' async close (net/web.py)
        self.web: Any = None  # the web table (net.web.WebTable) when one is served
        self.invite: Invite | None = None  # set once the table listens (net/invite.py)
        self.invite_listeners: list[Callable[[Invite], None]] = []
        self._invite_routes: dict[Route, tuple[Address, ...]] = {}
        self.relay: Any = None  # the relay agent (net.relay.agent.RelayAgent) when relayed
        # The relay agent's own connections to this table, by their local (address, port):
        # the address each relayed guest is known by instead (net/relay/agent.py).
        self.relayed_peers: dict[tuple[str, int], str] = {}
        # The port opened on the home router (HostOptions.router): its mapped_address() is
        # where friends from elsewhere connect; None when the router is not to be opened.
        self.router: RouterMapper | None = None
        if options.router is not None:
            self.router = RouterMapper(options.router, data_dir=options.data_dir)

    # ------------------------------------------------------------------ the core's state

    @property
    def config(self) -> Any:
        return self.core.config

    @property
    def seats(self) -> Mapping[int, SeatState]:
        return self.core.seats

    @property
    def players(self) -> list[Player]:
        return self.core.players

    @property
    def hand(self) -> Hand | None:
        return self.core.hand

    @property
    def hand_seats(self) -> Mapping[int, SeatState]:
        return self.core.hand_seats

    @property
    def hands_played(self) -> int:
        return self.core.hands_played

    @property
    def next_hand(self) -> int:
        return self.core.next_hand

    @property
    def status(self) -> str:
        return self.core.status

    @property
    def paused(self) -> bool:
        return self.core.paused

    @property
    def session_ended(self) -> bool:
        return self.core.session_ended

    @property
    def restored_voided(self) -> list[int]:
        return self.core.restored_voided

    @property
    def hand_listeners(self) -> list[Callable[[Hand], None]]:
        return self.core.hand_listeners

    @property
    def conns(self) -> list[ShellConn]:
        return list(self._conns.values())

    def summary(self) -> P.TableSummary:
        return self.core.summary()

    # ------------------------------------------------------------------ set-up

    def _kept_setup(self, options: HostOptions) -> TableSetup | None:
        """The set-up of the session the journal carries on (None: a new session, or one
        kept before set-ups were; a set-up that cannot be used is logged and the options
        given win, the journal's game still kept as before). What the journal keeps wins over
        what this start was given, and the host says what it kept."""
        config = self.journal.open_session_config()
        if config is None or "setup" not in config:
            return None
        try:
            setup = TableSetup.from_dict(config["setup"])
        except SetupError as exc:
            log.warning("resuming %r: %s; the table runs with the options it was started"
                        " with", options.name, exc)
            return None
        changed = setup.differences(options)
        if changed:
            log.warning("resuming %r as it was set up: %s", setup.name, "; ".join(changed))
        return setup

    async def start(self, host: str = "127.0.0.1", port: int = 0) -> None:
        """Restore from the journal, listen, advertise, and start dealing. ``port`` 0 asks for
        any free port, and a table that resumes a session then listens where it did before
        when that port is free (M3: the joiners' address and kept tokens still work); any
        other ``port`` is where it listens (the operator's explicit ``--port`` wins)."""
        # The evaluators' lookup tables, built off the event loop before the table listens:
        # each seat's view names its hand from the first card dealt, and built there the
        # tables would stall every table and connection of this process at the first deal
        await asyncio.get_running_loop().run_in_executor(None, build_tables)
        self._apply(self.core.restore(self._now()))
        before = self._port_before(LISTEN_PORT_KEY) if port == 0 else None
        context = self.identity.server_context() if self._tls else None
        if before is not None:
            try:
                self._server = await self._listen(context, host, before)
            except OSError as exc:
                log.warning("the table listened on port %s before; it is taken now (%s)",
                            before, exc)
        if self._server is None:
            self._server = await self._listen(context, host, port)
        self.journal.remember(LISTEN_PORT_KEY, str(self.port))
        self._announce_invite()
        if self.setup is None:  # a new session (or an old one without a set-up): keep it
            self.journal.set_session_config("setup", TableSetup.of(self.options).to_dict())
        if self.options.advertise_on:
            await self._start_advertising()
        if self.router is not None:  # in the background: the table deals meanwhile
            self.router.start(self.port)
            self.router.on_change(self._router_mapped)  # the invite carries what it maps

    async def _listen(self, context: Any, host: str, port: int) -> TlsListener:
        listener = TlsListener(context, self._serve, self._refuse_plain,
                               relayed=self.relayed_peers.get)
        await listener.start(host, port)
        return listener

    @property
    def fingerprint(self) -> str:
        """This host's identity: its certificate's SHA-256 (net/tls.py)."""
        return self.identity.fingerprint

    # ------------------------------------------------------------------ the invite

    def lan_hosts(self) -> list[str]:
        """The addresses a guest on the host's network connects to: the bound one, or
        (bound to all) the advertised interfaces, else this machine's LAN addresses."""
        if self.address not in ("0.0.0.0", "::", ""):
            return [self.address]
        hosts = list(self.options.advertise_on or ())
        if not hosts:
            from net.discovery import lan_interfaces

            hosts = lan_interfaces()
        return hosts or ["127.0.0.1"]

    def set_invite_routes(self, route: Route, addresses: Sequence[Address]) -> None:
        """Put ``addresses`` in the invite as the ways of ``route`` (``Route.MAPPED``: the
        port a router forwards; ``Route.RELAY``: a relay and this table's room there),
        replacing that route's earlier ones; () takes the route out. The invite is announced
        again when that changes it."""
        if route is Route.LAN:
            raise ValueError("the LAN addresses are the host's own")
        self._invite_routes[route] = tuple(addresses)
        if self._server is not None and not self._stopping:  # (stopping: its port is closed)
            self._announce_invite()

    def _announce_invite(self) -> None:
        """Make the invite; when it changed, write it to the data directory's invite.txt
        and tell :attr:`invite_listeners`."""
        more = [a for route in (Route.MAPPED, Route.RELAY)
                for a in self._invite_routes.get(route, ())]
        invite = lan_invite(self.fingerprint, self.lan_hosts(), self.port, more)
        if invite == self.invite:
            return
        self.invite = invite
        if self.options.data_dir is not None:
            path = Path(self.options.data_dir) / INVITE_FILE
            try:
                path.write_text(invite.code() + "\n", encoding="ascii")
            except OSError as exc:
                log.warning("cannot write the invite to %s: %s", path, exc)
        for listener in list(self.invite_listeners):
            try:
                listener(invite)
            except Exception:
                log.exception("an invite listener failed")

    def _port_before(self, key: str) -> int | None:
        """The port a resumed session listened on (``key`` in the journal's meta)."""
        if not self.core.resumed:
            return None
        before = self.journal.recall(key)
        return int(before) if before is not None and before.isdigit() and int(before) else None

    async def serve_web(self, host: str, port: int | None) -> None:
        """Serve the web table (net/web.py) beside this one on ``port``: 0 for any free port,
        and for a resumed session the port its web table had when that is free; None for none,
        unless the resumed session served one (the phones come back to the same address).
        The port goes into the session's set-up."""
        from net.web import WebTable

        kept = self.setup.web_port if self.setup is not None else None
        if port is None and kept is None:
            return
        wanted = port or 0
        if wanted == 0 and kept:
            web = WebTable(self)
            try:
                await web.start(host, kept)
            except OSError as exc:
                log.warning("the web table was on port %s before; it is taken now (%s)", kept,
                            exc)
                await web.close()
        if self.web is None:
            await WebTable(self).start(host, wanted)
        assert self.web is not None
        self.setup = TableSetup.of(self.options, web_port=int(self.web.port))
        self.journal.set_session_config("setup", self.setup.to_dict())

    async def keep_relayed(self, relay: tuple[str, int],
                           on_event: Callable[[str], None] | None = None) -> None:
        """Keep this table registered at the relay ``relay`` (host, port) until it stops
        (net/relay/agent.py; the room comes from the data directory's key): :attr:`relay` is
        the agent, ``relay.address`` what an invite carries. ``on_event`` hears each change of
        the registration as one line."""
        from net.relay.agent import start_relay_agent

        self.relay = await start_relay_agent(self, relay, self.options.data_dir,
                                             on_event=on_event)
        self.shells.append(self.relay.close)
        where = self.relay.address
        self.set_invite_routes(Route.RELAY, [Address(Route.RELAY, where.host, where.port,
                                                     where.room)])

    async def keep_reachable(self, relay: tuple[str, int],
                             on_event: Callable[[str], None] | None = None) -> None:
        """Keep friends from elsewhere able to join through ``relay`` (host, port) when the
        router does not let them in. Without ``--open-router`` the table registers at the
        relay at once (:meth:`keep_relayed`). With it, the router is tried first: the relay is
        registered only when the router's first answer is no mapping, or a mapping on an
        outside address that is not public (friends outside the provider's network cannot
        reach it), or later when the mapping goes or a renewal moves it to an address that is
        not public; a table the router opens to the internet never registers a room it does
        not need. (A renewal that fails keeps the mapping in the invite: the router's forward
        usually outlives its answers, and the mapper tries again.) Once registered, the
        relay stays in the invite (beside the mapped address, which a guest tries first)
        until the table stops. ``on_event`` hears each decision as one line."""
        if self.router is None:
            await self.keep_relayed(relay, on_event)
            return
        task = asyncio.get_running_loop().create_task(
            self._relay_when_unmapped(self.router, relay, on_event), name="relay-fallback")

        async def close() -> None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task

        self.shells.append(close)

    async def _relay_when_unmapped(self, router: RouterMapper, relay: tuple[str, int],
                                   on_event: Callable[[str], None] | None) -> None:
        def say(text: str) -> None:
            log.info("%s", text)
            if on_event is not None:
                try:
                    on_event(text)
                except Exception:
                    log.exception("a relay line's listener failed")

        where = f"{relay[0]}:{relay[1]}"
        mapping = await router.settled()
        if mapping is not None and mapping.public and not self._stopping:
            say(f"relay: not used while the router forwards {mapping.label()}; {where} is"
                " registered if that mapping goes")
            gone = asyncio.Event()
            router.on_change(lambda now: gone.set() if now is None or not now.public else None)
            await gone.wait()
            if self._stopping:
                return
            say(f"relay: the router's mapping is gone or no longer public; registering the"
                f" table at {where}")
        elif mapping is not None:
            say(f"relay: the router's outside address is not public; registering the table"
                f" at {where} too")
        else:
            say(f"relay: the router did not open the port; registering the table at {where}")
        if self._stopping:
            return
        try:
            await self.keep_relayed(relay, on_event)
        except Exception as exc:  # the table runs on for the LAN and the router
            log.exception("registering at the relay failed")
            say(f"relay: cannot use {where} ({exc}); the table runs on without it")
            return
        say(f"relay room {self.relay.address} (guests who cannot reach this machine join"
            " through the relay)")

    def _router_mapped(self, mapping: Any) -> None:
        """The router's mapping changed (made, moved, gone): the invite follows."""
        address = self.router.mapped_address() if self.router is not None else None
        self.set_invite_routes(Route.MAPPED, [] if address is None else [
            Address(Route.MAPPED, address[0], address[1])])

    @property
    def port(self) -> int:
        assert self._server is not None
        sock = self._server.sockets[0]
        return int(sock.getsockname()[1])

    @property
    def address(self) -> str:
        assert self._server is not None
        return str(self._server.sockets[0].getsockname()[0])

    def _now(self) -> float:
        return asyncio.get_running_loop().time()

    # ------------------------------------------------------------------ driving the core

    def _apply(self, outputs: list[Output]) -> None:
        """Carry out what the core asked for, then set the timer for its next wake-up."""
        self._carry_out(outputs)
        self._advertise_taken()
        self._schedule()

    def _carry_out(self, outputs: list[Output]) -> None:
        """Carry out what the core asked for: a step's, or what it handed over before the
        step ended (:meth:`TableCore.hand_over_early`: a hand's last move, written to the
        sockets before the hand's end is journalled and revealed).

        A connection's frames of one step go out in one write (its events and ``table``,
        then the ``turn``: one system call, not two), each connection's in the order the
        core made them, and all of them before anything else the core asked for after
        them (a close)."""
        writes: dict[int, list[bytes]] = {}
        for out in outputs:
            if isinstance(out, Send):
                writes.setdefault(out.conn, []).append(out.data)
                continue
            if writes:
                self._write_all(writes)
            try:
                if isinstance(out, Close):
                    self._close(out.conn, abort=out.abort)
                elif isinstance(out, AskBot):
                    self._spawn(self._run_bot(out))
                elif isinstance(out, EndSession):
                    self._spawn(self.stop(end_session=True))
            except Exception:
                log.exception("the host failed to carry out %r", type(out).__name__)
        if writes:
            self._write_all(writes)

    def _write_all(self, writes: dict[int, list[bytes]]) -> None:
        """Each connection's gathered frames in one write (``writes`` is emptied)."""
        for conn_id, parts in writes.items():
            try:
                self._write(conn_id, parts[0] if len(parts) == 1 else b"".join(parts))
            except Exception:
                log.exception("the host failed to write to connection %d", conn_id)
        writes.clear()

    def _schedule(self) -> None:
        """The timer for the core's next wake-up. A timer already set to go off no later is
        kept (a tick before anything is due does nothing): most steps move the wake-up later
        (a new decision's deadline), and the loop is not asked for a new timer at each."""
        timer = self._timer
        if self._stopping:
            if timer is not None:
                timer.cancel()
                self._timer = None
            return
        wake = self.core.next_wake()
        if wake is None:
            return  # a timer still set goes off and finds nothing to do
        loop = asyncio.get_running_loop()
        when = max(wake, loop.time()) + 0.001
        if timer is not None:
            if timer.when() <= when:
                return
            timer.cancel()
        self._timer = loop.call_at(when, self._on_timer)

    def _on_timer(self) -> None:
        self._timer = None
        if not self._stopping:
            self._apply(self.core.tick(self._now()))

    async def _run_bot(self, ask: AskBot) -> None:
        move: LegalAction | None
        try:
            move = await asyncio.to_thread(ask.bot.decide, ask.view)
        except Exception:
            log.exception("the bot in seat %d failed", ask.seat)
            move = None
        if not self._stopping:
            self._apply(self.core.bot_decided(ask.request, move, self._now()))

    def call_core(self, fn: Callable[[TableCore], Any]) -> Any:
        value, outputs = self.core.call(fn, self._now())
        self._apply(outputs)
        return value

    def add_bots(self, count: int, level: str | None = None) -> list[int]:
        """Seat ``count`` computer players in the lowest free seats (from the next hand)."""
        seats: list[int] = self.call_core(lambda core: core.add_bots(count, level))
        return seats

    def add_bot(self, seat: int, level: str | None = None, name: str | None = None) -> int:
        """Seat one computer player (see :meth:`TableCore.add_bot`)."""
        result: int = self.call_core(lambda core: core.add_bot(seat, level, name))
        return result

    def bots_seated(self) -> int:
        return self.core.bots_seated()

    def let_back(self, name: str) -> None:
        """Lift a kick's bar on ``name`` for this session."""
        self.call_core(lambda core: core.let_back(name))

    # ------------------------------------------------------------------ discovery

    async def _start_advertising(self) -> None:
        from net.discovery import Advertiser

        cfg = self.core.config
        interfaces = list(self.options.advertise_on or ())
        addresses = [self.address] if self.address not in ("0.0.0.0", "::") else interfaces
        adv = Advertiser(name=self.options.name, port=self.port, interfaces=interfaces,
                         addresses=addresses, variant=cfg.variant.value,
                         stakes=cfg.stakes_label(), seats=self.options.seats,
                         taken=len(self.seats), password=bool(self.options.password),
                         version=__version__, fingerprint=self.fingerprint,
                         **self._format_props())
        await adv.async_start()
        self._advertiser = adv
        self._advertised_taken = len(self.seats)

    def _advertise_taken(self) -> None:
        adv = self._advertiser
        taken = len(self.seats)
        if adv is None or self._stopping:
            return
        fmt = self._format_props()
        if taken == self._advertised_taken and fmt.get("level", 0) == self._advertised_level:
            return
        self._advertised_taken = taken
        self._advertised_level = int(fmt.get("level", 0))
        self._spawn(adv.async_update(taken=taken, **fmt))

    def _format_props(self) -> dict[str, Any]:
        """The night's format for the mDNS record (PROTOCOL.md, Formats); {} without one."""
        night = self.core.night
        if night is None:
            return {}
        summary = night.summary(self.core)
        return {"format": summary["format"], "games": tuple(summary["games"]),
                "mode": summary["mode"], "level": summary["level"]}

    # ------------------------------------------------------------------ stopping

    async def stop(self, *, end_session: bool = False) -> None:
        """Stop the table: a hand in play is voided (chips back to where they were when it
        started), everyone gets the ledger and ``session_ended``, the journal is closed.
        ``end_session`` also closes the session in the journal (a restart starts a new one);
        otherwise a restart with the same data directory carries on. It always stops: a
        failure on the way is logged and the rest still runs."""
        if self._stopping:
            await self._closed.wait()
            return
        try:
            outputs = self.core.stop(self._now(), end_session=end_session)
        except Exception:
            log.exception("the table failed while stopping")
            outputs = [Close(c) for c in self._conns]
        self._apply(outputs)
        self._stopping = True
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        try:
            if self._server is not None:
                self._server.close()
            for sc in list(self._conns.values()):
                self._close(sc.id, abort=False)
            for conn_id in list(self._foreign):
                self._close(conn_id, abort=False)
            for close_shell in self.shells:
                with contextlib.suppress(Exception):
                    await within(close_shell(), 5.0)
            pending = [t for t in self._tasks if t is not asyncio.current_task()]
            if pending:
                await asyncio.wait(pending, timeout=3.0)
            for t in list(self._tasks):
                if t is not asyncio.current_task():
                    t.cancel()
            for sc in list(self._conns.values()):
                sc.writer.transport.abort()
            if self._advertiser is not None:
                with contextlib.suppress(Exception):
                    await within(self._advertiser.async_close(), 5.0)
                self._advertiser = None
            if self.router is not None:  # delete the mapping (waits for one being made)
                with contextlib.suppress(Exception):
                    await within(self.router.close(), 15.0)
        except Exception:
            log.exception("the table failed while stopping")
        finally:
            with contextlib.suppress(Exception):
                self.journal.close()
            self._closed.set()

    async def wait_closed(self) -> None:
        await self._closed.wait()

    # ------------------------------------------------------------------ sockets

    def _write(self, conn_id: int, data: bytes) -> None:
        fc = self._foreign.get(conn_id)
        if fc is not None:
            fc.write(data)
            return
        sc = self._conns.get(conn_id)
        if sc is None or sc.writer.transport.is_closing():
            return
        try:
            sc.writer.write(data)
        except Exception:  # the transport is gone
            sc.writer.transport.abort()
            return
        if sc.writer.transport.get_write_buffer_size() > self.options.max_write_buffer:
            log.warning("connection %d reads too slowly; cutting it off", conn_id)
            sc.writer.transport.abort()

    def _close(self, conn_id: int, *, abort: bool) -> None:
        fc = self._foreign.get(conn_id)
        if fc is not None:
            fc.close(abort=abort)
            return
        sc = self._conns.get(conn_id)
        if sc is None or sc.closing:
            if sc is not None and abort:
                sc.writer.transport.abort()
            return
        sc.closing = True
        if abort:
            sc.writer.transport.abort()
        else:
            self._spawn(self._linger(sc))

    async def _linger(self, sc: ShellConn) -> None:
        """Flush, half-close, and let the reader drop what the peer still sends for a moment (a
        lingering close): closing a socket with unread input would reset the connection and
        the peer could lose the error that explains why."""
        with contextlib.suppress(Exception):
            await within(sc.writer.drain(), 1.0)
            if sc.writer.can_write_eof():
                sc.writer.write_eof()
        task = sc.reader_task
        if task is not None and not task.done():
            with contextlib.suppress(Exception):
                await asyncio.wait([task], timeout=1.0)
        sc.writer.close()

    def _spawn(self, coro: Any) -> None:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if self._stopping:
            writer.close()
            return
        self._serial += 1
        peer = writer.get_extra_info("peername")
        address = str(peer[0]) if isinstance(peer, tuple) and peer else str(peer)
        if self.relayed_peers and isinstance(peer, tuple) and len(peer) >= 2:
            address = self.relayed_peers.pop((address, int(peer[1])), address)
        sc = ShellConn(self._serial, reader, writer, address, self.core)
        sc.reader_task = asyncio.current_task()
        self._conns[sc.id] = sc
        try:
            self._apply(self.core.connect(sc.id, address, self._now()))
            while not self._stopping:
                data = await reader.read(65536)
                if not sc.closing:
                    self._apply(self.core.receive_data(sc.id, data, self._now()))
                if not data:
                    break
        except (ConnectionError, OSError):
            pass
        except asyncio.CancelledError:
            pass
        except Exception:
            log.exception("connection %d failed", sc.id)
        finally:
            self._conns.pop(sc.id, None)
            if not sc.closing:
                sc.closing = True
                with contextlib.suppress(Exception):
                    writer.close()
            if not self._stopping:
                self._apply(self.core.connection_lost(sc.id, self._now()))


    async def serve_stream(self, writer: asyncio.StreamWriter) -> None:
        """Serve a guest whose bytes come over a stream the host already holds (a relay's
        connection joined to the guest, net/tls.py's :func:`~net.tls.start_server_tls`): TLS
        as the host, then the table, until it closes. A failed handshake closes it."""
        try:
            reader, tls_writer = await start_server_tls(writer, self.identity.server_context())
        except (OSError, TimeoutError, ssl.SSLError) as exc:
            log.info("a relayed guest's TLS handshake failed: %s", exc)
            writer.close()
            return
        await self._serve(reader, tls_writer)

    async def _refuse_plain(self, reader: asyncio.StreamReader,
                            writer: asyncio.StreamWriter) -> None:
        """A guest that speaks plain frames to this TLS port (an older StudDesk): its hello
        is answered with the fatal ``protocol_version`` error in the framing it understands,
        and the connection closed; the table is not told of it."""
        try:
            with contextlib.suppress(TimeoutError):
                await within(reader.read(65536), 2.0)
            writer.write(P.encode_message(P.Error(
                code=P.ErrorCode.PROTOCOL_VERSION, message=OLD_CLIENT, fatal=True)))
            await within(writer.drain(), 1.0)
            if writer.can_write_eof():
                writer.write_eof()
            with contextlib.suppress(TimeoutError):  # a lingering close, as _linger's
                while await within(reader.read(65536), 1.0):
                    pass
        except (OSError, TimeoutError):
            pass
        finally:
            writer.close()

    # ------------------------------------------------------------------ other shells

    def foreign_open(self, address: str, conn: ForeignConn) -> int | None:
        """A connection from another shell (a browser's WebSocket) joins the core like a TCP
        one; its id, or None when the table is stopping."""
        if self._stopping:
            return None
        self._serial += 1
        conn_id = self._serial
        self._foreign[conn_id] = conn
        self._apply(self.core.connect(conn_id, address, self._now()))
        return conn_id

    def foreign_data(self, conn_id: int, data: bytes) -> None:
        """Bytes (whole frames, length headers included) from a foreign connection."""
        if conn_id in self._foreign and not self._stopping:
            self._apply(self.core.receive_data(conn_id, data, self._now()))

    def foreign_lost(self, conn_id: int) -> None:
        if self._foreign.pop(conn_id, None) is not None and not self._stopping:
            self._apply(self.core.connection_lost(conn_id, self._now()))


async def run_table(options: HostOptions, host: str, port: int, *, bots: int = 0,
                    ready: Callable[[TableHost], None] | None = None,
                    stop_signals: Iterable[int] = (),
                    web_port: int | None = None, relay: tuple[str, int] | None = None,
                    relay_events: Callable[[str], None] | None = None) -> TableHost:
    """Run a table until it is stopped (a signal in ``stop_signals``, or ``end_session``);
    with ``web_port`` also the web table (net/web.py) on the same address; with ``relay``
    (host, port) the table is kept registered at that relay (net/relay/agent.py), and
    ``relay_events`` hears each change of the registration as one line."""
    table = TableHost(options)
    await table.start(host, port)
    try:
        await table.serve_web(host, web_port)
        if relay is not None:
            await table.keep_reachable(relay, relay_events)
    except BaseException:
        await table.stop()
        raise
    if bots > table.bots_seated():
        table.add_bots(bots - table.bots_seated())
    loop = asyncio.get_running_loop()
    for sig in stop_signals:
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(sig, lambda: asyncio.ensure_future(table.stop()))
    if ready is not None:
        ready(table)
    try:
        await table.wait_closed()
    finally:
        for sig in stop_signals:
            with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
                loop.remove_signal_handler(sig)
    return table


class HostThread:
    """A :class:`TableHost` on its own event loop in a daemon thread, for a GUI that hosts
    (Qt runs the main thread). ``start()`` blocks until the table listens; then ``port`` and
    ``admin_token`` are what the host's own :class:`net.client.Client` connects with.

    >>> from net.host import HostOptions, HostThread
    >>> ht = HostThread(HostOptions(name="Doc table"))
    >>> ht.start()
    >>> ht.port > 0 and len(ht.admin_token) >= 16
    True
    >>> ht.stop()
    """

    def __init__(self, options: HostOptions, host: str = "127.0.0.1", port: int = 0, *,
                 bots: int = 0, bot_level: str | None = None,
                 bot_factory: BotFactory | None = None,
                 web: tuple[str, int] | None = None, relay: tuple[str, int] | None = None,
                 relay_events: Callable[[str], None] | None = None) -> None:
        from net.client import LoopThread

        self.options = options
        self._bind = (host, port)
        self._bots = (bots, bot_level)
        self._bot_factory = bot_factory
        self._web = web  # (address, port) of the web table, or None
        self._relay = relay, relay_events  # the relay to keep the table registered at
        self._loop = LoopThread("studdesk-host")
        self.table: TableHost | None = None

    async def _start(self) -> TableHost:
        table = TableHost(self.options, bot_factory=self._bot_factory)
        await table.start(*self._bind)
        try:
            web = self._web
            await table.serve_web(*(web if web is not None else (self._bind[0], None)))
            relay, relay_events = self._relay
            if relay is not None:
                await table.keep_reachable(relay, relay_events)
        except BaseException:
            await table.stop()
            raise
        bots, level = self._bots
        if bots > table.bots_seated():
            table.add_bots(bots - table.bots_seated(), level)
        return table

    def start(self, timeout: float = 30.0) -> None:
        self.table = self._loop.submit(self._start()).result(timeout)

    @property
    def port(self) -> int:
        assert self.table is not None
        return self.table.port

    @property
    def admin_token(self) -> str:
        assert self.table is not None
        return self.table.admin_token

    def call(self, fn: Callable[[TableHost], Any], timeout: float = 10.0) -> Any:
        """``fn(table)`` on the host's loop (the host is not thread-safe); its result."""
        async def run() -> Any:
            assert self.table is not None
            return fn(self.table)

        return self._loop.submit(run()).result(timeout)

    def stop(self, *, end_session: bool = False, timeout: float = 30.0) -> None:
        """Stop the table (see :meth:`TableHost.stop`) and the thread."""
        if self.table is not None:
            with contextlib.suppress(Exception):
                self._loop.submit(self.table.stop(end_session=end_session)).result(timeout)
        self._loop.stop(timeout)
