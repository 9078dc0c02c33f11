"""``studdesk self-test`` passes on a working installation and says what failed otherwise."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from studdesk import selftest

ROOT = Path(__file__).resolve().parent.parent


def test_self_test_passes_here() -> None:
    out = subprocess.run([sys.executable, "-m", "studdesk", "self-test"], cwd=ROOT,
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stdout + out.stderr
    lines = out.stdout.splitlines()
    assert lines[-1] == "self-test passed"
    assert sum(line.startswith("ok ") for line in lines) == 6
    assert any(line.startswith("ok      the web table") for line in lines)
    assert any(line.startswith("ok      a deal nobody has to trust") for line in lines)


def test_a_missing_card_is_reported(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                    qapp: object) -> None:
    import studdesk.resources

    monkeypatch.setattr(studdesk.resources, "resource_path", lambda *parts: tmp_path.joinpath(*parts))
    with pytest.raises(selftest.SelfTestError, match="card art"):
        selftest.step_card()


def test_a_failing_step_fails_the_run(monkeypatch: pytest.MonkeyPatch, qapp: object) -> None:
    def broken() -> str:
        raise selftest.SelfTestError("the felt is missing")

    monkeypatch.setattr(selftest, "step_translation", broken)
    monkeypatch.setattr(selftest, "step_table", lambda workdir: "skipped here")
    monkeypatch.setattr(selftest, "step_host_hand", lambda workdir: "skipped here")
    monkeypatch.setattr(selftest, "step_web_table", lambda workdir: "skipped here")
    monkeypatch.setattr(selftest, "step_trustless", lambda: "skipped here")
    import io

    out = io.StringIO()
    assert selftest.run_self_test(out) == 1
    assert "FAILED  translations: the felt is missing" in out.getvalue()
