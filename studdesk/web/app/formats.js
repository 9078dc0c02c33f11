// A night's format in words, as the desktop says them (studdesk/gui/text/formats.py
// and the table's format bar, studdesk/gui/table/format_bar.py): the game and level now, what
// comes next and when, a dealer's choice made or kept, eliminations and places. The host sends
// the facts (PROTOCOL.md section 8); the words are built here in the page's language.

import { fmt, tr } from "./i18n.js";
import { SHORT_GAMES, formatChips, variantTitle } from "./model.js";
export { variantTitle };

const TRIPLE = ["stud", "stud8", "razz"];

/** A game's name as a mixed-game table says it: "Stud", "Razz", "Stud Hi/Lo". */
export function gameName(code) {
  if (code === "stud") return tr("Format", "Stud");
  return SHORT_GAMES[code] ? tr("Game", SHORT_GAMES[code]) : String(code);
}

/** "Triple Stud" for the three stud games, else their short names joined. */
export function gamesLabel(games) {
  if (games.length === 3 && TRIPLE.every((g) => games.includes(g))) return tr("Format", "Triple Stud");
  return games.map(gameName).join(" / ");
}

/** The table's name for its format: "Sit-and-go · Dealer's choice: Triple Stud". */
export function formatTitle(kind, games, mode, level, variant = "") {
  const list = games && games.length ? games.slice() : (variant ? [variant] : []);
  const parts = [];
  if (kind === "sng") parts.push(tr("Format", "Sit-and-go"));
  else if (mode !== "fixed" || (level || 0) > 0) parts.push(tr("Format", "Cash game"));
  if (mode === "dealers_choice") parts.push(fmt(tr("Format", "Dealer's choice: %1"), gamesLabel(list)));
  else if (list.length > 1) parts.push(gamesLabel(list));
  else parts.push(list.length ? variantTitle(list[0]) : "");
  if (level !== null && level !== undefined && (kind === "sng" || level > 0)) {
    parts.push(fmt(tr("Format", "level %1"), (level || 0) + 1));
  }
  return parts.filter(Boolean).join(" · ");
}

/** "3/6, ante 0.60". */
export function stakesText(stakes) {
  return fmt(tr("Format", "%1/%2, ante %3"), formatChips(stakes.small_bet), formatChips(stakes.big_bet),
    formatChips(stakes.ante || 0));
}

/** "from this hand", "after the next hand", "in 3 hands", "in 4 minutes", "in 40 seconds". */
export function whenText(inHands, inMs) {
  if (inHands !== undefined && inHands !== null) {
    if (inHands <= 0) return tr("Format", "from this hand");
    if (inHands === 1) return tr("Format", "after the next hand");
    return tr("Format", "in %n hands", inHands);
  }
  const seconds = Math.max(0, Math.floor((inMs || 0) / 1000));
  if (seconds >= 90) return tr("Format", "in %n minutes", Math.round(seconds / 60));
  return tr("Format", "in %n seconds", seconds);
}

/** "Level 3: 3/6, ante 0.60". */
export function levelNowText(level, stakes) {
  return fmt(tr("Format", "Level %1: %2"), level + 1, stakesText(stakes));
}

/** "Level 4 in 2 hands: 5/10, ante 1". */
/** When something coming starts, counted from the hand in play: 0 hands is the next hand. */
function comingWhen(inHands, inMs) {
  if (inHands !== undefined && inHands !== null && inHands <= 0) return tr("Format", "from the next hand");
  return whenText(inHands, inMs);
}

export function nextLevelText(nxt) {
  return fmt(tr("Format", "Level %1 %2: %3"), Number(nxt.level) + 1, comingWhen(nxt.in_hands, nxt.in_ms),
    stakesText(nxt));
}

/** "Razz, then Stud Hi/Lo in 3 hands". */
export function nextGameText(current, nxt) {
  return fmt(tr("Format", "%1, then %2 %3"), gameName(current), gameName(String(nxt.variant)),
    comingWhen(nxt.in_hands, null));
}

/** "Ann is out in place 3." (with the prize when there is one). */
export function eliminationText(name, place, prize) {
  if (prize) return fmt(tr("Format", "%1 is out in place %2 and wins %3."), name, place, formatChips(prize));
  return fmt(tr("Format", "%1 is out in place %2."), name, place);
}

