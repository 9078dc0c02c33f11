"""The table core's dispatcher, sans-I/O: ``(connection, bytes or message, now)`` in, frames
to send and the next wake-up out.

:class:`TableCore` owns everything a table decides: the seats and who holds them, the hand loop
(the D1 ante question, dealing, every decision with its C1-C3 timer and time bank), approvals,
kicks, rebuys, the ledger, the bots' turns, and what each connection may see (H1, H3). It never
touches a socket, a clock or a thread: every entry point takes ``now`` (seconds on any monotonic
clock) and returns a list of outputs (:class:`Send`, :class:`Close`, :class:`AskBot`,
:class:`EndSession`); :meth:`TableCore.next_wake` says when :meth:`TableCore.tick` must be
called next. Its parts live beside it (:mod:`net.table`): the phases as a transition table, the
decision clock, seats, connections, the per-seat views; the journal is behind
:class:`net.table.store.TableStore`, written synchronously (it is the table's memory). A step
that raises is logged with its context and the table carries on in a known state (``strict``:
it raises, as the tests want).

The asyncio shell (:mod:`net.host`) feeds it bytes from sockets, runs bots off the loop and
feeds their choice back with :meth:`TableCore.bot_decided`, and writes what comes out. Tests
drive it with a fake clock and scripted connections (``tests/net/tablekit.py``): no sockets,
no sleeping.
"""

from __future__ import annotations

import hmac
import logging
import random
import secrets
import unicodedata
from collections.abc import Callable
from typing import Any

from net import fairness
from net import protocol as P
from net.journal import token_hash
from net.names import NameProblem, check_name, name_key
from net.table.clock import DecisionClock
from net.table.fanout import (
    Snapshot,
    bounded_ledger,
    event_for,
    hidden_seat_view_dict,
    is_shown,
    seat_view_dict,
    seats_shown,
)
from net.table.gate import Bucket, PasswordRecord
from net.table.options import (
    BOT_NAMES,
    COST,
    SETTINGS_DELAY,
    BotFactory,
    HostOptions,
    default_bot_factory,
)
from net.table.outputs import AskBot, Close, EndSession, HostError, Output, Send
from net.table.phases import WAITING, Phase, Trigger, next_phase
from net.table.seats import Conn, Player, SeatState
from net.table.store import TableStore
from net.table_formats import FormatRefusal, FormatRunner
from studdesk import __version__
from studdesk.engine.actions import (
    Action,
    ActionKind,
    IllegalActionError,
    LegalAction,
    WrongAmountError,
    timeout_action,
)
from studdesk.engine.cards import shuffled_deck
from studdesk.engine.events import ActionTaken, CardDealt, Event
from studdesk.engine.hand import Hand, PlayerSpec
from studdesk.engine.phh import export_hand
from studdesk.engine.views import config_to_dict, view, view_to_dict
from studdesk.engine.visibility import Viewer

log = logging.getLogger("net.table")


