"""net.fairness: per-position commitments; only the cards shown are ever opened (RULES.md H3),
each seat's own down cards only to that seat; the D10 reshuffle follows the committed seed."""

from __future__ import annotations

import hmac
import random
import struct
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import msgpack
import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from net import fairness as F
from studdesk.engine.actions import ActionKind
from studdesk.engine.cards import Card, shuffled_deck
from studdesk.engine.config import GameConfig, Variant
from studdesk.engine.events import (
    CardDealt,
    CardsReshuffled,
    CardsShown,
    CardTurnedUp,
    CommunityCardDealt,
    Event,
    censor,
    event_to_dict,
)
from studdesk.engine.hand import Hand, PlayerSpec


def _randbytes(seed: int) -> Callable[[int], bytes]:
    rng = random.Random(seed)
    return rng.randbytes


def _play(variant: Variant, players: int, seed: int, *, fold_rate: float = 0.0,
          raise_rate: float = 0.0, short_stacks: bool = False,
          auto_muck: bool = True) -> tuple[Hand, F.DeckCommitment, F.DeckSecret]:
    """One hand from the engine, committed with net.fairness and played at random."""
    rng = random.Random(seed)
    deck = shuffled_deck(rng)
    commitment, secret = F.commit_deck(seed, deck, randbytes=_randbytes(seed))
    specs = [PlayerSpec(s, f"P{s}", rng.choice((90, 400, 5000)) if short_stacks else 100_000,
                        auto_muck=auto_muck or rng.random() < 0.5)
             for s in rng.sample(range(1, 9), players)]
    hand = Hand(GameConfig.preset(variant, 40), specs, deck, number=seed,
                reshuffle=F.reshuffler(secret))
    while not hand.is_complete:
        moves = hand.legal_actions()
        kinds = {m.kind: m for m in moves}
        if ActionKind.SHOW in kinds:
            move = kinds[ActionKind.SHOW if rng.random() < 0.5 else ActionKind.MUCK]
        elif ActionKind.FOLD in kinds and rng.random() < fold_rate:
            move = kinds[ActionKind.FOLD]
        elif rng.random() < raise_rate and len(moves) > 2:
            move = rng.choice(moves[2:])
        else:
            move = kinds.get(ActionKind.CHECK) or kinds.get(ActionKind.CALL) or moves[0]
        hand.apply(move.action())
    return hand, commitment, secret


def _wire(events: list[Event], viewer: int | None) -> list[dict[str, Any]]:
    """The events as the host sends them to ``viewer`` (a seat, None for a spectator)."""
    out = []
    for e in events:
        data = event_to_dict(censor(e, viewer))
        data["kind"] = data.pop("type")
        out.append(data)
    return out


def _shown_cards(hand: Hand) -> set[Card]:
    """Every card the table saw: face up, the community card, every hand shown."""
    cards: set[Card] = set()
    for e in hand.events:
        if isinstance(e, CardDealt | CommunityCardDealt) and getattr(e, "face_up", True):
            assert e.card is not None
            cards.add(e.card)
        elif isinstance(e, CardsShown):
            cards.update(e.cards)
    return cards


def _dealt_down(hand: Hand, seat: int) -> set[Card]:
    """``seat``'s cards dealt face down. W11.1: a card turned up by choice is one of them: the
    other clients cannot tell its deck position from the deal, so it is opened to its owner
    alone, as the seat's other down cards (no secret of anyone's: the table saw it turned up)."""
    p = hand.player(seat)
    turned = {e.card for e in hand.events if isinstance(e, CardTurnedUp) and e.seat == seat}
    return {c for c, up in zip(p.cards, p.face_up, strict=True) if not up} | turned


def _roundtrip(data: Any) -> Any:
    return msgpack.unpackb(msgpack.packb(data, use_bin_type=True), raw=False)


# ------------------------------------------------------------------ the property (H3)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(variant=st.sampled_from(list(Variant)), players=st.integers(2, 8),
       seed=st.integers(1, 2**31), fold_rate=st.sampled_from([0.0, 0.0, 0.1, 0.35]),
       raise_rate=st.sampled_from([0.0, 0.2]), short_stacks=st.booleans(),
       auto_muck=st.booleans())
