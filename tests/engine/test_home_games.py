"""The home games (RULES.md W1-W7): hand-made scenarios with the stacks worked out by hand,
and the wild-card evaluator against a plain substitution reference."""

from __future__ import annotations

import random
from itertools import combinations, product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from studdesk.engine import GameConfig, Hand, PlayerSpec, Variant, view
from studdesk.engine.actions import (
    ActionKind,
    BringIn,
    Buy,
    Call,
    Check,
    Fold,
    IllegalActionError,
    timeout_action,
)
from studdesk.engine.cards import FULL_DECK, Card, parse_cards, stacked_deck
from studdesk.engine.evaluate import (
    Category,
    category_of,
    describe_high,
    high_value,
    showing_value,
    wild_high_value,
    wild_mask,
)
from studdesk.engine.events import (
    ActionTaken,
    CardDealt,
    CommunityCardDealt,
    Half,
    PotAwarded,
    Street,
    WildRanksChanged,
)
from studdesk.engine.phh import PHHError, export_hand, loads, replay

QUEENS = wild_mask([12])


def _deck(text: str) -> list[Card]:
    """A deck dealing ``text``'s cards in that order (burns written where they fall)."""
    return stacked_deck(parse_cards(text))


def _hand(variant: Variant, deck: str, n: int = 3, stack: int = 10_000, **options: object) -> Hand:
    cfg = GameConfig.preset(variant, 200, **options)
    players = [PlayerSpec(s, f"P{s}", stack, auto_muck=False) for s in range(1, n + 1)]
    return Hand(cfg, players, _deck(deck))


def _play_passively(hand: Hand) -> None:
    """Bring in, call and check to the end; show at the showdown."""
    while not hand.is_complete:
        kinds = {m.kind: m for m in hand.legal_actions()}
        for kind in (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN, ActionKind.SHOW,
                     ActionKind.BUY):
            if kind in kinds:
                hand.apply(kinds[kind].action())
                break


# ------------------------------------------------------------------ W1 wild cards


def _ref_five(five: tuple[int, ...]) -> int:
    ranks = [c >> 2 for c in five]
    if max(ranks.count(r) for r in ranks) == 5:
        return (9 << 20) | ((ranks[0] + 2) << 16)
    if len(set(five)) == 5:
        return high_value(five)
    if len({c & 3 for c in five}) == 1:  # a flush holding a card twice (W1)
        top = sorted((r + 2 for r in ranks), reverse=True)
        return (5 << 20) | sum(r << (16 - 4 * i) for i, r in enumerate(top))
    return high_value(five)


def reference_wild_high(cards: list[Card], wild: int) -> int:
    """Plain substitution: every rank and suit for every wild card, the best five."""
    naturals = [c for c in cards if not (wild >> (c >> 2)) & 1]
    w = len(cards) - len(naturals)
    best = 0
    for subs in product(range(52), repeat=w):
        hand = naturals + list(subs)
        for five in combinations(hand, min(5, len(hand))):
            best = max(best, _ref_five(five) if len(five) == 5 else high_value(five))
    return best


def test_w1_five_of_a_kind_is_on_top_and_named() -> None:
    five_aces = wild_high_value(parse_cards("Qs Ah Ad Ac As 2d 3c"), QUEENS)
    royal = high_value(parse_cards("As Ks Qs Js Ts 2d 3c"))
    assert five_aces > royal and category_of(five_aces) is Category.FIVE_OF_A_KIND
    assert describe_high(five_aces) == "Five of a kind, aces"
    fives = wild_high_value(parse_cards("Qs Qh 5h 5d 5c 2d 3c"), QUEENS)
    assert royal < fives < five_aces  # two of them compare by rank


def test_w1_a_wild_hand_ties_the_same_natural_hand() -> None:
    wild = wild_high_value(parse_cards("Qs Ah Kd 9c 2s 6d 7c"), QUEENS)
    natural = high_value(parse_cards("Ac Ah Kd 9c 2s 6d 7c"))
    assert wild == natural and describe_high(wild) == "Pair of aces"


