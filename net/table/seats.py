"""Who is at the table: a client identity (:class:`Player`), a seat with its chips and habits
(:class:`SeatState`), and each connection as the core sees it (:class:`Conn`)."""

from __future__ import annotations

from dataclasses import dataclass

from net import protocol as P
from net.table.gate import Bucket
from studdesk.bots import Bot


@dataclass(eq=False)
class Player:
    """One client identity: a reconnect token, a name, the seats it holds."""

    client_id: int
    name: str
    token_hash: str | None
    is_host: bool = False
    conn: Conn | None = None
    watching: bool = False
    kicked: bool = False
    restored: bool = False  # seated before a host restart and not back yet (M3)
    hotseat: bool = False  # has held several seats (one screen at the host): covers apply
    screen: int | None = None  # hotseat: the seat whose person is at the screen (acknowledged)
    lands: bool = False  # has said ``landed``: its decisions' clocks wait for it (landing_limit)


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
class Conn:
    """One connection as the core sees it: its protocol state, buckets and clocks."""

    id: int
    address: str
    proto: P.Connection
    bucket: Bucket
    chat_bucket: Bucket
    opened: float
    last_frame: float
    player: Player | None = None
    pending: P.Hello | None = None  # waiting for approval
    pending_id: int = 0
    errors: int = 0
    closed: bool = False
