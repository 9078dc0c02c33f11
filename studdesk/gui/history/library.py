"""The hands a history browser lists, from a host's journal or a folder of PHH files (no Qt).

Each hand is read without replaying it (:class:`~studdesk.engine.phh.HandHeader`: the game,
the stakes, the players, the stacks before and after, the pot and the winners from the
betting). A hand from the journal carries its session (the table's name and when it began) and
when it was played; a PHH file carries the date its fields give (``year``/``month``/``day``/
``time``), its session being the ``sessionNNN`` prefix ``studdesk history --export`` writes,
else its day, else its folder.

A hand from a journal is shown as the host's own seats saw it (RULES.md H3: the journal keeps
every card, a folded or mucked hand and an uncalled winner's down cards too, but no screen shows
them): each row carries its :class:`~studdesk.engine.visibility.Viewer`, the seats the host's
own connection held in that hand (:func:`host_viewers`), and the replayer shows the hand
through it. Only ``studdesk history --export`` writes the whole journal, for audits. A PHH file
is shown as it is: it holds what its writer saw (a player's export, a televised hand).

The ledgers add up what each player won or lost hand by hand (finishing minus starting stack):
per session and over every session loaded ("who is up this season"). They are written to CSV
with :func:`write_ledger_csv`.
"""

from __future__ import annotations

import csv
import datetime as dt
import os
import re
import sqlite3
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

from studdesk.engine.phh import HandHeader, header_of_text
from studdesk.engine.visibility import SPECTATOR, Viewer
from studdesk.phh_files import list_folder, read_header, read_text


@dataclass
class HandRow:
    """One hand in the list, from its :class:`~studdesk.engine.phh.HandHeader`. ``phh`` is
    the text (journal hands); ``path`` the file. ``viewer``: who the hand is shown to (a
    journal's hand: the host's own seats), ``None`` for a file shown as it is."""

    source: str
    session: str
    when: dt.datetime | None
    header: HandHeader = field(repr=False)
    phh: str | None = None
    path: Path | None = None
    viewer: Viewer | None = None

    @property
    def number(self) -> int:
        return self.header.number or 0

    @property
    def variant(self) -> str:
        variant = self.header.variant
        return variant.value if variant is not None else ""

    @property
    def small_bet(self) -> int:
        return self.header.small_bet

    @property
    def big_bet(self) -> int:
        return self.header.big_bet

    @property
    def players(self) -> list[str]:
        return list(self.header.players)

    @property
    def starting(self) -> list[int]:
        return list(self.header.starting_stacks)

    @property
    def finishing(self) -> list[int] | None:
        stacks = self.header.finishing_stacks
        return None if stacks is None else list(stacks)

    @property
    def pot(self) -> int:
        return self.header.pot or 0

    @property
    def winners(self) -> list[str]:
        """The players who took chips from the pot (a side pot is enough)."""
        return list(self.header.winners)

    def net(self) -> dict[str, int]:
        """What each player won (+) or lost (-) in this hand; {} without finishing stacks."""
        net = self.header.net
        if net is None:
            return {}
        out: dict[str, int] = {}
        for name, delta in zip(self.header.players, net, strict=True):
            out[name] = out.get(name, 0) + delta
        return out

    def text(self) -> str:
        """The hand's PHH text."""
        if self.phh is not None:
            return self.phh
        assert self.path is not None
        return read_text(self.path)


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
        """A journal file, a data folder (its own ``journal.sqlite3`` and those of its
        sub-folders: the desktop's ``desktop-table/`` and the tables moved aside beside it), a
        folder of ``.phh`` files (searched recursively) or one ``.phh`` file."""
        p = Path(path)
        journals = journal_files(p) if p.is_dir() else []
        if journals:
            for journal in journals:
                self.add_journal(journal)
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
            hosts = host_accounts(db)
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
            head = header_of_text(str(text), f"{path}#session{sid}-hand{number}")
            if head.error is not None:
                self.problems.append((head.path, head.error))
                continue
            self._add(head, str(path), labels.get(int(sid), f"#{sid}"),
                      dt.datetime.fromtimestamp(float(started)), phh=str(text),
                      viewer=host_viewer(head, hosts.get(int(sid), frozenset())))

    def add_folder(self, folder: str | Path) -> None:
        """Every ``.phh`` file of ``folder`` and its subfolders (read fast, without a replay:
        :func:`studdesk.phh_files.list_folder`)."""
        root = Path(folder)
        for here, dirs, _ in os.walk(root):
            dirs.sort()
            default = _folder_session(root, Path(here))
            for head in list_folder(here):
                self._add_header(head, default)

    def add_file(self, path: Path, default_session: str) -> None:
        self._add_header(read_header(path), default_session)

    def _add_header(self, head: HandHeader, default_session: str) -> None:
        if head.error is not None:
            self.problems.append((head.path, head.error))
            return
        path = Path(head.path)
        when = None
        if head.date is not None:
            when = dt.datetime.combine(head.date, head.time or dt.time())
        m = _EXPORTED.match(path.name)
        if m:
            session = f"{path.parent.name} · session {int(m.group(1))}"
        elif head.date is not None:
            session = f"{head.date:%Y-%m-%d}"
        else:
            session = default_session
        self._add(head, str(path), session, when, path=path)

    def _add(self, head: HandHeader, source: str, session: str, when: dt.datetime | None,
             *, phh: str | None = None, path: Path | None = None,
             viewer: Viewer | None = None) -> None:
        if session not in self.session_order:
            self.session_order.append(session)
        self.rows.append(HandRow(source=source, session=session, when=when, header=head,
                                 phh=phh, path=path, viewer=viewer))

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


