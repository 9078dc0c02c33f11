"""The web table in a real browser: Debian's chromium driven by Playwright (its own browser
download is not used; ``/usr/bin/chromium`` is), on loopback.

Two pages, one phone-sized, and a computer player play hands to the end; every WebSocket frame
each page received is checked against the host's journal (H1, H3); hostile pages; screenshots
at 390x844 and 1280x800 (kept in ``STUDDESK_WEB_SHOTS`` when that is set).
"""

from __future__ import annotations

import contextlib
import os
import random
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import msgpack
import pytest

from net.host import HostThread
from tests.net.helpers import LOCAL
from tests.web.webkit import fast_options, leaks, require_tool

CHROMIUM = os.environ.get("STUDDESK_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
XSS_NAME = "<img src=x onerror=f()>"  # 23 characters: names have at most 24


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        sync_playwright = None
    require_tool("playwright", sync_playwright is not None, "pip install playwright")
    require_tool("chromium", Path(CHROMIUM).is_file(),
                 "Debian's chromium; ./run.sh setup installs it in CI")
    assert sync_playwright is not None
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            yield b
        finally:
            b.close()


class Page:
    """One browser page at the table, with every WebSocket frame it received."""

    def __init__(self, browser: Any, url: str, viewport: dict[str, int],
                 locale: str = "en-GB") -> None:
        self.context = browser.new_context(viewport=viewport, device_scale_factor=1,
                                           locale=locale)
        self.page = self.context.new_page()
        self.frames: list[dict[str, Any]] = []
        self.problems: list[str] = []
        self.dialogs: list[str] = []
        self.page.on("websocket", self._on_socket)
        self.page.on("pageerror", lambda e: self.problems.append(str(e)))
        self.page.on("dialog", self._on_dialog)
        self.page.goto(url)

    def _on_dialog(self, dialog: Any) -> None:
        self.dialogs.append(dialog.message)
        dialog.dismiss()

    def _on_socket(self, ws: Any) -> None:
        ws.on("framereceived", self._on_frame)

    def _on_frame(self, payload: Any) -> None:
        if isinstance(payload, str):
            self.problems.append(f"a text frame: {payload[:80]}")
            return
        self.frames.append(msgpack.unpackb(payload, raw=False))

    def join(self, name: str, button: str = "#join-button") -> None:
        self.page.fill("#name", name)
        self.page.click(button)
        self.page.wait_for_selector("#table:not([hidden])", timeout=10000)

    def seat(self) -> int | None:
        tables = [f for f in self.frames if f["type"] == "table" and f.get("you")]
        return tables[-1]["you"][0] if tables else None

    def play(self, rng: random.Random) -> bool:
        """Click one of the buttons on offer, if any (True when it clicked)."""
        buttons = self.page.locator("#buttons button")
        try:
            n = buttons.count()
            if n:
                buttons.nth(rng.randrange(n)).click(timeout=300)
                return True
        except Exception:  # the buttons went away as the page redrew: the next round tries again
            pass
        return False

    def check_or_fold(self) -> bool:
        """Check when that is on offer, else fold (or bring in, the one forced move), if it is
        this page's turn (True when it clicked): a seat that must stay in the game plays so."""
        for kind in ("check", "fold", "bring_in"):
            button = self.page.locator(f"#buttons button.{kind}")
            if button.count():
                with contextlib.suppress(Exception):  # the buttons went away as the page redrew
                    button.first.click(timeout=300)
                    return True
                return False
        return False

    def close(self) -> None:
        self.context.close()


def _shots_dir(tmp_path: Path) -> Path:
    target = os.environ.get("STUDDESK_WEB_SHOTS")
    path = Path(target) if target else tmp_path
    path.mkdir(parents=True, exist_ok=True)
    return path


def _desktop_player(port: int) -> tuple[Any, Any]:
    """A desktop player: net.client's Client over TCP (as the desktop uses), playing random
    legal moves, on its own loop thread."""
    from net.client import LoopThread
    from tests.net.helpers import RandomPlayer

    loop = LoopThread("desktop-player")
    player = loop.submit(RandomPlayer.join(port, "Desktop", seat=4, seed=11)).result(15)
    return loop, player


def test_two_pages_a_desktop_player_and_a_bot_play_20_hands(browser: Any,
                                                             tmp_path: Path) -> None:
    ht = HostThread(fast_options(timer=4.0, hand_pause=0.2, think_ms=0),
                    web=(LOCAL, 0), bots=1)
    ht.start()
    pages: list[Page] = []
    loop = None
    try:
        loop, desktop = _desktop_player(ht.port)
        url = ht.call(lambda t: t.web.urls())[0]
        phone = Page(browser, url, PHONE)
        pages.append(phone)
        phone.join(XSS_NAME)
        desk = Page(browser, url, DESKTOP)
        pages.append(desk)
        desk.join("Desk")
        watcher = Page(browser, url, PHONE)
        pages.append(watcher)
        watcher.join("Watcher", "#watch-button")
        rng = random.Random(7)
        hands = 20
        shot_taken = False
        shots = _shots_dir(tmp_path)
        for _ in range(3000):
            played = ht.call(lambda t: t.hands_played)
            if played >= hands and shot_taken:
                break
            if not shot_taken and played >= 2 and phone.page.locator("#buttons button").count():
                phone.page.screenshot(path=str(shots / "web-phone-390x844.png"))
                desk.page.screenshot(path=str(shots / "web-desktop-1280x800.png"))
                shot_taken = True
            phone.play(rng)
            desk.play(rng)
            phone.page.wait_for_timeout(40)
        assert ht.call(lambda t: t.hands_played) >= hands
        assert shot_taken, [f for f in phone.frames if f["type"] in ("error", "welcome", "table")][:4]
        phone.page.set_viewport_size({"width": 844, "height": 390})
        phone.page.wait_for_timeout(300)
        phone.page.screenshot(path=str(shots / "web-phone-landscape-844x390.png"))
        # The name is shown as written: text, never markup; no script ran.
        names = phone.page.locator(".seat .name").all_text_contents()
        assert XSS_NAME in names
        assert phone.page.locator("img[src='x']").count() == 0
        assert not phone.dialogs and not desk.dialogs
        # Every frame each page received is free of cards its seat may not see (H1, H3).
        for page, me in ((phone, phone.seat()), (desk, desk.seat()), (watcher, None)):
            assert page.frames and not page.problems, page.problems[:3]
            checked, found = ht.call(lambda t, p=page, m=me: leaks(t, p.frames, m))
            assert not found, found[:3]
            assert checked > 50
        assert phone.seat() is not None and desk.seat() is not None
        # The pages checked the hands: the Last hand window says so, as the desktop does.
        phone.page.click("#last-hand-button")
        verdict = phone.page.locator("#fairness").text_content() or ""
        assert verdict.startswith("Fairness check: ✔ Verified"), verdict
        phone.page.keyboard.press("Escape")
        # The pages chatted: a line is text on every page.
        desk.page.click("#log-button")
        desk.page.fill("#chat-text", "<b>gg</b>")
        desk.page.click("#chat-form button")
        phone.page.click("#log-button")
        phone.page.wait_for_selector("#log li.chat", timeout=5000)
        assert "<b>gg</b>" in (phone.page.locator("#log li.chat").last.text_content() or "")
        speakers = phone.page.locator("#log li.chat b").all_text_contents()
        assert "Desk: " in speakers and all(b.endswith(": ") for b in speakers), speakers
    finally:
        for p in pages:
            p.close()
        ht.stop()
        if loop is not None:
            loop.stop()
    # Every chip where it belongs: stopped, the hand in play is voided and the seats hold the
    # four buy-ins exactly.
    assert ht.table is not None
    assert len(ht.table.seats) == 4
    assert sum(s.stack for s in ht.table.seats.values()) == 4 * ht.table.config.buy_in


def test_a_page_that_slept_gets_its_seat_and_cards_back(browser: Any) -> None:
    ht = HostThread(fast_options(timer=30.0, hand_pause=0.3), web=(LOCAL, 0), bots=1)
    ht.start()
    try:
        url = ht.call(lambda t: t.web.urls())[0]
        page = Page(browser, url, PHONE)
        page.join("Sleepy")
        page.page.wait_for_selector(".seat.me .card", timeout=20000)
        before = page.page.locator(".seat.me .card").evaluate_all(
            "cards => cards.map(c => c.getAttribute('src'))")
        # The phone sleeps: the socket dies; the page comes back with its token.
        page.page.evaluate("() => location.reload()")
        page.page.wait_for_selector("#table:not([hidden])", timeout=10000)
        page.page.wait_for_selector(".seat.me .card", timeout=20000)
        after = page.page.locator(".seat.me .card").evaluate_all(
            "cards => cards.map(c => c.getAttribute('src'))")
        assert after[:2] == before[:2] and "backs" not in after[0]
        welcomes = [f for f in page.frames if f["type"] == "welcome"]
        assert len(welcomes) == 2 and welcomes[1]["seats"] == welcomes[0]["seats"] or \
            welcomes[1]["seats"]
        page.close()
    finally:
        ht.stop()


def test_a_hostile_page_is_handled_as_a_hostile_tcp_client(browser: Any) -> None:
    ht = HostThread(fast_options(), web=(LOCAL, 0))
    ht.start()
    try:
        url = ht.call(lambda t: t.web.urls())[0]
        page = Page(browser, url, PHONE)
        # A flood from a script in the page: refused, then the connection is closed.
        closed = page.page.evaluate("""async () => {
          const ws = new WebSocket(`ws://${location.host}/ws`);
          ws.binaryType = "arraybuffer";
          await new Promise(r => ws.onopen = r);
          const done = new Promise(r => ws.onclose = e => r(e.code));
          // msgpack of {"type": "watch"}: 81 a4 "type" a5 "watch"
          const watch = new Uint8Array([0x81, 0xa4, 0x74, 0x79, 0x70, 0x65,
                                        0xa5, 0x77, 0x61, 0x74, 0x63, 0x68]);
          for (let i = 0; i < 2000 && ws.readyState === 1; i++) ws.send(watch);
          return await done;
        }""")
        assert closed in (1000, 1005, 1006)
        # Bad JSON as text, and a huge frame.
        codes = page.page.evaluate("""async () => {
          const out = [];
          for (const bad of ['{"type": "hello"', new Uint8Array(300000)]) {
            const ws = new WebSocket(`ws://${location.host}/ws`);
            await new Promise(r => ws.onopen = r);
            const done = new Promise(r => ws.onclose = e => r(e.code));
            ws.send(bad);
            out.push(await done);
          }
          return out;
        }""")
        assert codes[0] == 1000 and codes[1] == 1009
        errors = {e["code"] for e in page.frames if e["type"] == "error" and e.get("fatal")}
        assert "malformed" in errors
        # The flood is refused by the rate limit (a fatal too_fast, then a clean close), or, when
        # the page reads its answers more slowly than it floods (a loaded machine), cut off as a
        # reader that does not read (the host aborts the socket: 1006, no frame after).
        assert "too_fast" in errors or closed == 1006, (closed, errors)
        # A page from elsewhere (here a data: page, origin "null") cannot open the socket.
        other = page.context.new_page()
        other.goto("data:text/html,<title>elsewhere</title>")
        outcome = other.evaluate("""async (port) => {
          const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`);
          return await new Promise(r => { ws.onopen = () => r("open"); ws.onerror = () => r("refused"); });
        }""", ht.call(lambda t: t.web.port))
        assert outcome == "refused"
        other.close()
        # The table is still there for a good page.
        page.page.goto(url)
        page.join("Good")
        page.page.wait_for_selector(".seat.me", timeout=10000)
        page.close()
    finally:
        ht.stop()


def test_a_page_that_timed_out_twice_comes_back_with_im_back(browser: Any) -> None:
    ht = HostThread(fast_options(timer=1.0, hand_pause=0.2, think_ms=0), web=(LOCAL, 0), bots=1)
    ht.start()
    try:
        url = ht.call(lambda t: t.web.urls())[0]
        page = Page(browser, url, PHONE)
        page.join("Dozy")  # never acts: two timeouts in a row sit the seat out (C3)
        page.page.wait_for_selector("#away:not([hidden])", timeout=30000)
        assert page.page.locator("#back-button").text_content() == "I'm back"
        page.page.click("#back-button")
        page.page.wait_for_selector("#away", state="hidden", timeout=10000)
        seat = page.seat()
        assert seat is not None
        assert ht.call(lambda t: not t.seats[seat].sitting_out)
        page.close()
    finally:
        ht.stop()


def test_a_table_with_a_password_asks_the_page_for_it(browser: Any) -> None:
    ht = HostThread(fast_options(password="felt"), web=(LOCAL, 0), bots=1)
    ht.start()
    try:
        url = ht.call(lambda t: t.web.urls())[0]
        page = Page(browser, url, PHONE)
        page.page.fill("#name", "Pat")
        page.page.click("#join-button")
        page.page.wait_for_selector("#password-row:not([hidden])", timeout=10000)
        assert page.page.locator("#join-status").text_content() == "This table needs a password."
        page.page.fill("#password", "felt")
        page.page.click("#join-button")
        page.page.wait_for_selector(".seat.me", timeout=10000)
        page.close()
    finally:
        ht.stop()


def test_the_page_speaks_the_browsers_language_and_switches(browser: Any) -> None:
    ht = HostThread(fast_options(timer=30.0), web=(LOCAL, 0), bots=1)
    ht.start()
    try:
        url = ht.call(lambda t: t.web.urls())[0]
        page = Page(browser, url, PHONE, locale="cs-CZ")
        assert page.page.locator("#join-button").text_content() == "Připojit se"
        assert page.page.locator("#lang").input_value() == "cs"
        page.page.select_option("#lang", "pl")
        assert page.page.locator("#join-button").text_content() == "Dołącz"
        page.join("Ola")
        page.page.wait_for_selector("#buttons button", timeout=20000)
        labels = page.page.locator("#buttons button").all_text_contents()
        english = ("Fold", "Check", "Call", "Bring-in", "Complete", "Bet", "Raise")
        assert labels and not any(t.startswith(english) for t in labels), labels
        assert any(t == "Pas" or t.startswith(("Sprawdź", "Otwórz za", "Czekaj"))
                   for t in labels), labels
        # The switch in the table's bar: back to English at once.
        page.page.select_option("#table-lang", "en")
        page.page.wait_for_timeout(100)
        assert page.page.locator("#last-hand-button").text_content() == "Last hand"
        assert page.page.locator("#lang").input_value() == "en"
        page.close()
    finally:
        ht.stop()


def test_the_page_says_its_cards_landed_and_its_clock_starts_whole(browser: Any) -> None:
    """N4: the page answers a turn that awaits ``landed`` as soon as it drew the buttons; the
    host starts the clock then and everyone gets the fresh turn with the whole timer."""
    import time

    ht = HostThread(fast_options(timer=10.0, hand_pause=0.2, think_ms=0, catch_up=2.5),
                    web=(LOCAL, 0), bots=1)
    ht.start()
    try:
        url = ht.call(lambda t: t.web.urls())[0]
        page = Page(browser, url, PHONE)
        page.join("Lena")

        def answered() -> tuple[dict[str, Any], dict[str, Any]] | None:
            seat = page.seat()
            turns = [f for f in page.frames if f["type"] == "turn" and f["seat"] == seat]
            for i, first in enumerate(turns):
                if first.get("awaits_landed"):
                    fresh = [t for t in turns[i + 1:] if t["hand"] == first["hand"]]
                    if fresh:
                        return first, fresh[0]
            return None

        deadline = time.monotonic() + 30
        while answered() is None:
            assert time.monotonic() < deadline, "no turn awaited the page's landed"
            page.page.wait_for_timeout(100)
        pair = answered()
        assert pair is not None
        first, fresh = pair
        assert first["dealing_ms"] > 0 and first["deadline_ms"] > 10_000
        assert "awaits_landed" not in fresh and "dealing_ms" not in fresh
        assert 9_000 <= fresh["deadline_ms"] <= 10_000  # the whole timer, less a moment
        assert page.page.locator("#buttons button").count() > 0
        assert not page.problems
        page.close()
    finally:
        ht.stop()
