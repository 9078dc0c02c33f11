"""The table window's *Table* and *Host* menus, :class:`TableMenus`, filled from the
presenter's latest status each time they open, and the dialogs they lead to (open a hand in
the replayer, the settings, remove a player, end the session).

Its words are the table window's (translation context ``TableWindow``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from studdesk.gui.platform.settings import Settings
from studdesk.gui.session.table_session import TableSession
from studdesk.gui.table.controls import HostMenu, TableMenu
from studdesk.gui.table.presenter import TablePresenter
from studdesk.gui.text.narrator import fmt

translate = QCoreApplication.translate


class TableMenus(QObject):
    """See the module docstring. ``show_ledger`` and ``leave`` are the window's."""

    def __init__(self, window: QWidget, session: TableSession, model: TablePresenter,
                 settings: Settings | None, *, show_ledger: Callable[[], object],
                 leave: Callable[[], None]) -> None:
        super().__init__(window)
        self.window = window
        self.session = session
        self.model = model
        self.settings = settings
        self._show_ledger = show_ledger
        self._leave = leave
        self.replayer: Any = None
        self.table_menu = TableMenu(window)
        self.table_menu.aboutToShow.connect(self.fill_table_menu)
        self.host_menu = HostMenu(window)
        self.host_menu.aboutToShow.connect(self.fill_host_menu)

    def fill_table_menu(self) -> None:
        menu = self.table_menu
        menu.fill(self.session, self.model.status,
                  show_ledger=self._show_ledger if self.model.ledger else None,
                  leave=self._leave)
        menu.addSeparator()
        act = menu.addAction(translate("TableWindow", "Open hand…"))
        act.triggered.connect(lambda _=False: self.open_hand())
        if self.settings is not None:  # m23: the settings without leaving the table
            act = menu.addAction(translate("SettingsDialog", "Settings"))
            act.triggered.connect(lambda _=False: self.open_settings())

    def fill_host_menu(self) -> None:
        self.host_menu.fill(self.session, self.model.status, sorted(self.model.knocks.items()),
                            confirm_kick=self.confirm_kick, confirm_end=self.confirm_end)

    def open_settings(self) -> Any:
        """The Settings dialog over the table (the table goes on meanwhile)."""
        from studdesk.gui.platform.settings_dialog import SettingsDialog

        if self.settings is None:
            return None
        dialog = SettingsDialog(self.settings, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def open_hand(self, path: str | None = None) -> Any:
        """A PHH file (asked for when ``path`` is None) in the hand replayer."""
        from studdesk.gui.history.replayer import ReplayerWindow

        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self.window, translate("TableWindow", "Open a hand history"), "",
                translate("TableWindow", "Poker hand histories (*.phh);;All files (*)"))
            if not path:
                return None
        if self.replayer is None:
            self.replayer = ReplayerWindow(parent=self.window)
        self.replayer.load_file(path)
        self.replayer.show()
        self.replayer.raise_()
        return self.replayer

    def confirm_kick(self, seat: int, name: str) -> None:
        answer = QMessageBox.question(
            self.window, translate("TableWindow", "Remove a player"),
            fmt(translate("TableWindow", "Remove %1 from the table? Their chips leave with them."),
                name))
        if answer == QMessageBox.StandardButton.Yes:
            self.session.kick(seat)

    def confirm_end(self) -> None:
        answer = QMessageBox.question(
            self.window, translate("TableWindow", "End the session"),
            translate("TableWindow", "End the session after this hand? Everyone gets the "
                                     "ledger and the table closes."))
        if answer == QMessageBox.StandardButton.Yes:
            self.session.end_session()


__all__ = ["TableMenus"]
