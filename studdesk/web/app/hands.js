// "You have": what the player's own cards make so far, worded as the desktop's hand-strength
// line (studdesk/gui/table/hand_strength.py). Only a display: the host alone decides every
// showdown. The names follow net/engine's structured names (category and deciding ranks);
// tests/web/test_node.py holds this to studdesk.engine.evaluate on random hands.

import { N_, fmt, tr, trc } from "./i18n.js";

export const HIGH_CARD = 0;
export const PAIR = 1;
export const TWO_PAIR = 2;
export const THREE_OF_A_KIND = 3;
export const STRAIGHT = 4;
export const FLUSH = 5;
export const FULL_HOUSE = 6;
export const FOUR_OF_A_KIND = 7;
export const STRAIGHT_FLUSH = 8;

const RANKS = "23456789TJQKA";
const rankOf = (card) => RANKS.indexOf(card[0]) + 2; // 2..14
const desc = (a, b) => b - a;

function topOfStraight(ranks) {
  const have = new Set(ranks);
  if (have.has(14)) have.add(1);
  for (let top = 14; top >= 5; top--) {
    let run = true;
    for (let r = top; r > top - 5; r--) if (!have.has(r)) { run = false; break; }
    if (run) return top;
  }
  return 0;
}

/** The best high hand among 1 to 7 cards: {category, ranks} (the deciding ranks first). With
 * fewer than five cards only pairs, trips, quads and high cards count. */
export function highName(cards) {
  const ranks = cards.map(rankOf);
  if (cards.length >= 5) {
    const bySuit = {};
    for (const c of cards) (bySuit[c[1]] ||= []).push(rankOf(c));
    const flush = Object.values(bySuit).find((r) => r.length >= 5);
    if (flush) {
      const top = topOfStraight(flush);
      if (top) return { category: STRAIGHT_FLUSH, ranks: [top] };
    }
    const counts = countRanks(ranks);
    const groups = groupsOf(counts);
    if (groups[0].n === 4) return { category: FOUR_OF_A_KIND, ranks: [groups[0].r] };
    if (groups[0].n === 3 && groups.length > 1 && groups[1].n >= 2) {
      return { category: FULL_HOUSE, ranks: [groups[0].r, groups[1].r] };
    }
    if (flush) return { category: FLUSH, ranks: flush.sort(desc).slice(0, 5) };
    const top = topOfStraight(ranks);
    if (top) return { category: STRAIGHT, ranks: [top] };
  }
  const groups = groupsOf(countRanks(ranks));
  if (groups[0].n === 4) return { category: FOUR_OF_A_KIND, ranks: [groups[0].r] };
  if (groups[0].n === 3) {
    if (groups.length > 1 && groups[1].n >= 2) return { category: FULL_HOUSE, ranks: [groups[0].r, groups[1].r] };
    return { category: THREE_OF_A_KIND, ranks: [groups[0].r] };
  }
  if (groups[0].n === 2) {
    if (groups.length > 1 && groups[1].n === 2) return { category: TWO_PAIR, ranks: [groups[0].r, groups[1].r] };
    return { category: PAIR, ranks: [groups[0].r] };
  }
  return { category: HIGH_CARD, ranks: ranks.sort(desc).slice(0, 5) };
}

function countRanks(ranks) {
  const counts = new Map();
  for (const r of ranks) counts.set(r, (counts.get(r) || 0) + 1);
  return counts;
}

/** Rank groups, biggest group first, then the higher rank. */
function groupsOf(counts) {
  return [...counts].map(([r, n]) => ({ r, n })).sort((a, b) => b.n - a.n || b.r - a.r);
}

/** The best ace-to-five low of up to 7 cards (Razz, V3: pairs are bad, straights and flushes
 * do not count): {category, ranks} with the ace as 14 in the ranks, as the engine names it. */
