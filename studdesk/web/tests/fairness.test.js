// cd studdesk/web && node --test tests/*.test.js : the page's fairness check (app/fairness.js);
// its digests as the shared table of cases (mirrors.json) says.
// With STUDDESK_WEB_HANDS (tests/web/test_node.py sets it) it also checks real hands recorded
// from a loopback host against the verdicts of net/fairness.py.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { checkHand, d10Permutation, leafDigest, toHex, parseCommit, FAILED, OK, NOT_CHECKED } from "../app/fairness.js";
import { disagreements } from "./mirrors.js";

const bytes = (hex) => Uint8Array.from(hex.match(/../g), (b) => parseInt(b, 16));

test("the D10 permutation is the protocol's example", () => {
  assert.deepEqual(disagreements("d10_permutation", (c) => d10Permutation(bytes(c.seed), c.count).join(" ")), []);
});

test("a leaf is SHA-256 of the domain, hand, position, card and salt", () => {
  // as net.fairness.leaf_digest(hand, position, Card(card), salt).hex()
  assert.deepEqual(disagreements("leaf_digest", (c) => toHex(leafDigest(c.hand, c.position, c.card, bytes(c.salt)))), []);
});

test("a commit whose digest does not match is refused", () => {
  const leaves = Array.from({ length: 52 }, () => "00".repeat(32));
  assert.throws(() => parseCommit({ hand: 1, leaves, seed: "00".repeat(32), digest: "11".repeat(32) }));
});

test("no commit, hand joined part-way: not checked", () => {
  const v = checkHand(null, [], { hand: 1, openings: [] });
  assert.equal(v.status, NOT_CHECKED);
});

test("no commit, hand seen from its start: failed", () => {
  const v = checkHand(null, [{ type: "hand_started", hand: 1 }], { hand: 1, openings: [] });
  assert.equal(v.status, FAILED);
  assert.match(v.reason, /without a commitment/);
});

const file = process.env.STUDDESK_WEB_HANDS;
test("real hands: the page's verdicts are net/fairness.py's", { skip: !file && "STUDDESK_WEB_HANDS not set (tests/web/test_node.py sets it)" }, () => {
  const hands = JSON.parse(readFileSync(file, "utf8"));
  assert.ok(hands.length >= 4);
  let ok = 0;
  for (const h of hands) {
    const v = checkHand(h.commit, h.events, h.reveal, h.openings);
    assert.equal(v.status, h.python.status, `${h.label}: ${v.reason} / ${h.python.reason}`);
    assert.equal(v.compared, h.python.compared, h.label);
    if (v.status === OK) ok++;
    if (h.label.startsWith("tampered")) assert.equal(v.status, FAILED, h.label);
  }
  assert.ok(ok >= 2);
});
