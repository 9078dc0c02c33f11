"""The StudDesk wire protocol, sans-I/O: framing, message types, validation, the lifecycle.

No sockets, no clock, no asyncio, no randomness: bytes go in, typed messages come out, and
typed messages go in, bytes come out (STYLE.md section 2, after h11). The host and the client
wrap this module in their own I/O; ``net/PROTOCOL.md`` is the written form of what is here.

A frame is a 4-byte big-endian unsigned length and then exactly that many bytes holding one
msgpack map with a ``"type"`` string. Payloads over :data:`MAX_FRAME` bytes are refused.

>>> frame = encode_message(Ping(nonce=7))
>>> frame[:4], len(frame)
(b'\\x00\\x00\\x00\\x12', 22)
>>> decoder = FrameDecoder()
>>> decoder.feed(frame)
>>> raw = decoder.next_message()
>>> raw
{'type': 'ping', 'nonce': 7}
>>> parse_client_message(raw)
Ping(nonce=7)
>>> decoder.next_message() is None
True

Two kinds of error, both :class:`RemoteProtocolError` when the peer is at fault:

- a *framing* error (``frame_too_large``, ``malformed``): the byte stream cannot be trusted any
  more, the decoder moves to :attr:`DecoderState.ERROR` and the connection should be closed;
- a *message* error (``bad_type``, ``bad_field``, ``out_of_order``, ``protocol_version``): the
  frame was well formed and has been consumed, so the next frame can be read; the host answers
  with an ``error`` message.

:class:`LocalProtocolError` means this side tried to build or send something invalid.

The message classes are frozen, keyword-only and slotted; their constructors check every field,
so a message that exists is a valid one. Don't subclass them. Every message type of each
direction is listed in one table, :data:`CLIENT_MESSAGES` and :data:`HOST_MESSAGES`; the
lifecycle is the two tables :data:`MAY_SEND` and :data:`TRANSITIONS`.
"""

from __future__ import annotations

import dataclasses
import re
import struct
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum, StrEnum
from typing import Any, ClassVar, Final, TypeAlias

import msgpack

from studdesk.engine.cards import HIDDEN, Card, InvalidCardError
from studdesk.engine.events import Event as EngineEvent
from studdesk.engine.events import event_from_dict, event_to_dict

# --------------------------------------------------------------------------------------------
# Limits
# --------------------------------------------------------------------------------------------

PROTOCOL_VERSION: Final = 2
"""The one protocol version this module speaks; ``hello`` and ``welcome`` carry it."""

MAX_FRAME: Final = 65536
"""Largest payload, in bytes, after the 4-byte length header (64 KiB)."""

HEADER: Final = struct.Struct(">I")
MAX_DEPTH: Final = 16
"""Deepest nesting of arrays and maps in one frame (the top-level map is depth 1)."""
MAX_ARRAY_LEN: Final = 4096
MAX_MAP_LEN: Final = 1024

SEAT_MIN: Final = 1
SEAT_MAX: Final = 8  # RULES.md T1: seats 1..8
MAX_NAME_LEN: Final = 24
MAX_CHAT_LEN: Final = 300
MAX_TABLE_NAME_LEN: Final = 40
MAX_CHIPS: Final = 10**12
"""Largest amount of chips any field may carry (chips are integer cents, RULES.md T2)."""
MAX_HAND: Final = 2**53
MAX_UINT: Final = 2**63 - 1
DECK_SIZE: Final = 52

ACTIONS: Final = ("fold", "check", "call", "bring_in", "complete", "bet", "raise", "show", "muck")
"""Player actions; ``act.action`` and ``turn.actions[].action`` take one of these."""
SIZED_ACTIONS: Final = frozenset({"complete", "bet", "raise"})
"""Actions whose ``amount`` (the total the player's bet is brought *to*) may be given."""
VARIANTS: Final = ("stud", "stud8", "razz")


# --------------------------------------------------------------------------------------------
# Errors
# --------------------------------------------------------------------------------------------


class ErrorCode(StrEnum):
    """Stable machine codes; ``error.code`` on the wire. :data:`ERROR_MESSAGES` has the words."""

    # Framing: the stream is no longer trusted (the decoder is in ERROR).
    FRAME_TOO_LARGE = "frame_too_large"
    MALFORMED = "malformed"
    # Messages: the frame was read; the connection goes on.
    BAD_TYPE = "bad_type"
    BAD_FIELD = "bad_field"
    OUT_OF_ORDER = "out_of_order"
    # Joining.
    PROTOCOL_VERSION = "protocol_version"
    PASSWORD_REQUIRED = "password_required"
    WRONG_PASSWORD = "wrong_password"
    NAME_TAKEN = "name_taken"
    BAD_NAME = "bad_name"
    UNKNOWN_TOKEN = "unknown_token"
    REFUSED = "refused"
    # Seats and money.
    TABLE_FULL = "table_full"
    SEAT_TAKEN = "seat_taken"
    NOT_SEATED = "not_seated"
    NOT_YOUR_SEAT = "not_your_seat"
    BAD_BUY_IN = "bad_buy_in"
    BETWEEN_HANDS = "between_hands"
    # Play.
    NOT_YOUR_TURN = "not_your_turn"
    STALE_HAND = "stale_hand"
    ILLEGAL_ACTION = "illegal_action"
    BAD_AMOUNT = "bad_amount"
    PAUSED = "paused"
    # Host control and conduct.
    HOST_ONLY = "host_only"
    KICKED = "kicked"
    SESSION_ENDED = "session_ended"
    TOO_FAST = "too_fast"
    INTERNAL = "internal"


ERROR_MESSAGES: Final[Mapping[str, str]] = {
    ErrorCode.FRAME_TOO_LARGE: "The message was too large to accept.",
    ErrorCode.MALFORMED: "The message could not be read.",
    ErrorCode.BAD_TYPE: "The table does not know that kind of message.",
    ErrorCode.BAD_FIELD: "The message had a missing or invalid part.",
    ErrorCode.OUT_OF_ORDER: "That message is not expected now.",
    ErrorCode.PROTOCOL_VERSION: "This table runs a different version of StudDesk.",
    ErrorCode.PASSWORD_REQUIRED: "This table needs a password.",
    ErrorCode.WRONG_PASSWORD: "That password is not right.",
    ErrorCode.NAME_TAKEN: "Someone at this table already uses that name.",
    ErrorCode.BAD_NAME: "That name cannot be used at this table.",
    ErrorCode.UNKNOWN_TOKEN: "Your old seat could not be found; you join as a new player.",
    ErrorCode.REFUSED: "The host did not let you in.",
    ErrorCode.TABLE_FULL: "Every seat is taken.",
    ErrorCode.SEAT_TAKEN: "That seat is taken.",
    ErrorCode.NOT_SEATED: "You are not sitting at this table.",
    ErrorCode.NOT_YOUR_SEAT: "That is not your seat.",
    ErrorCode.BAD_BUY_IN: "That buy-in is not allowed at this table.",
    ErrorCode.BETWEEN_HANDS: "You can do that only between hands.",
    ErrorCode.NOT_YOUR_TURN: "It is not your turn.",
    ErrorCode.STALE_HAND: "That hand is already over.",
    ErrorCode.ILLEGAL_ACTION: "You cannot do that now.",
    ErrorCode.BAD_AMOUNT: "That amount is not allowed now.",
    ErrorCode.PAUSED: "The game is paused.",
    ErrorCode.HOST_ONLY: "Only the host can do that.",
    ErrorCode.KICKED: "The host removed you from the table.",
    ErrorCode.SESSION_ENDED: "The host ended the session.",
    ErrorCode.TOO_FAST: "Too many messages; please slow down.",
    ErrorCode.INTERNAL: "Something went wrong at the table.",
}

