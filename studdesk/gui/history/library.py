"""The hands a history browser lists, from a host's journal or a folder of PHH files (no Qt).

Each hand is read without replaying it: the game, the stakes, the players, the stacks before
and after, the winners, and (when first asked) the pot from the betting (:func:`pot_of`). A hand from the
journal carries its session (the table's name and when it began) and when it was played; a PHH
file carries the date its fields give (``year``/``month``/``day``/``time``), its session being
the ``sessionNNN`` prefix ``studdesk history --export`` writes, else its ``event``, else its day,
else the folder.

The ledgers add up what each player won or lost hand by hand (finishing minus starting stack):
per session and over every session loaded ("who is up this season"). They are written to CSV
with :func:`write_ledger_csv`.
"""

from __future__ import annotations

import csv
import datetime as dt
import re
import sqlite3
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import IO

from studdesk.engine.config import GameConfig
from studdesk.engine.phh import HandHistory, PHHError, loads


@dataclass
class HandRow:
    """One hand in the list. ``phh`` is the text (journal hands); ``path`` the file."""

    source: str
    session: str
    number: int
    when: dt.datetime | None
    config: GameConfig
    players: list[str]
    starting: list[int]
    finishing: list[int] | None
    history: HandHistory = field(repr=False)
    phh: str | None = None
    path: Path | None = None

    @cached_property
    def pot(self) -> int:
        """The chips that went in (:func:`pot_of`), worked out when first asked: a list of
        thousands of hands shows a screenful, and only sorting by pot needs them all."""
        return pot_of(self.history)

    @property
    def variant(self) -> str:
        return self.config.variant.value

    @property
    def winners(self) -> list[str]:
        if self.finishing is None:
            return []
        return [n for n, a, b in zip(self.players, self.starting, self.finishing, strict=True)
                if b > a]

    def net(self) -> dict[str, int]:
        """What each player won (+) or lost (-) in this hand; {} without finishing stacks."""
        if self.finishing is None:
            return {}
        out: dict[str, int] = {}
        for name, a, b in zip(self.players, self.starting, self.finishing, strict=True):
            out[name] = out.get(name, 0) + b - a
        return out

    def text(self) -> str:
        """The hand's PHH text."""
        if self.phh is not None:
            return self.phh
        assert self.path is not None
        return self.path.read_text(encoding="utf-8")


@dataclass(frozen=True)
class LedgerRow:
    name: str
    sessions: int
    hands: int
    net: int


@dataclass
class HandLibrary:
    """Hands from any number of journals and folders; ``problems`` lists what could not be
    read (file and reason), which is left out and never stops the rest."""

    rows: list[HandRow] = field(default_factory=list)
    problems: list[tuple[str, str]] = field(default_factory=list)
    session_order: list[str] = field(default_factory=list)

    # ------------------------------------------------------------------ loading

    def add_path(self, path: str | Path) -> None:
        """A journal file, a data folder holding ``journal.sqlite3``, a folder of ``.phh``
        files (searched recursively) or one ``.phh`` file."""
        p = Path(path)
        if p.is_dir() and (p / JOURNAL_FILE).is_file():
            self.add_journal(p / JOURNAL_FILE)
            for sub in sorted(p.iterdir()):
                if sub.is_dir() and (sub / JOURNAL_FILE).is_file():
                    self.add_journal(sub / JOURNAL_FILE)
        elif p.is_dir():
            self.add_folder(p)
        elif p.suffix in (".sqlite3", ".sqlite", ".db"):
            self.add_journal(p)
        else:
            self.add_file(p, p.parent.name or str(p.parent))

    def add_journal(self, path: str | Path) -> None:
        """Every completed hand of a host's journal (opened read-only)."""
        try:
            db = sqlite3.connect(Path(path).resolve().as_uri() + "?mode=ro", uri=True)
        except sqlite3.Error as exc:
            self.problems.append((str(path), str(exc)))
            return
        try:
            sessions = {int(sid): (str(name), float(started)) for sid, name, started in
                        db.execute("SELECT id, table_name, started FROM sessions ORDER BY id")}
            rows = db.execute(
                "SELECT session_id, number, started, phh FROM hands WHERE status='completed'"
                " AND phh IS NOT NULL ORDER BY session_id, number").fetchall()
        except sqlite3.Error as exc:
            self.problems.append((str(path), f"not a StudDesk journal: {exc}"))
            return
        finally:
            db.close()
        labels = {}
        folder = Path(path).resolve().parent.name  # two journals may number sessions alike
        for sid, (name, started) in sessions.items():
            when = dt.datetime.fromtimestamp(started)
            labels[sid] = f"{name} · {when:%Y-%m-%d %H:%M} · {folder} #{sid}"
        for sid, number, started, text in rows:
            where = f"{path}#session{sid}-hand{number}"
            try:
                history = loads(str(text))
            except PHHError as exc:
                self.problems.append((where, str(exc)))
                continue
            label = labels.get(int(sid), f"#{sid}")
            self._add(history, str(path), label, dt.datetime.fromtimestamp(float(started)),
                      phh=str(text))

    def add_folder(self, folder: str | Path) -> None:
        root = Path(folder)
        for p in sorted(root.rglob("*.phh")):
            self.add_file(p, _folder_session(root, p))

    def add_file(self, path: Path, default_session: str) -> None:
        try:
            history = loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, PHHError) as exc:
            self.problems.append((str(path), str(exc)))
            return
        fields = history.fields
        when = _phh_date(fields)
        m = _EXPORTED.match(path.name)
        if m:
            session = f"{path.parent.name} · session {int(m.group(1))}"
        elif isinstance(fields.get("event"), str):
            session = str(fields["event"])
        elif when is not None:
            session = f"{when:%Y-%m-%d}"
        else:
            session = default_session
        self._add(history, str(path), session, when, path=path)

    def _add(self, history: HandHistory, source: str, session: str, when: dt.datetime | None,
             *, phh: str | None = None, path: Path | None = None) -> None:
        if session not in self.session_order:
            self.session_order.append(session)
        self.rows.append(HandRow(
            source=source, session=session, number=history.number, when=when,
            config=history.config, players=list(history.names),
            starting=list(history.starting_stacks), finishing=history.finishing_stacks,
            history=history, phh=phh, path=path))

    # ------------------------------------------------------------------ queries

    def players(self) -> list[str]:
        return sorted({n for r in self.rows for n in r.players}, key=str.casefold)

    def variants(self) -> list[str]:
        return sorted({r.variant for r in self.rows})

    def ledger(self, session: str | None = None, rows: Iterable[HandRow] | None = None
               ) -> list[LedgerRow]:
        """Per player: sessions played, hands, chips won or lost; the biggest winner first.
        ``session`` limits it to one session; ``rows`` to those hands."""
        chosen = [r for r in (self.rows if rows is None else rows)
                  if session is None or r.session == session]
        net: dict[str, int] = {}
        hands: dict[str, int] = {}
        sessions: dict[str, set[str]] = {}
        for row in chosen:
            for name, delta in row.net().items():
                net[name] = net.get(name, 0) + delta
                hands[name] = hands.get(name, 0) + 1
                sessions.setdefault(name, set()).add(row.session)
        out = [LedgerRow(n, len(sessions[n]), hands[n], net[n]) for n in net]
        return sorted(out, key=lambda r: (-r.net, r.name.casefold()))


