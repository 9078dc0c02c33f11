"""Bounded memory (play-test M5): what a table window holds stops growing once its caps are full.

A solo table the desktop starts, its table core on a fake clock (the player clicks check or call,
two computer players);
after a few hands of warm-up the window's QObjects, its animations and the scene's items are
counted, more hands are played, and they are counted again: a table that leaks a Qt object per
turn (the decision ring's animation did, about thirty a hand at a full table) fails here. No
wall time is measured; the counts are taken once Qt has deleted what it was told to delete."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QAbstractAnimation, QCoreApplication, QEvent, QObject

from studdesk.engine.config import GameConfig, Variant
from studdesk.gui.app import MainWindow
from studdesk.gui.session.setup import LocalGameSetup, SeatSetup
from studdesk.gui.table.window import TableWindow

from ..nethelpers import FAST, fake_clock_of, on_fake_clock, play_until

pytestmark = [pytest.mark.timeout(180), pytest.mark.slow]

WARM_UP = 3
MORE = 6


def _counts(table: TableWindow) -> dict[str, int]:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    objects = table.findChildren(QObject)
    return {"qobjects": len(objects),
            "animations": sum(isinstance(o, QAbstractAnimation) for o in objects),
            "scene_items": len(table.scene.items())}


@pytest.mark.parametrize("speed", ["off", "fast"])
def test_a_table_window_holds_no_more_qt_objects_after_more_hands(qtbot, settings, monkeypatch,
                                                                  speed):
    settings.set_value("animation_speed", speed)
    on_fake_clock(monkeypatch)
    window = MainWindow(settings, pace=FAST)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    setup = LocalGameSetup(GameConfig.preset(Variant.STUD, 200, buy_in=1_000_000), (
        SeatSetup(5, "Emil", human=True), SeatSetup(2, "Ada", level="easy"),
        SeatSetup(7, "Ben", level="easy")))
    table = window.start_local_game(setup)
    assert fake_clock_of(table) is not None
    records: list[object] = []
    table.session.hand_recorded.connect(records.append)
    # Between hands: the last hand recorded and the window caught up with it.
    play_until(qtbot, table, lambda: len(records) >= WARM_UP, timeout=90)
    qtbot.waitUntil(table.player.is_idle, timeout=10_000)
    before = _counts(table)
    turns = play_until(qtbot, table, lambda: len(records) >= WARM_UP + MORE, timeout=150)
    qtbot.waitUntil(table.player.is_idle, timeout=10_000)
    after = _counts(table)
    assert turns >= MORE  # the player acted in every hand (each one had turns to animate)
    # A hand on the felt holds a few items and animations at any moment (a card in flight, the
    # running ring); nothing may pile up per hand or per turn.
    assert after["animations"] <= max(before["animations"], 3), (before, after)
    assert after["qobjects"] <= before["qobjects"] + 10, (before, after)
    assert after["scene_items"] <= before["scene_items"] + 10, (before, after)
    window.close()
    for session in window._closing:
        assert session.wait_closed(20)
