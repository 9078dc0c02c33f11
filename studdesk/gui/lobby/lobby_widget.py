"""The lobby: host a table, join one found on the LAN, connect by address, or play hotseat/solo
(the dialogs are :mod:`.host_dialog`, :mod:`.connect_dialog` and :mod:`.hotseat_dialog`).

The list of LAN tables is a :class:`LanTableModel` of :class:`net.discovery.TableInfo` records;
a zeroconf browser (:class:`~studdesk.gui.lobby.lan.LanBrowser`) feeds it from its own thread by
emitting :attr:`LobbyWidget.tables_discovered` with a list of them, which reaches
:meth:`LobbyWidget.update_tables` on the GUI thread through a queued connection. A table that is
not ``compatible`` (another protocol version) is listed, but cannot be joined.
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
    Signal,
)
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedLayout,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from studdesk.gui.platform.art import card_art
from studdesk.gui.text.formats import format_title
from studdesk.gui.text.money import localise_amounts
from studdesk.gui.text.narrator import fmt
from studdesk.gui.text.retranslate import Retranslating

if TYPE_CHECKING:  # zeroconf and the wire load when the lobby starts browsing, after it is up
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


def table_address(table: TableInfo) -> str:
    """Where to connect to a listed table: its first advertised address, else its host name."""
    return table.addresses[0] if table.addresses else table.host


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


class LobbyWidget(Retranslating, QWidget):
    host_requested = Signal()
    join_requested = Signal(object)  # the TableInfo
    watch_requested = Signal(object)  # the TableInfo
    connect_requested = Signal()
    hotseat_requested = Signal()
    settings_requested = Signal()
    history_requested = Signal()
    quit_requested = Signal()
    last_hands_requested = Signal()  # the hands of the table just left
    tables_discovered = Signal(object)  # emit from any thread: a list of TableInfo

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lobby")
        self.model = LanTableModel(self)
        self.tables_discovered.connect(self.update_tables, Qt.ConnectionType.QueuedConnection)

        self.logo = QLabel(self)
        self.logo.setPixmap(card_art().logo_pixmap(88))
        self.logo.setFixedSize(88, 88)
        self.heading = QLabel(self)
        self.heading.setObjectName("lobbyHeading")
        self.heading.setStyleSheet(
            "font-family: 'DejaVu Serif'; font-size: 44px; font-weight: bold; color: #f0c75e;")
        self.tagline = QLabel(self)
        self.tagline.setStyleSheet("font-size: 15px; color: #cfc6ae;")
        self.player_line = QLabel(self)
        self.player_line.setStyleSheet("color: #9c9684;")

        self.host_button = QPushButton(self)
        self.join_button = QPushButton(self)
        self.watch_button = QPushButton(self)
        self.connect_button = QPushButton(self)
        self.hotseat_button = QPushButton(self)
        self.settings_button = QPushButton(self)
        self.history_button = QPushButton(self)
        self.quit_button = QPushButton(self)
        self.last_hands_button = QPushButton(self)
        self.last_hands_button.hide()  # until a table was left
        for b in (self.host_button, self.join_button, self.watch_button, self.connect_button,
                  self.hotseat_button, self.settings_button, self.history_button,
                  self.last_hands_button,
                  self.quit_button):
            b.setObjectName("lobbyButton")
            b.setMinimumHeight(44)
            b.setCursor(Qt.CursorShape.PointingHandCursor)
        for b in (self.settings_button, self.history_button, self.last_hands_button,
                  self.quit_button):  # the lesser choices are lower: all fit in 640 px
            b.setObjectName("lobbyMinorButton")
            b.setMinimumHeight(38)
        self.hotseat_button.setObjectName("primaryButton")
        self.hotseat_button.setStyleSheet("font-size: 16px; padding: 12px 18px; text-align: left;"
                                          "border-radius: 10px;")
        self.host_button.clicked.connect(self.host_requested)
        self.join_button.clicked.connect(self._on_join_button_clicked)
        self.watch_button.clicked.connect(self._on_watch_button_clicked)
        self.connect_button.clicked.connect(self.connect_requested)
        self.hotseat_button.clicked.connect(self.hotseat_requested)
        self.settings_button.clicked.connect(self.settings_requested)
        self.history_button.clicked.connect(self.history_requested)
        self.quit_button.clicked.connect(self.quit_requested)
        self.last_hands_button.clicked.connect(self.last_hands_requested)

        self.tables_title = QLabel(self)
        self.tables_title.setObjectName("sectionTitle")
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.setShowGrid(False)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setDefaultSectionSize(40)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for col in (1, 2, 3):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.Fixed)
        header.resizeSection(4, 36)
        self.table.doubleClicked.connect(self._on_table_double_clicked)
        self.table.selectionModel().selectionChanged.connect(self._on_selection_changed)
        self.empty = QLabel(self)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)
        self.empty.setStyleSheet("color: #8c8775; font-size: 14px;")
        self.tables_stack = QStackedLayout()
        self.tables_stack.addWidget(self.empty)
        self.tables_stack.addWidget(self.table)

        head = QHBoxLayout()
        head.addWidget(self.logo)
        words = QVBoxLayout()
        words.addStretch(1)
        words.addWidget(self.heading)
        words.addWidget(self.tagline)
        words.addStretch(1)
        head.addSpacing(12)
        head.addLayout(words)
        head.addStretch(1)

        buttons = QVBoxLayout()
        buttons.setContentsMargins(0, 0, 0, 0)
        buttons.setSpacing(8)
        for b in (self.hotseat_button, self.host_button, self.join_button, self.watch_button,
                  self.connect_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.last_hands_button)
        buttons.addWidget(self.history_button)
        buttons.addWidget(self.settings_button)
        buttons.addWidget(self.quit_button)
        left = QFrame(self)
        left.setLayout(buttons)
        left.setMinimumWidth(320)  # wider when a language's words need it
        left.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)

        right = QVBoxLayout()
        right.addWidget(self.tables_title)
        right.addLayout(self.tables_stack, 1)

        body = QHBoxLayout()
        body.setSpacing(24)
        body.addWidget(left)
        body.addLayout(right, 1)

        outer = QVBoxLayout(self)
        outer.setContentsMargins(40, 20, 40, 14)
        outer.setSpacing(14)
        outer.addLayout(head)
        outer.addLayout(body, 1)
        outer.addWidget(self.player_line)
        self._player_name = ""
        self.retranslateUi()
        self.update_tables([])

    def retranslateUi(self) -> None:  # noqa: N802
        self.heading.setText("StudDesk")
        self.tagline.setText(self.tr("Seven Card Stud · Stud Hi/Lo · Razz — fixed-limit home "
                                     "games on your network"))
        self.host_button.setText(self.tr("Host a table"))
        self.join_button.setText(self.tr("Join the selected table"))
        self.watch_button.setText(self.tr("Watch the selected table"))
        self.connect_button.setText(self.tr("Connect by address…"))
        self.hotseat_button.setText(self.tr("Hotseat / solo game"))
        self.last_hands_button.setText(self.tr("Hands of the last table…"))
        self.settings_button.setText(self.tr("Settings"))
        self.history_button.setText(self.tr("Hand history"))
        self.quit_button.setText(self.tr("Quit"))
        self.tables_title.setText(self.tr("Tables on your network"))
        self.empty.setText(self.tr("Looking for tables on the local network…\n\nHost one, or "
                                   "connect by address."))
        self.set_player_name(self._player_name if hasattr(self, "_player_name") else "")
        self.model.retranslate()

    def set_player_name(self, name: str) -> None:
        self._player_name = name
        self.player_line.setText(fmt(self.tr("Playing as %1 — change it in Settings"), name)
                                 if name else "")

    def update_tables(self, tables: Sequence[TableInfo]) -> None:
        """Replace the list of LAN tables (call on the GUI thread, or emit tables_discovered)."""
        chosen = self._table_key(self.selected_table())
        self.model.update_tables(list(tables))
        self.tables_stack.setCurrentIndex(1 if tables else 0)
        if chosen is not None:  # a live update keeps the player's choice
            for row, t in enumerate(self.model.tables):
                if self._table_key(t) == chosen:
                    self.table.selectRow(row)
                    break
        self._on_selection_changed()

    @staticmethod
    def _table_key(table: TableInfo | None) -> tuple[str, int, str] | None:
        if table is None:
            return None
        return (table_address(table), table.port, table.service_name)

    def selected_table(self) -> TableInfo | None:
        """The chosen table, if one is chosen and this StudDesk can join it."""
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        table: TableInfo | None = self.model.data(rows[0], LanTableModel.TableRole)
        return table if table is not None and table.compatible else None

    def _on_selection_changed(self, *_: object) -> None:
        table = self.selected_table()
        self.join_button.setEnabled(table is not None)
        self.watch_button.setEnabled(table is not None)

    def _on_join_button_clicked(self) -> None:
        table = self.selected_table()
        if table is not None:
            self.join_requested.emit(table)

    def _on_watch_button_clicked(self) -> None:
        table = self.selected_table()
        if table is not None:
            self.watch_requested.emit(table)

    def _on_table_double_clicked(self, index: QModelIndex) -> None:
        table: TableInfo | None = self.model.data(index, LanTableModel.TableRole)
        if table is not None and table.compatible:
            self.join_requested.emit(table)
