"""One vocabulary for the browser: writes the page's (:mod:`studdesk.web`) ``app/messages.js``
from the typed message records of :mod:`net.protocol` (and the engine's event types), so the page
and the host cannot drift, and its ``app/words.js``, the page's words in the five languages taken
from the desktop's own translations (``resources/translations/*.ts``) plus the few the page alone
has. ``tests/web/test_messages_js.py`` checks that the committed modules are what this writes.

    python -m net.web_messages          # rewrite both modules
    python -m net.web_messages --check  # exit 1 when a committed module is stale
"""

from __future__ import annotations

import dataclasses
import json
import re
import sys
import xml.etree.ElementTree as ET
from typing import Any, Final

from net import protocol as P
from net.protocol import checks, state
from net.protocol.messages import CLIENT_MESSAGES, HOST_CONTROL, HOST_MESSAGES
from studdesk.engine.config import Split
from studdesk.engine.evaluate import Category
from studdesk.engine.events import EVENT_TYPES
from studdesk.engine.views import OwnHand
from studdesk.resources import resource_path
from studdesk.web import page_root

APP: Final = page_root() / "app"
OUTPUT: Final = APP / "messages.js"
WORDS_OUTPUT: Final = APP / "words.js"
LANGUAGES: Final = ("en", "pl", "hu", "cs", "bg")

WORD_CALL: Final = re.compile(
    r'\b(?:tr|trc|N_)\("([A-Za-z]*)", "((?:[^"\\]|\\.)*)"(?:, "((?:[^"\\]|\\.)*)")?')
"""A word the page asks for: ``tr("Context", "source")``, ``trc(..., "comment")`` or ``N_(...)``
in ``app/*.js``."""
WHOLE_CONTEXTS: Final = ("HandName",)
"""Contexts the page takes whole: the rank words of hand names, looked up by variable."""

