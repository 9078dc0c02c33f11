"""GUI tests: real widgets on the offscreen platform (tests/conftest.py sets it)."""

from __future__ import annotations

import pytest


@pytest.fixture
def language_restored(qapp):
    """A test that installs another language leaves the interface as it found it: the
    translators it installed removed and the default locale back."""
    from PySide6.QtCore import QLocale

    from studdesk.gui.text import i18n

    locale = QLocale()
    yield
    i18n.remove_translators()
    QLocale.setDefault(locale)


@pytest.fixture
def english_afterwards(qapp):
    """A test that shows the interface in another language puts English back after it."""
    from studdesk.gui.text import i18n

    yield
    i18n.install_language("en")


@pytest.fixture(autouse=True)
def _garbage_between_tests(qapp):
    """Python's cyclic garbage collector runs whenever allocation counts say so, also inside
    Qt's event loop; collecting a wrapper that owns a C++ object then (a window or graphics item
    of an earlier test kept alive only by a reference cycle) deletes it under Qt's feet. CI saw
    one such crash inside a later test's ``waitUntil``. Each GUI test therefore runs with the
    collector paused, and the garbage of each test is collected after it, at a quiet moment,
    once Qt has deleted what was scheduled for deletion."""
    import gc

    from PySide6.QtCore import QCoreApplication, QEvent

    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        gc.collect()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        if was_enabled:
            gc.enable()


@pytest.fixture
def hilo_showdown(qtbot, settings):
    """Plays the Hi/Lo hand of :mod:`studdesk.gui.tools.scenes` (``HILO_THIRD``,
    ``HILO_STREETS``: Cyril's full house against Emil's 7-6-5-3-A low) to its showdown on the
    table core at a table window (1280x800, not shown) and returns the window: Cyril (seat 3)
    bets ``bets`` times a street from 4th street on, every other seat checks or calls.
    ``w = hilo_showdown()``; the hand's record is then in ``w.last_hand_window()`` (keep ``w``
    while that window is used: it is the table window's)."""
    from studdesk.engine.config import Variant
    from studdesk.gui.table.window import TableWindow
    from studdesk.gui.tools.scenes import HILO_STREETS, HILO_THIRD

    from .helpers import Turns, session

    def play(bets: int = 1):
        s = session(HILO_THIRD, HILO_STREETS, variant=Variant.STUD8,
                    script={(street, 3): ["bet"] * bets for street in (4, 5, 6, 7)})
        w = TableWindow(s, settings)
        qtbot.addWidget(w)
        w.resize(1280, 800)
        turns = Turns(s)
        s.start()
        turns.play_out()
        return w

    return play
