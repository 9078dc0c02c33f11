"""A played hand as PHH text: :func:`export_hand` (the fields) and :func:`actions_from_events`
(the ``actions`` from the engine's events); :func:`dumps` writes any fields, one line each.
"""

from __future__ import annotations

import datetime
from collections.abc import Mapping, Sequence
from decimal import Decimal
from typing import Any

from studdesk.engine.actions import ActionKind
from studdesk.engine.cards import HIDDEN, Card
from studdesk.engine.config import Variant
from studdesk.engine.events import (
    ActionTaken,
    CardDealt,
    CardsShown,
    CardTurnedUp,
    CommunityCardDealt,
    Declared,
    DeviceLeft,
    Event,
    HandMucked,
    HandStarted,
    Street,
)
from studdesk.engine.hand import Hand
from studdesk.engine.phh.history import CURRENCY, units


def _escape_char(c: str) -> str:
    code = ord(c)
    if 0xD800 <= code <= 0xDFFF:
        return "\\ufffd"  # a lone surrogate is no character: TOML (UTF-8) cannot hold it
    return f"\\u{code:04x}" if code <= 0xFFFF else f"\\U{code:08x}"


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, Decimal):
        return str(value)  # exact: units written from whole cents (T2), never a float
    if isinstance(value, str):
        escaped = value.replace("\\", "\\\\").replace('"', '\\"')
        if not escaped.isprintable():  # most text is: looked at character by character if not
            escaped = "".join(c if c.isprintable() else _escape_char(c) for c in escaped)
        return f'"{escaped}"'
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    if isinstance(value, Mapping):  # an inline table (W7's ``_options``)
        return "{" + ", ".join(f"{k} = {_toml_value(v)}" for k, v in value.items()) + "}"
    if isinstance(value, datetime.time) and value.tzinfo is None:
        return value.isoformat()  # a TOML local time (PHH ``time``)
    raise TypeError(f"cannot write {value!r} to PHH")


def dumps(fields: Mapping[str, Any]) -> str:
    """PHH text for ``fields`` (standard fields first, in the order given)."""
    return "".join(f"{key} = {_toml_value(value)}\n" for key, value in fields.items())


def _card_text(card: Card | None) -> str:
    return HIDDEN if card is None else str(card)


def actions_from_events(events: Sequence[Event]) -> list[str]:
    """The PHH ``actions`` of a hand, from its events (censored events give ``??`` cards);
    amounts in currency units (:func:`units`)."""
    return _actions(events, None)


def _actions(events: Sequence[Event], memo: dict[int, tuple[Event, list[str]]] | None
             ) -> list[str]:
    """:func:`actions_from_events`; with ``memo``, each event's lines (but the first street's
    deals, written together) are kept by the event object, for the next view of the same hand
    that shares it."""
    started = next(e for e in events if isinstance(e, HandStarted))
    index = {seat: i + 1 for i, seat in enumerate(started.seats)}
    # The first street's cards go out as one deal per player (W7: F5S's two as F7S's three);
    # Baseball's extra cards after them one at a time.
    try:
        game = Variant(started.variant).game
    except ValueError:
        game = Variant.STUD.game
    first = Street.THIRD if game.seven_cards else Street.SECOND
    size = game.down_first + 1
    out: list[str] = []
    third: dict[int, list[str]] | None = {}
    full = 0  # the seats in ``third`` with ``size`` cards
    for event in events:
        if third is not None and isinstance(event, CardDealt) and event.street is first:
            cards = third.setdefault(event.seat, [])
            cards.append(_card_text(event.card))
            if len(cards) == size:
                full += 1
            elif len(cards) == size + 1:
                full -= 1
            if full == len(third) == len(started.seats):  # every seat has exactly ``size``
                out.extend(f"d dh p{index[s]} {''.join(third[s])}" for s in started.seats)
                third = None
            continue
        if memo is None:
            out.extend(_event_lines(event, index))
            continue
        kept = memo.get(id(event))
        if kept is None or kept[0] is not event:
            kept = memo[id(event)] = (event, _event_lines(event, index))
        out.extend(kept[1])
    return out