PAGE_WORDS: Final[dict[str, dict[str, str]]] = {
    # Words only the page has (the desktop's lobby says them in other ways).
    "Join": {"pl": "Dołącz", "hu": "Csatlakozás", "cs": "Připojit se", "bg": "Включи се"},
    "Watch": {"pl": "Obserwuj", "hu": "Figyelés", "cs": "Sledovat", "bg": "Гледай"},
    "Send": {"pl": "Wyślij", "hu": "Küldés", "cs": "Odeslat", "bg": "Изпрати"},
    "Connecting…": {"pl": "Łączenie…", "hu": "Kapcsolódás…", "cs": "Připojování…",
                    "bg": "Свързване…"},
    "The connection was lost; trying again…": {
        "pl": "Połączenie zerwane; próbuję ponownie…",
        "hu": "Megszakadt a kapcsolat; újrapróbálom…",
        "cs": "Spojení se přerušilo; zkouším znovu…",
        "bg": "Връзката прекъсна; опитвам отново…"},
    "Stand up": {"pl": "Wstań od stołu", "hu": "Felállás az asztaltól", "cs": "Vstát od stolu",
                 "bg": "Стани от масата"},
    "Take a seat": {"pl": "Usiądź przy stole", "hu": "Leülés az asztalhoz", "cs": "Přisednout si",
                    "bg": "Седни на масата"},
    # A table nobody deals (net/TRUSTLESS.md § 13): the page's own progress line while it
    # shuffles and checks the other devices' shuffles, and why it stopped taking part.
    "Nobody deals": {"pl": "Nikt nie rozdaje", "hu": "Senki sem oszt", "cs": "Nikdo nerozdává",
                     "bg": "Никой не раздава"},
    "Shuffling the deck…": {"pl": "Tasuję talię…", "hu": "A pakli keverése…",
                            "cs": "Míchám balíček…", "bg": "Разбърквам тестето…"},
    "Checking the deck, %1 of %2": {"pl": "Sprawdzam talię, %1 z %2",
                                    "hu": "A pakli ellenőrzése: %1 / %2",
                                    "cs": "Kontroluji balíček, %1 z %2",
                                    "bg": "Проверявам тестето, %1 от %2"},
    "This page stopped the deal: %1": {"pl": "Ta strona wstrzymała rozdanie: %1",
                                       "hu": "Ez az oldal leállította az osztást: %1",
                                       "cs": "Tato stránka zastavila rozdávání: %1",
                                       "bg": "Тази страница спря раздаването: %1"},
    # The seat went to another window with the same token: take it back here.
    "Use this window": {"pl": "Użyj tego okna", "hu": "Játék ebben az ablakban",
                        "cs": "Použít toto okno", "bg": "Използвай този прозорец"},
    "Wild card": {"pl": "Dzika karta", "hu": "Vadkártya", "cs": "Divoká karta",
                  "bg": "Жокер"},
    "Only you see this card": {"pl": "Tylko ty widzisz tę kartę",
                               "hu": "Ezt a lapot csak te látod",
                               "cs": "Tuto kartu vidíš jen ty",
                               "bg": "Само ти виждаш тази карта"},
    # The two games of a secret choice: English names in every language, as the other home
    # games (GLOSSARY.md)
    "High-Low Declare": {lang: "High-Low Declare" for lang in ("pl", "hu", "cs", "bg")},
    "Seven Card Stud High-Low Declare": {lang: "Seven Card Stud High-Low Declare"
                                         for lang in ("pl", "hu", "cs", "bg")},
    "Roll Your Own": {lang: "Roll Your Own" for lang in ("pl", "hu", "cs", "bg")},
    # W9-W11: the secret choices of High-Low Declare and Roll Your Own.
    "High": {"pl": "High", "hu": "High", "cs": "High", "bg": "Висока"},
    "Low": {"pl": "Low", "hu": "Low", "cs": "Low", "bg": "Ниска"},
    "Both": {"pl": "Oba", "hu": "Mindkettő", "cs": "Obojí", "bg": "И двете"},
    "Declare: high, low or both": {"pl": "Deklaracja: high, low lub oba",
                                   "hu": "Bemondás: high, low vagy mindkettő",
                                   "cs": "Hlášení: high, low, nebo obojí",
                                   "bg": "Обяви: висока, ниска или и двете"},
    "Tap the card to turn up": {"pl": "Dotknij karty, którą chcesz odkryć",
                                "hu": "Koppints a lapra, amelyet felfordítasz",
                                "cs": "Klepni na kartu, kterou otočíš",
                                "bg": "Докосни картата, която ще обърнеш"},
    "Your choice is hidden until everyone has chosen": {
        "pl": "Twój wybór pozostaje ukryty, dopóki wszyscy nie wybiorą",
        "hu": "A választásod rejtve marad, amíg mindenki nem választott",
        "cs": "Tvá volba zůstane skrytá, dokud nevybere každý",
        "bg": "Изборът ти остава скрит, докато всички изберат"},
    "You declared: %1": {"pl": "Twoja deklaracja: %1", "hu": "A bemondásod: %1",
                         "cs": "Tvé hlášení: %1", "bg": "Обявата ти: %1"},
    "You turn up %1": {"pl": "Odkrywasz %1", "hu": "Ezt fordítod fel: %1", "cs": "Otáčíš %1",
                       "bg": "Обръщаш %1"},
    # a seat that has made its secret choice (not what it chose)
    "Chosen": {"pl": "Wybrano", "hu": "Választott", "cs": "Vybráno", "bg": "Избрано"},
    "%1 declares high": {"pl": "%1 deklaruje high", "hu": "%1 bemondása: high",
                         "cs": "%1 hlásí high", "bg": "%1 обявява висока"},
    "%1 declares low": {"pl": "%1 deklaruje low", "hu": "%1 bemondása: low",
                        "cs": "%1 hlásí low", "bg": "%1 обявява ниска"},
    "%1 declares both ways": {"pl": "%1 deklaruje oba", "hu": "%1 bemondása: mindkettő",
                              "cs": "%1 hlásí obojí", "bg": "%1 обявява и двете"},
    "%1 turns up %2": {"pl": "%1 odkrywa %2", "hu": "%1 felfordítja: %2", "cs": "%1 otáčí %2",
                       "bg": "%1 обръща %2"},
}
"""The page's own words, translated here (the rest come from the desktop's .ts files)."""


