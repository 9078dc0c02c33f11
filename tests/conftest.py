"""Test configuration shared by every test package.

Qt runs headless: the platform is set here, by the test configuration, never by the person
running the tests.
"""

import os

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
