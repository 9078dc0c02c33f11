"""One test (at least) per rule of ../shared/RULES.md, named after its id.

Stakes in these tests are 2/4 in cents unless said otherwise: ante 40, bring-in 50, small bet
200, big bet 400 (RULES.md L1's defaults for S = 200).
"""

from __future__ import annotations

import random

import pytest

from studdesk.engine.actions import (
    ActionKind,
    BringIn,
    CapReachedError,
    Check,
    Complete,
    Fold,
    IllegalActionError,
    OutOfTurnError,
    Raise,
    Show,
    WrongAmountError,
)
from studdesk.engine.cards import Card, parse_cards, shuffled_deck
from studdesk.engine.config import STAKE_PRESETS, ConfigError, GameConfig, Variant
from studdesk.engine.events import (
    ActionTaken,
    AntePosted,
    CardDealt,
    CardsReshuffled,
    CardsShown,
    CommunityCardDealt,
    HandMucked,
    PotAwarded,
    Street,
    UncalledBetReturned,
)
from studdesk.engine.hand import Hand, Phase, PlayerSpec
from studdesk.engine.views import view

from .helpers import act, build_deck, kinds, make_hand, options, play

C = Card.parse

# --------------------------------------------------------------------------- T: table


def test_t1_dealing_starts_left_of_the_fixed_button() -> None:
    hand = make_hand({8: "2c3c4c", 3: "5c6c7c", 5: "8c9cTc"})
    dealt = [e.seat for e in hand.events if isinstance(e, CardDealt)]
    assert dealt == [3, 5, 8] * 3
    assert [p.seat for p in hand.players] == [3, 5, 8]


def test_t2_chips_are_integers() -> None:
    with pytest.raises(ConfigError):
        GameConfig(ante=0.4)  # type: ignore[arg-type]
    with pytest.raises(ConfigError):
        GameConfig(small_bet=True)  # type: ignore[arg-type]


def test_t3_table_stakes_only_the_stack_plays() -> None:
    # Seat 2 has 300: after the 40 ante it can put in at most 260, all-in.
    hand = make_hand({1: "AsAd2c", 2: "KsKd3c"}, stacks={1: 10_000, 2: 300})
    play(hand, "bring_in")  # seat 1 has the lowest door card (2c)
    moves = {m.kind: m for m in hand.legal_actions()}
    assert moves[ActionKind.COMPLETE].to == 200
    play(hand, "complete 200", "raise 400")
    call = {m.kind: m for m in hand.legal_actions()}[ActionKind.CALL]
    assert call.amount == 60 and call.all_in  # 300 - 40 ante - 200 already in
    assert GameConfig.preset(Variant.STUD, 200).buy_in == 50 * 400


def test_t4_shuffle_uses_the_injected_generator() -> None:
    assert shuffled_deck(random.Random(7)) == shuffled_deck(random.Random(7))
    assert shuffled_deck(random.Random(7)) != shuffled_deck(random.Random(8))
    assert sorted(shuffled_deck(random.Random(1))) == list(range(52))


# --------------------------------------------------------------------------- L: limits


def test_l1_presets_and_default_ante_and_bring_in() -> None:
    cfg = GameConfig.preset(Variant.STUD, 200)
    assert (cfg.ante, cfg.bring_in, cfg.small_bet, cfg.big_bet) == (40, 50, 200, 400)
    assert STAKE_PRESETS[0] == (10, 20) and STAKE_PRESETS[-1] == (1000, 2000)
    small = GameConfig.preset(Variant.STUD, 10)  # 0.10/0.20: 2 and 2.5 -> 3
    assert (small.ante, small.bring_in) == (2, 3)
    assert GameConfig.preset(Variant.STUD, 200, ante=25, bring_in=75).ante == 25
    with pytest.raises(ConfigError):
        GameConfig(bring_in=300, small_bet=200)


