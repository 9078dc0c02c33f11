"""The desktop application: ``run_gui(argv)`` opens the lobby in the main window.

Every game goes through a host (STYLE.md section 6): *Host a table* starts one for the LAN
(:func:`~studdesk.gui.session.net_session.start_hosting`), *Hotseat / solo* one in this process
(:func:`~studdesk.gui.session.core_session.start_local_table`, no socket), and joining a table found on the network or
typed in connects to someone else's (:func:`~studdesk.gui.session.net_session.open_network_session`). Where
hosted tables listen and advertise and where the lobby looks for tables is the window's
:class:`~studdesk.gui.session.setup.NetworkPlaces`: this machine only unless told otherwise
(``run_gui`` gives it :meth:`NetworkPlaces.lan` once the lobby is painted), so a window made
in a test never touches the network.

Heavy modules are imported inside the functions that need them, so the lobby comes up quickly
(within twice a bare Qt window's time, ``tests/bench/bench_gui.py --startup-only``)
and ``studdesk --version`` never loads Qt. The painted lobby has loaded no table window, wire,
zeroconf, journal or hand evaluator (``tests/gui/platform/test_startup.py``); after its first paint
(:class:`~studdesk.gui.platform.startup.AfterFirstPaint`) the window goes on the network and the evaluator's tables are built
on a thread of their own.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMainWindow, QStackedWidget, QWidget

from studdesk.gui.lobby.lobby_widget import LobbyWidget, table_address
from studdesk.gui.platform.art import card_art
from studdesk.gui.platform.screen_fit import fit_to_screen
from studdesk.gui.platform.settings import Settings
from studdesk.gui.session.setup import HostSettings, LocalGameSetup, NetworkPlaces, Pace
from studdesk.gui.text.placeholders import fmt
from studdesk.gui.text.retranslate import Retranslating

if TYPE_CHECKING:  # loaded when a table opens or the lobby goes on the network, not before
    from PySide6.QtGui import QCloseEvent
    from PySide6.QtWidgets import QInputDialog, QLineEdit

    from net.discovery import TableInfo
    from studdesk.gui.history.hand_history import HandJournal
    from studdesk.gui.history.last_hand import LastHandWindow
    from studdesk.gui.lobby.lan import LanBrowser
    from studdesk.gui.platform.saved_table import SavedTable
    from studdesk.gui.session.table_session import TableSession
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
        self.lobby.invite_requested.connect(self._on_lobby_invite_requested)
        self.lobby.hotseat_requested.connect(self._on_lobby_hotseat_requested)
        self.lobby.settings_requested.connect(self._on_lobby_settings_requested)
        self.lobby.history_requested.connect(self.open_history)
        self.lobby.quit_requested.connect(self.close)
        self.lobby.last_hands_requested.connect(self._on_lobby_last_hands_requested)
        self.last_journal: HandJournal | None = None  # the hands of the table left last
        self.last_hands: LastHandWindow | None = None
        settings.setting_changed.connect(self._on_settings_setting_changed)
        for name in ("four_colour_deck", "card_back", "player_name"):
            self._apply_setting(name, settings.value(name))
        if not settings.is_set("player_name"):  # not "Playing as Player" behind the first
            self.lobby.set_player_name("")      # start's name prompt (play-test m17)
        self.setMinimumSize(960, 560)
        fit_to_screen(self, 1280, 800)  # at most the screen (play-test m3)
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
        from PySide6.QtCore import Qt  # not before the first paint (see create_application)

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

    def go_on_the_network(self, network: NetworkPlaces) -> None:
        """Host and look for tables at ``network`` from now on (:func:`run_gui` calls it once
        the lobby is painted: zeroconf, the wire and the interfaces' look-up load after it)."""
        self.stop_browsing()
        self.network = network
        self.start_browsing()

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
        """A hotseat or solo game: a table core in this process with the computer players,
        and one connection holding every person's seat. Its hands are journalled in
        ``network.local_journal`` as a hosted table's are (the lobby's *Hand history* lists
        them under the table's name, which says it was a solo or hotseat game)."""
        from studdesk.gui.session.core_session import start_local_table

        name = self.tr("Hotseat game") if setup.hotseat else self.tr("Solo game")
        session = start_local_table(setup.config, setup.seats, pace=self.pace,
                                    settings=self.settings, table_format=setup.format,
                                    name=name, data_dir=self.network.local_journal)
        session.join_failed.connect(self._on_session_join_failed)
        return self.open_session(session)

    def host_table(self, table: HostSettings, *, local_only: bool = False,
                   network: NetworkPlaces | None = None) -> TableWindow:
        """Host the table the Host dialog chose and sit at it; ``local_only``: on 127.0.0.1,
        not announced (the Host dialog's "Only this computer"); ``network``: where (by default
        this window's places)."""
        import dataclasses

        from studdesk.gui.platform.saved_table import save_table_options
        from studdesk.gui.session.net_session import start_hosting

        if self.network.journal is not None:  # what a resumed table needs besides its journal
            save_table_options(self.network.journal, {
                "action_timer_s": table.action_timer_s, "time_bank_s": table.time_bank_s,
                "password": table.password, "approve_joins": table.approve_joins,
                "bot_level": table.bot_level, "local_only": local_only})
        network = network or self.network
        if local_only:
            network = dataclasses.replace(network, bind="127.0.0.1", advertise_on=())
        session = start_hosting(table, name=self.settings["player_name"], network=network,
                                pace=self.pace, settings=self.settings)
        session.join_failed.connect(self._on_session_join_failed)
        return self.open_session(session)

    def resume_table(self, saved: SavedTable) -> TableWindow:
        """Host again the table a crash left open: the host restores it from its journal
        (the interrupted hand void, every chip back), its computer players come back by
        themselves and the people get their seats back when they reconnect."""
        import dataclasses

        from studdesk.engine.config import GameConfig, Variant
        from studdesk.engine.views import config_from_dict

        kept = saved.options or {}  # as the Host dialog chose them (else its defaults)
        setup = saved.setup
        if setup is not None:  # the whole set-up, as the journal keeps it with the session
            table = HostSettings(
                name=setup.name, config=setup.config, seats=setup.seats, bots=0,
                bot_level=setup.bot_level, action_timer_s=round(setup.timer),
                time_bank_s=round(setup.time_bank), password=setup.password or "",
                approve_joins=setup.approve, format=setup.format,
                web=setup.web_port is not None, trustless=setup.trustless)
        else:  # a journal kept before the set-up was
            config = (config_from_dict(saved.game) if saved.game
                      else GameConfig.preset(Variant.STUD, 200))  # the host keeps the game
            table = HostSettings(
                name=saved.name, config=config, seats=saved.seat_count or 8, bots=0,
                bot_level=str(kept.get("bot_level", "normal")),
                action_timer_s=int(kept.get("action_timer_s", 10)),
                time_bank_s=int(kept.get("time_bank_s", 30)),
                password=str(kept.get("password", "")),
                approve_joins=bool(kept.get("approve_joins", False)))
        # Port 0: the host listens (and serves the phones) where it did before when it can.
        network = dataclasses.replace(self.network, port=0)
        # What became of a hand the crash cut short: the host tells every client (this window
        # too) with a hand_voided notice (NetSession.notice_line words it).
        return self.host_table(table, local_only=bool(kept.get("local_only", False)),
                               network=network)

    def join_table(self, address: str, port: int, *, password: str | None = None,
                   watch: bool = False, name: str | None = None,
                   fingerprint: str | None = None, routes: Sequence[Any] = ()) -> TableWindow:
        """Join the table at ``address:port``: take a seat, or ``watch``; as ``name`` (by
        default the player's name from Settings). ``fingerprint`` pins the host's identity
        (an invite's, the mDNS record's); ``routes``: an invite's addresses, tried in order."""
        from studdesk.gui.session.net_session import open_network_session

        as_name = name or str(self.settings["player_name"])
        session = open_network_session(address, port, name=as_name,
                                       password=password, watch=watch, settings=self.settings,
                                       pace=self.pace, fingerprint=fingerprint, routes=routes)
        session.join_failed.connect(
            lambda code, text: self._on_join_failed(address, port, watch, code, text, as_name,
                                                    password, fingerprint, tuple(routes)))
        return self.open_session(session)

    def join_invite(self, text: str, *, watch: bool = False, name: str | None = None,
                    password: str | None = None) -> TableWindow | None:
        """Join the table an invite names (its addresses in order, its identity pinned);
        an invite that cannot be used is explained and nothing opens."""
        from net.invite import InviteError, parse_invite

        try:
            invite = parse_invite(text)
        except InviteError as exc:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.warning(self, self.tr("This invite cannot be used"),
                                self.invite_error_text(exc.code, str(exc)))
            return None
        first = invite.in_order()[0]
        return self.join_table(first.host, first.port, password=password, watch=watch,
                               name=name, fingerprint=invite.fingerprint,
                               routes=invite.in_order())

    def invite_error_text(self, code: str, message: str) -> str:
        """What is wrong with a pasted invite, in the interface's language."""
        texts = {
            "empty": self.tr("Paste the invite the host gave you (it starts with SD1-)."),
            "not_invite": self.tr("This is not a StudDesk invite: an invite starts with SD1-."),
            "damaged": self.tr("This invite is damaged or cut short: copy the whole invite"
                               " again."),
            "newer": self.tr("This invite comes from a newer StudDesk: update StudDesk to use"
                             " it."),
        }
        return texts.get(code, message)

    def open_address(self, table: TableAddress) -> TableWindow | None:
        """``--join`` / ``--watch``: open that table now. A player who has no name yet is
        asked for one first (a watcher is not: a spectator's name is only for the host's
        list)."""
        if not table.watch and not table.name:
            self.ask_name_if_first_start()
        if table.invite is not None:
            return self.join_invite(table.invite, watch=table.watch, name=table.name,
                                    password=table.password)
        return self.join_table(table.address, table.port, password=table.password,
                               watch=table.watch, name=table.name)

    def ask_player_name(self, why: str = "", default: str = "") -> str | None:
        """Ask for a name (None: cancelled); blank or too long names are asked again."""
        from PySide6.QtWidgets import QInputDialog, QLineEdit

        from studdesk.gui.platform.settings import NAME_LEN

        text = why + ("\n\n" if why else "") + self.tr("Your name at the table:")
        while True:
            name, ok = QInputDialog.getText(self, self.tr("Your name"), text,
                                            QLineEdit.EchoMode.Normal, default)
            if not ok:
                return None
            name = " ".join(name.split())
            if name and len(name) <= NAME_LEN and name.isprintable():
                return name
            default = name[:NAME_LEN]
            #: %1: the longest name allowed
            text = fmt(self.tr("A name of 1 to %1 letters, please."), NAME_LEN)

    def name_dialog(self, why: str = "", default: str = "") -> QInputDialog:
        """The name prompt of :meth:`ask_player_name` as ``QInputDialog.getText`` builds it
        (not run): for ``studdesk shots`` and the window-fit test."""
        from PySide6.QtWidgets import QLineEdit

        return _text_dialog(self, self.tr("Your name"), why + ("\n\n" if why else "") +
                            self.tr("Your name at the table:"), QLineEdit.EchoMode.Normal,
                            default)

    def welcome_text(self) -> str:
        return self.tr("Welcome to StudDesk! What shall the table call you? (You can change "
                       "it in Settings.)")

    def ask_name_if_first_start(self) -> None:
        """The first start asks the player's name (the system's user name offered), so no
        two players at a table are both "Player"."""
        from studdesk.gui.platform.settings import system_user_name

        if self.settings.is_set("player_name"):
            return
        guess = system_user_name()
        name = self.ask_player_name(self.welcome_text(), "" if guess == "Player" else guess)
        self.settings.set_value("player_name", name or guess)
        self.lobby.set_player_name(str(self.settings["player_name"]))

    def close_table(self) -> None:
        window = self.table_window
        if window is None:
            return
        self.table_window = None
        if window.journal.entries:
            self.last_journal = window.journal  # the session's hands stay readable from the lobby
            self.lobby.last_hands_button.show()
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
        from PySide6.QtWidgets import QInputDialog, QLineEdit

        text = fmt(self.tr("The table %1 needs a password."), table_name)
        password, ok = QInputDialog.getText(
            self, self.tr("Password"), (why + "\n\n" if why else "") + text,
            QLineEdit.EchoMode.Password)
        return password if ok and password else None

    def password_dialog(self, table_name: str, why: str = "") -> QInputDialog:
        """The password prompt of :meth:`_ask_password` as ``QInputDialog.getText`` builds it
        (not run): for ``studdesk shots`` and the window-fit test."""
        from PySide6.QtWidgets import QLineEdit

        text = fmt(self.tr("The table %1 needs a password."), table_name)
        return _text_dialog(self, self.tr("Password"), (why + "\n\n" if why else "") + text,
                            QLineEdit.EchoMode.Password)

    def _on_join_failed(self, address: str, port: int, watch: bool, code: str,
                        text: str, name: str = "", password: str | None = None,
                        fingerprint: str | None = None, routes: tuple[Any, ...] = ()) -> None:
        self.close_table()
        pinned: dict[str, Any] = {"fingerprint": fingerprint, "routes": routes}
        if code in ("password_required", "wrong_password"):
            password = self._ask_password(f"{address}:{port}", text)
            if password is not None:
                self.join_table(address, port, password=password, watch=watch, name=name,
                                **pinned)
            return
        if code == "name_taken":  # offer another name for this table
            #: %1: the name somebody at the table already has
            other = self.ask_player_name(
                fmt(self.tr("Someone at this table is already called %1. Join under another "
                            "name?"), name), name + " 2" if len(name) <= 22 else "")
            if other is not None:
                self.join_table(address, port, password=password, watch=watch, name=other,
                                **pinned)
            return
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(self, self.tr("Could not join the table"), text)

    def _on_session_join_failed(self, code: str, text: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        self.close_table()
        QMessageBox.warning(self, self.tr("Could not start the table"), text)

    def _on_lobby_host_requested(self) -> None:
        import contextlib
        import sqlite3

        from net.journal import JOURNAL_FILE, readable, salvage_open_hand
        from studdesk.gui.lobby.host_dialog import HostDialog
        from studdesk.gui.lobby.resume_question import ResumeQuestion
        from studdesk.gui.platform.saved_table import archive_saved_table, find_saved_table

        folder = self.network.journal
        if folder is not None:  # a hand a crash left half-written: void, and the table resumes
            with contextlib.suppress(OSError, sqlite3.Error):
                salvage_open_hand(folder)  # (the host tells every client, this window too)
        if folder is not None and readable(folder / JOURNAL_FILE) is not None:
            archive_saved_table(folder)  # does not read: kept aside, and a new table begins
        saved = find_saved_table(folder)
        if saved is not None:
            if not saved.is_worth_resuming:
                archive_saved_table(saved.folder)  # nothing to resume; kept all the same
            else:
                choice = ResumeQuestion(saved, self).ask()
                if choice == "cancel":
                    return
                if choice == "resume":
                    self.resume_table(saved)
                    return
                archive_saved_table(saved.folder)
        dialog = HostDialog(self.settings["player_name"], self,
                            listen=(self.network.bind, self.network.port))
        if dialog.exec() != HostDialog.DialogCode.Accepted:
            return
        self.host_table(dialog.table_settings(), local_only=dialog.local_only)

    def _join_listed(self, table: TableInfo, *, watch: bool) -> None:
        password = None
        if table.password:
            password = self._ask_password(table.name)
            if password is None:
                return
        self.join_table(table_address(table), table.port, password=password, watch=watch,
                        fingerprint=table.fingerprint or None)

    def _on_lobby_join_requested(self, table: TableInfo) -> None:
        self._join_listed(table, watch=False)

    def _on_lobby_watch_requested(self, table: TableInfo) -> None:
        self._join_listed(table, watch=True)

    def _on_lobby_invite_requested(self, text: str) -> None:
        if self.join_invite(text) is not None:
            self.lobby.invite_edit.clear()

    def known_tables(self) -> Any:
        """The identities of the tables this desktop connected to by address."""
        from pathlib import Path

        from studdesk.gui.platform.known_tables import FILE_NAME, KnownTables

        return KnownTables(Path(self.settings.file_name).parent / FILE_NAME)

    def _on_lobby_connect_requested(self) -> None:
        from studdesk.gui.lobby.connect_dialog import ConnectDialog

        dialog = ConnectDialog(self.settings["last_address"], self, known=self.known_tables())
        if dialog.exec() != ConnectDialog.DialogCode.Accepted:
            return
        address, port = dialog.host_and_port()
        if not address:
            return
        self.settings.set_value("last_address", dialog.address.text().strip())
        self.join_table(address, port, password=dialog.password.text() or None,
                        watch=dialog.watch.isChecked())

    def _on_lobby_hotseat_requested(self) -> None:
        from studdesk.gui.lobby.hotseat_dialog import HotseatDialog

        dialog = HotseatDialog(self.settings["player_name"], self)
        if self.settings["hotseat_setup"]:  # the last game played here (play-test m16)
            dialog.restore(self.settings["hotseat_setup"])
        if dialog.exec() != HotseatDialog.DialogCode.Accepted:
            return
        self.settings.set_value("hotseat_setup", dialog.remembered())
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

    def show_last_hands(self) -> LastHandWindow | None:
        """The Last hand window of the table left last (None if there was none)."""
        if self.last_journal is None:
            return None
        from studdesk.gui.history.last_hand import LastHandWindow

        if self.last_hands is None or self.last_hands.journal is not self.last_journal:
            if self.last_hands is not None:
                self.last_hands.deleteLater()
            self.last_hands = LastHandWindow(self.last_journal, self)
        window = self.last_hands
        window.refresh()
        window.show()
        window.raise_()
        return window

    def _on_lobby_last_hands_requested(self) -> None:
        self.show_last_hands()

    def _on_lobby_settings_requested(self) -> None:
        from studdesk.gui.platform.settings_dialog import SettingsDialog

        SettingsDialog(self.settings, self).exec()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self.stop_browsing()
        self.close_table()
        self.wait_closed(5.0)
        self.settings.sync()
        super().closeEvent(event)


def _text_dialog(parent: QWidget, title: str, label: str, echo: QLineEdit.EchoMode,
                 text: str = "") -> QInputDialog:
    """A text prompt set up as ``QInputDialog.getText`` sets it up."""
    from PySide6.QtWidgets import QInputDialog

    dialog = QInputDialog(parent)
    dialog.setWindowTitle(title)
    dialog.setLabelText(label)
    dialog.setTextValue(text)
    dialog.setTextEchoMode(echo)
    return dialog


def create_application(argv: Sequence[str]) -> QApplication:
    """The application, themed (made here unless one exists: tests, ``studdesk shots``)."""
    app = QApplication.instance()
    made_with_fusion = False
    if not isinstance(app, QApplication):
        # Nothing on the way to the lobby's first paint uses PySide's Qt namespace: its 93
        # Python enums cost about 30 ms (tests/gui/platform/test_startup.py). High-DPI scale factors
        # are not rounded (Qt 6's default, HighDpiScaleFactorRoundingPolicy.PassThrough).
        # Fusion from the command line, last so that it wins over a -style in argv as
        # setStyle did: setStyle makes PySide build QStyle's Python enums first (11 of them,
        # about 10 ms before the lobby's first paint).
        app = QApplication([sys.argv[0] if sys.argv else "studdesk", *argv, "-style", "Fusion"])
        made_with_fusion = True
    app.setApplicationName("StudDesk")
    app.setOrganizationName("StudDesk")
    app.setApplicationDisplayName("StudDesk")
    QGuiApplication.setDesktopFileName("studdesk")  # Wayland finds the icon by this name
    from studdesk.gui.platform.theme import apply_theme

    apply_theme(app, fusion=not made_with_fusion)
    app.setWindowIcon(card_art().icon())
    return app


@dataclass(frozen=True, slots=True)
class TableAddress:
    """``studdesk gui --join/--watch HOST:PORT``: a table to open at once."""

    address: str
    port: int
    watch: bool = False
    name: str | None = None
    password: str | None = None
    invite: str | None = None  # ``--invite CODE``: the invite, as given (checked on opening)


def run_gui(argv: Sequence[str], network: NetworkPlaces | None = None,
            table: TableAddress | None = None) -> int:
    """Open StudDesk's main window with the lobby; returns the exit code. ``network``:
    where tables are hosted and looked for (default: the machine's LAN, :meth:`NetworkPlaces.lan`).
    ``table``: join or watch that table straight away (the lobby is behind it)."""
    app = create_application(argv)
    settings = Settings()
    from studdesk.gui.text.i18n import install_language

    install_language(settings["language"])
    window = MainWindow(settings)  # this machine only until the lobby is up
    # The lobby paints first; then the window goes on the network (zeroconf, the wire and the
    # network interfaces load) and starts listing tables, and the evaluator's tables are built
    # on a thread of their own, ready for the first hand.
    from studdesk.gui.platform.startup import AfterFirstPaint, build_evaluator_tables_in_background

    def when_painted() -> None:
        window.go_on_the_network(network or NetworkPlaces.lan())
        build_evaluator_tables_in_background()

    AfterFirstPaint(window.lobby, when_painted)
    window.show()
    if table is None:
        QTimer.singleShot(0, window.ask_name_if_first_start)  # over the lobby, once it is up
    else:
        QTimer.singleShot(0, lambda: window.open_address(table))
    return app.exec()
