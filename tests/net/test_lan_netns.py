"""A real LAN made of network namespaces: a pulled cable, and discovery across a bridge.

Four namespaces of this run's own: ``lan`` holds a bridge, and ``host``, ``alice`` and ``bob``
each hang on it by a veth pair with a private address (10.99.0.1, .2, .3/24 exist only inside
them). Nothing is added to the machine's own namespace, so no packet of the test leaves them.
Only the command line is used, as a person would:

1. ``studdesk host --headless`` on 10.99.0.1 advertises the table with mDNS on that address and
   seats one of its own bots; ``studdesk tables --watch --json`` in alice's namespace finds it
   across the bridge (and ``studdesk tables --json`` lists it);
2. ``studdesk bot`` plays in alice's and in bob's namespace; some hands are played;
3. bob's cable is pulled (the bridge's end of his veth goes down) for 8 s: his turns time out,
   the host sits him out (C3), the table plays on; when the cable is back, bob's bot notices
   its dead connection, reconnects with its token (C4), sits back in and is dealt cards again;
4. every journalled hand (``studdesk history --export``) keeps the chips: each hand ends with
   the chips it started with, and each player starts a hand with what he finished the last one
   with (or a fresh buy-in after going broke);
5. the host is killed with SIGKILL: the table leaves alice's lobby within 30 s.

Needs root and ``ip`` (iproute2; .ci/run installs it); skips saying why otherwise, except in
CI (``CI=true``), where not running is a failure. The namespaces are deleted at the end, also
when the test fails.
"""

from __future__ import annotations

import contextlib
import json
import os
import queue
import shutil
import signal
import subprocess
import sys
import threading
import time
import tomllib
import uuid
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path
from typing import IO, Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
SUBNET = "10.99.0"
PORT = 47474
# Long enough for two timeouts in a row, each after the felt's allowance (a new hand's 2.5 s,
# 0.15 s a card, 0.4 s a move; at most the 8 s landing limit) and the 1 s timer: bob is sat
# out (C3), and a hand dealt without him, while his cable is out.
CABLE_PULLED_FOR = 20.0
LEAVES_LOBBY_WITHIN = 30.0

pytestmark = pytest.mark.timeout(600)


def _cannot_run() -> str | None:
    if not sys.platform.startswith("linux"):
        return "network namespaces are Linux's"
    if os.geteuid() != 0:
        return "creating network namespaces needs root"
    if shutil.which("ip") is None:
        return "needs the ip command (Debian package iproute2)"
    probe = f"sdprobe{uuid.uuid4().hex[:6]}"
    made = subprocess.run(["ip", "netns", "add", probe], capture_output=True, text=True)
    if made.returncode != 0:
        return f"cannot create a network namespace: {made.stderr.strip()}"
    subprocess.run(["ip", "netns", "del", probe], capture_output=True)
    return None


class Lan:
    """The namespaces and the bridge, and the processes started in them."""

    NODES = {"host": 1, "alice": 2, "bob": 3}

    def __init__(self, folder: Path) -> None:
        run_id = uuid.uuid4().hex[:6]
        self.ns = {name: f"sd{run_id}{name}" for name in ("lan", *self.NODES)}
        self.folder = folder
        self.procs: list[tuple[str, str, subprocess.Popen[str]]] = []
        self.logs: list[Path] = []

    def address(self, node: str) -> str:
        return f"{SUBNET}.{self.NODES[node]}"

    @staticmethod
    def ip(*args: str) -> None:
        done = subprocess.run(["ip", *args], capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError(f"ip {' '.join(args)}: {done.stderr.strip()}")

    def build(self) -> None:
        lan = self.ns["lan"]
        for ns in self.ns.values():
            self.ip("netns", "add", ns)
            self.ip("-n", ns, "link", "set", "lo", "up")
        self.ip("-n", lan, "link", "add", "br0", "type", "bridge")
        self.ip("-n", lan, "link", "set", "br0", "up")
        for node in self.NODES:
            ns, port = self.ns[node], f"v{node}"
            self.ip("-n", lan, "link", "add", port, "type", "veth", "peer", "name", "eth0",
                    "netns", ns)
            self.ip("-n", lan, "link", "set", port, "master", "br0")
            self.ip("-n", lan, "link", "set", port, "up")
            self.ip("-n", ns, "addr", "add", f"{self.address(node)}/24", "dev", "eth0")
            self.ip("-n", ns, "link", "set", "eth0", "up")

    def cable(self, node: str, plugged: bool) -> None:
        self.ip("-n", self.ns["lan"], "link", "set", f"v{node}", "up" if plugged else "down")

    def studdesk(self, node: str, *args: str) -> subprocess.Popen[str]:
        """``studdesk ARGS`` in ``node``'s namespace, its output in a log file."""
        log = self.folder / f"{node}-{args[0]}-{len(self.logs)}.log"
        self.logs.append(log)
        proc = subprocess.Popen(
            ["ip", "netns", "exec", self.ns[node], sys.executable, "-m", "studdesk", *args],
            cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}, text=True,
            stdout=subprocess.PIPE if args[0] == "tables" else log.open("w"),
            stderr=subprocess.STDOUT)
        self.procs.append((node, args[0], proc))
        return proc

    def run(self, node: str, *args: str, timeout: float = 60) -> str:
        proc = self.studdesk(node, *args)
        out, _ = proc.communicate(timeout=timeout)
        assert proc.returncode == 0, out
        return out

    def tear_down(self) -> None:
        for _, _, proc in self.procs:
            if proc.poll() is None:
                proc.kill()
        for _, _, proc in self.procs:
            with contextlib.suppress(subprocess.TimeoutExpired):
                proc.wait(30)
            if proc.stdout is not None:
                proc.stdout.close()
        for ns in self.ns.values():
            subprocess.run(["ip", "netns", "del", ns], capture_output=True)

    def dump_logs(self) -> str:
        return "\n".join(f"--- {p.name}\n{p.read_text(errors='replace')[-3000:]}"
                         for p in self.logs if p.exists())