def test_w1_a_wild_card_may_be_a_card_already_held() -> None:
    # A flush with two aces of spades beats the ace-king flush.
    two_aces = wild_high_value(parse_cards("Qh As Ks 8s 7s 2c 3d"), QUEENS)
    assert two_aces > high_value(parse_cards("As Ks Js 8s 7s 2c 3d"))
    assert describe_high(two_aces) == "Flush, ace high"


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(FULL_DECK), min_size=5, max_size=7, unique=True),
       st.sampled_from([[12], [3, 9], [12, 7], [2]]))
def test_w1_the_wild_evaluator_agrees_with_substitution(cards: list[Card], ranks: list[int]) -> None:
    wild = wild_mask(ranks)
    if sum((wild >> (c >> 2)) & 1 for c in cards) > 2:
        cards = [c for c in cards if not (wild >> (c >> 2)) & 1] + [
            c for c in cards if (wild >> (c >> 2)) & 1][:2]
        if len(cards) < 5:
            return
    assert wild_high_value(cards, wild) == reference_wild_high(cards, wild)


def test_w1_no_wild_card_is_the_plain_evaluator_even_past_seven_cards() -> None:
    rng = random.Random(7)
    for _ in range(300):
        cards = rng.sample(FULL_DECK, 7)
        assert wild_high_value(cards, 0) == high_value(cards)
    nine = parse_cards("2c 3c 4c 5c 6c Ah Ad Ac As")
    assert describe_high(wild_high_value(nine, 0)) == "Straight flush, six high"


# ------------------------------------------------------------------ W2 order of action


def test_w2_bring_in_goes_by_the_printed_card_and_wild_up_cards_count_for_the_order() -> None:
    # Follow the Queen: P1's door is the Qc (wild), P2's the 3d (it follows the queen:
    # threes are wild too), P3's the Kd. The 3d brings in as printed.
    # 4th street: P1 7s (Qc 7s show a pair of sevens), P2 As (3d As: a pair of aces),
    # P3 8s (Kd 8s: king high). The pair of aces acts first.
    hand = _hand(Variant.FOLLOW_THE_QUEEN,
                 "2h 4h 5h 2s 4s 5s Qc 3d Kd" "9c 7s As 8s")
    assert hand.wild_ranks == {3, 12}
    assert hand.acting_seat == 2  # the 3d, not the queen
    hand.apply(BringIn(2))
    hand.apply(Call(3))
    hand.apply(Call(1))
    assert hand.street is Street.FOURTH
    assert hand.acting_seat == 2
    assert not hand.is_open_pair  # W2: the open pair is two cards of the same printed rank


def test_w2_a_wild_and_a_seven_show_a_pair_of_sevens_two_wilds_aces() -> None:
    assert describe_high(showing_value(parse_cards("Qs 7h"), low=False, wild=QUEENS)) == \
        "Pair of sevens"
    assert describe_high(showing_value(parse_cards("Qs Qh"), low=False, wild=QUEENS)) == \
        "Pair of aces"
    assert describe_high(showing_value(parse_cards("Qs 7h 7d"), low=False, wild=QUEENS)) == \
        "Three of a kind, sevens"


def test_w2_the_wild_pair_showing_acts_first_on_fourth_street() -> None:
    # Chosen so no queen is followed: P1 door Qc is followed by P2's Kd door (kings wild).
    # 4th: P1 8s, P2 2c, P3 Ah. P1 shows Qc 8s (a pair of eights), P3 shows 3d Ah, P2 Kd 2c
    # (the king is wild: a pair of deuces). Eights beat deuces: P1 acts first.
    hand = _hand(Variant.FOLLOW_THE_QUEEN, "2h 4h 5h 2s 4s 5s Qc Kd 3d" "9c 8s 2c Ah")
    assert hand.wild_ranks == {12, 13}
    assert hand.acting_seat == 3  # the 3d brings in
    hand.apply(BringIn(3))
    hand.apply(Call(1))
    hand.apply(Call(2))
    assert hand.acting_seat == 1


