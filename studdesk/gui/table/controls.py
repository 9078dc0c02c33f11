"""What a table on a host adds around the felt: the notice strip, the Table and Host menus'
contents, and the ledger.

- :class:`NoticeBar`: a strip over the action bar with one row per thing that waits for an
  answer: someone knocking (the host lets them in or turns them away), the ante question
  (RULES.md D1: "Post the ante 0.40?" with its countdown), "Reconnecting…".
- :class:`TableMenu` / :class:`HostMenu`: the menus' items from the latest
  :class:`~studdesk.gui.session.table_session.TableStatus` (filled each time a menu opens).
- :class:`LedgerDialog`: who bought in for how much, what they have now, who is up and down.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from studdesk.gui.session.table_session import TableSession, TableStatus
from studdesk.gui.text.money import amounts_have_cents, format_chips, signed_chips
from studdesk.gui.text.narrator import fmt
from studdesk.gui.text.retranslate import Retranslating

if TYPE_CHECKING:  # the lobby loads this module: no wire code before a table
    from net import protocol as P


class NoticeRow(QFrame):
    """One line of the notice strip: words and up to two buttons."""

    def __init__(self, key: tuple[str, int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self.setObjectName("noticeRow")
        self.label = QLabel(self)
        self.label.setObjectName("noticeLabel")
        self.countdown = QLabel(self)
        self.countdown.setObjectName("noticeCountdown")
        self.yes = QPushButton(self)
        self.yes.setObjectName("primaryButton")
        self.no = QPushButton(self)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(14, 4, 14, 4)
        lay.addWidget(self.label, 1)
        lay.addWidget(self.countdown)
        lay.addWidget(self.yes)
        lay.addWidget(self.no)
        self.deadline: float | None = None
        self.words: Callable[[], str] = lambda: ""
        self.yes_words: Callable[[], str] = lambda: ""
        self.no_words: Callable[[], str] = lambda: ""
        self.on_yes: Callable[[], None] = lambda: None
        self.on_no: Callable[[], None] = lambda: None
        self.yes.clicked.connect(self._on_yes_clicked)
        self.no.clicked.connect(self._on_no_clicked)

    def _on_yes_clicked(self) -> None:
        self.on_yes()

    def _on_no_clicked(self) -> None:
        self.on_no()

    def retranslate(self) -> None:
        self.label.setText(self.words())
        self.yes.setText(self.yes_words())
        self.no.setText(self.no_words())
        self.yes.setVisible(bool(self.yes.text()))
        self.no.setVisible(bool(self.no.text()))


class NoticeBar(QFrame):
    """The strip of things waiting for an answer (hidden when there are none)."""

    ante_answered = Signal(int, bool)  # seat, post
    knock_answered = Signal(int, bool)  # client id, let in

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("noticeBar")
        self.rows: dict[tuple[str, int], NoticeRow] = {}
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 4, 0, 4)
        self._layout.setSpacing(2)
        self._tick = QTimer(self)
        self._tick.setInterval(250)
        self._tick.timeout.connect(self._on_tick_timeout)
        self.hide()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            for row in self.rows.values():
                row.retranslate()
        super().changeEvent(event)

    def _row(self, key: tuple[str, int]) -> NoticeRow:
        row = self.rows.get(key)
        if row is None:
            row = self.rows[key] = NoticeRow(key, self)
            self._layout.addWidget(row)
        self.show()
        return row

    def remove(self, kind: str, ident: int) -> None:
        row = self.rows.pop((kind, ident), None)
        if row is not None:
            self._layout.removeWidget(row)
            row.hide()
            row.deleteLater()
        if not self.rows:
            self.hide()
            self._tick.stop()

    def clear(self, kind: str | None = None) -> None:
        for k, ident in [key for key in self.rows if kind is None or key[0] == kind]:
            self.remove(k, ident)

    def ask_ante(self, seat: int, name: str, amount: int, deadline_ms: int, *,
                 several: bool = False) -> NoticeRow:
        """D1: "Post the ante 0.40?" for ``seat`` until ``deadline_ms`` runs out."""
        row = self._row(("ante", seat))
        if several:
            #: hotseat: %1 the player's name, %2 the ante
            row.words = lambda: fmt(self.tr("%1: post the ante %2?"), name, format_chips(amount))
        else:
            row.words = lambda: fmt(self.tr("Post the ante %1?"), format_chips(amount))
        row.yes_words = lambda: self.tr("Post")
        row.no_words = lambda: self.tr("Sit this hand out")
        row.deadline = time.monotonic() + deadline_ms / 1000
        row.on_yes = lambda: self._answer_ante(seat, True)
        row.on_no = lambda: self._answer_ante(seat, False)
        row.retranslate()
        self._on_tick_timeout()
        self._tick.start()
        return row

    def _answer_ante(self, seat: int, post: bool) -> None:
        self.remove("ante", seat)
        self.ante_answered.emit(seat, post)

    def knock(self, client_id: int, name: str) -> NoticeRow:
        row = self._row(("knock", client_id))
        row.words = lambda: fmt(self.tr("%1 wants to join the table."), name)
        row.yes_words = lambda: self.tr("Let in")
        row.no_words = lambda: self.tr("Turn away")
        row.on_yes = lambda: self._answer_knock(client_id, True)
        row.on_no = lambda: self._answer_knock(client_id, False)
        row.retranslate()
        return row

    def _answer_knock(self, client_id: int, allow: bool) -> None:
        self.remove("knock", client_id)
        self.knock_answered.emit(client_id, allow)

    def say(self, key: str, words: Callable[[], str], *, alert: bool = False) -> NoticeRow:
        """A line with no buttons ("Reconnecting…") until :meth:`remove` ``(key, 0)``;
        ``alert``: in the red of something gone wrong."""
        row = self._row((key, 0))
        row.words = words
        if alert and row.objectName() != "alertRow":
            row.setObjectName("alertRow")
            for widget in (row, row.label):
                widget.style().unpolish(widget)
                widget.style().polish(widget)
        row.retranslate()
        return row

    def _on_tick_timeout(self) -> None:
        now = time.monotonic()
        for key, row in list(self.rows.items()):
            if row.deadline is None:
                row.countdown.setText("")
                continue
            left = row.deadline - now
            if left <= 0:
                self.remove(*key)  # C1: no answer in time deals the player out
                continue
            row.countdown.setText(fmt(self.tr("%1 s"), int(left + 0.999)))


# ---------------------------------------------------------------------------------- menus


class TableMenu(QMenu):
    """The player's menu: sit out or back in, rebuy (T3: up to the buy-in, between hands),
    the ledger, leave. One section per held seat when several people play here (hotseat).
    Filled from the latest status each time it opens (:meth:`fill`)."""

    def fill(self, session: TableSession, status: TableStatus | None, *,
             show_ledger: Callable[[], object] | None, leave: Callable[[], None]) -> None:
        self.clear()
        for old in self.findChildren(QMenu):
            old.deleteLater()
        held = status.you if status is not None else ()
        for seat in held:
            entry = status.seat(seat) if status is not None else None
            if entry is None or status is None:
                continue
            menu: QMenu = self.addMenu(entry.name) if len(held) > 1 else self
            if entry.sitting_out:
                act = menu.addAction(self.tr("Sit back in"))
                act.triggered.connect(lambda _=False, s=seat: session.sit_back(s))
            else:
                act = menu.addAction(self.tr("Sit out from the next hand"))
                act.triggered.connect(lambda _=False, s=seat: session.sit_out(s))
            need = status.buy_in - entry.stack
            #: %1: the chips added, %2: the buy-in the stack comes to
            act = menu.addAction(fmt(self.tr("Rebuy %1 (up to %2)"),
                                     format_chips(need), format_chips(status.buy_in))
                                 if need > 0 else  # n4: not "Rebuy 0"
                                 fmt(self.tr("Rebuy (the stack is the full %1)"),
                                     format_chips(status.buy_in)))
            act.setEnabled(status.can_rebuy(seat))
            act.triggered.connect(lambda _=False, s=seat: session.rebuy(s))
        if held:
            self.addSeparator()
        act = self.addAction(self.tr("Ledger…"))
        act.setEnabled(show_ledger is not None)
        if show_ledger is not None:
            act.triggered.connect(lambda _=False: show_ledger())
        act = self.addAction(self.tr("Leave the table"))
        act.triggered.connect(lambda _=False: leave())


class HostMenu(QMenu):
    """The host's menu: players waiting to join, pause after this hand, remove a player, end
    the session."""

    def fill(self, session: TableSession, status: TableStatus | None,
             knocks: Sequence[tuple[int, str]], *, confirm_kick: Callable[[int, str], None],
             confirm_end: Callable[[], None]) -> None:
        self.clear()
        for old in self.findChildren(QMenu):
            old.deleteLater()
        if knocks:
            for client_id, name in knocks:
                act = self.addAction(fmt(self.tr("Let %1 in"), name))
                act.triggered.connect(lambda _=False, c=client_id: session.approve(c, True))
                act = self.addAction(fmt(self.tr("Turn %1 away"), name))
                act.triggered.connect(lambda _=False, c=client_id: session.approve(c, False))
            self.addSeparator()
        paused = bool(status and status.paused)
        # n3: paused, the item says what it does now: resume (not an unticked "pause")
        self.pause_action = self.addAction(self.tr("Resume the game") if paused
                                           else self.tr("Pause after this hand"))
        self.pause_action.triggered.connect(lambda _=False: session.set_paused(not paused))
        self.kick_menu = self.addMenu(self.tr("Remove a player"))
        you = status.you if status is not None else ()
        others = [s for s in (status.seats if status else ()) if s is not None
                  and s.seat not in you]
        for entry in others:
            #: %1: seat number, %2: the player's name
            act = self.kick_menu.addAction(fmt(self.tr("Seat %1: %2"), entry.seat, entry.name))
            act.triggered.connect(lambda _=False, e=entry: confirm_kick(e.seat, e.name))
        self.kick_menu.setEnabled(bool(others))
        from studdesk.gui.session.net_session import web_urls

        invite = str(getattr(session, "invite_code", "") or "")
        if invite:
            act = self.addAction(self.tr("Invite a friend…"))
            act.triggered.connect(lambda _=False, c=invite: self._show_invite(c))
        urls = web_urls(session)
        if urls:
            act = self.addAction(self.tr("Phones and browsers…"))
            act.triggered.connect(lambda _=False, u=urls: self._show_web_link(u))
        self.addSeparator()
        self.end_action = self.addAction(self.tr("End the session…"))
        self.end_action.setEnabled(status is not None and status.status != "ended")
        self.end_action.triggered.connect(lambda _=False: confirm_end())

    def _show_invite(self, code: str) -> None:
        """The table's invite, a copy button and its QR code."""
        from studdesk.gui.platform.invite_dialog import InviteDialog

        InviteDialog(code, self.parentWidget()).exec()

    def _show_web_link(self, urls: Sequence[str]) -> None:
        """The web table's link and QR code (studdesk/gui/platform/web_link.py)."""
        from studdesk.gui.platform.web_link import WebLinkDialog

        WebLinkDialog(urls, self.parentWidget()).exec()


