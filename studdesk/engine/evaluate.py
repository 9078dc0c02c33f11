"""Hand values for every game StudDesk deals: high (Seven Card Stud, the high half of Stud Hi/Lo,
Five Card Stud, Chicago), eight-or-better low, razz low, and high with wild cards (Follow the
Queen, Baseball).

Every evaluator takes any sequence of 1 to 7 distinct cards (:class:`~studdesk.engine.cards.Card`
or plain ints ``0..51``, ``rank_index * 4 + suit``) and returns an ``int`` where **larger is
better**, so callers always maximise; equal ints are exactly tied hands (RULES.md S4 splits them).
For speed the cards are not checked beyond their number: they must be distinct and in range.

>>> from studdesk.engine.cards import parse_cards
>>> describe_high(high_value(parse_cards("As Ks Qs Js Ts 2c 2d")))
'Royal flush'
>>> describe_high(high_value(parse_cards("Ah 2c 3d 4s 5h Kd Kc")))
'Straight, five high'
>>> describe_low(low8_value(parse_cards("8h 6c 4d 2s Ah Kd Kc")))
'8-6-4-2-A low'
>>> low8_value(parse_cards("9h 6c 4d 2s Ah Kd Kc")) is None
True
>>> describe_razz(razz_value(parse_cards("3h 3c 3d Kc Ks")))
'Full house, threes full of kings'

How it works
------------
Everything but a flush depends only on the multiset of ranks, and a 7-card hand holds one of
49,205 such multisets (76,154 for 1 to 7 cards). The module enumerates them all once and
stores each one's high, eight-or-better and razz value in three dicts keyed by a *rank key*:
the sum of one weight per card's rank (:data:`_RANK_W`, the rank keys of Kennington's
SKPokerEval), which differs for any two multisets of the same size and stays below ``2**23``;
a hand of ``n < 7`` cards adds ``(7 - n) << 23`` so that sizes never share a key. The 7-card
evaluators skip the dict probe: the 49,205 seven-card multisets are numbered in a 16-bit array
indexed by rank key (15.7 MB, filled with the tables) and their values listed by number.

Every key is kept below ``2**30`` on purpose: CPython adds and masks such ints on its fast path
and allocates for bigger ones, which costs more than the rest of an evaluation. For the high
hand each card's weight also carries a suit weight (0, 3, 16 or 18 for clubs, diamonds, hearts,
spades) from bit 23; the suit sum (at most 126) tells which suits *may* hold five cards
(:data:`_FLUSH_SUITS`: no weights small enough tell it exactly, but only 3.4% of the 7-card
hands without a flush are asked to look). Only then are that suit's cards looked at: their rank
mask indexes the flush table (a flush in seven cards excludes quads and full houses). Building
the tables takes 0.1 to 0.3 s; the first evaluation does it (:func:`build_tables`), not the
import. :func:`rank_key` and :func:`high_low8_value` serve callers that cache by ranks or need
both halves of Stud Hi/Lo (the bots' simulation).

Value layout
------------
High: ``category << 20`` then up to five 4-bit ranks (2..14), the deciding ranks first
(``0x6_74000`` is sevens full of fours). Low (both eight-or-better and razz):
``LOW_CEILING - badness`` where badness is the same layout with ace-to-five ranks (ace = 1) and
a category of :attr:`Category.HIGH_CARD` (no pair), ``PAIR``, ``TWO_PAIR``,
``THREE_OF_A_KIND``, ``FULL_HOUSE`` or ``FOUR_OF_A_KIND``. :func:`name_high` and :func:`name_low` decode values.
"""

from __future__ import annotations

import threading
from array import array
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from enum import IntEnum
from itertools import combinations, starmap
from operator import itemgetter
from typing import Any, Final, TypeVar

from .cards import Rank
from .showing import (
    _ACE_LOW,
    _LOW5,
    _STRAIGHT_TOP,
    _TOP5,
    LOW_CEILING,
    _counts,
    _high_from_masks,
    _razz_badness,
    _straight_top_wild,
    _wild_nonflush,
    showing_value,
)

__all__ = [
    "ENGLISH",
    "HAND_CATEGORY",
    "LOW_CEILING",
    "Category",
    "HandName",
    "HandWords",
    "best_high_cards",
    "best_low8_cards",
    "best_razz_cards",
    "build_tables",
    "category_of",
    "describe_high",
    "describe_low",
    "describe_razz",
    "format_hand_name",
    "high_low8_value",
    "high_value",
    "low8_value",
    "name_high",
    "name_low",
    "rank_key",
    "razz_value",
    "showing_value",
    "tables_are_built",
    "wild_high_value",
    "wild_mask",
]

