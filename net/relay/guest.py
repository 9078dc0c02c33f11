"""The guest's side of a relay: :func:`open_relayed` joins a room and returns the stream that
carries the guest's bytes to the host; :func:`relay_opener` makes it a
:class:`net.client.Client` ``opener``.

The stream is plain TCP to the relay; the client starts TLS on it
(``StreamWriter.start_tls``) as on a direct connection, so the relay sees only TLS.

>>> import asyncio
>>> asyncio.run(open_relayed("127.0.0.1", 9, "not a room"))
Traceback (most recent call last):
...
net.relay.wire.RelayError: 'not a room' is not a relay room (16 to 64 characters of A-Z a-z 0-9 - _)
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

from net.aio import within
from net.relay.streams import read_frame
from net.relay.wire import RelayError, RelayFrameError, RelayJoin, RelayOk, RelayRefusal, is_room

Streams = tuple[asyncio.StreamReader, asyncio.StreamWriter]


async def open_relayed(host: str, port: int, room: str, *, timeout: float = 15.0) -> Streams:
    """Connect to the relay ``host:port``, join ``room`` and return (reader, writer) carrying
    this guest's stream to the room's host. :class:`~net.relay.wire.RelayError` (a
    ``ConnectionError``) says in one sentence why not: the relay refused (its code: ``no_room``
    when the host is not connected, ``host_timeout``, ``busy`` ...), did not answer within
    ``timeout`` seconds, closed the connection, or is not a StudDesk relay; ``OSError`` when it
    cannot be reached at all."""
    where = f"{host}:{port}"
    if not is_room(room):
        raise RelayError("bad_request", f"{room!r} is not a relay room (16 to 64 characters"
                                        " of A-Z a-z 0-9 - _)")
    reader, writer = await within(asyncio.open_connection(host, port), timeout)
    try:
        writer.write(RelayJoin(room=room).encode())
        answer = await read_frame(reader, timeout)
    except TimeoutError:
        writer.close()
        raise RelayError("timeout", f"the relay at {where} did not answer in {timeout:g} s")\
            from None
    except (asyncio.IncompleteReadError, ConnectionError):  # an end or a reset
        writer.close()
        raise RelayError("relay", f"the relay at {where} closed the connection before it"
                                  " answered") from None
    except RelayFrameError as exc:
        writer.close()
        raise RelayError("relay", f"{where} did not answer as a StudDesk relay does ({exc})")\
            from None
    except BaseException:
        writer.close()
        raise
    if isinstance(answer, RelayRefusal):
        writer.close()
        raise RelayError(answer.code, f"the relay at {where} refused: {answer.message}"
                                      f" ({answer.code})")
    if not isinstance(answer, RelayOk) or answer.room != room:
        writer.close()
        raise RelayError("relay", f"{where} answered {answer.TYPE}, not as a StudDesk relay"
                                  " does")
    return reader, writer


def relay_opener(host: str, port: int, room: str, *,
                 timeout: float = 15.0) -> Callable[[], Awaitable[Streams]]:
    """A :class:`net.client.Client` ``opener``: each (re)connection joins ``room`` again."""

    def opener() -> Awaitable[Streams]:
        return open_relayed(host, port, room, timeout=timeout)

    return opener
