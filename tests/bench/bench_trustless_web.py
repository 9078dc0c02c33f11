"""The phone's share of the deal nobody has to trust: studdesk/web/app/trustless.js in Debian's
Chromium at 390x844 with the CPU throttled (CDP Emulation.setCPUThrottlingRate, 4 by default:
a mid-range phone), beside the same operations in Python (net/trustless, libsodium) timed in the
same run, for one device at a table of ``--devices`` (8).

    python tests/bench/bench_trustless_web.py [--devices 8] [--cards 52] [--throttle 4]
                                              [--repeat 2] [--smoke]

Operations: the key set-up (the device's key with its proof, and checking the others' keys:
once a session), one shuffle of the deck with its proof, checking one shuffle, one reveal token
with its proof, checking one token. From these, the CPU one device spends on a hand played to
the showdown by every player (as tests/bench/bench_trustless.py counts it: with 8 players 49
cards open; the device makes one shuffle, checks the others', gives a token for every up card
and every other player's down card and its own two at the showdown, and checks the others'
tokens), and its own part of the first card's path (its shuffle, its checks of the others'
shuffles, its token and its checks of the first card's tokens: no faster whatever the other
devices are). Page times are
the page's clock (performance.now), the mean of a batch of ``--repeat`` calls for a shuffle and
ten times as many for the small operations (throttling runs the page in time slices, so the best
single call could escape it); Python's are the process's CPU clock, the best call of as many. Figures only; the last line is JSON.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import threading
import time
from collections.abc import Callable
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from net.trustless import (  # noqa: E402
    EVERYONE,
    Context,
    initial_deck,
    joint_key,
    new_key,
    reveal_token,
    shuffle,
    verify_key_share,
    verify_shuffle,
    verify_token,
)
from net.trustless.hand import key_context  # noqa: E402
from studdesk.web import page_root  # noqa: E402

SESSION = b"bench-session-01"
CHROMIUM = os.environ.get("STUDDESK_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"

# Runs in the page: the same operations as python_operations, timed by the page's clock.
PAGE_BENCH = """async ([devices, cards, repeat]) => {
  const T = await import("/app/trustless.js");
  const session = new TextEncoder().encode("bench-session-01");
  // The mean of a batch, not the best call: throttling runs the page in time slices, so a
  // call short enough to fit in one slice can come out unthrottled.
  const best = async (call, times = repeat) => {
    await call();  // compiled and warm first
    const t0 = performance.now();
    for (let i = 0; i < times; i++) await call();
    return (performance.now() - t0) / times;
  };
  const keyCtx = (d) => new T.Context(session, 0, d, "key");
  const keys = [];
  for (let i = 0; i < devices; i++) keys.push(T.newKey(keyCtx("d" + i)));
  const shares = keys.map((k) => k.share);
  const joint = T.jointKey(shares, keyCtx("d0"));
  const ctx = new T.Context(session, 1, "d0", "");
  const deck = T.initialDeck().slice(0, cards);
  const first = T.shuffle(deck, joint, ctx.at("shuffle/0"), keys[0]);
  const sctx = ctx.at("shuffle/1", "d1");
  const second = T.shuffle(first.outputs, joint, sctx, keys[1]);
  const ct = second.outputs[0];
  const token = T.revealToken(keys[0], ct, 0, T.EVERYONE, ctx);
  return {
    key_with_proof_ms: await best(() => T.newKey(keyCtx("d0")), repeat * 10),
    check_other_keys_ms: await best(() => {
      for (const share of shares.slice(1)) T.verifyKeyShare(share, keyCtx("d0"));
    }, repeat * 10),
    shuffle_with_proof_ms: await best(() => T.shuffle(first.outputs, joint, sctx, keys[1])),
    shuffle_verify_ms: await best(() => T.verifyShuffle(first.outputs, second.outputs,
      second.proof, joint, sctx, keys[1].share.public)),
    token_with_proof_ms: await best(() => T.revealToken(keys[0], ct, 0, T.EVERYONE, ctx),
      repeat * 10),
    token_verify_ms: await best(() => T.verifyToken(token, keys[0].share.public, ct, 0, "d0",
      ctx), repeat * 10),
    user_agent: navigator.userAgent,
  };
}"""


def best_ms(repeat: int, call: Callable[[], object]) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        call()
        best = min(best, time.process_time() - start)
    return best * 1000


def python_operations(devices: int, cards: int, repeat: int) -> dict[str, float]:
    keys = [new_key(key_context(SESSION, f"d{i}")) for i in range(devices)]
    shares = [k.share for k in keys]
    joint = joint_key(shares, key_context(SESSION, "d0"))
    ctx = Context(SESSION, 1, "d0", "")
    deck = initial_deck()[:cards]
    first, _ = shuffle(deck, joint, ctx.at("shuffle/0"), keys[0])
    sctx = ctx.at("shuffle/1", "d1")
    second, proof = shuffle(first, joint, sctx, keys[1])
    ct = second[0]
    token = reveal_token(keys[0], ct, 0, EVERYONE, ctx)
    def check_other_keys() -> None:
        for share in shares[1:]:
            verify_key_share(share, key_context(SESSION, "d0"))

    return {
        "key_with_proof_ms": best_ms(repeat * 10, lambda: new_key(key_context(SESSION, "d0"))),
        "check_other_keys_ms": best_ms(repeat * 10, check_other_keys),
        "shuffle_with_proof_ms": best_ms(repeat, lambda: shuffle(first, joint, sctx, keys[1])),
        "shuffle_verify_ms": best_ms(repeat, lambda: verify_shuffle(
            first, second, proof, joint, sctx, keys[1].share.public)),
        "token_with_proof_ms": best_ms(repeat * 10, lambda: reveal_token(
            keys[0], ct, 0, EVERYONE, ctx)),
        "token_verify_ms": best_ms(repeat * 10, lambda: verify_token(
            token, keys[0].share.public, ct, 0, "d0", ctx)),
    }


def hand_counts(devices: int) -> dict[str, int]:
    """One device's work on a hand every player plays to the showdown (one device a player):
    2 down and 4 up cards each, and with 8 players (8 x 7 > 52) 7th street as one community
    card (RULES.md D10), else a third down card each."""
    others = devices - 1
    community = devices * 7 > 52
    up = devices * 4 + (1 if community else 0)
    down_each = 2 if community else 3
    made = up + others * down_each + down_each           # up cards, others' downs, own shown
    checked = up * others + down_each * others + others * down_each * others
    return {"shuffles_checked": others, "tokens_made": made, "tokens_checked": checked,
            "cards_opened": up + devices * down_each}


def hand_costs(ops: dict[str, float], devices: int) -> dict[str, float]:
    n = hand_counts(devices)
    cpu = (ops["shuffle_with_proof_ms"] + n["shuffles_checked"] * ops["shuffle_verify_ms"]
           + n["tokens_made"] * ops["token_with_proof_ms"]
           + n["tokens_checked"] * ops["token_verify_ms"])
    # The device's own part of the first card's path, were every other device instantly
    # done: its shuffle, its checks of the others' (no token before every shuffle checked),
    # its token and the others' tokens checked.
    first_card = (ops["shuffle_with_proof_ms"] + (devices - 1) * ops["shuffle_verify_ms"]
                  + ops["token_with_proof_ms"] + (devices - 1) * ops["token_verify_ms"])
    return {"cpu_per_hand_s": cpu / 1000, "first_card_own_part_s": first_card / 1000}


class QuietHandler(SimpleHTTPRequestHandler):
    """Serves the page's files on loopback without a line per request."""

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 (the base's name)
        pass


def page_operations(devices: int, cards: int, repeat: int, throttle: float) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    server = ThreadingHTTPServer(("127.0.0.1", 0),
                                 partial(QuietHandler, directory=str(page_root())))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            try:
                context = browser.new_context(viewport={"width": 390, "height": 844},
                                              device_scale_factor=3,
                                              is_mobile=True, has_touch=True)
                page = context.new_page()
                page.goto(f"http://127.0.0.1:{server.server_address[1]}/package.json")
                cdp = context.new_cdp_session(page)
                cdp.send("Emulation.setCPUThrottlingRate", {"rate": throttle})
                result: dict[str, Any] = page.evaluate(PAGE_BENCH, [devices, cards, repeat])
                result["viewport"] = page.viewport_size
                return result
            finally:
                browser.close()
    finally:
        server.shutdown()
        server.server_close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--devices", type=int, default=8)
    parser.add_argument("--cards", type=int, default=52)
    parser.add_argument("--throttle", type=float, default=4.0)
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--smoke", action="store_true", help="8 cards, 3 devices, one run")
    args = parser.parse_args()
    if args.smoke:
        args.devices, args.cards, args.repeat = 3, 8, 1
    load = os.getloadavg()
    page = page_operations(args.devices, args.cards, args.repeat, args.throttle)
    python = python_operations(args.devices, args.cards, args.repeat)
    names = [k for k in python]
    print(f"{args.devices} devices, {args.cards} cards; page: Chromium at "
          f"{page['viewport']['width']}x{page['viewport']['height']}, CPU throttled "
          f"{args.throttle:g}x; load {load[0]:.1f} on {os.cpu_count()} CPUs")
    print(f"{'operation':<24}{'page ms':>12}{'python ms':>12}{'ratio':>10}")
    for name in names:
        print(f"{name.removesuffix('_ms'):<24}{page[name]:>12.1f}{python[name]:>12.2f}"
              f"{page[name] / python[name]:>10.0f}")
    tables = range(2, args.devices + 1) if args.cards == 52 else range(0)
    page_hand = {n: hand_costs(page, n) for n in tables}
    python_hand = {n: hand_costs(python, n) for n in tables}
    if tables:
        print("a hand to the showdown, one device's share (seconds), page / python:")
        print(f"{'devices':<9}{'cards':>6}{'cpu per hand':>20}{'first card, own part':>26}")
        for n in tables:
            pg, py = page_hand[n], python_hand[n]
            print(f"{n:<9}{hand_counts(n)['cards_opened']:>6}"
                  f"{pg['cpu_per_hand_s']:>11.2f} / {py['cpu_per_hand_s']:<6.2f}"
                  f"{pg['first_card_own_part_s']:>15.2f} / {py['first_card_own_part_s']:<6.2f}")
    print(json.dumps({
        "devices": args.devices, "cards": args.cards, "throttle": args.throttle,
        "load": load[0], "page_ms": {k: page[k] for k in names},
        "python_ms": python, "ratio": {k: page[k] / python[k] for k in names},
        "hands": [{"devices": n, **hand_counts(n), "page": page_hand[n],
                   "python": python_hand[n]} for n in tables],
        "user_agent": page["user_agent"],
    }))


if __name__ == "__main__":
    main()
