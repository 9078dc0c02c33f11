"""The outbox alone (net.table.outbox): one send path through each connection's protocol state,
a frame the protocol cannot carry dropped and logged, broadcasts, and the table lines held back
until the move they follow."""

from __future__ import annotations

import pytest

from net import protocol as P
from net.table.outputs import Send
from tests.net.table.partkit import Parts
from tests.net.tablekit import Auto, Kit, kit_options, seated


def test_a_connection_is_sent_only_what_its_state_allows_and_nothing_once_closed() -> None:
    parts = Parts()
    fresh = parts.connect()
    parts.outbox.send(fresh.conn, P.Notice(code="ending"))  # not welcomed yet
    parts.outbox.send(fresh.conn, P.Pong(nonce=1))
    parts.deliver()
    assert [type(m) for m in fresh.messages] == [P.Pong]
    parts.outbox.close(fresh.conn)
    parts.outbox.send(fresh.conn, P.Pong(nonce=2))
    parts.outbox.write(fresh.conn, b"\x00")
    assert not [o for o in parts.outbox.take() if isinstance(o, Send)]


def test_a_message_the_protocol_cannot_carry_is_dropped_and_logged(
        caplog: pytest.LogCaptureFixture) -> None:
    parts = Parts()
    ann = parts.join("Ann")
    assert parts.outbox.encode({"type": "chat", "from": "Table", "text": "x" * 70_000}) is None
    parts.outbox.send(ann.conn, P.ChatLine(sender="Ann", text="fine"))
    parts.deliver()
    assert "cannot carry" in caplog.text and ann.of(P.ChatLine)[-1].text == "fine"


def test_a_broadcast_goes_to_followers_or_with_everyone_to_every_admitted_connection() -> None:
    parts = Parts()
    (ann,) = parts.seated("Ann")
    lobby = parts.join("Lou", "10.0.3.1")
    knocking = parts.connect("10.0.3.2")
    parts.outbox.broadcast(P.ChatLine(sender="Ann", text="followers"))
    parts.outbox.broadcast(P.ChatLine(sender="Ann", text="all"), everyone=True)
    parts.deliver()
    assert [c.text for c in ann.of(P.ChatLine)] == ["followers", "all"]
    assert [c.text for c in lobby.of(P.ChatLine)] == ["all"]
    assert not knocking.messages


def test_table_lines_wait_for_tell_notices_and_then_go_to_everyone_admitted() -> None:
    parts = Parts()
    ann, lou = parts.join("Ann"), parts.join("Lou", "10.0.3.1")
    parts.outbox.notices.append(P.Notice(code="sat_out", name="Ann", seat=1))
    parts.deliver()
    assert not ann.of(P.Notice)
    parts.outbox.tell_notices()
    parts.deliver()
    assert [n.code for n in ann.of(P.Notice)] == [n.code for n in lou.of(P.Notice)] == ["sat_out"]
    assert not parts.outbox.notices


def test_a_frame_the_host_cannot_encode_is_dropped_and_the_table_goes_on(
        caplog: pytest.LogCaptureFixture) -> None:
    kit = Kit(kit_options(timer=5.0))
    ann, bo = seated(kit, "Ann", "Bo")
    too_long = {"type": "chat", "from": "Table", "text": "\x00" * 70000}
    assert kit.core.outbox.encode(too_long) is None
    assert "cannot carry" in caplog.text
    Auto(kit, [ann, bo]).run(2)
