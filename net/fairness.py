"""Fair dealing that keeps secrets (protocol version 2, RULES.md H3 and D10).

The host commits to every deck position separately before the deal, and after the hand opens
only the positions that were shown: to the table the up cards, the hands shown and the
community card; to each seat, privately, its own down cards. A folded, mucked, burned or undealt
card is never opened to anyone (H3). Pure functions on plain data, standard library only.

Commitment
----------
For hand ``h`` the host has, per deck position ``p`` (0..51, 0 = the top card), a 32-byte salt
and computes the leaf::

    leaf[p] = SHA-256(b"studdesk-deck/2" || h (8 bytes, big-endian) || p (1 byte)
                      || card (2 ASCII bytes, "As") || salt[p] (32 bytes))

It also has a 32-byte D10 seed and commits to it with
``SHA-256(b"studdesk-seed/2" || h (8 bytes) || seed)``. The ``commit`` message carries the 52
leaves, the seed digest and a fingerprint of both (``digest``, for logs and hand histories).

The salts and the seed come from one fresh 32-byte per-hand key (the OS's CSPRNG) by HKDF
(RFC 5869, HMAC-SHA256; :func:`derive_secrets`): ``prk = HMAC(b"studdesk-key/2", key)``, then
``salt[p] = HMAC(prk, b"studdesk-salt/2" || h || p || 0x01)`` and ``seed = HMAC(prk,
b"studdesk-seed/2" || h || 0x01)``. An opened salt or seed tells nothing of the key or of any
other salt, so the openings hide what they hid before; the host's journal keeps the key alone
(32 bytes instead of 52 salts and a seed). Clients never see the key and need none of this: they
check openings against leaves exactly as before.

**Why a list of leaves, not a Merkle root.** A root would shrink ``commit`` to 32 bytes, but
every opening would then carry a 6-hash path: a hand opens some 15 to 45 positions, so the
paths (about 200 bytes each) outweigh the 1.7 kB of leaves sent once, and a client checks one
hash per card instead of seven, with no padding or path-order rules to get wrong. The leaves
reveal nothing: each hides its card under a fresh 32-byte salt.

D10 reshuffle
-------------
When the deck runs short (RULES.md D10) the engine gathers the burned cards, then the undealt
ones, and reshuffles them with :func:`reshuffler`: a Fisher-Yates permutation of the gathered
*positions* drawn from ``HMAC-SHA256(key=seed, ...)`` (:func:`d10_permutation`). The seed is
opened publicly only when a reshuffle happened. It opens a permutation of positions, not cards:
every card dealt after the reshuffle is traced back to its original committed position, which
is opened like any other (publicly for the community card, privately for a 7th-street down
card). The gathered cards that were never dealt stay closed, so no second commitment is needed.

Limits: a client checks the cards it saw against the positions they were dealt from, and that no
card appears at two opened positions. It cannot check that the closed positions hold the rest of
the deck (that would take opening them); a host that commits a duplicate card is caught only when
both copies are shown.

How to wire it (host)
---------------------
1. Before dealing hand ``h`` with deck ``deck``: ``commitment, secret = commit_deck(h, deck)``;
   send ``commit`` = ``commitment.to_wire()`` to everyone (seats and spectators) and create the
   engine hand with ``Hand(..., deck, reshuffle=reshuffler(secret))``. Journal ``secret.to_wire()``
   (the host's journal alone keeps it, H3).
2. When the hand has ended: ``public, private = disclose(secret, hand.events)``; send
   ``reveal`` = ``public.to_wire()`` to everyone and ``openings`` = ``private[seat].to_wire()``
   to the connection(s) holding ``seat`` only (a seat with no down card left closed gets an
   empty list). Nothing else of the deck is ever sent.

How to wire it (client)
-----------------------
Keep the ``commit`` of each hand (``DeckCommitment.from_wire``) and the hand's events as
received. On ``reveal`` (``PublicReveal.from_wire``) and the ``openings`` of your seats
(``SeatOpenings.from_wire``; the host sends these just before the ``reveal``), call
``check_hand(commitment, events, reveal, own_openings)``: a :class:`Verdict` with ``ok`` True
(✔), False (✘, ``reason`` says why) or None (not checked: no commitment, or the hand was joined
late). ``verify_openings`` is the lower-level check behind it.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, Final

from studdesk.engine.actions import ActionKind
from studdesk.engine.cards import HIDDEN, Card, InvalidCardError
from studdesk.engine.events import ActionTaken, Event, event_to_dict
from studdesk.engine.visibility import SPECTATOR

SCHEME: Final = "studdesk-deck/2"
LEAF_DOMAIN: Final = b"studdesk-deck/2"
SEED_DOMAIN: Final = b"studdesk-seed/2"
DIGEST_DOMAIN: Final = b"studdesk-commit/2"
D10_DOMAIN: Final = b"studdesk-d10/2"
KEY_DOMAIN: Final = b"studdesk-key/2"
SALT_DOMAIN: Final = b"studdesk-salt/2"
SALT_BYTES: Final = 32
SEED_BYTES: Final = 32
KEY_BYTES: Final = 32
DECK_SIZE: Final = 52
MAX_HAND: Final = 2**63 - 1

RandomBytes = Callable[[int], bytes]


class FairnessFormatError(ValueError):
    """A commitment, reveal or opening that is not well formed (says which field and why)."""


class DealTraceError(ValueError):
    """The events cannot come from one deal of a 52-card deck (the reason says where)."""


# --------------------------------------------------------------------------------------------
# Hashes
# --------------------------------------------------------------------------------------------


def _hand_bytes(hand: int) -> bytes:
    if not 0 <= hand <= MAX_HAND:
        raise FairnessFormatError(f"hand: {hand} is not a hand number")
    return hand.to_bytes(8, "big")


def leaf_digest(hand: int, position: int, card: Card, salt: bytes) -> bytes:
    """The committed leaf of ``position`` (see the module docstring)."""
    if not 0 <= position < DECK_SIZE:
        raise FairnessFormatError(f"position: {position} is not a deck position (0..51)")
    if len(salt) != SALT_BYTES:
        raise FairnessFormatError(f"salt: {len(salt)} bytes, not {SALT_BYTES}")
    return hashlib.sha256(LEAF_DOMAIN + _hand_bytes(hand) + bytes([position])
                          + str(card).encode("ascii") + salt).digest()


def seed_digest(hand: int, seed: bytes) -> bytes:
    """The commitment to the D10 seed of hand ``hand``."""
    return hashlib.sha256(SEED_DOMAIN + _hand_bytes(hand) + seed).digest()


def commitment_digest(hand: int, leaves: Sequence[bytes], seed: bytes) -> bytes:
    """The fingerprint of a commitment: its leaves and seed digest, in order."""
    return hashlib.sha256(DIGEST_DOMAIN + _hand_bytes(hand) + b"".join(leaves) + seed).digest()


# --------------------------------------------------------------------------------------------
# Plain-data helpers (wire forms use lowercase hex for digests and salts, "As" for cards)
# --------------------------------------------------------------------------------------------


def _hex(value: Any, path: str, size: int) -> bytes:
    if not isinstance(value, str) or len(value) != 2 * size:
        raise FairnessFormatError(f"{path}: must be {2 * size} hex digits")
    try:
        raw = bytes.fromhex(value)
    except ValueError:
        raise FairnessFormatError(f"{path}: must be {2 * size} hex digits") from None
    if raw.hex() != value:
        raise FairnessFormatError(f"{path}: must be lowercase hex")
    return raw


def _int(value: Any, path: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise FairnessFormatError(f"{path}: must be a whole number from {low} to {high}")
    return value


def _map(value: Any, path: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise FairnessFormatError(f"{path}: must be a map")
    return value


def _list(value: Any, path: str, most: int) -> list[Any]:
    if not isinstance(value, list | tuple) or len(value) > most:
        raise FairnessFormatError(f"{path}: must be a list of at most {most} items")
    return list(value)


def _card(value: Any, path: str) -> Card:
    if not isinstance(value, str):
        raise FairnessFormatError(f"{path}: must be a card such as \"As\"")
    try:
        return Card.parse(value)
    except InvalidCardError:
        raise FairnessFormatError(f"{path}: {value!r} is not a card") from None


# --------------------------------------------------------------------------------------------
# Commitment and secret
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DeckCommitment:
    """What the ``commit`` message carries: for hand ``hand`` the 52 leaves (position 0 first),
    the D10 seed's digest and the fingerprint ``digest`` of both."""

    hand: int
    leaves: tuple[bytes, ...]
    seed: bytes
    digest: bytes

    def to_wire(self) -> dict[str, Any]:
        return {"hand": self.hand, "scheme": SCHEME, "leaves": [leaf.hex() for leaf in self.leaves],
                "seed": self.seed.hex(), "digest": self.digest.hex()}

    @classmethod
    def from_wire(cls, data: Any) -> DeckCommitment:
        """The commitment from its wire form; a :class:`FairnessFormatError` when malformed or
        when ``digest`` does not fingerprint the leaves and seed digest."""
        data = _map(data, "commit")
        if data.get("scheme") != SCHEME:
            raise FairnessFormatError(f"commit.scheme: must be {SCHEME!r}")
        hand = _int(data.get("hand"), "commit.hand", 0, MAX_HAND)
        raw = _list(data.get("leaves"), "commit.leaves", DECK_SIZE)
        if len(raw) != DECK_SIZE:
            raise FairnessFormatError(f"commit.leaves: must be {DECK_SIZE} digests")
        leaves = tuple(_hex(v, f"commit.leaves[{i}]", 32) for i, v in enumerate(raw))
        seed = _hex(data.get("seed"), "commit.seed", 32)
        digest = _hex(data.get("digest"), "commit.digest", 32)
        if commitment_digest(hand, leaves, seed) != digest:
            raise FairnessFormatError("commit.digest: does not match the leaves and seed")
        return cls(hand, leaves, seed, digest)


