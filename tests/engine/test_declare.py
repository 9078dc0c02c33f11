"""Seven Card Stud High-Low Declare and Roll Your Own (RULES.md W8-W12): one test (or more) per
rule id, property tests of the secret choices, and the PHH they write and read."""

from __future__ import annotations

import itertools
import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from studdesk.engine import evaluate
from studdesk.engine.actions import (
    ActionKind,
    Call,
    Check,
    Declaration,
    Declare,
    Fold,
    IllegalActionError,
    TurnUp,
    timeout_action,
)
from studdesk.engine.cards import Card, parse_cards, shuffled_deck
from studdesk.engine.config import GameConfig, Variant
from studdesk.engine.events import (
    CardsShown,
    CardTurnedUp,
    ChoiceMade,
    Declared,
    Event,
    HandMucked,
    PotAwarded,
    SwingFailed,
    censor,
    event_from_dict,
    event_to_dict,
)
from studdesk.engine.hand import Hand, PlayerSpec
from studdesk.engine.phh import export_hand
from studdesk.engine.phh.export import dumps
from studdesk.engine.phh.history import PHHError, ReplayError
from studdesk.engine.phh.replay import replay_text
from studdesk.engine.views import view

from .helpers import make_hand

DECLARE = Variant.STUD_DECLARE
ROLL = Variant.ROLL_YOUR_OWN
HI, LO, BOTH = Declaration.HIGH, Declaration.LOW, Declaration.BOTH

# Three hands for the declare showdowns. Seat 1 and seat 2 both hold A-2-3-4-5 (the wheel:
# a five-high straight for high, the best low); seat 3 two pair, tens and nines (a king-high
# low, K-J-T-9-8). Seat 1's door card 3c is the lowest: it brings in.
THIRD = {1: "As2d3c", 2: "Ah2c3d", 3: "TsTc9h"}
STREETS = [{1: "4h", 2: "4s", 3: "9s"}, {1: "5s", 2: "5d", 3: "8c"},
           {1: "Kd", 2: "Qh", 3: "Kh"}, {1: "Kc", 2: "Qs", 3: "Jc"}]
POT = 3 * 40 + 3 * 50  # antes and the bring-in called, then checked down


def _declare_hand(stacks: dict[int, int] | int = 10_000, **options: object) -> Hand:
    return make_hand(THIRD, STREETS, stacks=stacks, variant=DECLARE, **options)


def _check_down(hand: Hand) -> None:
    """Bring in, call and check every street until the declaration (or the end)."""
    while not hand.is_complete and not hand.choosing:
        seat = hand.acting_seat
        assert seat is not None
        kinds = {m.kind for m in hand.legal_actions()}
        if ActionKind.BRING_IN in kinds:
            hand.apply(next(m for m in hand.legal_actions() if m.kind is ActionKind.BRING_IN).action())
        elif ActionKind.CHECK in kinds:
            hand.apply(Check(seat))
        else:
            hand.apply(Call(seat))


def _check_street(hand: Hand) -> None:
    """:func:`_check_down`, for the current street's betting only."""
    street = hand.street
    while not hand.is_complete and not hand.choosing and hand.street is street:
        seat = hand.acting_seat
        assert seat is not None
        moves = hand.legal_actions()
        calm = [m for m in moves if m.kind in (ActionKind.BRING_IN, ActionKind.CHECK,
                                               ActionKind.CALL)]
        hand.apply(calm[0].action())


def _declare_all(hand: Hand, declarations: dict[int, Declaration],
                 order: list[int] | None = None) -> list[Event]:
    events: list[Event] = []
    for seat in order or sorted(declarations):
        events += hand.apply(Declare(seat, declarations[seat]))
    return events


def _won(hand: Hand) -> dict[int, int]:
    """What each seat won at the showdown, every pot together."""
    out = {p.seat: 0 for p in hand.players}
    for e in hand.events:
        if isinstance(e, PotAwarded):
            out[e.seat] += e.amount
    return out


def _showdown(declarations: dict[int, Declaration], **options: object) -> Hand:
    hand = _declare_hand(**options)
    _check_down(hand)
    _declare_all(hand, declarations)
    assert hand.is_complete
    return hand


# ---------------------------------------------------------------------------------- W8


