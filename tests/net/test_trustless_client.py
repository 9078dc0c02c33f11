"""The client side of a table nobody deals (net/client/device.py and the model, net/TRUSTLESS.md
§ 11): a stand-in host drives the real host's side of the deal (HostDeal, its engine on
stand-ins) and the real client model (ClientTable, one per remote device), every message framed
and parsed as on a connection, in the order net/PROTOCOL.md "A table nobody deals, step by step"
gives (the deal_* messages of a step before its event frames; a remote seat's down cards sent
hidden, to its owner too). Computer players decide on the model's views.

Checked: hands play to the end with the chips conserved; each device fills in its own down
cards, equal to what its DeviceSession opened and to the deck as only all devices together could
open it; no device holds another device's unshown down card (H1, H3); a host that lies is
refused in one log line and the client carries on."""

from __future__ import annotations

import dataclasses
import logging
import random
import re
import time
from collections import deque
from collections.abc import Callable

import pytest

from net import protocol as P
from net.client import ClientTable
from net.client.device import own_hand_of_cards
from net.table.trustless import VARIANTS, HostDeal, Out
from net.trustless import TrustlessError, open_card
from net.trustless.group import mul
from studdesk.bots import make_bot
from studdesk.engine.actions import Action
from studdesk.engine.cards import Card, shuffled_deck
from studdesk.engine.config import GameConfig, Variant
from studdesk.engine.events import CardDealt, CardsShown, Event, HandMucked, censor
from studdesk.engine.hand import Hand, PlayerSpec
from studdesk.engine.views import SeatView, TableView, own_hand_of, view

SESSION = b"client-session-0123456789"
SUMMARY = P.TableSummary(name="Nobody deals", variant="stud", seats=7, ante=1, bring_in=1,
                         small_bet=2, big_bet=4, buy_in=100, extra={"trustless": True})


def framed(msg: P.Message, parse: Callable[[object], P.Message]) -> P.Message:
    """``msg`` framed and parsed back, as it crosses a connection."""
    decoder = P.FrameDecoder()
    decoder.feed(P.encode_message(msg))
    return parse(decoder.next_message())


