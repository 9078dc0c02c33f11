"""The showing hand (RULES.md O2) worked out from the ranks, against the evaluator's tables."""

from __future__ import annotations

from itertools import combinations_with_replacement

from studdesk.engine import evaluate
from studdesk.engine.cards import Card
from studdesk.engine.showing import showing_value


def _hands(size: int) -> list[list[Card]]:
    """One hand of each rank multiset of ``size`` cards (suits dealt in turn, at most four
    of a rank)."""
    out = []
    for ranks in combinations_with_replacement(range(13), size):
        if max(ranks.count(r) for r in ranks) <= 4:
            seen: dict[int, int] = {}
            cards = []
            for r in ranks:
                suit = seen.get(r, 0)
                seen[r] = suit + 1
                cards.append(Card(r * 4 + suit))
            out.append(cards)
    return out


def test_razz_showing_is_the_razz_table_for_every_up_hand() -> None:
    # O2 in Razz: the lowest hand showing acts first; computed from the rank masks, with no
    # table, it must be exactly the razz table's value of the same cards.
    for size in range(1, 5):
        for cards in _hands(size):
            assert showing_value(cards, low=True) == evaluate.razz_value(cards), cards


def test_high_showing_orders_like_the_table_without_straights_and_flushes() -> None:
    # High games: the table's value for hands that make no straight or flush, and a straight
    # showing counts as high cards.
    for size in range(1, 5):
        for cards in _hands(size):
            value = showing_value(cards, low=False)
            assert evaluate.category_of(value) not in (evaluate.STRAIGHT, evaluate.FLUSH)
            if size < 5:
                assert value == evaluate.high_value(cards), cards


def test_evaluate_reexports_the_one_showing_value() -> None:
    assert evaluate.showing_value is showing_value
