"""Vectors between net/trustless (Python) and studdesk/web/app/trustless.js (the phone's side).

``make_vectors`` writes what Python makes: two devices' keys with their proofs, a shuffle of the
open deck with its proof and a second shuffle on top of it, and reveal tokens; the keys, the
first shuffle and the first token's nonce come from **fixed randomness** (``net.trustless.group
.random_scalar`` replaced by a counter-mode SHA-512 stream, the same one the JS side takes as
its ``rng``; the permutation and the masks are given), so the JS must give the same bytes; the
rest is random and the JS must only accept it. ``check_js_output`` holds the JS's own key, shuffle
and tokens (what studdesk/web/tests/trustless.vectors.js writes) to Python's checks, and tampered
copies of each to a refusal.

``python -m tests.web.trustless_vectors OUT.json`` writes a set of vectors (random parts new)."""

from __future__ import annotations

import hashlib
import json
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from unittest import mock

from net import trustless
from net.trustless import group
from net.trustless.group import L
from net.trustless.hand import key_context
from net.trustless.transcript import Context

SESSION = bytes(range(1, 17))
HAND = 7
#: The JS's hand (the Python side checks it in this hand only).
JS_HAND = 8


def fixed_scalars(seed: str) -> Callable[[], int]:
    """Scalar k of the stream is SHA-512(seed ‖ k as 4 bytes) read little-endian, mod L - 1,
    plus 1: in [1, L) as random_scalar's are. trustless.vectors.js draws the same."""
    counter = 0

    def draw() -> int:
        nonlocal counter
        data = hashlib.sha512(seed.encode() + counter.to_bytes(4, "big")).digest()
        counter += 1
        return int.from_bytes(data, "little") % (L - 1) + 1

    return draw


@contextmanager
def fixed_randomness(seed: str) -> Iterator[None]:
    """Every random scalar the core draws comes from ``fixed_scalars(seed)`` meanwhile (the core
    reads ``group.random_scalar`` at each call)."""
    with mock.patch.object(group, "random_scalar", fixed_scalars(seed)):
        yield


def to_json(value: Any) -> Any:
    """A wire value as JSON: bytes as {"$b": hex}."""
    if isinstance(value, bytes):
        return {"$b": value.hex()}
    if isinstance(value, list | tuple):
        return [to_json(v) for v in value]
    if isinstance(value, dict):
        return {k: to_json(v) for k, v in value.items()}
    return value


def from_json(value: Any) -> Any:
    if isinstance(value, dict):
        if set(value) == {"$b"}:
            return bytes.fromhex(value["$b"])
        return {k: from_json(v) for k, v in value.items()}
    if isinstance(value, list):
        return [from_json(v) for v in value]
    return value


def _deck_wire(deck: Any) -> list[Any]:
    return [ct.to_wire() for ct in deck]


def make_vectors() -> dict[str, Any]:
    with fixed_randomness("alice"):
        alice = trustless.new_key(key_context(SESSION, "alice"))
    with fixed_randomness("bob"):
        bob = trustless.new_key(key_context(SESSION, "bob"))
    joint = trustless.joint_key([alice.share, bob.share], key_context(SESSION, "alice"))
    context = Context(SESSION, HAND, "alice", "")
    open_deck = trustless.initial_deck()
    permutation = [(17 * i + 5) % 52 for i in range(52)]
    draw = fixed_scalars("masks")
    masks = [draw() for _ in range(52)]
    with fixed_randomness("shuffle"):
        first, first_proof = trustless.shuffle(open_deck, joint, context.at("shuffle/0"), alice,
                                               permutation, masks)
    second, second_proof = trustless.shuffle(first, joint, context.at("shuffle/1", "bob"), bob)
    tokens = []
    for position, recipient in ((3, "*"), (10, "bob")):
        ct = second[position]
        if position == 3:
            with fixed_randomness("token"):
                mine = trustless.reveal_token(alice, ct, position, recipient, context)
        else:
            mine = trustless.reveal_token(alice, ct, position, recipient, context)
        theirs = trustless.reveal_token(bob, ct, position, recipient, context)
        card = trustless.open_checked(ct, position, {"alice": mine, "bob": theirs},
                                      {"alice": alice.share.public, "bob": bob.share.public},
                                      context)
        tokens.append({"position": position, "recipient": recipient, "card": card,
                       "tokens": [mine.to_wire(), theirs.to_wire()]})
    vectors: dict[str, Any] = to_json({
        "session": SESSION, "hand": HAND, "js_hand": JS_HAND,
        "cards": list(trustless.CARDS),
        "card_points": [trustless.card_point(c) for c in trustless.CARDS],
        "keys": [alice.share.to_wire(), bob.share.to_wire()],
        "secrets": [group.scalar_bytes(alice.secret), group.scalar_bytes(bob.secret)],
        "joint": joint,
        "permutation": permutation, "masks": [group.scalar_bytes(m) for m in masks],
        "shuffles": [[_deck_wire(first), first_proof.to_wire()],
                     [_deck_wire(second), second_proof.to_wire()]],
        "reveals": tokens,
    })
    return vectors