@pytest.fixture
def lan(tmp_path: Path) -> Iterator[Lan]:
    reason = _cannot_run()
    if reason is not None:
        if os.environ.get("CI") == "true":  # .ci/run runs as root and installs iproute2
            pytest.fail(f"the namespace LAN test must run in CI: {reason}")
        pytest.skip(reason)
    net = Lan(tmp_path)
    try:
        net.build()
        yield net
    finally:
        net.tear_down()
    leftover = subprocess.run(["ip", "netns", "list"], capture_output=True, text=True).stdout
    assert not any(ns in leftover for ns in net.ns.values()), leftover


class Lines:
    """The lines a process prints, read on a thread so that waits can have deadlines."""

    def __init__(self, stream: IO[str]) -> None:
        self.queue: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._read, args=(stream,), daemon=True).start()

    def _read(self, stream: IO[str]) -> None:
        for line in stream:
            self.queue.put(line)

    def wait_for(self, predicate: Any, timeout: float, what: str) -> dict[str, Any]:
        deadline = time.monotonic() + timeout
        while (remaining := deadline - time.monotonic()) > 0:
            try:
                line = self.queue.get(timeout=remaining)
            except queue.Empty:
                break
            try:
                record = json.loads(line)
            except ValueError:
                continue
            if predicate(record):
                return dict(record)
        raise AssertionError(f"{what}: not within {timeout:.0f} s")


def _hands(lan: Lan, data_dir: Path, out: Path) -> list[dict[str, Any]]:
    """Every completed hand in the host's journal, by number (``studdesk history``)."""
    shutil.rmtree(out, ignore_errors=True)
    done = subprocess.run(
        [sys.executable, "-m", "studdesk", "history", "--data-dir", str(data_dir),
         "--export", str(out)],
        cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}, capture_output=True, text=True,
        timeout=60)
    if done.returncode != 0:
        return []  # no journal yet
    hands = []
    for path in sorted(out.glob("*.phh")):
        # Amounts in currency units ("202.4"): exact, never through a float's rounding.
        hand = tomllib.loads(path.read_text(encoding="utf-8"), parse_float=Decimal)
        hand["_file"] = path.name
        hands.append(hand)
    return hands


def _wait_hands(lan: Lan, data_dir: Path, out: Path, predicate: Any, timeout: float,
                what: str) -> list[dict[str, Any]]:
    deadline = time.monotonic() + timeout
    while True:
        hands = _hands(lan, data_dir, out)
        if predicate(hands):
            return hands
        for node, command, proc in lan.procs:
            if command in ("host", "bot") and proc.poll() is not None:
                raise AssertionError(f"{node}'s {command} stopped ({proc.returncode}):\n"
                                     f"{lan.dump_logs()}")
        if time.monotonic() > deadline:
            raise AssertionError(f"{what}: not within {timeout:.0f} s ({len(hands)} hands)\n"
                                 f"{lan.dump_logs()}")
        time.sleep(1.0)


def _check_chips(hands: list[dict[str, Any]]) -> None:
    last: dict[str, int] = {}
    for hand in hands:
        start, finish = hand["starting_stacks"], hand["finishing_stacks"]
        assert sum(start) == sum(finish), f"{hand['_file']} loses chips: {start} -> {finish}"
        for name, chips, left in zip(hand["players"], start, finish, strict=True):
            before = last.get(name)
            assert before in (None, chips, 0), (
                f"{hand['_file']}: {name} starts with {chips}, finished last with {before}")
            last[name] = left


