"""Connect to a table by address: host (``host:port`` and ``[::1]:port`` understood), port and
the table's password; to sit down, or only to watch (a spectator's window on the TV). Below,
the table's identity (its certificate fingerprint, net/tls.py) as this desktop remembers it for
the address typed, or that a first connection remembers it."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from net import DEFAULT_PORT  # where a table hosted from the desktop listens
from net.tls import fingerprint_text
from studdesk.gui.platform.known_tables import KnownTables
from studdesk.gui.text.placeholders import fmt
from studdesk.gui.text.retranslate import Retranslating


class ConnectDialog(Retranslating, QDialog):
    """Connect to a host by address (and port, and password if the table has one)."""

    def __init__(self, address: str = "", parent: QWidget | None = None, *,
                 known: KnownTables | None = None) -> None:
        super().__init__(parent)
        self.known = known
        self.address = QLineEdit(address, self)
        self.port = QSpinBox(self)
        self.port.setRange(1, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.password = QLineEdit(self)
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.watch = QCheckBox(self)  # play-test m25: watch by address too
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.form = QFormLayout()
        self.address_label, self.port_label, self.password_label = (QLabel(self) for _ in "abc")
        self.form.addRow(self.address_label, self.address)
        self.form.addRow(self.port_label, self.port)
        self.form.addRow(self.password_label, self.password)
        self.form.addRow(self.watch)
        self.identity_label = QLabel(self)
        self.identity = QLabel(self)
        self.identity.setWordWrap(True)
        self.identity.setTextFormat(Qt.TextFormat.RichText)
        self.identity.setObjectName("tableIdentity")
        self.form.addRow(self.identity_label, self.identity)
        self.address.textChanged.connect(self._show_identity)
        self.port.valueChanged.connect(self._show_identity)
        lay = QVBoxLayout(self)
        lay.addLayout(self.form)
        lay.addWidget(self.buttons)
        self.setMinimumWidth(520)  # the identity's sixteen groups in two lines
        self.retranslateUi()

    def host_and_port(self) -> tuple[str, int]:
        """The address typed, and the port: ``host:port`` in the address box wins over the
        port box (``[::1]:47474`` for IPv6)."""
        text = self.address.text().strip()
        host, sep, port = text.rpartition(":")
        if sep and port.isdigit() and 0 < int(port) < 65536 and host and (
                ":" not in host or host.startswith("[")):
            return host.strip("[]"), int(port)
        return text.strip("[]"), self.port.value()

    def remembered(self) -> str | None:
        """The fingerprint remembered for the address typed (None: none, or no store)."""
        host, port = self.host_and_port()
        if self.known is None or not host:
            return None
        return self.known.fingerprint(host, port)

    def _show_identity(self) -> None:
        fingerprint = self.remembered()
        if fingerprint is None:
            self.identity.setText(self.tr("New to this computer: the first connection shows"
                                          " the table's identity and remembers it."))
            self.identity.setStyleSheet("color: #9c9684;")
        else:
            #: %1: the certificate fingerprint, groups of four hex digits
            words = html.escape(self.tr("%1 (remembered: another machine at this address is"
                                        " refused)"))
            self.identity.setText(fmt(words, "<span style=\"font-family: 'DejaVu Sans Mono',"
                                      f" monospace\">{fingerprint_text(fingerprint)}</span>"))
            self.identity.setStyleSheet("")

    def retranslateUi(self) -> None:  # noqa: N802
        self.setWindowTitle(self.tr("Connect by address — StudDesk"))
        self.address_label.setText(self.tr("Host address"))
        self.port_label.setText(self.tr("Port"))
        self.password_label.setText(self.tr("Password"))
        self.address.setPlaceholderText(self.tr("192.168.1.20, host name, or host:port"))
        self.watch.setText(self.tr("Only watch (take no seat)"))
        self.identity_label.setText(self.tr("Identity"))
        self._show_identity()
