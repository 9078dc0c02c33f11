"""The GUI memory benchmark runs end to end in its quick form (a handful of hands, offscreen,
window and peer) and ends with its JSON line (no assertion on any time, rate or size)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parent / "bench_gui_memory.py"
FIGURES = {"rss_mb_per_100_hands", "rss_mb_per_100_hands_peer", "qobjects_per_100_hands",
           "gc_objects_per_100_hands"}


@pytest.mark.slow  # a benchmark run, small but whole (11 s at load 5)
def test_bench_gui_memory_quick_runs_and_its_last_line_is_the_json_summary() -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, str(SCRIPT), "--quick"], env=env,
                          capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    summary = json.loads(done.stdout.strip().splitlines()[-1])
    assert set(summary) >= FIGURES
    assert summary["platform"] == "offscreen" and summary["hands"] == 6
    for key in FIGURES:
        assert isinstance(summary[key], int | float), key
    # the table printed one row per sample: the warm-up's, then every 3 hands
    rows = [line for line in done.stdout.splitlines() if line[:6].strip().isdigit()]
    assert [int(line.split()[0]) >= 4 for line in rows] == [True] * 3
