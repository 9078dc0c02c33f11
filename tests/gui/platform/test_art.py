"""Art: SVG where it exists, a drawn card where it does not, always at device pixel size."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QTransform

from studdesk.gui.platform import paths
from studdesk.gui.platform.art import CardArt
from studdesk.gui.table.items import CARD_W, CardItem

SVG = ('<svg xmlns="http://www.w3.org/2000/svg" width="250" height="350" viewBox="0 0 250 350">'
       '<rect width="250" height="350" fill="#00ff00"/></svg>')


def _opaque(image: QImage) -> int:
    return sum(1 for x in range(0, image.width(), 3) for y in range(0, image.height(), 3)
               if image.pixelColor(x, y).alpha() > 0)


def test_resources_env_var(monkeypatch, tmp_path):
    monkeypatch.setenv(paths.ENV_VAR, str(tmp_path))
    assert paths.resource_path("cards", "classic", "As.svg") == tmp_path / "cards/classic/As.svg"


def test_svg_is_preferred_and_drawing_is_the_fallback(monkeypatch, tmp_path, qapp):
    monkeypatch.setenv(paths.ENV_VAR, str(tmp_path))
    art = CardArt()
    assert not art.has_svg("As")
    drawn = art.card_pixmap("As", 100).toImage()
    assert (drawn.width(), drawn.height()) == (100, 140)
    assert _opaque(drawn) > 500  # a real card face, drawn
    assert drawn.pixelColor(50, 70) != drawn.pixelColor(5, 70)  # the ace's pip in the middle
    (tmp_path / "cards" / "classic").mkdir(parents=True)
    (tmp_path / "cards" / "classic" / "As.svg").write_text(SVG)
    art.reload()
    assert art.has_svg("As")
    green = art.card_pixmap("As", 100).toImage().pixelColor(50, 70)
    assert (green.red(), green.green(), green.blue()) == (0, 255, 0)
    back = art.card_pixmap(None, 60).toImage()
    assert _opaque(back) > 200  # no back SVG: drawn


def test_cards_render_at_the_device_scale(qapp):
    from studdesk.gui.platform import art as art_module

    item = CardItem("Kh", True)
    for scale in (1.0, 2.5):
        image = QImage(400, 400, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setTransform(QTransform.fromScale(scale, scale))
        painter.translate(80, 80)
        item.paint(painter, None)  # type: ignore[arg-type]
        painter.end()
        keys = [k for k in art_module.card_art()._pixmaps if k[1] == "Kh"]
        assert ("card", "Kh", art_module.card_art().deck_style, round(CARD_W * scale),
                round(round(CARD_W * scale) * 1.4)) in keys
    assert QRectF(item.boundingRect()).width() > CARD_W


def test_the_logo_is_the_svg_as_rendered_here_or_drawn(monkeypatch, tmp_path, qapp):
    # The logo comes from Qt's icon engine (the lobby's start-up builds nothing for painting):
    # the very pixels QSvgRenderer gives on a transparent, antialiased image.
    from PySide6.QtSvg import QSvgRenderer

    art = CardArt()
    expected = QImage(88, 88, QImage.Format.Format_ARGB32_Premultiplied)
    expected.fill(Qt.GlobalColor.transparent)
    painter = QPainter(expected)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    QSvgRenderer(str(paths.resource_path("icons", "studdesk.svg"))).render(
        painter, QRectF(0, 0, 88, 88))
    painter.end()
    logo = art.logo_pixmap(88).toImage().convertToFormat(expected.format())
    assert logo == expected and _opaque(logo) > 300
    monkeypatch.setenv(paths.ENV_VAR, str(tmp_path))  # no art at all: drawn
    drawn = art.logo_pixmap(88).toImage()
    assert (drawn.width(), drawn.height()) == (88, 88) and _opaque(drawn) > 300
    assert not art.icon().isNull()
    chip = art.chip_pixmap("red", 60).toImage()
    assert _opaque(chip) > 150  # a drawn chip
