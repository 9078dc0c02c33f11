"""Finding tables on the local network with mDNS / DNS-SD (zeroconf).

A host advertises its table as a ``_studdesk._tcp.local.`` service whose TXT properties
summarise it, so that a client can list tables and skip incompatible hosts before connecting:

=========  =============================================  =========
key        meaning                                        example
=========  =============================================  =========
proto      protocol version (net.protocol)                ``1``
name       the table's name as the host typed it          ``Friday stud``
variant    ``stud``, ``stud8`` or ``razz``                ``stud``
stakes     small bet / big bet                            ``2/4``
taken      seats taken                                    ``3``
seats      seats in play (2..8)                           ``8``
pw         a password is needed: ``1`` or ``0``           ``0``
v          the host's StudDesk version                    ``0.1.0``
=========  =============================================  =========

Threads: :class:`Advertiser` and :class:`TableBrowser` each own a ``Zeroconf`` instance,
which runs its own thread. :class:`TableBrowser` calls ``on_added``, ``on_removed`` and
``on_updated`` **from a background thread** (zeroconf's browser thread or the browser's own
reachability checker): the callbacks must be quick and must not touch Qt widgets (the GUI
re-emits them as queued signals). ``Advertiser.start()`` blocks for about 2 s (a look for a
table of the same name, then name probing); ``update()`` and ``close()`` for a fraction of a
second; call them from a worker thread or use the ``async_*`` wrappers from an asyncio host,
never on the event loop itself.

A host that dies without saying goodbye (killed, crashed, its machine switched off) leaves its
records in every browser's cache for a long time: zeroconf keeps a PTR record at least
1125 s whatever TTL the host announced, so short record lifetimes cannot help. A browser
therefore lists a table only while it answers: it opens a TCP connection to the advertised
address (and closes it at once) before listing a table, and again every
:data:`CHECK_INTERVAL` seconds; after :data:`CHECK_MISSES` failed checks in a row the table
is reported removed, and it comes back if it answers again while still advertised. A killed
host leaves the list within about ``CHECK_MISSES * (CHECK_INTERVAL + CHECK_TIMEOUT)`` seconds
(14 s with the defaults).

Records are untrusted input: anyone on the LAN can announce one. A record whose seats or
seats taken are impossible is not a table; a blank-looking name (U+2800 and the like) gives way
to the instance name; at most :data:`MAX_ADDRESSES` IPv4 addresses are kept, and only those in
the networks of the interfaces the browser listens on (:func:`interface_networks`) are listed
and probed, so a record cannot aim browsers at a host elsewhere. Each table is probed at most
once per check interval however often its records change, all tables together within
:data:`PROBE_RATE` probes a second (:class:`ProbeSchedule`). A flood of records cannot hide a
real table: records are read from zeroconf's cache as they come (those that do not resolve at
once are asked for a few at a time, aside), the ones that look like a StudDesk table's
(:func:`looks_like_a_table`) are kept and probed first, at most :data:`MAX_ADVERTISED` of them
and :data:`MAX_OTHER` others, and one address and port keeps :data:`MAX_PER_ENDPOINT` names.

Interfaces are always given explicitly (a list of IPv4 addresses): tests pass
``["127.0.0.1"]`` so that no packet leaves the machine; the desktop passes
:func:`lan_interfaces` (every IPv4 interface but loopback). On Linux, mDNS over loopback works
without changing ``lo``: zeroconf joins 224.0.0.251 on 127.0.0.1, sends with
``IP_MULTICAST_IF`` set to 127.0.0.1 and ``IP_MULTICAST_LOOP`` on, so every process on the
machine bound to 127.0.0.1 sees the others' announcements. The loopback device must be up.
"""

from __future__ import annotations

import asyncio
import logging
import queue
import socket
import threading
import time
import unicodedata
import uuid
from collections.abc import Callable, Collection, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, replace
from typing import Any, Final

from zeroconf import ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf

from .protocol import PROTOCOL_VERSION, SEAT_MAX, VARIANTS
from .tls import FINGERPRINT

log = logging.getLogger(__name__)

SERVICE_TYPE: Final = "_studdesk._tcp.local."
MAX_INSTANCE_BYTES: Final = 59
"""Instance-name budget: a DNS label holds 63 bytes, and zeroconf may append ``-2``, ``-3`` ...
when another table already uses the name."""
MAX_TXT_NAME_BYTES: Final = 120
DEFAULT_INSTANCE: Final = "StudDesk table"
RESOLVE_TIMEOUT: Final = 3.0
CHECK_INTERVAL: Final = 5.0
"""Seconds between two reachability checks of every table a browser knows."""
CHECK_TIMEOUT: Final = 2.0
"""How long one TCP connect of a reachability check may take."""
CHECK_MISSES: Final = 2
"""Failed checks in a row after which a listed table is reported removed."""
NAMESAKE_WAIT: Final = 0.5
PROBE_RATE: Final = 8.0
"""Reachability probes a browser makes per second at most, all tables together (a token
bucket of :data:`PROBE_BURST`), whatever records the network announces."""
PROBE_BURST: Final = 16
MAX_ADVERTISED: Final = 64
"""Records that look like a StudDesk table's (:func:`looks_like_a_table`) a browser keeps
track of at once; a further one takes the place of one that was checked and did not answer,
or is ignored."""
MAX_OTHER: Final = 16
"""Other records (another protocol version, a TXT that no StudDesk host writes) kept besides,
at most; further ones are ignored."""
MAX_PER_ENDPOINT: Final = 2
"""Names kept for one address and port: a host serves one table on a port (two for a while
when a renamed table's old records linger); the first seen are kept, further ones ignored."""
MAX_RESOLVING: Final = 8
"""Names whose records are asked for over the network at once. A StudDesk host sends its
records together, so a table is normally read from zeroconf's cache the moment it is seen;
a name whose records do not follow is odd, and waits here without holding up the others.
:data:`MAX_ADVERTISED` more wait their turn; further ones are ignored."""
MAX_ADDRESSES: Final = 4
"""Addresses of one record that are kept (and probed)."""
"""How long :meth:`Advertiser.start` looks for a table already using its name before probing,
so that a slow answer still leads to a ``-2`` name rather than two tables with one name."""

