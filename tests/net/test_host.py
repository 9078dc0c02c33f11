"""net.host and net.client over real TCP on 127.0.0.1 (port 0): play, what each seat
sees, reconnects, joining, host control, money, bad input, and a resumed table on the port it had. The
C1-C4 timers and D1 are tested on the fake clock (tests/net/table/test_decisions_timers.py)."""

from __future__ import annotations

import asyncio
import contextlib
import random
import socket
import struct
from pathlib import Path
from typing import Any

import msgpack
import pytest

from net import protocol as P
from net.client import Client, ConnectionState, JoinError
from net.host import TableHost
from studdesk.engine.hand import Hand
from studdesk.engine.phh import loads, replay
from tests.net.helpers import (
    LOCAL,
    RandomPlayer,
    assert_chips_conserved,
    async_test,
    down_cards,
    fast_options,
    open_raw,
    running_host,
    strings,
    wait_until,
)

pytestmark = pytest.mark.timeout(120)


async def _table(host: TableHost, n: int, **kwargs: Any) -> list[RandomPlayer]:
    return [await RandomPlayer.join(host.port, f"P{i + 1}", seat=i + 1, seed=i, **kwargs)
            for i in range(n)]


def _frames(data: bytes) -> list[dict[str, Any]]:
    decoder = P.FrameDecoder()
    decoder.feed(data)
    out = []
    while (raw := decoder.next_message()) is not None:
        out.append(raw)
    return out


# ---------------------------------------------------------------------------------- play


@pytest.mark.slow
@async_test
async def test_random_table_plays_hundreds_of_hands_and_conserves_chips() -> None:
    checked: list[int] = []
    async with running_host(fast_options(timer=2.0)) as host:

        def after_hand(hand: Hand) -> None:
            assert_chips_conserved(host)
            assert hand.result is not None
            assert sum(hand.result.net.values()) == 0
            checked.append(hand.number)

        host.hand_listeners.append(after_hand)
        players = await _table(host, 4)
        await wait_until(lambda: host.hands_played >= 200, 90)
        assert checked[:200] == list(range(1, 201))
        for p in players:
            assert not p.errors, p.errors[:3]
            table = p.client.table
            assert len(table.hands) >= 100  # H2: at least the last 50 kept
            assert all(h.verified for h in table.hands), [h.verdict for h in table.hands][:3]
        completed = host.journal.hands(status="completed")
        for h in completed[::20]:  # the journalled PHH replays to the recorded stacks
            assert h.phh is not None
            history = loads(h.phh)
            assert replay(history).finishing_stacks == history.finishing_stacks
            assert "_fairness_digest" in h.phh


# ---------------------------------------------------------------------------------- H1


@async_test
async def test_h1_no_frame_shows_another_seats_down_card_before_it_is_shown() -> None:
    received: dict[str, bytearray] = {}
    async with running_host(fast_options(timer=2.0)) as host:
        players = await _table(host, 4)
        spectator = await Client.connect(LOCAL, host.port, "Watcher", ping_interval=0)
        spectator.watch()
        for p in [*players]:
            buf = received[p.client.name] = bytearray()
            p.client.on_bytes = buf.extend
        spy = received["Watcher"] = bytearray()
        spectator.on_bytes = spy.extend
        await wait_until(lambda: host.hands_played >= 40, 60)
        hands = {h.number: down_cards(h.phh) for h in host.journal.hands(status="completed")
                 if h.phh}
        seat_of = {p.client.name: p.client.table.you[0] for p in players}
        seat_of["Watcher"] = 0
        checked = owned = 0
        for name, data in received.items():
            me = seat_of[name]
            shown: set[tuple[int, int]] = set()
            for frame in _frames(bytes(data)):
                number = frame.get("hand")
                if frame["type"] == "reveal" or number not in hands:
                    continue
                event = frame.get("event") or {}
                if event.get("type") == "cards_shown":
                    shown.add((number, event["seat"]))
                for v in frame.get("views") or ():  # H1: a hand's words only in its own view
                    if v.get("own_hand") is not None:
                        assert me != 0 and v["viewer"] == me, (name, number, v["viewer"])
                        owned += 1
                text = strings(frame)
                for seat, downs in hands[number].items():
                    if seat == me or (number, seat) in shown:
                        continue
                    leaked = text & downs
                    assert not leaked, (name, number, seat, leaked, frame["type"])
                    checked += 1
        assert checked > 1000 and owned > 100


