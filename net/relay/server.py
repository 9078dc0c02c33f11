"""``studdesk relay``: :class:`RelayServer` carries bytes between a host and its guests.

It never holds a key (TLS's): what it carries is the guests' TLS, end to end with the host. A host
keeps a *control connection* open with ``relay_host``; a guest connects with ``relay_join``;
the relay tells the host (``relay_guest`` on the control connection), the host opens a *data
connection* for that guest (``relay_accept``), and the relay splices the two. The handshake
is ``net/PROTOCOL.md``'s "The relay" and :mod:`net.relay.wire`.

Bounds (:class:`RelayLimits`): rooms, connections in all and per address, new connections a
second per address, connections still in their handshake (the oldest goes to make room), guests
per room, bytes a second per room, and the time a first frame may take. A room id nobody holds
is answered from one dictionary look-up. A splice holds one chunk at a time.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Final

from net.relay.streams import ByteBudget, read_frame, splice
from net.relay.wire import (
    Code,
    RelayAccept,
    RelayError,
    RelayFrameError,
    RelayGuest,
    RelayHost,
    RelayJoin,
    RelayOk,
    RelayPing,
    RelayPong,
    RelayRefusal,
    new_guest_id,
    room_of,
)

log = logging.getLogger(__name__)

STREAM_LIMIT: Final = 16384
"""asyncio's per-stream buffer limit for every relay connection (it stops reading a peer
whose unread bytes pass twice this): what one connection can make the relay hold."""
CONTROL_BACKLOG: Final = 65536
"""A host whose control connection has this much unread (news of guests) is not reading: its
room ends."""


@dataclass(frozen=True, kw_only=True)
class RelayLimits:
    """What one relay allows. Rates are a second; times are seconds."""

    max_rooms: int = 1000
    max_connections: int = 2000  # open at once, every kind
    per_address: int = 48  # open at once from one address (a host: control + one a guest)
    connects_per_second: float = 20.0  # new connections from one address ...
    connect_burst: float = 60.0  # ... and how many may come at once
    max_handshaking: int = 256  # connections that have not finished their first frame
    guests_per_room: int = 24  # waiting and spliced
    room_rate: float = 256 * 1024  # bytes a second through one room, both ways together
    room_burst: float = 1024 * 1024
    handshake_timeout: float = 10.0  # for the first frame
    host_timeout: float = 8.0  # a guest waits this long for the host's data connection
    control_idle: float = 75.0  # a control connection silent this long is dropped
    linger: float = 5.0  # a splice's open side after the other closed


@dataclass(eq=False)
class _Waiting:
    """A guest waiting for its host's data connection."""

    address: str
    data: asyncio.Future[tuple[asyncio.StreamReader, asyncio.StreamWriter]]
    finished: asyncio.Event = field(default_factory=asyncio.Event)


@dataclass(eq=False)
class Room:
    id: str
    control: asyncio.StreamWriter
    budget: ByteBudget
    waiting: dict[str, _Waiting] = field(default_factory=dict)
    guests: set[asyncio.Task[Any]] = field(default_factory=set)  # the guests' tasks

    @property
    def load(self) -> int:
        return len(self.waiting) + len(self.guests)


class _Buckets:
    """New connections a second per address (a token bucket each); bounded: when there are
    too many, the addresses whose bucket has filled up again are forgotten."""

    def __init__(self, rate: float, burst: float, clock: Callable[[], float],
                 keep: int = 8192) -> None:
        self.rate, self.burst, self.clock, self.keep = rate, burst, clock, keep
        self._tokens: dict[str, tuple[float, float]] = {}

    def take(self, address: str) -> bool:
        now = self.clock()
        tokens, at = self._tokens.get(address, (self.burst, now))
        tokens = min(self.burst, tokens + (now - at) * self.rate)
        if len(self._tokens) >= self.keep:
            self._forget(now)
        if tokens < 1:
            self._tokens[address] = (tokens, now)
            return False
        self._tokens[address] = (tokens - 1, now)
        return True

    def _forget(self, now: float) -> None:
        full = self.burst / self.rate
        for addr, (_, at) in list(self._tokens.items()):
            if now - at >= full:
                del self._tokens[addr]
        if len(self._tokens) >= self.keep:  # a flood from very many addresses: start again
            self._tokens.clear()