HOST_CLIENT = 1
"""The client id of the host's own connection (``net.table.state``: 1 is the host's own
screen; every other connection counts from 2, the bots have 0)."""


def host_accounts(db: sqlite3.Connection) -> dict[int, frozenset[str]]:
    """Per session of a journal: the names the host's own connection played under (the
    journal's ``players`` rows of client :data:`HOST_CLIENT`; several in hotseat). A journal
    without that table gives none: its hands are shown to a spectator."""
    try:
        found = db.execute("SELECT session_id, name FROM players WHERE client_id=? AND"
                           " is_bot=0", (HOST_CLIENT,)).fetchall()
    except sqlite3.Error:
        return {}
    out: dict[int, set[str]] = {}
    for sid, name in found:
        out.setdefault(int(sid), set()).add(str(name))
    return {sid: frozenset(names) for sid, names in out.items()}


def host_viewer(head: HandHeader, names: frozenset[str]) -> Viewer:
    """Who the host's screen was in hand ``head``, by the one rule (RULES.md H1, H3;
    :meth:`Viewer.at_screen`): the seats it held under ``names``; a hotseat screen (the host's
    connection played several names) saw no one's down cards for good, so its hands are shown
    as a spectator saw them, as its *Last hand* does."""
    if len(names) != 1:
        return SPECTATOR
    return Viewer.holding(s for n, s in zip(head.players, head.seats, strict=False)
                          if n in names)


JOURNAL_FILE = "journal.sqlite3"  # net.journal.JOURNAL_FILE (kept equal by a test)
_EXPORTED = re.compile(r"session(\d+)-hand\d+\.phh$")


def journal_files(folder: Path) -> list[Path]:
    """The journals of a data folder: its own, then each sub-folder's by name (a desktop-hosted
    table keeps its journal in ``desktop-table/``, so a data folder may hold none of its own)."""
    own = [folder / JOURNAL_FILE] if (folder / JOURNAL_FILE).is_file() else []
    subs = sorted(sub / JOURNAL_FILE for sub in folder.iterdir()
                  if sub.is_dir() and (sub / JOURNAL_FILE).is_file())
    return own + subs


def _folder_session(root: Path, folder: Path) -> str:
    rel = folder.relative_to(root)
    return str(rel) if str(rel) != "." else root.name


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


__all__ = ["HandLibrary", "HandRow", "LedgerRow", "host_accounts", "host_viewer",
           "write_ledger_csv"]
