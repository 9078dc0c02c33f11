"""GUI tests: real widgets on the offscreen platform (tests/conftest.py sets it)."""

from __future__ import annotations

import pytest


@pytest.fixture
def settings(tmp_path, qapp):
    from studdesk.gui.platform.settings import Settings

    s = Settings(tmp_path / "studdesk.ini")
    s.set_value("animation_speed", "off")
    s.set_value("sound", False)
    return s