def test_w8_declare_is_dealt_and_bet_as_seven_card_stud() -> None:
    hand = _declare_hand()
    assert hand.acting_seat == 1  # D3: the lowest door card (3c) brings in
    assert {m.kind for m in hand.legal_actions()} == {ActionKind.BRING_IN, ActionKind.COMPLETE}
    hand.apply(next(m for m in hand.legal_actions() if m.kind is ActionKind.BRING_IN).action())
    hand.apply(Call(2))
    hand.apply(Call(3))
    # O2: seat 3's pair of nines showing acts first on 4th street, and L5's open pair applies.
    assert hand.acting_seat == 3 and hand.is_open_pair
    assert sorted(m.to for m in hand.legal_actions() if m.kind is ActionKind.BET) == [200, 400]
    assert DECLARE.max_players == 8 and DECLARE.phh_code == "F7S"


@pytest.mark.parametrize(("better", "worse"), [
    ("7c5d4h3s2c", "7d6h3c2dAs"),  # no pair: compared from the highest card down
    ("Kc5d4h3s2c", "2h2d3c4d5h"),  # no pair beats one pair (no qualifier: a king low counts)
    ("3c3d2h4s5c", "4c4d2d3s5d"),  # one pair against one pair: the lower pair wins
    ("3c3dKhQsJc", "4c4dAh2s5d"),  # the pair first, then the kickers
    ("9c9d8h8s7c", "AcAd2h2s2c"),  # one pair, two pair ... a full house (of aces) is worse
    ("Ac2d3h4s5c", "Ad2h3c4d6s"),  # A-2-3-4-5 is the best low, though a straight for high
    ("5c4c3c2cAc", "6d4h3s2dAd"),  # a flush does not count either
])
def test_w8_the_low_is_ace_to_five_with_no_qualifier(better: str, worse: str) -> None:
    assert evaluate.razz_value(parse_cards(better)) > evaluate.razz_value(parse_cards(worse))


def test_w8_a_player_uses_different_cards_for_high_and_low() -> None:
    hand = _declare_hand()
    _check_down(hand)
    high, low = hand.values_now(1)
    # Seat 1's seven cards: the wheel is its low and its straight; the kings play no part.
    assert high == evaluate.high_value(parse_cards("As2d3c4h5s"))
    assert low == evaluate.razz_value(parse_cards("As2d3c4h5s"))
    assert high is not None and high > evaluate.high_value(parse_cards("KdKcAs2d3c"))


# ---------------------------------------------------------------------------------- W9


def test_w9_1_the_declaration_follows_the_seventh_street_betting() -> None:
    hand = _declare_hand()
    with pytest.raises(IllegalActionError) as early:
        hand.verify(Declare(1, HI))
    assert early.value.code == "not_declaring"
    _check_down(hand)
    assert hand.choosing == (1, 2, 3) and hand.choice_kind is ActionKind.DECLARE
    assert len(hand.player(1).cards) == 7


def test_w9_1_after_the_run_out_when_o7_leaves_no_betting() -> None:
    hand = _declare_hand(stacks={1: 90, 2: 10_000, 3: 10_000})  # seat 1 all-in on the bring-in
    hand.apply(next(m for m in hand.legal_actions() if m.kind is ActionKind.BRING_IN).action())
    hand.apply(Call(2))
    hand.apply(Fold(3))
    assert hand.choosing == (1, 2)  # the rest was dealt without betting (O7)
    assert all(len(hand.player(s).cards) == 7 for s in (1, 2))


def test_w9_1_a_hand_won_at_o6_has_no_declaration() -> None:
    hand = _declare_hand()
    hand.apply(next(m for m in hand.legal_actions() if m.kind is ActionKind.BRING_IN).action())
    hand.apply(Fold(2))
    hand.apply(Fold(3))
    assert hand.is_complete and not hand.choosing
    assert not any(isinstance(e, ChoiceMade | Declared) for e in hand.events)
    with pytest.raises(IllegalActionError):
        hand.verify(Declare(1, HI))


def test_w9_2_every_player_still_in_declares_once_all_in_included_and_cannot_fold() -> None:
    hand = _declare_hand(stacks={1: 90, 2: 10_000, 3: 10_000})
    hand.apply(next(m for m in hand.legal_actions() if m.kind is ActionKind.BRING_IN).action())
    hand.apply(Call(2))
    hand.apply(Call(3))
    _check_down(hand)
    assert hand.choosing == (1, 2, 3) and hand.player(1).all_in
    assert [m.to for m in hand.choices(1)] == [0, 1, 2]  # low, high, both
    hand.apply(Declare(1, LO))
    with pytest.raises(IllegalActionError) as again:
        hand.verify(Declare(1, HI))
    assert again.value.code == "already_chosen"
    for move in (Fold(2), Check(2), Call(2)):
        with pytest.raises(IllegalActionError) as refused:
            hand.verify(move)
        assert refused.value.code == "choices_pending"


