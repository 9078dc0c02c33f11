"""What the felt says, in the installed language: the plates' action pills and badges, the pots'
labels, the winners' banner and the captions under shown hands, the words printed on the felt.

Plain functions of what they word; the scene calls them again when the language changes. Their
strings keep the scene's translation context ("TableScene").
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from studdesk.engine.config import GameConfig
from studdesk.engine.events import Half, PotAwarded
from studdesk.gui.table.picture import Badge
from studdesk.gui.text.hand_words import ShownHands, spade_card
from studdesk.gui.text.money import format_chips, stakes_label
from studdesk.gui.text.narrator import fmt, short_variant_title

translate = QCoreApplication.translate


def bank_text(ms: float) -> str:
    """C2: a time bank's milliseconds as a plate shows them beside its bar, minutes and
    seconds counted up (the same in every language).

    >>> bank_text(30_000), bank_text(22_001), bank_text(0), bank_text(600_000)
    ('0:30', '0:23', '0:00', '10:00')
    """
    seconds = max(0, math.ceil(ms / 1000 - 1e-6))
    return f"{seconds // 60}:{seconds % 60:02d}"


def seat_word(seat: int, status: str = "empty") -> str:
    """An empty plate's words: "Seat 3", or "Sitting out" (C3)."""
    if status == "sitting_out":
        return translate("TableScene", "Sitting out")
    return fmt(translate("TableScene", "Seat %1"), seat)


def bot_word() -> str:
    return translate("TableScene", "Computer player")


def button_tip() -> str:
    return translate("TableScene",
                     "The stud button: fixed at seat 8; every street is dealt from seat 1")


def community_word() -> str:
    """D10: the caption under the community card."""
    return translate("TableScene", "Community card")


def felt_caption(config: GameConfig | None) -> str:
    """Printed on the felt under the name: the game and stakes."""
    if config is None:
        return short_variant_title("stud")
    #: printed on the felt: "Stud Hi/Lo · 2/4 fixed limit"
    return fmt(translate("TableScene", "%1 · %2 fixed limit"),
               short_variant_title(config.variant.value), stakes_label(config))


def badge_words(kind: str) -> tuple[str, QColor] | None:
    """A plate's badge: its word and colour (None: no badge)."""
    badges: dict[str, tuple[str, QColor]] = {
        Badge.ALL_IN: (translate("TableScene", "ALL-IN"), QColor("#b3261e")),
        Badge.DISCONNECTED: (translate("TableScene", "DISCONNECTED"), QColor("#7a5a12")),
        Badge.SITTING_OUT: (translate("TableScene", "SITTING OUT"), QColor("#5a6470")),
        Badge.FOLDED: (translate("TableScene", "FOLDED"), QColor("#4c514e")),
    }
    return badges.get(kind)


def action_label(action: str, amount: int, to: int, all_in: bool) -> str:
    """The pill under a plate: what the seat just did ("Raise to 8")."""
    if action == "mucked":
        return translate("TableScene", "Mucked")
    labels = {
        "fold": translate("TableScene", "Fold"), "check": translate("TableScene", "Check"),
        "call": fmt(translate("TableScene", "Call %1"), format_chips(amount)),
        "bring_in": fmt(translate("TableScene", "Bring-in %1"), format_chips(amount)),
        "complete": fmt(translate("TableScene", "Complete to %1"), format_chips(to)),
        "bet": fmt(translate("TableScene", "Bet %1"), format_chips(to)),
        "raise": fmt(translate("TableScene", "Raise to %1"), format_chips(to)),
        "show": translate("TableScene", "Show"), "muck": translate("TableScene", "Muck"),
        #: Baseball (W4): paid %1 to keep an up three
        "buy": fmt(translate("TableScene", "Paid %1"), format_chips(amount)),
        #: High-Low Declare, Roll Your Own: the secret choice is made, not yet shown
        "chosen": translate("TableScene", "Chosen"),
        #: High-Low Declare (W9): the declaration shown on the plate
        "declared_hi": translate("TableScene", "High"),
        "declared_lo": translate("TableScene", "Low"),
        "declared_both": translate("TableScene", "Both (swing)"),
    }
    text = labels.get(action, action)
    if all_in and action != "fold":
        #: %1: an action on a plate, e.g. "Call 2"
        text = fmt(translate("TableScene", "%1 all-in"), text)
    return text


def pot_label(index: int, amount: int, cents: bool) -> str:
    if index == 0:
        return fmt(translate("TableScene", "Pot %1"), format_chips(amount, cents))
    #: %1: the side pot's number (the first is 1), %2: its chips
    return fmt(translate("TableScene", "Side pot %1: %2"), index, format_chips(amount, cents))


def result_text(seat: int, awards: Iterable[PotAwarded]) -> str:
    """The plate's "Wins 12": what the seat won this hand."""
    won = sum(a.amount for a in awards if a.seat == seat)
    return fmt(translate("TableScene", "Wins %1"), format_chips(won))


def caption_text(seat: int, awards: Sequence[PotAwarded], shown: ShownHands) -> str:
    """The words under a seat's cards at the showdown: the hand that won (the last award
    with a name), else the shown hand's names ("Flush, ace high · no low")."""
    for award in reversed(awards):
        if award.seat == seat:
            name = shown.award_name(award)
            if name:
                return name
    return " · ".join(n for n in shown.names(seat) if n)


def banner_lines(awards: Iterable[PotAwarded], names: Mapping[int, str],
                 shown: ShownHands) -> list[str]:
    """Winners per pot and per half: "High: Anna — Flush, ace high", "(split)" on ties."""
    groups: dict[tuple[int, Half], list[PotAwarded]] = {}
    for award in awards:
        groups.setdefault((award.pot, award.half), []).append(award)
    lines = []
    for (pot, half), group in groups.items():
        who = ", ".join(names.get(a.seat, str(a.seat)) for a in group)
        amount = format_chips(sum(a.amount for a in group))
        hand_name = next((n for n in map(shown.award_name, group) if n), None)
        pot_name = (translate("TableScene", "Pot") if pot == 0
                    else fmt(translate("TableScene", "Side pot %1"), pot))
        if half is Half.HIGH:
            head = (fmt(translate("TableScene", "%1 high"), pot_name) if pot
                    else translate("TableScene", "High"))
        elif half is Half.LOW:
            head = (fmt(translate("TableScene", "%1 low"), pot_name) if pot
                    else translate("TableScene", "Low"))
        elif half is Half.SPADE:  # Chicago (W5): "Spade in the hole 10: Ben — K♠"
            #: %1: "Side pot 1": its half for the best spade in the hole (Chicago)
            head = (fmt(translate("TableScene", "%1 spade"), pot_name) if pot
                    else translate("TableScene", "Spade in the hole"))
            hand_name = spade_card(group[0].hand_name) or hand_name
        else:
            head = pot_name
        #: %1: "Pot", "High", "Side pot 1 low" ..., %2: the chips, %3: the winners
        line = fmt(translate("TableScene", "%1 %2: %3"), head, amount, who)
        if len(group) > 1:
            #: %1: a banner line whose pot is split between several winners
            line = fmt(translate("TableScene", "%1 (split)"), line)
        if hand_name:
            line += " — " + hand_name
        lines.append(line)
    return lines
