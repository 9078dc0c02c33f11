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

The window is a view: it hears nothing from the session itself. Its
:class:`~studdesk.gui.table.feed.TableFeed` is the session's only subscriber; it keeps the
presenter (``model``), the hand journal and the dealer log, and says in past-tense signals what
arrived and what the felt has reached. Jobs of their own live beside the window: the side
panel (``side_panel``), the menus and their dialogs (``table_menus``), the table gone, the
ledger and leaving (``leaving``), the Last hand window (``last_hand_link``), the waiting plates
(``waiting_seats``), what waits for an answer (``notice_desk``). What stays here: the turns, the
cover and the strength line, as the presenter has them.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QMessageBox, QVBoxLayout, QWidget

from net import protocol as P
from studdesk.engine.actions import ActionKind, LegalAction
from studdesk.engine.events import (
    ActionTaken,
    CardTurnedUp,
    ChoiceMade,
    Declared,
    Event,
    HandStarted,
    StreetStarted,
    WildRanksChanged,
)
from studdesk.engine.hand import Phase
from studdesk.engine.views import TableView
from studdesk.gui.history.hand_history import HandJournal
from studdesk.gui.platform.settings import ANIMATION_SPEEDS, Settings
from studdesk.gui.platform.sound import SoundBoard
from studdesk.gui.session.table_session import TableSession, TableStatus
from studdesk.gui.table.action_bar import ActionBar
from studdesk.gui.table.controls import LedgerDialog, NoticeBar
from studdesk.gui.table.event_player import EventPlayer
from studdesk.gui.table.feed import TableFeed
from studdesk.gui.table.format_bar import FormatBar
from studdesk.gui.table.graphics_view import TableGraphicsView
from studdesk.gui.table.hand_strength import strength_line
from studdesk.gui.table.handover import HandoverScreen
from studdesk.gui.table.items import plate_name
from studdesk.gui.table.last_hand_link import LastHandLink
from studdesk.gui.table.leaving import TableExit
from studdesk.gui.table.notice_desk import NoticeDesk
from studdesk.gui.table.presenter import Turn, TurnKind
from studdesk.gui.table.scene import TableScene
from studdesk.gui.table.side_panel import SidePanel
from studdesk.gui.table.table_menus import TableMenus
from studdesk.gui.table.waiting_seats import show_waiting_seats
from studdesk.gui.text.formats import place_text
from studdesk.gui.text.narrator import fmt
from studdesk.gui.text.retranslate import Retranslating