def test_w9_3_declarations_are_secret_until_the_last_and_told_at_once() -> None:
    hand = _declare_hand()
    _check_down(hand)
    first = hand.apply(Declare(3, HI))  # any order
    second = hand.apply(Declare(1, BOTH))
    assert [type(e) for e in first + second] == [ChoiceMade, ChoiceMade]
    assert hand.choosing == (2,) and hand.has_chosen(3) and not hand.has_chosen(2)
    for seat in (None, 1, 2, 3):  # nothing of a declaration is in anyone's view yet
        seen = view(hand, seat)
        assert seen.legal_actions == (hand.choices(2) if seat == 2 else ())
    last = hand.apply(Declare(2, LO))
    declared = [e for e in last if isinstance(e, Declared)]
    assert [(e.seat, e.declaration) for e in declared] == [(1, BOTH), (2, LO), (3, HI)]


def test_w9_4_no_betting_after_the_declaration_and_every_hand_is_shown() -> None:
    hand = _showdown({1: HI, 2: HI, 3: HI}, auto_muck=True)
    shown = {e.seat for e in hand.events if isinstance(e, CardsShown)}
    assert shown == {1, 2, 3} and not any(isinstance(e, HandMucked) for e in hand.events)
    after = hand.events[[i for i, e in enumerate(hand.events) if isinstance(e, Declared)][-1]:]
    assert not any(type(e).__name__ == "ActionTaken" for e in after)


def test_w9_5_a_player_who_has_not_declared_when_the_timer_runs_out_is_high() -> None:
    hand = _declare_hand()
    _check_down(hand)
    assert timeout_action(hand.choices(2)).action() == Declare(2, HI)


# ---------------------------------------------------------------------------------- W10


