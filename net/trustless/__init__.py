"""A deal nobody has to trust (mental poker on ristretto255): every device's key masks the
deck, every device shuffles it and proves its shuffle, and a card opens only with every
device's reveal token. No Qt, no network: pure functions and records, the protocol in
net/TRUSTLESS.md.

- :mod:`net.trustless.group`: ristretto255 from libsodium (rbcl), scalars as ints mod L;
- :mod:`net.trustless.transcript`: Fiat–Shamir challenges and their :class:`Context`;
- :mod:`net.trustless.elgamal`: keys with Schnorr proofs, cards, masks, reveal tokens with
  Chaum–Pedersen proofs;
- :mod:`net.trustless.shuffle`: the shuffle and its zero-knowledge proof;
- :mod:`net.trustless.hand`: one hand's deal as every device keeps it, and its transcript.
"""

from net.trustless.elgamal import (
    CARDS,
    EVERYONE,
    Ciphertext,
    DlogProof,
    KeyPair,
    KeyShare,
    RevealToken,
    card_point,
    encrypt_card,
    initial_deck,
    joint_key,
    new_key,
    open_card,
    open_checked,
    remask,
    reveal_token,
    verify_key_share,
    verify_token,
)
from net.trustless.errors import TrustlessError
from net.trustless.hand import Deal, HandTranscript, verify_transcript
from net.trustless.shuffle import ShuffleProof, shuffle, verify_shuffle
from net.trustless.transcript import Context

__all__ = [
    "CARDS", "EVERYONE", "Ciphertext", "Context", "Deal", "HandTranscript", "DlogProof", "KeyPair", "KeyShare", "RevealToken",
    "ShuffleProof", "TrustlessError", "card_point", "encrypt_card", "initial_deck", "joint_key", "new_key",
    "open_card", "open_checked", "remask", "reveal_token", "shuffle", "verify_key_share",
    "verify_shuffle", "verify_token", "verify_transcript",
]
