"""``studdesk host --open-router`` behind a real home router made of network namespaces.

Five namespaces of this run's own (as tests/net/test_lan_netns.py builds its LAN, whose helpers
are used here): ``lan`` is the "internet", a bridge; ``router`` hangs on it with its outside
interface ``wan0`` (OUT.1) and reaches the home network on ``lan0`` (10.77.0.1/24); ``home``
holds the host (10.77.0.2, the router its default gateway); ``friend`` is on the internet
(OUT.3). The router forwards and masquerades with nftables and runs Debian's ``miniupnpd``
(UPnP-IGD, PCP and NAT-PMP). OUT is 198.18.0 (RFC 2544's benchmarking range: not one of the
private or CGNAT ranges the host calls "not public", and never routed on the internet) or, for
a router inside a provider's network, 100.64.0 (CGNAT). Nothing is linked to the machine's own
network.

Two things Debian's miniupnpd 2.3.1 needs are made here: its nftables tables (the package lacks
the helper script that makes them), in the ``inet`` family where it puts its rules and bare in
the ``ip`` family; and a STUN server on the internet side (tests/net/stun_responder.py at OUT.2
and OUT.4), because it refuses to map on a private outside address unless STUN reports it
(``ext_perform_stun``).

Needs root, ``ip`` and miniupnpd (``./run.sh test`` installs miniupnpd-nftables and nftables);
skips saying why otherwise, except under ``STUDDESK_REQUIRE_ROUTER=1`` (``.ci/run``), where not
running is a failure.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.net.test_lan_netns import ROOT, Lan, _cannot_run, _check_chips, _wait_hands

REQUIRE_ENV = "STUDDESK_REQUIRE_ROUTER"
MINIUPNPD = "/usr/sbin/miniupnpd"
HOME = "10.77.0"
PUBLIC_OUT = "198.18.0"
CGNAT_OUT = "100.64.0"
TABLE = "miniupnpd"

pytestmark = pytest.mark.timeout(600)


def _missing() -> str | None:
    reason = _cannot_run()
    if reason is None and not os.access(MINIUPNPD, os.X_OK):
        reason = "needs Debian's miniupnpd (package miniupnpd-nftables)"
    if reason is None and shutil.which("nft") is None:
        reason = "needs the nft command (package nftables)"
    return reason


class HomeNet(Lan):
    """The internet, a home router running miniupnpd, the host's home and a friend outside."""

    NODES = {"router": 1, "friend": 3, "home": 2}

    def __init__(self, folder: Path, *, outside: str = PUBLIC_OUT, upnp: bool = True,
                 natpmp: bool = True, refuse: bool = False) -> None:
        super().__init__(folder)
        self.outside = outside
        self.upnp, self.natpmp, self.refuse = upnp, natpmp, refuse

    def address(self, node: str) -> str:
        return f"{HOME}.2" if node == "home" else f"{self.outside}.{self.NODES[node]}"

    def netns(self, node: str, *command: str, timeout: float = 30) -> str:
        done = subprocess.run(["ip", "netns", "exec", self.ns[node], *command],
                              capture_output=True, text=True, timeout=timeout)
        if done.returncode != 0:
            raise RuntimeError(f"{' '.join(command)}: {done.stderr.strip()}")
        return done.stdout

    def build(self) -> None:
        internet, router = self.ns["lan"], self.ns["router"]
        for ns in self.ns.values():
            self.ip("netns", "add", ns)
            self.ip("-n", ns, "link", "set", "lo", "up")
        self.ip("-n", internet, "link", "add", "br0", "type", "bridge")
        self.ip("-n", internet, "link", "set", "br0", "up")
        for extra in (2, 4):  # the STUN server's two addresses
            self.ip("-n", internet, "addr", "add", f"{self.outside}.{extra}/24", "dev", "br0")
        for node, inside in (("router", "wan0"), ("friend", "eth0")):
            self.ip("-n", internet, "link", "add", f"v{node}", "type", "veth", "peer", "name",
                    inside, "netns", self.ns[node])
            self.ip("-n", internet, "link", "set", f"v{node}", "master", "br0")
            self.ip("-n", internet, "link", "set", f"v{node}", "up")
            self.ip("-n", self.ns[node], "addr", "add", f"{self.address(node)}/24", "dev", inside)
            self.ip("-n", self.ns[node], "link", "set", inside, "up")
        home = self.ns["home"]
        self.ip("-n", router, "link", "add", "lan0", "type", "veth", "peer", "name", "eth0",
                "netns", home)
        self.ip("-n", router, "addr", "add", f"{HOME}.1/24", "dev", "lan0")
        self.ip("-n", router, "link", "set", "lan0", "up")
        self.ip("-n", home, "addr", "add", f"{HOME}.2/24", "dev", "eth0")
        self.ip("-n", home, "link", "set", "eth0", "up")
        self.ip("-n", home, "route", "add", "default", "via", f"{HOME}.1")
        self.netns("router", "sysctl", "-qw", "net.ipv4.ip_forward=1")
        self._firewall()
        self._stun()
        self._miniupnpd()

    def _firewall(self) -> None:
        """A home router's firewall: forwarded traffic from outside is dropped unless
        miniupnpd's chain lets it in; the home network is masqueraded. miniupnpd puts its rules
        in the ``inet`` table; the ``ip`` one only has its chains, bare."""
        rules = f"""
table inet {TABLE} {{
    chain forward {{
        type filter hook forward priority 0; policy drop;
        ct state established,related accept
        iifname "lan0" accept
        jump miniupnpd
    }}
    chain miniupnpd {{
    }}
    chain prerouting {{
        type nat hook prerouting priority -100; policy accept;
        jump prerouting_miniupnpd
    }}
    chain postrouting {{
        type nat hook postrouting priority 100; policy accept;
        oifname "wan0" masquerade
        jump postrouting_miniupnpd
    }}
    chain prerouting_miniupnpd {{
    }}
    chain postrouting_miniupnpd {{
    }}
}}
table ip {TABLE} {{
    chain miniupnpd {{
    }}
    chain prerouting_miniupnpd {{
    }}
    chain postrouting_miniupnpd {{
    }}
}}
"""
        path = self.folder / "router.nft"
        path.write_text(rules, encoding="ascii")
        self.netns("router", "nft", "-f", str(path))

    def _stun(self) -> None:
        log = self.folder / "stun.log"
        self.logs.append(log)
        proc = subprocess.Popen(
            ["ip", "netns", "exec", self.ns["lan"], sys.executable, "-m",
             "tests.net.stun_responder", f"{self.outside}.2", f"{self.outside}.4"],
            cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}, text=True,
            stdout=log.open("w"), stderr=subprocess.STDOUT)
        self.procs.append(("lan", "stun", proc))
        self.wait_log(log, "ready", 30, "the STUN responder")

    def _miniupnpd(self) -> None:
        rules = ([f"deny 0-65535 {HOME}.0/24 0-65535"] if self.refuse
                 else [f"allow 1024-65535 {HOME}.0/24 1024-65535"])
        conf = self.folder / "miniupnpd.conf"
        conf.write_text("\n".join([
            "ext_ifname=wan0", "listening_ip=lan0", "http_port=0",
            f"enable_upnp={'yes' if self.upnp else 'no'}",
            f"enable_natpmp={'yes' if self.natpmp else 'no'}",
            "ext_perform_stun=yes", f"ext_stun_host={self.outside}.2", "ext_stun_port=3478",
            "secure_mode=yes", "system_uptime=yes", f"uuid={uuid.uuid4()}",
            f"upnp_table_name={TABLE}", f"upnp_nat_table_name={TABLE}",
            *rules, "deny 0-65535 0.0.0.0/0 0-65535", ""]), encoding="ascii")
        log = self.folder / f"miniupnpd-{len(self.logs)}.log"
        self.logs.append(log)
        proc = subprocess.Popen(
            ["ip", "netns", "exec", self.ns["router"], MINIUPNPD, "-f", str(conf), "-d",
             "-P", str(self.folder / "miniupnpd.pid")],
            text=True, stdout=log.open("w"), stderr=subprocess.STDOUT)
        self.procs.append(("router", "miniupnpd", proc))
        ready = "Listening for NAT-PMP" if self.natpmp else "HTTP listening"
        self.wait_log(log, ready, 30, "miniupnpd")
        assert "Port forwarding is now enabled" in log.read_text(), self.dump_logs()

    def kill_router(self) -> None:
        """miniupnpd dies without a word (its forwards stay in nftables)."""
        for _, command, proc in self.procs:
            if command == "miniupnpd" and proc.poll() is None:
                proc.kill()
                proc.wait(30)

    def start_router(self) -> None:
        """miniupnpd again, on another HTTP port: it finds the forwards left in its chains."""
        self._miniupnpd()

    def wait_log(self, log: Path, pattern: str, timeout: float, what: str) -> re.Match[str]:
        """The first match of ``pattern`` in ``log``, waited for."""
        deadline = time.monotonic() + timeout
        while True:
            found = re.search(pattern, log.read_text(errors="replace")) if log.exists() else None
            if found is not None:
                return found
            if time.monotonic() > deadline:
                raise AssertionError(f"{what}: no {pattern!r} within {timeout:.0f} s\n"
                                     f"{self.dump_logs()}")
            time.sleep(0.2)

    def forwarded(self) -> dict[int, str]:
        """The router's port forwards now: outside port -> inside address:port (its nftables
        rules, as miniupnpd wrote them)."""
        listing = self.netns("router", "nft", "list", "chain", "inet", TABLE,
                             "prerouting_miniupnpd")
        return {int(port): to for port, to in
                re.findall(r"dport (\d+) dnat ip to ([\d.]+:\d+)", listing)}

    def host(self, data_dir: Path, port: int, *extra: str) -> tuple[subprocess.Popen[str], Path]:
        proc = self.studdesk("home", "host", "--headless", "--bind", "0.0.0.0", "--port",
                             str(port), "--name", "Router table", "--data-dir", str(data_dir),
                             "--no-mdns", "--think-ms", "0", "--timer", "2", "--hand-pause",
                             "0.2", "--open-router", *extra)
        return proc, self.logs[-1]

    def connects(self, port: int) -> bool:
        """Whether the friend's TCP connect to the router's outside port reaches the host."""
        code = (f"import socket; socket.create_connection(('{self.address('router')}', {port}),"
                " timeout=5).close()")
        try:
            self.netns("friend", sys.executable, "-c", code)
        except RuntimeError:
            return False
        return True


