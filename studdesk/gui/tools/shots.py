"""Screenshots of the GUI's scenes, rendered offscreen at 1280x800: ``studdesk shots OUTDIR``.

Every table scene is a real engine hand (stacked decks, scripted computer players) fed through
:class:`~studdesk.gui.session.engine_session.EngineSession` into the real windows, with animations off so
each picture is the state the table converges to. Dialogs are drawn over the dimmed lobby, as
they appear in use. Point ``STUDDESK_RESOURCES`` at a ``resources/`` folder to use its art;
``language`` ("pl", "bg" ...) renders the scenes in that translation.
"""

from __future__ import annotations

import random
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from studdesk.engine.actions import LegalAction
from studdesk.engine.config import GameConfig, Variant
from studdesk.engine.hand import keep_order
from studdesk.gui.platform.settings import Settings
from studdesk.gui.session.engine_session import (
    EngineSession,
    SeatSetup,
    passive_policy,
    scripted_policy,
    stacked_deck_for,
)

SIZE = (1280, 800)
SCENES = ("lobby", "host-dialog", "table-third-street", "table-seventh-street-community",
          "showdown-hilo", "last-hand", "hotseat-handover", "settings")

NAMES = {1: "Anna", 2: "Bela", 3: "Cyril", 4: "Dora", 5: "Emil", 6: "Fanni", 7: "Gergő",
         8: "Hana"}
HERO = 5

# 3rd to 6th street of an eight-handed Stud hand that reaches 7th street: 24 + 3 x (1 + 8) = 51
# cards, so one card is left for eight players and the three burns and it make the community
# card (RULES.md D10); with the reshuffle kept in order the first burn, the 5h, is turned up.
EIGHT_THIRD = {1: "KhKd8s", 2: "Ah3d5c", 3: "7s7cQh", 4: "2d4h9s", 5: "QsQc6d", 6: "JhJc3c",
               7: "9h9c2c", 8: "Th8c4s"}
EIGHT_STREETS = [
    {1: "4c", 2: "6h", 3: "Qd", 4: "As", 5: "6c", 6: "8d", 7: "Ad", 8: "7d"},
    {1: "Jd", 2: "Tc", 3: "3s", 4: "5s", 5: "Kc", 6: "7h", 7: "Ks", 8: "3h"},
    {1: "2s", 2: "9d", 3: "8h", 4: "Js", 5: "Ts", 6: "4d", 7: "5d", 8: "6s"},
]

# A Stud Hi/Lo hand for five: Cyril makes sevens full of eights (high), Emil 7-6-5-3-A (low),
# Hana 8-6-4-2-A (a worse low); Anna brings in with the 2d.
HILO_THIRD = {1: "QsQc2d", 3: "7s7d8h", 5: "Ah3d5c", 6: "ThJh9h", 8: "Ac2c6s"}
HILO_STREETS = [
    {1: "4s", 3: "8c", 5: "6h", 6: "3h", 8: "8d"},
    {1: "Qh", 3: "7h", 5: "Ks", 6: "4d", 8: "Ts"},
    {1: "9d", 3: "2s", 5: "7c", 6: "Kd", 8: "4c"},
    {1: "3s", 3: "Jc", 5: "Qd", 6: "5d", 8: "9c"},
]


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

    def __init__(self, session: EngineSession) -> None:
        self.session = session
        self.turns: list[tuple[int, tuple[LegalAction, ...]]] = []
        session.turn_started.connect(self._on_session_turn_started)

    def _on_session_turn_started(self, seat: int, deadline_ms: int, legal: object) -> None:
        self.turns.append((seat, tuple(legal or ())))  # type: ignore[call-overload]

    def play(self, stop: Callable[[EngineSession, int], bool],
             choose: Callable[[Sequence[LegalAction]], LegalAction] | None = None,
             limit: int = 200) -> None:
        choose = choose or (lambda legal: passive_policy(None, legal))  # type: ignore[arg-type]
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


def _seats(seats: Sequence[int], humans: Sequence[int] = (HERO,)) -> list[SeatSetup]:
    return [SeatSetup(n, NAMES[n], human=n in humans) for n in seats]


