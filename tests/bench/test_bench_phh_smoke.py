"""The PHH benchmark runs on a few files and ends with its JSON line (no assertion on speed)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent / "bench_phh.py"


def test_phh_benchmark_runs_and_its_last_line_is_the_json_summary() -> None:
    done = subprocess.run(
        [sys.executable, str(BENCH), "--files", "20", "--list", "30", "--repeat", "1",
         "--skip-pokerkit"],
        capture_output=True, text=True, timeout=300, check=True,
    )
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    assert figures["replay"]["files"] == 20 and figures["replay"]["pokerkit"] is None
    inside = figures["replay"]["in_process"]
    assert inside["engine_alone_ms"] > 0 and inside["replay_ms"] > 0
    assert figures["listing"]["files"] == 30
