"""The Host and Hotseat dialogs offer the home games (RULES.md W) with their house options."""

from __future__ import annotations

import pytest

from studdesk.engine.config import CASINO_VARIANTS, CHOICE_GAMES, HOME_GAMES, Variant
from studdesk.gui.lobby.format_box import ALL_GAMES
from studdesk.gui.lobby.host_dialog import HostDialog
from studdesk.gui.lobby.hotseat_dialog import HotseatDialog

# Every game: the casino studs, the home games, and the games of a secret choice last.
DESKTOP_GAMES = (*CASINO_VARIANTS, *HOME_GAMES, *CHOICE_GAMES)


def _choose(box, variant: Variant) -> None:
    box.setCurrentIndex(box.findData(variant.value))
    assert box.currentData() == variant.value


def test_the_host_dialog_offers_every_game(qtbot):
    dialog = HostDialog("Anna")
    qtbot.addWidget(dialog)
    offered = [dialog.variant.itemData(i) for i in range(dialog.variant.count())]
    assert offered == [v.value for v in DESKTOP_GAMES]
    assert set(DESKTOP_GAMES) == set(Variant) and len(DESKTOP_GAMES) == len(Variant)
    assert [dialog.variant.itemText(i) for i in range(3, 8)] == [
        "Follow the Queen", "Baseball", "Chicago", "Low Chicago", "Five Card Stud"]


def test_w4_baseball_seats_six_and_takes_its_options(qtbot):
    dialog = HostDialog("Anna")
    qtbot.addWidget(dialog)
    assert dialog.seats.value() == 8 and dialog.house.visible_rows() == 0
    _choose(dialog.variant, Variant.BASEBALL)
    assert dialog.seats.maximum() == 6 and dialog.seats.value() == 6
    assert dialog.bots.maximum() == 5
    assert not dialog.house.isHidden() and dialog.house.visible_rows() == 2
    dialog.house.four_extra_card.setCurrentIndex(dialog.house.four_extra_card.findData("up"))
    dialog.house.three_price.setCurrentIndex(dialog.house.three_price.findData("pot"))
    config = dialog.table_settings().config
    assert config.variant is Variant.BASEBALL
    assert (config.four_extra_card, config.three_price) == ("up", "pot")
    _choose(dialog.variant, Variant.STUD)
    assert dialog.seats.maximum() == 8 and dialog.house.visible_rows() == 0


@pytest.mark.parametrize("variant, option, value", [
    (Variant.FOLLOW_THE_QUEEN, "queens_wild", False),
    (Variant.LOW_CHICAGO, "low_chicago_ace", "low"),
])
def test_the_house_option_of_each_game_reaches_its_config(qtbot, variant, option, value):
    dialog = HostDialog("Anna")
    qtbot.addWidget(dialog)
    _choose(dialog.variant, variant)
    house = dialog.house
    assert house.visible_rows() == 1
    if option == "queens_wild":
        house.queens_wild.setChecked(False)
    else:
        house.low_chicago_ace.setCurrentIndex(house.low_chicago_ace.findData(value))
    assert house.options() == {option: value}
    assert getattr(dialog.table_settings().config, option) == value


def test_eight_games_in_dealers_choice_leave_baseball_out_above_six_seats(qtbot):
    dialog = HostDialog("Anna")
    qtbot.addWidget(dialog)
    box = dialog.format_box
    box.preset.setCurrentIndex(box.preset.findData("eight_choice"))
    eight = box.table_format(Variant.STUD, 8)
    assert eight is not None and eight.dealers_choice is not None
    assert eight.dealers_choice.choices == tuple(v for v in ALL_GAMES
                                                 if v is not Variant.BASEBALL)
    six = box.table_format(Variant.STUD, 6)
    assert six is not None and six.dealers_choice is not None
    assert set(six.dealers_choice.choices) == set(DESKTOP_GAMES) and len(ALL_GAMES) == 10
    box.preset.setCurrentIndex(box.preset.findData("eight_cash"))
    rotation = box.table_format(Variant.STUD, 5)
    assert rotation is not None and rotation.rotation is not None
    assert rotation.rotation.variants[3:] == (*HOME_GAMES, *CHOICE_GAMES)


