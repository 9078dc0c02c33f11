"""What one seat, or a spectator, may see of a hand at this moment (RULES.md H1).

A view is built only from what the viewer may know (the one rule of
:mod:`studdesk.engine.visibility`): another seat's down card is never put into it (it becomes
``None``, written ``"??"``) until that seat shows. The host sends exactly these views, the bots
decide from them, the GUI draws them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from studdesk.engine import evaluate
from studdesk.engine.actions import LegalAction
from studdesk.engine.cards import Card, Rank
from studdesk.engine.config import GameConfig, Split, Variant
from studdesk.engine.evaluate import Category, HandName
from studdesk.engine.events import ActionTaken, Street
from studdesk.engine.hand import Hand, Phase, PlayerState
from studdesk.engine.visibility import Viewer


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
        return tuple(c for c, up in zip(self.cards, self.face_up, strict=True) if up and c is not None)

    @property
    def known_cards(self) -> tuple[Card, ...]:
        return tuple(c for c in self.cards if c is not None)


@dataclass(frozen=True, slots=True)
class OwnHand:
    """What the viewer's own cards make so far ("You have"), named as data for each screen to
    word in its language (:class:`~studdesk.engine.evaluate.HandName`: a category and its
    deciding ranks). It is computed from the viewer's own cards, so it is only ever in that
    seat's own view (RULES.md H1), never in another seat's or a spectator's.

    ``split``: what the pot is split between (the game's :class:`Split`); ``high``: the best
    high hand with the wild cards counted (W1; None in Razz); ``low``: Razz's low and High-Low
    Declare's (W8, ace-to-five), or Stud Hi/Lo's eight-or-better low once one qualifies (V2);
    ``spade``: Chicago's spade in the hole that plays for the spade half (W5), None without
    one; ``complete``: every card is dealt
    (Hi/Lo: "no low", not "no low yet").
    """

    split: Split
    high: HandName | None
    low: HandName | None = None
    spade: Card | None = None
    complete: bool = False


def own_hand_of(hand: Hand, seat: int) -> OwnHand | None:
    """``seat``'s :class:`OwnHand` now, valued as the showdown values it
    (:meth:`Hand.values_now`); None for a seat not in the hand, folded or without cards."""
    if not any(p.seat == seat for p in hand.players):
        return None
    p = hand.player(seat)
    if p.folded or not p.cards:
        return None
    split = hand.game.split
    count = len(hand.hand_cards(seat))
    high_value, low_value = hand.values_now(seat)
    high = evaluate.name_high(high_value) if high_value is not None else None
    low: HandName | None = None
    if low_value is not None and (split is Split.RAZZ or split is Split.DECLARE
                                  or split is Split.HIGH_LOW8 and count >= 5):
        low = evaluate.name_low(low_value)
    return OwnHand(split=split, high=high, low=low, spade=hand.hole_spade(seat),
                   complete=count >= 7)


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
    legal_actions: tuple[LegalAction, ...]  # the acting seat's; or a choice asked of it (W9.3)
    is_open_pair: bool
    is_capped: bool
    wild_ranks: tuple[int, ...] = ()  # W3, W4: the ranks wild now (2..14), public
    own_hand: OwnHand | None = None  # the viewer's own hand's words (only in its own view)

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


def _seat_view(p: PlayerState, viewer: Viewer) -> SeatView:
    cards, face_up = viewer.hand_cards(p)  # H1: a folded hand leaves the table
    return SeatView(
        seat=p.seat, name=p.name, stack=p.stack, bet=p.bet, committed=p.committed,
        folded=p.folded, all_in=p.all_in, shown=p.shown, mucked=p.mucked,
        cards=cards, face_up=face_up,
    )


def view(hand: Hand, viewer: int | None = None) -> TableView:
    """The hand as ``viewer`` (a seat number, or None for a spectator) may see it now."""
    who = Viewer.of(viewer)
    dead = who.dead_cards(hand.players)
    acting = hand.acting_seat
    return TableView(
        hand=hand.number,
        config=hand.config,
        viewer=viewer,
        phase=hand.phase,
        street=hand.street,
        acting_seat=acting,
        seats=tuple(_seat_view(p, who) for p in hand.players),
        pots=tuple(p.amount for p in hand.pots()),
        pot_total=hand.pot_total,
        current_bet=hand.current_bet,
        community=hand.community,
        dead_cards=dead,
        actions=tuple(e for e in hand.events if isinstance(e, ActionTaken)),
        # W9.3, W11.2: a secret choice is offered to every seat that has yet to make it.
        legal_actions=(hand.choices(viewer) if hand.choosing
                       else hand.legal_actions() if acting is not None and acting == viewer
                       else ()),
        is_open_pair=hand.is_open_pair,
        is_capped=hand.is_capped,
        wild_ranks=tuple(sorted(int(r) for r in hand.wild_ranks)),
        own_hand=own_hand_of(hand, viewer) if viewer is not None else None,
    )


# --------------------------------------------------------------------------- plain data


def hand_name_to_dict(name: HandName) -> dict[str, Any]:
    return {"category": int(name.category), "ranks": [int(r) for r in name.ranks],
            "low": name.low}


def hand_name_from_dict(data: dict[str, Any]) -> HandName:
    return HandName(Category(int(data["category"])), tuple(Rank(int(r)) for r in data["ranks"]),
                    bool(data.get("low", False)))


def own_hand_to_dict(own: OwnHand | None) -> dict[str, Any] | None:
    """The wire form of an :class:`OwnHand` (the page words it: ``studdesk/web/app/hands.js``)."""
    if own is None:
        return None
    return {
        "split": own.split.value,
        "high": None if own.high is None else hand_name_to_dict(own.high),
        "low": None if own.low is None else hand_name_to_dict(own.low),
        "spade": None if own.spade is None else str(own.spade),
        "complete": own.complete,
    }


def own_hand_from_dict(data: dict[str, Any] | None) -> OwnHand | None:
    if data is None:
        return None
    return OwnHand(
        split=Split(data["split"]),
        high=None if data.get("high") is None else hand_name_from_dict(data["high"]),
        low=None if data.get("low") is None else hand_name_from_dict(data["low"]),
        spade=None if data.get("spade") is None else Card.parse(data["spade"]),
        complete=bool(data.get("complete", False)),
    )


def config_to_dict(config: GameConfig) -> dict[str, Any]:
    return {
        "variant": config.variant.value, "ante": config.ante, "bring_in": config.bring_in,
        "small_bet": config.small_bet, "big_bet": config.big_bet,
        "max_raises": config.max_raises, "heads_up_uncapped": config.heads_up_uncapped,
        "open_pair": config.open_pair, "buy_in": config.buy_in,
        "queens_wild": config.queens_wild, "four_extra_card": config.four_extra_card,
        "three_price": config.three_price, "low_chicago_ace": config.low_chicago_ace,
        "swing_tie": config.swing_tie,
    }


def config_from_dict(data: dict[str, Any]) -> GameConfig:
    fields = dict(data)
    fields["variant"] = Variant(fields["variant"])
    return GameConfig(**fields)
