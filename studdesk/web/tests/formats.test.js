// cd studdesk/web && node --test tests/*.test.js : a night's format on the page (app/formats.js
// and the model's part): the words the desktop says, the dealer's choice, the ante question,
// rebuys and the time bank, all read from the host's messages; the words as the shared table of
// cases (mirrors.json) says.

import { test } from "node:test";
import assert from "node:assert/strict";
import * as formats from "../app/formats.js";
import { TableModel, noticeLine } from "../app/model.js";
import { setLanguage } from "../app/i18n.js";
import { MIRRORS, disagreements } from "./mirrors.js";

test("the format's words are the desktop's, in the five languages", () => {
  assert.ok(MIRRORS.formats.length >= 100);
  assert.deepEqual(disagreements("formats", (c) => formats[c.fn](...c.args)), []);
});

const DEALERS_CHOICE_SNG = {
  format: "sng", games: ["stud", "razz", "stud8"], mode: "dealers_choice", game: "razz", level: 1,
  levels: 6, stakes: { ante: 60, bring_in: 75, small_bet: 300, big_bet: 600 },
  next_level: { level: 2, ante: 100, bring_in: 125, small_bet: 500, big_bet: 1000, in_hands: 3 },
  chooser: 2, players_left: 3, entrants: 4, paid: 2, pool: 4000,
};

test("the format bar's lines, as the desktop's bar draws them", () => {
  setLanguage("en");
  assert.equal(formats.formatLines(null, null), null);
  const lines = formats.formatLines(DEALERS_CHOICE_SNG, null, { 2: "Ann" });
  assert.equal(lines.now, "Sit-and-go · Dealer's choice: Triple Stud · Level 2: 3/6, ante 0.60 · Razz · 3 of 4 players left");
  assert.equal(lines.next, "Level 3 in 3 hands: 5/10, ante 1 · Ann is choosing the next game");
  assert.equal(lines.notice, "");
  const out = formats.formatLines(DEALERS_CHOICE_SNG, ["eliminated", { name: "Bo", place: 4, prize: 0 }], { 2: "Ann" });
  assert.equal(out.notice, "Bo is out in place 4.");
  const chose = formats.formatLines({ ...DEALERS_CHOICE_SNG, chooser: undefined },
    ["announce", { kind: "game", variant: "stud8", chooser: 2, in_hands: 0 }], { 2: "Ann" });
  assert.equal(chose.notice, "Ann chooses Stud Hi/Lo.");
  const level = formats.formatLines(DEALERS_CHOICE_SNG, ["announce", { kind: "level", level: 1, small_bet: 300, big_bet: 600, ante: 60, in_hands: 0 }]);
  assert.equal(level.notice, "", "the level now is in the line above already");
  // A level by minutes counts down from when the map arrived; a paused host's does not.
  const timed = { ...DEALERS_CHOICE_SNG, next_level: { ...DEALERS_CHOICE_SNG.next_level, in_hands: undefined, in_ms: 300000 } };
  assert.match(formats.formatLines(timed, null, {}, 120000).next, /^Level 3 in 3 minutes: /);
  timed.next_level.running = false;
  assert.match(formats.formatLines(timed, null, {}, 120000).next, /^Level 3 in 5 minutes: /);
  setLanguage("pl");
  assert.notEqual(formats.formatLines(DEALERS_CHOICE_SNG, null, { 2: "Ann" }).now, lines.now);
  setLanguage("en");
});

test("the picker's prompt counts the hands", () => {
  setLanguage("en");
  assert.equal(formats.choicePrompt(1), "Your choice: the game of the next hand");
  assert.equal(formats.choicePrompt(8), "Your choice: the game of the next 8 hands");
});

function seatEntry(seat, name, stack, extra = {}) {
  return { seat, name, stack, cards: [], ...extra };
}

function tableMsg(extra = {}) {
  const seats = Array(8).fill(null);
  seats[1] = seatEntry(2, "Ann", 0, { time_bank_ms: 20000, state: "waiting" });
  seats[4] = seatEntry(5, "Bo", 1500, { state: "waiting" });
  return { type: "table", status: "playing", you: [2], seats, views: [], ...extra };
}

