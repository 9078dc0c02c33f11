"""The table's parts wired by hand around one :class:`net.table.state.TableState`, without
:class:`net.table.TableCore`: each test module of ``tests/net/table`` drives the part it is
about through the few others it needs, on a fake clock (``now`` is a number the test moves),
with a real in-memory journal and real protocol connections (h11's habit of driving the bare
state machine). No night's format here: the parts only call the format with one set up.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from net import protocol as P
from net.journal import Journal
from net.table.admission import Admission
from net.table.dealer import Dealer
from net.table.decisions import Decisions
from net.table.frames import Frames
from net.table.loop import HandLoop
from net.table.options import HostOptions
from net.table.outbox import Outbox
from net.table.outputs import AskBot, Close, HostError, Output, Send
from net.table.seating import Seating
from net.table.seats import Conn, Player, SeatState
from net.table.state import TableState
from studdesk.engine.config import GameConfig, Variant

ADMIN = "admin-token-for-part-tests-0123456"


def options(**overrides: Any) -> HostOptions:
    values: dict[str, Any] = {
        "name": "Part table", "config": GameConfig.preset(Variant.STUD, 200), "timer": 10.0,
        "hand_pause": 0.0, "idle_timeout": 1e6, "deal_allowance": 0.0,
        "catch_up": 0.0, "action_allowance": 0.0,
    }
    values.update(overrides)
    return HostOptions(**values)


@dataclass(eq=False)
class Screen:
    """One connection's client side: what it was sent, decoded by a strict client."""

    conn: Conn
    proto: P.Connection = field(default_factory=lambda: P.Connection(P.Role.CLIENT))
    messages: list[Any] = field(default_factory=list)
    closed: bool = False

    def received(self, data: bytes) -> None:
        self.proto.receive_data(data)
        while True:
            msg = self.proto.next_event()  # a bad frame raises: the host erred
            if msg is None or isinstance(msg, P.ConnectionClosed):
                return
            self.messages.append(msg)

    def of(self, kind: type[Any]) -> list[Any]:
        return [m for m in self.messages if isinstance(m, kind)]

    def errors(self) -> list[str]:
        return [m.code for m in self.of(P.Error)]


class Parts:
    """Every part of a table over one shared state, wired as the core wires them."""

    def __init__(self, opts: HostOptions | None = None, *, seed: int = 1,
                 now: float = 1000.0) -> None:
        self.journal = Journal(":memory:")
        t = self.table = TableState(opts or options(), admin_token=ADMIN, journal=self.journal,
                                    rng=random.Random(seed), now=now)
        self.outbox = Outbox(t)
        self.frames = Frames(t, self.outbox, core=None)  # type: ignore[arg-type]
        self.seating = Seating(t, self.outbox, self.frames, core=None)  # type: ignore[arg-type]
        self.decisions = Decisions(t, self.outbox, self.frames, self.seating)
        self.dealer = Dealer(t, self.outbox)
        self.loop = HandLoop(t, self.outbox, self.frames, self.seating, self.decisions,
                             self.dealer, core=None)  # type: ignore[arg-type]
        self.admission = Admission(t, self.outbox, self.frames, self.seating, self.decisions,
                                   core=None, summary=self.summary)  # type: ignore[arg-type]
        t.attach(seating=self.seating, admission=self.admission, loop=self.loop,
                 decisions=self.decisions, dealer=self.dealer)
        self.loop.restore()
        self.screens: dict[int, Screen] = {}
        self.asks: list[AskBot] = []
        self.closes: list[int] = []
        self._serial = 0

    def summary(self) -> P.TableSummary:
        cfg, opts = self.table.config, self.table.options
        return P.TableSummary(name=opts.name, variant=cfg.variant.value, seats=opts.seats,
                              ante=cfg.ante, bring_in=cfg.bring_in, small_bet=cfg.small_bet,
                              big_bet=cfg.big_bet, buy_in=cfg.buy_in,
                              password=bool(opts.password))

    def at(self, now: float) -> None:
        """The fake clock moves to ``now``."""
        self.table.clock_to(now)

    def deliver(self) -> list[Output]:
        """Hand the outbox's frames to the screens; the rest (bots, closes) is returned."""
        rest: list[Output] = []
        for out in self.outbox.take():
            if isinstance(out, Send) and out.conn in self.screens:
                self.screens[out.conn].received(out.data)
            else:
                if isinstance(out, Close) and out.conn in self.screens:
                    self.screens[out.conn].closed = True
                if isinstance(out, AskBot):
                    self.asks.append(out)
                rest.append(out)
        return rest

    def connect(self, address: str = "10.0.0.1") -> Screen:
        self._serial += 1
        self.admission.connect(self._serial, address)
        conn = self.table.conns.get(self._serial)
        screen = Screen(conn if conn is not None else Conn(
            self._serial, address, P.Connection(P.Role.HOST), None, None,  # type: ignore[arg-type]
            self.table.now, self.table.now))
        self.screens[self._serial] = screen
        self.deliver()
        return screen

    def hello(self, screen: Screen, name: str, **fields: Any) -> None:
        """``screen`` says hello (through its connection's protocol state)."""
        conn = screen.conn
        conn.proto.receive_data(screen.proto.send(P.Hello(protocol=P.PROTOCOL_VERSION,
                                                          name=name, **fields)))
        msg = conn.proto.next_event()
        assert isinstance(msg, P.Hello)
        try:
            self.admission.on_hello(conn, msg)
        except HostError as exc:  # as the core answers a refusal
            self.outbox.error(conn, exc.code, exc.message)
        self.deliver()

    def join(self, name: str, address: str = "10.0.0.1", **fields: Any) -> Screen:
        screen = self.connect(address)
        self.hello(screen, name, **fields)
        return screen

    def player(self, screen: Screen) -> Player:
        assert screen.conn.player is not None
        return screen.conn.player

    def sit(self, screen: Screen, seat: int | None = None, **fields: Any) -> SeatState:
        self.seating.on_sit(screen.conn, self.player(screen), P.Sit(seat=seat, **fields))
        self.deliver()
        held = self.table.seats_of(self.player(screen))
        return self.table.seats[seat if seat is not None else held[-1]]

    def seated(self, *names: str) -> list[Screen]:
        """One screen per name, each from its own address, in seats 1, 2, ..."""
        screens = [self.join(name, f"10.0.1.{i}") for i, name in enumerate(names, 1)]
        for i, screen in enumerate(screens, 1):
            self.sit(screen, i)
        return screens

    def watcher(self, name: str = "Wes") -> Screen:
        screen = self.join(name, "10.0.2.1")
        self.player(screen).watching = True
        return screen

    def deal(self) -> None:
        """Hand ``next_hand`` to every eligible seat straight from the dealer (no loop)."""
        t = self.table
        dealt = t.eligible()
        hand = self.dealer.deal(t.next_hand, dealt)
        self.loop.in_play(hand, dealt)
        self.frames.publish(list(hand.events))
        self.deliver()

    def screen_of(self, seat: int) -> Screen:
        player = self.table.seats[seat].player
        assert player is not None and player.conn is not None
        return self.screens[player.conn.id]
