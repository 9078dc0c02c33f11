"""net.protocol: framing, validation of every message type, the lifecycle, the commitment.

Bytes only, no sockets (STYLE.md section 2: tests push bytes, not sockets).
"""

from __future__ import annotations

import contextlib
import dataclasses
import doctest
import struct
from typing import Any

import msgpack
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import net.protocol as protocol
from net.protocol import (
    CLIENT_MESSAGES,
    ERROR_MESSAGES,
    FATAL_CODES,
    HOST_MESSAGES,
    MAX_FRAME,
    MAY_SEND,
    Act,
    Announce,
    Ante,
    AnteQuestion,
    Approve,
    Chat,
    ChatLine,
    Choose,
    ChooseGame,
    Commit,
    Connection,
    ConnectionClosed,
    Declare,
    DecoderState,
    Eliminated,
    EndSession,
    Error,
    ErrorCode,
    Event,
    FrameDecoder,
    Hello,
    Joined,
    Kick,
    Knock,
    Leave,
    Ledger,
    Left,
    LegalAction,
    LocalProtocolError,
    Message,
    Openings,
    Pause,
    Ping,
    Pong,
    ProtocolError,
    Rebuy,
    RemoteProtocolError,
    Reveal,
    Role,
    Settings,
    Sit,
    SitBack,
    SitOut,
    Stand,
    Standings,
    State,
    TableState,
    TableSummary,
    Turn,
    TurnUp,
    Watch,
    Welcome,
    card_from_wire,
    card_to_wire,
    encode_frame,
    encode_message,
    make_error,
    parse_client_message,
    parse_host_message,
)
from studdesk.engine.cards import FULL_DECK, Card, InvalidCardError
from studdesk.engine.config import GameConfig
from studdesk.engine.events import CardDealt, Half, PotAwarded, Street

TOKEN = "tok_" + "x" * 28
SUMMARY = TableSummary(
    name="Friday stud", variant="stud", seats=8, ante=40, bring_in=50, small_bet=200,
    big_bet=400, buy_in=20000, stakes="2/4", password=True,
)
SEATS_VIEW: list[dict[str, Any] | None] = [None] * 8
SEATS_VIEW[2] = {"seat": 3, "name": "Ann", "stack": 19500, "cards": ["As", "Kd", "7c"], "bet": 50}
SEATS_VIEW[7] = {"seat": 8, "name": "Bo", "stack": 20000, "cards": ["??", "??", "2h"]}

PT = bytes(range(32))  # any 32 bytes: the protocol checks shapes, net.table.trustless the rest
DEAL_BOTH: list[Message] = [  # a table nobody deals: these go both ways
    protocol.DealShuffle(hand=3, device="c4", deck=((PT, PT),) * 52,
                         proof=((PT,) * 52, (PT,) * 52, (PT,) * 6, (PT,) * 52, (PT,) * 52)),
    protocol.DealTokens(hand=3, tokens=(protocol.DealToken(device="c4", position=7, recipient="*",
                                                           share=PT, proof=(PT, PT)),)),
    protocol.DealShowdown(hand=3, seat=4, show=False),
]

CLIENT_SAMPLES: list[Message] = [
    Hello(protocol=protocol.PROTOCOL_VERSION, name="Ann", token=TOKEN, password="sesame", client="StudDesk 0.1.0"),
    Hello(protocol=protocol.PROTOCOL_VERSION, name="Bo"),
    Watch(),
    Sit(seat=3, buy_in=20000),
    Sit(),
    Stand(seat=3),
    Stand(),
    Act(hand=12, action="raise", amount=800, seat=3),
    Act(hand=12, action="fold"),
    Declare(hand=12, declaration="both", seat=3),
    TurnUp(hand=12, card="Kd"),
    *DEAL_BOTH,
    protocol.DealKey(device="c4", public=PT, proof=(PT, PT)),
    Ante(hand=13, post=True, seat=2),
    Ante(hand=13, post=False),
    SitOut(seat=4),
    SitBack(),
    Rebuy(amount=10000, seat=1),
    Chat(text="nice hand \U0001f468\u200d\U0001f469\u200d\U0001f467"),
    Settings(auto_muck=False, auto_ante=True, seat=5),
    Settings(),
    Ping(nonce=2**40),
    Leave(),
    Approve(client_id=7),
    Approve(name="Cy", allow=False),
    Kick(seat=6),
    Pause(on=True),
    EndSession(),
    Choose(variant="razz"),
    Choose(variant="stud8", seat=5),
    protocol.Cover(seat=3, up=True),
    protocol.Landed(hand=12, seat=3),
    protocol.Show(hand=9, seat=2),
]

