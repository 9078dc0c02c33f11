"""The fan-out alone (net.table.frames): what each follower's ``table`` shows of the seats
(RULES.md H1), events censored per connection, and many changes in one step making one
``table`` per follower."""

from __future__ import annotations

from net import protocol as P
from studdesk.engine.events import CardDealt
from tests.net.table.partkit import Parts, options


def _down(entry: P.SeatEntry | None) -> list[str]:
    assert entry is not None
    cards, up = entry.cards, entry.up
    return [c for c, u in zip(cards, up, strict=True) if not u]


def test_a_seat_sees_its_own_down_cards_and_nobody_elses() -> None:
    parts = Parts()
    ann, bo = parts.seated("Ann", "Bo")
    wes = parts.watcher()
    parts.deal()
    for screen, mine in ((ann, 1), (bo, 2), (wes, None)):
        table = screen.of(P.TableState)[-1]
        for seat in (1, 2):
            down = _down(table.seats[seat - 1])
            assert len(down) == 2
            assert (all(c != "??" for c in down) if seat == mine
                    else all(c == "??" for c in down))
        assert list(table.you) == ([mine] if mine else [])


def test_another_seats_down_card_reaches_a_connection_without_its_face() -> None:
    parts = Parts()
    ann, _ = parts.seated("Ann", "Bo")
    parts.deal()
    dealt = [m.event for m in ann.of(P.Event) if isinstance(m.event, CardDealt)]
    assert dealt and all((e.card is not None) == (e.face_up or e.seat == 1) for e in dealt)


def test_many_changes_in_one_step_make_one_table_per_follower() -> None:
    parts = Parts()
    ann, bo = parts.seated("Ann", "Bo")
    lobby = parts.join("Lou", "10.0.3.1")  # admitted, neither seated nor watching
    parts.frames.flush()
    parts.deliver()
    counts = {s: len(s.of(P.TableState)) for s in (ann, bo, lobby)}
    for _ in range(5):
        parts.frames.mark_dirty()
    parts.frames.flush()
    parts.frames.flush()  # nothing owed any more
    parts.deliver()
    assert {s: len(s.of(P.TableState)) - counts[s] for s in (ann, bo, lobby)} == {
        ann: 1, bo: 1, lobby: 0}


def test_a_table_owed_to_one_connection_goes_to_it_alone() -> None:
    parts = Parts()
    ann, bo = parts.seated("Ann", "Bo")
    parts.frames.flush()
    parts.deliver()
    before = len(ann.of(P.TableState)), len(bo.of(P.TableState))
    parts.frames.mark_dirty(ann.conn)
    parts.frames.flush()
    parts.deliver()
    assert (len(ann.of(P.TableState)), len(bo.of(P.TableState))) == (before[0] + 1, before[1])


def test_the_turn_tells_everyone_whose_decision_it_is_and_the_time_left() -> None:
    parts = Parts()
    ann, bo = parts.seated("Ann", "Bo")
    parts.deal()
    hand = parts.table.hand
    assert hand is not None
    parts.decisions.step(hand)
    parts.at(1003.0)
    parts.frames.send_turn(bo.conn)
    parts.deliver()
    turns = bo.of(P.Turn)
    assert [t.deadline_ms for t in turns] == [10_000, 7_000]
    assert turns[-1].seat == hand.acting_seat and ann.of(P.Turn)[-1].deadline_ms == 10_000


def test_c2_every_seat_entry_says_its_bank_and_a_burning_bank_repacks_no_seat() -> None:
    parts = Parts(options(timer=2.0, time_bank=6.0))
    ann, bo = parts.seated("Ann", "Bo")
    parts.deal()
    hand = parts.table.hand
    assert hand is not None
    parts.decisions.step(hand)
    parts.frames.flush()
    parts.deliver()
    for screen in (ann, bo):
        entries = screen.of(P.TableState)[-1].seats
        assert [e.time_bank_ms for e in entries[:2]] == [6000, 6000]
    spectator = parts.frames.snapshot().seats
    parts.at(1004.5)  # the acting seat's timer is over: its bank burns, and nothing is sent
    parts.decisions.step(hand)
    assert parts.table.decision is not None and parts.table.decision.bank_started is not None
    parts.frames.mark_dirty()
    again = parts.frames.snapshot().seats
    assert all(a is b for a, b in zip(again, spectator, strict=True))  # packed once, kept
    acting = hand.acting_seat
    assert acting is not None
    legal = hand.legal_actions()
    parts.decisions.take(legal[0].action(), timed_out=False)
    parts.frames.flush()
    parts.deliver()
    after = ann.of(P.TableState)[-1].seats
    assert after[acting - 1].time_bank_ms == 6000 - 2500  # 2.5 s of it spent
    assert after[(2 if acting == 1 else 1) - 1].time_bank_ms == 6000


def test_c2_a_table_without_a_time_bank_names_none() -> None:
    parts = Parts(options(time_bank=0.0))
    ann, _ = parts.seated("Ann", "Bo")
    parts.deal()
    parts.frames.flush()
    parts.deliver()
    entries = ann.of(P.TableState)[-1].seats
    assert [e.time_bank_ms for e in entries[:2]] == [None, None]
