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
import json
import logging
import os
import time
from pathlib import Path
from typing import Any

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


def _saved(entry: dict[str, Any]) -> float:
    """When ``entry`` was kept (0, the oldest, for a time that is not a number)."""
    saved = entry.get("saved")
    if not isinstance(saved, (int, float)) or isinstance(saved, bool):
        return 0.0
    try:
        return float(saved)
    except OverflowError:  # a whole number past any float
        return 0.0


class SeatTokens:
    """Tokens per table address, in ``path`` (a JSON file)."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def _read(self) -> dict[str, dict[str, Any]]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        except (OSError, ValueError, RecursionError) as exc:  # RecursionError: nested too deep
            log.warning("the seat tokens in %s do not read (%s); starting afresh", self.path, exc)
            return {}
        if not isinstance(data, dict):
            return {}
        return {k: v for k, v in data.items() if isinstance(v, dict)
                and isinstance(v.get("token"), str)}

    def _write(self, data: dict[str, dict[str, Any]]) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        tmp = self.path.with_suffix(".tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(data, out, indent=1, sort_keys=True)
        os.replace(tmp, self.path)
        with contextlib.suppress(OSError):
            os.chmod(self.path, 0o600)

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
        if len(data) > KEEP:
            oldest = sorted(data, key=lambda k: _saved(data[k]))
            for key in oldest[: len(data) - KEEP]:
                del data[key]
        try:
            self._write(data)
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