HOST_SAMPLES: list[Message] = [
    Welcome(protocol=protocol.PROTOCOL_VERSION, token=TOKEN, client_id=4, table=SUMMARY, host=True, seats=(3, 5)),
    Welcome(protocol=protocol.PROTOCOL_VERSION, token=TOKEN, client_id=5, table=SUMMARY),
    make_error(ErrorCode.SEAT_TAKEN),
    Error(code="wrong_password", message="That password is not right.", fatal=True),
    TableState(hand=12, status="playing", seats=tuple(SEATS_VIEW), you=(3,),
               pots=(300, 120), street=3, button=8,
               format=protocol.FormatEntry(kind="cash", games=("stud",), mode="fixed",
                                           game="stud")),
    TableState(status="waiting", seats=(None,) * 8),
    Event(hand=12, event=CardDealt(seat=3, card=Card.parse("As"), face_up=False,
                                   street=Street.THIRD)),
    Event(hand=12, event=CardDealt(seat=8, card=None, face_up=False, street=Street.THIRD),
          extra={"seq": 41}),
    Event(hand=12, event=PotAwarded(pot=0, seat=3, amount=420, half=Half.WHOLE,
                                    hand_name="two pair"), timeout=True),
    Turn(hand=12, seat=3, deadline_ms=9800, bank_ms=30000, actions=(
        LegalAction(action="fold"),
        LegalAction(action="call", amount=200, to=200),
        LegalAction(action="raise", amount=400, to=400),
    )),
    AnteQuestion(hand=13, seat=2, deadline_ms=10000),
    Commit(hand=13, scheme="studdesk-deck/2", leaves=("ab" * 32,) * 52, seed="cd" * 32,
           digest="ef" * 32),
    Reveal(hand=13, openings=({"position": 2, "card": "Jd", "salt": "01" * 32},)),
    Reveal(hand=13, seed="02" * 32),
    Openings(hand=13, seat=3, openings=({"position": 16, "card": "7h", "salt": "03" * 32},)),
    Openings(hand=13, seat=4),
    ChatLine(sender="Ann", text="gl", seat=3, client_id=4),
    ChatLine(sender="Cy", text="watching"),
    Ledger(entries=({"name": "Ann", "bought": 20000, "stack": 25000, "net": 5000},), final=True),
    Ledger(entries=()),
    Pong(nonce=2**40),
    Joined(client_id=9, name="Dee", seat=4),
    Joined(client_id=10, name="Ed"),
    Left(client_id=9, name="Dee", seat=4, reason="kicked"),
    Knock(client_id=11, name="Flo"),
    ChooseGame(seat=5, options=("stud", "razz", "stud8"), current="stud", deadline_ms=10000,
               hands=8),
    Announce(kind="level", text="Level 2 in 2 hands: 2/4, ante 0.40", level=1, ante=40,
             bring_in=50, small_bet=200, big_bet=400, in_hands=2),
    Announce(kind="game", text="Now playing Razz.", variant="razz", in_hands=0),
    Eliminated(name="Bo", place=3, prize=0, hand=41, seat=2),
    Standings(places=({"place": 1, "name": "Ann", "prize": 2600},
                      {"place": 2, "name": "Bo", "prize": 1400}), pool=4000, final=True),
    protocol.ShowChance(hand=9, seat=2, deadline_ms=3000),
    protocol.Notice(code="hand_voided", hand=7),
    *DEAL_BOTH,
    protocol.DealSetup(session=b"s" * 16, device="c4"),
    protocol.DealHand(hand=3, keys=(protocol.DealKey(device="host", public=PT, proof=(PT, PT)),),
                      config=GameConfig(),
                      players=(protocol.DealPlayer(seat=1, stack=900),
                               protocol.DealPlayer(seat=4, stack=1200))),
    protocol.DealOpen(hand=3, cards=(protocol.DealCard(position=0, seat=1, owner="host"),
                                     protocol.DealCard(position=5, seat=4, owner="c4", up=True)),
                      moves=(protocol.DealMove(seat=4, action="call"),
                             protocol.DealMove(seat=1, action="raise", to=400))),
]


def _frames(msgs: list[Message]) -> bytes:
    return b"".join(encode_message(m) for m in msgs)


def _drain(decoder: FrameDecoder) -> list[dict[str, Any]]:
    out = []
    while (raw := decoder.next_message()) is not None:
        out.append(raw)
    return out


def _raw_frame(payload: bytes) -> bytes:
    return struct.pack(">I", len(payload)) + payload


def _remote_error(raw: dict[str, Any], *, host: bool = False) -> RemoteProtocolError:
    with pytest.raises(RemoteProtocolError) as info:
        (parse_host_message if host else parse_client_message)(raw)
    return info.value


# ---------------------------------------------------------------------------- samples and tables


def test_samples_cover_every_message_type() -> None:
    assert {m.TYPE for m in CLIENT_SAMPLES} == set(CLIENT_MESSAGES)
    assert {m.TYPE for m in HOST_SAMPLES} == set(HOST_MESSAGES)


@pytest.mark.parametrize("msg", CLIENT_SAMPLES, ids=lambda m: m.TYPE)
def test_client_message_round_trip(msg: Message) -> None:
    decoder = FrameDecoder()
    decoder.feed(encode_message(msg))
    raw = decoder.next_message()
    assert raw is not None and raw["type"] == msg.TYPE
    assert parse_client_message(raw) == msg
    assert decoder.next_message() is None and decoder.buffered == 0


@pytest.mark.parametrize("msg", HOST_SAMPLES, ids=lambda m: m.TYPE)
def test_host_message_round_trip(msg: Message) -> None:
    decoder = FrameDecoder()
    decoder.feed(encode_message(msg))
    raw = decoder.next_message()
    assert raw is not None
    assert parse_host_message(raw) == msg


def test_messages_are_frozen_keyword_only_and_slotted() -> None:
    for cls in [*CLIENT_MESSAGES.values(), *HOST_MESSAGES.values()]:
        assert dataclasses.is_dataclass(cls)
        assert "__slots__" in cls.__dict__, cls
        assert all(f.kw_only for f in dataclasses.fields(cls)), cls
    msg = Act(hand=1, action="call")
    with pytest.raises(dataclasses.FrozenInstanceError):
        msg.hand = 2  # type: ignore[misc]
    with pytest.raises(TypeError):
        Act(1, "call")  # type: ignore[misc]


def test_nil_optional_fields_are_left_off_the_wire() -> None:
    assert Act(hand=4, action="check").to_wire() == {"type": "act", "hand": 4, "action": "check"}
    assert parse_client_message({"type": "sit", "seat": None}) == Sit()


def test_chat_line_sender_travels_as_from() -> None:
    wire = ChatLine(sender="Ann", text="hi").to_wire()
    assert wire == {"type": "chat", "from": "Ann", "text": "hi"}
    assert "sender" not in wire


def test_reveal_and_openings_refuse_a_hidden_or_bad_card_and_a_bad_salt() -> None:
    good = {"position": 2, "card": "Jd", "salt": "01" * 32}
    for bad in ({**good, "card": "??"}, {**good, "card": "Xx"}, {**good, "salt": "01"},
                {**good, "position": 52}):
        with pytest.raises(LocalProtocolError):
            Reveal(hand=1, openings=(bad,))
        with pytest.raises(LocalProtocolError):
            Openings(hand=1, seat=1, openings=(bad,))
    with pytest.raises(LocalProtocolError):
        Commit(hand=1, scheme="studdesk-deck/2", leaves=("ab" * 32,) * 51, seed="cd" * 32,
               digest="ef" * 32)