FATAL_CODES: Final = frozenset(
    {
        ErrorCode.FRAME_TOO_LARGE,
        ErrorCode.MALFORMED,
        ErrorCode.PROTOCOL_VERSION,
        ErrorCode.PASSWORD_REQUIRED,
        ErrorCode.WRONG_PASSWORD,
        ErrorCode.REFUSED,
        ErrorCode.KICKED,
        ErrorCode.SESSION_ENDED,
    }
)
"""Codes after which the host closes the connection (``error.fatal`` is true by default)."""


class ProtocolError(Exception):
    """Something broke the protocol. ``code`` is stable, ``message`` is for a person.

    ``field`` names the offending field (``"name"``, ``"actions[1].to"``) when there is one;
    ``fatal`` says the connection should be closed after reporting it.
    """

    code: str
    message: str
    field: str | None
    fatal: bool

    def __init__(
        self,
        code: str,
        message: str | None = None,
        *,
        field: str | None = None,
        fatal: bool | None = None,
    ) -> None:
        self.code = str(code)
        self.message = message if message is not None else ERROR_MESSAGES.get(code, code)
        self.field = field
        self.fatal = code in FATAL_CODES if fatal is None else fatal
        super().__init__(f"{self.code}: {self.message}")


class LocalProtocolError(ProtocolError):
    """This side built or sent something the protocol does not allow."""


class RemoteProtocolError(ProtocolError):
    """The peer sent something the protocol does not allow."""


def _as_remote(exc: ProtocolError) -> RemoteProtocolError:
    return RemoteProtocolError(exc.code, exc.message, field=exc.field, fatal=exc.fatal)


def escape_field(path: str, limit: int = 60) -> str:
    """A field path as it may be shown and sent back: control, format and other unprintable
    characters as ``\\uXXXX``, cut to ``limit`` characters (a client's unknown field name
    can be anything; the error that names it must still be a valid frame).

    >>> escape_field("bad\\x00name")
    'bad\\\\u0000name'
    """
    out = []
    for ch in path:
        if ch.isprintable() and ch not in _BIDI_CONTROLS and ch != "\\":
            out.append(ch)
        else:
            out.append(f"\\u{ord(ch):04x}" if ord(ch) < 0x10000 else f"\\U{ord(ch):08x}")
    text = "".join(out)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _bad(path: str, why: str) -> LocalProtocolError:
    shown = escape_field(path)
    return LocalProtocolError(ErrorCode.BAD_FIELD, f"Field '{shown}' {why}.", field=shown)


# --------------------------------------------------------------------------------------------
# Cards
# --------------------------------------------------------------------------------------------


def card_to_wire(card: Card | None) -> str:
    """A card's wire form: ``"As"``, or ``"??"`` for a card this connection may not see.

    >>> card_to_wire(Card.parse("as")), card_to_wire(None)
    ('As', '??')
    """
    return HIDDEN if card is None else str(card)


def card_from_wire(text: str) -> Card | None:
    """The card a wire string names, ``None`` for ``"??"``. Only the canonical form is accepted
    (``"As"``, not ``"as"``); anything else raises :class:`~studdesk.engine.cards.InvalidCardError`.

    >>> card_from_wire("Td"), card_from_wire("??")
    (Card('Td'), None)
    """
    if text == HIDDEN:
        return None
    card = Card.parse(text)
    if str(card) != text:
        raise InvalidCardError(f"not a card in canonical form: {text!r} (write 'As', 'Td')")
    return card


_WIRE_CARDS: Final = frozenset([*(str(Card(i)) for i in range(52)), HIDDEN])


def is_wire_card(value: object) -> bool:
    """Whether ``value`` is a card string as the wire carries it (``"As"`` or ``"??"``)."""
    return isinstance(value, str) and value in _WIRE_CARDS


# --------------------------------------------------------------------------------------------
# Field checks. Each takes the value and its path for the error message, and returns the value
# as the message stores it. They raise LocalProtocolError; parsing turns that into a remote one.
# --------------------------------------------------------------------------------------------

Check: TypeAlias = Callable[[Any, str], Any]

_TOKEN_RE: Final = re.compile(r"[A-Za-z0-9_-]{16,128}")
_HEX_RE: Final = re.compile(r"[0-9a-f]*")
# Characters that reorder text on screen; refused even where printable text is allowed.
_BIDI_CONTROLS: Final = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
# Joiners that emoji sequences need; allowed in chat although not "printable".
_JOINERS: Final = frozenset("\u200c\u200d")


def _int(lo: int, hi: int) -> Check:
    def check(value: Any, path: str) -> int:
        if not isinstance(value, int) or isinstance(value, bool):
            raise _bad(path, f"must be a whole number, not {_kind(value)}")
        if not lo <= value <= hi:
            raise _bad(path, f"must be between {lo} and {hi}")
        return int(value)

    return check


_seat: Final = _int(SEAT_MIN, SEAT_MAX)
_hand: Final = _int(1, MAX_HAND)
_chips: Final = _int(1, MAX_CHIPS)
_chips0: Final = _int(0, MAX_CHIPS)
_count: Final = _int(0, MAX_UINT)
_client_id: Final = _int(1, MAX_UINT)
_millis: Final = _int(0, 24 * 3600 * 1000)


def _protocol(value: Any, path: str) -> int:
    """The protocol version; a different one is its own error, checked before anything else."""
    version: int = _int(0, MAX_UINT)(value, path)
    if version != PROTOCOL_VERSION:
        raise LocalProtocolError(
            ErrorCode.PROTOCOL_VERSION,
            f"This side speaks StudDesk protocol {PROTOCOL_VERSION}, the other side {version}.",
            field=path,
        )
    return version


def _bool(value: Any, path: str) -> bool:
    if not isinstance(value, bool):
        raise _bad(path, f"must be true or false, not {_kind(value)}")
    return value


def _choice(options: Sequence[str]) -> Check:
    def check(value: Any, path: str) -> str:
        if not isinstance(value, str) or value not in options:
            raise _bad(path, f"must be one of {', '.join(options)}")
        return value

    return check


def _str(path: str, value: Any) -> str:
    if not isinstance(value, str):
        raise _bad(path, f"must be text, not {_kind(value)}")
    return value


def _text(max_len: int, *, min_len: int = 1, joiners: bool = False) -> Check:
    """Text a person typed: stripped, NFC, ``min_len..max_len`` characters, nothing that is not
    printable (control characters, line breaks, direction overrides, odd spaces)."""

    def check(value: Any, path: str) -> str:
        text = unicodedata.normalize("NFC", _str(path, value).strip())
        if len(text) < min_len:
            raise _bad(path, "must not be empty" if min_len == 1 else f"needs {min_len} characters")
        if len(text) > max_len:
            raise _bad(path, f"must be at most {max_len} characters")
        for ch in text:
            if ch in _BIDI_CONTROLS or not (ch.isprintable() or (joiners and ch in _JOINERS)):
                raise _bad(path, f"must not contain the character U+{ord(ch):04X}")
        return text

    return check


_player_name: Final = _text(MAX_NAME_LEN)
_chat_text: Final = _text(MAX_CHAT_LEN, joiners=True)
_short_text: Final = _text(64)
_table_name: Final = _text(MAX_TABLE_NAME_LEN)


def _long_text(value: Any, path: str) -> str:
    """Text the host wrote (an error message): any length the frame allows, no controls."""
    text = _str(path, value)
    if any(unicodedata.category(ch) == "Cc" and ch != "\n" for ch in text):
        raise _bad(path, "must not contain control characters")
    return text


def _token(value: Any, path: str) -> str:
    text = _str(path, value)
    if not _TOKEN_RE.fullmatch(text):
        raise _bad(path, "must be 16 to 128 letters, digits, '-' or '_'")
    return text


def _password(value: Any, path: str) -> str:
    text = _str(path, value)
    if not 1 <= len(text) <= 128:
        raise _bad(path, "must be 1 to 128 characters")
    if any(unicodedata.category(ch) == "Cc" for ch in text):
        raise _bad(path, "must not contain control characters")
    return text


