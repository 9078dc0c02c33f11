"""A table nobody deals over real loopback TCP (net.host, TLS): the host's bot and two remote
players, each a real :class:`net.client.Client` whose device (a
:class:`net.table.trustless.DeviceSession`) answers the host's ``deal_*`` messages, play hands
to the end; the journal's PHH hides the remote players' unshown down cards and replays to the
stacks the table settled; chips are conserved; no client is sent a remote down card."""

from __future__ import annotations

from typing import Any

import pytest

from net import protocol as P
from net.client import ConnectionState
from net.table.trustless import DeviceSession
from studdesk.engine.events import CardDealt
from studdesk.engine.phh.replay import replay_text
from tests.net.helpers import (
    RandomPlayer,
    assert_chips_conserved,
    async_test,
    fast_options,
    running_host,
    wait_until,
)


class Device:
    """A remote player's device: its client's own (net/client/device.py), watched."""

    def __init__(self, player: RandomPlayer) -> None:
        self.player = player
        self.failed: list[BaseException] = []
        self.received: list[P.HostMessage] = []
        player.client.add_listener(self.on_message)

    @property
    def session(self) -> Any:
        return self.player.client.table.device.session or DeviceSession()

    def on_message(self, msg: P.HostMessage | ConnectionState) -> None:
        if not isinstance(msg, ConnectionState):
            self.received.append(msg)


@pytest.mark.slow
@async_test
async def test_hands_over_tcp_with_two_remote_devices() -> None:
    options: dict[str, Any] = {"trustless": True, "seats": 4, "timer": 5.0,
                               "hand_pause": 0.1, "think_ms": 0}
    async with running_host(fast_options(**options)) as host:
        players = [await RandomPlayer.join(host.port, f"P{i}", seat=i + 1, seed=i, sit=False)
                   for i in range(2)]
        devices = [Device(p) for p in players]
        for i, p in enumerate(players):
            p.client.sit(i + 1)
        await wait_until(lambda: all(d.session.key is not None for d in devices), 10.0)
        host.add_bot(3)  # the host's own device
        await wait_until(lambda: host.hands_played >= 3, 120.0)
        for d in devices:
            assert not d.failed, d.failed
            assert not d.player.errors, d.player.errors
            assert any(isinstance(m, P.DealOpen) for m in d.received)
            # its own down cards come hidden too; its device opened them and filled them in
            assert d.player.client.table.device.problem == ""
            assert all(m.event.card is not None for m in d.received if isinstance(m, P.Event)
                       and isinstance(m.event, CardDealt) and not m.event.face_up
                       and m.event.seat in d.player.client.table.you)
        completed = [h for h in host.journal.hands() if h.status == "completed"]
        assert len(completed) >= 3
        hidden = 0
        for h in completed:
            assert h.phh is not None and "_fairness" not in h.phh
            hidden += h.phh.count("????")
            result = replay_text(h.phh)
            stacks = dict(zip(result.history.seats, result.finishing_stacks, strict=True))
            assert h.stacks_after is not None
            assert stacks == {s: v for s, v in h.stacks_after.items() if s in stacks}
        assert hidden > 0  # the remote players' down cards: the host never knew them
        assert_chips_conserved(host)
        for p in players:
            await p.client.close()