def derive_secrets(hand: int, key: bytes) -> tuple[tuple[bytes, ...], bytes]:
    """(the 52 salts, the D10 seed) of hand ``hand`` from its per-hand ``key`` (HKDF with
    SHA-256, RFC 5869: one extract, then one 32-byte expand block per salt and for the seed;
    see the module docstring)."""
    if len(key) != KEY_BYTES:
        raise FairnessFormatError(f"key: {len(key)} bytes, not {KEY_BYTES}")
    h = _hand_bytes(hand)
    prk = hmac.new(KEY_DOMAIN, key, hashlib.sha256).digest()
    salts = tuple(hmac.new(prk, SALT_DOMAIN + h + bytes([p, 1]), hashlib.sha256).digest()
                  for p in range(DECK_SIZE))
    return salts, hmac.new(prk, SEED_DOMAIN + h + b"\x01", hashlib.sha256).digest()


@dataclass(frozen=True, slots=True, repr=False)
class DeckSecret:
    """The host's side of a commitment: the deck, one salt per position and the D10 seed, and
    the per-hand ``key`` they were derived from (None for a secret an older host journalled
    salt by salt). Never sent to anyone; only the host's journal keeps it (RULES.md H3)."""

    hand: int
    deck: tuple[Card, ...]
    salts: tuple[bytes, ...]
    seed: bytes
    key: bytes | None = None

    @classmethod
    def from_key(cls, hand: int, deck: Sequence[Card], key: bytes) -> DeckSecret:
        salts, seed = derive_secrets(hand, key)
        return cls(hand, tuple(deck), salts, seed, key)

    def __repr__(self) -> str:  # no secrets in logs or tracebacks
        return f"DeckSecret(hand={self.hand}, ...)"

    def commitment(self) -> DeckCommitment:
        leaves = tuple(leaf_digest(self.hand, p, card, salt)
                       for p, (card, salt) in enumerate(zip(self.deck, self.salts, strict=True)))
        seed = seed_digest(self.hand, self.seed)
        return DeckCommitment(self.hand, leaves, seed, commitment_digest(self.hand, leaves, seed))

    def to_wire(self) -> dict[str, Any]:
        """For the host's own journal only: the key, or (a secret without one) every salt."""
        return {"hand": self.hand, "deck": [str(c) for c in self.deck], **self._keys()}

    def _keys(self) -> dict[str, Any]:
        if self.key is not None:
            return {"key": self.key.hex()}
        return {"salts": [s.hex() for s in self.salts], "seed": self.seed.hex()}

    def journal_text(self) -> str:
        """What the journal's ``salt`` column keeps: ``{"key": "<64 hex>"}`` (older journals
        hold ``{"salts": [52 x 64 hex], "seed": "<64 hex>"}``; :func:`secret_from_journal`
        reads both)."""
        return json.dumps(self._keys(), separators=(",", ":"))

    @classmethod
    def from_wire(cls, data: Any) -> DeckSecret:
        data = _map(data, "secret")
        hand = _int(data.get("hand"), "secret.hand", 0, MAX_HAND)
        deck = tuple(_card(v, f"secret.deck[{i}]")
                     for i, v in enumerate(_list(data.get("deck"), "secret.deck", DECK_SIZE)))
        if len(deck) != DECK_SIZE or len(set(deck)) != DECK_SIZE:
            raise FairnessFormatError("secret.deck: must be the 52 distinct cards")
        if "key" in data:
            return cls.from_key(hand, deck, _hex(data.get("key"), "secret.key", KEY_BYTES))
        salts = tuple(_hex(v, f"secret.salts[{i}]", SALT_BYTES)
                      for i, v in enumerate(_list(data.get("salts"), "secret.salts", DECK_SIZE)))
        if len(salts) != DECK_SIZE:
            raise FairnessFormatError(f"secret.salts: must be {DECK_SIZE} salts")
        return cls(hand, deck, salts, _hex(data.get("seed"), "secret.seed", SEED_BYTES))


