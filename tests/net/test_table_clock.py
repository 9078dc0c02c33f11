"""The decision clock on the table core's fake clock: the hotseat cover on every change of the
person at the screen, whatever caused it (issue 16 B1), and the dealing allowance (issue 16 M7:
the clock starts when the cards can have landed; a player who acts at once is never slowed)."""

from __future__ import annotations

import random
from typing import Any

from net import protocol as P
from net.client import ClientTable
from studdesk.engine.events import CardDealt, CardsShown
from tests.net.tablekit import Kit, Peer, kit_options

# ---------------------------------------------------------------------------- M7


def test_the_clock_starts_when_the_dealt_cards_can_have_landed() -> None:
    kit = Kit(kit_options(timer=10.0, deal_allowance=0.25))
    ann = kit.join("Ann", sit=1)
    bo = kit.join("Bo", address="10.0.0.2", sit=2)
    turn = ann.last(P.Turn)
    # 3rd street heads-up: six cards dealt, 1.5 s to show them, then the whole 10 s
    assert turn.extra["dealing_ms"] == 1500 and turn.deadline_ms == 11_500
    seat = turn.seat
    actor = ann if seat in ann.you else bo
    kit.advance(11.4)
    assert kit.core.hand is not None and kit.core.hand.acting_seat == seat
    kit.advance(0.2)
    assert [m for m in actor.of(P.Event) if m.timeout and m.event.seat == seat]
    # the next decision deals nothing: no allowance
    nxt = ann.last(P.Turn)
    assert nxt.seat != seat and "dealing_ms" not in nxt.extra and nxt.deadline_ms == 10_000


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
    assert turn.deadline_ms == 10_000 and "dealing_ms" not in turn.extra


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
                for s in v["seats"]:
                    if s["seat"] in held - {screen} - self.shown \
                            and not _hidden(s["cards"], s["face_up"]):
                        self.leaks.append(f"view {v['viewer']}: seat {s['seat']}'s cards, "
                                          f"screen {screen}")
        elif isinstance(msg, P.Turn) and msg.seat in held:
            covered = bool(msg.extra.get("covered"))
            # uncovered for another seat only when its cover limit passed (a new turn of the
            # same decision after a covered one): the clock runs, the cards stay hidden
            limit = self.prev is not None and self.prev.hand == msg.hand \
                and self.prev.seat == msg.seat and bool(self.prev.extra.get("covered"))
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
        assert turn.extra.get("covered") is True and turn.deadline_ms == 5000
        kit.advance(30.0)
        assert kit.core.hand is not None and kit.core.hand.acting_seat == 2
        screen.ack(2)
        assert peer.last(P.Turn).deadline_ms == 5000
        assert "covered" not in peer.last(P.Turn).extra
    else:
        assert "covered" not in turn.extra
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
        assert peer.last(P.Turn).seat == seat and peer.last(P.Turn).extra.get("covered")
        hand = kit.core.hand
        assert hand is not None
        cards = [str(c) for c in hand.player(seat).cards]
        downs = [c for c, u in zip(cards, hand.player(seat).face_up, strict=True) if not u]
        screen.ack(seat)
        screen.check()
        view = next(v for v in peer.last(P.TableState).views if v["viewer"] == seat)
        mine = next(s for s in view["seats"] if s["seat"] == seat)
        assert [c for c, u in zip(mine["cards"], mine["face_up"], strict=True) if not u] \
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
        if turn.extra.get("covered"):
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
