"""Hands played in each language: no English may show in the dealer log, the action bar (its
buttons, pre-action boxes, fold confirmation, turn line) or the hand-strength line.

A word counts as English when it is a word of the interface's English source texts (every
``<source>`` of the translation files) or of the same hand played in English, unless the
language keeps it (GLOSSARY.md, "Kept in English") or it is also that language's own word
(``HOMOGRAPHS``: Polish "do", Hungarian "is" ...). Players' names, numbers, card letters and the
games' names are not words here. A line made only of kept words ("Bring-in 0,50") is English
too: the language must say something in it. Bulgarian writes its loanwords in Cyrillic, so any
Latin word there is English.

Two tables: a stacked Stud Hi/Lo hand in this process (bring-in, completion, raises, a fold,
an all-in with a side pot, the showdown with the high/low split; then a hand won without a
showdown) where the person at seat 5 clicks the bar, and a solo table (the host's core in this
process, on a fake clock) where the person never acts: the host times them out twice and sits
them out (its own line,
which must come after the move it made for them), then removes a player and ends the session.
And a Razz hand, whose hand-strength line names lows only.
"""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from net import protocol as P
from studdesk.engine.actions import ActionKind
from studdesk.engine.config import GameConfig, Variant
from studdesk.engine.events import event_from_dict
from studdesk.gui.app import MainWindow
from studdesk.gui.session.core_session import CoreSession, FakeClock, start_local_table
from studdesk.gui.session.net_session import NetSession
from studdesk.gui.session.setup import Pace, SeatSetup
from studdesk.gui.table.window import TableWindow
from studdesk.gui.text import i18n
from studdesk.gui.text.narrator import Narrator
from studdesk.gui.tools.scenes import NAMES, practice_table, stacked_deck_for

from ..helpers import Turns, plain

ROOT = Path(__file__).resolve().parents[3]
TRANSLATIONS = ROOT / "resources" / "translations"
LANGUAGES = ("pl", "hu", "cs", "bg")
GAME_NAMES = ("Seven Card Stud Hi/Lo", "Seven Card Stud", "Stud Hi/Lo", "Razz")
WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")
LATIN = re.compile(r"[A-Za-z]")
PLAYERS = {*NAMES.values(), "Ada", "Boris"}

HOMOGRAPHS = {
    # The languages' own words that are also words of the English source texts.
    "pl": {"do", "as", "to"},  # "podbija do 4", "Wysoka karta, as" (ace), "Mimo to pas?"
    "cs": {"bank", "do"},  # the pot ("Vedlejší bank 1"), "Postupka do sedmičky" (to the seven)
}


def kept_in_english() -> dict[str, set[str]]:
    """GLOSSARY.md's "Kept in English" table: code -> the English words that language keeps."""
    text = (TRANSLATIONS / "GLOSSARY.md").read_text(encoding="utf-8")
    section = text.split("## Kept in English", 1)[1].split("\n## ", 1)[0]
    kept: dict[str, set[str]] = {}
    for row in section.splitlines():
        cells = [c.strip() for c in row.strip().strip("|").split("|")]
        if len(cells) == 2 and cells[0] in LANGUAGES:
            words = [] if cells[1].startswith("(") else cells[1].split(",")
            kept[cells[0]] = {w.strip().lower() for w in words if w.strip()}
    assert set(kept) == set(LANGUAGES), "GLOSSARY.md lost its Kept in English table"
    return kept


def english_sources() -> set[str]:
    words: set[str] = set()
    for source in ET.parse(TRANSLATIONS / "studdesk_pl.ts").getroot().iter("source"):
        words |= {w.lower() for w in WORD.findall(source.text or "")}
    return words


KEPT = kept_in_english()
ENGLISH = english_sources()


def _words(line: str) -> list[str]:
    for game in GAME_NAMES:
        line = line.replace(game, " ")
    return [w for w in WORD.findall(line) if len(w) > 1 and w not in PLAYERS]


def english_in(line: str, code: str, english: set[str]) -> list[str]:
    """The English words of ``line`` in language ``code`` (see the module docstring)."""
    words = _words(line)
    kept = KEPT[code]
    own = HOMOGRAPHS.get(code, set())
    found = []
    for word in words:
        low = word.lower()
        if low in kept or low in own:
            continue
        if low in english or (code == "bg" and LATIN.search(word)):
            found.append(word)
    if not found and words and all(w.lower() in kept for w in words):
        found = words  # only loanwords: nothing said in the language
    return found


def check_lines(lines: Iterable[str], code: str, english: set[str], where: str) -> None:
    bad = [(line, found) for line in dict.fromkeys(lines)
           if (found := english_in(line, code, english))]
    assert not bad, f"{code}: English in the {where}: {bad}"


