"""The card room's look for widgets around the table: dark wood and green baize, cream text,
gold accents. One style sheet for the whole application, applied by :func:`apply_theme`."""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication

STYLE_SHEET = """
QWidget { color: #ece6d6; font-size: 13px; }
QMainWindow, QDialog, #lobby, #lastHandWindow, #tableWindow { background: #141a17; }
QToolTip { background: #f6f1e3; color: #1a1a1a; border: 1px solid #8a7a55; }
QLabel#dialogTitle { font-size: 20px; font-weight: bold; color: #f0c75e; padding: 4px 0; }
QLabel#sectionTitle { font-size: 12px; font-weight: bold; color: #c9b27a;
    text-transform: uppercase; letter-spacing: 1px; padding-top: 6px; }
QLabel#tableTitle { font-size: 15px; font-weight: bold; color: #f6f1e3; }
QLabel#tableSubtitle { color: #b7ad94; }
QLabel#fairnessLabel { color: #b7ad94; font-style: italic; }
QFrame#sidePanel { background: #1a211d; border-left: 1px solid #0b0f0d; }
QListView, QListWidget, QPlainTextEdit, QTextEdit, QTableView, QTreeView {
    background: #101512; border: 1px solid #2c3731; border-radius: 6px;
    selection-background-color: #3c5c46; selection-color: #fff; }
QListWidget#dealerLog, QPlainTextEdit#dealerLog { font-size: 12px; }
QListView#handList { font-size: 13px; }
QListView#handList::item { padding: 8px 6px; border-bottom: 1px solid #1f2823; }
QListView#handList::item:selected { background: #2f4a38; color: #fff; }
QHeaderView::section { background: #1f2823; color: #c9b27a; border: none;
    border-bottom: 1px solid #2c3731; padding: 6px; font-weight: bold; }
QLineEdit, QComboBox {
    background: #0f1411; border: 1px solid #3a463f; border-radius: 5px; padding: 5px 8px;
    color: #f6f1e3; selection-background-color: #3c5c46; }
QLineEdit:focus, QComboBox:focus { border-color: #c9a74e; }
QAbstractSpinBox { min-height: 24px; }
QComboBox QAbstractItemView { background: #141a17; border: 1px solid #3a463f; }
QPushButton { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #38453d, stop:1 #26302a);
    border: 1px solid #4b5a51; border-radius: 7px; padding: 7px 16px; color: #f6f1e3; }
QPushButton:hover { border-color: #c9a74e; }
QPushButton:pressed { background: #1d2520; }
QPushButton:disabled { color: #6f756f; border-color: #2c3731; }
QPushButton#primaryButton { background: qlineargradient(x1:0, y1:0, x2:0, y2:1,
    stop:0 #e2b94f, stop:1 #b88a26); color: #221a08; border: 1px solid #7a5a12;
    font-weight: bold; }
QPushButton#lobbyButton { font-size: 16px; font-weight: bold; text-align: left;
    padding: 12px 18px; border-radius: 10px; }
QPushButton#lobbyMinorButton { font-size: 15px; font-weight: bold; text-align: left;
    padding: 6px 18px; border-radius: 8px; }
QPushButton#foldButton { background: qlineargradient(x1:0, y1:0, x2:0, y2:1,
    stop:0 #8e3a2e, stop:1 #5e2219); border: 1px solid #b5503f; font-size: 17px;
    font-weight: bold; border-radius: 10px; }
QPushButton#passiveButton { background: qlineargradient(x1:0, y1:0, x2:0, y2:1,
    stop:0 #2f7a4a, stop:1 #1d5232); border: 1px solid #4fa36c; font-size: 17px;
    font-weight: bold; border-radius: 10px; }
QPushButton#aggressiveButton { background: qlineargradient(x1:0, y1:0, x2:0, y2:1,
    stop:0 #d6a93e, stop:1 #9c7420); border: 1px solid #f0c75e; color: #1f1605;
    font-size: 17px; font-weight: bold; border-radius: 10px; }
QPushButton#choiceButton { background: qlineargradient(x1:0, y1:0, x2:0, y2:1,
    stop:0 #3a5d86, stop:1 #233c5a); border: 1px solid #6f9ccf; font-size: 17px;
    font-weight: bold; border-radius: 10px; }
QWidget#actionBar { background: qlineargradient(x1:0, y1:0, x2:0, y2:1,
    stop:0 #1d2420, stop:1 #121714); border-top: 1px solid #0a0d0b; }
QLabel#strengthLabel { font-size: 15px; color: #f0c75e; font-weight: bold; }
QLabel#turnLabel { font-size: 13px; color: #b7ad94; }
QLabel#idleLabel { color: #8c8775; font-style: italic; }
QLabel#confirmLabel { font-size: 15px; color: #f6f1e3; padding-right: 10px; }
QCheckBox { spacing: 8px; }
QCheckBox#preAction { font-size: 15px; }
QCheckBox::indicator { width: 18px; height: 18px; border-radius: 4px;
    border: 1px solid #6b7a70; background: #0f1411; }
QCheckBox::indicator:checked { background: #c9a74e; border-color: #f0c75e; }
QGroupBox { border: 1px solid #2c3731; border-radius: 8px; margin-top: 14px; padding: 10px;
    background: #171e1a; }
QGroupBox::title { subcontrol-origin: margin; left: 12px; padding: 0 6px; color: #c9b27a;
    font-weight: bold; }
QTabWidget::pane { border: 1px solid #2c3731; border-radius: 6px; }
QTabBar::tab { background: #1a211d; padding: 7px 14px; border: 1px solid #2c3731;
    border-bottom: none; border-top-left-radius: 6px; border-top-right-radius: 6px; }
QTabBar::tab:selected { background: #26302a; color: #f0c75e; }
QScrollBar:vertical { background: #101512; width: 10px; }
QScrollBar::handle:vertical { background: #3a463f; border-radius: 5px; min-height: 24px; }
QScrollBar::add-line, QScrollBar::sub-line { height: 0; }
QSplitter::handle { background: #0b0f0d; }
QMenu { background: #1a211d; border: 1px solid #3a463f; padding: 4px 0; }
QMenu::item { padding: 6px 24px 6px 20px; }
QMenu::item:selected { background: #3c5c46; color: #fff; }
QMenu::item:disabled { color: #6f756f; }
QMenu::separator { height: 1px; background: #2c3731; margin: 4px 10px; }
QMenu::indicator { width: 14px; height: 14px; left: 4px; }
QFrame#noticeBar { background: #2a2417; border-top: 1px solid #7a5a12; }
QLabel#noticeLabel { font-size: 14px; color: #f6f1e3; }
QLabel#noticeCountdown { color: #f0c75e; font-weight: bold; padding: 0 8px; }
QFrame#alertRow { background: #6b2a1f; border: 1px solid #e5735d; border-radius: 6px; }
QFrame#alertRow QLabel#noticeLabel { font-size: 15px; font-weight: bold; color: #fff4ec; }
"""


