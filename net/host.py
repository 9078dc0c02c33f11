"""The table server: one asyncio process owns the engine, the clock, the shuffle and the journal.

:class:`TableHost` listens with :func:`asyncio.start_server`. Each TCP connection gets a
sans-I/O :class:`net.protocol.Connection` and a reader task; a connection may hold several
seats (hotseat) or watch. Every change of the hand is sent to every connection that follows
the table as one write: the engine's events censored for the seats that connection holds
(RULES.md H1), then a ``table`` message whose ``views`` are exactly
``view_to_dict(view(hand, seat))`` for each of its seats (the spectator view when it holds
none), then the ``turn`` when someone must act.

The hand loop (one task) seats players, asks the ante question (D1), deals, waits for each
decision with its timer (C1-C3) and records the hand in the journal. Decisions arrive from the
reader tasks (checked with ``Hand.verify`` at once, so a bad ``act`` gets its ``error`` at
once) or from bots running in-process (``studdesk.bots.make_bot``; their thinking runs in a
worker thread so the event loop never waits for it).

Host control. The host's own connection is the one whose ``hello`` carries the *admin token*
(:attr:`TableHost.admin_token`: given in :class:`HostOptions`, or kept in the data directory as
``host-token``, or made fresh). It gets ``welcome.host`` true and may send ``approve``,
``kick``, ``pause`` and ``end_session``.

Nothing a client sends can hurt the table: every frame is checked by the protocol module,
each connection has a token bucket (too many messages are refused with ``too_fast``; too many
errors close that connection), a slow reader whose write buffer grows past a limit is cut off
(its seats stay, C4), and an illegal action is an ``error`` frame carrying the engine's reason.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import logging
import random
import secrets
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final, Protocol, cast

from net import protocol as P
from net.aio import within
from net.journal import Journal, token_hash
from studdesk import __version__
from studdesk.engine.actions import (
    Action,
    ActionKind,
    BringIn,
    Check,
    Fold,
    IllegalActionError,
    LegalAction,
    Muck,
    WrongAmountError,
)
from studdesk.engine.cards import Card, shuffled_deck
from studdesk.engine.config import GameConfig, Variant
from studdesk.engine.events import ActionTaken, CardDealt, Event, censor, event_to_dict
from studdesk.engine.hand import Hand, PlayerSpec
from studdesk.engine.phh import export_hand
from studdesk.engine.views import TableView, config_to_dict, view, view_to_dict

log = logging.getLogger(__name__)

ADMIN_TOKEN_FILE: Final = "host-token"
BOT_NAMES: Final = ("Ada", "Boris", "Cleo", "Dmitri", "Edda", "Felix", "Greta", "Hugo")


class Bot(Protocol):
    """What ``studdesk.bots.make_bot`` returns."""

    def decide(self, view: TableView) -> LegalAction: ...


BotFactory = Callable[[str, random.Random], Bot]


def default_bot_factory(level: str, rng: random.Random) -> Bot:
    from studdesk.bots import make_bot

    bot: Bot = make_bot(level, rng)
    return bot


@dataclass(kw_only=True)
class HostOptions:
    """Everything the host decides. Times are seconds; chips are cents (T2)."""

    name: str = "StudDesk table"
    config: GameConfig = field(default_factory=lambda: GameConfig.preset(Variant.STUD, 200))
    seats: int = 8  # seats 1..seats are used
    timer: float = 10.0  # C1: each decision
    time_bank: float = 0.0  # C2: per player, spent after the timer
    password: str | None = None
    approve: bool = False  # new players wait for the host's approve
    hand_pause: float = 2.0  # between hands
    think_ms: int = 0  # bots' thinking delay
    bot_level: str = "normal"
    admin_token: str | None = None
    data_dir: Path | None = None  # None: the journal lives in memory
    idle_timeout: float = 15.0  # a connection silent this long is dropped (C4 applies)
    max_write_buffer: int = 1 << 20  # a slower reader is cut off
    rate: float = 2000.0  # messages per second per connection (token bucket) ...
    burst: float = 4000.0  # ... and its size
    chat_rate: float = 0.5  # chat lines per second per connection ...
    chat_burst: float = 5.0
    max_errors: int = 50  # refused messages before the connection is closed
    max_connections: int = 64  # more at once are turned away
    advertise_on: Sequence[str] | None = None  # mDNS interfaces (None: do not advertise)


class HostError(Exception):
    """A request refused with an ``error`` frame (not fatal unless the code is)."""

    def __init__(self, code: str, message: str | None = None) -> None:
        super().__init__(code)
        self.code = code
        self.message = message


class _Bucket:
    """A token bucket: ``take()`` is false when the client goes faster than ``rate``."""

    __slots__ = ("rate", "size", "tokens", "stamp")

    def __init__(self, rate: float, size: float) -> None:
        self.rate, self.size, self.tokens = rate, size, size
        self.stamp = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.size, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


@dataclass(eq=False)
class Player:
    """One client identity: a reconnect token, a name, the seats it holds."""

    client_id: int
    name: str
    token_hash: str | None
    is_host: bool = False
    conn: ClientConn | None = None
    watching: bool = False
    kicked: bool = False


@dataclass(eq=False)
class SeatState:
    seat: int
    name: str
    player: Player | None  # None for a bot
    account: int  # the journal's player row
    stack: int
    bank_ms: int = 0
    sitting_out: bool = False
    auto_ante: bool = True
    auto_muck: bool = True
    timeouts: int = 0
    away: bool = False  # sat out by C3 in this hand: decide for them at once
    leaving: bool = False  # stood up or kicked during the hand: removed when it ends
    back_on_reconnect: bool = False  # restored after a host restart
    bot: Bot | None = None
    bot_level: str | None = None

    @property
    def is_bot(self) -> bool:
        return self.player is None


@dataclass(eq=False)
class ClientConn:
    serial: int
    reader: asyncio.StreamReader
    writer: asyncio.StreamWriter
    proto: P.Connection
    bucket: _Bucket
    chat_bucket: _Bucket
    player: Player | None = None
    pending: P.Hello | None = None  # waiting for approval
    pending_id: int = 0
    errors: int = 0
    closed: bool = False
    peer: str = ""


@dataclass
class _Decision:
    hand: int
    seat: int
    future: asyncio.Future[Action]
    started: float
    base: float
    bank: float


def event_to_wire(event: Event, *, timeout: bool = False) -> dict[str, Any]:
    """An engine event as the ``event`` payload: ``kind`` and the event's fields."""
    data = event_to_dict(event)
    data["kind"] = data.pop("type")
    if timeout:
        data["timeout"] = True
    return data


