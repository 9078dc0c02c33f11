"""A list entry for a hand file (:class:`HandHeader`: game, stakes, players, pot, winners,
date) without a replay: :func:`header_of_text`; ``studdesk.phh_files.list_folder`` lists a
folder of files with it.
"""

from __future__ import annotations

import datetime
from typing import NamedTuple

from studdesk.engine.config import Variant
from studdesk.engine.phh.history import HandHistory, PHHError, action_amount, is_whole, shown
from studdesk.engine.phh.read import loads


class HandHeader(NamedTuple):
    """What a list of hands shows, read from a file without replaying it. ``error`` says why a
    file could not be read (then the other fields are empty). ``pot`` is every chip put in
    (antes, bring-in, bets, calls) less a bet nobody called (O8); ``winners`` are the players
    who took chips from the pot, known when the file records ``finishing_stacks``.
    ``date`` and ``time`` come from the PHH fields ``year``/``month``/``day`` and ``time``."""

    path: str
    error: str | None = None
    variant: Variant | None = None
    ante: int = 0
    bring_in: int = 0
    small_bet: int = 0
    big_bet: int = 0
    players: tuple[str, ...] = ()
    seats: tuple[int, ...] = ()
    starting_stacks: tuple[int, ...] = ()
    finishing_stacks: tuple[int, ...] | None = None
    pot: int | None = None
    winners: tuple[str, ...] = ()
    number: int | None = None
    date: datetime.date | None = None
    time: datetime.time | None = None
    unit: int = 100
    """Chips per unit shown (:attr:`HandHistory.unit`): 1 for a foreign file in whole chips."""

    @property
    def stakes(self) -> tuple[int, int]:
        """(small bet, big bet), as the table names its stakes ("2/4")."""
        return self.small_bet, self.big_bet

    @property
    def net(self) -> tuple[int, ...] | None:
        """Each player's result (finishing less starting stack), when the file records it."""
        if self.finishing_stacks is None:
            return None
        return tuple(f - s for f, s in zip(self.finishing_stacks, self.starting_stacks,
                                           strict=True))


def _chips_in(history: HandHistory) -> tuple[list[int], int, int]:
    """(chips each player put in, the uncalled bet returned, to whom), following the actions
    without the rules engine: antes, ``pb`` the bring-in, ``cc`` up to the street's bet,
    ``cbr`` to its amount, each capped by the chips the player has."""
    cfg = history.config
    stacks = history.starting_stacks
    n = len(stacks)
    bring_in = cfg.bring_in
    put = [min(cfg.ante, s) for s in stacks]
    dead = [0] * n  # Baseball's prices for up threes
    street = [0] * n
    last_round = [0] * n  # what each put in the betting round before this street's deal
    current = 0
    betting = False  # a betting round took place
    for text in history.actions:
        if text[:1] == "d":
            if current:
                last_round, street = street, [0] * n
                current = 0
            continue
        actor, _, rest = text.partition(" ")
        verb, _, amount = rest.partition(" ")
        if verb == "cc":
            to = current
        elif verb == "cbr":
            parsed = action_amount(amount, history.scale)
            if parsed is None:
                raise PHHError(f"cbr needs an amount: {shown(text)}")
            to = parsed
        elif verb == "pb":
            to = bring_in
        elif verb == "_buy":  # W4: dead money, never returned
            who = int(actor[1:]) - 1 if actor[:1] == "p" and is_whole(actor[1:]) else -1
            paid = action_amount(amount, history.scale)
            if 0 <= who < n and paid is not None:
                # O8 returned the last round's uncalled bet before this street: it can pay.
                called = max((c for i, c in enumerate(last_round) if i != who), default=0)
                uncalled = max(0, last_round[who] - called)
                put[who] -= uncalled
                last_round[who] -= uncalled
                dead[who] += min(paid, stacks[who] - put[who] - dead[who])
            continue
        else:
            betting = betting or verb == "f"
            continue
        who = int(actor[1:]) - 1 if actor[:1] == "p" and is_whole(actor[1:]) else -1
        if not 0 <= who < n:
            raise PHHError(f"unknown actor in {shown(text)} (players are p1..p{n})")
        betting = True
        pay = min(to - street[who], stacks[who] - put[who] - dead[who])
        if pay > 0:
            put[who] += pay
            street[who] += pay
        # The others call the full bring-in even when its player is short of it (D7).
        current = max(current, street[who], bring_in if verb == "pb" else 0)
    order = sorted(range(n), key=put.__getitem__, reverse=True)
    # O8 at the end of a betting round; when the antes put everyone but one all-in there is
    # no round, and the rules award the rest of the bigger ante as a pot of its own.
    returned = put[order[0]] - put[order[1]] if betting else 0
    return [p + d for p, d in zip(put, dead, strict=True)], returned, order[0]


def header(history: HandHistory, path: str = "") -> HandHeader:
    """The list entry of a parsed hand (see :class:`HandHeader`); no replay."""
    put, returned, top = _chips_in(history)
    finishing = history.finishing_stacks
    winners: tuple[str, ...] = ()
    if finishing is not None:
        # What each player took from the pot: where they finished, less what they kept.
        took = [f - (s - p) for f, s, p in zip(finishing, history.starting_stacks, put,
                                               strict=True)]
        took[top] -= returned
        winners = tuple(name for name, t in zip(history.names, took, strict=True) if t > 0)
    fields = history.fields
    date = None
    year, month, day = fields.get("year"), fields.get("month"), fields.get("day")
    if all(isinstance(v, int) and not isinstance(v, bool) for v in (year, month, day)):
        try:
            date = datetime.date(year, month, day)  # type: ignore[arg-type]
        except (ValueError, OverflowError):
            date = None  # not a date: the list shows none
    when = fields.get("time")
    cfg = history.config
    return HandHeader(
        path=path, variant=cfg.variant, ante=cfg.ante, bring_in=cfg.bring_in,
        small_bet=cfg.small_bet, big_bet=cfg.big_bet, players=tuple(history.names),
        seats=tuple(history.seats), starting_stacks=tuple(history.starting_stacks),
        finishing_stacks=None if finishing is None else tuple(finishing),
        pot=sum(put) - returned, winners=winners,
        number=history.number if type(fields.get("hand")) is int else None,
        date=date, time=when if isinstance(when, datetime.time) else None, unit=history.unit,
    )


def header_of_text(text: str, path: str = "") -> HandHeader:
    """The list entry of PHH ``text``; never raises: text that is not a hand gets ``error``."""
    try:
        return header(loads(text), path)
    except PHHError as exc:
        return HandHeader(path, error=str(exc))


# --------------------------------------------------------------------------- replay


__all__ = ["HandHeader", "header", "header_of_text"]
