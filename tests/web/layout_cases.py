"""Cases for the page's layout check (studdesk/web/app/layout.js) from the host's own engine at a
table nobody deals (net/table/trustless.py's ``BlindHand``): hands of every game the page can
follow, 2 to 7 players, short stacks so that players go all in on the ante, the bring-in and
later (O7's run-outs), seven players now and then at 7th street (D10's deal from the
burned and undealt positions), each move chosen at random among the legal ones; for the first street
and for every move, what ``BlindHand.plan`` says it deals (each position, its seat or None for
a burn, face up or down) and, from the engine after the move, which seats it takes to a
showdown. The page's module must give
the very same for the same public moves (studdesk/web/tests/layout.cases.js).

``python -m tests.web.layout_cases OUT.json`` writes a set."""

from __future__ import annotations

import json
import random
import sys
from typing import Any

from net.table.trustless import MAX_PLAYERS, BlindHand, Plan
from studdesk.engine.cards import Card
from studdesk.engine.config import GameConfig, Variant
from studdesk.engine.hand import PlayerSpec
from studdesk.engine.views import config_to_dict

VARIANTS = (Variant.STUD, Variant.STUD8, Variant.RAZZ, Variant.FOLLOW_THE_QUEEN, Variant.CHICAGO,
            Variant.LOW_CHICAGO, Variant.FIVE_CARD_STUD)
"""The games the page follows (layout.js's LAYOUT_VARIANTS)."""


def _plan(plan: Plan) -> dict[str, Any]:
    return {"dealt": [[d.position, d.seat, d.face_up] for d in plan.dealt],
            "show": list(plan.show)}


def _hand(rng: random.Random, number: int) -> dict[str, Any]:
    variant = VARIANTS[number % len(VARIANTS)]
    small = rng.choice((20, 100, 200))
    config = GameConfig.preset(variant, small)
    count = rng.randint(2, MAX_PLAYERS)
    seats = sorted(rng.sample(range(1, 9), count))
    # Short stacks, now and then below the ante or the bring-in: all-ins on every street.
    stacks = {s: rng.choice((config.ante, config.ante + config.bring_in // 2, 3 * small,
                             8 * small, 40 * small)) for s in seats}
    specs = [PlayerSpec(s, f"p{s}", v) for s, v in stacks.items()]
    deck = [Card(i) for i in range(52)]
    rng.shuffle(deck)
    blind = BlindHand(config, specs, number)
    first = blind.first_plan()
    # Its stand-ins are the true deck (what a step deals does not depend on the cards; a deck
    # without duplicates keeps the engine's showdowns sound).
    blind.start(dict(enumerate(deck)))
    hand = blind.engine
    assert hand is not None
    steps: list[dict[str, Any]] = []
    while not hand.is_complete:
        moves = hand.legal_actions()
        if not moves:
            break
        move = rng.choice(moves)
        if move.kind.value == "fold" and rng.random() < 0.7:
            move = moves[min(1, len(moves) - 1)]
        action = move.action()
        move_wire = {"seat": action.seat, "action": action.kind.value,
                     **({"to": action.to} if action.to is not None else {})}
        plan = blind.plan(lambda h, a=action: h.act(a))  # D10: from the gathered positions
        before = hand.phase.value
        blind.act(action)
        # The showdown the step reaches: every player still in (whoever shows or mucks there
        # is each device's decision, S2; the layout only says the hand got there).
        live = [p.seat for p in hand.players if not p.folded]
        reached = before == "betting" and hand.phase.value != "betting" and len(live) >= 2
        steps.append({"move": move_wire, "dealt": _plan(plan)["dealt"],
                      "show": live if reached else []})
    return {"hand": number, "config": config_to_dict(config),
            "players": [{"seat": s, "stack": v} for s, v in stacks.items()],
            "first": _plan(first), "steps": steps}


def make_cases(hands: int = 140, seed: int = 11) -> list[dict[str, Any]]:
    rng = random.Random(seed)
    return [_hand(rng, number) for number in range(1, hands + 1)]


def main(argv: list[str]) -> int:
    cases = make_cases()
    with open(argv[0], "w", encoding="utf-8") as out:
        json.dump(cases, out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