class StandInHost:
    """The host's side as the table core runs it, in process: the deal (HostDeal), the engine
    on stand-ins, the moves of the host's own seats (random), and each remote device's
    connection as the ClientTable it feeds. ``meddle(name, msg)`` may change or drop (None) a
    message on its way to a device."""

    def __init__(self, remote: dict[str, int], host_seats: tuple[int, ...] = (1,),
                 meddle: Callable[[str, P.HostMessage], P.HostMessage | None] | None = None
                 ) -> None:
        self.remote, self.host_seats = remote, host_seats
        self.deal = HostDeal(SESSION, host_seats)
        self.meddle = meddle
        self.clients = {name: ClientTable() for name in remote}
        self.blocked: dict[str, list[tuple[str, float]]] = {name: [] for name in remote}
        self.listeners: dict[str, Callable[[P.HostMessage], None]] = {}
        self.host_passive = False  # the host's own seats check or call (else: at random)
        self.auto_muck: dict[int, bool] = {}  # a seat's auto-muck setting (default: on)
        self.held: Action | None = None  # a move whose cards or showdown a device owes
        self.refused: list[tuple[str, Exception]] = []
        self.sent_events = 0
        for i, (name, seat) in enumerate(remote.items(), start=2):
            self.send(name, P.Welcome(protocol=P.PROTOCOL_VERSION, token=f"token-{name}" * 4,
                                      client_id=i, table=SUMMARY, seats=()))
            self.send(name, P.TableState(status="waiting", hand=None, seats=(None,) * 8,
                                         you=(seat,)))
            self.pump([(name, self.deal.setup(name))])

    def owners(self) -> dict[int, str]:
        return {**{s: "host" for s in self.host_seats},
                **{seat: name for name, seat in self.remote.items()}}

    def send(self, name: str, msg: P.HostMessage) -> list[P.ClientMessage]:
        """One message to device ``name``'s model; what it answers, as the host reads it."""
        if self.meddle is not None:
            changed = self.meddle(name, msg)
            if changed is None:
                return []
            msg = changed
        table = self.clients[name]
        got = framed(msg, P.parse_host_message)
        start = time.perf_counter()
        table.apply(got, now=0.0)  # type: ignore[arg-type]
        if got.TYPE.startswith("deal_"):  # how long the device held its connection's loop
            self.blocked[name].append((got.TYPE, time.perf_counter() - start))
        listener = self.listeners.get(name)
        if listener is not None and table.applied is not None:
            listener(table.applied)  # as a Client hands it on (a desktop's session)
        replies, table.replies = table.replies, []
        return [framed(r, P.parse_client_message) for r in replies]  # type: ignore[misc]

    def pump(self, out: list[Out]) -> None:
        queue: deque[tuple[str, P.HostMessage]] = deque(out)
        while queue:
            name, msg = queue.popleft()
            for reply in self.send(name, msg):
                if isinstance(reply, P.DealKey):
                    self.deal.on_key(name, reply)
                elif isinstance(reply, P.DealShuffle):
                    queue.extend(self.deal.on_shuffle(name, reply))
                elif isinstance(reply, P.DealShowdown):
                    queue.extend(self.deal.on_showdown(name, reply))
                else:
                    assert isinstance(reply, P.DealTokens)
                    queue.extend(self.deal.on_tokens(name, reply))

    def hidden_view(self, hand: Hand, seat: int) -> P.View:
        """``seat``'s own view as the host can make it: its down cards are stand-ins, sent as
        backs (but a remote seat's shown ones, and the host's own seats')."""
        v = view(hand, seat)
        me = v.seat(seat)
        cards = tuple(c if up or me.shown else None for c, up in zip(me.cards, me.face_up,
                                                                      strict=True))
        seats = tuple(SeatView(seat=s.seat, name=s.name, stack=s.stack, bet=s.bet,
                               committed=s.committed, folded=s.folded, all_in=s.all_in,
                               shown=s.shown, mucked=s.mucked, cards=cards, face_up=s.face_up)
                      if s.seat == seat else s for s in v.seats)
        return P.View.of(TableView(
            hand=v.hand, config=v.config, viewer=v.viewer, phase=v.phase, street=v.street,
            acting_seat=v.acting_seat, seats=seats, pots=v.pots, pot_total=v.pot_total,
            current_bet=v.current_bet, community=v.community, dead_cards=v.dead_cards,
            actions=v.actions, legal_actions=v.legal_actions, is_open_pair=v.is_open_pair,
            is_capped=v.is_capped, wild_ranks=v.wild_ranks, own_hand=None))

    def publish(self, hand: Hand) -> None:
        """The step's event frames (every remote down card hidden: a stand-in), then ``table``
        with each device's own view."""
        for ev in hand.events[self.sent_events:]:
            out: Event = censor(ev, None)  # the host's own seats' down cards: not for them
            for name in self.remote:
                self.send(name, P.Event(hand=hand.number, event=out))
        self.sent_events = len(hand.events)
        entries: list[P.SeatEntry | None] = [None] * 8
        for p in hand.players:
            entries[p.seat - 1] = P.SeatEntry(seat=p.seat, name=p.name, stack=p.stack,
                                              cards=(), connected=True)
        for name, seat in self.remote.items():
            if any(p.seat == seat for p in hand.players):
                self.send(name, P.TableState(status="playing", hand=hand.number,
                                             seats=tuple(entries), you=(seat,),
                                             views=(self.hidden_view(hand, seat),)))

    def begin(self, number: int, stacks: dict[int, int]) -> Hand:
        """Hand ``number``: the shuffle round and the first street, published."""
        config = GameConfig()
        specs = [PlayerSpec(seat, f"p{seat}", stack, self.auto_muck.get(seat, True))
                 for seat, stack in stacks.items()]
        self.sent_events = 0
        self.pump(self.deal.begin(number, config, specs,
                                  {s: o for s, o in self.owners().items() if s in stacks}))
        blind = self.deal.blind
        assert blind is not None and blind.engine is not None and self.deal.ready
        self.publish(blind.engine)
        return blind.engine

    def step(self, rng: random.Random, decide: Callable[[str, TableView], Action]) -> bool:
        """The acting seat's move (a device's from its model's view; the host's own random),
        its cards opened first, then made and published."""
        blind = self.deal.blind
        assert blind is not None and blind.engine is not None
        hand = blind.engine
        seat = hand.acting_seat
        assert seat is not None
        name = next((n for n, s in self.remote.items() if s == seat), None)
        if name is None and self.host_passive:
            moves = hand.legal_actions()
            action = next((m for m in moves if m.kind.value in ("check", "call", "bring_in")),
                          moves[0]).action()
        elif name is None:
            action = rng.choice(hand.legal_actions()).action()
        else:
            v = self.clients[name].view(seat)
            assert v is not None and v.hand == hand.number
            action = decide(name, v)
        self.pump(self.deal.step(action))
        if not self.deal.ready:  # held: a device did not answer (the table would wait, H4)
            self.held = action
            return False
        blind.act(action)
        self.publish(hand)
        return True

    def answer(self, name: str, replies: list[P.ClientMessage]) -> bool:
        """What device ``name`` sends outside a host message (its player's showdown choice),
        taken as the host takes it; then the held move is made if nothing more is owed."""
        self.pump([(n, m) for r in replies
                   for n, m in self._take(name, framed(r, P.parse_client_message))])
        blind = self.deal.blind
        action = self.held
        if action is None or not self.deal.ready or blind is None or blind.engine is None:
            return False
        self.held = None
        blind.act(action)
        self.publish(blind.engine)
        return True

    def _take(self, name: str, reply: P.Message) -> list[Out]:
        if isinstance(reply, P.DealShowdown):
            return self.deal.on_showdown(name, reply)
        assert isinstance(reply, P.DealTokens)
        return self.deal.on_tokens(name, reply)

    def play(self, number: int, stacks: dict[int, int], rng: random.Random,
             decide: Callable[[str, TableView], Action]) -> Hand:
        hand = self.begin(number, stacks)
        while not hand.is_complete:
            assert self.step(rng, decide)
        return hand

    def true_deck(self) -> list[Card]:
        """The deck as only every device together could open it (the test's oracle)."""
        relay = self.deal.relay
        assert relay is not None
        keys = [self.deal.host.key] + [t.device.session.key for n, t in self.clients.items()
                                       if t.device.session is not None and n in relay.devices]
        deck = self.deal.host._deal().deck
        return [Card.parse(open_card(ct, [mul(k.secret, ct.a) for k in keys if k]))
                for ct in deck]


