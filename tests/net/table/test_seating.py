"""Seating alone (net.table.seating) over a bare table state on a fake clock: seats, the host's
hotseat, standing and the time bank (it does not come back on stand and sit), batched settings,
rebuys, the host's bots and the broke ones (they rebuy or leave, so a cash table goes on)."""

from __future__ import annotations

import pytest

from net import protocol as P
from net.table.options import SETTINGS_DELAY
from net.table.outputs import HostError
from tests.net.table.partkit import ADMIN, Parts, options


def test_a_player_sits_in_the_lowest_free_seat_with_the_buy_in_written_to_the_journal() -> None:
    parts = Parts()
    ann, bo = parts.join("Ann"), parts.join("Bo", "10.0.0.2")
    assert parts.sit(bo, 2).seat == 2
    st = parts.sit(ann)
    assert st.seat == 1 and st.stack == parts.table.config.buy_in
    buy_in = parts.table.config.buy_in
    assert [(r.seat, r.stack) for r in parts.journal.seats()] == [(1, buy_in), (2, buy_in)]
    assert [j.seat for j in ann.of(P.Joined) if j.seat is not None] == [2, 1]
    with pytest.raises(HostError) as taken:
        parts.sit(parts.join("Cy", "10.0.0.3"), 2)
    assert taken.value.code == P.ErrorCode.SEAT_TAKEN


def test_point_1_only_the_hosts_own_screen_may_hold_a_second_seat() -> None:
    parts = Parts()
    ann = parts.join("Ann")
    parts.sit(ann, 1)
    with pytest.raises(HostError) as refused:
        parts.sit(ann, 2, name="Ann's friend")
    assert refused.value.code == P.ErrorCode.HOST_ONLY
    assert not parts.player(ann).hotseat and parts.table.seats_of(parts.player(ann)) == [1]
    host = parts.join("Host", "127.0.0.1", token=ADMIN)
    parts.sit(host, 3)
    parts.sit(host, 4, name="Guest")
    player = parts.player(host)
    assert player.hotseat and player.screen == 3 and parts.table.seats_of(player) == [3, 4]


def test_point_5_standing_up_and_sitting_again_does_not_refill_the_time_bank() -> None:
    parts = Parts(options(time_bank=3.0))
    ann = parts.join("Ann")
    st = parts.sit(ann, 1)
    assert st.bank_ms == 3000
    st.bank_ms = 250  # spent in the hands played
    parts.seating.stand(st)
    assert 1 not in parts.table.seats
    again = parts.sit(ann, 2)
    assert again.bank_ms == 250 and again.account == st.account


def test_seat_settings_are_written_in_one_batch_at_most_the_delay_late() -> None:
    parts = Parts()
    ann = parts.join("Ann")
    st = parts.sit(ann, 1)
    player = parts.player(ann)
    parts.seating.on_sit_out(ann.conn, player, P.SitOut())
    parts.at(1000.5)
    parts.seating.on_settings(ann.conn, player, P.Settings(auto_ante=False))
    assert parts.seating.settings_due == 1000.0 + SETTINGS_DELAY  # the first change's clock
    assert not parts.journal.seats()[0].sitting_out  # not yet written
    parts.seating.write_settings()
    row = parts.journal.seats()[0]
    assert row.sitting_out and not row.auto_ante and st.sitting_out
    assert not parts.seating.settings_dirty


def test_t3_a_rebuy_tops_up_to_the_buy_in_between_hands_and_no_short_buys() -> None:
    parts = Parts()
    ann = parts.join("Ann")
    st = parts.sit(ann, 1)
    player = parts.player(ann)
    with pytest.raises(HostError) as full:
        parts.seating.on_rebuy(ann.conn, player, P.Rebuy(amount=100))
    assert full.value.code == P.ErrorCode.BAD_BUY_IN
    st.stack = 500
    need = parts.table.config.buy_in - 500
    with pytest.raises(HostError):
        parts.seating.on_rebuy(ann.conn, player, P.Rebuy(amount=need - 1))  # no short buys
    parts.seating.on_rebuy(ann.conn, player, P.Rebuy(amount=need))
    parts.deliver()
    buy_in = parts.table.config.buy_in
    assert st.stack == buy_in and ann.of(P.Ledger)[-1].entries[0].bought == 2 * buy_in - 500


def test_bots_get_free_plain_names_and_the_lowest_free_seats() -> None:
    parts = Parts()
    parts.sit(parts.join("Ada"), 2)
    seated = parts.seating.add_bots(3)
    assert seated == [1, 3, 4]
    assert [parts.table.seats[s].name for s in seated] == ["Boris", "Cleo", "Dmitri"]
    assert parts.seating.add_bot(5, name="Ada") == 5 and parts.table.seats[5].name == "Edda"
    assert parts.seating.bots_seated() == 4
    with pytest.raises(ValueError, match="taken"):
        parts.seating.add_bot(5)


@pytest.mark.parametrize("broke_bots", ["rebuy", "leave"])
def test_point_10_a_broke_bot_rebuys_or_leaves_its_seat(broke_bots: str) -> None:
    parts = Parts(options(broke_bots=broke_bots))
    ann = parts.join("Ann")
    parts.sit(ann, 1)
    seat = parts.seating.add_bot(2)
    parts.table.seats[seat].stack = 0
    parts.seating.broke_bots()
    parts.deliver()
    if broke_bots == "rebuy":
        assert parts.table.seats[seat].stack == parts.table.config.buy_in
        assert ann.of(P.Ledger)
    else:
        assert seat not in parts.table.seats
        assert [m.seat for m in ann.of(P.Left)] == [seat]
