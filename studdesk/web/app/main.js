// The browser table: the join form, the felt, the buttons. The host decides everything; this
// page shows its messages (model.js) and sends the player's choices. Names and chat go on the
// page as text (textContent), never as markup.

import { decode, encode } from "../vendor/msgpack/index.mjs";
import { LANGUAGE_NAMES, LANGUAGES, N_, fmt, language, pickLanguage, setLanguage, tr } from "./i18n.js";
import { PROTOCOL_VERSION, clientMessage, hostMessageProblem } from "./messages.js";
import { strengthLine, wildText } from "./hands.js";
import { TableModel, actFor, actionLabel, bankText, cardText, choiceFor, choiceKind, declarationWord, fairnessText,
  formatChips } from "./model.js";
import { choicePrompt, formatLines, gameName, standingsRows } from "./formats.js";
import { DeviceSession, fillDown } from "./device.js";

const $ = (id) => document.getElementById(id);
const PING_MS = 5000;
const TOKEN_KEY = `studdesk.token.${location.host}`;
const NAME_KEY = "studdesk.name";
const LANG_KEY = "studdesk.lang";
const AUTO_ANTE_KEY = "studdesk.autoAnte";

let model = new TableModel();
let ws = null;
let mode = null; // "join" | "watch"
let pingTimer = 0;
let nonce = 1;
let retry = 0;
let leaving = false;
// The host gave this page's seat to another window or tab with the same token: the page says
// so and stays away until the player asks for the seat back (two pages that both reconnected
// would take the seat from each other without end).
let elsewhere = false;
const ELSEWHERE = N_("NetSession", "This seat is open in another window.");
const pre = { checkFold: false, callAny: false };
let dealQueue = 0; // cards dealt in a row: each flies in a little after the last
const toldHabit = new Set(); // the seats whose ante habit the host has been told
// At a table nobody deals (net/TRUSTLESS.md § 13) this page's seat is a device of the deal:
// its key, its shuffle, its checks and its tokens (app/device.js), one host message at a time;
// `dealProgress` is its own progress line (shuffling, checking k of n) or why it stopped.
let device = null;
let deviceWork = Promise.resolve();
let dealProgress = null;

// ------------------------------------------------------------------ words

// The page's fixed words (data-t in index.html) and the desktop context each comes from.
const LABELS = new Map([
  [N_("HotseatDialog", "Name"), "HotseatDialog"], [N_("ConnectDialog", "Password"), "ConnectDialog"],
  [N_("TableWindow", "Last hand"), "TableWindow"], [N_("TableWindow", "Chat"), "TableWindow"],
  [N_("LastHandWindow", "Close"), "LastHandWindow"], [N_("ActionBar", "Check/Fold"), "ActionBar"],
  [N_("ActionBar", "Call any"), "ActionBar"], [N_("ActionBar", "I'm back"), "ActionBar"],
  [N_("ActionBar", "You are sitting out: the hands are dealt without you."), "ActionBar"],
  [N_("", "Join"), ""], [N_("", "Watch"), ""], [N_("", "Send"), ""],
  [N_("TableWindow", "Table"), "TableWindow"], [N_("FormatBar", "Standings"), "FormatBar"],
  [N_("NoticeBar", "Post"), "NoticeBar"], [N_("NoticeBar", "Sit this hand out"), "NoticeBar"],
  [N_("SettingsDialog", "Post the ante automatically"), "SettingsDialog"],
  [N_("TableMenu", "Leave the table"), "TableMenu"], [N_("", "Stand up"), ""], [N_("", "Take a seat"), ""],
  [N_("", "Use this window"), ""],
  [N_("StandingsDialog", "Place"), "StandingsDialog"], [N_("StandingsDialog", "Player"), "StandingsDialog"],
  [N_("StandingsDialog", "Prize"), "StandingsDialog"],
]);

function translatePage() {
  document.documentElement.lang = language();
  for (const node of document.querySelectorAll("[data-t]")) {
    const source = node.dataset.t;
    node.textContent = tr(LABELS.get(source) ?? "", source);
  }
  if (elsewhere) $("join-status").textContent = tr("NetSession", ELSEWHERE);
  render();
}

