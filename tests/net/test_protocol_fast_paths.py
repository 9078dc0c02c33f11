"""net.protocol.plain has fast paths for the common plain values; its verdicts must be those of
the plain rules written out straightforwardly (depth, 64-bit ints, and the card/cards/seat keys)."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from net import protocol as P

scalars = st.sampled_from([None, True, False, 0, 3, 9, -5, 2**64, -(2**63) - 1, 2**63, "As",
                           "??", "x", "as", 1.5])
values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["card", "cards", "seat", "a", "b"]), inner, max_size=4),
    max_leaves=60)


def deep(value: Any, levels: int) -> Any:
    for _ in range(levels):
        value = {"a": value} if levels % 2 else [value]
    return value


def reference(value: Any, depth: int = 1) -> Any:
    if depth > P.MAX_DEPTH:
        raise ValueError("deep")
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, int):
        if not -(2**63) <= value <= 2**64 - 1:
            raise ValueError("big")
        return value
    if isinstance(value, list):
        return [reference(x, depth + 1) for x in value]
    if isinstance(value, dict):
        out = {}
        for key, item in value.items():
            if item is not None and key == "card" and not P.is_wire_card(item):
                raise ValueError("card")
            if item is not None and key == "cards" and not (
                    isinstance(item, list) and len(item) <= 52
                    and all(P.is_wire_card(c) for c in item)):
                raise ValueError("cards")
            if item is not None and key == "seat" and not (
                    type(item) is int and 1 <= item <= 8):
                raise ValueError("seat")
            out[key] = reference(item, depth + 1)
        return out
    raise ValueError("kind")


@settings(max_examples=400, deadline=None)
@given(value=values, levels=st.integers(0, 16))
def test_plain_agrees_with_the_rules(value: Any, levels: int) -> None:
    wrapped = {"x": deep(value, levels)}
    try:
        expected: tuple[Any, ...] = ("ok", reference(wrapped))
    except ValueError:
        expected = ("refused",)
    try:
        got: tuple[Any, ...] = ("ok", P.plain(wrapped))
    except P.ProtocolError:
        got = ("refused",)
    assert got == expected
