"""The desktop's side of TLS and the invite, over real loopback hosts: a first connection by
address remembers the host's identity and says so; a host at that address with another key pair
is refused loudly; the lobby's invite field joins through an invite (passing over an address
held by another host) and explains a damaged one; the Connect dialog shows what it remembers."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from net.host import HostOptions, HostThread
from net.invite import Address, Invite, Route
from net.tls import fingerprint_text
from studdesk.gui.app import MainWindow
from studdesk.gui.lobby.connect_dialog import ConnectDialog
from studdesk.gui.platform.known_tables import FILE_NAME, KnownTables
from tests.gui.nethelpers import FAST
from tests.net.helpers import free_port


def _host(folder: Path, port: int = 0) -> HostThread:
    host = HostThread(HostOptions(name="Kasia's table", hand_pause=0.05, data_dir=folder),
                      "127.0.0.1", port)
    host.start()
    return host


def _known(settings) -> KnownTables:
    return KnownTables(Path(settings.file_name).parent / FILE_NAME)


def test_a_first_connection_remembers_the_identity_and_a_changed_one_is_refused(
        qtbot, settings, monkeypatch, tmp_path):
    window = MainWindow(settings, pace=FAST)
    qtbot.addWidget(window)
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: warned.append(a[2]))
    port = free_port()
    host = _host(tmp_path / "first", port)
    first = host.call(lambda t: t.fingerprint)
    try:
        table = window.join_table("127.0.0.1", port)
        lines: list[str] = []
        table.session.chat_received.connect(lambda who, text: lines.append(text))
        qtbot.waitUntil(lambda: bool(table.held), timeout=15000)
        qtbot.waitUntil(lambda: any(fingerprint_text(first) in x for x in lines), timeout=5000)
        assert _known(settings).fingerprint("127.0.0.1", port) == first
        window.close_table()
    finally:
        host.stop()
    impostor = _host(tmp_path / "second", port)  # the same address, another key pair
    try:
        window.join_table("127.0.0.1", port)
        qtbot.waitUntil(lambda: bool(warned), timeout=15000)
        assert "Refused" in warned[0] and fingerprint_text(first) in warned[0]
        assert impostor.call(lambda t: [c for c in t.conns if c.player]) == []
        assert _known(settings).fingerprint("127.0.0.1", port) == first  # not overwritten
    finally:
        impostor.stop()
    dialog = ConnectDialog("127.0.0.1", window, known=_known(settings))
    dialog.port.setValue(port)
    assert fingerprint_text(first) in dialog.identity.text()
    dialog.port.setValue(port + 1 if port < 65535 else port - 1)
    assert fingerprint_text(first) not in dialog.identity.text()
    window.wait_closed(20)


def test_the_lobby_joins_through_an_invite_and_explains_a_damaged_one(
        qtbot, settings, monkeypatch, tmp_path):
    window = MainWindow(settings, pace=FAST)
    qtbot.addWidget(window)
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: warned.append(a[2]))
    host, other = _host(tmp_path / "host"), _host(tmp_path / "other")
    try:
        fingerprint = host.call(lambda t: t.fingerprint)
        invite = Invite(fingerprint, (Address(Route.LAN, "127.0.0.1", other.port),
                                      Address(Route.MAPPED, "127.0.0.1", host.port)))
        window.lobby.invite_edit.setText(invite.code()[:-3])
        window.lobby.invite_button.click()
        assert warned and "damaged" in warned[0] and window.table_window is None
        assert window.lobby.invite_edit.text()  # kept, to be mended
        window.lobby.invite_edit.setText(invite.code())
        window.lobby.invite_button.click()
        table = window.table_window
        assert table is not None and window.lobby.invite_edit.text() == ""
        qtbot.waitUntil(lambda: bool(table.held), timeout=15000)
        assert host.call(lambda t: [c.player.name for c in t.conns if c.player])
        assert not other.call(lambda t: [c for c in t.conns if c.player])
        window.close_table()
    finally:
        host.stop()
        other.stop()
    window.wait_closed(20)


def test_a_desktop_host_has_an_invite_and_its_menu_offers_it(qtbot, settings):
    from net.invite import parse_invite
    from studdesk.engine.config import GameConfig, Variant
    from studdesk.gui.session.setup import HostSettings, NetworkPlaces
    from studdesk.gui.table.controls import HostMenu
    from tests.gui.nethelpers import main_window, shut

    window = main_window(qtbot, settings)
    table = window.host_table(HostSettings(
        name="Invite table", config=GameConfig.preset(Variant.STUD, 200), seats=2, bots=1,
        bot_level="easy", action_timer_s=5, time_bank_s=0, password="", approve_joins=False),
        network=NetworkPlaces(advertise_on=("127.0.0.1",)))  # a LAN table, on loopback
    session = table.session
    qtbot.waitUntil(lambda: bool(session.invite_code), timeout=20000)
    invite = parse_invite(session.invite_code)
    assert session.host is not None
    assert invite.fingerprint == session.host.call(lambda t: t.fingerprint)
    assert [(a.host, a.port) for a in invite.addresses] == [("127.0.0.1", session.host.port)]
    menu = HostMenu(table)
    menu.fill(session, None, (), confirm_kick=lambda *a: None, confirm_end=lambda: None)
    assert any(a.text() == "Invite a friend…" for a in menu.actions())
    shut(window)


def test_the_invite_dialog_lists_its_ways_in_the_order_they_are_tried(qtbot):
    """The host sees where a friend will be let in: the LAN, the router's mapped port, the
    relay, in the order a friend's StudDesk tries them (whatever order the invite holds)."""
    from net.invite import Address, Invite, Route
    from studdesk.gui.platform.invite_dialog import InviteDialog

    invite = Invite("ab" * 32, (Address(Route.RELAY, "relay.example.org", 47478, "r" * 32),
                                Address(Route.MAPPED, "2001:db8::7", 47474),
                                Address(Route.LAN, "192.168.1.20", 47474)))
    dialog = InviteDialog(invite.code())
    qtbot.addWidget(dialog)
    assert dialog.routes.text().splitlines() == [
        "A friend's StudDesk tries these ways, in order:",
        "  \u2022 On this network: 192.168.1.20:47474",
        "  \u2022 Through your router: [2001:db8::7]:47474",
        "  \u2022 Through the relay: relay.example.org:47478"]
    assert "r" * 32 not in dialog.routes.text()  # the room is the invite's, not for reading
