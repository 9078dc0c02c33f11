"""A table nobody deals, in process (net/table/trustless.py): the host's engine on stand-ins
plays Seven Card Stud hands to the same end as an engine that knows the deck, and never holds
a down card of another device before it is shown (RULES.md H3)."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable

import pytest

from net.table.trustless import BlindHand, DealRelay, Device, Plan, new_key
from net.trustless import RevealToken, TrustlessError, open_card
from net.trustless.group import mul
from studdesk.engine.actions import Action
from studdesk.engine.cards import Card
from studdesk.engine.config import GameConfig
from studdesk.engine.events import CardsShown, HandMucked
from studdesk.engine.hand import Hand, Phase, PlayerSpec

SESSION = b"trustless-table-test-session"
SEATS = {"host": (1, 2), "alice": (4,), "bob": (6,)}


def devices(table: dict[str, tuple[int, ...]] = SEATS) -> list[Device]:
    return [Device(new_key(name, SESSION), seats) for name, seats in table.items()]


def owners(devs: list[Device]) -> dict[int, str]:
    return {seat: d.name for d in devs for seat in d.seats}


def shuffle_round(devs: list[Device], number: int) -> DealRelay:
    """Every device shuffles in turn through the host's relay, which checks each shuffle
    before it passes it on; every device checks every other's."""
    keys = [d.key.share for d in devs]
    relay = DealRelay(devs[0], SESSION, number, keys, owners(devs))
    for d in devs[1:]:
        d.new_hand(SESSION, number, keys)
    while (name := relay.next_shuffler()) is not None:
        d = next(x for x in devs if x.name == name)
        assert d.deal is not None
        deck, proof = d.deal.shuffle(d.key)
        if d is not devs[0]:
            relay.add_shuffle(name, deck, proof)
        for other in devs[1:]:
            if other is not d:
                assert other.deal is not None
                other.deal.add_shuffle(name, deck, proof)
    return relay


def send(devs: list[Device], relay: DealRelay, sender: Device,
         tokens: list[RevealToken]) -> None:
    """``sender``'s tokens through the host's relay, on to whom it says."""
    for token in tokens:
        for name in relay.add_token(token, sender.name):
            next(d for d in devs if d.name == name).receive(token)


def true_deck(devs: list[Device]) -> list[Card]:
    """The deck's order, as only all the devices together could open it (the test's oracle)."""
    deck = devs[0].deal.deck  # type: ignore[union-attr]
    return [Card.parse(open_card(ct, [mul(d.key.secret, ct.a) for d in devs])) for ct in deck]


def open_step(devs: list[Device], relay: DealRelay, blind: BlindHand, plan: Plan,
              start: bool = False) -> None:
    own = owners(devs)
    host = devs[0]
    relay.expect(plan)
    for d in devs:
        send(devs, relay, d, d.release(plan.dealt, own))
    assert relay.waiting == []
    for d in devs:
        d.open(plan.dealt, own)
    opened = host.open(plan.dealt, own)
    if start:
        blind.start(opened)
        return
    for position, card in opened.items():
        blind.open(position, card)
    assert blind.to_show(plan, own=sorted(host.seats)) == {}  # shown only when decided
    assert relay.waiting == []


def showdown(devs: list[Device], relay: DealRelay, blind: BlindHand, oracle: Hand) -> None:
    """S2, one seat at a time: where the host's engine waits for a seat whose cards it does
    not know, that seat's device decides as the engine that knows its cards did (the
    oracle): it shows (its token to everyone, the others' sent on) or mucks (nothing)."""
    hand = blind.engine
    assert hand is not None
    host = devs[0]
    shown = {e.seat for e in oracle.events if isinstance(e, CardsShown)}
    while hand.phase is Phase.SHOWDOWN and hand.acting_seat in blind.withheld:
        seat = hand.acting_seat
        if seat in shown:
            down = [p for p in blind.down_positions(seat) if p not in blind.known]
            relay.expect(Plan((), ()), {seat: down})
            shower = next(d for d in devs if seat in d.seats)
            assert shower is not host  # the host knows its own seats' cards
            send(devs, relay, shower, shower.show(down))
            for d in devs[1:]:
                if d is not shower:
                    for token in relay.forward_shown(seat, down):
                        d.receive(token)
            for position, card in host.open_shown(down).items():
                blind.open(position, card)
            assert relay.waiting == []
        blind.decide(seat, seat in shown)


def action_of(action: Action) -> Callable[[Hand], None]:
    return lambda hand: hand.act(action)