def _flip(wire: Any, path: tuple[int, ...]) -> Any:
    """A deep copy of ``wire`` with the first byte of the bytes at ``path`` changed (for a
    scalar its lowest byte, so that the value is still a scalar and only the proof fails)."""
    if not path:
        assert isinstance(wire, bytes)
        return bytes([wire[0] ^ 1]) + wire[1:]
    out = list(wire)
    out[path[0]] = _flip(out[path[0]], path[1:])
    return out


def check_js_output(vectors: dict[str, Any], output: dict[str, Any]) -> dict[str, Any]:
    """Checks what the JS made (its key, its shuffle of the open deck in hand ``js_hand`` as
    the third device, three devices' tokens for position 0) with the Python core; each tampered
    copy must be refused. Returns what was checked, for the test to assert on."""
    v = from_json(vectors)
    out = from_json(output)
    keys = [trustless.KeyShare.from_wire(k) for k in v["keys"]]
    phone = trustless.KeyShare.from_wire(out["key"])
    trustless.verify_key_share(phone, key_context(SESSION, phone.device))
    joint = trustless.joint_key([*keys, phone], key_context(SESSION, phone.device))
    assert bytes(joint) == out["joint"]
    context = Context(SESSION, v["js_hand"], phone.device, "shuffle/2")
    deck = [trustless.Ciphertext.from_wire(c, "deck") for c in out["deck"]]
    proof = trustless.ShuffleProof.from_wire(out["proof"], "proof")
    trustless.verify_shuffle(trustless.initial_deck(), deck, proof, joint, context, phone.public)
    hand_context = Context(SESSION, v["js_hand"], phone.device, "")
    tokens = {t.device: t for t in (trustless.RevealToken.from_wire(w) for w in out["tokens"])}
    publics = {k.device: k.public for k in (*keys, phone)}
    card = trustless.open_checked(deck[0], 0, tokens, publics, hand_context)
    assert card == out["card"], (card, out["card"])

    refused = []
    tampered_key = _flip(out["key"], (2, 1))
    try:
        trustless.verify_key_share(trustless.KeyShare.from_wire(tampered_key),
                                   key_context(SESSION, phone.device))
    except trustless.TrustlessError as e:
        refused.append(("key", str(e)))
    for path in ((4, 0), (2, 0), (3, 51)):  # s'_1, the challenge, the last chain response
        try:
            bad = trustless.ShuffleProof.from_wire(_flip(out["proof"], path), "proof")
            trustless.verify_shuffle(trustless.initial_deck(), deck, bad, joint, context,
                                     phone.public)
        except trustless.TrustlessError as e:
            refused.append((f"shuffle {path}", str(e)))
    try:
        bad_token = trustless.RevealToken.from_wire(_flip(out["tokens"][2], (4, 1)))
        trustless.open_checked(deck[0], 0, {**tokens, bad_token.device: bad_token}, publics,
                               hand_context)
    except trustless.TrustlessError as e:
        refused.append(("token", str(e)))
    return {"card": card, "refused": refused}


if __name__ == "__main__":
    Path(sys.argv[1]).write_text(json.dumps(make_vectors()), encoding="utf-8")
