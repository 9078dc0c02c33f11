"""net.trustless against cheating devices: a tampered shuffle, a wrong token, a token for
another card, a proof replayed from another hand, a rogue key: each is refused with a sentence
and changes nothing."""

from __future__ import annotations

import contextlib
import copy
from dataclasses import replace

import msgpack
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from net.trustless import (
    CARDS,
    EVERYONE,
    Ciphertext,
    Context,
    Deal,
    HandTranscript,
    KeyShare,
    RevealToken,
    ShuffleProof,
    TrustlessError,
    card_point,
    encrypt_card,
    group,
    initial_deck,
    joint_key,
    new_key,
    remask,
    reveal_token,
    shuffle,
    verify_shuffle,
    verify_token,
    verify_transcript,
)
from net.trustless.elgamal import DlogProof
from net.trustless.hand import key_context
from tests.net.test_trustless import SESSION, keys_for, shuffled_deal


def dev0_public(keys: list):
    """The public key of dev0, in whose name the shuffles below are made."""
    return keys[0].share.public


@pytest.fixture(scope="module")
def table() -> tuple[list, Deal]:
    keys = keys_for(3)
    return keys, shuffled_deal(keys, hand=5)


def honest_shuffle(deal: Deal, keys: list):
    ctx = deal.context.at("shuffle/9", device="dev0")
    outputs, proof = shuffle(deal.deck, deal.joint, ctx, keys[0])
    return ctx, outputs, proof


# --- shuffles ------------------------------------------------------------------------------


def test_a_shuffle_that_swaps_two_cards_after_its_proof_is_refused(table) -> None:
    keys, deal = table
    ctx, outputs, proof = honest_shuffle(deal, keys)
    swapped = list(outputs)
    swapped[0], swapped[1] = swapped[1], swapped[0]
    with pytest.raises(TrustlessError, match="proof of a correct shuffle fails"):
        verify_shuffle(deal.deck, swapped, proof, deal.joint, ctx, dev0_public(keys))


def test_a_shuffle_that_replaces_a_card_by_another_is_refused(table) -> None:
    """The cheat the proof exists for: a device slips in an ace of its own choosing."""
    keys, deal = table
    ctx, outputs, proof = honest_shuffle(deal, keys)
    cheat = list(outputs)
    cheat[7] = encrypt_card("As", deal.joint, group.random_scalar())
    with pytest.raises(TrustlessError, match="proof of a correct shuffle fails"):
        verify_shuffle(deal.deck, cheat, proof, deal.joint, ctx, dev0_public(keys))


def test_a_shuffle_that_duplicates_a_card_is_refused_even_with_a_proof_made_for_it(table) -> None:
    """A dishonest prover runs the prover on a 'permutation' that copies input 0 twice: the
    prover refuses it, and a proof forced through (outputs changed afterwards) fails."""
    keys, deal = table
    ctx = deal.context.at("shuffle/9", device="dev0")
    with pytest.raises(TrustlessError, match="not a permutation"):
        shuffle(deal.deck, deal.joint, ctx, keys[0], permutation=[0, 0, *range(2, 52)])
    outputs, proof = shuffle(deal.deck, deal.joint, ctx, keys[0], permutation=list(range(52)))
    cheat = list(outputs)
    cheat[1] = remask(outputs[0], deal.joint, 12345)  # card 0 twice, card 1 gone
    with pytest.raises(TrustlessError, match="proof of a correct shuffle fails"):
        verify_shuffle(deal.deck, cheat, proof, deal.joint, ctx, dev0_public(keys))


