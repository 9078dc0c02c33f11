"""What the PHH readers keep between files is one memo (``studdesk.engine.phh.MEMO``): it
bounds every store, clears them all at once, and never changes an answer: a file read cold
gives what it gives warm."""

from __future__ import annotations

import pytest

from studdesk.engine import GameConfig, PlayerSpec, Variant
from studdesk.engine.phh import MEMO, export_hand, header_of_text, loads, replay
from studdesk.engine.phh.memo import keep
from studdesk.engine.phh.read import full_loads, lean_loads

from .test_properties import play_randomly


def _texts() -> list[str]:
    texts = []
    for seed, variant in enumerate([Variant.STUD, Variant.STUD8, Variant.RAZZ, Variant.STUD] * 3):
        players = [PlayerSpec(s, f"P{s}", 3000 + 70 * s) for s in range(1, 3 + seed % 6)]
        hand = play_randomly(GameConfig.preset(variant, 200), players, seed, 0.4)
        texts.append(export_hand(hand, extra={"year": 2026, "month": 12, "day": 3}))
    # one the TOML path reads (a comment)
    texts.append(texts[1].replace("hand = ", "# a comment\nhand = "))
    return texts


def _outcome(text: str) -> tuple[object, ...]:
    history = loads(text)
    result = replay(history)
    return (history, result.finishing_stacks, [str(e) for e in result.hand.events],
            header_of_text(text, "x"))


def test_a_file_read_cold_is_read_as_it_is_read_warm() -> None:
    texts = _texts()
    MEMO.clear()
    cold = [_outcome(text) for text in texts]
    filled = MEMO.sizes()
    assert all(filled[name] > 0 for name in ("chips", "configs", "lines", "lean_lines",
                                             "lean_tokens", "parsed")), filled
    warm = [_outcome(text) for text in texts]
    assert warm == cold
    MEMO.clear()
    assert set(MEMO.sizes().values()) == {0}
    assert [_outcome(text) for text in texts] == cold
    assert [full_loads(text) for text in texts] == [c[0] for c in cold]


def test_clear_empties_every_store_the_readers_fill() -> None:
    for text in _texts():
        replay(loads(text))
    MEMO.clear()
    assert all(len(store) == 0 for store in MEMO.stores().values())
    assert set(MEMO.stores()) == set(MEMO.sizes())


def test_a_full_store_is_emptied_before_it_takes_more() -> None:
    store: dict[int, str] = {}
    for i in range(5):
        assert keep(store, i, str(i), 3) == str(i)
    assert store == {3: "3", 4: "4"}


def test_a_changed_house_rule_is_another_game_not_the_one_kept() -> None:
    text = _texts()[0]
    first = loads(text).config
    assert first.max_raises is not None
    changed = text.replace(f"_max_raises = {first.max_raises}", "_max_raises = 5")
    assert loads(changed).config.max_raises == 5 and loads(text).config == first
    with pytest.raises(ValueError, match="cannot be set up"):
        loads(text.replace(f"_max_raises = {first.max_raises}", "_max_raises = true"))


def test_a_hand_read_lean_owns_its_lists() -> None:
    """The lean tokenizer keeps each line it read for the next file: a hand changing its own
    names, seats or stacks changes nothing the next read of the file sees."""
    text = _texts()[0]
    first = lean_loads(text)
    assert first is not None
    names, seats, stacks = list(first.names), list(first.seats), list(first.starting_stacks)
    first.names.append("Dora")
    first.seats.append(8)
    first.starting_stacks.append(1)
    again = lean_loads(text)
    assert again is not None  # still read lean, not refused and read again
    assert (again.names, again.seats, again.starting_stacks) == (names, seats, stacks)
