"""net.discovery: instance names, TXT properties, and advertising / browsing on loopback.

Every Zeroconf instance here is bound to 127.0.0.1 only (``interfaces=["127.0.0.1"]``); no
packet goes to any other address (checked by ``test_nothing_leaves_loopback`` where the test
may open a packet socket). mDNS over loopback needs the ``lo`` device up and multicast loop on
(Linux's default); see the docstring of net/discovery.py.
"""

from __future__ import annotations

import queue
import socket
import struct
import threading
import time
import uuid
from collections.abc import Iterator

import pytest
from zeroconf import ServiceInfo, Zeroconf

from net.discovery import (
    MAX_INSTANCE_BYTES,
    SERVICE_TYPE,
    Advertiser,
    TableBrowser,
    TableInfo,
    browse_tables,
    sanitize_instance_name,
    table_from_service_info,
)
from net.protocol import PROTOCOL_VERSION

LOOPBACK = ["127.0.0.1"]
WAIT = 8.0
HINT = (
    "mDNS over 127.0.0.1 did not deliver; the loopback device must be up and IP multicast "
    "loop on (see net/discovery.py)"
)


def _unique(prefix: str = "Test table") -> str:
    return f"{prefix} {uuid.uuid4().hex[:8]}"


# ---------------------------------------------------------------------------- names, no network


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ("Friday stud", "Friday stud"),
        ("v1.2 game.", "v1-2 game"),
        ("back\\slash", "back-slash"),
        ("  lots   of\t\tspace ", "lots of space"),
        ("bell\x07 and\nnewline", "bell and newline"),
        ("\u202eevil", "evil"),
        ("", "StudDesk table"),
        ("...", "StudDesk table"),
        ("Zoe\u0308", "Zo\u00eb"),
    ],
)
def test_sanitize_instance_name(given: str, expected: str) -> None:
    assert sanitize_instance_name(given) == expected


@pytest.mark.parametrize("name", ["x" * 300, "\u00e9" * 100, "\U0001f0a1" * 40, "\u674e" * 50])
def test_sanitized_name_fits_one_dns_label_with_room_for_a_suffix(name: str) -> None:
    cleaned = sanitize_instance_name(name)
    assert 0 < len(cleaned.encode("utf-8")) <= MAX_INSTANCE_BYTES
    assert len((cleaned + "-99").encode("utf-8")) <= 63
    cleaned.encode("utf-8").decode("utf-8")  # cut on a character boundary


def _info(instance: str, /, **props: str) -> ServiceInfo:
    return ServiceInfo(
        SERVICE_TYPE, f"{instance}.{SERVICE_TYPE}", port=50007, properties=props,
        server="box.local.", parsed_addresses=["127.0.0.1"],
    )


def test_table_from_service_info_reads_every_property() -> None:
    table = table_from_service_info(_info(
        "Fri", proto=str(PROTOCOL_VERSION), name="Friday stud.", variant="razz", stakes="2/4", taken="3",
        seats="6", pw="1", v="0.1.0",
    ))
    assert table == TableInfo(
        name="Friday stud.", host="box.local.", port=50007, addresses=("127.0.0.1",),
        variant="razz", stakes="2/4", taken=3, seats=6, password=True, protocol=PROTOCOL_VERSION,
        service_name=f"Fri.{SERVICE_TYPE}", version="0.1.0",
    )
    assert table.compatible and not table.is_full


def test_incompatible_or_garbled_properties_are_flagged_not_trusted() -> None:
    table = table_from_service_info(_info(
        "Odd", proto=str(PROTOCOL_VERSION + 1), variant="omaha", taken="lots", seats="-1", pw="yes", name="\x1b[31m"
    ))
    assert table is not None
    assert not table.compatible and table.protocol == PROTOCOL_VERSION + 1
    assert (table.variant, table.taken, table.seats, table.password) == ("", 0, 8, False)
    assert table.name == "[31m"
    bare = table_from_service_info(_info("Bare"))
    assert bare is not None and bare.protocol == 0 and not bare.compatible and bare.name == "Bare"


@pytest.mark.parametrize(
    "kwargs",
    [
        {"variant": "omaha"},
        {"seats": 9},
        {"seats": 1},
        {"taken": 9},
        {"taken": -1},
        {"interfaces": []},
        {"port": 0},
    ],
)
def test_advertiser_refuses_bad_settings(kwargs: dict[str, object]) -> None:
    settings: dict[str, object] = {"name": "t", "port": 5000, "interfaces": LOOPBACK, **kwargs}
    with pytest.raises(ValueError):
        Advertiser(**settings)  # type: ignore[arg-type]


