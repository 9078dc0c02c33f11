"""The table's flow as a player meets it (play-test 2026-12-03): the clock starts when the
buttons show, after a showdown too (N4); a removed player's message (N3); the pause and its
Resume (n3); a rebuy acknowledged (n4); the dealer's choice by name (n5); the header with
the felt (n15). Real windows on the table core (a fake clock), offscreen."""

from __future__ import annotations

from PySide6.QtCore import Qt

from studdesk.engine.actions import ActionKind
from studdesk.gui.table.window import TableWindow
from studdesk.gui.tools.scenes import HERO, THIRD

from .helpers import session

TIMER_MS = 10_000


def _window(qtbot, s, settings) -> TableWindow:
    w = TableWindow(s, settings)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    return w


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
    w = _window(qtbot, s, settings)
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
