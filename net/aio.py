"""Small asyncio helpers shared by the host and the client."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import TypeVar

_T = TypeVar("_T")


async def within(awaitable: Awaitable[_T], timeout: float | None) -> _T:
    """``await awaitable`` for at most ``timeout`` seconds (TimeoutError after). Unlike
    ``asyncio.wait_for`` on Python 3.11, a cancellation that races with the result is never
    lost, so tasks stop when they are cancelled."""
    async with asyncio.timeout(timeout):
        return await awaitable
