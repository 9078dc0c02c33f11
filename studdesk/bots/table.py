"""What a bot reads from its view: its cards, the live opponents, the cards it has seen, the
price and the pot; and the helpers that turn an intent (fold, call, raise) into a legal move.

Everything here is computed from a :class:`~studdesk.engine.TableView` alone, so a bot built on
it cannot know more than its seat may see (RULES.md H1).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from studdesk.engine import ActionKind, Card, LegalAction, Street, TableView, Variant
from studdesk.engine.cards import FULL_DECK
from studdesk.engine.evaluate import high_value, wild_high_value, wild_mask
from studdesk.engine.events import ActionTaken

AGGRESSIVE = (ActionKind.COMPLETE, ActionKind.BET, ActionKind.RAISE)


class NotMyTurnError(ValueError):
    """``decide`` was asked for a view in which the viewer has no legal move."""


def up_cards(cards: tuple[Card | None, ...], face_up: tuple[bool, ...]) -> tuple[Card, ...]:
    """The face-up cards in dealing order (unlike a truthiness test, keeps the 2c, card 0)."""
    return tuple(c for c, up in zip(cards, face_up) if up and c is not None)


@dataclass(frozen=True, slots=True)
class Opponent:
    """A live (not folded) opponent as the viewer sees it."""

    seat: int
    cards: tuple[Card | None, ...]  # dealing order; None = a card the viewer may not see
    face_up: tuple[bool, ...]
    up: tuple[Card, ...]
    known: tuple[Card, ...]  # up cards, and every card once shown
    stack: int
    all_in: bool
    actions: tuple[ActionTaken, ...]  # this seat's moves, in order

    @property
    def hidden(self) -> int:
        return sum(c is None for c in self.cards)

    @property
    def door(self) -> Card | None:
        return self.cards[2] if len(self.cards) > 2 and self.face_up[2] else None

    @property
    def last_up(self) -> Card | None:
        return self.up[-1] if self.up else None

    def aggression(self, street: Street) -> int:
        """Completions, bets and raises this seat made on ``street``."""
        return sum(a.action in AGGRESSIVE for a in self.actions if a.street is street)

    def has_acted(self, street: Street) -> bool:
        """Made a voluntary move on ``street`` (posting the bring-in does not count)."""
        return any(a.street is street and a.action is not ActionKind.BRING_IN
                   for a in self.actions)


@dataclass(frozen=True, slots=True)
class Situation:
    """The decision in front of the viewer, read from its view."""

    view: TableView
    variant: Variant
    street: Street
    seat: int
    cards: tuple[Card, ...]  # mine, in dealing order
    face_up: tuple[bool, ...]
    opponents: tuple[Opponent, ...]
    dead: tuple[Card, ...]  # up cards of folded hands
    unseen: tuple[Card, ...]  # the deck minus every card the viewer has seen
    community: Card | None
    pot: int  # every chip in, this street's bets included
    to_call: int
    moves: tuple[LegalAction, ...]
    raises: int  # completions, bets and raises made this street
    unit: int  # the bet (or raise) size this street

    @property
    def up(self) -> tuple[Card, ...]:
        return up_cards(self.cards, self.face_up)

    @property
    def down(self) -> tuple[Card, ...]:
        return tuple(c for c, u in zip(self.cards, self.face_up) if not u)

    @property
    def door(self) -> Card:
        return self.cards[2]

    @property
    def players(self) -> int:
        """Players still in the hand, the viewer included."""
        return len(self.opponents) + 1

    @property
    def showdown(self) -> bool:
        return any(m.kind in (ActionKind.SHOW, ActionKind.MUCK) for m in self.moves)

    @property
    def is_bring_in(self) -> bool:
        return self.has(ActionKind.BRING_IN)

    @property
    def can_check(self) -> bool:
        return self.has(ActionKind.CHECK)

    @property
    def can_raise(self) -> bool:
        return any(m.kind in AGGRESSIVE for m in self.moves)

    @property
    def pot_odds(self) -> float:
        """The share of the pot after calling that the call costs (0 when checking is free)."""
        return self.to_call / (self.pot + self.to_call) if self.to_call > 0 else 0.0

    @property
    def wild(self) -> int:
        """The wild ranks now (RULES.md W3, W4) as the evaluator's mask."""
        return wild_mask(self.view.wild_ranks)

    def high(self, cards: Sequence[int]) -> int:
        """The high value of ``cards`` with the wild cards in force (W1; up to eleven, W4)."""
        wild = self.wild
        return wild_high_value(cards, wild) if wild or len(cards) > 7 else high_value(cards)

    def has(self, kind: ActionKind) -> bool:
        return any(m.kind is kind for m in self.moves)

    def others_seen(self) -> tuple[Card, ...]:
        """Every card the viewer has seen that is not its own."""
        return tuple(c for o in self.opponents for c in o.known) + self.dead + (
            (self.community,) if self.community is not None else ())

    def yet_to_act(self) -> tuple[Opponent, ...]:
        """Live opponents who have not made a voluntary move on this street."""
        return tuple(o for o in self.opponents if not o.has_acted(self.street))

    # ------------------------------------------------------------------ intents to moves

    def fold(self) -> LegalAction:
        """Check if that is free, else fold; a bring-in that may not fold posts the bring-in."""
        for kind in (ActionKind.CHECK, ActionKind.FOLD, ActionKind.BRING_IN, ActionKind.MUCK):
            move = self._first(kind)
            if move is not None:
                return move
        return self.moves[0]

    def call(self) -> LegalAction:
        """Check, call or post the bring-in: stay in without raising."""
        for kind in (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN, ActionKind.SHOW,
                     ActionKind.BUY):
            move = self._first(kind)
            if move is not None:
                return move
        return self.moves[0]

    def raise_(self, *, big: bool = False) -> LegalAction:
        """Complete, bet or raise by the smallest amount (``big``: the largest, L5); call when
        raising is not allowed."""
        options = [m for m in self.moves if m.kind in AGGRESSIVE]
        if not options:
            return self.call()
        return max(options, key=lambda m: m.to) if big else min(options, key=lambda m: m.to)

    def _first(self, kind: ActionKind) -> LegalAction | None:
        return next((m for m in self.moves if m.kind is kind), None)


