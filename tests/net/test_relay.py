"""The relay (net/relay/) on real loopback sockets: a host registers its room, guests join it
and play through it, the host re-registers after a drop, a hostile relay costs the table
nothing, and a flood leaves the real room served."""

from __future__ import annotations

import asyncio
import random
import socket
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest

from net import protocol as P
from net import tls
from net.client import Client, ConnectionState
from net.host import TableHost
from net.protocol.checks import HEADER
from net.relay.agent import RelayAgent, load_room_secret, relayed_name
from net.relay.guest import Streams, open_relayed, relay_opener
from net.relay.server import RelayLimits, RelayServer
from net.relay.streams import ByteBudget, read_frame
from net.relay.wire import (
    Code,
    RelayError,
    RelayFrameError,
    RelayHost,
    RelayJoin,
    RelayOk,
    RelayPing,
    RelayPong,
    RelayRefusal,
    new_secret,
    parse_relay_frame,
    room_of,
)
from tests.net.helpers import (
    LOCAL,
    RandomPlayer,
    assert_chips_conserved,
    async_test,
    fast_options,
    running_host,
    wait_until,
)

pytestmark = pytest.mark.timeout(120)


@asynccontextmanager
async def running_relay(limits: RelayLimits | None = None, port: int = 0
                        ) -> AsyncIterator[RelayServer]:
    relay = RelayServer(limits)
    await relay.start(LOCAL, port)
    try:
        yield relay
    finally:
        await relay.close()


@asynccontextmanager
async def relayed_table(relay: RelayServer, relay_port: int | None = None, **options: Any
                        ) -> AsyncIterator[tuple[TableHost, RelayAgent]]:
    """A table on loopback kept registered at ``relay`` by its agent (as run_table does)."""
    async with running_host(fast_options(**options)) as host:
        agent = RelayAgent(host, LOCAL, relay_port or relay.port, new_secret(),
                           rng=random.Random(1))
        host.relay = agent
        host.shells.append(agent.close)
        agent.start()
        await asyncio.wait_for(agent.registered.wait(), 10)
        yield host, agent


async def relayed_player(agent: RelayAgent, name: str, seed: int, **kwargs: Any
                         ) -> RandomPlayer:
    a = agent.address
    client = await Client.connect(a.host, a.port, name, ping_interval=0,
                                  opener=relay_opener(a.host, a.port, a.room), **kwargs)
    player = RandomPlayer(client, random.Random(seed))
    client.sit()
    await client.wait_for(lambda t: bool(t.you), 10.0)
    return player


async def raw_first_frame(port: int, frame: bytes) -> Any:
    """Send one frame to the relay and read its answer."""
    reader, writer = await asyncio.open_connection(LOCAL, port)
    try:
        writer.write(frame)
        return await read_frame(reader, 5.0)
    finally:
        writer.close()


async def join_from(where: str, relay_port: int, room: str) -> Streams:
    """A guest on this machine's loopback address ``where`` (127.0.0.2, ...) joins ``room``:
    so the relay sees, and reports to the host, a guest address of its own."""
    reader, writer = await asyncio.open_connection(LOCAL, relay_port, local_addr=(where, 0))
    writer.write(RelayJoin(room=room).encode())
    answer = await read_frame(reader, 15.0)
    assert isinstance(answer, RelayOk), answer
    return reader, writer


async def half_open(where: str, relay_port: int, room: str, count: int) -> list[Streams]:
    """``count`` relayed connections from ``where`` that start a TLS record and stop there,
    each holding a handshake at the host for as long as the host lets it."""
    held = []
    for _ in range(count):
        reader, writer = await join_from(where, relay_port, room)
        writer.write(bytes([tls.TLS_RECORD_HANDSHAKE, 3, 1]))
        held.append((reader, writer))
    return held


# ------------------------------------------------------------------------------ the wire


def test_frames_are_checked_field_by_field() -> None:
    key = new_secret()
    room = room_of(key)
    assert parse_relay_frame({"type": "relay_host", "room": room, "secret": key}) == \
        RelayHost(room=room, secret=key)
    for raw, field in [({"type": "relay_join"}, "room"),
                       ({"type": "relay_join", "room": room, "extra": 1}, "extra"),
                       ({"type": "relay_join", "room": "a/b" * 8}, "room"),
                       ({"type": "relay_host", "room": room, "secret": "short"}, "secret"),
                       ({"type": "relay_guest", "guest": "g" * 16, "address": "host"},
                        "address"),
                       ({"type": "hello", "room": room}, "type")]:
        with pytest.raises(RelayFrameError) as err:
            parse_relay_frame(raw)
        assert err.value.field == field


