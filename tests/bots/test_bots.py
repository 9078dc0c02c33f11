"""The computer players: legal moves only, no peeking, determinism, and each level's rules.

Stakes are 2/4 in cents (ante 40, bring-in 50, small bet 200, big bet 400). Hands are built
with the engine's test helpers, so the bots see real views.
"""

from __future__ import annotations

import inspect
import random
import typing

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from net import protocol as P
from studdesk.bots import (
    LEVELS,
    Bot,
    EasyBot,
    HardBot,
    NormalBot,
    NotMyTurnError,
    RandomBot,
    make_bot,
    read,
)
from studdesk.bots.equity import equity
from studdesk.bots.features import (
    flush_draw,
    is_brick,
    razz_beats,
    razz_hand,
    start_score,
    straight_draw,
)
from studdesk.bots.hard import call_threshold, simulations_for
from studdesk.bots.table import up_cards
from studdesk.engine import (
    ActionKind,
    Card,
    GameConfig,
    Hand,
    LegalAction,
    PlayerSpec,
    TableView,
    Variant,
    parse_cards,
    shuffled_deck,
    view,
)
from studdesk.engine.cards import stacked_deck
from studdesk.engine.config import HOME_GAMES
from tests.engine.helpers import make_hand, play

FAST = 40  # hard-bot deals per decision where only legality or determinism is tested


def bot(level: str, seed: int = 0, simulations: int = FAST) -> Bot:
    return make_bot(level, random.Random(seed), simulations=simulations)


def decide(b: Bot, hand: Hand) -> LegalAction:
    assert hand.acting_seat is not None
    move = b.decide(view(hand, hand.acting_seat))
    assert move in hand.legal_actions()
    return move


# --------------------------------------------------------------------------- the interface


def test_make_bot_knows_every_level_and_refuses_others() -> None:
    for level in LEVELS:
        b = make_bot(level, random.Random(1))
        assert b.level == level
        assert isinstance(b, Bot)
    assert isinstance(make_bot("random", random.Random(1)), RandomBot)
    assert isinstance(make_bot("easy", random.Random(1)), EasyBot)
    assert isinstance(make_bot("normal", random.Random(1)), NormalBot)
    assert isinstance(make_bot("hard", random.Random(1)), HardBot)
    with pytest.raises(ValueError, match="unknown bot level"):
        make_bot("expert", random.Random(1))
    with pytest.raises(ValueError):
        HardBot(random.Random(1), simulations=0)


@pytest.mark.parametrize("cls", [RandomBot, EasyBot, NormalBot, HardBot])
def test_decide_takes_only_a_table_view(
        cls: type[RandomBot | EasyBot | NormalBot | HardBot]) -> None:
    signature = inspect.signature(cls.decide)
    assert list(signature.parameters) == ["self", "view"]
    hints = typing.get_type_hints(cls.decide)
    assert hints["view"] is TableView
    assert hints["return"] is LegalAction


@pytest.mark.parametrize("level", LEVELS)
def test_a_bot_refuses_a_view_where_it_does_not_act(level: str) -> None:
    hand = make_hand({1: "AsKd9c", 2: "QsJd2h"})
    waiting = 1 if hand.acting_seat == 2 else 2
    with pytest.raises(NotMyTurnError):
        bot(level).decide(view(hand, waiting))
    with pytest.raises(NotMyTurnError):
        bot(level).decide(view(hand, None))


# --------------------------------------------------------------------------- legality


def _drive(seed: int, players: int, variant: Variant, short: bool, auto_muck: bool,
           levels: list[str]) -> int:
    """Play one hand with bots of ``levels`` in turn at every decision; every move must be in
    the legal list. Returns the number of decisions made."""
    rng = random.Random(seed)
    cfg = GameConfig.preset(variant, 200)
    stacks = [rng.choice([60, 150, 300, 700, 2000, cfg.buy_in]) if short else cfg.buy_in
              for _ in range(players)]
    seats = sorted(rng.sample(range(1, 9), players))
    hand = Hand(cfg, [PlayerSpec(s, f"P{s}", st_, auto_muck) for s, st_ in zip(seats, stacks)],
                shuffled_deck(rng))
    bots = {s: bot(levels[i % len(levels)], seed + s) for i, s in enumerate(seats)}
    decisions = 0
    while not hand.is_complete:
        seat = hand.acting_seat
        assert seat is not None
        move = bots[seat].decide(view(hand, seat))
        assert move in hand.legal_actions(), (move, hand.legal_actions())
        hand.apply(move.action())
        decisions += 1
        assert decisions < 500, "a hand that does not end"
    return decisions


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**9), players=st.integers(2, 8),
       variant=st.sampled_from(list(Variant)), short=st.booleans(), auto_muck=st.booleans(),
       levels=st.lists(st.sampled_from(LEVELS), min_size=1, max_size=4))
