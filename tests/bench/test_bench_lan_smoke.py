"""Smoke test of tests/bench/bench_lan.py: it runs with tiny numbers and ends with its JSON."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow  # a benchmark run, small but whole (10 s at load 5)
@pytest.mark.timeout(180)
def test_bench_lan_runs_and_prints_json() -> None:
    out = subprocess.run(
        [sys.executable, str(ROOT / "tests" / "bench" / "bench_lan.py"), "--actions", "30",
         "--rtt", "50", "--tables", "2", "--table-size", "3", "--table-actions", "10",
         "--full-clients", "--flood-seconds", "1", "--flood-spectators", "5"],
        cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}, capture_output=True, text=True,
        timeout=170, check=True)
    figures = json.loads(out.stdout.strip().splitlines()[-1])
    assert figures["raw_tcp_rtt"]["samples"] == 50
    assert figures["table8"]["samples"] == 30  # eight client processes
    assert figures["table8"]["hand_ends"]["samples"] < 30
    assert figures["table8_host"]["others"]["samples"] > 0  # the host's part, timed in it
    assert figures["table8_one_process"]["samples"] == 30
    assert figures["table8_plain"]["samples"] == 30
    assert figures["table8_setup"] == {"hand_pause": 0.05, "journal": "disk"}
    assert figures["table8_full_clients"]["samples"] == 30
    assert figures["busy_tables"]["tables"] == 2 and figures["busy_tables"]["samples"] == 20
    assert figures["table8"]["median_ms"] > 0
    assert figures["flood"]["quiet"]["hands"] > 0 and figures["flood"]["flood"]["settings_sent"] > 0