def _code(value: Any, path: str) -> str:
    text = _str(path, value)
    if not re.fullmatch(r"[a-z0-9_]{1,40}", text):
        raise _bad(path, "must be a short lowercase code")
    return str(text)


def _hex(min_len: int, max_len: int) -> Check:
    def check(value: Any, path: str) -> str:
        text = _str(path, value)
        if not (min_len <= len(text) <= max_len and len(text) % 2 == 0 and _HEX_RE.fullmatch(text)):
            raise _bad(path, f"must be {min_len} to {max_len} lowercase hexadecimal digits")
        return text

    return check


_digest: Final = _hex(64, 64)
_salt: Final = _hex(32, 128)


def _wire_card(value: Any, path: str) -> str:
    if not is_wire_card(value):
        raise _bad(path, "must be a card like 'As' or '??'")
    return str(value)


def _seat_list(value: Any, path: str) -> tuple[int, ...]:
    items = _sequence(value, path, 0, SEAT_MAX)
    seats = tuple(_seat(v, f"{path}[{i}]") for i, v in enumerate(items))
    if len(set(seats)) != len(seats):
        raise _bad(path, "names a seat twice")
    return seats


def _deck(value: Any, path: str) -> tuple[Card, ...]:
    items = _sequence(value, path, DECK_SIZE, DECK_SIZE)
    deck: list[Card] = []
    for i, item in enumerate(items):
        if isinstance(item, Card):
            deck.append(item)
            continue
        card = card_from_wire(_wire_card(item, f"{path}[{i}]"))
        if card is None:
            raise _bad(f"{path}[{i}]", "must be a real card, not '??'")
        deck.append(card)
    if len(set(deck)) != DECK_SIZE:
        raise _bad(path, "must hold each of the 52 cards once")
    return tuple(deck)


def _sequence(value: Any, path: str, lo: int, hi: int) -> Sequence[Any]:
    if not isinstance(value, (list, tuple)):
        raise _bad(path, f"must be a list, not {_kind(value)}")
    if not lo <= len(value) <= hi:
        raise _bad(path, f"must hold {lo} items" if lo == hi else f"must hold {lo} to {hi} items")
    return value


def _kind(value: object) -> str:
    names = {type(None): "nil", bool: "true/false", int: "a number", float: "a fraction",
             str: "text", bytes: "binary data", list: "a list", tuple: "a list", dict: "a map"}
    return names.get(type(value), type(value).__name__)


def plain(value: Any, path: str = "message", depth: int = 1, *, keyed: bool = True) -> Any:
    """Check that ``value`` is plain wire data and return it with tuples made lists and
    :class:`Card` objects made card strings.

    Plain wire data is nil, true/false, whole numbers (64-bit), text, lists and maps with text
    keys, nested at most :data:`MAX_DEPTH` deep. No fractions, no binary data. Under a map key
    ``"card"`` the value must be a card string (or nil), under ``"cards"`` a list of them, and
    under ``"seat"`` a seat number (or nil): that is how the permissive host payloads still get
    their cards and seats checked (``keyed=False`` skips those three rules).

    >>> plain({"kind": "card_dealt", "seat": 3, "card": Card.parse("As")})
    {'kind': 'card_dealt', 'seat': 3, 'card': 'As'}
    """
    if depth > MAX_DEPTH:
        raise _bad(path, f"is nested more than {MAX_DEPTH} deep")
    kind = type(value)  # fast paths for the exact plain types; subclasses take the long way
    if value is None or kind is str or kind is bool:
        return value
    if kind is int:
        if not -(2**63) <= value <= 2**64 - 1:
            raise _bad(path, "is a number too large to send")
        return value
    if isinstance(value, Card):
        return str(value)
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, int):
        if not -(2**63) <= value <= 2**64 - 1:
            raise _bad(path, "is a number too large to send")
        return int(value)
    if isinstance(value, (list, tuple)):
        if len(value) > MAX_ARRAY_LEN:
            raise _bad(path, f"must hold at most {MAX_ARRAY_LEN} items")
        inner = depth + 1
        if inner > MAX_DEPTH:
            return [plain(v, f"{path}[{i}]", inner, keyed=keyed) for i, v in enumerate(value)]
        items: list[Any] = []
        for i, v in enumerate(value):
            vk = type(v)  # plain scalars without building their path (the common case)
            if v is None or vk is str or vk is bool or (vk is int and -(2**63) <= v < 2**64):
                items.append(v)
            else:
                items.append(plain(v, f"{path}[{i}]", inner, keyed=keyed))
        return items
    if isinstance(value, Mapping):
        if len(value) > MAX_MAP_LEN:
            raise _bad(path, f"must hold at most {MAX_MAP_LEN} entries")
        return _plain_entries(value, f"{path}.", depth + 1, keyed=keyed)
    raise _bad(path, f"must be plain data, not {_kind(value)}")


_KEYED_FIELDS: Final = frozenset({"card", "cards", "seat"})


def _plain_entries(
    value: Mapping[Any, Any], prefix: str, depth: int, *, keyed: bool = True
) -> dict[str, Any]:
    """The entries of a map (``prefix`` is the path of the map plus a dot, or empty)."""
    out: dict[str, Any] = {}
    fast = depth <= MAX_DEPTH
    for key, item in value.items():
        if type(key) is not str and not isinstance(key, str):
            raise _bad(prefix.rstrip(".") or "message", "has a key that is not text")
        kind = type(item)
        if fast:  # the common cases without building the field's path
            if keyed and key in _KEYED_FIELDS and item is not None:
                if (key == "seat" and kind is int and SEAT_MIN <= item <= SEAT_MAX) or (
                        key == "card" and kind is str and item in _WIRE_CARDS):
                    out[key] = item
                    continue
                if key == "cards" and kind is list and depth < MAX_DEPTH and len(
                        item) <= DECK_SIZE and all(
                        type(c) is str and c in _WIRE_CARDS for c in item):
                    out[key] = list(item)
                    continue
            elif item is None or kind is str or kind is bool or (
                    kind is int and -(2**63) <= item < 2**64):
                out[key] = item
                continue
        sub = f"{prefix}{key}"
        if isinstance(item, Card):
            item = str(item)
        if not keyed or item is None:
            pass
        elif key == "card":
            item = _wire_card(item, sub)
        elif key == "cards":
            cards = _sequence(item, sub, 0, DECK_SIZE)
            item = [_wire_card(str(c) if isinstance(c, Card) else c, f"{sub}[{i}]")
                    for i, c in enumerate(cards)]
        elif key == "seat":
            item = _seat(item, sub)
        out[key] = plain(item, sub, depth, keyed=keyed)
    return out


def _plain_map(value: Any, path: str) -> dict[str, Any]:
    if not isinstance(value, Mapping):
        raise _bad(path, f"must be a map, not {_kind(value)}")
    result: dict[str, Any] = plain(value, path, 2)
    return result


# --------------------------------------------------------------------------------------------
# Records: the machinery behind every message class
# --------------------------------------------------------------------------------------------


def _req(check: Check, *, wire: str | None = None, dump: Callable[[Any], Any] | None = None) -> Any:
    """A required field checked by ``check`` (``wire``: its key on the wire if not its name)."""
    return field(metadata={"check": check, "wire": wire, "dump": dump})


def _opt(
    check: Check,
    default: Any = None,
    *,
    wire: str | None = None,
    dump: Callable[[Any], Any] | None = None,
) -> Any:
    """An optional field: absent or nil on the wire means ``default``."""
    if isinstance(default, (list, dict, set)):
        raise TypeError("use an immutable default")
    return field(default=default, metadata={"check": check, "wire": wire, "dump": dump})


def _extra() -> Any:
    return field(default_factory=dict, metadata={"extra": True})


