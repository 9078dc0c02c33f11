"""The Hotseat / solo dialog: 2–8 seats, each a person at this computer or a computer player
of a chosen level, and the night's format as the Host dialog offers it (a Triple Stud rotation,
dealer's choice, a sit-and-go: :class:`~studdesk.gui.lobby.format_box.FormatBox`); it gives a
:class:`~studdesk.gui.session.setup.LocalGameSetup`."""

from __future__ import annotations

import json

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from net.host import BOT_NAMES
from net.protocol import MAX_NAME_LEN
from studdesk.engine.config import MAX_SEATS, GameConfig, Variant
from studdesk.gui.lobby.format_box import FormatBox
from studdesk.gui.lobby.game_choice import (
    HouseOptions,
    fill_game_choices,
    level_choices,
    reword_game_choices,
)
from studdesk.gui.session.setup import LocalGameSetup, SeatSetup
from studdesk.gui.text.narrator import fmt, variant_title
from studdesk.gui.text.retranslate import Retranslating


class HotseatDialog(Retranslating, QDialog):
    """2–8 seats, each a person at this machine or a computer player of a chosen level."""

    def __init__(self, player_name: str = "Player", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel(self)
        self.title.setObjectName("dialogTitle")
        self.variant = QComboBox(self)
        self.stakes = QComboBox(self)
        fill_game_choices(self.variant, self.stakes)
        self.house = HouseOptions(self)  # the home game's own options (RULES.md W)
        self.variant.currentIndexChanged.connect(self._on_variant_current_index_changed)
        self.stakes.setCurrentIndex(4)
        self.rows: list[tuple[QCheckBox, QLineEdit, QComboBox]] = []
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        self.seat_header = QLabel(self)
        self.name_header = QLabel(self)
        self.who_header = QLabel(self)
        for col, label in enumerate((self.seat_header, self.name_header, self.who_header)):
            label.setObjectName("sectionTitle")
            grid.addWidget(label, 0, col)
        for n in range(1, MAX_SEATS + 1):
            box = QCheckBox(str(n), self)
            name = QLineEdit(self)
            name.setMaxLength(MAX_NAME_LEN)
            name.setMinimumWidth(name.fontMetrics().horizontalAdvance("W" * 9))
            who = QComboBox(self)
            box.setChecked(n <= 6)
            name.setText(player_name if n == 5 else BOT_NAMES[n - 1])
            box.toggled.connect(self._on_seat_toggled)
            self.rows.append((box, name, who))
            grid.addWidget(box, n, 0)
            grid.addWidget(name, n, 1)
            grid.addWidget(who, n, 2)
        grid.setRowStretch(MAX_SEATS + 1, 1)  # the rows at the top beside a taller format box
        self.format_box = FormatBox(self)
        self.format_box.preset.setCurrentIndex(self.format_box.preset.findData("cash"))
        self.error = QLabel(self)
        self.error.setStyleSheet("color: #e5735d;")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self._on_buttons_accepted)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout()
        self.variant_label = QLabel(self)
        self.stakes_label = QLabel(self)
        game = QHBoxLayout()
        game.addWidget(self.variant)
        game.addWidget(self.house.rule_beside(), 1)  # the game's rule (which cards are wild)
        form.addRow(self.variant_label, game)
        form.addRow(self.house)
        form.addRow(self.stakes_label, self.stakes)
        lay = QVBoxLayout(self)
        lay.addWidget(self.title)
        lay.addLayout(form)
        body = QHBoxLayout()
        body.addLayout(grid)
        body.addWidget(self.format_box, 1)
        lay.addLayout(body)
        lay.addWidget(self.error)
        lay.addWidget(self.buttons)
        self.retranslateUi()
        for n, (_, _, who) in enumerate(self.rows, start=1):
            who.setCurrentIndex(0 if n == 5 else who.findData("normal"))
        self._on_seat_toggled()

    def retranslateUi(self) -> None:  # noqa: N802
        self.setWindowTitle(self.tr("Hotseat / solo — StudDesk"))
        self.title.setText(self.tr("Hotseat or solo game"))
        self.variant_label.setText(self.tr("Game"))
        self.stakes_label.setText(self.tr("Stakes"))
        self.seat_header.setText(self.tr("Seat"))
        self.name_header.setText(self.tr("Name"))
        self.who_header.setText(self.tr("Player"))
        reword_game_choices(self.variant, self.stakes)
        words = {
            #: a computer player that makes any legal move at random
            "random": self.tr("random"),
            "easy": self.tr("easy"), "normal": self.tr("normal"), "hard": self.tr("hard")}
        for _, _, who in self.rows:
            current = max(0, who.currentIndex())
            who.clear()
            who.addItem(self.tr("Person at this computer"), None)
            for level, word in level_choices(words):
                who.addItem(fmt(self.tr("Computer — %1"), word), level)
            who.setCurrentIndex(current)

    def remembered(self) -> str:
        """The set-up as shown, as JSON for the ``hotseat_setup`` setting: the dialog opens
        with it next time (play-test m16)."""
        return json.dumps({
            "variant": self.variant.currentData(), "stakes": self.stakes.currentData(),
            "format": self.format_box.remembered(),
            "seats": [{"on": box.isChecked(), "name": name.text(), "who": who.currentData()}
                      for box, name, who in self.rows]}, ensure_ascii=False)

    def restore(self, text: str) -> bool:
        """Show a set-up :meth:`remembered` gave; anything unreadable is left as it is
        (False)."""
        try:
            saved = json.loads(text)
            seats = list(saved["seats"])
        except (ValueError, KeyError, TypeError):
            return False
        if not isinstance(saved, dict) or len(seats) != len(self.rows):
            return False
        for choice, value in ((self.variant, saved.get("variant")),
                              (self.stakes, saved.get("stakes"))):
            index = choice.findData(value)
            if index >= 0:
                choice.setCurrentIndex(index)
        if isinstance(saved.get("format"), dict):
            self.format_box.restore(saved["format"])
        for (box, name, who), seat in zip(self.rows, seats, strict=True):
            if not isinstance(seat, dict):
                continue
            box.setChecked(bool(seat.get("on")))
            called = seat.get("name")
            if isinstance(called, str):
                name.setText(called[:MAX_NAME_LEN])
            index = who.findData(seat.get("who"))
            if index >= 0:
                who.setCurrentIndex(index)
        self._on_seat_toggled()
        return True

    def _on_variant_current_index_changed(self, *_: object) -> None:
        self.house.set_variant(Variant(self.variant.currentData()))

    def _on_seat_toggled(self, *_: object) -> None:
        for box, name, who in self.rows:
            name.setEnabled(box.isChecked())
            who.setEnabled(box.isChecked())

    def setup(self) -> LocalGameSetup:
        """The chosen game; raises ``ValueError`` with a sentence when it cannot be played."""
        seats = []
        for n, (box, name, who) in enumerate(self.rows, start=1):
            if not box.isChecked():
                continue
            level = who.currentData()
            seats.append(SeatSetup(n, name.text().strip() or fmt(self.tr("Seat %1"), n),
                                   human=level is None, level=level or "normal"))
        if len(seats) < 2:
            raise ValueError(self.tr("Choose at least two seats."))
        if not any(s.human for s in seats):
            raise ValueError(self.tr("At least one seat must be a person at this computer."))
        names = [s.name.casefold() for s in seats]
        if len(set(names)) < len(names):
            raise ValueError(self.tr("Give every seat a different name."))
        if "table" in names:
            #: "Table" is how the dealer signs its own chat lines
            raise ValueError(self.tr("“Table” cannot be a player's name."))
        variant = Variant(self.variant.currentData())
        if len(seats) > variant.max_players:  # Baseball: six (W4)
            raise ValueError(fmt(self.tr("%1 is for at most %2 players."),
                                 variant_title(variant.value), variant.max_players))
        config = GameConfig.preset(variant, int(self.stakes.currentData())).with_options(
            **self.house.options())
        return LocalGameSetup(config, tuple(seats),
                              format=self.format_box.table_format(variant, len(seats)))

    def _on_buttons_accepted(self) -> None:
        try:
            self.setup()
        except ValueError as exc:
            self.error.setText(str(exc))
            return
        self.accept()
