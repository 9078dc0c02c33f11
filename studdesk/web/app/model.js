// The page's table model: the host's messages in, what the page shows out. Like net/client.py's
// ClientTable it only follows the host: nothing about the table is decided here (the legal
// actions, amounts, stacks and cards all come from the host's messages).

import { checkHand, NOT_CHECKED } from "./fairness.js";
import { N_, fmt, tr, trc } from "./i18n.js";

export const SEATS = 8;

/** Cents as a person writes them: 200 -> "2", 50 -> "0.50", 1250 -> "12.50" (T2), with the
 * language's decimal separator as the desktop writes it ("12,50" in Polish: the translation's
 * "Chips" word decides, as studdesk/gui/text/money.py does). */
export function formatChips(amount) {
  const n = Number(amount) || 0;
  const sign = n < 0 ? "-" : "";
  const abs = Math.abs(n);
  const whole = Math.floor(abs / 100);
  const cents = abs % 100;
  if (cents === 0) return `${sign}${whole}`;
  const point = trc("Chips", ".", "decimal separator of chip amounts: 12.50");
  return `${sign}${whole}${point}${String(cents).padStart(2, "0")}`;
}

/** The button's words for one legal action, exactly as the desktop's action bar says them
 * ("Fold", "Check", "Call 2", "Bring-in 0.50", "Complete to 2", "Bet 4", "Raise to 8"). */
export function actionLabel(move) {
  const amount = formatChips(move.amount ?? 0);
  const to = formatChips(move.to ?? 0);
  const labels = {
    fold: () => tr("ActionBar", "Fold"),
    check: () => tr("ActionBar", "Check"),
    call: () => fmt(tr("ActionBar", "Call %1"), amount),
    bring_in: () => fmt(tr("ActionBar", "Bring-in %1"), amount),
    complete: () => fmt(tr("ActionBar", "Complete to %1"), to),
    bet: () => fmt(tr("ActionBar", "Bet %1"), to),
    raise: () => fmt(tr("ActionBar", "Raise to %1"), to),
    show: () => tr("ActionBar", "Show"),
    muck: () => tr("ActionBar", "Muck"),
    buy: () => fmt(tr("ActionBar", "Pay %1 to keep the three"), amount), // Baseball (W4)
  };
  let text = (labels[move.action] || (() => move.action))();
  if (move.all_in && move.action !== "fold" && move.action !== "check") {
    text = fmt(tr("ActionBar", "%1 (all-in)"), text);
  }
  return text;
}

/** The act message for a legal action (amount only where the protocol wants it). */
export function actFor(hand, seat, move) {
  const act = { hand, action: move.action, seat };
  if (["complete", "bet", "raise"].includes(move.action) && move.to !== undefined) act.amount = move.to;
  return act;
}

const STREETS = { 2: N_("Game", "2nd street"), 3: N_("Game", "3rd street"), 4: N_("Game", "4th street"),
  5: N_("Game", "5th street"), 6: N_("Game", "6th street"), 7: N_("Game", "7th street") };
/** The games' short names (the felt's, studdesk/gui/text/narrator.py's short_variant_title). */
export const SHORT_GAMES = Object.freeze({
  stud: N_("Game", "Seven Card Stud"), stud8: N_("Game", "Stud Hi/Lo"), razz: N_("Game", "Razz"),
  "follow-the-queen": N_("Game", "Follow the Queen"), baseball: N_("Game", "Baseball"),
  chicago: N_("Game", "Chicago"), "low-chicago": N_("Game", "Low Chicago"),
  "five-card-stud": N_("Game", "Five Card Stud"),
  // the home games keep their English names in every language (GLOSSARY.md); the page's own words
  "stud-declare": N_("", "High-Low Declare"), "roll-your-own": N_("", "Roll Your Own"),
});
const FULL_GAMES = { ...SHORT_GAMES, stud8: N_("Game", "Seven Card Stud Hi/Lo"),
  "stud-declare": N_("", "Seven Card Stud High-Low Declare") };