C = TypeVar("C", bound=int)


class Category(IntEnum):
    """Hand categories, worst to best (high poker). Low values reuse the paired ones."""

    HIGH_CARD = 0
    PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8
    FIVE_OF_A_KIND = 9  # only with wild cards (RULES.md W1)


HIGH_CARD: Final = Category.HIGH_CARD
PAIR: Final = Category.PAIR
TWO_PAIR: Final = Category.TWO_PAIR
THREE_OF_A_KIND: Final = Category.THREE_OF_A_KIND
STRAIGHT: Final = Category.STRAIGHT
FLUSH: Final = Category.FLUSH
FULL_HOUSE: Final = Category.FULL_HOUSE
FOUR_OF_A_KIND: Final = Category.FOUR_OF_A_KIND
STRAIGHT_FLUSH: Final = Category.STRAIGHT_FLUSH
FIVE_OF_A_KIND: Final = Category.FIVE_OF_A_KIND


# --------------------------------------------------------------------------------------------
# Tables
# --------------------------------------------------------------------------------------------

# Rank weights: every multiset of 1 to 7 cards (at most four of a rank) of one size has its own
# sum, below 2**23 (checked as the tables are built). From SKPokerEval (Kevin Kennington).
_RANK_WEIGHT: Final = (
    0, 1, 5, 22, 98, 453, 2031, 8698, 22854, 83661, 262349, 636345, 1479181,
)
_RANK_BITS: Final = 23
# Suit weights (clubs, diamonds, hearts, spades) above the rank key: seven of them sum to at
# most 126, so a 7-card key stays below 2**30. Of all weights that small these send the fewest
# 7-card hands without a flush to the flush check (3.4%).
_SUIT_WEIGHT: Final = (0, 3, 16, 18)
# A partial hand's keys are moved clear of the 7-card keys (and of each other) by its size.
_SIZE_TAG: Final[list[int]] = [(7 - n) << _RANK_BITS for n in range(8)]

# Per-card weights: the rank key alone (low games) and rank key plus suit weight (high).
_RANK_W: Final[list[int]] = [_RANK_WEIGHT[c >> 2] for c in range(52)]
_HIGH_W: Final[list[int]] = [
    _RANK_WEIGHT[c >> 2] + (_SUIT_WEIGHT[c & 3] << _RANK_BITS) for c in range(52)
]
# The base-5 rank key (unique across sizes too): the wild evaluator's cache uses it.
_RANK_KEY: Final[list[int]] = [5 ** (c >> 2) for c in range(52)]


def _flush_suits() -> list[list[tuple[int, ...]]]:
    """``[n][suit sum]``: the suits that may hold five or more of ``n`` cards with that sum of
    suit weights (no suit: an empty tuple; only ``n >= 5`` has any)."""
    table: list[list[tuple[int, ...]]] = [[() for _ in range(128)] for _ in range(8)]
    for n in range(5, 8):
        for c0 in range(n + 1):
            for c1 in range(n + 1 - c0):
                for c2 in range(n + 1 - c0 - c1):
                    counts = (c0, c1, c2, n - c0 - c1 - c2)
                    total = sum(k * w for k, w in zip(counts, _SUIT_WEIGHT, strict=True))
                    for suit, k in enumerate(counts):
                        if k >= 5 and suit not in table[n][total]:
                            table[n][total] += (suit,)
    return table


_FLUSH_SUITS: Final = _flush_suits()
_FLUSH_SUITS7: Final = _FLUSH_SUITS[7]


