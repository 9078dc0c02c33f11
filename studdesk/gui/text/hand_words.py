"""Hand names in the interface's language ("Para dam", "Dva páry, králové a sedmičky").

The evaluator names a hand as data (:func:`~studdesk.engine.evaluate.name_high` gives a
``HandName``) and words it with a :class:`~studdesk.engine.evaluate.HandWords`; the engine only
knows English. :func:`hand_words` builds the ``HandWords`` of the installed translation from
strings in the context ``HandName``:

- one template per category with Qt-style ``%1`` (and ``%2``) for the deciding ranks;
- every rank in four forms, each its own string, because the templates need different cases in
  Polish, Czech and the others ("Para *dam*", "Strit do *asa*", "Dwie pary, *króle* i ..."):

  ========  ============================================  ======================
  form      used by                                       English / Polish
  ========  ============================================  ======================
  ``one``   High card, %1                                 ace / as
  ``top``   Straight, %1 high; Flush; Straight flush      ace / asa
  ``set``   Pair of %1; Three of a kind; Four of a kind   aces / asów
  ``many``  Two pair, %1 and %2; Full house               aces / asy
  ========  ============================================  ======================

- the letters of a low ("8-6-4-2-A low").

Events from the table carry English names (``CardsShown.high``, ``PotAwarded.hand_name``), so the
GUI names shown hands again from their cards: :class:`ShownHands` follows a hand's events.

>>> from studdesk.engine.cards import parse_cards
>>> names_for(parse_cards("7c 7d 7h 4s 4c 2d Kh"), "stud")
('Full house, sevens full of fours', None)
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from studdesk.engine import evaluate
from studdesk.engine.cards import HIDDEN, Card, Rank
from studdesk.engine.evaluate import Category, HandWords
from studdesk.engine.events import (
    CardsShown,
    CommunityCardDealt,
    Event,
    Half,
    HandStarted,
    PotAwarded,
    WildRanksChanged,
)
from studdesk.gui.text.part_shown import PartShown

translate = QCoreApplication.translate

CATEGORY_FORM: dict[Category, str] = {
    Category.HIGH_CARD: "one",
    Category.PAIR: "set",
    Category.TWO_PAIR: "many",
    Category.THREE_OF_A_KIND: "set",
    Category.STRAIGHT: "top",
    Category.FLUSH: "top",
    Category.FULL_HOUSE: "many",
    Category.FOUR_OF_A_KIND: "set",
    Category.STRAIGHT_FLUSH: "top",
    Category.FIVE_OF_A_KIND: "set",
}
"""Which form of the rank words each category's template takes for ``%1`` and ``%2``."""


def _one() -> dict[Rank, str]:
    """A lone card: "High card, %1"."""
    return {
        Rank.TWO: translate("HandName", "two", "one: High card, %1"),
        Rank.THREE: translate("HandName", "three", "one: High card, %1"),
        Rank.FOUR: translate("HandName", "four", "one: High card, %1"),
        Rank.FIVE: translate("HandName", "five", "one: High card, %1"),
        Rank.SIX: translate("HandName", "six", "one: High card, %1"),
        Rank.SEVEN: translate("HandName", "seven", "one: High card, %1"),
        Rank.EIGHT: translate("HandName", "eight", "one: High card, %1"),
        Rank.NINE: translate("HandName", "nine", "one: High card, %1"),
        Rank.TEN: translate("HandName", "ten", "one: High card, %1"),
        Rank.JACK: translate("HandName", "jack", "one: High card, %1"),
        Rank.QUEEN: translate("HandName", "queen", "one: High card, %1"),
        Rank.KING: translate("HandName", "king", "one: High card, %1"),
        Rank.ACE: translate("HandName", "ace", "one: High card, %1"),
    }


def _top() -> dict[Rank, str]:
    """The top card of a straight or flush: "Straight, %1 high"."""
    return {
        Rank.TWO: translate("HandName", "two", "top: Straight, %1 high"),
        Rank.THREE: translate("HandName", "three", "top: Straight, %1 high"),
        Rank.FOUR: translate("HandName", "four", "top: Straight, %1 high"),
        Rank.FIVE: translate("HandName", "five", "top: Straight, %1 high"),
        Rank.SIX: translate("HandName", "six", "top: Straight, %1 high"),
        Rank.SEVEN: translate("HandName", "seven", "top: Straight, %1 high"),
        Rank.EIGHT: translate("HandName", "eight", "top: Straight, %1 high"),
        Rank.NINE: translate("HandName", "nine", "top: Straight, %1 high"),
        Rank.TEN: translate("HandName", "ten", "top: Straight, %1 high"),
        Rank.JACK: translate("HandName", "jack", "top: Straight, %1 high"),
        Rank.QUEEN: translate("HandName", "queen", "top: Straight, %1 high"),
        Rank.KING: translate("HandName", "king", "top: Straight, %1 high"),
        Rank.ACE: translate("HandName", "ace", "top: Straight, %1 high"),
    }


