"""TLS 1.3 on every TCP connection to a host, with the host's certificate pinned.

The host makes one key pair, once, in its data directory (:func:`host_identity`): an Ed25519
key and a self-signed certificate. The SHA-256 of the certificate (DER) is the host's identity,
its *fingerprint* (64 lowercase hex digits): it rides in the invite, in the mDNS record, and a
client that knows it refuses any other certificate (:func:`check_pin`). Nobody signs the
certificate but the host itself, so a client does not verify it against authorities; it
compares the fingerprint (Syncthing's model).

The key pair is made by PyCA's ``cryptography`` (:func:`new_key_pair`), once per data
directory; every handshake after that is OpenSSL's (Python's ``ssl``), which reads the two PEM
files. A pair written by an earlier StudDesk (a v1 certificate; its key the same PKCS#8 PEM)
reads unchanged, so a host keeps its fingerprint.

The pieces:

- :func:`host_identity` (or :func:`ephemeral_identity`): the :class:`Identity`, with the server
  context (:meth:`Identity.server_context`);
- :func:`client_context`: TLS 1.3, no authority check (the pin is the check);
- :func:`peer_fingerprint`, :func:`check_pin`: what a connected stream's host is, and the
  one-line refusal when it is not the one asked for;
- :func:`start_client_tls`: TLS over an open stream (after a relay's handshake, say);
- :class:`TlsListener`: a listening socket whose connections are TLS, and whose plain-TCP
  guests (an older StudDesk) are handed to a callback to be told so.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime
import hashlib
import logging
import os
import re
import socket
import ssl
import tempfile
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Final

log = logging.getLogger(__name__)

KEY_FILE: Final = "host-key.pem"
CERT_FILE: Final = "host-cert.pem"
HANDSHAKE_TIMEOUT: Final = 10.0  # s a guest has to open TLS (and to send its first byte)
MAX_PENDING: Final = 64  # guests in their handshake at once; more are closed at once
MAX_PENDING_PER_ADDRESS: Final = 8  # ... of them from one address
# ... of them carried by the relay agent (all from this machine, each counted by the address
# the relay saw): fewer than MAX_PENDING, so a flood through the relay leaves the LAN room
MAX_PENDING_RELAYED: Final = 32
TLS_RECORD_HANDSHAKE: Final = 0x16  # the first byte of every TLS ClientHello
FINGERPRINT: Final = re.compile(r"[0-9a-f]{64}")
SUBJECT: Final = "StudDesk host"
NO_END: Final = datetime.datetime(9999, 12, 31, 23, 59, 59, tzinfo=datetime.UTC)  # RFC 5280


class TlsError(Exception):
    """The host's key pair cannot be read or made: a sentence for a person."""


# ---------------------------------------------------------------- the host's identity


def fingerprint_of(der: bytes) -> str:
    """A certificate's identity: the SHA-256 of its DER form, 64 lowercase hex digits."""
    return hashlib.sha256(der).hexdigest()


def fingerprint_text(fingerprint: str) -> str:
    """For a person to compare: upper case in groups of four (``"3F2A 9C01 ..."``).

    >>> fingerprint_text("ab" * 32)[:14]
    'ABAB ABAB ABAB'
    """
    up = fingerprint.upper()
    return " ".join(up[i:i + 4] for i in range(0, len(up), 4))


def normal_fingerprint(text: str) -> str | None:
    """A fingerprint as typed or shown (any case, spaces or colons between) in its stored
    form, or None when it is not one.

    >>> normal_fingerprint("AB:" * 31 + "AB") == "ab" * 32
    True
    >>> normal_fingerprint("abc") is None
    True
    """
    compact = re.sub(r"[\s:]", "", text).lower()
    return compact if FINGERPRINT.fullmatch(compact) else None


