"""Reading PHH: `studdesk replay` against PokerKit on the same files, whole process and in this
process, and listing a folder of hands (the header read) without replaying them.

    python tests/bench/bench_phh.py [--files 3000] [--list 10000] [--repeat 3]
                                    [--corpus random,showdown]

Replay: the hands are played by the engine (stud, stud8 and razz in turn, 2 to 8 players) and
written as PHH into a temporary folder, one corpus per policy: "random" picks uniformly among
the legal moves (most hands end before a showdown: this measures the cost of each action),
"showdown" always checks or calls (every hand is shown down). Only the files PokerKit replays
without an error are kept, so both read exactly the same files. Whole process: each side runs
as a fresh process over a small and a large number of files; the marginal time per hand is
(large - small) / (difference in files), so start-up (Python, imports) does not count. In
this process: StudDesk's ``loads`` + ``replay`` against PokerKit's ``HandHistory.loads`` and
its iteration over the same texts (no start-up, no file reads), best of ``--repeat`` passes
over the same texts, so the reader's caches are warm from the pass before; and the honest
first pass: a fresh process warms up on a tenth of the files (at most 150), then reads and
replays each of the others once, as ``studdesk replay`` meets them (PokerKit likewise). The
machine is shared: the figures are the best of ``--repeat`` runs, as CPU time (user + sys) and
as wall time.

Listing: ``--list`` hands in one folder, read with :func:`studdesk.phh_files.list_folder`
(date, game, stakes, players, pot, winners, finishing stacks), wall and CPU time, in this
process and as a fresh process, then again with a listing cache filled.

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
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import importlib  # noqa: E402

# the module whose Hand plays each file; `import ... as` would give the package's function
# of the same name (studdesk.engine.phh exports `replay`), and patching it would record nothing
phh_module = importlib.import_module("studdesk.engine.phh.replay")
from studdesk.engine import ActionKind, GameConfig, Hand, PlayerSpec, Variant, shuffled_deck  # noqa: E402
from studdesk.engine.actions import Action  # noqa: E402
from studdesk.engine.compiled import describe_engine, is_compiled  # noqa: E402
from studdesk.engine.phh import export_hand, loads, replay  # noqa: E402
from studdesk.phh_files import list_folder, read_text  # noqa: E402

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

# In-process, first pass: a fresh process reads and replays a few files to warm up (imports,
# the evaluator's tables, the first configurations), then times each of the others ONCE, as
# ``studdesk replay`` meets them; the reader's caches hold only what earlier files left in
# them. Prints (read and parse, replay) or PokerKit's (read, parse and iterate) milliseconds
# of CPU per hand as JSON.
FIRST_PASS = """
import json, sys, time, warnings
warnings.simplefilter("ignore")
side, warm, paths = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
clock = time.process_time
if side == "pokerkit":
    import pokerkit
    def one(path):
        with open(path, "rb") as f:
            for _ in pokerkit.HandHistory.load(f):
                pass
    for path in paths[:warm]:
        one(path)
    start = clock()
    for path in paths[warm:]:
        one(path)
    print(json.dumps([1e3 * (clock() - start) / (len(paths) - warm)]))
    raise SystemExit
from studdesk.engine.phh import loads, replay
from studdesk.phh_files import read_text
for path in paths[:warm]:
    replay(loads(read_text(path)))
parse = play = 0.0
for path in paths[warm:]:
    t0 = clock()
    history = loads(read_text(path))
    t1 = clock()
    replay(history)
    play += clock() - t1
    parse += t1 - t0
