"""The table window: the felt, the action bar, the dealer log and chat, wired to a session.

:class:`TableWindow` takes any :class:`~studdesk.gui.session.table_session.TableSession`. It follows one held
seat at a time, the *focus* seat: that seat's events are animated (through the
:class:`~studdesk.gui.table.event_player.EventPlayer`) and its views are applied, so the table shows
exactly what that seat may see. With several people at one machine (hotseat) a turn of another
held seat brings up the hand-over screen; once the next player clicks, the focus moves to their
seat and the table is redrawn from their view.

A table on a host adds the *Table* menu (sit out or back in, rebuy, the ledger, leave), for the
host the *Host* menu (let players in, pause, remove a player, end the session), and a notice
strip over the action bar for what waits for an answer (someone knocking, the ante question of
RULES.md D1, "Reconnecting…"); when the session ends everyone sees the ledger.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QColor, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QBoxLayout,
    QDialogButtonBox,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from studdesk.engine.actions import LegalAction
from studdesk.engine.hand import Phase
from studdesk.engine.views import TableView
from studdesk.gui.history.hand_history import HandJournal
from studdesk.gui.platform.settings import ANIMATION_SPEEDS, Settings
from studdesk.gui.platform.sound import SoundBoard
from studdesk.gui.session.table_session import HandRecord, TableSession, TableStatus
from studdesk.gui.table.action_bar import ActionBar
from studdesk.gui.table.controls import HostMenu, LedgerDialog, NoticeBar, TableMenu
from studdesk.gui.table.event_player import EventPlayer
from studdesk.gui.table.format_bar import FormatBar
from studdesk.gui.table.graphics_view import TableGraphicsView
from studdesk.gui.table.hand_strength import strength_line
from studdesk.gui.table.handover import HandoverScreen
from studdesk.gui.table.items import plate_name
from studdesk.gui.table.scene import TableScene
from studdesk.gui.text.money import format_chips, stakes_label
from studdesk.gui.text.narrator import Narrator, event_type, fmt, variant_title
from studdesk.gui.text.retranslate import Retranslating

LOG_LIMIT = 600
LOG_MEMORY = 3000
"""Events (and table notices) kept to word the dealer log again when the language changes."""


class TableWindow(Retranslating, QWidget):
    left_table = Signal()  # the player asked to leave

    def __init__(self, session: TableSession, settings: Settings | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableWindow")
        self.session = session
        self.settings = settings
        held = session.held_seats()
        self.held: tuple[int, ...] = held
        self.focus_seat: int = held[0] if held else 0
        self.hotseat = len(held) > 1
        # Hotseat (B1): the seat whose player clicked "ready" behind the cover last, the only
        # one whose down cards the screen may show; None while the cover is up or before.
        self.at_screen: int | None = None if self.hotseat else self.focus_seat
        self.views: dict[int, TableView] = {}
        self._pending_turn: tuple[int, int, tuple[LegalAction, ...], float] | None = None
        self._narrator = Narrator()
        self._told: deque[tuple[str, Any]] = deque(maxlen=LOG_MEMORY)
        self._turn: tuple[str, str] | None = None
        self.journal = HandJournal(200, public_only=self.hotseat)
        self._journal_seat = self.focus_seat
        self._last_hand: Any = None
        self._replayer: Any = None
        self._lost = False
        self._offline = False  # reconnecting (C4)
        self._ended = False  # the session ended (the final ledger came)
        self._lost_reason = ""
        self.lost_dialog: QMessageBox | None = None
        self.status: TableStatus | None = None
        self.knocks: dict[int, str] = {}
        self.ledger: tuple[Any, bool] | None = None
        self.ledger_dialog: LedgerDialog | None = None

        self.scene = TableScene(self)
        self.scene.set_viewer(self.focus_seat)  # our own seat at the bottom
        if self.hotseat:
            self.scene.set_screen_seat(None)
        self.view = TableGraphicsView(self.scene, self)
        self.player = EventPlayer(self.scene, self)
        self.action_bar = ActionBar(self)
        self.notices = NoticeBar(self)
        self.format_bar = FormatBar(session, self)  # a night's format (issue 12)
        self.handover = HandoverScreen(self)
        self.sounds = SoundBoard(self)

        self.side = QFrame(self)
        self.side.setObjectName("sidePanel")
        self.side.setFixedWidth(264)
        self.title = QLabel(self.side)
        self.title.setObjectName("tableTitle")
        self.title.setWordWrap(True)  # "Siedmiokartowy Stud Hi/Lo 2/4" is wider than the panel
        self.subtitle = QLabel(self.side)
        self.subtitle.setObjectName("tableSubtitle")
        self.subtitle.setWordWrap(True)
        self.last_hand_button = QPushButton(self.side)
        self.leave_button = QPushButton(self.side)
        self.table_menu = TableMenu(self)
        self.table_menu.aboutToShow.connect(self._on_table_menu_about_to_show)
        self.table_button = QPushButton(self.side)
        self.table_button.setMenu(self.table_menu)
        self.table_button.hide()
        self.host_menu = HostMenu(self)
        self.host_menu.aboutToShow.connect(self._on_host_menu_about_to_show)
        self.host_button = QPushButton(self.side)
        self.host_button.setObjectName("hostButton")
        self.host_button.setMenu(self.host_menu)
        self.host_button.hide()
        self.log_title = QLabel(self.side)
        self.log_title.setObjectName("sectionTitle")
        self.log = QListWidget(self.side)
        self.log.setObjectName("dealerLog")
        self.log.setWordWrap(True)
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.chat_title = QLabel(self.side)
        self.chat_title.setObjectName("sectionTitle")
        self.chat = QListWidget(self.side)
        self.chat.setObjectName("chatView")
        self.chat.setWordWrap(True)
        self.chat.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.chat_input = QLineEdit(self.side)
        self.chat_input.returnPressed.connect(self._on_chat_input_return_pressed)

        sl = self._side_layout = QVBoxLayout(self.side)
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

        left = QVBoxLayout()
        left.setContentsMargins(0, 0, 0, 0)
        left.setSpacing(0)
        left.addWidget(self.view, 1)
        left.addWidget(self.format_bar)
        left.addWidget(self.notices)
        left.addWidget(self.action_bar)
        outer = QHBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        outer.addLayout(left, 1)
        outer.addWidget(self.side)

        session.view_changed.connect(self._on_session_view_changed)
        session.event_received.connect(self._on_session_event_received)
        session.turn_started.connect(self._on_session_turn_started)
        session.chat_received.connect(self._on_session_chat_received)
        session.hand_recorded.connect(self._on_session_hand_recorded)
        session.connection_lost.connect(self._on_session_connection_lost)
        session.seat_status_changed.connect(self._on_session_seat_status_changed)
        session.seats_changed.connect(self._on_session_seats_changed)
        session.status_changed.connect(self._on_session_status_changed)
        session.knocked.connect(self._on_session_knocked)
        session.knock_settled.connect(self._on_session_knock_settled)
        session.ante_asked.connect(self._on_session_ante_asked)
        session.ledger_received.connect(self._on_session_ledger_received)
        session.reconnecting.connect(self._on_session_reconnecting)
        session.time_bank_changed.connect(self._on_session_time_bank_changed)
        session.show_offered.connect(self._on_session_show_offered)
        self.notices.ante_answered.connect(self._on_notices_ante_answered)
        self.notices.knock_answered.connect(self._on_notices_knock_answered)
        self.player.event_started.connect(self._on_player_event_started)
        self.action_bar.action_chosen.connect(self._on_action_bar_action_chosen)
        self.action_bar.back_requested.connect(self._on_action_bar_back_requested)
        self.action_bar.show_requested.connect(self._on_action_bar_show_requested)
        self.handover.confirmed.connect(self._on_handover_confirmed)
        self.last_hand_button.clicked.connect(self._on_last_hand_button_clicked)
        self.leave_button.clicked.connect(self._on_leave_button_clicked)
        if settings is not None:
            settings.setting_changed.connect(self._on_settings_setting_changed)
            self._apply_setting("animation_speed", settings.value("animation_speed"))
            self._apply_setting("sound", settings.value("sound"))
            self._apply_setting("sound_volume", settings.value("sound_volume"))
        self.retranslateUi()

    # ------------------------------------------------------------------ language, settings

    def retranslateUi(self) -> None:  # noqa: N802
        self.last_hand_button.setText(self.tr("Last hand"))
        self.leave_button.setText(self.tr("Back to the lobby") if self._lost
                                  else self.tr("Leave table"))
        self.table_button.setText(self.tr("Table"))
        self.host_button.setText(self.tr("Host"))
        self.log_title.setText(self.tr("Dealer"))
        self.chat_title.setText(self.tr("Chat"))
        if self.chat_input.isEnabled():
            self.chat_input.setPlaceholderText(self.tr("Say something to the table…"))
        elif self._lost:
            self._set_chat_closed(self.tr("Chat is closed: the table is gone."))
        else:
            self._set_chat_closed(self.tr("Chat is off until the connection is back."))
        self._arrange_side_buttons()
        self.action_bar.set_closed(self._closed_words())
        self.scene.retranslate()
        self._update_titles()
        if self._told:
            self._retell()
        self._set_turn_words(self._turn)
        view = self.views.get(self.focus_seat)
        if view is not None:
            self._update_strength(view)

    def _arrange_side_buttons(self) -> None:
        """Side by side where both labels fit the panel, one above the other where not."""
        for button in (self.last_hand_button, self.leave_button):
            button.ensurePolished()  # the style sheet's padding counts
        margins = self._side_layout.contentsMargins()
        room = self.side.width() - margins.left() - margins.right()
        needed = (self.last_hand_button.sizeHint().width() + self.side_buttons.spacing()
                  + self.leave_button.sizeHint().width())
        self.side_buttons.setDirection(QBoxLayout.Direction.LeftToRight if needed <= room
                                       else QBoxLayout.Direction.TopToBottom)

    def _update_titles(self) -> None:
        view = self.views.get(self.focus_seat)
        if view is None:
            status = self.status
            self.title.setText(status.name if status is not None and status.name
                               else self.tr("StudDesk table"))
            self.subtitle.setText(self.tr("Paused by the host") if status and status.paused
                                  else self.tr("Waiting for the first hand…"))
            return
        cfg = view.config
        self.title.setText(fmt(self.tr("%1 %2"), variant_title(cfg.variant.value),
                               stakes_label(cfg)))
        self.subtitle.setText(fmt(self.tr("Hand #%1 · ante %2 · bring-in %3"), view.hand,
                                  format_chips(cfg.ante), format_chips(cfg.bring_in)))
        status = self.status
        if status is not None and status.paused:
            self.subtitle.setText(self.subtitle.text() + " · " + (
                self.tr("paused") if status.hand is None else self.tr("pausing after this hand")))

    def _on_settings_setting_changed(self, name: str, value: object) -> None:
        self._apply_setting(name, value)

    def _apply_setting(self, name: str, value: object) -> None:
        if name == "animation_speed":
            self.set_animation_speed(ANIMATION_SPEEDS.get(str(value), 1.0))
        elif name == "sound":
            self.sounds.set_muted(not value)
        elif name == "sound_volume" and isinstance(value, int):
            self.sounds.set_volume(value)

    def set_animation_speed(self, factor: float) -> None:
        self.scene.set_speed(factor)
        if factor <= 0:
            self.player.finish_all()

    # ------------------------------------------------------------------ geometry

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self.handover.isVisible():
            self.handover.setGeometry(self.rect())

    # ------------------------------------------------------------------ session → table

    def _on_session_view_changed(self, seat: int, view: TableView) -> None:
        self.views[seat] = view
        self._narrator.learn_names({s.seat: s.name for s in view.seats})
        if seat == self.focus_seat:
            self.scene.set_config(view.config)
            self._update_titles()
        if seat == self._journal_seat:
            self.journal.attach_view(view)
        if seat == self.focus_seat:
            self.player.push_view(view)
            self.player.push_call(partial(self._after_view, view))

    def _on_session_event_received(self, seat: int, ev: Mapping[str, Any]) -> None:
        if seat == self._journal_seat:
            self.journal.feed(ev)
        if seat != self.focus_seat:
            return
        kind = event_type(ev)
        if kind == "action_taken":
            self._acted_now(int(ev.get("seat", 0)))
        if kind == "hand_started":
            self.notices.clear("ante")  # the question is over: dealt in or out
            self.action_bar.set_strength("")  # last hand's "You have" is over too
        if kind == "hand_started" and self.hotseat:
            self._cover_cards()  # nobody's down cards until someone takes the screen
        if kind in ("street_started", "hand_started"):
            self.action_bar.clear_pre_actions()
        self.player.push_event(ev)

    def _on_session_time_bank_changed(self, seat: int, bank_ms: int) -> None:
        self.scene.set_time_bank(seat, bank_ms)

    def _acted_now(self, seat: int) -> None:
        """``seat`` acted (or its clock acted for it, C1): its buttons, ring and "to act" line
        go at once, not when the animations get there."""
        if self.action_bar.seat == seat:
            self.action_bar.show_idle()
        if self.scene.acting_seat == seat:
            self.scene.set_acting(None)
            self._set_turn_words(None)

    def _on_session_turn_started(self, seat: int, deadline_ms: int,
                                 legal: Sequence[LegalAction]) -> None:
        received = time.monotonic()
        if not (self._lost or self._offline):
            # The ring and the "to act" line follow the table at once; the buttons come
            # when the cards dealt before this turn have landed.
            self.scene.start_clock(seat, deadline_ms, deadline_ms)
            if not legal or seat not in self.held:
                self._set_turn_words(("other", self._seat_name(seat)))
        self.player.push_call(
            lambda: self._show_turn(seat, deadline_ms, tuple(legal or ()), received))

    def _on_session_chat_received(self, sender: str, text: str) -> None:
        if sender:
            item = QListWidgetItem(f"{sender}: {text}")
            self.chat.addItem(item)
            self._trim(self.chat)
            self.chat.scrollToBottom()
        else:  # the table's own line: in the log after the events that came before it
            self.player.push_call(lambda: self._tell(text))

    def _tell(self, text: str) -> None:
        self._told.append(("table", text))
        self._log(text, table=True)

    def tell(self, text: str) -> None:
        """A line from the table itself in the dealer log (kept when the language changes
        only as written)."""
        self._told.append(("table", text))
        self._log(text, table=True)

    def _on_session_hand_recorded(self, record: HandRecord) -> None:
        self.journal.record(record)
        if self._last_hand is not None:
            self._last_hand.refresh()

    def _on_session_connection_lost(self, reason: str) -> None:
        """The table is gone (its host died, the network went, the session ended): say so on
        the table at once, stop everything that suggests a hand goes on, and offer the way
        back to the lobby (a banner, and a dialog unless the final ledger already says it)."""
        if self._lost:
            return
        self._lost = True
        self._lost_reason = reason
        self.sounds.turn_ended()
        self.action_bar.set_away(False)
        self._freeze_table()
        self.notices.clear()
        ended = self.ledger is not None and self.ledger[1]
        self._ended = ended
        self.action_bar.set_closed(self._closed_words())
        row = self.notices.say("lost", (lambda: self.tr("The session is over.")) if ended
                               else (lambda: fmt(self.tr("The table is gone: %1"), reason)),
                               alert=not ended)
        row.yes_words = lambda: self.tr("Back to the lobby")
        row.on_yes = self.back_to_lobby
        row.retranslate()
        self._set_chat_closed(self.tr("Chat is closed: the table is gone."))
        self._told.append(("lost", reason))
        self._log(self._lost_text(reason), table=True)
        self.leave_button.setText(self.tr("Back to the lobby"))
        self._arrange_side_buttons()
        if not ended and not self.isHidden():
            self._show_lost_dialog(reason)

    def _closed_words(self) -> str:
        if not self._lost:
            return ""
        return self.tr("The session is over.") if self._ended else self.tr("The table is closed.")

    def _show_lost_dialog(self, reason: str) -> None:
        box = self.lost_dialog = QMessageBox(self)
        box.setObjectName("lostDialog")
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("The table is gone"))
        box.setText(self.tr("The connection to the table is lost and could not be restored."))
        box.setInformativeText(fmt(self.tr("%1 The hands played here stay readable, from the "
                                           "lobby too."), reason[:1].upper() + reason[1:].rstrip(".") + "."))
        back = box.addButton(self.tr("Back to the lobby"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("Stay and look"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(back)
        back.clicked.connect(self.back_to_lobby)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.open()

    def _freeze_table(self) -> None:
        """Nothing on the table says a hand goes on: no buttons, no pre-actions, no clock,
        no "X to act" line."""
        self._pending_turn = None
        self.action_bar.clear_pre_actions()
        self.action_bar.show_idle()
        self.scene.set_acting(None)
        self._set_turn_words(None)

    def _set_chat_closed(self, reason: str | None) -> None:
        """Chat off with the reason in its place (None: on again)."""
        self.chat_input.setEnabled(reason is None)
        if reason is None:
            self.chat_input.setPlaceholderText(self.tr("Say something to the table…"))
        else:
            self.chat_input.clear()
            self.chat_input.setPlaceholderText(reason)
            self.chat_input.setToolTip(reason)

    def back_to_lobby(self) -> None:
        """Leave a table that is gone (or over) at once: no question, nothing to lose."""
        for dialog in (self.lost_dialog, self.ledger_dialog):
            if dialog is not None:
                dialog.close()
        self.session.close()
        self.left_table.emit()

    def _lost_text(self, reason: str) -> str:
        #: %1: the reason, as the network layer gives it
        return fmt(self.tr("Connection lost: %1"), reason)

    def _on_session_seat_status_changed(self, seat: int, status: str) -> None:
        self.scene.set_seat_status(seat, status)

    def _on_session_seats_changed(self, seats: tuple[int, ...]) -> None:
        """The host gave this connection its seat (or took one away)."""
        self.held = tuple(seats)
        was_hotseat, self.hotseat = self.hotseat, len(self.held) > 1 or self.hotseat
        self.journal.public_only = self.hotseat
        if self.hotseat and (not was_hotseat or self.at_screen not in self.held):
            self._cover_cards()  # a change of seats is a change of the player at the screen
        if self.focus_seat not in self.held:
            self.focus_seat = self.held[0] if self.held else 0
            self._journal_seat = self.focus_seat
            self.scene.set_viewer(self.focus_seat)
            view = self.views.get(self.focus_seat)
            if view is not None:
                self.scene.apply_view(view)
                self._after_view(view)

    def _on_session_status_changed(self, status: TableStatus) -> None:
        self.status = status
        self._narrator.learn_names({s.seat: s.name for s in status.seats if s is not None})
        self.scene.set_bot_seats(s.seat for s in status.seats if s is not None and s.bot)
        self._show_away()
        self.table_button.setVisible(True)
        self.host_button.setVisible(status.is_host)
        self._update_titles()
        self._show_waiting_seats()

    def _show_away(self) -> None:
        """The "I'm back" button while the seat on screen sits out (C3)."""
        entry = self.status.seat(self.focus_seat) if self.status is not None else None
        self.action_bar.set_away(entry is not None and entry.sitting_out and entry.connected
                                 and self.focus_seat in self.held and not self._lost)

    def _on_session_show_offered(self, seat: int, deadline_ms: int) -> None:
        """O6: everyone folded to held ``seat``: "Show cards" until the host's window closes."""
        if seat not in self.held or self._lost or self._offline:
            return
        self.action_bar.offer_show(seat)
        QTimer.singleShot(max(0, deadline_ms), self, lambda: self._withdraw_show(seat))

    def _withdraw_show(self, seat: int) -> None:
        if self.action_bar.show_offered_to() == seat:
            self.action_bar.withdraw_show()

    def _on_action_bar_show_requested(self, seat: int) -> None:
        self.session.show_cards(seat)

    def _on_action_bar_back_requested(self) -> None:
        if self.focus_seat in self.held:
            self.session.sit_back(self.focus_seat)

    def _show_waiting_seats(self) -> None:
        """Players seated but not in the hand on the felt (before the first hand, or who just
        sat down) get their plates from the table's status."""
        status = self.status
        if status is None:
            return
        view = self.views.get(self.focus_seat)
        on_felt = {s.seat for s in view.seats} if view is not None else set()
        for seat in range(1, 9):
            if seat in on_felt:
                continue
            entry = status.seat(seat)
            if entry is None:
                self.scene.set_waiting_seat(seat, None)
            else:
                self.scene.set_waiting_seat(seat, entry.name, entry.stack,
                                            me=seat == self.focus_seat)

    def _on_session_knocked(self, client_id: int, name: str) -> None:
        self.knocks[client_id] = name
        self.notices.knock(client_id, name)
        QApplication.alert(self.window())

    def _on_session_knock_settled(self, client_id: int) -> None:
        self.knocks.pop(client_id, None)
        self.notices.remove("knock", client_id)

    def _on_notices_knock_answered(self, client_id: int, allow: bool) -> None:
        self.session.approve(client_id, allow)

    def _on_session_ante_asked(self, seat: int, amount: int, deadline_ms: int) -> None:
        """D1: the host asks whether ``seat`` posts the ante (auto-post is off)."""
        view = self.views.get(seat)
        entry = self.status.seat(seat) if self.status is not None else None
        name = entry.name if entry is not None else (
            view.seat(seat).name if view is not None else str(seat))
        self.notices.ask_ante(seat, name, amount, deadline_ms, several=self.hotseat)
        QApplication.alert(self.window())

    def _on_notices_ante_answered(self, seat: int, post: bool) -> None:
        self.session.answer_ante(seat, post)

    def _on_session_reconnecting(self, on: bool) -> None:
        """C4: the connection dropped. A banner at once; the table stops looking live (the
        host acts for us by its own clock meanwhile); chat waits for the connection."""
        if on:
            row = self.notices.say("reconnecting", lambda: self.tr(
                "The connection to the table dropped. Reconnecting…"), alert=True)
            row.yes_words = lambda: self.tr("Back to the lobby")
            row.on_yes = self._on_leave_button_clicked
            row.retranslate()
            self._offline = True
            self._freeze_table()
            self._set_chat_closed(self.tr("Chat is off until the connection is back."))
        else:
            self._offline = False
            self.notices.remove("reconnecting", 0)
            if not self._lost:
                self._set_chat_closed(None)

    def _on_session_ledger_received(self, entries: Any, final: bool) -> None:
        self.ledger = (entries, final)
        if final:
            self.show_ledger()

    def show_ledger(self) -> LedgerDialog | None:
        """The latest ledger in its own window (None before the table sent one)."""
        if self.ledger is None:
            return None
        if self.ledger_dialog is not None:
            self.ledger_dialog.close()
            self.ledger_dialog.deleteLater()
        entries, final = self.ledger
        dialog = self.ledger_dialog = LedgerDialog(entries, final, self)
        if final:  # the session is over: from the ledger straight back to the lobby
            dialog.back_button = dialog.buttons.addButton(
                self.tr("Back to the lobby"), QDialogButtonBox.ButtonRole.AcceptRole)
            dialog.back_button.setObjectName("primaryButton")
            dialog.back_button.clicked.connect(self.back_to_lobby)
            self._freeze_table()
            self.action_bar.set_away(False)
        dialog.show()
        return dialog

    def _on_table_menu_about_to_show(self) -> None:
        self.table_menu.fill(self.session, self.status,
                             show_ledger=self.show_ledger if self.ledger else None,
                             leave=self._on_leave_button_clicked)
        self.table_menu.addSeparator()
        act = self.table_menu.addAction(self.tr("Open hand…"))
        act.triggered.connect(lambda _=False: self.open_hand())

    def open_hand(self, path: str | None = None) -> Any:
        """A PHH file (asked for when ``path`` is None) in the hand replayer."""
        from studdesk.gui.history.replayer import ReplayerWindow

        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self, self.tr("Open a hand history"), "",
                self.tr("Poker hand histories (*.phh);;All files (*)"))
            if not path:
                return None
        if self._replayer is None:
            self._replayer = ReplayerWindow(parent=self)
        self._replayer.load_file(path)
        self._replayer.show()
        self._replayer.raise_()
        return self._replayer

    def _on_host_menu_about_to_show(self) -> None:
        self.host_menu.fill(self.session, self.status, sorted(self.knocks.items()),
                            confirm_kick=self.confirm_kick, confirm_end=self.confirm_end)

    def confirm_kick(self, seat: int, name: str) -> None:
        answer = QMessageBox.question(
            self, self.tr("Remove a player"),
            fmt(self.tr("Remove %1 from the table? Their chips leave with them."), name))
        if answer == QMessageBox.StandardButton.Yes:
            self.session.kick(seat)

    def confirm_end(self) -> None:
        answer = QMessageBox.question(
            self, self.tr("End the session"),
            self.tr("End the session after this hand? Everyone gets the ledger and the "
                    "table closes."))
        if answer == QMessageBox.StandardButton.Yes:
            self.session.end_session()

    def _on_player_event_started(self, ev: Mapping[str, Any]) -> None:
        self.sounds.event_started(ev)
        self._told.append(("event", ev))
        for line in self._narrator.feed(ev):
            self._log(line)

    def _retell(self) -> None:
        """Word the whole dealer log again (the language changed)."""
        self._narrator = Narrator()
        for view in self.views.values():
            self._narrator.learn_names({s.seat: s.name for s in view.seats})
        self.log.clear()
        for kind, data in self._told:
            if kind == "event":
                for line in self._narrator.feed(data):
                    self._log(line)
            elif kind == "lost":
                self._log(self._lost_text(data), table=True)
            else:
                self._log(data, table=True)

    # ------------------------------------------------------------------ log

    def _log(self, text: str, *, table: bool = False) -> None:
        item = QListWidgetItem(text)
        if table:
            item.setForeground(QColor("#9c9684"))
            font = item.font()
            font.setItalic(True)
            item.setFont(font)
        elif text.startswith("—"):
            item.setForeground(QColor("#c9b27a"))
        self.log.addItem(item)
        self._trim(self.log)
        self.log.scrollToBottom()

    @staticmethod
    def _trim(widget: QListWidget) -> None:
        while widget.count() > LOG_LIMIT:
            widget.takeItem(0)

    def log_lines(self) -> list[str]:
        return [self.log.item(i).text() for i in range(self.log.count())]

    # ------------------------------------------------------------------ turns

    def _after_view(self, view: TableView) -> None:
        """After a snapshot lands: titles, the strength line, the bar's idle state."""
        self._update_titles()
        self._show_waiting_seats()
        self._update_strength(view)
        if view.acting_seat is None:
            self._set_turn_words(None)
        self.action_bar.set_hand_over(view.phase is Phase.COMPLETE)
        bar_seat = self.action_bar.seat
        stale = bar_seat is not None and view.acting_seat != bar_seat
        if stale or (bar_seat is None and not self.handover.isVisible()):
            self.action_bar.show_idle(self._can_pre_act(view))
        if stale:
            self.sounds.turn_ended()  # the turn passed (a timeout acted): no warning after it

    def _update_strength(self, view: TableView) -> None:
        me = view.me
        if me is not None and not self.scene.privacy and (not self.hotseat
                                                          or me.seat == self.at_screen):
            cards = list(me.known_cards) + ([view.community] if view.community else [])
            self.action_bar.set_strength("" if me.folded else
                                         strength_line(cards, view.config.variant))
        else:
            self.action_bar.set_strength("")

    def _set_turn_words(self, turn: tuple[str, str] | None) -> None:
        """The line above the strength: whose turn it is (kept to be worded again)."""
        self._turn = turn
        if turn is None:
            self.action_bar.set_turn_text("")
        elif turn[0] == "mine":
            self.action_bar.set_turn_text(fmt(self.tr("Your turn, %1"), turn[1]))
        else:
            self.action_bar.set_turn_text(fmt(self.tr("%1 to act"), turn[1]))

    def _can_pre_act(self, view: TableView) -> bool:
        me = view.me
        return (me is not None and not me.folded and not me.all_in and view.phase is Phase.BETTING
                and view.acting_seat != me.seat and not self._lost and not self._offline)

    def _show_turn(self, seat: int, deadline_ms: int, legal: tuple[LegalAction, ...],
                   received: float) -> None:
        if self._lost or self._offline:
            return  # a turn that was on its way when the connection went
        elapsed = int((time.monotonic() - received) * 1000)
        self.scene.start_clock(seat, deadline_ms - elapsed, deadline_ms)
        self.sounds.turn_ended()  # a new turn: any earlier one's warning is moot
        if not legal or seat not in self.held:
            self._set_turn_words(("other", self._seat_name(seat)))
            return
        if self.hotseat and (seat != self.at_screen or seat != self.focus_seat
                             or self.handover.isVisible()):
            self._pending_turn = (seat, deadline_ms, legal, received)
            name = self.views[seat].seat(seat).name if seat in self.views else str(seat)
            self.action_bar.show_idle()
            self._cover_cards()  # nothing private under the cover either
            self.handover.ask(seat, name)
            self.session.cover_shown(seat)  # the host may hold this seat's clock meanwhile
            window = self.window()
            self.sounds.turn_offered(window, deadline_ms - elapsed,
                                     active=window.isActiveWindow())
            return
        self._offer(seat, legal, deadline_ms - elapsed)

    def _seat_name(self, seat: int) -> str:
        """The name a turn line uses: the plate's (without the host's " (bot)")."""
        view = self.views.get(self.focus_seat)
        item = self.scene.seat_item(seat)
        if view is not None and any(s.seat == seat for s in view.seats):
            return plate_name(view.seat(seat).name, item.bot)  # the plate may lag behind
        return item.shown_name

    def _offer(self, seat: int, legal: tuple[LegalAction, ...], remaining_ms: int, *,
               chime: bool = True) -> None:
        pre = self.action_bar.take_pre_action(legal)
        if pre is not None:
            self.session.send_action(seat, pre)
            return
        name = self._seat_name(seat)
        self._set_turn_words(("mine", name))
        self.action_bar.set_turn(seat, legal)
        window = self.window()
        self.sounds.turn_offered(window, remaining_ms, active=window.isActiveWindow(),
                                 chime=chime)
        window.activateWindow()

    def _on_handover_confirmed(self, seat: int) -> None:
        self.session.cover_cleared(seat)
        self.at_screen = seat
        self.focus_on(seat)
        pending, self._pending_turn = self._pending_turn, None
        if pending is not None and pending[0] == seat:
            _, deadline_ms, legal, received = pending
            elapsed = int((time.monotonic() - received) * 1000)
            self.scene.start_clock(seat, deadline_ms - elapsed, deadline_ms)
            self._offer(seat, legal, deadline_ms - elapsed, chime=False)  # chimed at the cover

    def _cover_cards(self) -> None:
        """Hotseat: nobody is known to be at the screen any more: every down card is drawn as
        a back, the strength line goes (until a player clicks ready behind the cover)."""
        self.at_screen = None
        self.scene.set_privacy(True)
        self.scene.set_screen_seat(None)
        self.action_bar.set_strength("")

    def focus_on(self, seat: int) -> None:
        """Show the table as ``seat`` sees it (hotseat): its own down cards, its strength.
        Only the seat whose player clicked ready (:attr:`at_screen`) has its cards shown."""
        self.player.finish_all(drop_queue=True)
        self.focus_seat = seat
        self.scene.set_viewer(seat)
        if self.hotseat:
            self.scene.set_screen_seat(self.at_screen)
        self.scene.set_privacy(self.hotseat and self.at_screen != seat)
        view = self.views.get(seat)
        if view is not None:
            self.scene.apply_view(view)
            self._after_view(view)

    def _on_action_bar_action_chosen(self, seat: int, move: LegalAction) -> None:
        self.sounds.turn_ended()
        self._set_turn_words(None)
        self.session.send_action(seat, move)

    # ------------------------------------------------------------------ side panel

    def _on_chat_input_return_pressed(self) -> None:
        text = self.chat_input.text().strip()
        if text:
            self.session.send_chat(text)
        self.chat_input.clear()

    def last_hand_window(self) -> Any:
        if self._last_hand is None:
            from studdesk.gui.history.last_hand import LastHandWindow

            self._last_hand = LastHandWindow(self.journal, self)
        return self._last_hand

    def _on_last_hand_button_clicked(self) -> None:
        window = self.last_hand_window()
        window.refresh()
        window.show()
        window.raise_()

    def is_in_a_hand(self) -> bool:
        """A seat played here is dealt into the hand in play and has not folded."""
        for seat in self.held:
            view = self.views.get(seat)
            me = view.me if view is not None else None
            if (view is not None and me is not None and view.phase is not Phase.COMPLETE
                    and not me.folded):
                return True
        return False

    def _on_leave_button_clicked(self) -> None:
        if not self._lost:
            hosting = self.session.ends_table_on_leave()
            if hosting:
                words = self.tr("You host this table: leaving ends it for everyone (they get "
                                "the ledger). Leave?")
            elif self.is_in_a_hand():
                words = self.tr("You are in the middle of a hand: leaving now folds it. Leave "
                                "the table?")
            else:
                words = ""
            if words:
                answer = QMessageBox.question(self, self.tr("Leave the table"), words + "\n\n"
                                              + self.tr("The hands played here stay readable "
                                                        "from the lobby."))
                if answer != QMessageBox.StandardButton.Yes:
                    return
        self.session.close()
        self.left_table.emit()