def secret_from_journal(hand: int, deck: str, text: str) -> DeckSecret:
    """The secret of hand ``hand`` from the journal's ``deck`` (the cards run together, "As2c...")
    and ``salt`` columns, in either form :meth:`DeckSecret.journal_text` describes."""
    try:
        keys = json.loads(text)
    except (ValueError, RecursionError):
        raise FairnessFormatError("secret: the journal's salt column is not JSON") from None
    cards = [deck[i:i + 2] for i in range(0, len(deck), 2)]
    return DeckSecret.from_wire({**_map(keys, "secret"), "hand": hand, "deck": cards})


def commit_deck(hand: int, deck: Sequence[Card], *,
                randbytes: RandomBytes = secrets.token_bytes) -> tuple[DeckCommitment, DeckSecret]:
    """Commit to ``deck`` (52 distinct cards, the top first) for hand ``hand``: the salts and
    the seed derived from a fresh key from ``randbytes`` (the OS's CSPRNG; tests pass a seeded
    one)."""
    cards = tuple(deck)
    if len(cards) != DECK_SIZE or len(set(cards)) != DECK_SIZE:
        raise ValueError("the deck must be the 52 distinct cards, in dealing order")
    _hand_bytes(hand)
    key = randbytes(KEY_BYTES)
    if len(key) != KEY_BYTES:
        raise ValueError("randbytes returned the wrong number of bytes")
    secret = DeckSecret.from_key(hand, cards, key)
    return secret.commitment(), secret


