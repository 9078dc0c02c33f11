"""The generated art in ``resources/``: complete, well-formed, reproducible, and drawable by Qt."""

from __future__ import annotations

import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
RESOURCES = ROOT / "resources"
CODES = [rank + suit for suit in "cdhs" for rank in "23456789TJQKA"]
DECKS = ("classic", "fourcolor")
BACKS = ("red", "blue", "green")
CHIPS = ("white", "red", "green", "black", "purple")
ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)
GENERATED_DIRS = ("cards", "chips", "icons")
SVG_NS = "{http://www.w3.org/2000/svg}"
# Things QSvgRenderer (SVG Tiny 1.2) ignores or draws differently, and fonts we must not need.
UNSUPPORTED = ("text", "pattern", "clipPath", "mask", "filter", "style", "foreignObject", "image")


def all_svgs() -> list[Path]:
    return sorted(p for d in GENERATED_DIRS for p in (RESOURCES / d).rglob("*.svg"))


def card_svgs() -> list[Path]:
    return sorted((RESOURCES / "cards").rglob("*.svg"))


def rel(path: Path) -> str:
    return str(path.relative_to(RESOURCES))


# --------------------------------------------------------------------------------------------
# Files and XML


@pytest.mark.parametrize("deck", DECKS)
def test_every_card_exists_in_both_decks(deck: str) -> None:
    folder = RESOURCES / "cards" / deck
    names = sorted(p.stem for p in folder.glob("*.svg"))
    assert names == sorted(CODES)


def test_backs_and_chips_exist() -> None:
    for name in BACKS:
        assert (RESOURCES / "cards" / "backs" / f"{name}.svg").is_file(), name
    for name in CHIPS:
        for suffix in ("", "-side", "-side-turned"):
            assert (RESOURCES / "chips" / f"{name}{suffix}.svg").is_file(), name + suffix
    assert (RESOURCES / "icons" / "studdesk.svg").is_file()


@pytest.mark.parametrize("path", card_svgs(), ids=rel)
def test_card_svg_parses_with_card_viewbox(path: Path) -> None:
    root = ET.parse(path).getroot()
    assert root.tag == f"{SVG_NS}svg"
    assert root.get("viewBox") == "0 0 250 350"


@pytest.mark.parametrize("path", all_svgs(), ids=rel)
def test_svg_uses_only_what_qt_draws(path: Path) -> None:
    root = ET.parse(path).getroot()
    ids = {el.get("id") for el in root.iter() if el.get("id")}
    for el in root.iter():
        name = el.tag.removeprefix(SVG_NS)
        assert name not in UNSUPPORTED, f"<{name}> in {rel(path)}"
        assert "class" not in el.attrib and "style" not in el.attrib, rel(path)
        href = el.get("{http://www.w3.org/1999/xlink}href")
        if href is not None:
            assert href.removeprefix("#") in ids, f"dangling reference {href} in {rel(path)}"


def test_the_ten_reads_ten() -> None:
    # The "T" card's index is drawn as "1" and "0", not as a letter T.
    text = (RESOURCES / "cards" / "classic" / "Th.svg").read_text(encoding="utf-8")
    assert "<title>Ten of Hearts</title>" in text
    assert 'd="M2 18L18 2L18 98M55 2' in text   # the "1" stroke, then the "0" of the 10 glyph


def test_generator_reproduces_the_committed_files(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, str(RESOURCES / "make_cards.py"), "--out", str(tmp_path)],
        capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 0, result.stderr
    generated = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*.svg"))
    committed = sorted(p.relative_to(RESOURCES) for p in all_svgs())
    assert generated == committed, "stale or missing SVGs: run resources/make_cards.py"
    different = [str(p) for p in generated if (tmp_path / p).read_bytes() != (RESOURCES / p).read_bytes()]
    assert different == [], "committed SVGs differ from make_cards.py's output"


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    assert data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


@pytest.mark.parametrize("size", ICON_SIZES)
def test_icon_png_exists_at_every_size(size: int) -> None:
    path = RESOURCES / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "studdesk.png"
    assert path.is_file()
    assert png_size(path) == (size, size)


def test_png_size_reader_rejects_other_files(tmp_path: Path) -> None:
    fake = tmp_path / "fake.png"
    fake.write_bytes(b"GIF89a" + bytes(30))
    with pytest.raises(AssertionError):
        png_size(fake)


# --------------------------------------------------------------------------------------------
# Drawing with Qt


@pytest.fixture(scope="module")
def render(request: pytest.FixtureRequest) -> Callable[[Path | bytes, int, int], Any]:
    """render(path, width, height) -> QImage, drawn on transparent with QSvgRenderer."""
    qtsvg = pytest.importorskip("PySide6.QtSvg")
    from PySide6.QtCore import QByteArray, QRectF, Qt
    from PySide6.QtGui import QImage, QPainter

    try:   # share pytest-qt's QApplication with the GUI tests
        request.getfixturevalue("qapp")
    except pytest.FixtureLookupError:
        from PySide6.QtWidgets import QApplication

        _app = QApplication.instance() or QApplication([])

    def draw(source: Path | bytes, width: int, height: int) -> QImage:
        data = source if isinstance(source, bytes) else source.read_bytes()
        renderer = qtsvg.QSvgRenderer(QByteArray(data))
        assert renderer.isValid(), f"QSvgRenderer cannot read {source!r:.80}"
        image = QImage(width, height, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter, QRectF(0, 0, width, height))
        painter.end()
        return image

    return draw


