"""The lobby: host a table, join one found on the LAN, connect by address, or play hotseat/solo
(the dialogs are :mod:`.host_dialog`, :mod:`.connect_dialog` and :mod:`.hotseat_dialog`).

The list of LAN tables is a :class:`~studdesk.gui.lobby.lan_model.LanTableModel` of
:class:`net.discovery.TableInfo` records; a zeroconf browser
(:class:`~studdesk.gui.lobby.lan.LanBrowser`) feeds it from its own thread by emitting
:attr:`LobbyWidget.tables_discovered` with a list of them, which reaches
:meth:`LobbyWidget.update_tables` on the GUI thread through a queued connection. A table that is
not ``compatible`` (another protocol version) is listed, but cannot be joined.

What the first paint shows is all the lobby builds before it (within twice a bare
Qt window's time, ``tests/gui/platform/test_startup.py``): the list's model and table view are made when the
first table is found (until then the lobby says it is looking), the buttons' pointing-hand
cursor is set once the lobby is painted, and nothing here uses PySide's ``Qt`` namespace before
that (its 93 Python enums cost about 30 ms; :mod:`.lan_model` uses it freely).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedLayout,
    QVBoxLayout,
    QWidget,
)

from studdesk.gui.platform.art import card_art
from studdesk.gui.platform.startup import AfterFirstPaint
from studdesk.gui.text.placeholders import fmt
from studdesk.gui.text.retranslate import Retranslating

if TYPE_CHECKING:  # zeroconf and the wire load when the lobby starts browsing, after it is up
    from PySide6.QtCore import QModelIndex
    from PySide6.QtWidgets import QLineEdit, QTableView

    from net.discovery import TableInfo
    from studdesk.gui.lobby.lan_model import LanTableModel


def table_address(table: TableInfo) -> str:
    """Where to connect to a listed table: its first advertised address, else its host name."""
    return table.addresses[0] if table.addresses else table.host


class LobbyWidget(Retranslating, QWidget):
    host_requested = Signal()
    join_requested = Signal(object)  # the TableInfo
    watch_requested = Signal(object)  # the TableInfo
    connect_requested = Signal()
    invite_requested = Signal(str)  # the invite's text as pasted
    hotseat_requested = Signal()
    settings_requested = Signal()
    history_requested = Signal()
    quit_requested = Signal()
    last_hands_requested = Signal()  # the hands of the table just left
    tables_discovered = Signal(object)  # emit from any thread: a list of TableInfo

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lobby")
        self._model: LanTableModel | None = None  # and the view: made for the first table
        self._table: QTableView | None = None
        # Auto, not Queued: Qt queues it all the same when it is emitted on another thread.
        self.tables_discovered.connect(self.update_tables)

        self.logo = QLabel(self)
        self.logo.setPixmap(card_art().logo_pixmap(88))
        self.logo.setFixedSize(88, 88)
        self.heading = QLabel(self)
        self.heading.setObjectName("lobbyHeading")
        self.heading.setStyleSheet(
            "font-family: 'DejaVu Serif'; font-size: 44px; font-weight: bold; color: #f0c75e;")
        self.tagline = QLabel(self)
        self.tagline.setStyleSheet("font-size: 15px; color: #cfc6ae;")
        # Every game the engine deals, by name: set once the lobby is painted (the names come
        # from the engine's registry, which the first frame does not load); a space keeps the
        # line's height so nothing moves when they arrive.
        self.games_line = QLabel(" ", self)
        self.games_line.setObjectName("lobbyGames")
        self.games_line.setWordWrap(True)  # one line at 1024 px; two where it must
        self.games_line.setStyleSheet("font-size: 13px; color: #b9ae8f;")
        self._games_named = False
        self.player_line = QLabel(self)
        self.player_line.setStyleSheet("color: #9c9684;")

        self.host_button = QPushButton(self)
        self.join_button = QPushButton(self)
        self.watch_button = QPushButton(self)
        self.connect_button = QPushButton(self)
        # "Join with an invite": the code a host sent (net/invite.py), pasted, then the button;
        # the field is made once the lobby is on the screen (:attr:`invite_edit`)
        self._invite_edit: QLineEdit | None = None
        self.invite_button = QPushButton(self)
        self.invite_button.setObjectName("lobbyMinorButton")
        self.invite_button.setMinimumHeight(34)
        self.invite_button.clicked.connect(self._on_invite_entered)
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
        self.empty = QLabel(self)
        self.empty.setWordWrap(True)
        # Centred by the style sheet: setAlignment would take PySide's Qt namespace.
        self.empty.setStyleSheet("color: #8c8775; font-size: 14px; "
                                 "qproperty-alignment: AlignCenter;")
        self.tables_stack = QStackedLayout()
        self.tables_stack.addWidget(self.empty)  # then the table view, once a table is found

        head = QHBoxLayout()
        head.addWidget(self.logo)
        words = QVBoxLayout()
        words.addStretch(1)
        words.addWidget(self.heading)
        words.addWidget(self.tagline)
        words.addWidget(self.games_line)
        words.addStretch(1)
        head.addSpacing(12)
        head.addLayout(words, 1)  # the games' line has the width it needs

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
        # a table in another house: its invite, under the LAN's (the field comes first)
        self._invite_row = invite_row = QHBoxLayout()
        invite_row.setSpacing(8)
        invite_row.addStretch(1)  # the field's place until it is made
        invite_row.addWidget(self.invite_button)
        right.addLayout(invite_row)

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
        AfterFirstPaint(self, self._on_first_paint)

    def name_the_games(self) -> None:
        """The games line: every game of the engine's registry, in this language's words."""
        from studdesk.engine.config import Variant
        from studdesk.gui.text.narrator import short_variant_title

        self._games_named = True
        self.games_line.setText(" · ".join(short_variant_title(v.value) for v in Variant))
        # ten games take two lines at 1024 px: the room for them kept whatever the width
        self.games_line.setMinimumHeight(2 * self.games_line.fontMetrics().height() + 4)

    def _on_first_paint(self) -> None:
        """What the lobby sets once it is on the screen: the buttons' pointing hand and, a turn
        of the event loop later, the games' names (the engine's registry loads then)."""
        from PySide6.QtCore import Qt, QTimer

        QTimer.singleShot(0, self, self.name_the_games)
        QTimer.singleShot(0, self, lambda: self.invite_edit)  # the invite's field, made now

        for b in (self.host_button, self.join_button, self.watch_button, self.connect_button,
                  self.hotseat_button, self.settings_button, self.history_button,
                  self.last_hands_button, self.quit_button):
            b.setCursor(Qt.CursorShape.PointingHandCursor)

    @property
    def model(self) -> LanTableModel:
        """The LAN tables listed (made with :attr:`table` on first use)."""
        if self._model is None:
            self._make_table_list()
        assert self._model is not None
        return self._model

    @property
    def table(self) -> QTableView:
        """The view of :attr:`model` (made on first use: the first table found)."""
        if self._table is None:
            self._make_table_list()
        assert self._table is not None
        return self._table

    @property
    def invite_edit(self) -> QLineEdit:
        """The field an invite is pasted in (made on first use: a turn after the first paint;
        a line edit's Qt class costs the painted lobby time it does not need to spend)."""
        if self._invite_edit is None:
            from PySide6.QtWidgets import QLineEdit

            edit = self._invite_edit = QLineEdit(self)
            edit.setObjectName("inviteEdit")
            edit.setMinimumHeight(34)
            edit.returnPressed.connect(self._on_invite_entered)
            item = self._invite_row.takeAt(0)  # the stretch that kept its place
            del item
            self._invite_row.insertWidget(0, edit, 1)
            self._word_invite_edit()
        return self._invite_edit

    def _word_invite_edit(self) -> None:
        if self._invite_edit is not None:
            self._invite_edit.setPlaceholderText(self.tr("Paste an invite (SD1-…)"))
            self._invite_edit.setToolTip(self.tr("A friend's table in another house: paste the"
                                                 " invite its host sent you"))

    def _make_table_list(self) -> None:
        from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView

        from studdesk.gui.lobby.lan_model import LanTableModel

        self._model = model = LanTableModel(self)
        self._table = table = QTableView(self)
        table.setModel(model)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.verticalHeader().hide()
        table.setShowGrid(False)
        table.setAlternatingRowColors(True)
        table.verticalHeader().setDefaultSectionSize(40)
        header = table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for col in (1, 2, 3):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.Fixed)
        header.resizeSection(4, 36)
        table.doubleClicked.connect(self._on_table_double_clicked)
        table.selectionModel().selectionChanged.connect(self._on_selection_changed)
        self.tables_stack.addWidget(table)

    def retranslateUi(self) -> None:  # noqa: N802
        self.heading.setText("StudDesk")
        self.tagline.setText(self.tr("Fixed-limit stud home games on your network"))
        if self._games_named:
            self.name_the_games()
        self.host_button.setText(self.tr("Host a table"))
        self.join_button.setText(self.tr("Join the selected table"))
        self.watch_button.setText(self.tr("Watch the selected table"))
        self.connect_button.setText(self.tr("Connect by address…"))
        self._word_invite_edit()
        self.invite_button.setText(self.tr("Join with an invite"))
        self.hotseat_button.setText(self.tr("Hotseat / solo game"))
        self.last_hands_button.setText(self.tr("Hands of the last table…"))
        self.settings_button.setText(self.tr("Settings"))
        self.history_button.setText(self.tr("Hand history"))
        self.quit_button.setText(self.tr("Quit"))
        self.tables_title.setText(self.tr("Tables on your network"))
        self.empty.setText(self.tr("Looking for tables on the local network…\n\nHost one, or "
                                   "connect by address."))
        self.set_player_name(self._player_name if hasattr(self, "_player_name") else "")
        if self._model is not None:
            self._model.retranslate()

    def _on_invite_entered(self) -> None:
        text = self._invite_edit.text().strip() if self._invite_edit is not None else ""
        if text:
            self.invite_requested.emit(text)

    def set_player_name(self, name: str) -> None:
        self._player_name = name
        self.player_line.setText(fmt(self.tr("Playing as %1 — change it in Settings"), name)
                                 if name else "")

    def update_tables(self, tables: Sequence[TableInfo]) -> None:
        """Replace the list of LAN tables (call on the GUI thread, or emit tables_discovered)."""
        if not tables and self._table is None:  # none found yet: the lobby says it is looking
            self._on_selection_changed()
            return
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
        if self._table is None:
            return None
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        table: TableInfo | None = self.model.data(rows[0], self.model.TableRole)
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
        table: TableInfo | None = self.model.data(index, self.model.TableRole)
        if table is not None and table.compatible:
            self.join_requested.emit(table)
