"""The web table's night in a real browser (Debian's chromium through Playwright, on loopback):
a dealer's-choice sit-and-go with its format bar, the chooser's picker, eliminations and the
standings; the ante question (D1); the Table menu's sit out and back, rebuy and stand up; the
time bank. Screenshots at 390x844 (portrait and landscape) and 1280x800 go to
``STUDDESK_WEB_SHOTS`` when that is set."""

from __future__ import annotations

import contextlib
import random
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from net.formats import DealersChoice, Structure, TableFormat, parse_levels
from net.host import HostThread
from net.journal import Journal
from studdesk.engine.config import GameConfig, Variant, format_chips
from tests.web.test_browser import DESKTOP, PHONE, Page, _desktop_player, _shots_dir
from tests.web.test_browser import browser as browser  # noqa: F401 (the fixture)
from tests.web.webkit import balanced_ledgers, fast_options, leaks

NOTICES = """() => {
  window.__notices = [];
  const node = document.getElementById("format-notice");
  new MutationObserver(() => { if (node.textContent) window.__notices.push(node.textContent); })
    .observe(node, { childList: true, characterData: true, subtree: true });
}"""
"""Every line the format bar's notice showed (it keeps only the latest)."""


def _night(players: int = 3) -> TableFormat:
    return TableFormat(structure=Structure(parse_levels("1/2,2/4,4/8,8/16,16/32"), every_hands=3),
                       dealers_choice=DealersChoice((Variant.STUD, Variant.RAZZ, Variant.STUD8),
                                                    hands_per_round=2),
                       tournament=True, starting_chips=600, entry=1000, players=players)


def _frames(page: Page, kind: str) -> list[dict[str, Any]]:
    return [f for f in page.frames if f["type"] == kind]


