"""The table's flow as a player meets it (play-test 2026-12-03): the clock starts when the
buttons show, after a showdown too (N4); a removed player's message (N3); the pause and its
Resume (n3); a rebuy acknowledged (n4); the dealer's choice by name (n5); the header with
the felt (n15). Real windows on the table core (a fake clock), offscreen; a second desktop joins
the host's (no socket)."""

from __future__ import annotations

import re

from studdesk.engine.actions import ActionKind
from studdesk.engine.events import Event, HandStarted
from studdesk.gui.table.window import TableWindow
from studdesk.gui.text.money import format_chips
from studdesk.gui.tools.scenes import HERO, THIRD

from ..helpers import session, table_window

TIMER_MS = 10_000


def _buttons_after_lag(qtbot, w: TableWindow, s, lag: float) -> tuple[int, int, int]:
    """The host's time runs ``lag`` seconds while the window still animates; then the window
    catches up. What the player sees when the buttons come: the ring's seconds, its total, and
    the host's own time left on the decision (ms)."""
    s.advance(lag)
    assert not w.action_bar.buttons  # still animating: no buttons yet
    qtbot.waitUntil(lambda: bool(w.action_bar.buttons), timeout=15_000)
    item = w.scene.seat_item(HERO)
    core = s.local.core if s.local is not None else None
    assert core is not None and core.decision is not None and core.decision.seat == HERO
    # the ring's total: the host's fresh turn, less the moments it took to get here
    total = item._clock_ms if TIMER_MS - 100 <= item._clock_ms <= TIMER_MS else -item._clock_ms
    return item.seconds_left, total, core.decision.time_left_ms(s.clock())


def test_the_buttons_come_with_the_whole_clock_on_the_first_hand_and_after_a_showdown(
        qtbot, settings):
    """N4: on a table's first hand, and on the hand after a showdown the window was still
    showing, the buttons come with 10 of 10 seconds: on the ring and on the host's clock."""
    settings.set_value("animation_speed", "normal")
    s = session(THIRD, timeout_ms=TIMER_MS, repeat=2)  # Emil (5) plays; bots check or call
    w = table_window(qtbot, s, settings)
    s.start()  # hand 1: the deal, Anna's bring-in and Cyril's call are on their way
    seconds, total, host_left = _buttons_after_lag(qtbot, w, s, 4.0)
    assert (seconds, host_left) == (10, TIMER_MS) and total > 0
    # play hand 1 to its showdown: Emil calls or checks at every turn
    while s.hand is not None and s.hand.number == 1 and not s.hand.is_complete:
        qtbot.waitUntil(lambda: bool(w.action_bar.buttons) or s.hand.is_complete,
                        timeout=15_000)
        if s.hand.is_complete:
            break
        legal = w.action_bar.legal
        move = next(m for m in legal if m.kind in (ActionKind.CHECK, ActionKind.CALL))
        s.send_action(HERO, move)
        qtbot.waitUntil(lambda: not w.action_bar.buttons, timeout=5000)
    assert s.hand is not None and s.hand.is_complete and s.hand.result is not None
    assert s.hand.result.showdown
    s.deal_next_hand()  # the host deals hand 2 while the window still shows the showdown
    seconds, total, host_left = _buttons_after_lag(qtbot, w, s, 7.0)
    assert s.hand is not None and s.hand.number == 2
    assert (seconds, host_left) == (10, TIMER_MS) and total > 0
    w.close()
    s.close()


def _main(qtbot, settings):
    from studdesk.gui.app import MainWindow

    from ..nethelpers import FAST

    window = MainWindow(settings, pace=FAST)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    return window


def _shut(window) -> None:
    window.close()
    for s in window._closing:
        assert s.wait_closed(20), "the table did not shut down"


