"""A table nobody deals in the table core (net/table/nobody.py), on the fake clock: the host's
own seats (its player, a bot) and remote devices played by :class:`DeviceSession`s on scripted
connections play hands to the stacks of an engine that knows the deck and of the journal's PHH
replayed; no connection is sent a card it may not see, nor a stand-in (RULES.md H1, H3); the
host's engine never holds another device's unshown down card; a device that stalls leaves the
hand after its timer plus 30 s (H4); one that sends a bad token voids the hand; a connection
without a key is not dealt in."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from net import protocol as P
from net.table.trustless import DeviceSession
from net.trustless import TrustlessError, open_card
from net.trustless.group import mul
from studdesk.engine.cards import Card
from studdesk.engine.config import GameConfig, Variant
from studdesk.engine.events import CardDealt, CardsShown, DeviceLeft
from studdesk.engine.hand import Hand
from studdesk.engine.phh.replay import replay_text
from tests.net.tablekit import ADMIN, Kit, Peer, chips_conserved, kit_options

Answer = Callable[[P.ClientMessage], P.ClientMessage | None]


class Remote:
    """A remote device: a scripted connection with its own :class:`DeviceSession`, answering
    every ``deal_*`` message and every turn of its seat at once (``answer`` may change or
    withhold what it sends)."""

    def __init__(self, kit: Kit, name: str, address: str, seed: int, *,
                 key: bool = True, token: str | None = None) -> None:
        self.kit, self.name, self.key = kit, name, key
        # with a token: back after a host restart, its seat kept
        self.peer = kit.join(name, address=address, token=token, sit=token is None)
        self.session = DeviceSession(self.peer.you)
        self.rng = random.Random(seed)
        self.seen = 0
        self.answer: Answer = lambda msg: msg
        self.opened: dict[int, dict[int, Card]] = {}  # hand -> the cards its device opened

    def pump(self) -> bool:
        moved = False
        peer = self.peer
        while self.seen < len(peer.messages) and not peer.closed:
            msg = peer.messages[self.seen]
            self.seen += 1
            if isinstance(msg, P.DealSetup) and not self.key:
                continue
            if isinstance(msg, P.DealSetup | P.DealHand | P.DealShuffle | P.DealOpen
                          | P.DealTokens | P.DealShowdown):
                self.session.seats = set(peer.you)
                for out in self.session.handle(msg):
                    sent = self.answer(out)
                    if sent is not None:
                        peer.send(sent)
                        moved = True
                self.opened[self.session.number] = dict(self.session.cards)
            elif isinstance(msg, P.Turn) and msg.seat in peer.you:
                moved = act(self.kit, peer, msg, self.rng, self.stay) or moved
        return moved

    stay = False  # every turn checks or calls (to 7th street): see :class:`Table`


STAYS = ("check", "bring_in", "call")


def act(kit: Kit, peer: Peer, turn: P.Turn, rng: random.Random, stay: bool = False) -> bool:
    """Answer ``turn`` if it is still the decision under way (a random legal move, folding
    less often than the others; with ``stay`` a check, the bring-in or a call)."""
    d, hand = kit.core.decision, kit.core.hand
    if d is None or hand is None or d.seat != turn.seat or turn.hand != hand.number:
        return False
    choices = list(turn.actions)
    choice = rng.choice(choices)
    if stay:
        choice = min((c for c in choices if c.action in STAYS),
                     key=lambda c: STAYS.index(c.action))
    if choice.action == "fold" and len(choices) > 1 and rng.random() < 0.7:
        choice = rng.choice([c for c in choices if c.action != "fold"])
    amount = choice.to if choice.action in P.SIZED_ACTIONS else None
    peer.send(P.Act(hand=turn.hand, action=choice.action, amount=amount, seat=turn.seat))
    return True


@dataclasses.dataclass
class Truth:
    """A hand as only every device together knows it (the test's oracle), kept at its end."""

    cards: dict[int, list[Card]]  # seat -> its cards in dealing order
    shown: set[int]  # seats whose cards were shown
    remote_unshown: int  # remote down cards the host's engine never knew


class Table:
    """The host's own connection (one seat) and a bot (unless ``bot`` is False), and remote
    devices; with ``stay`` every player checks or calls down to 7th street."""

    def __init__(self, remotes: int = 3, *, keys: tuple[bool, ...] = (), seed: int = 3,
                 journal: Any = None, bot: bool = True, stay: bool = False,
                 **options: Any) -> None:
        values: dict[str, Any] = {"trustless": True, "seats": 7, "hand_pause": 0.5,
                                  "timer": 10.0}
        values.update(options)
        self.kit = kit = Kit(kit_options(**values), seed=seed, journal=journal)
        self.host = kit.join("Host", token=ADMIN, address="10.0.0.1")
        self.host.send(P.Pause(on=True))  # every device sits and sends its key first
        if bot:
            kit.call(lambda core: core.add_bot(2, "normal"))
        self.stay = stay
        self.remotes = [Remote(kit, f"R{i}", f"10.0.0.{i + 10}", seed + i,
                               key=keys[i] if i < len(keys) else True)
                        for i in range(remotes)]
        for r in self.remotes:
            r.stay = stay
        for r in self.remotes:
            r.pump()
        self.watcher = kit.join("Eve", address="10.0.0.99", sit=False, watch=True)
        self.host.send(P.Pause(on=False))
        self.rng = random.Random(seed)
        self.truth: dict[int, Truth] = {}
        self.oracle_stacks: dict[int, dict[int, int]] = {}
        self.own_down: dict[tuple[str, int], dict[int, Card]] = {}  # each device's, true
        self.host_seen = 0
        self.failed: list[BaseException] = []  # a listener's failure is only logged
        kit.core.hand_listeners.append(self.listen)

    def listen(self, hand: Hand) -> None:
        try:
            self.hand_done(hand)
        except BaseException as exc:
            self.failed.append(exc)
            raise

    def run(self, hands: int, *, limit: float = 3000.0) -> None:
        target = self.kit.core.hands_played + hands
        spent = 0.0
        while self.kit.core.hands_played < target or self.kit.core.phase.value == "show":
            if not self.pump():
                assert spent < limit, "the table stopped playing"
                self.kit.advance(0.25)
                spent += 0.25
        if self.failed:
            raise self.failed[0]

    def pump(self) -> bool:
        moved = False
        for r in self.remotes:
            moved = r.pump() or moved
        host = self.host
        while self.host_seen < len(host.messages):
            msg = host.messages[self.host_seen]
            self.host_seen += 1
            if isinstance(msg, P.Turn) and msg.seat in host.you:
                moved = act(self.kit, host, msg, self.rng, self.stay) or moved
        return moved

    def hand_done(self, hand: Hand) -> None:
        """At the hand's end: the deck as every key together opens it, the host's engine
        checked (no remote unshown down card known to it), the hand played again on the true
        deck (when it was played to its end)."""
        nobody = self.kit.core.nobody
        assert nobody is not None
        deal = nobody.deal
        blind = deal.blind
        assert blind is not None and deal.relay is not None
        keys = [deal.host.key] + [r.session.key for r in self.remotes
                                  if r.session.key is not None
                                  and r.session.key.share.device in deal.relay.devices]
        deck = [Card.parse(open_card(ct, [mul(k.secret, ct.a) for k in keys]))
                for ct in deal.relay.deal.deck]
        shown = {e.seat for e in hand.events if isinstance(e, CardsShown)}
        cards = {seat: [deck[p] for p in ps] for seat, ps in blind.positions.items()}
        unshown = 0
        for seat, positions in blind.positions.items():
            if deal.owners[seat] == "host" or seat in shown:
                continue
            for i, position in enumerate(positions):
                if hand.player(seat).face_up[i]:
                    continue
                if position in deal.on_table:
                    continue  # opened to every device for a showdown (shown or mucked)
                unshown += 1
                assert position not in blind.known  # H3: the host never opened it
                with pytest.raises(TrustlessError):
                    deal.host._deal().card(position)
        self.truth[hand.number] = Truth(cards, shown, unshown)
        for r in self.remotes:  # each device opened its own down cards, and can place them
            seat = r.peer.you[0] if r.peer.you else None
            if seat is None or seat not in blind.positions or r.session.number != hand.number:
                continue
            down = [p for i, p in enumerate(blind.positions[seat])
                    if not hand.player(seat).face_up[i]]
            listed = [c.position for m in r.peer.of(P.DealOpen) if m.hand == hand.number
                      for c in m.cards if c.seat == seat and not c.up and not c.show]
            assert listed == down  # the k-th down card dealt is the k-th listed (PROTOCOL.md)
            self.own_down[r.name, hand.number] = {p: deck[p] for p in down}
        if not any(isinstance(e, DeviceLeft) for e in hand.events):
            oracle = Hand(blind.config, blind.specs, deck, number=hand.number)
            for action in blind.actions:
                oracle.act(action)
            assert oracle.result is not None and hand.result is not None
            assert dict(oracle.result.stacks) == dict(hand.result.stacks)
            self.oracle_stacks[hand.number] = dict(oracle.result.stacks)


def cards_received(peer: Peer) -> list[tuple[int, int, int, Card | None, bool]]:
    """Every card ``peer`` was sent: (hand, seat, index in the seat's cards, card or None
    when hidden, face up), from ``card_dealt`` events and every ``table`` and view."""
    out: list[tuple[int, int, int, Card | None, bool]] = []
    count: dict[tuple[int, int, int], int] = {}
    for msg in peer.messages:
        if isinstance(msg, P.Event):
            ev = msg.event
            if isinstance(ev, CardDealt):  # stud's layout: 3 cards on 3rd street, then one
                k = count.get((msg.hand, ev.seat, ev.street), 0)
                count[msg.hand, ev.seat, ev.street] = k + 1
                index = k if ev.street == 3 else int(ev.street) - 1
                out.append((msg.hand, ev.seat, index, ev.card, ev.face_up))
            elif isinstance(ev, CardsShown):
                out += [(msg.hand, ev.seat, i, c, False) for i, c in enumerate(ev.cards)]
        elif isinstance(msg, P.TableState) and msg.hand is not None:
            for entry in msg.seats:
                if entry is not None:
                    out += [(msg.hand, entry.seat, i, _card(c), bool(entry.up and entry.up[i]))
                            for i, c in enumerate(entry.cards)]
            for view in msg.views:
                for sv in view.seats:
                    out += [(view.hand, sv.seat, i, _card(c), sv.face_up[i])
                            for i, c in enumerate(sv.cards)]
    return out


def _card(text: str | None) -> Card | None:
    return None if text is None or "?" in text else Card.parse(text)


def check_frames(table: Table) -> int:
    """H1, H3 and no stand-in: every card a connection was sent in the clear is the true card
    of that seat at that place; a down card only to the host's connection for the host's own
    seats, or once its seat showed. Returns how many cards were looked at."""
    nobody = table.kit.core.nobody
    assert nobody is not None
    looked = 0
    for peer in [table.host, table.watcher] + [r.peer for r in table.remotes]:
        for number, seat, index, card, face_up in cards_received(peer):
            truth = table.truth.get(number)
            if truth is None or card is None:
                continue  # a hand voided or still in play; a hidden card
            assert card == truth.cards[seat][index], (peer.id, number, seat, index)
            if not face_up and seat not in truth.shown:
                assert peer is table.host and seat in (1, 2), (peer.id, number, seat)
            looked += 1
        if peer is not table.host:  # a remote device's own down cards come hidden too
            for number, seat, _index, card, face_up in cards_received(peer):
                truth = table.truth.get(number)
                if truth is not None and seat in peer.you and not face_up \
                        and seat not in truth.shown:
                    assert card is None
    return looked


def check_journal(table: Table) -> int:
    """Every completed hand's PHH in the journal replays to the stacks the table settled, and
    its deal record, kept beside it, verifies against it (what studdesk check-deal does)."""
    from net.check_deal import check_record
    from net.table.deal_record import DealRecord
    from studdesk.engine.phh import loads

    done = 0
    records = table.kit.journal.hand_transcripts()
    for h in table.kit.journal.hands():
        if h.status != "completed":
            continue
        assert h.phh is not None and "_fairness" not in h.phh
        check_record(loads(h.phh), DealRecord.from_bytes(records[(h.session_id, h.number)]))
        result = replay_text(h.phh)
        stacks = dict(zip(result.history.seats, result.finishing_stacks, strict=True))
        assert h.stacks_after is not None
        assert stacks == {s: v for s, v in h.stacks_after.items() if s in stacks}
        if h.number in table.oracle_stacks:
            assert stacks == table.oracle_stacks[h.number]
        done += 1
    return done


def test_hands_end_as_the_deck_says_and_no_frame_holds_a_card_it_may_not() -> None:
    table = Table(3)
    table.run(4)
    kit = table.kit
    assert kit.core.failures == 0
    assert check_journal(table) >= 4
    assert check_frames(table) > 50
    assert sum(t.remote_unshown for t in table.truth.values()) > 0  # the host knew none
    chips_conserved(kit)
    for r in table.remotes:  # no commitment, no reveal at this table
        assert not r.peer.of(P.Commit) and not r.peer.of(P.Reveal)
        assert not r.peer.errors()
        assert r.peer.of(P.DealOpen) and r.session.cards
    table.pump()  # the last tokens relayed to their owners
    for (name, number), cards in table.own_down.items():  # each opened its own, truly
        remote = next(r for r in table.remotes if r.name == name)
        assert {p: remote.opened[number].get(p) for p in cards} == cards
    assert len(table.own_down) >= 4
    assert kit.core.summary().extra.get("trustless") is True


def test_the_host_never_names_a_hand_it_holds_stand_ins_for(monkeypatch: Any) -> None:
    """Each view's own hand's words are named only for a seat whose cards the host's engine
    knows (its own seats'): a remote device's down cards are stand-ins there, which may even be
    copies of cards opened since (a stand-in 2c down, the real 2c dealt up later), and their
    words go to nobody (the device names its own hand). Evaluating them once crashed the host
    (five deuces: no such hand)."""
    from net.table import frames

    named: list[tuple[int, int, bool]] = []  # hand, seat, every card of it known to the host
    real = frames.own_hand_of

    def own_hand_of(hand: Hand, seat: int) -> Any:
        nobody = table.kit.core.nobody
        assert nobody is not None
        blind = nobody.deal.blind
        assert blind is not None
        known = all(p in blind.known for p in blind.positions.get(seat, []))
        named.append((hand.number, seat, known or nobody.deal.owners[seat] == "host"))
        return real(hand, seat)

    monkeypatch.setattr(frames, "own_hand_of", own_hand_of)
    table = Table(3)
    table.run(3)
    assert table.kit.core.failures == 0
    assert named and all(known for _, _, known in named), [n for n in named if not n[2]][:5]
    hands = {number for number, _, _ in named}
    assert len(hands) >= 3  # the host's own seat's hand was named in every hand
    for r in table.remotes:  # and the devices were sent no words for their own hands
        for msg in r.peer.of(P.TableState):
            assert all(v.own_hand is None for v in msg.views)


def test_deal_open_goes_before_the_events_of_its_step() -> None:
    """A remote device learns the positions of a step before its ``card_dealt`` events."""
    table = Table(2)
    table.run(2)
    peer = table.remotes[0].peer
    seat = peer.you[0]
    opened = 0
    dealt = 0
    for msg in peer.messages:
        if isinstance(msg, P.DealOpen):
            opened += sum(1 for c in msg.cards if c.seat == seat and not c.show)
        elif isinstance(msg, P.Event) and isinstance(msg.event, CardDealt) \
                and msg.event.seat == seat:
            dealt += 1
            assert dealt <= opened
    assert dealt > 3


def _stall(kind: type, after: int = 0) -> Callable[[Remote], Answer]:
    def make(r: Remote) -> Answer:
        count = [0]

        def answer(msg: P.ClientMessage) -> P.ClientMessage | None:
            if isinstance(msg, kind):
                count[0] += 1
                if count[0] > after:
                    return None
            return msg
        return answer
    return make


def test_a_device_that_stalls_its_shuffle_is_waited_for_its_timer_plus_30_s() -> None:
    table = Table(2)
    table.run(1)
    staller = table.remotes[1]
    staller.answer = _stall(P.DealShuffle)(staller)
    seat = staller.peer.you[0]
    kit = table.kit
    voided_before = len([m for m in table.host.of(P.Notice) if m.code == "hand_voided"])
    kit.play_until(lambda: (table.pump() and False) or kit.core.nobody is not None
                   and kit.core.nobody.busy and "p" in "".join(kit.core.nobody.deal.waiting),
                   step=0.25)
    started = kit.now
    kit.play_until(lambda: (table.pump() and False)
                   or len([m for m in table.host.of(P.Notice) if m.code == "hand_voided"])
                   > voided_before, step=0.25)
    waited = kit.now - started
    assert 40.0 <= waited <= 40.5  # C1's 10 s, no bank, and H4's 30 s
    assert kit.core.seats[seat].sitting_out  # it would stall the next hand too
    played = kit.core.hands_played
    table.run(1)  # the next hand is dealt by the others
    assert kit.core.hands_played == played + 1
    assert seat not in {s for s in kit.core.journal.hands()[-1].stacks_before}
    chips_conserved(kit)


def test_a_device_that_stalls_its_tokens_mid_hand_leaves_it_after_its_timer_plus_30_s() -> None:
    table = Table(2, bot=False, stay=True)  # the hand goes on: its next street comes
    table.run(1)
    staller = table.remotes[0]
    seat = staller.peer.you[0]
    kit = table.kit
    number = kit.core.next_hand
    # it answers the first street's deal_open, then never again
    opens = [0]

    def answer(msg: P.ClientMessage) -> P.ClientMessage | None:
        if isinstance(msg, P.DealTokens) and msg.hand == number:
            opens[0] += 1
            return msg if opens[0] == 1 else None
        return msg
    staller.answer = answer
    kit.play_until(lambda: (table.pump() and False) or staller.peer.you == ()
                   or any(isinstance(m, P.Event) and isinstance(m.event, DeviceLeft)
                          for m in table.host.messages), step=0.25, limit=600)
    left = next(m for m in table.host.messages
                if isinstance(m, P.Event) and isinstance(m.event, DeviceLeft))
    assert left.hand == number and left.event.seats == (seat,)
    # the hand ended there, settled by H4, and the table goes on with the others
    table.run(1)
    hands = {h.number: h for h in kit.journal.hands()}
    assert hands[number].status == "completed"
    assert "_leave" in (hands[number].phh or "")
    assert kit.core.seats[seat].sitting_out
    chips_conserved(kit)
    check_journal(table)


def test_a_device_that_sends_a_bad_token_voids_the_hand_and_is_unseated() -> None:
    table = Table(3, bot=False, stay=True)  # the hand goes on: its next street comes
    table.run(1)
    cheat = table.remotes[2]
    seat = cheat.peer.you[0]
    kit = table.kit
    number = kit.core.next_hand
    stacks = {s: st.stack for s, st in kit.core.seats.items()}
    sent = [0]

    def answer(msg: P.ClientMessage) -> P.ClientMessage | None:
        if isinstance(msg, P.DealTokens) and msg.hand == number:
            sent[0] += 1
            if sent[0] == 2:  # the second street's tokens: one share changed
                first, *rest = msg.tokens  # another token's share under this one's proof
                other = rest[0].share if rest else bytes(reversed(first.share))
                bad = dataclasses.replace(first, share=other)
                return P.DealTokens(hand=msg.hand, tokens=(bad, *rest))
        return msg
    cheat.answer = answer
    kit.play_until(lambda: (table.pump() and False) or bool(cheat.peer.errors()),
                   step=0.25, limit=600)
    assert cheat.peer.errors() == ["bad_field"]
    why = cheat.peer.of(P.Error)[-1].message
    assert "p" in why and len(why) <= 128
    hands = {h.number: h for h in kit.journal.hands()}
    assert hands[number].status == "voided"
    assert {s: st.stack for s, st in kit.core.seats.items()} == \
        {s: v for s, v in stacks.items() if s != seat}  # every chip back; the cheat unseated
    assert seat not in kit.core.seats
    assert any(m.code == "hand_voided" and m.hand == number for m in table.host.of(P.Notice))
    played = kit.core.hands_played
    table.remotes = table.remotes[:2]
    table.run(2)  # the next hands are dealt by the others
    assert kit.core.hands_played == played + 2
    chips_conserved(kit)


def test_a_connection_without_a_key_is_not_dealt_in_and_told_why() -> None:
    table = Table(3, keys=(True, True, False))
    table.run(3)
    silent = table.remotes[2]
    seat = silent.peer.you[0]
    assert silent.peer.of(P.DealSetup)
    assert not silent.peer.of(P.DealHand)
    notices = [m for m in silent.peer.of(P.Notice) if m.code == "no_deal_key"]
    assert len(notices) == 1 and notices[0].seat == seat
    for h in table.kit.journal.hands():
        assert seat not in h.stacks_before
    # a deal message from it is refused, and changes nothing
    silent.peer.send(junk_tokens(1))
    assert silent.peer.errors()[-1] in ("stale_hand", "out_of_order")


def junk_tokens(number: int) -> P.DealTokens:
    junk = b"\x01" * 32
    return P.DealTokens(hand=number, tokens=(P.DealToken(
        device="p1", position=0, recipient="*", share=junk, proof=(junk, junk)),))


def test_deal_messages_out_of_turn_are_refused_without_harm() -> None:
    table = Table(2)
    table.run(1)
    r = table.remotes[0]
    r.peer.send(junk_tokens(99))
    assert r.peer.errors()[-1] == "stale_hand"
    watcher = table.kit.join("Fay", address="10.0.0.98", sit=False, watch=True)
    watcher.send(junk_tokens(1))
    assert watcher.errors()[-1] == "out_of_order"
    table.run(1)
    assert table.kit.core.seats[r.peer.you[0]] is not None


@pytest.mark.parametrize("game", [Variant.BASEBALL, Variant.ROLL_YOUR_OWN])
def test_a_game_the_table_cannot_deal_is_refused_at_start(game: Variant) -> None:
    with pytest.raises(ValueError, match="nobody deals"):
        Kit(kit_options(trustless=True, seats=6, config=GameConfig.preset(game, 200)))


def test_the_command_line_refuses_what_the_table_cannot_deal() -> None:
    import argparse

    from net.commands import add_commands, host_options

    parser = argparse.ArgumentParser()
    add_commands(parser.add_subparsers(dest="command"))

    def options(*args: str) -> Any:
        return host_options(parser.parse_args(["host", "--headless", "--no-mdns", *args]))

    assert options("--trustless", "--seats", "7").trustless
    assert not options("--seats", "7").trustless
    with pytest.raises(SystemExit, match="at most 7"):
        options("--trustless")  # eight seats
    with pytest.raises(SystemExit, match="Baseball"):
        options("--trustless", "--seats", "6", "--variant", "baseball")
    with pytest.raises(SystemExit, match="Roll Your Own"):
        options("--trustless", "--seats", "6", "--variant", "stud,roll-your-own",
                "--dealers-choice")


def test_a_table_of_the_hosts_own_seats_alone_deals_at_once() -> None:
    kit = Kit(kit_options(trustless=True, seats=4, hand_pause=0.5))
    kit.call(lambda core: core.add_bots(3))
    kit.advance(30)
    assert kit.core.hands_played >= 3
    assert kit.core.failures == 0
    for h in kit.journal.hands():
        if h.status == "completed":
            assert h.phh is not None
            assert "??" not in h.phh  # the host's own device knows every card of its seats
    chips_conserved(kit)


def test_a_device_whose_connection_drops_mid_hand_leaves_it_after_its_timer_plus_30_s() -> None:
    """C4 and H4: its seat keeps its cards and its clock runs; the deal waits for its share;
    when it has not come back its timer plus 30 s after it dropped, its seat leaves the hand,
    which ends there, and the others play on."""
    # everyone checks or calls, and it drops on the first street: the deal needs its share for
    # the streets to come whatever the cards (drawn afresh by the devices each run)
    table = Table(2, time_bank=5.0, bot=False, stay=True)
    table.run(1)
    gone = table.remotes[1]
    seat = gone.peer.you[0]
    kit = table.kit
    kit.play_until(lambda: (table.pump() and False) or (
        kit.core.hand is not None and seat in kit.core.hand_seats
        and kit.core.hand.street == kit.core.hand.first_street
        and not kit.core.hand.player(seat).folded), step=0.25)
    number = kit.core.hand.number if kit.core.hand is not None else 0
    dropped = kit.now
    gone.peer.closed = True
    kit.feed(kit.core.connection_lost(gone.peer.id, kit.now))
    kit.play_until(lambda: (table.pump() and False) or any(
        isinstance(m, P.Event) and isinstance(m.event, DeviceLeft)
        for m in table.host.messages), step=0.25, limit=600)
    assert 45.0 <= kit.now - dropped <= 45.5  # C1's 10 s, its 5 s bank, H4's 30 s
    left = next(m for m in table.host.messages
                if isinstance(m, P.Event) and isinstance(m.event, DeviceLeft))
    assert left.hand == number and left.event.seats == (seat,)
    played = kit.core.hands_played
    table.run(1)
    assert kit.core.hands_played == played + 1
    assert all(seat not in h.stacks_before for h in kit.journal.hands() if h.number > number)
    chips_conserved(kit)
    check_journal(table)


def test_a_restart_keeps_the_table_nobody_deals() -> None:
    """The set-up the journal keeps says nobody deals, so a host restarted after a crash does
    not deal the cards itself; a set-up kept before this option reads as a table that deals."""
    from net.table.options import HostOptions
    from net.table.setup import TableSetup

    setup = TableSetup.of(HostOptions(trustless=True, seats=7))
    again = TableSetup.from_dict(setup.to_dict())
    assert again == setup and again.trustless
    assert again.applied_to(HostOptions()).trustless
    older = {k: v for k, v in setup.to_dict().items() if k != "trustless"}
    assert not TableSetup.from_dict(older).trustless


def test_a_player_kicked_mid_hand_is_not_waited_for() -> None:
    """The host removes a remote player during a hand: its device is gone at once (H4 as soon
    as the deal needs its share, not after its timer plus 30 s), and the table plays on."""
    table = Table(2, bot=False, stay=True)  # the hand goes on: its next street comes
    table.run(1)
    kicked = table.remotes[1]
    seat = kicked.peer.you[0]
    kit = table.kit
    kit.play_until(lambda: (table.pump() and False) or (
        kit.core.hand is not None and seat in kit.core.hand_seats
        and kit.core.nobody is not None and not kit.core.nobody.starting), step=0.25)
    number = kit.core.next_hand - 1
    start = kit.now
    table.host.send(P.Kick(seat=seat))
    kit.play_until(lambda: (table.pump() and False) or kit.core.hand is None
                   or kit.core.hand.number != number or kit.core.hand.is_complete,
                   step=0.25, limit=600)
    assert kit.now - start < 30.0  # not the H4 wait of a device that may come back
    table.run(1)
    chips_conserved(kit)
    check_journal(table)


def test_a_host_restarted_mid_hand_voids_it_and_deals_on_with_the_devices_back(
        tmp_path: Path) -> None:
    """The journal holds a hand nobody dealt when the host dies: the restarted table voids it
    (every chip back), and once the players are back and their devices sent new keys, deals
    on."""
    from net.journal import Journal

    path = tmp_path / "j.sqlite"
    table = Table(2, journal=Journal(path))
    table.run(1)
    kit = table.kit
    kit.play_until(lambda: (table.pump() and False) or kit.core.hand is not None, step=0.25)
    number = kit.core.hand.number if kit.core.hand is not None else 0
    tokens = {r.name: r.peer.token for r in table.remotes}
    kit.journal.close()  # no stop(): the host is gone
    again = Kit(kit_options(trustless=True, seats=7, hand_pause=0.5), journal=Journal(path))
    assert again.core.restored_voided == [number]
    host = again.join("Host", token=ADMIN, address="10.0.0.1", sit=False)
    assert host.you
    remotes = [Remote(again, name, f"10.0.0.{i + 10}", i, token=token)
               for i, (name, token) in enumerate(tokens.items())]
    for r in remotes:
        assert r.peer.you and r.peer.of(P.DealSetup)  # its seat back; its key asked again
    played, seen, rng = again.core.hands_played, 0, random.Random(0)
    for _ in range(4000):
        if again.core.hands_played > played:
            break
        moved = False
        for r in remotes:
            moved = r.pump() or moved
        while seen < len(host.messages):
            msg = host.messages[seen]
            seen += 1
            if isinstance(msg, P.Turn) and msg.seat in host.you:
                moved = act(again, host, msg, rng) or moved
        if not moved:
            again.advance(0.25)
    assert again.core.hands_played > played
    chips_conserved(again)


def test_seven_players_at_7th_street_deal_it_from_the_burned_and_undealt_cards() -> None:
    """RULES.md D10: seven players calling down to 7th street leave 7 cards and 3 burns; the
    table deals 7th street from those positions in ascending order with no new shuffle
    (net/TRUSTLESS.md § 9): every device's copy of the hand agrees (each checks every
    ``deal_open`` against its own and would refuse it), the hands end as the deck says, every
    deal record checks, no frame holds a card it may not, and the cards left over are never
    opened."""
    from net.table.trustless import dealt_in

    table = Table(6, bot=False, stay=True, seed=7)
    kit = table.kit
    seventh: dict[int, list[tuple[int, int | None, bool]]] = {}
    kit.core.hand_listeners.append(lambda hand: seventh.__setitem__(hand.number, [
        (d.position, d.seat, d.face_up) for d in dealt_in(hand)][-7:]))
    table.run(2)
    table.pump()  # the last tokens relayed to their owners
    assert kit.core.failures == 0
    assert len(seventh) >= 2 and len(table.oracle_stacks) == len(seventh)
    for number, dealt in seventh.items():
        assert [p for p, _seat, _up in dealt] == [21, 29, 37, 45, 46, 47, 48], number
        assert [seat for _p, seat, _up in dealt] == [1, 2, 3, 4, 5, 6, 7]
        assert not any(up for _p, _seat, up in dealt)
    assert check_journal(table) >= 2
    assert check_frames(table) > 100
    chips_conserved(kit)
    for r in table.remotes:
        assert not r.peer.errors()
        for number in seventh:  # its own 7th card, opened truly, from the gathered positions
            mine = table.own_down[r.name, number]
            assert {p: r.opened[number].get(p) for p in mine} == mine
            assert set(mine) & {21, 29, 37, 45, 46, 47, 48}
        deal = r.session._device()._deal()
        for position in (49, 50, 51):  # the cards left over: opened to nobody
            assert position not in deal.tokens and position not in r.session.cards


def test_a_host_that_deals_d10_from_other_positions_is_refused_by_the_device() -> None:
    """D10's order is public and fixed: a ``deal_open`` that gives a seat the undealt position 49
    at 7th street instead of the burned 21 is refused by the device's own copy of the hand, which
    sends nothing for it (no token for a card nobody may be dealt)."""
    table = Table(6, bot=False, stay=True, seed=7)
    r = table.remotes[0]
    honest = r.session.handle
    refused: list[str] = []

    def handle(msg: Any) -> list[P.ClientMessage]:
        if isinstance(msg, P.DealOpen) and any(c.position == 21 and c.seat is not None
                                               for c in msg.cards):
            msg = dataclasses.replace(msg, cards=tuple(
                dataclasses.replace(c, position=49) if c.position == 21 else c
                for c in msg.cards))
            try:
                return honest(msg)
            except TrustlessError as exc:
                refused.append(str(exc))
                return []
        return honest(msg)

    r.session.handle = handle  # type: ignore[method-assign]
    sent: list[P.ClientMessage] = []
    r.answer = lambda msg: sent.append(msg) or msg
    kit = table.kit
    kit.play_until(lambda: (table.pump() and False) or bool(refused), step=0.25, limit=600)
    assert "not what the hand deals" in refused[0] and "49" in refused[0]
    assert 49 not in r.session._device()._deal().tokens
    tokens = [t for m in sent if isinstance(m, P.DealTokens) for t in m.tokens]
    assert tokens and not any(t.position in (21, 49) for t in tokens)
