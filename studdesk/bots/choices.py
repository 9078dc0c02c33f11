"""The secret choices of High-Low Declare and Roll Your Own (RULES.md W9, W11), for every level.

A choice is offered in the view's ``legal_actions`` like any move (``DECLARE`` or ``TURN_UP``);
:func:`choose` picks one from the viewer's own cards and what the table shows, never from
another seat's choice (nobody knows it before his own is in).

- Declare: the easy bot declares the way its hand looks, never both; the normal bot declares
  by fixed thresholds and swings only with a strong hand both ways (a straight or better and a
  seven-low or better); the hard bot deals the unseen cards many times, expects every opponent
  to declare as the normal bot would with the cards dealt to him, and takes the declaration
  whose share of the pot (W10, :func:`~studdesk.engine.pots.declared_winners`) is biggest; a
  swing only when it wins more than declaring one way, so never one it cannot win.
- Roll Your Own: the easy bot turns up its newest card (what a timeout does, W11.3); the
  normal and hard bots keep their pairs and flush cards down and show the lowest card that
  gives nothing away: strength hidden, weakness shown. A low door often brings in (D3), for
  little; the hand then acts late on the streets after (O2), and the high cards stay down.
  Measured against showing the highest such card (``tests/bench/bench_bots.py --games
  roll-your-own``): the normal bot's edge over the easy one heads-up went from 12.8 to 20.2 big
  bets per 100 hands (4,000 hands each), and at a table of normal, easy and random bots from
  -1.8 to +12.0 (6,000 hands); showing low on 3rd street alone did as well, showing low only
  from 4th street on did nothing.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from studdesk.engine import ActionKind, Card, LegalAction, TableView
from studdesk.engine.actions import Declaration
from studdesk.engine.cards import FULL_DECK, parse_cards
from studdesk.engine.evaluate import Category, category_of, high_value, razz_value
from studdesk.engine.pots import declared_winners

from .table import NotMyTurnError, Opponent, Situation

DECLARE_SIMULATIONS: Final = 400
"""Deals for the hard bot's declaration (a deal costs one evaluation per player and way)."""

_EIGHT_LOW: Final = razz_value(parse_cards("8c7d6h5s4c"))  # the worst eight-low
_SEVEN_LOW: Final = razz_value(parse_cards("7c6d5h4s2c"))  # the worst seven-low
_NINE_LOW: Final = razz_value(parse_cards("9c8d7h6s4c"))  # the worst nine-low


def is_choice(view: TableView) -> bool:
    """The view asks its viewer for a secret choice (a declaration, a card to turn up)."""
    moves = view.legal_actions
    return bool(moves) and moves[0].kind in (ActionKind.DECLARE, ActionKind.TURN_UP)


def choose(view: TableView, level: str, rng: random.Random) -> LegalAction:
    """The choice of a bot of ``level`` (one of the levels of :mod:`studdesk.bots.levels`)."""
    moves = view.legal_actions
    if not moves or view.viewer is None:
        raise NotMyTurnError("the view offers no choice to its viewer")
    if level == "random":
        return rng.choice(moves)
    if moves[0].kind is ActionKind.TURN_UP:
        if level == "easy":
            return moves[-1]  # the newest card, as a deal would show it
        return _card_to_show(view, moves)
    cards = _own_cards(view)
    if level == "easy":
        declaration = _looks(cards)
    elif level == "normal":
        declaration = sensible_declaration(cards)
    else:
        declaration = _best_declaration(view, rng, DECLARE_SIMULATIONS)
    return next(m for m in moves if m.to == declaration.chips)


def _own_cards(view: TableView) -> list[Card]:
    me = next(s for s in view.seats if s.seat == view.viewer)
    cards = [c for c in me.cards if c is not None]
    if view.community is not None:
        cards.append(view.community)
    return cards


def _looks(cards: Sequence[Card]) -> Declaration:
    """A beginner's declaration: low with an eight-low or better, else high. Never both."""
    return Declaration.LOW if razz_value(cards) >= _EIGHT_LOW else Declaration.HIGH


