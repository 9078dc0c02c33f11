"""net.trustless: a deal nobody has to trust (RULES.md H3 for the host's machine too).

Correctness: the deck every device shuffled opens to a permutation of the 52 cards; a down
card opens only with its owner's own key; every record survives msgpack. The hostile cases
are in test_trustless_hostile.py.
"""

from __future__ import annotations

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
    group,
    initial_deck,
    new_key,
    open_card,
    remask,
    reveal_token,
    shuffle,
    verify_shuffle,
    verify_transcript,
)
from net.trustless.hand import key_context
from studdesk.engine.cards import Card

SESSION = b"test-session-0001"


def keys_for(n: int, session: bytes = SESSION) -> list:
    return [new_key(key_context(session, f"dev{i}")) for i in range(n)]


def shuffled_deal(keys: list, hand: int = 1, session: bytes = SESSION) -> Deal:
    """Every device shuffles in turn; every other device checks each shuffle."""
    deals = [Deal(session, hand, [k.share for k in keys]) for _ in keys]
    for turn, key in enumerate(keys):
        deck, proof = deals[turn].shuffle(key)
        for other, deal in enumerate(deals):
            if other != turn:
                deal.add_shuffle(key.share.device, deck, proof)
    assert all(deal.deck == deals[0].deck for deal in deals)
    return deals[0]


def test_the_card_points_are_52_distinct_valid_points_in_the_engine_order() -> None:
    points = [card_point(card) for card in CARDS]
    assert len(set(points)) == 52
    assert all(group.decode_point(bytes(p), "card") == p for p in points)
    assert list(CARDS) == [str(Card(i)) for i in range(52)]
    with pytest.raises(TrustlessError, match="not a card"):
        card_point("1x")


def test_group_identity_and_scalars_behave() -> None:
    p = group.base(7)
    assert group.mul(0, p) == group.IDENTITY
    assert group.mul(group.L, p) == group.IDENTITY
    assert group.mul(5, group.IDENTITY) == group.IDENTITY
    assert group.add(group.base(3), group.base(4)) == p
    assert group.sub(p, p) == group.IDENTITY
    assert group.mul(group.L - 1, p) == group.neg(p)
    assert group.scalar_from_bytes(group.scalar_bytes(-1), "s") == group.L - 1
    with pytest.raises(TrustlessError, match="not reduced"):
        group.scalar_from_bytes((group.L).to_bytes(32, "little"), "s")
    with pytest.raises(TrustlessError, match="32 bytes"):
        group.decode_point(b"\x01" * 31, "a point")
    with pytest.raises(TrustlessError, match="not a valid ristretto255 point"):
        group.decode_point(b"\xff" * 32, "a point")


@pytest.mark.parametrize("devices", [1, 2, 4])
def test_after_every_devices_shuffle_the_deck_opens_to_a_permutation_of_the_52_cards(
        devices: int) -> None:
    keys = keys_for(devices)
    deal = shuffled_deal(keys)
    for position in range(52):
        for key in keys:
            deal.add_token(reveal_token(key, deal.deck[position], position, EVERYONE,
                                        deal.context))
    opened = deal.opened()
    assert sorted(opened) == list(range(52))
    assert sorted(opened.values()) == sorted(CARDS)
    # every shuffle re-masked every card: no masked card of a deck appears in the next one
    for before, after in zip(deal.decks, deal.decks[1:]):
        assert not set(before) & set(after)


def test_h3_a_down_card_opens_only_with_its_owners_own_key() -> None:
    keys = keys_for(3)
    deal = shuffled_deal(keys)
    owner, others = keys[1], [keys[0], keys[2]]
    position = 4
    for key in others:
        deal.add_token(reveal_token(key, deal.deck[position], position, owner.share.device,
                                    deal.context))
    card = deal.card(position, owner)
    assert card in CARDS
    # the others' tokens alone open nothing, nor do they with any other device's key
    with pytest.raises(TrustlessError, match="needs device 'dev1'"):
        deal.card(position)
    ct = deal.deck[position]
    shares = [deal.tokens[position][k.share.device].share for k in others]
    for wrong in others:
        with pytest.raises(TrustlessError, match="do not open"):
            open_card(ct, [*shares, group.mul(wrong.secret, ct.a)])
    # the owner's own share opens it
    assert open_card(ct, [*shares, group.mul(owner.secret, ct.a)]) == card


