"""Discovery records are untrusted input: a record claiming impossible seats, a blank-looking name
or addresses off the network it came from is refused or cleaned, and the reachability probe goes
only where a record could honestly point, once per table per interval and within a global rate,
however the records change. Real zeroconf on 127.0.0.1 only, as tests/net/test_discovery.py does."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import uuid
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor

import pytest
from zeroconf import ServiceInfo, Zeroconf

from net.discovery import (
    MAX_ADDRESSES,
    MAX_OTHER,
    MAX_PER_ENDPOINT,
    MAX_RESOLVING,
    SERVICE_TYPE,
    Advertiser,
    ProbeSchedule,
    TableBrowser,
    TableInfo,
    looks_blank,
    table_from_service_info,
)
from tests.net.discovery_flood import Flood
from tests.net.test_discovery import (
    HINT,
    LOOPBACK,
    ROOT,
    Recorder,
    _unique,
    _wait_until,
    listening,
)

__all__ = ["listening"]  # the fixture, used below


def _record(instance: str, addresses: list[str] | None = None, port: int = 50007,
            **props: str) -> ServiceInfo:
    base = {"proto": "2", "name": instance, "variant": "stud", "seats": "8", "taken": "1"}
    return ServiceInfo(SERVICE_TYPE, f"{instance}.{SERVICE_TYPE}", port=port,
                       properties={**base, **props}, server=f"h{uuid.uuid4().hex}.local.",
                       parsed_addresses=addresses or LOOPBACK)


# ---------------------------------------------------------------------------- records


@pytest.mark.parametrize("props", [{"seats": "10000"}, {"taken": "999999999"},
                                   {"seats": "1"}, {"seats": "6", "taken": "7"},
                                   {"seats": "0"}, {"taken": "9" * 40},
                                   {"seats": "8" + "0" * 200}])
def test_a_record_claiming_impossible_seats_is_not_a_table(props: dict[str, str]) -> None:
    assert table_from_service_info(_record("Liar", **props)) is None


@pytest.mark.parametrize(("instance", "name", "shown"), [
    ("Fri", "\u2800", "Fri"),
    ("Fri", "\u2800\u3164 \u200b\u115f", "Fri"),
    ("\u2800", "\u2800", "StudDesk table"),
    ("Fri", "Ann\u2800\u2800Bob", "Ann Bob"),
    ("Fri", "\u0301\u0301", "Fri"),  # combining marks on nothing
])
def test_a_blank_looking_name_gives_way(instance: str, name: str, shown: str) -> None:
    table = table_from_service_info(_record(instance, name=name))
    assert table is not None and table.name == shown
    assert not looks_blank(table.name)


def test_addresses_are_ipv4_and_few() -> None:
    many = [f"127.0.0.{i}" for i in range(1, 30)]
    table = table_from_service_info(_record("Many", many))
    assert table is not None and table.addresses == tuple(many[:MAX_ADDRESSES])


# ---------------------------------------------------------------------------- the schedule


def test_one_probe_per_table_per_interval_however_often_it_changes() -> None:
    schedule = ProbeSchedule(interval=5.0, rate=100.0, burst=100, now=0.0)
    probes = sum(len(schedule.take(["t"], i / 100)) for i in range(500))  # 5 s of updates
    assert probes == 1
    assert schedule.take(["t"], 5.0) == ["t"]


def test_many_tables_are_probed_within_the_global_rate() -> None:
    schedule = ProbeSchedule(interval=5.0, rate=8.0, burst=16, now=0.0)
    names = [f"t{i}" for i in range(1_000)]
    probes = [len(schedule.take(names, i / 10)) for i in range(61)]  # 6 s, every 0.1 s
    assert probes[0] == 16 and sum(probes) <= 16 + 8 * 6
    assert schedule.next_due(names, 6.0) > 0


# ---------------------------------------------------------------------------- on loopback


class Probes:
    def __init__(self) -> None:
        self.calls: list[tuple[str, tuple[str, ...]]] = []
        self.lock = threading.Lock()

    def __call__(self, table: TableInfo, timeout: float) -> bool:
        with self.lock:
            self.calls.append((table.service_name, table.addresses))
        return True

    def of(self, service: str) -> list[tuple[str, ...]]:
        with self.lock:
            return [a for n, a in self.calls if n == service]


@pytest.fixture
def zc() -> Iterator[Zeroconf]:
    zeroconf = Zeroconf(interfaces=LOOPBACK)
    try:
        yield zeroconf
    finally:
        zeroconf.close()


@pytest.mark.timeout(60)
def test_only_addresses_on_the_interfaces_network_are_probed(zc: Zeroconf) -> None:
    probes, rec = Probes(), Recorder()
    off_lan = _record(_unique("Aimed"), ["192.0.2.7", "198.51.100.9"])
    mixed = _record(_unique("Mixed"), ["192.0.2.7", "127.0.0.1"])
    after = _record(_unique("After"))
    with TableBrowser(interfaces=LOOPBACK, check_interval=60.0, probe=probes,
                      **rec.callbacks()) as browser:  # type: ignore[arg-type]
        zc.register_service(off_lan)
        zc.register_service(mixed)
        table = rec.wait("added", mixed.name)
        assert table.addresses == ("127.0.0.1",)
        assert probes.of(mixed.name) == [("127.0.0.1",)]
        zc.register_service(after)  # announced after the off-LAN one, handled after it
        rec.wait("added", after.name)
        assert probes.of(off_lan.name) == [] and off_lan.name not in browser.tables
        assert off_lan.name not in browser._advertised
    for info in (off_lan, mixed, after):
        zc.unregister_service(info)


@pytest.mark.timeout(90)
def test_a_record_changing_all_the_time_is_probed_once_per_interval(
        zc: Zeroconf, listening: Callable[[], int]) -> None:
    probes, rec = Probes(), Recorder()
    info = _record(_unique("Busy"), port=listening())
    with TableBrowser(interfaces=LOOPBACK, check_interval=60.0, probe=probes,
                      **rec.callbacks()) as browser:  # type: ignore[arg-type]
        zc.register_service(info)
        rec.wait("added", info.name)
        for n in range(30):  # the port and the seats taken change, over and over
            moved = ServiceInfo(SERVICE_TYPE, info.name, port=info.port + 1 + n % 2,
                                properties={**info.decoded_properties, "taken": str(n % 8)},
                                server=info.server, parsed_addresses=LOOPBACK)
            zc.update_service(moved)
        original = (info.port, 1)
        _wait_until(lambda: info.name in browser._advertised and (
            browser._advertised[info.name].port, browser._advertised[info.name].taken)
            != original, what="the changes seen")
        after = _record(_unique("After"), port=listening())
        zc.register_service(after)  # handled after the changes (one handler thread)
        rec.wait("added", after.name)
        assert len(probes.of(info.name)) == 1  # within one interval (60 s): once
    for done in (info, after):
        zc.unregister_service(done)


@pytest.mark.timeout(90)
def test_a_flood_of_records_is_probed_within_the_global_rate(zc: Zeroconf) -> None:
    """At a rate of one probe a million seconds after a burst of 3, eight new records get 3
    probes among them, and one more record later gets none. (Other processes on this machine
    may advertise on 127.0.0.1 too: the count is over every record the browser saw.)"""
    probes = Probes()
    infos = [_record(_unique("Flood"), port=50010 + n) for n in range(8)]  # one table a port
    late = _record(_unique("Late"), port=50009)
    with TableBrowser(interfaces=LOOPBACK, check_interval=60.0, probe=probes, probe_rate=1e-6,
                      probe_burst=3) as browser:
        with ThreadPoolExecutor(8) as pool:
            list(pool.map(zc.register_service, infos))
        names = {i.name for i in infos}
        _wait_until(lambda: names <= set(browser._advertised), what="every record resolved")
        _wait_until(lambda: len(probes.calls) >= 3, what="the burst used")
        zc.register_service(late)
        _wait_until(lambda: late.name in browser._advertised, what="the late record resolved")
        assert len(probes.calls) == 3 and probes.of(late.name) == []
        assert len(browser.tables) <= 3
    for info in (*infos, late):
        zc.unregister_service(info)


# ---------------------------------------------------------------------------- a flooded LAN


@pytest.mark.timeout(120)
def test_a_real_table_is_listed_by_one_tables_run_under_a_flood(
        listening: Callable[[], int]) -> None:
    """150 junk tables (a fifth perfect copies of a table's records, all aimed at one port
    that answers) and 8 odd records (never resolving, a bare PTR sent again and again,
    IPv6 only, a TXT of garbage) announced before the real table: one ``studdesk tables``
    run of 6 s lists it, none of the junk aimed at a closed port, and at most two names of
    the port the copies aim at. (Other tests on this
    machine may announce tables on 127.0.0.1 too: only these names are looked at.)"""
    name = _unique("Real")
    # the real table's port is held before the flood picks its closed ports (free ports,
    # closed again), so that the kernel cannot hand one of them to the real table
    real_port = listening()
    with Flood(150, answering_port=listening()) as flood, Advertiser(
            name=name, port=real_port, interfaces=LOOPBACK, stakes="2/4",
            version="1.0") as real:
        run = subprocess.run(
            [sys.executable, "-m", "studdesk", "tables", "--json", "--timeout", "6",
             "--mdns-interface", "127.0.0.1"], env={**os.environ, "PYTHONPATH": str(ROOT)},
            capture_output=True, text=True, timeout=60, check=True)
    listed = [json.loads(line) for line in run.stdout.splitlines()]
    assert [t["name"] for t in listed if t["port"] == real.port] == [name], HINT
    assert len([t for t in listed if t["port"] == flood.aimed_port]) <= MAX_PER_ENDPOINT
    assert not [t for t in listed if t["port"] in flood.closed_ports]


@pytest.mark.timeout(120)
def test_a_flood_is_kept_within_bounds_and_a_later_table_still_comes_in(
        listening: Callable[[], int]) -> None:
    """What a browser tracks of the flood is bounded (other records, names for one port,
    names being resolved), and a table announced after the flood is listed."""
    rec = Recorder()
    late_port = listening()  # held before the flood picks its closed ports (as above)
    with Flood(150, answering_port=listening()) as flood, TableBrowser(
            interfaces=LOOPBACK, **rec.callbacks()) as browser:  # type: ignore[arg-type]
        _wait_until(lambda: len(set(browser._advertised) & flood.names) >= MAX_OTHER,
                    what="the flood seen")
        with Advertiser(name=_unique("Late"), port=late_port, interfaces=LOOPBACK,
                        stakes="2/4", version="1.0") as late:
            table = rec.wait("added", late.service_name)
            assert table.compatible and table.stakes == "2/4"
            with browser._lock:
                tracked = set(browser._advertised) & flood.names
                others = tracked - browser._real
                aimed = {n for n in tracked if browser._advertised[n].port == flood.aimed_port}
                assert len(others) <= MAX_OTHER and len(aimed) <= MAX_PER_ENDPOINT
                assert len(browser._resolving) <= MAX_RESOLVING
