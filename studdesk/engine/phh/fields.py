"""The file's field rules, written once: a key -> value map, as a tokenizer read it, made into a
:class:`~studdesk.engine.phh.history.HandHistory` by :func:`history_of`.

Both tokenizers (:mod:`~studdesk.engine.phh.lean` for StudDesk's own form,
:mod:`~studdesk.engine.phh.toml` for any TOML) give the map exactly as ``tomllib`` reads the
text, wrapped in a :class:`Fields`; the lean one's subclass also answers what it worked out
while reading (the chips of each amount, that ``actions`` holds strings), which spares the work
here and changes no answer. Every rule of what a hand file must hold lives in
:func:`history_of`:

- the scale: a ``currency`` means amounts in units (chips are cents: 100 per unit); StudDesk's
  files from before ``currency`` carry ``_buy_in`` or ``_max_raises`` and wrote cents; other
  files write whole chips (:func:`scale_of`);
- 2 to the variant's most players, one ante for everybody;
- the defaults: players ``Player 1``.., seats 1.., the buy-in the biggest stack (or the
  bring-in and ante, if bigger), hand number 1;
- StudDesk's house rules as ``_``-fields (``_max_raises``, ``_heads_up_uncapped``,
  ``_open_pair``, ``_buy_in``) and W7's home games (``_game``, ``_options``).

A file breaking a rule gets a :class:`~studdesk.engine.phh.history.PHHError` that says which.

How it works
------------
:func:`history_of` reads the map once, in a fixed order (the order is part of the answer: a file
breaking two rules is told the first). An amount is asked of the tokenizer first
(:meth:`Fields.known_chips`) and worked out from the value only when it does not know it
(:func:`to_chips`: exact, through a Decimal with every digit, kept in ``MEMO.chips``). The
:class:`GameConfig` is looked up in ``MEMO.configs`` by everything that sets it, each house
rule with its type, and made (and checked by GameConfig itself) only for a game not met before.
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal, InvalidOperation
from typing import Any, Final

from studdesk.engine.config import CASINO_VARIANTS, ConfigError, GameConfig, Variant
from studdesk.engine.phh.history import (
    EXACT,
    MAX_DIGITS,
    HandHistory,
    PHHError,
    shown,
)
from studdesk.engine.phh.memo import MEMO, LastConfig, keep


class Fields:
    """A file's fields as a tokenizer read them: :attr:`data` maps each key to its value,
    exactly as ``tomllib.loads(text, parse_float=Decimal)`` reads it. A tokenizer that knows
    more answers the two questions below (None: not known, :func:`history_of` works it out)."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data

    def known_chips(self, key: str, scale: int, array: bool) -> list[int] | None:
        """The chips of field ``key`` at ``scale`` when its value is an array of amounts
        (``array``) or one amount, each a whole number of chips; else None."""
        return None

    def known_strings(self, key: str) -> list[str] | None:
        """Field ``key``'s value when it is known to be an array of strings; else None."""
        return None


_REQUIRED: Final = ("variant", "starting_stacks", "actions", "small_bet", "big_bet", "bring_in")
# The casino variants by code, with their most players (an enum's property is a Python call).
_VARIANTS: Final = {v.phh_code: (v, v.max_players) for v in CASINO_VARIANTS}
_INT_TYPE: Final = frozenset((int,))  # not bool, a subclass of int
_STR_TYPE: Final = frozenset((str,))
# StudDesk's house rules as the file names them, and as GameConfig does.
_RULES: Final = (("_max_raises", "max_raises"), ("_heads_up_uncapped", "heads_up_uncapped"),
                 ("_open_pair", "open_pair"))
# W7: the ``_options`` each home game may carry, and the values they take.
_HOME_OPTIONS: Final[dict[str, tuple[Any, ...]]] = {
    "queens_wild": (True, False),
    "four_extra_card": ("down", "up"),
    "three_price": ("big_bet", "pot"),  # or a whole number of chips
    "low_chicago_ace": ("high", "low"),
    "swing_tie": ("loses", "shares"),  # W12
}
_CHIPS_MOST: Final = 4096
_CONFIGS_MOST: Final = 256


