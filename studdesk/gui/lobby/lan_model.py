"""The lobby's list of LAN tables as a Qt model: :class:`LanTableModel` of
:class:`net.discovery.TableInfo` records (name, game, stakes, seats taken/total, a lock).

The lobby makes it, with its table view, when the first table is found
(:meth:`~studdesk.gui.lobby.lobby_widget.LobbyWidget.update_tables`): a model's roles and
header orientation are PySide's ``Qt`` enums, which the lobby's start-up does without
(``tests/gui/platform/test_startup.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QPointF,
    QRectF,
    Qt,
)
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap

from studdesk.gui.text.formats import format_title
from studdesk.gui.text.money import localise_amounts
from studdesk.gui.text.narrator import fmt

if TYPE_CHECKING:
    from net.discovery import TableInfo

_Index = QModelIndex | QPersistentModelIndex


def lock_icon(size: int = 32) -> QIcon:
    """A small padlock, drawn (no emoji font needed)."""
    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = size / 32
    p.setPen(QPen(QColor("#d9c48a"), 3.2 * s))
    p.setBrush(Qt.BrushStyle.NoBrush)
    shackle = QPainterPath()
    shackle.moveTo(10 * s, 15 * s)
    shackle.lineTo(10 * s, 10 * s)
    shackle.arcTo(QRectF(10 * s, 3 * s, 12 * s, 14 * s), 180, -180)
    shackle.lineTo(22 * s, 15 * s)
    p.drawPath(shackle)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#d9c48a"))
    p.drawRoundedRect(QRectF(6 * s, 14 * s, 20 * s, 15 * s), 3 * s, 3 * s)
    p.setBrush(QColor("#2a2417"))
    p.drawEllipse(QPointF(16 * s, 20.5 * s), 2.2 * s, 2.2 * s)
    p.drawRect(QRectF(15.2 * s, 21 * s, 1.6 * s, 4.5 * s))
    p.end()
    return QIcon(pm)


class LanTableModel(QAbstractTableModel):
    """Tables found on the local network: name, game, stakes, seats taken/total, lock."""

    COLUMNS = 5
    TableRole = Qt.ItemDataRole.UserRole + 1

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.tables: list[TableInfo] = []
        self._lock = lock_icon(18)

    def retranslate(self) -> None:
        """Headers and game names again (the language changed)."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.COLUMNS - 1)
        if self.tables:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.tables) - 1, 3))

    def update_tables(self, tables: Sequence[TableInfo]) -> None:
        self.beginResetModel()
        self.tables = sorted(tables, key=lambda t: (not t.compatible, t.name.lower()))
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.tables)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else self.COLUMNS

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (self.tr("Table"), self.tr("Game"), self.tr("Stakes"), self.tr("Seats"),
                "")[section]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.tables):
            return None
        t = self.tables[index.row()]
        col = index.column()
        if role == self.TableRole:
            return t
        if role == Qt.ItemDataRole.DisplayRole:
            if col == 0:
                if not t.compatible:
                    return fmt(self.tr("%1 (needs another StudDesk version)"), t.name)
                return t.name
            if col == 1:
                return format_title(t.format, t.games, t.mode, t.level, t.variant)
            if col == 2:
                return localise_amounts(t.stakes)
            if col == 3:
                return f"{t.taken}/{t.seats}"
        if role == Qt.ItemDataRole.DecorationRole and col == 4 and t.password:
            return self._lock
        if role == Qt.ItemDataRole.ToolTipRole and col == 4 and t.password:
            return self.tr("This table asks for a password")
        if role == Qt.ItemDataRole.TextAlignmentRole and col in (2, 3):
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.ForegroundRole and not t.compatible:
            return QColor("#7d8279")
        return None
