"""Replaying PHH files one after another, as ``studdesk replay`` does: each file's result as one
record (and as the JSON line ``--json`` prints).

Compiled with the rules engine (``COMPILED_MODULES``): a batch of thousands of files spends
more in this per-file bookkeeping (read the bytes, the result, its line) than Python's own
interpreter should cost next to a replay of 50 us. The command line (:mod:`studdesk.replay`)
and the history browser (:mod:`studdesk.phh_files`) use it.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping, Sequence
from json.encoder import encode_basestring_ascii
from typing import Any, Final

from studdesk.engine.phh import PHHError, ReplayError, loads, replay

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
    result: dict[str, Any] = {"file": path}
    try:
        text = read_text(path)
    except (OSError, UnicodeDecodeError) as unreadable:
        return {**result, "ok": False, "action_index": None,
                "error": f"cannot read the file: {unreadable}"}
    try:
        history = loads(text)
        outcome = replay(history)
    except ReplayError as refused:  # compiled: one name per exception type (COMPILED_MODULES)
        return {**result, "ok": False, "action_index": refused.action_index,
                "error": str(refused)}
    except PHHError as unreadable_hand:
        return {**result, "ok": False, "action_index": None, "error": str(unreadable_hand)}
    except (ValueError, ArithmeticError, RecursionError) as broken:
        # The reader's guards should have said it better; still, one file never ends a batch.
        return {**result, "ok": False, "action_index": None,
                "error": f"cannot replay the file: {str(broken)[:200]}"}
    stacks = outcome.finishing_stacks
    recorded = history.finishing_stacks
    unit = history.unit  # chips per unit shown: 100 (cents) or 1 (whole chips)
    if recorded == stacks:  # the common case: the rules give what the file records
        return {"file": path, "unit": unit, "ok": True, "finishing_stacks": stacks,
                "matches_recorded": True}
    result["unit"] = unit
    rake = recorded_rake(history.fields, recorded, stacks)
    if rake is not None:
        # The site kept a rake the house does not take, and the file says how much and from
        # whom: the rules' result less exactly that rake is the recorded one.
        return {**result, "ok": True, "finishing_stacks": stacks, "matches_recorded": True,
                "rake": rake}
    if recorded is not None and recorded != stacks:
        # The rules give another result than the file records: say so, never "ok".
        return {**result, "ok": False, "action_index": None,
                "error": f"the file records finishing stacks {recorded}, "
                         f"the rules give {stacks}",
                "recorded": recorded, "computed": stacks, "finishing_stacks": stacks,
                "matches_recorded": False}
    result.update({"ok": True, "finishing_stacks": stacks})
    if recorded is not None:
        result["matches_recorded"] = True
    return result


def recorded_rake(fields: Mapping[str, Any], recorded: Sequence[int] | None,
                  computed: Sequence[int]) -> int | None:
    """The rake that explains the difference between ``recorded`` and ``computed`` stacks, when
    the file declares one (``_rake`` and the 1-based ``_collectors``, as in the conformance
    files): every extra chip the rules give goes to a collector and they add up to ``_rake``
    exactly. None when the file declares no rake, no rake was taken, or it does not explain the
    difference (then the difference stands and is reported).

    >>> recorded_rake({"_rake": 3, "_collectors": [2]}, [10, 97], [10, 100])
    3
    >>> recorded_rake({"_rake": 3, "_collectors": [1]}, [10, 97], [10, 100]) is None
    True
    """
    rake, collectors = fields.get("_rake"), fields.get("_collectors")
    if recorded is None or len(recorded) != len(computed) or recorded == computed:
        return None
    if not isinstance(rake, int) or isinstance(rake, bool) or rake <= 0:
        return None
    if not isinstance(collectors, list) or not all(isinstance(c, int) for c in collectors):
        return None
    extra = {i + 1: c - r for i, (c, r) in enumerate(zip(computed, recorded)) if c != r}
    if sum(extra.values()) != rake or any(v < 0 for v in extra.values()):
        return None
    return rake if set(extra) <= set(collectors) else None


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


__all__ = ["json_line", "read_text", "recorded_rake", "replay_file"]
