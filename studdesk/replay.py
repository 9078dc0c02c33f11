"""``studdesk replay``: replay PHH files under the house rules and report each result."""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping, Sequence
from json.encoder import encode_basestring_ascii
from typing import Any, TextIO

from studdesk.engine.phh import PHHError, ReplayError, format_amount, loads, replay
from studdesk.phh_files import read_text


def replay_file(path: str) -> dict[str, Any]:
    """One file's result as the JSON line ``studdesk replay --json`` prints."""
    result: dict[str, Any] = {"file": path}
    try:
        text = read_text(path)
    except (OSError, UnicodeDecodeError) as exc:
        return {**result, "ok": False, "action_index": None, "error": f"cannot read the file: {exc}"}
    try:
        history = loads(text)
        outcome = replay(history)
    except ReplayError as exc:
        return {**result, "ok": False, "action_index": exc.action_index, "error": str(exc)}
    except PHHError as exc:
        return {**result, "ok": False, "action_index": None, "error": str(exc)}
    except (ValueError, ArithmeticError, RecursionError) as exc:
        # The reader's guards should have said it better; still, one file never ends a batch.
        return {**result, "ok": False, "action_index": None,
                "error": f"cannot replay the file: {str(exc)[:200]}"}
    stacks = outcome.finishing_stacks
    recorded = history.finishing_stacks
    result["unit"] = history.unit  # chips per unit shown: 100 (cents) or 1 (whole chips)
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
_OK_KEYS = ("file", "unit", "ok", "finishing_stacks")
_OK_MATCHED_KEYS = (*_OK_KEYS, "matches_recorded")


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
