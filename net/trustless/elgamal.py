"""ElGamal on ristretto255 for a 52-card deck: keys, cards, masks and reveal tokens.

A device's key is a secret scalar ``x`` and its public ``Y = x G``, published with a Schnorr
proof that the device knows ``x`` (:class:`KeyShare`): without it a device could announce
``Y' - sum(others)`` and hold the whole joint key alone (a rogue key). The joint key is the sum
of every device's public key. A card is a fixed point nobody knows the logarithm of
(:func:`card_point`); a masked card is a :class:`Ciphertext` ``(a, b) = (r G, M + r Y)``.
Re-masking adds ``(s G, s Y)``. A device's reveal token for a card is ``T = x a`` with a
Chaum–Pedersen proof that ``log_G Y_i = log_a T`` (:class:`RevealToken`); the card is
``b - sum(T)`` over every device's token, and no fewer tokens give it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from net.trustless import group
from net.trustless.errors import TrustlessError
from net.trustless.group import IDENTITY, G, Point
from net.trustless.transcript import Context, challenge

RANKS = "23456789TJQKA"
SUITS = "cdhs"
#: The 52 cards by name, in the order of :func:`initial_deck`: the engine's order
#: (``str(studdesk.engine.cards.Card(i)) == CARDS[i]``), written out here so that this package
#: imports nothing of the engine.
CARDS: tuple[str, ...] = tuple(rank + suit for rank in RANKS for suit in SUITS)

_CARD_DOMAIN = b"studdesk-trustless/1/card"


def card_point(card: str) -> Point:
    """The fixed point that stands for ``card`` (``"As"``): hash-to-group of its name under
    the card domain, so nobody knows any relation between two cards' points."""
    if card not in _CARD_INDEX:
        raise TrustlessError(f"{card!r} is not a card")
    return _CARD_POINTS[_CARD_INDEX[card]]


_CARD_INDEX = {card: i for i, card in enumerate(CARDS)}
_CARD_POINTS = tuple(group.hash_to_point(_CARD_DOMAIN, card.encode()) for card in CARDS)
_POINT_CARDS = {point: card for card, point in zip(CARDS, _CARD_POINTS)}


# --- proofs of equal discrete logarithms ----------------------------------------------------


@dataclass(frozen=True)
class DlogProof:
    """A Fiat–Shamir proof ``(c, s)``: Schnorr for one base, Chaum–Pedersen for two."""

    c: int
    s: int

    def to_wire(self) -> list[bytes]:
        return [group.scalar_bytes(self.c), group.scalar_bytes(self.s)]

    @classmethod
    def from_wire(cls, data: object, what: str) -> DlogProof:
        if not isinstance(data, list | tuple) or len(data) != 2:
            raise TrustlessError(f"{what}: a proof is two scalars")
        return cls(group.scalar_from_bytes(data[0], what), group.scalar_from_bytes(data[1], what))


def _prove_equal_logs(kind: str, context: Context, secret: int, bases: Sequence[Point],
                      statement: Sequence[bytes]) -> DlogProof:
    k = group.random_scalar()
    commitments = [group.mul(k, b) for b in bases]
    c = challenge(kind, context, *statement, *commitments)
    return DlogProof(c, (k + c * secret) % group.L)


def _check_equal_logs(kind: str, context: Context, proof: DlogProof,
                      pairs: Sequence[tuple[Point, Point]], statement: Sequence[bytes]) -> bool:
    """True when ``proof`` shows one ``x`` with ``value = x base`` for every pair."""
    commitments = [group.sub(group.mul(proof.s, b), group.mul(proof.c, v)) for b, v in pairs]
    return challenge(kind, context, *statement, *commitments) == proof.c


# --- keys ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class KeyShare:
    """A device's public key with its proof of knowledge of the secret (Schnorr)."""

    device: str
    public: Point
    proof: DlogProof

    def to_wire(self) -> list[object]:
        return [self.device, bytes(self.public), self.proof.to_wire()]

    @classmethod
    def from_wire(cls, data: object) -> KeyShare:
        if not isinstance(data, list | tuple) or len(data) != 3 or not isinstance(data[0], str):
            raise TrustlessError("a key share is [device, public key, proof]")
        what = f"device {data[0]!r}'s key"
        return cls(data[0], group.decode_point(data[1], what), DlogProof.from_wire(data[2], what))


