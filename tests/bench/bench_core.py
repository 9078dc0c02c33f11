"""Benchmark: the table core's CPU time per message received, this checkout beside another one
(an earlier commit) in the same run (a script: pytest does not collect it).

A round is a fresh table core on a fake clock (:mod:`tests.net.tablekit`, each checkout's own)
with ``--players`` connections, each holding a seat and answering every turn at once with a
seeded random move, for ``--hands`` hands. The figure is the CPU time (``time.process_time``)
spent inside :meth:`TableCore.receive_data` (and, shown apart, in :meth:`TableCore.tick`, which
deals the next hand) divided by the messages received: what a move costs the host from the
bytes in to the frames out for every connection, without sockets. The connections' own
decoding of what they are sent is outside the figure.

With ``--baseline DIR`` (a checkout of an earlier commit, for instance
``mkdir /tmp/before && git archive 14aa957 | tar -x -C /tmp/before``) each checkout gets a
worker process and the two take turns, a round each, ``--rounds`` times, so that the load of
a shared machine falls on both alike. The best round of each is compared (the least disturbed),
and the ratio round by round is given too.

    python tests/bench/bench_core.py --baseline /work/wt/base14 [--rounds 8] [--hands 30]

Beside it: the median and 99th percentile of one step (a message in, its frames out), and
the CPU time the connections take to decode what the host sent them (bench_lan.py's light
clients, all in one process there), per message.

With ``--callgrind`` the figure is the instructions the table core runs instead of its CPU
time: the only figure here that does not move with the load of a shared machine. Each checkout
plays the same seeded hands under Valgrind's callgrind (``apt-get install valgrind``; both
checkouts side by side, a core each), once with ``--hands`` hands and once with none (the start:
interpreter, imports, the table's set-up, two hands to warm up), and the difference is the hands'
cost. The players are not connections that decode what they are sent: each move is read from the
core's hand (``hand.legal_actions()``, seeded), as the hand and the core are named in 14aa957 and
today, so that nothing but the host is counted. About a minute and a half a checkout.

    python tests/bench/bench_core.py --callgrind --baseline /work/wt/base14 [--hands 15]

The last line printed is JSON: ``{"us_per_msg": ..., "messages": ..., "load": ...,
"step_p99_us": ..., "decode_us_per_msg": ..., "baseline_us_per_msg": ...,
"baseline_messages": ..., "ratio": ..., "ratio_spread": [low, high]}`` (messages: of a
round; the same in both checkouts while neither changed the dealing). Figures only: nothing
here asserts on time.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]


class Worker:
    """A checkout's worker process: plays a round each time it is asked."""

    def __init__(self, tree: Path, players: int, hands: int) -> None:
        self.tree = tree
        self.process = subprocess.Popen(
            [sys.executable, str(Path(__file__).resolve()), "--worker", str(tree),
             "--players", str(players), "--hands", str(hands)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=tree,
            env={**os.environ, "PYTHONPATH": str(tree)})

    def round(self) -> dict[str, Any]:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write("go\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        if not line:
            raise SystemExit(f"the worker for {self.tree} stopped")
        answer: dict[str, Any] = json.loads(line)
        return answer

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait()


def play(players: int, hands: int) -> dict[str, Any]:
    """One round in this process: the core's CPU seconds in ``receive_data`` and ``tick``, and
    the messages it received."""
    from tests.net.tablekit import Auto, Kit

    kit = Kit(seed=7)
    peers = [kit.join(f"P{i}", address=f"10.0.0.{i}") for i in range(1, players + 1)]
    core = kit.core
    spent = {"receive": 0.0, "tick": 0.0, "messages": 0}
    steps: list[float] = []  # each message's time in receive_data
    receive_data, tick = core.receive_data, core.tick

    def timed_receive(conn_id: int, data: bytes, now: float) -> Any:
        start = time.process_time()
        out = receive_data(conn_id, data, now)
        steps.append(time.process_time() - start)
        spent["receive"] += steps[-1]
        spent["messages"] += 1
        return out

    def timed_tick(now: float) -> Any:
        start = time.process_time()
        out = tick(now)
        spent["tick"] += time.process_time() - start
        return out

    core.receive_data = timed_receive  # type: ignore[method-assign]
    core.tick = timed_tick  # type: ignore[method-assign]
    # No garbage collection during the round: the scripted connections keep every message
    # they decoded, a heap the host does not have, which made the collector's passes (timed
    # wherever they fell) the largest difference from one round to the next.
    gc.collect()
    gc.disable()
    try:
        Auto(kit, peers, seed=3).run(hands)
    finally:
        gc.enable()
    return {**spent, "hands": hands, "bytes": sum(len(p.raw) for p in peers),
            "step_p50": statistics.median(steps), "step_p99": percentile(steps, 0.99),
            "decode": decoding([bytes(p.raw) for p in peers])}


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def decoding(streams: list[bytes]) -> float:
    """CPU seconds a light client (bench_lan.py's: framing, msgpack and the protocol's frame
    checks) spends decoding each of ``streams``, all together: what the 8 clients of
    bench_lan.py's 8-seat table cost the process they share."""
    from net import protocol as P

    start = time.process_time()
    for data in streams:
        decoder = P.FrameDecoder()
        decoder.feed(data)
        while decoder.next_message() is not None:
            pass
    return time.process_time() - start


def work(players: int, hands: int) -> None:
    """The worker's side: a warm-up round, then one round per ``go``."""
    play(players, 2)
    for _ in sys.stdin:
        print(json.dumps(play(players, hands)), flush=True)


def count(tree: Path, players: int, hands: int) -> None:
    """``--count``'s side, run under callgrind: ``players`` seats answer every turn at once with
    a seeded move read from the hand in play, for two hands and then ``hands`` more; prints the
    messages the core received and the hands played."""
    import random

    sys.path.insert(0, str(tree))
    from net import protocol as P
    from net.journal import Journal
    from net.table import HostOptions, TableCore
    from studdesk.engine.config import GameConfig, Variant

    token = "a" * 24
    options = HostOptions(name="Count", config=GameConfig.preset(Variant.STUD, 200),
                          seats=players, timer=600.0, hand_pause=0.0, idle_timeout=1e6,
                          admin_token=token)
    now = 1000.0
    core = TableCore(options, admin_token=token, journal=Journal(":memory:"),
                     rng=random.Random(7), now=now)
    core.restore(now)
    for i in range(1, players + 1):
        core.connect(i, f"10.0.0.{i}", now)
        core.receive_data(i, P.encode_message(P.Hello(protocol=P.PROTOCOL_VERSION,
                                                      name=f"P{i}")), now)
        core.receive_data(i, P.encode_message(P.Sit(seat=i)), now)
    rng = random.Random(3)
    messages = 0

    def play(n: int) -> None:
        nonlocal now, messages
        target = core.hands_played + n
        while core.hands_played < target:
            now += 0.01
            core.tick(now)
            hand = core.hand
            if hand is None or hand.acting_seat is None:
                continue
            move = rng.choice(list(hand.legal_actions()))
            amount = move.to if move.kind.value in P.SIZED_ACTIONS else None
            core.receive_data(hand.acting_seat, P.encode_message(P.Act(
                hand=hand.number, action=move.kind.value, amount=amount)), now)
            messages += 1

    play(2)
    gc.disable()  # as in a timed round (with the collector on: the same count, to 0.2 %)
    before = messages
    play(hands)
    print(json.dumps({"messages": messages - before, "hands": core.hands_played}), flush=True)


def callgrind(trees: list[Path], players: int, hands: int) -> list[dict[str, Any]]:
    """Each checkout's instructions for ``hands`` hands (two runs under callgrind each, with
    and without them), the checkouts side by side."""
    import shutil

    if shutil.which("valgrind") is None:
        raise SystemExit("--callgrind needs Valgrind: apt-get install valgrind")

    def start(tree: Path, n: int) -> subprocess.Popen[str]:
        return subprocess.Popen(
            ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable,
             str(Path(__file__).resolve()), "--count", str(tree), "--players", str(players),
             "--hands", str(n)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=tree,
            env={**os.environ, "PYTHONPATH": str(tree)})

    def finish(proc: subprocess.Popen[str]) -> tuple[int, dict[str, Any]]:
        out, err = proc.communicate()
        found = re.search(r"Collected\s*:\s*(\d+)", err)
        if proc.returncode != 0 or found is None:
            raise SystemExit(f"a callgrind run failed:\n{err[-2000:]}")
        return int(found.group(1)), json.loads(out.strip().splitlines()[-1])

    results = []
    for n in (0, hands):
        procs = [start(tree, n) for tree in trees]  # side by side: instructions do not mind
        results.append([finish(proc) for proc in procs])
    out = []
    for (start_ir, _), (ir, played) in zip(*results):
        out.append({"instructions": ir - start_ir, "messages": played["messages"],
                    "hands": hands})
    return out


def per_message(r: dict[str, Any], what: str = "receive") -> float:
    return float(1e6 * r[what] / max(1, r["messages"]))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", type=Path, help="another checkout to measure in turn")
    parser.add_argument("--rounds", type=int, default=8, help="rounds per checkout")
    parser.add_argument("--hands", type=int, default=30, help="hands per round")
    parser.add_argument("--players", type=int, default=8, help="connections, a seat each")
    parser.add_argument("--callgrind", action="store_true",
                        help="count the core's instructions under callgrind instead of timing")
    parser.add_argument("--worker", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--count", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker is not None:
        sys.path.insert(0, str(args.worker))
        work(args.players, args.hands)
        return 0
    if args.count is not None:
        count(args.count, args.players, args.hands)
        return 0
    if args.callgrind:
        return counted(args)

    workers = [Worker(ROOT, args.players, args.hands)]
    if args.baseline is not None:
        workers.append(Worker(args.baseline.resolve(), args.players, args.hands))
    rounds: list[list[dict[str, Any]]] = [[] for _ in workers]
    for _ in range(args.rounds):
        for worker, done in zip(workers, rounds):
            done.append(worker.round())
    for worker in workers:
        worker.close()
    load = round(os.getloadavg()[0], 2)
    print(f"table core, {args.players} connections, {args.hands} hands a round, {args.rounds} "
          f"rounds a checkout, taking turns; CPU time in receive_data per message received "
          f"(load average {load})")

    def line(name: str, done: list[dict[str, Any]]) -> float:
        best = min(done, key=per_message)
        print(f"  {name}: {per_message(best):,.0f} us a message (best round; median "
              f"{statistics.median(map(per_message, done)):,.0f}), tick "
              f"{per_message(best, 'tick'):,.0f} us a message; {best['messages']} messages, "
              f"{best['bytes'] / best['messages']:,.0f} bytes sent a message\n"
              f"    a step (its round): median {1e6 * best['step_p50']:,.0f} us, p99 "
              f"{1e6 * best['step_p99']:,.0f} us; the {args.players} clients decoding what a "
              f"message makes the host send: {per_message(best, 'decode'):,.0f} us")
        return per_message(best)

    ours = line("this checkout", rounds[0])
    mine = min(rounds[0], key=per_message)
    result: dict[str, Any] = {"us_per_msg": round(ours, 1), "load": load,
                              "messages": rounds[0][0]["messages"],
                              "step_p99_us": round(1e6 * mine["step_p99"]),
                              "decode_us_per_msg": round(per_message(mine, "decode"), 1)}
    if args.baseline is not None:
        base = line("baseline     ", rounds[1])
        ratios = sorted(per_message(a) / per_message(b) for a, b in zip(*rounds))
        print(f"  this / baseline: {ours / base:.2f}x (best rounds); round by round median "
              f"{statistics.median(ratios):.2f}x, spread {ratios[0]:.2f}x to {ratios[-1]:.2f}x"
              " (below 1: this checkout is faster)")
        result.update(baseline_us_per_msg=round(base, 1), ratio=round(ours / base, 3),
                      baseline_messages=rounds[1][0]["messages"],
                      ratio_spread=[round(ratios[0], 3), round(ratios[-1], 3)])
    print(json.dumps(result))
    return 0


def counted(args: argparse.Namespace) -> int:
    """``--callgrind``: the instructions a message of each checkout, and their ratio."""
    trees = [ROOT] + ([args.baseline.resolve()] if args.baseline is not None else [])
    figures = callgrind(trees, args.players, args.hands)
    print(f"table core, {args.players} connections, {args.hands} hands (seeded moves read from "
          "the hand; no client decoding): instructions under callgrind")
    for name, f in zip(("this checkout", "baseline     "), figures):
        print(f"  {name}: {f['instructions'] / 1e6:,.0f}M instructions, {f['messages']} "
              f"messages, {f['instructions'] / max(1, f['messages']) / 1e3:,.0f}k a message")
    result: dict[str, Any] = {"instructions": figures[0]["instructions"],
                              "messages": figures[0]["messages"]}
    if len(figures) > 1:
        ours, base = figures
        if ours["messages"] != base["messages"]:
            print("  (the checkouts played different hands: compare instructions a message)")
        ratio = (ours["instructions"] / max(1, ours["messages"])) / (
            base["instructions"] / max(1, base["messages"]))
        print(f"  this / baseline: {ratio:.3f}x instructions a message (below 1: fewer)")
        result.update(baseline_instructions=base["instructions"],
                      baseline_messages=base["messages"], ratio=round(ratio, 3))
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