# ------------------------------------------------------------------ W3 follow the queen


def test_w3_the_rank_after_a_face_up_queen_is_wild_until_the_next_queen() -> None:
    hand = _hand(Variant.FOLLOW_THE_QUEEN,
                 "2h 4h 5h 2s 4s 5s Qc 7d Kd"  # the 7d follows the Qc: sevens wild
                 "9c 8s Qs 6h"  # 4th: P1 8s, P2 Qs (sevens stop), P3 6h (sixes wild)
                 "9d Ts Th Tc")
    changes = [e.ranks for e in hand.events if isinstance(e, WildRanksChanged)]
    assert changes == [(12,), (7, 12)]
    assert view(hand, None).wild_ranks == (7, 12)  # public
    hand.apply(BringIn(2))  # the 7d is the lowest door card
    hand.apply(Call(3))
    hand.apply(Call(1))
    changes = [e.ranks for e in hand.events if isinstance(e, WildRanksChanged)]
    assert changes == [(12,), (7, 12), (12,), (6, 12)]
    assert hand.wild_ranks == {6, 12}


def test_w3_without_queens_wild_only_the_followed_rank_is_wild() -> None:
    hand = _hand(Variant.FOLLOW_THE_QUEEN, "2h 4h 5h 2s 4s 5s Qc 7d Kd", queens_wild=False)
    assert [e.ranks for e in hand.events if isinstance(e, WildRanksChanged)] == [(), (7,)]
    assert hand.wild_ranks == {7}


def test_w3_a_queen_as_the_last_up_card_leaves_only_queens_wild_at_the_showdown() -> None:
    hand = _hand(Variant.FOLLOW_THE_QUEEN, "2h 4h 5h 2s 4s 5s 3c 7d Qd", n=3)
    assert hand.wild_ranks == {12}
    hand = _hand(Variant.FOLLOW_THE_QUEEN, "2h 4h 5h 2s 4s 5s 3c 7d Qd", queens_wild=False)
    assert hand.wild_ranks == set()


# ------------------------------------------------------------------ W4 baseball


def test_w4_an_up_four_gets_an_extra_card_and_an_up_three_pays_or_folds() -> None:
    # P1 door 4c (extra card, down: the 9h), P2 door 3h (buy for a big bet), P3 door Kd.
    hand = _hand(Variant.BASEBALL, "2h 5h 6h 2s 5s 6s 4c 3h Kd" "9h")
    p1 = hand.player(1)
    assert [str(c) for c in p1.cards] == ["2h", "2s", "4c", "9h"] and p1.face_up[3] is False
    assert hand.is_buying and hand.acting_seat == 2
    assert [(m.kind, m.amount) for m in hand.legal_actions()] == [
        (ActionKind.BUY, 400), (ActionKind.FOLD, 0)]
    with pytest.raises(IllegalActionError, match="W4"):
        hand.apply(Call(2))
    hand.apply(Buy(2))
    # Antes 3 x 40 = 120 and the dead 400: 520 in the main pot before the bring-in.
    assert hand.pot_total == 520 and hand.pots()[0].amount == 520
    assert hand.acting_seat == 2  # the 3h is the lowest door card (as printed, W2)
    hand.apply(BringIn(2))
    hand.apply(Fold(3))
    hand.apply(Fold(1))
    assert hand.result is not None
    # P2 gets the bring-in back (O8) and the 520: 10000 - 40 - 400 + 520 = 10080.
    assert hand.result.stacks == {1: 9960, 2: 10080, 3: 9960}