def test_a_shuffle_proof_with_any_value_changed_is_refused(table) -> None:
    keys, deal = table
    ctx, outputs, proof = honest_shuffle(deal, keys)
    changes = [
        replace(proof, s1=(proof.s1 + 1) % group.L),
        replace(proof, s4=(proof.s4 + 1) % group.L),
        replace(proof, c=(proof.c + 1) % group.L),
        replace(proof, s_hat=(proof.s_hat[0] + 1, *proof.s_hat[1:])),
        replace(proof, s_prime=(*proof.s_prime[:-1], 0)),
        replace(proof, commitments=(proof.commitments[1], proof.commitments[0],
                                    *proof.commitments[2:])),
        replace(proof, chain=(*proof.chain[:-1], group.base(3))),
    ]
    for bad in changes:
        with pytest.raises(TrustlessError, match="proof of a correct shuffle fails"):
            verify_shuffle(deal.deck, outputs, bad, deal.joint, ctx, dev0_public(keys))
    with pytest.raises(TrustlessError, match="has 51 cards, not 52"):
        verify_shuffle(deal.deck, outputs[:51], proof, deal.joint, ctx, dev0_public(keys))


def test_a_shuffle_proof_replayed_in_another_hand_step_or_by_another_device_is_refused(
        table) -> None:
    keys, deal = table
    ctx, outputs, proof = honest_shuffle(deal, keys)
    verify_shuffle(deal.deck, outputs, proof, deal.joint, ctx, dev0_public(keys))
    for other in (replace(ctx, hand=6), ctx.at("shuffle/8"), ctx.at("shuffle/9", device="dev1"),
                  replace(ctx, session=b"another-session-1")):
        with pytest.raises(TrustlessError, match="proof of a correct shuffle fails"):
            verify_shuffle(deal.deck, outputs, proof, deal.joint, other, dev0_public(keys))


def test_a_shuffle_made_in_another_devices_name_is_refused(table) -> None:
    """The host relays every shuffle: it cannot put its own in another device's place, since
    the proof also proves knowledge of the named device's key."""
    keys, deal = table
    ctx = deal.context.at("shuffle/9", device="dev0")
    outputs, proof = shuffle(deal.deck, deal.joint, ctx, keys[1])  # dev1's key, dev0's name
    with pytest.raises(TrustlessError, match="proof of a correct shuffle fails"):
        verify_shuffle(deal.deck, outputs, proof, deal.joint, ctx, keys[0].share.public)
    verify_shuffle(deal.deck, outputs, proof, deal.joint, ctx, keys[1].share.public)


def test_a_shuffle_from_the_wrong_device_or_out_of_turn_is_refused_and_changes_nothing() -> None:
    keys = keys_for(2)
    alice = Deal(SESSION, 1, [k.share for k in keys])
    bob = Deal(SESSION, 1, [k.share for k in keys])
    deck, proof = alice.shuffle(keys[0])
    with pytest.raises(TrustlessError, match="from device 'dev1' where device 'dev0''s"):
        bob.add_shuffle("dev1", deck, proof)
    with pytest.raises(TrustlessError, match="proof of a correct shuffle fails"):
        bob.add_shuffle("dev0", deck[::-1], proof)
    assert bob.next_shuffler == "dev0" and len(bob.decks) == 1
    bob.add_shuffle("dev0", deck, proof)
    # a proof made for the first shuffle does not pass as the second
    with pytest.raises(TrustlessError, match="proof of a correct shuffle fails"):
        bob.add_shuffle("dev1", deck, proof)


# --- tokens --------------------------------------------------------------------------------


def test_a_wrong_token_is_refused(table) -> None:
    keys, deal = table
    ct = deal.deck[0]
    token = reveal_token(keys[1], ct, 0, EVERYONE, deal.context)
    forged = replace(token, share=group.base(99))
    with pytest.raises(TrustlessError, match="Chaum–Pedersen proof fails"):
        verify_token(forged, keys[1].share.public, ct, 0, "dev1", deal.context)
    # a token made with another device's secret, under this device's name
    stolen = replace(reveal_token(keys[2], ct, 0, EVERYONE, deal.context), device="dev1")
    with pytest.raises(TrustlessError, match="Chaum–Pedersen proof fails"):
        verify_token(stolen, keys[1].share.public, ct, 0, "dev1", deal.context)
    bad_proof = replace(token, proof=DlogProof(token.proof.c, (token.proof.s + 1) % group.L))
    with pytest.raises(TrustlessError, match="Chaum–Pedersen proof fails"):
        verify_token(bad_proof, keys[1].share.public, ct, 0, "dev1", deal.context)