@dataclass(frozen=True)
class Identity:
    """A host's key pair, in files OpenSSL reads (``cert_path``, ``key_path``), and its
    fingerprint."""

    cert_path: Path
    key_path: Path
    fingerprint: str

    def server_context(self) -> ssl.SSLContext:
        """TLS 1.3 only, this certificate, no client certificates."""
        ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        ctx.minimum_version = ssl.TLSVersion.TLSv1_3
        try:
            ctx.load_cert_chain(self.cert_path, self.key_path)
        except (ssl.SSLError, OSError) as exc:
            raise TlsError(f"the host's key pair in {self.key_path.parent} does not load"
                           f" ({exc}); move {KEY_FILE} and {CERT_FILE} aside to make a new"
                           " one (friends will see a new fingerprint)") from None
        return ctx


def _write_private(path: Path, data: bytes) -> None:
    """A new file only its owner reads (never one that exists: FileExistsError)."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "wb") as f:
        f.write(data)


def new_key_pair(*, common_name: str = SUBJECT,
                 now: datetime.datetime | None = None) -> tuple[bytes, bytes]:
    """A new Ed25519 key (PKCS#8 PEM, unencrypted) and its self-signed X.509 certificate
    (PEM), valid from a day before ``now`` with no end (RFC 5280's 99991231235959Z)."""
    # Imported here: only a host making its pair (once per data directory) needs it
    from cryptography import x509
    from cryptography.hazmat.primitives import serialization
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
    from cryptography.x509.oid import NameOID

    now = now or datetime.datetime.now(datetime.UTC)
    key = Ed25519PrivateKey.generate()
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, common_name)])
    cert = (x509.CertificateBuilder()
            .subject_name(name)
            .issuer_name(name)
            .public_key(key.public_key())
            .serial_number(x509.random_serial_number())
            .not_valid_before(now - datetime.timedelta(days=1))
            .not_valid_after(NO_END)
            .sign(key, None))  # Ed25519 hashes as part of signing: no digest to name
    key_pem = key.private_bytes(serialization.Encoding.PEM,
                                serialization.PrivateFormat.PKCS8,
                                serialization.NoEncryption())
    return key_pem, cert.public_bytes(serialization.Encoding.PEM)


def _make_pair(folder: Path) -> None:
    key_pem, cert_pem = new_key_pair()
    folder.mkdir(parents=True, exist_ok=True, mode=0o700)
    _write_private(folder / KEY_FILE, key_pem)
    (folder / CERT_FILE).write_bytes(cert_pem)


def _read_identity(folder: Path) -> Identity:
    cert, key = folder / CERT_FILE, folder / KEY_FILE
    try:
        der = ssl.PEM_cert_to_DER_cert(cert.read_text(encoding="ascii"))
    except (OSError, ValueError, UnicodeDecodeError) as exc:
        raise TlsError(f"the host's certificate {cert} does not read ({exc}); move"
                       f" {KEY_FILE} and {CERT_FILE} aside to make a new key pair (friends"
                       " will see a new fingerprint)") from None
    identity = Identity(cert, key, fingerprint_of(der))
    identity.server_context()  # the key must load and match the certificate
    return identity


def host_identity(data_dir: str | os.PathLike[str]) -> Identity:
    """The host's key pair in ``data_dir`` (``host-key.pem``, ``host-cert.pem``), made the
    first time. A pair that exists but does not load is an error (:class:`TlsError`), never
    silently replaced: a new pair is a new identity, which every client that knew the old one
    refuses."""
    folder = Path(data_dir)
    cert, key = folder / CERT_FILE, folder / KEY_FILE
    if not cert.exists() and not key.exists():
        try:
            _make_pair(folder)
        except FileExistsError:  # another process made it meanwhile: read theirs
            pass
        except OSError as exc:
            raise TlsError(f"cannot write the host's key pair in {folder}: {exc}") from None
    elif not (cert.exists() and key.exists()):
        missing = CERT_FILE if not cert.exists() else KEY_FILE
        raise TlsError(f"{missing} is missing from {folder}; move the other of {KEY_FILE} and"
                       f" {CERT_FILE} aside to make a new key pair (friends will see a new"
                       " fingerprint)")
    return _read_identity(folder)


_EPHEMERAL: list[tuple[tempfile.TemporaryDirectory[str], Identity]] = []


