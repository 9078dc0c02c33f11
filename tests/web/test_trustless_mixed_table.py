"""A table nobody deals with every kind of device at once (net/TRUSTLESS.md § 11, § 13): the
host's machine (its own computer player), a desktop's client (net.client, its own device), a
``studdesk bot`` process and a phone's page in Debian's chromium at 390x844, each a device with
its own key, play hands over loopback. Every hand the journal completed replays to its stacks,
hides the other devices' unshown down cards from the host (``????``), and its exported deal
record is verified by ``studdesk check-deal``; every chip is accounted for."""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from net.host import HostThread
from net.table.deal_record import DealRecord
from studdesk.engine.phh import replay_text
from tests.net.helpers import LOCAL
from tests.web.test_browser import PHONE, Page, _desktop_player, browser
from tests.web.webkit import fast_options

__all__ = ["browser"]  # the fixture, used below

ROOT = Path(__file__).resolve().parents[2]
HANDS = 5


def _studdesk(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "studdesk", *args], capture_output=True,
                          text=True, timeout=timeout, cwd=ROOT,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})


@pytest.mark.slow
@pytest.mark.timeout(420)
def test_a_host_a_desktop_a_bot_process_and_a_phone_deal_together(browser: Any,
                                                                   tmp_path: Path) -> None:
    data = tmp_path / "host"
    ht = HostThread(fast_options(timer=20.0, hand_pause=0.3, think_ms=0, trustless=True,
                                 seats=4, data_dir=data), web=(LOCAL, 0), bots=1)
    ht.start()
    phone = None
    loop = None
    bot = None
    try:
        loop, desktop = _desktop_player(ht.port)
        bot = subprocess.Popen(
            [sys.executable, "-m", "studdesk", "bot", "--connect", f"{LOCAL}:{ht.port}",
             "--name", "Bot process", "--level", "random", "--think-ms", "0"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, cwd=ROOT,
            env={**os.environ, "PYTHONPATH": str(ROOT)})
        url = ht.call(lambda t: t.web.urls())[0]
        phone = Page(browser, url, PHONE)
        phone.join("Ewa")
        rng = random.Random(3)
        deadline = time.monotonic() + 300
        while time.monotonic() < deadline:
            if ht.call(lambda t: t.hands_played) >= HANDS:
                break
            if not phone.play(rng):
                phone.page.wait_for_timeout(60)
        assert ht.call(lambda t: t.hands_played) >= HANDS, "the table did not deal on"
        hands = ht.call(lambda t: [h for h in t.journal.hands() if h.status == "completed"])
        records = ht.call(lambda t: t.journal.hand_transcripts())
        assert len(hands) >= HANDS
        assert not phone.problems, phone.problems[:3]
        assert not [f for f in phone.frames if f["type"] == "error"]
        assert not desktop.errors, desktop.errors
        assert desktop.client.table.device.problem == ""
    finally:
        if phone is not None:
            phone.close()
        if bot is not None:
            bot.terminate()
            bot.wait(30)
        if loop is not None:
            loop.stop()
        ht.stop()
    # every kind of device took part: in some hand four seats were dealt by four devices
    devices = [{device for _seat, device in DealRecord.from_bytes(r).owners}
               for r in records.values()]
    assert max(len(d) for d in devices) == 4, devices
    hidden = 0
    for h in hands:
        assert h.phh is not None and "_fairness" not in h.phh
        hidden += h.phh.count("??")
        result = replay_text(h.phh)
        stacks = dict(zip(result.history.seats, result.finishing_stacks, strict=True))
        assert h.stacks_after is not None
        assert stacks == {s: v for s, v in h.stacks_after.items() if s in stacks}
        before, after = h.stacks_before, h.stacks_after
        assert sum(before.values()) == sum(after.values())  # every chip accounted for
    assert hidden > 0  # the desktop's, the bot's and the phone's down cards: never the host's
    out = tmp_path / "out"
    export = _studdesk("history", "--data-dir", str(data), "--export", str(out))
    assert export.returncode == 0, export.stderr
    phhs = sorted(out.glob("*.phh"))
    assert len(phhs) >= HANDS
    for phh in phhs:
        checked = _studdesk("check-deal", str(phh))
        assert checked.returncode == 0 and checked.stdout.strip() == "deal verified", (
            phh.name, checked.stdout, checked.stderr)
