"""LAN host benchmark: action-to-update latency on loopback, and how many busy tables one host
process serves. Prints figures; asserts nothing. The last line is JSON with every figure.

    python tests/bench/bench_lan.py                      # the full run (about a minute)
    python tests/bench/bench_lan.py --actions 50 --tables 2 --table-actions 20   # a smoke run

The flood scenario (one player flooding at the limit must not slow the table): a table of six quick
bots watched by 30 spectators, played for ``--flood-seconds`` quiet, then as long again while one
seated (sitting-out) player sends ``settings`` changes at ``--flood-rate`` per second (the host's
cost limit allows 50/s). Printed side by side: hands per second and the decision latency (a ``turn``
to the ``action_taken`` that answers it, seen by a spectator).

The host runs in its own process (this script with ``--serve``): N tables, each a
``net.host.TableHost`` on 127.0.0.1 as a real table runs (a journal on disk in a temporary data
directory, so each hand's end takes its fsync; a pause of ``--hand-pause`` seconds between
hands: 0.05 s, where a real table's is 2 s, so that the next deal is not part of the hand's last
action, as it never is at a real table), plus a plain asyncio echo server for the raw TCP round
trip. The clients are light clients (framing, msgpack decoding and the protocol's frame checks,
no table model) so that what is measured is the host and the wire; ``--full-clients`` uses
``net.client.Client`` with its table model instead for the 8-seat table.

The 8-seat table's clients each run in a process of their own (this script with
``--seat-client``), as eight players' programs do: each parses only its own frames, and the
eight parse side by side (on as many cores as the machine has) instead of one after the other.
This process only tells the seat whose turn it is to act once every client has reported the
latest table (through its pipe; the times are the clients' own, ``time.perf_counter``, one
clock for every process on Linux and macOS). ``table8_host`` is the host's own part of each
sample, timed in the host process: from the step that read the move to its frames written to
all eight sockets. ``table8_one_process`` is the same table with the
eight clients in this process, one after the other, as this benchmark measured before: its
figure adds seven other clients' parsing to the last one's. The busy tables' clients all run in
this process.

With ``--baseline CHECKOUT`` (a worktree of an earlier commit) the busy tables are played on
that checkout's host too (its own copy of this script's ``--serve``, its own code; the clients
say its protocol version), taking turns with this one, ``--rounds`` times, both over plain TCP
(an older host may have no TLS), then once more on this one over TLS. Each run's actions per
second and the host's CPU an action (from /proc) count from the moment every client is in;
the means' ratios are printed. ``--skip-table8`` leaves the 8-seat table out.

    python tests/bench/bench_lan.py --skip-table8 --flood-seconds 0 --tables 20 \
        --baseline /path/to/worktree-of-14aa957 --rounds 3

What one sample is: a client sends ``act`` (the clock starts); the host applies it and sends
every connection of the table its censored events, its ``table`` and the ``turn``; the sample
ends when the last of the table's clients has received the ``table`` message that follows that
action. The next action is sent only then, so samples never overlap within a table; the tables
all play at once. Every action is a sample, the last of each hand included.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from net import protocol as P  # noqa: E402


def _pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[k]


def _ms(values: list[float]) -> dict[str, float]:
    return {"median_ms": round(statistics.median(values) * 1000, 3) if values else float("nan"),
            "p99_ms": round(_pct(values, 0.99) * 1000, 3),
            "max_ms": round(max(values) * 1000, 3) if values else float("nan"),
            "samples": len(values)}


# ------------------------------------------------------------------------------ the host side


def _tls() -> dict[str, Any]:
    """What create_connection takes for TLS to a host (net/tls.py: TLS 1.3, the pin unchecked
    here: what is measured is the cost of the encryption)."""
    from net.tls import shared_client_context

    return {"ssl": shared_client_context(), "server_hostname": ""}


class _HostTimes:
    """The host's own part of each sample, timed in the host process (the 8-seat table): from
    the start of the step that read a player's move to the moment the last of the table's
    connections had been written that step's first frames (the move, in its socket), split into
    the steps that ended a hand and the others. It wraps ``TableCore.receive_data`` and
    ``TableHost._write`` of this process: the same for any version of the host."""

    def __init__(self, conns: int) -> None:
        self.conns = conns
        self.start: float | None = None
        self.written: set[int] = set()
        self.reached: float | None = None
        self.played = self.played_after = 0
        self.times: dict[str, list[float]] = {"others": [], "hand_ends": []}

    def install(self) -> None:
        from net.host import TableHost
        from net.table import TableCore

        receive, write = TableCore.receive_data, TableHost._write

        def timed_receive(core: Any, conn_id: int, data: bytes, now: float) -> Any:
            self.begin(core)
            try:
                return receive(core, conn_id, data, now)
            finally:
                self.played_after = core.hands_played

        def timed_write(host: Any, conn_id: int, data: bytes) -> None:
            write(host, conn_id, data)
            if self.start is not None and self.reached is None:
                self.written.add(conn_id)
                if len(self.written) >= self.conns:
                    self.reached = time.perf_counter()

        setattr(TableCore, "receive_data", timed_receive)  # noqa: B010 (timed, not replaced)
        setattr(TableHost, "_write", timed_write)  # noqa: B010

    def begin(self, core: Any) -> None:
        self.finish()
        if core.hand is not None:  # a move in a hand (not a hello, a sit)
            self.start = time.perf_counter()
            self.played = self.played_after = core.hands_played

    def finish(self) -> None:
        if self.start is not None and self.reached is not None:
            kind = "hand_ends" if self.played_after > self.played else "others"
            self.times[kind].append(self.reached - self.start)
        self.start, self.reached = None, None
        self.written = set()


async def _serve(tables: int, seats: int, plain: bool = False, hand_pause: float = 0.0,
                 data: str | None = None) -> None:
    from net.host import HostOptions, TableHost
    from studdesk.engine.config import GameConfig, Variant

    hosts = []
    times = _HostTimes(seats) if tables == 1 else None
    if times is not None:
        times.install()
    for i in range(tables):
        # each table's journal on disk, as a real table's (None: in memory)
        data_dir = Path(data) / f"table{i}" if data else None
        options = HostOptions(name=f"Bench {i}", config=GameConfig.preset(Variant.STUD, 200),
                              seats=seats, timer=600.0, hand_pause=hand_pause,
                              idle_timeout=600.0, data_dir=data_dir)
        host = TableHost(options, tls=not plain)
        await host.start("127.0.0.1", 0)
        hosts.append(host)

    async def echo(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        while data := await reader.read(65536):
            writer.write(data)

    echo_server = await asyncio.start_server(echo, "127.0.0.1", 0)
    print(json.dumps({"ports": [h.port for h in hosts],
                      "echo": echo_server.sockets[0].getsockname()[1]}), flush=True)
    loop = asyncio.get_running_loop()
    await loop.run_in_executor(None, sys.stdin.read)  # until the benchmark closes our stdin
    for h in hosts:
        await h.stop()
    if times is not None:
        times.finish()
        print(json.dumps({"host": {k: _ms(v) for k, v in times.times.items()}}), flush=True)


async def _serve_flood() -> None:
    from net.host import HostOptions, TableHost
    from studdesk.engine.config import GameConfig, Variant

    options = HostOptions(name="Flood", config=GameConfig.preset(Variant.STUD, 200), seats=8,
                          timer=600.0, hand_pause=0.0, idle_timeout=600.0,
                          max_connections=100, max_per_address=64)
    host = TableHost(options)
    await host.start("127.0.0.1", 0)
    host.add_bots(6, "random")
    print(json.dumps({"ports": [host.port]}), flush=True)
    loop = asyncio.get_running_loop()
    await loop.run_in_executor(None, sys.stdin.read)
    await host.stop()


class _Spectator(asyncio.Protocol):
    """Watches. The timing one counts hands (``commit``) and times each decision: from one
    ``action_taken`` to the next in the same hand (the host publishes, the next bot is asked in
    its thread, decides, and the host applies it). The others only take the bytes in, so that
    this process keeps up with the host."""

    def __init__(self, name: str, timing: bool) -> None:
        self.name = name
        self.timing = timing
        self.decoder = P.FrameDecoder()
        self.hands: list[float] = []
        self.latencies: list[float] = []
        self.t_last: float | None = None
        self.received = 0
        self.transport: asyncio.Transport | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport
        transport.write(P.encode_message(P.Hello(protocol=P.PROTOCOL_VERSION, name=self.name))
                        + P.encode_message(P.Watch()))

    def data_received(self, data: bytes) -> None:
        self.received += len(data)
        if not self.timing:
            return
        self.decoder.feed(data)
        now = time.perf_counter()
        while (msg := self.decoder.next_message()) is not None:
            kind = msg["type"]
            if kind == "commit":
                self.hands.append(now)
                self.t_last = None
            elif kind == "event" and msg["event"].get("type") == "action_taken":
                if self.t_last is not None:
                    self.latencies.append(now - self.t_last)
                self.t_last = now


class _Flooder(asyncio.Protocol):
    """Sits, sits out, sends ``settings``, and counts the errors it gets."""

    def __init__(self) -> None:
        self.transport: asyncio.Transport | None = None
        self.errors: dict[str, int] = {}
        self.closed = False

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport
        transport.write(P.encode_message(P.Hello(protocol=P.PROTOCOL_VERSION, name="Flooder"))
                        + P.encode_message(P.Sit()) + P.encode_message(P.SitOut()))

    def data_received(self, data: bytes) -> None:
        # Counted in the raw bytes (no decoding: this process must not steal the host's CPU).
        for code in (b"too_fast", b"out_of_order", b"bad_field"):
            if n := data.count(code):
                key = code.decode()
                self.errors[key] = self.errors.get(key, 0) + n

    def connection_lost(self, exc: Exception | None) -> None:
        self.closed = True


async def _run_flood(port: int, spectators: int, seconds: float, rate: float
                     ) -> dict[str, Any]:
    loop = asyncio.get_running_loop()
    watchers = [_Spectator(f"W{i}", i == 0) for i in range(spectators)]
    for w in watchers:
        await loop.create_connection(lambda w=w: w, "127.0.0.1", port, **_tls())  # type: ignore[misc]
    flooder = _Flooder()
    await loop.create_connection(lambda: flooder, "127.0.0.1", port, **_tls())
    await asyncio.sleep(1.0)  # everyone in; the bots are dealing
    timer = watchers[0]

    settings = [P.encode_message(P.Settings(auto_muck=bool(i))) for i in range(2)]
    totals: dict[bool, dict[str, Any]] = {
        False: {"hands": 0, "lat": [], "sent": 0}, True: {"hands": 0, "lat": [], "sent": 0}}

    async def phase(flood: bool, seconds: float) -> None:
        timer.hands.clear()
        timer.latencies.clear()
        start = time.perf_counter()
        sent = 0
        while (elapsed := time.perf_counter() - start) < seconds:
            if flood and flooder.transport is not None and not flooder.closed:
                due = int(elapsed * rate) + 1
                frames = b"".join(settings[(sent + i) % 2] for i in range(due - sent))
                flooder.transport.write(frames)
                sent = due
            await asyncio.sleep(0.01)
        total = totals[flood]
        total["hands"] += len(timer.hands)
        total["lat"] += timer.latencies
        total["sent"] += sent

    # quiet and flood phases take turns (four of each), so that a machine whose load drifts
    # shifts both alike
    for _ in range(4):
        await phase(False, seconds / 4)
        await phase(True, seconds / 4)

    def result(flood: bool) -> dict[str, Any]:
        total = totals[flood]
        return {"hands_per_s": round(total["hands"] / seconds, 2), "hands": total["hands"],
                "settings_sent": total["sent"], **_ms(total["lat"])}

    quiet = result(False)
    flood = result(True)
    flood["flooder_errors"] = dict(flooder.errors)
    flood["flooder_cut_off"] = flooder.closed
    for w in [*watchers, flooder]:
        if w.transport is not None:
            w.transport.close()
    return {"spectators": spectators, "seconds": seconds, "rate": rate, "quiet": quiet,
            "flood": flood}


# ------------------------------------------------------------------------------ the client side


class _Table:
    """One table's clients and its action/update bookkeeping. A table state is keyed by
    (hand, actions taken in it), read from the ``table`` message's view. ``protocol``: the
    version the clients say in their hello (a baseline host's own, see ``--baseline``)."""

    def __init__(self, size: int, rng: random.Random, limit: int,
                 protocol: int = P.PROTOCOL_VERSION) -> None:
        self.size = size
        self.protocol = protocol
        self.rng = rng
        self.limit = limit
        self.clients: list[_LightClient] = []
        self.expect: tuple[int, int] = (0, 0)  # the state the last action leads to
        self.t_act: float | None = None
        self.latencies: list[float] = []
        self.done = asyncio.get_event_loop().create_future()
        self.started = False  # no move before every table's clients are in (_run_tables)

    def seen(self) -> None:
        if self.t_act is not None and len(self.clients) == self.size and all(
                c.state >= self.expect for c in self.clients):
            self.latencies.append(time.perf_counter() - self.t_act)
            self.t_act = None
            if len(self.latencies) >= self.limit and not self.done.done():
                self.done.set_result(None)
                return
        self.maybe_act()

    def maybe_act(self) -> None:
        if (not self.started or self.t_act is not None or self.done.done()
                or len(self.clients) < self.size):
            return
        latest = max(c.state for c in self.clients)
        if any(c.state < latest for c in self.clients):
            return  # someone has not seen the latest update yet
        for c in self.clients:
            turn = c.turn
            if turn is not None and turn["seat"] == c.seat and (turn["hand"], c.state[1]) == latest:
                c.turn = None
                choice = _choose(self.rng, turn["actions"])
                self.expect = (latest[0], latest[1] + 1)
                self.t_act = time.perf_counter()
                c.act(turn["hand"], choice)
                return


class _LightClient(asyncio.Protocol):
    def __init__(self, table: _Table, name: str, seat: int) -> None:
        self.table = table
        self.name = name
        self.seat = seat
        self.decoder = P.FrameDecoder()
        self.transport: asyncio.Transport | None = None
        self.state: tuple[int, int] = (0, 0)  # (hand, actions taken in it) of the last table
        self.turn: dict[str, Any] | None = None
        self.ready = asyncio.get_event_loop().create_future()

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport
        # the map itself: the Hello record refuses a version other than this side's own
        transport.write(P.encode_trusted({"type": "hello", "protocol": self.table.protocol,
                                          "name": self.name})
                        + P.encode_message(P.Sit(seat=self.seat)))

    def data_received(self, data: bytes) -> None:
        self.decoder.feed(data)
        table = self.table
        while (msg := self.decoder.next_message()) is not None:
            kind = msg["type"]
            if kind == "table":
                if not self.ready.done():
                    self.ready.set_result(None)
                views = msg.get("views") or []
                if views:
                    self.state = (views[0]["hand"], len(views[0]["actions"]))
                    table.seen()
            elif kind == "turn":
                self.turn = msg
                table.maybe_act()

    def act(self, hand: int, choice: dict[str, Any]) -> None:
        assert self.transport is not None
        amount = choice.get("to") if choice["action"] in P.SIZED_ACTIONS else None
        self.transport.write(P.encode_message(P.Act(hand=hand, action=choice["action"],
                                                    amount=amount)))


async def _run_tables(ports: list[int], size: int, limit: int, seed: int, *,
                      plain: bool = False, protocol: int = P.PROTOCOL_VERSION,
                      on_ready: Any = None) -> list[_Table]:
    """Play the tables to ``limit`` samples each; ``on_ready()`` is called when every client
    has its first table (the connections made: what follows is play alone)."""
    loop = asyncio.get_running_loop()
    tls = {} if plain else _tls()
    tables = []
    for t, port in enumerate(ports):
        table = _Table(size, random.Random(seed + t), limit, protocol)
        for seat in range(1, size + 1):
            client = _LightClient(table, f"T{t}S{seat}", seat)
            await loop.create_connection(lambda c=client: c, "127.0.0.1", port,  # type: ignore[misc]
                                         **tls)
            table.clients.append(client)
        tables.append(table)
    for table in tables:
        await asyncio.gather(*(c.ready for c in table.clients))
    if on_ready is not None:
        on_ready()
    # Deal: the first hand starts once two players sit; wait for a turn, then play (every
    # table at once: none plays while the others' clients still connect)
    for table in tables:
        table.started = True
        table.maybe_act()
    await asyncio.wait_for(asyncio.gather(*(t.done for t in tables)), 600)
    for table in tables:
        for c in table.clients:
            if c.transport is not None:
                c.transport.close()
    return tables


def _choose(rng: random.Random, actions: list[dict[str, Any]]) -> dict[str, Any]:
    """A move of the turn's: mostly a check, call or bring-in, else any."""
    passive = [a for a in actions if a["action"] in ("check", "call", "bring_in")]
    return rng.choice(passive) if passive and rng.random() < 0.8 else rng.choice(actions)


class _SeatClient(asyncio.Protocol):
    """One seat's light client in a process of its own (``--seat-client``). It says on its
    stdout ``ready`` at its first ``table``, ``state HAND ACTIONS TIME`` when a ``table`` it
    parsed shows a new state (TIME: ``time.perf_counter()`` just after the parse), ``turn
    HAND ACTIONS`` for a turn of its seat, and ``acted TIME`` when it sent ``act`` (TIME: just
    before the write); it acts when its stdin says ``act``."""

    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng
        self.decoder = P.FrameDecoder()
        self.transport: asyncio.Transport | None = None
        self.state: tuple[int, int] = (0, 0)
        self.turn: dict[str, Any] | None = None
        self.ready = False

    @staticmethod
    def say(line: str) -> None:
        os.write(1, (line + "\n").encode())

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport
        transport.write(P.encode_message(P.Hello(protocol=P.PROTOCOL_VERSION,
                                                 name=f"S{self.seat}"))
                        + P.encode_message(P.Sit(seat=self.seat)))

    def data_received(self, data: bytes) -> None:
        self.decoder.feed(data)
        while (msg := self.decoder.next_message()) is not None:
            kind = msg["type"]
            if kind == "table":
                views = msg.get("views") or []
                if views:
                    state = (views[0]["hand"], len(views[0]["actions"]))
                    if state != self.state:
                        self.state = state
                        self.say(f"state {state[0]} {state[1]} {time.perf_counter()!r}")
                if not self.ready:
                    self.ready = True
                    self.say("ready")
            elif kind == "turn" and msg["seat"] == self.seat:
                self.turn = msg
                self.say(f"turn {msg['hand']} {self.state[1]}")

    def act(self) -> None:
        turn, self.turn = self.turn, None
        assert turn is not None and self.transport is not None
        choice = _choose(self.rng, turn["actions"])
        amount = choice.get("to") if choice["action"] in P.SIZED_ACTIONS else None
        frame = P.encode_message(P.Act(hand=turn["hand"], action=choice["action"],
                                       amount=amount))
        t_act = time.perf_counter()
        self.transport.write(frame)
        self.say(f"acted {t_act!r}")


async def _seat_client(port: int, seat: int, seed: int, plain: bool) -> None:
    loop = asyncio.get_running_loop()
    client = _SeatClient(seat, random.Random(seed * 1000 + seat))
    await loop.create_connection(lambda: client, "127.0.0.1", port, **({} if plain else _tls()))
    commands = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(commands), sys.stdin)
    while (await commands.readline()).strip() == b"act":
        client.act()
    if client.transport is not None:
        client.transport.close()


