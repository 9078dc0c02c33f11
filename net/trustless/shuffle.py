"""A zero-knowledge proof that a deck was shuffled and re-masked: Wikström's
commitment-consistent proof of a shuffle, in the form of Terelius and Wikström (2010) as
written out step by step for ElGamal re-encryption by Haenni, Locher, Koenig and Dubuis
("Pseudo-code algorithms for verifiable re-encryption mix-nets", FC 2017), made
non-interactive with Fiat–Shamir (net/trustless/transcript.py).

Statement: ``outputs[i] = remask(inputs[psi(i)], s_i)`` for a permutation ``psi`` and scalars
``s_i`` the shuffler keeps. The shuffler commits to the permutation matrix column by column
with Pedersen commitments over independent generators ``H_1..H_N`` (:func:`generators`),
``c[psi(i)] = r[psi(i)] G + H_i``; draws the challenge vector ``u`` from a hash of everything
so far; and proves in one Schnorr-style protocol that (1) the committed matrix's rows sum to
ones, (2) the committed matrix applied to ``u`` is a vector ``u'`` whose product equals the
product of ``u`` (a chain of commitments ``chain[i] = rh_i G + u'_i chain[i-1]``), and (3) the
outputs weighted by the same ``u'`` equal the inputs weighted by ``u`` plus one re-mask. With
(1) and (2) for a random ``u`` the matrix is a permutation matrix except with probability about
N/L (L = 2^252...), and then (3) says every output re-masks the input the matrix sends it. The
generators come from hash-to-group, so nobody knows a relation between them (the commitments
bind under the discrete-logarithm assumption). See net/TRUSTLESS.md for the whole argument.

The same challenge also answers a Schnorr proof of knowledge of the shuffler's own secret key
(``s5``), so only that device can make a shuffle in its name.

Cost for N cards: the shuffler does 6N + 1 variable-base and 4N + 5 fixed-base scalar products
(the re-masking included), the verifier 8N + 8 and N + 5 (libsodium has no multi-scalar
product, so each is separate).
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from net.trustless import group
from net.trustless.elgamal import Ciphertext, KeyPair, deck_to_bytes, remask
from net.trustless.errors import TrustlessError
from net.trustless.group import G, L, Point
from net.trustless.transcript import Context, challenge, digest

_GENERATOR_DOMAIN = b"studdesk-trustless/1/generator"
MAX_CARDS = 64


@cache
def generators(n: int) -> tuple[Point, ...]:
    """``H_0, H_1 .. H_n``: independent points from hash-to-group (``H_0`` starts the chain)."""
    return tuple(group.hash_to_point(_GENERATOR_DOMAIN, i.to_bytes(4, "big"))
                 for i in range(n + 1))


@dataclass(frozen=True)
class ShuffleProof:
    """The non-interactive proof: the permutation commitment, the commitment chain, the
    challenge and the responses (4N + 6 values of 32 bytes: 6.8 kB for 52 cards); ``s5``
    answers for the shuffler's own key (see :func:`shuffle`)."""

    commitments: tuple[Point, ...]
    chain: tuple[Point, ...]
    c: int
    s1: int
    s2: int
    s3: int
    s4: int
    s5: int
    s_hat: tuple[int, ...]
    s_prime: tuple[int, ...]

    def to_wire(self) -> list[object]:
        sc = group.scalar_bytes
        return [[bytes(p) for p in self.commitments], [bytes(p) for p in self.chain],
                [sc(x) for x in (self.c, self.s1, self.s2, self.s3, self.s4, self.s5)],
                [sc(x) for x in self.s_hat], [sc(x) for x in self.s_prime]]

    @classmethod
    def from_wire(cls, data: object, what: str) -> ShuffleProof:
        if not isinstance(data, list | tuple) or len(data) != 5 or not all(
                isinstance(part, list | tuple) for part in data):
            raise TrustlessError(f"{what}: a shuffle proof is five lists")
        commitments, chain, scalars, s_hat, s_prime = data
        n = len(commitments)
        if not 1 <= n <= MAX_CARDS or len(chain) != n or len(s_hat) != n or len(s_prime) != n \
                or len(scalars) != 6:
            raise TrustlessError(f"{what}: the shuffle proof's lists have the wrong lengths")
        point = group.decode_point
        scalar = group.scalar_from_bytes
        c, s1, s2, s3, s4, s5 = (scalar(x, what) for x in scalars)
        return cls(tuple(point(p, what) for p in commitments), tuple(point(p, what) for p in chain),
                   c, s1, s2, s3, s4, s5, tuple(scalar(x, what) for x in s_hat),
                   tuple(scalar(x, what) for x in s_prime))


