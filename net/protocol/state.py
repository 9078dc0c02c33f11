"""The connection lifecycle (after h11's ``_state``): two tables, ``MAY_SEND`` and
``TRANSITIONS``, and the sans-I/O :class:`Connection` that applies them."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any, Final

from net.protocol.checks import (
    MAX_FRAME,
)
from net.protocol.errors import (
    ErrorCode,
    LocalProtocolError,
    RemoteProtocolError,
)
from net.protocol.framing import (
    FrameDecoder,
    encode_message,
)
from net.protocol.messages import (
    CLIENT_MESSAGES,
    HOST_MESSAGES,
    Error,
    Message,
    parse_client_message,
    parse_host_message,
)

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

    >>> from net.protocol.messages import Hello
    >>> host, client = Connection(Role.HOST), Connection(Role.CLIENT)
    >>> host.receive_data(client.send(Hello(protocol=3, name="Ann")))
    >>> host.next_event()
    Hello(protocol=3, name='Ann', token=None, password=None, client=None)
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
