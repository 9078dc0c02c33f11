"""A night's format end to end: a sit-and-go over real loopback sockets to the end, and the headless
host's Triple Stud sit-and-go of four bots from the command line, checked through the exported
hands, ``studdesk replay`` and ``studdesk history --standings --json``."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from net import protocol as P
from net.client import Client
from net.formats import Rotation, Structure, TableFormat, default_levels
from studdesk.engine.config import Variant
from studdesk.engine.phh import loads
from tests.net.helpers import (
    LOCAL,
    RandomPlayer,
    assert_chips_conserved,
    async_test,
    fast_options,
)

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "PYTHONPATH": str(ROOT)}
TRIPLE = (Variant.STUD, Variant.RAZZ, Variant.STUD8)
pytestmark = pytest.mark.timeout(240)


@pytest.mark.slow
@async_test
async def test_a_sit_and_go_over_loopback_sockets_plays_to_the_end() -> None:
    from net.host import TableHost

    fmt = TableFormat(structure=Structure(default_levels(), every_hands=3),
                      rotation=Rotation(TRIPLE, hands_per_game=2), tournament=True,
                      starting_chips=2000, players=4, entry=500)
    host = TableHost(fast_options(format=fmt))
    await host.start(LOCAL, 0)
    try:
        watcher = await Client.connect(LOCAL, host.port, "Watcher", ping_interval=0)
        got: list[P.HostMessage] = []
        watcher.add_listener(lambda m: got.append(m) if isinstance(m, P.HostMessage) else None)
        watcher.watch()
        players = [await RandomPlayer.join(host.port, f"Net{i}", seed=i) for i in range(2)]
        host.hand_listeners.append(lambda hand: assert_chips_conserved(host))
        host.add_bots(2, "hard")
        await asyncio.wait_for(host.wait_closed(), 180)  # the host stops by itself
    finally:
        await host.stop()
    final = [m for m in got if isinstance(m, P.Standings) and m.final]
    assert len(final) == 1
    places = final[0].places
    assert sorted(p.place for p in places) == [1, 2, 3, 4]
    assert sum(p.prize for p in places) == final[0].pool == 2000
    out = [m for m in got if isinstance(m, P.Eliminated)]
    assert len(out) == 3 and {m.name for m in out} | {places[0].name} == {
        p.name for p in places}
    assert any(isinstance(m, P.Announce) and m.kind == "level" for m in got)
    assert any(isinstance(m, P.Error) and m.code == "session_ended" for m in got)
    for p in players:
        assert not [e for e in p.errors if e.code not in ("session_ended",)]


def _run(*args: str, cwd: Path, timeout: float = 180) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "studdesk", *args], cwd=cwd, env=ENV,
                          capture_output=True, text=True, timeout=timeout)


@pytest.mark.slow
def test_done_when_a_headless_triple_stud_sit_and_go_of_four_bots(tmp_path: Path) -> None:
    data = tmp_path / "data"
    host = _run("host", "--headless", "--variant", "stud,razz,stud8", "--rotate-hands", "3",
                "--tournament", "--starting-chips", "30", "--level-hands", "4", "--bots", "4",
                "--bind", LOCAL, "--port", "0", "--no-mdns", "--data-dir", str(data),
                "--think-ms", "0", "--hand-pause", "0", "--bot-level", "hard", cwd=tmp_path)
    assert host.returncode == 0, host.stdout + host.stderr  # stopped by itself
    assert "sit-and-go, Triple Stud every 3 hands" in host.stdout

    export = tmp_path / "hands"
    done = _run("history", "--data-dir", str(data), "--export", str(export), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    files = sorted(export.glob("*.phh"))
    assert len(files) >= 2
    levels = default_levels()
    last = None
    for i, path in enumerate(files):
        history = loads(path.read_text(encoding="utf-8"))
        assert history.number == i + 1
        assert history.config.variant is TRIPLE[(i // 3) % 3], path.name  # rotation, every 3
        level = levels[min(i // 4, len(levels) - 1)]  # limits rise every 4 hands
        assert (history.config.small_bet, history.config.big_bet, history.config.ante) == (
            level.small_bet, level.big_bet, level.ante), path.name
        assert history.fields["_level"] == min(i // 4, len(levels) - 1) + 1
        assert history.fields["_tournament"] == 1
        assert history.finishing_stacks is not None
        assert sum(history.finishing_stacks) == sum(history.starting_stacks)  # chips conserved
        last = history

    replayed = _run("replay", "--json", *map(str, files), cwd=tmp_path)
    assert replayed.returncode == 0, replayed.stdout + replayed.stderr
    results = [json.loads(line) for line in replayed.stdout.splitlines()]
    assert len(results) == len(files)
    assert all(r["ok"] and r["matches_recorded"] for r in results), results

    standings = _run("history", "--data-dir", str(data), "--standings", "--json", cwd=tmp_path)
    assert standings.returncode == 0, standings.stderr
    (line,) = standings.stdout.splitlines()
    record = json.loads(line)
    assert record["finished"] and record["entrants"] == 4
    places = record["places"]
    assert [p["place"] for p in places] == [1, 2, 3, 4]
    assert set(places[0]) == {"place", "name", "prize"}
    assert last is not None and last.finishing_stacks is not None
    winner = places[0]["name"]
    assert dict(zip(last.names, last.finishing_stacks, strict=True))[winner] == 4 * 3000
    assert len({p["name"] for p in places}) == 4 and set(last.names) <= {p["name"] for p in places}


@pytest.mark.parametrize(("flags", "message"), [
    (["--levels", "2/x"], "not an amount"),
    (["--payouts", "50,30"], "adding up to 100"),
    (["--variant", "stud,omaha"], "unknown game"),
    (["--rotate-hands", "0"], "at least 1"),
    (["--level-hands", "3", "--level-minutes", "5"], "not allowed with"),
])
def test_bad_format_flags_are_refused_with_a_clear_error(
        flags: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    import argparse

    from net.commands import add_commands

    parser = argparse.ArgumentParser(prog="studdesk")
    add_commands(parser.add_subparsers())
    with pytest.raises(SystemExit) as caught:
        parser.parse_args(["host", *flags])
    assert caught.value.code == 2 and message in capsys.readouterr().err


def test_the_flags_build_the_format_the_host_runs() -> None:
    import argparse

    from net.commands import add_commands, format_line, host_options

    parser = argparse.ArgumentParser(prog="studdesk")
    add_commands(parser.add_subparsers())
    args = parser.parse_args(["host", "--variant", "razz,stud8", "--dealers-choice",
                              "--rotate-hands", "4", "--tournament", "--levels", "2/4,3/6",
                              "--level-minutes", "15", "--payouts", "70,30", "--entry", "5",
                              "--bots", "3", "--no-mdns"])
    options = host_options(args)
    fmt = options.format
    assert fmt is not None and fmt.dealers_choice is not None
    assert fmt.dealers_choice.choices == (Variant.RAZZ, Variant.STUD8)
    assert fmt.dealers_choice.hands_per_round == 4 and fmt.players == 3
    assert fmt.structure is not None and fmt.structure.every_seconds == 900.0
    assert [lv.small_bet for lv in fmt.structure.levels] == [200, 300]
    assert fmt.payouts == (70, 30) and fmt.entry == 500
    assert fmt.starting_chips == 50 * 400  # 50 big bets of the first level
    assert options.config.variant is Variant.RAZZ and options.config.small_bet == 200
    assert format_line(fmt, options.config) == (
        "sit-and-go, dealer's choice of Razz / Seven Card Stud Hi/Lo, 2 levels of 15 minutes,"
        " 200 in chips each, entry 5")
    plain = host_options(parser.parse_args(["host", "--no-mdns"]))
    assert plain.format is None and plain.config.small_bet == 200