def _statement(key: Point, signer: Point, inputs: Sequence[Ciphertext],
               outputs: Sequence[Ciphertext], commitments: Sequence[Point]) -> bytes:
    return b"".join([bytes(key), bytes(signer), deck_to_bytes(inputs), deck_to_bytes(outputs),
                     b"".join(commitments)])


def _u_vector(context: Context, key: Point, signer: Point, inputs: Sequence[Ciphertext],
              outputs: Sequence[Ciphertext], commitments: Sequence[Point]) -> list[int]:
    seed = digest("shuffle/u", context, _statement(key, signer, inputs, outputs, commitments))
    return [int.from_bytes(hashlib.sha512(seed + j.to_bytes(4, "big")).digest(), "little") % L
            for j in range(len(inputs))]


def _main_challenge(context: Context, key: Point, signer: Point, inputs: Sequence[Ciphertext],
                    outputs: Sequence[Ciphertext], commitments: Sequence[Point],
                    chain: Sequence[Point], t: Sequence[Point]) -> int:
    return challenge("shuffle", context, _statement(key, signer, inputs, outputs, commitments),
                     b"".join(chain), b"".join(t))


def random_permutation(n: int) -> list[int]:
    """A uniformly random permutation of ``range(n)`` (Fisher–Yates on the OS's CSPRNG)."""
    order = list(range(n))
    for i in range(n - 1, 0, -1):
        j = secrets.randbelow(i + 1)
        order[i], order[j] = order[j], order[i]
    return order


def shuffle(inputs: Sequence[Ciphertext], key: Point, context: Context, signer: KeyPair,
            permutation: Sequence[int] | None = None,
            masks: Sequence[int] | None = None) -> tuple[tuple[Ciphertext, ...], ShuffleProof]:
    """Shuffles and re-masks ``inputs`` under the joint ``key``; returns the new deck and the
    proof. ``output[i]`` is ``input[permutation[i]]`` re-masked with ``masks[i]``: both are
    fresh and random unless given (tests give them). The proof also proves knowledge of
    ``signer``'s secret under the same challenge (an AND of the two Σ-protocols), so that only
    the device itself can make a shuffle in its name: a relay cannot substitute its own."""
    n = len(inputs)
    if not 1 <= n <= MAX_CARDS:
        raise TrustlessError(f"a deck of {n} cards cannot be shuffled")
    psi = list(permutation) if permutation is not None else random_permutation(n)
    if sorted(psi) != list(range(n)):
        raise TrustlessError("not a permutation")
    s = list(masks) if masks is not None else [group.random_scalar() for _ in range(n)]
    outputs = tuple(remask(inputs[psi[i]], key, s[i]) for i in range(n))
    h = generators(n)
    h0, hs = h[0], h[1:]

    # The permutation commitment: c[psi(i)] = r[psi(i)] G + H_i.
    r = [group.random_scalar() for _ in range(n)]
    commitments: list[Point] = [G] * n
    for i in range(n):
        j = psi[i]
        commitments[j] = group.add(group.base(r[j]), hs[i])
    u = _u_vector(context, key, signer.share.public, inputs, outputs, commitments)
    u_prime = [u[psi[i]] for i in range(n)]

    # The chain: chain[i] = r_hat[i] G + u'_i chain[i-1], chain[-1] = H_0.
    r_hat = [group.random_scalar() for _ in range(n)]
    chain: list[Point] = []
    previous = h0
    for i in range(n):
        previous = group.add(group.base(r_hat[i]), group.mul(u_prime[i], previous))
        chain.append(previous)

    r_bar = sum(r) % L
    v = [1] * n  # v[i] = u'_{i+1} ... u'_{n-1}
    for i in range(n - 2, -1, -1):
        v[i] = v[i + 1] * u_prime[i + 1] % L
    r_hat_total = sum(rh * vi for rh, vi in zip(r_hat, v)) % L
    r_tilde = sum(rj * uj for rj, uj in zip(r, u)) % L
    s_total = sum(up * si for up, si in zip(u_prime, s)) % L

    w1, w2, w3, w4, w5 = (group.random_scalar() for _ in range(5))
    w_hat = [group.random_scalar() for _ in range(n)]
    w_prime = [group.random_scalar() for _ in range(n)]
    t1 = group.base(w1)
    t2 = group.base(w2)
    t3 = group.add(group.base(w3), group.weighted_sum(list(zip(w_prime, hs))))
    t4a = group.sub(group.weighted_sum([(w, o.a) for w, o in zip(w_prime, outputs)]),
                    group.base(w4))
    t4b = group.sub(group.weighted_sum([(w, o.b) for w, o in zip(w_prime, outputs)]),
                    group.mul(w4, key))
    t5 = group.base(w5)
    t_hat = [group.add(group.base(w_hat[i]), group.mul(w_prime[i], h0 if i == 0 else chain[i - 1]))
             for i in range(n)]
    c = _main_challenge(context, key, signer.share.public, inputs, outputs, commitments, chain,
                        [t1, t2, t3, t4a, t4b, t5, *t_hat])
    proof = ShuffleProof(
        commitments=tuple(commitments), chain=tuple(chain), c=c,
        s1=(w1 + c * r_bar) % L, s2=(w2 + c * r_hat_total) % L, s3=(w3 + c * r_tilde) % L,
        s4=(w4 + c * s_total) % L, s5=(w5 + c * signer.secret) % L,
        s_hat=tuple((w_hat[i] + c * r_hat[i]) % L for i in range(n)),
        s_prime=tuple((w_prime[i] + c * u_prime[i]) % L for i in range(n)))
    return outputs, proof