export function razzName(cards) {
  const low = cards.map((c) => (c[0] === "A" ? 1 : rankOf(c)));
  const size = Math.min(5, low.length);
  const counts = countRanks(low);
  const distinct = [...counts.keys()].sort((a, b) => a - b);
  const hand = distinct.slice(0, size);
  const used = new Map(hand.map((r) => [r, 1]));
  while (hand.length < size) { // fill with the least harmful duplicates: pairs before trips
    let pick = 0;
    for (let need = 2; need <= 4 && !pick; need++) {
      pick = distinct.find((r) => (used.get(r) || 0) === need - 1 && counts.get(r) >= need) || 0;
    }
    hand.push(pick);
    used.set(pick, (used.get(pick) || 0) + 1);
  }
  const groups = groupsOf(countRanks(hand));
  const named = (rs) => rs.map((r) => (r === 1 ? 14 : r));
  if (groups[0].n === 1) return { category: HIGH_CARD, ranks: named(hand.sort(desc)), low: true };
  if (groups[0].n === 4) return { category: FOUR_OF_A_KIND, ranks: named([groups[0].r]), low: true };
  if (groups[0].n === 3) {
    if (groups[1] && groups[1].n === 2) return { category: FULL_HOUSE, ranks: named([groups[0].r, groups[1].r]), low: true };
    return { category: THREE_OF_A_KIND, ranks: named([groups[0].r]), low: true };
  }
  const pairs = groups.filter((g) => g.n === 2).map((g) => g.r).sort(desc);
  if (pairs.length >= 2) return { category: TWO_PAIR, ranks: named(pairs.slice(0, 2)), low: true };
  return { category: PAIR, ranks: named(pairs), low: true };
}

/** The best eight-or-better low (V2): five distinct ranks of 8 or lower, ace low; null when
 * none qualifies. */
export function low8Name(cards) {
  const ranks = [...new Set(cards.map((c) => (c[0] === "A" ? 1 : rankOf(c))))].filter((r) => r <= 8);
  if (ranks.length < 5) return null;
  const five = ranks.sort((a, b) => a - b).slice(0, 5).sort(desc);
  return { category: HIGH_CARD, ranks: five.map((r) => (r === 1 ? 14 : r)), low: true };
}

// ------------------------------------------------------------------ words

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
const CATEGORY_FORM = ["one", "set", "many", "set", "top", "top", "many", "set", "top"];
const TEMPLATES = [
  N_("HandName", "High card, %1"), N_("HandName", "Pair of %1"), N_("HandName", "Two pair, %1 and %2"),
  N_("HandName", "Three of a kind, %1"), N_("HandName", "Straight, %1 high"), N_("HandName", "Flush, %1 high"),
  N_("HandName", "Full house, %1 full of %2"), N_("HandName", "Four of a kind, %1"),
  N_("HandName", "Straight flush, %1 high"),
];
function rankWord(form, rank) {
  return trc("HandName", RANK_WORDS[form][rank - 2], FORM_COMMENT[form]);
}

function symbol(rank) {
  if (rank <= 10) return String(rank);
  const letter = { 11: "J", 12: "Q", 13: "K", 14: "A" }[rank];
  return trc("HandName", letter, "letter in a low: K-Q-J-10-9 low");
}

const firstUpper = (text) => text.slice(0, 1).toUpperCase() + text.slice(1);

/** A structured name in the current language ("Full house, sevens full of fours", "8-6-4-2-A low"). */
export function nameText(name) {
  if (name.low && name.category === HIGH_CARD) {
    return fmt(tr("HandName", "%1 low"), name.ranks.map(symbol).join("-"));
  }
  if (name.category === STRAIGHT_FLUSH && name.ranks[0] === 14) return tr("HandName", "Royal flush");
  const form = CATEGORY_FORM[name.category];
  const words = name.ranks.slice(0, 2).map((r) => rankWord(form, r));
  return firstUpper(fmt(tr("HandName", TEMPLATES[name.category]), ...words));
}

function lowerFirst(text) {
  const first = text.split(" ", 1)[0];
  if (!text || first.includes("-")) return text;
  return text.slice(0, 1).toLowerCase() + text.slice(1);
}

/** The desktop's line: "You have: two pair, kings and sevens" (Hi/Lo: "...; 8-6-4-2-A low",
 * "no low yet", "no low"; Razz: the low); "" without cards. */
export function strengthLine(cards, variant) {
  const known = cards.filter((c) => c && c !== "??").slice(0, 7);
  if (!known.length) return "";
  const youHave = tr("HandStrength", "You have: %1");
  if (variant === "razz") return fmt(youHave, lowerFirst(nameText(razzName(known))));
  const high = lowerFirst(nameText(highName(known)));
  if (variant === "stud8") {
    const low = known.length >= 5 ? low8Name(known) : null;
    let lowText;
    if (low) lowText = lowerFirst(nameText(low));
    else if (known.length >= 7) lowText = tr("HandName", "no low");
    else lowText = tr("HandStrength", "no low yet");
    return fmt(tr("HandStrength", "You have: %1; %2"), high, lowText);
  }
  return fmt(youHave, high);
}