def test_a_room_secret_lives_in_the_data_directory(tmp_path: Path) -> None:
    key = load_room_secret(tmp_path)
    assert load_room_secret(tmp_path) == key
    assert (tmp_path / "relay-secret").stat().st_mode & 0o777 == 0o600
    (tmp_path / "relay-secret").write_text("not a secret\n")
    assert load_room_secret(tmp_path) != key
    assert load_room_secret(None) != load_room_secret(None)


def test_a_relayed_guest_is_named_by_the_address_the_relay_saw() -> None:
    assert relayed_name("203.0.113.5") == "relay:203.0.113.5"
    assert relayed_name("2001:db8::1") == "relay:2001:db8::1"
    assert relayed_name("evil\nname") == "relay:?"


def test_the_byte_budget_holds_bytes_back_past_the_rate() -> None:
    now = [0.0]
    budget = ByteBudget(1000, 2000, clock=lambda: now[0])
    assert budget.delay_for(2000) == 0.0
    assert budget.delay_for(500) == pytest.approx(0.5)
    now[0] = 1.5  # 1500 bytes back: the 500 owed, then 1000 more
    assert budget.delay_for(1000) == 0.0
    assert budget.delay_for(1000) == pytest.approx(1.0)


# ------------------------------------------------------------------------------ the handshake


@async_test
async def test_a_room_is_held_only_with_its_secret_and_the_newest_connection_wins() -> None:
    async with running_relay() as relay:
        key = new_secret()
        room = room_of(key)
        wrong = await raw_first_frame(relay.port, RelayHost(room=room, secret=new_secret()).encode())
        assert isinstance(wrong, RelayRefusal) and wrong.code == Code.BAD_SECRET
        old_reader, old_writer = await asyncio.open_connection(LOCAL, relay.port)
        old_writer.write(RelayHost(room=room, secret=key).encode())
        assert await read_frame(old_reader, 5) == RelayOk(room=room)
        # The host is back on a new connection before the relay saw the old one die.
        reader, writer = await asyncio.open_connection(LOCAL, relay.port)
        writer.write(RelayHost(room=room, secret=key).encode())
        assert await read_frame(reader, 5) == RelayOk(room=room)
        assert await asyncio.wait_for(old_reader.read(), 5) == b""  # the old one is closed
        writer.write(RelayPing(nonce=7).encode())  # the new one holds the room
        assert await read_frame(reader, 5) == RelayPong(nonce=7)
        assert room in relay.rooms
        writer.close()  # the room lives while its host is connected
        old_writer.close()
        await wait_until(lambda: room not in relay.rooms, 5)
        with pytest.raises(RelayError) as err:
            await open_relayed(LOCAL, relay.port, room)
        assert err.value.code == Code.NO_ROOM and "refused" in str(err.value)


@async_test
async def test_junk_first_frames_get_one_clear_answer() -> None:
    async with running_relay() as relay:
        for junk in (b"GET / HTTP/1.1\r\n\r\n", HEADER.pack(5) + b"\xc1\xc1\xc1\xc1\xc1",
                     P.encode_frame({"type": "hello", "protocol": 2, "name": "x"}),
                     RelayOk(room="r" * 16).encode()):
            answer = await raw_first_frame(relay.port, junk)
            assert isinstance(answer, RelayRefusal) and answer.code == Code.BAD_REQUEST
        assert relay.refused[Code.BAD_REQUEST] == 4


