"""A device that leaves mid-hand at a table where nobody deals (RULES.md H4): the engine's
settlement (:meth:`Hand.leave`) in every game, the PHH ``pN _leave`` it writes and reads, and
hypothesis properties of both. H4 is our own rule: PokerKit has nothing to say about it.

The words the tests hold the engine to:

- *what a seat put in this hand*: every chip that went from its stack into the pot and is still
  there: antes, the bring-in, completions, bets and raises (an uncalled bet already returned,
  O8, no longer counts), and Baseball's price for an up three (W4). Side pots change nothing:
  a chip counts once, whichever pot it reached.
- *forfeited*: the sum of what every seat of the leaving device put in, a seat of it that
  folded earlier included; each of those seats ends with exactly the stack it had behind.
- every other seat, folded or not, gets back what it put in; the seats still in the hand
  (all-in ones too) share the forfeited chips equally, the chips that cannot be split going one
  each by S4's order of the up cards (no card may be opened).
"""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from studdesk.engine.actions import (
    Action,
    ActionKind,
    Buy,
    Call,
    Check,
    Declaration,
    Declare,
    Fold,
    HandOverError,
    IllegalActionError,
    Show,
)
from studdesk.engine.cards import shuffled_deck
from studdesk.engine.config import GameConfig, Variant
from studdesk.engine.events import (
    CardDealt,
    CardsShown,
    CommunityCardDealt,
    Declared,
    DeviceLeft,
    Event,
    ForfeitShared,
    HandEnded,
    PotAwarded,
    StakeReturned,
    event_from_dict,
    event_to_dict,
)
from studdesk.engine.hand import Hand, PlayerSpec
from studdesk.engine.phh import export_hand
from studdesk.engine.phh.export import dumps
from studdesk.engine.phh.history import ReplayError
from studdesk.engine.phh.replay import replay_text

from .helpers import make_hand, play
from .test_properties import tables

# Stud at 200/400: ante 40, bring-in 50. Seat 1's door card 2c brings in; on 4th street seat
# 3's king-eight showing acts first.
THIRD = {1: "AhKd2c", 2: "QsQd9h", 3: "7c7dKs"}
STREETS = [{1: "3h", 2: "Qc", 3: "8s"}, {1: "4h", 2: "Qh", 3: "8d"}]


def _scenario(stacks: dict[int, int] | int = 10_000) -> Hand:
    """3rd street: bring-in, complete to 200, two calls; 4th: seat 3 bets 200, seat 1 folds,
    seat 2 raises to 400, and seat 3 is to act. Put in: seat 1 240 (folded), seat 2 640,
    seat 3 440."""
    hand = make_hand(THIRD, STREETS, stacks=stacks)
    play(hand, "bring_in", "complete 200", "call", "call")
    assert hand.acting_seat == 3
    play(hand, "bet 200", "fold", "raise 400")
    assert hand.acting_seat == 3
    return hand


def _stacks(hand: Hand) -> dict[int, int]:
    assert hand.result is not None
    return dict(hand.result.stacks)


def _of(events: list[Event], kind: type[Event]) -> list[Event]:
    return [e for e in events if isinstance(e, kind)]


def test_h4_the_leaver_forfeits_and_the_others_get_back_what_they_put_in() -> None:
    hand = _scenario()
    cards_before = len(_of(hand.events, CardDealt))
    events = hand.leave([3])
    assert events[0] == DeviceLeft(seats=(3,), forfeited=440)
    assert _of(events, StakeReturned) == [StakeReturned(seat=1, amount=240),
                                          StakeReturned(seat=2, amount=640)]
    # Seat 2 is the only other player still in: it takes all 440 (seat 1 folded).
    assert _of(events, ForfeitShared) == [ForfeitShared(seat=2, amount=440)]
    assert isinstance(events[-1], HandEnded)
    assert _stacks(hand) == {1: 10_000, 2: 10_440, 3: 9_560}
    assert sum(_stacks(hand).values()) == 30_000
    # No showdown, no card opened or dealt, nobody to act, nothing awarded; it says who left.
    assert not _of(events, CardsShown) and not _of(events, PotAwarded)
    assert len(_of(hand.events, CardDealt)) == cards_before
    assert hand.is_complete and hand.acting_seat is None and hand.legal_actions() == ()
    assert hand.result is not None
    assert hand.result.left == (3,) and not hand.result.showdown and hand.result.awards == ()
    assert hand.player(3).folded and hand.pot_total == 0


