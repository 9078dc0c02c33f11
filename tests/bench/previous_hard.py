"""The hard bot as it was before issue 20 (``studdesk/bots/equity.py`` and ``hard.py`` at
commit 746b043), kept in the benchmarks only: ``bench_bots.py --versus-previous`` plays the
product's hard bot against it, and ``tests/bots`` checks that the product's faster simulation
draws the same cards and gives the same estimates. Do not change it (only the imports were
made absolute and the two modules put in one file).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from studdesk.bots.features import (
    door_strength,
    flush_draw,
    is_brick,
    low_ranks,
    razz_hand,
    start_score,
    straight_draw,
)
from studdesk.bots.stage import Stage, is_short
from studdesk.bots.table import AGGRESSIVE, Opponent, Situation, read
from studdesk.engine import ActionKind, LegalAction, Street, TableView, Variant
from studdesk.engine.config import Split
from studdesk.engine.evaluate import high_value, low8_value, razz_value, wild_high_value, wild_mask

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


def made_strength(cards: Sequence[int], variant: Variant) -> float:
    """0..1: how strong these cards (3 to 7, an opponent's hand at some street) are by the
    variant's standard, without reference to anyone else's cards. Called in the inner loop of
    the simulation, so it is kept cheap."""
    if variant is Variant.RAZZ:
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
        if len(cards) < 7:
            suits = [0, 0, 0, 0]
            mask = 0
            for c in cards:
                suits[c & 3] += 1
                mask |= 1 << (c >> 2)
            if max(suits) >= 4 or _WINDOW[mask] >= 4:
                high = 0.45
    if variant is Variant.STUD8:
        return max(high, _low_strength(cards, 8))
    return high


# A low hand's strength by its highest card (ace = 1): steep, as the betting of low hands is.
_LOW_BY_TOP = (1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0.9, 0.75, 0.6, 0.4, 0.3, 0.2, 0.12, 0.12)


def _low_strength(cards: Sequence[int], limit: int) -> float:
    """0..1 for a low hand (Razz: ``limit`` 13; eight-or-better: 8) of 3 to 7 cards: a made
    hand (as many distinct cards no higher than ``limit`` as it has cards, up to five) by its
    top card, a hand short of that by how many cards it misses."""
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

    def weight(cards: Sequence[int]) -> float:
        w = 1.0
        if raised3:
            w = (RAISE3_FLOOR + start_score(cards, variant)) ** RAISE3_POWER
        elif called3:
            w = CALL3_FLOOR + start_score(cards, variant)
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


_HALVES = (Split.HIGH_LOW8, Split.HIGH_SPADE, Split.HIGH_LOW_SPADE)


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
    high = wild_high_value(cards, wild) if wild or len(cards) > 7 else high_value(cards)
    split = variant.game.split
    if split is Split.HIGH:
        return high, None
    spades = [(c >> 2) + 2 for k, c in enumerate(own[:7]) if k in (0, 1, 6) and c & 3 == 3]
    if not spades:
        return high, None
    return high, max(spades) if split is Split.HIGH_SPADE else 15 - min(spades)


def equity(sit: Situation, rng: random.Random, simulations: int, *,
           read_actions: bool = True) -> float:
    """The viewer's expected share of the pot (0..1) over ``simulations`` deals of the unseen
    cards; ``read_actions=False`` treats every opponent's hidden cards as uniform."""
    variant = sit.variant
    unseen = list(sit.unseen)
    community = sit.community
    wild = wild_mask(sit.view.wild_ranks)
    own = (6 if community is not None else 7) if variant.game.seven_cards else 5
    mine = list(sit.cards)
    need_me = max(0, own - len(mine))
    specs: list[tuple[list[int | None], list[int], Weigher | None]] = []
    for o in sit.opponents:
        slots: list[int | None] = [*o.cards, *([None] * max(0, own - len(o.cards)))]
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
    weighted = 0.0
    weights = 0.0
    pool = unseen
    size = len(pool)
    rand = rng.random
    for _ in range(simulations):
        # A partial Fisher-Yates shuffle: the first ``total`` cards of the pool are a uniform
        # draw (cheaper than random.sample for a few cards out of forty).
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
DEFAULT_SIMULATIONS = 2500
"""Deals per heads-up decision at the default budget (fewer per opponent with more players, see
:func:`simulations_for`). On the reference machine (2 cores, Python 3.11) a decision then takes
about 17 ms on average and under 60 ms at worst; ``tests/bench/bench_bots.py`` measures it."""

STEAL_RATE = 0.85  # how often a steal situation (see HardBot._should_steal) is taken
SEMI_BLUFF_RATE = 0.6  # how often a good draw on 4th or 5th bets or raises
VALUE_HEADS_UP = 0.55  # heads-up equity that bets for value
RAISE_STEP = 0.07  # more equity needed per bet already made this round
FUTURE_SHARE = 0.35  # share of the bets still to come that the call threshold prices in
SHORT_RAISE = 1.15  # a short stack gets its chips in with this much of its fair share 1/players
SHORT_CALL = 0.85  # ... and calls with this much of it (when the pot odds ask for more)
BUBBLE_TIGHTEN = 1.3  # on the bubble a medium stack needs this much more equity to call
BUBBLE_STEAL = 0.7  # on the bubble the biggest stack steals with this much of the usual equity


def simulation_count(opponents: int, budget: int) -> int:
    """Deals for a decision against ``opponents``: ``budget`` heads-up, then ``2 * budget /
    (1 + opponents)`` (a deal costs about one evaluation per player), at least a tenth of it."""
    return max(budget // 10, min(budget, 2 * budget // (1 + max(1, opponents))))


def simulations_for(sit: Situation, budget: int) -> int:
    """:func:`simulation_count` for the live opponents in ``sit``."""
    return simulation_count(len(sit.opponents), budget)


class HardBot:
    """Simulation-based equity against action-weighted ranges (see the module docstring)."""

    level = "hard"

    def __init__(self, rng: random.Random, simulations: int = DEFAULT_SIMULATIONS,
                 stage: Stage | None = None) -> None:
        if simulations < 1:
            raise ValueError("a hard bot needs at least one simulation per decision")
        self._rng = rng
        self.simulations = simulations
        self.stage = stage or Stage.cash()
        """The format around the hand; the table sets it before each hand."""

    def decide(self, view: TableView) -> LegalAction:
        sit = read(view)
        if sit.showdown:
            return sit.fold()  # a hand asked to choose cannot win: muck it
        eq = equity(sit, self._rng, simulations_for(sit, self.simulations))
        return self.choose(sit, eq)

    def choose(self, sit: Situation, eq: float) -> LegalAction:
        """The move for equity ``eq`` in ``sit`` (separate from the simulation for testing)."""
        players = sit.players
        value = value_threshold(players, sit.street)
        short = self.stage.is_tournament and is_short_stack(sit)
        if short:
            fair = 1.0 / players
            if sit.can_raise and eq >= SHORT_RAISE * fair and sit.raises < 4:
                return sit.raise_()
            if not sit.can_check and not sit.is_bring_in and eq >= min(
                    call_threshold(sit), SHORT_CALL * fair):
                return sit.call()
        if sit.street is Street.THIRD and self._should_steal(sit, eq):
            return sit.raise_()
        if sit.can_raise and eq >= value + RAISE_STEP * sit.raises and (sit.raises < 4 or eq > 0.8):
            return sit.raise_(big=eq > value + 0.15 and sit.street is Street.FOURTH)
        if sit.can_raise and sit.raises <= 1 and self._semi_bluff(sit, eq):
            return sit.raise_()
        if sit.can_check:
            if self._razz_brick_bet(sit, eq):
                return sit.raise_()
            return sit.call()
        if sit.is_bring_in:
            return sit.call()
        needed = call_threshold(sit)
        if self.stage.on_the_bubble and not short and not covers_everyone(sit):
            needed = min(0.95, needed * BUBBLE_TIGHTEN)
        if eq >= needed:
            return sit.call()
        return sit.fold()

    def _should_steal(self, sit: Situation, eq: float) -> bool:
        """Complete with the strongest door when nobody has come in yet and every door still to
        act (and the bring-in's) looks weaker."""
        if sit.raises or not sit.can_raise:
            return False
        if any(o.has_acted(Street.THIRD) for o in sit.opponents):
            return False  # someone called the bring-in: not a steal any more
        mine = door_strength(sit.door, sit.variant)
        doors = [o.door for o in sit.opponents if o.door is not None]
        if not doors or any(door_strength(d, sit.variant) >= mine for d in doors):
            return False
        needed = 0.6 / sit.players
        if self.stage.on_the_bubble and covers_everyone(sit):
            needed *= BUBBLE_STEAL
        return eq >= needed and self._rng.random() < STEAL_RATE

    def _semi_bluff(self, sit: Situation, eq: float) -> bool:
        if sit.street not in (Street.FOURTH, Street.FIFTH):
            return False
        if not has_good_draw(sit):
            return False
        return eq >= 0.8 / sit.players and self._rng.random() < SEMI_BLUFF_RATE

    def _razz_brick_bet(self, sit: Situation, eq: float) -> bool:
        if sit.variant is not Variant.RAZZ or sit.street is Street.SEVENTH:
            return False
        if eq < 0.75 / sit.players:
            return False
        mine = sit.up[-1]
        if is_brick(mine, sit.up, sit.variant):
            return False
        return all(o.last_up is not None and is_brick(o.last_up, o.up, sit.variant)
                   for o in sit.opponents)


def is_short_stack(sit: Situation) -> bool:
    """The viewer's chips (behind and already in this hand) are short for the table's forced
    bets (:func:`~studdesk.bots.stage.is_short`)."""
    me = sit.view.me
    assert me is not None
    cfg = sit.view.config
    return is_short(me.stack + me.committed, ante=cfg.ante, bring_in=cfg.bring_in,
                    small_bet=cfg.small_bet, players=len(sit.view.seats))


def covers_everyone(sit: Situation) -> bool:
    """The viewer has more chips than every other player at the table."""
    me = sit.view.me
    assert me is not None
    mine = me.stack + me.committed
    return all(s.stack + s.committed < mine for s in sit.view.seats if s.seat != sit.seat)


def value_threshold(players: int, street: Street) -> float:
    """Equity that bets for value: 55% heads-up, less with more players (a fair share is
    ``1/players``); more on 3rd street, where the others' hands are barely known yet and the
    weak ones will fold rather than pay."""
    if street is Street.THIRD:
        return min(0.6, 1.6 / players)
    return min(VALUE_HEADS_UP, 1.2 / players)


def future_bets(sit: Situation) -> int:
    """The bet sizes of the streets after this one."""
    cfg = sit.view.config
    if not sit.variant.game.seven_cards:  # W6: 2nd and 3rd street small, 4th and 5th big
        five = {Street.SECOND: cfg.small_bet + 2 * cfg.big_bet, Street.THIRD: 2 * cfg.big_bet,
                Street.FOURTH: cfg.big_bet, Street.FIFTH: 0}
        return five[sit.street]
    bets = {Street.THIRD: cfg.small_bet + 3 * cfg.big_bet, Street.FOURTH: 3 * cfg.big_bet,
            Street.FIFTH: 2 * cfg.big_bet, Street.SIXTH: cfg.big_bet, Street.SEVENTH: 0}
    return bets[sit.street]


def call_threshold(sit: Situation) -> float:
    """The equity a call needs: the pot odds, with a share ``f`` of the bets to come paid by
    every player still in."""
    f = FUTURE_SHARE * future_bets(sit)
    price = sit.to_call
    return (price + f) / (sit.pot + price + sit.players * f)


def has_good_draw(sit: Situation) -> bool:
    """Four to a live flush or straight; in the low games four live low cards."""
    cards = sit.cards
    seen = sit.others_seen()
    if sit.variant is not Variant.STUD:
        if len(low_ranks(cards, 8)) >= 4:
            return True
        if sit.variant is Variant.RAZZ:
            return False
    suited, live_suit = flush_draw(cards, seen)
    straight, live_straight = straight_draw(cards, seen)
    return (suited >= 4 and live_suit >= 4) or (straight >= 4 and live_straight >= 5)
