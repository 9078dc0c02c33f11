"""A resumed table is the table that crashed: a desktop-hosted cash game of dealer's choice of
all eight games, with phones and browsers let in and a phone seated, is killed (SIGKILL, the
real window in a process of its own: ``desktop_host_child``) and resumed from the lobby's
*Host a table* -> *Resume*. The night's format with the game chosen so far, the web table on
its port, the Host dialog's clock, time bank and bot level come back, the phone takes its seat
back with its kept token, and every chip is accounted for. The host's own log says what the
host did (n7).

Everything runs on 127.0.0.1; the ports are any free ones."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import uuid
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from net.client import LoopThread
from net.journal import Journal
from studdesk.gui.app import MainWindow
from studdesk.gui.lobby.host_dialog import HostDialog
from studdesk.gui.lobby.resume_question import ResumeQuestion
from studdesk.gui.platform.saved_table import find_saved_table
from studdesk.gui.session.net_session import web_urls
from studdesk.gui.session.setup import NetworkPlaces
from studdesk.gui.table.window import TableWindow
from tests.gui import desktop_host_child as child
from tests.gui.nethelpers import FAST, crashed_table, open_after, play_until
from tests.net.helpers import stop_in_an_open_hand
from tests.web.webkit import WsPlayer

ROOT = Path(__file__).resolve().parents[3]
pytestmark = [pytest.mark.timeout(240), pytest.mark.slow,
              pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")]


class Phone(WsPlayer):
    """The page's wire: plays every turn at random and, asked to choose the game, picks one."""

    def _on(self, msg: dict[str, Any]) -> None:
        super()._on(msg)
        if self.play and msg["type"] == "choose_game":
            asyncio.ensure_future(self.send({"type": "choose", "variant": msg["options"][-1],
                                             "seat": msg["seat"]}))


