// The page's trustless.js against vectors from the Python core (tests/web/trustless_vectors.py
// writes them; tests/web/test_trustless_js.py runs this file with STUDDESK_TRUSTLESS_VECTORS and
// STUDDESK_TRUSTLESS_OUT set, then holds what this file writes to the Python checks). Not a
// *.test.js file: without vectors it has nothing to check.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { sha512 } from "../vendor/noble-hashes/sha2.js";
import * as T from "../app/trustless.js";

const vectorsPath = process.env.STUDDESK_TRUSTLESS_VECTORS;
const outPath = process.env.STUDDESK_TRUSTLESS_OUT;
if (!vectorsPath || !outPath) throw new Error("STUDDESK_TRUSTLESS_VECTORS and _OUT must be set");

function fromJson(value) {
  if (Array.isArray(value)) return value.map(fromJson);
  if (value !== null && typeof value === "object") {
    if (typeof value.$b === "string") return Uint8Array.from(Buffer.from(value.$b, "hex"));
    return Object.fromEntries(Object.entries(value).map(([k, x]) => [k, fromJson(x)]));
  }
  return value;
}

function toJson(value) {
  if (value instanceof Uint8Array) return { $b: Buffer.from(value).toString("hex") };
  if (Array.isArray(value)) return value.map(toJson);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, x]) => [k, toJson(x)]));
  }
  return value;
}

const hexOf = (bytes) => Buffer.from(bytes).toString("hex");

/** tests/web/trustless_vectors.py's fixed_scalars: SHA-512(seed ‖ k) mod (L - 1) + 1. */
function fixedScalars(seed) {
  let counter = 0;
  return () => {
    const data = new Uint8Array([...Buffer.from(seed), 0, 0, 0, 0]);
    new DataView(data.buffer).setUint32(data.length - 4, counter++);
    const digest = sha512(data);
    let v = 0n;
    for (let i = 63; i >= 0; i--) v = (v << 8n) | BigInt(digest[i]);
    return v % (T.L - 1n) + 1n;
  };
}

const v = fromJson(JSON.parse(readFileSync(vectorsPath, "utf8")));
const keyContext = (device) => new T.Context(v.session, 0, device, "key");
const keys = v.keys.map(T.keyShareFromWire);
const secrets = v.secrets.map((s) => T.scalarFromBytes(s, "secret"));
const context = new T.Context(v.session, v.hand, "alice", "");
const shuffles = v.shuffles.map(([deck, proof]) => ({
  deck: T.deckFromWire(deck, "deck"), proof: T.shuffleProofFromWire(proof, "proof") }));

test("the card points are Python's, in the engine's order", () => {
  assert.deepEqual([...T.CARDS], v.cards);
  assert.deepEqual(v.cards.map((c) => hexOf(T.enc(T.cardPoint(c)))), v.card_points.map(hexOf));
});

test("with the same randomness, a key and its proof are Python's bytes", () => {
  ["alice", "bob"].forEach((device, i) => {
    const key = T.newKey(keyContext(device), fixedScalars(device));
    assert.deepEqual(toJson(T.keyShareToWire(key.share)), toJson(v.keys[i]));
    assert.equal(key.secret, secrets[i]);
  });
  for (const share of keys) T.verifyKeyShare(share, keyContext("alice"));
  const joint = T.jointKey(keys, keyContext("alice"));
  assert.equal(hexOf(T.enc(joint)), hexOf(v.joint));
  const bad = T.keyShareFromWire([v.keys[1][0], v.keys[1][1], [v.keys[1][2][0], v.keys[0][2][1]]]);
  assert.throws(() => T.verifyKeyShare(bad, keyContext("bob")), /does not check/);
  const otherSession = new T.Context(Uint8Array.from(v.session).reverse(), 0, "alice", "key");
  assert.throws(() => T.verifyKeyShare(keys[0], otherSession), /does not check/);
});

test("with the same randomness, a shuffle and its proof are Python's bytes", () => {
  const joint = T.jointKey(keys, keyContext("alice"));
  const masks = v.masks.map((m) => T.scalarFromBytes(m, "mask"));
  const { outputs, proof } = T.shuffle(T.initialDeck(), joint, context.at("shuffle/0"),
    { secret: secrets[0], share: keys[0] },
    { permutation: v.permutation, masks, rng: fixedScalars("shuffle") });
  assert.deepEqual(toJson(T.deckToWire(outputs)), toJson(v.shuffles[0][0]));
  assert.deepEqual(toJson(T.shuffleProofToWire(proof)), toJson(v.shuffles[0][1]));
});

