"""When a connection should be pinged and when its silence means it is dead: :class:`Liveness`."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(slots=True)
class Liveness:
    """When a connection should be pinged and when its silence means it is dead, on any clock
    (no I/O, so tests drive it with plain numbers).

    Every ``interval`` seconds a ping is due; anything heard from the host (a frame, a pong)
    counts as a sign of life. When nothing has been heard for ``timeout`` seconds the connection
    is dead: a pulled cable or a frozen host sends no FIN, and TCP alone would wait many
    minutes. ``timeout`` is about two ping intervals, so a dead connection is noticed within two
    pings that went unanswered.

    >>> live = Liveness.starting(interval=5.0, timeout=10.0, now=100.0)
    >>> live.ping_due(104.9), live.ping_due(105.0)
    (False, True)
    >>> live.pinged(105.0); live.heard(105.2); live.next_wake()
    110.0
    >>> live.is_dead(115.1), live.is_dead(115.2)
    (False, True)
    """

    interval: float
    timeout: float
    last_heard: float
    next_ping: float

    @classmethod
    def starting(cls, *, interval: float, timeout: float, now: float) -> Liveness:
        if interval <= 0 or timeout <= 0:
            raise ValueError("the ping interval and the pong timeout must be positive")
        return cls(interval, timeout, now, now + interval)

    def heard(self, now: float) -> None:
        self.last_heard = max(self.last_heard, now)

    def pinged(self, now: float) -> None:
        self.next_ping = now + self.interval

    def ping_due(self, now: float) -> bool:
        return now >= self.next_ping

    def is_dead(self, now: float) -> bool:
        return now - self.last_heard >= self.timeout

    @property
    def deadline(self) -> float:
        """When the connection counts as dead unless something is heard before."""
        return self.last_heard + self.timeout

    def next_wake(self) -> float:
        """The next moment something is due: a ping or the deadline."""
        return min(self.next_ping, self.deadline)
