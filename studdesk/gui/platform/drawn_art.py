"""The art drawn with QPainter where its SVG is missing (a checkout without ``resources/``):
card faces with rank indices, suit pips and framed court cards, patterned backs, striped chips.

:class:`~studdesk.gui.platform.art.CardArt` loads this module only when it needs it: drawing
takes PySide's ``Qt`` namespace, which the lobby's start-up does without
(``tests/gui/platform/test_startup.py``).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
    QTransform,
)


def suit_path(suit: str) -> QPainterPath:
    """A suit symbol in a unit box centred on (0, 0), 1 wide and about 1 tall."""
    p = QPainterPath()
    if suit == "d":
        p.moveTo(0, -0.55)
        p.quadTo(0.22, -0.22, 0.42, 0)
        p.quadTo(0.22, 0.22, 0, 0.55)
        p.quadTo(-0.22, 0.22, -0.42, 0)
        p.quadTo(-0.22, -0.22, 0, -0.55)
    elif suit == "h":
        p.moveTo(0, 0.5)
        p.cubicTo(-0.15, 0.32, -0.5, 0.05, -0.5, -0.2)
        p.cubicTo(-0.5, -0.42, -0.32, -0.52, -0.2, -0.52)
        p.cubicTo(-0.08, -0.52, 0, -0.44, 0, -0.32)
        p.cubicTo(0, -0.44, 0.08, -0.52, 0.2, -0.52)
        p.cubicTo(0.32, -0.52, 0.5, -0.42, 0.5, -0.2)
        p.cubicTo(0.5, 0.05, 0.15, 0.32, 0, 0.5)
    elif suit == "s":
        p.moveTo(0, -0.52)
        p.cubicTo(0.15, -0.32, 0.5, -0.1, 0.5, 0.14)
        p.cubicTo(0.5, 0.34, 0.34, 0.42, 0.22, 0.42)
        p.cubicTo(0.12, 0.42, 0.05, 0.36, 0.03, 0.3)
        p.cubicTo(0.05, 0.42, 0.1, 0.5, 0.18, 0.55)
        p.lineTo(-0.18, 0.55)
        p.cubicTo(-0.1, 0.5, -0.05, 0.42, -0.03, 0.3)
        p.cubicTo(-0.05, 0.36, -0.12, 0.42, -0.22, 0.42)
        p.cubicTo(-0.34, 0.42, -0.5, 0.34, -0.5, 0.14)
        p.cubicTo(-0.5, -0.1, -0.15, -0.32, 0, -0.52)
    else:  # clubs
        p.addEllipse(QPointF(0, -0.27), 0.23, 0.23)
        p.addEllipse(QPointF(-0.26, 0.1), 0.23, 0.23)
        p.addEllipse(QPointF(0.26, 0.1), 0.23, 0.23)
        p.addEllipse(QPointF(0, 0.02), 0.12, 0.12)
        stem = QPainterPath()
        stem.moveTo(-0.04, 0.05)
        stem.cubicTo(-0.04, 0.35, -0.12, 0.5, -0.2, 0.55)
        stem.lineTo(0.2, 0.55)
        stem.cubicTo(0.12, 0.5, 0.04, 0.35, 0.04, 0.05)
        stem.closeSubpath()
        p = p.united(stem)
        p.setFillRule(Qt.FillRule.WindingFill)
    return p


def _draw_suit(painter: QPainter, centre: QPointF, size: float, suit: str, colour: QColor,
               flipped: bool = False) -> None:
    t = QTransform()
    t.translate(centre.x(), centre.y())
    if flipped:
        t.rotate(180)
    t.scale(size, size)
    painter.fillPath(t.map(suit_path(suit)), colour)


_PIPS: dict[str, list[tuple[float, float]]] = {}


def _pip_layout(rank: str) -> list[tuple[float, float]]:
    if not _PIPS:
        left, mid, right = 0.31, 0.5, 0.69
        top, bottom = 0.2, 0.8
        third1, third2 = top + (bottom - top) / 3, top + 2 * (bottom - top) / 3
        centre = 0.5
        _PIPS.update({
            "2": [(mid, top), (mid, bottom)],
            "3": [(mid, top), (mid, centre), (mid, bottom)],
            "4": [(left, top), (right, top), (left, bottom), (right, bottom)],
            "5": [(left, top), (right, top), (mid, centre), (left, bottom), (right, bottom)],
            "6": [(left, top), (right, top), (left, centre), (right, centre), (left, bottom),
                  (right, bottom)],
            "7": [(left, top), (right, top), (mid, (top + centre) / 2), (left, centre),
                  (right, centre), (left, bottom), (right, bottom)],
            "8": [(left, top), (right, top), (mid, (top + centre) / 2), (left, centre),
                  (right, centre), (mid, (centre + bottom) / 2), (left, bottom), (right, bottom)],
            "9": [(left, top), (right, top), (left, third1), (right, third1), (mid, centre),
                  (left, third2), (right, third2), (left, bottom), (right, bottom)],
            "T": [(left, top), (right, top), (mid, (top + third1) / 2), (left, third1),
                  (right, third1), (left, third2), (right, third2), (mid, (third2 + bottom) / 2),
                  (left, bottom), (right, bottom)],
        })
    return _PIPS[rank]


def paint_card_face(painter: QPainter, rect: QRectF, card: str, colours: dict[str, str]) -> None:
    """A card face drawn without SVG: corner indices, pips, framed court cards, a big ace."""
    rank, suit = card[0].upper(), card[1].lower()
    colour = QColor(colours[suit])
    w, h = rect.width(), rect.height()
    painter.save()
    painter.translate(rect.topLeft())
    radius = w * 0.05
    painter.setPen(QPen(QColor("#9a9a9a"), max(1.0, w / 170)))
    painter.setBrush(QColor("#ffffff"))
    painter.drawRoundedRect(QRectF(0.5, 0.5, w - 1, h - 1), radius, radius)
    label = "10" if rank == "T" else rank
    font = QFont("DejaVu Sans Condensed")
    font.setBold(True)
    font.setPixelSize(max(4, round(h * 0.13)))
    painter.setFont(font)
    painter.setPen(colour)
    for flipped in (False, True):
        painter.save()
        if flipped:
            painter.translate(w, h)
            painter.rotate(180)
        painter.drawText(QRectF(w * 0.02, h * 0.02, w * 0.2, h * 0.14),
                         Qt.AlignmentFlag.AlignCenter, label)
        _draw_suit(painter, QPointF(w * 0.12, h * 0.22), w * 0.11, suit, colour)
        painter.restore()
    if rank in "JQK":
        frame = QRectF(w * 0.22, h * 0.16, w * 0.56, h * 0.68)
        painter.setPen(QPen(colour, max(1.0, w / 125)))
        painter.setBrush(QColor(colour.red(), colour.green(), colour.blue(), 28))
        painter.drawRect(frame)
        big = QFont(font)
        big.setPixelSize(max(4, round(h * 0.3)))
        painter.setFont(big)
        painter.drawText(frame.adjusted(0, 0, 0, -frame.height() * 0.25),
                         Qt.AlignmentFlag.AlignCenter, rank)
        _draw_suit(painter, QPointF(w * 0.5, h * 0.68), w * 0.2, suit, colour)
    elif rank == "A":
        _draw_suit(painter, QPointF(w * 0.5, h * 0.5), w * 0.42, suit, colour)
    else:
        size = w * (0.17 if rank in "9T" else 0.2)
        for x, y in _pip_layout(rank):
            _draw_suit(painter, QPointF(w * x, h * y), size, suit, colour, flipped=y > 0.55)
    painter.restore()


def paint_card_back(painter: QPainter, rect: QRectF, colour: str) -> None:
    """A card back drawn without SVG: white border, a diamond lattice, an oval medallion."""
    w, h = rect.width(), rect.height()
    base = QColor(colour)
    painter.save()
    painter.translate(rect.topLeft())
    radius = w * 0.05
    painter.setPen(QPen(QColor("#8a8a8a"), max(1.0, w / 170)))
    painter.setBrush(QColor("#ffffff"))
    painter.drawRoundedRect(QRectF(0.5, 0.5, w - 1, h - 1), radius, radius)
    inner = QRectF(w * 0.07, w * 0.07, w * 0.86, h - w * 0.14)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(base)
    painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
    painter.setClipRect(inner)
    painter.setPen(QPen(base.lighter(150), max(0.6, w / 250)))
    step = w * 0.09
    n = int((inner.width() + inner.height()) / step) + 2
    for i in range(-n, n):
        x = inner.left() + i * step
        painter.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()))
        painter.drawLine(QPointF(x, inner.bottom()), QPointF(x + inner.height(), inner.top()))
    painter.setClipping(False)
    painter.setPen(QPen(QColor("#ffffff"), max(1.0, w / 100)))
    painter.setBrush(base.darker(115))
    painter.drawEllipse(QPointF(w / 2, h / 2), w * 0.2, w * 0.2 * 1.1)
    _draw_suit(painter, QPointF(w / 2, h / 2), w * 0.18, "s", QColor("#ffffff"))
    painter.restore()


def paint_chip(painter: QPainter, rect: QRectF, body: str, stripe: str, *, side: bool = False
               ) -> None:
    """A casino chip drawn without SVG, from above or from the side."""
    base, edge = QColor(body), QColor(stripe)
    painter.save()
    if side:
        grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        grad.setColorAt(0, base.lighter(130))
        grad.setColorAt(1, base.darker(140))
        painter.setPen(QPen(base.darker(170), max(0.6, rect.width() / 90)))
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), rect.height() * 0.4,
                                rect.height() * 0.4)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(edge)
        for i in range(4):
            x = rect.left() + rect.width() * (0.1 + 0.24 * i)
            painter.drawRect(QRectF(x, rect.top() + rect.height() * 0.18, rect.width() * 0.08,
                                    rect.height() * 0.64))
        painter.restore()
        return
    c = rect.center()
    r = min(rect.width(), rect.height()) / 2 - 1
    painter.setPen(QPen(base.darker(170), max(0.6, r / 40)))
    painter.setBrush(base)
    painter.drawEllipse(c, r, r)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(edge)
    for i in range(6):
        a = math.radians(i * 60)
        painter.save()
        painter.translate(c)
        painter.rotate(math.degrees(a))
        painter.drawRect(QRectF(-r * 0.14, -r, r * 0.28, r * 0.22))
        painter.restore()
    painter.setPen(QPen(edge, max(0.6, r / 25), Qt.PenStyle.DashLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(c, r * 0.68, r * 0.68)
    sheen = QRadialGradient(c - QPointF(r * 0.3, r * 0.4), r * 1.3)
    sheen.setColorAt(0, QColor(255, 255, 255, 70))
    sheen.setColorAt(1, QColor(255, 255, 255, 0))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(sheen))
    painter.drawEllipse(c, r, r)
    painter.restore()
