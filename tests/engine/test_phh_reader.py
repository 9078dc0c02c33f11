"""The fast PHH reader gives exactly what tomllib gives, or steps aside: every conformance file,
every exported hand, and generated documents in and beyond the simple form it reads."""

from __future__ import annotations

import datetime
import tomllib
from decimal import Decimal

from hypothesis import example, given, settings
from hypothesis import strategies as st

from studdesk.engine import GameConfig, PlayerSpec, Variant
from studdesk.engine.phh import dumps, export_hand, loads
from studdesk.engine.phh.toml import read_toml as _read_toml
from studdesk.engine.phh.toml import simple_toml as _simple_toml
from tests.shared_data import require_shared

from .test_phh import CONFORMANCE, ONLINE
from .test_properties import play_randomly


def _typed(value: object) -> object:
    """``value`` with its types spelled out (``True == 1`` must not hide a difference)."""
    if isinstance(value, dict):
        return ["dict", [(k, _typed(v)) for k, v in value.items()]]
    if isinstance(value, list):
        return ["list", [_typed(v) for v in value]]
    if isinstance(value, float | Decimal):
        return [type(value).__name__, repr(value)]  # nan != nan
    return [type(value).__name__, value]


def _tomllib(text: str) -> object:
    try:
        return _typed(tomllib.loads(text, parse_float=Decimal))
    except tomllib.TOMLDecodeError:
        return "error"


def _ours(text: str) -> object:
    try:
        return _typed(_read_toml(text))
    except tomllib.TOMLDecodeError:
        return "error"


def test_every_conformance_file_is_read_fast_and_the_same() -> None:
    require_shared("the conformance hands (shared/conformance/phh)")
    paths = CONFORMANCE + ONLINE
    assert len(paths) == 256
    for path in paths:
        text = path.read_text(encoding="utf-8")
        fast = _simple_toml(text)
        assert fast is not None, path.name  # none of them needs tomllib
        assert _typed(fast) == _typed(tomllib.loads(text, parse_float=Decimal)), path.name


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(list(Variant)), st.integers(2, 8), st.integers(0, 10**6),
       st.sampled_from([0.0, 0.8, 1.0]))
def test_exported_hands_are_read_fast_and_the_same(variant: Variant, n: int, seed: int,
                                                   passive: float) -> None:
    hand = play_randomly(GameConfig.preset(variant, 100),
                         [PlayerSpec(s, f"P{s} 'é\"", 4000)
                          for s in range(1, min(n, variant.max_players) + 1)],
                         seed, passive)
    text = export_hand(hand, extra={"time": datetime.time(seed % 24, seed % 60, 7),
                                    "year": 2026, "_note": "a 'b' c"})
    fast = _simple_toml(text)
    if "_options = {" in text:  # W7's inline table goes to tomllib
        assert fast is None
    else:
        assert fast is not None and _typed(fast) == _typed(tomllib.loads(text, parse_float=Decimal))
    assert loads(text).fields["time"] == datetime.time(seed % 24, seed % 60, 7)


# --------------------------------------------------------------------------- generated TOML

_KEYS = st.text("abcxyz_-019ABZ", min_size=1, max_size=6)
_CHARS = st.sampled_from(list("aZ 09_-'\"\\#=[],.:\té\u00a0\u2603\x00\x01\x1f\x7f\r"))
_RAW_STRING = st.text(_CHARS, max_size=8)


@st.composite
def _scalar(draw: st.DrawFn) -> str:
    kind = draw(st.sampled_from(["int", "bool", "basic", "literal", "time", "float", "raw",
                                 "date", "multi"]))
    if kind == "int":
        value = draw(st.integers(-10**20, 10**20))
        form = draw(st.sampled_from(["{}", "+{}", "0{}", "{}_0", "0x{}"]))
        return form.format(value) if draw(st.booleans()) else str(value)
    if kind == "bool":
        return draw(st.sampled_from(["true", "false", "True", "tru", "falsey"]))
    if kind == "basic":
        return '"' + draw(_RAW_STRING) + '"'
    if kind == "literal":
        return "'" + draw(_RAW_STRING) + "'"
    if kind == "time":
        h, m, s = draw(st.integers(0, 25)), draw(st.integers(0, 61)), draw(st.integers(0, 61))
        text = f"{h:02d}:{m:02d}:{s:02d}"
        return draw(st.sampled_from([text, text + ".5", text[1:], text + "Z"]))
    if kind == "float":
        return draw(st.sampled_from(["1.5", "-0.0", "1e3", "inf", "nan", "1."]))
    if kind == "date":
        return draw(st.sampled_from(["2026-12-01", "2026-12-01T07:45:00", "2026-13-01"]))
    if kind == "multi":
        return draw(st.sampled_from(['"""a"""', "'''a'''", '"""\na"""']))
    return draw(_RAW_STRING)


@st.composite
def _value(draw: st.DrawFn) -> str:
    if draw(st.integers(0, 3)) == 0:
        items = draw(st.lists(st.one_of(_scalar(), st.just("[1]")), max_size=4))
        sep = draw(st.sampled_from([", ", ",", " , ", ",\t", ",\n"]))
        trailing = draw(st.sampled_from(["", ",", " ,", ",,"]))
        return "[" + draw(st.sampled_from(["", " ", "\t"])) + sep.join(items) + trailing + "]"
    return draw(_scalar())


@st.composite
def _document(draw: st.DrawFn) -> str:
    lines = []
    for _ in range(draw(st.integers(0, 6))):
        shape = draw(st.integers(0, 9))
        if shape == 0:
            lines.append(draw(st.sampled_from(["", "  ", "# note", "\t# x = 1", "[t]", "a.b = 1",
                                               '"q" = 1', "x =", "= 1"])))
            continue
        pad = draw(st.sampled_from(["", " ", "\t"]))
        key = draw(_KEYS)
        tail = draw(st.sampled_from(["", "", " ", " # c"]))
        lines.append(f"{pad}{key}{pad}={pad}{draw(_value())}{tail}")
    end = draw(st.sampled_from(["\n", "", "\r\n"]))
    return end.join(lines) + draw(st.sampled_from(["", "\n"]))


@settings(max_examples=800, deadline=None)
@given(_document())
@example('a = "x"\nb = 1\na = 2')  # a key twice: tomllib refuses
@example("t = 23:59:59\nu = [00:00:00, 'x', -7]")
@example("t = 24:00:00")
def test_generated_documents_read_the_same(text: str) -> None:
    fast = _simple_toml(text)
    expected = _tomllib(text)
    if fast is not None:
        assert expected != "error", text  # the fast path never accepts what TOML refuses
        assert _typed(fast) == expected, text
    assert _ours(text) == expected, text


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(
    st.from_regex(r"[A-Za-z0-9_-]{1,10}", fullmatch=True),
    st.one_of(st.integers(-10**12, 10**12), st.booleans(), st.text(max_size=12),
              st.times().map(lambda t: t.replace(microsecond=0)),
              st.lists(st.one_of(st.integers(), st.text(max_size=5)), max_size=5)),
    max_size=8))
def test_what_we_write_we_read_back(fields: dict[str, object]) -> None:
    text = dumps(fields)
    assert tomllib.loads(text, parse_float=Decimal) == fields
    assert _read_toml(text) == fields
