"""Money shown one way (play-test m21): amounts side by side take two decimals when any has
cents ("0.00" beside "+2.70", never "0"), and whole amounts stay whole."""

from __future__ import annotations

from PySide6.QtCore import Qt

from net import protocol as P
from studdesk.gui.history.browser import LedgerModel
from studdesk.gui.history.library import LedgerRow
from studdesk.gui.history.standings import StandingsDialog
from studdesk.gui.text.money import amounts_have_cents, format_chips, signed_chips

from ..helpers import event


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
    dialog.set_standings(P.Standings(final=True, pool=10050, places=(
        P.Place(place=1, name="Ada", prize=6030), P.Place(place=2, name="Bo", prize=4020),
        P.Place(place=3, name="Cy", prize=0))))
    assert [dialog.table.item(r, 2).text() for r in range(3)] == ["60.30", "40.20", "–"]
    dialog.set_standings(P.Standings(final=True, pool=8000, places=(
        P.Place(place=1, name="Ada", prize=6000), P.Place(place=2, name="Bo", prize=2000))))
    assert [dialog.table.item(r, 2).text() for r in range(2)] == ["60", "20"]


def _plates(scene, seats=(1, 3, 5)) -> list[str]:
    return [scene.seat_item(n).stack_text for n in seats]


def test_the_seat_plates_write_every_stack_one_way(qapp):
    """m21 on the table: a busted seat showed "0.00" and later "0" beside the others."""
    from studdesk.engine.config import GameConfig, Variant
    from studdesk.gui.table.scene import TableScene

    scene = TableScene()
    scene.set_config(GameConfig.preset(Variant.STUD, 2000))  # whole stakes: 20/40, ante 4
    scene.set_waiting_seat(1, "Ada", 0)
    scene.set_waiting_seat(3, "Bo", 9541)
    scene.set_waiting_seat(5, "Cy", 2000)
    assert _plates(scene) == ["0.00", "95.41", "20.00"]  # one stack in cents: all of them
    scene.animate_event(event({"type": "hand_ended", "seats": [3, 5], "stacks": [9500, 2041]}))
    assert _plates(scene) == ["0.00", "95.00", "20.41"]
    scene.animate_event(event({"type": "hand_ended", "seats": [3, 5], "stacks": [9500, 2000]}))
    assert _plates(scene) == ["0", "95", "20"]  # whole again: the busted seat with them
    scene.set_waiting_seat(3, None)  # an empty seat's old stack does not count
    scene.set_waiting_seat(5, "Cy", 2050)
    assert _plates(scene, (1, 5)) == ["0.00", "20.50"]


def test_the_tables_ledger_writes_every_amount_one_way(qtbot):
    """m21: the cash ledger said "+95.41" where the others said "0"; the sign is the one
    the history's ledger uses."""
    from studdesk.gui.table.controls import LedgerDialog

    def cells(entries: list[dict]) -> list[list[str]]:
        dialog = LedgerDialog([P.LedgerRow.from_wire(e) for e in entries])
        qtbot.addWidget(dialog)
        return [[dialog.table.item(r, c).text() for c in range(4)]
                for r in range(dialog.table.rowCount())]

    assert cells([{"name": "Ada", "bought": 10000, "stack": 19541, "net": 9541},
                  {"name": "Bo", "bought": 10000, "stack": 459, "net": -9541}]) == [
        ["Ada", "100.00", "195.41", "+95.41"], ["Bo", "100.00", "4.59", "-95.41"]]
    assert cells([{"name": "Ada", "bought": 2000, "stack": 8000, "net": 6000},
                  {"name": "Bo", "bought": 2000, "stack": 0, "net": -2000},
                  {"name": "Cy", "bought": 2000, "stack": 2000, "net": 0}]) == [
        ["Ada", "20", "80", "+60"], ["Cy", "20", "20", "0"], ["Bo", "20", "0", "-20"]]
