"""net.router without a router: the NAT-PMP and PCP clients against a scripted UDP peer on
loopback (odd and hostile replies among the right one), which addresses are public, the
lines the host prints, the default gateway, and the record a data directory keeps.
The real router (Debian's miniupnpd in network namespaces) is tests/net/test_router_netns.py."""

from __future__ import annotations

import ipaddress
import socket
import struct
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from net.router import PortMapping, RouterOptions, is_public, parse_methods
from net.router.addresses import default_gateway
from net.router.mapper import description_for, mapping_line
from net.router.natpmp import NatPmp, NoAnswer, Pcp, UnsupportedVersion
from net.router.records import RECORD_FILE, MappingError, MappingRecord

Script = Callable[[bytes], list[bytes]]


class Peer:
    """A UDP socket on 127.0.0.1 that answers each datagram with what ``script`` returns."""

    def __init__(self, script: Script) -> None:
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.sock.bind(("127.0.0.1", 0))
        self.sock.settimeout(0.2)
        self.port = int(self.sock.getsockname()[1])
        self.script = script
        self.requests: list[bytes] = []
        self.running = True
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        while self.running:
            try:
                data, sender = self.sock.recvfrom(2048)
            except TimeoutError:
                continue
            self.requests.append(data)
            for reply in self.script(data):
                self.sock.sendto(reply, sender)

    def close(self) -> None:
        self.running = False
        self.thread.join(5)
        self.sock.close()


@pytest.fixture
def peer() -> Iterator[Callable[[Script], Peer]]:
    made: list[Peer] = []

    def make(script: Script) -> Peer:
        made.append(Peer(script))
        return made[-1]

    yield make
    for p in made:
        p.close()


def _natpmp_router(request: bytes) -> list[bytes]:
    if request == b"\0\0":
        return [b"\0\x80\0\0" + b"\0\0\0\x07" + socket.inet_aton("198.51.100.7")]
    _v, _op, _r, internal, external, life = struct.unpack("!BBHHHI", request)
    good = struct.pack("!BBHIHHI", 0, 130, 0, 7, internal, external + 1, min(life, 600))
    other = struct.pack("!BBHIHHI", 0, 130, 0, 7, internal + 1, 1, 600)  # another port's
    return [b"\0\x82\0", other, good]  # a short one and another mapping's come first


def test_natpmp_maps_through_short_and_foreign_replies(peer: Callable[[Script], Peer]) -> None:
    router = peer(_natpmp_router)
    mapping = NatPmp("127.0.0.1", router.port).map(47474, 47474, 3600)
    assert mapping == PortMapping(method="NAT-PMP", external_address="198.51.100.7",
                                  external_port=47475, internal_address="127.0.0.1",
                                  internal_port=47474, lease=600, router="127.0.0.1")
    assert router.requests[1] == struct.pack("!BBHHHI", 0, 2, 0, 47474, 47474, 3600)
    NatPmp("127.0.0.1", router.port).delete(47474)
    assert router.requests[-1] == struct.pack("!BBHHHI", 0, 2, 0, 47474, 0, 0)


def test_natpmp_refusal_is_one_clear_error(peer: Callable[[Script], Peer]) -> None:
    def refuse(request: bytes) -> list[bytes]:
        if request == b"\0\0":
            return [b"\0\x80\0\x03" + bytes(8)]  # network failure: no outside address yet
        return []

    router = peer(refuse)
    with pytest.raises(MappingError, match=r"^NAT-PMP: network failure \(the router has no"
                                           r" outside address\)$"):
        NatPmp("127.0.0.1", router.port).map(47474, 47474, 3600)


def _pcp_reply(request: bytes, *, result: int = 0, nonce: bytes | None = None) -> bytes:
    life = struct.unpack("!I", request[4:8])[0]
    internal = struct.unpack("!H", request[40:42])[0]
    header = struct.pack("!BBBBII", 2, 0x81, 0, result, life, 9) + bytes(12)
    body = ((nonce or request[24:36]) + struct.pack("!B3xHH", 6, internal, internal)
            + ipaddress.IPv6Address("::ffff:198.51.100.8").packed)
    return header + body


def test_pcp_maps_and_ignores_another_nonce(peer: Callable[[Script], Peer]) -> None:
    router = peer(lambda r: [_pcp_reply(r, nonce=b"x" * 12), _pcp_reply(r)])
    pcp = Pcp("127.0.0.1", b"n" * 12, router.port)
    mapping = pcp.map(47474, 47474, 3600)
    assert (mapping.method, mapping.label(), mapping.lease) == ("PCP", "198.51.100.8:47474", 3600)
    request = router.requests[0]
    assert request[:2] == b"\x02\x01" and request[24:36] == b"n" * 12
    assert request[8:24] == ipaddress.IPv6Address("::ffff:127.0.0.1").packed
    pcp.delete(47474)
    assert struct.unpack("!I", router.requests[-1][4:8]) == (0,)  # lifetime 0: delete


def test_pcp_asked_of_a_natpmp_router_is_an_unsupported_version(
        peer: Callable[[Script], Peer]) -> None:
    router = peer(lambda r: [b"\0\x81\0\x01" + bytes(4)])  # NAT-PMP: unsupported version
    with pytest.raises(UnsupportedVersion, match="PCP: the router speaks only NAT-PMP"):
        Pcp("127.0.0.1", port=router.port).map(47474, 47474, 3600)


