"""Cards, suits, ranks and decks.

A :class:`Card` is an ``int`` from 0 to 51, ``rank_index * 4 + suit``, so hand evaluators can
use it directly as an index; its text form is the usual two characters (``"As"``, ``"Td"``).
A card nobody may see travels as ``"??"`` (:data:`HIDDEN`).

>>> Card.parse("As").rank, Card.parse("As").suit
(<Rank.ACE: 14>, <Suit.SPADES: 3>)
>>> str(Card.parse("td"))
'Td'
>>> [str(c) for c in parse_cards("Ah2c")]
['Ah', '2c']
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from enum import IntEnum
from typing import Final

from studdesk.engine.compiled import mypyc_attr

HIDDEN: Final = "??"


class InvalidCardError(ValueError):
    """Text that is not a card (``"1x"``, ``"A"``)."""


class Suit(IntEnum):
    """Suits in the house order for ties (RULES.md D3, S4): clubs < diamonds < hearts < spades."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        return "cdhs"[self]

    @property
    def symbol(self) -> str:
        return "\u2663\u2666\u2665\u2660"[self]


class Rank(IntEnum):
    """Ranks, ace high. Low games treat the ace as one (see :attr:`Card.low_rank`)."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def letter(self) -> str:
        return RANK_LETTERS[self - 2]

    @property
    def low_value(self) -> int:
        """The rank's value in ace-to-five low: ace is 1."""
        return 1 if self is Rank.ACE else int(self)


RANK_LETTERS: Final = "23456789TJQKA"
SUIT_LETTERS: Final = "cdhs"

_RANKS: Final = tuple(Rank)
_SUITS: Final = tuple(Suit)


@mypyc_attr(native_class=False)  # an int subclass: a Python class in the compiled engine too
class Card(int):
    """One of the 52 cards; an ``int`` (``rank_index * 4 + suit``) with a readable face."""

    __slots__ = ()

    def __new__(cls, index: int) -> Card:
        if not 0 <= index < 52:
            raise InvalidCardError(f"card index out of range: {index}")
        return _CARDS[index] if len(_CARDS) == 52 else int.__new__(cls, index)

    @classmethod
    def of(cls, rank: Rank, suit: Suit) -> Card:
        return _CARDS[(rank - 2) * 4 + suit]

    @classmethod
    def parse(cls, text: str) -> Card:
        """The card written as two characters: rank (``23456789TJQKA``, any case) and suit."""
        if not isinstance(text, str) or len(text) != 2:
            raise InvalidCardError(f"not a card: {text!r} (cards are written like 'As' or 'Td')")
        r = RANK_LETTERS.find(text[0].upper())
        s = SUIT_LETTERS.find(text[1].lower())
        if r < 0 or s < 0:
            raise InvalidCardError(f"not a card: {text!r} (cards are written like 'As' or 'Td')")
        return _CARDS[r * 4 + s]

    @property
    def rank(self) -> Rank:
        return _RANKS[self >> 2]

    @property
    def suit(self) -> Suit:
        return _SUITS[self & 3]

    @property
    def low_rank(self) -> int:
        """Rank in ace-to-five low (ace = 1, king = 13)."""
        r = (self >> 2) + 2
        return 1 if r == 14 else r

    def __bool__(self) -> bool:
        # Every card is something: the 2c is card 0, and ``if card`` must not drop it.
        return True

    def __str__(self) -> str:
        return RANK_LETTERS[self >> 2] + SUIT_LETTERS[self & 3]

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    def __reduce__(self) -> tuple[type[Card], tuple[int]]:
        return (Card, (int(self),))


_CARDS: list[Card] = []
_CARDS.extend([Card(i) for i in range(52)])

FULL_DECK: Final[tuple[Card, ...]] = tuple(_CARDS)


def parse_cards(text: str) -> list[Card]:
    """Cards written back to back (``"Td3c4d"``); spaces and commas between them are allowed."""
    compact = text.replace(" ", "").replace(",", "")
    if len(compact) % 2:
        raise InvalidCardError(f"not a list of cards: {text!r}")
    return [Card.parse(compact[i : i + 2]) for i in range(0, len(compact), 2)]


def format_cards(cards: Iterable[Card | None]) -> str:
    """Cards back to back, a hidden card as ``??``."""
    return "".join(HIDDEN if c is None else str(c) for c in cards)


def new_deck() -> list[Card]:
    """A fresh deck in a fixed order (2c, 2d, 2h, 2s, 3c, ... As)."""
    return list(FULL_DECK)


def shuffled_deck(rng: random.Random) -> list[Card]:
    """A deck shuffled with the injected generator (play passes ``secrets.SystemRandom()``)."""
    deck = new_deck()
    rng.shuffle(deck)
    return deck


def stacked_deck(top: Sequence[Card]) -> list[Card]:
    """A deck whose first cards are ``top`` in that order, the rest in fixed order after them."""
    seen = set(top)
    if len(seen) != len(top):
        raise InvalidCardError("a stacked deck names the same card twice")
    return list(top) + [c for c in FULL_DECK if c not in seen]
