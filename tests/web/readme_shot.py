"""The README's picture of the web table on a phone: ``python -m tests.web.readme_shot OUT.png``.

A dealer's-choice sit-and-go (Triple Stud, levels every six hands, a time bank) with four
computer players and its web table on loopback; Debian's chromium (through Playwright) joins as
Anna at 390x844, checks and calls until she holds five cards with every opponent still in, and
takes the screenshot (about 160 KB). Not a test: run it by hand.
"""

from __future__ import annotations

import contextlib
import sys

from net.formats import DealersChoice, Structure, TableFormat, parse_levels
from net.host import HostOptions, HostThread
from studdesk.engine.config import GameConfig, Variant
from tests.web.test_browser import CHROMIUM


def main(out: str) -> int:
    from playwright.sync_api import sync_playwright

    night = TableFormat(structure=Structure(parse_levels("1/2,2/4,3/6,5/10"), every_hands=6),
                        dealers_choice=DealersChoice((Variant.STUD, Variant.RAZZ, Variant.STUD8),
                                                     hands_per_round=4),
                        tournament=True, starting_chips=2000, entry=1000, players=5)
    options = HostOptions(name="Friday Stud", config=GameConfig.preset(Variant.STUD, 100),
                          timer=20.0, time_bank=30.0, hand_pause=1.0, think_ms=150, seats=5,
                          format=night)
    host = HostThread(options, web=("127.0.0.1", 0), bots=4, bot_level="easy")
    host.start()
    try:
        url = host.call(lambda t: t.web.urls())[0]
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            page = browser.new_context(viewport={"width": 390, "height": 844},
                                       device_scale_factor=1).new_page()
            page.goto(url)
            page.fill("#name", "Anna")
            page.click("#join-button")
            for _ in range(1500):
                page.wait_for_timeout(100)
                buttons = page.locator("#buttons button")
                if page.locator("#picker").is_visible():
                    with contextlib.suppress(Exception):
                        page.locator("#picker-games button").nth(1).click(timeout=500)
                    continue
                if not buttons.count():
                    continue
                if (page.locator(".seat.me .card").count() >= 5
                        and page.locator(".seat:not(.me) .card").count() >= 8):
                    page.wait_for_timeout(400)
                    page.screenshot(path=out)
                    browser.close()
                    return 0
                labels = buttons.all_text_contents()
                pick = next((i for i, t in enumerate(labels)
                             if t.startswith(("Check", "Call", "Bring"))), len(labels) - 1)
                with contextlib.suppress(Exception):  # the buttons went away as the page redrew
                    buttons.nth(pick).click(timeout=500)
            browser.close()
    finally:
        host.stop()
    print("no hand reached five cards with everyone in", file=sys.stderr)
    return 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1] if len(sys.argv) > 1 else "web-table-phone.png"))