def test_w4_declining_folds_and_the_timer_declines() -> None:
    hand = _hand(Variant.BASEBALL, "2h 5h 6h 2s 5s 6s 7c 3h Kd")
    assert timeout_action(hand.legal_actions()).kind is ActionKind.FOLD
    hand.apply(timeout_action(hand.legal_actions()).action())
    assert hand.player(2).folded and hand.acting_seat == 1  # P1's 7c brings in now


def test_w4_the_pot_price_and_a_short_stack_all_in() -> None:
    hand = _hand(Variant.BASEBALL, "2h 5h 6h 2s 5s 6s 7c 3h Kd", three_price="pot")
    assert hand.legal_actions()[0].amount == 120  # the antes
    cfg = GameConfig.preset(Variant.BASEBALL, 200)
    short = Hand(cfg, [PlayerSpec(1, "A", 10_000), PlayerSpec(2, "B", 100),
                       PlayerSpec(3, "C", 10_000)], _deck("2h 5h 6h 2s 5s 6s 7c 3h Kd"))
    move = short.legal_actions()[0]
    assert (move.kind, move.amount, move.all_in) == (ActionKind.BUY, 60, True)
    short.apply(Buy(2))
    assert short.player(2).all_in and short.dead_money == 60


def test_w4_an_all_in_player_keeps_the_three_for_nothing_and_six_players_at_most() -> None:
    cfg = GameConfig.preset(Variant.BASEBALL, 200)
    hand = Hand(cfg, [PlayerSpec(1, "A", 10_000), PlayerSpec(2, "B", 40),
                      PlayerSpec(3, "C", 10_000)], _deck("2h 5h 6h 2s 5s 6s 7c 3h Kd"))
    assert not hand.is_buying and hand.dead_money == 0
    with pytest.raises(ValueError, match="2 to 6 players"):
        Hand(cfg, [PlayerSpec(s, f"P{s}", 1000) for s in range(1, 8)], list(FULL_DECK))


def test_w4_threes_and_nines_are_wild_and_eleven_cards_count() -> None:
    hand = _hand(Variant.BASEBALL, "2h 5h 6h 2s 5s 6s 7c 8h Kd", n=3)
    assert hand.wild_ranks == {3, 9}
    cards = parse_cards("4c 4d 4h 4s 9c 3d Ah Kh 2c 5d 7s")
    assert describe_high(wild_high_value(cards, wild_mask([3, 9]))) == "Five of a kind, fours"


# ------------------------------------------------------------------ W5 chicago


def test_w5_chicago_splits_each_pot_with_the_highest_spade_in_the_hole() -> None:
    # P1 holds aces (down Ac Ad, door Ah): the high hand. P2 holds the Ks down. P3 the Kc
    # up door and no spade down. Ante 25: 75, bring-in 50 called twice: 225 in the pot.
    hand = _hand(Variant.CHICAGO,
                 "Ac Ks 2d Ad 4h 6d Ah 3c Kc" "9h 8h 9d 7h" "Th 8d Td 7c" "Jh 8c Jd 6c"
                 "2h Qh 4d 5c", ante=25)
    _play_passively(hand)
    assert hand.result is not None
    awards = {(e.seat, e.half): e.amount for e in hand.events if isinstance(e, PotAwarded)}
    # 225 splits 113 high (the odd chip, W5) and 112 for the spade.
    assert awards == {(1, Half.HIGH): 113, (2, Half.SPADE): 112}
    assert hand.result.stacks == {1: 10_000 - 75 + 113, 2: 10_000 - 75 + 112, 3: 10_000 - 75}


def test_w5_an_up_spade_does_not_count_and_no_spade_gives_the_high_hand_all() -> None:
    hand = _hand(Variant.CHICAGO,
                 "Ac 2c 2d Ad 4h 6d Ah Ks Kc" "9h 8h 9d 7h" "Th 8d Td 7c" "Jh 8c Jd 6c"
                 "2h Qh 4d 5c", ante=25)
    _play_passively(hand)
    awards = [(e.seat, e.half, e.amount) for e in hand.events if isinstance(e, PotAwarded)]
    assert awards == [(1, Half.WHOLE, 225)]


