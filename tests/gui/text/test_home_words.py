"""The home games' words (RULES.md W): wild hands in "You have" and at the showdown, what is
wild, Chicago's spade half in the banner and the dealer log."""

from __future__ import annotations

from dataclasses import replace

from studdesk.engine.cards import Card, parse_cards
from studdesk.engine.config import Split
from studdesk.engine.evaluate import high_value, name_high, wild_high_value, wild_mask
from studdesk.engine.events import Event
from studdesk.engine.views import OwnHand
from studdesk.gui.table.hand_strength import strength_line
from studdesk.gui.table.scene import TableScene
from studdesk.gui.text.hand_words import ShownHands, names_for, spade_card, wild_ranks_text
from studdesk.gui.text.narrator import Narrator

from ..helpers import event


def _own(cards: str, wild: tuple[int, ...] = ()) -> OwnHand:
    """The high hand the host names for ``cards`` with ``wild`` (as ``own_hand_of`` does)."""
    hand = parse_cards(cards)
    value = (wild_high_value(hand, wild_mask(wild)) if wild or len(hand) > 7
             else high_value(hand))
    return OwnHand(split=Split.HIGH, high=name_high(value))


def test_w1_you_have_words_the_hosts_wild_names(qapp):
    assert strength_line(_own("Ah Ad Qs 9c 3d", (12,))) == "You have: three of a kind, aces"
    assert strength_line(_own("Ah Ad Qs 9c 3d", (9, 12))) == "You have: four of a kind, aces"
    assert strength_line(_own("Ah Ad Qs 9c 3d Ac", (3, 9, 12))) == "You have: five of a kind, aces"
    assert strength_line(_own("Ah Ad Qs 9c 3d")) == "You have: pair of aces"
    assert strength_line(None) == ""


def test_w5_you_have_names_chicagos_spade_in_the_hole(qapp):
    own = _own("Jh Jd 4s")
    assert strength_line(replace(own, split=Split.HIGH_SPADE, spade=Card.parse("Js"))) == \
        "You have: pair of jacks; spade in the hole: J\u2660"
    assert strength_line(replace(own, split=Split.HIGH_LOW_SPADE, spade=Card.parse("Ts"))) == \
        "You have: pair of jacks; spade in the hole: 10\u2660"
    assert strength_line(replace(own, split=Split.HIGH_SPADE)) == \
        "You have: pair of jacks; no spade in the hole"


def test_w4_baseball_names_up_to_eleven_cards(qapp):
    """An up four deals an extra card: eleven cards, all of them count."""
    eleven = parse_cards("2c 5d 7h 8s Jd Kc 4h 4d 4s 9c Ah")
    assert names_for(eleven, "baseball", (3, 9)) == ("Four of a kind, fours", None)
    assert strength_line(_own("2c 5d 7h 8s Jd Kc 4h 4d 4s 9c Ah", (3, 9))) == \
        "You have: four of a kind, fours"


def test_w1_the_showdown_names_wild_hands_from_the_wild_ranks_said():
    shown = ShownHands()
    shown.feed(event({"type": "hand_started", "variant": "follow-the-queen"}))
    shown.feed(event({"type": "wild_ranks_changed", "ranks": [7, 12]}))
    shown.feed(event({"type": "cards_shown", "seat": 1, "cards": ["Ks", "Kd", "Qh", "7c", "2d",
                                                            "5s", "Kh"]}))
    assert shown.names(1) == ("Five of a kind, kings", None)


def test_what_is_wild_in_words(qapp):
    assert wild_ranks_text(()) == ""
    assert wild_ranks_text((12,)) == "Queens are wild"
    assert wild_ranks_text((7, 12)) == "Queens and sevens are wild"  # queens first
    assert wild_ranks_text((9, 3)) == "Threes and nines are wild"


def _spade_award(pot: int = 0) -> Event:
    return event({"type": "pot_awarded", "pot": pot, "seat": 3, "amount": 600, "half": "spade",
            "hand_name": "Spade in the hole, K\u2660"})


def test_w5_the_showdown_names_both_chicago_winners(qapp):
    """The banner: "High: ... — Flush ..." and "Spade in the hole: ... — K♠"."""
    scene = TableScene()
    scene.seat_item(1).name, scene.seat_item(3).name = "Anna", "Ben"
    scene.shown.feed(event({"type": "hand_started", "hand": 1, "variant": "chicago"}))
    for ev in (event({"type": "pot_awarded", "pot": 0, "seat": 1, "amount": 600, "half": "high",
                "hand_name": "Pair of aces"}), _spade_award()):
        scene.animate_event(ev)
    lines = scene.banner.lines
    assert lines[0].startswith("High 6: Anna")
    assert lines[1] == "Spade in the hole 6: Ben \u2014 K\u2660"
    assert scene._caption_text(3) == "Spade in the hole, K\u2660"
    assert spade_card("Spade in the hole, T\u2660") == "10\u2660"


def test_w5_and_w4_in_the_dealer_log(qapp):
    n = Narrator()
    n.learn_names({3: "Ben"})
    assert n.feed(_spade_award()) == [
        "Pot (spade in the hole) 6 to Ben \u2014 Spade in the hole, K\u2660"]
    assert n.feed(event({"type": "action_taken", "seat": 3, "action": "buy", "amount": 400,
                   "to": 0})) == ["Ben pays 4 to keep the three"]


def test_w3_the_dealer_log_says_what_is_wild(qapp):
    n = Narrator()
    assert n.feed(event({"type": "wild_ranks_changed", "ranks": [12, 7]})) == [
        "Queens and sevens are wild"]
    assert n.feed(event({"type": "wild_ranks_changed", "ranks": []})) == []


def test_w4_the_plate_says_the_three_was_paid_for(qapp):
    scene = TableScene()
    assert scene.action_label("buy", 400, 0, False) == "Paid 4"
    assert scene.action_label("buy", 150, 0, True) == "Paid 1.50 all-in"