def _build_tables() -> tuple[dict[int, int], dict[int, int | None], dict[int, int], list[int]]:
    """The high, eight-or-better and razz tables keyed by rank key, and the flush table."""
    keys: list[int] = []
    nodes: list[tuple[int, int, int, int]] = []  # masks of ranks held >= 1, 2, 3, 4 times
    add_key, add_node = keys.append, nodes.append
    weights = _RANK_WEIGHT
    tag = _SIZE_TAG

    def grow(top: int, key: int, n: int, m1: int, m2: int, m3: int, m4: int) -> None:
        # Every multiset once: each step adds one to four cards of a rank below all ranks so
        # far. Unrolled by hand: this enumeration is a quarter of the import time.
        room = 7 - n
        for r in range(top):
            b = 1 << r
            p = weights[r]
            k = key + p
            a1 = m1 | b
            add_key(k + tag[n + 1])
            add_node((a1, m2, m3, m4))
            if room > 1:
                grow(r, k, n + 1, a1, m2, m3, m4)
                k += p
                a2 = m2 | b
                add_key(k + tag[n + 2])
                add_node((a1, a2, m3, m4))
                if room > 2:
                    grow(r, k, n + 2, a1, a2, m3, m4)
                    k += p
                    a3 = m3 | b
                    add_key(k + tag[n + 3])
                    add_node((a1, a2, a3, m4))
                    if room > 3:
                        grow(r, k, n + 3, a1, a2, a3, m4)
                        k += p
                        add_key(k + tag[n + 4])
                        add_node((a1, a2, a3, m4 | b))
                        if room > 4:
                            grow(r, k, n + 4, a1, a2, a3, m4 | b)

    grow(13, 0, 0, 0, 0, 0, 0)
    if len(set(keys)) != len(keys):  # pragma: no cover - the weights above guarantee it
        raise AssertionError("two rank multisets of one size share a rank key")
    high = dict(zip(keys, starmap(_high_from_masks, nodes)))
    razz = dict(zip(keys, map(LOW_CEILING.__sub__, starmap(_razz_badness, nodes))))
    low8_of_mask = [
        LOW_CEILING - _LOW5[eight] if (eight := _ACE_LOW[m] & 0xFF).bit_count() >= 5 else None
        for m in range(8192)
    ]
    low8 = dict(zip(keys, map(low8_of_mask.__getitem__, map(itemgetter(0), nodes))))
    flush = [0] * 8192
    for m in range(8192):
        if m.bit_count() >= 5:
            top = _STRAIGHT_TOP[m]
            flush[m] = (8 << 20) | (top << 16) if top else (5 << 20) | _TOP5[m]
    return high, low8, razz, flush


# --------------------------------------------------------------------------------------------
# The tables are built on first use (build_tables), not on import: a program that imports the
# engine without evaluating a hand (the desktop's lobby, ``studdesk --version``) never pays
# the 0.1 to 0.5 s. Until then the four names hold empty placeholders whose first look-up
# builds them; building rebinds the names to the plain tables (so the evaluators' look-ups
# are plain dict and list look-ups afterwards) and fills the placeholders too, for anyone
# who kept one.
# --------------------------------------------------------------------------------------------

_V = TypeVar("_V")
_building = threading.Lock()
_built = False


def build_tables() -> None:
    """Build the evaluators' lookup tables now, unless they are built (any thread; once).

    The first evaluation builds them anyway; call this ahead of time to move that cost
    (about 0.1 s, more on a loaded machine) out of the way.
    """
    global _HIGH, _LOW8, _RAZZ, _FLUSH, _SEVENS, _HIGH7, _LOW8_7, _RAZZ7, _built
    with _building:
        if _built:
            return
        high, low8, razz, flush = _build_tables()
        sevens, high7, low8_7, razz7 = _index_sevens(high, low8, razz)
        dict.update(_HIGH, high)
        dict.update(_LOW8, low8)
        dict.update(_RAZZ, razz)
        list.extend(_FLUSH, flush)
        list.extend(_HIGH7, high7)
        list.extend(_LOW8_7, low8_7)
        list.extend(_RAZZ7, razz7)
        _HIGH, _LOW8, _RAZZ, _FLUSH = high, low8, razz, flush
        _SEVENS, _HIGH7, _LOW8_7, _RAZZ7 = sevens, high7, low8_7, razz7
        _built = True


def _index_sevens(high: dict[int, int], low8: dict[int, int | None], razz: dict[int, int]
                  ) -> tuple[array[int], list[int], list[int | None], list[int]]:
    """The 7-card rank multisets numbered: an array indexed by rank key (below 7,825,760:
    15.7 MB of 16-bit numbers) of each multiset's number, and the high, eight-or-better and
    razz values by number (about 0.06 s). Indexing an array and a list costs no dict probe and touches few
    cache lines: the 7-card evaluators are the hot path of the showdown and the bots'
    simulations."""
    keys = [k for k in high if k < 1 << _RANK_BITS]  # the tag of seven cards is 0
    sevens = array("H", [0]) * (max(keys) + 1)
    for number, k in enumerate(keys):
        sevens[k] = number
    return sevens, [high[k] for k in keys], [low8[k] for k in keys], [razz[k] for k in keys]


