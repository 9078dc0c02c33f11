"""net.discovery: instance names, TXT properties, and advertising / browsing on loopback.

Every Zeroconf instance here is bound to 127.0.0.1 only (``interfaces=["127.0.0.1"]``); no
packet goes to any other address (checked by ``test_nothing_leaves_loopback`` where the test
may open a packet socket). mDNS over loopback needs the ``lo`` device up and multicast loop on
(Linux's default); see the docstring of net/discovery.py.

A browser lists a table only while it answers on its port, so the advertised tables here have
a real listening socket behind them (:func:`listening`). Nothing waits on a fixed sleep: every
test waits for a callback or a condition, with deadlines generous enough for a machine whose
cores are all busy.
"""

from __future__ import annotations

import json
import os
import queue
import signal
import socket
import struct
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

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
    tcp_reachable,
)
from net.protocol import PROTOCOL_VERSION
from tests.net.helpers import free_port

LOOPBACK = ["127.0.0.1"]
NEWER = PROTOCOL_VERSION + 1  # a host from a later StudDesk
WAIT = 20.0
ROOT = Path(__file__).resolve().parents[2]
HINT = (
    "mDNS over 127.0.0.1 did not deliver; the loopback device must be up and IP multicast "
    "loop on (see net/discovery.py)"
)


def _unique(prefix: str = "Test table") -> str:
    return f"{prefix} {uuid.uuid4().hex[:8]}"


def _wait_until(condition: Callable[[], bool], timeout: float = WAIT, what: str = "") -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"not reached within {timeout} s: {what or condition}")
        time.sleep(0.02)


@pytest.fixture
def listening() -> Iterator[Callable[[], int]]:
    """``listening()`` opens a TCP socket on 127.0.0.1 that accepts (the kernel's backlog)
    and returns its port: a stand-in for a live table."""
    sockets: list[socket.socket] = []

    def open_one() -> int:
        sock = socket.socket()
        sock.bind(("127.0.0.1", 0))
        sock.listen(16)
        sockets.append(sock)
        return int(sock.getsockname()[1])

    try:
        yield open_one
    finally:
        for sock in sockets:
            sock.close()


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
        "Fri", proto=str(PROTOCOL_VERSION), name="Friday stud.", variant="razz", stakes="2/4",
        taken="3", seats="6", pw="1", v="0.1.0",
    ))
    assert table == TableInfo(
        name="Friday stud.", host="box.local.", port=50007, addresses=("127.0.0.1",),
        variant="razz", stakes="2/4", taken=3, seats=6, password=True, protocol=PROTOCOL_VERSION,
        service_name=f"Fri.{SERVICE_TYPE}", version="0.1.0",
    )
    assert table.compatible and not table.is_full


def test_incompatible_or_garbled_properties_are_flagged_not_trusted() -> None:
    table = table_from_service_info(_info(
        "Odd", proto=str(NEWER), variant="omaha", taken="lots", seats="-1", pw="yes",
        name="\x1b[31m",
    ))
    assert table is not None
    assert not table.compatible and table.protocol == NEWER
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
        "proto": str(PROTOCOL_VERSION), "name": "Friday stud", "variant": "stud8",
        "stakes": "2/4", "taken": "2", "seats": "7", "pw": "1", "v": "0.1.0",
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
    recorder: tuple[Recorder, TableBrowser], listening: Callable[[], int],
) -> None:
    rec, browser = recorder
    name = _unique("Friday.stud")
    port = listening()
    adv = Advertiser(name=name, port=port, interfaces=LOOPBACK, stakes="2/4", variant="stud",
                     taken=1, seats=8, password=False, version="0.1.0")
    try:
        adv.start()
        assert "." not in adv.service_name[: -len(SERVICE_TYPE) - 1]
        table = rec.wait("added", adv.service_name)
        assert table.name == name  # the real name, dots and all, from TXT
        assert (table.port, table.addresses) == (port, ("127.0.0.1",))
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
    recorder: tuple[Recorder, TableBrowser], listening: Callable[[], int],
) -> None:
    rec, _ = recorder
    name = _unique("Future")
    info = ServiceInfo(
        SERVICE_TYPE, f"{name}.{SERVICE_TYPE}", port=listening(),
        server=f"f{uuid.uuid4().hex}.local.", parsed_addresses=LOOPBACK,
        properties={"proto": str(NEWER), "name": name, "variant": "stud", "seats": "8",
                    "taken": "0"},
    )
    zc = Zeroconf(interfaces=LOOPBACK)
    try:
        zc.register_service(info)
        table = rec.wait("added", info.name)
        assert table.protocol == NEWER and not table.compatible
    finally:
        zc.unregister_service(info)
        zc.close()


