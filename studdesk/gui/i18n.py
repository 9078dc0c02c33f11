"""Languages: installing translators so every window can retranslate itself.

Translations are Qt ``.qm`` files: Qt's own (``qtbase_pl.qm`` from the Qt installation) and
StudDesk's (``resources/translations/studdesk_pl.qm``, made from ``.ts`` files by the
translation work). :func:`install_language` swaps the installed translators; Qt then sends every
widget a ``LanguageChange`` event and each window's ``changeEvent`` calls its ``retranslateUi``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from studdesk.gui.paths import resource_path

LANGUAGES: tuple[tuple[str, str], ...] = (
    ("en", "English"), ("pl", "Polski"), ("hu", "Magyar"), ("cs", "Čeština"), ("bg", "Български"),
)

_installed: list[QTranslator] = []


def installed_translators() -> tuple[QTranslator, ...]:
    return tuple(_installed)


def remove_translators() -> None:
    app = QCoreApplication.instance()
    while _installed:
        translator = _installed.pop()
        if app is not None:
            QCoreApplication.removeTranslator(translator)


def install_translator(translator: QTranslator) -> None:
    """Install one more translator (kept alive here); widgets get ``LanguageChange``."""
    _installed.append(translator)
    QCoreApplication.installTranslator(translator)


def install_language(code: str) -> bool:
    """Switch the interface to ``code`` (``"pl"``, ...); English removes every translator.

    Returns whether StudDesk's own translation for ``code`` was found (Qt's is optional)."""
    remove_translators()
    QLocale.setDefault(QLocale(code))
    if code == "en":  # removing the translators sent LanguageChange already
        return True
    qt = QTranslator()
    if qt.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        install_translator(qt)
    own = QTranslator()
    found = own.load(f"studdesk_{code}", str(resource_path("translations")))
    if found:
        install_translator(own)
    return found
