// The phone's side of the deal nobody has to trust (net/TRUSTLESS.md; the reference is
// net/trustless/*.py, which this module follows byte for byte: the same hashes with the same
// domains, the same statements, the same wire values). ristretto255 from the vendored
// @noble/curves, SHA-512 from @noble/hashes; scalars are BigInt mod L; randomness comes from
// crypto.getRandomValues unless a test passes its own source (`rng`: a function returning a
// scalar in [1, L), called in the order the Python core calls group.random_scalar).
//
// Speed: noble's products are far slower than libsodium's, so sums of many products use its
// Pippenger multi-scalar product and a check's `s P - c Q` one interleaved pass (the same group
// element, hence the same bytes, as Python's product-by-product sums), and the joint key gets a
// precomputed table once a shuffle. A product
// with a secret scalar alone uses noble's constant-time `multiply`; the Pippenger sums do the
// same number of point operations whatever the scalars (their memory pattern is not constant,
// which only code running on the same phone could observe: net/TRUSTLESS.md § 13).

import { ristretto255, ristretto255_hasher } from "../vendor/noble-curves/ed25519.js";
import { mulAddUnsafe, pippenger } from "../vendor/noble-curves/abstract/curve.js";
import { sha512 } from "../vendor/noble-hashes/sha2.js";

const Point = ristretto255.Point;
export const L = Point.Fn.ORDER;
export const G = Point.BASE;
export const IDENTITY = Point.ZERO;
export const EVERYONE = "*";
export const MAX_CARDS = 64;
export const CARDS = Object.freeze(
  [..."23456789TJQKA"].flatMap((rank) => [..."cdhs"].map((suit) => rank + suit)));

const utf8 = new TextEncoder();
const TAG = utf8.encode("studdesk-trustless/1");
const CARD_DOMAIN = utf8.encode("studdesk-trustless/1/card");
const GENERATOR_DOMAIN = utf8.encode("studdesk-trustless/1/generator");

export class TrustlessError extends Error {}

// --- bytes and scalars ---------------------------------------------------------------------

export function concat(...parts) {
  const size = parts.reduce((n, p) => n + p.length, 0);
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) { out.set(p, at); at += p.length; }
  return out;
}

function bigEndian(value, size) {
  const out = new Uint8Array(size);
  let v = BigInt(value);
  for (let i = size - 1; i >= 0; i--) { out[i] = Number(v & 0xffn); v >>= 8n; }
  return out;
}

function readLittle(bytes) {
  let v = 0n;
  for (let i = bytes.length - 1; i >= 0; i--) v = (v << 8n) | BigInt(bytes[i]);
  return v;
}

function mod(x) {
  const r = x % L;
  return r < 0n ? r + L : r;
}

/** The 32-byte little-endian encoding of `s mod L`. */
export function scalarBytes(s) {
  const out = new Uint8Array(32);
  let v = mod(s);
  for (let i = 0; i < 32; i++) { out[i] = Number(v & 0xffn); v >>= 8n; }
  return out;
}

/** A scalar from its 32-byte encoding; refuses a wrong length or a value not below L. */
export function scalarFromBytes(data, what) {
  if (!(data instanceof Uint8Array) || data.length !== 32) {
    throw new TrustlessError(`${what}: a scalar must be 32 bytes`);
  }
  const value = readLittle(data);
  if (value >= L) {
    throw new TrustlessError(`${what}: the scalar is not reduced below the group order`);
  }
  return value;
}

/** A uniformly random integer in [0, n) for a small n (Fisher–Yates), by rejection. */
function randomBelow(n) {
  const limit = Math.floor(0x100000000 / n) * n;
  const word = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(word);
    if (word[0] < limit) return word[0] % n;
  }
}

/** A uniformly random scalar in [1, L) from the CSPRNG (253 random bits, by rejection). */
export function randomScalar() {
  const bytes = new Uint8Array(32);
  for (;;) {
    crypto.getRandomValues(bytes);
    bytes[31] &= 0x1f;
    const v = readLittle(bytes);
    if (v < L - 1n) return v + 1n;
  }
}