def test_a_token_for_another_card_is_refused(table) -> None:
    keys, deal = table
    # made on position 1's card but labelled position 0
    other = reveal_token(keys[1], deal.deck[1], 1, EVERYONE, deal.context)
    relabelled = replace(other, position=0)
    with pytest.raises(TrustlessError, match="position 0 does not check"):
        verify_token(relabelled, keys[1].share.public, deal.deck[0], 0, "dev1", deal.context)
    with pytest.raises(TrustlessError, match="for position 1, not for position 0"):
        verify_token(other, keys[1].share.public, deal.deck[0], 0, "dev1", deal.context)


def test_a_token_replayed_from_another_hand_or_readdressed_is_refused(table) -> None:
    keys, deal = table
    ct = deal.deck[2]
    token = reveal_token(keys[0], ct, 2, "dev1", deal.context)
    verify_token(token, keys[0].share.public, ct, 2, "dev0", deal.context)
    for other in (replace(deal.context, hand=4), replace(deal.context, session=b"other-session")):
        with pytest.raises(TrustlessError, match="Chaum–Pedersen proof fails"):
            verify_token(token, keys[0].share.public, ct, 2, "dev0", other)
    # a token sent privately to dev1 does not pass as one for everyone
    with pytest.raises(TrustlessError, match="Chaum–Pedersen proof fails"):
        verify_token(replace(token, recipient=EVERYONE), keys[0].share.public, ct, 2, "dev0",
                     deal.context)


def test_a_deal_refuses_a_bad_or_second_token_and_keeps_what_it_had() -> None:
    keys = keys_for(2)
    deal = shuffled_deal(keys)
    good = reveal_token(keys[1], deal.deck[0], 0, EVERYONE, deal.context)
    with pytest.raises(TrustlessError, match="does not check"):
        deal.add_token(replace(good, share=group.base(5)))
    assert deal.tokens == {}
    deal.add_token(good)
    deal.add_token(good)  # the same token again: harmless
    second = reveal_token(keys[1], deal.deck[0], 0, "dev0", deal.context)
    with pytest.raises(TrustlessError, match="second reveal token for position 0"):
        deal.add_token(second)
    with pytest.raises(TrustlessError, match="not at this table"):
        deal.add_token(replace(good, device="mallory"))
    assert deal.tokens == {0: {"dev1": good}}


# --- keys ----------------------------------------------------------------------------------


def test_a_rogue_key_without_knowledge_of_its_secret_is_refused() -> None:
    """Mallory announces Y_m = Z - Y_alice to own the joint key Z alone; she cannot prove
    knowledge of its secret, and a proof copied from elsewhere does not fit."""
    alice = new_key(key_context(SESSION, "alice"))
    mallory = new_key(key_context(SESSION, "mallory"))
    target = group.base(42)
    rogue = KeyShare("mallory", group.sub(target, alice.share.public), mallory.share.proof)
    with pytest.raises(TrustlessError, match="'mallory''s key: the proof of knowledge"):
        joint_key([alice.share, rogue], key_context(SESSION, "alice"))


def test_a_key_share_copied_from_another_device_or_session_is_refused() -> None:
    alice = new_key(key_context(SESSION, "alice"))
    copy = replace(alice.share, device="mallory")
    with pytest.raises(TrustlessError, match="same public key"):
        joint_key([alice.share, copy], key_context(SESSION, "alice"))
    with pytest.raises(TrustlessError, match="'mallory''s key: the proof of knowledge"):
        joint_key([copy], key_context(SESSION, "alice"))
    with pytest.raises(TrustlessError, match="the proof of knowledge"):
        joint_key([alice.share], key_context(b"another-session", "alice"))
    with pytest.raises(TrustlessError, match="same device"):
        joint_key([alice.share, alice.share], key_context(SESSION, "alice"))
    with pytest.raises(TrustlessError, match="cannot be a device id"):
        Deal(SESSION, 1, [new_key(key_context(SESSION, EVERYONE)).share])


