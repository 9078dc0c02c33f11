"""A table where nobody deals (net/TRUSTLESS.md, "The table"): the host's engine on a deck of
stand-ins, and each device's share of the deal.

The host's engine (:class:`BlindHand`) never knows a card before the table is shown it. It is
dealt from a deck whose positions hold stand-ins until opened. Which positions an engine step
deals, to whom and face up or down, does not depend on the values of the cards it deals (Seven
Card Stud's layout: a burn before each street after the first, then one card to each player
still in, in dealing order); so before a step the host runs it on a copy (:meth:`BlindHand.plan`),
learns the positions it deals and whether it reaches a showdown, has those cards opened (up cards
to everyone, down cards to their owner only), places the up cards
(:meth:`studdesk.engine.hand.Hand.place`) and then makes the step for real. At a showdown each
seat's own device decides in S2's order whether it shows (its down cards opened to everyone, told
to the engine with ``fill_down``) or mucks; the engine stops at a seat whose cards it does not
know (``Hand.withheld``) until its decision is in (:meth:`BlindHand.decide`). A down card of
another device stays a stand-in in the host's engine until it is shown; one that is never shown
(folded, mucked, an uncalled winner's) stays one for ever. Games whose dealing depends on the
cards (Baseball's extra card for a four), where a down card turns up during the hand (Roll Your
Own) and eight players (D10's community card) are not offered. Seven players who all reach
7th street are D10's other case (7 cards and 3 burns left): no burn, and the burned and undealt
positions, which nobody ever opened, are dealt in ascending order with no new shuffle
(:func:`_d10_order`; net/TRUSTLESS.md § 9): the engine's ``reshuffle`` gives them in that order
(:meth:`BlindHand._new`) and :func:`_walk` maps each card dealt back to its position.

:class:`Device` is one device's side (the host's own seats are one device; each ``studdesk
bot`` process another): its key, its :class:`~net.trustless.Deal` for the hand, what it
releases for a planned step (nothing for a burned or undealt card, a down card's token only to
its owner's device, an up card's to everyone), and the cards it can open.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace

from net import protocol as P
from net.table.deal_record import DealRecord, layout_of
from net.table.forecast import Speed, measure_checks
from net.trustless import (
    EVERYONE,
    Ciphertext,
    Deal,
    KeyPair,
    KeyShare,
    RevealToken,
    ShuffleProof,
    TrustlessError,
    reveal_token,
    verify_key_share,
)
from net.trustless import new_key as _new_key
from net.trustless.hand import key_context
from studdesk.engine.actions import Action, ActionKind, IllegalActionError
from studdesk.engine.cards import Card
from studdesk.engine.config import GameConfig, Variant
from studdesk.engine.events import (
    CardDealt,
    CardsReshuffled,
    CardsShown,
    CommunityCardDealt,
    HandMucked,
    StreetStarted,
)
from studdesk.engine.hand import Hand, Phase, PlayerSpec

#: The most players a table of stand-ins seats: eight at 7th street would need D10's
#: community card (seven reach D10's deal from the gathered positions: :func:`_d10_order`).
MAX_PLAYERS = 7
#: Games whose deal does not depend on the cards dealt, and where no down card turns up
#: during the hand (Roll Your Own's turn-ups would need a round of tokens of their own).
VARIANTS = frozenset(v for v in Variant if v not in (Variant.BASEBALL, Variant.ROLL_YOUR_OWN))


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
    seats it shows at the showdown. At the showdown also: each seat it settles there, in the
    order of showing (seat, shown), and the seat whose device must decide next (``asks``: its
    down cards are unknown to this engine, S2)."""

    dealt: tuple[Dealt, ...]
    show: tuple[int, ...]
    settled: tuple[tuple[int, bool], ...] = ()
    asks: int | None = None


def _stand_in_deck(opened: Mapping[int, Card]) -> list[Card]:
    """52 distinct cards with ``opened`` at their positions and the rest in any order (the
    stand-ins: never evaluated)."""
    rest = iter(Card(i) for i in range(52) if Card(i) not in set(opened.values()))
    return [opened[i] if i in opened else next(rest) for i in range(52)]


def _walk(events: Sequence[object]) -> tuple[list[tuple[int, Dealt]], list[int], int]:
    """The positions ``events`` deal, each with the index of the event that dealt it; the
    positions burned and not gathered since, and the next undealt position. A street after the
    first burns before its first card (D8); D10's reshuffle gathers the burned and undealt
    positions and deals them in ascending order (:func:`_d10_order`)."""
    out: list[tuple[int, Dealt]] = []
    burned: list[int] = []
    order = list(range(52))  # the positions still to deal come off this pile from ``top``
    top = 0
    first, pending = True, False  # a street after the first started: a burn, unless D10
    for i, event in enumerate(events):
        if isinstance(event, StreetStarted):
            pending, first = not first, False
        elif isinstance(event, CardsReshuffled):
            order, top, pending = _d10_order(burned, order[top:]), 0, False
            burned = []
            if len(order) != event.count:
                raise TrustlessError(f"a reshuffle of {event.count} cards where "
                                     f"{len(order)} were left (D10)")
        elif isinstance(event, CommunityCardDealt):
            raise TrustlessError("a community card (D10) is not dealt at a table nobody deals")
        elif isinstance(event, CardDealt):
            if pending:
                burned.append(order[top])
                out.append((i, Dealt(order[top], None, False)))  # D8: the burn
                top, pending = top + 1, False
            if top >= len(order):
                raise TrustlessError("more cards dealt than the deck holds")
            out.append((i, Dealt(order[top], event.seat, event.face_up)))
            top += 1
    return out, burned, (order[top] if top < len(order) else 52)