@pytest.mark.timeout(30)
def test_same_name_twice_gets_a_unique_instance() -> None:
    """The second advertiser looks for its namesake until it answers (generous deadline, no
    fixed sleep): zeroconf's probe then renames it whatever the load on the machine."""
    name = _unique("Twin")
    with Advertiser(name=name, port=50125, interfaces=LOOPBACK) as first, Advertiser(
        name=name, port=50126, interfaces=LOOPBACK, namesake_wait=WAIT
    ) as second:
        assert first.service_name != second.service_name
        assert second.service_name.startswith(sanitize_instance_name(name) + "-")


@pytest.mark.timeout(30)
def test_browse_tables_helper_finds_a_table(listening: Callable[[], int]) -> None:
    name = _unique("Lookup")
    with Advertiser(name=name, port=listening(), interfaces=LOOPBACK, stakes="1/2") as adv:
        tables = browse_tables(WAIT, LOOPBACK, until=lambda ts: any(
            t.service_name == adv.service_name for t in ts))
        found = {t.service_name: t for t in tables}
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


def _sniff_mdns(stop: threading.Event, on_lo: list[str], elsewhere: list[str],
                ready: threading.Event) -> None:
    """Record the mDNS packets seen on lo, and those this machine sends on any other device
    (``ready`` is set once the socket listens)."""
    sock = socket.socket(socket.AF_PACKET, socket.SOCK_RAW, socket.ntohs(0x0800))
    sock.settimeout(0.2)
    ready.set()
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
    ready = threading.Event()
    sniffer = threading.Thread(target=_sniff_mdns, args=(stop, on_lo, elsewhere, ready),
                               daemon=True)
    sniffer.start()
    try:
        assert ready.wait(10), "the sniffer did not start"
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


# ---------------------------------------------------------------------------- hosts that died


@pytest.mark.timeout(60)
def test_a_table_that_stops_answering_leaves_the_list_and_comes_back(
    listening: Callable[[], int],
) -> None:
    """The reachability check on an injected probe: listed once it answers, removed after
    ``check_misses`` failed checks in a row while its records are still cached, listed again
    when it answers again."""
    down: set[int] = set()
    checked: list[int] = []

    def probe(table: TableInfo, timeout: float) -> bool:
        checked.append(table.port)
        return table.port not in down

    rec = Recorder()
    port = listening()
    browser = TableBrowser(interfaces=LOOPBACK, check_interval=0.05, check_misses=2,
                           probe=probe, **rec.callbacks())  # type: ignore[arg-type]
    with browser, Advertiser(name=_unique("Flaky"), port=port, interfaces=LOOPBACK) as adv:
        rec.wait("added", adv.service_name)
        down.add(port)
        before = checked.count(port)
        gone = rec.wait("removed", adv.service_name)
        assert gone.port == port and adv.service_name not in browser.tables
        assert checked.count(port) >= before + 2  # two misses in a row, not one
        down.discard(port)
        back = rec.wait("added", adv.service_name)
        assert back.port == port and adv.service_name in browser.tables


@pytest.mark.timeout(60)
def test_an_advertised_table_that_never_answers_is_not_listed(
    listening: Callable[[], int],
) -> None:
    rec = Recorder()
    probed: list[str] = []

    def probe(table: TableInfo, timeout: float) -> bool:
        probed.append(table.service_name)
        return tcp_reachable(table, timeout)

    browser = TableBrowser(interfaces=LOOPBACK, check_interval=0.1, probe=probe,
                           **rec.callbacks())  # type: ignore[arg-type]
    with browser, \
            Advertiser(name=_unique("Alive"), port=listening(), interfaces=LOOPBACK) as live, \
            Advertiser(name=_unique("Ghost"), port=free_port(), interfaces=LOOPBACK) as ghost:
        rec.wait("added", live.service_name)
        _wait_until(lambda: probed.count(ghost.service_name) >= 5, what="the ghost checked")
        assert ghost.service_name not in browser.tables
    seen = []
    while not rec.events.empty():
        seen.append(rec.events.get_nowait()[1].service_name)
    assert ghost.service_name not in seen


