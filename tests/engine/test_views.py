import random

from hypothesis import given, settings
from hypothesis import strategies as st

from net import protocol as P
from studdesk.engine import GameConfig, Hand, PlayerSpec, Variant, shuffled_deck, view
from studdesk.engine.events import CardDealt, censor, event_to_dict


def _random_hand(seed: int, n: int) -> Hand:
    rng = random.Random(seed)
    cfg = GameConfig.preset(rng.choice(list(Variant)), 200)
    n = min(n, cfg.variant.max_players)
    hand = Hand(cfg, [PlayerSpec(s, f"P{s}", 5000) for s in range(1, n + 1)],
                shuffled_deck(rng))
    for _ in range(rng.randrange(0, 12)):
        moves = hand.legal_actions()
        if not moves:
            break
        hand.apply(rng.choice(moves).action())
    return hand


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6), st.integers(2, 8), st.integers(0, 8))
def test_h1_no_view_or_event_carries_another_seats_down_card(seed: int, n: int, viewer: int) -> None:
    hand = _random_hand(seed, n)
    who = viewer if 1 <= viewer <= n else None
    v = view(hand, who)
    for s in v.seats:
        p = hand.player(s.seat)
        for k, card in enumerate(s.cards):
            if card is not None and not p.face_up[k]:
                assert s.seat == who or p.shown
    secret = {c for p in hand.players if p.seat != who and not p.shown
              for c, up in zip(p.cards, p.face_up) if not up}
    plain = P.View.of(v).to_wire()  # the view as it goes on the wire
    assert not secret & set(v.dead_cards)
    text = repr(plain)
    assert not any(f"'{c}'" in text for c in map(str, secret))
    for e in hand.events:
        seen = censor(e, who)
        if isinstance(seen, CardDealt) and seen.card is not None:
            assert seen.card not in secret
        # every event, not only the deals: no secret card in anything the viewer receives
        leaked = [c for c in map(str, secret) if f"'{c}'" in repr(event_to_dict(seen))]
        assert not leaked, (type(seen).__name__, leaked)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.integers(2, 8))
def test_view_round_trips_through_plain_data(seed: int, n: int) -> None:
    hand = _random_hand(seed, n)
    for who in [None, *(p.seat for p in hand.players)]:
        v = view(hand, who)
        assert P.View.from_wire(P.View.of(v).to_wire()).table_view() == v
