"""The desktop's main window at tables: on real hosts over loopback, what is about the network
(hosting a LAN table from the Host dialog, joining a table the lobby found over mDNS on
127.0.0.1, reconnecting (C4), a host that goes away, a crashed table hosted again, the hosted
table's journal); and on the table core in this process with a fake clock (no socket, no wait on
wall time), what the players' windows show: hotseat and solo games, the fairness line, the ante
question (D1), sitting out, the host's controls with other desktops joining, a spectator, the
ledger at the session's end, a name clash at join. The time bank's bar on a seat is tested on a
fake clock too (tests/gui/table/test_table_minors.py).

Every socket here is on 127.0.0.1 and mDNS runs on the loopback interface only."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import uuid
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QInputDialog, QMenu, QMessageBox

from studdesk.engine.config import GameConfig, Variant
from studdesk.gui.app import MainWindow
from studdesk.gui.lobby.host_dialog import HostDialog
from studdesk.gui.lobby.resume_question import ResumeQuestion
from studdesk.gui.platform.saved_table import (
    find_saved_table,
    read_table_options,
    save_table_options,
)
from studdesk.gui.session.net_session import NetSession
from studdesk.gui.session.setup import HostSettings, LocalGameSetup, NetworkPlaces, SeatSetup
from studdesk.gui.table.seat_layout import SEATS
from studdesk.gui.table.window import TableWindow
from studdesk.gui.text.money import format_chips

from ..helpers import down_faces, plain
from ..nethelpers import (
    crashed_table,
    fake_clock_of,
    host_on_fake_clock,
    main_window,
    offered,
    on_fake_clock,
    play_until,
    recorded_hands,
    shut,
    table_on_fake_clock,
    wait_for,
)

ROOT = Path(__file__).resolve().parents[3]
pytestmark = pytest.mark.timeout(120)


def _local(window: MainWindow, *seats: SeatSetup, variant: Variant = Variant.STUD
           ) -> TableWindow:
    setup = LocalGameSetup(GameConfig.preset(variant, 200), tuple(seats))
    table = window.start_local_game(setup)
    assert isinstance(table, TableWindow) and isinstance(table.session, NetSession)
    assert fake_clock_of(table) is not None  # every test here starts it on_fake_clock
    return table


def test_host_from_the_dialog_with_bots_and_play_two_hands_by_clicking(qtbot, settings,
                                                                       monkeypatch):
    window = main_window(qtbot, settings, network=NetworkPlaces.loopback())
    name = f"Dialog table {uuid.uuid4().hex[:6]}"

    def accept(dialog: HostDialog) -> HostDialog.DialogCode:
        dialog.table_name.setText(name)
        dialog.seats.setValue(3)
        dialog.bots.setValue(2)
        dialog.bot_level.setCurrentIndex(dialog.bot_level.findData("easy"))
        return HostDialog.DialogCode.Accepted

    monkeypatch.setattr(HostDialog, "exec", accept)
    window.lobby.host_button.click()
    table = window.table_window
    assert isinstance(table, TableWindow)
    session = table.session
    assert isinstance(session, NetSession) and session.ends_table_on_leave()
    records = recorded_hands(table)
    clicks = play_until(qtbot, table, lambda: len(records) >= 2, timeout=60)
    assert clicks >= 2
    assert [r.hand for r in records[:2]] == [1, 2]
    status = table.status
    assert status is not None and status.is_host and status.name == name
    assert [s.bot for s in status.seats[:3]] == [True, True, False]  # the host sits in 3
    assert table.host_button.isVisible() and table.table_button.isVisible()
    assert all(r.fairness_ok for r in records)
    assert f"Your table is open at 127.0.0.1:{session.port}." in table.log_lines()
    shut(window)


def _host_process(tmp_path: Path, name: str, *extra: str) -> tuple[subprocess.Popen, int]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen(
        [sys.executable, "-m", "studdesk", "host", "--headless", "--bind", "127.0.0.1",
         "--port", "0", "--mdns-interface", "127.0.0.1", "--data-dir", str(tmp_path),
         "--name", name, "--bots", "1", "--bot-level", "easy", "--think-ms", "0",
         "--hand-pause", "0.1", "--timer", "5", *extra],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    assert "listening on" in line, line
    return proc, int(line.split("127.0.0.1:")[1].split()[0])


def test_lobby_lists_a_lan_table_live_join_it_and_lose_it(qtbot, settings, tmp_path):
    """``studdesk host`` advertises on 127.0.0.1; the lobby's browser (on 127.0.0.1 only)
    lists it; joining seats us; when the host dies the table says the connection is lost."""
    name = f"LAN table {uuid.uuid4().hex[:6]}"
    proc, port = _host_process(tmp_path, name)
    try:
        window = main_window(qtbot, settings, network=NetworkPlaces.loopback())
        lobby = window.lobby
        assert window.browser is not None and window.browser.interfaces == ["127.0.0.1"]

        def row() -> int:
            names = [t.name for t in lobby.model.tables]
            return names.index(name) if name in names else -1

        qtbot.waitUntil(lambda: row() >= 0, timeout=15000)
        listed = lobby.model.tables[row()]
        assert listed.port == port and listed.compatible and listed.taken == 1
        lobby.table.selectRow(row())
        assert lobby.join_button.isEnabled() and lobby.watch_button.isEnabled()
        lobby.join_button.click()
        table = window.table_window
        assert isinstance(table, TableWindow)
        qtbot.waitUntil(lambda: bool(table.held), timeout=10000)
        seat = table.held[0]
        assert table.focus_seat == seat
        qtbot.waitUntil(lambda: seat in table.views, timeout=15000)
        assert table.views[seat].me is not None and table.views[seat].me.name == "Player"
        assert table.scene.seat_item(seat).name == "Player"
        assert not table.host_button.isVisible()
        # The taken seats are advertised again: the lobby (still browsing) sees two.
        qtbot.waitUntil(lambda: row() >= 0 and lobby.model.tables[row()].taken == 2,
                        timeout=15000)
        lost: list[str] = []
        table.session.connection_lost.connect(lost.append)
        proc.send_signal(signal.SIGKILL)  # the host is gone without a word
        proc.wait(10)
        qtbot.waitUntil(lambda: any("Reconnecting" in line for line in table.log_lines()),
                        timeout=10000)
        qtbot.waitUntil(lambda: bool(lost), timeout=15000)
        assert table._lost and any("Connection lost" in line for line in table.log_lines())
        shut(window)
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait(10)


def test_host_killed_says_so_at_once_then_one_click_back_to_the_lobby(qtbot, settings,
                                                                      tmp_path, monkeypatch):
    """Play-test major 1: a banner the moment the connection drops (chat off with a reason,
    nothing reads "to act"), a dialog when reconnecting fails, one click back to the lobby;
    joining the dead table again says plainly that nobody answers there."""
    proc, port = _host_process(tmp_path, f"Doomed {uuid.uuid4().hex[:6]}")
    try:
        window = main_window(qtbot, settings)
        table = window.join_table("127.0.0.1", port)
        assert isinstance(table, TableWindow)
        qtbot.waitUntil(lambda: bool(table.held) and table.held[0] in table.views,
                        timeout=15000)
        assert table.chat_input.isEnabled()
        seat = table.held[0]  # the host chose it; ours is drawn at the bottom all the same
        assert seat != 5 and table.scene.seat_item(seat).pos() == SEATS[5].plate
        proc.send_signal(signal.SIGKILL)  # the host is gone without a word
        proc.wait(10)
        qtbot.waitUntil(lambda: ("reconnecting", 0) in table.notices.rows, timeout=10000)
        banner = table.notices.rows[("reconnecting", 0)]
        assert banner.isVisible() and "Reconnecting" in banner.label.text()
        assert banner.yes.isVisible() and banner.yes.text() == "Back to the lobby"
        assert not table.chat_input.isEnabled()
        assert "connection" in table.chat_input.placeholderText()
        assert "to act" not in table.action_bar.turn_label.text()
        assert not table.action_bar.buttons
        qtbot.waitUntil(lambda: table.lost_dialog is not None and table.lost_dialog.isVisible(),
                        timeout=15000)
        assert ("lost", 0) in table.notices.rows and ("reconnecting", 0) not in table.notices.rows
        assert "gone" in table.notices.rows[("lost", 0)].label.text()
        assert "gone" in table.chat_input.placeholderText() and not table.chat_input.isEnabled()
        assert table.leave_button.text() == "Back to the lobby"
        assert table.scene.acting_seat is None and table.action_bar.turn_label.text() == ""
        # m12: said once, not twice; a hand cut short is void, and the joiner is told so.
        informative = table.lost_dialog.informativeText()
        assert "connection to the table was lost" not in informative
        assert informative.endswith("The hands played here stay readable, from the lobby too.")
        in_hand = "it is void" in informative
        assert in_hand == any("it is void" in line for line in table.log_lines())
        back = next(b for b in table.lost_dialog.buttons() if b.text() == "Back to the lobby")
        qtbot.mouseClick(back, Qt.MouseButton.LeftButton)
        assert window.table_window is None and window.stack.currentWidget() is window.lobby

        said: list[str] = []
        monkeypatch.setattr(QMessageBox, "warning",
                            lambda parent, title, text, *a: said.append(text))
        window.join_table("127.0.0.1", port)  # the same table, dead
        qtbot.waitUntil(lambda: bool(said), timeout=15000)
        assert "Nobody answers" in said[0]
        assert window.table_window is None and window.stack.currentWidget() is window.lobby
        shut(window)
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait(10)


def test_hotseat_hides_the_other_persons_cards(qtbot, settings, monkeypatch):
    on_fake_clock(monkeypatch)
    window = main_window(qtbot, settings)
    table = _local(window, SeatSetup(1, "Anna", human=True), SeatSetup(3, "Cyril", level="easy"),
                   SeatSetup(5, "Emil", human=True))
    assert table.hotseat and table.held == (1, 5)
    records = recorded_hands(table)
    asked: list[str] = []

    def check_cover() -> None:
        assert table.scene.privacy
        assert down_faces(table) == []  # nobody's down cards while the cover is up
        assert table.action_bar.buttons == [] or not offered(table)
        asked.append(table.handover.player_name)

    seen_faces: dict[int, set[str]] = {1: set(), 5: set()}
    shown: set[int] = set()  # the seats that showed their cards: public from then on
    table.session.event_received.connect(
        lambda seat, ev: shown.add(ev.seat) if plain(ev)["type"] == "cards_shown" else None)

    def watch_faces() -> bool:
        if not table.handover.isVisible() and table.focus_seat in seen_faces:
            mine = {c.card for c in table.scene.seat_cards(table.focus_seat)
                    if not c.face_up and c.shows_face()}
            seen_faces[table.focus_seat] |= mine
            other = 5 if table.focus_seat == 1 else 1
            assert other in shown or not any(c.shows_face()
                                             for c in table.scene.seat_cards(other)
                                             if not c.face_up)
        return len(records) >= 1

    play_until(qtbot, table, watch_faces, timeout=60, on_handover=check_cover)
    assert {"Anna", "Emil"} <= set(asked)
    assert seen_faces[1] and seen_faces[5] and not seen_faces[1] & seen_faces[5]
    # The session was told when each cover went up and when its person clicked "ready"
    # (what the host needs to hold the decision clock under the cover).
    covers = table.session.covers
    assert {seat for seat, up in covers if up} == {seat for seat, up in covers if not up}
    assert {seat for seat, up in covers} == {1, 5}
    for i, (seat, up) in enumerate(covers):
        if not up:
            assert (seat, True) in covers[:i]
    assert table.journal.public_only
    shut(window)


def test_solo_game_last_hand_shows_the_cards_and_a_verified_deal(qtbot, settings, monkeypatch):
    on_fake_clock(monkeypatch)
    window = main_window(qtbot, settings)
    table = _local(window, SeatSetup(2, "Emil", human=True), SeatSetup(6, "Ada", level="easy"))
    assert not table.hotseat and table.held == (2,)
    records = recorded_hands(table)
    play_until(qtbot, table, lambda: len(records) >= 1, timeout=40)
    record = records[0]
    assert record.fairness_ok is True and record.fairness.startswith("Verified")
    assert "_fairness_verified = true" in record.phh
    last = table.last_hand_window()
    last.refresh()
    last.show()
    last.select_hand(record.hand)  # the next hand may be under way already (no pause here)
    assert "Verified" in last.fairness.text() and "✔" in last.fairness.text()
    entry = table.journal.entry(1)
    assert entry is not None and entry.fairness_ok
    cards = entry.revealed_cards()
    assert len(cards[2]) >= 3  # my down cards and door card at least
    assert cards[6]  # Ada's up cards (and all of them if shown)
    shut(window)


def test_ante_question_when_auto_post_is_off(qtbot, settings, monkeypatch):
    """D1: the host asks; the strip says "Post the ante 0.40?"; Post deals us in."""
    settings.set_value("auto_post_ante", False)
    on_fake_clock(monkeypatch)
    window = main_window(qtbot, settings)
    table = _local(window, SeatSetup(4, "Emil", human=True), SeatSetup(7, "Ada", level="easy"),
                   SeatSetup(8, "Boris", level="easy"))
    wait_for(qtbot, table, lambda: ("ante", 4) in table.notices.rows, seconds=15)
    row = table.notices.rows[("ante", 4)]
    assert table.notices.isVisible()
    assert row.label.text() == "Post the ante 0.40?"
    assert row.countdown.text().endswith(" s")
    qtbot.mouseClick(row.yes, Qt.MouseButton.LeftButton)
    assert ("ante", 4) not in table.notices.rows
    wait_for(qtbot, table, lambda: 4 in table.views and table.views[4].me is not None, seconds=15)
    assert len(table.views[4].me.cards) >= 3  # dealt in
    # Turning auto-post back on answers the next question itself: no strip again.
    settings.set_value("auto_post_ante", True)
    records = recorded_hands(table)
    play_until(qtbot, table, lambda: len(records) >= 2, timeout=60)
    assert ("ante", 4) not in table.notices.rows
    shut(window)


def test_ante_declined_deals_the_seat_out(qtbot, settings, monkeypatch):
    settings.set_value("auto_post_ante", False)
    on_fake_clock(monkeypatch)
    window = main_window(qtbot, settings)
    table = _local(window, SeatSetup(1, "Emil", human=True), SeatSetup(2, "Ada", level="easy"),
                   SeatSetup(3, "Boris", level="easy"))
    wait_for(qtbot, table, lambda: ("ante", 1) in table.notices.rows, seconds=15)
    qtbot.mouseClick(table.notices.rows[("ante", 1)].no, Qt.MouseButton.LeftButton)
    events: list[dict] = []
    table.session.event_received.connect(lambda seat, ev: events.append(plain(ev)))
    wait_for(qtbot, table, lambda: any(e.get("type") == "hand_started" for e in events),
             seconds=15)
    started = next(e for e in events if e.get("type") == "hand_started")
    assert 1 not in started["seats"] and set(started["seats"]) == {2, 3}
    shut(window)


def test_a_dropped_connection_reconnects_and_play_goes_on(qtbot, settings):
    window = main_window(qtbot, settings)  # 127.0.0.1, no mDNS: a table on a socket host
    table = window.host_table(HostSettings(
        name="Drop table", config=GameConfig.preset(Variant.STUD, 200), seats=2, bots=1,
        bot_level="easy", action_timer_s=5, time_bank_s=0, password="", approve_joins=False))
    session = table.session
    assert isinstance(session, NetSession)
    records = recorded_hands(table)
    play_until(qtbot, table, lambda: len(records) >= 1, timeout=40)
    lost: list[str] = []
    session.connection_lost.connect(lost.append)
    assert session.net is not None and session.client is not None
    session.net.call_soon(session.client.drop)  # the network fails under us
    qtbot.waitUntil(lambda: any("Reconnecting" in line for line in table.log_lines()),
                    timeout=10000)
    qtbot.waitUntil(lambda: any("Back at the table" in line for line in table.log_lines()),
                    timeout=10000)
    assert ("reconnecting", 0) not in table.notices.rows
    play_until(qtbot, table, lambda: len(records) >= 2, timeout=40)
    assert not lost
    shut(window)


def test_hotseat_rebuy_tops_up_to_the_buy_in(qtbot, settings, monkeypatch):
    """T3: between hands a held seat below the buy-in rebuys exactly the difference."""
    on_fake_clock(monkeypatch)
    window = main_window(qtbot, settings)
    table = _local(window, SeatSetup(1, "Anna", human=True), SeatSetup(2, "Bela", human=True))
    records = recorded_hands(table)
    buy_in = GameConfig.preset(Variant.STUD, 200).buy_in

    def between_hands(played: int) -> bool:
        st = table.status
        return st is not None and st.paused and st.hand is None and len(records) > played

    session = table.session
    status = None
    for _ in range(5):  # a split pot leaves nobody short: play another hand
        played = len(records)
        wait_for(qtbot, table,
                 lambda: table.status is not None and table.status.hand is not None, seconds=15)
        session.set_paused(True)  # stay between hands after this one
        play_until(qtbot, table, lambda n=played: between_hands(n), timeout=60)
        status = table.status
        if any(status.can_rebuy(s) for s in (1, 2)):
            break
        session.set_paused(False)
    assert status is not None
    short = next(s for s in (1, 2) if status.can_rebuy(s))
    table.table_menu.aboutToShow.emit()
    menus = [table.table_menu, *table.table_menu.findChildren(QMenu)]
    assert sorted(m.title() for m in menus[1:]) == ["Anna", "Bela"]  # one per person here
    rebuy = next(a for m in menus for a in m.actions() if a.text().startswith("Rebuy")
                 and a.isEnabled())
    rebuy.trigger()
    wait_for(qtbot, table, lambda: table.status.seat(short).stack == buy_in, seconds=10)
    shut(window)


def _second_player(qtbot, tmp_path: Path, name: str) -> MainWindow:
    from studdesk.gui.platform.settings import Settings

    other = Settings(tmp_path / f"{name}.ini")
    other.set_value("animation_speed", "off")
    other.set_value("sound", False)
    other.set_value("player_name", name)
    return main_window(qtbot, other)


def test_host_controls_approve_refuse_kick_pause_and_end_with_the_ledger(
        qtbot, settings, tmp_path, monkeypatch):

    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Yes)
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: warned.append(a[2]))
    host_on_fake_clock(monkeypatch)  # Kasia's and Bo's desktops join it with no socket
    host_window = main_window(qtbot, settings)
    table = host_window.host_table(HostSettings(
        name="Approve table", config=GameConfig.preset(Variant.STUD, 200), seats=4, bots=1,
        bot_level="easy", action_timer_s=5, time_bank_s=0, password="", approve_joins=True))
    session = table.session
    assert isinstance(session, NetSession) and fake_clock_of(table) is not None
    wait_for(qtbot, table, lambda: table.status is not None and table.status.is_host, seconds=15)
    assert table.host_button.isVisible()
    port = session.port

    # Kasia knocks: a notice with "Let in"; she waits meanwhile.
    kasia = _second_player(qtbot, tmp_path, "Kasia")
    kasia_table = kasia.join_table("127.0.0.1", port)
    wait_for(qtbot, table, lambda: bool(table.knocks), seconds=10)
    (client_id, name), = table.knocks.items()
    row = table.notices.rows[("knock", client_id)]
    assert name == "Kasia" and row.label.text() == "Kasia wants to join the table."
    qtbot.mouseClick(row.yes, Qt.MouseButton.LeftButton)
    wait_for(qtbot, table, lambda: bool(kasia_table.held), seconds=10)
    assert not table.knocks and ("knock", client_id) not in table.notices.rows

    # Bo knocks and is turned away from the Host menu.
    bo = _second_player(qtbot, tmp_path, "Bo")
    bo_table = bo.join_table("127.0.0.1", port)
    wait_for(qtbot, table, lambda: len(table.knocks) == 1, seconds=10)
    wait_for(qtbot, table, lambda: any("Waiting for the host to let you in" in line
                                       for line in bo_table.log_lines()), seconds=10)
    table.host_menu.aboutToShow.emit()
    away = next(a for a in table.host_menu.actions() if a.text() == "Turn Bo away")
    away.trigger()
    wait_for(qtbot, table, lambda: bool(warned), seconds=10)
    assert "did not let you in" in warned[0] and bo.table_window is None

    # Kick Kasia through the Host menu.
    lost: list[str] = []
    kasia_table.session.connection_lost.connect(lost.append)
    seat = kasia_table.held[0]
    table.host_menu.aboutToShow.emit()
    kick = next(a for a in table.host_menu.kick_menu.actions() if a.text().endswith("Kasia"))
    assert kick.text() == f"Seat {seat}: Kasia"
    kick.trigger()
    wait_for(qtbot, table, lambda: bool(lost), seconds=15)
    assert "removed you" in lost[0]
    wait_for(qtbot, table, lambda: table.status.seat(seat) is None, seconds=15)

    # Pause after this hand, then go on.
    table.host_menu.aboutToShow.emit()
    table.host_menu.pause_action.trigger()
    wait_for(qtbot, table, lambda: table.status.paused, seconds=10)
    table.host_menu.aboutToShow.emit()
    assert table.host_menu.pause_action.text() == "Resume the game"  # n3
    table.host_menu.pause_action.trigger()
    wait_for(qtbot, table, lambda: not table.status.paused, seconds=10)

    # End the session: the hand finishes, everyone gets the final ledger.
    table.host_menu.aboutToShow.emit()
    table.host_menu.end_action.trigger()
    play_until(qtbot, table, lambda: table.ledger_dialog is not None, timeout=60)
    dialog = table.ledger_dialog
    assert dialog.final and dialog.title.text() == "The session is over"
    nets = dialog.nets()
    assert {"Player", "Kasia"} <= set(nets) and sum(nets.values()) == 0
    assert dialog.table.rowCount() == len(nets)
    # From the final ledger one click back to the lobby (the table is over).
    assert dialog.back_button is not None and dialog.back_button.text() == "Back to the lobby"
    qtbot.mouseClick(dialog.back_button, Qt.MouseButton.LeftButton)
    assert host_window.table_window is None
    assert host_window.stack.currentWidget() is host_window.lobby
    for w in (kasia, bo):
        shut(w)
    shut(host_window)


def test_watch_a_table_as_a_spectator(qtbot, settings, monkeypatch):
    from net.table import HostOptions

    host = table_on_fake_clock(monkeypatch, HostOptions(name="Watched", hand_pause=0.05,
                                                        timer=5.0), bots=3)
    try:
        window = main_window(qtbot, settings)
        table = window.join_table("127.0.0.1", 0, watch=True)
        assert table.held == () and table.focus_seat == 0 and fake_clock_of(table) is host
        wait_for(qtbot, table, lambda: 0 in table.views, seconds=15)
        view = table.views[0]
        assert view.viewer is None and view.me is None
        for sv in view.seats:  # H1: a spectator sees no down card until it is shown
            if not sv.shown:
                assert all(c is None for c, up in zip(sv.cards, sv.face_up) if not up)
        assert not table.action_bar.buttons
        shut(window)
    finally:
        host.stop()


def test_sit_out_from_the_table_menu_and_back_with_the_big_button(qtbot, settings, monkeypatch):
    """C3 by choice: dealt out of the coming hands until the player clicks "I'm back"."""
    on_fake_clock(monkeypatch)
    window = main_window(qtbot, settings)
    table = _local(window, SeatSetup(3, "Emil", human=True), SeatSetup(4, "Ada", level="easy"),
                   SeatSetup(5, "Boris", level="easy"))
    wait_for(qtbot, table,
             lambda: table.status is not None and table.status.seat(3) is not None, seconds=15)

    def choose(text: str) -> None:
        table.table_menu.aboutToShow.emit()
        next(a for a in table.table_menu.actions() if a.text() == text).trigger()

    choose("Sit out from the next hand")
    wait_for(qtbot, table, lambda: table.status.seat(3).sitting_out, seconds=10)
    events: list[dict] = []
    table.session.event_received.connect(lambda seat, ev: events.append(plain(ev)))
    play_until(qtbot, table, lambda: any(e.get("type") == "hand_started" and 3 not in e["seats"]
                                         for e in events), timeout=30)
    # Sitting out, the bar offers a big "I'm back" instead of the menu's item.
    back = table.action_bar.back_button
    assert table.action_bar.is_away() and back.isVisible() and back.text() == "I'm back"
    qtbot.mouseClick(back, Qt.MouseButton.LeftButton)
    wait_for(qtbot, table, lambda: not table.status.seat(3).sitting_out, seconds=10)
    assert not table.action_bar.is_away() and not back.isVisible()
    events.clear()
    play_until(qtbot, table, lambda: any(e.get("type") == "hand_started" and 3 in e["seats"]
                                         for e in events), timeout=60)
    shut(window)


def test_a_table_hosted_from_the_desktop_journals_its_hands(qtbot, settings, monkeypatch,
                                                           tmp_path):
    """The desktop's places journal hosted tables on disk (crash-safe, resumable), as
    ``studdesk host --data-dir`` does; the hands are there to export afterwards."""
    from net.journal import Journal

    lan = NetworkPlaces.lan()
    assert lan.journal is not None and lan.journal.name == "desktop-table"
    places = NetworkPlaces("127.0.0.1", 0, (), (), tmp_path / "desktop-table")
    window = main_window(qtbot, settings, network=places)

    def accept(dialog: HostDialog) -> HostDialog.DialogCode:
        dialog.table_name.setText(f"Journal table {uuid.uuid4().hex[:6]}")
        dialog.seats.setValue(3)
        dialog.bots.setValue(2)
        return HostDialog.DialogCode.Accepted

    monkeypatch.setattr(HostDialog, "exec", accept)
    window.lobby.host_button.click()
    table = window.table_window
    assert isinstance(table, TableWindow)
    records = recorded_hands(table)
    play_until(qtbot, table, lambda: len(records) >= 1, timeout=60)
    shut(window)
    journal = Journal.open(tmp_path / "desktop-table")
    try:
        assert [h.number for h in journal.hands(status="completed")][:1] == [1]
    finally:
        journal.close()


def _answer_resume(which: str, seen: list[str]) -> None:
    """Click ``which`` button of the resume question once it is up."""

    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, ResumeQuestion):
            QTimer.singleShot(20, click)
            return
        seen.append(box.text() + "\n" + box.informativeText())
        {"resume": box.resume_button, "new": box.new_button,
         "cancel": box.cancel_button}[which].click()

    QTimer.singleShot(0, click)


def test_hosting_again_after_a_crash_asks_and_a_new_table_archives_the_old(
        qtbot, settings, tmp_path, monkeypatch):
    """Play-test major 2: never resume silently. The question names the table, its hands,
    its players and their stacks; Cancel does nothing; a new table moves the old journal
    aside (not deleted) and starts its own."""
    folder = tmp_path / "desktop-table"
    saved = crashed_table(tmp_path, folder, "Friday Stud")
    assert saved.name == "Friday Stud" and saved.players == 3 and saved.is_worth_resuming
    window = main_window(qtbot, settings,
                     network=NetworkPlaces("127.0.0.1", 0, (), (), folder))
    hosted: list[str] = []

    def accept(dialog: HostDialog) -> HostDialog.DialogCode:
        hosted.append("dialog")
        dialog.table_name.setText("Saturday Stud")
        dialog.seats.setValue(3)
        dialog.bots.setValue(2)
        return HostDialog.DialogCode.Accepted

    monkeypatch.setattr(HostDialog, "exec", accept)
    seen: list[str] = []
    _answer_resume("cancel", seen)
    window.lobby.host_button.click()
    assert seen and not hosted and window.table_window is None
    assert "Friday Stud" in seen[0] and f"Hands played: {saved.hands_played}" in seen[0]
    for seat in saved.seats:
        assert seat.name in seen[0] and format_chips(seat.stack) in seen[0]
    assert find_saved_table(folder) == saved  # nothing touched

    _answer_resume("new", seen)
    window.lobby.host_button.click()
    assert hosted == ["dialog"]
    table = window.table_window
    assert isinstance(table, TableWindow)
    records = recorded_hands(table)
    play_until(qtbot, table, lambda: len(records) >= 1, timeout=60)
    assert records[0].hand == 1  # a new table counts from one
    assert table.status is not None and table.status.name == "Saturday Stud"
    kept = read_table_options(folder)  # what a resume would need besides the journal
    assert kept is not None and kept["time_bank_s"] == 30 and kept["password"] == ""
    shut(window)
    archived = list(tmp_path.glob("desktop-table-archived-*"))
    assert len(archived) == 1 and find_saved_table(archived[0]) == replace(
        saved, folder=archived[0])


def test_hosting_again_after_a_crash_resumes_the_table_when_asked(
        qtbot, settings, tmp_path, monkeypatch):
    folder = tmp_path / "desktop-table"
    saved = crashed_table(tmp_path, folder, "Friday Stud")
    window = main_window(qtbot, settings,
                     network=NetworkPlaces("127.0.0.1", 0, (), (), folder))

    def refuse(dialog: HostDialog) -> HostDialog.DialogCode:
        raise AssertionError("resuming does not ask for a new table's settings")

    monkeypatch.setattr(HostDialog, "exec", refuse)
    # A journal kept before the session's set-up was (tests/gui/session/test_resume_whole_table.py
    # resumes one that keeps it): the Host dialog's choices come from beside it.
    db = sqlite3.connect(folder / "journal.sqlite3")
    db.execute("UPDATE sessions SET config=json_remove(config, '$.setup')")
    db.commit()
    db.close()
    save_table_options(folder, {"action_timer_s": 12, "time_bank_s": 45, "password": "",
                                "approve_joins": False, "bot_level": "easy"})
    seen: list[str] = []
    _answer_resume("resume", seen)
    window.lobby.host_button.click()
    table = window.table_window
    assert isinstance(table, TableWindow)
    options = table.session.host_options
    assert options is not None and options.time_bank == 45.0 and options.bot_level == "easy"
    records = recorded_hands(table)
    play_until(qtbot, table, lambda: len(records) >= 1, timeout=60)
    assert records[0].hand > saved.last_hand  # numbering goes on
    status = table.status
    assert status is not None and status.name == "Friday Stud"
    if saved.interrupted is not None:  # the void hand is explained
        assert any(f"Hand #{saved.interrupted} was cut short" in line
                   for line in table.log_lines())
    bots = {s.name: s for s in saved.seats if s.bot}
    at_table = {s.name for s in status.seats if s is not None}
    assert set(bots) <= at_table  # the crashed table's players are back
    shut(window)
    assert not list(tmp_path.glob("desktop-table-archived-*"))


def test_leaving_mid_hand_asks_first_and_the_hands_stay_readable(qtbot, settings,
                                                                monkeypatch):
    on_fake_clock(monkeypatch)
    window = main_window(qtbot, settings)
    table = _local(window, SeatSetup(1, "Emil", human=True), SeatSetup(2, "Ada", level="easy"))
    records = recorded_hands(table)
    play_until(qtbot, table, lambda: len(records) >= 1, timeout=40)
    wait_for(qtbot, table, lambda: offered(table), seconds=20)  # in the next hand, our turn
    assert table.is_in_a_hand()
    asked: list[str] = []
    answer = [QMessageBox.StandardButton.No]
    monkeypatch.setattr(QMessageBox, "question",
                        lambda parent, title, text, *a: asked.append(text) or answer[0])
    qtbot.mouseClick(table.leave_button, Qt.MouseButton.LeftButton)
    assert len(asked) == 1 and "middle of a hand" in asked[0]
    assert window.table_window is table  # No: still seated
    answer[0] = QMessageBox.StandardButton.Yes
    qtbot.mouseClick(table.leave_button, Qt.MouseButton.LeftButton)
    assert window.table_window is None and window.stack.currentWidget() is window.lobby
    button = window.lobby.last_hands_button
    assert button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    hands = window.last_hands
    assert hands is not None and hands.isVisible()
    assert hands.model.rowCount() >= 1 and hands.current_entry() is not None
    hands.close()
    shut(window)


def test_when_the_session_ends_a_joiner_sees_the_ledger_and_goes_back_to_the_lobby(
        qtbot, settings, monkeypatch):
    from net.table import HostOptions

    host = table_on_fake_clock(monkeypatch, HostOptions(name="Ending", hand_pause=0.05,
                                                        timer=5.0), bots=2)
    stopped = False
    try:
        window = main_window(qtbot, settings)
        table = window.join_table("127.0.0.1", 0)
        assert fake_clock_of(table) is host
        wait_for(qtbot, table, lambda: bool(table.held) and table.held[0] in table.views,
                 seconds=15)
        stopped = True
        host.stop(end_session=True)  # the host ends it: everyone gets the final ledger
        wait_for(qtbot, table, lambda: table.ledger_dialog is not None
                 and table.ledger_dialog.isVisible(), seconds=15)
        dialog = table.ledger_dialog
        assert dialog.final and "Player" in dialog.nets()
        wait_for(qtbot, table, lambda: table._lost, seconds=15)
        assert table.lost_dialog is None  # the ledger says it all: no second dialog
        assert table.notices.rows[("lost", 0)].label.text() == "The session is over."
        assert table.action_bar.idle_label.text() != "Waiting for the other players"
        qtbot.mouseClick(dialog.back_button, Qt.MouseButton.LeftButton)
        assert window.table_window is None and window.stack.currentWidget() is window.lobby
        shut(window)
    finally:
        if not stopped:
            host.stop()


def test_a_name_clash_at_join_offers_another_name(qtbot, settings, tmp_path, monkeypatch):
    """Play-test: the second "Player" was refused with no way on. Now the window offers
    to join under another name."""
    from net.table import HostOptions
    from studdesk.gui.platform.settings import Settings

    host = table_on_fake_clock(monkeypatch, HostOptions(name="Clash", hand_pause=0.05,
                                                        timer=5.0), bots=1)
    try:
        first = main_window(qtbot, settings)
        table = first.join_table("127.0.0.1", 0)
        assert fake_clock_of(table) is host
        wait_for(qtbot, table, lambda: bool(table.held), seconds=15)
        other_settings = Settings(tmp_path / "other.ini")
        other_settings.set_value("animation_speed", "off")
        second = main_window(qtbot, other_settings)  # also "Player"
        asked: list[tuple[str, str]] = []

        def get_text(parent, title, label, echo=None, text=""):
            asked.append((label, text))
            return ("Bea", True)

        monkeypatch.setattr(QInputDialog, "getText", get_text)
        second.join_table("127.0.0.1", 0)
        wait_for(qtbot, table, lambda: bool(asked), seconds=15)
        assert "already called Player" in asked[0][0] and asked[0][1] == "Player 2"
        wait_for(qtbot, table, lambda: second.table_window is not None
                 and bool(second.table_window.held), seconds=15)
        late = second.table_window
        seat = late.held[0]
        wait_for(qtbot, late, lambda: late.status is not None
                 and late.status.seat(seat) is not None, seconds=15)
        assert late.status.seat(seat).name == "Bea"
        assert other_settings["player_name"] == "Player"  # only for this table
        shut(second)
        shut(first)
    finally:
        host.stop()


def test_the_host_who_leaves_sees_the_final_ledger_first(qtbot, settings, monkeypatch):
    """m9: leaving ends a hosted table for everyone with the ledger: the host sees it too."""
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Yes)
    window = main_window(qtbot, settings)
    table = window.host_table(HostSettings(
        name="Ledger table", config=GameConfig.preset(Variant.STUD, 200), seats=3, bots=2,
        bot_level="easy", action_timer_s=5, time_bank_s=0, password="", approve_joins=False))
    session = table.session
    assert isinstance(session, NetSession)
    qtbot.waitUntil(lambda: table.status is not None and table.status.is_host, timeout=15000)
    monkeypatch.setattr(session, "ends_table_on_leave", lambda: True)  # a LAN table's leave
    table.leave_button.click()
    qtbot.waitUntil(lambda: table.ledger is not None and table.ledger[1], timeout=20000)
    dialog = table.ledger_dialog
    assert dialog is not None and dialog.isVisible()
    assert window.stack.currentWidget() is table  # still at the table, reading the ledger
    qtbot.mouseClick(dialog.back_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.lobby
    shut(window)