def bots(seed: int) -> Callable[[str, TableView], Action]:
    players: dict[str, object] = {}

    def decide(name: str, v: TableView) -> Action:
        bot = players.setdefault(name, make_bot("normal", random.Random(f"{seed}{name}")))
        me = v.me
        assert me is not None and None not in me.cards, "the bot decides on all its cards"
        return bot.decide(v).action()  # type: ignore[attr-defined, no-any-return]

    return decide


def check_cards(host: StandInHost, hand: Hand) -> None:
    """Each device filled in exactly its own down cards, as its session opened them and as the
    deck holds them; it holds no other device's unshown down card."""
    deck = host.true_deck()
    blind = host.deal.blind
    assert blind is not None
    for name, seat in host.remote.items():
        table = host.clients[name]
        session = table.device.session
        assert session is not None
        v = table.view(seat)
        if not any(p.seat == seat for p in hand.players):
            continue
        assert v is not None and v.hand == hand.number
        me = v.seat(seat)
        positions = blind.positions.get(seat, [])
        down = [p for p, up in zip(positions, hand.player(seat).face_up, strict=True) if not up]
        assert table.own_down_cards(seat) == [deck[p] for p in down]
        assert [c for c, up in zip(me.cards, me.face_up, strict=True) if not up] == \
            [session.cards[p] for p in down]
        if not me.folded:  # "You have", said here: the host could not
            assert v.own_hand is not None and v.own_hand == own_hand_of_cards(
                v.config, [deck[p] if c is None else c for c, p in zip(me.cards, positions,
                                                                     strict=True)],
                me.face_up, v.community, v.wild_ranks)
        dealt = [e for e in table.events if isinstance(e, CardDealt) and e.seat == seat
                 and not e.face_up]
        assert [e.card for e in dealt] == [deck[p] for p in down]  # the events too
        shown = set(host.deal.on_table)
        for other, positions in blind.positions.items():
            if other == seat:
                continue
            flags = hand.player(other).face_up
            for p, up in zip(positions, flags, strict=True):
                if not up and p not in shown:  # H3: another's down card never opened here
                    assert p not in session.cards
        for s in v.seats:
            if s.seat != seat and not s.shown:
                assert all(c is None for c, up in zip(s.cards, s.face_up, strict=True)
                           if not up)