# ---------------------------------------------------------------------------------- C4


@async_test
async def test_c4_reconnect_mid_hand_gets_the_same_cards() -> None:
    async with running_host(fast_options(timer=5.0)) as host:
        await _table(host, 2)
        ann = await Client.connect(LOCAL, host.port, "Ann", ping_interval=0)
        ann.sit(3)
        states: list[ConnectionState] = []
        ann.add_listener(lambda m: states.append(m) if isinstance(m, ConnectionState) else None)
        await ann.wait_for(lambda t: t.view(3) is not None and t.is_my_turn(3), 20)
        before = ann.table.view(3)
        assert before is not None
        hand, cards = before.hand, before.seat(3).cards
        assert all(c is not None for c in cards)
        ann.drop()  # the network fails: the client reconnects with its token
        await wait_until(lambda: ConnectionState.RECONNECTING in states, 5)
        await ann.wait_for(lambda t: t.connection_state is ConnectionState.OPEN, 10)
        await ann.wait_for(lambda t: t.view(3) is not None and t.view(3).hand == hand, 5)
        after = ann.table.view(3)
        assert after is not None and after.seat(3).cards[:len(cards)] == cards
        assert ann.table.is_my_turn(3)  # the turn is sent again
        # A second program with the token takes over the seat (C4 after a crash of the client).
        token = ann.token
        assert token is not None
        other = await Client.connect(LOCAL, host.port, "Ann", token=token, ping_interval=0,
                                     reconnect=False)
        assert other.welcome is not None and other.welcome.seats == (3,)
        await other.wait_for(lambda t: t.view(3) is not None, 5)
        await other.close()
        await ann.close()


@async_test
async def test_unknown_token_joins_as_new() -> None:
    async with running_host() as host:
        c = await Client.connect(LOCAL, host.port, "Ann", token="x" * 24, ping_interval=0)
        assert c.welcome is not None and c.welcome.seats == () and c.token != "x" * 24
        await c.close()


# ---------------------------------------------------------------------------------- joining


@async_test
async def test_password_required_and_wrong_password() -> None:
    # no back-off here (one address on loopback): the back-off is tested on the core
    async with running_host(fast_options(password="sesame", password_delay=0.0)) as host:
        with pytest.raises(JoinError) as missing:
            await Client.connect(LOCAL, host.port, "Ann", ping_interval=0)
        assert missing.value.code == "password_required"
        with pytest.raises(JoinError) as wrong:
            await Client.connect(LOCAL, host.port, "Ann", password="nope", ping_interval=0)
        assert wrong.value.code == "wrong_password"
        ok = await Client.connect(LOCAL, host.port, "Ann", password="sesame", ping_interval=0)
        assert ok.table.summary is not None and ok.table.summary.password
        await ok.close()


@async_test
async def test_name_taken_is_not_fatal() -> None:
    async with running_host() as host:
        a = await Client.connect(LOCAL, host.port, "Ann", ping_interval=0)
        with pytest.raises(JoinError) as err:
            await Client.connect(LOCAL, host.port, "ann", ping_interval=0)
        assert err.value.code == "name_taken"
        await a.close()


@async_test
async def test_approve_flow() -> None:
    async with running_host(fast_options(approve=True)) as host:
        boss = await Client.connect(LOCAL, host.port, "Host", token=host.admin_token,
                                    ping_interval=0)
        assert boss.table.is_host
        joining = asyncio.create_task(Client.connect(LOCAL, host.port, "Flo", ping_interval=0))
        await boss.wait_for(lambda t: "Flo" in t.knocks.values(), 5)
        assert not joining.done()
        (client_id,) = [k for k, v in boss.table.knocks.items() if v == "Flo"]
        boss.approve(client_id=client_id)
        flo = await asyncio.wait_for(joining, 5)
        assert flo.client_id == client_id
        refused = asyncio.create_task(Client.connect(LOCAL, host.port, "Gus", ping_interval=0))
        await boss.wait_for(lambda t: "Gus" in t.knocks.values(), 5)
        boss.approve(name="Gus", allow=False)
        with pytest.raises(JoinError) as err:
            await asyncio.wait_for(refused, 5)
        assert err.value.code == "refused"
        # Only the host's connection may approve, kick, pause or end.
        flo.pause(True)
        await flo.wait_for(lambda t: any(e.code == "host_only" for e in t.errors), 5)
        await flo.close()
        await boss.close()


