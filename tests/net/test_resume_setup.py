"""``studdesk host --headless`` restarted on the same data directory: the session's set-up comes
back from the journal (the night's format, the web table's port, the clock and access), an
explicit ``--port`` wins over the last run's port, and a hand a crash left half-written (a
torn page of the real SQLite file) is voided from the last good stacks instead of stopping the
host. Real subprocesses, SIGKILL, real SQLite files, 127.0.0.1."""

from __future__ import annotations

import json
import os
import signal
import socket
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from net.journal import JOURNAL_FILE, Journal, JournalError, readable
from net.table.setup import SETUP_VERSION, SetupError, TableSetup
from tests.net.helpers import LOCAL, free_port, stop_in_an_open_hand

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [pytest.mark.timeout(150),
              pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")]


class Host:
    """``studdesk host --headless`` with ``args``; ``lines`` what it printed up to the
    journal's line (and the lines just after it)."""

    def __init__(self, data_dir: Path, *args: str) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "studdesk", "host", "--headless", "--bind", LOCAL,
             "--no-mdns", "--data-dir", str(data_dir), "--think-ms", "0", "--hand-pause",
             "0.05", *args], cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)},
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        self.lines: list[str] = []
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        self.wait_for("journal in")
        self.wait_for("", lines=1, timeout=1.0)  # what the host says just after (if anything)

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.append(line)

    def wait_for(self, text: str, *, lines: int = 0, timeout: float = 30.0) -> bool:
        """Until a line holds ``text`` (after ``lines`` more lines than now, when given)."""
        start, deadline = len(self.lines), time.monotonic() + timeout
        while True:
            if any(text in x for x in self.lines[start if lines else 0:]):
                return True
            if self.proc.poll() is not None and not self._reader.is_alive():
                raise AssertionError("the host exited: " + self.text())
            if time.monotonic() > deadline:
                if lines:
                    return False
                raise AssertionError(f"the host did not say {text!r}: " + self.text())
            time.sleep(0.02)

    def text(self) -> str:
        return "".join(self.lines)

    def port(self) -> int:
        line = next(x for x in self.lines if "listening on" in x)
        return int(line.split("listening on ")[1].split()[0].rsplit(":", 1)[1])

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)

    def stop(self) -> str:
        self.proc.send_signal(signal.SIGTERM)
        assert self.proc.wait(30) == 0, self.text()
        self._reader.join(10)
        return self.text()


def _db(data_dir: Path) -> sqlite3.Connection:
    return sqlite3.connect(f"file:{data_dir / JOURNAL_FILE}?mode=ro", uri=True)


def _hands(data_dir: Path) -> list[tuple[int, str]]:
    db = _db(data_dir)
    try:
        return [(int(n), str(s)) for n, s in
                db.execute("SELECT number, status FROM hands ORDER BY number")]
    finally:
        db.close()


def _kill_in_an_open_hand(host: Host, data_dir: Path, completed: int) -> None:
    """SIGKILL ``host`` while a hand is open after ``completed`` hands."""

    def is_open() -> bool:
        hands = _hands(data_dir)
        return sum(s == "completed" for _, s in hands) >= completed and hands[-1][1] == "started"

    stop_in_an_open_hand(host.proc, is_open, 60,
                         lambda: f"no open hand after {completed}: {_hands(data_dir)}")
    host.kill()


def _chips_balance(data_dir: Path) -> None:
    db = _db(data_dir)
    try:
        bought, cashed = db.execute("SELECT SUM(bought), SUM(cashed_out) FROM players"
                                    " WHERE session_id=(SELECT MAX(id) FROM sessions)").fetchone()
        (table,) = db.execute("SELECT SUM(stack) FROM seats WHERE session_id="
                              "(SELECT MAX(id) FROM sessions)").fetchone()
    finally:
        db.close()
    assert bought == table + cashed


def test_an_explicit_port_wins_over_the_last_runs_and_port_0_takes_it_again(
        tmp_path: Path) -> None:
    first, second = free_port(), free_port()
    host = Host(tmp_path, "--port", str(first), "--bots", "2", "--timer", "5")
    assert host.port() == first
    host.stop()  # the session stays open: a restart carries it on
    host = Host(tmp_path, "--port", str(second))
    try:
        assert host.port() == second, host.text()
        with socket.create_connection((LOCAL, second), timeout=5):
            pass
    finally:
        host.stop()
    host = Host(tmp_path, "--port", "0")  # any port: the last run's when it is free
    try:
        assert host.port() == second, host.text()
    finally:
        host.stop()