def test_h4_leaving_costs_exactly_what_folding_would_have() -> None:
    """Seat 3 folding instead loses the same 440 (the pot goes to seat 2)."""
    left, folded = _scenario(), _scenario()
    left.leave([3])
    folded.apply(Fold(3))
    assert _stacks(left)[3] == _stacks(folded)[3] == 9_560


def test_h4_a_device_that_leaves_on_purpose_when_it_is_behind() -> None:
    """7th street: seat 2 holds four queens, seat 3 two pair and sees it is beaten. Facing the
    bet, its device leaves rather than call and lose: it loses exactly what folding loses and
    less than calling would, never less than folding. Seat 2 still takes every chip seat 3 put
    in; only seat 1, who folded, is better off (its chips come back, as H4 says)."""
    third = {1: "AhKd2c", 2: "QsQd9h", 3: "7c7dKs"}
    streets = [{1: "3h", 2: "Qc", 3: "8s"}, {1: "4h", 2: "Qh", 3: "8d"},
               {1: "5c", 2: "2s", 3: "Kh"}, {1: "6d", 2: "3s", 3: "Kc"}]

    def to_the_river_bet() -> Hand:
        hand = make_hand(third, streets)
        play(hand, "bring_in", "complete 200", "call", "call")  # 3rd street
        play(hand, "bet 200", "fold", "call")  # 4th: seat 3 bets, seat 1 folds, seat 2 calls
        while hand.street < 7 or hand.acting_seat != 3:  # check to the river, seat 2 bets
            seat = hand.acting_seat
            assert seat is not None
            if seat == 2 and hand.street == 7:
                play(hand, "bet 400")
            else:
                hand.apply(Check(seat) if hand.may_check() else Call(seat))
        return hand

    left, folded, called = to_the_river_bet(), to_the_river_bet(), to_the_river_bet()
    put_in = left.player(3).committed
    behind = left.player(3).stack
    left.leave([3])
    folded.apply(Fold(3))
    called.apply(Call(3))
    assert _stacks(called)[3] < _stacks(folded)[3] == _stacks(left)[3] == behind
    assert _stacks(left)[3] == 10_000 - put_in
    # Seat 2 gets back its own and all of seat 3's; seat 1's folded 240 goes back to seat 1.
    assert _stacks(left)[2] == 10_000 + put_in
    assert _stacks(left)[1] == 10_000 and _stacks(folded)[1] == 10_000 - 240
    assert sum(_stacks(left).values()) == 30_000


def test_h4_side_pots_change_nothing_every_chip_counts_once() -> None:
    """Seat 2 is all-in for 300 (a main pot of 900 and a side pot between seats 1 and 3). When
    seat 1's device leaves, its 640 are shared equally by seats 2 and 3, both still in: seat 2
    gets 320 of them, more than the 300 it could have won from seat 1 at a showdown; H4 shares
    them equally among the players still in, not pot by pot."""
    hand = make_hand(THIRD, STREETS, stacks={1: 10_000, 2: 300, 3: 10_000})
    play(hand, "bring_in", "complete 200", "raise 400", "call", "call")
    assert hand.player(2).all_in and hand.player(2).committed == 300
    assert [p.amount for p in hand.pots()] == [900, 280]
    play(hand, "bet 200", "call")  # 4th street: seat 3 bets, seat 1 calls
    assert hand.player(1).committed == 640
    events = hand.leave([1])
    assert events[0] == DeviceLeft(seats=(1,), forfeited=640)
    assert _of(events, ForfeitShared) == [ForfeitShared(seat=2, amount=320),
                                          ForfeitShared(seat=3, amount=320)]
    assert _stacks(hand) == {1: 9_360, 2: 300 + 320, 3: 10_000 + 320}


def test_h4_an_all_in_leaver_forfeits_its_whole_stack() -> None:
    hand = make_hand(THIRD, STREETS, stacks={1: 10_000, 2: 300, 3: 10_000})
    play(hand, "bring_in", "complete 200", "raise 400", "call", "call", "bet 200", "call")
    events = hand.leave([2])
    assert events[0] == DeviceLeft(seats=(2,), forfeited=300)
    assert _stacks(hand) == {1: 10_000 + 150, 2: 0, 3: 10_000 + 150}


