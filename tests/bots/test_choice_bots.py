"""Bots of every level declare (W9) and turn cards up (W11) legally and sensibly, and hands they
play in High-Low Declare and Roll Your Own export to PHH and replay to their stacks."""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from studdesk.bots import make_bot, read
from studdesk.bots.choices import choose, my_door, opponent_door, sensible_declaration
from studdesk.bots.equity import equity
from studdesk.bots.levels import LEVELS
from studdesk.engine import (
    ActionKind,
    GameConfig,
    Hand,
    LegalAction,
    PlayerSpec,
    Street,
    Variant,
    shuffled_deck,
)
from studdesk.engine.actions import Declaration
from studdesk.engine.cards import parse_cards
from studdesk.engine.events import Declared, censor
from studdesk.engine.phh import export_hand
from studdesk.engine.phh.replay import replay_text
from studdesk.engine.views import TableView, view

from ..engine.helpers import make_hand

GAMES = (Variant.STUD_DECLARE, Variant.ROLL_YOUR_OWN)


def play_bots(variant: Variant, levels: list[str], seed: int, **options: object) -> Hand:
    """One hand of ``variant`` played by bots of ``levels`` (seat 1 first), each deciding from
    its own view; the choices asked at once are made in a shuffled order."""
    rng = random.Random(seed)
    cfg = GameConfig.preset(variant, 200, **options)
    players = [PlayerSpec(s, f"Bot{s}", rng.choice([300, 2_000, 20_000]))
               for s in range(1, len(levels) + 1)]
    bots = {p.seat: make_bot(level, random.Random(seed * 10 + p.seat), simulations=200)
            for p, level in zip(players, levels, strict=True)}
    hand = Hand(cfg, players, shuffled_deck(rng))
    for _ in range(400):
        if hand.is_complete:
            break
        if hand.choosing:
            seats = list(hand.choosing)
            rng.shuffle(seats)
            for seat in seats:
                move = bots[seat].decide(view(hand, seat))
                assert move in hand.choices(seat)
                hand.apply(move.action())
            continue
        seat = hand.acting_seat
        assert seat is not None
        move = bots[seat].decide(view(hand, seat))
        assert move in hand.legal_actions()
        hand.apply(move.action())
    assert hand.is_complete
    return hand


@pytest.mark.parametrize("variant", GAMES)
@pytest.mark.parametrize("level", LEVELS)
def test_bots_of_every_level_play_both_games_and_the_hands_replay_to_their_stacks(
        variant: Variant, level: str) -> None:
    for seed in range(6 if level == "hard" else 12):
        n = 2 + seed % 7
        levels = [level if k % 2 == 0 else LEVELS[(seed + k) % 4] for k in range(n)]
        options = {"swing_tie": "shares"} if variant is Variant.STUD_DECLARE and seed % 2 else {}
        hand = play_bots(variant, levels, seed, **options)
        assert hand.result is not None
        before = sum(p.starting_stack for p in hand.players)
        assert sum(hand.result.stacks.values()) == before
        stacks = [hand.result.stacks[p.seat] for p in hand.players]
        assert replay_text(export_hand(hand)).finishing_stacks == stacks
        seen = [censor(e, hand.players[0].seat) for e in hand.events]
        assert replay_text(export_hand(hand, seen)).finishing_stacks == stacks


def _declaring(third: dict[int, str], streets: list[dict[int, str]]) -> Hand:
    hand = make_hand(third, streets, variant=Variant.STUD_DECLARE)
    while not hand.choosing:
        moves = hand.legal_actions()
        calm = [m for m in moves if m.kind in (ActionKind.BRING_IN, ActionKind.CHECK,
                                               ActionKind.CALL)]
        hand.apply(calm[0].action())
    return hand


def test_the_sensible_declaration_swings_only_strong_both_ways() -> None:
    assert sensible_declaration(parse_cards("As2d3c4h5sKdKc")) is Declaration.BOTH  # wheel
    assert sensible_declaration(parse_cards("8s2d3c4h6sKdQc")) is Declaration.LOW
    assert sensible_declaration(parse_cards("TsTc9h9s8cKhJc")) is Declaration.HIGH
    assert sensible_declaration(parse_cards("9s8c6h3d2cKhQd")) is Declaration.LOW  # nine-low
    assert sensible_declaration(parse_cards("KsQcJh9s8c3h2c")) is Declaration.HIGH  # jack-low


