"""The Last-hand window (RULES.md H2): the session's hands with every card that was revealed.

On the left the hands of the session, newest first (a list model over the
:class:`~studdesk.gui.history.hand_history.HandJournal`, at least the last 50); on the right the chosen hand:
each player's cards as they were seen (up cards, the player's own down cards, hands shown at the
showdown; other down cards as backs), who folded or mucked, what each showed and won, the
community card, the dealer's account (the table's own :class:`~studdesk.gui.table.dealer_log.DealerLog`,
so the secret choices read as at the table: who has chosen, then every choice at once, then each
pot and why), the fairness-check line, "Replay" (the hand again on the
table, in the :class:`~studdesk.gui.history.replayer.ReplayerWindow`) and "Export PHH...".
Escape closes it, as "Close" does.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, NamedTuple

from PySide6.QtCore import (
    QAbstractListModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QShortcut,
)
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListView,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from studdesk.gui.history.hand_history import HandJournal, JournalEntry, JournalSeat
from studdesk.gui.platform.art import CARD_ASPECT, card_art
from studdesk.gui.platform.screen_fit import fit_to_screen
from studdesk.gui.table.dealer_log import DealerLog, DealerLogView, Told, ToldEvent, ToldFlush
from studdesk.gui.table.felt_words import action_label
from studdesk.gui.text.money import format_chips, signed_chips, stakes_label
from studdesk.gui.text.narrator import fmt, short_variant_title, variant_title
from studdesk.gui.text.retranslate import Retranslating

EntryRole = Qt.ItemDataRole.UserRole + 1
translate = QCoreApplication.translate

_Index = QModelIndex | QPersistentModelIndex


def result_text(js: JournalSeat) -> str:
    """What a seat made of the hand, as the list and the card both say it: "net +1.45" (the
    chips won less the chips put in), or "won 10.35" while the hand has no result yet."""
    if js.net is None:
        return fmt(translate("HandDetail", "won %1"), format_chips(js.won))
    return fmt(translate("HandDetail", "net %1"), signed_chips(js.net))


class HandListModel(QAbstractListModel):
    """The journal's hands, newest first."""

    def __init__(self, journal: HandJournal, parent: Any = None) -> None:
        super().__init__(parent)
        self.journal = journal
        self._hands: list[int] = [e.hand for e in reversed(journal.entries)]

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self._hands)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._hands):
            return None
        entry = self.journal.entry(self._hands[index.row()])
        if entry is None:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            title = short_variant_title(entry.variant) if entry.variant else ""
            # Each winner's result in the words of the hand's card (its "net %1" line), so the
            # list and the card agree: "Boris net +1.45", never the gross pot beside it.
            won = ", ".join(f"{js.name} {result_text(js)}" for js in entry.seats.values()
                            if js.won > 0)
            stakes = stakes_label(entry.config) if entry.config else ""
            return fmt(self.tr("Hand #%1 · %2 %3\n%4"), entry.hand, title, stakes, won).strip()
        if role == EntryRole:
            return entry
        return None

    def refresh(self) -> None:
        """Follow the journal: new hands are inserted at the top, changed ones repainted."""
        hands = [e.hand for e in reversed(self.journal.entries)]
        if hands == self._hands:
            if hands:
                self.dataChanged.emit(self.index(0), self.index(len(hands) - 1))
            return
        new = [h for h in hands if h not in self._hands]
        if hands[len(new):] == self._hands and new:
            self.beginInsertRows(QModelIndex(), 0, len(new) - 1)
            self._hands = hands
            self.endInsertRows()
        else:
            self.beginResetModel()
            self._hands = hands
            self.endResetModel()

    def entry_at(self, row: int) -> JournalEntry | None:
        if 0 <= row < len(self._hands):
            return self.journal.entry(self._hands[row])
        return None


class _Row(NamedTuple):
    """One seat's row of :class:`HandDetail`: where it starts, how tall it is, its words."""

    seat: JournalSeat
    top: float
    height: float
    title: str
    title_h: int
    status: str


