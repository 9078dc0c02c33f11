"""A table nobody deals, in the table core (:class:`NobodyDeals`; net/TRUSTLESS.md, "The table";
net/PROTOCOL.md, "A table nobody deals, step by step"): the devices and their keys, each hand's
deal through :class:`net.table.trustless.HostDeal`, the moves held while their cards are
opened, the waits for a device that does not answer or went away (RULES.md H4, timed by
:mod:`net.table.leave_wait`) and the hand voided when a device cheats.

Who is a device: the host's own seats (its own connection's, its bots) are the device ``host``;
every other connection holding a seat is the device ``p<client_id>`` once it answered
``deal_setup`` with a key that checks (a key belongs to the connection that sent it: after a
reconnect the device is asked again). A seat whose device has no key is not dealt in.

One hand: :meth:`NobodyDeals.begin` (the shuffle round and the first street's tokens; the
hand's engine exists only once they are in: :meth:`step` starts it), then every move goes
through :meth:`hold` (:meth:`net.table.decisions.Decisions.take` sends it here): the cards it
deals or shows are asked for, and the move is made (``BlindHand.act``) and fanned out only when
they are in. The host's engine deals stand-ins for the cards nobody opened to it; none is ever
sent: a remote device's down card goes out hidden, to its owner too (:meth:`sees`), and the
journal keeps the hand as the host's device saw it (:meth:`journal_phh`).

A device too slow is said before the hand, never during it: each ``deal_key`` carries what the
device measured (:attr:`NobodyDeals.speeds`), and :meth:`NobodyDeals.forecast`, when a hand's
devices are fixed, announces one forecast over :data:`net.table.forecast.LIMIT_S` (``notice``
``slow_device``, once per device and number of devices).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from net import protocol as P
from net.table.deal_record import host_phh
from net.table.forecast import LIMIT_S, Speed, first_card_seconds, from_turn
from net.table.leave_wait import DeviceAway, wait_budget
from net.table.outbox import Outbox
from net.table.outputs import HostError
from net.table.seats import Conn, Player, SeatState
from net.table.state import TableState
from net.table.trustless import Device, HostDeal, Out
from net.trustless import TrustlessError
from studdesk.engine.actions import Action
from studdesk.engine.config import GameConfig
from studdesk.engine.hand import Hand, PlayerSpec

if TYPE_CHECKING:
    from net.table.dealer import Dealer
    from net.table.decisions import Decisions
    from net.table.frames import Frames
    from net.table.loop import HandLoop
    from net.table.seating import Seating

log = logging.getLogger("net.table")

HOST = "host"
"""The host's own device: its own connection's seats and its bots."""


@dataclass
class Held:
    """A move given (by a person, a bot, a timeout, the host) and not made yet: its cards are
    being opened."""

    action: Action
    timed_out: bool


class NobodyDeals:
    """The table core's part for a table nobody deals (see the module's docstring)."""

    def __init__(self, table: TableState, outbox: Outbox, frames: Frames, seating: Seating,
                 decisions: Decisions, dealer: Dealer, loop: HandLoop) -> None:
        self.table, self.outbox, self.frames, self.seating = table, outbox, frames, seating
        self.decisions, self.dealer, self.loop = decisions, dealer, loop
        self.deal = HostDeal(table.randbytes(32), (), HOST)
        self.keyed: dict[str, int] = {}  # device -> the connection whose key the host holds
        # device -> the connection that holds its share of the hand being dealt (its key when
        # the hand began): a device that came back on another connection has lost that share
        self.hand_conns: dict[str, int] = {}
        self.asked: dict[str, int] = {}  # device -> the connection sent deal_setup
        self.told: set[int] = set()  # connections told they were not dealt in (no key)
        self.speeds: dict[str, Speed] = {}  # device -> what it measured when it made its key
        # device -> its 8-card check (µs) as its last shuffle turn took it, which replaces
        # the figure measured once at key time (net.table.forecast.from_turn)
        self.observed: dict[str, int] = {}
        self.turn_at = 0.0  # when the device due to shuffle now was sent what it needed
        # (device, number of devices): told slow at that size of table (net.table.forecast)
        self.slow_told: set[tuple[str, int]] = set()
        # the hand being dealt
        self.number = 0  # 0: none
        self.dealt: list[SeatState] = []
        self.owners: dict[int, str] = {}  # seat -> device
        self.starting = False  # the shuffle round and the first street are not in yet
        self.held: Held | None = None
        self.away: dict[str, DeviceAway] = {}  # each remote device of the hand: its H4 wait

    # ------------------------------------------------------------------ devices

    def device_of(self, st: SeatState) -> str:
        player = st.player
        if player is None or player.is_host:
            return HOST
        return self.player_device(player)

    @staticmethod
    def player_device(player: Player) -> str:
        return HOST if player.is_host else f"p{player.client_id}"

    def has_key(self, st: SeatState) -> bool:
        """Whether ``st``'s device can be dealt in now (its key came on its connection)."""
        player = st.player
        if player is None or player.is_host:
            return True
        conn = player.conn
        return conn is not None and self.keyed.get(self.player_device(player)) == conn.id

    def conn_of(self, device: str) -> Conn | None:
        """The connection that speaks for ``device`` in the hand being dealt (None: the host's
        own, or away: gone, or back on a new connection that does not hold the hand's share)."""
        want = self.hand_conns.get(device)
        if want is None:
            return None
        conn = self.table.conns.get(want)
        if conn is None or conn.closed or conn.player is None \
                or self.player_device(conn.player) != device:
            return None
        return conn

    def sees(self, seat: int) -> bool:
        """Whether the host knows ``seat``'s down cards (its own device's seats)."""
        st = self.table.seats.get(seat) or self.table.hand_seats.get(seat)
        return st is not None and self.device_of(st) == HOST

    def seated(self, player: Player) -> None:
        """``player`` holds a seat now (it sat, or came back): its connection is asked for its
        device's key, once a connection (the ``table`` showing it seated goes first)."""
        conn = player.conn
        if player.is_host or conn is None or not self.table.seats_of(player):
            return
        device = self.player_device(player)
        if self.keyed.get(device) == conn.id or self.asked.get(device) == conn.id:
            return
        self.asked[device] = conn.id
        self.frames.flush()
        self.outbox.send(conn, self.deal.setup(device))

    def _send(self, outs: Sequence[Out]) -> None:
        for device, msg in outs:
            conn = self.conn_of(device)
            if conn is not None and conn.proto.state is P.State.OPEN:
                self.outbox.send(conn, msg)

    # ------------------------------------------------------------------ messages

    def on_message(self, conn: Conn, player: Player,
                   msg: P.DealKey | P.DealShuffle | P.DealTokens | P.DealShowdown) -> None:
        t = self.table
        if player.is_host or not t.seats_of(player):
            raise HostError(P.ErrorCode.OUT_OF_ORDER,
                            "Only a device holding a seat takes part in the deal.")
        device = self.player_device(player)
        if isinstance(msg, P.DealKey):
            if self.asked.get(device) != conn.id and self.keyed.get(device) != conn.id:
                raise HostError(P.ErrorCode.OUT_OF_ORDER, "No deal_setup was sent to you.")
            try:
                self.deal.on_key(device, msg)
            except TrustlessError as exc:
                raise HostError(P.ErrorCode.BAD_FIELD, _sentence(exc)) from None
            self.keyed[device] = conn.id
            self.told.discard(conn.id)
            self.speeds[device] = Speed(msg.token_check_us, msg.shuffle8_check_us)
            self.observed.pop(device, None)  # a new key: its own figures count again
            return
        relay = self.deal.relay
        if (self.number == 0 or msg.hand != self.number or relay is None
                or device not in relay.devices):
            raise HostError(P.ErrorCode.STALE_HAND, "That deal is not being dealt.")
        if self.hand_conns.get(device) != conn.id:
            raise HostError(P.ErrorCode.OUT_OF_ORDER,
                            "This connection's key is not the one of this hand.")
        try:
            if isinstance(msg, P.DealShuffle):
                outs = self.deal.on_shuffle(device, msg)
                self._shuffled(device)
            elif isinstance(msg, P.DealShowdown):
                outs = self.deal.on_showdown(device, msg)
            else:
                outs = self.deal.on_tokens(device, msg)
        except TrustlessError as exc:
            self.cheated(device, conn, _sentence(exc))
            return
        self._send(outs)

    # ------------------------------------------------------------------ a hand

    def begin(self, number: int, config: GameConfig, dealt: Sequence[SeatState]) -> None:
        """Hand ``number`` to ``dealt`` (each with a key): the shuffle round starts."""
        t = self.table
        for st in t.seats.values():  # a seat left out for want of a key is told why, once
            player = st.player
            if st in dealt or player is None or player.conn is None or self.has_key(st):
                continue
            if player.conn.id not in self.told and st.stack > 0 and not st.sitting_out:
                self.told.add(player.conn.id)
                self.outbox.send(player.conn, P.Notice(code="no_deal_key", seat=st.seat))
        self.number, self.dealt = number, list(dealt)
        self.owners = {st.seat: self.device_of(st) for st in dealt}
        self.hand_conns = {d: self.keyed[d] for d in set(self.owners.values()) if d != HOST}
        # the host's own device holds this hand's seats of the host's (its key stays)
        self.deal.host = Device(self.deal.host.key, [s for s, d in self.owners.items()
                                                     if d == HOST])
        self.starting, self.held = True, None
        banks = {d: [st.bank_ms / 1000 for st in dealt if self.owners[st.seat] == d]
                 for d in set(self.owners.values()) if d != HOST}
        self.away = {d: DeviceAway(tuple(s for s, o in self.owners.items() if o == d),
                                   wait_budget(t.options.timer, b))
                     for d, b in banks.items()}
        specs = [PlayerSpec(st.seat, st.name, st.stack, st.auto_muck) for st in dealt]
        self.forecast()
        self._send(self.deal.begin(number, config, specs, self.owners))
        self.turn_at = t.now  # the host's device shuffled: the first remote device's turn

    def _shuffled(self, device: str) -> None:
        """``device``'s shuffle came (and checked): its turn's time, from when the shuffle
        before it was sent on, is what it really took (the next device's turn starts now)."""
        now = self.table.now
        took, self.turn_at = now - self.turn_at, now
        observed = from_turn(took)
        if observed is not None:
            self.observed[device] = observed

    def forecast(self) -> None:
        """The hand's key list is fixed: a device whose own part of the first card is forecast
        over :data:`LIMIT_S` is announced to everyone now, before the antes (``notice``
        ``slow_device``), once per device and number of devices (net/TRUSTLESS.md § 13)."""
        devices = set(self.owners.values())
        for device in sorted(devices - {HOST}):
            seats = sorted(s for s, d in self.owners.items() if d == device)
            speed = self.speeds.get(device)
            if speed is not None and device in self.observed:
                speed = Speed(speed.token_check_us, self.observed[device])
            if speed is None or (device, len(devices)) in self.slow_told:
                continue
            seconds = first_card_seconds(speed, devices=len(devices), players=len(self.owners),
                                         own_seats=len(seats))
            if seconds is None or seconds <= LIMIT_S:
                continue
            self.slow_told.add((device, len(devices)))
            st = self.table.seats.get(seats[0]) or self.table.hand_seats.get(seats[0])
            name = st.name if st is not None else None
            log.info("hand %d: device %s (%s) needs about %.1f s before the first card",
                     self.number, device, name, seconds)
            self.outbox.broadcast(P.Notice(code="slow_device", seat=seats[0], name=name,
                                           seconds=max(1, round(seconds))), everyone=True)

    @property
    def busy(self) -> bool:
        return self.number != 0

    def hold(self, action: Action, *, timed_out: bool) -> None:
        """A move (checked legal) waits for its cards to be opened; the table holds."""
        self.held = Held(action, timed_out)
        self._send(self.deal.step(action))

    def step(self) -> bool | None:
        """The hand loop's step at this table: True when the hand moved on, False when it
        waits for the deal, None when the deal has nothing to do (the decisions go on)."""
        if self.number == 0:
            return None
        t = self.table
        hand = self.loop.hand
        if hand is not None and hand.is_complete:
            return None
        now = t.now
        waiting = set(self.deal.waiting)
        for device, away in self.away.items():
            absent = self.conn_of(device) is None or device in waiting
            if absent and not away.away:
                away.dropped(now)
            elif not absent and away.away:
                away.returned(now)
        # (no seat counts as folded here: a device whose seats folded still holds a share of
        # every card to come, so the deal waits for it when it owes tokens, and no longer)
        for device, away in self.away.items():
            deadline = away.deadline()
            overdue = deadline is not None and now >= deadline
            seats = [s for s, d in self.owners.items() if d == device]
            live = hand is not None and any(not hand.player(s).folded for s in seats)
            needed = device in waiting or hand is None
            # one the host removed is not waited for: gone as soon as the deal needs it
            if (overdue and (live or needed)) or (needed and self._kicked(device)):
                self.gone(device, seats)
                return True
        if self.deal.waiting:
            return False
        if self.starting:
            self.started()
            return True
        held = self.held
        if held is not None and hand is not None:
            self.held = None
            start = len(hand.events)
            blind = self.deal.blind
            assert blind is not None
            blind.act(held.action)
            self.decisions.made(held.action, hand.events[start:], timed_out=held.timed_out)
            return True
        return None

    def _kicked(self, device: str) -> bool:
        return any(st.player is not None and st.player.kicked
                   for st in self.dealt if self.owners.get(st.seat) == device)

    def wake(self) -> list[float]:
        """When the table must look again at a device it waits for."""
        if not self.number:
            return []
        return [w for a in self.away.values() if (w := a.wake_at(())) is not None]

    def started(self) -> None:
        """The first street is in: the hand's engine deals it, and the hand is in play."""
        t = self.table
        self.starting = False
        blind = self.deal.blind
        assert blind is not None and blind.engine is not None
        hand = blind.engine
        t.journal.hand_started(self.number, {st.seat: st.stack for st in self.dealt},
                               digest="", salt="", deck="")
        self.dealer.dealt_blind()
        t.show_later(t.options.catch_up)  # N4, as a hand dealt by the host
        self.loop.in_play(hand, self.dealt)
        self.frames.publish(list(hand.events))

    def journal_phh(self, hand: Hand) -> str:
        """The hand's PHH as the host's device saw it: another device's down card that was
        never shown is ``????`` (H3: the host never knew it; its engine held a stand-in)."""
        t = self.table
        own = [s for s, d in self.owners.items() if d == HOST]
        extra = {"_trustless": True, **(t.night.hand_fields() if t.night is not None else {})}
        return host_phh(hand, own, extra)

    def closed(self) -> None:
        """The hand is over (or gone): nothing more is dealt for it."""
        self.number, self.dealt, self.held, self.starting = 0, [], None, False
        self.away, self.owners, self.hand_conns = {}, {}, {}

    # ------------------------------------------------------------------ a device that fails

    def gone(self, device: str, seats: Sequence[int]) -> None:
        """H4: ``device`` did not answer in time, or did not come back: its seats leave the
        hand (which ends there), or, before any chip moved, the hand is dropped unplayed. A
        device still connected (it stalled) has its seats sat out."""
        t = self.table
        hand = self.loop.hand
        log.warning("hand %d: device %s did not answer in time; its seats %s leave the hand",
                    self.number, device, list(seats))
        self.held = None
        conn = self.conn_of(device)
        if conn is not None:  # connected but silent: it would stall the next hand too
            for s in seats:
                st = t.seats.get(s)
                if st is not None and not st.sitting_out:
                    st.sitting_out = st.away = True
                    self.seating.save_settings(st)
                    self.outbox.notices.append(P.Notice(code="sat_out", name=st.name, seat=s))
        if hand is None or not hand.can_leave(seats, True):
            self.void()
            return
        events = hand.leave(seats, True)  # folded or not: every card still needs its share
        self.decisions.drop()
        self.number = 0  # nothing more is dealt for this hand: it is settled as it ends
        self.frames.publish(events)
        self.outbox.tell_notices()

    def cheated(self, device: str, conn: Conn, why: str) -> None:
        """``device`` sent a key, shuffle or token that does not check, or that was not due
        from it: the hand is void (every chip back where it was when it started), it is told
        why in one line, and its seats are taken from it."""
        t = self.table
        log.warning("hand %d: device %s cheated or erred: %s", self.number, device, why)
        self.void()
        self.keyed.pop(device, None)
        self.asked.pop(device, None)
        self.speeds.pop(device, None)
        self.observed.pop(device, None)
        self.deal.keys.pop(device, None)
        self.outbox.error(conn, P.ErrorCode.BAD_FIELD, why)
        player = conn.player
        if player is not None:
            player.watching = True  # it may still watch the table
            for s in t.seats_of(player):
                self.seating.remove_seat(t.seats[s], "stand")

    def void(self) -> None:
        """The hand is void: every chip goes back where it was when it started (as after a
        host restart); the table goes on with the next hand."""
        number = self.number
        self.decisions.drop()
        self.closed()
        number = self.loop.void_hand() or number
        if number:
            self.outbox.broadcast(P.Notice(code="hand_voided", hand=number), everyone=True)
        self.frames.mark_dirty()


def _sentence(exc: TrustlessError) -> str:
    """A :class:`TrustlessError`'s sentence as an ``error`` carries it (at most 128
    characters)."""
    text = str(exc).strip() or "the deal did not check"
    return text if len(text) <= 128 else text[:127] + "…"