function setupLanguages() {
  // The switch is on the join screen and in the table's bar; both show the language in use.
  const selects = [$("lang"), $("table-lang")];
  const saved = localStorage.getItem(LANG_KEY);
  const lang = setLanguage(saved || pickLanguage(navigator.languages || [navigator.language]));
  for (const select of selects) {
    for (const code of LANGUAGES) {
      const option = document.createElement("option");
      option.value = code;
      option.textContent = select.id === "lang" ? LANGUAGE_NAMES[code] : code.toUpperCase();
      select.append(option);
    }
    select.value = lang;
    select.addEventListener("change", () => {
      localStorage.setItem(LANG_KEY, select.value);
      setLanguage(select.value);
      for (const other of selects) other.value = select.value;
      translatePage();
    });
  }
}

// ------------------------------------------------------------------ the connection

function send(type, fields = {}) {
  if (!ws || ws.readyState !== WebSocket.OPEN) return;
  ws.send(encode(clientMessage(type, fields)));
}

function status(text) {
  $("join-status").textContent = text;
  $("notice").textContent = model.welcome ? text : "";
}

function connect() {
  leaving = false;
  elsewhere = false;
  status(tr("", "Connecting…"));
  ws = new WebSocket(`ws://${location.host}/ws`);
  ws.binaryType = "arraybuffer";
  ws.addEventListener("open", () => {
    retry = 0;
    const token = localStorage.getItem(TOKEN_KEY) || undefined;
    const password = $("password").value || undefined;
    send("hello", { protocol: PROTOCOL_VERSION, name: $("name").value.trim(), token, password, client: "web" });
    // A table that approves each player: say why nothing happens yet (as the desktop does).
    setTimeout(() => {
      if (ws && ws.readyState === WebSocket.OPEN && !model.welcome) {
        status(tr("NetSession", "Waiting for the host to let you in…"));
      }
    }, 1500);
    clearInterval(pingTimer);
    pingTimer = setInterval(() => send("ping", { nonce: nonce++ }), PING_MS);
  });
  ws.addEventListener("message", (e) => {
    let msg;
    try {
      msg = decode(new Uint8Array(e.data));
    } catch {
      return;
    }
    if (hostMessageProblem(msg)) return;
    onMessage(msg);
  });
  ws.addEventListener("close", () => {
    clearInterval(pingTimer);
    if (elsewhere) {
      showElsewhere();
      return;
    }
    if (leaving || model.closed) {
      showJoin(model.closed ? closedText(model.errors.at(-1)) : "");
      return;
    }
    if (!model.welcome) {
      showJoin($("join-status").textContent);
      return;
    }
    status(tr("", "The connection was lost; trying again…"));
    retry = Math.min(retry + 1, 5);
    setTimeout(connect, 500 * retry);
  });
}

function frame() {
  return new Promise((resolve) => {
    const late = setTimeout(resolve, 50);
    requestAnimationFrame(() => { clearTimeout(late); setTimeout(resolve, 0); });
  });
}

function newDevice() {
  device = new DeviceSession({ pause: frame, progress: (p) => { dealProgress = p; renderDealProgress(); } });
  deviceWork = Promise.resolve();
  dealProgress = null;
}

/** A deal_* message for this page's device: handled after the ones before it, its answers sent;
 * a refusal sends nothing and says why on the progress line. */
function takeDeal(msg) {
  const mine = device;
  deviceWork = deviceWork.then(async () => {
    mine.seats = new Set(model.you);
    if (msg.type === "deal_hand") dealProgress = null;
    const answers = await mine.handle(msg);
    if (mine === device) for (const [type, fields] of answers) send(type, fields);
  }).catch((e) => {
    if (mine === device) dealProgress = { error: e.message };
  }).finally(() => {
    if (mine !== device) return;
    fillOwnDown();
    render();
  });
}

/** My seats' face-down cards as this page's device opened them: the host sends them hidden
 * (it cannot know them); the k-th face-down card dealt to a seat is the k-th face-down
 * position the hand's deal_opens gave it. */
function fillOwnDown() {
  if (!device || !device.deal || model.hand !== device.number) return;
  for (const seat of model.you) {
    const s = model.seat(seat);
    if (!s) continue;
    s.cards = fillDown(s.cards, s.up, device.downCards(seat));
  }
}