def test_h4_a_device_forfeits_what_its_folded_seat_put_in_too() -> None:
    """Seats 1 and 3 share a device (a host's bots). Seat 1 folded; when the device leaves,
    both seats' chips are forfeited: leaving cannot win back a folded seat's chips."""
    hand = _scenario()
    events = hand.leave([3, 1])
    assert events[0] == DeviceLeft(seats=(1, 3), forfeited=240 + 440)
    assert _of(events, StakeReturned) == [StakeReturned(seat=2, amount=640)]
    assert _stacks(hand) == {1: 9_760, 2: 10_000 + 680, 3: 9_560}


def test_h4_a_device_whose_seats_all_folded_does_not_stop_the_deal() -> None:
    """Its hand is folded already and its chips lost by its fold; the deal goes on without it
    (H4 folds a leaver's hand and forfeits its chips: both done). The engine refuses the leave,
    changes nothing, and the hand plays to its end as if nothing happened."""
    hand, twin = _scenario(), _scenario()
    before = len(hand.events)
    with pytest.raises(IllegalActionError) as refused:
        hand.leave([1])
    assert refused.value.code == "left_folded" and "goes on" in str(refused.value)
    assert not hand.can_leave([1]) and len(hand.events) == before
    for h in (hand, twin):
        while not h.is_complete:
            seat = h.acting_seat
            assert seat is not None
            h.apply(Check(seat) if h.may_check() else Call(seat))
    assert _stacks(hand) == _stacks(twin)
    assert hand.result is not None and hand.result.left == ()


def test_h4_when_every_seat_still_in_was_on_the_device_the_folded_share() -> None:
    """Seats 2 and 3 share the device and are the only ones still in: the forfeited chips go
    to the others, all folded (here seat 1, who also gets back what it put in)."""
    hand = _scenario()
    hand.leave([2, 3])
    assert _stacks(hand) == {1: 10_000 + 640 + 440, 2: 9_360, 3: 9_560}


def test_h4_refusals_name_the_reason_and_change_nothing() -> None:
    hand = _scenario()
    before = len(hand.events)
    for seats, code in (([], "no_seats"), ([5], "no_such_seat"), ([3, 3], "seat_twice"),
                        ([1, 2, 3], "nobody_left")):
        with pytest.raises(IllegalActionError) as refused:
            hand.leave(seats)
        assert refused.value.code == code, seats
    assert len(hand.events) == before and hand.acting_seat == 3 and not hand.is_complete
    hand.leave([3])
    with pytest.raises(HandOverError):
        hand.leave([2])


def test_h4_no_show_after_an_abandoned_hand() -> None:
    """O6 lets a winner show; an abandoned hand has no winner, and no card may be opened."""
    hand = make_hand(THIRD, STREETS)
    hand.leave([1])
    assert not hand.can(Show(2)) and not hand.can(Show(3))


def _first_street_leave(variant: Variant, third: dict[int, str], leaver: int) -> dict[int, int]:
    config = GameConfig.preset(variant, 200, ante=41)
    hand = make_hand(third, config=config)
    events = hand.leave([leaver])
    return {e.seat: e.amount for e in events if isinstance(e, ForfeitShared)}


def test_h4_odd_chips_go_by_s4_order_of_the_up_cards() -> None:
    """41 forfeited among three: 14, 14, 13. S4: the highest card by suit first, among the only
    cards the table has seen (the up cards); Razz: the lowest, ace low."""
    third = {1: "5h5d2c", 2: "6h6dKh", 3: "7h7dKs", 4: "8h8dKd"}
    assert _first_street_leave(Variant.STUD, third, 1) == {2: 14, 3: 14, 4: 13}  # Ks, Kh
    razz = {1: "5h5d2c", 2: "6h6dAh", 3: "7h7dAc", 4: "8h8d2d"}
    assert _first_street_leave(Variant.RAZZ, razz, 4) == {1: 13, 2: 14, 3: 14}  # Ac, Ah
    # Roll Your Own before the first choice: nobody shows a card, dealing order (T1).
    assert _first_street_leave(Variant.ROLL_YOUR_OWN, third, 2) == {1: 14, 3: 14, 4: 13}


