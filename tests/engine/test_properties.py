"""Invariants of random legal play (hypothesis): chips are conserved, no card is dealt twice,
every hand ends, and the exported PHH replays to the same result."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from studdesk.engine import GameConfig, Hand, Phase, PlayerSpec, Variant, shuffled_deck
from studdesk.engine.actions import ActionKind
from studdesk.engine.events import CardDealt, CommunityCardDealt, PotAwarded, UncalledBetReturned
from studdesk.engine.phh import export_hand, loads, replay

STAKES = st.sampled_from([(10, 20), (25, 50), (200, 400), (1000, 2000)])


@st.composite
def tables(draw: st.DrawFn) -> tuple[GameConfig, list[PlayerSpec], int]:
    variant = draw(st.sampled_from(list(Variant)))
    small, big = draw(STAKES)
    cfg = GameConfig.preset(
        variant, small, big_bet=big,
        open_pair=draw(st.booleans()), heads_up_uncapped=draw(st.booleans()),
        # The home games' options (RULES.md W3-W5); the casino studs ignore them.
        queens_wild=draw(st.booleans()), four_extra_card=draw(st.sampled_from(["down", "up"])),
        three_price=draw(st.sampled_from(["big_bet", "pot", 1, small])),
        low_chicago_ace=draw(st.sampled_from(["high", "low"])),
        swing_tie=draw(st.sampled_from(["loses", "shares"])),  # W10
    )
    n = draw(st.integers(2, variant.max_players))
    seats = sorted(draw(st.lists(st.integers(1, 8), min_size=n, max_size=n, unique=True)))
    # Short stacks (all-in from the ante, short bring-ins) as well as deep ones.
    stacks = draw(st.lists(st.one_of(st.integers(1, 3 * small), st.integers(1, 60 * big)),
                           min_size=n, max_size=n))
    players = [PlayerSpec(s, f"P{s}", stack, auto_muck=draw(st.booleans()))
               for s, stack in zip(seats, stacks, strict=True)]
    return cfg, players, draw(st.integers(0, 2**32))


def play_randomly(cfg: GameConfig, players: list[PlayerSpec], seed: int,
                  passive: float = 0.0) -> Hand:
    rng = random.Random(seed)
    hand = Hand(cfg, players, shuffled_deck(rng),
                reshuffle=lambda cards: rng.sample(cards, len(cards)))
    for _ in range(500):
        if hand.is_complete:
            break
        moves = hand.legal_actions()
        assert moves, "a hand that is not over always has a move"
        calm = [m for m in moves if m.kind in (ActionKind.CHECK, ActionKind.CALL,
                                               ActionKind.BRING_IN, ActionKind.SHOW)]
        pool = calm if calm and rng.random() < passive else list(moves)
        hand.apply(rng.choice(pool).action())
    return hand


@settings(max_examples=300, deadline=None)
@given(tables(), st.sampled_from([0.0, 0.8, 1.0]))
def test_random_play_conserves_chips_deals_no_card_twice_and_ends(
        table: tuple[GameConfig, list[PlayerSpec], int], passive: float) -> None:
    cfg, players, seed = table
    hand = play_randomly(cfg, players, seed, passive)
    assert hand.is_complete and hand.phase is Phase.COMPLETE
    result = hand.result
    assert result is not None
    before = sum(p.stack for p in players)
    assert sum(result.stacks.values()) == before
    assert all(stack >= 0 for stack in result.stacks.values())
    awarded = sum(e.amount for e in hand.events if isinstance(e, PotAwarded))
    returned = sum(e.amount for e in hand.events if isinstance(e, UncalledBetReturned))
    assert awarded + sum(p.stack for p in players) - sum(result.stacks.values()) >= 0
    assert sum(pot.amount for pot in result.pots) == awarded
    assert returned >= 0
    dealt = [e.card for e in hand.events if isinstance(e, CardDealt | CommunityCardDealt)]
    assert len(dealt) == len(set(dealt))


@settings(max_examples=200, deadline=None)
@given(tables(), st.sampled_from([0.0, 1.0]))
def test_exported_phh_replays_to_the_same_result(
        table: tuple[GameConfig, list[PlayerSpec], int], passive: float) -> None:
    cfg, players, seed = table
    hand = play_randomly(cfg, players, seed, passive)
    again = replay(loads(export_hand(hand)))
    assert again.hand.result is not None and hand.result is not None
    assert again.hand.result.stacks == hand.result.stacks
    assert again.hand.result.awards == hand.result.awards