@pytest.fixture
def make_net(tmp_path: Path) -> Iterator[object]:
    reason = _missing()
    if reason is not None:
        if os.environ.get(REQUIRE_ENV) == "1":
            pytest.fail(f"the router tests must run here ({REQUIRE_ENV}=1): {reason}")
        pytest.skip(reason)
    made: list[HomeNet] = []

    def make(**kwargs: object) -> HomeNet:
        net = HomeNet(tmp_path, **kwargs)  # type: ignore[arg-type]
        made.append(net)
        net.build()
        return net

    try:
        yield make
    finally:
        for net in made:
            net.tear_down()
    leftover = subprocess.run(["ip", "netns", "list"], capture_output=True, text=True).stdout
    assert not any(ns in leftover for net in made for ns in net.ns.values()), leftover


def _stop(net: HomeNet, proc: subprocess.Popen[str]) -> None:
    proc.send_signal(signal.SIGTERM)
    assert proc.wait(60) == 0, net.dump_logs()


@pytest.mark.slow  # real processes in namespaces; the lease is renewed once (about 45 s)
def test_a_friend_outside_plays_through_the_mapped_port_and_it_closes_with_the_table(
        make_net: object, tmp_path: Path) -> None:
    net: HomeNet = make_net()  # type: ignore[operator]
    data_dir, out = tmp_path / "host-data", tmp_path / "phh"
    port = 47474
    host, log = net.host(data_dir, port, "--bots", "1", "--lease-seconds", "60")
    opened = net.wait_log(log, r"router: friends reach this table at ([\d.]+):(\d+) \(UPnP, "
                               r"lease 60 s", 60, "the mapping")
    outside = (opened.group(1), int(opened.group(2)))
    assert outside == (net.address("router"), port)
    assert net.forwarded() == {port: f"{HOME}.2:{port}"}
    assert (data_dir / "router-mapping.json").exists()

    net.studdesk("friend", "bot", "--connect", f"{outside[0]}:{outside[1]}", "--name", "friend",
                 "--think-ms", "10", "--ping-interval", "1")
    started = time.monotonic()
    hands = _wait_hands(net, data_dir, out, lambda hs: sum(
        "friend" in h["players"] for h in hs) >= 3, 120, "three hands with the friend")
    _check_chips(hands)

    # the lease (60 s) is renewed at half time: past 30 s the router still holds it, afresh
    time.sleep(max(0.0, 40 - (time.monotonic() - started)))  # the lease running: the scenario
    assert net.forwarded() == {port: f"{HOME}.2:{port}"}
    remaining = net.netns("home", sys.executable, "-c", (
        "import miniupnpc; u = miniupnpc.UPnP(); u.discoverdelay = 2000; u.discover();"
        f" u.selectigd(); print(u.getspecificportmapping({port}, 'TCP')[4])"))
    assert int(remaining) > 30, f"the lease was not renewed: {remaining} s left"

    _stop(net, host)
    assert f"router: closed {outside[0]}:{outside[1]}" in log.read_text()
    assert net.forwarded() == {}
    assert not (data_dir / "router-mapping.json").exists()
    assert not net.connects(port)