class TableWindow(Retranslating, QWidget):
    """See the module docstring. Its parts, each with one job: the felt (``scene``, ``view``,
    ``player``), the ``action_bar``, the ``notices`` and their ``notice_desk``, the
    ``format_bar``, the ``handover`` cover, the ``side`` panel, the ``menus``, the ``exit``
    flow, the ``last_hand`` window; and the ``feed``, the session's only subscriber, with the
    presenter (``model``) they read."""

    left_table = Signal()  # the player asked to leave

    def __init__(self, session: TableSession, settings: Settings | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableWindow")
        self.session = session
        self.settings = settings
        self._turn: tuple[str, str] | None = None
        self.scene = TableScene(self)
        self.view = TableGraphicsView(self.scene, self)
        self.player = EventPlayer(self.scene, self)
        # Everything the window shows about the hand comes from the presenter, which follows
        # the animation timeline (table.presenter), through the feed (table.feed).
        self.feed = TableFeed(session, self.player, self)
        self.model = self.feed.model
        self.journal: HandJournal = self.feed.journal
        self.scene.set_viewer(self.focus_seat)  # our own seat at the bottom
        if self.hotseat:
            self.scene.set_screen_seat(None)
        self.action_bar = ActionBar(self)
        self.notices = NoticeBar(self)
        self.format_bar = FormatBar(self.feed, self)  # a night's format
        self.handover = HandoverScreen(self)
        self.sounds = SoundBoard(self)
        self.exit = TableExit(self, self)
        self.notice_desk = NoticeDesk(self, self)
        self.menus = TableMenus(self, session, self.model, settings,
                                show_ledger=self.show_ledger, leave=self.exit.leave)
        self.table_menu, self.host_menu = self.menus.table_menu, self.menus.host_menu
        self.side = SidePanel(self.feed.dealer_log, self.table_menu, self.host_menu, self)
        self.last_hand = LastHandLink(self.journal, self)
        side = self.side
        self.title, self.subtitle, self.log = side.title, side.subtitle, side.log
        self.last_hand_button, self.leave_button = side.last_hand_button, side.leave_button
        self.table_button, self.host_button = side.table_button, side.host_button
        self.chat_input = side.chat_input

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

        feed = self.feed
        feed.event_arrived.connect(self._on_feed_event_arrived)
        feed.event_reached.connect(self._on_feed_event_reached)
        feed.view_reached.connect(self._after_view)
        feed.turn_reached.connect(self._show_turn)
        feed.game_offered.connect(self._on_feed_game_offered)
        self.format_bar.chose.connect(self._on_format_bar_chose)
        feed.format_reached.connect(self._on_feed_format_reached)
        feed.chat_said.connect(side.add_chat)
        feed.hand_recorded.connect(self.last_hand.refresh)
        feed.held_changed.connect(self._on_feed_held_changed)
        feed.status_changed.connect(self._on_feed_status_changed)
        feed.seat_status_changed.connect(self.scene.set_seat_status)
        feed.time_bank_changed.connect(self.scene.set_time_bank)
        feed.show_offered.connect(self._on_feed_show_offered)
        self.action_bar.action_chosen.connect(self._on_action_bar_action_chosen)
        self.action_bar.back_requested.connect(self._on_action_bar_back_requested)
        self.action_bar.show_requested.connect(session.show_cards)
        self.handover.confirmed.connect(self._on_handover_confirmed)
        self.handover.leave_requested.connect(self.exit.leave)  # m8
        side.chat_sent.connect(session.send_chat)
        side.chat_done.connect(lambda: self.setFocus(Qt.FocusReason.OtherFocusReason))
        self.last_hand_button.clicked.connect(self.last_hand.show)
        self.leave_button.clicked.connect(self.exit.leave)
        if settings is not None:
            settings.setting_changed.connect(self._apply_setting)
            for name in ("animation_speed", "sound", "sound_volume"):
                self._apply_setting(name, settings.value(name))
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
    def lost_dialog(self) -> QMessageBox | None:
        return self.exit.lost_dialog

    @property
    def ledger_dialog(self) -> LedgerDialog | None:
        return self.exit.ledger_dialog

    def log_lines(self) -> list[str]:
        return self.log.log_lines()

    def last_hand_window(self) -> Any:
        return self.last_hand.last_hand_window()

    def show_ledger(self) -> LedgerDialog | None:
        return self.exit.show_ledger()

    def back_to_lobby(self) -> None:
        self.exit.back_to_lobby()

    def open_hand(self, path: str | None = None) -> Any:
        return self.menus.open_hand(path)

    def is_in_a_hand(self) -> bool:
        """A seat played here is dealt into the hand in play and has not folded."""
        return self.model.is_in_a_hand()

    # ------------------------------------------------------------------ language, settings

    def retranslateUi(self) -> None:  # noqa: N802
        self.action_bar.set_closed(self.exit.closed_words())
        self.scene.retranslate()
        self._update_titles()
        self._set_turn_words(self._turn)
        if self.views.get(self.focus_seat) is not None:
            self._update_strength()

    def _update_titles(self) -> None:
        """The header: the game and hand on the felt (the presenter's, never a later one)."""
        header = self.model.header()
        self.action_bar.set_paused(header.paused)  # n3: the bar agrees with the header
        self.side.show_header(header)

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

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self.handover.isVisible():
            self.handover.setGeometry(self.rect())

    # ------------------------------------------------------------------ what the feed says

    def _on_feed_event_arrived(self, ev: Event) -> None:
        """The focus seat's event, ahead of the felt."""
        if isinstance(ev, ActionTaken | ChoiceMade) and self.action_bar.seat == ev.seat:
            self.action_bar.show_idle()  # it acted (or its clock did, C1): no second move
        if isinstance(ev, ChoiceMade):  # hotseat: the cover goes to the next seat to choose
            waiting = self.model.next_choice(ev.seat)
            if waiting is not None:
                self._show_turn(waiting)
        if isinstance(ev, HandStarted):
            self.notices.clear("ante")  # the question is over: dealt in or out
        if isinstance(ev, StreetStarted | HandStarted):
            self.action_bar.clear_pre_actions()

    def _on_feed_event_reached(self, ev: Event, timeout: bool) -> None:
        """An event's animation starts: the sound, and what follows the presenter."""
        self.sounds.event_started(ev)
        if isinstance(ev, Declared | CardTurnedUp):
            self.action_bar.choices_revealed()  # every choice is shown now (W9.3, W11.2)
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

    def _on_format_bar_chose(self, variant: str, seat: int) -> None:
        self.session.choose_game(variant, seat)

    def _on_feed_game_offered(self, kind: str, fields: P.ChooseGame) -> None:
        if fields.seat in self.held:  # m4: the pick is yours: as loud as a turn
            window = self.window()
            self.sounds.turn_offered(window, fields.deadline_ms, active=window.isActiveWindow())

    def _on_feed_format_reached(self, kind: str, fields: Any) -> None:
        """A format message the felt has got to: a busted player's place on the plate (m1;
        the format bar follows the feed itself)."""
        if isinstance(fields, P.Eliminated) and fields.seat is not None:
            item = self.scene.seat_item(fields.seat)
            item.out_text = place_text(fields.place)
            item.update()

    def _on_feed_held_changed(self, moved: bool) -> None:
        """The host gave this connection its seat (or took one away)."""
        self._show_screen()  # a change of seats is a change of the player at the screen
        if moved:
            self.scene.set_viewer(self.focus_seat)
            view = self.views.get(self.focus_seat)
            if view is not None:
                self.scene.apply_view(view)
                self._after_view(view)

    def _on_feed_status_changed(self, status: TableStatus) -> None:
        self.scene.set_bot_seats(s.seat for s in status.seats if s is not None and s.bot)
        self.scene.set_table_seats(status.table_seats)
        self.scene.set_time_banks({s.seat: s.time_bank_ms for s in status.seats if s is not None})
        entry = status.seat(self.focus_seat)  # the "I'm back" button while we sit out (C3)
        self.action_bar.set_away(entry is not None and entry.sitting_out and entry.connected
                                 and self.focus_seat in self.held and not self._lost)
        self.table_button.setVisible(True)
        self.host_button.setVisible(status.is_host)
        self._update_titles()
        self._show_waiting_seats()

    def _on_feed_show_offered(self, seat: int, deadline_ms: int) -> None:
        """O6: everyone folded to held ``seat``: "Show cards" until the host's window closes."""
        self.action_bar.offer_show(seat)
        QTimer.singleShot(max(0, deadline_ms), self, lambda: self._withdraw_show(seat))

    def _withdraw_show(self, seat: int) -> None:
        if self.action_bar.show_offered_to() == seat:
            self.action_bar.withdraw_show()

    def _on_action_bar_back_requested(self) -> None:
        if self.focus_seat in self.held:
            self.session.sit_back(self.focus_seat)

    def _show_waiting_seats(self) -> None:
        if self.status is not None:
            show_waiting_seats(self.scene, self.status, self.model.shown, self.focus_seat)

    def freeze_table(self) -> None:
        """Nothing on the table says a hand goes on: no buttons, no pre-actions, no clock,
        no "X to act" line."""
        self.model.freeze()
        self.action_bar.clear_pre_actions()
        self.action_bar.show_idle()
        self.scene.set_acting(None)
        self._set_turn_words(None)

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
        if kind in (TurnKind.STALE, TurnKind.QUEUED):
            return  # on its way when the connection went; or a choice after another's
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
        self.last_hand.step_aside()  # m15: your turn is never under it
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
        self.last_hand.come_back()
        self.sounds.turn_ended()
        self._set_turn_words(None)
        self.session.send_action(seat, move)
