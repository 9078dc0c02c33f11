"""The lobby: host a table, join one found on the LAN, connect by address, or play hotseat/solo.

The list of LAN tables is a :class:`LanTableModel`; a zeroconf browser (``net.discovery``) feeds
it from its own thread by emitting :attr:`LobbyWidget.tables_discovered` with a list of tables,
which reaches :meth:`LobbyWidget.update_tables` on the GUI thread through a queued connection.
A table is a dict (or a dataclass such as ``net.discovery.TableInfo``, read as its fields) with
``name``, ``variant`` (``"stud"``, ``"stud8"``, ``"razz"``), ``stakes`` (``"2/4"``), seats taken
and in play (``seats_taken``/``seats_total``, or ``taken``/``seats``), ``password`` (bool),
``address`` (or ``addresses``), ``port`` and optionally ``compatible`` (False: another protocol
version; listed, but not joinable).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
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
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QStackedLayout,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from net import DEFAULT_PORT  # where a table hosted from the desktop listens
from studdesk.engine.config import MAX_SEATS, STAKE_PRESETS, GameConfig, Variant
from studdesk.gui.platform.art import card_art
from studdesk.gui.session.engine_session import BOT_LEVELS, SeatSetup
from studdesk.gui.text.money import format_chips, localise_amounts
from studdesk.gui.text.narrator import fmt, variant_title

_Index = QModelIndex | QPersistentModelIndex
MAX_NAME_LEN = 24  # net.protocol.MAX_NAME_LEN
BOT_NAMES = ("Ada", "Boris", "Cleo", "Dmitri", "Edita", "Ferenc", "Greta", "Hugo")


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


def reword_game_choices(variant: QComboBox, stakes: QComboBox) -> None:
    """The variant and stakes boxes (``Variant`` codes, ``STAKE_PRESETS`` in order) in the
    current language's words and notation."""
    for i in range(variant.count()):
        variant.setItemText(i, variant_title(str(variant.itemData(i))))
    for i, (small, big) in enumerate(STAKE_PRESETS[:stakes.count()]):
        stakes.setItemText(i, f"{format_chips(small)}/{format_chips(big)}")


def normalise_table(table: Any) -> dict[str, Any]:
    """A discovered table as the lobby's dict (see the module docstring)."""
    compatible = getattr(table, "compatible", None)  # TableInfo: a property, not a field
    if dataclasses.is_dataclass(table) and not isinstance(table, type):
        table = dataclasses.asdict(table)
    t = dict(table)
    if isinstance(compatible, bool):
        t.setdefault("compatible", compatible)
    t.setdefault("seats_taken", t.get("taken", 0))
    t.setdefault("seats_total", t.get("seats", MAX_SEATS))
    if not t.get("address") and t.get("addresses"):
        t["address"] = list(t["addresses"])[0]
    t.setdefault("compatible", True)
    return t


