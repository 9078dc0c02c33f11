"""RULES.md C2 on the phone page, in Debian's chromium (Playwright, as test_browser.py): every
seat's plate shows the time bank it has left, the page's own seat's counting down once its
timer ran out; a table without a time bank shows none. A screenshot at 390x844 is kept in
``STUDDESK_WEB_SHOTS`` when that is set."""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

from net.host import HostThread
from tests.net.helpers import LOCAL
from tests.web.test_browser import PHONE, Page, browser
from tests.web.webkit import fast_options

__all__ = ["browser"]  # the fixture, used below


def _plates(page: Page) -> dict[str, str]:
    """Each plate's name and the time bank it shows ("" for none)."""
    out: dict[str, str] = {}
    for plate in page.page.locator(".seat .plate").all():
        name = plate.locator(".name").text_content() or ""
        left = plate.locator(".bank-left")
        out[name] = (left.text_content() or "") if left.count() else ""
    return out


def _my_turn(page: Page, limit: float = 30.0) -> None:
    deadline = time.monotonic() + limit
    while not (page.page.locator(".seat.me.acting").count()
               and page.page.locator("#buttons button").count()):
        assert time.monotonic() < deadline, "the page's seat never got a turn"
        page.page.wait_for_timeout(100)


def test_c2_every_plate_shows_its_bank_and_mine_burns_after_my_timer(browser: Any) -> None:
    ht = HostThread(fast_options(timer=1.0, time_bank=30.0, hand_pause=0.2, think_ms=0),
                    web=(LOCAL, 0), bots=2)
    ht.start()
    try:
        url = ht.call(lambda t: t.web.urls())[0]
        page = Page(browser, url, PHONE, locale="pl-PL")
        page.join("Lena")
        _my_turn(page)
        plates = _plates(page)
        assert len(plates) == 3 and all(left for left in plates.values()), plates
        others = {name: left for name, left in plates.items() if name != "Lena"}
        assert set(others.values()) == {"0:30"}  # nobody else is spending theirs
        # one second of timer, then the bank burns, on the page's own clock
        page.page.wait_for_function(
            "() => { const e = document.querySelector('.seat.me .bank-left');"
            " return e && e.textContent <= '0:28'; }", timeout=8000)
        assert {n: v for n, v in _plates(page).items() if n != "Lena"} == others
        shots = os.environ.get("STUDDESK_WEB_SHOTS")
        if shots:
            Path(shots).mkdir(parents=True, exist_ok=True)
            page.page.screenshot(path=str(Path(shots) / "web-time-bank-390x844.png"))
        entries = [f for f in page.frames if f["type"] == "table"][-1]["seats"]
        assert {e["time_bank_ms"] for e in entries if e} <= {30_000}  # nobody has spent any yet
        assert not page.problems
        page.close()
    finally:
        ht.stop()


def test_c2_a_table_without_a_time_bank_shows_none_on_the_page(browser: Any) -> None:
    ht = HostThread(fast_options(timer=5.0, time_bank=0.0, hand_pause=0.2, think_ms=0),
                    web=(LOCAL, 0), bots=1)
    ht.start()
    try:
        url = ht.call(lambda t: t.web.urls())[0]
        page = Page(browser, url, PHONE)
        page.join("Lena")
        _my_turn(page)
        assert _plates(page) and set(_plates(page).values()) == {""}
        assert page.page.locator(".plate .bank").count() == 0
        assert not page.problems
        page.close()
    finally:
        ht.stop()
