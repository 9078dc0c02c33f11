"""The decision clock (net/table/decisions.py, clock.py) on the table core's fake clock: the
hotseat cover on every change of the person at the screen, whatever caused it (H1: no down card
shown to the wrong person), the clock and the bank held under the cover (up to its limit, one
cover per decision, none for a remote connection, C4 when the hotseat connection drops), and the
dealing allowance (the clock starts when the cards can have landed; a player who acts at once is
never slowed)."""

from __future__ import annotations

import random
from typing import Any

from net import protocol as P
from net.client import ClientTable
from studdesk.engine.events import CardDealt, CardsShown
from tests.net.tablekit import Kit, Peer, acting_seat, actions_of, kit_options

# ---------------------------------------------------------------------------- M7


def test_the_clock_starts_when_the_dealt_cards_can_have_landed() -> None:
    kit = Kit(kit_options(timer=10.0, deal_allowance=0.25))
    ann = kit.join("Ann", sit=1)
    bo = kit.join("Bo", address="10.0.0.2", sit=2)
    turn = ann.last(P.Turn)
    # 3rd street heads-up: six cards dealt, 1.5 s to show them, then the whole 10 s
    assert turn.dealing_ms == 1500 and turn.deadline_ms == 11_500
    seat = turn.seat
    actor = ann if seat in ann.you else bo
    kit.advance(11.4)
    assert kit.core.hand is not None and kit.core.hand.acting_seat == seat
    kit.advance(0.2)
    assert [m for m in actor.of(P.Event) if m.timeout and m.event.seat == seat]
    # the next decision deals nothing: no allowance
    nxt = ann.last(P.Turn)
    assert nxt.seat != seat and nxt.dealing_ms is None and nxt.deadline_ms == 10_000


def test_a_player_who_acts_at_once_is_never_slowed_by_the_allowance() -> None:
    kit = Kit(kit_options(timer=10.0, deal_allowance=0.25))
    ann = kit.join("Ann", sit=1)
    bo = kit.join("Bo", address="10.0.0.2", sit=2)
    turn = ann.last(P.Turn)
    actor = ann if turn.seat in ann.you else bo
    before = kit.core.hand
    assert before is not None and before.acting_seat == turn.seat
    actor.act(turn.actions[0].action, turn.actions[0].to
              if turn.actions[0].action in P.SIZED_ACTIONS else None)
    assert not actor.errors()
    assert before.acting_seat != turn.seat  # taken at once, inside the allowance


def test_no_allowance_when_the_host_sets_none() -> None:
    kit = Kit(kit_options(timer=10.0, deal_allowance=0.0))
    ann = kit.join("Ann", sit=1)
    kit.join("Bo", address="10.0.0.2", sit=2)
    turn = ann.last(P.Turn)
    assert turn.deadline_ms == 10_000 and turn.dealing_ms is None


def _heads_up(**options: Any) -> tuple[Kit, Peer, Peer]:
    kit = Kit(kit_options(timer=10.0, deal_allowance=0.15, catch_up=2.5, landing_limit=8.0,
                          **options))
    return kit, kit.join("Ann", sit=1), kit.join("Bo", address="10.0.0.2", sit=2)


def _actor(turn: P.Turn, *peers: Peer) -> Peer:
    return next(p for p in peers if turn.seat in p.you)


def test_a_hands_first_decision_waits_for_the_last_hand_to_be_shown() -> None:
    kit, ann, _bo = _heads_up()
    turn = ann.last(P.Turn)
    # six cards at 0.15 s and the catch-up for the showdown (or the table) before this hand
    assert abs((turn.dealing_ms or 0) - (900 + 2500)) <= 1
    assert abs(turn.deadline_ms - 13_400) <= 1
    assert turn.awaits_landed


def test_landed_starts_the_whole_timer_when_the_buttons_show() -> None:
    """N4: the window shows the buttons 3 s after the host's turn (still showing the deal):
    its ``landed`` starts the clock then, whole; everyone gets the fresh turn."""
    kit, ann, bo = _heads_up()
    turn = ann.last(P.Turn)
    actor = _actor(turn, ann, bo)
    kit.advance(3.0)  # the window catches up
    actor.send(P.Landed(hand=turn.hand, seat=turn.seat))
    assert not actor.errors()
    fresh = ann.last(P.Turn)
    assert fresh is not turn and fresh.deadline_ms == 10_000
    assert fresh.dealing_ms is None and not fresh.awaits_landed
    assert bo.last(P.Turn).deadline_ms == 10_000  # everyone's ring
    kit.advance(9.9)
    assert kit.core.hand is not None and kit.core.hand.acting_seat == turn.seat
    kit.advance(0.2)
    assert [m for m in actor.of(P.Event) if m.timeout and m.event.seat == turn.seat]


