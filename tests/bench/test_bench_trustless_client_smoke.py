"""The client's deal benchmark runs and prints its figure beside the liveness deadline."""

from __future__ import annotations

import pytest

from tests.bench import bench_trustless_client


def test_bench_trustless_client_runs(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench_trustless_client.main(["--devices", "2", "--hands", "1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("devices 2, hands 1: longest message ") and "liveness deadline" in out