HOST_RECORDS: Final[dict[str, type[Any]]] = {
    "seat_entry": P.SeatEntry, "ledger_row": P.LedgerRow, "place": P.Place,
    "opening": P.Opening, "legal_action": P.LegalAction, "table_summary": P.TableSummary,
    "view": P.View, "seat_view": P.SeatView, "view_action": P.ViewAction,
    "view_move": P.ViewMove,
}
"""The records nested in host messages (``table.seats[i]``, ``table.views[i]`` and its
``seats``, ``actions`` and ``legal_actions``, ``ledger.entries[i]``, ...)."""


def _fields(cls: type[Any]) -> dict[str, Any]:
    required: list[str] = []
    optional: list[str] = []
    extra = False
    for f in dataclasses.fields(cls):
        if f.metadata.get("extra"):
            extra = True
            continue
        key = f.metadata.get("wire") or f.name
        has_default = (f.default is not dataclasses.MISSING
                       or f.default_factory is not dataclasses.MISSING)
        (optional if has_default else required).append(key)
    return {"required": required, "optional": optional, "extra": extra}


def vocabulary() -> dict[str, Any]:
    """Everything the page needs to speak the protocol, as plain data."""
    may_send = {
        f"{role.value}:{st.value}": sorted(types)
        for (role, st), types in state.MAY_SEND.items()
    }
    return {
        "PROTOCOL_VERSION": checks.PROTOCOL_VERSION,
        "MAX_FRAME": checks.MAX_FRAME,
        "ACTIONS": list(checks.ACTIONS),
        "SIZED_ACTIONS": sorted(checks.SIZED_ACTIONS),
        "CHOICES": list(checks.CHOICES),
        "DECLARATIONS": list(checks.DECLARATIONS),
        "VARIANTS": list(checks.VARIANTS),
        "CLIENT_MESSAGES": {t: _fields(c) for t, c in CLIENT_MESSAGES.items()},
        "HOST_CONTROL": sorted(HOST_CONTROL),
        "HOST_MESSAGES": {t: _fields(c) for t, c in HOST_MESSAGES.items()},
        "HOST_RECORDS": {t: _fields(c) for t, c in HOST_RECORDS.items()},
        "EVENT_TYPES": {t: [f.name for f in dataclasses.fields(c)]
                        for t, c in EVENT_TYPES.items()},
        "ERROR_MESSAGES": {str(k): v for k, v in P.ERROR_MESSAGES.items()},
        "FATAL_CODES": sorted(str(c) for c in P.FATAL_CODES),
        "MAY_SEND": may_send,
        "OWN_HAND": [f.name for f in dataclasses.fields(OwnHand)],
        "HAND_CATEGORIES": {c.name: int(c) for c in Category},
        "SPLITS": {s.name: s.value for s in Split},
    }


