// The page's seat as a device at a table nobody deals (net/TRUSTLESS.md § 11 and § 13): the
// page's DeviceSession, net/table/trustless.py's DeviceSession and net/trustless/hand.py's Deal
// on the page's own crypto (trustless.js). Each host message in (deal_setup, deal_hand,
// deal_shuffle, deal_open, deal_tokens), the messages to send back out. It keeps its key for
// the session, checks every other device's shuffle before it shuffles on top of it, follows the
// hand's layout from the public moves (layout.js: the page has no engine) and releases only
// what an honest device releases for the cards that layout deals, and opens the up cards, the
// shown ones and its own seats' down cards (with its own share, made here, never sent).
//
// A refusal (a shuffle or a token that does not check, a deal_open whose cards are not what the
// hand deals, a game whose deal the page cannot follow) throws a TrustlessError or a
// LayoutError with a sentence; the page sends nothing for it and its state is as before.
//
// What the host learns of the page's speed: deal_key carries `token_check_us` and
// `shuffle8_check_us`, the time this page took, when it made its key, to check one reveal
// token and one proof of a shuffle of 8 cards (net/PROTOCOL.md, deal_key).

import {
  Context, EVERYONE, TrustlessError, deckFromWire, deckToWire, enc, initialDeck, jointKey,
  keyShareFromWire, newKey, openCard, randomScalar, revealToken, scalarBytes, shuffle, shuffleProofFromWire,
  shuffleProofToWire, tokenFromWire, tokenToWire, verifyShuffle, verifyToken,
} from "./trustless.js";
import { HandLayout, LayoutError } from "./layout.js";

export { LayoutError };

const KEY_HAND = 0;

