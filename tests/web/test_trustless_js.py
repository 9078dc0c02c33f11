"""The page's side of the deal nobody has to trust (studdesk/web/app/trustless.js) against the
Python core (net/trustless), both ways: the page makes Python's very bytes from the same
randomness (a key, a shuffle of 52 with its proof, a token), checks Python's random shuffles
and tokens and refuses tampered ones; Python checks the page's own key, shuffle and tokens, opens
the card the page opened, and refuses each of them tampered. Vectors: tests/web/trustless_vectors.py;
the node side: studdesk/web/tests/trustless.vectors.js."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from net import trustless
from studdesk.web import page_root
from tests.web.trustless_vectors import check_js_output, make_vectors
from tests.web.webkit import require_tool


@pytest.mark.slow
def test_the_page_and_python_check_each_others_proofs(tmp_path: Path) -> None:
    node = shutil.which("node")
    require_tool("node", node is not None, "Debian's nodejs; ./run.sh setup installs it in CI")
    assert node is not None
    vectors = make_vectors()
    vectors_path = tmp_path / "vectors.json"
    vectors_path.write_text(json.dumps(vectors), encoding="utf-8")
    out_path = tmp_path / "page.json"
    env = dict(os.environ, STUDDESK_TRUSTLESS_VECTORS=str(vectors_path),
               STUDDESK_TRUSTLESS_OUT=str(out_path))
    result = subprocess.run([node, "--test", "tests/trustless.vectors.js"], cwd=page_root(),
                            env=env, capture_output=True, text=True, timeout=300)
    summary = [line for line in result.stdout.splitlines() if line.startswith("# ")]
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-2000:]
    assert "# pass 6" in summary and "# fail 0" in summary, summary

    checked = check_js_output(vectors, json.loads(out_path.read_text(encoding="utf-8")))
    assert checked["card"] in trustless.CARDS
    refused = dict(checked["refused"])
    assert set(refused) == {"key", "shuffle (4, 0)", "shuffle (2, 0)", "shuffle (3, 51)",
                            "token"}, refused
    assert "does not check" in refused["key"] and "'phone'" in refused["key"]
    assert all("proof of a correct shuffle fails" in refused[k] for k in refused
               if k.startswith("shuffle"))
    assert "Chaum–Pedersen" in refused["token"]


def test_the_vectors_are_made_with_fixed_randomness_where_they_say() -> None:
    """The fixed parts come out the same twice (so the page can be held to their bytes); the
    random parts do not."""
    one, two = make_vectors(), make_vectors()
    assert one["keys"] == two["keys"]
    assert one["shuffles"][0] == two["shuffles"][0]
    assert one["shuffles"][1] != two["shuffles"][1]
    # The first token's nonce is fixed, but it opens a card of the random second deck.
    assert one["reveals"][0]["tokens"][0] != two["reveals"][0]["tokens"][0]
