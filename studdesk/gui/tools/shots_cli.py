"""The GUI's subcommands for ``studdesk``: ``studdesk shots OUTDIR`` renders the named scenes
to PNG at 1280x800 (offscreen). Qt is imported inside the handler only, so registering the
command costs nothing."""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any

from studdesk.gui.text.languages import LANGUAGE_CODES
from studdesk.gui.tools.shot_list import SCENE_NAMES, WINDOW_NAMES


def add_commands(subparsers: Any) -> None:
    p = subparsers.add_parser(
        "shots", help="render the GUI's scenes to PNG files (offscreen, 1280x800 or --size)",
        description="Render the GUI's scenes to OUTDIR/<scene>.png at 1280x800. Set "
                    "STUDDESK_RESOURCES to a resources/ folder to use its card art.")
    p.add_argument("outdir", metavar="OUTDIR", help="folder for the PNG files")
    p.add_argument("--scene", action="append", choices=SCENE_NAMES, dest="scenes",
                   help="render only this scene (repeatable); default: all")
    p.add_argument("--language", choices=LANGUAGE_CODES, default="en",
                   help="the interface's language (default: en)")
    p.add_argument("--size", type=_size, default=(1280, 800), metavar="WxH",
                   help="the window's size (default: 1280x800; 1024x640 is the smallest "
                        "the table is made for)")
    p.add_argument("--phh", metavar="FILE", default=None,
                   help="render the hand replayer on this PHH file instead (replayer-first.png, "
                        "one per street, replayer-showdown.png, replayer-last.png)")
    p.add_argument("--window", action="append", choices=(*WINDOW_NAMES, "all"), dest="windows",
                   help="render this window or dialog as window-<name>.png on a screen of "
                        "--size (repeatable; 'all' for every one)")
    p.set_defaults(handler=_cmd_shots)


def _size(text: str) -> tuple[int, int]:
    """``"1024x640"`` -> ``(1024, 640)``."""
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not WIDTHxHEIGHT") from None
    if not (320 <= width <= 8000 and 240 <= height <= 8000):
        raise argparse.ArgumentTypeError(f"{text!r} is not a window size")
    return width, height


def _screen_platform(size: tuple[int, int]) -> str:
    """Qt's offscreen platform with a screen of ``size``: a window opens as it would on such
    a screen (at most its size)."""
    import json
    import tempfile

    fd, path = tempfile.mkstemp(prefix="studdesk-screen-", suffix=".json")
    with os.fdopen(fd, "w", encoding="utf-8") as out:
        json.dump({"screens": [{"name": "studdesk", "x": 0, "y": 0, "width": size[0],
                                "height": size[1], "logicalDpi": 96, "logicalBaseDpi": 96,
                                "dpr": 1}]}, out)
    return f"offscreen:configfile={path}"


def _cmd_shots(args: argparse.Namespace) -> int:
    windows = list(WINDOW_NAMES) if "all" in (args.windows or ()) else list(args.windows or ())
    if windows and os.environ.get("QT_QPA_PLATFORM", "offscreen") == "offscreen":
        os.environ["QT_QPA_PLATFORM"] = _screen_platform(args.size)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from studdesk.gui.tools.shots import render_replayer_shots, render_shots

    if windows and not args.scenes and args.phh is None:
        from studdesk.gui.tools.windows import render_window_shots

        for path in render_window_shots(args.outdir, tuple(windows), args.language):
            print(path)
        return 0
    if args.phh is not None:
        try:
            paths = render_replayer_shots(args.outdir, args.phh, args.language)
        except ValueError as exc:
            print(f"studdesk shots: {exc}", file=sys.stderr)
            return 1
        if args.scenes:
            paths += render_shots(args.outdir, args.scenes, args.language, args.size)
    else:
        paths = render_shots(args.outdir, args.scenes or SCENE_NAMES, args.language,
                             args.size)
    if windows:
        from studdesk.gui.tools.windows import render_window_shots

        paths += render_window_shots(args.outdir, tuple(windows), args.language)
    for path in paths:
        print(path)
    sys.stdout.flush()
    return 0
