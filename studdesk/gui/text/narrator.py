"""The dealer's voice: engine events told in words for the dealer log and the last-hand
window ("Anna completes to 2", "Pot 12.40 to Anna — Full house, sevens full of fours").

Sentences are translatable strings of the context ``Narrator`` (the game's names and streets:
``Game``) with Qt-style ``%1`` placeholders, so a translation may put the words in its own order;
hand names are worded again from the shown cards (:mod:`studdesk.gui.text.hand_words`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QObject

from studdesk.engine.actions import Declaration
from studdesk.engine.cards import Card, Rank
from studdesk.engine.config import Variant
from studdesk.engine.events import (
    ActionTaken,
    AntePosted,
    CardDealt,
    CardsReshuffled,
    CardsShown,
    CardTurnedUp,
    ChoiceMade,
    CommunityCardDealt,
    Declared,
    DeviceLeft,
    Event,
    ForfeitShared,
    Half,
    HandMucked,
    HandStarted,
    PotAwarded,
    StakeReturned,
    StreetStarted,
    SwingFailed,
    UncalledBetReturned,
    WildRanksChanged,
)
from studdesk.gui.text.money import format_chips
from studdesk.gui.text.part_shown import PartShown
from studdesk.gui.text.placeholders import fmt as fmt  # also theirs who import it from here

translate = QCoreApplication.translate


_SUITS = {"c": "\u2663", "d": "\u2666", "h": "\u2665", "s": "\u2660"}


def card_text(card: Card | str | None) -> str:
    """``"Td"`` -> ``"10♦"``; a hidden card (None or ``"??"``) is ``"??"``."""
    text = str(card) if card is not None else ""
    if not text or text == "??":
        return "??"
    rank = "10" if text[0] == "T" else text[0]
    return rank + _SUITS.get(text[1], text[1])


def cards_text(cards: Sequence[Card | str | None]) -> str:
    return " ".join(card_text(c) for c in cards)


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
        Variant.STUD_DECLARE.value: translate("Game", "High-Low Declare"),
        Variant.ROLL_YOUR_OWN.value: translate("Game", "Roll Your Own"),
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
        # W9.3, W11.2: the choices shown together are told in one line
        self._revealed: list[Declared | CardTurnedUp] = []
        self._declared: dict[int, Declaration] = {}  # W10: who declared what, for the pots
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

    def declaration_word(self, declaration: Declaration) -> str:
        if declaration is Declaration.HIGH:
            #: High-Low Declare: what a player declared, in "Anna declares high"
            return self.tr("high")
        if declaration is Declaration.LOW:
            return self.tr("low")
        #: High-Low Declare: both ways, a swing
        return self.tr("both")

    def _flush_revealed(self) -> list[str]:
        if not self._revealed:
            return []
        told, self._revealed = self._revealed, []
        parts = []
        for ev in told:
            if isinstance(ev, Declared):
                self._declared[ev.seat] = ev.declaration
                #: one declaration of those shown together: "Anna declares low"
                parts.append(fmt(self.tr("%1 declares %2"), self.name(ev.seat),
                                 self.declaration_word(ev.declaration)))
            else:
                parts.append(f"{self.name(ev.seat)} {card_text(ev.card)}")
        if isinstance(told[0], Declared):
            #: W9.3: every declaration shown at once; %1: "Anna declares low, Emil declares both"
            return [fmt(self.tr("Everyone has declared: %1"), ", ".join(parts))]
        #: W11.2: every chosen card turned up at once; %1: "Anna A♥, Emil 9♦"
        return [fmt(self.tr("Turned up together: %1"), ", ".join(parts))]

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
        return self._flush_antes() + self._flush_revealed()

    def feed(self, ev: Event | PartShown, *, timeout: bool = False) -> list[str]:
        """The sentences for one event (often none); ``timeout``: the host acted for the
        player when its clock ran out (RULES.md C1)."""
        self.shown.feed(ev)
        if isinstance(ev, AntePosted):
            self._antes.append((ev.seat, ev.amount))
            return []
        out = self._flush_antes()
        if isinstance(ev, Declared | CardTurnedUp):
            self._revealed.append(ev)
            return out
        out += self._flush_revealed()
        line = self._line(ev, timeout)
        if line:
            out.append(line)
        return out

    def _line(self, ev: Event | PartShown, timeout: bool) -> str | None:
        match ev:
            case CardDealt(seat=seat, card=card, face_up=True):
                if self._baseball and card is not None and card.rank == Rank.THREE:
                    self._three_owed.add(seat)
                return None
            case HandStarted():
                self._baseball = Variant(ev.variant).game.baseball \
                    if ev.variant in {v.value for v in Variant} else False
                self._three_owed.clear()
                self._declared.clear()
                self.names = dict(zip(ev.seats, ev.names, strict=False))
                return fmt(self.tr("Hand #%1: %2"), ev.hand, variant_title(ev.variant))
            case WildRanksChanged():  # W3, W4: "Queens and sevens are wild"
                from studdesk.gui.text.hand_words import wild_ranks_text  # not for the lobby

                return wild_ranks_text(ev.ranks) or None
            case StreetStarted():
                return "— " + street_title(ev.street) + " —"
            case CardsReshuffled():
                return self.tr("Too few cards left: the %n burned and undealt cards are shuffled",
                               "", ev.count)
            case CommunityCardDealt():
                return fmt(self.tr("Community card %1: every player uses it as their 7th card"),
                           card_text(ev.card))
            case ActionTaken():
                return self._action(ev, timeout)
            case UncalledBetReturned():
                return fmt(self.tr("Uncalled bet of %1 returned to %2"),
                           format_chips(ev.amount), self.name(ev.seat))
            case CardsShown() | PartShown():
                text = fmt(self.tr("%1 shows %2"), self.name(ev.seat), cards_text(ev.cards))
                names = [n for n in self.shown.names(ev.seat) if n]
                if names:
                    text += " — " + "; ".join(names)
                return text
            case HandMucked():
                return fmt(self.tr("%1 mucks"), self.name(ev.seat))
            case ChoiceMade():
                #: W9.3, W11.2: a player made the secret choice; what it is comes later
                return fmt(self.tr("%1 has chosen"), self.name(ev.seat))
            case SwingFailed():
                return self._swing_failed(ev)
            case PotAwarded():
                return self._award(ev)
            case DeviceLeft():
                #: H4, a table where nobody deals: %1 the players of the device that left
                #: ("Anna" or "Anna, Emil"), %2 the chips they put in, now lost
                return fmt(self.tr("Left the hand: %1. No further card can be opened, so the "
                                   "hand ends here (%2 forfeited)"),
                           ", ".join(self.name(s) for s in ev.seats), format_chips(ev.forfeited))
            case StakeReturned():
                #: H4: everything %1 put in this hand comes back (%2 chips)
                return fmt(self.tr("%2 returned to %1"), self.name(ev.seat),
                           format_chips(ev.amount))
            case ForfeitShared():
                #: H4: %1's equal share (%2 chips) of what the leaving player forfeited
                return fmt(self.tr("%1 takes %2 of the forfeited chips"), self.name(ev.seat),
                           format_chips(ev.amount))
        return None

    def _swing_failed(self, ev: SwingFailed) -> str:
        """W10.1: a swing that did not win a way alone gets nothing from that pot; the line
        says which way (or ways) and whether another hand beat it there or only tied it (a
        tie loses unless the table's ``swing_tie`` is "shares")."""
        who = self.name(ev.seat)
        #: the pot a failed swing gets nothing from: "the pot", or "side pot 1"
        pot = self.tr("the pot") if ev.pot == 0 else fmt(self.tr("side pot %1"), ev.pot)
        if ev.high and ev.low:
            #: W10.1: %1 declared both and lost both ways; %2, %3: "tied" or "beaten" for
            #: the high and the low; %4: "the pot"
            return fmt(self.tr("%1 swung and won neither way alone (high: %2, low: %3): "
                               "nothing from %4"), who, self._lost_word(ev.high_tied),
                       self._lost_word(ev.low_tied), pot)
        if ev.high and ev.high_tied:
            #: W10.1: %1 declared both; another high tied theirs (a tie loses); %2: "the pot"
            return fmt(self.tr("%1 swung and tied high: nothing from %2"), who, pot)
        if ev.high:
            #: W10.1: %1 declared both; another high beat theirs; %2: "the pot"
            return fmt(self.tr("%1 swung and was beaten high: nothing from %2"), who, pot)
        if ev.low_tied:
            #: W10.1: %1 declared both; another low tied theirs (a tie loses); %2: "the pot"
            return fmt(self.tr("%1 swung and tied low: nothing from %2"), who, pot)
        #: W10.1: %1 declared both; another low beat theirs; %2: "the pot"
        return fmt(self.tr("%1 swung and was beaten low: nothing from %2"), who, pot)

    def _lost_word(self, tied: bool) -> str:
        if tied:
            #: W10.1: how a swing lost a way, in "(high: tied, low: beaten)": another hand
            #: as good
            return self.tr("tied")
        #: W10.1: how a swing lost a way, in "(high: tied, low: beaten)": a better hand
        return self.tr("beaten")

    def _action(self, ev: ActionTaken, timeout: bool) -> str:
        who = self.name(ev.seat)
        action = ev.action.value
        amount = format_chips(ev.amount)
        to = format_chips(ev.to)
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
        if ev.seat in self._three_owed:  # W4: this was the pay-or-fold decision
            self._three_owed.discard(ev.seat)
            if action == "fold" and timeout:
                templates["fold"] = self.tr("%1 lets the clock run out on the three and folds")
            elif action == "fold":
                templates["fold"] = self.tr("%1 declines to pay for the three and folds")
        text = fmt(templates.get(action, "%1 " + action), who, amount, to)
        if ev.all_in and action != "fold":
            #: %1: a sentence such as "Anna calls 2"
            text = fmt(self.tr("%1 and is all-in"), text)
        return text

    def _award(self, ev: PotAwarded) -> str:
        who = self.name(ev.seat)
        amount = format_chips(ev.amount)
        pot, half = ev.pot, ev.half
        hand_name = self.shown.award_name(ev)
        if pot == 0:
            pot_name = self.tr("Pot")
        else:
            #: the first side pot is number 1
            pot_name = fmt(self.tr("Side pot %1"), pot)
        if half is Half.HIGH:
            pot_name = fmt(self.tr("%1 (high)"), pot_name)
        elif half is Half.LOW:
            pot_name = fmt(self.tr("%1 (low)"), pot_name)
        elif half is Half.SPADE:
            #: Chicago (W5): the pot's half for the best spade in the hole
            pot_name = fmt(self.tr("%1 (spade in the hole)"), pot_name)
        #: %1: "Pot" or "Side pot 1" (maybe with "(high)"), %2: the chips, %3: the winner
        text = fmt(self.tr("%1 %2 to %3"), pot_name, amount, who)
        declared = self._declared.get(ev.seat)
        if declared is not None:  # W10: why this player's claim holds
            #: High-Low Declare: %1 "Pot 2.70 to Anna", %2 what Anna declared ("low")
            text = fmt(self.tr("%1, who declared %2"), text, self.declaration_word(declared))
        if hand_name:
            text += " — " + hand_name
        return text
