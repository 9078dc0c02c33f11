"""Computer players: an engine view in, an action out.

>>> import random
>>> from studdesk.engine import GameConfig, Hand, PlayerSpec, Variant, shuffled_deck, view
>>> cfg = GameConfig.preset(Variant.STUD, 200)
>>> hand = Hand(cfg, [PlayerSpec(1, "A", 20000), PlayerSpec(2, "B", 20000)],
...             shuffled_deck(random.Random(3)))
>>> bot = make_bot("normal", random.Random(0))
>>> move = bot.decide(view(hand, hand.acting_seat))
>>> move in hand.legal_actions()
True

Levels (:data:`LEVELS`): ``random`` (uniform over the legal moves, the benchmark's baseline),
``easy`` (loose-passive beginner, :mod:`studdesk.bots.easy`), ``normal`` (rule-based, sound
starting hands, :mod:`studdesk.bots.normal`) and ``hard`` (Monte-Carlo equity against
action-weighted ranges, :mod:`studdesk.bots.hard`). A bot decides only from the
:class:`~studdesk.engine.TableView` of its seat and is deterministic given its generator.
"""

from .base import Bot, RandomBot
from .easy import EasyBot
from .hard import DEFAULT_SIMULATIONS, HardBot
from .levels import LEVELS, make_bot
from .normal import NormalBot
from .stage import Stage
from .table import NotMyTurnError, Situation, read

__all__ = [
    "DEFAULT_SIMULATIONS", "LEVELS", "Bot", "EasyBot", "HardBot", "NormalBot", "NotMyTurnError",
    "RandomBot", "Situation", "Stage", "make_bot", "read",
]