def test_the_hard_bot_never_swings_into_a_hand_it_cannot_beat() -> None:
    # Seat 2 shows four nines: seat 1's wheel cannot win high, so it declares low.
    hand = _declaring({1: "As2d3c", 2: "KsKc9h"},
                      [{1: "4h", 2: "9s"}, {1: "5s", 2: "9c"}, {1: "Kd", 2: "9d"},
                       {1: "Qc", 2: "Qh"}])
    for seed in range(3):
        move = choose(view(hand, 1), "hard", random.Random(seed))
        assert move.to == Declaration.LOW.chips
    # Against a board that can hardly make a straight, the same wheel swings. (Against
    # 7-8-T-J showing it declares low: a nine among three unseen cards beats its straight
    # too often for the swing to pay.)
    alone = _declaring({1: "As2d3c", 2: "KsKc2h"},
                       [{1: "4h", 2: "6c"}, {1: "5s", 2: "Jd"}, {1: "Kd", 2: "8s"},
                        {1: "Qc", 2: "Qh"}])
    assert choose(view(alone, 1), "hard", random.Random(1)).to == Declaration.BOTH.chips


def test_every_level_makes_a_choice_that_does_not_depend_on_the_others() -> None:
    hand = _declaring({1: "As2d3c", 2: "KsKc9h", 3: "7c7d7h"},
                      [{1: "4h", 2: "9s", 3: "2h"}, {1: "5s", 2: "9c", 3: "3h"},
                       {1: "Kd", 2: "9d", 3: "4c"}, {1: "Qc", 2: "Qh", 3: "Js"}])
    before = {lvl: choose(view(hand, 3), lvl, random.Random(5)) for lvl in LEVELS}
    hand.apply(choose(view(hand, 1), "normal", random.Random(1)).action())
    hand.apply(choose(view(hand, 2), "normal", random.Random(1)).action())
    assert not any(isinstance(e, Declared) for e in hand.events)
    after = {lvl: choose(view(hand, 3), lvl, random.Random(5)) for lvl in LEVELS}
    assert after == before


def test_roll_your_own_bots_keep_a_pair_down() -> None:
    hand = make_hand({1: "KhKs7d", 2: "AsQh9c"}, variant=Variant.ROLL_YOUR_OWN)
    for level in ("normal", "hard"):
        assert choose(view(hand, 1), level, random.Random(1)).to == int(parse_cards("7d")[0])
    assert choose(view(hand, 1), "easy", random.Random(1)).to == int(parse_cards("7d")[0])
    # Nothing paired or suited: the lowest card shows (strength stays down).
    assert choose(view(hand, 2), "normal", random.Random(1)).to == int(parse_cards("9c")[0])


def _public(v: TableView) -> tuple[object, ...]:
    """What a view shows of the table, leaving out whose turn it is to answer."""
    return (v.seats, v.actions, v.pots, v.pot_total, v.current_bet, v.dead_cards, v.street,
            v.is_open_pair, v.community)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**9), players=st.integers(2, 8), variant=st.sampled_from(GAMES),
       levels=st.lists(st.sampled_from(LEVELS), min_size=1, max_size=4),
       order=st.randoms(use_true_random=False))
def test_w9_3_w11_2_every_choice_is_legal_and_made_before_the_others_are_known(
        seed: int, players: int, variant: Variant, levels: list[str],
        order: random.Random) -> None:
    # Each seat's choice is worked out when the choice is asked, before anyone has chosen, and
    # again just before it is made, after the others (in a drawn order) made theirs: the view
    # shows nothing of theirs, so the bot (with the same generator) chooses the same, legally.
    rng = random.Random(seed)
    cfg = GameConfig.preset(variant, 200)
    hand = Hand(cfg, [PlayerSpec(s, f"P{s}", rng.choice([300, 2_000, 20_000]))
                      for s in range(1, players + 1)], shuffled_deck(rng))
    level = {s: levels[s % len(levels)] for s in range(1, players + 1)}

    def decide(seat: int, salt: int) -> LegalAction:
        return make_bot(level[seat], random.Random(seed + 31 * seat + salt),
                        simulations=60).decide(view(hand, seat))

    choices = 0
    for _ in range(500):
        if hand.is_complete:
            break
        if not hand.choosing:
            seat = hand.acting_seat
            assert seat is not None
            hand.apply(make_bot(level[seat], random.Random(seed + seat),
                                simulations=60).decide(view(hand, seat)).action())
            continue
        salt = len(hand.events)
        seats = list(hand.choosing)
        first = {s: decide(s, salt) for s in seats}
        shown = {s: _public(view(hand, s)) for s in seats}
        order.shuffle(seats)
        for seat in seats:
            assert _public(view(hand, seat)) == shown[seat]
            move = decide(seat, salt)
            assert move == first[seat]
            assert move in hand.choices(seat)
            hand.apply(move.action())
            choices += 1
    assert hand.is_complete


