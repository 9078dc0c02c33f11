"""Who writes the table core's state: for each attribute of the original shared
``TableState`` (the 38 of net/table/state.py at f3d380c, listed below), the modules of the
table core that write it, by the AST (no regex).

A write is an assignment (``=``, ``+=``, an annotated one, one target of a tuple) to
``<anything>.<attribute>`` outside an ``__init__`` (a part setting up its own attributes is not
a writer); with ``--mutations``, also ``<anything>.<attribute>[...] = / del`` and calls of a
container's mutators (``append``, ``add``, ``pop``, ``setdefault``, ...) on it.

    python tests/net/table/state_writers.py            # rebinding writes only
    python tests/net/table/state_writers.py --mutations

It prints one line per attribute with its writing modules and counts, then the totals: the
writes, the modules that write, and the attributes with more than one writing module.
"""

from __future__ import annotations

import ast
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]  # the checkout (this file is tests/net/table/)
# net/table/store.py's stores have a ``session_id`` and a ``config`` of their own (the store's,
# not the table's): left out.
FILES = sorted(p for p in (ROOT / "net" / "table").glob("*.py") if p.name != "store.py") + [
    ROOT / "net" / "table_formats.py", ROOT / "net" / "host.py"]
ATTRIBUTES = (
    "options", "config", "rng", "randbytes", "bot_factory", "journal", "admin_token",
    "token_maker", "now", "players", "seats", "conns", "barred_names", "barred_tokens",
    "next_client_id", "hand", "hand_seats", "next_hand", "hands_played", "hand_settled",
    "paused", "status", "phase", "until", "decision", "covers", "secret", "commitment",
    "hidden", "shown_by", "end_requested", "stopping", "session_ended", "restored_voided",
    "resumed", "session_id", "hand_listeners", "night",
)
MUTATORS = {"append", "extend", "add", "remove", "discard", "pop", "popitem", "setdefault",
            "update", "clear", "insert"}
# Objects that are not the table's state though their attributes share a name
# (``DecisionClock.hand`` is the decision's hand number, a ``Conn``'s or a record's fields).
NOT_STATE = {"d", "clock", "msg", "rec", "acc", "row", "st", "player", "conn", "p", "c"}


def _base(node: ast.expr) -> ast.expr:
    while isinstance(node, ast.Subscript):
        node = node.value
    return node


def _owner_name(node: ast.expr) -> str:
    return node.id if isinstance(node, ast.Name) else ""


class Writes(ast.NodeVisitor):
    def __init__(self, mutations: bool) -> None:
        self.mutations = mutations
        self.found: list[tuple[str, int]] = []
        self._func: list[str] = []

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        self._func.append(node.name)
        self.generic_visit(node)
        self._func.pop()

    visit_AsyncFunctionDef = visit_FunctionDef  # type: ignore[assignment]

    def _target(self, target: ast.expr, line: int, *, subscript_ok: bool) -> None:
        if isinstance(target, (ast.Tuple, ast.List)):
            for elt in target.elts:
                self._target(elt, line, subscript_ok=subscript_ok)
            return
        if isinstance(target, ast.Starred):
            self._target(target.value, line, subscript_ok=subscript_ok)
            return
        if isinstance(target, ast.Subscript):
            if subscript_ok:
                self._target(_base(target), line, subscript_ok=False)
            return
        if not isinstance(target, ast.Attribute) or target.attr not in ATTRIBUTES:
            return
        if _owner_name(target.value) in NOT_STATE:
            return
        if self._func and self._func[-1] == "__init__" and _owner_name(target.value) == "self":
            return  # setting up one's own attribute
        self.found.append((target.attr, line))

    def visit_Assign(self, node: ast.Assign) -> None:
        for target in node.targets:
            self._target(target, node.lineno, subscript_ok=self.mutations)
        self.generic_visit(node)

    def visit_AugAssign(self, node: ast.AugAssign) -> None:
        self._target(node.target, node.lineno, subscript_ok=self.mutations)
        self.generic_visit(node)

    def visit_AnnAssign(self, node: ast.AnnAssign) -> None:
        if node.value is not None:
            self._target(node.target, node.lineno, subscript_ok=self.mutations)
        self.generic_visit(node)

    def visit_Delete(self, node: ast.Delete) -> None:
        if self.mutations:
            for target in node.targets:
                self._target(target, node.lineno, subscript_ok=True)
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        func = node.func
        if self.mutations and isinstance(func, ast.Attribute) and func.attr in MUTATORS:
            self._target(_base(func.value), node.lineno, subscript_ok=False)
        self.generic_visit(node)


def main(argv: list[str]) -> int:
    mutations = "--mutations" in argv
    by_attr: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for path in FILES:
        visitor = Writes(mutations)
        visitor.visit(ast.parse(path.read_text(), str(path)))
        for attr, _line in visitor.found:
            by_attr[attr][path.relative_to(ROOT).as_posix()] += 1
    total = 0
    modules: set[str] = set()
    shared = []
    for attr in ATTRIBUTES:
        writers = by_attr.get(attr, {})
        total += sum(writers.values())
        modules.update(writers)
        if len(writers) > 1:
            shared.append(attr)
        if writers:
            print(f"{attr:16} " + ", ".join(f"{m} {n}" for m, n in sorted(writers.items())))
    print(f"writes: {total}; writing modules: {len(modules)}; "
          f"attributes with several writing modules: {len(shared)} {shared}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
