"""PHH amounts in the file's own unit: StudDesk writes currency units exactly (the engine keeps
integer cents, RULES.md T2), reads them back to the cent, reads a foreign file's amounts as it
writes them (whole chips where it names no currency) and says which unit a replayer shows."""

from __future__ import annotations

from decimal import Decimal

import pytest

from studdesk.engine import GameConfig, Hand, PlayerSpec, Variant, shuffled_deck
from studdesk.engine.phh import (
    PHHError,
    export_hand,
    format_amount,
    header_of_text,
    loads,
    replay,
    units,
)
from tests.shared_data import require_shared

from .test_properties import play_randomly


def test_units_are_exact_decimal_text_from_cents() -> None:
    assert [units(c) for c in (200, 50, 25, 1250, 1, 0)] == [
        2, Decimal("0.50"), Decimal("0.25"), Decimal("12.50"), Decimal("0.01"), 0]
    assert str(units(1999999999)) == "19999999.99"


def test_a_one_two_game_is_written_in_units_and_read_back_to_the_cent() -> None:
    cfg = GameConfig.preset(Variant.STUD, 100)  # 1/2: ante 0.20, bring-in 0.25
    hand = play_randomly(cfg, [PlayerSpec(s, f"P{s}", 4_013) for s in (1, 2, 3)], 7, 0.5)
    text = export_hand(hand)
    assert 'currency = "XXX"' in text
    assert "small_bet = 1\n" in text and "big_bet = 2\n" in text
    assert "antes = [0.20, 0.20, 0.20]" in text and "bring_in = 0.25" in text
    assert "starting_stacks = [40.13, 40.13, 40.13]" in text
    history = loads(text)
    assert history.config == cfg.with_options(buy_in=history.config.buy_in)
    assert history.starting_stacks == [4_013] * 3 and (history.scale, history.unit) == (100, 100)
    assert replay(history).finishing_stacks == history.finishing_stacks
    assert header_of_text(text).unit == 100


def test_a_file_with_a_currency_is_read_exactly_and_a_fraction_of_a_cent_is_refused() -> None:
    cfg = GameConfig.preset(Variant.RAZZ, 25)
    hand = Hand(cfg, [PlayerSpec(1, "A", 1000), PlayerSpec(2, "B", 1000)],
                shuffled_deck(__import__("random").Random(1)))
    text = export_hand(hand)
    assert "small_bet = 0.25" in text
    assert loads(text).config.small_bet == 25
    with pytest.raises(PHHError, match="smallest chip"):
        loads(text.replace("small_bet = 0.25", "small_bet = 0.255"))


OLD_STUDDESK = """variant = "F7S"
antes = [20, 20]
bring_in = 25
small_bet = 100
big_bet = 200
starting_stacks = [4000, 4000]
actions = ["d dh p1 2c3c4c", "d dh p2 5d6d7d", "p1 pb", "p2 f"]
players = ["A", "B"]
finishing_stacks = [4020, 3980]
_max_raises = 3
_buy_in = 10000
"""


def test_our_files_from_before_currency_are_still_cents() -> None:
    history = loads(OLD_STUDDESK)
    assert history.config.small_bet == 100 and (history.scale, history.unit) == (1, 100)
    assert replay(history).finishing_stacks == [4020, 3980]


def test_a_televised_hand_without_a_currency_shows_its_chips_as_written() -> None:
    root = require_shared("the televised hands")
    path = next((root / "conformance" / "phh" / "wsop-2023-43-5").glob("*.phh"))
    history = loads(path.read_text(encoding="utf-8"))
    assert (history.scale, history.unit) == (1, 1)
    ante = history.config.ante
    assert ante >= 1000 and format_amount(ante, history.unit) == str(ante)
    assert format_amount(1250, 100) == "12.50"
    assert header_of_text(path.read_text(encoding="utf-8")).unit == 1
