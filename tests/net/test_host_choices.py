"""High-Low Declare and Roll Your Own over real TCP on 127.0.0.1 (port 0): every player still
in makes the secret choice at once, and no frame to any seat or spectator carries another
seat's choice before the last one is in (RULES.md W9.3, W11.2, with H1 for the cards); chips
are conserved and every hand replays."""

from __future__ import annotations

import random
from typing import Any

import pytest

from net import protocol as P
from net.client import Client
from net.host import TableHost
from studdesk.engine.config import GameConfig, Variant
from studdesk.engine.phh import loads, replay
from tests.net.helpers import (
    LOCAL,
    RandomPlayer,
    assert_chips_conserved,
    async_test,
    dealt_cards,
    down_cards,
    fast_options,
    running_host,
    strings,
    wait_until,
)

pytestmark = pytest.mark.timeout(120)

DECLARATIONS = frozenset(P.DECLARATIONS)  # lo, hi, both


class _Stays(random.Random):
    """A random player's choices that never fold, so that hands come to the declaration."""

    def choice(self, seq: Any) -> Any:
        stay = [m for m in seq if getattr(m, "action", None) != "fold"]
        return super().choice(stay or seq)


def _frames(data: bytes) -> list[dict[str, Any]]:
    decoder = P.FrameDecoder()
    decoder.feed(data)
    out = []
    while (raw := decoder.next_message()) is not None:
        out.append(raw)
    return out


async def _play(variant: Variant, hands: int) -> tuple[dict[int, str], dict[str, bytearray],
                                                          dict[str, int]]:
    """A table of four random players and a spectator, every byte each receives kept; the
    completed hands' PHH."""
    received: dict[str, bytearray] = {}
    options = fast_options(config=GameConfig.preset(variant, 200), timer=2.0)
    async with running_host(options) as host:
        players = [await RandomPlayer.join(host.port, f"P{i + 1}", seat=i + 1, seed=i)
                   for i in range(4)]
        for i, p in enumerate(players[:2]):  # two of the four never fold
            p.rng = _Stays(i)
        spectator = await Client.connect(LOCAL, host.port, "Watcher", ping_interval=0)
        spectator.watch()
        for p in players:
            p.client.on_bytes = received.setdefault(p.client.name, bytearray()).extend
        spectator.on_bytes = received.setdefault("Watcher", bytearray()).extend
        await wait_until(lambda: host.hands_played >= hands, 90)
        assert_chips_conserved(host)
        for p in players:
            assert not p.errors, p.errors[:3]
        seat_of = {p.client.name: p.client.table.you[0] for p in players}
        seat_of["Watcher"] = 0
        return _completed(host), received, seat_of


def _completed(host: TableHost) -> dict[int, str]:
    done = {h.number: h.phh for h in host.journal.hands(status="completed") if h.phh}
    for phh in done.values():  # every hand replays to its recorded stacks
        history = loads(phh)
        assert replay(history).finishing_stacks == history.finishing_stacks
    return done


@async_test
async def test_w9_3_no_frame_tells_a_declaration_before_the_last_is_in() -> None:
    done, received, seat_of = await _play(Variant.STUD_DECLARE, 25)
    hands = {n: down_cards(phh) for n, phh in done.items()}
    declared = sum(" _declare " in phh for phh in done.values())
    assert declared >= 3, declared  # enough hands came to the declaration
    revealed = 0
    for name, data in received.items():
        me = seat_of[name]
        shown: set[tuple[int, int]] = set()
        made: dict[int, set[int]] = {}  # hand -> seats that said they chose
        told: dict[int, set[int]] = {}  # hand -> seats whose declaration was told
        started: set[int] = set()  # the bytes are kept from when every seat was taken
        for frame in _frames(bytes(data)):
            number: int = frame.get("hand", 0)
            event = frame.get("event") or {}
            kind = event.get("type")
            if kind == "hand_started":
                started.add(number)
            if frame["type"] == "reveal" or number not in hands or number not in started:
                continue
            if kind == "cards_shown":
                shown.add((number, event["seat"]))
            elif kind == "choice_made":
                assert set(event) <= {"type", "seat", "street"}, event  # only that it chose
                assert number not in told, (name, number, event)  # none told before the last
                made.setdefault(number, set()).add(event["seat"])
            elif kind == "declared":
                # W9.3: told only once every seat still in has chosen, then all together
                told.setdefault(number, set()).add(event["seat"])
                assert event["seat"] in made.get(number, set()), (name, number, event)
                revealed += 1
                continue
            text = strings(frame)
            for seat, downs in hands[number].items():  # H1: nobody else's down cards
                if seat != me and (number, seat) not in shown:
                    assert not text & downs, (name, number, seat, frame["type"])
            # Until the first declaration is told, no frame but the seat's own turn names one.
            if number not in told and not (frame["type"] == "turn" and frame["seat"] == me):
                assert not text & DECLARATIONS, (name, number, frame)
            assert not (frame["type"] == "turn" and frame["seat"] != me
                        and any(a.get("action") == "declare" for a in frame["actions"])), \
                (name, frame)
        for number, seats in told.items():  # every declaration was told, to everyone
            assert seats == made[number], (name, number, seats, made[number])
    assert revealed >= 3 * 2 * len(received)


@async_test
async def test_w11_2_no_frame_shows_a_card_turned_up_before_every_choice_is_in() -> None:
    done, received, seat_of = await _play(Variant.ROLL_YOUR_OWN, 12)
    # W11: every card is dealt face down, so each seat's seven cards are its secret until it
    # turns one up (told with everyone's, when the last choice of the street is in) or shows
    cards = {n: {s: set(c) - {"??"} for s, c in dealt_cards(phh).items()}
             for n, phh in done.items()}
    checked = turned = 0
    for name, data in received.items():
        me = seat_of[name]
        up: dict[tuple[int, int], set[str]] = {}  # (hand, seat) -> cards turned up so far
        shown: set[tuple[int, int]] = set()
        made: dict[tuple[int, int], set[int]] = {}  # (hand, street) -> seats that chose
        revealed: set[tuple[int, int]] = set()  # (hand, street) whose choices were told
        started: set[int] = set()  # the bytes are kept from when every seat was taken
        for frame in _frames(bytes(data)):
            number: int = frame.get("hand", 0)
            event = frame.get("event") or {}
            kind = event.get("type")
            if kind == "hand_started":
                started.add(number)
            if frame["type"] == "reveal" or number not in cards or number not in started:
                continue
            if kind == "cards_shown":
                shown.add((number, event["seat"]))
            elif kind == "choice_made":
                assert set(event) <= {"type", "seat", "street"}, event
                assert (number, event["street"]) not in revealed, (name, number, event)
                made.setdefault((number, event["street"]), set()).add(event["seat"])
            elif kind == "card_turned_up":
                assert event["seat"] in made.get((number, event["street"]), set()), event
                revealed.add((number, event["street"]))
                up.setdefault((number, event["seat"]), set()).add(event["card"])
                turned += 1
                continue
            text = strings(frame)
            for seat, secret in cards[number].items():
                if seat == me or (number, seat) in shown:
                    continue
                leaked = text & (secret - up.get((number, seat), set()))
                assert not leaked, (name, number, seat, leaked, frame["type"])
                checked += 1
            if frame["type"] == "turn" and any(a.get("action") == "turn_up"
                                               for a in frame["actions"]):
                assert frame["seat"] == me, (name, frame)  # its down cards: to it alone
    assert checked > 1000 and turned >= 12 * 2 * len(received)
