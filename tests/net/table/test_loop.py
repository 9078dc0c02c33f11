"""The hand loop alone (net.table.loop) on a fake clock: dealing when two can play, the D1 ante
question and its back-off, the O6 chance to show, the close of a hand (leavers, listeners) and
the stop, every move through net.table.phases' TRANSITIONS."""

from __future__ import annotations

import pytest

from net import protocol as P
from net.table.outputs import EndSession, HostError
from net.table.phases import Phase
from studdesk.engine.actions import timeout_action
from studdesk.engine.hand import Hand
from tests.net.table.partkit import ADMIN, Parts, options


def _fold_out(parts: Parts) -> Hand:
    hand = parts.table.hand
    assert hand is not None
    while not hand.is_complete:  # the bring-in, then a fold to it
        parts.decisions.take(timeout_action(hand.legal_actions()).action(), timed_out=False)
    return hand


def test_with_two_who_can_play_and_nobody_to_ask_the_hand_is_dealt_at_once() -> None:
    parts = Parts()
    parts.loop.advance()
    assert parts.table.phase is Phase.IDLE and parts.table.status == "waiting"
    ann, bo = parts.seated("Ann", "Bo")
    parts.loop.advance()
    t = parts.table
    assert t.phase is Phase.HAND and t.status == "playing" and t.hand is not None
    assert t.hand.number == 1 and t.next_hand == 2 and sorted(t.hand_seats) == [1, 2]
    assert t.decision is not None and t.decision.seat == t.hand.acting_seat
    parts.deliver()
    assert ann.of(P.Commit) and bo.of(P.Turn)


def test_d1_without_an_answer_in_time_a_player_is_dealt_out() -> None:
    parts = Parts(options(timer=5.0))
    _, _, cy = parts.seated("Ann", "Bo", "Cy")
    parts.table.seats[3].auto_ante = False
    parts.loop.advance()
    assert parts.table.phase is Phase.ANTE and parts.table.until == 1005.0
    parts.deliver()
    question = cy.of(P.AnteQuestion)[-1]
    assert (question.hand, question.seat, question.deadline_ms) == (1, 3, 5000)
    parts.at(1004.0)
    parts.loop.advance()
    assert parts.table.phase is Phase.ANTE
    parts.at(1005.0)
    parts.loop.advance()
    assert parts.table.phase is Phase.HAND and sorted(parts.table.hand_seats) == [1, 2]
    assert parts.table.seats[3].timeouts == 1


def test_d1_too_few_who_post_backs_off_and_asks_again() -> None:
    parts = Parts(options(timer=5.0))
    ann, bo = parts.seated("Ann", "Bo")
    parts.table.seats[2].auto_ante = False
    parts.loop.advance()
    parts.loop.on_ante(bo.conn, parts.player(bo), P.Ante(hand=1, post=False))
    with pytest.raises(HostError) as nobody_asked:
        parts.loop.on_ante(ann.conn, parts.player(ann), P.Ante(hand=1, post=True))
    assert nobody_asked.value.code == P.ErrorCode.OUT_OF_ORDER
    parts.loop.advance()
    assert parts.table.phase is Phase.BACKOFF and parts.table.until == pytest.approx(1000.05)
    assert parts.table.hand is None and parts.table.next_hand == 1
    parts.at(1000.05)
    parts.loop.advance()
    assert parts.table.phase is Phase.ANTE and parts.loop.ante == {2: None}


def test_o6_the_uncontested_winner_may_show_within_the_window_then_the_pause_runs() -> None:
    parts = Parts(options(hand_pause=2.0, show_window=1.0))
    parts.seated("Ann", "Bo")
    parts.loop.advance()
    hand = _fold_out(parts)
    parts.loop.advance()
    t = parts.table
    assert t.phase is Phase.SHOW and t.until == 1001.0 and t.hands_played == 1
    assert hand.result is not None
    winner = next(a.seat for a in hand.result.awards)
    screen = parts.screen_of(winner)
    parts.deliver()
    assert screen.of(P.ShowChance)[-1].deadline_ms == 1000
    parts.at(1000.4)
    parts.loop.on_show(screen.conn, parts.player(screen), P.Show(hand=hand.number))
    parts.loop.advance()
    assert t.phase is Phase.PAUSE and t.hand is None
    assert t.until == pytest.approx(1000.4 + 2.0 - 0.4)  # the window was part of the pause
    parts.deliver()
    assert screen.of(P.Reveal)


