"""A night's format from the desktop: the Host dialog's formats and their default, the lobby's
format label, the table's format bar on a table the desktop hosts (its table core in this process on
a fake clock: level, next level, next game), the dealer's-choice picker for the chooser, and the
standings window."""

from __future__ import annotations

import uuid

import pytest
from PySide6.QtCore import Qt

from net import protocol as P
from net.discovery import TableInfo
from net.formats import TableFormat
from net.protocol import PROTOCOL_VERSION
from studdesk.engine.config import Variant
from studdesk.engine.phh import loads
from studdesk.gui.app import MainWindow
from studdesk.gui.history.standings import StandingsDialog
from studdesk.gui.lobby.host_dialog import HostDialog
from studdesk.gui.lobby.lan_model import LanTableModel
from studdesk.gui.session.setup import NetworkPlaces
from studdesk.gui.table.format_bar import FormatBar
from studdesk.gui.table.window import TableWindow
from tests.gui.helpers import feed_of

from ..nethelpers import FAST, fake_clock_of, host_on_fake_clock, play_until, shut, wait_for

pytestmark = pytest.mark.timeout(120)


def _window(qtbot, settings) -> MainWindow:
    window = MainWindow(settings, pace=FAST, network=NetworkPlaces())
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    return window


def _host(qtbot, window: MainWindow, monkeypatch, preset: str, seats: int, bots: int,
          **boxes: int) -> TableWindow:
    """The table the Host dialog makes with ``preset``, its table core on a fake clock."""
    host_on_fake_clock(monkeypatch)

    def accept(dialog: HostDialog) -> HostDialog.DialogCode:
        dialog.table_name.setText(f"Night {uuid.uuid4().hex[:6]}")
        dialog.seats.setValue(seats)
        dialog.bots.setValue(bots)
        box = dialog.format_box
        box.preset.setCurrentIndex(box.preset.findData(preset))
        for name, value in boxes.items():
            getattr(box, name).setValue(value)
        return HostDialog.DialogCode.Accepted

    monkeypatch.setattr(HostDialog, "exec", accept)
    window.lobby.host_button.click()
    table = window.table_window
    assert isinstance(table, TableWindow) and fake_clock_of(table) is not None
    return table


def test_a_first_time_host_gets_what_the_first_page_shows(qtbot) -> None:
    """n8: the first page showed Seven Card Stud at 1/2 while the Format page's default, a
    Triple Stud sit-and-go for eight people, overrode it. Now the default is a cash game of
    the first page's game and stakes, and the first page names the format; a format that deals
    its own games says so there and takes the game box out of play."""
    dialog = HostDialog("Emil")
    qtbot.addWidget(dialog)
    box = dialog.format_box
    settings = dialog.table_settings()
    assert box.key == "cash" and settings.format is None
    assert settings.config.variant is Variant.STUD and dialog.variant.currentText() == \
        "Seven Card Stud"
    assert settings.config.stakes_label() == dialog.stakes.currentText()
    assert settings.seats == 8 and settings.bots == 0  # a cash table deals once two sit
    assert dialog.format_note.text() == "Format: Cash game of the game above (the Format page)"
    assert dialog.variant.isEnabled()
    box.preset.setCurrentIndex(box.preset.findData("triple_sng"))
    assert box.preset.currentText() == "Triple Stud sit-and-go, 8 levels of 10 minutes"
    assert "Triple Stud sit-and-go" in dialog.format_note.text()
    assert not dialog.variant.isEnabled()
    fmt = dialog.table_settings().format
    assert isinstance(fmt, TableFormat) and fmt.tournament and fmt.mode == "rotation"
    assert fmt.structure is not None and len(fmt.structure.levels) == 8
    assert fmt.structure.every_seconds == 600.0 and fmt.players == 8
    assert fmt.starting_chips == 100 * 100 and fmt.rotation is not None
    assert fmt.rotation.variants == (Variant.STUD, Variant.RAZZ, Variant.STUD8)
    box.preset.setCurrentIndex(box.preset.findData("cash"))
    assert dialog.table_settings().format is None
    assert not box.starting_chips.isVisible()
    box.preset.setCurrentIndex(box.preset.findData("sng"))
    box.payouts.setText("50,30")
    with pytest.raises(ValueError, match="100"):
        dialog.table_settings()


