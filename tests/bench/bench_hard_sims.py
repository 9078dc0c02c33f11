"""Benchmark: the hard bot's simulations per second on fixed positions, this checkout against
another one (the previous hard bot) in the same run (a script: pytest does not collect it).

The positions are every decision of seat 1 (before the showdown) in 27 seeded hands: Stud,
Stud Hi/Lo and Razz, 2, 4 and 6 players, three decks each, the table played by normal bots;
the same in both checkouts as long as neither changed the dealing or the normal bot. Each
position runs :func:`studdesk.bots.equity.equity` with the simulations the hard bot gives it
at ``--budget`` deals heads-up (2,500, the default budget before issue 20, unless told), from
one seeded generator; the figure is simulations (deals) per second of CPU time in equity.

With ``--baseline DIR`` (a checkout of an earlier commit, for instance
``mkdir /tmp/before && git archive main | tar -x -C /tmp/before``) both checkouts run in
subprocesses taking turns, ``--repeat`` times each, and the ratio is printed per round; the
equity estimates of both are printed as well (a loop that draws the same cards in the same
order gives the same estimates).

    python tests/bench/bench_hard_sims.py --baseline /tmp/before [--seconds 2] [--repeat 3]

The last line printed is JSON: ``{"sims_per_s": [...], "baseline_sims_per_s": [...]}`` (one
per round). Figures only: nothing here asserts on time.
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


def positions() -> list[Any]:
    """Seat 1's decisions in the seeded hands, as the hard bot reads them."""
    from studdesk.bots import make_bot
    from studdesk.bots.table import read
    from studdesk.engine import GameConfig, Hand, PlayerSpec, Variant, shuffled_deck, view

    found = []
    for variant in (Variant.STUD, Variant.STUD8, Variant.RAZZ):
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


def measure(seconds: float, budget: int) -> dict[str, Any]:
    """In this process: equity over every position, round after round, for ``seconds``."""
    from studdesk.bots.equity import equity
    from studdesk.bots.hard import simulations_for
    from studdesk.engine.evaluate import build_tables

    build_tables()
    spots = positions()
    counts = [simulations_for(sit, budget) for sit in spots]
    rng = random.Random(2026)
    estimates = [equity(sit, rng, n) for sit, n in zip(spots, counts)]  # also warms up
    sims = 0
    spent = 0.0
    rounds = 0
    while spent < seconds or not rounds:
        start = time.process_time()
        for sit, n in zip(spots, counts):
            equity(sit, rng, n)
        spent += time.process_time() - start
        sims += sum(counts)
        rounds += 1
    return {
        "positions": len(spots),
        "opponents": sum(len(s.opponents) for s in spots),
        "sims_per_s": sims / spent,
        "ms_per_decision": 1000 * spent / (rounds * len(spots)),
        "estimates": [round(e, 6) for e in estimates],
    }


def _run(tree: Path, seconds: float, budget: int) -> dict[str, Any]:
    env = {**os.environ, "PYTHONPATH": str(tree)}
    done = subprocess.run(
        [sys.executable, str(Path(__file__).resolve()), "--worker", str(tree),
         "--seconds", str(seconds), "--budget", str(budget)],
        capture_output=True, text=True, env=env, check=True, cwd=tree)
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", type=Path, help="another checkout to measure in turn")
    parser.add_argument("--seconds", type=float, default=2.0, help="CPU seconds per figure")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--budget", type=int, default=BUDGET,
                        help="deals per heads-up decision (fewer per opponent with more)")
    parser.add_argument("--worker", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker is not None:
        sys.path.insert(0, str(args.worker))
        print(json.dumps(measure(args.seconds, args.budget)))
        return 0

    ours: list[dict[str, Any]] = []
    theirs: list[dict[str, Any]] = []
    for _ in range(args.repeat):
        ours.append(_run(ROOT, args.seconds, args.budget))
        if args.baseline is not None:
            theirs.append(_run(args.baseline.resolve(), args.seconds, args.budget))
    first = ours[0]
    print(f"hard bot equity on {first['positions']} positions ({first['opponents']} opponents "
          f"in all), {args.budget} deals heads-up; {args.seconds:g} CPU s per figure, "
          f"{args.repeat} rounds, checkouts taking turns")
    rates = [r["sims_per_s"] for r in ours]
    base = [r["sims_per_s"] for r in theirs]
    for k, r in enumerate(ours):
        line = (f"  round {k + 1}: this checkout {r['sims_per_s']:>9,.0f} sims/s "
                f"({r['ms_per_decision']:.1f} ms a decision)")
        if theirs:
            b = theirs[k]
            line += (f"   baseline {b['sims_per_s']:>9,.0f} sims/s "
                     f"({b['ms_per_decision']:.1f} ms)   {r['sims_per_s'] / b['sims_per_s']:.2f}x")
        print(line)
    if theirs:
        ratios = sorted(a / b for a, b in zip(rates, base))
        print(f"  median {statistics.median(ratios):.2f}x (spread {ratios[0]:.2f}x to "
              f"{ratios[-1]:.2f}x)")
        same = sum(a == b for a, b in zip(first["estimates"], theirs[0]["estimates"]))
        print(f"  equity estimates equal to the baseline's: {same} of {len(first['estimates'])}")
    print(json.dumps({"sims_per_s": [round(x) for x in rates],
                      "baseline_sims_per_s": [round(x) for x in base]}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
