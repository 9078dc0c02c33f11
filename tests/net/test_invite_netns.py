"""A friend behind another NAT joins by pasting the invite: through the router's mapped port,
and through a relay when the router maps nothing; the relay never sees a name; an edited
fingerprint is refused.

The network is tests/net/test_router_netns.py's (its :class:`HomeNet`: the "internet" bridge on
198.18.0.0/24, the home router running Debian's miniupnpd at .1 with the host behind it at
10.77.0.2, the STUN responder at .2 and .4) with two more namespaces: ``friend`` (.3) is now the
friend's own NAT router, masquerading ``buddy``, the friend's computer at 192.168.8.2, and
``relay`` (.5) runs ``studdesk relay``. Private addresses only, nothing linked to the machine's
own network. One network serves every case (a module fixture): building it and starting
miniupnpd is most of the time.

1. ``studdesk host --open-router --relay 198.18.0.5:47478``: the router maps the port on a
   public address, so the relay is not registered and the invite holds the LAN and mapped
   addresses; ``studdesk bot --invite CODE`` in ``buddy`` plays through the mapped port; the
   same invite with its fingerprint edited is refused, naming the fingerprint.
2. miniupnpd stopped (no UPnP, PCP or NAT-PMP answers): the host says the router did not open
   the port and registers at the relay; the invite holds the LAN and relay addresses and the
   friend plays through the relay (the table knows it as ``relay:198.18.0.3``). Every packet
   on the relay's interface is captured meanwhile (an AF_PACKET socket: tcpdump is not
   installed): the relay's plaintext handshake is in it, the table's and the players' names
   are not.
3. The host is the desktop app (tests/net/desktop_router_host.py: the real window, offscreen,
   its Host dialog filled in with *Open my router* ticked): its invite and its *Invite a
   friend…* dialog show the mapped port, the friend's bot joins by it and plays, and closing
   the window deletes the router's mapping. With the router's UPnP off and a relay in the Host
   dialog, the desktop's table registers there and the friend plays through the relay.

Needs root, ``ip``, ``nft`` and miniupnpd; skips saying why otherwise, except under
``STUDDESK_REQUIRE_ROUTER=1``, as the router tests do.
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import re
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from net.invite import Invite, Route, parse_invite
from net.journal import JOURNAL_FILE
from tests.net.test_lan_netns import ROOT, _check_chips, _wait_hands
from tests.net.test_router_netns import CGNAT_OUT, REQUIRE_ENV, HomeNet, _missing, _stop

BUDDY = "192.168.8"
RELAY_PORT = 47478
TABLE = "Router table"  # HomeNet.host's table name
FRIEND = "Zofia Remote"
DESK_PORT = 47476  # the desktop host's table (the other cases' hosts use 47474 and 47475)

pytestmark = pytest.mark.timeout(600)

CAPTURE = """
import socket, sys
s = socket.socket(socket.AF_PACKET, socket.SOCK_RAW, socket.htons(3))  # ETH_P_ALL
s.bind((sys.argv[1], 0))
with open(sys.argv[2], "wb", buffering=0) as out:
    print("capturing", flush=True)
    while True:
        out.write(s.recv(65536))
"""


class InviteNet(HomeNet):
    """HomeNet, its friend a NAT router with the friend's computer behind it, and a relay."""

    NODES = {"router": 1, "friend": 3, "home": 2, "buddy": 0, "relay": 5}

    def address(self, node: str) -> str:
        return f"{BUDDY}.2" if node == "buddy" else super().address(node)

    def build(self) -> None:
        super().build()
        internet, relay = self.ns["lan"], self.ns["relay"]
        self.ip("-n", internet, "link", "add", "vrelay", "type", "veth", "peer", "name", "eth0",
                "netns", relay)
        self.ip("-n", internet, "link", "set", "vrelay", "master", "br0")
        self.ip("-n", internet, "link", "set", "vrelay", "up")
        self.ip("-n", relay, "addr", "add", f"{self.address('relay')}/24", "dev", "eth0")
        self.ip("-n", relay, "link", "set", "eth0", "up")
        friend, buddy = self.ns["friend"], self.ns["buddy"]
        self.ip("-n", friend, "link", "add", "lan0", "type", "veth", "peer", "name", "eth0",
                "netns", buddy)
        self.ip("-n", friend, "addr", "add", f"{BUDDY}.1/24", "dev", "lan0")
        self.ip("-n", friend, "link", "set", "lan0", "up")
        self.ip("-n", buddy, "addr", "add", f"{BUDDY}.2/24", "dev", "eth0")
        self.ip("-n", buddy, "link", "set", "eth0", "up")
        self.ip("-n", buddy, "route", "add", "default", "via", f"{BUDDY}.1")
        self.netns("friend", "sysctl", "-qw", "net.ipv4.ip_forward=1")
        path = self.folder / "friend-router.nft"
        path.write_text('table ip nat {\n chain post {\n  type nat hook postrouting priority'
                        ' 100;\n  oifname "eth0" masquerade\n }\n}\n', encoding="ascii")
        self.netns("friend", "nft", "-f", str(path))

    def start(self, node: str, *args: str) -> tuple[subprocess.Popen[str], Path]:
        """``python ARGS`` in ``node``'s namespace, its output in a log file."""
        log = self.folder / f"{node}-{len(self.logs)}.log"
        self.logs.append(log)
        proc = subprocess.Popen(["ip", "netns", "exec", self.ns[node], sys.executable, *args],
                                cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)},
                                text=True, stdout=log.open("w"), stderr=subprocess.STDOUT)
        self.procs.append((node, args[0], proc))
        return proc, log

    def invite(self, data_dir: Path) -> Invite:
        return parse_invite((data_dir / "invite.txt").read_text(encoding="ascii"))

    def router_running(self) -> bool:
        return any(command == "miniupnpd" and proc.poll() is None
                   for _, command, proc in self.procs)

    def friend_bot(self, code: str) -> tuple[subprocess.Popen[str], Path]:
        proc = self.studdesk("buddy", "bot", "--invite", code, "--name", FRIEND,
                             "--think-ms", "10", "--ping-interval", "1")
        return proc, self.logs[-1]


