"""The invite: one token a host hands out (``SD1-...``) that says where its table can be
reached and who it is.

An :class:`Invite` holds the host's certificate fingerprint (net/tls.py) and the addresses to
try, each an :class:`Address` of a :class:`Route`: ``lan`` (the host's own address on its
network), ``mapped`` (the port a router forwards to it), ``relay`` (a relay and the table's
room there). A client tries them in that order (:meth:`Invite.in_order`) and takes the first
whose certificate has the fingerprint; a host that answers with another certificate (another
machine that happens to have the address) is passed over.

The code (:meth:`Invite.code`, :func:`parse_invite`) is ``SD`` and the format's version, a
dash, then base32 (upper-case letters and 2-7: nothing a chat program turns into links,
italics or line breaks) of::

    fingerprint      32 bytes (the certificate's SHA-256)
    count            1 byte, then per address:
      route          1 byte (1 lan, 2 mapped, 3 relay)
      host           1 byte kind (4: IPv4, 4 bytes; 6: IPv6, 16 bytes; 0: a name, 1 byte
                     length + UTF-8) then the address
      port           2 bytes, big-endian
      room           relay only: 1 byte length + ASCII (the relay's room id)
    check            4 bytes: the first four of SHA-256("SD1" + all of the above)

A truncated, edited or mistyped code fails its check and is refused with a sentence
(:class:`InviteError`); a code of a later version says to update StudDesk.

>>> inv = Invite("ab" * 32, (Address(Route.LAN, "192.168.1.20", 47474),))
>>> parse_invite(inv.code()) == inv
True
>>> parse_invite(inv.code()[:-3])
Traceback (most recent call last):
...
net.invite.InviteError: This invite is damaged or cut short: copy the whole invite again.
"""

from __future__ import annotations

import asyncio
import base64
import binascii
import enum
import hashlib
import ipaddress
import re
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Final

from net.tls import FINGERPRINT, start_client_tls

VERSION: Final = 1
PREFIX: Final = "SD"
CHECK_BYTES: Final = 4
MAX_ADDRESSES: Final = 16
ROOM: Final = re.compile(r"[A-Za-z0-9_-]{16,64}")  # a relay room id: URL-safe, 16 or more
_CODE: Final = re.compile(r"SD(\d+)-([A-Z2-7]+)")


class InviteError(ValueError):
    """An invite that cannot be used, with a sentence for a person and a ``code`` for a
    program to word it in its own language: ``empty``, ``not_invite``, ``damaged``,
    ``newer`` (a later format, or a route this version does not know) or ``bad`` (an
    address or fingerprint that cannot be)."""

    def __init__(self, message: str, code: str = "bad") -> None:
        super().__init__(message)
        self.code = code


class Route(enum.IntEnum):
    """How an address reaches the host, in the order a client tries them."""

    LAN = 1
    MAPPED = 2
    RELAY = 3

    @property
    def label(self) -> str:
        return self.name.lower()