async def _run_table_procs(port: int, size: int, limit: int, seed: int, *,
                           plain: bool = False) -> tuple[list[float], list[float]]:
    """The table's ``size`` clients, each in a process of its own (see the module docstring);
    the samples, in seconds, and those of them that ended a hand."""
    procs = [await asyncio.create_subprocess_exec(
        sys.executable, __file__, "--seat-client", str(port), "--seat", str(seat),
        "--seed", str(seed), *(["--plain"] if plain else []),
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)}) for seat in range(1, size + 1)]
    ready = [False] * size
    states = [(0, 0)] * size
    turns: list[tuple[int, int] | None] = [None] * size
    sample: dict[str, Any] = {"expect": None, "t_act": None, "first": {}}
    latencies: list[float] = []
    hands: list[int] = []  # the hand of each sample's action
    done = asyncio.get_running_loop().create_future()

    def check() -> None:
        if sample["expect"] is not None:
            if sample["t_act"] is None or len(sample["first"]) < size:
                return
            latencies.append(max(sample["first"].values()) - sample["t_act"])
            hands.append(sample["expect"][0])
            sample["expect"] = None
            if len(latencies) >= limit:
                if not done.done():
                    done.set_result(None)
                return
        if not all(ready):
            return
        latest = max(states)
        if any(st < latest for st in states):
            return  # someone has not seen the latest update yet
        for i, turn in enumerate(turns):
            if turn == latest:
                turns[i] = None
                sample.update(expect=(latest[0], latest[1] + 1), t_act=None, first={})
                stdin = procs[i].stdin
                assert stdin is not None
                stdin.write(b"act\n")
                return

    async def listen(i: int) -> None:
        out = procs[i].stdout
        assert out is not None
        while line := await out.readline():
            word, *rest = line.split()
            if word == b"ready":
                ready[i] = True
            elif word == b"state":
                states[i] = (int(rest[0]), int(rest[1]))
                expect = sample["expect"]
                if expect is not None and states[i] >= expect and i not in sample["first"]:
                    sample["first"][i] = float(rest[2])
            elif word == b"turn":
                turns[i] = (int(rest[0]), int(rest[1]))
            elif word == b"acted":
                sample["t_act"] = float(rest[0])
            check()
        if not done.done():
            done.set_exception(RuntimeError(f"the client of seat {i + 1} ended early"))

    listeners = [asyncio.ensure_future(listen(i)) for i in range(size)]
    try:
        await asyncio.wait_for(done, 600)
    finally:
        for proc in procs:
            if proc.stdin is not None:
                proc.stdin.write(b"quit\n")
                proc.stdin.close()
        for proc in procs:
            try:
                await asyncio.wait_for(proc.wait(), 10)
            except TimeoutError:
                proc.kill()
        for task in listeners:
            task.cancel()
    # a hand's last action is the last sample of its hand (but for the last hand played)
    ends = [x for x, hand, after in zip(latencies, hands, hands[1:]) if after != hand]
    return latencies, ends


