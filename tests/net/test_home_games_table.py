"""The home games at the table core (RULES.md W): a headless dealer's-choice table of bots on the
fake clock plays all eight games, and every hand's journal PHH replays to its result; the chooser is
offered every game the host allows; Baseball's buy is a turn with its price, and a person who lets
the clock run out folds."""

from __future__ import annotations

from typing import Any

import pytest

from net import protocol as P
from net.formats import DealersChoice, TableFormat
from studdesk.engine.actions import ActionKind
from studdesk.engine.config import Variant
from studdesk.engine.events import ActionTaken
from studdesk.engine.hand import Hand
from studdesk.engine.phh import loads, replay
from tests.net.tablekit import Kit, kit_options

ALL_GAMES = tuple(Variant)


def test_a_dealers_choice_table_of_bots_plays_every_game_and_every_hand_replays() -> None:
    fmt = TableFormat(dealers_choice=DealersChoice(ALL_GAMES, hands_per_round=1))
    kit = Kit(kit_options(format=fmt, seats=6, hand_pause=1.0), seed=5)
    hands: list[Hand] = []
    kit.core.hand_listeners.append(hands.append)
    watcher = kit.join("Watcher", sit=False, watch=True)
    kit.call(lambda c: c.add_bots(6, "normal"))
    kit.play_until(lambda: {h.config.variant for h in hands} == set(ALL_GAMES)
                   and len(hands) >= 40)
    journal = kit.journal.hands(status="completed")
    assert len(journal) >= len(hands) - 1
    for entry, hand in zip(journal, hands, strict=False):
        history = loads(entry.phh or "")
        assert history.config.variant is hand.config.variant
        result = replay(history)
        assert result.finishing_stacks == history.finishing_stacks
    offered = {tuple(q.options) for q in watcher.of(P.ChooseGame)}
    assert not offered or offered == {tuple(v.value for v in ALL_GAMES)}
    bought = [e for h in hands for e in h.events
              if isinstance(e, ActionTaken) and e.action is ActionKind.BUY]
    assert bought, "a bot paid for an up three in some Baseball hand"


def test_baseball_turn_offers_the_buy_with_its_price_and_the_clock_folds() -> None:
    kit = Kit(kit_options(config=kit_options().config.with_options(variant=Variant.BASEBALL),
                          seats=6, timer=10.0, hand_pause=1.0), seed=3)
    ann = kit.join("Ann")
    kit.call(lambda c: c.add_bots(2, "normal"))
    for _ in range(400):
        hand = kit.core.hand
        if hand is not None and hand.is_buying and hand.acting_seat in ann.you:
            break
        turn = ann.latest.get(P.Turn)
        if turn is not None and turn.seat in ann.you and hand is not None \
                and hand.acting_seat == turn.seat:
            kinds = [m.action for m in turn.actions]
            ann.act(next(k for k in ("check", "call", "bring_in", "show", "fold") if k in kinds))
        kit.advance(0.5)
    else:
        pytest.skip("no up three for Ann in these deals")
    turn = ann.last(P.Turn)
    assert [m.action for m in turn.actions] == ["buy", "fold"]
    assert turn.actions[0].amount == 400  # one big bet (W4)
    kit.advance(10.5)  # C1: no answer folds
    assert kit.core.hand is None or kit.core.hand.player(ann.you[0]).folded


def test_host_flags_carry_the_home_game_options_and_each_games_seat_limit(tmp_path: Any) -> None:
    from net.commands import host_options
    from studdesk.cli import build_parser

    parser = build_parser()
    args = parser.parse_args(["host", "--headless", "--variant", "baseball", "--seats", "6",
                              "--three-price", "pot", "--four-extra-card", "up",
                              "--data-dir", str(tmp_path), "--no-mdns"])
    config = host_options(args).config
    assert (config.variant, config.three_price, config.four_extra_card) == (
        Variant.BASEBALL, "pot", "up")
    args = parser.parse_args(["host", "--headless", "--variant", "follow-the-queen",
                              "--no-queens-wild", "--three-price", "1.50",
                              "--data-dir", str(tmp_path), "--no-mdns"])
    config = host_options(args).config
    assert config.queens_wild is False and config.three_price == 150
    args = parser.parse_args(["host", "--headless", "--variant", "stud-declare",
                              "--swing-tie", "shares", "--data-dir", str(tmp_path), "--no-mdns"])
    config = host_options(args).config  # W10.1's host option
    assert (config.variant, config.swing_tie) == (Variant.STUD_DECLARE, "shares")
    assert host_options(parser.parse_args(["host", "--headless", "--variant", "roll-your-own",
                                           "--data-dir", str(tmp_path), "--no-mdns"])
                        ).config.swing_tie == "loses"
    args = parser.parse_args(["host", "--headless", "--variant", "stud,baseball",
                              "--data-dir", str(tmp_path), "--no-mdns"])
    with pytest.raises(SystemExit, match="Baseball is for at most 6 players"):
        host_options(args)
