"""The protocol's limits, card strings and field checks: each check takes a value and its path
and returns the value or raises ``LocalProtocolError`` naming the field."""

from __future__ import annotations

import re
import struct
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final, TypeAlias

from net.protocol.errors import (
    _BIDI_CONTROLS,
    ErrorCode,
    LocalProtocolError,
    _bad,
)
from studdesk.engine.actions import Declaration
from studdesk.engine.cards import HIDDEN, Card, InvalidCardError
from studdesk.engine.config import Variant

# --------------------------------------------------------------------------------------------
# Limits
# --------------------------------------------------------------------------------------------

PROTOCOL_VERSION: Final = 3
"""The one protocol version this module speaks; ``hello`` and ``welcome`` carry it."""

MAX_FRAME: Final = 65536
"""Largest payload, in bytes, after the 4-byte length header (64 KiB)."""

HEADER: Final = struct.Struct(">I")
MAX_DEPTH: Final = 16
"""Deepest nesting of arrays and maps in one frame (the top-level map is depth 1)."""
MAX_ARRAY_LEN: Final = 4096
MAX_MAP_LEN: Final = 1024

SEAT_MIN: Final = 1
SEAT_MAX: Final = 8  # RULES.md T1: seats 1..8
MAX_NAME_LEN: Final = 24
MAX_CHAT_LEN: Final = 300
MAX_TABLE_NAME_LEN: Final = 40
MAX_CHIPS: Final = 10**12
"""Largest amount of chips any field may carry (chips are integer cents, RULES.md T2)."""
MAX_HAND: Final = 2**53
MAX_UINT: Final = 2**63 - 1
DECK_SIZE: Final = 52

ACTIONS: Final = ("fold", "check", "call", "bring_in", "complete", "bet", "raise", "show", "muck",
                  "buy")
"""Player actions; ``act.action`` and ``turn.actions[].action`` take one of these."""
CHOICES: Final = ("declare", "turn_up")
"""The secret choices every player still in makes at once (RULES.md W9, W11), answered with
``declare`` and ``turn_up``, never ``act``; ``turn.actions[].action`` may name them."""
DECLARATIONS: Final = tuple(d.value for d in Declaration)
"""``declare.declaration`` (RULES.md W9.2): ``lo``, ``hi`` or ``both``, as PHH writes them."""
SIZED_ACTIONS: Final = frozenset({"complete", "bet", "raise"})
"""Actions whose ``amount`` (the total the player's bet is brought *to*) may be given."""
VARIANTS: Final = tuple(v.value for v in Variant)  # RULES.md V, W: the engine's games


# --------------------------------------------------------------------------------------------
# Cards
# --------------------------------------------------------------------------------------------


def card_to_wire(card: Card | None) -> str:
    """A card's wire form: ``"As"``, or ``"??"`` for a card this connection may not see.

    >>> card_to_wire(Card.parse("as")), card_to_wire(None)
    ('As', '??')
    """
    return HIDDEN if card is None else str(card)


def card_from_wire(text: str) -> Card | None:
    """The card a wire string names, ``None`` for ``"??"``. Only the canonical form is accepted
    (``"As"``, not ``"as"``); anything else raises :class:`~studdesk.engine.cards.InvalidCardError`.

    >>> card_from_wire("Td"), card_from_wire("??")
    (Card('Td'), None)
    """
    if text == HIDDEN:
        return None
    card = Card.parse(text)
    if str(card) != text:
        raise InvalidCardError(f"not a card in canonical form: {text!r} (write 'As', 'Td')")
    return card


_WIRE_CARDS: Final = frozenset([*(str(Card(i)) for i in range(52)), HIDDEN])


def is_wire_card(value: object) -> bool:
    """Whether ``value`` is a card string as the wire carries it (``"As"`` or ``"??"``)."""
    return isinstance(value, str) and value in _WIRE_CARDS


# --------------------------------------------------------------------------------------------
# Field checks. Each takes the value and its path for the error message, and returns the value
# as the message stores it. They raise LocalProtocolError; parsing turns that into a remote one.
# --------------------------------------------------------------------------------------------

Check: TypeAlias = Callable[[Any, str], Any]

_TOKEN_RE: Final = re.compile(r"[A-Za-z0-9_-]{16,128}")
_HEX_RE: Final = re.compile(r"[0-9a-f]*")
# Joiners that emoji sequences need; allowed in chat although not "printable".
_JOINERS: Final = frozenset("\u200c\u200d")


def _int(lo: int, hi: int) -> Check:
    def check(value: Any, path: str) -> int:
        if not isinstance(value, int) or isinstance(value, bool):
            raise _bad(path, f"must be a whole number, not {_kind(value)}")
        if not lo <= value <= hi:
            raise _bad(path, f"must be between {lo} and {hi}")
        return int(value)

    return check


_seat: Final = _int(SEAT_MIN, SEAT_MAX)
_hand: Final = _int(1, MAX_HAND)
_chips: Final = _int(1, MAX_CHIPS)
_chips0: Final = _int(0, MAX_CHIPS)
_count: Final = _int(0, MAX_UINT)
_client_id: Final = _int(1, MAX_UINT)
_millis: Final = _int(0, 24 * 3600 * 1000)