async def _run_full_table(port: int, size: int, limit: int, seed: int) -> list[float]:
    """The 8-seat table with net.client.Client (full parsing and the table model)."""
    from net.client import Client

    rng = random.Random(seed)
    clients = [await Client.connect("127.0.0.1", port, f"F{s}", ping_interval=0)
               for s in range(1, size + 1)]
    state: dict[str, Any] = {"t": None, "n": 0, "lat": []}
    counts = [0] * size
    seen = [0] * size
    done = asyncio.get_running_loop().create_future()

    def maybe_act() -> None:
        if state["t"] is not None or done.done() or min(seen) < state["n"] or min(counts) < state["n"]:
            return
        for c in clients:
            t = c.table.turn
            if t is not None and t.seat in c.table.you:
                passive = [a for a in t.actions if a.action in ("check", "call", "bring_in")]
                choice = rng.choice(passive) if passive and rng.random() < 0.8 else rng.choice(
                    t.actions)
                state["n"] += 1
                state["t"] = time.perf_counter()
                c.act(t.seat, choice, t.hand)
                return

    def listener(i: int) -> Any:
        def on(msg: Any) -> None:
            if isinstance(msg, P.Event) and msg.event.type == "action_taken":
                counts[i] += 1
            elif isinstance(msg, P.TableState) and seen[i] < counts[i]:
                seen[i] = counts[i]
                if state["t"] is not None and min(seen) >= state["n"]:
                    state["lat"].append(time.perf_counter() - state["t"])
                    state["t"] = None
                    if len(state["lat"]) >= limit and not done.done():
                        done.set_result(None)
                        return
                maybe_act()
            elif isinstance(msg, P.Turn):
                maybe_act()
        return on

    for i, c in enumerate(clients):
        c.add_listener(listener(i))
        c.sit(i + 1)
    await asyncio.sleep(0.2)
    maybe_act()
    await asyncio.wait_for(done, 600)
    for c in clients:
        await c.close()
    lat: list[float] = state["lat"]
    return lat