@pytest.fixture(autouse=True)
def english_afterwards(qapp):
    yield
    i18n.remove_translators()


# --------------------------------------------------------------------------------------------
# The detector itself
# --------------------------------------------------------------------------------------------


def test_the_detector_finds_what_the_play_test_found():
    english = ENGLISH
    assert english_in("— third street —", "pl", english) == ["street"]
    assert english_in("Bring-in 0,50", "pl", english) == ["Bring-in"]  # a kept word alone
    assert english_in("Otwórz za 0,50", "pl", english) == []
    assert english_in("Anna otwiera bring-in za 0,50", "pl", english) == []
    assert english_in("Emil timed out twice and is sitting out.", "bg", english) == [
        "timed", "out", "twice", "and", "is", "sitting", "out"]
    assert english_in("Emil изпусна времето за ход два пъти и вече почива.", "bg", english) == []
    assert english_in("Имаш: Low 8-6-4-2-A", "bg", english) == ["Low"]  # Latin in Bulgarian
    assert english_in("Masz: Low 8-6-4-2-A", "pl", english) == []  # pl keeps "low"
    assert english_in("Hand #2: Seven Card Stud Hi/Lo", "pl", english) == ["Hand"]


# --------------------------------------------------------------------------------------------
# A stacked Stud Hi/Lo table in this process
# --------------------------------------------------------------------------------------------

# Door cards: Anna's 2d brings in. Cyril completes, Emil raises, Fanni (a short stack) calls
# all-in (a side pot), Hana folds, Cyril raises again. Cyril checks 4th street (Emil's fold
# is asked about: checking is free), then bets on. Cyril ends with sevens full of eights (high),
# Emil with 7-6-5-3-A (low): both pots are split.
THIRD = {1: "QsQc2d", 3: "7s7d8h", 5: "Ah3d5c", 6: "ThJh9h", 8: "Ac2c6s"}
STREETS = [
    {1: "4s", 3: "8c", 5: "6h", 6: "3h"},
    {1: "Qh", 3: "7h", 5: "Ks", 6: "4d"},
    {1: "9d", 3: "2s", 5: "7c", 6: "Kd"},
    {1: "3s", 3: "Jc", 5: "Qd", 6: "5d"},
]
# Hand 2 (Fanni busted in hand 1 and is not dealt in): Emil's door card is the lowest: he
# brings in, Anna completes, everyone folds to her.
THIRD_2 = {1: "KsKc9d", 3: "8s8dTc", 5: "Ah3d2c", 8: "Ac4c6s"}
SCRIPT = {
    (1, 3, 3): ["complete", "raise"], (1, 3, 6): ["call"], (1, 3, 8): ["fold"],
    (1, 4, 3): ["check"], (1, 5, 3): ["bet"], (1, 6, 3): ["bet"], (1, 7, 3): ["bet"],
    (2, 3, 1): ["complete"], (2, 3, 3): ["fold"], (2, 3, 6): ["fold"], (2, 3, 8): ["fold"],
}


def _stacked_table(qtbot, settings) -> tuple[CoreSession, TableWindow]:
    s = practice_table(THIRD, STREETS, variant=Variant.STUD8, script=SCRIPT, repeat=0,
                       decks=[stacked_deck_for(THIRD, STREETS), stacked_deck_for(THIRD_2, [])],
                       stacks={6: 300}, settings=settings)
    table = TableWindow(s, settings)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    return s, table


def _bar_texts(table: TableWindow) -> list[str]:
    bar = table.action_bar
    texts = [*bar.button_texts(), bar.turn_label.text(), bar.strength.text(),
             bar.pre_check_fold.text(), bar.pre_call_any.text(), bar.idle_label.text(),
             bar.confirm_label.text(), bar.confirm_fold.text(), bar.confirm_check.text()]
    return [t for t in texts if t]


def _click(qtbot, button) -> None:
    assert button is not None and not button.isHidden() and button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def play_stacked(qtbot, settings) -> tuple[list[str], list[str], list[str]]:
    """Play both hands, Emil clicking the bar; returns the dealer log, every text the bar
    showed at Emil's turns and in between, and the actions Emil took."""
    s, table = _stacked_table(qtbot, settings)
    bar = table.action_bar
    turns = Turns(s)
    seen: list[str] = []
    took: list[str] = []
    s.start()
    while s.hand is not None and not s.hand.is_complete:
        assert turns.last[0] == 5
        seen += _bar_texts(table)
        kinds = [m.kind for m in turns.last[2]]
        if ActionKind.CHECK in kinds and "confirm" not in took:
            _click(qtbot, bar.button_for(ActionKind.FOLD))  # checking is free: it asks
            assert bar.pages.currentIndex() == bar.PAGE_CONFIRM
            seen += _bar_texts(table)
            took.append("confirm")
            _click(qtbot, bar.confirm_check)
            continue
        kind = next(k for k in (ActionKind.RAISE, ActionKind.CALL, ActionKind.CHECK,
                                ActionKind.SHOW) if k in kinds)
        if kind is ActionKind.RAISE and "raise" in took:
            kind = ActionKind.CALL
        took.append(kind.value)
        _click(qtbot, bar.button_for(kind))
    seen += _bar_texts(table)
    s.deal_next_hand()
    while s.hand is not None and not s.hand.is_complete:
        seen += _bar_texts(table)
        kinds = [m.kind for m in turns.last[2]]
        kind = ActionKind.BRING_IN if ActionKind.BRING_IN in kinds else ActionKind.FOLD
        took.append(kind.value)
        _click(qtbot, bar.button_for(kind))
    seen += _bar_texts(table)
    return table.log_lines(), seen, took