function hex(bytes) {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function sameToken(a, b) {
  const wire = (t) => JSON.stringify(tokenToWire(t).map((v) => (v instanceof Uint8Array ? hex(v)
    : Array.isArray(v) ? v.map(hex) : v)));
  return wire(a) === wire(b);
}

/** One hand's deck as a device keeps it (net/trustless/hand.py's Deal): every shuffle checked
 * before it is recorded, at most one token released per position, none before every shuffle
 * checked; every token received checked. */
export class HandDeal {
  constructor(session, hand, shares) {
    if (shares.some((s) => s.device === EVERYONE)) {
      throw new TrustlessError(`${JSON.stringify(EVERYONE)} cannot be a device id`);
    }
    this.joint = jointKey(shares, new Context(session, KEY_HAND, shares.length ? shares[0].device : "?", "key"));
    this.context = new Context(session, hand, shares[0].device, "");
    this.devices = shares.map((s) => s.device);
    this.publics = new Map(shares.map((s) => [s.device, s.public]));
    this.decks = [initialDeck()];
    this.proofs = [];
    this.tokens = new Map(); // position -> Map(device -> token)
  }

  get nextShuffler() {
    const done = this.proofs.length;
    return done < this.devices.length ? this.devices[done] : null;
  }

  _shuffleContext(index) {
    return this.context.at(`shuffle/${index}`, this.devices[index]);
  }

  /** This device's turn: shuffle and re-mask the deck, prove it, record it. */
  shuffle(key, rng = randomScalar) {
    const device = key.share.device;
    if (this.nextShuffler !== device) {
      throw new TrustlessError(`it is not device ${JSON.stringify(device)}'s turn to shuffle`);
    }
    const index = this.proofs.length;
    const { outputs, proof } = shuffle(this.decks.at(-1), this.joint, this._shuffleContext(index), key, { rng });
    this.decks.push(outputs);
    this.proofs.push(proof);
    return { deck: outputs, proof };
  }

  /** Another device's shuffle: checked against the deck before it, then recorded. */
  addShuffle(device, deck, proof) {
    const next = this.nextShuffler;
    if (next === null) {
      throw new TrustlessError(`device ${JSON.stringify(device)} shuffled after every device had shuffled`);
    }
    if (device !== next) {
      throw new TrustlessError(`a shuffle from device ${JSON.stringify(device)} where device `
        + `${JSON.stringify(next)}'s was expected`);
    }
    const index = this.proofs.length;
    if (deck.length !== this.decks.at(-1).length) {
      throw new TrustlessError(`device ${JSON.stringify(device)}'s shuffle has ${deck.length} cards, `
        + `not ${this.decks.at(-1).length}`);
    }
    verifyShuffle(this.decks.at(-1), deck, proof, this.joint, this._shuffleContext(index), this.publics.get(device));
    this.decks.push(deck);
    this.proofs.push(proof);
  }

  get deck() {
    if (this.nextShuffler !== null) throw new TrustlessError("the deck is not shuffled by every device yet");
    return this.decks.at(-1);
  }

  _masked(position) {
    const deck = this.deck;
    if (!Number.isInteger(position) || position < 0 || position >= deck.length) {
      throw new TrustlessError(`there is no deck position ${position}`);
    }
    return deck[position];
  }

  /** An honest device's token for `position`, for `recipient`: at most one per position, none
   * for the device's own card but to everyone. */
  release(key, position, recipient, rng = randomScalar) {
    const device = key.share.device;
    if (recipient !== EVERYONE && !this.publics.has(recipient)) {
      throw new TrustlessError(`no device ${JSON.stringify(recipient)} at this table`);
    }
    if (recipient === device) throw new TrustlessError("a device keeps its own token for a card dealt to it");
    const have = this.tokens.get(position) || new Map();
    if (have.has(device)) {
      throw new TrustlessError(`device ${JSON.stringify(device)} has already released position ${position}`);
    }
    const token = revealToken(key, this._masked(position), position, recipient, this.context, rng);
    have.set(device, token);
    this.tokens.set(position, have);
    return token;
  }

  /** Another device's token: checked, then recorded (the same one twice is harmless). */
  addToken(token) {
    if (!this.publics.has(token.device)) {
      throw new TrustlessError(`a reveal token from device ${JSON.stringify(token.device)}, not at this table`);
    }
    if (token.recipient !== EVERYONE && !this.publics.has(token.recipient)) {
      throw new TrustlessError(`a reveal token for ${JSON.stringify(token.recipient)}, not at this table`);
    }
    const have = this.tokens.get(token.position) || new Map();
    const kept = have.get(token.device);
    if (kept !== undefined) {
      if (sameToken(kept, token)) return;
      throw new TrustlessError(`device ${JSON.stringify(token.device)} sent a second reveal token for `
        + `position ${token.position}`);
    }
    verifyToken(token, this.publics.get(token.device), this._masked(token.position), token.position,
      token.device, this.context);
    have.set(token.device, token);
    this.tokens.set(token.position, have);
  }

  /** The card at `position` from every device's token; `key`'s own share made here when its
   * token is not among them. */
  card(position, key = null) {
    const ct = this._masked(position);
    const have = this.tokens.get(position) || new Map();
    const shares = this.devices.map((device) => {
      if (have.has(device)) return have.get(device).share;
      if (key && key.share.device === device) return ct.a.multiply(key.secret);
      throw new TrustlessError(`position ${position} needs device ${JSON.stringify(device)}'s token`);
    });
    return openCard(ct, shares);
  }
}

function keyFromRecord(record) {
  return keyShareFromWire([record.device, record.public, record.proof]);
}

function tokenFromRecord(record) {
  return tokenFromWire([record.device, record.position, record.recipient, record.share, record.proof]);
}

function tokenRecord(token) {
  const [device, position, recipient, share, proof] = tokenToWire(token);
  return { device, position, recipient, share, proof };
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 0));

/** How long this page takes to check one reveal token and one shuffle of 8 cards (µs), on a
 * throwaway key and deck: the host's forecast of its cost per hand (net/TRUSTLESS.md § 13). */
export function measureChecks(now = () => performance.now()) {
  const session = new TextEncoder().encode("studdesk-speed-probe");
  const probe = newKey(new Context(session, KEY_HAND, "probe", "key"));
  const context = new Context(session, 1, "probe", "shuffle/0");
  const deck = initialDeck().slice(0, 8);
  const { outputs, proof } = shuffle(deck, probe.share.public, context, probe);
  let start = now();
  verifyShuffle(deck, outputs, proof, probe.share.public, context, probe.share.public);
  const shuffle8 = now() - start;
  const token = revealToken(probe, outputs[0], 0, EVERYONE, context);
  start = now();
  verifyToken(token, probe.share.public, outputs[0], 0, "probe", context);
  const check = now() - start;
  return { token_check_us: Math.max(1, Math.round(check * 1000)),
    shuffle8_check_us: Math.max(1, Math.round(shuffle8 * 1000)) };
}