@pytest.mark.slow  # two hosts in turn, each a UPnP discovery
def test_a_stale_mapping_of_a_killed_host_is_removed_at_the_next_start(
        make_net: object, tmp_path: Path) -> None:
    net: HomeNet = make_net()  # type: ignore[operator]
    data_dir = tmp_path / "host-data"
    first, log = net.host(data_dir, 47474)
    net.wait_log(log, r"friends reach this table at [\d.]+:47474", 60, "the first mapping")
    first.send_signal(signal.SIGKILL)
    first.wait(30)
    assert net.forwarded() == {47474: f"{HOME}.2:47474"}  # left behind

    second, log = net.host(data_dir, 47475)
    net.wait_log(log, r"friends reach this table at [\d.]+:47475", 60, "the second mapping")
    text = log.read_text()
    assert "removed the mapping of port 47474 a previous run left open (UPnP)" in text, text
    assert net.forwarded() == {47475: f"{HOME}.2:47475"}
    assert net.connects(47475) and not net.connects(47474)
    _stop(net, second)
    assert net.forwarded() == {}


@pytest.mark.slow
@pytest.mark.parametrize("way", ["PCP", "NAT-PMP"])
def test_with_upnp_off_the_port_is_mapped_by_pcp_or_nat_pmp(
        make_net: object, tmp_path: Path, way: str) -> None:
    """The router's UPnP is off: the host finds no IGD and asks on UDP 5351, by PCP first and,
    with ``--router-methods upnp,natpmp``, by NAT-PMP; a stale PCP or NAT-PMP mapping is
    removed at the next start too, and the mapping goes with the table."""
    net: HomeNet = make_net(upnp=False)  # type: ignore[operator]
    data_dir = tmp_path / "host-data"
    ways = () if way == "PCP" else ("--router-methods", "upnp,natpmp")
    first, log = net.host(data_dir, 47474, *ways)
    net.wait_log(log, rf"friends reach this table at {net.address('router')}:47474 \({way}, "
                      r"lease 3600 s", 60, f"the mapping by {way}")
    assert net.forwarded() == {47474: f"{HOME}.2:47474"}
    assert net.connects(47474)
    first.send_signal(signal.SIGKILL)
    first.wait(30)

    second, log = net.host(data_dir, 47476, *ways)
    net.wait_log(log, r"friends reach this table at [\d.]+:47476", 60, "the second mapping")
    assert f"removed the mapping of port 47474 a previous run left open ({way})" in (
        log.read_text())
    assert net.forwarded() == {47476: f"{HOME}.2:47476"}
    _stop(net, second)
    assert net.forwarded() == {}
    assert not net.connects(47476)


