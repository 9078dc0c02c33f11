"""The GUI benchmark runs end to end in its quick form, offscreen, and ends with its JSON line
(no assertion on any time, rate or size)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parent / "bench_gui.py"
STARTUP_KEYS = {"startup_s", "startup_bare_qt_s", "startup_ratio", "startup_cpu_s",
                "startup_bare_qt_cpu_s", "startup_cpu_ratio"}
KEYS = STARTUP_KEYS | {"fps_dealing", "fps_bare_qt", "rss_mb_table", "rss_mb_bare_qt", "platform"}


@pytest.mark.slow  # a benchmark run, small but whole (21 s at load 5)
def test_bench_gui_quick_runs_and_its_last_line_is_the_json_summary() -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, str(SCRIPT), "--quick"], env=env,
                            capture_output=True, text=True, timeout=300, check=False)
    assert result.returncode == 0, result.stderr[-3000:]
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    assert set(summary) == KEYS
    assert summary["platform"] == "offscreen"
    for key in KEYS - {"platform"}:
        assert isinstance(summary[key], int | float), key


def test_bench_gui_startup_only_measures_the_start_up_alone() -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, str(SCRIPT), "--quick", "--startup-only"], env=env,
                            capture_output=True, text=True, timeout=300, check=False)
    assert result.returncode == 0, result.stderr[-3000:]
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    assert set(summary) == STARTUP_KEYS | {"platform"}
    for figure, of in (("startup_ratio", "startup_s"), ("startup_cpu_ratio", "startup_cpu_s")):
        ratio = summary[of] / summary[of.replace("startup_", "startup_bare_qt_")]  # rounded
        assert abs(summary[figure] - ratio) < 0.02 * ratio + 0.011, figure
    assert "fps" not in result.stdout and "modules loaded at the first paint" in result.stdout
