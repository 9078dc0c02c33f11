"""The home games on the page, in Debian's chromium (Playwright) on loopback: wild cards marked
with a gold star and a "... are wild" line (RULES.md W1, W3, W4), the hand's words from the
host's ``own_hand`` (the page names no hand itself), Baseball's buy with its price (W4) in the
five languages, the bar naming the game, Chicago's spade half in the dealer log (W5). Every
page plays at 390x844 and is looked at again at 1280x800; screenshots are kept in
``STUDDESK_WEB_SHOTS`` when that is set."""

from __future__ import annotations

import contextlib
import re
from pathlib import Path
from typing import Any

from net.host import HostThread
from studdesk.engine.config import GameConfig, Variant
from tests.net.helpers import LOCAL
from tests.web.test_browser import DESKTOP, PHONE, Page, _shots_dir, browser  # noqa: F401
from tests.web.webkit import fast_options, leaks

PASSIVE = ("check", "call", "bring_in", "show")


def _stay_in(page: Page) -> None:
    """Check or call (or bring in, or show) when it is this page's turn: a seat that stays to
    the showdown."""
    for kind in PASSIVE:
        button = page.page.locator(f"#buttons button.{kind}")
        if button.count():
            with contextlib.suppress(Exception):  # the buttons went away as the page redrew
                button.first.click(timeout=300)
            return


def _host(variant: Variant, seats: int = 4, bots: int = 2) -> HostThread:
    ht = HostThread(fast_options(config=GameConfig.preset(variant, 200), seats=seats,
                                 timer=30.0, hand_pause=0.3, think_ms=0),
                    web=(LOCAL, 0), bots=bots)
    ht.start()
    return ht


def _no_words_for_others(page: Page, me: int | None) -> int:
    """H1: a view with a hand's words is this page's own seat's; returns how many there were."""
    owned = 0
    for frame in page.frames:
        for v in frame.get("views") or ():
            if v.get("own_hand") is not None:
                assert me is not None and v["viewer"] == me, (me, v["viewer"])
                owned += 1
    return owned


OVERLAPS = """() => {
  const box = (e) => e.getBoundingClientRect();
  const cut = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const rings = [...document.querySelectorAll(".seat .ring")].map(box);
  const cards = [...document.querySelectorAll(".seat .card, .community .card")].map(box);
  const ringSize = rings.map((r) => Math.round(r.width));
  const hit = rings.some((r) => cards.some((c) => cut(r, c)));
  const dim = (sel) => [...document.querySelectorAll(sel)].map((e) => getComputedStyle(e).filter);
  return { rings: rings.length, ringSize, hit, down: dim(".seat.me .slot.mine > .card"),
           up: dim(".seat.me .slot.up > .card") };
}"""


def _shots(page: Page, shots: Path, name: str, langs: tuple[str, ...] = ("en", "pl", "bg")
           ) -> dict[str, str]:
    """Screenshots of the page as it is, in ``langs`` at 390x844 and 1280x800; the bar's title
    in each language. At each size the time ring covers no card (D6) and my down cards are
    dimmed where my up cards are not (D7)."""
    titles = {}
    for lang in langs:
        page.page.select_option("#table-lang", lang)
        for size, label in ((PHONE, "390x844"), (DESKTOP, "1280x800")):
            page.page.set_viewport_size(size)
            page.page.wait_for_timeout(150)
            page.page.screenshot(path=str(shots / f"web-{name}-{lang}-{label}.png"))
            seen = page.page.evaluate(OVERLAPS)
            assert not seen["hit"], (label, seen)
            assert all(s >= 26 for s in seen["ringSize"]), seen
            assert all("brightness" in f for f in seen["down"]), seen
            assert all("brightness" not in f for f in seen["up"]), seen
        titles[lang] = page.page.locator("#bar-title").text_content() or ""
    page.page.set_viewport_size(PHONE)
    page.page.select_option("#table-lang", "en")
    return titles


