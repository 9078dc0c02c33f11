"""Helpers for the web table's tests: a host with its web table on loopback, a WebSocket
client speaking the wire's msgpack (one binary message = one frame's payload), and the journal
comparison of the H1/H3 leak checks."""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

import aiohttp
import msgpack

from net.host import HostOptions, TableHost
from net.protocol import PROTOCOL_VERSION
from net.web import WebTable
from tests.net.helpers import (
    LOCAL,
    async_test,
    dealt_cards,
    down_cards,
    fast_options,
    running_host,
    strings,
    wait_until,
)

__all__ = ["LOCAL", "WsPlayer", "async_test", "down_cards", "fast_options", "leaks", "strings",
           "wait_until", "web_host"]


@asynccontextmanager
async def web_host(options: HostOptions | None = None, **kwargs: Any
                   ) -> AsyncIterator[tuple[TableHost, WebTable]]:
    async with running_host(options) as host:
        web = WebTable(host, **kwargs)
        await web.start(LOCAL, 0)
        yield host, web


class WsPlayer:
    """A browser-like client over the WebSocket: it keeps every message it received and, when
    ``play`` is set, answers each of its turns with a random legal action."""

    def __init__(self, session: aiohttp.ClientSession, ws: aiohttp.ClientWebSocketResponse,
                 rng: random.Random | None = None) -> None:
        self.session = session
        self.ws = ws
        self.rng = rng or random.Random(0)
        self.received: list[dict[str, Any]] = []
        self.closed = asyncio.Event()
        self.close_code: int | None = None
        self.play = False
        self.seat: int | None = None
        self.token: str | None = None
        self._reader = asyncio.ensure_future(self._read())

    @classmethod
    async def open(cls, web: WebTable, *, origin: str | None = None,
                   seed: int = 0) -> WsPlayer:
        session = aiohttp.ClientSession()
        url = f"http://{LOCAL}:{web.port}/ws"
        headers = {"Origin": origin if origin is not None else f"http://{LOCAL}:{web.port}"}
        ws = await session.ws_connect(url, headers=headers, max_msg_size=0)
        return cls(session, ws, random.Random(seed))

    async def _read(self) -> None:
        try:
            async for msg in self.ws:
                if msg.type != aiohttp.WSMsgType.BINARY:
                    break
                data = msgpack.unpackb(msg.data, raw=False)
                self.received.append(data)
                self._on(data)
        finally:
            self.close_code = self.ws.close_code
            self.closed.set()

    def _on(self, msg: dict[str, Any]) -> None:
        if msg["type"] == "welcome":
            self.token = msg["token"]
        elif msg["type"] == "table" and msg.get("you"):
            self.seat = msg["you"][0]
        elif self.play and msg["type"] == "turn" and msg["seat"] == self.seat:
            choice = self.rng.choice(msg["actions"])
            act: dict[str, Any] = {"type": "act", "hand": msg["hand"], "action": choice["action"]}
            if choice["action"] in ("complete", "bet", "raise"):
                act["amount"] = choice["to"]
            asyncio.ensure_future(self.send(act))
        elif self.play and msg["type"] == "ante_question":
            asyncio.ensure_future(self.send({"type": "ante", "hand": msg["hand"], "post": True}))

    async def send(self, msg: dict[str, Any]) -> None:
        if not self.ws.closed:
            await self.ws.send_bytes(msgpack.packb(msg, use_bin_type=True))

    async def hello(self, name: str, **fields: Any) -> dict[str, Any]:
        await self.send({"type": "hello", "protocol": PROTOCOL_VERSION, "name": name, **fields})
        return await self.wait_for(lambda m: m["type"] in ("welcome", "error"))

    async def wait_for(self, predicate: Callable[[dict[str, Any]], bool],
                       timeout: float = 10.0) -> dict[str, Any]:
        start = 0
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while True:
            for msg in self.received[start:]:
                if predicate(msg):
                    return msg
            start = len(self.received)
            if self.closed.is_set():
                raise ConnectionError(f"closed ({self.close_code}) before the message came")
            if loop.time() > end:
                raise TimeoutError("the message did not come")
            await asyncio.sleep(0.01)

    def errors(self) -> list[dict[str, Any]]:
        return [m for m in self.received if m["type"] == "error"]

    async def close(self) -> None:
        self._reader.cancel()
        await self.ws.close()
        await self.session.close()


