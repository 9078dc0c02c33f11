"""RULES.md C2 over real TCP: every seat's time bank reaches every connection in its seat
entry (none at a table without one), and the client's model says when the acting seat's bank
burns (after its timer) and how much the host took from it when the decision ended."""

from __future__ import annotations

import time

from net import protocol as P
from net.client import Client, TimeBank
from tests.net.helpers import (
    LOCAL,
    RandomPlayer,
    async_test,
    fast_options,
    running_host,
    wait_until,
)


@async_test
async def test_c2_every_seat_shows_its_time_bank_to_every_connection() -> None:
    async with running_host(fast_options(timer=0.2, time_bank=4.0, hand_pause=30.0)) as host:
        watcher = await Client.connect(LOCAL, host.port, "Watcher", ping_interval=0)
        watcher.watch()  # a spectator, from before the first hand (every turn reaches it)
        quiet = [await RandomPlayer.join(host.port, f"P{i}", seat=i, answer=False)
                 for i in (1, 2, 3)]
        await wait_until(lambda: watcher.table.turn is not None, 10)
        for who in [watcher, *(p.client for p in quiet)]:
            table = who.table
            await wait_until(lambda t=table: all(t.seat_entry(s) is not None  # type: ignore[misc]
                                                 for s in (1, 2, 3)), 5)
            for seat in (1, 2, 3):
                bank = table.time_bank(seat)
                assert bank is not None and bank.ms == 4000, (who.name, seat, bank)
            assert table.time_bank(4) is None  # an empty seat has none
        turn = watcher.table.turn
        assert turn is not None
        acting = turn.seat
        bank = watcher.table.time_bank(acting)
        # the acting seat's bank burns from the end of its timer, on this machine's clock
        assert bank == TimeBank(4000, turn.deadline)
        others = [s for s in (1, 2, 3) if s != acting]
        assert all(watcher.table.time_bank(s) == TimeBank(4000) for s in others)
        # its timer runs out, some of its bank burns, then the player moves
        await wait_until(lambda: time.monotonic() > turn.deadline + 0.4, 5)
        assert bank.burning(time.monotonic())
        player = next(p for p in quiet if acting in p.client.table.you)
        player.client.act(acting, player.held[-1].actions[0], turn.hand)
        await wait_until(lambda: watcher.table.turn is None or watcher.table.turn.seat != acting,
                         5)

        def spent() -> bool:
            entry = watcher.table.seat_entry(acting)
            return entry is not None and entry.time_bank_ms is not None \
                and entry.time_bank_ms < 4000

        await wait_until(spent, 5)
        kept = host.core.seats[acting].bank_ms
        assert 0 < kept <= 3700
        for who in [watcher, *(p.client for p in quiet)]:
            assert who.table.time_bank(acting) == TimeBank(kept), who.name


@async_test
async def test_c2_a_table_without_a_time_bank_shows_none() -> None:
    async with running_host(fast_options(time_bank=0.0)) as host:
        players = [await RandomPlayer.join(host.port, f"P{i}", seat=i) for i in (1, 2)]
        await wait_until(lambda: players[0].client.table.hand is not None, 10)
        table = players[1].client.table
        await wait_until(lambda: table.seat_entry(1) is not None, 5)
        assert [table.time_bank(s) for s in (1, 2)] == [None, None]
        entries = [e for e in table.seats if e is not None]
        assert entries and all(e.time_bank_ms is None for e in entries)
        assert isinstance(entries[0], P.SeatEntry)
