"""Poker Hand History (PHH): export any hand the engine played, import and replay a file under
the house rules.

PHH is TOML. The stud notation: ``d dh p1 Td3c4d`` deals p1 their three 3rd-street cards (two
down, the door card up), ``d dh p1 6d`` one card of a later street, ``d db Ks`` the community
card (RULES.md D10); ``p5 pb`` posts the bring-in, ``f`` folds, ``cc`` checks or calls,
``cbr 800`` completes, bets or raises to 800, ``sm Ah2c...`` shows, ``sm`` mucks. ``??`` is a
card nobody saw. Players are listed from the first seat left of the button (T1). House-rule
options PHH has no field for are user-defined fields: ``_max_raises``, ``_heads_up_uncapped``,
``_open_pair``, ``_buy_in``.

:func:`loads` reads the text (a fast reader for the one-line-per-field PHH we and others write,
tomllib for anything else), :func:`replay` plays it under the rules: a player who mucks, or
whose cards nobody saw and who shows nothing, concedes (S3) and never wins with cards made up
for the replay. :func:`header` gives a list entry (game, stakes, players, pot, winners, date)
without a replay; ``studdesk.phh_files.list_folder`` lists a folder of files with it.
"""

from __future__ import annotations

import datetime
import functools
import re
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import MAX_PREC, Context, Decimal, InvalidOperation
from typing import Any, Final, NamedTuple

from studdesk.engine.actions import (
    Action,
    ActionKind,
    Bet,
    BringIn,
    Buy,
    Call,
    Check,
    Complete,
    Fold,
    IllegalActionError,
    Muck,
    Raise,
    Show,
)
from studdesk.engine.cards import FULL_DECK, HIDDEN, Card, InvalidCardError
from studdesk.engine.config import (
    CASINO_VARIANTS,
    ConfigError,
    GameConfig,
    Variant,
    format_chips,
)
from studdesk.engine.events import (
    ActionTaken,
    CardDealt,
    CardsShown,
    CommunityCardDealt,
    Event,
    HandMucked,
    HandStarted,
    Street,
)
from studdesk.engine.hand import Hand, Phase, PlayerSpec


class PHHError(ValueError):
    """A file that is not a stud hand history we can read (bad TOML, missing field ...)."""


class ReplayError(ValueError):
    """The rules refuse action ``action_index`` (0-based index into ``actions``)."""

    def __init__(self, message: str, action_index: int) -> None:
        super().__init__(message)
        self.action_index = action_index


# --------------------------------------------------------------------------- export


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


CURRENCY: Final = "XXX"
"""The ``currency`` StudDesk writes: ISO 4217's code for no particular currency. Its amounts
are currency units with two decimals (the engine's chips are cents, T2)."""


def units(chips: int) -> int | Decimal:
    """Chips (cents) as the amount a PHH file writes: whole units as an ``int`` (``200`` ->
    ``2``), else an exact ``Decimal`` (``50`` -> ``0.50``)."""
    whole, cents = divmod(chips, 100)
    return whole if cents == 0 else Decimal(chips).scaleb(-2)


def actions_from_events(events: Sequence[Event]) -> list[str]:
    """The PHH ``actions`` of a hand, from its events (censored events give ``??`` cards);
    amounts in currency units (:func:`units`)."""
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
    for event in events:
        if isinstance(event, CardDealt):
            if event.street is first and third is not None:
                third.setdefault(event.seat, []).append(_card_text(event.card))
                if (all(len(v) == size for v in third.values())
                        and len(third) == len(started.seats)):
                    out.extend(f"d dh p{index[s]} {''.join(third[s])}" for s in started.seats)
                    third = None
            else:
                out.append(f"d dh p{index[event.seat]} {_card_text(event.card)}")
        elif isinstance(event, CommunityCardDealt):
            out.append(f"d db {event.card}")
        elif isinstance(event, ActionTaken):
            p = f"p{index[event.seat]}"
            if event.action is ActionKind.BRING_IN:
                out.append(f"{p} pb")
            elif event.action is ActionKind.BUY:
                out.append(f"{p} _buy {units(event.amount)}")  # W7
            elif event.action is ActionKind.FOLD:
                out.append(f"{p} f")
            elif event.action in (ActionKind.CHECK, ActionKind.CALL):
                out.append(f"{p} cc")
            else:
                out.append(f"{p} cbr {units(event.to)}")
        elif isinstance(event, CardsShown):
            out.append(f"p{index[event.seat]} sm {''.join(str(c) for c in event.cards)}")
        elif isinstance(event, HandMucked):
            out.append(f"p{index[event.seat]} sm")
    return out


def export_hand(hand: Hand, events: Sequence[Event] | None = None,
                extra: Mapping[str, Any] | None = None) -> str:
    """The PHH text of a played hand. ``events`` defaults to the full (uncensored) record; pass a
    seat's censored events for what that seat saw. ``extra`` adds fields (``_``-prefixed ones
    for StudDesk's own data). Amounts are written in currency units (``currency``), exactly."""
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
        "actions": actions_from_events(hand.events if events is None else events),
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
    return dumps(fields)


# --------------------------------------------------------------------------- import


@dataclass(init=False)
class HandHistory:
    """A parsed PHH file: the game, the players and the actions, not yet replayed.

    Writes its own ``__init__`` (``init=False``): compiled, the one ``@dataclass`` generates
    would stay Python, a fifth of what reading a file takes."""

    config: GameConfig
    names: list[str]
    seats: list[int]
    starting_stacks: list[int]
    actions: list[str]
    number: int
    finishing_stacks: list[int] | None
    fields: dict[str, Any]
    scale: int
    """Chips per amount the file writes: 100 where it names a ``currency`` (its amounts are
    currency units, the engine's chips cents), else 1 (chips as written)."""
    unit: int
    """Chips per unit a person reads: 100 (cents: show ``12.50``) for StudDesk's files and any
    with a ``currency``; 1 (whole chips, no decimals) for a foreign file without one. A
    replayer shows amounts with :func:`format_amount`."""

    def __init__(self, config: GameConfig, names: list[str], seats: list[int],
                 starting_stacks: list[int], actions: list[str], number: int = 1,
                 finishing_stacks: list[int] | None = None,
                 fields: dict[str, Any] | None = None, scale: int = 1, unit: int = 100) -> None:
        self.config = config
        self.names = names
        self.seats = seats
        self.starting_stacks = starting_stacks
        self.actions = actions
        self.number = number
        self.finishing_stacks = finishing_stacks
        self.fields = {} if fields is None else fields
        self.scale = scale
        self.unit = unit


def _int_field(data: Mapping[str, Any], key: str) -> int:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int):
        if isinstance(value, float) and value.is_integer():
            return int(value)
        raise PHHError(f"field {key!r} must be a whole number, found {_shown(value)}")
    return value


_INT_TYPE = frozenset((int,))  # not bool, a subclass of int
_STR_TYPE = frozenset((str,))


# The amounts files write repeat (antes, stacks, the stakes): each is worked out once. The
# type is part of the key (``1``, ``1.0`` and ``true`` are equal and hash alike).
_CHIPS: dict[tuple[type, Any, int], int] = {}


def _to_chips(value: Any, scale: int, key: str) -> int:
    """A file's amount as the engine's chips: exact, never through a float's rounding."""
    try:
        return _CHIPS[type(value), value, scale]
    except (KeyError, TypeError):  # TypeError: not hashable, so not an amount either
        pass
    chips = _exact_chips(value, scale, key)
    if len(_CHIPS) < 4096:
        _CHIPS[type(value), value, scale] = chips
    return chips


# Amounts times the scale with every digit kept: Decimal's usual context keeps 28 digits and
# would round a 29-digit amount (or a fraction 30 digits down) to a different whole number.
_EXACT: Final = Context(prec=MAX_PREC)


def _exact_chips(value: Any, scale: int, key: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int | Decimal | float):
        raise PHHError(f"field {key!r}: {_shown(value)} is not an amount")
    try:
        exact = _EXACT.multiply(Decimal(value if not isinstance(value, float) else repr(value)),
                                scale)
    except InvalidOperation:
        raise PHHError(f"field {key!r}: {_shown(value)} is not an amount") from None
    if not exact.is_finite() or exact.adjusted() >= _MAX_DIGITS:
        raise PHHError(f"field {key!r}: {_shown(value)} is not an amount")
    if exact != exact.to_integral_value():
        raise PHHError(f"field {key!r}: {_shown(value)} is not a whole number of the smallest "
                       "chip")
    return int(exact)


def _amount_field(data: Mapping[str, Any], key: str, scale: int) -> int:
    if key not in data:
        raise PHHError(f"missing field {key!r}")
    return _to_chips(data[key], scale, key)


def _amount_list(data: Mapping[str, Any], key: str, scale: int, n: int | None = None) -> list[int]:
    value = data.get(key)
    if not isinstance(value, list):
        raise PHHError(f"field {key!r} must be a list of amounts")
    if n is not None and len(value) != n:
        raise PHHError(f"field {key!r} must have {n} entries, found {len(value)}")
    if scale == 1 and set(map(type, value)) <= _INT_TYPE:
        return list(value)
    try:  # amounts met before
        return [_CHIPS[type(v), v, scale] for v in value]
    except (KeyError, TypeError):
        return [_to_chips(v, scale, key) for v in value]


