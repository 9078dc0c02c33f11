"""The secret choices on the phone page, in Debian's chromium (Playwright) on loopback against a
real host with bots: Seven Card Stud High-Low Declare's High / Low / Both (RULES.md W9, W10) and
Roll Your Own's card to turn up (W11). Two pages sit with two bots; the first page chooses and is
looked at while the second still holds its choice ("hidden until everyone has chosen"), then the
second chooses and every seat's choice is shown together. Each game is played to the end of a
hand the page chose in; the chips are all still there when the table stops. Screenshots at
390x844 in Polish and Bulgarian are kept in ``STUDDESK_WEB_SHOTS`` when that is set.

Every wait has a deadline and says what it was waiting for: each browser call gives up after
``STEP_MS``, the whole game after ``GAME_S`` of wall time (a loaded machine plays fewer hands
in it, never forever), and a state that may already have passed (the reveal, once the next
hand starts) is looked for again in a later hand, not waited for."""

from __future__ import annotations

import contextlib
import time
from pathlib import Path
from typing import Any

from net.host import HostThread
from studdesk.engine.config import GameConfig, Variant
from tests.net.helpers import LOCAL
from tests.web.test_browser import DESKTOP, PHONE, Page, _shots_dir, browser  # noqa: F401
from tests.web.test_browser_home_games import _stay_in
from tests.web.webkit import fast_options, leaks

STEP_MS = 15_000  # the longest any one browser call may take (a click, a screenshot)
GAME_S = 360.0  # the longest one game's hands may take, in wall time
TIMER_S = 90.0  # C1: long enough that a loaded machine's screenshots never time a page out
HIDDEN = {"en": "Your choice is hidden until everyone has chosen",
          "pl": "Twój wybór pozostaje ukryty, dopóki wszyscy nie wybiorą",
          "bg": "Изборът ти остава скрит, докато всички изберат"}


def _host(variant: Variant) -> HostThread:
    ht = HostThread(fast_options(config=GameConfig.preset(variant, 200), seats=4,
                                 timer=TIMER_S, hand_pause=4.0, think_ms=0),
                    web=(LOCAL, 0), bots=2)
    ht.start()
    return ht


def _page(browser: Any, url: str, name: str) -> Page:  # noqa: F811
    """A phone page joined as ``name``, no browser call of it waiting longer than STEP_MS."""
    page = Page(browser, url, PHONE)
    page.page.set_default_timeout(STEP_MS)
    page.join(name)
    return page


def _click(locator: Any) -> bool:
    with contextlib.suppress(Exception):  # the buttons went away as the page redrew
        locator.click(timeout=500)
        return True
    return False


def _wait(page: Page, selector: str, what: str, timeout: int = STEP_MS) -> None:
    """Wait for ``selector`` on ``page``, failing with ``what`` was awaited."""
    try:
        page.page.wait_for_selector(selector, timeout=timeout)
    except Exception as exc:
        raise AssertionError(f"{what} ({selector}) did not show in {timeout} ms: "
                             f"{str(exc)[:200]}") from None


def _shots(page: Page, shots: Path, name: str) -> dict[str, str]:
    """The page as it is at 390x844 and on a desktop browser's 1280x800 in Polish and
    Bulgarian; the choice's words in each."""
    words = {}
    for lang in ("pl", "bg"):
        page.page.select_option("#table-lang", lang)
        page.page.wait_for_timeout(120)
        page.page.screenshot(path=str(shots / f"web-{name}-{lang}-390x844.png"))
        words[lang] = page.page.locator("#secret").text_content() or ""
        page.page.set_viewport_size(DESKTOP)
        page.page.wait_for_timeout(120)
        page.page.screenshot(path=str(shots / f"web-{name}-{lang}-1280x800.png"))
        page.page.set_viewport_size(PHONE)
    page.page.select_option("#table-lang", "en")
    return words


def _events(frames: list[dict[str, Any]], start: int = 0) -> list[tuple[int, dict[str, Any]]]:
    return [(f["hand"], f["event"]) for f in frames[start:] if f["type"] == "event"]


