"""Fiat–Shamir challenges with domain separation.

Every challenge is SHA-512 over, in order: the protocol's tag ``studdesk-trustless/1``, the
proof's kind (``key``, ``token``, ``shuffle`` ...), the :class:`Context` (session id, hand
number, device id, step) and the proof's statement and commitments, each field prefixed by its
length (4 bytes, big-endian), so that no two different inputs hash the same bytes. The 64-byte
digest, read little-endian, is reduced mod L (a bias below 2^-250). A proof made for one
session, hand, device or step therefore does not check in any other: its challenge would differ.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, replace

from net.trustless.errors import TrustlessError
from net.trustless.group import L

TAG = b"studdesk-trustless/1"


def _field(data: bytes) -> bytes:
    return len(data).to_bytes(4, "big") + data


@dataclass(frozen=True)
class Context:
    """Where a proof belongs: the table's session id (random bytes the host draws when the
    table starts), the hand's number (0 for the session's key set-up), the device that makes
    the proof and the protocol step (``key``, ``shuffle/3``, ``token/17`` ...)."""

    session: bytes
    hand: int
    device: str
    step: str

    def __post_init__(self) -> None:
        if not isinstance(self.session, bytes) or not 8 <= len(self.session) <= 64:
            raise TrustlessError("the session id must be 8 to 64 bytes")
        if not isinstance(self.hand, int) or not 0 <= self.hand < 2**63:
            raise TrustlessError("the hand number must be a whole number from 0")
        if not self.device or not isinstance(self.device, str):
            raise TrustlessError("the device id must be a non-empty string")
        if not isinstance(self.step, str):
            raise TrustlessError("the step must be a string")

    def at(self, step: str, device: str | None = None) -> Context:
        """The same session and hand, another step (and device)."""
        return replace(self, step=step, device=self.device if device is None else device)

    def encode(self) -> bytes:
        return (_field(self.session) + self.hand.to_bytes(8, "big")
                + _field(self.device.encode()) + _field(self.step.encode()))


def digest(kind: str, context: Context, *items: bytes) -> bytes:
    """SHA-512 of the tag, ``kind``, the context and ``items``, each length-prefixed."""
    h = hashlib.sha512(_field(TAG) + _field(kind.encode()) + context.encode())
    h.update(len(items).to_bytes(4, "big"))
    for item in items:
        h.update(_field(item))
    return h.digest()


def challenge(kind: str, context: Context, *items: bytes) -> int:
    """The Fiat–Shamir challenge scalar for ``items`` in ``context``."""
    return int.from_bytes(digest(kind, context, *items), "little") % L
