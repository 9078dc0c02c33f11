"""Every window fits (the play-test's M4, m2, m3): the lobby, the Host dialog, the hotseat set-up,
Settings, the standings, the history browser, the replayer, Last hand, Connect by address and the
password and name prompts, on a 1024x640 and a 1280x800 screen in all five languages: no window
larger than the screen, every text whole by the font's metrics.

Qt's offscreen screen has its size from a configuration file, read when the application starts,
so each size is measured in a process of its own (:mod:`tests.gui.tools.window_fit`)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from studdesk.gui.tools.windows import WINDOW_NAMES

from .window_fit import LANGUAGES, problems, screen_config

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)], ids=["1024x640", "1280x800"])
def test_every_window_fits_the_screen_in_every_language(tmp_path: Path, size) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM=screen_config(*size, tmp_path),
               XDG_CONFIG_HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-m", "tests.gui.tools.window_fit", f"{size[0]}x{size[1]}"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    report = json.loads(done.stdout)
    lines = [f"{where}: {problem}" for where, found in report.items() for problem in found]
    assert not lines, "\n".join(lines)


def test_shots_renders_every_window_on_a_small_screen(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path))
    done = subprocess.run(
        [sys.executable, "-m", "studdesk", "shots", str(tmp_path / "out"), "--window", "all",
         "--size", "1024x640", "--language", "pl"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    paths = [Path(line) for line in done.stdout.split()]
    assert [p.name for p in paths] == [f"window-{name}.png" for name in WINDOW_NAMES]
    for path in paths:
        image = QImage(str(path))
        assert (image.width(), image.height()) == (1024, 640), path.name
        colours = {image.pixel(x, y) for x in range(0, 1024, 31) for y in range(0, 640, 23)}
        assert len(colours) > 20, path.name


def test_the_windows_measured_are_every_window() -> None:
    assert len(WINDOW_NAMES) == len(set(WINDOW_NAMES)) == 12
    assert LANGUAGES == ("en", "pl", "hu", "cs", "bg")


def test_the_measure_finds_a_cut_text_and_a_window_too_large(qtbot) -> None:
    """The checks can fail: a label and a button too narrow for their words, a window wider
    than the screen."""
    window = QWidget()
    qtbot.addWidget(window)
    label = QLabel("Bring-in and a long label", window)
    label.setGeometry(0, 0, 40, 20)
    button = QPushButton("Join the selected table", window)
    button.setGeometry(0, 30, 50, 30)
    screen = window.screen().availableGeometry()
    window.resize(screen.width() + 50, 200)
    window.show()
    found = problems(window)
    assert any("larger than the screen" in p for p in found), found
    assert any("'Bring-in and a long label'" in p for p in found), found
    assert any("'Join the selected table'" in p for p in found), found
    label.setGeometry(0, 0, 280, 20)
    button.setGeometry(0, 30, 280, 40)
    window.resize(300, 200)
    assert problems(window) == []


def test_last_hands_rows_grow_with_their_words_in_bulgarian(qtbot, settings):
    """Translation review bg 8: a winner's row (hand names high and low, won, net) wrapped
    to five lines in a row of fixed height and "нето" was cut in half."""
    from PySide6.QtCore import QRect, Qt
    from PySide6.QtGui import QFontMetrics

    from studdesk.gui.text import i18n
    from studdesk.gui.tools.windows import WindowMaker

    assert i18n.install_language("bg")
    maker = WindowMaker(settings)
    try:
        window = maker.open("last-hand")
        detail = window.detail
        rows = detail.rows()
        assert len(rows) == 6
        wrap = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
        _, small = detail._fonts()
        for before, after in zip(rows, rows[1:]):
            assert after.top == before.top + before.height  # no row over another
        for row in rows:
            words = QFontMetrics(small).boundingRect(
                QRect(0, 0, int(detail.TEXT_W - 10), 10_000), wrap, row.status).height()
            assert 6 + row.title_h + 4 + words <= row.height - 8, row.status
            assert "нето" in row.status
        assert max(r.height for r in rows) > detail.ROW_H  # the winners' rows grew
        assert detail.sizeHint().height() >= rows[-1].top + rows[-1].height
        window.close()
    finally:
        maker.close()
        i18n.install_language("en")
