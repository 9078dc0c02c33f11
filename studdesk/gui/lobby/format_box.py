"""The Host dialog's choice of a night's format: a cash game of one game, a cash
game that rotates Triple Stud or plays dealer's choice, or a sit-and-go. A first-time host
gets what the dialog's first page shows: a cash game of that game at those stakes (it starts
as soon as a second player sits down); the Triple Stud sit-and-go is the next choice.

:meth:`FormatBox.table_format` gives the :class:`net.formats.TableFormat` the host runs
(``None`` for a plain cash game)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from net.formats import (
    DealersChoice,
    FormatError,
    Rotation,
    Structure,
    TableFormat,
    default_levels,
    parse_payouts,
)
from studdesk.engine.config import CHOICE_GAMES, HOME_GAMES, Variant
from studdesk.gui.text.retranslate import Retranslating

TRIPLE = (Variant.STUD, Variant.RAZZ, Variant.STUD8)
ALL_GAMES = (*TRIPLE, *HOME_GAMES, *CHOICE_GAMES)
"""Every game StudDesk deals: the three studs and the home games (RULES.md W), the games of a
secret choice last (W8-W11)."""
PRESETS = ("cash", "triple_sng", "sng", "triple_cash", "dealers_choice", "eight_cash",
           "eight_choice")
"""The choices, the first-time host's default first."""


