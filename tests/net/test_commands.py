"""The command line: ``studdesk host`` advertising on 127.0.0.1 and ``studdesk tables`` finding
it; ``studdesk history --export`` writing PHH files that ``studdesk replay`` accepts."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import uuid
from pathlib import Path

import pytest

from net.commands import parse_stakes, parse_units
from studdesk.cli import main
from tests.net.helpers import RandomPlayer, async_test, fast_options, running_host, wait_until

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "PYTHONPATH": str(ROOT)}
pytestmark = pytest.mark.timeout(120)


def test_stakes_and_amounts_are_whole_units_without_floats() -> None:
    assert parse_stakes("2/4") == (200, 400)
    assert parse_stakes("0.25/0.50") == (25, 50)
    assert parse_units("200") == 20000
    for bad in ("2", "4/2", "x/y", "0.001/1"):
        with pytest.raises(Exception):  # noqa: B017 - argparse's own error type
            parse_stakes(bad)


def test_host_advertises_and_tables_finds_it(tmp_path: Path) -> None:
    name = f"CLI table {uuid.uuid4().hex[:6]}"
    host = subprocess.Popen(
        [sys.executable, "-m", "studdesk", "host", "--headless", "--bind", "127.0.0.1",
         "--port", "0", "--name", name, "--variant", "razz", "--stakes", "3/6", "--seats", "6",
         "--password", "pw", "--data-dir", str(tmp_path), "--mdns-interface", "127.0.0.1"],
        cwd=ROOT, env=ENV, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        assert host.stdout is not None
        line = host.stdout.readline()
        assert "listening on 127.0.0.1:" in line, line
        port = int(line.split("127.0.0.1:")[1].split()[0])
        found = subprocess.run(
            [sys.executable, "-m", "studdesk", "tables", "--mdns-interface", "127.0.0.1",
             "--json", "--timeout", "4"],
            cwd=ROOT, env=ENV, capture_output=True, text=True, timeout=60, check=True)
        tables = [json.loads(x) for x in found.stdout.splitlines() if x.strip()]
        (mine,) = [t for t in tables if t["name"] == name]
        assert mine["variant"] == "razz" and mine["stakes"] == "3/6"
        assert mine["seats"] == 6 and mine["taken"] == 0 and mine["password"] is True
        assert mine["port"] == port and "127.0.0.1" in mine["addresses"]
        assert mine["compatible"] is True
    finally:
        host.terminate()
        out, _ = host.communicate(timeout=30)
    assert host.returncode == 0, out
    assert "stopped after" in out


@async_test
async def _play_and_stop(data_dir: Path, hands: int) -> None:
    async with running_host(fast_options(data_dir=data_dir, timer=2.0)) as host:
        players = [await RandomPlayer.join(host.port, f"P{i}", seat=i, seed=i)
                   for i in range(1, 4)]
        await wait_until(lambda: host.hands_played >= hands, 30)
        for p in players:
            await p.client.close()
        await host.stop()
        await asyncio.sleep(0)


def test_history_export_replays(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = tmp_path / "data"
    _play_and_stop(data, 12)
    out = tmp_path / "phh"
    assert main(["history", "--data-dir", str(data), "--export", str(out)]) == 0
    files = sorted(out.glob("*.phh"))
    assert len(files) >= 12
    capsys.readouterr()
    assert main(["replay", "--json", *map(str, files)]) == 0
    results = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert len(results) == len(files)
    assert all(r["ok"] and r["matches_recorded"] for r in results)
    text = files[0].read_text()
    assert "players = [" in text and "hand = 1" in text and "_fairness_seed" in text


def test_history_without_a_journal_says_so(tmp_path: Path) -> None:
    assert main(["history", "--data-dir", str(tmp_path), "--export", str(tmp_path / "o")]) == 1


@async_test
async def _bot_command_plays() -> None:
    import argparse
    import random

    from net.commands import _play_bot
    from tests.net.test_host import _CountingBot

    async with running_host(fast_options(timer=2.0)) as host:
        bot = _CountingBot("normal", random.Random(3))
        args = argparse.Namespace(name="Robo", password=None, think_ms=0, seat=2)
        task = asyncio.create_task(_play_bot("127.0.0.1", host.port, args, bot))
        await RandomPlayer.join(host.port, "Ann", seat=1)
        await wait_until(lambda: host.hands_played >= 10, 30)
        assert host.seats[2].name == "Robo" and bot.calls > 0
        await host.stop()
        assert await asyncio.wait_for(task, 10) == 0


def test_bot_command_plays_over_tcp() -> None:
    """``studdesk bot``'s game loop over TCP, with a real computer player."""
    _bot_command_plays()


@async_test
async def _taken_seats_are_readvertised() -> None:
    from net.client import Client
    from net.discovery import TableBrowser

    name = f"Seats {uuid.uuid4().hex[:6]}"
    async with running_host(fast_options(name=name, advertise_on=["127.0.0.1"])) as host:
        browser = TableBrowser(interfaces=["127.0.0.1"])
        await asyncio.to_thread(browser.start)
        try:
            def mine() -> list[int]:
                return [t.taken for t in browser.tables.values() if t.name == name]

            await wait_until(lambda: mine() == [0], 15)
            ann = await Client.connect("127.0.0.1", host.port, "Ann", ping_interval=0)
            ann.sit(1)
            await wait_until(lambda: mine() == [1], 15)
            await ann.close()
        finally:
            await asyncio.to_thread(browser.close)


def test_taken_seats_are_readvertised() -> None:
    _taken_seats_are_readvertised()


def test_the_swing_tie_choices_are_the_engines() -> None:
    """W10.1: ``--swing-tie`` offers exactly the engine's options (named in net.commands so
    that building the parser loads no engine)."""
    from net.commands import SWING_TIE_CHOICES
    from studdesk.engine.config import SWING_TIES

    assert SWING_TIE_CHOICES == SWING_TIES