# ---------------------------------------------------------------------------- framing


def test_header_is_four_byte_big_endian_length() -> None:
    frame = encode_frame({"type": "ping", "nonce": 1})
    (length,) = struct.unpack(">I", frame[:4])
    assert length == len(frame) - 4
    assert msgpack.unpackb(frame[4:]) == {"type": "ping", "nonce": 1}


def test_frames_split_at_every_byte_boundary() -> None:
    msgs = [CLIENT_SAMPLES[0], CLIENT_SAMPLES[7], CLIENT_SAMPLES[14]]
    data = _frames(msgs)
    for cut in range(len(data) + 1):
        decoder = FrameDecoder()
        decoder.feed(data[:cut])
        got = _drain(decoder)
        decoder.feed(data[cut:])
        got += _drain(decoder)
        assert [parse_client_message(r) for r in got] == msgs, cut


def test_frames_fed_one_byte_at_a_time() -> None:
    msgs = HOST_SAMPLES[:6]
    decoder = FrameDecoder()
    got: list[dict[str, Any]] = []
    for byte in _frames(msgs):
        decoder.feed(bytes([byte]))
        got += _drain(decoder)
    assert [parse_host_message(r) for r in got] == msgs


def test_several_frames_in_one_chunk() -> None:
    decoder = FrameDecoder()
    decoder.feed(_frames(CLIENT_SAMPLES))
    assert [parse_client_message(r) for r in _drain(decoder)] == CLIENT_SAMPLES


def _padded(size: int) -> bytes:
    """A payload of exactly ``size`` bytes holding {"type": "pad", "pad": "aaa..."}."""
    for n in range(size, size - 32, -1):
        payload = msgpack.packb({"type": "pad", "pad": "a" * n})
        if len(payload) == size:
            return payload
    raise AssertionError(size)


def test_largest_frame_is_accepted_and_one_byte_more_is_refused() -> None:
    decoder = FrameDecoder()
    decoder.feed(_raw_frame(_padded(MAX_FRAME)))
    raw = decoder.next_message()
    assert raw is not None and raw["type"] == "pad"
    decoder.feed(_raw_frame(_padded(MAX_FRAME + 1)))
    with pytest.raises(RemoteProtocolError) as info:
        decoder.next_message()
    assert info.value.code == "frame_too_large" and info.value.fatal


def test_oversized_length_header_is_refused_before_the_payload_arrives() -> None:
    decoder = FrameDecoder()
    decoder.feed(struct.pack(">I", 2**32 - 1))  # the header alone, no payload
    with pytest.raises(RemoteProtocolError) as info:
        decoder.next_message()
    assert info.value.code == ErrorCode.FRAME_TOO_LARGE
    assert decoder.state is DecoderState.ERROR
    decoder.feed(b"\x00" * 1000)  # nothing more is buffered
    assert decoder.buffered == 0
    with pytest.raises(RemoteProtocolError):
        decoder.next_message()


def test_encoding_an_oversized_message_is_a_local_error() -> None:
    with pytest.raises(LocalProtocolError) as info:
        encode_frame({"type": "chat", "text": "a" * MAX_FRAME})
    assert info.value.code == "frame_too_large"


@pytest.mark.parametrize(
    "payload",
    [
        pytest.param(b"\xc1", id="reserved-byte"),
        pytest.param(b"\x82\xa4type", id="truncated-map"),
        pytest.param(msgpack.packb({"type": "ping"}) + b"\xc0", id="trailing-bytes"),
        pytest.param(msgpack.packb([1, 2]), id="array-not-map"),
        pytest.param(msgpack.packb(7), id="int-not-map"),
        pytest.param(msgpack.packb("ping"), id="string-not-map"),
        pytest.param(msgpack.packb({"nonce": 1}), id="no-type"),
        pytest.param(msgpack.packb({"type": 3}), id="type-not-string"),
        pytest.param(msgpack.packb({"type": b"ping"}, use_bin_type=True), id="type-is-binary"),
        pytest.param(msgpack.packb({1: "x", "type": "ping"}), id="int-key"),
        pytest.param(msgpack.packb({b"k": 1, "type": "ping"}, use_bin_type=True), id="binary-key"),
        pytest.param(msgpack.packb({"type": "ping", "x": msgpack.ExtType(5, b"abc")}), id="ext"),
        pytest.param(b"\x82\xa4type\xa4ping\xa1x\xc7\x00\x05", id="empty-ext"),
        pytest.param(
            msgpack.packb({"type": "ping", "t": msgpack.Timestamp(1)}, datetime=False),
            id="timestamp",
        ),
        pytest.param(b"\x81\xa4type\xa2\xff\xfe", id="bad-utf8"),
        pytest.param(
            b"\x82\xa4type\xa4ping\xa1x" + b"\x91" * 40 + b"\xc0", id="nested-too-deep"
        ),
        pytest.param(b"\x82\xa4type\xa4ping\xa1x\xdd\xff\xff\xff\xff", id="array-length-lies"),
    ],
)
def test_malformed_payload_is_a_framing_error(payload: bytes) -> None:
    decoder = FrameDecoder()
    decoder.feed(_raw_frame(payload) + encode_message(Ping(nonce=1)))
    with pytest.raises(RemoteProtocolError) as info:
        decoder.next_message()
    assert info.value.code == "malformed" and info.value.fatal
    assert decoder.state is DecoderState.ERROR
    with pytest.raises(RemoteProtocolError):  # the good frame behind it is not trusted
        decoder.next_message()


def test_empty_frame_is_malformed() -> None:
    decoder = FrameDecoder()
    decoder.feed(b"\x00\x00\x00\x00")
    with pytest.raises(RemoteProtocolError, match="malformed"):
        decoder.next_message()


def test_end_of_stream_inside_a_frame_is_malformed() -> None:
    decoder = FrameDecoder()
    decoder.feed(encode_message(Ping(nonce=1))[:-1])
    assert decoder.next_message() is None
    decoder.feed_eof()
    with pytest.raises(RemoteProtocolError, match="middle of a frame"):
        decoder.next_message()


