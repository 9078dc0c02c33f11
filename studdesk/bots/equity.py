"""Monte-Carlo equity: the viewer's expected share of the pot at a showdown with every live
opponent, dealing the unseen cards (the deck minus every card the viewer has seen).

Opponents' hidden cards are not uniform: each deal is weighted by how likely the opponent's
moves were with those cards (:func:`weigher`): a player who completed or raised on 3rd street
probably holds a pair or a strong three-card start, one who bets later probably has a made hand.
The result is the weighted mean share, so a low draw in Hi/Lo is worth about half the pot and a
scoop the whole of it. High-Low Declare is shared as if the cards spoke (half to the best high,
half to the best ace-to-five low, W8): what the declarations will make of it is the
declaration's own reckoning (:mod:`studdesk.bots.choices`), and the betting before it counts a
good low as half the pot rather than as nothing.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from operator import itemgetter
from typing import Any, Final

from studdesk.engine import ActionKind, Street, Variant
from studdesk.engine.config import Split
from studdesk.engine.evaluate import (
    high_low8_value,
    high_value,
    low8_value,
    rank_key,
    razz_value,
    wild_high_value,
    wild_mask,
)

from .features import razz_hand, start_score
from .table import AGGRESSIVE, Opponent, Situation

Weigher = Callable[[Sequence[int]], float]

# How much an action says about the hand behind it: the weight of a deal is, per action, the
# floor plus the hand's strength (0..1) at that street; a smaller floor reads more into it.
RAISE3_FLOOR = 0.04  # completing or raising on 3rd street: (floor + start score) ** power
RAISE3_POWER = 1.5
CALL3_FLOOR = 0.15  # calling on 3rd street
BET_FLOOR = 0.12  # betting or raising on a later street
CALL_FLOOR = 0.45  # calling a bet on a later street


def _window_table() -> list[int]:
    """For each 13-bit rank mask (bit 0 = deuce), the most ranks in one five-rank window,
    the ace counting high and low."""
    table = [0] * 8192
    for m in range(8192):
        ext = (m << 1) | (m >> 12)  # bit 0: the ace played low
        table[m] = max(((ext >> lo) & 0x1F).bit_count() for lo in range(10))
    return table


_WINDOW = _window_table()


_RAZZ: Final = Variant.RAZZ
_STUD8: Final = Variant.STUD8
_DECLARE: Final = Variant.STUD_DECLARE
_RANK_BIT: Final = [1 << (c >> 2) for c in range(52)]
_SUIT_NIBBLE: Final = [1 << (4 * (c & 3)) for c in range(52)]


def made_strength(cards: Sequence[int], variant: Variant) -> float:
    """0..1: how strong these cards (3 to 7, an opponent's hand at some street) are by the
    variant's standard, without reference to anyone else's cards. Called in the inner loop of
    the simulation, so it is kept cheap."""
    if variant is _RAZZ:
        return _low_strength(cards, 13)
    value = high_value(cards)
    category = value >> 20
    if category >= 3:
        high = 1.0
    elif category == 2:
        high = 0.8
    elif category == 1:
        high = 0.3 + 0.03 * (((value >> 16) & 15) - 2)
    else:
        top = (value >> 16) & 15
        high = 0.05 + 0.01 * (top - 8 if top > 8 else 0)
        # No pair: the ranks' bits sum to their mask. A suit's 4-bit counter, started at 4,
        # reaches its top bit at four cards (six cards at most: no overflow).
        if len(cards) < 7 and (sum(map(_SUIT_NIBBLE.__getitem__, cards), 0x4444) & 0x8888
                               or _WINDOW[sum(map(_RANK_BIT.__getitem__, cards))] >= 4):
            high = 0.45
    if variant is _STUD8 or variant is _DECLARE:  # High-Low Declare: a low bets as in Hi/Lo
        return max(high, _low_strength(cards, 8))
    return high


# A low hand's strength by its highest card (ace = 1): steep, as the betting of low hands is.
_LOW_BY_TOP = (1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0.9, 0.75, 0.6, 0.4, 0.3, 0.2, 0.12, 0.12)
# (rank key, limit) -> strength: it depends on the ranks alone, and the simulation meets the
# same ranks again and again (at most 76,154 keys a limit).
_LOW_STRENGTHS: dict[int, float] = {}


def _low_strength(cards: Sequence[int], limit: int) -> float:
    """0..1 for a low hand (Razz: ``limit`` 13; eight-or-better: 8) of 3 to 7 cards: a made
    hand (as many distinct cards no higher than ``limit`` as it has cards, up to five) by its
    top card, a hand short of that by how many cards it misses."""
    key = rank_key(cards) * 16 + limit
    known = _LOW_STRENGTHS.get(key)
    if known is None:
        known = _LOW_STRENGTHS[key] = _low_strength_of(cards, limit)
    return known


def _low_strength_of(cards: Sequence[int], limit: int) -> float:
    hand = razz_hand(cards)
    need = min(5, len(cards))
    good = [r for r in hand if r <= limit]
    short = need - len(good)
    if short > 0:
        return 0.02 if len(cards) == 7 else max(0.02, 0.3 - 0.12 * short)
    return _LOW_BY_TOP[good[-need]]


def weigher(opponent: Opponent, variant: Variant) -> Weigher | None:
    """How likely ``opponent``'s moves were with a given full hand (their cards in dealing
    order), up to a constant; None when their moves say nothing (only forced bets)."""
    third = [a.action for a in opponent.actions
             if a.street is Street.THIRD and a.action is not ActionKind.BRING_IN]
    raised3 = any(k in AGGRESSIVE for k in third)
    called3 = ActionKind.CALL in third
    later: list[tuple[int, float, float]] = []  # (cards at that street, base, slope)
    for street in (Street.FOURTH, Street.FIFTH, Street.SIXTH, Street.SEVENTH):
        kinds = [a.action for a in opponent.actions if a.street is street]
        if any(k in AGGRESSIVE for k in kinds):
            later.append((int(street), BET_FLOOR, 1.0))
        elif ActionKind.CALL in kinds:
            later.append((int(street), CALL_FLOOR, 1.0))
    if not raised3 and not called3 and not later:
        return None
    # The 3rd street weight depends on the first three cards' ranks and whether they are
    # suited: each one met is worked out once per decision (start_score costs more than the
    # rest of a deal).
    starts: dict[int, float] = {}
    # High-Low Declare starts as Hi/Lo does (low cards and aces are worth playing).
    chart = Variant.STUD8 if variant is _DECLARE else variant

    def weight(cards: Sequence[int]) -> float:
        w = 1.0
        if raised3 or called3:
            a, b, c = cards[0], cards[1], cards[2]
            key = (a >> 2) * 169 + (b >> 2) * 13 + (c >> 2) + (2197 if a & 3 == b & 3 == c & 3
                                                               else 0)
            known = starts.get(key)
            if known is None:
                score = start_score(cards, chart)
                known = starts[key] = ((RAISE3_FLOOR + score) ** RAISE3_POWER if raised3
                                       else CALL3_FLOOR + score)
            w = known
        for n, base, slope in later:
            if len(cards) >= n:
                w *= base + slope * made_strength(cards[:n], variant)
        return w

    return weight


def _share(mine: tuple[int | None, int | None], others: list[tuple[int | None, int | None]],
           variant: Variant) -> float:
    """The viewer's share of the pot: values are (high, low), larger better, None = none."""
    if variant.game.split not in _HALVES:
        me = mine[0]
        assert me is not None
        best = max(o[0] or 0 for o in others)
        if me < best:
            return 0.0
        if me > best:
            return 1.0
        return 1.0 / (1 + sum(o[0] == me for o in others))
    high_share = _half(mine[0], [o[0] for o in others])
    lows = [o[1] for o in others]
    if mine[1] is None and all(v is None for v in lows):
        return high_share
    return 0.5 * high_share + 0.5 * _half(mine[1], lows)


