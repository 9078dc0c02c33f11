// The page's words in five languages: the desktop's own translations (words.js, generated
// from resources/translations/*.ts) chosen from the browser's language, with a switch.

import { LANGUAGES, WORDS } from "./words.js";

export { LANGUAGES };

export const LANGUAGE_NAMES = Object.freeze({
  en: "English", pl: "Polski", hu: "Magyar", cs: "Čeština", bg: "Български",
});

// Qt's order of plural forms for each language (numerusform 0, 1, 2).
const PLURAL_ORDER = { en: ["one", "other"], bg: ["one", "other"], hu: ["one", "other"],
  pl: ["one", "few", "many"], cs: ["one", "few", "other"] };

let current = "en";

/** The first of the browser's languages the page speaks (English when none). */
export function pickLanguage(preferred) {
  for (const tag of preferred || []) {
    const base = String(tag).toLowerCase().split("-")[0];
    if (LANGUAGES.includes(base)) return base;
  }
  return "en";
}

export function setLanguage(lang) {
  current = LANGUAGES.includes(lang) ? lang : "en";
  return current;
}

export function language() {
  return current;
}

/** `%1`, `%2` ... replaced by the arguments, in one pass (an argument is never re-read). */
export function fmt(template, ...args) {
  return String(template).replace(/%(\d)/g, (m, d) => {
    const i = Number(d) - 1;
    return i >= 0 && i < args.length ? String(args[i]) : m;
  });
}

/** Marks a word the page looks up later with tr(context, source): returns `source`.
 * (net/web_messages.py collects every tr() and N_() key for words.js.) */
export function N_(context, source, comment) {
  void context;
  void comment;
  return source;
}

/** tr() for a word the desktop tells apart by a disambiguating comment (Qt's third argument). */
export function trc(context, source, comment) {
  const entry = WORDS[`${context}|${source}|${comment}`];
  const text = entry ? entry[current] : undefined;
  return typeof text === "string" && text ? text : source;
}

/** The words for `source` of the desktop's `context` ("" for the page's own words) in the
 * current language; `n` picks the plural form and fills `%n`. */
export function tr(context, source, n) {
  const entry = WORDS[`${context}|${source}`];
  let text = entry ? entry[current] : undefined;
  if (Array.isArray(text)) {
    const order = PLURAL_ORDER[current] || ["one", "other"];
    const category = new Intl.PluralRules(current).select(n ?? 0);
    let index = order.indexOf(category);
    if (index < 0) index = order.length - 1;
    text = text[Math.min(index, text.length - 1)];
  }
  if (text === undefined || text === "") text = source;
  return n === undefined ? text : text.replace(/%n/g, String(n));
}