class _Record:
    """Base of every message and nested record: validation, wire form, parsing."""

    __slots__ = ()

    def __post_init__(self) -> None:
        for f in dataclasses.fields(self):  # type: ignore[arg-type]
            value = getattr(self, f.name)
            if f.metadata.get("extra"):
                object.__setattr__(self, f.name, _check_extra(type(self), value))
            elif value is not None:
                key = f.metadata["wire"] or f.name
                object.__setattr__(self, f.name, f.metadata["check"](value, key))
        self._check_together()

    def _check_together(self) -> None:
        """Rules that tie several fields together; overridden where there are some."""

    def to_wire(self) -> dict[str, Any]:
        """The message as the plain map that goes on the wire (nil fields left out)."""
        out: dict[str, Any] = {}
        message_type = getattr(self, "TYPE", None)
        if message_type is not None:
            out["type"] = message_type
        extra: Mapping[str, Any] = {}
        for f in dataclasses.fields(self):  # type: ignore[arg-type]
            value = getattr(self, f.name)
            if f.metadata.get("extra"):
                extra = value
            elif value is not None:
                dump = f.metadata["dump"]
                out[f.metadata["wire"] or f.name] = dump(value) if dump else _dump(value)
        out.update(extra)
        return out

    @classmethod
    def _checked(cls, kwargs: dict[str, Any]) -> Any:
        """The record from values :meth:`from_wire` has already checked one by one: the same
        result as ``cls(**kwargs)`` without checking every field a second time."""
        obj = object.__new__(cls)
        for f in dataclasses.fields(cls):  # type: ignore[arg-type]
            if f.name in kwargs:
                value = kwargs[f.name]
            elif f.default is not dataclasses.MISSING:
                value = f.default
            else:
                value = f.default_factory()  # type: ignore[operator]
            if f.metadata.get("extra"):
                value = _check_extra(cls, value)
            object.__setattr__(obj, f.name, value)
        obj._check_together()
        return obj

    @classmethod
    def from_wire(cls, obj: Any, path: str = "") -> Any:
        """Build the record from a wire map, checking fields in order, unknown keys last.

        Raises :class:`LocalProtocolError` (parsing functions turn it into a remote one)."""
        if not isinstance(obj, Mapping):
            raise _bad(path or "message", f"must be a map, not {_kind(obj)}")
        kwargs: dict[str, Any] = {}
        known = {"type"}
        takes_extra = False
        for f in dataclasses.fields(cls):  # type: ignore[arg-type]
            if f.metadata.get("extra"):
                takes_extra = True
                continue
            key = f.metadata["wire"] or f.name
            known.add(key)
            sub = f"{path}.{key}" if path else key
            value = obj.get(key)
            if value is None:
                if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                    raise _bad(sub, "is missing")
                continue
            kwargs[f.name] = f.metadata["check"](value, sub)
        unknown = [k for k in obj if k not in known]
        if unknown:
            if not takes_extra:
                raise _bad(f"{path}.{unknown[0]}" if path else str(unknown[0]), "is not known")
            kwargs["extra"] = {k: obj[k] for k in unknown}
        try:
            return cls._checked(kwargs)
        except LocalProtocolError as exc:
            if not path or exc.field is None or exc.field.startswith(path):
                raise
            inner = f"{path}.{exc.field}"
            message = exc.message.replace(f"'{exc.field}'", f"'{inner}'", 1)
            raise LocalProtocolError(exc.code, message, field=inner, fatal=exc.fatal) from None


def _dump(value: Any) -> Any:
    if isinstance(value, _Record):
        return value.to_wire()
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, (list, tuple)):
        return [_dump(v) for v in value]
    return value


def _check_extra(cls: type, value: Any) -> dict[str, Any]:
    if not isinstance(value, Mapping):
        raise _bad("extra", "must be a map")
    names = {f.metadata.get("wire") or f.name for f in dataclasses.fields(cls)}
    for key in value:
        if not isinstance(key, str) or key in names or key == "type":
            raise _bad(str(key), "cannot be an extra field")
    return _plain_entries(value, "", 2)


def _record(cls: type[_Record]) -> Check:
    def check(value: Any, path: str) -> Any:
        return value if isinstance(value, cls) else cls.from_wire(value, path)

    return check


def _records(cls: type[_Record], lo: int, hi: int) -> Check:
    def check(value: Any, path: str) -> tuple[Any, ...]:
        items = _sequence(value, path, lo, hi)
        return tuple(
            v if isinstance(v, cls) else cls.from_wire(v, f"{path}[{i}]") for i, v in enumerate(items)
        )

    return check


def _maps(lo: int, hi: int, item: Check | None = None) -> Check:
    def check(value: Any, path: str) -> tuple[Any, ...]:
        items = _sequence(value, path, lo, hi)
        out = []
        for i, v in enumerate(items):
            sub = f"{path}[{i}]"
            out.append(None if v is None and item is None else (item or _plain_map)(v, sub))
        return tuple(out)

    return check


# --------------------------------------------------------------------------------------------
# Client-to-host messages. Strict: unknown fields are refused.
# --------------------------------------------------------------------------------------------

@dataclass(frozen=True, kw_only=True, slots=True)
class Hello(_Record):
    """The first message: who I am. ``token`` reclaims seats after a reconnect (RULES.md C4)."""

    TYPE: ClassVar[str] = "hello"
    protocol: int = _req(_protocol)
    name: str = _req(_player_name)
    token: str | None = _opt(_token)
    password: str | None = _opt(_password)
    client: str | None = _opt(_short_text)


@dataclass(frozen=True, kw_only=True, slots=True)
class Watch(_Record):
    """Follow the table as a spectator, without a seat."""

    TYPE: ClassVar[str] = "watch"


@dataclass(frozen=True, kw_only=True, slots=True)
class Sit(_Record):
    """Take ``seat`` (any free seat when nil) with ``buy_in`` chips (the table's when nil).
    A connection may hold several seats (hotseat); ``name`` names the player in this seat
    (the connection's name when nil)."""

    TYPE: ClassVar[str] = "sit"
    seat: int | None = _opt(_seat)
    buy_in: int | None = _opt(_chips)
    name: str | None = _opt(_player_name)


@dataclass(frozen=True, kw_only=True, slots=True)
class Stand(_Record):
    """Give up ``seat`` (the only seat held when nil); the chips leave with the player."""

    TYPE: ClassVar[str] = "stand"
    seat: int | None = _opt(_seat)


@dataclass(frozen=True, kw_only=True, slots=True)
class Act(_Record):
    """A decision in hand ``hand``. ``amount`` is the total the bet is brought *to*, only for
    complete, bet and raise, and only needed when more than one size is legal (RULES.md L5)."""

    TYPE: ClassVar[str] = "act"
    hand: int = _req(_hand)
    action: str = _req(_choice(ACTIONS))
    amount: int | None = _opt(_chips)
    seat: int | None = _opt(_seat)

    def _check_together(self) -> None:
        if self.amount is not None and self.action not in SIZED_ACTIONS:
            raise _bad("amount", "is only for complete, bet and raise")


@dataclass(frozen=True, kw_only=True, slots=True)
class Ante(_Record):
    """The answer to ``ante_question`` (RULES.md D1): post the ante, or be dealt out."""

    TYPE: ClassVar[str] = "ante"
    hand: int = _req(_hand)
    post: bool = _req(_bool)
    seat: int | None = _opt(_seat)


@dataclass(frozen=True, kw_only=True, slots=True)
class SitOut(_Record):
    """Be dealt out of the coming hands (RULES.md C3) while keeping the seat."""

    TYPE: ClassVar[str] = "sit_out"
    seat: int | None = _opt(_seat)


@dataclass(frozen=True, kw_only=True, slots=True)
class SitBack(_Record):
    """Be dealt in again from the next hand."""

    TYPE: ClassVar[str] = "sit_back"
    seat: int | None = _opt(_seat)


