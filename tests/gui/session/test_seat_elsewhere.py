"""The desktop's side of two windows on one seat: another client says hello with this
window's token (a second StudDesk on the same seat tokens file, or a page given the token), so
the host gives it the seat. This window is told why, in its language, and stays put: no
reconnect that would take the seat back (before, the two took it from each other without
end). A real host on 127.0.0.1, the real window on the offscreen platform."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from net import protocol as P
from net.client import Client, ConnectionState, LoopThread
from net.host import HostOptions, HostThread
from studdesk.gui.app import MainWindow
from studdesk.gui.text import i18n

from ..nethelpers import FAST

pytestmark = pytest.mark.timeout(120)


@pytest.fixture(autouse=True)
def english_afterwards(qapp):
    yield
    i18n.remove_translators()


def test_another_window_on_the_seat_is_named_and_this_one_stays_away(qtbot, settings,
                                                                     tmp_path: Path) -> None:
    assert i18n.install_language("bg")
    host = HostThread(HostOptions(name="Twice", hand_pause=0.05, timer=5.0), bots=1,
                      bot_level="easy")
    host.start()
    loop = LoopThread("other-window")
    other: Client | None = None
    try:
        window = MainWindow(settings, pace=FAST)
        qtbot.addWidget(window)
        window.resize(1024, 640)
        window.show()
        table = window.join_table("127.0.0.1", host.port)
        qtbot.waitUntil(lambda: bool(table.held) and table.held[0] in table.views,
                        timeout=15000)
        seat = table.held[0]
        client = table.session.client
        assert client is not None and client.table.token is not None
        other = loop.submit(Client.connect("127.0.0.1", host.port, "Player",
                                           token=client.table.token)).result(15)
        qtbot.waitUntil(lambda: table._lost, timeout=15000)
        # Just why, in the window's language: the table is not gone, the hand not void.
        assert table.notices.rows[("lost", 0)].label.text() == (
            "Това място е отворено в друг прозорец.")
        assert table.lost_dialog is None
        assert not [line for line in table.log_lines() if "Раздаване №1 прекъсна" in line]
        assert client.final_error is not None
        assert client.final_error.code == P.ErrorCode.OPEN_ELSEWHERE
        # CLOSED is the client's last state (set as its task ends): no reconnect can follow
        qtbot.waitUntil(lambda: client.table.connection_state is ConnectionState.CLOSED,
                        timeout=15000)
        assert other.is_open and seat in other.table.you
        shots = Path(os.environ.get("STUDDESK_WEB_SHOTS") or tmp_path)
        window.grab().save(str(shots / "desktop-seat-elsewhere-bg-1024x640.png"))
        window.close()
    finally:
        if other is not None:
            loop.submit(other.close()).result(15)
        loop.stop()
        host.stop()