def test_clean_end_of_stream() -> None:
    decoder = FrameDecoder()
    decoder.feed(encode_message(Ping(nonce=1)))
    decoder.feed_eof()
    assert decoder.next_message() == {"type": "ping", "nonce": 1}
    assert decoder.next_message() is None and decoder.is_closed
    with pytest.raises(LocalProtocolError):
        decoder.feed(b"x")


def test_unknown_type_is_recoverable() -> None:
    decoder = FrameDecoder()
    decoder.feed(encode_frame({"type": "teleport", "to": 3}) + encode_message(Ping(nonce=5)))
    raw = decoder.next_message()
    assert raw is not None
    err = _remote_error(raw)
    assert err.code == "bad_type" and not err.fatal
    assert decoder.state is DecoderState.OK
    assert parse_client_message(decoder.next_message()) == Ping(nonce=5)


def test_bad_field_is_recoverable() -> None:
    decoder = FrameDecoder()
    decoder.feed(encode_frame({"type": "sit", "seat": 11}) + encode_message(Ping(nonce=5)))
    err = _remote_error(decoder.next_message() or {})
    assert (err.code, err.field, err.fatal) == ("bad_field", "seat", False)
    assert parse_client_message(decoder.next_message()) == Ping(nonce=5)


def test_host_types_are_not_client_types() -> None:
    err = _remote_error(Welcome(protocol=protocol.PROTOCOL_VERSION, token=TOKEN, client_id=1, table=SUMMARY).to_wire())
    assert err.code == "bad_type"
    assert _remote_error(Act(hand=1, action="fold").to_wire(), host=True).code == "bad_type"


# ---------------------------------------------------------------------------- field validation


@pytest.mark.parametrize(
    ("raw", "field"),
    [
        ({"type": "sit", "seat": "3"}, "seat"),
        ({"type": "sit", "seat": True}, "seat"),
        ({"type": "sit", "seat": 0}, "seat"),
        ({"type": "sit", "seat": 9}, "seat"),
        ({"type": "sit", "seat": 3.0}, "seat"),
        ({"type": "sit", "buy_in": 0}, "buy_in"),
        ({"type": "sit", "buy_in": -5}, "buy_in"),
        ({"type": "sit", "buy_in": 10**13}, "buy_in"),
        ({"type": "sit", "seats": 3}, "seats"),
        ({"type": "stand", "seat": [3]}, "seat"),
        ({"type": "act", "action": "call"}, "hand"),
        ({"type": "act", "hand": 0, "action": "call"}, "hand"),
        ({"type": "act", "hand": "12", "action": "call"}, "hand"),
        ({"type": "act", "hand": 12, "action": "allin"}, "action"),
        ({"type": "act", "hand": 12, "action": "CALL"}, "action"),
        ({"type": "act", "hand": 12, "action": b"call"}, "action"),
        ({"type": "act", "hand": 12}, "action"),
        ({"type": "act", "hand": 12, "action": "call", "amount": 200}, "amount"),
        ({"type": "act", "hand": 12, "action": "raise", "amount": 0}, "amount"),
        ({"type": "act", "hand": 12, "action": "raise", "amount": "400"}, "amount"),
        ({"type": "act", "hand": 12, "action": "raise", "seat": 0}, "seat"),
        ({"type": "ante", "hand": 3, "post": 1}, "post"),
        ({"type": "ante", "hand": 3}, "post"),
        ({"type": "rebuy"}, "amount"),
        ({"type": "rebuy", "amount": True}, "amount"),
        ({"type": "chat", "text": ""}, "text"),
        ({"type": "chat", "text": "   "}, "text"),
        ({"type": "chat", "text": "a" * 301}, "text"),
        ({"type": "chat", "text": "line\nbreak"}, "text"),
        ({"type": "chat", "text": b"bytes"}, "text"),
        ({"type": "settings", "auto_muck": "yes"}, "auto_muck"),
        ({"type": "settings", "auto_ante": 0}, "auto_ante"),
        ({"type": "ping", "nonce": -1}, "nonce"),
        ({"type": "ping", "nonce": 1.5}, "nonce"),
        ({"type": "ping"}, "nonce"),
        ({"type": "approve"}, "client_id"),
        ({"type": "approve", "client_id": 1, "name": "Ann"}, "client_id"),
        ({"type": "kick"}, "seat"),
        ({"type": "pause", "on": None}, "on"),
        ({"type": "pause", "on": "true"}, "on"),
        ({"type": "watch", "seat": 1}, "seat"),
        ({"type": "end_session", "now": True}, "now"),
        ({"type": "hello", "protocol": protocol.PROTOCOL_VERSION}, "name"),
        ({"type": "hello", "protocol": protocol.PROTOCOL_VERSION, "name": "Ann", "token": "short"}, "token"),
        ({"type": "hello", "protocol": protocol.PROTOCOL_VERSION, "name": "Ann", "token": "bad token with spaces!"}, "token"),
        ({"type": "hello", "protocol": protocol.PROTOCOL_VERSION, "name": "Ann", "password": ""}, "password"),
        ({"type": "hello", "protocol": protocol.PROTOCOL_VERSION, "name": "Ann", "password": "a\x00b"}, "password"),
        ({"type": "hello", "protocol": protocol.PROTOCOL_VERSION, "name": "Ann", "client": "x" * 65}, "client"),
        ({"type": "hello", "protocol": "1", "name": "Ann"}, "protocol"),
        ({"type": "hello", "protocol": protocol.PROTOCOL_VERSION, "name": "Ann", "admin": True}, "admin"),
    ],
)
def test_bad_client_fields_name_the_field(raw: dict[str, Any], field: str) -> None:
    err = _remote_error(raw)
    assert err.code == "bad_field"
    assert err.field == field
    assert f"'{field}'" in err.message
    assert not err.fatal


