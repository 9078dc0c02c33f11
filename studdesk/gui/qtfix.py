"""A guard against PySide6 6.12 on CPython 3.11: the singletons it treats as immortal.

Python 3.12 made ``None``, ``True`` and ``False`` immortal, and the installed PySide6/shiboken6
(6.12.0, a stable-ABI build) returns them without taking a new reference: every ``setPos()``,
``update()``, ``removeItem()``, ``SignalInstance.emit()`` ... called from Python removes one
reference from ``None`` or ``True``. On CPython 3.11, where they are ordinary objects, the
interpreter then aborts ("none_dealloc: deallocating None" / "bool_dealloc") after a few
thousand calls, which a card table makes in seconds.

On interpreters older than 3.12 importing this module does what 3.12 does: it gives those
singletons a reference count so large that no run can use it up. On 3.12 and later it does
nothing. Every GUI module imports it before touching Qt.
"""

from __future__ import annotations

import ctypes
import sys

_HEADROOM = 1 << 46  # references added; a leak of one per call never reaches zero


def _immortalise(obj: object) -> None:
    refcount = ctypes.c_ssize_t.from_address(id(obj))
    if refcount.value < _HEADROOM:
        refcount.value += _HEADROOM


def install() -> bool:
    """Protect ``None``, ``True``, ``False``, ``Ellipsis`` and ``NotImplemented``; returns
    whether anything was done (only before Python 3.12, on CPython)."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    for obj in (None, True, False, Ellipsis, NotImplemented):
        _immortalise(obj)
    return True


INSTALLED = install()
