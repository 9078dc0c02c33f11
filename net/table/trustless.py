"""A table where nobody deals (net/TRUSTLESS.md, "The table"): the host's engine on a deck of
stand-ins, and each device's share of the deal.

The host's engine (:class:`BlindHand`) never knows a card before the table is shown it. It is
dealt from a deck whose positions hold stand-ins until opened. Which positions an engine step
deals, to whom and face up or down, does not depend on the values of the cards it deals (Seven
Card Stud's layout: a burn before each street after the first, then one card to each player
still in, in dealing order); so before a step the host runs it on a copy (:meth:`BlindHand.plan`),
learns the positions it deals and whether it reaches a showdown, has those cards opened (up cards
to everyone, down cards to their owner only, the showdown's down cards to everyone), places the
up cards and the shown down cards (:meth:`studdesk.engine.hand.Hand.place`, ``fill_down``) and
then makes the step for real. A down card of another device stays a stand-in in the host's
engine until it is shown; one that is never shown (folded, an uncalled winner's) stays one for
ever. Games whose dealing depends on the cards (Baseball's extra card for a four) and tables
that may run out of cards (D10: more than seven players) are not offered.

:class:`Device` is one device's side (the host's own seats are one device; each ``studdesk
bot`` process another): its key, its :class:`~net.trustless.Deal` for the hand, what it
releases for a planned step (nothing for a burned or undealt card, a down card's token only to
its owner's device, an up card's to everyone), and the cards it can open.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from net.trustless import (
    EVERYONE,
    Ciphertext,
    Deal,
    KeyPair,
    KeyShare,
    RevealToken,
    ShuffleProof,
    TrustlessError,
)
from net.trustless import new_key as _new_key
from net.trustless.hand import key_context
from studdesk.engine.actions import Action
from studdesk.engine.cards import Card
from studdesk.engine.config import GameConfig, Variant
from studdesk.engine.events import CardDealt, CardsReshuffled, StreetStarted
from studdesk.engine.hand import Hand, PlayerSpec

#: The most players a table of stand-ins seats: eight would need D10's reshuffle.
MAX_PLAYERS = 7
#: Games whose deal does not depend on the cards dealt.
VARIANTS = frozenset(v for v in Variant if v is not Variant.BASEBALL)


@dataclass(frozen=True)
class Dealt:
    """One deck position an engine step deals: to ``seat`` face up or down, or burned
    (``seat`` None: never opened)."""

    position: int
    seat: int | None
    face_up: bool


@dataclass(frozen=True)
class Plan:
    """What an engine step needs opened before it is made: the positions it deals, and the
    seats that must show their down cards (the step reaches a showdown)."""

    dealt: tuple[Dealt, ...]
    show: tuple[int, ...]


def _stand_in_deck(opened: Mapping[int, Card]) -> list[Card]:
    """52 distinct cards with ``opened`` at their positions and the rest in any order (the
    stand-ins: never evaluated)."""
    rest = iter(Card(i) for i in range(52) if Card(i) not in set(opened.values()))
    return [opened[i] if i in opened else next(rest) for i in range(52)]


def _dealt_since(hand: Hand, start: int, drawn: int, first: bool) -> tuple[Dealt, ...]:
    """The positions dealt by ``hand``'s events from ``start`` on, the first at ``drawn``."""
    out: list[Dealt] = []
    position = drawn
    for event in hand.events[start:]:
        if isinstance(event, CardsReshuffled):
            raise TrustlessError("this table cannot reshuffle (D10): at most seven players")
        if isinstance(event, StreetStarted) and not first:
            out.append(Dealt(position, None, False))  # D8: the burn
            position += 1
        elif isinstance(event, StreetStarted):
            first = False
        elif isinstance(event, CardDealt):
            out.append(Dealt(position, event.seat, event.face_up))
            position += 1
    return tuple(out)


def _showing(before: Hand, after: Hand) -> tuple[int, ...]:
    """The seats whose down cards the step from ``before`` to ``after`` puts on the table: every
    player still in when it reaches a showdown (two or more left)."""
    reaches = after.is_complete or after.phase.value == "showdown"
    live = [p.seat for p in after.players if not p.folded]
    if not reaches or len(live) < 2 or (before.is_complete or before.phase.value == "showdown"):
        return ()
    return tuple(live)