@pytest.mark.parametrize("code", ("en", *LANGUAGES))
def test_a_stacked_hand_says_nothing_in_english(qtbot, settings, code):
    assert i18n.install_language(code)
    log, bar, took = play_stacked(qtbot, settings)
    assert took == ["raise", "call", "confirm", "call", "call", "call", "bring_in", "fold"]
    # The main pot (6.20 a half) and the side pot (23.10 a half) are both split high/low.
    assert sum(1 for line in log if re.search(r"\b6[.,]20\b", line)) == 2, log
    assert sum(1 for line in log if re.search(r"\b23[.,]10\b", line)) == 2, log
    if code == "en":  # the detector sees the English table for what it is
        assert "— 3rd street —" in log and "Bring-in 0.50" in bar
        assert all(english_in(line, "pl", ENGLISH) for line in log
                   if _words(line) and not line.startswith("Ante"))
        return
    check_lines(log, code, ENGLISH, "dealer log")
    check_lines(bar, code, ENGLISH, "action bar")


# --------------------------------------------------------------------------------------------
# A solo table on a loopback host: the host's own lines
# --------------------------------------------------------------------------------------------

QUICK = Pace(hand_pause=0.05, think_ms=0, timer=0.3, local_time_bank=0.0, reconnect_timeout=2.0)
"""Emil never acts: the host times him out at once, twice, and sits him out (C3)."""

STEP = 0.05
"""Fake seconds per step of :func:`_play_until`: far below QUICK's timer, so Boris, who acts
on the next turn of the event loop, is never timed out; only Emil, who never acts, is."""


def _play_until(session: CoreSession, done: Callable[[], bool], what: str) -> None:
    """Let the table play on its fake clock (Qt's events, then ``STEP`` seconds) until
    ``done()``: no wall time is waited on, so a loaded machine plays the same hands."""
    for _ in range(20_000):
        QApplication.processEvents()
        if done():
            return
        session.advance(STEP)
    raise AssertionError(f"{what}: not reached in {20_000 * STEP:.0f} s of the table's time")


def _lines_of(name: str, seat: int, stream: list[tuple[str, Any]]) -> int:
    """The log lines that begin with ``name`` for ``stream``: one per move or show of
    ``seat``, and the table's lines that begin with the name."""
    moves = sum(1 for kind, ev in stream if kind == "event" and ev.get("seat") == seat
                and ev["type"] in ("action_taken", "cards_shown", "hand_mucked"))
    return moves + sum(1 for kind, text in stream
                       if kind == "chat" and text.startswith(name + " "))


