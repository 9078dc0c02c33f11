"""Play-test n18: hotseat and solo games keep their hands as a hosted table does.

A real :class:`CoreSession` (the table core in this process, on a fake clock) plays hands with
computer players into the data folder's ``solo-and-hotseat/`` journal; after the session ends,
a fresh window's lobby (the disk read again), ``studdesk history --export`` and ``studdesk
replay`` in new processes find every hand, under a label that says it was a solo or hotseat
game, and each replays to the stacks the journal recorded. A game a crash left open is ended
(its interrupted hand void) before the next begins; a journal that does not read is kept aside.
"""

from __future__ import annotations

import json
import os
import random
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from net.journal import JOURNAL_FILE, Journal
from studdesk.engine.actions import ActionKind, LegalAction
from studdesk.engine.config import GameConfig, Variant
from studdesk.gui.session.core_session import CoreSession, FakeClock, start_local_table
from studdesk.gui.session.setup import (
    LOCAL_GAMES_FOLDER,
    LocalGameSetup,
    NetworkPlaces,
    Pace,
    SeatSetup,
)
from studdesk.gui.session.table_session import HandRecord

PACE = Pace(hand_pause=1.0, think_ms=0, timer=5.0, local_time_bank=0.0)
ROOT = Path(__file__).resolve().parents[3]

SOLO = (SeatSetup(1, "Ada", human=True), SeatSetup(2, "Bea", level="easy"),
        SeatSetup(3, "Cyd", level="normal"), SeatSetup(4, "Dot", level="easy"))
HOTSEAT = (SeatSetup(1, "Ada", human=True), SeatSetup(3, "Emil", human=True),
           SeatSetup(5, "Felix", level="easy"))


class Person:
    """The people at the screen: each checks or calls when the table offers them the turn, so
    the hands are played, not timed out. In hotseat the person whose turn it is clicks *ready*
    first (the cover comes down: the host starts the clock and sends a new turn)."""

    def __init__(self, session: CoreSession, *, hotseat: bool = False) -> None:
        self.session = session
        self.hotseat = hotseat
        self.screen: int | None = None  # the seat whose person clicked ready last
        self.turn: tuple[int, tuple[LegalAction, ...]] | None = None
        self.records: list[HandRecord] = []
        session.turn_started.connect(self._on_turn)
        session.hand_recorded.connect(self.records.append)

    def _on_turn(self, seat: int, _deadline: int, legal: object) -> None:
        moves = tuple(legal or ())  # type: ignore[call-overload]
        self.turn = (seat, moves) if moves else None

    def act(self) -> None:
        if self.turn is None:
            return
        seat, legal = self.turn
        self.turn = None
        if self.hotseat and seat != self.screen:
            self.screen = seat
            self.session.cover_cleared(seat)
            return
        kinds = {m.kind: m for m in legal}
        for kind in (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN, ActionKind.FOLD):
            if kind in kinds:
                self.session.send_action(seat, kinds[kind])
                return
        self.session.send_action(seat, legal[0])


def _play(setup: tuple[SeatSetup, ...], folder: Path, name: str, hands: int, *,
          seed: int = 3, variant: Variant = Variant.STUD) -> tuple[CoreSession, Person]:
    session = start_local_table(GameConfig.preset(variant, 200), setup, pace=PACE,
                                clock=FakeClock(), drive=False, rng=random.Random(seed),
                                name=name, data_dir=folder)
    person = Person(session, hotseat=sum(s.human for s in setup) > 1)
    session.start()
    for _ in range(20_000):
        QApplication.processEvents()
        if len(person.records) >= hands:
            return session, person
        person.act()
        session.advance(0.25)
    raise AssertionError(f"only {len(person.records)} hands on the fake clock")


def _sessions(folder: Path) -> list[tuple[int, str, bool]]:
    db = sqlite3.connect(f"file:{folder / JOURNAL_FILE}?mode=ro", uri=True)
    try:
        return [(int(sid), str(name), ended is not None) for sid, name, ended in
                db.execute("SELECT id, table_name, ended FROM sessions ORDER BY id")]
    finally:
        db.close()


