"""What a test run cost, printed at the end of every run: the run's wall time, its CPU time
(user + sys of the pytest process and of its children: the hosts, browsers and node runs it
started and waited for) and the load average when it started and when it ended.

Both count from the start of the pytest process (Python's start-up, imports and collection are
part of what a run costs): the wall time from the process's start time in ``/proc`` where there
is one (else from the moment this module is imported, with the conftest), the CPU time as the
process's whole usage.

So CI's log, a developer's terminal and the README's figures come from one measurement, and a
slow run says whether the machine was busy (a load of 2 on two cores is a busy machine).
``tests/conftest.py`` registers the two hooks below.
"""

from __future__ import annotations

import os
import resource
import time
from dataclasses import dataclass

import pytest

HEADLINE = "run cost"


@dataclass(frozen=True)
class Sample:
    """One reading: the wall clock, the CPU seconds spent so far, the load average."""

    wall: float
    cpu_self: float
    cpu_children: float
    load: tuple[float, float, float] | None

    @staticmethod
    def now() -> Sample:
        own = resource.getrusage(resource.RUSAGE_SELF)
        children = resource.getrusage(resource.RUSAGE_CHILDREN)
        try:
            load: tuple[float, float, float] | None = os.getloadavg()
        except OSError:  # no load average on this system
            load = None
        return Sample(wall=time.monotonic(),
                      cpu_self=own.ru_utime + own.ru_stime,
                      cpu_children=children.ru_utime + children.ru_stime,
                      load=load)


def _load_text(load: tuple[float, float, float] | None) -> str:
    return "n/a" if load is None else " ".join(f"{value:.2f}" for value in load)


def summary_line(start: Sample, end: Sample) -> str:
    """The one line the run ends with, e.g. ``wall 61.2 s, CPU 48.0 s (pytest 45.1 s +
    children 2.9 s), load 1.02 0.80 0.55 at start, 2.10 1.20 0.70 at end (2 CPUs)``."""
    own = end.cpu_self - start.cpu_self
    children = end.cpu_children - start.cpu_children
    return (f"wall {end.wall - start.wall:.1f} s, CPU {own + children:.1f} s "
            f"(pytest {own:.1f} s + children {children:.1f} s), "
            f"load {_load_text(start.load)} at start, {_load_text(end.load)} at end "
            f"({os.cpu_count() or '?'} CPUs)")


def _process_age() -> float:
    """Seconds since this process started (Linux's /proc), or 0.0 where that cannot be read."""
    try:
        with open("/proc/self/stat", encoding="ascii") as stat:
            # The fields after the command name (which may hold spaces, hence the rpartition);
            # starttime is field 22 of the whole line, in clock ticks after boot.
            fields = stat.read().rpartition(")")[2].split()
        with open("/proc/uptime", encoding="ascii") as uptime:
            since_boot = float(uptime.read().split()[0])
        started = int(fields[19]) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return 0.0
    return max(0.0, since_boot - started)


def _process_start() -> Sample:
    """The reading the run is measured from: the process's start (CPU and children at zero)."""
    now = Sample.now()
    return Sample(wall=now.wall - _process_age(), cpu_self=0.0, cpu_children=0.0, load=now.load)


_START = _process_start()
_START_KEY = pytest.StashKey[Sample]()


def pytest_configure(config: pytest.Config) -> None:
    config.stash[_START_KEY] = _START


@pytest.hookimpl(trylast=True)  # after the other plugins' summaries, which cost time too
def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter,
                            config: pytest.Config) -> None:
    start = config.stash.get(_START_KEY, None)
    if start is None:
        return
    terminalreporter.write_sep("-", HEADLINE)
    terminalreporter.write_line(summary_line(start, Sample.now()))