def test_baseball_on_a_phone_wild_threes_and_nines_and_the_buy_with_its_price(
        browser: Any, tmp_path: Path) -> None:  # noqa: F811
    ht = _host(Variant.BASEBALL, seats=4)
    shots = _shots_dir(tmp_path)
    try:
        url = ht.call(lambda t: t.web.urls())[0]
        page = Page(browser, url, PHONE)
        page.join("Ana")
        buy = page.page.locator("#buttons button.buy")
        stars = page.page.locator(".slot.wild .wild-badge")
        lines: set[str] = set()
        for _ in range(4000):
            if buy.count() and stars.count():
                break
            if ht.call(lambda t: t.hands_played) >= 40:
                break
            text = page.page.locator("#strength").text_content() or ""
            if text:
                lines.add(text)
            _stay_in(page)
            if buy.count() and not stars.count():  # an up three now, wild once paid
                buy.first.click(timeout=1000)
            page.page.wait_for_timeout(40)
        assert buy.count(), "no up three for the page in 40 hands"
        # the buy may be offered in the first hand, before the loop read the strength line: the
        # page holds cards now, so its line is there (or comes with the frame being drawn)
        page.page.wait_for_function(
            "() => (document.querySelector('#strength')?.textContent || '').length > 0",
            timeout=5000)
        lines.add(page.page.locator("#strength").text_content() or "")
        # W4: the button says what it buys and its price (one big bet: 4), in every language.
        assert buy.first.text_content() == "Pay 4 to keep the three"
        labels = {}
        for lang in ("pl", "hu", "cs", "bg"):
            page.page.select_option("#table-lang", lang)
            labels[lang] = buy.first.text_content() or ""
        assert all("4" in t and "buy" not in t and "keep" not in t for t in labels.values()), labels
        assert len(set(labels.values())) == 4, labels
        page.page.select_option("#table-lang", "en")
        # W1: the three up (and any other three or nine) is starred; the line says what is wild.
        assert stars.count() >= 1
        assert page.page.locator("#wild").text_content() == "★ Threes and nines are wild"
        titles = _shots(page, shots, "baseball-buy")
        # D5: the bar names the game; Bulgarian writes Baseball in Latin letters (the glossary's
        # home-games section), so every language shows the same name here.
        assert all(t.split(" · ")[1] == "Baseball" for t in titles.values()), titles
        assert all(t.count(" · ") == 2 for t in titles.values()), titles
        assert any(line.startswith("You have: ") for line in lines), lines
        assert all("pair of threes" not in line for line in lines), lines  # threes are wild
        me = page.seat()
        assert _no_words_for_others(page, me) > 0  # (leaks() reads seven-card deals only)
        assert not page.problems, page.problems[:3]
        page.close()
    finally:
        ht.stop()


def test_follow_the_queen_and_chicago_on_a_phone(browser: Any, tmp_path: Path) -> None:  # noqa: F811
    shots = _shots_dir(tmp_path)
    ht = _host(Variant.FOLLOW_THE_QUEEN)
    try:
        url = ht.call(lambda t: t.web.urls())[0]
        page = Page(browser, url, PHONE, locale="pl-PL")
        page.join("Ola")
        wild = page.page.locator("#wild")
        for _ in range(4000):
            if (wild.text_content() or "") and page.page.locator(".slot.wild").count():
                break
            if ht.call(lambda t: t.hands_played) >= 30:
                break
            _stay_in(page)
            page.page.wait_for_timeout(40)
        text = wild.text_content() or ""
        assert text.startswith("★ ") and "dzikie" in text, text  # Polish: "Damy są dzikie"
        ranks = page.page.locator(".slot.wild img").evaluate_all(
            "imgs => imgs.map(i => i.getAttribute('src').split('/').pop()[0])")
        assert ranks and set(ranks) <= set("23456789TJQKA")
        titles = _shots(page, shots, "ftq")
        assert "Follow the Queen" in titles["en"], titles
        assert not page.problems, page.problems[:3]
        page.close()
    finally:
        ht.stop()

    ht = _host(Variant.CHICAGO)
    try:
        url = ht.call(lambda t: t.web.urls())[0]
        page = Page(browser, url, PHONE, locale="bg-BG")
        page.join("Боби")
        page.page.select_option("#table-lang", "en")
        spade_line = re.compile(r"\(spade in the hole\) .* — Spade in the hole, (10|[2-9JQKA])♠")
        log: list[str] = []
        strengths: set[str] = set()
        for _ in range(6000):
            log = page.page.locator("#log li").all_text_contents()
            if any(spade_line.search(line) for line in log) and \
                    any("spade in the hole: " in s for s in strengths):
                break
            if ht.call(lambda t: t.hands_played) >= 40:
                break
            text = page.page.locator("#strength").text_content() or ""
            if text:
                strengths.add(text)
            _stay_in(page)
            page.page.wait_for_timeout(40)
        assert any(spade_line.search(line) for line in log), log[-20:]
        assert any(re.search(r"; (spade in the hole: .+♠|no spade in the hole)$", s)
                   for s in strengths), strengths
        titles = _shots(page, shots, "chicago")
        assert "Chicago" in titles["en"], titles
        me = page.seat()
        assert _no_words_for_others(page, me) > 0
        checked, found = ht.call(lambda t: leaks(t, page.frames, me))
        assert not found and checked > 10, found[:3]
        assert not page.problems, page.problems[:3]
        page.close()
    finally:
        ht.stop()