def _pick_timeout_action(moves: Sequence[LegalAction], seat: int) -> Action:
    """C1: check if legal, else the bring-in, else (showdown) muck, else fold."""
    kinds = {m.kind for m in moves}
    if ActionKind.CHECK in kinds:
        return Check(seat)
    if ActionKind.BRING_IN in kinds:
        return BringIn(seat)
    if ActionKind.MUCK in kinds:
        return Muck(seat)
    return Fold(seat)


@dataclass(frozen=True, slots=True)
class _Snapshot:
    public: dict[str, Any] | None  # view_to_dict(view(hand, None))
    seats: list[dict[str, Any] | None]  # the table's seat entries as a spectator sees them


def seat_view_dict(hand: Hand, public: dict[str, Any], seat: int) -> dict[str, Any]:
    """``view_to_dict(view(hand, seat))``, made from the spectator's ``public`` dict: only the
    seat's own cards, the dead cards (a folded viewer's own up cards are not dead to them) and
    the legal actions differ. (Equal to the direct computation; tested.)"""
    out = dict(public)
    out["viewer"] = seat
    index = next((i for i, p in enumerate(hand.players) if p.seat == seat), None)
    if index is not None:
        p = hand.players[index]
        seats = list(public["seats"])
        entry = dict(seats[index])
        entry["cards"] = [str(c) for c in p.cards]
        entry["face_up"] = list(p.face_up)
        seats[index] = entry
        out["seats"] = seats
        if p.folded:
            out["dead_cards"] = [str(c) for q in hand.players if q.folded and q.seat != seat
                                 for c in q.up_cards]
    if hand.acting_seat is not None and hand.acting_seat == seat:
        out["legal_actions"] = [
            {"action": m.kind.value, "seat": m.seat, "to": m.to, "amount": m.amount,
             "all_in": m.all_in} for m in hand.legal_actions()]
    return out


