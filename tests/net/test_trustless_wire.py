"""A table nobody deals with its messages on the wire (net/protocol's deal_* records, framed and
parsed as the host and the clients do): the host's side (HostDeal) and two devices
(DeviceSession) play Seven Card Stud hands to the stacks of an engine that knows the deck, and
no device can open a card it must not see (RULES.md H1, H3)."""

from __future__ import annotations

import dataclasses
import random
import time
from collections import deque
from collections.abc import Callable, Mapping

import pytest

from net import protocol as P
from net.table.trustless import DeviceSession, HostDeal, Out
from net.trustless import TrustlessError, open_card
from net.trustless.group import mul
from studdesk.engine.actions import Action
from studdesk.engine.cards import Card
from studdesk.engine.config import GameConfig
from studdesk.engine.hand import Hand, PlayerSpec

SESSION = b"wire-session-0123456789"
HOST_SEATS = (1, 2)
REMOTE = {"c7": (4,), "c9": (6,)}


def wire(msg: P.Message, parse: Callable[[object], P.Message]) -> P.Message:
    """``msg`` framed and parsed back, as it crosses a connection."""
    decoder = P.FrameDecoder()
    decoder.feed(P.encode_message(msg))
    raw = decoder.next_message()
    return parse(raw)


class Table:
    """The host's side and the remote devices, every message between them on the wire; the
    CPU each spends is counted (process time, in this one process)."""

    def __init__(self, remote: Mapping[str, tuple[int, ...]] = REMOTE,
                 host_seats: tuple[int, ...] = HOST_SEATS) -> None:
        self.remote, self.host_seats = remote, host_seats
        self.host = HostDeal(SESSION, host_seats)
        self.devices = {name: DeviceSession(seats) for name, seats in remote.items()}
        self.cpu = {name: 0.0 for name in ["host", *remote]}
        self.received: dict[str, list[P.Message]] = {name: [] for name in remote}
        self.checked_tokens = 0
        self.show_choice = True  # what a player without auto-muck chooses at the showdown
        for name in remote:
            self.pump([(name, self.host.setup(name))])

    def pump(self, out: list[Out], withhold: frozenset[tuple[str, str]] = frozenset()) -> None:
        """Deliver every message, and the answers (but those ``withhold`` names: device and
        type), until nothing is left."""
        queue: deque[tuple[str, P.Message, bool]] = deque((d, m, True) for d, m in out)
        while queue:
            name, msg, to_device = queue.popleft()
            if to_device:
                got = wire(msg, P.parse_host_message)
                self.received[name].append(got)
                if isinstance(got, P.DealTokens):  # H1: another's down card only once shown
                    for t in got.tokens:
                        assert t.recipient in ("*", name) or t.position in self.host.on_table
                        self.checked_tokens += 1
                start = time.process_time()
                session = self.devices[name]
                answers = session.handle(got)  # type: ignore[arg-type]
                if session.choosing is not None:  # its player chooses (S2): at once, here
                    answers += session.decide(session.choosing, self.show_choice)
                self.cpu[name] += time.process_time() - start
                queue.extend((name, a, False) for a in answers
                             if (name, a.TYPE) not in withhold)
                continue
            got = wire(msg, P.parse_client_message)
            start = time.process_time()
            if isinstance(got, P.DealKey):
                self.host.on_key(name, got)
                more: list[Out] = []
            elif isinstance(got, P.DealShuffle):
                more = self.host.on_shuffle(name, got)
            elif isinstance(got, P.DealShowdown):
                more = self.host.on_showdown(name, got)
            else:
                assert isinstance(got, P.DealTokens)
                more = self.host.on_tokens(name, got)
            self.cpu["host"] += time.process_time() - start
            queue.extend((d, m, True) for d, m in more)

    def owners(self) -> dict[int, str]:
        return {**{s: "host" for s in self.host_seats},
                **{s: n for n, seats in self.remote.items() for s in seats}}

    def play(self, number: int, stacks: dict[int, int], rng: random.Random) -> Hand:
        config = GameConfig()
        specs = [PlayerSpec(seat, f"p{seat}", stack) for seat, stack in stacks.items()]
        start = time.process_time()
        out = self.host.begin(number, config, specs, self.owners())
        self.cpu["host"] += time.process_time() - start
        self.pump(out)
        blind = self.host.blind
        assert blind is not None and blind.engine is not None and self.host.ready
        hand = blind.engine
        deck = self.true_deck()
        oracle = Hand(config, specs, deck, number=number)
        while not hand.is_complete:
            moves = hand.legal_actions()
            move = rng.choice(moves)
            if move.kind.value == "fold" and rng.random() < 0.6:
                move = moves[min(1, len(moves) - 1)]
            action = move.action()
            start = time.process_time()
            out = self.host.step(action)
            self.cpu["host"] += time.process_time() - start
            self.pump(out)
            assert self.host.ready
            blind.act(action)
            oracle.act(action)
            self.check_secrets(deck, hand)
        assert hand.result is not None and oracle.result is not None
        assert dict(hand.result.stacks) == dict(oracle.result.stacks)
        return hand

    def true_deck(self) -> list[Card]:
        """The deck as only every device together could open it (the test's oracle)."""
        keys = [self.host.host.key] + [s.key for s in self.devices.values()]
        deal = self.host.host._deal()
        return [Card.parse(open_card(ct, [mul(k.secret, ct.a) for k in keys if k]))
                for ct in deal.deck]

    def check_secrets(self, deck: list[Card], hand: Hand) -> None:
        """H1/H3: the host's engine holds no remote down card unless it was shown; each device
        opened exactly the up cards, its own down cards and the shown ones, all true."""
        blind = self.host.blind
        assert blind is not None
        shown = self.host.on_table
        for seat, positions in blind.positions.items():
            owner = self.owners()[seat]
            for i, position in enumerate(positions):
                up = hand.player(seat).face_up[i]
                if owner != "host" and not up and position not in shown:
                    assert position in blind.down_unknown()[seat]
                    with pytest.raises(TrustlessError):
                        self.host.host._deal().card(position)
                for name, session in self.devices.items():
                    sees = up or owner == name or position in shown
                    if sees:
                        assert session.cards.get(position) == deck[position]
                    else:
                        assert position not in session.cards
                        with pytest.raises(TrustlessError):
                            assert session.device is not None
                            session.device._deal().card(position)


