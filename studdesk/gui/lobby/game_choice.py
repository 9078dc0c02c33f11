"""The choices the Host and Hotseat dialogs share, in the interface's language: the game and
stakes boxes, the home games' house options (:class:`HouseOptions`), and the computer players'
levels (:data:`studdesk.bots.LEVELS`)."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QWidget

from studdesk.bots import LEVELS
from studdesk.engine.config import (
    CASINO_VARIANTS,
    CHOICE_GAMES,
    HOME_GAMES,
    STAKE_PRESETS,
    SWING_TIES,
    Variant,
)
from studdesk.gui.text.money import format_chips
from studdesk.gui.text.narrator import variant_title
from studdesk.gui.text.retranslate import Retranslating


def fill_game_choices(variant: QComboBox, stakes: QComboBox) -> None:
    """Every variant (its code as the item's data) and the RULES.md L1 stakes ladder (the small
    bet as data), worded by :func:`reword_game_choices`."""
    for v in (*CASINO_VARIANTS, *HOME_GAMES, *CHOICE_GAMES):
        variant.addItem(variant_title(v.value), v.value)
    for small, big in STAKE_PRESETS:
        stakes.addItem(f"{format_chips(small)}/{format_chips(big)}", small)


def reword_game_choices(variant: QComboBox, stakes: QComboBox) -> None:
    """The variant and stakes boxes (``Variant`` codes, ``STAKE_PRESETS`` in order) in the
    current language's words and notation."""
    for i in range(variant.count()):
        variant.setItemText(i, variant_title(str(variant.itemData(i))))
    for i, (small, big) in enumerate(STAKE_PRESETS[:stakes.count()]):
        stakes.setItemText(i, f"{format_chips(small)}/{format_chips(big)}")


def level_choices(words: Mapping[str, str]) -> list[tuple[str, str]]:
    """Every level of :data:`studdesk.bots.LEVELS`, weakest first, with its word from
    ``words`` (each dialog words the levels in its own translation context: a language may
    need another form next to "Computer — %1" than under "Computer players")."""
    missing = [level for level in LEVELS if level not in words]
    if missing:
        raise KeyError(f"no words for the bot levels {missing}")
    return [(level, words[level]) for level in LEVELS]


def reword_levels(box: QComboBox, words: Mapping[str, str], default: str = "normal") -> None:
    """Fill ``box`` with every level (the level as the item's data), keeping the choice made
    (else ``default``), in ``words``."""
    chosen = box.currentData() or default
    box.clear()
    for level, word in level_choices(words):
        box.addItem(word, level)
    box.setCurrentIndex(max(0, box.findData(chosen)))


