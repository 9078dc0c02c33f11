"""The examples in the GUI's docstrings run."""

from __future__ import annotations

import doctest
import importlib

import pytest


@pytest.mark.parametrize("name", [
    "studdesk.gui.platform.paths",
    "studdesk.gui.text.languages",
    "studdesk.gui.tools.scenes",
])
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0 and result.failed == 0