def _kasia_joins_a_host(qtbot, settings, tmp_path, monkeypatch, name: str):
    """The host's desktop hosts the table ``name`` (4 seats, one easy bot, a 30 s timer, every
    question answered yes) and Kasia's desktop joins it, the table core in this process on a
    fake clock (no socket): the host's main window, its table window, Kasia's main window and
    hers, once she holds a seat."""
    from PySide6.QtWidgets import QMessageBox

    from studdesk.engine.config import GameConfig, Variant
    from studdesk.gui.platform.settings import Settings
    from studdesk.gui.session.setup import HostSettings

    from ..nethelpers import fake_clock_of, host_on_fake_clock, wait_for

    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    host_on_fake_clock(monkeypatch)
    host_window = _main(qtbot, settings)
    table = host_window.host_table(HostSettings(
        name=name, config=GameConfig.preset(Variant.STUD, 200), seats=4, bots=1,
        bot_level="easy", action_timer_s=30, time_bank_s=0, password="",
        approve_joins=False))
    assert fake_clock_of(table) is not None
    wait_for(qtbot, table, lambda: table.status is not None and table.status.is_host, seconds=15)
    other = Settings(tmp_path / "kasia.ini")
    for key, value in (("animation_speed", "off"), ("sound", False), ("player_name", "Kasia")):
        other.set_value(key, value)
    kasia = _main(qtbot, other)
    kt = kasia.join_table("127.0.0.1", table.session.port)
    wait_for(qtbot, kt, lambda: bool(kt.held), seconds=15)
    assert fake_clock_of(kt) is fake_clock_of(table)
    return host_window, table, kasia, kt


def test_a_player_removed_mid_hand_is_told_what_the_ledger_says(qtbot, settings, tmp_path,
                                                                 monkeypatch):
    """N3: the host's desktop and Kasia's; Kasia is removed in the middle of a hand she paid into.
    She is not told the hand is void: her cards were folded, what she put in stays in the
    pot, her stack leaves with her; the host's final ledger row says the same stack."""
    from studdesk.engine.views import Phase

    from ..nethelpers import play_until, wait_for

    host_window, table, kasia, kt = _kasia_joins_a_host(qtbot, settings, tmp_path, monkeypatch,
                                                        "Kick table")
    seat = kt.held[0]

    def paid_in() -> bool:
        view = kt.model.shown
        return (view is not None and view.phase is not Phase.COMPLETE
                and any(s.seat == seat and s.committed > 0 and not s.folded
                        for s in view.seats))

    play_until(qtbot, table, lambda: paid_in() and table.model.shown is not None
               and table.model.shown.hand == kt.model.shown.hand, timeout=60)
    lost: list[str] = []
    kt.session.connection_lost.connect(lost.append)
    table.session.kick(seat)
    wait_for(qtbot, kt, lambda: bool(lost), seconds=15)
    view = kt.model.shown  # the hand she was in (her first: all she lost is in it)
    line = kt.exit.voided_line()
    assert "void" not in line and "went back" not in line
    m = re.fullmatch(r"Hand #(\d+) goes on without you: your cards were folded, the "
                     r"([\d.]+) you had put in stays in its pot, and your ([\d.]+) leaves the "
                     r"table with you, as the host's ledger shows\.", line)
    assert m is not None, line
    assert int(m[1]) == view.hand
    put_in, left_with = m[2], m[3]
    assert line in kt.log_lines() and kt.log_lines().count(line) == 1
    import os

    if os.environ.get("STUDDESK_SHOTS"):
        kasia.grab().save(os.path.join(os.environ["STUDDESK_SHOTS"], "removed.png"))
    # the host's ledger: the same stack, the chips put in are lost
    table.host_menu.aboutToShow.emit()
    table.host_menu.end_action.trigger()
    play_until(qtbot, table, lambda: table.ledger_dialog is not None, timeout=60)
    rows = {e.name: e for e in table.ledger_dialog.entries}
    assert "Kasia" in rows
    row = rows["Kasia"]
    assert format_chips(row.stack) == left_with  # what left with her, as she was told
    assert format_chips(row.bought - row.stack) == put_in  # what stayed in the pot
    _shut(kasia)
    _shut(host_window)


