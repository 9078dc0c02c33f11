"""Make the Windows icon, packaging/windows/studdesk.ico, from the PNG icon set.

    python packaging/make_ico.py [--icons resources/icons] [--output packaging/windows/studdesk.ico]

The PNGs are resources/icons/hicolor/<N>x<N>/apps/studdesk.png. Each size the .ico holds is taken
from the PNG of that size where there is one, and scaled down from the largest otherwise.
Pillow is a build tool here (the Windows workflow installs it); the app does not use it.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICO_SIZES = (16, 20, 24, 32, 40, 48, 64, 96, 128, 256)


def png_icons(icons: Path) -> dict[int, Path]:
    """The square PNG icons by edge length in pixels."""
    found = {}
    for path in icons.glob("hicolor/*/apps/studdesk.png"):
        match = re.fullmatch(r"(\d+)x\1", path.parent.parent.name)
        if match:
            found[int(match[1])] = path
    return dict(sorted(found.items()))


def make_ico(icons: Path, output: Path) -> list[int]:
    pngs = png_icons(icons)
    if not pngs:
        raise SystemExit(f"make_ico: no {icons}/hicolor/<N>x<N>/apps/studdesk.png icons")
    largest = max(pngs)
    if largest < 256:
        raise SystemExit(f"make_ico: the largest icon is {largest}px; Windows needs 256x256")

    from PIL import Image

    source = Image.open(pngs[largest]).convert("RGBA")
    images = []
    for size in ICO_SIZES:
        if size in pngs:
            image = Image.open(pngs[size]).convert("RGBA")
            if image.size != (size, size):
                raise SystemExit(f"make_ico: {pngs[size]} is {image.size}, not {size}x{size}")
        else:
            image = source.resize((size, size), Image.Resampling.LANCZOS)
        images.append(image)
    output.parent.mkdir(parents=True, exist_ok=True)
    # Pillow writes one entry per size and takes each from append_images when one matches.
    images[-1].save(output, format="ICO", sizes=[im.size for im in images], append_images=images)
    return list(ICO_SIZES)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--icons", type=Path, default=ROOT / "resources" / "icons")
    parser.add_argument("--output", type=Path, default=ROOT / "packaging" / "windows" / "studdesk.ico")
    args = parser.parse_args(argv)
    sizes = make_ico(args.icons, args.output)
    print(f"make_ico: {args.output} ({', '.join(map(str, sizes))} px)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