def test_l2_small_bet_on_3rd_and_4th_big_bet_from_5th() -> None:
    hand = make_hand({1: "AsKd2c", 2: "QsJd9h"},
                     [{1: "3d", 2: "8s"}, {1: "4d", 2: "7s"}, {1: "5d", 2: "6s"}])
    play(hand, "bring_in", "call")
    assert hand.street is Street.FOURTH
    assert ("bet", 200) in options(hand)
    play(hand, "check", "check")
    assert hand.street is Street.FIFTH and ("bet", 400) in options(hand)
    play(hand, "bet 400")
    assert ("raise", 800) in options(hand)


def test_l3_cap_one_bet_and_three_raises_bring_in_and_completion_are_the_bet() -> None:
    hand = make_hand({1: "As2d2c", 2: "KsKd9h", 3: "QsQd8h"})
    play(hand, "bring_in", "complete 200", "raise 400", "raise 600", "raise 800")
    assert hand.acting_seat == 3 and kinds(hand) == ["fold", "call"]  # capped
    with pytest.raises(CapReachedError):
        hand.apply(Raise(3, 1000))


def test_l4_heads_up_is_uncapped() -> None:
    hand = make_hand({1: "As2d2c", 2: "KsKd9h"})
    play(hand, "bring_in", "complete 200", "raise 400", "raise 600", "raise 800")
    assert ("raise", 1000) in options(hand)
    capped = make_hand({1: "As2d2c", 2: "KsKd9h"}, heads_up_uncapped=False)
    play(capped, "bring_in", "complete 200", "raise 400", "raise 600", "raise 800")
    assert kinds(capped) == ["fold", "call"]


def _open_pair_hand(**opts: object) -> Hand:
    hand = make_hand({1: "AsKd9c", 2: "QsJd2h", 3: "8s7d3h"},
                     [{1: "9d", 2: "5s", 3: "4c"}], **opts)
    play(hand, "bring_in", "call", "call")  # seat 2 (2h) brings in
    return hand


def test_l5_open_pair_lets_the_first_bet_be_small_or_big() -> None:
    hand = _open_pair_hand()
    assert hand.street is Street.FOURTH and hand.is_open_pair
    assert hand.acting_seat == 1
    assert [o for o in options(hand) if o[0] == "bet"] == [("bet", 200), ("bet", 400)]


def test_l5_after_a_small_bet_raise_by_small_or_big_then_only_big() -> None:
    hand = _open_pair_hand()
    play(hand, "bet 200")
    assert [o for o in options(hand) if o[0] == "raise"] == [("raise", 400), ("raise", 600)]
    play(hand, "raise 600")
    assert [o for o in options(hand) if o[0] == "raise"] == [("raise", 1000)]
    with pytest.raises(WrongAmountError):
        hand.apply(Raise(hand.acting_seat or 0, 800))


def test_l5_big_bet_needs_an_open_pair_and_never_in_razz() -> None:
    hand = make_hand({1: "AsKd9c", 2: "QsJd2h"}, [{1: "8d", 2: "5s"}])
    play(hand, "bring_in", "call")
    assert not hand.is_open_pair
    with pytest.raises(WrongAmountError, match="open pair"):
        act(hand, "bet", 400)
    off = _open_pair_hand(open_pair=False)
    assert not off.is_open_pair
    razz = make_hand({1: "AsKd9c", 2: "QsJd2h", 3: "8s7dKh"}, [{1: "9d", 2: "5s", 3: "4c"}],
                     variant=Variant.RAZZ)
    play(razz, "bring_in", "call", "call")
    assert not razz.is_open_pair


# --------------------------------------------------------------------------- D: dealing


def test_d1_every_player_posts_the_ante_before_any_card() -> None:
    hand = make_hand({1: "AsKd9c", 2: "QsJd2h", 3: "8s7d3h"})
    kinds_in_order = [type(e).__name__ for e in hand.events]
    first_card = kinds_in_order.index("CardDealt")
    antes = [e for e in hand.events[:first_card] if isinstance(e, AntePosted)]
    assert [(a.seat, a.amount) for a in antes] == [(1, 40), (2, 40), (3, 40)]