def ephemeral_identity() -> Identity:
    """A key pair for a host without a data directory (tests, a table only for now): made
    once per process in a temporary folder that goes with the process."""
    if not _EPHEMERAL:
        folder = tempfile.TemporaryDirectory(prefix="studdesk-tls-")
        _make_pair(Path(folder.name))
        _EPHEMERAL.append((folder, _read_identity(Path(folder.name))))
    return _EPHEMERAL[0][1]


# ---------------------------------------------------------------- the client's side


class WrongHost(Exception):
    """The host's certificate is not the one pinned. ``expected`` and ``got`` are
    fingerprints; ``where`` is ``host:port``."""

    def __init__(self, where: str, expected: str, got: str) -> None:
        self.where, self.expected, self.got = where, expected, got
        super().__init__(
            f"the table at {where} is not the one asked for: its fingerprint is"
            f" {fingerprint_text(got)}, not {fingerprint_text(expected)}; refused")


class NotTls(Exception):
    """The other end did not speak TLS (an older StudDesk, or not a table at all)."""

    def __init__(self, where: str, reason: str) -> None:
        self.where = where
        super().__init__(f"the table at {where} did not open an encrypted connection"
                         f" ({reason}): it runs an older StudDesk, or it is not a StudDesk"
                         " table")


def client_context() -> ssl.SSLContext:
    """TLS 1.3 without authorities or host names: the pinned fingerprint is the check."""
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    ctx.minimum_version = ssl.TLSVersion.TLSv1_3
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    return ctx


_CLIENT_CONTEXT: list[ssl.SSLContext] = []


def shared_client_context() -> ssl.SSLContext:
    """One :func:`client_context` per process (making one loads OpenSSL's defaults)."""
    if not _CLIENT_CONTEXT:
        _CLIENT_CONTEXT.append(client_context())
    return _CLIENT_CONTEXT[0]


def peer_fingerprint(writer: asyncio.StreamWriter) -> str | None:
    """The fingerprint of the certificate the other end of a TLS stream showed."""
    ssl_object = writer.get_extra_info("ssl_object")
    if ssl_object is None:
        return None
    der = ssl_object.getpeercert(binary_form=True)
    return fingerprint_of(der) if der else None


def check_pin(writer: asyncio.StreamWriter, expected: str | None, where: str) -> str:
    """The host's fingerprint; :class:`WrongHost` when ``expected`` is given and differs."""
    got = peer_fingerprint(writer) or ""
    if expected is not None and got != expected:
        raise WrongHost(where, expected, got)
    return got


async def start_client_tls(reader: asyncio.StreamReader, writer: asyncio.StreamWriter,
                           expected: str | None, where: str
                           ) -> tuple[asyncio.StreamReader, asyncio.StreamWriter, str]:
    """TLS over an open stream (plain TCP, or one a relay has joined to the host), the
    certificate checked against ``expected`` (None: any, and its fingerprint returned for
    the caller to remember). The stream is closed when it fails: :class:`WrongHost`,
    :class:`NotTls`, or the OSError / TimeoutError of the connection."""
    try:
        await writer.start_tls(shared_client_context(),
                               ssl_handshake_timeout=HANDSHAKE_TIMEOUT)
        return reader, writer, check_pin(writer, expected, where)
    except ssl.SSLError as exc:
        writer.close()
        raise NotTls(where, exc.reason or str(exc)) from None
    except BaseException:
        writer.close()
        raise


async def open_tls(host: str, port: int, expected: str | None, *, timeout: float = 10.0
                   ) -> tuple[asyncio.StreamReader, asyncio.StreamWriter, str]:
    """TCP to ``host:port``, then :func:`start_client_tls`."""
    async with asyncio.timeout(timeout):
        reader, writer = await asyncio.open_connection(host, port)
        return await start_client_tls(reader, writer, expected, f"{host}:{port}")


# ---------------------------------------------------------------- the host's side


