"""The table presenter without Qt: what the window shows follows the felt (M6), the hotseat
cover comes on every change of the player at the screen (B1), the clock is the host's."""

from __future__ import annotations

import random
import subprocess
import sys

from studdesk.engine.cards import shuffled_deck
from studdesk.engine.config import GameConfig, Split, Variant
from studdesk.engine.hand import Hand, PlayerSpec
from studdesk.engine.views import TableView, view
from studdesk.gui.session.core_session import FakeClock
from studdesk.gui.table.presenter import TablePresenter, Turn, TurnKind

from ..helpers import event

SEATS = (PlayerSpec(1, "Anna", 2000), PlayerSpec(3, "Ben", 2000), PlayerSpec(5, "Cleo", 2000))


def _hand(number: int, variant: Variant = Variant.STUD) -> Hand:
    return Hand(GameConfig.preset(variant, 200), list(SEATS),
                shuffled_deck(random.Random(number)), number=number)


def _view(number: int, seat: int, variant: Variant = Variant.STUD) -> TableView:
    return view(_hand(number, variant), seat)


def test_the_presenter_imports_no_qt() -> None:
    code = ("import sys, studdesk.gui.table.presenter; "
            "sys.exit(any(m.startswith('PySide6') for m in sys.modules))")
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


def test_the_header_follows_the_felt_not_the_latest_view() -> None:
    """M6: a view received for hand 5 while the felt still shows hand 4 changes nothing."""
    p = TablePresenter((3,))
    assert p.header().config is None
    p.receive_view(3, _view(4, 3, Variant.RAZZ))
    p.reach_view(_view(4, 3, Variant.RAZZ))
    assert p.receive_view(3, _view(5, 3, Variant.STUD8))  # the focus seat's: queued
    header = p.header()
    assert header.hand == 4 and header.config is not None
    assert header.config.variant is Variant.RAZZ
    p.reach_view(p.views[3])
    assert p.header().hand == 5 and p.header().config.variant is Variant.STUD8  # type: ignore


def test_ring_and_line_leave_a_player_when_the_felt_shows_the_move() -> None:
    """M6: no "Edda to act" after "Edda calls 2"."""
    clock = FakeClock(100.0)
    p = TablePresenter((3,), clock=clock)
    p.reach_view(_view(1, 3))
    assert p.reach_turn(Turn(1, 10_000, (), clock())) is TurnKind.OTHER
    assert p.acting == 1 and p.turn_line is not None and not p.turn_line.mine
    clock.now += 2.5
    assert p.remaining_ms() == 7_500  # the host's time, less the time the turn waited here
    p.reach_event(event({"type": "action_taken", "seat": 1, "action": "bring_in", "amount": 50}))
    assert p.acting is None and p.turn_line is None and p.remaining_ms() == 0


def test_buttons_go_at_once_but_the_ring_waits_for_the_felt() -> None:
    clock = FakeClock(100.0)
    p = TablePresenter((3,), clock=clock)
    hand = _hand(1)
    p.reach_view(view(hand, 3))
    legal = tuple(hand.legal_actions())
    turn = Turn(3, 10_000, legal, clock())
    assert p.reach_turn(turn) is TurnKind.OFFER and p.offer == turn
    assert p.turn_line is not None and p.turn_line.mine
    p.acted(3)  # the timer acted for us (C1): no second move
    assert p.offer is None and p.acting == 3
    p.reach_event(event({"type": "action_taken", "seat": 3}))
    assert p.acting is None


def test_hotseat_cover_on_every_change_of_the_player_at_the_screen() -> None:
    """B1: Anna and Ben at one screen. The cover asks for whoever acts next unless that very
    player clicked ready last; a new hand or a change of seats sends everyone away."""
    clock = FakeClock(100.0)
    p = TablePresenter((1, 3), clock=clock)
    assert p.hotseat and p.at_screen is None and not p.may_show_own_cards()
    p.reach_view(_view(1, 1))
    assert p.reach_turn(Turn(1, 10_000, ("move",), clock())) is TurnKind.COVER  # type: ignore
    assert p.cover == 1 and p.offer is None and p.strength() is None
    pending = p.confirm_cover(1)
    assert pending is not None and pending.seat == 1 and p.offer == pending
    assert p.at_screen == 1 and p.may_show_own_cards() and p.strength() is not None
    # Anna acts; Ben's turn comes after a timeout or a sit-out just the same: the cover.
    p.acted(1)
    p.reach_event(event({"type": "action_taken", "seat": 1}))  # the clock's move (C1)
    assert p.reach_turn(Turn(3, 10_000, ("move",), clock())) is TurnKind.COVER  # type: ignore
    assert p.at_screen is None and not p.may_show_own_cards()
    p.confirm_cover(3)
    assert p.at_screen == 3 and p.focus_seat == 3
    # Ben is sat out; Anna's next turn still needs her at the screen, not Ben.
    assert p.reach_turn(Turn(1, 10_000, ("move",), clock())) is TurnKind.COVER  # type: ignore
    p.confirm_cover(1)
    # A new hand: nobody's cards until someone clicks ready, even for the same player.
    p.reach_event(event({"type": "hand_started", "hand": 2}))
    assert p.at_screen is None and not p.may_show_own_cards()
    assert p.reach_turn(Turn(1, 10_000, ("move",), clock())) is TurnKind.COVER  # type: ignore
    p.confirm_cover(1)
    assert p.receive_held((1, 3)) is False and p.at_screen == 1  # nothing changed
    assert p.receive_held((3,)) is True  # Anna left: the focus moves, nobody at the screen
    assert p.at_screen is None and p.focus_seat == 3 and p.hotseat


