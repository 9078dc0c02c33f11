"""The choices the Host and Hotseat dialogs share, in the interface's language: the game and
stakes boxes, and the computer players' levels (:data:`studdesk.bots.LEVELS`)."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtWidgets import QComboBox

from studdesk.bots import LEVELS
from studdesk.engine.config import CASINO_VARIANTS, STAKE_PRESETS
from studdesk.gui.text.money import format_chips
from studdesk.gui.text.narrator import variant_title


def fill_game_choices(variant: QComboBox, stakes: QComboBox) -> None:
    """Every variant (its code as the item's data) and the RULES.md L1 stakes ladder (the small
    bet as data), worded by :func:`reword_game_choices`."""
    for v in CASINO_VARIANTS:  # the home games wait for their GUI (buy prompt, wild marks)
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
