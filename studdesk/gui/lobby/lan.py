"""The lobby's live list of LAN tables: :class:`LanBrowser` wraps ``net.discovery``'s zeroconf
:class:`~net.discovery.TableBrowser`.

The browser's callbacks run on zeroconf's own thread (STYLE.md section 5): there they only take
a snapshot of the tables and emit :attr:`LanBrowser.tables_changed`, which the main window
connects *queued* to :meth:`~studdesk.gui.lobby.lobby_widget.LobbyWidget.update_tables`; no widget is touched
off the GUI thread. Interfaces are always given: the desktop passes every IPv4 interface but
loopback (:func:`net.discovery.lan_interfaces`), tests ``["127.0.0.1"]``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal

from net.discovery import TableBrowser, TableInfo


class LanBrowser(QObject):
    tables_changed = Signal(object)  # a list of TableInfo; emitted on zeroconf's thread

    def __init__(self, interfaces: Sequence[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.interfaces = list(interfaces)
        self._browser: TableBrowser | None = None

    @property
    def tables(self) -> list[TableInfo]:
        browser = self._browser
        return list(browser.tables.values()) if browser is not None else []

    def start(self) -> None:
        if self._browser is not None:
            return
        browser = TableBrowser(interfaces=self.interfaces, on_added=self._on_browser_changed,
                               on_removed=self._on_browser_changed,
                               on_updated=self._on_browser_changed)
        self._browser = browser
        browser.start()

    def close(self) -> None:
        browser, self._browser = self._browser, None
        if browser is not None:
            browser.close()

    def _on_browser_changed(self, _table: Any) -> None:  # zeroconf's thread
        browser = self._browser
        if browser is not None:
            self.tables_changed.emit(list(browser.tables.values()))
