"""A small NAT-PMP (RFC 6886) and PCP (RFC 6887) client for one TCP port mapping.

Both speak UDP to the router (the default gateway) on port 5351. PCP is NAT-PMP's successor;
a router that knows only NAT-PMP answers a PCP request with NAT-PMP's "unsupported version",
and the caller then asks again with NAT-PMP. Every call blocks (a few seconds at most, with
the RFCs' retransmissions from 250 ms doubling); the mapper runs them in a thread.
"""

from __future__ import annotations

import ipaddress
import os
import socket
import struct
from typing import Final

from net.router.addresses import local_address_towards
from net.router.records import MappingError, PortMapping

PORT: Final = 5351
TRIES: Final = 4  # 0.25 + 0.5 + 1 + 2 s: a router on the LAN answers in milliseconds
FIRST_WAIT: Final = 0.25

NATPMP_RESULTS: Final = {1: "unsupported version", 2: "not authorized or refused",
                         3: "network failure (the router has no outside address)",
                         4: "out of resources", 5: "unsupported opcode"}
PCP_RESULTS: Final = {1: "unsupported version", 2: "not authorized", 3: "malformed request",
                      4: "unsupported opcode", 5: "unsupported option", 6: "malformed option",
                      7: "network failure", 8: "no resources", 9: "unsupported protocol",
                      10: "user quota exceeded", 11: "cannot provide an outside address",
                      12: "address mismatch", 13: "too many remote peers"}
TCP: Final = 6


class NoAnswer(MappingError):
    """Nothing answered on the router's port 5351 (neither PCP nor NAT-PMP is on)."""


class UnsupportedVersion(MappingError):
    """The router does not speak this protocol's version (PCP asked of a NAT-PMP router)."""


def _exchange(what: str, gateway: str, request: bytes, accept: object, port: int = PORT
              ) -> bytes:
    """Send ``request`` to the gateway with retransmissions until ``accept(reply)`` is true for
    a reply from the gateway; the reply. No reply: MappingError."""
    wait = FIRST_WAIT
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        try:
            s.connect((gateway, port))  # replies from anyone else are not delivered
            for _ in range(TRIES):
                s.send(request)
                s.settimeout(wait)
                try:
                    while True:
                        reply = s.recv(1100)
                        if accept(reply):  # type: ignore[operator]
                            return reply
                except TimeoutError:
                    wait *= 2
        except ConnectionRefusedError:
            raise NoAnswer(f"{what}: nothing answers on {gateway} port {port}") from None
        except OSError as exc:
            raise NoAnswer(f"{what}: cannot reach {gateway}: {exc.strerror or exc}") from None
    raise NoAnswer(f"{what}: no answer from {gateway} port {port}")


# ------------------------------------------------------------------------------ NAT-PMP


def natpmp_external_address(gateway: str, port: int = PORT) -> str:
    """The router's outside address (opcode 0)."""
    reply = _exchange("NAT-PMP", gateway, b"\0\0", lambda r: len(r) >= 12 and r[:2] == b"\0\x80",
                      port)
    (result,) = struct.unpack("!H", reply[2:4])
    _natpmp_check(result)
    return socket.inet_ntoa(reply[8:12])


def natpmp_map(gateway: str, internal_port: int, external_port: int, lifetime: int,
               port: int = PORT) -> tuple[int, int]:
    """Map TCP ``internal_port`` (suggesting ``external_port``) for ``lifetime`` seconds;
    (the external port granted, the lifetime granted). A lifetime of 0 deletes the mapping
    (``external_port`` must then be 0)."""
    request = struct.pack("!BBHHHI", 0, 2, 0, internal_port, external_port, lifetime)

    def accept(r: bytes) -> bool:
        return len(r) >= 16 and r[:2] == b"\0\x82" and struct.unpack("!H", r[8:10])[0] == (
            internal_port)

    reply = _exchange("NAT-PMP", gateway, request, accept, port)
    result, _epoch, _internal, granted_port, granted_life = struct.unpack("!HIHHI", reply[2:16])
    _natpmp_check(result)
    return granted_port, granted_life