HELPERS: Final = """
/** A client message, checked as strictly as the host will: the type must exist, every required
 * field be given, and no field the type does not define (PROTOCOL.md: client messages are
 * strict). Nil fields are left out. Throws an Error naming the field. */
export function clientMessage(type, fields = {}) {
  const spec = CLIENT_MESSAGES[type];
  if (!spec) throw new Error(`unknown client message type ${type}`);
  const out = { type };
  for (const [key, value] of Object.entries(fields)) {
    if (!spec.required.includes(key) && !spec.optional.includes(key)) {
      throw new Error(`${type}: no field ${key}`);
    }
    if (value !== null && value !== undefined) out[key] = value;
  }
  for (const key of spec.required) {
    if (!(key in out)) throw new Error(`${type}: field ${key} is required`);
  }
  return out;
}

/** Whether a decoded map is a host message this page knows, with its required fields (the host
 * side is permissive: unknown fields are kept). Returns the reason it is not, or "". */
export function hostMessageProblem(msg) {
  if (msg === null || typeof msg !== "object" || Array.isArray(msg)) return "not a map";
  const spec = HOST_MESSAGES[msg.type];
  if (!spec) return `unknown type ${String(msg.type).slice(0, 40)}`;
  for (const key of spec.required) {
    if (msg[key] === undefined || msg[key] === null) return `${msg.type}: no ${key}`;
  }
  return "";
}
"""


def page_keys() -> set[str]:
    """Every ``"Context|source"`` the page's scripts look up."""
    keys = set()
    for path in sorted(APP.glob("*.js")):
        if path.name in (OUTPUT.name, WORDS_OUTPUT.name):
            continue
        for context, source, comment in WORD_CALL.findall(path.read_text(encoding="utf-8")):
            key = f"{context}|{json.loads(chr(34) + source + chr(34))}"
            keys.add(f"{key}|{json.loads(chr(34) + comment + chr(34))}" if comment else key)
    return keys


def _translations(lang: str, keys: set[str]) -> dict[str, str | list[str]]:
    path = resource_path("translations", f"studdesk_{lang}.ts")
    out: dict[str, str | list[str]] = {}
    root = ET.parse(path).getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            comment = message.findtext("comment")
            key = f"{name}|{source}" + (f"|{comment}" if comment else "")
            if key not in keys and name not in WHOLE_CONTEXTS:
                continue
            node = message.find("translation")
            if node is None or node.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            forms = [f.text or "" for f in node.iter("numerusform")]
            text: str | list[str] = forms if forms else (node.text or "")
            if text:
                out[key] = text
    return out


def words() -> dict[str, dict[str, str | list[str]]]:
    """``"Context|source"`` (or the page's own ``"|source"``) -> language -> the words (a list
    of plural forms, Qt's order, where the source has ``%n``), for the words the page uses."""
    keys = page_keys()
    table: dict[str, dict[str, str | list[str]]] = {}
    for lang in LANGUAGES:
        for key, text in _translations(lang, keys).items():
            table.setdefault(key, {})[lang] = text
    for source, langs in PAGE_WORDS.items():
        table[f"|{source}"] = dict(langs)
    return dict(sorted(table.items()))


def render_words() -> str:
    text = json.dumps(words(), indent=0, ensure_ascii=False, sort_keys=True)
    return ("// Generated by `python -m net.web_messages` from resources/translations/*.ts and the\n"
            "// page's own words (net/web_messages.py): do not edit.\n"
            f"export const LANGUAGES = {json.dumps(list(LANGUAGES))};\n"
            f"export const WORDS = {text};\n")


def render() -> str:
    lines = [
        "// Generated by `python -m net.web_messages` from net/protocol's typed records and the",
        "// engine's event types: do not edit (tests/web/test_messages_js.py checks it).",
        "",
    ]
    for name, value in vocabulary().items():
        text = json.dumps(value, indent=2, sort_keys=False, ensure_ascii=False)
        lines.append(f"export const {name} = Object.freeze({text});"
                     if isinstance(value, (dict, list)) else f"export const {name} = {text};")
    return "\n".join(lines) + "\n" + HELPERS


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    stale = 0
    for path, text in ((OUTPUT, render()), (WORDS_OUTPUT, render_words())):
        if "--check" in args:
            current = path.read_text(encoding="utf-8") if path.exists() else ""
            if current != text:
                print(f"{path} is stale: run python -m net.web_messages", file=sys.stderr)
                stale = 1
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path}")
    return stale


if __name__ == "__main__":
    raise SystemExit(main())
