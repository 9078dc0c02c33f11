"""Two tabs of one browser on one seat, in Debian's chromium (Playwright, as test_browser.py):
the pages share the seat's token (localStorage), so the host gives the seat to the newest
socket. The older page is told the seat is open in another window and stays away until its
player clicks "Use this window"; before, both pages reconnected on every close and took the
seat from each other about once a second, without end.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

import pytest

from net.host import HostThread
from tests.net.helpers import LOCAL
from tests.web.test_browser import PHONE, browser
from tests.web.webkit import fast_options

__all__ = ["browser"]  # the fixture, used below

QUIET = 3.0
"""Seconds both pages are watched for new sockets once the seat has settled (a churning pair
opened about one a second each)."""


class Tab:
    """One page of a shared browser context, counting the WebSockets it opens."""

    def __init__(self, context: Any, url: str) -> None:
        self.page = context.new_page()
        self.opened = 0
        self.problems: list[str] = []
        self.page.on("websocket", self._on_socket)
        self.page.on("pageerror", lambda e: self.problems.append(str(e)))
        self.page.goto(url)

    def _on_socket(self, ws: Any) -> None:
        self.opened += 1

    def seated(self) -> None:
        self.page.wait_for_selector("#table:not([hidden])", timeout=15000)
        self.page.wait_for_selector(".seat.me", timeout=15000)

    def told(self) -> str:
        """Wait for the "open in another window" screen; its words."""
        self.page.wait_for_selector("#elsewhere-button:visible", timeout=15000)
        assert self.page.locator("#join-form").is_hidden()
        return str(self.page.locator("#join-status").text_content())


def _shots(tmp_path: Path) -> Path:
    target = os.environ.get("STUDDESK_WEB_SHOTS")
    path = Path(target) if target else tmp_path
    path.mkdir(parents=True, exist_ok=True)
    return path


def _quiet(*tabs: Tab) -> list[int]:
    """The sockets each tab opened over :data:`QUIET` seconds (real time: the pages' own
    timers run on it)."""
    before = [t.opened for t in tabs]
    end = time.monotonic() + QUIET
    while time.monotonic() < end:
        tabs[0].page.wait_for_timeout(100)
    return [t.opened - b for t, b in zip(tabs, before, strict=True)]


@pytest.mark.timeout(180)
def test_two_tabs_on_one_seat_do_not_take_it_from_each_other(browser: Any,
                                                             tmp_path: Path) -> None:
    ht = HostThread(fast_options(timer=30.0, hand_pause=0.3), web=(LOCAL, 0), bots=1)
    ht.start()
    context = browser.new_context(viewport=PHONE, device_scale_factor=1, locale="en-GB")
    try:
        url = ht.call(lambda t: t.web.urls())[0]
        old = Tab(context, url)
        old.page.fill("#name", "Tabby")
        old.page.click("#join-button")
        old.seated()
        seat = old.page.locator(".seat.me").get_attribute("data-seat")

        new = Tab(context, url)  # the same token: it goes straight back to the seat
        new.seated()
        assert old.told() == "This seat is open in another window."
        assert new.page.locator(".seat.me").get_attribute("data-seat") == seat
        assert _quiet(old, new) == [0, 0]  # nobody reconnects: the seat stays where it went
        assert new.page.locator("#table").is_visible() and old.opened == 1
        old.page.screenshot(path=str(_shots(tmp_path) / "two-tabs-older-told-390x844.png"))

        # The player wants it back in the old tab: one click, and the other tab is told.
        old.page.click("#elsewhere-button")
        old.seated()
        assert new.told() == "This seat is open in another window."
        assert old.page.locator(".seat.me").get_attribute("data-seat") == seat
        assert _quiet(old, new) == [0, 0]
        assert (old.opened, new.opened) == (2, 1)

        # In the player's language, switched on that screen too.
        new.page.select_option("#lang", "bg")
        assert new.page.locator("#join-status").text_content() == (
            "Това място е отворено в друг прозорец.")
        assert new.page.locator("#elsewhere-button").text_content() == (
            "Използвай този прозорец")
        new.page.screenshot(path=str(_shots(tmp_path) / "two-tabs-told-bg-390x844.png"))
        new.page.set_viewport_size({"width": 1024, "height": 640})
        new.page.select_option("#lang", "pl")
        assert new.page.locator("#join-status").text_content() == (
            "To miejsce jest otwarte w innym oknie.")
        new.page.screenshot(path=str(_shots(tmp_path) / "two-tabs-told-pl-1024x640.png"))
        assert ht.call(lambda t: len([p for p in t.players if p.name == "Tabby"])) == 1
        assert not old.problems and not new.problems
    finally:
        context.close()
        ht.stop()
