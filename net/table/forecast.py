"""How long a device needs before a hand's first card, forecast before the hand from what the
device measured when it made its key (net/TRUSTLESS.md § 13, "What the table says, and when").

Every device times, once a session when it makes its key, one check of a reveal token and one
check of the proof of a shuffle of 8 cards, and sends both with ``deal_key``
(``token_check_us``, ``shuffle8_check_us``: the phone page's ``measureChecks``, a Python device's
:func:`measure_checks`). When a hand starts, its key list is fixed (§ 5), so the host knows each
device's own part of the first card (:func:`first_card_seconds`): its checks of the other
devices' shuffles, its own shuffle and proof, and a token check per other device for each card
of the first street it opens. A device forecast over :data:`LIMIT_S` is announced to the table
before the hand (``notice`` ``slow_device``, net/PROTOCOL.md), never during one.

>>> round(first_card_seconds(Speed(8_000, 130_000), devices=8, players=7, own_seats=1), 1)
4.4
>>> first_card_seconds(Speed(300, 6_000), devices=3, players=3, own_seats=1) < LIMIT_S
True
>>> first_card_seconds(Speed(None, None), devices=3, players=3, own_seats=1) is None
True
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from net.trustless import (
    EVERYONE,
    Context,
    initial_deck,
    new_key,
    reveal_token,
    shuffle,
    verify_shuffle,
    verify_token,
)
from net.trustless.hand import KEY_HAND

LIMIT_S: Final = 3.0
"""The table's limit to the first card (seconds of one device's own part). Past it the wait
is long enough for players to think the table hangs (a desktop's part is a tenth of a second,
§ 10), so they are told before the hand; under it (a mid-range phone at two or three devices
needs about 2 s, § 13) a wait goes unremarked."""

CHECK52_PER_8: Final = 3.4
"""A check of a 52-card shuffle, in checks of an 8-card one (the page's crypto:
``tests/bench/bench_page_forecast.py``; Python's is dearer per card but far faster: a desktop
is never near the limit)."""
SHUFFLE52_PER_8: Final = 6.5
"""The device's own shuffle of 52 with its proof, in checks of an 8-card shuffle (the same)."""
TOKEN_PER_8: Final = 0.06
"""A token check in checks of an 8-card shuffle, for a device that sent no token figure."""

MAX_FIGURE_US: Final = 60_000_000
"""A figure counts at most this (a minute to check 8 cards: no device that slow plays): a
figure the protocol lets through (up to 600 s) cannot make an absurd forecast."""
MAX_FORECAST_S: Final = 999
"""A forecast is said as at most this many seconds (the notice's ``seconds``)."""


@dataclass(frozen=True)
class Speed:
    """What a device measured when it made its key (microseconds; None: not sent)."""

    token_check_us: int | None
    shuffle8_check_us: int | None


def _bounded(us: int | None) -> float | None:
    if us is None or isinstance(us, bool) or not isinstance(us, int) or us <= 0:
        return None
    return min(us, MAX_FIGURE_US) / 1e6


def first_card_seconds(speed: Speed, *, devices: int, players: int,
                       own_seats: int) -> float | None:
    """A device's own part of the first card at a hand of ``devices`` devices and ``players``
    players, ``own_seats`` of them its own (None: it sent no shuffle figure). It checks every
    other device's shuffle of 52 and makes its own, then checks a token from every other
    device for each card of the first street it opens: every up card and its own two down
    cards a seat (§ 13: ``shuffle8_check_us`` x (3.4 (D - 1) + 6.5) plus the tokens)."""
    shuffle8 = _bounded(speed.shuffle8_check_us)
    if shuffle8 is None:
        return None
    token = _bounded(speed.token_check_us)
    if token is None:
        token = shuffle8 * TOKEN_PER_8
    others = max(0, devices - 1)
    cards = max(0, players) + 2 * max(0, own_seats)
    seconds = shuffle8 * (CHECK52_PER_8 * others + SHUFFLE52_PER_8) + token * others * cards
    return min(seconds, float(MAX_FORECAST_S))


def from_turn(seconds: float) -> int | None:
    """A device's 8-card check (µs) as the host saw its shuffle turn take ``seconds`` (from
    the previous shuffle sent on to its own received): at its turn it checks that one shuffle
    (the earlier ones came, and were checked, while the others shuffled) and makes its own, so
    the turn is some (3.4 + 6.5) checks of 8 cards, plus the network's delay (counted in: it
    is part of the wait). None for a turn that took no time (a clock that did not move).

    >>> from_turn(2.0)
    202020
    >>> from_turn(0.0) is None
    True
    """
    if not seconds > 0:
        return None
    us = seconds * 1e6 / (CHECK52_PER_8 + SHUFFLE52_PER_8)
    return max(1, min(MAX_FIGURE_US, round(us)))


def measure_checks(clock: Callable[[], float] = time.perf_counter) -> Speed:
    """How long this device takes to check one reveal token and one shuffle of 8 cards (µs),
    on a throwaway key and deck, each timed once: what a Python device sends with ``deal_key``,
    measured as the page's ``measureChecks`` measures it."""
    session = b"studdesk-speed-probe"
    probe = new_key(Context(session, KEY_HAND, "probe", "key"))
    context = Context(session, 1, "probe", "shuffle/0")
    deck = initial_deck()[:8]
    outputs, proof = shuffle(deck, probe.share.public, context, probe)
    start = clock()
    verify_shuffle(deck, outputs, proof, probe.share.public, context, probe.share.public)
    shuffle8 = clock() - start
    token = reveal_token(probe, outputs[0], 0, EVERYONE, context)
    start = clock()
    verify_token(token, probe.share.public, outputs[0], 0, "probe", context)
    check = clock() - start
    return Speed(max(1, round(check * 1e6)), max(1, round(shuffle8 * 1e6)))
