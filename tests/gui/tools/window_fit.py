"""Measures the lobby and every dialog and window on a screen of a given size, in each
language: no window larger than the screen, every text whole by the font's own metrics (labels,
buttons, check boxes, combo boxes, spin boxes, group-box titles, tabs, placeholders) and every
widget inside its window.

Qt's offscreen platform takes the screen's size from a configuration file, so this runs in a
process of its own: ``python -m tests.gui.tools.window_fit 1024x640`` prints one JSON object,
``{"<language> <window>": ["<problem>", ...]}``; ``tests/gui/tools/test_window_fit.py`` runs it at
1024x640 and 1280x800.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QStyle,
    QStyleOptionButton,
    QStyleOptionComboBox,
    QStyleOptionGroupBox,
    QTabBar,
    QTabWidget,
    QWidget,
)

LANGUAGES = ("en", "pl", "hu", "cs", "bg")
SLACK = 1  # a pixel of rounding


def screen_config(width: int, height: int, folder: Path) -> str:
    """``QT_QPA_PLATFORM`` for an offscreen screen of ``width`` x ``height``."""
    path = folder / f"screen-{width}x{height}.json"
    path.write_text(json.dumps({"screens": [{
        "name": "studdesk", "x": 0, "y": 0, "width": width, "height": height,
        "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}), encoding="utf-8")
    return f"offscreen:configfile={path}"


def _scrolled(widget: QWidget, window: QWidget) -> bool:
    """Inside a scroll area's viewport: it may lie outside what is shown (it scrolls)."""
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        if isinstance(parent, QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def _shown(widget: QWidget, window: QWidget) -> bool:
    return widget.isVisibleTo(window) and widget.width() > 0


def _label_problem(label: QLabel) -> str | None:
    text = label.text()
    if not text or label.pixmap() is not None and not label.pixmap().isNull():
        return None
    if label.textFormat() == Qt.TextFormat.RichText or (
            label.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text)):
        return None
    room = label.contentsRect().adjusted(label.margin(), label.margin(), -label.margin(),
                                         -label.margin())
    metrics = QFontMetrics(label.font())
    if label.wordWrap():
        need = label.heightForWidth(label.width())
        if need > label.height() + SLACK:
            return f"label {text!r} wraps to {need} px in {label.height()} px"
        return None
    for line in text.replace("&&", "&").splitlines():
        if metrics.horizontalAdvance(line) > room.width() + SLACK:
            return (f"label {line!r} needs {metrics.horizontalAdvance(line)} px, has "
                    f"{room.width()}")
    return None


def _button_problem(button: QAbstractButton) -> str | None:
    text = button.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
    if not text:
        return None
    option = QStyleOptionButton()
    button.initStyleOption(option)  # type: ignore[attr-defined]
    style = button.style()
    if isinstance(button, QRadioButton):
        element = QStyle.SubElement.SE_RadioButtonContents
    elif isinstance(button, QCheckBox):
        element = QStyle.SubElement.SE_CheckBoxContents
    else:
        element = QStyle.SubElement.SE_PushButtonContents
    room = style.subElementRect(element, option, button).width()
    if not button.icon().isNull():
        room -= button.iconSize().width() + 4
    metrics = QFontMetrics(button.font())
    need = metrics.horizontalAdvance(text)
    if isinstance(button, QPushButton | QCheckBox | QRadioButton) and need > room + SLACK:
        return f"button {text!r} needs {need} px, has {room}"
    height = style.subElementRect(element, option, button).height()
    if isinstance(button, QPushButton) and metrics.height() > height + SLACK:
        return f"button {text!r} needs {metrics.height()} px of height, has {height}"
    return None


def _combo_problem(combo: QComboBox) -> str | None:
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    room = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                        QStyle.SubControl.SC_ComboBoxEditField, combo).width()
    metrics = QFontMetrics(combo.font())
    for i in range(combo.count()):  # any item may be chosen: each must fit
        text = combo.itemText(i)
        need = metrics.horizontalAdvance(text)
        if not combo.itemIcon(i).isNull():
            need += combo.iconSize().width() + 4
        if need > room + SLACK:
            return f"combo box item {text!r} needs {need} px, has {room}"
    return None


def _spin_problem(spin: QAbstractSpinBox) -> str | None:
    edit = spin.findChild(QLineEdit)
    if edit is None:
        return None
    text = edit.text()
    margins = edit.textMargins()
    room = edit.width() - margins.left() - margins.right() - 4
    need = QFontMetrics(edit.font()).horizontalAdvance(text)
    if need > room + SLACK:
        return f"spin box value {text!r} needs {need} px, has {room}"
    return None


def _line_edit_problem(edit: QLineEdit) -> str | None:
    if isinstance(edit.parentWidget(), QAbstractSpinBox | QComboBox):
        return None
    text = edit.placeholderText() if not edit.text() else ""
    if not text:
        return None
    room = edit.width() - edit.textMargins().left() - edit.textMargins().right() - 8
    need = QFontMetrics(edit.font()).horizontalAdvance(text)
    if need > room + SLACK:
        return f"placeholder {text!r} needs {need} px, has {room}"
    return None


