// The page's layout check (app/layout.js) against the host's engine (net/table/trustless.py's
// BlindHand.plan) over the hands tests/web/layout_cases.py plays: for the first street and every
// move, the same positions to the same seats, face up or down, burns where they are, and the
// same showdowns. Run by tests/web/test_layout_js.py, which writes the cases and names the file
// in STUDDESK_LAYOUT_CASES.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { HandLayout } from "../app/layout.js";

const cases = JSON.parse(readFileSync(process.env.STUDDESK_LAYOUT_CASES, "utf-8"));
const plain = (plan) => ({ dealt: plan.dealt.map((d) => [d.position, d.seat, d.up]), show: plan.show });

test("every hand's layout is the engine's, move by move", () => {
  let moves = 0;
  let runOuts = 0;
  let showdowns = 0;
  let gathered = 0;
  for (const hand of cases) {
    const layout = new HandLayout(hand.config, hand.players);
    assert.deepEqual(plain(layout.first()), hand.first, `hand ${hand.hand}: the first street`);
    const burned = new Set();
    for (const [i, step] of hand.steps.entries()) {
      const got = plain(layout.act(step.move));
      assert.deepEqual(got, { dealt: step.dealt, show: step.show },
        `hand ${hand.hand} (${hand.config.variant}), move ${i} ${JSON.stringify(step.move)}`);
      moves += 1;
      if (step.dealt.filter((d) => d[1] === null).length > 1) runOuts += 1;
      if (step.show.length) showdowns += 1;
      // D10: a card dealt to a seat from a burned position (the gathered cards, ascending)
      if (step.dealt.some((d) => d[1] !== null && burned.has(d[0]))) gathered += 1;
      for (const d of step.dealt) if (d[1] === null) burned.add(d[0]);
    }
  }
  console.log(`# layout: ${cases.length} hands, ${moves} moves, ${runOuts} run-outs, ${showdowns} showdowns, ${gathered} dealt from the gathered cards (D10)`);
  assert.ok(moves > 500 && runOuts > 5 && showdowns > 10, { moves, runOuts, showdowns });
});
