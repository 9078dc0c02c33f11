"""Hosting from the desktop over a journal that does not read: the desktop does what its resume
prompt does when there is nothing to resume: the old folder is moved aside (kept, never deleted) and
a new table starts, instead of "Could not start the table"."""

from __future__ import annotations

import os
from typing import Any

from PySide6.QtWidgets import QMessageBox

from net.journal import JOURNAL_FILE
from studdesk.gui.lobby.host_dialog import HostDialog
from studdesk.gui.session.setup import NetworkPlaces
from studdesk.gui.table.window import TableWindow

from ..nethelpers import main_window, play_until, recorded_hands, shut


def test_hosting_over_a_garbage_journal_archives_it_and_starts_anew(
        qtbot: Any, settings: Any, tmp_path: Any, monkeypatch: Any) -> None:
    folder = tmp_path / "desktop-table"
    folder.mkdir()
    garbage = os.urandom(5000)
    (folder / JOURNAL_FILE).write_bytes(garbage)
    window = main_window(qtbot, settings, network=NetworkPlaces("127.0.0.1", 0, (), (), folder))

    def accept(dialog: HostDialog) -> HostDialog.DialogCode:
        dialog.seats.setValue(2)
        dialog.bots.setValue(1)
        return HostDialog.DialogCode.Accepted

    warnings: list[str] = []
    monkeypatch.setattr(HostDialog, "exec", accept)
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda parent, title, text, *rest: warnings.append(text))
    window.lobby.host_button.click()
    table = window.table_window
    assert isinstance(table, TableWindow)
    qtbot.waitUntil(lambda: table.status is not None or bool(warnings), timeout=30_000)
    assert not warnings
    records = recorded_hands(table)
    play_until(qtbot, table, lambda: len(records) >= 1, timeout=60)
    assert records[0].hand == 1
    shut(window)
    archived = list(tmp_path.glob("desktop-table-archived-*"))
    assert len(archived) == 1 and (archived[0] / JOURNAL_FILE).read_bytes() == garbage
