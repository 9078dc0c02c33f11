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


@pytest.mark.slow  # two small runs of the busy tables, each host a process of its own
@pytest.mark.timeout(180)
def test_bench_lan_takes_turns_with_a_baseline_checkout(tmp_path: Path) -> None:
    """``--baseline``: the busy tables on another checkout's host (here this one, from a copy
    of its files: the other checkout's own bench script and code), taking turns."""
    other = tmp_path / "other"
    files = subprocess.run(["git", "ls-files", "net", "studdesk", "tests/bench", "tests/__init__.py"],
                           cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    for name in files:
        target = other / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes((ROOT / name).read_bytes())
    out = subprocess.run(
        [sys.executable, str(ROOT / "tests" / "bench" / "bench_lan.py"), "--skip-table8",
         "--tables", "2", "--table-size", "3", "--table-actions", "10", "--flood-seconds", "0",
         "--baseline", str(other), "--rounds", "1"],
        cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}, capture_output=True, text=True,
        timeout=170, check=True)
    figures = json.loads(out.stdout.strip().splitlines()[-1])
    runs = figures["busy_baseline"]
    assert [len(runs["baseline_runs"]), len(runs["main_plain_runs"]), len(runs["main_runs"])] \
        == [1, 1, 1]
    assert runs["baseline_runs"][0]["samples"] == 20 and runs["baseline_runs"][0]["plain"]
    assert not runs["main_runs"][0]["plain"]
    assert runs["main_over_baseline"]["host_cpu_ms_per_action"] > 0
    assert "table8" not in figures
