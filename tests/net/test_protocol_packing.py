"""A record is packed straight into its frame (net.protocol.encode_message, messages.packable)
and built from checked values by generated code (``_checked``): the frames must be the bytes
the plain path makes of ``to_wire()`` (the wire format does not change), and the generated
code must do what the record's fields say."""

from __future__ import annotations

import dataclasses
from random import Random
from typing import Any

import msgpack
import pytest

from net import protocol as P
from studdesk.engine.cards import Card, shuffled_deck
from studdesk.engine.config import GameConfig, Variant
from studdesk.engine.hand import Hand, PlayerSpec
from studdesk.engine.views import view
from tests.net.tablekit import Auto, Kit


def _same_frame(msg: P.Message) -> None:
    assert P.encode_message(msg) == P.encode_frame(msg.to_wire()), msg.TYPE


def test_every_message_of_a_played_table_packs_to_the_bytes_of_its_wire_map() -> None:
    kit = Kit()
    ann = kit.join("Ann", address="10.0.0.1")
    bo = kit.join("Bo", address="10.0.0.2")
    lou = kit.join("Lou", address="10.0.0.3", sit=False, watch=True)
    Auto(kit, [ann, bo]).run(3)
    kinds = set()
    for peer in (ann, bo, lou):
        for msg in peer.messages:
            _same_frame(msg)
            kinds.add(msg.TYPE)
    assert {"welcome", "table", "event", "turn", "commit", "reveal", "ledger"} <= kinds


def test_a_hand_built_message_with_nested_records_and_cards_packs_as_its_wire_map() -> None:
    cards: tuple[Any, ...] = (Card.parse("As"), "??")  # a card object is written as its text
    entry = P.SeatEntry(seat=1, name="Ann", stack=500, cards=cards,
                        up=(True, False), client_id=3, extra={"note": ["x", 1]})
    hand = Hand(GameConfig.preset(Variant.STUD, 200),
                [PlayerSpec(1, "Ann", 500), PlayerSpec(2, "Bo", 500)], shuffled_deck(Random(1)))
    own = P.View.of(view(hand, 1))  # its own cards, its hand's words, nil fields kept
    table = P.TableState(status="playing", seats=(entry, *[None] * 7), you=(1,), hand=4,
                         pots=(10, 20), views=(own, P.derive(own, viewer=None, own_hand=None)),
                         extra={"later": {"name": "night"}})
    _same_frame(table)
    _same_frame(P.TableState(status="waiting", seats=(entry, *[None] * 7)))  # entry packed once
    night = P.FormatEntry(kind="sng", games=("stud", "razz"), mode="rotation", game="razz",
                          stakes=P.Stakes(ante=5, small_bet=10, big_bet=20),
                          next_level=P.NextLevel(ante=10, small_bet=20, big_bet=40, level=1))
    _same_frame(P.TableState(status="playing", seats=(entry, *[None] * 7), format=night))
    _same_frame(P.Turn(hand=4, seat=1, deadline_ms=9000, actions=(
        P.LegalAction(action="call", amount=10, to=20, extra={"all_in": True}),
        P.LegalAction(action="fold"))))


def test_a_message_msgpack_cannot_carry_is_a_local_protocol_error() -> None:
    big = P.SeatEntry._checked({"seat": 1, "name": "Ann", "stack": 2**70, "cards": ()})
    with pytest.raises(P.LocalProtocolError):
        P.encode_message(P.TableState._checked({"status": "playing",
                                                 "seats": (big, *[None] * 7)}))
    with pytest.raises(P.LocalProtocolError) as too_long:
        P.encode_message(P.ChatLine._checked({"sender": "Ann", "text": "x" * 70_000}))
    assert too_long.value.code == P.ErrorCode.FRAME_TOO_LARGE


def test_checked_builds_the_record_the_constructor_builds_and_needs_the_required_fields() -> None:
    fields: dict[str, Any] = {"seat": 2, "name": "Bo", "stack": 100, "cards": ("??",),
                              "up": (False,)}
    built = P.SeatEntry._checked(fields)
    assert built == P.SeatEntry(**fields) and built.extra == {} and built.bet == 0
    with pytest.raises(TypeError, match="needs 'stack'"):
        P.SeatEntry._checked({"seat": 2, "name": "Bo", "cards": ()})
    with pytest.raises(P.LocalProtocolError):  # the fields tied together are still checked
        P.TableState._checked({"status": "playing", "seats": (built, *[None] * 7)})
    assert dataclasses.replace(built, stack=5).stack == 5  # a copy is a record like any other
    _same_frame(P.TableState(status="waiting", seats=(None, dataclasses.replace(built, stack=5),
                                                      *[None] * 6)))


