""""You have" from the host over real TCP on 127.0.0.1: every seat's own view carries its own
hand's words (``own_hand``), named by the host with the wild cards counted (RULES.md W1, W4)
and Chicago's spade in the hole (W5); no other seat's frame and no spectator's carries them
(H1). The desktop's line words the same record."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from net import protocol as P
from net.client import Client
from studdesk.engine import evaluate
from studdesk.engine.cards import Card
from studdesk.engine.config import GameConfig, Variant
from studdesk.engine.evaluate import Category
from studdesk.engine.views import TableView
from studdesk.gui.table.hand_strength import strength_line
from tests.net.helpers import (
    LOCAL,
    RandomPlayer,
    async_test,
    fast_options,
    running_host,
    wait_until,
)

pytestmark = pytest.mark.timeout(120)

PASSIVE = ("check", "call", "buy", "bring_in", "show", "complete", "muck", "fold")


class _Passive(random.Random):
    """A "random" choice that always stays in: check, call, pay for a three (W4), show."""

    def choice(self, seq: Sequence[Any]) -> Any:
        return min(seq, key=lambda m: PASSIVE.index(m.action) if m.action in PASSIVE else 99)


async def _play(variant: Variant, enough: Any, *, players: int = 3) -> dict[str, list[TableView]]:
    """Play ``variant`` with passive players and a spectator until ``enough(views)`` holds;
    every view each connection received, by name."""
    views: dict[str, list[TableView]] = {}
    options = fast_options(config=GameConfig.preset(variant, 200), timer=5.0)
    async with running_host(options, rng=random.Random(7)) as host:
        seated = []
        for i in range(players):
            name = f"P{i + 1}"
            client = await Client.connect(LOCAL, host.port, name, ping_interval=0)
            seated.append(RandomPlayer(client, _Passive()))
            client.sit(i + 1)
            await client.wait_for(lambda t: bool(t.you), 5.0)
        watcher = await Client.connect(LOCAL, host.port, "Watcher", ping_interval=0)
        watcher.watch()
        for client in [*(p.client for p in seated), watcher]:
            got = views[client.name] = []

            def keep(msg: Any, got: list[TableView] = got) -> None:
                if isinstance(msg, P.TableState):
                    got.extend(v.table_view() for v in msg.views)

            client.add_listener(keep)
        await wait_until(lambda: enough(views) or host.hands_played >= 60, 90)
        for p in seated:
            assert not p.errors, p.errors
            await p.client.close()
        await watcher.close()
    return views


def _mine(views: dict[str, list[TableView]], name: str) -> list[TableView]:
    """``name``'s views of its own seat while it has cards in the hand."""
    out = []
    for v in views[name]:
        me = v.me
        if me is not None and not me.folded and me.known_cards and v.viewer is not None:
            out.append(v)
    return out


def _named_from_the_views_cards(views: list[TableView]) -> None:
    """Each view's words name the cards in that same view (never a street behind): the high
    hand of the seat's own cards and the community card, the view's wild ranks counted."""
    for v in views:
        me, own = v.me, v.own_hand
        assert me is not None and own is not None and own.high is not None
        cards = list(me.known_cards) + ([v.community] if v.community is not None else [])
        wild = evaluate.wild_mask(v.wild_ranks)
        value = (evaluate.wild_high_value(cards, wild) if wild or len(cards) > 7
                 else evaluate.high_value(cards))
        assert own.high == evaluate.name_high(value), (me.cards, own)


def _threes(v: TableView) -> int:
    me = v.me
    assert me is not None
    return sum(1 for c in me.known_cards if int(c.rank) == 3)


def _no_other_seat_or_spectator_gets_words(views: dict[str, list[TableView]]) -> None:
    for name, got in views.items():
        for v in got:
            if name == "Watcher":
                assert v.viewer is None and v.own_hand is None
            elif v.own_hand is not None:
                assert v.viewer == int(name[1:]), (name, v.viewer)  # H1: its own seat's only


@async_test
async def test_w4_baseball_names_two_wild_threes_three_of_a_kind_not_a_pair() -> None:
    def two_threes(views: dict[str, list[TableView]]) -> bool:
        return any(_threes(v) >= 2 for name in ("P1", "P2", "P3") for v in _mine(views, name))

    views = await _play(Variant.BASEBALL, two_threes)
    _no_other_seat_or_spectator_gets_words(views)
    _named_from_the_views_cards([v for name in ("P1", "P2", "P3") for v in _mine(views, name)])
    found = [v for name in ("P1", "P2", "P3") for v in _mine(views, name) if _threes(v) >= 2]
    assert found, "nobody held two threes in 60 hands"
    for v in found:
        own = v.own_hand
        assert own is not None and own.high is not None
        assert own.high.category >= Category.THREE_OF_A_KIND, (v.me, own)
        line = strength_line(own)
        assert line.startswith("You have: ") and "pair of threes" not in line, line
    assert all(v.wild_ranks == (3, 9) for name in ("P1", "P2") for v in _mine(views, name))


def _hole_spades(v: TableView) -> list[Card]:
    me = v.me
    assert me is not None
    return [c for c, up in zip(me.cards, me.face_up, strict=True)
            if c is not None and not up and str(c).endswith("s")]


@async_test
async def test_w5_chicago_names_the_spade_in_the_hole_to_its_owner_only() -> None:
    def both(views: dict[str, list[TableView]]) -> bool:
        mine = [v for name in ("P1", "P2", "P3") for v in _mine(views, name)]
        return any(_hole_spades(v) for v in mine) and any(not _hole_spades(v) for v in mine)

    views = await _play(Variant.CHICAGO, both)
    _no_other_seat_or_spectator_gets_words(views)
    mine = [v for name in ("P1", "P2", "P3") for v in _mine(views, name)]
    _named_from_the_views_cards(mine)
    with_spade = [v for v in mine if _hole_spades(v)]
    assert with_spade and len(with_spade) < len(mine)
    for v in mine:
        own = v.own_hand
        assert own is not None
        spades = _hole_spades(v)
        if spades:
            best = max(spades, key=lambda c: int(c.rank))  # W5: the highest, ace high
            assert own.spade == best, (v.me, own)
            rank = "10" if str(best)[0] == "T" else str(best)[0]
            assert strength_line(own).endswith(f"; spade in the hole: {rank}\u2660")
        else:
            assert own.spade is None
            assert strength_line(own).endswith("; no spade in the hole")
