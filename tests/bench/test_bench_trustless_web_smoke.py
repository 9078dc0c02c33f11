"""The page's trustless benchmark runs in its smoke form (3 devices, 8 cards, Chromium throttled
4x at 390x844) and ends with its JSON line; no assertion on speed."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.web.test_browser import CHROMIUM
from tests.web.webkit import require_tool

BENCH = Path(__file__).resolve().parent / "bench_trustless_web.py"


@pytest.mark.slow
def test_the_pages_trustless_benchmark_runs_and_its_last_line_is_the_json_summary() -> None:
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        require_tool("playwright", False, "pip install playwright")
    require_tool("chromium", Path(CHROMIUM).is_file(),
                 "Debian's chromium; ./run.sh setup installs it in CI")
    done = subprocess.run([sys.executable, str(BENCH), "--smoke"], capture_output=True,
                          text=True, timeout=300, check=True)
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    assert figures["devices"] == 3 and figures["cards"] == 8 and figures["throttle"] == 4
    names = {"key_with_proof_ms", "check_other_keys_ms", "shuffle_with_proof_ms",
             "shuffle_verify_ms", "token_with_proof_ms", "token_verify_ms"}
    assert set(figures["page_ms"]) == set(figures["python_ms"]) == names
    assert all(figures["page_ms"][k] > 0 and figures["python_ms"][k] > 0 for k in names)
    assert "Chrome" in figures["user_agent"]
    assert "390x844" in done.stdout
