"""The history screens' minors of the 2026-12-03 play-test: Escape closes the replayer and
*Last hand*, and the replayer has a Close button (n12); the *Last hand* list says each winner's
result as the hand's card does (n16); the replayer writes whole names where they fit, with a
tooltip where a name must be cut, and big amounts with thousands separators in every language
(n17)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from studdesk.gui.history.browser import HistoryBrowser
from studdesk.gui.history.last_hand import LastHandWindow
from studdesk.gui.history.replayer import ReplayerWindow
from studdesk.gui.history.steps import HandReplay
from studdesk.gui.table.window import TableWindow
from studdesk.gui.text.i18n import install_language
from studdesk.gui.text.money import format_chips, group_digits

WSOP_TEXT = """\
variant = 'FR'
ante_trimming_status = true
antes = [50000, 50000, 50000, 50000, 50000]
bring_in = 50000
small_bet = 200000
big_bet = 400000
starting_stacks = [6550000, 6425000, 3775000, 7500000, 5450000]
actions = ['d dh p1 7c3hKc', 'd dh p2 8s6s5s', 'd dh p3 3s2c8h', 'd dh p4 Qd7h2d', 'd dh p5 9d8c5c', 'p1 pb', 'p2 cbr 200000', 'p3 cc', 'p4 f', 'p5 f', 'p1 f', 'd dh p2 Jh', 'd dh p3 6c', 'p3 cbr 200000', 'p2 cc', 'd dh p2 Ks', 'd dh p3 Js', 'p3 cbr 400000', 'p2 cc', 'd dh p2 Kd', 'd dh p3 3c', 'p3 cbr 400000', 'p2 f']
author = 'Juho Kim'
event = '2023 World Series of Poker Event #43: $50,000 Poker Players Championship | Day 5'
city = 'Las Vegas'
region = 'Nevada'
country = 'United States of America'
day = 22
month = 6
year = 2023
hand = 20
players = ['James Obst', 'Talal Shakerchi', 'Brian Rast', 'Matthew Ashton', 'Kristopher Tong']
finishing_stacks = [6450000, 5575000, 4825000, 7450000, 5400000]"""
"""../shared/conformance/phh/wsop-2023-43-5/20.phh, the play-test's (whole chips, no
``currency``): long names and big stacks."""


def _journal_window(qtbot, hilo_showdown) -> tuple[TableWindow, LastHandWindow]:
    w = hilo_showdown(bets=3)
    window = w.last_hand_window()
    qtbot.addWidget(window)
    window.refresh()
    return w, window


# --------------------------------------------------------------------------- n12


def test_escape_closes_the_replayer_and_its_close_button_too(qtbot) -> None:
    w = ReplayerWindow(HandReplay.from_text(WSOP_TEXT, "20.phh"))
    qtbot.addWidget(w)
    w.show()
    assert w.close_button.isVisible() and w.close_button.text() == "Close"
    QTest.keyClick(w, Qt.Key.Key_Escape)
    assert not w.isVisible()
    w.show()
    qtbot.mouseClick(w.close_button, Qt.MouseButton.LeftButton)
    assert not w.isVisible()


def test_the_replayer_from_hand_history_has_a_close_button(qtbot, tmp_path: Path) -> None:
    (tmp_path / "20.phh").write_text(WSOP_TEXT, encoding="utf-8")
    browser = HistoryBrowser([tmp_path])
    qtbot.addWidget(browser)
    browser.show()
    replayer = browser.replay_selected()
    assert isinstance(replayer, ReplayerWindow) and replayer.isVisible()
    assert replayer.replay.ok, replayer.replay.error
    assert replayer.close_button.isVisible()  # a way back without a title bar
    qtbot.mouseClick(replayer.close_button, Qt.MouseButton.LeftButton)
    assert not replayer.isVisible() and browser.isVisible()


def test_escape_closes_last_hand(qtbot, hilo_showdown) -> None:
    _, window = _journal_window(qtbot, hilo_showdown)
    window.show()
    window.list.setFocus()
    QTest.keyClick(window.list, Qt.Key.Key_Escape)
    assert not window.isVisible()


# --------------------------------------------------------------------------- n16


def test_the_last_hand_list_says_the_result_the_card_says(qtbot, hilo_showdown) -> None:
    _, window = _journal_window(qtbot, hilo_showdown)
    entry = window.current_entry()
    assert entry is not None and entry.complete
    line = window.model.data(window.model.index(0))
    winners = [js for js in entry.seats.values() if js.won > 0]
    assert winners
    for js in winners:
        assert js.net is not None and js.net != js.won  # the winner paid in: net < gross
        net = ("+" if js.net > 0 else "") + format_chips(js.net)
        assert f"{js.name} net {net}" in line
        assert f"+{format_chips(js.won)}" not in line  # not the gross beside the net
        status = window.detail._status_text(js)
        assert f"net {net}" in status and f"won {format_chips(js.won)}" in status


# --------------------------------------------------------------------------- n17


def test_amounts_are_grouped_by_thousands_in_every_language(qapp) -> None:
    try:
        expected = {"en": ("6,500,000", "1,000", "1,250.50"),
                    "pl": ("6\u00a0500\u00a0000", "1000", "1250,50"),
                    "hu": ("6\u00a0500\u00a0000", "1000", "1250,50"),
                    "cs": ("6\u00a0500\u00a0000", "1\u00a0000", "1\u00a0250,50"),
                    "bg": ("6\u00a0500\u00a0000", "1000", "1250,50")}
        for code, (big, thousand, cents) in expected.items():
            assert install_language(code)
            assert format_chips(650_000_000) == big
            assert format_chips(100_000) == thousand
            assert format_chips(125_050) == cents
            assert format_chips(-650_000_000).startswith("-6")
            assert format_chips(99_900, cents=True) in ("999.00", "999,00")
    finally:
        install_language("en")
    assert group_digits("12", ",", 4) == "12" and group_digits("123456", ".", 4) == "123.456"


@pytest.mark.parametrize("code", ["en", "pl", "bg"])
def test_the_replayer_writes_big_amounts_grouped_and_names_whole(qtbot, code: str) -> None:
    try:
        install_language(code)
        sep = "," if code == "en" else "\u00a0"
        w = ReplayerWindow(HandReplay.from_text(WSOP_TEXT, "20.phh"))
        qtbot.addWidget(w)
        w.resize(1024, 640)
        w.show()
        w.set_speed(0.0)
        w.last()
        assert f"200{sep}000/400{sep}000" in w.title.text()
        stacks = {w.scene.seat_item(s).stack_text for s in range(1, 6)}
        assert f"4{sep}825{sep}000" in stacks, stacks  # Brian Rast's finishing stack
        log = "\n".join(w.log_lines())
        assert f"Pot 1{sep}900{sep}000" in log or f"1{sep}900{sep}000" in log, log
        assert "200000" not in log and "1900000" not in log
        james = w.scene.seat_item(1)
        assert james.name == "James Obst" and james.name_fits()  # not "James O…"
        assert james.toolTip() == ""
        for seat in range(1, 6):  # "Talal Shakerchi" on two lines, not "Talal Sh…"
            item = w.scene.seat_item(seat)
            assert item.name_fits() and item.toolTip() == "", item.name
    finally:
        install_language("en")


def test_a_long_name_is_cut_only_when_it_must_be(qapp) -> None:
    from studdesk.gui.table.items import SeatItem

    item = SeatItem(1)
    item.name = "Brian Rast"
    assert item.name_fits() and item.toolTip() == ""
    item.name = "Kristopher Tong"
    assert item.name_fits() and item.name_lines()[1] == ("Kristopher", "Tong")
    item.name = "Maximilian Alexander von Hohenberg"
    assert not item.name_fits() and item.toolTip() == item.name
    item.bot, item.bot_tip = True, "Computer player"
    item.refresh_tip()
    assert item.toolTip() == f"{item.name}\nComputer player"
