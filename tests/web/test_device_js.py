"""The page's side of a table nobody deals (studdesk/web/app/device.js) against the host's side
(net/table/trustless.py's HostDeal) and a desktop device (DeviceSession), every message framed
and parsed as on the wire: the page runs in node (studdesk/web/tests/device.bridge.js) and
answers what the host sends it with messages made as the page sends them; the host checks the
page's key, shuffles and tokens as any device's. Hands are played to the end by random legal
moves and finish with the stacks of an engine that knows the deck; the page opens exactly the
up cards, its own seat's down cards and the shown ones, all true (H3), and fills its seat's
down cards in dealing order. A host that misstates the hand (another seat for the page's card,
a position moved, a street asked for early, a showdown nobody reached) is refused with a
sentence and gets nothing; so is a bad shuffle and a game the page cannot follow."""

from __future__ import annotations

import base64
import dataclasses
import json
import random
import shutil
import subprocess
from collections import deque
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from net import protocol as P
from net.table.trustless import DeviceSession, HostDeal, Out
from net.trustless import open_card
from net.trustless.group import mul
from studdesk.engine.cards import Card
from studdesk.engine.config import GameConfig, Variant
from studdesk.engine.hand import Hand, PlayerSpec
from studdesk.web import page_root
from tests.web.webkit import require_tool

SESSION = b"page-device-session-01"
HOST_SEATS = (1, 2)
DESKTOP = ("c7", (4,))
PAGE = ("web", (6,))


def _payload(msg: P.Message) -> bytes:
    return P.encode_message(msg)[P.HEADER.size:]


def _parse(payload: bytes, parse: Callable[[object], P.Message]) -> P.Message:
    decoder = P.FrameDecoder()
    decoder.feed(P.HEADER.pack(len(payload)) + payload)
    return parse(decoder.next_message())


