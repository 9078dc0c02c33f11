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

The package is split by job (as h11 splits ``_events``, ``_state``, ``_readers``...):
``errors`` (codes and exceptions), ``checks`` (limits, cards, field checks), ``messages`` (the
records and their tables), ``framing`` (bytes in and out), ``state`` (the lifecycle and
:class:`Connection`). Everything is re-exported here: ``from net import protocol as P; P.X``.
Fairness is ``net.fairness``.
"""

from __future__ import annotations

from net.protocol.checks import (
    ACTIONS,
    DECK_SIZE,
    HEADER,
    MAX_ARRAY_LEN,
    MAX_CHAT_LEN,
    MAX_CHIPS,
    MAX_DEPTH,
    MAX_FRAME,
    MAX_HAND,
    MAX_MAP_LEN,
    MAX_NAME_LEN,
    MAX_TABLE_NAME_LEN,
    MAX_UINT,
    PROTOCOL_VERSION,
    SEAT_MAX,
    SEAT_MIN,
    SIZED_ACTIONS,
    VARIANTS,
    Check,
    card_from_wire,
    card_to_wire,
    is_wire_card,
    plain,
)
from net.protocol.errors import (
    ERROR_MESSAGES,
    FATAL_CODES,
    ErrorCode,
    LocalProtocolError,
    ProtocolError,
    RemoteProtocolError,
    escape_field,
)
from net.protocol.framing import (
    DecoderState,
    FrameDecoder,
    decode_payload,
    encode_frame,
    encode_message,
    encode_trusted,
)
from net.protocol.messages import (
    ANNOUNCE_KINDS,
    CLIENT_MESSAGES,
    FORMAT_KINDS,
    FORMAT_MODES,
    HOST_CONTROL,
    HOST_MESSAGES,
    NOTICE_CODES,
    SEAT_STATES,
    Act,
    Announce,
    Ante,
    AnteQuestion,
    Approve,
    Chat,
    ChatLine,
    Choose,
    ChooseGame,
    ClientMessage,
    Commit,
    Cover,
    Eliminated,
    EndSession,
    Error,
    Event,
    FormatEntry,
    Hello,
    HostMessage,
    Joined,
    Kick,
    Knock,
    Landed,
    Leave,
    Ledger,
    LedgerRow,
    Left,
    LegalAction,
    Message,
    NextGame,
    NextLevel,
    Notice,
    Opening,
    Openings,
    Pause,
    Ping,
    Place,
    Pong,
    Rebuy,
    Reveal,
    SeatEntry,
    SeatView,
    Settings,
    Show,
    ShowChance,
    Sit,
    SitBack,
    SitOut,
    Stakes,
    Stand,
    Standings,
    TableState,
    TableSummary,
    Turn,
    View,
    ViewAction,
    ViewMove,
    Watch,
    Welcome,
    derive,
    error_for,
    make_error,
    parse_client_message,
    parse_host_message,
    record_bytes,
)
from net.protocol.state import (
    FATAL_ERROR,
    JOIN_RETRY_CODES,
    MAY_SEND,
    TRANSITIONS,
    Connection,
    ConnectionClosed,
    Role,
    State,
)

__all__ = [
    "ACTIONS",
    "Act",
    "FORMAT_MODES",
    "FORMAT_KINDS",
    "ANNOUNCE_KINDS",
    "Announce",
    "Ante",
    "AnteQuestion",
    "Approve",
    "CLIENT_MESSAGES",
    "Chat",
    "ChooseGame",
    "Choose",
    "ChatLine",
    "Check",
    "ClientMessage",
    "Commit",
    "Cover",
    "Connection",
    "ConnectionClosed",
    "DECK_SIZE",
    "DecoderState",
    "ERROR_MESSAGES",
    "EndSession",
    "Eliminated",
    "Error",
    "ErrorCode",
    "Event",
    "FATAL_CODES",
    "FATAL_ERROR",
    "FrameDecoder",
    "HEADER",
    "HOST_CONTROL",
    "HOST_MESSAGES",
    "Hello",
    "HostMessage",
    "JOIN_RETRY_CODES",
    "Joined",
    "Kick",
    "Knock",
    "Landed",
    "Leave",
    "Ledger",
    "LedgerRow",
    "Left",
    "LegalAction",
    "LocalProtocolError",
    "MAX_ARRAY_LEN",
    "MAX_CHAT_LEN",
    "MAX_CHIPS",
    "MAX_DEPTH",
    "MAX_FRAME",
    "MAX_HAND",
    "MAX_MAP_LEN",
    "MAX_NAME_LEN",
    "MAX_TABLE_NAME_LEN",
    "MAX_UINT",
    "MAY_SEND",
    "Message",
    "NOTICE_CODES",
    "Notice",
    "Opening",
    "Openings",
    "PROTOCOL_VERSION",
    "Pause",
    "Ping",
    "FormatEntry",
    "NextGame",
    "NextLevel",
    "Place",
    "Pong",
    "ProtocolError",
    "Rebuy",
    "RemoteProtocolError",
    "Reveal",
    "Role",
    "SEAT_MAX",
    "SEAT_MIN",
    "SEAT_STATES",
    "SeatEntry",
    "SeatView",
    "Stakes",
    "SIZED_ACTIONS",
    "Settings",
    "Show",
    "ShowChance",
    "Sit",
    "SitBack",
    "SitOut",
    "Stand",
    "Standings",
    "State",
    "TRANSITIONS",
    "TableState",
    "TableSummary",
    "Turn",
    "VARIANTS",
    "View",
    "ViewAction",
    "ViewMove",
    "Watch",
    "Welcome",
    "card_from_wire",
    "card_to_wire",
    "decode_payload",
    "derive",
    "encode_frame",
    "encode_message",
    "encode_trusted",
    "error_for",
    "escape_field",
    "is_wire_card",
    "make_error",
    "parse_client_message",
    "parse_host_message",
    "plain",
    "record_bytes",
]