def test_bots_only_make_legal_moves(seed: int, players: int, variant: Variant, short: bool,
                                    auto_muck: bool, levels: list[str]) -> None:
    _drive(seed, min(players, variant.max_players), variant, short, auto_muck, levels)


@pytest.mark.parametrize("variant", [v for v in Variant if v.max_players == 8
                                     and v.game.seven_cards])
def test_bots_decide_when_eight_players_reach_the_river_and_share_a_card(variant: Variant) -> None:
    # RULES.md D10: eight players at 7th street leave too few cards; the simulation must cope
    # before (it deals one shared card) and after (the community card is seen).
    cfg = GameConfig.preset(variant, 200)
    hand = Hand(cfg, [PlayerSpec(s, f"P{s}", cfg.buy_in) for s in range(1, 9)],
                shuffled_deck(random.Random(11)))
    while not hand.is_complete:
        seat = hand.acting_seat
        assert seat is not None
        for level in LEVELS:  # every level decides, then the seat just checks or calls
            decide(bot(level, seat), hand)
        move = next(m for m in hand.legal_actions() if m.kind in (
            ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN, ActionKind.SHOW,
            ActionKind.BUY, ActionKind.DECLARE, ActionKind.TURN_UP))
        hand.apply(move.action())
    assert hand.community is not None


@pytest.mark.parametrize("level", LEVELS)
def test_each_level_alone_plays_thousands_of_legal_moves(level: str) -> None:
    decisions = 0
    seed = 0
    while decisions < 1500:
        variant = list(Variant)[seed % 3]
        decisions += _drive(seed, 2 + seed % 7, variant, seed % 2 == 0, seed % 4 < 2, [level])
        seed += 1


# --------------------------------------------------------------------------- no peeking


def _same_board_hands() -> tuple[Hand, Hand]:
    """Two hands that differ only in seat 2's down cards (and so in the deck's rest)."""
    streets = [{1: "5d", 2: "8s", 3: "Jc"}, {1: "6d", 2: "Kd", 3: "4c"},
               {1: "2d", 2: "2h", 3: "9c"}, {1: "Qs", 2: "Ks", 3: "Kh"}]
    a = make_hand({1: "9d7dTd", 2: "AsAd3h", 3: "QcJh8c"}, streets)
    b = make_hand({1: "9d7dTd", 2: "2c7h3h", 3: "QcJh8c"}, streets)
    for hand in (a, b):
        play(hand, "bring_in", "complete 200", "call", "call")  # seat 2 (3h) brings in
    return a, b


@pytest.mark.parametrize("level", LEVELS)
def test_a_bot_cannot_see_more_than_its_view(level: str) -> None:
    a, b = _same_board_hands()
    compared = 0
    while not a.is_complete:
        assert a.acting_seat == b.acting_seat and a.acting_seat is not None
        seat = a.acting_seat
        va, vb = view(a, seat), view(b, seat)
        if seat != 2:
            compared += 1
            assert va == vb  # the views carry nothing of seat 2's down cards
            for seed in range(3):
                ma = make_bot(level, random.Random(seed), simulations=FAST).decide(va)
                mb = make_bot(level, random.Random(seed), simulations=FAST).decide(vb)
                assert ma == mb
                # A view rebuilt from plain data (no link to any hand) decides the same.
                mc = make_bot(level, random.Random(seed), simulations=FAST).decide(
                    P.View.from_wire(P.View.of(va).to_wire()).table_view())
                assert mc == ma
        move = next(m for m in a.legal_actions() if m.kind in (ActionKind.CHECK,
                                                               ActionKind.CALL))
        a.apply(move.action())
        b.apply(move.action())
    assert compared >= 6


