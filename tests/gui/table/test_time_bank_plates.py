"""RULES.md C2 on the desktop's plates: every seat's plate shows the time bank it has left (a
bar and its minutes and seconds), the acting seat's burning once its timer is over; a table
without a time bank shows none. The host's own table core in this process on a fake clock."""

from __future__ import annotations

from studdesk.engine.actions import ActionKind
from tests.gui.helpers import Turns, session, table_window

THIRD = {1: "AhKh2c", 3: "QdJd8s", 5: "7c7h9d"}
STREETS = [{1: "4c", 3: "3s", 5: "Kc"}]
HERO = 5


def _plates(w):  # type: ignore[no-untyped-def]
    return w.scene.plates.items


def test_c2_every_plate_shows_its_bank_and_the_acting_one_burns(qtbot, settings) -> None:
    s = session(THIRD, STREETS, time_bank=30.0, timeout_ms=10_000)
    turns = Turns(s)
    w = table_window(qtbot, s, settings)
    s.start()
    qtbot.waitUntil(lambda: bool(turns.seen) and turns.last[0] == HERO, timeout=5000)
    items = _plates(w)
    qtbot.waitUntil(lambda: all(items[n].bank_text == "0:30" for n in THIRD), timeout=5000)
    assert all(items[n].bank_full_ms == 30_000 for n in THIRD)
    assert all(items[n].bank_text == "" for n in items if n not in THIRD)  # empty seats
    s.advance(17.0)  # the table's clock: 10 s of timer, then 7 s of Emil's bank
    kinds = [m.kind for m in turns.last[2]]
    turns.act(ActionKind.CHECK if ActionKind.CHECK in kinds else ActionKind.CALL)
    qtbot.waitUntil(lambda: items[HERO].bank_text == "0:23", timeout=5000)
    assert [items[n].bank_text for n in (1, 3)] == ["0:30", "0:30"]  # every other seat's
    # 4th street: Emil's turn again; his ring runs 10 s, then his bank burns from 0:23
    qtbot.waitUntil(lambda: turns.last[0] == HERO and s.hand is not None
                    and s.hand.street == 4, timeout=5000)
    qtbot.waitUntil(lambda: w.scene.acting_seat == HERO, timeout=5000)
    clock = w.scene.plates._clock_anim
    assert clock is not None
    clock.setCurrentTime(10_000 + 3_000)  # this screen's own count, 13 s on
    assert items[HERO].bank_text == "0:20"
    assert [items[n].bank_text for n in (1, 3)] == ["0:30", "0:30"]


def test_c2_a_table_without_a_time_bank_shows_no_bank(qtbot, settings) -> None:
    s = session(THIRD, STREETS, timeout_ms=10_000)
    turns = Turns(s)
    w = table_window(qtbot, s, settings)
    s.start()
    qtbot.waitUntil(lambda: bool(turns.seen) and turns.last[0] == HERO, timeout=5000)
    items = _plates(w)
    qtbot.waitUntil(lambda: all(items[n].occupied for n in THIRD), timeout=5000)
    assert all(item.bank_full_ms == 0 and item.bank_text == "" for item in items.values())
