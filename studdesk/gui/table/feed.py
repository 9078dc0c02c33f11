"""The presenter's Qt side, :class:`TableFeed`: the session's only subscriber in the table window.

A :class:`~studdesk.gui.session.table_session.TableSession` speaks as fast as the table runs; the
window shows it at the pace of the animations. The feed takes every session signal, keeps what
it says in the :class:`~studdesk.gui.table.presenter.TablePresenter` (``model``: Qt-free, the
state the window reads), the hand journal and the :class:`~studdesk.gui.table.dealer_log.DealerLog`,
queues what belongs to the felt on the :class:`~studdesk.gui.table.event_player.EventPlayer`, and
says in past-tense signals what happened:

- ``*_reached`` when the felt gets there (an event as its animation starts, a view when the
  animations before it have finished, a turn, a format message);
- the others as they arrive (what is not on the felt: chat, knocks, the ledger, the status ...).

The window and its widgets read the presenter and these signals, never the session's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal

from net import protocol as P
from studdesk.engine.actions import LegalAction
from studdesk.engine.events import ActionTaken, ChoiceMade, Event
from studdesk.engine.views import TableView
from studdesk.gui.history.hand_history import HandJournal
from studdesk.gui.session.table_session import HandRecord, TableSession, TableStatus
from studdesk.gui.table.dealer_log import DealerLog
from studdesk.gui.table.event_player import EventPlayer
from studdesk.gui.table.presenter import TablePresenter, Turn


class TableFeed(QObject):
    """See the module docstring."""

    # the felt got there
    event_reached = Signal(object, bool)  # Event, timeout (C1)
    view_reached = Signal(object)  # TableView of the focus seat
    turn_reached = Signal(object)  # Turn
    format_reached = Signal(str, object)  # a night's format message (not the game choice)
    # as it arrives
    event_arrived = Signal(object)  # the focus seat's Event, ahead of the felt
    game_offered = Signal(str, object)  # dealer's choice: the question has a countdown
    chat_said = Signal(str, str)  # sender, text (the table's own lines go to the dealer log)
    hand_recorded = Signal(object)  # HandRecord, in the journal
    table_lost = Signal(str)  # reason, once
    offline_changed = Signal(bool)  # on: the connection dropped; off: it is back (C4)
    held_changed = Signal(bool)  # the focus seat moved
    status_changed = Signal(object)  # TableStatus
    seat_status_changed = Signal(int, str)
    time_bank_changed = Signal(int, int)
    knocked = Signal(int, str)
    knock_settled = Signal(int)
    ante_asked = Signal(int, int, int)
    ledger_changed = Signal(bool)  # final
    show_offered = Signal(int, int)  # O6, to a held seat of a live table

    def __init__(self, session: TableSession, player: EventPlayer,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.player = player
        self.model = TablePresenter(session.held_seats())
        self.journal = HandJournal(200, public_only=self.model.hotseat)
        self.journal_seat = self.model.focus_seat
        self.dealer_log = DealerLog(self)
        player.event_started.connect(self._on_player_event_started)
        session.view_changed.connect(self._on_session_view_changed)
        session.event_received.connect(self._on_session_event_received)
        session.turn_started.connect(self._on_session_turn_started)
        session.chat_received.connect(self._on_session_chat_received)
        session.hand_recorded.connect(self._on_session_hand_recorded)
        session.connection_lost.connect(self._on_session_connection_lost)
        session.seat_status_changed.connect(self.seat_status_changed)
        session.seats_changed.connect(self._on_session_seats_changed)
        session.status_changed.connect(self._on_session_status_changed)
        session.knocked.connect(self._on_session_knocked)
        session.knock_settled.connect(self._on_session_knock_settled)
        session.ante_asked.connect(self.ante_asked)
        session.ledger_received.connect(self._on_session_ledger_received)
        session.reconnecting.connect(self._on_session_reconnecting)
        session.time_bank_changed.connect(self.time_bank_changed)
        session.show_offered.connect(self._on_session_show_offered)
        session.format_received.connect(self._on_session_format_received)

    # ------------------------------------------------------------------ the felt's timeline

    def _on_session_view_changed(self, seat: int, view: TableView) -> None:
        self.dealer_log.learn_names({s.seat: s.name for s in view.seats})
        if seat == self.journal_seat:
            self.journal.attach_view(view)
        if self.model.receive_view(seat, view):  # the focus seat's: shown when the felt is there
            self.player.push_view(view)
            self.player.push_call(lambda: self.view_reached.emit(view))

    def _on_session_event_received(self, seat: int, ev: Event, timeout: bool) -> None:
        if seat == self.journal_seat:
            self.journal.feed(ev, timeout)
        if seat != self.model.focus_seat:
            return
        if isinstance(ev, ActionTaken | ChoiceMade):  # its buttons go at once (no second move)
            self.model.acted(ev.seat)
        self.event_arrived.emit(ev)
        self.player.push_event(ev, timeout)

    def _on_player_event_started(self, ev: Event, timeout: bool) -> None:
        """An event's animation starts: it is "now" for the presenter and the dealer log."""
        self.dealer_log.tell(ev, timeout=timeout)
        self.model.reach_event(ev)
        self.event_reached.emit(ev, timeout)

    def _on_session_turn_started(self, seat: int, deadline_ms: int,
                                 legal: Sequence[LegalAction]) -> None:
        # The ring, the "to act" line and the buttons come when the felt gets there (the
        # cards dealt before this turn have landed), with the host's time left then.
        turn = Turn(seat, deadline_ms, tuple(legal or ()), self.model.clock())
        self.player.push_call(lambda: self.turn_reached.emit(turn))

    def _on_session_chat_received(self, sender: str, text: str) -> None:
        if sender:
            self.chat_said.emit(sender, text)
        else:  # the table's own line: in the log after the events that came before it
            self.player.push_call(lambda: self._tell_table(text))

    def _tell_table(self, text: str) -> None:
        self.dealer_log.tell_table(text)

    def _on_session_format_received(self, kind: str, fields: Any) -> None:
        """A night's format: the dealer's-choice question at once (it has a countdown), the
        rest when the felt gets there (no format bar a hand ahead of the felt, M6)."""
        if isinstance(fields, P.ChooseGame):
            self.game_offered.emit(kind, fields)
        else:
            self.player.push_call(lambda: self.format_reached.emit(kind, fields))

    # ------------------------------------------------------------------ as it arrives

    def _on_session_hand_recorded(self, record: HandRecord) -> None:
        self.journal.record(record)
        self.hand_recorded.emit(record)

    def _on_session_connection_lost(self, reason: str) -> None:
        if self.model.lost:
            return
        self.model.set_lost()
        self.table_lost.emit(reason)

    def _on_session_seats_changed(self, seats: tuple[int, ...]) -> None:
        """The host gave this connection its seat (or took one away)."""
        moved = self.model.receive_held(seats)
        self.journal.public_only = self.model.hotseat
        if moved:
            self.journal_seat = self.model.focus_seat
        self.held_changed.emit(moved)

    def _on_session_status_changed(self, status: TableStatus) -> None:
        self.model.receive_status(status)
        self.dealer_log.learn_names({s.seat: s.name for s in status.seats if s is not None})
        self.status_changed.emit(status)

    def _on_session_knocked(self, client_id: int, name: str) -> None:
        self.model.knocks[client_id] = name
        self.knocked.emit(client_id, name)

    def _on_session_knock_settled(self, client_id: int) -> None:
        self.model.knocks.pop(client_id, None)
        self.knock_settled.emit(client_id)

    def _on_session_ledger_received(self, entries: Any, final: bool) -> None:
        self.model.ledger = (entries, final)
        self.ledger_changed.emit(final)

    def _on_session_reconnecting(self, on: bool) -> None:
        self.model.set_offline(on)
        self.offline_changed.emit(on)

    def _on_session_show_offered(self, seat: int, deadline_ms: int) -> None:
        model = self.model
        if seat in model.held and not model.lost and not model.offline:
            self.show_offered.emit(seat, deadline_ms)


__all__ = ["TableFeed"]