def test_d2_third_street_two_down_one_up_in_three_rounds() -> None:
    hand = make_hand({1: "AsKd9c", 2: "QsJd2h"})
    dealt = [(e.seat, str(e.card), e.face_up) for e in hand.events if isinstance(e, CardDealt)]
    assert dealt == [(1, "As", False), (2, "Qs", False), (1, "Kd", False), (2, "Jd", False),
                     (1, "9c", True), (2, "2h", True)]


def test_d3_bring_in_is_lowest_door_card_by_suit() -> None:
    hand = make_hand({1: "AsKd2d", 2: "QsJd2c", 3: "8s7d3h"})
    assert hand.acting_seat == 2  # 2c is below 2d
    hand = make_hand({1: "AsKd2s", 2: "QsJd2h", 3: "8s7dAh"})
    assert hand.acting_seat == 2  # hearts below spades; the ace is high


def test_d4_bring_in_may_only_post_or_complete() -> None:
    hand = make_hand({1: "AsKd2d", 2: "QsJd9c"})
    assert kinds(hand) == ["bring_in", "complete"]
    with pytest.raises(IllegalActionError, match="D4"):
        hand.apply(Fold(1))
    with pytest.raises(IllegalActionError):
        hand.apply(Check(1))


def test_d5_after_bring_in_fold_call_or_complete_then_raise() -> None:
    hand = make_hand({1: "AsKd2d", 2: "QsJd9c", 3: "8s7dTh"})
    play(hand, "bring_in")
    assert options(hand) == [("fold", 0), ("call", 50), ("complete", 200)]
    play(hand, "complete 200")
    assert options(hand) == [("fold", 0), ("call", 200), ("raise", 400)]


def test_d6_everyone_folds_to_the_bring_in() -> None:
    hand = make_hand({1: "AsKd2d", 2: "QsJd9c", 3: "8s7dTh"})
    play(hand, "bring_in", "fold", "fold")
    assert hand.is_complete
    returned = [e for e in hand.events if isinstance(e, UncalledBetReturned)]
    assert [(e.seat, e.amount) for e in returned] == [(1, 50)]
    assert hand.result is not None
    assert hand.result.stacks == {1: 10_080, 2: 9_960, 3: 9_960}


def test_d7_bring_in_all_in_from_the_ante_passes_left() -> None:
    hand = make_hand({1: "AsKd2c", 2: "QsJdKc", 3: "8s7dTh"}, stacks={1: 40, 2: 5000, 3: 5000})
    assert hand.player(1).all_in
    assert hand.acting_seat == 2  # whatever seat 2's card


def test_d7_short_bring_in_posts_what_it_has_others_call_the_full_bring_in() -> None:
    hand = make_hand({1: "AsKd2c", 2: "QsJdKc", 3: "8s7dTh"}, stacks={1: 70, 2: 5000, 3: 5000})
    assert options(hand) == [("bring_in", 30)]
    play(hand, "bring_in")
    assert ("call", 50) in options(hand)


def test_d8_one_burn_before_each_later_street() -> None:
    hand = make_hand({1: "AsKd2c", 2: "QsJd9h"},
                     [{1: "3d", 2: "8s"}, {1: "4d", 2: "7s"}, {1: "5d", 2: "6s"}, {1: "6d", 2: "5s"}])
    play(hand, "bring_in", "call", *["check", "check"] * 4)
    assert [str(c) for c in hand.player(1).cards] == ["As", "Kd", "2c", "3d", "4d", "5d", "6d"]
    deck = build_deck({1: "AsKd2c", 2: "QsJd9h"})
    assert len(set(deck)) == 52


def test_d9_fourth_to_sixth_up_seventh_down() -> None:
    hand = make_hand({1: "AsKd2c", 2: "QsJd9h"})
    play(hand, "bring_in", "call", *["check", "check"] * 4)
    assert hand.player(1).face_up == [False, False, True, True, True, True, False]


