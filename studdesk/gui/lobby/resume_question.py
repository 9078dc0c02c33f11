"""The question the lobby's *Host a table* asks when the table hosted from this desktop
stopped without ending: resume it, or start a new one.

Its own module so that the lobby's start-up loads no ``QMessageBox`` (the lobby
imports only what it shows, ``tests/gui/platform/test_startup.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMessageBox, QWidget

from studdesk.gui.text.money import format_chips
from studdesk.gui.text.narrator import fmt

if TYPE_CHECKING:
    from studdesk.gui.platform.saved_table import SavedTable


class ResumeQuestion(QMessageBox):
    """"Resume Friday Stud (hand 7, 3 players) or start a new table?" when the table hosted
    from this desktop stopped without ending. :meth:`ask` returns ``"resume"``, ``"new"`` or
    ``"cancel"``."""

    def __init__(self, saved: SavedTable, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.saved = saved
        self.setObjectName("resumeQuestion")
        self.setIcon(QMessageBox.Icon.Question)
        self.setWindowTitle(self.tr("Resume the table?"))
        #: %1: the table's name
        self.setText(fmt(self.tr("Your table “%1” stopped without ending the session."),
                         saved.name))
        lines = [fmt(self.tr("Hands played: %1"), saved.hands_played)]
        if saved.interrupted is not None:
            #: %1: a hand number
            lines.append(fmt(self.tr("Hand %1 was cut short: it is void and every chip goes "
                                     "back to where it was when it started."),
                             saved.interrupted))
        lines.append(self.tr("%n players:", "", saved.players))
        for seat in saved.seats:
            #: %1: seat, %2: name, %3: stack
            line = fmt(self.tr("Seat %1: %2, %3"), seat.seat, seat.name,
                       format_chips(seat.stack))
            lines.append("   " + line + (" " + self.tr("(computer)") if seat.bot else ""))
        lines.append("")
        lines.append(self.tr("Starting a new table keeps the old one's journal in the data "
                             "folder (moved aside, not deleted)."))
        self.setInformativeText("\n".join(lines))
        self.resume_button = self.addButton(fmt(self.tr("Resume “%1”"), saved.name),
                                            QMessageBox.ButtonRole.AcceptRole)
        self.new_button = self.addButton(self.tr("Start a new table"),
                                         QMessageBox.ButtonRole.DestructiveRole)
        self.cancel_button = self.addButton(QMessageBox.StandardButton.Cancel)
        self.setDefaultButton(self.resume_button)
        self.setEscapeButton(self.cancel_button)

    def ask(self) -> str:
        self.exec()
        clicked = self.clickedButton()
        if clicked is self.resume_button:
            return "resume"
        if clicked is self.new_button:
            return "new"
        return "cancel"
