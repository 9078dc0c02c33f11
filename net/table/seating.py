"""Seats and money (:class:`Seating`): sitting down (one seat a connection, several only for
the host's own hotseat screen), standing up and leaving at the end of the hand, seat settings
written to the journal in batches, T3 rebuys, the C2 time bank a player keeps for the session,
names, the host's bots, and the session's seats rebuilt from the journal after a restart (M3).
"""

from __future__ import annotations

import logging
import random
import unicodedata

from net import protocol as P
from net.journal import Restored, token_hash
from net.names import NameProblem, check_name, name_key
from net.table.frames import Frames
from net.table.options import BOT_NAMES, SETTINGS_DELAY
from net.table.outbox import Outbox
from net.table.outputs import HostError
from net.table.seats import Conn, Player, SeatState
from net.table.state import TableState
from net.table_formats import Core, FormatRefusal
from studdesk.engine.actions import timeout_action
from studdesk.engine.hand import Hand

log = logging.getLogger("net.table")


class Seating:
    """Who sits where (see the module docstring): this part owns the table's players, its
    seats, the names a kick barred and the next client id; the others read them through
    :class:`TableState` and ask this part to change them. A seat that leaves while it is to
    act gets its move from the decisions (:class:`net.table.decisions.Decisions`, asked
    through the table)."""

    def __init__(self, table: TableState, outbox: Outbox, frames: Frames, core: Core) -> None:
        self.table, self.outbox, self.frames, self.core = table, outbox, frames, core
        self.settings_dirty: dict[int, SeatState] = {}
        self.settings_due = 0.0
        self.banks: dict[int, int] = {}  # C2: the bank left by the journal's player rows that stood
        self.players: list[Player] = []
        self.seats: dict[int, SeatState] = {}
        self.barred_names: set[str] = set()  # kicked: name keys refused for the session
        self.next_client_id = 2  # 1 is the host's own connection

    # ------------------------------------------------------------------ the session

    def restore(self, restored: Restored) -> None:
        """The session's players and seats from the journal after a restart (M3): people sit
        out until they reconnect, bots are made again, a kick's bar on a name stays."""
        t = self.table
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
                                   is_host=acc.token_hash == token_hash(t.admin_token),
                                   restored=True)
                    by_hash[key] = owner
                    self.players.append(owner)
                    self.next_client_id = max(self.next_client_id, acc.client_id + 1)
            st = SeatState(rec.seat, acc.name, owner, acc.player_id, rec.stack,
                           bank_ms=int(t.options.time_bank * 1000),
                           sitting_out=rec.sitting_out, auto_ante=rec.auto_ante,
                           auto_muck=rec.auto_muck, bot_level=acc.bot_level)
            if owner is not None:
                st.back_on_reconnect = not rec.sitting_out
                st.sitting_out = True  # until the player reconnects
            else:
                try:
                    st.bot = t.bot_factory(acc.bot_level or "normal", random.Random(
                        t.rng.getrandbits(64)))
                except Exception:  # e.g. a level this version does not know: sit out
                    log.exception("cannot recreate the bot in seat %d", rec.seat)
                    st.sitting_out = True
            self.seats[rec.seat] = st
        for owner in self.players:
            held = t.seats_of(owner)
            if owner.is_host and len(held) > 1:
                owner.hotseat, owner.screen = True, held[0]

    # ------------------------------------------------------------------ players and bars

    def new_client_id(self) -> int:
        """The next client id (1 is the host's own connection)."""
        client_id = self.next_client_id
        self.next_client_id += 1
        return client_id

    def add_player(self, player: Player) -> None:
        self.players.append(player)

    def drop_player(self, player: Player) -> None:
        """``player`` is no longer one of the table's (left, or kicked)."""
        if player in self.players:
            self.players.remove(player)

    def bar_name(self, name: str) -> None:
        """A kick: ``name`` (and anything confusable with it) is refused for the session."""
        self.barred_names.add(name_key(name))

    def unbar_name(self, name: str) -> None:
        self.barred_names.discard(name_key(name))

    # ------------------------------------------------------------------ names

    def check_new_name(self, name: str, *, except_player: Player | None = None) -> str:
        """The name normalised (NFKC, spaces folded), or :class:`HostError`: blank-looking,
        confusable with a name at the table, reserved, or barred by a kick."""
        clean = " ".join(unicodedata.normalize("NFKC", name).split())
        if name_key(clean) in self.barred_names:
            raise HostError(P.ErrorCode.REFUSED, "The host removed that name from this table.")
        problem = check_name(clean, self.table.names_in_use(except_player))
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

    # ------------------------------------------------------------------ sitting and standing

    def resolve_seat(self, player: Player, seat: int | None) -> SeatState:
        mine = self.table.seats_of(player)
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

    def resolve_hand_seat(self, player: Player, msg: P.Act | P.Show) -> tuple[SeatState, Hand]:
        """The seat a move of the hand in play (``act``, ``show``) is for
        (:meth:`resolve_seat`) and that hand; ``stale_hand`` when none is in play or the
        message names another."""
        st = self.resolve_seat(player, msg.seat)
        hand = self.table.hand
        if hand is None or msg.hand != hand.number:
            raise HostError(P.ErrorCode.STALE_HAND)
        return st, hand

    def on_sit(self, conn: Conn, player: Player, msg: P.Sit) -> None:
        t = self.table
        if t.stopping or t.end_requested:
            raise HostError(P.ErrorCode.SESSION_ENDED, "The session is ending.")
        n = t.options.seats
        seat = msg.seat
        again = [st for st in self.seats.values() if st.player is player
                 and st.name == (msg.name or player.name) and seat in (None, st.seat)]
        if again:  # already sitting there (a client re-sending after a restart): no error
            self.frames.mark_dirty(conn)
            return
        if seat is None:
            free = [s for s in range(1, n + 1) if s not in self.seats]
            if not free:
                raise HostError(P.ErrorCode.TABLE_FULL)
            seat = free[0]
        elif seat > n:
            raise HostError(P.ErrorCode.BAD_FIELD, f"This table has seats 1 to {n} only.")
        elif seat in self.seats or seat in t.hand_seats:
            raise HostError(P.ErrorCode.SEAT_TAKEN)
        buy_in = t.config.buy_in
        if t.night is not None and t.night.tournament is not None:
            raise HostError(P.ErrorCode.TABLE_FULL,
                            "The sit-and-go has started: you can watch it.")
        if msg.buy_in is not None and msg.buy_in != buy_in:
            raise HostError(P.ErrorCode.BAD_BUY_IN,
                            f"The buy-in at this table is {buy_in} chips, no more, no less.")
        second = bool(t.seats_of(player))
        if second and not player.is_host:
            raise HostError(P.ErrorCode.HOST_ONLY, "Only the host's own screen may hold several "
                            "seats (hotseat); join from your own device.")
        if msg.name is not None:
            others = [st.name for st in self.seats.values()]
            name = self.check_new_name(msg.name, except_player=player)
            if check_name(name, others) is not None:
                raise HostError(P.ErrorCode.NAME_TAKEN)
        elif not t.seats_of(player):
            name = player.name
        else:
            raise HostError(P.ErrorCode.BAD_FIELD,
                            "Field 'name' is needed for a second seat (hotseat).")
        account = self.account(player, name)
        t.journal.take_seat(account, seat, buy_in)
        st = SeatState(seat, name, player, account, buy_in, bank_ms=self.bank_of(account))
        self.seats[seat] = st
        if second:  # one screen, several people: the hand-over cover applies from now on (B1)
            player.hotseat = True
            if player.screen is None:
                player.screen = min(t.seats_of(player))
        self.outbox.broadcast(P.Joined(client_id=player.client_id, name=name, seat=seat),
                              everyone=True)
        self.frames.mark_dirty()
        if t.nobody is not None:  # its device is asked for its key (net.table.nobody)
            t.nobody.seated(player)

    def bank_of(self, account: int) -> int:
        """C2: what is left of the time bank of the journal's player ``account`` this session
        (standing up and sitting again does not refill it)."""
        return self.banks.get(account, int(self.table.options.time_bank * 1000))

    def account(self, player: Player | None, name: str, level: str | None = None) -> int:
        """The journal's player row for ``name`` held by ``player`` (reused when they sit
        again, so the ledger adds up)."""
        journal = self.table.journal
        for rec in journal.players():
            if rec.name == name and not rec.kicked and (
                    (player is None and rec.is_bot)
                    or (player is not None and rec.token_hash == player.token_hash)):
                return rec.player_id
        if player is None:
            return journal.add_player(0, name, None, is_bot=True, bot_level=level)
        return journal.add_player(player.client_id, name, player.token_hash)

    def stand(self, st: SeatState) -> None:
        t = self.table
        if t.hand is not None and st.seat in t.hand_seats and not t.hand.is_complete:
            st.leaving = True  # decide for them at once; they leave when the hand ends
            d = t.decision
            if d is not None and d.seat == st.seat and t.hand.acting_seat == st.seat:
                t.decisions.take(timeout_action(t.hand.legal_actions()).action(),
                                 timed_out=False)
            return
        self.remove_seat(st, "stand")

    def remove_seat(self, st: SeatState, reason: str) -> None:
        t = self.table
        if self.seats.get(st.seat) is not st:
            return
        del self.seats[st.seat]
        self.banks[st.account] = st.bank_ms
        t.journal.leave_seat(st.account, st.seat, st.stack, reason)
        player = st.player
        self.outbox.broadcast(P.Left(client_id=player.client_id if player else 1, name=st.name,
                                     seat=st.seat, reason="kicked" if reason == "kick" else None),
                              everyone=True)
        self.frames.mark_dirty()
        if player is not None and player.conn is None and not t.seats_of(player):
            self.forget(player)

    def forget(self, player: Player) -> None:
        t = self.table
        if player in self.players and not t.seats_of(player):
            self.players.remove(player)
            if not player.kicked:
                self.outbox.broadcast(P.Left(client_id=player.client_id, name=player.name),
                                      everyone=True)

    def on_stand(self, conn: Conn, player: Player, msg: P.Stand) -> None:
        st = self.resolve_seat(player, msg.seat)
        night = self.table.night
        if night is not None and night.eligible_while_out(st):
            raise HostError(P.ErrorCode.BAD_FIELD, "In a sit-and-go your chips stay in play "
                            "until you are out; sit out instead (you are dealt in and folded).")
        self.stand(st)

    # ------------------------------------------------------------------ settings

    def on_sit_out(self, conn: Conn, player: Player, msg: P.SitOut) -> None:
        st = self.resolve_seat(player, msg.seat)
        st.sitting_out = True
        self.save_settings(st)
        self.frames.mark_dirty()

    def on_sit_back(self, conn: Conn, player: Player, msg: P.SitBack) -> None:
        st = self.resolve_seat(player, msg.seat)
        st.sitting_out = False
        st.away = False
        st.timeouts = 0
        st.back_on_reconnect = False
        self.save_settings(st)
        self.frames.mark_dirty()

    def save_settings(self, st: SeatState) -> None:
        """Seat settings are not chip movements: they are written in batches (at most
        :data:`SETTINGS_DELAY` late, and before every hand and at the stop)."""
        if self.seats.get(st.seat) is st:
            if not self.settings_dirty:
                self.settings_due = self.table.now + SETTINGS_DELAY
            self.settings_dirty[st.seat] = st

    def write_settings(self) -> None:
        dirty, self.settings_dirty = self.settings_dirty, {}
        for seat, st in sorted(dirty.items()):
            if self.seats.get(seat) is st:
                self.table.journal.set_seat_settings(
                    seat, sitting_out=st.sitting_out, auto_ante=st.auto_ante,
                    auto_muck=st.auto_muck)

    def on_settings(self, conn: Conn, player: Player, msg: P.Settings) -> None:
        st = self.resolve_seat(player, msg.seat)
        changed = False
        if msg.auto_ante is not None and msg.auto_ante != st.auto_ante:
            st.auto_ante = msg.auto_ante
            changed = True
        if msg.auto_muck is not None and msg.auto_muck != st.auto_muck:
            st.auto_muck = msg.auto_muck  # from the next hand: the engine has it per hand
            changed = True
        if changed:  # the same settings again cost neither a write nor a table
            self.save_settings(st)
            # Only this connection needs to see it now; the others get it with the next table.
            self.frames.mark_dirty(conn)

    # ------------------------------------------------------------------ money

    def on_rebuy(self, conn: Conn, player: Player, msg: P.Rebuy) -> None:
        """T3: a rebuy tops the stack up to the buy-in, between hands (or while the seat is
        not in the hand being played); ``amount`` must cover the difference, which is what
        is added."""
        t = self.table
        st = self.resolve_seat(player, msg.seat)
        if t.hand is not None and st.seat in t.hand_seats:
            raise HostError(P.ErrorCode.BETWEEN_HANDS)
        if t.night is not None and t.night.fmt.tournament:
            try:
                t.night.rebuy(self.core, st, msg.amount)
            except FormatRefusal as exc:
                raise HostError(exc.code, exc.message) from None
            return
        need = t.config.buy_in - st.stack
        if need <= 0:
            raise HostError(P.ErrorCode.BAD_BUY_IN, "Your stack is already the full buy-in.")
        if msg.amount < need:
            raise HostError(P.ErrorCode.BAD_BUY_IN,
                            f"No short buys: a rebuy brings the stack to the buy-in, {need} "
                            "chips now.")
        st.stack += need
        t.journal.rebuy(st.account, st.seat, need, st.stack)
        self.frames.mark_dirty()
        self.outbox.send_ledger()
        # n4: everyone's log says so at once (between hands the felt still shows the last
        # hand's stacks)
        self.outbox.broadcast(P.Notice(code="rebuy", name=st.name, seat=st.seat, amount=need,
                                       stack=st.stack), everyone=True)

    def broke_bots(self) -> None:
        """In a cash game the host's bot that lost its stack rebuys to the
        buy-in (T3), or leaves its seat (``HostOptions.broke_bots == "leave"``). In a
        sit-and-go a broke bot is out, as anyone is."""
        t = self.table
        if t.night is not None and t.night.fmt.tournament:
            return
        rebought = False
        for st in [st for _, st in sorted(self.seats.items()) if st.is_bot and st.stack <= 0]:
            if t.options.broke_bots == "leave":
                self.remove_seat(st, "stand")
                continue
            need = t.config.buy_in - st.stack
            st.stack += need
            t.journal.rebuy(st.account, st.seat, need, st.stack)
            rebought = True
        if rebought:
            self.outbox.send_ledger()

    # ------------------------------------------------------------------ bots

    def add_bots(self, count: int, level: str | None = None) -> list[int]:
        """Seat ``count`` computer players in the lowest free seats (from the next hand);
        returns their seats."""
        seated = []
        for _ in range(count):
            free = [s for s in range(1, self.table.options.seats + 1) if s not in self.seats]
            if not free:
                break
            seated.append(self.add_bot(free[0], level))
        return seated

    def add_bot(self, seat: int, level: str | None = None, name: str | None = None) -> int:
        """Seat one computer player of ``level`` in ``seat`` (from the next hand), called
        ``name`` when that name is free at the table, else a bot name; returns the seat.
        ``ValueError`` when the seat is taken or not at this table."""
        t = self.table
        if not 1 <= seat <= t.options.seats:
            raise ValueError(f"this table has seats 1 to {t.options.seats} only")
        if seat in self.seats or seat in t.hand_seats:
            raise ValueError(f"seat {seat} is taken")
        level = level or t.options.bot_level
        name = " ".join(unicodedata.normalize("NFKC", name).split())[: P.MAX_NAME_LEN] \
            if name else None
        if not name or not name.isprintable() or check_name(
                name, t.names_in_use(), bot=True) is not None:
            name = self.bot_name(level)
        bot = t.bot_factory(level, random.Random(t.rng.getrandbits(64)))
        account = self.account(None, name, level)
        t.journal.take_seat(account, seat, t.config.buy_in)
        self.seats[seat] = SeatState(seat, name, None, account, t.config.buy_in,
                                  bank_ms=self.bank_of(account), bot=bot, bot_level=level)
        self.frames.mark_dirty()
        return seat

    def bot_name(self, level: str) -> str:
        names = self.table.names_in_use
        for name in BOT_NAMES:  # plain names: seat entries say ``bot`` (the GUI draws a marker)
            if check_name(name, names(), bot=True) is None:
                return name
        k = 1
        while check_name(f"Bot {k}", names(), bot=True) is not None:
            k += 1
        return f"Bot {k}"

    def bots_seated(self) -> int:
        return sum(1 for st in self.seats.values() if st.is_bot)
