"""The evaluator benchmark runs and ends with its JSON line (no assertion on speed)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parent / "bench_evaluator.py"


@pytest.mark.slow  # a benchmark run, small but whole (19 s at load 5)
def test_benchmark_runs_and_its_last_line_is_the_json_summary() -> None:
    done = subprocess.run(
        [sys.executable, str(BENCH), "--n", "200", "--repeat", "1"],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    last = done.stdout.strip().splitlines()[-1]
    figures = json.loads(last)
    assert set(figures) == {"high_per_s", "low8_per_s", "razz_per_s", "treys_per_s", "eval7_per_s",
                            "wild1_per_s", "wild1_reference_per_s", "wild2_per_s",
                            "wild2_reference_per_s", "wild0_per_s"}
    for key in ("high_per_s", "low8_per_s", "razz_per_s", "wild1_per_s", "wild2_per_s",
                "wild0_per_s"):
        assert isinstance(figures[key], int) and figures[key] > 0
    for key in ("treys_per_s", "eval7_per_s"):
        assert figures[key] is None or isinstance(figures[key], int)