def _eight_handed(n: int, stacks: int = 10_000) -> Hand:
    cfg = GameConfig.preset(Variant.STUD, 200)
    deck = shuffled_deck(random.Random(42))
    players = [PlayerSpec(s, f"P{s}", stacks) for s in range(1, n + 1)]
    return Hand(cfg, players, deck, reshuffle=lambda cards: random.Random(1).sample(cards, len(cards)))


def _check_through(hand: Hand, folders: frozenset[int] = frozenset()) -> None:
    while hand.phase is Phase.BETTING:
        moves = {m.kind: m for m in hand.legal_actions()}
        if hand.acting_seat in folders and ActionKind.FOLD in moves:
            hand.apply(moves[ActionKind.FOLD].action())
            continue
        choice = moves.get(ActionKind.CHECK) or moves.get(ActionKind.CALL) or moves[ActionKind.BRING_IN]
        hand.apply(choice.action())


def test_d10_eight_players_to_seventh_get_a_community_card() -> None:
    hand = _eight_handed(8)
    _check_through(hand)
    assert any(isinstance(e, CardsReshuffled) and e.count == 4 for e in hand.events)
    community = [e for e in hand.events if isinstance(e, CommunityCardDealt)]
    assert len(community) == 1 and hand.community == community[0].card
    assert all(len(p.cards) == 6 for p in hand.players)
    everything = [c for p in hand.players for c in p.cards] + [hand.community]
    assert len(set(everything)) == 49
    assert all(len(hand.hand_cards(p.seat)) == 7 for p in hand.players)


def test_d10_seven_players_reshuffle_and_deal_down() -> None:
    hand = _eight_handed(7)
    _check_through(hand)
    assert any(isinstance(e, CardsReshuffled) and e.count == 10 for e in hand.events)
    assert hand.community is None
    assert all(len(p.cards) == 7 and not p.face_up[6] for p in hand.players)
    assert len({c for p in hand.players for c in p.cards}) == 49


def test_d10_never_gathers_mucked_cards() -> None:
    hand = _eight_handed(8)
    folded_cards: set[Card] = set()
    # Two players fold on 3rd street: their cards must not come back into play.
    play(hand, "bring_in")
    for _ in range(2):
        folded_cards.update(hand.player(hand.acting_seat or 0).cards)
        act(hand, "fold")
    _check_through(hand)
    assert not (set(c for p in hand.players if not p.folded for c in p.cards) & folded_cards)


# --------------------------------------------------------------------------- O: order


def test_o1_bring_in_acts_first_then_clockwise() -> None:
    hand = make_hand({1: "AsKd9c", 2: "QsJd8h", 3: "8s7d2h", 5: "6s5dTh"})
    order = [hand.acting_seat]
    play(hand, "bring_in")
    for _ in range(3):
        order.append(hand.acting_seat)
        act(hand, "call")
    assert order == [3, 5, 1, 2]


def test_o2_best_hand_showing_acts_first() -> None:
    hand = make_hand({1: "AsKd9c", 2: "QsJd2h", 3: "8s7d3h"}, [{1: "Ad", 2: "3s", 3: "3c"}])
    play(hand, "bring_in", "call", "call")
    assert hand.acting_seat == 3  # 3-3 showing beats A-9


def test_o2_ties_go_to_the_seat_nearest_the_button_left() -> None:
    hand = make_hand({2: "AsKd9c", 5: "QsJd2h", 7: "8s7d9h"}, [{2: "4d", 5: "3s", 7: "4c"}])
    play(hand, "bring_in", "call", "call")
    assert hand.acting_seat == 2  # 9-4 against 9-4: seat 2 is nearer seat 8's left


def test_o2_razz_lowest_hand_showing_acts_first() -> None:
    hand = make_hand({1: "AsKd9c", 2: "QsJdKh", 3: "8s7d3h"}, [{1: "2d", 2: "5s", 3: "Tc"}],
                     variant=Variant.RAZZ)
    play(hand, "bring_in", "call", "call")  # Kh brings in in Razz
    assert hand.acting_seat == 1  # 9-2 is lower than K-5 and T-3


