"""A table nobody deals says a device is too slow before the hand, never during it
(net/table/forecast.py; net/TRUSTLESS.md § 13, "What the table says, and when"), on the table
core's fake clock: each device's ``deal_key`` carries what it measured; a device forecast over
the limit is announced (``notice`` ``slow_device``) to every connection before the hand's first
event, once per device and number of devices; a fast one is not; absurd figures are bounded or
refused and the table plays on."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

import pytest
from hypothesis import given
from hypothesis import strategies as st

from net import protocol as P
from net.protocol.framing import encode_trusted
from net.protocol.messages import MAX_CHECK_US
from net.table import forecast
from net.table.forecast import LIMIT_S, MAX_FORECAST_S, Speed, first_card_seconds
from net.table.trustless import DeviceSession, key_record
from tests.net.table import test_nobody_deals as nd
from tests.net.tablekit import Peer

SLOW = Speed(12_000, 200_000)  # a slow phone: 200 ms to check 8 cards
FAST = Speed(300, 6_000)  # a desktop


def speeds(slow_seats: set[int], slow: Speed = SLOW) -> Callable[[Sequence[int]], DeviceSession]:
    """Devices made by the test's tables: a seat in ``slow_seats`` measures itself ``slow``."""
    def make(seats: Sequence[int] = ()) -> DeviceSession:
        speed = slow if slow_seats & set(seats) else FAST
        return DeviceSession(seats, measure=lambda: speed)
    return make


def slow_notices(peer: Peer) -> list[P.Notice]:
    return [m for m in peer.of(P.Notice) if m.code == "slow_device"]


def before_hands(peer: Peer) -> None:
    """Every ``slow_device`` notice ``peer`` got came between hands: no hand has events on
    both sides of it, and the hand after it had none before it."""
    for i, msg in enumerate(peer.messages):
        if not (isinstance(msg, P.Notice) and msg.code == "slow_device"):
            continue
        before = {m.hand for m in peer.messages[:i] if isinstance(m, P.Event)}
        after = {m.hand for m in peer.messages[i:] if isinstance(m, P.Event)}
        assert not before & after, (i, before & after)


