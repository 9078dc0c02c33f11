"""The decisions on which today's hard-bot simulation is compared with the one before it
(``tests/bench/previous_bot.py`` records the previous one's estimates; ``test_equity_previous``
checks today's against them): every decision but a showdown's in hands of normal bots, in every
game, and eight players sharing the community card (RULES.md D10)."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from studdesk.bots import make_bot, read
from studdesk.bots.table import Situation
from studdesk.engine import (
    ActionKind,
    GameConfig,
    Hand,
    LegalAction,
    PlayerSpec,
    TableView,
    Variant,
    shuffled_deck,
    view,
)
from studdesk.engine.config import CHOICE_GAMES

SIMULATIONS = 60
CASINO = (Variant.STUD, Variant.STUD8, Variant.RAZZ)


@dataclass(frozen=True)
class Case:
    name: str  # "stud-2p-seed0 #3": the game, the table, the deck's seed and the decision
    situation: Situation
    read_actions: bool
    seed: int  # the simulation's generator

    def rng(self) -> random.Random:
        return random.Random(self.seed)


def _decisions(hand: Hand, choose: Callable[[TableView], LegalAction]) -> list[Situation]:
    """Every decision but a showdown's, read as the hard bot reads it, while ``choose`` plays
    the hand out."""
    found = []
    while not hand.is_complete:
        seat = hand.acting_seat
        assert seat is not None
        seen = view(hand, seat)
        if seen.legal_actions[0].kind not in (ActionKind.SHOW, ActionKind.MUCK):
            found.append(read(seen))
        hand.apply(choose(seen).action())
    return found


def _normal_bots_hand(variant: Variant, players: int, seed: int) -> list[Situation]:
    config = GameConfig.preset(variant, 200)
    seats = range(1, players + 1)
    hand = Hand(config, [PlayerSpec(s, f"P{s}", config.buy_in) for s in seats],
                shuffled_deck(random.Random(seed)))
    bots = {s: make_bot("normal", random.Random(seed * 10 + s)) for s in seats}

    def choose(seen: TableView) -> LegalAction:
        assert seen.viewer is not None
        return bots[seen.viewer].decide(seen)

    return _decisions(hand, choose)


def _eight_sharing_a_card() -> list[Situation]:
    """Eight players who all call to 7th street leave too few cards (RULES.md D10): before the
    last card the simulation deals one shared card, after it the community card is known."""
    config = GameConfig.preset(Variant.STUD, 200)
    hand = Hand(config, [PlayerSpec(s, f"P{s}", config.buy_in) for s in range(1, 9)],
                shuffled_deck(random.Random(11)))
    found = _decisions(hand, lambda seen: next(m for m in seen.legal_actions if m.kind in (
        ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN, ActionKind.SHOW)))
    assert hand.community is not None
    return [s for s in found if len(s.cards) == 6 or s.community is not None]


def tables() -> Iterator[tuple[str, list[Situation]]]:
    """Each group of decisions, named: the casino studs two- and five-handed on two decks, each
    home game four-handed (Baseball's pay-or-fold and Chicago's spade included), and D10."""
    for variant in CASINO:
        for players in (2, 5):
            for seed in range(2):
                yield (f"{variant.value}-{players}p-seed{seed}",
                       _normal_bots_hand(variant, players, seed))
    for variant in Variant:
        # The previous bot (the record's commit) predates the games of a secret choice.
        if variant not in CASINO and variant not in CHOICE_GAMES:
            players = min(4, variant.max_players)
            yield f"{variant.value}-{players}p-seed3", _normal_bots_hand(variant, players, 3)
    yield "stud-8p-d10", _eight_sharing_a_card()


def cases() -> Iterator[Case]:
    for name, situations in tables():
        for k, sit in enumerate(situations):
            for read_actions in (True, False):
                yield Case(f"{name} #{k}", sit, read_actions, k)


def fingerprint(sit: Situation) -> str:
    """A short digest of everything the estimate reads, so that a recorded estimate is compared
    only with the same decision."""
    text = repr((sit.variant, sit.street, sit.seat, sit.cards, sit.face_up, sit.opponents,
                 sit.dead, sit.unseen, sit.community, sit.pot, sit.to_call, sit.raises, sit.unit))
    return hashlib.sha256(text.encode()).hexdigest()[:16]