@dataclass(frozen=True)
class KeyPair:
    secret: int
    share: KeyShare


def _key_statement(public: Point) -> list[bytes]:
    return [G, public]


def new_key(context: Context) -> KeyPair:
    """A fresh key for ``context.device`` (its step becomes ``key``), with its proof."""
    context = context.at("key")
    secret = group.random_scalar()
    public = group.base(secret)
    proof = _prove_equal_logs("key", context, secret, [G], _key_statement(public))
    return KeyPair(secret, KeyShare(context.device, public, proof))


def verify_key_share(share: KeyShare, context: Context) -> None:
    """Raises :class:`TrustlessError` unless ``share`` proves knowledge of its secret in this
    session (``context``'s session and hand; its device and step are the share's own)."""
    if share.public == IDENTITY:
        raise TrustlessError(f"device {share.device!r}'s public key is the identity")
    context = context.at("key", device=share.device)
    if not _check_equal_logs("key", context, share.proof, [(G, share.public)],
                             _key_statement(share.public)):
        raise TrustlessError(
            f"device {share.device!r}'s key: the proof of knowledge of its secret does not check")


def joint_key(shares: Sequence[KeyShare], context: Context) -> Point:
    """The table's joint public key: every share checked, one per device, summed."""
    if not shares:
        raise TrustlessError("a joint key needs at least one device's key")
    devices = [share.device for share in shares]
    if len(set(devices)) != len(devices):
        raise TrustlessError("two key shares name the same device")
    if len({share.public for share in shares}) != len(shares):
        raise TrustlessError("two devices sent the same public key")
    for share in shares:
        verify_key_share(share, context)
    joint = group.sum_points([share.public for share in shares])
    if joint == IDENTITY:
        raise TrustlessError("the devices' keys cancel out")
    return joint


# --- masked cards ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Ciphertext:
    """A masked card ``(a, b) = (r G, M + r Y)``."""

    a: Point
    b: Point

    def to_bytes(self) -> bytes:
        return bytes(self.a) + bytes(self.b)

    def to_wire(self) -> list[bytes]:
        return [bytes(self.a), bytes(self.b)]

    @classmethod
    def from_wire(cls, data: object, what: str) -> Ciphertext:
        if not isinstance(data, list | tuple) or len(data) != 2:
            raise TrustlessError(f"{what}: a masked card is two points")
        return cls(group.decode_point(data[0], what), group.decode_point(data[1], what))


def initial_deck() -> tuple[Ciphertext, ...]:
    """The open deck every shuffle starts from: card ``CARDS[i]`` as ``(identity, M_i)``
    (masked with 0; the first shuffle masks it)."""
    return tuple(Ciphertext(IDENTITY, point) for point in _CARD_POINTS)


def encrypt_card(card: str, key: Point, r: int) -> Ciphertext:
    """``card`` masked with ``r`` under ``key`` (tests; a deal starts from the open deck)."""
    return Ciphertext(group.base(r), group.add(card_point(card), group.mul(r, key)))


def remask(ct: Ciphertext, key: Point, s: int) -> Ciphertext:
    """The same card under a fresh mask: ``(a + s G, b + s Y)``."""
    return Ciphertext(group.add(ct.a, group.base(s)), group.add(ct.b, group.mul(s, key)))


def deck_to_bytes(deck: Sequence[Ciphertext]) -> bytes:
    return b"".join(ct.to_bytes() for ct in deck)


# --- reveal tokens ---------------------------------------------------------------------------


#: A token's recipient when it goes to every device (an up card, a card shown).
EVERYONE = "*"