/** An `announce` message in words; `names`: the players by seat (the chooser by name). */
export function announceText(kind, fields, current = "", names = {}) {
  if (kind === "level") {
    const stakes = { small_bet: fields.small_bet || 0, big_bet: fields.big_bet || 0, ante: fields.ante || 0 };
    if (!fields.in_hands && !fields.in_ms) return levelNowText(Number(fields.level || 0), stakes);
    return nextLevelText({ ...stakes, level: fields.level || 0, in_hands: fields.in_hands, in_ms: fields.in_ms });
  }
  const variant = String(fields.variant || "");
  if (fields.timed_out) return fmt(tr("Format", "No choice in time: %1 goes on."), gameName(variant));
  if (fields.chooser !== undefined && fields.chooser !== null) {
    const name = Number.isInteger(fields.chooser) ? names[fields.chooser] : null;
    if (name) return fmt(tr("Format", "%1 chooses %2."), name, gameName(variant));
    return fmt(tr("Format", "Seat %1 chooses %2."), fields.chooser, gameName(variant));
  }
  if (!fields.in_hands) return fmt(tr("Format", "Now playing %1."), gameName(variant));
  return nextGameText(current || variant, { variant, in_hands: fields.in_hands });
}

/** The format bar's three lines, as the desktop's FormatBar draws them: `now` (the format, the
 * stakes or level, the game, the players left), `next` (the next level, the next game, who is
 * choosing) and `notice` (the latest announcement or elimination not said above). `spentMs`: time
 * since the format map arrived (a level by minutes counts down). Null at a table without one. */
export function formatLines(format, lastNotice, names = {}, spentMs = 0) {
  if (!format) return null;
  const t = format;
  const now = [formatTitle(String(t.format || "cash"), t.games || [], String(t.mode || "fixed"), null)];
  if (t.stakes && typeof t.stakes === "object") {
    now.push(t.levels ? levelNowText(Number(t.level || 0), t.stakes) : stakesText(t.stakes));
  }
  const game = String(t.game || "");
  if (t.mode !== "fixed" && game) now.push(gameName(game));
  if (t.players_left !== undefined && t.players_left !== null) {
    const left = Number(t.players_left);
    now.push(fmt(tr("FormatBar", "%n of %1 players left", left), t.entrants ?? left));
  }
  const next = [];
  if (t.next_level && typeof t.next_level === "object") {
    const coming = { ...t.next_level };
    if (coming.in_ms !== undefined && coming.in_ms !== null && coming.running !== false) {
      coming.in_ms = Math.max(0, Number(coming.in_ms) - spentMs);
    }
    next.push(nextLevelText(coming));
  }
  if (t.next_game && typeof t.next_game === "object") next.push(nextGameText(game, t.next_game));
  if (t.mode === "dealers_choice" && t.chooser !== undefined && t.chooser !== null) {
    const name = Number.isInteger(t.chooser) ? names[t.chooser] : "";
    next.push(name ? fmt(tr("FormatBar", "%1 is choosing the next game"), name)
      : fmt(tr("FormatBar", "Seat %1 is choosing the next game"), t.chooser));
  }
  const lines = { now: now.join(" · "), next: next.join(" · "), notice: "" };
  if (lastNotice) {
    const [kind, fields] = lastNotice;
    if (kind === "eliminated") {
      lines.notice = eliminationText(String(fields.name || ""), Number(fields.place || 0), Number(fields.prize || 0));
    } else if ((fields.in_hands || fields.in_ms) && lines.next) {
      lines.notice = ""; // what comes next: the line above says it, fresher
    } else {
      lines.notice = announceText(String(fields.kind || ""), fields, game, names);
    }
  }
  // Said in the lines above already (the desktop's bar: the same line; here also a part of one).
  if (lines.notice && (lines.now.includes(lines.notice) || lines.next.includes(lines.notice))) lines.notice = "";
  return lines;
}

/** The dealer's-choice picker's prompt: "Your choice: the game of the next 3 hands". */
export function choicePrompt(hands) {
  return hands === 1 ? tr("FormatBar", "Your choice: the game of the next hand")
    : tr("FormatBar", "Your choice: the game of the next %n hands", hands);
}

/** The standings as rows, players still in first (place "–"), then the places, best first. */
export function standingsRows(standings) {
  if (!standings) return [];
  const alive = (standings.alive || []).map((name) => ({ place: "–", name, prize: 0 }));
  return alive.concat((standings.places || []).map((p) => ({ place: p.place, name: p.name, prize: p.prize || 0 })));
}