def _set() -> dict[Rank, str]:
    """The rank of a pair, three or four of a kind: "Pair of %1"."""
    return {
        Rank.TWO: translate("HandName", "twos", "set: Pair of %1"),
        Rank.THREE: translate("HandName", "threes", "set: Pair of %1"),
        Rank.FOUR: translate("HandName", "fours", "set: Pair of %1"),
        Rank.FIVE: translate("HandName", "fives", "set: Pair of %1"),
        Rank.SIX: translate("HandName", "sixes", "set: Pair of %1"),
        Rank.SEVEN: translate("HandName", "sevens", "set: Pair of %1"),
        Rank.EIGHT: translate("HandName", "eights", "set: Pair of %1"),
        Rank.NINE: translate("HandName", "nines", "set: Pair of %1"),
        Rank.TEN: translate("HandName", "tens", "set: Pair of %1"),
        Rank.JACK: translate("HandName", "jacks", "set: Pair of %1"),
        Rank.QUEEN: translate("HandName", "queens", "set: Pair of %1"),
        Rank.KING: translate("HandName", "kings", "set: Pair of %1"),
        Rank.ACE: translate("HandName", "aces", "set: Pair of %1"),
    }


def _many() -> dict[Rank, str]:
    """The ranks of two pair or a full house: "Two pair, %1 and %2"."""
    return {
        Rank.TWO: translate("HandName", "twos", "many: Two pair, %1 and %2"),
        Rank.THREE: translate("HandName", "threes", "many: Two pair, %1 and %2"),
        Rank.FOUR: translate("HandName", "fours", "many: Two pair, %1 and %2"),
        Rank.FIVE: translate("HandName", "fives", "many: Two pair, %1 and %2"),
        Rank.SIX: translate("HandName", "sixes", "many: Two pair, %1 and %2"),
        Rank.SEVEN: translate("HandName", "sevens", "many: Two pair, %1 and %2"),
        Rank.EIGHT: translate("HandName", "eights", "many: Two pair, %1 and %2"),
        Rank.NINE: translate("HandName", "nines", "many: Two pair, %1 and %2"),
        Rank.TEN: translate("HandName", "tens", "many: Two pair, %1 and %2"),
        Rank.JACK: translate("HandName", "jacks", "many: Two pair, %1 and %2"),
        Rank.QUEEN: translate("HandName", "queens", "many: Two pair, %1 and %2"),
        Rank.KING: translate("HandName", "kings", "many: Two pair, %1 and %2"),
        Rank.ACE: translate("HandName", "aces", "many: Two pair, %1 and %2"),
    }


def _templates() -> dict[Category, str]:
    return {
        #: %1: the rank, as in "High card, ace"
        Category.HIGH_CARD: translate("HandName", "High card, %1"),
        #: %1: the rank of the pair
        Category.PAIR: translate("HandName", "Pair of %1"),
        #: %1: the higher pair, %2: the lower pair
        Category.TWO_PAIR: translate("HandName", "Two pair, %1 and %2"),
        Category.THREE_OF_A_KIND: translate("HandName", "Three of a kind, %1"),
        #: %1: the straight's top card ("five" for 5-4-3-2-A)
        Category.STRAIGHT: translate("HandName", "Straight, %1 high"),
        Category.FLUSH: translate("HandName", "Flush, %1 high"),
        #: %1: the rank of the three cards, %2: the rank of the pair
        Category.FULL_HOUSE: translate("HandName", "Full house, %1 full of %2"),
        Category.FOUR_OF_A_KIND: translate("HandName", "Four of a kind, %1"),
        Category.STRAIGHT_FLUSH: translate("HandName", "Straight flush, %1 high"),
        #: only with wild cards: %1 the rank, as in "Five of a kind, aces"
        Category.FIVE_OF_A_KIND: translate("HandName", "Five of a kind, %1"),
    }


