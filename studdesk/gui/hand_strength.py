"""The hand-strength line under the table: what the player's own cards make so far.

"You have: two pair, kings and sevens"; in Hi/Lo also the low ("low: 8-6-4-2-A") or "no low
yet"; in Razz the low. Works on partial hands (3 to 7 cards, plus the community card of
RULES.md D10) through the engine's evaluator.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from studdesk.engine import evaluate
from studdesk.engine.cards import Card
from studdesk.engine.config import Variant
from studdesk.gui.narrator import fmt


def tr(text: str) -> str:
    return QCoreApplication.translate("HandStrength", text)


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:] if text else text


def strength_line(cards: Sequence[Card], variant: Variant) -> str:
    """The sentence for ``cards`` (every card that plays for the player), or "" for none."""
    cards = list(cards)[:7]
    if not cards:
        return ""
    if variant is Variant.RAZZ:
        return fmt(tr("You have: %1"), _lower_first(evaluate.describe_low(evaluate.razz_value(cards))))
    high = _lower_first(evaluate.describe_high(evaluate.high_value(cards)))
    if variant is Variant.STUD8:
        low = evaluate.low8_value(cards) if len(cards) >= 5 else None
        if low is not None:
            low_text = fmt(tr("low: %1"), evaluate.describe_low(low))
        elif len(cards) >= 7:
            low_text = tr("no low")
        else:
            low_text = tr("no low yet")
        return fmt(tr("You have: %1; %2"), high, low_text)
    return fmt(tr("You have: %1"), high)
