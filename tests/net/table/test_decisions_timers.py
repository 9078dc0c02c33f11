"""Each decision on its clock (net/table/decisions.py, net/table/clock.py) on the table core's fake
clock: the C1-C4 timers, D1's ante question, and the host's own bots that are never sat out. No
sockets, no sleeping: time moves only when a test moves it."""

from __future__ import annotations

import pytest

from net import protocol as P
from net.table import Phase
from studdesk.engine.actions import ActionKind
from studdesk.engine.events import ActionTaken
from studdesk.engine.hand import Hand
from tests.net.tablekit import Auto, Kit, Peer, kit_options, seated


def test_c1_the_timer_runs_out_exactly_at_its_deadline_and_the_host_acts() -> None:
    kit = Kit(kit_options(timer=10.0))
    ann, bo = seated(kit, "Ann", "Bo")
    hand = kit.core.hand
    assert hand is not None and kit.core.phase is Phase.HAND
    seat = hand.acting_seat
    turn = ann.last(P.Turn)
    assert turn.seat == seat and turn.deadline_ms == 10_000
    events_before = len(ann.of(P.Event))
    kit.advance(9.999)
    assert hand.acting_seat == seat and len(ann.of(P.Event)) == events_before
    kit.advance(0.001)
    acted = [e for e in ann.of(P.Event)[events_before:] if isinstance(e.event, ActionTaken)]
    assert acted[0].event.seat == seat and acted[0].timeout
    assert acted[0].event.action is ActionKind.BRING_IN  # C1: a bring-in decision posts it


def test_c1_c3_a_silent_player_is_acted_for_then_sat_out() -> None:
    kit = Kit(kit_options(timer=5.0))
    ann = kit.join("Ann", address="10.0.0.1")
    bo = kit.join("Bo", address="10.0.0.2")
    auto = Auto(kit, [bo])
    silent_seat = ann.you[0]
    for _ in range(400):
        st = kit.core.seats[silent_seat]
        if st.sitting_out:
            break
        if not auto.answer():
            kit.advance(1.0)
    st = kit.core.seats[silent_seat]
    assert st.sitting_out and st.timeouts >= 2
    assert [(n.code, n.name, n.seat) for n in ann.of(P.Notice)] == [
        ("sat_out", "Ann", silent_seat)]  # a coded notice: the client words it
    assert not ann.of(P.ChatLine)
    # Sitting out: not dealt in again until they come back.
    while kit.core.hand is not None:
        if not auto.answer():
            kit.advance(1.0)
    played = kit.core.hands_played
    kit.advance(60)
    assert kit.core.hands_played == played
    ann.send(P.SitBack())
    assert not kit.core.seats[silent_seat].sitting_out
    assert kit.core.hand is not None and silent_seat in kit.core.hand_seats


def _acting(kit: Kit, *peers: Peer) -> tuple[Hand, int, Peer]:
    """The hand in play, the seat whose decision it waits for, and the peer holding that seat."""
    hand = kit.core.hand
    assert hand is not None
    seat = hand.acting_seat
    assert seat is not None
    return hand, seat, next(p for p in peers if seat in p.you)


def test_c2_the_time_bank_is_spent_after_the_timer() -> None:
    kit = Kit(kit_options(timer=5.0, time_bank=8.0))
    ann, bo = seated(kit, "Ann", "Bo")
    hand, seat, actor = _acting(kit, ann, bo)
    kit.advance(5.0 + 3.0)  # three seconds into the bank
    assert hand.acting_seat == seat
    actor.act(actor.last(P.Turn).actions[0].action)
    assert kit.core.seats[seat].bank_ms == 5_000
    # next time, the bank (5 s left) runs out too: acted for after 5 + 5 seconds
    kit.play_until(lambda: kit.core.hand is not None and kit.core.hand.acting_seat == seat
                   and kit.core.decision is not None, step=0.25)
    start = kit.now
    kit.play_until(lambda: kit.core.seats[seat].bank_ms == 0, step=0.25)
    assert kit.now - start == pytest.approx(10.0, abs=0.3)


def test_d1_ante_question_post_or_be_dealt_out() -> None:
    kit = Kit(kit_options(timer=5.0))
    host = kit.host("Host", address="10.0.0.1")
    bo = kit.join("Bo", address="10.0.0.3")
    ann = kit.join("Ann", address="10.0.0.2", sit=False)
    ann.send(P.Sit())
    ann.send(P.Settings(auto_ante=False))
    others = Auto(kit, [host, bo, ann], antes=False)

    def until_question(count: int) -> P.AnteQuestion:
        for _ in range(10_000):
            if len(ann.of(P.AnteQuestion)) >= count:
                return ann.last(P.AnteQuestion)
            for q in host.of(P.AnteQuestion) + bo.of(P.AnteQuestion):
                raise AssertionError(f"only Ann is asked: {q}")
            if not others.answer():
                kit.advance(0.5)
        raise AssertionError("no ante question")

    q = until_question(1)
    assert q.deadline_ms == 5000 and q.seat == ann.you[0]
    assert kit.core.hand is None  # nothing is dealt before the answers (D1)
    ann.send(P.Ante(hand=q.hand, post=True, seat=q.seat))
    assert kit.core.hand is not None and kit.core.hand.number == q.hand
    assert q.seat in kit.core.hand_seats
    # next question: no answer in time -> dealt out of that hand
    q2 = until_question(2)
    kit.advance(4.9)
    assert kit.core.hand is None
    kit.advance(0.1)
    assert kit.core.hand is not None and kit.core.hand.number == q2.hand
    assert q2.seat not in kit.core.hand_seats and len(kit.core.hand_seats) == 2


def test_c4_reconnect_mid_decision_gets_the_same_cards_and_the_time_left() -> None:
    kit = Kit(kit_options(timer=10.0))
    ann, bo = seated(kit, "Ann", "Bo")
    hand, seat, actor = _acting(kit, ann, bo)
    mine = [str(c) for c in hand.player(seat).cards]
    kit.feed(kit.core.connection_lost(actor.id, kit.now))  # the cable is pulled
    kit.advance(4.0)
    back = kit.join(actor.last(P.Welcome).table.name, token=actor.token, sit=False,
                    address=actor.address)
    assert back.last(P.Welcome).seats == (seat,)
    table = back.last(P.TableState)
    assert list(table.seats[seat - 1].cards) == mine  # C4: the same cards
    turn = back.last(P.Turn)
    assert turn.seat == seat and turn.deadline_ms == 6000  # the time left, not the full timer
    assert back.messages.index(table) < back.messages.index(turn)


def test_the_hosts_own_bots_are_never_left_sitting_out() -> None:
    """C3 is for people: the host's own bot that was slow twice stays in."""
    kit = Kit(kit_options(timer=2.0), auto_bots=False)
    kit.call(lambda core: core.add_bots(2))
    assert kit.core.hand is not None
    for _ in range(6):  # nobody answers: every bot decision times out
        kit.advance(2.0)
    assert all(not st.sitting_out for st in kit.core.seats.values())
    assert kit.bot_asks  # the core asked for the bots' decisions
    ask = kit.bot_asks[-1]  # a late answer is still taken
    kit.feed(kit.core.bot_decided(ask.request, ask.bot.decide(ask.view), kit.now))