@pytest.mark.parametrize("level", LEVELS)
def test_decisions_are_deterministic_given_the_generator(level: str) -> None:
    def moves(seed: int) -> list[LegalAction]:
        rng = random.Random(99)
        cfg = GameConfig.preset(Variant.STUD8, 200)
        hand = Hand(cfg, [PlayerSpec(s, f"P{s}", cfg.buy_in) for s in (1, 2, 3, 4)],
                    shuffled_deck(rng))
        bots = {s: make_bot(level, random.Random(seed * 10 + s), simulations=FAST)
                for s in (1, 2, 3, 4)}
        out = []
        while not hand.is_complete:
            assert hand.acting_seat is not None
            m = bots[hand.acting_seat].decide(view(hand, hand.acting_seat))
            out.append(m)
            hand.apply(m.action())
        return out

    assert moves(5) == moves(5)


def test_up_cards_keep_the_two_of_clubs() -> None:
    two_clubs = Card.parse("2c")
    assert int(two_clubs) == 0
    assert up_cards((None, None, two_clubs), (False, False, True)) == (two_clubs,)


def test_the_situation_counts_every_seen_card_once_and_only_those() -> None:
    a, _ = _same_board_hands()
    assert a.acting_seat is not None
    sit = read(view(a, a.acting_seat))
    seen = set(sit.cards) | set(sit.others_seen())
    assert len(sit.unseen) == 52 - len(seen)
    assert not seen & set(sit.unseen)
    secret = {c for p in a.players if p.seat != sit.seat
              for c, up in zip(p.cards, p.face_up) if not up}
    assert secret <= set(sit.unseen)


# --------------------------------------------------------------------------- features


def test_features_draws_and_liveness() -> None:
    hearts = parse_cards("2h5h9hQh")
    assert flush_draw(hearts, parse_cards("3h4h6h")) == (4, 6)
    assert straight_draw(parse_cards("5c6d7h8s"), parse_cards("9c9d4h")) == (4, 5)
    assert straight_draw(parse_cards("5c6d8s9h"), ()) == (4, 4)  # one gap: one rank
    assert straight_draw(parse_cards("Ac2d3h"), ())[0] == 3  # the wheel counts
    assert straight_draw(parse_cards("AcKdQh"), parse_cards("JcJdTh"))[0] == 3
    assert razz_hand(parse_cards("Kc5d5h3s2c")) == (13, 5, 3, 2)
    assert razz_beats((7, 4, 2), (8, 3, 1)) and not razz_beats((8, 3, 1), (7, 4, 2))
    assert is_brick(Card.parse("Ks"), parse_cards("3c4dKs"), Variant.RAZZ)
    assert is_brick(Card.parse("4s"), parse_cards("3c4d4s"), Variant.RAZZ)
    assert not is_brick(Card.parse("2s"), parse_cards("3c4d2s"), Variant.RAZZ)


def test_start_scores_rank_the_classic_starts() -> None:
    def score(text: str, variant: Variant = Variant.STUD) -> float:
        return start_score(parse_cards(text), variant)

    assert score("AcAdAh") > score("KcKd2h") > score("5c5d9h") > score("2c7dJh")
    assert score("9h8h2h") > score("2c7dJs")
    assert score("Ac2d3h", Variant.RAZZ) > score("6c7d8h", Variant.RAZZ) > score(
        "Kc7d2h", Variant.RAZZ) > score("4c4d2h", Variant.RAZZ)
    assert score("Ac2d4h", Variant.STUD8) > score("KcQdJh", Variant.STUD8)


# --------------------------------------------------------------------------- easy


def test_easy_posts_the_bring_in_even_with_rolled_up_trips() -> None:
    hand = make_hand({1: "2d2h2c", 2: "QsJd9h"})
    assert hand.acting_seat == 1
    for seed in range(5):
        assert decide(bot("easy", seed), hand).kind is ActionKind.BRING_IN


def test_easy_never_folds_a_pair_to_a_bet() -> None:
    # Seat 1 holds a pair of threes against a board of kings; it calls down anyway.
    hand = make_hand({1: "3c3d9s", 2: "KsKhKd"}, [{1: "7h", 2: "Qc"}, {1: "2s", 2: "Qd"}])
    play(hand, "bring_in", "complete 200")  # seat 1 (9s) brings in, seat 2 completes
    for seed in range(10):
        assert decide(bot("easy", seed), hand).kind is ActionKind.CALL
    play(hand, "call", "bet 200")  # 4th street: seat 2 (KQ) bets
    for seed in range(10):
        assert decide(bot("easy", seed), hand).kind is ActionKind.CALL


