"""Complete random hands per second, StudDesk's engine against PokerKit, same policy, one run.

    python tests/bench/bench_engine.py [--seconds 2.0]

Policies: "random" picks uniformly among the kinds of move on offer (fold, check/call,
bring-in, complete/bet/raise); "showdown" always checks or calls (8-handed that reaches 7th
street and the showdown every time). Both engines run the same policy with the same seeds;
PokerKit deals its own cards. Also measured: replaying PHH files (StudDesk's exported hands)
per hand, StudDesk's `replay` against PokerKit's `HandHistory` iteration.

``--alone HANDS`` measures only the rules engine, on its own, making recorded hands again:
random hands (the random policy, 2 to 8 players, most folded out before a showdown, as in
PokerKit's random corpus) are played once, and then ``Hand(...)`` and ``hand.act(move)`` for
each recorded move are timed (CPU time, best of ``--rounds``), with ``Hand(...)`` alone beside
it. Side by side in the same run: PokerKit's state machine making the same hands (the same cards
dealt, the same moves, its stacks checked against ours; a configuration both play alike: no
heads-up exception to the cap, no open-pair big bet) and, in a subprocess, StudDesk's pure-Python
engine (a copy of the engine's ``.py`` files only), so the compiled engine is measured against
the reference in one run.

Figures only: the machine is shared and noisy, so read the ratios. The last line is JSON.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
import warnings
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from studdesk.engine import ActionKind, GameConfig, Hand, PlayerSpec, Variant, shuffled_deck  # noqa: E402
from studdesk.engine.phh import export_hand, loads, replay  # noqa: E402
from tests.bench import engine_alone as alone_timer  # noqa: E402

STACK = 100_000  # 250 big bets at 2/4: deep
# The table's configuration and seating are made once per table, as at a real table (PokerKit's
# game object, below, likewise); every hand gets a fresh shuffle.
CONFIG = GameConfig.preset(Variant.STUD, 200)
SEATING = {n: [PlayerSpec(s, f"P{s}", STACK) for s in range(1, n + 1)] for n in range(2, 9)}


def studdesk_hand(n: int, policy: str, rng: random.Random) -> Hand:
    hand = Hand(CONFIG, SEATING[n], shuffled_deck(rng),
                reshuffle=lambda cards: rng.sample(cards, len(cards)))
    passive = policy == "showdown"
    while not hand.is_complete:
        moves = hand.legal_actions()
        if passive:
            move = next((m for m in moves if m.kind in (ActionKind.CHECK, ActionKind.CALL,
                                                        ActionKind.BRING_IN, ActionKind.SHOW)),
                        moves[0])
        else:
            groups: dict[str, list] = {}
            for m in moves:
                key = "cc" if m.kind in (ActionKind.CHECK, ActionKind.CALL) else (
                    "cbr" if m.kind.takes_amount else m.kind.value)
                groups.setdefault(key, []).append(m)
            move = rng.choice(groups[rng.choice(sorted(groups))])
        hand.apply(move.action())
    return hand


_PK_GAME: object = None


def pokerkit_hand(n: int, policy: str, rng: random.Random) -> object:
    global _PK_GAME
    import pokerkit

    if _PK_GAME is None:  # the game once per table, a state per hand
        A = pokerkit.Automation
        _PK_GAME = pokerkit.FixedLimitSevenCardStud(
            (A.ANTE_POSTING, A.BET_COLLECTION, A.BLIND_OR_STRADDLE_POSTING, A.CARD_BURNING,
             A.HOLE_DEALING, A.BOARD_DEALING, A.HOLE_CARDS_SHOWING_OR_MUCKING, A.HAND_KILLING,
             A.CHIPS_PUSHING, A.CHIPS_PULLING),
            True, 40, 50, 200, 400, mode=pokerkit.Mode.CASH_GAME,
        )
    state = _PK_GAME(STACK, n)  # type: ignore[operator]
    passive = policy == "showdown"
    while state.status:
        options: list[Callable[[], object]] = []
        if state.can_post_bring_in():
            options.append(state.post_bring_in)
        if state.can_check_or_call():
            options.append(state.check_or_call)
        if not passive:
            if state.can_fold():
                options.append(state.fold)
            if state.can_complete_bet_or_raise_to():
                options.append(state.complete_bet_or_raise_to)
        if not options:
            if state.can_fold():
                options.append(state.fold)
            else:
                break
        (options[0] if passive else rng.choice(options))()
    return state


# ------------------------------------------------------------------ the engine alone

# Both engines play this alike (PokerKit has neither L4's uncapped heads-up nor L5's big bet on
# an open pair), so every recorded move is legal for both.
ALONE_CONFIG = alone_timer.CONFIG
ALONE_STACK = 2000  # five big bets: some hands go all-in, most fold out

# One recorded hand as plain data: players, deck (card numbers, in dealing order), moves
# (kind, seat, to), and the final stacks by seat.
Recorded = tuple[int, list[int], list[tuple[str, int, int | None]], list[int]]


def record_hands(count: int, seed: int) -> list[Recorded]:
    """``count`` random hands played once by this engine, kept as what it takes to make them
    again."""
    rng = random.Random(seed)
    out: list[Recorded] = []
    for i in range(count):
        n = 2 + i % 7
        players = [PlayerSpec(s, f"P{s}", ALONE_STACK) for s in range(1, n + 1)]
        deck = shuffled_deck(rng)
        hand = Hand(ALONE_CONFIG, players, deck)
        moves: list[tuple[str, int, int | None]] = []
        while not hand.is_complete:
            groups: dict[str, list[Any]] = {}
            for m in hand.legal_actions():
                key = "cc" if m.kind in (ActionKind.CHECK, ActionKind.CALL) else (
                    "cbr" if m.kind.takes_amount else m.kind.value)
                groups.setdefault(key, []).append(m)
            move = rng.choice(groups[rng.choice(sorted(groups))]).action()
            moves.append((move.kind.value, move.seat, move.to))
            hand.act(move)
        assert hand.result is not None
        stacks = [hand.result.stacks[s] for s in range(1, n + 1)]
        out.append((n, [int(c) for c in deck], moves, stacks))
    return out


def engine_alone(records: list[Recorded], rounds: int) -> tuple[float, float]:
    """µs per hand for ``Hand(...)`` and its moves, and for ``Hand(...)`` alone, in this
    process (whichever engine it runs), best of ``rounds``."""
    return alone_timer.engine_alone(records, rounds, ALONE_STACK)


def pure_engine_alone(records: list[Recorded], rounds: int) -> tuple[str, float, float]:
    """:func:`engine_alone` in a subprocess running a copy of the engine's ``.py`` files."""
    root = Path(__file__).resolve().parents[2] / "studdesk"
    with tempfile.TemporaryDirectory() as folder:
        copy = Path(folder) / "studdesk"
        copy.mkdir()
        shutil.copy(root / "__init__.py", copy / "__init__.py")
        # the engine's sources, its packages (phh) too, without a compiled build's files
        shutil.copytree(root / "engine", copy / "engine", ignore=shutil.ignore_patterns(
            "*.so", "*.pyd", "__pycache__", "compiled-sources.json"))
        timer = Path(folder) / "engine_alone.py"
        shutil.copy(Path(__file__).resolve().parent / "engine_alone.py", timer)
        data = Path(folder) / "hands.json"
        data.write_text(json.dumps(records), encoding="utf-8")
        env = {**os.environ, "PYTHONPATH": folder}
        done = subprocess.run([sys.executable, "-S", str(timer), str(data), str(rounds),
                               str(ALONE_STACK)], cwd=folder, env=env, capture_output=True,
                              text=True, check=True)
    kind, figures = done.stdout.strip().rsplit("|", 1)
    per_hand, setup = figures.split()
    return kind.strip(), float(per_hand), float(setup)


