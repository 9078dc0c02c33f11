"""A hand's last move goes to the shell before the hand's end is settled, journalled and
revealed (``TableCore.hand_over_early``, ``Outbox.hand_over``): every connection gets the same
frames in the same order as from a table that hands nothing over early."""

from __future__ import annotations

from typing import Any

from net import protocol as P
from net.table import Output, Send
from tests.net.tablekit import Auto, Kit, acting_seat, kit_options


def _kinds(data: bytes) -> list[str]:
    decoder = P.FrameDecoder()
    decoder.feed(data)
    kinds = []
    while (msg := decoder.next_message()) is not None:
        kinds.append(msg["type"] if msg["type"] != "event" else msg["event"]["type"])
    return kinds


def _play(hands: int, *, early: bool) -> tuple[Kit, list[list[Any]], list[tuple[list[Output], str]]]:
    kit = Kit(kit_options(hand_pause=1.0), seed=3)
    handed: list[tuple[list[Output], str]] = []
    if early:
        def carry_out(outputs: list[Output]) -> None:
            handed.append((outputs, kit.journal.hands()[-1].status))
            kit.feed(outputs)

        kit.core.hand_over_early(carry_out)
    peers = [kit.join("Ann"), kit.join("Bo"), kit.join("Wes", sit=False, watch=True)]
    Auto(kit, peers[:2], seed=5).run(hands)
    seen = [[(type(m).__name__, getattr(m, "hand", None)) for m in p.messages] for p in peers]
    return kit, seen, handed


def test_the_last_move_is_handed_over_before_the_hand_is_journalled_and_revealed() -> None:
    kit, seen, handed = _play(3, early=True)
    assert len(handed) == 3  # one hand-over at each hand's end, none in its other steps
    for outputs, status in handed:
        assert status == "started"  # handed over before the hand's end reached the journal
        assert outputs and all(isinstance(o, Send) for o in outputs)
        for out in outputs:
            assert isinstance(out, Send)
            kinds = _kinds(out.data)
            # the move (and what it ended: the showdown, the pots) and the table after it; the
            # ledger, the openings and the reveal come after the hand is settled
            assert "table" in kinds and "hand_ended" in kinds
            assert not {"ledger", "reveal", "openings", "commit"} & set(kinds)
    assert [h.status for h in kit.journal.hands()][:3] == ["completed"] * 3
    # every connection got the same messages in the same order as without the hand-over
    _, plain, _ = _play(3, early=False)
    assert seen == plain


def test_a_show_in_the_o6_window_is_handed_over_before_the_reveal() -> None:
    kit = Kit(kit_options(show_window=3.0, hand_pause=4.0))
    handed: list[list[str]] = []

    def carry_out(outputs: list[Output]) -> None:
        handed.append([k for o in outputs if isinstance(o, Send) for k in _kinds(o.data)])
        kit.feed(outputs)

    kit.core.hand_over_early(carry_out)
    peers = [kit.join("Ann", address="10.0.0.1"), kit.join("Bo", address="10.0.0.2")]
    hand = kit.core.hand
    assert hand is not None
    number = hand.number
    next(p for p in peers if acting_seat(kit) in p.you).act("bring_in")
    loser = next(p for p in peers if acting_seat(kit) in p.you)
    loser.act("fold")
    winner = next(p for p in peers if p is not loser)
    handed.clear()  # the fold's own hand-over (the hand's last move)
    chance = winner.last(P.ShowChance)
    winner.send(P.Show(hand=number, seat=chance.seat))
    assert len(handed) == 1 and "cards_shown" in handed[0]
    assert not {"reveal", "openings"} & set(handed[0])
    assert winner.of(P.Reveal) and loser.of(P.Reveal)  # the reveal followed in the same step
