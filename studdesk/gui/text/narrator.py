"""The dealer's voice: engine event dicts told in words for the dealer log and the last-hand
window ("Anna completes to 2", "Pot 12.40 to Anna — Full house, sevens full of fours").

Sentences are translatable strings of the context ``Narrator`` (the game's names and streets:
``Game``) with Qt-style ``%1`` placeholders, so a translation may put the words in its own order;
hand names are worded again from the shown cards (:mod:`studdesk.gui.text.hand_words`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from studdesk.engine.config import Variant
from studdesk.gui.text.money import format_chips
from studdesk.gui.text.placeholders import fmt as fmt  # also theirs who import it from here

translate = QCoreApplication.translate


_SUITS = {"c": "\u2663", "d": "\u2666", "h": "\u2665", "s": "\u2660"}


def card_text(card: str | None) -> str:
    """``"Td"`` -> ``"10♦"``; a hidden card is ``"??"``."""
    if not card or card == "??":
        return "??"
    rank = "10" if card[0] == "T" else card[0]
    return rank + _SUITS.get(card[1], card[1])


def cards_text(cards: list[str | None]) -> str:
    return " ".join(card_text(c) for c in cards)


def event_type(ev: Mapping[str, Any]) -> str:
    """The event's type (``"type"``, as ``event_to_dict`` names it)."""
    return str(ev.get("type") or "")


def variant_title(code: str) -> str:
    titles = {
        Variant.STUD.value: translate("Game", "Seven Card Stud"),
        Variant.STUD8.value: translate("Game", "Seven Card Stud Hi/Lo"),
        Variant.RAZZ.value: translate("Game", "Razz"),
        **_home_titles(),
    }
    return titles.get(code, code)


def _home_titles() -> dict[str, str]:
    """The home games' names (RULES.md W), the same on the felt and in the boxes."""
    return {
        Variant.FOLLOW_THE_QUEEN.value: translate("Game", "Follow the Queen"),
        Variant.BASEBALL.value: translate("Game", "Baseball"),
        Variant.CHICAGO.value: translate("Game", "Chicago"),
        Variant.LOW_CHICAGO.value: translate("Game", "Low Chicago"),
        Variant.FIVE_CARD_STUD.value: translate("Game", "Five Card Stud"),
    }


def short_variant_title(code: str) -> str:
    """The variant's short name for the felt: "Stud", "Stud Hi/Lo", "Razz"."""
    titles = {
        Variant.STUD.value: translate("Game", "Seven Card Stud"),
        Variant.STUD8.value: translate("Game", "Stud Hi/Lo"),
        Variant.RAZZ.value: translate("Game", "Razz"),
        **_home_titles(),
    }
    return titles.get(code, code)


def street_title(street: int) -> str:
    return {
        2: translate("Game", "2nd street"),  # Five Card Stud's first (RULES.md W6)
        3: translate("Game", "3rd street"), 4: translate("Game", "4th street"),
        5: translate("Game", "5th street"), 6: translate("Game", "6th street"),
        7: translate("Game", "7th street"),
    }.get(street, str(street))