def _category_names() -> dict[Category, str]:
    return {
        Category.HIGH_CARD: translate("HandName", "High card", "hand category"),
        Category.PAIR: translate("HandName", "Pair", "hand category"),
        Category.TWO_PAIR: translate("HandName", "Two pair", "hand category"),
        Category.THREE_OF_A_KIND: translate("HandName", "Three of a kind", "hand category"),
        Category.STRAIGHT: translate("HandName", "Straight", "hand category"),
        Category.FLUSH: translate("HandName", "Flush", "hand category"),
        Category.FULL_HOUSE: translate("HandName", "Full house", "hand category"),
        Category.FOUR_OF_A_KIND: translate("HandName", "Four of a kind", "hand category"),
        Category.STRAIGHT_FLUSH: translate("HandName", "Straight flush", "hand category"),
        Category.FIVE_OF_A_KIND: translate("HandName", "Five of a kind", "hand category"),
    }


def _symbols() -> dict[Rank, str]:
    """Card letters in a low ("K-Q-J-10-9 low"); 2 to 10 stay digits."""
    symbols = dict(evaluate.ENGLISH.symbols)
    symbols.update({
        Rank.JACK: translate("HandName", "J", "letter in a low: K-Q-J-10-9 low"),
        Rank.QUEEN: translate("HandName", "Q", "letter in a low: K-Q-J-10-9 low"),
        Rank.KING: translate("HandName", "K", "letter in a low: K-Q-J-10-9 low"),
        Rank.ACE: translate("HandName", "A", "letter in a low: K-Q-J-10-9 low"),
    })
    return symbols


def _engine_template(qt_template: str, fields: Sequence[str]) -> str:
    """``"Para %1"`` -> ``"Para {set0}"``: Qt's ``%1``, ``%2`` as the evaluator's format fields.

    >>> _engine_template("Full {x}: %2 on %1", ("many0", "many1"))
    'Full {{x}}: {many1} on {many0}'
    """
    escaped = qt_template.replace("{", "{{").replace("}", "}}")

    def field(match: re.Match[str]) -> str:
        k = int(match.group(1))
        return "{" + fields[k - 1] + "}" if k <= len(fields) else match.group(0)

    return re.sub(r"%([1-9])", field, escaped)


def hand_words() -> HandWords:
    """The words of hand names in the installed translation (English without one)."""
    forms = {"one": _one(), "top": _top(), "set": _set(), "many": _many()}
    templates = {category: _engine_template(template, (form + "0", form + "1"))
                 for category, template in _templates().items()
                 for form in (CATEGORY_FORM[category],)}
    #: %1: the ranks of a low, highest first, e.g. "8-6-4-2-A low"
    low = _engine_template(translate("HandName", "%1 low"), ("cards",))
    return HandWords(
        singular=forms["one"], plural=forms["many"], symbols=_symbols(), templates=templates,
        category_names=_category_names(), royal_flush=translate("HandName", "Royal flush"),
        low=low, low_separator="-", forms=forms)


def _first_upper(text: str) -> str:
    return text[:1].upper() + text[1:]


def high_name(value: int, words: HandWords | None = None) -> str:
    """A high value's name: ``"Full house, sevens full of fours"``."""
    return _first_upper(evaluate.format_hand_name(evaluate.name_high(value),
                                                  words or hand_words()))


def low_name(value: int, words: HandWords | None = None) -> str:
    """An eight-or-better or Razz value's name: ``"8-6-4-2-A low"``, ``"Pair of threes"``."""
    return _first_upper(evaluate.format_hand_name(evaluate.name_low(value),
                                                  words or hand_words()))


def no_low() -> str:
    return translate("HandName", "no low")


def wild_ranks_text(ranks: Sequence[int]) -> str:
    """What is wild now (RULES.md W3, W4): ``"Queens and sevens are wild"``; "" for none.
    ``ranks``: rank numbers 2..14 (a view's or ``WildRanksChanged``'s ``ranks``)."""
    many = _many()
    words = [many[Rank(r)] for r in sorted(set(ranks), key=lambda r: (r != 12, r))]
    if not words:
        return ""
    if len(words) == 1:
        #: %1: a rank in the plural, e.g. "Queens are wild"
        return _first_upper(fmt_args(translate("HandName", "%1 are wild"), words[0]))
    #: %1, %2: ranks in the plural, e.g. "Queens and sevens are wild"
    text = translate("HandName", "%1 and %2 are wild")
    return _first_upper(fmt_args(text, ", ".join(words[:-1]), words[-1]))


