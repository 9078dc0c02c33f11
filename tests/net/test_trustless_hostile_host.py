"""A hostile host (or relay) at a table nobody deals, as every honest device meets it (net/TRUSTLESS.md
§ 9, § 11): the host forwards to a device a shuffle that does not check (two cards swapped, a
card replaced, a proof value changed, another hand's shuffle), or a token that does not check
(its share changed, its position moved to another card, its recipient changed, another hand's
token for the same card). The honest :class:`DeviceSession` refuses each: it sends nothing and
its state is as before (the honest message that follows is taken as if nothing had come); a
token relayed a second time changes nothing. The client model (``ClientTable``) logs one line
and stops taking part in that hand; the next hand is dealt afresh."""

from __future__ import annotations

import dataclasses
import logging
import random
from collections import deque
from collections.abc import Callable
from typing import Any

import pytest

from net import protocol as P
from net.table.trustless import DeviceSession, HostDeal, Out
from net.trustless import EVERYONE, TrustlessError, open_card
from net.trustless.group import mul
from studdesk.engine.cards import Card
from studdesk.engine.config import GameConfig
from studdesk.engine.hand import PlayerSpec
from tests.net.test_trustless_client import StandInHost, bots

SESSION = b"hostile-host-session-01234"
VICTIM = "p3"  # shuffles last: it checks the host's and p2's shuffles


def state(s: DeviceSession) -> tuple[Any, ...]:
    """Everything a message could change in a device's session."""
    deal = s.device.deal if s.device is not None else None
    mirror = s.mirror
    return (s.number, dict(s.cards), {k: list(v) for k, v in s.by_seat.items()}, s.pending,
            s.first_dealt, set(s.answered), s.choosing,
            None if deal is None else (tuple(deal.decks), tuple(deal.proofs), deal.checked,
                                       {p: dict(t) for p, t in deal.tokens.items()}),
            None if mirror is None else (dict(mirror.known), list(mirror.actions),
                                         dict(mirror.decided), mirror.engine is None))


class Lies:
    """Makes the host's lie of kind ``kind`` from an honest message to the victim (None: this
    message does not lend itself to it). It remembers the last hand's messages to replay."""

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self.last: dict[int, list[P.HostMessage]] = {}  # hand -> the victim's messages

    def make(self, msg: P.HostMessage) -> P.HostMessage | None:
        kind, hand = self.kind, getattr(msg, "hand", 0) or 0
        if isinstance(msg, P.DealShuffle) and msg.device == "p2":
            deck, proof = list(msg.deck), [list(part) for part in msg.proof]
            if kind == "swap":
                deck[0], deck[51] = deck[51], deck[0]
            elif kind == "replace":
                deck[0] = deck[51]
            elif kind == "proof":
                proof[2][1], proof[2][2] = proof[2][2], proof[2][1]
            elif kind == "shuffle_earlier_hand":
                old = next((m for m in self.last.get(hand - 1, [])
                            if isinstance(m, P.DealShuffle) and m.device == "p2"), None)
                return None if old is None else dataclasses.replace(old, hand=hand)
            else:
                return None
            return dataclasses.replace(msg, deck=tuple(deck),
                                       proof=tuple(tuple(p) for p in proof))
        if not isinstance(msg, P.DealTokens) or len(msg.tokens) != 1:
            return None
        token = msg.tokens[0]
        seen = [t for m in self.last.get(hand, []) if isinstance(m, P.DealTokens)
                for t in m.tokens]
        if kind == "share" and seen and seen[-1].share != token.share:
            bad = dataclasses.replace(token, share=seen[-1].share)
        elif kind == "moved" and seen and seen[-1].position != token.position:
            bad = dataclasses.replace(token, position=seen[-1].position)
        elif kind == "readdressed":
            bad = dataclasses.replace(token, recipient=VICTIM if token.recipient == EVERYONE
                                      else EVERYONE)
        elif kind == "token_earlier_hand":
            prior = next((t for m in self.last.get(hand - 1, []) if isinstance(m, P.DealTokens)
                          for t in m.tokens if t.position == token.position
                          and t.device == token.device and t.recipient == token.recipient),
                         None)
            if prior is None or prior == token:
                return None
            bad = prior
        else:
            return None
        return dataclasses.replace(msg, tokens=(bad,))

    def seen(self, msg: P.HostMessage) -> None:
        hand = getattr(msg, "hand", None)
        if hand is not None:
            self.last.setdefault(hand, []).append(msg)