JOURNAL_FILE = "journal.sqlite3"  # net.journal.JOURNAL_FILE (kept equal by a test)
_EXPORTED = re.compile(r"session(\d+)-hand\d+\.phh$")


def _folder_session(root: Path, path: Path) -> str:
    rel = path.parent.relative_to(root)
    return str(rel) if str(rel) != "." else root.name


def _phh_date(fields: dict[str, object]) -> dt.datetime | None:
    year, month, day = fields.get("year"), fields.get("month"), fields.get("day")
    if not all(isinstance(v, int) for v in (year, month, day)):
        return None
    hour = minute = second = 0
    clock = fields.get("time")
    if isinstance(clock, str):
        m = re.match(r"(\d{1,2}):(\d{2})(?::(\d{2}))?", clock)
        if m:
            hour, minute, second = int(m.group(1)), int(m.group(2)), int(m.group(3) or 0)
    elif isinstance(clock, dt.time):
        hour, minute, second = clock.hour, clock.minute, clock.second
    try:
        return dt.datetime(year, month, day, hour, minute, second)  # type: ignore[arg-type]
    except ValueError:
        return None


def pot_of(history: HandHistory) -> int:
    """The chips that went into the pot, from the betting alone (no replay): antes, then each
    street every player's street total (``pb``: the bring-in, ``cbr``: the amount, ``cc``: the
    street's highest total), each capped by the player's chips; less the uncalled part of the
    biggest contribution (O8; antes are never returned, as the engine has it)."""
    cfg = history.config
    n = len(history.starting_stacks)
    left = list(history.starting_stacks)
    put = [0] * n
    antes = [min(cfg.ante, chips) for chips in left]
    for i in range(n):
        left[i] -= antes[i]
        put[i] += antes[i]
    street = [0] * n
    high = 0
    betting = False
    for text in history.actions:
        parts = text.split()
        if len(parts) < 2:
            continue
        if parts[0] == "d":
            if betting:
                street, high, betting = [0] * n, 0, False
            continue
        if not parts[0][1:].isdigit():
            continue
        p = int(parts[0][1:]) - 1
        if not 0 <= p < n:
            continue
        verb = parts[1]
        if verb == "pb":
            target = cfg.bring_in
        elif verb == "cbr" and len(parts) > 2 and parts[2].isdigit():
            target = int(parts[2])
        elif verb == "cc":
            target = high
        else:
            continue
        betting = True
        add = max(0, min(target - street[p], left[p]))
        street[p] += add
        left[p] -= add
        put[p] += add
        high = max(high, street[p])
    top = max(range(n), key=lambda i: put[i])
    second = max((put[i] for i in range(n) if i != top), default=0)
    return sum(put) - min(put[top] - second, put[top] - antes[top])


LEDGER_COLUMNS = ("session", "player", "sessions", "hands", "net")


def write_ledger_csv(out: IO[str], ledgers: Sequence[tuple[str, Sequence[LedgerRow]]],
                     amount: object = None) -> None:
    """``ledgers``: (session name, its rows); the all-time ledger is named ``"all"``. Amounts
    are in chips (the smallest unit), or written by ``amount`` (e.g. ``format_chips``)."""
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(LEDGER_COLUMNS)
    for session, rows in ledgers:
        for r in rows:
            net = amount(r.net) if callable(amount) else r.net
            writer.writerow((session, r.name, r.sessions, r.hands, net))


__all__ = ["HandLibrary", "HandRow", "LedgerRow", "pot_of", "write_ledger_csv"]