test("dealer's choice: only the chooser's page asks, until the choice is announced", () => {
  const m = new TableModel();
  m.apply({ type: "welcome", protocol: 3, token: "t".repeat(20), client_id: 1,
    table: { name: "Fri", variant: "stud", seats: 8, ante: 40, bring_in: 50, small_bet: 200, big_bet: 400, buy_in: 2000 } });
  m.apply(tableMsg({ format: DEALERS_CHOICE_SNG }), 1000);
  m.apply({ type: "choose_game", seat: 5, options: ["stud", "razz"], current: "stud", deadline_ms: 9000, hands: 4 }, 1000);
  assert.equal(m.choice, null); // another seat's choice
  m.apply({ type: "choose_game", seat: 2, options: ["stud", "razz", "stud8"], current: "razz", deadline_ms: 9000, hands: 4 }, 1000);
  assert.deepEqual(m.choice, { seat: 2, options: ["stud", "razz", "stud8"], current: "razz", hands: 4, deadline: 10000 });
  m.apply({ type: "announce", kind: "level", text: "x", level: 2, in_hands: 3 });
  assert.ok(m.choice, "a level's announcement leaves the question open");
  m.apply({ type: "announce", kind: "game", text: "x", variant: "stud8", in_hands: 0, chooser: 2, timed_out: false });
  assert.equal(m.choice, null);
  assert.equal(m.lastNotice[0], "announce");
  m.apply({ type: "eliminated", name: "Cy", place: 3, prize: 0, hand: 9 });
  assert.deepEqual(m.lastNotice, ["eliminated", { type: "eliminated", name: "Cy", place: 3, prize: 0, hand: 9 }]);
  m.apply({ type: "standings", places: [{ place: 3, name: "Cy", prize: 0 }], pool: 4000, alive: ["Ann", "Bo"], final: false });
  assert.deepEqual(formats.standingsRows(m.standings).map((r) => [r.place, r.name]), [["–", "Ann"], ["–", "Bo"], [3, "Cy"]]);
  // The stakes of the level in play, not the table's first: the ante asked is the format's.
  assert.equal(m.anteAmount(), 60);
});

test("the ante question is the page's until the hand starts; a table map keeps the format", () => {
  const m = new TableModel();
  m.apply({ type: "welcome", protocol: 3, token: "t".repeat(20), client_id: 1,
    table: { name: "Fri", variant: "stud", seats: 8, ante: 40, bring_in: 50, small_bet: 200, big_bet: 400, buy_in: 2000 } });
  m.apply(tableMsg(), 0);
  assert.equal(m.anteAmount(), 40);
  m.apply({ type: "ante_question", hand: 7, seat: 2, deadline_ms: 5000 }, 100);
  assert.deepEqual(m.anteQuestion, { seat: 2, hand: 7, deadline: 5100 });
  m.apply({ type: "event", hand: 7, event: { type: "hand_started", hand: 7, variant: "stud", seats: [5], names: ["Bo"], stacks: [1500] } });
  assert.equal(m.anteQuestion, null);
});

test("rebuy as the desktop's Table menu offers it: below the buy-in and not in the hand", () => {
  const m = new TableModel();
  m.apply({ type: "welcome", protocol: 3, token: "t".repeat(20), client_id: 1,
    table: { name: "Fri", variant: "stud", seats: 8, ante: 40, bring_in: 50, small_bet: 200, big_bet: 400, buy_in: 2000 } });
  m.apply(tableMsg(), 0);
  assert.ok(m.canRebuy(2));
  assert.equal(m.rebuyAmount(2), 2000);
  assert.ok(!m.canRebuy(5), "not my seat");
  const playing = tableMsg({ hand: 4 });
  playing.seats[1] = seatEntry(2, "Ann", 700, { state: "folded" });
  m.apply(playing, 0);
  assert.ok(!m.canRebuy(2), "a seat in the hand in play waits for its end");
  const after = tableMsg();
  after.seats[1] = seatEntry(2, "Ann", 700, { state: "waiting" });
  m.apply(after, 0);
  assert.ok(m.canRebuy(2));
  assert.equal(m.rebuyAmount(2), 1300);
  // A sit-and-go: only a player out of chips (the host says whether rebuys are still open).
  after.format = { ...DEALERS_CHOICE_SNG };
  m.apply(after, 0);
  assert.ok(!m.canRebuy(2));
  m.apply(tableMsg({ format: DEALERS_CHOICE_SNG }), 0);
  assert.ok(m.canRebuy(2));
  m.apply({ ...tableMsg(), status: "ended" }, 0);
  assert.ok(!m.canRebuy(2));
});

