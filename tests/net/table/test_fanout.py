"""The host builds each seat's view from the spectator's view (net.table.fanout.seat_view_dict,
which net.host re-exports); it must be exactly ``view_to_dict(view(hand, seat))`` at every
moment of every hand."""

from __future__ import annotations

import random

import pytest

from net.table.fanout import seat_view_dict
from studdesk.engine.cards import shuffled_deck
from studdesk.engine.config import GameConfig, Variant
from studdesk.engine.hand import Hand, PlayerSpec
from studdesk.engine.views import view, view_to_dict


@pytest.mark.parametrize("variant", list(Variant))
@pytest.mark.parametrize("seed", range(12))
def test_seat_view_dict_equals_the_engines_view(variant: Variant, seed: int) -> None:
    rng = random.Random(seed)
    n = rng.randint(2, variant.max_players)  # W4: Baseball seats six
    seats = sorted(rng.sample(range(1, 9), n))
    specs = [PlayerSpec(s, f"P{s}", rng.choice([300, 2000, 20000]), auto_muck=rng.random() < 0.5)
             for s in seats]
    hand = Hand(GameConfig.preset(variant, 200), specs, shuffled_deck(rng), number=seed + 1)
    outsider = next(s for s in range(1, 9) if s not in seats) if n < 8 else None
    while True:
        public = view_to_dict(view(hand, None))
        for s in [*seats, *([outsider] if outsider else [])]:
            assert seat_view_dict(hand, public, s) == view_to_dict(view(hand, s)), s
        if hand.is_complete:
            break
        moves = hand.legal_actions()
        hand.apply(rng.choice(moves).action())


@pytest.mark.parametrize("variant", [Variant.STUD_DECLARE, Variant.ROLL_YOUR_OWN])
def test_b1_a_covered_hotseat_view_offers_no_card_to_turn_up(variant: Variant) -> None:
    """W9.3, W11.2 under the hotseat cover (B1): the declarations are offered to every seat
    still choosing; the cards to turn up are the seat's down cards, so not while it is hidden."""
    from net.table import hidden_seat_view_dict

    rng = random.Random(3)
    specs = [PlayerSpec(s, f"P{s}", 20_000) for s in (1, 2, 3)]
    hand = Hand(GameConfig.preset(variant, 200), specs, shuffled_deck(rng), number=1)
    while not hand.choosing:
        moves = hand.legal_actions()
        calm = [m for m in moves if m.kind.value in ("bring_in", "check", "call")]
        hand.apply((calm or list(moves))[0].action())
    public = view_to_dict(view(hand, None))
    for seat in hand.choosing:
        hidden = hidden_seat_view_dict(hand, public, seat)
        shown = seat_view_dict(hand, public, seat)
        assert len(shown["legal_actions"]) >= 3
        if variant is Variant.ROLL_YOUR_OWN:
            assert hidden["legal_actions"] == []
        else:
            assert hidden["legal_actions"] == shown["legal_actions"]
