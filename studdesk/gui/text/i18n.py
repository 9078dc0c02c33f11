"""Languages: installing translators so every window can retranslate itself.

Translations are Qt ``.qm`` files: Qt's own (``qtbase_pl.qm`` from the Qt installation, for the
standard buttons and dialogs) and StudDesk's (``resources/translations/studdesk_pl.qm``, compiled
from the ``.ts`` files there by ``resources/translations/build.py``). :func:`install_language`
installs Qt's first and StudDesk's after it, so StudDesk's words win where both translate;
Qt then sends every widget a ``LanguageChange`` event and each window's ``changeEvent`` calls
its ``retranslateUi``. English needs no translation but ``studdesk_en.qm``, which holds only the
English plural forms ("1 player", "2 players").
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from studdesk.gui.platform.paths import resource_path

_installed: list[QTranslator] = []
_SOURCE_TRANSLATIONS = Path(__file__).resolve().parents[3] / "resources" / "translations"


def translations_dir() -> Path:
    """Where StudDesk's ``.qm`` files are: ``resources/translations`` (through
    :func:`~studdesk.gui.platform.paths.resource_path`); when ``STUDDESK_RESOURCES`` points at a folder
    without translations (card art under work), the checkout's."""
    folder = resource_path("translations")
    if not folder.is_dir() and _SOURCE_TRANSLATIONS.is_dir():
        return _SOURCE_TRANSLATIONS
    return folder


def qt_translations_dir() -> str:
    """Where Qt keeps its own translations (``qtbase_*.qm``)."""
    return QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)


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
    """Switch the interface to ``code`` (``"pl"``, ...), replacing the installed translators.

    Returns whether StudDesk's own translation for ``code`` was found (Qt's is optional; English
    is complete without any)."""
    remove_translators()
    QLocale.setDefault(QLocale(code))
    if code != "en":
        qt = QTranslator()
        if qt.load(f"qtbase_{code}", qt_translations_dir()):
            install_translator(qt)
    own = QTranslator()
    found = own.load(f"studdesk_{code}", str(translations_dir()))
    if found:
        install_translator(own)
    return found or code == "en"
