"""A relay between two NATs, on network namespaces of this run's own.

``home`` (the host, 192.168.7.2) sits behind ``hrouter`` and ``friend`` (192.168.8.2) behind
``frouter``; both routers masquerade (nftables) onto an "internet" bridge (``inet``,
10.77.0.0/24) where ``relay`` (10.77.0.3) runs ``studdesk relay``. Every address is private
and exists only inside the namespaces; nothing is added to the machine's own.

1. ``studdesk host --headless --relay 10.77.0.3:47478`` registers its room through its NAT;
2. the friend cannot reach the host directly (no route to 192.168.7.0/24 from outside);
3. the friend joins the room through the relay, through its own NAT, and plays hands against
   the host's bot; the table knows it as ``relay:10.77.0.2`` (its router's outside address);
4. every journalled hand keeps the chips.

Needs root, ``ip`` and ``nft``; skips saying why otherwise (fails in CI, as
``tests/net/test_lan_netns.py`` does).
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from net.journal import JOURNAL_FILE
from tests.net.test_lan_netns import _cannot_run, _check_chips, _hands

ROOT = Path(__file__).resolve().parents[2]
RELAY_PORT = 47478
TABLE_PORT = 47474

pytestmark = pytest.mark.timeout(300)

FRIEND = """
import asyncio, random, sys
from net.client import Client
from net.relay.guest import relay_opener
from tests.net.helpers import RandomPlayer

async def main(relay_host, relay_port, room, table_host, table_port):
    try:
        await asyncio.wait_for(asyncio.open_connection(table_host, table_port), 3)
        print("the table answered directly", flush=True)
        return 3
    except (OSError, TimeoutError) as exc:
        print(f"direct: unreachable ({type(exc).__name__})", flush=True)
    client = await Client.connect(relay_host, relay_port, "Friend", ping_interval=2.0,
                                  opener=relay_opener(relay_host, relay_port, room))
    player = RandomPlayer(client, random.Random(5))
    client.sit()
    await client.wait_for(lambda t: bool(t.you), 30)
    await client.wait_for(lambda t: len(t.hands) >= 4, 120)
    print(f"played: {len(client.table.hands)} hands, {player.turns} turns,"
          f" errors {[e.code for e in player.errors]}", flush=True)
    await client.leave()
    return 0 if player.turns and not player.errors else 1

sys.exit(asyncio.run(main(sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4],
                          int(sys.argv[5]))))