def test_tcp_reachable_on_loopback(listening: Callable[[], int]) -> None:
    def table(port: int, *addresses: str) -> TableInfo:
        return TableInfo(name="t", host="h.local.", port=port, addresses=addresses,
                         variant="stud", stakes="", taken=0, seats=8, password=False,
                         protocol=PROTOCOL_VERSION, service_name="t." + SERVICE_TYPE)

    port = listening()
    assert tcp_reachable(table(port, "127.0.0.1"), 2.0)
    assert tcp_reachable(table(port, "not an address", "127.0.0.1"), 2.0)  # any one will do
    assert not tcp_reachable(table(free_port(), "127.0.0.1"), 2.0)
    assert not tcp_reachable(table(port), 2.0)  # no address at all


def test_browser_refuses_bad_check_settings() -> None:
    for bad in ({"check_interval": -1.0}, {"check_timeout": 0.0}, {"check_misses": 0}):
        with pytest.raises(ValueError):
            TableBrowser(interfaces=LOOPBACK, **bad)


@pytest.mark.timeout(90)
def test_a_killed_host_leaves_the_list(tmp_path: Path) -> None:
    """A real ``studdesk host`` advertising on 127.0.0.1 is killed with SIGKILL (no goodbye
    packets): a browser with short check intervals drops it within seconds, long before its
    cached records would expire."""
    rec = Recorder()
    name = _unique("Doomed")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    with TableBrowser(interfaces=LOOPBACK, check_interval=0.2, check_timeout=1.0,
                      **rec.callbacks()) as browser:  # type: ignore[arg-type]
        host = subprocess.Popen(
            [sys.executable, "-m", "studdesk", "host", "--headless", "--bind", "127.0.0.1",
             "--port", "0", "--name", name, "--data-dir", str(tmp_path),
             "--mdns-interface", "127.0.0.1"],
            env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        try:
            deadline = time.monotonic() + 60
            table = None
            while table is None and time.monotonic() < deadline:
                try:
                    kind, found = rec.events.get(timeout=1.0)
                except queue.Empty:
                    assert host.poll() is None, host.communicate()[0]
                    continue
                if kind == "added" and found.name == name:
                    table = found
            assert table is not None, f"the host was never listed: {HINT}"
            host.send_signal(signal.SIGKILL)
            host.wait(30)
            gone = rec.wait("removed", table.service_name, timeout=30)
            assert gone.port == table.port
            assert table.service_name not in browser.tables
        finally:
            if host.poll() is None:
                host.kill()
                host.wait(30)
            if host.stdout is not None:
                host.stdout.close()


@pytest.mark.timeout(90)
def test_tables_watch_prints_tables_coming_and_going(listening: Callable[[], int]) -> None:
    """``studdesk tables --watch --json``: one line per change until SIGTERM."""
    name = _unique("Watched")
    watch = subprocess.Popen(
        [sys.executable, "-m", "studdesk", "tables", "--watch", "--json",
         "--mdns-interface", "127.0.0.1"],
        env={**os.environ, "PYTHONPATH": str(ROOT)}, stdout=subprocess.PIPE, text=True)
    lines: queue.Queue[str] = queue.Queue()
    assert watch.stdout is not None
    stdout = watch.stdout
    threading.Thread(target=lambda: [lines.put(line) for line in stdout], daemon=True).start()

    def wait_for(event: str) -> dict[str, object]:
        deadline = time.monotonic() + WAIT * 2
        while (remaining := deadline - time.monotonic()) > 0:
            try:
                record = json.loads(lines.get(timeout=remaining))
            except queue.Empty:
                break
            if record["event"] == event and record["name"] == name:
                return dict(record)
        raise AssertionError(f"no {event} line for {name}: {HINT}")

    try:
        port = listening()
        with Advertiser(name=name, port=port, interfaces=LOOPBACK, stakes="1/2"):
            added = wait_for("added")
            assert (added["port"], added["stakes"], added["addresses"]) == (
                port, "1/2", ["127.0.0.1"])
        wait_for("removed")
        watch.send_signal(signal.SIGTERM)
        assert watch.wait(30) == 0
    finally:
        if watch.poll() is None:
            watch.kill()
            watch.wait(30)
        stdout.close()


def test_the_format_travels_in_the_txt_record_and_back() -> None:
    """The night's format: "Sit-and-go · Triple Stud · level 3" in the lobby comes from the
    record."""
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
