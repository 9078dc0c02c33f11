"""One answer to a language change for every window: :class:`Retranslating`.

Installing a translator (:func:`studdesk.gui.text.i18n.install_language`) sends every widget a
``LanguageChange`` event; a widget that lists this mixin before its Qt class rewords itself in
``retranslateUi()`` then::

    class HostDialog(Retranslating, QDialog):
        def retranslateUi(self) -> None: ...
"""

from __future__ import annotations

from PySide6.QtCore import QEvent


class Retranslating:
    """Mixin for a ``QWidget`` subclass (listed first): ``changeEvent`` calls
    :meth:`retranslateUi` on ``LanguageChange``, then Qt's own ``changeEvent``."""

    def retranslateUi(self) -> None:  # noqa: N802
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)  # type: ignore[misc]  # the Qt class after this mixin
