"""The desktop application: ``run_gui(argv)`` opens the lobby in the main window.

Every game goes through a host (STYLE.md section 6): *Host a table* starts one for the LAN
(:func:`~studdesk.gui.session.net_session.start_hosting`), *Hotseat / solo* one on loopback
(:func:`~studdesk.gui.session.net_session.start_local_table`), and joining a table found on the network or
typed in connects to someone else's (:func:`~studdesk.gui.session.net_session.open_network_session`). Where
hosted tables listen and advertise and where the lobby looks for tables is the window's
:class:`~studdesk.gui.session.setup.NetworkPlaces`: this machine only unless told otherwise
(``run_gui`` passes :meth:`NetworkPlaces.lan`), so a window made in a test never touches the
network.

Heavy modules are imported inside the functions that need them, so the lobby comes up quickly
and ``studdesk --version`` never loads Qt.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent, QGuiApplication
from PySide6.QtWidgets import (
    QApplication,
    QInputDialog,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QWidget,
)

from net.discovery import TableInfo
from studdesk.gui.lobby.connect_dialog import ConnectDialog
from studdesk.gui.lobby.lobby_widget import LobbyWidget, table_address
from studdesk.gui.platform.art import card_art
from studdesk.gui.platform.settings import Settings
from studdesk.gui.session.setup import HostSettings, LocalGameSetup, NetworkPlaces, Pace
from studdesk.gui.session.table_session import TableSession
from studdesk.gui.text.narrator import fmt
from studdesk.gui.text.retranslate import Retranslating

if TYPE_CHECKING:  # loaded when a table opens, not with the lobby
    from studdesk.gui.lobby.lan import LanBrowser
    from studdesk.gui.table.window import TableWindow


class MainWindow(Retranslating, QMainWindow):
    def __init__(self, settings: Settings, parent: QWidget | None = None, *,
                 network: NetworkPlaces | None = None, pace: Pace | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.network = network or NetworkPlaces()
        self.pace = pace or Pace()
        self.stack = QStackedWidget(self)
        self.setCentralWidget(self.stack)
        self.lobby = LobbyWidget(self)
        self.stack.addWidget(self.lobby)
        self.table_window: TableWindow | None = None
        self._closing: list[TableSession] = []  # sessions still shutting down
        self.browser: LanBrowser | None = None
        self.lobby.host_requested.connect(self._on_lobby_host_requested)
        self.lobby.join_requested.connect(self._on_lobby_join_requested)
        self.lobby.watch_requested.connect(self._on_lobby_watch_requested)
        self.lobby.connect_requested.connect(self._on_lobby_connect_requested)
        self.lobby.hotseat_requested.connect(self._on_lobby_hotseat_requested)
        self.lobby.settings_requested.connect(self._on_lobby_settings_requested)
        self.lobby.history_requested.connect(self.open_history)
        self.lobby.quit_requested.connect(self.close)
        settings.setting_changed.connect(self._on_settings_setting_changed)
        for name in ("four_colour_deck", "card_back", "player_name"):
            self._apply_setting(name, settings.value(name))
        self.resize(1280, 800)
        self.setMinimumSize(960, 640)
        self.retranslateUi()
        if self.network.browse_on:
            self.start_browsing()

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
            from studdesk.gui.text.i18n import install_language

            install_language(str(value))

    # ------------------------------------------------------------------ the LAN list

    def start_browsing(self) -> None:
        """List the tables advertised on ``network.browse_on`` in the lobby, live."""
        from studdesk.gui.lobby.lan import LanBrowser

        if self.browser is not None or not self.network.browse_on:
            return
        self.browser = LanBrowser(self.network.browse_on, self)
        self.browser.tables_changed.connect(self.lobby.update_tables,
                                            Qt.ConnectionType.QueuedConnection)
        self.browser.start()

    def stop_browsing(self) -> None:
        if self.browser is not None:
            self.browser.close()
            self.browser = None

    # ------------------------------------------------------------------ tables

    def open_session(self, session: TableSession) -> TableWindow:
        """Seat this window at ``session``'s table and start it."""
        from studdesk.gui.table.window import TableWindow

        self.close_table()
        window = TableWindow(session, self.settings, self)
        window.left_table.connect(self._on_table_window_left_table)
        self.table_window = window
        self.stack.addWidget(window)
        self.stack.setCurrentWidget(window)
        session.start()
        return window

    def start_local_game(self, setup: LocalGameSetup) -> TableWindow:
        """A hotseat or solo game: a host on 127.0.0.1 with the computer players, and one
        connection holding every person's seat."""
        from studdesk.gui.session.net_session import start_local_table

        session = start_local_table(setup.config, setup.seats, pace=self.pace,
                                    settings=self.settings)
        session.join_failed.connect(self._on_session_join_failed)
        return self.open_session(session)

    def host_table(self, table: HostSettings) -> TableWindow:
        """Host the table the Host dialog chose and sit at it."""
        from studdesk.gui.session.net_session import start_hosting

        session = start_hosting(table, name=self.settings["player_name"], network=self.network,
                                pace=self.pace, settings=self.settings)
        session.join_failed.connect(self._on_session_join_failed)
        return self.open_session(session)

    def join_table(self, address: str, port: int, *, password: str | None = None,
                   watch: bool = False) -> TableWindow:
        """Join the table at ``address:port``: take a seat, or ``watch``."""
        from studdesk.gui.session.net_session import open_network_session

        session = open_network_session(address, port, name=self.settings["player_name"],
                                       password=password, watch=watch, settings=self.settings,
                                       pace=self.pace)
        session.join_failed.connect(
            lambda code, text: self._on_join_failed(address, port, watch, code, text))
        return self.open_session(session)

    def close_table(self) -> None:
        window = self.table_window
        if window is None:
            return
        self.table_window = None
        session = window.session
        session.close()
        self._closing = [s for s in self._closing if not s.wait_closed(0)] + [session]
        self.stack.removeWidget(window)
        window.deleteLater()
        self.stack.setCurrentWidget(self.lobby)

    def wait_closed(self, timeout: float = 10.0) -> None:
        """Wait (bounded) for the tables this window left to shut down."""
        for session in self._closing:
            session.wait_closed(timeout)
        self._closing = []

    def _on_table_window_left_table(self) -> None:
        self.close_table()

    def _ask_password(self, table_name: str, why: str = "") -> str | None:
        text = fmt(self.tr("The table %1 needs a password."), table_name)
        password, ok = QInputDialog.getText(
            self, self.tr("Password"), (why + "\n\n" if why else "") + text,
            QLineEdit.EchoMode.Password)
        return password if ok and password else None

    def _on_join_failed(self, address: str, port: int, watch: bool, code: str,
                        text: str) -> None:
        self.close_table()
        if code in ("password_required", "wrong_password"):
            password = self._ask_password(f"{address}:{port}", text)
            if password is not None:
                self.join_table(address, port, password=password, watch=watch)
            return
        QMessageBox.warning(self, self.tr("Could not join the table"), text)

    def _on_session_join_failed(self, code: str, text: str) -> None:
        self.close_table()
        QMessageBox.warning(self, self.tr("Could not start the table"), text)

    def _on_lobby_host_requested(self) -> None:
        from studdesk.gui.lobby.host_dialog import HostDialog

        dialog = HostDialog(self.settings["player_name"], self)
        if dialog.exec() != HostDialog.DialogCode.Accepted:
            return
        self.host_table(dialog.table_settings())

    def _join_listed(self, table: TableInfo, *, watch: bool) -> None:
        password = None
        if table.password:
            password = self._ask_password(table.name)
            if password is None:
                return
        self.join_table(table_address(table), table.port, password=password, watch=watch)

    def _on_lobby_join_requested(self, table: TableInfo) -> None:
        self._join_listed(table, watch=False)

    def _on_lobby_watch_requested(self, table: TableInfo) -> None:
        self._join_listed(table, watch=True)

    def _on_lobby_connect_requested(self) -> None:
        dialog = ConnectDialog(self.settings["last_address"], self)
        if dialog.exec() != ConnectDialog.DialogCode.Accepted:
            return
        address, port = dialog.host_and_port()
        if not address:
            return
        self.settings.set_value("last_address", dialog.address.text().strip())
        self.join_table(address, port, password=dialog.password.text() or None)

    def _on_lobby_hotseat_requested(self) -> None:
        from studdesk.gui.lobby.hotseat_dialog import HotseatDialog

        dialog = HotseatDialog(self.settings["player_name"], self)
        if dialog.exec() != HotseatDialog.DialogCode.Accepted:
            return
        self.start_local_game(dialog.setup())

    def open_history(self) -> QWidget:
        """The history browser on the host's data folder (README "Where hands are kept")."""
        from studdesk.gui.history.browser import HistoryBrowser, default_history_paths

        browser = getattr(self, "history_browser", None)
        if browser is None:
            browser = self.history_browser = HistoryBrowser(
                [p for p in default_history_paths() if p.exists()], self)
        browser.show()
        browser.raise_()
        return browser

    def _on_lobby_settings_requested(self) -> None:
        from studdesk.gui.platform.settings_dialog import SettingsDialog

        SettingsDialog(self.settings, self).exec()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self.stop_browsing()
        self.close_table()
        self.wait_closed(5.0)
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
    QGuiApplication.setDesktopFileName("studdesk")  # Wayland finds the icon by this name
    from studdesk.gui.platform.theme import apply_theme

    apply_theme(app)
    app.setWindowIcon(card_art().icon())
    return app


def run_gui(argv: Sequence[str], network: NetworkPlaces | None = None) -> int:
    """Open StudDesk's main window with the lobby; returns the exit code. ``network``:
    where tables are hosted and looked for (default: the machine's LAN, :meth:`NetworkPlaces.lan`)."""
    app = create_application(argv)
    settings = Settings()
    from studdesk.gui.text.i18n import install_language

    install_language(settings["language"])
    window = MainWindow(settings, network=network or NetworkPlaces.lan())
    window.show()
    return app.exec()
