"""The dealer alone (net.table.dealer): the commitment before the first card, the journal's
deck, the chips settled, and the reveal's openings only to their own seats (RULES.md H3)."""

from __future__ import annotations

from net import protocol as P
from studdesk.engine.actions import timeout_action
from tests.net.table.partkit import Parts


def _fold_out(parts: Parts) -> None:
    hand = parts.table.hand
    assert hand is not None
    while not hand.is_complete:  # the bring-in, then a fold to it
        hand.apply(timeout_action(hand.legal_actions()).action())


def test_the_commitment_reaches_every_follower_before_the_first_card() -> None:
    parts = Parts()
    ann, bo = parts.seated("Ann", "Bo")
    wes = parts.watcher()
    parts.outbox.take()
    hand = parts.dealer.deal(7, parts.table.eligible())
    parts.deliver()
    for screen in (ann, bo, wes):
        assert [type(m) for m in screen.messages[-1:]] == [P.Commit]
        assert screen.messages[-1].hand == 7
    row = parts.journal.hands()[-1]
    assert row.number == 7 and row.status == "started"
    commitment = parts.table.commitment
    assert commitment is not None and row.digest == commitment.digest.hex()
    assert len(row.deck) == 104 and [p.seat for p in hand.players] == [1, 2]


def test_settling_moves_the_chips_into_the_seats_the_journal_and_the_ledger() -> None:
    parts = Parts()
    ann, _ = parts.seated("Ann", "Bo")
    parts.deal()
    _fold_out(parts)
    hand = parts.table.hand
    assert hand is not None and hand.result is not None
    parts.dealer.settle(hand)
    parts.deliver()
    stacks = {s: st.stack for s, st in parts.table.seats.items()}
    assert stacks == dict(hand.result.stacks)
    assert sum(stacks.values()) == 2 * parts.table.config.buy_in  # no chip made or lost
    assert parts.table.hands_played == 1
    assert parts.journal.hands()[-1].status == "completed"
    assert sorted(e.stack for e in ann.of(P.Ledger)[-1].entries) == sorted(stacks.values())
    phh = parts.dealer.journal_phh(hand)
    assert "_fairness_seed" in phh and "_fairness_deck" in phh


def test_the_reveal_opens_each_seats_down_cards_to_that_seat_only() -> None:
    parts = Parts()
    ann, bo = parts.seated("Ann", "Bo")
    wes = parts.watcher()
    parts.deal()
    _fold_out(parts)
    hand = parts.table.hand
    assert hand is not None
    parts.dealer.settle(hand)
    parts.dealer.reveal(hand)
    parts.deliver()
    for screen, seat in ((ann, 1), (bo, 2), (wes, None)):
        assert len(screen.of(P.Reveal)) == 1
        assert {o.seat for o in screen.of(P.Openings)} <= ({seat} if seat else set())
    assert not wes.of(P.Openings)
    own = ann.of(P.Openings) + bo.of(P.Openings)
    assert own and all(o.hand == hand.number for o in own)
    assert "_fairness_seed" not in (wes.of(P.Reveal)[0].phh or "")  # the secrets stay home
