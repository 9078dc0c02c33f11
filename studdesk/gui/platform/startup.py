"""Start-up helpers (the lobby comes up in about half a second): what the desktop does only once
its lobby is on the screen. :func:`~studdesk.gui.app.run_gui` uses both."""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget


class AfterFirstPaint(QObject):
    """Calls ``callback`` once, from a zero-timer queued by ``widget``'s first paint (so
    after that paint has reached the screen), or after ``latest_ms`` if the widget is not
    painted by then (a window started minimised)."""

    def __init__(self, widget: QWidget, callback: Callable[[], None],
                 latest_ms: int = 3000) -> None:
        super().__init__(widget)
        self._widget = widget
        self._callback: Callable[[], None] | None = callback
        widget.installEventFilter(self)
        QTimer.singleShot(latest_ms, self, self._call)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint and self._callback is not None:
            self._widget.removeEventFilter(self)
            QTimer.singleShot(0, self, self._call)
        return False

    def _call(self) -> None:
        callback, self._callback = self._callback, None
        if callback is not None:
            self._widget.removeEventFilter(self)
            callback()


def build_evaluator_tables_in_background() -> threading.Thread:
    """Build the hand evaluator's lookup tables on a daemon thread (0.1 s or more): the lobby
    needs none, the first hand does (its showdown, the computer players)."""

    def build() -> None:
        from studdesk.engine.evaluate import build_tables

        build_tables()

    thread = threading.Thread(target=build, name="studdesk-evaluator-tables", daemon=True)
    thread.start()
    return thread
