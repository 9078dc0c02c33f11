"""Smoke test of tests/bench/bench_relay.py: it runs with tiny numbers and ends with its JSON."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow  # a benchmark run, small but whole
@pytest.mark.timeout(180)
def test_bench_relay_runs_and_prints_json() -> None:
    out = subprocess.run(
        [sys.executable, str(ROOT / "tests" / "bench" / "bench_relay.py"), "--pings", "20",
         "--hands", "2", "--flood", "100"],
        cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}, capture_output=True, text=True,
        timeout=170, check=True)
    figures = json.loads(out.stdout.strip().splitlines()[-1])
    assert figures["relayed"]["p50_us"] > 0 and figures["direct"]["p50_us"] > 0
    assert figures["flood_joins_per_s"] > 0
    assert figures["relay_after_flood"]["rooms"] == 1
    assert figures["relay_after_flood"]["handshaking"] == 0
    assert figures["bytes_per_hand_two_guests"] > 0
