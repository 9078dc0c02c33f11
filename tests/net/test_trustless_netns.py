"""A table nobody deals whose devices are separate machines: the namespace LAN of
``test_lan_netns.py`` (``host``, ``alice`` and ``bob`` on a bridge, private addresses that exist
only inside them). ``studdesk host --headless --trustless`` with one computer player of its own
(the host's device) in ``host``, a ``studdesk bot`` in ``alice``'s and in ``bob``'s namespace,
each its own device with its own key. Some hands are played; then every journalled hand
(``studdesk history --export``) keeps the chips, hides the bots' down cards nobody saw from the
host's hand history, and passes ``studdesk check-deal``. Needs root and ``ip``, as the LAN test;
the namespaces are deleted at the end whatever happens."""

from __future__ import annotations

import os
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

from tests.net.test_lan_netns import PORT, ROOT, Lan, _check_chips, _wait_hands, lan

__all__ = ["lan"]  # the fixture, used below

pytestmark = pytest.mark.timeout(600)

HANDS = 4


@pytest.mark.slow  # real processes in namespaces, every device shuffling (10 s at load 0.5)
def test_bots_on_other_machines_deal_with_the_host_and_every_hand_is_verified(
        lan: Lan, tmp_path: Path) -> None:
    host_ip = lan.address("host")
    data_dir, out = tmp_path / "host-data", tmp_path / "phh"
    lan.studdesk("host", "host", "--headless", "--trustless", "--bind", host_ip,
                 "--port", str(PORT), "--name", f"Nobody deals {uuid.uuid4().hex[:6]}",
                 "--data-dir", str(data_dir), "--no-mdns", "--seats", "3", "--bots", "1",
                 "--think-ms", "0", "--timer", "10", "--hand-pause", "0.2")
    log = lan.logs[-1]
    deadline = time.monotonic() + 60
    while "listening on" not in (log.read_text() if log.exists() else ""):
        assert time.monotonic() < deadline, lan.dump_logs()
        time.sleep(0.1)  # the host's start-up (its key pair, its journal)
    for player in ("alice", "bob"):
        lan.studdesk(player, "bot", "--connect", f"{host_ip}:{PORT}", "--name", player,
                     "--think-ms", "0", "--ping-interval", "1")
    hands = _wait_hands(lan, data_dir, out, lambda hs: sum(
        "bob" in h["players"] and "alice" in h["players"] for h in hs) >= HANDS, 180,
        f"{HANDS} hands dealt by three machines")
    _check_chips(hands)
    hidden = 0
    for hand in hands:
        assert hand.get("_trustless") is True, hand["_file"]  # no deck, no commitment
        hidden += sum(line.count("??") for line in hand["actions"])
        checked = subprocess.run(
            [sys.executable, "-m", "studdesk", "check-deal", str(out / hand["_file"])],
            cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}, capture_output=True,
            text=True, timeout=120)
        assert checked.returncode == 0 and checked.stdout.strip() == "deal verified", (
            hand["_file"], checked.stdout, checked.stderr, lan.dump_logs())
    assert hidden > 0, "the host knew a bot's down card"