def test_advertiser_txt_properties_before_start() -> None:
    adv = Advertiser(name="Friday stud", port=5000, interfaces=LOOPBACK, stakes="2/4",
                     variant="stud8", taken=2, seats=7, password=True, version="0.1.0")
    assert adv.properties == {
        "proto": str(PROTOCOL_VERSION), "name": "Friday stud", "variant": "stud8", "stakes": "2/4",
        "taken": "2", "seats": "7", "pw": "1", "v": "0.1.0",
    }
    adv.update(taken=3)  # not started: only remembered
    assert adv.properties["taken"] == "3" and not adv.is_started
    with pytest.raises(TypeError):
        adv.update(colour="red")
    adv.close()  # closing what never started is fine


# ---------------------------------------------------------------------------- loopback network


class Recorder:
    """Collects browser callbacks for one service name (other tests' tables are ignored)."""

    def __init__(self) -> None:
        self.events: queue.Queue[tuple[str, TableInfo]] = queue.Queue()
        self.names: set[str] = set()
        self.threads: set[str] = set()

    def callbacks(self) -> dict[str, object]:
        def make(kind: str) -> object:
            def callback(table: TableInfo) -> None:
                self.threads.add(threading.current_thread().name)
                self.events.put((kind, table))

            return callback

        return {f"on_{k}": make(k) for k in ("added", "updated", "removed")}

    def wait(self, kind: str, service_name: str, timeout: float = WAIT) -> TableInfo:
        deadline = time.monotonic() + timeout
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise AssertionError(f"no {kind} for {service_name} within {timeout} s: {HINT}")
            try:
                got_kind, table = self.events.get(timeout=remaining)
            except queue.Empty:
                continue
            if table.service_name == service_name and got_kind == kind:
                return table


@pytest.fixture
def recorder() -> Iterator[tuple[Recorder, TableBrowser]]:
    rec = Recorder()
    browser = TableBrowser(interfaces=LOOPBACK, **rec.callbacks())  # type: ignore[arg-type]
    browser.start()
    try:
        yield rec, browser
    finally:
        browser.close()


@pytest.mark.timeout(30)
def test_advertise_browse_update_and_close_on_loopback(
    recorder: tuple[Recorder, TableBrowser],
) -> None:
    rec, browser = recorder
    name = _unique("Friday.stud")
    adv = Advertiser(name=name, port=50123, interfaces=LOOPBACK, stakes="2/4", variant="stud",
                     taken=1, seats=8, password=False, version="0.1.0")
    try:
        adv.start()
        assert "." not in adv.service_name[: -len(SERVICE_TYPE) - 1]
        table = rec.wait("added", adv.service_name)
        assert table.name == name  # the real name, dots and all, from TXT
        assert (table.port, table.addresses) == (50123, ("127.0.0.1",))
        assert (table.variant, table.stakes, table.taken, table.seats) == ("stud", "2/4", 1, 8)
        assert not table.password and table.compatible and table.version == "0.1.0"
        assert browser.tables[adv.service_name] == table

        adv.update(taken=5, password=True)
        updated = rec.wait("updated", adv.service_name)
        assert (updated.taken, updated.password) == (5, True)
        assert browser.tables[adv.service_name].taken == 5
    finally:
        adv.close()
    removed = rec.wait("removed", adv.service_name)
    assert removed.taken == 5
    assert adv.service_name not in browser.tables
    assert threading.main_thread().name not in rec.threads  # callbacks come from zeroconf


@pytest.mark.timeout(30)
def test_incompatible_host_is_reported_with_a_flag(
    recorder: tuple[Recorder, TableBrowser],
) -> None:
    rec, _ = recorder
    name = _unique("Future")
    info = ServiceInfo(
        SERVICE_TYPE, f"{name}.{SERVICE_TYPE}", port=50124, server=f"f{uuid.uuid4().hex}.local.",
        parsed_addresses=LOOPBACK,
        properties={"proto": str(PROTOCOL_VERSION + 1), "name": name, "variant": "stud",
                    "seats": "8", "taken": "0"},
    )
    zc = Zeroconf(interfaces=LOOPBACK)
    try:
        zc.register_service(info)
        table = rec.wait("added", info.name)
        assert table.protocol == PROTOCOL_VERSION + 1 and not table.compatible
    finally:
        zc.unregister_service(info)
        zc.close()


@pytest.mark.timeout(30)
def test_same_name_twice_gets_a_unique_instance() -> None:
    name = _unique("Twin")
    with Advertiser(name=name, port=50125, interfaces=LOOPBACK) as first, Advertiser(
        name=name, port=50126, interfaces=LOOPBACK
    ) as second:
        assert first.service_name != second.service_name
        assert second.service_name.startswith(sanitize_instance_name(name) + "-")