class Relay:
    """The host's side (the real :class:`HostDeal`, the host's seat 1) and two honest devices,
    ``p2`` and ``p3`` (seats 2 and 3), in process. Before the victim gets an honest message,
    ``lies`` (from hand ``at`` on, once) may first hand it a bad one made from it."""

    def __init__(self, lies: Lies | None = None, at: int = 2) -> None:
        self.deal = HostDeal(SESSION, (1,))
        self.devices = {"p2": DeviceSession([2]), VICTIM: DeviceSession([3])}
        for name, d in self.devices.items():
            self.deal.on_key(name, d.on_setup(self.deal.setup(name)))
        self.lies, self.at = lies, at
        self.refused: list[str] = []  # the victim's refusals, each its sentence
        self.ignored = 0  # messages the victim took again and changed nothing with

    def deliver(self, out: list[Out]) -> None:
        queue: deque[Out] = deque(out)
        while queue:
            name, msg = queue.popleft()
            device = self.devices[name]
            if name == VICTIM and self.lies is not None:
                self.lie(device, msg)
                self.lies.seen(msg)
            for reply in device.handle(msg):
                if isinstance(reply, P.DealShuffle):
                    queue.extend(self.deal.on_shuffle(name, reply))
                elif isinstance(reply, P.DealShowdown):
                    queue.extend(self.deal.on_showdown(name, reply))
                else:
                    assert isinstance(reply, P.DealTokens)
                    queue.extend(self.deal.on_tokens(name, reply))

    def lie(self, device: DeviceSession, msg: P.HostMessage) -> None:
        lies = self.lies
        assert lies is not None
        if self.refused or (getattr(msg, "hand", 0) or 0) < self.at:
            return
        bad = lies.make(msg)
        if bad is None:
            return
        before = state(device)
        with pytest.raises(TrustlessError) as caught:
            device.handle(bad)  # raises: nothing is sent
        assert state(device) == before  # and nothing changed
        self.refused.append(str(caught.value))

    def play(self, number: int, stacks: dict[int, int]) -> None:
        """Hand ``number`` to its end, every seat checking or calling (to the showdown)."""
        specs = [PlayerSpec(s, f"p{s}", v) for s, v in stacks.items()]
        owners = {1: "host", 2: "p2", 3: VICTIM}
        self.deliver(self.deal.begin(number, GameConfig(), specs, owners))
        blind = self.deal.blind
        assert blind is not None and blind.engine is not None and self.deal.ready
        hand = blind.engine
        while not hand.is_complete:
            moves = hand.legal_actions()
            action = next((m for m in moves if m.kind.value in ("check", "call", "bring_in")),
                          moves[0]).action()
            self.deliver(self.deal.step(action))
            assert self.deal.ready
            blind.act(action)

    def true_deck(self) -> list[Card]:
        keys = [self.deal.host.key] + [d.key for d in self.devices.values() if d.key]
        return [Card.parse(open_card(ct, [mul(k.secret, ct.a) for k in keys]))
                for ct in self.deal.host._deal().deck]


KINDS = {"swap": "", "replace": "", "proof": "", "shuffle_earlier_hand": "",
         "share": "token", "moved": "token", "readdressed": "token",
         "token_earlier_hand": "token"}


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_an_honest_device_refuses_what_a_hostile_host_forwards_and_is_unchanged(
        kind: str) -> None:
    relay = Relay(Lies(kind))
    stacks = {1: 400, 2: 400, 3: 400}
    relay.play(1, stacks)  # honest: the lies have a hand to replay from
    assert not relay.refused
    relay.play(2, stacks)
    assert len(relay.refused) == 1, kind
    why = relay.refused[0]
    assert KINDS[kind] in why and "\n" not in why, why
    # it went on as if the lie had not come: its own down cards are the deck's
    victim, deck = relay.devices[VICTIM], relay.true_deck()
    blind = relay.deal.blind
    assert blind is not None and blind.engine is not None
    down = [p for p, up in zip(blind.positions[3], blind.engine.player(3).face_up, strict=True)
            if not up]
    assert down and {p: victim.cards[p] for p in down} == {p: deck[p] for p in down}


