"""The GUI's one door to a table: :class:`TableSession`.

Whatever runs the table (a host on the network, or :class:`~studdesk.gui.dev_session.EngineSession`
in-process for development and tests) reaches the GUI only through these signals, all emitted on
the GUI thread, for each seat this connection holds (a hotseat connection holds several):

``view_changed(int seat, object view)``
    A fresh :class:`~studdesk.engine.views.TableView` as ``seat`` may see it (RULES.md H1). The
    table converges to the latest view after each animation batch; a view is the truth.
``event_received(int seat, object event_dict)``
    One censored engine event as plain data, ``event_to_dict(censor(event, seat))``: a dict with
    ``"type"`` (``"card_dealt"``, ``"action_taken"`` ...), cards as
    ``"As"``/``"??"``. Events drive the animations, in order.
``turn_started(int seat, int deadline_ms, object legal_actions)``
    ``seat`` is to act with ``deadline_ms`` left on its clock (RULES.md C1). ``legal_actions``
    is a tuple of :class:`~studdesk.engine.actions.LegalAction` for a seat this connection
    holds, and empty for anyone else's turn (the countdown ring still runs).
``chat_received(str sender, str text)``
    A chat line; the sender ``""`` marks a line from the table itself (joins, rebuys ...).
``hand_recorded(object record)``
    A :class:`HandRecord` after each hand: the PHH text and the fairness-check result.
``connection_lost(str reason)``
    The table is gone; ``reason`` is a sentence for the player.
``seat_status_changed(int seat, str status)``
    One of :data:`SEAT_STATUSES` for seats whose presence the table knows (sitting out C3,
    disconnected C4, empty).

and these calls:

``held_seats() -> tuple[int, ...]``, ``start()``, ``send_action(seat, legal_action)``,
``send_chat(text)``, ``close()``.

A table on a host says more, and a session that has no host (the development
:class:`~studdesk.gui.dev_session.EngineSession`) simply never emits these:

``seats_changed(object seats)``
    The seats this connection holds changed (a LAN player got the seat the host chose).
``status_changed(object status)``
    A new :class:`TableStatus`: who sits where, paused, the buy-in, whether we are the host.
``knocked(int client_id, str name)`` / ``knock_settled(int client_id)``
    Someone waits for the host to let them in (only on the host's own connection), and no
    longer does.
``ante_asked(int seat, int amount, int deadline_ms)``
    RULES.md D1: post the ante of ``amount`` for held ``seat``? (auto-post is off).
``ledger_received(object entries, bool final)``
    Who is up and who is down; ``final`` when the session ended.
``join_failed(str code, str message)``
    The host did not let us in (``wrong_password``, ``name_taken``, ``refused`` ...).
``reconnecting(bool on)``
    The connection dropped and the client is getting it back (RULES.md C4), or is back.

with the calls :meth:`TableSession.table_status`, :meth:`~TableSession.answer_ante`,
:meth:`~TableSession.sit_out`, :meth:`~TableSession.sit_back`, :meth:`~TableSession.rebuy`
and, on the host's own connection, :meth:`~TableSession.approve`, :meth:`~TableSession.kick`,
:meth:`~TableSession.set_paused`, :meth:`~TableSession.end_session`.

Every game goes through a host (STYLE.md section 6): :func:`start_hosting` starts one for the
LAN, :func:`start_local_table` one on loopback for hotseat and solo games, and
:func:`open_network_session` joins one; each returns a
:class:`~studdesk.gui.net_session.NetSession`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from net import DEFAULT_PORT  # where a table hosted from the desktop listens
from studdesk.engine.actions import LegalAction

if TYPE_CHECKING:
    from studdesk.gui.dev_session import SeatSetup
    from studdesk.gui.host_dialog import HostSettings
    from studdesk.gui.net_session import NetSession
    from studdesk.gui.settings import Settings

SEAT_STATUSES = ("playing", "sitting_out", "disconnected", "empty")


@dataclass(frozen=True, slots=True)
class HandRecord:
    """What the table hands over when a hand ends (RULES.md H2).

    ``phh`` is the hand history as this connection may see it; ``fairness`` the sentence about
    the deck check (commit before the deal, reveal after); ``fairness_ok`` True when the
    revealed deck matched its commitment, False when it did not, None when nothing was checked.
    """

    hand: int
    phh: str
    fairness: str
    fairness_ok: bool | None = None


class TableSession(QObject):
    """A table as one client sees it; subclasses connect it to something that runs hands."""

    view_changed = Signal(int, object)
    event_received = Signal(int, object)
    turn_started = Signal(int, int, object)
    chat_received = Signal(str, str)
    hand_recorded = Signal(object)
    connection_lost = Signal(str)
    seat_status_changed = Signal(int, str)
    seats_changed = Signal(object)
    status_changed = Signal(object)
    knocked = Signal(int, str)
    knock_settled = Signal(int)
    ante_asked = Signal(int, int, int)
    ledger_received = Signal(object, bool)
    join_failed = Signal(str, str)
    reconnecting = Signal(bool)

    def held_seats(self) -> tuple[int, ...]:
        """The seats this connection plays (several in hotseat), lowest first."""
        raise NotImplementedError

    def start(self) -> None:
        """Begin delivering the table (connect, or deal the first hand)."""
        raise NotImplementedError

    def send_action(self, seat: int, action: LegalAction) -> None:
        """Play ``action`` (one of the legal actions last offered) for held ``seat``."""
        raise NotImplementedError

    def send_chat(self, text: str) -> None:
        raise NotImplementedError

    def close(self) -> None:
        """Leave the table; no signal is emitted afterwards."""

    # ------------------------------------------------------------------ a table on a host

    def ends_table_on_leave(self) -> bool:
        """True when leaving ends the table for other people (this window hosts it)."""
        return False

    def table_status(self) -> TableStatus | None:
        """What the table last said about its seats (None: no host behind this session)."""
        return None

    def answer_ante(self, seat: int, post: bool) -> None:
        """Answer the ante question (D1) for held ``seat``."""

    def sit_out(self, seat: int) -> None:
        """Be dealt out of the coming hands (C3) until :meth:`sit_back`."""

    def sit_back(self, seat: int) -> None:
        """Be dealt in again."""

    def rebuy(self, seat: int) -> None:
        """Top held ``seat``'s stack up to the buy-in (T3: no short buy)."""

    def approve(self, client_id: int, allow: bool = True) -> None:
        """Host: let a player who knocked in, or turn them away."""

    def kick(self, seat: int) -> None:
        """Host: remove the player (or computer player) in ``seat``."""

    def set_paused(self, on: bool) -> None:
        """Host: pause the game after the hand in play, or go on."""

    def end_session(self) -> None:
        """Host: finish the hand in play, then end the session (everyone gets the ledger)."""


