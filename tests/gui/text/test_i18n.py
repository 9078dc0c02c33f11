"""Translations: every string translated, the .qm files current, placeholders kept, Qt's own
translation installed first, and the whole interface (lobby, action bar, dealer log, hand names)
following the language chosen in Settings; each language's hand words, the home games' wild
cards and Five Card Stud's first street (RULES.md W1, W3, W6) in one table."""

from __future__ import annotations

import importlib.util
import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import NamedTuple

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from studdesk.engine.cards import parse_cards
from studdesk.engine.evaluate import Category
from studdesk.gui.app import MainWindow
from studdesk.gui.lobby.lobby_widget import LobbyWidget
from studdesk.gui.table.dealer_log import ToldEvent
from studdesk.gui.table.window import TableWindow
from studdesk.gui.text import i18n
from studdesk.gui.text.hand_words import hand_words, names_for, wild_ranks_text
from studdesk.gui.text.languages import LANGUAGE_CODES
from studdesk.gui.text.languages import LANGUAGES as NAMED_LANGUAGES
from studdesk.gui.text.narrator import Narrator, street_title
from studdesk.gui.tools.scenes import THIRD, lan_table

from ..helpers import event, session

ROOT = Path(__file__).resolve().parents[3]
TRANSLATIONS = ROOT / "resources" / "translations"
LANGUAGES = ("pl", "hu", "cs", "bg")
PLACEHOLDER = re.compile(r"%(?:\d|n)")