def test_devices_play_hands_with_their_own_down_cards_filled_in_and_no_one_elses() -> None:
    host = StandInHost({"p2": 2, "p3": 3})
    rng = random.Random(5)
    stacks = {1: 4000, 2: 4000, 3: 4000}
    decide = bots(5)
    shown = 0
    for number in range(1, 6):
        hand = host.play(number, stacks, rng, decide)
        check_cards(host, hand)
        assert hand.result is not None
        assert sum(hand.result.stacks.values()) == sum(stacks.values())
        shown += sum(1 for e in hand.events if isinstance(e, CardsShown))
        stacks = {s: v for s, v in hand.result.stacks.items() if v > 0}
        if len(stacks) < 2:
            break
    for table in host.clients.values():
        assert table.device.out_of is None and table.device.problem == ""


def test_the_own_down_cards_survive_a_reconnect_in_the_same_process() -> None:
    """After a reconnect (a new welcome, then deal_setup again: a new device session) the hand
    under way is no longer this device's to deal, but the cards it opened stay filled in."""
    host = StandInHost({"p2": 2, "p3": 3})
    hand = host.play(1, {1: 4000, 2: 4000, 3: 4000}, random.Random(2), bots(2))
    table = host.clients["p2"]
    before = table.own_down_cards(2)
    assert len(before) >= 2 and None not in before
    host.send("p2", P.Welcome(protocol=P.PROTOCOL_VERSION, token="token-p2" * 4, client_id=2,
                              table=SUMMARY, seats=(2,)))
    assert table.hand == 1
    replies = host.send("p2", host.deal.setup("p2"))
    assert [type(r) for r in replies] == [P.DealKey]
    host.deal.on_key("p2", replies[0])  # type: ignore[arg-type]
    assert table.device.out_of == 1
    host.send("p2", P.TableState(status="playing", hand=1, seats=(None,) * 8, you=(2,),
                                 views=(host.hidden_view(hand, 2),)))
    v = table.view(2)
    assert v is not None
    assert [c for c, up in zip(v.seat(2).cards, v.seat(2).face_up, strict=True) if not up] \
        == before
    # and the next hand is dealt with the new key
    hand = host.play(2, {s: v for s, v in (hand.result.stacks if hand.result else {}).items()
                         if v > 0}, random.Random(3), bots(3))
    check_cards(host, hand)


def passive(name: str, v: TableView) -> Action:
    """Check or call (no fold: the hand goes on to the next street)."""
    move = next((m for m in v.legal_actions if m.kind.value in ("check", "call", "bring_in")),
                v.legal_actions[0])
    return move.action()