def tables_are_built() -> bool:
    """Whether :func:`build_tables` has run (nothing evaluated yet: False)."""
    return _built


class _UnbuiltTable(dict[int, _V]):
    """A rank-key table before :func:`build_tables`: every way of reading it builds first."""

    __slots__ = ()

    def __missing__(self, key: int) -> _V:
        build_tables()
        if dict.__contains__(self, key):
            return dict.__getitem__(self, key)
        raise KeyError(key)

    def __contains__(self, key: object) -> bool:
        build_tables()
        return dict.__contains__(self, key)

    def __len__(self) -> int:
        build_tables()
        return dict.__len__(self)

    def __iter__(self) -> Iterator[int]:
        build_tables()
        return dict.__iter__(self)

    def get(self, *args: Any, **kwargs: Any) -> Any:
        build_tables()
        return dict.get(self, *args, **kwargs)

    def keys(self) -> Any:
        build_tables()
        return dict.keys(self)

    def values(self) -> Any:
        build_tables()
        return dict.values(self)

    def items(self) -> Any:
        build_tables()
        return dict.items(self)


class _UnbuiltList(list[_V]):
    """A table list (flush, 7-card values) before :func:`build_tables`: reading it builds first."""

    __slots__ = ()

    def __getitem__(self, index: Any) -> Any:
        build_tables()
        return list.__getitem__(self, index)

    def __len__(self) -> int:
        build_tables()
        return list.__len__(self)

    def __iter__(self) -> Iterator[_V]:
        build_tables()
        return list.__iter__(self)


_HIGH: dict[int, int] = _UnbuiltTable()
_LOW8: dict[int, int | None] = _UnbuiltTable()
_RAZZ: dict[int, int] = _UnbuiltTable()
_FLUSH: list[int] = _UnbuiltList()


class _UnbuiltIndex(array):  # type: ignore[type-arg]
    """The 7-card numbering before :func:`build_tables`: reading it builds first."""

    def __getitem__(self, index: Any) -> Any:
        build_tables()
        return _SEVENS[index]


_SEVENS: array[int] = _UnbuiltIndex("H")
_HIGH7: list[int] = _UnbuiltList()
_LOW8_7: list[int | None] = _UnbuiltList()
_RAZZ7: list[int] = _UnbuiltList()


# For each suit, each card's rank bit if the card is of that suit, else 0: summed over a hand,
# the mask of that suit's ranks.
_SUIT_RANK_BIT: Final = [
    [1 << (c >> 2) if c & 3 == suit else 0 for c in range(52)] for suit in range(4)
]


# --------------------------------------------------------------------------------------------
# Evaluators
# --------------------------------------------------------------------------------------------


def _size_error(n: int) -> ValueError:
    return ValueError(f"a hand has 1 to 7 cards, not {n}")


def _flush_value(cards: Sequence[int], suits: tuple[int, ...]) -> int:
    """The flush (or straight flush) of the first of ``suits`` holding five of ``cards``; 0
    if none does (the suit sum only said one may)."""
    for suit in suits:
        mask = sum(map(_SUIT_RANK_BIT[suit].__getitem__, cards))
        if mask.bit_count() >= 5:
            return _FLUSH[mask]
    return 0


def high_value(cards: Sequence[int]) -> int:
    """The best five-card high hand among 1 to 7 distinct cards (RULES.md S1); larger is better.

    With fewer than five cards only pairs, two pair, trips, quads and high cards count.

    >>> from studdesk.engine.cards import parse_cards
    >>> high_value(parse_cards("Ah Kd 2c 2s 7h 9c 3d")) > high_value(parse_cards("Ah Kd Qc Js 9h"))
    True
    """
    try:
        a, b, c, d, e, f, g = cards
    except ValueError:  # not seven cards: the same with the size's tag
        n = len(cards)
        if not 0 < n < 7:
            raise _size_error(n) from None
        key = sum(map(_HIGH_W.__getitem__, cards))
        if n > 4:
            suits = _FLUSH_SUITS[n][key >> 23]
            if suits:
                value = _flush_value(cards, suits)
                if value:
                    return value
        return _HIGH[(key & 0x7FFFFF) + _SIZE_TAG[n]]
    key = _HIGH_W[a] + _HIGH_W[b] + _HIGH_W[c] + _HIGH_W[d] + _HIGH_W[e] + _HIGH_W[f] + _HIGH_W[g]
    suits = _FLUSH_SUITS7[key >> 23]
    if suits:
        value = _flush_value(cards, suits)
        if value:
            return value
    return _HIGH7[_SEVENS[key & 0x7FFFFF]]


