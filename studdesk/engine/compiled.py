"""Which engine is running: the pure-Python one (the reference) or the one compiled with mypyc.

The engine's source is always the ``.py`` files of this package; the pure engine needs nothing
but Python. ``./run.sh setup --compiled`` (or ``STUDDESK_COMPILED=1 pip install .``) compiles
the modules named in :data:`COMPILED_MODULES` with mypyc (``setup.py`` reads the list from this
file). Each becomes an extension module beside its ``.py``, which Python then loads in its
place; a module left out of the list (one mypyc cannot compile, or one where it does not pay)
stays interpreted, and the two kinds call each other as usual.

A build in place (an editable install, as ``./run.sh setup --compiled`` makes) also writes
:data:`SOURCES_FILE` beside the compiled modules: the SHA-256 of every source it compiled. Such
a compiled module would otherwise go on shadowing its ``.py`` after the ``.py`` changed;
:func:`verify_sources` (which the package runs when that file is there) refuses the stale build
instead.
"""

from __future__ import annotations

import importlib
import importlib.machinery
from collections.abc import Callable
from pathlib import Path
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
    "studdesk.engine.cards",
    "studdesk.engine.config",
    "studdesk.engine.evaluate",
    "studdesk.engine.hand",
    "studdesk.engine.phh",
    "studdesk.engine.pots",
    "studdesk.engine.views",
)
"""The modules mypyc compiles, the one list (``setup.py`` and the tests read it). Left out:
``actions`` and ``events``, whose slotted dataclasses with ``ClassVar`` fields mypyc builds
wrongly (fields out of order, read-only class attributes); ``__init__`` (names loaded lazily);
and this module."""

SOURCES_FILE: Final = "compiled-sources.json"
"""Written by a compiled build in place, beside its modules: ``{module: sha256 of its .py}``."""

PURE: Final = "pure Python"
COMPILED: Final = "compiled (mypyc)"


class StaleBuildError(ImportError):
    """The compiled modules were built from other sources than the ``.py`` files beside them."""


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
    names = ", ".join(name.rsplit(".", 1)[-1] for name in running)
    return f"engine: {COMPILED}, {len(running)} of {len(COMPILED_MODULES)} modules ({names})"


def source_digest(path: Path) -> str:
    import hashlib

    return hashlib.sha256(path.read_bytes()).hexdigest()


def verify_sources(folder: Path) -> None:
    """Raise :class:`StaleBuildError` if a module compiled in ``folder`` (per its
    :data:`SOURCES_FILE`) has a ``.py`` beside it that is not the source it was built from.
    Nothing to check where the sources are not shipped (the PyInstaller bundle)."""
    import json

    manifest = folder / SOURCES_FILE
    try:
        recorded = json.loads(manifest.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return
    except ValueError as exc:
        raise StaleBuildError(f"{manifest} is not the compiled build's list: {exc}") from exc
    changed = []
    for module_name, digest in sorted(recorded.items()):
        source = folder / (module_name.rsplit(".", 1)[-1] + ".py")
        if source.is_file() and source_digest(source) != digest:
            changed.append(source.name)
    if changed:
        raise StaleBuildError(
            f"the compiled engine in {folder} was built from other sources than "
            f"{', '.join(changed)} now hold: build it again (./run.sh setup --compiled) or go "
            "back to the pure engine (./run.sh setup --pure)")
