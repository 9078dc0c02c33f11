"""The reconnect tokens of the tables this desktop joined (RULES.md C4 across restarts): after a
host restarts (its "Resume", or ``studdesk host --data-dir`` again) a player who joins the same
table again says hello with the token the host gave them and gets their seats back.

One small JSON file beside the settings, readable by the user only (a token is a seat's key),
keyed by the table's address and port and the player's name (two windows of this desktop at one
table, as different players, each keep their own); the table's name is kept beside it.
While a session uses a token it is marked held (``holder``: this process and the session); another
window (of this process or another live one) does not pick up a held token, so two windows of
one desktop never push each other out of a seat; closing the session lets go of it, and a holder
whose process is gone holds nothing. At most :data:`KEEP` tables are remembered (the oldest is forgotten first). A file that does not
read is treated as empty and written anew: a lost token only means joining as a new player.
"""

from __future__ import annotations

import contextlib
import logging
import os
import time
from pathlib import Path
from typing import Any

from studdesk.gui.platform.kept_file import Entries, bounded, read_entries, write_entries

log = logging.getLogger(__name__)

FILE_NAME = "seat-tokens.json"
KEEP = 32


def _key(address: str, port: int, player: str) -> str:
    return f"{address}:{port}/{player}"


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # e.g. not ours to signal: it exists
        return True
    return True


def _held(entry: dict[str, Any]) -> bool:
    holder = entry.get("holder")
    if not isinstance(holder, str) or ":" not in holder:
        return False
    pid = holder.split(":", 1)[0]
    return (pid.isascii() and pid.isdigit() and len(pid) <= 10 and int(pid) < 2**31
            and _alive(int(pid)))


class SeatTokens:
    """Tokens per table address, in ``path`` (a JSON file)."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def _read(self) -> Entries:
        return read_entries(self.path, "seat tokens",
                            lambda v: isinstance(v.get("token"), str))

    def _write(self, data: Entries) -> None:
        write_entries(self.path, data, private=True)  # a token is a seat's key

    def token(self, address: str, port: int, player: str) -> str | None:
        """The token ``player`` of this desktop last held at ``address:port`` (None: none, or
        another live session holds it now)."""
        entry = self._read().get(_key(address, port, player))
        return str(entry["token"]) if entry is not None and not _held(entry) else None

    def table_name(self, address: str, port: int, player: str) -> str | None:
        entry = self._read().get(_key(address, port, player))
        name = entry.get("table") if entry is not None else None
        return name if isinstance(name, str) else None

    def keep(self, address: str, port: int, player: str, token: str, table: str,
             holder: str = "") -> None:
        """Remember ``player``'s ``token`` for the table ``table`` at ``address:port``, held by
        ``holder`` (``"<pid>:<session>"``; see :meth:`release`)."""
        data = self._read()
        data[_key(address, port, player)] = {"token": token, "table": table, "saved": time.time(),
                                             "holder": holder}
        try:
            self._write(bounded(data, KEEP))
        except OSError as exc:
            log.warning("cannot keep the seat token in %s: %s", self.path, exc)

    def release(self, address: str, port: int, player: str, holder: str) -> None:
        """The session ``holder`` is closed: the token is free for the next join."""
        data = self._read()
        entry = data.get(_key(address, port, player))
        if entry is not None and entry.get("holder") == holder:
            entry["holder"] = ""
            with contextlib.suppress(OSError):
                self._write(data)

    def forget(self, address: str, port: int, player: str) -> None:
        data = self._read()
        if data.pop(_key(address, port, player), None) is not None:
            with contextlib.suppress(OSError):
                self._write(data)
