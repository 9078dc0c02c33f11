"""The table-nobody-deals benchmark runs and prints a figure for every device."""

from __future__ import annotations

import pytest

from tests.bench import bench_trustless_table


def test_bench_trustless_table_runs(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench_trustless_table.main(["--devices", "2", "--hands", "1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("devices 2, hands 1, CPU per hand: host ") and " c1 " in out
