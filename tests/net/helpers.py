"""Test helpers for the LAN host: a random player over TCP, a host fixture, waiting helpers.

``RandomPlayer`` is a real :class:`net.client.Client` that answers every ``turn`` for its seats
with a random legal action and every ante question with "post": a table of them plays like a
bot table over real loopback TCP (the in-process bots are another package's)."""

from __future__ import annotations

import asyncio
import functools
import random
import signal
import socket
import subprocess
import time
from collections.abc import AsyncIterator, Callable, Coroutine
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from net import protocol as P
from net.client import Client, ConnectionState
from net.host import HostOptions, TableHost
from studdesk.engine.config import GameConfig, Variant
from studdesk.engine.phh import loads

LOCAL = "127.0.0.1"


def host_tls() -> Any:
    """The server context a test's own stand-in host listens with (TLS 1.3, this process's
    throwaway key pair: net.tls.ephemeral_identity, the one a TableHost without a data
    directory shows)."""
    from net.tls import ephemeral_identity

    return ephemeral_identity().server_context()


async def open_raw(port: int, *, sock: socket.socket | None = None
                   ) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """A TLS stream to the host on loopback ``port`` (or over the connected ``sock``), for
    tests that write frames by hand rather than through a Client."""
    from net.tls import client_context

    if sock is not None:
        return await asyncio.open_connection(sock=sock, ssl=client_context(),
                                             server_hostname="")
    return await asyncio.open_connection(LOCAL, port, ssl=client_context(), server_hostname="")


def raw_socket(port: int, timeout: float = 2.0) -> socket.socket:
    """A blocking TLS socket to the host on loopback ``port`` (the host on another thread)."""
    from net.tls import client_context

    return client_context().wrap_socket(socket.create_connection((LOCAL, port),
                                                                 timeout=timeout))


def free_port() -> int:
    """A TCP port on 127.0.0.1 nobody listens on now (for a child process given its port)."""
    with socket.socket() as s:
        s.bind((LOCAL, 0))
        return int(s.getsockname()[1])


def async_test(fn: Callable[..., Coroutine[Any, Any, None]]) -> Callable[..., None]:
    """A coroutine test function run to its end on a fresh event loop."""
    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> None:
        asyncio.run(fn(*args, **kwargs))

    return wrapper


def fast_options(**overrides: Any) -> HostOptions:
    """A table for tests: short timers, no pause between hands, 2/4 stud."""
    values: dict[str, Any] = {
        "name": "Test table", "config": GameConfig.preset(Variant.STUD, 200), "timer": 5.0,
        "hand_pause": 0.0, "idle_timeout": 30.0, "catch_up": 0.0, "action_allowance": 0.0,
    }
    values.update(overrides)
    return HostOptions(**values)


@asynccontextmanager
async def running_host(options: HostOptions | None = None, **kwargs: Any
                       ) -> AsyncIterator[TableHost]:
    host = TableHost(options or fast_options(), **kwargs)
    await host.start(LOCAL, 0)
    try:
        yield host
    finally:
        if not host._closed.is_set():
            await host.stop()


def dealt_cards(phh: str) -> dict[int, list[str]]:
    """Each seat's cards in dealing order ("??" where hidden) from a PHH text."""
    history = loads(phh)
    dealt: dict[int, list[str]] = {s: [] for s in history.seats}
    for action in history.actions:
        parts = action.split()
        if parts[:2] == ["d", "dh"]:
            seat = history.seats[int(parts[2][1:]) - 1]
            text = parts[3]
            dealt[seat].extend(text[i:i + 2] for i in range(0, len(text), 2))
    return dealt


def down_cards(phh: str) -> dict[int, set[str]]:
    """Each seat's down cards (3rd street's first two, the 7th card) from the journal's PHH."""
    return {s: {c for i, c in enumerate(cards) if i in (0, 1, 6)}
            for s, cards in dealt_cards(phh).items()}


def strings(obj: Any) -> set[str]:
    """Every string anywhere in ``obj`` (nested maps and lists), to look for a card in."""
    out: set[str] = set()
    stack = [obj]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            out.add(item)
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return out


LATE_CODES = frozenset({P.ErrorCode.NOT_YOUR_TURN, P.ErrorCode.STALE_HAND})


