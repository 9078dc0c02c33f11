"""What each connection is sent of the table, by the one rule of what it may see
(:mod:`studdesk.engine.visibility`; RULES.md H1 and the hotseat cover): :func:`seats_shown` (whose
down cards a connection may see now), :func:`event_for` (an event as such a connection
receives it), the spectator's snapshot, a seat's own view made from it, the view of a hotseat
seat whose person is not at the screen, and the bounded ledger. Pure functions; the core
decides who gets which.

>>> seats_shown(frozenset({1, 2}), hotseat=False, screen=None)
frozenset({1, 2})
>>> seats_shown(frozenset({1, 2}), hotseat=True, screen=2)
frozenset({2})
>>> seats_shown(frozenset({1, 2}), hotseat=True, screen=None)
frozenset()
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from net import protocol as P
from net.table.options import LEDGER_MAX
from studdesk.engine.actions import ActionKind
from studdesk.engine.events import Event
from studdesk.engine.hand import Hand
from studdesk.engine.views import own_hand_of, own_hand_to_dict
from studdesk.engine.visibility import Viewer


@lru_cache(maxsize=256)
def viewer_of(shown: frozenset[int]) -> Viewer:
    """The :class:`Viewer` that may see the down cards of ``shown`` (made once: the fan-out
    asks for the same few at every step)."""
    return Viewer(shown)


def seats_shown(held: frozenset[int], *, hotseat: bool, screen: int | None
                ) -> frozenset[int]:
    """The held seats whose down cards a connection may see now: all of them; for the host's
    hotseat screen only the seat whose person acknowledged the cover (``screen``)."""
    return Viewer.at_screen(held, hotseat=hotseat, screen=screen).seats


def is_shown(event: Event, shown: frozenset[int]) -> bool:
    """Whether ``event`` goes in the clear to a connection that may see ``shown``'s cards."""
    return viewer_of(shown).is_clear(event)


def event_for(event: Event, shown: frozenset[int]) -> Event:
    """``event`` as a connection that may see the down cards of ``shown`` receives it."""
    return viewer_of(shown).censor(event)


@dataclass(frozen=True, slots=True)
class Snapshot:
    public: dict[str, Any] | None  # view_to_dict(view(hand, None))
    seats: list[P.SeatEntry | None]  # the table's seat entries as a spectator sees them


def seat_view_dict(hand: Hand, public: dict[str, Any], seat: int,
                   own: dict[str, Any] | None = None) -> dict[str, Any]:
    """``view_to_dict(view(hand, seat))``, made from the spectator's ``public`` dict: only the
    seat's own cards, its own hand's words, the dead cards (a folded viewer's own up cards are
    not dead to them) and the legal actions differ. (Equal to the direct computation; tested.)
    ``own``: the seat's ``own_hand`` already named (the host keeps it while it cannot change)."""
    out = dict(public)
    out["viewer"] = seat
    index = next((i for i, p in enumerate(hand.players) if p.seat == seat), None)
    if index is not None:
        p = hand.players[index]
        who = viewer_of(frozenset((seat,)))
        seats = list(public["seats"])
        entry = dict(seats[index])
        cards, face_up = who.hand_cards(p)
        entry["cards"] = ["??" if c is None else str(c) for c in cards]
        entry["face_up"] = list(face_up)
        seats[index] = entry
        out["seats"] = seats
        out["own_hand"] = (own if own is not None  # H1: only ever in its own view
                           else own_hand_to_dict(own_hand_of(hand, seat)))
        if p.folded:
            out["dead_cards"] = [str(c) for c in who.dead_cards(hand.players)]
    moves = _legal_actions(hand, seat)
    if moves:
        out["legal_actions"] = moves
    return out


def _legal_actions(hand: Hand, seat: int) -> list[dict[str, Any]]:
    """``seat``'s legal moves as its view's ``legal_actions`` (``view_to_dict``'s form): the
    acting seat's moves, or while a secret choice is asked (W9.3, W11.2) the choices of every
    seat that has yet to make it, as the engine's view offers them."""
    if hand.choosing:
        moves = hand.choices(seat)
    elif hand.acting_seat is not None and hand.acting_seat == seat:
        moves = hand.legal_actions()
    else:
        return []
    return [{"action": m.kind.value, "seat": m.seat, "to": m.to, "amount": m.amount,
             "all_in": m.all_in} for m in moves]


def hidden_seat_view_dict(hand: Hand, public: dict[str, Any], seat: int) -> dict[str, Any]:
    """``seat``'s view while its person is not at the hotseat screen (B1): the spectator's
    cards (its own down cards hidden) with the seat as viewer and its legal actions."""
    out = dict(public)
    out["viewer"] = seat
    # B1: the cards Roll Your Own may turn up are the seat's down cards, hidden here
    moves = [] if hand.choice_kind is ActionKind.TURN_UP else _legal_actions(hand, seat)
    if moves:
        out["legal_actions"] = moves
    return out


def bounded_ledger(entries: list[dict[str, Any]], limit: int = LEDGER_MAX
                   ) -> tuple[P.LedgerRow, ...]:
    """The journal's ledger ``entries`` as rows of ``ledger``, at most ``limit`` of them:
    seated players, then the largest ``|net|``; the rest summed in one row named
    ``"Others (N)"`` with ``others`` N (so a frame always fits the protocol's size limit)."""
    rows = [P.LedgerRow.from_wire(e) for e in entries]
    if len(rows) <= limit:
        return tuple(rows)
    ranked = sorted(rows, key=lambda e: (e.seat is None, -abs(e.won)))
    keep, rest = ranked[: limit - 1], ranked[limit - 1:]
    bought = sum(e.bought for e in rest)
    stack = sum(e.stack for e in rest)
    keep.append(P.LedgerRow(name=f"Others ({len(rest)})"[: P.MAX_NAME_LEN], bought=bought,
                            stack=stack, net=stack - bought, bot=False, others=len(rest)))
    return tuple(keep)
