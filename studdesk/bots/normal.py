"""The normal level: a solid, rule-based player.

On 3rd street it plays a sound starting-hand chart by its three cards, the other door cards
and what is live (cards of the ranks and suits it needs that are already showing elsewhere or
folded are counted as gone):

- Stud: rolled-up trips and big pairs (tens or better) raise; smaller pairs play when live
  and with a high kicker or above every other door; three to a flush or straight play when live;
- Hi/Lo: three low cards (8 or lower) with an ace raise, other three-low starts and aces play;
- Razz: three cards 8 or lower play (6 or lower, or with an ace, raise).

Heads-up, when only the bring-in is in, it also calls with hands worth seeing 4th street for
that small price (two low cards, a small pair, two high cards, three to a draw).

Later it bets and raises made hands that beat what the others show, calls with hands that may
be best and with live draws, and folds draws that are dead or hands the boards beat.
It does not bluff, steal or read the other players' betting.
"""

from __future__ import annotations

import random

from studdesk.engine import LegalAction, Street, TableView, Variant
from studdesk.engine.evaluate import showing_value

from .choices import choose, is_choice, opponent_door
from .features import (
    best_group,
    flush_draw,
    low,
    low_ranks,
    rank,
    rank_counts,
    razz_beats,
    razz_hand,
    straight_draw,
    suit,
)
from .table import Situation, read


class NormalBot:
    """Tight, straightforward and rule-based (see the module docstring)."""

    level = "normal"

    def __init__(self, rng: random.Random) -> None:
        self._rng = rng  # kept for interface symmetry; the rules are deterministic

    def decide(self, view: TableView) -> LegalAction:
        if is_choice(view):  # a declaration or a card to turn up (W9, W11)
            return choose(view, self.level, self._rng)
        sit = read(view)
        if sit.showdown:
            return sit.fold()  # a hand asked to choose cannot win: muck it
        first = Street.THIRD if sit.variant.game.seven_cards else Street.SECOND
        if sit.street is first:
            plan = third_street_plan(sit) if first is Street.THIRD else _five_second(sit)
        elif sit.variant is Variant.RAZZ:
            plan = _razz_later(sit)
        elif sit.variant is Variant.STUD8:
            plan = _stud8_later(sit)
        else:
            plan = _stud_later(sit)
        return _carry_out(sit, plan)


# A plan is how far the bot will go this round:
FOLD = 0  # check if free, else fold
CALL = 1  # call one bet (fold to two or more)
CALL_ALL = 2  # call any number of bets
BET = 3  # bet if nobody has, else call
RAISE = 4  # raise up to the cap (at most four bets a round heads-up)


def _carry_out(sit: Situation, plan: int) -> LegalAction:
    if plan >= RAISE and sit.raises < 4:
        return sit.raise_()
    if plan == BET and sit.raises == 0:
        return sit.raise_()
    if plan >= CALL_ALL or (plan == CALL and sit.raises <= 1):
        return sit.call()
    if plan == BET:
        return sit.call()
    return sit.fold()


def _live(rank_wanted: int, sit: Situation) -> int:
    """Cards of ``rank_wanted`` (2..14) not in the viewer's hand and not seen elsewhere."""
    held = sum(rank(c) == rank_wanted for c in sit.cards)
    gone = sum(rank(c) == rank_wanted for c in sit.others_seen())
    return 4 - held - gone


def _live_low_cards(sit: Situation, limit: int) -> int:
    """Unseen cards of ace-low ranks up to ``limit`` that the viewer does not hold yet."""
    have = {low(c) for c in sit.cards}
    return sum(1 for c in sit.unseen if low(c) <= limit and low(c) not in have)


def _other_doors(sit: Situation) -> list[int]:
    return [d for o in sit.opponents if (d := opponent_door(o)) is not None]


# --------------------------------------------------------------------------- 3rd street


def third_street_plan(sit: Situation) -> int:
    """The chart for the first three cards (see the module docstring)."""
    if sit.variant is Variant.RAZZ:
        plan = _razz_third(sit)
    elif sit.variant is Variant.STUD8:
        plan = _stud8_third(sit)
    else:
        plan = _stud_third(sit)
    if sit.is_bring_in and plan < RAISE:
        return CALL  # post the bring-in
    return plan


def _five_second(sit: Situation) -> int:
    """Five Card Stud's first two cards (W6): a pair raises, two big cards or an ace with a
    live card above every door card play on, the rest folds (the bring-in posts)."""
    cards = sit.cards[:2]
    high = sorted((rank(c) for c in cards), reverse=True)
    doors = [rank(c) for c in _other_doors_five(sit)]
    if high[0] == high[1]:
        return RAISE if high[0] >= 9 or all(high[0] > d for d in doors) else CALL_ALL
    if high[0] == 14 or (high[1] >= 11 and all(high[0] > d for d in doors)):
        return CALL if sit.raises <= 1 else FOLD
    if sit.is_bring_in:
        return CALL
    return FOLD


