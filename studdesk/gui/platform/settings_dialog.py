"""The player's settings: name, ante and muck habits, deck colours, card back, animation
speed, sound and language. OK writes them to :class:`~studdesk.gui.platform.settings.Settings`, whose
``setting_changed`` signal lets the open windows follow at once."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from studdesk.gui.platform.art import BACK_COLOURS, card_art
from studdesk.gui.platform.settings import ANIMATION_SPEEDS, Settings
from studdesk.gui.text.languages import LANGUAGES
from studdesk.gui.text.retranslate import Retranslating


class SettingsDialog(Retranslating, QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.title = QLabel(self)
        self.title.setObjectName("dialogTitle")
        self.player_name = QLineEdit(self)
        self.player_name.setMaxLength(24)
        self.auto_ante = QCheckBox(self)
        self.auto_muck = QCheckBox(self)
        self.four_colour = QCheckBox(self)
        self.card_back = QComboBox(self)
        self.card_back.setIconSize(QSize(30, 42))
        art = card_art()
        for colour in BACK_COLOURS:
            self.card_back.addItem(QIcon(art.card_pixmap(None, 60, back=colour)), "", colour)
        self.speed = QComboBox(self)
        for key in ANIMATION_SPEEDS:
            self.speed.addItem("", key)
        self.sound = QCheckBox(self)
        self.volume = QSlider(Qt.Orientation.Horizontal, self)
        self.volume.setRange(0, 100)
        self.volume.setPageStep(10)
        self.sound.toggled.connect(self.volume.setEnabled)
        self.language = QComboBox(self)
        for code, native in LANGUAGES:
            self.language.addItem(native, code)  # each language in its own words
        self.labels = {k: QLabel(self) for k in ("name", "back", "speed", "volume", "language")}
        self.play_box = QGroupBox(self)
        play = QFormLayout(self.play_box)
        play.addRow(self.labels["name"], self.player_name)
        play.addRow(self.auto_ante)
        play.addRow(self.auto_muck)
        self.look_box = QGroupBox(self)
        look = QFormLayout(self.look_box)
        look.addRow(self.four_colour)
        look.addRow(self.labels["back"], self.card_back)
        look.addRow(self.labels["speed"], self.speed)
        look.addRow(self.sound)
        look.addRow(self.labels["volume"], self.volume)
        look.addRow(self.labels["language"], self.language)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self._on_buttons_accepted)
        self.buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.title)
        lay.addWidget(self.play_box)
        lay.addWidget(self.look_box)
        lay.addStretch(1)
        lay.addWidget(self.buttons)
        self.retranslateUi()
        self.load()

    def retranslateUi(self) -> None:  # noqa: N802
        self.setWindowTitle(self.tr("Settings — StudDesk"))
        self.title.setText(self.tr("Settings"))
        self.play_box.setTitle(self.tr("At the table"))
        self.look_box.setTitle(self.tr("Look and sound"))
        self.labels["name"].setText(self.tr("Your name"))
        self.labels["back"].setText(self.tr("Card back"))
        self.labels["speed"].setText(self.tr("Animations"))
        self.labels["volume"].setText(self.tr("Volume"))
        self.labels["language"].setText(self.tr("Language"))
        self.auto_ante.setText(self.tr("Post the ante automatically"))
        self.auto_muck.setText(self.tr("Muck losing hands automatically at the showdown"))
        self.four_colour.setText(self.tr("Four-colour deck (blue diamonds, green clubs)"))
        self.sound.setText(self.tr("Sounds: my turn, the clock, cards and chips"))
        backs = {"red": self.tr("Red"), "blue": self.tr("Blue"), "green": self.tr("Green")}
        for i in range(self.card_back.count()):
            self.card_back.setItemText(i, backs[self.card_back.itemData(i)])
        speeds = {"off": self.tr("Off (show the result at once)"), "fast": self.tr("Fast"),
                  "normal": self.tr("Normal"), "slow": self.tr("Slow")}
        for i in range(self.speed.count()):
            self.speed.setItemText(i, speeds[self.speed.itemData(i)])

    def load(self) -> None:
        s = self.settings
        self.player_name.setText(s["player_name"])
        self.auto_ante.setChecked(s["auto_post_ante"])
        self.auto_muck.setChecked(s["auto_muck"])
        self.four_colour.setChecked(s["four_colour_deck"])
        self.card_back.setCurrentIndex(max(0, self.card_back.findData(s["card_back"])))
        self.speed.setCurrentIndex(max(0, self.speed.findData(s["animation_speed"])))
        self.sound.setChecked(s["sound"])
        self.volume.setValue(s["sound_volume"])
        self.volume.setEnabled(s["sound"])
        self.language.setCurrentIndex(max(0, self.language.findData(s["language"])))

    def save(self) -> None:
        s = self.settings
        s.set_value("player_name", self.player_name.text().strip() or "Player")
        s.set_value("auto_post_ante", self.auto_ante.isChecked())
        s.set_value("auto_muck", self.auto_muck.isChecked())
        s.set_value("four_colour_deck", self.four_colour.isChecked())
        s.set_value("card_back", str(self.card_back.currentData()))
        s.set_value("animation_speed", str(self.speed.currentData()))
        s.set_value("sound", self.sound.isChecked())
        s.set_value("sound_volume", self.volume.value())
        s.set_value("language", str(self.language.currentData()))
        s.sync()

    def _on_buttons_accepted(self) -> None:
        self.save()
        self.accept()