@pytest.mark.timeout(120)
@pytest.mark.parametrize("code", ("en", *LANGUAGES))
def test_the_hosts_lines_in_every_language(qtbot, settings, code):
    assert i18n.install_language(code)
    window = MainWindow(settings, pace=QUICK)
    qtbot.addWidget(window)
    session = start_local_table(GameConfig.preset(Variant.STUD, 200), (
        SeatSetup(1, "Emil", human=True), SeatSetup(3, "Ada", level="easy")), pace=QUICK,
        settings=settings, clock=FakeClock(), drive=False)
    assert isinstance(session, NetSession)
    stream: list[tuple[str, Any]] = []  # what the session said, in order, from the start
    session.event_received.connect(
        lambda seat, ev, timeout: stream.append(("event", plain(ev, timeout))))
    session.chat_received.connect(lambda sender, text: stream.append(("chat", text)))
    table = window.open_session(session)
    assert isinstance(table, TableWindow)
    qtbot.waitUntil(lambda: table.status is not None, timeout=20000)  # the host listens
    assert isinstance(session, CoreSession) and session.local is not None
    boris = session.local.connect("Boris")  # Boris joins the table and plays at random
    rng = random.Random(2)

    def boris_acts(msg: object) -> None:
        if isinstance(msg, P.Turn) and msg.seat in boris.table.you and msg.actions:
            choice = rng.choice(msg.actions)
            QTimer.singleShot(0, lambda: (boris.act(msg.seat, choice, msg.hand),
                                          session._schedule()))

    boris.add_listener(boris_acts)
    boris.sit(2)
    sat_out = {"en": "Emil timed out twice and is sitting out.",
               "pl": "Emil: dwa razy minął czas na ruch, gracz pauzuje.",
               "hu": "Emil kétszer kifutott az időből, ezért szünetel.",
               "cs": "Emil – dvakrát vypršel čas na tah, od teď mimo hru.",
               "bg": "Emil изпусна времето за ход два пъти и вече почива."}[code]
    _play_until(session, lambda: sat_out in table.log_lines(), "Emil sat out")
    # The line comes after the move the host made for Emil, in the stream and in the log.
    told = stream.index(("chat", sat_out))
    moves = [ev for kind, ev in stream[:told] if kind == "event"
             and isinstance(ev, dict) and ev["type"] == "action_taken"]
    assert moves[-1]["seat"] == 1 and moves[-1].get("timeout"), moves[-1]
    # In the log, from this hand's first line to the sat-out line, as many of Emil's lines as
    # the stream had before it: his timed-out fold is above the line, not below.
    started = max(i for i, (kind, ev) in enumerate(stream[:told])
                  if kind == "event" and ev["type"] == "hand_started")
    log = table.log_lines()
    header = Narrator().feed(event_from_dict(stream[started][1]))[0]
    first = max(i for i, line in enumerate(log[:log.index(sat_out)]) if line == header)
    assert sum(1 for line in log[first:log.index(sat_out)] if line.startswith("Emil ")) == \
        _lines_of("Emil", 1, stream[started:told])
    session.kick(2)
    removed = {"en": "Boris was removed by the host.",
               "pl": "Gospodarz usunął ze stołu gracza: Boris.",
               "hu": "A házigazda eltávolította az asztaltól: Boris.",
               "cs": "Hostitel vykázal od stolu: Boris.",
               "bg": "Домакинът премахна Boris от масата."}[code]
    _play_until(session, lambda: removed in table.log_lines(), "Boris removed")
    session.end_session()
    ending = {"en": "The host is ending the session after this hand.",
              "pl": "Gospodarz kończy sesję po tym rozdaniu.",
              "hu": "A házigazda e leosztás után befejezi a munkamenetet.",
              "cs": "Hostitel po tomto rozdání ukončí sezení.",
              "bg": "Домакинът приключва сесията след това раздаване."}[code]
    _play_until(session, lambda: ending in table.log_lines(), "the session ending")
    _play_until(session, lambda: table.ledger is not None and bool(table.ledger[1]),
                "the ledger")
    log = table.log_lines()
    bar = _bar_texts(table)
    window.close()
    for closing in window._closing:
        assert closing.wait_closed(20), "the table did not shut down"
    if code == "en":
        assert english_in(sat_out, "pl", ENGLISH) and english_in(ending, "cs", ENGLISH)
        return
    check_lines(log, code, ENGLISH, "dealer log")
    check_lines(bar, code, ENGLISH, "action bar")


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_razz_hand_says_nothing_in_english(qtbot, settings, code):
    """Razz: the king brings in, the hand-strength line names only lows ("K-7-2 low")."""
    assert i18n.install_language(code)
    third = {1: "2c3dKs", 3: "4h5h8d", 5: "Ah6c7s"}
    streets = [{1: "9c", 3: "Td", 5: "2s"}, {1: "Jc", 3: "Jd", 5: "3h"},
               {1: "Qc", 3: "Qd", 5: "4c"}, {1: "5c", 3: "6d", 5: "8h"}]
    s = practice_table(third, streets, variant=Variant.RAZZ,
                       script={(4, 1): ["bet"], (5, 3): ["bet"]}, settings=settings)
    table = TableWindow(s, settings)
    qtbot.addWidget(table)
    turns = Turns(s)
    seen: list[str] = []
    s.start()
    while s.hand is not None and not s.hand.is_complete:
        seen += _bar_texts(table)
        kinds = [m.kind for m in turns.last[2]]
        kind = next(k for k in (ActionKind.CHECK, ActionKind.CALL, ActionKind.SHOW)
                    if k in kinds)
        _click(qtbot, table.action_bar.button_for(kind))
    seen += _bar_texts(table)
    log = table.log_lines()
    street = next(i for i, line in enumerate(log) if line.startswith("—"))  # 3rd street
    assert log[street + 1].startswith("Anna ")  # the king brings in
    assert any("6-4-3-2-A" in line for line in log), log  # Emil's low is told
    check_lines(log, code, ENGLISH, "dealer log")
    check_lines(seen, code, ENGLISH, "action bar")