def test_closing_a_hand_removes_the_leavers_and_a_failing_listener_stops_no_one(
        caplog: pytest.LogCaptureFixture) -> None:
    parts = Parts()
    ann, bo, _ = parts.seated("Ann", "Bo", "Cy")
    heard: list[int] = []

    def broken(hand: Hand) -> None:
        raise RuntimeError("a listener's bug")

    parts.table.hand_listeners += [broken, lambda hand: heard.append(hand.number)]
    parts.loop.advance()
    parts.seating.stand(parts.table.seats[3])  # during the hand: leaves when it ends
    assert 3 in parts.table.seats and parts.table.seats[3].leaving
    _fold_out(parts)
    parts.loop.advance()
    assert 3 not in parts.table.seats and heard == [1]
    assert "a hand listener failed" in caplog.text
    parts.deliver()
    assert [m.seat for m in ann.of(P.Left)] == [3]


def test_stop_voids_the_hand_in_play_and_ends_the_loop() -> None:
    parts = Parts()
    parts.seated("Ann", "Bo")
    parts.loop.advance()
    parts.loop.stop()
    t = parts.table
    assert t.phase is Phase.ENDED and t.status == "ended" and t.hand is None
    assert parts.journal.hands()[-1].status == "voided"
    parts.loop.advance()
    assert t.phase is Phase.ENDED


def test_a_paused_table_deals_no_new_hand_and_the_end_comes_after_the_hand() -> None:
    parts = Parts()
    host = parts.join("Host", "127.0.0.1", token=ADMIN)
    parts.sit(host, 1)
    bo = parts.join("Bo", "10.0.0.2")
    parts.sit(bo, 2)
    player = parts.player(host)
    parts.loop.on_pause(host.conn, player, P.Pause(on=True))
    parts.loop.advance()
    t = parts.table
    assert t.phase is Phase.IDLE and t.hand is None and t.status == "paused"
    parts.loop.on_pause(host.conn, player, P.Pause(on=False))
    parts.loop.advance()
    assert t.phase is Phase.HAND
    parts.loop.on_end_session(host.conn, player, P.EndSession())
    parts.deliver()
    assert [n.code for n in bo.of(P.Notice)] == ["ending"]
    _fold_out(parts)
    parts.loop.advance()
    assert t.phase is Phase.ENDED and EndSession() in parts.outbox.take()
    assert t.hands_played == 1


def test_choose_is_refused_at_a_table_without_dealers_choice() -> None:
    parts = Parts()
    (ann,) = parts.seated("Ann")
    with pytest.raises(HostError) as refused:
        parts.loop.on_choose(ann.conn, parts.player(ann), P.Choose(variant="razz"))
    assert refused.value.code == P.ErrorCode.OUT_OF_ORDER


def test_each_phase_but_ended_has_its_step_and_the_status_follows_the_phase() -> None:
    parts = Parts(options(hand_pause=5.0))
    assert set(parts.loop.steps) == set(Phase) - {Phase.ENDED}
    parts.seated("Ann", "Bo")
    parts.loop.advance()
    assert parts.table.phase is Phase.HAND and parts.table.status == "playing"
    _fold_out(parts)
    parts.loop.advance()  # O6: the winner may still show; the hand is still in play
    assert parts.table.phase is Phase.SHOW and parts.table.status == "playing"
    parts.at(parts.table.until)
    parts.loop.advance()
    assert parts.table.hand is None and parts.table.phase is Phase.PAUSE
    assert parts.table.status == "waiting"
