#!/usr/bin/env python3
"""Render the card art onto one PNG to look at (needs PySide6; not part of the app).

    QT_QPA_PLATFORM=offscreen python resources/render_contact_sheet.py [-o /tmp/contact.png]
    QT_QPA_PLATFORM=offscreen python resources/render_contact_sheet.py \
        --height 500 -o /tmp/large.png cards/classic/Ks.svg cards/classic/As.svg

Without file arguments it draws every classic face, every four-colour face, the backs, the icon
and the chips, one group to a row block, on a felt-green background like the table's.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

HERE = Path(__file__).resolve().parent
RANKS = "23456789TJQKA"
SUITS = "cdhs"
FELT = QColor("#1f6b45")


Row = tuple[list[Path], float]   # files, and their height as a fraction of a card's


def default_rows(root: Path) -> list[Row]:
    rows: list[Row] = []
    for deck in ("classic", "fourcolor"):
        for suit in SUITS:
            rows.append(([root / "cards" / deck / f"{rank}{suit}.svg" for rank in RANKS], 1.0))
    extras = sorted((root / "cards" / "backs").glob("*.svg"))
    extras += [root / "icons" / "studdesk.svg", root / "icons" / "studdesk-small.svg"]
    rows.append(([p for p in extras if p.exists()], 1.0))
    chips = sorted((root / "chips").glob("*.svg"))
    rows.append(([p for p in chips if "-side" not in p.stem], 0.6))
    rows.append(([p for p in chips if "-side" in p.stem], 0.3))
    return [row for row in rows if row[0]]


def render(rows: list[Row], height: int, out: Path) -> None:
    gap = max(4, height // 12)
    renderers = [([QSvgRenderer(str(p)) for p in files], scale) for files, scale in rows]
    for (files, _), (rrow, _) in zip(rows, renderers):
        for path, r in zip(files, rrow):
            if not r.isValid():
                raise SystemExit(f"invalid SVG: {path}")

    def size(r: QSvgRenderer, scale: float) -> tuple[float, float]:
        box = r.viewBoxF()
        h = height * scale
        return box.width() * h / box.height(), h

    width = max(sum(size(r, sc)[0] + gap for r in rrow) for rrow, sc in renderers) + gap
    total_h = sum(height * sc + gap for _, sc in renderers) + gap
    image = QImage(int(width), int(total_h), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(FELT)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    y = gap
    for rrow, scale in renderers:
        x = gap
        for r in rrow:
            w, h = size(r, scale)
            r.render(painter, QRectF(x, y, w, h))
            x += w + gap
        y += height * scale + gap
    painter.end()
    image.save(str(out))
    print(f"wrote {out} ({image.width()}x{image.height()})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-o", "--out", type=Path, default=Path("/tmp/contact.png"))
    parser.add_argument("--height", type=int, default=140, help="card height in pixels")
    parser.add_argument("--per-row", type=int, default=13)
    parser.add_argument("files", nargs="*", help="SVG files (relative to resources/) to draw")
    args = parser.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841
    if args.files:
        paths = [p if p.is_absolute() else HERE / p for p in map(Path, args.files)]
        rows = [(paths[i:i + args.per_row], 1.0) for i in range(0, len(paths), args.per_row)]
    else:
        rows = default_rows(HERE)
    render(rows, args.height, args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