def play_hand(devs: list[Device], number: int, stacks: dict[int, int], rng: random.Random,
              mid_hand: list[tuple[BlindHand, dict[int, Card]]] | None = None,
              config: GameConfig | None = None,
              pick: Callable[[Hand], Action] | None = None) -> tuple[dict[int, int], Hand]:
    """One hand dealt by ``devs`` (the first is the host's), each move ``pick``'s (by default
    a random legal one, seldom a fold), to the same end as an engine that knows the deck."""
    relay = shuffle_round(devs, number)
    host_seats = sorted(devs[0].seats)
    config = config or GameConfig()
    specs = [PlayerSpec(seat, f"p{seat}", stack) for seat, stack in stacks.items()]
    blind = BlindHand(config, specs, number, own=host_seats)
    open_step(devs, relay, blind, blind.first_plan(), start=True)
    hand = blind.engine
    assert hand is not None
    deck = true_deck(devs)
    oracle = Hand(config, specs, deck, number=number)
    steps = 0
    while not hand.is_complete:
        if pick is not None:
            action = pick(hand)
        else:
            move = rng.choice(hand.legal_actions())
            if move.kind.value == "fold" and rng.random() < 0.7:
                move = hand.legal_actions()[min(1, len(hand.legal_actions()) - 1)]
            action = move.action()
        open_step(devs, relay, blind, blind.plan(action_of(action)))
        blind.act(action)
        oracle.act(action)
        showdown(devs, relay, blind, oracle)
        steps += 1
        if steps == 3 and mid_hand is not None:
            mid_hand.append((blind, {i: c for i, c in enumerate(deck)}))
    assert oracle.is_complete and hand.result is not None and oracle.result is not None
    assert dict(hand.result.stacks) == dict(oracle.result.stacks)
    for e in hand.events:  # a mucked hand's down cards stay stand-ins, closed to the host (H3)
        if isinstance(e, HandMucked) and e.seat not in host_seats:
            for position in blind.down_positions(e.seat):
                assert position not in blind.known
                with pytest.raises(TrustlessError):
                    devs[0]._deal().card(position)
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
    relay = shuffle_round(devs, 2)
    blind = BlindHand(GameConfig(), [PlayerSpec(s, f"p{s}", v) for s, v in stacks.items()], 2,
                      own=SEATS["host"])
    open_step(devs, relay, blind, blind.first_plan(), start=True)
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
            hand = blind.engine
            assert hand is not None
            up = [c for c, f in zip(hand.player(seat).cards, hand.player(seat).face_up) if f]
            assert up == [deck[p] for p in blind.positions[seat][2:]]
            assert all(d.cards[p] == deck[p] for p in blind.positions[seat][2:])


def test_a_bad_shuffle_is_refused_by_the_relay_naming_its_device_and_the_next_hand_deals() -> None:
    devs = devices()
    keys = [d.key.share for d in devs]
    relay = DealRelay(devs[0], SESSION, 1, keys, owners(devs))
    host, alice = devs[0], devs[1]
    alice.new_hand(SESSION, 1, keys)
    assert host.deal is not None and alice.deal is not None
    deck, proof = host.deal.shuffle(host.key)
    alice.deal.add_shuffle("host", deck, proof)
    deck, proof = alice.deal.shuffle(alice.key)
    swapped = list(deck)
    swapped[0], swapped[1] = swapped[1], swapped[0]  # two cards swapped after the proof
    with pytest.raises(TrustlessError, match="alice"):
        relay.add_shuffle("alice", swapped, proof)
    assert relay.next_shuffler() == "alice"  # nothing recorded: the hand is void
    stacks = {seat: 2000 for seats in SEATS.values() for seat in seats}
    after, _hand = play_hand(devs, 2, stacks, random.Random(3))  # the table goes on
    assert sum(after.values()) == sum(stacks.values())


def test_a_bad_token_is_refused_before_it_goes_on() -> None:
    devs = devices()
    relay = shuffle_round(devs, 1)
    blind = BlindHand(GameConfig(), [PlayerSpec(s, f"p{s}", 2000)
                                     for seats in SEATS.values() for s in seats], 1)
    plan = blind.first_plan()
    relay.expect(plan)
    alice = devs[1]
    tokens = alice.release(plan.dealt, owners(devs))
    good, other = tokens[0], tokens[1]
    forged = dataclasses.replace(good, share=other.share)  # another card's share
    with pytest.raises(TrustlessError, match="alice"):
        relay.add_token(forged, "alice")
    with pytest.raises(TrustlessError, match="made by"):
        relay.add_token(good, "bob")  # relayed in another device's name
    up = next(t for t in tokens if t.recipient == "*")
    with pytest.raises(TrustlessError, match="not being opened"):
        relay.add_token(dataclasses.replace(up, position=51), "alice")  # an undealt card (H3)
    assert "alice" in relay.waiting  # nothing recorded
    assert relay.add_token(good, "alice") == []  # seat 1's down card: for the host only