/** A uniformly random permutation of 0..n-1 (Fisher–Yates on the CSPRNG). */
export function randomPermutation(n) {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = randomBelow(i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

// --- points ----------------------------------------------------------------------------------

const encodings = new WeakMap();

/** A point's canonical 32 bytes (cached: encoding costs a field inversion). */
export function enc(p) {
  let bytes = encodings.get(p);
  if (bytes === undefined) { bytes = p.toBytes(); encodings.set(p, bytes); }
  return bytes;
}

/** `data` as a point, or a TrustlessError naming `what` (a wrong length, not canonical, not
 * in the group); the identity is a point (the open deck carries it). */
export function decodePoint(data, what) {
  if (!(data instanceof Uint8Array) || data.length !== 32) {
    throw new TrustlessError(`${what}: a point must be 32 bytes`);
  }
  let p;
  try {
    p = Point.fromBytes(data);
  } catch {
    throw new TrustlessError(`${what}: not a valid ristretto255 point`);
  }
  encodings.set(p, Uint8Array.from(data));
  return p;
}

/** `s * p` for a secret `s` (constant time); the identity for 0 or the identity. */
function mulSecret(s, p) {
  s = mod(s);
  if (s === 0n || p.is0()) return IDENTITY;
  return p.multiply(s);
}

/** `s * p` for a public `s` (variable time). */
function mulPublic(s, p) {
  s = mod(s);
  if (s === 0n || p.is0()) return IDENTITY;
  return p.multiplyUnsafe(s);
}

function base(s) {
  return mulSecret(s, G);
}

/** `s p - c q` for public scalars (a proof's check): one interleaved pass (Straus), some
 * two thirds of two separate products. */
function mulSub(s, p, c, q) {
  return mulAddUnsafe(Point, [p, q], [mod(s), mod(-c)]);
}

/** `sum(s_i p_i)` by Pippenger's multi-scalar product. */
function msm(points, scalars) {
  return pippenger(Point, points, scalars.map(mod));
}

function sumPoints(points) {
  return points.reduce((total, p) => total.add(p), IDENTITY);
}

/** libsodium's ristretto255 from_hash on SHA-512 of the length-prefixed domain and data. */
export function hashToPoint(domain, data) {
  const digest = sha512(concat(bigEndian(domain.length, 2), domain, data));
  return ristretto255_hasher.deriveToCurve(digest);
}

// --- Fiat–Shamir ----------------------------------------------------------------------------

function field(data) {
  return concat(bigEndian(data.length, 4), data);
}

/** Where a proof belongs (transcript.py's Context). */
export class Context {
  constructor(session, hand, device, step) {
    if (!(session instanceof Uint8Array) || session.length < 8 || session.length > 64) {
      throw new TrustlessError("the session id must be 8 to 64 bytes");
    }
    if (!Number.isSafeInteger(hand) || hand < 0) {
      throw new TrustlessError("the hand number must be a whole number from 0");
    }
    if (typeof device !== "string" || !device) {
      throw new TrustlessError("the device id must be a non-empty string");
    }
    if (typeof step !== "string") throw new TrustlessError("the step must be a string");
    Object.assign(this, { session, hand, device, step });
    Object.freeze(this);
  }

  at(step, device = undefined) {
    return new Context(this.session, this.hand, device === undefined ? this.device : device, step);
  }

  encode() {
    return concat(field(this.session), bigEndian(this.hand, 8), field(utf8.encode(this.device)),
      field(utf8.encode(this.step)));
  }
}

/** SHA-512 of the tag, `kind`, the context and `items`, each length-prefixed. */
export function digest(kind, context, ...items) {
  const h = sha512.create();
  h.update(field(TAG)).update(field(utf8.encode(kind))).update(context.encode());
  h.update(bigEndian(items.length, 4));
  for (const item of items) h.update(field(item));
  return h.digest();
}

export function challenge(kind, context, ...items) {
  return readLittle(digest(kind, context, ...items)) % L;
}

// --- cards -----------------------------------------------------------------------------------

const CARD_POINTS = CARDS.map((card) => hashToPoint(CARD_DOMAIN, utf8.encode(card)));
const POINT_CARDS = new Map(CARD_POINTS.map((p, i) => [hex(enc(p)), CARDS[i]]));

function hex(bytes) {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function cardPoint(card) {
  const i = CARDS.indexOf(card);
  if (i < 0) throw new TrustlessError(`${JSON.stringify(card)} is not a card`);
  return CARD_POINTS[i];
}

const generatorCache = new Map();

/** H_0, H_1 .. H_n: independent points from hash-to-group (H_0 starts the chain). */
export function generators(n) {
  let hs = generatorCache.get(n);
  if (hs === undefined) {
    hs = Array.from({ length: n + 1 }, (_, i) => hashToPoint(GENERATOR_DOMAIN, bigEndian(i, 4)));
    generatorCache.set(n, hs);
  }
  return hs;
}

// --- records and their wire form (the Python records' to_wire / from_wire) ------------------

function proofToWire(proof) {
  return [scalarBytes(proof.c), scalarBytes(proof.s)];
}

function proofFromWire(data, what) {
  if (!Array.isArray(data) || data.length !== 2) {
    throw new TrustlessError(`${what}: a proof is two scalars`);
  }
  return { c: scalarFromBytes(data[0], what), s: scalarFromBytes(data[1], what) };
}

export function keyShareToWire(share) {
  return [share.device, enc(share.public), proofToWire(share.proof)];
}

export function keyShareFromWire(data) {
  if (!Array.isArray(data) || data.length !== 3 || typeof data[0] !== "string") {
    throw new TrustlessError("a key share is [device, public key, proof]");
  }
  const what = `device ${JSON.stringify(data[0])}'s key`;
  return { device: data[0], public: decodePoint(data[1], what),
    proof: proofFromWire(data[2], what) };
}

export function ciphertextToBytes(ct) {
  return concat(enc(ct.a), enc(ct.b));
}

export function ciphertextToWire(ct) {
  return [enc(ct.a), enc(ct.b)];
}

export function ciphertextFromWire(data, what) {
  if (!Array.isArray(data) || data.length !== 2) {
    throw new TrustlessError(`${what}: a masked card is two points`);
  }
  return { a: decodePoint(data[0], what), b: decodePoint(data[1], what) };
}

export function deckToWire(deck) {
  return deck.map(ciphertextToWire);
}

export function deckFromWire(data, what) {
  if (!Array.isArray(data) || data.length < 1 || data.length > MAX_CARDS) {
    throw new TrustlessError(`${what}: a deck is a list of 1 to ${MAX_CARDS} masked cards`);
  }
  return data.map((ct) => ciphertextFromWire(ct, what));
}

function deckToBytes(deck) {
  return concat(...deck.map(ciphertextToBytes));
}

export function tokenToWire(token) {
  return [token.device, token.position, token.recipient, enc(token.share),
    proofToWire(token.proof)];
}

export function tokenFromWire(data) {
  if (!Array.isArray(data) || data.length !== 5 || typeof data[0] !== "string"
      || !Number.isSafeInteger(data[1]) || typeof data[2] !== "string") {
    throw new TrustlessError("a reveal token is [device, position, recipient, share, proof]");
  }
  const what = `device ${JSON.stringify(data[0])}'s reveal token for position ${data[1]}`;
  return { device: data[0], position: data[1], recipient: data[2],
    share: decodePoint(data[3], what), proof: proofFromWire(data[4], what) };
}

export function shuffleProofToWire(proof) {
  return [proof.commitments.map(enc), proof.chain.map(enc),
    [proof.c, proof.s1, proof.s2, proof.s3, proof.s4, proof.s5].map(scalarBytes),
    proof.sHat.map(scalarBytes), proof.sPrime.map(scalarBytes)];
}

export function shuffleProofFromWire(data, what) {
  if (!Array.isArray(data) || data.length !== 5 || !data.every(Array.isArray)) {
    throw new TrustlessError(`${what}: a shuffle proof is five lists`);
  }
  const [commitments, chain, scalars, sHat, sPrime] = data;
  const n = commitments.length;
  if (n < 1 || n > MAX_CARDS || chain.length !== n || sHat.length !== n || sPrime.length !== n
      || scalars.length !== 6) {
    throw new TrustlessError(`${what}: the shuffle proof's lists have the wrong lengths`);
  }
  const [c, s1, s2, s3, s4, s5] = scalars.map((x) => scalarFromBytes(x, what));
  return { commitments: commitments.map((p) => decodePoint(p, what)),
    chain: chain.map((p) => decodePoint(p, what)), c, s1, s2, s3, s4, s5,
    sHat: sHat.map((x) => scalarFromBytes(x, what)),
    sPrime: sPrime.map((x) => scalarFromBytes(x, what)) };
}

// --- proofs of equal discrete logarithms -----------------------------------------------------

function proveEqualLogs(kind, context, secret, bases, statement, rng) {
  const k = rng();
  const commitments = bases.map((b) => enc(mulSecret(k, b)));
  const c = challenge(kind, context, ...statement, ...commitments);
  return { c, s: mod(k + c * secret) };
}

function checkEqualLogs(kind, context, proof, pairs, statement) {
  const commitments = pairs.map(([b, v]) => enc(mulSub(proof.s, b, proof.c, v)));
  return challenge(kind, context, ...statement, ...commitments) === proof.c;
}

// --- keys ------------------------------------------------------------------------------------

/** A fresh key for `context.device` (step `key`) with its Schnorr proof: {secret, share}. */
export function newKey(context, rng = randomScalar) {
  context = context.at("key");
  const secret = rng();
  const pub = base(secret);
  const proof = proveEqualLogs("key", context, secret, [G], [enc(G), enc(pub)], rng);
  return { secret, share: { device: context.device, public: pub, proof } };
}

export function verifyKeyShare(share, context) {
  const who = `device ${JSON.stringify(share.device)}`;
  if (share.public.is0()) throw new TrustlessError(`${who}'s public key is the identity`);
  context = context.at("key", share.device);
  if (!checkEqualLogs("key", context, share.proof, [[G, share.public]],
    [enc(G), enc(share.public)])) {
    throw new TrustlessError(
      `${who}'s key: the proof of knowledge of its secret does not check`);
  }
}

/** The joint key: every share checked, one per device, summed. */
export function jointKey(shares, context) {
  if (!shares.length) throw new TrustlessError("a joint key needs at least one device's key");
  if (new Set(shares.map((s) => s.device)).size !== shares.length) {
    throw new TrustlessError("two key shares name the same device");
  }
  if (new Set(shares.map((s) => hex(enc(s.public)))).size !== shares.length) {
    throw new TrustlessError("two devices sent the same public key");
  }
  for (const share of shares) verifyKeyShare(share, context);
  const joint = sumPoints(shares.map((s) => s.public));
  if (joint.is0()) throw new TrustlessError("the devices' keys cancel out");
  return joint;
}

/** The joint key made ready for many products (a precomputed table: 52 re-masks a shuffle). */
export function prepareKey(key) {
  const ready = Point.fromBytes(enc(key));
  ready.precompute(8, false);
  encodings.set(ready, enc(key));
  return ready;
}

// --- masked cards ----------------------------------------------------------------------------

export function initialDeck() {
  return CARD_POINTS.map((p) => ({ a: IDENTITY, b: p }));
}

export function encryptCard(card, key, r) {
  return { a: base(r), b: cardPoint(card).add(mulSecret(r, key)) };
}

export function remask(ct, key, s) {
  return { a: ct.a.add(base(s)), b: ct.b.add(mulSecret(s, key)) };
}

// --- reveal tokens ---------------------------------------------------------------------------

function tokenStatement(pub, position, ct, share) {
  return [enc(G), enc(pub), bigEndian(position, 2), ciphertextToBytes(ct), enc(share)];
}

function tokenContext(context, position, recipient, device) {
  return context.at(`token/${position}/${recipient}`, device);
}

/** This device's token for the card `ct` at `position`, for `recipient`. */
export function revealToken(key, ct, position, recipient, context, rng = randomScalar) {
  if (!Number.isInteger(position) || position < 0 || position >= 65536) {
    throw new TrustlessError(`position ${position} is out of range`);
  }
  if (!recipient) throw new TrustlessError("a reveal token needs a recipient");
  const device = key.share.device;
  const share = mulSecret(key.secret, ct.a);
  const proof = proveEqualLogs("token", tokenContext(context, position, recipient, device),
    key.secret, [G, ct.a], tokenStatement(key.share.public, position, ct, share), rng);
  return { device, position, recipient, share, proof };
}

export function verifyToken(token, pub, ct, position, device, context) {
  const who = `device ${JSON.stringify(device)}`;
  if (token.device !== device) {
    throw new TrustlessError(
      `a reveal token from device ${JSON.stringify(token.device)} where ${who}'s was expected`);
  }
  if (token.position !== position) {
    throw new TrustlessError(
      `${who} sent a reveal token for position ${token.position}, not for position ${position}`);
  }
  if (!checkEqualLogs("token", tokenContext(context, position, token.recipient, device),
    token.proof, [[G, pub], [ct.a, token.share]],
    tokenStatement(pub, position, ct, token.share))) {
    throw new TrustlessError(`${who}'s reveal token for position ${position} does not check `
      + "(its Chaum–Pedersen proof fails)");
  }
}

/** The card under `ct` given every device's token share: b - sum(shares). */
export function openCard(ct, shares) {
  const card = POINT_CARDS.get(hex(enc(ct.b.subtract(sumPoints(shares)))));
  if (card === undefined) {
    throw new TrustlessError("the reveal tokens do not open this masked card to a card "
      + "(a device's token is missing or the deck is not a deck)");
  }
  return card;
}

// --- the shuffle and its proof (shuffle.py) --------------------------------------------------

function statementBytes(key, signer, inputs, outputs, commitments) {
  return concat(enc(key), enc(signer), deckToBytes(inputs), deckToBytes(outputs),
    ...commitments.map(enc));
}

function uVector(context, statement, n) {
  const seed = digest("shuffle/u", context, statement);
  return Array.from({ length: n }, (_, j) => readLittle(sha512(concat(seed, bigEndian(j, 4)))) % L);
}

/** Shuffles and re-masks `inputs` under the joint `key` for `signer` ({secret, share}):
 * returns {outputs, proof}. output[i] re-masks input[permutation[i]] with masks[i]. */
export function shuffle(inputs, key, context, signer,
  { permutation, masks, rng = randomScalar } = {}) {
  const n = inputs.length;
  if (n < 1 || n > MAX_CARDS) throw new TrustlessError(`a deck of ${n} cards cannot be shuffled`);
  const psi = permutation ? [...permutation] : randomPermutation(n);
  if ([...psi].sort((x, y) => x - y).some((v, i) => v !== i)) {
    throw new TrustlessError("not a permutation");
  }
  const s = masks ? [...masks] : Array.from({ length: n }, rng);
  const ready = prepareKey(key);
  const outputs = psi.map((j, i) => remask(inputs[j], ready, s[i]));
  const h = generators(n);
  const h0 = h[0];
  const hs = h.slice(1);

  const r = Array.from({ length: n }, rng);
  const commitments = new Array(n);
  for (let i = 0; i < n; i++) commitments[psi[i]] = base(r[psi[i]]).add(hs[i]);
  const statement = statementBytes(key, signer.share.public, inputs, outputs, commitments);
  const u = uVector(context, statement, n);
  const uPrime = psi.map((j) => u[j]);

  const rHat = Array.from({ length: n }, rng);
  const chain = [];
  let previous = h0;
  for (let i = 0; i < n; i++) {
    previous = base(rHat[i]).add(mulSecret(uPrime[i], previous));
    chain.push(previous);
  }
  const rBar = mod(r.reduce((a, b) => a + b, 0n));
  const v = new Array(n).fill(1n);
  for (let i = n - 2; i >= 0; i--) v[i] = v[i + 1] * uPrime[i + 1] % L;
  const rHatTotal = mod(rHat.reduce((acc, rh, i) => acc + rh * v[i], 0n));
  const rTilde = mod(r.reduce((acc, rj, j) => acc + rj * u[j], 0n));
  const sTotal = mod(uPrime.reduce((acc, up, i) => acc + up * s[i], 0n));

  const [w1, w2, w3, w4, w5] = Array.from({ length: 5 }, rng);
  const wHat = Array.from({ length: n }, rng);
  const wPrime = Array.from({ length: n }, rng);
  const t1 = base(w1);
  const t2 = base(w2);
  const t3 = base(w3).add(msm(hs, wPrime));
  const t4a = msm(outputs.map((o) => o.a), wPrime).subtract(base(w4));
  const t4b = msm(outputs.map((o) => o.b), wPrime).subtract(mulSecret(w4, ready));
  const t5 = base(w5);
  const tHat = wHat.map((wh, i) => base(wh).add(mulSecret(wPrime[i], i === 0 ? h0 : chain[i - 1])));
  const c = challenge("shuffle", context, statement, concat(...chain.map(enc)),
    concat(...[t1, t2, t3, t4a, t4b, t5, ...tHat].map(enc)));
  const proof = {
    commitments, chain, c,
    s1: mod(w1 + c * rBar), s2: mod(w2 + c * rHatTotal), s3: mod(w3 + c * rTilde),
    s4: mod(w4 + c * sTotal), s5: mod(w5 + c * signer.secret),
    sHat: wHat.map((wh, i) => mod(wh + c * rHat[i])),
    sPrime: wPrime.map((wp, i) => mod(wp + c * uPrime[i])),
  };
  return { outputs, proof };
}

/** Throws a TrustlessError unless `proof` shows that `outputs` is `inputs` permuted and
 * re-masked under `key` by the holder of `signer` (context.device's public key). */
export function verifyShuffle(inputs, outputs, proof, key, context, signer) {
  const n = inputs.length;
  const who = `device ${JSON.stringify(context.device)}'s shuffle (${context.step})`;
  if (outputs.length !== n) throw new TrustlessError(`${who} has ${outputs.length} cards, not ${n}`);
  if (![proof.commitments, proof.chain, proof.sHat, proof.sPrime].every((x) => x.length === n)) {
    throw new TrustlessError(`${who}: the proof is for another number of cards`);
  }
  const h = generators(n);
  const h0 = h[0];
  const hs = h.slice(1);
  const statement = statementBytes(key, signer, inputs, outputs, proof.commitments);
  const u = uVector(context, statement, n);
  const c = proof.c;
  const uProduct = u.reduce((acc, uj) => acc * uj % L, 1n);
  const minusCu = u.map((uj) => mod(-c * uj));

  const cBar = sumPoints(proof.commitments).subtract(sumPoints(hs));
  const cHat = proof.chain[n - 1].subtract(mulPublic(uProduct, h0));
  const t1 = mulSub(proof.s1, G, c, cBar);
  const t2 = mulSub(proof.s2, G, c, cHat);
  // t3 = s3 G + sum(s'_i H_i) - c sum(u_j c_j), as one multi-scalar product.
  const t3 = msm([G, ...hs, ...proof.commitments], [proof.s3, ...proof.sPrime, ...minusCu]);
  // t4 = sum(s'_i e'_i) - s4 (G, Y) - c sum(u_j e_j), each half as one multi-scalar product.
  const t4a = msm([...outputs.map((o) => o.a), ...inputs.map((e) => e.a), G],
    [...proof.sPrime, ...minusCu, mod(-proof.s4)]);
  const t4b = msm([...outputs.map((o) => o.b), ...inputs.map((e) => e.b), key],
    [...proof.sPrime, ...minusCu, mod(-proof.s4)]);
  const t5 = mulSub(proof.s5, G, c, signer);
  const tHat = proof.sHat.map((sh, i) => mulPublic(sh, G)
    .add(mulSub(proof.sPrime[i], i === 0 ? h0 : proof.chain[i - 1], c, proof.chain[i])));
  const expected = challenge("shuffle", context, statement, concat(...proof.chain.map(enc)),
    concat(...[t1, t2, t3, t4a, t4b, t5, ...tHat].map(enc)));
  if (expected !== c) {
    throw new TrustlessError(`${who} does not check: its proof of a correct shuffle fails`);
  }
}
