"""The decision clock (RULES.md C1, C2 and the hotseat cover), a value object on the caller's
clock: one :class:`DecisionClock` per decision, its states and moves in one place.

It runs in phases: the dealing allowance (``started`` may lie ahead: the cards are still being
dealt), the C1 timer (``base`` seconds from ``started``), then the C2 time bank (``bank`` seconds
from ``bank_started``). A hotseat cover (``covered``) holds the whole clock, once per decision, for
at most the table's cover limit. Every method takes ``now``; nothing here reads a clock.

>>> clock = DecisionClock(hand=1, seat=3, started=10.0, base=5.0, bank=2.0)
>>> clock.time_left_ms(11.0), clock.deadline(), clock.expired(15.0)
(4000, 15.0, False)
>>> clock.run_into_bank(15.0)
True
>>> clock.deadline(), clock.expired(17.0)
(17.0, True)
>>> clock.bank_spent_ms(16.5)
1500
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class DecisionClock:
    """One decision's clock (see the module docstring). Times are seconds."""

    hand: int
    seat: int
    started: float  # when the C1 timer starts (after the dealing allowance)
    base: float  # seconds of the C1 timer
    bank: float  # seconds of time bank available
    bank_started: float | None = None
    bot_at: float | None = None  # when to ask the bot (think_ms)
    request: int = 0  # the AskBot request id, 0 when none is out
    covered: float | None = None  # hotseat: when the hand-over cover went up (clock held)
    landing: bool = False  # the timer starts at the seat's ``landed`` (at the latest ``started``)
    cover_used: bool = False  # one cover per decision: a second one does not hold the clock

    def deadline(self) -> float:
        """When the decision times out if nothing holds it (timer, then bank)."""
        if self.bank_started is not None:
            return self.bank_started + self.bank
        return self.started + self.base

    def time_left_ms(self, now: float) -> int:
        """The C1 time left at ``now`` (allowance included); the whole timer under a cover."""
        if self.covered is not None:
            return int(self.base * 1000)
        return max(0, round((self.started + self.base - now) * 1000))  # no 9999 for 10 s

    def dealing_ms(self, now: float) -> int:
        """How much of :meth:`time_left_ms` is still the dealing allowance."""
        return max(0, round((self.started - now) * 1000)) if self.covered is None else 0

    def awaits_landed(self, now: float) -> bool:
        """The seat's ``landed`` would start the timer now (the allowance is still running)."""
        return self.landing and self.covered is None and now < self.started

    def landed(self, now: float) -> bool:
        """The seat's cards have landed at ``now``: the timer starts there, whole (true), if
        it was still waiting; once the allowance is over it runs on as it is (false)."""
        if not self.awaits_landed(now):
            return False
        self.started, self.landing = now, False
        return True

    def run_into_bank(self, now: float) -> bool:
        """At ``now`` the timer is over: start the bank if there is one (true), or not."""
        if self.bank_started is None and self.bank > 0 and now >= self.started + self.base:
            self.bank_started = self.started + self.base
            return True
        return False

    def expired(self, now: float) -> bool:
        """Timer and bank are both over (never under a cover)."""
        if self.covered is not None:
            return False
        if self.bank_started is None and self.bank > 0:
            return False  # the bank has not been started yet: see run_into_bank
        return now >= self.deadline()

    def bank_spent_ms(self, now: float) -> int:
        """Milliseconds of the bank spent by ``now`` (0 before it started)."""
        if self.bank_started is None:
            return 0
        return max(0, int((now - self.bank_started) * 1000))

    def can_cover(self) -> bool:
        return self.covered is None and not self.cover_used

    def cover(self, now: float) -> int:
        """Hold the clock at ``now``; the bank spent so far (ms) stays spent (returned)."""
        spent = self.bank_spent_ms(now)
        self.bank_started = None
        self.covered, self.cover_used = now, True
        return spent

    def cover_ends(self, limit: float) -> float | None:
        """When a cover held since ``covered`` stops holding (``None``: not covered)."""
        return None if self.covered is None else self.covered + limit

    def restart(self, start: float, timer: float, bank: float) -> None:
        """The cover came down (or its limit passed): the timer starts fresh at ``start``."""
        self.covered = None
        self.started = start
        self.base = timer
        self.bank_started = None
        self.bank = bank

    def wake(self, cover_limit: float) -> list[float]:
        """The times the table must look at this decision again."""
        ends = self.cover_ends(cover_limit)
        if ends is not None:
            return [ends]
        times = [self.deadline()]
        if self.bot_at is not None and self.request == 0:
            times.append(self.bot_at)
        return times
