"""Each decision of a hand (:class:`Decisions`): its clock started when it comes up (after the
M7 dealing allowance; held by the hotseat cover), the bot asked after its thinking time, the C1
timer and C2 bank run out into a timeout move and C3's sitting out, a player's ``act`` and
``cover``, a bot's answer, and every move applied to the hand and sent to the followers. The
clock's arithmetic is :class:`net.table.clock.DecisionClock`'s; this part decides when.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from net import protocol as P
from net.table.clock import DecisionClock
from net.table.frames import Frames
from net.table.outbox import Outbox
from net.table.outputs import AskBot, HostError
from net.table.seating import Seating
from net.table.seats import Conn, Player, SeatState
from net.table.state import TableState
from studdesk.engine.actions import (
    Action,
    ActionKind,
    Declaration,
    Declare,
    IllegalActionError,
    LegalAction,
    TurnUp,
    WrongAmountError,
    timeout_action,
)
from studdesk.engine.cards import Card
from studdesk.engine.events import Event
from studdesk.engine.hand import Hand
from studdesk.engine.views import view

log = logging.getLogger("net.table")


class Decisions:
    """The decision under way and the moves made (see the module docstring): this part owns
    the decision (``decision``: its seat and clock) and the hotseat covers that are up
    (``covers``: seat -> when it went up); the others read them through :class:`TableState`."""

    def __init__(self, table: TableState, outbox: Outbox, frames: Frames,
                 seating: Seating) -> None:
        self.table, self.outbox, self.frames, self.seating = table, outbox, frames, seating
        self.next_request = 1  # the next AskBot's id
        self.decision: DecisionClock | None = None  # the decision under way (seat and clock)
        self.covers: dict[int, float] = {}  # hotseat: seat -> when its hand-over cover went up
        # W9.3, W11.2: while every player still in makes a secret choice at once, each
        # choosing seat has its own clock (seat -> clock), for the choice ``choice_round``
        self.choosers: dict[int, DecisionClock] = {}
        self.choice_round: tuple[int, int, ActionKind | None] | None = None

    def step(self, hand: Hand) -> bool:
        """Start or time the current decision; true when the hand moved on."""
        if hand.choosing:
            return self.choice_step(hand)
        t = self.table
        seat = hand.acting_seat
        assert seat is not None
        d = self.decision
        st = t.hand_seats[seat]
        now = t.now
        if d is None or d.seat != seat or d.hand != hand.number:
            if (st.away or st.leaving or t.seats.get(seat) is not st
                    or (st.sitting_out and t.night is not None)):
                # Away (C3) or gone: the host acts at once; for an away player as on a timeout.
                legal = hand.legal_actions()
                move = timeout_action(legal)
                if st.player is not None and st.player.kicked:
                    # N3: a removed player's hand is folded, as they were told (never
                    # checked on to a showdown); a forced bring-in is posted first
                    move = next((m for m in legal if m.kind is ActionKind.FOLD), move)
                self.take(move.action(), timed_out=st.away and not st.leaving)
                return True
            # M7, N4: the clock starts when the felt can have shown everything sent so far
            # (the last hand's end, the cards dealt, the moves before: Frames.publish), or
            # at the seat's ``landed`` if that comes first; a client that has said
            # ``landed`` before is waited for longer (its window may lag behind the host's
            # clock: a showdown, a busy machine), never more than the landing limit
            o = t.options
            allowance = max(0.0, t.shown_by - now)
            player = st.player
            if allowance > 0 and st.bot is None and player is not None and player.lands:
                allowance = max(allowance, o.landing_limit)
            d = DecisionClock(hand.number, seat, now + allowance, o.timer, st.bank_ms / 1000,
                              landing=allowance > 0 and st.bot is None)
            self.decision = d
            if st.bot is not None:
                d.bot_at = now + t.options.think_ms / 1000
            elif t.is_hotseat(st) and (seat in self.covers or st.player is not None
                                       and st.player.screen != seat):
                # the cover is up, or another person is at the screen (B1: whatever made the
                # change, a timeout, a sit-out, a new hand, a seat left): the clock is held
                # and this seat's down cards stay hidden until the cover is acknowledged
                d.cover(now)
            self.frames.send_turn()
        ends = d.cover_ends(t.options.cover_limit)
        if ends is not None:
            if now < ends:
                return False  # hotseat: nobody has seen the cards yet; nothing runs
            self.uncover(d, st, ends)
        if d.bot_at is not None and d.request == 0 and now >= d.bot_at and st.bot is not None:
            d.request = self.next_request
            self.next_request += 1
            self.outbox.append(AskBot(d.request, seat, st.bot, view(hand, seat)))
        d.run_into_bank(now)  # C1 over: C2's bank runs, if there is one
        if not d.expired(now):
            return False
        st.bank_ms = max(0, st.bank_ms - d.bank_spent_ms(now))
        self.note_timeout(st)
        self.take(timeout_action(hand.legal_actions()).action(), timed_out=True)
        return True

    def choice_step(self, hand: Hand) -> bool:
        """W9.3, W11.2: every seat still choosing is asked at once, each on its own clock (C1,
        C2; a bot after its thinking time); a seat that is away or gone, or whose clock runs
        out, gets the timeout's choice (W9.5: high; W11.3: the newest card). True when a
        choice was made. Nobody is told a choice until the last is in (the engine's events)."""
        t = self.table
        now = t.now
        key = (hand.number, int(hand.street), hand.choice_kind)
        if key != self.choice_round:
            self.choice_round, self.choosers = key, {}
        o = t.options
        for seat in hand.choosing:
            st = t.hand_seats[seat]
            d = self.choosers.get(seat)
            if d is None:
                if (st.away or st.leaving or t.seats.get(seat) is not st
                        or (st.sitting_out and t.night is not None)):
                    self.take(timeout_action(hand.choices(seat)).action(),
                              timed_out=st.away and not st.leaving)
                    return True
                allowance = max(0.0, t.shown_by - now)
                player = st.player
                if allowance > 0 and st.bot is None and player is not None and player.lands:
                    allowance = max(allowance, o.landing_limit)
                d = DecisionClock(hand.number, seat, now + allowance, o.timer,
                                  st.bank_ms / 1000, landing=allowance > 0 and st.bot is None)
                self.choosers[seat] = d
                if st.bot is not None:
                    d.bot_at = now + o.think_ms / 1000
                elif t.is_hotseat(st) and (seat in self.covers or st.player is not None
                                           and st.player.screen != seat):
                    # the hotseat: the seats choose one after another behind the cover, so
                    # each one's clock is held until its person lifts the cover (at most the
                    # cover limit), as a turn's is: a slow hand-over costs nobody his time
                    d.cover(now)
                self.frames.send_choice_turn(hand, d)
            ends = d.cover_ends(o.cover_limit)
            if ends is not None:
                if now < ends:
                    continue  # nobody has seen this seat's cards yet: its clock is held
                d.restart(ends, o.timer, st.bank_ms / 1000)
                self.frames.send_choice_turn(hand, d)
            if d.bot_at is not None and d.request == 0 and now >= d.bot_at and st.bot is not None:
                d.request = self.next_request
                self.next_request += 1
                self.outbox.append(AskBot(d.request, seat, st.bot, view(hand, seat)))
            d.run_into_bank(now)
            if d.expired(now):
                st.bank_ms = max(0, st.bank_ms - d.bank_spent_ms(now))
                self.note_timeout(st)
                self.take(timeout_action(hand.choices(seat)).action(), timed_out=True)
                return True
        return False

    def uncover(self, d: DecisionClock, st: SeatState, start: float) -> None:
        """The hand-over cover came down (or its limit passed): the decision's clock starts
        fresh at ``start``, its time bank untouched, and everyone gets the new ``turn``."""
        d.restart(start, self.table.options.timer, st.bank_ms / 1000)
        self.frames.send_turn()

    def take(self, action: Action, *, timed_out: bool, mover: SeatState | None = None) -> None:
        """Apply ``action`` to the hand and send what happened (the bank spent so far stays
        spent unless the move is the timeout's own). The hand refuses a move that is not
        legal (:class:`~studdesk.engine.hand.IllegalActionError`) before anything changes.
        ``mover``: the seat of a person who made the move (no longer timed out, nor away)."""
        t = self.table
        hand = t.hand
        assert hand is not None
        seat = action.seat
        choosing = bool(hand.choosing)
        nobody = t.nobody
        if nobody is not None:
            hand.verify(action)  # refuses an illegal move before anything changes
            events = None
        else:
            events = hand.apply(action)  # refuses an illegal move before anything changes
        if mover is not None:
            mover.timeouts = 0
            mover.away = False
        d = self.choosers.pop(seat, None) if choosing else self.decision
        if d is not None and not timed_out:
            st = t.hand_seats.get(d.seat)
            if st is not None:
                st.bank_ms = max(0, st.bank_ms - d.bank_spent_ms(t.now))
        self.decision = None
        if nobody is not None:
            # nobody deals: the move is held (no frame of it, nobody asked, no clock running)
            # until the cards it deals or shows are opened; then :meth:`made` makes it public
            nobody.hold(action, timed_out=timed_out)
            return
        assert events is not None
        self.made(action, events, timed_out=timed_out)

    def made(self, action: Action, events: list[Event], *, timed_out: bool) -> None:
        """``action`` was made, causing ``events``: every follower is sent them."""
        hand = self.table.hand
        assert hand is not None
        self.frames.publish(events, timeout_seat=action.seat if timed_out else None)
        if not hand.choosing:  # C3's notice of a timed-out choice would tell what it chose
            self.outbox.tell_notices()

    def drop(self) -> None:
        """No decision is under way any more (the table stops)."""
        self.decision = None
        self.choosers, self.choice_round = {}, None

    def note_timeout(self, st: SeatState) -> None:
        """C3: two timeouts in a row sit the player out. A bot of the host's own is sat back in
        at once (C3 is for people; a bot that timed out was slow, not away)."""
        st.timeouts += 1
        if st.timeouts >= 2 and not st.sitting_out:
            if st.is_bot:
                st.timeouts = 0
                log.warning("the bot in seat %d timed out twice; it stays in", st.seat)
                return
            st.sitting_out = True
            st.away = True
            self.seating.save_settings(st)
            # told after the move the host makes for them (see take)
            self.outbox.notices.append(P.Notice(code="sat_out", name=st.name, seat=st.seat))

    def bot_decided(self, request: int, move: LegalAction | None) -> None:
        """The bot asked with ``request`` chose ``move`` (``None``: it failed)."""
        t = self.table
        hand = t.hand
        d = (next((c for c in self.choosers.values() if c.request == request), None)
             if hand is not None and hand.choosing else self.decision)
        if d is not None and hand is not None and d.request == request \
                and (hand.acting_seat == d.seat or d.seat in hand.choosing):
            action: Action
            try:
                if move is None:
                    raise ValueError("no move")
                action = move.action()
                hand.verify(action)
            except Exception:
                log.warning("the bot in seat %d failed; checking or folding for it", d.seat)
                moves = hand.choices(d.seat) if hand.choosing else hand.legal_actions()
                action = timeout_action(moves).action()
            self.take(action, timed_out=False)

    def dropped(self, player: Player) -> None:
        """C4: a dropped player's clock runs (a hotseat cover of theirs comes down)."""
        t = self.table
        d = self.decision
        for s in t.seats_of(player):
            self.covers.pop(s, None)
            if d is not None and d.seat == s and d.covered is not None:
                self.uncover(d, t.seats[s], t.now)
            chooser = self.choosers.get(s)
            hand = t.hand
            if chooser is not None and chooser.covered is not None and hand is not None:
                chooser.restart(t.now, t.options.timer, t.seats[s].bank_ms / 1000)
                self.frames.send_choice_turn(hand, chooser)

    # ------------------------------------------------------------------ messages

    def on_act(self, conn: Conn, player: Player, msg: P.Act) -> None:
        st, hand = self.seating.resolve_hand_seat(player, msg)
        d = self.decision
        if d is None or d.seat != st.seat or hand.acting_seat != st.seat:
            raise HostError(P.ErrorCode.NOT_YOUR_TURN)
        kind = ActionKind(msg.action)
        to = msg.amount
        if kind.takes_amount and to is None:
            sizes = [m.to for m in hand.legal_actions() if m.kind is kind]
            if len(sizes) > 1:
                raise HostError(P.ErrorCode.BAD_AMOUNT,
                                f"Say how much: {kind.value} to {' or '.join(map(str, sizes))}.")
            to = sizes[0] if sizes else 0
        action = Action.make(kind, st.seat, to) if kind.takes_amount else Action.make(kind, st.seat)
        try:  # the hand verifies the move once, as it makes it, before anything else changes
            self.take(action, timed_out=False, mover=st)
        except WrongAmountError as exc:
            raise HostError(P.ErrorCode.BAD_AMOUNT, str(exc)) from None
        except IllegalActionError as exc:
            raise HostError(P.ErrorCode.ILLEGAL_ACTION, str(exc)) from None

    def on_declare(self, conn: Conn, player: Player, msg: P.Declare) -> None:
        """A secret declaration (W9): taken from a seat still declaring, told to nobody."""
        st = self.seating.resolve_seat(player, msg.seat)
        self.choose(st, msg.hand, ActionKind.DECLARE,
                    lambda: Declare(st.seat, Declaration(msg.declaration)))

    def on_turn_up(self, conn: Conn, player: Player, msg: P.TurnUp) -> None:
        """A Roll Your Own choice (W11.1): taken from a seat still choosing, told to nobody."""
        st = self.seating.resolve_seat(player, msg.seat)
        self.choose(st, msg.hand, ActionKind.TURN_UP,
                    lambda: TurnUp(st.seat, Card.parse(msg.card)))

    def choose(self, st: SeatState, number: int, kind: ActionKind,
               make: Callable[[], Action]) -> None:
        hand = self.table.hand
        if hand is None or number != hand.number:
            raise HostError(P.ErrorCode.STALE_HAND)
        if hand.choice_kind is not kind or st.seat not in hand.choosing \
                or st.seat not in self.choosers:
            raise HostError(P.ErrorCode.NOT_YOUR_TURN)
        try:  # verified once, as the hand takes it (as a move is in on_act)
            self.take(make(), timed_out=False, mover=st)
        except IllegalActionError as exc:
            raise HostError(P.ErrorCode.ILLEGAL_ACTION, str(exc)) from None

    def on_landed(self, conn: Conn, player: Player, msg: P.Landed) -> None:
        """The seat's turn is on its client's screen: a decision still in its dealing
        allowance starts its clock now, whole, and everyone gets the new ``turn``. Late,
        twice, for a hand gone by or a seat no longer held (it may have crossed a stand or a
        kick), nothing happens and nothing is answered: a client cannot win time with it."""
        t = self.table
        mine = t.seats_of(player)
        seat = msg.seat if msg.seat is not None else (mine[0] if len(mine) == 1 else None)
        if seat not in mine:
            return
        player.lands = True
        hand, d = t.hand, self.decision
        if (hand is not None and d is not None and d.hand == hand.number == msg.hand
                and d.seat == seat == hand.acting_seat and d.landed(t.now)):
            self.frames.send_turn()

    def on_cover(self, conn: Conn, player: Player, msg: P.Cover) -> None:
        """Hotseat: the hand-over cover of ``msg.seat`` is up (the acting seat's clock and time
        bank are held, once per decision, at most ``cover_limit``) or down (the clock starts
        fresh and a new ``turn`` goes out)."""
        t = self.table
        st = self.seating.resolve_seat(player, msg.seat)
        if not player.hotseat:
            raise HostError(P.ErrorCode.BAD_FIELD,
                            "The hand-over cover is for the host's screen holding several seats.")
        hand, d = t.hand, self.decision
        acting = (d is not None and hand is not None and not hand.is_complete
                  and d.hand == hand.number and d.seat == st.seat == hand.acting_seat)
        # W9.3, W11.2: a seat still to make its secret choice (its clock runs on its own)
        chooser = (self.choosers.get(st.seat) if hand is not None and not hand.is_complete
                   and st.seat in hand.choosing else None)
        if msg.up:
            self.covers[st.seat] = t.now
            held = d if acting else chooser
            if held is not None and held.can_cover():
                # what the bank lost so far stays lost
                st.bank_ms = max(0, st.bank_ms - held.cover(t.now))
            return
        self.covers.pop(st.seat, None)
        if player.screen != st.seat:  # acknowledged: this seat's person is at the screen now
            player.screen = st.seat
            self.frames.mark_dirty(conn)  # its down cards, which were kept back
        if acting and d is not None and d.covered is not None:
            self.uncover(d, st, t.now)
        elif chooser is not None and hand is not None:
            # its turn again, after the down cards the cover kept back: the hotseat screen
            # offers the choice once its person sees them, its clock starting now, whole
            if chooser.covered is not None:
                chooser.restart(t.now, t.options.timer, st.bank_ms / 1000)
                self.frames.send_choice_turn(hand, chooser)
            else:
                self.frames.send_choice_turn(hand, chooser, conn)