test("the time bank burns after the decision timer, as the desktop's bar", () => {
  const m = new TableModel();
  m.apply(tableMsg(), 0);
  assert.equal(m.seat(2).bankFull, 20000);
  m.apply({ type: "turn", hand: 3, seat: 2, deadline_ms: 10000, bank_ms: 10000, actions: [{ action: "fold" }] }, 1000);
  assert.equal(m.seat(2).bankMs, 10000);
  assert.equal(m.seat(2).bankFull, 20000, "the largest bank seen is the full bar");
  assert.deepEqual(m.clockShares(6000), { seat: 2, timer: 0.5, bank: 0.5 });
  assert.deepEqual(m.clockShares(16000), { seat: 2, timer: 0, bank: 0.25 });
  assert.deepEqual(m.clockShares(40000), { seat: 2, timer: 0, bank: 0 });
  m.apply(tableMsg(), 50000);
  assert.equal(m.seat(2).bankFull, 20000);
});

test("a seat given up (stood up) is no longer this page's; another's leaving changes nothing", () => {
  const m = new TableModel();
  m.apply({ type: "welcome", protocol: 3, token: "t".repeat(20), client_id: 7,
    table: { name: "Fri", variant: "stud", seats: 8, ante: 40, bring_in: 50, small_bet: 200, big_bet: 400, buy_in: 2000 } });
  m.apply(tableMsg(), 0);
  m.apply({ type: "left", client_id: 9, name: "Bo", seat: 5 });
  assert.deepEqual(m.you, [2]);
  m.apply({ type: "left", client_id: 7, name: "Ann", seat: 2 });
  assert.deepEqual(m.you, []);
  assert.ok(!m.canRebuy(2));
});

test("the host's notices in the desktop's words; an unknown code says nothing", () => {
  setLanguage("en");
  assert.equal(noticeLine("sat_out", undefined, "Emil"), "Emil timed out twice and is sitting out.");
  assert.equal(noticeLine("removed", undefined, "Boris"), "Boris was removed by the host.");
  assert.equal(noticeLine("ending"), "The host is ending the session after this hand.");
  assert.equal(noticeLine("rebuy", undefined, "Bob", 45, 10000), "Bob rebuys 0.45: the stack is 100 now.");
  assert.match(noticeLine("hand_voided", 7), /^Hand #7 was cut short/);
  assert.equal(noticeLine("something_new", 1, "X"), "");
  assert.equal(noticeLine("slow_device", undefined, "Ewa", undefined, undefined, 5),
    "Ewa's device needs about 5 s to check the deck: the cards come about 5 s after the hand starts.");
  assert.equal(noticeLine("slow_device", undefined, "Ewa"), "");
  setLanguage("pl");
  assert.match(noticeLine("slow_device", undefined, "Ewa", undefined, undefined, 5), /^Urządzenie gracza Ewa .* 5 s/);
  assert.notEqual(noticeLine("ending"), "The host is ending the session after this hand.");
  setLanguage("en");
  const m = new TableModel();
  m.apply({ type: "notice", code: "sat_out", name: "Emil", seat: 1 });
  assert.deepEqual(m.log.at(-1), { kind: "note", text: "Emil timed out twice and is sitting out." });
});