def test_h4_baseball_price_is_put_in_forfeited_by_the_leaver_and_returned_to_the_others() -> None:
    """W4's price is dead money never returned in play; in an abandoned hand it is chips a
    seat put in like any other."""
    third = {1: "AhKd2c", 2: "QsQd3h", 3: "7c7dKs"}  # seat 2's up three: pay 400 or fold
    for leaver in (2, 3):
        hand = make_hand(third, variant=Variant.BASEBALL)
        assert hand.is_buying and hand.acting_seat == 2
        hand.apply(Buy(2))
        events = hand.leave([leaver])
        if leaver == 2:
            assert events[0] == DeviceLeft(seats=(2,), forfeited=440)
            assert _stacks(hand) == {1: 10_000 + 220, 2: 10_000 - 440, 3: 10_000 + 220}
        else:
            assert StakeReturned(seat=2, amount=440) in events
            assert _stacks(hand) == {1: 10_000 + 20, 2: 10_000 + 20, 3: 10_000 - 40}


def test_h4_a_leave_during_the_declaration_ends_the_hand_before_anything_is_told() -> None:
    """W9: the declarations are told when the last is in; a device that leaves before that
    ends the hand with none of them told and no hand shown."""
    hand = make_hand(THIRD, STREETS + [{1: "5c", 2: "2s", 3: "Kh"}, {1: "6d", 2: "3s", 3: "Kc"}],
                     variant=Variant.STUD_DECLARE)
    while not hand.choosing:
        seat = hand.acting_seat
        assert seat is not None
        kinds = {m.kind for m in hand.legal_actions()}
        hand.apply(next(m for m in hand.legal_actions() if m.kind is ActionKind.BRING_IN).action()
                   if ActionKind.BRING_IN in kinds else Check(seat) if hand.may_check()
                   else Call(seat))
    hand.apply(Declare(1, Declaration.LOW))
    events = hand.leave([3])
    assert not _of(events, Declared) and not _of(hand.events, CardsShown)
    assert _stacks(hand) == {1: 10_000 + 45, 2: 10_000 + 45, 3: 10_000 - 90}


def _replay_matches(hand: Hand) -> None:
    text = export_hand(hand)
    again = replay_text(text)
    assert hand.result is not None
    assert again.finishing_stacks == [hand.result.stacks[p.seat] for p in hand.players]
    assert again.hand.result is not None and again.hand.result.left == hand.result.left


