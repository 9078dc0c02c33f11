"""Hands built from explicit cards, for rule tests."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from studdesk.engine.actions import Action, ActionKind
from studdesk.engine.cards import FULL_DECK, Card, parse_cards
from studdesk.engine.config import GameConfig, Variant
from studdesk.engine.hand import Hand, PlayerSpec


def build_deck(third: Mapping[int, str], streets: Sequence[Mapping[int, str]] = ()) -> list[Card]:
    """A deck that deals ``third[seat]`` (down, down, door) on 3rd street and then, street by
    street, a burn and ``streets[k][seat]`` to each seat named (the seats live then)."""
    seats = sorted(third)
    named: list[Card] = []
    for cards in third.values():
        named += parse_cards(cards)
    for street in streets:
        for cards in street.values():
            named += parse_cards(cards)
    assert len(named) == len(set(named)), "a card is named twice"
    spare = [c for c in FULL_DECK if c not in set(named)]
    order: list[Card] = []
    for k in range(3):
        order += [parse_cards(third[s])[k] for s in seats]
    for street in streets:
        order.append(spare.pop())  # burn
        order += [parse_cards(street[s])[0] for s in sorted(street)]
    return order + spare


def make_hand(
    third: Mapping[int, str],
    streets: Sequence[Mapping[int, str]] = (),
    *,
    stacks: Mapping[int, int] | int = 10_000,
    variant: Variant = Variant.STUD,
    config: GameConfig | None = None,
    auto_muck: bool = True,
    **options: object,
) -> Hand:
    cfg = config or GameConfig.preset(variant, 200, **options)
    players = [
        PlayerSpec(seat, f"P{seat}", stacks if isinstance(stacks, int) else stacks[seat], auto_muck)
        for seat in sorted(third)
    ]
    return Hand(cfg, players, build_deck(third, streets))


def kinds(hand: Hand) -> list[str]:
    return [m.kind.value for m in hand.legal_actions()]


def options(hand: Hand) -> list[tuple[str, int]]:
    return [(m.kind.value, m.to) for m in hand.legal_actions()]


def act(hand: Hand, kind: str, to: int | None = None) -> None:
    """The acting seat makes the move ``kind`` (amount ``to`` for complete/bet/raise)."""
    assert hand.acting_seat is not None, "nobody is to act"
    hand.apply(Action.make(ActionKind(kind), hand.acting_seat, to))


def play(hand: Hand, *moves: str) -> None:
    """Moves like ``"call"``, ``"raise 800"``, ``"fold"``, made by whoever is acting."""
    for move in moves:
        kind, _, amount = move.partition(" ")
        act(hand, kind, int(amount) if amount else None)