def _group_problem(group: QGroupBox) -> str | None:
    if not group.title():
        return None
    option = QStyleOptionGroupBox()
    group.initStyleOption(option)  # type: ignore[attr-defined]
    need = QFontMetrics(group.font()).horizontalAdvance(group.title())
    room = group.width() - 16
    if need > room + SLACK:
        return f"group box title {group.title()!r} needs {need} px, has {room}"
    return None


def _tab_problem(bar: QTabBar) -> str | None:
    metrics = QFontMetrics(bar.font())
    for i in range(bar.count()):
        text = bar.tabText(i).replace("&", "")
        rect = bar.tabRect(i)
        if metrics.horizontalAdvance(text) > rect.width() - 8 + SLACK:
            return f"tab {text!r} needs {metrics.horizontalAdvance(text)} px, has {rect.width()}"
        if not bar.rect().contains(rect):
            return f"tab {text!r} is outside its bar"
    return None


def problems(window: QWidget) -> list[str]:
    """What is cut or outside in ``window`` (shown, laid out)."""
    found = []
    screen = window.screen().availableGeometry()
    frame = window.frameGeometry()
    if frame.width() > screen.width() or frame.height() > screen.height():
        found.append(f"window {frame.width()}x{frame.height()} is larger than the screen "
                     f"{screen.width()}x{screen.height()}")
    inside = QRect(QPoint(0, 0), window.size())
    for widget in window.findChildren(QWidget):
        if not _shown(widget, window) or widget.window() is not window:
            continue
        problem = None
        if isinstance(widget, QLabel):
            problem = _label_problem(widget)
        elif isinstance(widget, QAbstractButton):
            problem = _button_problem(widget)
        elif isinstance(widget, QComboBox):
            problem = _combo_problem(widget)
        elif isinstance(widget, QAbstractSpinBox):
            problem = _spin_problem(widget)
        elif isinstance(widget, QLineEdit):
            problem = _line_edit_problem(widget)
        elif isinstance(widget, QGroupBox):
            problem = _group_problem(widget)
        elif isinstance(widget, QTabBar):
            problem = _tab_problem(widget)
        if problem is not None:
            found.append(problem)
        if isinstance(widget, QLabel | QAbstractButton | QComboBox | QAbstractSpinBox |
                      QLineEdit | QGroupBox) and not _scrolled(widget, window) and not (
                isinstance(widget, QScrollArea)):
            where = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
            if not inside.contains(where):
                name = getattr(widget, "text", lambda: "")() or type(widget).__name__
                found.append(f"{name!r} lies outside the window ({where} in {inside})")
    return found


def _every_page(window: QWidget) -> Iterator[str]:
    """Show each page of each tab widget of ``window`` in turn (yields a label of it)."""
    yield ""
    for tabs in window.findChildren(QTabWidget):
        if tabs.window() is not window or not tabs.isVisibleTo(window):
            continue
        first = tabs.currentIndex()
        for index in range(tabs.count()):
            if index != first:
                tabs.setCurrentIndex(index)
                yield f"[tab {tabs.tabText(index)!r}] "
        tabs.setCurrentIndex(first)


def measure(width: int, height: int) -> dict[str, list[str]]:
    """Every window in every language on this process's screen."""
    from studdesk.gui.app import create_application
    from studdesk.gui.platform.settings import Settings
    from studdesk.gui.text.i18n import install_language
    from studdesk.gui.tools.windows import WINDOW_NAMES, WindowMaker

    app = create_application([])
    assert (app.primaryScreen().size().width(), app.primaryScreen().size().height()) == (
        width, height), "the screen is not the size asked for"
    report: dict[str, list[str]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(Path(tmp) / "settings.ini")
        settings.set_value("player_name", "Božidar")
        for code in LANGUAGES:
            assert install_language(code), code
            maker = WindowMaker(settings)
            try:
                for name in WINDOW_NAMES:
                    window = maker.open(name)
                    found = []
                    for page in _every_page(window):  # each tab shown in turn
                        for _ in range(3):
                            app.processEvents()
                        found += [f"{page}{p}" for p in problems(window)]
                    if found:
                        report[f"{code} {name}"] = found
                    if window is not maker.main:
                        window.close()
                        window.deleteLater()
            finally:
                maker.close()
                app.processEvents()
        install_language("en")
    return report


def main(argv: list[str]) -> int:
    width, height = (int(n) for n in argv[0].split("x"))
    if not os.environ.get("QT_QPA_PLATFORM", "").startswith("offscreen:configfile="):
        with tempfile.TemporaryDirectory() as tmp:
            env = dict(os.environ, QT_QPA_PLATFORM=screen_config(width, height, Path(tmp)))
            import subprocess

            return subprocess.run([sys.executable, "-m", "tests.gui.tools.window_fit", *argv],
                                  env=env).returncode
    print(json.dumps(measure(width, height), ensure_ascii=False, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