# --- transcripts and wire forms -------------------------------------------------------------


def test_a_transcript_with_one_byte_changed_is_refused() -> None:
    keys = keys_for(2)
    deal = shuffled_deal(keys)
    for key in keys:
        deal.add_token(reveal_token(key, deal.deck[0], 0, EVERYONE, deal.context))
    packed = msgpack.packb(deal.transcript().to_wire(), use_bin_type=True)
    verify_transcript(HandTranscript.from_wire(msgpack.unpackb(packed)))
    # bytes across the session, the keys, both shuffles' decks and proofs, and the token: one
    # that msgpack still reads is refused by the transcript's own checks
    refused = 0
    for offset in range(0, len(packed), max(1, len(packed) // 40)):
        changed = bytearray(packed)
        changed[offset] ^= 0x01
        try:
            wire = msgpack.unpackb(bytes(changed))
        except ValueError:
            continue  # no longer msgpack
        with pytest.raises(TrustlessError):
            verify_transcript(HandTranscript.from_wire(wire))
        refused += 1
    assert refused >= 30


def test_a_transcript_of_another_version_is_refused() -> None:
    wire = _small_transcript_wire()
    for version in (2, True, "1", None):
        with pytest.raises(TrustlessError, match="version"):
            HandTranscript.from_wire({**wire, "v": version})


def test_a_transcript_missing_a_shuffle_is_refused() -> None:
    keys = keys_for(2)
    transcript = shuffled_deal(keys).transcript()
    with pytest.raises(TrustlessError, match="1 shuffles for 2 devices"):
        verify_transcript(replace(transcript, shuffles=transcript.shuffles[:1]))


@pytest.mark.parametrize("wire", [
    None, [], [b"x"], ["dev", b"\x00" * 32], ["dev", b"\xff" * 32, [b"\x00" * 32] * 2],
    ["dev", bytes(32), [b"\xff" * 32, bytes(32)]],
])
def test_malformed_key_shares_are_refused_with_a_sentence(wire: object) -> None:
    with pytest.raises(TrustlessError):
        KeyShare.from_wire(wire)


def test_malformed_masked_cards_are_refused_with_a_sentence() -> None:
    with pytest.raises(TrustlessError, match="two points"):
        Ciphertext.from_wire([b"\x00" * 32], "card 3")
    with pytest.raises(TrustlessError, match="card 3: not a valid ristretto255 point"):
        Ciphertext.from_wire([b"\x00" * 32, b"\xee" * 32], "card 3")
    assert Ciphertext.from_wire([bytes(32), bytes(card_point("2c"))], "c") == initial_deck()[0]
    with pytest.raises(TrustlessError, match="session id"):
        Context(b"short", 1, "d", "s")


def test_a_device_may_shuffle_before_checking_but_releases_nothing_until_every_check() -> None:
    """Pipelining: dev1 shuffles on dev0's deck before checking it; no token until checked,
    and a bad shuffle found then voids the deal."""
    keys = keys_for(3)
    shares = [k.share for k in keys]
    dev0, dev1 = Deal(SESSION, 2, shares), Deal(SESSION, 2, shares)
    deck0, proof0 = dev0.shuffle(keys[0])
    dev1.add_shuffle("dev0", deck0, proof0, check=False)
    deck1, proof1 = dev1.shuffle(keys[1])
    dev0.add_shuffle("dev1", deck1, proof1)
    deck2, proof2 = shuffle_as(keys[2], dev0)
    dev1.add_shuffle("dev2", deck2, proof2, check=False)
    with pytest.raises(TrustlessError, match="not all checked"):
        dev1.release(keys[1], 0, EVERYONE)
    dev1.check_shuffles()
    assert dev1.checked == 3 and dev1.deck == deck2
    dev1.release(keys[1], 0, EVERYONE)
    # the same with dev0's deck tampered: found by the late check, nothing released
    cheat = Deal(SESSION, 2, shares)
    cheat.add_shuffle("dev0", deck0[::-1], proof0, check=False)
    cheat.shuffle(keys[1])
    with pytest.raises(TrustlessError, match=r"'dev0''s shuffle \(shuffle/0\) does not check"):
        cheat.check_shuffles()
    assert cheat.checked == 0
    with pytest.raises(TrustlessError, match="not shuffled by every device"):
        cheat.release(keys[1], 0, EVERYONE)


def shuffle_as(key, deal: Deal):
    """``key``'s device shuffles on its own copy of ``deal``'s decks (a third device)."""
    mine = Deal(SESSION, deal.context.hand, list(deal.keys))
    for device, deck, proof in zip(deal.devices, deal.decks[1:], deal.proofs):
        mine.add_shuffle(device, deck, proof)
    return mine.shuffle(key)


def test_open_checked_names_a_withheld_or_unknown_token(table) -> None:
    from net.trustless import open_checked

    keys, deal = table
    ct = deal.deck[9]
    publics = {k.share.device: k.share.public for k in keys}
    tokens = {k.share.device: reveal_token(k, ct, 9, EVERYONE, deal.context) for k in keys}
    assert open_checked(ct, 9, tokens, publics, deal.context) in CARDS
    withheld = {d: t for d, t in tokens.items() if d != "dev2"}
    with pytest.raises(TrustlessError, match="no reveal token from dev2 for position 9"):
        open_checked(ct, 9, withheld, publics, deal.context)
    extra = {**tokens, "mallory": tokens["dev0"]}
    with pytest.raises(TrustlessError, match="unknown devices: mallory"):
        open_checked(ct, 9, extra, publics, deal.context)


_leaf = st.one_of(st.none(), st.booleans(), st.integers(-2, 2**70), st.text(max_size=6),
                  st.binary(max_size=40), st.just(bytes(32)), st.just(b"\xff" * 32))
_wire = st.recursive(_leaf, lambda inner: st.one_of(
    st.lists(inner, max_size=6), st.dictionaries(st.text(max_size=8), inner, max_size=6)),
    max_leaves=30)


@settings(max_examples=200, deadline=None)
@given(wire=_wire)
def test_any_malformed_wire_value_is_refused_with_a_trustless_error(wire: object) -> None:
    """Bad input gets a sentence (TrustlessError), never another exception."""
    for parse in (KeyShare.from_wire, RevealToken.from_wire, HandTranscript.from_wire,
                  lambda w: Ciphertext.from_wire(w, "a card"),
                  lambda w: ShuffleProof.from_wire(w, "a shuffle")):
        with contextlib.suppress(TrustlessError):
            parse(wire)


@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_a_transcript_with_any_one_value_replaced_is_refused(data: st.DataObject) -> None:
    """Replace one leaf of a real transcript's wire form by another value: refused with a
    TrustlessError, whatever the leaf and the value."""
    wire = _small_transcript_wire()
    leaves: list[tuple[object, object]] = []

    def walk(node: object) -> None:
        items = node.items() if isinstance(node, dict) else enumerate(node)  # type: ignore[arg-type]
        for key, value in list(items):
            if isinstance(value, list | dict):
                walk(value)
            else:
                leaves.append((node, key))

    changed = copy.deepcopy(wire)
    walk(changed)
    node, key = data.draw(st.sampled_from(leaves))
    old = node[key]  # type: ignore[index]
    new = data.draw(_leaf.filter(lambda v: type(v) is not type(old) or v != old))
    node[key] = new  # type: ignore[index]
    with pytest.raises(TrustlessError):
        verify_transcript(HandTranscript.from_wire(changed))


_TRANSCRIPT: list[dict] = []


def _small_transcript_wire() -> dict:
    if not _TRANSCRIPT:
        keys = keys_for(2)
        deal = shuffled_deal(keys, hand=3)
        for key in keys:
            deal.add_token(reveal_token(key, deal.deck[0], 0, EVERYONE, deal.context))
        deal.add_token(reveal_token(keys[0], deal.deck[1], 1, "dev1", deal.context))
        _TRANSCRIPT.append(deal.transcript().to_wire())
    return copy.deepcopy(_TRANSCRIPT[0])
