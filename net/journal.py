"""The host's crash-safe journal: one SQLite file in the host's data directory.

What is kept, per session (a table from its first hand to ``end_session``):

- ``sessions``: the table's name and configuration, when it started and ended;
- ``players``: everyone who took a seat (name, a SHA-256 of their reconnect token, bot level),
  with what they bought (buy-ins and rebuys) and what they took away (cash-outs);
- ``seats``: who sits where now, their stack and settings;
- ``buy_ins``: every buy-in and rebuy;
- ``hands``: every hand, ``started`` then ``completed`` (with its PHH) or ``voided``;
- ``hand_transcripts``: at a table nobody deals, each hand's deal record (net/TRUSTLESS.md
  § 8: the shuffles, proofs and tokens, and the layout; msgpack), written at the hand's end;
- ``stack_changes``: every change of a seat's chips, with the reason;
- ``ledger``: the ledger written when the session ends (or the host stops);
- ``tournaments``: each sit-and-go: its format, entrants, entry and pool, and its
  standings (places and prizes), kept up to date after every elimination; ``ended`` is set
  when one player holds every chip.

Crash safety. The file is in WAL mode with ``synchronous=FULL``: a transaction that returned
is on disk. The stacks in ``seats`` change only in whole transactions: when a hand starts, a
``started`` row with the stacks before it is committed *before* any card is dealt; when it ends,
the new stacks, the stack changes and the hand's PHH are committed in one transaction. So if
the host dies at any moment (SIGKILL), :meth:`Journal.resume` finds the hand still ``started``,
marks it ``voided``, and the stacks in ``seats`` are exactly those from the start of that hand:
every chip goes back where it was. Completed hands stand, and numbering goes on after the
highest number used (a voided number is not used again). The host sends a hand's last move
before that hand's commit (net/table/loop.py: no player waits for the fsync to see the move),
so a crash between the two voids a hand whose end the players saw, as a crash a move earlier
would have; after the restart every connection is told so (``notice`` ``hand_voided``).

All methods run on the caller's thread (the host's event loop); one hand's commit takes one
fsync, a few milliseconds on a disk.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import sqlite3
import sys
import time
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

import msgpack

if TYPE_CHECKING:  # the journal itself never loads the crypto (rbcl): only its callers do
    from net.trustless import HandTranscript

SCHEMA_VERSION: Final = 1
JOURNAL_FILE: Final = "journal.sqlite3"
PAGE_SIZE: Final = 8192
"""Bytes in a page of a new journal file (SQLite's default is 4096)."""

_SCHEMA: Final = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS sessions (
    id INTEGER PRIMARY KEY, table_name TEXT NOT NULL, config TEXT NOT NULL,
    started REAL NOT NULL, ended REAL);
CREATE TABLE IF NOT EXISTS players (
    id INTEGER PRIMARY KEY, session_id INTEGER NOT NULL, client_id INTEGER NOT NULL,
    name TEXT NOT NULL, token_hash TEXT, is_bot INTEGER NOT NULL DEFAULT 0, bot_level TEXT,
    bought INTEGER NOT NULL DEFAULT 0, cashed_out INTEGER NOT NULL DEFAULT 0,
    kicked INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS seats (
    session_id INTEGER NOT NULL, seat INTEGER NOT NULL, player_id INTEGER NOT NULL,
    stack INTEGER NOT NULL, sitting_out INTEGER NOT NULL DEFAULT 0,
    auto_ante INTEGER NOT NULL DEFAULT 1, auto_muck INTEGER NOT NULL DEFAULT 1,
    PRIMARY KEY (session_id, seat));
CREATE TABLE IF NOT EXISTS buy_ins (
    id INTEGER PRIMARY KEY, session_id INTEGER NOT NULL, player_id INTEGER NOT NULL,
    seat INTEGER NOT NULL, amount INTEGER NOT NULL, kind TEXT NOT NULL, at REAL NOT NULL);
CREATE TABLE IF NOT EXISTS hands (
    session_id INTEGER NOT NULL, number INTEGER NOT NULL, status TEXT NOT NULL,
    started REAL NOT NULL, ended REAL, digest TEXT NOT NULL, salt TEXT NOT NULL,
    deck TEXT NOT NULL, stacks_before TEXT NOT NULL, stacks_after TEXT, phh TEXT,
    PRIMARY KEY (session_id, number));
CREATE TABLE IF NOT EXISTS hand_transcripts (
    session_id INTEGER NOT NULL, number INTEGER NOT NULL, record BLOB NOT NULL,
    PRIMARY KEY (session_id, number));
CREATE TABLE IF NOT EXISTS stack_changes (
    id INTEGER PRIMARY KEY, session_id INTEGER NOT NULL, hand INTEGER, seat INTEGER NOT NULL,
    player_id INTEGER NOT NULL, delta INTEGER NOT NULL, stack INTEGER NOT NULL,
    reason TEXT NOT NULL, at REAL NOT NULL);
CREATE TABLE IF NOT EXISTS ledger (
    session_id INTEGER NOT NULL, player_id INTEGER NOT NULL, name TEXT NOT NULL,
    bought INTEGER NOT NULL, stack INTEGER NOT NULL, net INTEGER NOT NULL,
    final INTEGER NOT NULL, at REAL NOT NULL);
CREATE TABLE IF NOT EXISTS tournaments (
    id INTEGER PRIMARY KEY, session_id INTEGER NOT NULL, table_name TEXT NOT NULL,
    format TEXT NOT NULL, entrants TEXT NOT NULL, entry INTEGER NOT NULL,
    starting_chips INTEGER NOT NULL, pool INTEGER NOT NULL, standings TEXT NOT NULL,
    started REAL NOT NULL, ended REAL);
"""


def data_dir() -> Path:
    """The platform's place for StudDesk's data (the host's journal and its admin token):
    ``$XDG_DATA_HOME/studdesk`` (``~/.local/share/studdesk``) on Linux and other Unixes,
    ``%APPDATA%\\StudDesk`` on Windows, ``~/Library/Application Support/StudDesk`` on macOS."""
    if sys.platform == "win32":
        base = os.environ.get("APPDATA") or str(Path.home() / "AppData" / "Roaming")
        return Path(base) / "StudDesk"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / "StudDesk"
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "studdesk"


def token_hash(token: str) -> str:
    """What the journal keeps of a reconnect token: its SHA-256, never the token."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


@dataclass(slots=True)
class PlayerRecord:
    player_id: int
    client_id: int
    name: str
    token_hash: str | None
    is_bot: bool
    bot_level: str | None
    bought: int
    cashed_out: int
    kicked: bool


@dataclass(slots=True)
class SeatRecord:
    seat: int
    player_id: int
    stack: int
    sitting_out: bool
    auto_ante: bool
    auto_muck: bool


@dataclass(slots=True)
class Restored:
    """What :meth:`Journal.resume` found: the session to carry on and its table."""

    session_id: int
    resumed: bool
    config: dict[str, Any]
    players: list[PlayerRecord]
    seats: list[SeatRecord]
    next_hand: int
    voided: list[int] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class JournalledHand:
    session_id: int
    number: int
    status: str
    phh: str | None
    stacks_before: dict[int, int]
    stacks_after: dict[int, int] | None
    digest: str
    salt: str
    deck: str


def _seat_map(text: str | None) -> dict[int, int] | None:
    if text is None:
        return None
    return {int(k): int(v) for k, v in json.loads(text).items()}


class JournalError(Exception):
    """The journal file does not read as a journal (garbage, truncated, another program's
    database). The file is left as it is; the message names it and what SQLite said."""

    def __init__(self, path: str | Path, reason: object) -> None:
        super().__init__(f"the journal {path} cannot be read ({reason})")
        self.path = str(path)


ARCHIVE_HINT: Final = (
    "It is left as it is. To start anew, run `studdesk host` again with --archive-journal:"
    " the file is moved aside (kept as journal-archived-DATE.sqlite3 in the same folder) and a"
    " new journal begins.")


class Journal:
    """One SQLite journal file. Open with :meth:`open` (a data directory) or the constructor
    (a file path, ``":memory:"`` for none on disk); call :meth:`resume` once, then record.
    A file that does not read as a journal raises :class:`JournalError` (on opening, or at
    :meth:`resume` for one whose damage lies further in)."""

    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        self._db = sqlite3.connect(self.path, isolation_level=None)
        try:
            # A new file's pages (an existing file keeps its own): a hand's row is about 1.4 KB,
            # so a 4 KB page held two and left a fifth of the file empty.
            self._db.execute(f"PRAGMA page_size={PAGE_SIZE}")
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=FULL")
            self._db.execute("PRAGMA foreign_keys=ON")
            self._db.executescript(_SCHEMA)
            self._db.execute(
                "INSERT OR IGNORE INTO meta (key, value) VALUES ('schema', ?)",
                (str(SCHEMA_VERSION),))
        except sqlite3.DatabaseError as exc:
            self._db.close()
            raise JournalError(self.path, exc) from None
        self.session_id: int | None = None

    @classmethod
    def open(cls, directory: str | Path) -> Journal:
        """The journal in ``directory``, private to this user: the folder 0700, the journal
        and its WAL files 0600 (they hold the live deck and its salt)."""
        folder = Path(directory)
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        with contextlib.suppress(OSError):
            folder.chmod(0o700)
        path = folder / JOURNAL_FILE
        # SQLite gives the -wal and -shm files the database file's mode: create it private.
        os.close(os.open(path, os.O_RDWR | os.O_CREAT, 0o600))
        for f in (path, *(folder / (JOURNAL_FILE + s) for s in ("-wal", "-shm", "-journal"))):
            with contextlib.suppress(OSError):
                f.chmod(0o600)
        return cls(path)

    def close(self) -> None:
        with contextlib.suppress(sqlite3.Error):  # best effort
            self._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        self._db.close()

    # ------------------------------------------------------------------ transactions

    def _tx(self) -> _Transaction:
        return _Transaction(self._db)

    @property
    def _sid(self) -> int:
        if self.session_id is None:
            raise RuntimeError("call Journal.resume() first")
        return self.session_id

    # ------------------------------------------------------------------ sessions

    def resume(self, table_name: str, config: Mapping[str, Any]) -> Restored:
        """Carry on the last session that was not ended (voiding a hand a crash interrupted),
        or start a new one with ``config``. :class:`JournalError` when the file is damaged."""
        try:
            self._check()
            return self._resume(table_name, config)
        except sqlite3.DatabaseError as exc:
            raise JournalError(self.path, exc) from None

    def _check(self) -> None:
        """Read every table's rows once (a damaged or truncated file fails here, before a
        session is carried on from it)."""
        for table in ("sessions", "players", "seats", "buy_ins", "hands", "hand_transcripts",
                      "stack_changes", "ledger", "tournaments"):
            self._db.execute(f"SELECT COUNT(*) FROM {table}").fetchone()

    def _resume(self, table_name: str, config: Mapping[str, Any]) -> Restored:
        db = self._db
        row = db.execute(
            "SELECT id, config FROM sessions WHERE ended IS NULL ORDER BY id DESC LIMIT 1"
        ).fetchone()
        now = time.time()
        if row is None:
            with self._tx():
                cur = db.execute(
                    "INSERT INTO sessions (table_name, config, started) VALUES (?, ?, ?)",
                    (table_name, json.dumps(dict(config), sort_keys=True), now),
                )
            self.session_id = int(cur.lastrowid or 0)
            return Restored(self.session_id, False, dict(config), [], [], 1)
        sid, config_text = int(row[0]), str(row[1])
        self.session_id = sid
        voided: list[int] = []
        with self._tx():
            for (number,) in db.execute(
                "SELECT number FROM hands WHERE session_id=? AND status='started'", (sid,)
            ).fetchall():
                voided.append(int(number))
                db.execute(
                    "UPDATE hands SET status='voided', ended=? WHERE session_id=? AND number=?",
                    (now, sid, number),
                )
                for seat, player_id, stack in db.execute(
                    "SELECT seat, player_id, stack FROM seats WHERE session_id=?", (sid,)
                ).fetchall():
                    db.execute(
                        "INSERT INTO stack_changes (session_id, hand, seat, player_id, delta,"
                        " stack, reason, at) VALUES (?, ?, ?, ?, 0, ?, 'void', ?)",
                        (sid, number, seat, player_id, stack, now),
                    )
        repaired = self.recall(REPAIRED_KEY)
        if repaired is not None:  # a hand salvage_open_hand voided: told like the others
            with self._tx():
                self._db.execute("DELETE FROM meta WHERE key=?", (REPAIRED_KEY,))
            session, _, number = repaired.partition(":")
            if session == str(sid) and number.isdigit():
                voided.append(int(number))
        (last,) = db.execute(
            "SELECT COALESCE(MAX(number), 0) FROM hands WHERE session_id=?", (sid,)
        ).fetchone()
        return Restored(sid, True, json.loads(config_text), self.players(), self.seats(),
                        int(last) + 1, voided)

    def open_session_config(self) -> dict[str, Any] | None:
        """The configuration of the session :meth:`resume` would carry on (None: every session
        ended, or none yet), read without changing anything: the host builds its options from
        it before it resumes. :class:`JournalError` when the file is damaged."""
        try:
            row = self._db.execute("SELECT config FROM sessions WHERE ended IS NULL"
                                   " ORDER BY id DESC LIMIT 1").fetchone()
        except sqlite3.DatabaseError as exc:
            raise JournalError(self.path, exc) from None
        if row is None:
            return None
        try:
            config = json.loads(row[0])
        except ValueError:
            return None
        return config if isinstance(config, dict) else None

    def set_session_config(self, key: str, value: Any) -> None:
        """Change one entry of this session's configuration (the set-up once the web table
        listens: its port)."""
        with self._tx():
            (text,) = self._db.execute("SELECT config FROM sessions WHERE id=?",
                                       (self._sid,)).fetchone()
            config = json.loads(text)
            config[key] = value
            self._db.execute("UPDATE sessions SET config=? WHERE id=?",
                             (json.dumps(config, sort_keys=True), self._sid))

    def end_session(self) -> None:
        with self._tx():
            self._db.execute("UPDATE sessions SET ended=? WHERE id=?", (time.time(), self._sid))

    # ------------------------------------------------------------------ players and seats

    def add_player(self, client_id: int, name: str, token_digest: str | None, *,
                   is_bot: bool = False, bot_level: str | None = None) -> int:
        """A new player row; ``token_digest`` is :func:`token_hash` of their reconnect token."""
        with self._tx():
            cur = self._db.execute(
                "INSERT INTO players (session_id, client_id, name, token_hash, is_bot, bot_level)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (self._sid, client_id, name, token_digest, int(is_bot),
                 bot_level),
            )
        return int(cur.lastrowid or 0)

    def set_player_token(self, player_id: int, token_digest: str) -> None:
        """A returning player's new reconnect token (M3: back under her name after a restart)."""
        with self._tx():
            self._db.execute("UPDATE players SET token_hash=? WHERE id=?",
                             (token_digest, player_id))

    def remember(self, key: str, value: str) -> None:
        """Keep a small fact about this table (the port it listens on, where a player connects
        from) in the ``meta`` table, for the next start."""
        with self._tx():
            self._db.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)",
                             (key, value))

    def recall(self, key: str) -> str | None:
        row = self._db.execute("SELECT value FROM meta WHERE key=?", (key,)).fetchone()
        return None if row is None else str(row[0])

    def set_player_kicked(self, player_id: int) -> None:
        with self._tx():
            self._db.execute("UPDATE players SET kicked=1, token_hash=NULL WHERE id=?",
                             (player_id,))

    def players(self) -> list[PlayerRecord]:
        rows = self._db.execute(
            "SELECT id, client_id, name, token_hash, is_bot, bot_level, bought, cashed_out, kicked"
            " FROM players WHERE session_id=? ORDER BY id", (self._sid,)
        ).fetchall()
        return [PlayerRecord(int(r[0]), int(r[1]), str(r[2]), r[3], bool(r[4]), r[5], int(r[6]),
                             int(r[7]), bool(r[8])) for r in rows]

    def seats(self) -> list[SeatRecord]:
        rows = self._db.execute(
            "SELECT seat, player_id, stack, sitting_out, auto_ante, auto_muck FROM seats"
            " WHERE session_id=? ORDER BY seat", (self._sid,)
        ).fetchall()
        return [SeatRecord(int(r[0]), int(r[1]), int(r[2]), bool(r[3]), bool(r[4]), bool(r[5]))
                for r in rows]

    def take_seat(self, player_id: int, seat: int, buy_in: int) -> None:
        """``player_id`` sits in ``seat`` with a buy-in of ``buy_in`` chips."""
        now = time.time()
        with self._tx():
            db = self._db
            db.execute(
                "INSERT INTO seats (session_id, seat, player_id, stack) VALUES (?, ?, ?, ?)",
                (self._sid, seat, player_id, buy_in),
            )
            self._buy(player_id, seat, buy_in, "buy_in", buy_in, now)

    def rebuy(self, player_id: int, seat: int, amount: int, new_stack: int) -> None:
        now = time.time()
        with self._tx():
            self._db.execute("UPDATE seats SET stack=? WHERE session_id=? AND seat=?",
                             (new_stack, self._sid, seat))
            self._buy(player_id, seat, amount, "rebuy", new_stack, now)

    def _buy(self, player_id: int, seat: int, amount: int, kind: str, stack: int,
             now: float) -> None:
        db = self._db
        db.execute(
            "INSERT INTO buy_ins (session_id, player_id, seat, amount, kind, at)"
            " VALUES (?, ?, ?, ?, ?, ?)", (self._sid, player_id, seat, amount, kind, now))
        db.execute("UPDATE players SET bought = bought + ? WHERE id=?", (amount, player_id))
        db.execute(
            "INSERT INTO stack_changes (session_id, hand, seat, player_id, delta, stack, reason,"
            " at) VALUES (?, NULL, ?, ?, ?, ?, ?, ?)",
            (self._sid, seat, player_id, amount, stack, kind, now))

    def leave_seat(self, player_id: int, seat: int, stack: int, reason: str = "stand") -> None:
        """The player leaves ``seat`` and takes ``stack`` chips with them (a cash-out)."""
        now = time.time()
        with self._tx():
            db = self._db
            db.execute("DELETE FROM seats WHERE session_id=? AND seat=?", (self._sid, seat))
            db.execute("UPDATE players SET cashed_out = cashed_out + ? WHERE id=?",
                       (stack, player_id))
            db.execute(
                "INSERT INTO stack_changes (session_id, hand, seat, player_id, delta, stack,"
                " reason, at) VALUES (?, NULL, ?, ?, ?, 0, ?, ?)",
                (self._sid, seat, player_id, -stack, reason, now))

    def set_seat_settings(self, seat: int, *, sitting_out: bool, auto_ante: bool,
                          auto_muck: bool) -> None:
        with self._tx():
            self._db.execute(
                "UPDATE seats SET sitting_out=?, auto_ante=?, auto_muck=? WHERE session_id=?"
                " AND seat=?", (int(sitting_out), int(auto_ante), int(auto_muck), self._sid, seat))

    # ------------------------------------------------------------------ hands

    def hand_started(self, number: int, stacks: Mapping[int, int], *, digest: str, salt: str,
                     deck: str) -> None:
        """Committed before the first card: the hand and the stacks it started from."""
        with self._tx():
            self._db.execute(
                "INSERT INTO hands (session_id, number, status, started, digest, salt, deck,"
                " stacks_before) VALUES (?, ?, 'started', ?, ?, ?, ?, ?)",
                (self._sid, number, time.time(), digest, salt, deck,
                 json.dumps({str(k): v for k, v in stacks.items()})),
            )

    def hand_completed(self, number: int, phh: str, stacks: Mapping[int, int],
                       players: Mapping[int, int]) -> None:
        """One transaction: the PHH, the new stacks (``stacks``: seat -> chips after the hand;
        ``players``: seat -> player id) and a stack change for every seat whose chips moved."""
        now = time.time()
        sid = self._sid
        with self._tx():
            db = self._db
            row = db.execute("SELECT stacks_before FROM hands WHERE session_id=? AND number=?",
                             (sid, number)).fetchone()
            before = _seat_map(row[0]) if row else {}
            db.execute(
                "UPDATE hands SET status='completed', ended=?, phh=?, stacks_after=? WHERE"
                " session_id=? AND number=?",
                (now, phh, json.dumps({str(k): v for k, v in stacks.items()}), sid, number))
            for seat, stack in stacks.items():
                db.execute("UPDATE seats SET stack=? WHERE session_id=? AND seat=?",
                           (stack, sid, seat))
                delta = stack - (before or {}).get(seat, stack)
                if delta:
                    db.execute(
                        "INSERT INTO stack_changes (session_id, hand, seat, player_id, delta,"
                        " stack, reason, at) VALUES (?, ?, ?, ?, ?, ?, 'hand', ?)",
                        (sid, number, seat, players[seat], delta, stack, now))

    def hand_updated(self, number: int, phh: str) -> None:
        """A completed hand's record grew after its end (RULES.md O6: the winner showed);
        the chips are as :meth:`hand_completed` wrote them."""
        with self._tx():
            self._db.execute(
                "UPDATE hands SET phh=? WHERE session_id=? AND number=? AND status='completed'",
                (phh, self._sid, number))

    def hand_voided(self, number: int) -> None:
        with self._tx():
            self._db.execute(
                "UPDATE hands SET status='voided', ended=? WHERE session_id=? AND number=?",
                (time.time(), self._sid, number))

    def hand_transcript(self, number: int, transcript: HandTranscript) -> None:
        """Hand ``number``'s deal at a table nobody deals (its
        :class:`net.table.deal_record.DealRecord`, kept as the msgpack of its ``to_wire()``);
        a second call for the same hand replaces the first."""
        record = msgpack.packb(transcript.to_wire(), use_bin_type=True)
        with self._tx():
            self._db.execute(
                "INSERT OR REPLACE INTO hand_transcripts (session_id, number, record)"
                " VALUES (?, ?, ?)", (self._sid, number, record))

    def hand_transcripts(self, session_id: int | None = None) -> dict[tuple[int, int], bytes]:
        """(session, hand) -> the deal record's msgpack bytes, every session's when
        ``session_id`` is None."""
        sql = "SELECT session_id, number, record FROM hand_transcripts"
        args: tuple[int, ...] = ()
        if session_id is not None:
            sql, args = sql + " WHERE session_id=?", (session_id,)
        return {(int(r[0]), int(r[1])): bytes(r[2])
                for r in self._db.execute(sql, args).fetchall()}

    def hands(self, session_id: int | None = None, *,
              status: str | None = None) -> list[JournalledHand]:
        """Hands in order; every session's when ``session_id`` is None."""
        sql = ("SELECT session_id, number, status, phh, stacks_before, stacks_after, digest, salt,"
               " deck FROM hands")
        where: list[str] = []
        args: list[Any] = []
        if session_id is not None:
            where.append("session_id=?")
            args.append(session_id)
        if status is not None:
            where.append("status=?")
            args.append(status)
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY session_id, number"
        return [
            JournalledHand(int(r[0]), int(r[1]), str(r[2]), r[3], _seat_map(r[4]) or {},
                           _seat_map(r[5]), str(r[6]), str(r[7]), str(r[8]))
            for r in self._db.execute(sql, args).fetchall()
        ]

    # ------------------------------------------------------------------ money

    def chip_totals(self) -> tuple[int, int, int]:
        """(bought, at the table, cashed out) for this session: bought must equal the other
        two together, whatever happened (chips are neither made nor lost)."""
        db, sid = self._db, self._sid
        bought, cashed = db.execute(
            "SELECT COALESCE(SUM(bought), 0), COALESCE(SUM(cashed_out), 0) FROM players"
            " WHERE session_id=?", (sid,)).fetchone()
        (table,) = db.execute("SELECT COALESCE(SUM(stack), 0) FROM seats WHERE session_id=?",
                              (sid,)).fetchone()
        return int(bought), int(table), int(cashed)

    def ledger_entries(self) -> list[dict[str, Any]]:
        """Who is up and who is down: per player ``name``, ``bought``, ``stack`` (chips at the
        table plus chips taken away), ``net``, ``seat`` (or None) and ``bot``."""
        seats = {r.player_id: r for r in self.seats()}
        out = []
        for p in self.players():
            seat = seats.get(p.player_id)
            stack = p.cashed_out + (seat.stack if seat else 0)
            entry: dict[str, Any] = {"name": p.name, "bought": p.bought, "stack": stack,
                                     "net": stack - p.bought, "bot": p.is_bot}
            if seat is not None:
                entry["seat"] = seat.seat
            out.append(entry)
        self._add_prizes(out)
        return out

    def _add_prizes(self, entries: list[dict[str, Any]]) -> None:
        """In a session that ran a sit-and-go, each entrant's ``place`` and ``prize`` (the
        money of the night: the chips only decide who places where)."""
        row = self._db.execute("SELECT standings FROM tournaments WHERE session_id=?"
                               " ORDER BY id DESC LIMIT 1", (self._sid,)).fetchone()
        if row is None:
            return
        placed = {p["name"]: p for p in json.loads(row[0])}
        for e in entries:
            p = placed.get(e["name"])
            if p is not None:
                e["place"], e["prize"] = p["place"], p["prize"]

    def write_ledger(self, *, final: bool) -> list[dict[str, Any]]:
        entries = self.ledger_entries()
        ids = {p.name: p.player_id for p in self.players()}
        now = time.time()
        with self._tx():
            for e in entries:
                self._db.execute(
                    "INSERT INTO ledger (session_id, player_id, name, bought, stack, net, final,"
                    " at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (self._sid, ids[e["name"]], e["name"], e["bought"], e["stack"], e["net"],
                     int(final), now))
        return entries

    # ------------------------------------------------------------------ tournaments

    def tournament_started(self, fmt: Mapping[str, Any], entrants: list[str], *, entry: int,
                           starting_chips: int) -> int:
        """A sit-and-go starts in this session; its id."""
        with self._tx():
            cur = self._db.execute(
                "INSERT INTO tournaments (session_id, table_name, format, entrants, entry,"
                " starting_chips, pool, standings, started) VALUES (?, (SELECT table_name FROM"
                " sessions WHERE id=?), ?, ?, ?, ?, ?, '[]', ?)",
                (self._sid, self._sid, json.dumps(dict(fmt)), json.dumps(entrants), entry,
                 starting_chips, entry * len(entrants), time.time()))
        return int(cur.lastrowid or 0)

    def tournament_standings(self, tournament_id: int, places: list[dict[str, Any]], *,
                             pool: int, final: bool) -> None:
        """The standings so far (``[{"place", "name", "prize"}, ...]``, best first); ``final``
        when the tournament is over."""
        with self._tx():
            self._db.execute(
                "UPDATE tournaments SET standings=?, pool=?, ended=? WHERE id=?",
                (json.dumps(places), pool, time.time() if final else None, tournament_id))

    def open_tournament(self) -> dict[str, Any] | None:
        """This session's tournament that has not finished (a host restarted during it)."""
        found: dict[str, Any] | None = None
        for t in self.tournaments():
            if t["session"] == self._sid and not t["finished"]:
                found = t
        return found

    def tournaments(self) -> list[dict[str, Any]]:
        """Every tournament in the journal (all sessions), oldest first: ``id``, ``session``,
        ``table``, ``format``, ``entrants``, ``entry``, ``starting_chips``, ``pool``,
        ``places`` and ``finished``."""
        rows = self._db.execute(
            "SELECT id, session_id, table_name, format, entrants, entry, starting_chips, pool,"
            " standings, started, ended FROM tournaments ORDER BY id").fetchall()
        return [{"id": r[0], "session": r[1], "table": r[2], "format": json.loads(r[3]),
                 "entrants": json.loads(r[4]), "entry": r[5], "starting_chips": r[6],
                 "pool": r[7], "places": json.loads(r[8]), "started": r[9],
                 "finished": r[10] is not None} for r in rows]

    def stack_changes(self) -> list[dict[str, Any]]:
        rows = self._db.execute(
            "SELECT hand, seat, player_id, delta, stack, reason FROM stack_changes"
            " WHERE session_id=? ORDER BY id", (self._sid,)).fetchall()
        return [dict(zip(("hand", "seat", "player_id", "delta", "stack", "reason"), r,
                         strict=True)) for r in rows]


