"""What a bot knows of the night beyond its hand: the format (RULES.md says nothing of it; the
table tells its bots before each hand).

In a cash game chips are money and the hand's pot odds are the whole story. In a sit-and-go they
are not: a short stack is blinded away by the antes if it waits (so it must pick a hand and get
its chips in while they still buy a share of a pot), and just before the money (the bubble) a
medium stack loses more by busting than it wins by doubling, so it calls less.

>>> Stage.cash().is_tournament
False
>>> s = Stage(players_left=4, paid_places=3)
>>> s.is_tournament, s.on_the_bubble
(True, True)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

SHORT_STACK_ORBITS: Final = 4.0
"""A stack that pays fewer than this many rounds of antes and bring-in, or that holds fewer than
three small bets, is short: it commits with its fair share of equity."""


@dataclass(frozen=True, slots=True)
class Stage:
    """The format around the hand. ``players_left`` 0 means a cash game."""

    players_left: int = 0
    paid_places: int = 0

    @classmethod
    def cash(cls) -> Stage:
        return cls()

    @property
    def is_tournament(self) -> bool:
        return self.players_left > 0

    @property
    def on_the_bubble(self) -> bool:
        """One more player out and everyone left is paid."""
        return self.is_tournament and self.players_left == self.paid_places + 1


def rounds_left(stack: int, ante: int, bring_in: int, players: int) -> float:
    """How many hands of antes (and one bring-in per round of the table) ``stack`` pays for."""
    cost = ante + bring_in / max(1, players)
    return stack / cost if cost > 0 else float("inf")


def is_short(stack: int, *, ante: int, bring_in: int, small_bet: int, players: int) -> bool:
    """Short: fewer than three small bets, or fewer than :data:`SHORT_STACK_ORBITS` rounds of the
    table's forced bets (a round is one hand per player)."""
    if stack < 3 * small_bet:
        return True
    return rounds_left(stack, ante, bring_in, players) < SHORT_STACK_ORBITS * players