def _natpmp_check(result: int) -> None:
    if result == 1:
        raise UnsupportedVersion("NAT-PMP: unsupported version")
    if result:
        raise MappingError(f"NAT-PMP: {NATPMP_RESULTS.get(result, f'error {result}')}")


class NatPmp:
    """One TCP mapping by NAT-PMP at ``gateway``."""

    method: Final = "NAT-PMP"

    def __init__(self, gateway: str, port: int = PORT) -> None:
        self.gateway, self.port = gateway, port

    def map(self, internal_port: int, external_port: int, lifetime: int) -> PortMapping:
        outside = natpmp_external_address(self.gateway, self.port)
        port, granted = natpmp_map(self.gateway, internal_port, external_port, lifetime,
                                   self.port)
        return PortMapping(method="NAT-PMP", external_address=outside, external_port=port,
                           internal_address=local_address_towards(self.gateway),
                           internal_port=internal_port, lease=granted, router=self.gateway)

    def delete(self, internal_port: int) -> None:
        natpmp_map(self.gateway, internal_port, 0, 0, self.port)


# ------------------------------------------------------------------------------ PCP


def _mapped(address: str) -> bytes:
    """An IPv4 address as PCP writes it: IPv4-mapped IPv6 (::ffff:a.b.c.d)."""
    return ipaddress.IPv6Address(f"::ffff:{address}").packed


def pcp_map(gateway: str, client: str, nonce: bytes, internal_port: int, external_port: int,
            lifetime: int, port: int = PORT) -> tuple[str, int, int]:
    """A PCP MAP request for TCP ``internal_port`` from ``client`` (this machine's address
    towards the gateway); (outside address, external port, lifetime) granted. The same
    ``nonce`` renews the mapping and, with a lifetime of 0, deletes it."""
    header = struct.pack("!BBHI", 2, 1, 0, lifetime) + _mapped(client)
    body = nonce + struct.pack("!B3xHH", TCP, internal_port, external_port) + _mapped("0.0.0.0")

    def accept(r: bytes) -> bool:
        if len(r) >= 4 and r[0] == 0:  # a NAT-PMP router: "unsupported version"
            return True
        return len(r) >= 60 and r[0] == 2 and r[1] == 0x81 and r[24:36] == nonce

    reply = _exchange("PCP", gateway, header + body, accept, port)
    if reply[0] == 0:
        raise UnsupportedVersion("PCP: the router speaks only NAT-PMP")
    result = reply[3]
    if result == 1:
        raise UnsupportedVersion("PCP: unsupported version")
    if result:
        raise MappingError(f"PCP: {PCP_RESULTS.get(result, f'error {result}')}")
    (granted_life,) = struct.unpack("!I", reply[4:8])
    (granted_port,) = struct.unpack("!H", reply[42:44])
    outside = ipaddress.IPv6Address(reply[44:60])
    address = str(outside.ipv4_mapped or outside)
    return address, granted_port, granted_life


class Pcp:
    """One TCP mapping by PCP at ``gateway``; ``nonce`` (12 bytes) names it to the router, so
    that a later run can delete it."""

    method: Final = "PCP"

    def __init__(self, gateway: str, nonce: bytes | None = None, port: int = PORT) -> None:
        self.gateway, self.port = gateway, port
        self.nonce = nonce if nonce is not None else os.urandom(12)

    def map(self, internal_port: int, external_port: int, lifetime: int) -> PortMapping:
        client = local_address_towards(self.gateway)
        outside, port, granted = pcp_map(self.gateway, client, self.nonce, internal_port,
                                         external_port, lifetime, self.port)
        return PortMapping(method="PCP", external_address=outside, external_port=port,
                           internal_address=client, internal_port=internal_port,
                           lease=granted, router=self.gateway)

    def delete(self, internal_port: int) -> None:
        client = local_address_towards(self.gateway)
        pcp_map(self.gateway, client, self.nonce, internal_port, 0, 0, self.port)
