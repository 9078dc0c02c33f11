"""Hostile hand files: integers past Python's 4,300-digit limit, nesting 100,000 deep and other
malformed TOML-ish text. Each file gets its own clear error (:class:`PHHError` or
:class:`ReplayError`, never a traceback), and a batch reads the others."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from studdesk.engine.phh import PHHError, ReplayError, header_of_text, loads, replay
from studdesk.phh_files import list_folder
from studdesk.replay import replay_file, run_replay

HEAD = ("variant = 'F7S'\nantes = [1, 1]\nbring_in = 5\nsmall_bet = 10\nbig_bet = 20\n"
        "starting_stacks = [100, 100]\n")
GOOD = HEAD + ("actions = ['d dh p1 2c3d7h', 'd dh p2 4c5d8h', 'p1 pb', 'p2 f']\n"
               "finishing_stacks = [101, 99]\n")
HUGE = "9" * 4_400  # past sys.get_int_max_str_digits() (4,300)
DEEP = 100_000


def _hostile() -> dict[str, str]:
    """name -> text; every one of them is refused by :func:`loads` or :func:`replay`."""
    actions = "actions = ['d dh p1 2c3d7h', 'd dh p2 4c5d8h', 'p1 pb', 'p2 f']\n"
    return {
        "huge-stack": HEAD.replace("[100, 100]", f"[{HUGE}, 100]") + actions,
        "huge-stack-slow-path": HEAD.replace("[100, 100]", f"[{HUGE}, 100]") + actions
        + "x = 1.5\n",  # a float: the whole text goes to tomllib
        "huge-ante": HEAD.replace("bring_in = 5", f"bring_in = {HUGE}") + actions,
        "huge-bet": HEAD + f"actions = ['d dh p1 2c3d7h', 'd dh p2 4c5d8h', 'p1 cbr {HUGE}']\n",
        "huge-actor": HEAD + f"actions = ['d dh p1 2c3d7h', 'd dh p{HUGE} 4c5d8h']\n",
        "superscript-actor": HEAD + "actions = ['d dh p1 2c3d7h', 'd dh p2 4c5d8h', 'p\u00b2 pb']\n",
        "superscript-bet": HEAD + "actions = ['d dh p1 2c3d7h', 'd dh p2 4c5d8h', "
                                  "'p1 pb', 'p2 cbr \u00b2']\n",
        "deep-array": HEAD + "actions = " + "[" * DEEP + "]" * DEEP + "\n",
        "deep-table": HEAD + actions + "x = " + "{a = " * DEEP + "1" + "}" * DEEP + "\n",
        "deep-but-parsed": HEAD + actions.replace("actions", "players") .replace(
            "players = [", "players = [" + "[" * 200 + "]" * 200 + ", ") + actions,
        "nul-byte": HEAD + actions + "name = 'a\x00b'\n",
        "lone-cr": HEAD + actions + "\r",
        "huge-string-field": HEAD.replace("bring_in = 5", "bring_in = '" + "x" * 100_000 + "'")
        + actions,
    }


@pytest.mark.parametrize("name", sorted(_hostile()))
def test_a_hostile_file_gets_its_own_clear_error(name: str) -> None:
    text = _hostile()[name]
    with pytest.raises((PHHError, ReplayError)) as caught:
        replay(loads(text))
    message = str(caught.value)
    assert message and len(message) < 500, message  # says what is wrong, briefly
    head = header_of_text(text, f"{name}.phh")
    # The list entry either carries the error or (when only the replay can tell) none.
    assert head.error is None or 0 < len(head.error) < 500


def test_the_list_of_a_folder_of_hostile_files_lists_each_with_its_error(tmp_path: Path) -> None:
    for name, text in _hostile().items():
        (tmp_path / f"{name}.phh").write_text(text, encoding="utf-8")
    (tmp_path / "good.phh").write_text(GOOD, encoding="utf-8")
    heads = {Path(h.path).stem: h for h in list_folder(tmp_path)}
    assert heads["good"].error is None and heads["good"].finishing_stacks == (101, 99)
    for name in ("huge-stack", "huge-stack-slow-path", "huge-ante", "deep-array", "deep-table",
                 "nul-byte", "huge-bet", "superscript-actor", "superscript-bet"):
        assert heads[name].error, name


def test_a_replay_batch_reports_every_file(tmp_path: Path) -> None:
    """``studdesk replay --json`` prints one line per file: the good ones replayed, each hostile
    one refused with its reason, none ending the batch."""
    paths = []
    for name, text in _hostile().items():
        path = tmp_path / f"{name}.phh"
        path.write_text(text, encoding="utf-8")
        paths.append(str(path))
    good = tmp_path / "good.phh"
    good.write_text(GOOD, encoding="utf-8")
    paths.insert(len(paths) // 2, str(good))
    out = io.StringIO()
    assert run_replay(paths, as_json=True, out=out) == 1
    lines = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [line["file"] for line in lines] == paths
    by_file = {Path(line["file"]).stem: line for line in lines}
    assert by_file["good"]["ok"] and by_file["good"]["finishing_stacks"] == [101, 99]
    for name in _hostile():
        assert by_file[name]["ok"] is False and by_file[name]["error"], name


def test_the_replay_command_reports_a_batch_with_a_huge_and_a_deep_file(tmp_path: Path) -> None:
    """The command itself, as a user runs it: 3 files, 3 lines, exit status 1, no traceback."""
    names = {"huge": _hostile()["huge-stack"], "good": GOOD, "deep": _hostile()["deep-array"]}
    paths = []
    for name, text in names.items():
        (tmp_path / f"{name}.phh").write_text(text, encoding="utf-8")
        paths.append(str(tmp_path / f"{name}.phh"))
    run = subprocess.run([sys.executable, "-m", "studdesk", "replay", "--json", *paths],
                         capture_output=True, text=True, timeout=120)
    assert "Traceback" not in run.stderr, run.stderr
    assert run.returncode == 1
    lines = [json.loads(line) for line in run.stdout.splitlines()]
    assert [(Path(x["file"]).stem, x["ok"]) for x in lines] == [
        ("huge", False), ("good", True), ("deep", False)]
    assert "4300" in lines[0]["error"] or "digits" in lines[0]["error"]
    assert "deep" in lines[2]["error"]


def test_replay_file_says_so_for_a_file_that_is_not_utf8(tmp_path: Path) -> None:
    path = tmp_path / "latin1.phh"
    path.write_bytes(GOOD.encode() + b"name = '\xff'\n")
    result = replay_file(str(path))
    assert result["ok"] is False and "cannot read the file" in result["error"]
