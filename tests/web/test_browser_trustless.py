"""A phone at a table nobody deals (``studdesk host --trustless``; net/TRUSTLESS.md § 11, § 13),
in Debian's chromium at 390x844 (Playwright, as test_browser.py): the page answers the host's
deal_setup with its key and its measured check times, checks the host's shuffle and shuffles in
its turn while its own progress line says so, releases its tokens, and shows its seat's down
cards, which the host sent it hidden ("??": the host never knew them) and the page opened
itself; at a showdown the cards the table opens for its seat are the ones it showed its player.
The table mid-hand is rendered to PNG."""

from __future__ import annotations

import contextlib
import os
import random
import re
import time
from pathlib import Path
from typing import Any

import pytest

from net.host import HostThread
from net.table.options import HostOptions
from tests.net.helpers import LOCAL
from tests.web.test_browser import PHONE, Page, browser
from tests.web.webkit import fast_options

__all__ = ["browser"]  # the fixture, used below

PROGRESS = """() => {
  window.dealProgress = [];
  const line = document.getElementById("deal-progress");
  new MutationObserver(() => {
    if (line.textContent) window.dealProgress.push(line.textContent);
  }).observe(line, { childList: true, characterData: true, subtree: true });
}"""

MY_DOWN = """() => [...document.querySelectorAll(".seat.me .slot.down img")]
  .map((img) => (img.getAttribute("src").match(/classic\\/(..)\\.svg$/) || [null, "??"])[1])"""


def _shots(tmp_path: Path) -> Path:
    target = os.environ.get("STUDDESK_WEB_SHOTS")
    path = Path(target) if target else tmp_path
    path.mkdir(parents=True, exist_ok=True)
    return path


def _events(page: Page, kind: str) -> list[dict[str, Any]]:
    return [dict(f["event"], hand=f.get("hand")) for f in page.frames
            if f["type"] == "event" and f["event"]["type"] == kind]


@pytest.mark.slow
@pytest.mark.timeout(300)
def test_a_phone_deals_with_the_host_and_sees_only_its_own_cards(browser: Any,
                                                                  tmp_path: Path) -> None:
    if "trustless" not in HostOptions.__dataclass_fields__:
        pytest.skip("the table core has no table nobody deals here (HostOptions.trustless)")
    ht = HostThread(fast_options(timer=30.0, hand_pause=0.5, think_ms=0, trustless=True, seats=4),
                    web=(LOCAL, 0), bots=1)
    ht.start()
    phone = None
    try:
        url = ht.call(lambda t: t.web.urls())[0]
        phone = Page(browser, url, PHONE)
        phone.page.evaluate(PROGRESS)
        phone.join("Ewa")
        page = phone.page
        page.wait_for_function(
            """() => document.querySelectorAll('.seat.me .slot.down img[src*="classic"]').length >= 2""",
            timeout=60000)
        page.wait_for_function("() => [...document.images].every((i) => i.complete)")
        page.screenshot(path=str(_shots(tmp_path) / "trustless-mid-hand-390x844.png"))
        assert page.locator("#bar-title").text_content().endswith(" · Nobody deals")
        setup = [f for f in phone.frames if f["type"] == "deal_setup"]
        assert setup and re.fullmatch(r"p\d+", setup[0]["device"]), setup
        assert any(f["type"] == "deal_open" for f in phone.frames)
        seat = phone.seat()
        assert seat is not None
        # H3: the host sent this page's own down cards hidden, as to everyone: it never knew them.
        mine = [e for e in _events(phone, "card_dealt") if e["seat"] == seat and not e["face_up"]]
        assert mine and all(e["card"] == "??" for e in mine), mine
        progress = page.evaluate("() => window.dealProgress")
        assert "Checking the deck, 1 of 1" in progress and "Shuffling the deck…" in progress, progress

        # Play on (call or check, never fold) until this seat's cards are shown at a showdown:
        # they must be the ones the page filled in.
        rng = random.Random(5)
        seen: dict[int, list[str]] = {}
        deadline = time.monotonic() + 150
        shown: list[dict[str, Any]] = []
        while time.monotonic() < deadline and not shown:
            started = _events(phone, "hand_started")
            hand = started[-1]["hand"] if started else None
            down = page.evaluate(MY_DOWN)
            if hand is not None and "??" not in down and len(down) >= len(seen.get(hand, [])):
                seen[hand] = down
            for kind in ("check", "call", "bring_in", "complete"):
                button = page.locator(f"#buttons button.{kind}")
                if button.count():
                    with contextlib.suppress(Exception):  # the buttons went away as it redrew
                        button.first.click(timeout=300)
                    break
            else:
                if not phone.play(rng):
                    page.wait_for_timeout(100)
            shown = [e for e in _events(phone, "cards_shown") if e["seat"] == seat
                     and e["hand"] in seen and len(seen[e["hand"]]) == 3]
        assert shown, "no showdown with this page's seat in 150 s"
        for event in shown:
            assert set(seen[event["hand"]]) <= set(event["cards"]), (seen, event)
        assert not [e for e in phone.frames if e["type"] == "error"]
        assert not phone.problems, phone.problems
    finally:
        if phone is not None:
            phone.close()
        ht.stop()