def test_landed_late_twice_or_for_another_seat_wins_no_time() -> None:
    kit, ann, bo = _heads_up()
    turn = ann.last(P.Turn)
    actor = _actor(turn, ann, bo)
    other = bo if actor is ann else ann
    other.send(P.Landed(hand=turn.hand, seat=turn.seat))  # not its seat: nothing, no answer
    assert ann.last(P.Turn) is turn and not other.errors()
    kit.advance(5.0)  # the allowance (3.4 s) is over: the clock runs
    actor.send(P.Landed(hand=turn.hand, seat=turn.seat))
    assert ann.last(P.Turn) is turn and not actor.errors()
    kit.advance(8.5)  # 13.4 s after the turn: timed out as the first turn said
    assert [m for m in actor.of(P.Event) if m.timeout and m.event.seat == turn.seat]


def _next_hand_after_both_said_landed(kit: Kit, ann: Peer, bo: Peer) -> P.Turn:
    """Both clients say ``landed`` once in hand 1, which the first to act folds; the next
    hand's first turn (caught the moment it is sent)."""
    turn = ann.last(P.Turn)
    for peer in (ann, bo):
        peer.send(P.Landed(hand=turn.hand, seat=peer.you[0]))
    _actor(turn, ann, bo).act("fold")
    kit.play_until(lambda: ann.last(P.Turn).hand > turn.hand, step=0.01)
    return ann.last(P.Turn)


def test_a_client_that_says_landed_is_waited_for_up_to_the_landing_limit() -> None:
    """N4: after a showdown the window may lag the host by seconds. A client that has said
    ``landed`` before gets its clock held until it says so again, never past the limit."""
    kit, ann, bo = _heads_up()
    nxt = _next_hand_after_both_said_landed(kit, ann, bo)
    assert 7900 <= (nxt.dealing_ms or 0) <= 8000 and nxt.awaits_landed  # up to the limit
    kit.advance(6.0)  # the window still shows the last hand ...
    assert kit.core.hand is not None and kit.core.hand.acting_seat == nxt.seat
    _actor(nxt, ann, bo).send(P.Landed(hand=nxt.hand, seat=nxt.seat))  # ... now the buttons
    assert ann.last(P.Turn).deadline_ms == 10_000


def test_a_silent_client_holds_the_table_no_longer_than_the_landing_limit() -> None:
    kit, ann, bo = _heads_up()
    nxt = _next_hand_after_both_said_landed(kit, ann, bo)
    actor = _actor(nxt, ann, bo)
    kit.advance(8.0 + 10.0 - 0.2)  # the client falls silent: the limit, then the timer
    assert kit.core.hand is not None and kit.core.hand.acting_seat == nxt.seat
    kit.advance(0.3)
    assert [m for m in actor.of(P.Event) if m.timeout and m.event.seat == nxt.seat]


def test_a_fast_table_never_pushes_the_allowance_past_the_landing_limit() -> None:
    """N4: every move made at once adds its time on the felt, but a felt is never taken to lag
    more than the landing limit: hands played in a blink do not add up to a clock that waits
    minutes for a client that says nothing (a pulled cable, a bot)."""
    kit, ann, bo = _heads_up(action_allowance=0.4)
    first = ann.last(P.Turn).hand
    allowances = []
    while ann.last(P.Turn).hand < first + 12:
        turn = ann.last(P.Turn)
        allowances.append(turn.dealing_ms or 0)
        actor = _actor(turn, ann, bo)
        move = next((a for a in turn.actions if a.action in ("call", "check", "bring_in")),
                    turn.actions[0])
        actor.act(move.action, move.to if move.action in P.SIZED_ACTIONS else None)
        assert not actor.errors()
        kit.play_until(lambda answered=turn: ann.last(P.Turn) is not answered, step=0.001)
    assert len(allowances) > 40  # every decision of a dozen hands, each taken at once
    assert max(allowances) <= 8000 and max(allowances) >= 7000, allowances