def _half(me: int | None, others: list[int | None]) -> float:
    if me is None:
        return 0.0
    best = max((v for v in others if v is not None), default=-1)
    if me < best:
        return 0.0
    if me > best:
        return 1.0
    return 1.0 / (1 + sum(v == me for v in others))


_HALVES = (Split.HIGH_LOW8, Split.HIGH_SPADE, Split.HIGH_LOW_SPADE, Split.DECLARE)


def _values(cards: Sequence[int], variant: Variant, wild: int = 0,
            community: Sequence[int] = ()) -> tuple[int | None, int | None]:
    """(high, low) of ``cards`` in dealing order (and the D10 ``community`` card); ``wild``
    the wild ranks' mask (W1); the low of Chicago is the spade in the hole (W5: the down
    cards, 1st, 2nd and 7th; never the community card)."""
    own = cards
    if community:
        cards = [*cards, *community]
    if variant is Variant.RAZZ:
        return razz_value(cards), None
    if variant is Variant.STUD8:
        return high_value(cards), low8_value(cards)
    if variant is _DECLARE:  # W8: the pot shared as if the cards spoke, the low with no qualifier
        return high_value(cards), razz_value(cards)
    high = wild_high_value(cards, wild) if wild or len(cards) > 7 else high_value(cards)
    split = variant.game.split
    if split is Split.HIGH:
        return high, None
    spades = [(c >> 2) + 2 for k, c in enumerate(own[:7]) if k in (0, 1, 6) and c & 3 == 3]
    if not spades:
        return high, None
    return high, max(spades) if split is Split.HIGH_SPADE else 15 - min(spades)


