"""The hand history a player or a spectator receives (``FinishedHand.phh``, what the Last hand
window exports) records only what that connection saw and replays to the real result, on a
real loopback host: Stud Hi/Lo seven-handed to 7th street (a D10 community card, a showdown
where the losers muck), with one player folding (RULES.md H3, S2, S3, D10)."""

from __future__ import annotations

import random
import re

import pytest

from net import protocol as P
from net.client import Client, ConnectionState
from studdesk.engine.cards import HIDDEN
from studdesk.engine.config import GameConfig, Variant
from studdesk.engine.phh import loads, replay

from .helpers import LOCAL, async_test, fast_options, running_host, wait_until

pytestmark = pytest.mark.timeout(120)

CALLERS = 7  # seven players reaching 7th street need 53 cards: D10 deals a community card


class Player:
    """A client that checks or calls every turn (posts the bring-in), or folds at once."""

    def __init__(self, client: Client, *, folds: bool) -> None:
        self.client = client
        self.folds = folds
        client.add_listener(self._on_message)

    def _on_message(self, msg: P.HostMessage | ConnectionState) -> None:
        if isinstance(msg, P.Turn) and msg.seat in self.client.table.you:
            kinds = {a.action: a for a in msg.actions}
            want = ("fold", "bring_in") if self.folds else ("check", "call", "bring_in")
            choice = next((kinds[k] for k in want if k in kinds), msg.actions[0])
            self.client.act(msg.seat, choice, msg.hand)
        elif isinstance(msg, P.AnteQuestion) and msg.seat in self.client.table.you:
            self.client.ante(True, seat=msg.seat, hand=msg.hand)


@pytest.mark.slow
@async_test
async def test_exports_replay_to_the_real_result_and_keep_unseen_cards_hidden() -> None:
    options = fast_options(config=GameConfig.preset(Variant.STUD8, 200), timer=5.0)
    async with running_host(options) as host:
        players = []
        for i in range(CALLERS + 1):
            client = await Client.connect(LOCAL, host.port, f"P{i + 1}", ping_interval=0)
            players.append(Player(client, folds=i == CALLERS))
            client.sit(i + 1)
            await client.wait_for(lambda t: bool(t.you), 5.0)
        spectator = await Client.connect(LOCAL, host.port, "Watcher", ping_interval=0)
        spectator.watch()
        # Hands until one had all eight: a fold, a community card and a showdown with a muck
        # (most do: seven hands, two halves).
        def wanted(text: str | None) -> bool:
            return bool(text and re.search(r'"p\d sm"', text) and re.search(r'"p\d f"', text)
                        and '"d db ' in text)

        def done() -> bool:  # two hands at least: the first may already have it all
            hands = spectator.table.hands
            return len(hands) >= 2 and any(wanted(h.phh) for h in hands)

        await wait_until(done, 90)
        await wait_until(lambda: all(len(p.client.table.hands) >= len(spectator.table.hands)
                                     for p in players), 10)
        journal = {h.number: h.phh for h in host.journal.hands(status="completed")}
        checked = 0
        rng = random.Random(0)
        for finished in spectator.table.hands:
            assert finished.phh is not None
            full = journal[finished.number]
            assert full is not None
            truth = loads(full)
            views = [("spectator", None, finished.phh)]
            p = rng.choice(players)
            mine = next(h for h in p.client.table.hands if h.number == finished.number)
            assert mine.phh is not None
            views.append(("player", sorted(p.client.table.you)[0], mine.phh))
            for who, seat, text in views:
                history = loads(text)
                result = replay(history)
                assert history.finishing_stacks == truth.finishing_stacks, who
                assert result.finishing_stacks == truth.finishing_stacks, (who, text)
                _assert_only_what_was_seen(full, text, seat)
            checked += 1
        assert checked >= 2
        assert any(wanted(journal[h.number]) for h in spectator.table.hands)
        for p in players:
            await p.client.close()
        await spectator.close()


def _assert_only_what_was_seen(full: str, export: str, seat: int | None) -> None:
    """Every card in ``export`` was dealt face up, shown at the showdown, or is the viewer's
    own; every other card of the host's record is ``??`` (H3)."""
    truth, seen = loads(full), loads(export)
    assert len(truth.actions) == len(seen.actions)
    public: set[str] = set()
    for action in truth.actions:
        m = re.fullmatch(r"p\d sm (\S+)", action) or re.fullmatch(r"d db (\S+)", action)
        if m:
            public.update(m[1][i:i + 2] for i in range(0, len(m[1]), 2))
    own = truth.seats.index(seat) + 1 if seat in truth.seats else None
    for real, mine in zip(truth.actions, seen.actions, strict=True):
        m = re.fullmatch(r"d dh p(\d) (\S+)", real)
        if not m:
            assert real == mine
            continue
        who, cards = int(m[1]), m[2]
        got = re.fullmatch(r"d dh p(\d) (\S+)", mine)
        assert got is not None and int(got[1]) == who
        real_cards = [cards[i:i + 2] for i in range(0, len(cards), 2)]
        seen_cards = [got[2][i:i + 2] for i in range(0, len(got[2]), 2)]
        for k, (r, s) in enumerate(zip(real_cards, seen_cards, strict=True)):
            down = len(real_cards) == 3 and k < 2 or _is_seventh(truth.actions, real, who)
            if not down or who == own:
                assert s == r
            elif s != HIDDEN:
                pytest.fail(f"p{who}'s down card {r} is in the export of seat {seat}")
            assert s in (r, HIDDEN)
        # Hidden cards nobody showed are nowhere in the export.
        for r, s in zip(real_cards, seen_cards, strict=True):
            if s == HIDDEN and r not in public:
                assert r not in export.split("_fairness")[0], (r, seat)


def _is_seventh(actions: list[str], action: str, who: int) -> bool:
    """Whether ``action`` deals ``who`` their 7th card (face down)."""
    count = 0
    for a in actions:
        m = re.fullmatch(r"d dh p(\d) (\S+)", a)
        if m and int(m[1]) == who:
            count += len(m[2]) // 2
            if a is action:
                return count == 7
    return False
