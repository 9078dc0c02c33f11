"""Framing: a big-endian uint32 length and one msgpack map; encoding and the incremental
decoder."""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum
from typing import Any

import msgpack

from net.protocol.checks import (
    HEADER,
    MAX_ARRAY_LEN,
    MAX_DEPTH,
    MAX_FRAME,
    MAX_MAP_LEN,
    plain,
)
from net.protocol.errors import (
    ErrorCode,
    LocalProtocolError,
    RemoteProtocolError,
)
from net.protocol.messages import (
    Message,
    TableState,
    packable,
    record_bytes,
)

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
    """The frame for a message object: the same bytes as ``encode_frame(msg.to_wire())``,
    packed straight from the record (:func:`packable`). A record's fields were checked when it
    was made (or it was built from checked values), so the walk :func:`plain` makes of a map
    of unknown origin is not made again; a value msgpack cannot pack still raises
    :class:`LocalProtocolError`, as does a payload over :data:`MAX_FRAME` bytes."""
    try:  # a table is packed from its parts' kept bytes (record_bytes; the same bytes)
        payload: bytes = (record_bytes(msg) if type(msg) is TableState
                          else msgpack.packb(msg, default=packable, use_bin_type=True))
    except (TypeError, ValueError, OverflowError) as exc:
        raise LocalProtocolError(
            ErrorCode.BAD_FIELD, f"The {msg.TYPE!r} message cannot be sent: {exc}") from None
    return frame_payload(payload)


def frame_payload(payload: bytes) -> bytes:
    """The frame of a message's packed map (:func:`record_bytes`, :func:`derived_bytes`): the
    length header and the payload; :class:`LocalProtocolError` when it is over
    :data:`MAX_FRAME` bytes."""
    if len(payload) > MAX_FRAME:
        raise LocalProtocolError(
            ErrorCode.FRAME_TOO_LARGE,
            f"The message is {len(payload)} bytes; at most {MAX_FRAME} may be sent.",
        )
    return HEADER.pack(len(payload)) + payload


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


