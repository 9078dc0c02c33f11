"""Complete random hands per second, StudDesk's engine against PokerKit, same policy, one run.

    python tests/bench/bench_engine.py [--seconds 2.0]

Policies: "random" picks uniformly among the kinds of move on offer (fold, check/call,
bring-in, complete/bet/raise); "showdown" always checks or calls (8-handed that reaches 7th
street and the showdown every time). Both engines run the same policy with the same seeds;
PokerKit deals its own cards. Also measured: replaying PHH files (StudDesk's exported hands)
per hand, StudDesk's `replay` against PokerKit's `HandHistory` iteration.

Figures only: the machine is shared and noisy, so read the ratios. The last line is JSON.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
import warnings
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from studdesk.engine import ActionKind, GameConfig, Hand, PlayerSpec, Variant, shuffled_deck  # noqa: E402
from studdesk.engine.phh import export_hand, loads, replay  # noqa: E402

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
    args = parser.parse_args()
    warnings.simplefilter("ignore")
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
