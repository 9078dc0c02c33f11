"""The web table: the HTTP and WebSocket shell that serves the page (:mod:`studdesk.web`) and
joins browsers to the same table core as the TCP shell (:mod:`net.host`), in the host's one
asyncio loop.

A browser's WebSocket is one more connection of the core: the same hello, password, approval,
seats, timers, rate limits, kicks and views (H1, H3) as a TCP client. The mapping (PROTOCOL.md
section 9): one binary WebSocket message is exactly one frame's payload (one msgpack map, no
length header); the shell adds the header before the core reads it and takes it off what the
core writes. A text message is a framing error (``malformed``), a message over the frame limit
is ``frame_too_large``, both fatal as on TCP.

Hardening on top of the core's own: the upgrade must come from a page this host served (its
``Origin`` names this host's web port and one of its own addresses, not just any IP address,
or one of its names, so a page on another machine, or behind a DNS-rebinding name, cannot open
a seat), the ``Host`` header must name the host too, every
response, an error too, carries a strict Content-Security-Policy (scripts, styles, images and
the socket only from this host; no inline script), and only the page's files (not its tests)
and the card and chip art are served, with explicit content types. A connection that has not
sent a whole request within :data:`HEADER_TIMEOUT` seconds (slow headers), or sits idle that
long between requests, is closed.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import logging
import socket
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any, Final, Protocol
from urllib.parse import urlsplit

from aiohttp import WSMsgType, web

from net import DEFAULT_WEB_PORT
from net import protocol as P
from studdesk.resources import resource_path
from studdesk.web import page_root

log = logging.getLogger(__name__)

MAX_WS_MESSAGE: Final = 4 * P.MAX_FRAME
"""A WebSocket message up to this size is read and a payload over :data:`net.protocol.MAX_FRAME`
answered with a fatal ``frame_too_large`` as on TCP; aiohttp closes a larger one (1009) unread."""
MALFORMED_FRAME: Final = P.HEADER.pack(1) + b"\xc1"  # 0xc1: never used by msgpack

CSP: Final = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
              "font-src 'self'; connect-src 'self' {ws}; manifest-src 'self'; base-uri 'none'; "
              "form-action 'none'; frame-ancestors 'none'")

CONTENT_TYPES: Final[dict[str, str]] = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".txt": "text/plain; charset=utf-8",
}
"""The only kinds of file the web table serves (anything else is 404)."""

HEADER_TIMEOUT: Final = 10.0
"""Seconds a connection may take to send a whole request (and may stay idle between two): a
browser sends its headers at once, so slow headers (sockets held open a byte at a time) are
cut off. A WebSocket, once upgraded, is not bound by it."""

INTERFACES_FRESH: Final = 10.0
"""Seconds the list of this machine's interface addresses is trusted before it is read
again (an address the host does not know sends it to read the list at most this often)."""

WILDCARD: Final = ("0.0.0.0", "::", "")

ART_FOLDERS: Final = ("cards", "chips", "icons")
"""Folders of ``resources/`` served under ``/art/`` (the desktop's own card and chip art)."""


def local_names() -> set[str]:
    """The names a browser on the LAN may know this host by (besides its IP addresses)."""
    names = {"localhost"}
    with contextlib.suppress(OSError):
        host = socket.gethostname().lower()
        if host:
            names.update({host, host + ".local", host.split(".")[0] + ".local"})
    return names


Address = ipaddress.IPv4Address | ipaddress.IPv6Address


def _ip(text: str | None) -> Address | None:
    """The address ``text`` names (brackets, a zone and IPv4 mapped in IPv6 taken off), or
    None when it names none.

    >>> _ip("[::ffff:10.0.0.7]"), _ip("fe80::1%eth0"), _ip("localhost")
    (IPv4Address('10.0.0.7'), IPv6Address('fe80::1'), None)
    """
    if not text:
        return None
    try:
        ip = ipaddress.ip_address(text.strip("[]").split("%")[0])
    except ValueError:
        return None
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        return ip.ipv4_mapped
    return ip


def interface_addresses() -> set[Address]:
    """Every address of this machine's network interfaces, IPv4 and IPv6 (empty when they
    cannot be read)."""
    import ifaddr

    found: set[Address] = set()
    try:
        adapters = ifaddr.get_adapters()
    except OSError as exc:
        log.warning("cannot read the network interfaces: %s", exc)
        return found
    for adapter in adapters:
        for entry in adapter.ips:
            ip = _ip(entry.ip if isinstance(entry.ip, str) else entry.ip[0])
            if ip is not None:
                found.add(ip)
    return found


class Table(Protocol):
    """What the web shell needs of :class:`net.host.TableHost` (which imports this module
    lazily, so this one names it only by this protocol)."""

    options: Any
    shells: list[Any]
    web: Any

    def foreign_open(self, address: str, conn: Any) -> int | None: ...

    def foreign_data(self, conn_id: int, data: bytes) -> None: ...

    def foreign_lost(self, conn_id: int) -> None: ...


def lan_addresses() -> list[str]:
    """This machine's own IPv4 addresses (loopback when it has no other)."""
    try:
        addresses = socket.gethostbyname_ex(socket.gethostname())[2]
    except OSError:
        addresses = []
    return [a for a in addresses if not a.startswith("127.")] or ["127.0.0.1"]


class WebConn:
    """One browser's WebSocket as a connection of the table (:class:`net.host.ForeignConn`)."""

    def __init__(self, ws: web.WebSocketResponse, max_buffer: int) -> None:
        self.ws = ws
        self.max_buffer = max_buffer
        self.queue: asyncio.Queue[bytes | None] = asyncio.Queue()
        self.buffered = 0
        self.closing = False
        self.aborted = False
        self.sender: asyncio.Task[None] | None = None

    def write(self, data: bytes) -> None:
        """Whole frames from the core: each payload becomes one binary message."""
        if self.closing:
            return
        view = memoryview(data)
        while len(view) >= P.HEADER.size:
            (length,) = P.HEADER.unpack_from(view)
            payload = bytes(view[P.HEADER.size:P.HEADER.size + length])
            view = view[P.HEADER.size + length:]
            self.queue.put_nowait(payload)
            self.buffered += len(payload)
        if self.buffered > self.max_buffer:
            log.warning("a browser reads too slowly; cutting it off")
            self.close(abort=True)

    def close(self, *, abort: bool) -> None:
        if abort:
            self.aborted = True
            self.closing = True
            with contextlib.suppress(Exception):
                while True:
                    self.queue.get_nowait()
        if not self.closing or abort:
            self.closing = True
            self.queue.put_nowait(None)

    async def run_sender(self) -> None:
        """Write the queued messages in order; after ``None`` close the socket."""
        try:
            while True:
                payload = await self.queue.get()
                if payload is None or self.aborted:
                    break
                self.buffered -= len(payload)
                await self.ws.send_bytes(payload)
        except (ConnectionError, RuntimeError, asyncio.CancelledError):
            pass
        finally:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self.ws.close(), 1.0)


