"""The pure-Python and the compiled (mypyc) engine side by side, each against its peer, in one run.

    python tests/bench/bench_compiled.py [--rounds 3] [--files 1000] [--seconds 1.0] [--n 50000]
        [--benches phh,engine,evaluator] [--tree LABEL=DIR ...]

Needs the compiled engine built in this checkout (``./run.sh setup --compiled``). The pure
engine is a copy of the checkout's ``studdesk/``, ``net/`` and ``tests/bench/`` without the
compiled modules, in a temporary folder. The three benches run unchanged, each as a fresh
process in each tree, the two trees taking turns, ``--rounds`` times:

- ``bench_phh.py``: ``studdesk replay --json`` as a whole process against PokerKit on the same
  files (marginal CPU time per hand), and the in-process stages (not its "engine alone": it
  records the moves by replacing ``phh.Hand``, which the compiled ``phh`` does not look up);
- ``bench_engine.py``: random and showdown play, hands/s against PokerKit, and the replay of
  StudDesk's own exported hands in one process;
- ``bench_evaluator.py``: the evaluators, hands/s against treys and eval7.

The table shows, for each figure, the median over the rounds of the pure engine, of the
compiled one and of the peer (both trees measure it: the median of all), and the ratios.
``--tree`` adds other builds to the same turns (a part of the list compiled, to see what each
module gives), in a second table. A build with ``hand`` compiled and ``phh`` not cannot run
bench_phh.py (its recording subclass of ``Hand`` is then made, and a Python class cannot
inherit from a compiled one): give such a build ``--benches engine,evaluator``. Figures
only: the machine is shared and noisy; the rounds are there to show the spread. The last line
is JSON.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
ENGINE_LINE = ("import sys; sys.path.insert(0, sys.argv[1]); from studdesk.engine.compiled "
               "import describe_engine; print(describe_engine())")

# (label, bench, how to read the figure from the bench's JSON, "lower" or "higher" is better
# or "peer" for a peer's figure, the label of the peer's figure to compare with)
Figure = tuple[str, str, Callable[[dict[str, Any]], float | None], str, str | None]
FIGURES: list[Figure] = [
    ("replay, whole process, CPU ms/hand", "phh",
     lambda r: r["replay"]["studdesk"]["cpu_ms"], "lower", "PokerKit replay, CPU ms/hand"),
    ("PokerKit replay, CPU ms/hand", "phh",
     lambda r: (r["replay"]["pokerkit"] or {}).get("cpu_ms"), "peer", None),
    ("replay in process, ms/hand", "phh",
     lambda r: r["replay"]["in_process"]["replay_ms"], "lower", None),
    ("read and parse, ms/hand", "phh",
     lambda r: r["replay"]["in_process"]["read_and_parse_ms"], "lower", None),
    ("replay exported hands, us/hand", "engine",
     lambda r: r["replay_us_per_hand"]["studdesk"], "lower", "PokerKit same hands, us/hand"),
    ("PokerKit same hands, us/hand", "engine",
     lambda r: r["replay_us_per_hand"]["pokerkit"], "peer", None),
]
for _policy in ("random", "showdown"):
    for _n in (2, 4, 8):
        _key = f"{_n}p_{_policy}"
        FIGURES += [
            (f"{_n}p {_policy} play, hands/s", "engine",
             lambda r, k=_key: r[k]["studdesk"], "higher", f"PokerKit {_n}p {_policy}, hands/s"),
            (f"PokerKit {_n}p {_policy}, hands/s", "engine",
             lambda r, k=_key: r[k]["pokerkit"], "peer", None),
        ]
FIGURES += [
    ("evaluator high, hands/s", "evaluator", lambda r: r["high_per_s"], "higher",
     "eval7 high, hands/s"),
    ("eval7 high, hands/s", "evaluator", lambda r: r["eval7_per_s"], "peer", None),
    ("evaluator high (vs treys), hands/s", "evaluator", lambda r: r["high_per_s"], "higher",
     "treys high, hands/s"),
    ("treys high, hands/s", "evaluator", lambda r: r["treys_per_s"], "peer", None),
    ("evaluator low8, hands/s", "evaluator", lambda r: r["low8_per_s"], "higher", None),
    ("evaluator razz, hands/s", "evaluator", lambda r: r["razz_per_s"], "higher", None),
]


def pure_copy(into: Path) -> Path:
    """The checkout's Python packages and benches without any compiled module."""
    ignore = shutil.ignore_patterns("*.so", "*.pyd", "compiled-sources.json", "__pycache__",
                                    "node_modules")
    for folder in ("studdesk", "net", "tests/bench"):
        shutil.copytree(ROOT / folder, into / folder, ignore=ignore)
    shutil.copy(ROOT / "tests" / "__init__.py", into / "tests" / "__init__.py")
    return into