_PROPERTY_KEYS: Final = {
    "name": "name",
    "variant": "variant",
    "stakes": "stakes",
    "taken": "taken",
    "seats": "seats",
    "password": "pw",
    "version": "v",
    "format": "fmt",
    "games": "games",
    "mode": "mode",
    "level": "lvl",
    "fingerprint": "fp",
}


def _truncate_utf8(text: str, max_bytes: int) -> str:
    encoded = text.encode("utf-8")
    if len(encoded) <= max_bytes:
        return text
    return encoded[:max_bytes].decode("utf-8", errors="ignore").rstrip()


def _clean_text(text: str) -> str:
    """NFC, anything unprintable (controls, direction overrides, odd spaces) made a space,
    runs of spaces collapsed."""
    text = unicodedata.normalize("NFC", text)
    text = "".join(ch if ch.isprintable() else " " for ch in text)
    return " ".join(text.split())


# Characters that are printable but show nothing (or nothing one could read as a name): the
# Braille blank, Hangul fillers, Khmer inherent vowels, the Mongolian vowel separator ...
_BLANK_LOOKING: Final = frozenset("\u2800\u3164\u115f\u1160\uffa0\u17b4\u17b5\u180e"
                                  "\u034f\u2062\u2063\u2064\u2061\u200b\u200c\u200d")


def looks_blank(text: str) -> bool:
    """True when ``text`` shows no letter, digit, punctuation or symbol one can read (only
    spaces, marks, format characters or blank-looking ones such as U+2800).

    >>> looks_blank("\u2800\u2800"), looks_blank(" \u3164 "), looks_blank("Ann\u2800")
    (True, True, False)
    """
    return not any(unicodedata.category(ch)[0] in "LNPS" and ch not in _BLANK_LOOKING
                   for ch in text)


def _shown_name(text: str) -> str:
    """A name to show: cleaned, blank-looking characters made spaces; "" when nothing is left
    that one can read."""
    text = _clean_text("".join(" " if ch in _BLANK_LOOKING else ch for ch in text))
    return "" if looks_blank(text) else text


def sanitize_instance_name(name: str) -> str:
    """A DNS-SD instance name for a table a person named.

    The instance name is one DNS label: at most 63 bytes of UTF-8 (we keep
    :data:`MAX_INSTANCE_BYTES` to leave room for zeroconf's ``-2`` suffix), and a dot inside it
    would be read as a label separator, so dots and backslashes become ``-``. Control and
    formatting characters are dropped; an empty result becomes ``"StudDesk table"``. The table's
    real name travels in the TXT property ``name``.

    >>> sanitize_instance_name("Ann's game v1.2")
    "Ann's game v1-2"
    >>> sanitize_instance_name("\\u202e  \\n ")
    'StudDesk table'
    >>> len(sanitize_instance_name("\\u00e9" * 100).encode())
    58
    """
    text = _clean_text(name).replace(".", "-").replace("\\", "-")
    text = _truncate_utf8(text, MAX_INSTANCE_BYTES).strip(" -")
    return text or DEFAULT_INSTANCE


@dataclass(frozen=True, kw_only=True, slots=True)
class TableInfo:
    """One table found on the network. ``compatible`` is false for hosts that speak another
    protocol version: list them (the UI says "needs a newer StudDesk") but don't connect."""

    name: str
    host: str
    port: int
    addresses: tuple[str, ...]
    variant: str
    stakes: str
    taken: int
    seats: int
    password: bool
    protocol: int
    service_name: str
    version: str = ""
    format: str = "cash"  # "cash" or "sng" (PROTOCOL.md, Formats)
    games: tuple[str, ...] = ()  # the games played in turn or by choice; () means ``variant``
    mode: str = "fixed"  # "fixed", "rotation" or "dealers_choice"
    level: int = 0  # the level now, 0-based
    fingerprint: str = ""  # the host's certificate's SHA-256 (net/tls.py); "" when not given

    @property
    def compatible(self) -> bool:
        return self.protocol == PROTOCOL_VERSION

    @property
    def is_full(self) -> bool:
        return self.taken >= self.seats


