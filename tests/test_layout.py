"""The house's import direction (STYLE.md section 6), checked by walking every module's imports.

- ``studdesk.engine`` imports nothing of the project outside itself, and never PySide6, msgpack
  or zeroconf;
- ``studdesk.bots`` imports only the engine from the project;
- ``net`` never imports PySide6 nor ``studdesk.gui``;
- nothing imports ``studdesk.gui`` except the CLI (and the GUI itself);
- no import cycle anywhere in ``studdesk`` and ``net`` (lazy imports count).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _module_name(path: Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imports(path: Path) -> set[str]:
    """Every absolute module name a file imports, at any depth (lazy imports included)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = _module_name(path)
    if path.name != "__init__.py":
        package = package.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)] if node.level > 1 else base
                prefix = ".".join(base)
                mod = f"{prefix}.{node.module}" if node.module else prefix
            else:
                mod = node.module or ""
            found.add(mod)
            found.update(f"{mod}.{alias.name}" for alias in node.names)
    return found


def _files(package_dir: str) -> list[Path]:
    return sorted((ROOT / package_dir).rglob("*.py"))


def _offences(package_dir: str, forbidden: tuple[str, ...]) -> list[str]:
    bad = []
    for path in _files(package_dir):
        for name in _imports(path):
            if any(name == f or name.startswith(f + ".") for f in forbidden):
                bad.append(f"{path.relative_to(ROOT)} imports {name}")
    return bad


def test_packages_exist() -> None:
    for package in ("studdesk/engine", "studdesk/bots", "studdesk/gui", "net"):
        assert (ROOT / package / "__init__.py").is_file(), package


def test_engine_imports_only_itself_and_the_standard_library() -> None:
    forbidden = ("PySide6", "msgpack", "zeroconf", "net", "studdesk.bots", "studdesk.gui",
                 "studdesk.cli")
    assert _offences("studdesk/engine", forbidden) == []


def test_bots_import_only_the_engine() -> None:
    forbidden = ("PySide6", "msgpack", "zeroconf", "net", "studdesk.gui", "studdesk.cli")
    assert _offences("studdesk/bots", forbidden) == []


def test_net_never_imports_qt_or_the_gui() -> None:
    assert _offences("net", ("PySide6", "studdesk.gui", "studdesk.cli")) == []


@pytest.mark.parametrize("package_dir", ["studdesk/engine", "studdesk/bots", "net"])
def test_nothing_but_the_cli_imports_the_gui(package_dir: str) -> None:
    assert _offences(package_dir, ("studdesk.gui",)) == []


def test_outside_its_packages_only_the_cli_and_the_self_test_load_qt_or_the_gui() -> None:
    # studdesk/*.py: the command line opens the GUI, the bundle's self-test drives it; the
    # others (replay, resources ...) stay free of Qt so the command line starts quickly.
    loaders = set()
    for path in sorted((ROOT / "studdesk").glob("*.py")):
        if any(n == f or n.startswith(f + ".") for n in _imports(path)
               for f in ("PySide6", "studdesk.gui")):
            loaders.add(path.name)
    assert loaders <= {"cli.py", "selftest.py"}, loaders


def test_walker_sees_lazy_and_relative_imports(tmp_path: Path) -> None:
    # The checker itself must be able to fail: a lazy import inside a function counts.
    probe = ROOT / "studdesk" / "engine" / "_probe_for_layout_test.py"
    probe.write_text("def f():\n    import PySide6.QtCore\n    from ..gui import app\n")
    try:
        names = _imports(probe)
        assert "PySide6.QtCore" in names
        assert "studdesk.gui.app" in names
        assert _offences("studdesk/engine", ("PySide6",)) != []
    finally:
        probe.unlink()


def test_importing_the_engine_loads_no_qt_or_wire() -> None:
    import subprocess
    import sys

    code = (
        "import sys, studdesk.engine, studdesk.cli;"
        "bad=[m for m in sys.modules if m.split('.')[0] in ('PySide6','msgpack','zeroconf')];"
        "print(bad); raise SystemExit(1 if bad else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


# --------------------------------------------------------------------------------------------
# No import cycle (STYLE.md section 6): every import counts, at module level, inside functions
# and under TYPE_CHECKING, because a cycle hidden by a lazy import is still a knot to untie.
# --------------------------------------------------------------------------------------------

def _project_modules() -> dict[str, Path]:
    return {_module_name(p): p for top in ("studdesk", "net") for p in _files(top)}


def _import_graph(modules: dict[str, Path]) -> dict[str, set[str]]:
    """Module -> the project modules it imports. ``from pkg import name`` imports the module
    ``pkg.name`` when there is one, else ``pkg`` itself (an attribute of its ``__init__``); the
    parent packages every import runs first are not counted, as import-linter does not."""
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        wanted: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                wanted.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                    mod = ".".join([*base, *([node.module] if node.module else [])])
                else:
                    mod = node.module or ""
                for alias in node.names:
                    sub = f"{mod}.{alias.name}"
                    wanted.add(sub if sub in modules else mod)
        targets = set()
        for imported in wanted:
            while imported and imported not in modules:
                imported = imported.rpartition(".")[0]
            if imported and imported != name:
                targets.add(imported)
        graph[name] = targets
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_no_import_cycle_in_the_project() -> None:
    graph = _import_graph(_project_modules())
    assert "studdesk.gui.app" in graph and "net.host" in graph
    assert _cycles(graph) == []


def test_cycle_finder_sees_a_cycle_through_a_lazy_import() -> None:
    # The check itself must be able to fail: a -> b at module level, b -> a inside a function.
    graph = _import_graph(_project_modules())
    graph["studdesk.gui.session.setup"] = graph["studdesk.gui.session.setup"] | {
        "studdesk.gui.app"}
    assert ["studdesk.gui.app", "studdesk.gui.session.setup"] in [
        [m for m in c if m in ("studdesk.gui.app", "studdesk.gui.session.setup")]
        for c in _cycles(graph)]
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
