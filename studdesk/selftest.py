"""``studdesk self-test``: the installed program proves itself, step by step.

It loads Qt (offscreen unless ``QT_QPA_PLATFORM`` says otherwise), renders a card and the table,
loads a translation, starts a host on loopback, lets computer players play one hand while a
spectator connection checks the dealer's fairness commitment, replays the journalled hand
history to the same stacks, fetches the web table's page and watches a hand over its
WebSocket, and deals a card nobody has to trust (two shuffles with proofs, libsodium via rbcl). It first says which engine runs: pure Python, or compiled with mypyc. Each step
prints ``ok`` or what failed; the exit status is 0 only if every step passed. The packaged
bundle runs it after every build.
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

HAND_TIMEOUT = 90.0  # seconds for the bots' first hand, a generous bound for a loaded machine


class SelfTestError(Exception):
    """A step found something wrong; the message says what."""


def _check(condition: bool, message: str) -> None:
    if not condition:
        raise SelfTestError(message)


def _dark_share(image: object) -> float:
    """The share of sampled pixels that are not near-white or fully transparent."""
    from PySide6.QtGui import QImage

    assert isinstance(image, QImage)
    dark = total = 0
    for y in range(0, image.height(), max(1, image.height() // 40)):
        for x in range(0, image.width(), max(1, image.width() // 40)):
            c = image.pixelColor(x, y)
            total += 1
            if c.alpha() > 0 and (c.red() + c.green() + c.blue()) < 600:
                dark += 1
    return dark / max(1, total)


def step_card() -> str:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    from studdesk.resources import resource_path

    path = resource_path("cards", "classic", "As.svg")
    renderer = QSvgRenderer(str(path))
    _check(renderer.isValid(), f"the card art does not load: {path}")
    image = QImage(250, 350, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    _check(_dark_share(image) > 0.05, "the ace of spades renders blank")
    return f"rendered {path.name} from {path.parent}"


def step_table(workdir: Path) -> str:
    from PySide6.QtGui import QImage

    from studdesk.gui.tools.shots import render_shots

    paths = render_shots(workdir / "shots", ["lobby", "table-third-street"])
    for path in paths:
        image = QImage(str(path))
        _check(not image.isNull(), f"{path.name} was not written")
        _check((image.width(), image.height()) == (1280, 800),
               f"{path.name} is {image.width()}x{image.height()}, not 1280x800")
        _check(_dark_share(image) > 0.2, f"{path.name} looks blank")
    return f"rendered {', '.join(p.stem for p in paths)} at 1280x800"


def step_translation() -> str:
    from PySide6.QtCore import QCoreApplication, QTranslator

    from studdesk.resources import resource_path

    translator = QTranslator()
    path = resource_path("translations", "studdesk_pl.qm")
    _check(translator.load(str(path)), f"the Polish translation does not load: {path}")
    QCoreApplication.installTranslator(translator)
    try:
        folded = QCoreApplication.translate("ActionBar", "Fold")
    finally:
        QCoreApplication.removeTranslator(translator)
    return f"loaded {path.name} ('Fold' reads {folded!r})"


def step_host_hand(workdir: Path) -> str:
    from net.client import Client, ConnectionState, LoopThread
    from net.host import HostOptions, HostThread
    from net.journal import Journal
    from studdesk.engine.phh import loads, replay

    data = workdir / "host"
    options = HostOptions(name="Self-test", timer=5.0, hand_pause=0.0, data_dir=data)
    host = HostThread(options, "127.0.0.1", 0, bots=3, bot_level="normal")
    host.start()
    loop = LoopThread("studdesk-self-test")
    try:
        client = loop.submit(Client.connect("127.0.0.1", host.port, "Watcher",
                                            reconnect=False)).result(15)
        loop.call_soon(client.watch)
        deadline = time.monotonic() + HAND_TIMEOUT
        # The spectator must see a hand from its start for the fairness check: wait for the
        # second finished hand if it joined during the first.
        while not any(h.checked is not None for h in client.table.hands):
            _check(time.monotonic() < deadline, "the bots did not finish a hand in time")
            _check(client.table.connection_state is not ConnectionState.CLOSED,
                   "the host closed the spectator's connection")
            time.sleep(0.05)
        finished = next(h for h in client.table.hands if h.checked is not None)
        _check(bool(finished.verified), f"hand {finished.number}: the fairness check failed")
        loop.submit(client.close()).result(10)
    finally:
        host.stop(end_session=True)
        loop.stop()
    journal = Journal.open(data)
    try:
        hands = journal.hands(status="completed")
        _check(bool(hands), "the journal holds no completed hand")
        for hand in hands:
            if hand.phh is None:
                raise SelfTestError(f"hand {hand.number}: completed without a history")
            history = loads(hand.phh)
            outcome = replay(history)
            _check(outcome.finishing_stacks == history.finishing_stacks,
                   f"hand {hand.number}: the journalled history replays to other stacks")
    finally:
        journal.close()
    return (f"3 computer players played {len(hands)} hand(s); hand {finished.number} verified "
            "against the dealer's commitment; the journal replays")


async def _watch_over_websocket(port: int) -> tuple[int, object]:
    """Say hello and watch over the web table's WebSocket until a hand seen from its start
    is revealed; that hand's number and the page-side fairness verdict (net.fairness)."""
    import aiohttp
    import msgpack

    from net import fairness
    from net.protocol import PROTOCOL_VERSION

    async with aiohttp.ClientSession() as session:
        origin = f"http://127.0.0.1:{port}"
        async with session.ws_connect(f"{origin}/ws", headers={"Origin": origin}) as ws:
            await ws.send_bytes(msgpack.packb({"type": "hello", "protocol": PROTOCOL_VERSION,
                                               "name": "Web watcher", "client": "self-test"}))
            await ws.send_bytes(msgpack.packb({"type": "watch"}))
            commits: dict[int, dict[str, object]] = {}
            events: list[dict[str, object]] = []
            async with asyncio.timeout(HAND_TIMEOUT):
                async for raw in ws:
                    _check(raw.type == aiohttp.WSMsgType.BINARY,
                           f"the web table sent a {raw.type.name} message")
                    msg = msgpack.unpackb(raw.data, raw=False)
                    kind = msg["type"]
                    _check(kind != "error", f"the web table refused: {msg.get('message')}")
                    if kind == "commit":
                        commits[msg["hand"]] = msg
                    elif kind == "event":
                        if msg["event"]["type"] == "hand_started":
                            events = []
                        events.append(msg["event"])
                    elif kind == "reveal" and events and events[0]["type"] == "hand_started":
                        commit = commits.get(msg["hand"])
                        verdict = fairness.check_hand(
                            fairness.DeckCommitment.from_wire(commit) if commit else None,
                            events, fairness.PublicReveal.from_wire(msg))
                        return int(msg["hand"]), verdict
    raise SelfTestError("the web table closed before a hand was revealed")