def _int_property(props: dict[str, str | None], key: str, default: int) -> int:
    """A whole-number property: ``default`` when missing or not ASCII digits, and 10**9 (more
    than anything honest) for more than nine digits."""
    value = props.get(key)
    if value is None or not value.isascii() or not value.isdigit():
        return default
    return int(value) if len(value) <= 9 else 10**9


def table_from_service_info(info: ServiceInfo) -> TableInfo | None:
    """The table a resolved service describes, or ``None`` without a port or an IPv4 address,
    or when it claims what no StudDesk host sends (seats outside 2..8, more seats taken than
    there are). Missing or garbled TXT values get harmless defaults (protocol 0:
    incompatible); a name that looks blank (U+2800 ...) gives way to the instance name, or to
    "StudDesk table"; at most :data:`MAX_ADDRESSES` addresses are kept."""
    addresses = tuple(a for a in info.parsed_scoped_addresses() if _is_ipv4(a))[:MAX_ADDRESSES]
    if not info.port or not addresses:
        return None
    props: dict[str, str | None] = {}
    for key, value in info.properties.items():
        if isinstance(key, bytes):
            props[key.decode("utf-8", "replace")] = (
                None if value is None else value.decode("utf-8", "replace")
            )
    instance = info.name[: -len(SERVICE_TYPE) - 1] if info.name.endswith(SERVICE_TYPE) else info.name
    name = (_shown_name(props.get("name") or "") or _shown_name(instance[:MAX_TXT_NAME_BYTES])
            or DEFAULT_INSTANCE)
    variant = props.get("variant") or ""
    seats = _int_property(props, "seats", SEAT_MAX)
    taken = _int_property(props, "taken", 0)
    if not 2 <= seats <= SEAT_MAX or taken > seats:
        log.debug("%s claims %s of %s seats taken: not a table", info.name, taken, seats)
        return None
    return TableInfo(
        name=_truncate_utf8(name, MAX_TXT_NAME_BYTES),
        host=_clean_text(info.server or "")[:255],
        port=info.port,
        addresses=addresses,
        variant=variant if variant in VARIANTS else "",
        stakes=_clean_text(props.get("stakes") or "")[:20],
        taken=taken,
        seats=seats,
        password=props.get("pw") == "1",
        protocol=_int_property(props, "proto", 0),
        service_name=info.name,
        version=_clean_text(props.get("v") or "")[:20],
        format="sng" if props.get("fmt") == "sng" else "cash",
        games=tuple(g for g in (props.get("games") or "").split(",") if g in VARIANTS)[:len(VARIANTS)],
        mode=mode if (mode := props.get("mode") or "fixed") in _MODES else "fixed",
        level=min(_int_property(props, "lvl", 0), 999),
        fingerprint=fp if FINGERPRINT.fullmatch(fp := props.get("fp") or "") else "",
    )


_TABLE_KEYS: Final = frozenset({"proto", "name", "variant", "stakes", "taken", "seats", "pw",
                                 "v"})
"""The TXT keys every StudDesk host writes (:func:`_txt_properties`)."""


def looks_like_a_table(info: ServiceInfo) -> bool:
    """Whether ``info``'s TXT is one a StudDesk host of this protocol version writes: every
    key it always sends, our protocol version, a game we deal, whole numbers of seats, a
    password flag and a name one can read. A browser resolves and checks such records first
    and keeps others only as room allows (:data:`MAX_OTHER`): a flood of junk records cannot
    hide a real table.

    >>> props = {"proto": str(PROTOCOL_VERSION), "name": "Fri", "variant": "razz",
    ...          "stakes": "2/4", "taken": "1", "seats": "8", "pw": "0", "v": "1.0"}
    >>> info = ServiceInfo(SERVICE_TYPE, "Fri." + SERVICE_TYPE, port=1, properties=props)
    >>> looks_like_a_table(info)
    True
    >>> looks_like_a_table(ServiceInfo(SERVICE_TYPE, "Fri." + SERVICE_TYPE, port=1,
    ...                                properties={**props, "proto": "1"}))
    False
    """
    props = info.decoded_properties
    if not props.keys() >= _TABLE_KEYS:
        return False
    seats, taken = props["seats"] or "", props["taken"] or ""
    return (props["proto"] == str(PROTOCOL_VERSION) and props["variant"] in VARIANTS
            and seats.isascii() and seats.isdigit() and taken.isascii() and taken.isdigit()
            and 2 <= int(seats) <= SEAT_MAX and int(taken) <= int(seats)
            and props["pw"] in ("0", "1") and bool(_shown_name(props["name"] or "")))


def _is_ipv4(address: str) -> bool:
    import ipaddress

    try:
        ipaddress.IPv4Address(address)
    except ValueError:
        return False
    return True


_MODES: Final = ("fixed", "rotation", "dealers_choice")


