"""The seat's own hand as the host names it ("You have", :class:`OwnHand` in the seat's own
view): wild cards counted (RULES.md W1, W3, W4), Chicago's spade in the hole (W5), the low of
Hi/Lo (V2) and Razz (V3), and only ever in the seat's own view (H1)."""

from __future__ import annotations

from studdesk.engine import GameConfig, Hand, PlayerSpec, Variant, view
from studdesk.engine.actions import ActionKind
from studdesk.engine.cards import Card, Rank, parse_cards, stacked_deck
from studdesk.engine.config import Split
from studdesk.engine.evaluate import Category
from studdesk.engine.views import OwnHand, own_hand_from_dict, own_hand_of, own_hand_to_dict


def _hand(variant: Variant, deck: str, n: int = 3, **options: object) -> Hand:
    """``deck``'s cards dealt in order: 3rd street is two down cards and one up card each."""
    cfg = GameConfig.preset(variant, 200, **options)
    players = [PlayerSpec(s, f"P{s}", 10_000, auto_muck=False) for s in range(1, n + 1)]
    return Hand(cfg, players, stacked_deck(parse_cards(deck)))


def _own(hand: Hand, seat: int) -> OwnHand:
    own = own_hand_of(hand, seat)
    assert own is not None
    return own


def test_w4_baseball_counts_the_wild_threes() -> None:
    """Two threes in the hole and an up two: three of a kind (twos), not a pair of threes."""
    hand = _hand(Variant.BASEBALL, "3d Kh 5c 3c Kd 6c 2s 7h 8d")
    own = _own(hand, 1)
    assert own.high is not None and own.high.category is Category.THREE_OF_A_KIND
    assert own.high.ranks[0] is Rank.TWO
    assert _own(hand, 2).high is not None and _own(hand, 2).high.category is Category.PAIR


def test_w3_follow_the_queen_counts_the_queens() -> None:
    hand = _hand(Variant.FOLLOW_THE_QUEEN, "Qd Kh 5c Ac Kd 6c As 7h 8d")
    own = _own(hand, 1)
    assert own.high is not None and own.high.category is Category.THREE_OF_A_KIND
    assert own.high.ranks[0] is Rank.ACE


def test_w5_chicago_names_the_highest_spade_in_the_hole_not_an_up_one() -> None:
    hand = _hand(Variant.CHICAGO, "4s Kh 5c Js Kd 6c As 7h 8d")
    own = _own(hand, 1)
    assert own.split is Split.HIGH_SPADE and own.spade == Card.parse("Js")  # A♠ is up
    assert _own(hand, 2).spade is None  # no spade in P2's hole


def test_w5_low_chicago_names_the_lowest_spade_and_the_ace_as_the_host_says() -> None:
    deck = "4s Kh 5c As Kd 6c 9d 7h 8d"
    assert _own(_hand(Variant.LOW_CHICAGO, deck), 1).spade == Card.parse("4s")
    low_ace = _hand(Variant.LOW_CHICAGO, deck, low_chicago_ace="low")
    assert _own(low_ace, 1).split is Split.HIGH_LOW_SPADE
    assert _own(low_ace, 1).spade == Card.parse("As")


def test_v2_v3_the_lows() -> None:
    razz = _own(_hand(Variant.RAZZ, "Ah Kh 5c 2d Kd 6c 4c 7h 8d"), 1)
    assert razz.split is Split.RAZZ and razz.high is None
    assert razz.low is not None and razz.low.low and razz.low.ranks == (Rank.FOUR, Rank.TWO,
                                                                          Rank.ACE)
    stud8 = _own(_hand(Variant.STUD8, "Ah Kh 5c 2d Kd 6c 4c 7h 8d"), 1)
    assert stud8.split is Split.HIGH_LOW8 and stud8.low is None and not stud8.complete


def test_h1_the_own_hand_is_only_in_the_seats_own_view_and_goes_when_it_folds() -> None:
    hand = _hand(Variant.BASEBALL, "3d Kh 5c 3c Kd 6c 2s 7h 8d")
    assert view(hand, None).own_hand is None
    assert view(hand, 1).own_hand == own_hand_of(hand, 1)
    assert view(hand, 2).own_hand == own_hand_of(hand, 2) != view(hand, 1).own_hand
    bring_in = next(m for m in hand.legal_actions() if m.kind is ActionKind.BRING_IN)
    hand.apply(bring_in.action())
    folder = hand.acting_seat
    assert folder is not None and view(hand, folder).own_hand is not None
    hand.apply(next(m for m in hand.legal_actions() if m.kind is ActionKind.FOLD).action())
    assert view(hand, folder).own_hand is None


def test_the_wire_form_round_trips() -> None:
    hand = _hand(Variant.CHICAGO, "4s Kh 5c Js Kd 6c As 7h 8d")
    for seat in (1, 2, 3):
        own = own_hand_of(hand, seat)
        assert own_hand_from_dict(own_hand_to_dict(own)) == own
    assert own_hand_to_dict(None) is None and own_hand_from_dict(None) is None
