// cd studdesk/web && node --test tests/*.test.js : the page's table model (app/model.js) and words;
// chips, the buttons' words and the dealer's lines as the shared table of cases (mirrors.json) says.

import { test } from "node:test";
import assert from "node:assert/strict";
import { TableModel, actionLabel, actFor, bankText, choiceFor, choiceKind, declarationWord, formatChips, fairnessText } from "../app/model.js";
import { fmt, pickLanguage, setLanguage, tr } from "../app/i18n.js";
import { clientMessage, hostMessageProblem } from "../app/messages.js";
import { MIRRORS, disagreements } from "./mirrors.js";

test("chips are written as the desktop writes them", () => {
  assert.deepEqual(disagreements("chips", (c) => formatChips(c.amount)), []);
});

test("the buttons say exactly the desktop's words and amounts", () => {
  assert.deepEqual(disagreements("labels", (c) => actionLabel(c.move)), []);
  setLanguage("pl");
  assert.equal(actionLabel({ action: "check" }), tr("ActionBar", "Check"));
  assert.notEqual(actionLabel({ action: "check" }), "Check");
  setLanguage("en");
});

test("the browser's language picks one of the five", () => {
  assert.equal(pickLanguage(["de-DE", "cs-CZ", "en"]), "cs");
  assert.equal(pickLanguage(["fr"]), "en");
  assert.equal(fmt("%1 %2 %1", "a", "%2"), "a %2 a");
});

test("plural forms follow the language", () => {
  setLanguage("pl");
  assert.equal(tr("Narrator", "Antes: %1 from each of %n players", 1), "Ante: %1 od 1 gracza");
  assert.equal(tr("Narrator", "Antes: %1 from each of %n players", 5), "Ante: %1 od każdego z 5 graczy");
  setLanguage("cs");
  assert.equal(tr("Narrator", "Antes: %1 from each of %n players", 3), "Ante: %1 od každého z 3 hráčů");
  setLanguage("en");
});

test("client messages are as strict as the host", () => {
  assert.deepEqual(clientMessage("act", { hand: 3, action: "raise", amount: 800, seat: undefined }),
    { type: "act", hand: 3, action: "raise", amount: 800 });
  assert.throws(() => clientMessage("act", { hand: 3 }), /action/);
  assert.throws(() => clientMessage("sit", { colour: "red" }), /colour/);
  assert.throws(() => clientMessage("nope"), /unknown/);
  assert.equal(hostMessageProblem({ type: "turn", hand: 1 }), "turn: no seat");
  assert.equal(hostMessageProblem({ type: "pong", nonce: 1, later: true }), "");
  assert.match(hostMessageProblem({ type: "bogus" }), /unknown/);
});

test("an act names the amount only for complete, bet and raise", () => {
  assert.deepEqual(actFor(4, 2, { action: "raise", amount: 400, to: 800 }), { hand: 4, action: "raise", seat: 2, amount: 800 });
  assert.deepEqual(actFor(4, 2, { action: "call", amount: 400, to: 800 }), { hand: 4, action: "call", seat: 2 });
});

function seatEntry(seat, name, stack, cards = []) {
  return { seat, name, stack, cards, up: cards.map(() => false), bet: 0, state: "playing", connected: true, bot: false };
}

