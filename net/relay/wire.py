"""The relay's handshake, sans-I/O: its frames as typed records, their checks, and the room
an owner's secret names.

Every frame is our framing (``net.protocol``: a big-endian uint32 length and one msgpack map
with a ``"type"``); a handshake frame is small (:data:`MAX_HANDSHAKE_FRAME`). ``net/PROTOCOL.md``
("The relay") is the written form of this module.

>>> secret = "s" * 32
>>> room = room_of(secret)
>>> len(room), is_room(room), room_of(secret) == room
(32, True, True)
>>> parse_relay_frame({"type": "relay_join", "room": room}) == RelayJoin(room=room)
True
>>> parse_relay_frame({"type": "relay_join", "room": "short"})
Traceback (most recent call last):
...
net.relay.wire.RelayFrameError: room: a room is 16 to 64 characters of A-Z a-z 0-9 - _
"""

from __future__ import annotations

import base64
import hashlib
import ipaddress
import re
import secrets
from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields
from typing import Any, ClassVar, Final

from net.protocol.checks import HEADER
from net.protocol.framing import decode_payload, encode_frame

MAX_HANDSHAKE_FRAME: Final = 512
"""The largest handshake payload either side accepts (a real one is under 150 bytes)."""

ROOM_RE: Final = re.compile(r"[A-Za-z0-9_-]{16,64}")
"""A room id: URL-safe text (base64url's alphabet), 16 to 64 characters."""
SECRET_RE: Final = re.compile(r"[A-Za-z0-9_-]{32,64}")
"""A room secret (the host's, that names its room): URL-safe text, 32 to 64 characters."""
GUEST_RE: Final = re.compile(r"[A-Za-z0-9_-]{16,32}")
"""A guest id the relay draws for one waiting guest."""
MAX_ADDRESS_LEN: Final = 64


class Code:
    """The codes of ``relay_error``."""

    BAD_REQUEST: Final = "bad_request"  # not a relay handshake frame, or a bad field
    NO_ROOM: Final = "no_room"  # no host holds this room (now)
    BAD_SECRET: Final = "bad_secret"  # the secret does not name the room
    FULL: Final = "full"  # the relay holds all the rooms or connections it may
    BUSY: Final = "busy"  # too many connections (or connects) from your address
    ROOM_FULL: Final = "room_full"  # the room has all the guests it may
    HOST_TIMEOUT: Final = "host_timeout"  # the host did not take the guest in time
    NO_GUEST: Final = "no_guest"  # relay_accept for a guest that is not waiting (any more)
    TIMEOUT: Final = "timeout"  # no first frame in time


