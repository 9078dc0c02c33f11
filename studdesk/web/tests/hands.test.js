// cd studdesk/web && node --test tests/*.test.js : "You have" (app/hands.js). With STUDDESK_WEB_HANDNAMES
// (tests/web/test_node.py sets it) the names are held to studdesk.engine.evaluate's.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { highName, low8Name, nameText, razzName, strengthLine } from "../app/hands.js";
import { setLanguage } from "../app/i18n.js";

const cards = (text) => text.split(" ");

test("the line says what the desktop says", () => {
  setLanguage("en");
  assert.equal(strengthLine(cards("7c 7d 7h 4s 4c 2d Kh"), "stud"), "You have: full house, sevens full of fours");
  assert.equal(strengthLine(cards("Kc Kd 7h 7s 2c"), "stud"), "You have: two pair, kings and sevens");
  assert.equal(strengthLine(cards("Ah 2d 4c"), "razz"), "You have: 4-2-A low");
  assert.equal(strengthLine(cards("Ah 2d 4c 6s 8h Kd"), "stud8"), "You have: high card, ace; 8-6-4-2-A low");
  assert.equal(strengthLine(cards("Ah 2d 4c Ks"), "stud8"), "You have: high card, ace; no low yet");
  assert.equal(strengthLine(cards("Ah Kh Qh Jh Th 2c 3d"), "stud"), "You have: royal flush");
  assert.equal(strengthLine(["??", "??"], "stud"), "");
  setLanguage("pl");
  assert.notEqual(strengthLine(cards("Kc Kd 7h 7s 2c"), "stud"), "You have: two pair, kings and sevens");
  setLanguage("en");
});

const file = process.env.STUDDESK_WEB_HANDNAMES;
test("random hands are named as the engine names them", { skip: !file && "STUDDESK_WEB_HANDNAMES not set (tests/web/test_node.py sets it)" }, () => {
  const hands = JSON.parse(readFileSync(file, "utf8"));
  assert.ok(hands.length >= 500);
  const same = (js, py, label) => {
    if (py === null) { assert.equal(js, null, label); return; }
    assert.ok(js, label);
    assert.equal(js.category, py.category, label);
    assert.deepEqual(js.ranks.slice(0, py.named), py.ranks.slice(0, py.named), label);
    assert.equal(nameText(js), py.text, label);
  };
  setLanguage("en");
  for (const h of hands) {
    const c = cards(h.cards);
    same(highName(c), h.high, `high ${h.cards}`);
    same(razzName(c), h.razz, `razz ${h.cards}`);
    if (c.length >= 5) same(low8Name(c), h.low8, `low8 ${h.cards}`);
  }
});
