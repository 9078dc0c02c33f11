"""The hotseat hand-over screen: it covers the whole table window between two people's turns.

"Pass to Anna — click when ready." While it is up the table's down cards are hidden as well
(the scene's privacy mode), so nothing private shows through; a click, Space or Enter tells the
window that the right person is at the screen.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import QPushButton, QWidget

from studdesk.gui.platform.art import CARD_ASPECT, card_art
from studdesk.gui.text.narrator import fmt


class HandoverScreen(QWidget):
    confirmed = Signal(int)  # the seat whose player is now at the screen
    leave_requested = Signal()  # "Leave table" on the cover (the click is not a "ready")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handoverScreen")
        self.seat = 0
        self.player_name = ""
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        # m8: the cover hides the whole window, its Leave button too; it has its own.
        self.leave_button = QPushButton(self)
        self.leave_button.setObjectName("handoverLeave")
        self.leave_button.setCursor(Qt.CursorShape.ArrowCursor)
        self.leave_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.leave_button.clicked.connect(self.leave_requested)
        self._word_button()
        self.hide()

    def _word_button(self) -> None:
        self.leave_button.setText(QCoreApplication.translate("TableWindow", "Leave table"))
        self.leave_button.adjustSize()
        self._place_button()

    def _place_button(self) -> None:
        margin = 12
        self.leave_button.move(max(0, self.width() - self.leave_button.width() - margin),
                               margin)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._place_button()

    def ask(self, seat: int, name: str) -> None:
        """Cover the parent and ask for ``name`` (seat ``seat``)."""
        self.seat = seat
        self.player_name = name
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        self.setFocus()
        self.update()

    def message(self) -> str:
        return fmt(self.tr("Pass to %1 — click when ready"), self.player_name)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect())
        g = QRadialGradient(r.center(), max(r.width(), r.height()) * 0.7)
        g.setColorAt(0.0, QColor("#1f5a38"))
        g.setColorAt(1.0, QColor("#0a1f14"))
        p.fillRect(r, g)
        w = min(150.0, r.width() / 8)
        h = w * CARD_ASPECT
        dpr = self.devicePixelRatioF()
        back = card_art().card_pixmap(None, round(w * dpr))
        cx, cy = r.center().x(), r.center().y() - h * 0.55
        for k, angle in enumerate((-10.0, 0.0, 10.0)):
            p.save()
            p.translate(QPointF(cx + (k - 1) * w * 0.35, cy + abs(k - 1) * 6))
            p.rotate(angle)
            p.drawPixmap(QRectF(-w / 2, -h / 2, w, h), back, QRectF(back.rect()))
            p.restore()
        font = self.font()
        font.setPixelSize(max(18, int(r.height() / 18)))
        font.setBold(True)
        p.setFont(font)
        p.setPen(QColor("#f6f1e3"))
        p.drawText(QRectF(0, cy + h * 0.62, r.width(), font.pixelSize() * 1.8),
                   Qt.AlignmentFlag.AlignCenter, self.message())
        font.setBold(False)
        font.setPixelSize(max(12, int(r.height() / 40)))
        p.setFont(font)
        p.setPen(QColor(246, 241, 227, 170))
        p.drawText(QRectF(0, cy + h * 0.62 + font.pixelSize() * 4, r.width(),
                          font.pixelSize() * 2),
                   Qt.AlignmentFlag.AlignCenter,
                   self.tr("Everyone else, please look away: your cards are hidden."))
        p.end()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self._word_button()
            self.update()
        super().changeEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        self._confirm()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._confirm()
        else:
            super().keyPressEvent(event)

    def _confirm(self) -> None:
        if self.isVisible():
            self.hide()
            self.confirmed.emit(self.seat)
