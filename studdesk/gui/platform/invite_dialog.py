"""*Invite a friend*: the host's invite (net/invite.py) to send to a friend in another house,
with a copy button, its QR code (segno, as the web table's link) and the ways it holds, in the
order a friend's StudDesk tries them (so the host sees whether the router opened the port or
the relay carries the table)."""

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

from net.invite import Address, InviteError, Route, parse_invite
from studdesk.gui.platform.web_link import qr_image
from studdesk.gui.text.narrator import fmt
from studdesk.gui.text.retranslate import Retranslating


class InviteDialog(Retranslating, QDialog):
    """The invite's code (selectable, and a button that copies it), its QR code and its
    ways to the table."""

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
        try:
            self.addresses: tuple[Address, ...] = tuple(parse_invite(code).in_order())
        except InviteError:  # the host's own invite is always whole; say nothing of none
            self.addresses = ()
        self.routes = QLabel(self)
        self.routes.setObjectName("inviteRoutes")
        self.routes.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
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
        lay.addWidget(self.routes)
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
        self.routes.setText(self.route_text())
        self.phones.setText(self.tr("Phones join on this network only, through the web"
                                    " table's address (Phones and browsers)."))

    def route_text(self) -> str:
        """The invite's ways to the table, one a line, in the order they are tried."""
        if not self.addresses:
            return ""
        lines = [self.tr("A friend's StudDesk tries these ways, in order:")]
        for address in self.addresses:
            host = f"[{address.host}]" if ":" in address.host else address.host
            where = f"{host}:{address.port}"
            if address.route is Route.LAN:
                #: %1: the table's address on the host's network (192.168.1.20:47474)
                line = self.tr("On this network: %1")
            elif address.route is Route.MAPPED:
                #: %1: the address the home router forwards to this table (203.0.113.5:47474)
                line = self.tr("Through your router: %1")
            else:
                #: %1: the relay's address (relay.example.org:47478)
                line = self.tr("Through the relay: %1")
            lines.append("  \u2022 " + fmt(line, where))
        return "\n".join(lines)
