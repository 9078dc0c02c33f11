"""Which engine is running: the pure-Python one (the reference) or the one compiled with mypyc.

The engine's source is always the ``.py`` files of this package; the pure engine needs nothing
but Python. ``./run.sh setup --compiled`` (or ``STUDDESK_COMPILED=1 pip install .``) compiles
the modules named in :data:`COMPILED_MODULES` with mypyc (``setup.py`` reads the list from this
file). Each becomes an extension module beside its ``.py``, which Python then loads in its
place; a module left out of the list (one mypyc cannot compile, or one where it does not pay)
stays interpreted, and the two kinds call each other as usual.

A build in place (an editable install, as ``./run.sh setup --compiled`` makes) also writes
:data:`SOURCES_FILE` beside the compiled modules: the SHA-256 of every source it compiled. Such
a compiled module would otherwise go on shadowing its ``.py`` after the ``.py`` changed; the
package's ``__init__`` checks that file on import and refuses a stale build instead.
"""

from __future__ import annotations

import importlib
import importlib.machinery
from collections.abc import Callable
from typing import TYPE_CHECKING, Final, TypeVar

_T = TypeVar("_T")

if TYPE_CHECKING:
    # mypyc reads the decorator by this name (a class it must leave as a Python class, such as
    # an int subclass, carries @mypyc_attr(native_class=False)) ...
    from mypy_extensions import mypyc_attr as mypyc_attr
else:
    # ... and calls it when it builds such a class: at run time it does nothing, so neither
    # engine needs mypy_extensions installed.
    def mypyc_attr(*attrs: str, **kwattrs: object) -> Callable[[_T], _T]:
        return lambda decorated: decorated

COMPILED_MODULES: Final = (
    "studdesk.engine.actions",
    "studdesk.engine.cards",
    "studdesk.engine.hand",
    "studdesk.engine.phh.export",
    "studdesk.engine.phh.fields",
    "studdesk.engine.phh.header",
    "studdesk.engine.phh.history",
    "studdesk.engine.phh.lean",
    "studdesk.engine.phh.memo",
    "studdesk.engine.phh.parse",
    "studdesk.engine.phh.read",
    "studdesk.engine.phh.replay",
    "studdesk.engine.phh.toml",
    "studdesk.engine.pots",
    "studdesk.engine.replay_files",
    "studdesk.engine.showing",
    "studdesk.engine.views",
)
"""The modules mypyc compiles, the one list (``setup.py`` and the tests read it). Left out,
each for what it does that a compiled module does differently:

- ``events``: slotted dataclasses with ``ClassVar`` fields, which mypyc builds wrongly
  (fields out of order, class attributes read-only); the engine makes them only when they are
  read, so they cost a replay nothing (``actions`` had the same problem and became plain
  classes: the engine reads every one it is given);
- ``config``: :class:`GameConfig` checks its own fields and raises ``ConfigError`` for a float
  or a bool; compiled, mypyc's own check of the declared ``int`` raises ``TypeError`` first;
- ``evaluate``: its functions over ``C`` (a type variable bound to ``int``) would return plain
  ``int`` for :class:`Card` (mypyc keeps an ``int`` as a machine integer), and its tables, a
  ``list`` subclass until first used, would be read without the subclass's ``__getitem__``;
- ``__init__`` (names loaded on first use), ``phh/__init__`` (names gathered from its
  modules) and this module.

The rules for a module in this list: no ``except A as e`` and ``except B as e`` in one function
(one local, one type: tests/engine/test_compiled.py checks it), no subclass of a built-in type
without ``@mypyc_attr(native_class=False)``, nothing that counts on an ``int`` subclass
surviving a function typed ``int``, no Python subclass of its classes elsewhere (making one
raises ``TypeError: interpreted classes cannot inherit from compiled``), and no replacing of its
functions or classes from outside (``module.name = ...``): its own code does not look them up
again. For speed: the methods ``@dataclass`` generates stay Python (a class made for every
hand or move writes its own ``__init__``: ``init=False``), and a module-level name is looked up
in the module's dict at every read unless it is ``Final``."""

SOURCES_FILE: Final = "compiled-sources.json"
"""Written by a compiled build in place, beside its modules: ``{module: sha256 of its .py}``."""

PURE: Final = "pure Python"
COMPILED: Final = "compiled (mypyc)"


def module_label(module_name: str) -> str:
    """The module's name within the engine (``hand``, ``phh.lean``)."""
    return module_name.removeprefix("studdesk.engine.")


def source_path(module_name: str) -> tuple[str, ...]:
    """The module's source within the engine's folder, as path parts (``phh``, ``lean.py``)."""
    *folders, leaf = module_label(module_name).split(".")
    return (*folders, f"{leaf}.py")


def is_compiled(module_name: str) -> bool:
    """Whether the module (imported if need be) was loaded from an extension module."""
    module = importlib.import_module(module_name)
    origin = getattr(module, "__file__", None) or ""
    return origin.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))


def compiled_modules() -> tuple[str, ...]:
    """The modules of :data:`COMPILED_MODULES` that are running compiled here."""
    return tuple(name for name in COMPILED_MODULES if is_compiled(name))


def engine_kind() -> str:
    """``"compiled (mypyc)"`` if any engine module runs compiled, else ``"pure Python"``."""
    return COMPILED if compiled_modules() else PURE


def describe_engine() -> str:
    """One line for ``studdesk self-test`` and bug reports: which engine, and which modules."""
    running = compiled_modules()
    if not running:
        return f"engine: {PURE}"
    names = ", ".join(module_label(name) for name in running)
    return f"engine: {COMPILED}, {len(running)} of {len(COMPILED_MODULES)} modules ({names})"

