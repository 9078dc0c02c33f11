"""All card, chip and icon art goes through here.

Art is SVG in ``resources/`` (found by :mod:`studdesk.gui.platform.paths`): ``cards/classic/As.svg``,
``cards/fourcolor/Td.svg``, ``cards/backs/red.svg`` (viewBox 0 0 250 350), ``chips/red.svg`` (top
view) and ``chips/red-side.svg`` (side view), ``icons/studdesk.svg``. Pixmaps are rendered at the
exact device pixel size a painter asks for and cached, so cards stay crisp on hi-DPI screens and
at any zoom of the table. Where an SVG is missing the same art is drawn with QPainter by
:mod:`.drawn_art` (rank indices, suit pips, court frames, patterned backs, striped chips), so a
checkout without the art still shows a real deck.

The lobby's start-up loads this module (the window's icon, the logo, the deck the settings
chose) but paints no card, so nothing here builds PySide's ``Qt`` namespace on import: its 93
Python enums cost about 30 ms (``tests/gui/platform/test_startup.py``). :func:`_canvas`
imports it when a card is painted, with ``QImage`` and ``QPainter`` (and the SVG renderer's
module), and :mod:`.drawn_art` is loaded only where an SVG is missing.
"""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRectF, QSize, Signal
from PySide6.QtGui import QIcon, QPixmap

from studdesk.gui.platform.paths import resource_path

if TYPE_CHECKING:  # imported where art is painted (see above)
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

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
            from PySide6.QtSvg import QSvgRenderer

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
        image, painter = _canvas(width, height)
        painter.setRenderHint(painter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(painter.RenderHint.TextAntialiasing)
        rect = QRectF(0, 0, width, height)
        renderer = self._renderer(self.card_file(card, back))
        if renderer is not None:
            renderer.render(painter, rect)
        else:
            from studdesk.gui.platform import drawn_art

            if card is None:
                drawn_art.paint_card_back(painter, rect, _BACK_COLOURS[back])
            else:
                drawn_art.paint_card_face(painter, rect, card, _SUIT_COLOURS[self._deck_style])
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
        image, painter = _canvas(width, height)
        name = f"{colour}-side.svg" if side else f"{colour}.svg"
        renderer = self._renderer(resource_path("chips", name))
        rect = QRectF(0, 0, width, height)
        if renderer is not None:
            renderer.render(painter, rect)
        else:
            from studdesk.gui.platform.drawn_art import paint_chip

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
        """The logo, ``size`` pixels square: the SVG as Qt's icon engine draws it (the same
        pixels as rendering it here, with nothing built for painting before the lobby's first
        paint), or an ace of spades on a chip drawn by :mod:`.drawn_art`."""
        path = resource_path("icons", "studdesk.svg")
        if path.is_file():
            return QIcon(str(path)).pixmap(size, size)
        from studdesk.gui.platform.drawn_art import paint_card_face, paint_chip

        image, painter = _canvas(size, size)
        paint_chip(painter, QRectF(0, 0, size, size), "#1f6b3a", "#ffffff")
        card = QRectF(size * 0.3, size * 0.2, size * 0.4, size * 0.56)
        paint_card_face(painter, card, "As", _SUIT_COLOURS["classic"])
        painter.end()
        return QPixmap.fromImage(image)


def _canvas(width: int, height: int) -> tuple[QImage, QPainter]:
    """A transparent image and an antialiased painter on it, to paint art. ``Qt`` is imported
    here, when art is painted, not with the module (see above): even ``image.fill(0)`` has
    PySide build it, to choose between ``fill``'s overloads."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter

    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    return image, painter


_ART: CardArt | None = None


def card_art() -> CardArt:
    """The application's art (created on first use, after the QApplication)."""
    global _ART
    if _ART is None:
        _ART = CardArt()
    return _ART


def card_size_for_width(width: float) -> QSize:
    return QSize(round(width), round(width * CARD_ASPECT))