@pytest.mark.parametrize(("ace", "winner"), [("high", 2), ("low", 1)])
def test_w5_low_chicago_takes_the_lowest_spade_ace_as_the_host_says(ace: str, winner: int) -> None:
    hand = _hand(Variant.LOW_CHICAGO,
                 "As 5s 7c Kd 2h 6d Ah 3c Kc" "9h 8h 9d 7h" "Th 8d Td 2c" "Jh 8c Jd 6c"
                 "2d Qh 4d 5c", n=3, ante=25, low_chicago_ace=ace)
    _play_passively(hand)
    spade = [e.seat for e in hand.events if isinstance(e, PotAwarded) and e.half is Half.SPADE]
    assert spade == [winner]


# ------------------------------------------------------------------ W6 five card stud


def test_w6_five_card_stud_deals_one_down_one_up_then_up_cards_and_bets_small_then_big() -> None:
    # 2nd street: P1 2h down Kc up, P2 2s down 3c up (brings in). 3rd: burn 9s, P1 Kd,
    # P2 4d (P1 shows a pair of kings: an open pair). 4th: burn 9c, Ah, 5h. 5th: burn 9d.
    hand = _hand(Variant.FIVE_CARD_STUD, "2h 2s Kc 3c" "9s Kd 4d" "9c Ah 5h" "9d Ad 9h", n=2)
    assert hand.street is Street.SECOND and hand.acting_seat == 2
    assert [len(p.cards) for p in hand.players] == [2, 2]
    assert [p.face_up for p in hand.players] == [[False, True], [False, True]]
    hand.apply(BringIn(2))
    hand.apply(Call(1))
    assert hand.street is Street.THIRD and hand.is_open_pair
    assert hand.acting_seat == 1
    bets = sorted(m.to for m in hand.legal_actions() if m.kind is ActionKind.BET)
    assert bets == [200, 400]  # W6: the open pair allows the big bet on 3rd street
    hand.apply(Check(1))
    hand.apply(Check(2))
    assert hand.street is Street.FOURTH
    assert [m.to for m in hand.legal_actions() if m.kind is ActionKind.BET] == [400]
    hand.apply(Check(hand.acting_seat or 0))
    hand.apply(Check(hand.acting_seat or 0))
    hand.apply(Check(hand.acting_seat or 0))
    hand.apply(Check(hand.acting_seat or 0))
    _play_passively(hand)
    assert hand.result is not None
    assert all(len(p.cards) == 5 for p in hand.players)
    # Antes 80 and the called bring-in 100: P1's kings take 180.
    assert hand.result.stacks == {1: 10_000 - 90 + 180, 2: 10_000 - 90}


def test_w6_eight_players_fit_the_deck() -> None:
    rng = random.Random(3)
    cfg = GameConfig.preset(Variant.FIVE_CARD_STUD, 200)
    hand = Hand(cfg, [PlayerSpec(s, f"P{s}", 5000) for s in range(1, 9)],
                rng.sample(FULL_DECK, 52))
    _play_passively(hand)
    dealt = [e.card for e in hand.events if isinstance(e, CardDealt)]
    assert len(dealt) == 40 and hand.community is None


# ------------------------------------------------------------------ W7 hand histories


def test_w7_a_baseball_hand_writes_game_options_and_buy_and_replays() -> None:
    hand = _hand(Variant.BASEBALL, "2h 5h 6h 2s 5s 6s 4c 3h Kd" "9h", three_price=300)
    hand.apply(Buy(2))
    _play_passively(hand)
    text = export_hand(hand)
    assert '_game = "baseball"' in text and "three_price = 3}" in text
    assert '"p2 _buy 3"' in text and '"d dh p1 9h"' in text
    again = replay(loads(text))
    assert again.hand.result is not None and hand.result is not None
    assert again.hand.result.stacks == hand.result.stacks


