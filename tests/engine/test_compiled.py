"""The engine that runs is the one asked for: pure Python, or compiled with mypyc
(studdesk/engine/compiled.py, setup.py, ``./run.sh setup --compiled``).

CI runs the suite twice (.ci/run; the slow tests on the pure engine only): with
``STUDDESK_REQUIRE_ENGINE=pure`` and, after the compiled build, with
``STUDDESK_REQUIRE_ENGINE=compiled``; the first test here fails a lane that
runs the other engine than its name says. Without the variable it checks that the checkout runs
one whole engine or the other, and says so.
"""

from __future__ import annotations

import ast
import hashlib
import importlib
import inspect
import json
import os
import shutil
import subprocess
import sys
import types
from pathlib import Path

import pytest

import studdesk.engine
from studdesk.engine import compiled
from studdesk.engine.compiled import COMPILED_MODULES, SOURCES_FILE

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "studdesk" / "engine"


def _functions_defined_in(module: types.ModuleType) -> list[object]:
    """The module's own functions (its classes' methods include what enum and dataclasses
    write in Python for any module)."""
    return [value for value in vars(module).values()
            if inspect.isroutine(value) and getattr(value, "__module__", None) == module.__name__]


def _is_running_compiled(name: str) -> bool:
    """From the loaded module itself: its file is an extension module and none of its functions
    is a Python function, or its file is a .py and none is a built-in (compiled) one."""
    module = importlib.import_module(name)
    functions = _functions_defined_in(module)
    assert functions, f"{name} defines no function to look at"
    python_functions = [f for f in functions if isinstance(f, types.FunctionType)]
    from_extension = compiled.is_compiled(name)
    if from_extension:
        assert not python_functions, (
            f"{name} is an extension module but runs Python functions: {python_functions[:3]}")
    else:
        built_in = [f for f in functions if isinstance(f, types.BuiltinFunctionType)]
        assert python_functions and not built_in, (
            f"{name} is a .py module with compiled functions: {built_in[:3]}")
    return from_extension


def test_the_engine_asked_for_is_the_one_loaded() -> None:
    wanted = os.environ.get("STUDDESK_REQUIRE_ENGINE", "")
    running = [name for name in COMPILED_MODULES if _is_running_compiled(name)]
    if wanted == "compiled":
        assert running == list(COMPILED_MODULES), (
            "the compiled lane runs some engine modules as Python: "
            f"{sorted(set(COMPILED_MODULES) - set(running))} (./run.sh setup --compiled)")
        assert compiled.engine_kind() == "compiled (mypyc)"
        names = ", ".join(compiled.module_label(name) for name in COMPILED_MODULES)
        assert compiled.describe_engine() == (
            f"engine: compiled (mypyc), {len(COMPILED_MODULES)} of {len(COMPILED_MODULES)} "
            f"modules ({names})")
    elif wanted == "pure":
        assert running == [], f"the pure lane runs compiled modules: {running}"
        assert compiled.engine_kind() == "pure Python"
        assert compiled.describe_engine() == "engine: pure Python"
    else:
        assert wanted == "", f"STUDDESK_REQUIRE_ENGINE={wanted!r}: give pure or compiled"
        # A partial build is a broken one: all the listed modules or none.
        assert running in ([], list(COMPILED_MODULES)), running
        assert compiled.compiled_modules() == tuple(running)


def test_the_compiled_modules_are_engine_modules_listed_once() -> None:
    assert len(set(COMPILED_MODULES)) == len(COMPILED_MODULES)
    for name in COMPILED_MODULES:
        package, _, leaf = name.rpartition(".")
        assert package in ("studdesk.engine", "studdesk.engine.phh"), name
        assert ENGINE.joinpath(*compiled.source_path(name)).is_file(), name
        assert leaf not in ("__init__", "compiled"), name


def _manifest(folder: Path, digests: dict[str, str]) -> None:
    (folder / SOURCES_FILE).write_text(json.dumps(digests), encoding="utf-8")


def test_a_build_from_the_sources_beside_it_passes(tmp_path: Path) -> None:
    (tmp_path / "pots.py").write_text("X = 1\n", encoding="utf-8")
    _manifest(tmp_path, {"studdesk.engine.pots": hashlib.sha256(b"X = 1\n").hexdigest()})
    studdesk.engine._verify_compiled_sources(str(tmp_path))
    studdesk.engine._verify_compiled_sources(str(tmp_path / "nowhere"))  # nothing built there


def test_a_build_older_than_its_sources_is_refused_with_the_way_out(tmp_path: Path) -> None:
    (tmp_path / "pots.py").write_text("X = 2\n", encoding="utf-8")
    (tmp_path / "hand.py").write_text("Y = 1\n", encoding="utf-8")
    _manifest(tmp_path, {"studdesk.engine.pots": hashlib.sha256(b"X = 1\n").hexdigest(),
                         "studdesk.engine.hand": hashlib.sha256(b"Y = 1\n").hexdigest()})
    with pytest.raises(ImportError) as refused:
        studdesk.engine._verify_compiled_sources(str(tmp_path))
    message = str(refused.value)
    assert "pots.py" in message and "hand.py" not in message
    assert "./run.sh setup --compiled" in message and "./run.sh setup --pure" in message


