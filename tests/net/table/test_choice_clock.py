"""The secret choices on the table core's fake clock (RULES.md W9.3, W9.5, W11.2, W11.3): every
player still in is asked at once, each on their own clock; the clock running out declares high or
turns up the newest card; a choice nobody asked for is refused and changes nothing."""

from __future__ import annotations

from net import protocol as P
from studdesk.engine.actions import Declaration
from studdesk.engine.cards import Card
from studdesk.engine.config import GameConfig, Variant
from studdesk.engine.events import CardTurnedUp, ChoiceMade, Declared
from tests.net.tablekit import Kit, Peer, kit_options

TIMER = 10.0


def _table(variant: Variant) -> tuple[Kit, list[Peer]]:
    kit = Kit(kit_options(config=GameConfig.preset(variant, 200), timer=TIMER, seats=3))
    host = kit.host(sit=False)
    host.send(P.Pause(on=True))  # no hand until all three sit
    peers = [kit.join(name, sit=seat) for seat, name in enumerate(("Ann", "Bob", "Cid"), 1)]
    host.send(P.Pause(on=False))
    return kit, peers


def _choice_turns(peer: Peer, kind: str) -> list[P.Turn]:
    return [t for t in peer.of(P.Turn) if t.actions and t.actions[0].action == kind]


def _events(peer: Peer, kind: type) -> list[object]:
    return [m.event for m in peer.of(P.Event) if isinstance(m.event, kind)]


def _wait_for_choices(kit: Kit, peers: list[Peer], kind: str) -> None:
    """Until every peer is asked for its choice in a hand all three were dealt into (the
    first hand starts as soon as two sit)."""
    def asked() -> bool:
        hand = kit.core.hand
        return (hand is not None and len(hand.players) == len(peers)
                and all(t.hand == hand.number for p in peers
                        for t in _choice_turns(p, kind)[-1:])
                and all(_choice_turns(p, kind) for p in peers))
    kit.play_until(asked, step=0.05, limit=600)


def test_w11_2_every_seat_is_asked_at_once_and_only_for_its_own_down_cards() -> None:
    kit, peers = _table(Variant.ROLL_YOUR_OWN)
    _wait_for_choices(kit, peers, "turn_up")
    hand = kit.core.hand
    assert hand is not None and set(hand.choosing) == {1, 2, 3}
    for seat, peer in enumerate(peers, 1):
        turns = _choice_turns(peer, "turn_up")
        assert {t.seat for t in turns} == {seat}  # nobody's turn but its own
        offered = [a.card for a in turns[-1].actions]
        assert offered == [str(c) for c in hand.player(seat).cards]  # dealing order
        assert turns[-1].deadline_ms == TIMER * 1000


def test_w11_3_each_seat_has_its_own_clock_and_the_timeout_turns_up_the_newest_card() -> None:
    kit, (ann, bob, cid) = _table(Variant.ROLL_YOUR_OWN)
    _wait_for_choices(kit, [ann, bob, cid], "turn_up")
    hand = kit.core.hand
    assert hand is not None
    number = hand.number
    first = {s: list(hand.player(s).cards) for s in (1, 2, 3)}
    kit.advance(3.0)
    ann.send(P.TurnUp(hand=number, card=str(first[1][0])))  # her oldest card
    ann.send(P.TurnUp(hand=number, card=str(first[1][1])))  # a second choice: refused
    bob.send(P.TurnUp(hand=number, card=str(first[1][2])))  # not his card: refused
    assert ann.errors() == ["not_your_turn"] and bob.errors() == ["illegal_action"]
    kit.advance(6.0)
    bob.send(P.TurnUp(hand=number, card=str(first[2][1])))
    assert _events(cid, ChoiceMade) and not _events(cid, CardTurnedUp)  # told nothing yet
    kit.advance(0.5)
    assert not _events(ann, CardTurnedUp)  # Cid's own clock still runs
    kit.advance(1.0)  # Cid's C1 timer is out: his newest card is turned up (W11.3)
    for peer in (ann, bob, cid):
        told = {e.seat: e.card for e in _events(peer, CardTurnedUp)}  # type: ignore[attr-defined]
        assert told == {1: first[1][0], 2: first[2][1], 3: first[3][2]}, peer.address
    # A timeout would tell the choice it made (the newest card), so nobody is told of it
    assert [m.timeout for m in ann.of(P.Event) if isinstance(m.event, ChoiceMade)
            and m.event.seat == 3] == [False]


def test_w9_5_a_declaration_not_made_in_time_is_high() -> None:
    kit, (ann, bob, cid) = _table(Variant.STUD_DECLARE)
    peers = (ann, bob, cid)

    def calm() -> bool:
        """Everyone checks or calls down; true once the declarations are asked."""
        hand = kit.core.hand
        if hand is not None and hand.choosing:
            return True
        d = kit.core.decision
        for peer in peers:
            turn = peer.latest.get(P.Turn)
            if d is not None and turn is not None and turn.seat == d.seat in peer.you \
                    and hand is not None and turn.hand == hand.number:
                kinds = [a.action for a in turn.actions]
                peer.act(next(k for k in ("check", "bring_in", "call") if k in kinds))
                return False
        kit.advance(0.05)
        return False

    for _ in range(2000):
        if calm():
            break
    else:
        raise AssertionError("never came to the declaration")
    _wait_for_choices(kit, list(peers), "declare")
    hand = kit.core.hand
    assert hand is not None
    for peer in peers:
        offered = [a.declaration for a in _choice_turns(peer, "declare")[-1].actions]
        assert offered == ["lo", "hi", "both"]
    ann.send(P.Declare(hand=hand.number, declaration="lo"))
    bob.send(P.TurnUp(hand=hand.number, card=str(Card.parse("As"))))  # not this game's choice
    assert bob.errors() == ["not_your_turn"]
    assert not _events(cid, Declared)
    kit.advance(TIMER + 0.5)
    for peer in peers:
        told = {e.seat: e.declaration for e in _events(peer, Declared)}  # type: ignore[attr-defined]
        assert told == {1: Declaration.LOW, 2: Declaration.HIGH, 3: Declaration.HIGH}
    assert hand.is_complete


def test_c4_a_player_back_during_the_choices_is_asked_again_for_its_own() -> None:
    kit, (ann, bob, cid) = _table(Variant.ROLL_YOUR_OWN)
    _wait_for_choices(kit, [ann, bob, cid], "turn_up")
    hand = kit.core.hand
    assert hand is not None
    kit.feed(kit.core.connection_lost(ann.id, kit.now))
    kit.advance(2.0)
    back = kit.join("Ann", token=ann.token, sit=False)
    turns = _choice_turns(back, "turn_up")
    assert [t.seat for t in turns] == [1] and turns[0].hand == hand.number
    assert turns[0].deadline_ms == (TIMER - 2.0) * 1000  # the same clock, still running
    back.send(P.TurnUp(hand=hand.number, card=turns[0].actions[0].card or ""))
    assert not back.errors() and 1 not in hand.choosing
