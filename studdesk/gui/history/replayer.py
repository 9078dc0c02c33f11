"""The hand replayer: any PHH stud hand played again on the real table (``studdesk view``).

The window shows the live table's own scene (:class:`~studdesk.gui.table.scene.TableScene` in a
:class:`~studdesk.gui.table.graphics_view.TableGraphicsView`), the dealer's log beside it and the
controls below: first step, one step back, play or pause, one step forward, last step, a jump to
each street and to the showdown, the speed, and a slider over the whole hand. Keys: Left and
Right step, Home and End jump to the ends, Page Up and Page Down go a street back or on, Space
plays or pauses, Escape closes the window (as its *Close* button does: no title bar is needed to
get back, e.g. without a window manager).

A step forward is animated like the live table (the step's events through an
:class:`~studdesk.gui.table.event_player.EventPlayer`); a step back or a jump rebuilds the table from
the first event to the chosen step with animations off (:class:`HandReplay` keeps them), so
nothing is ever undone by hand. While playing, the next step follows when the last one's
animations have finished and a pause has passed; :meth:`ReplayerWindow.tick` is that step (the
timer calls it, tests may call it themselves).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QCloseEvent, QColor, QIcon, QKeyEvent, QPainter, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from studdesk.engine.config import Variant
from studdesk.engine.events import CardTurnedUp, DeviceLeft
from studdesk.gui.history.steps import AWARD, CHOICE, MUCK, REVEAL, SHOW, START, HandReplay
from studdesk.gui.platform.screen_fit import fit_to_screen
from studdesk.gui.table.dealer_log import DealerLog, DealerLogView, Told, ToldEvent, ToldFlush
from studdesk.gui.table.event_player import EventPlayer
from studdesk.gui.table.graphics_view import TableGraphicsView
from studdesk.gui.table.picture import CardPicture
from studdesk.gui.table.scene import TableScene
from studdesk.gui.text.money import stakes_label
from studdesk.gui.text.narrator import fmt, street_title, variant_title
from studdesk.gui.text.retranslate import Retranslating

SPEEDS = (2.0, 1.0, 0.5, 0.25, 0.0)
"""Animation time factors the speed box offers (0: no animation)."""
DEFAULT_SPEED = 1.0
PAUSE_MS = 900
"""The pause between two steps while playing, at speed 1."""


def faded_when_disabled(icon: QIcon, size: int = 16) -> QIcon:
    """``icon`` with a disabled look that stays visible on the dark felt: the style's own
    disabled pixmap is nearly black there, so a button at the end of a hand looked empty."""
    normal = icon.pixmap(size, size)
    faded = QPixmap(normal.size())
    faded.setDevicePixelRatio(normal.devicePixelRatio())
    faded.fill(QColor(0, 0, 0, 0))
    painter = QPainter(faded)
    painter.setOpacity(0.35)
    painter.drawPixmap(0, 0, normal)
    painter.end()
    out = QIcon()
    out.addPixmap(normal, QIcon.Mode.Normal)
    out.addPixmap(faded, QIcon.Mode.Disabled)
    return out


class ReplayerWindow(Retranslating, QWidget):
    """See the module docstring. ``load`` a :class:`HandReplay`; ``go_to(n)`` shows step n."""

    def __init__(self, replay: HandReplay | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("tableWindow")
        self.replay: HandReplay = replay or HandReplay(None)
        self.current = -1
        self.playing = False
        self.speed = DEFAULT_SPEED

        self.scene = TableScene(self)
        self.view = TableGraphicsView(self.scene, self)
        self.player = EventPlayer(self.scene, self)
        self.player.drained.connect(self._on_player_drained)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.tick)

        self.side = QFrame(self)
        self.side.setObjectName("sidePanel")
        self.side.setMinimumWidth(216)  # narrower on a small screen (play-test m2)
        self.side.setMaximumWidth(264)
        self.title = QLabel(self.side)
        self.title.setObjectName("tableTitle")
        self.title.setWordWrap(True)
        self.subtitle = QLabel(self.side)
        self.subtitle.setObjectName("tableSubtitle")
        self.subtitle.setWordWrap(True)
        self.log_title = QLabel(self.side)
        self.log_title.setObjectName("sectionTitle")
        self.dealer_log = DealerLog(self, limit=100_000)  # a hand's steps: every line
        self.log = DealerLogView(self.dealer_log, self.side)
        sl = QVBoxLayout(self.side)
        sl.setContentsMargins(12, 12, 12, 12)
        sl.setSpacing(6)
        sl.addWidget(self.title)
        sl.addWidget(self.subtitle)
        self.hands: Sequence[Callable[[], HandReplay]] = ()
        self.hand_index = -1
        self.previous_hand_button = QPushButton(self.side)
        self.previous_hand_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.previous_hand_button.clicked.connect(self.previous_hand)
        self.next_hand_button = QPushButton(self.side)
        self.next_hand_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.next_hand_button.clicked.connect(self.next_hand)
        hand_buttons = QVBoxLayout()  # one above the other: whole words in the narrow panel
        hand_buttons.addWidget(self.previous_hand_button)
        hand_buttons.addWidget(self.next_hand_button)
        sl.addLayout(hand_buttons)
        sl.addWidget(self.log_title)
        sl.addWidget(self.log, 1)
        self.close_button = QPushButton(self.side)
        self.close_button.setObjectName("closeButton")
        self.close_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.close_button.clicked.connect(self.close)
        sl.addWidget(self.close_button)

        self.bar = QFrame(self)
        self.bar.setObjectName("actionBar")
        icon = self.style().standardIcon
        pixmaps = QStyle.StandardPixmap
        self.first_button = self._button("", icon(pixmaps.SP_MediaSkipBackward))
        self.back_button = self._button("", icon(pixmaps.SP_MediaSeekBackward))
        self.play_button = self._button("")
        self.play_button.setObjectName("primaryButton")
        self.forward_button = self._button("", icon(pixmaps.SP_MediaSeekForward))
        self.last_button = self._button("", icon(pixmaps.SP_MediaSkipForward))
        self.first_button.clicked.connect(self.first)
        self.back_button.clicked.connect(self.step_back)
        self.play_button.clicked.connect(self.toggle_play)
        self.forward_button.clicked.connect(self.step_forward)
        self.last_button.clicked.connect(self.last)
        self.street_buttons: dict[int, QPushButton] = {}
        for street in range(3, 8):
            button = self._button("")
            button.clicked.connect(lambda _=False, s=street: self.jump_to_street(s))
            self.street_buttons[street] = button
        self.showdown_button = self._button("")
        self.showdown_button.clicked.connect(self.jump_to_showdown)
        self.speed_label = QLabel(self.bar)
        self.speed_box = QComboBox(self.bar)
        self.speed_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.speed_box.currentIndexChanged.connect(self._on_speed_box_current_index_changed)
        self.slider = QSlider(Qt.Orientation.Horizontal, self.bar)
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.valueChanged.connect(self._on_slider_value_changed)
        self.step_label = QLabel(self.bar)
        self.step_label.setObjectName("turnLabel")

        top = QHBoxLayout()
        for button in (self.first_button, self.back_button, self.play_button,
                       self.forward_button, self.last_button):
            top.addWidget(button)
        top.addStretch(1)
        top.addWidget(self.speed_label)
        top.addWidget(self.speed_box)
        streets = QHBoxLayout()  # a row of their own: whole at 1024 px (play-test m2)
        for button in self.street_buttons.values():
            streets.addWidget(button)
        streets.addWidget(self.showdown_button)
        streets.addStretch(1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.step_label)
        bottom.addWidget(self.slider, 1)
        bl = QVBoxLayout(self.bar)
        bl.setContentsMargins(12, 8, 12, 8)
        bl.addLayout(top)
        bl.addLayout(streets)
        bl.addLayout(bottom)

        left = QVBoxLayout()
        left.setContentsMargins(0, 0, 0, 0)
        left.setSpacing(0)
        left.addWidget(self.view, 1)
        left.addWidget(self.bar)
        outer = QHBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        outer.addLayout(left, 1)
        outer.addWidget(self.side)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        fit_to_screen(self, 1280, 800)  # at most the screen (play-test m2)
        self.retranslateUi()
        self.load(self.replay)

    def _button(self, text: str, icon: QIcon | None = None) -> QPushButton:
        button = QPushButton(text, self.bar)
        if icon is not None:
            button.setIcon(faded_when_disabled(icon))
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the window takes the keys
        return button

    # ------------------------------------------------------------------ language

    def retranslateUi(self) -> None:  # noqa: N802
        self.log_title.setText(self.tr("Dealer"))
        self.first_button.setToolTip(self.tr("First step (Home)"))
        self.back_button.setToolTip(self.tr("One step back (Left)"))
        self.forward_button.setToolTip(self.tr("One step forward (Right)"))
        self.last_button.setToolTip(self.tr("Last step (End)"))
        self.play_button.setToolTip(self.tr("Play or pause (Space)"))
        self.previous_hand_button.setText(self.tr("Previous hand"))
        self.previous_hand_button.setToolTip(self.tr("The hand before this one in the list "
                                                     "(Ctrl+Page Up)"))
        self.next_hand_button.setText(self.tr("Next hand"))
        self.next_hand_button.setToolTip(self.tr("The hand after this one in the list "
                                                 "(Ctrl+Page Down)"))
        for street, button in self.street_buttons.items():
            button.setText(street_title(street))
        self.showdown_button.setText(self.tr("Showdown"))
        self.close_button.setText(self.tr("Close"))
        self.close_button.setToolTip(self.tr("Close the replay (Escape)"))
        self.speed_label.setText(self.tr("Speed"))
        names = {2.0: self.tr("Slow"), 1.0: self.tr("Normal"), 0.5: self.tr("Fast"),
                 0.25: self.tr("Very fast"), 0.0: self.tr("No animation")}
        self.speed_box.blockSignals(True)
        self.speed_box.clear()
        for factor in SPEEDS:
            self.speed_box.addItem(names[factor], factor)
        self.speed_box.setCurrentIndex(SPEEDS.index(self.speed))
        self.speed_box.blockSignals(False)
        self.scene.retranslate()
        self._update_titles()
        self._update_controls()

    def _update_titles(self) -> None:
        replay = self.replay
        history = replay.history
        name = Path(replay.source).name if replay.source else ""
        if history is None:
            self.setWindowTitle(self.tr("Replay — StudDesk"))
            self.title.setText(self.tr("Hand replay"))
        else:
            cfg = replay.shown_config or history.config
            self.title.setText(fmt(self.tr("Hand #%1 · %2 %3"), history.number,
                                   variant_title(cfg.variant.value), stakes_label(cfg)))
            #: the window's title: %1 the hand's file name (or its number)
            self.setWindowTitle(fmt(self.tr("Replay of %1 — StudDesk"),
                                    name or f"#{history.number}"))
        if replay.error is not None:
            where = ("" if replay.error_index is None
                     #: %1: the 1-based number of the file's action the rules refuse
                     else " " + fmt(self.tr("(action %1)"), replay.error_index + 1))
            self.subtitle.setText(fmt(self.tr("This hand cannot be replayed: %1"),
                                      replay.error) + where)
        else:
            self.subtitle.setText(name)

    # ------------------------------------------------------------------ loading

    def load(self, replay: HandReplay) -> None:
        """Show ``replay`` from its first step."""
        self.pause()
        self.player.finish_all(drop_queue=True)
        self.replay = replay
        self.current = -1
        self.slider.blockSignals(True)
        self.slider.setRange(0, max(0, replay.last))
        self.slider.setValue(0)
        self.slider.blockSignals(False)
        self._update_titles()
        if replay.shown_config is not None:
            self.scene.set_config(replay.shown_config)
        if replay.ok:
            self.go_to(0)
        else:
            self._update_controls()
            self._fill_log()

    def set_hands(self, hands: Sequence[Callable[[], HandReplay]], index: int) -> None:
        """A list of hands to go through (each read when it is shown), showing ``index``."""
        self.hands = list(hands)
        self.go_to_hand(index)

    def go_to_hand(self, index: int) -> None:
        if 0 <= index < len(self.hands):
            self.hand_index = index
            self.load(self.hands[index]())

    def previous_hand(self) -> None:
        self.go_to_hand(self.hand_index - 1)

    def next_hand(self) -> None:
        self.go_to_hand(self.hand_index + 1)

    def load_file(self, path: str | Path) -> HandReplay:
        replay = HandReplay.from_file(path)
        self.load(replay)
        return replay

    # ------------------------------------------------------------------ moving

    def go_to(self, n: int, *, animate: bool = False) -> None:
        """Show the table after step ``n`` (clamped to the hand). ``animate``: play the step's
        events (only when ``n`` is the step after the one shown)."""
        if not self.replay.ok:
            return
        n = max(0, min(n, self.replay.last))
        if animate and n == self.current + 1 and self.scene.speed > 0:
            self.player.finish_all()
            for ev in self.replay.steps[n].events:
                self.player.push_event(self.replay.shown(ev))
            turned = [(ev.seat, self.replay.turned_up[(ev.seat, str(ev.card))], str(ev.card))
                      for ev in self.replay.steps[n].events if isinstance(ev, CardTurnedUp)
                      and (ev.seat, str(ev.card)) in self.replay.turned_up]
            self.player.push_call(lambda: self._turn_up(turned))
            acting = self.replay.acting_after(n)
            self.player.push_call(lambda: self.scene.set_acting(acting))
        else:
            self._rebuild(n)
        self.current = n
        self.slider.blockSignals(True)
        self.slider.setValue(n)
        self.slider.blockSignals(False)
        self._update_controls()
        self._fill_log()

    def _rebuild(self, n: int) -> None:
        """The table after step ``n``, from the first event, at once."""
        self.player.finish_all(drop_queue=True)
        speed = self.scene.speed
        self.scene.set_speed(0.0)
        try:
            for ev in self.replay.events_until(n):
                self.scene.animate_event(self.replay.shown(ev))
            self._turn_up(self.replay.turned_up_until(n))
        finally:
            self.scene.set_speed(speed)
        if self.replay.shown_config is not None:
            self.scene.set_config(self.replay.shown_config)
        self.scene.set_acting(self.replay.acting_after(n))

    def _turn_up(self, turned: Sequence[tuple[int, int, str]]) -> None:
        """W11.2: the chosen cards face up in their places, all at once (the event names the
        card; another seat's was a back until now)."""
        for seat, place, card in turned:
            row = self.scene.card_row(seat)
            if place >= len(row) or (row[place].card == card and row[place].face_up):
                continue
            cards = [CardPicture(item.card, item.face_up, item.private) for item in row]
            cards[place] = CardPicture(card, True)
            self.scene.set_cards(seat, cards)

    def step_forward(self) -> None:
        if self.current < self.replay.last:
            self.go_to(self.current + 1, animate=True)

    def step_back(self) -> None:
        if self.current > 0:
            self.go_to(self.current - 1)

    def first(self) -> None:
        self.pause()
        self.go_to(0)

    def last(self) -> None:
        self.pause()
        self.go_to(self.replay.last)

    def jump_to_street(self, street: int) -> None:
        n = self.replay.street_step(street)
        if n is not None:
            self.go_to(n)

    def jump_to_showdown(self) -> None:
        n = self.replay.showdown_step()
        if n is not None:
            self.go_to(n)

    def _street_jump(self, direction: int) -> None:
        streets = [(self.replay.street_step(s), s) for s in self.replay.streets()]
        steps = [n for n, _ in streets if n is not None]
        if direction > 0:
            later = [n for n in steps if n > self.current]
            if later:
                self.go_to(later[0])
            else:
                self.jump_to_showdown()
        else:
            earlier = [n for n in steps if n < self.current]
            self.go_to(earlier[-1] if earlier else 0)

    # ------------------------------------------------------------------ playing

    def set_speed(self, factor: float) -> None:
        """Animation time factor: 1 normal, 0.5 twice as fast, 0 no animation."""
        self.speed = factor if factor in SPEEDS else DEFAULT_SPEED
        self.scene.set_speed(self.speed)
        index = SPEEDS.index(self.speed)
        if self.speed_box.currentIndex() != index:
            self.speed_box.setCurrentIndex(index)

    def play(self) -> None:
        if not self.replay.ok:
            return
        if self.current >= self.replay.last:
            self.go_to(0)
        self.playing = True
        self._update_controls()
        self._schedule()

    def pause(self) -> None:
        self.playing = False
        self.timer.stop()
        self._update_controls()

    def toggle_play(self) -> None:
        if self.playing:
            self.pause()
        else:
            self.play()

    def tick(self) -> None:
        """One step of playing: on to the next step, or stop at the end."""
        if not self.playing:
            return
        if self.current >= self.replay.last:
            self.pause()
            return
        self.step_forward()
        if self.current >= self.replay.last:
            self.pause()
        else:
            self._schedule()

    def _schedule(self) -> None:
        if self.playing and self.player.is_idle() and not self.timer.isActive():
            self.timer.start(max(120, int(PAUSE_MS * max(self.speed, 0.15))))

    def _on_player_drained(self) -> None:
        self._schedule()

    def _on_speed_box_current_index_changed(self, index: int) -> None:
        if 0 <= index < len(SPEEDS):
            self.set_speed(SPEEDS[index])

    def _on_slider_value_changed(self, value: int) -> None:
        if value != self.current:
            self.go_to(value)

    # ------------------------------------------------------------------ keys

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        actions: dict[Qt.Key, Callable[[], object]] = {
            Qt.Key.Key_Right: self.step_forward, Qt.Key.Key_Left: self.step_back,
            Qt.Key.Key_Home: self.first, Qt.Key.Key_End: self.last,
            Qt.Key.Key_Space: self.toggle_play,
            Qt.Key.Key_PageDown: lambda: self._street_jump(1),
            Qt.Key.Key_PageUp: lambda: self._street_jump(-1),
            Qt.Key.Key_Escape: self.close,
        }
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            actions = {Qt.Key.Key_PageUp: self.previous_hand,
                       Qt.Key.Key_PageDown: self.next_hand}
        action = actions.get(Qt.Key(key))
        if action is None:
            super().keyPressEvent(event)
            return
        action()
        event.accept()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self.pause()  # no step plays on in a closed window
        super().closeEvent(event)

    # ------------------------------------------------------------------ words

    def _update_controls(self) -> None:
        listed = len(self.hands) > 1
        self.previous_hand_button.setVisible(listed)
        self.next_hand_button.setVisible(listed)
        self.previous_hand_button.setEnabled(self.hand_index > 0)
        self.next_hand_button.setEnabled(self.hand_index < len(self.hands) - 1)
        replay = self.replay
        ok = replay.ok
        n = self.current
        for button in (self.first_button, self.back_button):
            button.setEnabled(ok and n > 0)
        for button in (self.forward_button, self.last_button):
            button.setEnabled(ok and n < replay.last)
        self.play_button.setEnabled(ok)
        self.play_button.setIcon(faded_when_disabled(self.style().standardIcon(
            QStyle.StandardPixmap.SP_MediaPause if self.playing
            else QStyle.StandardPixmap.SP_MediaPlay)))
        streets = set(replay.streets()) if ok else set()
        for street, button in self.street_buttons.items():
            button.setEnabled(street in streets)
        self.showdown_button.setEnabled(ok and any(s.kind in (SHOW, MUCK) for s in replay.steps))
        self.slider.setEnabled(ok)
        if not ok:
            self.step_label.setText("")
            return
        step = replay.steps[n]
        if step.kind == START:
            where = self.tr("Antes")
        elif step.kind in (SHOW, MUCK):
            where = self.tr("Showdown")
        elif step.kind == AWARD and step.events and isinstance(step.events[0], DeviceLeft):
            #: H4: the step where a player's device left and the hand ended without a winner
            where = self.tr("A player left: the hand ends")
        elif step.kind == AWARD:
            where = self.tr("The pot is awarded")
        elif step.kind in (CHOICE, REVEAL) and self._declare():
            #: High-Low Declare (W9): the step of a player's secret declaration or of them all
            where = self.tr("Declaration")
        else:
            where = street_title(step.street)
        #: %1: this step's number, %2: the steps in the hand, %3: where the hand is
        self.step_label.setText(fmt(self.tr("Step %1 of %2 · %3"), n + 1, replay.last + 1, where))

    def _declare(self) -> bool:
        cfg = self.replay.config
        return cfg is not None and cfg.variant is Variant.STUD_DECLARE

    def _fill_log(self) -> None:
        """The dealer's words for every step up to the one shown, the last step's in bold."""
        told: list[Told] = []
        if self.replay.ok:
            for i, step in enumerate(self.replay.steps[:self.current + 1]):
                strong = i == self.current
                told += [ToldEvent(self.replay.shown(ev), strong=strong) for ev in step.events]
                told.append(ToldFlush(strong))  # the antes are the first step's own line
        self.dealer_log.replace(told)

    def log_lines(self) -> list[str]:
        return self.log.log_lines()


__all__ = ["PAUSE_MS", "SPEEDS", "ReplayerWindow"]