def _lying(kind: str) -> Callable[[str, P.HostMessage], P.HostMessage | None]:
    """A host that lies once to p2: its own seat's down card said to be another device's, or a
    token relayed to it with another share."""
    done: list[bool] = []
    seen: list[bytes] = []  # the shares relayed so far

    def meddle(name: str, msg: P.HostMessage) -> P.HostMessage | None:
        if done or name != "p2":
            return msg
        if kind == "owner" and isinstance(msg, P.DealOpen):
            cards = tuple(dataclasses.replace(c, owner="p3") if c.seat == 2 and not c.up else c
                          for c in msg.cards)
            if cards != msg.cards:
                done.append(True)
                return dataclasses.replace(msg, cards=cards)
        if kind == "moves" and isinstance(msg, P.DealOpen):
            made = list(msg.moves[:-1])
            at = next((i for i, m in enumerate(made) if m.action in ("call", "check")
                       and m.seat != 2), None)
            if at is not None:  # a fold nobody made, in a deal_open's moves only
                done.append(True)
                made[at] = P.DealMove(seat=made[at].seat, action="fold")
                return dataclasses.replace(msg, moves=(*made, msg.moves[-1]))
        if kind == "token" and isinstance(msg, P.DealTokens):
            if seen and seen[-1] != msg.tokens[0].share:
                done.append(True)
                bad = dataclasses.replace(msg.tokens[0], share=seen[-1])
                return dataclasses.replace(msg, tokens=(bad, *msg.tokens[1:]))
            seen.append(msg.tokens[0].share)
        return msg

    return meddle


@pytest.mark.parametrize(("kind", "words"), [("owner", "is device 'p3'"),
                                              ("token", "p2|token|does not check"),
                                              ("moves", "its events showed")])
def test_a_host_that_lies_is_refused_in_one_log_line_and_the_client_carries_on(
        kind: str, words: str, caplog: pytest.LogCaptureFixture) -> None:
    host = StandInHost({"p2": 2, "p3": 3}, meddle=_lying(kind))
    specs = {1: 4000, 2: 4000, 3: 4000}
    with caplog.at_level(logging.WARNING, logger="net.client.device"):
        if kind == "moves":  # everyone checks or calls until a step deals
            rng = random.Random(1)
            host.host_passive = True
            hand = host.begin(1, specs)
            while host.step(rng, passive) and not hand.is_complete:
                pass
        else:
            host.pump(host.deal.begin(1, GameConfig(), [PlayerSpec(s, f"p{s}", v)
                                                        for s, v in specs.items()],
                                      host.owners()))
    table = host.clients["p2"]
    lines = [r.getMessage() for r in caplog.records if r.name == "net.client.device"]
    assert len(lines) == 1 and "\n" not in lines[0], lines
    assert lines[0].startswith("hand 1: the host's deal_")
    assert re.search(words, lines[0]), lines[0]
    assert table.device.out_of == 1 and table.device.problem
    if kind in ("owner", "moves"):  # p2 sent no token for the lie: the host waits (H4)
        assert not host.deal.ready and "p2" in host.deal.waiting
    else:  # its tokens had gone: the hand's cards open, but not p2's card with the bad token
        assert host.deal.ready and None in table.own_down_cards(2, 1)
    session = table.device.session
    assert session is not None
    before = dict(session.cards)
    blind = host.deal.blind
    if kind == "token" and blind is not None and blind.engine is not None:  # p2 is out:
        action = blind.engine.legal_actions()[0].action()
        out = host.deal.step(action)
        assert all(host.send(n, m) == [] for n, m in out if n == "p2")
        assert session.cards == before
    # the rest of the hand is ignored, quietly; the next hand is dealt afresh
    host.meddle = None
    caplog.clear()
    hand = host.play(2, specs, random.Random(9), bots(9))
    check_cards(host, hand)
    assert not [r for r in caplog.records if r.name == "net.client.device"]


