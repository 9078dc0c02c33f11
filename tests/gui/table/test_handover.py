"""Hotseat: the hand-over screen covers the table and hides every down card between two
people's turns; after the click the table shows the next person's own cards only."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage, QPainter

from studdesk.engine.actions import ActionKind
from studdesk.gui.table.window import TableWindow
from studdesk.gui.tools.scenes import THIRD  # Anna brings in

from ..helpers import Turns, down_faces, session


def _hotseat(qtbot, settings):
    s = session(THIRD, humans=(1, 5))
    w = TableWindow(s, settings)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    turns = Turns(s)
    s.start()
    return s, w, turns


def test_handover_hides_every_down_card(qtbot, settings):
    s, w, turns = _hotseat(qtbot, settings)
    assert w.handover.isVisible()
    assert w.handover.message() == "Pass to Anna — click when ready"
    assert w.handover.geometry() == w.rect()  # the whole window is covered
    assert w.scene.privacy
    assert down_faces(w) == []
    assert w.action_bar.buttons == [] and w.action_bar.strength.text() == ""
    # What the screen shows is the cover alone: the window's pixels equal the cover's.
    window_image = w.grab().toImage()
    cover = QImage(window_image.size(), window_image.format())
    painter = QPainter(cover)
    w.handover.render(painter, QPoint(0, 0))
    painter.end()
    assert window_image == cover
    # Even drawn without the cover, the table shows only backs for down cards.
    scene_image = QImage(800, 500, QImage.Format.Format_ARGB32)
    painter = QPainter(scene_image)
    w.scene.render(painter)
    painter.end()
    assert down_faces(w) == []


def test_after_the_click_only_the_next_players_cards_show(qtbot, settings):
    s, w, turns = _hotseat(qtbot, settings)
    qtbot.mouseClick(w.handover, Qt.MouseButton.LeftButton)
    assert not w.handover.isVisible() and w.focus_seat == 1
    assert sorted(down_faces(w)) == ["Ah", "Kh"]  # Anna's own down cards, nobody else's
    assert w.action_bar.button_texts() == ["Bring-in 0.50", "Complete to 2"]
    with qtbot.waitSignal(w.action_bar.action_chosen):
        qtbot.mouseClick(w.action_bar.button_for(ActionKind.BRING_IN), Qt.MouseButton.LeftButton)
    # Cyril (a computer) calls; Emil is next: the screen asks for Emil.
    assert w.handover.isVisible()
    assert w.handover.message() == "Pass to Emil — click when ready"
    assert down_faces(w) == []
    qtbot.keyClick(w.handover, Qt.Key.Key_Space)
    assert w.focus_seat == 5
    assert sorted(down_faces(w)) == ["7c", "7h"]
    assert all(c.card is None for c in w.scene.seat_cards(1) if not c.face_up)


def test_solo_play_never_shows_the_handover(qtbot, settings):
    s = session(THIRD, humans=(5,))
    w = TableWindow(s, settings)
    qtbot.addWidget(w)
    s.start()
    assert not w.handover.isVisible() and not w.scene.privacy