# ---------------------------------------------------------------------------------- control


@async_test
async def test_kick_removes_the_player_and_their_token() -> None:
    async with running_host(fast_options(timer=2.0)) as host:
        boss = await Client.connect(LOCAL, host.port, "Host", token=host.admin_token,
                                    ping_interval=0)
        players = await _table(host, 3)
        victim = players[2].client
        await wait_until(lambda: host.hands_played >= 2, 20)
        boss.kick(3)
        await victim.wait_closed()
        assert victim.final_error is not None and victim.final_error.code == "kicked"
        await wait_until(lambda: 3 not in host.seats, 20)
        assert_chips_conserved(host)
        # A kick bars the token and the name for the rest of the session.
        with pytest.raises(JoinError) as barred:
            await Client.connect(LOCAL, host.port, "P3", token=victim.token,
                                 ping_interval=0, reconnect=False)
        assert barred.value.code == "kicked"
        with pytest.raises(JoinError) as renamed:
            await Client.connect(LOCAL, host.port, "P3", ping_interval=0, reconnect=False)
        assert renamed.value.code == "refused"
        left = [e for e in host.journal.stack_changes() if e["reason"] == "kick"]
        assert len(left) == 1
        await boss.close()


@async_test
async def test_pause_between_hands_and_rebuy_with_no_short_buy() -> None:
    async with running_host(fast_options(timer=2.0)) as host:
        boss = await Client.connect(LOCAL, host.port, "Host", token=host.admin_token,
                                    ping_interval=0)
        a, b = await _table(host, 2)
        await wait_until(lambda: host.hands_played >= 3
                         and any(st.stack < host.config.buy_in for st in host.seats.values()), 30)
        boss.pause(True)
        await wait_until(lambda: host.hand is None and host.status == "paused", 20)
        count = host.hands_played  # (that no hand follows: tests/net/table/test_gate.py)
        await a.client.wait_for(lambda t: t.hand is None and t.status == "paused", 10)
        last = a.client.table.view(1)  # between hands the last hand's final view stays
        assert last is not None and last.phase.value == "complete" and last.hand == count
        assert a.client.table.hand is None and a.client.table.status == "paused"
        poor = min(host.seats.values(), key=lambda st: st.stack)
        client = (a if poor.seat == 1 else b).client
        need = host.config.buy_in - poor.stack
        client.rebuy(need - 1)
        await client.wait_for(lambda t: any(e.code == "bad_buy_in" for e in t.errors), 5)
        client.rebuy(need + 1000)  # only the difference is added
        await wait_until(lambda: poor.stack == host.config.buy_in, 5)
        assert_chips_conserved(host)
        assert host.journal.chip_totals()[0] == 2 * host.config.buy_in + need
        boss.pause(False)
        await wait_until(lambda: host.hands_played > count, 20)
        # During a hand the seat in it cannot rebuy.
        await wait_until(lambda: host.hand is not None, 20)
        seat = next(iter(host.hand_seats))
        (a if seat == 1 else b).client.rebuy(1000)
        await (a if seat == 1 else b).client.wait_for(
            lambda t: any(e.code in ("between_hands", "bad_buy_in") for e in t.errors), 5)
        await boss.close()


