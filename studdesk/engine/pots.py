"""Pots: uncalled bets (RULES.md O8), side pots (S5), splits with odd chips (S4, V2) and who
a pot goes to by the players' declarations (W10).

>>> contributions = {1: 100, 2: 500, 3: 500, 4: 300}
>>> [ (p.amount, p.eligible) for p in build_pots(contributions, live={1, 2, 3}) ]
[(400, (1, 2, 3)), (1000, (2, 3))]
>>> split_amount(101, [5, 2])
{5: 51, 2: 50}
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from studdesk.engine.actions import Declaration


@dataclass(init=False, slots=True, unsafe_hash=True)
class Pot:
    """A pot and the seats that can win it (those who put in its level and did not fold).

    Its own ``__init__`` and ``Final`` fields rather than ``frozen=True``: compiled, mypyc
    turns a hand-written ``__init__`` into C but leaves a generated one as Python (see
    :class:`~studdesk.engine.hand.PlayerSpec`)."""

    amount: Final[int]
    eligible: Final[tuple[int, ...]]

    def __init__(self, amount: int, eligible: tuple[int, ...]) -> None:
        self.amount = amount
        self.eligible = eligible


def uncalled_bet(contributions: Mapping[int, int]) -> tuple[int, int] | None:
    """The part of the biggest contribution that nobody matched: ``(seat, amount)`` or None."""
    if len(contributions) < 2:
        if contributions:
            (seat, amount), = contributions.items()
            return (seat, amount) if amount > 0 else None
        return None
    # One pass for the biggest contribution and the next one below or equal to it.
    items = iter(contributions.items())
    top_seat, top = next(items)
    second = -1
    for seat, amount in items:
        if amount > top:
            top_seat, top, second = seat, amount, top
        elif amount > second:
            second = amount
    return (top_seat, top - second) if top > second else None


def build_pots(contributions: Mapping[int, int], live: set[int]) -> list[Pot]:
    """Main pot first, then side pots, from every seat's total contribution to the hand.

    ``live`` are the seats still in the hand (not folded); folded chips stay in the pots they
    reached. Levels come from the live seats' contributions; chips above the highest live level
    (possible only before uncalled bets are returned) join the last pot.
    """
    live_levels = {c for s, c in contributions.items() if c > 0 and s in live}
    amounts = contributions.values()
    if len(live_levels) == 1:
        # The usual case: every live player put in the same. One pot holds every chip.
        (level,) = live_levels
        eligible = tuple(sorted([s for s, c in contributions.items() if c >= level and s in live]))
        return [Pot(sum(amounts), eligible)]
    levels = sorted(live_levels)
    pots: list[Pot] = []
    previous = 0
    for level in levels:
        # What every contribution adds between the previous level and this one.
        amount = sum((level if c > level else c) - previous for c in amounts if c > previous)
        eligible = tuple(sorted(s for s, c in contributions.items() if c >= level and s in live))
        if amount:
            if pots and pots[-1].eligible == eligible:
                pots[-1] = Pot(pots[-1].amount + amount, eligible)
            else:
                pots.append(Pot(amount, eligible))
        previous = level
    rest = sum(c - previous for c in amounts if c > previous)
    if rest:
        if pots:
            pots[-1] = Pot(pots[-1].amount + rest, pots[-1].eligible)
        else:
            pots.append(Pot(rest, tuple(sorted(live))))
    return pots


def split_amount(amount: int, winners: Sequence[int]) -> dict[int, int]:
    """Split ``amount`` evenly; the chips that cannot be split go one each to the winners in the
    order given (callers order them by RULES.md S4: highest card by suit first, or lowest)."""
    if not winners:
        raise ValueError("a pot needs at least one winner")
    share, odd = divmod(amount, len(winners))
    return {seat: share + (1 if i < odd else 0) for i, seat in enumerate(winners)}


_BOTH: Final = Declaration.BOTH


def declared_winners(
    players: Sequence[int], declarations: Mapping[int, Declaration], highs: Mapping[int, int],
    lows: Mapping[int, int], *, shares: bool = False,
) -> tuple[list[tuple[int, bool, bool, bool, bool]], list[int], list[int]]:
    """W10 for one pot: ``(failed, high, low)``. ``failed`` are the swings left out, each as
    ``(seat, lost high, lost low, high tied, low tied)``: the ways it lost (beaten or, unless
    ``shares`` (``swing_tie = "shares"``), tied) and, of those, the ways nobody beat it, only
    tied it; judged all at once against every other claim of the pot, failed swings' too
    (W10.1). ``high`` and ``low`` are the winners of each half among the players left (larger
    values are better); one of them is empty when nobody left claims that way, and the other
    takes the pot (W10.2). When every player swung and failed, the cards speak among them
    (W10.3).

    >>> d = {1: Declaration.BOTH, 2: Declaration.LOW, 3: Declaration.HIGH}
    >>> declared_winners([1, 2, 3], d, {1: 9, 2: 1, 3: 5}, {1: 7, 2: 7, 3: 1})
    ([(1, False, True, False, True)], [3], [2])
    >>> declared_winners([1, 2, 3], d, {1: 9, 2: 1, 3: 5}, {1: 7, 2: 7, 3: 1}, shares=True)
    ([], [1], [1, 2])
    >>> declared_winners([1, 2, 3], d, {1: 9, 2: 1, 3: 5}, {1: 7, 2: 8, 3: 1})
    ([(1, False, True, False, False)], [3], [2])
    """
    failed: list[tuple[int, bool, bool, bool, bool]] = []
    for s in players:
        if declarations[s] is not _BOTH:
            continue
        high, low = highs[s], lows[s]
        beaten_high = beaten_low = tied_high = tied_low = False
        for q in players:
            if q == s:
                continue
            claim = declarations[q]
            if claim is not Declaration.LOW:
                beaten_high = beaten_high or highs[q] > high
                tied_high = tied_high or highs[q] == high
            if claim is not Declaration.HIGH:
                beaten_low = beaten_low or lows[q] > low
                tied_low = tied_low or lows[q] == low
        tied_high = tied_high and not shares and not beaten_high
        tied_low = tied_low and not shares and not beaten_low
        lost_high, lost_low = beaten_high or tied_high, beaten_low or tied_low
        if lost_high or lost_low:
            failed.append((s, lost_high, lost_low, tied_high, tied_low))
    out = {f[0] for f in failed}
    left = [s for s in players if s not in out]
    if left:
        high_side = [s for s in left if declarations[s] is not Declaration.LOW]
        low_side = [s for s in left if declarations[s] is not Declaration.HIGH]
    else:
        high_side = low_side = list(players)
    return failed, _best(high_side, highs), _best(low_side, lows)


def _best(seats: list[int], values: Mapping[int, int]) -> list[int]:
    """The seats of ``seats`` holding the best (largest) value, in the order given."""
    if not seats:
        return []
    top = max([values[s] for s in seats])
    return [s for s in seats if values[s] == top]