def test_dealers_choice_log_names_the_chooser_before_the_seats_list_came(qtbot, settings):
    """n5: the format bar said "Ada chooses Follow the Queen." while the log said "Seat 1
    chooses ...": the log names the chooser from the felt when the seats' list has not come."""
    from net import protocol as P

    s = session(THIRD)
    w = table_window(qtbot, s, settings)
    s.start()
    lines: list[str] = []
    s.chat_received.connect(lambda sender, text: lines.append(text) if not sender else None)
    assert s.client is not None  # a joiner between the hand's felt and the table's seats list:
    s.client.table.seats = [None] * 8
    s._on_client(P.Announce(kind="game", variant="razz", chooser=1))
    assert lines == ["Anna chooses Razz."]
    qtbot.waitUntil(lambda: "Anna chooses Razz." in w.log_lines(), timeout=5000)
    assert not any(line.startswith("Seat 1 chooses") for line in w.log_lines())
    w.close()
    s.close()


def test_paused_the_bar_agrees_with_the_header_and_the_menu_offers_resume(qtbot, settings):
    """n3: the header said "paused" while the bar said "Next hand coming up", and Resume was
    an unticked "Pause after this hand"."""
    import os

    s = session(THIRD)
    w = table_window(qtbot, s, settings)
    s.start()
    qtbot.waitUntil(lambda: bool(w.action_bar.buttons), timeout=5000)
    s.set_paused(True)
    s.send_action(HERO, next(m for m in w.action_bar.legal if m.kind is ActionKind.FOLD))
    qtbot.waitUntil(lambda: s.hand is not None and s.hand.is_complete, timeout=5000)
    s.deal_next_hand()  # nothing is dealt: the host paused
    qtbot.waitUntil(lambda: w.action_bar.idle_label.text()
                    == "Paused by the host", timeout=5000)
    assert w.subtitle.text().endswith("paused")
    w.host_menu.aboutToShow.emit()
    assert w.host_menu.pause_action.text() == "Resume the game"
    if os.environ.get("STUDDESK_SHOTS"):
        w.grab().save(os.path.join(os.environ["STUDDESK_SHOTS"], "paused.png"))
    w.host_menu.pause_action.trigger()
    s.deal_next_hand()
    qtbot.waitUntil(lambda: s.hand is not None and s.hand.number == 2, timeout=5000)
    w.host_menu.aboutToShow.emit()
    assert w.host_menu.pause_action.text() == "Pause after this hand"
    w.close()
    s.close()


def test_a_rebuy_in_a_pause_is_told_at_once_and_the_full_stack_item_says_so(qtbot, settings):
    """n4 (RULES.md T3): a rebuy during the pause changed the stack silently at the next
    hand, and at full stack the item read "Rebuy 0 (up to 200)"."""
    import os

    s = session(THIRD, stacks={5: 15_955})  # Emil is 40.45 short of the 200 buy-in
    w = table_window(qtbot, s, settings)
    s.start()
    qtbot.waitUntil(lambda: bool(w.action_bar.buttons), timeout=5000)
    s.set_paused(True)
    s.send_action(HERO, next(m for m in w.action_bar.legal if m.kind is ActionKind.FOLD))
    qtbot.waitUntil(lambda: s.hand is not None and s.hand.is_complete, timeout=5000)
    s.deal_next_hand()  # paused: no hand
    stack = s.local.core.seats[HERO].stack
    s.rebuy(HERO)
    line = f"Emil rebuys {format_chips(20_000 - stack)}: the stack is 200 now."
    qtbot.waitUntil(lambda: line in w.log_lines(), timeout=5000)
    assert s.local.core.seats[HERO].stack == 20_000
    qtbot.waitUntil(lambda: w.scene.seat_item(HERO).stack == 20_000, timeout=5000)  # the plate
    qtbot.waitUntil(lambda: s._status is not None
                    and s._status.seat(HERO).stack == 20_000, timeout=5000)
    w.menus.fill_table_menu()
    texts = [a.text() for a in w.table_menu.actions()]
    item = next(a for a in w.table_menu.actions() if a.text().startswith("Rebuy"))
    assert item.text() == "Rebuy (the stack is the full 200)" and not item.isEnabled(), texts
    if os.environ.get("STUDDESK_SHOTS"):
        w.grab().save(os.path.join(os.environ["STUDDESK_SHOTS"], "rebuy.png"))
    w.close()
    s.close()


