"""The hard bot's faster simulation deals the same cards in the same order as the one before it
(``studdesk/bots/equity.py`` at commit 746b043), so from the same generator it gives the same
equity, to the last bit, in every game: the casino studs' fast loop and the general loop (wild
cards, Chicago's spade, the D10 shared card and the community card). The previous estimates are
kept as data (``tests/bots/data/previous_equity.json``), recorded from that commit by
``python tests/bench/previous_bot.py record``.
"""

from __future__ import annotations

import json
from collections import Counter

import pytest

from studdesk.bots.equity import equity
from tests.bench.previous_bot import PREVIOUS_COMMIT, RECORDED
from tests.bots.equity_cases import SIMULATIONS, cases, fingerprint

RECORD = json.loads(RECORDED.read_text(encoding="utf-8"))
ESTIMATES = {(row["case"], row["read_actions"]): row for row in RECORD["estimates"]}
CASES = list(cases())


def test_the_record_is_of_the_previous_bot_and_these_cases() -> None:
    assert RECORD["commit"] == PREVIOUS_COMMIT and RECORD["simulations"] == SIMULATIONS
    assert set(ESTIMATES) == {(c.name, c.read_actions) for c in CASES}
    groups = Counter(_group(c.name) for c in CASES if c.read_actions)
    # 3 casino studs x 2 tables x 2 decks, the 5 home games, eight players sharing a card (D10)
    assert len(groups) == 18, groups
    for variant in ("stud", "stud8", "razz"):
        assert sum(n for g, n in groups.items() if g.startswith(f"{variant}-")) > 10
    assert min(groups.values()) >= 2 and groups["stud-8p-d10"] > 3


def _group(case_name: str) -> str:
    return case_name.split(" #")[0]


@pytest.mark.parametrize("group", sorted({_group(c.name) for c in CASES}))
def test_each_game_estimates_as_before(group: str) -> None:
    checked = 0
    for case in (c for c in CASES if _group(c.name) == group):
        row = ESTIMATES[(case.name, case.read_actions)]
        assert fingerprint(case.situation) == row["situation"], (
            f"{case.name}: the decision differs from the one recorded (the engine, the normal "
            f"bot or the read of a view changed): record again with "
            f"`python tests/bench/previous_bot.py record`")
        ours = equity(case.situation, case.rng(), SIMULATIONS, read_actions=case.read_actions)
        assert ours == row["equity"], (case.name, case.read_actions)
        checked += 1
    assert checked > 3