class BlindHand:
    """The host's engine for one hand at a table nobody deals. See the module's docstring."""

    def __init__(self, config: GameConfig, specs: Sequence[PlayerSpec], number: int) -> None:
        if config.variant not in VARIANTS:
            raise TrustlessError(f"{config.variant.value} deals by the cards: not at this table")
        if len(specs) > MAX_PLAYERS:
            raise TrustlessError(f"at most {MAX_PLAYERS} players at a table nobody deals")
        self.config, self.specs, self.number = config, tuple(specs), number
        self.hand: Hand | None = None
        self.known: dict[int, Card] = {}  # deck position -> card, as opened to the host
        self.positions: dict[int, list[int]] = {}  # seat -> the positions of its cards

    def first_plan(self) -> Plan:
        """The first street's positions (the hand's start on any deck)."""
        probe = Hand(self.config, self.specs, [Card(i) for i in range(52)], number=self.number)
        return Plan(_dealt_since(probe, 0, 0, True), ())

    def start(self, opened: Mapping[int, Card]) -> Hand:
        """Deals the first street, its up cards ``opened`` (position -> card)."""
        self.known.update(opened)
        hand = Hand(self.config, self.specs, _stand_in_deck(self.known), number=self.number)
        self.hand = hand
        self._track(_dealt_since(hand, 0, 0, True))
        return hand

    def _track(self, dealt: Sequence[Dealt]) -> None:
        for d in dealt:
            if d.seat is not None:
                self.positions.setdefault(d.seat, []).append(d.position)

    def plan(self, step: Callable[[Hand], object]) -> Plan:
        """What ``step`` (e.g. ``lambda h: h.act(action)``) deals and shows, from a copy of the
        hand on stand-ins (the real hand does not move)."""
        hand = self._hand()
        probe = copy.deepcopy(hand)
        start, drawn = len(probe.events), probe.cards_drawn
        step(probe)
        return Plan(_dealt_since(probe, start, drawn, False), _showing(hand, probe))

    def open(self, position: int, card: Card) -> None:
        """The card at ``position`` was opened to the host (an up card, a shown down card, or a
        down card of the host's own seats): the engine is told it."""
        hand = self._hand()
        self.known[position] = card
        if position >= hand.cards_drawn:
            hand.place(position, card)
            return
        for seat, positions in self.positions.items():
            if position in positions:
                index = positions.index(position)
                if not hand.player(seat).face_up[index]:
                    hand.fill_down(seat, index, card)
                return

    def act(self, action: Action) -> Plan:
        """Makes ``action`` for real, its cards placed beforehand; returns what it dealt."""
        hand = self._hand()
        start, drawn = len(hand.events), hand.cards_drawn
        hand.act(action)
        dealt = _dealt_since(hand, start, drawn, False)
        self._track(dealt)
        for d in dealt:
            if d.face_up and d.position not in self.known:
                raise TrustlessError(f"deck position {d.position} was dealt up unopened")
        return Plan(dealt, ())

    def down_unknown(self) -> dict[int, list[int]]:
        """Each seat's down cards the host does not know (positions): stand-ins."""
        hand = self._hand()
        return {seat: [pos for i, pos in enumerate(positions)
                       if not hand.player(seat).face_up[i] and pos not in self.known]
                for seat, positions in self.positions.items()}

    def to_show(self, plan: Plan) -> dict[int, list[int]]:
        """The down cards ``plan``'s showdown puts on the table that the host does not know:
        by seat, the positions dealt before and those the step itself deals (an all-in's
        remaining streets)."""
        unknown = self.down_unknown() if plan.show else {}
        out: dict[int, list[int]] = {}
        for seat in plan.show:
            late = [d.position for d in plan.dealt if d.seat == seat and not d.face_up
                    and d.position not in self.known]
            if unknown.get(seat, []) + late:
                out[seat] = unknown.get(seat, []) + late
        return out

    def _hand(self) -> Hand:
        if self.hand is None:
            raise TrustlessError("the hand has not started")
        return self.hand


def new_key(device: str, session: bytes) -> KeyPair:
    """A device's key for the session, with its proof (once a session)."""
    return _new_key(key_context(session, device))