class _Transaction:
    """``BEGIN IMMEDIATE`` ... ``COMMIT`` (``ROLLBACK`` on an exception)."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self._db = db

    def __enter__(self) -> None:
        self._db.execute("BEGIN IMMEDIATE")

    def __exit__(self, exc_type: object, *rest: object) -> None:
        self._db.execute("ROLLBACK" if exc_type is not None else "COMMIT")


def readable(path: str | Path) -> str | None:
    """None when the journal file ``path`` reads (or does not exist), else what is wrong with
    it (SQLite's integrity check, read-only: the file is not changed)."""
    if not Path(path).exists():
        return None
    try:
        db = sqlite3.connect(Path(path).resolve().as_uri() + "?mode=ro", uri=True)
    except sqlite3.Error as exc:
        return str(exc)
    try:
        (result,) = db.execute("PRAGMA quick_check(1)").fetchone()
        db.execute("SELECT COUNT(*) FROM sessions").fetchone()
    except sqlite3.DatabaseError as exc:
        return str(exc)
    finally:
        db.close()
    return None if result == "ok" else str(result)


def archive_journal(directory: str | Path, now: float | None = None) -> Path:
    """Move the journal of ``directory`` (and its -wal and -shm files) aside, to
    ``journal-archived-2026-12-01-071200.sqlite3`` (a number added if that exists), so the
    next host starts a new journal; nothing is deleted. Returns where the journal went."""
    folder = Path(directory)
    stamp = time.strftime("%Y-%m-%d-%H%M%S", time.localtime(now))
    target = folder / f"journal-archived-{stamp}.sqlite3"
    n = 1
    while target.exists():
        n += 1
        target = folder / f"journal-archived-{stamp}-{n}.sqlite3"
    source = folder / JOURNAL_FILE
    for suffix in ("-wal", "-shm"):
        with contextlib.suppress(FileNotFoundError):
            (folder / (JOURNAL_FILE + suffix)).rename(target.with_name(target.name + suffix))
    source.rename(target)
    return target


def archive_journal_if_unreadable(directory: str | Path) -> Path | None:
    """:func:`archive_journal` when the journal of ``directory`` does not read; None (and
    nothing moved) when it reads or there is none."""
    path = Path(directory) / JOURNAL_FILE
    if readable(path) is None:
        return None
    return archive_journal(directory)


def iter_sessions(path: str | Path) -> Iterator[tuple[int, str]]:
    """(session id, table name) of every session in a journal file, oldest first."""
    db = sqlite3.connect(str(path))
    try:
        yield from ((int(r[0]), str(r[1])) for r in
                    db.execute("SELECT id, table_name FROM sessions ORDER BY id").fetchall())
    finally:
        db.close()


@dataclass(frozen=True, slots=True)
class Salvaged:
    """What :func:`salvage_open_hand` did: the hand it voided and where the damaged file is."""

    hand: int
    kept_as: Path

    def __str__(self) -> str:
        return (f"hand {self.hand} was half-written when the host stopped (its record does not"
                f" read); it is void and every chip is back where the last complete hand left"
                f" it. The damaged journal is kept as {self.kept_as}")


REPAIRED_KEY: Final = "repaired_hand"
"""In ``meta``: ``"SESSION:HAND"``, the hand :func:`salvage_open_hand` voided, until the next
:meth:`Journal.resume` tells it."""

_TABLES: Final = ("meta", "sessions", "players", "seats", "buy_ins", "hands", "stack_changes",
                  "ledger", "tournaments", "hand_transcripts")
_LATER_TABLES: Final = frozenset({"hand_transcripts"})
"""Tables a journal from before them lacks (made when such a journal is opened)."""


def salvage_open_hand(directory: str | Path) -> Salvaged | None:
    """Repair a journal whose only damage is the hand in play when the host died: a crash
    that left that hand's row half-written (a torn page) makes SQLite call the whole file
    malformed, and the host could not start. When every other row reads, the file is moved
    aside (kept, as :func:`archive_journal` does) and a new one holds every row that reads,
    the lost hand ``voided`` with the seats' stacks, which the journal changes only when a
    hand completes: the last good stacks. None (nothing touched) when the journal reads, is
    not there, or is damaged anywhere else (the host then refuses it, as before)."""
    folder = Path(directory)
    path = folder / JOURNAL_FILE
    if readable(path) is None:
        return None
    try:
        rows = _readable_rows(path)
    except sqlite3.DatabaseError:
        return None
    if rows is None:
        return None
    hands = rows["hands"]
    columns, data = hands
    number_at, session_at = columns.index("number"), columns.index("session_id")
    open_sessions = [r for r in rows["sessions"][1] if r[rows["sessions"][0].index("ended")]
                     is None]
    if not open_sessions:
        return None
    sid = int(open_sessions[-1][0])
    lost = 1 + max((int(r[number_at]) for r in data if r[session_at] == sid), default=0)
    kept_as = archive_journal(folder)
    now = time.time()
    db = sqlite3.connect(path, isolation_level=None)
    try:
        db.execute(f"PRAGMA page_size={PAGE_SIZE}")
        db.executescript(_SCHEMA)
        db.execute("BEGIN IMMEDIATE")
        for table, (cols, values) in rows.items():
            marks = ", ".join("?" * len(cols))
            db.executemany(f"INSERT OR REPLACE INTO {table} ({', '.join(cols)}) VALUES"
                           f" ({marks})", values)
        seats = db.execute("SELECT seat, player_id, stack FROM seats WHERE session_id=?",
                           (sid,)).fetchall()
        db.execute(
            "INSERT INTO hands (session_id, number, status, started, ended, digest, salt, deck,"
            " stacks_before) VALUES (?, ?, 'voided', ?, ?, '', '', '', ?)",
            (sid, lost, now, now, json.dumps({str(s): st for s, _, st in seats})))
        for seat, player_id, stack in seats:
            db.execute("INSERT INTO stack_changes (session_id, hand, seat, player_id, delta,"
                       " stack, reason, at) VALUES (?, ?, ?, ?, 0, ?, 'void', ?)",
                       (sid, lost, seat, player_id, stack, now))
        # Journal.resume tells it as a voided hand (the host's notice to every client).
        db.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)",
                   (REPAIRED_KEY, f"{sid}:{lost}"))
        db.execute("COMMIT")
    finally:
        db.close()
    with contextlib.suppress(OSError):
        path.chmod(0o600)
    return Salvaged(lost, kept_as)