def _d10_order(burned: Sequence[int], undealt: Sequence[int]) -> list[int]:
    """D10 at a table nobody deals: the gathered positions (burned and undealt alike, never the
    mucked ones) in ascending order. No device ever opened any of them and the deck's order is
    a uniform permutation no coalition short of every device knows, so this fixed public order
    deals 7th street exactly as a fresh shuffle of them would (net/TRUSTLESS.md § 9)."""
    return sorted([*burned, *undealt])


def _dealt_since(hand: Hand, start: int) -> tuple[Dealt, ...]:
    """The positions dealt by ``hand``'s events from ``start`` on (burns with seat None)."""
    return tuple(d for i, d in _walk(hand.events)[0] if i >= start)


def dealt_in(hand: Hand) -> tuple[Dealt, ...]:
    """Every position ``hand`` has dealt so far, from its first event: the layout a dry run
    gives street by street (a deal record's, and what ``studdesk check-deal`` reads from a
    hand history's moves)."""
    return _dealt_since(hand, 0)


def _settled_since(hand: Hand, start: int) -> tuple[tuple[int, bool], ...]:
    """The showdown's decisions in ``hand``'s events from ``start`` on: (seat, shown)."""
    return tuple((e.seat, isinstance(e, CardsShown)) for e in hand.events[start:]
                 if isinstance(e, (CardsShown, HandMucked)))


def _asks(hand: Hand) -> int | None:
    """The seat the showdown waits for whose cards ``hand`` does not know (its device decides)."""
    seat = hand.acting_seat
    if hand.phase is Phase.SHOWDOWN and seat is not None and seat in hand.withheld:
        return seat
    return None


