"""The action bar under the table: exactly the legal actions, with their amounts.

When it is a held seat's turn the bar shows one button per legal action ("Fold", "Check",
"Call 2", "Bring-in 0.50", "Complete to 2", "Bet 4", "Raise to 8"; two bet buttons on an open
pair), with keyboard shortcuts: F fold, C check / call / bring-in, B or R the first bet,
completion or raise, Shift+B or Shift+R the big one, S show, M muck. Folding when checking is
free asks first, in the bar itself. When it is not the player's turn the bar offers the
pre-actions "Check/Fold" and "Call any". A turn starts with a pulse of the bar's border (the
turn's sound and window alert are the table's, ``studdesk.gui.platform.sound``).

The hand-strength line ("You have: two pair, kings and sevens"; in Hi/Lo also the low or "no
low yet") sits on the left.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    Property,
    QEasingCurve,
    QPropertyAnimation,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QKeySequence, QPainter, QPaintEvent, QPen, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from studdesk.engine.actions import ActionKind, LegalAction
from studdesk.gui.text.money import format_chips
from studdesk.gui.text.narrator import fmt
from studdesk.gui.text.retranslate import Retranslating

_PASSIVE = (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN)
_AGGRESSIVE = (ActionKind.COMPLETE, ActionKind.BET, ActionKind.RAISE)


class ActionBar(Retranslating, QWidget):
    action_chosen = Signal(int, object)  # seat, LegalAction

    PAGE_IDLE, PAGE_BUTTONS, PAGE_CONFIRM, PAGE_PRE = range(4)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionBar")
        self.seat: int | None = None
        self.legal: tuple[LegalAction, ...] = ()
        self.buttons: list[QPushButton] = []
        self._button_moves: dict[QPushButton, LegalAction] = {}
        self._shortcut_moves: dict[str, LegalAction] = {}
        self._pulse = 0.0
        self._strength_text = ""
        self._hand_over = False
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(96)

        self.strength = QLabel(self)
        self.strength.setObjectName("strengthLabel")
        self.strength.setWordWrap(True)
        self.strength.setMinimumWidth(390)
        self.turn_label = QLabel(self)
        self.turn_label.setObjectName("turnLabel")

        self.pages = QStackedWidget(self)
        idle = QWidget()
        self.idle_label = QLabel(idle)
        self.idle_label.setObjectName("idleLabel")
        lay = QHBoxLayout(idle)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addStretch(1)
        lay.addWidget(self.idle_label)
        self.pages.addWidget(idle)

        self.buttons_page = QWidget()
        self.buttons_layout = QHBoxLayout(self.buttons_page)
        self.buttons_layout.setContentsMargins(0, 0, 0, 0)
        self.buttons_layout.setSpacing(10)
        self.pages.addWidget(self.buttons_page)

        confirm = QWidget()
        self.confirm_label = QLabel(confirm)
        self.confirm_label.setObjectName("confirmLabel")
        self.confirm_fold = QPushButton(confirm)
        self.confirm_fold.setObjectName("foldButton")
        self.confirm_check = QPushButton(confirm)
        self.confirm_check.setObjectName("passiveButton")
        for b in (self.confirm_fold, self.confirm_check):
            b.setMinimumSize(150, 50)
            b.setCursor(Qt.CursorShape.PointingHandCursor)
        self.confirm_fold.clicked.connect(self._on_confirm_fold_clicked)
        self.confirm_check.clicked.connect(self._on_confirm_check_clicked)
        lay = QHBoxLayout(confirm)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addStretch(1)
        lay.addWidget(self.confirm_label)
        lay.addWidget(self.confirm_fold)
        lay.addWidget(self.confirm_check)
        self.pages.addWidget(confirm)

        pre = QWidget()
        self.pre_check_fold = QCheckBox(pre)
        self.pre_call_any = QCheckBox(pre)
        for box in (self.pre_check_fold, self.pre_call_any):
            box.setObjectName("preAction")
            box.toggled.connect(self._on_pre_action_toggled)
        lay = QHBoxLayout(pre)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addStretch(1)
        lay.addWidget(self.pre_check_fold)
        lay.addSpacing(18)
        lay.addWidget(self.pre_call_any)
        self.pages.addWidget(pre)

        left = QVBoxLayout()
        left.setSpacing(2)
        left.addWidget(self.turn_label)
        left.addWidget(self.strength)
        outer = QHBoxLayout(self)
        outer.setContentsMargins(16, 10, 16, 10)
        outer.addLayout(left, 2)
        outer.addWidget(self.pages, 5)

        self._pulse_anim = QPropertyAnimation(self, b"pulse", self)
        self._pulse_anim.setDuration(700)
        self._pulse_anim.setStartValue(0.0)
        self._pulse_anim.setKeyValueAt(0.5, 1.0)
        self._pulse_anim.setEndValue(0.0)
        self._pulse_anim.setEasingCurve(QEasingCurve.Type.InOutSine)
        self._pulse_anim.setLoopCount(3)

        self._shortcuts: list[QShortcut] = []
        for keys in ("F", "C", "B", "R", "Shift+B", "Shift+R", "S", "M"):
            sc = QShortcut(QKeySequence(keys), self)
            sc.setContext(Qt.ShortcutContext.WindowShortcut)
            sc.activated.connect(lambda k=keys: self.trigger_shortcut(k))
            self._shortcuts.append(sc)
        self.retranslateUi()
        self.show_idle()

    # ------------------------------------------------------------------ pulse

    def _get_pulse(self) -> float:
        return self._pulse

    def _set_pulse(self, value: float) -> None:
        self._pulse = value
        self.update()

    pulse = Property(float, _get_pulse, _set_pulse)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        super().paintEvent(event)
        if self._pulse <= 0:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor(240, 199, 94, int(230 * self._pulse)), 3 + 3 * self._pulse))
        p.drawRoundedRect(QRectF(self.rect()).adjusted(2, 2, -2, -2), 10, 10)
        p.end()

    def _cue(self) -> None:
        self._pulse_anim.stop()
        self._pulse_anim.start()

    # ------------------------------------------------------------------ labels

    def retranslateUi(self) -> None:  # noqa: N802
        self.pre_check_fold.setText(self.tr("Check/Fold"))
        self.pre_call_any.setText(self.tr("Call any"))
        self.confirm_label.setText(self.tr("Checking is free. Fold anyway?"))
        self.confirm_fold.setText(self.tr("Fold anyway"))
        self.confirm_check.setText(self.tr("Check"))
        self.idle_label.setText(self.tr("Waiting for the other players")
                                if not self._hand_over else self.tr("Next hand coming up"))
        if self.seat is not None and self.legal:
            self._build_buttons()
        self.set_strength(self._strength_text)

    def label_for(self, move: LegalAction) -> str:
        amount, to = format_chips(move.amount), format_chips(move.to)
        kind = move.kind
        if kind is ActionKind.FOLD:
            text = self.tr("Fold")
        elif kind is ActionKind.CHECK:
            text = self.tr("Check")
        elif kind is ActionKind.CALL:
            text = fmt(self.tr("Call %1"), amount)
        elif kind is ActionKind.BRING_IN:
            text = fmt(self.tr("Bring-in %1"), amount)
        elif kind is ActionKind.COMPLETE:
            text = fmt(self.tr("Complete to %1"), to)
        elif kind is ActionKind.BET:
            text = fmt(self.tr("Bet %1"), to)
        elif kind is ActionKind.RAISE:
            text = fmt(self.tr("Raise to %1"), to)
        elif kind is ActionKind.SHOW:
            text = self.tr("Show")
        else:
            text = self.tr("Muck")
        if move.all_in and kind not in (ActionKind.FOLD, ActionKind.CHECK):
            text = fmt(self.tr("%1 (all-in)"), text)
        return text

    def set_strength(self, text: str) -> None:
        self._strength_text = text
        self.strength.setText(text)

    def set_turn_text(self, text: str) -> None:
        self.turn_label.setText(text)

    # ------------------------------------------------------------------ turns

    def set_hand_over(self, over: bool) -> None:
        """Between hands the idle line says so instead of "waiting for the other players"."""
        if over != self._hand_over:
            self._hand_over = over
            self.retranslateUi()

    def show_idle(self, pre_actions: bool = False) -> None:
        """Not the player's turn: the pre-action boxes if the player is in the hand."""
        self.seat = None
        self.legal = ()
        self._clear_buttons()
        self.pages.setCurrentIndex(self.PAGE_PRE if pre_actions else self.PAGE_IDLE)

    def clear_pre_actions(self) -> None:
        for box in (self.pre_check_fold, self.pre_call_any):
            box.blockSignals(True)
            box.setChecked(False)
            box.blockSignals(False)

    def _on_pre_action_toggled(self, checked: bool) -> None:
        if not checked:
            return
        other = self.pre_call_any if self.sender() is self.pre_check_fold else self.pre_check_fold
        other.blockSignals(True)
        other.setChecked(False)
        other.blockSignals(False)

    def take_pre_action(self, legal: Sequence[LegalAction]) -> LegalAction | None:
        """The move a ticked pre-action box makes now (and untick it), or None."""
        by_kind = {m.kind: m for m in legal}
        choice: LegalAction | None = None
        if self.pre_check_fold.isChecked():
            choice = by_kind.get(ActionKind.CHECK) or by_kind.get(ActionKind.FOLD)
        elif self.pre_call_any.isChecked():
            choice = by_kind.get(ActionKind.CALL) or by_kind.get(ActionKind.CHECK)
        if choice is not None:
            self.clear_pre_actions()
        return choice

    def set_turn(self, seat: int, legal: Sequence[LegalAction], *, cue: bool = True) -> None:
        """Show a button for each legal action of ``seat``."""
        self.seat = seat
        self.legal = tuple(legal)
        self._build_buttons()
        self.pages.setCurrentIndex(self.PAGE_BUTTONS)
        if cue:
            self._cue()

    def _clear_buttons(self) -> None:
        for b in self.buttons:
            self.buttons_layout.removeWidget(b)
            b.hide()
            b.setParent(None)
            b.deleteLater()
        self.buttons = []
        self._button_moves = {}
        self._shortcut_moves = {}
        while self.buttons_layout.count():
            self.buttons_layout.takeAt(0)

    def _build_buttons(self) -> None:
        self._clear_buttons()
        self.buttons_layout.addStretch(1)
        aggressive = [m for m in self.legal if m.kind in _AGGRESSIVE]
        for move in self.legal:
            button = QPushButton(self.label_for(move), self.buttons_page)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.setMinimumSize(128, 54)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            keys = self._keys_for(move, aggressive)
            if move.kind is ActionKind.FOLD:
                button.setObjectName("foldButton")
            elif move.kind in _AGGRESSIVE:
                button.setObjectName("aggressiveButton")
            else:
                button.setObjectName("passiveButton")
            if keys:
                button.setToolTip(fmt(self.tr("Shortcut: %1"), " / ".join(keys)))
            for key in keys:
                self._shortcut_moves[key] = move
            button.clicked.connect(self._on_button_clicked)
            self._button_moves[button] = move
            self.buttons.append(button)
            self.buttons_layout.addWidget(button)

    @staticmethod
    def _keys_for(move: LegalAction, aggressive: list[LegalAction]) -> list[str]:
        kind = move.kind
        if kind is ActionKind.FOLD:
            return ["F"]
        if kind in _PASSIVE:
            return ["C"]
        if kind is ActionKind.SHOW:
            return ["S"]
        if kind is ActionKind.MUCK:
            return ["M"]
        if kind in _AGGRESSIVE:
            if aggressive and move is aggressive[0]:
                return ["B", "R"]
            return ["Shift+B", "Shift+R"]
        return []

    def button_texts(self) -> list[str]:
        return [b.text() for b in self.buttons]

    def button_for(self, kind: ActionKind, index: int = 0) -> QPushButton | None:
        found = [b for b, m in self._button_moves.items() if m.kind is kind]
        return found[index] if index < len(found) else None

    def trigger_shortcut(self, keys: str) -> bool:
        """Act as the shortcut ``keys`` (``"C"``, ``"Shift+B"``) asks; False when it does nothing."""
        if self.pages.currentIndex() == self.PAGE_CONFIRM:
            if keys == "F":
                self._on_confirm_fold_clicked()
                return True
            if keys == "C":
                self._on_confirm_check_clicked()
                return True
            return False
        if self.pages.currentIndex() != self.PAGE_BUTTONS:
            return False
        move = self._shortcut_moves.get(keys)
        if move is None:
            return False
        self._choose(move)
        return True

    def _on_button_clicked(self) -> None:
        button = self.sender()
        move = self._button_moves.get(button)  # type: ignore[call-overload]
        if move is not None:
            self._choose(move)

    def _choose(self, move: LegalAction) -> None:
        if move.kind is ActionKind.FOLD and any(m.kind is ActionKind.CHECK for m in self.legal):
            self.pages.setCurrentIndex(self.PAGE_CONFIRM)
            return
        self._send(move)

    def is_confirming_fold(self) -> bool:
        return self.pages.currentIndex() == self.PAGE_CONFIRM

    def _on_confirm_fold_clicked(self) -> None:
        move = next((m for m in self.legal if m.kind is ActionKind.FOLD), None)
        if move is not None:
            self._send(move)

    def _on_confirm_check_clicked(self) -> None:
        move = next((m for m in self.legal if m.kind is ActionKind.CHECK), None)
        if move is not None:
            self._send(move)

    def _send(self, move: LegalAction) -> None:
        seat = self.seat
        if seat is None:
            return
        self._pulse_anim.stop()
        self._set_pulse(0.0)
        self.show_idle()
        self.action_chosen.emit(seat, move)
