"""bench_core.py runs a tiny round in two worker processes (this checkout against itself) and
ends with its JSON line (no assertion on speed)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BENCH = ROOT / "tests" / "bench" / "bench_core.py"


@pytest.mark.slow  # a benchmark run, small but whole (two worker processes)
def test_bench_core_runs_against_a_baseline_and_prints_json() -> None:
    done = subprocess.run(
        [sys.executable, str(BENCH), "--baseline", str(ROOT), "--rounds", "2", "--hands", "2",
         "--players", "3"],
        cwd=ROOT, capture_output=True, text=True, timeout=170, check=True)
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    assert figures["messages"] == figures["baseline_messages"] > 0  # the same seeded hands
    assert figures["us_per_msg"] > 0 and figures["baseline_us_per_msg"] > 0
    low, high = figures["ratio_spread"]
    assert 0 < low <= high