class HandDetail(QWidget):
    """One hand drawn as rows: name, cards, what happened."""

    CARD_W = 62.0
    STEP = 50.0
    ROW_H = 112.0

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entry: JournalEntry | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_entry(self, entry: JournalEntry | None) -> None:
        self.entry = entry
        self.updateGeometry()
        self.setMinimumHeight(self.sizeHint().height())
        self.update()

    TEXT_W = 160.0  # the name and what happened, left of the cards
    MIN_STEP = 24.0  # seven cards overlap down to this much of each showing

    def sizeHint(self) -> QSize:  # noqa: N802
        rows = self.rows()
        extra = 1 if self.entry and self.entry.community else 0
        return QSize(600, int(16 + sum(r.height for r in rows) + extra * self.ROW_H))

    def _fonts(self) -> tuple[QFont, QFont]:
        name_font = QFont(self.font())
        name_font.setBold(True)
        name_font.setPixelSize(15)
        small = QFont(self.font())
        small.setPixelSize(13)
        return name_font, small

    def _status_text(self, js: JournalSeat) -> str:
        assert self.entry is not None
        status = []
        if js.declaration is not None:
            #: High-Low Declare (W9): %1 what the seat declared: "High", "Low", "Both (swing)"
            status.append(fmt(self.tr("Declared: %1"),
                              action_label("declared_" + js.declaration.value, 0, 0, False)))
        if js.folded:
            status.append(self.tr("folded"))
        if js.mucked:
            status.append(self.tr("mucked"))
        if js.shown:
            status.append(" · ".join(n for n in self.entry.hand_names(js.seat) if n)
                          or self.tr("shown"))
        if js.won:
            status.append(fmt(self.tr("won %1"), format_chips(js.won)))
        if js.net is not None:
            status.append(result_text(js))
        return "\n".join(status)

    def rows(self) -> list[_Row]:
        """Each seat's row: as tall as its name and its words need (a Bulgarian hand name
        wraps to three lines: the row grows rather than cutting "нето"), at least ROW_H."""
        if self.entry is None:
            return []
        name_font, small = self._fonts()
        names, words = QFontMetrics(name_font), QFontMetrics(small)
        width = int(self.TEXT_W - 10)
        wrap = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
        out = []
        y = 8.0
        for js in self.entry.seats.values():
            title = fmt(self.tr("%1 (seat %2)"), js.name, js.seat)
            title_h = names.boundingRect(QRect(0, 0, width, 10_000), wrap, title).height()
            status = self._status_text(js)
            status_h = words.boundingRect(QRect(0, 0, width, 10_000), wrap,
                                          status).height() if status else 0
            height = max(self.ROW_H, 6 + title_h + 4 + status_h + 14)
            out.append(_Row(js, y, height, title, title_h, status))
            y += height
        return out

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        """Narrower than this, the scroll area scrolls sideways: seven cards always whole."""
        return QSize(int(self._cards_left() + self.CARD_W + 6 * self.MIN_STEP + 18),
                     self.sizeHint().height())

    def _cards_left(self) -> float:
        return 8 + self.TEXT_W + 10

    def card_step(self) -> float:
        """How far apart the cards of a row are: 50 px where seven fit, closer where not."""
        room = self.width() - 18 - self._cards_left() - self.CARD_W
        return max(self.MIN_STEP, min(self.STEP, room / 6))

    def card_rects(self) -> dict[int, list[QRectF]]:
        """Where each seat's cards are drawn (tests: every card inside the widget)."""
        out: dict[int, list[QRectF]] = {}
        if self.entry is None:
            return out
        step = self.card_step()
        for r in self.rows():
            x = self._cards_left()
            rects = []
            for _card, up in r.seat.cards:
                rects.append(QRectF(x, r.top + (4 if up else 16), self.CARD_W,
                                    self.CARD_W * CARD_ASPECT))
                x += step
            out[r.seat.seat] = rects
        return out

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        p.fillRect(self.rect(), QColor("#15382a"))
        entry = self.entry
        if entry is None:
            p.setPen(QColor(255, 255, 255, 140))
            p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.tr("No hand yet"))
            return
        dpr = self.devicePixelRatioF()
        art = card_art()
        name_font, small = self._fonts()
        wrap = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
                   | Qt.TextFlag.TextWordWrap)
        y = 8.0
        for r in self.rows():
            js = r.seat
            row = QRectF(8, r.top, self.width() - 16, r.height - 8)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 0, 0, 60 if js.won == 0 else 0))
            if js.won > 0:
                p.setBrush(QColor(240, 199, 94, 40))
            p.drawRoundedRect(row, 8, 8)
            p.setFont(name_font)
            p.setPen(QColor("#f6f1e3") if not js.folded else QColor(200, 200, 200, 150))
            p.drawText(QRectF(row.left() + 10, row.top() + 6, self.TEXT_W - 10, r.title_h),
                       wrap, r.title)
            p.setFont(small)
            p.setPen(QColor("#f0c75e") if js.won else QColor(230, 225, 210, 200))
            top = row.top() + 6 + r.title_h + 4
            p.drawText(QRectF(row.left() + 10, top, self.TEXT_W - 10, row.bottom() - top),
                       wrap, r.status)
            x = self._cards_left()
            step = self.card_step()
            for card, up in js.cards:
                rect = QRectF(x, row.top() + (4 if up else 16), self.CARD_W,
                              self.CARD_W * CARD_ASPECT)
                pm = art.card_pixmap(card, round(self.CARD_W * dpr))
                p.setOpacity(0.55 if js.folded else 1.0)
                p.drawPixmap(rect, pm, QRectF(pm.rect()))
                p.setOpacity(1.0)
                x += step
            y = r.top + r.height
        if entry.community:
            row = QRectF(8, y, self.width() - 16, self.ROW_H - 8)
            p.setFont(name_font)
            p.setPen(QColor("#f6f1e3"))
            p.drawText(QRectF(row.left() + 10, row.top() + 6, self.TEXT_W - 10, 40),
                       int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap),
                       self.tr("Community card"))
            pm = art.card_pixmap(entry.community, round(self.CARD_W * dpr))
            p.drawPixmap(QRectF(self._cards_left(), row.top() + 4, self.CARD_W,
                                self.CARD_W * CARD_ASPECT), pm, QRectF(pm.rect()))
        p.end()

    def card_faces(self) -> dict[int, list[str]]:
        """The faces this widget draws, per seat (tests and accessibility)."""
        return self.entry.revealed_cards() if self.entry else {}


