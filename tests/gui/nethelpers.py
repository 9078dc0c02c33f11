"""GUI tests through the desktop's main window: fast tables, clicking the action bar.

Most run on the table core in this process on a fake clock, with no socket and no wait on wall
time: :func:`on_fake_clock` (the window's local games), :func:`host_on_fake_clock` (the tables
it hosts, and other desktops joining them), :func:`table_on_fake_clock` (a table nobody here
hosts); :func:`wait_for` and :func:`play_until` move the table's time in small steps while the
window catches up. What is about the network itself uses a real host on 127.0.0.1 (the real
clock): :func:`crashed_table`, the Host dialog's socket host, ``HostThread``."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from net.table import HostOptions
from studdesk.engine.actions import ActionKind
from studdesk.gui.app import MainWindow
from studdesk.gui.platform.saved_table import SavedTable, find_saved_table
from studdesk.gui.session import core_session, net_session
from studdesk.gui.session.core_session import CoreSession, FakeClock, JoinedSession, LocalTable
from studdesk.gui.session.net_session import host_options
from studdesk.gui.session.setup import HostSettings, NetworkPlaces, Pace
from studdesk.gui.table.window import TableWindow
from tests.net.helpers import stop_in_an_open_hand

ROOT = Path(__file__).resolve().parents[2]

FAST = Pace(hand_pause=0.05, think_ms=0, timer=5.0, local_time_bank=0.0,
            reconnect_timeout=2.0)
"""A quick table: no pause between hands, bots act at once, a short clock."""

# the last: Baseball's up three offers only buy or fold (RULES.md W4), and buying keeps the hand
PASSIVE = (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN, ActionKind.SHOW,
           ActionKind.MUCK, ActionKind.BUY)


def offered(w: TableWindow) -> bool:
    """The action bar shows buttons (it is this window's turn and nothing covers it)."""
    bar = w.action_bar
    return (bool(bar.buttons) and bar.pages.currentIndex() == bar.PAGE_BUTTONS
            and not w.handover.isVisible())


def click_passive(qtbot, w: TableWindow) -> ActionKind:
    """Click the first passive button the bar offers (check, call, bring-in, show, buy)."""
    for kind in PASSIVE:
        button = w.action_bar.button_for(kind)
        if button is not None:
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            return kind
    raise AssertionError(f"no passive move among {w.action_bar.button_texts()}")


STEP = 0.25
"""How far a fake clock moves while the window waits for a table that wants no wake-up."""
LONGEST_STEP = 2.0
"""The most a fake clock moves at once: to the table's next wake-up, at most this far
(nothing happens at the table in between; the window gets a look every ``LONGEST_STEP``)."""


def on_fake_clock(monkeypatch, seed: int = 1) -> FakeClock:
    """Every local game (hotseat, solo) a main window starts from now on in this test runs on
    the returned :class:`FakeClock`, not driven by a Qt timer, its deck drawn from a seeded
    random generator: the window's own :meth:`MainWindow.start_local_game` path, with time
    moved only by :func:`wait_for` and :func:`play_until`."""
    clock = FakeClock()
    real = core_session.start_local_table

    def start_local_table(*args, **kwargs) -> CoreSession:
        kwargs.update(clock=clock, drive=False, rng=random.Random(seed))
        return real(*args, **kwargs)

    monkeypatch.setattr(core_session, "start_local_table", start_local_table)
    return clock


def host_on_fake_clock(monkeypatch, seed: int = 1) -> FakeClock:
    """Every table a main window hosts from now on in this test (the Host dialog's,
    :meth:`MainWindow.host_table`) is the same table core in this process, on the returned
    :class:`FakeClock`, with no socket: the options the Host dialog's choices make
    (:func:`~studdesk.gui.session.net_session.host_options`), the host in seat 5 (or the last
    seat), the dialog's computer players seated by the core as a host seats them. A main window
    that joins a table (:meth:`MainWindow.join_table`, whatever the address) joins the table
    hosted last, as another desktop (:class:`JoinedSession`). For tests of what the players'
    windows show; what a socket host adds (its port, mDNS, the web page, the invite, its
    identity, reconnecting) is tested on a real one."""
    clock = FakeClock()
    hosted: list[CoreSession] = []

    def start_hosting(table: HostSettings, *, name: str, network: NetworkPlaces | None = None,
                      pace: Pace | None = None, settings=None) -> CoreSession:
        options = host_options(table, network=network or NetworkPlaces(), pace=pace or Pace())
        session = CoreSession(options, [(min(5, table.seats), name)],
                              bots=[(None, table.bot_level, None)] * table.bots,
                              settings=settings, clock=clock, drive=False,
                              rng=random.Random(seed))
        hosted.append(session)
        return session

    def last_hosted() -> CoreSession:
        assert hosted, "no table hosted on the fake clock to join"
        return hosted[-1]

    monkeypatch.setattr(net_session, "start_hosting", start_hosting)
    _joins_go_to(monkeypatch, last_hosted)
    return clock


def fake_clock_of(w: TableWindow) -> CoreSession | LocalTable | None:
    """The table (a :class:`CoreSession`'s, or a bare :class:`LocalTable`) that ``w`` is at
    when it runs on a fake clock (None: a real clock); its ``advance`` moves that clock."""
    s = w.session
    table: CoreSession | LocalTable | None = None
    if isinstance(s, JoinedSession):
        table = s.host_session or s.local
    elif isinstance(s, CoreSession):
        table = s
    return table if table is not None and isinstance(table.clock, FakeClock) else None


def table_on_fake_clock(monkeypatch, options: HostOptions, *, bots: int = 0,
                        level: str = "easy", seed: int = 1,
                        joins: list[tuple[str, int, str, bool]] | None = None) -> LocalTable:
    """A table nobody at this desktop hosts (as ``studdesk host`` runs one: ``bots`` computer
    players of ``level`` seated), its core in this process on a fake clock; every main window
    that joins a table from now on in this test (:meth:`MainWindow.join_table`, whatever the
    address) joins this one, as another desktop (:class:`JoinedSession`), with no socket;
    ``joins`` gets the (address, port, name, watch) each join was asked for."""
    local = LocalTable(options, clock=FakeClock(), rng=random.Random(seed))
    if bots:
        local.call(lambda core: core.add_bots(bots, level))
    _joins_go_to(monkeypatch, lambda: local, joins)
    return local


def _joins_go_to(monkeypatch, table: Callable[[], CoreSession | LocalTable],
                 joins: list[tuple[str, int, str, bool]] | None = None) -> None:
    """:meth:`MainWindow.join_table` joins ``table()`` from now on (no socket); ``joins`` gets
    the (address, port, name, watch) of each."""

    def open_network_session(address: str, port: int, *, name: str,
                             password: str | None = None, watch: bool = False, settings=None,
                             **_how) -> JoinedSession:
        if joins is not None:
            joins.append((address, port, name, watch))
        return JoinedSession(table(), name, password=password, watch=watch, settings=settings)

    monkeypatch.setattr(net_session, "open_network_session", open_network_session)


def step(table: CoreSession | LocalTable) -> float:
    """Move ``table``'s fake clock to its next wake-up (at most :data:`LONGEST_STEP` on, or
    :data:`STEP` when it wants none); how far it moved."""
    local = table.local if isinstance(table, CoreSession) else table
    wake = local.next_wake() if local is not None else None
    clock = table.clock
    assert isinstance(clock, FakeClock)
    seconds = STEP if wake is None else min(max(wake - clock.now, 0.001), LONGEST_STEP)
    table.advance(seconds)
    return seconds


def settle(w: TableWindow) -> None:
    """Let the window take in what the table sent (queued signals) and finish its
    animations (Qt's own timers, the only wall time waited for here; most tests turn the
    animations off)."""
    for _ in range(3):
        QApplication.processEvents()
    deadline = time.monotonic() + 30.0
    while not w.player.is_idle():
        assert time.monotonic() < deadline, "the window's animations did not finish"
        QApplication.processEvents()
        time.sleep(0.005)
    QApplication.processEvents()


def wait_for(qtbot, w: TableWindow, done: Callable[[], bool], *, seconds: float = 15.0) -> None:
    """Until ``done()``: on a fake clock the table's time moves on from wake-up to wake-up
    (:func:`step`, at most ``seconds`` of it) and the window catches up after each; on a real
    clock ``qtbot.waitUntil`` waits that long at most."""
    s = fake_clock_of(w)
    if s is None:
        qtbot.waitUntil(done, timeout=int(seconds * 1000))
        return
    spent = 0.0
    settle(w)
    while not done():
        assert spent < seconds, f"not so after {seconds} s on the table's clock"
        spent += step(s)
        settle(w)


def play_until(qtbot, w: TableWindow, done: Callable[[], bool], *, timeout: float = 30.0,
               on_handover: Callable[[], None] | None = None) -> int:
    """Click passive buttons (and, in hotseat, the hand-over screen, after ``on_handover``
    looked at it) until ``done()``; returns the number of clicks on the action bar.
    ``timeout``: seconds on the table's clock when it is a fake one (it moves only while
    nothing is offered), else on the wall clock."""
    s = fake_clock_of(w)
    clicks = 0
    deadline = time.monotonic() + timeout
    spent = 0.0
    while True:
        if s is not None:
            settle(w)
        if done():
            break
        if s is None:
            assert time.monotonic() < deadline, "the table did not get there in time"
            qtbot.waitUntil(lambda: done() or offered(w) or w.handover.isVisible(),
                            timeout=int(timeout * 1000))
            if done():
                break
        if w.handover.isVisible():
            if on_handover is not None:
                on_handover()
            qtbot.mouseClick(w.handover, Qt.MouseButton.LeftButton)
            continue
        if offered(w):
            click_passive(qtbot, w)
            clicks += 1
            continue
        if s is None:
            continue  # the turn passed meanwhile: wait again
        assert spent < timeout, f"the table did not get there in {timeout} s on its clock"
        spent += step(s)
    return clicks


def main_window(qtbot, settings, **kwargs) -> MainWindow:
    """The desktop's main window at a fast pace, 1280x800, shown."""
    window = MainWindow(settings, pace=FAST, **kwargs)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    return window


def shut(window: MainWindow) -> None:
    """Close the window and wait until every table it leaves has shut down."""
    window.close()  # leaves the table, stops a host this window started
    for session in window._closing:
        assert session.wait_closed(20), "the table did not shut down"


def recorded_hands(table: TableWindow) -> list:
    """The list the table's session appends each hand record to from now on."""
    records: list = []
    table.session.hand_recorded.connect(records.append)
    return records


def open_after(folder: Path, hands: int) -> bool:
    """The table saved in ``folder`` has played ``hands`` hands and has one open."""
    saved = find_saved_table(folder)
    return saved is not None and saved.hands_played >= hands and saved.interrupted


def crashed_table(tmp_path: Path, folder: Path, name: str) -> SavedTable:
    """A table hosted with a journal in ``folder`` that dies (SIGKILL) in an open hand after
    two hands. (In two whole-suite runs the journal read after the kill once had no open hand
    although one was seen open with the host stopped; not reproduced alone or under load. The
    crash is then made again from an empty folder, and what was seen is kept in the failure
    message if it never holds.)"""
    seen: list[str] = []
    for _ in range(3):
        for leftover in folder.glob("*"):
            if leftover.is_file():
                leftover.unlink()
        proc = subprocess.Popen(
            [sys.executable, "-m", "studdesk", "host", "--headless", "--bind", "127.0.0.1",
             "--port", "0", "--data-dir", str(folder), "--name", name, "--bots", "3",
             "--bot-level", "easy", "--think-ms", "0", "--hand-pause", "0.05", "--timer", "5"],
            cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL)
        try:
            stop_in_an_open_hand(proc, lambda: open_after(folder, 2), 60,
                                 lambda: "the table played no hands")
        finally:
            proc.send_signal(signal.SIGKILL)
            proc.wait(10)
        saved = find_saved_table(folder)
        assert saved is not None
        if saved.interrupted is not None:
            return saved
        seen.append(f"after the kill: {saved.hands_played} hands played, none open")
    raise AssertionError("; ".join(seen))