def test_only_shown_cards_are_opened_and_every_viewer_verifies(
        variant: Variant, players: int, seed: int, fold_rate: float, raise_rate: float,
        short_stacks: bool, auto_muck: bool) -> None:
    players = min(players, variant.max_players)  # W4: Baseball seats six
    hand, commitment, secret = _play(variant, players, seed, fold_rate=fold_rate,
                                     raise_rate=raise_rate, short_stacks=short_stacks,
                                     auto_muck=auto_muck)
    public, private = F.disclose(secret, hand.events)
    shown = _shown_cards(hand)
    reshuffled = any(isinstance(e, CardsReshuffled) for e in hand.events)
    event("D10 community card" if hand.community is not None
          else "D10 reshuffle" if reshuffled else "no D10")

    # H3: the public openings are exactly the cards the table saw, nothing else.
    assert {o.card for o in public.openings} == shown
    assert len(public.openings) == len(shown)
    # The seed is opened only when the hand was reshuffled; it opens no card by itself.
    assert (public.seed is not None) == reshuffled
    for seat, mine in private.items():
        p = hand.player(seat)
        own_down = _dealt_down(hand, seat)
        opened = {o.card for o in mine.openings}
        # Each seat gets its own down cards, only when they were not shown to the table.
        assert opened == (set() if p.shown else own_down)
        assert not opened & shown
    # No opening anywhere of a burned, undealt, or never-dealt card.
    dealt = {c for p in hand.players for c in p.cards} | (
        {hand.community} if hand.community is not None else set())
    opened_all = [o for o in public.openings] + [o for s in private.values() for o in s.openings]
    assert {o.card for o in opened_all} <= dealt
    assert len({o.position for o in opened_all}) == len(opened_all)
    for o in opened_all:
        assert secret.deck[o.position] == o.card

    # Every viewer checks the hand from what it received, after a msgpack trip of everything.
    commit_back = F.DeckCommitment.from_wire(_roundtrip(commitment.to_wire()))
    public_back = F.PublicReveal.from_wire(_roundtrip(public.to_wire()))
    for viewer in [None, *private]:
        own = ([] if viewer is None
               else [F.SeatOpenings.from_wire(_roundtrip(private[viewer].to_wire()))])
        verdict = F.check_hand(commit_back, _wire(hand.events, viewer), public_back, own)
        assert verdict.ok is True, verdict
        own_down = _dealt_down(hand, viewer) if viewer is not None else set()
        assert verdict.compared == len(shown | own_down)
        # Another seat's private openings would break the check: they were never shown here.
        others = [s for s in private.values() if s.seat != viewer and s.openings]
        if others:
            bad = F.check_hand(commit_back, _wire(hand.events, viewer), public_back,
                               [*own, others[0]])
            assert bad.ok is False
            assert "never shown here" in bad.reason


# ------------------------------------------------------------------ D10


def _passive(players: int, seed: int = 3) -> tuple[Hand, F.DeckCommitment, F.DeckSecret]:
    return _play(Variant.STUD, players, seed)


def test_d10_community_card_is_opened_publicly_from_its_committed_position() -> None:
    hand, commitment, secret = _passive(8)
    assert hand.community is not None
    public, private = F.disclose(secret, hand.events)
    assert public.seed == secret.seed
    position = secret.deck.index(hand.community)
    assert F.Opening(position, hand.community, secret.salts[position]) in public.openings
    # 3rd to 6th street to eight players and three burns use 51 cards; the community card
    # comes from the four gathered (the burns at 24, 33, 42 and the last card, 51); the other
    # three stay closed.
    gathered = {secret.deck[p] for p in (24, 33, 42, 51)}
    assert hand.community in gathered
    never_shown = gathered - {hand.community}
    assert never_shown
    opened = {o.card for o in public.openings} | {
        o.card for s in private.values() for o in s.openings}
    assert not opened & never_shown
    for viewer in (None, *private):
        own = [] if viewer is None else [private[viewer]]
        assert F.check_hand(commitment, _wire(hand.events, viewer), public, own).ok is True


