"""The hard bot's faster simulation (issue 20) deals the same cards in the same order as the
one before it (kept in tests/bench/previous_hard.py), so from the same generator it gives the
same equity, to the last bit, in every game: the casino studs' fast loop and the general loop
(wild cards, Chicago's spade, the D10 shared card and the community card).
"""

from __future__ import annotations

import random

import pytest

from studdesk.bots import make_bot, read
from studdesk.bots.equity import equity
from studdesk.bots.table import Situation
from studdesk.engine import ActionKind, GameConfig, Hand, PlayerSpec, Variant, shuffled_deck, view
from tests.bench import previous_hard


def _situations(variant: Variant, players: int, seed: int) -> list[Situation]:
    """Every decision but a showdown's in one hand of normal bots."""
    config = GameConfig.preset(variant, 200)
    seats = range(1, players + 1)
    hand = Hand(config, [PlayerSpec(s, f"P{s}", config.buy_in) for s in seats],
                shuffled_deck(random.Random(seed)))
    bots = {s: make_bot("normal", random.Random(seed * 10 + s)) for s in seats}
    found = []
    while not hand.is_complete:
        seat = hand.acting_seat
        assert seat is not None
        seen = view(hand, seat)
        if seen.legal_actions[0].kind not in (ActionKind.SHOW, ActionKind.MUCK):
            found.append(read(seen))
        hand.apply(bots[seat].decide(seen).action())
    return found


def _same(situations: list[Situation]) -> int:
    for k, sit in enumerate(situations):
        for read_actions in (True, False):
            ours = equity(sit, random.Random(k), 60, read_actions=read_actions)
            before = previous_hard.equity(sit, random.Random(k), 60, read_actions=read_actions)
            assert ours == before, (k, sit.variant, sit.street, read_actions)
    return len(situations)


@pytest.mark.parametrize("variant", [Variant.STUD, Variant.STUD8, Variant.RAZZ])
def test_the_casino_studs_estimate_as_before(variant: Variant) -> None:
    assert sum(_same(_situations(variant, players, seed)) for players in (2, 5)
               for seed in range(2)) > 10


@pytest.mark.parametrize("variant", [v for v in Variant
                                     if v not in (Variant.STUD, Variant.STUD8, Variant.RAZZ)])
def test_the_home_games_estimate_as_before(variant: Variant) -> None:
    assert _same(_situations(variant, min(4, variant.max_players), 3)) > 3


def test_eight_players_sharing_a_card_estimate_as_before() -> None:
    # RULES.md D10: eight players who all call to 7th street leave too few cards; before the
    # last card the simulation deals one shared card, after it the community card is known.
    config = GameConfig.preset(Variant.STUD, 200)
    hand = Hand(config, [PlayerSpec(s, f"P{s}", config.buy_in) for s in range(1, 9)],
                shuffled_deck(random.Random(11)))
    situations = []
    while not hand.is_complete:
        seat = hand.acting_seat
        assert seat is not None
        seen = view(hand, seat)
        if seen.legal_actions[0].kind not in (ActionKind.SHOW, ActionKind.MUCK):
            situations.append(read(seen))
        move = next(m for m in seen.legal_actions if m.kind in (
            ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN, ActionKind.SHOW))
        hand.apply(move.action())
    assert hand.community is not None
    sixth = [s for s in situations if len(s.cards) == 6]
    seventh = [s for s in situations if s.community is not None]
    assert sixth and seventh
    assert _same(sixth + seventh) == len(sixth) + len(seventh)
