"""The table itself, drawn once per frame behind the items: the room, the padded rail with its
stitched seam, the wooden trim, the felt with its grain, the betting line, the printed name and
caption, and the dealer's chip tray."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)

from studdesk.gui.platform.art import card_art
from studdesk.gui.table.items import device_scale, fitted_font, font
from studdesk.gui.table.seat_layout import (
    CAPTION_ROOM,
    CENTRE,
    FELT_RX,
    FELT_RY,
    LOGO_POS,
    RAIL_RX,
    RAIL_RY,
    SCENE_RECT,
)

_felt_texture: QPixmap | None = None


def paint_felt(painter: QPainter, rect: QRectF, caption: str) -> None:
    """Draw the table into ``rect`` (scene units), ``caption`` printed on the felt under the
    name (the game and stakes, already in the interface's language)."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    room = QRadialGradient(CENTRE, 1000)
    room.setColorAt(0.0, QColor("#2a221c"))
    room.setColorAt(0.7, QColor("#15110e"))
    room.setColorAt(1.0, QColor("#0b0908"))
    painter.fillRect(rect.united(SCENE_RECT), QBrush(room))
    c = CENTRE
    # Shadow under the table.
    painter.setPen(Qt.PenStyle.NoPen)
    for k in range(6):
        painter.setBrush(QColor(0, 0, 0, 28))
        painter.drawEllipse(QPointF(c.x(), c.y() + 16), RAIL_RX + 8 - k * 3, RAIL_RY + 10 - k * 3)
    # Rail: padded leather with a stitched seam.
    rail = QRadialGradient(QPointF(c.x(), c.y() - 120), RAIL_RX * 1.15)
    rail.setColorAt(0.0, QColor("#6b4127"))
    rail.setColorAt(0.75, QColor("#4a2a17"))
    rail.setColorAt(1.0, QColor("#2c170b"))
    painter.setBrush(QBrush(rail))
    painter.setPen(QPen(QColor("#1b0e06"), 3))
    painter.drawEllipse(c, RAIL_RX, RAIL_RY)
    sheen = QPainterPath()
    sheen.addEllipse(c, RAIL_RX - 6, RAIL_RY - 6)
    inner = QPainterPath()
    inner.addEllipse(QPointF(c.x(), c.y() + 10), RAIL_RX - 20, RAIL_RY - 14)
    painter.fillPath(sheen.subtracted(inner), QColor(255, 230, 200, 26))
    seam = QPen(QColor(230, 200, 160, 70), 1.6, Qt.PenStyle.DashLine)
    seam.setDashPattern([4, 4])
    painter.setPen(seam)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(c, (RAIL_RX + FELT_RX) / 2 + 4, (RAIL_RY + FELT_RY) / 2 + 4)
    # Wooden trim between rail and felt.
    painter.setPen(QPen(QColor("#2a1608"), 2))
    painter.setBrush(QColor("#8a5a2b"))
    painter.drawEllipse(c, FELT_RX + 9, FELT_RY + 9)
    painter.setPen(QPen(QColor(255, 220, 170, 70), 1.5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(c, FELT_RX + 6, FELT_RY + 6)
    # Felt: lit from above, darker at the edge, with a fine cloth grain.
    felt = QRadialGradient(QPointF(c.x(), c.y() - 40), FELT_RX * 1.05)
    felt.setColorAt(0.0, QColor("#2f8f55"))
    felt.setColorAt(0.55, QColor("#237844"))
    felt.setColorAt(1.0, QColor("#134a2a"))
    painter.setPen(QPen(QColor("#0d3019"), 2))
    painter.setBrush(QBrush(felt))
    painter.drawEllipse(c, FELT_RX, FELT_RY)
    clip = QPainterPath()
    clip.addEllipse(c, FELT_RX, FELT_RY)
    painter.save()
    painter.setClipPath(clip)
    painter.setOpacity(0.5)
    painter.fillRect(QRectF(c.x() - FELT_RX, c.y() - FELT_RY, 2 * FELT_RX, 2 * FELT_RY),
                     QBrush(_texture()))
    painter.restore()
    # Betting line and the printed words.
    painter.setPen(QPen(QColor(240, 220, 150, 55), 2.5))
    painter.drawEllipse(c, FELT_RX - 150, FELT_RY - 125)
    painter.setFont(font(72, bold=True, family="DejaVu Serif"))
    painter.setPen(QColor(255, 255, 255, 30))
    painter.drawText(QRectF(LOGO_POS.x() - 400, LOGO_POS.y() - 50, 800, 90),
                     Qt.AlignmentFlag.AlignCenter, "StudDesk")
    painter.setFont(fitted_font(caption, 20, CAPTION_ROOM, bold=True))
    painter.setPen(QColor(255, 240, 200, 70))
    painter.drawText(QRectF(LOGO_POS.x() - 400, LOGO_POS.y() + 38, 800, 36),
                     Qt.AlignmentFlag.AlignCenter, caption)
    _draw_tray(painter)


def _draw_tray(painter: QPainter) -> None:
    """The dealer's chip tray at the top of the table, between seats 8 and 1."""
    tray = QRectF(CENTRE.x() - 125, 24, 250, 62)
    painter.setPen(QPen(QColor("#120a05"), 2))
    painter.setBrush(QColor("#24150b"))
    painter.drawRoundedRect(tray, 12, 12)
    painter.setBrush(QColor("#0f0904"))
    painter.setPen(Qt.PenStyle.NoPen)
    scale = device_scale(painter)
    colours = ("purple", "black", "green", "red", "white", "white", "red", "green")
    for i, colour in enumerate(colours):
        slot = QRectF(tray.left() + 10 + i * 29.5, tray.top() + 8, 26, 46)
        painter.setBrush(QColor("#0f0904"))
        painter.drawRoundedRect(slot, 8, 8)
        pm = card_art().chip_pixmap(colour, round(26 * scale), side=True)
        for k in range(4):
            painter.drawPixmap(QRectF(slot.left(), slot.bottom() - 12 - k * 8, 26, 10.4), pm,
                               QRectF(pm.rect()))


def _texture() -> QPixmap:
    """A fine cloth grain, made once (the same every time: a seeded generator)."""
    global _felt_texture
    if _felt_texture is None:
        rng = random.Random(7)
        image = QImage(96, 96, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        p = QPainter(image)
        for _ in range(900):
            x, y = rng.uniform(0, 96), rng.uniform(0, 96)
            shade = rng.choice((QColor(0, 0, 0, 26), QColor(255, 255, 255, 14)))
            p.setPen(QPen(shade, 0.8))
            p.drawLine(QPointF(x, y), QPointF(x + rng.uniform(-1.5, 1.5), y + 1.5))
        p.end()
        _felt_texture = QPixmap.fromImage(image)
    return _felt_texture
