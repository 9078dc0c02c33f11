"""Engine events travel as ``event_to_dict`` maps and come back with ``event_from_dict``."""

from __future__ import annotations

import pytest

from studdesk.engine import GameConfig, PlayerSpec, Variant, events
from studdesk.engine.events import (
    EVENT_TYPES,
    CardDealt,
    Event,
    Street,
    censor,
    event_from_dict,
    event_to_dict,
)

from .test_properties import play_randomly


@pytest.mark.parametrize("variant", list(Variant))
def test_every_event_of_played_hands_round_trips(variant: Variant) -> None:
    cfg = GameConfig.preset(variant, 200)
    seen: set[str] = set()
    for seed in range(40):
        players = [PlayerSpec(s, f"P{s}", 400 if s % 3 else 20000)
                   for s in range(1, variant.max_players + 1)]
        hand = play_randomly(cfg, players, seed, passive=0.7)
        for event in hand.events:
            seen.add(event.type)
            assert event_from_dict(event_to_dict(event)) == event
            hidden = censor(event, None)
            assert event_from_dict(event_to_dict(hidden)) == hidden
    assert {"hand_started", "card_dealt", "action_taken", "pot_awarded", "hand_ended"} <= seen


def test_event_types_are_every_event_class() -> None:
    assert set(EVENT_TYPES) == {cls.type for cls in EVENT_TYPES.values()}
    defined = {cls for cls in vars(events).values()
               if isinstance(cls, type) and issubclass(cls, Event) and cls is not Event}
    assert set(EVENT_TYPES.values()) == defined and len(EVENT_TYPES) >= 21


@pytest.mark.parametrize(("data", "where"), [
    ({"type": "nonsense"}, "type"),
    ({"seat": 1}, "type"),
    ({"type": "card_dealt", "seat": 1, "card": "As", "face_up": True}, "street"),
    ({"type": "card_dealt", "seat": 1, "card": "As", "face_up": True, "street": 3, "x": 1}, "x"),
    ({"type": "card_dealt", "seat": 1, "card": "Zz", "face_up": True, "street": 3}, "card"),
    ({"type": "card_dealt", "seat": "1", "card": "As", "face_up": True, "street": 3}, "seat"),
    ({"type": "card_dealt", "seat": 1, "card": "As", "face_up": 1, "street": 3}, "face_up"),
    ({"type": "card_dealt", "seat": 1, "card": "As", "face_up": True, "street": 1}, "street"),
    ({"type": "action_taken", "seat": 1, "action": "jump", "amount": 0, "to": 0,
      "all_in": False, "street": 3}, "action"),
])
def test_bad_event_data_says_which_field(data: dict, where: str) -> None:
    with pytest.raises(ValueError, match=where):
        event_from_dict(data)


def test_a_hidden_card_comes_back_as_none() -> None:
    e = CardDealt(seat=2, card=None, face_up=False, street=Street.SEVENTH)
    assert event_to_dict(e)["card"] == "??" and event_from_dict(event_to_dict(e)).card is None
