"""The table core's dispatcher, sans-I/O: ``(connection, bytes or message, now)`` in, frames
to send and the next wake-up out.

:class:`TableCore` holds the table's parts and its state as they read it
(:class:`net.table.state.TableState`, :attr:`TableCore.state`), and puts the entry points on
top; what it shows of the state (``core.hand``, ``core.seats``, ...) is read-only, each
attribute read from the part that owns it. It never touches a socket, a clock or a thread:
every entry point takes ``now`` (seconds on any monotonic clock) and returns a list of outputs
(:class:`Send`, :class:`Close`, :class:`AskBot`, :class:`EndSession`); :meth:`TableCore.next_wake`
says when :meth:`TableCore.tick` must be called next. Each message goes to its handler by its type
(:attr:`TableCore.handlers`), and the work is done by the parts beside it (:mod:`net.table`):
admission, seating, the decisions, the dealer, the hand loop (its phases a transition table),
the fan-out and the outbox; the journal is behind :class:`net.table.store.TableStore`. A step
that raises is logged with its context and the table carries on in a known state (``strict``:
it raises, as the tests want).

The asyncio shell (:mod:`net.host`) feeds it bytes from sockets, runs bots off the loop and
feeds their choice back with :meth:`TableCore.bot_decided`, and writes what comes out (a
hand's last move before the step ends: :meth:`TableCore.hand_over_early`, so that players get it
before the hand's end is journalled and revealed). Tests drive it with a fake clock and scripted
connections (``tests/net/tablekit.py``): no sockets, no sleeping.
"""

from __future__ import annotations

import logging
import random
import secrets
from collections.abc import Callable, Mapping
from typing import Any, cast

from net import protocol as P
from net.table.admission import Admission
from net.table.clock import DecisionClock
from net.table.dealer import Dealer
from net.table.decisions import Decisions
from net.table.fanout import bounded_ledger
from net.table.frames import Frames
from net.table.loop import HandLoop
from net.table.nobody import NobodyDeals
from net.table.options import COST, BotFactory, HostOptions
from net.table.outbox import Outbox
from net.table.outputs import HostError, Output
from net.table.phases import WAITING, Phase
from net.table.seating import Seating
from net.table.seats import Conn, Player, SeatState
from net.table.state import Read, TableState
from net.table.store import TableStore
from net.table_formats import FormatRunner
from studdesk import __version__
from studdesk.engine.actions import IllegalActionError, LegalAction
from studdesk.engine.config import GameConfig
from studdesk.engine.hand import Hand

log = logging.getLogger("net.table")

Handler = Callable[[Conn, Player, Any], None]
"""A message's handler: the connection, its player, the message (of the handler's type)."""


