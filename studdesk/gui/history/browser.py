"""The history browser: every hand of a host's journal or a folder of PHH files, filtered by
player and game, with the ledgers of a session and of all time (``studdesk history --gui``,
``studdesk view FOLDER``, the lobby's *Hand history*).

``studdesk history --gui`` and ``studdesk view`` start it with :mod:`.launch`.

The list is a :class:`HandTableModel` (one row per hand: date, game, stakes, hand, players,
pot, winners, session) behind a :class:`HandFilter` (a ``QSortFilterProxyModel`` that keeps the
rows of one player and one game and sorts by the raw values). Double-clicking a hand, or
*Replay*, opens it in the :class:`~studdesk.gui.history.replayer.ReplayerWindow`. The ledgers add
up each player's hands (:meth:`HandLibrary.ledger`); *Export ledger…* writes both as CSV.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from studdesk.engine import config as engine_config
from studdesk.gui.history.library import HandLibrary, HandRow, LedgerRow, write_ledger_csv
from studdesk.gui.history.steps import HandReplay
from studdesk.gui.platform.screen_fit import fit_to_screen
from studdesk.gui.text.money import amounts_have_cents, format_chips, signed_chips
from studdesk.gui.text.narrator import fmt, short_variant_title
from studdesk.gui.text.retranslate import Retranslating

RowRole = Qt.ItemDataRole.UserRole + 2
_Index = QModelIndex | QPersistentModelIndex

DATE, GAME, STAKES, HAND, PLAYERS, POT, WINNERS, SESSION = range(8)


class HandTableModel(QAbstractTableModel):
    """One row per hand of a :class:`HandLibrary`."""

    def __init__(self, library: HandLibrary | None = None, parent: Any = None) -> None:
        super().__init__(parent)
        self.library = library or HandLibrary()
        self.cents = amounts_have_cents(r.pot for r in self.library.rows)

    def set_library(self, library: HandLibrary) -> None:
        self.beginResetModel()
        self.library = library
        self.cents = amounts_have_cents(r.pot for r in library.rows)  # the pots one way
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.library.rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else 8

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (self.tr("Date"), self.tr("Game"), self.tr("Stakes"), self.tr("Hand"),
                self.tr("Players"), self.tr("Pot"), self.tr("Winners"),
                self.tr("Session"))[section]

    def row(self, index: int) -> HandRow:
        return self.library.rows[index]

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort the hands by ``column`` in Python (ten thousand rows in a few milliseconds;
        Qt's comparisons would call back into Python for every pair). Equal values keep their
        order, so sorting by game after date lists each game by date."""
        if not 0 <= column < 8:
            return
        self.layoutAboutToBeChanged.emit()
        persistent = self.persistentIndexList()
        kept = [(i, self.library.rows[i.row()]) for i in persistent if i.isValid()]
        titles: dict[str, str] = {}

        def key(row: HandRow) -> Any:
            if column == DATE:
                return row.when.timestamp() if row.when else 0.0
            if column == GAME:
                return titles.setdefault(row.variant, short_variant_title(row.variant))
            if column == STAKES:
                return (row.big_bet, row.small_bet)
            if column == HAND:
                return row.number
            if column == PLAYERS:
                return len(row.header.players)
            if column == POT:
                return row.pot
            if column == WINNERS:
                return ", ".join(row.header.winners)
            return row.session

        self.library.rows.sort(key=key, reverse=order == Qt.SortOrder.DescendingOrder)
        where = {id(r): n for n, r in enumerate(self.library.rows)}
        self.changePersistentIndexList(
            [i for i, _ in kept],
            [self.index(where[id(r)], i.column()) for i, r in kept])
        self.layoutChanged.emit()

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.library.rows):
            return None
        row = self.library.rows[index.row()]
        col = index.column()
        if role == RowRole:
            return row
        if role == Qt.ItemDataRole.DisplayRole:
            if col == DATE:
                return f"{row.when:%Y-%m-%d %H:%M}" if row.when else "—"
            if col == GAME:
                return short_variant_title(row.variant)
            if col == STAKES:
                return f"{format_chips(row.small_bet)}/{format_chips(row.big_bet)}"
            if col == HAND:
                return str(row.number)
            if col == PLAYERS:
                return ", ".join(row.players)
            if col == POT:
                return format_chips(row.pot, self.cents)
            if col == WINNERS:
                return ", ".join(row.winners)
            return row.session
        if role == Qt.ItemDataRole.TextAlignmentRole and col in (HAND, POT):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            return row.source
        return None