def test_o3_no_check_on_third_street_first_player_may_check_later() -> None:
    hand = make_hand({1: "AsKd2c", 2: "QsJd9h"}, [{1: "3d", 2: "8s"}])
    play(hand, "bring_in")
    with pytest.raises(IllegalActionError, match="check"):
        act(hand, "check")
    play(hand, "call")
    assert kinds(hand) == ["fold", "check", "bet"]
    play(hand, "check")
    assert kinds(hand) == ["fold", "check", "bet"]


def test_o4_round_ends_when_all_have_acted_and_matched() -> None:
    hand = make_hand({1: "AsKd2c", 2: "QsJd9h", 3: "Ts8d7h"}, [{1: "3d", 2: "8s", 3: "4s"}])
    play(hand, "bring_in", "complete 200", "call")
    assert hand.street is Street.THIRD and hand.acting_seat == 1
    play(hand, "call")
    assert hand.street is Street.FOURTH


def test_o5_short_all_in_raise_does_not_reopen() -> None:
    # Seat 3 has 440: ante 40, then all-in for 400 total on 3rd street after a completion:
    # a raise of 200 over 200 is a full raise; make it 300 (short by more than half? no: 100
    # of 200 is exactly half, which counts). So use 270: 70 over the completion, less than half.
    hand = make_hand({1: "AsKd2c", 2: "QsJd9h", 3: "Ts8d7h"}, stacks={1: 5000, 2: 5000, 3: 310})
    play(hand, "bring_in", "complete 200")
    moves = {m.kind: m for m in hand.legal_actions()}
    assert moves[ActionKind.RAISE].to == 270 and moves[ActionKind.RAISE].all_in
    play(hand, "raise 270")
    play(hand, "call")  # seat 1 had only the bring-in in: it has not acted since the completion
    assert hand.acting_seat == 2
    assert kinds(hand) == ["fold", "call"]  # seat 2 completed; the short raise did not reopen


def test_o5_all_in_of_half_the_increment_counts_as_a_full_raise() -> None:
    hand = make_hand({1: "AsKd2c", 2: "QsJd9h", 3: "Ts8d7h"}, stacks={1: 5000, 2: 5000, 3: 340})
    play(hand, "bring_in", "complete 200", "raise 300")  # 100 of 200: half counts
    play(hand, "call")
    assert hand.acting_seat == 2
    assert ("raise", 500) in options(hand)


def test_o5_short_all_in_completion_next_player_may_complete() -> None:
    hand = make_hand({1: "AsKd9c", 2: "QsJd2h", 3: "Ts8d7h"}, stacks={1: 5000, 2: 5000, 3: 160})
    play(hand, "bring_in")
    assert ("complete", 120) in options(hand)  # seat 3 all-in for 120 total
    play(hand, "complete 120")
    assert ("complete", 200) in options(hand)


def test_o6_all_fold_the_last_player_wins_without_more_cards() -> None:
    hand = make_hand({1: "AsKd2c", 2: "QsJd9h", 3: "Ts8d7h"})
    play(hand, "bring_in", "complete 200", "fold", "fold")
    assert hand.is_complete and hand.result is not None and not hand.result.showdown
    assert all(len(p.cards) == 3 for p in hand.players)
    assert not any(isinstance(e, CardsShown) for e in hand.events)
    hand.apply(Show(2))  # the winner may show
    assert any(isinstance(e, CardsShown) and e.seat == 2 for e in hand.events)


def test_o7_all_in_deals_the_rest_without_betting_and_shows_every_hand() -> None:
    hand = make_hand({1: "AsKd2c", 2: "QsJd9h"}, stacks={1: 440, 2: 5000})
    play(hand, "bring_in", "complete 200", "raise 400", "call")  # seat 1 all-in for 400
    assert hand.is_complete
    assert all(len(p.cards) == 7 for p in hand.players)
    assert {e.seat for e in hand.events if isinstance(e, CardsShown)} == {1, 2}
    assert not any(isinstance(e, ActionTaken) and e.street is not Street.THIRD for e in hand.events)