def pixels(image: Any, box: tuple[int, int, int, int] | None = None) -> list[tuple[int, int, int, int]]:
    """(r, g, b, a) of every pixel in box = (x, y, w, h), or in the whole image."""
    x0, y0, w, h = box or (0, 0, image.width(), image.height())
    out = []
    for y in range(y0, y0 + h):
        for x in range(x0, x0 + w):
            c = image.pixelColor(x, y)
            out.append((c.red(), c.green(), c.blue(), c.alpha()))
    return out


def share(px: list[tuple[int, int, int, int]], test: Callable[[int, int, int], bool]) -> float:
    return sum(1 for p in px if p[3] > 200 and test(*p[:3])) / len(px)


def is_dark(r: int, g: int, b: int) -> bool:
    return max(r, g, b) < 70


def is_red(r: int, g: int, b: int) -> bool:
    return r > 150 and g < 80 and b < 90


def is_blue(r: int, g: int, b: int) -> bool:
    return b > 150 and r < 80 and g < 120


def is_green(r: int, g: int, b: int) -> bool:
    return g > 100 and r < 60 and b < 100


def distinct_colours(px: list[tuple[int, int, int, int]]) -> int:
    return len({p for p in px if p[3] > 0})


@pytest.mark.parametrize("path", all_svgs(), ids=rel)
def test_every_svg_draws_something(render: Any, path: Path) -> None:
    image = render(path, 75, 105)
    px = pixels(image)
    opaque = sum(1 for p in px if p[3] > 200) / len(px)
    assert opaque > 0.3, f"{rel(path)} is mostly transparent"
    assert distinct_colours(px) > 20, f"{rel(path)} is blank"


def test_blank_detector_sees_a_blank_card(render: Any) -> None:
    blank = (b'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 250 350">'
             b'<rect width="250" height="350" fill="#ffffff"/></svg>')
    assert distinct_colours(pixels(render(blank, 75, 105))) <= 20


def test_ace_of_spades_is_dark_in_the_middle(render: Any) -> None:
    image = render(RESOURCES / "cards" / "classic" / "As.svg", 250, 350)
    assert share(pixels(image, (95, 135, 60, 60)), is_dark) > 0.5
    assert share(pixels(image, (0, 0, 250, 350)), is_red) == 0


@pytest.mark.parametrize("deck", DECKS)
def test_hearts_are_red_in_both_decks(render: Any, deck: str) -> None:
    image = render(RESOURCES / "cards" / deck / "7h.svg", 250, 350)
    assert share(pixels(image), is_red) > 0.05
    # The index in both corners: the top-left one and the one turned upside down.
    assert share(pixels(image, (5, 5, 35, 75)), is_red) > 0.1
    assert share(pixels(image, (210, 270, 35, 75)), is_red) > 0.1


@pytest.mark.parametrize(("code", "four_colour", "two_colour"), [
    ("5c", is_green, is_dark), ("5d", is_blue, is_red), ("5h", is_red, is_red),
    ("5s", is_dark, is_dark),
])
def test_suit_colours(render: Any, code: str, four_colour: Callable[[int, int, int], bool],
                      two_colour: Callable[[int, int, int], bool]) -> None:
    for deck, colour_test in (("fourcolor", four_colour), ("classic", two_colour)):
        px = pixels(render(RESOURCES / "cards" / deck / f"{code}.svg", 125, 175))
        assert share(px, colour_test) > 0.04, f"{deck} {code}"
        others = [t for t in (is_red, is_blue, is_green) if t is not colour_test]
        for other in others:
            assert share(px, other) < 0.002, f"{deck} {code} has {other.__name__} pixels"


@pytest.mark.parametrize("rank", "JQK")
def test_court_cards_are_pictures(render: Any, rank: str) -> None:
    # A figure in several colours fills the middle of the card, not just a letter.
    image = render(RESOURCES / "cards" / "classic" / f"{rank}s.svg", 125, 175)
    middle = pixels(image, (30, 50, 65, 75))
    assert share(middle, lambda r, g, b: r > 200 and g > 150 and b < 100) > 0.05   # gold
    assert share(middle, lambda r, g, b: b > 120 and r < 90) > 0.05                # blue
    assert distinct_colours(middle) > 100


def test_court_cards_differ(render: Any) -> None:
    images = [render(RESOURCES / "cards" / "classic" / f"{r}h.svg", 60, 84) for r in "JQK"]
    assert images[0] != images[1] != images[2] != images[0]


def test_backs_fill_the_card_but_keep_a_white_margin(render: Any) -> None:
    for name, test in (("red", is_red), ("blue", is_blue), ("green", is_green)):
        image = render(RESOURCES / "cards" / "backs" / f"{name}.svg", 250, 350)
        assert share(pixels(image, (40, 40, 170, 270)), test) > 0.4, name
        margin = pixels(image, (4, 100, 5, 150))
        assert share(margin, lambda r, g, b: min(r, g, b) > 240) > 0.9, name
