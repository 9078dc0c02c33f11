"""The host's side of failures and of a card room's finish through the GUI: the hotseat cover
holds the decision clock on the host until "ready", O6's "Show cards" button for the uncontested
winner (the desktop's hotseat game, its table core in this process on a fake clock), and, on a
loopback host, the voided-hand notice worded in the interface's language, also in a reconnect's
welcome, and a joiner's seat back after the host restarts.

Every socket is on 127.0.0.1; nothing here waits on wall time for an assertion (the host's own
state says whether its clock is held)."""

from __future__ import annotations

import json
import os
from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtCore import Qt

from net.host import TableHost
from studdesk.engine.actions import ActionKind
from studdesk.engine.config import GameConfig, Variant
from studdesk.gui.app import MainWindow
from studdesk.gui.session.core_session import CoreSession
from studdesk.gui.session.net_session import HOTSEAT_COVER_LIMIT, NetSession
from studdesk.gui.session.setup import LocalGameSetup, SeatSetup
from studdesk.gui.table.window import TableWindow

from ..nethelpers import FAST, fake_clock_of, offered, on_fake_clock, shut, wait_for

pytestmark = pytest.mark.timeout(120)


def _hotseat(qtbot: Any, settings: Any, monkeypatch: Any, pace: Any = FAST
             ) -> tuple[MainWindow, TableWindow]:
    """Anna (1) and Emil (5) in a hotseat game the main window starts, on a fake clock."""
    on_fake_clock(monkeypatch)
    window = MainWindow(settings, pace=pace)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    setup = LocalGameSetup(GameConfig.preset(Variant.STUD, 200),
                           (SeatSetup(1, "Anna", human=True), SeatSetup(5, "Emil", human=True)))
    table = window.start_local_game(setup)
    assert isinstance(table, TableWindow) and isinstance(table.session, NetSession)
    assert table.hotseat and table.held == (1, 5) and fake_clock_of(table) is not None
    return window, table


def _on_host(table: TableWindow, fn: Any) -> Any:
    """``fn(host)`` on the table's host: a socket host's, or the in-process table of a local
    game (which has the host's ``core`` too)."""
    session = table.session
    if isinstance(session, CoreSession):
        assert session.local is not None
        local = session.local
        return local.call(lambda _core: fn(local))
    assert isinstance(session, NetSession) and session.host is not None
    return session.host.call(fn)


def _decision(host: TableHost) -> tuple[int, float | None, int, float | None] | None:
    """The host's decision under way: (seat, when its cover went up, ms left, next wake)."""
    core = host.core
    d = core.decision
    if d is None:
        return None
    return d.seat, d.covered, d.time_left_ms(core.now), core.next_wake()


def test_the_hosts_clock_does_not_run_under_the_hotseat_cover(qtbot, settings, monkeypatch):
    window, table = _hotseat(qtbot, settings, monkeypatch)
    options = table.session.host_options  # type: ignore[attr-defined]
    assert options is not None and options.cover_limit == HOTSEAT_COVER_LIMIT
    wait_for(qtbot, table, table.handover.isVisible, seconds=20)
    seat = table.handover.seat if hasattr(table.handover, "seat") else None
    state = None

    def held() -> bool:
        nonlocal state
        state = _on_host(table, _decision)
        return state is not None and state[1] is not None

    wait_for(qtbot, table, held, seconds=10)  # the cover reached the host: the clock is held
    assert state is not None
    acting, covered, left, wake = state
    assert seat is None or seat == acting
    assert left == 5000  # FAST's whole timer, not a second spent
    assert covered is not None and wake is not None
    assert wake > covered + 5.0  # nothing wakes the host when the 5 s timer would end
    turns: list[tuple[int, int]] = []
    table.session.turn_started.connect(lambda s, ms, legal: turns.append((s, ms)))
    qtbot.mouseClick(table.handover, Qt.MouseButton.LeftButton)  # "ready"

    def running() -> bool:
        nonlocal state
        state = _on_host(table, _decision)
        return state is not None and state[0] == acting and state[1] is None

    wait_for(qtbot, table, running, seconds=10)
    wait_for(qtbot, table, lambda: any(s == acting for s, _ in turns), seconds=10)
    assert [ms for s, ms in turns if s == acting][0] > 4000  # a fresh clock from the host
    wait_for(qtbot, table, lambda: offered(table), seconds=10)
    shut(window)


