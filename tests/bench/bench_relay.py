"""Relay benchmark: what a relay adds to a round trip, what a table sends through it, and a
guest's round trip while the relay answers a flood of bogus rooms. Prints figures; asserts
nothing. The last line is JSON with every figure.

    python tests/bench/bench_relay.py                  # the full run (well under a minute)
    python tests/bench/bench_relay.py --pings 50 --hands 3 --flood 200   # a smoke run

Everything runs in this process on 127.0.0.1: a relay, a table (net.host.TableHost) kept
registered by its agent, and light clients (framing only). A round trip is a ``ping`` to the
table and its ``pong``: straight to the table's port, and through the relay (guest -> relay ->
agent -> table and back: two more hops each way). Bytes a hand: a relay room's byte count over
the hands two relayed random players and a bot played. The flood: ``--flood`` bogus
``relay_join``s, 50 at a time, while a relayed guest keeps pinging.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from net import protocol as P  # noqa: E402
from net.client import Client  # noqa: E402
from net.host import TableHost  # noqa: E402
from net.relay.agent import RelayAgent  # noqa: E402
from net.relay.guest import open_relayed, relay_opener  # noqa: E402
from net.relay.server import RelayLimits, RelayServer  # noqa: E402
from net.relay.wire import RelayJoin, new_secret, room_of  # noqa: E402
from net.tls import open_tls, start_client_tls  # noqa: E402
from tests.net.helpers import RandomPlayer, fast_options  # noqa: E402

LOCAL = "127.0.0.1"


async def hello(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, name: str) -> Any:
    proto = P.Connection(P.Role.CLIENT)
    writer.write(proto.send(P.Hello(protocol=P.PROTOCOL_VERSION, name=name)))
    while True:
        msg = proto.next_event()
        if isinstance(msg, P.Welcome):
            return proto
        if msg is None:
            proto.receive_data(await _read(reader))


async def _read(reader: asyncio.StreamReader) -> bytes:
    data = await reader.read(65536)
    if not data:
        raise ConnectionError("the table closed the connection")
    return data


async def round_trips(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, proto: Any,
                      count: int) -> list[float]:
    times = []
    for nonce in range(1, count + 1):
        start = time.perf_counter()
        writer.write(proto.send(P.Ping(nonce=nonce)))
        while True:
            msg = proto.next_event()
            if isinstance(msg, P.Pong) and msg.nonce == nonce:
                break
            if msg is None:
                proto.receive_data(await reader.read(65536))
        times.append((time.perf_counter() - start) * 1e6)
    return times


def summary(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    return {"p50_us": round(statistics.median(ordered)),
            "p99_us": round(ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))])}


async def main(args: argparse.Namespace) -> dict[str, Any]:
    relay = RelayServer(RelayLimits(connects_per_second=1e6, connect_burst=1e6,
                                    per_address=10_000, max_connections=10_000))
    await relay.start(LOCAL, 0)
    host = TableHost(fast_options(idle_timeout=120.0))
    await host.start(LOCAL, 0)
    agent = RelayAgent(host, LOCAL, relay.port, new_secret())
    agent.start()
    await asyncio.wait_for(agent.registered.wait(), 10)
    figures: dict[str, Any] = {}
    try:
        direct = (await open_tls(LOCAL, host.port, host.fingerprint))[:2]
        proto = await hello(*direct, "Direct")
        figures["direct"] = summary(await round_trips(*direct, proto, args.pings))
        relayed = (await start_client_tls(*await open_relayed(LOCAL, relay.port, agent.room),
                                          host.fingerprint, "the relay"))[:2]
        rproto = await hello(*relayed, "Relayed")
        figures["relayed"] = summary(await round_trips(*relayed, rproto, args.pings))

        # A flood of bogus rooms (from another process) while the relayed guest pings.
        flooder = await asyncio.create_subprocess_exec(
            sys.executable, __file__, "--flood-to", str(relay.port), "--flood", str(args.flood),
            stdout=asyncio.subprocess.PIPE)
        assert flooder.stdout is not None
        reading = asyncio.ensure_future(flooder.stdout.read())
        during: list[float] = []
        while not reading.done():
            during += await round_trips(*relayed, rproto, 10)
        await flooder.wait()
        figures["flood_joins_per_s"] = json.loads(reading.result())["joins_per_s"]
        figures["relayed_during_flood"] = summary(during)
        figures["relay_after_flood"] = relay.stats()
        for w in (direct[1], relayed[1]):
            w.close()

        # Bytes a hand through the relay.
        host.add_bots(1, "easy")
        players = []
        for i, name in enumerate(("Alice", "Bob")):
            client = await Client.connect(LOCAL, relay.port, name, ping_interval=0,
                                          opener=relay_opener(LOCAL, relay.port, agent.room))
            players.append(RandomPlayer(client, random.Random(i)))
            client.sit()
        before = relay.stats()["bytes"]
        first = host.hands_played
        while host.hands_played < first + args.hands:
            await asyncio.sleep(0.05)
        carried = relay.stats()["bytes"] - before
        figures["bytes_per_hand_two_guests"] = round(carried / args.hands)
        for p in players:
            await p.client.leave()
    finally:
        await agent.close()
        await host.stop()
        await relay.close()
    return figures


async def flood(port: int, count: int) -> None:
    """``count`` bogus relay_joins, 50 at a time; prints the rate as JSON."""
    async def bogus(i: int) -> None:
        try:
            r, w = await asyncio.open_connection(LOCAL, port)
            w.write(RelayJoin(room=room_of(f"{i:032d}")).encode())
            await r.read()
            w.close()
        except OSError:
            pass

    start = time.perf_counter()
    for at in range(0, count, 50):
        await asyncio.gather(*(bogus(i) for i in range(at, min(at + 50, count))))
    print(json.dumps({"joins_per_s": round(count / (time.perf_counter() - start))}))


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pings", type=int, default=500)
    parser.add_argument("--hands", type=int, default=10)
    parser.add_argument("--flood", type=int, default=3000)
    parser.add_argument("--flood-to", type=int, default=None, help=argparse.SUPPRESS)
    options = parser.parse_args()
    if options.flood_to is not None:
        asyncio.run(flood(options.flood_to, options.flood))
        sys.exit(0)
    figures = asyncio.run(main(options))
    for key, value in figures.items():
        print(f"{key}: {value}")
    print(json.dumps(figures))