function renderDealProgress() {
  const p = dealProgress;
  $("deal-progress").textContent = !p ? ""
    : p.error ? fmt(tr("", "This page stopped the deal: %1"), p.error)
      : p.kind === "shuffle" ? tr("", "Shuffling the deck…")
        : fmt(tr("", "Checking the deck, %1 of %2"), p.done, p.total);
}

function autoAnte() {
  return localStorage.getItem(AUTO_ANTE_KEY) !== "0";
}

function closedText(err) {
  return err ? err.message : "";
}

function onMessage(msg) {
  const now = performance.now();
  if (typeof msg.type === "string" && msg.type.startsWith("deal_")) {
    takeDeal(msg);
    return;
  }
  if (msg.type === "error") {
    onError(msg);
    model.apply(msg, now);
    if (msg.fatal) { leaving = true; }
    render();
    return;
  }
  const ev = model.apply(msg, now);
  fillOwnDown();
  if (msg.type === "welcome") {
    localStorage.setItem(TOKEN_KEY, msg.token);
    localStorage.setItem(NAME_KEY, $("name").value.trim());
    showTable();
    if (!msg.seats || !msg.seats.length) {
      if (mode === "watch") send("watch"); else send("sit", {});
    }
    toldHabit.clear();
  } else if (msg.type === "table" && model.you.some((seat) => !toldHabit.has(seat))) {
    // D1: the player's habit, as the desktop's setting (the host posts for a seat by default),
    // told for each seat this page takes (again after standing up and sitting down).
    for (const seat of model.you) {
      if (!toldHabit.has(seat)) send("settings", { auto_ante: autoAnte(), seat });
      toldHabit.add(seat);
    }
  } else if (msg.type === "left" && model.welcome && msg.client_id === model.welcome.client_id) {
    toldHabit.delete(msg.seat);
    // Stood up: go on following the table as a spectator (Take a seat sits down again).
    if (!model.you.length) send("watch");
  } else if (msg.type === "standings" && msg.final) {
    showStandings();
  } else if (msg.type === "turn") {
    const move = model.preAction(pre);
    if (move && model.you.includes(msg.seat)) {
      pre.checkFold = pre.callAny = false;
      send("act", actFor(msg.hand, msg.seat, move));
    } else if (msg.awaits_landed && model.you.includes(msg.seat)) {
      // the page draws the turn at once (below): the host may start the clock now, whole
      render(ev);
      send("landed", { hand: msg.hand, seat: msg.seat });
      return;
    }
  } else if (msg.type === "event" && ev && ev.type === "hand_started") {
    pre.checkFold = pre.callAny = false;
  }
  render(ev);
}

function onError(msg) {
  if (msg.code === "open_elsewhere") {
    elsewhere = true; // the host closes this socket next: no reconnect (see the close handler)
    return;
  }
  if (msg.code === "unknown_token") {
    localStorage.removeItem(TOKEN_KEY);
    send("hello", { protocol: PROTOCOL_VERSION, name: $("name").value.trim(), client: "web",
      password: $("password").value || undefined });
    return;
  }
  if (msg.code === "password_required" || msg.code === "wrong_password") $("password-row").hidden = false;
  if (msg.code === "table_full" && mode === "join") send("watch");
  status(msg.message);
}

// ------------------------------------------------------------------ screens

function showJoin(text) {
  $("join").hidden = false;
  $("table").hidden = true;
  $("join-form").hidden = false;
  $("elsewhere").hidden = true;
  $("join-status").textContent = text || "";
  model = new TableModel();
}

/** The seat went to another window: say so, and offer it back here ("Use this window"). */
function showElsewhere() {
  showJoin(tr("NetSession", ELSEWHERE));
  $("join-form").hidden = true;
  $("elsewhere").hidden = false;
}

function showTable() {
  $("join").hidden = true;
  $("table").hidden = false;
  status("");
}

function start(kind) {
  if (!$("name").value.trim()) {
    $("name").focus();
    return;
  }
  mode = kind;
  model = new TableModel();
  newDevice();
  connect();
}

// ------------------------------------------------------------------ drawing

function el(tag, cls, text) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** One card in its slot: the slot carries what the table marks on it, a wild card's gold
 * star (W1, as the desktop draws it) and, for my own down cards, that only I see them. */
