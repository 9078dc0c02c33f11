"""The README's test command works on a plain clone (no ../shared): data-driven tests skip
saying why, and CI (STUDDESK_REQUIRE_SHARED=1) turns that skip into a failure."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

PROBE = '''
from pathlib import Path
import tests.shared_data as sd
sd.ROOT = Path("/nonexistent/clone")

def test_probe():
    sd.require_shared("the probe")
'''


@pytest.mark.parametrize(("required", "outcome"), [("0", "skipped"), ("1", "failed")])
def test_without_shared_a_data_test_skips_or_fails_in_ci(tmp_path: Path, required: str,
                                                         outcome: str) -> None:
    probe = tmp_path / "test_probe.py"
    probe.write_text(PROBE)
    env = {**os.environ, "PYTHONPATH": str(ROOT), "STUDDESK_REQUIRE_SHARED": required}
    out = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-rs", "-p", "no:cacheprovider", str(probe)],
        capture_output=True, text=True, cwd=tmp_path, env=env, timeout=120)
    assert f"1 {outcome}" in out.stdout, out.stdout + out.stderr
    assert "needs ../shared beside the checkout" in out.stdout