def _readable_rows(path: Path) -> dict[str, tuple[list[str], list[tuple[Any, ...]]]] | None:
    """Every table's rows (with their rowids' order) when only the tail of ``hands`` is
    unreadable; None when anything else is."""
    db = sqlite3.connect(path.resolve().as_uri() + "?mode=ro", uri=True)
    try:
        out: dict[str, tuple[list[str], list[tuple[Any, ...]]]] = {}
        for table in _TABLES:
            cols = [str(r[1]) for r in db.execute(f"PRAGMA table_info({table})")]
            if not cols and table in _LATER_TABLES:
                continue  # a journal from before this table: nothing of it to keep
            if not cols:
                return None
            if table != "hands":
                out[table] = (cols, db.execute(f"SELECT {', '.join(cols)} FROM {table}"
                                               " ORDER BY rowid").fetchall())
                continue
            got: list[tuple[Any, ...]] = []
            last = 0
            while True:
                try:
                    row = db.execute(f"SELECT rowid, {', '.join(cols)} FROM hands WHERE rowid>?"
                                     " ORDER BY rowid LIMIT 1", (last,)).fetchone()
                except sqlite3.DatabaseError:
                    break  # the damaged tail: the hand in play when the host died
                if row is None:
                    return None  # every hand reads: the damage is elsewhere
                last = int(row[0])
                got.append(tuple(row[1:]))
            if any(r[cols.index("status")] == "started" for r in got):
                return None  # the open hand reads: the damage is elsewhere
            last_hand = max((int(r[cols.index("number")]) for r in got), default=0)
            (later,) = db.execute("SELECT COUNT(*) FROM stack_changes WHERE reason='hand' AND"
                                  " hand>?", (last_hand,)).fetchone()
            if later:
                return None  # hands completed after the damaged one: not the open hand
            out[table] = (cols, got)
        return out
    finally:
        db.close()
