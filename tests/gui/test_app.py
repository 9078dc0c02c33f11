"""The main window: lobby, a local table (on a loopback host), back to the lobby; joining
fails with a reason, or asks for the password."""

from __future__ import annotations

from PySide6.QtWidgets import QInputDialog, QMessageBox

from net.protocol import PROTOCOL_VERSION
from studdesk.engine.config import GameConfig, Variant
from studdesk.gui.app import MainWindow
from studdesk.gui.lobby.connect_dialog import ConnectDialog
from studdesk.gui.lobby.host_dialog import HostDialog
from studdesk.gui.lobby.hotseat_dialog import HotseatDialog
from studdesk.gui.lobby.lan_model import LanTableModel
from studdesk.gui.lobby.lobby_widget import LobbyWidget, table_address
from studdesk.gui.session.setup import LocalGameSetup, SeatSetup
from studdesk.gui.tools.scenes import lan_table

from .nethelpers import FAST, fake_clock_of, on_fake_clock, wait_for


def test_local_game_and_back_to_the_lobby(qtbot, settings, monkeypatch):
    on_fake_clock(monkeypatch)
    window = MainWindow(settings, pace=FAST)
    qtbot.addWidget(window)
    setup = LocalGameSetup(GameConfig.preset(Variant.RAZZ, 100),
                           (SeatSetup(2, "Emil", human=True), SeatSetup(6, "Ada", level="easy")))
    table = window.start_local_game(setup)
    assert window.stack.currentWidget() is table and fake_clock_of(table) is not None
    wait_for(qtbot, table, lambda: 2 in table.views, seconds=15)  # dealt by the table core
    assert table.views[2].config.variant is Variant.RAZZ
    assert not table.session.ends_table_on_leave()  # nobody else is at a local table
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", lambda parent, title, text, *a:
                        asked.append(text) or QMessageBox.StandardButton.Yes)
    table.leave_button.click()
    assert asked == [] or "middle of a hand" in asked[0]  # asked only while dealt in
    assert window.stack.currentWidget() is window.lobby
    assert window.table_window is None
    window.wait_closed(20)


def test_join_failures_say_why_and_a_password_is_asked_for(qtbot, settings, monkeypatch):
    from net.host import HostOptions, HostThread

    window = MainWindow(settings, pace=FAST)
    qtbot.addWidget(window)
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: warned.append(a[2]))
    host = HostThread(HostOptions(name="Locked", password="sesame", hand_pause=0.05))
    host.start()
    try:
        free_port = host.port
        window.join_table("127.0.0.1", free_port)  # no password: the host asks for one
        asked: list[str] = []

        def get_text(parent, title, label, echo, text=""):  # the password dialog
            asked.append(label)
            return ("sesame", True)

        monkeypatch.setattr(QInputDialog, "getText", get_text)
        qtbot.waitUntil(lambda: bool(asked), timeout=10000)
        assert "needs a password" in asked[0]
        table = window.table_window
        assert table is not None
        qtbot.waitUntil(lambda: bool(table.held), timeout=10000)  # in, and seated
        window.close_table()
    finally:
        host.stop()
    window.join_table("127.0.0.1", free_port)  # nobody listens there any more
    qtbot.waitUntil(lambda: bool(warned), timeout=10000)
    assert "Nobody answers" in warned[0]
    assert window.stack.currentWidget() is window.lobby
    window.wait_closed(20)


