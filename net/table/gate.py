"""Connection policing: the token buckets each connection is charged against (:class:`Bucket`)
and the per-address password back-off (:class:`PasswordRecord`)."""

from __future__ import annotations

from dataclasses import dataclass


class Bucket:
    """A token bucket on the caller's clock: ``take(now, cost)`` is false when the client goes
    faster than ``rate``."""

    __slots__ = ("rate", "size", "tokens", "stamp")

    def __init__(self, rate: float, size: float, now: float) -> None:
        self.rate, self.size, self.tokens = rate, size, size
        self.stamp = now

    def take(self, now: float, cost: float = 1.0) -> bool:
        self.tokens = min(self.size, self.tokens + max(0.0, now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens < cost:
            return False
        self.tokens -= cost
        return True


@dataclass
class PasswordRecord:
    failures: int = 0
    not_before: float = 0.0
