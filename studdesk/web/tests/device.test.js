// The page's side of a table nobody deals on its own: the layout check's refusals (a game it
// cannot follow, too many players, a move no seat could make), the page's seat's hidden down
// cards filled in dealing order, and a session that refuses before it has a key or a hand.
// Held to the host's engine and its HostDeal by tests/web/test_layout_js.py and
// tests/web/test_device_js.py (real hands, every message on the wire).

import { test } from "node:test";
import assert from "node:assert/strict";
import { HandLayout, LayoutError } from "../app/layout.js";
import { DeviceSession, fillDown, measureChecks } from "../app/device.js";

const stud = { variant: "stud", ante: 40, bring_in: 50, small_bet: 200, big_bet: 400 };
const three = [{ seat: 1, stack: 1000 }, { seat: 3, stack: 1000 }, { seat: 5, stack: 1000 }];

test("a game or a table the page cannot follow is refused, not trusted", () => {
  for (const variant of ["baseball", "roll-your-own", "stud-declare", "nonsense"]) {
    assert.throws(() => new HandLayout({ ...stud, variant }, three), /cannot follow/);
  }
  const eight = Array.from({ length: 8 }, (_, i) => ({ seat: i + 1, stack: 1000 }));
  assert.throws(() => new HandLayout(stud, eight), /2 to 7 players/);
  assert.throws(() => new HandLayout(stud, [three[0], { seat: 1, stack: 5 }]), /distinct/);
  assert.throws(() => new HandLayout(stud, [three[0], { seat: 9, stack: 5 }]), /distinct/);
  assert.throws(() => new HandLayout(stud, [three[0], { seat: 2, stack: 0 }]), /needs chips/);
});

test("the first street: two down and the door card, a round at a time, seat 1 first", () => {
  const layout = new HandLayout(stud, three);
  const first = layout.first();
  assert.deepEqual(first.dealt.map((d) => [d.position, d.seat, d.up]), [
    [0, 1, false], [1, 3, false], [2, 5, false], [3, 1, false], [4, 3, false], [5, 5, false],
    [6, 1, true], [7, 3, true], [8, 5, true]]);
  assert.throws(() => layout.first(), /once/);
  // 3rd street: the bring-in, a completion, calls: 4th street is a burn and three up cards.
  assert.deepEqual(layout.act({ seat: 3, action: "bring_in" }).dealt, []);
  assert.deepEqual(layout.act({ seat: 5, action: "complete", to: 200 }).dealt, []);
  assert.deepEqual(layout.act({ seat: 1, action: "call" }).dealt, []);
  const fourth = layout.act({ seat: 3, action: "call" });
  assert.deepEqual(fourth.dealt.map((d) => [d.position, d.seat, d.up]),
    [[9, null, false], [10, 1, true], [11, 3, true], [12, 5, true]]);
  // a move no seat could make now is refused with a sentence
  assert.throws(() => layout.clone().act({ seat: 1, action: "call" }), /nothing to call/);
  assert.throws(() => layout.clone().act({ seat: 2, action: "check" }), /cannot act/);
  assert.throws(() => layout.clone().act({ seat: 1, action: "bet", to: 5000 }), /cannot bet/);
  assert.throws(() => layout.clone().act({ seat: 1, action: "turn_up", to: 1 }), LayoutError);
  // a fold leaves two: they get 5th street; then everyone all in runs it out to a showdown
  layout.act({ seat: 1, action: "fold" });
  layout.act({ seat: 3, action: "check" });
  const fifth = layout.act({ seat: 5, action: "check" });
  assert.deepEqual(fifth.dealt.map((d) => [d.position, d.seat, d.up]), [[13, null, false], [14, 3, true], [15, 5, true]]);
  layout.act({ seat: 3, action: "bet", to: 760 }); // all in: 1000 - 40 - 200
  const runOut = layout.act({ seat: 5, action: "call" });
  assert.deepEqual(runOut.dealt.map((d) => [d.position, d.seat, d.up]), [
    [16, null, false], [17, 3, true], [18, 5, true], [19, null, false], [20, 3, false], [21, 5, false]]);
  assert.deepEqual(runOut.show, [3, 5]);
  assert.deepEqual(layout.act({ seat: 3, action: "show" }).dealt, []);
  assert.throws(() => layout.act({ seat: 3, action: "bet", to: 5 }), /betting is over/);
});

test("my hidden down cards are filled in dealing order, never over a card the host sent", () => {
  const cards = ["??", "??", "Kd", "7s", "??"];
  const up = [false, false, true, true, false];
  assert.deepEqual(fillDown(cards, up, ["Ah", "2c", "9d"]), ["Ah", "2c", "Kd", "7s", "9d"]);
  assert.deepEqual(fillDown(cards, up, ["Ah", null]), ["Ah", "??", "Kd", "7s", "??"]);
  assert.deepEqual(fillDown(["Qs", "??"], [false, false], ["Ah", "2c"]), ["Qs", "2c"]);
});

test("a session refuses what comes before its key, and measures its checks when it makes one", async () => {
  const session = new DeviceSession({ pause: async () => {} });
  await assert.rejects(session.handle({ type: "deal_open", hand: 1, cards: [] }), /no deal_setup/);
  assert.deepEqual(await session.handle({ type: "table" }), []);
  let clock = 0;
  const costs = measureChecks(() => (clock += 1.5));
  assert.deepEqual(costs, { token_check_us: 1500, shuffle8_check_us: 1500 });
  const [[type, fields]] = await session.handle({ type: "deal_setup",
    session: new TextEncoder().encode("node-session-01"), device: "p7" });
  assert.equal(type, "deal_key");
  assert.equal(fields.device, "p7");
  assert.equal(fields.public.length, 32);
  assert.ok(fields.token_check_us > 0 && fields.shuffle8_check_us > fields.token_check_us);
});
