"""The standings window of a sit-and-go: places and prizes, best first, during the
tournament (the players still in listed below) and after it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from studdesk.gui.text.money import amounts_have_cents, format_chips
from studdesk.gui.text.narrator import fmt
from studdesk.gui.text.retranslate import Retranslating

if TYPE_CHECKING:  # the lobby loads this module: no wire code before a table
    from net import protocol as P


class StandingsDialog(Retranslating, QDialog):
    """Shows a ``standings`` message (PROTOCOL.md, Formats); :meth:`set_standings` again on
    each new one."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("standingsDialog")
        self.standings: P.Standings | None = None
        self.title = QLabel(self)
        self.title.setObjectName("dialogTitle")
        self.table = QTableWidget(0, 3, self)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.alive = QLabel(self)
        self.alive.setWordWrap(True)
        self.pool = QLabel(self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.title)
        lay.addWidget(self.table, 1)
        lay.addWidget(self.alive)
        lay.addWidget(self.pool)
        lay.addWidget(buttons)
        self.resize(420, 360)
        self.retranslateUi()

    def set_standings(self, standings: P.Standings) -> None:
        self.standings = standings
        # Players still in first (not placed yet), then the places, best first.
        rows = [("–", name, 0) for name in standings.alive] + [
            (str(p.place), p.name, p.prize) for p in standings.places]
        self.table.setRowCount(len(rows))
        cents = amounts_have_cents(prize for _, _, prize in rows)  # one way (m21)
        for row, (place, name, prize) in enumerate(rows):
            cells = (place, name, format_chips(prize, cents) if prize else "–")
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col != 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, col, item)
        self.retranslateUi()

    def retranslateUi(self) -> None:  # noqa: N802
        s = self.standings
        final = s is not None and s.final
        self.setWindowTitle(self.tr("Standings — StudDesk"))
        self.title.setText(self.tr("Final standings") if final else self.tr("Standings"))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Place"), self.tr("Player"), self.tr("Prize")])
        alive = list(s.alive) if s is not None else []
        self.alive.setVisible(bool(alive))
        self.alive.setText(fmt(self.tr("Still in: %1"), ", ".join(alive)))
        self.pool.setText(fmt(self.tr("Prize pool: %1"),
                              format_chips(s.pool if s is not None else 0)))