function cardImage(card, faceUp, mine = false) {
  const known = card && card !== "??";
  const wild = known && model.isWild(card);
  const slot = el("span", "slot" + (faceUp ? " up" : " down") + (wild ? " wild" : "") + (mine && known && !faceUp ? " mine" : ""));
  const img = el("img", "card" + (faceUp ? " up" : ""));
  img.alt = known ? cardText(card) : "";
  img.src = known ? `art/cards/classic/${card}.svg` : "art/cards/backs/blue.svg";
  img.draggable = false;
  slot.append(img);
  if (wild) {
    const star = el("span", "wild-badge", "★");
    star.title = tr("", "Wild card");
    slot.append(star);
  }
  if (mine && known && !faceUp) slot.title = tr("", "Only you see this card");
  return slot;
}

// Eight places round the felt (0..1 of its box), clockwise from the bottom middle: a tall felt
// (a phone held upright) and a wide one (landscape, a desktop browser).
const TALL = [[0.5, 0.85], [0.2, 0.72], [0.17, 0.47], [0.24, 0.22], [0.5, 0.12], [0.76, 0.22], [0.83, 0.47], [0.8, 0.72]];
const WIDE = [[0.5, 0.83], [0.2, 0.76], [0.09, 0.45], [0.22, 0.18], [0.5, 0.13], [0.78, 0.18], [0.91, 0.45], [0.8, 0.76]];

/** Where each seat sits on the felt: my seat (or the first) at the bottom in the middle, the
 * others after it in seat order, clockwise, spread evenly round the felt (a phone has no room
 * for empty places). */
function seatPlaces(box) {
  const taken = model.seats.filter(Boolean).map((s) => s.seat);
  const me = model.mySeat();
  const start = Math.max(0, taken.indexOf(me));
  const order = taken.slice(start).concat(taken.slice(0, start));
  const table = box.clientWidth > box.clientHeight ? WIDE : TALL;
  const places = {};
  order.forEach((n, i) => {
    const k = Math.round((i * 8) / Math.max(1, order.length)) % 8;
    places[n] = { x: table[k][0], y: table[k][1] };
  });
  return places;
}

let lastHandShown = null;

// W11.2: the chosen cards told at once turn over together, each from the moment the first of
// them was told (every redraw continues the same turn); seat:card -> when its turn began.
const TURN_MS = 420;
const turning = new Map();

function noteTurning(ev) {
  const now = performance.now();
  for (const [key, at] of turning) if (now - at > TURN_MS) turning.delete(key);
  if (ev && ev.type === "card_turned_up") {
    const together = [...turning.values()];
    turning.set(`${ev.seat}:${ev.card}`, together.length ? Math.min(...together) : now);
  }
}

/** Mark a chosen card's slot still turning over: its turn continues where it was. */
function markTurning(slot, seat, card) {
  const at = turning.get(`${seat}:${card}`);
  if (at === undefined) return;
  slot.classList.add("turned");
  slot.append(el("span", "back"));
  slot.style.animationDelay = `${-(performance.now() - at)}ms`;
  slot.lastElementChild.style.animationDelay = slot.style.animationDelay;
}

