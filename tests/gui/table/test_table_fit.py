"""The table's words whole at 1024x640 and 1280x800 in all five languages (play-test
2026-12-03): the dealer's-choice picker's game names (N5), the format bar's stakes (n6), the
fold guard (n14), the pot label beside the chips (n11)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QWidget,
)

from studdesk.gui.app import MainWindow
from studdesk.gui.table.window import TableWindow
from studdesk.gui.text import i18n
from studdesk.gui.text.formats import stakes_text
from studdesk.gui.tools.scenes import THIRD, dealers_choice_format

from ..helpers import Turns, event, session, text_room

LANGUAGES = ("en", "pl", "hu", "cs", "bg")
SIZES = {"1024x640": (1024, 640), "1280x800": (1280, 800)}


def _inside(widget: QWidget, window: QWidget) -> bool:
    left = widget.mapTo(window, QPoint(0, 0))
    right = widget.mapTo(window, QPoint(widget.width(), widget.height()))
    return left.x() >= 0 and left.y() >= 0 and right.x() <= window.width() \
        and right.y() <= window.height()


def _label_whole(label: QLabel) -> bool:
    """Every word of ``label`` is drawn: on one line within its width, or wrapped within its
    width and height."""
    metrics = QFontMetrics(label.font())
    room = label.contentsRect()
    if not label.wordWrap():
        return metrics.horizontalAdvance(label.text()) <= room.width()
    drawn = metrics.boundingRect(QRect(0, 0, room.width(), 10_000),
                                 int(Qt.TextFlag.TextWordWrap), label.text())
    return drawn.width() <= room.width() and drawn.height() <= room.height()


def _table(qtbot, settings, code: str, size: tuple[int, int]) -> tuple[MainWindow, TableWindow]:
    assert i18n.install_language(code)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    s = session(THIRD)
    turns = Turns(s)
    table = window.open_session(s)
    assert isinstance(table, TableWindow)
    qtbot.waitUntil(lambda: bool(turns.seen))
    return window, table


@pytest.mark.parametrize("size", SIZES.values(), ids=SIZES.keys())
@pytest.mark.parametrize("code", LANGUAGES)
def test_the_dealers_choice_picker_shows_every_game_name_whole(qtbot, settings,
                                                                english_afterwards, code, size):
    window, table = _table(qtbot, settings, code, size)
    bar = table.format_bar
    bar.clock = lambda: 100.0
    fields, choice = dealers_choice_format(table.held[0])
    bar.on_format("table", fields)
    bar.on_format("choose", choice)
    QApplication.processEvents()
    assert (window.width(), window.height()) == size
    assert bar.picker.isVisible() and len(bar.picker_buttons) == 10  # every game
    for variant, button in bar.picker_buttons.items():
        need = QFontMetrics(button.font()).horizontalAdvance(button.text())
        assert need <= text_room(button), f"{code}: {button.text()!r} is cut"
        assert button.isVisible() and _inside(button, window), f"{code}: {variant} is off"
    clock = bar.picker_clock
    assert clock.isVisible() and clock.text() and _inside(clock, window)
    assert QFontMetrics(clock.font()).horizontalAdvance(clock.text()) <= clock.width()
    # n6: the stakes and the game now are whole on the format's line, which fits its width.
    line = bar.now_label
    assert fields.stakes is not None and stakes_text(fields.stakes) in line.text()
    assert line.text().endswith(line.tail)
    assert QFontMetrics(line.font()).horizontalAdvance(line.text()) <= line.contentsRect().width()
    assert _inside(line, window)
    if line.text() != line.full_text():
        assert line.toolTip() == line.full_text()  # the whole line on hover
    window.close()


def test_the_felt_draws_only_the_tables_seats(qtbot, settings) -> None:
    """n9: a table of five seats (the scene's deal: seats 1, 3 and 5) draws five places, not
    eight; the empty ones among them keep their "Seat N" place."""
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    s = session(THIRD)
    table = window.open_session(s)
    assert isinstance(table, TableWindow)
    qtbot.waitUntil(lambda: table.status is not None and table.status.table_seats == 5)
    assert table.scene.seat_places() == [1, 2, 3, 4, 5]
    assert table.scene.seat_item(4).name == "Seat 4" and not table.scene.seat_item(6).isVisible()
    window.close()


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_fold_guard_is_whole_at_1024x640(qtbot, settings, english_afterwards, code):
    """n14: "Checking is free. Fold anyway?" was cut to "Fold anywa"."""
    from studdesk.engine.actions import ActionKind, LegalAction

    window, table = _table(qtbot, settings, code, SIZES["1024x640"])
    bar = table.action_bar
    bar.set_turn(5, (LegalAction(ActionKind.FOLD, 5), LegalAction(ActionKind.CHECK, 5),
                     LegalAction(ActionKind.BET, 5, 200, 200)), cue=False)
    bar.trigger_shortcut("F")
    QApplication.processEvents()
    assert bar.is_confirming_fold()
    label = bar.confirm_label
    assert label.isVisible() and _inside(label, window)
    assert _label_whole(label), f"{code}: {label.text()!r} is cut"
    for button in (bar.confirm_fold, bar.confirm_check):
        need = QFontMetrics(button.font()).horizontalAdvance(button.text())
        assert need <= text_room(button), f"{code}: {button.text()!r} is cut"
        assert _inside(button, window)
    window.close()


def test_chips_flying_from_the_pot_leave_its_label_readable(qapp) -> None:
    """n11: a half of a Chicago pot flying to its winner covered the rest's label ("Po 50"),
    and bets gathered landed on it: the flying chips start and end on the pot's chips."""
    from studdesk.engine.config import GameConfig, Variant
    from studdesk.gui.table.items import ChipStackItem
    from studdesk.gui.table.scene import TableScene

    scene = TableScene()
    scene.set_config(GameConfig.preset(Variant.CHICAGO, 100))
    assert scene.animated
    scene._pot_amounts = [150]
    scene._refresh_pots()
    pot = scene._pots[0]
    label = pot.mapRectToScene(pot._label_rect())
    before = set(scene.items())
    anim = scene.animate_event(event({"type": "pot_awarded", "seat": 2, "amount": 75, "pot": 0,
                                "half": "high"}))
    assert anim is not None
    flyers = [i for i in scene.items() if i not in before and isinstance(i, ChipStackItem)]
    assert len(flyers) == 1
    chips = flyers[0].mapRectToScene(flyers[0].chips_rect())
    assert not chips.intersects(label), (chips, label)
    assert chips.intersects(pot.mapRectToScene(pot.chips_rect()))  # it leaves from the chips
