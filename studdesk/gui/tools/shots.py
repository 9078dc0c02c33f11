"""Screenshots of the GUI's scenes, rendered offscreen at 1280x800: ``studdesk shots OUTDIR``.

Every table scene is a hand the real table core deals (stacked decks, scripted computer
players; :func:`~studdesk.gui.tools.scenes.practice_table`, a
:class:`~studdesk.gui.session.core_session.CoreSession` on a fake clock) into the real windows,
with animations off so each picture is the state the table converges to. Dialogs are drawn over the dimmed lobby, as
they appear in use. Point ``STUDDESK_RESOURCES`` at a ``resources/`` folder to use its art;
``language`` ("pl", "bg" ...) renders the scenes in that translation.
"""

from __future__ import annotations

import random
import tempfile
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from studdesk.engine.actions import ActionKind, LegalAction
from studdesk.engine.cards import Card, shuffled_deck
from studdesk.engine.config import Variant
from studdesk.gui.app import MainWindow, create_application
from studdesk.gui.platform.settings import Settings
from studdesk.gui.session.core_session import CoreSession
from studdesk.gui.text.i18n import install_language
from studdesk.gui.tools.scenes import (
    BASEBALL_BUY_THIRD,
    BASEBALL_ELEVEN_EXTRAS,
    BASEBALL_ELEVEN_STREETS,
    BASEBALL_ELEVEN_THIRD,
    CHICAGO_STREETS,
    CHICAGO_THIRD,
    EIGHT_STREETS,
    EIGHT_THIRD,
    FTQ_THIRD,
    HERO,
    HILO_STREETS,
    HILO_THIRD,
    LAN_TABLES,
    RAZZ_HOTSEAT_THIRD,
    THIRD,
    passive_policy,
    practice_table,
)
from studdesk.gui.tools.shot_list import SCENE_NAMES

SIZE = (1280, 800)


def _process() -> None:
    app = QApplication.instance()
    if app is not None:
        for _ in range(3):
            app.processEvents()


def _grab(widget: QWidget) -> QImage:
    widget.resize(*SIZE)
    _process()
    image = widget.grab().toImage()
    if (image.width(), image.height()) != SIZE:
        image = image.scaled(*SIZE, Qt.AspectRatioMode.IgnoreAspectRatio,
                             Qt.TransformationMode.SmoothTransformation)
    return image


def _over(background: QWidget, dialog: QDialog) -> QImage:
    """``dialog`` as it looks open over ``background``: the window dimmed, the dialog centred."""
    base = _grab(background)
    dialog.adjustSize()
    hint = dialog.sizeHint()
    dialog.resize(max(hint.width(), dialog.minimumWidth(), 520), hint.height())
    dialog.show()
    _process()
    front = dialog.grab().toImage()
    dialog.hide()
    painter = QPainter(base)
    painter.fillRect(QRectF(0, 0, *SIZE), QColor(0, 0, 0, 130))
    x = (SIZE[0] - front.width()) / 2
    y = (SIZE[1] - front.height()) / 2
    painter.setPen(Qt.PenStyle.NoPen)
    for k in range(8):
        painter.setBrush(QColor(0, 0, 0, 18))
        painter.drawRoundedRect(QRectF(x - k, y - k + 6, front.width() + 2 * k,
                                       front.height() + 2 * k), 10, 10)
    painter.drawImage(QPointF(x, y), front)
    painter.setPen(QColor("#c9a74e"))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(QRectF(x, y, front.width() - 1, front.height() - 1))
    painter.end()
    return base


class _Driver:
    """Plays the held seats of a session from a script until a condition holds."""

    def __init__(self, session: CoreSession) -> None:
        self.session = session
        self.turns: list[tuple[int, tuple[LegalAction, ...]]] = []
        session.turn_started.connect(self._on_session_turn_started)

    def _on_session_turn_started(self, seat: int, deadline_ms: int,
                                 legal: Sequence[LegalAction]) -> None:
        self.turns.append((seat, tuple(legal)))

    def play(self, stop: Callable[[CoreSession, int], bool],
             choose: Callable[[Sequence[LegalAction]], LegalAction] | None = None,
             limit: int = 200) -> None:
        choose = choose or (lambda legal: passive_policy(None, legal))
        for _ in range(limit):
            hand = self.session.hand
            if hand is None or not self.turns:
                return
            seat, legal = self.turns[-1]
            if stop(self.session, seat):
                return
            if hand.is_complete or not legal or seat != hand.acting_seat:
                return
            self.session.send_action(seat, choose(legal))