@pytest.mark.slow
def test_an_outside_address_that_is_not_public_is_mapped_and_said_in_one_line(
        make_net: object, tmp_path: Path) -> None:
    """A router inside the provider's network (CGNAT, 100.64/10): mapped all the same, and
    one line says the address is not public; a neighbour inside that network connects."""
    net: HomeNet = make_net(outside=CGNAT_OUT)  # type: ignore[operator]
    host, log = net.host(tmp_path / "host-data", 47474)
    line = net.wait_log(log, r"studdesk host: router: .*\n", 60, "the router's line").group(0)
    assert line == (f"studdesk host: router: mapped {CGNAT_OUT}.1:47474 (UPnP), but the"
                    f" router's outside address {CGNAT_OUT}.1 is not public: friends outside"
                    " your provider's network cannot reach it; use a relay\n")
    assert net.forwarded() == {47474: f"{HOME}.2:47474"}
    assert net.connects(47474)
    _stop(net, host)
    assert net.forwarded() == {}


@pytest.mark.slow
def test_a_router_that_refuses_leaves_one_line_and_the_table_running(
        make_net: object, tmp_path: Path) -> None:
    """miniupnpd's permissions refuse the home network every port and its NAT-PMP/PCP is off
    (as on many home routers): UPnP says no, nothing answers on UDP 5351, so NAT-PMP, on the
    same port, is not asked; the host says so in one line and deals on.

    (With PCP on, miniupnpd answers a refused port by trying every other port, each with an
    nftables query: 65,535 of them per request, a minute of a loaded CI machine's CPU. A PCP
    router that stays silent is tests/net/test_router.py's.)"""
    net: HomeNet = make_net(refuse=True, natpmp=False)  # type: ignore[operator]
    data_dir, out = tmp_path / "host-data", tmp_path / "phh"
    host, log = net.host(data_dir, 47474, "--bots", "2")
    line = net.wait_log(log, r"studdesk host: router: .*\n", 60, "the router's line").group(0)
    assert line.startswith("studdesk host: router: could not open port 47474 (UPnP: "), line
    assert "Action not authorized; PCP: nothing answers on 10.77.0.1 port 5351)" in line
    assert line.endswith(
        "; the table runs on, reachable on this network only\n"), line
    assert len(re.findall("router:", log.read_text())) == 1
    _wait_hands(net, data_dir, out, lambda hs: len(hs) >= 2, 120, "hands after the refusal")
    assert host.poll() is None
    assert net.forwarded() == {}
    _stop(net, host)


