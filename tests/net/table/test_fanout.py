"""The host builds each seat's view from the spectator's view (net.table.ViewMaker), reusing
what did not change since the last step; it must be exactly ``View.of(view(hand, seat))`` at
every moment of every hand, and pack to the bytes of its wire map (made as a record, or
only as bytes: net.protocol.derived_bytes)."""

from __future__ import annotations

import random

import msgpack
import pytest

from net import protocol as P
from net.table import Snapshot, ViewMaker
from studdesk.engine.cards import shuffled_deck
from studdesk.engine.config import GameConfig, Variant
from studdesk.engine.hand import Hand, PlayerSpec
from studdesk.engine.views import own_hand_of, view


@pytest.mark.parametrize("variant", list(Variant))
@pytest.mark.parametrize("seed", range(12))
def test_seat_view_equals_the_engines_view(variant: Variant, seed: int) -> None:
    rng = random.Random(seed)
    n = rng.randint(2, variant.max_players)  # W4: Baseball seats six
    seats = sorted(rng.sample(range(1, 9), n))
    specs = [PlayerSpec(s, f"P{s}", rng.choice([300, 2000, 20000]), auto_muck=rng.random() < 0.5)
             for s in seats]
    hand = Hand(GameConfig.preset(variant, 200), specs, shuffled_deck(rng), number=seed + 1)
    outsider = next(s for s in range(1, 9) if s not in seats) if n < 8 else None
    maker = ViewMaker()
    while True:
        public = maker.public(hand)
        assert public == P.View.of(view(hand, None))
        if rng.random() < 0.5:
            P.record_bytes(public)  # packed before the seats' views are made from it, or not
        snap = Snapshot(public, [None] * 8, maker.legal(hand))
        for s in [*seats, *([outsider] if outsider else [])]:
            got = maker.seat_view(hand, snap, s, own_hand_of(hand, s))
            assert got == P.View.of(view(hand, s)), s
            assert got.table_view() == view(hand, s), s
            assert P.record_bytes(got) == msgpack.packb(got.to_wire(), use_bin_type=True), s
            # the same bytes spliced into the spectator's, without making the record
            changes = maker.seat_changes(hand, snap, s, own_hand_of(hand, s))
            assert P.derived_bytes(public, **changes) == P.record_bytes(got), s
        if hand.is_complete:
            break
        moves = hand.legal_actions()
        hand.apply(rng.choice(moves).action())


@pytest.mark.parametrize("variant", [Variant.STUD_DECLARE, Variant.ROLL_YOUR_OWN])
def test_b1_a_covered_hotseat_view_offers_no_card_to_turn_up(variant: Variant) -> None:
    """W9.3, W11.2 under the hotseat cover (B1): the declarations are offered to every seat
    still choosing; the cards to turn up are the seat's down cards, so not while it is hidden."""
    rng = random.Random(3)
    specs = [PlayerSpec(s, f"P{s}", 20_000) for s in (1, 2, 3)]
    hand = Hand(GameConfig.preset(variant, 200), specs, shuffled_deck(rng), number=1)
    while not hand.choosing:
        moves = hand.legal_actions()
        calm = [m for m in moves if m.kind.value in ("bring_in", "check", "call")]
        hand.apply((calm or list(moves))[0].action())
    maker = ViewMaker()
    snap = Snapshot(maker.public(hand), [None] * 8, maker.legal(hand))
    for seat in hand.choosing:
        hidden = maker.seat_view(hand, snap, seat, shown=False)
        shown = maker.seat_view(hand, snap, seat, own_hand_of(hand, seat))
        assert shown == P.View.of(view(hand, seat))
        assert len(shown.legal_actions) >= 3
        if variant is Variant.ROLL_YOUR_OWN:
            assert hidden.legal_actions == ()
        else:
            assert hidden.legal_actions == shown.legal_actions