def test_o8_uncalled_bet_goes_back() -> None:
    hand = make_hand({1: "AsKd2c", 2: "QsJd9h"}, [{1: "3d", 2: "8s"}])
    play(hand, "bring_in", "call", "bet 200", "fold")
    returned = [(e.seat, e.amount) for e in hand.events if isinstance(e, UncalledBetReturned)]
    assert returned == [(2, 200)]  # 9-8 showing acted first and bet; nobody called
    assert hand.result is not None and sum(hand.result.net.values()) == 0


# --------------------------------------------------------------------------- S: showdown


def _showdown(third: dict[int, str], streets: list[dict[int, str]], **kw: object) -> Hand:
    hand = make_hand(third, streets, **kw)
    _check_through(hand)
    return hand


def test_s1_best_five_of_seven_wheel_is_the_lowest_straight() -> None:
    hand = _showdown({1: "As2d3c", 2: "6s6dKh"},
                     [{1: "4h", 2: "Ks"}, {1: "5s", 2: "Qd"}, {1: "9d", 2: "Jc"}, {1: "Tc", 2: "2h"}])
    assert hand.result is not None
    assert hand.result.stacks[1] > hand.result.stacks[2]
    shown = {e.seat: e.high for e in hand.events if isinstance(e, CardsShown)}
    assert shown[1] == "Straight, five high"


def test_s2_last_bettor_on_seventh_shows_first_losers_may_muck() -> None:
    third = {1: "AsAd2c", 2: "KsKd9h", 3: "QsQd8h"}
    streets = [{1: "3d", 2: "4s", 3: "5s"}, {1: "7c", 2: "8c", 3: "Jd"},
               {1: "9c", 2: "Th", 3: "6h"}, {1: "Js", 2: "2s", 3: "3s"}]
    hand = make_hand(third, streets)
    play(hand, "bring_in", "call", "call")
    while hand.street is not Street.SEVENTH:
        play(hand, "check", "check", "check")
    assert hand.street is Street.SEVENTH
    bettor = hand.acting_seat
    play(hand, "check")
    bettor = hand.acting_seat
    play(hand, "bet 400", "call", "call")
    shows = [e for e in hand.events if isinstance(e, CardsShown | HandMucked)]
    assert isinstance(shows[0], CardsShown) and shows[0].seat == bettor
    # Seat 1's aces win; kings and queens, unable to beat them, are mucked automatically.
    winners = {e.seat for e in hand.events if isinstance(e, PotAwarded)}
    assert winners == {1}
    shown_seats = {e.seat for e in shows if isinstance(e, CardsShown)}
    assert 1 in shown_seats


def test_s2_without_auto_muck_the_player_chooses() -> None:
    third = {1: "AsAd9h", 2: "KsKd2c"}
    streets = [{1: "4s", 2: "3d"}, {1: "8c", 2: "7c"}, {1: "Th", 2: "9c"}, {1: "Js", 2: "5d"}]
    hand = make_hand(third, streets, auto_muck=False)
    _check_through(hand)
    assert hand.phase is Phase.SHOWDOWN
    loser = hand.acting_seat
    assert loser == 2 and kinds(hand) == ["show", "muck"]
    act(hand, "show")
    assert hand.is_complete
    assert {e.seat for e in hand.events if isinstance(e, CardsShown)} == {1, 2}


def test_s3_cards_speak_and_a_muck_gives_up_the_pot() -> None:
    hand = _showdown({1: "AsAd2c", 2: "KsKd9h"},
                     [{1: "3d", 2: "4s"}, {1: "7c", 2: "8c"}, {1: "9c", 2: "Th"}, {1: "Js", 2: "Kc"}])
    assert hand.result is not None and hand.result.stacks[2] > hand.result.stacks[1]  # trips K