class RelayFrameError(ValueError):
    """A relay frame that is not one: ``field`` names what is wrong."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message


class RelayError(ConnectionError):
    """The relay refused (``code`` one of :class:`Code`'s), or it is not a StudDesk relay, or
    it went away during the handshake (``code`` ``"relay"``). ``str()`` is one sentence for a
    person. A ``ConnectionError``, so a client that reconnects tries again."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message

    def __str__(self) -> str:
        return self.message


# ------------------------------------------------------------------------------ the records


def _room(value: Any, field: str = "room") -> str:
    if not isinstance(value, str) or not ROOM_RE.fullmatch(value):
        raise RelayFrameError(field, "a room is 16 to 64 characters of A-Z a-z 0-9 - _")
    return value


def _secret(value: Any) -> str:
    if not isinstance(value, str) or not SECRET_RE.fullmatch(value):
        raise RelayFrameError("secret", "a secret is 32 to 64 characters of A-Z a-z 0-9 - _")
    return value


def _guest(value: Any) -> str:
    if not isinstance(value, str) or not GUEST_RE.fullmatch(value):
        raise RelayFrameError("guest", "a guest id is 16 to 32 characters of A-Z a-z 0-9 - _")
    return value


def _nonce(value: Any) -> int:
    if type(value) is not int or not 0 <= value < 2**53:
        raise RelayFrameError("nonce", "a nonce is a whole number from 0 to 2**53 - 1")
    return value


def _text(value: Any, field: str, limit: int) -> str:
    if not isinstance(value, str) or len(value) > limit or not value.isprintable():
        raise RelayFrameError(field, f"printable text of at most {limit} characters")
    return value


def _address(value: Any) -> str:
    text = _text(value, "address", MAX_ADDRESS_LEN)
    try:
        return str(ipaddress.ip_address(text))
    except ValueError:
        raise RelayFrameError("address", "an IPv4 or IPv6 address") from None


@dataclass(frozen=True, kw_only=True, slots=True)
class _Frame:
    TYPE: ClassVar[str]

    def to_wire(self) -> dict[str, Any]:
        return {"type": self.TYPE, **{k: v for k, v in asdict(self).items() if v is not None}}

    def encode(self) -> bytes:
        return encode_frame(self.to_wire())


@dataclass(frozen=True, kw_only=True, slots=True)
class RelayHost(_Frame):
    """Host to relay, on its control connection: keep ``room`` for me. ``secret`` proves the
    room is this host's: the room is :func:`room_of` the secret."""

    TYPE: ClassVar[str] = "relay_host"
    room: str
    secret: str


@dataclass(frozen=True, kw_only=True, slots=True)
class RelayJoin(_Frame):
    """Guest to relay: carry my bytes to the host of ``room``."""

    TYPE: ClassVar[str] = "relay_join"
    room: str


@dataclass(frozen=True, kw_only=True, slots=True)
class RelayAccept(_Frame):
    """Host to relay, on a new data connection: this connection carries ``guest``'s bytes."""

    TYPE: ClassVar[str] = "relay_accept"
    room: str
    guest: str


@dataclass(frozen=True, kw_only=True, slots=True)
class RelayOk(_Frame):
    """Relay's answer to a first frame: yes. After it a guest's or a data connection carries
    bytes untouched; a control connection carries ``relay_guest`` and ``relay_pong``."""

    TYPE: ClassVar[str] = "relay_ok"
    room: str


@dataclass(frozen=True, kw_only=True, slots=True)
class RelayRefusal(_Frame):
    """Relay's answer to a first frame: no (``code``, and a sentence); then it closes."""

    TYPE: ClassVar[str] = "relay_error"
    code: str
    message: str


@dataclass(frozen=True, kw_only=True, slots=True)
class RelayGuest(_Frame):
    """Relay to host, on the control connection: a guest from ``address`` waits; open a data
    connection with ``relay_accept`` naming ``guest``."""

    TYPE: ClassVar[str] = "relay_guest"
    guest: str
    address: str


@dataclass(frozen=True, kw_only=True, slots=True)
class RelayPing(_Frame):
    """Host to relay on the control connection; the relay answers ``relay_pong``."""

    TYPE: ClassVar[str] = "relay_ping"
    nonce: int


@dataclass(frozen=True, kw_only=True, slots=True)
class RelayPong(_Frame):
    TYPE: ClassVar[str] = "relay_pong"
    nonce: int


RelayFrame = (RelayHost | RelayJoin | RelayAccept | RelayOk | RelayRefusal | RelayGuest
              | RelayPing | RelayPong)

_CHECKS: Final[dict[str, Any]] = {
    "room": _room, "secret": _secret, "guest": _guest, "nonce": _nonce, "address": _address,
    "code": lambda v: _text(v, "code", 32), "message": lambda v: _text(v, "message", 300),
}
FRAMES: Final[dict[str, type[_Frame]]] = {
    cls.TYPE: cls for cls in (RelayHost, RelayJoin, RelayAccept, RelayOk, RelayRefusal,
                              RelayGuest, RelayPing, RelayPong)}


def parse_relay_frame(raw: Mapping[str, Any]) -> RelayFrame:
    """The record a decoded frame holds; :class:`RelayFrameError` for an unknown type, a
    missing, unknown or bad field."""
    cls = FRAMES.get(raw.get("type"))  # type: ignore[arg-type]
    if cls is None:
        raise RelayFrameError("type", "not a relay frame")
    names = {f.name for f in fields(cls)}
    extra = set(raw) - names - {"type"}
    if extra:
        raise RelayFrameError(sorted(extra)[0], "not a field of " + cls.TYPE)
    values: dict[str, Any] = {}
    for name in names:
        if raw.get(name) is None:
            raise RelayFrameError(name, "missing")
        values[name] = _CHECKS[name](raw[name])
    frame: RelayFrame = cls(**values)  # type: ignore[assignment]
    return frame


def decode_relay_frame(payload: bytes) -> RelayFrame:
    """One handshake frame's payload (after its length header) as a record; a
    :class:`RelayFrameError` for anything else (bad msgpack included)."""
    try:
        raw = decode_payload(payload)
    except Exception as exc:  # RemoteProtocolError: not one msgpack map with a type
        raise RelayFrameError("frame", str(exc)) from None
    return parse_relay_frame(raw)


def frame_length(header: bytes) -> int:
    """The payload length a 4-byte header announces; :class:`RelayFrameError` when it is 0 or
    over :data:`MAX_HANDSHAKE_FRAME` (checked before any payload is read)."""
    (length,) = HEADER.unpack(header)
    if not 0 < length <= MAX_HANDSHAKE_FRAME:
        raise RelayFrameError("frame", f"a handshake frame is 1 to {MAX_HANDSHAKE_FRAME} bytes,"
                              f" not {length}")
    return int(length)


# ------------------------------------------------------------------------------ rooms


def new_secret() -> str:
    """A fresh room secret: 32 random bytes, base64url (43 characters)."""
    return secrets.token_urlsafe(32)


def room_of(secret: str) -> str:
    """The room a secret names: the first 32 characters of its SHA-256, base64url (192 bits).
    A relay checks it, so only the secret's holder can host the room, and the room can be told
    to anyone (it is in the invite) without giving the secret away."""
    digest = hashlib.sha256(secret.encode("ascii")).digest()
    return base64.urlsafe_b64encode(digest).decode("ascii")[:32]


def is_room(text: str) -> bool:
    return bool(ROOM_RE.fullmatch(text))


def new_guest_id() -> str:
    return secrets.token_urlsafe(12)  # 16 characters
