#!/usr/bin/env python3
"""Export the application icon as PNGs for the hicolor icon theme (needs PySide6).

    QT_QPA_PLATFORM=offscreen python resources/render_icons.py

Writes ``icons/hicolor/<N>x<N>/apps/studdesk.png`` for every size in :data:`SIZES`. The
smallest sizes are drawn from ``icons/studdesk-small.svg``, a simplified drawing (one big pip per
card, no indices) that stays legible at 16 and 32 pixels; the others from ``icons/studdesk.svg``.
Run ``make_cards.py`` first when the SVGs change.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF, Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

HERE = Path(__file__).resolve().parent
SIZES = (16, 32, 48, 64, 128, 256, 512)
SMALL_UP_TO = 32


def source_for(size: int, root: Path = HERE) -> Path:
    name = "studdesk-small.svg" if size <= SMALL_UP_TO else "studdesk.svg"
    return root / "icons" / name


def render_png(svg: Path, size: int) -> QImage:
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"invalid SVG: {svg}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", type=Path, default=HERE,
                        help="the resources folder (default: this script's folder)")
    args = parser.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841
    for size in SIZES:
        out = args.root / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "studdesk.png"
        out.parent.mkdir(parents=True, exist_ok=True)
        if not render_png(source_for(size, args.root), size).save(str(out), "PNG"):
            raise SystemExit(f"could not write {out}")
        print(f"wrote {out.relative_to(args.root)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
