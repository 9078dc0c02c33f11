"""Benchmark: the hard bot's simulations per second on fixed positions, this checkout against
another one (the previous hard bot) in the same run (a script: pytest does not collect it).

The positions are every decision of seat 1 (before the showdown) in 27 seeded hands: Stud, Stud
Hi/Lo and Razz (``--games home``: the five home games, 45 hands), 2, 4 and 6 players, three decks
each, the table played by normal bots; the same in both checkouts as long as neither changed the
dealing or the normal bot. Each position runs :func:`studdesk.bots.equity.equity` with the
simulations the hard bot gives it at ``--budget`` deals heads-up (2,500, the default budget of the
bot at commit 746b043, unless told), from one seeded generator; the figure is simulations (deals)
per second of CPU time in equity.


With ``--baseline DIR`` (a checkout of an earlier commit, for instance
``mkdir /tmp/before && git archive main | tar -x -C /tmp/before``) each checkout gets a worker
process and the two take turns, a pass over the positions each (about a second), ``--rounds``
times, so that the load of a shared machine falls on both alike; the ratio is given overall
and round by round, and whether both gave the same equity estimates (a loop that draws the
same cards in the same order does).

    python tests/bench/bench_hard_sims.py --baseline /tmp/before [--rounds 6] [--games home]
    python tests/bench/bench_hard_sims.py --baseline /tmp/before --budget 5000 --baseline-budget 2500

The second compares the thinking time of the two default budgets (milliseconds a decision).

The last line printed is JSON: ``{"sims_per_s": ..., "baseline_sims_per_s": ..., "ratio": ...,
"ratio_spread": [low, high]}``. Figures only: nothing here asserts on time.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
BUDGET = 2500


def positions(games: str = "casino") -> list[Any]:
    """Seat 1's decisions in the seeded hands, as the hard bot reads them."""
    from studdesk.bots import make_bot
    from studdesk.bots.table import read
    from studdesk.engine import GameConfig, Hand, PlayerSpec, Variant, shuffled_deck, view

    casino = (Variant.STUD, Variant.STUD8, Variant.RAZZ)
    variants = casino if games == "casino" else tuple(v for v in Variant if v not in casino)
    found = []
    for variant in variants:
        for players in (2, 4, 6):
            for seed in range(3):
                rng = random.Random(f"{variant.value}/{players}/{seed}")
                config = GameConfig.preset(variant, 200)
                seats = range(1, players + 1)
                hand = Hand(config, [PlayerSpec(s, f"P{s}", config.buy_in) for s in seats],
                            shuffled_deck(rng))
                bots = {s: make_bot("normal", random.Random(f"{seed}/{s}")) for s in seats}
                while not hand.is_complete:
                    seat = hand.acting_seat
                    assert seat is not None
                    seen = view(hand, seat)
                    if seat == 1 and seen.legal_actions[0].kind.value not in ("show", "muck"):
                        found.append(read(seen))
                    hand.apply(bots[seat].decide(seen).action())
    return found


class Worker:
    """A checkout's worker process: builds the positions once, then measures a round (one pass
    over every position) each time it is asked."""

    def __init__(self, tree: Path, budget: int, games: str) -> None:
        self.tree = tree
        self.process = subprocess.Popen(
            [sys.executable, str(Path(__file__).resolve()), "--worker", str(tree),
             "--budget", str(budget), "--games", games],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=tree,
            env={**os.environ, "PYTHONPATH": str(tree)})
        self.ready: dict[str, Any] = self._answer()

    def _answer(self) -> dict[str, Any]:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line:
            raise SystemExit(f"the worker for {self.tree} stopped")
        answer: dict[str, Any] = json.loads(line)
        return answer

    def round(self) -> dict[str, Any]:
        assert self.process.stdin is not None
        self.process.stdin.write("go\n")
        self.process.stdin.flush()
        return self._answer()

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait()


