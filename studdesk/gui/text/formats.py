"""A night's format in words: the lobby's "Sit-and-go · Triple Stud · level 3", the
table's level and what comes next, eliminations and places, in the interface's language.

The host sends the facts (PROTOCOL.md, Formats: ``format``, ``games``, ``mode``, ``level``, the
stakes and ``in_hands``/``in_ms``); the words are built here, so every client reads them in its
own language.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

from studdesk.engine.config import CASINO_VARIANTS, Variant
from studdesk.gui.text.money import format_chips
from studdesk.gui.text.narrator import fmt, short_variant_title, variant_title

if TYPE_CHECKING:  # the lobby loads this module: no wire code before a table
    from net import protocol as P

translate = QCoreApplication.translate


class Format(QObject):
    """The "Format" context's counts with Qt's plural forms (``%n``): lupdate finds them in a
    ``tr`` of a class of that name."""

    def in_hands(self, n: int) -> str:
        """"in 3 hands"."""
        return self.tr("in %n hands", "", n)

    def in_minutes(self, n: int) -> str:
        """"in 4 minutes"."""
        return self.tr("in %n minutes", "", n)

    def in_seconds(self, n: int) -> str:
        """"in 40 seconds", "in 1 second"."""
        return self.tr("in %n seconds", "", n)


_PLURALS = Format()

TRIPLE = frozenset(v.value for v in CASINO_VARIANTS)


def game_name(code: str) -> str:
    """A game's name as a mixed-game table says it: "Stud", "Razz", "Stud Hi/Lo"."""
    if code == Variant.STUD.value:
        return translate("Format", "Stud")
    return short_variant_title(code)


def games_label(games: Sequence[str]) -> str:
    """"Triple Stud" for the three stud games, else their short names joined."""
    if len(games) == 3 and set(games) == TRIPLE:
        return translate("Format", "Triple Stud")
    return " / ".join(game_name(g) for g in games)


def format_title(kind: str, games: Sequence[str], mode: str, level: int | None,
                 variant: str = "") -> str:
    """The lobby's and the window's name for a table's format.

    A plain cash table is just its game; else e.g. "Sit-and-go · Triple Stud · level 3",
    "Cash game · Dealer's choice: Stud / Razz". ``level`` None leaves the level out."""
    games = list(games) or ([variant] if variant else [])
    parts: list[str] = []
    if kind == "sng":
        parts.append(translate("Format", "Sit-and-go"))
    elif mode != "fixed" or (level or 0) > 0:
        parts.append(translate("Format", "Cash game"))
    if mode == "dealers_choice":
        parts.append(fmt(translate("Format", "Dealer's choice: %1"), games_label(games)))
    elif len(games) > 1:
        parts.append(games_label(games))
    else:
        parts.append(variant_title(games[0]) if games else "")
    if level is not None and (kind == "sng" or level > 0):
        parts.append(fmt(translate("Format", "level %1"), (level or 0) + 1))
    return " · ".join(p for p in parts if p)


def stakes_text(stakes: P.Stakes) -> str:
    """"3/6, ante 0.60"."""
    return fmt(translate("Format", "%1/%2, ante %3"), format_chips(stakes.small_bet),
               format_chips(stakes.big_bet), format_chips(stakes.ante))


def when_text(in_hands: int | None, in_ms: int | None) -> str:
    """"after the next hand", "in 3 hands", "in 4 minutes", "in 40 seconds"."""
    if in_hands is not None:
        if in_hands <= 0:
            return translate("Format", "from this hand")
        if in_hands == 1:
            return translate("Format", "after the next hand")
        return _PLURALS.in_hands(in_hands)
    seconds = max(0, int((in_ms or 0) / 1000))
    if seconds >= 90:
        return _PLURALS.in_minutes(round(seconds / 60))
    return _PLURALS.in_seconds(seconds)


def level_now_text(level: int, stakes: P.Stakes) -> str:
    """"Level 3: 3/6, ante 0.60"."""
    return fmt(translate("Format", "Level %1: %2"), level + 1, stakes_text(stakes))


def _coming_when(in_hands: int | None, in_ms: int | None) -> str:
    """When something coming starts, counted from the hand in play: 0 hands is the next hand
    ("from the next hand"), else as :func:`when_text`."""
    if in_hands is not None and in_hands <= 0:
        return translate("Format", "from the next hand")
    return when_text(in_hands, in_ms)


def next_level_text(nxt: P.NextLevel) -> str:
    """"Level 4 in 2 hands: 5/10, ante 1"."""
    return fmt(translate("Format", "Level %1 %2: %3"), nxt.level + 1,
               _coming_when(nxt.in_hands, nxt.in_ms), stakes_text(nxt))


def next_game_text(current: str, nxt: P.NextGame) -> str:
    """"Razz, then Stud Hi/Lo in 3 hands"."""
    return fmt(translate("Format", "%1, then %2 %3"), game_name(current),
               game_name(nxt.variant), _coming_when(nxt.in_hands, None))


def place_text(place: int) -> str:
    """"1st", "2nd" ... in the language's own way."""
    return fmt(translate("Format", "place %1"), place)


def elimination_text(name: str, place: int, prize: int) -> str:
    """"Ann is out in place 3" (with the prize when there is one)."""
    if prize:
        return fmt(translate("Format", "%1 is out in place %2 and wins %3."), name, place,
                   format_chips(prize))
    return fmt(translate("Format", "%1 is out in place %2."), name, place)


def announce_text(msg: P.Announce, current: str = "",
                  names: Mapping[int, str] | None = None) -> str:
    """An ``announce`` message in words: a level now or coming, a game now or coming, a
    dealer's choice made or kept. ``names``: the players by seat (the chooser by name)."""
    from net.protocol import NextGame, NextLevel  # a table's words: the wire code is loaded

    if msg.kind == "level":
        coming = NextLevel(level=msg.level or 0, small_bet=msg.small_bet or 0,
                             big_bet=msg.big_bet or 0, ante=msg.ante or 0,
                             bring_in=msg.bring_in or 0, in_hands=msg.in_hands,
                             in_ms=msg.in_ms)
        if not msg.in_hands and not msg.in_ms:
            return level_now_text(coming.level, coming)
        return next_level_text(coming)
    variant = msg.variant or ""
    if msg.timed_out:
        return fmt(translate("Format", "No choice in time: %1 goes on."),
                   game_name(variant))
    if msg.chooser is not None:
        name = (names or {}).get(msg.chooser)
        if name:
            #: dealer's choice: %1 a player's name, %2 the game
            return fmt(translate("Format", "%1 chooses %2."), name, game_name(variant))
        return fmt(translate("Format", "Seat %1 chooses %2."), msg.chooser,
                   game_name(variant))
    if not msg.in_hands:
        return fmt(translate("Format", "Now playing %1."), game_name(variant))
    return next_game_text(current or variant, NextGame(variant=variant, in_hands=msg.in_hands))
