// cd studdesk/web && node --test tests/*.test.js : "You have" (app/hands.js) words the host's
// own_hand record as the desktop does: the cases of the shared table (mirrors.json), and with
// STUDDESK_WEB_HANDNAMES (tests/web/test_node.py sets it) every line is held to the desktop's
// own words for the same records, dealt by the engine.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { HAND_CATEGORIES as C } from "../app/messages.js";
import { nameText, strengthLine, wildText } from "../app/hands.js";
import { setLanguage } from "../app/i18n.js";
import { disagreements } from "./mirrors.js";

test("the line words the host's names as the desktop does", () => {
  assert.deepEqual(disagreements("strength", (c) => strengthLine(c.own)), []);
  assert.deepEqual(disagreements("wild", (c) => wildText(c.ranks)), []);
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