print(json.dumps([1e3 * parse / (len(paths) - warm), 1e3 * play / (len(paths) - warm)]))
"""


def first_pass(paths: list[str], repeat: int, pokerkit: bool) -> dict[str, float | None]:
    """Milliseconds of CPU per hand in a fresh process meeting each file once (after a tenth
    of them, at most 150, as warm-up): the best of ``repeat`` processes, the sides in turn."""
    warm = min(150, max(1, len(paths) // 10))
    ours: list[list[float]] = []
    theirs: list[float] = []
    for _ in range(repeat):
        for side in ("studdesk", "pokerkit") if pokerkit else ("studdesk",):
            done = subprocess.run([sys.executable, "-c", FIRST_PASS, side, str(warm), *paths],
                                  capture_output=True, text=True, cwd=ROOT, check=True)
            figures = json.loads(done.stdout)
            if side == "pokerkit":
                theirs.append(figures[0])
            else:
                ours.append(figures)
    best = min(ours, key=sum)
    pk = min(theirs) if theirs else None
    return {"read_and_parse_ms": best[0], "replay_ms": best[1], "total_ms": sum(best),
            "pokerkit_ms": pk, "ratio": None if pk is None else pk / sum(best)}


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


CORPORA = ("random", "showdown")


def write_hands(folder: Path, count: int, seed: int, policy: str = "mixed") -> list[Path]:
    """``count`` PHH files of hands the engine played, with a date and time like ours; the
    policy is "random", "showdown" or "mixed" (the two in turn)."""
    rng = random.Random(seed)
    paths = []
    start = time.mktime((2026, 9, 1, 19, 0, 0, 0, 0, -1))
    for i in range(count):
        variant = list(Variant)[i % 3]
        kind = policy if policy != "mixed" else ("showdown" if i % 2 else "random")
        hand = play(rng, variant, 2 + i % 7, kind, i + 1)
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


def marginal(commands: dict[str, object], small: list[str], large: list[str], repeat: int
             ) -> dict[str, dict[str, float]]:
    """Marginal wall and CPU milliseconds per file for each command line maker: the best of
    ``repeat`` runs over ``small`` and over ``large``, the sides taking turns so that both
    see the same machine."""
    runs: dict[tuple[str, int], list[tuple[float, float]]] = {}
    for _ in range(repeat):
        for files in (small, large):
            for name, make in commands.items():
                assert callable(make)
                runs.setdefault((name, len(files)), []).append(run_child(make(files)))
    out = {}
    extra = len(large) - len(small)
    for name in commands:
        s_wall, s_cpu = (min(x) for x in zip(*runs[name, len(small)], strict=True))
        l_wall, l_cpu = (min(x) for x in zip(*runs[name, len(large)], strict=True))
        out[name] = {"wall_ms": 1e3 * (l_wall - s_wall) / extra,
                     "cpu_ms": 1e3 * (l_cpu - s_cpu) / extra,
                     "small_wall_s": s_wall, "large_wall_s": l_wall}
    return out


class _RecordingHand(Hand):
    """The engine, keeping the moves a replay makes, to time the engine alone on them."""

    log: list[tuple[tuple[object, ...], dict[str, object], list[Action]]] = []

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.moves: list[Action] = []
        _RecordingHand.log.append((args, kwargs, self.moves))
        super().__init__(*args, **kwargs)

    def act(self, action: Action) -> None:  # apply() makes its moves with act()
        self.moves.append(action)
        super().act(action)


def in_process(paths: list[str], repeat: int, pokerkit: bool) -> dict[str, float | None]:
    """Milliseconds of CPU per hand, in this process: reading and parsing, the replay, parsing
    and replaying the texts (PokerKit: ``HandHistory.loads`` and its iteration over the same
    texts), and the engine alone making the same moves (the floor any replay pays). Results
    are dropped as they are made (keeping thousands of hands alive would time the GC)."""
    def best(fn: Any) -> float:
        times = []
        for _ in range(repeat):
            start = time.process_time()
            fn()
            times.append(time.process_time() - start)
        return 1e3 * min(times) / len(paths)

    def ours() -> None:
        for text in texts:
            replay(loads(text))

    def theirs() -> None:
        import pokerkit

        for text in texts:
            for _ in pokerkit.HandHistory.loads(text):
                pass

    texts = [read_text(p) for p in paths]
    histories = [loads(t) for t in texts]
    parse = best(lambda: [loads(read_text(p)) and None for p in paths])
    whole = best(lambda: [replay(h) and None for h in histories])
    parse_and_replay = best(ours)
    pk = best(theirs) if pokerkit else None
    out: dict[str, float | None] = {
        "read_and_parse_ms": parse, "replay_ms": whole, "engine_alone_ms": None,
        "loads_and_replay_ms": parse_and_replay, "pokerkit_loads_and_iterate_ms": pk,
        "ratio": None if pk is None else pk / parse_and_replay}
    if is_compiled("studdesk.engine.phh.replay"):
        return out  # a compiled replay never looks phh.Hand up: the moves cannot be recorded
    _RecordingHand.log = []
    phh_module.Hand = _RecordingHand  # type: ignore[misc]
    try:
        for h in histories:
            replay(h)
    finally:
        phh_module.Hand = Hand  # type: ignore[misc]
    log = _RecordingHand.log
    if len(log) != len(histories):
        raise RuntimeError(f"the engine-alone figure recorded {len(log)} of {len(histories)}"
                           " hands: the replay no longer makes its hands through phh_module.Hand")

    def engine() -> None:
        for args, kwargs, moves in log:
            hand = Hand(*args, **kwargs)  # type: ignore[arg-type]
            for move in moves:
                hand.act(move)

    out["engine_alone_ms"] = best(engine)
    return out


def race(folder: Path, policy: str, args: argparse.Namespace, have_pk: bool
         ) -> dict[str, object]:
    """One corpus: written, kept where PokerKit reads it, raced whole process and in here."""
    python = sys.executable
    where = folder / f"race-{policy}"
    where.mkdir()
    written = write_hands(where, int(args.files * 1.12) + 10, seed=2026, policy=policy)
    if have_pk:
        kept = subprocess.run([python, "-c", KEEP_POKERKIT_READABLE, *map(str, written)],
                              capture_output=True, text=True, check=True).stdout.split()
    else:
        kept = [str(p) for p in written]
    files = kept[:args.files]
    small = files[:max(1, len(files) // 10)]
    print(f"\nreplay, {policy} corpus: {len(files)} files ({len(written) - len(kept)} of "
          f"{len(written)} written left out: PokerKit refuses them), marginal time per hand, "
          f"{len(small)} vs {len(files)} files, best of {args.repeat}")
    commands: dict[str, object] = {
        "studdesk": lambda fs: [python, "-m", "studdesk", "replay", "--json", *fs]}
    if have_pk:
        commands["pokerkit"] = lambda fs: [python, "-c", POKERKIT_REPLAY, *fs]
    race_results = marginal(commands, small, files, args.repeat)
    ours, theirs = race_results["studdesk"], race_results.get("pokerkit")
    print(f"{'whole process':<16}{'StudDesk ms':>14}{'PokerKit ms':>14}{'ratio':>8}")
    for key in ("cpu_ms", "wall_ms"):
        pk = theirs[key] if theirs else float("nan")
        print(f"{key:<16}{ours[key]:>14.3f}{pk:>14.3f}{pk / ours[key]:>8.1f}")
    inside = in_process(files, args.repeat, have_pk)
    pk_inside = inside["pokerkit_loads_and_iterate_ms"]
    alone = inside["engine_alone_ms"]
    print(f"in this process, CPU per hand: reading and parsing {inside['read_and_parse_ms']:.3f}"
          f" ms, replay {inside['replay_ms']:.3f} ms, of which the engine alone making the "
          f"same moves " + (f"{alone:.3f} ms" if alone is not None
                            else "not measured (the compiled engine)"))
    print(f"in this process, parse + replay: StudDesk {inside['loads_and_replay_ms']:.3f} ms, "
          f"PokerKit {pk_inside if pk_inside is not None else float('nan'):.3f} ms, "
          f"ratio {inside['ratio'] if inside['ratio'] is not None else float('nan'):.1f}")
    once = first_pass(files, args.repeat, have_pk)
    pk_once = once["pokerkit_ms"]
    print(f"in a fresh process, each file once (the honest in-process figure: no cache warmed "
          f"by an earlier pass): reading and parsing {once['read_and_parse_ms']:.3f} ms, replay "
          f"{once['replay_ms']:.3f} ms, together {once['total_ms']:.3f} ms; PokerKit "
          f"{pk_once if pk_once is not None else float('nan'):.3f} ms, ratio "
          f"{once['ratio'] if once['ratio'] is not None else float('nan'):.1f}")
    inside["first_pass"] = once  # type: ignore[assignment]
    if theirs and alone is not None:
        print(f"PokerKit / engine alone: {theirs['cpu_ms'] / alone:.1f}x "
              "(the most any replay on this engine could reach)")
    return {"files": len(files), "studdesk": ours, "pokerkit": theirs,
            "ratio_cpu": None if theirs is None else theirs["cpu_ms"] / ours["cpu_ms"],
            "ratio_wall": None if theirs is None else theirs["wall_ms"] / ours["wall_ms"],
            "in_process": inside}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=3000, help="files for the replay race")
    parser.add_argument("--list", type=int, default=10_000, help="files in the folder listed")
    parser.add_argument("--repeat", type=int, default=3, help="runs of each measurement")
    parser.add_argument("--corpus", default=",".join(CORPORA),
                        help="the replay corpora, comma-separated: random, showdown")
    parser.add_argument("--skip-pokerkit", action="store_true")
    args = parser.parse_args()
    warnings.simplefilter("ignore")
    results: dict[str, object] = {}
    print(describe_engine())  # which engine these figures are of (pure Python or compiled)
    python = sys.executable
    with tempfile.TemporaryDirectory(prefix="bench-phh-") as tmp:
        folder = Path(tmp)
        # ------------------------------------------------------------------ replay race
        have_pk = not args.skip_pokerkit
        if have_pk:
            try:
                import pokerkit  # noqa: F401
            except ImportError:
                have_pk = False
        for policy in args.corpus.split(","):
            if policy not in CORPORA:
                parser.error(f"--corpus: {policy!r} is not one of {', '.join(CORPORA)}")
            # The random corpus keeps the key "replay" it had; the others add theirs.
            key = "replay" if policy == "random" else f"replay_{policy}"
            results[key] = race(folder, policy, args, have_pk)

        # ------------------------------------------------------------------ listing
        if args.list <= 0:
            print(json.dumps(results))
            return 0
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
        cache = folder / "listing-cache.json"
        list_folder(shelf, cache=cache)  # fills the cache
        wall0, cpu0 = time.perf_counter(), time.process_time()
        again = list_folder(shelf, cache=cache)
        cached_wall, cached_cpu = time.perf_counter() - wall0, time.process_time() - cpu0
        assert again == listed
        print(f"listed again with a cache: {cached_wall:.2f} s wall, {cached_cpu:.2f} s CPU")
        results["listing"] = {"files": args.list, "wall_s": best_wall, "cpu_s": best_cpu,
                              "process_wall_s": child[0], "process_cpu_s": child[1],
                              "cached_wall_s": cached_wall, "cached_cpu_s": cached_cpu}
    print(json.dumps(results))
    return 0


if __name__ == "__main__":
    os.environ.setdefault("PYTHONHASHSEED", "0")
    raise SystemExit(main())