def act(action: Action) -> Callable[[Hand], None]:
    return lambda hand: hand.act(action)


def test_h3_hands_over_the_wire_end_as_the_deck_says_and_no_device_opens_a_secret() -> None:
    table = Table()
    rng = random.Random(7)
    stacks = {seat: 3000 for seat in (1, 2, 4, 6)}
    total = sum(stacks.values())
    hands = 0
    for number in range(1, 4):
        hand = table.play(number, stacks, rng)
        assert hand.result is not None
        stacks = {s: v for s, v in hand.result.stacks.items() if v > 0}
        assert sum(stacks.values()) == total  # chips conserved
        hands += 1
        if len(stacks) < 2:
            break
    assert table.checked_tokens > 50
    print("CPU per hand per device (s):",
          {k: round(v / hands, 3) for k, v in table.cpu.items()})


def test_a_bad_shuffle_on_the_wire_is_refused_naming_the_device() -> None:
    table = Table()
    out = table.host.begin(1, GameConfig(), [PlayerSpec(s, f"p{s}", 1000) for s in (1, 2, 4, 6)],
                           table.owners())
    shuffle = next(m for d, m in out if isinstance(m, P.DealShuffle) and d == "c7")
    hand = next(m for d, m in out if isinstance(m, P.DealHand) and d == "c7")
    c7 = table.devices["c7"]
    c7.handle(hand)
    answers = c7.handle(shuffle)
    mine = answers[0]
    assert isinstance(mine, P.DealShuffle)
    deck = list(mine.deck)
    deck[3], deck[4] = deck[4], deck[3]
    forged = P.DealShuffle(hand=1, device="c7", deck=tuple(deck), proof=mine.proof)
    with pytest.raises(TrustlessError, match="c7"):
        table.host.on_shuffle("c7", forged)
    with pytest.raises(TrustlessError, match="in the name of"):
        table.host.on_shuffle("c9", mine)