def test_a_headless_dealers_choice_night_with_a_web_table_comes_back_as_it_was(
        tmp_path: Path) -> None:
    web = free_port()
    host = Host(tmp_path, "--port", "0", "--variant", "stud,razz,baseball", "--dealers-choice",
                "--rotate-hands", "2", "--web-port", str(web), "--timer", "7",
                "--time-bank", "20", "--approve", "--password", "secret", "--bots", "3",
                "--bot-level", "easy", "--seats", "5", "--name", "Night")
    try:
        host.wait_for(f"{LOCAL}:{web}/")
        _kill_in_an_open_hand(host, tmp_path, 3)
    finally:
        host.kill()
    # Started again with none of it: the journal's set-up wins (and the host says so).
    host = Host(tmp_path, "--port", "0")
    try:
        host.wait_for("goes on as it was set up")
        text = host.text()
        assert "'Night' listening" in text and "5 seats" in text, text
        assert "Dealer's choice" in text or "dealer's choice" in text.lower(), text
        assert f"phones and browsers join at http://{LOCAL}:{web}/" in text, text
        assert "goes on as it was set up" in text, text
        db = _db(tmp_path)
        try:
            (config,) = db.execute("SELECT config FROM sessions").fetchone()
        finally:
            db.close()
        setup = TableSetup.from_dict(json.loads(config)["setup"])
        assert (setup.timer, setup.time_bank, setup.approve, setup.password) == (
            7.0, 20.0, True, "secret")
        assert setup.format is not None and setup.format.mode == "dealers_choice"
        assert setup.web_port == web and setup.bot_level == "easy"
        deadline = time.monotonic() + 60
        while not any('_game_mode = "dealers_choice"' in (p or "") for p in _phh_after(
                tmp_path, 4)):
            assert time.monotonic() < deadline, "no hand of the night dealt after the restart"
            time.sleep(0.05)
    finally:
        host.stop()
    _chips_balance(tmp_path)


def _phh_after(data_dir: Path, number: int) -> list[str | None]:
    db = _db(data_dir)
    try:
        return [r[0] for r in db.execute("SELECT phh FROM hands WHERE number>? AND"
                                         " status='completed'", (number,))]
    finally:
        db.close()


def _tear_the_open_hands_page(data_dir: Path) -> int:
    """What a torn write leaves of the open hand's row: its bytes in the file, from the start
    of its record to the end of its deck, overwritten with junk (the page's other rows
    intact). The file then does not read (SQLite: malformed). The hand's number."""
    db = sqlite3.connect(data_dir / JOURNAL_FILE)
    try:
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        number, deck = db.execute("SELECT number, deck FROM hands WHERE status='started'"
                                  ).fetchone()
    finally:
        db.close()
    path = data_dir / JOURNAL_FILE
    raw = bytearray(path.read_bytes())
    at = raw.find(deck.encode())
    assert at > 0 and raw.find(deck.encode(), at + 1) < 0
    start = at - 230  # the record's header, the digest and the salt before the deck
    raw[start:at + len(deck)] = bytes((0x5A + 7 * i) % 256 for i in range(at + len(deck) - start))
    path.write_bytes(bytes(raw))
    return int(number)


def test_a_hand_half_written_by_a_crash_is_voided_and_the_host_deals_on(tmp_path: Path) -> None:
    host = Host(tmp_path, "--port", "0", "--bots", "3", "--timer", "5")
    try:
        _kill_in_an_open_hand(host, tmp_path, 3)
    finally:
        host.kill()
    completed_before = [n for n, s in _hands(tmp_path) if s == "completed"]
    db = _db(tmp_path)
    try:
        seats_before = dict(db.execute("SELECT seat, stack FROM seats").fetchall())
    finally:
        db.close()
    lost = _tear_the_open_hands_page(tmp_path)
    assert readable(tmp_path / JOURNAL_FILE) is not None  # damaged the way a crash would
    copy = tmp_path / "copy"
    copy.mkdir()
    (copy / JOURNAL_FILE).write_bytes((tmp_path / JOURNAL_FILE).read_bytes())
    with pytest.raises(JournalError):  # as it is, it cannot be carried on
        j = Journal(copy / JOURNAL_FILE)
        try:
            j.resume("x", {})
        finally:
            j.close()

    host = Host(tmp_path, "--port", "0")
    try:
        text = host.text()
        assert f"hand {lost} was half-written" in text and "it is void" in text, text
        assert "journal-archived-" in text  # the damaged file is kept, not deleted
        host.wait_for(f"hand(s) [{lost}] were interrupted and voided")  # told like a crash
        assert list(tmp_path.glob("journal-archived-*.sqlite3"))
        deadline = time.monotonic() + 60
        while not any(n > lost and s == "completed" for n, s in _hands(tmp_path)):
            assert time.monotonic() < deadline, "the host did not deal on"
            time.sleep(0.05)
    finally:
        host.stop()
    hands = _hands(tmp_path)
    assert [n for n, s in hands if s == "completed" and n < lost] == completed_before
    assert (lost, "voided") in hands
    db = _db(tmp_path)
    try:
        (void_rows,) = db.execute("SELECT COUNT(*) FROM stack_changes WHERE hand=? AND"
                                  " reason='void'", (lost,)).fetchone()
        (before,) = db.execute("SELECT stacks_before FROM hands WHERE number=?",
                               (lost,)).fetchone()
    finally:
        db.close()
    assert void_rows == len(seats_before)
    assert {int(k): v for k, v in json.loads(before).items()} == seats_before  # last good
    _chips_balance(tmp_path)
    assert readable(tmp_path / JOURNAL_FILE) is None


def test_a_set_up_from_a_newer_studdesk_or_junk_is_refused_clearly() -> None:
    with pytest.raises(SetupError, match="newer"):
        TableSetup.from_dict({"version": SETUP_VERSION + 1})
    with pytest.raises(SetupError, match="does not read"):
        TableSetup.from_dict({"version": 1, "name": "x"})
    with pytest.raises(SetupError, match="not a record"):
        TableSetup.from_dict(["junk"])
