// "You have": what the player's own cards make so far, worded as the desktop's hand-strength
// line (studdesk/gui/table/hand_strength.py) from the same record: the host names the hand in
// the seat's own view (`own_hand`, studdesk.engine.views.OwnHand: the wild cards counted,
// Chicago's spade in the hole, the low), so the page names no hand itself; it only words the
// names (a category and its deciding ranks) in the page's language. Only a display: the host
// alone decides every showdown. tests/web/test_node.py holds these words to the desktop's.

import { HAND_CATEGORIES, SPLITS } from "./messages.js";
import { N_, fmt, tr, trc } from "./i18n.js";
import { cardText } from "./model.js";

const C = HAND_CATEGORIES;

const RANK_WORDS = {
  one: ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king", "ace"],
  top: ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king", "ace"],
  set: ["twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens", "jacks", "queens", "kings", "aces"],
  many: ["twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens", "jacks", "queens", "kings", "aces"],
};
const FORM_COMMENT = {
  one: "one: High card, %1", top: "top: Straight, %1 high", set: "set: Pair of %1",
  many: "many: Two pair, %1 and %2",
};
/** Each category's template and the form of the rank words it takes (hand_words.CATEGORY_FORM). */
const CATEGORY = {
  [C.HIGH_CARD]: ["one", N_("HandName", "High card, %1")],
  [C.PAIR]: ["set", N_("HandName", "Pair of %1")],
  [C.TWO_PAIR]: ["many", N_("HandName", "Two pair, %1 and %2")],
  [C.THREE_OF_A_KIND]: ["set", N_("HandName", "Three of a kind, %1")],
  [C.STRAIGHT]: ["top", N_("HandName", "Straight, %1 high")],
  [C.FLUSH]: ["top", N_("HandName", "Flush, %1 high")],
  [C.FULL_HOUSE]: ["many", N_("HandName", "Full house, %1 full of %2")],
  [C.FOUR_OF_A_KIND]: ["set", N_("HandName", "Four of a kind, %1")],
  [C.STRAIGHT_FLUSH]: ["top", N_("HandName", "Straight flush, %1 high")],
  [C.FIVE_OF_A_KIND]: ["set", N_("HandName", "Five of a kind, %1")],
};

function rankWord(form, rank) {
  return trc("HandName", RANK_WORDS[form][rank - 2], FORM_COMMENT[form]);
}

function symbol(rank) {
  if (rank <= 10) return String(rank);
  const letter = { 11: "J", 12: "Q", 13: "K", 14: "A" }[rank];
  return trc("HandName", letter, "letter in a low: K-Q-J-10-9 low");
}

const firstUpper = (text) => text.slice(0, 1).toUpperCase() + text.slice(1);

/** A name of the host's (`{category, ranks, low}`) in the current language ("Full house,
 * sevens full of fours", "8-6-4-2-A low"). */
export function nameText(name) {
  if (name.low && name.category === C.HIGH_CARD) {
    return fmt(tr("HandName", "%1 low"), name.ranks.map(symbol).join("-"));
  }
  if (name.category === C.STRAIGHT_FLUSH && name.ranks[0] === 14) return tr("HandName", "Royal flush");
  const [form, template] = CATEGORY[name.category];
  const words = name.ranks.slice(0, 2).map((r) => rankWord(form, r));
  return firstUpper(fmt(tr("HandName", template), ...words));
}

function lowerFirst(text) {
  const first = text.split(" ", 1)[0];
  if (!text || first.includes("-")) return text;
  return text.slice(0, 1).toLowerCase() + text.slice(1);
}

/** The desktop's line for the seat's `own_hand`: "You have: two pair, kings and sevens" (Hi/Lo:
 * "...; 8-6-4-2-A low", "no low yet", "no low"; High-Low Declare: also the ace-to-five low;
 * Razz: the low; Chicago: "...; spade in the hole: J♠"); "" without one. */
export function strengthLine(own) {
  if (!own) return "";
  const name = (n) => lowerFirst(nameText(n));
  const youHave = tr("HandStrength", "You have: %1");
  if (own.split === SPLITS.RAZZ) return own.low ? fmt(youHave, name(own.low)) : "";
  if (!own.high) return "";
  const high = name(own.high);
  let second;
  if (own.split === SPLITS.HIGH_LOW8) {
    if (own.low) second = name(own.low);
    else if (own.complete) second = tr("HandName", "no low");
    else second = tr("HandStrength", "no low yet");
  } else if (own.split === SPLITS.DECLARE && own.low) {
    second = name(own.low); // W8: the ace-to-five low a declaration may play for
  } else if (own.split === SPLITS.HIGH_SPADE || own.split === SPLITS.HIGH_LOW_SPADE) {
    second = own.spade
      ? fmt(tr("HandStrength", "spade in the hole: %1"), cardText(own.spade))
      : tr("HandStrength", "no spade in the hole");
  } else {
    return fmt(youHave, high);
  }
  return fmt(tr("HandStrength", "You have: %1; %2"), high, second);
}

/** What is wild now (W3, W4), as the desktop's hand_words.wild_ranks_text says it: "Queens and
 * sevens are wild"; "" for none. `ranks`: 2..14 (a view's `wild_ranks`). */
export function wildText(ranks) {
  const order = [...new Set(ranks.map(Number))].sort((a, b) => (a !== 12) - (b !== 12) || a - b);
  const words = order.map((r) => rankWord("many", r));
  if (!words.length) return "";
  if (words.length === 1) return firstUpper(fmt(tr("HandName", "%1 are wild"), words[0]));
  return firstUpper(fmt(tr("HandName", "%1 and %2 are wild"), words.slice(0, -1).join(", "), words[words.length - 1]));
}