def test_watch_and_join_by_address_open_the_table_at_once(qtbot, settings, monkeypatch):
    """``studdesk gui --watch HOST:PORT`` (a spectator window) and ``--join HOST:PORT``; the
    table is the core in this process on a fake clock (no socket: the address the window
    asked for is checked)."""
    from net.table import HostOptions
    from studdesk.gui.app import TableAddress

    from .nethelpers import table_on_fake_clock

    window = MainWindow(settings, pace=FAST)
    qtbot.addWidget(window)
    joins: list[tuple[str, int, str, bool]] = []
    host = table_on_fake_clock(monkeypatch, HostOptions(name="TV table", hand_pause=0.05,
                                                        think_ms=0), bots=2, joins=joins)
    try:
        table = window.open_address(TableAddress("127.0.0.1", 45678, watch=True, name="TV"))
        assert table is not None and window.table_window is table
        assert fake_clock_of(table) is host and joins == [("127.0.0.1", 45678, "TV", True)]
        wait_for(qtbot, table, lambda: 0 in table.views, seconds=20)  # the spectator's view
        assert table.held == () and not table.hotseat
        assert table.views[0].viewer is None  # a spectator's view: no down card is its own
        assert not any(c.private for c in table.scene.card_items())
        window.close_table()
        joined = window.open_address(TableAddress("127.0.0.1", 45678, name="Dora"))
        assert joined is not None and joins[1:] == [("127.0.0.1", 45678, "Dora", False)]
        wait_for(qtbot, joined, lambda: bool(joined.held), seconds=20)
        names = [st.name for st in host.core.seats.values()]
        assert "Dora" in names and "TV" not in names
        window.close_table()
    finally:
        host.stop()
    window.wait_closed(20)


def test_connect_dialog_reads_host_and_port(qtbot):
    dialog = ConnectDialog("192.168.1.20:50007")
    qtbot.addWidget(dialog)
    assert dialog.host_and_port() == ("192.168.1.20", 50007)
    dialog.address.setText("kasia.local")
    dialog.port.setValue(47474)
    assert dialog.host_and_port() == ("kasia.local", 47474)
    dialog.address.setText("[::1]:5000")
    assert dialog.host_and_port() == ("::1", 5000)