@pytest.mark.parametrize("variant", list(Variant), ids=lambda v: v.value)
def test_h4_every_game_settles_and_replays(variant: Variant) -> None:
    """In each of the ten games, from many points of randomly played hands (short stacks for
    all-ins), each single seat and one two-seat device leaving: chips conserved, the leaver
    ends with its stack behind, the others with at least their starting stacks, and the PHH
    replays to the same stacks."""
    count = 0
    for seed in range(12):
        rng = random.Random(seed)
        n = min(variant.max_players, 2 + seed % 5)
        stacks = [rng.choice([150, 600, 3_000, 10_000]) for _ in range(n)]
        players = [PlayerSpec(s, f"P{s}", stack) for s, stack in zip(range(1, n + 1), stacks,
                                                                       strict=True)]
        config = GameConfig.preset(variant, 200)
        moves: list[Action] = []
        probe = _hand(config, players, seed, moves, rng, 200)
        length = len(moves)
        for cut in sorted({0, length // 3, length // 2, max(0, length - 1)}):
            for device in [[s] for s in range(1, n + 1)] + [[1, n]] * (n > 2):
                hand = _hand(config, players, seed, moves[:cut], None, 0)
                if hand.is_complete or not hand.can_leave(device):
                    continue
                _check_leave(hand, device)
                _replay_matches(hand)
                count += 1
        assert probe is not None
    assert count >= 20


def _hand(config: GameConfig, players: list[PlayerSpec], seed: int, moves: list[Action],
          rng: random.Random | None, steps: int, until_fold: bool = False) -> Hand:
    """The hand dealt from ``seed``'s deck with ``moves`` made; then, given ``rng``, up to
    ``steps`` random legal moves more (a fold one time in six, so that hands go on), appended
    to ``moves``; with ``until_fold``, more until the acting seat may fold."""
    hand = Hand(config, players, shuffled_deck(random.Random(seed)))
    for move in moves:
        hand.act(move)
    if rng is not None:
        made = 0
        while not hand.is_complete and (made < steps or until_fold and not any(
                m.kind is ActionKind.FOLD for m in hand.legal_actions())):
            legal = hand.legal_actions()
            stay = [m for m in legal if m.kind is not ActionKind.FOLD]
            move = rng.choice(stay if stay and rng.random() > 1 / 6 else legal).action()
            hand.act(move)
            moves.append(move)
            made += 1
    return hand


def _check_leave(hand: Hand, device: list[int]) -> None:
    """Leave, and check the settlement holds to H4 exactly."""
    start = {p.seat: p.starting_stack for p in hand.players}
    behind = {p.seat: p.stack for p in hand.players}
    put_in = {p.seat: p.committed + p.dead for p in hand.players}
    still_in = [p.seat for p in hand.players if not p.folded and p.seat not in device]
    forfeited = sum(put_in[s] for s in device)
    assert all(behind[s] + put_in[s] == start[s] for s in start)  # what "put in" means
    events = hand.leave(device)
    final = _stacks(hand)
    assert sum(final.values()) == sum(start.values())  # chips conserved
    assert events[0] == DeviceLeft(seats=tuple(s for s in (p.seat for p in hand.players)
                                               if s in device), forfeited=forfeited)
    for s in device:
        assert final[s] == behind[s]  # no more than a fold could leave it
    takers = still_in or [s for s in start if s not in device]
    shares = {s: final[s] - start[s] for s in takers}
    assert sum(shares.values()) == forfeited
    assert max(shares.values()) - min(shares.values()) <= 1  # equal, odd chips one each
    for s in start:
        if s not in device and s not in takers:
            assert final[s] == start[s]  # a folded player: back what it put in, nothing more
    assert not _of(events, CardsShown) and not _of(events, CardDealt)
    assert not _of(events, CommunityCardDealt) and not _of(events, PotAwarded)


@st.composite
def deeper_tables(draw: st.DrawFn) -> tuple[GameConfig, list[PlayerSpec], int]:
    """:func:`tables`, with one stack in four short (all-in from the ante, short bring-ins)
    rather than one in two, so that most hands are still being played when a device leaves."""
    config, players, seed = draw(tables())
    small, big = config.small_bet, config.big_bet
    stacks = [draw(st.integers(1, 3 * small)) if draw(st.integers(0, 3)) == 0
              else draw(st.integers(3 * small, 60 * big)) for _ in players]
    return config, [PlayerSpec(p.seat, p.name, stack, p.auto_muck)
                    for p, stack in zip(players, stacks, strict=True)], seed


@settings(max_examples=150, deadline=None)
@given(deeper_tables(), st.integers(0, 30), st.data())
def test_h4_property_every_state_and_device(table: tuple[GameConfig, list[PlayerSpec], int],
                                            steps: int, data: st.DataObject) -> None:
    """For every hand state random legal play reaches (every game, any stacks) and every
    device (a set of seats, not all of them) that leaves then:

    - chips are conserved;
    - each seat of the device ends with exactly the stack it had behind, which is no more than
      folding would leave it (a folded seat never pays another chip; see the next test);
    - every other seat ends with at least its starting stack of the hand: a folded one exactly
      that, one still in that plus its share of the forfeited chips, the shares equal to a
      chip; the others lose no chip in an abandoned hand;
    - the exported PHH (``pN _leave``) replays to the same stacks;
    - a device none of whose seats is still in is refused, and the hand is unchanged.
    """
    config, players, seed = table
    rng = random.Random(seed ^ 0x5EED)
    hand = _hand(config, players, seed, [], rng, steps)
    event("over" if hand.is_complete else "in play")
    if hand.is_complete:
        with pytest.raises(HandOverError):
            hand.leave([players[0].seat])
        return
    seats = [p.seat for p in hand.players]
    device = sorted(data.draw(st.sets(st.sampled_from(seats), min_size=1,
                                      max_size=len(seats) - 1)))
    event(f"device of {len(device)}, {hand.phase.value}")
    if all(hand.player(s).folded for s in device):
        event("refused: all folded")
        before = [(p.stack, p.committed, p.folded) for p in hand.players]
        with pytest.raises(IllegalActionError) as refused:
            hand.leave(device)
        assert refused.value.code == "left_folded"
        assert [(p.stack, p.committed, p.folded) for p in hand.players] == before
        return
    _check_leave(hand, device)
    _replay_matches(hand)
    for told in hand.events:
        assert event_from_dict(event_to_dict(told)) == told


@settings(max_examples=120, deadline=None)
@given(deeper_tables(), st.integers(0, 30))
def test_h4_property_leaving_is_never_cheaper_than_folding(
        table: tuple[GameConfig, list[PlayerSpec], int], steps: int) -> None:
    """Whenever a seat may fold, its device leaving instead (the seat alone) leaves it exactly
    its stack behind; folding there and the hand played on to its end, randomly, leaves it at
    least as much (an uncalled bet may come back to a folded seat, O8, a forfeited one never)."""
    config, players, seed = table
    rng = random.Random(seed ^ 0xF01D)
    moves: list[Action] = []
    probe = _hand(config, players, seed, moves, rng, steps, until_fold=True)
    seat = probe.acting_seat
    event("over" if probe.is_complete else "no fold" if seat is None or not probe.can(Fold(seat))
          else "compared")
    if probe.is_complete or seat is None or not probe.can(Fold(seat)):
        return
    behind = probe.player(seat).stack
    probe.leave([seat])
    folded = _hand(config, players, seed, moves + [Fold(seat)], rng, 500)
    assert folded.is_complete
    assert _stacks(probe)[seat] == behind <= _stacks(folded)[seat]


# ---------------------------------------------------------------------- PHH: pN _leave

def _actions(text: str) -> list[str]:
    match = re.search(r'(?m)^actions = \[(.*)\]$', text)
    assert match is not None
    return re.findall(r'"([^"]*)"', match.group(1))


def _with_actions(text: str, actions: list[str]) -> str:
    return re.sub(r"(?m)^actions = .*$", dumps({"actions": actions}).strip(), text)


def _refused_at(text: str) -> tuple[int, str]:
    with pytest.raises(ReplayError) as refused:
        replay_text(text)
    return refused.value.action_index, str(refused.value)


def test_h4_phh_writes_each_seat_of_the_device_and_replays_to_the_stacks() -> None:
    hand = _scenario()
    hand.leave([3, 1])
    text = export_hand(hand)
    assert _actions(text)[-2:] == ["p1 _leave", "p3 _leave"]
    assert "finishing_stacks = [97.60, 106.80, 95.60]" in text
    again = replay_text(text)
    assert again.finishing_stacks == [9_760, 10_680, 9_560]
    assert again.hand.result is not None and again.hand.result.left == (1, 3)


def test_h4_phh_a_leave_during_roll_your_own_choices_replays() -> None:
    third = {1: "5h5d2c", 2: "6h6dKh", 3: "7h7dKs"}
    hand = make_hand(third, variant=Variant.ROLL_YOUR_OWN)
    choice = hand.choices(1)[-1].action()
    hand.apply(choice)
    hand.leave([2])
    assert _actions(export_hand(hand))[-1] == "p2 _leave"  # the turned-up card is never told
    _replay_matches(hand)


def test_h4_a_folded_device_the_deal_still_needs_leaves_and_the_file_replays() -> None:
    """At a table nobody deals, a device whose seats all folded still holds a share of every
    card to come: when the deal asks for it and it does not answer, its leave is ``needed``
    and ends the hand as any device's does (its fold already cost it its chips); its file's
    ``_leave`` replays (a file's leave is one the table found needed)."""
    hand = _scenario()
    assert not hand.can_leave([1]) and hand.can_leave([1], True)
    events = hand.leave([1], True)
    assert isinstance(events[0], DeviceLeft) and hand.is_complete
    assert _actions(export_hand(hand))[-1] == "p1 _leave"
    _replay_matches(hand)


def test_h4_phh_every_malformed_leave_is_refused_at_its_action() -> None:
    hand = _scenario()
    hand.leave([3])
    text = export_hand(hand)
    actions = _actions(text)
    k = len(actions) - 1
    assert actions[k] == "p3 _leave"
    before = actions[:k]
    cases = {
        "takes no words": (before + ["p3 _leave now"], k),
        "nothing follows": (before + ["p3 _leave", "p2 cc"], k + 1),
        "twice": (before + ["p3 _leave", "p3 _leave"], k + 1),
        "out of seat order": (before + ["p3 _leave", "p1 _leave"], k + 1),
        "nobody is left": (before + ["p1 _leave", "p2 _leave", "p3 _leave"], k + 2),
    }
    for words, (bad, index) in cases.items():
        at, message = _refused_at(_with_actions(text, bad))
        assert (at, words in message) == (index, True), (words, message)
    # After the hand is over (everyone folded to seat 1's bring-in): a _leave is refused.
    won = make_hand(THIRD, STREETS)
    play(won, "bring_in", "fold", "fold")
    over = export_hand(won)
    n = len(_actions(over))
    at, message = _refused_at(_with_actions(over, [*_actions(over), "p2 _leave"]))
    assert at == n and "the hand is over" in message
    # And the good file still replays.
    assert replay_text(text).finishing_stacks == [10_000, 10_440, 9_560]