@pytest.mark.slow  # the lease's half passes twice (about 90 s)
def test_a_router_that_goes_away_half_way_leaves_lines_and_the_table_running(
        make_net: object, tmp_path: Path) -> None:
    """The router maps the port, then dies (miniupnpd killed): the renewal fails and is said
    once, the table deals on; the router restarts (another control URL) and the next renewal
    finds it again. It dies once more and the host stops: the mapping that cannot be deleted
    is said and kept on record, and the next start, the router back, removes it."""
    net: HomeNet = make_net()  # type: ignore[operator]
    data_dir, out = tmp_path / "host-data", tmp_path / "phh"
    outside = f"{net.address('router')}:47474"
    host, log = net.host(data_dir, 47474, "--bots", "2", "--lease-seconds", "60")
    net.wait_log(log, r"friends reach this table at [\d.]+:47474", 60, "the mapping")
    net.kill_router()
    line = net.wait_log(log, r"studdesk host: router: renewing .*\n", 60, "the failed renewal")
    # the router asked, then looked for again: nothing answers
    assert line.group(0) == (f"studdesk host: router: renewing {outside} failed (UPnP: no"
                             " router answered); trying again every 30 s\n")
    played = len(_wait_hands(net, data_dir, out, lambda hs: len(hs) >= 1, 60, "hands"))
    _wait_hands(net, data_dir, out, lambda hs: len(hs) > played, 60, "hands after the failure")
    net.start_router()
    net.wait_log(log, rf"router: {re.escape(outside)} renewed again\n", 60, "the renewal")
    assert log.read_text().count("router: renewing") == 1  # said once, however many retries
    assert net.forwarded() == {47474: f"{HOME}.2:47474"}

    net.kill_router()
    _stop(net, host)
    assert re.search(rf"router: could not delete the mapping of {re.escape(outside)} \(UPnP:"
                     r" deleting port 47474: the router does not answer\); it lapses within"
                     r" 60 s; the next start removes it\n", log.read_text()), log.read_text()
    assert (data_dir / "router-mapping.json").exists()
    net.start_router()
    assert net.forwarded() == {47474: f"{HOME}.2:47474"}  # the dead host's, still forwarded
    again, log = net.host(data_dir, 47475)
    net.wait_log(log, r"friends reach this table at [\d.]+:47475", 60, "the next mapping")
    assert "removed the mapping of port 47474 a previous run left open (UPnP)" in (
        log.read_text())
    assert net.forwarded() == {47475: f"{HOME}.2:47475"}
    _stop(net, again)
    assert net.forwarded() == {}


