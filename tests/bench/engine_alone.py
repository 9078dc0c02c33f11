"""The rules engine alone making recorded hands again: ``Hand(...)`` then ``hand.act`` for each
move, CPU time. ``bench_engine.py --alone`` runs it in its own process (whichever engine that
loads) and, copied beside a copy of the engine's ``.py`` files, in a subprocess started with
``python -S`` (no site, so no editable install or compiled module can stand in for the pure
engine). It imports nothing but the engine for that reason.

A record is ``(players, deck, moves, stacks)``: the number of players (seats 1..n), the deck as
card numbers, each move as ``(kind value, seat, to)``, and the finishing stacks.

    python engine_alone.py HANDS.json ROUNDS STACK   # prints "engine line | us_per_hand us_setup"
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any

from studdesk.engine import Action, ActionKind, Card, GameConfig, Hand, PlayerSpec, Variant

CONFIG = GameConfig.preset(Variant.STUD, 200, heads_up_uncapped=False, open_pair=False)


def engine_alone(records: list[Any], rounds: int, stack: int) -> tuple[float, float]:
    """µs per hand for ``Hand(...)`` and its moves, and for ``Hand(...)`` alone, best of
    ``rounds``."""
    hands = [([PlayerSpec(s, f"P{s}", stack) for s in range(1, n + 1)],
              [Card(c) for c in deck],
              [Action.make(ActionKind(k), seat, to) for k, seat, to in moves])
             for n, deck, moves, _ in records]
    best = setup = float("inf")
    for _ in range(rounds):
        start = time.process_time()
        for players, cards, made in hands:
            hand = Hand(CONFIG, players, cards)
            for move in made:
                hand.act(move)
        best = min(best, time.process_time() - start)
        start = time.process_time()
        for players, cards, _ in hands:
            Hand(CONFIG, players, cards)
        setup = min(setup, time.process_time() - start)
    return best / len(hands) * 1e6, setup / len(hands) * 1e6


if __name__ == "__main__":
    from studdesk.engine.compiled import describe_engine

    with open(sys.argv[1], encoding="utf-8") as f:
        recorded = json.load(f)
    per_hand, per_setup = engine_alone(recorded, int(sys.argv[2]), int(sys.argv[3]))
    print(describe_engine(), "|", per_hand, per_setup)
