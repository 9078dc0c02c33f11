"""The lean tokenizer: StudDesk's own PHH form read with string operations only.

What StudDesk writes (:func:`~studdesk.engine.phh.export.dumps`) is simpler than TOML: one
``key = value`` a line with single spaces, strings in quotes without escapes, amounts as whole
numbers or decimals, arrays with ", " between items. This reads such a file with string
operations and loops over characters (no regular expression), and works the amounts out as
chips straight from their digits, never through a Decimal. It only tokenizes: the key -> value
map it gives (a :class:`LeanFields`) is exactly the one ``tomllib`` reads, and
:func:`~studdesk.engine.phh.fields.history_of` applies the field rules to it as to any other.
The first thing it does not read exactly as tomllib does (an escape, a tab, a comment, a
table, a float, a key given twice ...) answers None, and the TOML reader
(:mod:`~studdesk.engine.phh.toml`) reads the text (tests/engine/test_phh_lean.py compares the
two on every conformance file and on generated documents).

How it works
------------
A file is split into lines. ``actions`` (never the same twice) is cut at ``", "`` and checked
for control characters and stray quotes in one pass over its bytes (:func:`_lean_clean`). Any
other line is looked up by its whole text in ``MEMO.lean_lines`` (the variant, the stakes, the
players, the house rules repeat from file to file; lines starting ``f``, ``h`` or ``t``,
``finishing_stacks``, ``hand`` and ``time``, do not and skip the look-up); a new one is read
into a :class:`LeanLine`, which holds the value and, for numbers, the chips at both scales a
file may use (1: chips as written; 100: units with a ``currency``), so that a warm file's
amounts cost a list copy. Numbers are read digit by digit (:func:`_lean_token`), each kept by
its text in ``MEMO.lean_tokens``. :class:`LeanFields` then answers the field rules' two
questions (an amount field's chips, that ``actions`` and ``players`` are strings) from the
lines, by key.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any, Final

from studdesk.engine.phh.fields import Fields
from studdesk.engine.phh.history import MAX_DIGITS
from studdesk.engine.phh.memo import MEMO, LeanLine, keep

# The keys of ours and PHH's it meets in most files: known good keys, not checked again.
_KNOWN_KEYS: Final = frozenset((
    "variant", "currency", "antes", "bring_in", "small_bet", "big_bet", "starting_stacks",
    "players", "hand", "seats", "finishing_stacks", "_max_raises", "_heads_up_uncapped",
    "_open_pair", "_buy_in", "_game", "seat_count", "year", "month", "day", "time"))

# What a line's value is, for the fields read as amounts.
_OTHER: Final = 0  # a string, a boolean, an empty array
_NUMBER: Final = 1
_NUMBERS: Final = 2  # an array of numbers
_STRINGS: Final = 3  # an array of strings


class LeanFields(Fields):
    """A file read by :func:`lean_fields`: its fields, and what reading them worked out (each
    line read, by its key; the ``actions``, strings)."""

    def __init__(self, data: dict[str, Any], actions: list[str] | None,
                 lines: dict[str, LeanLine]) -> None:
        super().__init__(data)
        self.actions = actions
        self.lines = lines

    def known_chips(self, key: str, scale: int, array: bool) -> list[int] | None:
        line = self.lines.get(key)
        if line is None or line.kind != (_NUMBERS if array else _NUMBER):
            return None
        return line.chips100 if scale == 100 else line.chips1

    def known_strings(self, key: str) -> list[str] | None:
        if key == "actions":
            return self.actions
        line = self.lines.get(key)
        return line.items if line is not None and line.kind == _STRINGS else None


# Lines that start with "f", "h" or "t" (``finishing_stacks``, ``hand``, ``time``: never the
# same twice) are read without MEMO.lean_lines, and so is ``actions``.
_LINES_MOST: Final = 4096


def lean_fields(text: str) -> LeanFields | None:
    """The fields of text in the lean form exactly as tomllib reads them, with what reading
    them worked out; or None (the TOML reader then reads it)."""
    if "\\" in text:
        return None  # an escape: the fast path reads it
    data: dict[str, Any] = {}
    actions: list[str] | None = None
    lines: dict[str, LeanLine] = {}
    known = MEMO.lean_lines
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
                keep(known, line, record, _LINES_MOST)
            else:
                record = found
        items = record.items
        data[record.key] = record.value if items is None else items.copy()
        count += 1
        lines[record.key] = record
    if len(data) != count:
        return None  # tomllib refuses a key given twice: let it say so
    return LeanFields(data, actions, lines)


def _lean_line(line: str) -> LeanLine | None:
    """One line in the lean form, read, else None."""
    equals = line.find(" = ")
    if equals <= 0:
        return None
    key = line[:equals]
    if key not in _KNOWN_KEYS and (
            not key.isascii() or not key.replace("_", "a").replace("-", "a").isalnum()):
        return None
    value = line[equals + 3:]
    if not value:
        return None
    first = value[0]
    if first == '"' or first == "'":  # a basic string or a literal one (PokerKit's)
        body = value[1:-1]
        if len(value) < 2 or value[-1] != first or not _lean_plain(body, ord(first)):
            return None
        return LeanLine(key, _OTHER, body)
    if first == "[":
        if value == "[]":
            return LeanLine(key, _OTHER, [])
        quote = value[1:2]
        if quote == '"' or quote == "'":
            items = _lean_strings(value, 0)
            return None if items is None else LeanLine(key, _STRINGS, items)
        if value[-1] != "]":
            return None
        return _lean_numbers(key, _NUMBERS, value[1:-1].split(", "))
    if value == "true" or value == "false":
        return LeanLine(key, _OTHER, value == "true")
    # a number; a local time, a float, a date ... is None: the fast path reads it. Not
    # through the store of numbers: a line of one number is kept whole, or never the same
    # twice (``hand``)
    read = _lean_token(value)
    if read is None:
        return None
    number, one, hundred = read
    return LeanLine(key, _NUMBER, number, None if one < 0 else [one],
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


def _lean_numbers(key: str, kind: int, tokens: list[str]) -> LeanLine | None:
    """The line of an array of numbers (``kind`` _NUMBERS) or of one (_NUMBER: ``tokens``
    holds it): TOML whole numbers or decimals as ``tomllib.loads(..., parse_float=Decimal)``
    reads them, with their chips at either scale exactly as :func:`~studdesk.engine.phh.fields.to_chips` works them out;
    or None where one is not such a number (see :func:`_lean_token`)."""
    known = MEMO.lean_tokens
    values: list[Any] = []
    chips1: list[int] | None = []
    chips100: list[int] | None = []
    for token in tokens:
        read = known.get(token)
        if read is None:
            read = _lean_token(token)
            if read is None:
                return None
            keep(known, token, read, _TOKENS_MOST)
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
    return LeanLine(key, kind, values if kind == _NUMBERS else values[0], chips1,
                     chips100)


# The numbers met before (stacks, antes, stakes recur from file to file), by their text, in
# MEMO.lean_tokens: (value, chips at scale 1, chips at scale 100), -1 where not a whole number
# of chips. A decimal's value is an immutable Decimal, which every file that writes it shares.
_TOKENS_MOST: Final = 4096


def _lean_token(token: str) -> tuple[int | Decimal, int, int] | None:
    """A TOML whole number or decimal, read digit by digit, or None for any other text (a
    sign, ``+``, ``_``, an exponent, leading zeros, more than ``MAX_DIGITS`` characters)."""
    size = len(token)
    if size == 0 or size > MAX_DIGITS:
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


__all__ = ["LeanFields", "LeanLine", "lean_fields"]
