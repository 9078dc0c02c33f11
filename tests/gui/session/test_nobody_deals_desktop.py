"""A table nobody deals hosted from the desktop (the Host dialog's "Nobody deals"): the host's
own seat and its computer players are the host's device, so the host's window plays hands by
clicking as at any table, and sees its own down cards; the table says it deals no one's cards
itself."""

from __future__ import annotations

import uuid

import pytest

from studdesk.gui.lobby.host_dialog import HostDialog
from studdesk.gui.session.net_session import NetSession
from studdesk.gui.session.setup import NetworkPlaces
from studdesk.gui.table.window import TableWindow

from ..helpers import down_faces
from ..nethelpers import main_window, play_until, shut

pytestmark = pytest.mark.timeout(120)


@pytest.mark.slow
def test_host_a_table_nobody_deals_from_the_dialog_and_play_two_hands(qtbot, settings,
                                                                      monkeypatch):
    window = main_window(qtbot, settings, network=NetworkPlaces.loopback())
    name = f"Nobody deals {uuid.uuid4().hex[:6]}"

    def accept(dialog: HostDialog) -> HostDialog.DialogCode:
        dialog.table_name.setText(name)
        dialog.trustless.setChecked(True)
        dialog.seats.setValue(3)
        dialog.bots.setValue(2)
        dialog.bot_level.setCurrentIndex(dialog.bot_level.findData("easy"))
        return HostDialog.DialogCode.Accepted

    monkeypatch.setattr(HostDialog, "exec", accept)
    window.lobby.host_button.click()
    table = window.table_window
    assert isinstance(table, TableWindow)
    session = table.session
    assert isinstance(session, NetSession)  # its host starts in the background

    def played() -> int:
        host = session.host
        return host.call(lambda t: t.hands_played, 5.0) if host is not None else 0

    saw_own_cards = []

    def done() -> bool:
        if down_faces(table):
            saw_own_cards.append(True)
        return played() >= 2

    play_until(qtbot, table, done, timeout=90)
    assert saw_own_cards  # the host's own seat: its device opened its down cards
    assert session.host is not None
    assert session.host.call(lambda t: t.options.trustless, 5.0)
    shut(window)
