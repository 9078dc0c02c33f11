"""What a :class:`~studdesk.gui.session.net_session.NetSession` carries from the client's loop
thread to the GUI thread: one typed record per delivery, no Qt.

The client's listener runs on the loop thread, where the table model
(:class:`net.client.ClientTable`) is consistent; it reads there what the GUI thread will need
and hands over either the host's message itself (when the message says it all: a chat line, a
notice, a ledger ...) or one of these records, which add the model's facts at that moment. The
GUI thread dispatches on the record's class (``match``) and emits the public signals.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from net import protocol as P
from net.client import ConnectionState, FinishedHand
from studdesk.engine.actions import LegalAction
from studdesk.engine.events import Event
from studdesk.engine.views import TableView
from studdesk.gui.session.table_session import TableStatus

FormatMessage = P.Announce | P.Eliminated | P.Standings | P.ChooseGame


@dataclass(frozen=True, slots=True)
class StatusNews:
    """The table's seats and state (a ``table`` message, or the welcome's summary)."""

    status: TableStatus


@dataclass(frozen=True, slots=True)
class TableNews:
    """A ``table`` message: the held seats, the views that are new (seat 0: the spectator),
    the seats whose presence changed, the status, and the night's ``format`` map if any."""

    you: tuple[int, ...]
    views: Mapping[int, TableView]
    seat_states: Mapping[int, str]
    status: TableStatus
    format: Mapping[str, Any] | None = None


@dataclass(frozen=True, slots=True)
class EventNews:
    """An engine event (uncensored for this connection: each held seat's copy is censored on
    the GUI thread); ``timeout``: the host acted for the player (C1)."""

    you: tuple[int, ...]
    event: Event
    timeout: bool = False


@dataclass(frozen=True, slots=True)
class TurnNews:
    """A turn: ``left_ms`` on its clock, the engine's legal moves for a held seat (none
    otherwise); ``timer_ms`` the whole timer when the host waits for our ``landed``."""

    hand: int
    seat: int
    left_ms: int
    legal: tuple[LegalAction, ...]
    bank_ms: int | None = None
    timer_ms: int | None = None


@dataclass(frozen=True, slots=True)
class FormatNews:
    """A format message, with who sits where as the model had it then (for its words)."""

    message: FormatMessage
    names: Mapping[int, str]


@dataclass(frozen=True, slots=True)
class HandNews:
    """A hand ended and was revealed: the client's record of it, its fairness check done."""

    hand: FinishedHand


@dataclass(frozen=True, slots=True)
class AnteNews:
    """RULES.md D1: post the ante of ``amount`` for held ``seat``? (auto-post is off)."""

    seat: int
    amount: int
    deadline_ms: int


@dataclass(frozen=True, slots=True)
class JoinedNews:
    """Someone joined; ``knock_settled``: they had knocked and the host let them in."""

    message: P.Joined
    knock_settled: bool


@dataclass(frozen=True, slots=True)
class ErrorNews:
    """An error from the host; ``again`` the turn still ours after a move it refused."""

    message: P.Error
    again: TurnNews | None = None


@dataclass(frozen=True, slots=True)
class StateNews:
    """The connection's state changed; ``code`` and ``message`` the final error, if any."""

    state: ConnectionState
    code: str = ""
    message: str = ""


@dataclass(frozen=True, slots=True)
class JoinFailed:
    """The table could not be reached, started or joined: an error code and the details."""

    code: str
    message: str


@dataclass(frozen=True, slots=True)
class SitFailed:
    """The host refused the seat asked for."""

    code: str
    message: str


@dataclass(frozen=True, slots=True)
class Listening:
    """A LAN table this session hosts listens at ``where`` (``address:port, ...``)."""

    where: str


@dataclass(frozen=True, slots=True)
class Ready:
    """The session's people (and bots) are seated and the game goes."""


@dataclass(frozen=True, slots=True)
class TableLine:
    """A line in the table's name, worded by the session."""

    text: str


News = (StatusNews | TableNews | EventNews | TurnNews | FormatNews | HandNews | AnteNews
        | JoinedNews | ErrorNews | StateNews | JoinFailed | SitFailed | Listening | Ready
        | TableLine | P.ChatLine | P.ShowChance | P.Notice | P.Knock | P.Left | P.Ledger)
"""Everything the GUI thread may be handed."""
