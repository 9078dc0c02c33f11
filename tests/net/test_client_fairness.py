"""A hand this client saw from its start but that came without a commitment is not fair dealing (✘),
whereas a hand this client joined or reconnected into part-way stays "not checked" (it may have
missed the commitment)."""

from __future__ import annotations

from net import fairness as F
from net import protocol as P
from net.client import ClientTable
from studdesk.engine.events import AntePosted, HandStarted

STARTED = HandStarted(hand=7, variant="stud", seats=(1, 2), names=("Anna", "Ben"),
                      stacks=(1000, 1000))
ANTE = AntePosted(seat=1, amount=10, all_in=False)


def _welcome() -> P.Welcome:
    summary = P.TableSummary(name="Cheat", variant="stud", seats=8, ante=10, bring_in=25,
                             small_bet=100, big_bet=200, buy_in=1000)
    return P.Welcome(protocol=P.PROTOCOL_VERSION, token="t" * 24, client_id=1, table=summary,
                     seats=(1,))


def _verdict(*events: object) -> F.Verdict:
    table = ClientTable()
    table.apply(_welcome(), now=0.0)
    for event in events:
        table.apply(P.Event(hand=7, event=event), now=0.0)  # type: ignore[arg-type]
    table.apply(P.Reveal(hand=7), now=0.0)
    assert table.hands[-1].number == 7
    return table.hands[-1].verdict


def test_a_hand_seen_from_its_start_without_a_commitment_fails() -> None:
    verdict = _verdict(STARTED, ANTE)
    assert verdict.status is F.Status.FAILED
    assert "without a commitment" in verdict.reason


def test_a_hand_joined_part_way_is_not_checked() -> None:
    verdict = _verdict(ANTE)  # the hand's start came before this client was there
    assert verdict.status is F.Status.NOT_CHECKED
