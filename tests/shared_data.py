"""Where the team's shared data lives (``../shared`` beside the checkout: RULES.md, the
conformance hands), and what a test does when it is not there.

On a plain clone there is no ``../shared``: data-driven tests skip and say why. CI, where it is
always present, sets ``STUDDESK_REQUIRE_SHARED=1`` (``.ci/run``), and then the skip is a failure.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
REQUIRE_ENV = "STUDDESK_REQUIRE_SHARED"


def shared_dir() -> Path | None:
    """``../shared`` beside the checkout (or beside the working directory), if it exists."""
    for candidate in (ROOT.parent / "shared", Path("../shared").resolve()):
        if candidate.is_dir():
            return candidate
    return None


def require_shared(what: str) -> Path:
    """The shared folder; when it is missing, skip saying why (or fail under
    ``STUDDESK_REQUIRE_SHARED=1``)."""
    found = shared_dir()
    if found is None:
        reason = (f"{what} needs ../shared beside the checkout (the team's shared data), "
                  "which this clone does not have")
        if os.environ.get(REQUIRE_ENV) == "1":
            pytest.fail(f"{reason}; {REQUIRE_ENV}=1 makes that a failure")
        pytest.skip(reason)
    return found