class WebTable:
    """The web shell of one :class:`net.host.TableHost`: ``await start(host, port)``; the
    table's :meth:`~net.host.TableHost.stop` closes it too."""

    def __init__(self, table: Table, *, root: Path | None = None,
                 allowed_origins: Iterable[str] = (),
                 header_timeout: float = HEADER_TIMEOUT) -> None:
        self.table = table
        self.root = (root or page_root()).resolve()
        self.allowed_origins = {o.rstrip("/").lower() for o in allowed_origins}
        self.header_timeout = header_timeout
        self._names = local_names()
        self._interfaces: set[Address] = set()
        self._interfaces_read = float("-inf")
        self._runner: web.AppRunner | None = None
        self._site: web.TCPSite | None = None
        self._sockets: set[web.WebSocketResponse] = set()
        self._port = 0
        self._address = ""
        app = web.Application(client_max_size=64 * 1024, middlewares=[self._headers])
        app.router.add_get("/ws", self._websocket)
        app.router.add_get("/", self._index)
        app.router.add_get("/art/{folder}/{path:.+}", self._art)
        app.router.add_get("/{path:.+}", self._file)
        self.app = app

    # ------------------------------------------------------------------ life

    async def start(self, host: str = "127.0.0.1", port: int = DEFAULT_WEB_PORT) -> None:
        # keepalive_timeout: aiohttp closes a connection still waiting for a whole request
        # this long after it opened (or after its last response): slow headers are cut off.
        self._runner = web.AppRunner(self.app, access_log=None, handle_signals=False,
                                     shutdown_timeout=1.0,
                                     keepalive_timeout=self.header_timeout)
        await self._runner.setup()
        self._site = web.TCPSite(self._runner, host, port, reuse_address=True)
        await self._site.start()
        name = self._runner.addresses[0]
        self._address, self._port = str(name[0]), int(name[1])
        self.table.shells.append(self.close)
        self.table.web = self

    async def close(self) -> None:
        for ws in list(self._sockets):
            with contextlib.suppress(Exception):
                await asyncio.wait_for(ws.close(), 1.0)
        if self._runner is not None:
            runner, self._runner = self._runner, None
            with contextlib.suppress(Exception):
                await runner.cleanup()

    @property
    def port(self) -> int:
        return self._port

    @property
    def address(self) -> str:
        return self._address

    def urls(self, addresses: Iterable[str] | None = None) -> list[str]:
        """The page's address on each of ``addresses`` (default: where it listens; every
        LAN address when it listens on all)."""
        if addresses is None:
            if self._address in WILDCARD:
                addresses = lan_addresses()
            else:
                addresses = [self._address]
        return [f"http://{a}:{self._port}/" for a in addresses]

    # ------------------------------------------------------------------ checks

    def _own_address(self, ip: Address, local: str | None) -> bool:
        """Whether ``ip`` is this host's, for a request that came in on ``local``: that
        address itself, the one the web table listens on; when it listens on every
        interface, loopback and each interface's address too. Any other address is another
        machine's, whose page must not open a seat here."""
        if ip == _ip(local):
            return True
        if self._address not in WILDCARD:
            return ip == _ip(self._address)
        if ip.is_loopback:
            return True
        now = time.monotonic()
        if ip not in self._interfaces and now - self._interfaces_read >= INTERFACES_FRESH:
            self._interfaces, self._interfaces_read = interface_addresses(), now
        return ip in self._interfaces

    def _host_ok(self, hostport: str | None, local: str | None = None) -> bool:
        """``Host`` or ``Origin`` names this host, for a request that came in on the local
        address ``local``: one of its own addresses (:meth:`_own_address`) or names, and the
        web port (a DNS-rebinding name and another machine's address are refused)."""
        if not hostport:
            return False
        parts = urlsplit("//" + hostport)
        try:
            port = parts.port or 80
        except ValueError:
            return False
        host = (parts.hostname or "").lower()
        if port != self._port or not host:
            return False
        ip = _ip(host)
        return self._own_address(ip, local) if ip is not None else host in self._names

    def origin_ok(self, origin: str | None, local: str | None = None) -> bool:
        """Whether a WebSocket upgrade that came in on the local address ``local`` comes from
        a page this host served: its ``Origin`` is ``http://`` and names this host
        (:meth:`_host_ok`)."""
        if origin is None:
            return False
        origin = origin.rstrip("/").lower()
        if origin in self.allowed_origins:
            return True
        parts = urlsplit(origin)
        if parts.scheme != "http" or parts.path or parts.query:
            return False
        return self._host_ok(parts.netloc, local)

    @staticmethod
    def _local(request: web.Request) -> str | None:
        """The address of this host the request came in on."""
        name = request.transport.get_extra_info("sockname") if request.transport else None
        return str(name[0]) if isinstance(name, tuple) and name else None

    def _secure(self, response: web.StreamResponse, host: str | None) -> None:
        """The page's headers on ``response`` (returned or raised): the policy allows the
        socket only at ``host`` (None: nowhere but this page's own origin)."""
        if response.prepared:
            return
        ws = f"ws://{host}" if host else ""
        response.headers["Content-Security-Policy"] = CSP.format(ws=ws).replace(" ;", ";")
        response.headers["X-Content-Type-Options"] = "nosniff"
        response.headers["Referrer-Policy"] = "no-referrer"
        response.headers["X-Frame-Options"] = "DENY"
        response.headers["Cross-Origin-Opener-Policy"] = "same-origin"
        response.headers["Cross-Origin-Resource-Policy"] = "same-origin"
        response.headers.setdefault("Cache-Control", "no-cache")

    @web.middleware
    async def _headers(self, request: web.Request, handler: Any) -> web.StreamResponse:
        """Every response the app makes carries the page's headers: the ones handlers
        return, the ones they raise (404, 405, a refused upgrade's 400 ...), a refused
        ``Host`` and a handler's failure (500)."""
        if not self._host_ok(request.host, self._local(request)):
            refused = web.Response(status=421, text="Misdirected request\n")
            self._secure(refused, None)
            return refused
        try:
            response: web.StreamResponse = await handler(request)
        except web.HTTPException as exc:
            self._secure(exc, request.host)
            raise
        except Exception:
            log.exception("the web table failed to answer %s %s", request.method, request.path)
            response = web.Response(status=500, text="Internal server error\n")
        self._secure(response, request.host)
        return response

    # ------------------------------------------------------------------ files

    def _serve(self, base: Path, relative: str) -> web.StreamResponse:
        if "\\" in relative or "\x00" in relative:
            raise web.HTTPNotFound()
        path = (base / relative).resolve()
        if not path.is_relative_to(base) or not path.is_file():
            raise web.HTTPNotFound()
        kind = CONTENT_TYPES.get(path.suffix.lower())
        if kind is None or any(part.startswith(".") for part in path.relative_to(base).parts):
            raise web.HTTPNotFound()
        body = path.read_bytes()
        return web.Response(body=body, headers={"Content-Type": kind})

    async def _index(self, request: web.Request) -> web.StreamResponse:
        return self._serve(self.root, "index.html")

    async def _file(self, request: web.Request) -> web.StreamResponse:
        relative = request.match_info["path"]
        if relative.startswith("tests/") or relative.endswith(".test.js"):
            raise web.HTTPNotFound()
        return self._serve(self.root, relative)

    async def _art(self, request: web.Request) -> web.StreamResponse:
        folder = request.match_info["folder"]
        if folder not in ART_FOLDERS:
            raise web.HTTPNotFound()
        return self._serve(resource_path(folder).resolve(), request.match_info["path"])

    # ------------------------------------------------------------------ the socket

    async def _websocket(self, request: web.Request) -> web.StreamResponse:
        origin = request.headers.get("Origin")
        if not self.origin_ok(origin, self._local(request)):
            log.warning("refused a WebSocket from %s with origin %r", request.remote, origin)
            return web.Response(status=403, text="Forbidden origin\n")
        ws = web.WebSocketResponse(max_msg_size=MAX_WS_MESSAGE, compress=False,
                                   autoping=True, heartbeat=None)
        await ws.prepare(request)
        conn = WebConn(ws, self.table.options.max_write_buffer)
        conn_id = self.table.foreign_open(request.remote or "?", conn)
        if conn_id is None:
            await ws.close()
            return ws
        self._sockets.add(ws)
        conn.sender = asyncio.ensure_future(conn.run_sender())
        try:
            async for msg in ws:
                if conn.closing:
                    continue  # a lingering close: drop what still arrives
                if msg.type == WSMsgType.BINARY:
                    data: bytes = msg.data
                    if not data:
                        frame = P.HEADER.pack(0)  # an empty frame: malformed, as on TCP
                    elif len(data) > P.MAX_FRAME:
                        frame = P.HEADER.pack(len(data))  # refused on the header alone
                    else:
                        frame = P.HEADER.pack(len(data)) + data
                    self.table.foreign_data(conn_id, frame)
                elif msg.type == WSMsgType.TEXT:
                    self.table.foreign_data(conn_id, MALFORMED_FRAME)
                else:
                    break
        except (ConnectionError, asyncio.CancelledError):
            pass
        except Exception:
            log.exception("a browser's connection failed")
        finally:
            self._sockets.discard(ws)
            conn.close(abort=False)
            self.table.foreign_lost(conn_id)
            if conn.sender is not None:
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(conn.sender, 2.0)
        return ws


async def start_web(table: Table, host: str, port: int | None,
                    **kwargs: Any) -> WebTable | None:
    """Serve the web table beside ``table`` (None: not asked for)."""
    if port is None:
        return None
    web_table = WebTable(table, **kwargs)
    await web_table.start(host, port)
    return web_table