def rank_key(cards: Sequence[int]) -> int:
    """An int naming the ranks of 1 to 7 cards: equal for two hands exactly when they hold the
    same ranks, as many times each (suits aside); a key for caching what depends on ranks only.

    >>> from studdesk.engine.cards import parse_cards
    >>> rank_key(parse_cards("Ah Kd 2c")) == rank_key(parse_cards("2s As Kc"))
    True
    >>> rank_key(parse_cards("Ah Kd")) == rank_key(parse_cards("Ah Kd 2c"))
    False
    """
    n = len(cards)
    if not 0 < n < 8:
        raise _size_error(n)
    return sum(map(_RANK_W.__getitem__, cards)) + _SIZE_TAG[n]


def high_low8_value(cards: Sequence[int]) -> tuple[int, int | None]:
    """``(high_value(cards), low8_value(cards))`` for Stud Hi/Lo, from one key.

    >>> from studdesk.engine.cards import parse_cards
    >>> high, low = high_low8_value(parse_cards("Ah 2c 3d 4s 5h Kd Kc"))
    >>> describe_high(high), describe_low(low)
    ('Straight, five high', '5-4-3-2-A low')
    """
    try:
        a, b, c, d, e, f, g = cards
    except ValueError:
        return high_value(cards), low8_value(cards)
    key = _HIGH_W[a] + _HIGH_W[b] + _HIGH_W[c] + _HIGH_W[d] + _HIGH_W[e] + _HIGH_W[f] + _HIGH_W[g]
    number = _SEVENS[key & 0x7FFFFF]
    suits = _FLUSH_SUITS7[key >> 23]
    if suits:
        value = _flush_value(cards, suits)
        if value:
            return value, _LOW8_7[number]
    return _HIGH7[number], _LOW8_7[number]


def low8_value(cards: Sequence[int]) -> int | None:
    """The best eight-or-better low (RULES.md V2), larger is better; None if no low qualifies.

    Five distinct ranks, all 8 or lower, ace low; straights and flushes do not count.
    """
    try:
        a, b, c, d, e, f, g = cards
    except ValueError:
        return _LOW8[rank_key(cards)]
    return _LOW8_7[_SEVENS[_RANK_W[a] + _RANK_W[b] + _RANK_W[c] + _RANK_W[d] + _RANK_W[e]
                           + _RANK_W[f] + _RANK_W[g]]]


def razz_value(cards: Sequence[int]) -> int:
    """The best ace-to-five low (RULES.md V3) among 1 to 7 cards, larger is better.

    No qualifier, straights and flushes ignored, pairs are bad.
    """
    try:
        a, b, c, d, e, f, g = cards
    except ValueError:
        return _RAZZ[rank_key(cards)]
    return _RAZZ7[_SEVENS[_RANK_W[a] + _RANK_W[b] + _RANK_W[c] + _RANK_W[d] + _RANK_W[e]
                          + _RANK_W[f] + _RANK_W[g]]]


# --------------------------------------------------------------------------------------------
# Wild cards (RULES.md W1)
# --------------------------------------------------------------------------------------------


def wild_mask(ranks: Sequence[int]) -> int:
    """The wild ranks (``Rank`` values 2..14) as the bit mask the wild evaluator takes."""
    mask = 0
    for r in ranks:
        mask |= 1 << (int(r) - 2)
    return mask


def _wild_flush(suit_mask: int, w: int) -> int:
    """A flush (or straight flush) from one suit's natural ranks and ``w`` wild cards; each
    wild card not needed for a straight flush is an ace of that suit (W1: even a second one)."""
    top = _straight_top_wild(suit_mask, w)
    if top:
        return (8 << 20) | (top << 16)
    ranks = [14] * min(w, 5)
    m = suit_mask
    while len(ranks) < 5:
        t = m.bit_length() - 1
        ranks.append(t + 2)
        m ^= 1 << t
    return (5 << 20) | (ranks[0] << 16) | (ranks[1] << 12) | (ranks[2] << 8) | (ranks[3] << 4) | ranks[4]