class TableCore:
    """One table, sans-I/O. See the module's docstring."""

    def __init__(self, options: HostOptions, *, admin_token: str, journal: TableStore,
                 rng: random.Random | None = None, bot_factory: BotFactory | None = None,
                 randbytes: Callable[[int], bytes] = secrets.token_bytes,
                 token_maker: Callable[[], str] = lambda: secrets.token_urlsafe(24),
                 now: float = 0.0, strict: bool = False) -> None:
        if not 2 <= options.seats <= 8:
            raise ValueError("a table has 2 to 8 seats")
        if options.broke_bots not in ("rebuy", "leave"):
            raise ValueError(f"broke bots rebuy or leave, not {options.broke_bots!r}")
        self.options = options
        self.config = options.config
        self.rng: random.Random = rng or secrets.SystemRandom()
        self.randbytes = randbytes  # the fairness salts and D10 seeds (the OS's CSPRNG)
        self.bot_factory = bot_factory or default_bot_factory
        self.journal = journal
        self.admin_token = admin_token
        self.token_maker = token_maker  # reconnect tokens (the OS's CSPRNG unless injected)
        self.strict = strict  # tests: a step that raises raises (else: logged, table goes on)
        self.failures = 0  # steps that raised (logged with their context)
        self.now = now
        self.players: list[Player] = []
        self.seats: dict[int, SeatState] = {}
        self.conns: dict[int, Conn] = {}
        self.hand: Hand | None = None
        self.hand_seats: dict[int, SeatState] = {}
        self.next_hand = 1
        self.hands_played = 0
        self.paused = False
        self.status = "waiting"
        self.phase = Phase.IDLE
        self.session_ended = False
        self.restored_voided: list[int] = []
        self.resumed = False  # the journal carried on a session (a restart)
        self.session_id = 0
        self.hand_listeners: list[Callable[[Hand], None]] = []  # called after each hand
        self.barred_names: set[str] = set()  # kicked: name keys refused for the session
        self.barred_tokens: set[str] = set()  # kicked: token hashes refused
        self._secret: fairness.DeckSecret | None = None
        self._commitment: fairness.DeckCommitment | None = None
        self._decision: DecisionClock | None = None
        self._timeout_seat: int | None = None
        self._covers: dict[int, float] = {}  # hotseat: seat -> when its hand-over cover went up
        self._show_seat: int | None = None  # O6: the winner who may still show (Phase.SHOW)
        self._show_spent = 0.0  # seconds the last hand's O6 window took (part of the pause)
        self._hand_done_at = 0.0
        self._ante: dict[int, bool | None] = {}
        self._ante_candidates: list[SeatState] = []
        self._ante_hand = 0
        self._until = 0.0  # the end of PAUSE / ANTE / BACKOFF
        self._end_requested = False
        self._stopping = False
        self._next_client_id = 2  # 1 is the host's own connection
        self._next_request = 1
        self._passwords: dict[str, PasswordRecord] = {}
        self._settings_dirty: dict[int, SeatState] = {}
        self._banks: dict[int, int] = {}  # C2: the bank left by the journal's player rows that stood
        self._hidden: dict[int, set[int]] = {}  # hotseat: conn -> indexes of deals sent hidden
        self._dealt = 0  # cards dealt since the last decision started (M7's allowance)
        self._notices: list[P.Notice] = []  # table lines that wait for the move they follow
        self._settings_due = 0.0
        self._out: list[Output] = []
        self._table_dirty = False
        self._dirty_conns: set[int] = set()  # connections owed a table of their own
        self._in_step = False
        self.night: FormatRunner | None = None
        if options.format is not None:
            if options.format.tournament:
                self.config = self.config.with_options(
                    buy_in=max(options.format.starting_chips,
                               self.config.ante + self.config.bring_in))
            self.night = FormatRunner(options.format, self.config)
        self.summary()  # a table name the protocol cannot carry fails here, not at the first hello

    # ------------------------------------------------------------------ entry points

    def _begin(self, now: float) -> bool:
        if self.night is not None:
            self.night.clock(now - self.now, self.paused)
        self.now = max(self.now, now)
        if self._in_step:
            return False
        self._in_step = True
        return True

    def _end(self, outer: bool, what: str) -> list[Output]:
        if not outer:
            return []
        try:
            self._advance()
            self._flush_table()
            self._tell_notices()
        except Exception:  # never let one bad step kill the table: log it, keep the table
            if self.strict:
                self._in_step = False
                raise
            self._failed_step(what)
        finally:
            self._in_step = False
        out, self._out = self._out, []
        return out

    def _failed_step(self, what: str) -> None:
        """A step raised: log it with its context, and leave the table in a known state (the
        hand and its decision as they are, a fresh ``table`` to every follower, the turn
        sent again), so the next step carries on from there."""
        d, hand = self._decision, self.hand
        log.exception("the table failed a step: %s at %.3f; phase %s, status %s, hand %s, "
                      "acting seat %s, decision %s", what, self.now, self.phase.value,
                      self.status, hand.number if hand is not None else None,
                      hand.acting_seat if hand is not None else None, d)
        self.failures += 1
        try:
            self._table_dirty = True
            self._flush_table()
            self._send_turn()
        except Exception:
            log.exception("the table could not resend its state after the failure")

    def restore(self, now: float) -> list[Output]:
        """Load the session from the journal (a fresh one when there is none)."""
        outer = self._begin(now)
        try:
            self._restore()
        finally:
            result = self._end(outer, "restore")
        return result

    def connect(self, conn_id: int, address: str, now: float) -> list[Output]:
        """A new connection from ``address`` (its IP). It may be refused at once (too many
        connections, too many from that address) or make room by closing the oldest connection
        that has not said hello yet."""
        outer = self._begin(now)
        try:
            opts = self.options
            conn = Conn(conn_id, address, P.Connection(P.Role.HOST),
                        Bucket(opts.rate, opts.burst, self.now),
                        Bucket(opts.chat_rate, opts.chat_burst, self.now), self.now, self.now)
            same = [c for c in self.conns.values() if c.address == address and not c.closed]
            refuse = None
            if len(same) >= opts.max_per_address:
                refuse = "Too many connections from your address."
            elif len([c for c in self.conns.values() if not c.closed]) >= opts.max_connections:
                silent = sorted((c for c in self.conns.values()
                                 if not c.closed and c.player is None and c.pending is None),
                                key=lambda c: c.opened)
                if silent:
                    log.warning("connection %d never said hello; closed to make room",
                                silent[0].id)
                    self._fatal(silent[0], P.ErrorCode.REFUSED,
                                "You did not say hello in time.")
                else:
                    refuse = "The table has too many connections."
            if refuse is not None:
                self._write(conn, conn.proto.send(P.make_error(P.ErrorCode.REFUSED, refuse,
                                                               fatal=True)))
                self._out.append(Close(conn_id))
                return self._end(outer, "connect")
            self.conns[conn_id] = conn
        except Exception:
            self._end(outer, "connect")
            raise
        return self._end(outer, "connect")

    def receive_data(self, conn_id: int, data: bytes, now: float) -> list[Output]:
        """Bytes from connection ``conn_id`` (``b""`` at the end of its stream)."""
        outer = self._begin(now)
        try:
            conn = self.conns.get(conn_id)
            if conn is not None and not conn.closed:
                conn.proto.receive_data(data)
                self._read(conn)
        finally:
            result = self._end(outer, "receive_data")
        return result

    def receive(self, conn_id: int, msg: P.ClientMessage, now: float) -> list[Output]:
        """A message already parsed (tests; the same path as :meth:`receive_data` after
        framing)."""
        return self.receive_data(conn_id, P.encode_message(msg), now)

    def connection_lost(self, conn_id: int, now: float) -> list[Output]:
        outer = self._begin(now)
        try:
            conn = self.conns.pop(conn_id, None)
            if conn is not None:
                self._dropped(conn)
        finally:
            result = self._end(outer, "connection_lost")
        return result

    def bot_decided(self, request: int, move: LegalAction | None, now: float) -> list[Output]:
        """The bot asked with ``request`` chose ``move`` (``None``: it failed)."""
        outer = self._begin(now)
        try:
            d = self._decision
            hand = self.hand
            if d is not None and hand is not None and d.request == request \
                    and hand.acting_seat == d.seat:
                action: Action
                try:
                    if move is None:
                        raise ValueError("no move")
                    action = move.action()
                    hand.verify(action)
                except Exception:
                    log.warning("the bot in seat %d failed; checking or folding for it", d.seat)
                    action = timeout_action(hand.legal_actions()).action()
                self._take(action, timed_out=False)
        finally:
            result = self._end(outer, "bot_decided")
        return result

    def tick(self, now: float) -> list[Output]:
        """Time passed: timers, deadlines, idle connections."""
        outer = self._begin(now)
        try:
            self._check_connections()
            if self._settings_dirty and self.now >= self._settings_due:
                self._write_settings()
        finally:
            result = self._end(outer, "tick")
        return result

    def call(self, fn: Callable[[TableCore], Any], now: float) -> tuple[Any, list[Output]]:
        """Run ``fn(self)`` (e.g. :meth:`add_bot`) as one step; its result and the outputs."""
        outer = self._begin(now)
        try:
            value = fn(self)
        finally:
            result = self._end(outer, "call")
        return value, result

    def next_wake(self) -> float | None:
        """When :meth:`tick` must be called next (``None``: only when something arrives)."""
        times: list[float] = []
        if self._settings_dirty:
            times.append(self._settings_due)
        if self.phase in WAITING:
            times.append(self._until)
        if self._decision is not None:
            times.extend(self._decision.wake(self.options.cover_limit))
        for c in self.conns.values():
            if c.closed:
                continue
            if c.player is None and c.pending is None:
                times.append(c.opened + self.options.hello_timeout)
            times.append(c.last_frame + self.options.idle_timeout)
        return min(times) if times else None

    def stop(self, now: float, *, end_session: bool = False) -> list[Output]:
        """Void a hand in play (chips back to where they were when it started), send everyone
        the final ledger and ``session_ended``, close every connection. The journal stays open
        (the shell closes it)."""
        outer = self._begin(now)
        try:
            self._stopping = True
            self._go(Trigger.END)
            self._decision = None
            self._write_settings()
            if self.hand is not None and not self.hand.is_complete:
                self.journal.hand_voided(self.hand.number)
                self.hand = None
                self.hand_seats = {}
            self.status = "ended"
            entries = self.journal.write_ledger(final=True)
            if end_session:
                self.journal.end_session()
                self.session_ended = True
            ledger = self._frame(P.Ledger(entries=tuple(bounded_ledger(entries)), final=True))
            for conn in list(self.conns.values()):
                if ledger is not None and conn.proto.state is P.State.OPEN:
                    self._write(conn, ledger)
                self._fatal(conn, P.ErrorCode.SESSION_ENDED)
        finally:
            self._table_dirty = False
            if outer:
                self._in_step = False
        out, self._out = self._out, []
        return out

    @property
    def decision(self) -> DecisionClock | None:
        """The decision under way (its seat and clock), or ``None``."""
        return self._decision

    # ------------------------------------------------------------------ set-up

    def _session_config(self) -> dict[str, Any]:
        return {"game": config_to_dict(self.config), "seats": self.options.seats,
                "name": self.options.name}

    def _restore(self) -> None:
        restored = self.journal.resume(self.options.name, self._session_config())
        self.restored_voided = restored.voided
        self.resumed, self.session_id = restored.resumed, restored.session_id
        if restored.resumed:
            game = restored.config.get("game")
            if isinstance(game, dict):
                from studdesk.engine.views import config_from_dict

                saved = config_from_dict(game)
                if saved != self.config:
                    log.warning("resuming a session: keeping its game %s", saved)
                self.config = saved
        self.next_hand = restored.next_hand
        accounts = {p.player_id: p for p in restored.players}
        for acc in restored.players:
            if acc.kicked:
                self.barred_names.add(name_key(acc.name))
        by_hash: dict[str, Player] = {}
        for rec in restored.seats:
            acc = accounts[rec.player_id]
            owner: Player | None = None
            if not acc.is_bot:
                key = acc.token_hash or f"none-{acc.player_id}"
                owner = by_hash.get(key)
                if owner is None:
                    owner = Player(acc.client_id, acc.name, acc.token_hash,
                                   is_host=acc.token_hash == token_hash(self.admin_token),
                                   restored=True)
                    by_hash[key] = owner
                    self.players.append(owner)
                    self._next_client_id = max(self._next_client_id, acc.client_id + 1)
            st = SeatState(rec.seat, acc.name, owner, acc.player_id, rec.stack,
                           bank_ms=int(self.options.time_bank * 1000),
                           sitting_out=rec.sitting_out, auto_ante=rec.auto_ante,
                           auto_muck=rec.auto_muck, bot_level=acc.bot_level)
            if owner is not None:
                st.back_on_reconnect = not rec.sitting_out
                st.sitting_out = True  # until the player reconnects
            else:
                try:
                    st.bot = self.bot_factory(acc.bot_level or "normal", random.Random(
                        self.rng.getrandbits(64)))
                except Exception:  # e.g. a level this version does not know: sit out
                    log.exception("cannot recreate the bot in seat %d", rec.seat)
                    st.sitting_out = True
            self.seats[rec.seat] = st
        for owner in self.players:
            held = self._seats_of(owner)
            if owner.is_host and len(held) > 1:
                owner.hotseat, owner.screen = True, held[0]
        if self.night is not None and restored.resumed:
            self.night.restore(self)  # a sit-and-go under way carries on

    def summary(self) -> P.TableSummary:
        cfg = self.config
        return P.TableSummary(
            name=self.options.name[: P.MAX_TABLE_NAME_LEN].strip() or "StudDesk table",
            variant=cfg.variant.value, seats=self.options.seats, ante=cfg.ante,
            bring_in=cfg.bring_in, small_bet=cfg.small_bet, big_bet=cfg.big_bet,
            buy_in=cfg.buy_in, stakes=cfg.stakes_label(), password=bool(self.options.password),
            extra={"time_ms": int(self.options.timer * 1000),
                   "time_bank_ms": int(self.options.time_bank * 1000),
                   "cap": cfg.max_raises, "open_pair": cfg.open_pair,
                   "heads_up_uncapped": cfg.heads_up_uncapped, "approve": self.options.approve,
                   "version": __version__,
                   **(self.night.summary(self) if self.night is not None else {})})

    # ------------------------------------------------------------------ the hand loop

    def _eligible(self) -> list[SeatState]:
        night = self.night
        return [st for _, st in sorted(self.seats.items())
                if st.stack > 0 and not st.leaving and (
                    not st.sitting_out or (night is not None and night.eligible_while_out(st)))]

    def _can_deal(self) -> bool:
        return (not self.paused and not self._end_requested and not self._stopping
                and len(self._eligible()) >= 2
                and (self.night is None or self.night.can_deal(self)))

    def _before_hand(self) -> None:
        """Dealer's choice first when a round starts (net.table_formats), then D1."""
        night = self.night
        if night is not None and night.wants_choice(self) and night.ask_chooser(self):
            self._go(Trigger.ASK_CHOOSER)
            self._until = self.now + self.options.timer
            return
        self._ask_antes(self._eligible())

    def _advance(self) -> None:
        """Run the hand loop as far as it goes at :attr:`now`."""
        for _ in range(10_000):  # every pass changes the phase or returns
            if self._stopping or self.phase is Phase.ENDED:
                return
            now = self.now
            if self.phase is Phase.IDLE:
                if self._end_requested:
                    self._go(Trigger.END)
                    self._out.append(EndSession())
                    return
                if not self._can_deal():
                    self._set_status("paused" if self.paused else "waiting")
                    return
                if self.hands_played and self.options.hand_pause > 0:
                    self._go(Trigger.PAUSE)  # an O6 window after the hand counts as pause
                    self._until = now + max(0.0, self.options.hand_pause - self._show_spent)
                    self._show_spent = 0.0
                    continue
                self._before_hand()
            elif self.phase is Phase.PAUSE:
                if now < self._until:
                    return
                if self._can_deal():
                    self._before_hand()
                else:
                    self._go(Trigger.IDLE)
                    if not self._end_requested:
                        return
            elif self.phase is Phase.ANTE:
                waiting = any(v is None for v in self._ante.values())
                if waiting and now < self._until:
                    return
                dealt = self._antes_answered()
                if len(dealt) < 2 or not self._can_deal():
                    self._go(Trigger.TOO_FEW)
                    self._until = now + max(self.options.hand_pause, 0.05)
                    return
                self._start_hand(dealt)
            elif self.phase is Phase.BACKOFF:
                if now < self._until:
                    return
                self._go(Trigger.IDLE)
            elif self.phase is Phase.CHOOSE:
                assert self.night is not None
                if self.night.choice_seat is not None and now < self._until:
                    return
                self.night.choice_timed_out(self)
                if self._can_deal():
                    self._ask_antes(self._eligible())
                else:
                    self._go(Trigger.IDLE)
            elif self.phase is Phase.HAND:
                hand = self.hand
                if hand is None:
                    self._go(Trigger.IDLE)
                    continue
                if hand.is_complete:
                    self._settle_hand(hand)
                    if self._offer_show(hand):
                        self._go(Trigger.SHOW_CHANCE)
                        continue
                    self._close_hand(hand)
                    self._go(Trigger.HAND_CLOSED)
                    continue
                if not self._step_decision(hand):
                    return
            elif self.phase is Phase.SHOW:
                if self._show_seat is not None and now < self._until:
                    return
                self._show_seat = None
                self._show_spent = now - self._hand_done_at
                if self.hand is not None:
                    self._close_hand(self.hand)
                self._go(Trigger.HAND_CLOSED)
        raise RuntimeError("the hand loop does not settle")

    def _go(self, trigger: Trigger) -> None:
        """Move the hand loop by ``trigger`` (net.table.phases.TRANSITIONS)."""
        self.phase = next_phase(self.phase, trigger)

    def _set_status(self, status: str) -> None:
        if status != self.status:
            self.status = status
            self._table_dirty = True

    def _ask_antes(self, candidates: list[SeatState]) -> None:
        """D1: players with auto-ante off are asked; no or no answer in time: dealt out."""
        self._ante_candidates = candidates
        askers = [st for st in candidates if not st.auto_ante and not st.is_bot
                  and not (self.night is not None and self.night.fmt.tournament)]
        self._ante = {st.seat: None for st in askers}
        self._go(Trigger.ASK_ANTES)
        self._until = self.now + self.options.timer
        if not askers:
            return
        number = self.next_hand
        self._ante_hand = number
        ms = int(self.options.timer * 1000)
        for st in askers:
            conn = st.player.conn if st.player else None
            if conn is not None:
                self._send(conn, P.AnteQuestion(hand=number, seat=st.seat, deadline_ms=ms))

    def _antes_answered(self) -> list[SeatState]:
        dealt = []
        for st in self._ante_candidates:
            if st.seat not in self._ante:
                dealt.append(st)
                continue
            answer = self._ante[st.seat]
            if answer is None:
                self._note_timeout(st)
            elif answer:
                dealt.append(st)
        self._ante = {}
        self._ante_candidates = []
        eligible = self._eligible()
        return [st for st in dealt if self.seats.get(st.seat) is st and st in eligible]

    def _start_hand(self, dealt: list[SeatState]) -> None:
        number = self.next_hand
        self.next_hand += 1
        self._write_settings()
        deck = shuffled_deck(self.rng)
        commitment, secret = fairness.commit_deck(number, deck, randbytes=self.randbytes)
        self._commitment, self._secret = commitment, secret
        self._hidden, self._dealt = {}, 0
        if self.night is not None:
            self.config = self.night.hand_starting(self, dealt)
        specs = [PlayerSpec(st.seat, st.name, st.stack, st.auto_muck) for st in dealt]
        # The journal alone keeps the deck, the salts and the D10 seed (H3).
        self.journal.hand_started(
            number, {st.seat: st.stack for st in dealt}, digest=commitment.digest.hex(),
            salt=secret.journal_text(),
            deck="".join(str(c) for c in deck))
        hand = Hand(self.config, specs, deck, number=number,
                    reshuffle=fairness.reshuffler(secret))
        self.hand = hand
        self.hand_seats = {st.seat: st for st in dealt}
        self.status = "playing"
        self._go(Trigger.DEAL)
        commit = self._frame(P.Commit(**commitment.to_wire()))
        if commit is not None:
            for conn in self._following():
                self._write(conn, commit)
        self._publish(list(hand.events))

    def _step_decision(self, hand: Hand) -> bool:
        """Start or time the current decision; true when the hand moved on."""
        seat = hand.acting_seat
        assert seat is not None
        d = self._decision
        st = self.hand_seats[seat]
        now = self.now
        if d is None or d.seat != seat or d.hand != hand.number:
            if (st.away or st.leaving or self.seats.get(seat) is not st
                    or (st.sitting_out and self.night is not None)):
                # Away (C3) or gone: the host acts at once; for an away player as on a timeout.
                self._take(timeout_action(hand.legal_actions()).action(),
                           timed_out=st.away and not st.leaving)
                return True
            # M7: the clock starts when the cards dealt since the last decision can have landed
            allowance = self._dealt * max(0.0, self.options.deal_allowance)
            self._dealt = 0
            d = DecisionClock(hand.number, seat, now + allowance, self.options.timer,
                          st.bank_ms / 1000)
            self._decision = d
            if st.bot is not None:
                d.bot_at = now + self.options.think_ms / 1000
            elif self._is_hotseat(st) and (seat in self._covers or st.player is not None
                                           and st.player.screen != seat):
                # the cover is up, or another person is at the screen (B1: whatever made the
                # change, a timeout, a sit-out, a new hand, a seat left): the clock is held
                # and this seat's down cards stay hidden until the cover is acknowledged
                d.cover(now)
            self._send_turn()
        ends = d.cover_ends(self.options.cover_limit)
        if ends is not None:
            if now < ends:
                return False  # hotseat: nobody has seen the cards yet; nothing runs
            self._uncover(d, st, ends)
        if d.bot_at is not None and d.request == 0 and now >= d.bot_at and st.bot is not None:
            d.request = self._next_request
            self._next_request += 1
            self._out.append(AskBot(d.request, seat, st.bot, view(hand, seat)))
        d.run_into_bank(now)  # C1 over: C2's bank runs, if there is one
        if not d.expired(now):
            return False
        st.bank_ms = max(0, st.bank_ms - d.bank_spent_ms(now))
        self._note_timeout(st)
        self._take(timeout_action(hand.legal_actions()).action(), timed_out=True)
        return True

    def _is_hotseat(self, st: SeatState) -> bool:
        """A seat held by the host's own connected screen that has held several seats."""
        player = st.player
        return player is not None and player.conn is not None and player.hotseat

    def _uncover(self, d: DecisionClock, st: SeatState, start: float) -> None:
        """The hand-over cover came down (or its limit passed): the decision's clock starts
        fresh at ``start``, its time bank untouched, and everyone gets the new ``turn``."""
        d.restart(start, self.options.timer, st.bank_ms / 1000)
        self._send_turn()

    def _take(self, action: Action, *, timed_out: bool) -> None:
        hand = self.hand
        assert hand is not None
        d = self._decision
        if d is not None and not timed_out:
            st = self.hand_seats.get(d.seat)
            if st is not None:
                st.bank_ms = max(0, st.bank_ms - d.bank_spent_ms(self.now))
        self._decision = None
        seat = action.seat
        events = hand.apply(action)
        self._timeout_seat = seat if timed_out else None
        self._publish(events)
        self._timeout_seat = None
        self._tell_notices()

    def _note_timeout(self, st: SeatState) -> None:
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
            self._save_settings(st)
            # told after the move the host makes for them (see _take)
            self._notices.append(P.Notice(code="sat_out", name=st.name, seat=st.seat))

    def _journal_phh(self, hand: Hand) -> str:
        """The hand's PHH as the journal keeps it: every card, and the deck's secrets."""
        secret, commitment = self._secret, self._commitment
        assert secret is not None and commitment is not None
        extra = {"_fairness_digest": commitment.digest.hex(), "_fairness_seed": secret.seed.hex(),
                 "_fairness_deck": "".join(str(c) for c in secret.deck),
                 **(self.night.hand_fields() if self.night is not None else {})}
        return export_hand(hand, extra=extra)

    def _settle_hand(self, hand: Hand) -> None:
        """The chips: the stacks, the journal (at once, so a crash after this keeps the
        hand) and the ledger."""
        result = hand.result
        assert result is not None
        for seat, stack in result.stacks.items():
            st = self.hand_seats.get(seat)
            if st is not None:
                st.stack = stack
        self.journal.hand_completed(hand.number, self._journal_phh(hand), dict(result.stacks),
                                    {s: st.account for s, st in self.hand_seats.items()})
        self.hands_played += 1
        self._hand_done_at = self.now
        self._show_spent = 0.0
        self._send_ledger()

    def _offer_show(self, hand: Hand) -> bool:
        """O6: when everyone folded to a player who is here, they may still show, for
        ``show_window`` seconds (to their connection: ``show_chance``)."""
        result = hand.result
        # within the pause before the next hand: a chance to show never slows the table
        window = min(self.options.show_window, self.options.hand_pause)
        if result is None or result.showdown or window <= 0:
            return False
        winners = {a.seat for a in result.awards}
        if len(winners) != 1:
            return False
        seat = winners.pop()
        st = self.hand_seats.get(seat)
        if st is None or st.player is None or st.player.conn is None or st.leaving \
                or self.seats.get(seat) is not st:
            return False
        try:
            hand.verify(Action.make(ActionKind.SHOW, seat))
        except IllegalActionError:
            return False
        self._show_seat = seat
        self._until = self.now + window
        self._send(st.player.conn, P.ShowChance(hand=hand.number, seat=seat,
                                                deadline_ms=int(window * 1000)))
        return True

    def _close_hand(self, hand: Hand) -> None:
        """After the hand (and its O6 window): the fairness reveal, and the table moves on."""
        secret, commitment = self._secret, self._commitment
        assert secret is not None and commitment is not None
        digest = commitment.digest.hex()
        # H3: each seat privately gets the openings of its own down cards, everyone the shown
        # ones; a folded, mucked, burned or undealt card is opened to no one.
        public, private = fairness.disclose(secret, hand.events)
        reveal = public.to_wire()
        for conn in self._following():
            held = self._held(conn)
            hidden = self._hidden.get(conn.id, set())
            events = [event_for(e, frozenset() if i in hidden else held)
                      for i, e in enumerate(hand.events)]
            clear: set[int] | None = None
            if hidden:  # hotseat: open only the down cards this screen was shown (H3)
                trace = fairness.trace_deal(events, secret.seed)
                clear = {x.position for x in trace.dealt if x.card is not None}
            for seat in sorted(held):
                own = private.get(seat)
                if own is not None and clear is not None:
                    own = fairness.SeatOpenings(own.hand, own.seat, tuple(
                        o for o in own.openings if o.position in clear))
                if own is not None and own.openings:
                    self._send(conn, P.Openings(**own.to_wire()))
            self._send(conn, P.Reveal(**reveal, extra={"phh": export_hand(
                hand, events=events, extra={
                    "_fairness_digest": digest,
                    **(self.night.hand_fields() if self.night is not None else {})})}))
        hand_seats = self.hand_seats
        self.hand = None
        self.hand_seats = {}
        self._hidden = {}
        for st in hand_seats.values():
            st.away = st.away and st.sitting_out
            if st.leaving and self.seats.get(st.seat) is st:
                self._remove_seat(st, "stand" if not (st.player and st.player.kicked) else "kick")
        self._broke_bots()
        self.status = "waiting"
        self._table_dirty = True
        if self.night is not None:
            self.night.hand_finished(self, hand)
        for listener in list(self.hand_listeners):
            try:
                listener(hand)
            except Exception:
                log.exception("a hand listener failed")

    def _broke_bots(self) -> None:
        """Issue 17 point 10: in a cash game the host's bot that lost its stack rebuys to the
        buy-in (T3), or leaves its seat (``HostOptions.broke_bots == "leave"``). In a
        sit-and-go a broke bot is out, as anyone is."""
        if self.night is not None and self.night.fmt.tournament:
            return
        rebought = False
        for st in [st for _, st in sorted(self.seats.items()) if st.is_bot and st.stack <= 0]:
            if self.options.broke_bots == "leave":
                self._remove_seat(st, "stand")
                continue
            need = self.config.buy_in - st.stack
            st.stack += need
            self.journal.rebuy(st.account, st.seat, need, st.stack)
            rebought = True
        if rebought:
            self._send_ledger()

    def _send_ledger(self) -> None:
        self._broadcast(P.Ledger(entries=tuple(bounded_ledger(self.journal.ledger_entries())),
                                 final=False))

    # ------------------------------------------------------------------ what each connection sees

    def _following(self) -> list[Conn]:
        return [c for c in self.conns.values() if not c.closed and c.player is not None
                and c.proto.state is P.State.OPEN and self._is_following(c)]

    def _is_following(self, conn: Conn) -> bool:
        player = conn.player
        return player is not None and (player.watching or bool(self._held(conn)))

    def _held(self, conn: Conn) -> frozenset[int]:
        player = conn.player
        if player is None:
            return frozenset()
        return frozenset(s for s, st in self.seats.items() if st.player is player)

    def _seats_of(self, player: Player) -> list[int]:
        return sorted(s for s, st in self.seats.items() if st.player is player)

    def _visible(self, conn: Conn, held: frozenset[int]) -> frozenset[int]:
        """The held seats whose down cards ``conn`` may see now: all of them, but for the
        host's hotseat screen only the seat whose person acknowledged the cover (B1)."""
        player = conn.player
        if player is None:
            return frozenset()
        return seats_shown(held, hotseat=player.hotseat, screen=player.screen)

    def _publish(self, events: list[Event]) -> None:
        """One write per following connection: censored events, the table, the turn."""
        hand = self.hand
        if hand is None:
            return
        number = hand.number
        timeout_seat = self._timeout_seat
        self._dealt += sum(1 for ev in events if isinstance(ev, CardDealt))
        base = max(0, len(hand.events) - len(events))  # the events are the hand's latest
        plain: dict[tuple[int, bool], bytes | None] = {}
        table_cache: dict[tuple[frozenset[int], frozenset[int]], list[bytes]] = {}
        snap = self._snapshot()
        for conn in self._following():
            held = self._held(conn)
            seen = self._visible(conn, held)
            parts: list[bytes] = []
            for i, ev in enumerate(events):
                visible = is_shown(ev, seen)
                if isinstance(ev, CardDealt) and not visible and ev.seat in held:
                    # hotseat: dealt behind the cover
                    self._hidden.setdefault(conn.id, set()).add(base + i)
                key = (i, visible)
                if key not in plain:
                    timeout = isinstance(ev, ActionTaken) and ev.seat == timeout_seat
                    plain[key] = self._frame(P.Event(hand=number, event=event_for(ev, seen),
                                                     timeout=timeout))
                frame = plain[key]
                if frame is not None:
                    parts.append(frame)
            tables = table_cache.get((held, seen))
            if tables is None:
                tables = table_cache[held, seen] = self._table_frames(conn, held, snap)
            parts.extend(tables)
            self._write(conn, b"".join(parts))
        self._table_dirty = False  # everyone following just got the table
        self._dirty_conns.clear()

    def _send_turn(self, only: Conn | None = None) -> None:
        """The ``turn`` for the decision under way, with the time left (to ``only``, or to
        every follower)."""
        hand = self.hand
        d = self._decision
        if hand is None or d is None or hand.acting_seat != d.seat:
            return
        self._flush_table()
        frame = self._turn_frame(hand, d)
        if frame is None:
            return
        for conn in [only] if only is not None else self._following():
            self._write(conn, frame)

    def _turn_frame(self, hand: Hand, d: DecisionClock) -> bytes | None:
        st = self.hand_seats.get(d.seat)
        sized = (ActionKind.FOLD, ActionKind.CHECK, ActionKind.SHOW, ActionKind.MUCK)
        actions = tuple(
            P.LegalAction(action=m.kind.value,
                          amount=None if m.kind in sized else m.amount,
                          to=None if m.kind in sized else m.to,
                          extra={"all_in": True} if m.all_in else {})
            for m in hand.legal_actions())
        extra: dict[str, Any] = {}
        if d.covered is not None:
            extra["covered"] = True  # held: the clock starts when the cover comes down
        elif d.dealing_ms(self.now) > 0:  # M7: this much of deadline_ms is the allowance
            extra["dealing_ms"] = d.dealing_ms(self.now)
        bank = (max(0, st.bank_ms - d.bank_spent_ms(self.now))
                if st is not None and self.options.time_bank > 0 else None)
        return self._frame(P.Turn(hand=hand.number, seat=d.seat,
                                  deadline_ms=self._time_left_ms(d), actions=actions,
                                  bank_ms=bank, extra=extra))

    def _time_left_ms(self, d: DecisionClock) -> int:
        return d.time_left_ms(self.now)

    def _seat_entry(self, seat: int, held: frozenset[int]) -> P.SeatEntry | None:
        st = self.seats.get(seat)
        hand = self.hand
        in_hand = hand is not None and seat in self.hand_seats
        if st is None and not in_hand:
            return None
        fields: dict[str, Any] = {"seat": seat}
        if in_hand and hand is not None:
            p = hand.player(seat)
            seen, up = Viewer(held).hand_cards(p)  # the one rule of what a viewer sees (H1)
            cards = tuple("??" if c is None else str(c) for c in seen)
            state = "folded" if p.folded else "all_in" if p.all_in else "playing"
            fields.update(name=p.name, stack=p.stack, cards=cards, up=up, bet=p.bet, state=state)
        else:
            assert st is not None
            fields.update(name=st.name, stack=st.stack, cards=(), up=(), bet=0,
                          state="sitting_out" if st.sitting_out else "waiting")
        if st is not None:
            player = st.player
            fields.update(
                connected=True if player is None else player.conn is not None,
                bot=player is None, time_bank_ms=st.bank_ms, away=st.away,
                auto_ante=st.auto_ante, auto_muck=st.auto_muck, sitting_out=st.sitting_out,
                client_id=None if player is None else player.client_id)
        entry: P.SeatEntry = P.SeatEntry._checked(fields)  # the host's own checked values
        return entry

    def _snapshot(self) -> Snapshot:
        """What every connection's ``table`` shares at this moment, computed once."""
        hand = self.hand
        public = view_to_dict(view(hand, None)) if hand is not None else None
        seats = [self._seat_entry(s, frozenset()) for s in range(1, 9)]
        return Snapshot(public, seats)

    def _table_dict(self, held: frozenset[int], seen: frozenset[int], snap: Snapshot
                    ) -> dict[str, Any]:
        """The ``table`` message (without its ``views``), built as its record, in wire form."""
        hand = self.hand
        seats = list(snap.seats)
        for s in held:
            seats[s - 1] = self._seat_entry(s, seen)
        fields: dict[str, Any] = {
            "status": self.status, "seats": tuple(seats), "you": tuple(sorted(held)),
            "button": 8, "paused": self.paused, "next_hand": self.next_hand}
        if hand is not None and snap.public is not None:
            fields.update(hand=hand.number, street=int(hand.street),
                          pots=tuple(snap.public["pots"]))
            if hand.acting_seat is not None:
                fields["to_act"] = hand.acting_seat
                d = self._decision
                if d is not None and d.seat == hand.acting_seat:
                    fields["deadline_ms"] = self._time_left_ms(d)
            if hand.community is not None:
                fields["community_card"] = str(hand.community)
        if self.night is not None:
            fields["extra"] = {"format": self.night.table_entry(self)}
        msg: P.TableState = P.TableState._checked(fields)  # the host's own checked values
        return msg.to_wire()

    def _views(self, held: frozenset[int], seen: frozenset[int], snap: Snapshot
               ) -> list[dict[str, Any]]:
        hand = self.hand
        if hand is None or snap.public is None:
            return []
        if not held:
            return [snap.public]
        return [seat_view_dict(hand, snap.public, s) if s in seen
                else hidden_seat_view_dict(hand, snap.public, s) for s in sorted(held)]

    def _table_frames(self, conn: Conn, held: frozenset[int] | None = None,
                      snap: Snapshot | None = None) -> list[bytes]:
        held = self._held(conn) if held is None else held
        seen = self._visible(conn, held)
        snap = snap or self._snapshot()
        msg = self._table_dict(held, seen, snap)
        views = self._views(held, seen, snap)
        msg["views"] = views
        try:
            return [P.encode_trusted(msg)]
        except P.LocalProtocolError:  # many hotseat seats late in a hand: one view per frame
            frames = []
            for v in views:
                msg["views"] = [v]
                frame = self._encode(msg)
                if frame is not None:
                    frames.append(frame)
            return frames

    def _flush_table(self) -> None:
        """Cost, not count: many changes in one step make one ``table`` per follower."""
        if not self._table_dirty:
            dirty, self._dirty_conns = self._dirty_conns, set()
            for conn_id in sorted(dirty):
                conn = self.conns.get(conn_id)
                if conn is not None and conn in self._following():
                    for frame in self._table_frames(conn):
                        self._write(conn, frame)
            return
        self._table_dirty = False
        self._dirty_conns.clear()
        snap = self._snapshot()
        cache: dict[tuple[frozenset[int], frozenset[int]], list[bytes]] = {}
        for conn in self._following():
            held = self._held(conn)
            key = (held, self._visible(conn, held))
            frames = cache.get(key)
            if frames is None:
                frames = cache[key] = self._table_frames(conn, held, snap)
            for frame in frames:
                self._write(conn, frame)

    def _broadcast_table(self) -> None:
        self._table_dirty = True

    # ------------------------------------------------------------------ writing

    def _encode(self, msg: dict[str, Any]) -> bytes | None:
        """The frame of ``msg``; ``None`` (logged) when the protocol cannot carry it: a frame
        the host cannot send is dropped, never fatal to the table."""
        try:
            return P.encode_trusted(msg)
        except P.ProtocolError as exc:
            log.error("dropped a %r message the protocol cannot carry: %s", msg.get("type"),
                      exc)
            return None

    def _write(self, conn: Conn, data: bytes) -> None:
        if conn.closed or not data:
            return
        self._out.append(Send(conn.id, data))

    def _send(self, conn: Conn, msg: P.HostMessage) -> None:
        if conn.closed or not conn.proto.may_send(msg.TYPE):
            return
        try:
            data = conn.proto.send(msg)
        except P.ProtocolError as exc:
            log.error("dropped a %r message the protocol cannot carry: %s", msg.TYPE, exc)
            return
        self._write(conn, data)

    def _error(self, conn: Conn, code: str, message: str | None = None,
               *, fatal: bool | None = None) -> None:
        err = P.make_error(code, message, fatal=fatal)
        self._send(conn, err)
        if err.fatal:
            self._close(conn)

    def _fatal(self, conn: Conn, code: str, message: str | None = None) -> None:
        if not conn.closed:
            self._error(conn, code, message, fatal=True)

    def _close(self, conn: Conn, *, abort: bool = False) -> None:
        if conn.closed:
            return
        conn.closed = True
        self._out.append(Close(conn.id, abort))

    # ------------------------------------------------------------------ what formats use
    # (net.table_formats.Core: a public interface, no private members)

    def eligible(self) -> list[SeatState]:
        """The seats that would be dealt in now."""
        return self._eligible()

    def send_message(self, conn: Conn, msg: P.HostMessage) -> None:
        """``msg`` (a typed record) to one connection."""
        if conn.proto.state is P.State.OPEN:
            self._send(conn, msg)

    def broadcast_message(self, msg: P.HostMessage, *, everyone: bool = False) -> None:
        """``msg`` to every follower (``everyone``: every admitted connection)."""
        self._broadcast(msg, everyone=everyone)

    def table_changed(self) -> None:
        """Something every follower sees changed: a ``table`` goes out at the end of the step."""
        self._table_dirty = True

    def send_ledger(self) -> None:
        self._send_ledger()

    def request_end(self) -> None:
        """End the session after this hand (a sit-and-go with its winner)."""
        self._end_requested = True

    def _frame(self, msg: P.HostMessage) -> bytes | None:
        """The frame of a typed record; ``None`` (logged) when the protocol cannot carry it."""
        try:
            return P.encode_message(msg)
        except P.ProtocolError as exc:
            log.error("dropped a %r message the protocol cannot carry: %s", msg.TYPE, exc)
            return None

    def _broadcast(self, msg: P.HostMessage, *, everyone: bool = False) -> None:
        """``msg`` (a typed record, encoded once) to every follower, or ``everyone`` admitted."""
        frame = self._frame(msg)
        if frame is None:
            return
        targets = ([c for c in self.conns.values() if c.player is not None] if everyone
                   else self._following())
        for conn in targets:
            if not conn.closed and conn.proto.state is P.State.OPEN:
                self._write(conn, frame)

    def _tell_notices(self) -> None:
        """The table lines held back until the move they follow was sent (``sat_out``)."""
        notices, self._notices = self._notices, []
        for notice in notices:
            self._broadcast(notice, everyone=True)

    # ------------------------------------------------------------------ connections

    def _check_connections(self) -> None:
        now = self.now
        for conn in list(self.conns.values()):
            if conn.closed:
                continue
            if conn.player is None and conn.pending is None \
                    and now >= conn.opened + self.options.hello_timeout:
                self._fatal(conn, P.ErrorCode.REFUSED, "You did not say hello in time.")
            elif now >= conn.last_frame + self.options.idle_timeout:
                self._close(conn, abort=True)  # silent too long: dropped (C4)

    def _read(self, conn: Conn) -> None:
        while not conn.closed:
            try:
                msg = conn.proto.next_event()
            except P.RemoteProtocolError as exc:
                if exc.fatal:
                    self._fatal(conn, exc.code, exc.message)
                    return
                conn.last_frame = self.now
                self._refuse(conn, exc.code, exc.message)
                continue
            if msg is None:
                return
            if isinstance(msg, P.ConnectionClosed):
                self._close(conn)
                return
            conn.last_frame = self.now  # a whole frame: the idle clock starts again
            if not conn.bucket.take(self.now, COST.get(msg.TYPE, 1.0)):
                self._refuse(conn, P.ErrorCode.TOO_FAST)
                continue
            try:
                self._handle(conn, msg)  # type: ignore[arg-type]
            except HostError as exc:
                self._refuse(conn, exc.code, exc.message)
            except IllegalActionError as exc:
                self._refuse(conn, P.ErrorCode.ILLEGAL_ACTION, str(exc))
            except P.LocalProtocolError:  # a record the host built failed its own check
                if self.strict:
                    raise
                log.exception("the host built a bad message answering %r from connection %d",
                              msg.TYPE, conn.id)
                self._refuse(conn, P.ErrorCode.INTERNAL)

    def _refuse(self, conn: Conn, code: str, message: str | None = None) -> None:
        conn.errors += 1
        if conn.errors > self.options.max_errors:
            self._fatal(conn, P.ErrorCode.TOO_FAST, "Too many refused messages; goodbye.")
            return
        self._error(conn, code, message)

    def _dropped(self, conn: Conn) -> None:
        conn.closed = True
        player = conn.player
        if player is not None and player.conn is conn:
            player.conn = None
            d = self._decision
            for s in self._seats_of(player):  # C4: a dropped player's clock runs
                self._covers.pop(s, None)
                if d is not None and d.seat == s and d.covered is not None:
                    self._uncover(d, self.seats[s], self.now)
            if not self._stopping:
                if not self._seats_of(player):
                    self._forget(player)
                self._broadcast_table()

    def _forget(self, player: Player) -> None:
        if player in self.players and not self._seats_of(player):
            self.players.remove(player)
            if not player.kicked:
                self._broadcast(P.Left(client_id=player.client_id, name=player.name),
                                everyone=True)

    # ------------------------------------------------------------------ messages

    def _handle(self, conn: Conn, msg: P.ClientMessage) -> None:
        if isinstance(msg, P.Ping):
            self._send(conn, P.Pong(nonce=msg.nonce))
            return
        if isinstance(msg, P.Hello):
            self._on_hello(conn, msg)
            return
        if isinstance(msg, P.Leave):
            self._on_leave(conn)
            return
        player = conn.player
        if player is None:
            raise HostError(P.ErrorCode.OUT_OF_ORDER)
        if msg.TYPE in P.HOST_CONTROL and not player.is_host:
            raise HostError(P.ErrorCode.HOST_ONLY)
        handler = getattr(self, f"_on_{msg.TYPE}")
        handler(conn, player, msg)

    def _names_in_use(self, except_player: Player | None = None) -> list[str]:
        names = [st.name for st in self.seats.values()
                 if st.player is None or st.player is not except_player]
        names += [p.name for p in self.players if p is not except_player]
        names += [c.pending.name for c in self.conns.values() if c.pending is not None]
        return names

    def _name_taken(self, name: str, *, except_player: Player | None = None) -> bool:
        return check_name(name, self._names_in_use(except_player)) is not None

    def _check_new_name(self, name: str, *, except_player: Player | None = None) -> str:
        """The name normalised (NFKC, spaces folded), or :class:`HostError`: blank-looking,
        confusable with a name at the table, reserved, or barred by a kick."""
        clean = " ".join(unicodedata.normalize("NFKC", name).split())
        if name_key(clean) in self.barred_names:
            raise HostError(P.ErrorCode.REFUSED, "The host removed that name from this table.")
        problem = check_name(clean, self._names_in_use(except_player))
        if problem is NameProblem.BLANK:
            raise HostError(P.ErrorCode.BAD_NAME, "A name needs visible letters.")
        if problem is NameProblem.RESERVED:
            raise HostError(P.ErrorCode.BAD_NAME, "Names ending in \"(bot)\" are for the "
                            "table's computer players.")
        if problem is not None:
            raise HostError(P.ErrorCode.NAME_TAKEN)
        if len(clean) > P.MAX_NAME_LEN:
            raise HostError(P.ErrorCode.BAD_NAME, "That name is too long.")
        return clean

    def _password_ok(self, conn: Conn, msg: P.Hello) -> bool:
        """Per-address back-off: each wrong password doubles the wait before the next try from
        that address; after ``password_tries`` the address is locked out for minutes. Other
        addresses are not affected."""
        opts = self.options
        assert opts.password is not None
        if msg.password is None:
            self._fatal(conn, P.ErrorCode.PASSWORD_REQUIRED)
            return False
        rec = self._passwords.setdefault(conn.address, PasswordRecord())
        if self.now < rec.not_before:
            wait = rec.not_before - self.now
            log.warning("password try from %s refused: wait %.0f s more (%d wrong so far)",
                        conn.address, wait, rec.failures)
            self._fatal(conn, P.ErrorCode.TOO_FAST,
                        f"Too many wrong passwords; try again in {max(1, round(wait))} s.")
            return False
        if hmac.compare_digest(msg.password.encode(), opts.password.encode()):
            if rec.failures:
                log.warning("the right password from %s after %d wrong", conn.address,
                            rec.failures)
            self._passwords.pop(conn.address, None)
            return True
        rec.failures += 1
        if rec.failures >= opts.password_tries:
            rec.not_before = self.now + opts.password_lockout
            log.warning("%d wrong passwords from %s: locked out for %.0f s", rec.failures,
                        conn.address, opts.password_lockout)
        else:
            rec.not_before = self.now + opts.password_delay * 2 ** (rec.failures - 1)
            log.warning("wrong password from %s (%d so far); next try in %.0f s",
                        conn.address, rec.failures, rec.not_before - self.now)
        self._fatal(conn, P.ErrorCode.WRONG_PASSWORD)
        return False

    def _on_hello(self, conn: Conn, msg: P.Hello) -> None:
        if msg.token is not None:
            is_admin = hmac.compare_digest(msg.token, self.admin_token)
            digest = token_hash(msg.token)
            if digest in self.barred_tokens:
                self._fatal(conn, P.ErrorCode.KICKED)
                return
            player = next((p for p in self.players if p.token_hash is not None
                           and hmac.compare_digest(p.token_hash, digest)), None)
            if player is None and is_admin:
                name = self._check_new_name(msg.name)
                player = Player(1, name, digest, is_host=True)
                self.players.append(player)
                self._admit(conn, player, msg.token, new=True)
                return
            if player is None:
                raise HostError(P.ErrorCode.UNKNOWN_TOKEN)
            old = player.conn
            if old is not None and old is not conn:
                old.player = None
                self._close(old)
            self._admit(conn, player, msg.token, new=False)
            return
        if self.options.password is not None and not self._password_ok(conn, msg):
            return
        back = self._returning(conn, msg.name)
        if back is not None:  # M3: her seat, from the desktop she played on before the restart
            token = self.token_maker()
            back.token_hash = token_hash(token)
            for s in self._seats_of(back):
                self.journal.set_player_token(self.seats[s].account, back.token_hash)
            log.warning("%r is back after the restart from %s (by name)", back.name,
                        conn.address)
            self._admit(conn, back, token, new=False)
            return
        name = self._check_new_name(msg.name)
        if self.options.approve:
            if conn.pending is not None:
                return  # already knocking: the host has the name
            conn.pending = msg if name == msg.name else P.Hello(
                protocol=msg.protocol, name=name, password=msg.password)
            conn.pending_id = self._next_client_id
            self._next_client_id += 1
            for c in self.conns.values():
                if c.player is not None and c.player.is_host:
                    self._send(c, P.Knock(client_id=conn.pending_id, name=name))
            return
        self._admit_new(conn, name)

    def _address_key(self, player: Player) -> str:
        return f"address:{self.session_id}:{player.client_id}"

    def _returning(self, conn: Conn, name: str) -> Player | None:
        """M3: a person seated before the host restarted, not back yet, asking under her own
        name from the address she played from: she gets her seats back (her token may be
        lost, or kept for an address that changed). Anyone else gets ``name_taken``."""
        key = name_key(" ".join(unicodedata.normalize("NFKC", name).split()))
        for player in self.players:
            if player.restored and player.conn is None and not player.is_host \
                    and name_key(player.name) == key and self._seats_of(player) \
                    and self.journal.recall(self._address_key(player)) == conn.address:
                return player
        return None

    def _admit_new(self, conn: Conn, name: str, client_id: int | None = None) -> None:
        token = self.token_maker()
        if client_id is None:
            client_id = self._next_client_id
            self._next_client_id += 1
        player = Player(client_id, name, token_hash(token))
        self.players.append(player)
        self._admit(conn, player, token, new=True)

    def _admit(self, conn: Conn, player: Player, token: str, *, new: bool) -> None:
        conn.player = player
        conn.pending = None
        player.conn = conn
        player.restored = False
        if not player.is_host:  # where she plays from, for M3 after a restart
            self.journal.remember(self._address_key(player), conn.address)
        seats = self._seats_of(player)
        self._send(conn, P.Welcome(protocol=P.PROTOCOL_VERSION, token=token,
                                   client_id=player.client_id, table=self.summary(),
                                   host=player.is_host, seats=tuple(seats)))
        for number in self.restored_voided:  # every client learns why chips went back
            self._send(conn, P.Notice(code="hand_voided", hand=number))
        if player.is_host:
            for c in self.conns.values():
                if c.pending is not None:
                    self._send(conn, P.Knock(client_id=c.pending_id, name=c.pending.name))
        if new:
            self._broadcast(P.Joined(client_id=player.client_id, name=player.name),
                            everyone=True)
        for s in seats:
            st = self.seats[s]
            if st.back_on_reconnect:
                st.back_on_reconnect = False
                st.sitting_out = False
        if self.night is not None:
            self.night.send_state(self, conn)
        if seats or player.watching:
            # theirs first of all: the seat's own cards (C4), then the turn with the time left
            self._broadcast_table()
            self._flush_table()
            d = self._decision
            if d is not None and d.seat in seats:
                self._send_turn(conn)

    def _on_leave(self, conn: Conn) -> None:
        player = conn.player
        conn.pending = None
        if player is not None:
            for s in self._seats_of(player):
                self._stand(self.seats[s])
            player.watching = False
            player.conn = None
            if player in self.players and not self._seats_of(player):
                self.players.remove(player)
            self._broadcast(P.Left(client_id=player.client_id, name=player.name),
                            everyone=True)
            conn.player = None
        self._close(conn)

    def _resolve_seat(self, player: Player, seat: int | None) -> SeatState:
        mine = self._seats_of(player)
        if seat is None:
            if not mine:
                raise HostError(P.ErrorCode.NOT_SEATED)
            if len(mine) > 1:
                raise HostError(P.ErrorCode.BAD_FIELD,
                                "Field 'seat' is needed: this connection holds several seats.")
            seat = mine[0]
        if seat not in mine:
            raise HostError(P.ErrorCode.NOT_YOUR_SEAT if mine else P.ErrorCode.NOT_SEATED)
        return self.seats[seat]

    def _on_watch(self, conn: Conn, player: Player, msg: P.Watch) -> None:
        player.watching = True
        for frame in self._table_frames(conn):
            self._write(conn, frame)

    def _on_sit(self, conn: Conn, player: Player, msg: P.Sit) -> None:
        if self._stopping or self._end_requested:
            raise HostError(P.ErrorCode.SESSION_ENDED, "The session is ending.")
        n = self.options.seats
        seat = msg.seat
        again = [st for st in self.seats.values() if st.player is player
                 and st.name == (msg.name or player.name) and seat in (None, st.seat)]
        if again:  # already sitting there (a client re-sending after a restart): no error
            self._dirty_conns.add(conn.id)
            return
        if seat is None:
            free = [s for s in range(1, n + 1) if s not in self.seats]
            if not free:
                raise HostError(P.ErrorCode.TABLE_FULL)
            seat = free[0]
        elif seat > n:
            raise HostError(P.ErrorCode.BAD_FIELD, f"This table has seats 1 to {n} only.")
        elif seat in self.seats or seat in self.hand_seats:
            raise HostError(P.ErrorCode.SEAT_TAKEN)
        buy_in = self.config.buy_in
        if self.night is not None and self.night.tournament is not None:
            raise HostError(P.ErrorCode.TABLE_FULL,
                            "The sit-and-go has started: you can watch it.")
        if msg.buy_in is not None and msg.buy_in != buy_in:
            raise HostError(P.ErrorCode.BAD_BUY_IN,
                            f"The buy-in at this table is {buy_in} chips, no more, no less.")
        second = bool(self._seats_of(player))
        if second and not player.is_host:
            raise HostError(P.ErrorCode.HOST_ONLY, "Only the host's own screen may hold several "
                            "seats (hotseat); join from your own device.")
        if msg.name is not None:
            others = [st.name for st in self.seats.values()]
            name = self._check_new_name(msg.name, except_player=player)
            if check_name(name, others) is not None:
                raise HostError(P.ErrorCode.NAME_TAKEN)
        elif not self._seats_of(player):
            name = player.name
        else:
            raise HostError(P.ErrorCode.BAD_FIELD,
                            "Field 'name' is needed for a second seat (hotseat).")
        account = self._account(player, name)
        self.journal.take_seat(account, seat, buy_in)
        st = SeatState(seat, name, player, account, buy_in, bank_ms=self._bank_of(account))
        self.seats[seat] = st
        if second:  # one screen, several people: the hand-over cover applies from now on (B1)
            player.hotseat = True
            if player.screen is None:
                player.screen = min(self._seats_of(player))
        self._broadcast(P.Joined(client_id=player.client_id, name=name, seat=seat),
                        everyone=True)
        self._broadcast_table()

    def _bank_of(self, account: int) -> int:
        """C2: what is left of the time bank of the journal's player ``account`` this session
        (standing up and sitting again does not refill it)."""
        return self._banks.get(account, int(self.options.time_bank * 1000))

    def _account(self, player: Player | None, name: str, level: str | None = None) -> int:
        """The journal's player row for ``name`` held by ``player`` (reused when they sit
        again, so the ledger adds up)."""
        for rec in self.journal.players():
            if rec.name == name and not rec.kicked and (
                    (player is None and rec.is_bot)
                    or (player is not None and rec.token_hash == player.token_hash)):
                return rec.player_id
        if player is None:
            return self.journal.add_player(0, name, None, is_bot=True, bot_level=level)
        return self.journal.add_player(player.client_id, name, player.token_hash)

    def _stand(self, st: SeatState) -> None:
        if self.hand is not None and st.seat in self.hand_seats and not self.hand.is_complete:
            st.leaving = True  # decide for them at once; they leave when the hand ends
            d = self._decision
            if d is not None and d.seat == st.seat and self.hand.acting_seat == st.seat:
                self._take(timeout_action(self.hand.legal_actions()).action(),
                           timed_out=False)
            return
        self._remove_seat(st, "stand")

    def _remove_seat(self, st: SeatState, reason: str) -> None:
        if self.seats.get(st.seat) is not st:
            return
        del self.seats[st.seat]
        self._banks[st.account] = st.bank_ms
        self.journal.leave_seat(st.account, st.seat, st.stack, reason)
        player = st.player
        self._broadcast(P.Left(client_id=player.client_id if player else 1, name=st.name,
                               seat=st.seat, reason="kicked" if reason == "kick" else None),
                        everyone=True)
        self._broadcast_table()
        if player is not None and player.conn is None and not self._seats_of(player):
            self._forget(player)

    def _on_stand(self, conn: Conn, player: Player, msg: P.Stand) -> None:
        st = self._resolve_seat(player, msg.seat)
        if self.night is not None and self.night.eligible_while_out(st):
            raise HostError(P.ErrorCode.BAD_FIELD, "In a sit-and-go your chips stay in play "
                            "until you are out; sit out instead (you are dealt in and folded).")
        self._stand(st)

    def _on_choose(self, conn: Conn, player: Player, msg: P.Choose) -> None:
        if self.night is None or self.night.fmt.dealers_choice is None:
            raise HostError(P.ErrorCode.OUT_OF_ORDER, "This table does not play dealer's choice.")
        try:
            self.night.choose(self, self._seats_of(player), msg)
        except FormatRefusal as exc:
            raise HostError(exc.code, exc.message) from None

    def _on_act(self, conn: Conn, player: Player, msg: P.Act) -> None:
        st = self._resolve_seat(player, msg.seat)
        hand = self.hand
        if hand is None or msg.hand != hand.number:
            raise HostError(P.ErrorCode.STALE_HAND)
        d = self._decision
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
        action = Action.make(kind, st.seat, to) if kind.takes_amount else Action.make(kind,
                                                                                      st.seat)
        try:
            hand.verify(action)
        except WrongAmountError as exc:
            raise HostError(P.ErrorCode.BAD_AMOUNT, str(exc)) from None
        except IllegalActionError as exc:
            raise HostError(P.ErrorCode.ILLEGAL_ACTION, str(exc)) from None
        st.timeouts = 0
        st.away = False
        self._take(action, timed_out=False)

    def _on_cover(self, conn: Conn, player: Player, msg: P.Cover) -> None:
        """Hotseat: the hand-over cover of ``msg.seat`` is up (the acting seat's clock and time
        bank are held, once per decision, at most ``cover_limit``) or down (the clock starts
        fresh and a new ``turn`` goes out)."""
        st = self._resolve_seat(player, msg.seat)
        if not player.hotseat:
            raise HostError(P.ErrorCode.BAD_FIELD,
                            "The hand-over cover is for the host's screen holding several seats.")
        hand, d = self.hand, self._decision
        acting = (d is not None and hand is not None and not hand.is_complete
                  and d.hand == hand.number and d.seat == st.seat == hand.acting_seat)
        if msg.up:
            self._covers[st.seat] = self.now
            if acting and d is not None and d.can_cover():
                # what the bank lost so far stays lost
                st.bank_ms = max(0, st.bank_ms - d.cover(self.now))
            return
        self._covers.pop(st.seat, None)
        if player.screen != st.seat:  # acknowledged: this seat's person is at the screen now
            player.screen = st.seat
            self._dirty_conns.add(conn.id)  # its down cards, which were kept back
        if acting and d is not None and d.covered is not None:
            self._uncover(d, st, self.now)

    def _on_show(self, conn: Conn, player: Player, msg: P.Show) -> None:
        """O6: the uncontested winner shows, within the window ``show_chance`` announced."""
        st = self._resolve_seat(player, msg.seat)
        hand = self.hand
        if hand is None or msg.hand != hand.number:
            raise HostError(P.ErrorCode.STALE_HAND)
        if self.phase is not Phase.SHOW or self._show_seat != st.seat:
            raise HostError(P.ErrorCode.OUT_OF_ORDER, "There is nothing to show now.")
        events = hand.apply(Action.make(ActionKind.SHOW, st.seat))
        self._show_seat = None  # the window closes: _advance closes the hand
        self.journal.hand_updated(hand.number, self._journal_phh(hand))
        self._publish(events)

    def _on_ante(self, conn: Conn, player: Player, msg: P.Ante) -> None:
        st = self._resolve_seat(player, msg.seat)
        if self.phase is not Phase.ANTE or st.seat not in self._ante \
                or msg.hand != self._ante_hand:
            raise HostError(P.ErrorCode.OUT_OF_ORDER, "There is no ante question for that seat.")
        if self._ante[st.seat] is None:
            st.timeouts = 0
            self._ante[st.seat] = msg.post

    def _on_sit_out(self, conn: Conn, player: Player, msg: P.SitOut) -> None:
        st = self._resolve_seat(player, msg.seat)
        st.sitting_out = True
        self._save_settings(st)
        self._broadcast_table()

    def _on_sit_back(self, conn: Conn, player: Player, msg: P.SitBack) -> None:
        st = self._resolve_seat(player, msg.seat)
        st.sitting_out = False
        st.away = False
        st.timeouts = 0
        st.back_on_reconnect = False
        self._save_settings(st)
        self._broadcast_table()

    def _save_settings(self, st: SeatState) -> None:
        """Seat settings are not chip movements: they are written in batches (at most
        :data:`SETTINGS_DELAY` late, and before every hand and at the stop)."""
        if self.seats.get(st.seat) is st:
            if not self._settings_dirty:
                self._settings_due = self.now + SETTINGS_DELAY
            self._settings_dirty[st.seat] = st

    def _write_settings(self) -> None:
        dirty, self._settings_dirty = self._settings_dirty, {}
        for seat, st in sorted(dirty.items()):
            if self.seats.get(seat) is st:
                self.journal.set_seat_settings(seat, sitting_out=st.sitting_out,
                                               auto_ante=st.auto_ante, auto_muck=st.auto_muck)

    def _on_settings(self, conn: Conn, player: Player, msg: P.Settings) -> None:
        st = self._resolve_seat(player, msg.seat)
        changed = False
        if msg.auto_ante is not None and msg.auto_ante != st.auto_ante:
            st.auto_ante = msg.auto_ante
            changed = True
        if msg.auto_muck is not None and msg.auto_muck != st.auto_muck:
            st.auto_muck = msg.auto_muck  # from the next hand: the engine has it per hand
            changed = True
        if changed:  # the same settings again cost neither a write nor a table
            self._save_settings(st)
            # Only this connection needs to see it now; the others get it with the next table.
            self._dirty_conns.add(conn.id)

    def _on_rebuy(self, conn: Conn, player: Player, msg: P.Rebuy) -> None:
        """T3: a rebuy tops the stack up to the buy-in, between hands (or while the seat is
        not in the hand being played); ``amount`` must cover the difference, which is what
        is added."""
        st = self._resolve_seat(player, msg.seat)
        if self.hand is not None and st.seat in self.hand_seats:
            raise HostError(P.ErrorCode.BETWEEN_HANDS)
        if self.night is not None and self.night.fmt.tournament:
            try:
                self.night.rebuy(self, st, msg.amount)
            except FormatRefusal as exc:
                raise HostError(exc.code, exc.message) from None
            return
        need = self.config.buy_in - st.stack
        if need <= 0:
            raise HostError(P.ErrorCode.BAD_BUY_IN, "Your stack is already the full buy-in.")
        if msg.amount < need:
            raise HostError(P.ErrorCode.BAD_BUY_IN,
                            f"No short buys: a rebuy brings the stack to the buy-in, {need} "
                            "chips now.")
        st.stack += need
        self.journal.rebuy(st.account, st.seat, need, st.stack)
        self._broadcast_table()
        self._send_ledger()

    def _on_chat(self, conn: Conn, player: Player, msg: P.Chat) -> None:
        if not conn.chat_bucket.take(self.now):
            raise HostError(P.ErrorCode.TOO_FAST)
        seats = self._seats_of(player)
        self._broadcast(P.ChatLine(sender=player.name, text=msg.text,
                                   client_id=player.client_id,
                                   seat=seats[0] if seats else None), everyone=True)

    # host control

    def _on_approve(self, conn: Conn, player: Player, msg: P.Approve) -> None:
        target = next((c for c in self.conns.values() if c.pending is not None and (
            c.pending_id == msg.client_id or (msg.name is not None
                                              and c.pending.name.casefold() == msg.name.casefold())
        )), None)
        if target is None or target.pending is None:
            raise HostError(P.ErrorCode.BAD_FIELD, "Nobody of that name or id is waiting.")
        if msg.allow:
            self.barred_names.discard(name_key(target.pending.name))
            self._admit_new(target, target.pending.name, target.pending_id)
        else:
            target.pending = None
            self._fatal(target, P.ErrorCode.REFUSED)

    def _on_kick(self, conn: Conn, player: Player, msg: P.Kick) -> None:
        st = self.seats.get(msg.seat)
        if st is None:
            raise HostError(P.ErrorCode.NOT_SEATED, "Nobody sits there.")
        victim = st.player
        if victim is None:  # a bot
            st.leaving = True
            self._stand(st)
            return
        if victim is player:
            raise HostError(P.ErrorCode.BAD_FIELD, "The host cannot kick themselves.")
        victim.kicked = True
        for s in self._seats_of(victim):
            seat_state = self.seats[s]
            self.barred_names.add(name_key(seat_state.name))
            self.journal.set_player_kicked(seat_state.account)
            seat_state.leaving = True
            if self.hand is None or s not in self.hand_seats or self.hand.is_complete:
                self._remove_seat(seat_state, "kick")
            else:
                self._stand(seat_state)
        self.barred_names.add(name_key(victim.name))
        if victim.token_hash is not None:
            self.barred_tokens.add(victim.token_hash)
        victim.token_hash = None
        if victim.conn is not None:
            vconn = victim.conn
            victim.conn = None
            vconn.player = None
            self._fatal(vconn, P.ErrorCode.KICKED)
        if victim in self.players:
            self.players.remove(victim)
        log.warning("the host removed %r; the name and token are barred for the session",
                    victim.name)
        self._broadcast(P.Notice(code="removed", name=victim.name), everyone=True)

    def let_back(self, name: str) -> None:
        """Lift a kick's bar on ``name`` (the host lets them back in; tokens stay void)."""
        self.barred_names.discard(name_key(name))

    def _on_pause(self, conn: Conn, player: Player, msg: P.Pause) -> None:
        self.paused = msg.on
        if self.hand is None:
            self.status = "paused" if msg.on else "waiting"
        self._broadcast_table()

    def _on_end_session(self, conn: Conn, player: Player, msg: P.EndSession) -> None:
        self._end_requested = True
        self._broadcast(P.Notice(code="ending"), everyone=True)

    # ------------------------------------------------------------------ bots

    def add_bots(self, count: int, level: str | None = None) -> list[int]:
        """Seat ``count`` computer players in the lowest free seats (from the next hand);
        returns their seats."""
        seated = []
        for _ in range(count):
            free = [s for s in range(1, self.options.seats + 1) if s not in self.seats]
            if not free:
                break
            seated.append(self.add_bot(free[0], level))
        return seated

    def add_bot(self, seat: int, level: str | None = None, name: str | None = None) -> int:
        """Seat one computer player of ``level`` in ``seat`` (from the next hand), called
        ``name`` when that name is free at the table, else a bot name; returns the seat.
        ``ValueError`` when the seat is taken or not at this table."""
        if not 1 <= seat <= self.options.seats:
            raise ValueError(f"this table has seats 1 to {self.options.seats} only")
        if seat in self.seats or seat in self.hand_seats:
            raise ValueError(f"seat {seat} is taken")
        level = level or self.options.bot_level
        name = " ".join(unicodedata.normalize("NFKC", name).split())[: P.MAX_NAME_LEN] \
            if name else None
        if not name or not name.isprintable() or check_name(
                name, self._names_in_use(), bot=True) is not None:
            name = self._bot_name(level)
        bot = self.bot_factory(level, random.Random(self.rng.getrandbits(64)))
        account = self._account(None, name, level)
        self.journal.take_seat(account, seat, self.config.buy_in)
        self.seats[seat] = SeatState(seat, name, None, account, self.config.buy_in,
                                     bank_ms=self._bank_of(account), bot=bot,
                                     bot_level=level)
        self._broadcast_table()
        return seat

    def _bot_name(self, level: str) -> str:
        for name in BOT_NAMES:  # plain names: seat entries say ``bot`` (the GUI draws a marker)
            if check_name(name, self._names_in_use(), bot=True) is None:
                return name
        k = 1
        while check_name(f"Bot {k}", self._names_in_use(), bot=True) is not None:
            k += 1
        return f"Bot {k}"

    def bots_seated(self) -> int:
        return sum(1 for st in self.seats.values() if st.is_bot)