def _unit(view: TableView) -> int:
    cfg = view.config
    if view.config.variant.game.seven_cards:
        return cfg.small_bet if view.street in (Street.THIRD, Street.FOURTH) else cfg.big_bet
    return cfg.small_bet if view.street in (Street.SECOND, Street.THIRD) else cfg.big_bet


def read(view: TableView) -> Situation:
    """The viewer's situation; raises :class:`NotMyTurnError` if it has nothing to decide."""
    if view.viewer is None or not view.legal_actions or view.me is None:
        raise NotMyTurnError("the view offers no move to its viewer")
    me = view.me
    mine = tuple(c for c in me.cards if c is not None)
    by_seat: dict[int, list[ActionTaken]] = {}
    for a in view.actions:
        by_seat.setdefault(a.seat, []).append(a)
    opponents = tuple(
        Opponent(
            seat=s.seat, cards=s.cards, face_up=s.face_up, up=up_cards(s.cards, s.face_up),
            known=s.known_cards, stack=s.stack, all_in=s.all_in,
            actions=tuple(by_seat.get(s.seat, ())),
        )
        for s in view.seats
        if s.seat != view.viewer and not s.folded
    )
    seen = set(mine) | set(view.dead_cards)
    for o in opponents:
        seen.update(o.known)
    if view.community is not None:
        seen.add(view.community)
    me_bet = me.bet
    to_call = max(0, view.current_bet - me_bet)
    for m in view.legal_actions:
        if m.kind in (ActionKind.CALL, ActionKind.BUY):  # W4: an up three's price is a call
            to_call = m.amount
    raises = sum(a.action in AGGRESSIVE for a in view.actions if a.street is view.street)
    return Situation(
        view=view, variant=view.config.variant, street=view.street, seat=view.viewer,
        cards=mine, face_up=me.face_up, opponents=opponents, dead=view.dead_cards,
        unseen=tuple(c for c in FULL_DECK if c not in seen), community=view.community,
        pot=view.pot_total, to_call=to_call, moves=view.legal_actions, raises=raises,
        unit=_unit(view),
    )
