"""What each connection is sent of the table, by the one rule of what it may see
(:mod:`studdesk.engine.visibility`; RULES.md H1 and the hotseat cover): :func:`seats_shown` (whose
down cards a connection may see now), :func:`event_for` (an event as such a connection
receives it), the spectator's snapshot, the hand's views as records (:class:`ViewMaker`: the
spectator's, a seat's own made from it, the view of a hotseat seat whose person is not at the
screen), and the bounded ledger. The core decides who gets which.

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
from studdesk.engine.events import ActionTaken, Event
from studdesk.engine.hand import Hand, PlayerState
from studdesk.engine.views import OwnHand
from studdesk.engine.visibility import SPECTATOR, Viewer


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
    public: P.View | None  # the spectator's view of the hand (None between hands)
    seats: list[P.SeatEntry | None]  # the table's seat entries as a spectator sees them
    legal: tuple[P.ViewMove, ...] = ()  # the acting seat's legal moves, for its own view


class OwnRecords:
    """Each seat's record as its own player sees it (its entry in ``table``, its seat in a
    view: ``up`` names the field of the cards' face-up flags), made from the spectator's record
    of this step with every card of the hand in the clear (all a player's own eyes add, H1:
    only the cards are packed again), and kept while that spectator's record, the player in the
    hand and its cards are the same."""

    def __init__(self, up: str) -> None:
        self._up = up
        self._kept: dict[int, tuple[Any, PlayerState, tuple[Any, ...], Any]] = {}

    def of(self, spectator: Any, p: PlayerState) -> Any:
        cards = tuple(p.cards)
        kept = self._kept.get(p.seat)
        if kept is not None and kept[0] is spectator and kept[1] is p and kept[2] == cards:
            return kept[3]
        made = P.derive(spectator, cards=tuple([P.card_to_wire(c) for c in cards]),
                        **{self._up: tuple(p.face_up)})
        self._kept[p.seat] = (spectator, p, cards, made)
        return made


@dataclass(frozen=True, slots=True)
class OwnParts:
    """How a seat's own view differs from the spectator's (:meth:`ViewMaker.own_parts`)."""

    index: int | None  # where the seat sits in the view's seats (None: not seen as its own)
    seat: P.SeatView | None  # its own seat there
    own_hand: OwnHand | None  # its own hand's words (only when ``index`` is set)
    dead_cards: tuple[str, ...] | None  # a folded viewer's dead cards (None: the spectator's)
    legal: tuple[P.ViewMove, ...] | None  # its legal moves (None: the spectator's, none)


class ViewMaker:
    """Makes the hand's views as :class:`net.protocol.View` records: the spectator's once a
    step (:meth:`public`), and each seat's from it (:meth:`seat_view`: only the seat's own
    cards, its own hand's words, the dead cards of a folded viewer and the legal moves
    differ; equal to ``View.of(view(hand, seat))``, tested). What did not change from one
    step to the next is the same record, packed once: a seat's :class:`P.SeatView` for a
    viewer, the hand's moves so far."""

    def __init__(self) -> None:
        # each seat's record as last made for a viewer, with the values it was made from
        self._seats: dict[tuple[int, frozenset[int]], tuple[tuple[Any, ...], P.SeatView]] = {}
        # the hand, how many of its events were looked at, and its moves among them
        self._moves: tuple[Hand | None, int, tuple[P.ViewAction, ...]] = (None, 0, ())
        # the hand and where each of its seats sits in its players (fixed for a hand)
        self._where: tuple[Hand | None, dict[int, int]] = (None, {})
        self._own = {s: viewer_of(frozenset((s,))) for s in range(1, 9)}  # a seat's own eyes
        self._own_seats = OwnRecords("face_up")  # each seat's own, made from the spectator's

    def index(self, hand: Hand, seat: int) -> int | None:
        """Where ``seat`` is in ``hand.players`` (None: not in the hand)."""
        kept, where = self._where
        if kept is not hand:
            where = {p.seat: i for i, p in enumerate(hand.players)}
            self._where = (hand, where)
        return where.get(seat)

    def seat(self, p: PlayerState, viewer: Viewer) -> P.SeatView:
        """``p``'s seat as ``viewer`` may see it (H1: :meth:`Viewer.hand_cards`)."""
        cards, face_up = viewer.hand_cards(p)
        values = (p.name, p.stack, p.bet, p.committed, p.folded, p.all_in, p.shown, p.mucked,
                  cards, face_up)
        key = (p.seat, viewer.seats)
        kept = self._seats.get(key)
        if kept is not None and kept[0] == values:
            return kept[1]
        made: P.SeatView = P.SeatView._checked({  # the host's own checked values
            "seat": p.seat, "name": p.name, "stack": p.stack, "bet": p.bet,
            "committed": p.committed, "folded": p.folded, "all_in": p.all_in, "shown": p.shown,
            "mucked": p.mucked, "cards": tuple([P.card_to_wire(c) for c in cards]),
            "face_up": face_up})
        self._seats[key] = (values, made)
        return made

    def moves(self, hand: Hand) -> tuple[P.ViewAction, ...]:
        """The hand's moves so far, each made once (a hand's events only grow)."""
        kept, seen, moves = self._moves
        events = hand.events
        if kept is not hand or seen > len(events):
            kept, seen, moves = hand, 0, ()
        if seen < len(events):
            moves += tuple([P.ViewAction.of(e) for e in events[seen:] if isinstance(e, ActionTaken)])
            self._moves = (hand, len(events), moves)
        return moves

    def public(self, hand: Hand) -> P.View:
        """``View.of(view(hand, None))``: the hand as a spectator sees it."""
        community = hand.community
        view: P.View = P.View._checked({  # the host's own checked values
            "hand": hand.number, "config": hand.config, "viewer": None,
            "phase": hand.phase.value, "street": int(hand.street),
            "acting_seat": hand.acting_seat,
            "seats": tuple([self.seat(p, SPECTATOR) for p in hand.players]),
            "pots": tuple([pot.amount for pot in hand.pots()]), "pot_total": hand.pot_total,
            "current_bet": hand.current_bet,
            "community": None if community is None else str(community),
            "dead_cards": tuple([str(c) for c in SPECTATOR.dead_cards(hand.players)]),
            "actions": self.moves(hand), "legal_actions": (),
            "is_open_pair": hand.is_open_pair, "is_capped": hand.is_capped,
            "wild_ranks": tuple(sorted([int(r) for r in hand.wild_ranks])), "own_hand": None})
        return view

    def own_parts(self, hand: Hand, snap: Snapshot, seat: int, own: OwnHand | None = None,
                  *, shown: bool = True) -> OwnParts:
        """How ``seat``'s own view differs from the spectator's (``snap.public``): ``own`` its
        own hand's words (H1: only ever in its own view). ``shown`` False: the seat's person is
        not at the hotseat screen (B1): the spectator's cards, with the seat as viewer and its
        legal moves."""
        public = snap.public
        assert public is not None
        index = seat_view = dead = legal = None
        if shown:
            index = self.index(hand, seat)
            if index is not None:
                p = hand.players[index]
                who = self._own[seat]
                seat_view = self._own_seats.of(public.seats[index], p)
                if p.folded:  # a folded viewer's own up cards are not dead to them
                    dead = tuple([str(c) for c in who.dead_cards(hand.players)])
        if hand.choosing:  # a secret choice (W9.3, W11.2): every seat yet to make it is asked
            # B1: the cards Roll Your Own may turn up are the seat's down cards, hidden here
            if shown or hand.choice_kind is not ActionKind.TURN_UP:
                legal = tuple([P.ViewMove.of(m) for m in hand.choices(seat)])
        elif hand.acting_seat is not None and hand.acting_seat == seat:
            legal = snap.legal
        return OwnParts(index, seat_view, own if index is not None else None, dead, legal)

    def seat_changes(self, hand: Hand, snap: Snapshot, seat: int, own: OwnHand | None = None,
                     *, shown: bool = True) -> dict[str, Any]:
        """:meth:`own_parts` as :func:`net.protocol.derive` takes it."""
        public = snap.public
        assert public is not None
        parts = self.own_parts(hand, snap, seat, own, shown=shown)
        changes: dict[str, Any] = {"viewer": seat}
        if parts.index is not None:
            seats: list[Any] = list(public.seats)
            seats[parts.index] = parts.seat
            changes["seats"] = tuple(seats)
            changes["own_hand"] = parts.own_hand
            if parts.dead_cards is not None:
                changes["dead_cards"] = parts.dead_cards
        if parts.legal is not None:
            changes["legal_actions"] = parts.legal
        return changes

    def seat_view(self, hand: Hand, snap: Snapshot, seat: int, own: OwnHand | None = None,
                  *, shown: bool = True) -> P.View:
        """``seat``'s own view, made from the spectator's (:meth:`seat_changes`)."""
        view: P.View = P.derive(snap.public, **self.seat_changes(hand, snap, seat, own,
                                                                 shown=shown))
        return view

    def legal(self, hand: Hand) -> tuple[P.ViewMove, ...]:
        """The acting seat's legal moves as its view's ``legal_actions``."""
        if hand.acting_seat is None:
            return ()
        return tuple([P.ViewMove.of(m) for m in hand.legal_actions()])


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
