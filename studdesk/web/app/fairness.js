// The fairness check of one hand, in the page (PROTOCOL.md section 5; the reference is
// net/fairness.py's check_hand): the deck was committed before the deal, and every card this
// page saw came from it, at its position. SHA-256 and HMAC from the vendored @noble/hashes
// (a page served over plain http on a LAN has no WebCrypto).

import { sha256 } from "../vendor/noble-hashes/sha2.js";
import { hmac } from "../vendor/noble-hashes/hmac.js";

const DECK_SIZE = 52;
const enc = new TextEncoder();
const LEAF_DOMAIN = enc.encode("studdesk-deck/2");
const SEED_DOMAIN = enc.encode("studdesk-seed/2");
const DIGEST_DOMAIN = enc.encode("studdesk-commit/2");
const D10_DOMAIN = enc.encode("studdesk-d10/2");
const CARD = /^[2-9TJQKA][cdhs]$/;
const HEX64 = /^[0-9a-f]{64}$/;

export const OK = "ok";
export const FAILED = "failed";
export const NOT_CHECKED = "not_checked";

export class FairnessError extends Error {}

function concat(...parts) {
  const size = parts.reduce((n, p) => n + p.length, 0);
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) { out.set(p, at); at += p.length; }
  return out;
}

export function fromHex(text, what = "value") {
  if (typeof text !== "string" || !HEX64.test(text)) throw new FairnessError(`${what}: not 64 hex digits`);
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++) out[i] = parseInt(text.slice(2 * i, 2 * i + 2), 16);
  return out;
}

