"""Tables with the real computer players (studdesk.bots) seated in-process by the host, and
the thread wrappers a GUI uses (HostThread, LoopThread)."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from net import protocol as P
from net.client import Client, LoopThread
from net.host import HostOptions, HostThread
from studdesk.engine.config import GameConfig, Variant
from studdesk.engine.hand import Hand
from studdesk.engine.phh import loads, replay
from tests.net.helpers import (
    LOCAL,
    assert_chips_conserved,
    async_test,
    fast_options,
    running_host,
    wait_until,
)

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "PYTHONPATH": str(ROOT)}
pytestmark = pytest.mark.timeout(150)


@pytest.mark.slow
@pytest.mark.parametrize("variant", list(Variant))
@async_test
async def test_bot_table_plays_hundreds_of_hands_conserving_chips(variant: Variant) -> None:
    options = fast_options(timer=5.0, config=GameConfig.preset(variant, 200))
    async with running_host(options) as host:
        played: list[int] = []

        def after(hand: Hand) -> None:
            assert_chips_conserved(host)  # against the journal, after every hand
            played.append(hand.number)

        host.hand_listeners.append(after)
        host.add_bots(2, "random")
        host.add_bots(2, "easy")
        host.add_bots(2, "normal")
        watcher = await Client.connect(LOCAL, host.port, "Watcher", ping_interval=0)
        watcher.watch()
        # The home games (RULES.md W) keep more players in each hand: fewer hands in the time.
        target = 120 if variant.is_home_game else 300
        await wait_until(lambda: len(played) >= target, 120)
        assert played[:target] == list(range(1, target + 1))
        assert all(h.verified for h in watcher.table.hands), [h.verdict for h in watcher.table.hands][:3]
        for h in host.journal.hands(status="completed")[::50]:
            assert h.phh is not None
            history = loads(h.phh)
            assert replay(history).finishing_stacks == history.finishing_stacks
        await watcher.close()


@async_test
async def test_hard_bots_think_off_the_event_loop() -> None:
    async with running_host(fast_options(timer=5.0, think_ms=0)) as host:
        host.add_bots(2, "hard")
        gaps: list[float] = []

        async def heartbeat() -> None:
            loop = asyncio.get_running_loop()
            last = loop.time()
            while True:
                await asyncio.sleep(0.005)
                now = loop.time()
                gaps.append(now - last)
                last = now

        beat = asyncio.create_task(heartbeat())
        await wait_until(lambda: host.hands_played >= 5, 60)
        beat.cancel()
        assert_chips_conserved(host)
        assert max(gaps) < 0.25, max(gaps)  # the Monte-Carlo thinking ran in a worker thread


def test_host_thread_and_loop_thread_as_a_gui_uses_them() -> None:
    """Hosting from a program whose main thread is busy elsewhere (Qt): the host on its own
    thread, the client on another, messages delivered to a listener on the client's thread."""
    ht = HostThread(HostOptions(name="GUI table", timer=5.0, hand_pause=0.0), bots=2,
                    bot_level="normal")
    ht.start()
    net = LoopThread()
    try:
        got: list[P.HostMessage] = []
        client = net.submit(Client.connect(LOCAL, ht.port, "Ann", token=ht.admin_token)).result(10)
        assert client.table.is_host
        client.add_listener(lambda m: got.append(m) if isinstance(m, P.Turn) and m.seat == 3
                            and client.table.legal_moves(3) else None)

        def play(msg: object) -> None:
            if isinstance(msg, P.Turn) and msg.seat == 3:
                moves = client.table.legal_moves(3)
                client.act(3, moves[0], msg.hand)

        client.add_listener(play)
        net.call_soon(client.sit, 3)
        # Hands in which Ann was offered moves, not the table's count of hands: the two bots
        # deal to each other (no pause between hands) until her sit arrives, and on a loaded
        # machine that was once five hands, which ended the wait before she had played any.
        deadline = time.monotonic() + 180  # a guard against a stopped table, not a time limit
        while len({m.hand for m in list(got)}) < 3:
            assert time.monotonic() < deadline, "the host's own seat was offered no moves"
            time.sleep(0.05)
        assert client.table.seat_status(3) == "playing"
        assert client.table.seat_status(7) == "empty"
        assert ht.call(lambda t: t.journal.chip_totals()[0]) == 3 * 20000
        net.submit(client.close()).result(10)
    finally:
        ht.stop(end_session=True)
        net.stop()


