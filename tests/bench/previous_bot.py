"""The hard bot as it was before its simulation was made twice as fast: ``studdesk/bots/equity.py``
and ``hard.py`` at commit :data:`PREVIOUS_COMMIT`, read from this repository's history (not a
copy kept in the tree, which a fix to the hard bot would leave silently behind).

:func:`load` executes the two files as the package ``previous_bots``, beside today's
``studdesk.bots`` modules they import (``features``, ``stage``, ``table``: unchanged since that
commit, which :func:`load` checks). ``bench_bots.py --versus-previous`` plays today's hard bot
against it; ``record`` writes the estimates ``tests/bots/test_equity_previous.py`` compares
today's simulation with:

    python tests/bench/previous_bot.py record      # rewrites tests/bots/data/previous_equity.json
"""

from __future__ import annotations

import importlib
import json
import subprocess
import sys
import types
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# pinned in full (a short id can grow ambiguous as the history grows)
PREVIOUS_COMMIT = "746b04307487d726e608f96071f2ce5ba8d28274"
PACKAGE = "previous_bots"
UNCHANGED = ("features", "stage", "table")  # today's modules the previous bot imports
RECORDED = ROOT / "tests" / "bots" / "data" / "previous_equity.json"


class HistoryMissing(RuntimeError):
    """This checkout has no git history reaching :data:`PREVIOUS_COMMIT`."""


def _git(*args: str) -> str:
    try:
        done = subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True,
                              check=False)
    except OSError as exc:
        raise HistoryMissing(f"git is not available: {exc}") from exc
    if done.returncode != 0:
        raise HistoryMissing(f"git {' '.join(args)}: {done.stderr.strip()} (the previous hard "
                             f"bot is read from commit {PREVIOUS_COMMIT}: a full clone has it)")
    return done.stdout


def load() -> types.ModuleType:
    """The previous ``hard`` module (its ``HardBot``, ``DEFAULT_SIMULATIONS``, and ``equity``)."""
    if f"{PACKAGE}.hard" in sys.modules:
        return sys.modules[f"{PACKAGE}.hard"]
    changed = _git("diff", "--stat", PREVIOUS_COMMIT, "HEAD", "--",
                   *(f"studdesk/bots/{name}.py" for name in UNCHANGED)).strip()
    if changed:
        raise HistoryMissing(f"studdesk/bots/{{{','.join(UNCHANGED)}}} changed since "
                             f"{PREVIOUS_COMMIT}; the previous bot needs them as they were:\n"
                             f"{changed}")
    package = types.ModuleType(PACKAGE)
    package.__path__ = []
    sys.modules[PACKAGE] = package
    for name in UNCHANGED:
        sys.modules[f"{PACKAGE}.{name}"] = importlib.import_module(f"studdesk.bots.{name}")
    for name in ("equity", "hard"):  # equity first: hard imports it
        source = _git("show", f"{PREVIOUS_COMMIT}:studdesk/bots/{name}.py")
        module = types.ModuleType(f"{PACKAGE}.{name}")
        module.__package__ = PACKAGE
        module.__file__ = f"{PREVIOUS_COMMIT}:studdesk/bots/{name}.py"
        sys.modules[module.__name__] = module
        exec(compile(source, module.__file__, "exec"), module.__dict__)  # noqa: S102
    return sys.modules[f"{PACKAGE}.hard"]


def record(path: Path = RECORDED) -> int:
    """Write the previous simulation's estimates for :func:`tests.bots.equity_cases.cases`."""
    sys.path.insert(0, str(ROOT))
    from tests.bots.equity_cases import SIMULATIONS, cases, fingerprint

    previous = load()
    rows = []
    for case in cases():
        rows.append({"case": case.name, "situation": fingerprint(case.situation),
                     "read_actions": case.read_actions,
                     "equity": previous.equity(case.situation, case.rng(), SIMULATIONS,
                                               read_actions=case.read_actions)})
    lines = ",\n".join(json.dumps(row) for row in rows)  # one estimate a line: diffs stay small
    path.write_text(f'{{"commit": "{PREVIOUS_COMMIT}", "simulations": {SIMULATIONS}, '
                    f'"estimates": [\n{lines}\n]}}\n', encoding="utf-8")
    print(f"{len(rows)} estimates of the hard bot at {PREVIOUS_COMMIT} written to {path}")
    return 0


if __name__ == "__main__":
    if sys.argv[1:] != ["record"]:
        sys.exit(__doc__)
    sys.exit(record())