def test_bots_never_wait_for_landed() -> None:
    kit = Kit(kit_options(timer=10.0, deal_allowance=0.15, catch_up=2.5, think_ms=0),
              auto_bots=False)
    ann = kit.join("Ann", sit=1)
    kit.call(lambda core: core.add_bots(1, "random"))
    kit.advance(0.1)
    bot_turns = [t for t in ann.of(P.Turn) if t.seat not in ann.you]
    assert all(not t.awaits_landed for t in bot_turns)


# ---------------------------------------------------------------------------- B1


def _hotseat(kit: Kit) -> Peer:
    """The host's screen holding Anna (1) and Ben (2), and a bot in seat 3 (as in B1)."""
    peer = kit.host("Anna", sit=1)
    peer.send(P.Sit(seat=2, name="Ben"))
    kit.call(lambda core: core.add_bots(1, "random"))
    assert peer.you == (1, 2)
    return peer


def _hidden(cards: list[str], up: list[bool]) -> bool:
    return all(c == "??" for c, u in zip(cards, up, strict=True) if not u)


class Screen:
    """Who is at the screen as the hotseat connection says it (its acknowledged covers), and
    a check of every frame it received against that: no down card of a held seat in the clear
    unless that seat's person is at the screen; every turn of another held seat covered."""

    def __init__(self, peer: Peer, first: int) -> None:
        self.peer, self.marks = peer, [(0, first)]
        self.checked = 0
        self.shown: set[int] = set()
        self.leaks: list[str] = []
        self.turns: list[tuple[int, int, bool]] = []  # (seat, screen, covered)
        self.prev: P.Turn | None = None

    def ack(self, seat: int) -> None:
        self.marks.append((len(self.peer.messages), seat))
        self.peer.send(P.Cover(seat=seat, up=False))

    def screen_at(self, index: int) -> int:
        return [s for i, s in self.marks if i <= index][-1]

    def check(self) -> None:
        held = set(self.peer.you)
        for i in range(self.checked, len(self.peer.messages)):
            msg, screen = self.peer.messages[i], self.screen_at(i)
            self._check(msg, screen, held)
        self.checked = len(self.peer.messages)

    def _check(self, msg: Any, screen: int, held: set[int]) -> None:
        if isinstance(msg, P.Commit):
            self.shown = set()
        elif isinstance(msg, P.Event):
            ev = msg.event
            if isinstance(ev, CardsShown):
                self.shown.add(ev.seat)
            if isinstance(ev, CardDealt) and not ev.face_up and ev.card is not None \
                    and ev.seat != screen:
                self.leaks.append(f"hand {msg.hand}: {ev.card} dealt to seat {ev.seat} "
                                  f"in the clear while seat {screen} was at the screen")
        elif isinstance(msg, P.TableState):
            for entry in msg.seats:
                if entry is not None and entry.seat in held - {screen} - self.shown \
                        and not _hidden(list(entry.cards), list(entry.up)):
                    self.leaks.append(f"table: seat {entry.seat}'s cards, screen {screen}")
            for v in msg.views:
                for s in v.seats:
                    if s.seat in held - {screen} - self.shown \
                            and not _hidden(list(s.cards), list(s.face_up)):
                        self.leaks.append(f"view {v.viewer}: seat {s.seat}'s cards, "
                                          f"screen {screen}")
        elif isinstance(msg, P.Turn) and msg.seat in held:
            covered = bool(msg.covered)
            # uncovered for another seat only when its cover limit passed (a new turn of the
            # same decision after a covered one): the clock runs, the cards stay hidden
            limit = self.prev is not None and self.prev.hand == msg.hand \
                and self.prev.seat == msg.seat and bool(self.prev.covered)
            self.turns.append((msg.seat, screen, covered))
            if msg.seat != screen and not covered and not limit:
                self.leaks.append(f"turn of seat {msg.seat} uncovered, screen {screen}")
        if isinstance(msg, P.Turn):
            self.prev = msg


