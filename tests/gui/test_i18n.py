"""Every window retranslates itself when the language changes."""

from __future__ import annotations

from PySide6.QtCore import QTranslator

from studdesk.gui import i18n
from studdesk.gui.lobby import LobbyWidget
from studdesk.gui.table_window import TableWindow

from .helpers import session


class TinyPolish(QTranslator):
    WORDS = {"Last hand": "Ostatnie rozdanie", "Host a table": "Załóż stół",
             "Fold": "Pas", "Seat %1": "Miejsce %1"}

    def translate(self, context, source_text, disambiguation=None, n=-1):  # noqa: N802
        return self.WORDS.get(source_text, "")

    def isEmpty(self) -> bool:  # noqa: N802
        return False


def test_language_switch_changes_strings(qtbot, settings):
    s = session({1: "AhKh2c", 3: "QdJd8s", 5: "7c7h9d"})
    table = TableWindow(s, settings)
    lobby = LobbyWidget()
    qtbot.addWidget(table)
    qtbot.addWidget(lobby)
    s.start()
    assert table.last_hand_button.text() == "Last hand"
    assert table.action_bar.button_texts()[0] == "Fold"
    try:
        i18n.install_translator(TinyPolish())
        qtbot.waitUntil(lambda: table.last_hand_button.text() == "Ostatnie rozdanie")
        assert lobby.host_button.text() == "Załóż stół"
        assert table.action_bar.button_texts()[0] == "Pas"
        assert table.scene.seat_item(2).name == "Miejsce 2"  # the table's own words too
    finally:
        i18n.remove_translators()
    qtbot.waitUntil(lambda: table.last_hand_button.text() == "Last hand")
    assert lobby.host_button.text() == "Host a table"


def test_install_language_without_files_keeps_english(qtbot):
    lobby = LobbyWidget()
    qtbot.addWidget(lobby)
    assert i18n.install_language("pl") is False  # no studdesk_pl.qm yet
    assert lobby.host_button.text() == "Host a table"
    assert i18n.install_language("en") is True
    assert [code for code, _ in i18n.LANGUAGES] == ["en", "pl", "hu", "cs", "bg"]
