"""Coming back after a dropped link: the client's pong deadline, and ``studdesk bot`` sitting back
in after the host sat it out (RULES.md C3, C4).

Everything runs on loopback: a host that says welcome and then goes silent, a real host, a
real ``studdesk host`` frozen with SIGSTOP, and a relay between a bot and the host whose
"cable" can be pulled (bytes dropped both ways, no FIN,
no RST: what a dead link or a frozen host looks like from the other end). Tests wait on
conditions with generous deadlines; :class:`net.client.Liveness` is checked on plain numbers.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import secrets
import signal
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, Self

import pytest

from net import protocol as P
from net.client import Client, ConnectionState, Liveness
from tests.net.helpers import (
    LOCAL,
    RandomPlayer,
    async_test,
    fast_options,
    host_tls,
    running_host,
    wait_until,
)

pytestmark = pytest.mark.timeout(120)
ROOT = Path(__file__).resolve().parents[2]


# ------------------------------------------------------------------------ the deadline, no I/O


def test_liveness_pings_on_time_and_dies_after_the_timeout_of_silence() -> None:
    live = Liveness.starting(interval=5.0, timeout=10.0, now=1000.0)
    assert not live.ping_due(1004.99) and live.ping_due(1005.0)
    live.pinged(1005.0)
    assert live.next_wake() == 1010.0  # the next ping and the deadline coincide
    assert not live.is_dead(1009.99) and live.is_dead(1010.0)
    live.heard(1009.0)  # a pong (or any frame) moves the deadline
    assert live.deadline == 1019.0 and not live.is_dead(1018.9)
    live.pinged(1010.0)
    assert live.next_wake() == 1015.0
    live.heard(1001.0)  # late news never moves the deadline back
    assert live.deadline == 1019.0
    assert live.is_dead(1019.0)


def test_client_module_doctests() -> None:
    import doctest

    import net.client

    result = doctest.testmod(net.client)
    assert result.attempted >= 5 and result.failed == 0


def test_liveness_refuses_nonsense() -> None:
    with pytest.raises(ValueError):
        Liveness.starting(interval=0.0, timeout=1.0, now=0.0)
    with pytest.raises(ValueError):
        Liveness.starting(interval=1.0, timeout=-1.0, now=0.0)
    with pytest.raises(ValueError):
        Client(LOCAL, 1, "Ann", ping_interval=1.0, pong_timeout=0.0)


# ------------------------------------------------------------------------ a host gone silent

SUMMARY = P.TableSummary(name="Quiet", variant="stud", seats=8, ante=50, bring_in=100,
                         small_bet=200, big_bet=400, buy_in=20000)


class _Listener:
    """A server of the test's own on a free loopback port (``port``, once entered); a subclass
    serves each connection with ``_serve``."""

    port = 0
    _server: asyncio.Server | None = None
    tls = True  # speaks TLS as a host does (a Cable only passes the bytes on)

    async def __aenter__(self) -> Self:
        self._server = await asyncio.start_server(self._serve, LOCAL, 0,
                                                  ssl=host_tls() if self.tls else None)
        self.port = self._server.sockets[0].getsockname()[1]
        return self

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        raise NotImplementedError


class SilentHost(_Listener):
    """Says ``welcome`` to every ``hello`` and then nothing more: pings go unanswered."""

    def __init__(self) -> None:
        self.token = secrets.token_urlsafe(24)
        self.hellos: list[P.Hello] = []
        self.pings = 0

    async def __aexit__(self, *exc: object) -> None:
        assert self._server is not None
        self._server.close()
        await self._server.wait_closed()

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        proto = P.Connection(P.Role.HOST)
        try:
            while data := await reader.read(65536):
                proto.receive_data(data)
                while (msg := proto.next_event()) is not None:
                    if isinstance(msg, P.ConnectionClosed):
                        return
                    if isinstance(msg, P.Hello):
                        self.hellos.append(msg)
                        writer.write(proto.send(P.Welcome(
                            protocol=P.PROTOCOL_VERSION, token=self.token, client_id=7,
                            table=SUMMARY)))
                    elif isinstance(msg, P.Ping):
                        self.pings += 1
        except ConnectionError:
            pass
        finally:
            writer.close()


@async_test
async def test_a_silent_host_is_noticed_and_the_client_reconnects_with_its_token() -> None:
    async with SilentHost() as host:
        client = await Client.connect(LOCAL, host.port, "Ann", ping_interval=0.05,
                                      pong_timeout=0.25)
        states: list[ConnectionState] = []
        client.add_listener(lambda m: states.append(m) if isinstance(m, ConnectionState) else None)
        try:
            await wait_until(lambda: len(host.hellos) >= 3, 30)
        finally:
            await client.close()
    first, second = host.hellos[0], host.hellos[1]
    assert first.token is None and second.token == host.token  # C4: back with the token
    assert host.pings >= 1  # it asked before giving up
    assert client.dead_connections >= 2
    assert ConnectionState.RECONNECTING in states
    assert states.index(ConnectionState.RECONNECTING) < states.index(ConnectionState.OPEN)


@async_test
async def test_a_host_that_answers_keeps_its_connection() -> None:
    async with running_host() as host:
        pongs: list[P.Pong] = []
        states: list[ConnectionState] = []
        client = await Client.connect(LOCAL, host.port, "Ann", ping_interval=0.05,
                                      pong_timeout=5.0)

        def listen(msg: Any) -> None:
            if isinstance(msg, P.Pong):
                pongs.append(msg)
            elif isinstance(msg, ConnectionState):
                states.append(msg)

        client.add_listener(listen)
        try:
            await wait_until(lambda: len(pongs) >= 20, 30)
        finally:
            await client.close()
        assert client.dead_connections == 0
        assert ConnectionState.RECONNECTING not in states


def test_ping_interval_zero_turns_the_deadline_off() -> None:
    client = Client(LOCAL, 1, "Ann", ping_interval=0)
    assert client.ping_interval == 0 and client._liveness is None


# ------------------------------------------------------------------------ a pulled cable


class Cable(_Listener):
    """A TCP relay to the host. :meth:`pull` drops every byte of the connections it carries,
    both ways, without closing them, and accepts new connections without relaying them;
    :meth:`plug` relays new connections again (those cut stay dead, as after a real outage the
    old TCP connection is gone). When one side closes, the relay closes the other."""

    tls = False

    def __init__(self, upstream_port: int) -> None:
        self.upstream_port = upstream_port
        self.pulled = False
        self.relayed = 0
        self._live: list[dict[str, bool]] = []

    async def __aexit__(self, *exc: object) -> None:
        assert self._server is not None
        self._server.close()

    def pull(self) -> None:
        self.pulled = True
        for link in self._live:
            link["cut"] = True

    def plug(self) -> None:
        self.pulled = False

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        link = {"cut": self.pulled}
        if link["cut"]:
            while await reader.read(65536):
                pass  # into the void
            writer.close()
            return
        up_reader, up_writer = await asyncio.open_connection(LOCAL, self.upstream_port)
        self._live.append(link)
        self.relayed += 1

        async def pump(src: asyncio.StreamReader, dst: asyncio.StreamWriter) -> None:
            try:
                while data := await src.read(65536):
                    if not link["cut"]:
                        dst.write(data)
            except ConnectionError:
                pass
            finally:
                dst.close()

        await asyncio.gather(pump(reader, up_writer), pump(up_reader, writer))


def _seat_state(player: RandomPlayer, seat: int) -> P.SeatEntry | None:
    return player.client.table.seat_entry(seat)


def _sitting_out(entry: P.SeatEntry | None) -> bool:
    return entry is not None and (entry.sitting_out or entry.state == "sitting_out")


@async_test
async def test_the_bot_command_comes_back_after_a_pulled_cable_and_sits_back_in() -> None:
    """The bot's link dies: its turns time out twice and the host sits it out (C3); it notices
    the silence, reconnects through the plugged cable with its token, asks to sit back in and
    is dealt cards again. Ann and Cleo play on meanwhile."""
    from net.commands import _play_bot
    from studdesk.bots import make_bot

    async with running_host(fast_options(timer=0.5)) as host, Cable(host.port) as cable:
        ann = await RandomPlayer.join(host.port, "Ann", seat=1)
        await RandomPlayer.join(host.port, "Cleo", seat=3, seed=1)  # the table plays on
        args = argparse.Namespace(name="Robo", password=None, think_ms=0, seat=2,
                                  ping_interval=0.1)
        bot = asyncio.create_task(
            _play_bot(LOCAL, cable.port, args, make_bot("normal", random.Random(5))))
        table = ann.client.table

        def dealt(seat: int, after: int) -> bool:
            entry = table.seat_entry(seat)
            return (table.hand is not None and table.hand > after and entry is not None
                    and entry.in_hand)

        await wait_until(lambda: dealt(2, 1), 30)  # Robo plays
        cable.pull()
        await wait_until(lambda: _sitting_out(_seat_state(ann, 2)), 60)  # C3 while cut off
        assert table.seat_status(2) in ("sitting_out", "disconnected")
        out_at = table.hand or 0
        await wait_until(lambda: dealt(1, out_at + 1) and not dealt(2, out_at), 30)
        cable.plug()
        await wait_until(lambda: dealt(2, out_at), 60)  # back and dealt in again
        assert table.is_connected(2) and not _sitting_out(_seat_state(ann, 2))
        assert cable.relayed >= 2  # the bot came back on a new connection
        await host.stop()
        assert await asyncio.wait_for(bot, 30) == 0


@async_test
async def test_a_slow_bot_sat_out_by_the_host_sits_back_in_at_once() -> None:
    """No network trouble: the bot thinks longer than the decision timer, times out twice and
    is sat out (C3); it asks to sit back in at once and is dealt the next hands. It thinks 2.5 s:
    longer than the timer with the felt's dealing allowance on top (0.3 s + 0.15 s for each of
    3rd street's nine cards), so every decision times out; a bot that beat the clock on 3rd
    street would start its count of timeouts in a row again each hand (C3)."""
    from net.commands import _play_bot
    from studdesk.bots import make_bot

    async with running_host(fast_options(timer=0.3)) as host:
        ann = await RandomPlayer.join(host.port, "Ann", seat=1)
        await RandomPlayer.join(host.port, "Cleo", seat=3, seed=1)
        table = ann.client.table
        out_in_hand: list[int | None] = []  # the hand Ann saw Robo sitting out in

        def watch(msg: Any) -> None:
            if isinstance(msg, P.TableState) and _sitting_out(table.seat_entry(2)):
                out_in_hand.append(table.hand)

        ann.client.add_listener(watch)
        args = argparse.Namespace(name="Robo", password=None, think_ms=2500, seat=2,
                                  ping_interval=0)
        bot = asyncio.create_task(
            _play_bot(LOCAL, host.port, args, make_bot("random", random.Random(2))))
        await wait_until(lambda: bool(out_in_hand), 60)
        sat_out_at = max(h or 0 for h in out_in_hand)

        def dealt_again() -> bool:
            entry = table.seat_entry(2)
            return (table.hand is not None and table.hand > sat_out_at and entry is not None
                    and entry.in_hand)

        await wait_until(dealt_again, 60)
        await host.stop()
        assert await asyncio.wait_for(bot, 30) == 0


def test_a_frozen_studdesk_host_is_noticed_and_rejoined_when_it_thaws(tmp_path: Path) -> None:
    """A real ``studdesk host`` stopped with SIGSTOP: its kernel keeps the connection (and
    still accepts new ones) but nothing answers. The client notices within its deadline, keeps
    trying, and when the host goes on (SIGCONT) is back in the same seat with the same id."""
    host = subprocess.Popen(
        [sys.executable, "-m", "studdesk", "host", "--headless", "--bind", LOCAL, "--port", "0",
         "--no-mdns", "--data-dir", str(tmp_path), "--name", "Frozen"],
        cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}, stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT, text=True)
    try:
        assert host.stdout is not None
        line = host.stdout.readline()
        assert f"listening on {LOCAL}:" in line, line
        port = int(line.split(f"{LOCAL}:")[1].split()[0])
        asyncio.run(_freeze_and_thaw(host, port))
    finally:
        host.send_signal(signal.SIGCONT)
        host.terminate()
        out, _ = host.communicate(timeout=30)
    assert host.returncode == 0, out


async def _freeze_and_thaw(host: subprocess.Popen[str], port: int) -> None:
    client = await Client.connect(LOCAL, port, "Ann", ping_interval=0.1, pong_timeout=0.5)
    states: list[ConnectionState] = []
    client.add_listener(lambda m: states.append(m) if isinstance(m, ConnectionState) else None)
    try:
        client.sit(1)
        await client.wait_for(lambda t: t.you == (1,), 30)
        client_id, token = client.client_id, client.token
        host.send_signal(signal.SIGSTOP)
        try:
            await wait_until(lambda: client.dead_connections >= 1, 30)
            assert client.table.connection_state is ConnectionState.RECONNECTING
        finally:
            host.send_signal(signal.SIGCONT)
        await wait_until(lambda: client.is_open and client.table.you == (1,), 60)
        assert (client.client_id, client.token) == (client_id, token)
        assert states.count(ConnectionState.RECONNECTING) >= 1
    finally:
        await client.close()


# ------------------------------------------------------------------------ two clients, one token


@async_test
async def test_two_clients_on_one_token_do_not_take_the_seat_from_each_other() -> None:
    """A second client saying hello with the first one's token (a second window on the same
    seat) takes the seat; the first is told ``open_elsewhere`` and does not reconnect (it
    would take the seat back, and the two would swap it without end)."""
    async with running_host() as host:
        opens: dict[str, int] = {"first": 0, "second": 0}

        def counting(who: str) -> Callable[[Any], None]:
            def listen(msg: Any) -> None:
                if msg is ConnectionState.OPEN:
                    opens[who] += 1
            return listen

        first = await Client.connect(LOCAL, host.port, "Ann", reconnect_timeout=30.0)
        first.add_listener(counting("first"))
        first.sit(2)
        await wait_until(lambda: 2 in first.table.you, 10)
        token = first.table.token
        assert token is not None
        second = await Client.connect(LOCAL, host.port, "Ann", token=token,
                                      reconnect_timeout=30.0)
        second.add_listener(counting("second"))
        try:
            await wait_until(lambda: first.table.connection_state is ConnectionState.CLOSED, 15)
            assert first.final_error is not None
            assert first.final_error.code == P.ErrorCode.OPEN_ELSEWHERE
            assert first.final_error.message == "This seat is open in another window."
            # CLOSED (awaited above) is a client's last state, set as its task ends: no
            # reconnect can follow it
            assert second.is_open and 2 in second.table.you
            assert opens == {"first": 0, "second": 0}  # nobody came back (OPEN again)
            assert [p.conn is not None for p in host.core.players if p.name == "Ann"] == [True]
        finally:
            await first.close()
            await second.close()
