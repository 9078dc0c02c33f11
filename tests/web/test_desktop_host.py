"""A phone at a table hosted from the DESKTOP: the Host dialog with *Let phones and browsers join*
ticked starts the table (a real Qt event loop, offscreen, driven by pytest-qt), a phone-sized
Chromium page (Playwright, Debian's chromium) joins it over the WebSocket, and the desktop player,
the page and the dialog's computer players play 20 hands. Every chip is accounted for and every
frame the page received is checked against the host's journal (the file the desktop keeps), with the
checks of the HostThread tests (``leaks``).

Everything runs on 127.0.0.1; the web table takes any free port here instead of 47480, so that
tests running side by side never meet."""

from __future__ import annotations

import random
import uuid
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from net.journal import Journal
from studdesk.gui.app import MainWindow
from studdesk.gui.lobby.host_dialog import HostDialog
from studdesk.gui.session import net_session
from studdesk.gui.session.net_session import NetSession, web_urls
from studdesk.gui.session.setup import NetworkPlaces
from studdesk.gui.table.window import TableWindow
from tests.gui.conftest import _garbage_between_tests as _garbage_between_tests  # noqa: F401
from tests.gui.nethelpers import FAST, click_passive, offered
from tests.web.test_browser import PHONE, Page
from tests.web.test_browser import browser as browser  # noqa: F401 (the fixture)
from tests.web.webkit import balanced_ledgers, leaks

pytestmark = pytest.mark.timeout(300)

HANDS = 20


def test_a_phone_plays_20_hands_at_a_table_hosted_from_the_desktop(
        qtbot: Any, settings: Any, browser: Any, monkeypatch: Any, tmp_path: Path) -> None:
    monkeypatch.setattr(net_session, "DEFAULT_WEB_PORT", 0)
    places = NetworkPlaces("127.0.0.1", 0, (), (), tmp_path / "desktop-table")
    window = MainWindow(settings, pace=FAST, network=places)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()

    def accept(dialog: HostDialog) -> HostDialog.DialogCode:
        dialog.table_name.setText(f"Phones welcome {uuid.uuid4().hex[:6]}")
        dialog.seats.setValue(4)
        dialog.bots.setValue(2)
        dialog.bot_level.setCurrentIndex(dialog.bot_level.findData("easy"))
        dialog.web.setChecked(True)
        return HostDialog.DialogCode.Accepted

    monkeypatch.setattr(HostDialog, "exec", accept)
    window.lobby.host_button.click()
    table = window.table_window
    assert isinstance(table, TableWindow) and isinstance(table.session, NetSession)
    session = table.session
    qtbot.waitUntil(lambda: bool(web_urls(session)), timeout=20000)
    url = web_urls(session)[0]
    assert url.startswith("http://127.0.0.1:")
    host = session.host
    assert host is not None
    phone = Page(browser, url, PHONE)
    try:
        phone.join("Phone")
        rng = random.Random(19)
        desktop_clicks = 0
        for _ in range(20000):
            if host.call(lambda t: t.hands_played) >= HANDS:
                break
            qtbot.wait(15)  # the desktop's own Qt loop runs between the page's moves
            if offered(table):
                click_passive(qtbot, table)
                desktop_clicks += 1
            phone.play(rng)
        assert host.call(lambda t: t.hands_played) >= HANDS
        assert desktop_clicks >= 5
        seat = phone.seat()
        assert seat is not None and not phone.problems, phone.problems[:3]
        names = host.call(lambda t: sorted((s.name, s.is_bot) for s in t.seats.values()))
        assert len(names) == 4 and sum(bot for _, bot in names) == 2, names
        # Every chip where it belongs: whenever no hand was in play, the ledger the page
        # received has the chips (at the table and taken away) that were bought.
        assert balanced_ledgers(phone.frames) >= HANDS - 2
        # The page checked the hands as the desktop does.
        phone.page.click("#last-hand-button")
        verdict = phone.page.locator("#fairness").text_content() or ""
        assert verdict.startswith("Fairness check: ✔ Verified"), verdict
    finally:
        phone.close()
        window.close()  # leaves the table and stops the host this window started
        for closing in window._closing:
            assert closing.wait_closed(20), "the table did not shut down"
    # Every frame the page received is free of cards its seat may not see (H1, H3), against
    # the journal the desktop kept on disk.
    journal = Journal.open(tmp_path / "desktop-table")
    try:
        completed = journal.hands(status="completed")
        assert len(completed) >= HANDS
        checked, found = leaks(SimpleNamespace(journal=journal), phone.frames, seat)
        assert not found, found[:3]
        assert checked > 100
    finally:
        journal.close()
