"""Benchmark: StudDesk's hand evaluators against treys (pure Python) and eval7 (C).

Run as a script (pytest does not collect it)::

    python tests/bench/bench_evaluator.py [--n 100000] [--repeat 3] [--seed 2024]

Every evaluator sees the same seeded random 7-card hands; peers get their own card objects,
converted before timing. A peer that is not installed is skipped. Each figure is the best of
``--repeat`` passes over all hands, loop overhead included (the same loop for everyone); the
passes take turns (ours, treys, eval7, ours, ...) so that a burst of load on a shared machine
falls on every evaluator alike rather than on whichever was running.

The wild-card evaluator (RULES.md W1) is measured on 7-card hands with queens wild: hands
holding one queen, two queens, and none, against a plain substitution reference in the same
run (:func:`substitution_high_value`: every rank and suit for each wild card, the plain
evaluator on each result).

The last line printed is JSON: ``{"high_per_s": ..., "low8_per_s": ..., "razz_per_s": ...,
"treys_per_s": ..., "eval7_per_s": ..., "wild1_per_s", "wild1_reference_per_s", "wild2_per_s",
"wild2_reference_per_s", "wild0_per_s"}`` with null for a skipped peer. Nothing here asserts on
time.
"""

from __future__ import annotations

import argparse
import importlib
import json
import platform
import random
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def _import_time() -> tuple[float, float]:
    """Seconds to import the evaluator cold (first import in this process), and to build its
    tables (all of them, as the first evaluation does)."""
    start = time.perf_counter()
    module = importlib.import_module("studdesk.engine.evaluate")
    imported = time.perf_counter() - start
    start = time.perf_counter()
    module.build_tables()
    return imported, time.perf_counter() - start