def _scale_of(data: Mapping[str, Any]) -> tuple[int, int]:
    """(chips per amount written, chips per unit shown) for a file (see :class:`HandHistory`).
    StudDesk's files from before ``currency`` wrote cents: they carry ``_buy_in``."""
    if "currency" in data:
        return 100, 100
    if "_buy_in" in data or "_max_raises" in data:
        return 1, 100
    return 1, 1


def action_amount(text: str, scale: int) -> int | None:
    """The chips of an amount in an action (``cbr 2.50``), or None if it is not one: ASCII, at
    most ``_MAX_DIGITS`` characters and digits ("²" and a 5,000-digit number are not amounts, nor
    is ``1e999999``, which would be a million-digit whole number)."""
    if not 0 < len(text) <= _MAX_DIGITS or not text.isascii():
        return None
    if text.isdigit():
        return int(text) * scale
    try:
        exact = _EXACT.multiply(Decimal(text), scale)
    except InvalidOperation:
        return None
    if not exact.is_finite() or exact < 0 or exact.adjusted() >= _MAX_DIGITS:
        return None
    if exact != exact.to_integral_value():
        return None
    return int(exact)


def format_amount(chips: int, unit: int) -> str:
    """Chips as a file's reader shows them: ``unit`` 100 writes ``12.50`` (cents), 1 writes
    whole chips (``50000``)."""
    if unit == 1:
        return str(chips)
    return format_chips(chips)


def _int_list(data: Mapping[str, Any], key: str, n: int | None = None) -> list[int]:
    value = data.get(key)
    if not isinstance(value, list) or not set(map(type, value)) <= _INT_TYPE:
        raise PHHError(f"field {key!r} must be a list of whole numbers")
    if n is not None and len(value) != n:
        raise PHHError(f"field {key!r} must have {n} entries, found {len(value)}")
    return list(value)


# PHH files are TOML, but in practice one ``key = value`` per line: a whole number, true or
# false, a one-line string, a local time (``time = 19:05:00``) or a one-line array of those,
# perhaps a comment after it. tomllib takes longer to read such a file than the engine takes to
# replay the hand, so these lines are read with the expressions below; anything else (tables,
# dotted or quoted keys, floats, dates, multi-line strings or arrays, a key given twice ...)
# sends the whole text to tomllib. Where the fast path answers, it answers exactly what tomllib
# would (tests/engine/test_phh_reader.py checks it on every conformance file and on generated
# documents).
_CTRL = r"\x00-\x08\x0a-\x1f\x7f"  # control characters TOML refuses in strings and comments
_BASIC = (rf'"[^"\\{_CTRL}]*(?:\\(?:[btnfr"\\]|u[0-9A-Fa-f]{{4}}|U[0-9A-Fa-f]{{8}})'
          rf'[^"\\{_CTRL}]*)*"')
_SCALAR = (rf"(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]|-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?|true|false"
           rf"|{_BASIC}|'[^'{_CTRL}]*'")
_PLAIN = rf'"[^"\\{_CTRL}]*"'  # a basic string without escapes
_INT = r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?"  # a whole number, or a decimal (read exactly)


def _array_of(item: str) -> str:
    return rf"(?:{item}[ \t]*,[ \t]*)*(?:{item}[ \t]*)?"


# Groups: key, scalar, then one of: an array of plain strings (``actions``, ``players``), of
# whole numbers (stacks), of any scalars.
_KEY_VALUE = re.compile(
    rf"[ \t]*([A-Za-z0-9_-]+)[ \t]*=[ \t]*"
    rf"(?:({_SCALAR})|\[[ \t]*(?:({_array_of(_PLAIN)})|({_array_of(_INT)})"
    rf"|({_array_of(f'(?:{_SCALAR})')}))\])"
    rf"[ \t]*(?:#[^{_CTRL}]*)?")
_PLAIN_BODY = re.compile(r'"([^"]*)"')
_INT_TOKEN = re.compile(_INT)
_BLANK_OR_COMMENT = re.compile(rf"[ \t]*(?:#[^{_CTRL}]*)?")
_SCALAR_TOKEN = re.compile(_SCALAR)
_ESCAPE = re.compile(r'\\(?:([btnfr"\\])|u([0-9A-Fa-f]{4})|U([0-9A-Fa-f]{8}))')
_ESCAPED = {"b": "\b", "t": "\t", "n": "\n", "f": "\f", "r": "\r", '"': '"', "\\": "\\"}


class _NotSimple(Exception):
    """A line the fast path does not read exactly as tomllib does (tomllib reads the text)."""


def _unescape(match: re.Match[str]) -> str:
    letter, short, long = match.groups()
    if letter is not None:
        return _ESCAPED[letter]
    code = int(short or long, 16)
    if 0xD800 <= code <= 0xDFFF or code > 0x10FFFF:
        raise _NotSimple  # not a Unicode scalar value: tomllib refuses it
    return chr(code)


def _toml_scalar(token: str) -> Any:
    first = token[0]
    if first == "'":
        return token[1:-1]
    if first == '"':
        body = token[1:-1]
        return _ESCAPE.sub(_unescape, body) if "\\" in body else body
    if token == "true":
        return True
    if token == "false":
        return False
    if token[2:3] == ":":
        return datetime.time(int(token[:2]), int(token[3:5]), int(token[6:]))
    return _number(token)


def _number(token: str) -> int | Decimal:
    """A TOML number as written: an ``int``, or a decimal as an exact ``Decimal`` (as
    ``tomllib.loads(text, parse_float=Decimal)`` reads it)."""
    return Decimal(token) if "." in token else int(token)


# Most lines of a folder of hands repeat from file to file (the variant, the stakes, the
# players, the house rules, the date): each line read is kept with its key and value (a copy of
# a list), the store emptied when full. The ``actions`` line is never the same twice.
_LINES: dict[str, tuple[str, Any]] = {}
_LINES_MOST = 4096


def _simple_toml(text: str) -> dict[str, Any] | None:
    """``text`` read by the fast path, or None where it is not that simple (see above)."""
    data: dict[str, Any] = {}
    known = _LINES
    lines = text.split("\n")
    if "\r" in text:  # CRLF; a lone CR at the very end is an error for tomllib
        last = len(lines) - 1
        lines = [line[:-1] if i < last and line.endswith("\r") else line
                 for i, line in enumerate(lines)]
    fullmatch = _KEY_VALUE.fullmatch
    try:
        for line in lines:
            hit = known.get(line)
            if hit is not None:
                key, value = hit
                if key in data:
                    return None
                data[key] = list(value) if type(value) is list else value
                continue
            m = fullmatch(line)
            if m is None:
                if _BLANK_OR_COMMENT.fullmatch(line):
                    continue
                return None
            key, scalar, strings, ints, items = m.groups()
            if key in data:
                return None  # tomllib refuses it: let tomllib say so
            if scalar is not None:
                data[key] = _toml_scalar(scalar)
            elif strings is not None:
                data[key] = _PLAIN_BODY.findall(strings)
            elif ints is not None:
                tokens = _INT_TOKEN.findall(ints)
                data[key] = ([_number(t) for t in tokens] if "." in ints
                             else list(map(int, tokens)))
            else:
                data[key] = [_toml_scalar(t) for t in _SCALAR_TOKEN.findall(items)]
            if key != "actions":
                if len(known) >= _LINES_MOST:
                    known.clear()
                value = data[key]
                known[line] = (key, list(value) if type(value) is list else value)
    except _NotSimple:
        return None
    return data


def _read_toml(text: str) -> dict[str, Any]:
    data = _simple_toml(text) if isinstance(text, str) else None
    return tomllib.loads(text, parse_float=Decimal) if data is None else data


def _fields(text: str) -> dict[str, Any]:
    """The text's fields; :class:`PHHError` for text that is not TOML, or that no hand file is:
    a number past Python's limit on digits (4,300), nesting too deep to read."""
    try:
        return _read_toml(text)
    except tomllib.TOMLDecodeError as exc:
        raise PHHError(f"not valid PHH/TOML: {exc}") from None
    except RecursionError:
        raise PHHError("not a hand: its arrays or tables are nested too deep") from None
    except ValueError as error:  # int(): a whole number of more digits than Python reads
        raise PHHError(f"not a hand: {_brief(str(error))}") from None


def _brief(text: str, most: int = 80) -> str:
    """``text`` cut to ``most`` characters for an error message."""
    return text if len(text) <= most else text[: most - 1] + "\u2026"


def _shown(value: Any) -> str:
    """A field's value for an error message: its repr, cut short (a file may hold anything)."""
    try:
        return _brief(repr(value))
    except (RecursionError, ValueError):
        return f"a {type(value).__name__}"


# A whole number in an action (an actor's number, an amount): ASCII digits, at most this many
# (str.isdigit() takes "²", which int() refuses, and 5,000 digits, which int() refuses too).
_MAX_DIGITS: Final = 30