def test_the_lobby_shows_the_format(qtbot) -> None:
    model = LanTableModel()
    base = {"host": "h", "port": 1, "addresses": ("10.0.0.5",), "variant": "stud",
            "stakes": "3/6", "taken": 3, "seats": 6, "password": False,
            "protocol": PROTOCOL_VERSION, "service_name": "x"}
    model.update_tables([
        TableInfo(name="A", format="sng", games=("stud", "razz", "stud8"), mode="rotation",
                  level=2, **base),
        TableInfo(name="B", **base)])
    assert model.data(model.index(0, 1)) == "Sit-and-go · Triple Stud · level 3"
    assert model.data(model.index(1, 1)) == "Seven Card Stud"  # a plain cash table: its game


def test_a_sit_and_go_from_the_desktop_shows_level_next_level_and_next_game(
        qtbot, settings, monkeypatch) -> None:
    window = _window(qtbot, settings)
    table = _host(qtbot, window, monkeypatch, "triple_sng", seats=3, bots=2, rotate_hands=2)
    bar = table.format_bar
    records: list = []
    table.session.hand_recorded.connect(records.append)
    play_until(qtbot, table, lambda: len(records) >= 3, timeout=60)
    assert bar.isVisible()
    assert bar.now_label.text().startswith("Sit-and-go · Triple Stud · Level 1: 1/2, ante 0.20")
    assert "of 3 players left" in bar.now_label.text()
    assert "Level 2 in " in bar.next_label.text() and ", then " in bar.next_label.text()
    assert bar.standings_button.isVisible()
    variants = [loads(r.phh).config.variant for r in records[:3]]
    assert variants == [Variant.STUD, Variant.STUD, Variant.RAZZ]
    bar.standings_button.click()
    dialog = bar.standings_dialog
    assert isinstance(dialog, StandingsDialog) and dialog.isVisible()
    assert dialog.alive.text().startswith("Still in: ") and "Prize pool" in dialog.pool.text()
    shut(window)


def test_dealers_choice_the_picker_shows_for_the_chooser_and_sets_the_game(
        qtbot, settings, monkeypatch) -> None:
    window = _window(qtbot, settings)
    table = _host(qtbot, window, monkeypatch, "dealers_choice", seats=2, bots=1,
                  rotate_hands=1)
    bar = table.format_bar
    records: list = []
    table.session.hand_recorded.connect(records.append)
    # Seat 1 (the bot) chooses first; then the host in seat 2.
    play_until(qtbot, table, lambda: bar.picker.isVisible(), timeout=60)
    assert set(bar.picker_buttons) == {"stud", "razz", "stud8"}
    assert bar.picker_clock.text() in ("5 s", "4 s")
    before = len(records)
    qtbot.mouseClick(bar.picker_buttons["razz"], Qt.MouseButton.LeftButton)
    assert not bar.picker.isVisible()
    play_until(qtbot, table, lambda: len(records) > before, timeout=60)
    assert loads(records[before].phh).config.variant is Variant.RAZZ
    # The notice names who chose (m4: by name, not "Seat 1"): the host's Razz, or already the
    # bot's pick for the next round; or the picker is back for the host.
    wait_for(qtbot, table, lambda: " chooses " in bar.notice.text() or bar.picker.isVisible(),
             seconds=5)
    assert not bar.notice.text().startswith("Seat ")
    shut(window)


def test_the_standings_window_opens_by_itself_at_the_end(qtbot) -> None:
    from studdesk.gui.session.table_session import TableSession

    class Quiet(TableSession):
        def held_seats(self) -> tuple[int, ...]:
            return (1,)

    session = Quiet()
    bar = FormatBar(feed_of(session), clock=lambda: 100.0)
    qtbot.addWidget(bar)
    session.format_received.emit("eliminated", P.Eliminated(name="Ann", place=2, prize=1400,
                                                            hand=9))
    assert bar.notice.text() == "Ann is out in place 2 and wins 14."
    session.format_received.emit("standings", P.Standings(
        places=(P.Place(place=1, name="Bo", prize=2600),
                P.Place(place=2, name="Ann", prize=1400)),
        pool=4000, alive=(), final=True))
    dialog = bar.standings_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.title.text() == "Final standings" and dialog.table.rowCount() == 2
    assert dialog.table.item(0, 1).text() == "Bo" and dialog.table.item(0, 2).text() == "26"
    dialog.close()


