"""The decision clock alone, with plain numbers (h11's test_state.py habit): C1, C2, the
hotseat cover and the dealing allowance (the clock starts once the cards can have landed)."""

from __future__ import annotations

from net.table.clock import DecisionClock


def _clock(**kw: float) -> DecisionClock:
    values = {"started": 100.0, "base": 10.0, "bank": 0.0}
    values.update(kw)
    return DecisionClock(hand=1, seat=2, **values)


def test_c1_the_timer_runs_from_started_and_expires_at_its_end() -> None:
    c = _clock()
    assert c.time_left_ms(100.0) == 10_000 and c.time_left_ms(104.5) == 5_500
    assert not c.expired(109.999) and c.expired(110.0)
    assert c.wake(30.0) == [110.0]


def test_c2_the_bank_runs_after_the_timer_and_is_spent_by_the_second() -> None:
    c = _clock(bank=5.0)
    assert not c.run_into_bank(109.0) and not c.expired(109.0)
    assert c.run_into_bank(112.0) and c.bank_started == 110.0
    assert c.bank_spent_ms(112.0) == 2000 and not c.expired(114.9)
    assert c.expired(115.0) and c.deadline() == 115.0


def test_m7_a_dealing_allowance_puts_the_start_ahead_without_shortening_the_timer() -> None:
    c = _clock(started=101.5)  # 1.5 s of allowance at 100.0
    assert c.dealing_ms(100.0) == 1500 and c.time_left_ms(100.0) == 11_500
    assert c.dealing_ms(102.0) == 0 and c.time_left_ms(102.0) == 9_500
    assert not c.expired(111.4) and c.expired(111.5)


def test_the_cover_holds_everything_once_and_the_restart_is_fresh() -> None:
    c = _clock(bank=5.0)
    c.run_into_bank(112.0)
    assert c.can_cover() and c.cover(112.0) == 2000  # the bank spent so far stays spent
    assert c.time_left_ms(500.0) == 10_000 and not c.expired(10_000.0)
    assert c.wake(30.0) == [142.0] and c.cover_ends(30.0) == 142.0
    assert not c.can_cover()  # once per decision
    c.restart(142.0, 10.0, 3.0)
    assert c.covered is None and c.deadline() == 152.0 and not c.can_cover()


def test_a_bot_is_asked_at_its_think_time_until_the_request_is_out() -> None:
    c = _clock()
    c.bot_at = 100.6
    assert sorted(c.wake(30.0)) == [100.6, 110.0]
    c.request = 7
    assert c.wake(30.0) == [110.0]
