"""B1: in hotseat, no down card of a seat is ever drawn face up unless that seat's player clicked
"ready" behind the hand-over cover, whatever changed the player at the screen (a timeout, a fold
by the timer, sitting out, a new hand).

The table is the real table core in this process (:class:`CoreSession`) on a fake clock; every
frame the scene would render (each ``changed`` of the scene, and after every step) is checked.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from studdesk.engine.actions import ActionKind
from studdesk.engine.config import GameConfig, Variant
from studdesk.engine.events import Event
from studdesk.gui.session.core_session import CoreSession, FakeClock, start_local_table
from studdesk.gui.session.setup import Pace, SeatSetup
from studdesk.gui.table.window import TableWindow

from ..helpers import plain

PACE = Pace(hand_pause=1.0, think_ms=200, timer=10.0, local_time_bank=0.0)


@dataclass
class Watch:
    """Checks every frame of a hotseat window (see the module docstring)."""

    w: TableWindow
    ready: int | None = None  # the seat whose player clicked ready last
    frames: int = 0
    leaks: list[str] = field(default_factory=list)
    covers: list[int] = field(default_factory=list)
    shown: set[tuple[int, int]] = field(default_factory=set)  # (hand, seat) shown to all
    hand: int = 0

    def __post_init__(self) -> None:
        self.w.scene.changed.connect(lambda _rects: self.check())
        self.w.handover.confirmed.connect(self._on_confirmed)
        self.w.session.event_received.connect(self._on_event)

    def _on_event(self, _seat: int, got: Event) -> None:
        ev = plain(got)
        if ev.get("type") == "hand_started":
            self.hand = int(ev.get("hand", self.hand + 1))
        elif ev.get("type") == "cards_shown":
            self.shown.add((self.hand, int(ev["seat"])))

    def _on_confirmed(self, seat: int) -> None:
        self.ready = seat

    def check(self) -> None:
        self.frames += 1
        w = self.w
        covered = w.handover.isVisible() and w.handover.geometry() == w.rect()
        for seat in range(1, 9):
            for card in w.scene.seat_cards(seat):
                if card.face_up or not card.shows_face():
                    continue
                if covered or (w.scene.hand_number, seat) in self.shown:
                    continue  # the cover hides the whole window; shown cards are public
                if seat != self.ready:
                    self.leaks.append(f"frame {self.frames}: seat {seat}'s down card "
                                      f"{card.card} face up; ready: {self.ready}")


def _table(qtbot, settings, variant: Variant = Variant.RAZZ, seed: int = 3, *,
           speed: str = "off") -> tuple[CoreSession, TableWindow, Watch]:
    settings.set_value("animation_speed", speed)
    clock = FakeClock()
    session = start_local_table(
        GameConfig.preset(variant, 200),
        (SeatSetup(1, "Anna", human=True), SeatSetup(3, "Ben", human=True),
         SeatSetup(5, "Cleo", level="easy")),
        pace=PACE, settings=settings, clock=clock, drive=False, rng=random.Random(seed))
    w = TableWindow(session, settings)
    qtbot.addWidget(w)
    w.resize(1024, 640)
    w.show()
    watch = Watch(w)
    session.start()
    return session, w, watch


def _settle(w: TableWindow | None = None) -> None:
    for _ in range(3):
        QApplication.processEvents()
    if w is not None and not w.player.is_idle():  # animations run on Qt's real clock
        qtbot_wait(lambda: w.player.is_idle())


def qtbot_wait(done, limit: float = 10.0) -> None:
    deadline = time.monotonic() + limit
    while not done():
        assert time.monotonic() < deadline, "the animations did not finish"
        QApplication.processEvents()
        time.sleep(0.005)


def _step(session: CoreSession, w: TableWindow, watch: Watch, seconds: float = 0.25) -> None:
    session.advance(seconds)
    _settle(w)
    watch.check()


def _offered(w: TableWindow) -> bool:
    bar = w.action_bar
    return bool(bar.buttons) and bar.pages.currentIndex() == bar.PAGE_BUTTONS


def _play(qtbot, session: CoreSession, w: TableWindow, watch: Watch, *, hands: int,
          idle: frozenset[str] = frozenset(), seconds: float = 900.0) -> None:
    """Play ``hands`` more hands: click the cover whenever it is up, act passively for the
    players not in ``idle`` (their names), and let the clock run out for those in it."""
    core = session.local.core  # type: ignore[union-attr]
    target = core.hands_played + hands
    spent = 0.0
    while core.hands_played < target:
        assert spent < seconds, "the table did not get there on the fake clock"
        _settle(w)
        watch.check()
        if w.handover.isVisible():
            watch.covers.append(w.handover.seat)
            qtbot.mouseClick(w.handover, Qt.MouseButton.LeftButton)
            _settle()
            watch.check()
            continue
        seat = w.action_bar.seat
        if _offered(w) and seat is not None:
            name = core.seats[seat].name if core.seats.get(seat) else ""
            if name not in idle:
                for kind in (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN):
                    button = w.action_bar.button_for(kind)
                    if button is not None:
                        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
                        break
                _settle()
                watch.check()
                continue
        _step(session, w, watch)
        spent += 0.25


@pytest.mark.timeout(120)
def test_a_timeout_and_a_sit_out_never_show_the_other_players_cards(qtbot, settings):
    session, w, watch = _table(qtbot, settings)
    _play(qtbot, session, w, watch, hands=3, idle=frozenset({"Ben"}))
    core = session.local.core  # type: ignore[union-attr]
    assert core.seats[3].sitting_out or core.seats[3].away  # C3: Ben timed out twice
    _play(qtbot, session, w, watch, hands=2)
    assert watch.leaks == [], watch.leaks[:5]
    assert 1 in watch.covers and 3 in watch.covers
    session.close()


@pytest.mark.timeout(120)
def test_sitting_out_and_back_in_hotseat(qtbot, settings):
    session, w, watch = _table(qtbot, settings, Variant.STUD, seed=5)
    _play(qtbot, session, w, watch, hands=1)
    session.sit_out(1)
    _play(qtbot, session, w, watch, hands=2)
    session.sit_back(1)
    _play(qtbot, session, w, watch, hands=2, idle=frozenset({"Anna"}))
    assert watch.leaks == [], watch.leaks[:5]
    session.close()


@pytest.mark.timeout(240)
def test_with_animations_a_timeout_never_shows_the_other_players_cards(qtbot, settings):
    session, w, watch = _table(qtbot, settings, seed=7, speed="fast")
    _play(qtbot, session, w, watch, hands=3, idle=frozenset({"Ben"}))
    _play(qtbot, session, w, watch, hands=1)
    assert watch.leaks == [], watch.leaks[:5]
    session.close()
