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
    """A remote player's device: the deal_* messages its client receives, answered."""

    def __init__(self, player: RandomPlayer) -> None:
        self.player = player
        self.session = DeviceSession()
        self.failed: list[BaseException] = []
        self.received: list[P.HostMessage] = []
        # a client that is a device by itself (its model's own DeviceSession) is left to it
        self.own = getattr(player.client.table, "device", None)
        player.client.add_listener(self.on_message)

    @property
    def keyed(self) -> bool:
        session = self.session if self.own is None else getattr(self.own, "session", None)
        return session is not None and session.key is not None

    def on_message(self, msg: P.HostMessage | ConnectionState) -> None:
        if isinstance(msg, ConnectionState):
            return
        self.received.append(msg)
        if self.own is not None or not msg.TYPE.startswith("deal_"):
            return
        self.session.seats = set(self.player.client.table.you)
        try:
            for out in self.session.handle(msg):
                self.player.client._send(out)
        except Exception as exc:  # the test fails on it (a listener's error is swallowed)
            self.failed.append(exc)


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
        await wait_until(lambda: all(d.keyed for d in devices), 10.0)
        host.add_bot(3)  # the host's own device
        await wait_until(lambda: host.hands_played >= 3, 120.0)
        for d in devices:
            assert not d.failed, d.failed
            assert not d.player.errors, d.player.errors
            assert any(isinstance(m, P.DealOpen) for m in d.received)
            # its own down cards come hidden too; its device opened them (a client that is a
            # device by itself shows its listeners them filled in: the wire is checked by
            # tests/net/table/test_nobody_deals.py)
            assert d.own is not None or all(m.event.card is None for m in d.received if isinstance(m, P.Event)
                       and isinstance(m.event, CardDealt) and not m.event.face_up)
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