@pytest.mark.parametrize(
    "name",
    [
        "",
        "    ",
        "a" * 25,
        "x" * 10240,
        "a\x00b",
        "tab\there",
        "two\nlines",
        "\x1b[31mred",
        "\u202eevil",  # right-to-left override
        "a\u2066b\u2069",  # direction isolates
        "zero\u200bwidth",  # zero-width space
        "soft\u00adhyphen",
        "nb\u00a0space",
        "line\u2028sep",
        "\ud800",  # lone surrogate
        "private\ue000",
    ],
)
def test_absurd_names_are_refused(name: str) -> None:
    err = _remote_error({"type": "hello", "protocol": protocol.PROTOCOL_VERSION, "name": name})
    assert (err.code, err.field) == ("bad_field", "name")
    with pytest.raises(LocalProtocolError):
        Hello(protocol=protocol.PROTOCOL_VERSION, name=name)


def test_absurd_name_still_refused_after_going_through_the_wire() -> None:
    decoder = FrameDecoder()
    decoder.feed(encode_frame({"type": "hello", "protocol": protocol.PROTOCOL_VERSION, "name": "x" * 10240}))
    err = _remote_error(decoder.next_message() or {})
    assert err.field == "name" and "at most 24" in err.message


@pytest.mark.parametrize(
    ("given_name", "stored"),
    [
        ("Ann", "Ann"),
        ("  Ann  ", "Ann"),
        ("Zoe\u0308", "Zo\u00eb"),  # NFC
        ("\u674e\u5c0f\u9f8d", "\u674e\u5c0f\u9f8d"),
        ("O'Brien-Smith Jr", "O'Brien-Smith Jr"),
        ("x" * 24, "x" * 24),
        ("\U0001f0a1 ace", "\U0001f0a1 ace"),
    ],
)
def test_reasonable_names_are_kept_normalised(given_name: str, stored: str) -> None:
    assert parse_client_message({"type": "hello", "protocol": protocol.PROTOCOL_VERSION, "name": given_name}) == Hello(
        protocol=protocol.PROTOCOL_VERSION, name=stored
    )


def test_wrong_protocol_version_is_its_own_error_and_checked_first() -> None:
    err = _remote_error({"type": "hello", "protocol": protocol.PROTOCOL_VERSION + 1, "nom": "future field"})
    assert err.code == "protocol_version" and err.fatal
    assert err.field == "protocol"


def test_a_version_1_hello_gets_a_clear_protocol_version_error() -> None:
    err = _remote_error({"type": "hello", "protocol": 1, "name": "Old"})
    assert err.code == "protocol_version" and err.fatal
    assert f"protocol {protocol.PROTOCOL_VERSION}" in err.message and "1" in err.message


def test_a_control_character_in_an_unknown_field_name_is_escaped_in_bad_field() -> None:
    err = _remote_error({"type": "chat", "text": "hi", "x\x00\u202ey": 1})
    assert err.code == "bad_field" and not err.fatal
    assert err.field == "x\\u0000\\u202ey"
    # the host can build (and send) the error that names it
    assert encode_message(make_error(err.code, err.message))


def test_chat_refuses_direction_overrides_but_keeps_emoji_joiners() -> None:
    assert _remote_error({"type": "chat", "text": "gg \u202e"}).field == "text"
    assert parse_client_message({"type": "chat", "text": "\U0001f468\u200d\U0001f373"})


@pytest.mark.parametrize(
    ("raw", "field"),
    [
        ({"type": "welcome", "protocol": protocol.PROTOCOL_VERSION, "token": TOKEN, "client_id": 1}, "table"),
        ({**Welcome(protocol=protocol.PROTOCOL_VERSION, token=TOKEN, client_id=1, table=SUMMARY).to_wire(),
          "table": {**SUMMARY.to_wire(), "variant": "omaha"}}, "table.variant"),
        ({**Welcome(protocol=protocol.PROTOCOL_VERSION, token=TOKEN, client_id=1, table=SUMMARY).to_wire(),
          "seats": [3, 3]}, "seats"),
        ({"type": "error", "code": "Seat Taken", "message": "x"}, "code"),
        ({"type": "error", "code": "x", "message": "bell\x07"}, "message"),
        ({"type": "error", "code": "x", "message": "m", "fatal": "yes"}, "fatal"),
        ({"type": "turn", "hand": 1, "seat": 1, "deadline_ms": 10, "actions": []}, "actions"),
        ({"type": "turn", "hand": 1, "seat": 1, "deadline_ms": -1,
          "actions": [{"action": "fold"}]}, "deadline_ms"),
        ({"type": "turn", "hand": 1, "seat": 1, "deadline_ms": 10,
          "actions": [{"action": "fold"}, {"action": "jump"}]}, "actions[1].action"),
        ({"type": "turn", "hand": 1, "seat": 1, "deadline_ms": 10,
          "actions": [{"action": "bet", "to": 1.5}]}, "actions[0].to"),
        ({"type": "event", "hand": 1, "event": {"type": "card_dealt", "card": "1s", "seat": 1, "face_up": True, "street": 3}},
         "event.card"),
        ({"type": "event", "hand": 1, "event": {"type": "card_dealt", "card": "as", "seat": 1, "face_up": True, "street": 3}},
         "event.card"),
        ({"type": "event", "hand": 1, "event": {"type": "x", "cards": ["As", "???"]}},
         "event.cards[1]"),
        ({"type": "event", "hand": 1, "event": {"type": "x", "seat": 9}}, "event.seat"),
        ({"type": "event", "hand": 1, "event": {"type": "x", "odds": 0.5}}, "event.odds"),
        ({"type": "event", "hand": 1, "event": {"type": "x", "blob": b"\x00"}}, "event.blob"),
        ({"type": "event", "hand": 1, "event": {"seat": 1}}, "event.type"),
        ({"type": "event", "hand": 1, "event": {"type": "card_dealt", "card": "As"}},
         "event.face_up"),
        ({"type": "event", "hand": 1, "event": {"type": "card_dealt", "card": "As", "seat": 1, "face_up": True, "street": 3,
                                                 "colour": "red"}}, "event.colour"),
        ({"type": "event", "hand": 1, "event": {"type": "card_dealt", "card": "As",
                                                 "seat": 1, "face_up": True, "street": 9}},
         "event.street"),
        ({"type": "event", "hand": "1", "event": {"type": "x"}}, "hand"),
        ({"type": "event", "hand": 1, "event": {"type": "hand_mucked", "seat": 2}, "card": "Zz"},
         "card"),
        ({"type": "table", "status": "waiting", "seats": [None] * 7}, "seats"),
        ({"type": "table", "status": "asleep", "seats": [None] * 8}, "status"),
        ({"type": "table", "status": "playing",
          "seats": [{"seat": 2, "name": "A", "stack": 1, "cards": []}] + [None] * 7},
         "seats[0].seat"),
        ({"type": "table", "status": "playing",
          "seats": [{"seat": 1, "name": "A", "stack": 1, "cards": ["Ah", "Xx"]}] + [None] * 7},
         "seats[0].cards[1]"),
        ({"type": "table", "status": "playing",
          "seats": [{"seat": 1, "name": "A", "stack": -1, "cards": []}] + [None] * 7},
         "seats[0].stack"),
        ({"type": "commit", "hand": 1, "scheme": "studdesk-deck/2", "leaves": ["ab" * 32] * 52, "seed": "cd" * 32, "digest": "AB" * 32}, "digest"),
        ({"type": "commit", "hand": 1, "scheme": "studdesk-deck/2", "leaves": ["ab" * 32] * 52, "seed": "cd" * 32, "digest": "ab" * 31}, "digest"),
        ({"type": "commit", "hand": 1, "scheme": "studdesk-deck/2", "leaves": ["ab" * 32] * 51,
          "seed": "cd" * 32, "digest": "ab" * 32}, "leaves"),
        ({"type": "reveal", "hand": 1, "openings": [{"position": 1, "card": "??",
                                                     "salt": "00" * 32}]}, "openings[0].card"),
        ({"type": "reveal", "hand": 1, "seed": "0"}, "seed"),
        ({"type": "chat", "text": "hi"}, "from"),
        ({"type": "ledger", "entries": [{"name": "A", "bought": 1}]}, "entries[0].stack"),
        ({"type": "pong"}, "nonce"),
        ({"type": "joined", "client_id": 0, "name": "A"}, "client_id"),
        ({"type": "left", "client_id": 1, "name": "A", "reason": "Because!"}, "reason"),
        ({"type": "knock", "client_id": 1, "name": "\u202eA"}, "name"),
        ({"type": "ante_question", "hand": 1, "seat": 1}, "deadline_ms"),
    ],
)
def test_bad_host_fields_name_the_field(raw: dict[str, Any], field: str) -> None:
    err = _remote_error(raw, host=True)
    assert err.code == "bad_field", err
    assert err.field == field, err


