"""An asyncio event loop on a thread of its own: :class:`LoopThread`."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from typing import Any


class LoopThread:
    """An asyncio event loop in a daemon thread, for programs whose main thread runs another
    loop (Qt): ``submit`` a coroutine from any thread and get a ``concurrent.futures.Future``;
    ``call_soon`` a plain function on the loop (the send helpers of :class:`Client`).
    Listeners of a :class:`Client` run on this thread: re-emit from them through queued
    signals, never touch widgets there.

    >>> loop = LoopThread()
    >>> loop.submit(asyncio.sleep(0, result=42)).result(5)
    42
    >>> loop.stop()
    """

    def __init__(self, name: str = "studdesk-net") -> None:
        import threading

        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._main, name=name, daemon=True)
        self._thread.start()

    def _main(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_forever()

    def submit(self, coro: Any) -> Any:
        """Run ``coro`` on the loop; a ``concurrent.futures.Future`` of its result."""
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def call_soon(self, fn: Callable[..., Any], *args: Any) -> None:
        self.loop.call_soon_threadsafe(fn, *args)

    def stop(self, timeout: float = 10.0) -> None:
        """Cancel what still runs on the loop, stop it and join the thread."""
        async def cancel_all() -> None:
            tasks = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
            for t in tasks:
                t.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)

        if self.loop.is_running():
            with contextlib.suppress(Exception):
                self.submit(cancel_all()).result(timeout)
            self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(timeout)
        if not self.loop.is_running():
            self.loop.close()