class BlindHand:
    """The host's engine for one hand at a table nobody deals (and each device's copy of it).
    See the module's docstring. ``own``: the seats whose down cards this engine is told (the
    host's own, or a device's); at the showdown it stops at every other seat (``withheld``)
    until that seat's device has decided (:attr:`decided`), and a shown seat's cards are in."""

    def __init__(self, config: GameConfig, specs: Sequence[PlayerSpec], number: int,
                 own: Sequence[int] = ()) -> None:
        if config.variant not in VARIANTS:
            raise TrustlessError(f"{config.variant.value} deals by the cards: not at this table")
        if len(specs) > MAX_PLAYERS:
            raise TrustlessError(f"at most {MAX_PLAYERS} players at a table nobody deals")
        self.config, self.specs, self.number = config, tuple(specs), number
        self.withheld = frozenset(p.seat for p in specs) - frozenset(own)
        self.engine: Hand | None = None  # the engine, once the first street is in
        self.known: dict[int, Card] = {}  # deck position -> card, as opened to the host
        self.positions: dict[int, list[int]] = {}  # seat -> the positions of its cards
        self.actions: list[Action] = []  # every move made, in order: a copy is a replay
        self.decided: dict[int, bool] = {}  # a withheld seat's showdown: shown (True), mucked

    def _new(self) -> Hand:
        made: list[Hand] = []

        def reshuffle(cards: list[Card]) -> list[Card]:
            """D10: the gathered cards in ascending deck position (:func:`_d10_order`), each
            opened one in its place (its stand-in was burned, or is still in the deck)."""
            _dealt, burned, top = _walk(made[0].events)
            positions = [*burned, *range(top, 52)]  # the engine gathers burned, then undealt
            if len(positions) != len(cards):
                raise TrustlessError(f"D10 gathered {len(cards)} cards, not {len(positions)}")
            at = dict(zip(positions, cards))
            order = _d10_order(burned, range(top, 52))
            return [self.known[p] if p in self.known else at[p] for p in order]

        hand = Hand(self.config, self.specs, _stand_in_deck(self.known), number=self.number,
                    reshuffle=reshuffle)
        made.append(hand)
        hand.withheld = set(self.withheld)
        return hand

    def first_plan(self) -> Plan:
        """The first street's positions (the hand's start on any deck)."""
        probe = Hand(self.config, self.specs, [Card(i) for i in range(52)], number=self.number)
        return Plan(_dealt_since(probe, 0), ())

    def start(self, opened: Mapping[int, Card]) -> Hand:
        """Deals the first street, its up cards ``opened`` (position -> card)."""
        self.known.update(opened)
        hand = self._new()
        self.engine = hand
        self._track(_dealt_since(hand, 0))
        return hand

    def _track(self, dealt: Sequence[Dealt]) -> None:
        for d in dealt:
            if d.seat is not None:
                self.positions.setdefault(d.seat, []).append(d.position)

    def plan(self, step: Callable[[Hand], object]) -> Plan:
        """What ``step`` (e.g. ``lambda h: h.act(action)``) deals and shows, from a copy of the
        hand on stand-ins (the real hand does not move), with the showdown's decisions so far."""
        probe = self._replayed()
        start = len(probe.events)
        step(probe)
        self._settle(probe)
        settled = _settled_since(probe, start)
        return Plan(_dealt_since(probe, start),
                    tuple(seat for seat, shown in settled if shown), settled, _asks(probe))

    def down_positions(self, seat: int, plan: Plan | None = None) -> list[int]:
        """``seat``'s down cards (positions), with those ``plan``'s step deals."""
        hand = self._hand()
        face_up = hand.player(seat).face_up
        out = [p for i, p in enumerate(self.positions.get(seat, [])) if not face_up[i]]
        return out + [d.position for d in (plan.dealt if plan else ()) if d.seat == seat
                      and not d.face_up]

    def decide(self, seat: int, shown: bool) -> None:
        """``seat``'s device decided at the showdown: it shows (its cards are opened to
        everyone, then :meth:`open` tells them) or mucks (never opened: H3)."""
        self.decided[seat] = shown
        if self.engine is not None:
            self._settle(self.engine)

    def may_muck(self, step: Callable[[Hand], object], seat: int) -> bool:
        """After ``step`` and the decisions so far, it is ``seat``'s turn at the showdown and
        the rules let it muck unseen (not W9.4's showdown, not the first to show in a pot or a
        pot's last contender: :meth:`Hand.must_show_unseen`)."""
        probe = self._replayed()
        step(probe)
        self._settle(probe)
        return _asks(probe) == seat and not probe.must_show_unseen(seat)

    def settle(self) -> None:
        """The decisions that are in, made on the engine (a shown hand's once its cards are)."""
        if self.engine is not None:
            self._settle(self.engine)

    def _settle(self, hand: Hand) -> None:
        """The decisions of the seats the showdown waits for, made in its order, each as soon
        as it is in (a shown hand's cards too)."""
        while hand.phase is Phase.SHOWDOWN and hand.acting_seat in self.decided:
            seat = hand.acting_seat
            shown = self.decided[seat]
            if shown and seat in hand.withheld and any(
                    d.position not in self.known for d in _dealt_since(hand, 0)
                    if d.seat == seat and not d.face_up):
                return  # its cards are still being opened
            hand.act(Action.make(ActionKind.SHOW if shown else ActionKind.MUCK, seat))

    def open(self, position: int, card: Card) -> None:
        """The card at ``position`` was opened to the host (an up card, a shown down card, or a
        down card of the host's own seats): the engine is told it."""
        hand = self._hand()
        self.known[position] = card
        for seat, positions in self.positions.items():
            if position in positions:
                index = positions.index(position)
                if not hand.player(seat).face_up[index]:
                    hand.fill_down(seat, index, card)
                return
        if (position >= hand.cards_drawn
                and not any(isinstance(e, CardsReshuffled) for e in hand.events)):
            hand.place(position, card)
        # else a burned card D10 deals: the reshuffle takes it from ``known`` (``_new``)

    def act(self, action: Action) -> Plan:
        """Makes ``action`` for real, its cards placed beforehand, and the showdown's decisions
        that are in; returns what it dealt."""
        hand = self._hand()
        start = len(hand.events)
        hand.act(action)
        self.actions.append(action)
        dealt = _dealt_since(hand, start)
        self._track(dealt)
        for d in dealt:
            if d.face_up and d.position not in self.known:
                raise TrustlessError(f"deck position {d.position} was dealt up unopened")
        self._settle(hand)
        return Plan(dealt, ())

    def down_unknown(self) -> dict[int, list[int]]:
        """Each seat's down cards the host does not know (positions): stand-ins."""
        hand = self._hand()
        return {seat: [pos for i, pos in enumerate(positions)
                       if not hand.player(seat).face_up[i] and pos not in self.known]
                for seat, positions in self.positions.items()}

    def to_show(self, plan: Plan, own: Sequence[int] = ()) -> dict[int, list[int]]:
        """The down cards ``plan``'s showdown puts on the table that the host does not know:
        by seat (but the host's ``own`` seats), the positions dealt before and those the step
        itself deals (an all-in's remaining streets)."""
        unknown = self.down_unknown() if plan.show else {}
        out: dict[int, list[int]] = {}
        for seat in plan.show:
            if seat in own:
                continue
            late = [d.position for d in plan.dealt if d.seat == seat and not d.face_up
                    and d.position not in self.known]
            if unknown.get(seat, []) + late:
                out[seat] = unknown.get(seat, []) + late
        return out

    def _replayed(self) -> Hand:
        """A second engine in the same state: dealt from the stand-in deck with every card
        opened so far in its place, every move made again, and the showdown's decisions. (Not
        a deep copy: the compiled engine's classes cannot be copied.) It differs from the real
        one only in the stand-ins' values, which nothing reads (S2: a hand is evaluated only
        once its cards are known)."""
        hand = self._new()
        for action in self.actions:
            self._settle(hand)
            hand.act(action)
        self._settle(hand)
        return hand

    def clone(self) -> BlindHand:
        """An independent copy (a device keeps one to go back to when it refuses a request)."""
        twin = BlindHand(self.config, self.specs, self.number, own=[
            p.seat for p in self.specs if p.seat not in self.withheld])
        twin.known = dict(self.known)
        twin.positions = {seat: list(ps) for seat, ps in self.positions.items()}
        twin.actions = list(self.actions)
        twin.decided = dict(self.decided)
        twin.engine = twin._replayed() if self.engine is not None else None
        return twin

    def _hand(self) -> Hand:
        if self.engine is None:
            raise TrustlessError("the hand has not started")
        return self.engine


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


# --- the records on the wire (net/protocol's deal_* messages) -----------------------------------


def key_record(share: KeyShare) -> P.DealKey:
    device, public, proof = share.to_wire()
    assert isinstance(device, str) and isinstance(public, bytes) and isinstance(proof, list)
    return P.DealKey(device=device, public=public, proof=tuple(proof))


def key_from(msg: P.DealKey) -> KeyShare:
    return KeyShare.from_wire([msg.device, msg.public, list(msg.proof)])


def shuffle_record(number: int, device: str, deck: Sequence[Ciphertext],
                   proof: ShuffleProof) -> P.DealShuffle:
    wire = proof.to_wire()
    return P.DealShuffle(hand=number, device=device,
                         deck=tuple(tuple(ct.to_wire()) for ct in deck),
                         proof=tuple(tuple(part) for part in wire))  # type: ignore[arg-type]


