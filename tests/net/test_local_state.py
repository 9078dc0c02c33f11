"""Local state that does not read: a garbage or truncated journal gives ``studdesk host`` and
``studdesk history`` a clear message, not a traceback, leaves the file as it is and names the way on
(``--archive-journal``: the file is moved aside, kept, and a new journal started); a binary
``host-token`` is replaced by a fresh token (the seat tokens' file:
tests/gui/platform/test_seat_tokens_file.py)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from net.host import ADMIN_TOKEN_FILE, HostOptions, TableHost
from net.journal import JOURNAL_FILE, Journal, JournalError
from studdesk.cli import main


def _real_journal(folder: Path) -> bytes:
    journal = Journal.open(folder)
    journal.resume("Friday", {})
    for number in range(1, 40):
        journal.hand_started(number, {1: 100, 2: 100}, digest="ab" * 32, salt="{}", deck="As" * 52)
        journal.hand_completed(number, "x" * 900, {1: 100, 2: 100}, {1: 1, 2: 2})
    journal.close()
    return (folder / JOURNAL_FILE).read_bytes()


def _broken(tmp_path: Path, kind: str) -> tuple[Path, bytes]:
    folder = tmp_path / kind
    folder.mkdir()
    if kind == "garbage":
        data = os.urandom(3000)
    else:  # truncated: the header says more pages than the file has
        whole = _real_journal(tmp_path / "whole")
        data = whole[: len(whole) // 2]
    (folder / JOURNAL_FILE).write_bytes(data)
    return folder, data


@pytest.mark.parametrize("kind", ["garbage", "truncated"])
def test_a_journal_that_does_not_read_raises_a_journal_error(tmp_path: Path, kind: str) -> None:
    folder, data = _broken(tmp_path, kind)
    with pytest.raises(JournalError) as caught:
        journal = Journal.open(folder)
        journal.resume("Friday", {})
    assert str(folder / JOURNAL_FILE) in str(caught.value)
    assert (folder / JOURNAL_FILE).read_bytes() == data  # nothing lost


@pytest.mark.parametrize("kind", ["garbage", "truncated"])
def test_host_says_what_is_wrong_and_how_to_go_on(tmp_path: Path, kind: str,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    folder, data = _broken(tmp_path, kind)
    code = main(["host", "--headless", "--no-mdns", "--bind", "127.0.0.1", "--port", "0",
                 "--data-dir", str(folder)])
    err = capsys.readouterr().err
    assert code == 1
    assert "Traceback" not in err and "cannot be read" in err and "--archive-journal" in err
    assert (folder / JOURNAL_FILE).read_bytes() == data


@pytest.mark.parametrize("kind", ["garbage", "truncated"])
def test_history_says_what_is_wrong_and_how_to_go_on(tmp_path: Path, kind: str,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    folder, data = _broken(tmp_path, kind)
    assert main(["history", "--data-dir", str(folder), "--export", str(tmp_path / "out")]) == 1
    err = capsys.readouterr().err
    assert "cannot be read" in err and "--archive-journal" in err
    assert main(["history", "--data-dir", str(folder), "--standings"]) == 1
    assert "cannot be read" in capsys.readouterr().err
    assert (folder / JOURNAL_FILE).read_bytes() == data


def test_archive_journal_moves_it_aside_and_the_host_starts_anew(tmp_path: Path) -> None:
    """The way on, as a user takes it: the broken file is kept beside under another name and
    the host deals on a new journal."""
    folder, data = _broken(tmp_path, "garbage")
    host = subprocess.Popen(
        [sys.executable, "-m", "studdesk", "host", "--headless", "--no-mdns", "--bind",
         "127.0.0.1", "--port", "0", "--data-dir", str(folder), "--archive-journal"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert host.stdout is not None
        lines = []
        for line in host.stdout:
            lines.append(line)
            if "listening on" in line:
                break
        host.send_signal(signal.SIGINT)
        out, err = host.communicate(timeout=60)
    finally:
        if host.poll() is None:
            host.kill()
            host.wait()
    text = "".join(lines) + out
    assert host.returncode == 0, err
    assert "Traceback" not in err
    archived = [p for p in folder.iterdir() if p.name.startswith("journal-archived-")]
    assert len(archived) == 1 and archived[0].read_bytes() == data
    assert archived[0].name in text  # the host says where it went
    from net.journal import readable

    assert readable(folder / JOURNAL_FILE) is None  # a new journal, readable
    journal = Journal.open(folder)
    assert journal.resume("Again", {}).session_id == 1  # the session the new host began
    journal.close()


def test_archive_journal_leaves_a_good_journal_alone(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    from net.journal import archive_journal_if_unreadable

    data = _real_journal(tmp_path)
    assert archive_journal_if_unreadable(tmp_path) is None
    assert (tmp_path / JOURNAL_FILE).read_bytes() == data
    assert [p.name for p in tmp_path.iterdir() if "archived" in p.name] == []


@pytest.mark.parametrize("content", [b"\xff\xfe\x00binary\x80" * 10, b"short\n",
                                     b"has spaces inside the token 0123456789\n"])
def test_a_host_token_that_is_not_a_token_is_replaced(tmp_path: Path, content: bytes) -> None:
    (tmp_path / ADMIN_TOKEN_FILE).write_bytes(content)
    table = TableHost(HostOptions(name="T", data_dir=tmp_path))
    try:
        token = table.admin_token
        assert 16 <= len(token) <= 128 and token.isascii() and token.isprintable()
        assert " " not in token
        assert (tmp_path / ADMIN_TOKEN_FILE).read_text(encoding="ascii").strip() == token
        again = TableHost(HostOptions(name="T", data_dir=tmp_path))
        assert again.admin_token == token  # kept from now on
        again.journal.close()
    finally:
        table.journal.close()
