"""The in-process table (CoreSession on the real table core) speaks the TableSession interface:
censored events, per-seat views, turns with legal moves for held seats only, refusals, hand
records with the fairness check, C1 on the fake clock."""

from __future__ import annotations

from studdesk.engine.actions import ActionKind, LegalAction
from studdesk.engine.views import TableView
from studdesk.gui.session.net_session import open_network_session
from studdesk.gui.session.table_session import HandRecord
from studdesk.gui.tools.scenes import THIRD  # Anna brings in

from ..helpers import Turns, plain, session


def test_events_are_censored_for_the_held_seat(qapp):
    s = session(THIRD)
    events, views = [], []
    s.event_received.connect(lambda seat, ev: events.append((seat, plain(ev))))
    s.view_changed.connect(lambda seat, v: views.append((seat, v)))
    s.start()
    assert {seat for seat, _ in events} == {5} and {seat for seat, _ in views} == {5}
    dealt = [ev for _, ev in events if ev["type"] == "card_dealt"]
    assert len(dealt) == 9
    for ev in dealt:
        if ev["seat"] != 5 and not ev["face_up"]:
            assert ev["card"] == "??"
    assert [ev["card"] for ev in dealt if ev["seat"] == 5] == ["7c", "7h", "9d"]
    assert isinstance(views[-1][1], TableView) and views[-1][1].viewer == 5
    s.close()


def test_turns_carry_legal_actions_for_held_seats_only(qapp):
    s = session(THIRD, timeout_ms=10_000)
    turns = Turns(s)
    s.start()
    anna = [t for t in turns.seen if t[0] == 1]
    assert anna and anna[0][2] == ()  # a computer's turn: the ring runs, no buttons
    seat, deadline, legal = turns.last
    # the timer, after the allowance for what the felt still shows (the deal, the moves: N4)
    lead = s.local.core.decision.dealing_ms(s.clock())
    assert lead > 0 and seat == 5 and 9_000 < deadline - lead <= 10_000
    assert [m.kind for m in legal] == [ActionKind.FOLD, ActionKind.CALL, ActionKind.COMPLETE]
    s.close()


def test_refused_action_is_reported_and_the_turn_offered_again(qapp):
    s = session(THIRD)
    turns = Turns(s)
    lines = []
    s.chat_received.connect(lambda sender, text: lines.append((sender, text)))
    s.start()
    before = len(turns.seen)
    s.send_action(5, LegalAction(ActionKind.CHECK, 5))
    assert lines and lines[-1] == ("", "You cannot do that now.")
    assert len(turns.seen) == before + 1 and turns.last[0] == 5
    s.close()


def test_hand_record_after_each_hand_with_the_fairness_check(qapp):
    s = session(THIRD, script={(3, 3): ["complete"]})
    records = []
    s.hand_recorded.connect(records.append)
    turns = Turns(s)
    s.start()
    turns.act(ActionKind.FOLD)
    assert records and isinstance(records[0], HandRecord)
    assert records[0].hand == 1 and "actions" in records[0].phh
    assert records[0].fairness_ok is True and records[0].fairness.startswith("Verified")
    s.close()


def test_open_network_session_touches_nothing_until_started(qapp):
    from studdesk.gui.session.net_session import NetSession

    s = open_network_session("127.0.0.1", 47474, name="Emil")
    assert isinstance(s, NetSession) and s.net is None and s.client is None
    assert s.held_seats() == ()  # the host chooses the seat
    assert s.table_status() is None and not s.ends_table_on_leave()
    s.close()
    assert s.wait_closed(5)


def test_c1_the_clock_acts_for_a_player_who_runs_out_of_time(qapp):
    s = session(THIRD, timeout_ms=10_000)
    events = []
    s.event_received.connect(lambda seat, ev, timeout: events.append(plain(ev, timeout)))
    s.start()
    assert not s.hand.player(5).folded  # type: ignore[union-attr]
    s.advance(s.local.core.decision.dealing_ms(s.clock()) / 1000)  # the felt's allowance (N4)
    s.advance(9.9)
    assert not s.hand.player(5).folded  # type: ignore[union-attr]
    s.advance(0.2)  # the host's clock, not the wall's: no test waits
    timed_out = [ev for ev in events if ev.get("type") == "action_taken" and ev.get("timeout")]
    assert [(ev["seat"], ev["action"]) for ev in timed_out] == [(5, "fold")]  # facing a bet
    s.close()
