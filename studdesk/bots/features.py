"""Plain facts about a handful of cards that every level reasons with: pairs, draws and how
live they are, low cards, and a score for a 3rd street start.

Cards are the engine's ints (``rank_index * 4 + suit``). Low hands here are computed by this
module itself (ace = 1), so the bots do not rely on partial-hand low values of the evaluator.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache

from studdesk.engine import Variant


def rank(card: int) -> int:
    """2..14, ace high."""
    return (card >> 2) + 2


def low(card: int) -> int:
    """1..13, ace low."""
    r = (card >> 2) + 2
    return 1 if r == 14 else r


def suit(card: int) -> int:
    return card & 3


def rank_counts(cards: Iterable[int]) -> dict[int, int]:
    counts: dict[int, int] = {}
    for c in cards:
        r = rank(c)
        counts[r] = counts.get(r, 0) + 1
    return counts


def pairs(cards: Iterable[int]) -> list[int]:
    """Ranks held at least twice, highest first."""
    return sorted((r for r, k in rank_counts(cards).items() if k >= 2), reverse=True)


def best_group(cards: Iterable[int]) -> tuple[int, int]:
    """(size, rank) of the biggest group of equal ranks, the higher rank on ties."""
    counts = rank_counts(cards)
    if not counts:
        return 0, 0
    return max((k, r) for r, k in counts.items())


def flush_draw(cards: Sequence[int], seen_elsewhere: Iterable[int]) -> tuple[int, int]:
    """(suited cards held, live cards of that suit left) for the viewer's longest suit."""
    if not cards:
        return 0, 0
    by_suit = [0, 0, 0, 0]
    for c in cards:
        by_suit[suit(c)] += 1
    best = max(range(4), key=lambda s: (by_suit[s], s))
    gone = sum(1 for c in seen_elsewhere if suit(c) == best)
    return by_suit[best], 13 - by_suit[best] - gone


def straight_draw(cards: Sequence[int], seen_elsewhere: Iterable[int]) -> tuple[int, int]:
    """(most distinct ranks in one five-rank window, live cards that add one more rank to such
    a window). Ace counts high and low.

    ``(4, 6)``: four to a straight with six live cards that complete it (an open-ended draw
    counts both ends).
    """
    ranks = {rank(c) for c in cards}
    if 14 in ranks:
        ranks.add(1)
    seen = rank_counts(seen_elsewhere)
    if 14 in seen:
        seen[1] = seen[14]
    windows = [[r for r in range(lo, lo + 5)] for lo in range(1, 11)]
    held = max(sum(r in ranks for r in w) for w in windows)
    if held < 2:
        return held, 0
    outs = {r for w in windows if sum(r in ranks for r in w) == held for r in w if r not in ranks}
    if 1 in outs and 14 in outs:
        outs.discard(1)
    live = sum(4 - seen.get(r, 0) for r in outs)
    return held, live


def low_ranks(cards: Iterable[int], limit: int = 8) -> list[int]:
    """Distinct ace-low ranks no higher than ``limit``, lowest first."""
    return sorted({low(c) for c in cards if low(c) <= limit})


def razz_hand(cards: Iterable[int]) -> tuple[int, ...]:
    """The best ace-to-five low of up to five distinct ranks, highest card first.

    Fewer cards give a partial hand (``(7, 3, 1)``); compare two hands of the same length with
    ``<`` (smaller is better). Pairs are left out: five distinct ranks of seven cards always
    exist once the hand is long enough not to need them.
    """
    return tuple(sorted({low(c) for c in cards})[:5][::-1])


def razz_beats(mine: tuple[int, ...], theirs: tuple[int, ...]) -> bool:
    """True if ``mine`` is a better (lower) razz hand than ``theirs`` over the length of the
    shorter one, comparing highest cards first; more distinct cards is better at equal length."""
    n = min(len(mine), len(theirs))
    if n == 0:
        return len(mine) > len(theirs)
    a, b = mine[-n:], theirs[-n:]  # the n lowest cards of each, highest first
    if a != b:
        return a < b
    return len(mine) > len(theirs)


