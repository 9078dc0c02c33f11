"""The evaluator's lookup tables are built on first use, not on import (so that the lobby paints in
half a second), and every way of reaching them before that builds them first.

Each check runs in a fresh interpreter: in this one another test has long built them.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _run(code: str) -> str:
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout.strip()


def test_importing_the_engine_builds_no_table_and_the_first_evaluation_does() -> None:
    out = _run(
        "import studdesk.engine as engine\n"
        "from studdesk.engine import evaluate as ev\n"
        "from studdesk.engine.cards import parse_cards\n"
        "print(ev.tables_are_built(), type(ev._HIGH).__name__, type(ev._FLUSH).__name__)\n"
        "print(ev.describe_high(ev.high_value(parse_cards('Ah Kh Qh Jh Th 2c 3d'))))\n"
        "print(ev.tables_are_built(), type(ev._HIGH).__name__, type(ev._FLUSH).__name__)\n"
        "print(len(ev._HIGH), len(ev._LOW8), len(ev._RAZZ), len(ev._FLUSH))\n")
    assert out.splitlines() == [
        "False _UnbuiltTable _UnbuiltList",
        "Royal flush",
        "True dict list",
        "76154 76154 76154 8192",
    ]


def test_each_evaluator_and_each_reading_builds_before_it_answers() -> None:
    # Every evaluator, first thing in a fresh interpreter, answers as it does once built; a
    # placeholder kept from before the build answers from the built table.
    code = (
        "import sys\n"
        "from studdesk.engine import evaluate as ev\n"
        "from studdesk.engine.cards import parse_cards\n"
        "hands = ['Ah Kh Qh Jh 9h 2c 3d', 'Ad 2c 3h 4s 5d Kc Kh', '8c 7d 6h 5s 4c',\n"
        "         '9s 9d Tc', 'As 2s 3s 4s 5s 6s 7s', 'Kc Kd Ks Qh Qd']\n"
        "first = sys.argv[1]\n"
        "fn = {'high': ev.high_value, 'low8': ev.low8_value, 'razz': ev.razz_value,\n"
        "      'showing': lambda c: ev.showing_value(c[:4], low=True)}[first]\n"
        "kept = (ev._HIGH, ev._LOW8, ev._RAZZ, ev._FLUSH)\n"
        "before = [fn(parse_cards(h)) for h in hands]\n"
        # the showing hand is worked out from the ranks, with no table (a razz hand folded
        # before the showdown builds none); the others build them first
        "assert ev.tables_are_built() is (first != 'showing')\n"
        "ev.build_tables()\n"
        "if first == 'showing':\n"
        "    assert before == [ev.razz_value(parse_cards(h)[:4]) for h in hands]\n"
        "after = [fn(parse_cards(h)) for h in hands]\n"
        "assert before == after, (before, after)\n"
        "assert [len(t) for t in kept] == [76154, 76154, 76154, 8192]\n"
        "assert kept[0] == ev._HIGH and list(kept[3]) == ev._FLUSH\n"
        "print(first, before)\n")
    seen = {}
    for first in ("high", "low8", "razz", "showing"):
        done = subprocess.run([sys.executable, "-c", code, first], cwd=ROOT,
                              capture_output=True, text=True, timeout=120, check=False)
        assert done.returncode == 0, done.stdout + done.stderr
        seen[first] = done.stdout
    assert seen["low8"].split(" ", 1)[1].startswith("[None, ")  # Ah Kh Qh Jh 9h: no low

    for reading in ("len(t)", "k in t", "t.get(k)", "list(t)", "list(t.items())",
                    "list(t.keys())", "list(t.values())", "t[k]"):
        out = _run(
            "from studdesk.engine import evaluate as ev\n"
            "t = ev._HIGH\n"
            "k = ev.rank_key([4])\n"  # a lone three: a key the tables hold
            f"value = {reading}\n"
            "print(ev.tables_are_built(), bool(value) or value == 0)\n")
        assert out == "True True", reading


def test_a_key_no_hand_makes_is_still_a_key_error() -> None:
    out = _run(
        "from studdesk.engine import evaluate as ev\n"
        "try:\n"
        "    ev._RAZZ[-1]\n"
        "except KeyError as e:\n"
        "    print('KeyError', e, ev.tables_are_built())\n")
    assert out == "KeyError -1 True"


def test_threads_evaluating_first_all_build_once_and_agree() -> None:
    # Bots and the host evaluate on their own threads: whoever is first builds, the others
    # wait for the tables and read the same values.
    out = _run(
        "import threading\n"
        "from studdesk.engine import evaluate as ev\n"
        "from studdesk.engine.cards import new_deck\n"
        "calls = []\n"
        "real = ev._build_tables\n"
        "ev._build_tables = lambda: calls.append(1) or real()\n"
        "deck = list(new_deck())\n"
        "hands = [deck[i:i + 7] for i in range(0, 45, 3)]\n"
        "results = {}\n"
        "start = threading.Barrier(6)\n"
        "def work(n):\n"
        "    start.wait()\n"
        "    results[n] = [(ev.high_value(h), ev.low8_value(h), ev.razz_value(h)) for h in hands]\n"
        "threads = [threading.Thread(target=work, args=(n,)) for n in range(6)]\n"
        "[t.start() for t in threads]\n"
        "[t.join() for t in threads]\n"
        "again = [(ev.high_value(h), ev.low8_value(h), ev.razz_value(h)) for h in hands]\n"
        "print(len(calls), all(r == again for r in results.values()), len(results))\n")
    assert out == "1 True 6"