def test_b1_a_timed_out_player_hands_over_behind_the_cover() -> None:
    kit = Kit(kit_options(timer=5.0, cover_limit=60.0))
    peer = _hotseat(kit)
    screen = Screen(peer, 1)
    kit.play_until(lambda: kit.core.hand is not None and kit.core.hand.acting_seat in (1, 2))
    turn = peer.last(P.Turn)
    if turn.seat == 2:  # Ben first: the cover comes up by itself, the clock is held
        assert turn.covered is True and turn.deadline_ms == 5000
        kit.advance(30.0)
        assert kit.core.hand is not None and kit.core.hand.acting_seat == 2
        screen.ack(2)
        assert peer.last(P.Turn).deadline_ms == 5000
        assert not peer.last(P.Turn).covered
    else:
        assert not turn.covered
    screen.check()
    # whoever is at the screen lets the clock run out; the next of the two is covered
    handovers = 0
    while not all(kit.core.seats[s].sitting_out for s in (1, 2)):
        kit.play_until(lambda: all(kit.core.seats[s].sitting_out for s in (1, 2)) or (
            kit.core.hand is not None and kit.core.hand.acting_seat in (1, 2)
            and kit.core.decision is not None
            and kit.core.decision.seat != screen.screen_at(len(peer.messages))))
        screen.check()
        if kit.core.decision is None or kit.core.decision.seat not in (1, 2):
            break
        handovers += 1
        seat = kit.core.decision.seat if kit.core.decision else 0
        assert peer.last(P.Turn).seat == seat and peer.last(P.Turn).covered
        hand = kit.core.hand
        assert hand is not None
        cards = [str(c) for c in hand.player(seat).cards]
        downs = [c for c, u in zip(cards, hand.player(seat).face_up, strict=True) if not u]
        screen.ack(seat)
        screen.check()
        view = next(v for v in peer.last(P.TableState).views if v.viewer == seat)
        mine = next(s for s in view.seats if s.seat == seat)
        assert [c for c, u in zip(mine.cards, mine.face_up, strict=True) if not u] \
            == downs
        # and nobody acts for the screen: it lets the clock run out again (C1, then C3)
    assert handovers >= 2
    assert not screen.leaks, screen.leaks


def test_b1_no_down_card_in_the_clear_before_its_cover_is_acknowledged_whatever_the_cause(
) -> None:
    """Scripted hotseat hands with timeouts, sit-outs, a cover left up to its limit and new
    hands: every frame the screen received is checked, and every hand still checks (H3)."""
    rng = random.Random(7)
    kit = Kit(kit_options(timer=4.0, cover_limit=20.0, hand_pause=1.0))
    peer = _hotseat(kit)
    screen = Screen(peer, 1)
    client = ClientTable()
    fed = 0
    handled: set[tuple[int, int, int]] = set()
    while kit.core.hands_played < 14:
        assert kit.now < 1000.0 + 4 * 3600, "the table stopped"
        screen.check()
        for msg in peer.messages[fed:]:
            client.apply(msg, kit.now)
        fed = len(peer.messages)
        hand, d = kit.core.hand, kit.core.decision
        for s in (1, 2):
            st = kit.core.seats.get(s)
            if st is not None and st.sitting_out and rng.random() < 0.05:
                peer.send(P.SitBack(seat=s))
        if hand is None or d is None or d.seat not in (1, 2):
            kit.advance(0.5)
            continue
        turn = peer.last(P.Turn)
        key = (hand.number, d.seat, len(hand.events))
        if key in handled or turn.seat != d.seat:
            kit.advance(0.5)
            continue
        handled.add(key)
        r = rng.random()
        if turn.covered:
            if r < 0.15:
                continue  # nobody clicks ready: the limit, then the timer
            screen.ack(d.seat)
            screen.check()
        r = rng.random()
        if r < 0.3:
            continue  # let the clock run out
        if r < 0.38:
            peer.send(P.SitOut(seat=d.seat))
            continue
        choice = rng.choice(peer.last(P.Turn).actions)
        peer.send(P.Act(hand=hand.number, action=choice.action, seat=d.seat,
                        amount=choice.to if choice.action in P.SIZED_ACTIONS else None))
    screen.check()
    assert not screen.leaks, screen.leaks[:5]
    covered = [t for t in screen.turns if t[2]]
    assert covered and any(seat != scr for seat, scr, _ in covered)
    for msg in peer.messages[fed:]:
        client.apply(msg, kit.now)
    assert client.hands and all(h.verdict.ok for h in client.hands), [
        h.verdict for h in client.hands if not h.verdict.ok]


# ------------------------------------------ the cover holds the clock and the bank


def _two_at_one_screen(kit: Kit) -> Peer:
    """The host's own connection holding seats 1 and 2 (two people at one screen)."""
    peer = kit.host("Ann", sit=1)
    peer.send(P.Sit(seat=2, name="Bo"))
    assert peer.you == (1, 2)
    return peer


