"""The examples in a module's docstrings, run whether the module runs compiled or not.

A module compiled with mypyc keeps no docstrings, so ``doctest.testmod`` finds nothing in it.
The examples are read from the module's source instead (its ``.py`` beside it: the module
docstring and every class's and function's, at any depth) and run in the module's namespace,
so they test what actually runs: the compiled classes and functions on the compiled lane.
"""

from __future__ import annotations

import ast
import doctest
import sys
from pathlib import Path
from types import ModuleType


def source_of(module: ModuleType) -> Path:
    """The ``.py`` the module was loaded or compiled from: found in its package's folders (a
    compiled module's own ``__file__`` can be wrong when another compiled module imported it)."""
    parent, _, stem = module.__name__.rpartition(".")
    folders = list(getattr(sys.modules[parent], "__path__", [])) if parent else []
    for folder in folders:
        candidate = Path(folder) / f"{stem}.py"
        if candidate.is_file():
            return candidate
    return Path(module.__file__ or "")


def run_source_doctests(module: ModuleType, optionflags: int = doctest.ELLIPSIS
                        ) -> doctest.TestResults:
    """Run every ``>>>`` example of the module's source against the module as loaded."""
    path = source_of(module)
    tree = ast.parse(path.read_text(encoding="utf-8"))
    parser = doctest.DocTestParser()
    runner = doctest.DocTestRunner(optionflags=optionflags)
    nodes: list[ast.AST] = [tree, *ast.walk(tree)]
    seen: set[int] = set()
    for node in nodes:
        if id(node) in seen or not isinstance(
                node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        seen.add(id(node))
        doc = ast.get_docstring(node, clean=True)
        if not doc or ">>>" not in doc:
            continue
        name = module.__name__ + ("" if isinstance(node, ast.Module) else "." + node.name)
        line = 0 if isinstance(node, ast.Module) else node.lineno
        test = parser.get_doctest(doc, dict(vars(module)), name, str(path), line)
        runner.run(test)
    return runner.summarize(verbose=False)