@dataclass(frozen=True, kw_only=True, slots=True)
class Rebuy(_Record):
    """Add ``amount`` chips; only between hands (RULES.md T3)."""

    TYPE: ClassVar[str] = "rebuy"
    amount: int = _req(_chips)
    seat: int | None = _opt(_seat)


@dataclass(frozen=True, kw_only=True, slots=True)
class Chat(_Record):
    """A line of chat, 1 to 300 characters."""

    TYPE: ClassVar[str] = "chat"
    text: str = _req(_chat_text)


@dataclass(frozen=True, kw_only=True, slots=True)
class Settings(_Record):
    """Player settings (RULES.md D1 auto-ante, S2 auto-muck); nil leaves a setting alone."""

    TYPE: ClassVar[str] = "settings"
    auto_muck: bool | None = _opt(_bool)
    auto_ante: bool | None = _opt(_bool)
    seat: int | None = _opt(_seat)


@dataclass(frozen=True, kw_only=True, slots=True)
class Ping(_Record):
    """Are you there? The host answers ``pong`` with the same nonce."""

    TYPE: ClassVar[str] = "ping"
    nonce: int = _req(_count)


@dataclass(frozen=True, kw_only=True, slots=True)
class Leave(_Record):
    """Goodbye: the connection's seats are given up and the connection closes."""

    TYPE: ClassVar[str] = "leave"


@dataclass(frozen=True, kw_only=True, slots=True)
class Approve(_Record):
    """Host control: let a waiting player in (``allow``) or turn them away. Names the player by
    ``client_id`` (from ``knock``) or by ``name``; exactly one of the two."""

    TYPE: ClassVar[str] = "approve"
    client_id: int | None = _opt(_client_id)
    name: str | None = _opt(_player_name)
    allow: bool = _opt(_bool, True)

    def _check_together(self) -> None:
        if (self.client_id is None) == (self.name is None):
            raise _bad("client_id", "or 'name' must be given, and only one of them")


@dataclass(frozen=True, kw_only=True, slots=True)
class Kick(_Record):
    """Host control: remove the player in ``seat`` from the table."""

    TYPE: ClassVar[str] = "kick"
    seat: int = _req(_seat)


@dataclass(frozen=True, kw_only=True, slots=True)
class Pause(_Record):
    """Host control: pause (``on``) or resume the game; a hand under way is finished first."""

    TYPE: ClassVar[str] = "pause"
    on: bool = _req(_bool)


@dataclass(frozen=True, kw_only=True, slots=True)
class EndSession(_Record):
    """Host control: end the session; everyone receives the ledger and is disconnected."""

    TYPE: ClassVar[str] = "end_session"


@dataclass(frozen=True, kw_only=True, slots=True)
class Cover(_Record):
    """Hotseat only (a connection holding several seats): the hand-over cover for ``seat`` is
    ``up`` (nobody may look yet) or down (the player clicked ready). While it is up for the
    acting seat the host holds that seat's decision clock and time bank; when it comes down
    the clock starts fresh with a new ``turn`` (at most ``cover_limit`` seconds of cover per
    decision)."""

    TYPE: ClassVar[str] = "cover"
    seat: int = _req(_seat)
    up: bool = _req(_bool)


@dataclass(frozen=True, kw_only=True, slots=True)
class Show(_Record):
    """RULES.md O6: the winner of hand ``hand``, whom everyone else folded to, shows their
    cards (after ``show_chance``; they need not)."""

    TYPE: ClassVar[str] = "show"
    hand: int = _req(_hand)
    seat: int | None = _opt(_seat)


# --------------------------------------------------------------------------------------------
# Host-to-client messages. Permissive: the envelope and the fields below are checked, other
# fields are kept in ``extra`` (plain data, cards and seats still checked), so the host can
# grow them without breaking older clients.
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True, slots=True)
class TableSummary(_Record):
    """What kind of table this is (in ``welcome``). Chips are integer cents (RULES.md T2)."""

    name: str = _req(_table_name)
    variant: str = _req(_choice(VARIANTS))
    seats: int = _req(_int(2, SEAT_MAX))
    ante: int = _req(_chips0)
    bring_in: int = _req(_chips)
    small_bet: int = _req(_chips)
    big_bet: int = _req(_chips)
    buy_in: int = _req(_chips)
    stakes: str | None = _opt(_short_text)
    password: bool = _opt(_bool, False)
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class LegalAction(_Record):
    """One choice offered in ``turn``: ``amount`` is what it puts in now, ``to`` the total of
    the player's bet in this round afterwards (both nil for fold, check, show and muck)."""

    action: str = _req(_choice(ACTIONS))
    amount: int | None = _opt(_chips0)
    to: int | None = _opt(_chips0)
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class Welcome(_Record):
    """The answer to a good ``hello``. Keep ``token`` to reconnect (RULES.md C4). ``host`` is
    true on the host's own connection (host-control messages are allowed there); ``seats``
    lists the seats this connection holds, after a reconnect."""

    TYPE: ClassVar[str] = "welcome"
    protocol: int = _req(_protocol)
    token: str = _req(_token)
    client_id: int = _req(_client_id)
    table: TableSummary = _req(_record(TableSummary))
    host: bool = _opt(_bool, False)
    seats: tuple[int, ...] = _opt(_seat_list, ())
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class Error(_Record):
    """Something the client sent was refused. ``message`` is a sentence for a person; after a
    ``fatal`` error the host closes the connection."""

    TYPE: ClassVar[str] = "error"
    code: str = _req(_code)
    message: str = _req(_long_text)
    fatal: bool = _opt(_bool, False)
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class TableState(_Record):
    """The whole table as this connection may see it (RULES.md H1): public state plus this
    connection's own down cards. Sent after ``welcome``, ``sit``, ``watch`` and whenever the
    client may have missed events. ``seats`` holds 8 entries, nil for an empty seat, else a
    map with at least ``seat``, ``name``, ``stack`` and ``cards`` (see PROTOCOL.md)."""

    TYPE: ClassVar[str] = "table"
    hand: int | None = _opt(_hand)
    status: str = _req(_choice(("waiting", "playing", "paused", "ended")))
    seats: tuple[dict[str, Any] | None, ...] = _req(_maps(SEAT_MAX, SEAT_MAX, None))
    you: tuple[int, ...] = _opt(_seat_list, ())
    extra: dict[str, Any] = _extra()

    def _check_together(self) -> None:
        for index, entry in enumerate(self.seats):
            if entry is None:
                continue
            path = f"seats[{index}]"
            if entry.get("seat") != index + 1:
                raise _bad(f"{path}.seat", f"must be {index + 1}")
            _player_name(entry.get("name"), f"{path}.name")
            _chips0(entry.get("stack"), f"{path}.stack")
            _sequence(entry.get("cards"), f"{path}.cards", 0, 7)


def _engine_event(value: Any, path: str) -> EngineEvent:
    if isinstance(value, EngineEvent):
        return value
    data = _plain_map(value, path)
    try:
        return event_from_dict(data)
    except ValueError as exc:
        where, _, why = str(exc).partition(": ")
        name = where.split(".", 1)[1] if "." in where else where
        raise _bad(f"{path}.{name}", why or "is not allowed") from None


@dataclass(frozen=True, kw_only=True, slots=True)
class Event(_Record):
    """One engine event of hand ``hand``, already censored for this connection (RULES.md H1).
    ``event`` is the engine's own event object (``studdesk.engine.events``); on the wire it is
    ``event_to_dict``'s map, its class named by ``"type"``. ``timeout``: the host acted for the
    player when their time ran out (C1)."""

    TYPE: ClassVar[str] = "event"
    hand: int = _req(_hand)
    event: EngineEvent = _req(_engine_event, dump=event_to_dict)
    timeout: bool = _opt(_bool, False)
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class Turn(_Record):
    """It is ``seat``'s turn in hand ``hand``: ``deadline_ms`` milliseconds remain (RULES.md
    C1; ``bank_ms`` of time bank after that, C2), and ``actions`` are the legal choices."""

    TYPE: ClassVar[str] = "turn"
    hand: int = _req(_hand)
    seat: int = _req(_seat)
    deadline_ms: int = _req(_millis)
    actions: tuple[LegalAction, ...] = _req(_records(LegalAction, 1, 16))
    bank_ms: int | None = _opt(_millis)
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class AnteQuestion(_Record):
    """Post the ante for hand ``hand`` in ``seat``? (RULES.md D1; answer with ``ante``)."""

    TYPE: ClassVar[str] = "ante_question"
    hand: int = _req(_hand)
    seat: int = _req(_seat)
    deadline_ms: int = _req(_millis)
    extra: dict[str, Any] = _extra()