def _hotseat_kit(**options: Any) -> tuple[Kit, Peer]:
    """A hotseat table whose first decision is Ann's, who is at the screen (no cover yet)."""
    for seed in range(1, 100):
        kit = Kit(kit_options(**options), seed=seed)
        peer = _two_at_one_screen(kit)
        if acting_seat(kit) == 1:
            return kit, peer
    raise AssertionError("no deal gives seat 1 the first decision")


def test_the_clock_and_the_bank_do_not_run_under_the_cover_and_start_fresh_at_ready() -> None:
    kit, peer = _hotseat_kit(timer=10.0, time_bank=5.0, cover_limit=120.0)
    seat = acting_seat(kit)
    turn = peer.last(P.Turn)
    assert turn.seat == seat and not turn.covered
    kit.advance(4.0)  # the turn arrived; the hand-over screen goes up a moment later
    peer.send(P.Cover(seat=seat, up=True))
    before = len(peer.messages)
    kit.advance(100.0)  # far beyond timer and bank: nothing runs under the cover
    assert acting_seat(kit) == seat and not actions_of(peer)
    assert kit.core.seats[seat].bank_ms == 5000
    assert kit.core.next_wake() == kit.now - 100.0 + 120.0  # only the cover limit wakes it
    assert not [m for m in peer.messages[before:] if isinstance(m, P.Turn)]
    peer.send(P.Cover(seat=seat, up=False))  # "ready"
    fresh = peer.last(P.Turn)
    assert fresh.seat == seat and fresh.deadline_ms == 10_000 and fresh.bank_ms == 5000
    assert not fresh.covered
    done = len(peer.of(P.Event))
    kit.advance(9.9)
    assert acting_seat(kit) == seat
    kit.advance(5.1)  # the timer, then the whole bank: now the host acts (C1)
    acted = actions_of(peer, done)
    assert acted and acted[0].seat == seat and kit.core.seats[seat].bank_ms == 0


def test_a_walked_away_hotseat_player_cannot_stall_the_table_past_the_cover_limit() -> None:
    kit, peer = _hotseat_kit(timer=10.0, cover_limit=120.0)
    seat = acting_seat(kit)
    peer.send(P.Cover(seat=seat, up=True))
    start = kit.now
    kit.advance(119.0)
    assert acting_seat(kit) == seat
    kit.advance(1.0)  # the limit: the normal clock starts anyway, with a new turn
    turn = peer.last(P.Turn)
    assert turn.seat == seat and turn.deadline_ms == 10_000
    done = len(peer.of(P.Event))
    peer.send(P.Cover(seat=seat, up=False))  # clicking ready late does not restart it
    kit.advance(10.0)
    acted = actions_of(peer, done)
    assert acted and acted[0].seat == seat
    assert [m for m in peer.of(P.Event)[done:] if m.timeout]
    assert kit.now - start == 130.0


def test_one_cover_per_decision_and_only_for_a_hotseat_connection() -> None:
    kit, peer = _hotseat_kit(timer=10.0, cover_limit=60.0)
    seat = acting_seat(kit)
    peer.send(P.Cover(seat=seat, up=True))
    kit.advance(30.0)
    peer.send(P.Cover(seat=seat, up=False))
    peer.send(P.Cover(seat=seat, up=True))  # again: no second hold of the same decision
    done = len(peer.of(P.Event))
    kit.advance(10.0)
    assert [a for a in actions_of(peer, done) if a.seat == seat]

    solo = Kit(kit_options())
    ann = solo.join("Ann", address="10.0.0.1")
    solo.join("Bo", address="10.0.0.2")
    ann.send(P.Cover(seat=ann.you[0], up=True))
    assert ann.errors()[-1] == P.ErrorCode.BAD_FIELD
    assert solo.core.decision is not None and solo.core.decision.covered is None


def test_a_dropped_hotseat_connection_lets_the_clock_run_c4() -> None:
    kit = Kit(kit_options(timer=10.0, cover_limit=120.0))
    peer = _two_at_one_screen(kit)
    seat = acting_seat(kit)
    peer.send(P.Cover(seat=seat, up=True))
    kit.advance(50.0)
    kit.feed(kit.core.connection_lost(peer.id, kit.now))
    peer.closed = True
    d = kit.core.decision
    assert d is not None and d.covered is None and d.started == kit.now
    kit.advance(10.0)
    hand = kit.core.hand
    assert hand is None or hand.acting_seat != seat or kit.core.decision is not d