@async_test
async def test_end_session_sends_the_final_ledger() -> None:
    async with running_host(fast_options(timer=2.0)) as host:
        boss = await Client.connect(LOCAL, host.port, "Host", token=host.admin_token,
                                    ping_interval=0)
        players = await _table(host, 3)
        await wait_until(lambda: host.hands_played >= 5, 30)
        boss.end_session()
        await asyncio.wait_for(host.wait_closed(), 20)
        assert host.session_ended
        for p in players:
            await p.client.wait_closed()
            ledger = p.client.table.ledger
            assert ledger is not None and ledger.final
            assert sum(e.won for e in ledger.entries) == 0
            assert sum(e.bought for e in ledger.entries) == 3 * host.config.buy_in
            assert p.client.final_error is not None
            assert p.client.final_error.code == "session_ended"


@async_test
async def test_chat_is_rate_limited() -> None:
    async with running_host(fast_options(chat_rate=0.1, chat_burst=3)) as host:
        a = await Client.connect(LOCAL, host.port, "Ann", ping_interval=0)
        b = await Client.connect(LOCAL, host.port, "Bo", ping_interval=0)
        for i in range(6):
            a.chat(f"hello {i}")
        await a.wait_for(lambda t: any(e.code == "too_fast" for e in t.errors), 5)
        await b.wait_for(lambda t: len(t.chat) >= 3, 5)  # exactly 3: test_gate.py's twin
        assert [c.text for c in b.table.chat][:3] == ["hello 0", "hello 1", "hello 2"]
        await a.close()
        await b.close()


@async_test
async def test_hotseat_one_connection_two_seats() -> None:
    """Hotseat is the host's own screen (its admin token: a remote connection cannot claim it):
    one connection, two seats, each seat's down cards shown only once its person is at the
    screen (H1: the other person at the screen never sees them)."""
    async with running_host(fast_options(timer=2.0)) as host:
        lan = await Client.connect(LOCAL, host.port, "Lan", ping_interval=0)
        lan.sit(3)
        lan.sit(4, name="Lan Two")
        await lan.wait_for(lambda t: any(e.code == "host_only" for e in t.errors), 10)
        assert lan.table.you == (3,)
        await lan.close()
        c = await Client.connect(LOCAL, host.port, "Ann", token=host.admin_token,
                                 ping_interval=0)
        rp = RandomPlayer(c, random.Random(1))
        c.sit(1)
        c.sit(2, name="Bo")
        await c.wait_for(lambda t: t.you == (1, 2) and len(t.views) == 2, 10)
        await wait_until(lambda: host.hands_played >= 3, 20)
        for seat in (2, 1):
            c.hotseat_cover(seat, False)  # "ready": this seat's person is at the screen

            def shown(t: Any, seat: int = seat) -> bool:
                v = t.view(seat)
                return v is not None and v.viewer == seat and bool(v.seat(seat).cards) \
                    and all(card is not None for card in v.seat(seat).cards)

            await c.wait_for(shown, 10)
        assert rp.turns > 0 and not rp.errors
        await c.close()


# ---------------------------------------------------------------------------------- bad input


async def _raw(port: int, data: bytes, *, hello: bool = True, read_for: float = 0.5
               ) -> list[dict[str, Any]]:
    reader, writer = await open_raw(port)
    got = bytearray()

    async def read() -> None:
        try:
            while True:
                chunk = await asyncio.wait_for(reader.read(65536), read_for)
                if not chunk:
                    break
                got.extend(chunk)
        except (TimeoutError, ConnectionResetError):
            pass

    reading = asyncio.create_task(read())
    if hello:
        writer.write(P.encode_message(P.Hello(protocol=P.PROTOCOL_VERSION, name=f"Raw{random.randrange(10**6)}")))
    writer.write(data)
    with contextlib.suppress(ConnectionError):
        await writer.drain()
    await reading
    writer.close()
    return _frames(bytes(got))


def _errors(frames: list[dict[str, Any]]) -> list[tuple[str, bool]]:
    return [(f["code"], f.get("fatal", False)) for f in frames if f["type"] == "error"]


