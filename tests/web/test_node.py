"""The page's own logic under node's test runner (studdesk/web/tests/*.test.js): the shared table
of cases (studdesk/web/tests/mirrors.json, held to the Python by tests/web/test_mirrors.py), and
hands recorded from a real loopback host so that the page's fairness check is held to
net/fairness.py's verdicts, tampered hands included, and dealt by the engine so that "You have"
is held to the desktop's words."""

from __future__ import annotations

import asyncio
import copy
import json
import os
import random
import shutil
import subprocess
from pathlib import Path
from typing import Any

from net import fairness
from studdesk.web import page_root
from tests.net.helpers import RandomPlayer
from tests.web.webkit import WsPlayer, fast_options, require_tool, wait_until, web_host


def _python_verdict(hand: dict[str, Any]) -> dict[str, Any]:
    commitment = fairness.DeckCommitment.from_wire(hand["commit"]) if hand["commit"] else None
    reveal = fairness.PublicReveal.from_wire(hand["reveal"])
    own = [fairness.SeatOpenings.from_wire(o) for o in hand["openings"]]
    verdict = fairness.check_hand(commitment, hand["events"], reveal, own)
    return {"status": verdict.status.value, "compared": verdict.compared,
            "reason": verdict.reason}


async def _record(hands: int) -> list[dict[str, Any]]:
    async with web_host(fast_options(timer=2.0)) as (host, web):
        await RandomPlayer.join(host.port, "Tee", seat=1, seed=4)
        await RandomPlayer.join(host.port, "Uma", seat=3, seed=5)
        phone = await WsPlayer.open(web, seed=6)
        phone.play = True
        await phone.hello("Phone")
        await phone.send({"type": "sit", "seat": 2})
        await wait_until(lambda: sum(m["type"] == "reveal" for m in phone.received) >= hands, 60)
        await phone.close()
    out: list[dict[str, Any]] = []
    current: dict[str, Any] | None = None
    commits = {}
    for m in phone.received:
        if m["type"] == "commit":
            commits[m["hand"]] = m
        elif m["type"] == "event" and m["event"]["type"] == "hand_started":
            current = {"label": f"hand {m['hand']}", "commit": commits.get(m["hand"]),
                       "events": [], "openings": [], "reveal": None}
        if current is None:
            continue
        if m["type"] == "event":
            current["events"].append(m["event"])
        elif m["type"] == "openings":
            current["openings"].append(m)
        elif m["type"] == "reveal":
            current["reveal"] = {k: v for k, v in m.items() if k != "phh"}
            out.append(current)
            current = None
    return out


def _tampered(hands: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out = []
    for h in hands:
        if not h["reveal"]["openings"]:
            continue
        salt = copy.deepcopy(h)
        opening = salt["reveal"]["openings"][0]
        opening["salt"] = ("0" if opening["salt"][0] != "0" else "1") + opening["salt"][1:]
        salt["label"] = f"tampered salt, {h['label']}"
        out.append(salt)
        card = copy.deepcopy(h)
        dealt = [e for e in card["events"] if e["type"] == "card_dealt" and e["card"] != "??"]
        swapped = next(c for c in ("2c", "2d", "2h", "2s", "3c")
                       if all(c != e["card"] for e in card["events"] if "card" in e))
        dealt[-1]["card"] = swapped
        card["label"] = f"tampered card, {h['label']}"
        out.append(card)
        if len(out) >= 4:
            break
    return out


def _own_hands(count: int) -> list[dict[str, Any]]:
    """Hands of every game dealt by the engine and played on passively, each seat's
    ``own_hand`` record (its wire form) at every street, with the desktop's "You have" line for
    it in each language: the page must word each record exactly so."""
    from studdesk.engine import GameConfig, Hand, PlayerSpec, Variant
    from studdesk.engine.actions import ActionKind
    from studdesk.engine.cards import shuffled_deck
    from studdesk.engine.evaluate import format_hand_name
    from studdesk.engine.views import own_hand_of, own_hand_to_dict
    from studdesk.gui.table.hand_strength import strength_line
    from studdesk.gui.text import i18n

    rng = random.Random(19)
    found: list[tuple[Any, dict[str, Any]]] = []
    number = 0
    while len(found) < count:
        variant = list(Variant)[number % len(Variant)]
        number += 1
        players = [PlayerSpec(s, f"P{s}", 100_000, auto_muck=False) for s in range(1, 5)]
        hand = Hand(GameConfig.preset(variant, 200), players, shuffled_deck(rng), number=number)
        seen = 0
        while not hand.is_complete and seen < 40:
            seen += 1
            for p in hand.players:
                own = own_hand_of(hand, p.seat)
                if own is not None:
                    cards = " ".join(str(c) for c in hand.hand_cards(p.seat))
                    found.append((own, {"cards": cards, "own": own_hand_to_dict(own)}))
            moves = {m.kind: m for m in hand.legal_actions()}
            for kind in (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN, ActionKind.BUY,
                         ActionKind.SHOW, ActionKind.MUCK, ActionKind.FOLD,
                         ActionKind.DECLARE, ActionKind.TURN_UP):  # W9, W11: the choices too
                if kind in moves:
                    hand.apply(moves[kind].action())
                    break
    try:
        for lang in ("en", "pl", "bg"):
            assert i18n.install_language(lang)
            for own, case in found:
                case.setdefault("lines", {})[lang] = strength_line(own)
    finally:
        i18n.install_language("en")
    for own, case in found:
        if own.high is not None:
            text = format_hand_name(own.high)
            case["high_text"] = text[:1].upper() + text[1:]
    return [case for _, case in found]


def test_the_pages_logic_under_node(tmp_path: Path, qapp: Any) -> None:
    node = shutil.which("node")
    require_tool("node", node is not None, "Debian's nodejs; ./run.sh setup installs it in CI")
    assert node is not None
    hands = asyncio.run(_record(5))
    hands += _tampered(hands)
    for h in hands:
        h["python"] = _python_verdict(h)
    statuses = [h["python"]["status"] for h in hands]
    assert statuses.count("ok") >= 3 and statuses.count("failed") >= 2, statuses
    path = tmp_path / "hands.json"
    path.write_text(json.dumps(hands), encoding="utf-8")
    names = tmp_path / "names.json"
    names.write_text(json.dumps(_own_hands(2500), ensure_ascii=False), encoding="utf-8")
    env = dict(os.environ, STUDDESK_WEB_HANDS=str(path), STUDDESK_WEB_HANDNAMES=str(names))
    root = page_root()
    files = sorted(str(p.relative_to(root)) for p in (root / "tests").glob("*.test.js"))
    assert len(files) >= 3
    result = subprocess.run([node, "--test", *files], cwd=root, env=env,
                            capture_output=True, text=True, timeout=120)
    summary = [line for line in result.stdout.splitlines() if line.startswith("# ")]
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-2000:]
    assert "# fail 0" in summary and "# skipped 0" in summary, summary