@pytest.mark.parametrize("variant", ["stud8", "stud-declare", "roll-your-own"])
def test_cli_host_with_bots_and_a_bot_over_tcp(tmp_path: Path, variant: str) -> None:
    """W9, W11: a bot over TCP makes its secret choices as the host's own bots do."""
    host = subprocess.Popen(
        [sys.executable, "-m", "studdesk", "host", "--headless", "--bind", LOCAL, "--port", "0",
         "--no-mdns", "--data-dir", str(tmp_path), "--bots", "2", "--bot-level", "easy",
         "--think-ms", "0", "--hand-pause", "0", "--timer", "3", "--variant", variant],
        cwd=ROOT, env=ENV, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    bot = None
    try:
        assert host.stdout is not None
        line = host.stdout.readline()
        assert "listening on" in line, line + host.stdout.read()
        port = line.split(f"{LOCAL}:")[1].split()[0]
        bot = subprocess.Popen(
            [sys.executable, "-m", "studdesk", "bot", "--connect", f"{LOCAL}:{port}",
             "--name", "Robo", "--level", "normal", "--think-ms", "0"],
            cwd=ROOT, env=ENV, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        db = tmp_path / "journal.sqlite3"
        deadline = time.monotonic() + 60
        while True:
            assert time.monotonic() < deadline, "Robo never played"
            time.sleep(0.2)
            try:
                con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
                rows = con.execute("SELECT phh FROM hands WHERE status='completed'").fetchall()
                con.close()
            except sqlite3.Error:
                continue
            if sum('"Robo"' in r[0] for r in rows) >= 3:
                break
    finally:
        host.send_signal(signal.SIGTERM)
        out, _ = host.communicate(timeout=30)
        if bot is not None:
            bot_out, _ = bot.communicate(timeout=30)
            assert bot.returncode == 0, bot_out
    assert host.returncode == 0, out
    con = sqlite3.connect(str(tmp_path / "journal.sqlite3"))
    ledger = con.execute("SELECT name, net FROM ledger WHERE final=1").fetchall()
    con.close()
    assert {name for name, _ in ledger} >= {"Robo"} and sum(n for _, n in ledger) == 0
    assert json.dumps(ledger)


@async_test
async def test_add_bot_in_a_chosen_seat_with_a_chosen_name_and_level() -> None:
    """A hotseat table seats its computer players where the player put them, as named."""
    async with running_host(fast_options(seats=8)) as host:
        assert host.add_bot(6, "easy", "Ada") == 6
        assert host.add_bot(2, "hard", "Ada") == 2  # the name is taken: a bot name instead
        assert host.add_bot(4, "normal", "Table") == 4  # a name no player may have
        assert (host.seats[6].name, host.seats[6].bot_level) == ("Ada", "easy")
        assert host.seats[2].name != "Ada" and host.seats[2].bot_level == "hard"
        assert host.seats[4].name.casefold() != "table"
        with pytest.raises(ValueError):
            host.add_bot(6)
        with pytest.raises(ValueError):
            host.add_bot(9)
        assert host.add_bots(2) == [1, 3]  # the lowest free seats
        assert host.bots_seated() == 5


@async_test
async def test_join_timeout_bounds_the_wait_for_an_approval() -> None:
    """A GUI waits long for a host who approves each player, and reconnects quickly: the two
    timeouts are separate."""
    async with running_host(fast_options(approve=True)) as host:
        start = time.monotonic()
        with pytest.raises(TimeoutError):
            await Client.connect(LOCAL, host.port, "Flo", join_timeout=0.3, ping_interval=0,
                                 reconnect_timeout=30.0)
        assert time.monotonic() - start < 5