@contextlib.contextmanager
def _network(folder: Path, **kwargs: object) -> Iterator[InviteNet]:
    """An :class:`InviteNet` with its relay running, torn down after."""
    reason = _missing()
    if reason is not None:
        if os.environ.get(REQUIRE_ENV) == "1":
            pytest.fail(f"the invite tests must run here ({REQUIRE_ENV}=1): {reason}")
        pytest.skip(reason)
    built = InviteNet(folder, **kwargs)  # type: ignore[arg-type]
    try:
        built.build()
        built.studdesk("relay", "relay", "--bind", built.address("relay"), "--port",
                       str(RELAY_PORT))
        built.wait_log(built.logs[-1], "listening on", 60, "the relay")
        yield built
    finally:
        built.tear_down()
    leftover = subprocess.run(["ip", "netns", "list"], capture_output=True, text=True).stdout
    assert not any(ns in leftover for ns in built.ns.values()), leftover


@pytest.fixture(scope="module")
def net(tmp_path_factory: pytest.TempPathFactory) -> Iterator[InviteNet]:
    with _network(tmp_path_factory.mktemp("invite-net")) as built:
        yield built


def _where_the_friend_was(data_dir: Path) -> set[str]:
    """The addresses the table knew its guests by (the journal's meta)."""
    with sqlite3.connect(data_dir / JOURNAL_FILE) as db:
        return {v for (v,) in db.execute("SELECT value FROM meta WHERE key LIKE 'address:%'")}


def _desktop_host(net: InviteNet, data_dir: Path, png: Path, *relay: str
                  ) -> tuple[subprocess.Popen[str], Path, str]:
    """The desktop window hosting in the home network (tests/net/desktop_router_host.py):
    its process, its log and its invite once that holds a way in from outside."""
    desk, log = net.start("home", "-m", "tests.net.desktop_router_host", str(data_dir),
                          str(DESK_PORT), str(png), *relay)
    code = net.wait_log(log, r"INVITE (SD1-\S+)\n", 120, "the desktop's invite")[1]
    return desk, log, code


def _close_window(net: InviteNet, desk: subprocess.Popen[str], log: Path,
                  data_dir: Path) -> None:
    """Close the desktop's window; its table ends with it, and nothing fails on the way."""
    (data_dir / "close").touch()
    assert desk.wait(60) == 0, net.dump_logs()
    net.wait_log(log, "CLOSED\n", 1, "the window's end")
    assert "Traceback" not in log.read_text(), net.dump_logs()


def _friend_plays(net: InviteNet, data_dir: Path, out: Path, code: str) -> set[str]:
    """The friend's bot joins by ``code`` and plays three hands; the players' names."""
    # an earlier case's host and bots ended: _wait_hands watches the processes running now
    net.procs = [p for p in net.procs if p[2].poll() is None]
    friend, _ = net.friend_bot(code)
    hands = _wait_hands(net, data_dir, out, lambda hs: sum(
        FRIEND in h["players"] for h in hs) >= 3, 120, "three hands with the friend")
    _check_chips(hands)
    friend.send_signal(signal.SIGTERM)
    friend.wait(30)
    return {name for h in hands for name in h["players"]}


