// The shared table of cases (mirrors.json) that holds the page's hand-written mirrors of the
// Python to the Python: tests/web/test_mirrors.py checks the Python gives each case's text, the
// node tests here that the page does.
import { readFileSync } from "node:fs";
import { setLanguage } from "../app/i18n.js";
export const MIRRORS = JSON.parse(readFileSync(new URL("./mirrors.json", import.meta.url), "utf8"));
/** Each case of `section` whose answer (`answer(case)` in the case's language) is not its
 * text, as lines to show; [] when the page agrees with the table. */
export function disagreements(section, answer) {
  const cases = MIRRORS[section];
  if (!cases || !cases.length) return [`no cases in the section ${section}`];
  const wrong = [];
  try {
    for (const c of cases) {
      setLanguage(c.lang || "en");
      const text = answer(c);
      if (text !== c.text) wrong.push(`${JSON.stringify(c)}: the page says ${JSON.stringify(text)}`);
    }
  } finally {
    setLanguage("en");
  }
  return wrong;
}
