"""What the lobby's dialogs choose and where a table runs: plain records, no Qt.

:class:`SeatSetup` and :class:`LocalGameSetup` come from the Hotseat / solo dialog,
:class:`HostSettings` from the Host dialog; :class:`NetworkPlaces` says where tables hosted from
this window listen and advertise and where the lobby looks for tables, and :class:`Pace` how
fast a table started from this window runs. The factories in
:mod:`studdesk.gui.session.net_session` turn them into a session.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from net import DEFAULT_PORT  # where a table hosted from the desktop listens

if TYPE_CHECKING:  # annotations only: the lobby's window makes a NetworkPlaces before either
    from net.formats import TableFormat
    from studdesk.engine.config import GameConfig


@dataclass(frozen=True, slots=True)
class SeatSetup:
    """Who sits where: a person at this machine (``human``) or a computer player of ``level``
    (one of :data:`studdesk.bots.LEVELS`)."""

    seat: int
    name: str
    human: bool = False
    level: str = "normal"
    stack: int | None = None  # None: the table's buy-in
    auto_muck: bool = True  # RULES.md S2: a person may choose to show or muck


@dataclass(frozen=True, slots=True)
class LocalGameSetup:
    """What the Hotseat / solo dialog chose."""

    config: GameConfig
    seats: tuple[SeatSetup, ...]
    format: TableFormat | None = None  # a night's format; None: one game, cash

    @property
    def hotseat(self) -> bool:
        """More than one person at this computer (else a solo game against the computer)."""
        return sum(s.human for s in self.seats) > 1


LOCAL_GAMES_FOLDER = "solo-and-hotseat"
"""The data folder's sub-folder where hotseat and solo games keep their journal (one session
per game), beside a hosted table's ``desktop-table/``; the lobby's *Hand history* reads both."""


@dataclass(frozen=True, slots=True)
class HostSettings:
    """What the Host dialog chose; every amount was checked by building ``config``."""

    name: str
    config: GameConfig
    seats: int
    bots: int
    bot_level: str
    action_timer_s: int  # RULES.md C1
    time_bank_s: int  # C2 (0: none)
    password: str
    approve_joins: bool
    format: TableFormat | None = None  # a night's format; None: a plain cash game
    web: bool = False  # also serve the web table to phones and browsers (net/web.py)
    open_router: bool = False  # open the table's port on the home router (net/router)
    # the relay (host, port) that carries guests the table cannot be reached by otherwise
    # (net/relay); with open_router, only when the router does not map the port
    relay: tuple[str, int] | None = None
    trustless: bool = False  # nobody deals: every device takes part (net/TRUSTLESS.md, H4)


@dataclass(frozen=True, slots=True)
class NetworkPlaces:
    """Where tables hosted from this window listen and advertise, and where the lobby looks
    for tables. The default keeps everything on this machine (tests, a machine with no
    network); :meth:`lan` is the desktop's: listen on every interface, advertise and browse
    on each IPv4 interface but loopback."""

    bind: str = "127.0.0.1"
    port: int = 0
    advertise_on: tuple[str, ...] = ()
    browse_on: tuple[str, ...] = ()
    journal: Path | None = None  # where a hosted table keeps its journal (None: in memory)
    local_journal: Path | None = None  # where hotseat and solo games keep theirs (None: memory)

    @classmethod
    def lan(cls) -> NetworkPlaces:
        """The desktop's places; a table hosted from the desktop journals every hand in the
        platform's data folder, so a crash loses nothing and starting to host again resumes
        it (as ``studdesk host --data-dir`` does); hotseat and solo games journal theirs in
        its :data:`LOCAL_GAMES_FOLDER`."""
        from net.discovery import lan_interfaces
        from net.journal import data_dir

        interfaces = tuple(lan_interfaces())
        return cls("0.0.0.0", DEFAULT_PORT, interfaces, interfaces,
                   data_dir() / "desktop-table", data_dir() / LOCAL_GAMES_FOLDER)

    @classmethod
    def loopback(cls, *, mdns: bool = True) -> NetworkPlaces:
        """127.0.0.1 only (tests): mDNS, if any, on the loopback interface."""
        here = ("127.0.0.1",) if mdns else ()
        return cls("127.0.0.1", 0, here, here)


@dataclass(frozen=True, slots=True)
class Pace:
    """How fast a table started from this window runs: the pause between hands, the
    computer players' thinking delay, and the decision timer (None: the table's own, RULES.md
    C1's 10 s unless the host dialog chose another) and time bank (C2) of local games."""

    hand_pause: float = 2.0
    think_ms: int = 500
    timer: float | None = None
    local_time_bank: float = 30.0
    reconnect_timeout: float = 60.0
