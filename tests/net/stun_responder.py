"""A small STUN binding responder (RFC 5389, with RFC 5780's CHANGE-REQUEST) for the router
tests: it runs on the "internet" side of a network of namespaces and tells Debian's miniupnpd
which outside address it has (miniupnpd 2.3.1 maps ports on a private outside address only when
a STUN server reports it, ``ext_perform_stun=yes``).

Like an RFC 5780 server it listens on two addresses and two ports: a request arrives at the
primary (address, port) and the answer leaves from the address and port its CHANGE-REQUEST
asks for, carrying XOR-MAPPED-ADDRESS, MAPPED-ADDRESS, RESPONSE-ORIGIN and OTHER-ADDRESS.
miniupnpd sends four requests (plain, change port, change IP, both) and calls the NAT "full
cone" (ports can be forwarded) only when all four come back with its own address and port.

Run: ``python -m tests.net.stun_responder PRIMARY ALTERNATE [--port 3478 --alt-port 3479]``;
it prints ``ready`` once it listens and answers until it is killed.
"""

from __future__ import annotations

import argparse
import ipaddress
import select
import socket
import struct
import sys

MAGIC = 0x2112A442
BINDING_REQUEST = 0x0001
BINDING_RESPONSE = 0x0101
MAPPED_ADDRESS = 0x0001
CHANGE_REQUEST = 0x0003
XOR_MAPPED_ADDRESS = 0x0020
RESPONSE_ORIGIN = 0x802B
OTHER_ADDRESS = 0x802C
CHANGE_IP = 0x4
CHANGE_PORT = 0x2


def _attribute(kind: int, value: bytes) -> bytes:
    padding = b"\0" * (-len(value) % 4)
    return struct.pack("!HH", kind, len(value)) + value + padding


def _address(kind: int, host: str, port: int) -> bytes:
    return _attribute(kind, struct.pack("!BBH", 0, 1, port) + socket.inet_aton(host))


def _xor_address(host: str, port: int) -> bytes:
    raw = int(ipaddress.IPv4Address(host)) ^ MAGIC
    return _attribute(XOR_MAPPED_ADDRESS, struct.pack("!BBHI", 0, 1, port ^ (MAGIC >> 16), raw))


def parse_request(data: bytes) -> tuple[bytes, int] | None:
    """(transaction id, change flags) of a binding request; None for anything else."""
    if len(data) < 20:
        return None
    kind, length, cookie = struct.unpack("!HHI", data[:8])
    if kind != BINDING_REQUEST or cookie != MAGIC or 20 + length > len(data):
        return None
    flags, at, end = 0, 20, 20 + length
    while at + 4 <= end:
        attr, size = struct.unpack("!HH", data[at:at + 4])
        if attr == CHANGE_REQUEST and size == 4:
            (flags,) = struct.unpack("!I", data[at + 4:at + 8])
        at += 4 + size + (-size % 4)
    return data[8:20], flags


def response(transaction: bytes, client: tuple[str, int], origin: tuple[str, int],
             other: tuple[str, int]) -> bytes:
    body = (_xor_address(*client) + _address(MAPPED_ADDRESS, *client)
            + _address(RESPONSE_ORIGIN, *origin) + _address(OTHER_ADDRESS, *other))
    return struct.pack("!HHI", BINDING_RESPONSE, len(body), MAGIC) + transaction + body


def serve(primary: str, alternate: str, port: int, alt_port: int) -> None:
    socks: dict[tuple[bool, bool], socket.socket] = {}
    for change_ip in (False, True):
        for change_port in (False, True):
            s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
            s.bind((alternate if change_ip else primary, alt_port if change_port else port))
            socks[change_ip, change_port] = s
    listening = socks[False, False]
    print("ready", flush=True)
    while True:
        select.select([listening], [], [])
        data, client = listening.recvfrom(2048)
        parsed = parse_request(data)
        if parsed is None:
            continue
        transaction, flags = parsed
        out = socks[bool(flags & CHANGE_IP), bool(flags & CHANGE_PORT)]
        origin = out.getsockname()
        out.sendto(response(transaction, client, origin, (alternate, alt_port)), client)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("primary")
    parser.add_argument("alternate")
    parser.add_argument("--port", type=int, default=3478)
    parser.add_argument("--alt-port", type=int, default=3479)
    args = parser.parse_args(argv)
    serve(args.primary, args.alternate, args.port, args.alt_port)
    return 0


if __name__ == "__main__":
    sys.exit(main())