def _share_single(me: int, others: list[int]) -> float:
    """:func:`_share` for one value a player (no split): larger is better, ties split."""
    best = max(others)
    if me < best:
        return 0.0
    if me > best:
        return 1.0
    return 1.0 / (1 + others.count(me))


def _share_hilo(mine: tuple[int, int | None], others: list[tuple[int, int | None]]) -> float:
    """:func:`_share` for Stud Hi/Lo (the same arithmetic, so the same floats)."""
    me, my_low = mine
    highs = [h for h, _ in others]
    best = max(highs)
    high = 0.0 if me < best else 1.0 if me > best else 1.0 / (1 + highs.count(me))
    lows = [lo for _, lo in others if lo is not None]
    if my_low is None:
        return 0.5 * high if lows else high
    if not lows:
        return 0.5 * high + 0.5 * 1.0
    low_best = max(lows)
    if my_low < low_best:
        return 0.5 * high + 0.5 * 0.0
    if my_low > low_best:
        return 0.5 * high + 0.5 * 1.0
    return 0.5 * high + 0.5 * (1.0 / (1 + lows.count(my_low)))


def _declare_value(cards: Sequence[int]) -> tuple[int, int]:
    """High-Low Declare's (high, ace-to-five low) of a hand (W8)."""
    return high_value(cards), razz_value(cards)


def _spade_value(highest: bool, wild: int) -> Callable[[Sequence[int]], tuple[int, int | None]]:
    """Chicago's (high, spade) of a hand in dealing order, as :func:`_values` gives it without
    a community card: the spade in the hole is among the 1st, 2nd and 7th cards (W5)."""

    def value(cards: Sequence[int]) -> tuple[int, int | None]:
        high = wild_high_value(cards, wild) if wild or len(cards) > 7 else high_value(cards)
        spades = [(c >> 2) + 2 for c in (*cards[:2], *cards[6:7]) if c & 3 == 3]
        if not spades:
            return high, None
        return high, max(spades) if highest else 15 - min(spades)

    return value


def _fast_scoring(variant: Variant, wild: int, longest: int
                  ) -> tuple[Callable[[Sequence[int]], Any], Callable[[Any, list[Any]], float]] | None:
    """How the fast loop of :func:`equity` values a hand and shares the pot in ``variant``
    (with the ``wild`` mask, hands of at most ``longest`` cards); None where only the general
    loop knows."""
    if variant is _RAZZ and not wild:
        return razz_value, _share_single
    if variant is _STUD8 and not wild:
        return high_low8_value, _share_hilo
    if variant is _DECLARE:
        return _declare_value, _share_hilo
    split = variant.game.split
    if split in (Split.HIGH_SPADE, Split.HIGH_LOW_SPADE):
        return _spade_value(split is Split.HIGH_SPADE, wild), _share_hilo
    if split is not Split.HIGH:
        return None
    if wild:
        return (lambda cards: wild_high_value(cards, wild)), _share_single
    return (high_value, _share_single) if longest <= 7 else None


def _getter(indexes: Sequence[int]) -> Callable[[Sequence[int]], tuple[int, ...]]:
    """The items at ``indexes`` of a list, as a tuple (even for one index)."""
    if len(indexes) == 1:
        only = indexes[0]
        return lambda pool: (pool[only],)
    return itemgetter(*indexes)


