"""Poker Hand History (PHH): export any hand the engine played, import and replay a file under
the house rules.

PHH is TOML. The stud notation: ``d dh p1 Td3c4d`` deals p1 their three 3rd-street cards (two
down, the door card up), ``d dh p1 6d`` one card of a later street, ``d db Ks`` the community
card (RULES.md D10); ``p5 pb`` posts the bring-in, ``f`` folds, ``cc`` checks or calls,
``cbr 800`` completes, bets or raises to 800, ``sm Ah2c...`` shows, ``sm`` mucks. ``??`` is a
card nobody saw. Players are listed from the first seat left of the button (T1). House-rule
options PHH has no field for are user-defined fields: ``_max_raises``, ``_heads_up_uncapped``,
``_open_pair``, ``_buy_in``.

:func:`loads` reads the text, :func:`replay` plays it under the rules: a player who mucks, or
whose cards nobody saw and who shows nothing, concedes (S3) and never wins with cards made up
for the replay. :func:`header` gives a list entry (game, stakes, players, pot, winners, date)
without a replay; ``studdesk.phh_files.list_folder`` lists a folder of files with it.

The package, in the order a file goes through it:

- :mod:`.export`: a played hand as PHH text (:func:`export_hand`, :func:`dumps`);
- :mod:`.lean` and :mod:`.toml`: the two tokenizers, text to a key -> value map exactly as
  ``tomllib`` reads it (the lean one for StudDesk's own one-line-per-field form, string
  operations only; the TOML one for anything else, a fast path and tomllib);
- :mod:`.fields`: the field rules, written once: the map to a :class:`HandHistory`
  (:func:`~.fields.history_of`); :mod:`.read`'s :func:`loads` ties the three together;
- :mod:`.header`: a list entry without a replay;
- :mod:`.parse` and :mod:`.replay`: the actions read, the deck stacked, the hand played;
- :mod:`.history`: what they share (the errors, :class:`HandHistory`, amounts);
  :mod:`.memo`: everything the readers keep from one file to the next, in one
  :data:`~.memo.MEMO` (``MEMO.clear()`` forgets it all).

The modules but this one are compiled with the engine (``studdesk.engine.compiled``).
"""

from __future__ import annotations

from studdesk.engine.phh.export import HandWriter, actions_from_events, dumps, export_hand
from studdesk.engine.phh.header import HandHeader, header, header_of_text
from studdesk.engine.phh.history import (
    CURRENCY,
    HandHistory,
    PHHError,
    ReplayError,
    action_amount,
    format_amount,
    units,
)
from studdesk.engine.phh.memo import MEMO
from studdesk.engine.phh.read import loads
from studdesk.engine.phh.replay import ReplayResult, replay, replay_text

__all__ = [
    "CURRENCY", "MEMO", "HandHeader", "HandHistory", "HandWriter", "PHHError", "ReplayError",
    "ReplayResult", "action_amount", "actions_from_events", "dumps", "export_hand", "format_amount", "header",
    "header_of_text", "loads", "replay", "replay_text", "units",
]
