"""The main window: lobby, a local table, back to the lobby; the network doors say so."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from studdesk.engine.config import GameConfig, Variant
from studdesk.gui.app import MainWindow
from studdesk.gui.dev_session import SeatSetup
from studdesk.gui.host_dialog import HostDialog
from studdesk.gui.lobby import HotseatDialog, LanTableModel, LobbyWidget, LocalGameSetup


def test_local_game_and_back_to_the_lobby(qtbot, settings):
    window = MainWindow(settings)
    qtbot.addWidget(window)
    setup = LocalGameSetup(GameConfig.preset(Variant.RAZZ, 100),
                           (SeatSetup(2, "Emil", human=True), SeatSetup(6, "Ada")))
    table = window.start_local_game(setup, bot_delay_ms=None, timeout_ms=None,
                                    next_hand_ms=None)
    assert window.stack.currentWidget() is table
    assert table.views[2].config.variant is Variant.RAZZ
    table.leave_button.click()
    assert window.stack.currentWidget() is window.lobby
    assert window.table_window is None


def test_network_doors_explain_themselves(qtbot, settings, monkeypatch):
    window = MainWindow(settings)
    qtbot.addWidget(window)
    shown = []
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: shown.append(a[2]))
    window._on_lobby_join_requested({"address": "10.0.0.2", "port": 47474})
    monkeypatch.setattr(HostDialog, "exec", lambda self: HostDialog.DialogCode.Accepted)
    window._on_lobby_host_requested()
    assert len(shown) == 2 and all("not in this build" in text for text in shown)


def test_lan_table_list(qtbot):
    lobby = LobbyWidget()
    qtbot.addWidget(lobby)
    assert lobby.model.rowCount() == 0 and not lobby.join_button.isEnabled()
    tables = [{"name": "Kasia", "variant": "stud8", "stakes": "1/2", "seats_taken": 5,
               "seats_total": 8, "password": True, "address": "10.0.0.5", "port": 47474}]
    lobby.tables_discovered.emit(tables)  # queued, as from the zeroconf thread
    qtbot.waitUntil(lambda: lobby.model.rowCount() == 1)
    model = lobby.model
    assert model.data(model.index(0, 1)) == "Seven Card Stud Hi/Lo"
    assert model.data(model.index(0, 3)) == "5/8"
    assert model.data(model.index(0, 4), 1) is not None  # the lock icon
    lobby.table.selectRow(0)
    with qtbot.waitSignal(lobby.join_requested) as blocker:
        lobby.join_button.click()
    assert blocker.args[0]["address"] == "10.0.0.5"
    assert model.data(model.index(0, 0), LanTableModel.TableRole)["name"] == "Kasia"


def test_host_dialog_builds_a_config(qtbot):
    dialog = HostDialog("Emil")
    qtbot.addWidget(dialog)
    dialog.variant.setCurrentIndex(1)
    dialog.stakes.setCurrentIndex(4)  # 2/4
    table = dialog.table_settings()
    assert table.name == "Emil's table"
    assert (table.config.ante, table.config.bring_in, table.config.small_bet,
            table.config.big_bet) == (40, 50, 200, 400)
    assert table.action_timer_s == 10 and table.seats == 8
    dialog.stakes.setCurrentIndex(dialog.stakes.count() - 1)  # custom
    dialog.bring_in.setValue(3.0)  # above the small bet: refused
    try:
        dialog.table_settings()
    except ValueError as exc:
        assert "bring-in" in str(exc)
    else:  # pragma: no cover
        raise AssertionError("expected a refusal")


def test_hotseat_dialog(qtbot):
    dialog = HotseatDialog("Emil")
    qtbot.addWidget(dialog)
    setup = dialog.setup()
    assert [s.seat for s in setup.seats] == [1, 2, 3, 4, 5, 6]
    assert [s.seat for s in setup.seats if s.human] == [5]
    for box, _, _ in dialog.rows:
        box.setChecked(False)
    try:
        dialog.setup()
    except ValueError as exc:
        assert "two seats" in str(exc)


def test_run_gui_opens_the_lobby_and_exits_cleanly(tmp_path):
    import os
    import subprocess
    import sys
    from pathlib import Path

    code = (
        "import sys\n"
        "from PySide6.QtCore import QTimer\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from studdesk.gui.app import create_application, run_gui\n"
        "app = create_application([])\n"
        "def check():\n"
        "    titles = [w.windowTitle() for w in QApplication.topLevelWidgets() if w.isVisible()]\n"
        "    print(titles)\n"
        "    app.quit()\n"
        "QTimer.singleShot(300, check)\n"
        "sys.exit(run_gui([]))\n")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path),
               HOME=str(tmp_path))
    root = Path(__file__).resolve().parents[2]
    result = subprocess.run([sys.executable, "-c", code], cwd=root, env=env,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert "StudDesk" in result.stdout
    assert list(tmp_path.rglob("StudDesk.ini"))  # settings in the platform's place


def test_lan_list_reads_discovery_records(qtbot):
    from dataclasses import dataclass

    @dataclass(frozen=True)
    class TableInfo:  # the shape net.discovery reports
        name: str
        host: str
        port: int
        addresses: tuple[str, ...]
        variant: str
        stakes: str
        taken: int
        seats: int
        password: bool
        protocol: int
        compatible: bool

    lobby = LobbyWidget()
    qtbot.addWidget(lobby)
    lobby.update_tables([
        TableInfo("Old host", "a.local", 1, ("10.0.0.9",), "razz", "1/2", 1, 6, False, 0, False),
        TableInfo("Kasia", "k.local", 47474, ("10.0.0.5",), "stud", "2/4", 3, 8, False, 1, True),
    ])
    model = lobby.model
    assert model.data(model.index(0, 0)) == "Kasia"  # joinable tables first
    assert model.data(model.index(0, 3)) == "3/8"
    assert "needs another StudDesk version" in model.data(model.index(1, 0))
    lobby.table.selectRow(1)
    assert lobby.selected_table() is None and not lobby.join_button.isEnabled()
    lobby.table.selectRow(0)
    assert lobby.selected_table()["address"] == "10.0.0.5"