def history_of(fields: Fields) -> HandHistory:
    """The hand the fields describe, by the rules above; :class:`PHHError` says which rule a
    file breaks."""
    data = fields.data
    for key in _REQUIRED:
        if key not in data:
            raise PHHError(f"missing field {key!r}")
    code = data["variant"]
    if not isinstance(code, str):
        raise PHHError("field 'variant' must be a string")
    game = data.get("_game")
    if game is not None and not isinstance(game, str):
        raise PHHError("field '_game' must be a string")
    known = _VARIANTS.get(code) if game is None else None
    if known is not None:
        variant, most = known
    else:
        try:
            variant = Variant.from_phh(code, game)
        except ConfigError as exc:
            raise PHHError(str(exc)) from None
        most = variant.max_players
    scale, unit = scale_of(data)
    stacks = _amounts(fields, "starting_stacks", scale, None)
    n = len(stacks)
    if not 2 <= n <= most:
        raise PHHError(f"{variant.title} has 2 to {most} players, this hand has {n}")
    ante = 0
    if "antes" in data:
        antes = _amounts(fields, "antes", scale, n)
        ante = antes[0]
        if antes.count(ante) != n:
            raise PHHError("StudDesk plays with one ante for everybody; 'antes' differ")
    actions = fields.known_strings("actions")
    if actions is None:
        # Checked before it is typed: compiled, a list[str] variable refuses a str itself.
        raw = data["actions"]
        if not isinstance(raw, list) or not set(map(type, raw)) <= _STR_TYPE:
            raise PHHError("field 'actions' must be a list of strings")
        actions = raw
    names = fields.known_strings("players")
    if names is not None:
        names = names.copy()  # the tokenizer's own list: each hand gets its own
    else:
        names_raw = data.get("players")
        if names_raw is None:
            names = [f"Player {i + 1}" for i in range(n)]
        elif not isinstance(names_raw, list):
            raise PHHError(f"field 'players' must list {n} names")
        else:
            names = [str(x) for x in names_raw]
    if len(names) != n:
        raise PHHError(f"field 'players' must list {n} names")
    seats = _whole_numbers(fields, "seats", n) if "seats" in data else list(range(1, n + 1))
    buy_in: Any = data.get("_buy_in")
    if buy_in is not None and not isinstance(buy_in, bool):  # true: GameConfig says why not
        buy_in = _amount(fields, "_buy_in", scale)
    bring_in = _amount(fields, "bring_in", scale)
    if buy_in is None:
        buy_in = max(max(stacks), bring_in + ante)
    home = _home_options(data, variant, scale)
    small_bet = _amount(fields, "small_bet", scale)
    big_bet = _amount(fields, "big_bet", scale)
    config = _config(variant, code, ante, bring_in, small_bet, big_bet, buy_in, data, home)
    finishing = (_amounts(fields, "finishing_stacks", scale, n) if "finishing_stacks" in data
                 else None)
    number = data.get("hand", 1)
    return HandHistory(config, names, seats, stacks, actions.copy(),
                       number if type(number) is int else 1, finishing, data, scale, unit)


def scale_of(data: Mapping[str, Any]) -> tuple[int, int]:
    """(chips per amount written, chips per unit shown) for a file (see :class:`HandHistory`).
    StudDesk's files from before ``currency`` wrote cents: they carry ``_buy_in``."""
    if "currency" in data:
        return 100, 100
    if "_buy_in" in data or "_max_raises" in data:
        return 1, 100
    return 1, 1


def _amounts(fields: Fields, key: str, scale: int, n: int | None) -> list[int]:
    """Field ``key``, an array of amounts, as chips (``n`` of them, when given)."""
    chips = fields.known_chips(key, scale, True)
    if chips is None:
        value: Any = fields.data.get(key)
        if not isinstance(value, list):
            raise PHHError(f"field {key!r} must be a list of amounts")
        if scale == 1 and set(map(type, value)) <= _INT_TYPE:
            chips = value
        else:
            chips = [to_chips(v, scale, key) for v in value]
    if n is not None and len(chips) != n:
        raise PHHError(f"field {key!r} must have {n} entries, found {len(chips)}")
    return chips.copy()


def _amount(fields: Fields, key: str, scale: int) -> int:
    """Field ``key``, one amount, as chips."""
    chips = fields.known_chips(key, scale, False)
    if chips is not None:
        return chips[0]
    return to_chips(fields.data[key], scale, key)


