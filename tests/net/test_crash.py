"""Crash safety: ``studdesk host`` killed with SIGKILL in the middle of a hand and started again
with the same data directory loses nothing."""

from __future__ import annotations

import asyncio
import json
import os
import re
import signal
import sqlite3
import sys
from pathlib import Path
from typing import Any

import pytest

from net import protocol as P
from net.client import ConnectionState
from tests.net.helpers import LOCAL, RandomPlayer, async_test, free_port, wait_until

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [pytest.mark.timeout(150), pytest.mark.skipif(sys.platform == "win32",
                                                           reason="SIGKILL")]


async def _start_host(data_dir: Path, port: int) -> tuple[asyncio.subprocess.Process, list[str]]:
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "studdesk", "host", "--headless", "--bind", LOCAL,
        "--port", str(port), "--no-mdns", "--data-dir", str(data_dir), "--name", "Crash test",
        "--timer", "10", "--hand-pause", "0", "--stakes", "2/4",
        cwd=ROOT, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT,
        env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert proc.stdout is not None
    lines: list[str] = []
    while True:
        line = (await asyncio.wait_for(proc.stdout.readline(), 30)).decode()
        assert line, "the host exited: " + "".join(lines)
        lines.append(line)
        if "listening on" in line:
            break
    line = (await asyncio.wait_for(proc.stdout.readline(), 5)).decode()  # the journal line
    lines.append(line)
    return proc, lines


def _db(data_dir: Path) -> sqlite3.Connection:
    return sqlite3.connect(f"file:{data_dir / 'journal.sqlite3'}?mode=ro", uri=True)


def _hands(data_dir: Path) -> list[tuple[int, str, dict[int, int]]]:
    db = _db(data_dir)
    try:
        rows = db.execute("SELECT number, status, stacks_before FROM hands ORDER BY number")
        return [(int(n), str(s), {int(k): v for k, v in json.loads(b).items()})
                for n, s, b in rows.fetchall()]
    finally:
        db.close()


def _seats(data_dir: Path) -> dict[int, int]:
    db = _db(data_dir)
    try:
        return {int(s): int(st) for s, st in db.execute("SELECT seat, stack FROM seats")}
    finally:
        db.close()


@async_test
async def test_sigkill_mid_hand_then_restart_restores_the_table(tmp_path: Path) -> None:
    port = free_port()
    proc, _ = await _start_host(tmp_path, port)
    players: list[RandomPlayer] = []
    try:
        for i in range(3):
            players.append(await RandomPlayer.join(port, f"P{i + 1}", seat=i + 1, seed=i))
        for p in players:
            p.client.reconnect_timeout = 60.0
        # After some hands, seat 3 stops answering: its next turn holds the hand open for 10 s.
        # (Not ``is_my_turn(3)``: that still holds for a turn seat 3 answered just before, and
        # that hand may then be completed before the kill.)
        await wait_until(lambda: len([h for h in _hands(tmp_path) if h[1] == "completed"]) >= 8,
                         60)
        slow = players[2]
        slow.answer = False
        await wait_until(lambda: bool(slow.held), 30)
        hands = _hands(tmp_path)
        assert hands[-1][:2] == (slow.held[0].hand, "started")
        interrupted, _, before = hands[-1]
        completed = [h[0] for h in hands if h[1] == "completed"]
        proc.send_signal(signal.SIGKILL)
        await proc.wait()
        await wait_until(lambda: all(p.client.table.connection_state
                                     is ConnectionState.RECONNECTING for p in players), 10)

        proc, lines = await _start_host(tmp_path, port)
        assert proc.stdout is not None
        lines.append((await asyncio.wait_for(proc.stdout.readline(), 5)).decode())
        assert any(f"[{interrupted}]" in line and "voided" in line for line in lines), lines
        hands = _hands(tmp_path)
        assert [h[0] for h in hands if h[1] == "completed"] == completed  # nothing lost
        assert (interrupted, "voided") in [(h[0], h[1]) for h in hands]
        seats = _seats(tmp_path)
        assert {s: seats[s] for s in before} == before  # every chip back where it started
        db = _db(tmp_path)
        bought, cashed = db.execute("SELECT SUM(bought), SUM(cashed_out) FROM players").fetchone()
        db.close()
        assert bought == sum(seats.values()) + cashed

        # The players come back with their tokens into their seats; numbering goes on.
        slow.answer = True
        await wait_until(lambda: all(p.client.table.connection_state is ConnectionState.OPEN
                                     for p in players), 30)
        await wait_until(lambda: any(h[0] == interrupted + 1 and h[1] == "completed"
                                     for h in _hands(tmp_path)), 60)
        assert all(p.client.table.you == (i + 1,) for i, p in enumerate(players))
    finally:
        for p in players:
            await p.client.close()
        if proc.returncode is None:
            proc.send_signal(signal.SIGTERM)
            out: Any = await asyncio.wait_for(proc.communicate(), 20)
            assert proc.returncode == 0, out
            assert b"stopped after" in out[0]
    # A clean stop (SIGTERM) left the journal closed and consistent.
    db = _db(tmp_path)
    (started,) = db.execute("SELECT COUNT(*) FROM hands WHERE status='started'").fetchone()
    db.close()
    assert started == 0
    assert re.match(r"\d+", str(P.PROTOCOL_VERSION))