def _event_lines(event: Event, index: Mapping[int, int]) -> list[str]:
    """The ``actions`` lines of one event (none for an event PHH does not record)."""
    if isinstance(event, CardDealt):
        return [f"d dh p{index[event.seat]} {_card_text(event.card)}"]
    if isinstance(event, CommunityCardDealt):
        return [f"d db {event.card}"]
    if isinstance(event, ActionTaken):
        p = f"p{index[event.seat]}"
        if event.action is ActionKind.BRING_IN:
            return [f"{p} pb"]
        if event.action is ActionKind.BUY:
            return [f"{p} _buy {units(event.amount)}"]  # W7
        if event.action is ActionKind.FOLD:
            return [f"{p} f"]
        if event.action in (ActionKind.CHECK, ActionKind.CALL):
            return [f"{p} cc"]
        return [f"{p} cbr {units(event.to)}"]
    if isinstance(event, Declared):  # W12.1
        return [f"p{index[event.seat]} _declare {event.declaration.value}"]
    if isinstance(event, CardTurnedUp):  # W12.2
        return [f"p{index[event.seat]} _up {event.card}"]
    if isinstance(event, CardsShown):
        return [f"p{index[event.seat]} sm {''.join(str(c) for c in event.cards)}"]
    if isinstance(event, HandMucked):
        return [f"p{index[event.seat]} sm"]
    if isinstance(event, DeviceLeft):  # H4: one for each seat of the device, in order
        return [f"p{index[seat]} _leave" for seat in sorted(event.seats, key=lambda s: index[s])]
    return []


def export_hand(hand: Hand, events: Sequence[Event] | None = None,
                extra: Mapping[str, Any] | None = None) -> str:
    """The PHH text of a played hand. ``events`` defaults to the full (uncensored) record; pass a
    seat's censored events for what that seat saw. ``extra`` adds fields (``_``-prefixed ones
    for StudDesk's own data). Amounts are written in currency units (``currency``), exactly."""
    return HandWriter(hand, extra).text(hand.events if events is None else events)


class HandWriter:
    """:func:`export_hand` of one hand for many views of it: the fields but ``actions`` (the
    same for every viewer) written once, each view's ``actions`` then (the same text)."""

    def __init__(self, hand: Hand, extra: Mapping[str, Any] | None = None) -> None:
        fields = _fields(hand, extra)
        keys = list(fields)
        at = keys.index("actions")
        self._head = dumps({k: fields[k] for k in keys[:at]})
        self._tail = dumps({k: fields[k] for k in keys[at + 1:]})
        # ``extra`` may name ``actions`` itself: then that is the text, whatever the events
        given = fields["actions"]
        self._actions = None if given is None else f"actions = {_toml_value(given)}\n"
        # the views share most events (the same objects) and most lines: each written once
        self._lines: dict[int, tuple[Event, list[str]]] = {}
        self._quoted: dict[str, str] = {}

    def text(self, events: Sequence[Event]) -> str:
        """The PHH text of the hand as ``events`` tell it."""
        actions = self._actions
        if actions is None:
            quoted = self._quoted
            items = []
            for line in _actions(events, self._lines):
                item = quoted.get(line)
                if item is None:
                    item = quoted[line] = _toml_value(line)
                items.append(item)
            actions = f"actions = [{', '.join(items)}]\n"
        return self._head + actions + self._tail


def _fields(hand: Hand, extra: Mapping[str, Any] | None) -> dict[str, Any]:
    """:func:`export_hand`'s fields, ``actions`` None (in its place) unless ``extra`` names it."""
    cfg = hand.config
    players = hand.players
    fields: dict[str, Any] = {
        "variant": cfg.variant.phh_code,
        "currency": CURRENCY,
        "antes": [units(cfg.ante)] * len(players),
        "bring_in": units(cfg.bring_in),
        "small_bet": units(cfg.small_bet),
        "big_bet": units(cfg.big_bet),
        "starting_stacks": [units(p.starting_stack) for p in players],
        "actions": None,
        "players": [p.name for p in players],
        "hand": hand.number,
        "seats": [p.seat for p in players],
        "seat_count": 8,
    }
    if hand.result is not None:
        fields["finishing_stacks"] = [units(hand.result.stacks[p.seat]) for p in players]
    if cfg.variant.phh_game is not None:  # W7
        fields["_game"] = cfg.variant.phh_game
        options = cfg.home_options()
        price = options.get("three_price")
        if isinstance(price, int):
            options["three_price"] = units(price)
        if options:
            fields["_options"] = options
    fields.update({
        "_max_raises": cfg.max_raises,
        "_heads_up_uncapped": cfg.heads_up_uncapped,
        "_open_pair": cfg.open_pair,
        "_buy_in": units(cfg.buy_in),
    })
    if extra:
        fields.update(extra)
    return fields


__all__ = ["HandWriter", "actions_from_events", "dumps", "export_hand"]
