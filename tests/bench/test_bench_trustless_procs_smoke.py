"""The benchmark of a table of processes runs a commitment table and a table nobody deals side by
side and prints their figures."""

from __future__ import annotations

import json

import pytest

from tests.bench import bench_trustless_procs


@pytest.mark.slow
def test_bench_trustless_procs_runs(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench_trustless_procs.main(["--devices", "2", "--seconds", "10", "--rounds", "1",
                                       "--hand-pause", "0.1"]) == 0
    out = capsys.readouterr().out
    modes = json.loads(out.strip().splitlines()[-1])["modes"]
    for mode in ("commit", "trustless"):
        figures = modes[mode]
        assert figures["hands"] >= 1, out
        assert figures["host_cpu_per_hand_s"] > 0 and figures["changeover_median_s"] >= 0.1, out
    assert "trustless / commit: hands a minute" in out