_PK_ALONE: object = None


def pokerkit_alone(records: list[Recorded], rounds: int) -> tuple[float, int]:
    """µs per hand for PokerKit's state machine making the same hands (its deck in our
    dealing order, burns included: both burn before 4th to 7th street; the same moves), best
    of ``rounds``; and how many hands ended on other stacks than ours (0: the same hands)."""
    global _PK_ALONE
    import pokerkit

    if _PK_ALONE is None:
        A = pokerkit.Automation
        _PK_ALONE = pokerkit.FixedLimitSevenCardStud(
            (A.ANTE_POSTING, A.BET_COLLECTION, A.BLIND_OR_STRADDLE_POSTING, A.CARD_BURNING,
             A.HOLE_CARDS_SHOWING_OR_MUCKING, A.HAND_KILLING, A.CHIPS_PUSHING,
             A.CHIPS_PULLING),
            True, 40, 50, 200, 400, mode=pokerkit.Mode.CASH_GAME,
        )
    game: Any = _PK_ALONE

    from studdesk.engine.cards import Card

    faces = [next(iter(pokerkit.Card.parse(str(Card(c))))) for c in range(52)]
    hands = [(n, [faces[c] for c in deck], moves, stacks) for n, deck, moves, stacks in records]

    def make(n: int, deck: list[Any], moves: list[tuple[str, int, int | None]]) -> Any:
        state = game(ALONE_STACK, n)
        state.deck_cards = deque(deck)
        steps = iter(moves)
        while state.status:
            if state.can_deal_hole():
                state.deal_hole()
                continue
            kind, _, to = next(steps)
            if kind == "fold":
                state.fold()
            elif kind in ("check", "call"):
                state.check_or_call()
            elif kind == "bring_in":
                state.post_bring_in()
            else:
                state.complete_bet_or_raise_to(to)
        return state

    differ = 0
    for n, deck, moves, stacks in hands:
        if list(make(n, deck, moves).stacks) != stacks:
            differ += 1
    best = float("inf")
    for _ in range(rounds):
        start = time.process_time()
        for n, deck, moves, _ in hands:
            make(n, deck, moves)
        best = min(best, time.process_time() - start)
    return best / len(records) * 1e6, differ


