"""The replayer on a hand a device left at a table where nobody deals (RULES.md H4): the last
step ends the hand, the dealer's log says who left and where the chips went, and the felt
holds no bet and no pot, only the chips back behind the players."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from studdesk.engine.events import DeviceLeft
from studdesk.engine.phh import export_hand
from studdesk.gui.history.steps import AWARD, HandReplay
from tests.engine.test_leave import _scenario


def _left_text() -> str:
    hand = _scenario()  # seat 3 (a device with seat 1, which folded) leaves facing a raise
    hand.leave([3, 1])
    return export_hand(hand)


def test_h4_the_replayer_steps_a_left_hand_to_its_stacks() -> None:
    model = HandReplay.from_text(_left_text(), "left.phh")
    assert model.ok, model.error
    last = model.steps[-1]
    assert last.kind == AWARD and isinstance(last.events[0], DeviceLeft)
    assert model.finishing_stacks() == [9_760, 10_680, 9_560]
    assert sum(model.stacks_at(model.last).values()) == 30_000


@pytest.mark.parametrize("speed", [0.0, 0.25])
def test_h4_the_felt_and_the_log_after_a_device_left(qtbot: QtBot, speed: float) -> None:
    from studdesk.gui.history.replayer import ReplayerWindow

    w = ReplayerWindow(HandReplay.from_text(_left_text(), "left.phh"))
    qtbot.addWidget(w)
    w.set_speed(speed)
    w.go_to(w.replay.last - 1)
    assert sum(w.scene.bet_amount(s) for s in (1, 2, 3)) > 0  # the raise is on the felt
    w.step_forward()
    qtbot.waitUntil(w.player.is_idle, timeout=10_000)
    assert {s: w.scene.seat_item(s).stack for s in (1, 2, 3)} == {1: 9_760, 2: 10_680,
                                                                  3: 9_560}
    assert all(w.scene.bet_amount(s) == 0 for s in (1, 2, 3))
    assert not any(w.scene.pot_amounts())
    assert w.scene.seat_cards(3) == [] and w.scene.badge_kind(3) == "folded"
    lines = w.log_lines()
    assert any(line.startswith("Left the hand: P1, P3.") and "6.80 forfeited" in line
               for line in lines)
    assert "6.40 returned to P2" in lines and "P2 takes 6.80 of the forfeited chips" in lines
    assert w.step_label.text().endswith("A player left: the hand ends")
