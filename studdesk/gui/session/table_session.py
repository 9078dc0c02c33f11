"""The GUI's one door to a table: :class:`TableSession`.

Whatever runs the table (a host on the network, or the table core in this process:
:class:`~studdesk.gui.session.core_session.CoreSession`) reaches the GUI only through these
signals, all emitted on the GUI thread, for each seat this connection holds (a hotseat connection holds several):

``view_changed(int seat, object view)``
    A fresh :class:`~studdesk.engine.views.TableView` as ``seat`` may see it (RULES.md H1). The
    table converges to the latest view after each animation batch; a view is the truth.
``event_received(int seat, object event, bool timeout)``
    One engine :class:`~studdesk.engine.events.Event` censored for ``seat``,
    ``Viewer.of(seat).censor(event)`` (another seat's down card is ``None``), and ``timeout``:
    the host made this move when the player's clock ran out (RULES.md C1). Events drive the
    animations, in order.
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
``send_chat(text)``, ``close()``, ``wait_closed(timeout) -> bool``.

A table on a host says more (every session in the product has one; a session without
would simply never emit these):

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
``time_bank_changed(int seat, int bank_ms)``
    RULES.md C2: ``seat`` has ``bank_ms`` of time bank (told with each turn at a table that
    has one).

with the calls :meth:`TableSession.table_status`, :meth:`~TableSession.answer_ante`,
:meth:`~TableSession.sit_out`, :meth:`~TableSession.sit_back`, :meth:`~TableSession.rebuy`
and, on the host's own connection, :meth:`~TableSession.approve`, :meth:`~TableSession.kick`,
:meth:`~TableSession.set_paused`, :meth:`~TableSession.end_session`.

Every game goes through a host (STYLE.md section 6): the factories in
:mod:`studdesk.gui.session.net_session` (``start_hosting``, ``open_network_session``) and
:mod:`studdesk.gui.session.core_session` (``start_local_table``) return a
:class:`~studdesk.gui.session.net_session.NetSession` (``CoreSession`` is one); what
they take (seats, host settings, network places, pace) is in :mod:`studdesk.gui.session.setup`.
This module holds the interface and its records only, and imports nothing else of the GUI.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QObject, Signal

from studdesk.engine.actions import LegalAction

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
    event_received = Signal(int, object, bool)
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
    time_bank_changed = Signal(int, int)  # seat, ms of time bank left (C2), before its turn
    show_offered = Signal(int, int)  # O6: held seat won uncontested; ms left to show
    format_received = Signal(str, object)
    """A night's format: ("table", the table's :class:`~net.protocol.FormatEntry`) and
    ("announce" | "eliminated" | "standings" | "choose_game", the message's typed record)."""

    def choose_game(self, variant: str, seat: int | None = None) -> None:
        """Dealer's choice: pick the next round's game (a table without formats ignores it)."""

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

    def wait_closed(self, timeout: float = 20.0) -> bool:
        """After :meth:`close`: wait (at most ``timeout`` seconds) until whatever the session
        runs has stopped; False if it is still stopping."""
        return True

    # ------------------------------------------------------------------ a table on a host

    def ends_table_on_leave(self) -> bool:
        """True when leaving ends the table for other people (this window hosts it)."""
        return False

    def stop_table(self) -> bool:
        """The host's window: end the table now (the hand in play is void, everyone gets the
        final ledger, this connection too) without leaving it yet; False when this session
        cannot (no host of its own)."""
        return False

    lost_code: str | None = None
    """Why the connection closed: the host's error code (``kicked``, ``session_ended``,
    ``open_elsewhere`` ...), "" when it said nothing, None while it is open."""

    def table_status(self) -> TableStatus | None:
        """What the table last said about its seats (None: no host behind this session)."""
        return None

    def notice_line(self, code: str, hand: int | None, name: str | None = None,
                    amount: int | None = None, stack: int | None = None) -> str:
        """A host's ``notice`` (its code and arguments) in the interface's language; "" for a
        code this session does not word (a session without a host words none)."""
        return ""

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

    # ------------------------------------------------------------------ hotseat

    def removed_words(self) -> str:
        """What a player the host removed in the middle of a hand is told (the host's facts:
        the hand goes on without them, what they put in stays in its pot, their stack leaves
        with them, as the ledger says); "" when removed between hands."""
        return ""

    def turn_landed(self, seat: int) -> int | None:
        """Held ``seat``'s turn is on the screen, its buttons up (its cards have landed). A
        host that waits for this starts the decision's clock now: the whole timer (ms,
        returned) is the player's; ``None``: the clock has been running since the turn came
        (its time left is the turn's)."""
        return None

    def cover_shown(self, seat: int) -> None:
        """Hotseat: the hand-over cover is up for held ``seat`` (the person is not at the
        screen yet). A host that knows the hotseat cover keeps ``seat``'s decision clock
        still until :meth:`cover_cleared`."""

    def cover_cleared(self, seat: int) -> None:
        """Hotseat: the person of held ``seat`` clicked "ready": their clock may start."""

    def show_cards(self, seat: int) -> None:
        """O6: held ``seat``, which everyone else folded to, shows its cards (after
        ``show_offered``)."""


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
    time_bank_ms: int | None = None  # C2: the bank left (None: the table has none)


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
    table_seats: int = 8
    """How many seats the table has (the host's *Seats*): seats 1..table_seats."""

    def seat(self, seat: int) -> SeatStatus | None:
        return self.seats[seat - 1] if 1 <= seat <= len(self.seats) else None

    def can_rebuy(self, seat: int) -> bool:
        """T3: a held seat below the buy-in that is not in the hand being played."""
        s = self.seat(seat)
        return (s is not None and seat in self.you and s.stack < self.buy_in
                and not s.in_hand and self.status != "ended")