INVITE_SIDE = """
import asyncio, sys
from pathlib import Path
from net.host import HostOptions, TableHost
from net.router import RouterOptions

async def main():
    table = TableHost(HostOptions(name="Invite", data_dir=Path(sys.argv[1]),
                                  router=RouterOptions(lease_seconds=600)))
    seen = []
    table.router.on_change(lambda m: seen.append(None if m is None else m.label()))
    await table.start("0.0.0.0", 47474)
    mapping = await table.router.settled()
    print("settled", mapping.label(), mapping.method, mapping.public, mapping.lease)
    print("address", table.router.mapped_address())
    await table.stop()
    print("after", table.router.mapped_address(), seen)

asyncio.run(main())
"""


@pytest.mark.slow
def test_the_invite_learns_the_mapped_address_from_the_table(
        make_net: object, tmp_path: Path) -> None:
    """What the invite uses, in the host's own process: ``TableHost.router`` settles on the
    mapping, ``mapped_address()`` gives it, ``on_change`` tells it and its end."""
    net: HomeNet = make_net()  # type: ignore[operator]
    out = net.netns("home", "env", f"PYTHONPATH={ROOT}", sys.executable, "-c", INVITE_SIDE,
                    str(tmp_path / "host-data"), timeout=120)
    outside = net.address("router")
    assert out.splitlines() == [
        f"settled {outside}:47474 UPnP True 600",
        f"address ('{outside}', 47474)",
        f"after None ['{outside}:47474', None]"], out
    assert net.forwarded() == {}


def test_the_lease_is_at_least_a_minute_and_goes_with_open_router() -> None:
    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "studdesk", "host", "--headless", *args],
                              cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)},
                              capture_output=True, text=True, timeout=60)

    short = run("--open-router", "--lease-seconds", "59")
    assert short.returncode == 2
    assert short.stderr.splitlines()[-1] == (
        "studdesk host: error: argument --lease-seconds: a lease is at least 60 seconds (it is"
        " renewed every half lease): 59")
    alone = run("--lease-seconds", "600")
    assert alone.returncode == 1
    assert alone.stderr.strip() == (
        "studdesk host: --lease-seconds and --router-methods go with --open-router")
    loopback = run("--open-router", "--bind", "127.0.0.1")
    assert loopback.returncode == 1
    assert "the table listens on 127.0.0.1 only; use --bind 0.0.0.0" in loopback.stderr
    wrong = run("--open-router", "--router-methods", "upnp,carrier-pigeon")
    assert wrong.returncode == 2 and "not a way to map a port: 'carrier-pigeon'" in wrong.stderr


def test_stun_responder_answers_a_binding_request_with_the_senders_address() -> None:
    """The responder the router tests rely on, on loopback: RFC 5389's XOR-MAPPED-ADDRESS."""
    from tests.net.stun_responder import MAGIC, parse_request, response

    request = bytes.fromhex("000100082112a442") + b"T" * 12 + bytes.fromhex("0003000400000006")
    assert parse_request(request) == (b"T" * 12, 6)
    assert parse_request(request[:19]) is None
    reply = response(b"T" * 12, ("198.18.0.1", 40000), ("198.18.0.4", 3479), ("198.18.0.4", 3479))
    assert reply[:2] == b"\x01\x01" and reply[8:20] == b"T" * 12
    kind, length, port = int.from_bytes(reply[20:22]), int.from_bytes(reply[22:24]), int.from_bytes(
        reply[26:28])
    assert (kind, length, port ^ (MAGIC >> 16)) == (0x0020, 8, 40000)
    address = int.from_bytes(reply[28:32]) ^ MAGIC
    assert socket.inet_ntoa(address.to_bytes(4, "big")) == "198.18.0.1"