def _is_whole(text: str) -> bool:
    return 0 < len(text) <= _MAX_DIGITS and text.isascii() and text.isdigit()


@functools.lru_cache(maxsize=256)
def _game_config(variant: Variant, ante: int, bring_in: int, small_bet: int, big_bet: int,
                 options: tuple[tuple[str, type, Any], ...]) -> GameConfig:
    """GameConfig is frozen: the files of one table share one (a folder of a season's hands
    has a handful of configurations). The options carry their types, so ``1`` and ``true``
    are different keys."""
    return GameConfig(variant=variant, ante=ante, bring_in=bring_in, small_bet=small_bet,
                      big_bet=big_bet, **{k: v for k, _, v in options})


_VARIANTS = {v.phh_code: v for v in CASINO_VARIANTS}
_HOME_VARIANTS: Final = tuple(v for v in Variant if v.is_home_game)
# The casino variants by code, with their most players (an enum's properties look it up by
# its hash, a Python function).
_LEAN_VARIANTS: Final = {v.phh_code: (v, v.max_players) for v in CASINO_VARIANTS}

# W7: the ``_options`` each home game may carry, and the values they take.
_HOME_OPTIONS: dict[str, tuple[Any, ...]] = {
    "queens_wild": (True, False),
    "four_extra_card": ("down", "up"),
    "three_price": ("big_bet", "pot"),  # or a whole number of chips
    "low_chicago_ace": ("high", "low"),
}


def _home_options(data: Mapping[str, Any], variant: Variant, scale: int) -> dict[str, Any]:
    """W7: the ``_options`` table, checked: an unknown key, or one this game does not have,
    refuses the file."""
    raw = data.get("_options")
    if raw is None:
        return {}
    if not isinstance(raw, Mapping):
        raise PHHError("field '_options' must be a table")
    allowed = set(GameConfig(variant=variant).home_options())
    out: dict[str, Any] = {}
    for key, value in raw.items():
        if key not in _HOME_OPTIONS:
            raise PHHError(f"unknown option {key!r} in '_options' (W7 knows "
                           f"{', '.join(_HOME_OPTIONS)})")
        if key not in allowed:
            raise PHHError(f"option {key!r} is not an option of {variant.title}")
        choices = _HOME_OPTIONS[key]
        ok = value in choices and type(value) is type(choices[0])
        if key == "three_price" and isinstance(value, int | Decimal) and not isinstance(value, bool):
            value = _to_chips(value, scale, "_options.three_price")
            ok = value >= 1
        if not ok:
            raise PHHError(f"option {key!r} cannot be {_shown(value)}")
        out[key] = value
    return out


# --------------------------------------------------------------------------- the lean reader

# What StudDesk writes (:func:`dumps`) is simpler still than what the fast path above reads: one
# ``key = value`` a line with single spaces, strings in quotes without escapes, amounts
# as whole numbers or decimals, arrays with ", " between items. The lean reader takes such a
# file with string operations and loops over characters only (no expression), and works the
# amounts out as chips straight from their digits, never through a Decimal. The first thing it
# does not read exactly as tomllib does (an escape, a tab, a comment, a table, a float, a field
# that is wrong for a hand ...) sends the text to the full reader, which gives the answer, or
# the error, it always gave (tests/engine/test_phh_lean.py compares the two on every
# conformance file and on generated documents).

# The fields _lean_loads reads, by their index in _LeanFields.lines (0: a field it only keeps).
_SLOT_VARIANT: Final = 1
_SLOT_CURRENCY: Final = 2
_SLOT_ANTES: Final = 3
_SLOT_BRING_IN: Final = 4
_SLOT_SMALL_BET: Final = 5
_SLOT_BIG_BET: Final = 6
_SLOT_STACKS: Final = 7
_SLOT_PLAYERS: Final = 8
_SLOT_HAND: Final = 9
_SLOT_SEATS: Final = 10
_SLOT_FINISHING: Final = 11
_SLOT_MAX_RAISES: Final = 12
_SLOT_UNCAPPED: Final = 13
_SLOT_OPEN_PAIR: Final = 14
_SLOT_BUY_IN: Final = 15
_SLOT_HOME: Final = 16  # ``_game`` or ``_options``: W7's home games, the full reader's
_SLOTS: Final = 17
_SLOT_OF: Final[dict[str, int]] = {
    "variant": _SLOT_VARIANT, "currency": _SLOT_CURRENCY, "antes": _SLOT_ANTES,
    "bring_in": _SLOT_BRING_IN, "small_bet": _SLOT_SMALL_BET, "big_bet": _SLOT_BIG_BET,
    "starting_stacks": _SLOT_STACKS, "players": _SLOT_PLAYERS, "hand": _SLOT_HAND,
    "seats": _SLOT_SEATS, "finishing_stacks": _SLOT_FINISHING, "_max_raises": _SLOT_MAX_RAISES,
    "_heads_up_uncapped": _SLOT_UNCAPPED, "_open_pair": _SLOT_OPEN_PAIR,
    "_buy_in": _SLOT_BUY_IN, "_game": _SLOT_HOME, "_options": _SLOT_HOME,
    # keys of ours it only keeps (known good keys: not checked again)
    "seat_count": 0, "year": 0, "month": 0, "day": 0, "time": 0,
}

# What a line's value is, for the fields read as amounts.
_OTHER: Final = 0  # a string, a boolean, an empty array
_NUMBER: Final = 1
_NUMBERS: Final = 2  # an array of numbers
_STRINGS: Final = 3  # an array of strings


class _LeanLine:
    """One line read: its key, its value as tomllib reads it, and for numbers their chips at
    either scale (None where one is not a whole number of chips: the full reader then works
    it out). Kept by the line's text: most lines repeat from file to file."""

    key: Final[str]
    slot: Final[int]
    kind: Final[int]
    value: Final[Any]
    items: Final[list[Any] | None]
    """The value when it is an array (each file gets a copy of its own)."""
    chips1: Final[list[int] | None]
    chips100: Final[list[int] | None]

    def __init__(self, key: str, slot: int, kind: int, value: Any,
                 chips1: list[int] | None = None, chips100: list[int] | None = None) -> None:
        self.key = key
        self.slot = slot
        self.kind = kind
        self.value = value
        self.items = value if type(value) is list else None
        self.chips1 = chips1
        self.chips100 = chips100


class _LeanFields:
    """A file read by :func:`_lean_fields`: its fields, and the lines :func:`_lean_loads`
    reads, by their slot (``lines[_SLOT_STACKS]``; ``lines[0]`` holds whatever came last)."""

    def __init__(self, data: dict[str, Any], actions: list[str] | None,
                 lines: list[_LeanLine | None]) -> None:
        self.data = data
        self.actions = actions
        self.lines = lines


# The lines met before, by their text; emptied when full. Lines that start with "f", "h" or
# "t" (``finishing_stacks``, ``hand``, ``time``: never the same twice) are read without it, and
# so is ``actions``.
_LEAN_LINES: Final[dict[str, _LeanLine]] = {}
_LEAN_LINES_MOST: Final = 4096


def _lean_fields(text: str) -> _LeanFields | None:
    """The fields of text in the lean form exactly as tomllib reads them, with the lines
    :func:`_lean_loads` reads; or None."""
    if "\\" in text:
        return None  # an escape: the fast path reads it
    data: dict[str, Any] = {}
    actions: list[str] | None = None
    lines: list[_LeanLine | None] = [None] * _SLOTS
    known = _LEAN_LINES
    count = 0
    for line in text.split("\n"):
        if not line:
            continue
        first = ord(line[0])
        if first == 97 and line[:11] == "actions = [":  # "a"
            actions = _lean_strings(line, 10)
            if actions is None:
                return None
            data["actions"] = actions
            count += 1
            continue
        if first == 102 or first == 104 or first == 116:  # f h t
            record = _lean_line(line)
            if record is None:
                return None
        else:
            found = known.get(line)
            if found is None:
                record = _lean_line(line)
                if record is None:
                    return None
                if len(known) >= _LEAN_LINES_MOST:
                    known.clear()
                known[line] = record
            else:
                record = found
        items = record.items
        data[record.key] = record.value if items is None else items.copy()
        count += 1
        lines[record.slot] = record
    if len(data) != count:
        return None  # tomllib refuses a key given twice: let it say so
    return _LeanFields(data, actions, lines)


