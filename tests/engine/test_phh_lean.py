"""The lean PHH reader (the fast path of ``studdesk replay``) gives exactly what the full reader
gives, or steps aside: every conformance file, every exported hand, generated documents, amounts at
the edge of a chip, and hostile files, which keep the full reader's own error."""

from __future__ import annotations

import datetime
import tomllib
from decimal import Decimal

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from studdesk.engine import GameConfig, PlayerSpec, Variant
from studdesk.engine.phh import (
    HandHistory,
    PHHError,
    export_hand,
    loads,
)
from studdesk.engine.phh.lean import lean_fields as _lean_fields
from studdesk.engine.phh.read import full_loads as _full_loads
from studdesk.engine.phh.read import lean_loads as _lean_loads
from tests.shared_data import require_shared

from .test_phh import CONFORMANCE, ONLINE
from .test_phh_hostile import _hostile
from .test_phh_reader import _document, _tomllib, _typed
from .test_properties import play_randomly


def _same(lean: HandHistory, full: HandHistory) -> None:
    assert lean == full
    assert _typed(lean.fields) == _typed(full.fields)  # 1 == Decimal("1.0") must not hide a change


def test_every_conformance_file_is_read_lean_and_the_same() -> None:
    require_shared("the conformance hands (shared/conformance/phh)")
    paths = CONFORMANCE + ONLINE
    assert len(paths) == 256
    for path in paths:
        text = path.read_text(encoding="utf-8")
        lean = _lean_loads(text)
        assert lean is not None, path.name  # PokerKit's literal strings too
        _same(lean, _full_loads(text))


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(list(Variant)), st.integers(2, 8), st.integers(0, 10**6),
       st.sampled_from([0.0, 0.8, 1.0]), st.sampled_from([100, 200, 5, 1000]))
def test_exported_hands_are_read_lean_and_the_same(variant: Variant, n: int, seed: int,
                                                   passive: float, stakes: int) -> None:
    hand = play_randomly(GameConfig.preset(variant, stakes),
                         [PlayerSpec(s, f"P{s} 'é", 4000 + 35 * s)
                          for s in range(1, min(n, variant.max_players) + 1)],
                         seed, passive)
    text = export_hand(hand, extra={"year": 2026, "time": f"{seed % 24:02d}:07:00",
                                    "_note": "a 'b' c # d = e"})
    lean = _lean_loads(text)
    if variant.is_home_game:  # W7's inline table: the full reader
        assert lean is None
        return
    assert lean is not None
    _same(lean, _full_loads(text))
    assert loads(text) == lean


@settings(max_examples=800, deadline=None)
@given(_document())
@example("a = 'x'\nb = \"y\"\nc = ['p', 'q']\nd = [\"r\", 's']")
@example('a = ["x", "y", "z"]\nb = [1, 2.50, 0]\nc = []\nd = [""]\ne = ["]')
@example("a = 01\nb = 1.\nc = .5\nd = 00.5\ne = 1.2.3\nf = -1\ng = +1\nh = 1_0")
@example('a = "x"\nb = 1\na = 2')  # a key twice: tomllib refuses
@example('a = "x" # c\nb = "y"')
@example('a = "\u2028"\nb = "\t"\nc = "é"')
@example('a = "\u2028\xa0é\x85"\nb = [\'x"y\', \'z\']\nc = ["p\'q", "r"]')  # not controls
@example('a = ["x"y", "z"]')  # a quote in a basic string: tomllib refuses
@example('a = [", "x\x01"]\nactions = [", "x\x01"]')  # a comma that takes a quote
@example('a = ["x\x01", "]\nactions = ["x\x01", "]\nb = [""]\nc = ["", ""]\nd = ["\'"]')
@example('a = ["x", \'y\']')  # two kinds of quote: the fast path reads it
@example('a = "x\x7f"\nb = 1')
@example('actions = ["p1 f\x1f", "p2 cc"]')
@example('actions = []\nb = [""]\nhand = 01')
@example("finishing_stacks = [0.0000001, 12345678901234567890123456789]\nt = 7.0")
def test_generated_documents_read_lean_are_read_as_tomllib_reads_them(text: str) -> None:
    read = _lean_fields(text)
    if read is not None:
        expected = _tomllib(text)
        assert expected != "error", text  # the lean reader never accepts what TOML refuses
        assert _typed(read.data) == expected, text


HEAD = ('variant = "F7S"\ncurrency = "XXX"\nantes = [0.40, 0.40]\nbring_in = 0.50\n'
        'small_bet = 2\nbig_bet = 4\nstarting_stacks = [100, 100]\n'
        'actions = ["d dh p1 AsKsQs", "d dh p2 2c3c4c", "p2 pb", "p1 f"]\n')


@pytest.mark.parametrize(("stack", "chips"), [
    ("0.5", 50), ("0.05", 5), ("12.50", 1250), ("1000", 100_000), ("7.0", 700), ("0.10", 10),
    ("123456789012345678901234567.89", 12345678901234567890123456789),
])
def test_amounts_are_chips_straight_from_their_digits(stack: str, chips: int) -> None:
    text = HEAD.replace("[100, 100]", f"[100, {stack}]")
    lean = _lean_loads(text)
    assert lean is not None and lean.starting_stacks == [10_000, chips]
    _same(lean, _full_loads(text))


