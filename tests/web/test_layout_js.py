"""The page's layout check (studdesk/web/app/layout.js) held to the host's engine at a table
nobody deals (net/table/trustless.py's ``BlindHand.plan``): hands of every game the page follows
played by the engine (tests/web/layout_cases.py), and for the first street and every move the
page must find the same positions, seats, faces, burns and showdowns
(studdesk/web/tests/layout.cases.js)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

from studdesk.web import page_root
from tests.web.layout_cases import make_cases
from tests.web.webkit import require_tool


def test_the_pages_layout_is_the_engines_move_by_move(tmp_path: Path) -> None:
    node = shutil.which("node")
    require_tool("node", node is not None, "Debian's nodejs; ./run.sh setup installs it in CI")
    assert node is not None
    cases = make_cases(300)
    assert {c["config"]["variant"] for c in cases} >= {"stud", "razz", "five-card-stud"}
    path = tmp_path / "layout.json"
    path.write_text(json.dumps(cases), encoding="utf-8")
    result = subprocess.run([node, "--test", "tests/layout.cases.js"], cwd=page_root(),
                            env=dict(os.environ, STUDDESK_LAYOUT_CASES=str(path)),
                            capture_output=True, text=True, timeout=120)
    summary = [line for line in result.stdout.splitlines() if line.startswith("# ")]
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-2000:]
    assert "# pass 1" in summary and "# fail 0" in summary, summary
    d10 = [line for line in summary if "gathered cards (D10)" in line]
    assert d10 and "layout:" in d10[0] and ", 0 dealt from" not in d10[0], summary