def _build_module():
    spec = importlib.util.spec_from_file_location("translations_build", TRANSLATIONS / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build = _build_module()


pytestmark = pytest.mark.usefixtures("language_restored")


def _messages(ts: Path):
    for context in ET.parse(ts).getroot().iter("context"):
        for message in context.iter("message"):
            yield context.findtext("name"), message


def _key(context, message) -> tuple:
    return (context, message.findtext("source"), message.findtext("comment") or "",
            message.get("numerus") == "yes")


# --------------------------------------------------------------------------------------------
# The files
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("code", (*LANGUAGES, "en"))
def test_every_message_is_translated(code):
    messages = list(_messages(TRANSLATIONS / f"studdesk_{code}.ts"))
    assert messages
    for context, message in messages:
        translation = message.find("translation")
        where = f"{code}: {context} {message.findtext('source')!r}"
        assert translation.get("type") not in ("unfinished", "vanished", "obsolete"), where
        if message.get("numerus") == "yes":
            forms = [f.text or "" for f in translation.iter("numerusform")]
            assert forms and all(f.strip() for f in forms), where
        else:
            assert (translation.text or "").strip(), where


@pytest.mark.parametrize("code", (*LANGUAGES, "en"))
def test_placeholders_survive_translation(code):
    for context, message in _messages(TRANSLATIONS / f"studdesk_{code}.ts"):
        source = message.findtext("source")
        wanted = sorted(PLACEHOLDER.findall(source))
        translation = message.find("translation")
        texts = ([f.text or "" for f in translation.iter("numerusform")]
                 if message.get("numerus") == "yes" else [translation.text or ""])
        for text in texts:
            assert sorted(PLACEHOLDER.findall(text)) == wanted, f"{code}: {context} {text!r}"


def test_english_holds_only_the_plural_forms():
    for _, message in _messages(TRANSLATIONS / "studdesk_en.ts"):
        assert message.get("numerus") == "yes"


def test_qm_files_are_compiled_from_the_current_ts(tmp_path):
    for qm in build.release(tmp_path):
        assert qm.read_bytes() == (TRANSLATIONS / qm.name).read_bytes(), (
            f"{qm.name} is stale: run python resources/translations/build.py")


def test_ts_files_hold_every_string_of_the_code(tmp_path):
    for code in (*LANGUAGES, "en"):
        shutil.copy(TRANSLATIONS / f"studdesk_{code}.ts", tmp_path)
    build.update(tmp_path, quiet=True)
    for code in (*LANGUAGES, "en"):
        before = {_key(c, m) for c, m in _messages(TRANSLATIONS / f"studdesk_{code}.ts")}
        after = {_key(c, m) for c, m in _messages(tmp_path / f"studdesk_{code}.ts")}
        assert after == before, (
            f"studdesk_{code}.ts is behind the code (new: {sorted(after - before)[:5]}, "
            f"gone: {sorted(before - after)[:5]}): run python resources/translations/build.py")


def test_language_lists_agree():
    from studdesk.gui.tools.shots_cli import LANGUAGE_CODES as SHOT_LANGUAGES

    codes = tuple(code for code, _ in NAMED_LANGUAGES)
    assert codes == LANGUAGE_CODES == SHOT_LANGUAGES == ("en", *build.LANGUAGES)
    assert build.LANGUAGES == LANGUAGES


# --------------------------------------------------------------------------------------------
# Installing
# --------------------------------------------------------------------------------------------


def test_qt_translation_first_then_studdesk(qapp):
    assert i18n.install_language("pl") is True
    files = [Path(t.filePath()).name for t in i18n.installed_translators()]
    assert files == ["qtbase_pl.qm", "studdesk_pl.qm"]  # the last installed is asked first
    assert Path(i18n.installed_translators()[0].filePath()).parent == Path(
        i18n.qt_translations_dir())
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Anuluj"  # Qt's own words
    assert QLocale().decimalPoint() == ","


def test_english_has_its_plural_forms(qapp):
    def antes(players: int) -> str:
        narrator = Narrator()
        narrator.feed(event({"type": "hand_started", "hand": 1, "variant": "stud",
                       "seats": list(range(1, players + 1)), "names": []}))
        for seat in range(1, players + 1):
            narrator.feed(event({"type": "ante_posted", "seat": seat, "amount": 40}))
        return narrator.feed(event({"type": "street_started", "street": 3}))[0]

    assert i18n.install_language("en") is True
    assert [Path(t.filePath()).name for t in i18n.installed_translators()] == ["studdesk_en.qm"]
    assert antes(1) == "Ante: 0.40 from 1 player"
    assert antes(3) == "Antes: 0.40 from each of 3 players"
    assert i18n.install_language("pl")
    assert antes(2) == "Ante: 0,40 od każdego z 2 graczy"


def test_missing_translations_keep_english(qtbot, tmp_path, monkeypatch):
    (tmp_path / "translations").mkdir()
    monkeypatch.setenv("STUDDESK_RESOURCES", str(tmp_path))
    lobby = LobbyWidget()
    qtbot.addWidget(lobby)
    assert i18n.install_language("pl") is False
    assert lobby.host_button.text() == "Host a table"
    assert i18n.install_language("en") is True


def test_art_folder_without_translations_uses_the_checkouts(tmp_path, monkeypatch):
    monkeypatch.setenv("STUDDESK_RESOURCES", str(tmp_path))  # card art only, say
    assert i18n.translations_dir() == TRANSLATIONS
    assert i18n.install_language("cs") is True


class TinyPolish(QTranslator):
    WORDS = {"Last hand": "Ostatnie rozdanie", "Host a table": "Załóż stół",
             "Fold": "Pas", "Seat %1": "Miejsce %1"}

    def translate(self, context, source_text, disambiguation=None, n=-1):  # noqa: N802
        return self.WORDS.get(source_text, "")

    def isEmpty(self) -> bool:  # noqa: N802
        return False


def test_any_translator_reaches_every_window(qtbot, settings):
    s = session(THIRD)
    table = TableWindow(s, settings)
    lobby = LobbyWidget()
    qtbot.addWidget(table)
    qtbot.addWidget(lobby)
    s.start()
    assert table.last_hand_button.text() == "Last hand"
    assert table.action_bar.button_texts()[0] == "Fold"
    i18n.install_translator(TinyPolish())
    qtbot.waitUntil(lambda: table.last_hand_button.text() == "Ostatnie rozdanie")
    assert lobby.host_button.text() == "Załóż stół"
    assert table.action_bar.button_texts()[0] == "Pas"
    assert table.scene.seat_item(2).name == "Miejsce 2"  # the table's own words too
    i18n.remove_translators()
    qtbot.waitUntil(lambda: table.last_hand_button.text() == "Last hand")
    assert lobby.host_button.text() == "Host a table"


# --------------------------------------------------------------------------------------------
# The interface in each language
# --------------------------------------------------------------------------------------------


def test_choosing_a_language_in_settings_rewords_the_interface(qtbot, settings):
    window = MainWindow(settings)
    qtbot.addWidget(window)
    table = window.open_session(session(THIRD))
    assert isinstance(table, TableWindow)
    bar, scene = table.action_bar, table.scene
    english = {
        "lobby": "Host a table", "fold": "Fold", "log": "Antes: 0.40 from each of 3 players",
        "bring_in": "Anna brings in for 0.50", "strength": "You have: pair of sevens",
        "seat": "Seat 2", "title": "Seven Card Stud 2/4",
    }

    # The table's own lines before the hand ("Emil sits down in seat 5.") come first.
    lead = next(i for i, told in enumerate(table.feed.dealer_log.told)
                if isinstance(told, ToldEvent))

    def shown() -> dict[str, str]:
        log = table.log_lines()[lead:]
        return {
            "lobby": window.lobby.host_button.text(), "fold": bar.button_texts()[0],
            "log": log[1], "bring_in": log[3], "strength": bar.strength.text(),
            "seat": scene.seat_item(2).name, "title": table.title.text(),
        }

    assert shown() == english
    settings.set_value("language", "pl")
    qtbot.waitUntil(lambda: bar.button_texts()[0] == "Pas")
    assert shown() == {
        "lobby": "Załóż stół", "fold": "Pas", "log": "Ante: 0,40 od każdego z 3 graczy",
        "bring_in": "Anna otwiera za 0,50", "strength": "Masz: para siódemek",
        "seat": "Miejsce 2", "title": "Siedmiokartowy Stud 2/4",
    }
    assert bar.button_texts()[1:] == ["Sprawdź 0,50", "Ukończ zakład do 2"]
    assert bar.turn_label.text() == "Twoja kolej, Emil"
    assert table.log_lines()[lead + 2] == "— trzecia ulica —"
    settings.set_value("language", "bg")
    qtbot.waitUntil(lambda: bar.button_texts()[0] == "Фолд")
    assert bar.strength.text() == "Имаш: чифт седмици"
    assert table.log_lines()[lead + 3] == "Anna плаща внасяне 0,50"
    settings.set_value("language", "en")
    qtbot.waitUntil(lambda: bar.button_texts()[0] == "Fold")
    assert shown() == english


SHOWDOWN_WORDS = {
    # Cyril's sevens full of eights, Emil's 7-6-5-3-A low, the high half's banner line.
    "en": ("Full house, sevens full of eights", "7-6-5-3-A low", "High 37.25: Cyril",
           "Cyril shows", "Pot (high) 37.25 to Cyril — Full house, sevens full of eights"),
    "pl": ("Full, siódemki i ósemki", "Low 7-6-5-3-A", "High 37,25: Cyril", "Cyril pokazuje",
           "Pula (high) 37,25 — wygrywa Cyril — Full, siódemki i ósemki"),
    "hu": ("Full house, hetesek és nyolcasok", "7-6-5-3-A low", "High 37,25: Cyril",
           "Cyril mutatja", "Pot (high) 37,25 — Cyril nyeri — Full house, hetesek és nyolcasok"),
    "cs": ("Full house, sedmičky a osmičky", "Low 7-6-5-3-A", "High 37,25: Cyril",
           "Cyril ukazuje", "Bank (high) 37,25 vyhrává Cyril — Full house, sedmičky a osmičky"),
    "bg": ("Фул хаус, седмици с осмици", "Ниска ръка 7-6-5-3-A", "Висока 37,25: Cyril",
           "Cyril отваря", "Пот (висока) 37,25 за Cyril — Фул хаус, седмици с осмици"),
}

NO_LOW = {"en": "no low", "pl": "brak low", "hu": "nincs low", "cs": "bez low",
          "bg": "няма ниска ръка"}


def test_showdown_names_hands_in_every_language(qtbot, hilo_showdown):
    table = hilo_showdown()
    last = table.last_hand_window()
    last.refresh()
    for code in ("pl", "hu", "cs", "bg", "en"):
        high, low, banner, shows, award = SHOWDOWN_WORDS[code]
        assert i18n.install_language(code)
        qtbot.waitUntil(lambda high=high: table.scene.caption_text(3) == high)
        assert table.scene.caption_text(5) == low
        assert any(line.startswith(banner + " — " + high) for line in table.scene.banner.lines)
        log = table.log_lines()
        assert any(line.startswith(shows) and line.endswith(high + "; " + NO_LOW[code])
                   for line in log)
        assert award in log
        qtbot.waitUntil(lambda award=award: award in last.log_lines())  # re-worded too
        entry = last.current_entry()
        assert entry is not None
        assert entry.hand_names(3) == (high, NO_LOW[code])
        assert entry.hand_names(5)[1] == low


class HandWords(NamedTuple):
    """A language's words for hands, the home games' wild cards and Five Card Stud's first
    street (translation review of 2026-12-03)."""

    pair: str  # a pair of queens
    wheel: str  # the wheel straight
    two_pair: str  # kings and sevens
    quads: str  # four aces
    razz: str  # a K-Q-J-9-7 razz low
    kings_wild: str  # the wild-card header as a label where a sentence cannot agree
    queens_sevens_wild: str
    five_kings: str  # five of a kind, with a count that fits every rank
    five_of_a_kind: str  # the category
    second_street: str  # RULES.md W6


HAND_WORDS = {
    "pl": HandWords("Para dam", "Strit do piątki", "Dwie pary, króle i siódemki", "Kareta asów",
                    "Low K-Q-J-9-7", "Króle są dzikie", "Damy i siódemki są dzikie",
                    "Pięć króli", "Piątka", "druga ulica"),
    "hu": HandWords("Dáma pár", "Ötös magas sor", "Két pár, királyok és hetesek", "Ász póker",
                    "K-Q-J-9-7 low", "Vad lapok: királyok", "Vad lapok: dámák és hetesek",
                    "Öt király", "Öt egyforma", "második utca"),
    "cs": HandWords("Pár dam", "Postupka do pětky", "Dva páry, králové a sedmičky", "Poker es",
                    "Low K-Q-J-9-7", "Divoké karty: králové", "Divoké karty: dámy a sedmičky",
                    "Pět králů", "Pětice", "druhá ulice"),
    "bg": HandWords("Чифт дами", "Стрейт до петица", "Два чифта, попове и седмици", "Каре аса",
                    "Ниска ръка K-Q-J-9-7", "Жокери: попове", "Жокери: дами и седмици",
                    "Пет еднакви, попове", "Пет еднакви", "втора улица"),
}


@pytest.mark.parametrize("code", LANGUAGES)
def test_hand_names_take_each_languages_cases(qapp, code):
    assert i18n.install_language(code)
    words = HAND_WORDS[code]
    assert names_for(parse_cards("Qc Qd 9h 4s 2c"), "stud") == (words.pair, None)
    assert names_for(parse_cards("Ac 2d 3h 4s 5c Kd Kh"), "stud")[0] == words.wheel
    assert names_for(parse_cards("Kc Kd 7h 7s 5c 2d 9h"), "stud")[0] == words.two_pair
    assert names_for(parse_cards("Ac Ad Ah As 5c"), "stud")[0] == words.quads
    assert names_for(parse_cards("Kh Qc Jd 9s 7c"), "razz") == (None, words.razz)


@pytest.mark.parametrize("code", LANGUAGES)
def test_w1_w3_wild_cards_and_five_of_a_kind_in_each_language(qapp, code):
    assert i18n.install_language(code)
    words = HAND_WORDS[code]
    assert wild_ranks_text((13,)) == words.kings_wild
    assert wild_ranks_text((7, 12)) == words.queens_sevens_wild
    cards = parse_cards("Kc Kd Kh Qs Qd 4c 2s")
    assert names_for(cards, "follow-the-queen", (12,))[0] == words.five_kings
    assert hand_words().category_names[Category.FIVE_OF_A_KIND] == words.five_of_a_kind


@pytest.mark.parametrize("code", ("en", *LANGUAGES))
def test_w6_five_card_studs_2nd_street_has_words(qapp, code):
    """The dealer log and the replayer's step line said "— 2 —" and "· 2"."""
    assert i18n.install_language(code)
    expected = "2nd street" if code == "en" else HAND_WORDS[code].second_street
    assert street_title(2) == expected
    assert Narrator().feed(event({"type": "street_started", "street": 2})) == [f"— {expected} —"]


def test_shots_in_another_language(qapp, tmp_path):
    from studdesk.cli import build_parser
    from studdesk.gui.tools.shots import render_shots

    args = build_parser().parse_args(["shots", str(tmp_path), "--language", "bg"])
    assert args.language == "bg"
    (path,) = render_shots(tmp_path, ["lobby"], language="bg")
    assert path.is_file() and path.stat().st_size > 10_000
    # English again afterwards
    assert [Path(t.filePath()).name for t in i18n.installed_translators()] == ["studdesk_en.qm"]
    with pytest.raises(SystemExit):
        build_parser().parse_args(["shots", str(tmp_path), "--language", "de"])


def test_dialogs_and_the_table_list_follow_the_language(qtbot):
    from PySide6.QtCore import Qt

    from studdesk.gui.lobby.host_dialog import HostDialog
    from studdesk.gui.lobby.hotseat_dialog import HotseatDialog

    host, hotseat, lobby = HostDialog("Emil"), HotseatDialog("Emil"), LobbyWidget()
    for widget in (host, hotseat, lobby):
        qtbot.addWidget(widget)
    lobby.update_tables([lan_table("Kasia", "stud8", "0.50/1", 5, 8)])
    model = lobby.model
    assert i18n.install_language("pl")
    qtbot.waitUntil(lambda: host.title.text() == "Załóż stół")
    assert [host.variant.itemText(i) for i in range(3)] == [
        "Siedmiokartowy Stud", "Siedmiokartowy Stud Hi/Lo", "Razz"]
    assert hotseat.variant.itemText(0) == "Siedmiokartowy Stud"
    assert host.stakes.itemText(0) == "0,10/0,20" and hotseat.stakes.itemText(2) == "0,50/1"
    assert model.headerData(1, Qt.Orientation.Horizontal) == "Gra"
    assert model.data(model.index(0, 1)) == "Siedmiokartowy Stud Hi/Lo"
    assert model.data(model.index(0, 2)) == "0,50/1"
    assert host.buttons.button(host.buttons.StandardButton.Cancel).text() == "Anuluj"  # qtbase
    assert host.table_name.text() == "Stół: Emil"  # the default name, not one typed in
