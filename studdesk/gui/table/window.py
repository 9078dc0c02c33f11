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

from collections import deque
from collections.abc import Sequence
from functools import partial
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeyEvent, QResizeEvent
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

from net import protocol as P
from studdesk.engine.actions import ActionKind, LegalAction
from studdesk.engine.events import ActionTaken, Event, HandStarted, StreetStarted, WildRanksChanged
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
from studdesk.gui.table.presenter import TablePresenter, Turn, TurnKind
from studdesk.gui.table.scene import TableScene
from studdesk.gui.text.formats import place_text
from studdesk.gui.text.hand_words import wild_ranks_text
from studdesk.gui.text.money import format_chips, stakes_label
from studdesk.gui.text.narrator import Narrator, fmt, variant_title
from studdesk.gui.text.retranslate import Retranslating

LEDGER_WAIT_MS = 15_000
"""How long a host who leaves waits for the ended table's final ledger before going anyway."""
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
        # Everything the window shows about the hand comes from the presenter, which follows
        # the animation timeline (table.presenter).
        self.model = TablePresenter(session.held_seats())
        self._narrator = Narrator()
        self._told: deque[tuple[str, Any]] = deque(maxlen=LOG_MEMORY)
        self._turn: tuple[str, str] | None = None
        self.journal = HandJournal(200, public_only=self.hotseat)
        self._journal_seat = self.focus_seat
        self._last_hand: Any = None
        self._last_hand_aside = False  # hidden for your turn, shown again after it
        self._replayer: Any = None
        self._ended = False  # the session ended (the final ledger came)
        self._ending = False  # the host asked to leave: the table is ending
        self._lost_reason = ""
        self.lost_dialog: QMessageBox | None = None
        self.ledger_dialog: LedgerDialog | None = None

        self.scene = TableScene(self)
        self.scene.set_viewer(self.focus_seat)  # our own seat at the bottom
        if self.hotseat:
            self.scene.set_screen_seat(None)
        self.view = TableGraphicsView(self.scene, self)
        self.player = EventPlayer(self.scene, self)
        self.action_bar = ActionBar(self)
        self.notices = NoticeBar(self)
        self.format_bar = FormatBar(session, self, follow=False)  # a night's format
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
        self.chat_input.installEventFilter(self)  # Escape gives the keys back to the table

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
        session.format_received.connect(self._on_session_format_received)
        self.notices.ante_answered.connect(self._on_notices_ante_answered)
        self.notices.knock_answered.connect(self._on_notices_knock_answered)
        self.player.event_started.connect(self._on_player_event_started)
        self.action_bar.action_chosen.connect(self._on_action_bar_action_chosen)
        self.action_bar.back_requested.connect(self._on_action_bar_back_requested)
        self.action_bar.show_requested.connect(self._on_action_bar_show_requested)
        self.handover.confirmed.connect(self._on_handover_confirmed)
        self.handover.leave_requested.connect(self._on_leave_button_clicked)  # m8
        self.last_hand_button.clicked.connect(self._on_last_hand_button_clicked)
        self.leave_button.clicked.connect(self._on_leave_button_clicked)
        if settings is not None:
            settings.setting_changed.connect(self._on_settings_setting_changed)
            self._apply_setting("animation_speed", settings.value("animation_speed"))
            self._apply_setting("sound", settings.value("sound"))
            self._apply_setting("sound_volume", settings.value("sound_volume"))
        self.retranslateUi()

    # ------------------------------------------------------------------ the presenter's state

    @property
    def held(self) -> tuple[int, ...]:
        return self.model.held

    @property
    def focus_seat(self) -> int:
        return self.model.focus_seat

    @property
    def hotseat(self) -> bool:
        return self.model.hotseat

    @property
    def at_screen(self) -> int | None:
        return self.model.at_screen

    @property
    def views(self) -> dict[int, TableView]:
        return self.model.views

    @property
    def status(self) -> TableStatus | None:
        return self.model.status

    @property
    def knocks(self) -> dict[int, str]:
        return self.model.knocks

    @property
    def ledger(self) -> tuple[Any, bool] | None:
        return self.model.ledger

    @property
    def _lost(self) -> bool:
        return self.model.lost

    @property
    def _offline(self) -> bool:
        return self.model.offline

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
        """The header: the game and hand on the felt (the presenter's, never a later one)."""
        header = self.model.header()
        cfg = header.config
        self.action_bar.set_paused(header.paused)  # n3: the bar agrees with the header
        if cfg is None:
            self.title.setText(header.table_name or self.tr("StudDesk table"))
            self.subtitle.setText(self.tr("Paused by the host") if header.paused
                                  else self.tr("Waiting for the first hand…"))
            return
        self.title.setText(fmt(self.tr("%1 %2"), variant_title(cfg.variant.value),
                               stakes_label(cfg)))
        self.subtitle.setText(fmt(self.tr("Hand #%1 · ante %2 · bring-in %3"), header.hand,
                                  format_chips(cfg.ante), format_chips(cfg.bring_in)))
        if header.wild:
            self.subtitle.setText(self.subtitle.text() + "\n" + wild_ranks_text(header.wild))
        if header.paused:
            self.subtitle.setText(self.subtitle.text() + " · " + (
                self.tr("pausing after this hand") if header.pausing else self.tr("paused")))

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
        self._narrator.learn_names({s.seat: s.name for s in view.seats})
        if seat == self._journal_seat:
            self.journal.attach_view(view)
        if self.model.receive_view(seat, view):  # the focus seat's: shown when the felt is there
            self.player.push_view(view)
            self.player.push_call(partial(self._after_view, view))

    def _on_session_event_received(self, seat: int, ev: Event, timeout: bool) -> None:
        if seat == self._journal_seat:
            self.journal.feed(ev, timeout)
        if seat != self.focus_seat:
            return
        if isinstance(ev, ActionTaken):
            self._acted_now(ev.seat)
        if isinstance(ev, HandStarted):
            self.notices.clear("ante")  # the question is over: dealt in or out
        if isinstance(ev, StreetStarted | HandStarted):
            self.action_bar.clear_pre_actions()
        self.player.push_event(ev, timeout)

    def _on_session_format_received(self, kind: str, fields: Any) -> None:
        """A night's format: the dealer's-choice question at once (it has a countdown), the
        rest when the felt gets there (no format bar a hand ahead of the felt, M6)."""
        if isinstance(fields, P.ChooseGame):
            self.format_bar.on_format(kind, fields)
            if fields.seat in self.held:  # m4: the pick is yours: as loud as a turn
                window = self.window()
                self.sounds.turn_offered(window, fields.deadline_ms,
                                         active=window.isActiveWindow())
        else:
            self.player.push_call(partial(self._reach_format, kind, fields))

    def _reach_format(self, kind: str, fields: Any) -> None:
        """A format message the felt has got to: the bar, and a busted player's place on the
        plate (m1)."""
        self.format_bar.on_format(kind, fields)
        if isinstance(fields, P.Eliminated) and fields.seat is not None:
            item = self.scene.seat_item(fields.seat)
            item.out_text = place_text(fields.place)
            item.update()

    def _on_session_time_bank_changed(self, seat: int, bank_ms: int) -> None:
        self.scene.set_time_bank(seat, bank_ms)

    def _acted_now(self, seat: int) -> None:
        """``seat`` acted (or its clock acted for it, C1): its buttons go at once (no second
        move); its ring and "to act" line go when the felt shows the move."""
        self.model.acted(seat)
        if self.action_bar.seat == seat:
            self.action_bar.show_idle()

    def _on_session_turn_started(self, seat: int, deadline_ms: int,
                                 legal: Sequence[LegalAction]) -> None:
        # The ring, the "to act" line and the buttons come when the felt gets there (the
        # cards dealt before this turn have landed), with the host's time left then.
        turn = Turn(seat, deadline_ms, tuple(legal or ()), self.model.clock())
        self.player.push_call(lambda: self._show_turn(turn))

    def _on_session_chat_received(self, sender: str, text: str) -> None:
        if sender:
            item = QListWidgetItem(f"{sender}: {text}")
            self.chat.addItem(item)
            self._trim(self.chat)
            self.chat.scrollToBottom()
        else:  # the table's own line: in the log after the events that came before it
            self.player.push_call(lambda: self._tell(text))

    def _tell(self, text: str) -> None:
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
        self.model.set_lost()
        self._lost_reason = reason
        self.sounds.turn_ended()
        self.action_bar.set_away(False)
        self._freeze_table()
        self.notices.clear()
        ended = self.ledger is not None and self.ledger[1]
        self._ended = ended
        self.action_bar.set_closed(self._closed_words())
        goes_on = self._table_goes_on()
        row = self.notices.say("lost", (lambda: self.tr("The session is over.")) if ended
                               else (lambda: reason) if goes_on
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
        void = "" if ended or goes_on else self._voided_line()
        if void:  # m12: a joiner whose host died is told what becomes of the hand in play
            self._tell(void)
        if not ended and not goes_on and not self.isHidden():
            self._show_lost_dialog(reason)

    def _table_goes_on(self) -> bool:
        """The connection closed while the table plays on: its seat is open in another
        window (the same seat token said hello elsewhere). Nothing is void and the table is
        not gone: the banner says just why, with the way back to the lobby."""
        return self.session.lost_code == "open_elsewhere"

    def _voided_line(self) -> str:
        """When the table went in the middle of a hand: that hand is void (the host's journal
        puts every chip back where it was when it started); "" between hands. Removed by the
        host (N3), the hand went on without us: it says what became of our chips."""
        if self.session.lost_code == "kicked":
            return self.session.removed_words()  # the host's own account of the hand
        view = self.model.shown
        if view is None or view.phase is Phase.COMPLETE:
            return ""
        return self.session.notice_line("hand_voided", view.hand)

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
        # m12: the generic reason says what the text above says already: not twice.
        said = "" if self.session.lost_code == "" else (
            reason[:1].upper() + reason[1:].rstrip(".") + ".")
        words = fmt(self.tr("%1 The hands played here stay readable, from the "
                            "lobby too."), said).strip()
        void = self._voided_line()
        box.setInformativeText(words if not void else void + "\n\n" + words)
        back = box.addButton(self.tr("Back to the lobby"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("Stay and look"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(back)
        back.clicked.connect(self.back_to_lobby)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.open()

    def _freeze_table(self) -> None:
        """Nothing on the table says a hand goes on: no buttons, no pre-actions, no clock,
        no "X to act" line."""
        self.model.freeze()
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
        if self.session.lost_code == "session_ended":
            return reason  # the session ended (the host ended it): no connection was lost
        #: %1: the reason, as the network layer gives it
        return fmt(self.tr("Connection lost: %1"), reason)

    def _on_session_seat_status_changed(self, seat: int, status: str) -> None:
        self.scene.set_seat_status(seat, status)

    def _on_session_seats_changed(self, seats: tuple[int, ...]) -> None:
        """The host gave this connection its seat (or took one away)."""
        moved = self.model.receive_held(seats)
        self.journal.public_only = self.hotseat
        self._show_screen()  # a change of seats is a change of the player at the screen
        if moved:
            self._journal_seat = self.focus_seat
            self.scene.set_viewer(self.focus_seat)
            view = self.views.get(self.focus_seat)
            if view is not None:
                self.scene.apply_view(view)
                self._after_view(view)

    def _on_session_status_changed(self, status: TableStatus) -> None:
        self.model.receive_status(status)
        self._narrator.learn_names({s.seat: s.name for s in status.seats if s is not None})
        self.scene.set_bot_seats(s.seat for s in status.seats if s is not None and s.bot)
        self.scene.set_table_seats(status.table_seats)
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
        view = self.model.shown  # the felt's hand, so a plate never empties ahead of it (m7)
        on_felt = {s.seat for s in view.seats} if view is not None else set()
        # n4: between hands (the felt at the end of the host's latest hand) a plate shows the
        # stack as it is now: a rebuy is seen at once, not at the next deal
        between = (view is not None and view.phase is Phase.COMPLETE
                   and status.hand in (None, view.hand))
        for seat in range(1, 9):
            if seat in on_felt:
                entry = status.seat(seat)
                item = self.scene.seat_item(seat)
                if between and entry is not None and item.stack != entry.stack:
                    item.stack = entry.stack
                    item.update()
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
            self.model.set_offline(True)
            self._freeze_table()
            self._set_chat_closed(self.tr("Chat is off until the connection is back."))
        else:
            self.model.set_offline(False)
            self.notices.remove("reconnecting", 0)
            if not self._lost:
                self._set_chat_closed(None)

    def _on_session_ledger_received(self, entries: Any, final: bool) -> None:
        self.model.ledger = (entries, final)
        if final:
            self.show_ledger()
            standings = self.format_bar.standings
            if standings is not None and standings.final:
                self.format_bar.show_standings()  # m1: places and prizes first, on top

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
        if self.settings is not None:  # m23: the settings without leaving the table
            act = self.table_menu.addAction(QCoreApplication.translate("SettingsDialog",
                                                                       "Settings"))
            act.triggered.connect(lambda _=False: self.open_settings())

    def open_settings(self) -> Any:
        """The Settings dialog over the table (the table goes on meanwhile)."""
        from studdesk.gui.platform.settings_dialog import SettingsDialog

        if self.settings is None:
            return None
        dialog = SettingsDialog(self.settings, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

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

    def _on_player_event_started(self, ev: Event, timeout: bool) -> None:
        """An event's animation starts: it is "now" for the presenter and the dealer log."""
        self.sounds.event_started(ev)
        self._told.append(("event", (ev, timeout)))
        for line in self._narrator.feed(ev, timeout=timeout):
            self._log(line)
        self.model.reach_event(ev)
        if isinstance(ev, WildRanksChanged):
            self._update_titles()  # "Queens and sevens are wild" as the felt gets there (W3)
            self._update_strength()  # "You have" counts the new wild cards
        if isinstance(ev, HandStarted):
            self._show_screen()
            self._update_strength()  # last hand's "You have" is over
            self._update_titles()  # n15: "Hand #6" with the felt and the log
        if isinstance(ev, ActionTaken) and ev.action is ActionKind.FOLD:
            self._update_strength()  # a folded hand has nothing to name
        self._show_turn_state()

    def _retell(self) -> None:
        """Word the whole dealer log again (the language changed)."""
        self._narrator = Narrator()
        for view in self.views.values():
            self._narrator.learn_names({s.seat: s.name for s in view.seats})
        self.log.clear()
        for kind, data in self._told:
            if kind == "event":
                for line in self._narrator.feed(data[0], timeout=data[1]):
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
        """After a snapshot lands: the presenter is there now; titles, the strength line, the
        ring and the bar follow it."""
        had_offer = self.model.offer is not None
        self.model.reach_view(view)
        self.scene.set_config(view.config)
        self._update_titles()
        self._show_waiting_seats()
        self._update_strength()
        self._show_turn_state()
        self.action_bar.set_hand_over(view.phase is Phase.COMPLETE)
        bar_seat = self.action_bar.seat
        stale = bar_seat is not None and self.model.offer is None
        if stale or (bar_seat is None and not self.handover.isVisible()):
            self.action_bar.show_idle(self.model.can_pre_act())
        if stale and had_offer:
            self.sounds.turn_ended()  # the turn passed (a timeout acted): no warning after it

    def _update_strength(self, view: TableView | None = None) -> None:
        """"You have" from the presenter: the shown player's own cards, or nothing."""
        self.action_bar.set_strength(strength_line(self.model.strength()))

    def _show_turn_state(self) -> None:
        """The ring and the line above "You have" as the presenter has them."""
        if self.model.acting is None and self.scene.acting_seat is not None:
            self.scene.set_acting(None)
        line = self.model.turn_line
        self._set_turn_words(None if line is None else
                             ("mine" if line.mine else "other", self._seat_name(line.seat)))

    def _set_turn_words(self, turn: tuple[str, str] | None) -> None:
        """The line above the strength: whose turn it is (kept to be worded again)."""
        self._turn = turn
        if turn is None:
            self.action_bar.set_turn_text("")
        elif turn[0] == "mine":
            self.action_bar.set_turn_text(fmt(self.tr("Your turn, %1"), turn[1]))
        else:
            self.action_bar.set_turn_text(fmt(self.tr("%1 to act"), turn[1]))

    def _show_turn(self, turn: Turn) -> None:
        """A turn reaches the felt: the ring with the host's time left, and the buttons, the
        hand-over cover or the "to act" line (the presenter decides which)."""
        offered = self.model.offer  # the same seat's turn again (the host's fresh clock
        kind = self.model.reach_turn(turn)  # after the cover, a refused move): no new chime
        if kind is TurnKind.STALE:
            return  # a turn that was on its way when the connection went
        remaining, total = turn.remaining_ms(self.model.clock()), turn.deadline_ms
        if kind is TurnKind.OFFER:  # the cards have landed: a host that waited starts the
            landed = self.session.turn_landed(turn.seat)  # clock now, whole (N4)
            if landed is not None:
                remaining = total = landed
        self.scene.start_clock(turn.seat, remaining, total)
        self.sounds.turn_ended()  # a new turn: any earlier one's warning is moot
        if kind is TurnKind.OTHER:
            self._show_turn_state()
            return
        if kind is TurnKind.COVER:
            view = self.views.get(turn.seat)
            name = view.seat(turn.seat).name if view is not None else str(turn.seat)
            self.action_bar.show_idle()
            self._show_screen()  # nothing private under the cover either
            self._show_turn_state()
            self.handover.ask(turn.seat, name)
            self.session.cover_shown(turn.seat)  # the host may hold this seat's clock meanwhile
            window = self.window()
            self.sounds.turn_offered(window, remaining, active=window.isActiveWindow())
            return
        self._offer(turn.seat, turn.legal, remaining,
                    chime=offered is None or offered.seat != turn.seat)

    def _seat_name(self, seat: int) -> str:
        """The name a turn line uses: the plate's (without the host's " (bot)")."""
        view = self.model.shown or self.views.get(self.focus_seat)
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
        self._show_turn_state()
        self.action_bar.set_turn(seat, legal)
        self._uncover_turn()
        window = self.window()
        self.sounds.turn_offered(window, remaining_ms, active=window.isActiveWindow(),
                                 chime=chime)
        window.activateWindow()

    def _on_handover_confirmed(self, seat: int) -> None:
        pending = self.model.confirm_cover(seat)
        self.focus_on(seat)
        if pending is not None:
            remaining = pending.remaining_ms(self.model.clock())
            self.scene.start_clock(seat, remaining, pending.deadline_ms)
            self._offer(seat, pending.legal, remaining, chime=False)  # chimed at the cover
        self.session.cover_cleared(seat)  # last: the host's fresh turn finds the player here

    def _show_screen(self) -> None:
        """Hotseat: draw only what the player at the screen may see (every down card as a
        back while nobody is known to be there); the strength line with it."""
        if not self.hotseat:
            return
        self.scene.set_screen_seat(self.model.at_screen)
        self.scene.set_privacy(not self.model.may_show_own_cards())
        self._update_strength()

    def focus_on(self, seat: int) -> None:
        """Show the table as ``seat`` sees it (hotseat): its own down cards, its strength.
        Only the seat whose player clicked ready (the presenter's ``at_screen``) has its
        cards shown."""
        self.player.finish_all(drop_queue=True)
        self.model.focus_seat = seat
        self.scene.set_viewer(seat)
        self._show_screen()
        view = self.views.get(seat)
        if view is not None:
            self.scene.apply_view(view)
            self._after_view(view)

    def _on_action_bar_action_chosen(self, seat: int, move: LegalAction) -> None:
        self._last_hand_back()
        self.sounds.turn_ended()
        self._set_turn_words(None)
        self.session.send_action(seat, move)

    # ------------------------------------------------------------------ side panel

    def _on_chat_input_return_pressed(self) -> None:
        text = self.chat_input.text().strip()
        if text:
            self.session.send_chat(text)
        self.chat_input.clear()
        self._chat_done()

    def _chat_done(self) -> None:
        """The keyboard back to the table after a chat line is sent (or Escape): the action
        keys F, C, B are letters the chat box would otherwise keep."""
        self.chat_input.clearFocus()
        self.setFocus(Qt.FocusReason.OtherFocusReason)

    def last_hand_window(self) -> Any:
        if self._last_hand is None:
            from studdesk.gui.history.last_hand import LastHandWindow

            window = self._last_hand = LastHandWindow(self.journal, self)
            window.installEventFilter(self)  # m15: Escape closes it
        return self._last_hand

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if (watched is self._last_hand and isinstance(watched, QWidget)
                and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.key() == Qt.Key.Key_Escape):
            watched.close()
            return True
        if (watched is self.chat_input and event.type() == QEvent.Type.KeyPress
                and isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Escape):
            self._chat_done()
            return True
        return super().eventFilter(watched, event)

    def _uncover_turn(self) -> None:
        """m15: your turn is never under the Last hand window: it steps aside until you
        have acted."""
        window = self._last_hand
        if window is not None and window.isVisible():
            window.hide()
            self._last_hand_aside = True

    def _last_hand_back(self) -> None:
        if self._last_hand_aside and self._last_hand is not None:
            self._last_hand_aside = False
            self._last_hand.show()

    def _on_last_hand_button_clicked(self) -> None:
        window = self.last_hand_window()
        window.refresh()
        window.show()
        window.raise_()

    def is_in_a_hand(self) -> bool:
        """A seat played here is dealt into the hand in play and has not folded."""
        return self.model.is_in_a_hand()

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
            if hosting and not self._ending and self.session.stop_table():
                # m9: the host sees the final ledger too: the table ends first, its ledger
                # comes (with "Back to the lobby"), and only then does the window go.
                self._ending = True
                self.leave_button.setEnabled(False)
                QTimer.singleShot(LEDGER_WAIT_MS, self, self._leave_without_ledger)
                return
        self.session.close()
        self.left_table.emit()

    def _leave_without_ledger(self) -> None:
        """The ended table's ledger never came: leave anyway."""
        if self._ending and not (self.ledger is not None and self.ledger[1]):
            self.back_to_lobby()