class FormatBox(Retranslating, QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.preset = QComboBox(self)
        for key in PRESETS:
            self.preset.addItem("", key)
        self.starting_chips = QSpinBox(self)
        self.starting_chips.setRange(10, 1_000_000)
        self.starting_chips.setValue(100)
        self.levels = QSpinBox(self)
        self.levels.setRange(1, len(default_levels()))
        self.levels.setValue(8)
        self.level_minutes = QSpinBox(self)
        self.level_minutes.setRange(1, 120)
        self.level_minutes.setValue(10)
        self.rotate_hands = QSpinBox(self)
        self.rotate_hands.setRange(1, 64)
        self.rotate_hands.setValue(8)
        self.entry = QDoubleSpinBox(self)
        self.entry.setDecimals(2)
        self.entry.setRange(0.0, 100_000.0)
        self.payouts = QLineEdit(self)
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # A wrapped label's height does not reach the dialog through the Host dialog's tabs:
        # room for four lines, which the longest translation needs.
        self.hint.setMinimumHeight(self.hint.fontMetrics().lineSpacing() * 4 + 4)
        self.labels: dict[str, QLabel] = {}
        form = QFormLayout(self)
        for key, widget in (("preset", self.preset), ("starting_chips", self.starting_chips),
                            ("levels", self.levels), ("level_minutes", self.level_minutes),
                            ("rotate_hands", self.rotate_hands), ("entry", self.entry),
                            ("payouts", self.payouts)):
            label = QLabel(self)
            self.labels[key] = label
            form.addRow(label, widget)
        form.addRow(self.hint)
        self.preset.currentIndexChanged.connect(self._on_preset_current_index_changed)
        self.retranslateUi()
        self._on_preset_current_index_changed()

    @property
    def key(self) -> str:
        return str(self.preset.currentData())

    @property
    def is_tournament(self) -> bool:
        return self.key in ("triple_sng", "sng")

    @property
    def chooses_games(self) -> bool:
        """The format deals its own games (a rotation, dealer's choice), not the one chosen
        beside it."""
        return self.key not in ("cash", "sng")

    def retranslateUi(self) -> None:  # noqa: N802
        self.setTitle(self.tr("Format"))
        names = {
            "triple_sng": self.tr("Triple Stud sit-and-go, 8 levels of 10 minutes"),
            "sng": self.tr("Sit-and-go of the game above"),
            "cash": self.tr("Cash game of the game above"),
            "triple_cash": self.tr("Cash game, Triple Stud in rotation"),
            "dealers_choice": self.tr("Cash game, dealer's choice"),
            "eight_cash": self.tr("Cash game, all ten games in rotation"),
            "eight_choice": self.tr("Cash game, dealer's choice of all ten games"),
        }
        for i in range(self.preset.count()):
            self.preset.setItemText(i, names[str(self.preset.itemData(i))])
        texts = {"preset": self.tr("Format of the night"),
                 "starting_chips": self.tr("Starting chips"),
                 "levels": self.tr("Levels"), "level_minutes": self.tr("Minutes per level"),
                 "rotate_hands": self.tr("Hands per game"), "entry": self.tr("Entry"),
                 "payouts": self.tr("Payouts (%)")}
        for key, text in texts.items():
            self.labels[key].setText(text)
        self.payouts.setPlaceholderText(self.tr("65,35 up to 5 players; 50,30,20 for 6 to 8"))
        self._show_hint()

    def _show_hint(self) -> None:
        hints = {
            "triple_sng": self.tr("Stud, Razz and Stud Hi/Lo in turn; the limits rise every "
                                  "level; it starts when every seat is taken and ends when "
                                  "one player holds every chip."),
            "sng": self.tr("Everyone starts with the same chips; the limits rise every level; "
                           "it starts when every seat is taken."),
            "cash": self.tr("One game at the stakes above."),
            "triple_cash": self.tr("Stud, Razz and Stud Hi/Lo in turn, at the stakes above."),
            "dealers_choice": self.tr("Before each round a player picks Stud, Razz or Stud "
                                      "Hi/Lo, in turn round the table."),
            "eight_cash": self.tr("The three studs, Follow the Queen, Baseball, Chicago, Low "
                                  "Chicago, Five Card Stud, High-Low Declare and Roll Your Own "
                                  "in turn (Baseball at six seats or fewer)."),
            "eight_choice": self.tr("Before each round a player picks one of the ten games, "
                                    "the home games too (Baseball at six seats or fewer)."),
        }
        self.hint.setText(hints[self.key])

    def _on_preset_current_index_changed(self, *_: object) -> None:
        sng = self.is_tournament
        mixed = self.key in ("triple_sng", "triple_cash", "dealers_choice", "eight_cash",
                             "eight_choice")
        for key, widget in (("starting_chips", self.starting_chips), ("levels", self.levels),
                            ("level_minutes", self.level_minutes), ("entry", self.entry),
                            ("payouts", self.payouts)):
            widget.setVisible(sng)
            self.labels[key].setVisible(sng)
        self.rotate_hands.setVisible(mixed)
        self.labels["rotate_hands"].setVisible(mixed)
        self._show_hint()

    def remembered(self) -> dict[str, object]:
        """The choice as shown, for a dialog that remembers its last set-up."""
        return {"preset": self.key, "starting_chips": self.starting_chips.value(),
                "levels": self.levels.value(), "level_minutes": self.level_minutes.value(),
                "rotate_hands": self.rotate_hands.value(), "entry": self.entry.value(),
                "payouts": self.payouts.text()}

    def restore(self, saved: dict[str, object]) -> None:
        """Show a choice :meth:`remembered` gave; what is unreadable is left as it is."""
        index = self.preset.findData(saved.get("preset"))
        if index >= 0:
            self.preset.setCurrentIndex(index)
        for key, box in (("starting_chips", self.starting_chips), ("levels", self.levels),
                         ("level_minutes", self.level_minutes),
                         ("rotate_hands", self.rotate_hands)):
            value = saved.get(key)
            if isinstance(value, int) and not isinstance(value, bool):
                box.setValue(value)
        entry = saved.get("entry")
        if isinstance(entry, (int, float)) and not isinstance(entry, bool):
            self.entry.setValue(float(entry))
        payouts = saved.get("payouts")
        if isinstance(payouts, str):
            self.payouts.setText(payouts)

    def table_format(self, variant: Variant, seats: int) -> TableFormat | None:
        """The format chosen, for a table of ``seats`` whose own game is ``variant``; raises
        ``FormatError`` (a ``ValueError``) with a sentence."""
        key = self.key
        if key == "cash":
            return None
        hands = self.rotate_hands.value()
        rotation = dealers = None
        if key in ("triple_sng", "triple_cash"):
            rotation = Rotation(TRIPLE, hands_per_game=hands)
        elif key == "dealers_choice":
            dealers = DealersChoice(TRIPLE, hands_per_round=hands)
        elif key in ("eight_cash", "eight_choice"):
            games = tuple(v for v in ALL_GAMES if v.max_players >= seats)  # Baseball: six (W4)
            if key == "eight_cash":
                rotation = Rotation(games, hands_per_game=hands)
            else:
                dealers = DealersChoice(games, hands_per_round=hands)
        if not self.is_tournament:
            return TableFormat(rotation=rotation, dealers_choice=dealers)
        text = self.payouts.text().strip()
        try:
            payouts = parse_payouts(text) if text else None
        except FormatError:
            raise FormatError(self.tr("Payouts are whole percentages adding up to 100, "
                                      "e.g. 50,30,20.")) from None
        levels = default_levels()[: self.levels.value()]
        return TableFormat(
            structure=Structure(levels, every_seconds=self.level_minutes.value() * 60.0),
            rotation=rotation, tournament=True, starting_chips=self.starting_chips.value() * 100,
            entry=round(self.entry.value() * 100), payouts=payouts, players=seats)