def shuffle_from(msg: P.DealShuffle) -> tuple[tuple[Ciphertext, ...], ShuffleProof]:
    what = f"device {msg.device!r}'s shuffle"
    deck = tuple(Ciphertext.from_wire(list(ct), f"{what}, card {i}")
                 for i, ct in enumerate(msg.deck))
    return deck, ShuffleProof.from_wire([list(part) for part in msg.proof], what)


def tokens_record(number: int, tokens: Sequence[RevealToken]) -> P.DealTokens:
    out = []
    for t in tokens:
        c, s = t.proof.to_wire()
        out.append(P.DealToken(device=t.device, position=t.position, recipient=t.recipient,
                               share=bytes(t.share), proof=(c, s)))
    return P.DealTokens(hand=number, tokens=tuple(out))


def tokens_from(msg: P.DealTokens) -> list[RevealToken]:
    return [RevealToken.from_wire([t.device, t.position, t.recipient, t.share, list(t.proof)])
            for t in msg.tokens]


def move_record(action: Action) -> P.DealMove:
    return P.DealMove(seat=action.seat, action=action.kind.value, to=action.to)


def move_from(msg: P.DealMove) -> Action:
    try:
        return Action.make(ActionKind(msg.action), msg.seat, msg.to)
    except (ValueError, IllegalActionError) as exc:
        raise TrustlessError(f"the host sent a move that is not one: {exc}") from None


def open_record(number: int, plan: Plan, owners: Mapping[int, str],
                shows: Mapping[int, Sequence[int]] = {},
                moves: Sequence[Action] = ()) -> P.DealOpen | None:
    """What ``plan`` asks every device to open (burns left out: never opened), and the down
    cards ``shows`` puts on the table; None when there is nothing."""
    cards = [P.DealCard(position=d.position, seat=d.seat, owner=owners[d.seat], up=d.face_up)
             for d in plan.dealt if d.seat is not None]
    cards += [P.DealCard(position=p, seat=seat, owner=owners[seat], show=True)
              for seat, positions in shows.items() for p in positions]
    return P.DealOpen(hand=number, cards=tuple(cards),
                      moves=tuple(move_record(m) for m in moves)) if cards else None