class Page:
    """The page's DeviceSession in a node process."""

    def __init__(self, seats: tuple[int, ...]) -> None:
        node = shutil.which("node")
        require_tool("node", node is not None, "Debian's nodejs; ./run.sh setup installs it in CI")
        assert node is not None
        self.seats = seats
        self.proc = subprocess.Popen([node, "tests/device.bridge.js"], cwd=page_root(),
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self.last: dict[str, Any] = {}

    def send(self, msg: P.Message) -> dict[str, Any]:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        line = json.dumps({"seats": list(self.seats),
                           "msg": base64.b64encode(_payload(msg)).decode()})
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        reply = self.proc.stdout.readline()
        assert reply, "the page's process ended"
        self.last = json.loads(reply)
        self.last["messages"] = [_parse(base64.b64decode(a), P.parse_client_message)
                                 for a in self.last["answers"]]
        return self.last

    def secret(self) -> int:
        """The page's secret key (the test's oracle only: the page never sends it)."""
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write('{"secret": true}\n')
        self.proc.stdin.flush()
        return int(json.loads(self.proc.stdout.readline())["secret"])

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait(timeout=10)


Tamper = Callable[[P.Message], list[P.Message]]


class Table:
    """HostDeal, one desktop device and the page; every message on the wire."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.host = HostDeal(SESSION, HOST_SEATS)
        self.desktop = DeviceSession(DESKTOP[1])
        self.refusals: list[str] = []
        self.tamper: Tamper | None = None
        self.keys: dict[str, P.DealKey] = {}
        self.asked = {"show": 0, "down": 0}  # the page's seat shown; its down cards dealt
        for name in (DESKTOP[0], PAGE[0]):
            self.pump([(name, self.host.setup(name))])

    def owners(self) -> dict[int, str]:
        return {**{s: "host" for s in HOST_SEATS}, **{s: DESKTOP[0] for s in DESKTOP[1]},
                **{s: PAGE[0] for s in PAGE[1]}}

    def pump(self, out: list[Out]) -> None:
        queue: deque[tuple[str, P.Message, bool]] = deque((d, m, True) for d, m in out)
        while queue:
            name, msg, to_device = queue.popleft()
            if to_device:
                got = _parse(_payload(msg), P.parse_host_message)
                if name == PAGE[0]:
                    if type(got).__name__ == "DealShowdown":  # its turn at the showdown
                        shown = getattr(got, "show", None)
                        self.asked["show"] += shown is None and got.seat in PAGE[1]  # type: ignore[attr-defined]
                    if isinstance(got, P.DealOpen):
                        self.asked["show"] += any(c.show and c.owner == name for c in got.cards)
                        self.asked["down"] += sum(not c.up and not c.show and c.owner == name
                                                  for c in got.cards)
                    for forged in (self.tamper(got) if self.tamper else []):
                        reply = self.page.send(forged)
                        assert reply["error"] and not reply["answers"], (forged, reply)
                        self.refusals.append(reply["error"])
                    answers = self.page.send(got)
                    assert answers["error"] is None, answers["error"]
                    queue.extend((name, a, False) for a in answers["messages"])
                else:
                    queue.extend((name, a, False)
                                 for a in self.desktop.handle(got))  # type: ignore[arg-type]
                continue
            got = _parse(_payload(msg), P.parse_client_message)
            if isinstance(got, P.DealKey):
                self.keys[name] = got
                self.host.on_key(name, got)
                more: list[Out] = []
            elif isinstance(got, P.DealShuffle):
                more = self.host.on_shuffle(name, got)
            elif isinstance(got, P.DealTokens):
                more = self.host.on_tokens(name, got)
            else:  # the showdown one seat at a time (deal_showdown), where the host has it
                assert type(got).__name__ == "DealShowdown", got
                more = self.host.on_showdown(name, got)  # type: ignore[attr-defined]
            queue.extend((d, m, True) for d, m in more)

    def true_deck(self) -> list[Card]:
        secret = self.page.secret()
        keys = [self.host.host.key.secret, self.desktop.key.secret if self.desktop.key else 0,
                secret]
        deck = self.host.host._deal().deck
        return [Card.parse(open_card(ct, [mul(k, ct.a) for k in keys])) for ct in deck]

    def play(self, number: int, stacks: dict[int, int], rng: random.Random,
             config: GameConfig | None = None) -> Hand:
        config = config or GameConfig()
        specs = [PlayerSpec(seat, f"p{seat}", stack) for seat, stack in stacks.items()]
        self.pump(self.host.begin(number, config, specs, self.owners()))
        blind = self.host.blind
        assert blind is not None and blind.engine is not None and self.host.ready
        hand = blind.engine
        deck = self.true_deck()
        oracle = Hand(config, specs, deck, number=number)
        self.check_page(deck, oracle)
        while not hand.is_complete:
            moves = hand.legal_actions()
            move = rng.choice(moves)
            if move.kind.value == "fold" and rng.random() < 0.7:
                move = moves[min(1, len(moves) - 1)]
            action = move.action()
            self.pump(self.host.step(action))
            assert self.host.ready
            blind.act(action)
            oracle.act(action)
            self.check_page(deck, oracle)
        assert hand.result is not None and oracle.result is not None
        assert dict(hand.result.stacks) == dict(oracle.result.stacks)
        return oracle

    def check_page(self, deck: list[Card], oracle: Hand) -> None:
        """H3: the page opened exactly the up cards, its own seat's down cards and the shown
        ones, each true; its seat's down cards, in dealing order, are the engine's."""
        blind = self.host.blind
        assert blind is not None
        cards = {int(p): c for p, c in self.page.last["cards"].items()}
        for seat, positions in blind.positions.items():
            for i, position in enumerate(positions):
                up = oracle.player(seat).face_up[i]
                sees = up or seat in PAGE[1] or position in self.host.on_table
                if sees:
                    assert cards.get(position) == str(deck[position]), (seat, position)
                else:
                    assert position not in cards, (seat, position)
        for seat in PAGE[1]:
            p = oracle.player(seat)
            want = [str(c) for c, up in zip(p.cards, p.face_up) if not up]
            assert self.page.last["down"][str(seat)] == want


@pytest.fixture()
def page() -> Iterator[Page]:
    one = Page(PAGE[1])
    yield one
    one.close()


@pytest.mark.slow
def test_the_page_deals_hands_with_the_host_and_a_desktop_and_sees_only_its_own(
        page: Page) -> None:
    table = Table(page)
    key = table.keys[PAGE[0]]
    assert key.token_check_us and key.shuffle8_check_us  # measured when it made its key
    assert key.token_check_us < key.shuffle8_check_us
    rng = random.Random(3)
    for number in range(1, 5):
        stacks = {seat: 2500 for seat in (1, 2, 4, 6)}
        hand = table.play(number, stacks, rng)
        assert hand.result is not None
        assert sum(hand.result.stacks.values()) == sum(stacks.values())
    assert table.asked["show"] >= 1 and table.asked["down"] >= 8, table.asked
    assert table.page.last["error"] is None


def _moved(msg: P.DealOpen, **change: Any) -> P.DealOpen:
    return dataclasses.replace(msg, **change)


def forgeries(msg: P.Message) -> list[P.Message]:
    """What a lying host might send the page instead of ``msg``."""
    if not isinstance(msg, P.DealOpen):
        return []
    out: list[P.Message] = []
    cards = list(msg.cards)
    mine = [i for i, c in enumerate(cards) if c.seat in PAGE[1] and not c.show]
    other = next((c for c in cards if c.seat not in PAGE[1]), None)
    if mine and other is not None:
        # The page's own card said to be another seat's: its token would open it to the host.
        i = mine[0]
        out.append(_moved(msg, cards=tuple(
            dataclasses.replace(c, seat=other.seat, owner=other.owner) if k == i else c
            for k, c in enumerate(cards))))
        # ... or still its seat's, but another device's.
        out.append(_moved(msg, cards=tuple(
            dataclasses.replace(c, owner=other.owner) if k == i else c
            for k, c in enumerate(cards))))
        # ... and the page's seat given another position (shifted by one).
        out.append(_moved(msg, cards=tuple(
            dataclasses.replace(c, position=(c.position + 1) % 52) for c in cards)))
    downs = [c for c in cards if not c.up and not c.show and c.seat not in PAGE[1]]
    if downs:  # a down card said to be up: the page would release its token to everyone
        out.append(_moved(msg, cards=tuple(
            dataclasses.replace(c, up=True) if c is downs[0] else c for c in cards)))
    if msg.moves and not any(c.show for c in cards):
        # A showdown nobody reached: the page's seat asked to show its first down card (seat
        # 6 is the fourth of four players dealt in: position 3).
        out.append(_moved(msg, cards=(*cards, P.DealCard(position=3,
                                                         seat=PAGE[1][0], owner=PAGE[0],
                                                         show=True))))
    if len(msg.moves) >= 1:
        # The street asked for before the round is over (the move it is for left out).
        out.append(_moved(msg, moves=msg.moves[:-1] or msg.moves[:0]))
    return out


@pytest.mark.slow
def test_the_page_refuses_a_host_that_misstates_the_hand(page: Page) -> None:
    table = Table(page)
    table.tamper = forgeries
    rng = random.Random(8)
    table.play(1, {seat: 3000 for seat in (1, 2, 4, 6)}, rng)
    assert len(table.refusals) >= 6, table.refusals
    said = " | ".join(table.refusals)
    assert "not what the hand deals" in said and "is device" in said
    assert "does not put on the table" in said or "without the move" in said


@pytest.mark.slow
def test_the_page_refuses_a_bad_shuffle_and_a_game_it_cannot_follow(page: Page) -> None:
    table = Table(page)
    specs = [PlayerSpec(s, f"p{s}", 1000) for s in (1, 2, 4, 6)]
    out = table.host.begin(1, GameConfig(), specs, table.owners())
    hand = next(m for d, m in out if d == PAGE[0] and isinstance(m, P.DealHand))
    host_shuffle = next(m for d, m in out if d == PAGE[0] and isinstance(m, P.DealShuffle))
    assert page.send(hand)["error"] is None
    deck = list(host_shuffle.deck)
    deck[3], deck[4] = deck[4], deck[3]
    bad = page.send(dataclasses.replace(host_shuffle, deck=tuple(deck)))
    assert bad["answers"] == [] and "proof of a correct shuffle fails" in bad["error"]
    assert "'host'" in bad["error"] or '"host"' in bad["error"]
    good = page.send(host_shuffle)  # the true one still checks: nothing was kept of the bad
    assert good["error"] is None
    declare = dataclasses.replace(hand, hand=2, config=GameConfig(variant=Variant.STUD_DECLARE))
    refused = page.send(declare)
    assert refused["kind"] == "LayoutError" and "cannot follow" in refused["error"]
    assert refused["answers"] == []


@pytest.mark.slow
def test_a_new_key_after_a_reconnect_keeps_the_cards_the_page_opened(page: Page) -> None:
    """C4: a reconnected page answers the new deal_setup with a new key; the hand under way was
    its old connection's (the host deals it in again from the next hand), so it sends nothing
    more for that hand, and still shows its seat's down cards."""
    table = Table(page)
    specs = [PlayerSpec(s, f"p{s}", 1000) for s in (1, 2, 4, 6)]
    table.pump(table.host.begin(1, GameConfig(), specs, table.owners()))
    down = page.last["down"]["6"]
    assert len(down) == 2 and all(down), down
    again = page.send(table.host.setup(PAGE[0]))
    assert again["error"] is None and [type(m) for m in again["messages"]] == [P.DealKey]
    assert again["messages"][0] != table.keys[PAGE[0]]  # a new key
    blind = table.host.blind
    assert blind is not None and blind.engine is not None
    while True:  # the moves up to the next one that deals cards (each device is asked)
        moves = blind.engine.legal_actions()
        move = next((m for m in moves if m.kind.value in ("bring_in", "call", "check")),
                    moves[0])
        late = [m for d, m in table.host.step(move.action()) if d == PAGE[0]]
        if late:
            break
        assert table.host.ready
        blind.act(move.action())
    for msg in late:
        reply = page.send(msg)
        assert reply["error"] is None and reply["answers"] == []
    assert page.last["down"]["6"] == down