"""


class TwoNats:
    """The namespaces, links and routers, and the processes started in them."""

    def __init__(self, folder: Path) -> None:
        run_id = uuid.uuid4().hex[:6]
        self.ns = {n: f"sd{run_id}{n}" for n in
                   ("inet", "hrouter", "frouter", "relay", "home", "friend")}
        self.folder = folder
        self.procs: list[subprocess.Popen[str]] = []
        self.logs: list[Path] = []

    def ip(self, node: str, *args: str) -> None:
        done = subprocess.run(["ip", "-n", self.ns[node], *args], capture_output=True,
                              text=True)
        if done.returncode != 0:
            raise RuntimeError(f"ip {' '.join(args)} in {node}: {done.stderr.strip()}")

    def inside(self, node: str, *command: str, stdin: str | None = None) -> None:
        done = subprocess.run(["ip", "netns", "exec", self.ns[node], *command], input=stdin,
                              capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError(f"{' '.join(command)} in {node}: {done.stderr.strip()}")

    def link(self, a: str, a_name: str, b: str, b_name: str) -> None:
        """A veth pair from ``a`` (named ``a_name`` there) to ``b`` (``b_name``)."""
        tmp = f"t{uuid.uuid4().hex[:8]}"
        self.ip(a, "link", "add", a_name, "type", "veth", "peer", "name", tmp)
        self.ip(a, "link", "set", tmp, "netns", self.ns[b])
        self.ip(b, "link", "set", tmp, "name", b_name)
        self.ip(a, "link", "set", a_name, "up")
        self.ip(b, "link", "set", b_name, "up")

    def build(self) -> None:
        for ns in self.ns.values():
            subprocess.run(["ip", "netns", "add", ns], check=True, capture_output=True)
        for node in self.ns:
            self.ip(node, "link", "set", "lo", "up")
        self.ip("inet", "link", "add", "br0", "type", "bridge")
        self.ip("inet", "link", "set", "br0", "up")
        for node, address in (("hrouter", "10.77.0.1"), ("frouter", "10.77.0.2"),
                              ("relay", "10.77.0.3")):
            self.link("inet", f"p{node[:6]}", node, "out")
            self.ip("inet", "link", "set", f"p{node[:6]}", "master", "br0")
            self.ip(node, "addr", "add", f"{address}/24", "dev", "out")
        for router, client, subnet in (("hrouter", "home", "192.168.7"),
                                       ("frouter", "friend", "192.168.8")):
            self.link(router, "in", client, "eth0")
            self.ip(router, "addr", "add", f"{subnet}.1/24", "dev", "in")
            self.ip(client, "addr", "add", f"{subnet}.2/24", "dev", "eth0")
            self.ip(client, "route", "add", "default", "via", f"{subnet}.1")
            self.inside(router, "sysctl", "-qw", "net.ipv4.ip_forward=1")
            self.inside(router, "nft", "-f", "-", stdin=(
                "table ip nat {\n chain post {\n  type nat hook postrouting priority 100;\n"
                '  oifname "out" masquerade\n }\n}\n'))

    def start(self, node: str, *args: str) -> subprocess.Popen[str]:
        log = self.folder / f"{node}-{len(self.logs)}.log"
        self.logs.append(log)
        proc = subprocess.Popen(["ip", "netns", "exec", self.ns[node], sys.executable, *args],
                                cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)},
                                text=True, stdout=log.open("w"), stderr=subprocess.STDOUT)
        self.procs.append(proc)
        return proc

    def wait_in_log(self, log: Path, text: str, timeout: float) -> str:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for line in log.read_text(errors="replace").splitlines():
                if text in line:
                    return line
            time.sleep(0.2)
        raise AssertionError(f"{text!r} not in {log.name} within {timeout:.0f} s\n"
                             f"{self.dump_logs()}")

    def dump_logs(self) -> str:
        return "\n".join(f"--- {p.name}\n{p.read_text(errors='replace')[-3000:]}"
                         for p in self.logs if p.exists())

    def tear_down(self) -> None:
        for proc in self.procs:
            if proc.poll() is None:
                proc.kill()
            proc.wait(30)
        for ns in self.ns.values():
            subprocess.run(["ip", "netns", "del", ns], capture_output=True)


@pytest.fixture
def nets(tmp_path: Path) -> Iterator[TwoNats]:
    reason = _cannot_run() or (None if shutil.which("nft") else "needs nft (nftables)")
    if reason is not None:
        if os.environ.get("CI") == "true":
            pytest.fail(f"the namespace relay test must run in CI: {reason}")
        pytest.skip(reason)
    built = TwoNats(tmp_path)
    try:
        built.build()
        yield built
    finally:
        built.tear_down()
    leftover = subprocess.run(["ip", "netns", "list"], capture_output=True, text=True).stdout
    assert not any(ns in leftover for ns in built.ns.values()), leftover


@pytest.mark.slow  # real processes in six namespaces
def test_a_friend_behind_another_nat_plays_through_the_relay(nets: TwoNats,
                                                              tmp_path: Path) -> None:
    data_dir, out = tmp_path / "host-data", tmp_path / "phh"
    relay = nets.start("relay", "-m", "studdesk", "relay", "--bind", "10.77.0.3",
                       "--port", str(RELAY_PORT))
    nets.wait_in_log(nets.logs[-1], "listening on", 60)
    nets.start("home", "-m", "studdesk", "host", "--headless", "--bind", "192.168.7.2",
               "--port", str(TABLE_PORT), "--no-mdns", "--data-dir", str(data_dir),
               "--bots", "1", "--think-ms", "0", "--timer", "3", "--hand-pause", "0.2",
               "--relay", f"10.77.0.3:{RELAY_PORT}")
    host_log = nets.logs[-1]
    line = nets.wait_in_log(host_log, "relay room ", 60)
    room = line.split("relay room ")[1].split()[0].rpartition("/")[2]
    nets.wait_in_log(host_log, "registered, room", 60)

    script = tmp_path / "friend.py"
    script.write_text(FRIEND, encoding="utf-8")
    friend = nets.start("friend", str(script), "10.77.0.3", str(RELAY_PORT), room,
                        "192.168.7.2", str(TABLE_PORT))
    assert friend.wait(180) == 0, nets.dump_logs()
    friend_log = nets.logs[-1].read_text()
    assert "direct: unreachable" in friend_log and "played:" in friend_log, friend_log

    hands = _hands(None, data_dir, out)  # type: ignore[arg-type]
    assert sum("Friend" in h["players"] for h in hands) >= 3, nets.dump_logs()
    _check_chips(hands)
    # The table knew the friend by the address the relay saw: the friend's router's.
    with sqlite3.connect(data_dir / JOURNAL_FILE) as db:
        where = {v for (v,) in db.execute("SELECT value FROM meta WHERE key LIKE 'address:%'")}
    assert where == {"relay:10.77.0.2"}, where
    assert relay.poll() is None, nets.dump_logs()
    print(nets.logs[-1].read_text().strip().splitlines()[-1])
