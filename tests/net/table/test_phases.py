"""The hand loop's transition table alone (h11's _state.py): every move it has, none it has
not, and the diagram net/PROTOCOL.md shows is the table's."""

from __future__ import annotations

from pathlib import Path

import pytest

from net.table.phases import (
    TRANSITIONS,
    WAITING,
    Phase,
    PhaseError,
    Trigger,
    diagram,
    next_phase,
    status_of,
)


def test_a_hand_goes_round_the_table() -> None:
    phase = Phase.IDLE
    for trigger in (Trigger.ASK_ANTES, Trigger.DEAL, Trigger.HAND_CLOSED, Trigger.PAUSE,
                    Trigger.ASK_CHOOSER, Trigger.ASK_ANTES, Trigger.DEAL, Trigger.SHOW_CHANCE,
                    Trigger.HAND_CLOSED):
        phase = next_phase(phase, trigger)
    assert phase is Phase.IDLE


def test_every_phase_can_end_and_nothing_leaves_ended() -> None:
    for phase in Phase:
        assert next_phase(phase, Trigger.END) is Phase.ENDED
    for trigger in Trigger:
        if trigger is not Trigger.END:
            with pytest.raises(PhaseError):
                next_phase(Phase.ENDED, trigger)


def test_no_move_the_table_does_not_have() -> None:
    with pytest.raises(PhaseError, match="no move from hand on ask_antes"):
        next_phase(Phase.HAND, Trigger.ASK_ANTES)
    with pytest.raises(PhaseError):
        next_phase(Phase.IDLE, Trigger.DEAL)  # D1 comes first


def test_every_phase_is_reached_and_the_waiting_ones_can_be_left() -> None:
    targets = set(TRANSITIONS.values())
    assert targets == set(Phase)
    for phase in WAITING:
        assert any(src is phase and dst is not phase for (src, _), dst in TRANSITIONS.items())


def test_the_protocol_document_shows_this_table() -> None:
    text = (Path(__file__).parents[3] / "net" / "PROTOCOL.md").read_text(encoding="utf-8")
    assert diagram() in text


def test_the_tables_status_is_its_phase_the_hosts_pause_and_the_stop() -> None:
    for phase in Phase:
        for paused in (False, True):
            status = status_of(phase, paused=paused, stopping=False)
            if phase in (Phase.HAND, Phase.SHOW):
                assert status == "playing"  # a pause lets the hand in play finish
            else:
                assert status == ("paused" if paused else "waiting")
            assert status_of(phase, paused=paused, stopping=True) == "ended"