def test_a_dealers_choice_sit_and_go_on_a_phone(browser: Any, tmp_path: Path) -> None:
    ht = HostThread(fast_options(timer=5.0, hand_pause=0.3, think_ms=0, seats=4, format=_night(4),
                                 config=GameConfig.preset(Variant.STUD, 100), data_dir=tmp_path),
                    web=("127.0.0.1", 0), bots=1)
    ht.start()
    pages: list[Page] = []
    loop = None
    try:
        url = ht.call(lambda t: t.web.urls())[0]
        phone = Page(browser, url, PHONE)
        pages.append(phone)
        phone.page.evaluate(NOTICES)
        phone.join("Ann")
        loop, _desktop = _desktop_player(ht.port)
        desk = Page(browser, url, DESKTOP)
        pages.append(desk)
        desk.join("Desk")
        phone.page.wait_for_selector("#format-bar:not([hidden])", timeout=15000)
        now = phone.page.locator("#format-now").text_content() or ""
        assert now.startswith("Sit-and-go · Dealer's choice: Triple Stud · Level 1: 1/2, ante"), now
        shots = _shots_dir(tmp_path)
        rng = random.Random(3)
        picked = None
        shot = False
        for _ in range(3000):
            if _frames(phone, "standings") and _frames(phone, "standings")[-1].get("final"):
                break
            if picked is None and phone.page.locator("#picker").is_visible():
                # The chooser's picker: the games offered, the hands it is for, the countdown.
                prompt = phone.page.locator("#picker-prompt").text_content()
                assert prompt == "Your choice: the game of the next 2 hands", prompt
                assert (phone.page.locator("#picker-clock").text_content() or "").endswith(" s")
                games = phone.page.locator("#picker-games button").all_text_contents()
                assert games == ["Stud", "Razz", "Stud Hi/Lo"], games
                phone.page.screenshot(path=str(shots / "web-night-picker-390x844.png"))
                phone.page.click("#picker-games button:has-text('Razz')")
                picked = "razz"
                phone.page.wait_for_selector("#picker", state="hidden", timeout=5000)
            if picked and not shot and phone.page.locator("#buttons button").count() >= 2:
                # Mid-hand in the chosen game: the phone upright and on its side, a desktop.
                phone.page.screenshot(path=str(shots / "web-night-phone-390x844.png"))
                desk.page.screenshot(path=str(shots / "web-night-desktop-1280x800.png"))
                phone.page.set_viewport_size({"width": 844, "height": 390})
                phone.page.wait_for_timeout(200)
                phone.page.screenshot(path=str(shots / "web-night-phone-landscape-844x390.png"))
                phone.page.set_viewport_size(PHONE)
                shot = True
            if picked:
                phone.play(rng)
            else:  # random raises could knock the phone out before its turn to choose comes
                phone.check_or_fold()
            desk.play(rng)
            phone.page.wait_for_timeout(40)
        assert picked, ("the phone was never the chooser", phone.seat(),
                        [(f.get("chooser"), f.get("variant")) for f in _frames(phone, "announce")],
                        [(f["name"], f["place"]) for f in _frames(phone, "eliminated")])
        finals = [f for f in _frames(phone, "standings") if f.get("final")]
        assert finals, [f["type"] for f in phone.frames[-10:]]
        # The host took the phone's choice, and the page said so in the desktop's words.
        seat = phone.seat()
        chosen = [f for f in _frames(phone, "announce") if f.get("chooser") == seat]
        assert chosen and chosen[0]["variant"] == "razz" and not chosen[0]["timed_out"]
        notices = phone.page.evaluate("() => window.__notices")
        assert "Ann chooses Razz." in notices, notices
        out = [f for f in _frames(phone, "eliminated")]
        assert out and all(f"{f['name']} is out in place {f['place']}" in " ".join(notices)
                           for f in out[:-1] if not f.get("prize")), (out, notices)
        # The final standings: the dialog, best first, the prizes adding up to the pool.
        phone.page.wait_for_selector("#standings[open]", timeout=5000)
        phone.page.screenshot(path=str(shots / "web-night-standings-390x844.png"))
        title = phone.page.locator("#standings-title").text_content()
        assert title == "Final standings"
        rows = phone.page.locator("#standings-rows tr").all_inner_texts()
        assert len(rows) == 4 and rows[0].split("\t")[0] == "1", rows
        final = finals[-1]
        assert sum(p["prize"] for p in final["places"]) == final["pool"]
        # Every frame each page received is free of cards its seat may not see (H1, H3): the
        # table has ended, so its journal is read from the file.
        journal = Journal.open(tmp_path)
        try:
            for page, me in ((phone, seat), (desk, desk.seat())):
                assert not page.problems, page.problems[:3]
                checked, found = leaks(SimpleNamespace(journal=journal), page.frames, me)
                assert not found and checked > 20, found[:3]
        finally:
            journal.close()
    finally:
        for p in pages:
            p.close()
        ht.stop()
        if loop is not None:
            loop.stop()


