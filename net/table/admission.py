"""Who may come in (:class:`Admission`): connection limits (per address and in all, making room
by closing the oldest connection that never said hello), the hello and idle deadlines, the
password with its per-address back-off, reconnect tokens, the host's own token, a player back
after a host restart (M3), approvals (``knock``/``approve``), leaving, a dropped connection, and
the host's ``kick`` with its bars on name and token.
"""

from __future__ import annotations

import hmac
import logging
import unicodedata
from collections.abc import Callable

from net import protocol as P
from net.journal import token_hash
from net.names import name_key
from net.table.decisions import Decisions
from net.table.frames import Frames
from net.table.gate import Bucket, PasswordRecord
from net.table.outbox import Outbox
from net.table.outputs import Close, HostError
from net.table.seating import Seating
from net.table.seats import Conn, Player
from net.table.state import TableState
from net.table_formats import Core
from studdesk.engine.actions import ActionKind, timeout_action
from studdesk.engine.hand import Hand

log = logging.getLogger("net.table")


class Admission:
    """Connections and players coming and going (see the module docstring): this part owns
    the connections and the tokens a kick barred; players, seats and barred names are
    :class:`Seating`'s, asked through it. ``core`` is what the night's format is called
    with."""

    def __init__(self, table: TableState, outbox: Outbox, frames: Frames, seating: Seating,
                 decisions: Decisions, core: Core,
                 summary: Callable[[], P.TableSummary]) -> None:
        self.table, self.outbox, self.frames = table, outbox, frames
        self.seating, self.decisions, self.core = seating, decisions, core
        self.summary = summary  # the table as a welcome describes it
        self.passwords: dict[str, PasswordRecord] = {}  # the back-off of each address
        self.conns: dict[int, Conn] = {}  # every connection the shell has not lost yet
        self.barred_tokens: set[str] = set()  # kicked: token hashes refused

    # ------------------------------------------------------------------ connections

    def connect(self, conn_id: int, address: str) -> None:
        """A new connection from ``address`` (its IP). It may be refused at once (too many
        connections, too many from that address) or make room by closing the oldest connection
        that has not said hello yet."""
        t = self.table
        opts = t.options
        conn = Conn(conn_id, address, P.Connection(P.Role.HOST),
                    Bucket(opts.rate, opts.burst, t.now),
                    Bucket(opts.chat_rate, opts.chat_burst, t.now), t.now, t.now)
        open_conns = [c for c in self.conns.values() if not c.closed]
        refuse = None
        if len([c for c in open_conns if c.address == address]) >= opts.max_per_address:
            refuse = "Too many connections from your address."
        elif len(open_conns) >= opts.max_connections:
            silent = sorted((c for c in open_conns if c.player is None and c.pending is None),
                            key=lambda c: c.opened)
            if silent:
                log.warning("connection %d never said hello; closed to make room", silent[0].id)
                self.outbox.fatal(silent[0], P.ErrorCode.REFUSED,
                                  "You did not say hello in time.")
            else:
                refuse = "The table has too many connections."
        if refuse is not None:
            self.outbox.write(conn, conn.proto.send(P.make_error(P.ErrorCode.REFUSED, refuse,
                                                                 fatal=True)))
            self.outbox.append(Close(conn_id))
            return
        self.conns[conn_id] = conn

    def check_connections(self) -> None:
        """The hello deadline of a new connection, and the idle one of every connection (C4)."""
        t = self.table
        for conn in list(self.conns.values()):
            if conn.closed:
                continue
            if conn.player is None and conn.pending is None \
                    and t.now >= conn.opened + t.options.hello_timeout:
                self.outbox.fatal(conn, P.ErrorCode.REFUSED, "You did not say hello in time.")
            elif t.now >= conn.last_frame + t.options.idle_timeout:
                self.outbox.close(conn, abort=True)  # silent too long: dropped (C4)

    def wakes(self) -> list[float]:
        """When :meth:`check_connections` has a deadline to look at."""
        opts, times = self.table.options, []
        for c in self.conns.values():
            if c.closed:
                continue
            if c.player is None and c.pending is None:
                times.append(c.opened + opts.hello_timeout)
            times.append(c.last_frame + opts.idle_timeout)
        return times

    def lost(self, conn_id: int) -> None:
        """The shell lost connection ``conn_id``."""
        conn = self.conns.pop(conn_id, None)
        if conn is not None:
            self.dropped(conn)

    def dropped(self, conn: Conn) -> None:
        """``conn`` is gone (the shell lost it)."""
        conn.closed = True
        player = conn.player
        if player is not None and player.conn is conn:
            player.conn = None
            self.decisions.dropped(player)
            if not self.table.stopping:
                if not self.table.seats_of(player):
                    self.seating.forget(player)
                self.frames.mark_dirty()

    # ------------------------------------------------------------------ hello

    def password_ok(self, conn: Conn, msg: P.Hello) -> bool:
        """Per-address back-off: each wrong password doubles the wait before the next try from
        that address; after ``password_tries`` the address is locked out for minutes. Other
        addresses are not affected."""
        now, opts = self.table.now, self.table.options
        assert opts.password is not None
        if msg.password is None:
            self.outbox.fatal(conn, P.ErrorCode.PASSWORD_REQUIRED)
            return False
        rec = self.passwords.setdefault(conn.address, PasswordRecord())
        if now < rec.not_before:
            wait = rec.not_before - now
            log.warning("password try from %s refused: wait %.0f s more (%d wrong so far)",
                        conn.address, wait, rec.failures)
            self.outbox.fatal(conn, P.ErrorCode.TOO_FAST,
                              f"Too many wrong passwords; try again in {max(1, round(wait))} s.")
            return False
        if hmac.compare_digest(msg.password.encode(), opts.password.encode()):
            if rec.failures:
                log.warning("the right password from %s after %d wrong", conn.address,
                            rec.failures)
            self.passwords.pop(conn.address, None)
            return True
        rec.failures += 1
        if rec.failures >= opts.password_tries:
            rec.not_before = now + opts.password_lockout
            log.warning("%d wrong passwords from %s: locked out for %.0f s", rec.failures,
                        conn.address, opts.password_lockout)
        else:
            rec.not_before = now + opts.password_delay * 2 ** (rec.failures - 1)
            log.warning("wrong password from %s (%d so far); next try in %.0f s",
                        conn.address, rec.failures, rec.not_before - now)
        self.outbox.fatal(conn, P.ErrorCode.WRONG_PASSWORD)
        return False

    def on_hello(self, conn: Conn, msg: P.Hello) -> None:
        t = self.table
        if msg.token is not None:
            is_admin = hmac.compare_digest(msg.token, t.admin_token)
            digest = token_hash(msg.token)
            if digest in self.barred_tokens:
                self.outbox.fatal(conn, P.ErrorCode.KICKED)
                return
            player = next((p for p in t.players if p.token_hash is not None
                           and hmac.compare_digest(p.token_hash, digest)), None)
            if player is None and is_admin:
                name = self.seating.check_new_name(msg.name)
                player = Player(1, name, digest, is_host=True)
                self.seating.add_player(player)
                self.admit(conn, player, msg.token, new=True)
                return
            if player is None:
                raise HostError(P.ErrorCode.UNKNOWN_TOKEN)
            old = player.conn
            if old is not None and old is not conn:
                # The newest connection holds the token's seats; the older one is told why it
                # lost them, so that it does not reconnect and take them back (two windows
                # on one seat would take it from each other without end).
                old.player = None
                self.outbox.fatal(old, P.ErrorCode.OPEN_ELSEWHERE)
            self.admit(conn, player, msg.token, new=False)
            return
        if t.options.password is not None and not self.password_ok(conn, msg):
            return
        back = self.returning(conn, msg.name)
        if back is not None:  # M3: her seat, from the desktop she played on before the restart
            token = t.token_maker()
            back.token_hash = token_hash(token)
            for s in t.seats_of(back):
                t.journal.set_player_token(t.seats[s].account, back.token_hash)
            log.warning("%r is back after the restart from %s (by name)", back.name,
                        conn.address)
            self.admit(conn, back, token, new=False)
            return
        name = self.seating.check_new_name(msg.name)
        if t.options.approve:
            if conn.pending is not None:
                return  # already knocking: the host has the name
            conn.pending = msg if name == msg.name else P.Hello(
                protocol=msg.protocol, name=name, password=msg.password)
            conn.pending_id = self.seating.new_client_id()
            for c in self.conns.values():
                if c.player is not None and c.player.is_host:
                    self.outbox.send(c, P.Knock(client_id=conn.pending_id, name=name))
            return
        self.admit_new(conn, name)

    def address_key(self, player: Player) -> str:
        return f"address:{self.table.session_id}:{player.client_id}"

    def returning(self, conn: Conn, name: str) -> Player | None:
        """M3: a person seated before the host restarted, not back yet, asking under her own
        name from the address she played from: she gets her seats back (her token may be
        lost, or kept for an address that changed). Anyone else gets ``name_taken``."""
        t = self.table
        key = name_key(" ".join(unicodedata.normalize("NFKC", name).split()))
        for player in t.players:
            if player.restored and player.conn is None and not player.is_host \
                    and name_key(player.name) == key and t.seats_of(player) \
                    and t.journal.recall(self.address_key(player)) == conn.address:
                return player
        return None

    def admit_new(self, conn: Conn, name: str, client_id: int | None = None) -> None:
        t = self.table
        token = t.token_maker()
        if client_id is None:
            client_id = self.seating.new_client_id()
        player = Player(client_id, name, token_hash(token))
        self.seating.add_player(player)
        self.admit(conn, player, token, new=True)

    def admit(self, conn: Conn, player: Player, token: str, *, new: bool) -> None:
        t = self.table
        conn.player = player
        conn.pending = None
        player.conn = conn
        player.restored = False
        if not player.is_host:  # where she plays from, for M3 after a restart
            t.journal.remember(self.address_key(player), conn.address)
        seats = t.seats_of(player)
        self.outbox.send(conn, P.Welcome(protocol=P.PROTOCOL_VERSION, token=token,
                                         client_id=player.client_id, table=self.summary(),
                                         host=player.is_host, seats=tuple(seats)))
        for number in t.restored_voided:  # every client learns why chips went back
            self.outbox.send(conn, P.Notice(code="hand_voided", hand=number))
        if player.is_host:
            for c in self.conns.values():
                if c.pending is not None:
                    self.outbox.send(conn, P.Knock(client_id=c.pending_id, name=c.pending.name))
        if new:
            self.outbox.broadcast(P.Joined(client_id=player.client_id, name=player.name),
                                  everyone=True)
        for s in seats:
            st = t.seats[s]
            if st.back_on_reconnect:
                st.back_on_reconnect = False
                st.sitting_out = False
        if t.night is not None:
            t.night.send_state(self.core, conn)
        if seats or player.watching:
            # theirs first of all: the seat's own cards (C4), then the turn with the time left
            self.frames.mark_dirty()
            self.frames.flush()
            d = t.decision
            if d is not None and d.seat in seats or any(s in t.choosers for s in seats):
                self.frames.send_turn(conn)
        if seats and t.nobody is not None:  # a new connection: its device's key again
            t.nobody.seated(player)

    def on_leave(self, conn: Conn) -> None:
        t = self.table
        player = conn.player
        conn.pending = None
        if player is not None:
            for s in t.seats_of(player):
                self.seating.stand(t.seats[s])
            player.watching = False
            player.conn = None
            if not t.seats_of(player):
                self.seating.drop_player(player)
            self.outbox.broadcast(P.Left(client_id=player.client_id, name=player.name),
                                  everyone=True)
            conn.player = None
        self.outbox.close(conn)

    # ------------------------------------------------------------------ the host's say

    def on_approve(self, conn: Conn, player: Player, msg: P.Approve) -> None:
        target = next((c for c in self.conns.values() if c.pending is not None and (
            c.pending_id == msg.client_id or (msg.name is not None
                                              and c.pending.name.casefold() == msg.name.casefold())
        )), None)
        if target is None or target.pending is None:
            raise HostError(P.ErrorCode.BAD_FIELD, "Nobody of that name or id is waiting.")
        if msg.allow:
            self.seating.unbar_name(target.pending.name)
            self.admit_new(target, target.pending.name, target.pending_id)
        else:
            target.pending = None
            self.outbox.fatal(target, P.ErrorCode.REFUSED)

    def on_kick(self, conn: Conn, player: Player, msg: P.Kick) -> None:
        t = self.table
        st = t.seats.get(msg.seat)
        if st is None:
            raise HostError(P.ErrorCode.NOT_SEATED, "Nobody sits there.")
        victim = st.player
        if victim is None:  # a bot
            st.leaving = True
            self.seating.stand(st)
            return
        if victim is player:
            raise HostError(P.ErrorCode.BAD_FIELD, "The host cannot kick themselves.")
        victim.kicked = True
        # N3: what becomes of a hand in play, as the ledger will have it: the cards folded,
        # what was put in stays in the pot, the stack behind leaves with the player
        hand = t.hand
        told = [P.Notice(code="removed_all_in" if hand.player(s).all_in else "removed_in_hand",
                         hand=hand.number, seat=s,
                         name=t.seats[s].name, amount=hand.player(s).committed + forced,
                         stack=hand.player(s).stack - forced)
                for s in t.seats_of(victim)
                if hand is not None and s in t.hand_seats and not hand.is_complete
                for forced in [forced_now(hand, s)]]
        for s in t.seats_of(victim):
            seat_state = t.seats[s]
            self.seating.bar_name(seat_state.name)
            t.journal.set_player_kicked(seat_state.account)
            seat_state.leaving = True
            if t.hand is None or s not in t.hand_seats or t.hand.is_complete:
                self.seating.remove_seat(seat_state, "kick")
            else:
                self.seating.stand(seat_state)
        self.seating.bar_name(victim.name)
        if victim.token_hash is not None:
            self.barred_tokens.add(victim.token_hash)
        victim.token_hash = None
        if victim.conn is not None:
            vconn = victim.conn
            victim.conn = None
            vconn.player = None
            for notice in told:
                self.outbox.send(vconn, notice)
            self.outbox.fatal(vconn, P.ErrorCode.KICKED)
        self.seating.drop_player(victim)
        log.warning("the host removed %r; the name and token are barred for the session",
                    victim.name)
        self.outbox.broadcast(P.Notice(code="removed", name=victim.name), everyone=True)

    def let_back(self, name: str) -> None:
        """Lift a kick's bar on ``name`` (the host lets them back in; tokens stay void)."""
        self.seating.unbar_name(name)


def forced_now(hand: Hand, seat: int) -> int:
    """The chips ``seat`` must still put in before it can fold: a bring-in it is to post now
    (the host posts it for a removed player, then folds at its next turn), else 0."""
    if hand.acting_seat != seat:
        return 0
    legal = hand.legal_actions()
    if any(m.kind is ActionKind.FOLD for m in legal):
        return 0
    return timeout_action(legal).amount
