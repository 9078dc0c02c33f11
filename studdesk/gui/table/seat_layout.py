"""Where everything sits on the table (RULES.md T1), in the scene's fixed 1600x1000 units:
the felt's ellipses, the deck, pot, muck and banner, and for each of the eight seats its name
plate, its row of cards and where its bet stands.

Seat 1 sits at the dealer's left (the top right) and the seats go on clockwise to seat 8 at the
dealer's right, where the stud button "S" lies.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from studdesk.engine.config import BUTTON_SEAT
from studdesk.gui.table.items import CARD_H, SeatItem

SCENE_RECT = QRectF(0, 0, 1600, 1000)
CENTRE = QPointF(800, 470)
RAIL_RX, RAIL_RY = 748.0, 446.0
FELT_RX, FELT_RY = 700.0, 398.0
CARD_STEP = 39.0  # distance between neighbouring cards of a hand
DOWN_DROP = 24.0  # down cards sit this much lower than up cards (H1)

DECK_POS = QPointF(730, 372)
COMMUNITY_POS = QPointF(850, 372)
POT_POS = QPointF(800, 540)
MUCK_POS = QPointF(800, 430)
BANNER_POS = QPointF(800, 478)
LOGO_POS = QPointF(800, 612)
CAPTION_ROOM = 470.0
"""Width of the felt's printed caption: the gap between seats 6 and 3's down cards."""


@dataclass(frozen=True, slots=True)
class SeatGeometry:
    plate: QPointF  # centre of the name plate
    cards: QPointF  # centre of the up-card row (7 slots)
    bet: QPointF  # where this seat's bet stands

    def slot(self, index: int, face_up: bool, count: int = 7) -> QPointF:
        """Where card ``index`` of a hand of ``count`` lies: seven cards or fewer at
        :data:`CARD_STEP`; more (Baseball's extra cards for an up four, RULES.md W4: up to
        eleven) closer together, in the width of seven, so no hand reaches a neighbour's."""
        step = CARD_STEP if count <= 7 else CARD_STEP * 6 / (count - 1)
        first = -3.0 if count <= 7 else -(count - 1) / 2
        return QPointF(self.cards.x() + (first + index) * step,
                       self.cards.y() + (0.0 if face_up else DOWN_DROP))

    @property
    def caption(self) -> QPointF:
        return QPointF(self.cards.x(), self.cards.y() + CARD_H / 2 + DOWN_DROP - 4)


def _seat(plate: tuple[float, float], cards: tuple[float, float], bet_pull: float = 0.47
              ) -> SeatGeometry:
    cx, cy = cards
    bet = QPointF(cx + (CENTRE.x() - cx) * bet_pull, cy + (CENTRE.y() - cy) * bet_pull)
    return SeatGeometry(QPointF(*plate), QPointF(cx, cy), bet)


# Seat 1 at the dealer's left (the top right), clockwise to seat 8 at the dealer's right. At a
# showdown of eight, no seat's seven cards and hand caption touch a neighbour's cards
# (tests/gui/table/test_table_scene.py measures it).
SEATS: dict[int, SeatGeometry] = {
    1: _seat((1105, 52), (1105, 172)),
    2: _seat((1474, 292), (1197, 342), 0.5),
    3: _seat((1474, 640), (1197, 588), 0.5),
    4: _seat((1062, 948), (1062, 780)),
    5: _seat((538, 948), (538, 780)),
    6: _seat((126, 640), (403, 588), 0.5),
    7: _seat((126, 292), (403, 342), 0.5),
    8: _seat((495, 52), (495, 172)),
}
BOTTOM = 5
"""The place at the bottom of the felt: the viewer's own seat is drawn there (the table turns)."""
_BESIDE = SeatItem.W / 2 + 34
BUTTON_OFFSETS: dict[int, QPointF] = {  # where the stud button lies beside each place's plate
    1: QPointF(-_BESIDE, 22), 2: QPointF(-SeatItem.W / 2 - 20, -SeatItem.H / 2 - 12),
    3: QPointF(-SeatItem.W / 2 - 20, SeatItem.H / 2 + 12), 4: QPointF(-_BESIDE, -10),
    5: QPointF(_BESIDE, -10), 6: QPointF(SeatItem.W / 2 + 20, SeatItem.H / 2 + 12),
    7: QPointF(SeatItem.W / 2 + 20, -SeatItem.H / 2 - 12), 8: QPointF(_BESIDE, 22),
}
BUTTON_POS = SEATS[BUTTON_SEAT].plate + BUTTON_OFFSETS[BUTTON_SEAT]
"""The stud button with nobody's seat turned to the bottom (seat 8's place)."""
