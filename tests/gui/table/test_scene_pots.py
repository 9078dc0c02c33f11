"""The pots on the felt are the table frame's (TableState.pots, main pot first) less the bets
standing in front of the seats, and Baseball's price of an up three (W4) lands in the main pot,
with animations on and off."""

from __future__ import annotations

import pytest

from studdesk.engine.actions import ActionKind
from studdesk.engine.config import Variant
from studdesk.gui.table.picture import picture_of
from studdesk.gui.table.scene import TableScene
from studdesk.gui.table.window import TableWindow
from studdesk.gui.tools.scenes import BASEBALL_BUY_THIRD, HERO

from ..helpers import Turns, event, session


@pytest.mark.parametrize("speed", [0.0, 1.0])
def test_w4_the_price_of_an_up_three_goes_into_the_main_pot(qtbot, speed):
    scene = TableScene()
    scene.set_speed(speed)
    scene.set_waiting_seat(3, "Ben", 5000)
    scene.set_pots([120])
    anim = scene.animate_event(event({"type": "action_taken", "seat": 3, "action": "buy",
                                      "amount": 400, "to": 0, "all_in": False}))
    assert (anim is None) == (speed == 0.0)
    if anim is not None:
        with qtbot.waitSignal(anim.finished, timeout=5000):
            anim.start()
    assert scene.pot_amounts() == [520]
    assert scene.bet_amount(3) == 0 and scene.seat_item(3).stack == 4600


def test_w4_the_pot_shown_after_a_buy_is_the_frames(qtbot, settings):
    """The hero pays for the three: the felt's pot is the frame's (with the price in it)."""
    s = session(BASEBALL_BUY_THIRD, variant=Variant.BASEBALL, timeout_ms=10_000)
    turns = Turns(s)
    w = TableWindow(s, settings)
    qtbot.addWidget(w)
    s.start()
    seat, _, legal = turns.last
    assert seat == HERO
    before = sum(w.scene.pot_amounts())
    buy = next(m for m in legal if m.kind is ActionKind.BUY)
    s.send_action(HERO, buy)
    qtbot.waitUntil(w.player.is_idle, timeout=5000)
    view = w.views[HERO]
    assert w.scene.pot_amounts() == list(picture_of(view).pots)
    assert sum(w.scene.pot_amounts()) == before + buy.amount > before
    assert sum(view.pots) == sum(w.scene.pot_amounts()) + sum(s.bet for s in view.seats)
