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

from net import protocol as P
from net.client import ClientTable, ConnectionState, FinishedHand
from studdesk.engine.actions import LegalAction
from studdesk.engine.events import Event
from studdesk.engine.views import TableView
from studdesk.gui.session.table_session import SeatStatus, TableStatus

FormatMessage = P.Announce | P.Eliminated | P.Standings | P.ChooseGame
TURN_ERRORS = frozenset({"illegal_action", "bad_amount"})
"""Errors after which the turn refused is still ours: it is offered again. Not
``not_your_turn``: the turn this model holds is then not the host's (a second click while the
first move is held at a table nobody deals, a move the clock already made), and offering its
moves again would put stale buttons over what came since (the showdown's Show and Muck)."""


@dataclass(frozen=True, slots=True)
class StatusNews:
    """The table's seats and state (the welcome's summary, before the first ``table``)."""

    status: TableStatus


@dataclass(frozen=True, slots=True)
class TableNews:
    """A ``table`` message: the held seats, the views that are new (seat 0: the spectator),
    the seats whose presence changed, the status, and the night's ``format`` if any."""

    you: tuple[int, ...]
    views: Mapping[int, TableView]
    seat_states: Mapping[int, str]
    status: TableStatus
    format: P.FormatEntry | None = None


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
class ShowdownChoiceNews:
    """RULES.md S2 at a table nobody deals: held ``seat``'s player shows or mucks in hand
    ``hand`` (auto-muck off, a hand the rules let it muck); its device waits for the answer.
    ``left_ms`` on the table's timer (C1), after which the connection mucks."""

    hand: int
    seat: int
    left_ms: int


@dataclass(frozen=True, slots=True)
class FormatNews:
    """A format message, with who sits where and the game in play as the model had them then
    (for its words)."""

    message: FormatMessage
    names: Mapping[int, str]
    game: str = ""


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
class FirstIdentity:
    """The first connection to a table's address: its host's identity (certificate
    fingerprint), now remembered for that address."""

    fingerprint: str


@dataclass(frozen=True, slots=True)
class Invited:
    """The invite of the table this session hosts (net/invite.py), at start and whenever it
    changes."""

    code: str


@dataclass(frozen=True, slots=True)
class Ready:
    """The session's people (and bots) are seated and the game goes."""


@dataclass(frozen=True, slots=True)
class TableLine:
    """A line in the table's name, worded by the session."""

    text: str


News = (StatusNews | TableNews | EventNews | TurnNews | ShowdownChoiceNews | FormatNews | HandNews | AnteNews
        | JoinedNews | ErrorNews | StateNews | JoinFailed | SitFailed | Listening | Ready
        | FirstIdentity | Invited
        | TableLine | P.ChatLine | P.ShowChance | P.Notice | P.Knock | P.Left | P.Ledger)
"""Everything the GUI thread may be handed."""


def news_of(msg: P.HostMessage, t: ClientTable) -> News | None:
    """What the GUI thread needs of host message ``msg``, read from the table model ``t`` that
    has just taken it (on the loop thread); None when there is nothing to tell. An ante
    question is always told here: answering it by the player's habit is the session's.

    >>> from net import protocol as P
    >>> t = ClientTable()
    >>> t.apply(P.Knock(client_id=7, name="Dora"), now=0.0)
    >>> t.apply(P.Joined(client_id=7, name="Dora", seat=3), now=0.0)
    >>> news_of(P.Joined(client_id=7, name="Dora", seat=3), t).knock_settled
    True
    >>> news_of(P.Openings(hand=1, seat=3), t) is None  # the fairness check's, not the screen's
    True
    """
    choice = t.showdown_choice
    if t.changes.showdown_choice is not None and choice is not None:  # a deal_* message
        return ShowdownChoiceNews(choice.hand, choice.seat, int(choice.remaining() * 1000))
    match msg:
        case P.Event():
            return EventNews(tuple(t.you), msg.event, bool(msg.timeout))
        case P.TableState():
            views = {(seat or 0): v for seat in t.changes.views
                     if (v := t.view(seat)) is not None}
            states = {seat: t.seat_status(seat) for seat in t.changes.seats}
            return TableNews(tuple(t.you), views, states, status_of(t), t.table_format)
        case P.Announce() | P.Eliminated() | P.Standings() | P.ChooseGame():
            entry = t.table_format
            return FormatNews(msg, t.seat_names(), entry.game if entry is not None else "")
        case P.Turn():
            legal = t.legal_moves(msg.seat) if msg.seat in t.you else ()
            left = int(t.turn.remaining() * 1000) if t.turn is not None else msg.deadline_ms
            # the host holds the clock until our ``landed``: then the whole timer is ours
            timer = msg.deadline_ms - (msg.dealing_ms or 0) \
                if msg.awaits_landed and msg.seat in t.you else None
            return TurnNews(msg.hand, msg.seat, left, legal, msg.bank_ms, timer)
        case P.ShowChance():
            return msg if msg.seat in t.you else None
        case P.Reveal():
            done = t.last_hand
            return HandNews(done) if done is not None and done.number == msg.hand else None
        case P.AnteQuestion():
            return AnteNews(msg.seat, t.summary.ante if t.summary else 0, msg.deadline_ms)
        case P.Joined():
            return JoinedNews(msg, t.changes.knock_settled == msg.client_id)
        case P.Error():
            turn = t.turn
            again = None
            if msg.code in TURN_ERRORS and turn is not None and turn.seat in t.you:
                again = TurnNews(turn.hand, turn.seat, int(turn.remaining() * 1000),
                                 t.legal_moves(turn.seat))
            return ErrorNews(msg, again)
        case P.ChatLine() | P.Notice() | P.Knock() | P.Left() | P.Ledger():
            return msg  # the message says it all
    return None


def status_of(t: ClientTable) -> TableStatus:
    """What the menus need from the client's table model (read on the loop thread)."""
    seats: list[SeatStatus | None] = []
    for n, entry in enumerate(t.seats, start=1):
        if entry is None:
            seats.append(None)
            continue
        bank = t.time_bank(n)
        seats.append(SeatStatus(
            seat=n, name=entry.name, stack=entry.stack, bot=entry.bot, connected=entry.connected,
            sitting_out=entry.sitting_out, in_hand=t.hand is not None and entry.in_hand,
            client_id=entry.client_id, time_bank_ms=None if bank is None else bank.ms))
    summary = t.summary
    return TableStatus(
        name=summary.name if summary else "", is_host=t.is_host, status=t.status,
        paused=t.paused, hand=t.hand,
        buy_in=summary.buy_in if summary else 0, you=tuple(t.you), seats=tuple(seats),
        table_seats=summary.seats if summary else len(seats))