def test_lan_table_list(qtbot):
    lobby = LobbyWidget()
    qtbot.addWidget(lobby)
    assert lobby.model.rowCount() == 0 and not lobby.join_button.isEnabled()
    tables = [lan_table("Kasia", "stud8", "1/2", 5, 8, password=True, address="10.0.0.5")]
    lobby.tables_discovered.emit(tables)  # queued, as from the zeroconf thread
    qtbot.waitUntil(lambda: lobby.model.rowCount() == 1)
    model = lobby.model
    assert model.data(model.index(0, 1)) == "Seven Card Stud Hi/Lo"
    assert model.data(model.index(0, 3)) == "5/8"
    assert model.data(model.index(0, 4), 1) is not None  # the lock icon
    lobby.table.selectRow(0)
    with qtbot.waitSignal(lobby.join_requested) as blocker:
        lobby.join_button.click()
    assert table_address(blocker.args[0]) == "10.0.0.5" and blocker.args[0].port == 47474
    assert model.data(model.index(0, 0), LanTableModel.TableRole).name == "Kasia"


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
        "from studdesk.gui.session.setup import NetworkPlaces\n"
        "sys.exit(run_gui([], network=NetworkPlaces()))\n")  # no mDNS outside loopback
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path),
               HOME=str(tmp_path))
    root = Path(__file__).resolve().parents[2]
    result = subprocess.run([sys.executable, "-c", code], cwd=root, env=env,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert "StudDesk" in result.stdout
    assert list(tmp_path.rglob("StudDesk.ini"))  # settings in the platform's place


def test_lan_list_reads_discovery_records(qtbot):
    from net.discovery import TableInfo

    def info(name: str, address: str, variant: str, taken: int, seats: int,
             protocol: int) -> TableInfo:
        return TableInfo(name=name, host=f"{name}.local", port=47474, addresses=(address,),
                         variant=variant, stakes="2/4", taken=taken, seats=seats,
                         password=False, protocol=protocol,
                         service_name=f"{name}._studdesk._tcp.local.")

    lobby = LobbyWidget()
    qtbot.addWidget(lobby)
    lobby.update_tables([
        info("Old host", "10.0.0.9", "razz", 1, 6, protocol=0),
        info("Kasia", "10.0.0.5", "stud", 3, 8, protocol=PROTOCOL_VERSION),
    ])
    model = lobby.model
    assert model.data(model.index(0, 0)) == "Kasia"  # joinable tables first
    assert model.data(model.index(0, 3)) == "3/8"
    assert "needs another StudDesk version" in model.data(model.index(1, 0))
    lobby.table.selectRow(1)
    assert lobby.selected_table() is None and not lobby.join_button.isEnabled()
    lobby.table.selectRow(0)
    chosen = lobby.selected_table()
    assert chosen is not None and table_address(chosen) == "10.0.0.5"


def test_lan_list_reads_net_discovery_table_info(qtbot):
    """The real record: ``compatible`` is a property of TableInfo, not a field."""
    from net.discovery import TableInfo
    from net.protocol import PROTOCOL_VERSION as NOW

    def info(name: str, protocol: int) -> TableInfo:
        return TableInfo(name=name, host="h.local", port=47474, addresses=("10.0.0.7",),
                         variant="stud", stakes="2/4", taken=2, seats=8, password=False,
                         protocol=protocol, service_name=f"{name}._studdesk._tcp.local.")

    lobby = LobbyWidget()
    qtbot.addWidget(lobby)
    lobby.update_tables([info("Future", NOW + 1), info("Now", NOW)])
    assert [t.name for t in lobby.model.tables] == ["Now", "Future"]
    assert [t.compatible for t in lobby.model.tables] == [True, False]
    lobby.table.selectRow(1)
    assert lobby.selected_table() is None and not lobby.watch_button.isEnabled()
    lobby.table.selectRow(0)
    lobby.update_tables([info("Future", NOW + 1), info("Now", NOW), info("Another", NOW)])
    chosen = lobby.selected_table()
    assert chosen is not None and chosen.name == "Now"  # a live update keeps the choice


def test_hotseat_dialog_wants_different_names(qtbot):
    dialog = HotseatDialog("Ada")  # seat 5's person is called like seat 1's computer
    qtbot.addWidget(dialog)
    try:
        dialog.setup()
    except ValueError as exc:
        assert "different name" in str(exc)
    else:  # pragma: no cover
        raise AssertionError("expected a refusal")


def test_hotseat_dialog_offers_every_bot_level(qtbot):
    from studdesk.bots import LEVELS

    dialog = HotseatDialog("Emil")
    qtbot.addWidget(dialog)
    _, name, who = dialog.rows[0]
    assert [who.itemData(i) for i in range(who.count())] == [None, *LEVELS]
    assert {s.level for s in dialog.setup().seats if not s.human} == {"normal"}
    who.setCurrentIndex(who.findData("random"))
    assert dialog.setup().seats[0].level == "random" and not dialog.setup().seats[0].human
    from net.host import BOT_NAMES

    assert name.text() == BOT_NAMES[0]  # the names the host gives its computer players


def test_first_start_asks_the_players_name_offering_the_systems(qtbot, settings,
                                                                 monkeypatch):
    """Play-test: everyone played as "Player". The first start asks (the account's name
    offered); later starts do not; a blank answer is asked again."""
    from studdesk.gui.platform.settings import Settings, system_user_name

    fresh = Settings(settings.file_name + ".fresh.ini")
    assert not fresh.is_set("player_name")
    window = MainWindow(fresh)
    qtbot.addWidget(window)
    assert window.lobby.player_line.text() == ""  # not "Playing as Player" behind the prompt
    answers = iter([("   ", True), ("Zofia", True)])
    asked: list[tuple[str, str]] = []

    def get_text(parent, title, label, echo=None, text=""):
        asked.append((label, text))
        return next(answers)

    monkeypatch.setattr(QInputDialog, "getText", get_text)
    window.ask_name_if_first_start()
    guess = system_user_name()
    assert asked[0][1] == ("" if guess == "Player" else guess) and "Welcome" in asked[0][0]
    assert len(asked) == 2 and "1 to 24" in asked[1][0]  # the blank name was asked again
    assert fresh["player_name"] == "Zofia" and "Zofia" in window.lobby.player_line.text()
    window.ask_name_if_first_start()
    assert len(asked) == 2  # asked once only


def test_system_user_name_is_a_usable_name(monkeypatch):
    import getpass

    from studdesk.gui.platform import settings as settings_module

    name = settings_module.system_user_name()
    assert name and len(name) <= 24 and name.isprintable()
    monkeypatch.setattr(getpass, "getuser", lambda: "anna")
    monkeypatch.setitem(__import__("sys").modules, "pwd", None)  # no account database
    assert settings_module.system_user_name() == "Anna"
    monkeypatch.setattr(getpass, "getuser", lambda: "root")  # play-test m17: not offered
    assert settings_module.system_user_name() == "Player"
