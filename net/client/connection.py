"""The TCP connection to a host: :class:`Client`.

``await Client.connect(host, port, name)`` says hello and waits for ``welcome``; the send
helpers (:class:`~net.client.sending.Sender`: :meth:`~Client.sit`, :meth:`~Client.act`, ...)
write at once; every message from the host is applied to :attr:`Client.table` (the
:class:`~net.client.model.ClientTable`) and then handed to the listeners
(:meth:`Client.add_listener`) and to :meth:`Client.messages` iterators. When the connection
drops, the client reconnects with its token and carries on (RULES.md C4); listeners see
:class:`~net.client.model.ConnectionState` changes. Pings and the silence that means a dead
connection are :class:`~net.client.liveness.Liveness`'s. At a table nobody deals the model
answers the host's ``deal_*`` messages (its device: :mod:`net.client.device`) and the client
sends the answers at once, in order; listeners get each message as the model took it (a held
seat's down card filled in).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from typing import Any, Final

from net import protocol as P
from net.aio import within
from net.client.liveness import Liveness
from net.client.model import ClientTable, ConnectionState, ShowdownChoiceInfo
from net.client.sending import Sender
from net.invite import Address, Invite, Route, dial
from net.tls import NotTls, WrongHost, fingerprint_text, start_client_tls
from studdesk import __version__

log = logging.getLogger(__name__)

KEEP_QUEUED: Final = 10_000  # messages waiting for a reader of Client.messages()
FINAL_CODES: Final = frozenset({
    P.ErrorCode.PROTOCOL_VERSION, P.ErrorCode.PASSWORD_REQUIRED, P.ErrorCode.WRONG_PASSWORD,
    P.ErrorCode.REFUSED, P.ErrorCode.KICKED, P.ErrorCode.SESSION_ENDED,
    P.ErrorCode.OPEN_ELSEWHERE,
})
"""Fatal errors after which reconnecting is pointless."""


class JoinError(Exception):
    """The host did not let us in: ``code`` (``wrong_password``, ``name_taken`` ...) and a
    sentence for a person."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


WRONG_HOST: Final = "wrong_host"
"""The :class:`JoinError` code of a host whose certificate is not the one pinned."""
NOT_ENCRYPTED: Final = "not_encrypted"
"""The :class:`JoinError` code of an address that did not answer with TLS."""


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:] + "."


class Unencrypted(JoinError):
    """No address answered with TLS (an older StudDesk, or something that is not a table).
    A reconnect takes it for a passing failure (a relay that garbled the handshake)."""


Listener = Callable[[P.HostMessage | ConnectionState], None]
Dialled = tuple[asyncio.StreamReader, asyncio.StreamWriter, str]  # the streams, the fingerprint
Opener = Callable[[], Awaitable[tuple[asyncio.StreamReader, asyncio.StreamWriter]]]
"""How a client opens its byte stream to the host when not by TCP to ``host:port`` (a relay:
``net.relay.guest.relay_opener``); called again for every reconnection."""

_LIVE: set[Client] = set()
"""Clients whose connection runs: the event loop keeps tasks only weakly, so a client nobody
else refers to would otherwise be collected in the middle of a game."""