export class DeviceSession {
  /** `seats`: this page's seats (kept up to date by the page: `session.seats`); `progress`:
   * told {kind: "shuffle" | "check", done, total} while the page works, null when it is done;
   * `pause`: awaited before each long step, so the page can draw its progress line;
   * `rng`: the scalar source (tests). */
  constructor({ seats = [], progress = () => {}, pause: wait = pause, now, rng = randomScalar } = {}) {
    this.seats = new Set(seats);
    this.progress = progress;
    this.pause = wait;
    this.now = now;
    this.rng = rng;
    this.key = null;
    this.name = null;
    this.session = null;
    this.deal = null;
    this.number = 0;
    this.layout = null;
    this.cards = new Map(); // position -> card this device opened
    this.bySeat = new Map(); // seat -> [{position, up}], in dealing order
    this.costs = null;
    this.dealKey = null; // the key this hand's deal was made with
    this.answered = new Set(); // this page's seats that decided at the showdown
  }

  /** Any host message: the deal_* ones answered ([[type, fields], ...]), the rest ignored. */
  async handle(msg) {
    switch (msg.type) {
      case "deal_setup": return [this.onSetup(msg)];
      case "deal_hand": return this.onHand(msg);
      case "deal_shuffle": return this.onShuffle(msg);
      case "deal_open": return this.onOpen(msg);
      case "deal_tokens": await this.onTokens(msg); return [];
      case "deal_showdown": return this.onShowdown(msg);
      default: return [];
    }
  }

  onSetup(msg) {
    if (!(msg.session instanceof Uint8Array) || typeof msg.device !== "string") {
      throw new TrustlessError("deal_setup needs a session id and a device name");
    }
    this.session = msg.session;
    this.name = msg.device;
    // A new key (after a reconnect too: the hand under way was the old connection's, and the
    // host deals this device in again from the next hand); what it opened of that hand stays,
    // so the page still shows its seat's down cards.
    this.key = newKey(new Context(msg.session, KEY_HAND, msg.device, "key"), this.rng);
    this.costs = measureChecks(this.now);
    const [device, pub, proof] = [this.key.share.device, enc(this.key.share.public),
      [this.key.share.proof.c, this.key.share.proof.s]];
    return ["deal_key", { device, public: pub, proof: proof.map(scalarBytes), ...this.costs }];
  }

  _ready() {
    if (!this.key) throw new TrustlessError("no deal_setup yet");
  }

  /** Whether `hand` is the hand this device is dealing with its current key. */
  _dealing(hand) {
    return !!this.deal && this.dealKey === this.key && hand === this.number;
  }

  async onHand(msg) {
    this._ready();
    const shares = (msg.keys || []).map(keyFromRecord);
    if (!shares.some((s) => s.device === this.name)) return []; // not dealt in this hand
    const layout = new HandLayout(msg.config, msg.players); // a game it cannot follow: refused
    const deal = new HandDeal(this.session, msg.hand, shares);
    if (enc(deal.publics.get(this.name)).some((b, i) => b !== enc(this.key.share.public)[i])) {
      throw new TrustlessError("the hand's key list holds another key in this device's name");
    }
    Object.assign(this, { deal, layout, number: msg.hand, cards: new Map(), bySeat: new Map(),
      answered: new Set(), dealKey: this.key });
    return this._maybeShuffle();
  }

  _others() {
    return this.deal.devices.filter((d) => d !== this.name).length;
  }

  async _maybeShuffle() {
    const deal = this.deal;
    if (deal.nextShuffler !== this.name) return [];
    this.progress({ kind: "shuffle", done: 0, total: 1 });
    await this.pause();
    try {
      const { deck, proof } = deal.shuffle(this.key, this.rng);
      return [["deal_shuffle", { hand: this.number, device: this.name, deck: deckToWire(deck),
        proof: shuffleProofToWire(proof) }]];
    } finally {
      this._idle();
    }
  }