class HandFilter(QSortFilterProxyModel):
    """Keeps the hands ``player`` sat in (any when empty) of ``variant`` (any when empty)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.player = ""
        self.variant = ""

    def set_player(self, name: str) -> None:
        self.beginFilterChange()
        self.player = name
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def set_variant(self, code: str) -> None:
        self.beginFilterChange()
        self.variant = code
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row: int, source_parent: _Index) -> bool:  # noqa: N802
        model = self.sourceModel()
        assert isinstance(model, HandTableModel)
        row = model.row(source_row)
        return ((not self.player or self.player in row.header.players)
                and (not self.variant or row.variant == self.variant))

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """The list sorts itself (:meth:`HandTableModel.sort`); the filter keeps its order."""
        model = self.sourceModel()
        if isinstance(model, HandTableModel):
            model.sort(column, order)

    def rows(self) -> list[HandRow]:
        """The hands it keeps, in its order."""
        return [self.data(self.index(r, 0), RowRole) for r in range(self.rowCount())]


class LedgerModel(QAbstractTableModel):
    """A ledger: player, sessions, hands, chips won or lost."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.entries: list[LedgerRow] = []
        self.cents = False

    def set_entries(self, entries: Sequence[LedgerRow]) -> None:
        self.beginResetModel()
        self.entries = list(entries)
        self.cents = amounts_have_cents(e.net for e in self.entries)  # one way (m21)
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.entries)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else 4

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (self.tr("Player"), self.tr("Sessions"), self.tr("Hands"),
                self.tr("Won or lost"))[section]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.entries):
            return None
        e = self.entries[index.row()]
        col = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if col == 3:
                return signed_chips(e.net, self.cents)
            return (e.name, str(e.sessions), str(e.hands))[col]
        if role == Qt.ItemDataRole.ForegroundRole and col == 3 and e.net:
            return QColor("#7fd18b") if e.net > 0 else QColor("#e88b7f")
        if role == Qt.ItemDataRole.TextAlignmentRole and col > 0:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


def _table(model: Any, parent: QWidget) -> QTableView:
    view = QTableView(parent)
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.verticalHeader().hide()
    view.setAlternatingRowColors(True)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    view.horizontalHeader().setResizeContentsPrecision(200)  # the first rows, not 10,000
    view.horizontalHeader().setStretchLastSection(True)
    return view


