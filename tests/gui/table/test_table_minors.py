"""The play-test's minors at the table window: Leave on the hotseat cover (m8), Last hand and
your turn (m15), Settings from the Table menu (m23), the stud button's tooltip (m24), and the time
bank's bar on the seat's plate (C2)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QMessageBox, QToolTip

from net import protocol as P
from net.table import HostOptions
from studdesk.engine.config import GameConfig, Variant
from studdesk.gui.session.core_session import CoreSession, FakeClock
from studdesk.gui.tools.scenes import THIRD

from ..helpers import RecordingBackend, session, table_window
from ..nethelpers import offered


def test_leave_table_works_on_the_first_click_under_the_hotseat_cover(qtbot, settings,
                                                                       monkeypatch):
    """m8: the cover took the first clicks on Leave table for a "ready"."""
    s = session(THIRD, humans=(1, 5))
    w = table_window(qtbot, s, settings)
    s.start()
    assert w.handover.isVisible()
    button = w.handover.leave_button
    assert button.isVisible() and button.text() == "Leave table"
    assert w.handover.rect().contains(button.geometry())  # on the cover, inside the window
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", lambda parent, title, text, *a:
                        asked.append(text) or QMessageBox.StandardButton.Yes)
    with qtbot.waitSignal(w.left_table, timeout=2000):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert w.handover.isVisible() and w.focus_seat != 1 or w.at_screen is None  # no "ready"
    assert asked and "middle of a hand" in asked[0]


def test_last_hand_closes_with_escape_and_steps_aside_for_your_turn(qtbot, settings):
    """m15: Escape closes Last hand; it never covers your turn (it steps aside until you
    have acted, then comes back)."""
    s = session(THIRD)  # Emil (seat 5) plays; Anna brings in, Cyril calls
    w = table_window(qtbot, s, settings)
    window = w.last_hand_window()
    w.last_hand_button.click()
    assert window.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not window.isVisible()
    w.last_hand_button.click()
    assert window.isVisible()
    s.start()
    qtbot.waitUntil(lambda: bool(w.action_bar.buttons), timeout=5000)  # Emil's turn
    assert not window.isVisible()
    qtbot.mouseClick(w.action_bar.buttons[-1], Qt.MouseButton.LeftButton)
    # Back after the move, unless the table already offers the next turn of ours.
    assert window.isVisible() != bool(w.action_bar.buttons)


def test_settings_from_the_table_menu(qtbot, settings):
    """m23."""
    s = session(THIRD)
    w = table_window(qtbot, s, settings)
    w._on_table_menu_about_to_show()
    texts = [a.text() for a in w.table_menu.actions()]
    assert "Settings" in texts
    action = next(a for a in w.table_menu.actions() if a.text() == "Settings")
    action.trigger()
    dialog = next(d for d in QApplication.topLevelWidgets() + w.findChildren(object)
                  if type(d).__name__ == "SettingsDialog" and d.isVisible())
    dialog.close()


def test_the_stud_button_says_what_it_is(qtbot, settings):
    """m24: hovering the white "S" disc explains it."""
    s = session(THIRD)
    w = table_window(qtbot, s, settings)
    qtbot.waitExposed(w)
    button = w.scene.button
    point = w.view.mapFromScene(button.scenePos())
    event = QHelpEvent(QHelpEvent.Type.ToolTip, point, w.view.viewport().mapToGlobal(point))
    QApplication.sendEvent(w.view.viewport(), event)
    assert "stud button" in QToolTip.text()
    assert QPoint(0, 0) != point


def test_a_sit_and_go_ends_with_places_first_and_a_busted_seat_says_its_place(qtbot, settings):
    """m1: the final standings over the cash ledger; "place 3" on the plate, not "0.00"."""
    s = session(THIRD)
    w = table_window(qtbot, s, settings)
    s.start()
    item = w.scene.seat_item(3)
    item.stack = 0
    s.format_received.emit("eliminated", P.Eliminated(name="Cyril", place=3, prize=0,
                                                      hand=1, seat=3))
    assert item.stack_text == "place 3"
    s.format_received.emit("standings", P.parse_host_message({
        "type": "standings",
        "places": [{"place": 1, "name": "Emil", "prize": 2600},
                   {"place": 2, "name": "Anna", "prize": 1400},
                   {"place": 3, "name": "Cyril", "prize": 0}],
        "pool": 4000, "alive": [], "final": True}))
    s.ledger_received.emit((P.LedgerRow(name="Emil", bought=2000, stack=6000),), True)
    assert w.ledger_dialog is not None and w.ledger_dialog.isVisible()
    standings = w.format_bar.standings_dialog
    assert standings is not None and standings.isVisible()
    standings.close()
    w.ledger_dialog.close()


def test_the_dealers_choice_pick_alerts_like_a_turn(qtbot, settings):
    """m4: "My pick ran out silently": the pick is yours: the turn's sound and alert."""
    from studdesk.gui.platform.sound import Cue

    s = session(THIRD)
    w = table_window(qtbot, s, settings)
    w.sounds.set_backend(RecordingBackend())
    settings.set_value("sound", True)
    alerts: list[str] = []
    w.sounds.alert = lambda widget: alerts.append(widget.objectName())
    s.format_received.emit("choose_game", P.ChooseGame(
        seat=5, options=("stud", "razz", "stud8"), current="stud", deadline_ms=10_000, hands=1))
    assert w.format_bar.choice is not None
    assert list(w.sounds.played).count(Cue.TURN) == 1
    s.format_received.emit("choose_game", P.ChooseGame(
        seat=1, options=("stud", "razz"), current="stud", deadline_ms=10_000, hands=1))
    assert list(w.sounds.played).count(Cue.TURN) == 1  # someone else's pick: quiet