class LanTableModel(QAbstractTableModel):
    """Tables found on the local network: name, game, stakes, seats taken/total, lock."""

    COLUMNS = 5
    TableRole = Qt.ItemDataRole.UserRole + 1

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.tables: list[dict[str, Any]] = []
        self._lock = lock_icon(18)

    def retranslate(self) -> None:
        """Headers and game names again (the language changed)."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.COLUMNS - 1)
        if self.tables:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.tables) - 1, 3))

    def update_tables(self, tables: list[Any]) -> None:
        self.beginResetModel()
        self.tables = sorted((normalise_table(t) for t in tables),
                             key=lambda t: (not t["compatible"], str(t.get("name", "")).lower()))
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
                if not t["compatible"]:
                    return fmt(self.tr("%1 (needs another StudDesk version)"), t.get("name", ""))
                return str(t.get("name", ""))
            if col == 1:
                return variant_title(str(t.get("variant", "")))
            if col == 2:
                return localise_amounts(str(t.get("stakes", "")))
            if col == 3:
                return f"{t.get('seats_taken', 0)}/{t.get('seats_total', MAX_SEATS)}"
        if role == Qt.ItemDataRole.DecorationRole and col == 4 and t.get("password"):
            return self._lock
        if role == Qt.ItemDataRole.ToolTipRole and col == 4 and t.get("password"):
            return self.tr("This table asks for a password")
        if role == Qt.ItemDataRole.TextAlignmentRole and col in (2, 3):
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.ForegroundRole and not t["compatible"]:
            return QColor("#7d8279")
        return None


@dataclass(frozen=True)
class LocalGameSetup:
    """What the hotseat/solo dialog chose."""

    config: GameConfig
    seats: tuple[SeatSetup, ...]


class HotseatDialog(QDialog):
    """2–8 seats, each a person at this machine or a computer player of a chosen level."""

    def __init__(self, player_name: str = "Player", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel(self)
        self.title.setObjectName("dialogTitle")
        self.variant = QComboBox(self)
        for v in Variant:
            self.variant.addItem(variant_title(v.value), v.value)
        self.stakes = QComboBox(self)
        for small, big in STAKE_PRESETS:
            self.stakes.addItem(f"{format_chips(small)}/{format_chips(big)}", small)
        self.stakes.setCurrentIndex(4)
        self.rows: list[tuple[QCheckBox, QLineEdit, QComboBox]] = []
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        self.seat_header = QLabel(self)
        self.name_header = QLabel(self)
        self.who_header = QLabel(self)
        for col, label in enumerate((self.seat_header, self.name_header, self.who_header)):
            label.setObjectName("sectionTitle")
            grid.addWidget(label, 0, col)
        for n in range(1, MAX_SEATS + 1):
            box = QCheckBox(str(n), self)
            name = QLineEdit(self)
            name.setMaxLength(MAX_NAME_LEN)
            who = QComboBox(self)
            box.setChecked(n <= 6)
            name.setText(player_name if n == 5 else BOT_NAMES[n - 1])
            box.toggled.connect(self._on_seat_toggled)
            self.rows.append((box, name, who))
            grid.addWidget(box, n, 0)
            grid.addWidget(name, n, 1)
            grid.addWidget(who, n, 2)
        self.error = QLabel(self)
        self.error.setStyleSheet("color: #e5735d;")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self._on_buttons_accepted)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout()
        self.variant_label = QLabel(self)
        self.stakes_label = QLabel(self)
        form.addRow(self.variant_label, self.variant)
        form.addRow(self.stakes_label, self.stakes)
        lay = QVBoxLayout(self)
        lay.addWidget(self.title)
        lay.addLayout(form)
        lay.addLayout(grid)
        lay.addWidget(self.error)
        lay.addWidget(self.buttons)
        self.retranslateUi()
        for n, (_, _, who) in enumerate(self.rows, start=1):
            who.setCurrentIndex(0 if n == 5 else 2)
        self._on_seat_toggled()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:  # noqa: N802
        self.setWindowTitle(self.tr("Hotseat / solo — StudDesk"))
        self.title.setText(self.tr("Hotseat or solo game"))
        self.variant_label.setText(self.tr("Game"))
        self.stakes_label.setText(self.tr("Stakes"))
        self.seat_header.setText(self.tr("Seat"))
        self.name_header.setText(self.tr("Name"))
        self.who_header.setText(self.tr("Player"))
        reword_game_choices(self.variant, self.stakes)
        labels = [self.tr("Person at this computer")] + [
            fmt(self.tr("Computer — %1"), lvl) for lvl in
            (self.tr("easy"), self.tr("normal"), self.tr("hard"))]
        for _, _, who in self.rows:
            current = max(0, who.currentIndex())
            who.clear()
            who.addItems(labels)
            who.setCurrentIndex(current)

    def _on_seat_toggled(self, *_: object) -> None:
        for box, name, who in self.rows:
            name.setEnabled(box.isChecked())
            who.setEnabled(box.isChecked())

    def setup(self) -> LocalGameSetup:
        """The chosen game; raises ``ValueError`` with a sentence when it cannot be played."""
        seats = []
        for n, (box, name, who) in enumerate(self.rows, start=1):
            if not box.isChecked():
                continue
            human = who.currentIndex() == 0
            level = BOT_LEVELS[max(0, who.currentIndex() - 1)]
            seats.append(SeatSetup(n, name.text().strip() or fmt(self.tr("Seat %1"), n),
                                   human=human, level=level))
        if len(seats) < 2:
            raise ValueError(self.tr("Choose at least two seats."))
        if not any(s.human for s in seats):
            raise ValueError(self.tr("At least one seat must be a person at this computer."))
        names = [s.name.casefold() for s in seats]
        if len(set(names)) < len(names):
            raise ValueError(self.tr("Give every seat a different name."))
        if "table" in names:
            #: "Table" is how the dealer signs its own chat lines
            raise ValueError(self.tr("“Table” cannot be a player's name."))
        variant = Variant(self.variant.currentData())
        config = GameConfig.preset(variant, int(self.stakes.currentData()))
        return LocalGameSetup(config, tuple(seats))

    def _on_buttons_accepted(self) -> None:
        try:
            self.setup()
        except ValueError as exc:
            self.error.setText(str(exc))
            return
        self.accept()


class ConnectDialog(QDialog):
    """Connect to a host by address (and port, and password if the table has one)."""

    def __init__(self, address: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.address = QLineEdit(address, self)
        self.port = QSpinBox(self)
        self.port.setRange(1, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.password = QLineEdit(self)
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.form = QFormLayout()
        self.address_label, self.port_label, self.password_label = (QLabel(self) for _ in "abc")
        self.form.addRow(self.address_label, self.address)
        self.form.addRow(self.port_label, self.port)
        self.form.addRow(self.password_label, self.password)
        lay = QVBoxLayout(self)
        lay.addLayout(self.form)
        lay.addWidget(self.buttons)
        self.retranslateUi()

    def host_and_port(self) -> tuple[str, int]:
        """The address typed, and the port: ``host:port`` in the address box wins over the
        port box (``[::1]:47474`` for IPv6)."""
        text = self.address.text().strip()
        host, sep, port = text.rpartition(":")
        if sep and port.isdigit() and 0 < int(port) < 65536 and host and (
                ":" not in host or host.startswith("[")):
            return host.strip("[]"), int(port)
        return text.strip("[]"), self.port.value()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:  # noqa: N802
        self.setWindowTitle(self.tr("Connect by address — StudDesk"))
        self.address_label.setText(self.tr("Host address"))
        self.port_label.setText(self.tr("Port"))
        self.password_label.setText(self.tr("Password"))
        self.address.setPlaceholderText(self.tr("192.168.1.20, host name, or host:port"))


class LobbyWidget(QWidget):
    host_requested = Signal()
    join_requested = Signal(object)  # the table dict
    watch_requested = Signal(object)  # the table dict
    connect_requested = Signal()
    hotseat_requested = Signal()
    settings_requested = Signal()
    history_requested = Signal()
    quit_requested = Signal()
    tables_discovered = Signal(object)  # emit from any thread: a list of table dicts

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lobby")
        self.model = LanTableModel(self)
        self.tables_discovered.connect(self.update_tables, Qt.ConnectionType.QueuedConnection)

        self.logo = QLabel(self)
        self.logo.setPixmap(card_art().logo_pixmap(112))
        self.logo.setFixedSize(112, 112)
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
        for b in (self.host_button, self.join_button, self.watch_button, self.connect_button,
                  self.hotseat_button, self.settings_button, self.history_button,
                  self.quit_button):
            b.setObjectName("lobbyButton")
            b.setMinimumHeight(52)
            b.setCursor(Qt.CursorShape.PointingHandCursor)
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
        buttons.setSpacing(10)
        for b in (self.hotseat_button, self.host_button, self.join_button, self.watch_button,
                  self.connect_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.history_button)
        buttons.addWidget(self.settings_button)
        buttons.addWidget(self.quit_button)
        left = QFrame(self)
        left.setLayout(buttons)
        left.setFixedWidth(320)

        right = QVBoxLayout()
        right.addWidget(self.tables_title)
        right.addLayout(self.tables_stack, 1)

        body = QHBoxLayout()
        body.setSpacing(24)
        body.addWidget(left)
        body.addLayout(right, 1)

        outer = QVBoxLayout(self)
        outer.setContentsMargins(40, 30, 40, 24)
        outer.setSpacing(18)
        outer.addLayout(head)
        outer.addLayout(body, 1)
        outer.addWidget(self.player_line)
        self._player_name = ""
        self.retranslateUi()
        self.update_tables([])

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:  # noqa: N802
        self.heading.setText("StudDesk")
        self.tagline.setText(self.tr("Seven Card Stud · Stud Hi/Lo · Razz — fixed-limit home "
                                     "games on your network"))
        self.host_button.setText(self.tr("Host a table"))
        self.join_button.setText(self.tr("Join the selected table"))
        self.watch_button.setText(self.tr("Watch the selected table"))
        self.connect_button.setText(self.tr("Connect by address…"))
        self.hotseat_button.setText(self.tr("Hotseat / solo game"))
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

    def update_tables(self, tables: list[Any]) -> None:
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
    def _table_key(table: dict[str, Any] | None) -> tuple[str, int, str] | None:
        if table is None:
            return None
        return (str(table.get("address", "")), int(table.get("port", 0) or 0),
                str(table.get("service_name", table.get("name", ""))))

    def selected_table(self) -> dict[str, Any] | None:
        """The chosen table, if one is chosen and this StudDesk can join it."""
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        table = self.model.data(rows[0], LanTableModel.TableRole)
        return table if table and table["compatible"] else None

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
        table = self.model.data(index, LanTableModel.TableRole)
        if table is not None and table["compatible"]:
            self.join_requested.emit(table)