def _rate(run: Callable[[], object], count: int, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return count / best


def _rates(runs: dict[str, Callable[[], object]], count: int, repeat: int) -> dict[str, float]:
    """Like :func:`_rate` for several runs at once, their passes taking turns."""
    best = dict.fromkeys(runs, float("inf"))
    for _ in range(repeat):
        for key, run in runs.items():
            start = time.perf_counter()
            run()
            best[key] = min(best[key], time.perf_counter() - start)
    return {key: count / seconds for key, seconds in best.items()}


def _ours(fn: Callable[[Sequence[int]], object], hands: list[Any]) -> Callable[[], None]:
    def run() -> None:
        for h in hands:
            fn(h)

    return run


def substitution_high_value(cards: Sequence[int], wild: int) -> int:
    """The reference for the wild evaluator: try every card (any rank and suit, even one held)
    for each wild card and keep the best plain value. A hand that then holds a card twice or
    five of a rank is valued five cards at a time (five of a kind on top, W1)."""
    from itertools import combinations, product

    from studdesk.engine.evaluate import high_value

    naturals = [c for c in cards if not (wild >> (c >> 2)) & 1]
    w = len(cards) - len(naturals)
    best = 0
    for subs in product(range(52), repeat=w):
        hand = naturals + list(subs)
        ranks = [c >> 2 for c in hand]
        if len(set(hand)) == len(hand) and max(map(ranks.count, ranks)) < 5:
            value = high_value(hand)
        else:
            value = 0
            for five in combinations(hand, 5):
                r5 = [c >> 2 for c in five]
                if len(set(r5)) == 1:
                    v = (9 << 20) | ((r5[0] + 2) << 16)
                elif len(set(five)) < 5 and len({c & 3 for c in five}) == 1:
                    top = sorted((r + 2 for r in r5), reverse=True)
                    v = (5 << 20) | sum(r << (16 - 4 * i) for i, r in enumerate(top))
                else:
                    v = high_value(five)
                value = max(value, v)
        best = max(best, value)
    return best


def _wild_hands(rng: random.Random, n: int, wilds: int) -> list[list[int]]:
    """7-card hands holding exactly ``wilds`` queens."""
    queens = [c for c in range(52) if c >> 2 == 10]
    others = [c for c in range(52) if c >> 2 != 10]
    return [rng.sample(queens, wilds) + rng.sample(others, 7 - wilds) for _ in range(n)]


def _treys_runner(hands: list[list[str]]) -> Callable[[], None] | None:
    try:
        import treys
    except ImportError:
        return None
    evaluator = treys.Evaluator()
    split = [
        ([treys.Card.new(t) for t in h[:5]], [treys.Card.new(t) for t in h[5:]]) for h in hands
    ]
    evaluate = evaluator.evaluate

    def run() -> None:
        for board, hand in split:
            evaluate(board, hand)

    return run


def _eval7_runner(hands: list[list[str]]) -> Callable[[], None] | None:
    try:
        import eval7
    except ImportError:
        return None
    converted = [[eval7.Card(t) for t in h] for h in hands]
    evaluate = eval7.evaluate

    def run() -> None:
        for h in converted:
            evaluate(h)

    return run


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=100_000, help="number of 7-card hands")
    parser.add_argument("--repeat", type=int, default=3, help="passes; the best one counts")
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args(argv)

    import_s, build_s = _import_time()
    from studdesk.engine.cards import FULL_DECK
    from studdesk.engine.evaluate import high_value, low8_value, razz_value

    rng = random.Random(args.seed)
    hands = [[FULL_DECK[i] for i in rng.sample(range(52), 7)] for _ in range(args.n)]
    texts = [[str(c) for c in h] for h in hands]

    runs: dict[str, Callable[[], object]] = {
        "high_per_s": _ours(high_value, hands),
        "low8_per_s": _ours(low8_value, hands),
        "razz_per_s": _ours(razz_value, hands),
    }
    peers = {"treys_per_s": _treys_runner(texts), "eval7_per_s": _eval7_runner(texts)}
    runs.update({key: runner for key, runner in peers.items() if runner is not None})
    rates: dict[str, float | None] = {key: None for key in peers}
    rates.update(_rates(runs, args.n, args.repeat))

    treys_rate, eval7_rate = rates["treys_per_s"], rates["eval7_per_s"]

    from studdesk.engine.evaluate import wild_high_value, wild_mask

    queens = wild_mask([12])
    wild_rows = []
    for w, ref_n in ((1, min(args.n, 2000)), (2, min(args.n, 100))):
        wild_hands = _wild_hands(rng, args.n, w)
        for h in wild_hands[:ref_n]:  # the same answers, or the figures mean nothing
            if wild_high_value(h, queens) != substitution_high_value(h, queens):
                raise SystemExit(f"the wild evaluator and the reference disagree on {h}")
        ours = _rate(_ours(lambda h: wild_high_value(h, queens), wild_hands), args.n, args.repeat)
        ref = _rate(_ours(lambda h: substitution_high_value(h, queens), wild_hands[:ref_n]),
                    ref_n, 1)
        rates[f"wild{w}_per_s"] = ours
        rates[f"wild{w}_reference_per_s"] = ref
        wild_rows.append((w, ours, ref))
    plain = _wild_hands(rng, args.n, 0)
    # Both through a lambda, so that both pay the same extra call.
    same = _rates({"wild0_per_s": _ours(lambda h: wild_high_value(h, queens), plain),
                   "plain": _ours(lambda h: high_value(h), plain)}, args.n, args.repeat)
    rates["wild0_per_s"], plain_high = same["wild0_per_s"], same["plain"]

    def ratio(rate: float | None, peer: float | None) -> str:
        return "-" if rate is None or peer is None else f"{rate / peer:.2f}x"

    print(f"7-card hands: {args.n:,} (seed {args.seed}), best of {args.repeat}; "
          f"Python {platform.python_version()} ({platform.python_implementation()})")
    print(f"import studdesk.engine.evaluate: {import_s * 1000:.0f} ms; building the tables "
          f"(the first evaluation does it): {build_s * 1000:.0f} ms")
    print()
    print(f"{'evaluator':<20}{'hands/s':>14}{'ours/treys':>12}{'ours/eval7':>12}")
    labels = {
        "high_per_s": "studdesk high",
        "low8_per_s": "studdesk low8",
        "razz_per_s": "studdesk razz",
        "treys_per_s": "treys (Python)",
        "eval7_per_s": "eval7 (C)",
    }
    for key, label in labels.items():
        rate = rates[key]
        ours = key in ("high_per_s", "low8_per_s", "razz_per_s")
        shown = "not installed" if rate is None else f"{rate:,.0f}"
        print(
            f"{label:<20}{shown:>14}"
            f"{ratio(rate, treys_rate) if ours else '':>12}"
            f"{ratio(rate, eval7_rate) if ours else '':>12}"
        )
    print()
    print("wild cards (queens wild, 7-card hands), against plain substitution in this run:")
    for w, ours, ref in wild_rows:
        print(f"  {w} wild: {ours:>12,.0f} hands/s   reference {ref:>10,.0f} hands/s   "
              f"{ours / ref:,.0f}x")
    print(f"  no wild card: {rates['wild0_per_s']:,.0f} hands/s, "
          f"{rates['wild0_per_s'] / plain_high:.2f}x the plain high evaluator "
          f"({plain_high:,.0f} hands/s on the same hands)")
    print()
    print(json.dumps({k: None if v is None else round(v) for k, v in rates.items()}))


if __name__ == "__main__":
    main()