def test_a_table_lost_mid_hand_says_the_hand_is_void_and_nothing_twice(qtbot, settings):
    """m12: the joiner's dialog said "lost" twice and never that the hand was void."""
    s = session(THIRD)
    w = table_window(qtbot, s, settings)
    s.start()  # Emil's turn: a hand in play
    s.lost_code = ""  # the connection closed with no word from the host
    s.connection_lost.emit("the connection to the table was lost")
    dialog = w.lost_dialog
    assert dialog is not None
    informative = dialog.informativeText()
    assert informative.startswith("Hand #1 was cut short when the table stopped: it is void")
    assert "was lost" not in informative
    assert any(line.startswith("Hand #1 was cut short") for line in w.log_lines())
    dialog.close()


def test_dealers_choice_names_the_chooser(qtbot, settings):
    """m4: the log said "Seat 2 chooses Stud"; it names the player."""
    s = session(THIRD)
    w = table_window(qtbot, s, settings)
    s.start()
    lines: list[str] = []
    s.chat_received.connect(lambda sender, text: lines.append(text) if not sender else None)
    s._got_table_format(P.FormatEntry.from_wire(
        {"format": "cash", "mode": "dealers_choice", "games": ["stud", "razz"], "game": "stud",
         "chooser": 1}, "format"))
    assert "Anna is choosing the next game" in w.format_bar.next_label.text()
    s._got_format(P.Announce(kind="game", variant="razz", chooser=1))
    assert "Anna chooses Razz." in lines
    assert "Anna chooses Razz." in w.log_lines()



def _banked(settings, time_bank: float) -> CoreSession:
    """Emil (seat 1) against an easy bot at the host's own core on a fake clock, with a 5 s
    timer and ``time_bank`` seconds of time bank."""
    options = HostOptions(name="Banked", config=GameConfig.preset(Variant.STUD, 200),
                          hand_pause=0.05, timer=5.0, time_bank=time_bank, think_ms=0)
    return CoreSession(options, [(1, "Emil")], bots=[(2, "easy", "Ada")], settings=settings,
                       clock=FakeClock(), drive=False, sync=True)


def test_the_time_bank_is_a_bar_on_the_seat(qtbot, settings):
    """C2: at a table with a time bank, each seat's plate shows what is left of it."""
    s = _banked(settings, 30.0)
    table = table_window(qtbot, s, settings)
    s.start()
    qtbot.waitUntil(lambda: offered(table), timeout=20000)
    plate = table.scene.seat_item(table.held[0])
    assert plate.bank_full_ms == 30000 and plate.bank_ms == 30000
    assert plate.bank == pytest.approx(1.0)
    table.close()
    s.close()


def test_no_time_bank_no_bar(qtbot, settings):
    s = _banked(settings, 0.0)
    table = table_window(qtbot, s, settings)
    s.start()
    qtbot.waitUntil(lambda: offered(table), timeout=20000)
    assert table.scene.seat_item(1).bank_full_ms == 0  # no time bank
    table.close()
    s.close()
