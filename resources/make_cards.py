#!/usr/bin/env python3
"""Generate StudDesk's card art, app icon and chips as SVG (standard library only).

Writes, under the output folder (``resources/`` by default):

- ``cards/classic/<code>.svg`` and ``cards/fourcolor/<code>.svg``: the 52 faces, named by the
  two-character card code (``As``, ``Td``, ``2c``);
- ``cards/backs/<colour>.svg``: card backs;
- ``icons/studdesk.svg``: the application icon (``render_icons.py`` turns it into PNGs);
- ``chips/<colour>.svg`` (seen from above) and ``chips/<colour>-side.svg`` (seen at an angle,
  for drawing stacks).

Everything is drawn with plain paths, fills, strokes, transforms and gradients, so Qt's
``QSvgRenderer`` (SVG Tiny 1.2) draws it the same everywhere: no fonts, no filters, no CSS, no
clip paths or patterns. The output is deterministic: running the script twice gives
byte-identical files.

    python resources/make_cards.py [--out DIR]
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Iterable
from pathlib import Path

RANKS = "23456789TJQKA"
SUITS = "cdhs"
SUIT_NAMES = {"c": "Clubs", "d": "Diamonds", "h": "Hearts", "s": "Spades"}
RANK_NAMES = {
    "2": "Two", "3": "Three", "4": "Four", "5": "Five", "6": "Six", "7": "Seven",
    "8": "Eight", "9": "Nine", "T": "Ten", "J": "Jack", "Q": "Queen", "K": "King", "A": "Ace",
}

CARD_W, CARD_H = 250, 350
CARD_RADIUS = 12
CX, CY = CARD_W / 2, CARD_H / 2

INK = "#161616"
RED = "#c8102e"
GREEN = "#13803a"
BLUE = "#1553c4"
GOLD = "#f0bf3a"
GOLD_DARK = "#a47b12"
ROYAL_BLUE = "#2a56a8"
SKIN = "#f8dcbc"
LINE = "#1d1d1d"

DECKS = {
    "classic": {"c": INK, "d": RED, "h": RED, "s": INK},
    "fourcolor": {"c": GREEN, "d": BLUE, "h": RED, "s": INK},
}

SVG_OPEN = (
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"'
    ' version="1.2" baseProfile="tiny" width="{w}" height="{h}" viewBox="0 0 {w} {h}">'
)


# --------------------------------------------------------------------------------------------
# Small helpers


def num(value: float) -> str:
    """A number as short, stable text: at most two decimals, no ``-0``."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def attrs(**kwargs: object) -> str:
    parts = []
    for key, value in kwargs.items():
        if value is None:
            continue
        name = key.rstrip("_").replace("_", "-")
        if name == "xlink-href":
            name = "xlink:href"
        text = num(value) if isinstance(value, float) else str(value)
        parts.append(f' {name}="{text}"')
    return "".join(parts)


def tag(name: str, **kwargs: object) -> str:
    return f"<{name}{attrs(**kwargs)}/>"


def group(children: Iterable[str], **kwargs: object) -> str:
    return f"<g{attrs(**kwargs)}>" + "".join(children) + "</g>"


def use(ref: str, transform: str | None = None, **kwargs: object) -> str:
    return tag("use", xlink_href=f"#{ref}", transform=transform, **kwargs)


def document(width: int, height: int, title: str, body: Iterable[str], defs: Iterable[str] = ()) -> str:
    defs = list(defs)
    out = [SVG_OPEN.format(w=width, h=height), f"<title>{title}</title>"]
    if defs:
        out.append("<defs>" + "".join(defs) + "</defs>")
    out.extend(body)
    out.append("</svg>")
    return "\n".join(out) + "\n"


def circle_path(cx: float, cy: float, r: float) -> str:
    """A circle as path data (two arcs), clockwise, so circles union under nonzero fill."""
    return (
        f"M{num(cx - r)} {num(cy)}a{num(r)} {num(r)} 0 1 1 {num(2 * r)} 0"
        f"a{num(r)} {num(r)} 0 1 1 {num(-2 * r)} 0z"
    )


def polar(cx: float, cy: float, r: float, degrees: float) -> tuple[float, float]:
    a = math.radians(degrees)
    return cx + r * math.sin(a), cy - r * math.cos(a)


# --------------------------------------------------------------------------------------------
# Suit pips: paths in a 100 x 100 box centred on the origin


PIPS = {
    "h": (
        "M0 46C-6 34-20 22-32 10C-44-2-50-12-50-23C-50-37-39-47-26-47C-14-47-4-39 0-29"
        "C4-39 14-47 26-47C39-47 50-37 50-23C50-12 44-2 32 10C20 22 6 34 0 46z"
    ),
    "d": "M0-50Q16-22 38 0Q16 22 0 50Q-16 22-38 0Q-16-22 0-50z",
    "s": (
        "M0-50C8-36 22-26 34-15C46-4 50 5 50 15C50 29 40 37 28 37C18 37 10 33 5 26"
        "C6 36 11 44 20 50L-20 50C-11 44-6 36-5 26C-10 33-18 37-28 37C-40 37-50 29-50 15"
        "C-50 5-46-4-34-15C-22-26-8-36 0-50z"
    ),
    "c": (
        circle_path(0, -25, 23) + circle_path(-25, 13, 23) + circle_path(25, 13, 23)
        + circle_path(0, 2, 15) + "M-16 0L16 0L7 24L-7 24z"
        + "M6 14C6 30 11 42 22 50L-22 50C-11 42-6 30-6 14z"
    ),
}