def step_web_table(workdir: Path) -> str:
    import gc
    import urllib.request

    # Qt objects the earlier steps left for the cyclic collector are freed here, in Qt's
    # thread: a collection that the web server's allocations set off in the host's thread
    # would free them there.
    gc.collect()
    from net.host import HostOptions, HostThread

    options = HostOptions(name="Self-test web", timer=5.0, hand_pause=0.0,
                          data_dir=workdir / "web-host")
    host = HostThread(options, "127.0.0.1", 0, bots=3, bot_level="normal",
                      web=("127.0.0.1", 0))
    host.start()
    try:
        port = int(host.call(lambda t: t.web.port))
        base = f"http://127.0.0.1:{port}/"
        with urllib.request.urlopen(base, timeout=10) as response:
            page = response.read().decode("utf-8")
            policy = response.headers.get("Content-Security-Policy", "")
        _check('src="app/main.js"' in page, "the web table's page is not StudDesk's")
        _check("script-src 'self'" in policy, "the web table's page has no strict policy")
        fetched = 0
        for path in ("app/main.js", "app/messages.js", "app/words.js", "style.css",
                     "vendor/msgpack/index.mjs", "vendor/noble-hashes/sha2.js",
                     "art/cards/classic/As.svg"):
            with urllib.request.urlopen(base + path, timeout=10) as response:
                _check(response.status == 200 and len(response.read()) > 100,
                       f"the web table does not serve {path}")
                fetched += 1
        number, verdict = asyncio.run(_watch_over_websocket(port))
        _check(getattr(verdict, "ok", None) is True,
               f"hand {number} over the WebSocket: the fairness check failed")
    finally:
        host.stop(end_session=True)
    return (f"served the page and {fetched} of its files; watched hand {number} over a "
            "WebSocket and verified it against the dealer's commitment")