@async_test
async def test_bad_input_gets_clear_errors_and_the_table_plays_on() -> None:
    async with running_host(fast_options(timer=2.0, rate=200.0, burst=300.0)) as host:
        await _table(host, 3, delay=0.002)
        await wait_until(lambda: host.hands_played >= 1, 20)
        junk = struct.pack(">I", 5) + b"\xc1\xc1\xc1\xc1\xc1"
        assert _errors(await _raw(host.port, junk)) == [("malformed", True)]
        huge = struct.pack(">I", 10_000_000)
        assert _errors(await _raw(host.port, huge)) == [("frame_too_large", True)]
        bad_version = P.encode_frame({"type": "hello", "protocol": 1, "name": "Vic"})
        assert _errors(await _raw(host.port, bad_version, hello=False)) == [
            ("protocol_version", True)]
        absurd = P.encode_frame({"type": "hello", "protocol": P.PROTOCOL_VERSION, "name": "\u202e" + "x" * 99})
        assert _errors(await _raw(host.port, absurd, hello=False)) == [("bad_field", False)]
        wrong_type = P.encode_frame({"type": "sit", "seat": "three"})
        assert _errors(await _raw(host.port, wrong_type)) == [("bad_field", False)]
        unknown = P.encode_frame({"type": "teleport"})
        assert _errors(await _raw(host.port, unknown)) == [("bad_type", False)]
        not_seated = P.encode_frame({"type": "act", "hand": 1, "action": "fold"})
        assert _errors(await _raw(host.port, not_seated)) == [("not_seated", False)]
        flood = P.encode_message(P.Ping(nonce=1)) * 1000
        codes = _errors(await _raw(host.port, flood))
        assert ("too_fast", False) in codes and codes[-1] == ("too_fast", True)
        ext = struct.pack(">I", 3) + msgpack.packb(msgpack.ExtType(1, b"x"))
        assert _errors(await _raw(host.port, ext))[0] == ("malformed", True)
        before = host.hands_played
        await wait_until(lambda: host.hands_played >= before + 3, 30)
        assert_chips_conserved(host)


@async_test
async def test_out_of_turn_and_illegal_actions_are_refused_with_the_engines_reason() -> None:
    async with running_host(fast_options(timer=5.0)) as host:
        a = await Client.connect(LOCAL, host.port, "Ann", ping_interval=0)
        b = await Client.connect(LOCAL, host.port, "Bo", ping_interval=0)
        a.sit(1)
        b.sit(2)
        await a.wait_for(lambda t: t.turn is not None, 10)
        turn = a.table.turn
        assert turn is not None
        actor, waiter = (a, b) if turn.seat == 1 else (b, a)
        waiter.act(None, P.LegalAction(action="fold"), turn.hand)
        await waiter.wait_for(lambda t: any(e.code == "not_your_turn" for e in t.errors), 5)
        actor.act(None, P.LegalAction(action="check"), turn.hand)  # no check on 3rd street
        await actor.wait_for(lambda t: any(e.code == "illegal_action" for e in t.errors), 5)
        err = next(e for e in actor.table.errors if e.code == "illegal_action")
        assert "check" in err.message
        actor.act(None, P.LegalAction(action="fold"), turn.hand + 7)
        await actor.wait_for(lambda t: any(e.code == "stale_hand" for e in t.errors), 5)
        stack = sum(st.stack for st in host.seats.values())
        assert host.hand is not None and host.hand.acting_seat == turn.seat  # nothing moved
        assert stack == 2 * host.config.buy_in
        await a.close()
        await b.close()


@async_test
async def test_a_slow_reader_is_cut_off_and_the_table_goes_on() -> None:
    async with running_host(fast_options(timer=2.0, max_write_buffer=4096)) as host:
        await _table(host, 2)
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        sock.connect((LOCAL, host.port))
        sock.setblocking(False)
        _, sloth = await open_raw(host.port, sock=sock)
        sloth.write(P.encode_message(P.Hello(protocol=P.PROTOCOL_VERSION, name="Sloth")))
        await wait_until(lambda: any(c.player and c.player.name == "Sloth"
                                     for c in host.conns), 5)
        # Small kernel buffers on the host's side too, so that asyncio's buffer fills soon.
        (conn,) = [c for c in host.conns if c.player and c.player.name == "Sloth"]
        conn.writer.get_extra_info("socket").setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 4096)
        sloth.write(P.encode_message(P.Watch()))
        start = host.hands_played
        await wait_until(lambda: not any(c.player and c.player.name == "Sloth"
                                         for c in host.conns), 60)
        await wait_until(lambda: host.hands_played >= start + 5, 30)
        sloth.transport.abort()
        assert_chips_conserved(host)


