"""Every docstring example in ``studdesk`` and ``net`` runs: the modules are found by their
``>>>`` lines, so a module that gains examples is run without anyone listing it. The GUI's
modules are found here too but run in ``tests/gui/test_doctests.py``, beside a QApplication."""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

from tests.source_doctests import run_source_doctests

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("studdesk", "net")
GUI = "studdesk.gui"


def modules_with_examples(*, gui: bool) -> list[str]:
    """The dotted names of the modules whose source holds a ``>>>`` example (the GUI's when
    ``gui``, the others otherwise)."""
    found = []
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            if ">>> " not in path.read_text(encoding="utf-8"):
                continue
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            name = ".".join(parts)
            if (name == GUI or name.startswith(GUI + ".")) == gui:
                found.append(name)
    return found


def run_examples(name: str) -> None:
    module = importlib.import_module(name)
    # from the source: a module of the compiled engine keeps no docstrings of its own
    result = run_source_doctests(module, optionflags=doctest.ELLIPSIS)
    # attempted > 0: a ">>>" that doctest does not see (in a comment, in a string that is not
    # a docstring) would otherwise pass here without running anything
    assert result.attempted > 0, f"{name} has '>>> ' but no example doctest can run"
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples in {name} failed"


def test_the_search_finds_the_engines_and_the_hosts_examples() -> None:
    names = modules_with_examples(gui=False)
    assert {"studdesk.engine.hand", "studdesk.engine.actions", "net.fairness"} <= set(names)
    assert not [n for n in names if n.startswith(GUI)]
    assert "studdesk.gui.platform.paths" in modules_with_examples(gui=True)


@pytest.mark.parametrize("name", modules_with_examples(gui=False))
def test_the_examples_in_the_docstrings_hold(name: str) -> None:
    run_examples(name)
