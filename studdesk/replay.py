"""``studdesk replay``: replay PHH files under the house rules and report each result."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TextIO

from studdesk.engine.phh import format_amount
from studdesk.engine.replay_files import json_line, replay_file


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


__all__ = ["json_line", "replay_file", "run_replay"]
