"""``studdesk.engine`` loads its names on first use (so that the lobby imports the stakes and game
names of ``studdesk.engine.config`` without the hand's state machine): the names it exports, the
modules they come from and what a fresh interpreter loads."""

from __future__ import annotations

import ast
import importlib
import subprocess
import sys
from pathlib import Path

import pytest

import studdesk.engine as engine

ROOT = Path(__file__).resolve().parents[2]
INIT = ROOT / "studdesk" / "engine" / "__init__.py"


def _type_checking_imports() -> dict[str, str]:
    """Name -> module of every ``from ... import`` under the package's ``if TYPE_CHECKING:``."""
    tree = ast.parse(INIT.read_text(encoding="utf-8"))
    found: dict[str, str] = {}
    for node in tree.body:
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) \
                and node.test.id == "TYPE_CHECKING":
            for stmt in node.body:
                assert isinstance(stmt, ast.ImportFrom) and stmt.module, ast.dump(stmt)
                found.update((alias.asname or alias.name, stmt.module) for alias in stmt.names)
    return found


def test_the_exported_names_are_the_ones_mypy_sees() -> None:
    declared = _type_checking_imports()
    assert len(declared) > 30
    assert sorted(engine.__all__) == sorted(declared)
    assert {m.rpartition(".")[2] for m in declared.values()} <= set(engine._MODULES)


@pytest.mark.parametrize("name", sorted(engine.__all__))
def test_each_name_is_the_object_of_its_module(name: str) -> None:
    module = importlib.import_module(_type_checking_imports()[name])
    assert getattr(engine, name) is getattr(module, name)


def test_an_unknown_name_is_an_attribute_error_and_submodules_still_import() -> None:
    unknown = "hand_of_god"
    with pytest.raises(AttributeError, match="no attribute 'hand_of_god'"):
        getattr(engine, unknown)
    from studdesk.engine import evaluate, phh

    assert evaluate.__name__ == "studdesk.engine.evaluate" and phh.__name__.endswith(".phh")
    assert {"Hand", "view", "evaluate"} <= set(dir(engine))


def test_the_game_settings_load_without_the_hand() -> None:
    code = (
        "import sys\n"
        "from studdesk.engine.config import STAKE_PRESETS, Variant, format_chips\n"
        "print(sorted(m for m in sys.modules if m.startswith('studdesk.engine.')))\n"
        "from studdesk.engine import Hand, Variant as V\n"
        "print(V is Variant, 'studdesk.engine.hand' in sys.modules)\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["['studdesk.engine.config']", "True True"]
