"""A hostile host cannot grow a client without bound: whatever it floods (lobby entries, knocks,
commits and events for ever new hands, one hand's events, openings, reveals, chat, notices, views),
everything :class:`net.client.ClientTable` keeps stays under a cap, and *Last hand* still keeps at
least 50 hands (RULES.md H2)."""

from __future__ import annotations

import random
import sys

import pytest

from net import client as C
from net import fairness as F
from net import protocol as P
from net.client import ClientTable
from studdesk.engine.cards import FULL_DECK, shuffled_deck
from studdesk.engine.config import GameConfig, Variant
from studdesk.engine.events import AntePosted
from studdesk.engine.hand import Hand, PlayerSpec
from studdesk.engine.views import view
from tests.net.helpers import host_tls

FLOOD = 3_000


def _commit(hand: int) -> P.Commit:
    commitment, _ = F.commit_deck(hand, FULL_DECK, randbytes=random.Random(hand).randbytes)
    wire = commitment.to_wire()
    return P.Commit(hand=hand, scheme=wire["scheme"], leaves=tuple(wire["leaves"]),
                    seed=wire["seed"], digest=wire["digest"])


def _welcome(seats: tuple[int, ...]) -> P.Welcome:
    summary = P.TableSummary(name="Evil", variant="stud", seats=8, ante=1, bring_in=1,
                             small_bet=2, big_bet=4, buy_in=100)
    return P.Welcome(protocol=P.PROTOCOL_VERSION, token="t" * 24, client_id=1, table=summary,
                     seats=seats)


def _sizes(table: ClientTable) -> dict[str, int]:
    return {
        "lobby": len(table.lobby), "knocks": len(table.knocks),
        "commits": len(table._commits), "hand_events": len(table._hand_events),
        "openings": len(table._openings), "gaps": len(table._gaps),
        "events": max((len(e) for e in table._hand_events.values()), default=0),
        "current": len(table.events), "hands": len(table.hands), "log": len(table.log),
        "chat": len(table.chat), "notices": len(table.notices), "errors": len(table.errors),
        "ante_questions": len(table.ante_questions), "views": len(table._raw_views),
        "opened": max((len(o) for o in table._openings.values()), default=0),
    }


def test_floods_of_every_kind_stay_under_their_caps() -> None:
    table = ClientTable()
    table.apply(_welcome((1,)), now=0.0)
    ante = AntePosted(seat=1, amount=1, all_in=False)
    for i in range(1, FLOOD + 1):
        table.apply(P.Joined(client_id=1000 + i, name=f"P{i}"), now=0.0)
        table.apply(P.Knock(client_id=9000 + i, name=f"K{i}"), now=0.0)
        table.apply(P.Event(hand=i, event=ante), now=0.0)  # a hand never committed
        table.apply(P.ChatLine(sender="x", text="y"), now=0.0)
        table.apply(P.Notice(code="hand_voided", hand=i), now=0.0)
        table.apply(P.Openings(hand=i, seat=1), now=0.0)
    for i in range(FLOOD + 1, FLOOD + 600):
        table.apply(_commit(i), now=0.0)  # commitments that are never revealed
    hand = FLOOD + 600
    table.apply(_commit(hand), now=0.0)
    for _ in range(10_000):  # one hand's events, far more than any hand has
        table.apply(P.Event(hand=hand, event=ante), now=0.0)
    for _ in range(200):
        table.apply(P.Openings(hand=hand, seat=1), now=0.0)
    sizes = _sizes(table)
    caps = {"lobby": C.KEEP_LOBBY, "knocks": C.KEEP_KNOCKS, "commits": C.KEEP_OPEN_HANDS,
            "hand_events": C.KEEP_OPEN_HANDS, "openings": C.KEEP_OPEN_HANDS,
            "gaps": C.KEEP_OPEN_HANDS, "events": C.KEEP_HAND_EVENTS,
            "current": C.KEEP_HAND_EVENTS, "log": C.KEEP_LOG, "chat": C.KEEP_CHAT,
            "notices": C.KEEP_CHAT, "opened": 8}
    for name, cap in caps.items():
        assert sizes[name] <= cap, (name, sizes[name], cap)
    assert C.KEEP_LOBBY >= 64 and C.KEEP_KNOCKS >= 16  # room for a real table's people
    # The flooded hand is refused, not taken as checked (nor as merely unchecked).
    table.apply(P.Reveal(hand=hand), now=0.0)
    assert table.hands[-1].number == hand and table.hands[-1].verdict.ok is False
    assert "events" in table.hands[-1].verdict.reason


