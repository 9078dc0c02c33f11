"""H4's wait for a device that dropped during a hand at a table where nobody deals, alone, on
a fake clock (plain numbers): as C4 waits for a disconnected player, but no longer than its
decision timer plus 30 seconds; then the engine's leave ends the hand."""

from __future__ import annotations

import doctest

import pytest

from net.table import leave_wait
from net.table.leave_wait import GRACE, DeviceAway, Verdict, wait_budget
from studdesk.engine.config import GameConfig, Variant
from studdesk.engine.events import DeviceLeft
from tests.engine.helpers import make_hand, play


def test_h4_the_wait_is_the_decision_timer_plus_30_seconds() -> None:
    assert GRACE == 30.0
    assert wait_budget(timer=10.0, banks=[]) == 40.0
    away = DeviceAway(seats=(3,), budget=wait_budget(10.0, []))
    assert away.verdict(50.0, folded=()) is Verdict.CARRY_ON and away.deadline() is None
    away.dropped(100.0)
    assert away.deadline() == 140.0 and away.wake_at(folded=()) == 140.0
    assert away.verdict(100.0, folded=()) is Verdict.WAIT
    assert away.verdict(139.999, folded=()) is Verdict.WAIT
    assert away.verdict(140.0, folded=()) is Verdict.LEAVE


def test_h4_a_device_of_several_seats_gets_its_longest_time_bank() -> None:
    """C2: a hotseat screen's seats each have a bank; one decision of the device may take the
    timer and the largest of them."""
    assert wait_budget(timer=10.0, banks=[5.0, 20.0, 0.0]) == 60.0
    with pytest.raises(ValueError):
        wait_budget(timer=-1.0, banks=[])


def test_c4_a_device_back_in_time_carries_on_in_the_same_hand() -> None:
    away = DeviceAway(seats=(2, 5), budget=40.0)
    away.dropped(100.0)
    away.dropped(110.0)  # a second report of the same absence changes nothing
    assert away.deadline() == 140.0
    away.returned(139.0)
    assert away.verdict(500.0, folded=()) is Verdict.CARRY_ON and away.wake_at(()) is None


def test_h4_dropping_on_and_off_does_not_stall_the_table_longer() -> None:
    """The wait is a budget for the hand: each absence spends from it."""
    away = DeviceAway(seats=(4,), budget=40.0)
    for start in (100.0, 200.0, 300.0):
        away.dropped(start)
        away.returned(start + 15.0)
    assert away.spent == 45.0
    away.dropped(400.0)
    assert away.deadline() == 400.0 and away.verdict(400.0, folded=()) is Verdict.LEAVE


def test_h4_a_device_whose_seats_all_folded_does_not_stop_the_deal() -> None:
    away = DeviceAway(seats=(1, 3), budget=40.0)
    away.dropped(100.0)
    assert away.verdict(101.0, folded={1}) is Verdict.WAIT  # seat 3 is still in
    assert away.verdict(101.0, folded={1, 3}) is Verdict.GO_ON
    assert away.wake_at(folded={1, 3}) is None


def test_h4_when_the_wait_is_over_the_engine_ends_the_hand() -> None:
    """The whole path on a fake clock: seat 3's device drops on 3rd street, the table waits
    out its timer (10 s, a 5 s bank) and 30 s, then the engine settles the hand by H4."""
    hand = make_hand({1: "AhKd2c", 2: "QsQd9h", 3: "7c7dKs"},
                     config=GameConfig.preset(Variant.STUD, 200))
    play(hand, "bring_in", "complete 200")
    away = DeviceAway(seats=(3,), budget=wait_budget(timer=10.0, banks=[5.0]))
    away.dropped(1_000.0)
    now = 1_000.0
    while (verdict := away.verdict(now, {p.seat for p in hand.players if p.folded})) \
            is Verdict.WAIT:
        now += 0.5
    assert verdict is Verdict.LEAVE and now == 1_045.0
    events = hand.leave(away.seats)
    assert events[0] == DeviceLeft(seats=(3,), forfeited=40)
    assert hand.result is not None
    assert hand.result.stacks == {1: 10_000 + 20, 2: 10_000 + 20, 3: 10_000 - 40}


def test_the_module_examples_hold() -> None:
    result = doctest.testmod(leave_wait)
    assert result.attempted > 0 and result.failed == 0
