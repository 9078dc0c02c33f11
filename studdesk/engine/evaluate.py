"""Hand values for Seven Card Stud (high), Stud Hi/Lo eight-or-better and Razz.

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
stores each one's high, eight-or-better and razz value in three dicts keyed by
``sum(5 ** rank_index)`` over the cards (no rank appears more than four times, so base 5 is
unique for any number of cards). For the high hand each card's weight also carries a 4-bit suit
counter above bit 32, started at 3 so that a fifth card of a suit sets that counter's top bit:
one ``&`` detects a flush, and only then are the suited cards looked at (a flush in seven cards
excludes quads and full houses). Building the tables takes about 0.1 s; the first evaluation
does it (:func:`build_tables`), not the import.

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
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from enum import IntEnum
from itertools import combinations, starmap
from operator import itemgetter
from typing import Any, Final, TypeVar

from .cards import Rank

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
    "high_value",
    "low8_value",
    "name_high",
    "name_low",
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

LOW_CEILING: Final = 1 << 24
"""Low values are ``LOW_CEILING - badness``; every low value is positive and below this."""

# --------------------------------------------------------------------------------------------
# Tables
# --------------------------------------------------------------------------------------------

# High keys: the rank key in bits 0..31, four 4-bit suit counters from bit 32 (clubs first).
# high_value spells the masks as literals (0x888800000000 flush bits, 0xFFFFFFFF rank key):
# constants are faster than globals on the hot path.
_SUIT_SHIFT: Final = 32

# Per-card weights: the rank key alone (low games) and rank key plus suit counter (high).
_RANK_KEY: Final[list[int]] = [5 ** (c >> 2) for c in range(52)]
_HIGH_KEY: Final[list[int]] = [
    5 ** (c >> 2) + (1 << (_SUIT_SHIFT + 4 * (c & 3))) for c in range(52)
]
# The first card of a hand carries the counters' starting offset of 3 per suit.
_HIGH_KEY0: Final[list[int]] = [w + (0x3333 << _SUIT_SHIFT) for w in _HIGH_KEY]


def _top5_table() -> list[int]:
    """For each 13-bit rank mask, its highest five ranks (2..14) packed in nibbles, best first."""
    table = [0] * 8192
    for m in range(1, 8192):
        t = m.bit_length() - 1
        table[m] = ((t + 2) << 16) | (table[m ^ (1 << t)] >> 4)
    return table


def _straight_table() -> list[int]:
    """For each rank mask, the top rank of its best straight (5 for the wheel), else 0."""
    table = [0] * 8192
    for m in range(8192):
        ext = (m << 1) | (m >> 12)  # bit 0 is the ace played low
        run = ext & (ext >> 1) & (ext >> 2) & (ext >> 3) & (ext >> 4)
        if run:
            table[m] = run.bit_length() + 4  # run bit j covers ranks j+1 .. j+5 (ace low = 1)
    return table


def _low5_table() -> list[int]:
    """For each ace-low mask (bit 0 ace .. bit 12 king), its lowest five ranks packed highest
    first, starting at the top nibble (so a partial 7-5-3 is ``0x75300``)."""
    lowest5 = list(range(8192))  # the mask cut down to its lowest five ranks
    packed = [0] * 8192
    for m in range(1, 8192):
        t = m.bit_length() - 1
        if m.bit_count() > 5:
            lowest5[m] = lowest5[m ^ (1 << t)]
        packed[m] = ((t + 1) << 16) | (packed[m ^ (1 << t)] >> 4)
    return [packed[lowest5[m]] for m in range(8192)]


_TOP5: Final = _top5_table()
_STRAIGHT_TOP: Final = _straight_table()
_LOW5: Final = _low5_table()


def _high_from_masks(m1: int, m2: int, m3: int, m4: int, straights: bool = True) -> int:
    """High value (no flush) from rank masks of ranks held at least once, twice, 3, 4 times."""
    if m4:
        q = m4.bit_length() - 1
        return (7 << 20) | ((q + 2) << 16) | ((_TOP5[m1 ^ (1 << q)] >> 4) & 0xF000)
    if m3 and m2 & (m2 - 1):
        t = m3.bit_length() - 1
        p = (m2 ^ (1 << t)).bit_length() - 1
        return (6 << 20) | ((t + 2) << 16) | ((p + 2) << 12)
    if straights and _STRAIGHT_TOP[m1]:
        return (4 << 20) | (_STRAIGHT_TOP[m1] << 16)
    if m3:
        t = m3.bit_length() - 1
        return (3 << 20) | ((t + 2) << 16) | ((_TOP5[m1 ^ (1 << t)] >> 4) & 0xFF00)
    if m2 & (m2 - 1):
        hp = m2.bit_length() - 1
        lp = (m2 ^ (1 << hp)).bit_length() - 1
        rest = m1 ^ (1 << hp) ^ (1 << lp)
        return (2 << 20) | ((hp + 2) << 16) | ((lp + 2) << 12) | ((_TOP5[rest] >> 8) & 0xF00)
    if m2:
        p = m2.bit_length() - 1
        return (1 << 20) | ((p + 2) << 16) | ((_TOP5[m1 ^ (1 << p)] >> 4) & 0xFFF0)
    return _TOP5[m1]


# A rank-index mask (bit 12 ace) as an ace-low mask (bit 0 ace, bit 1 deuce ... bit 12 king).
_ACE_LOW: Final = [((m << 1) & 0x1FFF) | (m >> 12) for m in range(8192)]


def _razz_badness(m1: int, m2: int, m3: int, m4: int) -> int:
    """Ace-to-five badness (smaller is better) from the masks of ranks held at least once,
    twice, three and four times (rank-index bits, as for the high hand)."""
    l1 = _ACE_LOW[m1]
    d = l1.bit_count()
    if d >= 5 or not m2:  # no pair: the lowest five ranks (all of them in a partial hand)
        return _LOW5[l1]
    n = d + m2.bit_count() + m3.bit_count() + m4.bit_count()
    k = 5 if n > 5 else n
    l2 = _ACE_LOW[m2]
    extra = k - d
    if extra == 1:  # one pair: pair the lowest rank held twice
        p = l2 & -l2
        return (1 << 20) | (p.bit_length() << 16) | (_LOW5[l1 ^ p] >> 4)
    l3 = _ACE_LOW[m3]
    if extra == 2:
        if l2 & (l2 - 1):  # two pair: the two lowest pairs, the other rank as kicker
            lp = l2 & -l2
            hp = (l2 ^ lp) & -(l2 ^ lp)
            return (
                (2 << 20) | (hp.bit_length() << 16) | (lp.bit_length() << 12)
                | (_LOW5[l1 ^ lp ^ hp] >> 8)
            )
        t = l3 & -l3
        return (3 << 20) | (t.bit_length() << 16) | (_LOW5[l1 ^ t] >> 4)
    # extra == 3: two ranks in five cards (full house, else quads), or four of one rank
    l4 = _ACE_LOW[m4]
    if d == 2:
        lo = l1 & -l1
        hi = l1 ^ lo
        if l3 & lo and l2 & hi:  # the lower trips make the better full house
            return (6 << 20) | (lo.bit_length() << 16) | (hi.bit_length() << 12)
        if l3 & hi and l2 & lo:
            return (6 << 20) | (hi.bit_length() << 16) | (lo.bit_length() << 12)
        return (7 << 20) | (l4.bit_length() << 16) | ((l1 ^ l4).bit_length() << 12)
    return (7 << 20) | (l4.bit_length() << 16)


def _build_tables() -> tuple[dict[int, int], dict[int, int | None], dict[int, int], list[int]]:
    """The high, eight-or-better and razz tables keyed by rank key, and the flush table."""
    keys: list[int] = []
    nodes: list[tuple[int, int, int, int]] = []  # masks of ranks held >= 1, 2, 3, 4 times
    add_key, add_node = keys.append, nodes.append
    powers = [5**r for r in range(13)]

    def grow(top: int, key: int, n: int, m1: int, m2: int, m3: int, m4: int) -> None:
        # Every multiset once: each step adds one to four cards of a rank below all ranks so
        # far. Unrolled by hand: this enumeration is a quarter of the import time.
        room = 7 - n
        for r in range(top):
            b = 1 << r
            p = powers[r]
            k = key + p
            a1 = m1 | b
            add_key(k)
            add_node((a1, m2, m3, m4))
            if room > 1:
                grow(r, k, n + 1, a1, m2, m3, m4)
                k += p
                a2 = m2 | b
                add_key(k)
                add_node((a1, a2, m3, m4))
                if room > 2:
                    grow(r, k, n + 2, a1, a2, m3, m4)
                    k += p
                    a3 = m3 | b
                    add_key(k)
                    add_node((a1, a2, a3, m4))
                    if room > 3:
                        grow(r, k, n + 3, a1, a2, a3, m4)
                        k += p
                        add_key(k)
                        add_node((a1, a2, a3, m4 | b))
                        if room > 4:
                            grow(r, k, n + 4, a1, a2, a3, m4 | b)

    grow(13, 0, 0, 0, 0, 0, 0)
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
    global _HIGH, _LOW8, _RAZZ, _FLUSH, _built
    with _building:
        if _built:
            return
        high, low8, razz, flush = _build_tables()
        dict.update(_HIGH, high)
        dict.update(_LOW8, low8)
        dict.update(_RAZZ, razz)
        list.extend(_FLUSH, flush)
        _HIGH, _LOW8, _RAZZ, _FLUSH = high, low8, razz, flush
        _built = True


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


class _UnbuiltList(list[int]):
    """The flush table before :func:`build_tables`: reading it builds first."""

    __slots__ = ()

    def __getitem__(self, index: Any) -> Any:
        build_tables()
        return list.__getitem__(self, index)

    def __len__(self) -> int:
        build_tables()
        return list.__len__(self)

    def __iter__(self) -> Iterator[int]:
        build_tables()
        return list.__iter__(self)


_HIGH: dict[int, int] = _UnbuiltTable()
_LOW8: dict[int, int | None] = _UnbuiltTable()
_RAZZ: dict[int, int] = _UnbuiltTable()
_FLUSH: list[int] = _UnbuiltList()

# Keyed by a flush's suit counter bit (``(key >> 35) & 0x1111``): each card's rank bit if the
# card is of that suit, else 0. Summed over a hand, the mask of the flush suit's ranks.
_SUIT_RANK_BIT: Final = {
    1 << (4 * suit): [1 << (c >> 2) if c & 3 == suit else 0 for c in range(52)]
    for suit in range(4)
}


# --------------------------------------------------------------------------------------------
# Evaluators
# --------------------------------------------------------------------------------------------


def _size_error(n: int) -> ValueError:
    return ValueError(f"a hand has 1 to 7 cards, not {n}")


def high_value(cards: Sequence[int]) -> int:
    """The best five-card high hand among 1 to 7 distinct cards (RULES.md S1); larger is better.

    With fewer than five cards only pairs, two pair, trips, quads and high cards count.

    >>> from studdesk.engine.cards import parse_cards
    >>> high_value(parse_cards("Ah Kd 2c 2s 7h 9c 3d")) > high_value(parse_cards("Ah Kd Qc Js 9h"))
    True
    """
    n = len(cards)
    if n == 7:
        a, b, c, d, e, f, g = cards
        key = (
            _HIGH_KEY0[a] + _HIGH_KEY[b] + _HIGH_KEY[c] + _HIGH_KEY[d] + _HIGH_KEY[e]
            + _HIGH_KEY[f] + _HIGH_KEY[g]
        )
    elif 0 < n < 7:
        key = sum(map(_HIGH_KEY.__getitem__, cards), 0x3333 << _SUIT_SHIFT)
    else:
        raise _size_error(n)
    if key & 0x888800000000:  # five or more of one suit: rank bits of that suit's cards
        return _FLUSH[sum(map(_SUIT_RANK_BIT[(key >> 35) & 0x1111].__getitem__, cards))]
    return _HIGH[key & 0xFFFFFFFF]


def low8_value(cards: Sequence[int]) -> int | None:
    """The best eight-or-better low (RULES.md V2), larger is better; None if no low qualifies.

    Five distinct ranks, all 8 or lower, ace low; straights and flushes do not count.
    """
    n = len(cards)
    if n != 7:
        if 0 < n < 7:
            return _LOW8[sum(map(_RANK_KEY.__getitem__, cards))]
        raise _size_error(n)
    a, b, c, d, e, f, g = cards
    return _LOW8[
        _RANK_KEY[a] + _RANK_KEY[b] + _RANK_KEY[c] + _RANK_KEY[d] + _RANK_KEY[e] + _RANK_KEY[f]
        + _RANK_KEY[g]
    ]


def razz_value(cards: Sequence[int]) -> int:
    """The best ace-to-five low (RULES.md V3) among 1 to 7 cards, larger is better.

    No qualifier, straights and flushes ignored, pairs are bad.
    """
    n = len(cards)
    if n != 7:
        if 0 < n < 7:
            return _RAZZ[sum(map(_RANK_KEY.__getitem__, cards))]
        raise _size_error(n)
    a, b, c, d, e, f, g = cards
    return _RAZZ[
        _RANK_KEY[a] + _RANK_KEY[b] + _RANK_KEY[c] + _RANK_KEY[d] + _RANK_KEY[e] + _RANK_KEY[f]
        + _RANK_KEY[g]
    ]


def showing_value(up_cards: Sequence[int], *, low: bool, wild: int = 0) -> int:
    """How strong the up cards look for the order of action (RULES.md O2); larger acts first.

    High games: quads > trips > two pair > pair > high cards, by rank alone (straights, flushes
    and suits do not count). ``low=True`` (Razz): the lowest hand showing, ace low, pairs bad.
    Equal values are possible; the caller breaks them by seat.

    ``wild`` (a :func:`wild_mask`) makes those up cards count as whatever rank makes the best
    hand showing (RULES.md W2): a wild card and a seven show a pair of sevens.
    """
    if not 0 < len(up_cards) < 12:
        raise ValueError(f"a hand shows 1 to 11 cards, not {len(up_cards)}")
    if wild and not low:
        naturals = [c for c in up_cards if not (wild >> (c >> 2)) & 1]
        w = len(up_cards) - len(naturals)
        if w:
            return _wild_nonflush(_counts(naturals), w, straights=False)
    if low:
        return _RAZZ[sum(map(_RANK_KEY.__getitem__, up_cards))]
    counts = [0] * 13
    for c in up_cards:
        counts[c >> 2] += 1
    m1 = m2 = m3 = m4 = 0
    for r, k in enumerate(counts):
        if k:
            m1 |= 1 << r
            if k > 1:
                m2 |= 1 << r
                if k > 2:
                    m3 |= 1 << r
                    if k > 3:
                        m4 |= 1 << r
    return _high_from_masks(m1, m2, m3, m4, straights=False)


# --------------------------------------------------------------------------------------------
# Wild cards (RULES.md W1)
# --------------------------------------------------------------------------------------------


def wild_mask(ranks: Sequence[int]) -> int:
    """The wild ranks (``Rank`` values 2..14) as the bit mask the wild evaluator takes."""
    mask = 0
    for r in ranks:
        mask |= 1 << (int(r) - 2)
    return mask


def _straight_need() -> list[tuple[int, int]]:
    """(top rank, rank-index mask of its five ranks), best straight first; the wheel last."""
    out = [(top, 0b11111 << (top - 6)) for top in range(14, 5, -1)]
    out.append((5, 0b1111 | (1 << 12)))
    return out


_STRAIGHTS: Final = _straight_need()
_STRAIGHT_W: dict[int, int] = {}  # (mask | wilds << 13) -> best straight top (0: none), lazily


def _straight_top_wild(mask: int, w: int) -> int:
    """The top of the best straight the ranks in ``mask`` make with ``w`` wild cards, else 0."""
    key = mask | (w << 13)
    top = _STRAIGHT_W.get(key)
    if top is None:
        top = 0
        for t, need in _STRAIGHTS:
            if 5 - (mask & need).bit_count() <= w:
                top = t
                break
        _STRAIGHT_W[key] = top
    return top


def _counts(naturals: Sequence[int]) -> list[int]:
    counts = [0] * 13
    for c in naturals:
        counts[c >> 2] += 1
    return counts


def _wild_nonflush(counts: list[int], w: int, straights: bool = True) -> int:
    """The best hand but flushes from the natural ranks' ``counts`` and ``w >= 1`` wild cards
    (each any rank, even one already held): five of a kind on top (W1)."""
    total = sum(counts) + w
    desc = [r for r in range(12, -1, -1) if counts[r]]  # natural ranks, highest first
    if total >= 5:
        if w >= 5:
            return (9 << 20) | (14 << 16)
        for r in desc:
            if counts[r] + w >= 5:
                return (9 << 20) | ((r + 2) << 16)
    if total >= 4:
        quad = next((r for r in desc if counts[r] + w >= 4), 12 if w >= 4 else -1)
        if quad >= 0:
            kicker = next((r for r in desc if r != quad), None) if total >= 5 else None
            return (7 << 20) | ((quad + 2) << 16) | (0 if kicker is None else (kicker + 2) << 12)
    m1 = 0
    for r in desc:
        m1 |= 1 << r
    pairs = [r for r in desc if counts[r] >= 2]  # with a wild card no rank is held 3 times here
    if w == 1 and len(pairs) >= 2 and total >= 5:
        return (6 << 20) | ((pairs[0] + 2) << 16) | ((pairs[1] + 2) << 12)
    if straights and total >= 5:
        top = _straight_top_wild(m1, w)
        if top:
            return (4 << 20) | (top << 16)
    if total >= 3 and (w >= 2 or pairs):  # trips: a pair and a wild, or a rank and two wilds
        t = pairs[0] if pairs else (desc[0] if desc else 12)
        return (3 << 20) | ((t + 2) << 16) | ((_TOP5[m1 & ~(1 << t)] >> 4) & 0xFF00)
    if total >= 2:  # one wild and no pair: pair the highest rank (two wilds alone: aces)
        p = desc[0] if desc else 12
        return (1 << 20) | ((p + 2) << 16) | ((_TOP5[m1 & ~(1 << p)] >> 4) & 0xFFF0)
    return 14 << 16  # a wild card alone: ace high


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


_WILD_NONFLUSH: dict[int, int] = {}  # rank key | wilds << 40 -> value, filled as hands come
_WILD_FLAGS: dict[int, bytes] = {}  # wild mask -> for each card, 1 if it is wild


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
    flags = _WILD_FLAGS.get(wild)
    if flags is None:
        flags = _WILD_FLAGS[wild] = bytes((wild >> (c >> 2)) & 1 for c in range(52))
    if n == 7:  # the usual hand: count the wild cards without building a list
        a, b, c, d, e, f, g = cards
        if not (flags[a] + flags[b] + flags[c] + flags[d] + flags[e] + flags[f] + flags[g]):
            return high_value(cards)
    elif not 0 < n < 12:
        raise ValueError(f"a hand has 1 to 11 cards, not {n}")
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
        key = sum(map(_RANK_KEY.__getitem__, naturals)) | (w << 40)
        best = _WILD_NONFLUSH.get(key, -1)
        if best < 0:
            best = _WILD_NONFLUSH[key] = _wild_nonflush(_counts(naturals), w)
        if best >= 9 << 20:
            return best  # five of a kind: nothing beats it
        if n < 5:
            return best
    suits = [0, 0, 0, 0]
    for c in naturals:
        suits[c & 3] |= 1 << (c >> 2)
    for mask in suits:
        if mask.bit_count() + w >= 5:
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