@pytest.mark.parametrize("variant", sorted(VARIANTS, key=lambda v: v.value))
def test_what_the_own_cards_make_is_named_as_the_engine_names_it(variant: Variant) -> None:
    """The host of a table nobody deals cannot say "You have" (it does not know the cards);
    the client says it from the cards it filled in, as the engine would (every game such a
    table deals: wild cards, lows, the spade in the hole, a community card)."""
    rng = random.Random(variant.value)
    checked = 0
    for number in range(1, 13):
        config = GameConfig.preset(variant, 200)
        if variant is Variant.LOW_CHICAGO and number % 2:
            config = dataclasses.replace(config, low_chicago_ace="low")
        specs = [PlayerSpec(s, f"p{s}", 100_000) for s in range(1, 8)]
        hand = Hand(config, specs, shuffled_deck(rng), number=number)
        while not hand.is_complete:
            for p in hand.players:
                v = view(hand, p.seat)
                me = v.seat(p.seat)
                if me.folded or not me.cards:
                    continue
                got = own_hand_of_cards(v.config, [c for c in me.cards if c is not None],
                                        me.face_up, v.community, v.wild_ranks)
                assert got == own_hand_of(hand, p.seat), (variant, number, me.cards)
                checked += 1
            moves = hand.legal_actions()
            calls = [m for m in moves if m.kind.value in ("check", "call", "bring_in")]
            hand.act((calls[0] if calls and rng.random() < 0.8 else rng.choice(moves)).action())
    assert checked > 50


def test_a_player_without_auto_muck_is_asked_to_show_or_muck_and_a_muck_opens_nothing() -> None:
    """S2 at a table nobody deals: a remote player whose auto-muck is off, with a beaten hand
    the rules let it muck, is asked by its own connection's model (``showdown_choice``, told
    once to the listener in ``changes``); the hand waits for the answer. A muck sends only the
    decision: the seat's down cards are never opened, to the host or another device (H3); a
    show sends its tokens, and everyone sees the true cards."""
    host = StandInHost({"p2": 2, "p3": 5}, host_seats=(1, 3))
    host.host_passive = True
    host.auto_muck = {2: False}
    told: list[int] = []
    host.listeners["p2"] = lambda msg: told.extend(
        [s] if (s := host.clients["p2"].changes.showdown_choice) is not None else [])
    table, other = host.clients["p2"], host.clients["p3"]
    stacks = {1: 4000, 2: 4000, 3: 4000, 5: 4000}
    answered: dict[bool, int] = {}
    for number in range(1, 40):
        if len(answered) == 2:
            break
        show = False in answered  # a muck first, then a show
        hand = host.begin(number, stacks)
        asked = 0
        while not hand.is_complete:
            if host.step(random.Random(number), passive):
                continue
            choice = table.showdown_choice
            assert choice is not None and choice.hand == number and choice.seat == 2
            assert told == [2] and host.deal.waiting == ["p2"]
            assert choice.remaining(0.0) == 10.0  # C1's timer: the summary names none
            assert table.show_or_muck(3, True) == []  # not a seat asked
            told.clear()
            asked += 1
            replies = table.show_or_muck(2, show)
            assert table.showdown_choice is None and table.show_or_muck(2, show) == []
            assert [type(r) for r in replies] == [P.DealShowdown] + [P.DealTokens] * show
            first = replies[0]
            assert isinstance(first, P.DealShowdown) and first.show is show
            assert host.answer("p2", replies)
        assert asked <= 1 and not told
        if not asked:
            continue
        answered[show] = number
        assert hand.result is not None
        assert sum(hand.result.stacks.values()) == sum(stacks.values())
        blind = host.deal.blind
        assert blind is not None
        down = blind.down_positions(2)
        shown = [e for e in hand.events if isinstance(e, CardsShown) and e.seat == 2]
        session = other.device.session
        assert session is not None and session.device is not None
        if show:
            deck = host.true_deck()
            assert len(shown) == 1 and list(shown[0].cards) == [deck[p] for p in
                                                                 blind.positions[2]]
            assert all(p in session.cards for p in down)
        else:  # H3: never opened, to the host or the other device
            assert not shown
            for p in down:
                assert p not in blind.known and p not in host.deal.on_table
                assert p not in session.cards
                with pytest.raises(TrustlessError):
                    host.deal.host._deal().card(p)
                with pytest.raises(TrustlessError):
                    session.device._deal().card(p)
        check_cards(host, hand)
    assert sorted(answered) == [False, True], answered


