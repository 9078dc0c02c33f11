"""The rules of Seven Card Stud, Stud Hi/Lo eight-or-better, Razz and the home games.

Standard library only: no I/O, no clock, no randomness of its own (RULES.md T4: callers inject
the random generator or the deck order).

The names below load on first use (PEP 562): ``import studdesk.engine.config`` (the lobby's
stakes and game names) does not import the hand's state machine, its events or the evaluator.
Reading any one of them imports every module they come from, so they stay one set.
"""

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
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
        Declaration,
        Declare,
        Fold,
        HandOverError,
        IllegalActionError,
        LegalAction,
        Muck,
        OutOfTurnError,
        Raise,
        Show,
        TurnUp,
        WrongAmountError,
    )
    from studdesk.engine.cards import HIDDEN, Card, Rank, Suit, new_deck, parse_cards, shuffled_deck
    from studdesk.engine.config import STAKE_PRESETS, GameConfig, Variant, format_chips
    from studdesk.engine.events import Event, Half, Street, censor, event_to_dict
    from studdesk.engine.hand import Hand, HandResult, Phase, PlayerSpec
    from studdesk.engine.views import SeatView, TableView, view

__all__ = [
    "HIDDEN", "STAKE_PRESETS", "Action", "ActionKind", "Bet", "BringIn", "Buy", "Call",
    "CapReachedError",
    "Card", "Check", "Complete", "Declaration", "Declare", "Event", "Fold", "GameConfig", "Half", "Hand", "HandOverError",
    "HandResult", "IllegalActionError", "LegalAction", "Muck", "OutOfTurnError", "Phase",
    "PlayerSpec", "Raise", "Rank", "SeatView", "Show", "Street", "Suit", "TableView", "TurnUp",
    "Variant", "WrongAmountError", "censor", "event_to_dict", "format_chips", "new_deck",
    "parse_cards", "shuffled_deck", "view",
]

_MODULES = ("actions", "cards", "config", "events", "hand", "views")
"""Where the names of ``__all__`` come from (the first that has a name gives it; they import
each other's, so it is the same object; tests/engine/test_engine_package.py checks it)."""

if not TYPE_CHECKING:  # for mypy the names are the imports above, and nothing else

    def __getattr__(name: str) -> Any:
        if name not in __all__:
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
        import importlib

        found: dict[str, Any] = {}
        for module_name in _MODULES:
            module = importlib.import_module(f"{__name__}.{module_name}")
            for exported in __all__:
                if exported not in found and hasattr(module, exported):
                    found[exported] = getattr(module, exported)
        missing = set(__all__) - set(found)
        if missing:
            raise ImportError(f"{__name__} exports {sorted(missing)} but none of its modules "
                              f"{_MODULES} defines them")
        globals().update(found)
        return found[name]

    def __dir__() -> list[str]:
        return sorted(set(globals()) | set(__all__))


def _verify_compiled_sources(folder: str) -> None:
    """Refuse a compiled engine built in place from other sources than the ``.py`` beside it.

    An in-place build (``./run.sh setup --compiled``, :mod:`studdesk.engine.compiled`) leaves
    ``compiled-sources.json``, the SHA-256 of each source it compiled; Python would go on
    loading the compiled module after its source changed, so a changed source stops the import
    here with the way out. For the pure engine this is one ``stat``; it imports nothing from
    the engine (importing the settings loads the settings only)."""
    from os import path

    listing = path.join(folder, "compiled-sources.json")
    if not path.exists(listing):
        return
    import hashlib
    import json

    try:
        with open(listing, encoding="utf-8") as file:
            recorded = dict(json.load(file))
    except ValueError as exc:
        raise ImportError(f"{listing} is not the compiled build's list: {exc}") from exc
    changed = []
    for module_name, digest in sorted(recorded.items()):
        # studdesk.engine.phh.lean: phh/lean.py (a package's module by its folder)
        *folders, leaf = str(module_name).split(".")[2:] or [""]
        source = path.join(folder, *folders, leaf + ".py")
        if path.isfile(source):
            with open(source, "rb") as file:
                if hashlib.sha256(file.read()).hexdigest() != digest:
                    changed.append(path.basename(source))
    if changed:
        raise ImportError(
            f"the compiled engine in {folder} was built from other sources than "
            f"{', '.join(changed)} now hold: build it again (./run.sh setup --compiled) or go "
            "back to the pure engine (./run.sh setup --pure)")


_verify_compiled_sources(__path__[0])
