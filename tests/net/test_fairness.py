"""Fairness: the commitment covers the deck and, through the salt, the D10 reshuffle; a client
redoes the deal from the reveal and checks every card it saw (net.protocol.verify_deal)."""

from __future__ import annotations

import random

import pytest

from net import protocol as P
from net.host import event_to_wire
from studdesk.engine.actions import ActionKind, Call, Check
from studdesk.engine.cards import shuffled_deck
from studdesk.engine.config import GameConfig, Variant
from studdesk.engine.events import CardsReshuffled, CommunityCardDealt, censor
from studdesk.engine.hand import Hand, PlayerSpec


def _passive_hand(players: int, seed: int) -> tuple[Hand, list, str]:
    deck = shuffled_deck(random.Random(seed))
    salt = random.Random(seed).randbytes(16).hex()
    specs = [PlayerSpec(s, f"P{s}", 100_000) for s in range(1, players + 1)]
    hand = Hand(GameConfig.preset(Variant.STUD, 200), specs, deck,
                reshuffle=P.d10_reshuffler(salt))
    while not hand.is_complete:
        kinds = {m.kind for m in hand.legal_actions()}
        seat = hand.acting_seat
        assert seat is not None
        if ActionKind.BRING_IN in kinds:
            hand.apply(next(m for m in hand.legal_actions()
                            if m.kind is ActionKind.BRING_IN).action())
        elif ActionKind.CHECK in kinds:
            hand.apply(Check(seat))
        elif ActionKind.CALL in kinds:
            hand.apply(Call(seat))
        else:
            hand.apply(next(iter(hand.legal_actions())).action())
    return hand, deck, salt


@pytest.mark.parametrize(("players", "d10_event"), [(8, CommunityCardDealt),
                                                    (7, CardsReshuffled), (4, None)])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_d10_deal_is_verifiable_from_the_reveal(players: int, d10_event: type | None,
                                                seed: int) -> None:
    hand, deck, salt = _passive_hand(players, seed)
    if d10_event is not None:
        assert any(isinstance(e, d10_event) for e in hand.events)
    for viewer in (None, 1, players):
        seen = [event_to_wire(censor(e, viewer)) for e in hand.events]
        check = P.verify_deal(deck, salt, seen)
        assert check.ok, check
        assert check.checked >= players * 4
    # A host that deals from another order is caught.
    forged = list(deck)
    forged[0], forged[-1] = forged[-1], forged[0]
    seen = [event_to_wire(censor(e, 1)) for e in hand.events]
    assert not P.verify_deal(forged, salt, seen).ok
    # And a host that reshuffles D10 otherwise than the salt says is caught too.
    if d10_event is not None:
        full = [event_to_wire(e) for e in hand.events]
        assert not all(P.verify_deal(deck, other * 16, full).ok for other in ("ab", "cd", "ef"))


def test_commit_and_reveal_round_trip() -> None:
    hand, deck, salt = _passive_hand(3, 9)
    commit = P.Commit(hand=5, digest=P.deck_digest(5, deck, salt))
    assert P.verify_reveal(commit, P.Reveal(hand=5, deck=tuple(deck), salt=salt))
    assert not P.verify_reveal(commit, P.Reveal(hand=5, deck=tuple(reversed(deck)), salt=salt))


def test_d10_shuffle_is_deterministic_and_a_permutation() -> None:
    cards = shuffled_deck(random.Random(0))[:20]
    a = P.d10_shuffle("12" * 16, cards)
    assert a == P.d10_shuffle("12" * 16, cards) and sorted(a) == sorted(cards)
    assert a != P.d10_shuffle("13" * 16, cards)
