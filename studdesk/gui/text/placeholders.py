"""Qt-style ``%1``, ``%2`` ... placeholders filled in a translated sentence: :func:`fmt`.

A module of its own, with nothing but the standard library, so that the lobby words its lines
without loading the dealer's voice (:mod:`.narrator`, which the table needs) or the engine's
game names before its first paint (``tests/gui/platform/test_startup.py``).

>>> fmt("%2 raises to %1", "40", "Anna")
'Anna raises to 40'
>>> fmt("%1 and %3", "one")
'one and %3'
"""

from __future__ import annotations

import re


def fmt(template: str, *args: object) -> str:
    """Fill Qt-style ``%1``, ``%2`` ... placeholders in one pass (translators may reorder them)."""

    def value(match: re.Match[str]) -> str:
        k = int(match.group(1))
        return str(args[k - 1]) if 0 < k <= len(args) else match.group(0)

    return re.sub(r"%(\d)", value, template)