class ShotMaker:
    """Builds each scene in its own main window and saves it as ``OUTDIR/<scene>.png``."""

    def __init__(self, outdir: Path, language: str = "en") -> None:
        self.app = create_application([])
        self.outdir = outdir
        self._tmp = tempfile.TemporaryDirectory(prefix="studdesk-shots-")
        self.settings = Settings(Path(self._tmp.name) / "settings.ini")
        self.settings.set_value("player_name", "Emil")
        self.settings.set_value("animation_speed", "off")
        self.settings.set_value("sound", False)
        self.settings.set_value("language", language)
        self.language = language
        if not install_language(language):
            raise ValueError(f"no translation for {language!r}")

    def close(self) -> None:
        if self.language != "en":
            install_language("en")
        self._tmp.cleanup()

    def window(self) -> MainWindow:
        window = MainWindow(self.settings)
        window.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
        window.resize(*SIZE)
        window.show()
        _process()
        return window

    def save(self, name: str, image: QImage) -> Path:
        path = self.outdir / f"{name}.png"
        if not image.save(str(path)):
            raise OSError(f"could not write {path}")
        return path

    def make(self, name: str) -> Path:
        maker = getattr(self, "_" + name.replace("-", "_"))
        return self.save(name, maker())

    # ------------------------------------------------------------------ scenes

    def _lobby_window(self) -> MainWindow:
        window = self.window()
        window.lobby.update_tables(LAN_TABLES)
        return window

    def _lobby(self) -> QImage:
        return _grab(self._lobby_window())

    def _host_dialog(self) -> QImage:
        from studdesk.gui.lobby.host_dialog import HostDialog

        window = self._lobby_window()
        dialog = HostDialog("Emil", window)
        dialog.bots.setValue(3)
        return _over(window, dialog)

    def _settings(self) -> QImage:
        from studdesk.gui.platform.settings_dialog import SettingsDialog

        window = self._lobby_window()
        return _over(window, SettingsDialog(self.settings, window))

    def _table(self, third: Mapping[int, str], streets: Sequence[Mapping[int, str]] = (),
               **options: Any) -> tuple[MainWindow, CoreSession, _Driver]:
        """A scene's hand (:func:`~studdesk.gui.tools.scenes.practice_table`) at a new window,
        the clock shown, the shuffles after the stacked decks the same every time."""
        window = self.window()
        options.setdefault("timeout_ms", 10_000)
        session = practice_table(third, streets, seed=11, **options)
        driver = _Driver(session)
        window.open_session(session)
        return window, session, driver

    def _table_third_street(self) -> QImage:
        script = {(3, 8): ["call"], (3, 1): ["complete"], (3, 2): ["fold"], (3, 3): ["call"],
                  (3, 4): ["fold"]}
        window, session, driver = self._table(EIGHT_THIRD, EIGHT_STREETS, script=script)
        driver.play(lambda s, seat: seat == HERO)
        return _grab(window)

    def _table_seventh_street_community(self) -> QImage:
        script = {(street, 3): ["bet"] for street in (4, 5, 6, 7)}
        window, session, driver = self._table(EIGHT_THIRD, EIGHT_STREETS, script=script,
                                              burns=("5h",))
        driver.play(lambda s, seat: s.hand is not None and s.hand.street == 7 and seat == HERO)
        return _grab(window)

    def _hilo_table(self, shuffled: Sequence[Sequence[Card]] = (),
                    ) -> tuple[MainWindow, CoreSession, _Driver]:
        hand = len(shuffled) + 1  # the stacked hand comes last
        script = {(hand, street, 3): ["bet"] for street in (4, 5, 6, 7)}
        return self._table(HILO_THIRD, HILO_STREETS, variant=Variant.STUD8, script=script,
                           decks=shuffled)

    def _showdown_hilo(self) -> QImage:
        window, session, driver = self._hilo_table()
        driver.play(lambda s, seat: False)
        return _grab(window)

    def _last_hand(self) -> QImage:
        rng = random.Random(5)
        shuffled = [shuffled_deck(rng) for _ in range(3)]
        window, session, driver = self._hilo_table(shuffled)
        for _ in range(len(shuffled) + 1):
            driver.play(lambda s, seat: False)
            if session.hand is not None and session.hand.number <= len(shuffled):
                session.deal_next_hand()
        _process()
        assert window.table_window is not None
        last = window.table_window.last_hand_window()
        last.refresh()
        last.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
        last.resize(*SIZE)
        last.show()
        return _grab(last)

    def _hotseat_handover(self) -> QImage:
        window, session, driver = self._table(RAZZ_HOTSEAT_THIRD, variant=Variant.RAZZ,
                                              small_bet=100, humans=(2, 5, 7))
        driver.play(lambda s, seat: True)  # stop at the first turn: the screen asks for it
        return _grab(window)


    def _follow_the_queen(self) -> QImage:
        window, session, driver = self._table(FTQ_THIRD, variant=Variant.FOLLOW_THE_QUEEN)
        driver.play(lambda s, seat: seat == HERO)
        return _grab(window)

    def _baseball_buy(self) -> QImage:
        window, session, driver = self._table(BASEBALL_BUY_THIRD, variant=Variant.BASEBALL)
        driver.play(lambda s, seat: seat == HERO)  # pay or fold for the up three
        return _grab(window)

    def _baseball_eleven(self) -> QImage:
        window, session, driver = self._table(
            BASEBALL_ELEVEN_THIRD, BASEBALL_ELEVEN_STREETS, variant=Variant.BASEBALL,
            extras=BASEBALL_ELEVEN_EXTRAS)
        driver.play(lambda s, seat: False)
        return _grab(window)

    def _dealers_choice(self) -> QImage:
        """The dealer's-choice picker at the player's turn to choose, every game offered."""
        from studdesk.gui.tools.scenes import dealers_choice_format

        window, session, driver = self._table(THIRD)
        driver.play(lambda s, seat: False)
        table, choice = dealers_choice_format()
        bar = window.table_window.format_bar if window.table_window else None
        assert bar is not None
        bar.clock = lambda: 100.0
        bar.on_format("table", table)
        bar.on_format("choose", choice)
        return _grab(window)

    def _declare_choice(self) -> QImage:
        """High-Low Declare (W9): the player's declaration, High / Low / Both on the bar."""
        window, session, driver = self._table(THIRD, variant=Variant.STUD_DECLARE)
        driver.play(lambda s, seat: s.hand is not None and bool(s.hand.choosing))
        return _grab(window)

    def _declare_showdown(self) -> QImage:
        """Every declaration shown at once, the failed swing told in the log (W9.3, W10)."""
        window, session, driver = self._table(THIRD, variant=Variant.STUD_DECLARE)
        driver.play(lambda s, seat: False, choose=lambda legal: legal[-1]
                    if legal[0].kind is ActionKind.DECLARE else passive_policy(None, legal))
        return _grab(window)

    def _roll_your_own_choice(self) -> QImage:
        """Roll Your Own (W11): the player's down cards to turn up, on 4th street."""
        window, session, driver = self._table(THIRD, variant=Variant.ROLL_YOUR_OWN)
        driver.play(lambda s, seat: s.hand is not None and s.hand.street == 4
                    and bool(s.hand.choosing))
        return _grab(window)

    def _time_bank_table(self, timer_ms: int) -> tuple[MainWindow, CoreSession]:
        """Eight players with a time bank of 30 s each (C2): Emil spends 7 s of his on 3rd
        street (his 10 s and then some), and it is his turn again on 4th street."""
        script = {(3, 8): ["call"], (3, 1): ["complete"], (3, 2): ["fold"], (3, 3): ["call"],
                  (3, 4): ["fold"]}
        window, session, driver = self._table(EIGHT_THIRD, EIGHT_STREETS, script=script,
                                              time_bank=30.0, timeout_ms=timer_ms)
        driver.play(lambda s, seat: seat == HERO)
        session.advance(timer_ms / 1000 + 7.0)  # the table's clock: into the bank
        driver.play(lambda s, seat: s.hand is not None and s.hand.street == 4 and seat == HERO,
                    choose=lambda legal: passive_policy(None, legal))
        _process()
        return window, session

    def _time_bank(self) -> QImage:
        """Every plate shows the time bank it has left (C2); Emil's is 7 s down."""
        window, _session = self._time_bank_table(10_000)
        return _grab(window)

    def _time_bank_spending(self) -> QImage:
        """Emil's 1 s timer has run out on this screen and his time bank burns (C2): the ring
        is empty and the bar beside his plate counts down. (The table's clock stands still;
        the screen counts on its own, as it does between two messages from a host.)"""
        window, _session = self._time_bank_table(1_000)
        deadline = time.monotonic() + 3.2
        while time.monotonic() < deadline:
            _process()
            time.sleep(0.02)
        return _grab(window)

    def _chicago_showdown(self) -> QImage:
        window, session, driver = self._table(CHICAGO_THIRD, CHICAGO_STREETS,
                                              variant=Variant.CHICAGO)
        driver.play(lambda s, seat: False)
        return _grab(window)