def test_s4_ties_split_and_the_odd_chip_goes_to_the_highest_card_by_suit() -> None:
    # Both play the same straight 9-K; seat 2 holds the Ks, the highest card by suit.
    cfg = GameConfig.preset(Variant.STUD, 200, ante=45)  # a pot of odd size: 3 x 45 + 2 x 50
    hand = make_hand({1: "9cTd2c", 2: "9dTh3c", 3: "2h2d4h"},
                     [{1: "Jc", 2: "Jd"}, {1: "Qc", 2: "Qd"}, {1: "Kh", 2: "Ks"}, {1: "4d", 2: "5d"}],
                     config=cfg)
    _check_through(hand, folders=frozenset({3}))
    assert hand.result is not None
    awarded = {a.seat: a.amount for a in hand.result.awards}
    assert awarded[2] == awarded[1] + 1


def test_s4_low_half_odd_chip_goes_to_the_lowest_card_ace_low() -> None:
    cfg = GameConfig.preset(Variant.RAZZ, 200, ante=45)
    hand = make_hand({1: "Ac2d3c", 2: "Ad2h3h", 3: "8s9sAs"},
                     [{1: "4c", 2: "4d"}, {1: "5s", 2: "5h"}, {1: "Kc", 2: "Kd"}, {1: "Qc", 2: "Qd"}],
                     config=cfg)
    _check_through(hand, folders=frozenset({3}))
    assert hand.result is not None
    awarded = {a.seat: a.amount for a in hand.result.awards}
    assert awarded[1] == awarded[2] + 1  # the ace of clubs is the lowest card


def test_s5_side_pots_only_their_contributors_can_win() -> None:
    third = {1: "AsAd2c", 2: "KsKd9h", 3: "QsQd8h"}
    streets = [{1: "3d", 2: "4s", 3: "5s"}, {1: "7c", 2: "8c", 3: "Jd"},
               {1: "9c", 2: "Th", 3: "6h"}, {1: "Js", 2: "2s", 3: "3s"}]
    hand = make_hand(third, streets, stacks={1: 300, 2: 5000, 3: 5000})
    play(hand, "bring_in", "complete 200", "raise 400", "call")  # seat 1 all-in for 260 more
    play(hand, "call")
    while hand.phase is Phase.BETTING:
        act(hand, "check")
    assert hand.result is not None
    pots = hand.result.pots
    assert len(pots) == 2 and pots[0].eligible == (1, 2, 3) and pots[1].eligible == (2, 3)
    assert pots[0].amount == 3 * 300
    by_pot = {(a.pot, a.seat) for a in hand.result.awards}
    assert by_pot == {(0, 1), (1, 2)}  # aces take the main pot, kings the side pot
    assert sum(hand.result.stacks.values()) == 300 + 10_000


# --------------------------------------------------------------------------- V: variants


def test_v1_seven_card_stud_high_takes_the_whole_pot() -> None:
    hand = _showdown({1: "AsAd2c", 2: "KsKd9h"},
                     [{1: "3d", 2: "4s"}, {1: "7c", 2: "8c"}, {1: "9c", 2: "Th"}, {1: "Js", 2: "2s"}])
    assert hand.result is not None
    assert [a.half.value for a in hand.result.awards] == ["whole"]


def test_v2_hi_lo_halves_and_odd_chip_to_high() -> None:
    cfg = GameConfig.preset(Variant.STUD8, 200, ante=45)
    hand = make_hand({1: "KsKd2c", 2: "Ah3h4d", 3: "9s9hJs"},
                     [{1: "Kc", 2: "5c"}, {1: "9d", 2: "7s"}, {1: "Qh", 2: "Jc"}, {1: "Td", 2: "Qs"}],
                     config=cfg)
    _check_through(hand, folders=frozenset({3}))
    assert hand.result is not None
    halves = {(a.half.value, a.seat): a.amount for a in hand.result.awards}
    pot = sum(halves.values())
    assert pot % 2 == 1
    assert halves[("high", 1)] == pot // 2 + 1 and halves[("low", 2)] == pot // 2


def test_v2_no_qualifying_low_high_scoops() -> None:
    hand = _showdown({1: "KsKd2c", 2: "Qh9hTd"},
                     [{1: "Kc", 2: "5c"}, {1: "9d", 2: "7s"}, {1: "Qd", 2: "Jc"}, {1: "Ts", 2: "Qs"}],
                     variant=Variant.STUD8)
    assert hand.result is not None
    assert [(a.half.value, a.seat) for a in hand.result.awards] == [("whole", 1)]