def test_an_honest_device_releases_one_token_per_position_and_never_its_own_card() -> None:
    keys = keys_for(2)
    deal = shuffled_deal(keys)
    a, b = keys
    token = deal.release(a, 0, b.share.device)
    assert token.recipient == "dev1"
    with pytest.raises(TrustlessError, match="already released position 0"):
        deal.release(a, 0, EVERYONE)
    with pytest.raises(TrustlessError, match="keeps its own token"):
        deal.release(a, 1, a.share.device)
    with pytest.raises(TrustlessError, match="no device 'dev9'"):
        deal.release(a, 1, "dev9")
    with pytest.raises(TrustlessError, match="no deck position 52"):
        deal.release(a, 52, EVERYONE)


def test_the_deck_is_dealt_only_after_every_device_has_shuffled() -> None:
    keys = keys_for(2)
    deal = Deal(SESSION, 1, [k.share for k in keys])
    with pytest.raises(TrustlessError, match="not shuffled by every device"):
        deal.release(keys[0], 0, EVERYONE)
    with pytest.raises(TrustlessError, match="not device 'dev1''s turn"):
        deal.shuffle(keys[1])
    deal.shuffle(keys[0])
    assert deal.next_shuffler == "dev1"


def test_a_hands_transcript_survives_msgpack_and_verifies_to_the_cards_it_opened() -> None:
    keys = keys_for(3)
    deal = shuffled_deal(keys, hand=7)
    for position in (0, 1, 2):  # up cards
        for key in keys:
            deal.add_token(reveal_token(key, deal.deck[position], position, EVERYONE,
                                        deal.context))
    for key in keys[1:]:  # a down card of dev0's, never shown: stays closed
        deal.add_token(reveal_token(key, deal.deck[3], 3, "dev0", deal.context))
    wire = msgpack.packb(deal.transcript().to_wire(), use_bin_type=True)
    again = HandTranscript.from_wire(msgpack.unpackb(wire, raw=False))
    assert again == deal.transcript()
    opened = verify_transcript(again)
    assert opened == {p: deal.card(p) for p in (0, 1, 2)}
    assert 3 not in opened


def test_records_round_trip_through_their_wire_form() -> None:
    key = keys_for(1)[0]
    assert KeyShare.from_wire(msgpack.unpackb(msgpack.packb(key.share.to_wire()))) == key.share
    deck = initial_deck()
    ctx = Context(SESSION, 1, "dev0", "shuffle/0")
    out, proof = shuffle(deck[:5], key.share.public, ctx, key)
    assert ShuffleProof.from_wire(msgpack.unpackb(msgpack.packb(proof.to_wire())), "p") == proof
    assert Ciphertext.from_wire(msgpack.unpackb(msgpack.packb(out[0].to_wire())), "c") == out[0]
    token = reveal_token(key, out[0], 0, EVERYONE, ctx)
    assert RevealToken.from_wire(msgpack.unpackb(msgpack.packb(token.to_wire()))) == token


@settings(max_examples=12, deadline=None)
@given(data=st.data(), n=st.integers(min_value=1, max_value=8))
def test_a_shuffle_sends_each_output_to_the_input_its_permutation_names(data: st.DataObject,
                                                                        n: int) -> None:
    """Property: for any permutation and masks (zero included) the proof checks, and output i
    opens to input permutation[i]'s card."""
    keys = keys_for(2)
    joint = group.add(keys[0].share.public, keys[1].share.public)
    cards = data.draw(st.lists(st.sampled_from(CARDS), min_size=n, max_size=n, unique=True))
    inputs = [Ciphertext(group.IDENTITY, card_point(c)) for c in cards]
    inputs = [remask(ct, joint, group.random_scalar()) for ct in inputs]
    permutation = data.draw(st.permutations(range(n)))
    masks = data.draw(st.lists(st.integers(min_value=0, max_value=group.L - 1),
                               min_size=n, max_size=n))
    ctx = Context(SESSION, 3, "dev0", "shuffle/0")
    outputs, proof = shuffle(inputs, joint, ctx, keys[0], permutation=permutation, masks=masks)
    verify_shuffle(inputs, outputs, proof, joint, ctx, keys[0].share.public)
    for i, out in enumerate(outputs):
        shares = [group.mul(k.secret, out.a) for k in keys]
        assert open_card(out, shares) == cards[permutation[i]]


@settings(max_examples=25, deadline=None)
@given(first=st.tuples(st.binary(min_size=8, max_size=12), st.integers(0, 2**63 - 1),
                       st.text(min_size=1, max_size=4), st.text(max_size=4)),
       second=st.tuples(st.binary(min_size=8, max_size=12), st.integers(0, 2**63 - 1),
                        st.text(min_size=1, max_size=4), st.text(max_size=4)))
def test_two_contexts_give_the_same_challenge_only_when_they_are_the_same(first: tuple,
                                                                          second: tuple) -> None:
    from net.trustless.transcript import challenge

    a, b = Context(*first), Context(*second)
    assert (challenge("k", a, b"x") == challenge("k", b, b"x")) == (a == b)