@pytest.mark.parametrize("text", [
    HEAD.replace("bring_in = 0.50", "bring_in = 0.505"),  # a fraction of a chip
    HEAD.replace('currency = "XXX"\n', "").replace("0.40, 0.40", "1.5, 1.5"),  # chips, no cents
    HEAD.replace("0.40, 0.40", "0.40, 0.50"),  # antes differ
    HEAD.replace("0.40, 0.40", "0.40"),  # one ante for two players
    HEAD.replace('variant = "F7S"', 'variant = "FT"'),
    HEAD.replace('variant = "F7S"', "variant = 7"),
    HEAD.replace("bring_in = 0.50\n", ""),
    HEAD.replace("bring_in = 0.50", 'bring_in = "0.50"'),
    HEAD.replace("[100, 100]", "[100]"),
    HEAD.replace("[100, 100]", "[100, 100, 100, 100, 100, 100, 100, 100, 100]"),
    HEAD.replace('"p1 f"]', '"p1 f", 1]'),
    HEAD + 'players = ["Anna"]\n',
    HEAD + "seats = [1, 2.5]\n",
    HEAD + "_buy_in = true\n",
    HEAD + "_max_raises = -1\n",
    HEAD + "finishing_stacks = [100, 100, 100]\n",
    HEAD + "bring_in = 1\n",  # a key twice
    HEAD + "x = 1 # c\n" + "y = [1,2]\n",
    HEAD.replace('"p1 f"]', '"p1 f\x01"]'),  # a control character in an action
    HEAD.replace('"p1 f"]', '"p1 f\x7f"]'),
    HEAD.replace('"p1 f"]', '"p1 "f"]'),  # a quote in a basic string
    HEAD.replace('"p1 f"]', "'p1 f']"),  # two kinds of quote
    HEAD.replace('actions = ["', 'actions = [ "'),
    HEAD + "finishing_stacks = [0.0000001, 100]\n",  # a fraction of a chip
    HEAD + "hand = 1\nhand = 2\n",  # a key twice, on lines read without the store
    HEAD + '_game = "razz"\n',
])
def test_what_the_lean_reader_cannot_read_the_full_reader_reads_or_refuses_alike(text: str
                                                                                  ) -> None:
    """Every file here is refused by the lean reader; :func:`loads` then answers what the full
    reader answers, the same hand or the same error."""
    assert _lean_loads(text) is None
    try:
        full = _full_loads(text)
    except PHHError as expected:
        with pytest.raises(PHHError) as caught:
            loads(text)
        assert str(caught.value) == str(expected)
    else:
        assert loads(text) == full


@pytest.mark.parametrize("extra", [
    'players = ["Anna\u2028", "B\xe9la\x85"]\n',  # not printable, but no control character
    "players = ['An\"na', 'Bela']\nhand = 7\ntime = \"19:05:00\"\n",
    "finishing_stacks = [0.5, 199.50]\nseats = [3, 8]\n_buy_in = 250.05\n",
])
def test_what_tomllib_reads_in_a_string_the_lean_reader_reads_alike(extra: str) -> None:
    text = HEAD + extra
    lean = _lean_loads(text)
    assert lean is not None
    _same(lean, _full_loads(text))


@pytest.mark.parametrize("name", sorted(_hostile()))
def test_a_hostile_file_keeps_the_full_readers_error(name: str) -> None:
    text = _hostile()[name]
    try:
        expected: object = _full_loads(text)
    except PHHError as error:
        expected = str(error)
    try:
        got: object = loads(text)
    except PHHError as error:
        got = str(error)
    assert got == expected


def test_a_changed_field_list_is_not_seen_by_the_next_read() -> None:
    first = loads(HEAD + 'players = ["Anna", "Bela"]\n')
    assert first.fields == tomllib.loads(HEAD + 'players = ["Anna", "Bela"]\n',
                                         parse_float=Decimal)
    first.fields["players"].append("Cleo")
    first.names.append("Dora")
    first.actions.clear()
    again = loads(HEAD + 'players = ["Anna", "Bela"]\n')
    assert again.names == ["Anna", "Bela"] and again.fields["players"] == ["Anna", "Bela"]
    assert len(again.actions) == 4 and again.fields["actions"] == again.actions


def test_a_local_time_and_an_escape_are_read_by_the_fast_path_the_same() -> None:
    text = HEAD + "time = 19:05:00\n"
    assert _lean_loads(text) is None
    assert loads(text).fields["time"] == datetime.time(19, 5)
    text = HEAD + 'players = ["A\\"nna", "Bela"]\n'
    assert _lean_loads(text) is None
    assert loads(text).names == ['A"nna', "Bela"]


def test_amounts_past_28_digits_are_exact_on_every_path() -> None:
    """Decimal's usual 28 digits would round these: the full reader and the actions keep them."""
    from studdesk.engine.phh import action_amount

    assert action_amount("12345678901234567890123456.785", 100) is None  # a fraction of a chip
    assert action_amount("1234567890123456789012345678.9", 100) == 123456789012345678901234567890
    text = HEAD.replace("[100, 100]", "[100, 123456789012345678901234567.89]")
    assert _full_loads(text).starting_stacks[1] == 12345678901234567890123456789


@pytest.mark.parametrize("text", ["p5 cc", "p5 cbr 4", "p6 sm AsKs", "d dh p5 7s", "d dh p5 7s8s9s"])
def test_an_action_read_for_a_bigger_hand_is_refused_in_a_smaller_one(text: str) -> None:
    """Actions are kept by their text alone: one read for eight players still names a player
    a hand of three does not have, and is refused with the full reader's words."""
    from studdesk.engine.phh.parse import BadAction as _BadAction
    from studdesk.engine.phh.parse import parse as _parse
    from studdesk.engine.phh.parse import parse_text as _parse_text

    assert _parse(text, 8) == _parse_text(text, 8)
    assert _parse(text, 8) == _parse_text(text, 8)  # now from the store, for 3rd-street too
    with pytest.raises(_BadAction) as expected:
        _parse_text(text, 3)
    with pytest.raises(_BadAction) as caught:
        _parse(text, 3)
    assert str(caught.value) == str(expected.value)
