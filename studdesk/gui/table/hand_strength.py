"""The hand-strength line under the table: what the player's own cards make so far.

"You have: two pair, kings and sevens"; in Hi/Lo also the low ("...; 8-6-4-2-A low") or "no
low yet"; in Razz the low. Works on partial hands (3 to 7 cards, plus the community card of
RULES.md D10) through the engine's evaluator; the names are worded by
:mod:`studdesk.gui.text.hand_words` in the interface's language.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from studdesk.engine import evaluate
from studdesk.engine.cards import Card
from studdesk.engine.config import Variant
from studdesk.gui.text.hand_words import hand_words, high_name, low_name, no_low
from studdesk.gui.text.narrator import fmt

translate = QCoreApplication.translate


def _lower_first(text: str) -> str:
    """"Two pair" -> "two pair" inside the sentence; a low's card letters stay capitals
    ("K-6-4-3-2 low", not "k-6-4-3-2 low")."""
    first = text.split(" ", 1)[0]
    if not text or "-" in first:
        return text
    return text[:1].lower() + text[1:]


def strength_line(cards: Sequence[Card], variant: Variant, wild: Sequence[int] = ()) -> str:
    """The sentence for ``cards`` (every card that plays for the player), or "" for none;
    ``wild``: the ranks wild now (RULES.md W1: "You have: five of a kind, aces")."""
    cards = list(cards)[:11 if variant is Variant.BASEBALL else 7]
    if not cards:
        return ""
    words = hand_words()
    #: %1: the player's hand so far, e.g. "two pair, kings and sevens"
    you_have = translate("HandStrength", "You have: %1")
    if variant is Variant.RAZZ:
        return fmt(you_have, _lower_first(low_name(evaluate.razz_value(cards), words)))
    value = (evaluate.wild_high_value(cards, evaluate.wild_mask(wild)) if wild or len(cards) > 7
             else evaluate.high_value(cards))
    high = _lower_first(high_name(value, words))
    if variant is Variant.STUD8:
        low = evaluate.low8_value(cards) if len(cards) >= 5 else None
        if low is not None:
            low_text = _lower_first(low_name(low, words))
        elif len(cards) >= 7:
            low_text = no_low()
        else:
            low_text = translate("HandStrength", "no low yet")
        #: %1: the high hand, %2: the low ("8-6-4-2-A low", "no low", "no low yet")
        return fmt(translate("HandStrength", "You have: %1; %2"), high, low_text)
    return fmt(you_have, high)
