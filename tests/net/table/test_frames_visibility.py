"""One visibility policy: for random hands played at a table on the fake clock, what the host sends
a seat and a spectator (events, seat entries, views, the reveal's hand history), the engine's own
views and the replayer's spectator mode agree card for card, because they all ask
:mod:`studdesk.engine.visibility`; and no card that was never shown to the table reaches anyone but
its owner (RULES.md H1, H3)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from net import protocol as P
from studdesk.engine.cards import HIDDEN
from studdesk.engine.events import CardDealt, CardsShown, CommunityCardDealt, Event, event_to_dict
from studdesk.engine.hand import Hand
from studdesk.engine.phh import loads
from studdesk.engine.views import view
from studdesk.engine.visibility import SPECTATOR, Viewer
from studdesk.gui.history.steps import HandReplay
from tests.net.tablekit import Auto, Kit, Peer, kit_options

CARD_KEYS = frozenset({"card", "cards", "dead_cards", "community", "community_card"})


def _cards_in(value: Any, key: str = "") -> set[str]:
    """Every card named under a card-holding key of a wire map (nested views included)."""
    if isinstance(value, dict):
        return set().union(*(_cards_in(v, k) for k, v in value.items())) if value else set()
    if isinstance(value, list):
        return set().union(*(_cards_in(v, key) for v in value)) if value else set()
    if key in CARD_KEYS and isinstance(value, str) and value != HIDDEN and P.is_wire_card(value):
        return {value}
    return set()


def _phh_cards(text: str) -> set[str]:
    """The cards a hand history deals or shows (``d dh p1 As??7c``, ``p1 sm AsKd``)."""
    out: set[str] = set()
    for action in loads(text).actions:
        parts = action.split()
        cards = parts[3] if parts[:2] == ["d", "dh"] and len(parts) > 3 else (
            parts[2] if len(parts) > 2 and parts[1] == "sm" else "")
        out |= {cards[i:i + 2] for i in range(0, len(cards) - 1, 2)} - {HIDDEN}
    return out


def _secret(hand: Hand, who: Viewer) -> set[str]:
    """The down cards of the other seats that were never shown: nobody else may see them."""
    return {str(c) for p in hand.players if p.seat not in who.seats and not p.shown
            for c, up in zip(p.cards, p.face_up, strict=True) if not up}


def _of_hand(peer: Peer, number: int) -> list[P.HostMessage]:
    return [m for m in peer.messages if getattr(m, "hand", None) == number]


def _dealt(events: list[Event]) -> list[tuple[int, str, bool]]:
    return [(e.seat, HIDDEN if e.card is None else str(e.card), e.face_up)
            for e in events if isinstance(e, CardDealt)]


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 10**6), st.integers(2, 4))
def test_seat_spectator_engine_and_replayer_agree_and_no_secret_leaks(seed: int, bots: int
                                                                      ) -> None:
    kit = Kit(kit_options(hand_pause=0.5), seed=seed)
    ann = kit.join("Ann")
    watcher = kit.join("Watcher", sit=False, watch=True)
    hands: list[Hand] = []
    kit.core.hand_listeners.append(hands.append)
    kit.call(lambda c: c.add_bots(bots, "random"))
    Auto(kit, [ann], seed=seed).run(2)
    stored = {h.number: h for h in kit.journal.hands(status="completed")}
    assert hands
    for hand in hands:
        for peer, who in ((ann, Viewer.of(ann.you[0])), (watcher, SPECTATOR)):
            got = _of_hand(peer, hand.number)
            # 1. the host's events are the engine's, censored by the one rule
            events = [m.event for m in got if isinstance(m, P.Event)]
            assert events == [who.censor(e) for e in hand.events]
            # 2. the last table of the hand: its seat entries and its view are the engine's
            # view for this viewer (its seat, or the spectator's)
            table = [m for m in got if isinstance(m, P.TableState)][-1]
            (raw_view,) = table.views
            seat = next(iter(who.seats), None)
            assert raw_view == P.View.of(view(hand, seat))
            for sv in raw_view.seats:
                entry = table.seats[sv.seat - 1]
                assert entry is not None and entry.cards == sv.cards, sv.seat
            # 3. nothing the viewer may not see, anywhere, the reveal's history included
            secret = _secret(hand, who)
            for m in got:
                assert not secret & _cards_in(m.to_wire()), (m.TYPE, secret)
            (reveal,) = [m for m in got if isinstance(m, P.Reveal)]
            assert not secret & _phh_cards(reveal.phh or "")
        # 4. the replayer's spectator mode, from the host's own full record, shows the
        # spectator exactly the cards the host dealt the spectator
        record = stored[hand.number].phh
        assert record is not None
        steps = HandReplay.from_text(record, public_only=True).steps
        replayed = [(e["seat"], e["card"], e["face_up"]) for s in steps
                    for e in map(event_to_dict, s.events) if e["type"] == CardDealt.type]
        watched = _dealt([m.event for m in _of_hand(watcher, hand.number)
                          if isinstance(m, P.Event)])
        assert replayed == watched
        shown = {e.seat: [str(c) for c in e.cards] for e in hand.events
                 if isinstance(e, CardsShown)}
        assert {e["seat"]: e["cards"] for s in steps for e in map(event_to_dict, s.events)
                if e["type"] == CardsShown.type} == shown


# ------------------------------------------- H3 over 40 hands: any card-like text, anywhere

_CARD = re.compile(r"^(?:[2-9TJQKA][cdhs]|\?\?)+$")


def _cards_sent(value: Any, out: set[str]) -> None:
    """Every card-like token anywhere in a wire map but its names and chat (stricter than
    :func:`_cards_in`, which reads only the card-holding keys)."""
    if isinstance(value, str):
        for token in re.split(r"[\s\[\]\"',=]+", value):
            if token and _CARD.match(token):
                out.update(c for c in re.findall(r"[2-9TJQKA][cdhs]", token))
    elif isinstance(value, dict):
        for k, v in value.items():
            if k not in ("name", "from", "text", "sender"):
                _cards_sent(v, out)
    elif isinstance(value, list | tuple):
        for v in value:
            _cards_sent(v, out)


def _allowed(hand: Hand, held: set[int]) -> set[str]:
    allowed: set[str] = set()
    for e in hand.events:
        if isinstance(e, CardDealt) and (e.face_up or e.seat in held) and e.card is not None:
            allowed.add(str(e.card))
        elif isinstance(e, CardsShown):
            allowed.update(str(c) for c in e.cards)
        elif isinstance(e, CommunityCardDealt):
            allowed.add(str(e.card))
    return allowed


@pytest.mark.slow
def test_h3_no_frame_to_another_seat_or_a_spectator_carries_a_never_shown_card() -> None:
    kit = Kit(kit_options(timer=5.0))
    hands: dict[int, Hand] = {}
    kit.core.hand_listeners.append(lambda h: hands.__setitem__(h.number, h))
    peers = [kit.join(n, address=f"10.0.2.{i}") for i, n in enumerate("ABCDEFG")]
    hot = kit.join("Hot", address="10.0.2.9")
    hot.send(P.Sit(name="Seat two"))
    spectator = kit.join("Eve", address="10.0.2.10", sit=False, watch=True)
    auto = Auto(kit, [*peers, hot], seed=5)
    auto.run(40)
    journal = {h.number: h.phh for h in kit.journal.hands()}
    secrets_kept = 0
    for peer in [*peers, hot, spectator]:
        held = set(peer.you)
        # split what the peer received by hand: from one hand's commit to the next
        current: int | None = None
        seen: dict[int, set[str]] = {}
        for msg in peer.messages:
            if isinstance(msg, P.Commit):
                current = msg.hand
            if current is not None:
                _cards_sent(msg.to_wire(), seen.setdefault(current, set()))
        for number, cards in seen.items():
            hand = hands.get(number)
            if hand is None:  # the hand still in play when the test stopped
                continue
            deck = re.search(r'_fairness_deck = "([^"]+)"', journal[number])
            assert deck is not None  # the host's journal keeps every card
            full = set(re.findall(r"[2-9TJQKA][cdhs]", deck.group(1)))
            never = full - _allowed(hand, held)
            assert not cards & never, (peer.address, number, cards & never)
            secrets_kept += len(never)
    assert secrets_kept > 1000
    assert not spectator.of(P.Openings) and spectator.of(P.Reveal)
    for peer in [*peers, hot]:
        assert peer.of(P.Openings) and all(m.seat in peer.you for m in peer.of(P.Openings))