def verify_seed(commitment: DeckCommitment, seed: bytes) -> bool:
    """Whether ``seed`` is the D10 seed ``commitment`` was made with."""
    return hmac.compare_digest(seed_digest(commitment.hand, seed), commitment.seed)


# --------------------------------------------------------------------------------------------
# D10: the reshuffle follows the committed seed
# --------------------------------------------------------------------------------------------


def _words(seed: bytes) -> Iterator[int]:
    counter = 0
    while True:
        digest = hmac.new(seed, D10_DOMAIN + counter.to_bytes(4, "big"), hashlib.sha256).digest()
        for i in range(0, 32, 4):
            yield int.from_bytes(digest[i:i + 4], "big")
        counter += 1


def d10_permutation(seed: bytes, count: int) -> list[int]:
    """The D10 reshuffle of ``count`` gathered cards as indices: the reshuffled pile is
    ``[gathered[i] for i in d10_permutation(seed, len(gathered))]``.

    Fisher-Yates from the last index down: for ``i`` from ``count - 1`` to 1 take the next
    32-bit word (big-endian, eight per digest) of ``HMAC-SHA256(key=seed, msg=b"studdesk-d10/2"
    || counter (4 bytes, big-endian))``, counter 0, 1, 2 ...; skip words not below
    ``2**32 - 2**32 % (i + 1)``; swap ``i`` and ``word % (i + 1)``.

    >>> d10_permutation(bytes(32), 5)
    [3, 2, 4, 0, 1]
    """
    order = list(range(count))
    words = _words(seed)
    for i in range(count - 1, 0, -1):
        n = i + 1
        limit = 2**32 - 2**32 % n
        word = next(words)
        while word >= limit:
            word = next(words)
        j = word % n
        order[i], order[j] = order[j], order[i]
    return order


