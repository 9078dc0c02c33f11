"""bench_compiled.py compares the engines it says it compares (no assertion on speed)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from studdesk.engine.compiled import engine_kind
from tests.bench import bench_compiled

BENCH = Path(__file__).resolve().parent / "bench_compiled.py"


def test_the_pure_side_is_a_copy_without_compiled_modules(tmp_path: Path) -> None:
    tree = bench_compiled.pure_copy(tmp_path)
    assert (tree / "studdesk" / "engine" / "hand.py").is_file()
    assert (tree / "tests" / "bench" / "bench_phh.py").is_file()
    assert not [p for p in tree.rglob("*") if p.suffix in (".so", ".pyd")]
    assert not list(tree.rglob("compiled-sources.json"))
    assert bench_compiled.engine_of(tree) == "engine: pure Python"


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(BENCH), *args], capture_output=True, text=True,
                          timeout=900)


@pytest.mark.skipif(engine_kind() != "pure Python", reason="this checkout runs the compiled engine")
def test_without_the_compiled_engine_it_says_how_to_build_it() -> None:
    done = _run("--rounds", "1")
    assert done.returncode == 2
    assert "./run.sh setup --compiled" in done.stderr


@pytest.mark.skipif(engine_kind() == "pure Python", reason="needs ./run.sh setup --compiled")
def test_both_engines_run_each_bench_and_the_last_line_is_the_json_summary() -> None:
    done = _run("--rounds", "1", "--files", "30", "--seconds", "0.05", "--replay-files", "10",
                "--n", "300")
    assert done.returncode == 0, done.stderr[-3000:]
    summary = json.loads(done.stdout.strip().splitlines()[-1])
    assert summary["pure"] == "engine: pure Python"
    assert summary["compiled"].startswith("engine: compiled (mypyc)")
    figures = summary["figures"]
    assert {label for label, *_ in bench_compiled.FIGURES} == set(figures)
    # Measured on both (a marginal over so few files may come out at zero or below: noise).
    replay = figures["replay, whole process, CPU ms/hand"]
    assert isinstance(replay["pure"], float) and isinstance(replay["compiled"], float)
    play = figures["4p showdown play, hands/s"]
    assert play["pure"] > 0 and play["compiled"] > 0 and play["peer"] > 0
