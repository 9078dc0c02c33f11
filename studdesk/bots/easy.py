"""The easy level: a loose, passive beginner.

It plays far too many starting hands (any pair, two suited cards, any ace or king, two low
cards in the low games) and calls far too much, rarely raises, and makes the classic beginner
mistakes on purpose, each a plain rule:

- in Stud and Hi/Lo it never folds a pair to a bet, on any street; in the low games it calls
  down with any low draw (in Razz, to a 10-low);
- it chases flush and straight draws without looking at the dead cards;
- it bets only two pair or better (a made 7-low in the low games) and raises only trips or
  better (a made 6-low; on 3rd street, kings or aces), so its medium hands win little;
- it never steals and never bluffs; as the bring-in it always just posts the bring-in;
- it shows its beaten hands at the showdown.

Now and then it also calls with nothing: a 3rd street completion one time in eight, a river
bet with ace high one time in four.
"""

from __future__ import annotations

import random

from studdesk.engine import LegalAction, Street, TableView, Variant

from .choices import choose, is_choice
from .features import best_group, flush_draw, low_ranks, pairs, rank, razz_hand, straight_draw
from .table import Situation, read

CURIOSITY = 0.125  # how often a junk 3rd street hand calls anyway


class EasyBot:
    """Loose-passive beginner (see the module docstring for its rules)."""

    level = "easy"

    def __init__(self, rng: random.Random) -> None:
        self._rng = rng

    def decide(self, view: TableView) -> LegalAction:
        if is_choice(view):  # a declaration or a card to turn up (W9, W11)
            return choose(view, self.level, self._rng)
        sit = read(view)
        if sit.showdown:
            return sit.call()  # shows the beaten hand
        if sit.street is Street.THIRD:
            return self._third(sit)
        return self._later(sit)

    # ------------------------------------------------------------------ 3rd street

    def _third(self, sit: Situation) -> LegalAction:
        cards = sit.cards
        size, top = best_group(cards)
        if size == 3 or (sit.variant is not Variant.RAZZ and size == 2 and top >= 13):
            if sit.is_bring_in:
                return sit.call()  # a beginner just posts the bring-in, even with aces
            return sit.raise_() if sit.raises < 2 else sit.call()
        if is_playable_start(sit):
            return sit.call()
        if self._rng.random() < CURIOSITY:
            return sit.call()
        return sit.fold()

    # ------------------------------------------------------------------ 4th to 7th

    def _later(self, sit: Situation) -> LegalAction:
        strength = self._strength(sit)
        if strength >= 3:
            return sit.raise_() if sit.raises < 2 else sit.call()
        if strength == 2:
            return sit.raise_() if sit.can_check else sit.call()
        if strength == 1:
            return sit.call()
        return sit.fold()

    def _strength(self, sit: Situation) -> int:
        """3: raise with it; 2: bet it; 1: call with it; 0: give up."""
        cards = sit.cards
        n = len(cards)
        if sit.variant is Variant.RAZZ:
            return _razz_strength(cards)
        cat = sit.high(cards) >> 20
        high = 3 if cat >= 3 else 2 if cat == 2 else 1 if cat == 1 else 0
        if high == 0 and n < 7:
            suited, _ = flush_draw(cards, ())  # dead cards? a beginner does not look
            straight, _ = straight_draw(cards, ())
            if suited >= n - 1 or straight >= n - 1 or suited >= 4 or straight >= 4:
                high = 1
        if high == 0 and n == 7 and max(rank(c) for c in cards) == 14:
            high = 1 if self._rng.random() < 0.25 else 0  # "ace high might be good"
        if sit.variant is Variant.STUD8:
            return max(high, _low8_strength(cards))
        return high


def is_playable_start(sit: Situation) -> bool:
    """A beginner's idea of a playable start: any pair, two suited cards, any ace or king, two
    cards toward a straight; in the low games any two low cards."""
    cards = sit.cards[:3]
    if sit.variant is Variant.RAZZ:
        return len(low_ranks(cards, 8)) >= 2
    if pairs(cards):
        return True
    if sit.variant is Variant.STUD8 and (len(low_ranks(cards, 8)) >= 2):
        return True
    suited, _ = flush_draw(cards, ())
    straight, _ = straight_draw(cards, ())
    return suited >= 2 or straight >= 3 or max(rank(c) for c in cards) >= 13


def _razz_strength(cards: tuple[int, ...]) -> int:
    hand = razz_hand(cards)
    need = min(5, len(cards))
    if len(hand) >= need and need == 5:
        if hand[0] <= 6:
            return 3
        if hand[0] <= 7:
            return 2
        return 1 if hand[0] <= 10 else 0
    good = [r for r in hand if r <= 10]
    return 1 if len(good) >= need - 1 else 0


def _low8_strength(cards: tuple[int, ...]) -> int:
    lows = low_ranks(cards, 8)
    if len(lows) >= 5:
        return 3 if lows[4] <= 6 else 2 if lows[4] <= 7 else 1
    to_come = 7 - len(cards)
    return 1 if len(lows) + to_come >= 5 and len(lows) >= 2 else 0
