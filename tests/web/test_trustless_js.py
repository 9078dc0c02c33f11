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
from net.host import HostThread
from studdesk.web import page_root
from tests.net.helpers import LOCAL
from tests.web.test_browser import CHROMIUM
from tests.web.trustless_vectors import check_js_output, make_vectors
from tests.web.webkit import fast_options, require_tool


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


@pytest.mark.slow
def test_the_host_serves_the_module_and_chromium_runs_it_under_the_pages_policy() -> None:
    """The real host's web shell serves app/trustless.js and every vendored module it imports
    (nested folders included) under the page's Content-Security-Policy, and Debian's Chromium
    at phone size makes and checks a key and a shuffle with it."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        require_tool("playwright", False, "pip install playwright")
    require_tool("chromium", Path(CHROMIUM).is_file(),
                 "Debian's chromium; ./run.sh setup installs it in CI")
    ht = HostThread(fast_options(timer=30.0), web=(LOCAL, 0))
    ht.start()
    try:
        url = ht.call(lambda t: t.web.urls())[0]
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            try:
                page = browser.new_page(viewport={"width": 390, "height": 844})
                problems: list[str] = []
                page.on("console", lambda m: problems.append(m.text)
                        if m.type == "error" else None)
                page.on("requestfailed", lambda r: problems.append(r.url))
                served: list[tuple[str, int, str]] = []
                page.on("response", lambda r: served.append(
                    (r.url, r.status, r.headers.get("content-security-policy", ""))))
                page.goto(url)
                result = page.evaluate(PAGE_CHECK)
            finally:
                browser.close()
    finally:
        ht.stop()
    assert result == {"key": True, "cards": 4, "refused": True}, result
    modules = [(u, s, csp) for u, s, csp in served if "/vendor/noble-curves/" in u]
    assert any(u.endswith("/abstract/edwards.js") for u, _, _ in modules), served
    assert all(s == 200 and "script-src 'self'" in csp for _, s, csp in modules), modules
    assert not problems, problems


PAGE_CHECK = """async () => {
  const T = await import("/app/trustless.js");
  const session = new TextEncoder().encode("browser-session!");
  const key = T.newKey(new T.Context(session, 0, "phone", "key"));
  T.verifyKeyShare(T.keyShareFromWire(T.keyShareToWire(key.share)),
    new T.Context(session, 0, "phone", "key"));
  const joint = T.jointKey([key.share], new T.Context(session, 0, "phone", "key"));
  const step = new T.Context(session, 1, "phone", "shuffle/0");
  const deck = T.initialDeck().slice(0, 4);
  const { outputs, proof } = T.shuffle(deck, joint, step, key);
  T.verifyShuffle(deck, outputs, proof, joint, step, key.share.public);
  let refused = false;
  try {
    T.verifyShuffle(deck, [outputs[1], outputs[0], ...outputs.slice(2)], proof, joint, step,
      key.share.public);
  } catch (e) {
    refused = e instanceof T.TrustlessError;
  }
  return { key: true, cards: outputs.length, refused };
}"""