class TableCore:
    """One table, sans-I/O. See the module's docstring."""

    options: Read[HostOptions] = Read()
    journal: Read[TableStore] = Read()
    rng: Read[random.Random] = Read()
    night: Read[FormatRunner | None] = Read()
    now: Read[float] = Read()
    hand_listeners: Read[list[Callable[[Hand], None]]] = Read()
    resumed: Read[bool] = Read()
    restored_voided: Read[list[int]] = Read()
    session_ended: Read[bool] = Read()
    players: Read[list[Player]] = Read()
    seats: Read[Mapping[int, SeatState]] = Read()
    conns: Read[Mapping[int, Conn]] = Read()
    phase: Read[Phase] = Read()
    status: Read[str] = Read()
    hand: Read[Hand | None] = Read()
    hand_seats: Read[Mapping[int, SeatState]] = Read()
    next_hand: Read[int] = Read()
    config: Read[GameConfig] = Read()
    paused: Read[bool] = Read()
    decision: Read[DecisionClock | None] = Read()
    hands_played: Read[int] = Read()
    hand_settled: Read[bool] = Read()

    def __init__(self, options: HostOptions, *, admin_token: str, journal: TableStore,
                 rng: random.Random | None = None, bot_factory: BotFactory | None = None,
                 randbytes: Callable[[int], bytes] = secrets.token_bytes,
                 token_maker: Callable[[], str] = lambda: secrets.token_urlsafe(24),
                 now: float = 0.0, strict: bool = False) -> None:
        self.state = state = TableState(
            options, admin_token=admin_token, journal=journal, rng=rng, bot_factory=bot_factory,
            randbytes=randbytes, token_maker=token_maker, now=now)
        self.strict = strict  # tests: a step that raises raises (else: logged, table goes on)
        self.failures = 0  # steps that raised (logged with their context)
        self._in_step = False
        self.outbox = Outbox(state)
        self.frames = Frames(state, self.outbox, self)
        self.seating = Seating(state, self.outbox, self.frames, self)
        self.decisions = Decisions(state, self.outbox, self.frames, self.seating)
        self.dealer = Dealer(state, self.outbox)
        self.loop = HandLoop(state, self.outbox, self.frames, self.seating, self.decisions,
                             self.dealer, self)
        self.admission = Admission(state, self.outbox, self.frames, self.seating,
                                   self.decisions, self, self.summary)
        state.attach(seating=self.seating, admission=self.admission, loop=self.loop,
                     decisions=self.decisions, dealer=self.dealer)
        seating, decisions, loop, admission = (self.seating, self.decisions, self.loop,
                                               self.admission)
        self.nobody = state.nobody = (NobodyDeals(state, self.outbox, self.frames, seating,
                                      decisions, self.dealer, loop) if options.trustless else None)
        deal = self._on_deal if self.nobody is None else self.nobody.on_message
        self.handlers: dict[type[P.ClientMessage], Handler] = {
            P.Watch: self.frames.on_watch, P.Sit: seating.on_sit, P.Stand: seating.on_stand,
            P.Act: decisions.on_act, P.Cover: decisions.on_cover, P.Show: loop.on_show,
            P.Landed: decisions.on_landed, P.Declare: decisions.on_declare,
            P.TurnUp: decisions.on_turn_up, P.Ante: loop.on_ante,
            P.SitOut: seating.on_sit_out, P.SitBack: seating.on_sit_back,
            P.Settings: seating.on_settings, P.Rebuy: seating.on_rebuy, P.Chat: self._on_chat,
            P.Choose: loop.on_choose, P.Approve: admission.on_approve,
            P.Kick: admission.on_kick, P.Pause: loop.on_pause, P.EndSession: loop.on_end_session,
            P.DealKey: deal, P.DealShuffle: deal, P.DealTokens: deal, P.DealShowdown: deal,
        }
        """The handler of each message type a seated or watching player may send (``ping``,
        ``hello`` and ``leave`` come before it: :meth:`_handle`)."""
        self.summary()  # a table name the protocol cannot carry fails here, not at the first hello

    # ------------------------------------------------------------------ the step machinery

    def _begin(self, now: float) -> bool:
        if self.night is not None:
            self.night.clock(now - self.now, self.paused)
        self.state.clock_to(now)
        if self._in_step:
            return False
        self._in_step = True
        return True

    def _end(self, outer: bool, what: str) -> list[Output]:
        if not outer:
            return []
        try:
            self.loop.advance()
            self.frames.flush()
            self.outbox.tell_notices()
        except Exception:  # never let one bad step kill the table: log it, keep the table
            if self.strict:
                self._in_step = False
                raise
            self._failed_step(what)
        finally:
            self._in_step = False
        return self.outbox.take()

    def _step(self, what: str, now: float, body: Callable[[], None]) -> list[Output]:
        """Run ``body`` as one step at ``now``: the hand loop goes on after it, the tables
        changed go out, and what the step wrote is returned."""
        outer = self._begin(now)
        try:
            body()
        except Exception:
            self._end(outer, what)
            raise
        return self._end(outer, what)

    def _failed_step(self, what: str) -> None:
        """A step raised: log it with its context, and leave the table in a known state (the
        hand and its decision as they are, a fresh ``table`` to every follower, the turn
        sent again), so the next step carries on from there."""
        d, hand = self.decision, self.hand
        log.exception("the table failed a step: %s at %.3f; phase %s, status %s, hand %s, "
                      "acting seat %s, decision %s", what, self.now, self.phase.value,
                      self.status, hand.number if hand is not None else None,
                      hand.acting_seat if hand is not None else None, d)
        self.failures += 1
        try:
            self.frames.mark_dirty()
            self.frames.flush()
            self.frames.send_turn()
        except Exception:
            log.exception("the table could not resend its state after the failure")

    # ------------------------------------------------------------------ entry points

    def restore(self, now: float) -> list[Output]:
        """Load the session from the journal (a fresh one when there is none)."""
        return self._step("restore", now, self.loop.restore)

    def connect(self, conn_id: int, address: str, now: float) -> list[Output]:
        """A new connection from ``address`` (its IP): see :meth:`Admission.connect`."""
        return self._step("connect", now, lambda: self.admission.connect(conn_id, address))

    def receive_data(self, conn_id: int, data: bytes, now: float) -> list[Output]:
        """Bytes from connection ``conn_id`` (``b""`` at the end of its stream)."""
        def body() -> None:
            conn = self.conns.get(conn_id)
            if conn is not None and not conn.closed:
                conn.proto.receive_data(data)
                self._read(conn)
        return self._step("receive_data", now, body)

    def receive(self, conn_id: int, msg: P.ClientMessage, now: float) -> list[Output]:
        """A message already parsed (tests; the same path as :meth:`receive_data` after
        framing)."""
        return self.receive_data(conn_id, P.encode_message(msg), now)

    def connection_lost(self, conn_id: int, now: float) -> list[Output]:
        return self._step("connection_lost", now, lambda: self.admission.lost(conn_id))

    def bot_decided(self, request: int, move: LegalAction | None, now: float) -> list[Output]:
        """The bot asked with ``request`` chose ``move`` (``None``: it failed)."""
        return self._step("bot_decided", now,
                          lambda: self.decisions.bot_decided(request, move))

    def tick(self, now: float) -> list[Output]:
        """Time passed: timers, deadlines, idle connections."""
        def body() -> None:
            self.admission.check_connections()
            if self.seating.settings_dirty and self.now >= self.seating.settings_due:
                self.seating.write_settings()
        return self._step("tick", now, body)

    def call(self, fn: Callable[[TableCore], Any], now: float) -> tuple[Any, list[Output]]:
        """Run ``fn(self)`` (e.g. :meth:`add_bot`) as one step; its result and the outputs."""
        result: list[Any] = []
        outputs = self._step("call", now, lambda: result.append(fn(self)))
        return result[0] if result else None, outputs

    def hand_over_early(self, carry_out: Callable[[list[Output]], None] | None) -> None:
        """``carry_out(outputs)`` takes what a step made so far at :meth:`Outbox.hand_over`."""
        self.outbox.early = carry_out

    def next_wake(self) -> float | None:
        """When :meth:`tick` must be called next (``None``: only when something arrives)."""
        times = self.admission.wakes()
        if self.seating.settings_dirty:
            times.append(self.seating.settings_due)
        if self.phase in WAITING:
            times.append(self.state.until)
        if self.decision is not None:
            times.extend(self.decision.wake(self.options.cover_limit))
        for clock in self.state.choosers.values():  # W9.5, W11.3: each chooser's own clock
            times.extend(clock.wake(self.options.cover_limit))
        times.extend(self.nobody.wake() if self.nobody is not None else ())  # H4's waits
        return min(times) if times else None

    def stop(self, now: float, *, end_session: bool = False) -> list[Output]:
        """Void a hand in play (chips back to where they were when it started), send everyone
        the final ledger and ``session_ended``, close every connection. The journal stays open
        (the shell closes it)."""
        outer = self._begin(now)
        try:
            self.loop.stop()
            entries = self.journal.write_ledger(final=True)
            if end_session:
                self.state.end_session()
            ledger = self.outbox.frame(P.Ledger(entries=tuple(bounded_ledger(entries)),
                                                final=True))
            for conn in list(self.conns.values()):
                if ledger is not None and conn.proto.state is P.State.OPEN:
                    self.outbox.write(conn, ledger)
                self.outbox.fatal(conn, P.ErrorCode.SESSION_ENDED)
        finally:
            self.frames.table_dirty = False
            if outer:
                self._in_step = False
        return self.outbox.take()

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
                   **({"trustless": True} if self.options.trustless else {}),
                   **(self.night.summary(self) if self.night is not None else {})})

    # ------------------------------------------------------------------ what the shell asks

    def add_bots(self, count: int, level: str | None = None) -> list[int]:
        """Seat ``count`` computer players in the lowest free seats (from the next hand)."""
        return self.seating.add_bots(count, level)

    def add_bot(self, seat: int, level: str | None = None, name: str | None = None) -> int:
        """Seat one computer player (see :meth:`Seating.add_bot`); returns the seat."""
        return self.seating.add_bot(seat, level, name)

    def bots_seated(self) -> int:
        return self.seating.bots_seated()

    def let_back(self, name: str) -> None:
        """Lift a kick's bar on ``name`` (the host lets them back in; tokens stay void)."""
        self.admission.let_back(name)

    # ------------------------------- what formats use (net.table_formats.Core: public members)

    def eligible(self) -> list[SeatState]:
        """The seats that would be dealt in now."""
        return self.state.eligible()

    def send_message(self, conn: Conn, msg: P.HostMessage) -> None:
        """``msg`` (a typed record) to one connection."""
        if conn.proto.state is P.State.OPEN:
            self.outbox.send(conn, msg)

    def broadcast_message(self, msg: P.HostMessage, *, everyone: bool = False) -> None:
        """``msg`` to every follower (``everyone``: every admitted connection)."""
        self.outbox.broadcast(msg, everyone=everyone)

    def table_changed(self) -> None:
        """Something every follower sees changed: a ``table`` goes out at the end of the step."""
        self.frames.mark_dirty()

    def send_ledger(self) -> None:
        self.outbox.send_ledger()

    def request_end(self) -> None:
        """End the session after this hand (a sit-and-go with its winner)."""
        self.loop.request_end()

    # ------------------------------------------------------------------ messages

    def _read(self, conn: Conn) -> None:
        while not conn.closed:
            try:
                msg = conn.proto.next_event()
            except P.RemoteProtocolError as exc:
                if exc.fatal:
                    self.outbox.fatal(conn, exc.code, exc.message)
                    return
                conn.last_frame = self.now
                self._refuse(conn, exc.code, exc.message)
                continue
            if msg is None:
                return
            if isinstance(msg, P.ConnectionClosed):
                self.outbox.close(conn)
                return
            conn.last_frame = self.now  # a whole frame: the idle clock starts again
            if not conn.bucket.take(self.now, COST.get(msg.TYPE, 1.0)):
                self._refuse(conn, P.ErrorCode.TOO_FAST)
                continue
            try:
                self._handle(conn, cast(P.ClientMessage, msg))  # a HOST's peer sends these
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
            self.outbox.fatal(conn, P.ErrorCode.TOO_FAST, "Too many refused messages; goodbye.")
            return
        self.outbox.error(conn, code, message)

    def _handle(self, conn: Conn, msg: P.ClientMessage) -> None:
        if isinstance(msg, P.Ping):
            self.outbox.send(conn, P.Pong(nonce=msg.nonce))
            return
        if isinstance(msg, P.Hello):
            self.admission.on_hello(conn, msg)
            return
        if isinstance(msg, P.Leave):
            self.admission.on_leave(conn)
            return
        player = conn.player
        if player is None:
            raise HostError(P.ErrorCode.OUT_OF_ORDER)
        if msg.TYPE in P.HOST_CONTROL and not player.is_host:
            raise HostError(P.ErrorCode.HOST_ONLY)
        self.handlers[type(msg)](conn, player, msg)

    def _on_deal(self, conn: Conn, player: Player, msg: P.ClientMessage) -> None:
        """A device's share of a deal nobody has to trust (net/TRUSTLESS.md, else
        :class:`NobodyDeals`): this table deals the cards itself."""
        raise HostError(P.ErrorCode.OUT_OF_ORDER,
                        "This table deals the cards itself: it takes no shuffles or tokens.")

    def _on_chat(self, conn: Conn, player: Player, msg: P.Chat) -> None:
        if not conn.chat_bucket.take(self.now):
            raise HostError(P.ErrorCode.TOO_FAST)
        seats = self.state.seats_of(player)
        self.outbox.broadcast(P.ChatLine(sender=player.name, text=msg.text,
                                         client_id=player.client_id,
                                         seat=seats[0] if seats else None), everyone=True)
