"""A table of separate processes: how often it deals a hand, and what each process spends, at a
table nobody deals beside a commitment table in the same run.

Each run starts a real ``studdesk host --headless`` on loopback with one computer player of
its own (the host's device) and ``--devices - 1`` ``studdesk bot`` processes (one device each),
lets them play for ``--seconds``, and a spectator on its own connection times each hand's
change-over: from the last hand's end (``hand_ended``) to the next hand's first card
(``card_dealt``). At a commitment table that is the hand pause and the host's deal; at a table
nobody deals the shuffle round and the first street's tokens come on top (net/TRUSTLESS.md
§ 10, § 11). CPU is each process's own (user + system, from ``/proc``) from the end of the first
hand to the end of the run, divided by the hands ended in between (start-up left out). Modes alternate (``commit, trustless, commit, trustless`` ...) so that the machine's
load falls on both alike; the figures to compare are the ratios of one run.

    PYTHONPATH=. python tests/bench/bench_trustless_procs.py --devices 4 --seconds 40 --rounds 2

Prints one line per run, a summary per mode and, last, one JSON line. Asserts nothing.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
LISTENING = re.compile(r"listening on 127\.0\.0\.1:(\d+)")


@dataclass
class Run:
    mode: str
    hands: int = 0  # ended after the first one
    span: float = 0.0  # seconds from the first hand's end to the run's
    changeovers: list[float] = field(default_factory=list)  # hand end -> next first card, s
    host_cpu: float = 0.0
    bot_cpu: list[float] = field(default_factory=list)
    error: str | None = None


class _Watcher(asyncio.Protocol):
    """A spectator: counts the hands it sees end and times each change-over."""

    def __init__(self, run: Run, pids: list[int]) -> None:
        from net import protocol as P

        self.P = P
        self.run = run
        self.pids = pids
        self.cpu_start: list[float] | None = None
        self.first_end = 0.0
        self.decoder = P.FrameDecoder()
        self.ended_at: float | None = None
        self.closed = asyncio.get_running_loop().create_future()

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        P = self.P
        assert isinstance(transport, asyncio.Transport)
        transport.write(P.encode_message(P.Hello(protocol=P.PROTOCOL_VERSION, name="Watcher"))
                        + P.encode_message(P.Watch()))

    def data_received(self, data: bytes) -> None:
        self.decoder.feed(data)
        now = time.perf_counter()
        while (msg := self.decoder.next_message()) is not None:
            if msg.get("type") != "event":
                continue
            kind = msg["event"].get("type")
            if kind == "hand_ended":
                if self.cpu_start is None:  # the first hand ends: count from here
                    self.cpu_start = [_proc_cpu(pid) for pid in self.pids]
                    self.first_end = now
                else:
                    self.run.hands += 1
                self.ended_at = now
            elif kind == "card_dealt" and self.ended_at is not None:
                self.run.changeovers.append(now - self.ended_at)
                self.ended_at = None

    def connection_lost(self, exc: Exception | None) -> None:
        if not self.closed.done():
            self.closed.set_result(None)


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    return env


def _start_host(args: argparse.Namespace, data: Path, trustless: bool
                ) -> tuple[subprocess.Popen[str], int, list[str]]:
    cmd = [sys.executable, "-m", "studdesk", "host", "--headless", "--bind", "127.0.0.1",
           "--port", "0", "--no-mdns", "--bots", "1", "--bot-level", args.level,
           "--think-ms", str(args.think_ms), "--hand-pause", str(args.hand_pause),
           "--seats", str(args.devices), "--data-dir", str(data)]
    if trustless:
        cmd.append("--trustless")
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                            env=_env(), cwd=ROOT)
    assert proc.stdout is not None
    lines: list[str] = []
    deadline = time.monotonic() + 60
    port = None
    while port is None and time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        lines.append(line.rstrip())
        if m := LISTENING.search(line):
            port = int(m.group(1))
    if port is None:
        proc.kill()
        proc.wait()
        raise RuntimeError("the host did not start: " + " | ".join(lines[-5:]))
    out = proc.stdout

    def drain() -> None:  # the host's later lines, so that its pipe never fills
        for line in out:
            lines.append(line.rstrip())

    threading.Thread(target=drain, daemon=True).start()
    return proc, port, lines


def _proc_cpu(pid: int) -> float:
    """The user + system CPU seconds process ``pid`` has used so far (Linux's ``/proc``)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _stop(proc: subprocess.Popen[Any]) -> None:
    if proc.poll() is None:
        proc.send_signal(signal.SIGINT)
    try:
        proc.wait(15)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


async def _watch(port: int, run: Run, seconds: float, host: int, bots: list[int]) -> None:
    from net.tls import shared_client_context

    loop = asyncio.get_running_loop()
    transport, watcher = await loop.create_connection(
        lambda: _Watcher(run, [host, *bots]), "127.0.0.1", port, ssl=shared_client_context(),
        server_hostname="")
    end = loop.time() + seconds
    nonce = 0
    while (left := end - loop.time()) > 0:  # the host drops a connection silent for 15 s
        await asyncio.sleep(min(left, 5.0))
        nonce += 1
        transport.write(watcher.P.encode_message(watcher.P.Ping(nonce=nonce)))
    if watcher.cpu_start is not None:
        used = [_proc_cpu(pid) - start for pid, start in zip(watcher.pids, watcher.cpu_start)]
        run.host_cpu, run.bot_cpu = used[0], used[1:]
        run.span = time.perf_counter() - watcher.first_end
    transport.close()
    await asyncio.wait_for(watcher.closed, 10)


def one_run(args: argparse.Namespace, mode: str) -> Run:
    run = Run(mode)
    with tempfile.TemporaryDirectory(prefix="bench-tl-") as tmp:
        host, port, lines = _start_host(args, Path(tmp), mode == "trustless")
        bots = [subprocess.Popen(
            [sys.executable, "-m", "studdesk", "bot", "--connect", f"127.0.0.1:{port}",
             "--name", f"Bot {i}", "--level", args.level, "--think-ms", str(args.think_ms)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=_env(), cwd=ROOT)
            for i in range(2, args.devices + 1)]
        try:
            asyncio.run(_watch(port, run, args.seconds, host.pid, [b.pid for b in bots]))
        except (TimeoutError, OSError) as exc:
            run.error = f"the spectator failed: {exc}"
        finally:
            procs: list[subprocess.Popen[Any]] = [*bots, host]
            for proc in procs:
                _stop(proc)
        if run.hands == 0 and run.error is None:
            run.error = "no hand was played: " + " | ".join(lines[-5:])
    return run


def _summary(runs: list[Run]) -> dict[str, Any]:
    hands = sum(r.hands for r in runs)
    seconds = sum(r.span for r in runs)
    changes = [c for r in runs for c in r.changeovers]
    per = max(hands, 1)
    return {
        "runs": len(runs), "hands": hands,
        "hands_per_minute": 60 * hands / seconds if seconds else 0.0,
        "changeover_median_s": statistics.median(changes) if changes else None,
        "changeover_p90_s": (sorted(changes)[int(0.9 * (len(changes) - 1))]
                             if changes else None),
        "host_cpu_per_hand_s": sum(r.host_cpu for r in runs) / per,
        "bot_cpu_per_hand_s": (sum(sum(r.bot_cpu) / max(len(r.bot_cpu), 1) for r in runs)
                               / per),
    }



def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--devices", type=int, default=4, choices=range(2, 8),
                        help="the host (with one bot) and DEVICES - 1 bot processes")
    parser.add_argument("--seconds", type=float, default=40.0, help="each run's length")
    parser.add_argument("--rounds", type=int, default=2, help="runs of each mode, alternating")
    parser.add_argument("--modes", default="commit,trustless")
    parser.add_argument("--think-ms", type=int, default=0)
    parser.add_argument("--hand-pause", type=float, default=0.3)
    parser.add_argument("--level", default="random", choices=("random", "easy", "normal"))
    args = parser.parse_args(argv)
    modes = [m for m in args.modes.split(",") if m]
    runs: dict[str, list[Run]] = {m: [] for m in modes}
    print(f"{args.devices} devices (the host with one bot, {args.devices - 1} bot processes), "
          f"{args.seconds:g} s a run, think {args.think_ms} ms, hand pause "
          f"{args.hand_pause:g} s; load {os.getloadavg()[0]:.2f}", flush=True)
    for _ in range(args.rounds):
        for mode in modes:
            run = one_run(args, mode)
            runs[mode].append(run)
            if run.error:
                print(f"{mode}: {run.error}", flush=True)
                continue
            med = statistics.median(run.changeovers) if run.changeovers else float("nan")
            print(f"{mode:9} {run.hands:4} hands, change-over median {med * 1000:.0f} ms, "
                  f"CPU per hand: host {run.host_cpu / run.hands * 1000:.0f} ms, bots "
                  f"{sum(run.bot_cpu) / len(run.bot_cpu) / run.hands * 1000:.0f} ms "
                  f"(load {os.getloadavg()[0]:.2f})", flush=True)
    out = {m: _summary([r for r in rs if not r.error]) for m, rs in runs.items()}
    for mode, s in out.items():
        if not s["hands"]:
            continue
        print(f"{mode:9} {s['hands_per_minute']:.1f} hands a minute; change-over median "
              f"{s['changeover_median_s'] * 1000:.0f} ms (p90 {s['changeover_p90_s'] * 1000:.0f}"
              f" ms, the hand pause {args.hand_pause * 1000:.0f} ms of it); CPU per hand host "
              f"{s['host_cpu_per_hand_s'] * 1000:.0f} ms, each bot process "
              f"{s['bot_cpu_per_hand_s'] * 1000:.0f} ms")
    if all(out.get(m, {}).get("hands") for m in ("commit", "trustless")):
        c, t = out["commit"], out["trustless"]
        print(f"trustless / commit: hands a minute {t['hands_per_minute'] / c['hands_per_minute']:.2f}, "
              f"change-over {t['changeover_median_s'] / c['changeover_median_s']:.2f}, "
              f"host CPU per hand {t['host_cpu_per_hand_s'] / c['host_cpu_per_hand_s']:.2f}")
    print(json.dumps({"devices": args.devices, "seconds": args.seconds, "modes": out}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
