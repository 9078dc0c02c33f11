"""``studdesk replay``: replay PHH files under the house rules and report each result.

The file system and the output are here; the replay and its result are the engine's
(:mod:`studdesk.engine.replay_files`, compiled with it).
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Mapping, Sequence
from json.encoder import encode_basestring_ascii
from typing import Any, Final, TextIO

from studdesk.engine.phh import format_amount
from studdesk.engine.replay_files import replay_result

_READ_FLAGS: Final = os.O_RDONLY | getattr(os, "O_BINARY", 0)  # Windows: no newline translation
_CHUNK: Final = 1 << 16


def read_text(path: str | os.PathLike[str]) -> str:
    """The file's text (UTF-8). :class:`OSError` or :class:`UnicodeDecodeError` when it cannot
    be read.

    Read with ``os.open``/``os.read``: a hand file is a kilobyte or two, and ``open()``'s
    buffered file object costs as much again as reading it (``studdesk replay`` and the
    history browser read thousands)."""
    fd = os.open(path, _READ_FLAGS)
    try:
        chunks = []
        while chunk := os.read(fd, _CHUNK):
            chunks.append(chunk)
    except OSError as exc:  # a folder: opened, but not read; say which file, as open() does
        raise OSError(exc.errno, exc.strerror, os.fspath(path)) from None
    finally:
        os.close(fd)
    data = chunks[0] if len(chunks) == 1 else b"".join(chunks)
    return data.decode("utf-8")


def replay_file(path: str) -> dict[str, Any]:
    """One file's result as the JSON line ``studdesk replay --json`` prints."""
    try:
        text = read_text(path)
    except (OSError, UnicodeDecodeError) as unreadable:
        return {"file": path, "ok": False, "action_index": None,
                "error": f"cannot read the file: {unreadable}"}
    return replay_result(path, text)


# The keys of a file replayed ok, in the order replay_file writes them (without and with the
# recorded stacks it matched).
_OK_KEYS: Final = ("file", "unit", "ok", "finishing_stacks")
_OK_MATCHED_KEYS: Final = (*_OK_KEYS, "matches_recorded")


def json_line(result: Mapping[str, Any]) -> str:
    """``json.dumps(result)`` (no newline). The line of a file replayed ok, the common one, is
    written directly: json's encoder is set up anew on every call, which costs more than the
    line (tests/test_replay.py compares the two)."""
    keys = tuple(result)
    if keys in (_OK_KEYS, _OK_MATCHED_KEYS):
        path, unit, stacks = result["file"], result["unit"], result["finishing_stacks"]
        if (type(path) is str and type(unit) is int and result["ok"] is True
                and type(stacks) is list and all(type(s) is int for s in stacks)
                and (len(keys) == 4 or result["matches_recorded"] is True)):
            return (f'{{"file": {encode_basestring_ascii(path)}, "unit": {unit}, "ok": true, '
                    f'"finishing_stacks": [{", ".join(map(str, stacks))}]'
                    + (', "matches_recorded": true}' if len(keys) == 5 else "}"))
    return json.dumps(result)




def _shown(stacks: Sequence[int], unit: int) -> str:
    """Stacks as the file writes its amounts (``[38.80, 42.40]``; whole chips without a
    currency)."""
    return "[" + ", ".join(format_amount(s, unit) for s in stacks) + "]"


def run_replay(paths: Sequence[str], *, as_json: bool, out: TextIO | None = None) -> int:
    out = out or sys.stdout
    failures = 0
    for path in paths:
        result = replay_file(path)
        if not result["ok"]:
            failures += 1
        if as_json:
            out.write(json_line(result) + "\n")
        elif result["ok"]:
            stacks = _shown(result["finishing_stacks"], result["unit"])
            out.write(f"{path}: ok, finishing stacks {stacks}\n")
        elif "recorded" in result:
            out.write(f"{path}: differs: the file records finishing stacks {result['recorded']}, "
                      f"the rules give {result['computed']}\n")
        else:
            where = "" if result["action_index"] is None else f" at action {result['action_index']}"
            out.write(f"{path}: refused{where}: {result['error']}\n")
    if not as_json and len(paths) > 1:
        out.write(f"{len(paths) - failures} of {len(paths)} files replayed\n")
    return 0 if failures == 0 else 1


__all__ = ["json_line", "read_text", "replay_file", "run_replay"]