# (rank key of the natural cards with their size's tag) + (wilds << 26) -> value, filled as
# hands come; more than seven natural cards (Baseball): the base-5 key | (wilds << 40).
_WILD_NONFLUSH: dict[int, int] = {}
_SUIT_NIBBLE: Final = [1 << (4 * (c & 3)) for c in range(52)]
_WILD_FLAGS: dict[int, bytes] = {}  # wild mask -> for each card, 1 if it is wild
_WILD_HIGH_W: dict[int, list[int]] = {}  # wild mask -> each card's high weight, + 2**30 if wild


def wild_high_value(cards: Sequence[int], wild: int) -> int:
    """The best five-card high hand among 1 to 11 distinct cards where every card whose rank
    is in ``wild`` (a :func:`wild_mask`) is wild (RULES.md W1); larger is better, and equal to
    :func:`high_value` where no card is wild. Five of a kind beats a straight flush.

    >>> from studdesk.engine.cards import parse_cards
    >>> q = wild_mask([12])  # queens wild
    >>> describe_high(wild_high_value(parse_cards("Qs Ah Ad Ac 7s 2d 3c"), q))
    'Four of a kind, aces'
    >>> describe_high(wild_high_value(parse_cards("Qs Qh Ah Ad Ac 2d 3c"), q))
    'Five of a kind, aces'
    >>> describe_high(wild_high_value(parse_cards("Qs As Ks 2s 7s 3d 3c"), q))  # two aces of spades
    'Flush, ace high'
    """
    n = len(cards)
    if n == 7:  # the usual hand: the plain key, which a wild card lifts past 2**30
        weights = _WILD_HIGH_W.get(wild)
        if weights is None:
            weights = _WILD_HIGH_W[wild] = [
                w + (((wild >> (c >> 2)) & 1) << 30) for c, w in enumerate(_HIGH_W)]
        a, b, c, d, e, f, g = cards
        key = (weights[a] + weights[b] + weights[c] + weights[d] + weights[e] + weights[f]
               + weights[g])
        if key < 1 << 30:  # no wild card: high_value's own steps
            suits = _FLUSH_SUITS7[key >> 23]
            if suits:
                value = _flush_value(cards, suits)
                if value:
                    return value
            return _HIGH7[_SEVENS[key & 0x7FFFFF]]
    elif not 0 < n < 12:
        raise ValueError(f"a hand has 1 to 11 cards, not {n}")
    flags = _WILD_FLAGS.get(wild)
    if flags is None:
        flags = _WILD_FLAGS[wild] = bytes((wild >> (c >> 2)) & 1 for c in range(52))
    naturals = [c for c in cards if not flags[c]] if wild else cards
    w = n - len(naturals)
    if not w:
        if n <= 7:
            return high_value(cards)
        counts = _counts(naturals)
        m = [0, 0, 0, 0]
        for r in range(13):
            for k in range(counts[r]):
                m[k] |= 1 << r
        best = _high_from_masks(m[0], m[1], m[2], m[3])
    else:
        size = len(naturals)
        if size < 8:  # the rank key and its size's tag stay below 2**26; w above them
            key = sum(map(_RANK_W.__getitem__, naturals)) + _SIZE_TAG[size] + (w << 26)
        else:
            key = sum(map(_RANK_KEY.__getitem__, naturals)) | (w << 40)
        best = _WILD_NONFLUSH.get(key, -1)
        if best < 0:
            best = _WILD_NONFLUSH[key] = _wild_nonflush(_counts(naturals), w)
        if best >= 9 << 20:
            return best  # five of a kind: nothing beats it
        if n < 5:
            return best
    # 4-bit suit counters, each started at 8 - (5 - w): the top bit of a suit's counter is
    # set when its natural cards and the wild ones make five (w < 5 here, so no overflow).
    tally = sum(map(_SUIT_NIBBLE.__getitem__, naturals), (3 + w) * 0x1111)
    if not tally & 0x8888:
        return best
    for suit in range(4):
        if tally & (8 << (4 * suit)):
            mask = sum(map(_SUIT_RANK_BIT[suit].__getitem__, naturals))
            value = _wild_flush(mask, w) if w else _FLUSH[mask]
            if value > best:
                best = value
    return best


def category_of(value: int, *, low: bool = False) -> Category:
    """The category of a high value, or of a low value (``low=True``; low8 is always HIGH_CARD)."""
    if low:
        return Category((LOW_CEILING - value) >> 20)
    return Category(value >> 20)