def _txt_properties(props: dict[str, Any]) -> dict[str, str]:
    variant = props["variant"]
    if variant not in VARIANTS:
        raise ValueError(f"unknown variant {variant!r} (expected one of {', '.join(VARIANTS)})")
    seats, taken = props["seats"], props["taken"]
    if not isinstance(seats, int) or not 2 <= seats <= SEAT_MAX:
        raise ValueError(f"seats must be 2 to {SEAT_MAX}, not {seats!r}")
    if not isinstance(taken, int) or not 0 <= taken <= seats:
        raise ValueError(f"taken must be 0 to {seats}, not {taken!r}")
    return {
        "proto": str(PROTOCOL_VERSION),
        "name": _truncate_utf8(_clean_text(str(props["name"])), MAX_TXT_NAME_BYTES),
        "variant": variant,
        "stakes": _truncate_utf8(_clean_text(str(props["stakes"])), 20),
        "taken": str(taken),
        "seats": str(seats),
        "pw": "1" if props["password"] else "0",
        "v": _truncate_utf8(_clean_text(str(props["version"])), 20),
        **_format_properties(props),
        **({"fp": fp} if FINGERPRINT.fullmatch(fp := str(props.get("fingerprint") or ""))
           else {}),
    }


def _format_properties(props: dict[str, Any]) -> dict[str, str]:
    """The night's format, only for a table that has one: ``fmt``, ``games``,
    ``mode`` and ``lvl``."""
    fmt, games = props.get("format") or "cash", tuple(props.get("games") or ())
    mode, level = props.get("mode") or "fixed", props.get("level") or 0
    if fmt == "cash" and mode == "fixed" and len(games) <= 1 and not level:
        return {}
    if fmt not in ("cash", "sng") or mode not in _MODES:
        raise ValueError(f"unknown format {fmt!r} / mode {mode!r}")
    if not all(g in VARIANTS for g in games) or not isinstance(level, int) or level < 0:
        raise ValueError(f"bad games {games!r} or level {level!r}")
    return {"fmt": fmt, "games": ",".join(games), "mode": mode, "lvl": str(level)}


def lan_interfaces() -> list[str]:
    """This machine's IPv4 addresses on its network interfaces, loopback and link-local
    (169.254.x.x) left out: where a desktop host advertises and a lobby browses by default.
    Empty when the machine has no network."""
    import ipaddress

    import ifaddr

    found: list[str] = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if not isinstance(ip.ip, str):  # IPv6 addresses come as tuples
                continue
            address = ipaddress.IPv4Address(ip.ip)
            if address.is_loopback or address.is_link_local or address.is_unspecified:
                continue
            if ip.ip not in found:
                found.append(ip.ip)
    return found


def interface_networks(interfaces: Sequence[str]) -> list[Any]:
    """The IPv4 networks of ``interfaces`` (addresses of this machine's interfaces, as
    :func:`lan_interfaces` gives them), with their prefixes from the adapters (an address not
    found on any adapter counts as itself alone). A record found on these interfaces can
    honestly name an address in these networks and nowhere else."""
    import ipaddress

    import ifaddr

    prefixes: dict[str, int] = {}
    try:
        for adapter in ifaddr.get_adapters():
            for ip in adapter.ips:
                if isinstance(ip.ip, str):
                    prefixes.setdefault(ip.ip, int(ip.network_prefix))
    except OSError as exc:
        log.warning("cannot read the network interfaces: %s", exc)
    networks = []
    for address in interfaces:
        if _is_ipv4(address):
            networks.append(ipaddress.IPv4Network(
                f"{address}/{prefixes.get(address, 32)}", strict=False))
    return networks


class ProbeSchedule:
    """Which tables a browser probes now (sans-I/O: the caller passes the time): each table at
    most once every ``interval`` seconds, and all of them together at most ``burst`` at once
    and ``rate`` a second (a token bucket), tables never probed first, then the longest
    waiting.

    >>> s = ProbeSchedule(interval=5.0, rate=1.0, burst=2, now=0.0)
    >>> s.take(["a", "b", "c"], 0.0), s.take(["a", "b", "c"], 0.5), s.take(["a", "b", "c"], 1.0)
    (['a', 'b'], [], ['c'])
    >>> s.take(["a", "b", "c"], 4.0), s.take(["a", "b", "c"], 5.0), s.next_due(["a", "b", "c"], 5.0)
    ([], ['a', 'b'], 1.0)
    >>> s.take(["a", "b", "c", "d"], 7.0, first={"d"})  # "d", never probed, and first
    ['d', 'c']
    """

    KEEP: Final = 4 * MAX_ADVERTISED
    """Names whose last probe is remembered (a name that comes back within its interval,
    after a goodbye, waits for it like any other)."""

    def __init__(self, *, interval: float, rate: float = PROBE_RATE, burst: int = PROBE_BURST,
                 now: float) -> None:
        if interval < 0 or rate <= 0 or burst < 1:
            raise ValueError("interval >= 0, rate > 0 and burst >= 1")
        self.interval, self.rate, self.burst = interval, rate, burst
        self.tokens = float(burst)
        self.updated = now
        self.last: dict[str, float] = {}

    def _refill(self, now: float) -> None:
        self.tokens = min(float(self.burst), self.tokens + (now - self.updated) * self.rate)
        self.updated = max(self.updated, now)

    def _due(self, names: Sequence[str], now: float, first: Collection[str]) -> list[str]:
        due = [n for n in names if n not in self.last or now - self.last[n] >= self.interval]
        return sorted(due, key=lambda n: (n not in first, self.last.get(n, float("-inf"))))

    def take(self, names: Sequence[str], now: float, first: Collection[str] = ()) -> list[str]:
        """The names to probe now (marked probed): those in ``first`` before the others."""
        self._refill(now)
        chosen = self._due(names, now, first)[: int(self.tokens)]
        self.tokens -= len(chosen)
        for name in chosen:
            self.last.pop(name, None)  # the most recent last
            self.last[name] = now
        if len(self.last) > self.KEEP:  # names gone long ago: the oldest are forgotten
            for old in list(self.last)[: len(self.last) - self.KEEP]:
                del self.last[old]
        return chosen

    def next_due(self, names: Sequence[str], now: float) -> float:
        """Seconds until :meth:`take` may give a name (``interval`` when there are none)."""
        self._refill(now)
        if not names:
            return self.interval or 1.0
        token = 0.0 if self.tokens >= 1 else (1 - self.tokens) / self.rate
        waits = [0.0 if n not in self.last else self.last[n] + self.interval - now
                 for n in names]
        return max(token, min(waits), 0.0)

    def forget(self, name: str) -> None:
        self.last.pop(name, None)