def test_the_package_imports_only_the_standard_library_rbcl_and_itself() -> None:
    """Qt-free and network-free: the table core, the host and the GUI build on it, not it on
    them."""
    import sys
    from pathlib import Path

    from tests.test_layout import ROOT, _imports

    allowed = set(sys.stdlib_module_names) | {"rbcl", "net", "net.trustless"}
    for path in sorted((ROOT / "net" / "trustless").glob("*.py")):
        for name in _imports(path):
            top = name.split(".")[0]
            assert name.startswith("net.trustless") or (top in allowed and top != "net"), (
                f"{Path(path).name} imports {name}")
            assert top not in {"socket", "asyncio", "ssl", "http", "urllib"}, name


_SHUFFLED: dict[int, tuple[list, Deal]] = {}


def _shuffled_once(n: int) -> tuple[list, Deal]:
    if n not in _SHUFFLED:
        keys = keys_for(n)
        _SHUFFLED[n] = (keys, shuffled_deal(keys, hand=11))
    return _SHUFFLED[n]


@settings(max_examples=8, deadline=None)
@given(data=st.data(), n=st.integers(min_value=2, max_value=3))
def test_h3_a_transcript_opens_exactly_the_up_cards_and_the_cards_shown(data: st.DataObject,
                                                                        n: int) -> None:
    """Property: whatever the hand, the host's transcript (every token relayed) opens the up
    cards and the down cards their owners showed, and nothing else; the host (device 0)
    cannot open another device's down card that was not shown."""
    import copy

    keys, shuffled = _shuffled_once(n)
    positions = data.draw(st.lists(st.integers(0, 51), min_size=1, max_size=10, unique=True))
    owners = data.draw(st.lists(st.sampled_from([None, *range(n)]), min_size=len(positions),
                                max_size=len(positions)))
    shown = data.draw(st.lists(st.booleans(), min_size=len(positions), max_size=len(positions)))
    host = copy.deepcopy(shuffled)  # the host relays, and keeps, every token
    expected: set[int] = set()
    for position, owner, show in zip(positions, owners, shown):
        if owner is None:  # an up card
            for key in keys:
                host.add_token(host.release(key, position, EVERYONE) if key is keys[0]
                               else reveal_token(key, host.deck[position], position, EVERYONE,
                                                 host.context))
            expected.add(position)
            continue
        owner_key = keys[owner]
        for key in keys:
            if key is not owner_key:
                host.add_token(reveal_token(key, host.deck[position], position,
                                            owner_key.share.device, host.context))
        if show:
            host.add_token(reveal_token(owner_key, host.deck[position], position, EVERYONE,
                                        host.context))
            expected.add(position)
        elif owner != 0:
            with pytest.raises(TrustlessError, match=f"needs device 'dev{owner}'"):
                host.card(position, keys[0])
    opened = verify_transcript(HandTranscript.from_wire(
        msgpack.unpackb(msgpack.packb(host.transcript().to_wire()))))
    assert set(opened) == expected
    assert len(set(opened.values())) == len(opened)


def test_the_library_copies_rbcl_leaves_in_the_temp_folder_are_swept(tmp_path) -> None:
    """rbcl writes libsodium to a temporary file at each import: copies left by earlier
    processes go, anything else stays (another file of the same size, another name, ours)."""
    library = b"\x7fELF" + bytes(range(256)) * 8
    (tmp_path / "tmpa1b2c3.so").write_bytes(library)
    (tmp_path / "tmpd4e5f6.pyd").write_bytes(library)
    (tmp_path / "tmpsame.so").write_bytes(library[:-1] + b"\x00")  # same size, other bytes
    (tmp_path / "libsodium.so").write_bytes(library)  # not rbcl's name
    (tmp_path / "tmpours.so").write_bytes(library)  # this process's, still to keep
    removed = group.sweep_library_copies(tmp_path, library, keep=str(tmp_path / "tmpours.so"))
    assert removed == 2
    assert sorted(p.name for p in tmp_path.iterdir()) == ["libsodium.so", "tmpours.so",
                                                          "tmpsame.so"]


def test_importing_the_group_leaves_no_copy_of_libsodium_behind(tmp_path) -> None:
    """On POSIX this process's copy is gone once net.trustless is imported."""
    import os
    import subprocess
    import sys

    code = ("import sys, os, net.trustless.group;"
            "print(os.path.exists(sys.modules['rbcl._sodium'].lib_path))")
    env = {**os.environ, "TMPDIR": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env=env, check=True, timeout=120)
    assert done.stdout.strip() == "False"
    assert list(tmp_path.iterdir()) == []
