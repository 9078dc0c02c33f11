"""The examples in the GUI's docstrings run (every GUI module with a ``>>>`` example, found as
``tests/test_doctests.py`` finds the others'), with the test QApplication up."""

from __future__ import annotations

import pytest

from tests.test_doctests import modules_with_examples, run_examples


def test_the_gui_modules_with_examples_are_found() -> None:
    assert {"studdesk.gui.platform.paths", "studdesk.gui.text.languages",
            "studdesk.gui.tools.scenes"} <= set(modules_with_examples(gui=True))


@pytest.mark.parametrize("name", modules_with_examples(gui=True))
def test_docstring_examples(name: str, qapp: object) -> None:
    run_examples(name)
