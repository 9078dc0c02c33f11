"""Drive :class:`net.table.TableCore` with a fake clock and scripted connections: no sockets, no
sleeping (h11's ``ConnectionPair`` idea). Each :class:`Peer` is a client-side
:class:`net.protocol.Connection` wired back to back with the core; bots asked for a decision
answer at once (their thinking is synchronous here), and time moves only with
:meth:`Kit.advance`."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from net import protocol as P
from net.journal import Journal
from net.table import AskBot, Close, EndSession, HostOptions, MemoryStore, Output, Send, TableCore
from studdesk.engine.config import GameConfig, Variant
from studdesk.engine.events import ActionTaken

ADMIN = "admin-token-for-tests-0123456789"
RUNAWAY_HANDS = 300  # hands in one feed (no time passing): the kit calls it a runaway


def kit_options(**overrides: Any) -> HostOptions:
    values: dict[str, Any] = {
        "name": "Kit table", "config": GameConfig.preset(Variant.STUD, 200), "timer": 10.0,
        "hand_pause": 0.0, "idle_timeout": 1e6, "admin_token": ADMIN,
        "deal_allowance": 0.0,  # the M7 tests set theirs; the others count the bare timer
        "catch_up": 0.0, "action_allowance": 0.0,
    }
    values.update(overrides)
    return HostOptions(**values)


@dataclass(eq=False)
class Peer:
    """One scripted connection: what it received, as messages and as raw bytes."""

    kit: Kit
    id: int
    address: str
    proto: P.Connection = field(default_factory=lambda: P.Connection(P.Role.CLIENT))
    messages: list[P.HostMessage] = field(default_factory=list)
    raw: bytearray = field(default_factory=bytearray)
    closed: bool = False
    token: str | None = None
    client_id: int | None = None
    latest: dict[type, Any] = field(default_factory=dict)

    def send(self, msg: P.ClientMessage) -> None:
        self.kit.feed(self.kit.core.receive_data(self.id, self.proto.send(msg), self.kit.now))

    def send_raw(self, data: bytes) -> None:
        self.kit.feed(self.kit.core.receive_data(self.id, data, self.kit.now))

    def received(self, data: bytes) -> None:
        self.raw += data
        self.proto.receive_data(data)
        while True:
            try:
                msg = self.proto.next_event()
            except P.RemoteProtocolError as exc:  # the kit's peer is strict: the host erred
                raise AssertionError(f"the host sent a bad frame: {exc}") from exc
            if msg is None or isinstance(msg, P.ConnectionClosed):
                return
            if isinstance(msg, P.Welcome):
                self.token, self.client_id = msg.token, msg.client_id
            self.messages.append(msg)  # type: ignore[arg-type]
            self.latest[type(msg)] = msg

    def of(self, kind: type[Any]) -> list[Any]:
        return [m for m in self.messages if isinstance(m, kind)]

    def last(self, kind: type[Any]) -> Any:
        found = self.latest.get(kind)
        assert found is not None, f"no {kind.__name__} received"
        return found

    def errors(self) -> list[str]:
        return [m.code for m in self.of(P.Error)]

    @property
    def you(self) -> tuple[int, ...]:
        table = self.latest.get(P.TableState)
        return tuple(table.you) if table is not None else ()

    def act(self, action: str, amount: int | None = None, *, seat: int | None = None) -> None:
        turn = self.last(P.Turn)
        self.send(P.Act(hand=turn.hand, action=action, amount=amount,
                        seat=seat if seat is not None else turn.seat))


class Kit:
    """A table core on a fake clock."""

    def __init__(self, options: HostOptions | None = None, *, seed: int = 1,
                 journal: Journal | MemoryStore | None = None, auto_bots: bool = True,
                 bot_factory: Any = None) -> None:
        self.options = options or kit_options()
        self.now = 1000.0
        self.journal = journal or Journal(":memory:")
        self.core = TableCore(self.options, admin_token=self.options.admin_token or ADMIN,
                              journal=self.journal, rng=random.Random(seed),
                              bot_factory=bot_factory, now=self.now,
                              strict=True)  # a step that raises fails the test
        self.peers: dict[int, Peer] = {}
        self.auto_bots = auto_bots
        self.bot_asks: list[AskBot] = []
        self.ended = False
        self._serial = 0
        self.feed(self.core.restore(self.now))

    # ------------------------------------------------------------------ plumbing

    def feed(self, outputs: list[Output]) -> None:
        queue = list(outputs)
        played = self.core.hands_played
        while queue:
            if self.core.hands_played - played > RUNAWAY_HANDS:
                raise AssertionError("bots alone play on forever at one instant: give the "
                                     "test a hand_pause, or stop answering for the bots")
            out = queue.pop(0)
            if isinstance(out, Send):
                peer = self.peers.get(out.conn)
                assert peer is not None and not peer.closed, f"a frame to a closed peer {out}"
                peer.received(out.data)
            elif isinstance(out, Close):
                peer = self.peers.get(out.conn)
                if peer is not None and not peer.closed:
                    peer.closed = True
                    queue.extend(self.core.connection_lost(out.conn, self.now))
            elif isinstance(out, AskBot):
                if self.auto_bots:
                    move = out.bot.decide(out.view)
                    queue.extend(self.core.bot_decided(out.request, move, self.now))
                else:
                    self.bot_asks.append(out)
            elif isinstance(out, EndSession):
                self.ended = True
                queue.extend(self.core.stop(self.now, end_session=True))

    def advance(self, seconds: float) -> None:
        """Move the clock ``seconds`` on, waking the core at every wake-up it asked for."""
        end = self.now + seconds
        for _ in range(1_000_000):
            wake = self.core.next_wake()
            if wake is None or wake > end:
                break
            self.now = max(self.now, wake)
            self.feed(self.core.tick(self.now))
        else:
            raise AssertionError("the core keeps asking to be woken at once")
        self.now = end
        self.feed(self.core.tick(self.now))

    def call(self, fn: Callable[[TableCore], Any]) -> Any:
        value, outputs = self.core.call(fn, self.now)
        self.feed(outputs)
        return value

    # ------------------------------------------------------------------ people

    def connect(self, address: str = "10.0.0.1") -> Peer:
        self._serial += 1
        peer = Peer(self, self._serial, address)
        self.peers[peer.id] = peer
        self.feed(self.core.connect(peer.id, address, self.now))
        return peer

    def join(self, name: str, *, address: str = "10.0.0.1", token: str | None = None,
             password: str | None = None, sit: bool | int = True, watch: bool = False) -> Peer:
        peer = self.connect(address)
        peer.send(P.Hello(protocol=P.PROTOCOL_VERSION, name=name, token=token,
                          password=password))
        if sit and not peer.closed and peer.of(P.Welcome):
            peer.send(P.Sit(seat=None if sit is True else int(sit)))
        if watch and not peer.closed:
            peer.send(P.Watch())
        return peer

    def host(self, name: str = "Host", **kwargs: Any) -> Peer:
        return self.join(name, token=ADMIN, **kwargs)

    def play_until(self, predicate: Callable[[], bool], *, step: float = 0.5,
                   limit: float = 3600.0) -> None:
        """Advance the clock in steps until ``predicate()`` (people who never act time out)."""
        spent = 0.0
        while not predicate():
            assert spent < limit, "not reached on the fake clock"
            self.advance(step)
            spent += step


class Auto:
    """Peers that answer every turn for their seats at once, with a seeded random choice."""

    def __init__(self, kit: Kit, peers: list[Peer], seed: int = 0, *,
                 antes: bool = True) -> None:
        self.kit, self.peers, self.rng = kit, peers, random.Random(seed)
        self.antes = antes
        self.seen: dict[int, int] = {p.id: 0 for p in peers}

    def run(self, hands: int, *, limit: int = 100_000) -> None:
        target = self.kit.core.hands_played + hands
        for _ in range(limit):
            if self.kit.core.hands_played >= target:
                return
            if not self.answer():
                self.kit.advance(0.25)
        raise AssertionError("the table stopped playing")

    def answer(self) -> bool:
        moved = False
        for peer in self.peers:
            if peer.closed:
                continue
            new = peer.messages[self.seen[peer.id]:]
            self.seen[peer.id] = len(peer.messages)
            for msg in new:
                if isinstance(msg, P.AnteQuestion) and self.antes:
                    peer.send(P.Ante(hand=msg.hand, post=True, seat=msg.seat))
                    moved = True
            hand = self.kit.core.hand
            d = self.kit.core.decision
            if hand is None or d is None or d.seat not in peer.you:
                continue
            turn = peer.latest.get(P.Turn)
            if turn is None or turn.seat != d.seat or turn.hand != hand.number:
                continue
            choice = self.rng.choice(turn.actions)
            amount = choice.to if choice.action in P.SIZED_ACTIONS else None
            peer.send(P.Act(hand=turn.hand, action=choice.action, amount=amount,
                            seat=turn.seat))
            moved = True
        return moved


def chips_conserved(kit: Kit) -> None:
    """Every chip bought is at the table or cashed out, by the journal's totals."""
    bought, table, cashed = kit.journal.chip_totals()
    assert bought == table + cashed, (bought, table, cashed)


def seated(kit: Kit, *names: str) -> list[Peer]:
    """Players who join and sit, each from an address of their own (10.0.0.1, 10.0.0.2, ...)."""
    return [kit.join(n, address=f"10.0.0.{i + 1}") for i, n in enumerate(names)]


def acting_seat(kit: Kit) -> int:
    """The seat whose decision the table waits for (there must be one)."""
    hand = kit.core.hand
    assert hand is not None and hand.acting_seat is not None
    return hand.acting_seat


def actions_of(peer: Peer, since: int = 0) -> list[ActionTaken]:
    """The actions ``peer`` was told of, from its ``since``-th event on."""
    return [m.event for m in peer.of(P.Event)[since:] if isinstance(m.event, ActionTaken)]