def test_host_messages_keep_unknown_fields_for_forward_compatibility() -> None:
    raw = {"type": "pong", "nonce": 1, "server_time_hint": 5, "nested": {"seat": 2}}
    msg = parse_host_message(raw)
    assert msg.extra == {"server_time_hint": 5, "nested": {"seat": 2}}
    assert msg.to_wire() == raw


def test_extra_fields_cannot_shadow_known_ones() -> None:
    with pytest.raises(LocalProtocolError):
        Pong(nonce=1, extra={"nonce": 2})
    with pytest.raises(LocalProtocolError):
        Pong(nonce=1, extra={"type": "welcome"})


def test_event_carries_the_engines_event_object_and_one_type_key_on_the_wire() -> None:
    dealt = CardDealt(seat=1, card=Card.parse("Qh"), face_up=True, street=Street.FOURTH)
    event = Event(hand=2, event=dealt)
    wire = event.to_wire()
    assert wire["event"] == {"type": "card_dealt", "seat": 1, "card": "Qh", "face_up": True,
                             "street": 4}
    assert "kind" not in wire["event"]
    back = parse_host_message(wire)
    assert isinstance(back, Event) and back.event == dealt and back.event.card is dealt.card


# ---------------------------------------------------------------------------- cards


def test_card_helpers_round_trip_every_card_and_the_hidden_card() -> None:
    for card in FULL_DECK:
        assert card_from_wire(card_to_wire(card)) is card
    assert card_to_wire(None) == "??" and card_from_wire("??") is None


@pytest.mark.parametrize("text", ["as", "AS", "10s", "A", "", "Ax", "?", "???", " As"])
def test_card_from_wire_refuses_anything_but_the_canonical_form(text: str) -> None:
    with pytest.raises(InvalidCardError):
        card_from_wire(text)


# ---------------------------------------------------------------------------- errors


def test_every_error_code_has_a_sentence() -> None:
    for code in ErrorCode:
        text = ERROR_MESSAGES[code]
        assert text[0].isupper() and text.endswith("."), code
    assert make_error(ErrorCode.NOT_YOUR_TURN).message == "It is not your turn."
    assert make_error(ErrorCode.PASSWORD_REQUIRED).message == "This table needs a password."
    assert make_error(ErrorCode.PASSWORD_REQUIRED).fatal
    assert not make_error(ErrorCode.SEAT_TAKEN).fatal
    assert set(ErrorCode) >= FATAL_CODES


def test_error_for_reports_a_remote_error() -> None:
    err = _remote_error({"type": "sit", "seat": 0})
    msg = protocol.error_for(err)
    assert (msg.code, msg.fatal) == ("bad_field", False)
    assert "'seat'" in msg.message


def test_protocol_errors_share_a_base() -> None:
    assert issubclass(LocalProtocolError, ProtocolError)
    assert issubclass(RemoteProtocolError, ProtocolError)


# ---------------------------------------------------------------------------- connection


def _pair() -> tuple[Connection, Connection]:
    return Connection(Role.HOST), Connection(Role.CLIENT)


def _deliver(sender: Connection, receiver: Connection, msg: Message) -> Any:
    receiver.receive_data(sender.send(msg))
    return receiver.next_event()


def _welcome() -> Welcome:
    return Welcome(protocol=protocol.PROTOCOL_VERSION, token=TOKEN, client_id=1, table=SUMMARY)