class Client(Sender):
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
                 table: ClientTable | None = None, fingerprint: str | None = None,
                 routes: Sequence[Address] = (), opener: Opener | None = None) -> None:
        self.host, self.port, self.name = host, port, name
        self.opener = opener
        """Opens the stream to the host when it is not TCP to ``host:port`` (a relay's room:
        ``net.relay.guest.relay_opener``); TLS starts on it all the same."""
        self.routes: tuple[Address, ...] = tuple(routes) or (
            (Address(Route.LAN, host, port),) if 0 < port < 65536 else ())  # 0: in-process
        """The addresses tried, in order, at every connect and reconnect (net/invite.py)."""
        self.fingerprint = fingerprint
        """The host's pinned identity (net/tls.py): given, or the first one seen, after
        which a host with another certificate is refused."""
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

    @classmethod
    async def join_invite(cls, invite: Invite, name: str, password: str | None = None,
                          token: str | None = None, **options: Any) -> Client:
        """:meth:`connect` through an invite: its addresses in order (LAN, mapped, relay),
        its fingerprint pinned."""
        first = invite.in_order()[0]
        return await cls.connect(first.host, first.port, name, password, token,
                                 fingerprint=invite.fingerprint, routes=invite.in_order(),
                                 **options)

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
        reader, writer = await self._dial()
        self._reader, self._writer = reader, writer
        self._proto = P.Connection(P.Role.CLIENT)
        try:
            await self._say_hello(writer, timeout,
                                  timeout if new_timeout is None else new_timeout)
        except BaseException:
            writer.close()
            raise

    async def _open_by_opener(self) -> Dialled:
        assert self.opener is not None
        reader, writer = await self.opener()
        return await start_client_tls(reader, writer, self.fingerprint,
                                      f"{self.host}:{self.port}")

    async def _dial(self) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
        """TLS to the first of :attr:`routes` whose host has the pinned fingerprint (the
        first answer pins it when none is given). An address whose certificate differs is
        passed over; when no address had the host, :class:`JoinError` ``wrong_host`` names
        the fingerprint asked for, ``not_encrypted`` (:class:`Unencrypted`) says an address
        answered without TLS, else the last address's OSError or TimeoutError."""
        wrong: list[WrongHost] = []
        plain: list[NotTls] = []
        failure: BaseException | None = None
        attempts: list[tuple[Address | None, Callable[[], Awaitable[Dialled]]]] = (
            [(None, self._open_by_opener)] if self.opener is not None else
            [(route, functools.partial(dial, route, self.fingerprint)) for route in self.routes])
        for route, attempt in attempts:
            try:
                reader, writer, seen = await within(attempt(), 20.0 if self.opener else 15.0)
            except WrongHost as exc:
                log.info("%s", exc)
                wrong.append(exc)
            except NotTls as exc:
                plain.append(exc)
            except (OSError, TimeoutError, LookupError) as exc:
                log.info("cannot reach %s: %s", route, exc)
                failure = exc
            else:
                self.fingerprint = seen
                if route is not None:
                    self.host, self.port = route.host, route.port
                return reader, writer
        if wrong:
            expected = fingerprint_text(wrong[0].expected)
            if len(self.routes) == 1:
                message = _sentence(str(wrong[0]))
            else:
                message = (f"No address of the invite reached the table whose fingerprint is"
                           f" {expected}; another machine answered at"
                           f" {', '.join(w.where for w in wrong)}.")
            raise JoinError(WRONG_HOST, message)
        if plain and failure is None:
            raise Unencrypted(NOT_ENCRYPTED, _sentence(str(plain[0])))
        assert failure is not None
        if isinstance(failure, LookupError):
            raise OSError(str(failure))
        raise failure

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
            except Unencrypted:  # a garbled handshake (a relay's, say): try again
                await asyncio.sleep(delay)
                delay = min(delay * 2, 2.0)
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
        table = self.table
        table.apply(msg)
        if table.replies:  # a table nobody deals: this device's answers, at once and in order
            replies, table.replies = table.replies, []
            for reply in replies:
                self._send(reply)
        choice = table.showdown_choice
        if table.changes.showdown_choice is not None and choice is not None:
            self._time_choice(choice)
        msg = table.applied or msg  # with a held seat's down card filled in (model.py)
        for listener in list(self._listeners):
            try:
                listener(msg)
            except Exception:
                log.exception("a client listener failed")
        for q in self._queues:
            if q.qsize() >= KEEP_QUEUED:  # a reader far behind a flood: the oldest go
                q.get_nowait()
            q.put_nowait(msg)

    def _time_choice(self, choice: ShowdownChoiceInfo) -> None:
        """S2 at a table nobody deals: the host does not time a device's showdown choice (it
        waits for it, H4), so this connection does: when the table's timer runs out and the
        player has not answered, it mucks, the move the host makes at any other table (C1)."""
        def ran_out() -> None:
            if self.table.showdown_choice == choice:
                self.show_or_muck(choice.seat, False, choice.hand)

        with contextlib.suppress(RuntimeError):  # no loop running: nobody to time it
            asyncio.get_running_loop().call_later(choice.remaining(), ran_out)

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