def _studdesk(*args: str) -> subprocess.CompletedProcess[str]:
    """``studdesk ARGS`` in a new process (nothing of this one's state)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "studdesk", *args], capture_output=True,
                          text=True, timeout=120, env=env, cwd=ROOT, check=False)


@pytest.fixture
def xdg(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The platform's data folder, here (``net.journal.data_dir()`` reads XDG_DATA_HOME)."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    return tmp_path / "xdg" / "studdesk"


def test_solo_hands_are_journalled_listed_after_a_restart_and_replay(qtbot, settings, xdg,
                                                                     tmp_path):
    from studdesk.gui.app import MainWindow

    folder = xdg / LOCAL_GAMES_FOLDER
    session, person = _play(SOLO, folder, "Solo game", 6)
    session.close()
    played = [r.hand for r in person.records]
    assert len(played) >= 6

    # The journal on disk: one ended session, every hand the window was told of, completed.
    assert _sessions(folder) == [(1, "Solo game", True)]
    journal = Journal(folder / JOURNAL_FILE)
    try:
        kept = {h.number: h for h in journal.hands(status="completed")}
    finally:
        journal.close()
    assert set(played) <= set(kept)
    assert all(h.phh for h in kept.values())

    # A new lobby (a restart: nothing in memory but the disk) lists the table and its hands.
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.lobby.history_button.click()
    browser = window.history_browser
    rows = browser.library.rows
    assert not browser.library.problems
    assert sorted(r.number for r in rows) == sorted(kept)
    assert {r.session for r in rows} == {browser.library.session_order[0]}
    label = browser.library.session_order[0]
    assert label.startswith("Solo game · ") and label.endswith(f"{LOCAL_GAMES_FOLDER} #1")
    assert browser.model.rowCount() == len(kept) and browser.replay_button.isEnabled()
    assert {"Ada", "Bea", "Cyd", "Dot"} <= set(browser.library.players())
    browser.close()

    # In new processes: the operator's export, then the replay under the house rules, each
    # hand to the stacks the journal recorded when it ended.
    out = tmp_path / "phh"
    done = _studdesk("history", "--data-dir", str(folder), "--export", str(out))
    assert done.returncode == 0, done.stderr
    files = sorted(out.rglob("*.phh"))
    assert len(files) == len(kept)
    done = _studdesk("replay", "--json", *map(str, files))
    assert done.returncode == 0, done.stdout + done.stderr
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(results) == len(files)
    assert all(r["ok"] and r["matches_recorded"] for r in results)
    by_hand = {row.number: row for row in rows}
    for number, hand in kept.items():
        seats = sorted(hand.stacks_after or {})
        assert by_hand[number].finishing == [hand.stacks_after[s] for s in seats]  # type: ignore[index]
    # Chips are neither made nor lost over the game.
    first, last = kept[min(kept)], kept[max(kept)]
    assert sum(first.stacks_before.values()) == sum((last.stacks_after or {}).values())


def test_hotseat_hands_are_kept_and_labelled_as_hotseat(qtbot, xdg):
    from studdesk.gui.history.library import HandLibrary

    folder = xdg / LOCAL_GAMES_FOLDER
    session, person = _play(HOTSEAT, folder, "Hotseat game", 3, variant=Variant.RAZZ)
    session.close()
    lib = HandLibrary()
    lib.add_path(xdg)
    assert not lib.problems
    numbers = [r.number for r in lib.rows]
    assert len(numbers) >= 3 and numbers == sorted(set(numbers))
    assert {r.hand for r in person.records} <= set(numbers)
    assert lib.session_order[0].startswith("Hotseat game · ")
    assert {r.variant for r in lib.rows} == {"razz"}
    assert {"Ada", "Emil", "Felix"} == set(lib.players())


def test_every_game_is_a_session_of_its_own_and_a_crashed_one_is_ended(qtbot, xdg):
    """A game the program never closed (a crash mid-hand) is ended when the next game starts:
    its interrupted hand is void with every chip back, its completed hands stay listed, and
    the new game does not carry on its table."""
    from studdesk.gui.history.library import HandLibrary

    folder = xdg / LOCAL_GAMES_FOLDER
    crashed, person = _play(SOLO, folder, "Solo game", 2, seed=8)
    for _ in range(400):  # on to a hand in play
        if crashed.local is not None and crashed.local.core.hand is not None:
            break
        crashed.advance(0.25)
    assert crashed.local is not None and crashed.local.core.hand is not None
    interrupted = crashed.local.core.hand.number
    crashed.local.journal.close()  # the process dies: nothing ends the session
    assert _sessions(folder) == [(1, "Solo game", False)]

    again, second = _play(HOTSEAT, folder, "Hotseat game", 1, seed=9)
    assert again.local is not None and not again.local.core.resumed
    assert second.records[0].hand == 1  # a table of its own: its hands count from one
    again.close()
    assert _sessions(folder) == [(1, "Solo game", True), (2, "Hotseat game", True)]
    journal = Journal(folder / JOURNAL_FILE)
    try:
        first = journal.hands(1)
    finally:
        journal.close()
    assert [h.status for h in first if h.number == interrupted] == ["voided"]
    assert {h.number for h in first if h.status == "completed"} >= {
        r.hand for r in person.records}
    lib = HandLibrary()
    lib.add_path(xdg)
    assert [s.split(" · ")[0] for s in lib.session_order] == ["Solo game", "Hotseat game"]
    assert interrupted not in {r.number for r in lib.rows if r.session == lib.session_order[0]}


def test_a_journal_that_does_not_read_is_kept_aside_and_a_new_one_begins(qtbot, xdg):
    folder = xdg / LOCAL_GAMES_FOLDER
    folder.mkdir(parents=True)
    junk = b"not a journal at all " * 200
    (folder / JOURNAL_FILE).write_bytes(junk)
    session, person = _play(SOLO, folder, "Solo game", 1)
    session.close()
    kept = [p for p in folder.iterdir() if p.name.startswith("journal-archived-")
            and p.suffix == ".sqlite3"]
    assert len(kept) == 1 and kept[0].read_bytes() == junk  # the old file, untouched
    assert _sessions(folder) == [(1, "Solo game", True)]


def test_a_folder_that_cannot_hold_a_journal_plays_on_and_says_so(qtbot, tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("in the way")
    lines: list[str] = []
    session = start_local_table(GameConfig.preset(Variant.STUD, 200), SOLO, pace=PACE,
                                clock=FakeClock(), drive=False, rng=random.Random(1),
                                name="Solo game", data_dir=blocker / "solo")
    session.chat_received.connect(lambda sender, text: lines.append(text))
    person = Person(session)
    session.start()
    for _ in range(2000):
        QApplication.processEvents()
        if person.records:
            break
        person.act()
        session.advance(0.25)
    session.close()
    assert person.records  # the game was played, its hands in memory
    assert any("cannot be kept" in line for line in lines)


def test_the_lobby_starts_solo_and_hotseat_games_in_the_data_folder(qtbot, settings, tmp_path):
    from studdesk.gui.app import MainWindow

    folder = tmp_path / LOCAL_GAMES_FOLDER
    window = MainWindow(settings, pace=PACE, network=NetworkPlaces(local_journal=folder))
    qtbot.addWidget(window)
    for seats in (SOLO, HOTSEAT):
        table = window.start_local_game(LocalGameSetup(GameConfig.preset(Variant.STUD, 200),
                                                       seats))
        options = table.session.host_options
        assert options is not None and options.data_dir == folder
        window.close_table()
    window.wait_closed(10)
    assert _sessions(folder) == [(1, "Solo game", True), (2, "Hotseat game", True)]
    assert NetworkPlaces.lan().local_journal is not None
    assert NetworkPlaces.lan().local_journal.name == LOCAL_GAMES_FOLDER  # type: ignore[union-attr]