def reshuffler(secret: DeckSecret) -> Callable[[list[Card]], list[Card]]:
    """The ``reshuffle`` to pass to the engine's ``Hand`` for the hand ``secret`` commits."""

    def reshuffle(cards: list[Card]) -> list[Card]:
        return [cards[i] for i in d10_permutation(secret.seed, len(cards))]

    return reshuffle


# --------------------------------------------------------------------------------------------
# Where each card came from
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Dealt:
    """A card dealt: its committed deck ``position``, the ``seat`` it went to (None for the
    community card), the card as the receiver saw it (None when hidden) and whether face up."""

    position: int
    seat: int | None
    card: str | None
    face_up: bool


@dataclass(frozen=True, slots=True)
class DealTrace:
    """The deal of one hand as positions: cards in dealing order, and the hands shown."""

    dealt: tuple[Dealt, ...]
    shown: Mapping[int, tuple[str, ...]]
    reshuffled: bool

    def positions_of(self, seat: int) -> list[int]:
        return [d.position for d in self.dealt if d.seat == seat]


# The events that move the deal or tell who holds what: every other kind (antes, bets gathered,
# pots awarded, ...) is passed over without being made plain data
_TRACED: Final = frozenset({"hand_started", "action_taken", "street_started", "cards_reshuffled",
                            "card_dealt", "community_card_dealt", "cards_shown"})


def _passed_over(event: Event) -> bool:
    """Whether :func:`trace_deal` has nothing to take from ``event`` (a move but a fold too)."""
    return event.type not in _TRACED or (isinstance(event, ActionTaken)
                                         and event.action is not ActionKind.FOLD)


def _plain_event(event: Event | Mapping[str, Any]) -> tuple[str, Mapping[str, Any]]:
    data: Mapping[str, Any] = event_to_dict(event) if isinstance(event, Event) else event
    kind = data.get("kind", data.get("type"))
    return (kind if isinstance(kind, str) else ""), data


def _seen(card: Any) -> str | None:
    if card is None or card == HIDDEN:
        return None
    return str(card)


