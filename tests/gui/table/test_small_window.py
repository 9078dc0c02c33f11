"""Every window at 1024×640 in all five languages (play-test major 5): the action buttons fit
(each button's text within its width by the font's own metrics, and every button inside the
window), the table keeps every seat's name whole."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from studdesk.engine.actions import ActionKind, LegalAction
from studdesk.gui.app import MainWindow
from studdesk.gui.table.window import TableWindow
from studdesk.gui.text import i18n

from ..helpers import Turns, session, text_room

SMALL = (1024, 640)
LANGUAGES = ("en", "pl", "hu", "cs", "bg")
K = ActionKind
MOVES = {  # the widest choices a player meets, with amounts of a 10/20 table
    "open pair": (LegalAction(K.FOLD, 5), LegalAction(K.CHECK, 5),
                  LegalAction(K.BET, 5, 1000, 1000), LegalAction(K.BET, 5, 2000, 2000)),
    "facing a raise": (LegalAction(K.FOLD, 5), LegalAction(K.CALL, 5, 4000, 2000),
                       LegalAction(K.RAISE, 5, 6000, 4000)),
    "bring-in": (LegalAction(K.BRING_IN, 5, 250, 250), LegalAction(K.COMPLETE, 5, 1000, 1000)),
    "short": (LegalAction(K.FOLD, 5), LegalAction(K.CALL, 5, 1750, 1750, all_in=True)),
    "showdown": (LegalAction(K.SHOW, 5), LegalAction(K.MUCK, 5)),
}


@pytest.mark.parametrize("code", LANGUAGES)
def test_action_buttons_fit_at_1024x640(qtbot, settings, english_afterwards, code):
    assert i18n.install_language(code)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(*SMALL)
    window.show()
    s = session({1: "AhKh2c", 3: "QdJd8s", 5: "7c7h9d", 6: "ThJh9h", 7: "4c5c6c", 8: "Ac2d6s"})
    turns = Turns(s)
    table = window.open_session(s)
    assert isinstance(table, TableWindow)
    qtbot.waitUntil(lambda: bool(turns.seen))
    assert (window.width(), window.height()) == SMALL
    for name, moves in MOVES.items():
        table.action_bar.set_turn(5, moves, cue=False)
        QApplication.processEvents()
        buttons = table.action_bar.buttons
        assert len(buttons) == len(moves)
        page = table.action_bar.buttons_page
        for left, right in zip(buttons, buttons[1:]):
            assert left.geometry().right() < right.geometry().left(), f"{code} {name}: overlap"
        for button in buttons:
            assert page.rect().contains(button.geometry()), f"{code} {name}: out of the bar"
        for button in buttons:
            text = button.text()
            need = QFontMetrics(button.font()).horizontalAdvance(text)
            assert need <= text_room(button), f"{code} {name}: {text!r} is cut"
            right = button.mapTo(window, QPoint(button.width(), 0)).x()
            assert button.isVisible() and button.mapTo(window, QPoint(0, 0)).x() >= 0
            assert right <= window.width(), f"{code} {name}: {text!r} is outside the window"
    window.close()


def test_computer_players_names_whole_with_a_bot_marker(qtbot, settings, monkeypatch):
    """The host names its computer players "Boris" with the seat's ``bot`` flag; the plate
    draws a marker from the flag and the name, whole ("Boris (b…" before)."""
    from studdesk.gui.lobby.host_dialog import HostDialog

    from ..nethelpers import FAST, fake_clock_of, host_on_fake_clock, wait_for

    host_on_fake_clock(monkeypatch)
    window = MainWindow(settings, pace=FAST)
    qtbot.addWidget(window)
    window.resize(*SMALL)
    window.show()

    def accept(dialog: HostDialog) -> HostDialog.DialogCode:
        dialog.seats.setValue(6)
        dialog.bots.setValue(5)
        return HostDialog.DialogCode.Accepted

    monkeypatch.setattr(HostDialog, "exec", accept)
    window.lobby.host_button.click()
    table = window.table_window
    assert isinstance(table, TableWindow) and fake_clock_of(table) is not None

    def bots() -> list:
        status = table.status
        return [s for s in status.seats if s is not None and s.bot] if status else []

    wait_for(qtbot, table, lambda: len(bots()) == 5, seconds=20)
    wait_for(qtbot, table, lambda: all(table.scene.seat_item(s.seat).bot for s in bots()))
    for entry in bots():
        item = table.scene.seat_item(entry.seat)
        assert "(bot)" not in entry.name  # the host's plain name; the flag says bot
        assert item.shown_name == entry.name
        assert item.name_fits(), item.shown_name
        assert item.toolTip() == "Computer player"
    me = table.scene.seat_item(table.held[0])
    assert not me.bot and me.shown_name == "Player"
    window.close()
    for closing in window._closing:
        assert closing.wait_closed(20)