@pytest.mark.slow  # real processes in seven namespaces
def test_a_friend_behind_another_nat_joins_by_invite_through_the_mapped_port(
        net: InviteNet, tmp_path: Path) -> None:
    data_dir, out = tmp_path / "host-data", tmp_path / "phh"
    relay = f"{net.address('relay')}:{RELAY_PORT}"
    host, log = net.host(data_dir, 47474, "--bots", "1", "--relay", relay)
    outside = f"{net.address('router')}:47474"
    net.wait_log(log, rf"relay: not used while the router forwards {re.escape(outside)};"
                      rf" {re.escape(relay)} is registered if that mapping goes\n", 60,
                 "the relay kept in reserve")
    net.wait_log(log, r"invite SD1-\S+\n", 10, "the invite")
    invite = net.invite(data_dir)
    assert [str(a) for a in invite.in_order()] == [f"lan {net.address('home')}:47474",
                                                   f"mapped {outside}"]
    assert f"invite {invite.code()}\n" in log.read_text()

    _friend_plays(net, data_dir, out, invite.code())
    assert _where_the_friend_was(data_dir) == {net.address("friend")}  # the friend's NAT

    # An edited fingerprint: the mapped port answers with the host's certificate, not that one
    edited = dataclasses.replace(invite, fingerprint="5e" * 32).code()
    refused, refused_log = net.friend_bot(edited)
    assert refused.wait(60) == 1, net.dump_logs()
    assert refused_log.read_text() == (
        "studdesk bot: No address of the invite reached the table whose fingerprint is"
        f" {' '.join(['5E5E'] * 16)}; another machine answered at {outside}.\n")
    text = log.read_text()
    assert "registered, room" not in text and "relay room" not in text, text
    _stop(net, host)
    assert net.forwarded() == {}


@pytest.mark.slow  # real processes in seven namespaces, a desktop window among them
def test_a_friend_joins_a_table_hosted_from_the_desktop_with_the_router_box_ticked(
        net: InviteNet, tmp_path: Path) -> None:
    """The host is the desktop app (tests/net/desktop_router_host.py: the real window,
    offscreen, its Host dialog filled in with *Open my router* ticked) in the home network;
    its invite carries the router's mapped port, the friend's bot behind the other NAT joins
    by it and plays, and closing the window closes the router's port again."""
    if not net.router_running():  # (a case that stops it ran first: -k, or another order)
        net.start_router()
    data_dir, out, png = tmp_path / "desk-data", tmp_path / "phh", tmp_path / "invite.png"
    desk, log, code = _desktop_host(net, data_dir, png)
    invite = parse_invite(code)
    outside = f"{net.address('router')}:{DESK_PORT}"
    assert [str(a) for a in invite.in_order()] == [f"lan {net.address('home')}:{DESK_PORT}",
                                                   f"mapped {outside}"]
    assert net.invite(data_dir) == invite  # invite.txt in its data folder holds the same
    assert net.forwarded() == {DESK_PORT: f"{net.address('home')}:{DESK_PORT}"}
    net.wait_log(log, r"SHOT \S+\n", 60, "the Invite dialog's picture")
    assert png.stat().st_size > 10_000
    net.wait_log(log, r"ROUTE .*Through your router.*\n", 10, "the dialog's ways")
    assert re.findall(r"ROUTE (.*)\n", log.read_text()) == [
        "A friend's StudDesk tries these ways, in order:",
        f"  \u2022 On this network: {net.address('home')}:{DESK_PORT}",
        f"  \u2022 Through your router: {outside}"]

    players = _friend_plays(net, data_dir, out, code)
    assert FRIEND in players and "Desk table" not in players
    assert _where_the_friend_was(data_dir) == {net.address("friend")}  # through the mapping
    assert desk.poll() is None, net.dump_logs()

    _close_window(net, desk, log, data_dir)
    assert net.forwarded() == {}