class HouseOptions(Retranslating, QWidget):
    """The chosen game's rule in one line (:attr:`rule`: which cards are wild, what splits the
    pot) and its house options (RULES.md W3 to W5), only its own shown: Follow the Queen's
    queens, Baseball's four and three, Low Chicago's ace of spades. :meth:`options` gives them
    as ``GameConfig`` takes them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.variant = Variant.STUD
        self.queens_wild = QCheckBox(self)
        self.queens_wild.setChecked(True)
        self.four_extra_card = QComboBox(self)
        self.three_price = QComboBox(self)
        self.low_chicago_ace = QComboBox(self)
        self.swing_tie = QComboBox(self)
        self.labels = {key: QLabel(self) for key in ("four", "three", "ace", "swing")}
        self.rule = QLabel(self)
        self.rule.setObjectName("gameRule")
        self.rule.setWordWrap(True)
        self.rule.setStyleSheet("color: #c9b98a;")
        self.queens_wild.toggled.connect(self._show_rule)
        self.form = QFormLayout(self)
        self.form.setContentsMargins(0, 0, 0, 0)
        self.form.addRow(self.rule)
        self._rule_inside = True
        self.form.addRow(self.queens_wild)
        self.form.addRow(self.labels["four"], self.four_extra_card)
        self.form.addRow(self.labels["three"], self.three_price)
        self.form.addRow(self.labels["ace"], self.low_chicago_ace)
        self.form.addRow(self.labels["swing"], self.swing_tie)
        self.retranslateUi()
        self.set_variant(Variant.STUD)

    def retranslateUi(self) -> None:  # noqa: N802
        #: Follow the Queen (W3): the queens stay wild beside the rank that follows one
        self.queens_wild.setText(self.tr("Queens are wild too"))
        self.labels["four"].setText(self.tr("An up four"))
        self.labels["three"].setText(self.tr("An up three"))
        #: Low Chicago (W5): how the ace of spades in the hole counts for the lowest spade
        self.labels["ace"].setText(self.tr("Ace of spades"))
        self._fill(self.four_extra_card, (("down", self.tr("earns an extra card down")),
                                          ("up", self.tr("earns an extra card up"))))
        self._fill(self.three_price, (("big_bet", self.tr("costs a big bet, or fold")),
                                      ("pot", self.tr("costs the pot, or fold"))))
        self._fill(self.low_chicago_ace, (("high", self.tr("counts high")),
                                          ("low", self.tr("counts low (the lowest spade)"))))
        #: High-Low Declare (W10.1): a player who declared both and ties a way
        self.labels["swing"].setText(self.tr("A swing that ties"))
        words = {"loses": self.tr("gets nothing"), "shares": self.tr("shares the half it ties")}
        self._fill(self.swing_tie, tuple((key, words[key]) for key in SWING_TIES))
        self._show_rule()

    def rule_text(self) -> str:
        """The chosen game's rule in one line, as its house options make it."""
        v = self.variant
        if v is Variant.FOLLOW_THE_QUEEN:
            if self.queens_wild.isChecked():
                #: Follow the Queen (RULES.md W3), queens wild (the default)
                return self.tr("Wild: queens, and the rank of the card dealt up after the "
                               "last up queen.")
            return self.tr("Wild: the rank of the card dealt up after the last up queen "
                           "(queens are not).")
        rules = {
            Variant.STUD: self.tr("The best five-card high hand wins."),
            Variant.STUD8: self.tr("High and low split the pot; a low is five cards eight "
                                   "or lower."),
            Variant.RAZZ: self.tr("The lowest hand wins: aces are low, straights and flushes "
                                  "do not count."),
            #: Baseball (RULES.md W4)
            Variant.BASEBALL: self.tr("Wild: threes and nines. Up to six players."),
            #: Chicago (RULES.md W5)
            Variant.CHICAGO: self.tr("Half the pot to the best high hand, half to the highest "
                                     "spade in the hole."),
            Variant.LOW_CHICAGO: self.tr("Half the pot to the best high hand, half to the "
                                         "lowest spade in the hole."),
            #: Five Card Stud (RULES.md W6)
            Variant.FIVE_CARD_STUD: self.tr("One card down and four up; the best high hand "
                                            "wins."),
            #: High-Low Declare (RULES.md W8, W9)
            Variant.STUD_DECLARE: self.tr("After the last bet everyone declares high, low or "
                                          "both, in secret and all at once; no qualifier."),
            #: Roll Your Own (RULES.md W11)
            Variant.ROLL_YOUR_OWN: self.tr("Every card comes down; on each street everyone "
                                           "turns up a card of their choice, all at once."),
        }
        return rules.get(v, "")

    def rule_beside(self) -> QLabel:
        """Take the rule's line out of these rows, for a dialog to put it beside the game's
        box (the Hotseat dialog has no room for a line of its own at 1024x640)."""
        if self._rule_inside:
            self.form.takeRow(0)
            self._rule_inside = False
            self.set_variant(self.variant)
        return self.rule

    def _show_rule(self, *_: object) -> None:
        self.rule.setText(self.rule_text())

    @staticmethod
    def _fill(box: QComboBox, items: tuple[tuple[str, str], ...]) -> None:
        chosen = box.currentData() or items[0][0]
        box.clear()
        for data, text in items:
            box.addItem(text, data)
        box.setCurrentIndex(max(0, box.findData(chosen)))

    def set_variant(self, variant: Variant) -> None:
        """Show the options of ``variant`` (none for a casino stud or Chicago)."""
        self.variant = variant
        game = variant.game
        self.form.setRowVisible(self.queens_wild, game.follow_the_queen)
        self.form.setRowVisible(self.four_extra_card, game.baseball)
        self.form.setRowVisible(self.three_price, game.baseball)
        self.form.setRowVisible(self.low_chicago_ace, variant is Variant.LOW_CHICAGO)
        self.form.setRowVisible(self.swing_tie, variant is Variant.STUD_DECLARE)
        self._show_rule()
        self.setVisible(bool(self.rule_text()) and self._rule_inside or self.visible_rows() > 0)

    def visible_rows(self) -> int:
        """The game's own options shown (the rule's line aside)."""
        game = self.variant.game
        return (int(game.follow_the_queen) + 2 * int(game.baseball)
                + int(self.variant is Variant.LOW_CHICAGO)
                + int(self.variant is Variant.STUD_DECLARE))

    def options(self) -> dict[str, object]:
        """The chosen game's house options, named as ``GameConfig`` names them."""
        game = self.variant.game
        out: dict[str, object] = {}
        if game.follow_the_queen:
            out["queens_wild"] = self.queens_wild.isChecked()
        if game.baseball:
            out["four_extra_card"] = str(self.four_extra_card.currentData())
            out["three_price"] = str(self.three_price.currentData())
        if self.variant is Variant.LOW_CHICAGO:
            out["low_chicago_ace"] = str(self.low_chicago_ace.currentData())
        if self.variant is Variant.STUD_DECLARE:
            out["swing_tie"] = str(self.swing_tie.currentData())
        return out