def test_pcp_not_authorized(peer: Callable[[Script], Peer]) -> None:
    router = peer(lambda r: [_pcp_reply(r, result=2)])
    with pytest.raises(MappingError, match=r"^PCP: not authorized$"):
        Pcp("127.0.0.1", port=router.port).map(47474, 47474, 3600)


def test_nothing_listening_is_no_answer_at_once() -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.bind(("127.0.0.1", 0))
        closed = int(s.getsockname()[1])
    with pytest.raises(NoAnswer, match=rf"^PCP: nothing answers on 127.0.0.1 port {closed}$"):
        Pcp("127.0.0.1", port=closed).map(47474, 47474, 3600)


def test_a_router_that_stays_silent_is_asked_four_times_then_no_answer(
        peer: Callable[[Script], Peer], monkeypatch: pytest.MonkeyPatch) -> None:
    """A router that takes the request and never replies (miniupnpd searching every port it
    might give instead): the RFC's retransmissions, doubling, then one clear NoAnswer (the
    mapper then skips NAT-PMP, on the same port)."""
    monkeypatch.setattr("net.router.natpmp.FIRST_WAIT", 0.02)  # 0.02 + 0.04 + 0.08 + 0.16 s
    router = peer(lambda r: [])
    with pytest.raises(NoAnswer, match=rf"^PCP: no answer from 127.0.0.1 port {router.port}$"):
        Pcp("127.0.0.1", port=router.port).map(47474, 47474, 3600)
    deadline = time.monotonic() + 10  # the peer's thread may read the last one a little late
    while len(router.requests) < 4 and time.monotonic() < deadline:
        time.sleep(0.01)
    assert len(router.requests) == 4 and len(set(router.requests)) == 1


@pytest.mark.parametrize(("address", "public"), [
    ("9.255.255.255", True), ("10.0.0.0", False), ("11.0.0.0", True),
    ("172.15.255.255", True), ("172.16.0.0", False), ("172.31.255.255", False),
    ("172.32.0.0", True), ("192.167.255.255", True), ("192.168.0.1", False),
    ("100.63.255.255", True), ("100.64.0.0", False), ("100.127.255.255", False),
    ("100.128.0.0", True), ("127.0.0.1", False), ("169.254.1.1", False), ("0.0.0.0", False),
    ("", False), ("2001:db8::1", False),
])
def test_which_outside_addresses_are_public(address: str, public: bool) -> None:
    assert is_public(address) is public


def _mapping(address: str, *, lease: int = 3600, connected: bool = True) -> PortMapping:
    return PortMapping(method="UPnP", external_address=address, external_port=47474,
                       internal_address="10.0.0.2", internal_port=47474, lease=lease,
                       router="http://10.0.0.1/ctl", connected=connected)


def test_the_lines_the_host_prints() -> None:
    assert mapping_line(_mapping("198.51.100.7")) == (
        "router: friends reach this table at 198.51.100.7:47474 (UPnP, lease 3600 s, renewed"
        " as it runs)")
    assert mapping_line(_mapping("198.51.100.7", lease=0)).endswith("(UPnP, permanent)")
    assert mapping_line(_mapping("100.64.3.4")) == (
        "router: mapped 100.64.3.4:47474 (UPnP), but the router's outside address 100.64.3.4"
        " is not public: friends outside your provider's network cannot reach it; use a relay")
    # a router that calls itself "not connected" is mapped anyway, and said so
    not_connected = _mapping("198.51.100.7", connected=False)
    assert not not_connected.public
    assert mapping_line(not_connected) == (
        "router: mapped 198.51.100.7:47474 (UPnP), but the router says it is not connected, and"
        " its outside address 198.51.100.7 is not public: friends outside your provider's"
        " network cannot reach it; use a relay")


def test_the_default_gateway_from_linux_routing_table(tmp_path: Path) -> None:
    table = tmp_path / "route"
    table.write_text(
        "Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT\n"
        "eth0\t000200C0\t00000000\t0001\t0\t0\t0\t00FFFFFF\t0\t0\t0\n"
        "wlan0\t00000000\t0101A8C0\t0003\t0\t0\t600\t00000000\t0\t0\t0\n"
        "eth0\t00000000\t010200C0\t0003\t0\t0\t100\t00000000\t0\t0\t0\n", encoding="ascii")
    assert default_gateway(table) == "192.0.2.1"  # the lower metric wins
    table.write_text("Iface\tDestination\n", encoding="ascii")
    assert default_gateway(table) is None
    assert default_gateway(tmp_path / "missing") is None


def test_the_record_a_data_directory_keeps(tmp_path: Path) -> None:
    record = MappingRecord.of(_mapping("198.51.100.7"), description_for(tmp_path), "ab" * 12)
    record.save(tmp_path)
    assert MappingRecord.load(tmp_path) == record
    assert record.description == description_for(tmp_path)  # the same for every run
    assert description_for(tmp_path) != description_for(tmp_path / "other")
    (tmp_path / RECORD_FILE).write_text('{"method": "carrier pigeon"', encoding="utf-8")
    assert MappingRecord.load(tmp_path) is None  # a damaged record is no hint at all
    MappingRecord.forget(tmp_path)
    assert MappingRecord.load(tmp_path) is None


def test_router_options_and_ways() -> None:
    assert parse_methods("upnp, natpmp") == ("UPnP", "NAT-PMP")
    with pytest.raises(ValueError, match="not a way to map a port: 'smoke'"):
        parse_methods("upnp,smoke")
    with pytest.raises(ValueError):
        RouterOptions(lease_seconds=0)
    with pytest.raises(ValueError):
        RouterOptions(methods=())
