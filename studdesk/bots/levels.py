"""The levels by name, and :func:`make_bot`."""

from __future__ import annotations

import random
from typing import Final

from .base import Bot, RandomBot
from .easy import EasyBot
from .hard import DEFAULT_SIMULATIONS, HardBot
from .normal import NormalBot

LEVELS: Final = ("random", "easy", "normal", "hard")
"""Every level, weakest first."""


def make_bot(level: str, rng: random.Random, *, simulations: int | None = None) -> Bot:
    """A bot of ``level`` (one of :data:`LEVELS`) drawing its randomness from ``rng`` only.

    ``simulations`` sets the hard level's deals per heads-up decision (default
    :data:`~studdesk.bots.hard.DEFAULT_SIMULATIONS`); the other levels ignore it.

    >>> make_bot("normal", random.Random(1)).level
    'normal'
    """
    if level == "random":
        return RandomBot(rng)
    if level == "easy":
        return EasyBot(rng)
    if level == "normal":
        return NormalBot(rng)
    if level == "hard":
        return HardBot(rng, DEFAULT_SIMULATIONS if simulations is None else simulations)
    raise ValueError(f"unknown bot level {level!r} (expected one of {', '.join(LEVELS)})")