# ------------------------------------------------------------------------------ H1, H3


def balanced_ledgers(frames: list[dict[str, Any]]) -> int:
    """How many ``ledger`` frames a page received while no hand was in play, each asserted to
    hold the chips that were bought (at the table and taken away, rebuys included)."""
    in_hand, ledgers = False, 0
    for f in frames:
        if f["type"] == "event" and f["event"]["type"] in ("hand_started", "hand_ended"):
            in_hand = f["event"]["type"] == "hand_started"
        elif f["type"] == "ledger" and not in_hand:
            entries = f["entries"]
            assert sum(e["stack"] for e in entries) == sum(e["bought"] for e in entries)
            ledgers += 1
    return ledgers


def leaks(host: TableHost, frames: list[dict[str, Any]], me: int | None) -> tuple[int, list[Any]]:
    """Compare every frame one connection received with the journal: no other seat's down
    card before that seat showed it (H1), none in a reveal or openings unless shown (H3). A
    down card turned up by its seat's choice (Roll Your Own, W11.2) is public once the frame
    telling it arrived. Returns (how many seat-frames were compared, the leaks found)."""
    hands = {h.number: down_cards(h.phh) for h in host.journal.hands(status="completed")
             if h.phh}
    checked, found = 0, []
    shown: set[tuple[int, int]] = set()
    turned: set[tuple[int, str]] = set()
    for frame in frames:
        number = frame.get("hand")
        if number not in hands:
            continue
        event = frame.get("event") or {}
        if event.get("type") == "cards_shown":
            shown.add((number, event["seat"]))
        if event.get("type") == "card_turned_up":
            turned.add((number, event["card"]))
        if frame["type"] == "reveal":
            for opening in frame.get("openings", []):
                for seat, downs in hands[number].items():
                    if seat != me and (number, seat) not in shown and opening["card"] in downs:
                        found.append((number, seat, opening["card"], "reveal"))
            if "phh" in frame:  # the hand's history as this connection saw it
                for seat, cards in dealt_cards(frame["phh"]).items():
                    if seat == me or (number, seat) in shown:
                        continue
                    for i, card in enumerate(cards):
                        if i in (0, 1, 6) and card != "??" and (number, card) not in turned:
                            found.append((number, seat, card, "reveal.phh"))
                        checked += 1
            continue
        if frame["type"] == "openings" and frame.get("seat") != me:
            found.append((number, frame.get("seat"), "openings of another seat"))
            continue
        text = strings(frame)
        for seat, downs in hands[number].items():
            if seat == me or (number, seat) in shown:
                continue
            leaked = {c for c in text & downs if (number, c) not in turned}
            if leaked:
                found.append((number, seat, sorted(leaked), frame["type"]))
            checked += 1
    return checked, found


# ------------------------------------------------------------------------------ tools

REQUIRE_WEB_ENV = "STUDDESK_REQUIRE_WEB"


def require_tool(what: str, found: bool, how: str) -> None:
    """Skip (saying why) when a tool the web tests need is missing; under
    ``STUDDESK_REQUIRE_WEB=1`` (``.ci/run`` sets it) that is a failure instead."""
    import os

    import pytest

    if found:
        return
    reason = f"{what} is not installed here ({how})"
    if os.environ.get(REQUIRE_WEB_ENV) == "1":
        pytest.fail(f"{reason}; {REQUIRE_WEB_ENV}=1 makes that a failure")
    pytest.skip(reason)
