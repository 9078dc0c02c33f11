"""GUI tests against real hosts on 127.0.0.1: fast tables, clicking the action bar."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import Qt

from studdesk.engine.actions import ActionKind
from studdesk.gui.session.setup import Pace
from studdesk.gui.table.window import TableWindow

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


def play_until(qtbot, w: TableWindow, done: Callable[[], bool], *, timeout: float = 30.0,
               on_handover: Callable[[], None] | None = None) -> int:
    """Click passive buttons (and, in hotseat, the hand-over screen, after ``on_handover``
    looked at it) until ``done()``; returns the number of clicks on the action bar."""
    clicks = 0
    deadline = time.monotonic() + timeout
    while not done():
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
        click_passive(qtbot, w)
        clicks += 1
    return clicks