class Device:
    """One device's side of the deal: its key (once a session) and the hand's
    :class:`~net.trustless.Deal`; its seats are the ones whose down cards it opens."""

    def __init__(self, key: KeyPair, seats: Sequence[int]) -> None:
        self.key = key
        self.name = key.share.device
        self.seats = frozenset(seats)
        self.deal: Deal | None = None
        self.cards: dict[int, Card] = {}  # position -> card, as this device opened it

    def new_hand(self, session: bytes, number: int, keys: Sequence[KeyShare]) -> None:
        self.deal = Deal(session, number, keys)
        self.cards = {}

    def _deal(self) -> Deal:
        if self.deal is None:
            raise TrustlessError("no hand is being dealt")
        return self.deal

    def release(self, dealt: Sequence[Dealt], owners: Mapping[int, str]) -> list[RevealToken]:
        """This device's tokens for the positions a step deals: an up card's to everyone, a
        down card's to its owner's device (none for this device's own down card or a burn)."""
        deal = self._deal()
        out: list[RevealToken] = []
        for d in dealt:
            if d.seat is None:
                continue
            if d.face_up:
                out.append(deal.release(self.key, d.position, EVERYONE))
            elif owners[d.seat] != self.name:
                out.append(deal.release(self.key, d.position, owners[d.seat]))
        return out

    def show(self, positions: Sequence[int]) -> list[RevealToken]:
        """This device's own down cards at ``positions`` go on the table: its own token, to
        everyone (the host sends on the other devices' tokens it relayed to this device)."""
        deal = self._deal()
        return [deal.release(self.key, position, EVERYONE) for position in positions]

    def receive(self, token: RevealToken) -> None:
        self._deal().add_token(token)

    def open(self, dealt: Sequence[Dealt], owners: Mapping[int, str]) -> dict[int, Card]:
        """The cards of ``dealt`` this device can open now: the up cards, its own down cards
        (with its own share, made here)."""
        deal = self._deal()
        for d in dealt:
            if d.seat is None or d.position in self.cards:
                continue
            if d.face_up or owners[d.seat] == self.name:
                self.cards[d.position] = Card.parse(deal.card(d.position, self.key))
        return {d.position: self.cards[d.position] for d in dealt if d.position in self.cards}

    def open_shown(self, positions: Sequence[int]) -> dict[int, Card]:
        deal = self._deal()
        for position in positions:
            if position not in self.cards:
                self.cards[position] = Card.parse(deal.card(position, self.key))
        return {p: self.cards[p] for p in positions}


class DealRelay:
    """The host's side of one hand's deal as the relay between devices (sans I/O): whose
    shuffle comes next, each shuffle checked by the host's own device before it goes on, each
    token checked and sent on only to whom it is for, and when a step's cards are all in.

    Any refusal is a :class:`TrustlessError` naming the device and what it did wrong; the
    table then voids the hand (chips back to where they were when it started: H4's
    settlement is for a device that leaves, not for one that cheats before the cards are
    out or sends a bad token)."""

    def __init__(self, host: Device, session: bytes, number: int,
                 keys: Sequence[KeyShare], owners: Mapping[int, str]) -> None:
        if host.name not in owners.values() and host.name not in (k.device for k in keys):
            raise TrustlessError(f"the host's device {host.name!r} has no key at this table")
        self.host = host
        self.owners = dict(owners)
        self.devices = tuple(share.device for share in keys)
        host.new_hand(session, number, keys)
        self.due: dict[tuple[int, str], str] = {}  # (position, device) -> recipient, not in

    @property
    def deal(self) -> Deal:
        return self.host._deal()

    def next_shuffler(self) -> str | None:
        return self.deal.next_shuffler

    def add_shuffle(self, device: str, deck: Sequence[Ciphertext], proof: ShuffleProof) -> None:
        """A device's shuffle, checked before it is passed on (a bad one voids the hand)."""
        self.deal.add_shuffle(device, deck, proof)

    def expect(self, plan: Plan, shows: Mapping[int, Sequence[int]] = {}) -> None:
        """The tokens ``plan`` needs from each device (what an honest device releases for it),
        and for ``shows`` (seat -> its down positions going on the table) the owner's own."""
        for d in plan.dealt:
            if d.seat is None:
                continue
            for device in self.devices:
                if d.face_up:
                    self.due[d.position, device] = EVERYONE
                elif device != self.owners[d.seat]:
                    self.due[d.position, device] = self.owners[d.seat]
        for seat, positions in shows.items():
            for position in positions:
                self.due[position, self.owners[seat]] = EVERYONE

    def add_token(self, token: RevealToken, sender: str) -> list[str]:
        """A token from ``sender``'s connection: it must be due from that device, to the
        recipient due, and check; returns the devices it goes on to."""
        if token.device != sender:
            raise TrustlessError(f"device {sender!r} sent a token made by {token.device!r}")
        want = self.due.get((token.position, sender))
        if want is None:
            raise TrustlessError(f"device {sender!r} sent a token for position "
                                 f"{token.position}, which is not being opened")
        if token.recipient != want:
            raise TrustlessError(f"device {sender!r} addressed position {token.position}'s "
                                 f"token to {token.recipient!r}, not {want!r}")
        if sender != self.host.name:
            self.deal.add_token(token)
        del self.due[token.position, sender]
        if token.recipient == EVERYONE:
            return [d for d in self.devices if d != sender and d != self.host.name]
        return [token.recipient] if token.recipient != self.host.name else []

    def forward_shown(self, seat: int, positions: Sequence[int]) -> list[RevealToken]:
        """The other devices' tokens for a shown down card, which its owner had and the host
        relayed: they go to everyone with the owner's own."""
        owner = self.owners[seat]
        return [t for p in positions for d, t in self.deal.tokens.get(p, {}).items()
                if d != owner and t.recipient == owner]

    @property
    def waiting(self) -> list[str]:
        """The devices whose tokens are still due."""
        return sorted({device for _position, device in self.due})