def equity(sit: Situation, rng: random.Random, simulations: int, *,
           read_actions: bool = True) -> float:
    """The viewer's expected share of the pot (0..1) over ``simulations`` deals of the unseen
    cards; ``read_actions=False`` treats every opponent's hidden cards as uniform."""
    variant = sit.variant
    # Plain ints, not Cards: CPython indexes a list fastest by an exact int.
    unseen = list(map(int, sit.unseen))
    community = sit.community
    wild = wild_mask(sit.view.wild_ranks)
    own = (6 if community is not None else 7) if variant.game.seven_cards else 5
    mine = list(map(int, sit.cards))
    need_me = max(0, own - len(mine))
    specs: list[tuple[list[int | None], list[int], Weigher | None]] = []
    for o in sit.opponents:
        slots: list[int | None] = [None if c is None else int(c) for c in o.cards]
        slots += [None] * max(0, own - len(o.cards))
        holes = [i for i, c in enumerate(slots) if c is None]
        specs.append((slots, holes, weigher(o, variant) if read_actions else None))
    total = need_me + sum(len(h) for _, h, _ in specs)
    shared_needed = False
    if total > len(unseen) and community is None:
        # RULES.md D10: too few cards for everyone's 7th; one shared card plays for all.
        shared_needed = True
        if need_me:
            need_me -= 1
        for _, holes, _ in specs:
            if holes and holes[-1] == 6:
                holes.pop()
        total = need_me + sum(len(h) for _, h, _ in specs) + 1
    total = min(total, len(unseen))
    if not specs:
        return 1.0
    longest = max([own, len(mine)] + [len(slots) for slots, _, _ in specs])
    fast = _fast_scoring(variant, wild, longest)
    if fast is None or community is not None or shared_needed:
        return _equity_general(sit, rng, simulations, unseen, mine, need_me, specs, total,
                               shared_needed, wild)
    value, share = fast
    # Every hand read straight from the pool: the unseen cards first (the first ``total``
    # shuffled each deal), then the cards already known, which the shuffle never reaches. Each
    # player's hand in dealing order is then one itemgetter call.
    pool = unseen
    size = len(pool)
    mine_at = []
    for c in mine:
        mine_at.append(len(pool))
        pool.append(c)
    my_hand = _getter(mine_at + list(range(need_me)))
    hands: list[tuple[Callable[[Sequence[int]], tuple[int, ...]], Weigher | None]] = []
    k = need_me
    for slots, _holes, weigh in specs:
        at = []
        for slot in slots:
            if slot is None:
                at.append(k)
                k += 1
            else:
                at.append(len(pool))
                pool.append(slot)
        hands.append((_getter(at), weigh))
    spans = [(i, size - i) for i in range(total)]
    weighted = 0.0
    weights = 0.0
    rand = rng.random
    if share is _share_single:  # the same share, worked out as the opponents come
        for _ in range(simulations):
            for i, span in spans:
                j = i + int(rand() * span)
                pool[i], pool[j] = pool[j], pool[i]
            w = 1.0
            me = value(my_hand(pool))
            ties = 1
            beaten = False
            for hand, weigh in hands:
                cards = hand(pool)
                if weigh is not None:
                    w *= weigh(cards)
                theirs = value(cards)
                if theirs > me:
                    beaten = True
                elif theirs == me:
                    ties += 1
            weighted += w * (0.0 if beaten else 1.0 / ties)
            weights += w
        return weighted / weights if weights > 0 else 0.0
    for _ in range(simulations):
        # A partial Fisher-Yates shuffle: the first ``total`` cards of the pool are a uniform
        # draw (cheaper than random.sample for a few cards out of forty).
        for i, span in spans:
            j = i + int(rand() * span)
            pool[i], pool[j] = pool[j], pool[i]
        w = 1.0
        others = []
        for hand, weigh in hands:
            cards = hand(pool)
            if weigh is not None:
                w *= weigh(cards)
            others.append(value(cards))
        weighted += w * share(value(my_hand(pool)), others)
        weights += w
    return weighted / weights if weights > 0 else 0.0


def _equity_general(sit: Situation, rng: random.Random, simulations: int, unseen: list[int],
                    mine: list[int], need_me: int,
                    specs: list[tuple[list[int | None], list[int], Weigher | None]],
                    total: int, shared_needed: bool, wild: int) -> float:
    """:func:`equity`'s loop for every game and table: a community card (D10) and the spade
    halves of Chicago too; it deals exactly as the fast loop does."""
    variant = sit.variant
    community = sit.community
    weighted = 0.0
    weights = 0.0
    pool = unseen
    size = len(pool)
    rand = rng.random
    for _ in range(simulations):
        for i in range(total):
            j = i + int(rand() * (size - i))
            pool[i], pool[j] = pool[j], pool[i]
        draw = pool[:total]
        extra: list[int] = []
        if community is not None:
            extra = [community]
        elif shared_needed:
            extra = [draw[-1]]
        k = need_me
        my_cards = mine + draw[:k]
        w = 1.0
        others: list[tuple[int | None, int | None]] = []
        for slots, holes, weigh in specs:
            hand = list(slots)
            for i in holes:
                hand[i] = draw[k]
                k += 1
            cards = [c for c in hand if c is not None]
            if weigh is not None:
                w *= weigh(cards)
            others.append(_values(cards, variant, wild, extra))
        weighted += w * _share(_values(my_cards, variant, wild, extra), others, variant)
        weights += w
    return weighted / weights if weights > 0 else 0.0