class TableHost:
    """One table. ``await start()``, then it runs until :meth:`stop` (or ``end_session``)."""

    def __init__(self, options: HostOptions, *, rng: random.Random | None = None,
                 journal: Journal | None = None, bot_factory: BotFactory | None = None) -> None:
        if not 2 <= options.seats <= 8:
            raise ValueError("a table has 2 to 8 seats")
        self.options = options
        self.config = options.config
        self.rng: random.Random = rng or secrets.SystemRandom()
        self.bot_factory = bot_factory or default_bot_factory
        self.journal = journal or (
            Journal.open(options.data_dir) if options.data_dir else Journal(":memory:"))
        self.admin_token = options.admin_token or self._load_admin_token()
        self.players: list[Player] = []
        self.seats: dict[int, SeatState] = {}
        self.conns: set[ClientConn] = set()
        self.hand: Hand | None = None
        self.hand_seats: dict[int, SeatState] = {}
        self.next_hand = 1
        self.hands_played = 0
        self.paused = False
        self.status = "waiting"
        self._salt = ""
        self._deck: list[Card] = []
        self._digest = ""
        self._decision: _Decision | None = None
        self._timeout_seat: int | None = None
        self._ante_wait: dict[int, asyncio.Future[bool]] = {}
        self._ante_hand = 0
        self._changed = asyncio.Event()
        self._end_requested = False
        self._stopping = False
        self._server: asyncio.Server | None = None
        self._loop_task: asyncio.Task[None] | None = None
        self._tasks: set[asyncio.Task[Any]] = set()
        self._serial = 0
        self._next_client_id = 2  # 1 is the host's own connection
        self._closed = asyncio.Event()
        self._advertiser: Any = None
        self._advertised_taken = -1
        self.session_ended = False
        self.restored_voided: list[int] = []
        self.hand_listeners: list[Callable[[Hand], None]] = []  # called after each hand
        self.summary()  # a table name the protocol cannot carry fails here, not at the first hello

    # ------------------------------------------------------------------ set-up

    def _load_admin_token(self) -> str:
        if self.options.data_dir is None:
            return secrets.token_urlsafe(24)
        path = Path(self.options.data_dir) / ADMIN_TOKEN_FILE
        try:
            token = path.read_text(encoding="ascii").strip()
            if 16 <= len(token) <= 128:
                return token
        except OSError:
            pass
        token = secrets.token_urlsafe(24)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(token + "\n", encoding="ascii")
        with contextlib.suppress(OSError):
            path.chmod(0o600)
        return token

    def _session_config(self) -> dict[str, Any]:
        return {"game": config_to_dict(self.config), "seats": self.options.seats,
                "name": self.options.name}

    def _restore(self) -> None:
        restored = self.journal.resume(self.options.name, self._session_config())
        self.restored_voided = restored.voided
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
        by_hash: dict[str, Player] = {}
        for rec in restored.seats:
            acc = accounts[rec.player_id]
            owner: Player | None = None
            if not acc.is_bot:
                key = acc.token_hash or f"none-{acc.player_id}"
                owner = by_hash.get(key)
                if owner is None:
                    owner = Player(acc.client_id, acc.name, acc.token_hash,
                                   is_host=acc.token_hash == token_hash(self.admin_token))
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

    async def start(self, host: str = "127.0.0.1", port: int = 0) -> None:
        """Restore from the journal, listen, advertise, and start dealing."""
        self._restore()
        self._server = await asyncio.start_server(self._serve, host, port)
        if self.options.advertise_on:
            await self._start_advertising()
        self._loop_task = asyncio.create_task(self._run(), name="studdesk-hand-loop")

    @property
    def port(self) -> int:
        assert self._server is not None
        sock = self._server.sockets[0]
        return int(sock.getsockname()[1])

    @property
    def address(self) -> str:
        assert self._server is not None
        return str(self._server.sockets[0].getsockname()[0])

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
                   "version": __version__})

    # ------------------------------------------------------------------ discovery

    async def _start_advertising(self) -> None:
        from net.discovery import Advertiser

        interfaces = list(self.options.advertise_on or ())
        addresses = [self.address] if self.address not in ("0.0.0.0", "::") else interfaces
        adv = Advertiser(name=self.options.name, port=self.port, interfaces=interfaces,
                         addresses=addresses, variant=self.config.variant.value,
                         stakes=self.config.stakes_label(), seats=self.options.seats,
                         taken=len(self.seats), password=bool(self.options.password),
                         version=__version__)
        await adv.async_start()
        self._advertiser = adv
        self._advertised_taken = len(self.seats)

    def _advertise_taken(self) -> None:
        adv = self._advertiser
        taken = len(self.seats)
        if adv is None or taken == self._advertised_taken:
            return
        self._advertised_taken = taken
        self._spawn(adv.async_update(taken=taken))

    # ------------------------------------------------------------------ stopping

    async def stop(self, *, end_session: bool = False) -> None:
        """Stop the table: a hand in play is voided (chips back to where they were when it
        started), everyone gets the ledger and ``session_ended``, the journal is closed.
        ``end_session`` also closes the session in the journal (a restart starts a new one);
        otherwise a restart with the same data directory carries on."""
        if self._stopping:
            await self._closed.wait()
            return
        self._stopping = True
        self._changed.set()
        task = self._loop_task
        if task is not None and task is not asyncio.current_task():
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
        if self.hand is not None and not self.hand.is_complete:
            self.journal.hand_voided(self.hand.number)
            self.hand = None
            self.hand_seats = {}
        self.status = "ended"
        entries = self.journal.write_ledger(final=True)
        if end_session:
            self.journal.end_session()
            self.session_ended = True
        ledger = P.encode_trusted({"type": "ledger", "final": True, "entries": entries})
        for conn in list(self.conns):
            if conn.proto.state is P.State.OPEN:
                self._write(conn, ledger)
            self._fatal(conn, P.ErrorCode.SESSION_ENDED)
        if self._server is not None:
            self._server.close()
        for conn in list(self.conns):
            await self._drain_close(conn)
        for t in list(self._tasks):
            if t is not asyncio.current_task():
                t.cancel()
        if self._advertiser is not None:
            with contextlib.suppress(Exception):
                await self._advertiser.async_close()
            self._advertiser = None
        self.journal.close()
        self._closed.set()

    async def wait_closed(self) -> None:
        await self._closed.wait()

    async def _drain_close(self, conn: ClientConn) -> None:
        """Flush, half-close, and read and drop what the peer still sends for a moment (a
        lingering close): closing a socket with unread input would reset the connection and
        the peer could lose the error that explains why."""
        with contextlib.suppress(Exception):
            await within(conn.writer.drain(), 1.0)
            if conn.writer.can_write_eof():
                conn.writer.write_eof()
            async with asyncio.timeout(1.0):
                while await conn.reader.read(65536):
                    pass
        conn.writer.close()

    # ------------------------------------------------------------------ the hand loop

    def _eligible(self) -> list[SeatState]:
        return [st for _, st in sorted(self.seats.items())
                if st.stack > 0 and not st.sitting_out and not st.leaving]

    def _can_deal(self) -> bool:
        return (not self.paused and not self._end_requested and not self._stopping
                and len(self._eligible()) >= 2)

    async def _wait_changed(self, timeout: float | None = None) -> None:
        self._changed.clear()
        with contextlib.suppress(TimeoutError):
            await within(self._changed.wait(), timeout)

    async def _run(self) -> None:
        try:
            while not self._stopping:
                if self._end_requested:
                    self._spawn(self.stop(end_session=True))
                    return
                if not self._can_deal():
                    self._set_status("paused" if self.paused else "waiting")
                    await self._wait_changed()
                    continue
                if self.hands_played and self.options.hand_pause > 0:
                    await asyncio.sleep(self.options.hand_pause)
                    if not self._can_deal():
                        continue
                dealt = await self._ask_antes(self._eligible())
                if len(dealt) < 2 or not self._can_deal():
                    await self._wait_changed(max(self.options.hand_pause, 0.05))
                    continue
                await self._play_hand(dealt)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("the hand loop failed")
            self._spawn(self.stop())

    def _set_status(self, status: str) -> None:
        if status != self.status:
            self.status = status
            self._broadcast_table()

    async def _ask_antes(self, candidates: list[SeatState]) -> list[SeatState]:
        """D1: players with auto-ante off are asked; no or no answer in time: dealt out."""
        askers = [st for st in candidates if not st.auto_ante and not st.is_bot]
        if not askers:
            return candidates
        loop = asyncio.get_running_loop()
        number = self.next_hand
        self._ante_hand = number
        self._ante_wait = {st.seat: loop.create_future() for st in askers}
        ms = int(self.options.timer * 1000)
        for st in askers:
            conn = st.player.conn if st.player else None
            if conn is not None:
                self._send_trusted(conn, {"type": "ante_question", "hand": number,
                                          "seat": st.seat, "deadline_ms": ms})
        await asyncio.wait(list(self._ante_wait.values()), timeout=self.options.timer)
        dealt = []
        for st in candidates:
            fut = self._ante_wait.get(st.seat)
            if fut is None:
                dealt.append(st)
            elif fut.done() and not fut.cancelled():
                if fut.result():
                    dealt.append(st)
            else:
                self._note_timeout(st)
        self._ante_wait = {}
        return [st for st in dealt if st.seat in self.seats and not st.sitting_out
                and not st.leaving and st.stack > 0]

    async def _play_hand(self, dealt: list[SeatState]) -> None:
        number = self.next_hand
        self.next_hand += 1
        deck = shuffled_deck(self.rng)
        salt = secrets.token_hex(16)
        digest = P.deck_digest(number, deck, salt)
        self._deck, self._salt, self._digest = deck, salt, digest
        specs = [PlayerSpec(st.seat, st.name, st.stack, st.auto_muck) for st in dealt]
        self.journal.hand_started(number, {st.seat: st.stack for st in dealt}, digest=digest,
                                  salt=salt, deck="".join(str(c) for c in deck))
        hand = Hand(self.config, specs, deck, number=number, reshuffle=P.d10_reshuffler(salt))
        self.hand = hand
        self.hand_seats = {st.seat: st for st in dealt}
        self.status = "playing"
        commit = P.encode_trusted({"type": "commit", "hand": number, "digest": digest})
        for conn in self._following():
            self._write(conn, commit)
        self._publish(list(hand.events))
        while not hand.is_complete and not self._stopping:
            seat = hand.acting_seat
            assert seat is not None
            action, timed_out = await self._decide(hand, seat)
            events = hand.apply(action)
            self._timeout_seat = seat if timed_out else None
            self._publish(events)
            self._timeout_seat = None
        if hand.is_complete:
            self._finish_hand(hand)  # else the host is stopping: stop() voids the hand

    async def _decide(self, hand: Hand, seat: int) -> tuple[Action, bool]:
        st = self.hand_seats[seat]
        moves = hand.legal_actions()
        if st.away or st.leaving or st.seat not in self.seats:
            # Away (C3) or gone: the host acts at once; for an away player as on a timeout.
            return _pick_timeout_action(moves, seat), st.away and not st.leaving
        loop = asyncio.get_running_loop()
        fut: asyncio.Future[Action] = loop.create_future()
        base = self.options.timer
        bank = st.bank_ms / 1000
        decision = _Decision(hand.number, seat, fut, loop.time(), base, bank)
        self._decision = decision
        if st.bot is not None:
            self._spawn(self._bot_decide(st, hand, fut))
        try:
            try:
                return await within(asyncio.shield(fut), base), False
            except TimeoutError:
                if bank <= 0 or fut.done():
                    raise
            start = loop.time()
            try:
                return await within(asyncio.shield(fut), bank), False
            finally:
                st.bank_ms = max(0, st.bank_ms - int((loop.time() - start) * 1000))
        except TimeoutError:
            if fut.done():
                return fut.result(), False
            self._note_timeout(st)
            return _pick_timeout_action(moves, seat), True
        finally:
            self._decision = None
            if not fut.done():
                fut.cancel()

    def _note_timeout(self, st: SeatState) -> None:
        """C3: two timeouts in a row sit the player out."""
        st.timeouts += 1
        if st.timeouts >= 2 and not st.sitting_out:
            st.sitting_out = True
            st.away = True
            self._save_settings(st)
            self._table_chat(f"{st.name} timed out twice and is sitting out.")

    async def _bot_decide(self, st: SeatState, hand: Hand, fut: asyncio.Future[Action]) -> None:
        if self.options.think_ms > 0:
            await asyncio.sleep(self.options.think_ms / 1000)
        if fut.done() or st.bot is None:
            return
        v = view(hand, st.seat)
        action: Action
        try:
            move = await asyncio.to_thread(st.bot.decide, v)
            action = move.action()
            hand.verify(action)
        except Exception:
            log.exception("the bot in seat %d failed; checking or folding for it", st.seat)
            action = _pick_timeout_action(hand.legal_actions(), st.seat)
        if not fut.done() and self.hand is hand and hand.acting_seat == st.seat:
            fut.set_result(action)

    def _finish_hand(self, hand: Hand) -> None:
        result = hand.result
        assert result is not None
        for seat, stack in result.stacks.items():
            st = self.hand_seats.get(seat)
            if st is not None:
                st.stack = stack
        extra = {"_fairness_digest": self._digest, "_fairness_salt": self._salt,
                 "_fairness_deck": "".join(str(c) for c in self._deck)}
        phh = export_hand(hand, extra=extra)
        self.journal.hand_completed(hand.number, phh, dict(result.stacks),
                                    {s: st.account for s, st in self.hand_seats.items()})
        self.hands_played += 1
        for conn in self._following():
            held = self._held(conn)
            events = [self._censor(e, held) for e in hand.events]
            self._send_trusted(conn, {
                "type": "reveal", "hand": hand.number,
                "deck": [str(c) for c in self._deck], "salt": self._salt,
                "phh": export_hand(hand, events=events, extra={
                    "_fairness_digest": self._digest, "_fairness_salt": self._salt})})
        hand_seats = self.hand_seats
        self.hand = None
        self.hand_seats = {}
        for st in hand_seats.values():
            st.away = st.away and st.sitting_out
            if st.leaving and self.seats.get(st.seat) is st:
                self._remove_seat(st, "stand" if not (st.player and st.player.kicked) else "kick")
        self.status = "waiting"
        self._broadcast_table()
        self._broadcast_trusted({"type": "ledger", "final": False,
                                 "entries": self.journal.ledger_entries()})
        for listener in list(self.hand_listeners):
            listener(hand)
        self._changed.set()

    # ------------------------------------------------------------------ what each connection sees

    def _following(self) -> list[ClientConn]:
        return [c for c in self.conns if not c.closed and c.player is not None
                and c.proto.state is P.State.OPEN and self._is_following(c)]

    def _is_following(self, conn: ClientConn) -> bool:
        player = conn.player
        return player is not None and (player.watching or bool(self._held(conn)))

    def _held(self, conn: ClientConn) -> frozenset[int]:
        player = conn.player
        if player is None:
            return frozenset()
        return frozenset(s for s, st in self.seats.items() if st.player is player)

    def _seats_of(self, player: Player) -> list[int]:
        return sorted(s for s, st in self.seats.items() if st.player is player)

    @staticmethod
    def _censor(event: Event, held: frozenset[int]) -> Event:
        if isinstance(event, CardDealt) and not event.face_up:
            return censor(event, event.seat if event.seat in held else None)
        return event

    def _publish(self, events: list[Event]) -> None:
        """One write per following connection: censored events, the table, the turn."""
        hand = self.hand
        if hand is None:
            return
        number = hand.number
        timeout_seat = self._timeout_seat
        plain: dict[tuple[int, bool], bytes] = {}
        turn = self._turn_frame(hand)
        table_cache: dict[frozenset[int], list[bytes]] = {}
        snap = self._snapshot()
        for conn in self._following():
            held = self._held(conn)
            parts: list[bytes] = []
            for i, ev in enumerate(events):
                visible = not isinstance(ev, CardDealt) or ev.face_up or ev.seat in held
                key = (i, visible)
                frame = plain.get(key)
                if frame is None:
                    shown = ev if visible else censor(ev, None)
                    timeout = isinstance(ev, ActionTaken) and ev.seat == timeout_seat
                    frame = P.encode_trusted({"type": "event", "hand": number,
                                              "event": event_to_wire(shown, timeout=timeout)})
                    plain[key] = frame
                parts.append(frame)
            tables = table_cache.get(held)
            if tables is None:
                tables = table_cache[held] = self._table_frames(conn, held, snap)
            parts.extend(tables)
            if turn is not None:
                parts.append(turn)
            self._write(conn, b"".join(parts))

    def _turn_frame(self, hand: Hand) -> bytes | None:
        seat = hand.acting_seat
        if seat is None or hand.is_complete:
            return None
        st = self.hand_seats.get(seat)
        actions = []
        for m in hand.legal_actions():
            entry: dict[str, Any] = {"action": m.kind.value}
            if m.kind not in (ActionKind.FOLD, ActionKind.CHECK, ActionKind.SHOW,
                              ActionKind.MUCK):
                entry["amount"] = m.amount
                entry["to"] = m.to
            if m.all_in:
                entry["all_in"] = True
            actions.append(entry)
        msg: dict[str, Any] = {"type": "turn", "hand": hand.number, "seat": seat,
                               "deadline_ms": int(self.options.timer * 1000),
                               "actions": actions}
        if st is not None and self.options.time_bank > 0:
            msg["bank_ms"] = st.bank_ms
        return P.encode_trusted(msg)

    def _seat_entry(self, seat: int, held: frozenset[int]) -> dict[str, Any] | None:
        st = self.seats.get(seat)
        hand = self.hand
        in_hand = hand is not None and seat in self.hand_seats
        if st is None and not in_hand:
            return None
        entry: dict[str, Any] = {"seat": seat}
        if in_hand and hand is not None:
            p = hand.player(seat)
            mine = seat in held
            if p.folded and not mine:
                cards: list[str] = []
                up: list[bool] = []
            else:
                cards = [str(c) if (u or mine or p.shown) else "??"
                         for c, u in zip(p.cards, p.face_up, strict=True)]
                up = list(p.face_up)
            state = "folded" if p.folded else "all_in" if p.all_in else "playing"
            entry.update(name=p.name, stack=p.stack, cards=cards, up=up, bet=p.bet, state=state)
        else:
            assert st is not None
            entry.update(name=st.name, stack=st.stack, cards=[], up=[], bet=0,
                         state="sitting_out" if st.sitting_out else "waiting")
        if st is not None:
            player = st.player
            entry.update(
                connected=True if player is None else player.conn is not None,
                bot=player is None, time_bank_ms=st.bank_ms, away=st.away,
                auto_ante=st.auto_ante, auto_muck=st.auto_muck, sitting_out=st.sitting_out)
            if player is not None:
                entry["client_id"] = player.client_id
        return entry

    def _snapshot(self) -> _Snapshot:
        """What every connection's ``table`` shares at this moment, computed once."""
        hand = self.hand
        public = view_to_dict(view(hand, None)) if hand is not None else None
        seats = [self._seat_entry(s, frozenset()) for s in range(1, 9)]
        return _Snapshot(public, seats)

    def _table_dict(self, held: frozenset[int], snap: _Snapshot) -> dict[str, Any]:
        hand = self.hand
        seats = list(snap.seats)
        for s in held:
            seats[s - 1] = self._seat_entry(s, held)
        msg: dict[str, Any] = {
            "type": "table", "status": self.status, "seats": seats,
            "you": sorted(held), "button": 8, "paused": self.paused,
            "next_hand": self.next_hand,
        }
        if hand is not None and snap.public is not None:
            msg["hand"] = hand.number
            msg["street"] = int(hand.street)
            msg["pots"] = snap.public["pots"]
            if hand.acting_seat is not None:
                msg["to_act"] = hand.acting_seat
                d = self._decision
                if d is not None and d.seat == hand.acting_seat:
                    left = d.base - (asyncio.get_running_loop().time() - d.started)
                    msg["deadline_ms"] = max(0, int(left * 1000))
            if hand.community is not None:
                msg["community_card"] = str(hand.community)
        return msg

    def _views(self, held: frozenset[int], snap: _Snapshot) -> list[dict[str, Any]]:
        hand = self.hand
        if hand is None or snap.public is None:
            return []
        if not held:
            return [snap.public]
        return [seat_view_dict(hand, snap.public, s) for s in sorted(held)]

    def _table_frames(self, conn: ClientConn, held: frozenset[int] | None = None,
                      snap: _Snapshot | None = None) -> list[bytes]:
        held = self._held(conn) if held is None else held
        snap = snap or self._snapshot()
        msg = self._table_dict(held, snap)
        views = self._views(held, snap)
        msg["views"] = views
        try:
            return [P.encode_trusted(msg)]
        except P.LocalProtocolError:  # many hotseat seats late in a hand: one view per frame
            frames = []
            for v in views:
                msg["views"] = [v]
                frames.append(P.encode_trusted(msg))
            return frames

    def _broadcast_table(self) -> None:
        snap = self._snapshot()
        for conn in self._following():
            for frame in self._table_frames(conn, None, snap):
                self._write(conn, frame)

    # ------------------------------------------------------------------ writing

    def _write(self, conn: ClientConn, data: bytes) -> None:
        if conn.closed or conn.writer.transport.is_closing():
            return
        try:
            conn.writer.write(data)
        except Exception:  # the transport is gone
            self._abort(conn)
            return
        if conn.writer.transport.get_write_buffer_size() > self.options.max_write_buffer:
            log.warning("connection %d reads too slowly; cutting it off", conn.serial)
            self._abort(conn)

    def _abort(self, conn: ClientConn) -> None:
        if not conn.closed:
            conn.closed = True
            conn.writer.transport.abort()

    def _send(self, conn: ClientConn, msg: P.HostMessage) -> None:
        if conn.closed or not conn.proto.may_send(msg.TYPE):
            return
        self._write(conn, conn.proto.send(msg))

    def _send_trusted(self, conn: ClientConn, msg: dict[str, Any]) -> None:
        if conn.closed or conn.proto.state is not P.State.OPEN:
            return
        self._write(conn, P.encode_trusted(msg))

    def _broadcast_trusted(self, msg: dict[str, Any], *, everyone: bool = False) -> None:
        frame = P.encode_trusted(msg)
        targets = ([c for c in self.conns if c.player is not None] if everyone
                   else self._following())
        for conn in targets:
            if not conn.closed and conn.proto.state is P.State.OPEN:
                self._write(conn, frame)

    def _error(self, conn: ClientConn, code: str, message: str | None = None,
               *, fatal: bool | None = None) -> None:
        err = P.make_error(code, message, fatal=fatal)
        self._send(conn, err)
        if err.fatal:
            self._close_soon(conn)

    def _fatal(self, conn: ClientConn, code: str, message: str | None = None) -> None:
        if not conn.closed:
            self._error(conn, code, message, fatal=True)

    def _close_soon(self, conn: ClientConn) -> None:
        if conn.closed:
            return
        conn.closed = True
        self._spawn(self._drain_close(conn))

    def _table_chat(self, text: str) -> None:
        self._broadcast_trusted({"type": "chat", "from": "Table", "text": text[:300]},
                                everyone=True)

    def _spawn(self, coro: Any) -> None:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    # ------------------------------------------------------------------ connections

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self._serial += 1
        opts = self.options
        conn = ClientConn(self._serial, reader, writer, P.Connection(P.Role.HOST),
                          _Bucket(opts.rate, opts.burst), _Bucket(opts.chat_rate, opts.chat_burst))
        peer = writer.get_extra_info("peername")
        conn.peer = str(peer)
        if len(self.conns) >= opts.max_connections:
            self._write(conn, conn.proto.send(P.make_error(
                P.ErrorCode.REFUSED, "The table has too many connections.", fatal=True)))
            await self._drain_close(conn)
            return
        self.conns.add(conn)
        try:
            await self._read_loop(conn)
        except (ConnectionError, OSError):
            pass
        except Exception:
            log.exception("connection %d failed", conn.serial)
        finally:
            self._dropped(conn)

    async def _read_loop(self, conn: ClientConn) -> None:
        while not conn.closed and not self._stopping:
            try:
                data = await within(conn.reader.read(65536), self.options.idle_timeout)
            except TimeoutError:
                return  # silent too long: dropped (C4)
            conn.proto.receive_data(data)
            while not conn.closed:
                try:
                    msg = conn.proto.next_event()
                except P.RemoteProtocolError as exc:
                    if exc.fatal:
                        self._fatal(conn, exc.code, exc.message)
                        return
                    self._refuse(conn, exc.code, exc.message)
                    continue
                if msg is None:
                    break
                if isinstance(msg, P.ConnectionClosed):
                    return
                if not conn.bucket.take():
                    self._refuse(conn, P.ErrorCode.TOO_FAST)
                    continue
                try:
                    self._handle(conn, cast(P.ClientMessage, msg))
                except HostError as exc:
                    self._refuse(conn, exc.code, exc.message)
                except IllegalActionError as exc:
                    self._refuse(conn, P.ErrorCode.ILLEGAL_ACTION, str(exc))
            if not data:
                return

    def _refuse(self, conn: ClientConn, code: str, message: str | None = None) -> None:
        conn.errors += 1
        if conn.errors > self.options.max_errors:
            self._fatal(conn, P.ErrorCode.TOO_FAST, "Too many refused messages; goodbye.")
            return
        self._error(conn, code, message)

    def _dropped(self, conn: ClientConn) -> None:
        self.conns.discard(conn)
        if not conn.closed:  # else a close is already under way (_close_soon, _abort)
            conn.closed = True
            with contextlib.suppress(Exception):
                conn.writer.close()
        player = conn.player
        if player is not None and player.conn is conn:
            player.conn = None
            if not self._stopping:
                if not self._seats_of(player):
                    self._forget(player)
                self._broadcast_table()

    def _forget(self, player: Player) -> None:
        if player in self.players and not self._seats_of(player):
            self.players.remove(player)
            if not player.kicked:
                self._broadcast_trusted({"type": "left", "client_id": player.client_id,
                                         "name": player.name}, everyone=True)

    # ------------------------------------------------------------------ messages

    def _handle(self, conn: ClientConn, msg: P.ClientMessage) -> None:
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

    def _name_taken(self, name: str, *, except_player: Player | None = None) -> bool:
        folded = name.casefold()
        if folded == "table":
            return True
        for st in self.seats.values():
            if st.name.casefold() == folded and (st.player is None or st.player is not except_player):
                return True
        for p in self.players:
            if p is not except_player and p.name.casefold() == folded:
                return True
        return any(c.pending is not None and c.pending.name.casefold() == folded
                   for c in self.conns)

    def _on_hello(self, conn: ClientConn, msg: P.Hello) -> None:
        if msg.token is not None:
            is_admin = hmac.compare_digest(msg.token, self.admin_token)
            digest = token_hash(msg.token)
            player = next((p for p in self.players if p.token_hash is not None
                           and hmac.compare_digest(p.token_hash, digest)), None)
            if player is None and is_admin:
                player = Player(1, msg.name, digest, is_host=True)
                if self._name_taken(msg.name, except_player=player):
                    raise HostError(P.ErrorCode.NAME_TAKEN)
                self.players.append(player)
                self._admit(conn, player, msg.token, new=True)
                return
            if player is None:
                raise HostError(P.ErrorCode.UNKNOWN_TOKEN)
            old = player.conn
            if old is not None and old is not conn:
                old.player = None
                self._close_soon(old)
            self._admit(conn, player, msg.token, new=False)
            return
        if self.options.password is not None:
            if msg.password is None:
                self._fatal(conn, P.ErrorCode.PASSWORD_REQUIRED)
                return
            if not hmac.compare_digest(msg.password.encode(), self.options.password.encode()):
                self._fatal(conn, P.ErrorCode.WRONG_PASSWORD)
                return
        if self._name_taken(msg.name):
            raise HostError(P.ErrorCode.NAME_TAKEN)
        if self.options.approve:
            conn.pending = msg
            conn.pending_id = self._next_client_id
            self._next_client_id += 1
            for c in self.conns:
                if c.player is not None and c.player.is_host:
                    self._send_trusted(c, {"type": "knock", "client_id": conn.pending_id,
                                           "name": msg.name})
            return
        self._admit_new(conn, msg.name)

    def _admit_new(self, conn: ClientConn, name: str, client_id: int | None = None) -> None:
        token = secrets.token_urlsafe(24)
        if client_id is None:
            client_id = self._next_client_id
            self._next_client_id += 1
        player = Player(client_id, name, token_hash(token))
        self.players.append(player)
        self._admit(conn, player, token, new=True)

    def _admit(self, conn: ClientConn, player: Player, token: str, *, new: bool) -> None:
        conn.player = player
        conn.pending = None
        player.conn = conn
        seats = self._seats_of(player)
        self._send(conn, P.Welcome(protocol=P.PROTOCOL_VERSION, token=token,
                                   client_id=player.client_id, table=self.summary(),
                                   host=player.is_host, seats=tuple(seats)))
        if player.is_host:
            for c in self.conns:
                if c.pending is not None:
                    self._send_trusted(conn, {"type": "knock", "client_id": c.pending_id,
                                              "name": c.pending.name})
        if new:
            self._broadcast_trusted({"type": "joined", "client_id": player.client_id,
                                     "name": player.name}, everyone=True)
        sat_back = False
        for s in seats:
            st = self.seats[s]
            if st.back_on_reconnect:
                st.back_on_reconnect = False
                st.sitting_out = False
                sat_back = True
        if seats or player.watching:
            self._broadcast_table()  # theirs first of all: the seat's own cards (C4)
            d = self._decision
            if d is not None and self.hand is not None and d.seat in seats:
                turn = self._turn_frame(self.hand)
                if turn is not None:
                    self._write(conn, turn)
        if sat_back:
            self._changed.set()

    def _on_leave(self, conn: ClientConn) -> None:
        player = conn.player
        conn.pending = None
        if player is not None:
            for s in self._seats_of(player):
                self._stand(self.seats[s])
            player.watching = False
            player.conn = None
            if player in self.players and not self._seats_of(player):
                self.players.remove(player)
            self._broadcast_trusted({"type": "left", "client_id": player.client_id,
                                     "name": player.name}, everyone=True)
            conn.player = None
        self._close_soon(conn)

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

    def _on_watch(self, conn: ClientConn, player: Player, msg: P.Watch) -> None:
        player.watching = True
        for frame in self._table_frames(conn):
            self._write(conn, frame)

    def _on_sit(self, conn: ClientConn, player: Player, msg: P.Sit) -> None:
        if self._stopping or self._end_requested:
            raise HostError(P.ErrorCode.SESSION_ENDED, "The session is ending.")
        n = self.options.seats
        seat = msg.seat
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
        if msg.buy_in is not None and msg.buy_in != buy_in:
            raise HostError(P.ErrorCode.BAD_BUY_IN,
                            f"The buy-in at this table is {buy_in} chips, no more, no less.")
        name = msg.name or (player.name if not self._seats_of(player) else None)
        if name is None:
            raise HostError(P.ErrorCode.BAD_FIELD,
                            "Field 'name' is needed for a second seat (hotseat).")
        if self._name_taken(name, except_player=player) or any(
                st.name.casefold() == name.casefold() for st in self.seats.values()):
            raise HostError(P.ErrorCode.NAME_TAKEN)
        account = self._account(player, name)
        self.journal.take_seat(account, seat, buy_in)
        st = SeatState(seat, name, player, account, buy_in,
                       bank_ms=int(self.options.time_bank * 1000))
        self.seats[seat] = st
        self._broadcast_trusted({"type": "joined", "client_id": player.client_id, "name": name,
                                 "seat": seat}, everyone=True)
        self._broadcast_table()
        self._advertise_taken()
        self._changed.set()

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
            if d is not None and d.seat == st.seat and not d.future.done() and self.hand:
                d.future.set_result(_pick_timeout_action(self.hand.legal_actions(), st.seat))
            return
        self._remove_seat(st, "stand")

    def _remove_seat(self, st: SeatState, reason: str) -> None:
        if self.seats.get(st.seat) is not st:
            return
        del self.seats[st.seat]
        self.journal.leave_seat(st.account, st.seat, st.stack, reason)
        player = st.player
        msg: dict[str, Any] = {"type": "left", "client_id": player.client_id if player else 1,
                               "name": st.name, "seat": st.seat}
        if reason == "kick":
            msg["reason"] = "kicked"
        self._broadcast_trusted(msg, everyone=True)
        self._broadcast_table()
        self._advertise_taken()
        if player is not None and player.conn is None and not self._seats_of(player):
            self._forget(player)

    def _on_stand(self, conn: ClientConn, player: Player, msg: P.Stand) -> None:
        self._stand(self._resolve_seat(player, msg.seat))

    def _on_act(self, conn: ClientConn, player: Player, msg: P.Act) -> None:
        st = self._resolve_seat(player, msg.seat)
        hand = self.hand
        if hand is None or msg.hand != hand.number:
            raise HostError(P.ErrorCode.STALE_HAND)
        d = self._decision
        if d is None or d.seat != st.seat or d.future.done() or hand.acting_seat != st.seat:
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
        d.future.set_result(action)

    def _on_ante(self, conn: ClientConn, player: Player, msg: P.Ante) -> None:
        st = self._resolve_seat(player, msg.seat)
        fut = self._ante_wait.get(st.seat)
        if fut is None or msg.hand != self._ante_hand:
            raise HostError(P.ErrorCode.OUT_OF_ORDER, "There is no ante question for that seat.")
        if not fut.done():
            st.timeouts = 0
            fut.set_result(msg.post)

    def _on_sit_out(self, conn: ClientConn, player: Player, msg: P.SitOut) -> None:
        st = self._resolve_seat(player, msg.seat)
        st.sitting_out = True
        self._save_settings(st)
        self._broadcast_table()

    def _on_sit_back(self, conn: ClientConn, player: Player, msg: P.SitBack) -> None:
        st = self._resolve_seat(player, msg.seat)
        st.sitting_out = False
        st.away = False
        st.timeouts = 0
        st.back_on_reconnect = False
        self._save_settings(st)
        self._broadcast_table()
        self._changed.set()

    def _save_settings(self, st: SeatState) -> None:
        if self.seats.get(st.seat) is st:
            self.journal.set_seat_settings(st.seat, sitting_out=st.sitting_out,
                                           auto_ante=st.auto_ante, auto_muck=st.auto_muck)

    def _on_settings(self, conn: ClientConn, player: Player, msg: P.Settings) -> None:
        st = self._resolve_seat(player, msg.seat)
        if msg.auto_ante is not None:
            st.auto_ante = msg.auto_ante
        if msg.auto_muck is not None:
            st.auto_muck = msg.auto_muck  # from the next hand: the engine has it per hand
        self._save_settings(st)
        self._broadcast_table()

    def _on_rebuy(self, conn: ClientConn, player: Player, msg: P.Rebuy) -> None:
        """T3: a rebuy tops the stack up to the buy-in, between hands (or while the seat is
        not in the hand being played); ``amount`` must cover the difference, which is what
        is added."""
        st = self._resolve_seat(player, msg.seat)
        if self.hand is not None and st.seat in self.hand_seats:
            raise HostError(P.ErrorCode.BETWEEN_HANDS)
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
        self._broadcast_trusted({"type": "ledger", "final": False,
                                 "entries": self.journal.ledger_entries()})
        self._changed.set()

    def _on_chat(self, conn: ClientConn, player: Player, msg: P.Chat) -> None:
        if not conn.chat_bucket.take():
            raise HostError(P.ErrorCode.TOO_FAST)
        seats = self._seats_of(player)
        line: dict[str, Any] = {"type": "chat", "from": player.name, "text": msg.text,
                                "client_id": player.client_id}
        if seats:
            line["seat"] = seats[0]
        self._broadcast_trusted(line, everyone=True)

    # host control

    def _on_approve(self, conn: ClientConn, player: Player, msg: P.Approve) -> None:
        target = next((c for c in self.conns if c.pending is not None and (
            c.pending_id == msg.client_id or (msg.name is not None
                                              and c.pending.name.casefold() == msg.name.casefold())
        )), None)
        if target is None or target.pending is None:
            raise HostError(P.ErrorCode.BAD_FIELD, "Nobody of that name or id is waiting.")
        if msg.allow:
            self._admit_new(target, target.pending.name, target.pending_id)
        else:
            target.pending = None
            self._fatal(target, P.ErrorCode.REFUSED)

    def _on_kick(self, conn: ClientConn, player: Player, msg: P.Kick) -> None:
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
            self.journal.set_player_kicked(seat_state.account)
            seat_state.leaving = True
            if self.hand is None or s not in self.hand_seats or self.hand.is_complete:
                self._remove_seat(seat_state, "kick")
            else:
                self._stand(seat_state)
        victim.token_hash = None
        if victim.conn is not None:
            vconn = victim.conn
            victim.conn = None
            vconn.player = None
            self._fatal(vconn, P.ErrorCode.KICKED)
        if victim in self.players:
            self.players.remove(victim)
        self._table_chat(f"{victim.name} was removed by the host.")

    def _on_pause(self, conn: ClientConn, player: Player, msg: P.Pause) -> None:
        self.paused = msg.on
        if self.hand is None:
            self.status = "paused" if msg.on else "waiting"
        self._broadcast_table()
        self._changed.set()

    def _on_end_session(self, conn: ClientConn, player: Player, msg: P.EndSession) -> None:
        self._end_requested = True
        self._table_chat("The host is ending the session after this hand.")
        self._changed.set()

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
        name = " ".join(name.split())[: P.MAX_NAME_LEN] if name else None
        if not name or not name.isprintable() or self._name_taken(name) or any(
                st.name.casefold() == name.casefold() for st in self.seats.values()):
            name = self._bot_name(level)
        bot = self.bot_factory(level, random.Random(self.rng.getrandbits(64)))
        account = self._account(None, name, level)
        self.journal.take_seat(account, seat, self.config.buy_in)
        self.seats[seat] = SeatState(seat, name, None, account, self.config.buy_in,
                                     bank_ms=int(self.options.time_bank * 1000), bot=bot,
                                     bot_level=level)
        self._broadcast_table()
        self._advertise_taken()
        self._changed.set()
        return seat

    def _bot_name(self, level: str) -> str:
        for base in BOT_NAMES:
            name = f"{base} (bot)"
            if not self._name_taken(name) and not any(
                    st.name == name for st in self.seats.values()):
                return name
        k = 1
        while self._name_taken(f"Bot {k}"):
            k += 1
        return f"Bot {k}"

    def bots_seated(self) -> int:
        return sum(1 for st in self.seats.values() if st.is_bot)


