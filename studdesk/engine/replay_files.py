"""Replaying PHH files one after another, as ``studdesk replay`` does: each file's result as one
record (the JSON line ``--json`` prints).

Compiled with the rules engine (``COMPILED_MODULES``): a batch of thousands of files spends
more in this per-file bookkeeping (the result and its checks) than Python's own interpreter
should cost next to a replay of 50 us. The engine does no file I/O: the command line
(:mod:`studdesk.replay`) reads each file and writes its line.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from studdesk.engine.phh.history import PHHError, ReplayError
from studdesk.engine.phh.read import loads
from studdesk.engine.phh.replay import replay


def replay_result(path: str, text: str) -> dict[str, Any]:
    """The result of replaying ``text``, the file ``path`` holds, as the JSON line
    ``studdesk replay --json`` prints (the file is read outside the engine:
    :func:`studdesk.replay.replay_file`)."""
    result: dict[str, Any] = {"file": path}
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


__all__ = ["recorded_rake", "replay_result"]
