"""Every test run ends with what it cost (tests/_timing.py): wall time, CPU time of pytest and
of the processes it waited for, and the load average at start and end."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from tests import _timing

ROOT = Path(__file__).resolve().parents[1]

LINE = re.compile(r"wall (?P<wall>[\d.]+) s, CPU (?P<cpu>[\d.]+) s \(pytest (?P<own>[\d.]+) s "
                  r"\+ children (?P<children>[\d.]+) s\), load (?P<start>[\d. ]+|n/a) at start, "
                  r"(?P<end>[\d. ]+|n/a) at end \(\d+ CPUs\)")

# A child that spends CPU (not wall time): the run's line must count it among the children.
PROBE = '''
import subprocess, sys

def test_spend_cpu_in_a_child():
    subprocess.run([sys.executable, "-c", "import time\\n"
                    "t = time.process_time()\\n"
                    "while time.process_time() - t < 0.3: pass"], check=True)
'''


def test_the_line_reads_the_difference_of_two_samples() -> None:
    start = _timing.Sample(wall=100.0, cpu_self=1.0, cpu_children=0.5, load=(0.5, 0.25, 0.0))
    end = _timing.Sample(wall=161.25, cpu_self=31.0, cpu_children=10.5, load=(2.0, 1.5, 1.0))
    line = _timing.summary_line(start, end)
    assert line.startswith("wall 61.2 s, CPU 40.0 s (pytest 30.0 s + children 10.0 s), "
                           "load 0.50 0.25 0.00 at start, 2.00 1.50 1.00 at end (")
    assert LINE.fullmatch(line)
    no_load = _timing.Sample(wall=101.0, cpu_self=1.0, cpu_children=0.5, load=None)
    assert "load n/a at start" in _timing.summary_line(no_load, end)


def test_the_run_is_measured_from_the_process_start() -> None:
    age = _timing._process_age()
    # This process has imported pytest and the test modules: it has lived a while, and it was
    # certainly not started before the machine was.
    assert age > 0.0
    with open("/proc/uptime", encoding="ascii") as uptime:
        assert age < float(uptime.read().split()[0])
    assert _timing._START.cpu_self == 0.0 and _timing._START.cpu_children == 0.0


def test_a_run_ends_with_its_cost_children_included(tmp_path: Path) -> None:
    (tmp_path / "test_probe.py").write_text(PROBE)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                          "-p", "tests._timing", "test_probe.py"],
                         cwd=tmp_path, env=env, capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stdout + run.stderr
    tail = run.stdout.splitlines()
    headline = next(i for i, text in enumerate(tail) if _timing.HEADLINE in text)
    found = LINE.fullmatch(tail[headline + 1])
    assert found, tail[headline + 1]
    assert float(found["children"]) >= 0.25  # the child's 0.3 s of CPU
    assert float(found["cpu"]) >= float(found["own"]) + float(found["children"]) - 0.1
    assert float(found["wall"]) > 0.0
    assert found["start"] != "n/a" and found["end"] != "n/a"