class RandomPlayer:
    """A client that plays random legal moves for every seat it holds.

    ``errors`` are the host's errors to it, except those that answer a move the host's clock
    had already made for it: on a loaded machine a real decision clock (these tables run the
    host's own) can run out before a move sent at once arrives, and the host then rightly says
    "not your turn" (or, the hand over, "stale hand"). Such errors go to ``late``, at most one
    for each decision it answered and the host timed out (the host tells the timeout before it
    reads the late move, so both are known when the error comes); a test that fails on
    ``errors`` is then not failed by the machine's load, and a second such error for one
    decision is still an error."""

    def __init__(self, client: Client, rng: random.Random | None = None, *,
                 delay: float = 0.0, answer: bool = True) -> None:
        self.client = client
        self.rng = rng or random.Random(0)
        self.delay = delay
        self.answer = answer
        self.turns = 0
        self.errors: list[P.Error] = []
        self.late: list[P.Error] = []
        self._answered: set[tuple[int, int]] = set()  # (hand, seat) of every move sent
        self._timed_out: set[tuple[int, int]] = set()  # (hand, seat) the host moved for
        # The turns that came while ``answer`` was off, and so hold their hand open: a test
        # that stops answering waits for one of these, not for ``table.is_my_turn``, which
        # still holds for a turn answered a moment before ``answer`` went off.
        self.held: list[P.Turn] = []
        # The host sends a decision's ``turn`` again when its clock restarts (a hotseat
        # cover's limit passed, a seat came back): a move already sent for it is not sent
        # twice. A decision is (hand, seat, the hand's events so far).
        self._events: dict[int, int] = {}
        self._decided: set[tuple[int, int, int]] = set()
        client.add_listener(self._on_message)

    @classmethod
    async def join(cls, port: int, name: str, *, seat: int | None = None, seed: int = 0,
                   sit: bool = True, **kwargs: Any) -> RandomPlayer:
        client = await Client.connect(LOCAL, port, name, ping_interval=0)
        player = cls(client, random.Random(seed), **kwargs)
        if sit:
            client.sit(seat)
            await client.wait_for(lambda t: bool(t.you), 5.0)
        return player

    def _on_message(self, msg: P.HostMessage | ConnectionState) -> None:
        if isinstance(msg, P.Error):
            late = (msg.code in LATE_CODES
                    and len(self.late) < len(self._answered & self._timed_out))
            (self.late if late else self.errors).append(msg)
        elif isinstance(msg, ConnectionState):
            self._decided.clear()  # a move sent as the line dropped may not have arrived
        elif isinstance(msg, P.Event):
            self._events[msg.hand] = self._events.get(msg.hand, 0) + 1
            seat = getattr(msg.event, "seat", None)
            if msg.timeout and isinstance(seat, int):
                self._timed_out.add((msg.hand, seat))
        if not self.answer:
            if isinstance(msg, P.Turn) and msg.seat in self.client.table.you:
                self.held.append(msg)
            return
        if isinstance(msg, P.Turn) and msg.seat in self.client.table.you:
            decision = (msg.hand, msg.seat, self._events.get(msg.hand, 0))
            if decision in self._decided:
                return
            self._decided.add(decision)
            choice = self.rng.choice(msg.actions)
            self.turns += 1
            if self.delay:
                asyncio.get_running_loop().call_later(
                    self.delay, self._act, msg.seat, choice, msg.hand)
            else:
                self._act(msg.seat, choice, msg.hand)
        elif isinstance(msg, P.AnteQuestion) and msg.seat in self.client.table.you:
            self.client.ante(True, seat=msg.seat, hand=msg.hand)


    def _act(self, seat: int, choice: P.LegalAction, hand: int) -> None:
        self._answered.add((hand, seat))
        self.client.act(seat, choice, hand)


async def wait_until(predicate: Callable[[], bool], timeout: float = 10.0,
                     step: float = 0.01) -> None:
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not predicate():
        if loop.time() > end:
            raise TimeoutError("condition not reached in time")
        await asyncio.sleep(step)


def assert_chips_conserved(host: TableHost) -> None:
    bought, table, cashed = host.journal.chip_totals()
    assert bought == table + cashed, (bought, table, cashed)


def _wait_stopped(pid: int, limit: float = 10.0) -> bool:
    """Wait until every thread of ``pid`` is stopped (a SIGSTOP is delivered, not obeyed, when
    it is sent: on a busy machine the process can run on for a moment and commit more; a
    thread inside a slow fsync obeys only when the write returns). Whether it stopped within
    ``limit`` seconds (a process that is gone counts as stopped)."""
    tasks = Path(f"/proc/{pid}/task")
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        try:
            states = [(t / "stat").read_text().rpartition(")")[2].split()[0]
                      for t in tasks.iterdir()]
        except (FileNotFoundError, ProcessLookupError, IndexError):
            return True  # gone, or not a Linux /proc: nothing more to wait for
        if all(state in ("T", "t", "Z", "X") for state in states):
            return True
        time.sleep(0.002)
    return False


def stop_in_an_open_hand(proc: subprocess.Popen[Any], is_open: Callable[[], bool],
                         timeout: float, failure: Callable[[], str]) -> None:
    """Wait until ``is_open()`` (a hand the test wants cut short is open in the host's
    journal), then stop ``proc`` (SIGSTOP) and ask again: the hand seen open then is the one a
    kill leaves open (bots play at once, and a hand seen open a moment before could be over).
    Returns with ``proc`` stopped, for the caller to kill; else lets it go on (SIGCONT) and
    waits again, until ``timeout`` seconds have passed (``failure()`` says how far it got)."""
    deadline = time.monotonic() + timeout
    while True:
        if is_open():
            proc.send_signal(signal.SIGSTOP)
            # what is committed once every thread is stopped stays so
            if _wait_stopped(proc.pid) and is_open():
                return
            proc.send_signal(signal.SIGCONT)
        assert time.monotonic() < deadline, failure()
        time.sleep(0.02)