def _other_doors_five(sit: Situation) -> list[int]:
    return [o.up[0] for o in sit.opponents if o.up]


def _stud_third(sit: Situation) -> int:
    cards = sit.cards[:3]
    size, top = best_group(cards)
    wild = sit.wild
    naturals = [c for c in cards if not (wild >> (rank(c) - 2)) & 1]
    if len(naturals) < 3:  # W1: each wild card joins the best group
        group, best = best_group(naturals) if naturals else (0, 14)
        size, top = min(3, group + 3 - len(naturals)), best
    doors = [rank(c) for c in _other_doors(sit)]
    seen = sit.others_seen()
    if size == 3:
        return RAISE
    if size == 2:
        kicker = next(rank(c) for c in cards if rank(c) != top)
        live = _live(top, sit)
        above_doors = all(top > d for d in doors)
        if top >= 10:
            return RAISE if above_doors or top >= 13 else CALL_ALL
        if live >= 1 and (kicker >= 11 or above_doors):
            return BET if above_doors and sit.raises == 0 and kicker >= 11 else CALL
        return CALL if (sit.raises == 0 or sit.players == 2) and live >= 1 else FOLD
    suited, suit_live = flush_draw(cards, seen)
    if suited == 3 and suit_live >= 7:
        return CALL
    straight, straight_live = straight_draw(cards, seen)
    if straight == 3 and straight_live >= 6 and max(rank(c) for c in cards) >= 9:
        return CALL
    high = sorted((rank(c) for c in cards), reverse=True)
    if sit.raises == 0 and high[0] == 14 and high[1] >= 11 and _live(14, sit) >= 2:
        return CALL
    if sit.players == 2 and sit.raises == 0 and (suited == 3 or straight == 3 or high[1] >= 11):
        return CALL  # heads-up, the bring-in alone is cheap
    return FOLD


def _stud8_third(sit: Situation) -> int:
    cards = sit.cards[:3]
    size, top = best_group(cards)
    lows = low_ranks(cards, 8)
    live_lows = _live_low_cards(sit, 8)
    if size == 3:
        return RAISE
    if size == 2 and top == 14:
        return RAISE
    if len(lows) == 3 and live_lows >= 12:
        if 1 in lows:
            return RAISE
        return BET if max(lows) <= 6 else CALL
    if size == 2:
        kicker = next(rank(c) for c in cards if rank(c) != top)
        if top >= 11 and all(top > rank(d) for d in _other_doors(sit)):
            return CALL
        if top <= 8 and (kicker == 14 or low(next(c for c in cards if rank(c) == kicker)) <= 5):
            return CALL
        return CALL if sit.players == 2 and sit.raises == 0 else FOLD
    if len(lows) == 2 and 1 in lows and sit.raises == 0:
        return CALL
    if sit.players == 2 and sit.raises == 0 and len(lows) == 2:
        return CALL  # heads-up, the bring-in alone is cheap
    return FOLD


def _razz_third(sit: Situation) -> int:
    cards = sit.cards[:3]
    hand = razz_hand(cards)
    if len(hand) < 3:
        return FOLD  # a pair
    lowest_door = all(low(sit.door) < low(d) for d in _other_doors(sit))
    if hand[0] <= 8:
        if hand[0] <= 6 or 1 in hand:
            return RAISE if sit.raises <= 1 else CALL_ALL
        if lowest_door and sit.raises == 0:
            return BET
        return CALL
    heads_up = sit.players == 2
    if hand[1] <= 5 and hand[0] <= 10 and (sit.raises == 0 or heads_up):
        return BET if heads_up and lowest_door and low(sit.door) <= 5 else CALL
    if heads_up and sit.raises == 0 and hand[1] <= 8:
        return CALL  # heads-up, the bring-in alone is cheap: two low cards see 4th street
    return FOLD


# --------------------------------------------------------------------------- Stud (high)


def _board_best(sit: Situation) -> int:
    """The best value any opponent's up cards show (order-of-action strength, O2)."""
    wild = sit.wild  # W2: a wild up card shows as the rank that helps its owner most
    return max(showing_value(o.up, low=False, wild=wild) for o in sit.opponents if o.up)


def _high_up_rank(sit: Situation) -> int:
    return max((rank(c) for o in sit.opponents for c in o.up), default=0)