  _idle() {
    const deal = this.deal;
    if (!deal || deal.nextShuffler === null || deal.nextShuffler !== this.name) this.progress(null);
  }

  async onShuffle(msg) {
    this._ready();
    if (!this._dealing(msg.hand) || msg.device === this.name) return [];
    const what = `device ${JSON.stringify(msg.device)}'s shuffle`;
    const deck = deckFromWire(msg.deck, what);
    const proof = shuffleProofFromWire(msg.proof, what);
    const done = this.deal.devices.slice(0, this.deal.proofs.length).filter((d) => d !== this.name).length;
    this.progress({ kind: "check", done: done + 1, total: this._others() });
    await this.pause();
    try {
      this.deal.addShuffle(msg.device, deck, proof);
    } finally {
      this.progress(null);
    }
    return this._maybeShuffle();
  }

  /** The layout check: `msg`'s cards must be exactly what the hand deals (and shows) for its
   * moves, on this page's own account of the hand. Returns the layout after the step. */
  _checkLayout(msg) {
    const layout = this.layout.clone();
    const moves = msg.moves || [];
    let plan;
    if (layout.phase === "new") {
      if (moves.length) throw new LayoutError("the host sent moves before the first street was dealt");
      plan = layout.first();
    } else {
      if (!moves.length) throw new LayoutError("the host asks for cards without the move they are for");
      for (const move of moves.slice(0, -1)) {
        if (layout.act(move).dealt.length) {
          throw new LayoutError(`the host's move ${JSON.stringify(move)} deals cards it did not ask to open`);
        }
      }
      plan = layout.act(moves.at(-1));
    }
    const want = new Set(plan.dealt.filter((d) => d.seat !== null).map((d) => `${d.position}/${d.seat}/${d.up}`));
    const got = msg.cards.filter((c) => !c.show).map((c) => `${c.position}/${c.seat}/${!!c.up}`);
    const missing = [...want].filter((k) => !got.includes(k));
    const extra = got.filter((k) => !want.has(k));
    if (missing.length || extra.length || new Set(got).size !== got.length) {
      throw new LayoutError("the host's cards to open are not what the hand deals: "
        + `${JSON.stringify(extra.slice(0, 3))} instead of ${JSON.stringify(missing.slice(0, 3))}`);
    }
    for (const c of msg.cards.filter((x) => x.show)) {
      const down = layout.cardsOf(c.seat).filter((d) => !d.up).map((d) => d.position);
      if (!plan.show.includes(c.seat) || !down.includes(c.position)) {
        throw new LayoutError(`the host asks seat ${c.seat} to show position ${c.position}, `
          + "which the hand does not put on the table");
      }
    }
    return layout;
  }

  /** A card of one of this page's seats is this device's, and only those. */
  _checkOwners(msg) {
    for (const c of msg.cards) {
      if (this.seats.has(c.seat) !== (c.owner === this.name)) {
        throw new TrustlessError(`the host says seat ${c.seat}'s card at position ${c.position} `
          + `is device ${JSON.stringify(c.owner)}'s`);
      }
      if (!this.deal.publics.has(c.owner)) {
        throw new TrustlessError(`the host names device ${JSON.stringify(c.owner)}, not dealing this hand`);
      }
    }
  }

  async onOpen(msg) {
    this._ready();
    if (!this._dealing(msg.hand)) return [];
    if (!Array.isArray(msg.cards)) throw new TrustlessError("deal_open needs its cards");
    this._checkOwners(msg);
    const layout = this._checkLayout(msg); // throws before anything changes
    const deal = this.deal;
    deal.deck; // every shuffle is in (each was checked as it came)
    const dealt = msg.cards.filter((c) => !c.show);
    const shown = msg.cards.filter((c) => c.show && c.owner === this.name);
    const plan = [];
    for (const c of dealt) {
      if (c.up) plan.push([c.position, EVERYONE]);
      else if (c.owner !== this.name) plan.push([c.position, c.owner]);
    }
    for (const c of shown) plan.push([c.position, EVERYONE]);
    for (const [position] of plan) {
      if ((deal.tokens.get(position) || new Map()).has(this.name)) {
        throw new TrustlessError(`device ${JSON.stringify(this.name)} has already released position ${position}`);
      }
    }
    this.layout = layout;
    for (const c of dealt) {
      if (!this.bySeat.has(c.seat)) this.bySeat.set(c.seat, []);
      this.bySeat.get(c.seat).push({ position: c.position, up: !!c.up });
    }
    const tokens = plan.map(([position, recipient]) => deal.release(this.key, position, recipient, this.rng));
    this._openWhatCan();
    return tokens.length ? [["deal_tokens", { hand: this.number, tokens: tokens.map(tokenRecord) }]] : [];
  }

