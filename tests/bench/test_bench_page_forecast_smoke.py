"""Smoke test of tests/bench/bench_page_forecast.py: it runs with one call a figure and ends with
its JSON."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.web.webkit import require_tool

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow  # a benchmark run, small but whole
@pytest.mark.timeout(300)
def test_bench_page_forecast_runs_and_prints_json() -> None:
    require_tool("node", shutil.which("node") is not None, "Debian's nodejs")
    out = subprocess.run(
        [sys.executable, str(ROOT / "tests" / "bench" / "bench_page_forecast.py"), "--smoke"],
        cwd=ROOT, capture_output=True, text=True, timeout=290, check=True)
    figures = json.loads(out.stdout.strip().splitlines()[-1])
    assert set(figures) == {"check52", "shuffle52", "tokenMake", "tokenCheck", "probe"}
    assert all(v > 0 for v in figures.values())