def _lean_line(line: str) -> _LeanLine | None:
    """One line in the lean form, read, else None."""
    equals = line.find(" = ")
    if equals <= 0:
        return None
    key = line[:equals]
    slot = _SLOT_OF.get(key, -1)
    if slot < 0:
        if not key.isascii() or not key.replace("_", "a").replace("-", "a").isalnum():
            return None
        slot = 0
    value = line[equals + 3:]
    if not value:
        return None
    first = value[0]
    if first == '"' or first == "'":  # a basic string or a literal one (PokerKit's)
        body = value[1:-1]
        if len(value) < 2 or value[-1] != first or not _lean_plain(body, ord(first)):
            return None
        return _LeanLine(key, slot, _OTHER, body)
    if first == "[":
        if value == "[]":
            return _LeanLine(key, slot, _OTHER, [])
        quote = value[1:2]
        if quote == '"' or quote == "'":
            items = _lean_strings(value, 0)
            return None if items is None else _LeanLine(key, slot, _STRINGS, items)
        if value[-1] != "]":
            return None
        return _lean_numbers(key, slot, _NUMBERS, value[1:-1].split(", "))
    if value == "true" or value == "false":
        return _LeanLine(key, slot, _OTHER, value == "true")
    # a number; a local time, a float, a date ... is None: the fast path reads it. Not
    # through the store of numbers: a line of one number is kept whole, or never the same
    # twice (``hand``)
    read = _lean_token(value)
    if read is None:
        return None
    number, one, hundred = read
    return _LeanLine(key, slot, _NUMBER, number, None if one < 0 else [one],
                     None if hundred < 0 else [hundred])


def _lean_plain(text: str, quote: int) -> bool:
    """Whether ``text`` holds neither a control character (TOML refuses one in a string; a tab
    we refuse too) nor the ``quote`` (its code) around it."""
    for i in range(len(text)):
        c = ord(text[i])
        if c < 32 or c == 127 or c == quote:
            return False
    return True


_CONTROLS: Final = bytes(range(32)) + b"\x7f"  # what TOML refuses in a string (a tab we refuse)
_NOT_IN_BASIC: Final = _CONTROLS + b'"'
_NOT_IN_LITERAL: Final = _CONTROLS + b"'"


def _lean_clean(text: str, quote: int, quotes: int) -> bool:
    """Whether ``text`` holds no control character and ``quotes`` of the ``quote`` (its code),
    where it holds at least that many. One pass in C over its UTF-8 (every byte of a
    character past ASCII is past ASCII too): for an array's body, where a loop over its
    characters, or a lookup of each item in a set of those met before, costs more."""
    data = text.encode("utf-8", "surrogatepass")
    kept = data.translate(None, _NOT_IN_BASIC if quote == 34 else _NOT_IN_LITERAL)
    return len(data) - len(kept) == quotes


def _lean_strings(text: str, start: int) -> list[str] | None:
    """``text[start:]``, which starts with ``[``: an array of strings in one kind of quote in
    the lean form (or ``[]``), read; else None."""
    end = len(text)
    size = end - start
    if size < 2 or ord(text[end - 1]) != 93:  # "]"
        return None
    if size == 2:
        return []
    quote = ord(text[start + 1])
    if (quote != 34 and quote != 39) or size < 4 or ord(text[end - 2]) != quote:  # " '
        return None
    body = text[start + 2:end - 2]
    items = body.split(_BASIC_COMMA if quote == 34 else _LITERAL_COMMA)
    # each comma between items has two quotes, and there may be more
    return items if _lean_clean(body, quote, 2 * len(items) - 2) else None


_BASIC_COMMA: Final = '", "'
_LITERAL_COMMA: Final = "', '"


def _lean_numbers(key: str, slot: int, kind: int, tokens: list[str]) -> _LeanLine | None:
    """The line of an array of numbers (``kind`` _NUMBERS) or of one (_NUMBER: ``tokens``
    holds it): TOML whole numbers or decimals as ``tomllib.loads(..., parse_float=Decimal)``
    reads them, with their chips at either scale exactly as :func:`_to_chips` works them out;
    or None where one is not such a number (see :func:`_lean_token`)."""
    values: list[Any] = []
    chips1: list[int] | None = []
    chips100: list[int] | None = []
    for token in tokens:
        read = _LEAN_TOKENS.get(token)
        if read is None:
            read = _lean_token(token)
            if read is None:
                return None
            if len(_LEAN_TOKENS) >= _LEAN_TOKENS_MOST:
                _LEAN_TOKENS.clear()
            _LEAN_TOKENS[token] = read
        value, one, hundred = read
        values.append(value)
        if chips1 is not None:
            if one < 0:
                chips1 = None
            else:
                chips1.append(one)
        if chips100 is not None:
            if hundred < 0:
                chips100 = None
            else:
                chips100.append(hundred)
    return _LeanLine(key, slot, kind, values if kind == _NUMBERS else values[0], chips1,
                     chips100)


# The numbers met before (stacks, antes, stakes recur from file to file), by their text:
# (value, chips at scale 1, chips at scale 100), -1 where not a whole number of chips. A
# decimal's value is an immutable Decimal, which every file that writes it shares. Emptied
# when full.
_LEAN_TOKENS: Final[dict[str, tuple[int | Decimal, int, int]]] = {}
_LEAN_TOKENS_MOST: Final = 4096


def _lean_token(token: str) -> tuple[int | Decimal, int, int] | None:
    """A TOML whole number or decimal, read digit by digit, or None for any other text (a
    sign, ``+``, ``_``, an exponent, leading zeros, more than ``_MAX_DIGITS`` characters)."""
    size = len(token)
    if size == 0 or size > _MAX_DIGITS:
        return None
    whole = 0
    fraction = 0
    dot = -1
    for i in range(size):
        c = ord(token[i])
        if 48 <= c <= 57:  # a digit
            if dot < 0:
                whole = whole * 10 + (c - 48)
            else:
                fraction = fraction * 10 + (c - 48)
        elif c == 46 and dot < 0 and 0 < i < size - 1:  # "."
            dot = i
        else:
            return None
    if size > 1 and ord(token[0]) == 48 and dot != 1:
        return None  # a leading zero
    if dot < 0:
        return whole, whole, whole * 100
    cents = size - dot - 1  # a fraction of a chip at scale 1, and past two places at 100
    return (Decimal(token), -1,
            -1 if cents > 2 else whole * 100 + fraction * (10 if cents == 1 else 1))


def _lean_chips(line: _LeanLine | None, scale: int, kind: int) -> list[int] | None:
    """The chips of a line of ``kind`` at the scale, or None."""
    if line is None or line.kind != kind:
        return None
    return line.chips100 if scale == 100 else line.chips1


# GameConfig by what a lean file sets: the variant code, the stakes and buy-in in chips, the
# lines of the house rules themselves (one line, one value of one type; hashed by identity).
_LEAN_CONFIGS: Final[dict[tuple[Any, ...], GameConfig]] = {}


class _LeanConfig:
    """The GameConfig the last file of a variant made, with what it was made of (a memo that
    spares hashing the key above)."""

    def __init__(self, ante: int, bring_in: int, small_bet: int, big_bet: int, buy_in: int,
                 max_raises: _LeanLine | None, uncapped: _LeanLine | None,
                 open_pair: _LeanLine | None, config: GameConfig) -> None:
        self.ante = ante
        self.bring_in = bring_in
        self.small_bet = small_bet
        self.big_bet = big_bet
        self.buy_in = buy_in
        self.max_raises = max_raises
        self.uncapped = uncapped
        self.open_pair = open_pair
        self.config = config


# By variant code (a handful).
_LEAN_LAST_CONFIG: Final[dict[str, _LeanConfig]] = {}


def _lean_config(variant: Variant, code: str, ante: int, bring_in: int, small_bet: int,
                 big_bet: int, buy_in: int, lines: list[_LeanLine | None]) -> GameConfig | None:
    """The file's GameConfig as :func:`loads` makes it, or None where it cannot be made (the
    full reader says why)."""
    max_raises = lines[_SLOT_MAX_RAISES]
    uncapped = lines[_SLOT_UNCAPPED]
    open_pair = lines[_SLOT_OPEN_PAIR]
    last = _LEAN_LAST_CONFIG.get(code)
    if (last is not None and last.ante == ante and last.bring_in == bring_in
            and last.small_bet == small_bet and last.big_bet == big_bet
            and last.buy_in == buy_in and last.max_raises is max_raises
            and last.uncapped is uncapped and last.open_pair is open_pair):
        return last.config  # most files of a folder play the game the one before played
    key = (code, ante, bring_in, small_bet, big_bet, buy_in, max_raises, uncapped, open_pair)
    config = _LEAN_CONFIGS.get(key)
    if config is None:
        options: dict[str, Any] = {"buy_in": buy_in}
        for name, line in (("max_raises", max_raises), ("heads_up_uncapped", uncapped),
                           ("open_pair", open_pair)):
            if line is not None:
                if line.items is not None:
                    return None  # a list: not a rule
                options[name] = line.value
        try:
            config = _game_config(variant, ante, bring_in, small_bet, big_bet,
                                  tuple(sorted((k, type(v), v) for k, v in options.items())))
        except (ConfigError, TypeError):
            return None
        if len(_LEAN_CONFIGS) >= 256:
            _LEAN_CONFIGS.clear()
        _LEAN_CONFIGS[key] = config
    _LEAN_LAST_CONFIG[code] = _LeanConfig(ante, bring_in, small_bet, big_bet, buy_in,
                                          max_raises, uncapped, open_pair, config)
    return config


