"""All card, chip and icon art goes through here.

Art is SVG in ``resources/`` (found by :mod:`studdesk.gui.platform.paths`): ``cards/classic/As.svg``,
``cards/fourcolor/Td.svg``, ``cards/backs/red.svg`` (viewBox 0 0 250 350), ``chips/red.svg`` (top
view) and ``chips/red-side.svg`` (side view), ``icons/studdesk.svg``. Pixmaps are rendered at the
exact device pixel size a painter asks for and cached, so cards stay crisp on hi-DPI screens and
at any zoom of the table. Where an SVG is missing the same art is drawn here with QPainter (rank
indices, suit pips, court frames, patterned backs, striped chips), so a checkout without the art
still shows a real deck.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from pathlib import Path

from PySide6.QtCore import QObject, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QIcon,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
    QTransform,
)
from PySide6.QtSvg import QSvgRenderer

from studdesk.gui.platform.paths import resource_path

CARD_ASPECT = 350 / 250  # height / width of every card face and back
DECK_STYLES = ("classic", "fourcolor")
BACK_COLOURS = ("red", "blue", "green")
CHIP_COLOURS = ("white", "red", "green", "black", "purple")

_SUIT_COLOURS = {
    "classic": {"s": "#161616", "c": "#161616", "h": "#c8102e", "d": "#c8102e"},
    "fourcolor": {"s": "#161616", "c": "#13833a", "h": "#c8102e", "d": "#1f5fd6"},
}
_BACK_COLOURS = {"red": "#a8202a", "blue": "#1d4f9c", "green": "#1f6b3a"}
_CHIP_COLOURS = {
    "white": ("#f2f0e8", "#3a66b8"), "red": ("#c1262d", "#ffffff"),
    "green": ("#23804a", "#ffffff"), "black": ("#222222", "#ffffff"),
    "purple": ("#6b2f93", "#f3c340"),
}
_CACHE_LIMIT = 700


class CardArt(QObject):
    """Renders and caches the art. One instance per application: :func:`card_art`."""

    art_changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._deck_style = "classic"
        self._back = "red"
        self._renderers: dict[Path, QSvgRenderer | None] = {}
        self._pixmaps: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()

    # ------------------------------------------------------------------ options

    @property
    def deck_style(self) -> str:
        return self._deck_style

    @property
    def back(self) -> str:
        return self._back

    def set_deck_style(self, style: str) -> None:
        style = style if style in DECK_STYLES else "classic"
        if style != self._deck_style:
            self._deck_style = style
            self._pixmaps.clear()
            self.art_changed.emit()

    def set_back(self, colour: str) -> None:
        colour = colour if colour in BACK_COLOURS else "red"
        if colour != self._back:
            self._back = colour
            self._pixmaps.clear()
            self.art_changed.emit()

    def reload(self) -> None:
        """Forget rendered art and renderers (after ``STUDDESK_RESOURCES`` changes)."""
        self._renderers.clear()
        self._pixmaps.clear()
        self.art_changed.emit()

    # ------------------------------------------------------------------ files

    def card_file(self, card: str | None, back: str | None = None) -> Path:
        if card is None:
            return resource_path("cards", "backs", f"{back or self._back}.svg")
        return resource_path("cards", self._deck_style, f"{card}.svg")

    def has_svg(self, card: str | None) -> bool:
        return self._renderer(self.card_file(card)) is not None

    def _renderer(self, path: Path) -> QSvgRenderer | None:
        if path not in self._renderers:
            renderer: QSvgRenderer | None = None
            if path.is_file():
                renderer = QSvgRenderer(str(path))
                if not renderer.isValid():
                    renderer = None
            self._renderers[path] = renderer
        return self._renderers[path]

    # ------------------------------------------------------------------ pixmaps

    def _cached(self, key: tuple[object, ...]) -> QPixmap | None:
        pm = self._pixmaps.get(key)
        if pm is not None:
            self._pixmaps.move_to_end(key)
        return pm

    def _store(self, key: tuple[object, ...], pm: QPixmap) -> QPixmap:
        self._pixmaps[key] = pm
        if len(self._pixmaps) > _CACHE_LIMIT:
            self._pixmaps.popitem(last=False)
        return pm

    def card_pixmap(self, card: str | None, width: int, *, back: str | None = None) -> QPixmap:
        """The face of ``card`` (``"As"``), or the back for ``None`` (``back`` picks another
        colour than the chosen one), ``width`` device pixels wide (height follows the 250x350
        card shape)."""
        width = max(4, int(width))
        height = max(4, round(width * CARD_ASPECT))
        back = back if back in BACK_COLOURS else self._back
        key = ("card", card, self._deck_style if card else back, width, height)
        pm = self._cached(key)
        if pm is not None:
            return pm
        image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        rect = QRectF(0, 0, width, height)
        renderer = self._renderer(self.card_file(card, back))
        if renderer is not None:
            renderer.render(painter, rect)
        elif card is None:
            paint_card_back(painter, rect, _BACK_COLOURS[back])
        else:
            paint_card_face(painter, rect, card, _SUIT_COLOURS[self._deck_style])
        painter.end()
        return self._store(key, QPixmap.fromImage(image))

    def chip_pixmap(self, colour: str, width: int, *, side: bool = False) -> QPixmap:
        """A chip seen from above (square) or from the side (``side=True``, 100x40 shape)."""
        width = max(4, int(width))
        height = max(2, round(width * (0.4 if side else 1.0)))
        key = ("chip", colour, side, width)
        pm = self._cached(key)
        if pm is not None:
            return pm
        image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        name = f"{colour}-side.svg" if side else f"{colour}.svg"
        renderer = self._renderer(resource_path("chips", name))
        rect = QRectF(0, 0, width, height)
        if renderer is not None:
            renderer.render(painter, rect)
        else:
            paint_chip(painter, rect, *_CHIP_COLOURS.get(colour, _CHIP_COLOURS["red"]), side=side)
        painter.end()
        return self._store(key, QPixmap.fromImage(image))

    def icon(self) -> QIcon:
        """The application icon (the SVG, or a drawn ace of spades on a chip)."""
        path = resource_path("icons", "studdesk.svg")
        if path.is_file():
            return QIcon(str(path))
        icon = QIcon()
        for size in (16, 32, 64, 128, 256):
            icon.addPixmap(self.logo_pixmap(size))
        return icon

    def logo_pixmap(self, size: int) -> QPixmap:
        path = resource_path("icons", "studdesk.svg")
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer = self._renderer(path)
        if renderer is not None:
            renderer.render(painter, QRectF(0, 0, size, size))
        else:
            paint_chip(painter, QRectF(0, 0, size, size), "#1f6b3a", "#ffffff")
            card = QRectF(size * 0.3, size * 0.2, size * 0.4, size * 0.56)
            paint_card_face(painter, card, "As", _SUIT_COLOURS["classic"])
        painter.end()
        return QPixmap.fromImage(image)


_ART: CardArt | None = None


def card_art() -> CardArt:
    """The application's art (created on first use, after the QApplication)."""
    global _ART
    if _ART is None:
        _ART = CardArt()
    return _ART


# ---------------------------------------------------------------------------- drawing


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


def card_size_for_width(width: float) -> QSize:
    return QSize(round(width), round(width * CARD_ASPECT))