def test_easy_chases_a_dead_flush_draw() -> None:
    # Seat 1 has four hearts on 5th street but every other heart it needs is gone.
    third = {1: "2h5hJh", 2: "AcAd9h", 3: "QcQs3h", 4: "KcKs4h", 5: "TcTs6h", 6: "8c8s7h",
             7: "JcJs8h", 8: "9c9sTh"}
    streets = [{1: "Kd", 2: "Qh"}, {1: "Ah", 2: "Kh"}]
    hand = make_hand(third, streets)
    play(hand, "bring_in")  # seat 3 (3h) brings in; seats 4 to 8 fold
    play(hand, "fold", "fold", "fold", "fold", "fold", "complete 200", "call", "fold")
    play(hand, "check", "bet 200", "call")  # 4th: seat 1 (K J) checks, seat 2 bets
    play(hand, "check")  # 5th: seat 1 (A K J) checks
    play(hand, "bet 400")  # seat 2 (9h Qh Kh) bets
    assert hand.acting_seat == 1
    sit = read(view(hand, 1))
    assert flush_draw(sit.cards, sit.others_seen())[1] == 0  # not one live heart
    assert decide(bot("easy"), hand).kind is ActionKind.CALL
    assert decide(bot("normal"), hand).kind is ActionKind.FOLD


def test_easy_calls_two_pair_and_raises_only_trips() -> None:
    for cards, expected in (("KsKd3d", ActionKind.CALL), ("KsKdKh", ActionKind.RAISE)):
        hand = make_hand({1: "QcQd9s", 2: cards}, [{1: "9h", 2: "3c"}])
        play(hand, "bring_in", "call")  # the lower door brings in, the other calls
        assert hand.street.value == 4 and hand.acting_seat == 1  # nines showing act first
        play(hand, "bet 200")
        for seed in range(5):
            assert decide(bot("easy", seed), hand).kind is expected


# --------------------------------------------------------------------------- normal


def _facing_completion(seat1: str, variant: Variant = Variant.STUD) -> Hand:
    """Seat 1 acts last on 3rd street, facing a completion from seat 3."""
    doors = {Variant.STUD: ("2c", "Ks"), Variant.STUD8: ("2c", "As"),
             Variant.RAZZ: ("Kc", "2s")}[variant]
    hand = make_hand({1: seat1, 2: "6s7s" + doors[0], 3: "JsTs" + doors[1]}, variant=variant)
    assert hand.acting_seat == 2
    play(hand, "bring_in", "complete 200")
    assert hand.acting_seat == 1
    return hand


@pytest.mark.parametrize(("cards", "variant"), [
    ("3c7dJh", Variant.STUD), ("8s3dTh", Variant.STUD), ("KcQd9h", Variant.STUD8),
    ("9c4dKh", Variant.STUD8), ("Kh9c4d", Variant.RAZZ), ("QcQh3d", Variant.RAZZ),
])
def test_normal_folds_a_bad_start_facing_a_completion(cards: str, variant: Variant) -> None:
    hand = _facing_completion(cards, variant)
    assert decide(bot("normal"), hand).kind is ActionKind.FOLD


@pytest.mark.parametrize(("cards", "variant"), [
    ("AcAdAh", Variant.STUD), ("KcKdAh", Variant.STUD), ("Ac2d3h", Variant.STUD8),
    ("Ac2d3h", Variant.RAZZ), ("3c4d5h", Variant.RAZZ),
])
def test_normal_raises_a_strong_start(cards: str, variant: Variant) -> None:
    hand = _facing_completion(cards, variant)
    assert decide(bot("normal"), hand).kind is ActionKind.RAISE


@pytest.mark.parametrize(("cards", "variant"), [
    ("9h8h2h", Variant.STUD), ("5c5dJh", Variant.STUD), ("2d4s6h", Variant.STUD8),
    ("7c8d5h", Variant.RAZZ),
])
def test_normal_calls_a_playable_start(cards: str, variant: Variant) -> None:
    hand = _facing_completion(cards, variant)
    assert decide(bot("normal"), hand).kind is ActionKind.CALL


def test_normal_folds_a_flush_start_whose_suit_is_dead() -> None:
    third = {1: "3h8hQh", 2: "7c8dTh", 3: "QcQd6h", 4: "5c5d4h", 5: "KsKdJh"}
    hand = make_hand(third)
    play(hand, "bring_in")  # seat 4 (4h) brings in
    play(hand, "complete 200")  # seat 5
    assert hand.acting_seat == 1
    assert decide(bot("normal"), hand).kind is ActionKind.FOLD