def _lean_loads(text: str) -> HandHistory | None:
    """:func:`loads` for a casino stud file in the lean form, or None: the full reader then
    reads it (and says what is wrong with it, if anything)."""
    read = _lean_fields(text)
    if read is None:
        return None
    lines = read.lines
    variant_line = lines[_SLOT_VARIANT]
    if variant_line is None or lines[_SLOT_HOME] is not None:
        return None  # W7's home games: the full reader
    code = variant_line.value
    actions = read.actions
    if type(code) is not str or actions is None:
        return None
    known = _LEAN_VARIANTS.get(code)
    if known is None:
        return None
    variant, most = known
    if lines[_SLOT_CURRENCY] is not None:
        scale, unit = 100, 100
    elif lines[_SLOT_BUY_IN] is not None or lines[_SLOT_MAX_RAISES] is not None:
        scale, unit = 1, 100
    else:
        scale, unit = 1, 1
    stacks = _lean_chips(lines[_SLOT_STACKS], scale, _NUMBERS)
    if stacks is None:
        return None
    n = len(stacks)
    if not 2 <= n <= most:
        return None
    ante = 0
    if lines[_SLOT_ANTES] is not None:
        antes = _lean_chips(lines[_SLOT_ANTES], scale, _NUMBERS)
        if antes is None or len(antes) != n:
            return None
        ante = antes[0]
        if antes.count(ante) != n:
            return None
    bring_in = _lean_chips(lines[_SLOT_BRING_IN], scale, _NUMBER)
    small_bet = _lean_chips(lines[_SLOT_SMALL_BET], scale, _NUMBER)
    big_bet = _lean_chips(lines[_SLOT_BIG_BET], scale, _NUMBER)
    if bring_in is None or small_bet is None or big_bet is None:
        return None
    finishing: list[int] | None = None
    if lines[_SLOT_FINISHING] is not None:
        finishing = _lean_chips(lines[_SLOT_FINISHING], scale, _NUMBERS)
        if finishing is None or len(finishing) != n:
            return None
        finishing = finishing.copy()
    if lines[_SLOT_BUY_IN] is None:
        buy_in = max(max(stacks), bring_in[0] + ante)
    else:
        chips = _lean_chips(lines[_SLOT_BUY_IN], scale, _NUMBER)
        if chips is None:
            return None  # not an amount (true, a string ...): the full reader says so
        buy_in = chips[0]
    players = lines[_SLOT_PLAYERS]
    if players is None:
        names = [f"Player {i + 1}" for i in range(n)]
    else:
        items = players.items
        if players.kind != _STRINGS or items is None or len(items) != n:
            return None
        names = items.copy()
    seats_line = lines[_SLOT_SEATS]
    if seats_line is None:
        seats = list(range(1, n + 1))
    else:
        whole = seats_line.chips1  # whole numbers: the seats as written
        if seats_line.kind != _NUMBERS or whole is None or len(whole) != n:
            return None
        seats = whole.copy()
    config = _lean_config(variant, code, ante, bring_in[0], small_bet[0], big_bet[0], buy_in,
                          lines)
    if config is None:
        return None
    hand = lines[_SLOT_HAND]
    number = hand.value if hand is not None and type(hand.value) is int else 1
    return HandHistory(config, names, seats, stacks.copy(), actions.copy(), number, finishing,
                       read.data, scale, unit)


def loads(text: str) -> HandHistory:
    """Parse PHH text; a :class:`PHHError` says what is wrong with it."""
    history = _lean_loads(text) if isinstance(text, str) else None
    return history if history is not None else _full_loads(text)


def _full_loads(text: str) -> HandHistory:
    """:func:`loads` for any PHH text (the lean reader's fallback)."""
    data = _fields(text)
    for key in ("variant", "starting_stacks", "actions", "small_bet", "big_bet", "bring_in"):
        if key not in data:
            raise PHHError(f"missing field {key!r}")
    if not isinstance(data["variant"], str):
        raise PHHError("field 'variant' must be a string")
    game = data.get("_game")
    if game is not None and not isinstance(game, str):
        raise PHHError("field '_game' must be a string")
    variant = _VARIANTS.get(data["variant"]) if game is None else None
    if variant is None:
        try:
            variant = Variant.from_phh(data["variant"], game)
        except ConfigError as exc:
            raise PHHError(str(exc)) from None
    scale, unit = _scale_of(data)
    stacks = _amount_list(data, "starting_stacks", scale)
    n = len(stacks)
    if not 2 <= n <= variant.max_players:
        raise PHHError(f"{variant.title} has 2 to {variant.max_players} players, "
                       f"this hand has {n}")
    antes = _amount_list(data, "antes", scale, n) if "antes" in data else [0] * n
    if len(set(antes)) > 1:
        raise PHHError("StudDesk plays with one ante for everybody; 'antes' differ")
    actions = data["actions"]
    if not isinstance(actions, list) or not set(map(type, actions)) <= _STR_TYPE:
        raise PHHError("field 'actions' must be a list of strings")
    names_raw = data.get("players")
    if names_raw is None:
        names_raw = [f"Player {i + 1}" for i in range(n)]
    if not isinstance(names_raw, list) or len(names_raw) != n:
        raise PHHError(f"field 'players' must list {n} names")
    seats = _int_list(data, "seats", n) if "seats" in data else list(range(1, n + 1))
    options: dict[str, Any] = {}
    for key, name in (("_max_raises", "max_raises"), ("_heads_up_uncapped", "heads_up_uncapped"),
                      ("_open_pair", "open_pair"), ("_buy_in", "buy_in")):
        if key in data:
            options[name] = data[key]
    if "buy_in" in options and not isinstance(options["buy_in"], bool):
        options["buy_in"] = _to_chips(options["buy_in"], scale, "_buy_in")
    bring_in = _amount_field(data, "bring_in", scale)
    options.setdefault("buy_in", max(max(stacks), bring_in + antes[0]))
    options.update(_home_options(data, variant, scale))
    try:
        config = _game_config(variant, antes[0], bring_in,
                              _amount_field(data, "small_bet", scale),
                              _amount_field(data, "big_bet", scale),
                              tuple(sorted((k, type(v), v) for k, v in options.items())))
    except (ConfigError, TypeError) as error:
        raise PHHError(f"the game cannot be set up: {error}") from None
    finishing = (_amount_list(data, "finishing_stacks", scale, n) if "finishing_stacks" in data
                 else None)
    number = data.get("hand", 1)
    return HandHistory(
        config=config, names=[str(x) for x in names_raw], seats=seats, starting_stacks=stacks,
        actions=list(actions), number=number if type(number) is int else 1,
        finishing_stacks=finishing, fields=dict(data), scale=scale, unit=unit,
    )


# --------------------------------------------------------------------------- headers


class HandHeader(NamedTuple):
    """What a list of hands shows, read from a file without replaying it. ``error`` says why a
    file could not be read (then the other fields are empty). ``pot`` is every chip put in
    (antes, bring-in, bets, calls) less a bet nobody called (O8); ``winners`` are the players
    who took chips from the pot, known when the file records ``finishing_stacks``.
    ``date`` and ``time`` come from the PHH fields ``year``/``month``/``day`` and ``time``."""

    path: str
    error: str | None = None
    variant: Variant | None = None
    ante: int = 0
    bring_in: int = 0
    small_bet: int = 0
    big_bet: int = 0
    players: tuple[str, ...] = ()
    seats: tuple[int, ...] = ()
    starting_stacks: tuple[int, ...] = ()
    finishing_stacks: tuple[int, ...] | None = None
    pot: int | None = None
    winners: tuple[str, ...] = ()
    number: int | None = None
    date: datetime.date | None = None
    time: datetime.time | None = None
    unit: int = 100
    """Chips per unit shown (:attr:`HandHistory.unit`): 1 for a foreign file in whole chips."""

    @property
    def stakes(self) -> tuple[int, int]:
        """(small bet, big bet), as the table names its stakes ("2/4")."""
        return self.small_bet, self.big_bet

    @property
    def net(self) -> tuple[int, ...] | None:
        """Each player's result (finishing less starting stack), when the file records it."""
        if self.finishing_stacks is None:
            return None
        return tuple(f - s for f, s in zip(self.finishing_stacks, self.starting_stacks,
                                           strict=True))