def _hosted_then_killed(folder: Path, name: str, loop: LoopThread) -> tuple[int, int, str, int]:
    """Host from the desktop (child process), seat a phone, play until a hand is cut short
    after some are done, SIGKILL. (table port, web port, the phone's token, its seat)."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "tests.gui.desktop_host_child", str(folder), name], cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"},
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    phone: Phone | None = None
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        assert line.startswith("PORTS "), f"the desktop did not host: {line!r}"
        port, web_port = (int(x) for x in line.split()[1:])

        async def seat_phone() -> Phone:
            p = await Phone.open(SimpleNamespace(port=web_port), seed=7)  # type: ignore[arg-type]
            assert (await p.hello("Phone"))["type"] == "welcome"
            p.play = True
            await p.send({"type": "sit", "seat": 3})
            await p.wait_for(lambda m: m["type"] == "table" and 3 in m.get("you", ()))
            return p

        phone = loop.submit(seat_phone()).result(30)
        def far() -> str:
            saved = find_saved_table(folder)
            return ("the table did not play three hands and deal a fourth in 120 s: "
                    f"{saved and (saved.hands_played, saved.interrupted)}")

        stop_in_an_open_hand(proc, lambda: open_after(folder, 3), 120, far)
        assert phone.token and phone.seat == 3
        return port, web_port, phone.token, phone.seat
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
        if phone is not None:
            loop.submit(phone.close()).result(10)


def _answer_resume(seen: list[str]) -> None:
    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, ResumeQuestion):
            QTimer.singleShot(20, click)
            return
        seen.append(box.text())
        box.resume_button.click()

    QTimer.singleShot(0, click)


def test_n2_a_resumed_dealers_choice_table_with_a_phone_is_the_table_that_crashed(
        qtbot: Any, settings: Any, tmp_path: Path, monkeypatch: Any) -> None:
    folder = tmp_path / "desktop-table"
    name = f"Dealer's night {uuid.uuid4().hex[:6]}"
    loop = LoopThread("phone")
    try:
        port, web_port, token, seat = _hosted_then_killed(folder, name, loop)
        saved = find_saved_table(folder)
        assert saved is not None and saved.setup is not None  # the journal kept the set-up
        chosen = Journal.open(folder)
        try:
            chosen.session_id = 1
            kept_choice = chosen.recall("dealers_choice:1")
        finally:
            chosen.close()

        window = MainWindow(settings, pace=FAST,
                            network=NetworkPlaces("127.0.0.1", 0, (), (), folder))
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        monkeypatch.setattr(HostDialog, "exec", lambda d: (_ for _ in ()).throw(
            AssertionError("resuming does not ask for a new table's settings")))
        seen: list[str] = []
        _answer_resume(seen)
        window.lobby.host_button.click()
        table = window.table_window
        assert isinstance(table, TableWindow) and seen and name in seen[0]
        session: Any = table.session
        qtbot.waitUntil(lambda: bool(web_urls(session)), timeout=30000)

        # The same table: where it listens, its format, its settings.
        host = session.host.table
        assert session.host.port == port
        assert host.web is not None and host.web.port == web_port
        options = host.options
        fmt = options.format
        assert fmt is not None and fmt.mode == "dealers_choice" and not fmt.tournament
        assert fmt.dealers_choice.choices == child.ALL_GAMES
        assert fmt.dealers_choice.hands_per_round == child.HANDS_PER_ROUND
        if kept_choice is not None:  # somebody had chosen: that game goes on
            # the resumed table may already have dealt on and had a new round picked (bots
            # choose at once): the kept picks come first, and with none since, the kept game
            kept = json.loads(kept_choice)
            dc = fmt.dealers_choice
            picked = [v.value for v in dc.picked]
            assert picked[:len(kept["picked"])] == kept["picked"], (picked, kept)
            if len(picked) == len(kept["picked"]):
                assert dc.current.value == kept["current"], (dc.current, kept)
        assert (options.timer, options.time_bank) == (child.TIMER_S, child.BANK_S)
        assert options.bot_level == "easy" and options.seats == child.SEATS
        assert not options.approve and options.password is None
        assert host.core.night is not None  # the format runs

        # The phone's page comes back to its seat with its kept token, and plays on.
        async def rejoin() -> Phone:
            p = await Phone.open(SimpleNamespace(port=web_port), seed=8)  # type: ignore[arg-type]
            welcome = await p.hello("Phone", token=token)
            assert welcome["type"] == "welcome", welcome
            p.play = True
            table_msg = await p.wait_for(lambda m: m["type"] == "table"
                                         and seat in m.get("you", ()), timeout=20)
            assert table_msg["format"]["mode"] == "dealers_choice"
            return p

        phone = loop.submit(rejoin()).result(40)
        hands_before = session.host.call(lambda t: t.hands_played)
        play_until(qtbot, table,  # the host's own seat checks or calls
                   lambda: session.host.call(lambda t: t.hands_played) >= hands_before + 2,
                   timeout=90)
        hands = session.host.call(lambda t: t.journal.hands(t.journal.session_id))
        later = [h for h in hands if h.number > saved.last_hand and h.status == "completed"]
        assert later and all('_game_mode = "dealers_choice"' in (h.phh or "") for h in later)
        bought, at_table, cashed = session.host.call(lambda t: t.journal.chip_totals())
        assert bought == at_table + cashed  # chips balance
        # n7: the host's own log says what the host did, not a stranger's pause, and ending
        # the session is not a lost connection.
        lines = table.log_lines()
        assert not any(x in line for line in lines for x in (
            "The host pauses the game", "The game goes on.", "You let the game go on.")), lines
        session.set_paused(True)
        qtbot.waitUntil(lambda: "You pause the game after this hand." in table.log_lines(),
                        timeout=20000)
        session.set_paused(False)
        qtbot.waitUntil(lambda: "You let the game go on." in table.log_lines(), timeout=20000)
        assert session.stop_table()
        qtbot.waitUntil(lambda: any("ended the session" in line
                                    for line in table.log_lines()), timeout=30000)
        ended = [line for line in table.log_lines() if "ended the session" in line]
        assert ended == ["You ended the session."], table.log_lines()
        assert not any("Connection lost" in line for line in table.log_lines())
        loop.submit(phone.close()).result(10)
        window.close()
        for s in window._closing:
            assert s.wait_closed(20)
    finally:
        loop.stop()


def test_a_hand_half_written_by_a_crash_is_voided_and_the_desktop_resumes_the_table(
        qtbot: Any, settings: Any, tmp_path: Path, monkeypatch: Any) -> None:
    """Start-up state: the open hand's row torn in the real SQLite file (the journal does
    not read) no longer makes *Host a table* archive the table and start anew: the hand is
    void from the last good stacks, the resume question comes, and the host's window says
    what became of the hand."""
    from net.journal import JOURNAL_FILE, readable
    from tests.net.test_resume_setup import _tear_the_open_hands_page

    folder = tmp_path / "desktop-table"
    saved = crashed_table(tmp_path, folder, "Torn Stud")
    lost = _tear_the_open_hands_page(folder)
    assert readable(folder / JOURNAL_FILE) is not None
    window = MainWindow(settings, pace=FAST, network=NetworkPlaces("127.0.0.1", 0, (), (),
                                                                  folder))
    qtbot.addWidget(window)
    window.show()
    monkeypatch.setattr(HostDialog, "exec", lambda d: (_ for _ in ()).throw(
        AssertionError("the torn table is resumed, not a new one")))
    seen: list[str] = []
    _answer_resume(seen)
    window.lobby.host_button.click()
    table = window.table_window
    assert isinstance(table, TableWindow) and seen and "Torn Stud" in seen[0]
    qtbot.waitUntil(lambda: any(f"Hand #{lost} was cut short" in line
                                for line in table.log_lines()), timeout=30000)
    assert not list(tmp_path.glob("desktop-table-archived-*"))  # the table was not set aside
    assert list(folder.glob("journal-archived-*.sqlite3"))  # the torn file is kept beside it
    session: Any = table.session
    qtbot.waitUntil(lambda: session.host is not None and session.host.table is not None,
                    timeout=30000)
    bought, at_table, cashed = session.host.call(lambda t: t.journal.chip_totals())
    assert bought == at_table + cashed
    statuses = session.host.call(lambda t: {h.number: h.status
                                            for h in t.journal.hands(t.journal.session_id)})
    assert statuses[lost] == "voided" and lost > saved.hands_played
    window.close()
    for s in window._closing:
        assert s.wait_closed(20)