class LastHandWindow(Retranslating, QWidget):
    """See the module docstring. ``refresh()`` after the journal changes."""

    def __init__(self, journal: HandJournal, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("lastHandWindow")
        self.journal = journal
        self.model = HandListModel(journal, self)
        self.list = QListView(self)
        self.list.setModel(self.model)
        self.list.setObjectName("handList")
        self.list.setMinimumWidth(170)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.list.setWordWrap(True)
        self.list.selectionModel().currentChanged.connect(self._on_list_current_changed)
        self.title = QLabel(self)
        self.title.setObjectName("dialogTitle")
        self.detail = HandDetail(self)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.detail)
        self.dealer_log = DealerLog(self, limit=100_000)  # a whole hand: every line
        self.log = DealerLogView(self.dealer_log, self)
        self.fairness = QLabel(self)
        self.fairness.setWordWrap(True)
        self.fairness.setObjectName("fairnessLabel")
        self.replay_button = QPushButton(self)
        self.replay_button.clicked.connect(self._on_replay_button_clicked)
        self.replayer: Any = None
        self.export_button = QPushButton(self)
        self.export_button.clicked.connect(self._on_export_button_clicked)
        self.close_button = QPushButton(self)
        self.close_button.clicked.connect(self.close)
        self.escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        self.escape.activated.connect(self.close)

        right = QWidget(self)
        rl = QVBoxLayout(right)
        rl.setContentsMargins(8, 0, 0, 0)
        rl.addWidget(self.title)
        body = QSplitter(Qt.Orientation.Horizontal, right)
        body.addWidget(scroll)
        body.addWidget(self.log)
        body.setStretchFactor(0, 3)
        body.setStretchFactor(1, 1)
        body.setSizes([640, 290])
        rl.addWidget(body, 1)
        rl.addWidget(self.fairness)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.replay_button)
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.close_button)
        rl.addLayout(buttons)
        splitter = QSplitter(self)
        splitter.addWidget(self.list)
        splitter.addWidget(right)
        splitter.setStretchFactor(1, 4)
        splitter.setSizes([230, 1000])
        outer = QVBoxLayout(self)
        outer.setContentsMargins(12, 12, 12, 12)
        outer.addWidget(splitter)
        fit_to_screen(self, 1000, 600)
        self.retranslateUi()
        self.refresh()

    def retranslateUi(self) -> None:  # noqa: N802
        self.setWindowTitle(self.tr("Last hand — StudDesk"))
        self.replay_button.setText(self.tr("Replay"))
        self.export_button.setText(self.tr("Export PHH…"))
        self.close_button.setText(self.tr("Close"))
        self._show(self.current_entry())

    def _newest_finished_row(self) -> int:
        """The row of the last hand that was played to the end (the hand in play, listed
        first, has no result and no fairness check yet); 0 when none has finished."""
        for row in range(self.model.rowCount()):
            entry = self.model.entry_at(row)
            if entry is not None and entry.complete:
                return row
        return 0

    def refresh(self) -> None:
        """Follow the journal: the last finished hand stays selected unless the player chose
        another."""
        current = self.list.currentIndex().row()
        follow = current < 0 or current == self._newest_finished_row()
        self.model.refresh()
        if follow and self.model.rowCount() > 0:
            self.list.setCurrentIndex(self.model.index(self._newest_finished_row()))
        self._show(self.current_entry())

    def current_entry(self) -> JournalEntry | None:
        if not hasattr(self, "list"):
            return None
        row = self.list.currentIndex().row()
        return self.model.entry_at(row if row >= 0 else 0)

    def select_hand(self, hand: int) -> None:
        for row in range(self.model.rowCount()):
            entry = self.model.entry_at(row)
            if entry is not None and entry.hand == hand:
                self.list.setCurrentIndex(self.model.index(row))
                return

    def _on_list_current_changed(self, current: QModelIndex, previous: QModelIndex) -> None:
        self._show(self.model.entry_at(current.row()))

    def _show(self, entry: JournalEntry | None) -> None:
        if not hasattr(self, "detail"):
            return
        self.detail.set_entry(entry)
        if entry is None:
            self.title.setText(self.tr("No hands played yet"))
            self.dealer_log.clear()
            self.fairness.setText("")
            self.export_button.setEnabled(False)
            self.replay_button.setEnabled(False)
            return
        stakes = stakes_label(entry.config) if entry.config else ""
        self.title.setText(fmt(self.tr("Hand #%1 · %2 %3"), entry.hand,
                               variant_title(entry.variant), stakes))
        self.dealer_log.learn_names({js.seat: js.name for js in entry.seats.values()})
        told: list[Told] = [ToldEvent(ev, timeout) for ev, timeout in entry.events]
        self.dealer_log.replace([*told, ToldFlush()])  # a hand cut short: its held-back line
        mark = {True: "✔ ", False: "✘ ", None: ""}[entry.fairness_ok]
        self.fairness.setText(fmt(self.tr("Fairness check: %1"), mark + entry.fairness)
                              if entry.fairness else self.tr("Fairness check: not received yet"))
        self.export_button.setEnabled(bool(entry.phh))
        self.replay_button.setEnabled(bool(entry.phh))

    def log_lines(self) -> list[str]:
        return self.log.log_lines()

    def export_to(self, path: str | Path, entry: JournalEntry | None = None) -> Path:
        entry = entry or self.current_entry()
        if entry is None or not entry.phh:
            raise ValueError("no hand history to export")
        target = Path(path)
        target.write_text(entry.phh, encoding="utf-8")
        return target

    def replay(self, entry: JournalEntry | None = None) -> Any:
        """The hand (the chosen one by default) in the replayer window; None without PHH."""
        from studdesk.gui.history.replayer import ReplayerWindow
        from studdesk.gui.history.steps import HandReplay

        entry = entry or self.current_entry()
        if entry is None or not entry.phh:
            return None
        # In hotseat the window shows no down card that was not shown (one screen, several
        # players): nor does the replay.
        replay = HandReplay.from_text(entry.phh, f"studdesk-hand-{entry.hand}.phh",
                                      public_only=self.journal.public_only)
        if self.replayer is None:
            self.replayer = ReplayerWindow(replay, self)
        else:
            self.replayer.load(replay)
        self.replayer.show()
        self.replayer.raise_()
        return self.replayer

    def _on_replay_button_clicked(self) -> None:
        self.replay()

    def _on_export_button_clicked(self) -> None:
        entry = self.current_entry()
        if entry is None or not entry.phh:
            return
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export hand history"), f"studdesk-hand-{entry.hand}.phh",
            self.tr("Poker hand histories (*.phh);;All files (*)"))
        if path:
            self.export_to(path, entry)
