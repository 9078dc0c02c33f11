"""The table's strip for a night's format: the game and level now, the time or
hands to the next level and to the next game, the latest announcement or elimination, the
dealer's-choice picker with its countdown when this player chooses, and the standings.

It follows the table window's :class:`~studdesk.gui.table.feed.TableFeed` (the session's only
subscriber): a format message when the felt gets there (``format_reached``: no format bar a hand
ahead of the felt, M6), the dealer's-choice question at once (``game_offered``: it has a
countdown); the held seats and the players' names are the feed's presenter's. It stays hidden at
a table without a format. The game picked goes out as :attr:`FormatBar.chose` (the window sends
it). The countdown reads an injected clock (``clock``, seconds); the timer only repaints.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from net import protocol as P
from studdesk.gui.history.standings import StandingsDialog
from studdesk.gui.table.feed import TableFeed
from studdesk.gui.text.formats import (
    announce_text,
    elimination_text,
    format_title,
    game_name,
    level_now_text,
    next_game_text,
    next_level_text,
    stakes_text,
)
from studdesk.gui.text.narrator import fmt
from studdesk.gui.text.retranslate import Retranslating

SEPARATOR = " · "


class FittedLine(QLabel):
    """One line that never widens the window: its ``head`` (the format's name, with a dealer's
    choice every game's) gives way, elided, so that its ``tail`` (the stakes, the game now, the
    players left) is always whole; the whole line is the tooltip."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.head = ""
        self.tail = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def full_text(self) -> str:
        return SEPARATOR.join(part for part in (self.head, self.tail) if part)

    def set_parts(self, head: str, tail: str) -> None:
        self.head, self.tail = head, tail
        self._fit()

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(0, super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        full = self.full_text()
        metrics = self.fontMetrics()
        room = self.contentsRect().width()
        text = full
        if metrics.horizontalAdvance(full) > room and self.head and self.tail:
            left = room - metrics.horizontalAdvance(SEPARATOR + self.tail)
            head = metrics.elidedText(self.head, Qt.TextElideMode.ElideRight, max(0, left))
            text = SEPARATOR.join(part for part in (head, self.tail) if part)
        if text != self.text():
            self.setText(text)
        self.setToolTip(full if text != full else "")


class FormatBar(Retranslating, QFrame):
    """See the module docstring. ``chose`` is emitted with the game picked and the seat that
    picks it."""

    chose = Signal(str, int)

    def __init__(self, feed: TableFeed, parent: QWidget | None = None, *,
                 clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(parent)
        self.setObjectName("formatBar")
        self.model = feed.model
        self.clock = clock
        self.table: P.FormatEntry | None = None
        self.standings: P.Standings | None = None
        self.last_notice: P.Announce | P.Eliminated | None = None
        self.choice: P.ChooseGame | None = None
        self.choice_deadline = 0.0
        self.standings_dialog: StandingsDialog | None = None
        self.table_at = 0.0  # the clock's time when the table's format arrived

        self.now_label = FittedLine(self)
        self.now_label.setObjectName("formatNow")
        self.next_label = QLabel(self)
        self.next_label.setObjectName("formatNext")
        self.next_label.setWordWrap(True)
        self.notice = QLabel(self)
        self.notice.setObjectName("formatNotice")
        self.notice.setWordWrap(True)
        self.standings_button = QPushButton(self)
        self.standings_button.clicked.connect(self.show_standings)
        self.standings_button.setVisible(False)

        self.picker = QFrame(self)
        self.picker.setObjectName("dealersChoice")
        self.picker_prompt = QLabel(self.picker)
        self.picker_clock = QLabel(self.picker)
        self.picker_prompt.setWordWrap(True)
        self.picker_clock.setObjectName("pickerClock")
        self.picker_buttons: dict[str, QPushButton] = {}
        # The prompt and the countdown on a line of their own, the games below in as many
        # rows as their names need: every name whole, whatever the window's width (N5).
        self.picker_columns = 0
        picker_lay = QVBoxLayout(self.picker)
        picker_lay.setContentsMargins(0, 4, 0, 0)
        picker_lay.setSpacing(4)
        head = QHBoxLayout()
        head.addWidget(self.picker_prompt, 1)
        head.addWidget(self.picker_clock)
        picker_lay.addLayout(head)
        self._picker_grid = QGridLayout()
        self._picker_grid.setHorizontalSpacing(6)
        self._picker_grid.setVerticalSpacing(4)
        picker_lay.addLayout(self._picker_grid)
        self.picker.setVisible(False)
        self._tick = QTimer(self)
        self._tick.setInterval(200)
        self._tick.timeout.connect(self._show_clock)
        self._minute = QTimer(self)
        self._minute.setInterval(1000)
        self._minute.timeout.connect(self.retranslateUi)

        top = QHBoxLayout()
        top.addWidget(self.now_label, 1)
        top.addWidget(self.standings_button)
        lay = self._lay = QVBoxLayout(self)
        lay.setContentsMargins(12, 6, 12, 6)
        lay.setSpacing(2)
        lay.addLayout(top)
        lay.addWidget(self.next_label)
        lay.addWidget(self.notice)
        lay.addWidget(self.picker)
        self.setStyleSheet(
            "#formatBar { background: #1d2a22; border-top: 1px solid #2f4a39; }"
            " #formatNow { color: #f2e6c9; font-weight: bold; }"
            " #formatNext { color: #b9c7b5; } #formatNotice { color: #e8c56b; }")
        self.setVisible(False)
        feed.format_reached.connect(self.on_format)
        feed.game_offered.connect(self.on_format)
        self.retranslateUi()

    # ------------------------------------------------------------------ what arrives

    def on_format(self, kind: str, fields: Any) -> None:
        """``fields``: the table's :class:`~net.protocol.FormatEntry` ("table"), or the format
        message's record."""
        if isinstance(fields, P.FormatEntry):
            self.table = fields
            self.table_at = self.clock()
            notice = self.last_notice
            if isinstance(notice, P.Announce) and (notice.in_hands or notice.in_ms):
                self.last_notice = None  # what comes next: the map's own line is fresher (m5)
            self.setVisible(True)
            if fields.next_level is not None and fields.next_level.in_ms is not None:
                self._minute.start()  # levels by minutes: the time left counts down
            else:
                self._minute.stop()
        elif isinstance(fields, P.Standings):
            self.standings = fields
            self.standings_button.setVisible(True)
            if self.standings_dialog is not None:
                self.standings_dialog.set_standings(fields)
            if fields.final:
                self.show_standings()
        elif isinstance(fields, (P.Announce, P.Eliminated)):
            self.last_notice = fields
        elif isinstance(fields, P.ChooseGame) and fields.seat in self.model.held:
            self.choice = fields
            self.choice_deadline = self.clock() + fields.deadline_ms / 1000
            self._build_picker()
            self._tick.start()
        if isinstance(fields, P.Announce) and self.choice is not None and fields.kind == "game" \
                and fields.chooser is not None:
            self._close_picker()  # the choice was made (or timed out)
        self.retranslateUi()

    def _names(self) -> dict[int, str]:
        """The players by seat, as the table last said (m4)."""
        status = self.model.status
        if status is None:
            return {}
        return {entry.seat: entry.name for entry in status.seats if entry is not None}

    def choose(self, variant: str) -> None:
        if self.choice is None:
            return
        self.chose.emit(variant, self.choice.seat)
        self._close_picker()

    def show_standings(self) -> None:
        if self.standings is None:
            return
        if self.standings_dialog is None:
            self.standings_dialog = StandingsDialog(self.window())
        self.standings_dialog.set_standings(self.standings)
        self.standings_dialog.show()
        self.standings_dialog.raise_()

    # ------------------------------------------------------------------ the picker

    def _build_picker(self) -> None:
        for button in self.picker_buttons.values():
            self._picker_grid.removeWidget(button)
            button.deleteLater()
        self.picker_buttons = {}
        self.picker_columns = 0
        assert self.choice is not None
        for variant in self.choice.options:
            button = QPushButton(self.picker)
            button.setObjectName(f"choose_{variant}")
            button.setText(game_name(str(variant)))
            # The grid, not the names, sets the widths: the window never grows for them, and
            # the columns are chosen (on every resize) so that each name fits.
            button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            button.clicked.connect(lambda _=False, v=str(variant): self.choose(v))
            self.picker_buttons[str(variant)] = button
        self._place_picker_buttons()
        self.picker.setVisible(True)

    def _place_picker_buttons(self) -> None:
        """The game buttons in a grid of as many columns as the widest name leaves room for,
        the rows as even as they can be (eight games: two rows of four, not five and three)."""
        buttons = list(self.picker_buttons.values())
        if not buttons:
            return
        margins = self._lay.contentsMargins()
        room = max(1, self.width() - margins.left() - margins.right())
        gap = self._picker_grid.horizontalSpacing()
        widest = max(button.sizeHint().width() for button in buttons)
        fit = max(1, min(len(buttons), (room + gap) // (widest + gap)))
        rows = -(-len(buttons) // fit)
        columns = -(-len(buttons) // rows)
        if columns == self.picker_columns:
            return
        self.picker_columns = columns
        for button in buttons:
            self._picker_grid.removeWidget(button)
        for i, button in enumerate(buttons):
            self._picker_grid.addWidget(button, i // columns, i % columns)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._place_picker_buttons()

    def _close_picker(self) -> None:
        self.choice = None
        self._tick.stop()
        self.picker.setVisible(False)

    def seconds_left(self) -> int:
        return max(0, int(self.choice_deadline - self.clock() + 0.999))

    def _show_clock(self) -> None:
        if self.choice is None:
            self._tick.stop()
            return
        left = self.seconds_left()
        self.picker_clock.setText(fmt(self.tr("%1 s"), left))
        if left <= 0:
            self._close_picker()  # the host keeps the game

    # ------------------------------------------------------------------ words

    def retranslateUi(self) -> None:  # noqa: N802
        t = self.table
        self.standings_button.setText(self.tr("Standings"))
        if t is not None:
            title = format_title(t.kind, list(t.games), t.mode, None)
            game = t.game
            now: list[str] = []
            if t.stakes is not None:
                now.append(level_now_text(t.level, t.stakes) if t.levels
                           else stakes_text(t.stakes))
            if t.mode != "fixed" and game:
                now.append(game_name(game))
            if t.players_left is not None:
                left = t.players_left
                #: %n players still in of %1 who entered
                now.append(fmt(self.tr("%n of %1 players left", "", left),
                               t.entrants if t.entrants is not None else left))
            # The format's name gives way to the stakes, the game and the players left (n6).
            self.now_label.set_parts(title, SEPARATOR.join(now))
            nxt = []
            coming = t.next_level
            if coming is not None:
                if coming.in_ms is not None and coming.running is not False:
                    spent = int((self.clock() - self.table_at) * 1000)
                    coming = replace(coming, in_ms=max(0, coming.in_ms - spent))
                nxt.append(next_level_text(coming))
            if t.next_game is not None:
                nxt.append(next_game_text(game, t.next_game))
            if t.mode == "dealers_choice" and t.chooser is not None:
                name = self._names().get(t.chooser)
                nxt.append(fmt(self.tr("%1 is choosing the next game"), name) if name
                           else fmt(self.tr("Seat %1 is choosing the next game"), t.chooser))
            self.next_label.setText(" · ".join(nxt))
            self.next_label.setVisible(bool(nxt))
        notice = ""
        said = self.last_notice
        if isinstance(said, P.Eliminated):
            notice = elimination_text(said.name, said.place, said.prize)
        elif said is not None:
            if (said.in_hands or said.in_ms) and self.next_label.text():
                notice = ""  # what comes next: the line above says it, fresher (m5)
            else:
                notice = announce_text(said, t.game if t is not None else "", self._names())
        if notice and notice in (self.now_label.text(), self.next_label.text()):
            notice = ""  # said in the lines above already (m5)
        self.notice.setText(notice)
        self.notice.setVisible(bool(notice))
        if self.choice is not None:
            hands = self.choice.hands
            self.picker_prompt.setText(
                self.tr("Your choice: the game of the next hand") if hands == 1
                else self.tr("Your choice: the game of the next %n hands", "", hands))
            for variant, button in self.picker_buttons.items():
                button.setText(game_name(variant))
            self.picker_columns = 0  # the names' widths changed with the language
            self._place_picker_buttons()
            self._show_clock()