async def _echo_rtt(port: int, count: int) -> list[float]:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    payload = b"x" * 100
    out = []
    for _ in range(count):
        t0 = time.perf_counter()
        writer.write(payload)
        got = 0
        while got < len(payload):
            got += len(await reader.read(65536))
        out.append(time.perf_counter() - t0)
    writer.close()
    return out


def _start_server(tables: int, seats: int, *, flood: bool = False, plain: bool = False,
                  hand_pause: float = 0.0, data: str | None = None, baseline: str | None = None
                  ) -> tuple[subprocess.Popen[str], dict[str, Any]]:
    """The host process. ``baseline``: another checkout's own host (its own copy of this
    script's ``--serve``, its own code on its path; plain TCP, an in-memory journal, no pause
    between hands: what this script's busy tables run as well)."""
    if baseline is not None:
        root = Path(baseline).resolve()
        argv = [sys.executable, str(root / "tests" / "bench" / "bench_lan.py"),
                "--serve", str(tables), "--seats", str(seats)]
        if (root / "net" / "tls.py").exists():  # a host with TLS: its plain TCP, as ours
            argv.append("--plain")
    else:
        root = ROOT
        argv = [sys.executable, __file__, *(["--serve-flood"] if flood else [
            "--serve", str(tables), "--seats", str(seats), "--hand-pause", str(hand_pause)])]
        if plain:
            argv.append("--plain")
        if data:
            argv += ["--data", data]
    proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                            cwd=root, env={**os.environ, "PYTHONPATH": str(root)})
    assert proc.stdout is not None
    info: dict[str, Any] = json.loads(proc.stdout.readline())
    return proc, info