def test_normal_completes_trips_and_aces_as_the_bring_in_and_posts_otherwise() -> None:
    for cards in ("2c2d2h", "AcAd2h"):
        hand = make_hand({1: cards, 2: "QsJd9h"})
        assert hand.acting_seat == 1
        assert decide(bot("normal"), hand).kind is ActionKind.COMPLETE
    hand = make_hand({1: "7c9d2h", 2: "QsJd9h"})
    assert decide(bot("normal"), hand).kind is ActionKind.BRING_IN
    hand = make_hand({1: "AcAdAh", 2: "QsJd2s"})
    play(hand, "bring_in")  # seat 2 (2s) brings in
    assert decide(bot("normal"), hand).kind is ActionKind.COMPLETE


def test_normal_bets_a_made_hand_ahead_of_the_board() -> None:
    hand = make_hand({1: "QcQd9s", 2: "KsJd3d"}, [{1: "9h", 2: "Ac"}])
    play(hand, "bring_in", "call")  # seat 2 (3d) brings in
    assert hand.acting_seat == 1  # two pair, queens and nines, with the nines showing
    assert decide(bot("normal"), hand).kind is ActionKind.BET


# --------------------------------------------------------------------------- hard


def _sixth_street_flush_draw(dead_hearts: bool) -> Hand:
    """Seat 1 holds four hearts and nothing else on 6th street; seat 2 shows a pair of aces
    and bets. With ``dead_hearts`` every other heart is on the table (six folded doors and
    three on seat 2's board)."""
    doors = parse_cards("JhTh8h7h6h4h" if dead_hearts else "JsTs8s7s6s4s")
    holes = ["2d3d", "4c4d", "5c5d", "6c6d", "7c8d", "9c9d"]
    third = {1: "2h5hKc", 2: "KdKsAh" if dead_hearts else "KdKsAc"}
    for seat, hole, door in zip((3, 4, 5, 6, 7, 8), holes, doors):
        third[seat] = hole + str(door)
    streets = [{1: "9h", 2: "As"},
               {1: "Qh", 2: "3h" if dead_hearts else "3c"},
               {1: "3s", 2: "Kh" if dead_hearts else "Jc"}]
    hand = make_hand(third, streets)
    assert hand.acting_seat == 8  # the 4 brings in
    play(hand, "bring_in", "complete 200", "call", "fold", "fold", "fold", "fold", "fold", "fold")
    play(hand, "bet 400", "call")  # 4th: an open pair of aces bets big, seat 1 calls
    play(hand, "bet 400", "call")  # 5th
    play(hand, "bet 400")  # 6th
    assert hand.street.value == 6 and hand.acting_seat == 1
    return hand


def test_hard_calls_a_live_flush_draw_getting_the_price() -> None:
    hand = _sixth_street_flush_draw(dead_hearts=False)
    sit = read(view(hand, 1))
    eq = equity(sit, random.Random(1), 3000)
    assert eq > call_threshold(sit)
    assert decide(bot("hard", simulations=1500), hand).kind is ActionKind.CALL


def test_hard_folds_a_dead_flush_draw() -> None:
    hand = _sixth_street_flush_draw(dead_hearts=True)
    sit = read(view(hand, 1))
    assert flush_draw(sit.cards, sit.others_seen()) == (4, 0)
    assert equity(sit, random.Random(1), 3000) < call_threshold(sit)
    assert decide(bot("hard", simulations=1500), hand).kind is ActionKind.FOLD


def test_hard_semi_bluffs_a_live_flush_draw_where_normal_checks() -> None:
    hand = make_hand({1: "9h8h2h", 2: "KsQd3d"}, [{1: "4h", 2: "Jc"}])
    play(hand, "bring_in", "call", "check")  # 4th: seat 2 (J 3) checks to four hearts
    assert hand.acting_seat == 1
    bets = sum(decide(bot("hard", seed, 600), hand).kind is ActionKind.BET for seed in range(20))
    assert bets >= 6
    assert decide(bot("normal"), hand).kind is ActionKind.CHECK


def test_hard_steals_with_the_highest_door_and_not_into_a_higher_one() -> None:
    steal = make_hand({1: "9s4d5h", 2: "7c2d3c", 3: "Ts8dAh"})
    play(steal, "bring_in")  # seat 2 (3c) brings in; seat 3 (Ah) acts, seat 1 (5h) after
    completed = sum(decide(bot("hard", seed, 600), steal).kind is ActionKind.COMPLETE
                    for seed in range(20))
    assert completed >= 12
    no_steal = make_hand({1: "9s4dKh", 2: "7c2d3c", 3: "Ts8d9h"})
    play(no_steal, "bring_in")  # seat 3 (9h) acts, seat 1 (Kh) after it
    completed = sum(decide(bot("hard", seed, 600), no_steal).kind is ActionKind.COMPLETE
                    for seed in range(20))
    assert completed == 0


