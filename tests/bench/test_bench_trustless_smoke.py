"""The trustless deal's benchmark runs in its smoke form and ends with its JSON line (no
assertion on speed)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent / "bench_trustless.py"


def test_trustless_benchmark_runs_and_its_last_line_is_the_json_summary() -> None:
    done = subprocess.run([sys.executable, str(BENCH), "--smoke"], capture_output=True,
                          text=True, timeout=300, check=True)
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    ops = figures["operations_ms"]
    assert set(ops) >= {"peer_scalar_mult_ms", "remask_ms", "token_with_proof_ms",
                        "token_verify_ms", "shuffle_with_proof_52_ms", "shuffle_verify_52_ms"}
    assert all(value > 0 for value in ops.values())
    (hand,) = figures["hands"]
    assert hand["devices"] == 2 and hand["cards_opened"] == 14
    assert hand["cpu_per_device_s_max"] >= hand["cpu_per_device_s_mean"] > 0