class DeviceSession:
    """A device's side of the deal on the wire (a ``studdesk bot``, a desktop), sans I/O: each
    host message in, the messages to send back out. It keeps the key for the session, checks
    every shuffle before it shuffles on top, follows the hand on its own copy of the engine
    (:attr:`mirror`) and releases only what an honest device releases for the cards that copy
    deals (a refusal is a :class:`TrustlessError`: the device sends nothing for it), and opens
    its own down cards with its own share."""

    def __init__(self, seats: Sequence[int] = (),
                 measure: Callable[[], Speed] = measure_checks) -> None:
        self.seats = set(seats)
        self.measure = measure  # this device's speed, sent with its key (net.table.forecast)
        self.key: KeyPair | None = None
        self.session = b""
        self.device: Device | None = None
        self.number = 0  # the hand being dealt
        self.cards: dict[int, Card] = {}  # position -> card this device opened (its own, up)
        self.by_seat: dict[int, list[int]] = {}  # seat -> positions, in dealing order
        self.mirror: BlindHand | None = None  # the hand on this device's own engine
        self.pending: Action | None = None  # the move the last deal_open was for
        self.first_dealt = False  # the first street's deal_open came
        self.answered: set[int] = set()  # this device's seats that decided at the showdown
        self.choosing: int | None = None  # a seat whose player chooses: show or muck (S2)
        self.uncalled_show: set[int] = set()  # uncalled winners whose players chose to show

    def on_setup(self, msg: P.DealSetup) -> P.DealKey:
        self.session = msg.session
        self.key = new_key(msg.device, msg.session)
        self.device = Device(self.key, sorted(self.seats))
        speed = self.measure()  # timed once, when the key is made, as the page does
        return replace(key_record(self.key.share), token_check_us=speed.token_check_us,
                       shuffle8_check_us=speed.shuffle8_check_us)

    def _device(self) -> Device:
        if self.device is None:
            raise TrustlessError("no deal_setup yet")
        return self.device

    def on_hand(self, msg: P.DealHand) -> list[P.ClientMessage]:
        device = self._device()
        device.new_hand(self.session, msg.hand, [key_from(k) for k in msg.keys])
        self.number, self.cards, self.by_seat = msg.hand, {}, {}
        self.mirror = BlindHand(msg.config, [PlayerSpec(p.seat, f"seat {p.seat}", p.stack,
                                                        p.auto_muck) for p in msg.players],
                                msg.hand, own=sorted(self.seats))
        self.pending, self.first_dealt = None, False
        self.answered, self.choosing, self.uncalled_show = set(), None, set()
        return self._maybe_shuffle()

    def _maybe_shuffle(self) -> list[P.ClientMessage]:
        device = self._device()
        deal = device._deal()
        if deal.next_shuffler != device.name:
            return []
        deck, proof = deal.shuffle(device.key)
        return [shuffle_record(self.number, device.name, deck, proof)]

    def on_shuffle(self, msg: P.DealShuffle) -> list[P.ClientMessage]:
        device = self._device()
        if msg.hand != self.number or msg.device == device.name:
            return []
        deck, proof = shuffle_from(msg)
        device._deal().add_shuffle(msg.device, deck, proof)  # checked: a bad one raises
        return self._maybe_shuffle()

    def on_open(self, msg: P.DealOpen) -> list[P.ClientMessage]:
        device = self._device()
        if msg.hand != self.number:
            return []
        kept = (self.mirror.clone() if self.mirror is not None else None, self.pending,
                self.first_dealt)
        try:
            self._check_layout(msg)
            self._check_owners(msg, device.name)
        except TrustlessError:  # refused: nothing changes, nothing is sent
            self.mirror, self.pending, self.first_dealt = kept
            raise
        owners = {c.seat: c.owner for c in msg.cards}
        dealt = [Dealt(c.position, c.seat, c.up) for c in msg.cards if not c.show]
        for d in dealt:
            if d.seat is not None:
                self.by_seat.setdefault(d.seat, []).append(d.position)
        shown = [c.position for c in msg.cards if c.show and c.owner == device.name]
        tokens = device.release(dealt, owners) + (device.show(shown) if shown else [])
        return [tokens_record(self.number, tokens)] if tokens else []

    def _check_owners(self, msg: P.DealOpen, me: str) -> None:
        """A card of one of this device's seats is this device's, and only those; it shows
        only a card it was dealt."""
        dealt_here = {p for seat in self.seats for p in self.by_seat.get(seat, [])} | {
            c.position for c in msg.cards if not c.show and c.seat in self.seats}
        for c in msg.cards:
            if (c.seat in self.seats) != (c.owner == me):
                raise TrustlessError(f"the host says seat {c.seat}'s card at position "
                                     f"{c.position} is device {c.owner!r}'s")
            if c.show and c.owner == me and c.position not in dealt_here:
                raise TrustlessError(f"the host asks to show position {c.position}, "
                                     "not a card dealt to this device")
            hand = self.mirror.engine if self.mirror is not None else None
            if (c.show and c.owner == me and hand is not None and hand.is_complete
                    and c.seat not in self.uncalled_show):
                raise TrustlessError(f"the host asks to show seat {c.seat}'s uncalled hand, "
                                     "which its player did not choose to show (O6, H3)")

    def _check_layout(self, msg: P.DealOpen) -> None:
        """The cards ``msg`` lists must be exactly those this device's own copy of the hand
        deals (and shows) for its moves: a position goes to the seat the public hand says."""
        mirror = self.mirror
        if mirror is None:
            raise TrustlessError("no deal_hand yet")
        moves = [move_from(m) for m in msg.moves]
        if mirror.engine is None and self.first_dealt:
            mirror.start(dict(self.cards))  # the first street's up cards and this device's own
        if mirror.engine is None:
            self.first_dealt = True
            if moves:
                raise TrustlessError("the host sent moves before the first street was dealt")
            plan = mirror.first_plan()
        else:
            if not moves:
                raise TrustlessError("the host asks for cards without the move they are for")
            self._catch_up(moves[:-1])
            self.pending = moves[-1]
            try:
                plan = mirror.plan(lambda hand: hand.act(moves[-1]))
            except (IllegalActionError, ValueError) as exc:
                raise TrustlessError(f"the host's move {moves[-1]!r} does not fit the hand: "
                                     f"{exc}") from None
        want = {(d.position, d.seat, d.face_up) for d in plan.dealt if d.seat is not None}
        got = {(c.position, c.seat, c.up) for c in msg.cards if not c.show}
        if want != got:
            raise TrustlessError("the host's cards to open are not what the hand deals: "
                                 f"{sorted(got - want)[:3]} instead of {sorted(want - got)[:3]}")
        for c in msg.cards:
            if c.show and (c.seat not in plan.show or c.position not in
                           mirror.positions.get(c.seat, []) + [d.position for d in plan.dealt
                                                               if d.seat == c.seat]):
                raise TrustlessError(f"the host asks seat {c.seat} to show position "
                                     f"{c.position}, which the hand does not put on the table")

    def _catch_up(self, moves: Sequence[Action]) -> None:
        """Make on the copy of the hand the move the last ``deal_open`` was for and the
        moves since (the cards they dealt are opened by now: told to the copy first)."""
        mirror = self.mirror
        assert mirror is not None
        for move in ([self.pending] if self.pending is not None else []) + list(moves):
            for position, card in self.cards.items():
                if position not in mirror.known:
                    mirror.open(position, card)
            try:
                mirror.act(move)
            except (IllegalActionError, ValueError) as exc:
                raise TrustlessError(f"the host's move {move!r} does not fit the hand: "
                                     f"{exc}") from None
        self.pending = None

    def on_tokens(self, msg: P.DealTokens) -> None:
        device = self._device()
        if msg.hand != self.number:
            return
        for token in tokens_from(msg):
            device.receive(token)
        deal = device._deal()
        for seat, positions in self.by_seat.items():
            for position in positions:
                if position in self.cards:
                    continue
                have = deal.tokens.get(position, {})
                mine = seat in self.seats
                if len(have) + (1 if mine and device.name not in have else 0) \
                        == len(deal.devices):
                    self.cards[position] = Card.parse(deal.card(position, device.key
                                                                if mine else None))
        self._tell_mirror()

    def _tell_mirror(self) -> None:
        """At the showdown: the cards opened since, told to the copy of the hand, and the
        decisions that were waiting for them made."""
        mirror = self.mirror
        if mirror is None or mirror.engine is None or mirror.engine.phase is not Phase.SHOWDOWN:
            return
        for position, card in self.cards.items():
            if position not in mirror.known:
                mirror.open(position, card)
        mirror.settle()

    def on_showdown(self, msg: P.DealShowdown) -> list[P.ClientMessage]:
        """The showdown, one seat at a time (S2): the host says whose turn it is (this device
        answers for its own seats, deciding as the engine does on its own copy of the hand) or
        what a seat decided; either is checked against that copy first. A refusal sends nothing
        and leaves the copy as it was."""
        if msg.hand != self.number:
            return []
        mirror = self.mirror
        if mirror is None or not self.first_dealt:
            raise TrustlessError("the host speaks of a showdown before the hand started")
        kept = (mirror.clone(), self.pending)
        if mirror.engine is None:
            mirror.start(dict(self.cards))  # the first street's cards are all it had
        try:
            return self._showdown(msg)
        except TrustlessError:
            self.mirror, self.pending = kept
            raise

    def _showdown(self, msg: P.DealShowdown) -> list[P.ClientMessage]:
        self._catch_up([move_from(m) for m in msg.moves])
        self._tell_mirror()
        mirror = self.mirror
        assert mirror is not None and mirror.engine is not None
        hand, seat = mirror.engine, msg.seat
        if seat not in {p.seat for p in hand.players}:
            raise TrustlessError(f"the host speaks of seat {seat}, which is not in the hand")
        if hand.phase is Phase.BETTING:
            raise TrustlessError(f"the host speaks of seat {seat} at a showdown the hand has "
                                 "not reached")
        nxt = hand.acting_seat if hand.phase is Phase.SHOWDOWN else None
        if msg.show is None and seat in self.seats:
            p = hand.player(seat)
            if seat in self.answered or not (p.shown or p.mucked or nxt == seat):
                raise TrustlessError(f"the host says it is seat {seat}'s turn at the showdown;"
                                     f" the hand says seat {nxt}'s")
            if nxt == seat:  # its player chooses (auto-muck off, a beaten hand): decide()
                self.choosing = seat
                return []
            return self._decision(seat, p.shown)
        if _asks(hand) != seat or seat in mirror.decided:
            raise TrustlessError(f"the host says it is seat {seat}'s turn at the showdown; "
                                 f"the hand says seat {nxt}'s")
        if msg.show is None:
            return []  # another device decides
        if not msg.show and hand.must_show_unseen(seat):
            raise TrustlessError(f"the host says seat {seat} mucked at the showdown, a hand "
                                 "the rules make it show (S2, W9.4)")
        mirror.decide(seat, msg.show)
        return []

    def decide(self, seat: int, show: bool) -> list[P.ClientMessage]:
        """The player of ``seat`` (auto-muck off, a hand S2 lets it muck) chose at the
        showdown: the answer to the host's ``deal_showdown``."""
        mirror = self.mirror
        if self.choosing != seat or mirror is None or mirror.engine is None:
            raise TrustlessError(f"seat {seat} has no choice to make at the showdown")
        self.choosing = None
        mirror.decide(seat, show)
        return self._decision(seat, show)

    def show_uncalled(self, seat: int) -> None:
        """The player of ``seat``, an uncalled winner, chose to show its hand (O6): the host's
        ``deal_open`` asking for its down cards is answered (without this, refused: H3)."""
        self.uncalled_show.add(seat)

    def _decision(self, seat: int, show: bool) -> list[P.ClientMessage]:
        """This device's seat shows (its own tokens for its down cards, to everyone) or mucks
        (nothing: its cards are never opened)."""
        mirror = self.mirror
        assert mirror is not None
        self.answered.add(seat)
        out: list[P.ClientMessage] = [P.DealShowdown(hand=self.number, seat=seat, show=show)]
        if show:
            out.append(tokens_record(self.number, self._device().show(
                mirror.down_positions(seat))))
        return out

    def handle(self, msg: P.HostMessage) -> list[P.ClientMessage]:
        """Any host message: the deal_* ones answered, the rest ignored."""
        if isinstance(msg, P.DealSetup):
            return [self.on_setup(msg)]
        if isinstance(msg, P.DealHand):
            return self.on_hand(msg)
        if isinstance(msg, P.DealShuffle):
            return self.on_shuffle(msg)
        if isinstance(msg, P.DealOpen):
            return self.on_open(msg)
        if isinstance(msg, P.DealTokens):
            self.on_tokens(msg)
        if isinstance(msg, P.DealShowdown):
            return self.on_showdown(msg)
        return []