def _chips_in(history: HandHistory) -> tuple[list[int], int, int]:
    """(chips each player put in, the uncalled bet returned, to whom), following the actions
    without the rules engine: antes, ``pb`` the bring-in, ``cc`` up to the street's bet,
    ``cbr`` to its amount, each capped by the chips the player has."""
    cfg = history.config
    stacks = history.starting_stacks
    n = len(stacks)
    bring_in = cfg.bring_in
    put = [min(cfg.ante, s) for s in stacks]
    dead = [0] * n  # Baseball's prices for up threes
    street = [0] * n
    last_round = [0] * n  # what each put in the betting round before this street's deal
    current = 0
    betting = False  # a betting round took place
    for text in history.actions:
        if text[:1] == "d":
            if current:
                last_round, street = street, [0] * n
                current = 0
            continue
        actor, _, rest = text.partition(" ")
        verb, _, amount = rest.partition(" ")
        if verb == "cc":
            to = current
        elif verb == "cbr":
            parsed = action_amount(amount, history.scale)
            if parsed is None:
                raise PHHError(f"cbr needs an amount: {_shown(text)}")
            to = parsed
        elif verb == "pb":
            to = bring_in
        elif verb == "_buy":  # W4: dead money, never returned
            who = int(actor[1:]) - 1 if actor[:1] == "p" and _is_whole(actor[1:]) else -1
            paid = action_amount(amount, history.scale)
            if 0 <= who < n and paid is not None:
                # O8 returned the last round's uncalled bet before this street: it can pay.
                called = max((c for i, c in enumerate(last_round) if i != who), default=0)
                uncalled = max(0, last_round[who] - called)
                put[who] -= uncalled
                last_round[who] -= uncalled
                dead[who] += min(paid, stacks[who] - put[who] - dead[who])
            continue
        else:
            betting = betting or verb == "f"
            continue
        who = int(actor[1:]) - 1 if actor[:1] == "p" and _is_whole(actor[1:]) else -1
        if not 0 <= who < n:
            raise PHHError(f"unknown actor in {_shown(text)} (players are p1..p{n})")
        betting = True
        pay = min(to - street[who], stacks[who] - put[who] - dead[who])
        if pay > 0:
            put[who] += pay
            street[who] += pay
        # The others call the full bring-in even when its player is short of it (D7).
        current = max(current, street[who], bring_in if verb == "pb" else 0)
    order = sorted(range(n), key=put.__getitem__, reverse=True)
    # O8 at the end of a betting round; when the antes put everyone but one all-in there is
    # no round, and the rules award the rest of the bigger ante as a pot of its own.
    returned = put[order[0]] - put[order[1]] if betting else 0
    return [p + d for p, d in zip(put, dead, strict=True)], returned, order[0]


def header(history: HandHistory, path: str = "") -> HandHeader:
    """The list entry of a parsed hand (see :class:`HandHeader`); no replay."""
    put, returned, top = _chips_in(history)
    finishing = history.finishing_stacks
    winners: tuple[str, ...] = ()
    if finishing is not None:
        # What each player took from the pot: where they finished, less what they kept.
        took = [f - (s - p) for f, s, p in zip(finishing, history.starting_stacks, put,
                                               strict=True)]
        took[top] -= returned
        winners = tuple(name for name, t in zip(history.names, took, strict=True) if t > 0)
    fields = history.fields
    date = None
    year, month, day = fields.get("year"), fields.get("month"), fields.get("day")
    if all(isinstance(v, int) and not isinstance(v, bool) for v in (year, month, day)):
        try:
            date = datetime.date(year, month, day)  # type: ignore[arg-type]
        except (ValueError, OverflowError):
            date = None  # not a date: the list shows none
    when = fields.get("time")
    cfg = history.config
    return HandHeader(
        path=path, variant=cfg.variant, ante=cfg.ante, bring_in=cfg.bring_in,
        small_bet=cfg.small_bet, big_bet=cfg.big_bet, players=tuple(history.names),
        seats=tuple(history.seats), starting_stacks=tuple(history.starting_stacks),
        finishing_stacks=None if finishing is None else tuple(finishing),
        pot=sum(put) - returned, winners=winners,
        number=history.number if type(fields.get("hand")) is int else None,
        date=date, time=when if isinstance(when, datetime.time) else None, unit=history.unit,
    )


def header_of_text(text: str, path: str = "") -> HandHeader:
    """The list entry of PHH ``text``; never raises: text that is not a hand gets ``error``."""
    try:
        return header(loads(text), path)
    except PHHError as exc:
        return HandHeader(path, error=str(exc))


# --------------------------------------------------------------------------- replay


class _Parsed:
    """One action of a file, read. ``actor`` is the player's index (0-based), None for the
    dealer; ``args`` a player's words after the verb (a deal's are in ``who`` and ``cards``:
    empty); ``who`` the player a deal (``d dh``) is for, else -1; ``cards`` what a deal gives or
    a player shows (``sm``), else None.

    A plain class, not a tuple: compiled, mypyc holds a fixed-size tuple unboxed, and a copy
    made each time one went into a list or out of the store cost a new tuple per action of
    every file; nor a NamedTuple, which a Python function makes even from compiled code. Equal
    when every field is (the tests compare what the two readers make)."""

    actor: Final[int | None]
    verb: Final[str]
    args: Final[tuple[str, ...]]
    who: Final[int]
    cards: Final[tuple[Card | None, ...] | None]
    player: Final[int]
    """The player the text names (the actor, or whom a deal is for; -1 for the board card): a
    text kept for a hand of more players is read again for one without that player."""

    def __init__(self, actor: int | None, verb: str, args: tuple[str, ...], who: int,
                 cards: tuple[Card | None, ...] | None) -> None:
        self.actor = actor
        self.verb = verb
        self.args = args
        self.who = who
        self.cards = cards
        self.player = who if actor is None else actor

    def _fields(self) -> tuple[object, ...]:
        return self.actor, self.verb, self.args, self.who, self.cards

    def __eq__(self, other: object) -> bool:
        # False, not NotImplemented, for anything else: compiled, a method typed bool returns
        # a bool.
        return isinstance(other, _Parsed) and self._fields() == other._fields()

    def __ne__(self, other: object) -> bool:
        return not self.__eq__(other)

    __hash__ = None  # type: ignore[assignment]  # equal by value, and never a key

    def __repr__(self) -> str:
        return f"_Parsed{self._fields()!r}"


class _BadAction(ValueError):
    pass


# Action texts repeat from hand to hand ("p2 cc", "d dh p1 7s"): each is read once, cards and
# all (a plain dict, emptied when full: most texts of a 3rd-street deal are met only once, and
# an LRU's bookkeeping would cost more than reading them); a text that is not an action is
# refused again each time it is met. The key is the text alone: a text read for a hand of
# more players serves a hand of fewer when the player it names is in it (:func:`_parse`).
_PARSED: dict[str, _Parsed] = {}
_PARSED_MOST = 16384


def _parse(text: str, n: int) -> _Parsed:
    """The action ``text`` of a hand of ``n`` players; :class:`_BadAction` if it is none."""
    parsed = _PARSED.get(text)
    if parsed is not None:
        if parsed.player < n:
            return parsed
        return _parse_text(text, n)  # a player this hand does not have: says so
    return _parse_new(text, n)


def _parse_new(text: str, n: int) -> _Parsed:
    """:func:`_parse` for a text not in the store (read now, and kept unless a 3rd-street
    deal)."""
    if len(text) == 14 and text[:6] == "d dh p" and text[7] == " ":
        # A 3rd-street deal as StudDesk writes it ("d dh p3 Td3c4d"): these are seldom met
        # twice, so they are read here and not kept.
        who = ord(text[6]) - 49  # "1" is the first player
        a, b, c = _card_code(text, 8), _card_code(text, 10), _card_code(text, 12)
        if 0 <= who < n and who < 9 and a >= 0 and b >= 0 and c >= 0:
            by = _CARD_OF_CODE
            return _Parsed(None, "dh", (), who, (by[a], by[b], by[c]))
        # not cards as StudDesk writes them: read in full below
    parsed = _parse_text(text, n)
    if len(_PARSED) >= _PARSED_MOST:
        _PARSED.clear()
    _PARSED[text] = parsed
    return parsed


def _parse_text(text: str, n: int) -> _Parsed:
    parts = text.split()
    if not parts:
        raise _BadAction("empty action")
    who = parts[0]
    try:
        if who == "d":
            if len(parts) < 2 or parts[1] not in ("dh", "db"):
                raise _BadAction(f"unknown dealer action {_shown(text)}")
            args = tuple(parts[2:])
            if parts[1] == "db":
                cards = _card_tuple("".join(args))
                if len(cards) != 1:
                    raise _BadAction("a stud board deal is one community card")
                return _Parsed(None, "db", (), -1, cards)
            if len(args) != 2 or not _is_whole(args[0][1:]):
                raise _BadAction(f"bad deal {_shown(text)}")
            player = int(args[0][1:]) - 1
            if not 0 <= player < n:
                raise _BadAction(f"deal to an unknown player in {_shown(text)}")
            return _Parsed(None, "dh", (), player, _card_tuple(args[1]))
        number = who[1:]
        if who[0] != "p" or not _is_whole(number) or not 1 <= int(number) <= n:
            raise _BadAction(f"unknown actor in {_shown(text)} (players are p1..p{n})")
        if len(parts) < 2:
            raise _BadAction(f"action without a verb: {_shown(text)}")
        args = tuple(parts[2:])
        shown = (_card_tuple(args[0]) if parts[1] == "sm" and args and args[0] != "-"
                 else None)
        return _Parsed(int(number) - 1, parts[1], args, -1, shown)
    except InvalidCardError as exc:
        raise _BadAction(str(exc)) from None


_CARD_TEXT: dict[str, Card | None] = {str(c): c for c in FULL_DECK}
_CARD_TEXT[HIDDEN] = None
# A card as StudDesk writes it, by its two letters' codes (``ord(rank) << 7 | ord(suit)``): its
# index in FULL_DECK, 52 for ``??``, -1 for anything else; and the card of each index. Two
# list look-ups, where a dict would hash a slice of the text.
_CARD_CODES: Final[list[int]] = [-1] * (128 * 128)
for _text, _card in _CARD_TEXT.items():
    _CARD_CODES[ord(_text[0]) << 7 | ord(_text[1])] = 52 if _card is None else int(_card)
