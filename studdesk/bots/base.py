"""The bot interface: a view in, a legal move out."""

from __future__ import annotations

import random
from typing import Protocol, runtime_checkable

from studdesk.engine import LegalAction, TableView

from .table import NotMyTurnError


@runtime_checkable
class Bot(Protocol):
    """A computer player. ``decide`` sees only the view of its own seat and returns one of
    ``view.legal_actions`` (a betting move, or show/muck at the showdown). It is deterministic
    given the generator it was made with: no global randomness, no clock, no I/O."""

    level: str

    def decide(self, view: TableView) -> LegalAction:
        """The move for the viewer of ``view``, who must be the acting seat."""
        ...


class RandomBot:
    """The benchmark's baseline: a move drawn uniformly from the legal ones."""

    level = "random"

    def __init__(self, rng: random.Random) -> None:
        self._rng = rng

    def decide(self, view: TableView) -> LegalAction:
        if not view.legal_actions or view.viewer is None:
            raise NotMyTurnError("the view offers no move to its viewer")
        return self._rng.choice(view.legal_actions)