def engine_of(tree: Path) -> str:
    done = subprocess.run([sys.executable, "-c", ENGINE_LINE, str(tree)], cwd=tree,
                          capture_output=True, text=True, timeout=300)
    if done.returncode != 0:
        raise SystemExit(f"{tree}: the engine does not load: {done.stderr[-1500:]}")
    return done.stdout.strip()


def run_bench(tree: Path, script: str, args: list[str]) -> dict[str, Any]:
    """One bench as a fresh process in ``tree``; its last line, which is JSON."""
    done = subprocess.run([sys.executable, str(tree / "tests" / "bench" / script), *args],
                          cwd=tree, capture_output=True, text=True, timeout=3600)
    if done.returncode != 0:
        raise SystemExit(f"{script} in {tree} failed: {done.stderr[-2000:]}")
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3, help="turns of each tree")
    parser.add_argument("--files", type=int, default=1000, help="bench_phh.py --files")
    parser.add_argument("--seconds", type=float, default=1.0, help="bench_engine.py --seconds")
    parser.add_argument("--replay-files", type=int, default=300,
                        help="bench_engine.py --replay-files")
    parser.add_argument("--n", type=int, default=50_000, help="bench_evaluator.py --n")
    parser.add_argument("--benches", default="phh,engine,evaluator",
                        help="which of phh, engine, evaluator to run (comma-separated)")
    parser.add_argument("--tree", action="append", default=[], metavar="LABEL=DIR",
                        help="another build to measure in the same turns: a folder holding "
                        "studdesk/ and net/, such as an unpacked wheel of STUDDESK_COMPILED=1 "
                        "STUDDESK_COMPILED_ONLY=hand (tests/bench is copied into it)")
    args = parser.parse_args(argv)
    extras: list[tuple[str, Path]] = []
    for given in args.tree:
        label, _, folder = given.partition("=")
        if not label or not (Path(folder) / "studdesk" / "engine").is_dir():
            parser.error(f"--tree {given}: give LABEL=DIR, DIR holding studdesk/engine")
        extras.append((label, Path(folder).resolve()))
    chosen = {name.strip() for name in args.benches.split(",") if name.strip()}
    figures = [f for f in FIGURES if f[1] in chosen]

    compiled_line = engine_of(ROOT)
    if not compiled_line.startswith("engine: compiled"):
        print(f"this checkout runs the {compiled_line}: build the compiled one first "
              "(./run.sh setup --compiled)", file=sys.stderr)
        return 2
    benches = {
        "phh": ("bench_phh.py", ["--files", str(args.files), "--list", "50", "--repeat", "2"]),
        "engine": ("bench_engine.py", ["--seconds", str(args.seconds),
                                       "--replay-files", str(args.replay_files)]),
        "evaluator": ("bench_evaluator.py", ["--n", str(args.n), "--repeat", "2"]),
    }
    if not chosen <= set(benches):
        parser.error(f"--benches: choose among {', '.join(benches)}")
    benches = {name: bench for name, bench in benches.items() if name in chosen}
    started = time.perf_counter()
    runs: dict[tuple[str, str], list[dict[str, Any]]] = {}
    with tempfile.TemporaryDirectory(prefix="bench-compiled-") as tmp:
        pure = pure_copy(Path(tmp))
        pure_line = engine_of(pure)
        assert pure_line == "engine: pure Python", pure_line
        print(f"pure:     {pure_line} (a copy in {pure})\ncompiled: {compiled_line}")
        sides = [("pure", pure), ("compiled", ROOT)]
        for label, folder in extras:
            if not (folder / "tests" / "bench").is_dir():
                shutil.copytree(ROOT / "tests" / "bench", folder / "tests" / "bench",
                                ignore=shutil.ignore_patterns("__pycache__"))
                shutil.copy(ROOT / "tests" / "__init__.py", folder / "tests" / "__init__.py")
            print(f"{label + ':':<10}{engine_of(folder)} ({folder})")
            sides.append((label, folder))
        for round_number in range(args.rounds):
            for name, (script, bench_args) in benches.items():
                for side, tree in sides:
                    runs.setdefault((name, side), []).append(run_bench(tree, script, bench_args))
            print(f"round {round_number + 1} of {args.rounds} done "
                  f"({time.perf_counter() - started:.0f} s)", flush=True)

    table: dict[str, dict[str, Any]] = {}
    for label, bench, read, better, _peer in figures:
        values = {side: [read(r) for r in runs[(bench, side)]] for side in ("pure", "compiled")}
        if better == "peer":  # both trees measured the peer: the median of all
            table[label] = {"peer": _median(values["pure"] + values["compiled"])}
            continue
        pure_value, compiled_value = _median(values["pure"]), _median(values["compiled"])
        table[label] = {"pure": pure_value, "compiled": compiled_value,
                        "compiled_vs_pure": _faster(pure_value, compiled_value, better),
                        "spread_pure": _spread(values["pure"]),
                        "spread_compiled": _spread(values["compiled"])}
    print(f"\nmedians of {args.rounds} rounds; ratios above 1 mean the second is faster "
          "(the machine is shared: read the ratios)")
    print(f"{'figure':<40}{'pure':>10}{'compiled':>10}{'compiled':>10}{'peer':>10}"
          f"{'pure':>8}{'compiled':>10}")
    print(f"{'':<40}{'':>10}{'':>10}{'vs pure':>10}{'':>10}{'vs peer':>8}{'vs peer':>10}")
    for label, _bench, _read, better, peer_label in figures:
        if better == "peer":
            continue
        row = table[label]
        peer = table[peer_label]["peer"] if peer_label else None
        if peer_label:
            row["peer"] = peer
            row["pure_vs_peer"] = _faster(peer, row["pure"], better)
            row["compiled_vs_peer"] = _faster(peer, row["compiled"], better)
        print(f"{label:<40}{_fmt(row['pure']):>10}{_fmt(row['compiled']):>10}"
              f"{_ratio(row['compiled_vs_pure']):>10}{_fmt(peer):>10}"
              f"{_ratio(row.get('pure_vs_peer')):>8}{_ratio(row.get('compiled_vs_peer')):>10}")
    if "evaluator" in chosen and "evaluate" not in compiled_line:
        print("(the evaluator is not compiled: its rows compare the same code, a measure of "
              "the noise)")
    if extras:
        print("\nthe other builds, medians (x: how many times faster than the pure engine)")
        print(f"{'figure':<40}" + "".join(f"{label:>18}" for label, _ in extras))
        for label, bench, read, better, _peer in figures:
            if better == "peer":
                continue
            cells = []
            for side, _folder in extras:
                value = _median([read(r) for r in runs[(bench, side)]])
                speedup = _faster(table[label]["pure"], value, better)
                table[label][side] = value
                table[label][f"{side}_vs_pure"] = speedup
                cells.append(f"{_fmt(value)} {_ratio(speedup)}")
            print(f"{label:<40}" + "".join(f"{cell:>18}" for cell in cells))
    print(f"({time.perf_counter() - started:.0f} s in all)")
    print(json.dumps({"rounds": args.rounds, "pure": pure_line, "compiled": compiled_line,
                      "figures": table}))
    return 0


def _faster(reference: float | None, value: float | None, better: str) -> float | None:
    """How many times ``value`` is better than ``reference`` (costs: lower; rates: higher)."""
    if not reference or not value:
        return None
    return reference / value if better == "lower" else value / reference


def _median(values: list[float | None]) -> float | None:
    present = [v for v in values if v is not None]
    return statistics.median(present) if present else None


def _spread(values: list[float | None]) -> list[float] | None:
    present = [v for v in values if v is not None]
    return [min(present), max(present)] if present else None


def _fmt(value: float | None) -> str:
    if value is None:
        return "-"
    return f"{value:.3f}" if value < 10 else f"{value:,.0f}"


def _ratio(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}x"


if __name__ == "__main__":
    raise SystemExit(main())