def test_games_that_deal_by_the_cards_and_eight_players_are_refused() -> None:
    from studdesk.engine.config import Variant
    specs = [PlayerSpec(s, f"p{s}", 1000) for s in (1, 2)]
    for variant in (Variant.BASEBALL, Variant.ROLL_YOUR_OWN):
        with pytest.raises(TrustlessError, match="deals by the cards"):
            BlindHand(GameConfig(variant=variant), specs, 1)
    with pytest.raises(TrustlessError, match="at most 7"):
        BlindHand(GameConfig(), [PlayerSpec(s, f"p{s}", 1000) for s in range(1, 9)], 1)


@pytest.mark.parametrize("variant", ["stud8", "razz", "follow-the-queen", "chicago",
                                     "five-card-stud"])
def test_other_games_end_as_the_deck_says(variant: str) -> None:
    from studdesk.engine.config import Variant
    devs = devices()
    stacks = {seat: 2000 for seats in SEATS.values() for seat in seats}
    after, _hand = play_hand(devs, 1, stacks, random.Random(variant),
                             config=GameConfig(variant=Variant(variant)))
    assert sum(after.values()) == sum(stacks.values())


SEVEN = {"host": (1, 2), "alice": (3,), "bob": (4,), "carol": (5, 6), "dave": (7,)}


def call_down(hand: Hand) -> Action:
    """Every player stays to 7th street: a check where it may, else the bring-in or a call."""
    by_kind = {m.kind.value: m for m in hand.legal_actions()}
    for kind in ("check", "bring_in", "call", "show"):
        if kind in by_kind:
            return by_kind[kind].action()
    raise AssertionError(f"no way to stay in: {sorted(by_kind)}")


@pytest.mark.parametrize("variant", ["stud", "stud8", "razz", "follow-the-queen"])
def test_seven_players_reaching_7th_street_deal_d10_from_the_burned_and_undealt_positions(
        variant: str) -> None:
    """RULES.md D10 at a table nobody deals: seven players at 7th street leave 7 cards and 3
    burns; the gathered positions are dealt in ascending order (no new shuffle: net/TRUSTLESS.md
    § 9), the same end as an engine that knows the deck, and no burned card was opened while
    it lay burned, nor any card left over."""
    from net.table.deal_record import layout_of
    from net.table.trustless import dealt_in
    from studdesk.engine.config import Variant
    from studdesk.engine.events import CardsReshuffled
    devs = devices(SEVEN)
    stacks = {seat: 2000 for seats in SEVEN.values() for seat in seats}
    after, hand = play_hand(devs, 1, stacks, random.Random(1),
                            config=GameConfig(variant=Variant(variant)), pick=call_down)
    assert sum(after.values()) == sum(stacks.values())
    assert any(isinstance(e, CardsReshuffled) and e.count == 10 for e in hand.events)
    layout = layout_of(dealt_in(hand))
    burns = [p for p, seat, _up in layout if seat is None]
    assert burns == [21, 29, 37]  # 6th street's 7 cards leave 45-51: no burn before 7th
    seventh = [(p, seat, up) for p, seat, up in layout[-7:]]
    assert [p for p, _s, _u in seventh] == [21, 29, 37, 45, 46, 47, 48]
    assert [s for _p, s, _u in seventh] == [1, 2, 3, 4, 5, 6, 7] and not any(
        u for _p, _s, u in seventh)
    deck = true_deck(devs)
    for seat in SEVEN["host"]:  # the host's own 7th cards: the burned positions' cards
        assert hand.player(seat).cards[6] == deck[(21, 29)[seat - 1]]
    for d in devs:
        deal = d._deal()
        for position in (21, 29, 37):  # opened only as a 7th-street down card, to its owner
            owner = next(x.name for x in devs if layout[-7:][[21, 29, 37].index(position)][1]
                         in x.seats)
            assert all(t.recipient == owner for dev, t in deal.tokens.get(position, {}).items()
                       if dev != owner)
        for position in (49, 50, 51):  # the cards left over: never opened, by anyone
            assert position not in d.cards and position not in deal.tokens


def test_seven_players_all_in_on_3rd_street_run_out_through_d10_in_one_step() -> None:
    """O7 with D10: seven stacks of the ante and the bring-in, all in once the bring-in is
    called; the one step that runs 4th to 7th street out deals 7th street from the gathered
    positions, and every hand still in is shown, as the engine that knows the deck says."""
    from net.table.deal_record import layout_of
    from net.table.trustless import dealt_in
    from studdesk.engine.events import CardsReshuffled
    devs = devices(SEVEN)
    stacks = {seat: 90 for seats in SEVEN.values() for seat in seats}  # ante 40, bring-in 50
    after, hand = play_hand(devs, 1, stacks, random.Random(2), pick=call_down)
    assert sum(after.values()) == sum(stacks.values())
    assert any(isinstance(e, CardsReshuffled) for e in hand.events)
    assert [p for p, _s, _u in layout_of(dealt_in(hand))[-7:]] == [21, 29, 37, 45, 46, 47, 48]
    assert len({e.seat for e in hand.events if isinstance(e, CardsShown)}) >= 2
