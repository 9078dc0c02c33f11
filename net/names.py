"""Player names at a table: blank-looking names, look-alikes, and the reserved " (bot)".

Two names clash when their *keys* are equal: the key is the NFKC form (full-width letters,
ligatures and other compatibility forms become plain ones), case-folded, with every letter that
looks like a Latin letter replaced by it. The look-alike table below covers the Cyrillic and
Greek letters that are drawn like Latin ones (the part of Unicode's ``confusables.txt`` that
matters for names typed at a card table) plus the digits 0 and 1. No library on PyPI gives
UTS #39 skeletons with a maintained data file (``confusables`` was last released in 2021,
``confusable-homoglyphs`` answers "is this mixed-script", not "do these two look alike"), so the
table is kept here, small and tested.

>>> name_key("Tаble") == name_key("Table")   # a Cyrillic а
True
>>> name_key("ＢＯＢ") == name_key("bob")    # full-width letters
True
>>> check_name("\\u3164", [])
<NameProblem.BLANK: 'blank'>
>>> check_name("Cleo (bot)", [])
<NameProblem.RESERVED: 'reserved'>
>>> check_name("Аda", ["Ada"])
<NameProblem.TAKEN: 'taken'>
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from enum import Enum
from typing import Final

# Characters that draw as nothing (or as a blank cell) but are not white space to Python.
BLANK_LOOKING: Final = frozenset(
    "\u115f\u1160\u3164\uffa0"  # Hangul fillers
    "\u2800"  # Braille pattern blank
    "\u180e"  # Mongolian vowel separator
    "\u200b\u200c\u200d\u2060\ufeff"  # zero-width space, joiners, word joiner, BOM
    "\u00ad\u034f\u061c\u17b4\u17b5"  # soft hyphen, grapheme joiner, Arabic mark, Khmer vowels
    "\u2061\u2062\u2063\u2064"  # invisible operators
    "\U0001d159\U0001d173\U0001d174\U0001d175\U0001d176\U0001d177\U0001d178\U0001d179\U0001d17a"
)

# Cyrillic and Greek letters (lower case, after case folding) drawn like Latin ones.
_LOOK_ALIKE: Final = {
    # Cyrillic
    "а": "a", "в": "b", "с": "c", "ԁ": "d", "е": "e", "ё": "e", "һ": "h", "і": "i", "ї": "i",
    "ј": "j", "к": "k", "ӏ": "l", "м": "m", "н": "h", "о": "o", "р": "p", "ԛ": "q", "ѕ": "s",
    "т": "t", "у": "y", "ԝ": "w", "х": "x", "ү": "y", "г": "r", "п": "n", "ь": "b", "з": "3",
    # Greek
    "α": "a", "β": "b", "ε": "e", "η": "n", "ι": "i", "κ": "k", "ν": "v", "ο": "o", "ρ": "p",
    "τ": "t", "υ": "u", "χ": "x", "γ": "y", "ω": "w", "ϲ": "c", "ϳ": "j", "μ": "u",
    # digits and Latin look-alikes
    "0": "o", "1": "l", "ı": "i", "ʟ": "l",
}
_TABLE: Final = str.maketrans(_LOOK_ALIKE)
# Upper-case letters whose lower case differs in shape from the Latin one they look like.
_UPPER: Final = str.maketrans({"Н": "H", "В": "B", "М": "M", "Т": "T", "К": "K", "Р": "P",
                               "С": "C", "Х": "X", "Е": "E", "О": "O", "А": "A", "Ѕ": "S",
                               "І": "I", "Ј": "J", "Η": "H", "Β": "B", "Μ": "M", "Τ": "T",
                               "Κ": "K", "Ρ": "P", "Χ": "X", "Ε": "E", "Ο": "O", "Α": "A",
                               "Ι": "I", "Ν": "N", "Ζ": "Z", "Υ": "Y"})

BOT_SUFFIX: Final = "(bot)"
RESERVED: Final = frozenset({"table"})


class NameProblem(Enum):
    BLANK = "blank"
    RESERVED = "reserved"
    TAKEN = "taken"


def name_key(name: str) -> str:
    """The form two names are compared in: NFKC, look-alikes replaced, case-folded, spaces
    folded."""
    text = unicodedata.normalize("NFKC", name).translate(_UPPER).casefold().translate(_TABLE)
    text = "".join(ch for ch in text if ch not in BLANK_LOOKING)
    return " ".join(text.split())


def is_blank_looking(name: str) -> bool:
    """True when ``name`` has a character that draws as nothing or nothing visible at all."""
    text = unicodedata.normalize("NFKC", name)
    if any(ch in BLANK_LOOKING for ch in text):
        return True
    return not any(not ch.isspace() and unicodedata.category(ch)[0] in "LNPS" for ch in text)


def check_name(name: str, in_use: Iterable[str], *, bot: bool = False) -> NameProblem | None:
    """Why ``name`` may not join a table where ``in_use`` are taken, or ``None``."""
    if is_blank_looking(name):
        return NameProblem.BLANK
    key = name_key(name)
    if key in RESERVED:
        return NameProblem.TAKEN
    if not bot and key.replace(" ", "").endswith(BOT_SUFFIX):
        return NameProblem.RESERVED
    if any(name_key(other) == key for other in in_use):
        return NameProblem.TAKEN
    return None
