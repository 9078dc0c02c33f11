"""One hand's deal nobody has to trust, as every device keeps it, and its transcript.

:class:`Deal` is the state every device (and the host) keeps for one hand: the devices' keys in
shuffling order, the deck after each device's shuffle with its proof, and every reveal token it
has seen. Everything added is checked first; a refusal is a :class:`TrustlessError` and changes
nothing. :meth:`Deal.release` is an honest device's side: it gives at most one token per deck
position, never for a position another device's token already went privately to someone else.
Which positions are due to whom is the table's business (the engine's public state: a down card
to its owner, an up card to everyone, nothing for a folded, burned or undealt card).

:class:`HandTranscript` is what a hand leaves behind: the keys, the shuffles and the tokens
the host relayed, in a msgpack-friendly form; :func:`verify_transcript` checks every proof in
it and returns the cards it opens (net/TRUSTLESS.md, "Transcript").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from net.trustless.elgamal import (
    CARDS,
    EVERYONE,
    Ciphertext,
    KeyPair,
    KeyShare,
    RevealToken,
    initial_deck,
    joint_key,
    open_card,
    reveal_token,
    verify_token,
)
from net.trustless.errors import TrustlessError
from net.trustless.group import Point, mul
from net.trustless.shuffle import ShuffleProof, shuffle, verify_shuffle
from net.trustless.transcript import Context

TRANSCRIPT_VERSION = 1
#: The hand number of the session's key set-up (proofs of the keys are made once a session).
KEY_HAND = 0


def key_context(session: bytes, device: str) -> Context:
    """Where a device's key share is proved: the session's set-up."""
    return Context(session, KEY_HAND, device, "key")


class Deal:
    """One hand's deck: shuffled by every device in turn, then opened card by card."""

    def __init__(self, session: bytes, hand: int, keys: Sequence[KeyShare]) -> None:
        if EVERYONE in (share.device for share in keys):
            raise TrustlessError(f"{EVERYONE!r} cannot be a device id")
        self.joint = joint_key(keys, key_context(session, keys[0].device if keys else "?"))
        self.context = Context(session, hand, keys[0].device, "")
        self.keys = tuple(keys)
        self.devices = tuple(share.device for share in keys)
        self.publics = {share.device: share.public for share in keys}
        self.decks: list[tuple[Ciphertext, ...]] = [initial_deck()]
        self.proofs: list[ShuffleProof] = []
        #: How many shuffles, from the first, have been checked (or made here).
        self.checked = 0
        self._made: set[int] = set()  # the shuffles this device made (nothing to check)
        self.tokens: dict[int, dict[str, RevealToken]] = {}

    # --- shuffling ---------------------------------------------------------------------------

    @property
    def next_shuffler(self) -> str | None:
        """The device whose shuffle comes next, or None when every device has shuffled."""
        done = len(self.proofs)
        return self.devices[done] if done < len(self.devices) else None

    def _shuffle_context(self, index: int) -> Context:
        return self.context.at(f"shuffle/{index}", device=self.devices[index])

    def shuffle(self, key: KeyPair) -> tuple[tuple[Ciphertext, ...], ShuffleProof]:
        """This device's turn: shuffle and re-mask the current deck, prove it, record it. The
        deck before may still wait for its check (:meth:`add_shuffle` with ``check=False``):
        shuffling on it risks nothing, since no token is released before every check."""
        device = key.share.device
        if self.next_shuffler != device:
            raise TrustlessError(f"it is not device {device!r}'s turn to shuffle")
        index = len(self.proofs)
        deck, proof = shuffle(self.decks[-1], self.joint, self._shuffle_context(index), key)
        self.decks.append(deck)
        self.proofs.append(proof)
        self._made.add(index)
        if self.checked == index:
            self.checked = index + 1
        return deck, proof

    def add_shuffle(self, device: str, deck: Sequence[Ciphertext], proof: ShuffleProof,
                    check: bool = True) -> None:
        """Another device's shuffle, recorded on top of the deck before it; checked at once,
        or with ``check=False`` later by :meth:`check_shuffles` (so that this device can shuffle
        next while it checks: the first card comes sooner)."""
        if self.next_shuffler is None:
            raise TrustlessError(f"device {device!r} shuffled after every device had shuffled")
        if device != self.next_shuffler:
            raise TrustlessError(f"a shuffle from device {device!r} where device "
                                 f"{self.next_shuffler!r}'s was expected")
        index = len(self.proofs)
        if len(deck) != len(self.decks[-1]):
            raise TrustlessError(f"device {device!r}'s shuffle has {len(deck)} cards, "
                                 f"not {len(self.decks[-1])}")
        if check:
            self.check_shuffles()  # the ones before first
            verify_shuffle(self.decks[-1], deck, proof, self.joint, self._shuffle_context(index),
                           self.publics[device])
        self.decks.append(tuple(deck))
        self.proofs.append(proof)
        if check:
            self.checked = index + 1

    def check_shuffles(self) -> None:
        """Checks every shuffle recorded and not checked yet, in order; the first that fails
        raises (the hand is void: the table decides what follows)."""
        while self.checked < len(self.proofs):
            index = self.checked
            if index in self._made:
                self.checked = index + 1
                continue
            verify_shuffle(self.decks[index], self.decks[index + 1], self.proofs[index],
                           self.joint, self._shuffle_context(index),
                           self.publics[self.devices[index]])
            self.checked = index + 1

    @property
    def shuffled(self) -> bool:
        """Every device has shuffled and every shuffle checked."""
        return self.next_shuffler is None and self.checked == len(self.proofs)

    @property
    def deck(self) -> tuple[Ciphertext, ...]:
        """The deck cards are dealt from: the last device's shuffle, once all are checked."""
        if self.next_shuffler is not None:
            raise TrustlessError("the deck is not shuffled by every device yet")
        if not self.shuffled:
            raise TrustlessError("the deck's shuffles are not all checked yet")
        return self.decks[-1]

    def _masked(self, position: int) -> Ciphertext:
        deck = self.deck
        if not 0 <= position < len(deck):
            raise TrustlessError(f"there is no deck position {position}")
        return deck[position]

    # --- opening -----------------------------------------------------------------------------

    def release(self, key: KeyPair, position: int, recipient: str) -> RevealToken:
        """An honest device's token for ``position``, for ``recipient`` (a device, or
        :data:`EVERYONE`). At most one per position: a second request is refused, and so is
        one for the device's own card (its own token never leaves it but to everyone)."""
        device = key.share.device
        if recipient != EVERYONE and recipient not in self.publics:
            raise TrustlessError(f"no device {recipient!r} at this table")
        if recipient == device:
            raise TrustlessError("a device keeps its own token for a card dealt to it")
        if device in self.tokens.get(position, {}):
            raise TrustlessError(f"device {device!r} has already released position {position}")
        token = reveal_token(key, self._masked(position), position, recipient, self.context)
        self.tokens.setdefault(position, {})[device] = token
        return token

    def add_token(self, token: RevealToken) -> None:
        """Another device's token: checked (its proof, its device, its card), then recorded;
        the same token twice is harmless, another one for the same position is refused."""
        if token.device not in self.publics:
            raise TrustlessError(f"a reveal token from device {token.device!r}, not at this table")
        if token.recipient != EVERYONE and token.recipient not in self.publics:
            raise TrustlessError(f"a reveal token for {token.recipient!r}, not at this table")
        kept = self.tokens.get(token.position, {}).get(token.device)
        if kept is not None:
            if kept == token:
                return
            raise TrustlessError(f"device {token.device!r} sent a second reveal token for "
                                 f"position {token.position}")
        verify_token(token, self.publics[token.device], self._masked(token.position),
                     token.position, token.device, self.context)
        self.tokens.setdefault(token.position, {})[token.device] = token

    def card(self, position: int, key: KeyPair | None = None) -> str:
        """The card at ``position`` from every device's token; ``key``'s own share is made
        here (not recorded, not sent) when its token is not among them."""
        ct = self._masked(position)
        have = self.tokens.get(position, {})
        shares: list[Point] = []
        for device in self.devices:
            if device in have:
                shares.append(have[device].share)
            elif key is not None and key.share.device == device:
                shares.append(mul(key.secret, ct.a))
            else:
                raise TrustlessError(f"position {position} needs device {device!r}'s token")
        return open_card(ct, shares)

    def opened(self) -> dict[int, str]:
        """Every position whose tokens from all devices are here, with its card."""
        return {position: self.card(position) for position, have in sorted(self.tokens.items())
                if len(have) == len(self.devices)}

    def transcript(self) -> HandTranscript:
        return HandTranscript(
            session=self.context.session, hand=self.context.hand, keys=self.keys,
            shuffles=tuple(zip(self.decks[1:], self.proofs)),
            tokens=tuple(token for _position, have in sorted(self.tokens.items())
                         for token in have.values()))