def test_a_token_relayed_again_is_taken_once_and_changes_nothing() -> None:
    """A token the host relays a second time (the same token, earlier in the hand): nothing is
    sent for it and the session is as before (a token is bound to its hand, card and
    recipient, so taking it again opens nothing new)."""
    relay = Relay()
    stacks = {1: 400, 2: 400, 3: 400}
    relay.play(1, stacks)
    victim = relay.devices[VICTIM]
    again = [m for m in relay_log(relay, 2, stacks) if isinstance(m, P.DealTokens)]
    assert again
    before = state(victim)
    for msg in again:
        assert victim.handle(msg) == []
    assert state(victim) == before


def relay_log(relay: Relay, number: int, stacks: dict[int, int]) -> list[P.HostMessage]:
    """Hand ``number`` played through ``relay``; every message its victim was sent."""
    got: list[P.HostMessage] = []
    original = relay.devices[VICTIM].handle

    def handle(msg: P.HostMessage) -> list[P.ClientMessage]:
        got.append(msg)
        return original(msg)

    relay.devices[VICTIM].handle = handle  # type: ignore[method-assign]
    relay.play(number, stacks)
    relay.devices[VICTIM].handle = original  # type: ignore[method-assign]
    return got


# --- the client model: one log line, out of the hand, the next hand dealt afresh -------------


def _meddle(kind: str, at: int) -> tuple[Lies, list[int], Callable[[str, P.HostMessage],
                                                                    P.HostMessage | None]]:
    lies, fired = Lies(kind), list[int]()

    def meddle(name: str, msg: P.HostMessage) -> P.HostMessage | None:
        if name != VICTIM:
            return msg
        bad = None if fired or (getattr(msg, "hand", 0) or 0) < at else lies.make(msg)
        lies.seen(msg)
        if bad is None:
            return msg
        fired.append(getattr(msg, "hand", 0) or 0)
        return bad

    return lies, fired, meddle


@pytest.mark.parametrize("kind", ["swap", "proof", "moved", "token_earlier_hand"])
def test_the_client_model_refuses_a_forwarded_lie_in_one_line_and_deals_on(
        kind: str, caplog: pytest.LogCaptureFixture) -> None:
    _lies, fired, meddle = _meddle(kind, 2)
    host = StandInHost({"p2": 2, VICTIM: 3}, meddle=meddle)
    stacks = {1: 4000, 2: 4000, 3: 4000}
    host.play(1, stacks, random.Random(1), bots(1))
    table = host.clients[VICTIM]
    with caplog.at_level(logging.WARNING, logger="net.client.device"):
        replies: list[object] = []
        send = host.send

        def spy(name: str, msg: P.HostMessage) -> list[P.ClientMessage]:
            count = len(fired)
            got = send(name, msg)
            if len(fired) > count:
                replies.extend(got)
                replies.append("the lie")  # what came back for the lie: nothing
            return got

        host.send = spy  # type: ignore[method-assign]
        host.pump(host.deal.begin(2, GameConfig(), [PlayerSpec(s, f"p{s}", v)
                                                    for s, v in stacks.items()],
                                  host.owners()))
        blind = host.deal.blind
        while (host.deal.ready and blind is not None and blind.engine is not None
               and not blind.engine.is_complete and not fired):
            if not host.step(random.Random(2), bots(2)):
                break
    assert fired == [2], fired
    assert replies == ["the lie"]  # the lie got no answer
    lines = [r.getMessage() for r in caplog.records if r.name == "net.client.device"]
    assert len(lines) == 1 and "\n" not in lines[0], lines
    assert lines[0].startswith("hand 2: the host's deal_"), lines[0]
    assert table.device.out_of == 2 and table.device.problem
    host.send = send  # type: ignore[method-assign]
    host.meddle = None
    caplog.clear()
    hand = host.play(3, stacks, random.Random(3), bots(3))
    assert hand.result is not None
    assert not [r for r in caplog.records if r.name == "net.client.device"]
