"""A guard against a reference-counting bug in the installed PySide6 (seen in 6.12.0).

``SignalInstance.emit()`` and a successful ``SignalInstance.disconnect()``, called from Python,
return ``True`` without taking a new reference to it. Every call then removes one reference from
``True``; on CPython builds where ``True`` is not immortal (3.11) the interpreter aborts with
"bool_dealloc: deallocating True or False" after a few hundred signals.

Importing this module measures the loss once and, only where there is one, wraps the two
methods so that they give back the reference they took. Where PySide6 is fixed (or ``True`` is
immortal) the measurement finds nothing and nothing is changed. Every GUI module that emits
signals imports it first.
"""

from __future__ import annotations

import ctypes
import sys
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal, SignalInstance

_PROBES = 8


def _give_back_true() -> None:
    ctypes.pythonapi.Py_IncRef(ctypes.py_object(True))


class _Probe(QObject):
    fired = Signal()


def _noop() -> None:
    pass


def _measure(call: Callable[[], object]) -> int:
    before = sys.getrefcount(True)
    for _ in range(_PROBES):
        call()
    lost = before - sys.getrefcount(True)
    for _ in range(max(0, lost)):  # give back what the measurement itself took
        _give_back_true()
    return lost


def _wrap(original: Callable[..., Any]) -> Callable[..., Any]:
    def method(self: SignalInstance, *args: Any, **kwargs: Any) -> Any:
        result = original(self, *args, **kwargs)
        if result is True:
            _give_back_true()
        return result

    method.__name__ = original.__name__
    method.__doc__ = original.__doc__
    method.__studdesk_fixed__ = True  # type: ignore[attr-defined]
    return method


def _install() -> tuple[bool, bool]:
    probe = _Probe()
    emit_loss = _measure(probe.fired.emit)

    def connect_and_disconnect() -> None:
        probe.fired.connect(_noop)
        probe.fired.disconnect(_noop)

    disconnect_loss = _measure(connect_and_disconnect)
    patched_emit = emit_loss >= _PROBES and not hasattr(SignalInstance.emit, "__studdesk_fixed__")
    patched_disconnect = (disconnect_loss >= _PROBES
                          and not hasattr(SignalInstance.disconnect, "__studdesk_fixed__"))
    if patched_emit:
        SignalInstance.emit = _wrap(SignalInstance.emit)  # type: ignore[method-assign]
    if patched_disconnect:
        SignalInstance.disconnect = _wrap(SignalInstance.disconnect)  # type: ignore[method-assign]
    return patched_emit, patched_disconnect


PATCHED = _install()
"""(emit wrapped, disconnect wrapped) in this process."""