class Advertiser:
    """Announces one table. Use it as a context manager, or ``start()`` and, always, ``close()``
    (the try/finally of zeroconf's registration example)::

        with Advertiser(name="Friday stud", port=47474, addresses=["192.168.1.20"],
                        interfaces=["192.168.1.20"], stakes="2/4") as adv:
            ...
            adv.update(taken=3)

    ``addresses`` are the IPv4 addresses clients should connect to (default: ``interfaces``);
    ``interfaces`` the addresses zeroconf sends and listens on. ``service_name`` is the
    registered instance name once started (zeroconf may have added ``-2`` to make it unique).
    """

    def __init__(
        self,
        *,
        name: str,
        port: int,
        interfaces: Sequence[str],
        addresses: Sequence[str] | None = None,
        variant: str = "stud",
        stakes: str = "",
        seats: int = SEAT_MAX,
        taken: int = 0,
        password: bool = False,
        version: str = "",
        server: str | None = None,
        namesake_wait: float = NAMESAKE_WAIT,
        format: str = "cash",
        games: Sequence[str] = (),
        mode: str = "fixed",
        level: int = 0,
        fingerprint: str = "",
    ) -> None:
        if not interfaces:
            raise ValueError("name the interfaces to advertise on, e.g. ['127.0.0.1']")
        if not 0 < port < 65536:
            raise ValueError(f"not a port: {port}")
        self.port = port
        self.interfaces = list(interfaces)
        self.addresses = list(addresses if addresses is not None else interfaces)
        self._props: dict[str, Any] = {
            "name": name, "variant": variant, "stakes": stakes, "seats": seats, "taken": taken,
            "password": password, "version": version, "format": format,
            "games": tuple(games), "mode": mode, "level": level, "fingerprint": fingerprint,
        }
        self.properties = _txt_properties(self._props)
        instance = sanitize_instance_name(name)
        self.service_name = f"{instance}.{SERVICE_TYPE}"
        self.server = server or f"studdesk-{uuid.uuid4().hex[:12]}.local."
        self.namesake_wait = namesake_wait
        self._zc: Zeroconf | None = None
        self._info: ServiceInfo | None = None

    def _service_info(self) -> ServiceInfo:
        return ServiceInfo(
            SERVICE_TYPE,
            self.service_name,
            port=self.port,
            properties=self.properties,
            server=self.server,
            parsed_addresses=self.addresses,
        )

    @property
    def is_started(self) -> bool:
        return self._zc is not None

    def start(self) -> None:
        """Register the service: look for a table already using the name for up to
        ``namesake_wait`` seconds (returns as soon as one answers), then let zeroconf probe the
        name (about 1.7 s), taking ``name-2``, ``name-3`` ... when it is in use."""
        if self._zc is not None:
            return
        zc = Zeroconf(interfaces=self.interfaces)
        info = self._service_info()
        try:
            self._look_for_namesake(zc)
            zc.register_service(info, allow_name_change=True)
        except BaseException:
            zc.close()
            raise
        self._zc, self._info = zc, info
        self.service_name = info.name

    def _look_for_namesake(self, zc: Zeroconf) -> None:
        """Browse the service type until a table of our instance name answers (its PTR record
        is then in ``zc``'s cache, and zeroconf's probe renames us without depending on
        answers arriving within its 0.5 s probing window) or ``namesake_wait`` has passed."""
        if self.namesake_wait <= 0:
            return
        wanted = self.service_name.lower()
        found = threading.Event()

        def seen(zeroconf: Zeroconf, service_type: str, name: str,
                 state_change: ServiceStateChange) -> None:
            if name.lower() == wanted and state_change is not ServiceStateChange.Removed:
                found.set()

        browser = ServiceBrowser(zc, SERVICE_TYPE, handlers=[seen])
        try:
            found.wait(self.namesake_wait)
        finally:
            browser.cancel()

    def update(self, **props: Any) -> None:
        """Change TXT properties: ``name``, ``variant``, ``stakes``, ``taken``, ``seats``,
        ``password``, ``version``, and the format's ``format``, ``games``, ``mode``, ``level``. The instance name stays; ``name`` changes the shown name."""
        unknown = set(props) - set(_PROPERTY_KEYS)
        if unknown:
            raise TypeError(f"unknown table properties: {', '.join(sorted(unknown))}")
        merged = {**self._props, **props}
        properties = _txt_properties(merged)
        self._props = merged
        if properties == self.properties:
            return
        self.properties = properties
        if self._zc is not None:
            info = self._service_info()
            self._zc.update_service(info)
            self._info = info

    def close(self) -> None:
        """Withdraw the service (goodbye packets) and stop zeroconf. Safe to call twice."""
        zc, info = self._zc, self._info
        self._zc = self._info = None
        if zc is None:
            return
        try:
            if info is not None:
                zc.unregister_service(info)
        finally:
            zc.close()

    async def async_start(self) -> None:
        await asyncio.to_thread(self.start)

    async def async_update(self, **props: Any) -> None:
        await asyncio.to_thread(lambda: self.update(**props))

    async def async_close(self) -> None:
        await asyncio.to_thread(self.close)

    def __enter__(self) -> Advertiser:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


