"""Tables for GUI tests: stacked decks and scripted computer players at the real table core in
this process, on a fake clock (:func:`studdesk.gui.tools.scenes.practice_table`, shared with
``studdesk shots``)."""

from __future__ import annotations

from studdesk.engine.actions import ActionKind, LegalAction
from studdesk.gui.session.core_session import CoreSession
from studdesk.gui.tools.scenes import practice_table as session

__all__ = ["Turns", "session"]


class Turns:
    """Records turn notices of a session."""

    def __init__(self, s: CoreSession) -> None:
        self.session = s
        self.seen: list[tuple[int, int, tuple[LegalAction, ...]]] = []
        s.turn_started.connect(self._on_turn)

    def _on_turn(self, seat: int, deadline: int, legal: object) -> None:
        self.seen.append((seat, deadline, tuple(legal or ())))  # type: ignore[call-overload]

    @property
    def last(self) -> tuple[int, int, tuple[LegalAction, ...]]:
        return self.seen[-1]

    def act(self, kind: ActionKind, index: int = 0) -> LegalAction:
        seat, _, legal = self.last
        move = [m for m in legal if m.kind is kind][index]
        self.session.send_action(seat, move)
        return move