@pytest.mark.slow  # real processes in namespaces through a pulled cable (33 s at load 5)
def test_a_lan_of_namespaces_with_a_pulled_cable(lan: Lan, tmp_path: Path) -> None:
    host_ip = lan.address("host")
    data_dir, out = tmp_path / "host-data", tmp_path / "phh"
    name = f"LAN {uuid.uuid4().hex[:6]}"

    watch = lan.studdesk("alice", "tables", "--watch", "--json",
                         "--mdns-interface", lan.address("alice"))
    assert watch.stdout is not None
    lobby = Lines(watch.stdout)
    lan.studdesk("host", "host", "--headless", "--bind", host_ip, "--port", str(PORT),
                 "--name", name, "--data-dir", str(data_dir), "--mdns-interface", host_ip,
                 "--bots", "1", "--think-ms", "0", "--timer", "1", "--hand-pause", "0.2")

    # 1. found from alice's namespace, across the bridge
    found = lobby.wait_for(lambda r: r.get("event") == "added" and r.get("name") == name, 60,
                           "the table in alice's lobby")
    assert (found["addresses"], found["port"], found["compatible"]) == ([host_ip], PORT, True)
    listed = [json.loads(line) for line in lan.run(
        "alice", "tables", "--json", "--timeout", "6",
        "--mdns-interface", lan.address("alice")).splitlines()]
    assert any(t["name"] == name and t["addresses"] == [host_ip] for t in listed), listed

    # 2. two bots over the LAN, and some hands
    for player in ("alice", "bob"):
        lan.studdesk(player, "bot", "--connect", f"{host_ip}:{PORT}", "--name", player,
                     "--think-ms", "10", "--ping-interval", "1")
    hands = _wait_hands(lan, data_dir, out, lambda hs: sum(
        "bob" in h["players"] and "alice" in h["players"] for h in hs) >= 5, 120,
        "five hands with alice and bob")

    # 3. bob's cable out for 20 s; the table plays on without him; he comes back
    lan.cable("bob", plugged=False)
    pulled_at = len(hands)
    time.sleep(CABLE_PULLED_FOR)  # the outage itself: this is the scenario, not a wait
    lan.cable("bob", plugged=True)
    hands = _wait_hands(lan, data_dir, out, lambda hs: any(
        "bob" not in h["players"] for h in hs[pulled_at:]), 60,
        "a hand dealt without bob while he was cut off or sat out")
    back_at = max(i for i, h in enumerate(hands) if "bob" not in h["players"]) + 1
    hands = _wait_hands(lan, data_dir, out, lambda hs: sum(
        "bob" in h["players"] for h in hs[back_at:]) >= 3, 120,
        "bob dealt in again after the cable came back")

    bob_log = next(p for p in lan.logs if p.name.startswith("bob-bot")).read_text()
    assert "reconnected" in bob_log, bob_log  # a new connection, with the token (C4)
    sat_out = sum("bob" not in h["players"] for h in hands[pulled_at:])

    # 4. chips conserved in every journalled hand
    _check_chips(hands)

    # 5. the host dies without a goodbye: it leaves alice's lobby
    host = next(p for _, command, p in lan.procs if command == "host")
    host.send_signal(signal.SIGKILL)
    host.wait(30)
    killed = time.monotonic()
    gone = lobby.wait_for(lambda r: r.get("event") == "removed" and r.get("name") == name,
                          LEAVES_LOBBY_WITHIN, "the killed host leaving alice's lobby")
    print(f"the killed host left alice's lobby after {time.monotonic() - killed:.1f} s;"
          f" {len(hands)} hands journalled, {sat_out} of them without bob")
    assert gone["port"] == PORT
    watch.send_signal(signal.SIGTERM)
    assert watch.wait(30) == 0


def test_a_headless_host_and_tables_find_each_other_with_no_interface_flags(
        lan: Lan, tmp_path: Path) -> None:
    """A headless host on a LAN was invisible without interface flags; as a new user tries it:
    ``studdesk host --headless --bind 0.0.0.0`` and ``studdesk tables`` with no
    ``--mdns-interface``: both take the namespace's LAN interface (``net.discovery.lan_interfaces``,
    not a guess from the host name) and find each other across the bridge."""
    host_ip = lan.address("host")
    name = f"No flags {uuid.uuid4().hex[:6]}"
    host = lan.studdesk("host", "host", "--headless", "--bind", "0.0.0.0", "--port", str(PORT),
                        "--name", name, "--data-dir", str(tmp_path / "host-data"),
                        "--hand-pause", "0.2")
    deadline = time.monotonic() + 60
    listed: list[dict[str, Any]] = []
    while not any(t["name"] == name for t in listed):
        assert host.poll() is None, lan.dump_logs()
        assert time.monotonic() < deadline, f"not found: {listed}\n{lan.dump_logs()}"
        listed = [json.loads(line) for line in lan.run(
            "alice", "tables", "--json", "--timeout", "4").splitlines()]
    table = next(t for t in listed if t["name"] == name)
    assert (table["addresses"], table["port"], table["compatible"]) == ([host_ip], PORT, True)
