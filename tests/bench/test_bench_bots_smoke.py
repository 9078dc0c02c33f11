"""The bot benchmark runs end to end with a tiny hand count and ends with its JSON line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.bench import previous_bot

SCRIPT = Path(__file__).resolve().parent / "bench_bots.py"


def test_bench_bots_runs_and_its_last_line_is_the_json_summary() -> None:
    result = subprocess.run(
        [sys.executable, str(SCRIPT), "--hands", "4", "--workers", "1", "--simulations", "20",
         "--timing", "5"],
        capture_output=True, text=True, timeout=300, check=False,
    )
    assert result.returncode == 0, result.stderr
    last = result.stdout.strip().splitlines()[-1]
    summary = json.loads(last)
    assert set(summary) == {"hard_vs_normal", "normal_vs_easy", "easy_vs_random"}
    for mean, low, high in summary.values():
        assert low <= mean <= high


def test_bench_bots_plays_the_hard_bot_against_the_previous_one() -> None:
    try:
        previous_bot.load()
    except previous_bot.HistoryMissing as exc:
        pytest.skip(f"no git history to read the previous hard bot from: {exc}")
    result = subprocess.run(
        [sys.executable, str(SCRIPT), "--hands", "4", "--workers", "1", "--simulations", "20",
         "--timing", "0", "--versus-previous"],
        capture_output=True, text=True, timeout=300, check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "previous hard decisions in the benchmark" in result.stdout
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    assert set(summary) == {"hard_vs_previous"}
    mean, low, high = summary["hard_vs_previous"]
    assert low <= mean <= high


def test_bench_bots_plays_high_low_declare_and_roll_your_own_side_by_side() -> None:
    result = subprocess.run(
        [sys.executable, str(SCRIPT), "--hands", "4", "--workers", "1", "--simulations", "20",
         "--timing", "0", "--games", "choice"],
        capture_output=True, text=True, timeout=300, check=False,
    )
    assert result.returncode == 0, result.stderr
    rows = [line.split() for line in result.stdout.splitlines()]
    for pairing in ("hard_vs_normal", "normal_vs_easy", "easy_vs_random"):
        games = [row[1] for row in rows if row and row[0] == pairing]
        assert games == ["stud-declare", "roll-your-own", "all"]
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    assert set(summary) == {"hard_vs_normal", "normal_vs_easy", "easy_vs_random"}


def test_bench_bots_seats_every_level_at_one_table() -> None:
    result = subprocess.run(
        [sys.executable, str(SCRIPT), "--hands", "8", "--workers", "1", "--simulations", "20",
         "--timing", "0", "--games", "choice", "--mixed", "hard,normal,easy,random"],
        capture_output=True, text=True, timeout=300, check=False,
    )
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    assert list(summary) == ["hard", "normal", "easy", "random", "hard_over_normal",
                             "normal_over_easy", "easy_over_random"]
    # Each deck is dealt once per rotation, so the levels' winnings are every chip won or lost.
    assert abs(sum(summary[level][0] for level in ("hard", "normal", "easy", "random"))) < 0.05
    hard, normal = summary["hard"][0], summary["normal"][0]
    assert summary["hard_over_normal"][0] == pytest.approx(hard - normal, abs=0.02)
    for mean, low, high in summary.values():
        assert low <= mean <= high
