"""The host's side of a relay: :class:`RelayAgent` keeps the table's room registered and
carries each relayed guest to the table.

The agent holds a control connection to the relay (``relay_host``), pings it, and after a drop
registers again with a growing, jittered back-off (1 s doubling to 60 s; back to 1 s after a
registration that held). For each ``relay_guest`` it opens a data connection
(``relay_accept``) and a connection of its own to the table's listening port, and pumps the
bytes both ways: the guest's stream (TLS, when the table speaks it) ends at the table's own
server exactly as a LAN connection's does, and the agent never reads it.

The table then sees the guest coming from this machine. So that its per-address limits and
password back-off still tell guests apart, the agent binds its connection's local port first
and tells the table (:attr:`TableView.relayed_peers`) that the connection from that address and
port is ``relay:<the guest's address as the relay saw it>``; the table's listener bounds the
guests in their TLS handshake by that name too (:class:`net.tls.TlsListener`).

The room: the host draws it. A secret of 32 random bytes is kept in ``<data-dir>/relay-secret``
(:func:`load_room_secret`) and the room is the secret's :func:`~net.relay.wire.room_of`, so the room
(and the invite) outlive a restart of the host or of the relay, and only this host can hold it.
"""

from __future__ import annotations

import asyncio
import ipaddress
import logging
import random
import socket
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final, Protocol

from net.aio import within
from net.kept_secret import kept_secret
from net.relay.streams import read_frame, splice
from net.relay.wire import (
    SECRET_RE,
    RelayAccept,
    RelayError,
    RelayFrameError,
    RelayGuest,
    RelayHost,
    RelayOk,
    RelayPing,
    RelayPong,
    RelayRefusal,
    is_room,
    new_secret,
    room_of,
)

log = logging.getLogger(__name__)

ROOM_SECRET_FILE: Final = "relay-secret"
PING_EVERY: Final = 20.0  # the relay drops a control connection silent for 75 s
CONNECT_TIMEOUT: Final = 10.0
BACKOFF_FIRST: Final = 1.0
BACKOFF_MAX: Final = 60.0
HELD: Final = 30.0  # a registration that held this long starts the back-off again from 1 s