def trace_deal(events: Iterable[Event | Mapping[str, Any]], seed: bytes | None) -> DealTrace:
    """The committed deck position of every card dealt in one hand, from its events (engine
    events, or their wire form with ``kind``) in order. ``seed`` is the hand's D10 seed, needed
    only when the hand has a ``cards_reshuffled`` event. Raises :class:`DealTraceError` when the
    events cannot come from one deal (a burn or reshuffle missing, more than 52 cards ...)."""
    order = list(range(DECK_SIZE))  # the pile to deal from, as committed positions
    top = 0
    burned: list[int] = []
    pending_burn = False  # a later street started: a burn, unless a reshuffle follows
    reshuffled = False
    first_street: int | None = None
    live: set[int] | None = None  # seats not folded, once hand_started is seen
    dealt: list[Dealt] = []
    shown: dict[int, tuple[str, ...]] = {}

    def take() -> int:
        nonlocal top
        if top >= len(order):
            raise DealTraceError("more cards dealt than the deck holds")
        position = order[top]
        top += 1
        return position

    def burn() -> None:
        nonlocal pending_burn
        if pending_burn:
            burned.append(take())
            pending_burn = False

    for event in events:
        if isinstance(event, Event) and _passed_over(event):
            continue
        kind, data = _plain_event(event)
        try:
            if kind == "hand_started":
                live = {int(s) for s in data["seats"]}
            elif kind == "action_taken" and data.get("action") == "fold" and live is not None:
                live.discard(int(data["seat"]))
            elif kind == "street_started":
                burn()
                # Every street after the first starts with a burn (D8; W6: Five Card Stud's
                # first street is the 2nd).
                pending_burn = first_street is not None
                if first_street is None:
                    first_street = int(data["street"])
            elif kind == "cards_reshuffled":
                if not pending_burn:
                    raise DealTraceError("a reshuffle that does not start a street")
                if seed is None:
                    raise DealTraceError("the hand was reshuffled (D10) but no seed was opened")
                pending_burn = False
                if live is not None and len(order) - top >= len(live) + 1:
                    raise DealTraceError("a reshuffle while the deck still held a burn and a "
                                         "card for every player (D10)")
                gathered = burned + order[top:]
                if int(data["count"]) != len(gathered):
                    raise DealTraceError(f"a reshuffle of {data['count']} cards where "
                                         f"{len(gathered)} were left")
                order = [gathered[i] for i in d10_permutation(seed, len(gathered))]
                top, burned, reshuffled = 0, [], True
            elif kind == "card_dealt":
                burn()
                dealt.append(Dealt(take(), int(data["seat"]), _seen(data.get("card")),
                                   bool(data.get("face_up"))))
            elif kind == "community_card_dealt":
                burn()
                dealt.append(Dealt(take(), None, _seen(data.get("card")), True))
            elif kind == "cards_shown":
                shown[int(data["seat"])] = tuple(str(c) for c in data["cards"])
        except (KeyError, TypeError, ValueError) as exc:
            if isinstance(exc, DealTraceError):
                raise
            raise DealTraceError(f"a malformed {kind or 'event'} event") from None
    return DealTrace(tuple(dealt), shown, reshuffled)


@dataclass(frozen=True, slots=True)
class Disclosure:
    """Which positions may be opened to whom: ``public`` to everyone, ``private[seat]`` to that
    seat alone. Every other position stays closed for ever (RULES.md H3)."""

    public: tuple[int, ...]
    private: Mapping[int, tuple[int, ...]]
    reshuffled: bool


def disclosure(trace: DealTrace) -> Disclosure:
    """Public: the face-up cards, the community card and every card of a hand shown. Private to
    a seat: its own down cards that were not shown. Burned and undealt positions: nowhere."""
    public: list[int] = []
    private: dict[int, list[int]] = {}
    for d in trace.dealt:
        if d.seat is not None:
            private.setdefault(d.seat, [])
        if d.seat is None or SPECTATOR.may_see(d.seat, face_up=d.face_up,
                                               shown=d.seat in trace.shown):
            public.append(d.position)  # what the table saw (the one rule, H1 and H3)
        else:
            private[d.seat].append(d.position)
    return Disclosure(tuple(public), {s: tuple(p) for s, p in private.items()}, trace.reshuffled)


# --------------------------------------------------------------------------------------------
# Openings
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Opening:
    """The card at ``position`` and its salt: enough to recompute the position's leaf."""

    position: int
    card: Card
    salt: bytes

    def to_wire(self) -> dict[str, Any]:
        return {"position": self.position, "card": str(self.card), "salt": self.salt.hex()}

    @classmethod
    def from_wire(cls, data: Any, path: str = "opening") -> Opening:
        data = _map(data, path)
        return cls(_int(data.get("position"), f"{path}.position", 0, DECK_SIZE - 1),
                   _card(data.get("card"), f"{path}.card"),
                   _hex(data.get("salt"), f"{path}.salt", SALT_BYTES))


