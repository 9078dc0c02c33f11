"""A table hosted from the desktop that stopped without ending (the program crashed, the
machine went down): what its journal in the data folder's ``desktop-table/`` says, so the
next *Host a table* can ask "resume it, or start a new table?" instead of resuming silently.

Only reads the journal (the host itself resumes it, :meth:`net.journal.Journal.resume`), and
starting anew never deletes it: :func:`archive_saved_table` moves the whole folder aside, next to
it, with the date in its name.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from net.journal import JOURNAL_FILE
from net.table.setup import SetupError, TableSetup

OPTIONS_FILE = "desktop-table.json"
"""Beside the journal: what the Host dialog chose for this computer (*Only this computer*), and
for journals kept before the session's set-up was (:class:`net.table.setup.TableSetup`) the
clock, the time bank, the password and approvals, so a resumed table runs as it did."""


@dataclass(frozen=True, slots=True)
class SavedSeat:
    seat: int
    name: str
    stack: int  # as it was when the last hand started (an interrupted hand is void)
    bot: bool


@dataclass(frozen=True, slots=True)
class SavedTable:
    """The session a crash left open in a journal folder."""

    folder: Path
    name: str
    game: dict[str, Any]  # the engine's GameConfig as a dict (views.config_to_dict)
    seat_count: int
    hands_played: int  # completed hands
    last_hand: int  # the highest hand number dealt (0: none)
    interrupted: int | None  # the hand a crash cut short (it is void when resumed)
    seats: tuple[SavedSeat, ...]
    options: dict[str, Any] | None = None  # OPTIONS_FILE's settings (None: not written)
    setup: TableSetup | None = None  # the session's whole set-up (None: an older journal)

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def is_worth_resuming(self) -> bool:
        """Anything to carry on: a hand dealt or somebody seated."""
        return self.last_hand > 0 or bool(self.seats)


def find_saved_table(folder: Path | None) -> SavedTable | None:
    """The unfinished session in ``folder``'s journal, or None (no journal, every session
    ended, or a file that is not a journal: hosting then starts afresh and the host says what
    is wrong with the file)."""
    if folder is None:
        return None
    path = Path(folder) / JOURNAL_FILE
    if not path.is_file():
        return None
    try:
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    except sqlite3.Error:
        return None
    try:
        return _read(db, Path(folder))
    except (sqlite3.Error, ValueError, KeyError, TypeError):
        return None
    finally:
        db.close()


def _read(db: sqlite3.Connection, folder: Path) -> SavedTable | None:
    row = db.execute("SELECT id, table_name, config FROM sessions WHERE ended IS NULL"
                     " ORDER BY id DESC LIMIT 1").fetchone()
    if row is None:
        return None
    sid, table_name, config_text = int(row[0]), str(row[1]), str(row[2])
    config = json.loads(config_text)
    game = config.get("game") if isinstance(config, dict) else None
    completed, last = db.execute(
        "SELECT COALESCE(SUM(status='completed'), 0), COALESCE(MAX(number), 0) FROM hands"
        " WHERE session_id=?", (sid,)).fetchone()
    started = db.execute("SELECT MAX(number) FROM hands WHERE session_id=? AND status='started'",
                         (sid,)).fetchone()[0]
    seats = tuple(
        SavedSeat(int(seat), str(name), int(stack), bool(bot)) for seat, name, stack, bot in
        db.execute("SELECT s.seat, p.name, s.stack, p.is_bot FROM seats s JOIN players p"
                   " ON p.id = s.player_id WHERE s.session_id=? ORDER BY s.seat", (sid,)))
    setup = None
    if isinstance(config, dict) and "setup" in config:
        with contextlib.suppress(SetupError):  # the host says why when it resumes
            setup = TableSetup.from_dict(config["setup"])
    return SavedTable(
        options=read_table_options(folder), setup=setup,
        folder=folder, name=str(config.get("name") or table_name),
        game=dict(game) if isinstance(game, dict) else {},
        seat_count=int(config.get("seats", 0) or max((s.seat for s in seats), default=0)),
        hands_played=int(completed), last_hand=int(last),
        interrupted=int(started) if started is not None else None, seats=seats)


def archive_saved_table(folder: Path, now: datetime | None = None) -> Path:
    """Move the journal folder aside (``desktop-table-archived-2026-12-01-0712``, a number
    added if that exists) so the next table starts a new journal; returns where it went."""
    folder = Path(folder)
    stamp = (now or datetime.now()).strftime("%Y-%m-%d-%H%M%S")
    target = folder.with_name(f"{folder.name}-archived-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = folder.with_name(f"{folder.name}-archived-{stamp}-{n}")
    with contextlib.suppress(FileNotFoundError):
        folder.rename(target)
    return target


def save_table_options(folder: Path, options: dict[str, Any]) -> None:
    """Keep ``options`` (JSON data: the timer, the time bank, the password ...) beside the
    journal in ``folder``, readable by this user only (it may hold the table's password)."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / OPTIONS_FILE
    path.write_text(json.dumps(options, sort_keys=True), encoding="utf-8")
    with contextlib.suppress(OSError):
        path.chmod(0o600)


def read_table_options(folder: Path) -> dict[str, Any] | None:
    """What :func:`save_table_options` kept (None: nothing, or not readable)."""
    try:
        data = json.loads((Path(folder) / OPTIONS_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None
