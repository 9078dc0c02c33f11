// cd studdesk/web && node --test tests/*.test.js : "You have" (app/hands.js) words the host's
// own_hand record as the desktop does. With STUDDESK_WEB_HANDNAMES (tests/web/test_node.py sets
// it) every line is held to the desktop's own words for the same records, dealt by the engine.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { HAND_CATEGORIES as C } from "../app/messages.js";
import { nameText, strengthLine, wildText } from "../app/hands.js";
import { setLanguage } from "../app/i18n.js";

const high = (category, ...ranks) => ({ category, ranks, low: false });
const low = (...ranks) => ({ category: C.HIGH_CARD, ranks, low: true });

test("the line words the host's names as the desktop does", () => {
  setLanguage("en");
  const own = (split, fields) => ({ split, high: null, low: null, spade: null, complete: false, ...fields });
  assert.equal(strengthLine(own("high", { high: high(C.FULL_HOUSE, 7, 4) })), "You have: full house, sevens full of fours");
  assert.equal(strengthLine(own("high", { high: high(C.THREE_OF_A_KIND, 2) })), "You have: three of a kind, twos");
  assert.equal(strengthLine(own("high", { high: high(C.FIVE_OF_A_KIND, 14) })), "You have: five of a kind, aces");
  assert.equal(strengthLine(own("razz", { low: low(4, 2, 14) })), "You have: 4-2-A low");
  assert.equal(strengthLine(own("high-low8", { high: high(C.HIGH_CARD, 14, 8, 6, 4, 2), low: low(8, 6, 4, 2, 14) })),
    "You have: high card, ace; 8-6-4-2-A low");
  assert.equal(strengthLine(own("high-low8", { high: high(C.HIGH_CARD, 14, 13, 4, 2) })), "You have: high card, ace; no low yet");
  assert.equal(strengthLine(own("high-low8", { high: high(C.PAIR, 13), complete: true })), "You have: pair of kings; no low");
  assert.equal(strengthLine(own("high-spade", { high: high(C.PAIR, 11), spade: "Ts" })), "You have: pair of jacks; spade in the hole: 10♠");
  assert.equal(strengthLine(own("high-low-spade", { high: high(C.PAIR, 11) })), "You have: pair of jacks; no spade in the hole");
  assert.equal(strengthLine(own("high", { high: high(C.STRAIGHT_FLUSH, 14) })), "You have: royal flush");
  assert.equal(strengthLine(null), "");
  assert.equal(wildText([7, 12]), "Queens and sevens are wild");
  assert.equal(wildText([3, 9]), "Threes and nines are wild");
  assert.equal(wildText([]), "");
  setLanguage("pl");
  assert.equal(strengthLine(own("high", { high: high(C.TWO_PAIR, 13, 7) })), "Masz: dwie pary, króle i siódemki");
  assert.equal(wildText([12]), "Damy są dzikie");
  setLanguage("en");
});

const file = process.env.STUDDESK_WEB_HANDNAMES;
test("the engine's own_hand records read as the desktop reads them", { skip: !file && "STUDDESK_WEB_HANDNAMES not set (tests/web/test_node.py sets it)" }, () => {
  const cases = JSON.parse(readFileSync(file, "utf8"));
  assert.ok(cases.length >= 500);
  const categories = new Set();
  for (const c of cases) {
    for (const [lang, line] of Object.entries(c.lines)) {
      setLanguage(lang);
      assert.equal(strengthLine(c.own), line, `${lang} ${c.cards} ${JSON.stringify(c.own)}`);
    }
    if (c.own.high) {
      setLanguage("en");
      assert.equal(nameText(c.own.high), c.high_text, c.cards);
      categories.add(c.own.high.category);
    }
  }
  assert.ok(categories.has(C.FIVE_OF_A_KIND) || categories.has(C.FOUR_OF_A_KIND), [...categories]);
  setLanguage("en");
});
