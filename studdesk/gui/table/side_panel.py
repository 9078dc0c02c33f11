"""The table window's side panel: the game and hand (:class:`~studdesk.gui.table.presenter.Header`
in words), "Last hand" and "Leave table", the *Table* and *Host* menu buttons, the dealer log
and the chat.

Its words are the table window's (translation context ``TableWindow``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from studdesk.gui.table.dealer_log import LOG_LIMIT, DealerLog, DealerLogView
from studdesk.gui.table.presenter import Header
from studdesk.gui.text.hand_words import wild_ranks_text
from studdesk.gui.text.money import format_chips, stakes_label
from studdesk.gui.text.narrator import fmt, variant_title
from studdesk.gui.text.retranslate import Retranslating

translate = QCoreApplication.translate


class SidePanel(Retranslating, QFrame):
    """See the module docstring. ``chat_sent``: a line to send; ``chat_done``: the keyboard
    goes back to the table (a line was sent, or Escape)."""

    chat_sent = Signal(str)
    chat_done = Signal()

    def __init__(self, log: DealerLog, table_menu: QMenu, host_menu: QMenu,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sidePanel")
        self.setFixedWidth(264)
        self.lost = False  # the table is gone: "Back to the lobby"
        self.header = Header(None, None)
        self.title = QLabel(self)
        self.title.setObjectName("tableTitle")
        self.title.setWordWrap(True)  # "Siedmiokartowy Stud Hi/Lo 2/4" is wider than the panel
        self.subtitle = QLabel(self)
        self.subtitle.setObjectName("tableSubtitle")
        self.subtitle.setWordWrap(True)
        self.last_hand_button = QPushButton(self)
        self.leave_button = QPushButton(self)
        self.table_button = QPushButton(self)
        self.table_button.setMenu(table_menu)
        self.table_button.hide()
        self.host_button = QPushButton(self)
        self.host_button.setObjectName("hostButton")
        self.host_button.setMenu(host_menu)
        self.host_button.hide()
        self.log_title = QLabel(self)
        self.log_title.setObjectName("sectionTitle")
        self.log = DealerLogView(log, self)
        self.chat_title = QLabel(self)
        self.chat_title.setObjectName("sectionTitle")
        self.chat = QListWidget(self)
        self.chat.setObjectName("chatView")
        self.chat.setWordWrap(True)
        self.chat.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.chat_input = QLineEdit(self)
        self.chat_input.returnPressed.connect(self._on_chat_input_return_pressed)
        self.chat_input.installEventFilter(self)  # Escape gives the keys back to the table

        sl = self._layout = QVBoxLayout(self)
        sl.setContentsMargins(12, 12, 12, 12)
        sl.setSpacing(6)
        sl.addWidget(self.title)
        sl.addWidget(self.subtitle)
        self.side_buttons = QHBoxLayout()
        self.side_buttons.addWidget(self.last_hand_button)
        self.side_buttons.addWidget(self.leave_button)
        sl.addLayout(self.side_buttons)
        self.menu_buttons = QHBoxLayout()
        self.menu_buttons.addWidget(self.table_button)
        self.menu_buttons.addWidget(self.host_button)
        sl.addLayout(self.menu_buttons)
        sl.addWidget(self.log_title)
        sl.addWidget(self.log, 3)
        sl.addWidget(self.chat_title)
        sl.addWidget(self.chat, 2)
        sl.addWidget(self.chat_input)
        self.retranslateUi()

    def retranslateUi(self) -> None:  # noqa: N802
        self.last_hand_button.setText(translate("TableWindow", "Last hand"))
        self.leave_button.setText(translate("TableWindow", "Back to the lobby") if self.lost
                                  else translate("TableWindow", "Leave table"))
        self.table_button.setText(translate("TableWindow", "Table"))
        self.host_button.setText(translate("TableWindow", "Host"))
        self.log_title.setText(translate("TableWindow", "Dealer"))
        self.chat_title.setText(translate("TableWindow", "Chat"))
        if self.chat_input.isEnabled():
            self.chat_input.setPlaceholderText(translate("TableWindow",
                                                         "Say something to the table…"))
        elif self.lost:
            self.set_chat_closed(translate("TableWindow", "Chat is closed: the table is gone."))
        else:
            self.set_chat_closed(translate("TableWindow",
                                           "Chat is off until the connection is back."))
        self._arrange_buttons()
        self.show_header(self.header)

    def _arrange_buttons(self) -> None:
        """Side by side where both labels fit the panel, one above the other where not."""
        for button in (self.last_hand_button, self.leave_button):
            button.ensurePolished()  # the style sheet's padding counts
        margins = self._layout.contentsMargins()
        room = self.width() - margins.left() - margins.right()
        needed = (self.last_hand_button.sizeHint().width() + self.side_buttons.spacing()
                  + self.leave_button.sizeHint().width())
        self.side_buttons.setDirection(QBoxLayout.Direction.LeftToRight if needed <= room
                                       else QBoxLayout.Direction.TopToBottom)

    def show_header(self, header: Header) -> None:
        """The title and subtitle: the game and hand on the felt (the presenter's)."""
        self.header = header
        cfg = header.config
        if cfg is None:
            self.title.setText(header.table_name or translate("TableWindow", "StudDesk table"))
            self.subtitle.setText(translate("TableWindow", "Paused by the host") if header.paused
                                  else translate("TableWindow", "Waiting for the first hand…"))
            return
        self.title.setText(fmt(translate("TableWindow", "%1 %2"),
                               variant_title(cfg.variant.value), stakes_label(cfg)))
        subtitle = fmt(translate("TableWindow", "Hand #%1 · ante %2 · bring-in %3"), header.hand,
                       format_chips(cfg.ante), format_chips(cfg.bring_in))
        if header.wild:
            subtitle += "\n" + wild_ranks_text(header.wild)
        if header.paused:
            subtitle += " · " + (translate("TableWindow", "pausing after this hand")
                                 if header.pausing else translate("TableWindow", "paused"))
        self.subtitle.setText(subtitle)

    def set_lost(self) -> None:
        """The table is gone: "Back to the lobby", and chat closed."""
        self.lost = True
        self.set_chat_closed(translate("TableWindow", "Chat is closed: the table is gone."))
        self.leave_button.setText(translate("TableWindow", "Back to the lobby"))
        self._arrange_buttons()

    def set_chat_closed(self, reason: str | None) -> None:
        """Chat off with the reason in its place (None: on again)."""
        self.chat_input.setEnabled(reason is None)
        if reason is None:
            self.chat_input.setPlaceholderText(translate("TableWindow",
                                                         "Say something to the table…"))
        else:
            self.chat_input.clear()
            self.chat_input.setPlaceholderText(reason)
            self.chat_input.setToolTip(reason)

    def add_chat(self, sender: str, text: str) -> None:
        self.chat.addItem(QListWidgetItem(f"{sender}: {text}"))
        while self.chat.count() > LOG_LIMIT:
            self.chat.takeItem(0)
        self.chat.scrollToBottom()

    def _on_chat_input_return_pressed(self) -> None:
        text = self.chat_input.text().strip()
        if text:
            self.chat_sent.emit(text)
        self.chat_input.clear()
        self._chat_done()

    def _chat_done(self) -> None:
        """The keyboard back to the table after a chat line is sent (or Escape): the action
        keys F, C, B are letters the chat box would otherwise keep."""
        self.chat_input.clearFocus()
        self.chat_done.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if (watched is self.chat_input and event.type() == QEvent.Type.KeyPress
                and isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Escape):
            self._chat_done()
            return True
        return super().eventFilter(watched, event)


__all__ = ["SidePanel"]