def test_a_slow_device_is_announced_before_the_hand_once(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(nd, "DeviceSession", speeds({3}))
    table = nd.Table(3)
    slow = next(r for r in table.remotes if 3 in r.peer.you)
    table.run(3)
    expected = first_card_seconds(SLOW, devices=4, players=5, own_seats=1)
    assert expected is not None and expected > LIMIT_S
    for peer in [table.host] + [r.peer for r in table.remotes]:
        notices = slow_notices(peer)
        assert len(notices) == 1, peer.id  # once, not every hand
        n = notices[0]
        assert n.seat == 3 and n.name == slow.name and n.seconds == round(expected)
        before_hands(peer)
        first = next(m for m in peer.messages if isinstance(m, P.Event))
        assert peer.messages.index(n) < peer.messages.index(first)  # before the first hand
    deal_hands = [m for m in table.host.messages if isinstance(m, P.Event)]
    assert len({m.hand for m in deal_hands}) >= 3  # the table played on


def test_a_fast_table_says_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(nd, "DeviceSession", speeds(set()))
    table = nd.Table(3)
    table.run(2)
    for peer in [table.host] + [r.peer for r in table.remotes]:
        assert not slow_notices(peer)


def test_python_devices_measure_themselves() -> None:
    """Each Python device sends what it measured with its key. How long its checks took is this
    machine's at that moment (a collector's pass or a busy core can stretch either), so whether
    it is said slow is not asserted here: that follows the figures (the tests above)."""
    table = nd.Table(2)
    table.run(1)
    nobody = table.kit.core.nobody
    assert nobody is not None
    for r in table.remotes:
        speed = nobody.speeds[f"p{r.peer.client_id}"]
        assert speed.token_check_us is not None and speed.token_check_us > 0
        assert speed.shuffle8_check_us is not None and speed.shuffle8_check_us > 0
    before_hands(table.host)  # and a notice, had there been one, came between hands


@pytest.mark.parametrize("slow", [SLOW, Speed(12_000, 250_000)])
def test_another_number_of_devices_is_said_again_if_still_slow(
        monkeypatch: pytest.MonkeyPatch, slow: Speed) -> None:
    monkeypatch.setattr(nd, "DeviceSession", speeds({3}, slow))
    table = nd.Table(3)
    table.run(1)
    assert len(slow_notices(table.host)) == 1
    leaver = next(r for r in table.remotes if 4 in r.peer.you)
    leaver.peer.send(P.Stand(seat=4))
    table.run(3)
    nobody = table.kit.core.nobody
    assert nobody is not None and {d for _, d in nobody.slow_told} <= {4, 3}
    three = first_card_seconds(slow, devices=3, players=4, own_seats=1)
    assert three is not None and (three > LIMIT_S) == (slow is not SLOW)
    notices = slow_notices(table.host)  # 3 devices now: said again only when over the limit
    assert [n.seconds for n in notices][1:] == ([round(three)] if three > LIMIT_S else [])
    before_hands(table.host)


def test_absurd_figures_are_bounded_or_refused_and_the_table_plays_on() -> None:
    table = nd.Table(2)
    table.run(1)
    r = table.remotes[0]
    key = r.session.key
    assert key is not None
    record = key_record(key.share)
    # the largest figure the protocol lets through: said as at most MAX_FORECAST_S seconds
    r.peer.send(dataclasses.replace(record, token_check_us=MAX_CHECK_US,
                                    shuffle8_check_us=MAX_CHECK_US))
    # a negative one is a bad field: refused, the key the host holds stays
    wire = {"type": "deal_key", "device": record.device, "public": record.public,
            "proof": list(record.proof), "token_check_us": -5, "shuffle8_check_us": -1}
    errors = len(r.peer.errors())
    r.peer.send_raw(encode_trusted(wire))
    assert len(r.peer.errors()) == errors + 1
    table.run(2)
    notices = slow_notices(table.host)
    assert len(notices) == 1 and notices[0].seconds == MAX_FORECAST_S
    before_hands(table.host)


@pytest.mark.parametrize("figure", [None, 0, -1, -10**12, True, 1.5, "7"])
def test_a_figure_that_is_no_time_gives_no_forecast(figure: object) -> None:
    speed = Speed(None, figure)  # type: ignore[arg-type]
    assert first_card_seconds(speed, devices=8, players=7, own_seats=1) is None


def test_forecast_grows_with_devices_and_is_bounded() -> None:
    times = [first_card_seconds(SLOW, devices=d, players=d, own_seats=1) for d in range(2, 9)]
    assert all(t is not None for t in times)
    assert times == sorted(times)
    huge = Speed(10**15, 10**15)
    assert first_card_seconds(huge, devices=8, players=7, own_seats=1) == MAX_FORECAST_S
    # with no token figure, a token check counts as a fraction of the 8-card check
    no_token = first_card_seconds(Speed(None, 100_000), devices=3, players=3, own_seats=1)
    assert no_token == pytest.approx(0.1 * (forecast.CHECK52_PER_8 * 2 + forecast.SHUFFLE52_PER_8)
                                     + 0.1 * forecast.TOKEN_PER_8 * 2 * 5)


def test_figures_sent_during_a_hand_are_said_before_the_next_one_only() -> None:
    table = nd.Table(3)
    table.run(1)
    kit = table.kit
    for _ in range(400):  # into the second hand, its engine dealing
        hand = kit.core.hand
        if hand is not None and not hand.is_complete and hand.events:
            break
        if not table.pump():
            kit.advance(0.25)
    hand = kit.core.hand
    assert hand is not None and not hand.is_complete
    r = next(r for r in table.remotes if 3 in r.peer.you)
    key = r.session.key
    assert key is not None
    before = len(table.host.messages)
    r.peer.send(dataclasses.replace(key_record(key.share), token_check_us=SLOW.token_check_us,
                                    shuffle8_check_us=SLOW.shuffle8_check_us))
    assert not slow_notices(table.host)  # taken, and nothing said mid-hand
    table.run(2)
    notices = slow_notices(table.host)
    assert len(notices) == 1 and notices[0].seat == 3
    at = table.host.messages.index(notices[0])
    assert at > before
    ended = {m.hand for m in table.host.messages[:at] if isinstance(m, P.Event)}
    assert hand.number in ended  # after the hand it was sent in
    before_hands(table.host)
    for peer in [r.peer for r in table.remotes]:
        before_hands(peer)


@given(st.one_of(st.none(), st.integers(-10**18, 10**18)),
       st.one_of(st.none(), st.integers(-10**18, 10**18)),
       st.integers(-3, 12), st.integers(-3, 12), st.integers(-3, 12))
def test_any_figures_give_a_bounded_forecast_or_none(token: int | None, shuffle8: int | None,
                                                     devices: int, players: int,
                                                     own: int) -> None:
    seconds = first_card_seconds(Speed(token, shuffle8), devices=devices, players=players,
                                 own_seats=own)
    assert seconds is None or 0 <= seconds <= MAX_FORECAST_S
    assert (seconds is None) == (shuffle8 is None or shuffle8 <= 0)


def test_a_device_slow_in_play_is_said_before_the_next_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fast by the figures of its key, it takes 5 s over its shuffle in the first hand: the
    host replaces the figure by what the turn took, and says so before the next hand."""
    monkeypatch.setattr(nd, "DeviceSession", speeds(set()))
    table = nd.Table(3)
    kit = table.kit
    r = next(r for r in table.remotes if 3 in r.peer.you)
    held: list[P.ClientMessage] = []

    def hold(msg: P.ClientMessage) -> P.ClientMessage | None:
        if isinstance(msg, P.DealShuffle) and not held:
            held.append(msg)
            return None
        return msg

    r.answer = hold
    for _ in range(400):
        if held:
            break
        if not table.pump():
            kit.advance(0.25)
    assert held and not slow_notices(table.host)
    kit.advance(5.0)  # a slow phone's turn (no H4 yet: that is the timer plus 30 s)
    r.answer = lambda msg: msg
    r.peer.send(held[0])
    first = held[0].hand
    table.run(2)
    notices = slow_notices(table.host)
    assert len(notices) == 1 and notices[0].seat == 3
    nobody = kit.core.nobody
    assert nobody is not None
    observed = nobody.observed[f"p{r.peer.client_id}"]
    low, high = forecast.from_turn(5.0), forecast.from_turn(5.5)  # its turn, on the fake clock
    assert low is not None and high is not None and low <= observed <= high
    expected = first_card_seconds(Speed(FAST.token_check_us, observed), devices=4, players=5,
                                  own_seats=1)
    assert expected is not None and notices[0].seconds == round(expected)
    at = table.host.messages.index(notices[0])
    assert first in {m.hand for m in table.host.messages[:at] if isinstance(m, P.Event)}
    before_hands(table.host)