def test_after_everyone_folds_the_winner_may_show_with_a_button(qtbot, settings, monkeypatch):
    # O6 fits the pause: the window to show (30 s here) outlasts every step the table's
    # clock takes while the test waits; the decision clock (60 s) is not what this is about.
    window, table = _hotseat(qtbot, settings, monkeypatch,
                             replace(FAST, hand_pause=3.0, timer=60.0))

    def roomy(host: TableHost) -> None:
        host.core.options.show_window = host.core.options.hand_pause = 30.0

    wait_for(qtbot, table, lambda: table.handover.isVisible() or offered(table), seconds=20)
    _on_host(table, roomy)  # the host is up now; the window is read when the hand ends
    records: list = []
    table.session.hand_recorded.connect(records.append)
    bar = table.action_bar
    clicked: list[ActionKind] = []
    while len(clicked) < 2:
        wait_for(qtbot, table, lambda: table.handover.isVisible() or offered(table), seconds=20)
        if table.handover.isVisible():
            qtbot.mouseClick(table.handover, Qt.MouseButton.LeftButton)
            continue
        kind = ActionKind.BRING_IN if not clicked else ActionKind.FOLD
        button = bar.button_for(kind)
        assert button is not None, bar.button_texts()
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        clicked.append(kind)
        wait_for(qtbot, table, lambda k=kind: bar.button_for(k) is None, seconds=10)
    wait_for(qtbot, table, bar.show_button.isVisible, seconds=10)
    winner = bar.show_offered_to()
    assert winner in (1, 5) and bar.show_button.text() == "Show cards"
    qtbot.mouseClick(bar.show_button, Qt.MouseButton.LeftButton)
    assert not bar.show_button.isVisible()
    wait_for(qtbot, table, lambda: len(records) >= 1, seconds=10)
    assert f"p{1 if winner == 1 else 2} sm " in records[0].phh  # the show, in the record
    shut(window)


def test_a_voided_hand_notice_is_worded_for_the_player(qtbot, settings):
    """After a restart voided hand 7, every welcome (a reconnect too) carries the notice; the
    session words it in the interface's language."""
    from net.host import HostOptions, HostThread
    from studdesk.gui.session.net_session import open_network_session

    options = HostOptions(name="Voided", config=GameConfig.preset(Variant.STUD, 200),
                          timer=5.0, hand_pause=0.05)
    host = HostThread(options, "127.0.0.1", 0)
    host.start()
    try:
        host.call(lambda h: h.core.restored_voided.append(7))
        session = open_network_session("127.0.0.1", host.port, name="Dora", settings=settings,
                                       pace=FAST)
        lines: list[str] = []
        session.chat_received.connect(lambda who, text: lines.append(text) if not who else None)
        session.start()
        qtbot.waitUntil(lambda: session.client is not None, timeout=20000)
        words = ("Hand #7 was cut short when the table stopped: it is void, and every chip "
                 "went back to where it was when it started.")
        qtbot.waitUntil(lambda: words in lines, timeout=20000)
        assert session.net is not None and session.client is not None
        session.net.call_soon(session.client.drop)  # C4: the reconnect's welcome says it too
        qtbot.waitUntil(lambda: lines.count(words) >= 2, timeout=20000)
        assert session.notice_line("a_code_from_a_later_host", None) == ""
        session.close()
        assert session.wait_closed(20)
    finally:
        host.stop()


