"""PHH files on disk: list a folder of hands fast, without replaying them.

The engine reads and replays PHH text (:mod:`studdesk.engine.phh`); this module does the file
system part. A history browser lists a folder with :func:`list_folder` (10,000 files in about
two seconds, ``tests/bench/bench_phh.py``) and replays only the hand the user opens.
"""

from __future__ import annotations

import contextlib
import datetime
import json
import os
from typing import Any

from studdesk.engine.config import Variant
from studdesk.engine.phh import HandHeader, header_of_text
from studdesk.replay import read_text


def read_header(path: str | os.PathLike[str]) -> HandHeader:
    """The list entry of one file; never raises: a file that cannot be read gets ``error``."""
    name = os.fspath(path)
    try:
        text = read_text(name)
    except (OSError, UnicodeDecodeError) as exc:
        return HandHeader(name, error=f"cannot read the file: {exc}")
    return header_of_text(text, name)


def list_folder(folder: str | os.PathLike[str], *, suffix: str = ".phh",
                cache: str | os.PathLike[str] | None = None) -> list[HandHeader]:
    """Every ``*.phh`` file in ``folder`` (not its subfolders) as list entries, sorted by file
    name. Files that cannot be read or are not stud hands are listed with their ``error``.

    ``cache``: a file (the caller's, e.g. in the platform's cache folder) that keeps the
    entries between listings; a file whose size and modification time are unchanged is not
    read again. A cache that is missing, unreadable or from another version is ignored and
    written afresh; failing to write it only costs the next listing its speed."""
    base = os.fspath(folder)
    with os.scandir(base) as scan:
        entries = sorted((e for e in scan if e.name.endswith(suffix) and e.is_file()),
                         key=lambda e: e.name)
    if cache is None:
        return [read_header(e.path) for e in entries]
    known = _load_cache(cache)
    fresh: dict[str, list[Any]] = {}
    out = []
    for entry in entries:
        try:
            st = entry.stat()
            stamp = [st.st_size, st.st_mtime_ns]
        except OSError:
            stamp = None
        key = os.path.abspath(entry.path)
        cached = known.get(key)
        item = None
        if stamp is not None and cached is not None and cached[:2] == stamp:
            item = _from_json(entry.path, cached[2])
            if item is not None:
                fresh[key] = cached
        if item is None:
            item = read_header(entry.path)
            if stamp is not None:
                fresh[key] = [*stamp, _to_json(item)]
        out.append(item)
    # Other folders' entries stay; this folder's files that are gone leave the cache.
    here = os.path.join(os.path.abspath(base), "")
    gone = [k for k in known if k.startswith(here) and k not in fresh
            and os.path.dirname(k) == here[:-1]]
    if gone or any(known.get(k) != v for k, v in fresh.items()):
        kept = {k: v for k, v in known.items() if k not in gone}
        _save_cache(cache, {**kept, **fresh})
    return out


_CACHE_VERSION = 1


def _to_json(h: HandHeader) -> list[Any]:
    return [h.error, None if h.variant is None else h.variant.phh_code, h.ante, h.bring_in,
            h.small_bet, h.big_bet, list(h.players), list(h.seats), list(h.starting_stacks),
            None if h.finishing_stacks is None else list(h.finishing_stacks), h.pot,
            list(h.winners), h.number, None if h.date is None else h.date.isoformat(),
            None if h.time is None else h.time.isoformat()]


def _from_json(path: str, row: Any) -> HandHeader | None:
    """The cached entry, or None when it is not one this version wrote."""
    try:
        (error, variant, ante, bring_in, small_bet, big_bet, players, seats, starting,
         finishing, pot, winners, number, date, when) = row
        return HandHeader(
            path, error, None if variant is None else Variant.from_phh(variant), ante, bring_in,
            small_bet, big_bet, tuple(players), tuple(seats), tuple(starting),
            None if finishing is None else tuple(finishing), pot, tuple(winners), number,
            None if date is None else datetime.date.fromisoformat(date),
            None if when is None else datetime.time.fromisoformat(when))
    except (TypeError, ValueError):
        return None


def _load_cache(cache: str | os.PathLike[str]) -> dict[str, list[Any]]:
    try:
        with open(cache, encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, ValueError, RecursionError):  # RecursionError: nested too deep
        return {}
    if not isinstance(data, dict) or data.get("version") != _CACHE_VERSION:
        return {}
    files = data.get("files")
    if not isinstance(files, dict):
        return {}
    return {k: v for k, v in files.items()
            if isinstance(v, list) and len(v) == 3 and isinstance(v[2], list)}


def _save_cache(cache: str | os.PathLike[str], files: dict[str, list[Any]]) -> None:
    target = os.fspath(cache)
    temporary = f"{target}.{os.getpid()}.tmp"
    try:
        with open(temporary, "w", encoding="utf-8") as f:
            json.dump({"version": _CACHE_VERSION, "files": files}, f, separators=(",", ":"))
        os.replace(temporary, target)
    except OSError:
        with contextlib.suppress(OSError):
            os.remove(temporary)


__all__ = ["list_folder", "read_header", "read_text"]