def _frames_of(raw: bytes) -> list[bytes]:
    out, at = [], 0
    while at < len(raw):
        (size,) = P.HEADER.unpack_from(raw, at)
        out.append(bytes(raw[at:at + P.HEADER.size + size]))
        at += P.HEADER.size + size
    return out


def test_every_byte_the_table_sends_is_the_plain_packing_of_its_map() -> None:
    """Each frame the table sends is, byte for byte, what packing its map whole makes (the
    records are packed straight, not through their wire maps); with a hotseat host holding
    two seats, a remote player and a spectator."""
    kit = Kit()
    host = kit.host("Ann", sit=1)
    host.send(P.Sit(seat=2, name="Ben"))
    bo = kit.join("Bo", address="10.0.0.2", sit=3)
    lou = kit.join("Lou", address="10.0.0.3", sit=False, watch=True)
    Auto(kit, [host, bo]).run(3)
    tables = 0
    for peer in (host, bo, lou):
        assert peer.raw
        for frame in _frames_of(bytes(peer.raw)):
            wire = msgpack.unpackb(frame[P.HEADER.size:], raw=False)
            assert frame == P.encode_frame(wire), wire.get("type")
            tables += wire["type"] == "table"
    assert tables > 30



def _table_of(frame: bytes) -> P.TableState:
    wire = msgpack.unpackb(frame[P.HEADER.size:], raw=False)
    assert wire.pop("type") == "table"
    table: P.TableState = P.TableState.from_wire(wire)
    return table


def test_a_table_over_the_frame_limit_goes_one_view_per_frame(monkeypatch: Any) -> None:
    """A connection holding many hotseat seats late in a hand may have a ``table`` over the
    frame limit: it then gets one ``table`` per view, each the same but for its one view."""
    kit = Kit()
    host = kit.host("Ann", sit=1)
    host.send(P.Sit(seat=2, name="Ben"))
    Auto(kit, [host]).run(1)
    t = kit.core.frames.table
    conn = t.conns[host.id]
    held = t.held(conn)
    whole = kit.core.frames.table_frames(conn, held)
    assert len(whole) == 1 and held == {1, 2}
    table = _table_of(whole[0])
    assert len(table.views) == 2
    limit = len(whole[0]) - P.HEADER.size - 1  # the whole table is one byte over the limit
    monkeypatch.setattr("net.protocol.framing.MAX_FRAME", limit)
    split = kit.core.frames.table_frames(conn, held)
    parts = [_table_of(frame) for frame in split]
    assert [p.views for p in parts] == [(v,) for v in table.views]
    assert all(dataclasses.replace(p, views=table.views) == table for p in parts)


def test_a_record_with_holes_fills_to_the_bytes_derived_bytes_makes() -> None:
    entry = P.SeatEntry(seat=1, name="Ann", stack=500, cards=("As", "??"), up=(True, False))
    table = P.TableState(status="playing", seats=(entry, *[None] * 7), you=(1,), hand=4,
                         pots=(10, 20), extra={"later": {"name": "night"}})
    holes = P.Holes(table, ("hand", "seats", "pots"))
    other = P.SeatEntry(seat=2, name="Bo", stack=300, cards=(), up=())
    seats = (None, other, *[None] * 6)
    for hand, pots in ((7, (5,)), (None, None), (None, (1, 2, 3))):  # b"": the field left out
        got = holes.fill(P.part(P.TableState, "hand", hand),
                         P.list_part(P.TableState, "seats",
                                     [P.NIL_BYTES if s is None else P.record_bytes(s)
                                      for s in seats]),
                         P.part(P.TableState, "pots", pots))
        assert got == P.derived_bytes(table, hand=hand, seats=seats, pots=pots)
        assert msgpack.unpackb(got) == P.derive(table, hand=hand, seats=seats,
                                                pots=pots).to_wire()
    assert holes.fill(holes.kept("hand"), holes.kept("seats"),
                      holes.kept("pots")) == P.record_bytes(table)
    with pytest.raises(ValueError, match="order"):
        P.Holes(table, ("pots", "hand"))
