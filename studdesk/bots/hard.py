"""The hard level: equity by simulation, against the hands the others' cards and moves allow.

Every decision deals the unseen cards (the deck minus its own cards, every up card and the
dead cards) many times, weighting each opponent's hidden cards by how likely their moves were
with them (:mod:`studdesk.bots.equity`), and compares the resulting share of the pot with the
price: a call needs ``equity >= (price + f) / (pot + price + players * f)``, where ``f`` is a
share of the bets still to come (fixed limit: the pot odds, with the future streets priced in).
On top of that it

- bets and raises for value when its equity beats its share of a pot of callers,
- steals the antes with a door card stronger than every door still to act (and the bring-in),
- semi-bluffs good draws on 4th and 5th street,
- in Hi/Lo and High-Low Declare counts the pot share it expects, so a low draw is worth half
  the pot and a scoop the whole of it,
- in Razz bets into boards that just caught a brick (a card above 8 or a paired board card),
- in a tournament (:class:`~studdesk.bots.stage.Stage`, set by the table before each hand)
  commits a short stack with its fair share of equity rather than wait to be anted away, calls
  less on the bubble with a medium stack, and steals more there with the biggest stack.

The number of simulations is fixed per decision (no clock): ``simulations`` deals for a
heads-up decision, fewer per opponent when more players are in (see :func:`simulations_for`).
"""

from __future__ import annotations

import random

from studdesk.engine import LegalAction, Street, TableView, Variant

from .choices import choose, is_choice, my_door, opponent_door
from .equity import equity
from .features import door_strength, flush_draw, is_brick, low_ranks, straight_draw
from .stage import Stage, is_short
from .table import Situation, read

DEFAULT_SIMULATIONS = 5000
"""Deals per heads-up decision at the default budget (fewer per opponent with more players, see
:func:`simulations_for`). Twice the 2,500 of the bot at commit 746b043 in about the same time: the
same deals run 1.6 to 2 times as fast (``tests/bench/bench_hard_sims.py``, which also compares the
two budgets' milliseconds a decision: 0.95x in the casino studs, 1.1x in the home games). Against
the previous bot at the same thinking time the extra deals win nothing measurable
(``tests/bench/bench_bots.py --versus-previous``, duplicate heads-up hands: +0.5 big bets per 100
hands, 95% interval -2.1 to +3.1, over 1,200 hands at the default budgets; -0.7, -2.2 to +0.8, over
3,600 at a quarter of them)."""

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
        if is_choice(view):  # a declaration or a card to turn up (W9, W11)
            return choose(view, self.level, self._rng)
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
        mine = door_strength(my_door(sit), sit.variant)
        doors = [d for o in sit.opponents if (d := opponent_door(o)) is not None]
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