Out = tuple[str, P.HostMessage]
"""A message for one device (by its name)."""


class HostDeal:
    """The host's side of a table nobody deals, sans I/O: the session's keys, and for each hand
    the shuffle round, then before each engine step the cards it deals or shows opened, all
    relayed through :class:`DealRelay` and told to the host's engine (:class:`BlindHand`).
    Every method returns the messages to send, each for one device; a device's bad message
    raises :class:`TrustlessError` naming it (the table voids the hand)."""

    def __init__(self, session: bytes, host_seats: Sequence[int], name: str = "host") -> None:
        self.session = session
        self.host = Device(new_key(name, session), host_seats)
        self.keys: dict[str, KeyShare] = {name: self.host.key.share}
        self.relay: DealRelay | None = None
        self.blind: BlindHand | None = None
        self.owners: dict[int, str] = {}
        self.number = 0
        self.plan: Plan | None = None
        self.shows: dict[int, list[int]] = {}
        self.starting = False
        self.on_table: set[int] = set()  # the hand's positions opened to every device
        self.moves: list[Action] = []  # the moves since the last deal_open, then its own
        self.specs: tuple[PlayerSpec, ...] = ()
        self.config = GameConfig()
        self.pending: Action | None = None  # the step being opened (until the next one)
        self.step_plan: Plan | None = None  # what it deals
        self.asked: int | None = None  # the seat whose device decides at the showdown now
        self.announced: set[int] = set()  # the host's own seats whose decision went out

    # --- the session ---------------------------------------------------------------------

    def setup(self, device: str) -> P.DealSetup:
        return P.DealSetup(session=self.session, device=device)

    def on_key(self, sender: str, msg: P.DealKey) -> None:
        """A device's key share: its proof checked under its own name and this session."""
        if msg.device != sender:
            raise TrustlessError(f"device {sender!r} sent a key in the name of {msg.device!r}")
        share = key_from(msg)
        verify_key_share(share, key_context(self.session, sender))
        if any(k.public == share.public for d, k in self.keys.items() if d != sender):
            raise TrustlessError(f"device {sender!r} sent another device's key")
        self.keys[sender] = share

    # --- a hand --------------------------------------------------------------------------

    @property
    def remote(self) -> list[str]:
        return [d for d in (self.relay.devices if self.relay else ()) if d != self.host.name]

    def begin(self, number: int, config: GameConfig, specs: Sequence[PlayerSpec],
              owners: Mapping[int, str]) -> list[Out]:
        """Hand ``number``: the devices that hold its seats shuffle in turn, the host's first."""
        devices = [self.host.name] + sorted({d for d in owners.values() if d != self.host.name})
        missing = [d for d in devices if d not in self.keys]
        if missing:
            raise TrustlessError(f"no key from device {missing[0]!r} yet")
        keys = [self.keys[d] for d in devices]
        self.number, self.owners = number, dict(owners)
        self.relay = DealRelay(self.host, self.session, number, keys, owners)
        self.blind = BlindHand(config, specs, number, own=sorted(self.host.seats))
        self.on_table, self.moves = set(), []
        self.pending, self.step_plan, self.asked, self.announced = None, None, None, set()
        deck, proof = self.host._deal().shuffle(self.host.key)
        shuffled = shuffle_record(number, self.host.name, deck, proof)
        hand = P.DealHand(hand=number, keys=tuple(key_record(k) for k in keys), config=config,
                          players=tuple(P.DealPlayer(seat=p.seat, stack=p.stack,
                                                     auto_muck=p.auto_muck) for p in specs))
        return [(d, m) for d in self.remote for m in (hand, shuffled)] + self._after_shuffle()

    def on_shuffle(self, sender: str, msg: P.DealShuffle) -> list[Out]:
        relay = self._relay()
        if msg.hand != self.number or msg.device != sender:
            raise TrustlessError(f"device {sender!r} sent a shuffle for hand {msg.hand} in "
                                 f"the name of {msg.device!r}")
        deck, proof = shuffle_from(msg)
        relay.add_shuffle(sender, deck, proof)
        return [(d, msg) for d in self.remote if d != sender] + self._after_shuffle()

    def _after_shuffle(self) -> list[Out]:
        if self._relay().next_shuffler() is not None:
            return []
        self.starting = True
        return self._open(self._blind().first_plan())

    def step(self, action: Action) -> list[Out]:
        """Before the engine makes ``action`` (every move goes through here): the cards it
        deals are asked for, and when it reaches a showdown, each seat's device decides in
        turn (:meth:`on_showdown`). When :attr:`ready`, :meth:`BlindHand.act` makes it."""
        blind = self._blind()
        if self.asked is not None:
            raise TrustlessError(f"seat {self.asked}'s device has not decided at the showdown")
        if blind._hand().phase is not Phase.SHOWDOWN:
            self.moves.append(action)  # a host seat's choice there goes out as its decision
        self.pending = action
        plan = blind.plan(lambda hand: hand.act(action))
        self.step_plan = plan
        return self._open(plan)

    def _open(self, plan: Plan) -> list[Out]:
        relay, blind = self._relay(), self._blind()
        self.plan = plan
        self.shows = blind.to_show(plan, own=sorted(self.host.seats)) if blind.engine else {}
        relay.expect(plan, self.shows)
        record = open_record(self.number, plan, self.owners, self.shows, self.moves)
        if record is not None:
            self.moves = []
        out: list[Out] = [(d, record) for d in self.remote] if record is not None else []
        own = self.host.release(plan.dealt, self.owners)
        for token in own:
            out += self._relay_token(token, self.host.name)
        return out + self._maybe_done()

    def _relay_token(self, token: RevealToken, sender: str) -> list[Out]:
        return [(d, tokens_record(self.number, [token]))
                for d in self._relay().add_token(token, sender)]

    def on_showdown(self, sender: str, msg: P.DealShowdown) -> list[Out]:
        """A device's decision at the showdown for the seat whose turn it is (S2): a muck is
        refused where the rules show the hand whatever its cards; a show is waited for until
        its tokens are in (a device that withholds them is :attr:`waiting`'s: RULES.md H4)."""
        blind, relay, action, seat = self._blind(), self._relay(), self.pending, msg.seat
        if (msg.hand != self.number or seat != self.asked or action is None
                or self.owners.get(seat) != sender or msg.show is None):
            raise TrustlessError(f"device {sender!r} decided for seat {seat} at the showdown "
                                 f"of hand {msg.hand}, which is not its turn")
        if not msg.show and not blind.may_muck(lambda hand: hand.act(action), seat):
            raise TrustlessError(f"device {sender!r} mucks seat {seat}'s hand, which the rules "
                                 "show whatever its cards (S2, W9.4)")
        self.asked = None
        blind.decide(seat, msg.show)
        note = P.DealShowdown(hand=self.number, seat=seat, show=msg.show)
        out: list[Out] = [(d, note) for d in self.remote if d != sender]
        if not msg.show:
            return out + self._round()
        unknown = [p for p in blind.down_positions(seat, self.step_plan) if p not in blind.known]
        self.plan, self.shows = Plan((), ()), {seat: unknown}
        relay.expect(self.plan, self.shows)
        return out + self._maybe_done()

    def _round(self) -> list[Out]:
        """The showdown after the step's cards are in, up to the next seat whose device
        decides: the host's own seats' decisions (the engine's own) go out, a shown one with
        its cards, and that seat's turn is said to every device."""
        blind, action, step = self._blind(), self.pending, self.step_plan
        if (action is None or step is None or self.asked is not None
                or not (step.settled or step.asks is not None) or blind._hand().is_complete):
            return []  # no showdown (an uncalled winner who shows, O6, is deal_open's)
        plan = blind.plan(lambda hand: hand.act(action))
        out: list[Out] = []
        for seat, shown in plan.settled:
            if seat in self.host.seats and seat not in self.announced:
                self.announced.add(seat)
                out += self._announce(seat, shown)
        if plan.asks is not None:
            self.asked = plan.asks
            turn = P.DealShowdown(hand=self.number, seat=plan.asks, moves=self._flush())
            out += [(d, turn) for d in self.remote]
        return out

    def _announce(self, seat: int, shown: bool) -> list[Out]:
        """The host's own ``seat`` showed (its own tokens to everyone, and the other devices'
        it holds) or mucked (its cards never opened)."""
        relay = self._relay()
        note = P.DealShowdown(hand=self.number, seat=seat, show=shown, moves=self._flush())
        out: list[Out] = [(d, note) for d in self.remote]
        if not shown:
            return out
        positions = self._blind().down_positions(seat, self.step_plan)
        relay.expect(Plan((), ()), {seat: positions})
        self.on_table.update(positions)
        for token in self.host.show(positions):
            out += self._relay_token(token, self.host.name)
        forwarded = relay.forward_shown(seat, positions)
        if forwarded:
            out += [(d, tokens_record(self.number, forwarded)) for d in self.remote]
        return out

    def _flush(self) -> tuple[P.DealMove, ...]:
        """The moves the devices have not been sent yet (they go with the next message)."""
        moves, self.moves = tuple(move_record(m) for m in self.moves), []
        return moves

    def on_tokens(self, sender: str, msg: P.DealTokens) -> list[Out]:
        if msg.hand != self.number:
            raise TrustlessError(f"device {sender!r} sent tokens for hand {msg.hand}")
        out: list[Out] = []
        for token in tokens_from(msg):
            out += self._relay_token(token, sender)
        return out + self._maybe_done()

    @property
    def ready(self) -> bool:
        """Every shuffle is in and every card the pending step needs (told to the engine)."""
        return not self.waiting

    @property
    def waiting(self) -> list[str]:
        """The devices the hand waits for: the next shuffler, or those whose tokens are due
        (a device that does not answer in time leaves the hand: RULES.md H4)."""
        if self.relay is None:
            return []
        shuffler = self.relay.next_shuffler()
        if shuffler is not None:
            return [shuffler]
        if self.plan is not None and self.relay.waiting:
            return self.relay.waiting
        return [self.owners[self.asked]] if self.asked is not None else []

    def _maybe_done(self) -> list[Out]:
        relay, blind, plan = self._relay(), self._blind(), self.plan
        if plan is None or relay.waiting:
            return []
        out: list[Out] = []
        opened = self.host.open(plan.dealt, self.owners)
        self.on_table.update(d.position for d in plan.dealt if d.face_up)
        for seat, positions in self.shows.items():
            self.on_table.update(positions)
            forwarded = relay.forward_shown(seat, positions)
            if forwarded:
                out += [(d, tokens_record(self.number, forwarded)) for d in self.remote
                        if d != self.owners[seat]]
            opened.update(self.host.open_shown(positions))
        if self.starting:
            blind.start(opened)
            self.starting = False
        else:
            for position, card in opened.items():
                blind.open(position, card)
        self.plan, self.shows = None, {}
        return out + self._round()

    def transcript(self) -> DealRecord:
        """The hand dealt last, as the journal keeps it (net/TRUSTLESS.md § 8): the keys, every
        shuffle with its proof, every token the host's device relayed (checked) or made, the
        hand's layout (each position dealt: to which seat, face up or down) and each seat's
        device (a token for a position the hand did not deal is left out). The host's own
        share of each of its own seats' down cards not shown is added
        (a token addressed to the host itself, made here): the host's own PHH shows those
        cards, and with it the record opens them, so that ``studdesk check-deal`` checks them
        too; no other down card opens unless it was shown."""
        deal, hand = self._relay().deal, self._blind()._hand()
        layout = dealt_in(hand)
        devices = {name: i for i, name in enumerate(deal.devices)}
        own: list[RevealToken] = []
        for d in layout:
            if (d.seat in self.host.seats and not d.face_up
                    and self.host.name not in deal.tokens.get(d.position, {})):
                own.append(reveal_token(self.host.key, deal.deck[d.position], d.position,
                                        self.host.name, deal.context))
        base = deal.transcript()
        # only the cards the hand dealt: a step the hand never made (it ended by H4 while that
        # step's tokens were coming in) leaves no token in the record (H3)
        placed = {d.position for d in layout if d.seat is not None}
        tokens = sorted([*(t for t in base.tokens if t.position in placed), *own],
                        key=lambda t: (t.position, devices[t.device]))
        return DealRecord(base.session, base.hand, base.keys, base.shuffles, tuple(tokens),
                          layout=layout_of(layout), owners=tuple(sorted(self.owners.items())))

    def _relay(self) -> DealRelay:
        if self.relay is None:
            raise TrustlessError("no hand is being dealt")
        return self.relay

    def _blind(self) -> BlindHand:
        if self.blind is None:
            raise TrustlessError("no hand is being dealt")
        return self.blind