test("the model follows a hand: stacks, bets, pot, cards, the turn, and the log", () => {
  setLanguage("en");
  const m = new TableModel();
  m.apply({ type: "welcome", protocol: 3, token: "t".repeat(24), client_id: 3, seats: [],
    table: { name: "T", variant: "stud", seats: 8, ante: 40, bring_in: 50, small_bet: 200, big_bet: 400, buy_in: 20000 } });
  m.apply({ type: "table", status: "waiting", you: [2],
    seats: [seatEntry(1, "Tee", 20000), seatEntry(2, "Ann", 20000), null, null, null, null, null, null] });
  const ev = (hand, event) => m.apply({ type: "event", hand, event }, 0);
  ev(1, { type: "hand_started", hand: 1, variant: "stud", seats: [1, 2], names: ["Tee", "Ann"], stacks: [20000, 20000] });
  ev(1, { type: "ante_posted", seat: 1, amount: 40, all_in: false });
  ev(1, { type: "ante_posted", seat: 2, amount: 40, all_in: false });
  ev(1, { type: "street_started", street: 3 });
  ev(1, { type: "card_dealt", seat: 1, card: "??", face_up: false, street: 3 });
  ev(1, { type: "card_dealt", seat: 2, card: "Ah", face_up: false, street: 3 });
  ev(1, { type: "card_dealt", seat: 1, card: "5s", face_up: true, street: 3 });
  assert.equal(m.pot(), 80);
  assert.deepEqual(m.seat(1).cards, ["??", "5s"]);
  assert.deepEqual(m.seat(2).cards, ["Ah"]);
  m.apply({ type: "turn", hand: 1, seat: 1, deadline_ms: 10000, actions: [{ action: "bring_in", amount: 50, to: 50 }] }, 1000);
  assert.equal(m.turn.deadline, 11000);
  ev(1, { type: "action_taken", seat: 1, action: "bring_in", amount: 50, to: 50, all_in: false, street: 3 });
  assert.equal(m.turn, null);
  assert.equal(m.seat(1).stack, 19910);
  assert.equal(m.seat(1).bet, 50);
  assert.equal(m.pot(), 80);
  assert.equal(m.seat(1).last, "Bring-in 0.50");
  m.apply({ type: "turn", hand: 1, seat: 2, deadline_ms: 10000, actions: [{ action: "fold" }, { action: "call", amount: 50, to: 50 }] }, 0);
  assert.deepEqual(m.preAction({ checkFold: true }), { action: "fold" });
  assert.deepEqual(m.preAction({ callAny: true }), { action: "call", amount: 50, to: 50 });
  ev(1, { type: "action_taken", seat: 2, action: "fold", amount: 0, to: 0, all_in: false, street: 3 });
  ev(1, { type: "bets_gathered", pots: [130] });
  ev(1, { type: "pot_awarded", pot: 0, seat: 1, amount: 130, half: "whole", hand_name: null });
  ev(1, { type: "hand_ended", hand: 1, seats: [1, 2], stacks: [20090, 19960], net: [90, -40] });
  assert.equal(m.seat(1).stack, 20090);
  assert.equal(m.pot(), 0);
  const lines = m.log.map((l) => l.text);
  assert.deepEqual(lines.slice(0, 3), ["Hand #1: Seven Card Stud", "Antes: 0.40 from each of 2 players", "— 3rd street —"]);
  assert.ok(lines.includes("Tee brings in for 0.50"));
  assert.ok(lines.includes("Ann folds"));
  assert.ok(lines.includes("Pot 1.30 to Tee"));
});

test("C2: every seat's time bank as its entry says, the acting seat's burning after its timer", () => {
  const m = new TableModel();
  const banked = (seat, name, ms) => ({ ...seatEntry(seat, name, 20000), time_bank_ms: ms });
  m.apply({ type: "table", status: "playing", hand: 1, you: [2],
    seats: [banked(1, "Tee", 30000), banked(2, "Ann", 23000), banked(3, "Bo", 30000), null, null, null, null, null] }, 0);
  assert.deepEqual([1, 2, 3, 4].map((n) => m.bankLeft(n, 0)), [30000, 23000, 30000, null]);
  assert.equal(m.seat(2).bankFull, 30000); // the largest bank at the table is the full bar
  m.apply({ type: "turn", hand: 1, seat: 2, deadline_ms: 10000, bank_ms: 23000, actions: [{ action: "fold" }] }, 1000);
  assert.equal(m.bankLeft(2, 10999), 23000); // the timer first
  assert.equal(m.bankLeft(2, 14000), 20000); // then the bank burns
  assert.equal(m.bankLeft(2, 99000), 0);
  assert.equal(m.bankLeft(1, 14000), 30000); // nobody else's
  m.apply({ type: "turn", hand: 1, seat: 2, deadline_ms: 10000, bank_ms: 23000, covered: true, actions: [{ action: "fold" }] }, 1000);
  assert.equal(m.bankLeft(2, 14000), 23000); // held behind the hotseat cover
  m.apply({ type: "table", status: "playing", hand: 1, you: [2],
    seats: [seatEntry(1, "Tee", 20000), seatEntry(2, "Ann", 20000), null, null, null, null, null, null] }, 0);
  assert.deepEqual([m.bankLeft(1, 0), m.seat(1).bankFull], [null, 0]); // a table without one
});