def _whole_numbers(fields: Fields, key: str, n: int) -> list[int]:
    """Field ``key``, an array of ``n`` whole numbers (the seats), as written."""
    value = fields.known_chips(key, 1, True)
    if value is None:
        raw = fields.data.get(key)
        if not isinstance(raw, list) or not set(map(type, raw)) <= _INT_TYPE:
            raise PHHError(f"field {key!r} must be a list of whole numbers")
        value = raw
    if len(value) != n:
        raise PHHError(f"field {key!r} must have {n} entries, found {len(value)}")
    return list(value)


def to_chips(value: Any, scale: int, key: str) -> int:
    """A file's amount as the engine's chips: exact, never through a float's rounding."""
    known = MEMO.chips
    try:
        return known[type(value), value, scale]
    except (KeyError, TypeError):  # TypeError: not hashable, so not an amount either
        pass
    return keep(known, (type(value), value, scale), _exact_chips(value, scale, key), _CHIPS_MOST)


def _exact_chips(value: Any, scale: int, key: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int | Decimal | float):
        raise PHHError(f"field {key!r}: {shown(value)} is not an amount")
    try:
        exact = EXACT.multiply(Decimal(value if not isinstance(value, float) else repr(value)),
                               scale)
    except InvalidOperation:
        raise PHHError(f"field {key!r}: {shown(value)} is not an amount") from None
    if not exact.is_finite() or exact.adjusted() >= MAX_DIGITS:
        raise PHHError(f"field {key!r}: {shown(value)} is not an amount")
    if exact != exact.to_integral_value():
        raise PHHError(f"field {key!r}: {shown(value)} is not a whole number of the smallest "
                       "chip")
    return int(exact)


def _config(variant: Variant, code: str, ante: int, bring_in: int, small_bet: int,
            big_bet: int, buy_in: Any, data: Mapping[str, Any], home: dict[str, Any]
            ) -> GameConfig:
    """The file's GameConfig, one per game a folder plays (:attr:`Memo.configs`): the house
    rules carry their types in the key, so ``1`` and ``true`` are different games."""
    rules = [data.get(key) for key, _ in _RULES]
    last = MEMO.last_configs.get(code) if not home else None
    if (last is not None and _same(last.game, data.get("_game")) and last.ante == ante
            and last.bring_in == bring_in and last.small_bet == small_bet
            and last.big_bet == big_bet and _same(last.buy_in, buy_in)
            and _same(last.rules[0], rules[0]) and _same(last.rules[1], rules[1])
            and _same(last.rules[2], rules[2])):
        return last.config  # most files of a folder play the game the one before played
    key = (code, data.get("_game"), ante, bring_in, small_bet, big_bet, type(buy_in), buy_in,
           type(rules[0]), rules[0], type(rules[1]), rules[1], type(rules[2]), rules[2],
           tuple(sorted((k, type(v), v) for k, v in home.items())) if home else ())
    try:
        config = MEMO.configs.get(key)
    except TypeError as unhashable:  # a rule that is no rule (an array)
        raise PHHError(f"the game cannot be set up: {unhashable}") from None
    if config is not None:
        if not home:
            MEMO.last_configs[code] = LastConfig(data.get("_game"), ante, bring_in, small_bet,
                                                 big_bet, buy_in, rules, config)
        return config
    options: dict[str, Any] = {"buy_in": buy_in}
    for (_, name), value in zip(_RULES, rules, strict=True):
        if value is not None:
            options[name] = value
    options.update(home)
    try:
        config = GameConfig(variant=variant, ante=ante, bring_in=bring_in, small_bet=small_bet,
                            big_bet=big_bet, **options)
    except (ConfigError, TypeError) as error:
        raise PHHError(f"the game cannot be set up: {error}") from None
    keep(MEMO.configs, key, config, _CONFIGS_MOST)
    if not home:
        MEMO.last_configs[code] = LastConfig(data.get("_game"), ante, bring_in, small_bet,
                                             big_bet, buy_in, rules, config)
    return config


def _same(a: object, b: object) -> bool:
    """Equal and of one type (``1``, ``1.0`` and ``true`` are equal, and other rules)."""
    return a is b or (type(a) is type(b) and a == b)


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
            value = to_chips(value, scale, "_options.three_price")
            ok = value >= 1
        if not ok:
            raise PHHError(f"option {key!r} cannot be {shown(value)}")
        out[key] = value
    return out


__all__ = ["Fields", "history_of", "scale_of", "to_chips"]