def verify_shuffle(inputs: Sequence[Ciphertext], outputs: Sequence[Ciphertext],
                   proof: ShuffleProof, key: Point, context: Context, signer: Point) -> None:
    """Raises :class:`TrustlessError` unless ``proof`` shows that ``outputs`` is ``inputs``
    permuted and re-masked under ``key``, by the holder of the public key ``signer``
    (``context.device``'s), in ``context``'s hand and step."""
    n = len(inputs)
    who = f"device {context.device!r}'s shuffle ({context.step})"
    if len(outputs) != n:
        raise TrustlessError(f"{who} has {len(outputs)} cards, not {n}")
    if not (len(proof.commitments) == len(proof.chain) == len(proof.s_hat)
            == len(proof.s_prime) == n):
        raise TrustlessError(f"{who}: the proof is for another number of cards")
    h = generators(n)
    h0, hs = h[0], h[1:]
    u = _u_vector(context, key, signer, inputs, outputs, proof.commitments)
    c = proof.c
    u_product = 1
    for uj in u:
        u_product = u_product * uj % L

    c_bar = group.sub(group.sum_points(list(proof.commitments)), group.sum_points(list(hs)))
    c_hat = group.sub(proof.chain[-1], group.mul(u_product, h0))
    c_tilde = group.weighted_sum(list(zip(u, proof.commitments)))
    a_in = group.weighted_sum([(uj, ct.a) for uj, ct in zip(u, inputs)])
    b_in = group.weighted_sum([(uj, ct.b) for uj, ct in zip(u, inputs)])

    t1 = group.sub(group.base(proof.s1), group.mul(c, c_bar))
    t2 = group.sub(group.base(proof.s2), group.mul(c, c_hat))
    t3 = group.sub(group.add(group.base(proof.s3),
                             group.weighted_sum(list(zip(proof.s_prime, hs)))),
                   group.mul(c, c_tilde))
    t4a = group.sub(group.weighted_sum([(sp, o.a) for sp, o in zip(proof.s_prime, outputs)]),
                    group.add(group.base(proof.s4), group.mul(c, a_in)))
    t4b = group.sub(group.weighted_sum([(sp, o.b) for sp, o in zip(proof.s_prime, outputs)]),
                    group.add(group.mul(proof.s4, key), group.mul(c, b_in)))
    t5 = group.sub(group.base(proof.s5), group.mul(c, signer))
    t_hat = [group.sub(group.add(group.base(proof.s_hat[i]),
                                 group.mul(proof.s_prime[i], h0 if i == 0 else proof.chain[i - 1])),
                       group.mul(c, proof.chain[i]))
             for i in range(n)]
    expected = _main_challenge(context, key, signer, inputs, outputs, proof.commitments,
                               proof.chain, [t1, t2, t3, t4a, t4b, t5, *t_hat])
    if expected != c:
        raise TrustlessError(f"{who} does not check: its proof of a correct shuffle fails")
