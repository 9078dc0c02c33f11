"""Open the table's port on the home router while the table runs (:class:`RouterMapper`).

UPnP-IGD first, then PCP, then NAT-PMP. The lease asked for is renewed when half of it has
passed; the mapping is deleted when the table closes; a mapping a previous run of the same data
directory left behind (the host was killed) is removed at the next start, found by the record
in the data directory and, on a UPnP router, by its description. Every router call blocks, so
each runs in a thread (:func:`asyncio.to_thread`) and the host's event loop never waits on the
router; the blocking side (:class:`_Mapping`) holds a lock, so that a close that comes while a
mapping is still being made deletes it once it is made.

Whatever fails, the table runs on: the mapper says what happened in one line each time
(:meth:`RouterMapper.follow`), and the invite learns the address friends use from
:meth:`RouterMapper.mapped_address` and :meth:`RouterMapper.on_change`.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import random
import secrets
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from net import DEFAULT_LEASE
from net.router.addresses import default_gateway
from net.router.natpmp import NatPmp, NoAnswer, Pcp, UnsupportedVersion
from net.router.records import METHODS, MappingError, MappingRecord, Method, PortMapping
from net.router.upnp import Upnp

log = logging.getLogger(__name__)

DESCRIPTION_PREFIX: Final = "StudDesk"
OTHER_PORTS: Final = 4  # random outside ports tried when the table's own is another's
RETRY_AFTER: Final = 30.0  # seconds between renewals that failed
NOT_PUBLIC_LINE: Final = ("friends outside your provider's network cannot reach it;"
                          " use a relay")


@dataclass(frozen=True)
class RouterOptions:
    """``--open-router``: how long a lease to ask for, and which ways to try, in order."""

    lease_seconds: int = DEFAULT_LEASE
    methods: tuple[Method, ...] = METHODS

    def __post_init__(self) -> None:
        if self.lease_seconds < 1:
            raise ValueError("a lease is at least one second")
        unknown = [m for m in self.methods if m not in METHODS]
        if unknown or not self.methods:
            raise ValueError(f"ways to map a port: {', '.join(METHODS)} (not {unknown})")


def description_for(data_dir: Path | None) -> str:
    """The description a host's mappings carry: the same for every run of one data directory
    (so that a later run knows a mapping as its own), another for another table."""
    if data_dir is None:
        return f"{DESCRIPTION_PREFIX} {secrets.token_hex(4)}"
    tag = hashlib.sha256(str(Path(data_dir).resolve()).encode()).hexdigest()[:8]
    return f"{DESCRIPTION_PREFIX} {tag}"


class _Mapping:
    """The blocking side: one mapping's life, every step under one lock."""

    def __init__(self, options: RouterOptions, data_dir: Path | None) -> None:
        self.options = options
        self.data_dir = Path(data_dir) if data_dir is not None else None
        self.description = description_for(data_dir)
        self.lock = threading.Lock()
        self.closed = False
        self.mapping: PortMapping | None = None
        self.client: Upnp | Pcp | NatPmp | None = None
        self._upnp: Upnp | None = None
        self._upnp_error: MappingError | None = None

    # ------------------------------------------------------------------ finding routers

    def _find_upnp(self) -> Upnp:
        if self._upnp is None and self._upnp_error is None:
            try:
                self._upnp = Upnp()
            except MappingError as exc:
                self._upnp_error = exc
        if self._upnp is None:
            assert self._upnp_error is not None
            raise self._upnp_error
        return self._upnp

    @staticmethod
    def _gateway() -> str:
        gateway = default_gateway()
        if gateway is None:
            raise MappingError("no default gateway (router) to ask")
        return gateway

    # ------------------------------------------------------------------ stale mappings

    def remove_stale(self) -> list[str]:
        """Remove the mappings earlier runs of this data directory left open; a line for each."""
        with self.lock:
            if self.closed:
                return []
            lines = []
            record = MappingRecord.load(self.data_dir) if self.data_dir is not None else None
            if record is not None:
                try:
                    if self._remove_recorded(record):
                        lines.append(f"router: removed the mapping of port "
                                     f"{record.external_port} a previous run left open"
                                     f" ({record.method})")
                except MappingError as exc:
                    log.info("the mapping a previous run left (%s) was not removed: %s",
                             record, exc)
                assert self.data_dir is not None
                MappingRecord.forget(self.data_dir)
            if "UPnP" in self.options.methods:
                with contextlib.suppress(MappingError):
                    upnp = self._find_upnp()
                    for port, client, _internal, description in upnp.entries():
                        if description == self.description and client == upnp.lan_address:
                            upnp.delete(port)
                            lines.append(f"router: removed the mapping of port {port} a"
                                         " previous run left open (UPnP)")
            return lines

    def _remove_recorded(self, record: MappingRecord) -> bool:
        if record.method == "UPnP":
            if "UPnP" not in self.options.methods:
                return False
            upnp = self._find_upnp()
            entry = upnp.entry(record.external_port)
            if entry is None or (entry[0], entry[2]) != (record.internal_address,
                                                         record.description):
                return False  # lapsed, or someone else's now
            upnp.delete(record.external_port)
            return True
        if record.method == "PCP":
            Pcp(record.router, bytes.fromhex(record.nonce)).delete(record.internal_port)
            return True
        NatPmp(record.router).delete(record.internal_port)
        return True

    # ------------------------------------------------------------------ mapping

    def open(self, port: int) -> PortMapping:
        """Map TCP ``port`` by the first way that works; MappingError naming why each failed."""
        with self.lock:
            if self.closed:
                raise MappingError("the table closed")
            reasons: list[str] = []
            silent = False  # nothing answered on the gateway's port 5351: skip NAT-PMP too
            for method in self.options.methods:
                if method == "NAT-PMP" and silent:
                    continue
                try:
                    client, mapping = self._open_by(method, port)
                except NoAnswer as exc:
                    silent = True
                    reasons.append(str(exc))
                    continue
                except UnsupportedVersion as exc:
                    reasons.append(str(exc))
                    continue
                except MappingError as exc:
                    reasons.append(str(exc))
                    continue
                self.client, self.mapping = client, mapping
                if self.data_dir is not None:
                    nonce = client.nonce.hex() if isinstance(client, Pcp) else ""
                    MappingRecord.of(mapping, self.description, nonce).save(self.data_dir)
                return mapping
            raise MappingError("; ".join(reasons))

    def _open_by(self, method: Method, port: int) -> tuple[Upnp | Pcp | NatPmp, PortMapping]:
        lease = self.options.lease_seconds
        if method == "UPnP":
            upnp = self._find_upnp()
            ports = [port, *random.sample(range(20000, 60000), OTHER_PORTS)]
            for outside in ports:
                try:
                    return upnp, upnp.map(port, outside, lease, self.description)
                except MappingError as exc:
                    if "Conflict" not in str(exc) or outside == ports[-1]:
                        raise
            raise AssertionError("unreachable")
        gateway = self._gateway()
        if method == "PCP":
            pcp = Pcp(gateway)
            return pcp, pcp.map(port, port, lease)
        natpmp = NatPmp(gateway)
        return natpmp, natpmp.map(port, port, lease)

    def renew(self) -> PortMapping | None:
        """Ask again for the lease (the same outside port); the mapping now, None when the
        table has closed."""
        with self.lock:
            if self.closed or self.mapping is None or self.client is None:
                return None
            old, client = self.mapping, self.client
            lease = self.options.lease_seconds
            if not isinstance(client, Upnp):
                renewed = client.map(old.internal_port, old.external_port, lease)
            else:
                try:
                    renewed = client.map(old.internal_port, old.external_port, lease,
                                         self.description)
                except MappingError:
                    # A router that restarted answers elsewhere (a new control URL): found
                    # again, it is asked once more.
                    self._upnp = self._upnp_error = None
                    client = self._find_upnp()
                    renewed = client.map(old.internal_port, old.external_port, lease,
                                         self.description)
            self.client, self.mapping = client, renewed
            return renewed

    def close(self) -> str | None:
        """Delete the mapping (the table closes); a line saying what happened."""
        with self.lock:
            self.closed = True
            mapping, client = self.mapping, self.client
            self.mapping = self.client = None
            if mapping is None or client is None:
                return None
            try:
                client.delete(mapping.external_port if isinstance(client, Upnp)
                              else mapping.internal_port)
            except MappingError as exc:
                lapse = f"; it lapses within {mapping.lease} s" if mapping.lease else ""
                return (f"router: could not delete the mapping of {mapping.label()} ({exc})"
                        f"{lapse}; the next start removes it")
            if self.data_dir is not None:
                MappingRecord.forget(self.data_dir)
            return f"router: closed {mapping.label()}"


