"""The picture of the table (studdesk.gui.table.picture): plain Python, no Qt.

Views come from real hands of the engine, played at random with short and deep stacks so that
all-ins and side pots come up; the pots the felt shows are checked against the frame's.
"""

from __future__ import annotations

import random
import subprocess
import sys

import pytest

from net import protocol as P
from studdesk.engine import GameConfig, Hand, PlayerSpec, Variant, shuffled_deck, view
from studdesk.engine.actions import ActionKind
from studdesk.engine.hand import Phase
from studdesk.engine.pots import build_pots
from studdesk.engine.views import TableView
from studdesk.gui.table.picture import (
    Badge,
    badge_of,
    picture_of,
    place_of,
    pots_on_felt,
)


def _hands(seed: int):
    """Every moment of one random hand of a random game: (hand, view) for each viewer."""
    rng = random.Random(seed)
    variant = rng.choice(list(Variant))
    cfg = GameConfig.preset(variant, 10, big_bet=20)
    n = rng.randint(2, variant.max_players)
    seats = sorted(rng.sample(range(1, 9), n))
    players = [PlayerSpec(s, f"P{s}", rng.choice([rng.randint(1, 30), rng.randint(30, 600)]))
               for s in seats]
    hand = Hand(cfg, players, shuffled_deck(rng),
                reshuffle=lambda cards: rng.sample(cards, len(cards)))
    while True:
        for who in (None, *seats):
            yield hand, view(hand, who)
        if hand.is_complete:
            return
        moves = hand.legal_actions()
        raise_first = [m for m in moves if m.kind in (ActionKind.RAISE, ActionKind.BET)]
        pool = raise_first if raise_first and rng.random() < 0.4 else list(moves)
        hand.apply(rng.choice(pool).action())


def _old_pots(v: TableView, dead_money: int = 0) -> list[int]:
    """How the scene worked the pots out before it read them from the frame, with
    ``dead_money`` (Baseball's buys, W4), which that missed, in the main pot."""
    if v.phase is Phase.COMPLETE:
        return []
    gathered = {s.seat: s.committed - s.bet for s in v.seats}
    live = {s.seat for s in v.seats if not s.folded}
    pots = [p.amount for p in build_pots(gathered, live) if p.amount > 0]
    if dead_money:
        pots = [pots[0] + dead_money, *pots[1:]] if pots else [dead_money]
    return pots


def test_the_pots_shown_are_the_frames_less_the_bets_in_front_of_the_seats():
    """S5: the middle of the felt shows the frame's pots (TableState.pots: main pot first, this
    street's bets included) with the bets still in front of the seats taken off; over hundreds
    of random hands with all-ins, exactly the pots the scene used to build itself from the
    seats' contributions, but for the price of Baseball's up threes (W4: dead money in the main
    pot), which that left out and the frame has."""
    side_pots = buys = 0
    for seed in range(120):
        for hand, v in _hands(seed):
            on_the_wire = P.View.of(v).table_view()  # what a table frame carries
            picture = picture_of(on_the_wire)
            assert list(picture.pots) == _old_pots(v, hand.dead_money), (seed, v.pots)
            buys += bool(hand.dead_money)
            if not hand.is_complete:
                assert sum(picture.pots) + sum(s.bet for s in v.seats) == sum(v.pots)
            side_pots += len(picture.pots) > 1
    assert side_pots > 0 and buys > 0  # the hands did reach side pots and buys


def test_the_pots_shown_come_from_the_frame_not_from_the_seats():
    """The picture takes the pots the frame says, whatever the seats' contributions: a frame
    whose pots say 70 + 30 shows 70 and 30 (less the bets), not the seats' sums."""
    hand = next(h for h, _ in _hands(3) if h.street and not h.is_complete)
    v = view(hand, None)
    frame = P.View.of(v)
    bets = sum(s.bet for s in v.seats)
    assert picture_of(P.derive(frame, pots=(70, 30 + bets)).table_view()).pots == (70, 30)
    # every chip of the hand in front of the seats
    assert picture_of(P.derive(frame, pots=(bets,)).table_view()).pots == ()


def test_pots_on_felt_takes_the_bets_from_the_last_pot_back():
    assert pots_on_felt([400, 1000], [0, 300, 300]) == (400, 400)
    assert pots_on_felt([400, 600], [0, 300, 300]) == (400,)
    assert pots_on_felt([400, 500], [0, 300, 300]) == (300,)
    assert pots_on_felt([], []) == ()
    with pytest.raises(ValueError, match="more than the pots"):
        pots_on_felt([10], [20])


def test_h1_a_seats_cards_as_the_viewer_may_see_them():
    """H1: the viewer's own down cards show (tinted) until it shows them; another seat's are
    backs; a folded hand has left the table."""
    for _hand, v in _hands(11):
        picture = picture_of(v)
        for s in v.seats:
            seat = picture.seats[s.seat]
            assert seat.me == (s.seat == v.viewer)
            if s.folded or s.mucked:
                assert seat.cards == () and seat.gone
                continue
            assert [c.face_up for c in seat.cards] == list(s.face_up)
            for c, card in zip(seat.cards, s.cards, strict=True):
                assert c.card == (None if card is None else str(card))
                assert c.private == (s.seat == v.viewer and not s.shown and not c.face_up)
                if c.card is None:
                    assert s.seat != v.viewer and not c.face_up
        assert picture.acting == v.acting_seat and picture.hand == v.hand
        assert picture.wild_ranks == frozenset(v.wild_ranks)


def test_c3_c4_badges():
    assert badge_of("playing", False, False) == ""
    assert badge_of("playing", True, False) is Badge.FOLDED
    assert badge_of("sitting_out", True, False) == "sitting_out"
    assert badge_of("disconnected", False, False) == "disconnected"
    assert badge_of("disconnected", False, True) == "all_in"
    v, seat = next((v, s.seat) for _, v in _hands(5) for s in v.seats
                   if not s.all_in and not s.folded)  # C4's badge is for a seat still playing
    assert picture_of(v, {seat: "disconnected"}).seats[seat].badge is Badge.DISCONNECTED


def test_t1_the_viewers_seat_is_drawn_at_the_bottom():
    assert [place_of(s, None) for s in range(1, 9)] == list(range(1, 9))
    assert place_of(3, 3) == 5
    assert [place_of(s, 1) for s in range(1, 9)] == [5, 6, 7, 8, 1, 2, 3, 4]
    assert sorted(place_of(s, 7) for s in range(1, 9)) == list(range(1, 9))


def test_the_picture_needs_no_qt():
    code = ("import sys, studdesk.gui.table.picture as p; "
            "assert not [m for m in sys.modules if m.startswith('PySide6')], 'Qt loaded'")
    subprocess.run([sys.executable, "-c", code], check=True)