def _play(browser: Any, variant: Variant, kind: str, shots: Path  # noqa: F811
          ) -> tuple[HostThread, Page, dict[str, dict[str, str]], int]:
    """Play until the first page chose in a hand that then ended (and was looked at choosing,
    holding its choice hidden, and after); returns the host (stopped), the page, the words
    each shot showed and the hand."""
    ht = _host(variant)
    pages: list[Page] = []
    try:
        url = ht.call(lambda t: t.web.urls())[0]
        ana = _page(browser, url, "Ana")
        pages.append(ana)
        bea = _page(browser, url, "Bea")
        pages.append(bea)
        mine = ana.page.locator(f"#buttons button.{kind}")
        hers = bea.page.locator(f"#buttons button.{kind}")
        seen: dict[str, dict[str, str]] = {}
        chose_at: int | None = None
        chose_hand = 0
        turn = 0
        misses: list[str] = []
        deadline = time.monotonic() + GAME_S
        while True:
            assert time.monotonic() < deadline, (
                f"{variant.value}: no hand of choices seen to its end in {GAME_S:.0f} s "
                f"({ht.call(lambda t: t.hands_played)} hands played; looked at: {sorted(seen)}; "
                f"chose: {chose_at is not None}; reveals missed: {misses[-3:]})")
            if chose_at is not None and any(
                    e["type"] == "hand_ended" and h == chose_hand
                    for h, e in _events(ana.frames, chose_at)) and "hidden" in seen and \
                    ("reveal" in seen or kind != "declare"):
                break
            assert ht.call(lambda t: t.hands_played) < 40, ("no finished hand of choices", misses)
            offered = mine.count()  # once: the buttons may go between two counts
            if offered:  # Ana chooses whenever asked: a later hand may show what one missed
                if "offer" not in seen:
                    seen["offer"] = _shots(ana, shots, f"{variant.value}-offer")
                turns = [f for f in ana.frames if f["type"] == "turn"]
                at, hand = len(ana.frames), turns[-1]["hand"]
                if _click(mine.nth(turn % offered)):
                    turn += 1
                    chose_at, chose_hand = at, hand
                    # Bea has not chosen yet: Ana's choice is hers alone for now
                    if hers.count() and "hidden" not in seen:
                        try:  # Bea holds her choice: this lasts until she (or her clock) chooses
                            _wait(ana, "#secret .hidden-note", "Ana's 'hidden until everyone'")
                            # W9.3: Ana's seat says she chose, nobody's says what
                            _wait(ana, ".seat.me.chosen", "Ana's plate saying she chose")
                        except AssertionError as exc:
                            if not _revealed(ana.frames, at):
                                raise
                            misses.append(f"Bea's clock ran out first: {exc}"[:300])
                        else:
                            assert not mine.count()
                            assert not ana.page.locator(".seat.declared").count()
                            seen["hidden"] = _shots(ana, shots, f"{variant.value}-hidden")
            # Bea holds her choice until Ana has made hers (or is out of the hand)
            held = ana.page.locator("#secret .hidden-note").count() > 0
            bea_chose = bool(hers.count() and not mine.count() and _click(hers.first))
            if bea_chose and held and "hidden" in seen and "reveal" not in seen:
                try:
                    if kind == "declare":  # every seat's declaration at once, on the plates
                        ana.page.wait_for_function(
                            "() => document.querySelectorAll('.seat.declared').length >= 2",
                            timeout=3000)
                        plates = " ".join(
                            ana.page.locator(".seat.declared .last").all_text_contents())
                        seen["reveal"] = _shots(ana, shots, f"{variant.value}-reveal")
                        seen["reveal"]["plates"] = plates
                    else:  # W11.2: every chosen card turns over together, looked at half way
                        ana.page.wait_for_function(
                            "() => document.querySelectorAll('.seat .slot.turned').length >= 2",
                            timeout=3000, polling="raf")
                        ana.page.screenshot(
                            path=str(shots / f"web-{variant.value}-turning-390x844.png"))
                        seen["reveal"] = {}
                except Exception as e:  # the hand went on past the reveal: the next one
                    misses.append(str(e)[:300])
            _stay_in(ana)
            _stay_in(bea)
            ana.page.wait_for_timeout(30)
        assert chose_at is not None
        assert not ana.problems and not bea.problems, (ana.problems + bea.problems)[:3]
        checked, found = ht.call(lambda t: leaks(t, ana.frames, ana.seat()))
        assert not found, found[:3]
        return ht, ana, seen, chose_hand
    finally:
        for p in pages[1:]:
            p.close()
        ht.stop()
        # Every chip where it belongs: the hand in play is voided, the seats hold the buy-ins
        assert ht.table is not None
        assert sum(s.stack for s in ht.table.seats.values()) == 4 * ht.table.config.buy_in