class Narrator(QObject):
    """Turns a hand's events into sentences. Keeps a little state: the players' names, the
    antes (told as one line, not eight) and the shown hands (named in the current language)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.names: dict[int, str] = {}
        self._antes: list[tuple[int, int]] = []
        self._baseball = False
        self._three_owed: set[int] = set()  # W4: dealt an up three, pay or fold comes next
        from studdesk.gui.text.hand_words import ShownHands  # the evaluator: not for the lobby

        self.shown = ShownHands()

    def name(self, seat: int) -> str:
        return self.names.get(seat) or fmt(self.tr("Seat %1"), seat)

    def learn_names(self, names: Mapping[int, str]) -> None:
        """Names from elsewhere (the table's view) for seats this narrator has not heard of:
        a player who joins during a hand missed its ``hand_started`` and its names."""
        for seat, name in names.items():
            if name and not self.names.get(seat):
                self.names[seat] = name

    def _flush_antes(self) -> list[str]:
        if not self._antes:
            return []
        antes, self._antes = self._antes, []
        amounts = {a for _, a in antes}
        if len(amounts) == 1:
            return [fmt(self.tr("Antes: %1 from each of %n players", "", len(antes)),
                        format_chips(amounts.pop()))]
        return [fmt(self.tr("%1 antes %2"), self.name(s), format_chips(a)) for s, a in antes]

    def flush(self) -> list[str]:
        """The sentences still held back (the antes are told as one line when the next event
        comes): for a log that stops after the antes, as a replay's first step does."""
        return self._flush_antes()

    def feed(self, ev: Mapping[str, Any]) -> list[str]:
        """The sentences for one event (often none)."""
        kind = event_type(ev)
        self.shown.feed(ev)
        if kind == "ante_posted":
            self._antes.append((int(ev["seat"]), int(ev["amount"])))
            return []
        out = self._flush_antes()
        line = self._line(kind, ev)
        if line:
            out.append(line)
        return out

    def _line(self, kind: str, ev: Mapping[str, Any]) -> str | None:
        if kind == "card_dealt":
            card = ev.get("card")
            if self._baseball and ev.get("face_up") and isinstance(card, str) \
                    and card[:1] == "3":
                self._three_owed.add(int(ev["seat"]))
            return None
        if kind == "hand_started":
            self._baseball = Variant(str(ev.get("variant", "stud"))).game.baseball \
                if ev.get("variant") in {v.value for v in Variant} else False
            self._three_owed.clear()
            self.names = dict(zip((int(s) for s in ev.get("seats", ())),
                                  (str(n) for n in ev.get("names", ())), strict=False))
            return fmt(self.tr("Hand #%1: %2"), ev.get("hand", "?"),
                       variant_title(str(ev.get("variant", ""))))
        if kind == "wild_ranks_changed":  # W3, W4: "Queens and sevens are wild"
            from studdesk.gui.text.hand_words import wild_ranks_text  # not for the lobby

            return wild_ranks_text([int(r) for r in ev.get("ranks", ())]) or None
        if kind == "street_started":
            return "— " + street_title(int(ev["street"])) + " —"
        if kind == "cards_reshuffled":
            return self.tr("Too few cards left: the %n burned and undealt cards are shuffled",
                           "", int(ev.get("count", 0)))
        if kind == "community_card_dealt":
            return fmt(self.tr("Community card %1: every player uses it as their 7th card"),
                       card_text(ev.get("card")))
        if kind == "action_taken":
            return self._action(ev)
        if kind == "uncalled_bet_returned":
            return fmt(self.tr("Uncalled bet of %1 returned to %2"),
                       format_chips(int(ev["amount"])), self.name(int(ev["seat"])))
        if kind == "cards_shown":
            seat = int(ev["seat"])
            text = fmt(self.tr("%1 shows %2"), self.name(seat),
                       cards_text(list(ev.get("cards", ()))))
            names = [n for n in self.shown.names(seat) if n]
            if names:
                text += " — " + "; ".join(names)
            return text
        if kind == "hand_mucked":
            return fmt(self.tr("%1 mucks"), self.name(int(ev["seat"])))
        if kind == "pot_awarded":
            return self._award(ev)
        return None

    def _action(self, ev: Mapping[str, Any]) -> str:
        who = self.name(int(ev["seat"]))
        action = str(ev["action"])
        amount = format_chips(int(ev.get("amount", 0)))
        to = format_chips(int(ev.get("to", 0)))
        templates = {
            "fold": self.tr("%1 folds"),
            "check": self.tr("%1 checks"),
            #: %1 calls %2 chips
            "call": self.tr("%1 calls %2"),
            #: %1 posts the bring-in of %2
            "bring_in": self.tr("%1 brings in for %2"),
            #: %1 completes the bring-in to the small bet, %3 in all (%2: the chips put in now)
            "complete": self.tr("%1 completes to %3"),
            #: %3: the bet (%2: the chips put in now)
            "bet": self.tr("%1 bets %3"),
            #: %3: the new total bet of the round (%2: the chips put in now)
            "raise": self.tr("%1 raises to %3"),
            "show": self.tr("%1 shows"),
            "muck": self.tr("%1 mucks"),
            #: Baseball (an up three): %2 the price paid to keep it, wild
            "buy": self.tr("%1 pays %2 to keep the three"),
        }
        if int(ev["seat"]) in self._three_owed:  # W4: this was the pay-or-fold decision
            self._three_owed.discard(int(ev["seat"]))
            if action == "fold" and ev.get("timeout"):
                templates["fold"] = self.tr("%1 lets the clock run out on the three and folds")
            elif action == "fold":
                templates["fold"] = self.tr("%1 declines to pay for the three and folds")
        text = fmt(templates.get(action, "%1 " + action), who, amount, to)
        if ev.get("all_in") and action != "fold":
            #: %1: a sentence such as "Anna calls 2"
            text = fmt(self.tr("%1 and is all-in"), text)
        return text

    def _award(self, ev: Mapping[str, Any]) -> str:
        who = self.name(int(ev["seat"]))
        amount = format_chips(int(ev["amount"]))
        pot = int(ev.get("pot", 0))
        half = str(ev.get("half", "whole"))
        hand_name = self.shown.award_name(ev)
        if pot == 0:
            pot_name = self.tr("Pot")
        else:
            #: the first side pot is number 1
            pot_name = fmt(self.tr("Side pot %1"), pot)
        if half == "high":
            pot_name = fmt(self.tr("%1 (high)"), pot_name)
        elif half == "low":
            pot_name = fmt(self.tr("%1 (low)"), pot_name)
        elif half == "spade":
            #: Chicago (W5): the pot's half for the best spade in the hole
            pot_name = fmt(self.tr("%1 (spade in the hole)"), pot_name)
        #: %1: "Pot" or "Side pot 1" (maybe with "(high)"), %2: the chips, %3: the winner
        text = fmt(self.tr("%1 %2 to %3"), pot_name, amount, who)
        if hand_name:
            text += " — " + hand_name
        return text