def test_v2_one_player_can_scoop_both_halves() -> None:
    hand = _showdown({1: "As2s3s", 2: "KhKdQc"},
                     [{1: "4s", 2: "Qd"}, {1: "5s", 2: "Jd"}, {1: "9d", 2: "Td"}, {1: "Tc", 2: "9c"}],
                     variant=Variant.STUD8)
    assert hand.result is not None
    assert {(a.half.value, a.seat) for a in hand.result.awards} == {("high", 1), ("low", 1)}


def test_v3_razz_highest_door_card_brings_in_ace_low_suit_high() -> None:
    hand = make_hand({1: "2s3dKc", 2: "4s5dKh", 3: "6s7dAh"}, variant=Variant.RAZZ)
    assert hand.acting_seat == 2  # Kh over Kc; the ace is low
    assert not GameConfig.preset(Variant.RAZZ, 200).uses_open_pair


# --------------------------------------------------------------------------- H: what is seen


def test_h1_a_seat_sees_its_own_down_cards_and_nobody_elses() -> None:
    hand = make_hand({1: "AsKd2c", 2: "QsJd9h"})
    mine = view(hand, 1)
    assert mine.seat(1).cards == tuple(parse_cards("AsKd2c"))
    assert mine.seat(2).cards == (None, None, C("9h"))
    spectator = view(hand, None)
    assert all(c is None for s in spectator.seats for c, up in zip(s.cards, s.face_up) if not up)


def test_h1_folded_hand_leaves_the_table() -> None:
    hand = make_hand({1: "AsKd2c", 2: "QsJd9h", 3: "Ts8d7h"})
    play(hand, "bring_in", "fold")
    v = view(hand, 3)
    assert v.seat(2).cards == () and v.seat(2).folded
    assert C("9h") in v.dead_cards


def test_h2_every_hand_is_recorded_as_phh() -> None:
    from studdesk.engine.phh import export_hand, loads, replay

    hand = _showdown({1: "AsAd2c", 2: "KsKd9h"},
                     [{1: "3d", 2: "4s"}, {1: "7c", 2: "8c"}, {1: "9c", 2: "Th"}, {1: "Js", 2: "2s"}])
    text = export_hand(hand)
    again = replay(loads(text))
    assert again.finishing_stacks == [hand.result.stacks[s] for s in (1, 2)]  # type: ignore[union-attr]


# --------------------------------------------------------------------------- errors


def test_illegal_actions_are_refused_and_change_nothing() -> None:
    hand = make_hand({1: "AsKd2c", 2: "QsJd9h", 3: "Ts8d7h"})
    before = (len(hand.events), hand.acting_seat, [p.stack for p in hand.players])
    with pytest.raises(OutOfTurnError):
        hand.apply(BringIn(2))
    with pytest.raises(WrongAmountError):
        hand.apply(Complete(1, 150))
    with pytest.raises(IllegalActionError):
        hand.apply(Raise(1, 400))
    with pytest.raises(IllegalActionError):
        hand.apply(BringIn(7))
    assert (len(hand.events), hand.acting_seat, [p.stack for p in hand.players]) == before
    play(hand, "bring_in", "fold", "fold")
    with pytest.raises(IllegalActionError, match="over"):
        hand.apply(Fold(1))


def test_fold_is_legal_even_when_check_is_free() -> None:
    hand = make_hand({1: "AsKd2c", 2: "QsJd9h"}, [{1: "3d", 2: "8s"}])
    play(hand, "bring_in", "call")
    assert "fold" in kinds(hand) and "check" in kinds(hand)


def test_the_two_of_clubs_is_a_card_like_any_other() -> None:
    # Card 0 is the 2c: it must never read as "no card".
    two = C("2c")
    assert int(two) == 0 and bool(two)
    hand = make_hand({1: "AsKd2c", 2: "QsJd9h"})
    assert view(hand, 2).seat(1).up_cards == (two,)