@dataclass(frozen=True, slots=True)
class SeatStatus:
    """One occupied seat as the host describes it."""

    seat: int
    name: str
    stack: int
    bot: bool = False
    connected: bool = True
    sitting_out: bool = False
    in_hand: bool = False  # dealt into the hand in play
    client_id: int | None = None


@dataclass(frozen=True, slots=True)
class TableStatus:
    """What the table's menus need: the table's name and buy-in, whether this connection is
    the host, the game's state and who sits where (seats 1..8; None for an empty seat)."""

    name: str = ""
    is_host: bool = False
    status: str = "waiting"  # waiting, playing, paused, ended
    paused: bool = False
    hand: int | None = None
    buy_in: int = 0
    you: tuple[int, ...] = ()
    seats: tuple[SeatStatus | None, ...] = field(default=(None,) * 8)

    def seat(self, seat: int) -> SeatStatus | None:
        return self.seats[seat - 1] if 1 <= seat <= len(self.seats) else None

    def can_rebuy(self, seat: int) -> bool:
        """T3: a held seat below the buy-in that is not in the hand being played."""
        s = self.seat(seat)
        return (s is not None and seat in self.you and s.stack < self.buy_in
                and not s.in_hand and self.status != "ended")


"""Where a table hosted from the desktop listens when the port is free (else any free port)."""


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

    @classmethod
    def lan(cls) -> NetworkPlaces:
        """The desktop's places; a table hosted from the desktop journals every hand in the
        platform's data folder, so a crash loses nothing and starting to host again resumes
        it (as ``studdesk host --data-dir`` does)."""
        from net.discovery import lan_interfaces
        from net.journal import data_dir

        interfaces = tuple(lan_interfaces())
        return cls("0.0.0.0", DEFAULT_PORT, interfaces, interfaces,
                   data_dir() / "desktop-table")

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