def sensible_declaration(cards: Sequence[Card]) -> Declaration:
    """The normal bot's declaration (and what the hard bot expects of others): both with a
    straight or better and a seven-low or better; low with an eight-low (unless the high hand
    is a straight or better); high with two pair or better; else low with a nine-low, high
    with anything worse (a weak low meets more rivals than a pair does)."""
    high = category_of(high_value(cards))
    low = razz_value(cards)
    if high >= Category.STRAIGHT and low >= _SEVEN_LOW:
        return Declaration.BOTH
    if low >= _EIGHT_LOW and high < Category.STRAIGHT:
        return Declaration.LOW
    if high >= Category.TWO_PAIR:
        return Declaration.HIGH
    return Declaration.LOW if low >= _NINE_LOW else Declaration.HIGH


def _best_declaration(view: TableView, rng: random.Random, simulations: int) -> Declaration:
    """The hard bot's declaration: the biggest expected share of the pot, the others' hidden
    cards dealt from the unseen ones and their declarations expected as
    :func:`sensible_declaration` makes them. Ties go to one way, not the swing."""
    me = view.viewer
    assert me is not None
    mine = _own_cards(view)
    community = [view.community] if view.community is not None else []
    opponents = [s for s in view.seats if s.seat != me and not s.folded]
    seen = set(mine) | set(view.dead_cards)
    for s in opponents:
        seen.update(c for c in s.cards if c is not None)
    unseen = [c for c in FULL_DECK if c not in seen]
    my_high, my_low = high_value(mine), razz_value(mine)
    totals = dict.fromkeys(Declaration, 0.0)
    for _ in range(simulations):
        pool = rng.sample(unseen, sum(c is None for s in opponents for c in s.cards))
        highs, lows = {me: my_high}, {me: my_low}
        declared: dict[int, Declaration] = {}
        k = 0
        for s in opponents:
            cards = [c for c in s.cards if c is not None] + community
            hidden = sum(c is None for c in s.cards)
            cards += pool[k:k + hidden]
            k += hidden
            highs[s.seat], lows[s.seat] = high_value(cards), razz_value(cards)
            declared[s.seat] = sensible_declaration(cards)
        seats = [me, *declared]
        for mine_way in Declaration:
            declared[me] = mine_way
            _, high_winners, low_winners = declared_winners(seats, declared, highs, lows)
            halves = 2 if high_winners and low_winners else 1
            share = 0.0
            if me in high_winners:
                share += 1 / (halves * len(high_winners))
            if me in low_winners:
                share += 1 / (halves * len(low_winners))
            totals[mine_way] += share
    order = (Declaration.HIGH, Declaration.LOW, Declaration.BOTH)  # the swing last on a tie
    return max(order, key=lambda d: (totals[d], -order.index(d)))


def door_of(cards: Sequence[Card | None], face_up: Sequence[bool]) -> Card | None:
    """The up card of 3rd street among a hand's cards in dealing order: the third card, or in
    Roll Your Own the one of the first three its owner turned up (W11.4); None before it
    shows. (:class:`~studdesk.bots.table.Opponent`'s ``door`` reads the third card only.)"""
    if len(cards) < 3:
        return None
    if face_up[2]:
        return cards[2]
    return next((c for c, up in zip(cards[:2], face_up[:2]) if up), None)


def opponent_door(opponent: Opponent) -> Card | None:
    """:func:`door_of` an opponent's cards."""
    return door_of(opponent.cards, opponent.face_up)


def my_door(sit: Situation) -> Card:
    """:func:`door_of` the viewer's cards; the third card before any shows."""
    return door_of(sit.cards, sit.face_up) or sit.cards[2]


def _card_to_show(view: TableView, moves: Sequence[LegalAction]) -> LegalAction:
    """Roll Your Own: show the card that tells least, keeping pairs and three cards of a suit
    down, and of those the lowest (the ace high, as for the bring-in)."""
    cards = _own_cards(view)

    def cost(move: LegalAction) -> tuple[int, int]:
        card = Card(move.to)
        others = [c for c in cards if c != card]
        paired = sum(c.rank == card.rank for c in others)
        suited = sum(c.suit == card.suit for c in others)
        return 10 * paired + (2 if suited >= 2 else 0), int(card.rank)

    return min(moves, key=cost)


__all__ = ["DECLARE_SIMULATIONS", "choose", "door_of", "is_choice", "my_door", "opponent_door",
           "sensible_declaration"]
