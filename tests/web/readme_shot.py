"""The README's picture of the web table on a phone: ``python -m tests.web.readme_shot OUT.png``.

A host with four computer players and its web table on loopback; Debian's chromium (through
Playwright) joins as Anna at 390x844 (2x), checks and calls until she holds five cards with
every opponent still in, and takes the screenshot. Not a test: run it by hand.
"""

from __future__ import annotations

import contextlib
import sys

from net.host import HostOptions, HostThread
from studdesk.engine.config import GameConfig, Variant
from tests.web.test_browser import CHROMIUM


def main(out: str) -> int:
    from playwright.sync_api import sync_playwright

    options = HostOptions(name="Friday Stud", config=GameConfig.preset(Variant.STUD, 200),
                          timer=20.0, hand_pause=1.0, think_ms=150)
    host = HostThread(options, web=("127.0.0.1", 0), bots=4, bot_level="easy")
    host.start()
    try:
        url = host.call(lambda t: t.web.urls())[0]
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            page = browser.new_context(viewport={"width": 390, "height": 844},
                                       device_scale_factor=2).new_page()
            page.goto(url)
            page.fill("#name", "Anna")
            page.click("#join-button")
            for _ in range(1500):
                page.wait_for_timeout(100)
                buttons = page.locator("#buttons button")
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
