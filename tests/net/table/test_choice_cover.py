"""The secret choices' clocks on the table core's fake clock (RULES.md W9.5, W11.3, C1 and the
hotseat cover): the core asks to be woken when a chooser's clock runs out (a host driven only
by its wake-ups times the choices out too), and at the host's own screen holding several seats
each chooser's clock is held until that seat's person lifts the cover, then starts whole."""

from __future__ import annotations

from net import protocol as P
from studdesk.engine.config import GameConfig, Variant
from tests.net.tablekit import Kit, Peer, kit_options

TIMER = 10.0


def _choice_turns(peer: Peer, seat: int) -> list[P.Turn]:
    return [t for t in peer.of(P.Turn) if t.seat == seat and t.actions
            and t.actions[0].action in ("turn_up", "declare")]


def test_w11_3_the_core_wakes_for_a_choosers_clock() -> None:
    """A host that sleeps until ``next_wake`` must wake when a choice's clock runs out."""
    kit = Kit(kit_options(config=GameConfig.preset(Variant.ROLL_YOUR_OWN, 200), timer=TIMER,
                          seats=3))
    host = kit.host(sit=False)
    host.send(P.Pause(on=True))
    for seat, name in enumerate(("Ann", "Bob"), 1):
        kit.join(name, sit=seat)
    host.send(P.Pause(on=False))
    kit.play_until(lambda: kit.core.hand is not None and bool(kit.core.hand.choosing),
                   step=0.05, limit=60)
    clocks = list(kit.core.state.choosers.values())
    assert clocks
    wake = kit.core.next_wake()
    assert wake is not None and wake <= min(c.deadline() for c in clocks)
    kit.advance(TIMER + 1)  # woken only when it asked: every choice is made by the clock
    hand = kit.core.hand
    assert hand is not None and not (hand.choosing and hand.street == 3 and hand.number == 1)


def test_w9_5_hotseat_choosers_clocks_are_held_until_each_lifts_the_cover() -> None:
    """The host's screen holds Anna (1) and Ben (2): whoever is not at the screen is asked
    covered, the whole timer held however long the hand-over takes; lifted, it starts whole."""
    kit = Kit(kit_options(config=GameConfig.preset(Variant.STUD_DECLARE, 200), timer=TIMER,
                          seats=3, cover_limit=120.0))
    peer = kit.host("Anna", sit=1)
    peer.send(P.Sit(seat=2, name="Ben"))
    kit.call(lambda core: core.add_bots(1, "random"))
    assert peer.you == (1, 2)

    def step() -> None:  # lift any cover, check or call for the acting person
        hand = kit.core.hand
        turn = peer.of(P.Turn)[-1] if peer.of(P.Turn) else None
        if hand is not None and turn is not None and turn.seat == hand.acting_seat \
                and turn.seat in (1, 2) and not hand.choosing:
            if turn.covered:
                peer.send(P.Cover(seat=turn.seat, up=False))
            kinds = [a.action for a in turn.actions]
            peer.act("check" if "check" in kinds else "call" if "call" in kinds
                     else kinds[0], seat=turn.seat)
        kit.advance(0.05)

    for _ in range(20_000):
        hand = kit.core.hand
        if hand is not None and {1, 2} <= set(hand.choosing):
            break
        step()
    else:
        raise AssertionError("no declaration with both people in")
    hand = kit.core.hand
    assert hand is not None
    covered = [s for s in (1, 2) if _choice_turns(peer, s)[-1].covered]
    assert covered, "nobody's choice was covered though one person is at the screen"
    seat = covered[0]
    assert _choice_turns(peer, seat)[-1].deadline_ms == TIMER * 1000
    kit.advance(3 * TIMER)  # a slow hand-over
    assert seat in hand.choosing, "the clock ran behind the cover"
    peer.send(P.Cover(seat=seat, up=False))
    turn = _choice_turns(peer, seat)[-1]
    assert turn.deadline_ms == TIMER * 1000 and not turn.covered
    kit.advance(TIMER - 0.5)
    assert seat in hand.choosing
    kit.advance(1.0)
    assert seat not in hand.choosing  # W9.5: declared high by the clock, once lifted