_CARD_OF_CODE: Final[tuple[Card | None, ...]] = (*FULL_DECK, None)


def _card_code(text: str, k: int) -> int:
    """The code (:data:`_CARD_CODES`) of the card written at ``text[k:k + 2]``."""
    rank, suit = ord(text[k]), ord(text[k + 1])
    return _CARD_CODES[rank << 7 | suit] if rank < 128 and suit < 128 else -1


def _card_tuple(text: str) -> tuple[Card | None, ...]:
    """The cards written back to back, ``??`` for one nobody saw (None)."""
    cards = _CARD_TEXT
    try:  # cards as StudDesk and most writers write them: a look-up for each
        if len(text) == 6:
            return cards[text[:2]], cards[text[2:4]], cards[text[4:]]
        if len(text) == 2:
            return (cards[text],)
        if not len(text) % 2:
            return tuple([cards[text[i:i + 2]] for i in range(0, len(text), 2)])
    except KeyError:
        pass
    return _any_card_tuple(text)


@functools.lru_cache(maxsize=1024)
def _any_card_tuple(text: str) -> tuple[Card | None, ...]:
    if len(text) % 2:
        raise InvalidCardError(f"not a list of cards: {_shown(text)}")
    pieces = [text[i:i + 2] for i in range(0, len(text), 2)]
    # Cards as they are usually written come from the table; Card.parse reads the rest
    # (other letter cases) and explains what is not a card.
    return tuple(_CARD_TEXT[t] if t in _CARD_TEXT else Card.parse(t) for t in pieces)


@dataclass(init=False)
class ReplayResult:
    """The replayed hand. The engine needs real cards, so every ``??`` was dealt a card the
    file never names: :attr:`invented_cards` lists them (a replayer draws them as backs)."""

    hand: Hand
    history: HandHistory
    named_cards: frozenset[Card]

    def __init__(self, hand: Hand, history: HandHistory,
                 named_cards: frozenset[Card] = frozenset()) -> None:
        # Its own __init__: compiled, the one @dataclass writes stays a Python function.
        self.hand = hand
        self.history = history
        self.named_cards = named_cards

    @property
    def finishing_stacks(self) -> list[int]:
        assert self.hand.result is not None
        return [self.hand.result.stacks[s] for s in self.history.seats]

    @property
    def invented_cards(self) -> frozenset[Card]:
        dealt = {c for p in self.hand.players for c in p.cards}
        if self.hand.community is not None:
            dealt.add(self.hand.community)
        return frozenset(dealt - self.named_cards)


class _FileCards:
    """What a file's actions say about the cards, read once: :attr:`parsed` every action for the
    replay (a deal's player and cards in it), the players' cards
    (:attr:`hole`, cards dealt as ``??`` filled from the showdown), the community card, who
    shows and who mucks. A subclass says how a deal adds to a player's cards (:meth:`_deal`)."""

    def __init__(self, history: HandHistory) -> None:
        n = len(history.seats)
        self.hole: list[list[Card | None]] = [[] for _ in range(n)]
        self.community: Card | None = None
        self.parsed: list[_Parsed] = []
        self.shown: dict[int, Sequence[Card | None]] = {}  # player: the cards the file shows
        self.mucked: set[int] = set()  # players the file records mucking
        known, parsed = _PARSED, self.parsed
        dealing = False  # the action before was a deal to a player
        for i, text in enumerate(history.actions):
            p = known.get(text)
            if p is None or p.player >= n:
                try:
                    p = _parse_new(text, n) if p is None else _parse_text(text, n)
                except _BadAction as exc:
                    raise ReplayError(str(exc), i) from None
            parsed.append(p)
            actor, verb, cards = p.actor, p.verb, p.cards
            if actor is not None:
                if verb == "sm":
                    if cards is not None:
                        self.shown[actor] = cards
                    else:
                        self.mucked.add(actor)
            elif verb == "dh":
                assert cards is not None
                self._deal(p.who, cards, i, text)  # a method call, not a bound method: compiled,
                dealing = True  # mypyc calls it directly
                continue
            else:  # db
                assert cards is not None
                self.community = cards[0]
            if dealing:
                self._between_deals()
                dealing = False
        # Cards turned over at the showdown fill the ones dealt as ?? (shown in dealing order).
        for who, shown_cards in self.shown.items():
            own = ([c for c in shown_cards if c != self.community] if self.community
                   else shown_cards)
            hole = self.hole[who]
            for k, c in enumerate(own[:len(hole)]):
                if hole[k] is None:
                    hole[k] = c
        named = [c for h in self.hole for c in h if c is not None]
        if self.community is not None:
            named.append(self.community)
        self.named_cards = frozenset(named)  # every card the file names
        if len(named) != len(self.named_cards):
            raise ReplayError("the file deals the same card twice", 0)
        named_cards = self.named_cards  # (a bit per card: faster compiled, 4% slower pure)
        self.spare = [c for c in FULL_DECK if c not in named_cards]

    def _deal(self, who: int, cards: tuple[Card | None, ...], index: int, text: str) -> None:
        """The file deals ``cards`` to player ``who`` (action ``index``)."""
        raise NotImplementedError

    def _between_deals(self) -> None:
        """An action that is not a deal to a player, after one that is."""

    def conceding(self) -> list[int]:
        """The players who give up at a showdown (S3): those the file records mucking (and
        not showing), and those holding a card nobody saw even after the showdown (their hand
        cannot be known, so it never wins with cards made up for it)."""
        return [who for who, hole in enumerate(self.hole)
                if (who in self.mucked and who not in self.shown) or None in hole]


class _Deal(_FileCards):
    """The cards a casino stud file deals, in the order the engine will draw them: three to
    each player on 3rd street, then one a street (:attr:`streets`)."""

    def __init__(self, history: HandHistory) -> None:
        self.streets: list[list[tuple[int, int]]] = []  # 4th.. street: (player, position)
        self._street: list[tuple[int, int]] | None = None  # the street being dealt
        self._street_players: list[int] = []  # who has a card of it (a list: eight at most)
        super().__init__(history)

    def _deal(self, who: int, cards: tuple[Card | None, ...], index: int, text: str) -> None:
        hole = self.hole[who]
        if len(cards) == 3 and not hole:
            hole.extend(cards)
        elif len(cards) == 1 and len(hole) >= 3:
            if self._street is None or who in self._street_players:
                # A new street (run-outs deal street after street with no action).
                self._street = []
                self._street_players = []
                self.streets.append(self._street)
            self._street.append((who, len(hole)))
            self._street_players.append(who)
            hole.append(cards[0])
        else:
            raise ReplayError(f"unexpected deal {_shown(text)}", index)

    def _between_deals(self) -> None:
        self._street = None

    def deck(self) -> list[Card]:
        """The stacked deck: 3rd street in rounds, then for each street a burn and its cards.
        A street the deck cannot cover (D10) is dealt by :meth:`reshuffle` from the burned and
        undealt cards, so the cards the file names for it may also serve as burns."""
        n = len(self.hole)
        streets: list[list[Card | None]] = []
        self.d10: list[Card | None] = []
        left = 52 - 3 * n
        for street in self.streets:
            cards = [self.hole[who][pos] for who, pos in sorted(street)]
            if left < len(cards) + 1:
                self.d10 = cards
                break
            streets.append(cards)
            left -= len(cards) + 1
        if self.community is not None:
            self.d10 = [self.community]
        self.named = {c for c in self.d10 if c is not None} if self.d10 else set()
        if self.named:
            self.spare = [c for c in self.spare if c not in self.named]
        reserve = sorted(self.named) if self.named else []
        spare = self.spare  # a card nobody saw is dealt one of these (the last first)
        order: list[Card] = []
        add = order.append
        hole = self.hole
        for k in range(3):
            for h in hole:
                card = h[k] if k < len(h) else None
                add(card if card is not None else spare.pop())
        for cards in streets:
            # The burn (D8), which PHH does not record.
            add(spare.pop() if spare else reserve.pop())
            for card in cards:
                add(card if card is not None else spare.pop())
        return order + spare + reserve

    def reshuffle(self, gathered: list[Card]) -> list[Card]:
        """D10's shuffle, as the file tells it: the cards it names come first, in order."""
        pool = list(gathered)
        out: list[Card] = []
        for card in self.d10:
            pick = card if card is not None and card in pool else next(
                (c for c in pool if c not in self.named), None)
            if pick is None:
                break
            pool.remove(pick)
            out.append(pick)
        return out + pool