def test_hard_counts_a_low_as_half_the_pot_in_hi_lo() -> None:
    # 7th street: seat 1 has a made 7-low and no pair; seat 2 shows four high cards and so
    # cannot have a low: seat 1 expects half the pot.
    third = {1: "Ac2d7h", 2: "KsKdQh"}
    streets = [{1: "4c", 2: "Qs"}, {1: "5d", 2: "Jc"}, {1: "Kh", 2: "Jd"}, {1: "9c", 2: "Tc"}]
    hand = make_hand(third, streets, variant=Variant.STUD8)
    play(hand, "bring_in", "call")  # seat 1 (7h) brings in
    for _ in range(3):
        play(hand, "check", "check")
    play(hand, "bet 400")  # 7th: seat 2 (QQJJ showing) bets
    assert hand.acting_seat == 1
    sit = read(view(hand, 1))
    eq = equity(sit, random.Random(2), 2000)
    assert 0.45 <= eq <= 0.55
    assert decide(bot("hard", simulations=500), hand).kind is ActionKind.CALL


def test_hard_bets_into_a_razz_board_that_caught_a_brick() -> None:
    # 5th street: seat 2 pairs its board (a brick), seat 1 catches a smooth card.
    third = {1: "3c4d2h", 2: "Ac5d6h"}
    streets = [{1: "7s", 2: "Qc"}, {1: "8c", 2: "6s"}]
    hand = make_hand(third, streets, variant=Variant.RAZZ)
    play(hand, "bring_in", "call")  # seat 2 (6h) brings in, seat 1 calls
    play(hand, "check", "check")
    assert hand.acting_seat == 1
    sit = read(view(hand, 1))
    assert is_brick(sit.opponents[0].up[-1], sit.opponents[0].up, Variant.RAZZ)
    for seed in range(5):
        assert decide(bot("hard", seed, simulations=500), hand).kind is ActionKind.BET


def test_hard_simulation_count_is_fixed_not_timed() -> None:
    class Counting(random.Random):
        calls = 0

        def random(self) -> float:
            Counting.calls += 1
            return super().random()

    hand = make_hand({1: "AsKd9c", 2: "QsJd2h", 3: "8s7d3h"})
    sit = read(view(hand, hand.acting_seat or 0))
    assert simulations_for(sit, 1000) == 666  # 2 * 1000 / (1 + 2 opponents)
    rng = Counting(1)
    equity(sit, rng, 100)
    per_deal = (7 - 3) + 2 * (7 - 1)  # my four cards to come, each opponent's six unseen
    assert Counting.calls == 100 * per_deal


# --------------------------------------------------------------------------- home games (W)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("variant", HOME_GAMES)
def test_every_level_plays_every_home_game(variant: Variant, level: str) -> None:
    decisions = 0
    for seed in range(6):
        decisions += _drive(seed, 2 + seed % (variant.max_players - 1), variant, seed % 2 == 0,
                            True, [level])
    assert decisions > 20


def _baseball_buy(down: str, price: object) -> Hand:
    """Baseball: seat 2 holds ``down`` and an up three and must pay ``price`` or fold (W4)."""
    cards = parse_cards(f"2h {down[:2]} Qc 5d {down[2:]} Jd 7c 3h Kd")
    cfg = GameConfig.preset(Variant.BASEBALL, 200, three_price=price)
    hand = Hand(cfg, [PlayerSpec(s, f"P{s}", 20_000) for s in (1, 2, 3)], stacked_deck(cards))
    assert hand.is_buying and hand.acting_seat == 2
    return hand


def test_w4_the_hard_bot_keeps_a_cheap_three_with_wild_cards_in_the_hole() -> None:
    hand = _baseball_buy("9c9d", "big_bet")  # two nines down: the three makes three wild cards
    assert decide(bot("hard", 1, simulations=200), hand).kind is ActionKind.BUY


def test_w4_the_hard_bot_prices_the_three_against_the_pot() -> None:
    # A junk hand asked for 150 units into a pot of 1.20: not worth it.
    hand = _baseball_buy("2c8d", 15_000)
    assert decide(bot("hard", 1, simulations=200), hand).kind is ActionKind.FOLD