@async_test
async def test_a_guest_hears_why_the_relay_did_not_carry_it() -> None:
    """A silent relay, one that hangs up, and a port that speaks something else: one
    sentence each, never a traceback."""
    async def silent(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await reader.read()

    async def hangs_up(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        writer.close()

    async def speaks_http(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        writer.write(b"HTTP/1.1 400 Bad Request\r\n\r\n")
        await writer.drain()
        writer.close()

    room = room_of(new_secret())
    for handler, code, words in ((silent, "timeout", "did not answer in 0.5 s"),
                                 (hangs_up, "relay", "closed the connection"),
                                 (speaks_http, "relay", "did not answer as a StudDesk relay")):
        server = await asyncio.start_server(handler, LOCAL, 0)
        port = server.sockets[0].getsockname()[1]
        with pytest.raises(RelayError) as err:
            await open_relayed(LOCAL, port, room, timeout=0.5)
        assert err.value.code == code and words in str(err.value), str(err.value)
        server.close()


# ------------------------------------------------------------------------------ playing


@async_test
async def test_two_guests_play_through_the_relay_and_every_chip_stays() -> None:
    async with running_relay() as relay, relayed_table(relay) as (host, agent):
        host.add_bots(1, "easy")
        alice = await relayed_player(agent, "Alice", 1)
        bob = await relayed_player(agent, "Bob", 2)
        await wait_until(lambda: host.hands_played >= 6, 60)
        assert alice.turns and bob.turns and not alice.errors and not bob.errors
        assert_chips_conserved(host)
        # The table tells the two guests apart by the address the relay saw, not as the
        # agent's loopback connections.
        addresses = {c.address for c in host.core.admission.conns.values()}
        assert addresses == {"relay:127.0.0.1"}, addresses
        assert not host.relayed_peers  # every name was taken up by its connection
        assert relay.stats()["guests"] == 2 and agent.guests == 2
        await alice.client.leave()
        await bob.client.leave()


@async_test
async def test_the_host_registers_again_after_a_drop_and_the_guests_come_back() -> None:
    async with running_relay() as relay, relayed_table(relay) as (host, agent):
        alice = await relayed_player(agent, "Alice", 1, reconnect_timeout=60.0)
        bob = await relayed_player(agent, "Bob", 2, reconnect_timeout=60.0)
        await wait_until(lambda: host.hands_played >= 2, 30)
        agent.drop()  # the control connection dies: the room ends, its guests are cut
        await wait_until(lambda: agent.registrations >= 2, 20)
        before = host.hands_played
        await wait_until(lambda: alice.client.is_open and bob.client.is_open, 30)
        await wait_until(lambda: host.hands_played >= before + 3, 60)
        assert agent.last_error is not None
        assert [p.client.token for p in (alice, bob)] == [alice.client.token, bob.client.token]
        assert not alice.errors and not bob.errors
        assert_chips_conserved(host)
        await alice.client.leave()
        await bob.client.leave()


@async_test
async def test_a_restarted_relay_serves_the_same_room_again() -> None:
    """The host draws the room, so it outlives the relay: a new relay on the same port gets
    the same room back by the agent's back-off, and the guests' reconnects find it."""
    relay = RelayServer()
    await relay.start(LOCAL, 0)
    port = relay.port
    async with relayed_table(relay, port) as (host, agent):
        alice = await relayed_player(agent, "Alice", 1, reconnect_timeout=60.0)
        bob = await relayed_player(agent, "Bob", 2, reconnect_timeout=60.0)
        await wait_until(lambda: host.hands_played >= 2, 30)
        await relay.close()
        relay = RelayServer()
        await relay.start(LOCAL, port)
        try:
            await wait_until(lambda: agent.address.room in relay.rooms, 20)
            before = host.hands_played
            await wait_until(lambda: alice.client.is_open and bob.client.is_open, 30)
            await wait_until(lambda: host.hands_played >= before + 3, 60)
            assert_chips_conserved(host)
            await alice.client.leave()
            await bob.client.leave()
        finally:
            await relay.close()


class HostileRelay(RelayServer):
    """A hostile relay: the ``after``-th chunk it carries loses its second half ("drop"), or
    goes twice ("replay")."""

    def __init__(self, after: int, mode: str) -> None:
        super().__init__()
        self.chunks = 0
        self.after = after
        self.mode = mode
        self.carry: Callable[[bytes], bytes] | None = self._tamper

    def _tamper(self, data: bytes) -> bytes:
        self.chunks += 1
        if self.chunks != self.after:
            return data
        return data[: len(data) // 2] if self.mode == "drop" else data + data


@pytest.mark.parametrize("mode", ["drop", "replay"])
@async_test
async def test_a_relay_that_drops_or_replays_bytes_costs_the_table_nothing(mode: str) -> None:
    """Bytes a relay drops break one guest's stream: the end that reads them refuses the
    stream (a framing error; under TLS a record that fails its check) and the guest
    reconnects. Bytes it replays are frames twice: refused as stale or out of turn, or they
    break the stream as well. Either way the table plays on and every chip stays."""
    relay = HostileRelay(after=25, mode=mode)
    await relay.start(LOCAL, 0)
    try:
        async with relayed_table(relay) as (host, agent):
            host.add_bots(1, "easy")
            alice = await relayed_player(agent, "Alice", 1, reconnect_timeout=60.0)
            states: list[ConnectionState] = []
            alice.client.add_listener(
                lambda m: states.append(m) if isinstance(m, ConnectionState) else None)
            await wait_until(lambda: relay.chunks > 25, 60)
            if mode == "drop":
                await wait_until(lambda: ConnectionState.RECONNECTING in states, 30)
            before = host.hands_played
            await wait_until(lambda: host.hands_played >= before + 3, 60)
            await wait_until(lambda: alice.client.is_open, 30)
            assert_chips_conserved(host)
            await alice.client.leave()
    finally:
        await relay.close()


@async_test
async def test_a_relay_that_holds_bytes_back_slows_a_guest_but_not_the_table() -> None:
    """A relay room's byte budget (here a tiny one) delays a guest's bytes: the table's
    clock acts for the guest when it must (C1) and the table deals on."""
    limits = RelayLimits(room_rate=3000, room_burst=3000)
    async with running_relay(limits) as relay, relayed_table(relay, timer=1.0) as (host, agent):
        host.add_bots(2, "easy")
        slow = await relayed_player(agent, "Slow", 3, reconnect_timeout=60.0)
        before = host.hands_played
        await wait_until(lambda: host.hands_played >= before + 3, 60)
        await wait_until(lambda: slow.turns > 0, 60)  # it plays, late or not
        assert_chips_conserved(host)
        await slow.client.close()


# ------------------------------------------------------------------------------ floods


@async_test
async def test_a_flood_of_bogus_rooms_and_silent_connects_leaves_the_room_served() -> None:
    limits = RelayLimits(max_handshaking=32, max_connections=200, per_address=150,
                         connects_per_second=1e6, connect_burst=1e6)
    async with running_relay(limits) as relay, relayed_table(relay) as (host, agent):
        alice = await relayed_player(agent, "Alice", 1, reconnect_timeout=60.0)
        silent: list[asyncio.StreamWriter] = []
        for _ in range(120):  # connections that never say a word
            _, w = await asyncio.open_connection(LOCAL, relay.port)
            silent.append(w)

        async def bogus(i: int) -> Any:
            room = room_of(f"{i:032d}")
            try:
                return await raw_first_frame(relay.port, RelayJoin(room=room).encode())
            except (OSError, asyncio.IncompleteReadError):
                return None

        answers = await asyncio.gather(*(bogus(i) for i in range(400)))
        refused = [a for a in answers if isinstance(a, RelayRefusal)]
        assert len(refused) >= 300 and {a.code for a in refused} <= {Code.NO_ROOM, Code.FULL, Code.BUSY}
        stats = relay.stats()
        assert stats["handshaking"] <= 32 and stats["connections"] <= 200, stats
        # The real room is still served: a new guest joins and the table plays on.
        bob = await relayed_player(agent, "Bob", 2)
        before = host.hands_played
        await wait_until(lambda: host.hands_played >= before + 2, 60)
        assert relay.stats()["tasks"] <= 200
        for w in silent:
            w.close()
        # Nothing of the flood stays: the control connection and two guests' pairs.
        await wait_until(lambda: relay.connections == 5, 15)
        assert relay.stats()["waiting"] == 0 and relay.stats()["handshaking"] == 0
        assert_chips_conserved(host)
        await alice.client.leave()
        await bob.client.leave()


@async_test
async def test_one_address_is_held_to_its_connections_and_connects() -> None:
    limits = RelayLimits(per_address=5, connects_per_second=0.001, connect_burst=8)
    async with running_relay(limits) as relay:
        held = [await asyncio.open_connection(LOCAL, relay.port) for _ in range(5)]
        answer = await raw_first_frame(relay.port, RelayJoin(room="r" * 16).encode())
        assert isinstance(answer, RelayRefusal) and answer.code == Code.BUSY
        assert "Too many connections" in answer.message
        for _, w in held:
            w.close()
        await wait_until(lambda: relay.connections == 0, 5)
        answers = [await raw_first_frame(relay.port, RelayJoin(room="r" * 16).encode())
                   for _ in range(4)]  # 5 connects so far, a burst of 8
        assert [a.code for a in answers] == [Code.NO_ROOM] * 3 + [Code.BUSY]
        assert "slow down" in answers[-1].message


@async_test
async def test_the_cli_relay_and_host_work_together(tmp_path: Path) -> None:
    """``studdesk relay`` and ``studdesk host --relay`` as processes: the host prints its room
    and registers; a guest joins the room through the relay and is welcomed."""
    import os
    import sys

    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "PYTHONPATH": str(root)}
    with socket.socket() as s:
        s.bind((LOCAL, 0))
        relay_port = s.getsockname()[1]
    relay = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "studdesk", "relay", "--bind", LOCAL, "--port", str(relay_port),
        stdout=asyncio.subprocess.PIPE, env=env)
    host = None
    try:
        assert relay.stdout is not None
        line = (await asyncio.wait_for(relay.stdout.readline(), 30)).decode()
        assert f"listening on {LOCAL}:{relay_port}" in line, line
        host = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "studdesk", "host", "--headless", "--bind", LOCAL,
            "--port", "0", "--no-mdns", "--data-dir", str(tmp_path), "--relay",
            f"{LOCAL}:{relay_port}", stdout=asyncio.subprocess.PIPE, env=env)
        assert host.stdout is not None
        room = registered = None
        while room is None or registered is None:
            text = (await asyncio.wait_for(host.stdout.readline(), 30)).decode()
            assert text, "the host stopped"
            if "relay room" in text:
                room = text.split("relay room ")[1].split()[0].rpartition("/")[2]
            if "registered" in text:
                registered = text
        assert room == room_of(load_room_secret(tmp_path))
        client = await Client.connect(LOCAL, relay_port, "Carol", ping_interval=0,
                                      opener=relay_opener(LOCAL, relay_port, room))
        assert client.welcome is not None
        await client.leave()
    finally:
        for proc in (host, relay):
            if proc is not None and proc.returncode is None:
                proc.terminate()
                await asyncio.wait_for(proc.wait(), 30)


def test_protocol_md_names_every_relay_frame_and_code() -> None:
    """net/PROTOCOL.md's relay section and net/relay/wire.py say the same: every frame type and
    every error code of the one is named in the other."""
    import re

    from net.relay.wire import FRAMES

    text = (Path(__file__).resolve().parents[2] / "net" / "PROTOCOL.md").read_text("utf-8")
    section = text.split("\n## 10. The relay", 1)[1].split("\n## ", 1)[0]
    codes = {v for k, v in vars(Code).items() if k.isupper()}
    named_types = set(re.findall(r'"type": "(relay_\w+)"', section))
    assert named_types == set(FRAMES)
    errors = section.split("Codes:", 1)[1].split("\n\n", 1)[0]
    assert set(re.findall(r"`(\w+)`", errors)) == codes


@async_test
async def test_a_host_without_its_relay_keeps_trying_with_a_growing_wait() -> None:
    """No relay at that address: the agent says why in one line and tries again after 1 s,
    then 2 s (doubling, jittered), and registers once a relay is there."""
    with socket.socket() as s:
        s.bind((LOCAL, 0))
        port = s.getsockname()[1]
    async with running_host(fast_options()) as host:
        events: list[str] = []
        agent = RelayAgent(host, LOCAL, port, new_secret(), on_event=events.append)
        agent.start()
        try:
            await wait_until(lambda: len(events) >= 2, 10)
            assert events[0].startswith(f"relay {LOCAL}:{port}: ConnectionRefusedError")
            assert [e.rpartition("again in ")[2] for e in events] == ["1 s", "2 s"], events
            async with running_relay(port=port) as relay:
                await asyncio.wait_for(agent.registered.wait(), 10)
                assert agent.room in relay.rooms and events[-1].endswith(agent.room)
        finally:
            await agent.close()


def test_a_desktop_host_thread_keeps_its_table_relayed(tmp_path: Path) -> None:
    """The desktop's HostThread takes a relay as ``studdesk host --relay`` does: the room is
    the data directory's, registered, and gone from the relay when the table stops."""
    from net.client import LoopThread
    from net.host import HostThread

    loop = LoopThread("relay-test")
    relay = RelayServer()
    loop.submit(relay.start(LOCAL, 0)).result(10)
    events: list[str] = []
    ht: HostThread | None = HostThread(fast_options(data_dir=tmp_path),
                                       relay=(LOCAL, relay.port), relay_events=events.append)
    assert ht is not None
    try:
        ht.start()
        agent = ht.call(lambda t: t.relay)
        assert agent.address.room == room_of(load_room_secret(tmp_path))

        async def registered() -> None:
            await wait_until(lambda: any("registered" in e for e in events), 10)

        loop.submit(registered()).result(15)
        assert agent.address.room in relay.rooms
        ht.stop()
        ht = None

        async def gone() -> None:
            await wait_until(lambda: not relay.rooms, 10)

        loop.submit(gone()).result(15)
    finally:
        if ht is not None:
            ht.stop()
        loop.submit(relay.close()).result(10)
        loop.stop()


@async_test
async def test_a_relayed_guests_half_open_handshakes_hold_only_its_own_room(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """All relayed guests reach the table from this machine, yet the bound on handshakes
    counts each by the address the relay saw: one guest holding all it may leaves another
    relayed guest and a LAN guest to join, and the table deals on."""
    monkeypatch.setattr(tls, "HANDSHAKE_TIMEOUT", 300.0)  # the held ones last the whole test
    async with running_relay() as relay, relayed_table(relay) as (host, agent):
        host.add_bots(1, "easy")
        listener = host._server
        assert listener is not None
        hostile = await half_open("127.0.0.3", relay.port, agent.room, 20)
        per_address = tls.MAX_PENDING_PER_ADDRESS
        # The host holds as many as one address may; it closes the rest at once, the relay
        # passing the close on to the guest.
        await wait_until(lambda: sum(r.at_eof() for r, _ in hostile) == 20 - per_address, 15)
        assert listener.pending == {"relay:127.0.0.3": per_address}

        def joiner(where: str) -> Any:
            return lambda: join_from(where, relay.port, agent.room)

        alice = RandomPlayer(await Client.connect(
            LOCAL, relay.port, "Alice", ping_interval=0, opener=joiner("127.0.0.2")),
            random.Random(1))
        bob = RandomPlayer(await Client.connect(LOCAL, host.port, "Bob", ping_interval=0),
                           random.Random(2))
        for player in (alice, bob):
            player.client.sit()
            await player.client.wait_for(lambda t: bool(t.you), 10.0)
        before = host.hands_played
        await wait_until(lambda: host.hands_played >= before + 3, 60)
        assert alice.turns and bob.turns and not alice.errors and not bob.errors
        assert_chips_conserved(host)
        assert {c.address for c in host.core.admission.conns.values()} \
            == {"relay:127.0.0.2", LOCAL}
        # The hostile guest held its handshakes all along.
        assert listener.pending == {"relay:127.0.0.3": per_address}
        assert sum(not r.at_eof() for r, _ in hostile) == per_address
        for _, w in hostile:
            w.close()
        await wait_until(lambda: not listener.pending and agent.guests == 1, 15)
        assert not host.relayed_peers  # no name is left behind by a closed connection
        await alice.client.leave()
        await bob.client.leave()


@async_test
async def test_a_flood_through_the_relay_holds_its_own_share_of_handshakes(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Relayed guests from many addresses, each holding all its handshakes, together hold no
    more than the relay's share of the host's: a LAN guest still joins and plays."""
    monkeypatch.setattr(tls, "HANDSHAKE_TIMEOUT", 300.0)
    # The relay's own bounds on a room's guests and on the host's data connections are not
    # what is tested: the host's own bound must hold whatever a relay lets through.
    limits = RelayLimits(guests_per_room=64, per_address=128)
    async with running_relay(limits) as relay, relayed_table(relay) as (host, agent):
        host.add_bots(1, "easy")
        listener = host._server
        assert listener is not None
        per_address = tls.MAX_PENDING_PER_ADDRESS
        addresses = tls.MAX_PENDING_RELAYED // per_address + 1
        flood = [s for i in range(addresses)
                 for s in await half_open(f"127.0.1.{i + 1}", relay.port, agent.room,
                                          per_address)]
        assert len(flood) > tls.MAX_PENDING_RELAYED
        await wait_until(lambda: sum(r.at_eof() for r, _ in flood)
                         == len(flood) - tls.MAX_PENDING_RELAYED, 15)
        assert listener.pending_relayed == tls.MAX_PENDING_RELAYED
        assert all(n <= per_address and a.startswith("relay:")
                   for a, n in listener.pending.items())
        bob = RandomPlayer(await Client.connect(LOCAL, host.port, "Bob", ping_interval=0),
                           random.Random(2))
        bob.client.sit()
        await bob.client.wait_for(lambda t: bool(t.you), 10.0)
        before = host.hands_played
        await wait_until(lambda: host.hands_played >= before + 3, 60)
        assert bob.turns and not bob.errors
        assert_chips_conserved(host)
        assert listener.pending_relayed == tls.MAX_PENDING_RELAYED
        for _, w in flood:
            w.close()
        await wait_until(lambda: not listener.pending and agent.guests == 0, 15)
        assert listener.pending_relayed == 0 and not host.relayed_peers
        await bob.client.leave()