def test_d10_reshuffled_7th_street_is_checked_and_gathered_cards_stay_closed() -> None:
    hand, commitment, secret = _passive(7)
    assert any(isinstance(e, CardsReshuffled) for e in hand.events)
    public, private = F.disclose(secret, hand.events)
    assert public.seed is not None
    trace = F.trace_deal(hand.events, secret.seed)
    seventh = trace.dealt[-7:]
    # Every 7th-street card is traced to the committed position it really came from.
    for d, p in zip(seventh, [q for q in hand.players], strict=True):
        assert secret.deck[d.position] == p.cards[-1]
    # 21 + 3 * (1 + 7) = 45 positions used before the reshuffle; 3 burns and 7 left are
    # gathered, 7 dealt from them, 3 stay closed.
    used = {d.position for d in trace.dealt}
    closed = set(range(52)) - used
    assert len(closed) == 52 - 49
    opened = {o.position for o in public.openings} | {
        o.position for s in private.values() for o in s.openings}
    assert not opened & closed
    for viewer in (None, *private):
        own = [] if viewer is None else [private[viewer]]
        assert F.check_hand(commitment, _wire(hand.events, viewer), public, own).ok is True
    # A wrong seed is caught, and so is a reveal that leaves the seed out.
    seat = next(iter(private))
    forged = replace(public, seed=bytes(32))
    assert F.check_hand(commitment, _wire(hand.events, seat), forged, [private[seat]]).ok is False
    unseeded = replace(public, seed=None)
    verdict = F.check_hand(commitment, _wire(hand.events, seat), unseeded, [private[seat]])
    assert verdict.ok is False
    assert "seed" in verdict.reason


@pytest.mark.parametrize("variant", list(Variant))
def test_the_hosts_trace_of_engine_events_is_the_trace_of_their_wire_form(variant: Variant
                                                                          ) -> None:
    """The host traces its own engine events (passing over those that move no card); a
    client traces the same events as plain data: the same positions, seats and cards."""
    for seed in range(6):
        hand, _, secret = _play(variant, 2 + seed % 5, seed, fold_rate=0.3, raise_rate=0.2)
        wire = _wire(hand.events, None)
        for data, ev in zip(wire, hand.events, strict=True):  # every card in the clear
            if isinstance(ev, CardDealt) and ev.card is not None:
                data["card"] = str(ev.card)
        assert F.trace_deal(hand.events, secret.seed) == F.trace_deal(wire, secret.seed)


def test_a_host_cannot_choose_to_reshuffle_early() -> None:
    hand, _, secret = _passive(4)
    events = _wire(hand.events, None)
    at = next(i for i, e in enumerate(events)
              if e["kind"] == "street_started" and e["street"] == 5)
    early = [*events[:at + 1], {"kind": "cards_reshuffled", "count": 1 + 52 - 17},
             *events[at + 1:]]
    with pytest.raises(F.DealTraceError, match="D10"):
        F.trace_deal(early, secret.seed)


def test_no_reshuffle_no_seed_opened() -> None:
    hand, _, secret = _passive(4)
    public, _ = F.disclose(secret, hand.events)
    assert public.seed is None
    assert public.to_wire()["seed"] is None


def test_d10_permutation_is_a_permutation_and_follows_the_seed() -> None:
    for n in (1, 2, 5, 11, 52):
        order = F.d10_permutation(b"\x07" * 32, n)
        assert sorted(order) == list(range(n))
    assert F.d10_permutation(bytes(32), 11) != F.d10_permutation(b"\x01" * 32, 11)
    assert F.d10_permutation(bytes(32), 5) == [3, 2, 4, 0, 1]  # net/PROTOCOL.md's example


