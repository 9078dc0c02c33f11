"""What both ends of the relay do on asyncio streams: read one handshake frame, and carry
bytes from one stream to another (under a byte budget)."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable

from net.protocol.checks import HEADER
from net.relay.wire import RelayFrame, decode_relay_frame, frame_length

CHUNK = 65536


async def read_frame(reader: asyncio.StreamReader, timeout: float | None) -> RelayFrame:
    """One handshake frame (:class:`~net.relay.wire.RelayFrameError` for a bad one,
    ``asyncio.IncompleteReadError`` when the stream ends first, ``TimeoutError`` after
    ``timeout`` seconds). Reads exactly the frame: bytes after it stay in ``reader``."""
    async with asyncio.timeout(timeout):
        length = frame_length(await reader.readexactly(HEADER.size))
        return decode_relay_frame(await reader.readexactly(length))


class ByteBudget:
    """A token bucket of bytes: ``rate`` a second, at most ``burst`` saved up. :meth:`spend`
    waits until the bytes may pass (a chunk larger than the burst waits for its share)."""

    def __init__(self, rate: float, burst: float,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.rate, self.burst, self._clock = float(rate), float(burst), clock
        self._tokens = float(burst)
        self._at = clock()
        self.total = 0  # bytes that passed (or are waiting to)

    def _refill(self) -> None:
        now = self._clock()
        self._tokens = min(self.burst, self._tokens + (now - self._at) * self.rate)
        self._at = now

    def delay_for(self, size: int) -> float:
        """Take ``size`` bytes; the seconds to wait before they may pass (0: at once)."""
        self._refill()
        self.total += size
        self._tokens -= size
        return 0.0 if self._tokens >= 0 else -self._tokens / self.rate

    async def spend(self, size: int) -> None:
        wait = self.delay_for(size)
        if wait > 0:
            await asyncio.sleep(wait)


async def pump(reader: asyncio.StreamReader, writer: asyncio.StreamWriter,
               budget: ByteBudget | None = None,
               carry: Callable[[bytes], bytes] | None = None) -> None:
    """Carry bytes from ``reader`` to ``writer`` until the reader's end; then half-close the
    writer. At most one chunk is held at a time (``drain`` waits for a slow reader), so a
    splice's memory is bounded. ``carry`` may change a chunk on the way (tests' hostile
    relays)."""
    while True:
        data = await reader.read(CHUNK)
        if not data:
            break
        if budget is not None:
            await budget.spend(len(data))
        if carry is not None:
            data = carry(data)
        writer.write(data)
        await writer.drain()
    with contextlib.suppress(Exception):
        if writer.can_write_eof() and not writer.is_closing():
            writer.write_eof()


async def splice(a: tuple[asyncio.StreamReader, asyncio.StreamWriter],
                 b: tuple[asyncio.StreamReader, asyncio.StreamWriter], *,
                 budget: ByteBudget | None = None, linger: float = 5.0,
                 carry: Callable[[bytes], bytes] | None = None) -> None:
    """Carry bytes both ways between two streams until both ends closed (or one failed); a
    side still open ``linger`` seconds after the other closed is closed too. Closes both."""
    ab = asyncio.ensure_future(pump(a[0], b[1], budget, carry))
    ba = asyncio.ensure_future(pump(b[0], a[1], budget, carry))
    try:
        done, pending = await asyncio.wait((ab, ba), return_when=asyncio.FIRST_COMPLETED)
        failed = any(not t.cancelled() and t.exception() is not None for t in done)
        if pending and not failed:
            await asyncio.wait(pending, timeout=linger)
    finally:
        for task in (ab, ba):
            task.cancel()
        with contextlib.suppress(BaseException):
            await asyncio.gather(ab, ba, return_exceptions=True)
        for _, writer in (a, b):
            with contextlib.suppress(Exception):
                writer.close()
