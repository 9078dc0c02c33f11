"""``studdesk replay``'s own work per file (its fast path): the JSON line written directly is the
line ``json.dumps`` writes, for every shape of result, and the file read with ``os.read`` is the
file ``open()`` reads, with the same errors."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest

from studdesk.engine import GameConfig, PlayerSpec, Variant
from studdesk.engine.phh import export_hand
from studdesk.phh_files import read_text
from studdesk.replay import json_line, replay_file, run_replay
from tests.engine.test_properties import play_randomly

OK: dict[str, Any] = {"file": "hands/h1.phh", "unit": 100, "ok": True,
                      "finishing_stacks": [99_960, 100_040, 0]}


@pytest.mark.parametrize("result", [
    OK,
    {**OK, "matches_recorded": True},
    {**OK, "matches_recorded": False},  # not a shape replay_file writes: json.dumps
    {**OK, "matches_recorded": True, "rake": 3},
    {**OK, "file": 'h\u00e9\\"\n\u2603\U0001f0a1.phh'},  # escaped as json escapes it
    {**OK, "finishing_stacks": []},
    {**OK, "finishing_stacks": [True, 1]},  # bools are not chips: json.dumps says true
    {**OK, "finishing_stacks": (1, 2)},
    {**OK, "unit": 1.5},
    {**OK, "ok": 1},
    {"file": "x.phh", "ok": False, "action_index": None, "error": "cannot read the file: \u00e9"},
    {"file": "x.phh", "ok": False, "action_index": 3, "error": 'p1 "cbr 5": too small'},
    {"unit": 100, "file": "x.phh", "ok": True, "finishing_stacks": [1]},  # another key order
    {"file": "x.phh", "unit": 100, "ok": True, "finishing_stacks": [10**40, -5]},
])
def test_a_json_line_is_the_line_json_dumps_writes(result: dict[str, Any]) -> None:
    line = json_line(result)
    assert line == json.dumps(result)
    assert json.loads(line) == json.loads(json.dumps(result))


def _hands(folder: Path, count: int) -> list[str]:
    paths = []
    for i in range(count):
        variant = list(Variant)[i % 3]
        hand = play_randomly(GameConfig.preset(variant, 200),
                             [PlayerSpec(s, f"P{s}", 4_000 + s) for s in range(1, 3 + i % 5)],
                             i, 0.5 if i % 2 else 0.9)
        path = folder / f"h\u00e9 {i}.phh"
        path.write_text(export_hand(hand), encoding="utf-8")
        paths.append(str(path))
    return paths


def test_the_command_writes_each_files_result_as_json_dumps_would(tmp_path: Path) -> None:
    paths = _hands(tmp_path, 12)
    lying = tmp_path / "lying.phh"
    lying.write_text(Path(paths[0]).read_text(encoding="utf-8").replace(
        "finishing_stacks = [", "finishing_stacks = [1, "), encoding="utf-8")
    missing = str(tmp_path / "gone.phh")
    every = [*paths, str(lying), missing, str(tmp_path)]
    out = io.StringIO()
    assert run_replay(every, as_json=True, out=out) == 1
    lines = out.getvalue().splitlines()
    assert len(lines) == len(every)
    for path, line in zip(every, lines, strict=True):
        assert line == json.dumps(replay_file(path))
        assert json.loads(line)["file"] == path
    assert [json.loads(line)["ok"] for line in lines] == [True] * 12 + [False] * 3


def test_a_file_is_read_whole_and_as_utf8(tmp_path: Path) -> None:
    big = tmp_path / "big.phh"
    text = "# \u00e9\u2603\n" + "x" * 200_000 + "\u00e9"  # past a chunk of 64 KiB, split mid-letter
    big.write_bytes(text.encode("utf-8"))
    assert read_text(big) == text == read_text(str(big))
    empty = tmp_path / "empty.phh"
    empty.write_bytes(b"")
    assert read_text(empty) == ""
    crlf = tmp_path / "crlf.phh"
    crlf.write_bytes(b"a = 1\r\nb = 2\r\n")
    assert read_text(crlf) == "a = 1\r\nb = 2\r\n"  # as written: no newline translation


def test_a_file_that_cannot_be_read_gets_the_error_open_gives(tmp_path: Path) -> None:
    for path in (tmp_path / "gone.phh", tmp_path):
        with pytest.raises(OSError) as expected:
            open(path, "rb")  # noqa: SIM115 - only its error
        with pytest.raises(OSError) as caught:
            read_text(path)
        assert type(caught.value) is type(expected.value)
        assert str(caught.value) == str(expected.value)
    latin = tmp_path / "latin.phh"
    latin.write_bytes("players = ['Jos\u00e9']".encode("latin-1"))
    with pytest.raises(UnicodeDecodeError):
        read_text(latin)