async def start_server_tls(writer: asyncio.StreamWriter, context: ssl.SSLContext
                           ) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """The host's side of TLS over a stream it already has (one a relay joined to a guest:
    the host's own outbound connection, so the TLS role is set here, not taken from who
    connected). Fresh reader and writer over the TLS; the old ones are not to be used again.
    The old reader must hold no bytes it has not handed out: the guest's first TLS bytes must
    still be in the socket (a relay's answer frame, read whole, and nothing after it)."""
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader(loop=loop)
    protocol = asyncio.StreamReaderProtocol(reader, loop=loop)
    await writer.drain()
    transport = await loop.start_tls(writer.transport, protocol, context, server_side=True,
                                     ssl_handshake_timeout=HANDSHAKE_TIMEOUT)
    if transport is None:
        raise ConnectionError("the connection closed during the TLS handshake")
    protocol.connection_made(transport)
    return reader, asyncio.StreamWriter(transport, protocol, reader, loop)

StreamHandler = Callable[[asyncio.StreamReader, asyncio.StreamWriter], Awaitable[None]]
# The name a connection from this (address, port) is known by when the relay agent carries it
# (``relay:<the guest's address>``, net/relay/agent.py), or None for any other connection
RelayedName = Callable[[tuple[str, int]], str | None]