def work(budget: int, games: str) -> None:
    """The worker's side: positions and estimates first, then one round per ``go``."""
    from studdesk.bots.equity import equity
    from studdesk.bots.hard import simulations_for
    from studdesk.engine.evaluate import build_tables

    build_tables()
    spots = positions(games)
    counts = [simulations_for(sit, budget) for sit in spots]
    rng = random.Random(2026)
    estimates = [equity(sit, rng, n) for sit, n in zip(spots, counts)]  # also warms up
    print(json.dumps({"positions": len(spots), "opponents": sum(len(s.opponents) for s in spots),
                      "estimates": [round(e, 6) for e in estimates]}), flush=True)
    for _ in sys.stdin:
        start = time.process_time()
        for sit, n in zip(spots, counts):
            equity(sit, rng, n)
        spent = time.process_time() - start
        print(json.dumps({"sims": sum(counts), "seconds": spent, "decisions": len(spots)}),
              flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", type=Path, help="another checkout to measure in turn")
    parser.add_argument("--rounds", type=int, default=6,
                        help="passes over the positions per checkout (about a second each)")
    parser.add_argument("--budget", type=int, default=BUDGET,
                        help="deals per heads-up decision (fewer per opponent with more)")
    parser.add_argument("--baseline-budget", type=int,
                        help="the baseline's deals per heads-up decision (default: --budget); "
                        "the default budget at commit 746b043 against today's compares the "
                        "thinking time of the two bots")
    parser.add_argument("--games", choices=("casino", "home"), default="casino",
                        help="the casino studs, or the five home games (RULES.md W)")
    parser.add_argument("--worker", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker is not None:
        sys.path.insert(0, str(args.worker))
        work(args.budget, args.games)
        return 0

    workers = [Worker(ROOT, args.budget, args.games)]
    if args.baseline is not None:
        workers.append(Worker(args.baseline.resolve(), args.baseline_budget or args.budget,
                              args.games))
    rounds: list[list[dict[str, Any]]] = [[] for _ in workers]
    for _ in range(args.rounds):
        for worker, done in zip(workers, rounds):
            done.append(worker.round())
    for worker in workers:
        worker.close()
    first = workers[0].ready
    budgets = (f"{args.budget} deals heads-up" if not args.baseline_budget else
               f"{args.budget} deals heads-up (the baseline {args.baseline_budget})")
    print(f"hard bot equity, {args.games} games, on {first['positions']} positions "
          f"({first['opponents']} opponents in all), {budgets}; {args.rounds} rounds a "
          f"checkout, taking turns; CPU time")

    def rate(r: dict[str, Any]) -> float:
        return float(r["sims"] / r["seconds"])

    def overall(done: list[dict[str, Any]]) -> tuple[float, float]:
        seconds = sum(r["seconds"] for r in done)
        return sum(r["sims"] for r in done) / seconds, 1000 * seconds / sum(
            r["decisions"] for r in done)

    ours, ours_ms = overall(rounds[0])
    print(f"  this checkout: {ours:,.0f} sims/s, {ours_ms:.1f} ms a decision "
          f"(rounds {min(map(rate, rounds[0])):,.0f} to {max(map(rate, rounds[0])):,.0f})")
    result: dict[str, Any] = {"sims_per_s": round(ours)}
    if args.baseline is not None:
        base, base_ms = overall(rounds[1])
        ratios = sorted(rate(a) / rate(b) for a, b in zip(*rounds))
        print(f"  baseline:      {base:,.0f} sims/s, {base_ms:.1f} ms a decision "
              f"(rounds {min(map(rate, rounds[1])):,.0f} to {max(map(rate, rounds[1])):,.0f})")
        print(f"  this / baseline: {ours / base:.2f}x overall; round by round median "
              f"{statistics.median(ratios):.2f}x, spread {ratios[0]:.2f}x to {ratios[-1]:.2f}x")
        if not args.baseline_budget:
            same = sum(a == b for a, b in zip(first["estimates"],
                                              workers[1].ready["estimates"]))
            print(f"  equity estimates equal to the baseline's: {same} of "
                  f"{len(first['estimates'])}")
        result.update(baseline_sims_per_s=round(base), ratio=round(ours / base, 3),
                      ratio_spread=[round(ratios[0], 3), round(ratios[-1], 3)])
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
