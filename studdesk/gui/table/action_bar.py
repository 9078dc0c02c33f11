"""The action bar under the table: exactly the legal actions, with their amounts.

When it is a held seat's turn the bar shows one button per legal action ("Fold", "Check",
"Call 2", "Bring-in 0.50", "Complete to 2", "Bet 4", "Raise to 8"; two bet buttons on an open
pair), with keyboard shortcuts: F fold, C check / call / bring-in, B or R the first bet,
completion or raise, Shift+B or Shift+R the big one, S show, M muck, C or P pay for Baseball's up
three (Fold always leftmost). The secret choices (RULES.md W9, W11) are buttons too: High, Low
and Both for a declaration (H, L, B), one per down card to turn up (1, 2, 3); once chosen the bar
says the choice is hidden until everyone has chosen, as a closed fist would. Folding when checking is
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
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
    QShortcut,
)
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

from studdesk.engine.actions import CHOICE_KINDS, ActionKind, Declaration, LegalAction
from studdesk.engine.cards import Card
from studdesk.gui.text.money import format_chips
from studdesk.gui.text.narrator import card_text, fmt
from studdesk.gui.text.retranslate import Retranslating

_PASSIVE = (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN)
_AGGRESSIVE = (ActionKind.COMPLETE, ActionKind.BET, ActionKind.RAISE)
# The closed fist's order on the bar: high, low, both (W9.3)
_DECLARE_ORDER = {Declaration.HIGH.chips: 0, Declaration.LOW.chips: 1, Declaration.BOTH.chips: 2}
_DECLARE_KEYS = {Declaration.HIGH.chips: "H", Declaration.LOW.chips: "L",
                 Declaration.BOTH.chips: "B"}


class ActionBar(Retranslating, QWidget):
    action_chosen = Signal(int, object)  # seat, LegalAction
    back_requested = Signal()  # "I'm back": the player sitting out wants to be dealt in
    show_requested = Signal(int)  # O6: the uncontested winner in this seat shows

    PAGE_IDLE, PAGE_BUTTONS, PAGE_CONFIRM, PAGE_PRE, PAGE_AWAY = range(5)
    TEXT_MIN = 170  # the turn and strength lines wrap down to this width
    BUTTON_WIDTH = 128  # an action button's width where there is room
    BUTTON_PX = (17, 16, 15, 14, 13, 12)  # the buttons' font sizes, tried largest first
    BUTTON_PAD = 36  # the style's padding and border around a button's text

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
        self._paused = False  # the host paused the game: no next hand is coming (n3)
        self._chosen: LegalAction | None = None  # a secret choice sent, not yet shown to all
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(96)

        self.strength = QLabel(self)
        self.strength.setObjectName("strengthLabel")
        self.strength.setWordWrap(True)
        self.strength.setMinimumWidth(self.TEXT_MIN)
        self.turn_label = QLabel(self)
        self.turn_label.setObjectName("turnLabel")
        self.turn_label.setWordWrap(True)
        self.turn_label.setMinimumWidth(self.TEXT_MIN)

        self.pages = QStackedWidget(self)
        idle = QWidget()
        self.idle_label = QLabel(idle)
        self.idle_label.setObjectName("idleLabel")
        lay = QHBoxLayout(idle)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addStretch(1)
        lay.addWidget(self.idle_label)
        self.show_button = QPushButton(idle)  # O6: after everyone folded, the winner may show
        self.show_button.setObjectName("showCardsButton")
        self.show_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.show_button.setMinimumHeight(40)
        self.show_button.clicked.connect(self._on_show_clicked)
        self.show_button.hide()
        self._show_seat: int | None = None
        lay.addWidget(self.show_button)
        self.pages.addWidget(idle)

        self.buttons_page = QWidget()
        self.buttons_layout = QHBoxLayout(self.buttons_page)
        self.buttons_layout.setContentsMargins(0, 0, 0, 0)
        self.buttons_layout.setSpacing(10)
        self.pages.addWidget(self.buttons_page)

        confirm = QWidget()
        self.confirm_label = QLabel(confirm)
        self.confirm_label.setObjectName("confirmLabel")
        # The question wraps rather than being cut where the bar is narrow (1024 px, n14).
        self.confirm_label.setWordWrap(True)
        self.confirm_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
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
        lay.addWidget(self.confirm_label, 1)
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

        away = QWidget()
        self.away_label = QLabel(away)
        self.away_label.setObjectName("confirmLabel")
        self.away_label.setWordWrap(True)
        self.back_button = QPushButton(away)
        self.back_button.setObjectName("primaryButton")
        self.back_button.setMinimumSize(170, 54)
        self.back_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.back_button.setStyleSheet("font-size: 18px;")
        self.back_button.clicked.connect(self.back_requested)
        lay = QHBoxLayout(away)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.away_label, 1)
        lay.addWidget(self.back_button)
        self.pages.addWidget(away)
        self._away = False
        self._closed_text = ""

        left = QVBoxLayout()
        left.setSpacing(2)
        left.addWidget(self.turn_label)
        left.addWidget(self.strength)
        outer = self._outer = QHBoxLayout(self)
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
        for keys in ("F", "C", "B", "R", "Shift+B", "Shift+R", "S", "M", "P", "H", "L", "1", "2",
                     "3"):
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
        self.away_label.setText(self.tr("You are sitting out: the hands are dealt without "
                                        "you."))
        self.back_button.setText(self.tr("I'm back"))
        #: O6: everyone else folded; the winner may show the hand (they need not)
        self.show_button.setText(self.tr("Show cards"))
        self.idle_label.setWordWrap(self._chosen is not None)  # the long "hidden" line wraps
        self.idle_label.setText(self._closed_text or (
            self._chosen_text() if self._chosen is not None and not self._hand_over
            else self.tr("Waiting for the other players") if not self._hand_over
            else self.tr("Paused by the host") if self._paused
            else self.tr("Next hand coming up")))
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
        elif kind is ActionKind.DECLARE:
            text = self.declaration_word(Declaration.of_chips(move.to))
        elif kind is ActionKind.TURN_UP:
            #: Roll Your Own: the down card (%1, as "K♠") this player turns face up
            text = fmt(self.tr("Turn up %1"), card_text(Card(move.to)))
        elif kind is ActionKind.BUY:
            #: Baseball: pay the price to keep an up three (wild), or fold
            text = fmt(self.tr("Pay %1 to keep the three"), amount)
        else:
            text = self.tr("Muck")
        if move.all_in and kind not in (ActionKind.FOLD, ActionKind.CHECK):
            text = fmt(self.tr("%1 (all-in)"), text)
        return text

    def declaration_word(self, declaration: Declaration) -> str:
        """High-Low Declare's three choices as the buttons say them."""
        if declaration is Declaration.HIGH:
            #: High-Low Declare: declare for the high half
            return self.tr("High")
        if declaration is Declaration.LOW:
            #: High-Low Declare: declare for the low half
            return self.tr("Low")
        #: High-Low Declare: declare for both halves (a swing)
        return self.tr("Both (swing)")

    def _chosen_text(self) -> str:
        """What the idle line says once the player's secret choice is in."""
        chosen = self._chosen
        if chosen is None:
            return ""
        if chosen.kind is ActionKind.DECLARE:
            #: %1: High, Low or Both (swing)
            mine = fmt(self.tr("You chose: %1."), self.declaration_word(
                Declaration.of_chips(chosen.to)))
        else:
            #: Roll Your Own: %1 the card this player chose to turn up
            mine = fmt(self.tr("You turn up %1."), card_text(Card(chosen.to)))
        return mine + " " + self.tr("Your choice is hidden until everyone has chosen.")

    def choice_made(self) -> LegalAction | None:
        """The secret choice this bar sent that the table has not shown yet, or None."""
        return self._chosen

    def choices_revealed(self) -> None:
        """Every choice is shown (or the hand is over): the idle line is the usual one."""
        if self._chosen is not None:
            self._chosen = None
            self.retranslateUi()

    def set_strength(self, text: str) -> None:
        self._strength_text = text
        self.strength.setText(text)

    def set_turn_text(self, text: str) -> None:
        self.turn_label.setText(text)

    # ------------------------------------------------------------------ turns

    def offer_show(self, seat: int) -> None:
        """O6: held ``seat`` won a hand everyone else folded in: a "Show cards" button."""
        self._show_seat = seat
        self.show_button.show()
        if self.pages.currentIndex() != self.PAGE_AWAY:
            self.pages.setCurrentIndex(self.PAGE_IDLE)

    def withdraw_show(self) -> None:
        self._show_seat = None
        self.show_button.hide()

    def show_offered_to(self) -> int | None:
        return self._show_seat

    def _on_show_clicked(self) -> None:
        seat = self._show_seat
        self.withdraw_show()
        if seat is not None:
            self.show_requested.emit(seat)

    def set_hand_over(self, over: bool) -> None:
        """Between hands the idle line says so instead of "waiting for the other players"."""
        if not over:
            self.withdraw_show()  # a new hand: the last one's chance to show is gone
        else:
            self._chosen = None
        if over != self._hand_over:
            self._hand_over = over
            self.retranslateUi()

    def set_paused(self, paused: bool) -> None:
        """The host paused the game: between hands the idle line says the next one waits."""
        if paused != self._paused:
            self._paused = paused
            self.retranslateUi()

    def show_idle(self, pre_actions: bool = False) -> None:
        """Not the player's turn: the pre-action boxes if the player is in the hand."""
        self.seat = None
        self.legal = ()
        self._clear_buttons()
        self.pages.setCurrentIndex(self.PAGE_AWAY if self._away else
                                   self.PAGE_PRE if pre_actions else self.PAGE_IDLE)

    def set_closed(self, text: str) -> None:
        """The table is gone or over: ``text`` says so where "Waiting for the other players"
        stood ("" for the usual lines)."""
        self._closed_text = text
        self.retranslateUi()

    def set_away(self, away: bool) -> None:
        """Sitting out (RULES.md C3): a big "I'm back" button instead of the idle line."""
        if away == self._away:
            return
        self._away = away
        if self.pages.currentIndex() in (self.PAGE_IDLE, self.PAGE_PRE, self.PAGE_AWAY):
            self.pages.setCurrentIndex(self.PAGE_AWAY if away else self.PAGE_IDLE)

    def is_away(self) -> bool:
        return self._away

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
        if any(m.kind in CHOICE_KINDS for m in self.legal):
            self._chosen = None  # a fresh choice (another seat's, behind the hotseat cover)
            self.retranslateUi()
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

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit_buttons()

    def _fit_buttons(self) -> None:
        """Every button's text whole, all of them side by side in the room the bar has:
        128 px each where that fits, else each as wide as its text, in the largest font size
        (17 px down to 12) with which they fit (a 1024-pixel window in Bulgarian)."""
        buttons = self.buttons
        if not buttons:
            return
        margins = self._outer.contentsMargins()
        spacing = self.buttons_layout.spacing()
        room = (self.width() - margins.left() - margins.right() - self.TEXT_MIN
                - self._outer.spacing() - spacing * (len(buttons) - 1))
        px, needs = self.BUTTON_PX[-1], [0] * len(buttons)
        for px in self.BUTTON_PX:
            font = QFont(buttons[0].font())
            font.setPixelSize(px)
            font.setBold(True)
            metrics = QFontMetrics(font)
            needs = [metrics.horizontalAdvance(b.text()) + self.BUTTON_PAD for b in buttons]
            if sum(needs) <= room:
                break
        roomy = [max(need, self.BUTTON_WIDTH) for need in needs]
        if sum(roomy) <= room:
            widths = roomy
        else:  # the room left over shared out evenly
            extra = max(0, room - sum(needs)) // len(buttons)
            widths = [need + extra for need in needs]
        for button, width in zip(buttons, widths, strict=True):
            button.setStyleSheet("" if px == self.BUTTON_PX[0] else f"font-size: {px}px;")
            button.setMinimumWidth(width)

    def _build_buttons(self) -> None:
        self._clear_buttons()
        self.buttons_layout.addStretch(1)
        aggressive = [m for m in self.legal if m.kind in _AGGRESSIVE]
        # Fold is always the leftmost button, whatever order the choices come in (Baseball's
        # pay-or-fold comes as pay, fold).
        moves = sorted(self.legal, key=lambda m: (
            m.kind is not ActionKind.FOLD,
            _DECLARE_ORDER.get(m.to, 0) if m.kind is ActionKind.DECLARE else 0))
        turn_ups = [m for m in moves if m.kind is ActionKind.TURN_UP]
        for move in moves:
            button = QPushButton(self.label_for(move), self.buttons_page)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.setMinimumHeight(54)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            keys = self._keys_for(move, aggressive)
            if move.kind is ActionKind.TURN_UP:
                keys = [str(turn_ups.index(move) + 1)]
            if move.kind is ActionKind.FOLD:
                button.setObjectName("foldButton")
            elif move.kind in _AGGRESSIVE:
                button.setObjectName("aggressiveButton")
            elif move.kind in CHOICE_KINDS:
                button.setObjectName("choiceButton")
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
        self._fit_buttons()

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
        if kind is ActionKind.BUY:
            return ["C", "P"]
        if kind is ActionKind.DECLARE:
            return [_DECLARE_KEYS[move.to]]  # the call key: paying is this decision's "stay in"
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
        if move.kind in CHOICE_KINDS:
            self._chosen = move  # the closed fist: hidden until everyone has chosen
            self.retranslateUi()
        self.action_chosen.emit(seat, move)
