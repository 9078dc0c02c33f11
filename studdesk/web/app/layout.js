// Which deck positions a step of a stud hand deals, to whom, face up or down, from the public
// moves alone: the page's check of the host's word at a table nobody deals (net/TRUSTLESS.md
// § 11, "A device does not take the host's word for whose card it is"). The desktop and the bots
// follow the hand on their own copy of the engine (net/table/trustless.py, BlindHand.plan); the
// page has no engine, but what a step deals does not depend on the cards: the first street is
// the antes (D1), then the down cards and the door card in rounds of one card each, in dealing
// order (T1: seat 1 first, the button is seat 8); each later street is a burn (D8) and one card
// to each player still in, face up but 7th street's (W6: Five Card Stud plays 2nd to 5th street,
// all up), except that when the deck holds fewer cards than the players still in plus the burn,
// D10 deals without a burn from the burned and undealt positions gathered in ascending order (no
// new shuffle at this table: net/TRUSTLESS.md § 9; seven players at 7th street); a street is dealt when its betting round closes (O4: everyone still in with chips has
// acted and matched the bet), every street left at once when at most one player has chips
// behind (O7), and a showdown puts every hand still in on the table after the last round.
//
// So the page follows the hand's chips (antes, bets, calls, the uncalled bet returned, O8) well
// enough to know when a round closes and who is all in; it does not know whose turn it is (that
// needs the up cards' values): it checks that a move is one the seat could make, not that it
// was that seat's turn. tests/web/test_layout_js.py holds it to BlindHand.plan over hands the
// engine plays (studdesk/web/tests/layout.cases.json).

export class LayoutError extends Error {}

/** The games whose deal this module can follow: not Baseball (an up four brings an extra card),
 * Roll Your Own (cards turn up mid-hand) nor High-Low Declare (a declaration round before the
 * showdown; the page does not offer the choice games). */
export const LAYOUT_VARIANTS = Object.freeze(["stud", "stud8", "razz", "follow-the-queen",
  "chicago", "low-chicago", "five-card-stud"]);
/** Eight players at 7th street would need D10's community card: a table nobody deals seats at
 * most seven (seven reach D10's deal from the gathered positions, which this module follows). */
export const MAX_PLAYERS = 7;
const BETTING_MOVES = new Set(["fold", "check", "call", "bring_in", "complete", "bet", "raise"]);
const SHOWDOWN_MOVES = new Set(["show", "muck"]);

function whole(value, what) {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new LayoutError(`${what} must be a whole number, not ${JSON.stringify(value)}`);
  }
  return value;
}

export class HandLayout {
  /** `config`: the hand's settings (deal_hand's `config`); `players`: [{seat, stack}]. */
  constructor(config, players) {
    if (!config || !LAYOUT_VARIANTS.includes(config.variant)) {
      throw new LayoutError(`this page cannot follow the deal of ${JSON.stringify(config && config.variant)}`
        + " at a table nobody deals");
    }
    if (!Array.isArray(players) || players.length < 2 || players.length > MAX_PLAYERS) {
      throw new LayoutError(`a table nobody deals seats 2 to ${MAX_PLAYERS} players`);
    }
    const seats = new Set();
    for (const p of players) {
      whole(p.seat, "a seat");
      if (p.seat < 1 || p.seat > 8 || seats.has(p.seat)) {
        throw new LayoutError(`seats must be distinct numbers from 1 to 8: ${players.map((q) => q.seat)}`);
      }
      seats.add(p.seat);
      if (whole(p.stack, "a stack") <= 0) throw new LayoutError("every player dealt in needs chips (T3)");
    }
    this.ante = whole(config.ante, "the ante");
    this.bringIn = whole(config.bring_in, "the bring-in");
    this.seven = config.variant !== "five-card-stud";
    this.downFirst = this.seven ? 2 : 1;
    this.last = this.seven ? 4 : 3; // streets counted from the first (0)
    // T1: in dealing order, seat 1 first.
    this.players = players.map((p) => ({ seat: p.seat, stack: p.stack, bet: 0, committed: 0,
      acted: false, folded: false })).sort((a, b) => a.seat - b.seat);
    this.street = 0;
    this.position = 0; // the next card off the deck
    this.burned = []; // the positions burned, until D10 gathers them
    this.pile = null; // after D10: the gathered positions still to deal, in ascending order
    this.current = 0; // the street total everyone must match
    this.bringInPending = false;
    this.phase = "new"; // "betting" | "showdown" | "complete"
    this.dealt = new Map(players.map((p) => [p.seat, []])); // seat -> [{position, up}]
    this.out = null;
  }

  /** An independent copy (to go back to when a request is refused). */
  clone() {
    const twin = Object.create(HandLayout.prototype);
    Object.assign(twin, this);
    twin.players = this.players.map((p) => ({ ...p }));
    twin.burned = [...this.burned];
    twin.pile = this.pile === null ? null : [...this.pile];
    twin.dealt = new Map([...this.dealt].map(([seat, cards]) => [seat, cards.map((c) => ({ ...c }))]));
    twin.out = null;
    return twin;
  }

  get live() {
    return this.players.filter((p) => !p.folded);
  }

  /** The positions of `seat`'s cards, dealt so far, in order: [{position, up}]. */
  cardsOf(seat) {
    return this.dealt.get(seat) || [];
  }

