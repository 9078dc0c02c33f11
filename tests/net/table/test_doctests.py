"""The table parts' docstring examples run (the suite has no --doctest-modules yet)."""

from __future__ import annotations

import doctest

import pytest

import net.table.clock
import net.table.forecast
import net.table.outbox
import net.table.phases
import net.table.state


@pytest.mark.parametrize("module", [net.table.clock, net.table.phases,
                                    net.table.state, net.table.outbox, net.table.forecast])
def test_the_examples_in_the_docstrings_hold(module: object) -> None:
    result = doctest.testmod(module)  # type: ignore[arg-type]
    assert result.attempted > 0 and result.failed == 0
