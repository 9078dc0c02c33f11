"""A table restarted on its journal (the state's restore, net/table/state.py) on the table core's
fake clock: the notice of a hand voided by the crash, and no clock stuck at 0 after a resume."""

from __future__ import annotations

from pathlib import Path

from net import protocol as P
from net.journal import Journal
from tests.net.tablekit import Kit, acting_seat, actions_of, kit_options


def _crash_mid_hand(path: Path) -> tuple[int, dict[str, str]]:
    """A table whose host dies mid-hand: (the hand in play, each player's token)."""
    kit = Kit(kit_options(), journal=Journal(path))
    ann = kit.join("Ann", address="10.0.0.1")
    bo = kit.join("Bo", address="10.0.0.2")
    hand = kit.core.hand
    assert hand is not None and kit.core.decision is not None  # a decision pending
    assert ann.token and bo.token
    kit.journal.close()  # no stop(): the host is gone
    return hand.number, {"Ann": ann.token, "Bo": bo.token}


def test_a_voided_hand_is_explained_to_every_client_joiners_too(tmp_path: Path) -> None:
    number, tokens = _crash_mid_hand(tmp_path / "j.sqlite")
    kit = Kit(kit_options(), journal=Journal(tmp_path / "j.sqlite"))
    assert kit.core.restored_voided == [number]
    ann = kit.join("Ann", token=tokens["Ann"], sit=False)
    notices = ann.of(P.Notice)
    assert [(n.code, n.hand) for n in notices] == [("hand_voided", number)]
    assert ann.messages.index(notices[0]) == 1  # right after the welcome
    joiner = kit.join("Cy", address="10.0.0.3", sit=False)
    assert [(n.code, n.hand) for n in joiner.of(P.Notice)] == [("hand_voided", number)]


def test_after_a_resume_no_clock_is_stuck_at_zero(tmp_path: Path) -> None:
    number, tokens = _crash_mid_hand(tmp_path / "j.sqlite")
    kit = Kit(kit_options(timer=10.0), journal=Journal(tmp_path / "j.sqlite"))
    kit.advance(30.0)  # nobody back yet: their seats wait, no hand, no decision
    assert kit.core.hand is None and kit.core.decision is None
    ann = kit.join("Ann", token=tokens["Ann"], sit=False)
    bo = kit.join("Bo", address="10.0.0.2", token=tokens["Bo"], sit=False)
    assert ann.you and bo.you  # their seats back, with their tokens
    hand = kit.core.hand
    assert hand is not None and hand.number == number + 1
    seat = acting_seat(kit)
    turn = ann.last(P.Turn)
    assert turn.seat == seat and turn.deadline_ms == 10_000
    d = kit.core.decision
    assert d is not None and d.time_left_ms(kit.core.now) == 10_000
    kit.advance(10.0)  # the first decision is acted on when its time is up
    assert [a for a in actions_of(ann) if a.seat == seat]
