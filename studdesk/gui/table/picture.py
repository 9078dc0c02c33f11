"""A picture of the table: what is on the felt, worked out from the table's frame with no Qt.

:func:`picture_of` turns a :class:`~studdesk.engine.views.TableView` (one held seat's view, or
the spectator's, from the host's ``table`` frame or the in-process core) into a
:class:`TablePicture`: for every seat in the hand its name, stack and bet, its cards (up or
down, a back or a face, the viewer's own private ones marked), its badge; the pots in the
middle, the community card, the wild ranks, who acts and where the stud button lies. The scene
draws exactly this (:meth:`TableScene.apply_view`); the animations only move the items between
two pictures.

The pots come from the frame (``TableView.pots``, the same numbers as ``TableState.pots``: main
pot first, this street's bets included); the felt shows this street's bets in front of the seats,
so the middle shows the frame's pots less those bets (:func:`pots_on_felt`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum

from studdesk.engine.config import BUTTON_SEAT, GameConfig
from studdesk.engine.hand import Phase
from studdesk.engine.views import SeatView, TableView

PLACES = 8
BOTTOM = 5
"""The place at the bottom of the felt (:mod:`.seat_layout` numbers the places as seats)."""


class Badge(StrEnum):
    """The word on a seat's plate (it compares equal to its value: ``Badge.ALL_IN == "all_in"``)."""

    NONE = ""
    ALL_IN = "all_in"
    DISCONNECTED = "disconnected"
    SITTING_OUT = "sitting_out"
    FOLDED = "folded"


def badge_of(status: str, folded: bool, all_in: bool) -> Badge:
    """A seat's badge: all-in first, then being away (C3 sitting out, C4 disconnected), then
    folded; ``status`` is the table's word for the seat ("playing", "sitting_out" ...)."""
    if all_in:
        return Badge.ALL_IN
    if status == "disconnected":
        return Badge.DISCONNECTED
    if status == "sitting_out":
        return Badge.SITTING_OUT
    return Badge.FOLDED if folded else Badge.NONE


@dataclass(frozen=True, slots=True)
class CardPicture:
    """One card of a hand: ``card`` ("As") or None for a back; ``private``: the viewer's own
    down card, drawn face up with a tint (H1)."""

    card: str | None
    face_up: bool
    private: bool = False


@dataclass(frozen=True, slots=True)
class SeatPicture:
    """A seat in the hand. ``gone``: its hand has left the table (folded or mucked, H1): no
    cards, no caption."""

    seat: int
    name: str
    stack: int
    bet: int
    folded: bool
    all_in: bool
    me: bool
    badge: Badge
    cards: tuple[CardPicture, ...]
    gone: bool
    shown: bool = False  # the hand was shown (S2): its down cards are the table's to see


@dataclass(frozen=True, slots=True)
class TablePicture:
    """Everything the felt shows of one moment of a hand (see the module docstring)."""

    hand: int
    config: GameConfig
    viewer: int | None
    seats: Mapping[int, SeatPicture]  # the seats in the hand, by number
    pots: tuple[int, ...]  # in the middle, main pot first, none empty
    community: str | None
    wild_ranks: frozenset[int]
    acting: int | None
    button: int = BUTTON_SEAT

    def bet(self, seat: int) -> int:
        s = self.seats.get(seat)
        return s.bet if s is not None else 0


def pots_on_felt(pots: Iterable[int], bets: Iterable[int]) -> tuple[int, ...]:
    """The pots in the middle: the frame's ``pots`` (main pot first, this street's bets
    included) less this street's ``bets``, which stand in front of the seats until gathered.

    A street's bets are the top layer of every contribution (each seat still betting put in the
    same before the street began), so they are the last chips of the last pots: they are taken
    from the last pot back. Empty pots are left out.

    >>> pots_on_felt([90, 20], [20, 0, 0])
    (90,)
    >>> pots_on_felt([30, 80], [20, 20])
    (30, 40)
    """
    left = list(pots)
    out = sum(bets)
    for i in range(len(left) - 1, -1, -1):
        if out <= 0:
            break
        taken = min(out, left[i])
        left[i] -= taken
        out -= taken
    if out > 0:
        raise ValueError(f"the bets ({sum(bets)}) are more than the pots ({sum(pots)})")
    return tuple(a for a in left if a > 0)


def seat_picture(sv: SeatView, viewer: int | None, status: str = "playing") -> SeatPicture:
    """One seat of the view as the felt draws it: a hand that left the table has no cards; the
    viewer's own down cards show their faces, tinted, until the seat shows them."""
    gone = sv.folded or sv.mucked
    mine = sv.seat == viewer and not sv.shown
    cards = () if gone else tuple(
        CardPicture(None if c is None else str(c), up, mine and not up)
        for c, up in zip(sv.cards, sv.face_up, strict=True))
    return SeatPicture(
        seat=sv.seat, name=sv.name, stack=sv.stack, bet=sv.bet, folded=sv.folded,
        all_in=sv.all_in, me=sv.seat == viewer, badge=badge_of(status, sv.folded, sv.all_in),
        cards=cards, gone=gone, shown=sv.shown and not gone)


def picture_of(view: TableView, statuses: Mapping[int, str] | None = None) -> TablePicture:
    """The felt for ``view``; ``statuses``: the table's word for each seat's presence
    ("sitting_out", "disconnected"; a seat not named is playing)."""
    statuses = statuses or {}
    seats = {s.seat: seat_picture(s, view.viewer, statuses.get(s.seat, "playing"))
             for s in view.seats}
    if view.phase is Phase.COMPLETE:
        pots: tuple[int, ...] = ()  # awarded: the chips are on the winners' plates
    else:
        pots = pots_on_felt(view.pots, (s.bet for s in view.seats))
    return TablePicture(
        hand=view.hand, config=view.config, viewer=view.viewer, seats=seats, pots=pots,
        community=None if view.community is None else str(view.community),
        wild_ranks=frozenset(int(r) for r in view.wild_ranks), acting=view.acting_seat)


def place_of(seat: int, bottom_seat: int | None) -> int:
    """Where on the felt ``seat`` is drawn (1..8, the places numbered as the seats): the
    ``bottom_seat`` at the bottom, the others around it in the table's order (None: unturned).

    >>> place_of(2, 2), place_of(3, 2), place_of(1, 2)
    (5, 6, 4)
    """
    if not bottom_seat or not 1 <= seat <= PLACES:
        return seat
    return (seat - bottom_seat + BOTTOM - 1) % PLACES + 1