def test_last_hand_keeps_at_least_50_and_at_most_its_cap() -> None:
    table = ClientTable()
    for i in range(1, 1_000):
        table.apply(_commit(i), now=0.0)
        table.apply(P.Reveal(hand=i, phh="x" * 1000), now=0.0)
    assert 50 <= len(table.hands) <= C.KEEP_HANDS
    assert table.hands[-1].number == 999
    assert len(table._commits) == len(table._hand_events) == len(table._openings) == 0


def test_the_people_at_a_real_table_are_kept_whatever_the_flood() -> None:
    """The lobby drops the oldest who hold no seat first: seated players stay listed."""
    table = ClientTable()
    for seat in range(1, 9):
        table.apply(P.Joined(client_id=seat, name=f"Seated {seat}", seat=seat), now=0.0)
    for i in range(FLOOD):
        table.apply(P.Joined(client_id=100 + i, name=f"Watcher {i}"), now=0.0)
    assert len(table.lobby) <= C.KEEP_LOBBY
    assert all(seat in table.lobby for seat in range(1, 9))
    assert 100 + FLOOD - 1 in table.lobby  # the newest is there


def test_a_table_state_lists_views_only_for_seats_held() -> None:
    table = ClientTable()
    table.apply(_welcome((2,)), now=0.0)
    flood = {"type": "table", "status": "playing", "hand": 1, "seats": [None] * 8, "you": [2],
             "views": [{"viewer": n, "hand": 1} for n in range(1, 2_000)]}
    with pytest.raises(P.RemoteProtocolError) as refused:  # at most one view a seat
        P.parse_host_message(flood)
    assert refused.value.field == "views"
    hand = Hand(GameConfig.preset(Variant.STUD, 200),
                [PlayerSpec(n, f"P{n}", 500) for n in range(1, 9)], shuffled_deck(random.Random(1)))
    views = tuple(P.View.of(view(hand, n)) for n in range(1, 9))
    table.apply(P.TableState(status="playing", hand=1, seats=(None,) * 8, you=(2,),
                             views=views), now=0.0)
    assert set(table._raw_views) <= {2}
    assert sys.getsizeof(table._raw_views) < 10_000


def test_a_real_client_flooded_over_loopback_by_a_hostile_host_stays_bounded() -> None:
    """A hostile host on a real loopback socket: welcome, then a flood; the real
    :class:`net.client.Client` keeps reading and keeps its table and its message queue under
    their caps."""
    import asyncio

    from net.client import Client

    async def run() -> None:
        done = asyncio.Event()

        async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            proto = P.Connection(P.Role.HOST)
            while True:  # until the hello
                proto.receive_data(await reader.read(65536))
                msg = proto.next_event()
                if isinstance(msg, P.Hello):
                    break
            writer.write(proto.send(_welcome(())))
            ante = AntePosted(seat=1, amount=1, all_in=False)
            for i in range(FLOOD):
                writer.write(proto.send(P.Joined(client_id=100 + i, name=f"P{i}"))
                             + proto.send(P.Knock(client_id=100 + i, name=f"K{i}"))
                             + proto.send(P.Event(hand=i + 1, event=ante))
                             + proto.send(P.Event(hand=1, event=ante)))
                if i % 500 == 0:
                    await writer.drain()
            await writer.drain()
            done.set()
            await reader.read()  # until the client goes

        server = await asyncio.start_server(serve, "127.0.0.1", 0, ssl=host_tls())
        port = server.sockets[0].getsockname()[1]
        client = await Client.connect("127.0.0.1", port, "Ann", reconnect=False,
                                      ping_interval=0)
        queued = client.messages()
        first = asyncio.ensure_future(queued.__anext__())  # a reader that never comes back
        await asyncio.wait_for(done.wait(), 60)
        await client.wait_for(lambda t: (100 + FLOOD - 1) in t.lobby, timeout=60)
        sizes = _sizes(client.table)
        assert sizes["lobby"] <= C.KEEP_LOBBY and sizes["knocks"] <= C.KEEP_KNOCKS
        assert sizes["hand_events"] <= C.KEEP_OPEN_HANDS and sizes["gaps"] <= C.KEEP_OPEN_HANDS
        assert sizes["events"] <= C.KEEP_HAND_EVENTS
        assert all(q.qsize() <= C.KEEP_QUEUED for q in client._queues)
        first.cancel()
        await client.leave()
        server.close()
        await server.wait_closed()

    asyncio.run(run())