# ---------------------------------------------------------------------------------- bots


class _CountingBot:
    """A real computer player (``studdesk.bots.make_bot``) that counts its decisions."""

    def __init__(self, level: str, rng: random.Random) -> None:
        from studdesk.bots import make_bot

        self.level, self.calls = level, 0
        self._bot = make_bot(level, rng)

    def decide(self, view: Any) -> Any:
        self.calls += 1
        assert view.is_my_turn and view.legal_actions
        return self._bot.decide(view)


@async_test
async def test_bots_are_seated_in_process_and_decide_from_their_view() -> None:
    bots: list[_CountingBot] = []

    def factory(level: str, rng: random.Random) -> _CountingBot:
        bots.append(_CountingBot(level, rng))
        return bots[-1]

    async with running_host(fast_options(timer=2.0, think_ms=1), bot_factory=factory) as host:
        seats = host.add_bots(3, "easy")
        assert seats == [1, 2, 3] and [b.level for b in bots] == ["easy"] * 3
        human = await RandomPlayer.join(host.port, "Ann", seed=5)
        assert human.client.table.you == (4,)
        await wait_until(lambda: host.hands_played >= 20, 60)
        assert all(b.calls > 0 for b in bots)
        entries = human.client.table.seats
        assert all(e is not None and e.bot for e in entries[:3])
        assert_chips_conserved(host)
        ledger = {e["name"]: e for e in host.journal.ledger_entries()}
        assert sum(e["net"] for e in ledger.values()) == 0 and len(ledger) == 4


@async_test
async def test_standing_up_during_a_hand_folds_and_leaves_when_it_ends() -> None:
    async with running_host(fast_options(timer=5.0)) as host:
        await _table(host, 2)
        ann = await RandomPlayer.join(host.port, "Ann", seat=3, answer=False)
        await ann.client.wait_for(lambda t: t.is_my_turn(3), 20)
        number = ann.client.table.turn.hand if ann.client.table.turn else 0
        ann.client.stand(3)
        await wait_until(lambda: 3 not in host.seats, 10)
        assert host.hands_played >= number - 1
        assert_chips_conserved(host)
        cash = [c for c in host.journal.stack_changes() if c["reason"] == "stand"]
        assert len(cash) == 1 and cash[0]["delta"] < 0
        ledger = {e["name"]: e for e in host.journal.ledger_entries()}
        assert "seat" not in ledger["Ann"] and ledger["Ann"]["stack"] == -cash[0]["delta"]


@async_test
async def test_too_many_connections_are_turned_away() -> None:
    async with running_host(fast_options(max_connections=3)) as host:
        clients = [await Client.connect(LOCAL, host.port, f"C{i}", ping_interval=0)
                   for i in range(3)]
        with pytest.raises(JoinError) as err:
            await Client.connect(LOCAL, host.port, "C4", ping_interval=0, reconnect=False)
        assert err.value.code == "refused"
        await clients[0].close()
        await wait_until(lambda: len(host.conns) == 2, 5)
        late = await Client.connect(LOCAL, host.port, "C4", ping_interval=0)
        for c in [*clients[1:], late]:
            await c.close()


def test_m3_a_resumed_table_listens_on_the_port_it_had(tmp_path: Path) -> None:
    async def run() -> None:
        first = TableHost(fast_options(data_dir=tmp_path))
        await first.start(LOCAL, 0)
        port = first.port
        await first.stop()  # not ended: the next start resumes the session
        second = TableHost(fast_options(data_dir=tmp_path))
        await second.start(LOCAL, 0)
        try:
            assert second.core.resumed and second.port == port
        finally:
            await second.stop(end_session=True)
        third = TableHost(fast_options(data_dir=tmp_path))  # a new session: any port
        await third.start(LOCAL, 0)
        try:
            assert not third.core.resumed
        finally:
            await third.stop(end_session=True)

    asyncio.run(run())
