"""A table nobody deals, in process (net/table/trustless.py): the host's engine on stand-ins
plays Seven Card Stud hands to the same end as an engine that knows the deck, and never holds
a down card of another device before it is shown (RULES.md H3)."""

from __future__ import annotations

import random

import pytest

from net.table.trustless import BlindHand, Device, Plan, new_key
from net.trustless import EVERYONE, RevealToken, TrustlessError, open_card
from net.trustless.group import mul
from studdesk.engine.cards import Card
from studdesk.engine.config import GameConfig
from studdesk.engine.hand import Hand, PlayerSpec

SESSION = b"trustless-table-test-session"
SEATS = {"host": (1, 2), "alice": (4,), "bob": (6,)}


def devices() -> list[Device]:
    return [Device(new_key(name, SESSION), seats) for name, seats in SEATS.items()]


def owners(devs: list[Device]) -> dict[int, str]:
    return {seat: d.name for d in devs for seat in d.seats}


def route(devs: list[Device], tokens: list[RevealToken], shown: bool = False) -> None:
    """The host's relay (devs[0]: it checks and keeps every token it relays): a token to
    everyone, or shown, goes to every other device, one to a device only to that device."""
    for token in tokens:
        for i, d in enumerate(devs):
            if d.name != token.device and (i == 0 or shown
                                           or token.recipient in (EVERYONE, d.name)):
                d.receive(token)


def shuffle_round(devs: list[Device], number: int) -> None:
    keys = [d.key.share for d in devs]
    for d in devs:
        d.new_hand(SESSION, number, keys)
    for d in devs:
        assert d.deal is not None
        deck, proof = d.deal.shuffle(d.key)
        for other in devs:
            if other is not d:
                assert other.deal is not None
                other.deal.add_shuffle(d.name, deck, proof)


def true_deck(devs: list[Device]) -> list[Card]:
    """The deck's order, as only all the devices together could open it (the test's oracle)."""
    deck = devs[0].deal.deck  # type: ignore[union-attr]
    return [Card.parse(open_card(ct, [mul(d.key.secret, ct.a) for d in devs])) for ct in deck]


def open_step(devs: list[Device], blind: BlindHand, plan: Plan, start: bool = False) -> None:
    own = owners(devs)
    host = devs[0]
    for d in devs:
        route(devs, d.release(plan.dealt, own))
    for d in devs:
        d.open(plan.dealt, own)
    opened = host.open(plan.dealt, own)
    if start:
        blind.start(opened)
        return
    for position, card in opened.items():
        blind.open(position, card)
    for seat, down in blind.to_show(plan).items():
        shower = next(d for d in devs if seat in d.seats)
        assert shower is not host  # the host knows its own seats' cards
        route(devs, shower.show(down), shown=True)
        for position, card in host.open_shown(down).items():
            blind.open(position, card)


def play_hand(devs: list[Device], number: int, stacks: dict[int, int], rng: random.Random,
              mid_hand: list[tuple[BlindHand, dict[int, Card]]] | None = None
              ) -> tuple[dict[int, int], Hand]:
    shuffle_round(devs, number)
    config = GameConfig()
    specs = [PlayerSpec(seat, f"p{seat}", stack) for seat, stack in stacks.items()]
    blind = BlindHand(config, specs, number)
    open_step(devs, blind, blind.first_plan(), start=True)
    hand = blind.hand
    assert hand is not None
    deck = true_deck(devs)
    oracle = Hand(config, specs, deck, number=number)
    steps = 0
    while not hand.is_complete:
        move = rng.choice(hand.legal_actions())
        if move.kind.value == "fold" and rng.random() < 0.7:
            move = hand.legal_actions()[min(1, len(hand.legal_actions()) - 1)]
        action = move.action()
        open_step(devs, blind, blind.plan(lambda h: h.act(action)))
        blind.act(action)
        oracle.act(action)
        steps += 1
        if steps == 3 and mid_hand is not None:
            mid_hand.append((blind, {i: c for i, c in enumerate(deck)}))
    assert oracle.is_complete and hand.result is not None and oracle.result is not None
    assert dict(hand.result.stacks) == dict(oracle.result.stacks)
    return dict(hand.result.stacks), hand


def test_blind_engine_plays_hands_to_the_oracle_s_end_with_chips_conserved() -> None:
    devs = devices()
    rng = random.Random(5)
    stacks = {seat: 2000 for seats in SEATS.values() for seat in seats}
    total = sum(stacks.values())
    for number in range(1, 5):
        stacks, _hand = play_hand(devs, number, stacks, rng)
        assert sum(stacks.values()) == total
        stacks = {s: v for s, v in stacks.items() if v > 0}
        if len(stacks) < 2:
            break


def test_h3_host_never_holds_another_device_s_down_card_before_it_is_shown() -> None:
    devs = devices()
    mid: list[tuple[BlindHand, dict[int, Card]]] = []
    stacks = {seat: 2000 for seats in SEATS.values() for seat in seats}
    play_hand(devs, 1, stacks, random.Random(11), mid_hand=mid)
    # the hand again, looked at mid-hand: a fresh deal stopped after three moves
    devs = devices()
    shuffle_round(devs, 2)
    blind = BlindHand(GameConfig(), [PlayerSpec(s, f"p{s}", v) for s, v in stacks.items()], 2)
    open_step(devs, blind, blind.first_plan(), start=True)
    deck = true_deck(devs)
    host = devs[0]
    unknown = blind.down_unknown()
    for name, seats in SEATS.items():
        for seat in seats:
            if name == "host":
                assert unknown[seat] == []  # the host's own seats: its own device opened them
                continue
            assert len(unknown[seat]) == 2
            for position in unknown[seat]:
                assert position not in blind.known and position not in host.cards
                with pytest.raises(TrustlessError):
                    host._deal().card(position)  # the relay lacks the owner's share
                owner = next(d for d in devs if d.name == name)
                assert owner.cards[position] == deck[position]  # its owner opened it
    for d in devs:  # an up card: everyone opened it, the engine has it
        for seat in SEATS["alice"]:
            hand = blind.hand
            assert hand is not None
            up = [c for c, f in zip(hand.player(seat).cards, hand.player(seat).face_up) if f]
            assert up == [deck[p] for p in blind.positions[seat][2:]]
            assert all(d.cards[p] == deck[p] for p in blind.positions[seat][2:])