def step_trustless() -> str:
    """The deal nobody has to trust: libsodium through rbcl loads (in a bundle it needs its
    source beside the byte code), two devices shuffle with proofs, one card opens."""
    from net.trustless import CARDS, EVERYONE, Deal, new_key, reveal_token
    from net.trustless.hand import key_context

    session = b"self-test-session"
    keys = [new_key(key_context(session, name)) for name in ("a", "b")]
    deals = [Deal(session, 1, [k.share for k in keys]) for _ in keys]
    for mine, key in enumerate(keys):
        deck, proof = deals[mine].shuffle(key)
        deals[1 - mine].add_shuffle(key.share.device, deck, proof)
    for deal in deals:
        for key in keys:
            if key.share.device not in deal.tokens.get(0, {}):
                deal.add_token(reveal_token(key, deal.deck[0], 0, EVERYONE, deal.context))
    cards = {deal.card(0) for deal in deals}
    _check(len(cards) == 1 and cards <= set(CARDS), f"the two devices opened {sorted(cards)}")
    return f"two shuffles checked, the top card opened ({cards.pop()})"


def run_self_test(out: TextIO | None = None) -> int:
    out = out or sys.stdout
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from studdesk import __version__
    from studdesk.engine.compiled import describe_engine

    out.write(f"StudDesk {__version__} self-test (Python {sys.version.split()[0]}, "
              f"Qt platform {os.environ['QT_QPA_PLATFORM']})\n")
    out.write(describe_engine() + "\n")  # "engine: pure Python" or "engine: compiled (mypyc) ..."
    failures = 0
    with tempfile.TemporaryDirectory(prefix="studdesk-self-test-") as tmp:
        workdir = Path(tmp)
        steps: list[tuple[str, Callable[[], str]]] = [
            ("Qt and the card art", step_card),
            ("the table", lambda: step_table(workdir)),
            ("translations", step_translation),
            ("a hand on a loopback host", lambda: step_host_hand(workdir)),
            ("the web table", lambda: step_web_table(workdir)),
            ("a deal nobody has to trust", step_trustless),
        ]
        from PySide6.QtWidgets import QApplication

        app = QApplication.instance() or QApplication([])  # noqa: F841  (kept for the steps)
        for name, step in steps:
            started = time.perf_counter()
            try:
                detail = step()
            except SelfTestError as exc:
                failures += 1
                out.write(f"FAILED  {name}: {exc}\n")
            except Exception as exc:  # a crash in a step is a failure of that step, not ours
                failures += 1
                out.write(f"FAILED  {name}: {type(exc).__name__}: {exc}\n")
                traceback.print_exc(file=sys.stderr)
            else:
                out.write(f"ok      {name} ({time.perf_counter() - started:.1f} s): {detail}\n")
    out.write("self-test passed\n" if failures == 0 else f"self-test FAILED ({failures} step(s))\n")
    out.flush()
    return 0 if failures == 0 else 1
