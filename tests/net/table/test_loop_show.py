"""A card room's finish in the hand loop (net/table/loop.py) on the table core's fake clock: O6,
the uncontested winner may show, and H3 keeps what was not shown. (The hotseat cover is in
test_decisions_clock.py, the bots' names in test_seating_rules.py, restarts in
test_state_restart.py.)"""

from __future__ import annotations

from net import protocol as P
from net.table import Phase
from studdesk.engine.events import CardDealt, CardsShown
from studdesk.engine.hand import Hand
from tests.net.tablekit import Auto, Kit, Peer, acting_seat, kit_options

    # a second cover for the next decision of that seat is honoured again (once per decision)


# ---------------------------------------------------------------------------- O6


def _fold_to(kit: Kit, peers: list[Peer]) -> tuple[Peer, Peer, int]:
    """Play hand 1 until one player folds: (winner's peer, loser's peer, hand number)."""
    hand = kit.core.hand
    assert hand is not None
    number = hand.number
    first = acting_seat(kit)
    actor = next(p for p in peers if first in p.you)
    actor.act("bring_in")
    second = acting_seat(kit)
    loser = next(p for p in peers if second in p.you)
    loser.act("fold")
    winner = next(p for p in peers if p is not loser)
    return winner, loser, number


def _down_cards(hand_events: list[P.Event], seat: int) -> list[str]:
    return [str(m.event.card) for m in hand_events
            if isinstance(m.event, CardDealt) and m.event.seat == seat and not m.event.face_up]


def test_o6_the_winner_may_show_and_the_shown_cards_become_public() -> None:
    kit = Kit(kit_options(show_window=3.0, hand_pause=4.0))
    peers = [kit.join("Ann", address="10.0.0.1"), kit.join("Bo", address="10.0.0.2")]
    winner, loser, number = _fold_to(kit, peers)
    chance = winner.last(P.ShowChance)
    assert chance.hand == number and chance.deadline_ms == 3000
    assert not loser.of(P.ShowChance) and kit.core.phase is Phase.SHOW
    assert kit.core.hands_played == 1  # the chips are settled and journalled already
    assert kit.journal.hands()[0].status == "completed"
    seat = chance.seat
    mine = _down_cards(winner.of(P.Event), seat)
    assert len(mine) == 2 and set(_down_cards(loser.of(P.Event), seat)) == {"None"}  # H1
    loser.send(P.Show(hand=number, seat=loser.you[0]))
    assert loser.errors()[-1] == P.ErrorCode.OUT_OF_ORDER
    assert " sm " not in (kit.journal.hands()[0].phh or "")
    kit.advance(1.0)
    winner.send(P.Show(hand=number, seat=seat))
    shown = [m.event for m in loser.of(P.Event) if isinstance(m.event, CardsShown)]
    assert len(shown) == 1 and shown[0].seat == seat
    assert set(mine) <= {str(c) for c in shown[0].cards}
    # H3: the shown cards are opened to everyone; the folded hand's down cards to no one
    reveal = loser.last(P.Reveal)
    opened = {o.card for o in reveal.openings}
    assert set(mine) <= opened
    folded = _down_cards(loser.of(P.Event), loser.you[0])
    assert not set(folded) & opened
    winner_reveal = winner.last(P.Reveal)
    assert not set(folded) & {o.card for o in winner_reveal.openings}
    assert f"p{seat} sm " in (kit.journal.hands()[0].phh or "")  # the journal has the show
    # the window and the pause overlap: the next hand comes hand_pause after the end
    winner.send(P.Show(hand=number, seat=seat))
    assert winner.errors()[-1] in (P.ErrorCode.OUT_OF_ORDER, P.ErrorCode.STALE_HAND)
    kit.advance(2.9)  # the pause (4 s) counts from the hand's end, the window in it
    assert kit.core.hand is None or kit.core.hand.number == number
    kit.advance(0.2)
    assert kit.core.hand is not None and kit.core.hand.number == number + 1


def test_o6_a_winner_who_does_not_show_keeps_the_cards_secret() -> None:
    kit = Kit(kit_options(show_window=3.0, hand_pause=3.0))
    peers = [kit.join("Ann", address="10.0.0.1"), kit.join("Bo", address="10.0.0.2")]
    winner, loser, number = _fold_to(kit, peers)
    seat = winner.last(P.ShowChance).seat
    mine = _down_cards(winner.of(P.Event), seat)
    kit.advance(2.9)
    assert kit.core.phase is Phase.SHOW and not loser.of(P.Reveal)
    kit.advance(0.1)
    reveal = loser.last(P.Reveal)
    assert reveal.hand == number and not set(mine) & {o.card for o in reveal.openings}
    assert not [m for m in loser.of(P.Event) if isinstance(m.event, CardsShown)]
    assert kit.core.hand is not None and kit.core.hand.number == number + 1
    winner.send(P.Show(hand=number, seat=seat))
    assert winner.errors()[-1] == P.ErrorCode.STALE_HAND


def test_o6_a_chance_for_each_person_who_won_uncontested_and_none_for_a_bot() -> None:
    kit = Kit(kit_options(show_window=3.0, hand_pause=3.0))
    ann = kit.join("Ann")
    kit.call(lambda core: core.add_bots(1))
    results: list[tuple[int, bool, set[int]]] = []

    def record(hand: Hand) -> None:
        assert hand.result is not None
        results.append((hand.number, hand.result.showdown, {a.seat for a in hand.result.awards}))

    kit.core.hand_listeners.append(record)
    Auto(kit, [ann], seed=3).run(12)
    kit.advance(3.0)  # the last window closes
    mine = ann.you[0]
    ann_won = [n for n, showdown, seats in results if not showdown and seats == {mine}]
    bot_won = [n for n, showdown, seats in results if not showdown and seats != {mine}]
    assert ann_won and bot_won
    assert [m.hand for m in ann.of(P.ShowChance)] == ann_won