export function toHex(bytes) {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function handBytes(hand) {
  if (!Number.isSafeInteger(hand) || hand < 0) throw new FairnessError(`hand: ${hand} is not a hand number`);
  const out = new Uint8Array(8);
  let n = BigInt(hand);
  for (let i = 7; i >= 0; i--) { out[i] = Number(n & 0xffn); n >>= 8n; }
  return out;
}

export function leafDigest(hand, position, card, salt) {
  return sha256(concat(LEAF_DOMAIN, handBytes(hand), Uint8Array.of(position), enc.encode(card), salt));
}

export function seedDigest(hand, seed) {
  return sha256(concat(SEED_DOMAIN, handBytes(hand), seed));
}

export function commitmentDigest(hand, leaves, seed) {
  return sha256(concat(DIGEST_DOMAIN, handBytes(hand), ...leaves, seed));
}

function same(a, b) {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0;
}

/** A `commit` message checked: its digest must fingerprint its leaves and seed. */
export function parseCommit(msg) {
  if (!Array.isArray(msg.leaves) || msg.leaves.length !== DECK_SIZE) {
    throw new FairnessError(`commit.leaves: must be ${DECK_SIZE} digests`);
  }
  const leaves = msg.leaves.map((v, i) => fromHex(v, `commit.leaves[${i}]`));
  const seed = fromHex(msg.seed, "commit.seed");
  const digest = fromHex(msg.digest, "commit.digest");
  if (!same(commitmentDigest(msg.hand, leaves, seed), digest)) {
    throw new FairnessError("commit.digest: does not match the leaves and seed");
  }
  return { hand: msg.hand, leaves, seed, digest };
}

function* words(seed) {
  for (let counter = 0; ; counter++) {
    const c = new Uint8Array(4);
    new DataView(c.buffer).setUint32(0, counter);
    const digest = hmac(sha256, seed, concat(D10_DOMAIN, c));
    const view = new DataView(digest.buffer, digest.byteOffset, 32);
    for (let i = 0; i < 32; i += 4) yield view.getUint32(i);
  }
}

/** The D10 reshuffle of `count` gathered cards as indices (Fisher-Yates from the end). */
export function d10Permutation(seed, count) {
  const order = Array.from({ length: count }, (_, i) => i);
  const stream = words(seed);
  for (let i = count - 1; i > 0; i--) {
    const n = i + 1;
    const limit = 2 ** 32 - (2 ** 32 % n);
    let word = stream.next().value;
    while (word >= limit) word = stream.next().value;
    const j = word % n;
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

const seen = (card) => (card === null || card === undefined || card === "??" ? null : String(card));

/** Every card dealt in one hand as its committed deck position, from the events in order. */
export function traceDeal(events, seed) {
  let order = Array.from({ length: DECK_SIZE }, (_, i) => i);
  let top = 0;
  let burned = [];
  let pendingBurn = false;
  let live = null;
  const dealt = [];
  const shown = new Map();
  const take = () => {
    if (top >= order.length) throw new FairnessError("more cards dealt than the deck holds");
    return order[top++];
  };
  const burn = () => {
    if (pendingBurn) { burned.push(take()); pendingBurn = false; }
  };
  for (const ev of events) {
    const kind = ev.type;
    if (kind === "hand_started") {
      live = new Set(ev.seats.map(Number));
    } else if (kind === "action_taken" && ev.action === "fold" && live) {
      live.delete(Number(ev.seat));
    } else if (kind === "street_started") {
      burn();
      pendingBurn = Number(ev.street) > 3;
    } else if (kind === "cards_reshuffled") {
      if (!pendingBurn) throw new FairnessError("a reshuffle that does not start a street");
      if (!seed) throw new FairnessError("the hand was reshuffled (D10) but no seed was opened");
      pendingBurn = false;
      if (live && order.length - top >= live.size + 1) {
        throw new FairnessError("a reshuffle while the deck still held a burn and a card for every player (D10)");
      }
      const gathered = burned.concat(order.slice(top));
      if (Number(ev.count) !== gathered.length) {
        throw new FairnessError(`a reshuffle of ${ev.count} cards where ${gathered.length} were left`);
      }
      order = d10Permutation(seed, gathered.length).map((i) => gathered[i]);
      top = 0;
      burned = [];
    } else if (kind === "card_dealt") {
      burn();
      dealt.push({ position: take(), seat: Number(ev.seat), card: seen(ev.card), faceUp: !!ev.face_up });
    } else if (kind === "community_card_dealt") {
      burn();
      dealt.push({ position: take(), seat: null, card: seen(ev.card), faceUp: true });
    } else if (kind === "cards_shown") {
      shown.set(Number(ev.seat), ev.cards.map(String));
    }
  }
  return { dealt, shown };
}

/** The cards this page saw, by committed position (dealt to it, face up, every hand shown). */
export function seenCards(trace) {
  const out = new Map();
  for (const d of trace.dealt) if (d.card !== null) out.set(d.position, d.card);
  for (const [seat, cards] of trace.shown) {
    const positions = trace.dealt.filter((d) => d.seat === seat).map((d) => d.position);
    if (positions.length !== cards.length) {
      throw new FairnessError(`seat ${seat} showed ${cards.length} cards of ${positions.length}`);
    }
    positions.forEach((p, i) => {
      if (out.has(p) && out.get(p) !== cards[i]) {
        throw new FairnessError(`seat ${seat} showed ${cards[i]} where ${out.get(p)} was dealt`);
      }
      out.set(p, cards[i]);
    });
  }
  return out;
}

const verdict = (status, compared = 0, reason = "") => ({ status, compared, reason });

/** Whether the openings open the commitment at exactly the positions seen, as the cards seen. */
export function verifyOpenings(commitment, openings, seenByPosition) {
  if (!commitment) return verdict(NOT_CHECKED, 0, "no commitment was received before the deal");
  const opened = new Map();
  const where = new Map();
  for (const o of openings) {
    const p = o.position;
    if (!Number.isInteger(p) || p < 0 || p >= DECK_SIZE || !CARD.test(o.card) || !HEX64.test(o.salt)) {
      return verdict(FAILED, 0, `position ${p}: a malformed opening`);
    }
    if (opened.has(p)) return verdict(FAILED, 0, `position ${p} was opened twice`);
    const leaf = leafDigest(commitment.hand, p, o.card, fromHex(o.salt));
    if (!same(leaf, commitment.leaves[p])) {
      return verdict(FAILED, 0, `position ${p}: ${o.card} does not open the commitment`);
    }
    if (where.has(o.card)) return verdict(FAILED, 0, `${o.card} opened at positions ${where.get(o.card)} and ${p}`);
    opened.set(p, o.card);
    where.set(o.card, p);
  }
  let compared = 0;
  for (const p of [...seenByPosition.keys()].sort((a, b) => a - b)) {
    const card = seenByPosition.get(p);
    if (!opened.has(p)) return verdict(FAILED, compared, `position ${p} (${card}) was not opened`);
    if (opened.get(p) !== card) {
      return verdict(FAILED, compared, `position ${p}: the table showed ${card}, the commitment holds ${opened.get(p)}`);
    }
    compared++;
  }
  const extra = [...opened.keys()].filter((p) => !seenByPosition.has(p)).sort((a, b) => a - b);
  if (extra.length) return verdict(FAILED, compared, `position ${extra[0]} was opened but never shown here`);
  return verdict(OK, compared);
}

/** The whole check of one hand: the `commit` message (or null), the hand's engine events as
 * received (from hand_started on), the `reveal` and this page's own `openings` messages. */
export function checkHand(commitMsg, events, reveal, own = []) {
  if (!commitMsg) {
    // Seen from its start without a commitment: not fair dealing (as net/client.py says).
    if (events.length && events[0].type === "hand_started") {
      return verdict(FAILED, 0, "the host dealt this hand without a commitment");
    }
    return verdict(NOT_CHECKED, 0, "no commitment was received before the deal");
  }
  let commitment;
  try {
    commitment = parseCommit(commitMsg);
  } catch (err) {
    return verdict(FAILED, 0, err.message);
  }
  if (reveal.hand !== commitment.hand || own.some((s) => s.hand !== commitment.hand)) {
    return verdict(FAILED, 0, `the openings are not for hand ${commitment.hand}`);
  }
  if (!events.length || events[0].type !== "hand_started") {
    return verdict(NOT_CHECKED, 0, "this table joined the hand after it started");
  }
  let seed = null;
  try {
    if (reveal.seed !== null && reveal.seed !== undefined) {
      seed = fromHex(reveal.seed, "reveal.seed");
      if (!same(seedDigest(commitment.hand, seed), commitment.seed)) {
        return verdict(FAILED, 0, "the D10 seed does not open the commitment");
      }
    }
    const seenByPosition = seenCards(traceDeal(events, seed));
    const openings = [...(reveal.openings || []), ...own.flatMap((s) => s.openings || [])];
    return verifyOpenings(commitment, openings, seenByPosition);
  } catch (err) {
    if (err instanceof FairnessError) return verdict(FAILED, 0, err.message);
    throw err;
  }
}