class RelayServer:
    """A relay. ``await start(host, port)``; ``await close()``."""

    def __init__(self, limits: RelayLimits | None = None, *,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.limits = limits or RelayLimits()
        self._clock = clock
        self.rooms: dict[str, Room] = {}
        self._server: asyncio.Server | None = None
        self._open: dict[str, int] = {}  # open connections per address
        self._connections = 0
        self._handshaking: OrderedDict[int, asyncio.StreamWriter] = OrderedDict()
        self._serial = 0
        self._buckets = _Buckets(self.limits.connects_per_second, self.limits.connect_burst,
                                 clock)
        self._tasks: set[asyncio.Task[Any]] = set()
        self.refused: dict[str, int] = {}  # how many first frames each code answered

    async def start(self, host: str = "127.0.0.1", port: int = 0) -> None:
        self._server = await asyncio.start_server(self._serve, host, port, limit=STREAM_LIMIT,
                                                  backlog=512)

    @property
    def port(self) -> int:
        assert self._server is not None
        return int(self._server.sockets[0].getsockname()[1])

    @property
    def connections(self) -> int:
        """Connections open now (every kind)."""
        return self._connections

    def stats(self) -> dict[str, int]:
        """What the relay holds now (rooms, connections, handshakes, tasks, waiting and spliced
        guests) and the bytes its open rooms carried."""
        return {"rooms": len(self.rooms), "connections": self._connections,
                "handshaking": len(self._handshaking), "tasks": len(self._tasks),
                "waiting": sum(len(r.waiting) for r in self.rooms.values()),
                "guests": sum(len(r.guests) for r in self.rooms.values()),
                "bytes": sum(r.budget.total for r in self.rooms.values())}

    async def close(self) -> None:
        if self._server is not None:
            self._server.close()
        for room in list(self.rooms.values()):
            self._end_room(room)
        for task in list(self._tasks):
            task.cancel()
        if self._tasks:
            await asyncio.wait(list(self._tasks), timeout=5.0)
        if self._server is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._server.wait_closed(), 5.0)

    # ------------------------------------------------------------------ a connection

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        peer = writer.get_extra_info("peername")
        address = str(peer[0]) if isinstance(peer, tuple) and peer else "?"
        lim = self.limits
        refuse: tuple[str, str] | None = None
        if self._connections >= lim.max_connections:
            refuse = Code.FULL, "The relay has all the connections it takes; try again later."
        elif self._open.get(address, 0) >= lim.per_address:
            refuse = Code.BUSY, "Too many connections from your address."
        elif not self._buckets.take(address):
            refuse = Code.BUSY, "Too many new connections from your address; slow down."
        if refuse is not None:
            self._refuse(writer, *refuse)
            writer.close()
            return
        task = asyncio.current_task()
        assert task is not None
        self._tasks.add(task)
        self._connections += 1
        self._open[address] = self._open.get(address, 0) + 1
        self._serial += 1
        serial = self._serial
        try:
            if len(self._handshaking) >= lim.max_handshaking:
                _, oldest = self._handshaking.popitem(last=False)
                oldest.transport.abort()  # its handler ends at once and cleans up
            self._handshaking[serial] = writer
            try:
                first = await read_frame(reader, lim.handshake_timeout)
            except RelayFrameError as exc:
                self._refuse(writer, Code.BAD_REQUEST, f"Not a relay handshake ({exc}).")
                return
            except TimeoutError:
                self._refuse(writer, Code.TIMEOUT, "No handshake in time.")
                return
            finally:
                self._handshaking.pop(serial, None)
            if isinstance(first, RelayJoin):
                await self._guest(first, reader, writer, address)
            elif isinstance(first, RelayHost):
                await self._host(first, reader, writer, address)
            elif isinstance(first, RelayAccept):
                await self._accept(first, reader, writer)
            else:
                self._refuse(writer, Code.BAD_REQUEST,
                             f"A connection starts with relay_host, relay_join or relay_accept,"
                             f" not {first.TYPE}.")
        except (ConnectionError, OSError, asyncio.IncompleteReadError):
            pass
        except asyncio.CancelledError:
            pass
        except Exception:
            log.exception("a relay connection from %s failed", address)
        finally:
            self._tasks.discard(task)
            self._connections -= 1
            left = self._open.get(address, 1) - 1
            if left:
                self._open[address] = left
            else:
                self._open.pop(address, None)
            if not writer.is_closing():
                writer.close()

    def _refuse(self, writer: asyncio.StreamWriter, code: str, message: str) -> None:
        self.refused[code] = self.refused.get(code, 0) + 1
        with contextlib.suppress(Exception):
            writer.write(RelayRefusal(code=code, message=message).encode())

    # ------------------------------------------------------------------ the three kinds

    async def _host(self, first: RelayHost, reader: asyncio.StreamReader,
                    writer: asyncio.StreamWriter, address: str) -> None:
        if room_of(first.secret) != first.room:
            self._refuse(writer, Code.BAD_SECRET, "That secret does not name that room.")
            return
        held = self.rooms.get(first.room)
        if held is not None:
            # Only the secret's holder gets here: its host is back on a new connection before
            # the relay noticed the old one die (a host's network blip). The new one wins.
            log.info("room %s… taken over by a new connection from %s", first.room[:6],
                     address)
            self._end_room(held)
        elif len(self.rooms) >= self.limits.max_rooms:
            self._refuse(writer, Code.FULL, "The relay has all the rooms it takes.")
            return
        lim = self.limits
        room = Room(first.room, writer, ByteBudget(lim.room_rate, lim.room_burst, self._clock))
        self.rooms[room.id] = room
        log.info("room %s… opened by %s", room.id[:6], address)
        try:
            writer.write(RelayOk(room=room.id).encode())
            while True:
                frame = await read_frame(reader, lim.control_idle)
                if not isinstance(frame, RelayPing):
                    self._refuse(writer, Code.BAD_REQUEST,
                                 f"A control connection carries relay_ping, not {frame.TYPE}.")
                    return
                writer.write(RelayPong(nonce=frame.nonce).encode())
        except (RelayFrameError, TimeoutError):
            pass
        finally:
            self._end_room(room)
            log.info("room %s… closed", room.id[:6])

    def _end_room(self, room: Room) -> None:
        """A room ends with its host's control connection: its waiting guests are told, its
        spliced guests cut (they reconnect once the host is back)."""
        if self.rooms.get(room.id) is room:
            del self.rooms[room.id]
        for waiting in room.waiting.values():
            if not waiting.data.done():
                waiting.data.set_exception(RelayError(Code.NO_ROOM, "The host left the room."))
        room.waiting.clear()
        for task in list(room.guests):
            task.cancel()
        with contextlib.suppress(Exception):
            room.control.close()

    async def _guest(self, first: RelayJoin, reader: asyncio.StreamReader,
                     writer: asyncio.StreamWriter, address: str) -> None:
        room = self.rooms.get(first.room)
        if room is None:
            self._refuse(writer, Code.NO_ROOM, "No table is in that room now.")
            return
        if room.load >= self.limits.guests_per_room:
            self._refuse(writer, Code.ROOM_FULL, "That room has all the guests it takes.")
            return
        guest_id = new_guest_id()
        waiting = _Waiting(address, asyncio.get_running_loop().create_future())
        task = asyncio.current_task()
        assert task is not None
        room.waiting[guest_id] = waiting
        try:
            room.control.write(RelayGuest(guest=guest_id, address=address).encode())
            if room.control.transport.get_write_buffer_size() > CONTROL_BACKLOG:
                log.warning("room %s…: its host does not read; the room ends", room.id[:6])
                self._end_room(room)
            try:
                data = await asyncio.wait_for(asyncio.shield(waiting.data),
                                              self.limits.host_timeout)
            except TimeoutError:
                self._refuse(writer, Code.HOST_TIMEOUT, "The host did not take you in time.")
                return
            except RelayError as exc:
                self._refuse(writer, exc.code, exc.message)
                return
            finally:
                room.waiting.pop(guest_id, None)
            if self.rooms.get(room.id) is not room:  # the host left as the data came
                self._refuse(writer, Code.NO_ROOM, "The host left the room.")
                return
            room.guests.add(task)
            writer.write(RelayOk(room=room.id).encode())
            await splice((reader, writer), data, budget=room.budget, linger=self.limits.linger,
                         carry=self.carry)
        finally:
            room.guests.discard(task)
            waiting.finished.set()
            if waiting.data.done() and not waiting.data.cancelled() \
                    and waiting.data.exception() is None:
                with contextlib.suppress(Exception):
                    waiting.data.result()[1].close()

    async def _accept(self, first: RelayAccept, reader: asyncio.StreamReader,
                      writer: asyncio.StreamWriter) -> None:
        room = self.rooms.get(first.room)
        waiting = room.waiting.pop(first.guest, None) if room is not None else None
        if waiting is None or waiting.data.done():
            self._refuse(writer, Code.NO_GUEST, "No such guest is waiting.")
            return
        writer.write(RelayOk(room=first.room).encode())
        waiting.data.set_result((reader, writer))
        await waiting.finished.wait()  # the guest's task splices and closes both

    carry: Callable[[bytes], bytes] | None = None
    """Tests' hostile relays change the bytes they carry here; None carries them as they are."""


async def serve_relay(host: str, port: int, limits: RelayLimits | None = None, *,
                      ready: Callable[[RelayServer], None] | None = None,
                      stop_signals: tuple[int, ...] = ()) -> None:
    """Run a relay until a signal in ``stop_signals``."""
    relay = RelayServer(limits)
    await relay.start(host, port)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in stop_signals:
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(sig, stop.set)
    if ready is not None:
        ready(relay)
    try:
        await stop.wait()
    finally:
        await relay.close()


__all__ = ["RelayError", "RelayLimits", "RelayServer", "Room", "serve_relay"]
