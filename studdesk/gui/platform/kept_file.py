"""A small JSON file of entries this desktop keeps by a key (the seat tokens, the known tables'
fingerprints): read leniently (a file that does not read is empty, with a warning: what it kept
is only a convenience), bounded to the newest entries by their ``saved`` time, and written whole
through a temporary file, readable by the user only when it holds secrets.

>>> import tempfile
>>> path = Path(tempfile.mkdtemp()) / "kept.json"
>>> write_entries(path, bounded({"a": {"saved": 2}, "b": {"saved": 1}, "c": {}}, 2))
>>> sorted(read_entries(path, "entries", lambda v: True))
['a', 'b']
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

Entries = dict[str, dict[str, Any]]


def read_entries(path: Path, what: str, valid: Callable[[dict[str, Any]], bool]) -> Entries:
    """The entries in ``path`` that are maps ``valid`` accepts; ``{}`` when there is no file or
    it does not read (``what`` names its contents in the warning)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    except (OSError, ValueError, RecursionError) as exc:  # RecursionError: nested too deep
        log.warning("the %s in %s do not read (%s); starting afresh", what, path, exc)
        return {}
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, dict)
            and valid(v)}


def saved_at(entry: dict[str, Any]) -> float:
    """When ``entry`` was kept (0, the oldest, for a time that is not a number)."""
    saved = entry.get("saved")
    if not isinstance(saved, (int, float)) or isinstance(saved, bool):
        return 0.0
    try:
        return float(saved)
    except OverflowError:  # a whole number past any float
        return 0.0


def bounded(data: Entries, keep: int) -> Entries:
    """``data`` with only its ``keep`` newest entries (the oldest forgotten first)."""
    if len(data) > keep:
        for key in sorted(data, key=lambda k: saved_at(data[k]))[: len(data) - keep]:
            del data[key]
    return data


def write_entries(path: Path, data: Entries, *, private: bool = False) -> None:
    """Write ``data`` to ``path`` whole, through a temporary file (``private``: readable by the
    user only). Raises the OSError of a file that cannot be written."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600 if private else 0o666)
    with os.fdopen(fd, "w", encoding="utf-8") as out:
        json.dump(data, out, indent=1, sort_keys=True)
    os.replace(tmp, path)
    if private:
        with contextlib.suppress(OSError):
            os.chmod(path, 0o600)