def test_w7_five_card_stud_deals_down_and_up_in_one_action() -> None:
    hand = _hand(Variant.FIVE_CARD_STUD, "2h 2s Kc 3c" "9s Kd 4d", n=2)
    text = export_hand(hand)
    assert 'variant = "F5S"' in text and '"d dh p1 2hKc"' in text
    assert '_game = "five-card-stud"' in text


@pytest.mark.parametrize(("change", "message"), [
    (('_game = "five-card-stud"', '_game = "omaha-stud"'), "unknown _game"),
    (('variant = "F5S"', 'variant = "F7S"'), "not 'F7S'"),
])
def test_w7_the_reader_refuses_an_unknown_or_mismatched_game(change: tuple[str, str],
                                                             message: str) -> None:
    text = export_hand(_hand(Variant.FIVE_CARD_STUD, "2h 2s Kc 3c", n=2))
    with pytest.raises(PHHError, match=message):
        loads(text.replace(*change))


def test_w7_the_reader_refuses_unknown_options_and_too_many_players() -> None:
    text = export_hand(_hand(Variant.BASEBALL, "2h 5h 6h 2s 5s 6s 7c 8h Kd"))
    with pytest.raises(PHHError, match="unknown option 'jokers'"):
        loads(text.replace("_options = {", "_options = {jokers = true, "))
    with pytest.raises(PHHError, match="not an option of Baseball"):
        loads(text.replace("_options = {", "_options = {queens_wild = false, "))
    seven = text.replace("starting_stacks = [100, 100, 100]",
                         "starting_stacks = [100, 100, 100, 1, 1, 1, 1]")
    with pytest.raises(PHHError, match="2 to 6 players"):
        loads(seven)
    plain = text.replace('_game = "baseball"\n', "")
    with pytest.raises(PHHError, match="not an option of Seven Card Stud"):
        loads(plain)  # without _game the file is Seven Card Stud, which has no such option


def test_w7_buy_amount_must_match_the_price() -> None:
    hand = _hand(Variant.BASEBALL, "2h 5h 6h 2s 5s 6s 4c 3h Kd" "9h")
    hand.apply(Buy(2))
    _play_passively(hand)
    text = export_hand(hand).replace('"p2 _buy 4"', '"p2 _buy 3"')
    with pytest.raises(ValueError, match="price of the up three is 4, the file pays 3"):
        replay(loads(text))
    assert any(isinstance(e, ActionTaken) and e.action is ActionKind.BUY for e in hand.events)


def _w3_reference(hand: Hand) -> set[int]:
    """W3 read straight off the up cards in the order they fell (the community card last)."""
    queens_wild = hand.config.queens_wild
    followed: int | None = None
    waiting = False
    for e in hand.events:
        card = e.card if isinstance(e, CardDealt) and e.face_up else (
            e.card if isinstance(e, CommunityCardDealt) else None)
        if card is None:
            continue
        if card.rank == 12:
            waiting, followed = True, None
        elif waiting:
            waiting, followed = False, int(card.rank)
    return ({12} if queens_wild else set()) | ({followed} if followed else set())


@settings(max_examples=120, deadline=None)
@given(st.integers(0, 10**6), st.integers(2, 8), st.booleans())
def test_w3_the_wild_ranks_follow_every_up_card_and_the_community_card(
        seed: int, n: int, queens_wild: bool) -> None:
    rng = random.Random(seed)
    cfg = GameConfig.preset(Variant.FOLLOW_THE_QUEEN, 200, queens_wild=queens_wild)
    hand = Hand(cfg, [PlayerSpec(s, f"P{s}", 20_000) for s in range(1, n + 1)],
                rng.sample(FULL_DECK, 52))
    _play_passively(hand)
    assert hand.wild_ranks == _w3_reference(hand)
    changes = [e for e in hand.events if isinstance(e, WildRanksChanged)]
    assert set(changes[-1].ranks) == hand.wild_ranks
