"""Connection policing alone and on the kit's fake clock: the token bucket, the chat limit,
and a paused table that deals nothing (the fake-clock twins of test_host's sleep-then-assert
checks)."""

from __future__ import annotations

from net import protocol as P
from net.table.gate import Bucket
from tests.net.tablekit import Auto, Kit, kit_options


def test_a_bucket_refills_at_its_rate_up_to_its_size() -> None:
    b = Bucket(rate=2.0, size=4.0, now=0.0)
    assert all(b.take(0.0) for _ in range(4)) and not b.take(0.0)
    assert b.take(0.5) and not b.take(0.5)  # one token back after half a second
    assert b.take(100.0, cost=4.0) and not b.take(100.0)  # never more than its size


def test_chat_is_rate_limited_per_connection() -> None:
    kit = Kit(kit_options(chat_rate=0.1, chat_burst=3))
    ann = kit.join("Ann", sit=False)
    bo = kit.join("Bo", address="10.0.0.2", sit=False)
    for i in range(6):
        ann.send(P.Chat(text=f"hello {i}"))
    assert [c.text for c in bo.of(P.ChatLine)] == ["hello 0", "hello 1", "hello 2"]
    assert ann.errors().count(P.ErrorCode.TOO_FAST) == 3
    kit.advance(10.0)  # one line's worth of tokens later
    ann.send(P.Chat(text="again"))
    assert bo.of(P.ChatLine)[-1].text == "again"


def test_a_paused_table_deals_nothing_until_the_host_goes_on() -> None:
    kit = Kit(kit_options(timer=2.0))
    host = kit.host("Host", address="127.0.0.1", sit=1)
    bo = kit.join("Bo", address="10.0.0.2", sit=2)
    Auto(kit, [host, bo]).run(2)
    host.send(P.Pause(on=True))
    Auto(kit, [host, bo]).run(1)  # the hand under way ends
    played = kit.core.hands_played
    kit.advance(600.0)
    assert kit.core.hand is None and kit.core.hands_played == played
    assert host.last(P.TableState).status == "paused"
    host.send(P.Pause(on=False))
    assert kit.core.hand is not None