def _leaves(value: Any, path: str) -> tuple[str, ...]:
    items = _sequence(value, path, DECK_SIZE, DECK_SIZE)
    return tuple(_digest(v, f"{path}[{i}]") for i, v in enumerate(items))


def _opening(value: Any, path: str) -> dict[str, Any]:
    entry = _plain_map(value, path)
    _int(0, DECK_SIZE - 1)(entry.get("position"), f"{path}.position")
    card = entry.get("card")
    if not isinstance(card, str) or not is_wire_card(card) or card == HIDDEN:
        raise _bad(f"{path}.card", "must be a card")
    _digest(entry.get("salt"), f"{path}.salt")
    return entry


@dataclass(frozen=True, kw_only=True, slots=True)
class Commit(_Record):
    """Before the first card of hand ``hand``: the commitment to every deck position and to the
    D10 seed (``net.fairness``, PROTOCOL.md section 5)."""

    TYPE: ClassVar[str] = "commit"
    hand: int = _req(_hand)
    scheme: str = _req(_short_text)
    leaves: tuple[str, ...] = _req(_leaves)
    seed: str = _req(_digest)
    digest: str = _req(_digest)
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class Reveal(_Record):
    """After hand ``hand``, to everyone: the openings of the positions shown to the table, and
    the D10 seed when the hand was reshuffled. Never a card nobody saw (RULES.md H3)."""

    TYPE: ClassVar[str] = "reveal"
    hand: int = _req(_hand)
    openings: tuple[dict[str, Any], ...] = _opt(_maps(0, DECK_SIZE, _opening), ())
    seed: str | None = _opt(_digest)
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class Openings(_Record):
    """After hand ``hand``, to the connection holding ``seat`` only: the openings of that
    seat's own down cards that were never shown."""

    TYPE: ClassVar[str] = "openings"
    hand: int = _req(_hand)
    seat: int = _req(_seat)
    openings: tuple[dict[str, Any], ...] = _opt(_maps(0, DECK_SIZE, _opening), ())
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class ChatLine(_Record):
    """A line of chat from ``sender`` (``"from"`` on the wire); ``seat`` nil for a spectator,
    ``client_id`` nil for the table itself."""

    TYPE: ClassVar[str] = "chat"
    sender: str = _req(_player_name, wire="from")
    text: str = _req(_chat_text)
    seat: int | None = _opt(_seat)
    client_id: int | None = _opt(_client_id)
    extra: dict[str, Any] = _extra()


def _ledger_entry(value: Any, path: str) -> dict[str, Any]:
    entry = _plain_map(value, path)
    _player_name(entry.get("name"), f"{path}.name")
    _chips0(entry.get("bought"), f"{path}.bought")
    _chips0(entry.get("stack"), f"{path}.stack")
    return entry


@dataclass(frozen=True, kw_only=True, slots=True)
class Ledger(_Record):
    """Who bought in for how much and what they have now. ``entries`` are maps with at least
    ``name``, ``bought`` and ``stack``; ``final`` at the end of the session."""

    TYPE: ClassVar[str] = "ledger"
    entries: tuple[dict[str, Any], ...] = _req(_maps(0, 256, _ledger_entry))
    final: bool = _opt(_bool, False)
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class Pong(_Record):
    """The answer to ``ping``."""

    TYPE: ClassVar[str] = "pong"
    nonce: int = _req(_count)
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class Joined(_Record):
    """``name`` joined the table, in ``seat`` or as a spectator (seat nil)."""

    TYPE: ClassVar[str] = "joined"
    client_id: int = _req(_client_id)
    name: str = _req(_player_name)
    seat: int | None = _opt(_seat)
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class Left(_Record):
    """``name`` left ``seat`` (or stopped watching); ``reason`` is an error code or nil."""

    TYPE: ClassVar[str] = "left"
    client_id: int = _req(_client_id)
    name: str = _req(_player_name)
    seat: int | None = _opt(_seat)
    reason: str | None = _opt(_code)
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class Knock(_Record):
    """To the host's own connection: ``name`` is waiting to be let in (answer with ``approve``)."""

    TYPE: ClassVar[str] = "knock"
    client_id: int = _req(_client_id)
    name: str = _req(_player_name)
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class ShowChance(_Record):
    """To the connection of ``seat`` only: everyone else folded in hand ``hand`` (RULES.md O6);
    the seat may answer ``show`` within ``deadline_ms`` (the cards stay secret otherwise)."""

    TYPE: ClassVar[str] = "show_chance"
    hand: int = _req(_hand)
    seat: int = _req(_seat)
    deadline_ms: int = _req(_millis)
    extra: dict[str, Any] = _extra()


@dataclass(frozen=True, kw_only=True, slots=True)
class Notice(_Record):
    """Something the table tells every client, by ``code`` (the client words it in its own
    language): ``hand_voided`` (hand ``hand`` was interrupted by a host restart and voided;
    every chip went back where it was when it started)."""

    TYPE: ClassVar[str] = "notice"
    code: str = _req(_code)
    hand: int | None = _opt(_hand)
    extra: dict[str, Any] = _extra()


# --------------------------------------------------------------------------------------------
# The tables: every message type of each direction, in one place.
# --------------------------------------------------------------------------------------------

ClientMessage: TypeAlias = (
    Hello | Watch | Sit | Stand | Act | Ante | SitOut | SitBack | Rebuy | Chat | Settings | Ping
    | Leave | Approve | Kick | Pause | EndSession | Cover | Show
)
HostMessage: TypeAlias = (
    Welcome | Error | TableState | Event | Turn | AnteQuestion | Commit | Reveal | Openings
    | ChatLine | Ledger | Pong | Joined | Left | Knock | ShowChance | Notice
)
Message: TypeAlias = ClientMessage | HostMessage

CLIENT_MESSAGES: Final[Mapping[str, type[ClientMessage]]] = {
    "hello": Hello,
    "watch": Watch,
    "sit": Sit,
    "stand": Stand,
    "act": Act,
    "ante": Ante,
    "sit_out": SitOut,
    "sit_back": SitBack,
    "rebuy": Rebuy,
    "chat": Chat,
    "settings": Settings,
    "ping": Ping,
    "leave": Leave,
    "cover": Cover,
    "show": Show,
    # host control: the host accepts these only from its own connection
    "approve": Approve,
    "kick": Kick,
    "pause": Pause,
    "end_session": EndSession,
}
HOST_CONTROL: Final = frozenset({"approve", "kick", "pause", "end_session"})

HOST_MESSAGES: Final[Mapping[str, type[HostMessage]]] = {
    "welcome": Welcome,
    "error": Error,
    "table": TableState,
    "event": Event,
    "turn": Turn,
    "ante_question": AnteQuestion,
    "commit": Commit,
    "reveal": Reveal,
    "openings": Openings,
    "chat": ChatLine,
    "ledger": Ledger,
    "pong": Pong,
    "joined": Joined,
    "left": Left,
    "knock": Knock,
    "show_chance": ShowChance,
    "notice": Notice,
}


