"""Play-test m16, second half: the Hotseat / solo dialog offers the night's format as the Host
dialog does (a Triple Stud rotation, dealer's choice, a sit-and-go) and remembers it; the game
starts with that format on the table core in this process (fake clock, no socket)."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QApplication

from studdesk.engine.config import Variant
from studdesk.gui.lobby.hotseat_dialog import HotseatDialog
from studdesk.gui.session.core_session import CoreSession, FakeClock, start_local_table
from studdesk.gui.session.setup import LocalGameSetup, Pace

PACE = Pace(hand_pause=1.0, think_ms=0, timer=5.0, local_time_bank=0.0)


def _dialog(qtbot, preset: str, *, hands: int = 8) -> HotseatDialog:
    dialog = HotseatDialog("Anna")
    qtbot.addWidget(dialog)
    dialog.variant.setCurrentIndex(dialog.variant.findData(Variant.RAZZ.value))
    for n, (box, _name, who) in enumerate(dialog.rows, start=1):
        box.setChecked(n in (1, 3, 5))
        who.setCurrentIndex(0 if n in (1, 5) else who.findData("easy"))
    box = dialog.format_box
    box.preset.setCurrentIndex(box.preset.findData(preset))
    box.rotate_hands.setValue(hands)
    return dialog


def _start(setup: LocalGameSetup, settings) -> CoreSession:
    session = start_local_table(setup.config, setup.seats, pace=PACE, settings=settings,
                                clock=FakeClock(), drive=False, rng=random.Random(5),
                                table_format=setup.format)
    session.start()
    return session


def _games(session: CoreSession, hands: int) -> list[Variant]:
    """The game of each of the next ``hands`` hands, the people letting their clock run."""
    core = session.local.core  # type: ignore[union-attr]
    games: list[Variant] = []
    seen = None
    for _ in range(2000):
        hand = core.hand
        if hand is not None and hand is not seen:
            seen = hand
            games.append(hand.config.variant)
            if len(games) == hands:
                return games
        session.advance(0.5)
        QApplication.processEvents()
    raise AssertionError(f"only {len(games)} hands on the fake clock")


def test_a_hotseat_sit_and_go_starts_with_its_format(qtbot, settings):
    setup = _dialog(qtbot, "triple_sng").setup()
    assert setup.format is not None and setup.format.tournament
    assert setup.format.players == 3  # it starts when the three chosen seats sit
    session = _start(setup, settings)
    try:
        core = session.local.core  # type: ignore[union-attr]
        assert core.options.format is setup.format
        assert _games(session, 1) == [Variant.STUD]  # Triple Stud starts with Stud, not Razz
        starting = setup.format.starting_chips  # the entries' chips, not the cash game's buy-in
        assert [p.starting_stack for p in core.hand.players] == [starting] * 3
    finally:
        session.close()


def test_a_solo_rotation_changes_the_game_every_hand(qtbot, settings):
    dialog = _dialog(qtbot, "triple_cash", hands=1)
    for n, (_box, _name, who) in enumerate(dialog.rows, start=1):
        if n == 1:
            who.setCurrentIndex(who.findData("easy"))  # one person: solo
    setup = dialog.setup()
    assert setup.format is not None and not setup.format.tournament
    session = _start(setup, settings)
    try:
        # the person times out (and sits out after two hands): the first two hands tell
        assert _games(session, 2) == [Variant.STUD, Variant.RAZZ]
    finally:
        session.close()


def test_a_plain_game_has_no_format_and_the_dialog_remembers_the_format(qtbot):
    dialog = _dialog(qtbot, "cash")
    assert dialog.setup().format is None
    dialog = _dialog(qtbot, "dealers_choice", hands=3)
    saved = dialog.remembered()
    again = HotseatDialog("Anna")
    qtbot.addWidget(again)
    assert again.format_box.key == "cash"  # a first hotseat game is one game, as before
    assert again.restore(saved)
    assert again.format_box.key == "dealers_choice"
    assert again.format_box.rotate_hands.value() == 3
    assert again.remembered() == saved