def test_connection_happy_path() -> None:
    host, client = _pair()
    assert _deliver(client, host, Hello(protocol=protocol.PROTOCOL_VERSION, name="Ann")) == Hello(protocol=protocol.PROTOCOL_VERSION, name="Ann")
    assert host.state is client.state is State.WAITING
    assert isinstance(_deliver(host, client, _welcome()), Welcome)
    assert host.state is client.state is State.OPEN
    assert _deliver(client, host, Sit(seat=2)) == Sit(seat=2)
    assert isinstance(_deliver(host, client, Turn(hand=1, seat=2, deadline_ms=10000,
                                                  actions=(LegalAction(action="fold"),))), Turn)
    assert _deliver(client, host, Act(hand=1, action="fold")) == Act(hand=1, action="fold")
    assert _deliver(client, host, Leave()) == Leave()
    assert host.state is client.state is State.CLOSED


def test_client_cannot_act_before_welcome() -> None:
    _, client = _pair()
    with pytest.raises(LocalProtocolError, match="out_of_order"):
        client.send(Act(hand=1, action="fold"))
    client.send(Hello(protocol=protocol.PROTOCOL_VERSION, name="Ann"))
    with pytest.raises(LocalProtocolError, match="out_of_order"):
        client.send(Hello(protocol=protocol.PROTOCOL_VERSION, name="Ann"))


def test_host_refuses_play_before_hello_and_carries_on() -> None:
    host, _ = _pair()
    host.receive_data(encode_message(Act(hand=1, action="fold")) +
                      encode_message(Hello(protocol=protocol.PROTOCOL_VERSION, name="Ann")))
    with pytest.raises(RemoteProtocolError) as info:
        host.next_event()
    assert info.value.code == "out_of_order" and not info.value.fatal
    assert host.state is State.HELLO
    assert isinstance(host.next_event(), Hello)


def test_a_side_cannot_send_the_other_sides_messages() -> None:
    host, client = _pair()
    with pytest.raises(LocalProtocolError, match="bad_type"):
        client.send(ChatLine(sender="x", text="y"))  # type: ignore[arg-type]
    with pytest.raises(LocalProtocolError, match="bad_type"):
        host.send(Chat(text="y"))


def test_refused_hello_lets_the_client_try_again() -> None:
    host, client = _pair()
    _deliver(client, host, Hello(protocol=protocol.PROTOCOL_VERSION, name="Ann"))
    error = _deliver(host, client, make_error(ErrorCode.NAME_TAKEN))
    assert isinstance(error, Error) and not error.fatal
    assert host.state is client.state is State.HELLO
    assert _deliver(client, host, Hello(protocol=protocol.PROTOCOL_VERSION, name="Ann 2")).name == "Ann 2"


def test_fatal_error_closes_both_sides() -> None:
    host, client = _pair()
    _deliver(client, host, Hello(protocol=protocol.PROTOCOL_VERSION, name="Ann"))
    _deliver(host, client, make_error(ErrorCode.WRONG_PASSWORD))
    assert host.state is client.state is State.CLOSED
    with pytest.raises(LocalProtocolError):
        host.send(Pong(nonce=1))


def test_framing_error_leaves_only_a_last_error_to_send() -> None:
    host, _ = _pair()
    host.receive_data(b"\xff\xff\xff\xff")
    with pytest.raises(RemoteProtocolError) as info:
        host.next_event()
    assert info.value.fatal and host.state is State.ERROR
    goodbye = host.send(protocol.error_for(info.value))
    assert goodbye and host.state is State.CLOSED


def test_end_of_stream_is_reported_once() -> None:
    host, client = _pair()
    host.receive_data(client.send(Ping(nonce=1)))
    host.receive_data(b"")
    assert host.next_event() == Ping(nonce=1)
    assert isinstance(host.next_event(), ConnectionClosed)
    assert host.next_event() is None and host.state is State.CLOSED


def test_may_send_table_is_complete() -> None:
    for role in Role:
        for state in State:
            assert (role, state) in MAY_SEND
    known = set(CLIENT_MESSAGES) | set(HOST_MESSAGES)
    assert all(types <= known for types in MAY_SEND.values())


def test_module_doctests() -> None:
    import importlib

    attempted = 0
    for name in ("", ".errors", ".checks", ".messages", ".framing", ".state"):
        module = importlib.import_module(f"net.protocol{name}")
        result = doctest.testmod(module)
        assert result.failed == 0, name
        attempted += result.attempted
    assert attempted > 5


# ---------------------------------------------------------------------------- fuzz


def _drain_all(data: bytes, chunks: list[int]) -> None:
    """Feed ``data`` in pieces and read everything; only protocol errors may come out."""
    decoder = FrameDecoder()
    pos = 0
    for size in [*chunks, len(data)]:
        decoder.feed(data[pos : pos + size])
        pos += size
        for _ in range(len(data) + 2):  # each message consumes at least 5 bytes: bounded
            try:
                raw = decoder.next_message()
            except RemoteProtocolError:
                assert decoder.state is DecoderState.ERROR
                return
            if raw is None:
                break
            for parse in (parse_client_message, parse_host_message):
                try:
                    parse(raw)
                except RemoteProtocolError as exc:
                    assert exc.code in set(ErrorCode)
        else:
            raise AssertionError("decoder did not stop")
        if pos >= len(data):
            break
    decoder.feed_eof()
    with contextlib.suppress(RemoteProtocolError):
        _drain(decoder)


FUZZ = settings(max_examples=300, deadline=2000, suppress_health_check=[HealthCheck.too_slow])


@FUZZ
@given(st.binary(max_size=300), st.lists(st.integers(1, 64), max_size=8))
def test_random_bytes_only_raise_protocol_errors(data: bytes, chunks: list[int]) -> None:
    _drain_all(data, chunks)


@FUZZ
@given(st.binary(max_size=200))
def test_random_payload_behind_a_valid_header(payload: bytes) -> None:
    _drain_all(_raw_frame(payload), [])


_VALID = _frames([*CLIENT_SAMPLES, *HOST_SAMPLES])


@FUZZ
@given(
    st.lists(
        st.tuples(st.integers(0, len(_VALID) - 1), st.integers(0, 255),
                  st.sampled_from(["set", "insert", "delete"])),
        min_size=1, max_size=6,
    ),
    st.lists(st.integers(1, 512), max_size=4),
)
def test_mutated_valid_frames_only_raise_protocol_errors(
    edits: list[tuple[int, int, str]], chunks: list[int]
) -> None:
    data = bytearray(_VALID)
    for pos, byte, how in edits:
        pos %= len(data) or 1
        if how == "set":
            data[pos] = byte
        elif how == "insert":
            data.insert(pos, byte)
        elif data:
            del data[pos]
    _drain_all(bytes(data), chunks)