def test_a_device_refuses_a_host_that_misstates_whose_card_it_is() -> None:
    """H3 against the host: a device follows the hand on its own copy of the engine and sends
    nothing when the host names another seat or device for a card of its own (its token would
    open the card to the host), a card the move does not deal, or a show nobody makes."""
    table = Table()
    specs = [PlayerSpec(s, f"p{s}", 1000) for s in (1, 2, 4, 6)]
    table.pump(table.host.begin(1, GameConfig(), specs, table.owners()))
    blind = table.host.blind
    assert blind is not None and blind.engine is not None
    while True:  # passive moves until a step deals (4th street)
        moves = blind.engine.legal_actions()
        action = next((m for m in moves if m.kind.value in ("call", "check")), moves[0]).action()
        out = table.host.step(action)
        real = next((m for d, m in out if d == "c7" and isinstance(m, P.DealOpen)), None)
        if real is not None:
            break
        blind.act(action)
    c7 = table.devices["c7"]
    mine = next(c for c in real.cards if c.seat == 4)
    other = next(c for c in real.cards if c.seat == 6)

    def forged(*cards: P.DealCard) -> P.DealOpen:
        return P.DealOpen(hand=1, cards=cards, moves=real.moves)

    swapped = [dataclasses.replace(c, seat=6, owner="c9") if c is mine else
               dataclasses.replace(c, seat=4, owner="c7") if c is other else c
               for c in real.cards]
    with pytest.raises(TrustlessError, match="not what the hand deals"):
        c7.handle(forged(*swapped))  # seat 4's card said to be seat 6's
    renamed = [dataclasses.replace(c, owner="host") if c is mine else c for c in real.cards]
    with pytest.raises(TrustlessError, match="seat 4"):
        c7.handle(forged(*renamed))  # its own seat's card said to be the host's device's
    extra = P.DealCard(position=real.cards[-1].position + 1, seat=4, owner="c7")
    with pytest.raises(TrustlessError, match="not what the hand deals"):
        c7.handle(forged(*real.cards, extra))  # an undealt card (H3)
    show = P.DealCard(position=0, seat=1, owner="host", show=True)
    with pytest.raises(TrustlessError, match="does not put on the table"):
        c7.handle(forged(*real.cards, show))  # seat 1's down card: no showdown
    with pytest.raises(TrustlessError, match="without the move"):
        c7.handle(P.DealOpen(hand=1, cards=real.cards))
    assert c7.handle(real) != []  # the truth is answered


def test_a_device_that_withholds_its_shuffle_or_tokens_is_named_and_the_hand_waits() -> None:
    table = Table()
    specs = [PlayerSpec(s, f"p{s}", 1000) for s in (1, 2, 4, 6)]
    out = table.host.begin(1, GameConfig(), specs, table.owners())
    table.pump(out, withhold=frozenset({("c9", "deal_shuffle")}))
    assert not table.host.ready and table.host.waiting == ["c9"]
    table = Table()
    out = table.host.begin(1, GameConfig(), specs, table.owners())
    table.pump(out, withhold=frozenset({("c7", "deal_tokens")}))
    assert not table.host.ready and table.host.waiting == ["c7"]
    blind = table.host.blind
    assert blind is not None and blind.engine is None  # no card dealt without c7's tokens


def test_well_formed_records_with_values_off_the_group_are_refused_with_a_sentence() -> None:
    """The protocol checks shapes only; 32 bytes that are no point (or a scalar not below the
    group's order) are refused by the deal, naming the device, never a crash."""
    table = Table()
    junk = b"\xff" * 32
    with pytest.raises(TrustlessError, match="c7"):
        table.host.on_key("c7", P.DealKey(device="c7", public=junk, proof=(junk, junk)))
    with pytest.raises(TrustlessError, match="in the name of"):
        table.host.on_key("c7", P.DealKey(device="c9", public=junk, proof=(junk, junk)))
    specs = [PlayerSpec(s, f"p{s}", 1000) for s in (1, 2, 4, 6)]
    table.host.begin(1, GameConfig(), specs, table.owners())
    bad = P.DealShuffle(hand=1, device="c7", deck=((junk, junk),) * 52,
                        proof=((junk,) * 52, (junk,) * 52, (junk,) * 6, (junk,) * 52,
                               (junk,) * 52))
    with pytest.raises(TrustlessError, match="c7"):
        table.host.on_shuffle("c7", bad)
    token = P.DealToken(device="c7", position=0, recipient="host", share=junk, proof=(junk, junk))
    with pytest.raises(TrustlessError, match="c7"):
        table.host.on_tokens("c7", P.DealTokens(hand=1, tokens=(token,)))
