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
