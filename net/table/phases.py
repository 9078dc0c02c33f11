"""The table's phases and their transitions, as data (h11's ``_state.py`` habit: everything
that moves the hand loop lives here, and this file knows nothing of sockets, seats or clocks).

:data:`TRANSITIONS` maps ``(phase, trigger)`` to the next phase; :func:`next_phase` applies it
and refuses a move the table does not have (:class:`PhaseError`, a bug in the core, never a
client's fault). The core's hand loop only decides *which* trigger happened.

>>> next_phase(Phase.IDLE, Trigger.ASK_ANTES)
<Phase.ANTE: 'ante'>
>>> next_phase(Phase.ANTE, Trigger.DEAL)
<Phase.HAND: 'hand'>
>>> next_phase(Phase.ENDED, Trigger.DEAL)
Traceback (most recent call last):
...
net.table.phases.PhaseError: no move from ended on deal
"""

from __future__ import annotations

from enum import Enum
from typing import Final


class Phase(Enum):
    IDLE = "idle"  # waiting for players, or paused
    PAUSE = "pause"  # between hands
    ANTE = "ante"  # D1: waiting for answers
    HAND = "hand"
    SHOW = "show"  # O6: the hand is over; its uncontested winner may still show
    BACKOFF = "backoff"  # too few after the ante question: a short wait
    CHOOSE = "choose"  # dealer's choice: waiting for the chooser (net.table_formats)
    ENDED = "ended"


class Trigger(Enum):
    PAUSE = "pause"  # a hand was played: the pause between hands
    ASK_CHOOSER = "ask_chooser"  # dealer's choice: a round starts
    ASK_ANTES = "ask_antes"  # D1: the ante question (or straight on when nobody is asked)
    DEAL = "deal"  # enough answered: the hand starts
    TOO_FEW = "too_few"  # too few dealt in after the ante question
    IDLE = "idle"  # nothing to do: wait for players (or the pause ran out and nobody can play)
    SHOW_CHANCE = "show_chance"  # O6: the uncontested winner may show
    HAND_CLOSED = "hand_closed"  # the reveal went out: the table moves on
    END = "end"  # the session ends (after the host asked, or a stop)


_ANY: Final = tuple(Phase)

TRANSITIONS: Final[dict[tuple[Phase, Trigger], Phase]] = {
    (Phase.IDLE, Trigger.PAUSE): Phase.PAUSE,
    (Phase.IDLE, Trigger.ASK_CHOOSER): Phase.CHOOSE,
    (Phase.IDLE, Trigger.ASK_ANTES): Phase.ANTE,
    (Phase.PAUSE, Trigger.ASK_CHOOSER): Phase.CHOOSE,
    (Phase.PAUSE, Trigger.ASK_ANTES): Phase.ANTE,
    (Phase.PAUSE, Trigger.IDLE): Phase.IDLE,
    (Phase.CHOOSE, Trigger.ASK_ANTES): Phase.ANTE,
    (Phase.CHOOSE, Trigger.IDLE): Phase.IDLE,
    (Phase.ANTE, Trigger.DEAL): Phase.HAND,
    (Phase.ANTE, Trigger.TOO_FEW): Phase.BACKOFF,
    (Phase.BACKOFF, Trigger.IDLE): Phase.IDLE,
    (Phase.HAND, Trigger.SHOW_CHANCE): Phase.SHOW,
    (Phase.HAND, Trigger.HAND_CLOSED): Phase.IDLE,
    (Phase.HAND, Trigger.IDLE): Phase.IDLE,  # the hand is gone (voided)
    (Phase.SHOW, Trigger.HAND_CLOSED): Phase.IDLE,
    **{(phase, Trigger.END): Phase.ENDED for phase in _ANY},
}
"""Every move of the hand loop: ``(phase, trigger) -> phase``."""

WAITING: Final = frozenset({Phase.PAUSE, Phase.ANTE, Phase.BACKOFF, Phase.CHOOSE, Phase.SHOW})
"""Phases that end at a time (the core's ``until``), so the table must be woken then."""


PLAYING: Final = frozenset({Phase.HAND, Phase.SHOW})
"""Phases with a hand in play: the table's ``status`` is ``playing``."""


def status_of(phase: Phase, *, paused: bool, stopping: bool) -> str:
    """The table's ``status`` (the ``table`` message's) in ``phase``: ``ended`` once the table
    stops, ``playing`` while a hand is in play, else ``paused`` or ``waiting`` by the host's
    pause.

    >>> status_of(Phase.SHOW, paused=True, stopping=False)
    'playing'
    >>> status_of(Phase.PAUSE, paused=True, stopping=False)
    'paused'
    """
    if stopping:
        return "ended"
    if phase in PLAYING:
        return "playing"
    return "paused" if paused else "waiting"


class PhaseError(RuntimeError):
    """The core asked for a move :data:`TRANSITIONS` does not have (a bug in the core)."""


def next_phase(phase: Phase, trigger: Trigger) -> Phase:
    try:
        return TRANSITIONS[phase, trigger]
    except KeyError:
        raise PhaseError(f"no move from {phase.value} on {trigger.value}") from None


def diagram() -> str:
    """:data:`TRANSITIONS` as a Mermaid state diagram (net/PROTOCOL.md shows it)."""
    lines = ["stateDiagram-v2"]
    for (source, trigger), target in TRANSITIONS.items():
        if trigger is Trigger.END and source is not Phase.IDLE:
            continue
        lines.append(f"    {source.value} --> {target.value}: {trigger.value}")
    lines.append("    note right of ended: any phase on end (the host stops the table)")
    return "\n".join(lines)