def _openings(value: Any, path: str) -> tuple[Opening, ...]:
    return tuple(Opening.from_wire(v, f"{path}[{i}]")
                 for i, v in enumerate(_list(value, path, DECK_SIZE)))


def open_positions(secret: DeckSecret, positions: Iterable[int]) -> list[Opening]:
    """The openings of ``positions`` (in the order given)."""
    out = []
    for p in positions:
        if not 0 <= p < DECK_SIZE:
            raise ValueError(f"{p} is not a deck position (0..51)")
        out.append(Opening(p, secret.deck[p], secret.salts[p]))
    return out


@dataclass(frozen=True, slots=True)
class PublicReveal:
    """The ``reveal`` message: the openings everyone may see and, after a D10 reshuffle, the
    seed (None otherwise)."""

    hand: int
    openings: tuple[Opening, ...]
    seed: bytes | None = None

    def to_wire(self) -> dict[str, Any]:
        return {"hand": self.hand, "openings": [o.to_wire() for o in self.openings],
                "seed": None if self.seed is None else self.seed.hex()}

    @classmethod
    def from_wire(cls, data: Any) -> PublicReveal:
        data = _map(data, "reveal")
        seed = data.get("seed")
        return cls(_int(data.get("hand"), "reveal.hand", 0, MAX_HAND),
                   _openings(data.get("openings"), "reveal.openings"),
                   None if seed is None else _hex(seed, "reveal.seed", SEED_BYTES))


@dataclass(frozen=True, slots=True)
class SeatOpenings:
    """The private ``openings`` message: ``seat``'s own down cards, for that seat only."""

    hand: int
    seat: int
    openings: tuple[Opening, ...]

    def to_wire(self) -> dict[str, Any]:
        return {"hand": self.hand, "seat": self.seat,
                "openings": [o.to_wire() for o in self.openings]}

    @classmethod
    def from_wire(cls, data: Any) -> SeatOpenings:
        data = _map(data, "openings")
        return cls(_int(data.get("hand"), "openings.hand", 0, MAX_HAND),
                   _int(data.get("seat"), "openings.seat", 1, 8),
                   _openings(data.get("openings"), "openings.openings"))


def disclose(secret: DeckSecret,
             events: Iterable[Event | Mapping[str, Any]]) -> tuple[PublicReveal, dict[int, SeatOpenings]]:
    """What the host sends after the hand whose uncensored ``events`` (``hand.events``) were
    dealt from ``secret``: the public reveal and each seat's private openings."""
    which = disclosure(trace_deal(events, secret.seed))
    public = PublicReveal(secret.hand, tuple(open_positions(secret, which.public)),
                          secret.seed if which.reshuffled else None)
    private = {seat: SeatOpenings(secret.hand, seat, tuple(open_positions(secret, positions)))
               for seat, positions in which.private.items()}
    return public, private


# --------------------------------------------------------------------------------------------
# Client-side checks
# --------------------------------------------------------------------------------------------


class Status(Enum):
    OK = "ok"
    FAILED = "failed"
    NOT_CHECKED = "not_checked"


@dataclass(frozen=True, slots=True)
class Verdict:
    """The result of a check: ``status``, how many cards were ``compared``, and the reason
    (why it failed, or why it was not checked)."""

    status: Status
    compared: int = 0
    reason: str = ""

    @property
    def ok(self) -> bool | None:
        """True (✔), False (✘) or None (not checked)."""
        if self.status is Status.NOT_CHECKED:
            return None
        return self.status is Status.OK


def _failed(reason: str, compared: int = 0) -> Verdict:
    return Verdict(Status.FAILED, compared, reason)


