"""The hand loop (:class:`HandLoop`): from one hand to the next along
:data:`net.table.phases.TRANSITIONS` (this part only decides *which* trigger happened): the
pause between hands, dealer's choice, the D1 ante question, the deal, each decision (through
:class:`net.table.decisions.Decisions`), the settling, the O6 chance to show, and the close
with its fairness reveal, the seats that leave and the broke bots. Each phase has its step
(:attr:`HandLoop.steps`), run by :meth:`HandLoop.advance` until one says the table waits.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from net import protocol as P
from net.table.dealer import Dealer
from net.table.decisions import Decisions
from net.table.frames import Frames
from net.table.outbox import Outbox
from net.table.outputs import EndSession, HostError
from net.table.phases import Phase, Trigger, next_phase, status_of
from net.table.seating import Seating
from net.table.seats import Conn, Player, SeatState
from net.table.state import TableState
from net.table_formats import Core, FormatRefusal
from studdesk.engine.actions import Action, ActionKind, IllegalActionError
from studdesk.engine.config import GameConfig
from studdesk.engine.hand import Hand
from studdesk.engine.views import config_from_dict, config_to_dict

log = logging.getLogger("net.table")

MAX_PASSES = 10_000
"""Every pass of :meth:`HandLoop.advance` changes the phase or returns; more is a bug."""


class HandLoop:
    """The phases of the table (see the module docstring). This part owns the phase and its
    deadline (``until``), the hand in play and its seats, the number of the next hand, the
    game it is dealt in (``config``: the night's format may change it each hand), and the
    host's pause and end; the others read them through :class:`TableState` (the table's
    ``status`` is derived from them: :attr:`status`)."""

    def __init__(self, table: TableState, outbox: Outbox, frames: Frames, seating: Seating,
                 decisions: Decisions, dealer: Dealer, core: Core) -> None:
        self.table, self.outbox, self.frames = table, outbox, frames
        self.seating, self.decisions, self.dealer, self.core = seating, decisions, dealer, core
        self.show_seat: int | None = None  # O6: the winner who may still show (Phase.SHOW)
        self.show_spent = 0.0  # seconds the last hand's O6 window took (part of the pause)
        self.hand_done_at = 0.0
        self.ante: dict[int, bool | None] = {}  # D1: seat -> its answer (None: not yet)
        self.ante_candidates: list[SeatState] = []
        self.ante_hand = 0
        self.phase = Phase.IDLE
        self.until = 0.0  # the end of PAUSE / ANTE / BACKOFF / CHOOSE / SHOW
        self.hand: Hand | None = None
        self.hand_seats: dict[int, SeatState] = {}
        self.next_hand = 1
        self.config: GameConfig = table.base_config
        self.paused = False
        self.end_requested = False
        self.stopping = False
        self.steps: dict[Phase, Callable[[], bool]] = {
            Phase.IDLE: self.idle_step, Phase.PAUSE: self.pause_step,
            Phase.ANTE: self.ante_step, Phase.BACKOFF: self.backoff_step,
            Phase.CHOOSE: self.choose_step, Phase.HAND: self.hand_step,
            Phase.SHOW: self.show_step}
        """Each phase's step (:meth:`advance`); ``ended`` has none."""

    @property
    def status(self) -> str:
        """The table's ``status`` as the ``table`` message says it."""
        return status_of(self.phase, paused=self.paused, stopping=self.stopping)

    # ------------------------------------------------------------------ the session

    def session_config(self) -> dict[str, object]:
        t = self.table
        return {"game": config_to_dict(self.config), "seats": t.options.seats,
                "name": t.options.name}

    def restore(self) -> None:
        """Load the session from the journal (a fresh one when there is none): its game and
        next hand (this part's), its players and seats (:meth:`Seating.restore`), and a
        sit-and-go under way."""
        t = self.table
        restored = t.open_session(self.session_config())
        if restored.resumed:
            game = restored.config.get("game")
            if isinstance(game, dict):
                saved = config_from_dict(game)
                if saved != self.config:
                    log.warning("resuming a session: keeping its game %s", saved)
                self.config = saved
        self.next_hand = restored.next_hand
        self.seating.restore(restored)
        if t.night is not None and restored.resumed:
            t.night.restore(self.core)  # a sit-and-go under way carries on

    def request_end(self) -> None:
        """End the session after this hand."""
        self.end_requested = True

    def go(self, trigger: Trigger) -> None:
        """Move the hand loop by ``trigger`` (net.table.phases.TRANSITIONS)."""
        self.phase = next_phase(self.phase, trigger)

    def can_deal(self) -> bool:
        t = self.table
        return (not self.paused and not self.end_requested and not self.stopping
                and len(t.eligible()) >= 2
                and (t.night is None or t.night.can_deal(self.core)))

    def advance(self) -> None:
        """Run the hand loop as far as it goes at the table's ``now``: the current phase's
        step (:attr:`steps`) runs until one says the table waits."""
        for _ in range(MAX_PASSES):
            if self.stopping or self.phase is Phase.ENDED:
                return
            if not self.steps[self.phase]():
                return
        raise RuntimeError("the hand loop does not settle")

    # ------------------------------------------------------------------ each phase's step
    # (true: the phase moved on and the loop takes another pass; false: the table waits)

    def idle_step(self) -> bool:
        """Nothing in play: the end asked for, a pause between hands, or the next hand."""
        t = self.table
        if self.end_requested:
            self.go(Trigger.END)
            self.outbox.append(EndSession())
            return False
        if not self.can_deal():
            return False
        if t.hands_played and t.options.hand_pause > 0:
            self.go(Trigger.PAUSE)  # an O6 window after the hand counts as pause
            self.until = t.now + max(0.0, t.options.hand_pause - self.show_spent)
            self.show_spent = 0.0
            return True
        self.before_hand()
        return True

    def pause_step(self) -> bool:
        if self.table.now < self.until:
            return False
        if self.can_deal():
            self.before_hand()
            return True
        self.go(Trigger.IDLE)
        return self.end_requested

    def ante_step(self) -> bool:
        now = self.table.now
        waiting = any(v is None for v in self.ante.values())
        if waiting and now < self.until:
            return False
        dealt = self.antes_answered()
        if len(dealt) < 2 or not self.can_deal():
            self.go(Trigger.TOO_FEW)
            self.until = now + max(self.table.options.hand_pause, 0.05)
            return False
        self.start_hand(dealt)
        return True

    def backoff_step(self) -> bool:
        if self.table.now < self.until:
            return False
        self.go(Trigger.IDLE)
        return True

    def choose_step(self) -> bool:
        t = self.table
        assert t.night is not None
        if t.night.choice_seat is not None and t.now < self.until:
            return False
        t.night.choice_timed_out(self.core)
        if self.can_deal():
            self.ask_antes(t.eligible())
        else:
            self.go(Trigger.IDLE)
        return True

    def hand_step(self) -> bool:
        nobody = self.table.nobody
        if nobody is not None:  # the deal: the shuffle round, a move's cards, a device away
            moved = nobody.step()
            if moved is not None:
                return moved
        hand = self.hand
        if hand is None:
            self.go(Trigger.IDLE)
            return True
        if hand.is_complete:
            # The hand's last move is sent before its end's work (the journal's commit, the
            # reveal, the PHH for every connection, a next deal): no player waits for that
            # to see the move. A crash before the commit voids the hand, as a crash before
            # the move would have.
            self.outbox.hand_over()
            self.dealer.settle(hand)
            self.hand_done_at, self.show_spent = self.table.now, 0.0
            if self.offer_show(hand):
                self.go(Trigger.SHOW_CHANCE)
            else:
                self.close_hand(hand)
            return True
        return self.decisions.step(hand)

    def show_step(self) -> bool:
        now = self.table.now
        if self.show_seat is not None and now < self.until:
            return False
        self.show_seat = None
        self.show_spent = now - self.hand_done_at
        if self.hand is not None:
            self.outbox.hand_over()  # a ``show`` just made goes out before the reveal's work
            self.close_hand(self.hand)
        else:
            self.go(Trigger.HAND_CLOSED)
        return True

    def before_hand(self) -> None:
        """Dealer's choice first when a round starts (net.table_formats), then D1."""
        t = self.table
        night = t.night
        if night is not None and night.wants_choice(self.core) and night.ask_chooser(self.core):
            self.go(Trigger.ASK_CHOOSER)
            self.until = t.now + t.options.timer
            return
        self.ask_antes(t.eligible())

    def ask_antes(self, candidates: list[SeatState]) -> None:
        """D1: players with auto-ante off are asked; no or no answer in time: dealt out."""
        t = self.table
        self.ante_candidates = candidates
        askers = [st for st in candidates if not st.auto_ante and not st.is_bot
                  and not (t.night is not None and t.night.fmt.tournament)]
        self.ante = {st.seat: None for st in askers}
        self.go(Trigger.ASK_ANTES)
        self.until = t.now + t.options.timer
        if not askers:
            return
        number = self.next_hand
        self.ante_hand = number
        ms = int(t.options.timer * 1000)
        for st in askers:
            conn = st.player.conn if st.player else None
            if conn is not None:
                self.outbox.send(conn, P.AnteQuestion(hand=number, seat=st.seat, deadline_ms=ms))

    def antes_answered(self) -> list[SeatState]:
        t = self.table
        dealt = []
        for st in self.ante_candidates:
            if st.seat not in self.ante:
                dealt.append(st)
                continue
            answer = self.ante[st.seat]
            if answer is None:
                self.decisions.note_timeout(st)
            elif answer:
                dealt.append(st)
        self.ante = {}
        self.ante_candidates = []
        eligible = t.eligible()
        return [st for st in dealt if t.seats.get(st.seat) is st and st in eligible]

    def start_hand(self, dealt: list[SeatState]) -> None:
        t = self.table
        number = self.next_hand
        self.seating.write_settings()
        if t.night is not None:
            self.config = t.night.hand_starting(self.core, dealt)
        if t.nobody is not None:  # nobody deals: the shuffle round first (net.table.nobody)
            self.next_hand = number + 1
            self.hand, self.hand_seats = None, {st.seat: st for st in dealt}
            self.go(Trigger.DEAL)
            t.nobody.begin(number, self.config, dealt)
            return
        hand = self.dealer.deal(number, dealt)
        self.in_play(hand, dealt)
        self.go(Trigger.DEAL)
        self.frames.publish(list(hand.events))

    def in_play(self, hand: Hand, dealt: list[SeatState]) -> None:
        """``hand`` (just dealt to ``dealt``) is the hand in play; the next one is after it."""
        self.next_hand = hand.number + 1
        self.hand = hand
        self.hand_seats = {st.seat: st for st in dealt}

    def offer_show(self, hand: Hand) -> bool:
        """O6: when everyone folded to a player who is here, they may still show, for
        ``show_window`` seconds (to their connection: ``show_chance``)."""
        t = self.table
        result = hand.result
        # within the pause before the next hand: a chance to show never slows the table
        window = min(t.options.show_window, t.options.hand_pause)
        if result is None or result.showdown or window <= 0:
            return False
        winners = {a.seat for a in result.awards}
        if len(winners) != 1:
            return False
        seat = winners.pop()
        st = self.hand_seats.get(seat)
        if st is None or st.player is None or st.player.conn is None or st.leaving \
                or t.seats.get(seat) is not st:
            return False
        if t.nobody is not None and not t.nobody.sees(seat):
            return False  # nobody deals: another device's cards would need opening first
        try:
            hand.verify(Action.make(ActionKind.SHOW, seat))
        except IllegalActionError:
            return False
        self.show_seat = seat
        self.until = t.now + window
        self.outbox.send(st.player.conn, P.ShowChance(hand=hand.number, seat=seat,
                                                      deadline_ms=int(window * 1000)))
        return True

    def close_hand(self, hand: Hand) -> None:
        """After the hand (and its O6 window): the fairness reveal, and the table moves on
        (the phase first: the hand's listeners see a table between hands)."""
        t = self.table
        if t.nobody is None:
            self.dealer.reveal(hand)
        else:  # nobody deals: no commitment to open; the hand is over for the deal too
            t.nobody.closed()
        hand_seats = self.hand_seats
        self.hand = None
        self.hand_seats = {}
        self.go(Trigger.HAND_CLOSED)
        for st in hand_seats.values():
            st.away = st.away and st.sitting_out
            if st.leaving and t.seats.get(st.seat) is st:
                self.seating.remove_seat(
                    st, "stand" if not (st.player and st.player.kicked) else "kick")
        self.seating.broke_bots()
        self.frames.mark_dirty()
        if t.night is not None:
            t.night.hand_finished(self.core, hand)
        for listener in list(t.hand_listeners):
            try:
                listener(hand)
            except Exception:
                log.exception("a hand listener failed")

    def void_hand(self) -> int | None:
        """The hand in play is void (a table nobody deals: a device cheated, or left before
        the first card): its chips stay where they were when it started, the journal says so,
        and the table moves on. Its number, when it had started in the journal."""
        t = self.table
        hand, seats = self.hand, self.hand_seats
        if hand is not None:
            t.journal.hand_voided(hand.number)
        self.hand, self.hand_seats = None, {}
        if self.phase is Phase.HAND:
            self.go(Trigger.IDLE)
        for st in seats.values():
            st.away = st.away and st.sitting_out
            if st.leaving and t.seats.get(st.seat) is st:
                self.seating.remove_seat(st, "stand")
        return hand.number if hand is not None else None

    def stop(self) -> None:
        """The table stops: a hand in play is voided (its chips back where they were when it
        started) and the phase is ``ended``."""
        t = self.table
        self.stopping = True
        self.go(Trigger.END)
        self.decisions.drop()
        self.seating.write_settings()
        if self.hand is not None and not self.hand.is_complete:
            t.journal.hand_voided(self.hand.number)
            self.hand = None
            self.hand_seats = {}
        if t.nobody is not None:
            t.nobody.closed()
            self.hand_seats = {} if self.hand is None else self.hand_seats

    # ------------------------------------------------------------------ messages

    def on_show(self, conn: Conn, player: Player, msg: P.Show) -> None:
        """O6: the uncontested winner shows, within the window ``show_chance`` announced."""
        t = self.table
        st, hand = self.seating.resolve_hand_seat(player, msg)
        if self.phase is not Phase.SHOW or self.show_seat != st.seat:
            raise HostError(P.ErrorCode.OUT_OF_ORDER, "There is nothing to show now.")
        events = hand.apply(Action.make(ActionKind.SHOW, st.seat))
        self.show_seat = None  # the window closes: advance closes the hand
        t.journal.hand_updated(hand.number, self.dealer.journal_phh(hand))
        self.frames.publish(events)

    def on_ante(self, conn: Conn, player: Player, msg: P.Ante) -> None:
        st = self.seating.resolve_seat(player, msg.seat)
        if self.table.phase is not Phase.ANTE or st.seat not in self.ante \
                or msg.hand != self.ante_hand:
            raise HostError(P.ErrorCode.OUT_OF_ORDER, "There is no ante question for that seat.")
        if self.ante[st.seat] is None:
            st.timeouts = 0
            self.ante[st.seat] = msg.post

    def on_choose(self, conn: Conn, player: Player, msg: P.Choose) -> None:
        """Dealer's choice: the chooser names the coming round's game (net.table_formats)."""
        night = self.table.night
        if night is None or night.fmt.dealers_choice is None:
            raise HostError(P.ErrorCode.OUT_OF_ORDER, "This table does not play dealer's choice.")
        try:
            night.choose(self.core, self.table.seats_of(player), msg)
        except FormatRefusal as exc:
            raise HostError(exc.code, exc.message) from None

    def on_pause(self, conn: Conn, player: Player, msg: P.Pause) -> None:
        """The host pauses the table (no new hand; the one in play ends) or goes on."""
        self.paused = msg.on
        self.frames.mark_dirty()

    def on_end_session(self, conn: Conn, player: Player, msg: P.EndSession) -> None:
        """The host ends the session after this hand."""
        self.end_requested = True
        self.outbox.broadcast(P.Notice(code="ending"), everyone=True)