  /** The showdown, one seat at a time (S2; net/PROTOCOL.md, deal_showdown): the host says
   * whose turn it is or what a seat decided. The page checks that its layout has reached the
   * showdown with that seat still in; at its own seat's turn it shows (its own tokens for the
   * seat's down cards, to everyone). It evaluates no hand, so it cannot tell a beaten hand that
   * S2 would muck: it always shows, which the rules always allow (its player's cards go on the
   * table; a desktop's device would muck a beaten hand with auto-muck on). It does not check
   * S2's order of the other seats' turns, nor that a muck it is told of was allowed. */
  async onShowdown(msg) {
    this._ready();
    if (!this._dealing(msg.hand)) return [];
    const layout = this.layout.clone();
    for (const move of msg.moves || []) {
      if (layout.act(move).dealt.length) {
        throw new LayoutError(`the host's move ${JSON.stringify(move)} deals cards it did not ask to open`);
      }
    }
    if (layout.phase !== "showdown") {
      throw new LayoutError(`the host speaks of seat ${msg.seat} at a showdown the hand has not reached`);
    }
    if (!layout.live.some((p) => p.seat === msg.seat)) {
      throw new LayoutError(`the host speaks of seat ${msg.seat} at the showdown, a seat not in the hand`);
    }
    const asked = msg.show === undefined || msg.show === null;
    if (asked && this.seats.has(msg.seat) && this.answered.has(msg.seat)) {
      throw new TrustlessError(`the host asks seat ${msg.seat} a second time at the showdown`);
    }
    this.layout = layout;
    if (!asked || !this.seats.has(msg.seat)) return [];
    this.answered.add(msg.seat);
    const mine = (this.bySeat.get(msg.seat) || []).filter((c) => !c.up).map((c) => c.position);
    const tokens = mine.map((position) => this.deal.release(this.key, position, EVERYONE, this.rng));
    const out = [["deal_showdown", { hand: this.number, seat: msg.seat, show: true }]];
    if (tokens.length) out.push(["deal_tokens", { hand: this.number, tokens: tokens.map(tokenRecord) }]);
    return out;
  }

  async onTokens(msg) {
    this._ready();
    if (!this._dealing(msg.hand)) return;
    const tokens = (msg.tokens || []).map(tokenFromRecord);
    if (tokens.length > 4) await this.pause();
    for (const token of tokens) this.deal.addToken(token);
    this._openWhatCan();
  }

  _openWhatCan() {
    const deal = this.deal;
    for (const [seat, cards] of this.bySeat) {
      const mine = this.seats.has(seat);
      for (const { position } of cards) {
        if (this.cards.has(position)) continue;
        const have = deal.tokens.get(position) || new Map();
        if (have.size + (mine && !have.has(this.name) ? 1 : 0) === deal.devices.length) {
          this.cards.set(position, deal.card(position, mine ? this.key : null));
        }
      }
    }
  }

  /** `seat`'s face-down cards this hand, in the order dealt: each card, or null while not
   * opened here. */
  downCards(seat) {
    return (this.bySeat.get(seat) || []).filter((c) => !c.up).map((c) => this.cards.get(c.position) ?? null);
  }
}

/** A seat's cards as the host sent them (`cards`, `up` alike: its down cards hidden, "??"),
 * with its face-down ones filled from `opened` (downCards: the k-th face-down card dealt is the
 * k-th face-down position the hand's deal_opens gave the seat; net/PROTOCOL.md). */
export function fillDown(cards, up, opened) {
  let k = 0;
  return cards.map((card, i) => {
    if (up[i]) return card;
    const mine = opened[k++];
    return mine && (!card || card === "??") ? mine : card;
  });
}

