"""Every window rewords itself on a language change through the one mixin."""

from __future__ import annotations

import importlib
import inspect
import pkgutil

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QDialog, QLabel, QWidget

import studdesk.gui
from studdesk.gui.text.retranslate import Retranslating


class _Probe(Retranslating, QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel(self)
        self.calls = 0

    def retranslateUi(self) -> None:  # noqa: N802
        self.calls += 1


def test_a_language_change_reaches_the_window_and_its_children(qapp):
    outer = _Probe()
    inner = _Probe(outer)
    QCoreApplication.sendEvent(outer, QEvent(QEvent.Type.LanguageChange))
    assert (outer.calls, inner.calls) == (1, 1)
    QCoreApplication.sendEvent(outer, QEvent(QEvent.Type.FontChange))  # others pass through
    assert outer.calls == 1
    outer.deleteLater()


def test_every_widget_with_retranslate_ui_uses_the_mixin(qapp):
    found = []
    for info in pkgutil.walk_packages(studdesk.gui.__path__, "studdesk.gui."):
        module = importlib.import_module(info.name)
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if (cls.__module__ == module.__name__ and issubclass(cls, QWidget)
                    and "retranslateUi" in vars(cls)):
                found.append(cls)
                assert issubclass(cls, Retranslating), cls
                assert "changeEvent" not in vars(cls), f"{cls}: the mixin answers LanguageChange"
    assert len(found) >= 10