# --------------------------------------------------------------------------------------------
# The five cards that make the hand
# --------------------------------------------------------------------------------------------


def _low_rank(card: int) -> int:
    r = (card >> 2) + 2
    return 1 if r == 14 else r


def _order_high(cards: Sequence[C]) -> tuple[C, ...]:
    ranks = [c >> 2 for c in cards]
    ordered = sorted(cards, key=lambda c: (ranks.count(c >> 2), c >> 2, c & 3), reverse=True)
    if category_of(high_value(cards)) in (STRAIGHT, STRAIGHT_FLUSH) and 0 in ranks and 12 in ranks:
        ordered.append(ordered.pop(0))  # the wheel reads 5-4-3-2-A
    return tuple(ordered)


def _order_low(cards: Sequence[C]) -> tuple[C, ...]:
    lows = [_low_rank(c) for c in cards]
    return tuple(
        sorted(cards, key=lambda c: (lows.count(_low_rank(c)), _low_rank(c), c & 3), reverse=True)
    )


def best_high_cards(cards: Sequence[C]) -> tuple[C, ...]:
    """The five cards (all of them if fewer) making the best high hand, in reading order."""
    target = high_value(cards)
    if len(cards) <= 5:
        return _order_high(cards)
    for five in combinations(cards, 5):
        if high_value(five) == target:
            return _order_high(five)
    raise AssertionError("unreachable: some five cards make the hand")  # pragma: no cover


def best_low8_cards(cards: Sequence[C]) -> tuple[C, ...] | None:
    """The five cards making the best eight-or-better low, highest first; None if none."""
    target = low8_value(cards)
    if target is None:
        return None
    for five in combinations(cards, 5):
        if low8_value(five) == target:
            return _order_low(five)
    raise AssertionError("unreachable: some five cards make the low")  # pragma: no cover


def best_razz_cards(cards: Sequence[C]) -> tuple[C, ...]:
    """The five cards (all of them if fewer) making the best razz hand, in reading order."""
    target = razz_value(cards)
    if len(cards) <= 5:
        return _order_low(cards)
    for five in combinations(cards, 5):
        if razz_value(five) == target:
            return _order_low(five)
    raise AssertionError("unreachable: some five cards make the hand")  # pragma: no cover


# --------------------------------------------------------------------------------------------
# Names: structured first, words as data
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HandName:
    """A hand's name as data: its category and the ranks that decide it, most important first.

    ``low`` marks an ace-to-five reading (eight-or-better or razz); ranks keep ``Rank.ACE`` for
    the ace either way.
    """

    category: Category
    ranks: tuple[Rank, ...]
    low: bool = False


@dataclass(frozen=True, slots=True)
class HandWords:
    """The words of hand names in one language; :data:`ENGLISH` is the default.

    ``templates`` hold ``{r0}``/``{r1}`` for singular rank names and ``{R0}``/``{R1}`` for plural
    ones, ``{cards}`` for a low's ranks joined by ``low_separator``.

    Languages with cases need more than two forms of a rank ("para dam", "strit do asa"):
    ``forms`` names further sets of rank words, and a template reaches form ``name`` of the first
    or second deciding rank as ``{name0}`` or ``{name1}``.

    >>> from dataclasses import replace
    >>> gen = replace(ENGLISH, forms={"gen": {**ENGLISH.plural, Rank.QUEEN: "dam"}},
    ...               templates={Category.PAIR: "Para {gen0}"})
    >>> format_hand_name(name_high(high_value([40, 41, 44])), gen)  # Qc Qd Kc
    'Para dam'
    """

    singular: Mapping[Rank, str]
    plural: Mapping[Rank, str]
    symbols: Mapping[Rank, str]
    templates: Mapping[Category, str]
    category_names: Mapping[Category, str]
    royal_flush: str
    low: str
    low_separator: str
    forms: Mapping[str, Mapping[Rank, str]] = field(default_factory=dict)