@pytest.mark.parametrize("n", [4, 10, 11, 30])
def test_d10_permutation_as_protocol_md_words_it(n: int) -> None:
    """An independent reading of the spec: words from HMAC blocks, rejection, swaps."""
    seed = bytes(range(32))
    words: list[int] = []
    for counter in range(64):
        block = hmac.new(seed, b"studdesk-d10/2" + counter.to_bytes(4, "big"), "sha256").digest()
        words += struct.unpack(">8I", block)
    pile = list(range(n))
    it = iter(words)
    for i in reversed(range(1, n)):
        word = next(it)
        while word >= 2**32 - 2**32 % (i + 1):
            word = next(it)
        j = word % (i + 1)
        pile[i], pile[j] = pile[j], pile[i]
    assert F.d10_permutation(seed, n) == pile


# ------------------------------------------------------------------ tampering


def _folded_hand() -> tuple[Hand, F.DeckCommitment, F.DeckSecret]:
    hand, commitment, secret = _play(Variant.STUD8, 5, 11, raise_rate=0.1)
    return hand, commitment, secret


def _check(commitment: F.DeckCommitment | None, hand: Hand, openings: list[F.Opening],
           viewer: int, seed: bytes) -> F.Verdict:
    seen = F.seen_cards(F.trace_deal(_wire(hand.events, viewer), seed))
    return F.verify_openings(commitment, openings, seen)


def _all_for(private: dict[int, F.SeatOpenings], public: F.PublicReveal,
             seat: int) -> list[F.Opening]:
    return [*public.openings, *private[seat].openings]


def test_untampered_openings_verify() -> None:
    hand, commitment, secret = _folded_hand()
    public, private = F.disclose(secret, hand.events)
    seat = next(iter(private))
    verdict = _check(commitment, hand, _all_for(private, public, seat), seat, secret.seed)
    assert verdict.status is F.Status.OK
    assert verdict.compared == len(_all_for(private, public, seat))


@pytest.mark.parametrize("tamper", ["card", "salt", "position", "leaf", "duplicate", "missing"])
def test_tampering_fails(tamper: str) -> None:
    hand, commitment, secret = _folded_hand()
    public, private = F.disclose(secret, hand.events)
    seat = next(s for s, o in private.items() if o.openings)
    openings = _all_for(private, public, seat)
    o = openings[0]
    other = openings[1]
    if tamper == "card":  # a different card at a position, the salt kept
        stranger = next(c for c in secret.deck if c not in {x.card for x in openings})
        openings[0] = replace(o, card=stranger)
    elif tamper == "salt":  # the salt of another position
        openings[0] = replace(o, salt=other.salt)
    elif tamper == "position":  # two openings swap positions
        openings[0] = replace(o, position=other.position)
        openings[1] = replace(other, position=o.position)
    elif tamper == "leaf":  # the host forges the leaf list after the fact
        forged, _ = F.commit_deck(commitment.hand, secret.deck, randbytes=_randbytes(99))
        commitment = forged
    elif tamper == "duplicate":
        openings.append(o)
    elif tamper == "missing":
        openings.pop()
    verdict = _check(commitment, hand, openings, seat, secret.seed)
    assert verdict.status is F.Status.FAILED
    assert verdict.ok is False
    assert verdict.reason


def test_a_forged_leaf_list_does_not_match_its_digest() -> None:
    _, commitment, _ = _folded_hand()
    data = commitment.to_wire()
    data["leaves"][5] = "00" * 32
    with pytest.raises(F.FairnessFormatError, match="digest"):
        F.DeckCommitment.from_wire(data)


def test_a_card_committed_twice_is_caught_when_both_are_opened() -> None:
    hand, _, secret = _folded_hand()
    public, private = F.disclose(secret, hand.events)
    seat = next(iter(private))
    openings = _all_for(private, public, seat)
    # A cheating host commits the same card at two shown positions.
    a, b = openings[0], openings[1]
    deck = list(secret.deck)
    deck[b.position] = a.card
    salts = secret.salts
    leaves = tuple(F.leaf_digest(secret.hand, p, c, s)
                   for p, (c, s) in enumerate(zip(deck, salts, strict=True)))
    cheat = F.DeckCommitment(secret.hand, leaves, secret.commitment().seed, b"")
    openings[1] = replace(b, card=a.card)
    verdict = F.verify_openings(cheat, openings, {o.position: str(o.card) for o in openings})
    assert verdict.ok is False
    assert "opened at positions" in verdict.reason