def test_a_sit_and_go_from_the_desktop_to_the_end(qtbot, settings, monkeypatch) -> None:
    window = _window(qtbot, settings)
    table = _host(qtbot, window, monkeypatch, "sng", seats=2, bots=1, starting_chips=10)
    bar = table.format_bar

    def over() -> bool:
        dialog = bar.standings_dialog
        return dialog is not None and dialog.isVisible() and dialog.standings is not None \
            and dialog.standings.final

    play_until(qtbot, table, over, timeout=90)
    dialog = bar.standings_dialog
    assert dialog is not None and dialog.title.text() == "Final standings"
    assert dialog.table.rowCount() == 2 and dialog.table.item(0, 0).text() == "1"
    wait_for(qtbot, table, lambda: any("The sit-and-go is over" in line
                                       for line in table.log_lines()), seconds=10)
    shut(window)


def test_the_time_to_the_next_level_counts_down_on_the_bars_clock(qtbot) -> None:
    from studdesk.gui.session.table_session import TableSession

    class Watching(TableSession):
        def held_seats(self) -> tuple[int, ...]:
            return ()

    now = [50.0]
    session = Watching()
    bar = FormatBar(feed_of(session), clock=lambda: now[0])
    qtbot.addWidget(bar)
    table = {"format": "sng", "games": ["stud"], "mode": "fixed", "game": "stud", "level": 0,
             "levels": 8, "stakes": {"small_bet": 100, "big_bet": 200, "ante": 20},
             "next_level": {"level": 1, "small_bet": 200, "big_bet": 400, "ante": 40,
                            "bring_in": 50, "in_ms": 300_000, "running": True}}
    session.format_received.emit("table", P.FormatEntry.from_wire(table, "format"))
    assert bar.next_label.text() == "Level 2 in 5 minutes: 2/4, ante 0.40"
    now[0] += 150.0
    bar.retranslateUi()  # what the bar's one-second timer does
    assert bar.next_label.text() == "Level 2 in 2 minutes: 2/4, ante 0.40"  # 150 s left
    now[0] += 120.0
    bar.retranslateUi()
    assert bar.next_label.text() == "Level 2 in 30 seconds: 2/4, ante 0.40"
    paused = {**table, "next_level": {**table["next_level"], "in_ms": 30_000, "running": False}}
    session.format_received.emit("table", P.FormatEntry.from_wire(paused, "format"))
    now[0] += 600.0  # the host pauses: the levels' clock stands still
    bar.retranslateUi()
    assert bar.next_label.text() == "Level 2 in 30 seconds: 2/4, ante 0.40"


def test_the_bar_follows_the_feed_the_seat_it_learns_and_the_names_it_is_told(qtbot) -> None:
    """The format bar reads the window's feed, not the session: a LAN player given seat 3
    after the bar was made gets the dealer's-choice picker, the bar names the chooser as
    the table's status last did (m4), and the game picked goes out as ``chose``."""
    from studdesk.gui.session.table_session import SeatStatus, TableSession, TableStatus

    class Lan(TableSession):
        def held_seats(self) -> tuple[int, ...]:
            return ()  # no seat yet: the host gives one

    session = Lan()
    bar = FormatBar(feed_of(session), clock=lambda: 100.0)
    qtbot.addWidget(bar)
    entry = {"format": "cash", "games": ["stud", "razz"], "mode": "dealers_choice",
             "game": "stud", "stakes": {"small_bet": 100, "big_bet": 200, "ante": 20},
             "chooser": 3}
    session.status_changed.emit(TableStatus(seats=(
        None, None, SeatStatus(seat=3, name="Cyril", stack=1000), None, None, None, None, None)))
    session.format_received.emit("table", P.FormatEntry.from_wire(entry, "format"))
    assert "Cyril is choosing the next game" in bar.next_label.text()
    offer = P.ChooseGame(seat=3, options=("stud", "razz"), current="stud", hands=1,
                         deadline_ms=5000)
    session.format_received.emit("choose_game", offer)
    assert bar.choice is None  # not our seat
    session.seats_changed.emit((3,))
    session.format_received.emit("choose_game", offer)
    assert bar.choice is not None and set(bar.picker_buttons) == {"stud", "razz"}
    picked: list[tuple[str, int]] = []
    bar.chose.connect(lambda variant, seat: picked.append((variant, seat)))
    bar.picker_buttons["razz"].click()
    assert picked == [("razz", 3)] and bar.choice is None
