"""N3: a player removed in the middle of a hand is told the host's account of it (the hand goes
on without them, their cards folded, what they put in stays in the pot, their stack leaves with
them) and the ledger says the same; the host folds the removed hand even when checking is free
(it is never checked on to a showdown it could win). On the table core's fake clock."""

from __future__ import annotations

from net import protocol as P
from studdesk.engine.events import ActionTaken
from tests.net.tablekit import Kit, Peer


def _passive(kit: Kit, peers: list[Peer], until) -> None:
    """Check, call or bring in for ``peers`` at each of their turns until ``until()``."""
    for _ in range(2000):
        if until():
            return
        hand, d = kit.core.hand, kit.core.decision
        peer = next((p for p in peers if d is not None and d.seat in p.you and not p.closed),
                    None)
        turn = peer.latest.get(P.Turn) if peer is not None else None
        if peer is None or turn is None or hand is None or turn.hand != hand.number \
                or turn.seat != d.seat:
            kit.advance(0.25)
            continue
        move = next(m for m in turn.actions if m.action in ("check", "call", "bring_in"))
        peer.act(move.action, seat=turn.seat)
    raise AssertionError("not reached")


def test_a_removed_players_hand_is_folded_and_the_message_matches_the_ledger() -> None:
    kit = Kit()
    host = kit.host("Host", sit=1)
    bo = kit.join("Bo", address="10.0.11.1", sit=2)
    cy = kit.join("Cy", address="10.0.11.2", sit=3)
    seat = bo.you[0]
    # everyone calls and checks to 4th street (checks are free there), not Bo's turn yet
    _passive(kit, [host, bo, cy], lambda: kit.core.hand is not None
             and kit.core.hand.street >= 4 and kit.core.decision is not None
             and kit.core.decision.seat != seat and not kit.core.hand.player(seat).folded)
    number = kit.core.hand.number
    host.send(P.Kick(seat=seat))
    assert bo.closed and bo.errors()[-1] == "kicked"
    told = [n for n in bo.of(P.Notice) if n.code == "removed_in_hand"]
    assert len(told) == 1 and told[0].hand == number and told[0].seat == seat
    before = len(host.of(P.Event))
    _passive(kit, [host, cy], lambda: kit.core.hands_played >= number)
    bo_moves = [m.event.action.value for m in host.of(P.Event)[before:]
                if m.hand == number and isinstance(m.event, ActionTaken)
                and m.event.seat == seat]
    assert bo_moves == ["fold"]  # folded at his turn, though checking was free
    ledger = host.last(P.Ledger)
    row = next(r for r in ledger.entries if r.name == "Bo")
    assert row.stack == told[0].stack  # what left with him, as he was told
    assert row.bought - row.stack == told[0].amount  # what stayed in the pot