function renderSeats(ev) {
  noteTurning(ev);
  const box = $("seats");
  const places = seatPlaces(box);
  const nodes = new Map([...box.children].map((c) => [Number(c.dataset.seat), c]));
  for (const [n, node] of nodes) if (!model.seat(n)) node.remove();
  for (const s of model.seats) {
    if (!s) continue;
    let node = nodes.get(s.seat);
    if (!node) {
      node = el("div", "seat");
      node.dataset.seat = String(s.seat);
      node.append(el("div", "cards"), el("div", "plate"), el("div", "bet"), el("div", "last"));
      box.append(node);
    }
    const place = places[s.seat];
    node.style.left = `${place.x * 100}%`;
    node.style.top = `${place.y * 100}%`;
    node.classList.toggle("me", model.you.includes(s.seat));
    node.classList.toggle("folded", s.folded);
    node.classList.toggle("acting", !!(model.turn && model.turn.seat === s.seat));
    node.classList.toggle("away", s.sittingOut || !s.connected);
    node.classList.toggle("chosen", !!s.chosen); // W9.3, W11.2: has chosen, not what
    node.classList.toggle("declared", !!s.declaration);
    const plate = node.querySelector(".plate");
    plate.replaceChildren();
    plate.append(el("span", "name" + (s.bot ? " bot" : ""), s.name), el("span", "stack", formatChips(s.stack)));
    if (model.turn && model.turn.seat === s.seat) plate.append(ring());
    if (s.bankFull > 0) { // C2: the time bank as a bar along the plate's foot and its time, as the desktop draws them
      const left = model.bankLeft(s.seat, performance.now());
      const bar = el("span", "bank");
      bar.style.setProperty("--bank", String(left / s.bankFull));
      plate.append(bar, el("span", "bank-left", bankText(left)));
    }
    const cards = node.querySelector(".cards");
    const have = cards.children.length;
    const dealt = ev && ev.type === "card_dealt" && ev.seat === s.seat;
    if (have !== s.cards.length || !dealt) {
      const mine = model.you.includes(s.seat) && !s.shown; // shown: the table's cards now
      cards.replaceChildren(...s.cards.map((c, i) => cardImage(c, s.up[i], mine)));
      s.cards.forEach((c, i) => { if (s.up[i]) markTurning(cards.children[i], s.seat, c); });
    }
    if (dealt && cards.lastElementChild) {
      const img = cards.lastElementChild;
      const dx = (0.5 - place.x) * box.clientWidth;
      const dy = (0.5 - place.y) * box.clientHeight;
      img.style.setProperty("--from-x", `${dx}px`);
      img.style.setProperty("--from-y", `${dy}px`);
      img.style.animationDelay = `${(dealQueue++ % 8) * 60}ms`;
      img.classList.add("dealt");
    }
    node.querySelector(".bet").textContent = s.bet ? formatChips(s.bet) : "";
    node.querySelector(".bet").classList.toggle("has", !!s.bet);
    // a choice's word is drawn from the state, so that it follows the language switch
    const said = s.declaration ? declarationWord(s.declaration) : s.chosen ? tr("", "Chosen")
      : s.lastEv ? actionLabel(s.lastEv) : s.last; // in the language chosen now
    node.querySelector(".last").textContent = said || "";
  }
  if (!ev || ev.type !== "card_dealt") dealQueue = 0;
}

function ring() {
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("class", "ring");
  svg.setAttribute("viewBox", "0 0 36 36");
  const circle = document.createElementNS(ns, "circle");
  circle.setAttribute("cx", "18");
  circle.setAttribute("cy", "18");
  circle.setAttribute("r", "16");
  circle.setAttribute("pathLength", "100");
  svg.append(circle);
  return svg;
}

function secondsLeft(deadline, now) {
  return fmt(tr("NoticeBar", "%1 s"), Math.max(0, Math.ceil((deadline - now) / 1000)));
}

function tickRing() {
  const now = performance.now();
  const shares = model.clockShares(now);
  const circle = document.querySelector(".seat.acting .ring circle");
  if (shares && circle) {
    circle.style.strokeDashoffset = String(100 - shares.timer * 100);
    circle.classList.toggle("late", shares.timer < 0.3);
    const bar = document.querySelector(".seat.acting .bank");
    if (bar && shares.timer <= 0) bar.style.setProperty("--bank", String(shares.bank));
    const left = document.querySelector(".seat.acting .bank-left");
    if (left && shares.timer <= 0) left.textContent = bankText(model.bankLeft(shares.seat, now));
  }
  // The ante question's and the dealer's-choice picker's countdowns; when one runs out the
  // host decides (dealt out; the game goes on), and the page only stops asking.
  if (model.anteQuestion) {
    if (now >= model.anteQuestion.deadline) { model.anteQuestion = null; render(); }
    else $("ante-clock").textContent = secondsLeft(model.anteQuestion.deadline, now);
  }
  if (model.choice) {
    if (now >= model.choice.deadline) { model.choice = null; render(); }
    else $("picker-clock").textContent = secondsLeft(model.choice.deadline, now);
  }
  if (model.format && model.format.next_level && model.format.next_level.in_ms !== undefined &&
      now - lastFormatDraw > 1000) renderFormat();
  requestAnimationFrame(tickRing);
}