def is_brick(card: int, board: Sequence[int], variant: Variant) -> bool:
    """A card that did not help a low hand: above 8, or pairing a card on the board (in Razz a
    paired board card is a brick; in Hi/Lo it is for the low half)."""
    if variant is Variant.STUD:
        return False
    return low(card) > 8 or any(low(c) == low(card) for c in board if c != card)


# --------------------------------------------------------------------------- 3rd street


@cache
def _start_score(ranks: tuple[int, int, int], suited: bool, variant: Variant) -> float:
    """How good three cards are to start with, 0 (junk) to 1 (rolled-up trips); no liveness."""
    hi = sorted(ranks, reverse=True)
    lows = sorted({1 if r == 14 else r for r in hi})
    counts = {r: hi.count(r) for r in hi}
    pair = max((r for r, k in counts.items() if k >= 2), default=0)
    trips = max((r for r, k in counts.items() if k == 3), default=0)
    distinct_low8 = [r for r in lows if r <= 8]
    connected = len(set(hi)) == 3 and (hi[0] - hi[2] <= 4 or (14 in hi and hi[1] <= 5))
    if variant is Variant.RAZZ:
        if trips:
            return 0.0
        if pair:
            return 0.08 if pair <= 5 or pair == 14 else 0.03
        top = max(lows)
        if top <= 8:
            return min(1.0, 0.45 + 0.09 * (8 - top) + (0.08 if 1 in lows else 0.0))
        if len(distinct_low8) == 2:
            return 0.22 if top <= 10 else 0.12
        return 0.04
    if trips:
        return 1.0
    if variant is Variant.STUD8:
        if pair:
            kicker = next(r for r in hi if r != pair)
            if pair == 14:
                return 0.85
            base = 0.25 + 0.025 * (pair - 2) if pair > 8 else 0.3
            if pair <= 8 and (kicker == 14 or kicker <= 5):
                base += 0.15
            return base
        if len(distinct_low8) == 3:
            score = 0.5 + 0.05 * (8 - max(distinct_low8))
            if 1 in distinct_low8:
                score += 0.15
            if suited:
                score += 0.05
            return min(score, 0.95)
        if len(distinct_low8) == 2 and 1 in distinct_low8:
            return 0.3
        if suited and len(distinct_low8) >= 2:
            return 0.25
        if 14 in hi:
            return 0.18
        return 0.05
    # Seven Card Stud, high
    if pair:
        kicker = next(r for r in hi if r != pair)
        return 0.4 + 0.04 * (pair - 2) + 0.01 * max(0, kicker - 9)
    score = 0.05 + 0.015 * max(0, hi[0] - 9)
    if suited:
        score = max(score, 0.32 + 0.01 * (hi[0] - 8))
    if connected:
        score = max(score, 0.25 + 0.01 * (hi[0] - 6)) + (0.08 if suited else 0.0)
    if hi[0] >= 13 and hi[1] >= 11:
        score = max(score, 0.22)
    return min(score, 0.5)


def start_score(cards: Sequence[int], variant: Variant) -> float:
    """:func:`_start_score` of the first three cards (the two down cards and the door)."""
    a, b, c = cards[0], cards[1], cards[2]
    ranks = tuple(sorted((rank(a), rank(b), rank(c))))
    suited = suit(a) == suit(b) == suit(c)
    return _start_score((ranks[0], ranks[1], ranks[2]), suited, variant)


def door_strength(card: int, variant: Variant) -> int:
    """How scary a door card looks to the others (larger is scarier): rank in Stud, lowness in
    Razz, an ace or a small card in Hi/Lo."""
    if variant is Variant.STUD:
        return rank(card)
    if variant is Variant.RAZZ:
        return 14 - low(card)
    r = low(card)
    if r == 1:
        return 14
    return 12 - r if r <= 8 else r - 6  # 2 -> 10 ... 8 -> 4; 9 -> 3 ... K -> 7