def test_a_seen_card_that_differs_from_its_opening_fails() -> None:
    hand, commitment, secret = _folded_hand()
    public, private = F.disclose(secret, hand.events)
    seat = next(iter(private))
    openings = _all_for(private, public, seat)
    seen = {o.position: str(o.card) for o in openings}
    first = openings[0].position
    seen[first] = next(str(c) for c in secret.deck if str(c) not in seen.values())
    verdict = F.verify_openings(commitment, openings, seen)
    assert verdict.ok is False
    assert "the table showed" in verdict.reason


def test_not_checked_without_commitment_or_from_the_start() -> None:
    hand, commitment, secret = _folded_hand()
    public, private = F.disclose(secret, hand.events)
    assert F.verify_openings(None, [], {}).ok is None
    assert F.check_hand(None, _wire(hand.events, 1), public).status is F.Status.NOT_CHECKED
    late = _wire(hand.events, None)[5:]
    verdict = F.check_hand(commitment, late, public)
    assert verdict.status is F.Status.NOT_CHECKED
    assert verdict.reason
    other = replace(public, hand=public.hand + 1)
    assert F.check_hand(commitment, _wire(hand.events, None), other).ok is False


# ------------------------------------------------------------------ wire forms


def test_commitment_and_openings_survive_msgpack() -> None:
    hand, commitment, secret = _folded_hand()
    public, private = F.disclose(secret, hand.events)
    assert F.DeckCommitment.from_wire(_roundtrip(commitment.to_wire())) == commitment
    assert F.PublicReveal.from_wire(_roundtrip(public.to_wire())) == public
    for mine in private.values():
        assert F.SeatOpenings.from_wire(_roundtrip(mine.to_wire())) == mine
    assert F.DeckSecret.from_wire(_roundtrip(secret.to_wire())) == secret
    assert len(msgpack.packb(commitment.to_wire())) < 4000


@pytest.mark.parametrize(("change", "field"), [
    (lambda d: d.update(scheme="studdesk-deck/1"), "commit.scheme"),
    (lambda d: d.update(hand=-1), "commit.hand"),
    (lambda d: d.update(leaves=d["leaves"][:51]), "commit.leaves"),
    (lambda d: d["leaves"].__setitem__(3, "zz" * 32), "commit.leaves[3]"),
    (lambda d: d["leaves"].__setitem__(3, "AB" * 32), "commit.leaves[3]"),
    (lambda d: d.update(seed=None), "commit.seed"),
])
def test_malformed_commitment_is_refused_with_the_field(change: Callable[[dict[str, Any]], None],
                                                        field: str) -> None:
    _, commitment, _ = _folded_hand()
    data = commitment.to_wire()
    change(data)
    with pytest.raises(F.FairnessFormatError, match=field.replace("[", r"\[").replace("]", r"\]")):
        F.DeckCommitment.from_wire(data)


@pytest.mark.parametrize("bad", [
    {"position": 52, "card": "As", "salt": "00" * 32},
    {"position": 3, "card": "Xx", "salt": "00" * 32},
    {"position": 3, "card": "As", "salt": "00" * 31},
    {"position": True, "card": "As", "salt": "00" * 32},
    "As",
])
def test_malformed_opening_is_refused(bad: Any) -> None:
    with pytest.raises(F.FairnessFormatError):
        F.PublicReveal.from_wire({"hand": 1, "openings": [bad], "seed": None})


def test_secret_never_shows_in_repr() -> None:
    _, _, secret = _folded_hand()
    assert secret.salts[0].hex() not in repr(secret)
    assert str(secret.deck[0]) not in repr(secret).replace("DeckSecret", "")
