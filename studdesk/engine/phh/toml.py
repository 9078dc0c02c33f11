"""PHH text read as TOML: a fast path for the one ``key = value`` a line that hand files are,
tomllib for anything else. Gives the key -> value map
:func:`~studdesk.engine.phh.fields.history_of` turns into a hand (:mod:`~studdesk.engine.phh.lean`
reads StudDesk's own form faster still).

How it works
------------
Each line is looked up by its text in ``MEMO.lines`` and else matched by one regular expression
(``_KEY_VALUE``: a key, then a scalar or an array of plain strings, of whole numbers or of
scalars); a line it does not match exactly as tomllib would read it sends the whole text to
tomllib (see the comment above ``_KEY_VALUE``).
"""

from __future__ import annotations

import datetime
import re
import tomllib
from decimal import Decimal
from typing import Any, Final

from studdesk.engine.phh.history import PHHError, brief
from studdesk.engine.phh.memo import MEMO, keep

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
# a list) in MEMO.lines. The ``actions`` line is never the same twice.
_LINES_MOST: Final = 4096


def simple_toml(text: str) -> dict[str, Any] | None:
    """``text`` read by the fast path, or None where it is not that simple (see above)."""
    data: dict[str, Any] = {}
    known = MEMO.lines
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
                value = data[key]
                keep(known, line, (key, list(value) if type(value) is list else value),
                     _LINES_MOST)
    except _NotSimple:
        return None
    return data


def read_toml(text: str) -> dict[str, Any]:
    data = simple_toml(text) if isinstance(text, str) else None
    return tomllib.loads(text, parse_float=Decimal) if data is None else data


def toml_fields(text: str) -> dict[str, Any]:
    """The text's fields; :class:`PHHError` for text that is not TOML, or that no hand file is:
    a number past Python's limit on digits (4,300), nesting too deep to read."""
    try:
        return read_toml(text)
    except tomllib.TOMLDecodeError as exc:
        raise PHHError(f"not valid PHH/TOML: {exc}") from None
    except RecursionError:
        raise PHHError("not a hand: its arrays or tables are nested too deep") from None
    except ValueError as error:  # int(): a whole number of more digits than Python reads
        raise PHHError(f"not a hand: {brief(str(error))}") from None


__all__ = ["read_toml", "simple_toml", "toml_fields"]
