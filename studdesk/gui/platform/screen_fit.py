"""Windows never open larger than the screen they open on (play-test m2, m3): a window asks
for the size it was designed for and gets at most the screen's available room, less the frame
the window manager draws around it."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

FRAME_ALLOWANCE = QSize(8, 36)
"""The room a window manager's frame and title bar take when the window has none yet (before
it is shown the frame is unknown): a usual title bar and thin borders."""


def available_room(widget: QWidget) -> QSize:
    """The largest size ``widget``'s window may have on its screen, frame excluded."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return QSize(16_777_215, 16_777_215)
    room = screen.availableGeometry().size()
    window = widget.window()
    frame = window.frameGeometry().size() - window.geometry().size()
    if window.isVisible() and frame.isValid():
        allowance = frame
    else:
        handle = window.windowHandle()
        margins = handle.frameMargins() if handle is not None else None
        allowance = (QSize(margins.left() + margins.right(), margins.top() + margins.bottom())
                     if margins is not None and not margins.isNull() else FRAME_ALLOWANCE)
    return QSize(max(1, room.width() - allowance.width()),
                 max(1, room.height() - allowance.height()))


def fit_to_screen(widget: QWidget, width: int, height: int) -> None:
    """Resize the window ``widget`` to ``width`` x ``height``, or to the screen's room if that
    is smaller (never below the window's minimum size)."""
    room = available_room(widget)
    widget.resize(max(widget.minimumWidth(), min(width, room.width())),
                  max(widget.minimumHeight(), min(height, room.height())))


def limit_to_screen(widget: QWidget) -> None:
    """Shrink a window that grew past the screen's room (e.g. a dialog at its size hint)."""
    room = available_room(widget)
    if widget.width() > room.width() or widget.height() > room.height():
        fit_to_screen(widget, widget.width(), widget.height())


__all__ = ["available_room", "fit_to_screen", "limit_to_screen"]