def _protocol(value: Any, path: str) -> int:
    """The protocol version; a different one is its own error, checked before anything else."""
    version: int = _int(0, MAX_UINT)(value, path)
    if version != PROTOCOL_VERSION:
        raise LocalProtocolError(
            ErrorCode.PROTOCOL_VERSION,
            f"This side speaks StudDesk protocol {PROTOCOL_VERSION}, the other side {version}.",
            field=path,
        )
    return version


def _bool(value: Any, path: str) -> bool:
    if not isinstance(value, bool):
        raise _bad(path, f"must be true or false, not {_kind(value)}")
    return value


def _choice(options: Sequence[str]) -> Check:
    def check(value: Any, path: str) -> str:
        if not isinstance(value, str) or value not in options:
            raise _bad(path, f"must be one of {', '.join(options)}")
        return value

    return check


def _str(path: str, value: Any) -> str:
    if not isinstance(value, str):
        raise _bad(path, f"must be text, not {_kind(value)}")
    return value


def _text(max_len: int, *, min_len: int = 1, joiners: bool = False) -> Check:
    """Text a person typed: stripped, NFC, ``min_len..max_len`` characters, nothing that is not
    printable (control characters, line breaks, direction overrides, odd spaces)."""

    def check(value: Any, path: str) -> str:
        text = unicodedata.normalize("NFC", _str(path, value).strip())
        if len(text) < min_len:
            raise _bad(path, "must not be empty" if min_len == 1 else f"needs {min_len} characters")
        if len(text) > max_len:
            raise _bad(path, f"must be at most {max_len} characters")
        for ch in text:
            if ch in _BIDI_CONTROLS or not (ch.isprintable() or (joiners and ch in _JOINERS)):
                raise _bad(path, f"must not contain the character U+{ord(ch):04X}")
        return text

    return check


_player_name: Final = _text(MAX_NAME_LEN)
_chat_text: Final = _text(MAX_CHAT_LEN, joiners=True)
_short_text: Final = _text(64)
_table_name: Final = _text(MAX_TABLE_NAME_LEN)


def _long_text(value: Any, path: str) -> str:
    """Text the host wrote (an error message): any length the frame allows, no controls."""
    text = _str(path, value)
    if any(unicodedata.category(ch) == "Cc" and ch != "\n" for ch in text):
        raise _bad(path, "must not contain control characters")
    return text


def _token(value: Any, path: str) -> str:
    text = _str(path, value)
    if not _TOKEN_RE.fullmatch(text):
        raise _bad(path, "must be 16 to 128 letters, digits, '-' or '_'")
    return text


def _password(value: Any, path: str) -> str:
    text = _str(path, value)
    if not 1 <= len(text) <= 128:
        raise _bad(path, "must be 1 to 128 characters")
    if any(unicodedata.category(ch) == "Cc" for ch in text):
        raise _bad(path, "must not contain control characters")
    return text


def _code(value: Any, path: str) -> str:
    text = _str(path, value)
    if not re.fullmatch(r"[a-z0-9_]{1,40}", text):
        raise _bad(path, "must be a short lowercase code")
    return str(text)


def _hex(min_len: int, max_len: int) -> Check:
    def check(value: Any, path: str) -> str:
        text = _str(path, value)
        if not (min_len <= len(text) <= max_len and len(text) % 2 == 0 and _HEX_RE.fullmatch(text)):
            raise _bad(path, f"must be {min_len} to {max_len} lowercase hexadecimal digits")
        return text

    return check


_digest: Final = _hex(64, 64)
_salt: Final = _hex(32, 128)


def _wire_card(value: Any, path: str) -> str:
    if not is_wire_card(value):
        raise _bad(path, "must be a card like 'As' or '??'")
    return str(value)


def _seat_list(value: Any, path: str) -> tuple[int, ...]:
    items = _sequence(value, path, 0, SEAT_MAX)
    seats = tuple(_seat(v, f"{path}[{i}]") for i, v in enumerate(items))
    if len(set(seats)) != len(seats):
        raise _bad(path, "names a seat twice")
    return seats


def _deck(value: Any, path: str) -> tuple[Card, ...]:
    items = _sequence(value, path, DECK_SIZE, DECK_SIZE)
    deck: list[Card] = []
    for i, item in enumerate(items):
        if isinstance(item, Card):
            deck.append(item)
            continue
        card = card_from_wire(_wire_card(item, f"{path}[{i}]"))
        if card is None:
            raise _bad(f"{path}[{i}]", "must be a real card, not '??'")
        deck.append(card)
    if len(set(deck)) != DECK_SIZE:
        raise _bad(path, "must hold each of the 52 cards once")
    return tuple(deck)


