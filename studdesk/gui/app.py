"""The desktop application: ``run_gui(argv)`` opens the lobby in the main window.

Heavy modules are imported inside the functions that need them, so the lobby comes up quickly
and ``studdesk --version`` never loads Qt.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox, QStackedWidget, QWidget

from studdesk.gui.art import card_art
from studdesk.gui.lobby import ConnectDialog, LobbyWidget, LocalGameSetup
from studdesk.gui.session import NetworkUnavailableError, TableSession
from studdesk.gui.settings import Settings


class MainWindow(QMainWindow):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.stack = QStackedWidget(self)
        self.setCentralWidget(self.stack)
        self.lobby = LobbyWidget(self)
        self.stack.addWidget(self.lobby)
        self.table_window: QWidget | None = None
        self.lobby.host_requested.connect(self._on_lobby_host_requested)
        self.lobby.join_requested.connect(self._on_lobby_join_requested)
        self.lobby.connect_requested.connect(self._on_lobby_connect_requested)
        self.lobby.hotseat_requested.connect(self._on_lobby_hotseat_requested)
        self.lobby.settings_requested.connect(self._on_lobby_settings_requested)
        self.lobby.quit_requested.connect(self.close)
        settings.setting_changed.connect(self._on_settings_setting_changed)
        for name in ("four_colour_deck", "card_back", "player_name"):
            self._apply_setting(name, settings.value(name))
        self.resize(1280, 800)
        self.setMinimumSize(960, 640)
        self.retranslateUi()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:  # noqa: N802
        self.setWindowTitle(self.tr("StudDesk"))

    # ------------------------------------------------------------------ settings

    def _on_settings_setting_changed(self, name: str, value: object) -> None:
        self._apply_setting(name, value)

    def _apply_setting(self, name: str, value: object) -> None:
        if name == "four_colour_deck":
            card_art().set_deck_style("fourcolor" if value else "classic")
        elif name == "card_back":
            card_art().set_back(str(value))
        elif name == "player_name":
            self.lobby.set_player_name(str(value))
        elif name == "language":
            from studdesk.gui.i18n import install_language

            install_language(str(value))

    # ------------------------------------------------------------------ tables

    def open_session(self, session: TableSession) -> QWidget:
        """Seat this window at ``session``'s table and start it."""
        from studdesk.gui.table_window import TableWindow

        self.close_table()
        window = TableWindow(session, self.settings, self)
        window.left_table.connect(self._on_table_window_left_table)
        self.table_window = window
        self.stack.addWidget(window)
        self.stack.setCurrentWidget(window)
        session.start()
        return window

    def start_local_game(self, setup: LocalGameSetup, **options: object) -> QWidget:
        """A hotseat or solo game in this process (see ``session.start_hosting`` for the road
        it is to take once the host lands)."""
        from studdesk.gui.dev_session import EngineSession

        session = EngineSession(setup.config, setup.seats, **options)  # type: ignore[arg-type]
        return self.open_session(session)

    def close_table(self) -> None:
        window = self.table_window
        if window is None:
            return
        self.table_window = None
        window.session.close()  # type: ignore[attr-defined]
        self.stack.removeWidget(window)
        window.deleteLater()
        self.stack.setCurrentWidget(self.lobby)

    def _on_table_window_left_table(self) -> None:
        self.close_table()

    def _network_unavailable(self, exc: Exception) -> None:
        QMessageBox.information(
            self, self.tr("Network play"),
            self.tr("Network tables are not in this build of StudDesk yet. Hotseat and solo "
                    "games work now.") + f"\n\n({exc})")

    def _on_lobby_host_requested(self) -> None:
        from studdesk.gui.host_dialog import HostDialog
        from studdesk.gui.session import start_hosting

        dialog = HostDialog(self.settings["player_name"], self)
        if dialog.exec() != HostDialog.DialogCode.Accepted:
            return
        try:
            self.open_session(start_hosting(dialog.table_settings(),
                                            name=self.settings["player_name"]))
        except NetworkUnavailableError as exc:
            self._network_unavailable(exc)

    def _on_lobby_join_requested(self, table: dict) -> None:
        from studdesk.gui.session import open_network_session

        try:
            self.open_session(open_network_session(
                str(table.get("address", "")), int(table.get("port", 0)),
                name=self.settings["player_name"]))
        except NetworkUnavailableError as exc:
            self._network_unavailable(exc)

    def _on_lobby_connect_requested(self) -> None:
        from studdesk.gui.session import open_network_session

        dialog = ConnectDialog(self.settings["last_address"], self)
        if dialog.exec() != ConnectDialog.DialogCode.Accepted:
            return
        address = dialog.address.text().strip()
        self.settings.set_value("last_address", address)
        try:
            self.open_session(open_network_session(
                address, dialog.port.value(), name=self.settings["player_name"],
                password=dialog.password.text()))
        except NetworkUnavailableError as exc:
            self._network_unavailable(exc)

    def _on_lobby_hotseat_requested(self) -> None:
        from studdesk.gui.lobby import HotseatDialog

        dialog = HotseatDialog(self.settings["player_name"], self)
        if dialog.exec() != HotseatDialog.DialogCode.Accepted:
            return
        setup = dialog.setup()
        auto_muck = bool(self.settings["auto_muck"])
        seats = tuple(
            type(s)(s.seat, s.name, s.human, s.level, s.stack, auto_muck) for s in setup.seats)
        self.start_local_game(LocalGameSetup(setup.config, seats))

    def _on_lobby_settings_requested(self) -> None:
        from studdesk.gui.settings_dialog import SettingsDialog

        SettingsDialog(self.settings, self).exec()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self.close_table()
        self.settings.sync()
        super().closeEvent(event)


def create_application(argv: Sequence[str]) -> QApplication:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        QApplication.setHighDpiScaleFactorRoundingPolicy(
            Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
        app = QApplication([sys.argv[0] if sys.argv else "studdesk", *argv])
    app.setApplicationName("StudDesk")
    app.setOrganizationName("StudDesk")
    app.setApplicationDisplayName("StudDesk")
    from studdesk.gui.theme import apply_theme

    apply_theme(app)
    app.setWindowIcon(card_art().icon())
    return app


def run_gui(argv: Sequence[str]) -> int:
    """Open StudDesk's main window with the lobby; returns the exit code."""
    app = create_application(argv)
    settings = Settings()
    from studdesk.gui.i18n import install_language

    install_language(settings["language"])
    window = MainWindow(settings)
    window.show()
    return app.exec()