/** A game's full name (narrator.py's variant_title): "Seven Card Stud Hi/Lo", "Baseball". */
export function variantTitle(code) {
  return FULL_GAMES[code] ? tr("Game", FULL_GAMES[code]) : String(code);
}
const ACTION_LINES = {
  fold: N_("Narrator", "%1 folds"), check: N_("Narrator", "%1 checks"), call: N_("Narrator", "%1 calls %2"),
  bring_in: N_("Narrator", "%1 brings in for %2"), complete: N_("Narrator", "%1 completes to %3"),
  bet: N_("Narrator", "%1 bets %3"), raise: N_("Narrator", "%1 raises to %3"), show: N_("Narrator", "%1 shows"),
  muck: N_("Narrator", "%1 mucks"), buy: N_("Narrator", "%1 pays %2 to keep the three"),
};
/** W9: a declaration's button word and the dealer's line when everyone's is shown. */
const DECLARATIONS = { hi: N_("", "High"), lo: N_("", "Low"), both: N_("", "Both") };
const DECLARED_LINES = { hi: N_("", "%1 declares high"), lo: N_("", "%1 declares low"),
  both: N_("", "%1 declares both ways") };

/** A declaration's word ("High", "Low", "Both") in the page's language. */
export function declarationWord(declaration) {
  return DECLARATIONS[declaration] ? tr("", DECLARATIONS[declaration]) : String(declaration);
}

/** The secret choice a turn offers (W9: "declare", W11: "turn_up"), or null for a move. */
export function choiceKind(turn) {
  if (!turn || !turn.actions || !turn.actions.length) return null;
  const kind = turn.actions[0].action;
  return kind === "declare" || kind === "turn_up" ? kind : null;
}

/** The message for one offered choice: `declare` with its declaration, `turn_up` with its card. */
export function choiceFor(hand, seat, move) {
  if (move.action === "declare") return ["declare", { hand, declaration: move.declaration, seat }];
  return ["turn_up", { hand, card: move.card, seat }];
}

/** W10.1's failed swing in the desktop dealer's own words: which way (or ways) the swing did
 * not win alone, whether another hand beat it there or only tied it, and that it takes
 * nothing from that pot ("Ann swung and tied high: nothing from the pot"). */
function swingLine(name, ev) {
  const pot = ev.pot === 0 ? tr("Narrator", "the pot") : fmt(tr("Narrator", "side pot %1"), ev.pot);
  const lost = (tied) => (tied ? tr("Narrator", "tied") : tr("Narrator", "beaten"));
  if (ev.high && ev.low) {
    return fmt(tr("Narrator", "%1 swung and won neither way alone (high: %2, low: %3): nothing from %4"),
      name, lost(ev.high_tied), lost(ev.low_tied), pot);
  }
  if (ev.high && ev.high_tied) return fmt(tr("Narrator", "%1 swung and tied high: nothing from %2"), name, pot);
  if (ev.high) return fmt(tr("Narrator", "%1 swung and was beaten high: nothing from %2"), name, pot);
  if (ev.low_tied) return fmt(tr("Narrator", "%1 swung and tied low: nothing from %2"), name, pot);
  return fmt(tr("Narrator", "%1 swung and was beaten low: nothing from %2"), name, pot);
}

const SUITS = { c: "♣", d: "♦", h: "♥", s: "♠" };

/** The spade of a Chicago half's English `hand_name` ("Spade in the hole, K♠" -> "K♠"), as
 * the desktop's hand_words.spade_card reads it; "" without one. */
export function spadeCard(handName) {
  const found = /([2-9TJQKA]|10)\u2660/.exec(String(handName || ""));
  if (!found) return "";
  return (found[1] === "T" ? "10" : found[1]) + "\u2660";
}

export function cardText(card) {
  if (!card || card === "??") return "??";
  return (card[0] === "T" ? "10" : card[0]) + (SUITS[card[1]] || card[1]);
}

/** C2: a time bank's milliseconds as a plate shows them, minutes and seconds counted up:
 * "0:30" (the desktop's felt_words.bank_text; mirrors.json holds the two to the same cases). */