class _HomeDeal(_FileCards):
    """The cards a home game's file deals (W7), handed to the engine as it asks for them: each
    player's cards in the order the file deals them (extra cards included), burns from the
    cards the file never names, a D10 community card first after the reshuffle."""

    def __init__(self, history: HandHistory) -> None:
        self.index = {seat: i for i, seat in enumerate(history.seats)}
        self._positions: list[tuple[int, int]] = []  # (player, card) in the order dealt
        super().__init__(history)
        self.queues = [list(h) for h in self.hole]
        # Once the spare cards are gone, a burn is a card the file deals after D10's
        # reshuffle (the burned cards go back into it): the last ones it names.
        in_order = [self.hole[who][k] for who, k in self._positions]
        self.late = [c for c in reversed(in_order) if c is not None]
        if self.community is not None:
            self.late.insert(0, self.community)
        self.used: set[Card] = set()

    def _deal(self, who: int, cards: tuple[Card | None, ...], index: int, text: str) -> None:
        hole = self.hole[who]
        self._positions.extend((who, len(hole) + k) for k in range(len(cards)))
        hole.extend(cards)

    def deck(self) -> list[Card]:
        return sorted(self.named_cards) + self.spare

    def draw(self, seat: int | None) -> Card:
        queue = self.queues[self.index[seat]] if seat is not None else []
        card = queue.pop(0) if queue else None
        if card is None:
            if self.spare:
                card = self.spare.pop()
            else:
                card = next(c for c in self.late if c not in self.used)
        self.used.add(card)
        return card

    def take_back(self, gathered: Sequence[Card]) -> None:
        """Cards gathered by D10's reshuffle may be dealt again."""
        self.used.difference_update(gathered)

    def reshuffle(self, gathered: list[Card]) -> list[Card]:
        self.take_back(gathered)
        first = self.community
        if first is not None and first in gathered:
            return [first] + [c for c in gathered if c != first]
        return list(gathered)


def replay(history: HandHistory) -> ReplayResult:
    """Play the file's actions under the house rules; :class:`ReplayError` at the first one
    the rules refuse. Deals are checked against the cards the engine dealt from the file's own
    deck order; unknown cards are filled with cards the file never names."""
    n = len(history.seats)
    deal: _Deal | _HomeDeal
    dealer = None
    try:
        if history.config.variant in _HOME_VARIANTS:  # by identity: no enum hash
            deal = _HomeDeal(history)
            dealer = deal.draw
        else:
            deal = _Deal(history)
        deck = deal.deck()
    except InvalidCardError as exc:
        raise ReplayError(str(exc), 0) from None
    players = [PlayerSpec(seat, name, stack, False) for seat, name, stack in
               zip(history.seats, history.names, history.starting_stacks, strict=True)]
    try:
        hand = Hand(history.config, players, deck, number=history.number, reshuffle=deal.reshuffle,
                    dealer=dealer)
    except ValueError as error:
        raise ReplayError(f"the hand cannot start: {error}", 0) from None
    seat_of = history.seats
    for who in deal.conceding():
        hand.concede(seat_of[who])
    states = [hand.player(seat) for seat in seat_of]
    dealt_counts = [0] * n
    scale = history.scale
    # The hand's methods are called on it each time, not kept as bound methods: compiled, mypyc
    # calls them directly (a bound method goes through Python's call); the events are made if
    # someone reads them, not now.
    for i, p in enumerate(deal.parsed):
        actor, verb = p.actor, p.verb
        if actor is None:
            if verb == "dh":  # the engine dealt the player the cards the file says
                cards = p.cards
                who = p.who
                assert cards is not None
                held = states[who].cards
                start = dealt_counts[who]
                end = start + len(cards)
                if end > len(held):
                    raise ReplayError(f"the rules deal no card to p{who + 1} here", i)
                for k, want in enumerate(cards):  # ??: a card nobody saw, any card will do
                    if want is not None and want != held[start + k]:
                        raise ReplayError(f"p{who + 1} was dealt {held[start + k]}, the file "
                                          f"says {want}", i)
                dealt_counts[who] = end
            continue
        seat = seat_of[actor]
        try:
            action: Action | None
            if verb == "cc":
                action = _CHECKS[seat] if hand.may_check() else _CALLS[seat]
            elif verb == "f":
                action = _FOLDS[seat]
            elif verb == "pb":
                action = _BRING_INS[seat]
            elif verb == "cbr" and len(p.args) == 1 and (to := action_amount(p.args[0], scale)):
                try:  # the complete, bet or raise the rules allow now, checked for itself
                    hand.act(_sized(hand.sized_kind(), seat, to))
                    continue
                except IllegalActionError:  # the legal moves say what the file meant, if anything
                    action = _aggressive(hand, seat, to)
            else:
                action = _to_action(hand, p, seat, i, scale)
            if action is not None:
                hand.act(action)
        except IllegalActionError as refused:
            raise ReplayError(f"{_shown(history.actions[i])}: {refused}", i) from None
    if not hand.is_complete:
        # A file may end before the remaining players muck: they give up (S3).
        while hand.phase is Phase.SHOWDOWN and hand.acting_seat is not None:
            hand.act(Muck(hand.acting_seat))
        if not hand.is_complete:
            raise ReplayError("the file ends before the hand does", len(history.actions))
    return ReplayResult(hand, history, deal.named_cards)


# The moves without an amount, made once per seat (actions are frozen values).
_CHECK = ActionKind.CHECK
_CHECKS = {seat: Check(seat) for seat in range(1, 9)}
_CALLS = {seat: Call(seat) for seat in range(1, 9)}
_FOLDS = {seat: Fold(seat) for seat in range(1, 9)}
_BRING_INS = {seat: BringIn(seat) for seat in range(1, 9)}


def _to_action(hand: Hand, p: _Parsed, seat: int, index: int, scale: int = 1) -> Action | None:
    verb, args = p.verb, p.args
    if verb == "pb":
        return BringIn(seat)
    if verb == "f":
        return Fold(seat)
    if verb == "cc":
        return Check(seat) if hand.may_check() else Call(seat)
    if verb == "cbr":
        to = action_amount(args[0], scale) if len(args) == 1 else None
        if to is None:
            raise ReplayError(f"cbr needs an amount, found {_shown(' '.join(args))}", index)
        return _aggressive(hand, seat, to)
    if verb == "_buy":  # W7: Baseball's price for an up three
        price = next((m.amount for m in hand.legal_actions() if m.kind is ActionKind.BUY), None)
        paid = action_amount(args[0], scale) if len(args) == 1 else None
        if paid is None:
            raise ReplayError(f"_buy needs an amount, found {_shown(' '.join(args))}", index)
        if price is not None and price != paid:
            raise ReplayError(f"the price of the up three is {format_chips(price)}, the file "
                              f"pays {_brief(args[0])}", index)
        return Buy(seat)
    if verb == "sm":
        if hand.phase is Phase.SHOWDOWN and hand.acting_seat == seat:
            return Show(seat) if args and args[0] != "-" else Muck(seat)
        return None  # cards turned over before the showdown (all-in) or already shown: no move
    raise ReplayError(f"unknown action {_shown(verb)}", index)


_COMPLETE: Final = ActionKind.COMPLETE
_BET: Final = ActionKind.BET


# The sized moves met before, by seat and amount, one store per kind: a move is a frozen
# value, and making one (a dataclass checking its fields) costs more than the move itself.
_COMPLETES: dict[tuple[int, int], Action] = {}
_BETS: dict[tuple[int, int], Action] = {}
_RAISES: dict[tuple[int, int], Action] = {}
_SIZED_MOST = 4096


def _sized(kind: ActionKind, seat: int, to: int) -> Action:
    """The move ``kind`` (complete, bet or raise) to ``to``: told apart by identity, as an
    enum's hash is a Python function."""
    store = _COMPLETES if kind is _COMPLETE else _BETS if kind is _BET else _RAISES
    move = store.get((seat, to))
    if move is None:
        move = (Complete(seat, to) if kind is _COMPLETE else Bet(seat, to) if kind is _BET
                else Raise(seat, to))
        if len(store) >= _SIZED_MOST:
            store.clear()
        store[seat, to] = move
    return move


def _aggressive(hand: Hand, seat: int, to: int) -> Action:
    """The move ``cbr to`` makes: the complete, bet or raise to ``to`` when the rules allow it
    (checked for that one move); else the legal moves say what the file meant, if anything."""
    action = _sized(hand.sized_kind(), seat, to)
    if hand.can(action):
        return action
    moves = [m for m in hand.legal_actions() if m.kind.takes_amount and m.seat == seat]
    for m in moves:
        if m.to == to:
            return m.action()
    # A raise recorded as only what the opponents could call (their whole stacks) is the same
    # bet as the full raise with the rest returned uncalled (O8).
    reachable = max((q.bet + q.stack for q in hand.live_players if q.seat != seat), default=0)
    bigger = [m for m in moves if m.to > to]
    if bigger and to >= reachable and to > hand.current_bet:
        return min(bigger, key=lambda m: m.to).action()
    kind = moves[0].kind if moves else ActionKind.RAISE
    return {ActionKind.COMPLETE: Complete, ActionKind.BET: Bet}.get(kind, Raise)(seat, to)


def replay_text(text: str) -> ReplayResult:
    return replay(loads(text))


__all__ = [
    "HandHeader", "HandHistory", "PHHError", "ReplayError", "ReplayResult",
    "actions_from_events", "dumps", "export_hand", "header", "header_of_text", "loads",
    "replay", "replay_text",
]