ENGLISH: Final = HandWords(
    singular={
        Rank.TWO: "two", Rank.THREE: "three", Rank.FOUR: "four", Rank.FIVE: "five",
        Rank.SIX: "six", Rank.SEVEN: "seven", Rank.EIGHT: "eight", Rank.NINE: "nine",
        Rank.TEN: "ten", Rank.JACK: "jack", Rank.QUEEN: "queen", Rank.KING: "king",
        Rank.ACE: "ace",
    },
    plural={
        Rank.TWO: "twos", Rank.THREE: "threes", Rank.FOUR: "fours", Rank.FIVE: "fives",
        Rank.SIX: "sixes", Rank.SEVEN: "sevens", Rank.EIGHT: "eights", Rank.NINE: "nines",
        Rank.TEN: "tens", Rank.JACK: "jacks", Rank.QUEEN: "queens", Rank.KING: "kings",
        Rank.ACE: "aces",
    },
    symbols={
        Rank.TWO: "2", Rank.THREE: "3", Rank.FOUR: "4", Rank.FIVE: "5", Rank.SIX: "6",
        Rank.SEVEN: "7", Rank.EIGHT: "8", Rank.NINE: "9", Rank.TEN: "10", Rank.JACK: "J",
        Rank.QUEEN: "Q", Rank.KING: "K", Rank.ACE: "A",
    },
    templates={
        Category.HIGH_CARD: "High card, {r0}",
        Category.PAIR: "Pair of {R0}",
        Category.TWO_PAIR: "Two pair, {R0} and {R1}",
        Category.THREE_OF_A_KIND: "Three of a kind, {R0}",
        Category.STRAIGHT: "Straight, {r0} high",
        Category.FLUSH: "Flush, {r0} high",
        Category.FULL_HOUSE: "Full house, {R0} full of {R1}",
        Category.FOUR_OF_A_KIND: "Four of a kind, {R0}",
        Category.STRAIGHT_FLUSH: "Straight flush, {r0} high",
        Category.FIVE_OF_A_KIND: "Five of a kind, {R0}",
    },
    category_names={
        Category.HIGH_CARD: "High card",
        Category.PAIR: "Pair",
        Category.TWO_PAIR: "Two pair",
        Category.THREE_OF_A_KIND: "Three of a kind",
        Category.STRAIGHT: "Straight",
        Category.FLUSH: "Flush",
        Category.FULL_HOUSE: "Full house",
        Category.FOUR_OF_A_KIND: "Four of a kind",
        Category.STRAIGHT_FLUSH: "Straight flush",
        Category.FIVE_OF_A_KIND: "Five of a kind",
    },
    royal_flush="Royal flush",
    low="{cards} low",
    low_separator="-",
)




HAND_CATEGORY: Final = ENGLISH.category_names
"""Each category's English name ("Full house")."""


def _nibbles(packed: int) -> list[int]:
    return [n for n in ((packed >> s) & 0xF for s in (16, 12, 8, 4, 0)) if n]


def name_high(value: int) -> HandName:
    """The structured name of a high value."""
    return HandName(Category(value >> 20), tuple(Rank(r) for r in _nibbles(value)))


def name_low(value: int) -> HandName:
    """The structured name of an eight-or-better or razz value (ace kept as ``Rank.ACE``)."""
    badness = LOW_CEILING - value
    ranks = tuple(Rank(14 if r == 1 else r) for r in _nibbles(badness))
    return HandName(Category(badness >> 20), ranks, low=True)


def format_hand_name(name: HandName, words: HandWords = ENGLISH) -> str:
    """The name as a player reads it, in ``words``' language."""
    ranks = name.ranks
    if name.low and name.category == Category.HIGH_CARD:
        return words.low.format(cards=words.low_separator.join(words.symbols[r] for r in ranks))
    if name.category == Category.STRAIGHT_FLUSH and ranks[0] == Rank.ACE:
        return words.royal_flush
    fields: dict[str, str] = {}
    for i, r in enumerate(ranks[:2]):
        fields[f"r{i}"] = words.singular[r]
        fields[f"R{i}"] = words.plural[r]
        for form, rank_words in words.forms.items():
            fields[f"{form}{i}"] = rank_words[r]
    # A language without words for five of a kind yet (W1) reads it in English.
    template = words.templates.get(name.category) or ENGLISH.templates[name.category]
    return template.format(**fields)


def describe_high(value: int) -> str:
    """A high value in English: ``"Full house, sevens full of fours"``."""
    return format_hand_name(name_high(value))


def describe_low(value: int) -> str:
    """An eight-or-better or razz value in English: ``"8-6-4-2-A low"``, ``"Pair of threes"``."""
    return format_hand_name(name_low(value))


describe_razz = describe_low
"""Razz values share the low encoding, so they read the same way."""
