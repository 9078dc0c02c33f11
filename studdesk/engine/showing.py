"""The values that depend on the ranks alone: the hand the up cards show (RULES.md O2), and
the rank-mask arithmetic the evaluator's tables are built from.

The engine asks :func:`showing_value` for every live player whenever a street after the first
is dealt, to find who acts first; this module is compiled with the engine
(:data:`~studdesk.engine.compiled.COMPILED_MODULES`) so that the question costs a compiled
call, and it needs none of the evaluator's tables (a razz hand folded before the showdown
never builds them). :mod:`studdesk.engine.evaluate` imports the rest from here and builds its
tables with it, and re-exports :func:`showing_value`; this module imports nothing of the
engine's.

A *rank mask* has bit ``r`` set for rank index ``r`` (0 is the deuce, 12 the ace); a hand's
ranks are four masks: ranks held at least once, twice, three and four times.

>>> from studdesk.engine.cards import parse_cards
>>> showing_value(parse_cards("Kd Kh 4c"), low=False) > showing_value(parse_cards("As Qd 4c"), low=False)
True
>>> showing_value(parse_cards("5d 2h"), low=True) > showing_value(parse_cards("5d 5h"), low=True)
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

LOW_CEILING: Final = 1 << 24
"""Low values are ``LOW_CEILING - badness``; every low value is positive and below this."""


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


def showing_value(up_cards: Sequence[int], *, low: bool, wild: int = 0) -> int:
    """How strong the up cards look for the order of action (RULES.md O2); larger acts first.

    High games: quads > trips > two pair > pair > high cards, by rank alone (straights, flushes
    and suits do not count). ``low=True`` (Razz): the lowest hand showing, ace low, pairs bad.
    Equal values are possible; the caller breaks them by seat.

    ``wild`` (a :func:`~studdesk.engine.evaluate.wild_mask`) makes those up cards count as whatever rank makes the best
    hand showing (RULES.md W2): a wild card and a seven show a pair of sevens.
    """
    if not 0 < len(up_cards) < 12:
        raise ValueError(f"a hand shows 1 to 11 cards, not {len(up_cards)}")
    if wild and not low:
        naturals = [c for c in up_cards if not (wild >> (c >> 2)) & 1]
        w = len(up_cards) - len(naturals)
        if w:
            return _wild_nonflush(_counts(naturals), w, straights=False)
    m1 = m2 = m3 = m4 = 0  # the ranks held at least once, twice, three and four times
    for card in up_cards:
        index: int = card  # compiled, a machine integer read out of a Card
        bit = 1 << (index >> 2)
        if m1 & bit:
            if m2 & bit:
                if m3 & bit:
                    m4 |= bit
                else:
                    m3 |= bit
            else:
                m2 |= bit
        else:
            m1 |= bit
    if low:  # what the razz table holds for these ranks, worked out without the table
        return LOW_CEILING - _razz_badness(m1, m2, m3, m4)
    return _high_from_masks(m1, m2, m3, m4, straights=False)
