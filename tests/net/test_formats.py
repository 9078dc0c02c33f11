"""The night's formats as pure logic (net/formats.py): levels, payouts, places, mixed games."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from net.formats import (
    DealersChoice,
    FormatError,
    Level,
    Placing,
    Rotation,
    Structure,
    Tournament,
    default_levels,
    default_payouts,
    parse_amount,
    parse_levels,
    parse_payouts,
    parse_variants,
    prizes,
    variant_label,
)
from studdesk.engine import GameConfig, Variant

STUD, RAZZ, STUD8 = Variant.STUD, Variant.RAZZ, Variant.STUD8


# --- levels --------------------------------------------------------------------------------------


def test_levels_from_the_command_line_follow_l1() -> None:
    # RULES.md L1: ante S/5, bring-in S/4, nearest chip, at least one.
    levels = parse_levels("2/4, 3/6,0.10/0.20")
    assert levels == (Level(40, 50, 200, 400), Level(60, 75, 300, 600), Level(2, 3, 10, 20))


def test_a_level_may_name_its_ante_and_bring_in() -> None:
    assert parse_levels("2/4/0.25/0.50") == (Level(25, 50, 200, 400),)


@pytest.mark.parametrize("spec", ["", "2", "2/4/1", "2/x", "4/2", "2/4/0/5", "2/4,,3/6", "-2/4"])
def test_bad_levels_are_refused_with_the_level_named(spec: str) -> None:
    with pytest.raises(FormatError, match="level|amount"):
        parse_levels(spec)


def test_amounts_are_whole_units_with_at_most_two_decimals() -> None:
    assert [parse_amount(t) for t in ("2", "0.5", ".25", "12.50")] == [200, 50, 25, 1250]
    for bad in ("", ".", "1.", "1.005", "1,5", "-1", "²", "1e3"):
        with pytest.raises(FormatError):
            parse_amount(bad)


def test_default_levels_rise_and_start_where_asked() -> None:
    levels = default_levels()
    assert levels[0] == Level.from_small_bet(100)
    assert all(a.small_bet < b.small_bet for a, b in zip(levels, levels[1:], strict=False))
    assert default_levels(400)[0].small_bet == 400
    assert default_levels(400)[1].small_bet == 500


def test_levels_by_hands_start_with_the_first_hand_after_they_are_due() -> None:
    s = Structure(parse_levels("1/2,2/4,3/6"), every_hands=4)
    assert [s.level_index(hands_played=n) for n in range(14)] == [0] * 4 + [1] * 4 + [2] * 6
    change = s.next_change(hands_played=6)
    assert change is not None and (change.index, change.in_hands) == (2, 2)
    assert change.level.small_bet == 300
    assert s.next_change(hands_played=8) is None  # the last level stays


def test_levels_by_minutes_follow_the_hosts_clock() -> None:
    s = Structure(parse_levels("1/2,2/4"), every_seconds=600)
    assert s.level_index(elapsed=599.9) == 0
    assert s.level_index(elapsed=600) == 1
    change = s.next_change(elapsed=150)
    assert change is not None and change.in_seconds == pytest.approx(450) and change.in_hands is None


def test_a_structure_needs_one_way_to_advance() -> None:
    levels = parse_levels("1/2")
    with pytest.raises(FormatError):
        Structure(levels)
    with pytest.raises(FormatError):
        Structure(levels, every_hands=3, every_seconds=60)
    with pytest.raises(FormatError):
        Structure((), every_hands=3)
    with pytest.raises(FormatError):
        Structure(levels, every_hands=0)


def test_a_level_applies_to_a_configuration_and_keeps_the_variant() -> None:
    cfg = GameConfig.preset(RAZZ, 200, open_pair=False)
    raised = parse_levels("5/10")[0].apply(cfg)
    assert (raised.variant, raised.small_bet, raised.big_bet, raised.ante) == (RAZZ, 500, 1000, 100)
    assert raised.open_pair is False
    assert Level.of(raised) == parse_levels("5/10")[0]


# --- payouts -------------------------------------------------------------------------------------


def test_default_payouts_by_field_size() -> None:
    assert default_payouts(2) == (100,)
    assert [default_payouts(n) for n in (3, 4, 5)] == [(65, 35)] * 3
    assert [default_payouts(n) for n in (6, 7, 8)] == [(50, 30, 20)] * 3
    with pytest.raises(FormatError):
        default_payouts(1)


@pytest.mark.parametrize("spec", ["50,30", "50,30,20,0", "30,70", "a,b", "100,-0"])
def test_bad_payouts_are_refused(spec: str) -> None:
    with pytest.raises(FormatError):
        parse_payouts(spec)


@given(pool=st.integers(0, 10**9), field=st.integers(2, 8),
       shares=st.sampled_from([(100,), (65, 35), (50, 30, 20), (40, 30, 20, 10), (34, 33, 33)]))
def test_prizes_add_up_to_the_pool_exactly(pool: int, field: int, shares: tuple[int, ...]) -> None:
    amounts = prizes(pool, shares, field)
    assert sum(amounts) == pool
    assert len(amounts) == min(len(shares), field)
    assert amounts == sorted(amounts, reverse=True)


# --- the tournament ------------------------------------------------------------------------------


def test_two_out_in_one_hand_the_bigger_starting_stack_places_higher() -> None:
    t = Tournament(["a", "b", "c", "d"], starting_chips=1000, entry=500)  # pool 2000: 1300/700
    placed = t.record_hand({"a": 1000, "b": 600, "c": 1400, "d": 1000},
                           {"a": 0, "b": 0, "c": 2000, "d": 2000})
    assert placed == [Placing(3, ("a",), 0), Placing(4, ("b",), 0)]
    assert t.alive == ("c", "d") and not t.is_over
    t.record_hand({"c": 2000, "d": 2000}, {"c": 4000, "d": 0})
    assert t.winner == "c"
    assert t.standings() == [Placing(1, ("c",), 1300), Placing(2, ("d",), 700),
                             Placing(3, ("a",), 0), Placing(4, ("b",), 0)]


def test_equal_stacks_out_in_one_hand_share_the_places_and_their_prizes() -> None:
    t = Tournament(["a", "b", "c"], starting_chips=1000, entry=1001)  # pool 3003: 1952/1051
    placed = t.record_hand({"a": 1000, "b": 1000, "c": 1000}, {"a": 0, "b": 0, "c": 3000})
    assert placed == [Placing(2, ("a", "b"), 525)]  # (1051 + 0) // 2
    standings = t.standings()
    assert standings[0].names == ("c",)
    assert sum(p.prize * len(p.names) for p in standings) == t.pool


def test_nobody_left_with_chips_is_refused() -> None:
    t = Tournament(["a", "b"], starting_chips=100)
    with pytest.raises(FormatError):
        t.record_hand({"a": 100, "b": 100}, {"a": 0, "b": 0})


def test_rebuys_only_while_open_and_they_grow_the_pool() -> None:
    t = Tournament(["a", "b", "c"], starting_chips=100, entry=10, rebuy_levels=2)
    t.record_hand({"a": 100, "b": 100, "c": 100}, {"a": 0, "b": 150, "c": 150})
    assert t.can_rebuy("a", level_index=1) and not t.can_rebuy("a", level_index=2)
    t.rebuy("a", level_index=1)
    assert t.pool == 40 and "a" in t.alive and t.standings() == []
    with pytest.raises(FormatError):
        t.rebuy("a", level_index=2)
    with pytest.raises(FormatError):
        Tournament(["a", "b"], starting_chips=100).rebuy("a", level_index=0)


def test_a_tournament_needs_two_distinct_players() -> None:
    with pytest.raises(FormatError):
        Tournament(["a"], starting_chips=100)
    with pytest.raises(FormatError):
        Tournament(["a", "a"], starting_chips=100)
    with pytest.raises(FormatError):
        Tournament(["a", "b"], starting_chips=0)


@settings(max_examples=200, deadline=None)
@given(n=st.integers(2, 8), entry=st.integers(0, 5000), seed=st.integers(0, 2**32 - 1))
def test_any_tournament_places_everyone_and_pays_the_pool(n: int, entry: int, seed: int) -> None:
    """Random hands that move chips between the players still in (chips conserved) until one
    holds them all: every entrant gets one place, the places run 1..n, the prizes add up to
    the pool, and the winner holds every chip."""
    rng = random.Random(seed)
    names = [f"p{i}" for i in range(n)]
    t = Tournament(names, starting_chips=100, entry=entry)
    stacks = dict.fromkeys(names, 100)
    for _ in range(10_000):
        if t.is_over:
            break
        alive = list(t.alive)
        start = dict(stacks)
        # a hand: a few players lose chips to one winner (sometimes everything)
        winner = rng.choice(alive)
        for name in alive:
            if name != winner and rng.random() < 0.5:
                lost = stacks[name] if rng.random() < 0.3 else rng.randint(0, stacks[name])
                stacks[name] -= lost
                stacks[winner] += lost
        t.record_hand(start, stacks)
    assert t.is_over and stacks[t.winner or ""] == 100 * n
    standings = t.standings()
    placed = [name for p in standings for name in p.names]
    assert sorted(placed) == sorted(names)
    covered = sorted(p.place + i for p in standings for i in range(len(p.names)))
    assert covered == list(range(1, n + 1))
    assert sum(p.prize * len(p.names) for p in standings) == t.pool
    assert standings[0].names == (t.winner,)


# --- mixed games ---------------------------------------------------------------------------------


def test_variants_from_the_command_line() -> None:
    assert parse_variants("stud,razz,stud8") == (STUD, RAZZ, STUD8)
    assert parse_variants(" Razz ") == (RAZZ,)
    with pytest.raises(FormatError, match="stud, stud8, razz"):
        parse_variants("stud,holdem")


def test_a_rotation_changes_game_every_n_hands_and_says_what_comes() -> None:
    r = Rotation((STUD, RAZZ, STUD8), hands_per_game=3)
    assert [r.variant_for(n) for n in range(10)] == [STUD] * 3 + [RAZZ] * 3 + [STUD8] * 3 + [STUD]
    assert r.next_change(0) is not None and r.next_change(0) == r.next_change(0)
    change = r.next_change(7)
    assert change is not None and (change.variant, change.in_hands) == (STUD, 2)
    assert Rotation((RAZZ,)).next_change(5) is None
    with pytest.raises(FormatError):
        Rotation(())
    with pytest.raises(FormatError):
        Rotation((STUD,), hands_per_game=0)


def test_dealers_choice_goes_round_the_table_and_a_timeout_keeps_the_game() -> None:
    dc = DealersChoice((STUD, RAZZ, STUD8), hands_per_round=4)
    assert dc.current is STUD and dc.needs_choice(0) and not dc.needs_choice(3)
    seats = [1, 3, 6]
    assert dc.chooser_for(seats) == 1  # first seat left of the button (seat 8)
    dc.choose(1, RAZZ)
    assert dc.chooser_for(seats) == 3
    assert dc.choose(3, None) is RAZZ  # timed out: the game stays
    assert dc.chooser_for([1, 6]) == 6  # seat 3 left: on to the next seat clockwise
    dc.choose(6, STUD8)
    assert dc.chooser_for([1, 6]) == 1  # round the button again
    with pytest.raises(FormatError):
        DealersChoice((STUD, RAZZ)).choose(1, STUD8)
    with pytest.raises(FormatError):
        dc.chooser_for([])


def test_a_computer_chooser_picks_one_of_the_tables_games() -> None:
    dc = DealersChoice((RAZZ, STUD8))
    picks = {dc.choose_for_bot(seat, random.Random(seat)) for seat in range(1, 9)}
    assert picks <= {RAZZ, STUD8} and len(picks) == 2


def test_triple_stud_is_called_by_its_name() -> None:
    assert variant_label((STUD, RAZZ, STUD8)) == "Triple Stud"
    assert variant_label((STUD, RAZZ)) == "Seven Card Stud / Razz"