def render_shots(outdir: str | Path, scenes: Sequence[str] = SCENE_NAMES,
                 language: str = "en", size: tuple[int, int] = (1280, 800)) -> list[Path]:
    """Render ``scenes`` into ``outdir`` (created if needed) in ``language`` at ``size``
    (``(1024, 640)``: the smallest screen the table is made for); returns the PNG paths."""
    global SIZE
    default, SIZE = SIZE, (int(size[0]), int(size[1]))
    try:
        return _render(outdir, scenes, language)
    finally:
        SIZE = default


def _render(outdir: str | Path, scenes: Sequence[str], language: str) -> list[Path]:
    out = Path(outdir)
    out.mkdir(parents=True, exist_ok=True)
    unknown = [s for s in scenes if s not in SCENE_NAMES]
    if unknown:
        raise ValueError(f"unknown scene(s): {', '.join(unknown)} (known: {', '.join(SCENE_NAMES)})")
    maker = ShotMaker(out, language)
    try:
        return [maker.make(name) for name in scenes]
    finally:
        maker.close()


def render_replayer_shots(outdir: str | Path, phh: str | Path, language: str = "en"
                          ) -> list[Path]:
    """The replayer on the PHH file ``phh``: ``replayer-first.png`` (the antes),
    ``replayer-street-N.png`` for each street dealt, ``replayer-showdown.png`` when there is
    one and ``replayer-last.png`` (the awards). Raises ``ValueError`` when the file cannot be
    replayed."""
    from studdesk.gui.history.replayer import ReplayerWindow
    from studdesk.gui.history.steps import HandReplay

    out = Path(outdir)
    out.mkdir(parents=True, exist_ok=True)
    replay = HandReplay.from_file(phh)
    if not replay.ok:
        raise ValueError(f"{phh}: {replay.error}")
    maker = ShotMaker(out, language)
    try:
        window = ReplayerWindow()
        window.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
        window.set_speed(0.0)
        window.resize(*SIZE)
        window.show()
        window.load(replay)
        wanted: list[tuple[str, int]] = [("replayer-first", 0)]
        wanted += [(f"replayer-street-{s}", n) for s in replay.streets()
                   if (n := replay.street_step(s)) is not None]
        showdown = replay.showdown_step()
        if showdown is not None and replay.steps[showdown].kind != "award":
            wanted.append(("replayer-showdown", showdown))
        wanted.append(("replayer-last", replay.last))
        paths = []
        for name, n in wanted:
            window.go_to(n)
            paths.append(maker.save(name, _grab(window)))
        window.close()
        return paths
    finally:
        maker.close()