def _stud_later(sit: Situation) -> int:
    cards = sit.cards
    street = sit.street
    seen = sit.others_seen()
    value = sit.high(cards)
    category = value >> 20
    ahead = value > _board_best(sit)
    counts = rank_counts(cards)
    pair_rank = max((r for r, k in counts.items() if k >= 2), default=0)
    if sit.variant.game.has_wild_cards:  # W1: wild cards make every hand a class stronger
        category = max(0, category - 1)
        pair_rank = max(pair_rank, (value >> 16) & 15)
    if category >= 3 and ahead:
        return RAISE
    if category == 2 and ahead:
        return RAISE if pair_rank >= 10 or street <= Street.FIFTH else BET
    if category >= 2:
        return CALL_ALL if street is Street.SEVENTH else CALL
    draw = _high_draw(sit, seen)
    if category == 1:
        top = pair_rank >= _high_up_rank(sit)
        if ahead and top:
            return BET
        if draw:
            return CALL_ALL
        if street is Street.SEVENTH:
            return CALL if ahead and sit.pot >= 5 * sit.to_call else FOLD
        if ahead or street is Street.FOURTH:
            return CALL
        return CALL if pair_rank >= 10 and sit.pot >= 6 * sit.to_call else FOLD
    if draw:
        return CALL_ALL if street >= Street.FIFTH else CALL
    return FOLD


def _high_draw(sit: Situation, seen: tuple[int, ...]) -> bool:
    """A live draw to a flush or straight with cards still to come."""
    if sit.street is Street.SEVENTH:
        return False
    cards = sit.cards
    suited, suit_live = flush_draw(cards, seen)
    straight, straight_live = straight_draw(cards, seen)
    if suited >= 4 and suit_live >= 3:
        return True
    if straight >= 4 and straight_live >= 4:
        return True
    return sit.street is Street.FOURTH and suited == 3 and suit_live >= 7 and \
        len({suit(c) for c in cards}) <= 2


# --------------------------------------------------------------------------- Razz


def _ahead_of_board(mine: tuple[int, ...], up: tuple[int, ...]) -> bool:
    """True if the viewer's razz hand beats what ``up`` (an opponent's up cards) shows: its
    lowest cards against the board's distinct cards, a paired board counting as a brick."""
    board = razz_hand(up)
    if len(board) < len(up):  # a paired board: they hold a pair or must draw around it
        return len(mine) >= len(board) and razz_beats(mine, board) or len(mine) >= len(up)
    return razz_beats(mine, board)


def _razz_later(sit: Situation) -> int:
    cards = sit.cards
    street = sit.street
    mine = razz_hand(cards)
    need = min(5, len(cards))
    made = len(mine) >= need
    top = mine[0] if mine else 13
    ahead = all(_ahead_of_board(mine, o.up) for o in sit.opponents)
    live = _live_low_cards(sit, 8)
    short = need - sum(1 for r in mine if r <= 8)  # cards still needed that are 8 or lower
    if street is Street.SEVENTH:
        if not made:
            return FOLD
        if top <= 7 and ahead:
            return RAISE
        if top <= 8:
            return BET if ahead else CALL_ALL
        if top <= 9:
            return CALL
        return CALL if top <= 10 and sit.pot >= 8 * sit.to_call else FOLD
    if short == 0:
        if ahead:
            return RAISE if top <= 7 else BET
        return CALL_ALL
    if short == 1 and live >= 6:
        return CALL_ALL if ahead or street is Street.FOURTH else CALL
    if short == 2 and street is Street.FOURTH and live >= 10:
        return CALL if ahead else FOLD
    return FOLD


# --------------------------------------------------------------------------- Hi/Lo


def _stud8_later(sit: Situation) -> int:
    cards = sit.cards
    street = sit.street
    value = sit.high(cards)
    category = value >> 20
    ahead = value > _board_best(sit)
    lows = low_ranks(cards, 8)
    made_low = len(lows) >= 5
    low_top = lows[4] if made_low else 9
    live = _live_low_cards(sit, 8)
    low_draw = not made_low and street is not Street.SEVENTH and live >= 5 and (
        len(lows) >= 4 or (len(lows) >= 3 and street is Street.FOURTH))
    low_board_threat = any(len(o.up) >= 2 and len(low_ranks(o.up, 8)) == len(o.up)
                           for o in sit.opponents)
    if (made_low and low_top <= 7 and (category >= 1 or low_top <= 6)) or (category >= 3
                                                                          and ahead):
        return RAISE
    if made_low or (category == 2 and ahead):
        return BET if not low_board_threat or made_low else CALL
    if category >= 2:
        return CALL
    if low_draw:
        return CALL_ALL if street <= Street.FIFTH or category >= 1 else CALL
    if category == 1:
        pair_rank = max(r for r, k in rank_counts(cards).items() if k >= 2)
        if ahead and pair_rank >= _high_up_rank(sit):
            return BET if not low_board_threat else CALL
        if street is Street.FOURTH:
            return CALL
        if street is Street.SEVENTH:
            return CALL if ahead and sit.pot >= 6 * sit.to_call else FOLD
        return CALL if ahead else FOLD
    if _high_draw(sit, sit.others_seen()):
        return CALL
    return FOLD
