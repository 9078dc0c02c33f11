"""What the phone page's two timed checks (``deal_key``'s ``token_check_us`` and
``shuffle8_check_us``, studdesk/web/app/device.js ``measureChecks``) predict: the page's
crypto under node, each figure beside the 8-card shuffle check measured in the same run, so the
host's forecast can scale the one figure it gets (net/TRUSTLESS.md § 13, "What the page sends
for the forecast").

    python tests/bench/bench_page_forecast.py [--repeat 5] [--smoke]

Prints, as ratios to one check of an 8-card shuffle: a check of a 52-card shuffle, the page's
own shuffle of 52 with its proof, one reveal token made, one checked; each the mean of
``--repeat`` calls (a shuffle: one call a round), in rounds that alternate, the median over the
rounds. The last line is JSON.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "studdesk" / "web"

SCRIPT = """
import * as T from "./app/trustless.js";
import { measureChecks } from "./app/device.js";
const repeat = Number(process.argv[1]);
const s = new TextEncoder().encode("forecast-session");
const k = T.newKey(new T.Context(s, 0, "d", "key"));
const ctx = new T.Context(s, 1, "d", "shuffle/0");
const mean = (f, n) => { const t = performance.now(); for (let i = 0; i < n; i++) f(); return (performance.now() - t) / n; };
const made = (n) => { const deck = T.initialDeck().slice(0, n); return [deck, T.shuffle(deck, k.share.public, ctx, k)]; };
const [d8, s8] = made(8);
const [d52, s52] = made(52);
const tok = T.revealToken(k, s52.outputs[0], 0, "*", ctx);
const rounds = { check52: [], shuffle52: [], tokenMake: [], tokenCheck: [], probe: [] };
mean(() => T.verifyShuffle(d8, s8.outputs, s8.proof, k.share.public, ctx, k.share.public), 2);
for (let r = 0; r < 5; r++) {
  const c8 = mean(() => T.verifyShuffle(d8, s8.outputs, s8.proof, k.share.public, ctx, k.share.public), repeat);
  rounds.check52.push(mean(() => T.verifyShuffle(d52, s52.outputs, s52.proof, k.share.public, ctx, k.share.public), repeat) / c8);
  rounds.shuffle52.push(mean(() => T.shuffle(d52, k.share.public, ctx, k), 1) / c8);
  rounds.tokenMake.push(mean(() => T.revealToken(k, s52.outputs[0], 0, "*", ctx), repeat * 4) / c8);
  rounds.tokenCheck.push(mean(() => T.verifyToken(tok, k.share.public, s52.outputs[0], 0, "d", ctx), repeat * 4) / c8);
  const probe = measureChecks();
  rounds.probe.push(probe.shuffle8_check_us / 1000 / c8);
}
const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(JSON.stringify(Object.fromEntries(Object.entries(rounds).map(([k, v]) => [k, median(v)]))));
"""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--smoke", action="store_true", help="one call a figure (a quick check)")
    args = parser.parse_args(argv)
    node = shutil.which("node")
    if node is None:
        print("node is not installed")
        return 1
    repeat = 1 if args.smoke else args.repeat
    out = subprocess.run([node, "--input-type=module", "-e", SCRIPT, str(repeat)], cwd=PAGE,
                         capture_output=True, text=True, timeout=900, check=True)
    figures = json.loads(out.stdout.strip().splitlines()[-1])
    print("as multiples of one check of an 8-card shuffle (the page's crypto under node, "
          "median of 5 rounds):")
    print(f"  check a shuffle of 52      {figures['check52']:6.2f}")
    print(f"  shuffle 52 with its proof  {figures['shuffle52']:6.2f}")
    print(f"  make a reveal token        {figures['tokenMake']:6.3f}")
    print(f"  check a reveal token       {figures['tokenCheck']:6.3f}")
    print(f"  measureChecks' own figure  {figures['probe']:6.2f}  (what deal_key carries)")
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
