"""Money shown one way (play-test m21): amounts side by side take two decimals when any has
cents ("0.00" beside "+2.70", never "0"), and whole amounts stay whole."""

from __future__ import annotations

from PySide6.QtCore import Qt

from studdesk.gui.history.browser import LedgerModel
from studdesk.gui.history.library import LedgerRow
from studdesk.gui.history.standings import StandingsDialog
from studdesk.gui.text.money import amounts_have_cents, format_chips, signed_chips


def test_amounts_together_take_cents_when_any_has_them():
    assert amounts_have_cents([270, 0, -270])
    assert not amounts_have_cents([6000, 0, -2000])
    assert not amounts_have_cents([])
    assert signed_chips(270) == "+2.70" and signed_chips(-90) == "-0.90"
    assert signed_chips(0) == "0" and signed_chips(0, cents=True) == "0.00"
    assert signed_chips(-200, cents=True) == "-2.00" and format_chips(6000) == "60"


def _column(model: LedgerModel) -> list[str]:
    return [model.data(model.index(r, 3), Qt.ItemDataRole.DisplayRole)
            for r in range(model.rowCount())]


def test_a_ledger_writes_its_column_one_way(qapp):
    model = LedgerModel()
    model.set_entries([LedgerRow("Božidar", 1, 3, 270), LedgerRow("Emil", 1, 3, 0),
                       LedgerRow("Cyril", 1, 3, -270)])
    assert _column(model) == ["+2.70", "0.00", "-2.70"]
    model.set_entries([LedgerRow("Ada", 1, 9, 6000), LedgerRow("Bo", 1, 9, 0),
                       LedgerRow("Cy", 1, 9, -6000)])
    assert _column(model) == ["+60", "0", "-60"]


def test_standings_prizes_one_way(qtbot):
    dialog = StandingsDialog()
    qtbot.addWidget(dialog)
    dialog.set_standings({"final": True, "pool": 10050, "places": [
        {"place": 1, "name": "Ada", "prize": 6030}, {"place": 2, "name": "Bo", "prize": 4020},
        {"place": 3, "name": "Cy", "prize": 0}]})
    assert [dialog.table.item(r, 2).text() for r in range(3)] == ["60.30", "40.20", "–"]
    dialog.set_standings({"final": True, "pool": 8000, "places": [
        {"place": 1, "name": "Ada", "prize": 6000}, {"place": 2, "name": "Bo", "prize": 2000}]})
    assert [dialog.table.item(r, 2).text() for r in range(2)] == ["60", "20"]