@dataclass(frozen=True)
class HandTranscript:
    """Everything a hand's deal leaves: the keys (in shuffling order), each device's shuffled
    deck with its proof, and the tokens in order of position."""

    session: bytes
    hand: int
    keys: tuple[KeyShare, ...]
    shuffles: tuple[tuple[tuple[Ciphertext, ...], ShuffleProof], ...]
    tokens: tuple[RevealToken, ...]

    def to_wire(self) -> dict[str, object]:
        return {
            "v": TRANSCRIPT_VERSION, "session": self.session, "hand": self.hand,
            "keys": [share.to_wire() for share in self.keys],
            "shuffles": [[[ct.to_wire() for ct in deck], proof.to_wire()]
                         for deck, proof in self.shuffles],
            "tokens": [token.to_wire() for token in self.tokens],
        }

    @classmethod
    def from_wire(cls, data: object) -> HandTranscript:
        if not isinstance(data, dict) or set(data) != {"v", "session", "hand", "keys",
                                                       "shuffles", "tokens"}:
            raise TrustlessError("a deal transcript is a map of v, session, hand, keys, "
                                 "shuffles and tokens")
        if type(data["v"]) is not int or data["v"] != TRANSCRIPT_VERSION:
            raise TrustlessError(f"deal transcript version {data['v']!r} is not known")
        session, hand = data["session"], data["hand"]
        if not isinstance(session, bytes) or not isinstance(hand, int) or isinstance(hand, bool):
            raise TrustlessError("a deal transcript's session is bytes and its hand a number")
        keys, shuffles, tokens = data["keys"], data["shuffles"], data["tokens"]
        if not all(isinstance(x, list | tuple) for x in (keys, shuffles, tokens)):
            raise TrustlessError("a deal transcript's keys, shuffles and tokens are lists")
        parsed: list[tuple[tuple[Ciphertext, ...], ShuffleProof]] = []
        for k, entry in enumerate(shuffles):
            what = f"shuffle {k}"
            if not isinstance(entry, list | tuple) or len(entry) != 2 \
                    or not isinstance(entry[0], list | tuple) or len(entry[0]) != len(CARDS):
                raise TrustlessError(f"{what}: a shuffle is [52 masked cards, proof]")
            deck = tuple(Ciphertext.from_wire(ct, f"{what}, card {i}")
                         for i, ct in enumerate(entry[0]))
            parsed.append((deck, ShuffleProof.from_wire(entry[1], what)))
        return cls(session, hand, tuple(KeyShare.from_wire(k) for k in keys), tuple(parsed),
                   tuple(RevealToken.from_wire(t) for t in tokens))


def verify_transcript(transcript: HandTranscript) -> dict[int, str]:
    """Checks every key, shuffle and token of ``transcript`` in order (a shuffle missing is an
    error too) and returns the cards it opens, by deck position."""
    deal = Deal(transcript.session, transcript.hand, transcript.keys)
    if len(transcript.shuffles) != len(deal.devices):
        raise TrustlessError(f"the transcript has {len(transcript.shuffles)} shuffles for "
                             f"{len(deal.devices)} devices")
    for device, (deck, proof) in zip(deal.devices, transcript.shuffles):
        deal.add_shuffle(device, deck, proof)
    for token in transcript.tokens:
        deal.add_token(token)
    return deal.opened()
