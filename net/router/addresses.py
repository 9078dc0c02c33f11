"""Which outside addresses friends can reach, and where the router is (the default gateway)."""

from __future__ import annotations

import ipaddress
import socket
import struct
from pathlib import Path
from typing import Final

NOT_PUBLIC: Final = tuple(ipaddress.IPv4Network(n) for n in (
    "10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16",  # RFC 1918: a home or office network
    "100.64.0.0/10",  # RFC 6598: carrier-grade NAT, the provider's own network
))
"""Outside addresses of a router that is itself behind another NAT: a mapped port on one is
reachable only from inside the provider's network."""


def is_public(address: str) -> bool:
    """Whether friends on the internet can reach ``address``: False for the private and CGNAT
    ranges (:data:`NOT_PUBLIC`), for loopback, link-local and unspecified addresses, and for
    anything that is not an IPv4 address.

    >>> [is_public(a) for a in ("203.0.113.9", "10.1.2.3", "100.72.0.1", "192.168.1.1")]
    [True, False, False, False]
    >>> is_public("172.32.0.1"), is_public("0.0.0.0"), is_public("not an address")
    (True, False, False)
    """
    try:
        ip = ipaddress.IPv4Address(address)
    except ValueError:
        return False
    if ip.is_loopback or ip.is_link_local or ip.is_unspecified or ip.is_multicast:
        return False
    return not any(ip in net for net in NOT_PUBLIC)


def default_gateway(route_table: Path = Path("/proc/net/route")) -> str | None:
    """The IPv4 default gateway (the home router NAT-PMP and PCP talk to), read from Linux's
    routing table; None when there is none or the table cannot be read (not Linux)."""
    try:
        lines = route_table.read_text(encoding="ascii").splitlines()[1:]
    except (OSError, UnicodeDecodeError):
        return None
    best: tuple[int, str] | None = None
    for line in lines:
        fields = line.split()
        if len(fields) < 8 or fields[1] != "00000000" or fields[7] != "00000000":
            continue
        try:
            flags, metric = int(fields[3], 16), int(fields[6])
            gateway = socket.inet_ntoa(struct.pack("<I", int(fields[2], 16)))
        except ValueError:
            continue
        if flags & 0x3 == 0x3 and (best is None or metric < best[0]):  # RTF_UP | RTF_GATEWAY
            best = (metric, gateway)
    return None if best is None else best[1]


def local_address_towards(peer: str) -> str:
    """This machine's address on the way to ``peer`` (a UDP socket's source; nothing sent)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.connect((peer, 9))
        return str(s.getsockname()[0])