def verify_openings(commitment: DeckCommitment | None, openings: Iterable[Opening],
                    seen_cards_by_position: Mapping[int, str | Card]) -> Verdict:
    """Whether ``openings`` open ``commitment`` at exactly the positions this client saw, with
    the cards it saw there. Fails on an opening that does not hash to its leaf, a position
    opened twice, one card at two positions, a seen card not opened or opened as another card,
    and an opening of a position this client never saw (the host must not send those, H3)."""
    if commitment is None:
        return Verdict(Status.NOT_CHECKED, 0, "no commitment was received before the deal")
    opened: dict[int, Opening] = {}
    where: dict[Card, int] = {}
    for o in openings:
        if not 0 <= o.position < DECK_SIZE or len(o.salt) != SALT_BYTES:
            return _failed(f"position {o.position}: a malformed opening")
        if o.position in opened:
            return _failed(f"position {o.position} was opened twice")
        leaf = leaf_digest(commitment.hand, o.position, o.card, o.salt)
        if not hmac.compare_digest(leaf, commitment.leaves[o.position]):
            return _failed(f"position {o.position}: {o.card} does not open the commitment")
        if o.card in where:
            return _failed(f"{o.card} opened at positions {where[o.card]} and {o.position}")
        opened[o.position] = o
        where[o.card] = o.position
    compared = 0
    for position in sorted(seen_cards_by_position):
        card = str(seen_cards_by_position[position])
        found = opened.get(position)
        if found is None:
            return _failed(f"position {position} ({card}) was not opened", compared)
        if str(found.card) != card:
            return _failed(f"position {position}: the table showed {card}, the commitment "
                           f"holds {found.card}", compared)
        compared += 1
    extra = sorted(set(opened) - set(seen_cards_by_position))
    if extra:
        return _failed(f"position {extra[0]} was opened but never shown here", compared)
    return Verdict(Status.OK, compared)


def seen_cards(trace: DealTrace) -> dict[int, str]:
    """The cards this client saw, by committed position: the cards shown to it as dealt and
    every hand shown (matched to the seat's cards in dealing order). A
    :class:`DealTraceError` when a shown hand disagrees with what was dealt."""
    seen: dict[int, str] = {d.position: d.card for d in trace.dealt if d.card is not None}
    for seat, cards in trace.shown.items():
        positions = trace.positions_of(seat)
        if len(positions) != len(cards):
            raise DealTraceError(f"seat {seat} showed {len(cards)} cards of {len(positions)}")
        for position, card in zip(positions, cards, strict=True):
            if seen.get(position, card) != card:
                raise DealTraceError(f"seat {seat} showed {card} where {seen[position]} was dealt")
            seen[position] = card
    return seen


def check_hand(commitment: DeckCommitment | None,
               events: Sequence[Event | Mapping[str, Any]],
               reveal: PublicReveal,
               own: Iterable[SeatOpenings] = ()) -> Verdict:
    """The whole client check of one hand: the events as this client received them (from
    ``hand_started`` on), the public ``reveal`` and the private openings of its own seats."""
    if commitment is None:
        return Verdict(Status.NOT_CHECKED, 0, "no commitment was received before the deal")
    mine = list(own)
    if reveal.hand != commitment.hand or any(s.hand != commitment.hand for s in mine):
        return _failed(f"the openings are not for hand {commitment.hand}")
    if not events or _plain_event(events[0])[0] != "hand_started":
        return Verdict(Status.NOT_CHECKED, 0, "this table joined the hand after it started")
    if reveal.seed is not None and not verify_seed(commitment, reveal.seed):
        return _failed("the D10 seed does not open the commitment")
    try:
        seen = seen_cards(trace_deal(events, reveal.seed))
    except DealTraceError as exc:
        return _failed(str(exc))
    openings = list(reveal.openings) + [o for s in mine for o in s.openings]
    return verify_openings(commitment, openings, seen)


__all__ = [
    "SCHEME", "DealTrace", "DealTraceError", "Dealt", "DeckCommitment", "DeckSecret",
    "Disclosure", "FairnessFormatError", "Opening", "PublicReveal", "SeatOpenings", "Status",
    "Verdict", "check_hand", "commit_deck", "d10_permutation", "disclose", "disclosure",
    "leaf_digest", "open_positions", "reshuffler", "seed_digest", "seen_cards", "trace_deal",
    "verify_openings", "verify_seed",
]