function renderActions() {
  const buttons = $("buttons");
  buttons.replaceChildren();
  const t = model.turn;
  const mine = t && model.you.includes(t.seat);
  const me = model.mySeat() ? model.seat(model.mySeat()) : null;
  const inHand = me && !me.folded && !model.handOver && me.cards.length > 0;
  const kind = mine ? choiceKind(t) : null;
  renderSecret(kind, t);
  if (kind) {
    // High, Low, Both as the prompt names them and the desktop's bar shows them (the host
    // sends them by the closed fist's chips: low 0, high 1, both 2)
    const rank = { hi: 0, lo: 1, both: 2 };
    const moves = kind === "declare"
      ? [...t.actions].sort((a, b) => (rank[a.declaration] ?? 3) - (rank[b.declaration] ?? 3))
      : t.actions;
    for (const move of moves) buttons.append(choiceButton(kind, t, move));
  } else if (mine) {
    for (const move of t.actions) {
      const b = el("button", `act ${move.action}`, actionLabel(move));
      b.type = "button";
      b.addEventListener("click", () => {
        send("act", actFor(t.hand, t.seat, move));
        model.turn = null;
        render();
      });
      buttons.append(b);
    }
  }
  if (model.showChance && model.you.includes(model.showChance.seat)) {
    const sc = model.showChance;
    const b = el("button", "act show", tr("ActionBar", "Show cards"));
    b.type = "button";
    b.addEventListener("click", () => { send("show", { hand: sc.hand, seat: sc.seat }); model.showChance = null; render(); });
    buttons.append(b);
  }
  const away = !!(me && me.sittingOut);
  $("away").hidden = !away;
  $("pre").hidden = !!(mine || away || !inHand || model.myChoice);
  $("pre-check-fold").checked = pre.checkFold;
  $("pre-call-any").checked = pre.callAny;
  let idle = "";
  if (!mine && !away && !inHand && model.you.length) {
    idle = model.handOver ? tr("ActionBar", "Next hand coming up") : tr("ActionBar", "Waiting for the other players");
  }
  $("idle").textContent = idle;
  renderAsks();
  renderSeatRow(me);
  $("strength").textContent = strengthLine(model.myHand());
}

const HIDDEN = N_("", "Your choice is hidden until everyone has chosen");

/** The words over a secret choice (W9, W11): what to choose while the turn is open, what was
 * chosen after, and each time that nobody sees it before everyone has chosen. */
function renderSecret(kind, t) {
  const box = $("secret");
  const chosen = model.myChoice;
  let head = "";
  if (kind === "declare") head = tr("", "Declare: high, low or both");
  else if (kind === "turn_up") head = tr("", "Tap the card to turn up");
  else if (chosen && chosen.declaration) head = fmt(tr("", "You declared: %1"), declarationWord(chosen.declaration));
  else if (chosen && chosen.card) head = fmt(tr("", "You turn up %1"), cardText(chosen.card));
  box.hidden = !head;
  if (!head) return;
  box.replaceChildren(el("span", "", head), el("span", "hidden-note", tr("", HIDDEN)));
  void t;
}

/** One of the choices a secret turn offers: a declaration's button, or a down card to tap. */
function choiceButton(kind, t, move) {
  const b = el("button", `act ${kind === "declare" ? "declare" : "turn-up"}`);
  b.type = "button";
  if (kind === "declare") {
    b.textContent = declarationWord(move.declaration);
    b.dataset.declaration = move.declaration;
  } else {
    b.append(cardImage(move.card, true));
    b.dataset.card = move.card;
    b.setAttribute("aria-label", cardText(move.card));
  }
  b.addEventListener("click", () => {
    const [type, fields] = choiceFor(t.hand, t.seat, move);
    send(type, fields);
    model.myChoice = { seat: t.seat, hand: t.hand, ...fields };
    model.turn = null;
    render();
  });
  return b;
}

function renderLog() {
  const list = $("log");
  const items = model.log.slice(-120).map((line) => {
    const li = el("li", line.kind);
    if (line.kind === "chat") li.append(el("b", "", `${line.from}: `), document.createTextNode(line.text));
    else li.textContent = line.text;
    return li;
  });
  list.replaceChildren(...items);
  list.scrollTop = list.scrollHeight;
}

function renderLastHand() {
  const lh = model.lastHand;
  $("last-hand-button").disabled = !lh;
  if (!lh || lh === lastHandShown) return;
  lastHandShown = lh;
  $("fairness").textContent = fairnessText(lh.verdict);
  $("fairness").className = `fairness ${lh.verdict.status}`;
  $("last-hand-log").replaceChildren(...lh.lines.map((t) => el("li", "", t)));
}

// ------------------------------------------------------------------ the format, questions, menu

