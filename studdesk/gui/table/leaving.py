"""How a table window ends, :class:`TableExit`: the table gone (the banner, the dialog, what
becomes of the hand in play), the ledger (the final one with "Back to the lobby"), and the
player leaving ("Leave table", with the questions it needs).

Its words are the table window's (translation context ``TableWindow``).
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, SignalInstance
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox, QPushButton, QWidget

from studdesk.engine.hand import Phase
from studdesk.gui.platform.sound import SoundBoard
from studdesk.gui.session.table_session import TableSession
from studdesk.gui.table.action_bar import ActionBar
from studdesk.gui.table.controls import LedgerDialog, NoticeBar
from studdesk.gui.table.feed import TableFeed
from studdesk.gui.table.format_bar import FormatBar
from studdesk.gui.table.presenter import TablePresenter
from studdesk.gui.table.side_panel import SidePanel
from studdesk.gui.text.narrator import fmt

translate = QCoreApplication.translate

LEDGER_WAIT_MS = 15_000
"""How long a host who leaves waits for the ended table's final ledger before going anyway."""


class ExitingWindow(Protocol):
    """What :class:`TableExit` reads of the table window (a protocol, so that this module and
    the window do not import each other)."""

    @property
    def session(self) -> TableSession: ...
    @property
    def feed(self) -> TableFeed: ...
    @property
    def model(self) -> TablePresenter: ...
    @property
    def action_bar(self) -> ActionBar: ...
    @property
    def notices(self) -> NoticeBar: ...
    @property
    def format_bar(self) -> FormatBar: ...
    @property
    def sounds(self) -> SoundBoard: ...
    @property
    def side(self) -> SidePanel: ...
    @property
    def leave_button(self) -> QPushButton: ...
    @property
    def left_table(self) -> SignalInstance: ...
    def freeze_table(self) -> None: ...
    def isHidden(self) -> bool: ...  # noqa: N802 (Qt's name)
    def window(self) -> QWidget: ...