async def _first_byte(sock: socket.socket, timeout: float) -> bytes:
    """The first byte the guest sent, left in the socket (b"": it closed); TimeoutError."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        try:
            return sock.recv(1, socket.MSG_PEEK)
        except (BlockingIOError, InterruptedError):
            pass
        remaining = deadline - loop.time()
        if remaining <= 0:
            raise TimeoutError
        ready: asyncio.Future[None] = loop.create_future()

        def readable(ready: asyncio.Future[None] = ready) -> None:
            if not ready.done():
                ready.set_result(None)

        try:
            loop.add_reader(sock.fileno(), readable)
        except NotImplementedError:  # a proactor loop (Windows): look again shortly
            await asyncio.sleep(min(0.01, remaining))
            continue
        try:
            await asyncio.wait([ready], timeout=remaining)
        finally:
            loop.remove_reader(sock.fileno())


async def _streams(sock: socket.socket, context: ssl.SSLContext | None
                   ) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader(loop=loop)
    protocol = asyncio.StreamReaderProtocol(reader, loop=loop)
    if context is None:
        transport, _ = await loop.connect_accepted_socket(lambda: protocol, sock)
    else:
        transport, _ = await loop.connect_accepted_socket(
            lambda: protocol, sock, ssl=context, ssl_handshake_timeout=HANDSHAKE_TIMEOUT)
    return reader, asyncio.StreamWriter(transport, protocol, reader, loop)


class TlsListener:
    """Listens on ``host:port``; each guest whose first byte opens a TLS handshake gets TLS
    (``context``) and is handed to ``on_tls``; a guest that speaks anything else (an older
    StudDesk's plain frames) is handed, plain, to ``on_plain`` to be told so; a guest that
    says nothing for :data:`HANDSHAKE_TIMEOUT` seconds, or fails its handshake, is closed.
    ``context`` None: every guest goes to ``on_tls`` plain (only for measuring what TLS
    costs: tests/bench).

    Guests in their handshake are bounded: :data:`MAX_PENDING` at once, and
    :data:`MAX_PENDING_PER_ADDRESS` of them from one address. A connection the relay agent
    carries comes from this machine, so ``relayed`` names it (``relay:<the guest's address>``)
    and the bound per address counts it by that name: one relayed guest's half-open
    handshakes do not hold the others' room. Relayed guests together hold at most
    :data:`MAX_PENDING_RELAYED`, so a flood through the relay leaves room for the LAN."""

    def __init__(self, context: ssl.SSLContext | None, on_tls: StreamHandler,
                 on_plain: StreamHandler, *, relayed: RelayedName | None = None) -> None:
        self.context = context
        self.on_tls, self.on_plain = on_tls, on_plain
        self.relayed = relayed
        self.sockets: list[socket.socket] = []
        self._accepting: asyncio.Task[None] | None = None
        self._guests: set[asyncio.Task[None]] = set()
        self._pending: dict[str, int] = {}  # guests in their handshake, by address or name
        self._pending_relayed = 0  # ... of them relayed

    @property
    def pending(self) -> dict[str, int]:
        """Guests in their handshake now, by address (a relayed guest by its name)."""
        return dict(self._pending)

    @property
    def pending_relayed(self) -> int:
        """Relayed guests in their handshake now."""
        return self._pending_relayed

    async def start(self, host: str, port: int) -> None:
        family = socket.AF_INET6 if ":" in host else socket.AF_INET
        sock = socket.create_server((host, port), family=family, backlog=100)
        sock.setblocking(False)
        self.sockets = [sock]
        self._accepting = asyncio.ensure_future(self._accept(sock))

    async def _accept(self, sock: socket.socket) -> None:
        loop = asyncio.get_running_loop()
        while True:
            try:
                conn, peer = await loop.sock_accept(sock)
            except asyncio.CancelledError:
                raise
            except OSError as exc:  # out of descriptors, say: the listener lives on
                log.warning("accepting a connection failed: %s", exc)
                await asyncio.sleep(0.1)
                continue
            address = str(peer[0]) if isinstance(peer, tuple) and peer else str(peer)
            name = None
            if self.relayed is not None and isinstance(peer, tuple) and len(peer) >= 2:
                name = self.relayed((address, int(peer[1])))
            if name is not None:
                address = name
            # Handshakes are bounded in number (a flood of silent connections holds no more
            # than these, each for HANDSHAKE_TIMEOUT at most); the table's own limits per
            # address apply once a guest is through
            if (len(self._guests) >= MAX_PENDING
                    or self._pending.get(address, 0) >= MAX_PENDING_PER_ADDRESS
                    or (name is not None and self._pending_relayed >= MAX_PENDING_RELAYED)):
                log.info("too many handshakes at once (%s): one more closed", address)
                conn.close()
                continue
            self._pending[address] = self._pending.get(address, 0) + 1
            self._pending_relayed += name is not None
            task = asyncio.ensure_future(self._guest(conn, address, name is not None))
            self._guests.add(task)
            task.add_done_callback(self._guests.discard)

    def _settled(self, address: str, relayed: bool) -> None:
        left = self._pending.get(address, 0) - 1
        if left > 0:
            self._pending[address] = left
        else:
            self._pending.pop(address, None)
        self._pending_relayed -= relayed

    async def _guest(self, conn: socket.socket, address: str, relayed: bool) -> None:
        task = asyncio.current_task()
        try:
            opened = await self._open_guest(conn)
        finally:
            if task is not None:
                self._guests.discard(task)  # handed over or gone: no longer a handshake
            self._settled(address, relayed)
        if opened is not None:
            handler, reader, writer = opened
            await handler(reader, writer)  # the handler's to close from now on

    async def _open_guest(self, conn: socket.socket) -> tuple[
            StreamHandler, asyncio.StreamReader, asyncio.StreamWriter] | None:
        """The guest's streams and who serves them (None: it went, and is closed)."""
        conn.setblocking(False)
        # No Nagle: a step's frames go out at once (asyncio sets this itself only on sockets
        # whose protocol number says TCP, and an accepted socket of create_server's has 0)
        with contextlib.suppress(OSError):
            conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        try:
            handler = self.on_tls
            if self.context is None:
                reader, writer = await _streams(conn, None)
            else:
                first = await _first_byte(conn, HANDSHAKE_TIMEOUT)
                if not first:
                    conn.close()
                    return None
                if first[0] != TLS_RECORD_HANDSHAKE:
                    handler = self.on_plain
                    reader, writer = await _streams(conn, None)
                else:
                    reader, writer = await _streams(conn, self.context)
        except (OSError, TimeoutError, ssl.SSLError) as exc:
            log.debug("a guest's TLS handshake failed: %s", exc)
            conn.close()
            return None
        except asyncio.CancelledError:
            conn.close()
            raise
        return handler, reader, writer

    def close(self) -> None:
        """Stop listening (the connections already handed over stay)."""
        if self._accepting is not None:
            self._accepting.cancel()
        for sock in self.sockets:
            with contextlib.suppress(OSError):
                sock.close()
        for task in list(self._guests):  # still in their handshake
            task.cancel()