let lastFormatDraw = 0;

function renderFormat() {
  lastFormatDraw = performance.now();
  const lines = formatLines(model.format, model.lastNotice, model.namesBySeat(), lastFormatDraw - model.formatAt);
  $("format-bar").hidden = !lines;
  if (!lines) return;
  $("format-now").textContent = lines.now;
  $("format-next").textContent = lines.next;
  $("format-next").hidden = !lines.next;
  $("format-notice").textContent = lines.notice;
  $("format-notice").hidden = !lines.notice;
  $("standings-button").hidden = !model.standings;
}

function renderAsks() {
  const now = performance.now();
  const ask = model.anteQuestion && model.you.includes(model.anteQuestion.seat) ? model.anteQuestion : null;
  $("ante-ask").hidden = !ask;
  if (ask) {
    $("ante-words").textContent = model.you.length > 1
      ? fmt(tr("NoticeBar", "%1: post the ante %2?"), model.name(ask.seat), formatChips(model.anteAmount()))
      : fmt(tr("NoticeBar", "Post the ante %1?"), formatChips(model.anteAmount()));
    $("ante-clock").textContent = secondsLeft(ask.deadline, now);
  }
  const choice = model.choice;
  $("picker").hidden = !choice;
  if (choice) {
    $("picker-prompt").textContent = choicePrompt(choice.hands);
    const games = choice.options.map((variant) => {
      const b = el("button", variant === choice.current ? "primary" : "", gameName(variant));
      b.type = "button";
      b.dataset.variant = variant;
      b.addEventListener("click", () => {
        send("choose", { variant, seat: choice.seat });
        model.choice = null;
        render();
      });
      return b;
    });
    $("picker-games").replaceChildren(...games);
    $("picker-clock").textContent = secondsLeft(choice.deadline, now);
  }
}

function renderSeatRow(me) {
  const n = model.mySeat();
  const broke = !!(me && me.stack === 0 && model.canRebuy(n));
  $("rebuy-now").hidden = !broke;
  if (broke) $("rebuy-now").textContent = rebuyWords(n);
  const canSit = model.welcome && !model.you.length && mode === "join" && !model.sitAndGo();
  $("sit-button").hidden = !canSit;
  $("seat-row").hidden = !broke && !canSit;
}

function rebuyWords(seat) {
  //: %1: the chips added, %2: the buy-in the stack comes to
  const need = model.rebuyAmount(seat);
  if (need <= 0) return fmt(tr("TableMenu", "Rebuy (the stack is the full %1)"), formatChips(model.buyIn()));
  return fmt(tr("TableMenu", "Rebuy %1 (up to %2)"), formatChips(need), formatChips(model.buyIn()));
}

function renderMenu() {
  const n = model.mySeat();
  const me = n ? model.seat(n) : null;
  $("sit-out-button").hidden = !me;
  $("rebuy-button").hidden = !me;
  $("stand-button").hidden = !me || (model.sitAndGo() && me.stack > 0);
  if (!me) return;
  $("sit-out-button").textContent = me.sittingOut ? tr("TableMenu", "Sit back in") : tr("TableMenu", "Sit out from the next hand");
  $("rebuy-button").textContent = rebuyWords(n);
  $("rebuy-button").disabled = !model.canRebuy(n);
}

function renderStandings() {
  const st = model.standings;
  if (!st) return;
  $("standings-title").textContent = st.final ? tr("StandingsDialog", "Final standings") : tr("StandingsDialog", "Standings");
  $("standings-rows").replaceChildren(...standingsRows(st).map((row) => {
    const line = el("tr");
    line.append(el("td", "", String(row.place)), el("td", "", row.name), el("td", "", row.prize ? formatChips(row.prize) : "–"));
    return line;
  }));
  const alive = st.alive || [];
  $("standings-alive").hidden = !alive.length;
  $("standings-alive").textContent = fmt(tr("StandingsDialog", "Still in: %1"), alive.join(", "));
  $("standings-pool").textContent = fmt(tr("StandingsDialog", "Prize pool: %1"), formatChips(st.pool || 0));
}

function showStandings() {
  if (!model.standings) return;
  renderStandings();
  if (!$("standings").open) $("standings").showModal();
}