@pytest.mark.slow  # real processes in seven namespaces
def test_with_the_routers_upnp_off_the_friend_joins_through_the_relay_which_sees_no_name(
        net: InviteNet, tmp_path: Path) -> None:
    net.kill_router()  # no UPnP, PCP or NAT-PMP on the home router from here on
    capture = tmp_path / "relay.pcap"
    sniffer, sniffer_log = net.start("relay", "-c", CAPTURE, "eth0", str(capture))
    net.wait_log(sniffer_log, "capturing", 30, "the capture")

    data_dir, out = tmp_path / "host-data", tmp_path / "phh"
    relay = f"{net.address('relay')}:{RELAY_PORT}"
    host, log = net.host(data_dir, 47475, "--bots", "1", "--relay", relay)
    net.wait_log(log, r"router: could not open port 47475 .*\n", 60, "the router's refusal")
    net.wait_log(log, rf"relay: the router did not open the port; registering the table at"
                      rf" {re.escape(relay)}\n", 10, "the fallback")
    net.wait_log(log, "registered, room", 30, "the registration")
    net.wait_log(log, rf"relay room {re.escape(relay)}", 10, "the relay room line")
    deadline = time.monotonic() + 10
    while Route.RELAY not in {a.route for a in net.invite(data_dir).addresses}:
        assert time.monotonic() < deadline, net.dump_logs()
        time.sleep(0.2)
    invite = net.invite(data_dir)
    assert [a.route for a in invite.in_order()] == [Route.LAN, Route.RELAY]

    players = _friend_plays(net, data_dir, out, invite.code())
    assert _where_the_friend_was(data_dir) == {f"relay:{net.address('friend')}"}
    _stop(net, host)
    sniffer.kill()
    sniffer.wait(30)

    seen = capture.read_bytes()
    assert len(seen) > 20_000, len(seen)  # hands' worth of frames went through the relay
    assert b"relay_host" in seen and b"relay_join" in seen  # the handshake is in the clear
    assert FRIEND in players and len(players) == 2, players  # the friend and the host's bot
    for name in (TABLE, *players):
        assert name.encode() not in seen, f"{name!r} crossed the relay in plaintext"



@pytest.mark.slow  # real processes in seven namespaces, a desktop window among them
def test_with_the_routers_upnp_off_a_friend_joins_the_desktops_table_through_its_relay(
        net: InviteNet, tmp_path: Path) -> None:
    """The desktop host with the router box ticked and a relay in the Host dialog's field:
    the router maps nothing, so the table registers at the relay; its invite and Invite dialog
    carry the relay, and the friend behind the other NAT plays through it."""
    net.kill_router()  # no UPnP, PCP or NAT-PMP on the home router
    data_dir, out, png = tmp_path / "desk-data", tmp_path / "phh", tmp_path / "invite.png"
    relay = f"{net.address('relay')}:{RELAY_PORT}"
    desk, log, code = _desktop_host(net, data_dir, png, relay)
    invite = parse_invite(code)
    assert [a.route for a in invite.in_order()] == [Route.LAN, Route.RELAY]
    way = invite.in_order()[1]
    assert (way.host, way.port) == (net.address("relay"), RELAY_PORT)
    assert net.invite(data_dir) == invite
    net.wait_log(log, r"ROUTE .*Through the relay.*\n", 60, "the dialog's ways")
    assert re.findall(r"ROUTE (.*)\n", log.read_text()) == [
        "A friend's StudDesk tries these ways, in order:",
        f"  \u2022 On this network: {net.address('home')}:{DESK_PORT}",
        f"  \u2022 Through the relay: {relay}"]

    _friend_plays(net, data_dir, out, code)
    assert _where_the_friend_was(data_dir) == {f"relay:{net.address('friend')}"}
    assert desk.poll() is None, net.dump_logs()
    _close_window(net, desk, log, data_dir)
    assert net.forwarded() == {}

@pytest.mark.slow  # a network of its own: the router's outside address is the provider's
def test_a_mapping_that_is_not_public_keeps_the_relay_in_the_invite_too(tmp_path: Path) -> None:
    """A router inside its provider's network (CGNAT): the port is mapped, but friends outside
    that network cannot reach it, so the table registers at the relay as well; the invite
    holds both, and a friend who can reach the mapped port (a neighbour on the provider's
    network) uses it first."""
    (tmp_path / "net").mkdir()
    with _network(tmp_path / "net", outside=CGNAT_OUT) as cgnat:
        data_dir, out = tmp_path / "host-data", tmp_path / "phh"
        relay = f"{cgnat.address('relay')}:{RELAY_PORT}"
        host, log = cgnat.host(data_dir, 47474, "--bots", "1", "--relay", relay)
        cgnat.wait_log(log, rf"relay: the router's outside address is not public; registering"
                            rf" the table at {re.escape(relay)} too\n", 60, "the fallback")
        cgnat.wait_log(log, "registered, room", 30, "the registration")
        deadline = time.monotonic() + 10
        while Route.RELAY not in {a.route for a in cgnat.invite(data_dir).addresses}:
            assert time.monotonic() < deadline, cgnat.dump_logs()
            time.sleep(0.2)
        invite = cgnat.invite(data_dir)
        assert [a.route for a in invite.in_order()] == [Route.LAN, Route.MAPPED, Route.RELAY]
        assert invite.in_order()[1].host == f"{CGNAT_OUT}.1"
        _friend_plays(cgnat, data_dir, out, invite.code())
        assert _where_the_friend_was(data_dir) == {cgnat.address("friend")}  # not relayed
        _stop(cgnat, host)
        assert cgnat.forwarded() == {}