@dataclass(frozen=True)
class Address:
    """One way to the host: ``host:port``, and for a relay the table's ``room`` there."""

    route: Route
    host: str
    port: int
    room: str | None = None

    def __post_init__(self) -> None:
        if not 0 < self.port < 65536:
            raise InviteError(f"not a port: {self.port}")
        if (self.route is Route.RELAY) != (self.room is not None):
            raise InviteError("a relay address, and only a relay address, has a room")
        if self.room is not None and not ROOM.fullmatch(self.room):
            raise InviteError("a relay's room id is 16 to 64 letters, digits, - or _")
        if not self.host or len(self.host.encode()) > 255:
            raise InviteError("an address's host is 1 to 255 bytes")

    def __str__(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        room = f" room {self.room}" if self.room else ""
        return f"{self.route.label} {host}:{self.port}{room}"


@dataclass(frozen=True)
class Invite:
    """A table's invite: the host's ``fingerprint`` (64 lower-case hex digits) and its
    ``addresses``."""

    fingerprint: str
    addresses: tuple[Address, ...]

    def __post_init__(self) -> None:
        if not FINGERPRINT.fullmatch(self.fingerprint):
            raise InviteError("a fingerprint is 64 lower-case hex digits")
        if not 1 <= len(self.addresses) <= MAX_ADDRESSES:
            raise InviteError(f"an invite carries 1 to {MAX_ADDRESSES} addresses")

    def in_order(self) -> tuple[Address, ...]:
        """The addresses in the order to try them: LAN, mapped, relay (each kind as given)."""
        return tuple(sorted(self.addresses, key=lambda a: a.route))

    def code(self) -> str:
        """The paste-able token."""
        body = bytes.fromhex(self.fingerprint) + bytes([len(self.addresses)])
        body += b"".join(_pack(a) for a in self.addresses)
        whole = body + _check(VERSION, body)
        text = base64.b32encode(whole).decode("ascii").rstrip("=")
        return f"{PREFIX}{VERSION}-{text}"


def _check(version: int, body: bytes) -> bytes:
    return hashlib.sha256(f"{PREFIX}{version}".encode() + body).digest()[:CHECK_BYTES]


def _pack(a: Address) -> bytes:
    out = bytes([a.route])
    try:
        ip = ipaddress.ip_address(a.host)
    except ValueError:
        name = a.host.encode()
        out += bytes([0, len(name)]) + name
    else:
        out += bytes([ip.version]) + ip.packed
    out += a.port.to_bytes(2, "big")
    if a.room is not None:
        out += bytes([len(a.room)]) + a.room.encode("ascii")
    return out


class _Bytes:
    def __init__(self, data: bytes) -> None:
        self.data, self.at = data, 0

    def take(self, n: int) -> bytes:
        if self.at + n > len(self.data):
            raise InviteError(DAMAGED, "damaged")
        part = self.data[self.at:self.at + n]
        self.at += n
        return part


DAMAGED: Final = "This invite is damaged or cut short: copy the whole invite again."


def parse_invite(text: str) -> Invite:
    """The invite in ``text`` (spaces and line breaks a chat program put in are ignored, and
    the case of the letters); :class:`InviteError` with a sentence when it cannot be used."""
    compact = re.sub(r"\s", "", text).upper()
    if not compact:
        raise InviteError("Paste the invite the host gave you.", "empty")
    found = _CODE.fullmatch(compact)
    if found is None:
        if not compact.startswith(PREFIX) or "-" not in compact:
            raise InviteError("This is not a StudDesk invite (an invite starts with SD1-).",
                              "not_invite")
        raise InviteError(DAMAGED, "damaged")
    version = int(found.group(1))
    if version != VERSION:
        raise InviteError(f"This invite is from a newer StudDesk (invite version {version}):"
                          " update StudDesk to use it.", "newer")
    letters = found.group(2)
    try:
        whole = base64.b32decode(letters + "=" * (-len(letters) % 8))
    except (binascii.Error, ValueError):
        raise InviteError(DAMAGED, "damaged") from None
    body, check = whole[:-CHECK_BYTES], whole[-CHECK_BYTES:]
    if len(whole) <= CHECK_BYTES or _check(version, body) != check:
        raise InviteError(DAMAGED, "damaged")
    data = _Bytes(body)
    fingerprint = data.take(32).hex()
    addresses = []
    for _ in range(data.take(1)[0]):
        try:
            route = Route(data.take(1)[0])
        except ValueError:
            raise InviteError("This invite names a way to the table this StudDesk does not"
                              " know: update StudDesk to use it.", "newer") from None
        kind = data.take(1)[0]
        if kind == 4:
            host = str(ipaddress.IPv4Address(data.take(4)))
        elif kind == 6:
            host = str(ipaddress.IPv6Address(data.take(16)))
        elif kind == 0:
            try:
                host = data.take(data.take(1)[0]).decode()
            except UnicodeDecodeError:
                raise InviteError(DAMAGED, "damaged") from None
        else:
            raise InviteError(DAMAGED, "damaged")
        port = int.from_bytes(data.take(2), "big")
        room = None
        if route is Route.RELAY:
            try:
                room = data.take(data.take(1)[0]).decode("ascii")
            except UnicodeDecodeError:
                raise InviteError(DAMAGED, "damaged") from None
        addresses.append(Address(route, host, port, room))
    if data.at != len(body):
        raise InviteError(DAMAGED, "damaged")
    return Invite(fingerprint, tuple(addresses))


# ---------------------------------------------------------------- reaching an address

Streams = tuple[asyncio.StreamReader, asyncio.StreamWriter]
Opener = Callable[[Address], Awaitable[Streams]]


async def open_tcp(address: Address) -> Streams:
    """A plain TCP connection to the address (LAN and mapped addresses)."""
    return await asyncio.open_connection(address.host, address.port)


async def open_relay(address: Address) -> Streams:
    """The relay's stream to the host: connect to the relay and join the room
    (net/relay/guest.py); the TLS is end to end with the host all the same."""
    from net.relay.guest import open_relayed

    return await open_relayed(address.host, address.port, address.room or "")


OPENERS: dict[Route, Opener] = {Route.LAN: open_tcp, Route.MAPPED: open_tcp,
                                Route.RELAY: open_relay}
"""How each route's stream is opened before TLS starts on it."""


async def dial(address: Address, expected: str | None
               ) -> tuple[asyncio.StreamReader, asyncio.StreamWriter, str]:
    """Open ``address`` and start TLS; the host's fingerprint. Raises
    :class:`net.tls.WrongHost` when it is not ``expected``, :class:`net.tls.NotTls`,
    OSError, TimeoutError, or LookupError when no opener knows the route."""
    opener = OPENERS.get(address.route)
    if opener is None:
        raise LookupError(f"this StudDesk cannot use a {address.route.label} address")
    reader, writer = await opener(address)
    where = f"[{address.host}]:{address.port}" if ":" in address.host else (
        f"{address.host}:{address.port}")
    return await start_client_tls(reader, writer, expected, where)


def lan_invite(fingerprint: str, hosts: Sequence[str], port: int,
               more: Sequence[Address] = ()) -> Invite:
    """The invite of a host listening on ``port`` at ``hosts`` (its LAN addresses), with the
    ``more`` addresses others found (a mapped port, a relay's room)."""
    lan = tuple(Address(Route.LAN, h, port) for h in dict.fromkeys(hosts))
    return Invite(fingerprint, (lan + tuple(more))[:MAX_ADDRESSES])