# ---------------------------------------------------------------------------------- ledger


class LedgerDialog(Retranslating, QDialog):
    """Who is up and who is down: bought in (rebuys included), chips now, and the difference;
    biggest winner first."""

    COLUMNS = 4

    def __init__(self, entries: Sequence[P.LedgerRow], final: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ledgerDialog")
        self.final = final
        self.entries = sorted(entries, key=lambda e: (-e.won, e.name.casefold()))
        self.title = QLabel(self)
        self.title.setObjectName("dialogTitle")
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.note.setObjectName("tableSubtitle")
        self.table = QTableWidget(len(self.entries), self.COLUMNS, self)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setShowGrid(False)
        self.table.verticalHeader().setDefaultSectionSize(34)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.table.setMinimumHeight(40 + 34 * min(len(self.entries), 10))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for col in range(1, self.COLUMNS):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        self.back_button: QPushButton | None = None  # "Back to the lobby" when it is final
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        self.buttons.accepted.connect(self.accept)
        lay = QVBoxLayout(self)
        lay.addWidget(self.title)
        lay.addWidget(self.note)
        lay.addWidget(self.table, 1)
        lay.addWidget(self.buttons)
        self.setMinimumWidth(520)
        self._fill()
        self.retranslateUi()

    def _fill(self) -> None:
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        rows = [(e.bought, e.stack) for e in self.entries]
        nets = [e.won for e in self.entries]
        # every amount of the ledger one way (play-test m21): "0.00" beside "95.41", never "0"
        cents = amounts_have_cents([a for row in rows for a in row] + nets)
        for row, (e, (bought, stack), net) in enumerate(zip(self.entries, rows, nets,
                                                            strict=True)):
            name = QTableWidgetItem(e.name)
            cells = [name, QTableWidgetItem(format_chips(bought, cents)),
                     QTableWidgetItem(format_chips(stack, cents)),
                     QTableWidgetItem(signed_chips(net, cents))]
            for col, item in enumerate(cells):
                if col:
                    item.setTextAlignment(right)
                self.table.setItem(row, col, item)
            cells[3].setForeground(QColor("#7fd49a" if net > 0 else "#e5735d" if net < 0
                                          else "#b7ad94"))
            font = cells[3].font()
            font.setBold(True)
            cells[3].setFont(font)

    def retranslateUi(self) -> None:  # noqa: N802
        self.setWindowTitle(self.tr("Ledger — StudDesk"))
        self.title.setText(self.tr("The session is over") if self.final
                           else self.tr("Ledger"))
        self.note.setText(self.tr("Who bought in for how much, what they have now, and who is "
                                  "up or down. Settle up as the table agreed."))
        self.table.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Bought in"),
                                              self.tr("Now"), self.tr("Up / down")])

    def nets(self) -> dict[str, int]:
        return {e.name: e.won for e in self.entries}