def spade_card(hand_name: str | None) -> str | None:
    """The spade in a Chicago half's hand name (``PotAwarded.hand_name``):
    "Spade in the hole, K♠" -> "K♠"."""
    found = re.search(r"([2-9TJQKA]|10)\u2660", hand_name or "")
    if found is None:
        return None
    rank = found.group(1)
    return ("10" if rank == "T" else rank) + "\u2660"


def fmt_args(template: str, *args: str) -> str:
    """Qt-style ``%1``, ``%2`` filled in one pass (a word holding "%2" stays as it is)."""
    return re.sub(r"%(\d)", lambda m: args[int(m.group(1)) - 1]
                  if 0 < int(m.group(1)) <= len(args) else m.group(0), template)


def _cards(cards: Sequence[Card | str]) -> list[Card]:
    return [c if isinstance(c, Card) else Card.parse(str(c)) for c in cards]


def names_for(cards: Sequence[Card | str], variant: Any, wild: Sequence[int] = ()
              ) -> tuple[str | None, str | None]:
    """(high name, low name) of a shown hand, as the table names it at the showdown: Razz has
    only the low, Stud Hi/Lo both ("no low" when none qualifies), Stud only the high.
    ``cards``: every card that plays for the player, the community card included (Baseball: up
    to eleven); ``wild``: the ranks wild at the showdown (RULES.md W1: five of a kind ...)."""
    code = getattr(variant, "value", variant)
    hand = _cards(cards)[:11 if code == "baseball" else 7]
    if not hand:
        return None, None
    words = hand_words()
    if code == "razz":
        return None, low_name(evaluate.razz_value(hand), words)
    if wild or len(hand) > 7:
        high = high_name(evaluate.wild_high_value(hand, evaluate.wild_mask(wild)), words)
    else:
        high = high_name(evaluate.high_value(hand), words)
    if code == "stud-declare":  # W8: ace-to-five with no qualifier, as Razz reads it
        return high, low_name(evaluate.razz_value(hand), words)
    if code == "stud8":
        low = evaluate.low8_value(hand)
        return high, low_name(low, words) if low is not None else no_low()
    return high, None


class ShownHands:
    """The hands shown in one hand, named in the current language whenever asked.

    ``feed`` every event of the stream; ``names(seat)`` and ``award_name(event)`` then word the
    shown hands from their cards (plus the community card). Where the cards are unknown (a stream
    joined late) the table's English names are kept.
    """

    def __init__(self) -> None:
        self.variant = ""
        self.community: str | None = None
        self.cards: dict[int, list[str]] = {}
        self.wild: tuple[int, ...] = ()  # the ranks wild now (W3, W4)
        self._english: dict[int, tuple[str | None, str | None]] = {}

    def feed(self, ev: Event | PartShown) -> None:
        match ev:
            case HandStarted():
                self.variant = ev.variant
                self.community = None
                self.wild = ()
                self.cards.clear()
                self._english.clear()
            case CommunityCardDealt():
                self.community = str(ev.card)
            case WildRanksChanged():
                self.wild = ev.ranks
            case CardsShown():
                self.cards[ev.seat] = [str(c) for c in ev.cards]
                self._english[ev.seat] = (ev.high, ev.low)
            case PartShown():  # a card nobody may see: no names
                self.cards[ev.seat] = [str(c) if c is not None else HIDDEN for c in ev.cards]
                self._english[ev.seat] = (None, None)

    def names(self, seat: int) -> tuple[str | None, str | None]:
        """(high, low) names of ``seat``'s shown hand; (None, None) when it was not shown."""
        cards = self.cards.get(seat)
        if cards is None:
            return None, None
        if not self.variant or "??" in cards:
            return self._english.get(seat, (None, None))
        extra = [self.community] if self.community else []
        return names_for(cards + extra, self.variant, self.wild)

    def award_name(self, ev: PotAwarded) -> str | None:
        """The name of the hand that won the pot (or half) of a ``PotAwarded``."""
        english = ev.hand_name
        if not english:
            return None  # won without a showdown
        if ev.half is Half.SPADE:
            card = spade_card(english)
            #: Chicago (W5): %1 the best spade in the hole, as in "Spade in the hole, K♠"
            return fmt_args(translate("HandName", "Spade in the hole, %1"), card) if card \
                else english
        if ev.seat not in self.cards or not self.variant:
            return english
        high, low = self.names(ev.seat)
        # High-Low Declare: a whole pot won low (by a low declaration) says its low (W10.2)
        won_low = ev.half is Half.WHOLE and english.endswith(" low") and low is not None
        if ev.half is Half.LOW or self.variant == "razz" or won_low:
            return low or english
        return high or english