def test_a_joiner_gets_the_seat_back_after_the_host_restarts(qtbot, settings, tmp_path):
    """C4 across a restart: the desktop keeps the token the table gave it (per address) and
    joins the resumed table with it: the same seat, no new sit."""
    from net.host import HostOptions, HostThread
    from studdesk.gui.platform.seat_tokens import FILE_NAME, SeatTokens
    from studdesk.gui.session.net_session import open_network_session

    data = tmp_path / "table"
    options = HostOptions(name="Friday Stud", config=GameConfig.preset(Variant.STUD, 200),
                          timer=5.0, hand_pause=0.05, data_dir=data, show_window=0.0)
    host = HostThread(options, "127.0.0.1", 0)
    host.start()
    port = host.port
    try:
        first = open_network_session("127.0.0.1", port, name="Dora", settings=settings,
                                     pace=FAST)
        first.start()
        qtbot.waitUntil(lambda: bool(first.held_seats()), timeout=20000)
        seat = first.held_seats()[0]
        host.call(lambda t: t.add_bots(1))
        tokens = SeatTokens(tmp_path / FILE_NAME)
        kept = json.loads((tmp_path / FILE_NAME).read_text(encoding="utf-8"))
        assert kept[f"127.0.0.1:{port}/Dora"]["token"] == first.client.token  # type: ignore
        assert tokens.token("127.0.0.1", port, "Dora") is None  # held: not for another window
        assert tokens.token("127.0.0.1", port, "Another player") is None
        assert tokens.table_name("127.0.0.1", port, "Dora") == "Friday Stud"
        assert (tmp_path / FILE_NAME).stat().st_mode & 0o077 == 0
    finally:
        host.stop()  # the operator stops it: the session stays open in the journal
    qtbot.waitUntil(lambda: first.client is not None and not first.client.is_open,
                    timeout=20000)
    first.close()  # the window gives up on this table (its leave reaches no one)
    assert first.wait_closed(20)
    again = HostThread(options, "127.0.0.1", port)
    again.start()
    try:
        second = open_network_session("127.0.0.1", port, name="Dora", settings=settings,
                                      pace=FAST)
        errors: list[tuple[str, str]] = []
        second.join_failed.connect(lambda code, text: errors.append((code, text)))
        second.start()
        qtbot.waitUntil(lambda: bool(second.held_seats()), timeout=20000)
        assert second.held_seats() == (seat,) and not errors
        names = again.call(lambda t: [st.name for st in t.core.seats.values()])
        assert names.count("Dora") == 1
        second.close()
        assert second.wait_closed(20)
    finally:
        again.stop()


def test_seat_tokens_survive_a_bad_file_and_keep_the_newest(tmp_path):
    from studdesk.gui.platform.seat_tokens import KEEP, SeatTokens

    path = tmp_path / "tokens.json"
    path.write_text("{not json", encoding="utf-8")
    tokens = SeatTokens(path)
    assert tokens.token("10.0.0.1", 7000, "Dora") is None  # unreadable: as if empty, nothing lost
    for port in range(KEEP + 3):
        tokens.keep("10.0.0.1", port, "Dora", f"token-{port:04d}-abcdefghijkl", f"T {port}")
    assert tokens.token("10.0.0.1", 0, "Dora") is None  # the oldest went first
    assert tokens.token("10.0.0.1", KEEP + 2, "Dora") == f"token-{KEEP + 2:04d}-abcdefghijkl"
    assert tokens.token("10.0.0.1", KEEP + 2, "Edda") is None  # another player's seat
    tokens.forget("10.0.0.1", KEEP + 2, "Dora")
    assert tokens.token("10.0.0.1", KEEP + 2, "Dora") is None
    assert path.stat().st_mode & 0o077 == 0
    # held by a live session (this process): not handed to another window until released
    tokens.keep("10.0.0.2", 1, "Dora", "token-held-abcdefghijklmn", "T", holder=f"{os.getpid()}:1")
    assert tokens.token("10.0.0.2", 1, "Dora") is None
    tokens.release("10.0.0.2", 1, "Dora", f"{os.getpid()}:1")
    assert tokens.token("10.0.0.2", 1, "Dora") == "token-held-abcdefghijklmn"
