"""``studdesk shots OUTDIR`` renders the eight named scenes at 1280x800."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage

from studdesk.gui.tools.shot_list import SCENE_NAMES as SCENES
from studdesk.gui.tools.shots import ShotMaker, render_shots

ROOT = Path(__file__).resolve().parents[3]


def test_renders_every_scene_at_1280x800(qapp, tmp_path):
    paths = render_shots(tmp_path)
    assert [p.name for p in paths] == [f"{s}.png" for s in SCENES]
    assert len(SCENES) == 18
    assert all(callable(getattr(ShotMaker, '_' + s.replace('-', '_'), None)) for s in SCENES)
    for path in paths:
        image = QImage(str(path))
        assert (image.width(), image.height()) == (1280, 800), path.name
        # Not a blank picture: many different colours.
        colours = {image.pixel(x, y) for x in range(0, 1280, 37) for y in range(0, 800, 29)}
        assert len(colours) > 20, path.name


def test_cli_subcommand(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-m", "studdesk", "shots", str(tmp_path), "--scene", "lobby"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "lobby.png").is_file()
    assert QImage(str(tmp_path / "lobby.png")).width() == 1280


def test_version_does_not_load_qt():
    code = ("import sys; from studdesk.cli import build_parser; build_parser();"
            "print([m for m in sys.modules if m.startswith('PySide6')])")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                            text=True, check=True)
    assert result.stdout.strip() == "[]"


def test_cli_renders_at_1024x640_in_bulgarian(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-m", "studdesk", "shots", str(tmp_path), "--scene",
         "table-third-street", "--language", "bg", "--size", "1024x640"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    image = QImage(str(tmp_path / "table-third-street.png"))
    assert (image.width(), image.height()) == (1024, 640)
    bad = subprocess.run(
        [sys.executable, "-m", "studdesk", "shots", str(tmp_path), "--size", "big"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "WIDTHxHEIGHT" in bad.stderr