_plain_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**63), 2**64 - 1) | st.text(max_size=30)
    | st.floats() | st.binary(max_size=8),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5),
    max_leaves=20,
)
_field_names = st.sampled_from(
    ["seat", "hand", "action", "amount", "name", "text", "token", "post", "on", "nonce", "deck",
     "salt", "digest", "actions", "table", "seats", "event", "card", "cards", "entries", "from",
     "protocol", "client_id", "deadline_ms", "code", "message", "fatal", "status", "kind", "x"]
)


@FUZZ
@given(
    st.sampled_from(sorted(set(CLIENT_MESSAGES) | set(HOST_MESSAGES))),
    st.dictionaries(_field_names, _plain_values, max_size=8),
)
@pytest.mark.slow
def test_random_fields_only_raise_protocol_errors(message_type: str, fields: dict[str, Any]) -> None:
    raw = {**fields, "type": message_type}
    try:
        frame = encode_frame(raw)
    except LocalProtocolError:
        frame = _raw_frame(msgpack.packb(raw, use_bin_type=True))
    _drain_all(frame, [])
    for parse in (parse_client_message, parse_host_message):
        try:
            msg = parse(raw)
        except RemoteProtocolError:
            continue
        # Whatever parses must survive its own round trip.
        assert parse(msg.to_wire()) == msg


def _doc_examples(section: str) -> list[dict[str, Any]]:
    """The JSON examples in one section of net/PROTOCOL.md (placeholders with '...' skipped)."""
    import json
    import re
    from pathlib import Path

    text = (Path(protocol.__file__).parents[1] / "PROTOCOL.md").read_text(encoding="utf-8")
    body = text.split(f"\n## {section}.", 1)[1].split("\n## ", 1)[0]
    examples = []
    decoder = json.JSONDecoder()
    for block in re.findall(r"```\n(.*?)```", body, flags=re.S):
        if "..." in block:
            continue
        pos = 0
        while (start := block.find("{", pos)) != -1:
            obj, pos = decoder.raw_decode(block, start)
            examples.append(obj)
    return examples


def test_protocol_document_examples_parse() -> None:
    client = _doc_examples("3")
    host = _doc_examples("4")
    binary = {"deal_key", "deal_shuffle", "deal_tokens"}  # their examples elide binary values
    assert {m["type"] for m in client} == set(CLIENT_MESSAGES) - binary
    assert len({m["type"] for m in host}) >= len(HOST_MESSAGES) - 7  # commit/reveal/openings,
    # and the binary deal_ messages, elided
    for raw in client:
        assert parse_client_message(raw).to_wire() == raw
    for raw in host:
        msg = parse_host_message(raw)
        assert parse_host_message(msg.to_wire()) == msg


def test_protocol_document_examples_nest_typed_records() -> None:
    """One typed vocabulary: the nested parts of the host's examples parse into their records (the
    same types the host builds), not plain maps."""
    parsed = {m.TYPE: m for m in map(parse_host_message, _doc_examples("4"))}
    table = parsed["table"]
    assert isinstance(table, protocol.TableState)
    seats = [s for s in table.seats if s is not None]
    assert [type(s) for s in seats] == [protocol.SeatEntry] * 2
    assert seats[0].cards == ("As", "Kd", "7c") and seats[0].bet == 50
    assert seats[1].cards == ("??", "??", "2h") and seats[1].connected and not seats[1].bot
    ledger = parsed["ledger"]
    assert isinstance(ledger, protocol.Ledger)
    assert ledger.entries == (protocol.LedgerRow(name="Ann", bought=20000, stack=25000,
                                                 net=5000),)
    standings = parsed["standings"]
    assert isinstance(standings, protocol.Standings)
    assert standings.places == (protocol.Place(place=3, name="Bo", prize=0),)
    announce = [m for m in map(parse_host_message, _doc_examples("4")) if m.TYPE == "announce"]
    assert all(isinstance(m, protocol.Announce) and m.text is None for m in announce)
    assert any(isinstance(m, protocol.Announce) and m.chooser == 5 for m in announce)


def test_nested_records_refuse_what_the_old_checks_refused() -> None:
    bad = [
        ({"type": "table", "status": "waiting", "you": [],
          "seats": [{"seat": 2, "name": "A", "stack": 1, "cards": []}] + [None] * 7},
         "seats[0].seat"),
        ({"type": "table", "status": "waiting",
          "seats": [{"seat": 1, "name": "A", "stack": 1, "cards": ["Xx"]}] + [None] * 7},
         "seats[0].cards[0]"),
        ({"type": "table", "status": "waiting",
          "seats": [{"seat": 1, "name": "A", "stack": -1, "cards": []}] + [None] * 7},
         "seats[0].stack"),
        ({"type": "standings", "pool": 0, "places": [{"place": 0, "name": "A", "prize": 0}]},
         "places[0].place"),
        ({"type": "reveal", "hand": 1, "openings": [{"position": 1, "card": "??",
                                                     "salt": "0" * 64}]},
         "openings[0].card"),
    ]
    for raw, where in bad:
        with pytest.raises(RemoteProtocolError) as info:
            parse_host_message(raw)
        assert info.value.field == where, (raw, info.value)


@pytest.mark.parametrize("obj", [
    {"type": "declare", "hand": 1, "declaration": "high"},  # W12.1's words only: lo, hi, both
    {"type": "declare", "hand": 1, "declaration": 2},
    {"type": "declare", "hand": 1},
    {"type": "turn_up", "hand": 1, "card": "??"},
    {"type": "turn_up", "hand": 1, "card": "Zz"},
])
def test_w9_w11_a_bad_choice_is_refused_naming_its_field(obj: dict[str, object]) -> None:
    field = "declaration" if obj["type"] == "declare" else "card"
    with pytest.raises(RemoteProtocolError, match=f"Field '{field}'"):
        parse_client_message(obj)