async def run_table(options: HostOptions, host: str, port: int, *, bots: int = 0,
                    ready: Callable[[TableHost], None] | None = None,
                    stop_signals: Iterable[int] = ()) -> TableHost:
    """Run a table until it is stopped (a signal in ``stop_signals``, or ``end_session``)."""
    table = TableHost(options)
    await table.start(host, port)
    if bots > table.bots_seated():
        table.add_bots(bots - table.bots_seated())
    loop = asyncio.get_running_loop()
    for sig in stop_signals:
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(sig, lambda: asyncio.ensure_future(table.stop()))
    if ready is not None:
        ready(table)
    try:
        await table.wait_closed()
    finally:
        for sig in stop_signals:
            with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
                loop.remove_signal_handler(sig)
    return table


class HostThread:
    """A :class:`TableHost` on its own event loop in a daemon thread, for a GUI that hosts
    (Qt runs the main thread). ``start()`` blocks until the table listens; then ``port`` and
    ``admin_token`` are what the host's own :class:`net.client.Client` connects with.

    >>> from net.host import HostOptions, HostThread
    >>> ht = HostThread(HostOptions(name="Doc table"))
    >>> ht.start()
    >>> ht.port > 0 and len(ht.admin_token) >= 16
    True
    >>> ht.stop()
    """

    def __init__(self, options: HostOptions, host: str = "127.0.0.1", port: int = 0, *,
                 bots: int = 0, bot_level: str | None = None,
                 bot_factory: BotFactory | None = None) -> None:
        from net.client import LoopThread

        self.options = options
        self._bind = (host, port)
        self._bots = (bots, bot_level)
        self._bot_factory = bot_factory
        self._loop = LoopThread("studdesk-host")
        self.table: TableHost | None = None

    async def _start(self) -> TableHost:
        table = TableHost(self.options, bot_factory=self._bot_factory)
        await table.start(*self._bind)
        bots, level = self._bots
        if bots > table.bots_seated():
            table.add_bots(bots - table.bots_seated(), level)
        return table

    def start(self, timeout: float = 30.0) -> None:
        self.table = self._loop.submit(self._start()).result(timeout)

    @property
    def port(self) -> int:
        assert self.table is not None
        return self.table.port

    @property
    def admin_token(self) -> str:
        assert self.table is not None
        return self.table.admin_token

    def call(self, fn: Callable[[TableHost], Any], timeout: float = 10.0) -> Any:
        """``fn(table)`` on the host's loop (the host is not thread-safe); its result."""
        async def run() -> Any:
            assert self.table is not None
            return fn(self.table)

        return self._loop.submit(run()).result(timeout)

    def stop(self, *, end_session: bool = False, timeout: float = 30.0) -> None:
        """Stop the table (see :meth:`TableHost.stop`) and the thread."""
        if self.table is not None:
            with contextlib.suppress(Exception):
                self._loop.submit(self.table.stop(end_session=end_session)).result(timeout)
        self._loop.stop(timeout)
