"""How long a table where nobody deals waits for a device that dropped during a hand (RULES.md
H4), a value object on the caller's clock: every method takes ``now``; nothing here reads a
clock, sends a frame or changes a hand. (:mod:`net.table.nobody` keeps one per remote device
of a hand, then :meth:`studdesk.engine.hand.Hand.leave` with the device's seats when it says so.)

At such a table no card can be opened without every device's share, so a device that is away
stops the deal. It is waited for as C4 waits for any disconnected player (its seats keep their
cards and their clocks run; it may come back and carry on in the same hand), but for no longer
than its *decision timer* plus 30 seconds, so that the table never stalls for a long reconnect
window. A device's decision timer is the longest one decision of it may take: C1's timer plus
the largest time bank (C2) any of its seats in the hand holds when it first drops (seats on
one device share one key: a host's bots, a hotseat screen).

The wait is a budget for the whole hand, not for each absence: a device that comes back and
drops again in the same hand gets only what is left of it (dropping on and off never stalls
the table longer than one long absence). A device whose seats have all folded does not stop
the deal: the hand goes on at once, whether it comes back or not.

>>> away = DeviceAway(seats=(2, 5), budget=wait_budget(timer=10.0, banks=[5.0, 0.0]))
>>> away.budget
45.0
>>> away.dropped(100.0); away.deadline()
145.0
>>> away.verdict(144.0, folded=()), away.verdict(145.0, folded=())
(<Verdict.WAIT: 'wait'>, <Verdict.LEAVE: 'leave'>)
>>> away.returned(120.0); away.verdict(121.0, folded=())
<Verdict.CARRY_ON: 'carry_on'>
>>> away.dropped(130.0); away.deadline()  # 20 s of the 45 were spent before
155.0
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass
from enum import Enum
from typing import Final

GRACE: Final = 30.0
"""H4: seconds a device is waited for beyond its decision timer."""


class Verdict(Enum):
    """What the table does about a device now."""

    CARRY_ON = "carry_on"  # it is here (C4: back in time, it plays on in the same hand)
    WAIT = "wait"  # it is away and its wait is not over: the deal waits
    LEAVE = "leave"  # its wait is over: its seats leave the hand (Hand.leave), which ends
    GO_ON = "go_on"  # its seats have all folded: the deal does not need it, and goes on


def wait_budget(timer: float, banks: Iterable[float], grace: float = GRACE) -> float:
    """The longest a device is waited for in one hand: the C1 ``timer`` plus the largest of
    its seats' time ``banks`` (C2; none: 0), plus ``grace`` (H4: 30 seconds)."""
    if timer < 0 or grace < 0:
        raise ValueError("the timer and the grace are seconds, not less than 0")
    most = max(banks, default=0.0)
    return timer + max(0.0, most) + grace


@dataclass
class DeviceAway:
    """One device's absences during one hand (see the module docstring). Times are seconds on
    the caller's clock; ``seats`` are the device's seats in the hand."""

    seats: tuple[int, ...]
    budget: float  # :func:`wait_budget`
    spent: float = 0.0  # seconds away in earlier absences of this hand
    since: float | None = None  # when the current absence began; None while connected

    @property
    def away(self) -> bool:
        return self.since is not None

    def dropped(self, now: float) -> None:
        """Its connection dropped at ``now`` (a second drop while away changes nothing)."""
        if self.since is None:
            self.since = now

    def returned(self, now: float) -> None:
        """It is back at ``now``: the time away is spent from the hand's budget."""
        if self.since is not None:
            self.spent += max(0.0, now - self.since)
            self.since = None

    def deadline(self) -> float | None:
        """When its wait is over, while it is away; None while connected."""
        if self.since is None:
            return None
        return self.since + max(0.0, self.budget - self.spent)

    def verdict(self, now: float, folded: Collection[int]) -> Verdict:
        """What the table does at ``now``, given the seats that have ``folded`` in the hand."""
        if all(seat in folded for seat in self.seats):
            return Verdict.GO_ON
        deadline = self.deadline()
        if deadline is None:
            return Verdict.CARRY_ON
        return Verdict.LEAVE if now >= deadline else Verdict.WAIT

    def wake_at(self, folded: Collection[int]) -> float | None:
        """When the table must look again (the deadline), or None when nothing waits."""
        if all(seat in folded for seat in self.seats):
            return None
        return self.deadline()


__all__ = ["GRACE", "DeviceAway", "Verdict", "wait_budget"]