test("C2: a plate's time bank says what the desktop's says, burning or not (the shared table)", () => {
  assert.deepEqual(disagreements("time_bank", (c) => {
    const m = new TableModel();
    m.apply({ type: "table", status: "playing", hand: 1, you: [],
      seats: [{ ...seatEntry(1, "Tee", 20000), time_bank_ms: c.ms }, null, null, null, null, null, null, null] }, 0);
    if (c.turn) m.apply({ type: "turn", hand: 1, seat: 1, ...c.turn, actions: [{ action: "fold" }] }, 0);
    return bankText(m.bankLeft(1, c.at));
  }), []);
});

test("the dealer's lines of a hand are the desktop narrator's, in the five languages", () => {
  assert.ok(MIRRORS.narration.length >= 15);
  assert.deepEqual(disagreements("narration", (c) => {
    const m = new TableModel();
    return c.events.flatMap((ev) => m.narrate(ev)).join("\n");
  }), []);
});

test("chat stays text and the fairness line reads as the desktop's", () => {
  const m = new TableModel();
  m.apply({ type: "chat", from: "<b>x</b>", text: "<img src=x onerror=alert(1)>" });
  assert.deepEqual(m.log.at(-1), { kind: "chat", text: "<img src=x onerror=alert(1)>", from: "<b>x</b>" });
  setLanguage("en");
  assert.match(fairnessText({ status: "ok", compared: 9, reason: "" }), /^Fairness check: ✔ Verified: .* all 9 cards/);
  assert.match(fairnessText({ status: "failed", compared: 0, reason: "position 3" }), /✘ FAILED: .*position 3/);
  assert.match(fairnessText({ status: "not_checked", compared: 0, reason: "" }), /Not checked/);
});

test("the home games: the buy says its price in every language, wild cards, the spade half", () => {
  setLanguage("en");
  assert.equal(actionLabel({ action: "buy", amount: 400, to: 0 }), "Pay 4 to keep the three");
  for (const lang of ["pl", "hu", "cs", "bg"]) {
    setLanguage(lang);
    const label = actionLabel({ action: "buy", amount: 400, to: 0 });
    assert.ok(label.includes("4") && label !== "buy" && !label.includes("keep the three"), `${lang}: ${label}`);
  }
  setLanguage("en");
  const m = new TableModel();
  m.apply({ type: "welcome", protocol: 3, token: "t".repeat(24), client_id: 3, seats: [],
    table: { name: "T", variant: "chicago", seats: 8, ante: 40, bring_in: 50, small_bet: 200, big_bet: 400, buy_in: 20000 } });
  const ev = (event) => m.apply({ type: "event", hand: 1, event }, 0);
  ev({ type: "hand_started", hand: 1, variant: "follow-the-queen", seats: [1, 2], names: ["Tee", "Ann"], stacks: [20000, 20000] });
  assert.equal(m.isWild("Qh"), false);
  ev({ type: "wild_ranks_changed", ranks: [7, 12] });
  assert.ok(m.isWild("Qh") && m.isWild("7c") && !m.isWild("8c") && !m.isWild("??"));
  const seats = [seatEntry(1, "Tee", 20000), seatEntry(2, "Ann", 20000), null, null, null, null, null, null];
  const own = { split: "high-spade", high: { category: 1, ranks: [11], low: false }, low: null, spade: "Ts", complete: false };
  const view = (viewer, ownHand) => ({ hand: 1, viewer, phase: "betting", seats: [], pot_total: 0,
    config: { variant: "chicago" }, wild_ranks: [], own_hand: ownHand });
  m.apply({ type: "table", status: "playing", hand: 1, you: [2], seats, views: [view(2, own)] });
  assert.deepEqual(m.ownHand, own);
  assert.equal(m.variant, "chicago");
  assert.equal(m.isWild("Qh"), false); // the view says nothing is wild now
  // a view that is not my seat's never gives me a hand's words
  m.apply({ type: "table", status: "playing", hand: 1, you: [], seats, views: [view(null, own)] });
  assert.equal(m.ownHand, null);
  const before = m.log.length;
  ev({ type: "pot_awarded", pot: 0, seat: 1, amount: 130, half: "spade", hand_name: "Spade in the hole, T\u2660" });
  assert.equal(m.log[before].text, "Pot (spade in the hole) 1.30 to Tee — Spade in the hole, 10\u2660");
  setLanguage("bg");
  ev({ type: "pot_awarded", pot: 0, seat: 1, amount: 130, half: "spade", hand_name: "Spade in the hole, K\u2660" });
  assert.match(m.log[m.log.length - 1].text, /скрита пика.*K♠/i);
  setLanguage("en");
});