def test_a_garbled_sources_file_is_refused(tmp_path: Path) -> None:
    (tmp_path / SOURCES_FILE).write_text("{not json", encoding="utf-8")
    with pytest.raises(ImportError, match="not the compiled build's list"):
        studdesk.engine._verify_compiled_sources(str(tmp_path))


def _copy_of_the_engine(tmp_path: Path) -> Path:
    """studdesk/__init__.py and the engine's .py files (no compiled module) in tmp_path."""
    target = tmp_path / "studdesk"
    (target / "engine" / "phh").mkdir(parents=True)
    shutil.copy(ROOT / "studdesk" / "__init__.py", target / "__init__.py")
    for source in [*ENGINE.glob("*.py"), *ENGINE.glob("phh/*.py")]:
        shutil.copy(source, target / "engine" / source.relative_to(ENGINE))
    return target / "engine"


def _import_in(folder: Path, code: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", code], cwd=folder, capture_output=True,
                          text=True, timeout=120)


def test_importing_the_engine_checks_an_in_place_build(tmp_path: Path) -> None:
    """studdesk.engine runs the check itself: a changed source stops the import (a copy of
    the engine's sources with the list an in-place build writes, no compiled module)."""
    engine = _copy_of_the_engine(tmp_path)
    digests = {name: hashlib.sha256(engine.joinpath(*compiled.source_path(name)).read_bytes())
               .hexdigest() for name in COMPILED_MODULES}
    _manifest(engine, digests)
    assert _import_in(tmp_path, "import studdesk.engine.pots").returncode == 0
    with (engine / "pots.py").open("a", encoding="utf-8") as source:
        source.write("# changed after the build\n")
    refused = _import_in(tmp_path, "import studdesk.engine.pots")
    assert refused.returncode == 1
    assert "ImportError: the compiled engine" in refused.stderr and "pots.py" in refused.stderr


def test_the_engine_imports_nothing_but_the_standard_library(tmp_path: Path) -> None:
    """Pure or compiled, the engine needs no package at run time: not mypy_extensions (the
    decorator mypyc reads is a no-op of studdesk.engine.compiled), nor anything else."""
    code = """
import sys
sys.modules["mypy_extensions"] = None  # importing it now fails
before = set(sys.modules)
from studdesk.engine import Hand, view
import studdesk.engine.phh, studdesk.engine.evaluate, studdesk.engine.compiled
added = {name.split(".")[0] for name in set(sys.modules) - before}
print(sorted(added - set(sys.stdlib_module_names) - {"studdesk"}))
"""
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def _except_names_of_two_types(source: str) -> list[str]:
    """``except A as e`` and ``except B as e`` in one function (nested ones apart): where
    each such name is bound, with its line. mypyc gives a local one type, the first one, and a
    later ``B`` then fails at run time with ``TypeError: A object expected; got B``."""
    found: list[str] = []

    def visit(function: ast.AST) -> None:
        seen: dict[str, str] = {}
        todo = list(ast.iter_child_nodes(function))
        while todo:
            node = todo.pop(0)
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
                visit(node)
                continue
            if isinstance(node, ast.ExceptHandler) and node.name and node.type is not None:
                kind = ast.unparse(node.type)
                if seen.setdefault(node.name, kind) != kind:
                    found.append(f"line {node.lineno}: {node.name} is {seen[node.name]} and "
                                 f"{kind}")
            todo.extend(ast.iter_child_nodes(node))

    for node in ast.parse(source).body:
        if isinstance(node, ast.ClassDef):
            for item in node.body:
                if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef):
                    visit(item)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            visit(node)
    return found


def test_no_compiled_module_binds_one_except_name_to_two_types() -> None:
    """Checked on the sources, so the pure lane catches what the compiled lane would fail."""
    for name in COMPILED_MODULES:
        source = ENGINE.joinpath(*compiled.source_path(name)).read_text(encoding="utf-8")
        found = _except_names_of_two_types(source)
        assert not found, f"{name}: give each except clause's exception its own name: {found}"


def test_the_except_name_check_finds_what_mypyc_gets_wrong() -> None:
    source = """
def f(text):
    try:
        a = int(text)
    except KeyError as exc:
        raise
    try:
        pass
    except (ValueError, TypeError) as exc:
        raise
    def inner():
        try:
            pass
        except OSError as exc:
            pass
class C:
    def g(self):
        try:
            pass
        except ValueError as err:
            pass
        except ValueError as err:
            pass
"""
    assert _except_names_of_two_types(source) == [
        "line 9: exc is KeyError and (ValueError, TypeError)"]
