"""A hostile LAN for discovery tests and the flood benchmark: junk ``_studdesk._tcp`` services
and odd records announced with real zeroconf on 127.0.0.1 (nothing leaves loopback).

* **junk tables** (:func:`junk_infos`): services whose TXT no StudDesk host writes (another
  protocol version, none at all, a game we do not deal, no name, keys of garbage ...), each
  aimed at its own port where nothing listens, and perfect copies of a table's records all aimed at one
  port that accepts anything;
* **odd records** (:class:`Flood` ``odd``): services that never resolve (no address at all,
  or a PTR alone that no SRV or TXT follows, sent again and again as a noisy neighbour
  would), an IPv6-only one and one with a TXT of 1,000 bytes of garbage.

:class:`Flood` registers them without zeroconf's probing (a flooder does not wait for it) and
withdraws them on ``close``.
"""

from __future__ import annotations

import asyncio
import threading
import uuid
from collections.abc import Sequence
from typing import Any

from zeroconf import ServiceInfo, Zeroconf
from zeroconf._dns import DNSPointer
from zeroconf._protocol.outgoing import DNSOutgoing
from zeroconf.const import _CLASS_IN, _FLAGS_AA, _FLAGS_QR_RESPONSE, _TYPE_PTR

from net.discovery import SERVICE_TYPE
from net.protocol import PROTOCOL_VERSION
from tests.net.helpers import free_port

LOOPBACK = ["127.0.0.1"]

_JUNK_TXT: list[dict[str, Any]] = [
    {"proto": "1", "name": "Old", "variant": "stud", "seats": "8", "taken": "1"},
    {"name": "No proto", "variant": "stud", "seats": "8", "taken": "0"},
    {"proto": "2", "variant": "omaha", "seats": "8", "taken": "0", "name": "Omaha"},
    {"proto": "x", "name": "\u2800\u2800", "seats": "6"},
    {"\x00\xff": "\xfe", "junk": "1" * 40},
    {},
    {"proto": "99", "name": "Future", "variant": "razz", "seats": "7", "taken": "7"},
    {"proto": "2", "name": "Pw", "variant": "stud8", "pw": "maybe"},
]
"""TXT properties of junk: what some other program (or a broken one) might announce."""


def junk_infos(count: int, closed: Sequence[int], answering: int | None = None
               ) -> list[ServiceInfo]:
    """``count`` junk tables, each aimed at one of the ``closed`` ports (in turn); with an
    ``answering`` port, every fifth
    is a perfect copy of a StudDesk record aimed at that one port (the flood of the
    benchmark: records that answer, all naming one address and port)."""
    tag = uuid.uuid4().hex[:6]
    perfect = {"proto": str(PROTOCOL_VERSION), "name": "Aim", "variant": "stud",
               "stakes": "2/4", "seats": "8", "taken": "1", "pw": "0", "v": "0.1"}
    infos = []
    for n in range(count):
        aimed = answering is not None and n % 5 == 0
        infos.append(ServiceInfo(
            SERVICE_TYPE, f"Junk {tag} {n}.{SERVICE_TYPE}",
            port=answering if aimed and answering is not None else closed[n % len(closed)],
            properties=perfect if aimed else _JUNK_TXT[n % len(_JUNK_TXT)],
            server=f"junk-{tag}-{n}.local.", parsed_addresses=LOOPBACK))
    return infos


def odd_infos(port: int) -> list[ServiceInfo]:
    """Six odd services that register (the two PTR-only names are sent by :class:`Flood`)."""
    tag = uuid.uuid4().hex[:6]
    good = {"proto": "2", "name": "Odd", "variant": "stud", "seats": "8", "taken": "0"}

    def info(n: int, addresses: list[str], props: dict[str, Any]) -> ServiceInfo:
        return ServiceInfo(SERVICE_TYPE, f"Odd {tag} {n}.{SERVICE_TYPE}", port=port,
                           properties=props, server=f"odd-{tag}-{n}.local.",
                           parsed_addresses=addresses)

    return [info(0, [], good), info(1, [], good), info(2, [], {}), info(3, [], good),
            info(4, ["fe80::1"], good), info(5, LOOPBACK, {f"k{i}": "\x7f" * 200 for i in range(5)})]


class Flood:
    """``junk`` junk tables and 8 odd records on 127.0.0.1, announced from one ``Zeroconf``
    until :meth:`close`."""

    def __init__(self, junk: int = 150, *, answering_port: int | None = None) -> None:
        self.zc = Zeroconf(interfaces=LOOPBACK)
        self.closed_ports = [free_port() for _ in range(junk)]
        self.aimed_port = answering_port
        self.infos = (junk_infos(junk, self.closed_ports, answering_port)
                      + odd_infos(self.closed_ports[0]))
        tag = uuid.uuid4().hex[:6]
        self.ptr_only = [f"Bare {tag} {n}.{SERVICE_TYPE}" for n in range(2)]
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._send_bare, daemon=True,
                                        name="discovery-flood")

    def start(self) -> Flood:
        loop = self.zc.loop
        assert loop is not None
        for info in self.infos:  # no probing: registered at once, announced in the background
            asyncio.run_coroutine_threadsafe(
                self.zc.async_register_service(info, cooperating_responders=True,
                                               strict=False), loop).result(10)
        self._thread.start()
        return self

    def _send_bare(self) -> None:
        """PTR records naming services that do not exist, again every 0.3 s."""
        while not self._stop.wait(0.3):
            out = DNSOutgoing(_FLAGS_QR_RESPONSE | _FLAGS_AA)
            for name in self.ptr_only:
                out.add_answer_at_time(
                    DNSPointer(SERVICE_TYPE, _TYPE_PTR, _CLASS_IN, 4500, name), 0)
            self.zc.send(out)

    @property
    def names(self) -> set[str]:
        return {i.name for i in self.infos} | set(self.ptr_only)

    def close(self) -> None:
        self._stop.set()
        self._thread.join(2)
        try:
            self.zc.unregister_all_services()
        finally:
            self.zc.close()

    def __enter__(self) -> Flood:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.close()