function choiceTable() {
  const m = new TableModel();
  m.apply({ type: "welcome", protocol: 3, token: "t".repeat(24), client_id: 3, seats: [],
    table: { name: "T", variant: "stud-declare", seats: 8, ante: 40, bring_in: 50, small_bet: 200, big_bet: 400, buy_in: 20000 } });
  m.apply({ type: "table", status: "waiting", you: [2],
    seats: [seatEntry(1, "Tee", 20000), seatEntry(2, "Ann", 20000), seatEntry(3, "Uma", 20000), null, null, null, null, null] });
  return m;
}

test("W9: the declaration is offered as three choices, kept to the page until everyone's is shown together", () => {
  setLanguage("en");
  const m = choiceTable();
  const ev = (event) => m.apply({ type: "event", hand: 4, event }, 0);
  ev({ type: "hand_started", hand: 4, variant: "stud-declare", seats: [1, 2, 3], names: ["Tee", "Ann", "Uma"], stacks: [20000, 20000, 20000] });
  const offered = [{ action: "declare", declaration: "lo" }, { action: "declare", declaration: "hi" }, { action: "declare", declaration: "both" }];
  m.apply({ type: "turn", hand: 4, seat: 2, deadline_ms: 9000, actions: offered }, 0);
  assert.equal(choiceKind(m.turn), "declare");
  assert.deepEqual(offered.map((o) => declarationWord(o.declaration)), ["Low", "High", "Both"]);
  assert.deepEqual(choiceFor(4, 2, offered[2]), ["declare", { hand: 4, declaration: "both", seat: 2 }]);
  // a choice turn is no betting: the pre-action boxes never answer it
  assert.equal(m.preAction({ checkFold: true }), null);
  assert.equal(choiceKind({ actions: [{ action: "fold" }, { action: "call", amount: 50 }] }), null);
  // W9.3: who has chosen is told, not what; the page's turn is over once its own is in
  ev({ type: "choice_made", seat: 2, street: 7 });
  ev({ type: "choice_made", seat: 1, street: 7 });
  assert.equal(m.turn, null);
  assert.ok(m.seat(1).chosen && m.seat(2).chosen && !m.seat(3).chosen);
  assert.equal(m.seat(1).last, "Chosen");
  assert.equal(m.seat(1).declaration, null);
  assert.equal(m.log.filter((l) => /declares/.test(l.text)).length, 0);
  ev({ type: "choice_made", seat: 3, street: 7 });
  for (const [seat, d] of [[1, "hi"], [2, "both"], [3, "lo"]]) ev({ type: "declared", seat, declaration: d });
  assert.deepEqual([1, 2, 3].map((n) => m.seat(n).declaration), ["hi", "both", "lo"]);
  assert.deepEqual([1, 2, 3].map((n) => m.seat(n).last), ["High", "Both", "Low"]);
  assert.equal(m.myChoice, null);
  // W10.1: the failed swing and the pots' winners in the log
  ev({ type: "swing_failed", pot: 0, seat: 2, high: true, low: false, high_tied: false, low_tied: false });
  ev({ type: "pot_awarded", pot: 0, seat: 1, amount: 300, half: "high", hand_name: null });
  ev({ type: "pot_awarded", pot: 0, seat: 3, amount: 300, half: "low", hand_name: null });
  const lines = m.log.map((l) => l.text);
  assert.ok(lines.includes("Tee declares high"), lines);
  assert.ok(lines.includes("Ann declares both ways"), lines);
  assert.ok(lines.includes("Uma declares low"), lines);
  assert.ok(lines.includes("Ann swung and was beaten high: nothing from the pot"), lines);
  assert.ok(lines.includes("Pot (high) 3 to Tee") && lines.includes("Pot (low) 3 to Uma"), lines);
  ev({ type: "swing_failed", pot: 1, seat: 2, high: true, low: true, high_tied: true, low_tied: false });
  assert.equal(m.log.at(-1).text, "Ann swung and won neither way alone (high: tied, low: beaten): nothing from side pot 1");
  setLanguage("bg");
  ev({ type: "swing_failed", pot: 0, seat: 2, high: false, low: true, high_tied: false, low_tied: true });
  assert.equal(m.log.at(-1).text, "Ann игра суинг и е равен при ниската: нищо от пота");
  setLanguage("pl");
  ev({ type: "swing_failed", pot: 0, seat: 2, high: true, low: false, high_tied: true, low_tied: false });
  assert.equal(m.log.at(-1).text, "Ann grał(a) swing i zremisował(a) high: nic z puli");
  setLanguage("bg");
  assert.equal(declarationWord("hi"), "Висока");
  setLanguage("pl");
  assert.equal(declarationWord("both"), "Oba");
  setLanguage("en");
});

