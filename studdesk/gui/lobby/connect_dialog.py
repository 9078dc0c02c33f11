"""Connect to a table by address: host (``host:port`` and ``[::1]:port`` understood), port and
the table's password; to sit down, or only to watch (a spectator's window on the TV)."""

from __future__ import annotations

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
from studdesk.gui.text.retranslate import Retranslating


class ConnectDialog(Retranslating, QDialog):
    """Connect to a host by address (and port, and password if the table has one)."""

    def __init__(self, address: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
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
        lay = QVBoxLayout(self)
        lay.addLayout(self.form)
        lay.addWidget(self.buttons)
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

    def retranslateUi(self) -> None:  # noqa: N802
        self.setWindowTitle(self.tr("Connect by address — StudDesk"))
        self.address_label.setText(self.tr("Host address"))
        self.port_label.setText(self.tr("Port"))
        self.password_label.setText(self.tr("Password"))
        self.address.setPlaceholderText(self.tr("192.168.1.20, host name, or host:port"))
        self.watch.setText(self.tr("Only watch (take no seat)"))
