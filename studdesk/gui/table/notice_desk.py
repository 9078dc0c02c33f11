"""What waits for an answer on the notice strip over the action bar, :class:`NoticeDesk`:
someone knocking (the host's connection), the ante question (RULES.md D1) and "Reconnecting…"
(C4), from the feed to the :class:`~studdesk.gui.table.controls.NoticeBar` and the answers back
to the session.

Its words are the table window's (translation context ``TableWindow``).
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QApplication, QWidget

from studdesk.gui.session.table_session import TableSession
from studdesk.gui.table.controls import NoticeBar
from studdesk.gui.table.feed import TableFeed
from studdesk.gui.table.leaving import TableExit
from studdesk.gui.table.presenter import TablePresenter
from studdesk.gui.table.side_panel import SidePanel

translate = QCoreApplication.translate


class NoticingWindow(Protocol):
    """What :class:`NoticeDesk` reads of the table window (a protocol, so that this module and
    the window do not import each other)."""

    @property
    def session(self) -> TableSession: ...
    @property
    def feed(self) -> TableFeed: ...
    @property
    def model(self) -> TablePresenter: ...
    @property
    def notices(self) -> NoticeBar: ...
    @property
    def side(self) -> SidePanel: ...
    @property
    def exit(self) -> TableExit: ...
    def freeze_table(self) -> None: ...
    def window(self) -> QWidget: ...


class NoticeDesk(QObject):
    """See the module docstring; ``window`` is the table window whose strip it fills."""

    def __init__(self, window: NoticingWindow, parent: QObject) -> None:
        super().__init__(parent)
        self.window = window
        self.notices = notices = window.notices
        self.model = window.model
        feed = window.feed
        feed.knocked.connect(self._on_feed_knocked)
        feed.knock_settled.connect(self._on_feed_knock_settled)
        feed.ante_asked.connect(self._on_feed_ante_asked)
        feed.offline_changed.connect(self._on_feed_offline_changed)
        notices.ante_answered.connect(window.session.answer_ante)
        notices.knock_answered.connect(window.session.approve)

    def _on_feed_knocked(self, client_id: int, name: str) -> None:
        self.notices.knock(client_id, name)
        QApplication.alert(self.window.window())

    def _on_feed_knock_settled(self, client_id: int) -> None:
        self.notices.remove("knock", client_id)

    def _on_feed_ante_asked(self, seat: int, amount: int, deadline_ms: int) -> None:
        """D1: the host asks whether ``seat`` posts the ante (auto-post is off)."""
        view = self.model.views.get(seat)
        status = self.model.status
        entry = status.seat(seat) if status is not None else None
        name = entry.name if entry is not None else (
            view.seat(seat).name if view is not None else str(seat))
        self.notices.ask_ante(seat, name, amount, deadline_ms, several=self.model.hotseat)
        QApplication.alert(self.window.window())

    def _on_feed_offline_changed(self, on: bool) -> None:
        """C4: the connection dropped. A banner at once; the table stops looking live (the
        host acts for us by its own clock meanwhile); chat waits for the connection."""
        w = self.window
        if on:
            row = self.notices.say("reconnecting", lambda: translate(
                "TableWindow", "The connection to the table dropped. Reconnecting…"), alert=True)
            row.yes_words = lambda: translate("TableWindow", "Back to the lobby")
            row.on_yes = w.exit.leave
            row.retranslate()
            w.freeze_table()
            w.side.set_chat_closed(translate("TableWindow",
                                             "Chat is off until the connection is back."))
        else:
            self.notices.remove("reconnecting", 0)
            if not self.model.lost:
                w.side.set_chat_closed(None)


__all__ = ["NoticeDesk"]
