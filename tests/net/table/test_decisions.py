"""The decisions alone (net.table.decisions) on a fake clock: a decision's clock and its
timeout move (C1), two timeouts sitting a player out (C3), a bot asked after its thinking time,
and the hotseat cover held once per decision and only for the host's own screen (a remote
connection cannot hold the table with it)."""

from __future__ import annotations

import pytest

from net import protocol as P
from net.table.outputs import AskBot, HostError
from studdesk.engine.actions import timeout_action
from studdesk.engine.events import ActionTaken
from tests.net.table.partkit import ADMIN, Parts, options


def test_c1_a_decision_starts_its_clock_and_times_out_into_the_timeout_move() -> None:
    parts = Parts(options(timer=5.0))
    parts.seated("Ann", "Bo")
    parts.deal()
    hand = parts.table.hand
    assert hand is not None
    seat = hand.acting_seat
    assert seat is not None and not parts.decisions.step(hand)
    d = parts.table.decision
    assert d is not None and d.seat == seat and d.deadline() == 1005.0
    parts.deliver()
    screen = parts.screen_of(seat)
    assert screen.of(P.Turn)[-1].deadline_ms == 5000
    parts.at(1004.9)
    assert not parts.decisions.step(hand)
    parts.at(1005.0)
    assert parts.decisions.step(hand)  # timed out: the host moved for the seat
    parts.deliver()
    moved = [m for m in screen.of(P.Event) if isinstance(m.event, ActionTaken)]
    assert moved[-1].event.seat == seat and moved[-1].timeout
    assert parts.table.hand_seats[seat].timeouts == 1 and parts.table.decision is None


def test_c3_two_timeouts_in_a_row_sit_a_person_out_but_not_a_bot() -> None:
    parts = Parts()
    ann, _ = parts.seated("Ann", "Bo")
    bot = parts.table.seats[parts.seating.add_bot(3)]
    st = parts.table.seats[1]
    parts.decisions.note_timeout(st)
    assert not st.sitting_out and not parts.outbox.notices
    parts.decisions.note_timeout(st)
    assert st.sitting_out and st.away and 1 in parts.seating.settings_dirty
    assert [(n.code, n.seat) for n in parts.outbox.notices] == [("sat_out", 1)]
    parts.deliver()
    assert not ann.of(P.Notice)  # told after the move the host makes for them
    parts.outbox.tell_notices()
    parts.deliver()
    assert [n.code for n in ann.of(P.Notice)] == ["sat_out"]
    parts.decisions.note_timeout(bot)
    parts.decisions.note_timeout(bot)
    assert not bot.sitting_out and bot.timeouts == 0


def test_a_bot_is_asked_after_its_thinking_time_and_a_stale_answer_is_ignored() -> None:
    parts = Parts(options(think_ms=500))
    parts.seated("Ann")
    parts.seating.add_bot(2)
    parts.deal()
    hand = parts.table.hand
    assert hand is not None
    if hand.acting_seat == 1:
        parts.decisions.take(timeout_action(hand.legal_actions()).action(), timed_out=False)
    assert hand.acting_seat == 2
    parts.decisions.step(hand)
    parts.deliver()
    assert not parts.asks
    parts.at(1000.5)
    parts.decisions.step(hand)
    parts.deliver()
    ask = parts.asks[-1]
    assert isinstance(ask, AskBot) and ask.seat == 2 and ask.view.viewer == 2
    move = ask.bot.decide(ask.view)
    before = len(hand.events)
    parts.decisions.bot_decided(ask.request + 1, move)  # not the question asked
    assert len(hand.events) == before
    parts.decisions.bot_decided(ask.request, move)
    assert len(hand.events) > before and parts.table.decision is None


def test_the_hotseat_cover_holds_the_clock_once_per_decision_for_at_most_its_limit() -> None:
    parts = Parts(options(timer=10.0, cover_limit=30.0))
    host = parts.join("Host", "127.0.0.1", token=ADMIN)
    parts.sit(host, 1)
    parts.sit(host, 2, name="Guest")
    player = parts.player(host)
    parts.deal()
    hand = parts.table.hand
    assert hand is not None and hand.acting_seat is not None
    seat = hand.acting_seat
    parts.decisions.step(hand)
    parts.decisions.on_cover(host.conn, player, P.Cover(seat=seat, up=True))
    d = parts.table.decision
    assert d is not None and d.covered == 1000.0 and d.wake(30.0) == [1030.0]
    parts.at(1020.0)
    assert not parts.decisions.step(hand) and d.covered is not None  # held, not timed out
    parts.decisions.on_cover(host.conn, player, P.Cover(seat=seat, up=False))
    assert d.covered is None and d.started == 1020.0 and player.screen == seat
    parts.decisions.on_cover(host.conn, player, P.Cover(seat=seat, up=True))
    assert d.covered is None  # one cover per decision
    parts.at(1030.0)
    assert parts.decisions.step(hand)  # the fresh timer ran out


def test_point_1_a_remote_connection_cannot_raise_a_cover() -> None:
    parts = Parts()
    ann, _ = parts.seated("Ann", "Bo")
    parts.deal()
    with pytest.raises(HostError) as refused:
        parts.decisions.on_cover(ann.conn, parts.player(ann), P.Cover(seat=1, up=True))
    assert refused.value.code == P.ErrorCode.BAD_FIELD and not parts.table.covers


def test_an_act_out_of_turn_or_for_an_old_hand_is_refused_and_changes_nothing() -> None:
    parts = Parts()
    parts.seated("Ann", "Bo")
    parts.deal()
    hand = parts.table.hand
    assert hand is not None and hand.acting_seat is not None
    parts.decisions.step(hand)
    waiting = 3 - hand.acting_seat
    screen = parts.screen_of(waiting)
    before = len(hand.events)
    for msg, code in ((P.Act(hand=hand.number, action="fold"), P.ErrorCode.NOT_YOUR_TURN),
                      (P.Act(hand=hand.number + 1, action="fold"), P.ErrorCode.STALE_HAND)):
        with pytest.raises(HostError) as refused:
            parts.decisions.on_act(screen.conn, parts.player(screen), msg)
        assert refused.value.code == code
    assert len(hand.events) == before
