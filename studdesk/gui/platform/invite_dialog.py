"""*Invite a friend*: the host's invite (net/invite.py) to send to a friend in another house,
with a copy button and its QR code (segno, as the web table's link)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from studdesk.gui.platform.web_link import qr_image
from studdesk.gui.text.retranslate import Retranslating


class InviteDialog(Retranslating, QDialog):
    """The invite's code (selectable, and a button that copies it) and its QR code."""

    def __init__(self, code: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("inviteDialog")
        self.invite = code
        self.title = QLabel(self)
        self.title.setObjectName("dialogTitle")
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.code = QLineEdit(code, self)
        self.code.setReadOnly(True)
        self.code.setCursorPosition(0)
        self.copy_button = QPushButton(self)
        self.copy_button.clicked.connect(self.copy)
        self.qr = QLabel(self)
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.qr.setPixmap(QPixmap.fromImage(qr_image(code, scale=4)))
        self.phones = QLabel(self)
        self.phones.setWordWrap(True)
        self.phones.setStyleSheet("color: #9c9684;")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(self.code, 1)
        row.addWidget(self.copy_button)
        lay = QVBoxLayout(self)
        lay.addWidget(self.title)
        lay.addWidget(self.note)
        lay.addLayout(row)
        lay.addWidget(self.qr)
        lay.addWidget(self.phones)
        lay.addWidget(buttons)
        self.setMinimumWidth(560)
        self.retranslateUi()

    def copy(self) -> None:
        """Put the invite on the clipboard."""
        QGuiApplication.clipboard().setText(self.invite)
        self.copy_button.setText(self.tr("Copied"))

    def retranslateUi(self) -> None:  # noqa: N802
        self.setWindowTitle(self.tr("Invite a friend — StudDesk"))
        self.title.setText(self.tr("Invite a friend"))
        self.note.setText(self.tr("Send this invite to a friend in another house; they paste it"
                                  " under “Join with an invite” in their lobby. It names this"
                                  " table's identity, so nobody else can pose as it."))
        self.copy_button.setText(self.tr("Copy"))
        self.phones.setText(self.tr("Phones join on this network only, through the web"
                                    " table's address (Phones and browsers)."))
