"""Test configuration shared by every test package.

Qt runs headless: the platform is set here, by the test configuration, never by the person
running the tests.
"""

import os
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_QUICK_BACKEND", "software")
os.environ.setdefault("STUDDESK_SOUND", "off")  # no cue from a test reaches a real speaker

import pytest  # noqa: E402

from tests.shared_data import require_shared  # noqa: E402

# Every run ends with its wall and CPU time and the load average (tests/_timing.py).
pytest_plugins = ["tests._timing"]


@pytest.fixture
def shared_dir() -> object:
    """The team's ``../shared`` folder; the test skips (or, in CI, fails) without it."""
    return require_shared("this test")


@pytest.fixture
def settings(tmp_path: Path, qapp: Any) -> Any:
    """The desktop's settings in a file of the test's own, animations and sound off (the GUI
    tests and the web tests' desktop host share it)."""
    from studdesk.gui.platform.settings import Settings

    s = Settings(tmp_path / "studdesk.ini")
    s.set_value("animation_speed", "off")
    s.set_value("sound", False)
    return s