def test_a_computer_player_asked_to_show_or_muck_mucks_as_the_engine_would() -> None:
    """``studdesk bot`` keeps auto-muck on, so its device decides alone; a bot seat asked all
    the same (its auto-muck off) answers as the engine does with it on: it mucks (H3)."""
    from net.client import Sender
    from net.commands import answer_showdown_choice

    class Wire(Sender):
        def __init__(self, table: ClientTable) -> None:
            self.table, self.sent = table, []

        def _send(self, msg: P.ClientMessage) -> None:
            self.sent.append(msg)

    host = StandInHost({"p2": 2}, host_seats=(1, 3, 4))
    host.host_passive = True
    host.auto_muck = {2: False}
    wire = Wire(host.clients["p2"])
    answers: list[bool] = []
    host.listeners["p2"] = lambda msg: answers.append(answer_showdown_choice(wire))
    for number in range(1, 40):
        hand = host.begin(number, {1: 4000, 2: 4000, 3: 4000, 4: 4000})
        while not hand.is_complete:
            if host.step(random.Random(number), passive):
                continue
            assert answers.count(True) == 1
            first = wire.sent[0]
            assert len(wire.sent) == 1 and isinstance(first, P.DealShowdown)
            assert first.show is False and first.seat == 2
            assert host.answer("p2", wire.sent)
        if wire.sent:
            assert any(isinstance(e, HandMucked) and e.seat == 2 for e in hand.events)
            assert not any(isinstance(e, CardsShown) and e.seat == 2 for e in hand.events)
            return
    raise AssertionError("no hand asked the bot's seat to choose")


def test_a_choice_left_unanswered_is_mucked_by_the_connection_when_the_timer_runs_out() -> None:
    """The host does not time a device's showdown choice (it waits for the device, H4, and
    the player would lose the stake); the connection does: at the table's timer (C1) it mucks,
    the move the host makes at any other table, and the hand goes on."""
    import asyncio

    from net.client import Client

    host = StandInHost({"p2": 2}, host_seats=(1, 3, 4))
    host.host_passive = True
    host.auto_muck = {2: False}
    table = host.clients["p2"]
    sent: list[P.ClientMessage] = []
    client = Client("127.0.0.1", 0, "p2", table=table, reconnect=False, ping_interval=0)
    client._send = sent.append  # type: ignore[method-assign]

    async def run_out() -> None:
        choice = table.showdown_choice
        assert choice is not None
        client._time_choice(dataclasses.replace(choice))  # its deadline (10 s) has passed here
        for _ in range(3):
            await asyncio.sleep(0)

    for number in range(1, 40):
        hand = host.begin(number, {1: 4000, 2: 4000, 3: 4000, 4: 4000})
        while not hand.is_complete:
            if host.step(random.Random(number), passive):
                continue
            asyncio.run(run_out())
            first = sent[0]
            assert len(sent) == 1 and isinstance(first, P.DealShowdown) and first.show is False
            assert table.showdown_choice is None and host.answer("p2", sent)
        if sent:
            assert any(isinstance(e, HandMucked) and e.seat == 2 for e in hand.events)
            return
    raise AssertionError("no hand asked p2's player to choose")
