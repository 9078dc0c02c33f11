"""What one seat, or a spectator, may see of a hand at this moment (RULES.md H1).

A view is built only from what the viewer may know: another seat's down card is never put into
it (it becomes ``None``, written ``"??"``) until that seat shows. The host sends exactly these
views, the bots decide from them, the GUI draws them.
"""

from __future__ import annotations

from dataclasses import dataclass

from studdesk.engine.actions import LegalAction
from studdesk.engine.cards import Card
from studdesk.engine.config import GameConfig
from studdesk.engine.events import ActionTaken, Street
from studdesk.engine.hand import Hand, Phase, PlayerState


@dataclass(frozen=True, slots=True)
class SeatView:
    seat: int
    name: str
    stack: int
    bet: int  # this street, in front of the player
    committed: int  # this hand
    folded: bool
    all_in: bool
    shown: bool
    mucked: bool
    cards: tuple[Card | None, ...]  # in dealing order; None is a card the viewer may not see
    face_up: tuple[bool, ...]

    @property
    def up_cards(self) -> tuple[Card, ...]:
        return tuple(c for c, up in zip(self.cards, self.face_up, strict=True) if up and c)

    @property
    def known_cards(self) -> tuple[Card, ...]:
        return tuple(c for c in self.cards if c is not None)


@dataclass(frozen=True, slots=True)
class TableView:
    hand: int
    config: GameConfig
    viewer: int | None
    phase: Phase
    street: Street
    acting_seat: int | None
    seats: tuple[SeatView, ...]  # in dealing order (seat 1 first, T1)
    pots: tuple[int, ...]
    pot_total: int
    current_bet: int
    community: Card | None
    dead_cards: tuple[Card, ...]  # up cards of folded hands, seen before they left the table
    actions: tuple[ActionTaken, ...]
    legal_actions: tuple[LegalAction, ...]  # only when the viewer is the acting seat
    is_open_pair: bool
    is_capped: bool

    def seat(self, number: int) -> SeatView:
        for s in self.seats:
            if s.seat == number:
                return s
        raise KeyError(f"seat {number} is not in this hand")

    @property
    def me(self) -> SeatView | None:
        return self.seat(self.viewer) if self.viewer is not None and self.has_seat(self.viewer) else None

    def has_seat(self, number: int) -> bool:
        return any(s.seat == number for s in self.seats)

    @property
    def is_my_turn(self) -> bool:
        return self.viewer is not None and self.acting_seat == self.viewer


def _seat_view(p: PlayerState, viewer: int | None) -> SeatView:
    mine = p.seat == viewer
    if p.folded and not mine:
        cards: tuple[Card | None, ...] = ()  # H1: a folded hand leaves the table
        face_up: tuple[bool, ...] = ()
    else:
        visible = p.shown or mine
        cards = tuple(c if (up or visible) else None for c, up in zip(p.cards, p.face_up, strict=True))
        face_up = tuple(p.face_up)
    return SeatView(
        seat=p.seat, name=p.name, stack=p.stack, bet=p.bet, committed=p.committed,
        folded=p.folded, all_in=p.all_in, shown=p.shown, mucked=p.mucked,
        cards=cards, face_up=face_up,
    )


def view(hand: Hand, viewer: int | None = None) -> TableView:
    """The hand as ``viewer`` (a seat number, or None for a spectator) may see it now."""
    dead = tuple(c for p in hand.players if p.folded and p.seat != viewer for c in p.up_cards)
    acting = hand.acting_seat
    return TableView(
        hand=hand.number,
        config=hand.config,
        viewer=viewer,
        phase=hand.phase,
        street=hand.street,
        acting_seat=acting,
        seats=tuple(_seat_view(p, viewer) for p in hand.players),
        pots=tuple(p.amount for p in hand.pots()),
        pot_total=hand.pot_total,
        current_bet=hand.current_bet,
        community=hand.community,
        dead_cards=dead,
        actions=tuple(e for e in hand.events if isinstance(e, ActionTaken)),
        legal_actions=hand.legal_actions() if acting is not None and acting == viewer else (),
        is_open_pair=hand.is_open_pair,
        is_capped=hand.is_capped,
    )