  /** The first street (and, when the antes leave at most one player with chips, the rest):
   * {dealt: [{position, seat, up}] with burns as seat null, show: [seats]}. */
  first() {
    if (this.phase !== "new") throw new LayoutError("the first street is dealt once");
    this._begin();
    for (const p of this.players) { // D1
      const amount = Math.min(this.ante, p.stack);
      p.stack -= amount;
      p.committed += amount;
    }
    const rounds = [...Array(this.downFirst).fill(false), true];
    for (const up of rounds) {
      for (const p of this.players) this._deal(p.seat, up);
    }
    this._nextDecision();
    // As BlindHand.first_plan: the first step asks for no showdown, even when the antes left
    // nobody to bet and the hand ran out to one (the host has no step to ask it with).
    const out = this._end();
    return { dealt: out.dealt, show: [] };
  }

  /** The move `move` ({seat, action, to}) made: what it deals and shows (nothing, mostly). */
  act(move) {
    if (!move || typeof move.action !== "string") throw new LayoutError("a move needs an action");
    this._begin();
    if (this.phase === "showdown" || this.phase === "complete") {
      if (!SHOWDOWN_MOVES.has(move.action)) {
        throw new LayoutError(`${move.action} after the betting is over`);
      }
      return this._end();
    }
    if (this.phase !== "betting") throw new LayoutError("no move before the first street");
    if (!BETTING_MOVES.has(move.action)) {
      throw new LayoutError(`${JSON.stringify(move.action)} is not a move this page can follow`);
    }
    const p = this.players.find((q) => q.seat === move.seat);
    if (!p || p.folded || p.stack === 0) {
      throw new LayoutError(`seat ${move.seat} cannot act in this hand now`);
    }
    const toCall = this.current - p.bet;
    const kind = move.action;
    let amount = 0;
    if (kind === "fold") {
      p.folded = true;
    } else if (kind === "check") {
      if (toCall > 0 || this.bringInPending) throw new LayoutError(`seat ${p.seat} cannot check facing a bet`);
    } else if (kind === "call") {
      if (toCall <= 0 || this.bringInPending) throw new LayoutError(`seat ${p.seat} has nothing to call`);
      amount = Math.min(toCall, p.stack);
    } else if (kind === "bring_in") {
      if (!this.bringInPending) throw new LayoutError("the bring-in is made once, first");
      amount = Math.min(this.bringIn, p.stack);
      this.bringInPending = false;
      this.current = this.bringIn; // D7: the others call the full bring-in
    } else {
      const to = whole(move.to, `${kind}'s street total`);
      amount = to - p.bet;
      if (to <= this.current || amount <= 0 || amount > p.stack) {
        throw new LayoutError(`seat ${p.seat} cannot ${kind} to ${to}`);
      }
      if (kind === "complete" && this.street !== 0) throw new LayoutError("a completion is a first-street move");
      this.bringInPending = false;
      this.current = to;
    }
    p.stack -= amount;
    p.bet += amount;
    p.committed += amount;
    p.acted = true;
    if (this.live.length === 1) { // O6: the last player in wins; nothing more is dealt
      this._endRound();
      this.phase = "complete";
      return this._end();
    }
    const next = this.players.some((q) => !q.folded && q.stack > 0 && (!q.acted || q.bet < this.current));
    if (!next) {
      this._endRound();
      this._advance();
    }
    return this._end();
  }

  _begin() {
    this.out = { dealt: [], show: [] };
  }

  _end() {
    const out = this.out;
    this.out = null;
    return out;
  }

  _deal(seat, up) {
    const position = this.pile !== null ? this.pile.shift() : this.position++;
    if (position === undefined) throw new LayoutError("more cards dealt than the deck holds");
    if (seat === null) this.burned.push(position);
    if (seat !== null) this.dealt.get(seat).push({ position, up });
    this.out.dealt.push({ position, seat, up: seat === null ? false : up });
  }

  _canAct() {
    return this.players.filter((p) => !p.folded && p.stack > 0).length;
  }

  _nextDecision() {
    this.phase = "betting";
    if (this._canAct() <= 1) {
      this._advance(); // O7
      return;
    }
    if (this.street === 0) this.bringInPending = true;
  }

  _resetRound() {
    this.current = 0;
    for (const p of this.players) { p.bet = 0; p.acted = false; }
  }

  _endRound() {
    // O8: the part of the biggest contribution that nobody matched goes back.
    let top = null;
    let second = -1;
    for (const p of this.players) {
      if (top === null || p.committed > top.committed) {
        second = top === null ? -1 : top.committed;
        top = p;
      } else if (p.committed > second) {
        second = p.committed;
      }
    }
    if (top !== null && top.committed > second) {
      const back = top.committed - second;
      top.stack += back;
      top.committed -= back;
      top.bet -= back;
    }
  }

  _advance() {
    if (this._canAct() <= 1 || this.street !== this.last) this._resetRound();
    if (this.street === this.last) {
      this.phase = "showdown";
      const live = this.live;
      if (live.length >= 2) this.out.show = live.map((p) => p.seat);
      return;
    }
    this.street += 1;
    const up = this.street !== this.last || !this.seven;
    const left = this.pile !== null ? this.pile.length : 52 - this.position;
    if (left < this.live.length + 1) {
      // D10: no burn; the burned and undealt positions (never the mucked ones), in ascending
      // order: nobody ever opened them, so that fixed order is as good as a new shuffle.
      const undealt = this.pile !== null ? this.pile
        : Array.from({ length: 52 - this.position }, (_, i) => this.position + i);
      this.pile = [...this.burned, ...undealt].sort((a, b) => a - b);
      this.burned = [];
      if (this.pile.length < this.live.length) {
        throw new LayoutError("D10 would turn up a community card: not at a table nobody deals");
      }
    } else {
      this._deal(null, false); // D8: the burn
    }
    for (const p of this.live) this._deal(p.seat, up);
    this._nextDecision();
  }
}
