"""Reading PHH: `studdesk replay` against PokerKit on the same files, whole process, and listing
a folder of hands (the header read) without replaying them.

    python tests/bench/bench_phh.py [--files 3000] [--list 10000] [--repeat 3]

Replay: the hands are played by the engine with random and showdown policies (2 to 8 players)
and written as PHH into a temporary folder; only the files PokerKit replays without an error
are kept, so both read exactly the same files. Each side runs as a fresh process over a small
and a large number of files; the marginal time per hand is (large - small) / (difference in
files), so start-up (Python, imports) does not count. The machine is shared: the figures are
the best of ``--repeat`` runs, as CPU time of the child process (user + sys) and as wall time.

Listing: ``--list`` hands in one folder, read with :func:`studdesk.phh_files.list_folder`
(date, game, stakes, players, pot, winners, finishing stacks), wall and CPU time, in this
process and as a fresh process.

Figures only, no assertions on time. The last line is JSON.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
import warnings
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from studdesk.engine import ActionKind, GameConfig, Hand, PlayerSpec, Variant, shuffled_deck  # noqa: E402
from studdesk.engine.phh import export_hand  # noqa: E402
from studdesk.phh_files import list_folder  # noqa: E402

POKERKIT_REPLAY = """
import sys, warnings
warnings.simplefilter("ignore")
import pokerkit
for path in sys.argv[1:]:
    with open(path, "rb") as f:
        for _ in pokerkit.HandHistory.load(f):
            pass
"""

KEEP_POKERKIT_READABLE = """
import sys, warnings
warnings.simplefilter("ignore")
import pokerkit
for path in sys.argv[1:]:
    try:
        with open(path, "rb") as f:
            for _ in pokerkit.HandHistory.load(f):
                pass
    except Exception:
        continue
    print(path)
