"""A table nobody deals over real TCP on loopback (net/TRUSTLESS.md § 11): the real host
(``net.host.TableHost`` with ``trustless``) in this process, two ``studdesk bot`` processes and
one player in this process on the same client model, each its own device. They play hands to the
end; the player here decides with all its own cards, which the host never knew and sent hidden
(its device filled them in), sees no other device's down card unless it was shown, and every
down card it showed is one it had filled in; neither bot process refused anything."""

from __future__ import annotations

import asyncio
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from net import protocol as P
from net.client import Client, ConnectionState
from net.host import HostOptions
from studdesk.engine.cards import Card
from studdesk.engine.events import CardsShown

from .helpers import LOCAL, assert_chips_conserved, async_test, fast_options, running_host

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "PYTHONPATH": str(ROOT)}
pytestmark = [
    pytest.mark.timeout(180),
    pytest.mark.slow,  # two bot processes start and play: some 20 s on a loaded machine
    pytest.mark.skipif("trustless" not in HostOptions.__dataclass_fields__,
                       reason="the table core has no table nobody deals (tcore's branch)"),
]
HANDS = 6


class Player:
    """A seat held in this process: a random legal move at each turn, after checking what its
    view holds."""

    def __init__(self, client: Client, seat: int) -> None:
        self.client, self.seat = client, seat
        self.decisions = 0
        self.problems: list[str] = []
        self.shown_checked = 0
        self.rng = random.Random(seat)
        self.asked_back = False
        self.hold = False  # True: it lets its turns run out (the test looks at a hand meanwhile)
        client.add_listener(self.on_message)

    def on_message(self, msg: P.HostMessage | ConnectionState) -> None:
        table = self.client.table
        if isinstance(msg, P.Turn) and msg.seat == self.seat:
            v = table.view(self.seat)
            if v is None or v.hand != msg.hand:
                return
            me = v.me
            if me is None or None in me.cards:
                self.problems.append(f"hand {msg.hand}: own cards {me and me.cards}")
            down = [c for c, up in zip(me.cards, me.face_up, strict=True) if not up] if me else []
            if down != table.own_down_cards(self.seat):
                self.problems.append(f"hand {msg.hand}: view {down} is not what the device "
                                     f"opened, {table.own_down_cards(self.seat)}")
            for s in v.seats:
                if s.seat != self.seat and not s.shown and any(
                        c is not None for c, up in zip(s.cards, s.face_up, strict=True)
                        if not up):
                    self.problems.append(f"hand {msg.hand}: seat {s.seat}'s down card seen")
            if self.hold:
                return
            self.decisions += 1
            self.client.act(self.seat, self.rng.choice(msg.actions), msg.hand)
        elif isinstance(msg, P.TableState):  # sat out (as a bot does, it asks back in)
            entry = table.seat_entry(self.seat)
            if entry is not None and (entry.sitting_out or entry.state == "sitting_out"):
                if not self.asked_back:
                    self.asked_back = True
                    self.client.sit_back(self.seat)
            else:
                self.asked_back = False
        elif isinstance(msg, P.Event) and isinstance(msg.event, CardsShown) \
                and msg.event.seat == self.seat:
            own = table.own_down_cards(self.seat, msg.hand)
            shown: set[Card] = set(msg.event.cards)
            if not own or not set(own) <= shown:  # type: ignore[arg-type]
                self.problems.append(f"hand {msg.hand}: showed {shown}, filled in {own}")
            self.shown_checked += 1


@async_test
async def test_two_bot_processes_and_a_player_here_play_at_a_table_nobody_deals(
        tmp_path: Path) -> None:
    options = fast_options(trustless=True, seats=4, timer=10.0, data_dir=tmp_path)
    async with running_host(options) as host:
        bots = [subprocess.Popen(
            [sys.executable, "-m", "studdesk", "bot", "--connect", f"{LOCAL}:{host.port}",
             "--name", f"Bot{seat}", "--seat", str(seat), "--think-ms", "0"],
            cwd=ROOT, env=ENV, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
            for seat in (2, 3)]
        client = await Client.connect(LOCAL, host.port, "Here")
        player = Player(client, 4)
        try:
            client.sit(4)
            for _ in range(1200):
                if host.hands_played >= HANDS or any(b.poll() is not None for b in bots):
                    break
                await asyncio.sleep(0.1)
            assert all(b.poll() is None for b in bots), "a bot process ended"
            assert host.hands_played >= HANDS
        finally:
            await client.leave()
            for b in bots:
                b.terminate()
            errors = [(await asyncio.to_thread(b.communicate, timeout=30))[1] for b in bots]
        assert_chips_conserved(host)
    assert player.decisions >= 1 and player.problems == [], player.problems
    for err in errors:  # a bot that refused the host's word, or failed, says so on stderr
        assert "refused" not in err and "Traceback" not in err, err
    table = client.table
    assert table.device.problem == "" and table.device.out_of is None


@async_test
async def test_a_device_that_reconnects_mid_hand_keeps_its_cards_and_is_dealt_in_again(
        tmp_path: Path) -> None:
    """C4 at a table nobody deals: the connection drops mid-hand and comes back in the same
    process. The hand under way is not this device's to deal any more (its new connection is a
    new device session, PROTOCOL.md), but the cards it opened stay filled in on its screen; the
    host waits for it, ends that hand by H4, and deals it in again from a later hand."""
    options = fast_options(trustless=True, seats=3, timer=2.0, data_dir=tmp_path)
    async with running_host(options) as host:
        host.add_bot(1)  # the host's own device
        client = await Client.connect(LOCAL, host.port, "Here")
        player = Player(client, 2)
        player.hold = True  # a hand plays in milliseconds here: its turn waits while we look
        table = client.table
        try:
            client.sit(2)
            for _ in range(600):
                own = table.own_down_cards(2)
                if len(own) >= 2 and None not in own and table.hand is not None:
                    break
                await asyncio.sleep(0.1)
            hand, before = table.hand, table.own_down_cards(2)
            assert hand is not None and len(before) >= 2 and None not in before
            first_key = table.device.session.key if table.device.session else None
            client.drop()
            player.hold = False
            def new_key() -> bool:  # the reconnect's deal_setup: a new device session
                session = table.device.session
                return client.is_open and session is not None and session.key != first_key

            for _ in range(600):
                if new_key():
                    break
                await asyncio.sleep(0.1)
            assert new_key()
            if table.device.hand == hand:  # the hand did not end meanwhile: out of it
                assert table.device.out_of == hand
            v = table.view(2)
            if v is not None and v.hand == hand and v.has_seat(2) and v.seat(2).cards:
                me = v.seat(2)  # still that hand, the seat's cards on the table: filled in
                assert [c for c, up in zip(me.cards, me.face_up, strict=True) if not up] \
                    == before
            assert table.own_down_cards(2, hand) == before
            decided = player.decisions
            for _ in range(1200):  # a later hand deals this device in with its new key
                if player.decisions > decided:
                    break
                await asyncio.sleep(0.1)
            assert player.decisions > decided
            player.hold = True  # and the next: its turn waits while we look at its cards
            for _ in range(1200):
                later = table.hand
                if later is not None and later > hand and len(table.own_down_cards(2)) >= 2:
                    break
                await asyncio.sleep(0.1)
            assert table.hand is not None and table.hand > hand
            assert None not in table.own_down_cards(2)
        finally:
            await client.leave()
        assert_chips_conserved(host)
    assert player.problems == [], player.problems