def open_network_session(address: str, port: int, *, name: str, password: str | None = None,
                         watch: bool = False, settings: Settings | None = None,
                         pace: Pace | None = None) -> NetSession:
    """Join the table at ``address:port`` as ``name``: take any free seat, or ``watch``."""
    from studdesk.gui.net_session import NetSession

    pace = pace or Pace()
    return NetSession(address, port, name, password=password or None, watch=watch,
                      settings=settings, reconnect_timeout=pace.reconnect_timeout)


def host_options(table: HostSettings, *, network: NetworkPlaces, pace: Pace) -> Any:
    """The :class:`net.host.HostOptions` for what the Host dialog chose."""
    from net.host import HostOptions

    return HostOptions(
        name=table.name, config=table.config, seats=table.seats,
        timer=float(pace.timer if pace.timer is not None else table.action_timer_s),
        time_bank=float(table.time_bank_s), password=table.password or None,
        approve=table.approve_joins, hand_pause=pace.hand_pause, think_ms=pace.think_ms,
        bot_level=table.bot_level, advertise_on=list(network.advertise_on) or None,
        data_dir=network.journal)


def start_hosting(table: HostSettings, *, name: str, network: NetworkPlaces | None = None,
                  pace: Pace | None = None, settings: Settings | None = None) -> NetSession:
    """Host a table with the Host dialog's settings on this machine (``network.bind``,
    advertised over mDNS on ``network.advertise_on``) and return the host's own session to
    it, seated as ``name`` with the host controls; the dialog's computer players sit down
    once the host has taken a seat. The host starts when the session does (in the
    background: advertising takes a moment) and stops when it is closed."""
    from studdesk.gui.net_session import NetSession

    network = network or NetworkPlaces()
    pace = pace or Pace()
    return NetSession(
        network.bind, network.port, name,
        seats=[(min(5, table.seats), name)],  # seat 5 sits at the bottom of the felt
        host_options=host_options(table, network=network, pace=pace),
        bots=[(None, table.bot_level, None)] * table.bots,
        settings=settings, reconnect_timeout=pace.reconnect_timeout)


def start_local_table(config: Any, seats: Sequence[SeatSetup], *,
                      pace: Pace | None = None, settings: Settings | None = None,
                      name: str = "") -> NetSession:
    """A hotseat or solo game: a host on 127.0.0.1 (not advertised), the computer players
    seated in it at their seats and levels, and one connection holding every person's seat
    (the table window puts the hand-over screen between them)."""
    from net.host import HostOptions
    from studdesk.gui.net_session import NetSession

    pace = pace or Pace()
    humans = [s for s in seats if s.human]
    if not humans:
        raise ValueError("a local game needs at least one person at this computer")
    options = HostOptions(
        name=name or "StudDesk", config=config, seats=max(s.seat for s in seats),
        timer=pace.timer if pace.timer is not None else 10.0,
        time_bank=pace.local_time_bank if len(humans) > 1 else 0.0,
        hand_pause=pace.hand_pause, think_ms=pace.think_ms)
    return NetSession(
        "127.0.0.1", 0, humans[0].name, host_options=options,
        seats=[(s.seat, s.name) for s in humans],
        bots=[(s.seat, s.level, s.name) for s in seats if not s.human],
        settings=settings, reconnect_timeout=pace.reconnect_timeout)
