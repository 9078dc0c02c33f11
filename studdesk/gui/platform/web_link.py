"""The web table's link for the host's window: the address phones and browsers open, and a QR
code to scan (drawn with segno, a pure-Python QR library; no network)."""

from __future__ import annotations

import io
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from studdesk.gui.text.retranslate import Retranslating


def qr_image(text: str, scale: int = 8) -> QImage:
    """``text`` as a QR code (error correction M, a quiet zone of 4 modules), black on white."""
    import segno

    code = segno.make(text, error="m", micro=False)
    buffer = io.BytesIO()
    code.save(buffer, kind="png", scale=scale, border=4, dark="#000000", light="#ffffff")
    image = QImage()
    if not image.loadFromData(buffer.getvalue(), "PNG"):
        raise ValueError("the QR code could not be drawn")
    return image


class WebLinkDialog(Retranslating, QDialog):
    """*Phones and browsers*: the web table's address (selectable) and its QR code."""

    def __init__(self, urls: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.urls = list(urls)
        self.setObjectName("webLinkDialog")
        self.title = QLabel(self)
        self.title.setObjectName("dialogTitle")
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.link = QLabel(self)
        self.link.setTextFormat(Qt.TextFormat.PlainText)
        self.link.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.link.setText("\n".join(self.urls))
        self.code = QLabel(self)
        self.code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        if self.urls:
            self.code.setPixmap(QPixmap.fromImage(qr_image(self.urls[0], scale=6)))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.title)
        lay.addWidget(self.note)
        lay.addWidget(self.code)
        lay.addWidget(self.link)
        lay.addWidget(buttons)
        self.retranslateUi()

    def retranslateUi(self) -> None:  # noqa: N802
        self.setWindowTitle(self.tr("Phones and browsers — StudDesk"))
        self.title.setText(self.tr("Phones and browsers"))
        self.note.setText(self.tr("On the same network, scan the code or open this address "
                                  "in a browser to sit at this table:"))