@pytest.mark.timeout(30)
def test_browse_tables_helper_finds_a_table() -> None:
    name = _unique("Lookup")
    with Advertiser(name=name, port=50127, interfaces=LOOPBACK, stakes="1/2") as adv:
        found = {t.service_name: t for t in browse_tables(2.5, LOOPBACK)}
    assert adv.service_name in found, HINT
    assert found[adv.service_name].stakes == "1/2"


def test_async_wrappers_run_off_the_event_loop() -> None:
    import asyncio

    async def main() -> str:
        adv = Advertiser(name=_unique("Async"), port=50128, interfaces=LOOPBACK)
        await adv.async_start()
        try:
            await adv.async_update(taken=2)
            return adv.properties["taken"]
        finally:
            await adv.async_close()

    assert asyncio.run(main()) == "2"


def _sniff_mdns(stop: threading.Event, on_lo: list[str], elsewhere: list[str]) -> None:
    """Record the mDNS packets seen on lo, and those this machine sends on any other device."""
    sock = socket.socket(socket.AF_PACKET, socket.SOCK_RAW, socket.ntohs(0x0800))
    sock.settimeout(0.2)
    try:
        while not stop.is_set():
            try:
                packet, addr = sock.recvfrom(65535)
            except TimeoutError:
                continue
            ip = packet[14:]
            if len(ip) < 28 or ip[9] != 17:  # IPv4 UDP only (zeroconf runs IPv4-only here)
                continue
            ihl = (ip[0] & 15) * 4
            sport, dport = struct.unpack("!HH", ip[ihl : ihl + 4])
            if 5353 not in (sport, dport):
                continue
            line = f"{addr[0]}: {socket.inet_ntoa(ip[12:16])} -> {socket.inet_ntoa(ip[16:20])}"
            if addr[0] == "lo":
                on_lo.append(line)
            elif addr[2] == socket.PACKET_OUTGOING:
                elsewhere.append(line)
    finally:
        sock.close()


@pytest.mark.timeout(30)
def test_nothing_leaves_loopback() -> None:
    if not hasattr(socket, "AF_PACKET"):
        pytest.skip("needs Linux packet sockets")
    try:
        socket.socket(socket.AF_PACKET, socket.SOCK_RAW, socket.ntohs(0x0800)).close()
    except PermissionError:
        pytest.skip("needs CAP_NET_RAW to watch the other interfaces")
    stop = threading.Event()
    on_lo: list[str] = []
    elsewhere: list[str] = []
    sniffer = threading.Thread(target=_sniff_mdns, args=(stop, on_lo, elsewhere), daemon=True)
    sniffer.start()
    try:
        time.sleep(0.3)
        with Advertiser(name=_unique("Quiet"), port=50129, interfaces=LOOPBACK) as adv:
            adv.update(taken=1)
            browse_tables(1.0, LOOPBACK)
    finally:
        stop.set()
        sniffer.join()
    assert on_lo, "the sniffer saw no mDNS on lo, so it proves nothing"
    assert elsewhere == []


def test_module_doctests() -> None:
    import doctest

    import net.discovery

    result = doctest.testmod(net.discovery)
    assert result.attempted >= 3 and result.failed == 0


def test_lan_interfaces_leave_out_loopback_and_link_local() -> None:
    from net.discovery import lan_interfaces

    found = lan_interfaces()  # reads the adapters; sends nothing
    assert all(not a.startswith(("127.", "169.254.")) and a.count(".") == 3 for a in found)


def test_the_format_travels_in_the_txt_record_and_back() -> None:
    """Issue 12: "Sit-and-go · Triple Stud · level 3" in the lobby comes from the record."""
    adv = Advertiser(name="Friday SNG", port=5000, interfaces=LOOPBACK, stakes="3/6",
                     format="sng", games=("stud", "razz", "stud8"), mode="rotation", level=2)
    props = adv.properties
    assert (props["fmt"], props["games"], props["mode"], props["lvl"]) == (
        "sng", "stud,razz,stud8", "rotation", "2")
    table = table_from_service_info(_info("Fri", **props))
    assert table is not None and table.format == "sng" and table.mode == "rotation"
    assert table.games == ("stud", "razz", "stud8") and table.level == 2
    adv.update(level=3)
    assert adv.properties["lvl"] == "3"
    plain = Advertiser(name="Cash", port=5000, interfaces=LOOPBACK)
    assert "fmt" not in plain.properties  # a plain cash table's record is as before
    odd = table_from_service_info(_info("Odd", fmt="league", games="stud,omaha", mode="x",
                                        lvl="-3"))
    assert odd is not None and (odd.format, odd.games, odd.mode, odd.level) == (
        "cash", ("stud",), "fixed", 0)
    with pytest.raises(ValueError):
        Advertiser(name="Bad", port=5000, interfaces=LOOPBACK, games=("omaha",), mode="rotation")
    adv.close()
    plain.close()