def pip_def(suit: str, colour: str, ident: str = "p") -> str:
    return tag("path", id=ident, d=PIPS[suit], fill=colour)


# --------------------------------------------------------------------------------------------
# Index glyphs: monoline strokes in a box 100 units tall (0 = top, 100 = baseline)

GLYPHS = {
    "2": (56, "M5 27C5 11 16 2 28 2C41 2 51 11 51 26C51 42 41 52 29 64L5 98L53 98"),
    "3": (56, "M6 13C11 6 19 2 28 2C41 2 50 10 50 24C50 38 40 46 24 46C42 46 52 56 52 72"
              "C52 88 41 98 27 98C18 98 9 94 4 86"),
    "4": (58, "M42 98L42 2L3 68L56 68"),
    "5": (56, "M48 2L12 2L8 45C14 40 21 38 28 38C43 38 52 50 52 67C52 86 41 98 27 98"
              "C17 98 9 94 4 86"),
    "6": (56, "M47 10C42 5 36 2 29 2C13 2 5 22 5 52C5 82 15 98 29 98C43 98 52 86 52 70"
              "C52 53 42 42 29 42C17 42 5 51 5 66"),
    "7": (56, "M4 2L52 2C37 28 25 60 21 98"),
    "8": (56, "M28 46C15 46 8 37 8 24C8 11 16 2 28 2C40 2 48 11 48 24C48 37 41 46 28 46z"
              "M28 46C13 46 5 56 5 71C5 87 15 98 28 98C41 98 51 87 51 71C51 56 43 46 28 46z"),
    "9": (56, "M9 90C14 95 20 98 27 98C43 98 51 78 51 48C51 18 41 2 27 2C13 2 4 14 4 30"
              "C4 47 14 58 27 58C39 58 51 49 51 34"),
    "0": (50, "M25 2C11 2 4 22 4 50C4 78 11 98 25 98C39 98 46 78 46 50C46 22 39 2 25 2z"),
    "1": (36, "M6 20L26 2L26 98"),
    "T": (74, "M2 18L18 2L18 98M55 2C41 2 36 22 36 50C36 78 41 98 55 98C69 98 74 78 74 50"
              "C74 22 69 2 55 2z"),
    "J": (50, "M24 2L46 2L46 70C46 88 38 98 25 98C12 98 4 88 4 73"),
    "Q": (58, "M29 2C13 2 4 20 4 49C4 78 13 96 29 96C45 96 54 78 54 49C54 20 45 2 29 2z"
              "M30 68L58 106"),
    "K": (56, "M8 2L8 98M52 2L8 60M22 45L54 98"),
    "A": (58, "M2 98L29 2L56 98M12 66L46 66"),
}
GLYPH_STROKE = 15


def glyph_def(rank: str, colour: str, ident: str = "r") -> str:
    width, data = GLYPHS[rank]
    # Drawn centred on x = 0, top at y = 0.
    return tag(
        "path", id=ident, d=data, transform=f"translate({num(-width / 2)} 0)", fill="none",
        stroke=colour, stroke_width=GLYPH_STROKE, stroke_linecap="round",
        stroke_linejoin="round",
    )


def text_path(text: str, colour: str, x: float, y: float, height: float,
              stroke: float = GLYPH_STROKE, gap: float = 10) -> str:
    """A short string of glyphs centred on (x, y), drawn with the index strokes."""
    widths = [GLYPHS[ch][0] for ch in text]
    total = sum(widths) + gap * (len(text) - 1)
    s = height / 100
    parts = []
    cursor = -total / 2
    for ch, w in zip(text, widths):
        parts.append(tag("path", d=GLYPHS[ch][1], transform=f"translate({num(cursor)} -50)"))
        cursor += w + gap
    return group(
        parts, transform=f"translate({num(x)} {num(y)}) scale({num(s)})", fill="none",
        stroke=colour, stroke_width=stroke, stroke_linecap="round", stroke_linejoin="round",
    )


# --------------------------------------------------------------------------------------------
# Card faces

INDEX_X = 22          # centre of the corner index column
INDEX_TOP = 13        # top of the rank
INDEX_SCALE = 0.4     # rank glyph: 40 units tall
INDEX_PIP_Y = 75      # centre of the index pip
INDEX_PIP_SCALE = 0.25

PIP_SCALE = 0.46
COLUMNS = (73, 125, 177)
TOP, BOTTOM = 72, 278

