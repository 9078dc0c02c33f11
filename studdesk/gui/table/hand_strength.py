"""The hand-strength line under the table: what the player's own cards make so far.

"You have: two pair, kings and sevens"; in Hi/Lo also the low ("...; 8-6-4-2-A low") or "no
low yet"; in High-Low Declare also the ace-to-five low; in Razz the low; in Chicago the
spade in the hole that plays for the spade half
("...; spade in the hole: J♠", RULES.md W5). The host names the hand, wild cards counted, in
the seat's own view (:class:`~studdesk.engine.views.OwnHand`); this only words it in the
interface's language with :mod:`studdesk.gui.text.hand_words`, as the web page's
``app/hands.js`` words the same record.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from studdesk.engine.config import Split
from studdesk.engine.evaluate import HandName, format_hand_name
from studdesk.engine.views import OwnHand
from studdesk.gui.text.hand_words import hand_words, no_low
from studdesk.gui.text.narrator import card_text, fmt

translate = QCoreApplication.translate


def _lower_first(text: str) -> str:
    """"Two pair" -> "two pair" inside the sentence; a low's card letters stay capitals
    ("K-6-4-3-2 low", not "k-6-4-3-2 low")."""
    first = text.split(" ", 1)[0]
    if not text or "-" in first:
        return text
    return text[:1].lower() + text[1:]


def strength_line(own: OwnHand | None) -> str:
    """The sentence for the seat's :class:`OwnHand` (its view's ``own_hand``), or "" for none."""
    if own is None:
        return ""
    words = hand_words()

    def name(hand: HandName) -> str:
        return _lower_first(format_hand_name(hand, words))

    #: %1: the player's hand so far, e.g. "two pair, kings and sevens"
    you_have = translate("HandStrength", "You have: %1")
    if own.split is Split.RAZZ:
        return fmt(you_have, name(own.low)) if own.low is not None else ""
    if own.high is None:
        return ""
    high = name(own.high)
    if own.split is Split.HIGH_LOW8:
        if own.low is not None:
            second = name(own.low)
        elif own.complete:
            second = no_low()
        else:
            second = translate("HandStrength", "no low yet")
    elif own.split is Split.DECLARE and own.low is not None:
        second = name(own.low)  # W8: the ace-to-five low a declaration may play for
    elif own.split in (Split.HIGH_SPADE, Split.HIGH_LOW_SPADE):
        if own.spade is not None:
            #: Chicago (W5): %1 the spade among the down cards that plays for the spade half
            second = fmt(translate("HandStrength", "spade in the hole: %1"), card_text(str(own.spade)))
        else:
            second = translate("HandStrength", "no spade in the hole")
    else:
        return fmt(you_have, high)
    #: %1: the high hand, %2: the low ("8-6-4-2-A low", "no low", "no low yet")
    return fmt(translate("HandStrength", "You have: %1; %2"), high, second)