def alone(hands: int, rounds: int) -> dict[str, object]:
    """The ``--alone`` figures: this engine, PokerKit and the pure engine on the same hands."""
    from studdesk.engine.compiled import describe_engine

    records = record_hands(hands, seed=20)
    moves = sum(len(r[2]) for r in records) / len(records)
    print(f"engine alone: {len(records)} random hands, {moves:.1f} moves a hand "
          f"(Hand(...) then hand.act(move) for each), CPU µs a hand, best of {rounds}")
    ours, ours_setup = engine_alone(records, rounds)
    print(f"  {describe_engine()}: {ours:.1f} (Hand() {ours_setup:.1f})")
    figures: dict[str, object] = {"hands": len(records), "moves_per_hand": round(moves, 1),
                                  "engine": describe_engine(), "us_per_hand": round(ours, 1),
                                  "us_setup": round(ours_setup, 1)}
    kind, pure, pure_setup = pure_engine_alone(records, rounds)
    print(f"  {kind} (subprocess, the same hands): {pure:.1f} (Hand() {pure_setup:.1f}); "
          f"ratio {pure / ours:.2f}x")
    figures.update(pure_us_per_hand=round(pure, 1), pure_us_setup=round(pure_setup, 1),
                   pure_ratio=round(pure / ours, 2))
    try:
        import pokerkit  # noqa: F401
    except ImportError:
        figures["pokerkit_us_per_hand"] = None
    else:
        theirs, differ = pokerkit_alone(records, rounds)
        print(f"  PokerKit state machine, the same cards and moves: {theirs:.1f} "
              f"({differ} hands ended otherwise); ratio {theirs / ours:.1f}x")
        figures.update(pokerkit_us_per_hand=round(theirs, 1), pokerkit_ratio=round(theirs / ours, 1),
                       pokerkit_differ=differ)
    return figures


def rate(fn: Callable[[random.Random], object], seconds: float) -> float:
    rng = random.Random(12345)
    done = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        fn(rng)
        done += 1
        if done % 8 == 0 and time.perf_counter() >= deadline:
            break
    return done / (time.perf_counter() - start)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="time per measurement")
    parser.add_argument("--replay-files", type=int, default=500)
    parser.add_argument("--alone", type=int, default=0, metavar="HANDS",
                        help="only the engine alone on HANDS recorded random hands (see above)")
    parser.add_argument("--rounds", type=int, default=5, help="--alone: best of this many")
    args = parser.parse_args()
    warnings.simplefilter("ignore")
    if args.alone:
        print(json.dumps(alone(args.alone, args.rounds)))
        return 0
    try:
        import pokerkit  # noqa: F401
        have_pk = True
    except ImportError:
        have_pk = False
    results: dict[str, object] = {}
    print(f"{'configuration':<24}{'StudDesk hands/s':>18}{'PokerKit hands/s':>18}{'ratio':>9}")
    for n in (2, 4, 8):
        for policy in ("random", "showdown"):
            ours = rate(lambda rng, n=n, p=policy: studdesk_hand(n, p, rng), args.seconds)
            theirs = rate(lambda rng, n=n, p=policy: pokerkit_hand(n, p, rng), args.seconds) if have_pk else None
            ratio = ours / theirs if theirs else None
            key = f"{n}p_{policy}"
            results[key] = {"studdesk": round(ours, 1), "pokerkit": None if theirs is None else round(theirs, 1),
                            "ratio": None if ratio is None else round(ratio, 1)}
            print(f"{key:<24}{ours:>18.0f}{(theirs or 0):>18.0f}{(ratio or 0):>9.1f}")

    # Replay: StudDesk's exported hands, read back by both.
    rng = random.Random(99)
    texts = [export_hand(studdesk_hand(2 + i % 7, "showdown" if i % 2 else "random", rng))
             for i in range(args.replay_files)]
    theirs_replay = None
    if have_pk:
        import pokerkit

        readable = []
        for text in texts:  # keep the files PokerKit's rules accept (heads-up cap, open pair)
            try:
                for _ in pokerkit.HandHistory.loads(text):
                    pass
                readable.append(text)
            except (ValueError, KeyError):
                pass
        texts = readable
        start = time.perf_counter()
        for text in texts:
            for _ in pokerkit.HandHistory.loads(text):
                pass
        theirs_replay = (time.perf_counter() - start) / len(texts)
    start = time.perf_counter()
    for text in texts:
        replay(loads(text))
    ours_replay = (time.perf_counter() - start) / len(texts)
    print(f"\nPHH replay per hand ({len(texts)} files): StudDesk {ours_replay * 1e6:.0f} µs, "
          f"PokerKit {(theirs_replay or 0) * 1e6:.0f} µs, "
          f"ratio {(theirs_replay or 0) / ours_replay:.1f}x")
    results["replay_us_per_hand"] = {"studdesk": round(ours_replay * 1e6, 1),
                                     "pokerkit": None if theirs_replay is None else round(theirs_replay * 1e6, 1)}
    print(json.dumps(results))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
