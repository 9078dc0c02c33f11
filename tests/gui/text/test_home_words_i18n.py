"""The home games' words in each language (translation review of 2026-12-03): the wild-card
header as a label where a sentence cannot agree with every rank, five of a kind with a count
that fits every rank, and Five Card Stud's first street (RULES.md W6) in words."""

from __future__ import annotations

import pytest

from studdesk.engine.cards import parse_cards
from studdesk.engine.evaluate import Category
from studdesk.gui.text import i18n
from studdesk.gui.text.hand_words import hand_words, names_for, wild_ranks_text
from studdesk.gui.text.narrator import Narrator, street_title

from ..helpers import event

LANGUAGES = ("pl", "hu", "cs", "bg")

WORDS = {
    # kings wild; queens and sevens wild; five kings; the category; 2nd street
    "pl": ("Króle są dzikie", "Damy i siódemki są dzikie", "Pięć króli", "Piątka",
           "druga ulica"),
    "hu": ("Vad lapok: királyok", "Vad lapok: dámák és hetesek", "Öt király", "Öt egyforma",
           "második utca"),
    "cs": ("Divoké karty: králové", "Divoké karty: dámy a sedmičky", "Pět králů", "Pětice",
           "druhá ulice"),
    "bg": ("Жокери: попове", "Жокери: дами и седмици", "Пет еднакви, попове", "Пет еднакви",
           "втора улица"),
}


pytestmark = pytest.mark.usefixtures("language_restored")


@pytest.mark.parametrize("code", LANGUAGES)
def test_w1_w3_wild_cards_and_five_of_a_kind_in_each_language(qapp, code):
    kings, queens_sevens, five_kings, category, _ = WORDS[code]
    assert i18n.install_language(code)
    assert wild_ranks_text((13,)) == kings
    assert wild_ranks_text((7, 12)) == queens_sevens
    cards = parse_cards("Kc Kd Kh Qs Qd 4c 2s")
    assert names_for(cards, "follow-the-queen", (12,))[0] == five_kings
    assert hand_words().category_names[Category.FIVE_OF_A_KIND] == category


@pytest.mark.parametrize("code", ("en", *LANGUAGES))
def test_w6_five_card_studs_2nd_street_has_words(qapp, code):
    """The dealer log and the replayer's step line said "— 2 —" and "· 2"."""
    assert i18n.install_language(code)
    expected = "2nd street" if code == "en" else WORDS[code][4]
    assert street_title(2) == expected
    assert Narrator().feed(event({"type": "street_started", "street": 2})) == [f"— {expected} —"]
