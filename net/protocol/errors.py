"""Protocol errors: the stable codes, their words, and who broke the protocol
(``LocalProtocolError``: this side; ``RemoteProtocolError``: the peer)."""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import Final

# Characters that reorder text on screen; refused even where printable text is allowed.
_BIDI_CONTROLS: Final = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


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
    OPEN_ELSEWHERE = "open_elsewhere"
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
    ErrorCode.OPEN_ELSEWHERE: "This seat is open in another window.",
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
        ErrorCode.OPEN_ELSEWHERE,
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


