"""The PHH benchmark runs on a few files and ends with its JSON line (no assertion on speed)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from studdesk.engine.compiled import is_compiled

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
    assert inside["replay_ms"] > 0
    # The engine alone is timed on the moves the replay made, recorded by a subclass of the
    # pure engine's Hand: a compiled replay never looks phh.Hand up, so it has no such figure
    # (bench_engine.py --alone times the compiled engine alone).
    if is_compiled("studdesk.engine.phh.replay"):
        assert inside["engine_alone_ms"] is None
    else:
        assert inside["engine_alone_ms"] > 0
    assert figures["listing"]["files"] == 30
