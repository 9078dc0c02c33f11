"""Tables for GUI tests: engine hands with chosen cards, played through EngineSession."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from studdesk.engine.actions import ActionKind, LegalAction
from studdesk.engine.config import GameConfig, Variant
from studdesk.gui.session.engine_session import (
    EngineSession,
    SeatSetup,
    scripted_policy,
    stacked_deck_for,
)

NAMES = {1: "Anna", 2: "Bela", 3: "Cyril", 4: "Dora", 5: "Emil", 6: "Fanni", 7: "Gergo",
         8: "Hana"}


def session(third: Mapping[int, str], streets: Sequence[Mapping[int, str]] = (), *,
            humans: Sequence[int] = (5,), variant: Variant = Variant.STUD,
            script: Mapping[tuple[int, int], Sequence[str]] | None = None,
            decks: int = 1, **options: object) -> EngineSession:
    config = GameConfig.preset(variant, 200)
    seats = [SeatSetup(n, NAMES[n], human=n in humans) for n in sorted(third)]
    deck = stacked_deck_for(third, streets)
    return EngineSession(config, seats, decks=[deck] * decks,
                         bot_policy=scripted_policy(script or {}), bot_delay_ms=None,
                         timeout_ms=options.pop("timeout_ms", None),  # type: ignore[arg-type]
                         next_hand_ms=None, **options)  # type: ignore[arg-type]


class Turns:
    """Records turn notices of a session."""

    def __init__(self, s: EngineSession) -> None:
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