function render(ev) {
  if ($("table").hidden) return;
  renderFormat();
  renderMenu();
  renderStandings();
  const s = model.summary;
  const stakes = model.format && model.format.stakes
    ? `${formatChips(model.format.stakes.small_bet)}/${formatChips(model.format.stakes.big_bet)}` : (s && s.stakes) || "";
  // A table nobody deals says so (the table summary's `trustless`): its cards come from every
  // device's share, this page's included.
  const nobody = s && s.trustless ? ` · ${tr("", "Nobody deals")}` : "";
  $("bar-title").textContent = s ? `${s.name} · ${gameName(model.variant)} · ${stakes}${nobody}` : "";
  $("wild").textContent = model.wild.length ? `★ ${wildText(model.wild)}` : "";
  const pot = model.pot();
  $("pot").textContent = pot ? `${tr("Narrator", "Pot")} ${formatChips(pot)}` : "";
  $("community").replaceChildren(...(model.community ? [cardImage(model.community, true)] : []));
  renderSeats(ev);
  renderActions();
  renderDealProgress();
  renderLog();
  lastHandShown = null;
  renderLastHand();
}

// ------------------------------------------------------------------ wiring

function main() {
  setupLanguages();
  $("name").value = localStorage.getItem(NAME_KEY) || "";
  $("join-form").addEventListener("submit", (e) => { e.preventDefault(); start("join"); });
  $("watch-button").addEventListener("click", () => start("watch"));
  $("elsewhere-button").addEventListener("click", () => start(mode || "join"));
  $("menu-button").addEventListener("click", () => { renderMenu(); $("table-menu").showModal(); });
  $("sit-out-button").addEventListener("click", () => {
    const n = model.mySeat();
    const me = n ? model.seat(n) : null;
    if (me) send(me.sittingOut ? "sit_back" : "sit_out", { seat: n });
    $("table-menu").close();
  });
  const rebuy = () => {
    const n = model.mySeat();
    if (n && model.canRebuy(n)) send("rebuy", { amount: model.rebuyAmount(n), seat: n });
    if ($("table-menu").open) $("table-menu").close();
  };
  $("rebuy-button").addEventListener("click", rebuy);
  $("rebuy-now").addEventListener("click", rebuy);
  $("auto-ante").checked = autoAnte();
  $("auto-ante").addEventListener("change", (e) => {
    localStorage.setItem(AUTO_ANTE_KEY, e.target.checked ? "1" : "0");
    for (const seat of model.you) send("settings", { auto_ante: e.target.checked, seat });
  });
  $("stand-button").addEventListener("click", () => {
    const n = model.mySeat();
    if (n) send("stand", { seat: n });
    $("table-menu").close();
  });
  $("sit-button").addEventListener("click", () => send("sit", {}));
  $("standings-button").addEventListener("click", showStandings);
  const answerAnte = (post) => {
    const ask = model.anteQuestion;
    if (ask) send("ante", { hand: ask.hand, post, seat: ask.seat });
    model.anteQuestion = null;
    render();
  };
  $("ante-post").addEventListener("click", () => answerAnte(true));
  $("ante-skip").addEventListener("click", () => answerAnte(false));
  $("leave-button").addEventListener("click", () => {
    leaving = true;
    send("leave");
    localStorage.removeItem(TOKEN_KEY);
    if (ws) ws.close();
  });
  $("back-button").addEventListener("click", () => send("sit_back", { seat: model.mySeat() }));
  $("pre-check-fold").addEventListener("change", (e) => { pre.checkFold = e.target.checked; if (pre.checkFold) pre.callAny = false; render(); });
  $("pre-call-any").addEventListener("change", (e) => { pre.callAny = e.target.checked; if (pre.callAny) pre.checkFold = false; render(); });
  $("log-button").addEventListener("click", () => { $("log-panel").hidden = !$("log-panel").hidden; });
  $("last-hand-button").addEventListener("click", () => { if (model.lastHand) $("last-hand").showModal(); });
  $("chat-form").addEventListener("submit", (e) => {
    e.preventDefault();
    const text = $("chat-text").value.trim();
    if (text) send("chat", { text: text.slice(0, 300) });
    $("chat-text").value = "";
  });
  translatePage();
  requestAnimationFrame(tickRing);
  // A page opened again (a phone that slept, a reload) goes straight back to its seat.
  if (localStorage.getItem(TOKEN_KEY) && $("name").value) start("join");
}

main();
