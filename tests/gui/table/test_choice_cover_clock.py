"""The secret choices in hotseat (RULES.md W9.5, W11.3, C1 and the hand-over cover): the
people choose one after another behind the cover, so each one's clock starts when that person
lifts the cover, whole; a slow hand-over costs nobody his time, and once lifted the clock runs
out as at any table. The real table core in this process on a fake clock, a real Qt loop."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from studdesk.engine.actions import ActionKind
from studdesk.engine.config import GameConfig, Variant
from studdesk.engine.events import ChoiceMade
from studdesk.gui.session.core_session import CoreSession, FakeClock, start_local_table
from studdesk.gui.session.setup import Pace, SeatSetup
from studdesk.gui.table.window import TableWindow

TIMER = 10.0
PACE = Pace(hand_pause=1.0, think_ms=200, timer=TIMER, local_time_bank=0.0)


def _table(qtbot, settings, variant: Variant) -> tuple[CoreSession, TableWindow,
                                                       list[tuple[int, bool]]]:
    settings.set_value("animation_speed", "off")
    session = start_local_table(
        GameConfig.preset(variant, 200),
        (SeatSetup(1, "Anna", human=True), SeatSetup(3, "Ben", human=True),
         SeatSetup(5, "Cleo", level="easy")),
        pace=PACE, settings=settings, clock=FakeClock(), drive=False,
        rng=random.Random(5))
    w = TableWindow(session, settings)
    qtbot.addWidget(w)
    w.resize(1024, 640)
    w.show()
    chosen: list[tuple[int, bool]] = []  # (seat, by the clock) of each choice made
    session.event_received.connect(
        lambda seat, ev, timeout: chosen.append((ev.seat, timeout))
        if isinstance(ev, ChoiceMade) and seat == 1 else None)
    session.start()
    return session, w, chosen


def _settle(qtbot, session: CoreSession, seconds: float = 0.0) -> None:
    """Let ``seconds`` pass on the table's clock, and the window catch up."""
    session.advance(seconds)
    for _ in range(3):
        QApplication.processEvents()
    qtbot.waitUntil(lambda: True, timeout=100)


def _until_choosing(qtbot, session: CoreSession, w: TableWindow) -> None:
    """Play (check / call / bring in from the window, lifting the cover) until the hand asks
    the people for their choices."""
    for _ in range(400):
        hand = session.hand
        if hand is not None and hand.choosing and w.handover.isVisible():
            return
        if w.handover.isVisible():
            qtbot.mouseClick(w.handover, Qt.MouseButton.LeftButton)
        elif w.action_bar.buttons:
            kinds = {m.kind for m in w.action_bar.legal}
            if kinds & {ActionKind.DECLARE, ActionKind.TURN_UP}:
                return
            for kind in (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN):
                if kind in kinds:
                    w.action_bar.button_for(kind).click()
                    break
        _settle(qtbot, session, 0.25)
    raise AssertionError("the hand never asked for the choices behind the cover")


def _clocks(session: CoreSession) -> dict[int, object]:
    return dict(session.local.core.state.choosers)  # type: ignore[union-attr]


def test_w11_3_a_hotseat_clock_starts_when_its_person_lifts_the_cover(qtbot, settings):
    """W11.3 and the cover: behind the cover no person's clock runs, however long the
    hand-over takes; lifted, it starts whole; not chosen in time, the newest card goes up."""
    session, w, chosen = _table(qtbot, settings, Variant.ROLL_YOUR_OWN)
    _until_choosing(qtbot, session, w)
    first = w.handover.seat
    other = 3 if first == 1 else 1
    assert {first, other} <= set(session.hand.choosing)
    _settle(qtbot, session, 6 * TIMER)  # a slow hand-over: six timers long
    assert {first, other} <= set(session.hand.choosing), "a clock ran behind the cover"
    assert chosen == [(5, False)] or chosen == []  # only the computer player has chosen
    qtbot.mouseClick(w.handover, Qt.MouseButton.LeftButton)
    _settle(qtbot, session)
    clock = _clocks(session)[first]
    assert clock.covered is None  # type: ignore[attr-defined]
    assert clock.time_left_ms(session.clock.now) == TIMER * 1000  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: bool(w.action_bar.buttons), timeout=5000)
    w.action_bar.button_for(ActionKind.TURN_UP, 0).click()
    _settle(qtbot, session)
    assert (first, False) in chosen
    qtbot.waitUntil(lambda: w.handover.isVisible() and w.handover.seat == other, timeout=5000)
    _settle(qtbot, session, 6 * TIMER)  # the second hand-over as slow
    assert other in session.hand.choosing, "the second person's clock ran behind the cover"
    qtbot.mouseClick(w.handover, Qt.MouseButton.LeftButton)
    _settle(qtbot, session, TIMER - 1)
    assert other in session.hand.choosing  # lifted: the whole timer, less a second, left
    _settle(qtbot, session, 1.5)
    assert other in [seat for seat, _t in chosen]  # W11.3: its clock ran out, lifted
    assert other not in session.hand.choosing
    w.close()
    session.close()
