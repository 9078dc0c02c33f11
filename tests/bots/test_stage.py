"""The hard bot in a tournament (studdesk/bots/stage.py): short stacks commit, the bubble
tightens medium stacks and loosens the biggest one. Decisions are made by ``choose`` with a given
equity, so each test sits just on either side of a threshold."""

from __future__ import annotations

import random

import pytest

from studdesk.bots import HardBot, Stage, read
from studdesk.bots.hard import call_threshold, is_short_stack
from studdesk.bots.stage import is_short, rounds_left
from studdesk.engine import ActionKind, Hand, view
from tests.engine.helpers import make_hand, play

CASH = Stage.cash()
EARLY = Stage(players_left=8, paid_places=3)
BUBBLE = Stage(players_left=4, paid_places=3)


def facing_completion(stacks: dict[int, int]) -> Hand:
    """Seat 1 acts last on 3rd street facing seat 3's completion (seat 2 brought in)."""
    hand = make_hand({1: "9c4dJh", 2: "6s7s2c", 3: "JsTsKs"}, stacks=stacks)
    play(hand, "bring_in", "complete 200")
    assert hand.acting_seat == 1
    return hand


def decision(hand: Hand, stage: Stage, eq: float, seed: int = 0) -> ActionKind:
    bot = HardBot(random.Random(seed), simulations=10, stage=stage)
    assert hand.acting_seat is not None
    return bot.choose(read(view(hand, hand.acting_seat)), eq).kind


def test_a_stage_knows_the_bubble() -> None:
    assert not CASH.is_tournament and not CASH.on_the_bubble
    assert EARLY.is_tournament and not EARLY.on_the_bubble
    assert BUBBLE.on_the_bubble


def test_short_means_few_small_bets_or_few_rounds_of_antes() -> None:
    assert is_short(599, ante=40, bring_in=50, small_bet=200, players=3)  # under 3 small bets
    assert not is_short(5000, ante=40, bring_in=50, small_bet=200, players=3)
    # 8 players, ante 40 and a bring-in of 50 a hand: 46.25 a hand, 32 hands = 1480 chips
    assert rounds_left(1480, 40, 50, 8) == pytest.approx(32)
    assert is_short(1479, ante=40, bring_in=50, small_bet=200, players=8)
    assert not is_short(1481, ante=40, bring_in=50, small_bet=200, players=8)


def test_a_short_stack_calls_with_its_fair_share_where_a_cash_player_folds() -> None:
    hand = facing_completion({1: 500, 2: 10_000, 3: 10_000})
    sit = read(view(hand, 1))
    assert is_short_stack(sit)
    fair = 1 / sit.players
    eq = (0.85 * fair + call_threshold(sit)) / 2
    assert 0.85 * fair < eq < call_threshold(sit)
    assert decision(hand, CASH, eq) is ActionKind.FOLD
    assert decision(hand, EARLY, eq) is ActionKind.CALL


def test_a_short_stack_gets_its_chips_in_where_a_cash_player_only_calls() -> None:
    hand = facing_completion({1: 500, 2: 10_000, 3: 10_000})
    eq = 1.2 / 3
    assert decision(hand, CASH, eq) is ActionKind.CALL
    assert decision(hand, EARLY, eq) is ActionKind.RAISE


def test_a_deep_stack_early_in_a_tournament_plays_as_in_a_cash_game() -> None:
    hand = facing_completion({1: 10_000, 2: 10_000, 3: 20_000})
    sit = read(view(hand, 1))
    assert not is_short_stack(sit)
    for eq in (call_threshold(sit) * 0.9, call_threshold(sit) * 1.1, 0.4, 0.7):
        assert decision(hand, EARLY, eq) is decision(hand, CASH, eq)


def test_on_the_bubble_a_medium_stack_folds_what_it_would_call() -> None:
    hand = facing_completion({1: 10_000, 2: 10_000, 3: 20_000})
    eq = call_threshold(read(view(hand, 1))) * 1.15
    assert decision(hand, CASH, eq) is ActionKind.CALL
    assert decision(hand, BUBBLE, eq) is ActionKind.FOLD
    # the biggest stack is not afraid of the bubble
    covering = facing_completion({1: 30_000, 2: 10_000, 3: 20_000})
    eq = call_threshold(read(view(covering, 1))) * 1.15
    assert decision(covering, BUBBLE, eq) is ActionKind.CALL


def test_on_the_bubble_the_biggest_stack_steals_more() -> None:
    # Seat 1 brings in with the 2c; seat 2 has the only high door left to act before seat 3's 5d.
    def steal_spot(stack2: int) -> Hand:
        hand = make_hand({1: "8d9c2c", 2: "7h3dAh", 3: "Tc6s5d"},
                         stacks={1: 10_000, 2: stack2, 3: 10_000})
        play(hand, "bring_in")
        assert hand.acting_seat == 2
        return hand

    eq = 0.17  # below the usual steal (0.6 / 3 players), above the bubble's (0.7 of it)
    cash = [decision(steal_spot(30_000), CASH, eq, seed) for seed in range(20)]
    bubble = [decision(steal_spot(30_000), BUBBLE, eq, seed) for seed in range(20)]
    medium = [decision(steal_spot(10_000), BUBBLE, eq, seed) for seed in range(20)]
    assert ActionKind.COMPLETE not in cash
    assert ActionKind.COMPLETE not in medium
    assert bubble.count(ActionKind.COMPLETE) >= 12  # taken 85% of the time