test("W11: Roll Your Own offers my down cards; every chosen card turns up together, the others' in place of a hidden card", () => {
  setLanguage("en");
  const m = choiceTable();
  const ev = (event) => m.apply({ type: "event", hand: 5, event }, 0);
  ev({ type: "hand_started", hand: 5, variant: "roll-your-own", seats: [1, 2], names: ["Tee", "Ann"], stacks: [20000, 20000] });
  for (const card of ["??", "??", "??"]) ev({ type: "card_dealt", seat: 1, card, face_up: false, street: 3 });
  for (const card of ["Kd", "4c", "9h"]) ev({ type: "card_dealt", seat: 2, card, face_up: false, street: 3 });
  const offered = ["Kd", "4c", "9h"].map((card) => ({ action: "turn_up", card }));
  m.apply({ type: "turn", hand: 5, seat: 2, deadline_ms: 9000, actions: offered }, 0);
  assert.equal(choiceKind(m.turn), "turn_up");
  assert.deepEqual(choiceFor(5, 2, offered[1]), ["turn_up", { hand: 5, card: "4c", seat: 2 }]);
  ev({ type: "choice_made", seat: 2, street: 3 });
  // nothing is turned over until the last choice is in
  assert.deepEqual(m.seat(2).up, [false, false, false]);
  ev({ type: "choice_made", seat: 1, street: 3 });
  ev({ type: "card_turned_up", seat: 1, card: "Qs", street: 3 });
  ev({ type: "card_turned_up", seat: 2, card: "4c", street: 3 });
  assert.deepEqual(m.seat(2).cards, ["Kd", "4c", "9h"]);
  assert.deepEqual(m.seat(2).up, [false, true, false]);
  assert.deepEqual(m.seat(1).cards, ["Qs", "??", "??"]);
  assert.deepEqual(m.seat(1).up, [true, false, false]);
  assert.ok(!m.seat(1).chosen && !m.seat(2).chosen);
  const lines = m.log.map((l) => l.text);
  assert.ok(lines.includes("Tee turns up Q♠") && lines.includes("Ann turns up 4♣"), lines);
  assert.ok(lines.includes("Hand #5: Roll Your Own"), lines);
});