TableCallback = Callable[[TableInfo], None]
Probe = Callable[[TableInfo, float], bool]


def tcp_reachable(table: TableInfo, timeout: float) -> bool:
    """Whether a TCP connection to one of the table's addresses opens within ``timeout``
    seconds (it is closed again at once; the host sees a connection that says nothing)."""
    for address in table.addresses:
        try:
            with socket.create_connection((address, table.port), timeout=timeout):
                return True
        except (OSError, ValueError):
            continue
    return False


class TableBrowser:
    """Keeps a live view of the tables on the network that answer.

    ``on_added(table)``, ``on_updated(table)`` and ``on_removed(table)`` are called **from a
    background thread** (zeroconf's browser thread or this browser's worker thread), after
    :attr:`tables` has changed; an exception in a callback is logged, not raised. Tables with
    another protocol version are reported too, with ``compatible`` false. :attr:`tables`
    returns a snapshot, safe from any thread.

    A resolved table is listed once ``probe(table, check_timeout)`` says it answers (by default
    :func:`tcp_reachable`); every ``check_interval`` seconds every advertised table is checked
    again, and one that failed ``check_misses`` checks in a row is reported removed until it
    answers again (see the module's notes on dead hosts). ``check_interval=0`` lists every
    resolved table unchecked, as long as its records last.

    Under a flood of records a real table is still listed at once: a name is read from
    zeroconf's cache when it is seen (a StudDesk host sends all its records together), and
    only a name whose records do not follow is asked for over the network, a few at a time
    (:data:`MAX_RESOLVING`) without holding up the rest; records that look like a table's
    (:func:`looks_like_a_table`) are kept and checked first, other records only as room
    allows (:data:`MAX_OTHER`), and one address and port keeps the first
    :data:`MAX_PER_ENDPOINT` names seen.
    """

    def __init__(
        self,
        *,
        interfaces: Sequence[str],
        on_added: TableCallback | None = None,
        on_removed: TableCallback | None = None,
        on_updated: TableCallback | None = None,
        resolve_timeout: float = RESOLVE_TIMEOUT,
        check_interval: float = CHECK_INTERVAL,
        check_timeout: float = CHECK_TIMEOUT,
        check_misses: int = CHECK_MISSES,
        probe: Probe = tcp_reachable,
        probe_rate: float = PROBE_RATE,
        probe_burst: int = PROBE_BURST,
    ) -> None:
        if not interfaces:
            raise ValueError("name the interfaces to browse on, e.g. ['127.0.0.1']")
        if check_interval < 0 or check_timeout <= 0 or check_misses < 1:
            raise ValueError("check_interval >= 0, check_timeout > 0 and check_misses >= 1")
        self.interfaces = list(interfaces)
        self.on_added = on_added
        self.on_removed = on_removed
        self.on_updated = on_updated
        self.resolve_timeout = resolve_timeout
        self.check_interval = check_interval
        self.check_timeout = check_timeout
        self.check_misses = check_misses
        self.probe = probe
        self.networks = interface_networks(self.interfaces)
        """Where a record found on :attr:`interfaces` can honestly point: only these
        addresses are listed and probed."""
        self._schedule = ProbeSchedule(interval=check_interval, rate=probe_rate,
                                       burst=probe_burst, now=time.monotonic())
        self.checks = 0
        """Reachability checks made so far (every table counts once per round)."""
        self._tables: dict[str, TableInfo] = {}  # listed: advertised and answering
        self._advertised: dict[str, TableInfo] = {}  # every resolved table, oldest first
        self._real: set[str] = set()  # the advertised names that look like a table's
        self._misses: dict[str, int] = {}
        self._resolving: dict[str, Future[Any]] = {}  # names asked for over the network
        self._backlog: dict[str, None] = {}  # names waiting for a place in _resolving
        self._resolved: queue.SimpleQueue[tuple[str, Future[Any]]] = queue.SimpleQueue()
        self._lock = threading.Lock()
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._worker: threading.Thread | None = None
        self._zc: Zeroconf | None = None
        self._browser: ServiceBrowser | None = None

    @property
    def tables(self) -> dict[str, TableInfo]:
        """The tables now listed, by service name (a copy)."""
        with self._lock:
            return dict(self._tables)

    @property
    def checking(self) -> bool:
        return self.check_interval > 0

    def _honest(self, table: TableInfo) -> TableInfo | None:
        """``table`` with only the addresses it may honestly have: in the networks of the
        interfaces it was found on (None when it names none of them)."""
        import ipaddress

        kept = tuple(a for a in table.addresses
                     if any(ipaddress.IPv4Address(a) in n for n in self.networks))
        if not kept:
            log.debug("%s names no address on %s: not listed", table.service_name,
                      ", ".join(self.interfaces))
            return None
        return table if kept == table.addresses else replace(table, addresses=kept)

    def start(self) -> None:
        if self._zc is not None:
            return
        self._stop.clear()
        self._zc = Zeroconf(interfaces=self.interfaces)
        self._worker = threading.Thread(target=self._work_loop, daemon=True,
                                        name="studdesk-table-checker")
        self._worker.start()
        try:
            self._browser = ServiceBrowser(
                self._zc, SERVICE_TYPE, handlers=[self._on_service_state_change]
            )
        except BaseException:
            self.close()
            raise

    def close(self) -> None:
        """Stop browsing; no callback runs after this returns. Safe to call twice."""
        zc, browser, worker = self._zc, self._browser, self._worker
        self._zc = self._browser = self._worker = None
        self._stop.set()
        self._wake.set()
        with self._lock:
            asked = list(self._resolving.values())
            self._resolving.clear()
            self._backlog.clear()
        for future in asked:
            future.cancel()
        try:
            if browser is not None:
                browser.cancel()
        finally:
            if zc is not None:
                zc.close()
            if worker is not None:
                worker.join()

    def __enter__(self) -> TableBrowser:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # Runs on zeroconf's browser thread (the ServiceBrowser is a threading.Thread).
    def _on_service_state_change(
        self,
        zeroconf: Zeroconf,
        service_type: str,
        name: str,
        state_change: ServiceStateChange,
    ) -> None:
        if state_change is ServiceStateChange.Removed:
            self._forget(name)
            return
        info = ServiceInfo(SERVICE_TYPE, name)
        if info.load_from_cache(zeroconf):
            self._take(name, info)
            return
        with self._lock:  # not all there yet: asked for over the network, a few at a time
            if name not in self._resolving and name not in self._backlog:
                if len(self._backlog) < MAX_ADVERTISED:
                    self._backlog[name] = None
                else:
                    log.debug("%s: already %d names to resolve; ignored", name,
                              len(self._backlog))
        self._wake.set()

    def _take(self, name: str, info: ServiceInfo) -> None:
        """Keep (or update) the table a resolved ``info`` describes, as room allows."""
        table = table_from_service_info(info)
        if table is not None:
            table = self._honest(table)
        if table is None:
            log.debug("%s is not a table one can reach from here", name)
            self._forget(name)
            return
        real = looks_like_a_table(info)
        dropped: list[TableInfo] = []
        with self._lock:
            if self._stop.is_set() or not self._make_room(name, table, real, dropped):
                ignored = True
            else:
                ignored = False
                self._advertised[name] = table
                if real:
                    self._real.add(name)
                else:
                    self._real.discard(name)
                old = self._tables.get(name)
                listed = old is not None and (old.addresses, old.port) == (table.addresses,
                                                                           table.port)
                if listed or not self.checking:
                    self._tables[name] = table
        for gone in dropped:
            self._notify(self.on_removed, gone)
        if ignored:
            return
        if not self.checking or listed:
            if old is None:
                self._notify(self.on_added, table)
            elif old != table:
                self._notify(self.on_updated, table)
        else:
            self._wake.set()  # new, or moved: listed once the worker has reached it

    def _make_room(self, name: str, table: TableInfo, real: bool,
                   dropped: list[TableInfo]) -> bool:
        """Under the lock: whether ``name`` may be kept. Not when its address and port already
        have :data:`MAX_PER_ENDPOINT` other names (the first seen stay: a flood of names for
        one port changes nothing), nor when its kind has its fill, unless it looks real and
        a record that looks real was checked and does not answer: that one makes way (into
        ``dropped`` when it was listed). A name kept before and refused now is dropped."""
        refused = ""
        addresses = set(table.addresses)
        same = [n for n, t in self._advertised.items()
                if n != name and t.port == table.port and addresses & set(t.addresses)]
        kind = [n for n in self._advertised if (n in self._real) == real and n != name]
        if len(same) >= MAX_PER_ENDPOINT:
            refused = f"{table.addresses[0]}:{table.port} has {len(same)} names already"
        elif len(kind) >= (MAX_ADVERTISED if real else MAX_OTHER) and not (
                name in self._advertised and (name in self._real) == real):
            silent = next((n for n in kind if n not in self._tables and self._misses.get(n)),
                          None)
            if real and silent is not None:
                log.debug("%s takes the place of %s, which does not answer", name, silent)
                self._drop(silent, dropped)
            else:
                refused = f"{len(kind)} such records known already"
        if not refused:
            return True
        log.debug("%s ignored: %s", name, refused)
        self._drop(name, dropped)
        return False

    def _drop(self, name: str, dropped: list[TableInfo]) -> None:
        """Under the lock: stop tracking ``name``."""
        self._advertised.pop(name, None)
        self._real.discard(name)
        self._misses.pop(name, None)
        gone = self._tables.pop(name, None)
        if gone is not None:
            dropped.append(gone)

    def _forget(self, name: str) -> None:
        dropped: list[TableInfo] = []
        with self._lock:
            self._backlog.pop(name, None)
            asked = self._resolving.pop(name, None)
            self._drop(name, dropped)
        if asked is not None:
            asked.cancel()
        for gone in dropped:
            self._notify(self.on_removed, gone)

    # Runs on the worker thread.
    def _ask(self) -> None:
        """Ask the network for the records of waiting names, :data:`MAX_RESOLVING` at once;
        the answers (or nothing, after ``resolve_timeout``) come back to :meth:`_work_loop`."""
        zc = self._zc
        if zc is None or zc.loop is None:
            return
        while True:
            with self._lock:
                if self._stop.is_set() or not self._backlog \
                        or len(self._resolving) >= MAX_RESOLVING:
                    return
                name = next(iter(self._backlog))
                del self._backlog[name]
                future = asyncio.run_coroutine_threadsafe(zc.async_get_service_info(
                    SERVICE_TYPE, name, timeout=int(self.resolve_timeout * 1000)), zc.loop)
                self._resolving[name] = future

            def answered(done: Future[Any], name: str = name) -> None:
                self._resolved.put((name, done))
                self._wake.set()

            future.add_done_callback(answered)

    def _answers(self) -> None:
        """Take the resolved names' records (a name removed meanwhile is left alone)."""
        while True:
            try:
                name, future = self._resolved.get_nowait()
            except queue.Empty:
                return
            with self._lock:
                if self._resolving.get(name) is not future:
                    continue
                del self._resolving[name]
            info = None if future.cancelled() or future.exception() else future.result()
            if info is None:
                log.debug("could not resolve %s", name)
            elif not self._stop.is_set():
                self._take(name, info)

    def _work_loop(self) -> None:
        """Take the records resolved over the network, ask for more, and probe the tables
        :class:`ProbeSchedule` says are due (a new one at once, those that look real first,
        each again after ``check_interval``, all within the global rate); then sleep until
        the next is due or something arrives."""
        with ThreadPoolExecutor(max_workers=8, thread_name_prefix="studdesk-probe") as pool:
            while not self._stop.is_set():
                self._wake.clear()
                self._answers()
                self._ask()
                delay = 1.0
                if self.checking:
                    with self._lock:
                        chosen = self._schedule.take(list(self._advertised), time.monotonic(),
                                                     self._real)
                        candidates = [(n, self._advertised[n]) for n in chosen]
                    if candidates:
                        answers = list(pool.map(
                            lambda item: self._probe(item[1]), candidates))
                        for (name, table), answered in zip(candidates, answers, strict=True):
                            if self._stop.is_set():
                                return
                            self._checked(name, table, answered)
                    with self._lock:
                        delay = self._schedule.next_due(list(self._advertised),
                                                        time.monotonic())
                if delay > 0:
                    self._wake.wait(delay)

    def _probe(self, table: TableInfo) -> bool:
        try:
            return self.probe(table, self.check_timeout)
        except Exception:
            log.exception("checking %s failed", table.service_name)
            return False

    def _checked(self, name: str, table: TableInfo, answered: bool) -> None:
        added = removed = updated = None
        with self._lock:
            self.checks += 1
            if self._advertised.get(name) != table:
                return  # removed or changed meanwhile; the next round decides
            old = self._tables.get(name)
            if answered:
                self._misses[name] = 0
                self._tables[name] = table
                if old is None:
                    added = table
                elif old != table:
                    updated = table
            else:
                misses = self._misses[name] = self._misses.get(name, 0) + 1
                if old is not None and misses >= self.check_misses:
                    removed = self._tables.pop(name)
        if added is not None:
            log.debug("%s answers: listed", name)
            self._notify(self.on_added, added)
        elif updated is not None:
            self._notify(self.on_updated, updated)
        elif removed is not None:
            log.info("%s does not answer at %s:%d: no longer listed", name,
                     ",".join(removed.addresses), removed.port)
            self._notify(self.on_removed, removed)

    @staticmethod
    def _notify(callback: TableCallback | None, table: TableInfo) -> None:
        if callback is None:
            return
        try:
            callback(table)
        except Exception:
            log.exception("table browser callback failed for %s", table.service_name)


def browse_tables(timeout: float, interfaces: Sequence[str], *,
                  until: Callable[[list[TableInfo]], bool] | None = None,
                  **browser_options: Any) -> list[TableInfo]:
    """Browse for ``timeout`` seconds and return the tables listed, by name (for
    ``studdesk tables``). Blocks the calling thread for the whole timeout, or until
    ``until(tables)`` holds. ``browser_options`` go to :class:`TableBrowser`."""
    done = threading.Event()
    found: list[TableInfo] = []

    def snapshot() -> list[TableInfo]:
        return sorted(browser.tables.values(), key=lambda t: (t.name.casefold(), t.service_name))

    def changed(_: TableInfo) -> None:
        if until is not None and until(snapshot()):
            done.set()

    browser = TableBrowser(interfaces=interfaces, on_added=changed, on_updated=changed,
                           on_removed=changed, **browser_options)
    with browser:
        done.wait(timeout)
        found = snapshot()
    return found