def _parse(table: Mapping[str, type[Any]], obj: Any) -> Any:
    if not isinstance(obj, Mapping):
        raise RemoteProtocolError(ErrorCode.MALFORMED, "A message must be a map.")
    message_type = obj.get("type")
    if not isinstance(message_type, str):
        raise RemoteProtocolError(ErrorCode.MALFORMED, "A message must have a 'type'.")
    cls = table.get(message_type)
    if cls is None:
        raise RemoteProtocolError(
            ErrorCode.BAD_TYPE, f"Unknown message type {message_type[:40]!r}.", field="type"
        )
    try:
        return cls.from_wire(obj)
    except LocalProtocolError as exc:
        raise _as_remote(exc) from None


def parse_client_message(obj: Any) -> ClientMessage:
    """The client message a decoded map holds; raises :class:`RemoteProtocolError`.

    >>> parse_client_message({"type": "act", "hand": 3, "action": "raise", "amount": 800})
    Act(hand=3, action='raise', amount=800, seat=None)
    >>> parse_client_message({"type": "sit", "seat": 9})
    Traceback (most recent call last):
    ...
    net.protocol.RemoteProtocolError: bad_field: Field 'seat' must be between 1 and 8.
    """
    message: ClientMessage = _parse(CLIENT_MESSAGES, obj)
    return message


def parse_host_message(obj: Any) -> HostMessage:
    """The host message a decoded map holds; raises :class:`RemoteProtocolError`."""
    message: HostMessage = _parse(HOST_MESSAGES, obj)
    return message


def make_error(code: str, message: str | None = None, *, fatal: bool | None = None) -> Error:
    """The ``error`` message for ``code``, with its standard sentence unless one is given.

    >>> make_error(ErrorCode.SEAT_TAKEN).to_wire()
    {'type': 'error', 'code': 'seat_taken', 'message': 'That seat is taken.', 'fatal': False}
    """
    text = message if message is not None else ERROR_MESSAGES.get(code, "The table refused that.")
    return Error(code=str(code), message=text, fatal=code in FATAL_CODES if fatal is None else fatal)


def error_for(exc: ProtocolError) -> Error:
    """The ``error`` message that reports ``exc`` to the peer."""
    return make_error(exc.code, exc.message, fatal=exc.fatal)


# --------------------------------------------------------------------------------------------
# Framing
# --------------------------------------------------------------------------------------------


def encode_frame(msg: Mapping[str, Any]) -> bytes:
    """One frame: length header and the msgpack map. The map must have a ``"type"`` string and
    hold plain wire data (see :func:`plain`; the fields themselves are the message classes'
    business, so this also frames a message the peer will refuse); raises :class:`LocalProtocolError` otherwise or
    when the payload is over :data:`MAX_FRAME` bytes."""
    if not isinstance(msg, Mapping) or not isinstance(msg.get("type"), str):
        raise LocalProtocolError(ErrorCode.BAD_TYPE, "A frame must be a map with a 'type'.")
    payload: bytes = msgpack.packb(plain(msg, keyed=False), use_bin_type=True)
    if len(payload) > MAX_FRAME:
        raise LocalProtocolError(
            ErrorCode.FRAME_TOO_LARGE,
            f"The message is {len(payload)} bytes; at most {MAX_FRAME} may be sent.",
        )
    return HEADER.pack(len(payload)) + payload


def encode_trusted(msg: Mapping[str, Any]) -> bytes:
    """One frame for a map this side built itself from checked data (the host's own tables,
    views and events), without :func:`plain`'s walk: plain ints, strings, bools, None, lists
    and str-keyed dicts only. Still refuses a payload over :data:`MAX_FRAME` bytes."""
    payload: bytes = msgpack.packb(msg, use_bin_type=True)
    if len(payload) > MAX_FRAME:
        raise LocalProtocolError(
            ErrorCode.FRAME_TOO_LARGE,
            f"The message is {len(payload)} bytes; at most {MAX_FRAME} may be sent.",
        )
    return HEADER.pack(len(payload)) + payload


def encode_message(msg: Message) -> bytes:
    """The frame for a message object."""
    return encode_frame(msg.to_wire())


class DecoderState(Enum):
    OK = "ok"
    ERROR = "error"


def _reject_ext(code: int, data: bytes) -> Any:
    raise ValueError(f"msgpack extension type {code} is not allowed")


def decode_payload(payload: bytes) -> dict[str, Any]:
    """The map one frame's payload holds. Raises :class:`RemoteProtocolError` (``malformed``)
    for anything but one msgpack map with text keys and a ``"type"`` string: bad msgpack,
    trailing bytes, extension types, non-text keys, nesting over :data:`MAX_DEPTH`."""
    try:
        obj = msgpack.unpackb(
            payload,
            raw=False,
            use_list=True,
            strict_map_key=True,
            max_str_len=MAX_FRAME,
            max_bin_len=MAX_FRAME,
            max_array_len=MAX_ARRAY_LEN,
            max_map_len=MAX_MAP_LEN,
            max_ext_len=0,
            ext_hook=_reject_ext,
        )
    except (ValueError, TypeError, OverflowError, msgpack.UnpackException) as exc:
        raise RemoteProtocolError(
            ErrorCode.MALFORMED, f"The message is not valid msgpack ({type(exc).__name__})."
        ) from None
    if not isinstance(obj, dict):
        raise RemoteProtocolError(ErrorCode.MALFORMED, "A message must be a map.")
    # Iterative walk: text keys only, bounded depth (msgpack itself allows ~1000 levels).
    # msgpack gives exact dicts and lists, so ``type(x) is`` is enough (and much faster).
    stack: list[tuple[Any, int]] = [(obj, 1)]
    pop, push = stack.pop, stack.append
    while stack:
        value, depth = pop()
        if depth > MAX_DEPTH:
            raise RemoteProtocolError(ErrorCode.MALFORMED, "The message is nested too deeply.")
        inner = depth + 1
        if type(value) is dict:
            for key, item in value.items():
                if type(key) is not str:
                    raise RemoteProtocolError(ErrorCode.MALFORMED, "Map keys must be text.")
                kind = type(item)
                if kind is dict or kind is list:
                    push((item, inner))
        else:
            for item in value:
                kind = type(item)
                if kind is dict or kind is list:
                    push((item, inner))
    if not isinstance(obj.get("type"), str):
        raise RemoteProtocolError(ErrorCode.MALFORMED, "A message must have a 'type' string.")
    return obj


class FrameDecoder:
    """Bytes in, message maps out. :meth:`feed` what the socket gave, then call
    :meth:`next_message` until it returns ``None`` (it needs more bytes).

    A framing error (``frame_too_large``, ``malformed``) raises :class:`RemoteProtocolError`
    and leaves the decoder in :attr:`DecoderState.ERROR`: every later call raises the same
    error. The length header is checked as soon as its 4 bytes arrive, before the payload.
    """

    def __init__(self, max_frame: int = MAX_FRAME) -> None:
        self.max_frame = max_frame
        self._buffer = bytearray()
        self._eof = False
        self._error: RemoteProtocolError | None = None

    @property
    def state(self) -> DecoderState:
        return DecoderState.OK if self._error is None else DecoderState.ERROR

    @property
    def buffered(self) -> int:
        """Bytes received and not yet returned as a message."""
        return len(self._buffer)

    @property
    def is_closed(self) -> bool:
        """The peer closed the stream and every complete frame has been returned."""
        return self._eof and not self._buffer and self._error is None

    def feed(self, data: bytes) -> None:
        if self._eof:
            raise LocalProtocolError(ErrorCode.OUT_OF_ORDER, "Data fed after the end of stream.")
        if self._error is None:
            self._buffer += data

    def feed_eof(self) -> None:
        """The peer closed the stream; a half-received frame then becomes an error."""
        self._eof = True

    def _fail(self, code: str, message: str) -> RemoteProtocolError:
        self._error = RemoteProtocolError(code, message, fatal=True)
        self._buffer.clear()
        return self._error

    def next_message(self) -> dict[str, Any] | None:
        """The next complete message map, or ``None`` when more bytes are needed."""
        if self._error is not None:
            raise self._error
        buf = self._buffer
        if len(buf) < HEADER.size:
            self._check_truncated()
            return None
        (length,) = HEADER.unpack_from(buf)
        if length > self.max_frame:
            raise self._fail(
                ErrorCode.FRAME_TOO_LARGE,
                f"A frame of {length} bytes was announced; at most {self.max_frame} are accepted.",
            )
        if length == 0:
            raise self._fail(ErrorCode.MALFORMED, "An empty frame was received.")
        end = HEADER.size + length
        if len(buf) < end:
            self._check_truncated()
            return None
        payload = bytes(buf[HEADER.size : end])
        del buf[:end]
        try:
            return decode_payload(payload)
        except RemoteProtocolError as exc:
            raise self._fail(exc.code, exc.message) from None

    def _check_truncated(self) -> None:
        if self._eof and self._buffer:
            raise self._fail(ErrorCode.MALFORMED, "The connection closed in the middle of a frame.")