@dataclass(frozen=True)
class RevealToken:
    """Device ``device``'s share ``x a`` of the card at deck position ``position``, meant for
    ``recipient`` (a device id, or :data:`EVERYONE`), with a Chaum–Pedersen proof that it
    used the secret of its public key on that very card. The recipient is part of the proof's
    context, so a transcript says truthfully who each token was for."""

    device: str
    position: int
    recipient: str
    share: Point
    proof: DlogProof

    def to_wire(self) -> list[object]:
        return [self.device, self.position, self.recipient, bytes(self.share),
                self.proof.to_wire()]

    @classmethod
    def from_wire(cls, data: object) -> RevealToken:
        if (not isinstance(data, list | tuple) or len(data) != 5 or not isinstance(data[0], str)
                or not isinstance(data[1], int) or isinstance(data[1], bool)
                or not isinstance(data[2], str)):
            raise TrustlessError("a reveal token is [device, position, recipient, share, proof]")
        what = f"device {data[0]!r}'s reveal token for position {data[1]}"
        return cls(data[0], data[1], data[2], group.decode_point(data[3], what),
                   DlogProof.from_wire(data[4], what))


def _token_statement(public: Point, position: int, ct: Ciphertext, share: Point) -> list[bytes]:
    return [G, public, position.to_bytes(2, "big"), ct.to_bytes(), share]


def _token_context(context: Context, position: int, recipient: str, device: str) -> Context:
    return context.at(f"token/{position}/{recipient}", device=device)


def reveal_token(key: KeyPair, ct: Ciphertext, position: int, recipient: str,
                 context: Context) -> RevealToken:
    """This device's token for the card ``ct`` at ``position`` of this hand's deck, for
    ``recipient`` (:data:`EVERYONE` or a device id)."""
    if not 0 <= position < 2**16:
        raise TrustlessError(f"position {position} is out of range")
    if not recipient:
        raise TrustlessError("a reveal token needs a recipient")
    device = key.share.device
    share = group.mul(key.secret, ct.a)
    proof = _prove_equal_logs("token", _token_context(context, position, recipient, device),
                              key.secret, [G, ct.a],
                              _token_statement(key.share.public, position, ct, share))
    return RevealToken(device, position, recipient, share, proof)


def verify_token(token: RevealToken, public: Point, ct: Ciphertext, position: int,
                 device: str, context: Context) -> None:
    """Raises :class:`TrustlessError` unless ``token`` is ``device``'s (public key
    ``public``) token for the card ``ct`` at ``position`` in this hand (``context``), for the
    recipient it names."""
    if token.device != device:
        raise TrustlessError(f"a reveal token from device {token.device!r} where "
                             f"device {device!r}'s was expected")
    if token.position != position:
        raise TrustlessError(f"device {device!r} sent a reveal token for position "
                             f"{token.position}, not for position {position}")
    if not _check_equal_logs("token", _token_context(context, position, token.recipient, device),
                             token.proof, [(G, public), (ct.a, token.share)],
                             _token_statement(public, position, ct, token.share)):
        raise TrustlessError(f"device {device!r}'s reveal token for position {position} does "
                             "not check (its Chaum–Pedersen proof fails)")


def open_card(ct: Ciphertext, shares: Sequence[Point]) -> str:
    """The card under ``ct`` given every device's token share: ``b - sum(shares)``."""
    point = group.sub(ct.b, group.sum_points(list(shares)))
    card = _POINT_CARDS.get(Point(point))
    if card is None:
        raise TrustlessError("the reveal tokens do not open this masked card to a card "
                             "(a device's token is missing or the deck is not a deck)")
    return card


def open_checked(ct: Ciphertext, position: int, tokens: Mapping[str, RevealToken],
                 keys: Mapping[str, Point], context: Context) -> str:
    """Checks one token per device in ``keys`` (no more, no fewer) and opens the card."""
    missing = sorted(set(keys) - set(tokens))
    if missing:
        raise TrustlessError(f"no reveal token from {', '.join(missing)} for position {position}")
    extra = sorted(set(tokens) - set(keys))
    if extra:
        raise TrustlessError(f"reveal tokens from unknown devices: {', '.join(extra)}")
    for device, public in keys.items():
        verify_token(tokens[device], public, ct, position, device, context)
    return open_card(ct, [tokens[device].share for device in keys])