def apply_theme(app: QApplication, *, fusion: bool = True) -> None:
    """The card room's palette, font and style sheet on ``app``, and Qt's Fusion style unless
    ``fusion`` is false: :func:`~studdesk.gui.app.create_application` makes its application
    with ``-style Fusion`` already."""
    if fusion:
        app.setStyle("Fusion")
    palette = QPalette()
    palette.setColor(QPalette.ColorRole.Window, QColor("#141a17"))
    palette.setColor(QPalette.ColorRole.WindowText, QColor("#ece6d6"))
    palette.setColor(QPalette.ColorRole.Base, QColor("#101512"))
    palette.setColor(QPalette.ColorRole.AlternateBase, QColor("#19201c"))
    palette.setColor(QPalette.ColorRole.Text, QColor("#ece6d6"))
    palette.setColor(QPalette.ColorRole.Button, QColor("#2b352f"))
    palette.setColor(QPalette.ColorRole.ButtonText, QColor("#f6f1e3"))
    palette.setColor(QPalette.ColorRole.Highlight, QColor("#3c5c46"))
    palette.setColor(QPalette.ColorRole.HighlightedText, QColor("#ffffff"))
    palette.setColor(QPalette.ColorRole.PlaceholderText, QColor("#7d8279"))
    app.setPalette(palette)
    font = QFont("DejaVu Sans")
    font.setPixelSize(13)
    app.setFont(font)
    app.setStyleSheet(STYLE_SHEET)
