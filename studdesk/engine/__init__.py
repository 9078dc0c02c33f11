"""The rules of Seven Card Stud, Stud Hi/Lo eight-or-better and Razz.

Standard library only: no I/O, no clock, no randomness of its own (RULES.md T4: callers inject
the random generator or the deck order).
"""

from studdesk.engine.actions import (
    Action,
    ActionKind,
    Bet,
    BringIn,
    Buy,
    Call,
    CapReachedError,
    Check,
    Complete,
    Fold,
    HandOverError,
    IllegalActionError,
    LegalAction,
    Muck,
    OutOfTurnError,
    Raise,
    Show,
    WrongAmountError,
)
from studdesk.engine.cards import HIDDEN, Card, Rank, Suit, new_deck, parse_cards, shuffled_deck
from studdesk.engine.config import STAKE_PRESETS, GameConfig, Variant, format_chips
from studdesk.engine.events import Event, Half, Street, censor, event_to_dict
from studdesk.engine.hand import Hand, HandResult, Phase, PlayerSpec
from studdesk.engine.views import SeatView, TableView, view, view_from_dict, view_to_dict

__all__ = [
    "HIDDEN", "STAKE_PRESETS", "Action", "ActionKind", "Bet", "BringIn", "Buy", "Call", "CapReachedError",
    "Card", "Check", "Complete", "Event", "Fold", "GameConfig", "Half", "Hand", "HandOverError",
    "HandResult", "IllegalActionError", "LegalAction", "Muck", "OutOfTurnError", "Phase",
    "PlayerSpec", "Raise", "Rank", "SeatView", "Show", "Street", "Suit", "TableView",
    "Variant", "WrongAmountError", "censor", "event_to_dict", "format_chips", "new_deck",
    "parse_cards", "shuffled_deck", "view", "view_from_dict", "view_to_dict",
]
