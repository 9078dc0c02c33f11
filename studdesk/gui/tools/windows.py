"""The lobby and every dialog and window apart from the table, built with sample contents:
what ``studdesk shots`` renders as ``window-<name>.png`` and what the window-fit test measures
(every text whole at 1024x640 and 1280x800 in each language, no window larger than the screen).

The sample hand is a real engine hand (Stud Hi/Lo, six players checking and calling to the
showdown from a fixed shuffle), exported to PHH for the replayer and the history browser and
drawn by the Last hand window.
"""

from __future__ import annotations

import random
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Final

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from net import protocol as P
from studdesk.engine.actions import ActionKind
from studdesk.engine.cards import shuffled_deck
from studdesk.engine.config import GameConfig, Variant
from studdesk.engine.hand import Hand, PlayerSpec
from studdesk.engine.phh import export_hand
from studdesk.gui.app import MainWindow
from studdesk.gui.platform.settings import Settings
from studdesk.gui.tools.shot_list import WINDOW_NAMES

SAMPLE_FINGERPRINT: Final = "3f2a9c01" * 8  # a host's identity (net/tls.py) for the dialogs
SAMPLE_PLAYERS: Final = ("Anna Kowalska", "Božidar", "Cyril", "Dorottya", "Emil", "Zofia")


def sample_hand(number: int = 7, seed: int = 3) -> Hand:
    """A Stud Hi/Lo hand played to the showdown by six players who check and call."""
    config = GameConfig.preset(Variant.STUD8, 200)
    players = [PlayerSpec(seat, name, 20_000)
               for seat, name in enumerate(SAMPLE_PLAYERS, start=1)]
    hand = Hand(config, players, shuffled_deck(random.Random(seed)), number=number)
    for _ in range(500):
        legal = hand.legal_actions()
        if hand.is_complete or not legal:
            break
        kinds = (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN, ActionKind.SHOW)
        move = next((m for k in kinds for m in legal if m.kind is k), legal[0])
        hand.apply(move.action())
    return hand


def sample_hand_phh(number: int = 7, seed: int = 3) -> str:
    """:func:`sample_hand` as PHH."""
    return export_hand(sample_hand(number, seed))