test("W9.3: a table snapshot in the middle of the choices keeps who has chosen and what was declared", () => {
  setLanguage("en");
  const m = choiceTable();
  const ev = (event) => m.apply({ type: "event", hand: 6, event }, 0);
  ev({ type: "hand_started", hand: 6, variant: "stud-declare", seats: [1, 2, 3], names: ["Tee", "Ann", "Uma"], stacks: [20000, 20000, 20000] });
  ev({ type: "choice_made", seat: 1, street: 7 });
  const snapshot = (hand) => m.apply({ type: "table", status: "playing", you: [2], hand,
    seats: [seatEntry(1, "Tee", 19000), seatEntry(2, "Ann", 19000), seatEntry(3, "Uma", 19000), null, null, null, null, null] });
  snapshot(6);
  assert.ok(m.seat(1).chosen && !m.seat(2).chosen);
  assert.equal(m.seat(1).last, "Chosen");
  ev({ type: "choice_made", seat: 2, street: 7 });
  ev({ type: "choice_made", seat: 3, street: 7 });
  for (const [seat, d] of [[1, "hi"], [2, "lo"], [3, "both"]]) ev({ type: "declared", seat, declaration: d });
  snapshot(6);
  assert.deepEqual([1, 2, 3].map((n) => m.seat(n).declaration), ["hi", "lo", "both"]);
  ev({ type: "hand_ended", hand: 6, seats: [1, 2, 3], stacks: [19000, 19000, 19000], net: [0, 0, 0] });
  snapshot(6); // the hand is over: the declarations stay in sight
  assert.deepEqual([1, 2, 3].map((n) => m.seat(n).declaration), ["hi", "lo", "both"]);
  snapshot(undefined); // between hands too
  assert.deepEqual([1, 2, 3].map((n) => m.seat(n).declaration), ["hi", "lo", "both"]);
  ev({ type: "hand_started", hand: 7, variant: "stud-declare", seats: [1, 2, 3], names: ["Tee", "Ann", "Uma"], stacks: [19000, 19000, 19000] });
  assert.deepEqual([1, 2, 3].map((n) => m.seat(n).declaration), [null, null, null]);
  snapshot(7); // the next hand's table: nothing carried over
  assert.deepEqual([1, 2, 3].map((n) => m.seat(n).declaration), [null, null, null]);
});

test("W9.4: between hands the shown hands stay on the felt until the next hand is dealt", () => {
  setLanguage("en");
  const m = choiceTable();
  const ev = (event) => m.apply({ type: "event", hand: 6, event }, 0);
  const snapshot = (hand) => m.apply({ type: "table", status: "playing", you: [2], hand,
    seats: [seatEntry(1, "Tee", 19000), seatEntry(2, "Ann", 19000), seatEntry(3, "Uma", 19000), null, null, null, null, null] });
  ev({ type: "hand_started", hand: 6, variant: "stud-declare", seats: [1, 2, 3], names: ["Tee", "Ann", "Uma"], stacks: [20000, 20000, 20000] });
  const cards = ["As", "2d", "3c", "4h", "5s", "Kd", "Qc"];
  ev({ type: "cards_shown", seat: 1, cards });
  ev({ type: "hand_ended", hand: 6, seats: [1, 2, 3], stacks: [19000, 19000, 19000], net: [0, 0, 0] });
  snapshot(undefined);
  assert.deepEqual(m.seat(1).cards, cards);
  assert.ok(m.seat(1).up.every(Boolean));
  assert.deepEqual(m.seat(3).cards, []); // a hand not shown shows nothing
  ev({ type: "hand_started", hand: 7, variant: "stud-declare", seats: [1, 2, 3], names: ["Tee", "Ann", "Uma"], stacks: [19000, 19000, 19000] });
  assert.deepEqual([1, 2, 3].map((n) => m.seat(n).declaration), [null, null, null]);
  snapshot(7); // the next hand's table: nothing carried over
  assert.deepEqual([1, 2, 3].map((n) => m.seat(n).declaration), [null, null, null]);
});
