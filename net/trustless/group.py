"""The ristretto255 group, from libsodium through the rbcl binding.

Points are their canonical 32-byte encodings (:data:`Point`), scalars are Python ints taken
mod :data:`L`, the group's prime order. Every point that comes from another device goes
through :func:`decode_point`, which refuses a wrong length or a non-canonical encoding with
a sentence. The identity (32 zero bytes) is a valid point: the deck's first ciphertexts carry
it (a card not yet masked), and libsodium refuses to produce it from a scalar product, so
:func:`mul` and :func:`base` answer it themselves when the scalar is 0 or the point is the
identity (in a group of prime order these are the only ways to reach it).

Why rbcl (see net/TRUSTLESS.md, "The library"): its wheels carry libsodium itself for Linux,
Windows and macOS (x86-64 and arm64, abi3), so the desktop bundles need no system library,
and it wraps exactly the ristretto255 functions used here. It writes its copy of libsodium to
a temporary file when imported and loads it from there; on POSIX that file is removed at once
below (the loaded library stays mapped), on Windows it cannot be while loaded, so each import
sweeps the copies earlier processes left instead.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import secrets
import sys
from pathlib import Path
from typing import NewType

import rbcl

from net.trustless.errors import TrustlessError

Point = NewType("Point", bytes)

#: The order of the ristretto255 group (a prime, 2^252 + 27742317777372353535851937790883648493).
L = 2**252 + 27742317777372353535851937790883648493
#: The identity element's encoding.
IDENTITY = Point(bytes(32))
POINT_BYTES = 32


def sweep_library_copies(folder: Path, library: bytes, keep: str | None = None) -> int:
    """Removes from ``folder`` the copies of libsodium that rbcl left there: files named
    ``tmp*.so`` or ``tmp*.pyd`` whose bytes are exactly ``library`` (rbcl's own copy), except
    ``keep``. One that a running process still has loaded on Windows cannot be removed and
    stays for a later sweep. Returns how many were removed."""
    removed = 0
    for pattern in ("tmp*.so", "tmp*.pyd"):
        for path in folder.glob(pattern):
            if keep is not None and os.path.abspath(path) == os.path.abspath(keep):
                continue
            try:
                if path.stat().st_size != len(library) or path.read_bytes() != library:
                    continue
                path.unlink()
            except OSError:  # in use (Windows), gone meanwhile, or not ours to read
                continue
            removed += 1
    return removed


def _forget_library_copies() -> None:
    """rbcl writes libsodium to a temporary file at every import and never removes it. Remove
    this process's copy on POSIX (the loaded library stays mapped; Windows cannot delete a
    loaded DLL), and the copies earlier processes left (on Windows, the only way they go)."""
    module = sys.modules.get("rbcl._sodium")
    path = getattr(module, "lib_path", None)
    library = getattr(module, "sodium_bs", None)
    if not isinstance(path, str) or not isinstance(library, bytes):
        return  # another rbcl: nothing known to clean
    if os.name == "posix":
        with contextlib.suppress(OSError):  # already gone: nothing depends on it
            os.unlink(path)
    sweep_library_copies(Path(path).parent, library, keep=path)


_forget_library_copies()

#: The generator (libsodium's base point).
G = Point(rbcl.crypto_scalarmult_ristretto255_base((1).to_bytes(32, "little")))


def scalar_bytes(s: int) -> bytes:
    """The 32-byte little-endian encoding of ``s mod L``."""
    return (s % L).to_bytes(32, "little")


def scalar_from_bytes(data: bytes, what: str) -> int:
    """A scalar from its 32-byte encoding; refuses a wrong length or a value not below L."""
    if not isinstance(data, bytes) or len(data) != 32:
        raise TrustlessError(f"{what}: a scalar must be 32 bytes")
    value = int.from_bytes(data, "little")
    if value >= L:
        raise TrustlessError(f"{what}: the scalar is not reduced below the group order")
    return value


def random_scalar() -> int:
    """A uniformly random non-zero scalar from the operating system's CSPRNG."""
    return secrets.randbelow(L - 1) + 1


def decode_point(data: object, what: str) -> Point:
    """``data`` as a point, or a :class:`TrustlessError` naming ``what`` when it is not one."""
    if not isinstance(data, bytes) or len(data) != POINT_BYTES:
        raise TrustlessError(f"{what}: a point must be {POINT_BYTES} bytes")
    if not rbcl.crypto_core_ristretto255_is_valid_point(data):
        raise TrustlessError(f"{what}: not a valid ristretto255 point")
    return Point(data)


def add(p: Point, q: Point) -> Point:
    return Point(rbcl.crypto_core_ristretto255_add(p, q))


def sub(p: Point, q: Point) -> Point:
    return Point(rbcl.crypto_core_ristretto255_sub(p, q))


def neg(p: Point) -> Point:
    return sub(IDENTITY, p)


def mul(s: int, p: Point) -> Point:
    """``s * p`` (by libsodium's faster fixed-base product when ``p`` is the generator)."""
    s %= L
    if s == 0 or p == IDENTITY:
        return IDENTITY
    if p == G:
        return Point(rbcl.crypto_scalarmult_ristretto255_base(s.to_bytes(32, "little")))
    return Point(rbcl.crypto_scalarmult_ristretto255(s.to_bytes(32, "little"), p))


def base(s: int) -> Point:
    """``s * G``."""
    s %= L
    if s == 0:
        return IDENTITY
    return Point(rbcl.crypto_scalarmult_ristretto255_base(s.to_bytes(32, "little")))


def weighted_sum(terms: list[tuple[int, Point]]) -> Point:
    """``sum(s * p for s, p in terms)`` (libsodium has no multi-scalar product: one by one)."""
    total = IDENTITY
    for s, p in terms:
        term = mul(s, p)
        if term != IDENTITY:
            total = term if total == IDENTITY else add(total, term)
    return total


def sum_points(points: list[Point]) -> Point:
    total = IDENTITY
    for p in points:
        total = p if total == IDENTITY else add(total, p)
    return total


def hash_to_point(domain: bytes, data: bytes) -> Point:
    """A point nobody knows the discrete logarithm of: libsodium's ristretto255 from_hash
    (Elligator 2 twice, summed) on SHA-512 of a length-prefixed domain and ``data``."""
    digest = hashlib.sha512(len(domain).to_bytes(2, "big") + domain + data).digest()
    return Point(rbcl.crypto_core_ristretto255_from_hash(digest))