def _wait_folding(page: Page, selector: str, timeout_ms: int = 20000) -> None:
    """Wait for ``selector``, folding (or checking) whenever the page's turn comes meanwhile, so
    that the seat never times out twice (C3 would sit it out)."""
    for _ in range(timeout_ms // 50):
        if page.page.locator(selector).count() and page.page.locator(selector).first.is_visible():
            return
        page.check_or_fold()
        page.page.wait_for_timeout(50)
    raise AssertionError(f"{selector} did not show")


def _fold_a_hand(page: Page, timeout_ms: int = 40000) -> None:
    """Fold the next hand this page is dealt into. Brought in as the low card, the page posts
    the bring-in (the one seat that may not fold, D4) and folds at its next turn; a hand that
    ends before that (all fold to the bring-in) is not one folded, so the next is played, its
    ante posted when asked."""
    p = page.page
    for _ in range(timeout_ms // 50):
        with contextlib.suppress(Exception):  # the buttons went away as the page redrew
            if p.locator("#ante-ask:not([hidden])").count():
                p.click("#ante-post", timeout=300)
            elif p.locator("#buttons button.fold").count():
                p.locator("#buttons button.fold").first.click(timeout=300)
                return
            elif p.locator("#buttons button.bring_in").count():
                p.locator("#buttons button.bring_in").first.click(timeout=300)
        p.wait_for_timeout(50)
    raise AssertionError("the page was never offered a fold")


def _hand_started(page: Page, number: int) -> dict[str, Any] | None:
    for f in page.frames:
        if f["type"] == "event" and f["hand"] == number and f["event"]["type"] == "hand_started":
            return dict(f["event"])
    return None


def test_the_ante_question_the_table_menu_and_the_time_bank_on_a_phone(browser: Any,
                                                                     tmp_path: Path) -> None:
    ht = HostThread(fast_options(timer=4.0, time_bank=2.0, hand_pause=0.3, think_ms=0),
                    web=("127.0.0.1", 0), bots=1)
    ht.start()
    loop = None
    page = None
    try:
        loop, _desktop = _desktop_player(ht.port)
        url = ht.call(lambda t: t.web.urls())[0]
        page = Page(browser, url, PHONE)
        page.join("Pat")
        p = page.page
        # C2: the time bank is a bar on the plate; it burns once the decision timer ran out.
        p.wait_for_selector(".seat.me .plate .bank", timeout=15000)
        p.wait_for_selector("#buttons button", timeout=20000)
        p.wait_for_function("""() => {
          const bar = document.querySelector(".seat.me.acting .bank");
          return bar && Number(bar.style.getPropertyValue("--bank")) < 0.9;
        }""", timeout=10000)
        turns = [f for f in _frames(page, "turn") if f["seat"] == page.seat()]
        assert turns and turns[0]["bank_ms"] == 2000
        _fold_a_hand(page)  # the bring-in, when it is, posts and folds at its next turn
        # D1: with the ante habit off, the page asks as the desktop does.
        p.click("#menu-button")
        assert p.locator("#auto-ante").is_checked()
        p.locator("#auto-ante").uncheck()
        p.click("#table-menu form button")
        _wait_folding(page, "#ante-ask:not([hidden])")
        ante = ht.call(lambda t: t.config.ante)
        assert p.locator("#ante-words").text_content() == f"Post the ante {format_chips(ante)}?"
        assert p.locator("#ante-post").text_content() == "Post"
        assert (p.locator("#ante-clock").text_content() or "").endswith(" s")
        shots = _shots_dir(tmp_path)
        p.screenshot(path=str(shots / "web-ante-question-390x844.png"))
        question = _frames(page, "ante_question")[-1]
        p.click("#ante-skip")
        seat = page.seat()
        for _ in range(200):
            started = _hand_started(page, question["hand"])
            if started:
                break
            p.wait_for_timeout(50)
        assert started and seat not in started["seats"], started
        _wait_folding(page, "#ante-ask:not([hidden])")
        question = _frames(page, "ante_question")[-1]
        p.click("#ante-post")
        for _ in range(200):
            started = _hand_started(page, question["hand"])
            if started:
                break
            p.wait_for_timeout(50)
        assert started and seat in started["seats"], started
        # Fold the hand (the stack falls below the buy-in), then sit out from the menu.
        _fold_a_hand(page)
        p.click("#menu-button")
        assert p.locator("#sit-out-button").text_content() == "Sit out from the next hand"
        p.click("#sit-out-button")
        p.wait_for_selector("#away:not([hidden])", timeout=20000)
        # Dealt out, the seat may rebuy up to the buy-in (T3), as the desktop's menu offers it.
        # Checking down an earlier hand may have won Pat more than the antes lost: the menu then
        # offers no rebuy (the stack is at the buy-in or above) until a hand lost brings it under.
        buy_in = ht.call(lambda t: t.config.buy_in)
        for _ in range(5):
            if (stack := ht.call(lambda t: t.seats[seat].stack)) < buy_in:
                break
            p.click("#menu-button")
            assert p.locator("#rebuy-button").is_disabled(), (stack, buy_in)
            p.click("#sit-out-button")  # sit back in, post an ante and fold, sit out again
            p.wait_for_selector("#away", state="hidden", timeout=10000)
            _wait_folding(page, "#ante-ask:not([hidden])")
            p.click("#ante-post")
            _fold_a_hand(page)
            p.click("#menu-button")
            p.click("#sit-out-button")
            p.wait_for_selector("#away:not([hidden])", timeout=20000)
        p.click("#menu-button")
        try:
            p.wait_for_selector("#rebuy-button:not([disabled])", timeout=20000)
        except Exception as exc:  # say what the page and the host knew
            tables = _frames(page, "table")
            raise AssertionError(("no rebuy offered", stack, buy_in,
                                  ht.call(lambda t: t.seats[seat].stack),
                                  tables[-1].get("seats") if tables else None)) from exc
        words = f"Rebuy {format_chips(buy_in - stack)} (up to {format_chips(buy_in)})"
        assert p.locator("#rebuy-button").text_content() == words
        p.screenshot(path=str(shots / "web-table-menu-390x844.png"))
        p.click("#rebuy-button")
        for _ in range(200):
            if ht.call(lambda t: t.seats[seat].stack) == buy_in:
                break
            p.wait_for_timeout(50)
        assert ht.call(lambda t: t.seats[seat].stack) == buy_in
        p.click("#back-button")
        p.wait_for_selector("#away", state="hidden", timeout=10000)
        # Stand up: the seat is given up (the chips leave with the player); take one again.
        seated_frames = list(page.frames)
        p.click("#menu-button")
        p.click("#stand-button")
        p.wait_for_selector("#sit-button:not([hidden])", timeout=20000)
        assert p.locator("#sit-button").text_content() == "Take a seat"
        assert ht.call(lambda t: all(s.name != "Pat" for s in t.seats.values()))
        p.click("#sit-button")
        p.wait_for_selector(".seat.me", timeout=20000)
        assert ht.call(lambda t: any(s.name == "Pat" for s in t.seats.values()))
        # The new seat keeps the player's habit: the ante is asked again, not posted.
        _wait_folding(page, "#ante-ask:not([hidden])")
        p.click("#ante-post")
        # Every chip accounted for: whenever no hand is in play, the ledger's chips (at the
        # table and taken away) are what was bought, rebuys included.
        assert balanced_ledgers(page.frames) >= 3
        pat = [e for e in _frames(page, "ledger")[-1]["entries"] if e["name"] == "Pat"]
        assert pat and pat[0]["bought"] >= 2 * buy_in - stack, pat
        assert not page.problems, page.problems[:3]
        checked, found = ht.call(lambda t: leaks(t, seated_frames, seat))
        assert not found and checked > 10, found[:3]
    finally:
        if page is not None:
            page.close()
        ht.stop()
        if loop is not None:
            loop.stop()


def test_a_broke_phone_buys_back_in_with_one_tap(browser: Any) -> None:
    # A buy-in of five antes: a page that folds every hand is soon out of chips.
    config = GameConfig.preset(Variant.STUD, 100, buy_in=100)
    ht = HostThread(fast_options(timer=4.0, hand_pause=0.2, think_ms=0, config=config),
                    web=("127.0.0.1", 0), bots=2)
    ht.start()
    page = None
    try:
        url = ht.call(lambda t: t.web.urls())[0]
        page = Page(browser, url, PHONE)
        page.join("Lucky")
        p = page.page
        for _ in range(1500):
            if p.locator("#rebuy-now").is_visible():
                break
            buttons = p.locator("#buttons button.fold, #buttons button.bring_in")
            with contextlib.suppress(Exception):  # the buttons went away as the page redrew
                if buttons.count():
                    buttons.first.click(timeout=300)
            p.wait_for_timeout(40)
        seat = page.seat()
        assert seat is not None
        assert ht.call(lambda t: t.seats[seat].stack) == 0
        assert p.locator("#rebuy-now").text_content() == "Rebuy 1 (up to 1)"

        def bought() -> int:
            entries = _frames(page, "ledger")[-1]["entries"]
            return int(next(e["bought"] for e in entries if e["name"] == "Lucky"))

        before = bought()
        p.click("#rebuy-now")
        p.wait_for_selector("#rebuy-now", state="hidden", timeout=10000)
        for _ in range(200):  # the host sends a ledger after every rebuy
            if bought() > before:
                break
            p.wait_for_timeout(50)
        assert bought() == before + 100
        assert not page.problems, page.problems[:3]
    finally:
        if page is not None:
            page.close()
        ht.stop()