test("Python's shuffles check here; a tampered one does not", () => {
  const joint = T.jointKey(keys, keyContext("alice"));
  T.verifyShuffle(T.initialDeck(), shuffles[0].deck, shuffles[0].proof, joint,
    context.at("shuffle/0"), keys[0].public);
  T.verifyShuffle(shuffles[0].deck, shuffles[1].deck, shuffles[1].proof, joint,
    context.at("shuffle/1", "bob"), keys[1].public);
  // Another step, another signer, a response changed, two cards swapped: each refused.
  assert.throws(() => T.verifyShuffle(shuffles[0].deck, shuffles[1].deck, shuffles[1].proof,
    joint, context.at("shuffle/0", "bob"), keys[1].public), /does not check/);
  assert.throws(() => T.verifyShuffle(shuffles[0].deck, shuffles[1].deck, shuffles[1].proof,
    joint, context.at("shuffle/1", "bob"), keys[0].public), /does not check/);
  const wire = v.shuffles[1][1].map((part) => part.map((x) => Uint8Array.from(x)));
  wire[4][0][0] ^= 1;
  assert.throws(() => T.verifyShuffle(shuffles[0].deck, shuffles[1].deck,
    T.shuffleProofFromWire(wire, "proof"), joint, context.at("shuffle/1", "bob"),
    keys[1].public), /does not check/);
  const swapped = [...shuffles[1].deck];
  [swapped[0], swapped[1]] = [swapped[1], swapped[0]];
  assert.throws(() => T.verifyShuffle(shuffles[0].deck, swapped, shuffles[1].proof, joint,
    context.at("shuffle/1", "bob"), keys[1].public), /does not check/);
});

test("tokens: the same bytes with the same randomness; Python's check and open its card", () => {
  const deck = shuffles[1].deck;
  const alice = { secret: secrets[0], share: keys[0] };
  const first = v.reveals[0];
  const mine = T.revealToken(alice, deck[first.position], first.position, first.recipient,
    context, fixedScalars("token"));
  assert.deepEqual(toJson(T.tokenToWire(mine)), toJson(first.tokens[0]));
  for (const reveal of v.reveals) {
    const tokens = reveal.tokens.map(T.tokenFromWire);
    const ct = deck[reveal.position];
    tokens.forEach((t, i) => T.verifyToken(t, keys[i].public, ct, reveal.position, t.device, context));
    assert.equal(T.openCard(ct, tokens.map((t) => t.share)), reveal.card);
    assert.throws(() => T.openCard(ct, [tokens[0].share]), /do not open/);
    const other = deck[reveal.position + 1];
    assert.throws(() => T.verifyToken(tokens[1], keys[1].public, other, reveal.position, "bob",
      context), /does not check/);
    const bad = T.tokenFromWire([...reveal.tokens[1].slice(0, 4),
      [reveal.tokens[1][4][0], reveal.tokens[0][4][1]]]);
    assert.throws(() => T.verifyToken(bad, keys[1].public, ct, reveal.position, "bob", context),
      /does not check/);
  }
});

test("the page's own key, shuffle and tokens, for Python to check", () => {
  const phoneContext = new T.Context(v.session, 0, "phone", "key");
  const phone = T.newKey(phoneContext);
  const all = [...keys, phone.share];
  const joint = T.jointKey(all, phoneContext);
  const hand = new T.Context(v.session, v.js_hand, "phone", "");
  const { outputs, proof } = T.shuffle(T.initialDeck(), joint, hand.at("shuffle/2"), phone);
  T.verifyShuffle(T.initialDeck(), outputs, proof, joint, hand.at("shuffle/2"), phone.share.public);
  const holders = [{ secret: secrets[0], share: keys[0] }, { secret: secrets[1], share: keys[1] }, phone];
  const tokens = holders.map((k) => T.revealToken(k, outputs[0], 0, T.EVERYONE, hand));
  tokens.forEach((t, i) => T.verifyToken(t, all[i].public, outputs[0], 0, t.device, hand));
  const card = T.openCard(outputs[0], tokens.map((t) => t.share));
  writeFileSync(outPath, JSON.stringify(toJson({
    key: T.keyShareToWire(phone.share), joint: T.enc(joint), deck: T.deckToWire(outputs),
    proof: T.shuffleProofToWire(proof), tokens: tokens.map(T.tokenToWire), card })));
});
