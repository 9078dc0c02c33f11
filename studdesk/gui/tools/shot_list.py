"""The scenes ``studdesk shots`` renders, in order: one list, without Qt, for the command line
(:mod:`.shots_cli`) and the renderer (:mod:`.shots`, a ``_<name>`` method for each)."""

from __future__ import annotations

from typing import Final

SCENE_NAMES: Final = ("lobby", "host-dialog", "table-third-street",
                      "table-seventh-street-community", "showdown-hilo", "last-hand",
                      "hotseat-handover", "settings", "follow-the-queen", "baseball-buy",
                      "baseball-eleven", "chicago-showdown", "dealers-choice",
                      "declare-choice", "declare-showdown", "roll-your-own-choice",
                      "time-bank", "time-bank-spending")

WINDOW_NAMES: Final = ("lobby", "host-dialog", "hotseat-dialog", "settings", "standings",
                       "history", "replayer", "last-hand", "connect", "invite", "password",
                       "name")
"""The lobby and every dialog and window apart from the table, which ``studdesk shots
--window`` renders as ``window-<name>.png`` (:mod:`.windows`)."""