def test_w8_the_hard_bot_counts_a_sure_low_as_half_the_pot_in_declare() -> None:
    # Seat 1 holds a seven-low and king high; seat 2 shows a pair of nines over a jack and a
    # queen, so no low of seat 2's can beat the seven and no high of seat 1's beats the nines.
    hand = make_hand({1: "2c3dKs", 2: "AhTc9h"},
                     [{1: "4h", 2: "9s"}, {1: "6s", 2: "Jd"}, {1: "7c", 2: "Qh"},
                      {1: "Qc", 2: "8d"}], variant=Variant.STUD_DECLARE)
    while not (hand.street is Street.SEVENTH and hand.acting_seat == 1):
        calm = [m for m in hand.legal_actions() if m.kind in (
            ActionKind.BRING_IN, ActionKind.CHECK, ActionKind.CALL)]
        hand.apply(calm[0].action())
    sit = read(view(hand, 1))
    share = equity(sit, random.Random(3), 3000, read_actions=False)
    assert share == pytest.approx(0.5, abs=0.02)  # the low half, never the high


def test_w11_4_the_door_a_bot_reads_is_the_card_turned_up_on_third_street() -> None:
    hand = make_hand({1: "2c9hKd", 2: "3cQhAs"}, variant=Variant.ROLL_YOUR_OWN)
    hand.apply(choose(view(hand, 1), "easy", random.Random(1)).action())  # Kd, the newest
    turn = next(m for m in hand.choices(2) if m.to == int(parse_cards("3c")[0]))
    hand.apply(turn.action())
    # 3c brings in (D3 on the chosen cards); seat 2 reads its door and seat 1's.
    assert hand.acting_seat == 2
    sit = read(view(hand, 2))
    assert my_door(sit) == parse_cards("3c")[0]  # its first card, not As
    assert [opponent_door(o) for o in sit.opponents] == [parse_cards("Kd")[0]]
    hand.apply(sit.call().action())
    sit = read(view(hand, 1))
    assert my_door(sit) == parse_cards("Kd")[0]
    assert [opponent_door(o) for o in sit.opponents] == [parse_cards("3c")[0]]


def test_studdesk_replay_reads_the_bots_hands_back_and_refuses_a_bad_choice(tmp_path: Path) -> None:
    files = []
    for k, variant in enumerate(GAMES * 4):
        hand = play_bots(variant, ["hard", "normal", "easy", "random"][: 2 + k % 3], 40 + k)
        assert hand.result is not None
        path = tmp_path / f"{variant.value}-{k}.phh"
        path.write_text(export_hand(hand), encoding="utf-8")
        files.append((path, [hand.result.stacks[p.seat] for p in hand.players]))
    bad = tmp_path / "bad.phh"
    declared = [p.read_text(encoding="utf-8") for p, _ in files]
    text = next(t for t in declared if " _declare " in t)
    bad.write_text(re.sub(r" _declare (hi|lo|both)", " _declare swing", text, count=1),
                   encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "studdesk", "replay", "--json",
                          *(str(p) for p, _ in files), str(bad)],
                         capture_output=True, text=True, timeout=120, check=False)
    lines = [json.loads(line) for line in run.stdout.splitlines()]
    assert [line["ok"] for line in lines] == [True] * len(files) + [False]
    for line, (_, stacks) in zip(lines, files, strict=False):
        assert line["finishing_stacks"] == stacks  # chips (cents)
        assert line["matches_recorded"] is True
    assert "W12.1" in lines[-1]["error"] and run.returncode == 1