class HistoryBrowser(Retranslating, QWidget):
    """See the module docstring. ``load(paths)`` reads journals, data folders, PHH folders."""

    def __init__(self, paths: Sequence[str | Path] = (), parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("lastHandWindow")
        self.library = HandLibrary()
        self.paths: list[Path] = []
        self.replayers: list[QWidget] = []
        self.model = HandTableModel(self.library, self)
        self.proxy = HandFilter(self)
        self.proxy.setSourceModel(self.model)

        self.title = QLabel(self)
        self.title.setObjectName("dialogTitle")
        self.source_label = QLabel(self)
        self.source_label.setWordWrap(True)
        self.open_journal_button = QPushButton(self)
        self.open_journal_button.clicked.connect(self._on_open_journal_button_clicked)
        self.open_folder_button = QPushButton(self)
        self.open_folder_button.clicked.connect(self._on_open_folder_button_clicked)
        self.player_label = QLabel(self)
        self.player_box = QComboBox(self)
        self.player_box.currentIndexChanged.connect(self._on_filters_changed)
        self.game_label = QLabel(self)
        self.game_box = QComboBox(self)
        self.game_box.currentIndexChanged.connect(self._on_filters_changed)
        self.count_label = QLabel(self)

        self.hands = _table(self.proxy, self)
        self.hands.setObjectName("handList")
        header = self.hands.horizontalHeader()
        header.setSectionResizeMode(PLAYERS, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(PLAYERS, 190)
        self.hands.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.hands.setSortingEnabled(True)
        self.hands.sortByColumn(DATE, Qt.SortOrder.AscendingOrder)
        self.hands.doubleClicked.connect(self._on_hands_double_clicked)

        self.session_ledger = LedgerModel(self)
        self.all_time_ledger = LedgerModel(self)
        self.session_box = QComboBox(self)
        self.session_box.currentIndexChanged.connect(self._refresh_ledgers)
        self.tabs = QTabWidget(self)
        self.tabs.setUsesScrollButtons(False)  # every tab's name whole
        session_page = QWidget(self.tabs)
        sp = QVBoxLayout(session_page)
        sp.setContentsMargins(0, 6, 0, 0)
        sp.addWidget(self.session_box)
        self.session_view = _table(self.session_ledger, session_page)
        sp.addWidget(self.session_view, 1)
        self.all_time_view = _table(self.all_time_ledger, self.tabs)
        for view in (self.session_view, self.all_time_view):
            header = view.horizontalHeader()
            header.setStretchLastSection(False)
            header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)  # the names
        self.tabs.addTab(session_page, "")
        self.tabs.addTab(self.all_time_view, "")
        self.replay_button = QPushButton(self)
        self.replay_button.setObjectName("primaryButton")
        self.replay_button.clicked.connect(self.replay_selected)
        self.export_button = QPushButton(self)
        self.export_button.clicked.connect(self._on_export_button_clicked)
        self.close_button = QPushButton(self)
        self.close_button.clicked.connect(self.close)

        filters = QHBoxLayout()
        filters.addWidget(self.player_label)
        filters.addWidget(self.player_box, 1)
        filters.addWidget(self.game_label)
        filters.addWidget(self.game_box, 1)
        filters.addWidget(self.count_label)
        left = QWidget(self)
        ll = QVBoxLayout(left)
        ll.setContentsMargins(0, 0, 0, 0)
        ll.addLayout(filters)
        ll.addWidget(self.hands, 1)
        splitter = QSplitter(self)
        splitter.addWidget(left)
        splitter.addWidget(self.tabs)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([760, 420])
        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.open_journal_button)
        head.addWidget(self.open_folder_button)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.replay_button)
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.close_button)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(12, 12, 12, 12)
        outer.addLayout(head)
        outer.addWidget(self.source_label)
        outer.addWidget(splitter, 1)
        outer.addLayout(buttons)
        fit_to_screen(self, 1200, 720)
        self.retranslateUi()
        if paths:
            self.load(paths)

    # ------------------------------------------------------------------ language

    def retranslateUi(self) -> None:  # noqa: N802
        self.setWindowTitle(self.tr("Hand history — StudDesk"))
        self.title.setText(self.tr("Hand history"))
        self.open_journal_button.setText(self.tr("Open journal…"))
        self.open_folder_button.setText(self.tr("Open folder…"))
        self.player_label.setText(self.tr("Player"))
        self.game_label.setText(self.tr("Game"))
        self.tabs.setTabText(0, self.tr("Session ledger"))
        self.tabs.setTabText(1, self.tr("All-time ledger"))
        self.replay_button.setText(self.tr("Replay"))
        self.export_button.setText(self.tr("Export ledger…"))
        self.close_button.setText(self.tr("Close"))
        self._fill_choices()
        self._update_words()

    def _update_words(self) -> None:
        if self.paths:
            text = fmt(self.tr("Hands from %1"), "; ".join(str(p) for p in self.paths))
            if self.library.problems:
                #: %n: how many files or hands could not be read
                text += " " + self.tr("(%n could not be read)", "",
                                      len(self.library.problems))
            # Which ones and why: the file names and the reader's reasons, as they are.
            self.source_label.setToolTip("\n".join(
                f"{where}: {why}" for where, why in self.library.problems[:50]))
        else:
            text = self.tr("No hands yet: open a host's journal or a folder of PHH files.")
        self.source_label.setText(text)
        #: %1 hands shown of %n
        self.count_label.setText(fmt(self.tr("%1 of %n hands", "", self.model.rowCount()),
                                     self.proxy.rowCount()))
        self.replay_button.setEnabled(self.proxy.rowCount() > 0)
        self.export_button.setEnabled(bool(self.library.rows))
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 7)
        self.session_ledger.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 3)
        self.all_time_ledger.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 3)

    # ------------------------------------------------------------------ loading

    def load(self, paths: Sequence[str | Path]) -> HandLibrary:
        """Add the hands of ``paths`` (see :meth:`HandLibrary.add_path`) to the list."""
        for path in paths:
            self.library.add_path(path)
            self.paths.append(Path(path))
        self.model.set_library(self.library)
        self._fill_choices()
        self._update_words()
        return self.library

    def _fill_choices(self) -> None:
        for box, items, any_text in (
                (self.player_box, [(n, n) for n in self.library.players()],
                 self.tr("Every player")),
                (self.game_box, [(short_variant_title(v), v) for v in self.library.variants()],
                 self.tr("Every game"))):
            chosen = box.currentData()
            box.blockSignals(True)
            box.clear()
            box.addItem(any_text, "")
            for text, data in items:
                box.addItem(text, data)
            found = box.findData(chosen) if chosen else 0
            box.setCurrentIndex(max(0, found))
            box.blockSignals(False)
        chosen = self.session_box.currentData()
        self.session_box.blockSignals(True)
        self.session_box.clear()
        for session in self.library.session_order:
            self.session_box.addItem(session, session)
        found = self.session_box.findData(chosen) if chosen else -1
        self.session_box.setCurrentIndex(found if found >= 0 else self.session_box.count() - 1)
        self.session_box.blockSignals(False)
        self._on_filters_changed()

    # ------------------------------------------------------------------ filters and ledgers

    def set_filters(self, player: str = "", variant: str = "") -> None:
        """Show only ``player``'s hands of ``variant`` (empty: every player, every game)."""
        self.player_box.setCurrentIndex(max(0, self.player_box.findData(player)))
        self.game_box.setCurrentIndex(max(0, self.game_box.findData(variant)))
        self._on_filters_changed()

    def _on_filters_changed(self, *_: object) -> None:
        if not hasattr(self, "session_box"):
            return
        self.proxy.set_player(str(self.player_box.currentData() or ""))
        self.proxy.set_variant(str(self.game_box.currentData() or ""))
        self._refresh_ledgers()
        self._update_words()

    def _refresh_ledgers(self, *_: object) -> None:
        session = self.session_box.currentData()
        rows = self._ledger_rows()
        self.session_ledger.set_entries(
            self.library.ledger(str(session), rows) if session else [])
        self.all_time_ledger.set_entries(self.library.ledger(None, rows))

    def _ledger_rows(self) -> list[HandRow]:
        """The ledgers count the hands of the chosen game (a player's ledger is every hand
        of theirs, so the player filter does not narrow it)."""
        variant = self.proxy.variant
        return [r for r in self.library.rows if not variant or r.variant == variant]

    def ledgers(self) -> list[tuple[str, list[LedgerRow]]]:
        """Every session's ledger, then the all-time one (named "all")."""
        rows = self._ledger_rows()
        out = [(s, self.library.ledger(s, rows)) for s in self.library.session_order]
        out.append(("all", self.library.ledger(None, rows)))
        return out

    def export_ledgers(self, path: str | Path) -> Path:
        """Write :meth:`ledgers` as CSV (amounts in chips with a point: ``12.50``)."""
        target = Path(path)
        with target.open("w", encoding="utf-8", newline="") as out:
            write_ledger_csv(out, self.ledgers(), engine_config.format_chips)
        return target

    def _on_export_button_clicked(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export ledger"), "studdesk-ledger.csv",
            self.tr("CSV files (*.csv);;All files (*)"))
        if path:
            self.export_ledgers(path)

    # ------------------------------------------------------------------ replaying

    def selected_row(self) -> HandRow | None:
        index = self.hands.currentIndex()
        if not index.isValid():
            index = self.proxy.index(0, 0)
        row = self.proxy.data(self.proxy.index(index.row(), 0), RowRole)
        return row if isinstance(row, HandRow) else None

    def replay_row(self, row: HandRow) -> QWidget:
        """``row`` in a new replayer window, which goes on through the hands listed now."""
        from studdesk.gui.history.replayer import ReplayerWindow

        rows = self.proxy.rows()
        if row not in rows:
            rows = [row]
        for old in [w for w in self.replayers if not w.isVisible()]:
            self.replayers.remove(old)  # closed replayers go with the next one opened
            old.deleteLater()
        window = ReplayerWindow(parent=self)
        window.set_hands([partial(_replay_of, r) for r in rows], rows.index(row))
        self.replayers.append(window)
        window.show()
        return window

    def replay_selected(self) -> QWidget | None:
        row = self.selected_row()
        return self.replay_row(row) if row is not None else None

    def _on_hands_double_clicked(self, index: QModelIndex) -> None:
        row = self.proxy.data(self.proxy.index(index.row(), 0), RowRole)
        if isinstance(row, HandRow):
            self.replay_row(row)

    def _on_open_journal_button_clicked(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open a host's journal"), str(default_history_paths()[0]),
            self.tr("StudDesk journals (*.sqlite3);;All files (*)"))
        if path:
            self.load([path])

    def _on_open_folder_button_clicked(self) -> None:
        path = QFileDialog.getExistingDirectory(self, self.tr("Open a folder of PHH files"))
        if path:
            self.load([path])


def _replay_of(row: HandRow) -> HandReplay:
    try:
        return HandReplay.from_text(row.text(), row.source, viewer=row.viewer)
    except (OSError, UnicodeDecodeError) as exc:
        return HandReplay(None, row.source, error=f"cannot read the file: {exc}")


def default_history_paths() -> list[Path]:
    """The host's data folder (README "Where hands are kept"); its ``desktop-table/`` journal
    is read along with it."""
    from net.journal import data_dir

    return [data_dir()]


def open_view(path: str | Path) -> QWidget:
    """``studdesk view``'s window: a PHH file in the replayer; a folder, a data folder or a
    journal in the browser (not shown yet)."""
    from studdesk.gui.history.replayer import ReplayerWindow

    target = Path(path)
    if target.is_dir() or target.suffix in (".sqlite3", ".sqlite", ".db"):
        return HistoryBrowser([target])
    return ReplayerWindow(HandReplay.from_file(target))


__all__ = ["HandFilter", "HandTableModel", "HistoryBrowser", "LedgerModel",
           "default_history_paths", "open_view"]