def test_w10_1_a_swing_who_ties_a_way_fails_and_is_left_out() -> None:
    # Seat 1 swings: the best high, but its low ties seat 2's. It gets nothing.
    hand = _showdown({1: BOTH, 2: LO, 3: HI})
    assert _won(hand) == {1: 0, 2: POT // 2, 3: POT - POT // 2}
    failed = [e for e in hand.events if isinstance(e, SwingFailed)]
    assert [(e.seat, e.high, e.low) for e in failed] == [(1, False, True)]
    assert [(e.high_tied, e.low_tied) for e in failed] == [(False, True)]  # tied, not beaten


def test_w10_1_a_failed_swing_says_which_way_was_tied_and_which_beaten() -> None:
    # Seats 1 and 2 hold straights that tie for high and A-5 lows that tie; seat 3 holds two
    # pair and a king-high low.
    tied_high = [e for e in _showdown({1: BOTH, 2: HI, 3: LO}).events
                 if isinstance(e, SwingFailed)]
    assert [(e.seat, e.high, e.high_tied, e.low, e.low_tied) for e in tied_high] \
        == [(1, True, True, False, False)]
    beaten = [e for e in _showdown({1: HI, 2: LO, 3: BOTH}).events
              if isinstance(e, SwingFailed)]
    assert [(e.seat, e.high, e.high_tied, e.low, e.low_tied) for e in beaten] \
        == [(3, True, False, True, False)]
    # Beaten by one hand and tied by another is beaten: seat 1's low ties seat 2's, its high
    # is beaten by nobody; seat 3 swings too and is beaten both ways.
    both = {e.seat: (e.high, e.high_tied, e.low, e.low_tied)
            for e in _showdown({1: BOTH, 2: BOTH, 3: BOTH}).events if isinstance(e, SwingFailed)}
    assert both[3] == (True, False, True, False)
    assert both[1] == (True, True, True, True) and both[2] == (True, True, True, True)


def test_w10_1_swing_tie_shares_keeps_a_swing_who_ties_and_shares_that_half() -> None:
    hand = _showdown({1: BOTH, 2: LO, 3: HI}, swing_tie="shares")
    low = POT // 2
    # Seat 1 takes the high half and shares the low half with seat 2 (the odd chip to the
    # lowest card by suit: seat 2's Ah before seat 1's As).
    assert _won(hand) == {1: POT - low + low // 2, 2: low - low // 2, 3: 0}
    assert not any(isinstance(e, SwingFailed) for e in hand.events)


def test_w10_1_swings_are_judged_all_at_once_and_failed_swings_still_count() -> None:
    # Seats 1 and 2 both swing with the same hand: each ties the other, so both fail (judged
    # one after the other, the second would win). Seat 3's king-high low takes it all.
    hand = _showdown({1: BOTH, 2: BOTH, 3: LO})
    assert _won(hand) == {1: 0, 2: 0, 3: POT}
    assert {e.seat for e in hand.events if isinstance(e, SwingFailed)} == {1, 2}


def test_w10_1_a_failed_swing_travels_with_its_tied_ways_and_a_tie_needs_a_loss() -> None:
    failed = next(e for e in _showdown({1: BOTH, 2: HI, 3: LO}).events
                  if isinstance(e, SwingFailed))
    data = event_to_dict(failed)
    assert data["high_tied"] is True and data["low_tied"] is False
    assert event_from_dict(data) == failed
    with pytest.raises(ValueError, match="tied only if it was lost"):
        event_from_dict({**data, "high": False, "low": True})
    with pytest.raises(ValueError, match="low_tied"):
        event_from_dict({**data, "low_tied": "yes"})


def test_w10_2_a_half_each_way_and_one_way_can_never_win_the_other_half() -> None:
    # Seat 1 has the best high but declared low: seat 3's two pair takes the high half.
    hand = _showdown({1: LO, 2: LO, 3: HI})
    low = POT // 2
    assert _won(hand) == {1: low // 2, 2: low - low // 2, 3: POT - low}


def test_w10_2_nobody_declared_one_way_the_other_takes_the_whole_pot() -> None:
    hand = _showdown({1: HI, 2: HI, 3: HI})
    assert _won(hand) == {1: POT // 2, 2: POT // 2, 3: 0}  # the straights tie for the pot
    assert {e.half.value for e in hand.events if isinstance(e, PotAwarded)} == {"whole"}


def test_w10_2_each_pot_is_judged_on_its_own() -> None:
    hand = _declare_hand(stacks={1: 10_000, 2: 10_000, 3: 90})  # seat 3 all-in on 3rd street
    hand.apply(next(m for m in hand.legal_actions() if m.kind is ActionKind.BRING_IN).action())
    hand.apply(Call(2))
    hand.apply(Call(3))
    first = hand.acting_seat
    assert first is not None
    hand.apply(next(m for m in hand.legal_actions() if m.kind is ActionKind.BET).action())
    hand.apply(Call(2 if first == 1 else 1))
    _check_down(hand)
    main, side = hand.pots()
    assert main.eligible == (1, 2, 3) and side.eligible == (1, 2)
    _declare_all(hand, {1: BOTH, 2: LO, 3: HI})
    # Main pot: seat 1's swing ties seat 2's low and fails; seat 3 high, seat 2 low.
    # Side pot: seat 1 fails there too; seat 2, the only other player, takes it whole.
    by_pot: dict[int, dict[int, int]] = {}
    for e in hand.events:
        if isinstance(e, PotAwarded):
            by_pot.setdefault(e.pot, {})[e.seat] = e.amount
    assert by_pot == {0: {3: main.amount - main.amount // 2, 2: main.amount // 2},
                      1: {2: side.amount}}


def test_w10_3_every_player_of_a_pot_swung_and_failed_the_cards_speak() -> None:
    hand = _showdown({1: BOTH, 2: BOTH, 3: BOTH})
    high, low = POT - POT // 2, POT // 2
    # High: seats 1 and 2 tie (the odd chip to seat 1's As, the highest card by suit); low:
    # they tie again (the odd chip to seat 2's Ah, the lowest card by suit, ace low).
    assert _won(hand) == {1: high - high // 2 + low // 2, 2: high // 2 + low - low // 2, 3: 0}


def test_w10_4_the_odd_chip_goes_to_the_high_half_then_by_suit() -> None:
    hand = _showdown({1: LO, 2: LO, 3: HI}, ante=35)
    pot = 3 * 35 + 3 * 50
    assert pot % 2 == 1
    assert _won(hand) == {3: pot // 2 + 1, 2: (pot // 2 + 1) // 2, 1: pot // 2 // 2}
    whole = _showdown({1: HI, 2: HI, 3: LO}, ante=35)
    # The high half (the odd chip) to seat 1 and 2's tie: seat 1's As is the highest card.
    high = pot - pot // 2
    assert _won(whole) == {1: high - high // 2, 2: high // 2, 3: pot // 2}


# ---------------------------------------------------------------------------------- W11


def _roll_hand(third: dict[int, str], streets: list[dict[int, str]] | None = None,
               stacks: dict[int, int] | int = 10_000) -> Hand:
    return make_hand(third, streets or [], stacks=stacks, variant=ROLL)


def test_w11_1_every_card_is_dealt_down_and_one_is_turned_up_each_street() -> None:
    hand = _roll_hand({1: "KhKs7d", 2: "AsQh9c"},
                      [{1: "8d", 2: "2c"}, {1: "3h", 2: "4h"}, {1: "5c", 2: "6c"},
                       {1: "Jd", 2: "Jh"}])
    assert not any(hand.player(1).face_up) and hand.choosing == (1, 2)
    assert hand.choice_kind is ActionKind.TURN_UP
    assert [m.to for m in hand.choices(1)] == [int(c) for c in parse_cards("KhKs7d")]
    for street in range(4):
        assert len(hand.choosing) == 2
        for seat in (1, 2):
            hand.apply(TurnUp(seat, hand.player(seat).cards[0 if street == 3 else -1]))
        assert [len(hand.player(s).up) for s in (1, 2)] == [street + 1] * 2
        _check_street(hand)
    assert not hand.choosing and hand.acting_seat is not None  # 7th street: dealt down, no choice
    assert len(hand.player(1).cards) == 7 and sum(hand.player(1).face_up) == 4
    with pytest.raises(IllegalActionError) as late:
        hand.verify(TurnUp(1, hand.player(1).cards[-1]))
    assert late.value.code == "not_choosing"


def test_w11_1_all_in_players_choose_too_and_an_up_card_stays_up() -> None:
    hand = _roll_hand({1: "KhKs7d", 2: "AsQh9c"}, [{1: "8d", 2: "2c"}], stacks={1: 90, 2: 10_000})
    hand.apply(TurnUp(1, Card.parse("Kh")))
    hand.apply(TurnUp(2, Card.parse("9c")))
    hand.apply(next(m for m in hand.legal_actions() if m.kind is ActionKind.BRING_IN).action())
    hand.apply(Call(1))  # seat 2's 9c brought in; seat 1 calls all-in
    assert hand.player(1).all_in
    _check_down(hand)
    assert hand.choosing == (1, 2)  # the all-in seat too
    with pytest.raises(IllegalActionError) as up:
        hand.verify(TurnUp(1, Card.parse("Kh")))  # already up
    assert up.value.code == "not_a_down_card"


def test_w11_2_the_choices_are_simultaneous_secret_and_not_betting() -> None:
    hand = _roll_hand({1: "KhKs7d", 2: "AsQh9c", 3: "2d3d4d"})
    events = hand.apply(TurnUp(2, Card.parse("Qh")))
    assert [type(e) for e in events] == [ChoiceMade]
    assert view(hand, 1).seats[1].face_up == (False, False, False)  # nothing turned yet
    with pytest.raises(IllegalActionError) as betting:
        hand.verify(Fold(1))
    assert betting.value.code == "choices_pending"
    hand.apply(TurnUp(3, Card.parse("4d")))
    last = hand.apply(TurnUp(1, Card.parse("7d")))
    assert [(e.seat, str(e.card)) for e in last if isinstance(e, CardTurnedUp)] == [
        (1, "7d"), (2, "Qh"), (3, "4d")]
    assert view(hand, 1).seats[1].up_cards == (Card.parse("Qh"),)


def test_w11_3_the_timer_turns_up_the_newest_card() -> None:
    hand = _roll_hand({1: "KhKs7d", 2: "AsQh9c"}, [{1: "8d", 2: "2c"}])
    assert timeout_action(hand.choices(1)).action() == TurnUp(1, Card.parse("7d"))
    hand.apply(TurnUp(1, Card.parse("Kh")))
    hand.apply(TurnUp(2, Card.parse("As")))
    _check_down(hand)
    assert timeout_action(hand.choices(1)).action() == TurnUp(1, Card.parse("8d"))


def test_w11_4_the_chosen_cards_drive_the_bring_in_the_order_and_the_open_pair() -> None:
    # Dealt normally, seat 1's third card 7d would bring in; chosen, seat 2's 9c does.
    hand = _roll_hand({1: "KhKs7d", 2: "AsQh9c"}, [{1: "8d", 2: "2c"}])
    hand.apply(TurnUp(1, Card.parse("Ks")))
    hand.apply(TurnUp(2, Card.parse("9c")))
    assert hand.acting_seat == 2
    assert {m.kind for m in hand.legal_actions()} == {ActionKind.BRING_IN, ActionKind.COMPLETE}
    _check_down(hand)
    # 4th street: seat 1 turns up its older king: an open pair (L5), and it acts first (O2).
    hand.apply(TurnUp(1, Card.parse("Kh")))
    hand.apply(TurnUp(2, Card.parse("2c")))
    assert hand.is_open_pair and hand.acting_seat == 1


# ---------------------------------------------------------------------------------- W12


def _with_actions(text: str, actions: list[str]) -> str:
    return re.sub(r"(?m)^actions = .*$", dumps({"actions": actions}).strip(), text)


def _actions(text: str) -> list[str]:
    match = re.search(r'(?m)^actions = \[(.*)\]$', text)
    assert match is not None
    return re.findall(r'"([^"]*)"', match.group(1))


def _refused_at(text: str) -> int:
    with pytest.raises(ReplayError) as refused:
        replay_text(text)
    return refused.value.action_index


def test_w12_the_game_and_swing_tie_are_written_and_read() -> None:
    hand = _showdown({1: BOTH, 2: LO, 3: HI}, swing_tie="shares")
    text = export_hand(hand)
    assert 'variant = "F7S"' in text and '_game = "stud-declare"' in text
    assert '_options = {swing_tie = "shares"}' in text
    again = replay_text(text)
    assert again.hand.config.swing_tie == "shares"
    assert again.finishing_stacks == [hand.result.stacks[s] for s in (1, 2, 3)]
    for bad in ('_options = {swing_tie = "maybe"}', '_options = {queens_wild = true}'):
        with pytest.raises(PHHError):
            replay_text(text.replace('_options = {swing_tie = "shares"}', bad))
    roll = _roll_played()
    assert '_game = "roll-your-own"' in export_hand(roll) and "_options" not in export_hand(roll)
    with pytest.raises(PHHError):
        replay_text(export_hand(roll) + '_options = {swing_tie = "loses"}\n')


def test_w12_1_declarations_are_written_in_seat_order_before_the_first_show() -> None:
    hand = _declare_hand()
    _check_down(hand)
    _declare_all(hand, {1: BOTH, 2: LO, 3: HI}, order=[3, 1, 2])
    actions = _actions(export_hand(hand))
    k = actions.index("p1 _declare both")
    assert actions[k:k + 3] == ["p1 _declare both", "p2 _declare lo", "p3 _declare hi"]
    assert actions[k - 1].endswith("cc") and " sm " in actions[k + 3]
    assert replay_text(export_hand(hand)).finishing_stacks == [
        10_000 - 90, 10_000 - 90 + POT // 2, 10_000 - 90 + POT - POT // 2]


def _declare_text() -> tuple[str, list[str], int]:
    hand = _showdown({1: BOTH, 2: LO, 3: HI})
    text = export_hand(hand)
    actions = _actions(text)
    return text, actions, actions.index("p1 _declare both")


@pytest.mark.parametrize("word", ["high", "swing", "2", "HI", ""])
def test_w12_1_a_reader_refuses_any_other_declaration(word: str) -> None:
    text, actions, k = _declare_text()
    actions[k] = f"p1 _declare {word}".strip()
    assert _refused_at(_with_actions(text, actions)) == k


def test_w12_1_a_reader_refuses_a_declaration_before_the_betting_ends_or_after_o6() -> None:
    text, actions, k = _declare_text()
    early = actions[:k - 1] + ["p1 _declare hi"] + actions[k - 1:]
    assert _refused_at(_with_actions(text, early)) == k - 1
    hand = _declare_hand()
    hand.apply(next(m for m in hand.legal_actions() if m.kind is ActionKind.BRING_IN).action())
    hand.apply(Fold(2))
    hand.apply(Fold(3))
    folded = export_hand(hand)
    won = _actions(folded)
    assert _refused_at(_with_actions(folded, [*won, "p1 _declare hi"])) == len(won)


def test_w12_1_a_reader_refuses_a_second_a_folded_or_an_out_of_order_declaration() -> None:
    text, actions, k = _declare_text()
    second = actions[:k + 1] + ["p1 _declare hi"] + actions[k + 1:]
    assert _refused_at(_with_actions(text, second)) == k + 1
    swapped = list(actions)
    swapped[k], swapped[k + 1] = swapped[k + 1], swapped[k]
    assert _refused_at(_with_actions(text, swapped)) == k
    hand = _declare_hand()
    hand.apply(next(m for m in hand.legal_actions() if m.kind is ActionKind.BRING_IN).action())
    hand.apply(Call(2))
    hand.apply(Fold(3))
    _check_down(hand)
    _declare_all(hand, {1: HI, 2: LO})
    folded_text = export_hand(hand)
    folded = _actions(folded_text)
    j = folded.index("p2 _declare lo") + 1
    assert _refused_at(_with_actions(folded_text, folded[:j] + ["p3 _declare hi"] + folded[j:])) == j


@pytest.mark.parametrize("intruder", ["p3 cc", "p3 f", "p2 cbr 4", "p1 sm As2d3c4h5sKdKc"])
def test_w12_1_a_reader_refuses_betting_or_showing_before_every_declaration(intruder: str) -> None:
    text, actions, k = _declare_text()
    assert _refused_at(_with_actions(text, actions[:k + 1] + [intruder] + actions[k + 1:])) == k + 1


def test_w12_1_a_reader_refuses_declare_in_another_game() -> None:
    text, actions, k = _declare_text()
    stud = (text.replace('_game = "stud-declare"\n', "")
            .replace('_options = {swing_tie = "loses"}\n', ""))
    plain = [a for a in actions if "_declare" not in a]
    assert _refused_at(_with_actions(stud, plain[:k] + ["p1 _declare hi"] + plain[k:])) == k
    roll = export_hand(_roll_played())
    moves = _actions(roll)
    assert _refused_at(_with_actions(roll, moves[:3] + ["p1 _declare hi"] + moves[3:])) == 3


def _roll_played(stacks: dict[int, int] | int = 10_000) -> Hand:
    hand = _roll_hand({1: "KhKs7d", 2: "AsQh9c"},
                      [{1: "8d", 2: "2c"}, {1: "3h", 2: "4h"}, {1: "5c", 2: "6c"},
                       {1: "Jd", 2: "Jh"}], stacks=stacks)
    for picks in (("Ks", "9c"), ("Kh", "2c"), ("3h", "As"), ("5c", "4h")):
        for seat, card in zip((1, 2), picks, strict=True):
            hand.apply(TurnUp(seat, Card.parse(card)))
        _check_down(hand)
    return hand


def test_w12_2_turned_up_cards_are_written_and_replayed() -> None:
    hand = _roll_played()
    assert hand.is_complete
    text = export_hand(hand)
    actions = _actions(text)
    assert actions[:4] == ["d dh p1 KhKs7d", "d dh p2 AsQh9c", "p1 _up Ks", "p2 _up 9c"]
    assert replay_text(text).finishing_stacks == [hand.result.stacks[1], hand.result.stacks[2]]
    # What seat 2 saw (seat 1's cards as ?? until shown) replays to the same stacks.
    censored = export_hand(hand, [censor(e, 2) for e in hand.events])
    assert replay_text(censored).finishing_stacks == [hand.result.stacks[1], hand.result.stacks[2]]


@pytest.mark.parametrize(("change", "where"), [
    (lambda a: a[:2] + ["p1 _up As"] + a[3:], 2),  # someone else's card
    (lambda a: a[:8] + ["p1 _up Ks"] + a[9:], 8),  # a card already up
    (lambda a: a[:3] + ["p1 _up Kh"] + a[3:], 3),  # a second _up on the street
    (lambda a: [*a[:2], a[3], a[2], *a[4:]], 2),  # out of seat order
    (lambda a: [*a[:2], a[4], *a[2:4], *a[5:]], 2),  # the bring-in before every choice
    (lambda a: [a[0], a[2], a[1], *a[3:]], 2),  # a deal after the street's first choice
])
def test_w12_2_a_reader_refuses_a_bad_turn_up_at_that_action(change, where: int) -> None:  # type: ignore[no-untyped-def]
    text = export_hand(_roll_played())
    actions = _actions(text)
    changed = change(list(actions))
    assert _refused_at(_with_actions(text, changed)) == where


def test_w12_2_a_reader_refuses_up_on_seventh_street_or_in_another_game() -> None:
    text = export_hand(_roll_played())
    actions = _actions(text)
    seventh = max(i for i, a in enumerate(actions) if a.startswith("d dh p2"))
    late = actions[:seventh + 1] + ["p1 _up Jd"] + actions[seventh + 1:]
    assert _refused_at(_with_actions(text, late)) == seventh + 1
    declare, moves, _ = _declare_text()
    assert _refused_at(_with_actions(declare, moves[:3] + ["p1 _up As"] + moves[3:])) == 3


def test_w12_3_shows_list_every_card_dealt_in_dealing_order() -> None:
    hand = _roll_played()
    shows = [a for a in _actions(export_hand(hand)) if " sm " in a]
    dealt = {"p1": "KhKs7d8d3h5cJd", "p2": "AsQh9c2c4h6cJh"}  # in dealing order, up or down
    assert shows and all(a == f"{a[:2]} sm {dealt[a[:2]]}" for a in shows)
    declare = _showdown({1: BOTH, 2: LO, 3: HI})
    assert "p1 sm As2d3c4h5sKdKc" in _actions(export_hand(declare))


# ---------------------------------------------------------------------------------- properties


def _random_to_choice(variant: Variant, seed: int, n: int, **options: object) -> Hand:
    """A hand of ``variant`` played by random legal moves up to a choice (or its end)."""
    rng = random.Random(seed)
    cfg = GameConfig.preset(variant, 200, **options)
    players = [PlayerSpec(s, f"P{s}", rng.choice([120, 400, 5_000, 20_000]))
               for s in range(1, n + 1)]
    hand = Hand(cfg, players, shuffled_deck(rng))
    while not hand.is_complete and not hand.choosing:
        moves = hand.legal_actions()
        calm = [m for m in moves if m.kind is not ActionKind.FOLD]
        hand.apply(rng.choice(calm if rng.random() < 0.8 else list(moves)).action())
    return hand


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 2**32), st.integers(2, 8), st.sampled_from(["loses", "shares"]),
       st.data())
def test_declarations_conserve_chips_and_a_failed_swing_never_wins(
        seed: int, n: int, swing_tie: str, data: st.DataObject) -> None:
    hand = _random_to_choice(DECLARE, seed, n, swing_tie=swing_tie)
    before = sum(p.starting_stack for p in hand.players)
    if hand.choosing:
        declarations = {s: data.draw(st.sampled_from(list(Declaration))) for s in hand.choosing}
        _declare_all(hand, declarations)
    assert hand.is_complete and hand.result is not None
    assert sum(hand.result.stacks.values()) == before
    failed = {(e.pot, e.seat) for e in hand.events if isinstance(e, SwingFailed)}
    pots = hand.result.pots
    for pot, seat in failed:
        assert hand.declarations[seat] is BOTH
        everyone_failed = all((pot, s) in failed for s in pots[pot].eligible)
        if not everyone_failed:  # W10.3 alone lets the cards speak among failed swings
            assert not any(e.pot == pot and e.seat == seat
                           for e in hand.events if isinstance(e, PotAwarded))


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32), st.integers(2, 8), st.data())
def test_the_order_of_the_declarations_never_changes_the_result(seed: int, n: int,
                                                                data: st.DataObject) -> None:
    hand = _random_to_choice(DECLARE, seed, n)
    if not hand.choosing:
        return
    seats = list(hand.choosing)
    declarations = {s: data.draw(st.sampled_from(list(Declaration))) for s in seats}
    results = []
    for order in itertools.islice(itertools.permutations(seats), 6):
        again = _random_to_choice(DECLARE, seed, n)
        offered = {s: again.choices(s) for s in seats}
        for seat in order:
            # No declaration depends on another's: what a seat may declare stays the same.
            assert all(again.choices(s) == offered[s] for s in again.choosing)
            again.apply(Declare(seat, declarations[seat]))
        assert again.result is not None
        results.append((again.result.stacks,
                        [e for e in again.events if not isinstance(e, ChoiceMade)]))
    assert all(r == results[0] for r in results)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32), st.integers(2, 8), st.data())
def test_the_order_of_roll_your_own_choices_never_changes_the_hand(seed: int, n: int,
                                                                   data: st.DataObject) -> None:
    hand = _random_to_choice(ROLL, seed, n)
    assert hand.choosing  # 3rd street's choice comes before any betting
    seats = list(hand.choosing)
    picks = {s: data.draw(st.sampled_from(hand.choices(s))).action() for s in seats}
    outcomes = []
    for order in (seats, list(reversed(seats)), data.draw(st.permutations(seats))):
        again = _random_to_choice(ROLL, seed, n)
        for seat in order:
            again.apply(picks[seat])
        outcomes.append(([list(p.face_up) for p in again.players], again.acting_seat,
                         [e for e in again.events if not isinstance(e, ChoiceMade)]))
    assert all(o == outcomes[0] for o in outcomes)


def test_w8_the_own_hand_names_the_declare_low_from_the_first_cards() -> None:
    hand = _declare_hand()
    own = view(hand, 1).own_hand
    assert own is not None and own.low is not None and own.high is not None
    _check_down(hand)
    complete = view(hand, 1).own_hand
    assert complete is not None and complete.low == evaluate.name_low(
        evaluate.razz_value(parse_cards("As2d3c4h5s")))
