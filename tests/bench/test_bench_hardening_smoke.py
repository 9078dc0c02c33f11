"""The journal and discovery-flood benchmarks run and end with their JSON line (no assertion
on speed; the journal's size is asserted in tests/net/test_journal_size.py)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def _last_json(script: str, *args: str) -> dict[str, object]:
    done = subprocess.run([sys.executable, str(HERE / script), *args], capture_output=True,
                          text=True, timeout=120, check=True)
    figures: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return figures


def test_the_journal_benchmark_runs() -> None:
    figures = _last_json("bench_journal.py", "--warm", "5", "--hands", "25")
    assert figures["hands"] == 25 and isinstance(figures["bytes_per_hand"], int)
    assert set(figures["columns"]) == {"phh", "salt", "deck", "digest",  # type: ignore[arg-type]
                                       "stacks_before", "stacks_after"}


def test_the_discovery_flood_benchmark_runs() -> None:
    figures = _last_json("bench_discovery_flood.py", "--seconds", "1")
    assert set(figures) == {"seconds", "connections", "listed", "real_listed_after"}