def _revealed(frames: list[dict[str, Any]], start: int) -> bool:
    """Every choice was shown (or the hand went on) in the frames from ``start``: a state of
    the choosing that was waited for has passed, to be looked for in a later choice."""
    return any(e["type"] in ("declared", "card_turned_up", "hand_ended")
               for _h, e in _events(frames, start))


def _together(frames: list[dict[str, Any]], hand: int, reveal: str) -> list[dict[str, Any]]:
    """The hand's reveals, checked to come in one run after the street's last choice: no
    reveal before every choice of that street is in, nothing else between them."""
    evs = [e for h, e in _events(frames) if h == hand]
    kinds = [e["type"] for e in evs]
    first = kinds.index(reveal)
    run = evs[first:first + kinds[first:].index(next(k for k in kinds[first:] if k != reveal))]
    made = [e for e in evs[:first] if e["type"] == "choice_made"]
    assert made and {e["seat"] for e in run} <= {e["seat"] for e in made}, (made, run)
    assert all("declaration" not in e and "card" not in e for e in made)
    return run


def test_w9_a_phone_declares_high_low_or_both_and_sees_every_declaration_together(
        browser: Any, tmp_path: Path) -> None:  # noqa: F811
    shots = _shots_dir(tmp_path)
    ht, page, seen, hand = _play(browser, Variant.STUD_DECLARE, "declare", shots)
    try:
        assert seen["offer"]["pl"].startswith("Deklaracja: high, low lub oba"), seen
        assert seen["offer"]["bg"].startswith("Обяви: висока, ниска или и двете"), seen
        for lang in ("pl", "bg"):
            assert seen["hidden"][lang].endswith(HIDDEN[lang]), seen
        assert seen["hidden"]["bg"].startswith("Обявата ти: "), seen
        run = _together(page.frames, hand, "declared")
        assert len(run) >= 2
        assert len(seen["reveal"]["plates"].split()) >= 2, seen["reveal"]  # on the plates
        log = page.page.locator("#log li").all_text_contents()
        words = {"hi": "high", "lo": "low", "both": "both ways"}
        names = {f["event"]["seats"][i]: n for f in page.frames if f["type"] == "event"
                 and f["event"]["type"] == "hand_started" and f["hand"] == hand
                 for i, n in enumerate(f["event"]["names"])}
        for e in run:
            assert f"{names[e['seat']]} declares {words[e['declaration']]}" in log, log[-30:]
        assert any(" to " in line and line.startswith("Pot") for line in log), log[-30:]
        swings = [e for h, e in _events(page.frames) if e["type"] == "swing_failed"]
        if swings:  # W10.1, when a swing failed in the hands played
            assert any(" swung and " in line for line in log), log[-30:]
    finally:
        page.close()


def test_w11_a_phone_rolls_its_own_tapping_the_card_to_turn_up(
        browser: Any, tmp_path: Path) -> None:  # noqa: F811
    shots = _shots_dir(tmp_path)
    ht, page, seen, hand = _play(browser, Variant.ROLL_YOUR_OWN, "turn-up", shots)
    try:
        assert seen["offer"]["pl"].startswith("Dotknij karty"), seen
        assert seen["offer"]["bg"].startswith("Докосни картата"), seen
        for lang in ("pl", "bg"):
            assert seen["hidden"][lang].endswith(HIDDEN[lang]), seen
        run = _together(page.frames, hand, "card_turned_up")
        assert len(run) >= 2
        log = page.page.locator("#log li").all_text_contents()
        assert sum(" turns up " in line for line in log) >= len(run), log[-30:]
        # the page's own chosen card is face up where it was dealt down
        me = page.seat()
        mine = [e for e in run if e["seat"] == me]
        assert mine, run
    finally:
        page.close()