def test_a_turn_still_under_the_cover_is_not_offered_to_the_wrong_player() -> None:
    clock = FakeClock(100.0)
    p = TablePresenter((1, 3), clock=clock)
    assert p.reach_turn(Turn(1, 10_000, ("move",), clock())) is TurnKind.COVER  # type: ignore
    p.acted(1)  # Anna's clock ran out under the cover
    assert p.reach_turn(Turn(3, 10_000, ("move",), clock())) is TurnKind.COVER  # type: ignore
    assert p.confirm_cover(1) is None  # a stale click for Anna changes nothing
    assert p.at_screen is None and p.cover == 3
    pending = p.confirm_cover(3)
    assert pending is not None and pending.seat == 3 and p.at_screen == 3


def test_you_have_is_never_the_last_hands() -> None:
    """m6: from the new hand's first event "You have" waits for the new hand's cards."""
    p = TablePresenter((3,))
    p.reach_view(_view(4, 3))
    first = p.strength()
    assert first is not None and first.high is not None  # three cards named by the host
    p.reach_event(event({"type": "hand_started", "hand": 5}))
    assert p.strength() is None
    p.reach_view(_view(5, 3, Variant.RAZZ))
    strength = p.strength()
    assert strength is not None and strength.split is Split.RAZZ and strength.high is None


def test_nothing_is_offered_while_offline_or_after_the_table_is_gone() -> None:
    clock = FakeClock(100.0)
    p = TablePresenter((3,), clock=clock)
    p.set_offline(True)
    assert p.reach_turn(Turn(3, 10_000, ("move",), clock())) is TurnKind.STALE  # type: ignore
    p.set_offline(False)
    assert p.reach_turn(Turn(3, 10_000, ("move",), clock())) is TurnKind.OFFER  # type: ignore
    p.set_lost()
    assert p.offer is None and p.acting is None and not p.can_pre_act()


# --------------------------------------------------------------------------------------------
# The home games (RULES.md W): what is wild, Baseball's price
# --------------------------------------------------------------------------------------------

_PASSIVE = ("check", "call", "bring_in")


def _baseball_buy() -> Hand:
    """A Baseball hand played passively until someone must pay for an up three (W4)."""
    for number in range(1, 200):
        hand = _hand(number, Variant.BASEBALL)
        while not hand.is_complete and not hand.is_buying:
            legal = hand.legal_actions()
            move = next((m for m in legal if m.kind.value in _PASSIVE), legal[0])
            hand.apply(move.action())
        if hand.is_buying:
            return hand
    raise AssertionError("no up three in 200 Baseball hands")


def test_the_header_says_the_wild_ranks_the_felt_shows() -> None:
    """W3, W4: Baseball's threes and nines from the first view; none in Stud."""
    p = TablePresenter((3,))
    p.reach_view(_view(1, 3, Variant.BASEBALL))
    assert p.header().wild == (3, 9)
    p.reach_view(_view(2, 3))
    assert p.header().wild == ()


def test_follow_the_queen_changes_what_is_wild_when_the_felt_gets_there() -> None:
    """W3: the header follows ``wild_ranks_changed`` as it reaches the felt, and a new hand
    starts with nothing wild until the hand says so."""
    p = TablePresenter((3,))
    p.reach_view(_view(1, 3, Variant.FOLLOW_THE_QUEEN))
    assert p.header().wild == (12,)  # queens wild (the house option's default)
    p.reach_event(event({"type": "wild_ranks_changed", "ranks": [7, 12]}))
    assert p.header().wild == (7, 12)
    p.reach_event(event({"type": "hand_started", "hand": 2}))
    assert p.header().wild == ()


def test_the_buy_offer_carries_its_price() -> None:
    """W4: pay-or-fold for an up three: the offer's price is the engine's BUY amount."""
    clock = FakeClock(100.0)
    hand = _baseball_buy()
    seat = hand.legal_actions()[0].seat
    p = TablePresenter((seat,), clock=clock)
    p.reach_view(view(hand, seat))
    assert p.buy_price() is None  # no offer yet
    legal = tuple(hand.legal_actions())
    assert {m.kind.value for m in legal} == {"buy", "fold"}
    assert p.reach_turn(Turn(seat, 10_000, legal, clock())) is TurnKind.OFFER
    price = hand.three_price()
    assert price > 0 and p.buy_price() == price
    p.acted(seat)
    assert p.buy_price() is None


def test_after_ready_no_buttons_until_the_host_sends_the_players_own_cards() -> None:
    """B1 and the host's half of it: the host keeps a hotseat seat's down cards back until its
    person clicks ready, then sends them and the turn again; the buttons wait for those, so
    nobody is asked to act on cards they cannot see."""
    clock = FakeClock(100.0)
    hand = _hand(1)
    p = TablePresenter((1, 3), clock=clock)
    held_back = view(hand, 1)  # what the host sent for seat 3: its own down cards as "??"
    assert any(card is None for card in held_back.seat(3).cards)
    p.receive_view(3, held_back)
    assert p.reach_turn(Turn(3, 10_000, ("move",), clock())) is TurnKind.COVER  # type: ignore
    assert p.confirm_cover(3) is None and p.offer is None and p.at_screen == 3
    p.receive_view(3, view(hand, 3))  # "ready" heard: the cards, then the fresh turn
    assert not p.own_cards_held_back(3)
    fresh = Turn(3, 10_000, ("move",), clock())
    assert p.reach_turn(fresh) is TurnKind.OFFER  # type: ignore
    assert p.offer == fresh and p.pending is None
