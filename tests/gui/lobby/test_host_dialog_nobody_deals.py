"""The Host dialog's "Nobody deals" (net/TRUSTLESS.md): its choice reaches the table's options,
it is offered only for a game the table can deal, with at most 7 seats, and a format that may
pick Baseball or Roll Your Own is refused with a sentence."""

from __future__ import annotations

import pytest

from studdesk.engine.config import ConfigError, Variant
from studdesk.gui.lobby.host_dialog import HostDialog
from studdesk.gui.session.net_session import host_options
from studdesk.gui.session.setup import NetworkPlaces, Pace


def _choose(dialog: HostDialog, variant: Variant) -> None:
    dialog.variant.setCurrentIndex(dialog.variant.findData(variant.value))


def test_nobody_deals_reaches_the_tables_options(qtbot) -> None:
    dialog = HostDialog("Anna")
    qtbot.addWidget(dialog)
    assert not dialog.trustless.isChecked() and dialog.seats.maximum() == 8
    assert not dialog.table_settings().trustless
    dialog.trustless.setChecked(True)
    assert dialog.seats.maximum() == 7 and dialog.seats.value() == 7  # D10: no eighth seat
    table = dialog.table_settings()
    assert table.trustless and table.seats == 7
    assert host_options(table, network=NetworkPlaces(), pace=Pace()).trustless
    assert dialog.trustless_note.text()
    dialog.trustless.setChecked(False)
    assert dialog.seats.maximum() == 8


def test_nobody_deals_is_not_offered_for_a_game_it_cannot_deal(qtbot) -> None:
    dialog = HostDialog("Anna")
    qtbot.addWidget(dialog)
    dialog.trustless.setChecked(True)
    _choose(dialog, Variant.BASEBALL)
    assert not dialog.trustless.isEnabled() and not dialog.trustless.isChecked()
    assert not dialog.table_settings().trustless
    _choose(dialog, Variant.RAZZ)
    assert dialog.trustless.isEnabled()


def test_a_format_that_may_pick_baseball_is_refused_at_a_table_nobody_deals(qtbot) -> None:
    dialog = HostDialog("Anna")
    qtbot.addWidget(dialog)
    dialog.trustless.setChecked(True)
    dialog.seats.setValue(6)
    preset = dialog.format_box.preset
    preset.setCurrentIndex(preset.findData("eight_choice"))  # every game, Baseball too
    with pytest.raises(ConfigError, match="Nobody deals"):
        dialog.table_settings()
