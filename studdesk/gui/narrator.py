"""The dealer's voice: engine event dicts told in words for the dealer log and the last-hand
window ("Anna completes to 2", "Pot 12.40 to Anna — Full house, sevens full of fours").

Every sentence goes through ``QCoreApplication.translate("Dealer", ...)``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from studdesk.engine.config import Variant, format_chips


def tr(text: str) -> str:
    return QCoreApplication.translate("Dealer", text)


def fmt(template: str, *args: object) -> str:
    """Fill Qt-style ``%1``, ``%2`` ... placeholders in one pass (translators may reorder them)."""

    def value(match: re.Match[str]) -> str:
        k = int(match.group(1))
        return str(args[k - 1]) if 0 < k <= len(args) else match.group(0)

    return re.sub(r"%(\d)", value, template)


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
    """The event's type (``"type"`` from ``event_to_dict``; ``"kind"`` as the wire names it)."""
    return str(ev.get("type") or ev.get("kind") or "")


def variant_title(code: str) -> str:
    titles = {
        Variant.STUD.value: tr("Seven Card Stud"),
        Variant.STUD8.value: tr("Seven Card Stud Hi/Lo"),
        Variant.RAZZ.value: tr("Razz"),
    }
    return titles.get(code, code)


def short_variant_title(code: str) -> str:
    """The variant's short name for the felt: "Stud", "Stud Hi/Lo", "Razz"."""
    titles = {
        Variant.STUD.value: tr("Seven Card Stud"),
        Variant.STUD8.value: tr("Stud Hi/Lo"),
        Variant.RAZZ.value: tr("Razz"),
    }
    return titles.get(code, code)


def street_title(street: int) -> str:
    return {
        3: tr("3rd street"), 4: tr("4th street"), 5: tr("5th street"), 6: tr("6th street"),
        7: tr("7th street"),
    }.get(street, str(street))


class Narrator:
    """Turns a hand's events into sentences. Keeps a little state: the players' names and the
    antes (told as one line, not eight)."""

    def __init__(self) -> None:
        self.names: dict[int, str] = {}
        self._antes: list[tuple[int, int]] = []

    def name(self, seat: int) -> str:
        return self.names.get(seat) or fmt(tr("Seat %1"), seat)

    def _flush_antes(self) -> list[str]:
        if not self._antes:
            return []
        antes, self._antes = self._antes, []
        amounts = {a for _, a in antes}
        if len(amounts) == 1:
            return [fmt(tr("Antes: %1 from each of %2 players"), format_chips(amounts.pop()),
                        len(antes))]
        return [fmt(tr("%1 antes %2"), self.name(s), format_chips(a)) for s, a in antes]

    def feed(self, ev: Mapping[str, Any]) -> list[str]:
        """The sentences for one event (often none)."""
        kind = event_type(ev)
        if kind == "ante_posted":
            self._antes.append((int(ev["seat"]), int(ev["amount"])))
            return []
        out = self._flush_antes()
        line = self._line(kind, ev)
        if line:
            out.append(line)
        return out

    def _line(self, kind: str, ev: Mapping[str, Any]) -> str | None:
        if kind == "hand_started":
            self.names = dict(zip((int(s) for s in ev.get("seats", ())),
                                  (str(n) for n in ev.get("names", ())), strict=False))
            return fmt(tr("Hand #%1: %2"), ev.get("hand", "?"),
                       variant_title(str(ev.get("variant", ""))))
        if kind == "street_started":
            return "— " + street_title(int(ev["street"])) + " —"
        if kind == "cards_reshuffled":
            return fmt(tr("Too few cards left: the burned and undealt cards (%1) are shuffled"),
                       ev.get("count", "?"))
        if kind == "community_card_dealt":
            return fmt(tr("Community card %1: every player uses it as their 7th card"),
                       card_text(ev.get("card")))
        if kind == "action_taken":
            return self._action(ev)
        if kind == "uncalled_bet_returned":
            return fmt(tr("Uncalled bet of %1 returned to %2"), format_chips(int(ev["amount"])),
                       self.name(int(ev["seat"])))
        if kind == "cards_shown":
            text = fmt(tr("%1 shows %2"), self.name(int(ev["seat"])),
                       cards_text(list(ev.get("cards", ()))))
            names = [n for n in (ev.get("high"), ev.get("low")) if n]
            if names:
                text += " — " + "; ".join(str(n) for n in names)
            return text
        if kind == "hand_mucked":
            return fmt(tr("%1 mucks"), self.name(int(ev["seat"])))
        if kind == "pot_awarded":
            return self._award(ev)
        return None

    def _action(self, ev: Mapping[str, Any]) -> str:
        who = self.name(int(ev["seat"]))
        action = str(ev["action"])
        amount = format_chips(int(ev.get("amount", 0)))
        to = format_chips(int(ev.get("to", 0)))
        templates = {
            "fold": tr("%1 folds"),
            "check": tr("%1 checks"),
            "call": tr("%1 calls %2"),
            "bring_in": tr("%1 brings in for %2"),
            "complete": tr("%1 completes to %3"),
            "bet": tr("%1 bets %3"),
            "raise": tr("%1 raises to %3"),
            "show": tr("%1 shows"),
            "muck": tr("%1 mucks"),
        }
        text = fmt(templates.get(action, "%1 " + action), who, amount, to)
        if ev.get("all_in") and action != "fold":
            text += tr(" and is all-in")
        return text

    def _award(self, ev: Mapping[str, Any]) -> str:
        who = self.name(int(ev["seat"]))
        amount = format_chips(int(ev["amount"]))
        pot = int(ev.get("pot", 0))
        half = str(ev.get("half", "whole"))
        hand_name = ev.get("hand_name")
        if pot == 0:
            pot_name = tr("Pot")
        else:
            pot_name = fmt(tr("Side pot %1"), pot)
        if half == "high":
            pot_name = fmt(tr("%1 (high)"), pot_name)
        elif half == "low":
            pot_name = fmt(tr("%1 (low)"), pot_name)
        text = fmt(tr("%1 %2 to %3"), pot_name, amount, who)
        if hand_name:
            text += " — " + str(hand_name)
        return text
