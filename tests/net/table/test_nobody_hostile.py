"""Hostile devices at a table nobody deals, in the table core on the fake clock (net/TRUSTLESS.md
§ 9 and § 11, RULES.md H4): a remote device (a real :class:`DeviceSession` on a scripted
connection, see ``test_nobody_deals.Remote``) that sends a wrong shuffle, a shuffle with a
proof value changed, a token for another card or addressed to the wrong device, a token replayed
from an earlier step or hand, or that withholds one token or stalls its shuffle.

For each: the host's device catches it before anything of it reaches another device; the hand is
void (every chip back, ``hand_voided``, the cheat told in one sentence and unseated) or, for a
device that goes silent, ends by H4 after its timer plus 30 s (or is dropped unplayed before the
first street); no device opened a card it must not (H3: an up card, or its own); every chip is
accounted for; and the next hands are dealt and played by the devices still seated."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from net import protocol as P
from net.trustless import EVERYONE, reveal_token
from studdesk.engine.events import DeviceLeft
from studdesk.engine.hand import Hand
from tests.net.table.test_nobody_deals import Remote, Table, check_frames, check_journal
from tests.net.tablekit import chips_conserved


def _token_wire(token: Any) -> P.DealToken:
    return P.DealToken(device=token.device, position=token.position, recipient=token.recipient,
                       share=bytes(token.share), proof=tuple(token.proof.to_wire()))


class Cheat:
    """What the cheating device changes in what its honest session would send: ``kind`` names
    the case; ``fired`` holds the hand it cheated in once it did."""

    def __init__(self, kind: str, remote: Remote, others: list[str]) -> None:
        self.kind, self.remote, self.others = kind, remote, others
        self.fired: list[int] = []
        self.tokens: dict[int, list[P.DealTokens]] = {}  # hand -> its DealTokens, as sent
        self.withheld: P.DealToken | None = None
        self.honest = 1  # the hands it plays honestly (the first)

    def __call__(self, msg: P.ClientMessage) -> P.ClientMessage | None:
        if self.fired or getattr(msg, "hand", 0) <= self.honest:
            if isinstance(msg, P.DealTokens):
                self.tokens.setdefault(msg.hand, []).append(msg)
            return msg
        if isinstance(msg, P.DealShuffle):
            return self.shuffle(msg)
        if isinstance(msg, P.DealTokens):
            sent = self.tokens.setdefault(msg.hand, [])
            changed = self.token(msg, len(sent), sent)
            sent.append(msg)
            if changed is not msg:
                self.fired.append(msg.hand)
            return changed
        return msg

    def shuffle(self, msg: P.DealShuffle) -> P.DealShuffle | None:
        deck, proof = list(msg.deck), [list(part) for part in msg.proof]
        if self.kind == "swap":  # two cards swapped after the proof was made
            deck[3], deck[40] = deck[40], deck[3]
        elif self.kind == "replace":  # a card replaced by a copy of another
            deck[3] = deck[40]
        elif self.kind == "proof_commitment":  # one commitment of the proof changed
            proof[0][0] = proof[0][1]
        elif self.kind == "proof_response":  # one response of the proof changed
            proof[2][1], proof[2][2] = proof[2][2], proof[2][1]
        elif self.kind == "stall_shuffle":
            self.fired.append(msg.hand)
            return None
        else:
            return msg
        self.fired.append(msg.hand)
        return dataclasses.replace(msg, deck=tuple(deck),
                                   proof=tuple(tuple(part) for part in proof))

    def _made(self, position: int, recipient: str) -> P.DealToken:
        """A token the device can truly make (its own key, this hand's deck): valid."""
        device = self.remote.session.device
        assert device is not None
        deal = device._deal()
        return _token_wire(reveal_token(device.key, deal.deck[position], position, recipient,
                                        deal.context))

    def token(self, msg: P.DealTokens, index: int,
              sent: list[P.DealTokens]) -> P.DealTokens | None:
        kind, tokens = self.kind, list(msg.tokens)
        first = tokens[0]
        if index == 0 and kind == "undealt":  # a valid token for a card nobody is dealt
            tokens[0] = self._made(51, EVERYONE)
        elif index == 0 and kind in ("everyone", "other_device"):
            # a valid token for another device's down card, to everyone or to a third device
            at = next((i for i, t in enumerate(tokens) if t.recipient != EVERYONE), None)
            if at is None:
                return msg
            owner = tokens[at].recipient
            to = EVERYONE if kind == "everyone" else next(
                d for d in self.others if d not in (owner, first.device))
            tokens[at] = self._made(tokens[at].position, to)
        elif index == 0 and kind == "moved" and len(tokens) > 1:
            # a token's position changed to another card's being opened (its proof is for the
            # first card)
            tokens[0] = dataclasses.replace(first, position=tokens[1].position)
        elif index == 0 and kind == "earlier_hand":  # the same card's token of the last hand
            old = [t for m in self.tokens.get(msg.hand - 1, []) for t in m.tokens]
            again = next((t for t in old if t.position == first.position
                          and t.recipient == first.recipient), None)
            if again is None:
                return msg
            tokens[0] = again
        elif index == 1 and kind == "earlier_step":  # the first street's tokens sent again
            tokens = list(sent[0].tokens[:1]) + tokens
        elif kind == "withhold_first" and index == 0 or kind == "withhold_later" and index == 1:
            self.withheld = tokens.pop()  # everything but one token
            if not tokens:
                return None
        else:
            return msg
        return dataclasses.replace(msg, tokens=tuple(tokens))


VOIDED = ["swap", "replace", "proof_commitment", "proof_response", "undealt", "everyone",
          "other_device", "moved", "earlier_hand", "earlier_step"]
WORDS = {"swap": "shuffle", "replace": "shuffle", "proof_commitment": "shuffle",
         "proof_response": "shuffle", "undealt": "position 51, which is not being opened",
         "everyone": "addressed position", "other_device": "addressed position",
         "moved": "token", "earlier_hand": "token", "earlier_step": "not being opened"}


def _arm(kind: str, index: int = 1) -> tuple[Table, Remote, Cheat]:
    """A table of the host's seat, a bot and three remote devices that played one honest hand;
    remote ``index`` cheats from now on (``kind``)."""
    table = Table(3)
    cheat_remote = table.remotes[index]
    names = [r.session.device.name for r in table.remotes if r.session.device is not None]
    cheat = Cheat(kind, cheat_remote, ["host", *names])
    cheat_remote.answer = cheat
    table.run(1)
    assert not cheat.fired
    return table, cheat_remote, cheat


def _openings(table: Table, number: int) -> dict[int, tuple[str, bool]]:
    """Each position a deal_open of hand ``number`` listed: (owner device, up or shown)."""
    out: dict[int, tuple[str, bool]] = {}
    for r in table.remotes:
        for m in r.peer.of(P.DealOpen):
            if m.hand == number:
                for c in m.cards:
                    out[c.position] = (c.owner, c.up or c.show)
    return out


def _check_no_card_opened_it_may_not(table: Table, cheat: Remote, number: int) -> None:
    """H3 for hand ``number``: the host's device opened only up cards and its own; each honest
    device only up cards and its own; no honest device was relayed a token meant for another,
    nor anything of the cheat's that did not check."""
    nobody = table.kit.core.nobody
    assert nobody is not None
    listed = _openings(table, number)
    host_opened = set(nobody.deal.host.cards)
    if nobody.deal.relay is not None and nobody.deal.number == number:
        for p in host_opened:
            owner, up = listed.get(p, ("host", False))
            assert up or owner == "host", p
    for r in table.remotes:
        if r is cheat or r.session.device is None:
            continue
        name = r.session.device.name
        for p in r.opened.get(number, {}):
            owner, up = listed[p]
            assert up or owner == name, (name, p)
        for m in r.peer.of(P.DealTokens):
            if m.hand == number:
                for t in m.tokens:
                    assert t.recipient in (EVERYONE, name), (name, t.position, t.recipient)


def _goes_on(table: Table, cheat: Remote, seat: int, hands: int = 2) -> None:
    """The next hands are dealt and played by the devices still seated, to the deck's stacks."""
    kit = table.kit
    played, start = kit.core.hands_played, kit.core.next_hand
    if cheat in table.remotes and not cheat.peer.you:
        table.remotes.remove(cheat)
    table.run(hands)
    assert kit.core.hands_played == played + hands
    later = [h for h in kit.journal.hands() if h.number >= start and h.status == "completed"]
    assert len(later) >= hands
    assert all(seat not in h.stacks_before for h in later)
    assert all(len(h.stacks_before) >= 3 for h in later)  # the host's, the bot, two devices
    chips_conserved(kit)
    assert check_journal(table) >= hands
    check_frames(table)
    assert kit.core.failures == 0


@pytest.mark.parametrize("kind", VOIDED)
def test_a_device_that_cheats_voids_the_hand_is_told_why_and_the_table_goes_on(
        kind: str) -> None:
    index = 1 if kind in ("swap", "replace", "proof_commitment", "proof_response") else 2
    table, cheat_remote, cheat = _arm(kind, index)
    kit = table.kit
    seat = cheat_remote.peer.you[0]
    stacks = {s: st.stack for s, st in kit.core.seats.items()}
    kit.play_until(lambda: (table.pump() and False) or bool(cheat_remote.peer.errors()),
                   step=0.25, limit=900)
    assert cheat.fired, "the cheat never cheated"
    number = cheat.fired[0]
    # caught by the host's device at once: one clear sentence to the cheat, naming it
    assert cheat_remote.peer.errors() == ["bad_field"]
    why = cheat_remote.peer.of(P.Error)[-1].message
    device = cheat_remote.session.device
    assert device is not None
    assert f"'{device.name}'" in why or device.name in why, why
    assert WORDS[kind] in why, why
    assert len(why) <= 128 and "\n" not in why
    # the hand is void: every chip back where it was, everyone told; the cheat unseated
    hands = {h.number: h for h in kit.journal.hands()}
    assert number not in hands or hands[number].status == "voided"
    if number in hands:  # the stacks when the hand began (it may not be the first one armed)
        stacks = {**stacks, **hands[number].stacks_before}
    else:  # dropped before its first street: never in the journal
        assert number == 2  # the first hand it did not play honestly
    assert {s: st.stack for s, st in kit.core.seats.items()} == \
        {s: v for s, v in stacks.items() if s != seat}
    assert seat not in kit.core.seats
    for peer in [table.host] + [r.peer for r in table.remotes if r is not cheat_remote]:
        assert any(m.code == "hand_voided" and m.hand == number for m in peer.of(P.Notice))
        assert not peer.errors()
    if kind in WORDS and WORDS[kind] == "shuffle":  # nothing of the bad deck went on, no card
        assert not [m for r in table.remotes if r is not cheat_remote
                    for m in r.peer.of(P.DealShuffle)
                    if m.hand == number and m.device == device.name]
        assert not _openings(table, number)
    _check_no_card_opened_it_may_not(table, cheat_remote, number)
    chips_conserved(kit)
    _goes_on(table, cheat_remote, seat)


def _h4_shares(before: dict[int, int], after: dict[int, int], hand: Hand, leaver: int) -> None:
    """RULES.md H4's settlement: the leaver loses what it put in; every other player gets back
    what it put in, and the forfeited chips go equally (to a chip) to those still in."""
    lost = before[leaver] - after[leaver]
    assert lost > 0  # at least its ante
    gains = {s: after[s] - before[s] for s in before if s != leaver}
    assert all(g >= 0 for g in gains.values()), gains
    assert sum(gains.values()) == lost
    still_in = [s for s in gains if not hand.player(s).folded]
    assert still_in
    assert all(gains[s] == 0 for s in gains if s not in still_in), gains
    shares = [gains[s] for s in still_in]
    assert max(shares) - min(shares) <= 1 and sum(shares) == lost


@pytest.mark.parametrize("kind", ["withhold_first", "withhold_later", "stall_shuffle"])
def test_a_device_that_withholds_one_token_or_its_shuffle_is_waited_for_then_h4(
        kind: str) -> None:
    """It answers everything but one token (or its shuffle): the deal waits for it its timer
    plus 30 s; then, once chips moved, its seat leaves the hand, which ends by H4; before the
    first street is out, the hand is dropped unplayed. It is sat out (it would stall the next
    hand too), the card it withheld was never opened, and the table goes on."""
    table, staller, cheat = _arm(kind)
    kit = table.kit
    seat = staller.peer.you[0]
    ended: list[Hand] = []
    kit.core.hand_listeners.append(ended.append)
    stacks = {s: st.stack for s, st in kit.core.seats.items()}
    kit.play_until(lambda: (table.pump() and False) or bool(cheat.fired), step=0.25, limit=900)
    number = cheat.fired[0]
    nobody = kit.core.nobody
    assert nobody is not None
    started = kit.now

    def left() -> bool:
        return any(isinstance(m, P.Event) and isinstance(m.event, DeviceLeft)
                   and m.hand == number for m in table.host.messages)

    def voided() -> bool:
        return any(m.code == "hand_voided" and m.hand == number for m in table.host.of(P.Notice))

    kit.play_until(lambda: (table.pump() and False) or left() or voided(), step=0.25, limit=900)
    # C1's 10 s, no bank, and H4's 30 s, from when it was asked (a pump or two before it
    # answered)
    assert 39.0 <= kit.now - started <= 40.5
    assert not staller.peer.errors()  # not a cheat: a device that went silent
    assert kit.core.seats[seat].sitting_out
    assert any(m.code == "sat_out" and m.seat == seat for m in staller.peer.of(P.Notice))
    if kind == "withhold_later":
        assert left() and not voided()
        ev = next(m.event for m in staller.peer.messages
                  if isinstance(m, P.Event) and isinstance(m.event, DeviceLeft)
                  and m.hand == number)
        assert ev.seats == (seat,)  # its player is told its seat left the hand
        kit.play_until(lambda: bool(ended) and ended[-1].number == number, step=0.25)
        hand = ended[-1]
        h = {h.number: h for h in kit.journal.hands()}[number]
        assert h.status == "completed" and "_leave" in (h.phh or "")
        assert h.stacks_after is not None
        _h4_shares(h.stacks_before, h.stacks_after, hand, seat)
    else:  # before the first street: dropped unplayed, every chip where it was
        assert voided() and not left()
        assert all(h.status != "completed" for h in kit.journal.hands() if h.number == number)
        assert {s: st.stack for s, st in kit.core.seats.items()} == stacks
    withheld = cheat.withheld
    if withheld is not None:  # the card whose token it kept was opened by nobody
        assert withheld.position not in nobody.deal.host.cards or \
            nobody.deal.number != number
        for r in table.remotes:
            if r is not staller:
                assert withheld.position not in r.opened.get(number, {})
    _check_no_card_opened_it_may_not(table, staller, number)
    chips_conserved(kit)
    _goes_on(table, staller, seat, hands=1)