def test_the_hotseat_set_up_plays_the_home_games(qtbot):
    dialog = HotseatDialog("Anna")
    qtbot.addWidget(dialog)
    _choose(dialog.variant, Variant.BASEBALL)
    for box, _, _ in dialog.rows:
        box.setChecked(True)  # eight seats
    with pytest.raises(ValueError, match="Baseball is for at most 6 players"):
        dialog.setup()
    for box, _, _ in dialog.rows[6:]:
        box.setChecked(False)
    dialog.house.three_price.setCurrentIndex(dialog.house.three_price.findData("pot"))
    setup = dialog.setup()
    assert setup.config.variant is Variant.BASEBALL and setup.config.three_price == "pot"
    _choose(dialog.variant, Variant.FOLLOW_THE_QUEEN)
    dialog.house.queens_wild.setChecked(False)
    assert dialog.setup().config.queens_wild is False


@pytest.mark.parametrize("make", [HostDialog, HotseatDialog], ids=["host", "hotseat"])
def test_each_game_says_its_rule_in_one_line(qtbot, make):
    """n20: the set-up never said which cards are wild; now every game has its rule's line,
    as its house options make it."""
    dialog = make("Anna")
    qtbot.addWidget(dialog)
    house = dialog.house
    rules = {}
    for variant in DESKTOP_GAMES:
        _choose(dialog.variant, variant)
        assert house.rule.isVisibleTo(dialog)
        rules[variant] = house.rule.text()
    assert len(set(rules.values())) == len(DESKTOP_GAMES)  # one line each, none empty
    assert all(rules.values())
    assert rules[Variant.BASEBALL].startswith("Wild: threes and nines")
    assert rules[Variant.FOLLOW_THE_QUEEN].startswith("Wild: queens, and the rank of the card "
                                                      "dealt up after the last up queen")
    assert "spade in the hole" in rules[Variant.CHICAGO]
    _choose(dialog.variant, Variant.FOLLOW_THE_QUEEN)
    house.queens_wild.setChecked(False)
    assert "queens are not" in house.rule.text()


@pytest.mark.parametrize("dialog_class", [HostDialog, HotseatDialog])
def test_w10_declare_takes_the_swing_tie_option_and_roll_your_own_none(qtbot, dialog_class):
    """W10.1: High-Low Declare's host option (a swing that ties gets nothing, or shares the
    half it ties) is offered with the game and reaches its config; Roll Your Own has none."""
    dialog = dialog_class("Anna")
    qtbot.addWidget(dialog)
    _choose(dialog.variant, Variant.STUD_DECLARE)
    house = dialog.house
    assert house.visible_rows() == 1 and house.options() == {"swing_tie": "loses"}
    assert "declares high, low or both" in house.rule_text()
    house.swing_tie.setCurrentIndex(house.swing_tie.findData("shares"))
    assert house.options() == {"swing_tie": "shares"}
    _choose(dialog.variant, Variant.ROLL_YOUR_OWN)
    assert house.visible_rows() == 0 and house.options() == {}
    assert "turns up a card" in house.rule_text()


def test_w10_the_host_dialogs_swing_tie_reaches_the_table_config(qtbot):
    dialog = HostDialog("Anna")
    qtbot.addWidget(dialog)
    _choose(dialog.variant, Variant.STUD_DECLARE)
    house = dialog.house
    house.swing_tie.setCurrentIndex(house.swing_tie.findData("shares"))
    config = dialog.table_settings().config
    assert (config.variant, config.swing_tie) == (Variant.STUD_DECLARE, "shares")