# --------------------------------------------------------------------------------------------
# The connection lifecycle: two tables, MAY_SEND and TRANSITIONS, and nothing else decides it.
# --------------------------------------------------------------------------------------------


class Role(Enum):
    CLIENT = "client"
    HOST = "host"


class State(Enum):
    HELLO = "hello"  # nothing said yet: the client must say hello
    WAITING = "waiting"  # hello sent: waiting for welcome (the host may be asking for approval)
    OPEN = "open"  # welcomed: play
    CLOSED = "closed"  # leave, a fatal error or the end of the stream: nothing more is sent
    ERROR = "error"  # the byte stream broke: the host may still send one error, then closes


_ALL_CLIENT: Final = frozenset(CLIENT_MESSAGES)
_ALL_HOST: Final = frozenset(HOST_MESSAGES)

MAY_SEND: Final[Mapping[tuple[Role, State], frozenset[str]]] = {
    (Role.CLIENT, State.HELLO): frozenset({"hello", "ping"}),
    (Role.CLIENT, State.WAITING): frozenset({"ping", "leave"}),
    (Role.CLIENT, State.OPEN): _ALL_CLIENT - {"hello"},
    (Role.CLIENT, State.CLOSED): frozenset(),
    (Role.CLIENT, State.ERROR): frozenset(),
    (Role.HOST, State.HELLO): frozenset({"error", "pong"}),
    (Role.HOST, State.WAITING): frozenset({"welcome", "error", "pong"}),
    (Role.HOST, State.OPEN): _ALL_HOST - {"welcome"},
    (Role.HOST, State.CLOSED): frozenset(),
    (Role.HOST, State.ERROR): frozenset({"error"}),
}
"""Which message types each side may send in each state."""

FATAL_ERROR: Final = "error!"
"""The pseudo-type of an ``error`` with ``fatal`` set, for :data:`TRANSITIONS`."""

TRANSITIONS: Final[Mapping[tuple[State, str], State]] = {
    (State.HELLO, "hello"): State.WAITING,
    (State.WAITING, "welcome"): State.OPEN,
    (State.WAITING, "error"): State.HELLO,  # JOIN_RETRY_CODES: the client may say hello again
    (State.HELLO, FATAL_ERROR): State.CLOSED,
    (State.WAITING, FATAL_ERROR): State.CLOSED,
    (State.OPEN, FATAL_ERROR): State.CLOSED,
    (State.ERROR, FATAL_ERROR): State.CLOSED,
    (State.WAITING, "leave"): State.CLOSED,
    (State.OPEN, "leave"): State.CLOSED,
}
"""State changes, by (state, message type); a type not listed leaves the state alone."""


JOIN_RETRY_CODES: Final = frozenset({ErrorCode.NAME_TAKEN, ErrorCode.BAD_NAME,
                                     ErrorCode.UNKNOWN_TOKEN})
"""Non-fatal errors that answer a ``hello``: the client may say ``hello`` again (``WAITING`` ->
``HELLO``). Any other non-fatal error in ``WAITING`` (a ``ping`` too fast, a message out of
order while the host decides on an approval) leaves the state alone."""


def _transition_key(msg: Message) -> str:
    if isinstance(msg, Error):
        if msg.fatal:
            return FATAL_ERROR
        return "error" if msg.code in JOIN_RETRY_CODES else "error (other)"
    return msg.TYPE


@dataclass(frozen=True, slots=True)
class ConnectionClosed:
    """The peer closed the byte stream (returned once by :meth:`Connection.next_event`)."""


class Connection:
    """One end of a StudDesk connection, sans-I/O (after h11's ``Connection``).

    >>> host, client = Connection(Role.HOST), Connection(Role.CLIENT)
    >>> host.receive_data(client.send(Hello(protocol=2, name="Ann")))
    >>> host.next_event()
    Hello(protocol=2, name='Ann', token=None, password=None, client=None)
    >>> host.state
    <State.WAITING: 'waiting'>

    :meth:`next_event` returns the next message, ``None`` when it needs more bytes, or
    :class:`ConnectionClosed` at the end of the stream. It raises
    :class:`RemoteProtocolError`: after a framing error (``fatal`` true) the state is ERROR and
    nothing more will be read; after a message error (``bad_type``, ``bad_field``,
    ``out_of_order``, ``protocol_version``) the frame is dropped and reading can go on.
    :meth:`send` raises :class:`LocalProtocolError` for a message this side may not send now.
    """

    def __init__(self, our_role: Role, *, max_frame: int = MAX_FRAME) -> None:
        self.our_role = our_role
        self.their_role = Role.HOST if our_role is Role.CLIENT else Role.CLIENT
        self.state = State.HELLO
        self._decoder = FrameDecoder(max_frame)
        self._closed_reported = False

    def _parse_theirs(self, raw: dict[str, Any]) -> Message:
        if self.their_role is Role.CLIENT:
            return parse_client_message(raw)
        return parse_host_message(raw)

    def _outgoing(self) -> Mapping[str, type[Any]]:
        return CLIENT_MESSAGES if self.our_role is Role.CLIENT else HOST_MESSAGES

    def may_send(self, message_type: str) -> bool:
        return message_type in MAY_SEND[(self.our_role, self.state)]

    def send(self, msg: Message) -> bytes:
        """The bytes to write for ``msg``; moves the state on."""
        if self._outgoing().get(msg.TYPE) is not type(msg):
            raise LocalProtocolError(
                ErrorCode.BAD_TYPE, f"A {self.our_role.value} cannot send {type(msg).__name__}."
            )
        if not self.may_send(msg.TYPE):
            raise LocalProtocolError(
                ErrorCode.OUT_OF_ORDER, f"Cannot send {msg.TYPE!r} in state {self.state.value}."
            )
        data = encode_message(msg)
        self.state = TRANSITIONS.get((self.state, _transition_key(msg)), self.state)
        return data

    def receive_data(self, data: bytes) -> None:
        """Bytes from the peer; ``b""`` means the peer closed the stream (as in h11)."""
        if data:
            self._decoder.feed(data)
        else:
            self._decoder.feed_eof()

    def next_event(self) -> Message | ConnectionClosed | None:
        try:
            raw = self._decoder.next_message()
        except RemoteProtocolError:
            self.state = State.ERROR if self.state is not State.CLOSED else State.CLOSED
            raise
        if raw is None:
            if self._decoder.is_closed:
                if self.state is not State.ERROR:
                    self.state = State.CLOSED
                if not self._closed_reported:
                    self._closed_reported = True
                    return ConnectionClosed()
            return None
        msg = self._parse_theirs(raw)
        if msg.TYPE not in MAY_SEND[(self.their_role, self.state)]:
            raise RemoteProtocolError(
                ErrorCode.OUT_OF_ORDER,
                f"{msg.TYPE!r} is not expected in state {self.state.value}.",
                field="type",
            )
        self.state = TRANSITIONS.get((self.state, _transition_key(msg)), self.state)
        return msg