def _cpu_seconds(pid: int) -> float:
    """A process's user and system CPU so far (Linux's /proc; nan elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return float("nan")
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _protocol_of(checkout: str) -> int:
    """The protocol version another checkout's host speaks."""
    out = subprocess.run([sys.executable, "-c", "from net.protocol import PROTOCOL_VERSION;"
                          " print(PROTOCOL_VERSION)"], cwd=checkout, capture_output=True,
                         text=True, check=True, env={**os.environ, "PYTHONPATH": checkout})
    return int(out.stdout)


def _stop_server(proc: subprocess.Popen[str]) -> dict[str, Any]:
    """Stop the host; what it said last (the 8-seat table's host times), or {}."""
    try:
        out, _ = proc.communicate(timeout=30)  # closes its stdin: the host stops
    except subprocess.TimeoutExpired:
        proc.kill()
        return {}
    lines = out.strip().splitlines()
    said: dict[str, Any] = json.loads(lines[-1]) if lines else {}
    return said


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--serve", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument("--seats", type=int, default=8, help=argparse.SUPPRESS)
    parser.add_argument("--actions", type=int, default=2000, help="samples on the 8-seat table")
    parser.add_argument("--rtt", type=int, default=2000, help="raw TCP round trips")
    parser.add_argument("--tables", type=int, default=50, help="busy tables in one process")
    parser.add_argument("--table-size", type=int, default=6)
    parser.add_argument("--table-actions", type=int, default=200, help="samples per busy table")
    parser.add_argument("--full-clients", action="store_true",
                        help="also time the 8-seat table with net.client.Client")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--flood-seconds", type=float, default=10.0,
                        help="each phase of the flood scenario (0: skip it)")
    parser.add_argument("--flood-rate", type=float, default=50.0,
                        help="settings per second from the flooding player")
    parser.add_argument("--flood-spectators", type=int, default=30)
    parser.add_argument("--serve-flood", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--plain", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--only-table8", action="store_true",
                        help="only the 8-seat table, over TLS and over plain TCP (what TLS"
                             " costs the LAN)")
    parser.add_argument("--hand-pause", type=float, default=0.05,
                        help="the 8-seat table's pause between hands, seconds (a real"
                             " table's is 2)")
    parser.add_argument("--journal-in-memory", action="store_true",
                        help="the 8-seat table's journal in memory (no fsync), as this"
                             " benchmark ran before")
    parser.add_argument("--baseline", metavar="CHECKOUT",
                        help="also run the busy tables on another checkout's host (e.g. a"
                             " worktree of an older commit), taking turns with this one")
    parser.add_argument("--rounds", type=int, default=2,
                        help="turns each host takes with --baseline")
    parser.add_argument("--skip-table8", action="store_true",
                        help="only the busy tables and the flood")
    parser.add_argument("--data", help=argparse.SUPPRESS)
    parser.add_argument("--seat-client", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument("--seat", type=int, default=1, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.seat_client:
        asyncio.run(_seat_client(args.seat_client, args.seat, args.seed, args.plain))
        return
    if args.serve_flood:
        asyncio.run(_serve_flood())
        return
    if args.serve:
        asyncio.run(_serve(args.serve, args.seats, plain=args.plain,
                           hand_pause=args.hand_pause, data=args.data))
        return

    results: dict[str, Any] = {"python": sys.version.split()[0], "cpus": os.cpu_count()}
    if not args.skip_table8:
        with tempfile.TemporaryDirectory(prefix="bench-lan-") as data:
            _table8(args, results, data)
    if args.only_table8:
        print(json.dumps(results))
        return
    _the_rest(args, results)


def _table8(args: argparse.Namespace, results: dict[str, Any], data: str) -> None:
    """The raw round trip and the 8-seat table: over TLS with a process per client, over TLS
    with every client in this process, over plain TCP with a process per client."""
    results["table8_setup"] = {"hand_pause": args.hand_pause,
                               "journal": "memory" if args.journal_in_memory else "disk"}
    runs = 0

    def server(plain: bool = False) -> tuple[subprocess.Popen[str], dict[str, Any]]:
        nonlocal runs
        runs += 1  # each server a fresh journal (a second would resume the first's session)
        return _start_server(1, 8, plain=plain, hand_pause=args.hand_pause,
                             data=None if args.journal_in_memory else f"{data}/run{runs}")

    def line(key: str, what: str) -> str:
        r = results[key]
        return (f"8 clients ({what}), action to all 8 updated: median {r['median_ms']} ms,"
                f" p99 {r['p99_ms']} ms, max {r['max_ms']} ms ({r['samples']} actions)")

    proc, info = server()
    try:
        rtt = asyncio.run(_echo_rtt(info["echo"], args.rtt))
        results["raw_tcp_rtt"] = _ms(rtt)
        print(f"raw asyncio TCP round trip (100 B, loopback, two processes): "
              f"median {results['raw_tcp_rtt']['median_ms']} ms, "
              f"p99 {results['raw_tcp_rtt']['p99_ms']} ms")
        lat, ends = asyncio.run(_run_table_procs(info["ports"][0], 8, args.actions, args.seed))
        results["table8"] = {**_ms(lat), "hand_ends": _ms(ends)}
        print(line("table8", "TLS, a process each"))
        e = results["table8"]["hand_ends"]
        print(f"  of them the {e['samples']} that ended a hand: median {e['median_ms']} ms,"
              f" max {e['max_ms']} ms")
    finally:
        said = _stop_server(proc)
    if "host" in said:
        results["table8_host"] = host = said["host"]
        print("  the host's part (a move's step to its frames written to all 8): hand ends"
              f" median {host['hand_ends']['median_ms']} ms, max {host['hand_ends']['max_ms']}"
              f" ms; other moves median {host['others']['median_ms']} ms, p99"
              f" {host['others']['p99_ms']} ms")
    proc, info = server()
    try:
        (table,) = asyncio.run(_run_tables(info["ports"], 8, args.actions, args.seed))
        results["table8_one_process"] = _ms(table.latencies)
        print(line("table8_one_process", "TLS, all in one process, one after the other"))
    finally:
        _stop_server(proc)
    # The same table over plain TCP (the host's tls=False, kept for this measure alone): what
    # TLS costs, as a ratio of the two in this run
    proc, info = server(plain=True)
    try:
        lat, ends = asyncio.run(_run_table_procs(info["ports"][0], 8, args.actions, args.seed,
                                                 plain=True))
        results["table8_plain"] = {**_ms(lat), "hand_ends": _ms(ends)}
    finally:
        _stop_server(proc)
    tls8, plain8 = results["table8"], results["table8_plain"]
    results["tls_ratio"] = {k: round(tls8[k] / plain8[k], 3) if plain8[k] else float("nan")
                            for k in ("median_ms", "p99_ms")}
    print(f"{line('table8_plain', 'plain TCP, a process each')}; TLS / plain: median"
          f" {results['tls_ratio']['median_ms']}, p99 {results['tls_ratio']['p99_ms']}")
    if args.full_clients:
        proc, info = server()
        try:
            lat = asyncio.run(_run_full_table(info["ports"][0], 8, args.actions, args.seed))
            results["table8_full_clients"] = _ms(lat)
            print(f"8 net.client.Client (full model), action to all 8 updated: median "
                  f"{results['table8_full_clients']['median_ms']} ms, p99 "
                  f"{results['table8_full_clients']['p99_ms']} ms")
        finally:
            _stop_server(proc)


def _busy(args: argparse.Namespace, checkout: str | None, plain: bool, protocol: int
          ) -> dict[str, Any]:
    """The busy tables once, on this checkout's host or another's; actions per second and the
    host's CPU an action are counted from the moment every client is in."""
    proc, info = _start_server(args.tables, args.table_size, plain=plain, baseline=checkout)
    mark: dict[str, float] = {}

    def ready() -> None:
        mark.update(start=time.perf_counter(), cpu=_cpu_seconds(proc.pid))

    try:
        tables = asyncio.run(_run_tables(info["ports"], args.table_size, args.table_actions,
                                         args.seed, plain=plain, protocol=protocol,
                                         on_ready=ready))
        elapsed = time.perf_counter() - mark["start"]
        cpu = _cpu_seconds(proc.pid) - mark["cpu"]
    finally:
        _stop_server(proc)
    lat = [x for t in tables for x in t.latencies]
    return {"tables": args.tables, "clients": args.tables * args.table_size, "plain": plain,
            **_ms(lat), "actions_per_s": round(len(lat) / elapsed, 1),
            "host_cpu_ms_per_action": round(cpu / len(lat) * 1000, 4)}


def _the_rest(args: argparse.Namespace, results: dict[str, Any]) -> None:
    """The busy tables and the flood."""

    runs = [("main", None, False)]
    if args.baseline:
        # side by side: the baseline's host and this one over plain TCP (a baseline may have no
        # TLS), taking turns, then this one over TLS
        runs = [("baseline", args.baseline, True), ("main_plain", None, True)] * args.rounds
        runs.append(("main", None, False))
    protocols = {None: P.PROTOCOL_VERSION}
    if args.baseline:
        protocols[args.baseline] = _protocol_of(args.baseline)
    busy: dict[str, list[dict[str, Any]]] = {}
    for name, checkout, plain in runs:
        busy.setdefault(name, []).append(_busy(args, checkout, plain, protocols[checkout]))
        b = busy[name][-1]
        print(f"{name}: {args.tables} tables x {args.table_size} clients in one host process"
              f"{'' if plain else ' (TLS)'}: action to table updated median {b['median_ms']}"
              f" ms, p99 {b['p99_ms']} ms, {b['actions_per_s']} actions/s in all, host CPU"
              f" {b['host_cpu_ms_per_action']} ms an action", flush=True)
    results["busy_tables"] = busy["main"][-1]
    if args.baseline:
        def mean(name: str, key: str) -> float:
            return statistics.fmean(r[key] for r in busy[name])

        keys = ("actions_per_s", "median_ms", "p99_ms", "host_cpu_ms_per_action")
        results["busy_baseline"] = {"baseline": args.baseline, "rounds": args.rounds,
                                    **{f"{name}_runs": busy[name] for name in busy}}
        ratios = {k: round(mean("main_plain", k) / mean("baseline", k), 3) for k in keys}
        results["busy_baseline"]["main_over_baseline"] = ratios
        print(f"this host / the baseline's (plain TCP, {args.rounds} rounds, means): actions/s"
              f" {ratios['actions_per_s']}x, median {ratios['median_ms']}x, p99"
              f" {ratios['p99_ms']}x, host CPU an action {ratios['host_cpu_ms_per_action']}x")
    if args.flood_seconds > 0:
        proc, info = _start_server(0, 8, flood=True)
        try:
            f = asyncio.run(_run_flood(info["ports"][0], args.flood_spectators,
                                       args.flood_seconds, args.flood_rate))
        finally:
            _stop_server(proc)
        results["flood"] = f
        q, fl = f["quiet"], f["flood"]
        ratio = fl["hands_per_s"] / q["hands_per_s"] if q["hands_per_s"] else float("nan")
        f["hand_rate_ratio"] = round(ratio, 3)
        print(f"flood: 6 bots, {f['spectators']} spectators, {f['seconds']} s each:"
              f"\n  {'':8} {'hands/s':>8} {'decision p50':>13} {'p99':>9}"
              f"\n  {'quiet':8} {q['hands_per_s']:>8} {q['median_ms']:>10} ms {q['p99_ms']:>6} ms"
              f"\n  {'flood':8} {fl['hands_per_s']:>8} {fl['median_ms']:>10} ms "
              f"{fl['p99_ms']:>6} ms  ({fl['settings_sent']} settings at {f['rate']}/s;"
              f" refused {fl['flooder_errors']}; cut off: {fl['flooder_cut_off']})"
              f"\n  hand rate with the flood: {ratio:.0%} of the quiet table")
    print(json.dumps(results))


if __name__ == "__main__":
    main()
