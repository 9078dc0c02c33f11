"""Counts through Qt's plural forms (translation review S3): "za 5 rozdań", not the one form
"za 5 rozdania" a plain ``%1`` gave."""

from __future__ import annotations

import pytest

from net import protocol as P
from studdesk.gui.text import i18n
from studdesk.gui.text.formats import when_text


@pytest.mark.parametrize(("code", "expected"), [
    ("en", ["in 2 hands", "in 5 hands", "in 22 hands"]),
    ("pl", ["za 2 rozdania", "za 5 rozdań", "za 22 rozdania"]),
    ("bg", ["след 2 раздавания", "след 5 раздавания", "след 22 раздавания"]),
    ("cs", ["za 2 rozdání", "za 5 rozdání", "za 22 rozdání"]),
    ("hu", ["2 leosztás múlva", "5 leosztás múlva", "22 leosztás múlva"]),
])
def test_in_so_many_hands_takes_the_languages_plural(english_afterwards, code, expected):
    assert i18n.install_language(code)
    assert [when_text(n, None) for n in (2, 5, 22)] == expected


@pytest.mark.parametrize(("code", "expected"), [
    ("en", ["in 1 second", "in 40 seconds", "in 2 minutes", "in 5 minutes"]),
    ("pl", ["za 1 s", "za 40 s", "za 2 min", "za 5 min"]),
    ("bg", ["след 1 сек.", "след 40 сек.", "след 2 мин.", "след 5 мин."]),
    ("hu", ["1 másodperc múlva", "40 másodperc múlva", "2 perc múlva", "5 perc múlva"]),
])
def test_the_time_to_the_next_level_takes_the_plural(english_afterwards, code, expected):
    """English said "in 1 seconds"."""
    assert i18n.install_language(code)
    assert [when_text(None, ms) for ms in (1000, 40_000, 120_000, 300_000)] == expected


def _bar_words(qtbot, left: int, entrants: int, hands: int) -> tuple[str, str]:
    """The format bar's "players left" and the dealer's-choice picker's prompt."""
    from studdesk.gui.session.table_session import TableSession
    from studdesk.gui.table.format_bar import FormatBar
    from tests.gui.helpers import feed_of

    class Chooser(TableSession):
        def held_seats(self) -> tuple[int, ...]:
            return (1,)

    session = Chooser()
    bar = FormatBar(feed_of(session), clock=lambda: 100.0)
    qtbot.addWidget(bar)
    session.format_received.emit("table", P.FormatEntry.from_wire({
        "format": "sng", "games": ["stud"], "mode": "fixed", "game": "stud", "level": 0,
        "stakes": {"small_bet": 100, "big_bet": 200, "ante": 20},
        "players_left": left, "entrants": entrants}, "format"))
    session.format_received.emit("choose_game", P.ChooseGame(
        seat=1, options=("stud", "razz"), current="stud", hands=hands, deadline_ms=5000))
    return bar.now_label.text().split(" · ")[-1], bar.picker_prompt.text()


@pytest.mark.parametrize(("code", "expected"), [
    ("en", [("1 of 8 players left", "Your choice: the game of the next hand"),
            ("3 of 8 players left", "Your choice: the game of the next 3 hands"),
            ("5 of 8 players left", "Your choice: the game of the next 5 hands")]),
    ("pl", [("został 1 z 8 graczy", "Twój wybór: gra w następnym rozdaniu"),
            ("zostało 3 z 8 graczy", "Twój wybór: gra na następne 3 rozdania"),
            ("zostało 5 z 8 graczy", "Twój wybór: gra na następnych 5 rozdań")]),
    ("cs", [("zbývá 1 z 8 hráčů", None), ("zbývají 3 z 8 hráčů", None),
            ("zbývá 5 z 8 hráčů", None)]),
    ("bg", [("остава 1 от 8 играчи", None), ("остават 3 от 8 играчи", None),
            ("остават 5 от 8 играчи", "Твоят избор: играта за следващите 5 раздавания")]),
    ("hu", [("8 játékosból 1 van még versenyben", None),
            ("8 játékosból 3 van még versenyben", None),
            ("8 játékosból 5 van még versenyben", "Te választasz: a következő 5 leosztás játéka")]),
])
def test_the_format_bars_counts_take_the_languages_plural(qtbot, english_afterwards, code,
                                                          expected):
    """S3: "%1 of %2 players left" and "the game of the next %1 hands" were a plain ``%1``
    (Czech "ve hře: 3 z 8 hráčů" worked round the count, Polish said "rozdaniach (5)")."""
    assert i18n.install_language(code)
    for n, (left, prompt) in zip((1, 3, 5), expected, strict=True):
        words = _bar_words(qtbot, n, 8, n)
        assert words[0] == left
        if prompt is not None:
            assert words[1] == prompt


@pytest.mark.parametrize(("code", "expected"), [
    ("en", ["1 player:", "3 players:", "5 players:"]),
    ("pl", ["1 gracz:", "3 graczy:", "5 graczy:"]),
    ("cs", ["1 hráč:", "3 hráči:", "5 hráčů:"]),
    ("bg", ["1 играч:", "3 играчи:", "5 играчи:"]),
])
def test_the_resume_questions_player_count_takes_the_plural(english_afterwards, code,
                                                            expected):
    from PySide6.QtCore import QCoreApplication

    assert i18n.install_language(code)
    assert [QCoreApplication.translate("ResumeQuestion", "%n players:", "", n)
            for n in (1, 3, 5)] == expected