export function bankText(ms) {
  const seconds = Math.max(0, Math.ceil((ms || 0) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

function emptySeat(seat) {
  return { seat, name: "", stack: 0, bet: 0, cards: [], up: [], folded: false, bot: false,
    connected: true, sittingOut: false, shown: false, last: "", inHand: false, bankMs: null, bankFull: 0,
    chosen: false, declaration: null };
}

export class TableModel {
  constructor() {
    this.welcome = null;
    this.summary = null;
    this.you = [];
    this.seats = Array.from({ length: SEATS }, () => null);
    this.hand = null;
    this.handOver = true;
    this.status = "waiting";
    this.collected = 0; // chips in the middle: antes and bets put in, less returns and awards
    this.community = null;
    this.variant = "stud"; // the game of the hand in play (a night's format may change it)
    this.wild = []; // the ranks wild now, 2..14 (RULES.md W3, W4: public)
    this.ownHand = null; // my seat's own hand as the host names it (the view's own_hand, H1)
    this.turn = null; // {seat, hand, actions, deadline (ms on the page's clock), total}
    this.anteQuestion = null; // {seat, hand, deadline}: D1, the page asks (post or sit this hand out)
    this.showChance = null;
    // W9/W11: what this page chose for a seat while the others still choose ({seat, hand,
    // action, declaration?, card?}); only this page knows it, the host tells nobody until the last.
    this.myChoice = null;
    this.format = null; // the table's night's format (PROTOCOL.md section 8), as last sent
    this.formatAt = 0; // the page's clock when it arrived (a level by minutes counts down)
    this.lastNotice = null; // ["announce" | "eliminated", fields]: the latest, for the format bar
    this.choice = null; // dealer's choice for my seat: {seat, options, current, hands, deadline}
    this.standings = null; // a sit-and-go's places so far
    this.log = []; // the dealer log and chat: {kind: "deal"|"chat"|"note", text, from?}
    this.antes = [];
    this.names = {};
    this.current = null; // the hand being followed: {number, commit, events, openings, reveal}
    this.commits = new Map();
    this.lastHand = null; // {number, lines, verdict}
    this.ledger = null;
    this.errors = [];
    this.closed = null; // a fatal error's code, when the host closed the connection
  }

  seat(n) {
    return this.seats[n - 1];
  }

  mySeat() {
    return this.you.length ? this.you[0] : null;
  }

  pot() {
    const bets = this.seats.reduce((n, s) => n + (s ? s.bet : 0), 0);
    return Math.max(0, this.collected - bets);
  }

  say(text, kind = "deal", extra = {}) {
    this.log.push({ kind, text, ...extra });
    if (this.log.length > 400) this.log.splice(0, this.log.length - 400);
  }

  name(seat) {
    return this.names[seat] || (this.seat(seat) && this.seat(seat).name) || fmt(tr("Narrator", "Seat %1"), seat);
  }

  /** Apply one host message; `now` is the page's clock in ms. Returns the engine event for
   * `event` messages (the view animates it), else null. */
  apply(msg, now = 0) {
    switch (msg.type) {
      case "welcome":
        this.welcome = msg;
        this.summary = msg.table || null;
        if (Array.isArray(msg.seats)) this.you = msg.seats.slice();
        return null;
      case "table":
        this.applyTable(msg, now);
        return null;
      case "event":
        return this.applyEvent(msg, now);
      case "turn":
        this.turn = { seat: msg.seat, hand: msg.hand, actions: msg.actions, total: msg.deadline_ms,
          deadline: now + msg.deadline_ms, bank: msg.bank_ms || 0, covered: !!msg.covered };
        if (msg.bank_ms !== undefined && msg.bank_ms !== null) this.setBank(msg.seat, msg.bank_ms);
        return null;
      case "ante_question":
        this.anteQuestion = { seat: msg.seat, hand: msg.hand, deadline: now + msg.deadline_ms };
        return null;
      case "choose_game":
        if (this.you.includes(msg.seat)) {
          this.choice = { seat: msg.seat, options: msg.options.slice(), current: msg.current,
            hands: msg.hands || 1, deadline: now + msg.deadline_ms };
        }
        return null;
      case "announce":
        this.lastNotice = ["announce", msg];
        if (msg.kind === "game" && msg.chooser !== undefined && msg.chooser !== null) this.choice = null;
        return null;
      case "eliminated":
        this.lastNotice = ["eliminated", msg];
        return null;
      case "standings":
        this.standings = msg;
        return null;
      case "show_chance":
        this.showChance = { seat: msg.seat, hand: msg.hand, deadline: now + msg.deadline_ms };
        return null;
      case "commit":
        this.commits.set(msg.hand, msg);
        if (this.commits.size > 4) this.commits.delete(this.commits.keys().next().value);
        return null;
      case "openings":
        if (this.current && this.current.number === msg.hand) this.current.openings.push(msg);
        return null;
      case "reveal":
        this.applyReveal(msg);
        return null;
      case "chat":
        this.say(msg.text, "chat", { from: msg.from });
        return null;
      case "ledger":
        this.ledger = msg;
        return null;
      case "left":
        // This connection gave up a seat (stood up): it holds the others still.
        if (this.welcome && msg.client_id === this.welcome.client_id && msg.seat !== undefined) {
          this.you = this.you.filter((n) => n !== msg.seat);
        }
        return null;
      case "error":
        this.errors.push(msg);
        if (msg.fatal) this.closed = msg.code;
        return null;
      case "notice": {
        const line = noticeLine(msg.code, msg.hand, msg.name, msg.amount, msg.stack, msg.seconds);
        if (line) this.say(line, "note");
        return null;
      }
      default:
        return null;
    }
  }

  applyTable(msg, now = 0) {
    this.status = msg.status;
    if (msg.format && typeof msg.format === "object") {
      this.format = msg.format;
      this.formatAt = now;
      const notice = this.lastNotice;
      if (notice && notice[0] === "announce" && (notice[1].in_hands || notice[1].in_ms)) {
        this.lastNotice = null; // what comes next: the map's own line is fresher
      }
    }
    const banks = new Map(this.seats.filter(Boolean).map((s) => [s.seat, s.bankFull]));
    // C2: the largest bank at the table is the full bar (none: the table has no time bank)
    const tableBank = Math.max(0, ...msg.seats.map((e) => (e && e.time_bank_ms) || 0));
    // The views carry no secret choice (W9.3): what the events told of this hand's choices, and
    // the line under each plate, stay while the same hand goes on, and the declarations until
    // the next hand starts (the table between hands has no hand: the reveal stays in sight).
    const same = !!msg.hand && msg.hand === this.hand && !this.handOver;
    const kept = same || !msg.hand || msg.hand === this.hand;
    const told = new Map(kept ? this.seats.filter(Boolean).map((s) => [s.seat, s]) : []);
    this.you = Array.isArray(msg.you) ? msg.you.slice() : [];
    const view = Array.isArray(msg.views) && msg.views.length ? msg.views[0] : null;
    const inView = new Map();
    if (view) for (const s of view.seats) inView.set(s.seat, s);
    let bets = 0;
    this.seats = msg.seats.map((entry, i) => {
      if (!entry) return null;
      const s = emptySeat(i + 1);
      const v = inView.get(i + 1);
      s.name = entry.name;
      s.stack = entry.stack;
      s.bot = !!entry.bot;
      s.connected = entry.connected !== false;
      s.sittingOut = !!entry.sitting_out;
      s.inHand = !!msg.hand && ["playing", "folded", "all_in"].includes(entry.state);
      const bank = entry.time_bank_ms;
      s.bankMs = bank === undefined || bank === null ? null : Number(bank);
      s.bankFull = bank === undefined || bank === null ? 0 : Math.max(banks.get(i + 1) || 0, tableBank);
      s.bet = v ? v.bet : entry.bet || 0;
      s.cards = (v ? v.cards : entry.cards || []).slice();
      s.up = (v ? v.face_up : entry.up || []).slice();
      s.folded = v ? !!v.folded : entry.state === "folded";
      s.shown = v ? !!v.shown : false;
      const before = told.get(i + 1);
      if (before && same) Object.assign(s, { chosen: before.chosen, declaration: before.declaration, last: before.last, lastEv: before.lastEv });
      else if (before) s.declaration = before.declaration;
      if (!msg.hand && before && before.shown && !s.cards.length) {
        // between hands the showdown stays in sight (W9.4: the hands the declarations speak
        // for) until the next hand is dealt
        Object.assign(s, { cards: before.cards.slice(), up: before.up.slice(), shown: true });
      }
      bets += s.bet;
      this.names[i + 1] = entry.name;
      return s;
    });
    if (view && view.config && view.config.variant) this.variant = view.config.variant;
    if (view && Array.isArray(view.wild_ranks)) this.wild = view.wild_ranks.map(Number);
    this.ownHand = view && view.viewer !== null && this.you.includes(view.viewer) ? view.own_hand || null : null;
    if (view && msg.hand) {
      this.hand = msg.hand;
      this.handOver = view.phase === "complete" || view.phase === "ended";
      this.collected = (view.pot_total || 0) + bets;
      this.community = view.community || null;
      if (!this.current || this.current.number !== msg.hand) {
        // Joined (or came back) during the hand: it cannot be checked from here.
        this.current = { number: msg.hand, commit: this.commits.get(msg.hand) || null, events: [],
          openings: [], reveal: null, lines: [], partial: true };
      }
    } else if (!msg.hand) {
      this.handOver = true;
      this.collected = 0;
      this.community = null;
      this.wild = [];
    }
  }

  applyEvent(msg, now) {
    const ev = msg.event;
    if (ev.type === "hand_started") {
      this.current = { number: msg.hand, commit: this.commits.get(msg.hand) || null, events: [],
        openings: [], reveal: null, lines: [], partial: false };
    }
    if (this.current && this.current.number === msg.hand) this.current.events.push(ev);
    const line = this.narrate(ev, msg.timeout);
    for (const text of line) {
      this.say(text);
      if (this.current) this.current.lines.push(text);
    }
    const s = ev.seat !== undefined ? this.seat(ev.seat) : null;
    switch (ev.type) {
      case "hand_started":
        this.hand = ev.hand;
        this.variant = ev.variant;
        this.wild = [];
        this.ownHand = null;
        this.handOver = false;
        this.collected = 0;
        this.community = null;
        this.turn = null;
        this.showChance = null;
        this.anteQuestion = null;
        this.myChoice = null;
        ev.seats.forEach((n, i) => {
          this.names[n] = ev.names[i];
          const seat = this.seat(n);
          if (seat) Object.assign(seat, { stack: ev.stacks[i], bet: 0, cards: [], up: [], folded: false, shown: false, last: "",
            chosen: false, declaration: null });
        });
        for (const seat of this.seats) {
          if (seat && !ev.seats.includes(seat.seat)) Object.assign(seat, { cards: [], up: [], bet: 0, folded: true, last: "" });
        }
        break;
      case "ante_posted":
        if (s) s.stack -= ev.amount;
        this.collected += ev.amount;
        break;
      case "card_dealt":
        if (s) { s.cards.push(ev.card); s.up.push(!!ev.face_up); }
        break;
      case "community_card_dealt":
        this.community = ev.card;
        break;
      case "wild_ranks_changed":
        this.wild = (ev.ranks || []).map(Number);
        break;
      case "action_taken":
        if (s) {
          s.stack -= ev.amount;
          this.collected += ev.amount;
          if (["bring_in", "call", "complete", "bet", "raise"].includes(ev.action)) s.bet = ev.to;
          if (ev.action === "fold") s.folded = true;
          if (ev.action === "fold" && this.you.includes(ev.seat)) this.ownHand = null;
          s.last = actionLabel(ev);
          s.lastEv = ev; // worded again in the page's language as it is drawn
        }
        if (this.turn && this.turn.seat === ev.seat) this.turn = null;
        break;
      case "choice_made":
        if (s) { s.chosen = true; s.last = tr("", "Chosen"); s.lastEv = null; }
        if (this.turn && this.turn.seat === ev.seat) this.turn = null;
        break;
      case "declared":
        if (s) { s.declaration = ev.declaration; s.chosen = false; s.last = declarationWord(ev.declaration); s.lastEv = null; }
        this.myChoice = null;
        break;
      case "card_turned_up":
        if (s) {
          // my own card is known; another seat's chosen card was one of its "??" down cards
          let k = s.cards.findIndex((c, i) => c === ev.card && !s.up[i]);
          if (k < 0) k = s.cards.findIndex((c, i) => c === "??" && !s.up[i]);
          if (k >= 0) { s.cards[k] = ev.card; s.up[k] = true; }
          s.chosen = false;
          s.last = "";
          s.lastEv = null;
        }
        this.myChoice = null;
        break;
      case "bets_gathered":
        for (const seat of this.seats) if (seat) { seat.bet = 0; seat.last = ""; seat.lastEv = null; }
        break;
      case "street_started":
        for (const seat of this.seats) if (seat) { seat.last = ""; seat.lastEv = null; }
        break;
      case "uncalled_bet_returned":
        if (s) { s.stack += ev.amount; s.bet = Math.max(0, s.bet - ev.amount); }
        this.collected -= ev.amount;
        break;
      case "cards_shown":
        if (s) { s.cards = ev.cards.slice(); s.up = ev.cards.map(() => true); s.shown = true; }
        break;
      case "hand_mucked":
        if (s) s.folded = true;
        break;
      case "pot_awarded":
        if (s) s.stack += ev.amount;
        this.collected -= ev.amount;
        break;
      case "hand_ended":
        this.handOver = true;
        this.turn = null;
        this.collected = 0;
        ev.seats.forEach((n, i) => { const seat = this.seat(n); if (seat) { seat.stack = ev.stacks[i]; seat.bet = 0; } });
        break;
      default:
        break;
    }
    return ev;
  }

  applyReveal(msg) {
    const cur = this.current;
    if (!cur || cur.number !== msg.hand) return;
    cur.reveal = msg;
    let verdict;
    if (cur.partial) {
      verdict = { status: NOT_CHECKED, compared: 0, reason: "this table joined the hand after it started" };
    } else {
      verdict = checkHand(cur.commit, cur.events, msg, cur.openings);
    }
    this.lastHand = { number: msg.hand, lines: cur.lines.slice(), verdict };
  }

  /** The dealer's lines for one event, in the desktop narrator's words. */
  narrate(ev, timeout) {
    const out = [];
    if (ev.type === "ante_posted") {
      this.antes.push([ev.seat, ev.amount]);
      return out;
    }
    if (this.antes.length) {
      const amounts = new Set(this.antes.map((a) => a[1]));
      if (amounts.size === 1) {
        out.push(fmt(tr("Narrator", "Antes: %1 from each of %n players", this.antes.length), formatChips([...amounts][0])));
      } else {
        for (const [seat, amount] of this.antes) out.push(fmt(tr("Narrator", "%1 antes %2"), this.name(seat), formatChips(amount)));
      }
      this.antes = [];
    }
    switch (ev.type) {
      case "hand_started":
        ev.seats.forEach((n, i) => { this.names[n] = ev.names[i]; });
        out.push(fmt(tr("Narrator", "Hand #%1: %2"), ev.hand, variantTitle(ev.variant)));
        break;
      case "street_started":
        out.push(`— ${tr("Game", STREETS[ev.street] || String(ev.street))} —`);
        break;
      case "declared":
        out.push(fmt(tr("", DECLARED_LINES[ev.declaration] || "%1 declares %2"), this.name(ev.seat), ev.declaration));
        break;
      case "card_turned_up":
        out.push(fmt(tr("", "%1 turns up %2"), this.name(ev.seat), cardText(ev.card)));
        break;
      case "swing_failed":
        out.push(swingLine(this.name(ev.seat), ev));
        break;
      case "community_card_dealt":
        out.push(fmt(tr("Narrator", "Community card %1: every player uses it as their 7th card"), cardText(ev.card)));
        break;
      case "action_taken": {
        let text = fmt(tr("Narrator", ACTION_LINES[ev.action] || `%1 ${ev.action}`), this.name(ev.seat), formatChips(ev.amount), formatChips(ev.to));
        if (ev.all_in && ev.action !== "fold") text = fmt(tr("Narrator", "%1 and is all-in"), text);
        out.push(text);
        break;
      }
      case "uncalled_bet_returned":
        out.push(fmt(tr("Narrator", "Uncalled bet of %1 returned to %2"), formatChips(ev.amount), this.name(ev.seat)));
        break;
      case "cards_shown":
        out.push(fmt(tr("Narrator", "%1 shows %2"), this.name(ev.seat), ev.cards.map(cardText).join(" ")));
        break;
      case "hand_mucked":
        out.push(fmt(tr("Narrator", "%1 mucks"), this.name(ev.seat)));
        break;
      case "pot_awarded": {
        let pot = ev.pot === 0 ? tr("Narrator", "Pot") : fmt(tr("Narrator", "Side pot %1"), ev.pot);
        if (ev.half === "high") pot = fmt(tr("Narrator", "%1 (high)"), pot);
        if (ev.half === "low") pot = fmt(tr("Narrator", "%1 (low)"), pot);
        if (ev.half === "spade") pot = fmt(tr("Narrator", "%1 (spade in the hole)"), pot);
        let text = fmt(tr("Narrator", "%1 %2 to %3"), pot, formatChips(ev.amount), this.name(ev.seat));
        const spade = ev.half === "spade" ? spadeCard(ev.hand_name) : "";
        if (spade) text += " — " + fmt(tr("HandName", "Spade in the hole, %1"), spade);
        out.push(text);
        break;
      }
      default:
        break;
    }
    void timeout;
    return out;
  }

  /** C2: `seat` has `ms` of time bank left (the largest seen is the full bar). */
  setBank(seat, ms) {
    const s = this.seat(seat);
    if (!s) return;
    s.bankMs = Math.max(0, Number(ms) || 0);
    s.bankFull = Math.max(s.bankFull, s.bankMs);
  }

  /** C2: the milliseconds of time bank `seat` has left at `now` (null: the table has none):
   * its seat entry's, burning once the timer of its turn is over (not behind a hotseat cover),
   * as the desktop's ClientTable.time_bank has it. */
  bankLeft(seat, now) {
    const s = this.seat(seat);
    if (!s || s.bankMs === null) return null;
    const t = this.turn;
    if (!t || t.seat !== seat || t.covered) return s.bankMs;
    return Math.max(0, t.bank - Math.max(0, now - t.deadline));
  }

  /** The share (0..1) of the acting seat's decision timer and of its time bank left at `now`:
   * the timer runs first, then the bank burns (C2), as the desktop's ring and bar do. */
  clockShares(now) {
    const t = this.turn;
    if (!t) return null;
    const s = this.seat(t.seat);
    const over = Math.max(0, now - t.deadline);
    const timer = t.total > 0 ? Math.max(0, t.deadline - now) / t.total : 0;
    const full = s ? s.bankFull : 0;
    const bank = full > 0 ? Math.max(0, t.bank - over) / full : 0;
    return { seat: t.seat, timer, bank };
  }

  /** The ante a seat is asked to post now (the format's stakes, else the table's). */
  anteAmount() {
    if (this.format && this.format.stakes && this.format.stakes.ante !== undefined) return this.format.stakes.ante;
    return this.summary ? this.summary.ante || 0 : 0;
  }

  buyIn() {
    return this.summary ? Number(this.summary.buy_in || 0) : 0;
  }

  sitAndGo() {
    return !!((this.format && this.format.format === "sng") || (this.summary && this.summary.format === "sng"));
  }

  /** T3, as the desktop's Table menu: a held seat below the buy-in that is not in the hand
   * being played (a sit-and-go: only a player out of chips; the host decides the rest). */
  canRebuy(seat) {
    const s = this.seat(seat);
    if (!s || !this.you.includes(seat) || this.status === "ended" || s.inHand) return false;
    return this.sitAndGo() ? s.stack === 0 : s.stack < this.buyIn();
  }

  /** The chips a rebuy adds: up to the buy-in (a sit-and-go's starting chips). */
  rebuyAmount(seat) {
    const s = this.seat(seat);
    return s ? Math.max(0, this.buyIn() - s.stack) : 0;
  }

  /** The players by seat, as the table last said. */
  namesBySeat() {
    const out = {};
    for (const s of this.seats) if (s) out[s.seat] = s.name;
    return out;
  }

  /** The cards that play for my seat: my own and the community card (D10); [] when I am not
   * in the hand. */
  myCards() {
    const n = this.mySeat();
    const s = n ? this.seat(n) : null;
    if (!s || s.folded || !s.cards.length || this.handOver) return [];
    return s.cards.concat(this.community ? [this.community] : []);
  }

  /** What "You have" words: my seat's own hand as the host named it, while I am in the hand. */
  myHand() {
    return this.myCards().length ? this.ownHand : null;
  }

  /** Whether `card` ("Qh") is of a rank wild now (W1: it plays as any card). */
  isWild(card) {
    if (!card || card === "??" || !this.wild.length) return false;
    return this.wild.includes("23456789TJQKA".indexOf(card[0]) + 2);
  }

  /** The pre-action to send now for my turn, if a box is ticked ("Check/Fold", "Call any"). */
  preAction(pre) {
    const t = this.turn;
    if (!t || !this.you.includes(t.seat)) return null;
    const find = (kind) => t.actions.find((a) => a.action === kind);
    if (pre.checkFold) return find("check") || find("fold") || null;
    if (pre.callAny) return find("check") || find("call") || null;
    return null;
  }
}

/** A `notice` from the host in the desktop's words (NetSession.notice_line); "" for a code
 * this page does not know. */
export function noticeLine(code, hand, name, amount, stack, seconds) {
  switch (code) {
    case "hand_voided":
      return fmt(tr("NetSession", "Hand #%1 was cut short when the table stopped: it is void, and every chip went back to where it was when it started."), hand ?? "?");
    case "sat_out":
      return fmt(tr("NetSession", "%1 timed out twice and is sitting out."), name || "?");
    case "removed":
      return fmt(tr("NetSession", "%1 was removed by the host."), name || "?");
    case "ending":
      return tr("NetSession", "The host is ending the session after this hand.");
    case "removed_in_hand":
      if (hand === undefined || amount === undefined || stack === undefined) return "";
      return fmt(tr("NetSession", "Hand #%1 goes on without you: your cards were folded, the %2 you had put in stays in its pot, and your %3 leaves the table with you, as the host's ledger shows."), hand, formatChips(amount), formatChips(stack));
    case "removed_all_in":
      if (hand === undefined || amount === undefined) return "";
      return fmt(tr("NetSession", "Hand #%1 is played out without you: you are all in with %2, and whatever it brings you goes into the host's ledger."), hand, formatChips(amount));
    case "rebuy":
      if (amount === undefined || stack === undefined) return "";
      return fmt(tr("NetSession", "%1 rebuys %2: the stack is %3 now."), name || "?", formatChips(amount), formatChips(stack));
    case "slow_device":
      // A table nobody deals, before a hand: a device's forecast wait (net/table/forecast.py).
      if (seconds === undefined) return "";
      return fmt(tr("NetSession", "%1's device needs about %2 s to check the deck: the cards come about %2 s after the hand starts."), name || "?", seconds);
    default:
      return "";
  }
}

/** The fairness line of the Last hand window, as the desktop says it. */
export function fairnessText(verdict) {
  if (!verdict) return tr("LastHandWindow", "Fairness check: not received yet");
  let text;
  if (verdict.status === "ok") {
    text = "✔ " + fmt(tr("NetSession", "Verified: the deck was committed before the deal, and all %1 cards seen here came from it in order."), verdict.compared);
  } else if (verdict.status === "failed") {
    text = "✘ " + fmt(tr("NetSession", "FAILED: the cards dealt do not match the revealed deck (%1)."), verdict.reason);
  } else {
    text = tr("NetSession", "Not checked: this table missed part of the hand (it joined or reconnected during it); the revealed deck matches its commitment.");
  }
  return fmt(tr("LastHandWindow", "Fairness check: %1"), text);
}