def test_the_header_says_the_new_hand_when_the_felt_starts_it(qtbot, settings):
    """n15: a joiner's header said "Hand #5" while the log and the felt were on hand #6: the
    header follows the felt's first event of a hand, not its first snapshot."""
    s = session(THIRD, repeat=2)
    w = table_window(qtbot, s, settings)
    s.start()
    qtbot.waitUntil(lambda: bool(w.action_bar.buttons), timeout=5000)
    assert w.subtitle.text().startswith("Hand #1 ")
    s.send_action(HERO, next(m for m in w.action_bar.legal if m.kind is ActionKind.FOLD))
    qtbot.waitUntil(lambda: s.hand is not None and s.hand.is_complete, timeout=5000)
    seen: list[tuple[str, str]] = []

    def on_event(ev: Event) -> None:  # after the window's own handler: what the player sees
        if isinstance(ev, HandStarted):  # then
            seen.append((w.subtitle.text().split(" ")[1], w.log_lines()[-1]))

    w.player.event_started.connect(on_event)
    s.deal_next_hand()
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    assert seen[0] == ("#2", "Hand #2: Seven Card Stud")
    w.close()
    s.close()


def test_a_rebuy_in_a_pause_is_told_on_both_screens(qtbot, settings, tmp_path, monkeypatch):
    """n4 on two desktops: Kasia rebuys while the host has paused; her log and the host's say
    so at once, her plate shows the new stack, and the ledger counts the rebuy."""
    from studdesk.engine.views import Phase

    host_window, table, kasia, kt = _kasia_joins_a_host(qtbot, settings, tmp_path, monkeypatch,
                                                        "Rebuy table")
    seat = kt.held[0]

    def kasia_short_between_hands() -> bool:
        st = table.status
        view = kt.model.shown
        entry = st.seat(seat) if st is not None else None
        return (st is not None and st.paused and entry is not None
                and entry.stack < st.buy_in and view is not None
                and view.phase is Phase.COMPLETE and st.hand in (None, view.hand))

    # the host pauses after this hand; Kasia folds (or checks, calls) at each turn, the host
    # checks or calls; until Kasia is short between hands
    from PySide6.QtCore import Qt

    from ..nethelpers import click_passive, offered, wait_for

    table.session.set_paused(True)
    for _ in range(500):  # moves and hands
        if kasia_short_between_hands():
            break
        wait_for(qtbot, table, lambda: offered(kt) or offered(table)
                 or kasia_short_between_hands()
                 or (table.status.paused and kt.model.shown is not None
                     and kt.model.shown.phase is Phase.COMPLETE), seconds=30)
        if offered(kt):
            fold = kt.action_bar.button_for(ActionKind.FOLD)
            if fold is not None and kt.action_bar.button_for(ActionKind.CHECK) is None:
                qtbot.mouseClick(fold, Qt.MouseButton.LeftButton)
            else:
                click_passive(qtbot, kt)
        elif offered(table):
            click_passive(qtbot, table)
        elif not kasia_short_between_hands():  # she won the hand: another one
            played = kt.model.shown.hand
            table.session.set_paused(False)
            wait_for(qtbot, table, lambda n=played: not table.status.paused
                     and kt.model.shown.hand > n, seconds=10)
            table.session.set_paused(True)
            wait_for(qtbot, table, lambda: table.status.paused, seconds=10)
    else:
        raise AssertionError("Kasia never got short between hands")
    entry = table.status.seat(seat)
    need, buy_in = table.status.buy_in - entry.stack, table.status.buy_in
    kt.session.rebuy(seat)
    line = f"Kasia rebuys {format_chips(need)}: the stack is {format_chips(buy_in)} now."
    wait_for(qtbot, kt, lambda: line in kt.log_lines() and line in table.log_lines(),
             seconds=10)
    wait_for(qtbot, kt, lambda: kt.scene.seat_item(seat).stack == buy_in, seconds=10)
    _shut(kasia)
    _shut(host_window)