def _sequence(value: Any, path: str, lo: int, hi: int) -> Sequence[Any]:
    if not isinstance(value, (list, tuple)):
        raise _bad(path, f"must be a list, not {_kind(value)}")
    if not lo <= len(value) <= hi:
        raise _bad(path, f"must hold {lo} items" if lo == hi else f"must hold {lo} to {hi} items")
    return value


def _kind(value: object) -> str:
    names = {type(None): "nil", bool: "true/false", int: "a number", float: "a fraction",
             str: "text", bytes: "binary data", list: "a list", tuple: "a list", dict: "a map"}
    return names.get(type(value), type(value).__name__)


def plain(value: Any, path: str = "message", depth: int = 1, *, keyed: bool = True) -> Any:
    """Check that ``value`` is plain wire data and return it with tuples made lists and
    :class:`Card` objects made card strings.

    Plain wire data is nil, true/false, whole numbers (64-bit), text, lists and maps with text
    keys, nested at most :data:`MAX_DEPTH` deep. No fractions, no binary data. Under a map key
    ``"card"`` the value must be a card string (or nil), under ``"cards"`` a list of them, and
    under ``"seat"`` a seat number (or nil): that is how the permissive host payloads still get
    their cards and seats checked (``keyed=False`` skips those three rules).

    >>> plain({"kind": "card_dealt", "seat": 3, "card": Card.parse("As")})
    {'kind': 'card_dealt', 'seat': 3, 'card': 'As'}
    """
    if depth > MAX_DEPTH:
        raise _bad(path, f"is nested more than {MAX_DEPTH} deep")
    kind = type(value)  # fast paths for the exact plain types; subclasses take the long way
    if value is None or kind is str or kind is bool:
        return value
    if kind is int:
        if not -(2**63) <= value <= 2**64 - 1:
            raise _bad(path, "is a number too large to send")
        return value
    if isinstance(value, Card):
        return str(value)
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, int):
        if not -(2**63) <= value <= 2**64 - 1:
            raise _bad(path, "is a number too large to send")
        return int(value)
    if isinstance(value, (list, tuple)):
        if len(value) > MAX_ARRAY_LEN:
            raise _bad(path, f"must hold at most {MAX_ARRAY_LEN} items")
        inner = depth + 1
        if inner > MAX_DEPTH:
            return [plain(v, f"{path}[{i}]", inner, keyed=keyed) for i, v in enumerate(value)]
        items: list[Any] = []
        for i, v in enumerate(value):
            vk = type(v)  # plain scalars without building their path (the common case)
            if v is None or vk is str or vk is bool or (vk is int and -(2**63) <= v < 2**64):
                items.append(v)
            else:
                items.append(plain(v, f"{path}[{i}]", inner, keyed=keyed))
        return items
    if isinstance(value, Mapping):
        if len(value) > MAX_MAP_LEN:
            raise _bad(path, f"must hold at most {MAX_MAP_LEN} entries")
        return _plain_entries(value, f"{path}.", depth + 1, keyed=keyed)
    raise _bad(path, f"must be plain data, not {_kind(value)}")


_KEYED_FIELDS: Final = frozenset({"card", "cards", "seat"})


def _plain_entries(
    value: Mapping[Any, Any], prefix: str, depth: int, *, keyed: bool = True
) -> dict[str, Any]:
    """The entries of a map (``prefix`` is the path of the map plus a dot, or empty)."""
    out: dict[str, Any] = {}
    fast = depth <= MAX_DEPTH
    for key, item in value.items():
        if type(key) is not str and not isinstance(key, str):
            raise _bad(prefix.rstrip(".") or "message", "has a key that is not text")
        kind = type(item)
        if fast:  # the common cases without building the field's path
            if keyed and key in _KEYED_FIELDS and item is not None:
                if (key == "seat" and kind is int and SEAT_MIN <= item <= SEAT_MAX) or (
                        key == "card" and kind is str and item in _WIRE_CARDS):
                    out[key] = item
                    continue
                if key == "cards" and kind is list and depth < MAX_DEPTH and len(
                        item) <= DECK_SIZE and all(
                        type(c) is str and c in _WIRE_CARDS for c in item):
                    out[key] = list(item)
                    continue
            elif item is None or kind is str or kind is bool or (
                    kind is int and -(2**63) <= item < 2**64):
                out[key] = item
                continue
        sub = f"{prefix}{key}"
        if isinstance(item, Card):
            item = str(item)
        if not keyed or item is None:
            pass
        elif key == "card":
            item = _wire_card(item, sub)
        elif key == "cards":
            cards = _sequence(item, sub, 0, DECK_SIZE)
            item = [_wire_card(str(c) if isinstance(c, Card) else c, f"{sub}[{i}]")
                    for i, c in enumerate(cards)]
        elif key == "seat":
            item = _seat(item, sub)
        out[key] = plain(item, sub, depth, keyed=keyed)
    return out


def _plain_map(value: Any, path: str) -> dict[str, Any]:
    if not isinstance(value, Mapping):
        raise _bad(path, f"must be a map, not {_kind(value)}")
    result: dict[str, Any] = plain(value, path, 2)
    return result


