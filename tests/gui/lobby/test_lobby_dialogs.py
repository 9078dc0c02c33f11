"""The lobby's dialogs in use: *Connect by address* can watch (play-test m25); the Host dialog
hosts on this computer only when asked and suggests a password (m19)."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QDialog, QDialogButtonBox

from studdesk.gui.app import MainWindow
from studdesk.gui.lobby.connect_dialog import ConnectDialog
from studdesk.gui.lobby.host_dialog import PASSWORD_WORDS, HostDialog, suggested_password
from studdesk.gui.session.setup import NetworkPlaces
from studdesk.gui.table.window import TableWindow

from ..nethelpers import FAST, shut


def _window(qtbot, settings, **kwargs) -> MainWindow:
    window = MainWindow(settings, pace=FAST, **kwargs)
    qtbot.addWidget(window)
    window.show()
    return window


def test_connect_by_address_can_watch(qtbot, settings, monkeypatch):
    """The table at the address typed is joined as a spectator (the table core in this
    process on a fake clock: no socket; the address the window asked for is checked)."""
    from net.table import HostOptions

    from ..nethelpers import fake_clock_of, table_on_fake_clock, wait_for

    joins: list[tuple[str, int, str, bool]] = []
    host = table_on_fake_clock(monkeypatch, HostOptions(name="Watched", hand_pause=0.05,
                                                        timer=5.0), bots=3, joins=joins)
    try:
        window = _window(qtbot, settings)

        def accept(dialog: ConnectDialog) -> QDialog.DialogCode:
            assert dialog.watch.text() == "Only watch (take no seat)"
            dialog.address.setText("127.0.0.1:45678")
            dialog.watch.setChecked(True)
            return QDialog.DialogCode.Accepted

        monkeypatch.setattr(ConnectDialog, "exec", accept)
        window.lobby.connect_button.click()
        table = window.table_window
        assert isinstance(table, TableWindow) and fake_clock_of(table) is host
        assert [(a, p, w) for a, p, _name, w in joins] == [("127.0.0.1", 45678, True)]
        wait_for(qtbot, table, lambda: 0 in table.views, seconds=15)
        assert table.held == () and table.views[0].viewer is None  # a spectator, no seat
        assert not table.action_bar.buttons
        shut(window)
    finally:
        host.stop()


def test_hosting_on_this_computer_only_listens_on_loopback_unannounced(qtbot, settings,
                                                                       monkeypatch):
    lan = NetworkPlaces("0.0.0.0", 0, ("127.0.0.1",), ())  # as the desktop's, on loopback
    window = _window(qtbot, settings, network=lan)

    def accept(dialog: HostDialog) -> QDialog.DialogCode:
        dialog.pages.setCurrentWidget(dialog.rules_box)
        assert "network" in dialog.reach.text()
        dialog.this_computer_only.setChecked(True)
        assert "127.0.0.1" in dialog.reach.text()
        dialog.seats.setValue(2)
        dialog.bots.setValue(1)
        dialog.format_box.preset.setCurrentIndex(dialog.format_box.preset.findData("cash"))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(HostDialog, "exec", accept)
    window.lobby.host_button.click()
    table = window.table_window
    assert isinstance(table, TableWindow)
    session = table.session
    assert session.host_bind[0] == "127.0.0.1"
    assert not session.host_options.advertise_on
    qtbot.waitUntil(lambda: table.status is not None and len(
        [s for s in table.status.seats if s is not None]) == 2, timeout=20000)
    shut(window)


def test_the_host_dialog_suggests_a_password_to_read_out(qtbot):
    dialog = HostDialog("Anna")
    qtbot.addWidget(dialog)
    assert dialog.password.text() == ""
    dialog.suggest_password.click()
    first, second, digits = dialog.password.text().split("-")
    assert first in PASSWORD_WORDS and second in PASSWORD_WORDS and first != second
    assert 10 <= int(digits) < 100
    assert dialog.table_settings().password == dialog.password.text()
    assert suggested_password(random.Random(1)) == suggested_password(random.Random(1))


def test_the_hotseat_dialog_remembers_the_last_game(qtbot, settings, monkeypatch):
    """Play-test m16: the dialog forgot the game, the seats and the names."""
    from studdesk.engine.config import Variant
    from studdesk.gui.lobby.hotseat_dialog import HotseatDialog

    window = _window(qtbot, settings)
    seen: list[dict] = []

    def first(dialog: HotseatDialog) -> QDialog.DialogCode:
        dialog.variant.setCurrentIndex(dialog.variant.findData(Variant.RAZZ.value))
        for n, (box, name, who) in enumerate(dialog.rows, start=1):
            box.setChecked(n in (2, 5, 7))
            name.setText({2: "Kasia", 5: "Ola", 7: "Boris"}.get(n, name.text()))
            who.setCurrentIndex(0 if n in (2, 5) else who.findData("hard"))
        return QDialog.DialogCode.Accepted

    def again(dialog: HotseatDialog) -> QDialog.DialogCode:
        seen.append({
            "variant": dialog.variant.currentData(),
            "seats": {n: (name.text(), who.currentData())
                      for n, (box, name, who) in enumerate(dialog.rows, start=1)
                      if box.isChecked()}})
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(HotseatDialog, "exec", first)
    window.lobby.hotseat_button.click()
    assert isinstance(window.table_window, TableWindow)
    window.close_table()
    monkeypatch.setattr(HotseatDialog, "exec", again)
    window.lobby.hotseat_button.click()
    assert seen == [{"variant": Variant.RAZZ.value,
                     "seats": {2: ("Kasia", None), 5: ("Ola", None), 7: ("Boris", "hard")}}]
    shut(window)


def test_a_damaged_remembered_hotseat_game_is_left_aside(qtbot):
    from studdesk.gui.lobby.hotseat_dialog import HotseatDialog

    dialog = HotseatDialog("Anna")
    qtbot.addWidget(dialog)
    before = dialog.remembered()
    for text in ("", "{", "[]", '{"seats": 3}', '{"seats": []}'):
        assert not dialog.restore(text)
    assert dialog.remembered() == before
    assert dialog.restore(before)


def test_the_host_dialog_says_when_the_tables_port_is_taken(qtbot):
    """Play-test m20: with 47474 taken the table quietly took another port and said so only
    in the dealer log."""
    import socket

    from PySide6.QtWidgets import QDialogButtonBox

    from studdesk.gui.lobby.host_dialog import port_is_free

    with socket.socket() as other:  # another program listens on the port
        other.bind(("127.0.0.1", 0))
        other.listen()
        port = other.getsockname()[1]
        assert not port_is_free("127.0.0.1", port)
        dialog = HostDialog("Anna", listen=("127.0.0.1", port))
        qtbot.addWidget(dialog)
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.click()
        assert dialog.result() != QDialog.DialogCode.Accepted
        assert f"Port {port} is already in use" in dialog.error.text()
        ok.click()  # said once: OK again hosts on a free port
        assert dialog.result() == QDialog.DialogCode.Accepted
    assert port_is_free("127.0.0.1", port)
    free = HostDialog("Anna", listen=("127.0.0.1", port))
    qtbot.addWidget(free)
    free.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert free.result() == QDialog.DialogCode.Accepted and free.error.text() == ""


def test_the_host_dialog_opens_the_router_when_asked(qtbot):
    """*Open my router* goes into the host's options as net.router's RouterOptions (the
    default lease); a table on this computer only has no router to open."""
    from studdesk.gui.session.net_session import host_options
    from studdesk.gui.session.setup import Pace

    dialog = HostDialog("Anna")
    qtbot.addWidget(dialog)
    assert dialog.open_router.text() == "Open my router for friends in other houses"
    assert "UPnP or NAT-PMP" in dialog.open_router.toolTip()
    options = host_options(dialog.table_settings(), network=NetworkPlaces(), pace=Pace())
    assert options.router is None
    dialog.open_router.setChecked(True)
    settings = dialog.table_settings()
    assert settings.open_router is True
    router = host_options(settings, network=NetworkPlaces(), pace=Pace()).router
    assert router is not None and router.lease_seconds == 3600
    dialog.this_computer_only.setChecked(True)
    assert not dialog.open_router.isEnabled() and not dialog.table_settings().open_router


def test_the_host_dialog_takes_a_relay_that_the_table_registers_at(qtbot, settings,
                                                                   monkeypatch):
    """The relay field: empty is none, anything but host:port is one clear sentence (the
    dialog stays open), and a relay given reaches the host, which registers its room at a real
    relay on loopback and puts it in the invite; 'Only this computer' clears it."""
    from net.client import LoopThread
    from net.invite import Route
    from net.relay.server import RelayServer

    dialog = HostDialog("Anna")
    qtbot.addWidget(dialog)
    assert dialog.table_settings().relay is None
    for wrong in ("relay.example.org", "relay.example.org:0", ":47478", "a b:47478",
                  "relay.example.org:port", "relay.example.org:70000"):
        dialog.relay.setText(wrong)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        assert dialog.result() != QDialog.DialogCode.Accepted
        assert dialog.error.text() == (f"Write the relay as host:port, like"
                                       f" relay.example.org:47478 (not {wrong}).")
    dialog.relay.setText(" relay.example.org:47478 ")
    assert dialog.table_settings().relay == ("relay.example.org", 47478)
    dialog.relay.setText("[::1]:47478")
    assert dialog.table_settings().relay == ("::1", 47478)
    dialog.this_computer_only.setChecked(True)
    assert not dialog.relay.isEnabled() and dialog.table_settings().relay is None

    loop = LoopThread("relay-test")
    relay = RelayServer()
    loop.submit(relay.start("127.0.0.1", 0)).result(10)
    try:
        window = _window(qtbot, settings, network=NetworkPlaces.loopback(mdns=False))

        def accept(host: HostDialog) -> QDialog.DialogCode:
            host.relay.setText(f"127.0.0.1:{relay.port}")
            host.seats.setValue(2)
            host.format_box.preset.setCurrentIndex(host.format_box.preset.findData("cash"))
            return QDialog.DialogCode.Accepted

        monkeypatch.setattr(HostDialog, "exec", accept)
        window.lobby.host_button.click()
        table = window.table_window
        assert isinstance(table, TableWindow)
        session = table.session
        assert session.host_relay == ("127.0.0.1", relay.port)

        def relayed() -> bool:
            host = session.host.table if session.host is not None else None
            invite = host.invite if host is not None else None
            return invite is not None and any(a.route is Route.RELAY for a in invite.addresses)

        qtbot.waitUntil(relayed, timeout=20000)
        assert relay.stats()["rooms"] == 1
        shut(window)
    finally:
        loop.submit(relay.close()).result(10)
        loop.stop()
