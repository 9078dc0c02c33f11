"""bench_engine.py's engine-alone measure runs and ends with its JSON line (no assertion on
speed); PokerKit, making the same recorded hands, ends every one on the same stacks."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parent / "bench_engine.py"


@pytest.mark.slow  # a benchmark run, small but whole (a subprocess with the pure engine)
def test_engine_alone_runs_against_the_pure_engine_and_pokerkit() -> None:
    done = subprocess.run([sys.executable, str(BENCH), "--alone", "40", "--rounds", "1"],
                          capture_output=True, text=True, timeout=300, check=True)
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    assert figures["hands"] == 40 and figures["moves_per_hand"] > 1
    assert figures["us_per_hand"] > figures["us_setup"] > 0
    assert figures["pure_us_per_hand"] > figures["pure_us_setup"] > 0
    if figures["pokerkit_us_per_hand"] is not None:  # PokerKit is a test tool: usually there
        assert figures["pokerkit_differ"] == 0  # the same cards and moves, the same hands