class TableExit(QObject):
    """See the module docstring; ``window`` is the table window it ends."""

    def __init__(self, window: ExitingWindow, parent: QWidget) -> None:
        super().__init__(parent)
        self.window = window
        self.widget = parent  # the window as a widget: the dialogs' parent
        self.session = window.session
        self.model = window.model
        self.ended = False  # the session ended (the final ledger came)
        self.ending = False  # the host asked to leave: the table is ending
        self.lost_dialog: QMessageBox | None = None
        self.ledger_dialog: LedgerDialog | None = None
        feed = window.feed
        feed.table_lost.connect(self._on_feed_table_lost)
        feed.ledger_changed.connect(self._on_feed_ledger_changed)

    # ------------------------------------------------------------------ the table is gone

    def _on_feed_table_lost(self, reason: str) -> None:
        """The table is gone (its host died, the network went, the session ended): say so on
        the table at once, stop everything that suggests a hand goes on, and offer the way
        back to the lobby (a banner, and a dialog unless the final ledger already says it)."""
        w = self.window
        w.sounds.turn_ended()
        w.action_bar.set_away(False)
        w.freeze_table()
        w.notices.clear()
        ledger = self.model.ledger
        ended = self.ended = ledger is not None and ledger[1]
        w.action_bar.set_closed(self.closed_words())
        goes_on = self.table_goes_on()
        row = w.notices.say(
            "lost", (lambda: translate("TableWindow", "The session is over.")) if ended
            else (lambda: reason) if goes_on
            else (lambda: fmt(translate("TableWindow", "The table is gone: %1"), reason)),
            alert=not ended)
        row.yes_words = lambda: translate("TableWindow", "Back to the lobby")
        row.on_yes = self.back_to_lobby
        row.retranslate()
        w.side.set_lost()
        w.feed.dealer_log.tell_table(lambda: self.lost_text(reason))
        void = "" if ended or goes_on else self.voided_line()
        if void:  # m12: a joiner whose host died is told what becomes of the hand in play
            w.feed.dealer_log.tell_table(void)
        if not ended and not goes_on and not w.isHidden():
            self.show_lost_dialog(reason)

    def table_goes_on(self) -> bool:
        """The connection closed while the table plays on: its seat is open in another
        window (the same seat token said hello elsewhere). Nothing is void and the table is
        not gone: the banner says just why, with the way back to the lobby."""
        return self.session.lost_code == "open_elsewhere"

    def voided_line(self) -> str:
        """When the table went in the middle of a hand: that hand is void (the host's journal
        puts every chip back where it was when it started); "" between hands. Removed by the
        host (N3), the hand went on without us: it says what became of our chips."""
        if self.session.lost_code == "kicked":
            return self.session.removed_words()  # the host's own account of the hand
        view = self.model.shown
        if view is None or view.phase is Phase.COMPLETE:
            return ""
        return self.session.notice_line("hand_voided", view.hand)

    def closed_words(self) -> str:
        if not self.model.lost:
            return ""
        return (translate("TableWindow", "The session is over.") if self.ended
                else translate("TableWindow", "The table is closed."))

    def lost_text(self, reason: str) -> str:
        if self.session.lost_code == "session_ended":
            return reason  # the session ended (the host ended it): no connection was lost
        #: %1: the reason, as the network layer gives it
        return fmt(translate("TableWindow", "Connection lost: %1"), reason)

    def show_lost_dialog(self, reason: str) -> None:
        box = self.lost_dialog = QMessageBox(self.widget)
        box.setObjectName("lostDialog")
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(translate("TableWindow", "The table is gone"))
        box.setText(translate("TableWindow",
                              "The connection to the table is lost and could not be restored."))
        # m12: the generic reason says what the text above says already: not twice.
        said = "" if self.session.lost_code == "" else (
            reason[:1].upper() + reason[1:].rstrip(".") + ".")
        words = fmt(translate("TableWindow", "%1 The hands played here stay readable, from the "
                                             "lobby too."), said).strip()
        void = self.voided_line()
        box.setInformativeText(words if not void else void + "\n\n" + words)
        back = box.addButton(translate("TableWindow", "Back to the lobby"),
                             QMessageBox.ButtonRole.AcceptRole)
        box.addButton(translate("TableWindow", "Stay and look"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(back)
        back.clicked.connect(self.back_to_lobby)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.open()

    # ------------------------------------------------------------------ the ledger

    def _on_feed_ledger_changed(self, final: bool) -> None:
        if final:
            self.show_ledger()
            bar = self.window.format_bar
            if bar.standings is not None and bar.standings.final:
                bar.show_standings()  # m1: places and prizes first, on top

    def show_ledger(self) -> LedgerDialog | None:
        """The latest ledger in its own window (None before the table sent one)."""
        ledger = self.model.ledger
        if ledger is None:
            return None
        if self.ledger_dialog is not None:
            self.ledger_dialog.close()
            self.ledger_dialog.deleteLater()
        entries, final = ledger
        dialog = self.ledger_dialog = LedgerDialog(entries, final, self.widget)
        if final:  # the session is over: from the ledger straight back to the lobby
            dialog.back_button = dialog.buttons.addButton(
                translate("TableWindow", "Back to the lobby"),
                QDialogButtonBox.ButtonRole.AcceptRole)
            dialog.back_button.setObjectName("primaryButton")
            dialog.back_button.clicked.connect(self.back_to_lobby)
            self.window.freeze_table()
            self.window.action_bar.set_away(False)
        dialog.show()
        return dialog

    # ------------------------------------------------------------------ leaving

    def leave(self) -> None:
        """"Leave table" (or "Back to the lobby" once the table is gone)."""
        w = self.window
        if not self.model.lost:
            hosting = self.session.ends_table_on_leave()
            if hosting:
                words = translate("TableWindow", "You host this table: leaving ends it for "
                                                 "everyone (they get the ledger). Leave?")
            elif self.model.is_in_a_hand():
                words = translate("TableWindow", "You are in the middle of a hand: leaving now "
                                                 "folds it. Leave the table?")
            else:
                words = ""
            if words:
                answer = QMessageBox.question(
                    self.widget, translate("TableWindow", "Leave the table"), words + "\n\n"
                    + translate("TableWindow", "The hands played here stay readable from the "
                                               "lobby."))
                if answer != QMessageBox.StandardButton.Yes:
                    return
            if hosting and not self.ending and self.session.stop_table():
                # m9: the host sees the final ledger too: the table ends first, its ledger
                # comes (with "Back to the lobby"), and only then does the window go.
                self.ending = True
                w.leave_button.setEnabled(False)
                QTimer.singleShot(LEDGER_WAIT_MS, self, self._leave_without_ledger)
                return
        self.session.close()
        w.left_table.emit()

    def _leave_without_ledger(self) -> None:
        """The ended table's ledger never came: leave anyway."""
        ledger = self.model.ledger
        if self.ending and not (ledger is not None and ledger[1]):
            self.back_to_lobby()

    def back_to_lobby(self) -> None:
        """Leave a table that is gone (or over) at once: no question, nothing to lose."""
        for dialog in (self.lost_dialog, self.ledger_dialog):
            if dialog is not None:
                dialog.close()
        self.session.close()
        self.window.left_table.emit()


__all__ = ["LEDGER_WAIT_MS", "TableExit"]