@dataclass(frozen=True)
class RelayAddress:
    """Where guests reach a relayed table: the relay and the room (what an invite carries)."""

    host: str
    port: int
    room: str

    def __str__(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{host}:{self.port}/{self.room}"

    @classmethod
    def parse(cls, text: str) -> RelayAddress:
        """The inverse of ``str()``; ``ValueError`` saying what is wrong.

        >>> a = RelayAddress.parse("relay.example.org:47478/" + "r" * 32)
        >>> a.host, a.port, str(a) == "relay.example.org:47478/" + "r" * 32
        ('relay.example.org', 47478, True)
        >>> str(RelayAddress.parse(str(RelayAddress("2001:db8::1", 1, "r" * 16))))
        '[2001:db8::1]:1/rrrrrrrrrrrrrrrr'
        """
        where, slash, room = text.rpartition("/")
        host, colon, port = where.rpartition(":")
        host = host.removeprefix("[").removesuffix("]")
        if not slash or not colon or not host or not port.isdigit() \
                or not 0 < int(port) < 65536:
            raise ValueError(f"a relay is written HOST:PORT/ROOM, not {text!r}")
        if not is_room(room):
            raise ValueError(f"{room!r} is not a relay room")
        return cls(host, int(port), room)


class TableView(Protocol):
    """What the agent needs of the table (:class:`net.host.TableHost`)."""

    @property
    def port(self) -> int: ...

    @property
    def address(self) -> str: ...

    relayed_peers: dict[tuple[str, int], str]


def load_room_secret(data_dir: Path | None) -> str:
    """The host's room secret: kept in ``<data_dir>/relay-secret`` (made there when missing or
    not a secret); a fresh one each time without a data directory."""
    return kept_secret(data_dir, ROOM_SECRET_FILE, "relay secret", SECRET_RE, new_secret)


def relayed_name(address: str) -> str:
    """How the table names a relayed guest's address: ``relay:`` and the address the relay
    reported (``relay:?`` for anything that is not an IP address)."""
    try:
        return "relay:" + str(ipaddress.ip_address(address))
    except ValueError:
        return "relay:?"


class RelayAgent:
    """Keeps ``table`` registered at the relay ``host:port`` until :meth:`close`.

    ``on_event(text)`` hears one line for a person whenever the registration changes
    ("registered", "lost ...; again in 4 s", a refusal)."""

    def __init__(self, table: TableView, host: str, port: int, secret: str, *,
                 on_event: Callable[[str], None] | None = None, max_guests: int = 64,
                 rng: random.Random | None = None) -> None:
        self.table = table
        self.relay_host, self.relay_port = host, port
        self.secret = secret
        self.room = room_of(secret)
        self.on_event = on_event
        self.max_guests = max_guests
        self.registered = asyncio.Event()
        self.registrations = 0  # how many times the room was registered
        self.last_error: str | None = None
        self._rng = rng or random.Random()
        self._task: asyncio.Task[None] | None = None
        self._control: asyncio.StreamWriter | None = None
        self._guests: set[asyncio.Task[None]] = set()
        self._closing = False

    @property
    def address(self) -> RelayAddress:
        """What the invite carries: the relay and the room."""
        return RelayAddress(self.relay_host, self.relay_port, self.room)

    @property
    def guests(self) -> int:
        """Guests carried now."""
        return len(self._guests)

    def start(self) -> None:
        self._task = asyncio.ensure_future(self._run())

    async def close(self) -> None:
        self._closing = True
        if self._task is not None:
            self._task.cancel()
        for task in list(self._guests):
            task.cancel()
        pending = [t for t in (self._task, *self._guests) if t is not None]
        if pending:
            await asyncio.wait(pending, timeout=5.0)

    def drop(self) -> None:
        """Cut the control connection as a network failure would (tests)."""
        if self._control is not None:
            self._control.transport.abort()

    def _say(self, text: str) -> None:
        log.info("%s", text)
        if self.on_event is not None:
            try:
                self.on_event(text)
            except Exception:
                log.exception("the relay agent's listener failed")

    # ------------------------------------------------------------------ the control connection

    async def _run(self) -> None:
        delay = BACKOFF_FIRST
        where = f"{self.relay_host}:{self.relay_port}"
        loop = asyncio.get_running_loop()
        while not self._closing:
            started = loop.time()
            try:
                await self._registered_session()
                reason = "the relay closed the connection"
            except RelayError as exc:
                reason = f"the relay refused: {exc.message} ({exc.code})"
            except (OSError, TimeoutError, asyncio.IncompleteReadError, RelayFrameError) as exc:
                reason = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
            except Exception as exc:  # a bug must not end the registration for good
                log.exception("the relay agent failed")
                reason = f"{type(exc).__name__}: {exc}"
            self.registered.clear()
            self.last_error = reason
            if self._closing:
                return
            if loop.time() - started >= HELD:
                delay = BACKOFF_FIRST
            wait = delay * (0.75 + 0.5 * self._rng.random())
            self._say(f"relay {where}: {reason}; registering again in {wait:.0f} s")
            await asyncio.sleep(wait)
            delay = min(delay * 2, BACKOFF_MAX)

    async def _registered_session(self) -> None:
        reader, writer = await within(
            asyncio.open_connection(self.relay_host, self.relay_port), CONNECT_TIMEOUT)
        self._control = writer
        pinger: asyncio.Task[None] | None = None
        try:
            writer.write(RelayHost(room=self.room, secret=self.secret).encode())
            answer = await read_frame(reader, CONNECT_TIMEOUT)
            if isinstance(answer, RelayRefusal):
                raise RelayError(answer.code, answer.message)
            if not isinstance(answer, RelayOk) or answer.room != self.room:
                raise RelayError("relay", f"the relay answered {answer.TYPE}, not relay_ok")
            self.registrations += 1
            self.registered.set()
            self._say(f"relay {self.relay_host}:{self.relay_port}: registered, room"
                      f" {self.room}")
            pinger = asyncio.ensure_future(self._ping(writer))
            while True:
                frame = await read_frame(reader, PING_EVERY * 2 + 10)
                if isinstance(frame, RelayGuest):
                    self._take_guest(frame)
                elif not isinstance(frame, RelayPong):
                    raise RelayError("relay", f"the relay sent {frame.TYPE} on the control"
                                              " connection")
        except asyncio.IncompleteReadError:
            return  # the relay closed
        finally:
            self._control = None
            if pinger is not None:
                pinger.cancel()
            writer.close()

    async def _ping(self, writer: asyncio.StreamWriter) -> None:
        nonce = 0
        while True:
            await asyncio.sleep(PING_EVERY)
            nonce += 1
            writer.write(RelayPing(nonce=nonce).encode())

    # ------------------------------------------------------------------ one guest

    def _take_guest(self, guest: RelayGuest) -> None:
        if len(self._guests) >= self.max_guests:
            log.warning("a relayed guest from %s is turned away: %d are carried already",
                        guest.address, len(self._guests))
            return  # the relay tells the guest when it times out
        task = asyncio.ensure_future(self._carry(guest))
        self._guests.add(task)
        task.add_done_callback(self._guests.discard)

    async def _carry(self, guest: RelayGuest) -> None:
        relay: tuple[asyncio.StreamReader, asyncio.StreamWriter] | None = None
        local: tuple[asyncio.StreamReader, asyncio.StreamWriter] | None = None
        try:
            relay = await within(
                asyncio.open_connection(self.relay_host, self.relay_port), CONNECT_TIMEOUT)
            relay[1].write(RelayAccept(room=self.room, guest=guest.guest).encode())
            answer = await read_frame(relay[0], CONNECT_TIMEOUT)
            if not isinstance(answer, RelayOk):
                log.info("the relay did not carry a guest: %s", answer)
                return
            local = await self._open_local(relayed_name(guest.address))
            await splice(relay, local)
        except (OSError, TimeoutError, asyncio.IncompleteReadError, RelayFrameError) as exc:
            log.info("a relayed guest's connection failed: %r", exc)
        finally:
            for pair in (relay, local):
                if pair is not None:
                    pair[1].close()
            if local is not None:  # the table took the name up, or closed the connection first
                own = local[1].get_extra_info("sockname")
                if isinstance(own, tuple) and len(own) >= 2:
                    self.table.relayed_peers.pop((str(own[0]), int(own[1])), None)

    async def _open_local(self, name: str) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
        """A connection to the table's own port whose address the table is told first."""
        target = self.table.address
        if target in ("0.0.0.0", ""):
            target = "127.0.0.1"
        elif target == "::":
            target = "::1"
        family = socket.AF_INET6 if ":" in target else socket.AF_INET
        sock = socket.socket(family, socket.SOCK_STREAM)
        try:
            sock.setblocking(False)
            sock.bind((target, 0))
            local = sock.getsockname()
            peer = (str(local[0]), int(local[1]))
            self.table.relayed_peers[peer] = name
            try:
                await within(asyncio.get_running_loop().sock_connect(
                    sock, (target, self.table.port)), CONNECT_TIMEOUT)
                return await asyncio.open_connection(sock=sock)
            except BaseException:
                self.table.relayed_peers.pop(peer, None)
                raise
        except BaseException:
            sock.close()
            raise


async def start_relay_agent(table: Any, relay: tuple[str, int], data_dir: Path | None, *,
                            on_event: Callable[[str], None] | None = None) -> RelayAgent:
    """Start keeping ``table`` registered at ``relay`` with the data directory's room secret."""
    agent = RelayAgent(table, relay[0], relay[1], load_room_secret(data_dir), on_event=on_event)
    agent.start()
    return agent

