"""Self-play benchmark of the bot levels (a script: pytest does not collect it).

For each pairing of two levels (hard v normal, normal v easy, easy v random; ``--all`` adds
the other three, ``--pairings`` picks some) and each variant (Stud, Stud Hi/Lo, Razz; ``--games``
picks others: the home games, or High-Low Declare and Roll Your Own, whose secret choices each bot
makes from its own view as the table asks them) it plays duplicate pairs: one deck
from ``random.Random(seed)`` is played twice with the bots' seats swapped, so the cards' luck
cancels. The table is heads-up by default (``--players 4`` seats the two levels alternately at
a four-handed table and swaps every seat). Stacks are reset to the buy-in (50 big bets) every
hand and the result is the chips won per hand. Stakes are 2/4 (ante 0.40, bring-in 0.50). The
hard bot plays with ``--simulations`` deals per heads-up decision (600 by default, a quarter of
its default budget, to keep the run short).

It prints, for the first level of each pairing, the big bets won per 100 hands with a 95%
confidence interval (normal approximation; the sample unit is one duplicate pair, the mean of
its two hands), per variant and over all three; then the hard bot's decision times, in the
benchmark and at its default budget; its LAST line is JSON: ``{"hard_vs_normal": [mean, low,
high], "normal_vs_easy": [...], "easy_vs_random": [...]}`` in big bets per 100 hands over all
variants.

    python tests/bench/bench_bots.py                # 12000 hands per pairing and variant
    python tests/bench/bench_bots.py --hands 2000 --players 4 --all
    python tests/bench/bench_bots.py --games choice --hands 600 --timing 0
    python tests/bench/bench_bots.py --games choice --pairings normal_vs_easy --hands 3000

``--versus-previous`` plays one pairing instead: the hard bot against the hard bot as it was
before its simulation was made twice as fast (``studdesk/bots`` at commit 746b043, read from the
repository's history by ``previous_bot.py``) at the same thinking time: the previous bot gets ``--simulations`` scaled by the two default budgets (its 2,500
against today's :data:`~studdesk.bots.hard.DEFAULT_SIMULATIONS`, which a faster simulation
pays for in the same time), and both bots' decision times are printed. Its JSON line is
``{"hard_vs_previous": [mean, low, high]}``.

Figures only: it never asserts on time.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from studdesk.bots import DEFAULT_SIMULATIONS, LEVELS, Bot, make_bot  # noqa: E402
from studdesk.bots.hard import simulation_count  # noqa: E402
from studdesk.engine import (  # noqa: E402
    GameConfig,
    Hand,
    PlayerSpec,
    Variant,
    shuffled_deck,
    view,
)
from studdesk.engine.config import CHOICE_GAMES, HOME_GAMES  # noqa: E402
from studdesk.engine.evaluate import build_tables  # noqa: E402
from tests.bench import previous_bot  # noqa: E402

PAIRINGS = (("hard", "normal"), ("normal", "easy"), ("easy", "random"))
EXTRA_PAIRINGS = (("hard", "easy"), ("hard", "random"), ("normal", "random"))
VARIANTS = (Variant.STUD, Variant.STUD8, Variant.RAZZ)
BENCH_SIMULATIONS = 600  # the hard bot's deals per heads-up decision in the benchmark
CHUNK = 25  # duplicate pairs per task


@dataclass(frozen=True)
class Task:
    first: str
    second: str
    variant: Variant
    seeds: tuple[int, ...]
    simulations: int
    players: int = 2


@dataclass
class Outcome:
    first: str
    second: str
    variant: Variant
    results: list[float]  # big bets per hand for ``first``, one per duplicate pair
    hard_seconds: list[float]
    previous_seconds: list[float]


def previous_simulations(simulations: int) -> int:
    """The previous hard bot's deals for the thinking time the hard bot spends on
    ``simulations``: scaled by the two default budgets."""
    budget: int = previous_bot.load().DEFAULT_SIMULATIONS
    return max(1, round(simulations * budget / DEFAULT_SIMULATIONS))


def make_level(level: str, rng: random.Random, simulations: int) -> Bot:
    """A bot of ``level``, or ``"previous"``: the hard bot at ``previous_bot.PREVIOUS_COMMIT``."""
    if level == "previous":
        bot: Bot = previous_bot.load().HardBot(rng, previous_simulations(simulations))
        return bot
    return make_bot(level, rng, simulations=simulations)


def play_hand(config: GameConfig, levels: dict[int, str], deck_seed: int, bot_seed: str,
              simulations: int, timings: list[float],
              previous_timings: list[float] | None = None) -> dict[int, int]:
    """One hand; the chips each seat won or lost."""
    deck = shuffled_deck(random.Random(deck_seed))
    bots = {seat: make_level(level, random.Random(f"{bot_seed}/{seat}"), simulations)
            for seat, level in levels.items()}
    hand = Hand(config, [PlayerSpec(seat, f"P{seat}", config.buy_in, auto_muck=False)
                         for seat in levels], deck)
    while not hand.is_complete:
        seat = hand.acting_seat
        assert seat is not None
        bot = bots[seat]
        started = time.perf_counter()
        move = bot.decide(view(hand, seat))
        if levels[seat] == "hard":
            timings.append(time.perf_counter() - started)
        elif levels[seat] == "previous" and previous_timings is not None:
            previous_timings.append(time.perf_counter() - started)
        hand.apply(move.action())
    assert hand.result is not None
    return hand.result.net


def run_task(task: Task) -> Outcome:
    """Each seed's deck twice: the two levels alternate round the table (seat 1 the first
    level), then every seat changes level. A result is the first level's mean per seat."""
    build_tables()  # not in the first decision's time
    config = GameConfig.preset(task.variant, 200)
    results: list[float] = []
    timings: list[float] = []
    previous: list[float] = []
    seats = range(1, task.players + 1)
    for seed in task.seeds:
        total = 0
        for swap in (0, 1):
            levels = {s: task.first if (s + swap) % 2 else task.second for s in seats}
            net = play_hand(config, levels, seed, f"{seed}/{swap}", task.simulations, timings,
                            previous)
            total += sum(net[s] for s in seats if levels[s] == task.first)
        results.append(total / 2 / (task.players // 2) / config.big_bet)
    return Outcome(task.first, task.second, task.variant, results, timings, previous)


@dataclass(frozen=True)
class MixedTask:
    levels: tuple[str, ...]  # one seat each
    variant: Variant
    seeds: tuple[int, ...]
    simulations: int


@dataclass
class MixedOutcome:
    variant: Variant
    results: list[tuple[float, ...]]  # big bets per hand of each level, one per deck
    hard_seconds: list[float]


def run_mixed(task: MixedTask) -> MixedOutcome:
    """Each seed's deck once per rotation of the levels round the table, so every level plays
    every seat's cards; a result is each level's mean over the rotations."""
    build_tables()
    config = GameConfig.preset(task.variant, 200)
    n = len(task.levels)
    results: list[tuple[float, ...]] = []
    timings: list[float] = []
    for seed in task.seeds:
        won = [0] * n
        for turn in range(n):
            levels = {s: task.levels[(s - 1 + turn) % n] for s in range(1, n + 1)}
            net = play_hand(config, levels, seed, f"{seed}/{turn}", task.simulations, timings)
            for s, level in levels.items():
                won[task.levels.index(level)] += net[s]
        results.append(tuple(w / n / config.big_bet for w in won))
    return MixedOutcome(task.variant, results, timings)


def mixed_tasks(levels: tuple[str, ...], hands: int, seed: int, simulations: int,
                variants: tuple[Variant, ...]) -> Iterator[MixedTask]:
    decks = max(1, hands // len(levels))
    for v, variant in enumerate(variants):
        base = seed * 1_000_003 + (50 + v) * 10_000_000
        seeds = [base + i for i in range(decks)]
        for i in range(0, decks, CHUNK):
            yield MixedTask(levels, variant, tuple(seeds[i:i + CHUNK]), simulations)


def report_mixed(levels: tuple[str, ...], outcomes: list[MixedOutcome],
                 variants: tuple[Variant, ...]) -> dict[str, tuple[float, float, float]]:
    """Print each level's winnings and each level's edge over the next one (paired by deck),
    per variant and over all; the figures over all, by name."""
    print(f"{'level':<18}{'variant':<16}{'bb/100':>9}{'95% interval':>22}{'hands':>8}")
    names = [*levels, *(f"{a}_over_{b}" for a, b in zip(levels, levels[1:]))]
    overall: dict[str, tuple[float, float, float]] = {}
    for variant in [*variants, None] if len(variants) > 1 else variants:
        rows = [r for o in outcomes if variant in (None, o.variant) for r in o.results]
        columns = [[r[k] for r in rows] for k in range(len(levels))]
        columns += [[a - b for a, b in zip(x, y)] for x, y in zip(columns, columns[1:])]
        label = "all" if variant is None else variant.value[:15]
        for name, values in zip(names, columns):
            mean, lo, hi = summary(values)
            print(f"{name:<18}{label:<16}{mean:>9.1f}   [{lo:>7.1f}, {hi:>7.1f}]"
                  f"{len(levels) * len(values):>8}")
            if variant is None or len(variants) == 1:
                overall[name] = (mean, lo, hi)
    return overall


def tasks(pairings: tuple[tuple[str, str], ...], hands: int, seed: int,
          simulations: int, players: int,
          variants: tuple[Variant, ...] = VARIANTS) -> Iterator[Task]:
    pairs = max(1, hands // 2)
    for k, (first, second) in enumerate(pairings):
        for v, variant in enumerate(variants):
            base = seed * 1_000_003 + (k * len(variants) + v) * 10_000_000
            seeds = [base + i for i in range(pairs)]
            for i in range(0, pairs, CHUNK):
                yield Task(first, second, variant, tuple(seeds[i:i + CHUNK]), simulations,
                           players)


def time_decisions(count: int, simulations: int) -> None:
    """Time the hard bot's betting decisions at ``simulations`` deals, in hands of 2 to 8
    players of every variant against normal bots, in this process alone."""
    rng = random.Random(5)
    by_players: dict[int, list[float]] = {}
    hands = 0
    while sum(len(t) for t in by_players.values()) < count:
        variant = VARIANTS[hands % 3]
        players = 2 + hands % 7
        config = GameConfig.preset(variant, 200)
        hand = Hand(config, [PlayerSpec(s, f"P{s}", config.buy_in) for s in range(1, players + 1)],
                    shuffled_deck(rng))
        bots = {s: make_bot("hard" if s == 1 else "normal", random.Random(hands * 10 + s),
                            simulations=simulations) for s in range(1, players + 1)}
        while not hand.is_complete:
            seat = hand.acting_seat
            assert seat is not None
            seen = view(hand, seat)
            started = time.perf_counter()
            move = bots[seat].decide(seen)
            if seat == 1 and seen.legal_actions[0].kind.value not in ("show", "muck"):
                by_players.setdefault(players, []).append(time.perf_counter() - started)
            hand.apply(move.action())
        hands += 1
    everything = sorted(1000 * t for ts in by_players.values() for t in ts)
    print(f"hard decision time at the default budget ({simulations} deals heads-up, "
          f"{simulation_count(7, simulations)} with 8 players), {len(everything)} "
          f"decisions in hands of 2 to 8 players: mean {sum(everything) / len(everything):.1f} ms,"
          f" p99 {everything[int(0.99 * (len(everything) - 1))]:.1f} ms, "
          f"max {everything[-1]:.1f} ms")
    for players in sorted(by_players):
        ms = sorted(1000 * t for t in by_players[players])
        print(f"  {players} players: {simulation_count(players - 1, simulations):>5} deals, "
              f"mean {sum(ms) / len(ms):5.1f} ms, max {ms[-1]:5.1f} ms ({len(ms)} decisions)")


def summary(values: list[float]) -> tuple[float, float, float]:
    """Mean and 95% interval, in big bets per 100 hands."""
    n = len(values)
    mean = sum(values) / n
    var = sum((x - mean) ** 2 for x in values) / (n - 1) if n > 1 else 0.0
    half = 1.96 * math.sqrt(var / n)
    return 100 * mean, 100 * (mean - half), 100 * (mean + half)


def _games(spec: str) -> tuple[Variant, ...]:
    if spec == "casino":
        return VARIANTS
    if spec == "home":
        return HOME_GAMES
    if spec == "choice":
        return CHOICE_GAMES
    if spec == "all":
        return tuple(Variant)
    return tuple(Variant(name) for name in spec.split(","))


def _pairing(name: str, parser: argparse.ArgumentParser) -> tuple[str, str]:
    first, _, second = name.partition("_vs_")
    if first not in LEVELS or second not in LEVELS or first == second:
        parser.error(f"not a pairing: {name!r} (say first_vs_second, as hard_vs_normal)")
    return first, second


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=12000,
                        help="hands per pairing and variant (half as many duplicate pairs)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--players", type=int, default=2, choices=(2, 4, 6, 8),
                        help="players at the table, the two levels alternating (default 2)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--simulations", type=int, default=BENCH_SIMULATIONS,
                        help="the hard bot's deals per heads-up decision")
    parser.add_argument("--timing", type=int, default=400,
                        help="hard decisions to time at the default budget (0: none)")
    parser.add_argument("--all", action="store_true", help="also hard v easy, hard v random, "
                        "normal v random")
    parser.add_argument("--versus-previous", action="store_true",
                        help="only the hard bot against the hard bot at commit "
                        f"{previous_bot.PREVIOUS_COMMIT} (from git history), at the same "
                        "thinking time")
    parser.add_argument("--pairings", default=None,
                        help="a comma list of pairings to play instead, as the JSON line names "
                        "them (first_vs_second: normal_vs_easy,easy_vs_random; the previous "
                        "hard bot is --versus-previous)")
    parser.add_argument("--mixed", default=None, metavar="LEVELS",
                        help="instead of pairings, one table with a seat for each of these "
                        "levels (a comma list, strongest first: hard,normal,easy,random), "
                        "rotated so each level plays every seat's cards")
    parser.add_argument("--games", default="casino",
                        help="casino (Stud, Stud Hi/Lo, Razz), home (the five home games of "
                        "RULES.md W1-W7), choice (High-Low Declare and Roll Your Own, W8-W12), "
                        "all, or a comma list of variants")
    args = parser.parse_args(argv)
    variants = _games(args.games)
    pairings = PAIRINGS + (EXTRA_PAIRINGS if args.all else ())
    if args.pairings:
        pairings = tuple(_pairing(name, parser) for name in args.pairings.split(","))
    if args.versus_previous:
        pairings = (("hard", "previous"),)
        try:
            previous_hard = previous_bot.load()
        except previous_bot.HistoryMissing as exc:
            parser.error(str(exc))
    if args.mixed:
        return mixed_main(args, parser, variants)
    started = time.perf_counter()
    outcomes: list[Outcome] = []
    work = list(tasks(pairings, args.hands, args.seed, args.simulations, args.players, variants))
    if args.workers > 1:
        with multiprocessing.Pool(args.workers) as pool:
            outcomes = list(pool.imap_unordered(run_task, work))
    else:
        outcomes = [run_task(t) for t in work]
    elapsed = time.perf_counter() - started

    pairs = max(1, args.hands // 2)
    table = "Heads-up" if args.players == 2 else f"{args.players}-handed (levels alternating)"
    previous_note = (f" (the previous hard bot at {previous_simulations(args.simulations)})"
                     if args.versus_previous else "")
    print(f"{table} duplicate self-play: {pairs} pairs = {2 * pairs} hands per pairing and "
          f"variant; stakes 2/4, stacks 50 big bets reset every hand; hard bot at "
          f"{args.simulations} deals per heads-up decision{previous_note}; {args.workers} "
          f"workers, {elapsed:.0f} s")
    print(f"{'pairing':<18}{'variant':<16}{'bb/100':>9}{'95% interval':>22}{'hands':>8}")
    overall: dict[str, tuple[float, float, float]] = {}
    timings: list[float] = []
    for first, second in pairings:
        name = f"{first}_vs_{second}"
        pooled: list[float] = []
        for variant in variants:
            values = [x for o in outcomes if (o.first, o.second, o.variant) == (first, second,
                                                                                 variant)
                      for x in o.results]
            pooled += values
            mean, lo, hi = summary(values)
            print(f"{name:<18}{variant.value[:15]:<16}{mean:>9.1f}   [{lo:>7.1f}, {hi:>7.1f}]"
                  f"{2 * len(values):>8}")
        mean, lo, hi = summary(pooled)
        if len(variants) > 1:  # with one variant its row says it all
            print(f"{name:<18}{'all':<16}{mean:>9.1f}   [{lo:>7.1f}, {hi:>7.1f}]"
                  f"{2 * len(pooled):>8}")
        overall[name] = (mean, lo, hi)
    previous_timings: list[float] = []
    for o in outcomes:
        timings += o.hard_seconds
        previous_timings += o.previous_seconds
    for label, seconds, deals in (
            ("hard", timings, args.simulations),
            ("previous hard", previous_timings,
             previous_simulations(args.simulations) if args.versus_previous else 0)):
        if not seconds:
            continue
        ms = sorted(1000 * t for t in seconds)
        print(f"{label} decisions in the benchmark ({deals} deals heads-up, {args.workers} "
              f"workers): {len(ms)} decisions, mean {sum(ms) / len(ms):.1f} ms, "
              f"p99 {ms[int(0.99 * (len(ms) - 1))]:.1f} ms, max {ms[-1]:.1f} ms "
              f"(default budget: "
              f"{DEFAULT_SIMULATIONS if label == 'hard' else previous_hard.DEFAULT_SIMULATIONS}"
              f" deals)")
    if args.timing:
        time_decisions(args.timing, DEFAULT_SIMULATIONS)
    result = {k: [round(x, 2) for x in v] for k, v in overall.items()
              if args.pairings or k in ("hard_vs_normal", "normal_vs_easy", "easy_vs_random",
                                        "hard_vs_previous")}
    print(json.dumps(result))
    return 0


def mixed_main(args: argparse.Namespace, parser: argparse.ArgumentParser,
               variants: tuple[Variant, ...]) -> int:
    """``--mixed``: every level at one table; its JSON line gives each level's big bets per 100
    hands and each level's edge over the next (``"normal_over_easy"``), over all variants."""
    levels = tuple(args.mixed.split(","))
    if len(levels) < 2 or len(set(levels)) < len(levels) or not set(levels) <= set(LEVELS):
        parser.error(f"--mixed wants two or more different levels of {', '.join(LEVELS)}")
    started = time.perf_counter()
    work = list(mixed_tasks(levels, args.hands, args.seed, args.simulations, variants))
    if args.workers > 1:
        with multiprocessing.Pool(args.workers) as pool:
            outcomes = list(pool.imap_unordered(run_mixed, work))
    else:
        outcomes = [run_mixed(t) for t in work]
    decks = max(1, args.hands // len(levels))
    print(f"{len(levels)}-handed table of {', '.join(levels)}, each deck dealt {len(levels)} "
          f"times with the levels rotated: {decks} decks = {decks * len(levels)} hands per "
          f"variant; stakes 2/4, stacks 50 big bets reset every hand; hard bot at "
          f"{args.simulations} deals per heads-up decision; {args.workers} workers, "
          f"{time.perf_counter() - started:.0f} s")
    overall = report_mixed(levels, outcomes, variants)
    ms = sorted(1000 * t for o in outcomes for t in o.hard_seconds)
    if ms:
        print(f"hard decisions in the benchmark: {len(ms)} decisions, mean "
              f"{sum(ms) / len(ms):.1f} ms, max {ms[-1]:.1f} ms")
    if args.timing:
        time_decisions(args.timing, DEFAULT_SIMULATIONS)
    print(json.dumps({k: [round(x, 2) for x in v] for k, v in overall.items()}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