class WindowMaker:
    """Opens each of :data:`WINDOW_NAMES` over a main window (the lobby), in the language
    installed, with sample contents; :meth:`close` removes the temporary files."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._tmp = tempfile.TemporaryDirectory(prefix="studdesk-windows-")
        self.main = MainWindow(settings)

    def close(self) -> None:
        self.main.close()
        self.main.deleteLater()
        self._tmp.cleanup()

    def open(self, name: str) -> QWidget:
        """The window ``name``, shown (a dialog is shown, not run)."""
        if name not in WINDOW_NAMES:
            raise ValueError(f"unknown window {name!r} (known: {', '.join(WINDOW_NAMES)})")
        maker: Callable[[], QWidget] = getattr(self, "_" + name.replace("-", "_"))
        window = maker()
        window.show()
        return window

    # ------------------------------------------------------------------ the windows

    def _lobby(self) -> QWidget:
        from studdesk.gui.tools.scenes import LAN_TABLES

        self.main.lobby.update_tables(LAN_TABLES)
        self.main.lobby.last_hands_button.show()  # as after leaving a table: every button
        return self.main

    def _host_dialog(self) -> QDialog:
        from studdesk.gui.lobby.host_dialog import HostDialog

        dialog = HostDialog("Božidar", self.main)
        # Baseball: the game with the most house options (two rows), the tallest game page.
        dialog.variant.setCurrentIndex(dialog.variant.findData(Variant.BASEBALL.value))
        dialog.bots.setValue(3)
        return dialog

    def _hotseat_dialog(self) -> QDialog:
        from studdesk.gui.lobby.hotseat_dialog import HotseatDialog

        dialog = HotseatDialog("Božidar", self.main)
        # The fullest form: Baseball's house options and a sit-and-go's every field.
        dialog.variant.setCurrentIndex(dialog.variant.findData(Variant.BASEBALL.value))
        box = dialog.format_box
        box.preset.setCurrentIndex(box.preset.findData("triple_sng"))
        return dialog

    def _settings(self) -> QDialog:
        from studdesk.gui.platform.settings_dialog import SettingsDialog

        return SettingsDialog(self.settings, self.main)

    def _standings(self) -> QDialog:
        from studdesk.gui.history.standings import StandingsDialog

        dialog = StandingsDialog(self.main)
        dialog.set_standings(P.Standings(
            final=False, pool=8000, alive=("Anna Kowalska", "Božidar"),
            places=(P.Place(place=3, name="Cyril", prize=1600),
                    P.Place(place=4, name="Dorottya", prize=0))))
        return dialog

    def _hand_files(self) -> Path:
        folder = Path(self._tmp.name) / "hands"
        if not folder.is_dir():
            folder.mkdir()
            for n in range(1, 4):
                (folder / f"session001-hand{n:04d}.phh").write_text(
                    sample_hand_phh(n, seed=n), encoding="utf-8")
        return folder

    def _history(self) -> QWidget:
        from studdesk.gui.history.browser import HistoryBrowser

        return HistoryBrowser([self._hand_files()], self.main)

    def _replayer(self) -> QWidget:
        from studdesk.gui.history.replayer import ReplayerWindow
        from studdesk.gui.history.steps import HandReplay

        window = ReplayerWindow(HandReplay.from_text(sample_hand_phh(), "sample.phh"),
                                self.main)
        window.set_speed(0.0)
        return window

    def _last_hand(self) -> QWidget:
        from studdesk.gui.history.hand_history import HandJournal
        from studdesk.gui.history.last_hand import LastHandWindow

        hand = sample_hand()
        journal = HandJournal()  # as a spectator's window follows the hand: the same events
        for event in hand.events:
            journal.feed(event)
        entry = journal.entries[-1]
        entry.config = hand.config
        entry.phh = export_hand(hand)
        window = LastHandWindow(journal, self.main)
        window.refresh()
        return window

    def _connect(self) -> QDialog:
        from studdesk.gui.lobby.connect_dialog import ConnectDialog
        from studdesk.gui.platform.known_tables import FILE_NAME, KnownTables

        known = KnownTables(Path(self._tmp.name) / FILE_NAME)  # a table met before
        known.keep("192.168.1.20", 47474, SAMPLE_FINGERPRINT)
        return ConnectDialog("192.168.1.20", self.main, known=known)

    def _invite(self) -> QDialog:
        from net.invite import Address, Invite, Route
        from studdesk.gui.platform.invite_dialog import InviteDialog

        invite = Invite(SAMPLE_FINGERPRINT, (Address(Route.LAN, "192.168.1.20", 47474),
                                             Address(Route.MAPPED, "203.0.113.9", 47474),
                                             Address(Route.RELAY, "relay.example.org", 47478,
                                                     "r00m" * 8)))
        return InviteDialog(invite.code(), self.main)

    def _password(self) -> QDialog:
        return self.main.password_dialog("Božidar's table")

    def _name(self) -> QDialog:
        return self.main.name_dialog(self.main.welcome_text(), "Božidar")


def screen_image(maker: WindowMaker, window: QWidget) -> QImage:
    """The screen with ``window`` open on it where it opened: over the dimmed lobby when it
    is a window of its own; what lies beyond the screen is not drawn (as on a real screen)."""
    app = QApplication.instance()
    for _ in range(3):
        if app is not None:
            app.processEvents()
    screen = window.screen().geometry()
    image = QImage(screen.size(), QImage.Format.Format_RGB32)
    image.fill(QColor("#101410"))
    painter = QPainter(image)
    main = maker.main
    painter.drawImage(main.frameGeometry().topLeft() - screen.topLeft(),
                      main.grab().toImage())
    if window is not main:
        painter.fillRect(QRectF(image.rect()), QColor(0, 0, 0, 130))
        at = window.geometry().topLeft() - screen.topLeft()
        painter.drawImage(at, window.grab().toImage())
        painter.setPen(QColor("#c9a74e"))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(window.geometry().translated(QPoint(0, 0) - screen.topLeft())
                         .adjusted(0, 0, -1, -1))
    painter.end()
    return image


def render_window_shots(outdir: str | Path, names: tuple[str, ...] = WINDOW_NAMES,
                        language: str = "en") -> list[Path]:
    """``window-<name>.png`` for each of ``names``, on this process's screen (``studdesk
    shots --size`` makes the offscreen screen that size), in ``language``."""
    from studdesk.gui.app import create_application
    from studdesk.gui.text.i18n import install_language

    out = Path(outdir)
    out.mkdir(parents=True, exist_ok=True)
    create_application([])
    if not install_language(language):
        raise ValueError(f"no translation for {language!r}")
    paths = []
    with tempfile.TemporaryDirectory(prefix="studdesk-shots-") as tmp:
        settings = Settings(Path(tmp) / "settings.ini")
        settings.set_value("player_name", "Božidar")
        settings.set_value("language", language)
        maker = WindowMaker(settings)
        try:
            for name in names:
                window = maker.open(name)
                path = out / f"window-{name}.png"
                if not screen_image(maker, window).save(str(path)):
                    raise OSError(f"could not write {path}")
                paths.append(path)
                if window is not maker.main:
                    window.close()
                    window.deleteLater()
        finally:
            maker.close()
            if language != "en":
                install_language("en")
    return paths


__all__ = ["SAMPLE_PLAYERS", "WINDOW_NAMES", "WindowMaker", "render_window_shots",
           "sample_hand_phh", "screen_image"]
