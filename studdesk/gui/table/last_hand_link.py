"""The table's *Last hand* window, :class:`LastHandLink`: made on the first click, refreshed
with each recorded hand, closed by Escape, and out of the way of the player's turn (m15: it
steps aside until the player has acted).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget

from studdesk.gui.history.hand_history import HandJournal


class LastHandLink(QObject):
    """See the module docstring; the window is made over ``parent`` from ``journal``."""

    def __init__(self, journal: HandJournal, parent: QWidget) -> None:
        super().__init__(parent)
        self.parent_widget = parent
        self.journal = journal
        self.window: Any = None
        self.aside = False  # hidden for your turn, shown again after it

    def last_hand_window(self) -> Any:
        if self.window is None:
            from studdesk.gui.history.last_hand import LastHandWindow

            self.window = LastHandWindow(self.journal, self.parent_widget)
            self.window.installEventFilter(self)  # m15: Escape closes it
        return self.window

    def show(self) -> None:
        window = self.last_hand_window()
        window.refresh()
        window.show()
        window.raise_()

    def refresh(self) -> None:
        """A hand was recorded."""
        if self.window is not None:
            self.window.refresh()

    def step_aside(self) -> None:
        """Your turn is never under the Last hand window."""
        window = self.window
        if window is not None and window.isVisible():
            window.hide()
            self.aside = True

    def come_back(self) -> None:
        """You have acted: the window is back if it stepped aside."""
        if self.aside and self.window is not None:
            self.aside = False
            self.window.show()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if (watched is self.window and isinstance(watched, QWidget)
                and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.key() == Qt.Key.Key_Escape):
            watched.close()
            return True
        return super().eventFilter(watched, event)


__all__ = ["LastHandLink"]
