"""The page's hand-written mirrors of the Python, held to one table of cases: chips and the
buttons' words (studdesk/gui/text/money.py, the action bar), the dealer's lines of a hand
(studdesk/gui/text/narrator.py), "You have" and the wild cards (studdesk/gui/table/hand_strength.py,
studdesk/gui/text/hand_words.py), a night's format in words (studdesk/gui/text/formats.py), the
fairness check's digests (net/fairness.py) and a plate's time bank (net/client/model.py's
``ClientTable.time_bank``, studdesk/gui/table/felt_words.py's ``bank_text``).

``studdesk/web/tests/mirrors.json`` lists each case with the text it must give; this test holds
the Python to it and the page's node tests (``studdesk/web/tests/*.test.js``, run by
tests/web/test_node.py) hold the page to the very same file, so the two say the same or one of
the two tests fails. When a word changes on purpose, the failure lists the Python's new answers
to write into the table.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from studdesk.web import page_root

MIRRORS = page_root() / "tests" / "mirrors.json"

FORMAT_INPUTS: list[tuple[str, list[Any]]] = [
    ("gameName", ["stud"]), ("gameName", ["stud8"]), ("gameName", ["razz"]),
    ("gamesLabel", [["stud", "razz", "stud8"]]), ("gamesLabel", [["stud", "razz"]]),
    ("formatTitle", ["sng", ["stud", "razz", "stud8"], "dealers_choice", None]),
    ("formatTitle", ["cash", ["stud", "stud8"], "rotation", 2]),
    ("formatTitle", ["sng", ["razz"], "fixed", 0]),
    ("stakesText", [{"small_bet": 600, "big_bet": 1200, "ante": 120}]),
    ("whenText", [0, None]), ("whenText", [1, None]), ("whenText", [3, None]),
    ("whenText", [None, 240000]), ("whenText", [None, 1000]), ("whenText", [None, 41000]),
    ("levelNowText", [2, {"small_bet": 300, "big_bet": 600, "ante": 60}]),
    ("nextLevelText", [{"level": 3, "small_bet": 500, "big_bet": 1000, "ante": 100, "in_hands": 2}]),
    ("nextGameText", ["razz", {"variant": "stud8", "in_hands": 3}]),
    ("nextLevelText", [{"level": 1, "small_bet": 200, "big_bet": 400, "ante": 40, "in_hands": 0}]),
    ("nextGameText", ["stud", {"variant": "razz", "in_hands": 0}]),
    ("eliminationText", ["Bo", 3, 0]), ("eliminationText", ["Cy", 2, 1650]),
    ("announceText", ["level", {"level": 3, "small_bet": 600, "big_bet": 1200, "ante": 120,
                                "in_hands": 2}]),
    ("announceText", ["level", {"level": 1, "small_bet": 300, "big_bet": 600, "ante": 60}]),
    ("announceText", ["game", {"variant": "razz", "chooser": 2}, "", {2: "Ann"}]),
    ("announceText", ["game", {"variant": "stud8", "chooser": 5}]),
    ("announceText", ["game", {"variant": "stud", "chooser": 2, "timed_out": True}]),
    ("announceText", ["game", {"variant": "razz", "in_hands": 0}]),
    ("announceText", ["game", {"variant": "stud8", "in_hands": 4}, "razz"]),
]
"""The format cases' inputs: the page's function (app/formats.js) and its arguments, in every
language in the table."""


def _formats(fn: str, args: list[Any]) -> str:
    from net import protocol as P
    from studdesk.gui.text import formats

    def announce(kind: str, fields: dict[str, Any], current: str = "",
                 names: dict[Any, str] | None = None) -> str:
        # the page takes the message's map; the desktop its record, made from the same map
        seats = None if names is None else {int(seat): name for seat, name in names.items()}
        return formats.announce_text(P.Announce(kind=kind, **fields), current, seats)

    # the page takes the table's format maps; the desktop their records, read from the same maps
    python: dict[str, Callable[..., str]] = {
        "gameName": formats.game_name, "gamesLabel": formats.games_label,
        "formatTitle": formats.format_title,
        "stakesText": lambda m: formats.stakes_text(P.Stakes.from_wire(m, "stakes")),
        "whenText": formats.when_text,
        "levelNowText": lambda level, m: formats.level_now_text(
            level, P.Stakes.from_wire(m, "stakes")),
        "nextLevelText": lambda m: formats.next_level_text(
            P.NextLevel.from_wire(m, "next_level")),
        "nextGameText": lambda current, m: formats.next_game_text(
            current, P.NextGame.from_wire(m, "next_game")),
        "eliminationText": formats.elimination_text, "announceText": announce,
    }
    return python[fn](*args)


def _label(move: dict[str, Any]) -> str:
    from studdesk.engine.actions import ActionKind, LegalAction
    from studdesk.gui.table.action_bar import ActionBar

    bar = ActionBar()
    try:
        return bar.label_for(LegalAction(ActionKind(move["action"]), 1, move.get("to", 0),
                                         move.get("amount", 0), move.get("all_in", False)))
    finally:
        bar.deleteLater()


def _time_bank(case: dict[str, Any]) -> str:
    """C2: the plate's time bank of seat 1 (its entry's ``ms``; its ``turn`` at 0 s, if any)
    ``at`` ms later: the client's model (net/client/model.py) and the desktop's words."""
    from net import protocol as P
    from net.client import ClientTable
    from studdesk.gui.table.felt_words import bank_text

    table = ClientTable()
    entry = P.SeatEntry(seat=1, name="Tee", stack=20000, cards=(), time_bank_ms=case["ms"])
    table.apply(P.TableState(status="playing", hand=1, seats=(entry,) + (None,) * 7), now=0.0)
    if case["turn"] is not None:
        table.apply(P.Turn(hand=1, seat=1, actions=(P.LegalAction(action="fold"),),
                           **case["turn"]), now=0.0)
    bank = table.time_bank(1)
    assert bank is not None
    return bank_text(bank.left_ms(case["at"] / 1000))


def python_answer(section: str, case: dict[str, Any]) -> str:
    """What the Python reference says for one case of the table (in the case's language)."""
    from net import fairness
    from studdesk.engine.cards import Card
    from studdesk.engine.events import event_from_dict
    from studdesk.engine.views import own_hand_from_dict
    from studdesk.gui.table.hand_strength import strength_line
    from studdesk.gui.text import i18n
    from studdesk.gui.text.hand_words import wild_ranks_text
    from studdesk.gui.text.money import format_chips
    from studdesk.gui.text.narrator import Narrator

    assert i18n.install_language(case.get("lang", "en"))
    try:
        if section == "chips":
            return format_chips(case["amount"])
        if section == "labels":
            return _label(case["move"])
        if section == "strength":
            return strength_line(own_hand_from_dict(case["own"]))
        if section == "wild":
            return wild_ranks_text(case["ranks"])
        if section == "formats":
            return _formats(case["fn"], case["args"])
        if section == "narration":
            narrator = Narrator()
            # the page narrates the wire's maps; the desktop the engine's records made from them
            lines = [line for ev in case["events"] for line in narrator.feed(event_from_dict(ev))]
            return "\n".join(lines + narrator.flush())
        if section == "time_bank":
            return _time_bank(case)
        if section == "leaf_digest":
            return fairness.leaf_digest(case["hand"], case["position"], Card.parse(case["card"]),
                                        bytes.fromhex(case["salt"])).hex()
        if section == "d10_permutation":
            return " ".join(map(str, fairness.d10_permutation(bytes.fromhex(case["seed"]),
                                                              case["count"])))
        raise AssertionError(f"no Python reference for the section {section!r}")
    finally:
        i18n.install_language("en")


def test_the_python_gives_every_answer_of_the_shared_table(qapp: Any) -> None:
    table = json.loads(MIRRORS.read_text(encoding="utf-8"))
    assert set(table) == {"chips", "labels", "strength", "wild", "formats", "leaf_digest",
                          "d10_permutation", "narration", "time_bank"}
    assert len(table["formats"]) >= 100 and {c["lang"] for c in table["formats"]} == {
        "en", "pl", "hu", "cs", "bg"}
    assert [(c["fn"], c["args"]) for c in table["formats"] if c["lang"] == "en"] == [
        (fn, json.loads(json.dumps(args))) for fn, args in FORMAT_INPUTS]
    wrong = [(section, case, python_answer(section, case))
             for section, cases in table.items() for case in cases
             if python_answer(section, case) != case["text"]]
    assert not wrong, "\n".join(f"{s}: {json.dumps(c, ensure_ascii=False)} -> Python says {a!r}"
                                for s, c, a in wrong)