"""


def play(rng: random.Random, variant: Variant, n: int, policy: str, number: int) -> Hand:
    cfg = GameConfig.preset(variant, 200)
    hand = Hand(cfg, [PlayerSpec(s, f"Player {s}", 100_000) for s in range(1, n + 1)],
                shuffled_deck(rng), number=number,
                reshuffle=lambda cards: rng.sample(cards, len(cards)))
    while not hand.is_complete:
        moves = hand.legal_actions()
        if policy == "showdown":
            move = next((m for m in moves if m.kind in (ActionKind.CHECK, ActionKind.CALL,
                                                        ActionKind.BRING_IN, ActionKind.SHOW)),
                        moves[0])
        else:
            move = rng.choice(moves)
        hand.apply(move.action())
    return hand


def write_hands(folder: Path, count: int, seed: int) -> list[Path]:
    """``count`` PHH files of hands the engine played, with a date and time like ours."""
    rng = random.Random(seed)
    paths = []
    start = time.mktime((2026, 9, 1, 19, 0, 0, 0, 0, -1))
    for i in range(count):
        variant = list(Variant)[i % 3]
        hand = play(rng, variant, 2 + i % 7, "showdown" if i % 2 else "random", i + 1)
        when = time.localtime(start + 90 * i)
        extra = {"year": when.tm_year, "month": when.tm_mon, "day": when.tm_mday,
                 "time": time.strftime("%H:%M:%S", when)}
        path = folder / f"hand-{i + 1:05d}.phh"
        path.write_text(export_hand(hand, extra=extra), encoding="utf-8")
        paths.append(path)
    return paths


def run_child(argv: list[str]) -> tuple[float, float]:
    """(wall, CPU) seconds of a child process that must succeed."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                          cwd=ROOT)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"{argv[:4]} failed: {done.stderr[-2000:]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def marginal(make_argv: object, small: list[str], large: list[str], repeat: int
             ) -> dict[str, float]:
    """Marginal wall and CPU milliseconds per file: best runs over ``small`` and ``large``."""
    argv = make_argv  # a function from files to a command line
    assert callable(argv)
    best_small = [min(x) for x in zip(*(run_child(argv(small)) for _ in range(repeat)), strict=True)]
    best_large = [min(x) for x in zip(*(run_child(argv(large)) for _ in range(repeat)), strict=True)]
    files = len(large) - len(small)
    return {"wall_ms": 1e3 * (best_large[0] - best_small[0]) / files,
            "cpu_ms": 1e3 * (best_large[1] - best_small[1]) / files,
            "small_wall_s": best_small[0], "large_wall_s": best_large[0]}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=3000, help="files for the replay race")
    parser.add_argument("--list", type=int, default=10_000, help="files in the folder listed")
    parser.add_argument("--repeat", type=int, default=3, help="runs of each measurement")
    parser.add_argument("--skip-pokerkit", action="store_true")
    args = parser.parse_args()
    warnings.simplefilter("ignore")
    results: dict[str, object] = {}
    python = sys.executable
    with tempfile.TemporaryDirectory(prefix="bench-phh-") as tmp:
        folder = Path(tmp)
        # ------------------------------------------------------------------ replay race
        race = folder / "race"
        race.mkdir()
        written = write_hands(race, int(args.files * 1.12) + 10, seed=2026)
        have_pk = not args.skip_pokerkit
        if have_pk:
            try:
                import pokerkit  # noqa: F401
            except ImportError:
                have_pk = False
        if have_pk:
            kept = subprocess.run([python, "-c", KEEP_POKERKIT_READABLE, *map(str, written)],
                                  capture_output=True, text=True, check=True).stdout.split()
        else:
            kept = [str(p) for p in written]
        files = kept[:args.files]
        small = files[:max(1, len(files) // 10)]
        print(f"replay: {len(files)} files ({len(written) - len(kept)} of {len(written)} "
              f"written left out: PokerKit refuses them), marginal time per hand, "
              f"{len(small)} vs {len(files)} files, best of {args.repeat}")
        ours = marginal(lambda fs: [python, "-m", "studdesk", "replay", "--json", *fs],
                        small, files, args.repeat)
        theirs = (marginal(lambda fs: [python, "-c", POKERKIT_REPLAY, *fs], small, files,
                           args.repeat) if have_pk else None)
        print(f"{'':<12}{'StudDesk ms':>14}{'PokerKit ms':>14}{'ratio':>8}")
        for key in ("cpu_ms", "wall_ms"):
            pk = theirs[key] if theirs else float("nan")
            print(f"{key:<12}{ours[key]:>14.3f}{pk:>14.3f}{pk / ours[key]:>8.1f}")
        results["replay"] = {"files": len(files), "studdesk": ours, "pokerkit": theirs,
                             "ratio_cpu": None if theirs is None else theirs["cpu_ms"] / ours["cpu_ms"],
                             "ratio_wall": None if theirs is None else theirs["wall_ms"] / ours["wall_ms"]}

        # ------------------------------------------------------------------ listing
        shelf = folder / "shelf"
        shelf.mkdir()
        made = time.perf_counter()
        write_hands(shelf, args.list, seed=7)
        print(f"\nlisting: {args.list} hands written in {time.perf_counter() - made:.1f} s")
        best_wall = best_cpu = float("inf")
        listed = []
        for _ in range(args.repeat):
            wall0, cpu0 = time.perf_counter(), time.process_time()
            listed = list_folder(shelf)
            best_wall = min(best_wall, time.perf_counter() - wall0)
            best_cpu = min(best_cpu, time.process_time() - cpu0)
        assert len(listed) == args.list and all(h.error is None for h in listed)
        child = min(run_child([python, "-c", "import sys; from studdesk.phh_files import "
                               "list_folder; list_folder(sys.argv[1])", str(shelf)])
                    for _ in range(args.repeat))
        print(f"list_folder({args.list} files): {best_wall:.2f} s wall, {best_cpu:.2f} s CPU "
              f"in this process; a fresh process {child[0]:.2f} s wall, {child[1]:.2f} s CPU")
        results["listing"] = {"files": args.list, "wall_s": best_wall, "cpu_s": best_cpu,
                              "process_wall_s": child[0], "process_cpu_s": child[1]}
    print(json.dumps(results))
    return 0


if __name__ == "__main__":
    os.environ.setdefault("PYTHONHASHSEED", "0")
    raise SystemExit(main())