def mapping_line(mapping: PortMapping) -> str:
    """The line that tells the host where friends connect (or that they cannot)."""
    lease = f"lease {mapping.lease} s, renewed as it runs" if mapping.lease else "permanent"
    line = (f"router: friends reach this table at {mapping.label()} ({mapping.method}, "
            f"{lease})")
    if not mapping.public:
        whose = ("the router's" if mapping.connected
                 else "the router says it is not connected, and its")
        line = (f"router: mapped {mapping.label()} ({mapping.method}), but {whose} outside"
                f" address {mapping.external_address or '(none)'} is not public:"
                f" {NOT_PUBLIC_LINE}")
    return line


class RouterMapper:
    """The table's port, opened on the home router while the table runs.

    ``start(port)`` returns at once; the mapping is made in the background. The invite asks
    :meth:`mapped_address` (or is told through :meth:`on_change`); people are told through
    :meth:`follow`. ``await close()`` deletes the mapping.
    """

    def __init__(self, options: RouterOptions | None = None, *,
                 data_dir: Path | None = None) -> None:
        self.options = options or RouterOptions()
        self._core = _Mapping(self.options, data_dir)
        self.mapping: PortMapping | None = None
        self.lines: list[str] = []
        self._sayers: list[Callable[[str], None]] = []
        self._listeners: list[Callable[[PortMapping | None], None]] = []
        self._task: asyncio.Task[None] | None = None
        self._settled: asyncio.Event | None = None

    # ------------------------------------------------------------------ what others use

    def mapped_address(self) -> tuple[str, int] | None:
        """The (outside address, port) friends connect to, while the router maps it; None
        before, after, or when mapping failed. A mapping on an address that is not public
        (:attr:`PortMapping.public`) is given too: it works inside the provider's network."""
        return None if self.mapping is None else self.mapping.address

    def on_change(self, listener: Callable[[PortMapping | None], None]) -> None:
        """Call ``listener`` (on the event loop) with the mapping whenever it changes: made,
        a new outside address, gone (None). Called at once with the mapping there is now."""
        self._listeners.append(listener)
        if self.mapping is not None:
            listener(self.mapping)

    def follow(self, say: Callable[[str], None]) -> None:
        """Give ``say`` every line the mapper has said and will say (one per event)."""
        for line in self.lines:
            say(line)
        self._sayers.append(say)

    async def settled(self) -> PortMapping | None:
        """The first attempt's outcome: the mapping, or None when the router would not map
        (then a relay is the way in)."""
        if self._settled is None:
            return None
        await self._settled.wait()
        return self.mapping

    # ------------------------------------------------------------------ life

    def start(self, port: int) -> None:
        """Remove stale mappings, then map TCP ``port``, in the background."""
        if self._task is not None:
            raise RuntimeError("the mapper has started already")
        self._settled = asyncio.Event()
        self._task = asyncio.get_running_loop().create_task(self._run(port),
                                                            name="router-mapper")

    async def close(self) -> None:
        """Stop renewing and delete the mapping (waits for a mapping being made)."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._task
        line = await asyncio.to_thread(self._core.close)
        if line is not None:
            self._say(line)
        self._set(None)
        if self._settled is not None:
            self._settled.set()

    async def _run(self, port: int) -> None:
        try:
            for line in await asyncio.to_thread(self._core.remove_stale):
                self._say(line)
            try:
                mapping = await asyncio.to_thread(self._core.open, port)
            except MappingError as exc:
                self._say(f"router: could not open port {port} ({exc}); the table runs on,"
                          " reachable on this network only")
                return
            self._set(mapping)
            self._say(mapping_line(mapping))
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # a router's odd answer must not take the table down
            log.exception("opening the router failed")
            self._say(f"router: opening port {port} failed ({exc}); the table runs on,"
                      " reachable on this network only")
            return
        finally:
            assert self._settled is not None
            self._settled.set()
        await self._keep(mapping)

    async def _keep(self, mapping: PortMapping) -> None:
        """Renew the lease at half its time; a failed renewal is said once and tried again."""
        failing = False
        while mapping.lease:
            await asyncio.sleep(RETRY_AFTER if failing else mapping.lease / 2)
            try:
                renewed = await asyncio.to_thread(self._core.renew)
            except MappingError as exc:
                if not failing:
                    self._say(f"router: renewing {mapping.label()} failed ({exc}); trying again"
                              f" every {RETRY_AFTER:.0f} s")
                failing = True
                continue
            except Exception:
                log.exception("renewing the router's mapping failed")
                failing = True
                continue
            if renewed is None:
                return
            if failing:
                self._say(f"router: {renewed.label()} renewed again")
            failing = False
            if renewed.address != mapping.address:
                self._say(mapping_line(renewed))
            mapping = renewed
            self._set(renewed)

    # ------------------------------------------------------------------ telling

    def _say(self, line: str) -> None:
        log.info("%s", line)
        self.lines.append(line)
        for say in list(self._sayers):
            try:
                say(line)
            except Exception:
                log.exception("a router line's listener failed")

    def _set(self, mapping: PortMapping | None) -> None:
        if mapping == self.mapping:
            return
        self.mapping = mapping
        for listener in list(self._listeners):
            try:
                listener(mapping)
            except Exception:
                log.exception("a router mapping's listener failed")


def parse_methods(text: str) -> tuple[Method, ...]:
    """``"upnp,natpmp"`` -> ("UPnP", "NAT-PMP")."""
    names = {"upnp": "UPnP", "pcp": "PCP", "natpmp": "NAT-PMP", "nat-pmp": "NAT-PMP"}
    out: list[Method] = []
    for part in text.split(","):
        key = part.strip().lower()
        if key not in names:
            raise ValueError(f"not a way to map a port: {part!r} (upnp, pcp, natpmp)")
        out.append(names[key])  # type: ignore[arg-type]
    return tuple(out)