class ShotMaker:
    """Builds each scene in its own main window and saves it as ``OUTDIR/<scene>.png``."""

    def __init__(self, outdir: Path, language: str = "en") -> None:
        from studdesk.gui.app import MainWindow, create_application
        from studdesk.gui.text.i18n import install_language

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
        self._window_type = MainWindow

    def close(self) -> None:
        from studdesk.gui.text.i18n import install_language

        if self.language != "en":
            install_language("en")
        self._tmp.cleanup()

    def window(self) -> QWidget:
        window = self._window_type(self.settings)
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

    def _lobby_window(self) -> QWidget:
        window = self.window()
        window.lobby.update_tables([  # type: ignore[attr-defined]
            {"name": "Friday Stud at Kasia's", "variant": "stud8", "stakes": "1/2",
             "seats_taken": 5, "seats_total": 8, "password": False},
            {"name": "Razz night", "variant": "razz", "stakes": "0.50/1", "seats_taken": 3,
             "seats_total": 6, "password": True},
            {"name": "Office lunch table", "variant": "stud", "stakes": "0.25/0.50",
             "seats_taken": 7, "seats_total": 8, "password": False},
        ])
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

    def _session(self, config: GameConfig, seats: list[SeatSetup], decks: list[object],
                 script: dict[tuple[int, ...], list[str]] | None = None, *,
                 reshuffle: object = None) -> tuple[QWidget, EngineSession, _Driver]:
        window = self.window()
        session = EngineSession(
            config, seats, decks=decks, rng=random.Random(11),  # type: ignore[arg-type]
            bot_policy=scripted_policy(script or {}), bot_delay_ms=None, timeout_ms=10_000,
            next_hand_ms=None, reshuffle=reshuffle)  # type: ignore[arg-type]
        driver = _Driver(session)
        window.open_session(session)  # type: ignore[attr-defined]
        return window, session, driver

    def _table_third_street(self) -> QImage:
        config = GameConfig.preset(Variant.STUD, 200)
        script = {(3, 8): ["call"], (3, 1): ["complete"], (3, 2): ["fold"], (3, 3): ["call"],
                  (3, 4): ["fold"]}
        window, session, driver = self._session(
            config, _seats(range(1, 9)), [stacked_deck_for(EIGHT_THIRD, EIGHT_STREETS)], script)
        driver.play(lambda s, seat: seat == HERO)
        return _grab(window)

    def _table_seventh_street_community(self) -> QImage:
        config = GameConfig.preset(Variant.STUD, 200)
        script = {(street, 3): ["bet"] for street in (4, 5, 6, 7)}
        window, session, driver = self._session(
            config, _seats(range(1, 9)),
            [stacked_deck_for(EIGHT_THIRD, EIGHT_STREETS, burns=("5h",))], script,
            reshuffle=keep_order)
        driver.play(lambda s, seat: s.hand is not None and s.hand.street == 7 and seat == HERO)
        return _grab(window)

    def _hilo_session(self, decks: list[object]) -> tuple[QWidget, EngineSession, _Driver]:
        config = GameConfig.preset(Variant.STUD8, 200)
        hand = len(decks)  # the stacked hand is the last one
        script = {(hand, street, 3): ["bet"] for street in (4, 5, 6, 7)}
        return self._session(config, _seats((1, 3, 5, 6, 8)), decks, script)

    def _showdown_hilo(self) -> QImage:
        window, session, driver = self._hilo_session(
            [stacked_deck_for(HILO_THIRD, HILO_STREETS)])
        driver.play(lambda s, seat: False)
        return _grab(window)

    def _last_hand(self) -> QImage:
        rng = random.Random(5)
        from studdesk.engine.cards import shuffled_deck

        decks: list[object] = [shuffled_deck(rng) for _ in range(3)]
        decks.append(stacked_deck_for(HILO_THIRD, HILO_STREETS))
        window, session, driver = self._hilo_session(decks)
        for _ in range(len(decks)):
            driver.play(lambda s, seat: False)
            if session.hand is not None and session.hand.number < len(decks):
                session.deal_next_hand()
        _process()
        last = window.table_window.last_hand_window()  # type: ignore[attr-defined]
        last.refresh()
        last.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
        last.resize(*SIZE)
        last.show()
        return _grab(last)

    def _hotseat_handover(self) -> QImage:
        config = GameConfig.preset(Variant.RAZZ, 100)
        seats = _seats((1, 2, 4, 5, 7), humans=(2, 5, 7))
        window, session, driver = self._session(
            config, seats, [stacked_deck_for({1: "Kd9s4h", 2: "3c7dQs", 4: "AsTh6c",
                                              5: "2h5d8c", 7: "Jc4dKs"})])
        driver.play(lambda s, seat: True)  # stop at the first turn: the screen asks for it
        return _grab(window)


def render_shots(outdir: str | Path, scenes: Sequence[str] = SCENES,
                 language: str = "en") -> list[Path]:
    """Render ``scenes`` into ``outdir`` (created if needed) in ``language``; returns the PNG
    paths."""
    out = Path(outdir)
    out.mkdir(parents=True, exist_ok=True)
    unknown = [s for s in scenes if s not in SCENES]
    if unknown:
        raise ValueError(f"unknown scene(s): {', '.join(unknown)} (known: {', '.join(SCENES)})")
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
