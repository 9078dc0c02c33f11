// The page's trustless.js on its own (small decks, so that it stays quick): malformed wire
// values are refused with a sentence, a deck shuffled by two devices opens to the same cards,
// a card opens only with every device's token. Held to the Python core byte for byte by
// tests/web/test_trustless_js.py (tests/trustless.vectors.js).

import { test } from "node:test";
import assert from "node:assert/strict";
import * as T from "../app/trustless.js";

const session = new TextEncoder().encode("node-test-session");
const keyContext = (device) => new T.Context(session, 0, device, "key");

test("malformed wire values are refused with a sentence, before any arithmetic", () => {
  assert.throws(() => T.decodePoint(new Uint8Array(31), "x"), /x: a point must be 32 bytes/);
  assert.throws(() => T.decodePoint(new Uint8Array(32).fill(0xff), "x"), /not a valid ristretto255/);
  assert.ok(T.decodePoint(new Uint8Array(32), "identity").is0());  // the open deck's a
  assert.throws(() => T.scalarFromBytes(T.scalarBytes(T.L - 1n).map((b, i) => (i === 0 ? b + 1 : b)),
    "s"), /not reduced below the group order/);
  assert.equal(T.scalarFromBytes(T.scalarBytes(T.L - 1n), "s"), T.L - 1n);
  assert.throws(() => new T.Context(new Uint8Array(7), 0, "d", "key"), /8 to 64 bytes/);
  assert.throws(() => T.keyShareFromWire(["d", new Uint8Array(32)]), /a key share is/);
  assert.throws(() => T.tokenFromWire(["d", "1", "*", new Uint8Array(32), []]), /a reveal token is/);
  assert.throws(() => T.shuffleProofFromWire([[], [], [], [], []], "p"), /wrong lengths/);
});

test("keys: a share goes through its wire form and checks; a copied or doubled one does not", () => {
  const a = T.newKey(keyContext("a"));
  const b = T.newKey(keyContext("b"));
  const back = T.keyShareFromWire(T.keyShareToWire(a.share));
  T.verifyKeyShare(back, keyContext("a"));
  assert.throws(() => T.verifyKeyShare({ ...a.share, device: "b" }, keyContext("b")),
    /does not check/);
  assert.throws(() => T.jointKey([a.share, a.share], keyContext("a")), /same device/);
  assert.throws(() => T.jointKey([a.share, { ...b.share, public: a.share.public }],
    keyContext("a")), /same public key/);
  assert.ok(!T.jointKey([a.share, b.share], keyContext("a")).is0());
});

test("two devices shuffle 6 cards; the deck opens to the same cards, only with both tokens", () => {
  const keys = [T.newKey(keyContext("a")), T.newKey(keyContext("b"))];
  const joint = T.jointKey(keys.map((k) => k.share), keyContext("a"));
  const hand = new T.Context(session, 3, "a", "");
  let deck = T.initialDeck().slice(0, 6);
  keys.forEach((key, k) => {
    const step = hand.at(`shuffle/${k}`, key.share.device);
    const { outputs, proof } = T.shuffle(deck, joint, step, key);
    const wire = T.shuffleProofToWire(proof);
    T.verifyShuffle(deck, T.deckFromWire(T.deckToWire(outputs), "deck"),
      T.shuffleProofFromWire(wire, "proof"), joint, step, key.share.public);
    deck = outputs;
  });
  const opened = deck.map((ct, position) => {
    const tokens = keys.map((k) => T.tokenFromWire(T.tokenToWire(
      T.revealToken(k, ct, position, T.EVERYONE, hand))));
    tokens.forEach((t, i) => T.verifyToken(t, keys[i].share.public, ct, position, t.device, hand));
    assert.throws(() => T.openCard(ct, [tokens[0].share]), /do not open/);
    return T.openCard(ct, tokens.map((t) => t.share));
  });
  assert.deepEqual([...opened].sort(), T.CARDS.slice(0, 6).sort());
});