# Pip layouts: (column 0..2, row as a fraction from TOP to BOTTOM)
LAYOUTS = {
    "2": [(1, 0), (1, 1)],
    "3": [(1, 0), (1, 0.5), (1, 1)],
    "4": [(0, 0), (2, 0), (0, 1), (2, 1)],
    "5": [(0, 0), (2, 0), (1, 0.5), (0, 1), (2, 1)],
    "6": [(0, 0), (2, 0), (0, 0.5), (2, 0.5), (0, 1), (2, 1)],
    "7": [(0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (0, 1), (2, 1)],
    "8": [(0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (1, 0.75), (0, 1), (2, 1)],
    "9": [(0, 0), (2, 0), (0, 1 / 3), (2, 1 / 3), (1, 0.5), (0, 2 / 3), (2, 2 / 3),
          (0, 1), (2, 1)],
    "T": [(0, 0), (2, 0), (1, 1 / 6), (0, 1 / 3), (2, 1 / 3), (0, 2 / 3), (2, 2 / 3),
          (1, 5 / 6), (0, 1), (2, 1)],
}


def card_base() -> str:
    return tag(
        "rect", x=0.75, y=0.75, width=CARD_W - 1.5, height=CARD_H - 1.5, rx=CARD_RADIUS,
        ry=CARD_RADIUS, fill="#ffffff", stroke="#9a9a9a", stroke_width=1.5,
    )


def corner_index(ns: str = "") -> list[str]:
    s = INDEX_SCALE
    idx = group(
        [
            use(ns + "r", f"translate({INDEX_X} {INDEX_TOP}) scale({num(s)})"),
            use(ns + "p", f"translate({INDEX_X} {INDEX_PIP_Y}) scale({num(INDEX_PIP_SCALE)})"),
        ],
        id=ns + "i",
    )
    return [idx, use(ns + "i", f"rotate(180 {num(CX)} {num(CY)})")]


def number_pips(rank: str, ns: str = "") -> list[str]:
    out = []
    for col, row in LAYOUTS[rank]:
        x = COLUMNS[col]
        y = TOP + (BOTTOM - TOP) * row
        turn = " rotate(180)" if row > 0.5 else ""
        out.append(use(ns + "p", f"translate({num(x)} {num(y)}){turn} scale({PIP_SCALE})"))
    return out


def ace_pip(suit: str, colour: str, ns: str = "") -> list[str]:
    if suit != "s":
        return [use(ns + "p", f"translate({num(CX)} {num(CY)}) scale(1.15)")]
    return ace_of_spades(colour)


def ace_of_spades(colour: str) -> list[str]:
    """The ornamented ace of spades: a big spade with an inner line, in a ring with scrolls."""
    out = []
    cy = CY + 4
    # A bezel: two rings with a chain of beads between them, and a dotted inner ring.
    out.append(tag("circle", cx=CX, cy=cy, r=96, fill="none", stroke=colour, stroke_width=1.6))
    out.append(tag("circle", cx=CX, cy=cy, r=86, fill="none", stroke=colour, stroke_width=1.6))
    beads = []
    for i in range(60):
        x, y = polar(CX, cy, 91, i * 6)
        beads.append(circle_path(x, y, 1.9 if i % 5 else 3))
    inner = []
    for i in range(90):
        x, y = polar(CX, cy, 80, i * 4)
        inner.append(circle_path(x, y, 0.9))
    out.append(tag("path", d="".join(beads + inner), fill=colour))
    # The spade, with a white halo cutting the rings, a white inner line and a small white spade.
    spade = f"translate({num(CX)} {num(cy - 4)}) scale(1.3)"
    out.append(tag("path", d=PIPS["s"], fill=colour, stroke=WHITE, stroke_width=4,
                   transform=spade))
    out.append(tag("path", d=PIPS["s"], fill="none", stroke=WHITE, stroke_width=2.4,
                   transform=f"translate({num(CX)} {num(cy - 1)}) scale(1.06)"))
    out.append(tag("path", d=PIPS["s"], fill=WHITE,
                   transform=f"translate({num(CX)} {num(cy - 8)}) scale(0.3)"))
    return out


def face_parts(code: str, colours: dict[str, str], ns: str = "") -> tuple[list[str], list[str]]:
    """The defs and the body of one face; ``ns`` prefixes every id so faces can share a file."""
    rank, suit = code[0], code[1]
    colour = colours[suit]
    defs = [pip_def(suit, colour, ns + "p"), glyph_def(rank, colour, ns + "r")]
    body = [card_base()]
    if rank in LAYOUTS:
        body += number_pips(rank, ns)
    elif rank == "A":
        body += ace_pip(suit, colour, ns)
    else:
        court_defs, court_body = court(rank, suit, colour, ns)
        defs += court_defs
        body += court_body
    body += corner_index(ns)
    return defs, body


def face_svg(code: str, colours: dict[str, str]) -> str:
    defs, body = face_parts(code, colours)
    title = f"{RANK_NAMES[code[0]]} of {SUIT_NAMES[code[1]]}"
    return document(CARD_W, CARD_H, title, body, defs)


# --------------------------------------------------------------------------------------------
# Court cards: a framed panel holding a double-ended, mirrored bust

PANEL = (46, 46, 204, 304)   # x0, y0, x1, y1
PANEL_HALF_H = CY - PANEL[1]  # 129: the figure's half is drawn with y from -129 to 0
WHITE = "#ffffff"
SILVER = "#d5dbe2"
HAIR = {"K": "#eeeae0", "Q": "#e3a93a", "J": "#8e5a2c"}
LEAF = "#2f8a3c"


def palette(colour: str) -> dict[str, str]:
    """Colours for a court figure whose robe is in the suit colour."""
    accent = ROYAL_BLUE if colour != BLUE else "#5e3a8e"
    jewel = RED if colour != RED else ROYAL_BLUE
    return {"robe": colour, "accent": accent, "jewel": jewel}


def shape(d: str, fill: str, stroke: str | None = LINE, width: float = 1.3, **kw: object) -> str:
    return tag("path", d=d, fill=fill, stroke=stroke, stroke_width=width if stroke else None,
               stroke_linejoin="round" if stroke else None, **kw)


def both(d: str, fill: str, stroke: str | None = LINE, width: float = 1.3) -> list[str]:
    """A shape and its mirror image about x = 0."""
    return [shape(d, fill, stroke, width), shape(d, fill, stroke, width, transform="scale(-1 1)")]


def line(d: str, colour: str = LINE, width: float = 1.3) -> str:
    return tag("path", d=d, fill="none", stroke=colour, stroke_width=width,
               stroke_linecap="round", stroke_linejoin="round")


def robe(pal: dict[str, str], pattern: str, w: float = 79) -> list[str]:
    """The shoulders and chest, from y = -58 to the centre line; reaches the panel's sides."""
    body = (f"M{-w} 0L{-w}-18C{-w}-38 {-w + 17}-50 -36-54L-12-58L12-58L36-54"
            f"C{w - 17}-50 {w}-38 {w}-18L{w} 0z")
    sleeve = f"M{-w} 0L{-w}-18C{-w}-34 {-w + 9}-45 -54-50C-53-32-51-16-48 0z"
    cuff = "M-54-50C-53-32-51-16-48 0"
    out = [shape(body, pal["robe"])]
    out += both(sleeve, pal["accent"])
    for sx in (1, -1):
        out.append(group([line(cuff, GOLD, 4.5), line("M-57-48C-56-31-54-16-51 0", LINE, 0.8)],
                         transform=f"scale({sx} 1)"))
        for x, y in ((-62, -8), (-66, -24), (-60, -38), (-72, -12)):
            out.append(tag("circle", cx=sx * x, cy=y, r=2, fill=GOLD))
    spots = ((36, -8), (26, -22), (38, -30), (28, -42))
    for sx in (1, -1):
        for x, y in spots:
            x *= sx
            if pattern == "diamonds":
                out.append(shape(f"M{x} {y - 4.5}L{x + 3.2} {y}L{x} {y + 4.5}L{x - 3.2} {y}z",
                                 GOLD, LINE, 0.6))
            elif pattern == "flowers":
                for dx, dy in ((0, -2.4), (2.4, 0), (0, 2.4), (-2.4, 0)):
                    out.append(tag("circle", cx=x + dx, cy=y + dy, r=1.9, fill=GOLD))
                out.append(tag("circle", cx=x, cy=y, r=1.2, fill=pal["jewel"]))
    if pattern == "chevrons":
        for y in (-10, -26, -42):
            out.append(line(f"M-44 {y - 6}L-30 {y}L-16 {y - 6}M44 {y - 6}L30 {y}L16 {y - 6}",
                            GOLD, 3.2))
    # Centre placket with jewels.
    out.append(shape("M-11-56L11-56L14 0L-14 0z", GOLD))
    out.append(line("M-7-50L-9 0M7-50L9 0", GOLD_DARK, 1))
    for y in (-40, -24, -8):
        out.append(tag("circle", cx=0, cy=y, r=3.2, fill=pal["jewel"], stroke=LINE,
                       stroke_width=0.8))
    return out


def face(pal: dict[str, str], rx: float = 14.5, ry: float = 18, cy: float = -76,
         lips: bool = False) -> list[str]:
    out = [shape(f"M-6 {cy + 10}L6 {cy + 10}L7 {cy + 22}L-7 {cy + 22}z", SKIN)]   # neck
    out.append(tag("ellipse", cx=0, cy=cy, rx=rx, ry=ry, fill=SKIN, stroke=LINE,
                   stroke_width=1.3))
    ey = cy - 2
    for sx in (-1, 1):
        out.append(tag("ellipse", cx=sx * 8, cy=ey + 8, rx=3.4, ry=2.2, fill="#f08c78",
                       fill_opacity=0.45))
        out.append(tag("ellipse", cx=sx * 5.5, cy=ey, rx=2.2, ry=1.5, fill=LINE))
        out.append(line(f"M{sx * 2} {ey - 5}Q{sx * 5.5} {ey - 7.5} {sx * 9.5} {ey - 5}", LINE, 1.2))
    out.append(line(f"M0.5 {ey + 1}L-2 {ey + 8}L1 {ey + 9}", LINE, 1))
    if lips:
        out.append(shape(f"M-4 {ey + 13}Q0 {ey + 11} 4 {ey + 13}Q0 {ey + 16}-4 {ey + 13}z",
                         RED, None))
    else:
        out.append(line(f"M-3.5 {ey + 13}Q0 {ey + 14.5} 3.5 {ey + 13}", "#9b3a2c", 1.2))
    return out


HEAD = "translate(0 -48) scale(1.2) translate(0 56)"   # head art drawn larger, on the shoulders
BODY = "scale(1 0.84)"                                 # body art drawn a little shorter


def king(pal: dict[str, str]) -> list[str]:
    out = [line("M50-2L50-104", LINE, 6), line("M50-2L50-104", GOLD, 3.6)]   # sceptre
    body = robe(pal, "diamonds")
    # Ermine collar.
    body.append(shape("M-50-53C-30-40 30-40 50-53C38-64-38-64-50-53z", WHITE))
    for x in (-36, -22, -8, 8, 22, 36):
        y = -52 + abs(x) * 0.06
        body.append(shape(f"M{x} {y - 3}L{x + 1.5} {y + 2}L{x} {y + 4}L{x - 1.5} {y + 2}z",
                          LINE, None))
    out.append(group(body, transform=BODY))
    # Hair behind the head, the head, the beard and moustache, the crown.
    head = [shape("M-18-80C-22-66-21-56-15-50L15-50C21-56 22-66 18-80z", HAIR["K"])]
    head += face(pal)
    head.append(shape("M-14.5-74C-15-60-9-48 0-44C9-48 15-60 14.5-74C11-66 6-63 0-63"
                      "C-6-63-11-66-14.5-74z", HAIR["K"]))
    head.append(line("M-6-58Q-3-55-2-50M6-58Q3-55 2-50M0-60L0-50", "#b9b2a2", 0.8))
    head.append(shape("M-8-64C-5-68-2-68 0-66C2-68 5-68 8-64C5-62.5 2-63.5 0-64.5"
                      "C-2-63.5-5-62.5-8-64z", HAIR["K"], LINE, 0.9))
    head.append(shape("M-15-96C-13-110 13-110 15-96z", pal["robe"]))
    head.append(shape("M-17-95L-19-113L-10-103L0-116L10-103L19-113L17-95z", GOLD))
    for x, y in ((-19, -114), (0, -117), (19, -114)):
        head.append(tag("circle", cx=x, cy=y, r=2.6, fill=GOLD, stroke=LINE, stroke_width=1))
    head.append(shape("M-18-88L18-88L17-96L-17-96z", GOLD))
    for i, x in enumerate((-11, 0, 11)):
        head.append(tag("circle", cx=x, cy=-92, r=2.2,
                        fill=ROYAL_BLUE if i == 1 else pal["jewel"], stroke=LINE,
                        stroke_width=0.7))
    out.append(group(head, transform=HEAD))
    # Hand on the sceptre; orb and cross on top of it.
    out.append(tag("ellipse", cx=50, cy=-30, rx=7, ry=6, fill=SKIN, stroke=LINE,
                   stroke_width=1.2))
    out.append(tag("circle", cx=50, cy=-108, r=6, fill=GOLD, stroke=LINE, stroke_width=1.2))
    out.append(line("M50-114L50-123M46-119L54-119", LINE, 4.2))
    out.append(line("M50-114L50-123M46-119L54-119", GOLD, 2.2))
    return out


def queen(pal: dict[str, str]) -> list[str]:
    behind = [
        shape("M-16-94C-30-80-32-62-38-50L38-50C32-62 30-80 16-94z", pal["accent"]),   # veil
        shape("M-16-88C-26-72-23-58-27-49L-14-50L14-50L27-49C23-58 26-72 16-88z", HAIR["Q"]),
    ]
    out = [group(behind, transform=HEAD)]
    body = robe(pal, "flowers")
    body.append(shape("M-18-56L18-56L12-40L-12-40z", SKIN))                # square neckline
    body.append(line("M-16-55Q0-42 16-55", GOLD_DARK, 2.2))                 # necklace
    body.append(tag("circle", cx=0, cy=-48, r=2.6, fill=pal["jewel"], stroke=LINE,
                    stroke_width=0.7))
    out.append(group(body, transform=BODY))
    head = face(pal, rx=13.5, ry=17, lips=True)
    head.append(shape("M-14-80C-10-92 10-92 14-80C8-86-4-88-14-80z", HAIR["Q"]))   # fringe
    head.append(shape("M-14-90L-16-102L-8-96L0-108L8-96L16-102L14-90z", GOLD))     # tiara
    head.append(tag("circle", cx=0, cy=-109, r=2.4, fill=GOLD, stroke=LINE, stroke_width=1))
    head.append(shape("M-15-88L15-88L14-92L-14-92z", GOLD))
    head.append(tag("circle", cx=0, cy=-97, r=2.4, fill=pal["jewel"], stroke=LINE,
                    stroke_width=0.7))
    out.append(group(head, transform=HEAD))
    # A rose held in the right hand.
    rose = RED if pal["robe"] != RED else "#ef7f9c"   # a pink rose on a red robe
    flower = [
        line("M36-28C40-50 44-70 46-90", LEAF, 2.4),
        shape("M41-58C52-62 56-70 56-74C48-72 43-66 41-58z", LEAF, LINE, 0.8),
        shape("M44-74C34-76 30-82 30-88C38-86 42-82 44-74z", LEAF, LINE, 0.8),
        tag("circle", cx=46, cy=-96, r=8.5, fill=rose, stroke=LINE, stroke_width=1.1),
        line("M42-96a4 4 0 1 1 4 4a2 2 0 1 1-2-2", WHITE, 1.1),
        tag("ellipse", cx=36, cy=-28, rx=7, ry=6, fill=SKIN, stroke=LINE, stroke_width=1.2),
    ]
    out += flower
    return out


def jack(pal: dict[str, str]) -> list[str]:
    out = [
        line("M48-2L48-108", LINE, 5.4), line("M48-2L48-108", "#9a6a3a", 3.2),     # halberd
        shape("M48-112L48-90C57-90 64-97 66-108C59-104 54-108 48-112z", SILVER),
        shape("M48-104L41-99L48-95z", SILVER),
        shape("M45.5-110L48-125L50.5-110z", SILVER),
    ]
    out.append(group(robe(pal, "chevrons"), transform=BODY))
    head = [shape("M-17-84C-24-70-22-58-24-50C-18-46-12-48-10-52L10-52C12-48 18-46 24-50"
                  "C22-58 24-70 17-84z", HAIR["J"])]
    head += face(pal, rx=13.5, ry=17)
    head.append(shape("M9-98C12-108 20-114 30-114C27-108 20-102 14-95z", pal["robe"], LINE, 1))
    head.append(line("M12-97C16-105 22-110 28-112", WHITE, 0.8))
    head.append(shape("M-20-86C-24-98-10-106 4-106C18-106 26-98 21-86z", pal["accent"]))
    head.append(shape("M-19-84L19-84L20-90L-20-90z", GOLD))
    head.append(tag("circle", cx=0, cy=-87, r=2.2, fill=pal["jewel"], stroke=LINE,
                    stroke_width=0.7))
    out.append(group(head, transform=HEAD))
    # Ruff collar over the neck.
    for i in range(9):
        x = -24 + i * 6
        y = -47 + 0.02 * x * x
        out.append(tag("circle", cx=x, cy=y, r=4.4, fill=WHITE, stroke=LINE,
                       stroke_width=0.9))
    out.append(tag("ellipse", cx=48, cy=-30, rx=7, ry=6, fill=SKIN, stroke=LINE,
                   stroke_width=1.2))
    return out


FIGURES = {"K": king, "Q": queen, "J": jack}


def court(rank: str, suit: str, colour: str, ns: str = "") -> tuple[list[str], list[str]]:
    pal = palette(colour)
    x0, y0, x1, y1 = PANEL
    half = FIGURES[rank](pal)
    half.append(use(ns + "p", "translate(-61 -110) scale(0.24)"))
    defs = [group(half, id=ns + "f")]
    body = [
        tag("rect", x=x0, y=y0, width=x1 - x0, height=y1 - y0, fill=WHITE),
        use(ns + "f", f"translate({num(CX)} {num(CY)})"),
        use(ns + "f", f"translate({num(CX)} {num(CY)}) rotate(180)"),
        line(f"M{x0} {num(CY)}L{x1} {num(CY)}", GOLD_DARK, 1.4),
        tag("rect", x=x0, y=y0, width=x1 - x0, height=y1 - y0, fill="none",
            stroke=colour, stroke_width=1.6),
        tag("rect", x=x0 + 3.5, y=y0 + 3.5, width=x1 - x0 - 7, height=y1 - y0 - 7, fill="none",
            stroke=GOLD, stroke_width=1.4),
    ]
    return defs, body


# --------------------------------------------------------------------------------------------
# Backs: a diamond lattice inside a white margin

BACKS = {
    "red": ("#b3192b", "#d2525e"),
    "blue": ("#1c4b99", "#5080c4"),
    "green": ("#17653b", "#4f9a6d"),
}

Rect = tuple[float, float, float, float]


def clip_segment(px: float, py: float, dx: float, dy: float,
                 rect: Rect) -> tuple[float, float, float, float] | None:
    """The part of the line (px, py) + t (dx, dy) inside rect (Liang-Barsky), or None."""
    x0, y0, x1, y1 = rect
    lo, hi = -math.inf, math.inf
    for p, d, a, b in ((px, dx, x0, x1), (py, dy, y0, y1)):
        if d == 0:
            if not a <= p <= b:
                return None
            continue
        t0, t1 = (a - p) / d, (b - p) / d
        lo, hi = max(lo, min(t0, t1)), min(hi, max(t0, t1))
    if hi - lo <= 1e-9:
        return None
    return px + lo * dx, py + lo * dy, px + hi * dx, py + hi * dy


def lattice(rect: Rect, cell_w: float, cell_h: float, offset: float) -> str:
    """Path data for a diamond lattice centred on the card, shifted by offset cells."""
    parts = []
    for slope in (1, -1):
        for k in range(-40, 41):
            seg = clip_segment(CX + (k + offset) * cell_w, CY, cell_w / 2, slope * cell_h / 2,
                               rect)
            if seg:
                parts.append(f"M{num(seg[0])} {num(seg[1])}L{num(seg[2])} {num(seg[3])}")
    return "".join(parts)


def back_svg(name: str) -> str:
    dark, light = BACKS[name]
    inner: Rect = (20, 20, CARD_W - 20, CARD_H - 20)
    cw, ch = 15, 20
    body = [card_base()]
    body.append(tag("rect", x=12, y=12, width=CARD_W - 24, height=CARD_H - 24, rx=7, ry=7,
                    fill=dark))
    body.append(tag("path", d=lattice(inner, cw, ch, 0.5), fill="none", stroke=light,
                    stroke_width=0.9))
    body.append(tag("path", d=lattice(inner, cw, ch, 0), fill="none", stroke=WHITE,
                    stroke_width=1.5))
    # Dots in the middle of every diamond.
    dots = []
    x0, y0, x1, y1 = inner
    for i in range(-20, 21):
        for j in range(-20, 21):
            if (i + j) % 2:
                continue
            x, y = CX + i * cw / 2, CY + j * ch / 2
            if x0 + 5 < x + cw / 2 < x1 - 5 and y0 + 5 < y < y1 - 5 and (i, j) != (0, 0):
                dots.append(circle_path(x + cw / 2, y, 1.5))
    body.append(tag("path", d="".join(dots), fill=WHITE))
    # Frame.
    body.append(tag("rect", x=x0, y=y0, width=x1 - x0, height=y1 - y0, fill="none",
                    stroke=WHITE, stroke_width=2.5))
    body.append(tag("rect", x=x0 - 4.5, y=y0 - 4.5, width=x1 - x0 + 9, height=y1 - y0 + 9,
                    rx=4, ry=4, fill="none", stroke=light, stroke_width=1))
    # Medallion: the four suits around a small ring.
    body.append(tag("ellipse", cx=CX, cy=CY, rx=40, ry=52, fill=dark, stroke=WHITE,
                    stroke_width=3))
    body.append(tag("ellipse", cx=CX, cy=CY, rx=34, ry=46, fill="none", stroke=light,
                    stroke_width=1))
    for suit, (dx, dy) in zip("shdc", ((0, -24), (17, 0), (0, 24), (-17, 0))):
        body.append(tag("path", d=PIPS[suit], fill=WHITE,
                        transform=f"translate({num(CX + dx)} {num(CY + dy)}) scale(0.17)"))
    return document(CARD_W, CARD_H, f"Card back ({name})", body)


# --------------------------------------------------------------------------------------------
# Chips: seen from above (100 x 100) and at an angle for stacks (100 x 40)

CHIPS = {   # name: (body, edge stripes and inlay ring, outline)
    "white": ("#f1eee6", "#2458a8", "#8d887a"),
    "red": ("#c1262d", "#ffffff", "#6e1216"),
    "green": ("#1b7a40", "#ffffff", "#0c3f1f"),
    "black": ("#232323", "#ffffff", "#000000"),
    "purple": ("#66308f", "#f3cc4f", "#33164a"),
}
CHIP_STRIPES = 6
CHIP_SIDE_TOP = 16       # centre of the top face in the side view
CHIP_SIDE_RY = 15        # the top face's vertical radius in the side view
CHIP_THICKNESS = 8       # the height of a chip's edge in the side view: the step of a stack


def annular_sector(cx: float, cy: float, r0: float, r1: float, a0: float, a1: float) -> str:
    """A ring segment between radii r0 < r1 and angles a0 < a1 (degrees, 0 = up, clockwise)."""
    p0, p1 = polar(cx, cy, r1, a0), polar(cx, cy, r1, a1)
    p2, p3 = polar(cx, cy, r0, a1), polar(cx, cy, r0, a0)
    return (f"M{num(p0[0])} {num(p0[1])}A{num(r1)} {num(r1)} 0 0 1 {num(p1[0])} {num(p1[1])}"
            f"L{num(p2[0])} {num(p2[1])}A{num(r0)} {num(r0)} 0 0 0 {num(p3[0])} {num(p3[1])}z")


def shade(colour: str, factor: float) -> str:
    """The colour darkened (factor < 1) or lightened towards white (factor > 1)."""
    rgb = [int(colour[i:i + 2], 16) for i in (1, 3, 5)]
    if factor <= 1:
        rgb = [round(c * factor) for c in rgb]
    else:
        rgb = [round(c + (255 - c) * (factor - 1)) for c in rgb]
    return "#" + "".join(f"{c:02x}" for c in rgb)


def chip_top(name: str, ns: str = "", turn: float = 0) -> tuple[list[str], list[str]]:
    """A chip seen from above, in a 100 x 100 box: edge stripes, a ring and an inlay.

    ``turn`` rotates the edge stripes (degrees, clockwise).
    """
    body_c, stripe, outline = CHIPS[name]
    inlay = "#fbf8f0" if name != "white" else "#ffffff"
    defs = [
        f'<radialGradient id="{ns}sheen" cx="38" cy="30" r="64" gradientUnits="userSpaceOnUse">'
        '<stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/>'
        '<stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>'
    ]
    out = [tag("circle", cx=50, cy=50, r=48, fill=body_c, stroke=outline, stroke_width=1.2)]
    step = 360 / CHIP_STRIPES
    out.append(tag("path", fill=stripe, d="".join(
        annular_sector(50, 50, 37, 47.4, turn + i * step - 9, turn + i * step + 9)
        for i in range(CHIP_STRIPES)
    )))
    out.append(tag("circle", cx=50, cy=50, r=36, fill="none", stroke=shade(body_c, 0.7),
                   stroke_width=1.4))
    # A ring of small dashes between the stripes and the inlay.
    dashes = "".join(annular_sector(50, 50, 32, 34.5, i * 10 - 2.5, i * 10 + 2.5)
                     for i in range(36))
    out.append(tag("path", d=dashes, fill=stripe))
    out.append(tag("circle", cx=50, cy=50, r=29, fill=inlay, stroke=outline, stroke_width=0.8))
    out.append(tag("circle", cx=50, cy=50, r=26, fill="none", stroke=body_c, stroke_width=1.6))
    out.append(tag("path", d=PIPS["s"], fill=body_c if name != "white" else stripe,
                   transform="translate(50 50) scale(0.26)"))
    out.append(tag("circle", cx=50, cy=50, r=48, fill=f"url(#{ns}sheen)"))
    return defs, out


def chip_svg(name: str) -> str:
    defs, body = chip_top(name)
    return document(100, 100, f"{name.capitalize()} chip", body, defs)


def chip_side_svg(name: str, turn: float = 0) -> str:
    """A chip seen at an angle: the top face squashed to an ellipse over a striped edge.

    Stacks look natural when they mix chips drawn with ``turn`` 0 and 30.
    """
    body_c, stripe, outline = CHIPS[name]
    top, ry, t = CHIP_SIDE_TOP, CHIP_SIDE_RY, CHIP_THICKNESS
    defs, face_body = chip_top(name, "t", turn)
    defs.append(group(face_body, id="top"))
    edge = (f"M2 {top}L2 {top + t}A48 {ry} 0 0 0 98 {top + t}L98 {top}"
            f"A48 {ry} 0 0 1 2 {top}z")
    out = [tag("path", d=edge, fill=shade(body_c, 0.78), stroke=outline, stroke_width=1)]
    # Stripes on the visible half of the edge, under the top face's stripes (those sit at turn +
    # 0, 60, ... degrees clockwise from the top, that is 90 degrees less from the right here).
    step = 360 / CHIP_STRIPES
    stripes = []
    for i in range(CHIP_STRIPES):
        centre = (turn + i * step - 90) % 360             # angle from the right, going down the front
        a0, a1 = max(centre - 9, 0.0), min(centre + 9, 180.0)
        if a1 <= a0:
            continue
        pts = [(50 + 48 * math.cos(math.radians(a)), top + ry * math.sin(math.radians(a)))
               for a in (a0, (a0 + a1) / 2, a1)]
        d = f"M{num(pts[0][0])} {num(pts[0][1])}"
        d += "".join(f"L{num(x)} {num(y)}" for x, y in pts[1:])
        d += "".join(f"L{num(x)} {num(y + t)}" for x, y in reversed(pts))
        stripes.append(d + "z")
    out.append(tag("path", d="".join(stripes), fill=stripe))
    out.append(tag("path", d=edge, fill="none", stroke=outline, stroke_width=1))
    out.append(use("top", f"translate(0 {top}) scale(1 {num(ry / 48)}) translate(0 -50)"))
    return document(100, 40, f"{name.capitalize()} chip, side view", out, defs)


# --------------------------------------------------------------------------------------------
# Application icon: an ace and a seven fanned on a felt-green chip


def icon_chip() -> tuple[list[str], list[str]]:
    felt, felt_dark, rim = "#2f8f57", "#17583a", "#0f3d26"
    defs = [
        '<radialGradient id="felt" cx="110" cy="96" r="140" gradientUnits="userSpaceOnUse">'
        f'<stop offset="0" stop-color="{felt}"/><stop offset="1" stop-color="{felt_dark}"/>'
        "</radialGradient>"
    ]
    body = [tag("circle", cx=128, cy=128, r=124, fill=rim)]
    body.append(tag("path", fill="#f4f1e8", d="".join(
        annular_sector(128, 128, 100, 121, i * 45 - 10, i * 45 + 10) for i in range(8)
    )))
    body.append(tag("circle", cx=128, cy=128, r=99, fill="url(#felt)"))
    body.append(tag("circle", cx=128, cy=128, r=93, fill="none", stroke=GOLD, stroke_width=2.5))
    return defs, body


ICON_FAN = (("7h", "a", -13), ("As", "b", 13))   # card, id prefix, angle
ICON_PIVOT = (128, 300)


def icon_svg() -> str:
    defs, body = icon_chip()
    scale = 0.42   # 105 x 147 cards
    for code, ns, angle in ICON_FAN:
        card_defs, card_body = face_parts(code, DECKS["classic"], ns)
        defs += card_defs
        x, y = 128 - CARD_W * scale / 2, 124 - CARD_H * scale / 2
        place = f"rotate({angle} {ICON_PIVOT[0]} {ICON_PIVOT[1]}) translate({num(x)} {num(y)})"
        place += f" scale({scale})"
        body.append(tag("rect", x=5, y=7, width=CARD_W, height=CARD_H, rx=CARD_RADIUS,
                        ry=CARD_RADIUS, fill="#000000", fill_opacity=0.3, transform=place))
        body.append(group(card_body, transform=place))
    return document(256, 256, "StudDesk", body, defs)


def icon_small_svg() -> str:
    """The icon redrawn for 16 to 24 pixels: no indices, one big pip per card, bold edges."""
    defs, body = icon_chip()
    for (code, _ns, angle), colour in zip(ICON_FAN, (RED, INK)):
        place = f"rotate({angle} {ICON_PIVOT[0]} {ICON_PIVOT[1]})"
        card = [
            tag("rect", x=70, y=46, width=116, height=160, rx=14, ry=14, fill="#000000",
                fill_opacity=0.35, transform="translate(6 8)"),
            tag("rect", x=70, y=46, width=116, height=160, rx=14, ry=14, fill=WHITE,
                stroke="#707070", stroke_width=4),
            tag("path", d=PIPS[code[1]], fill=colour,
                transform=f"translate({128 + (-14 if code[1] == 'h' else 0)} 124) scale(0.82)"),
        ]
        body.append(group(card, transform=place))
    return document(256, 256, "StudDesk", body, defs)


# --------------------------------------------------------------------------------------------
# Output


def generate(out: Path) -> list[Path]:
    written: list[Path] = []

    def write(rel: str, text: str) -> None:
        path = out / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(path, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
        written.append(path)

    for deck, colours in DECKS.items():
        for suit in SUITS:
            for rank in RANKS:
                write(f"cards/{deck}/{rank}{suit}.svg", face_svg(rank + suit, colours))
    for name in BACKS:
        write(f"cards/backs/{name}.svg", back_svg(name))
    for name in CHIPS:
        write(f"chips/{name}.svg", chip_svg(name))
        write(f"chips/{name}-side.svg", chip_side_svg(name))
        write(f"chips/{name}-side-turned.svg", chip_side_svg(name, 30))
    write("icons/studdesk.svg", icon_svg())
    write("icons/studdesk-small.svg", icon_small_svg())
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parent,
                        help="folder to write into (default: the resources folder)")
    args = parser.parse_args(argv)
    written = generate(args.out)
    print(f"wrote {len(written)} files under {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
