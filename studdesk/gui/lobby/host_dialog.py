"""Host a table: its name, game, stakes, seats, computer players, clocks and house options.

Stakes come from the RULES.md L1 ladder (``STAKE_PRESETS``: ante S/5 and bring-in S/4) or are
set by hand. The dialog produces :class:`~studdesk.gui.session.setup.HostSettings`, a plain value the host (``net.host``)
will take; every amount is checked by building the engine's ``GameConfig``.
"""

from __future__ import annotations

import os
import random
import socket

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from net.table.options import HostOptions, trustless_refusal
from net.table.trustless import MAX_PLAYERS as TRUSTLESS_SEATS
from net.table.trustless import VARIANTS as TRUSTLESS_VARIANTS
from studdesk.engine.config import (
    MAX_SEATS,
    MIN_SEATS,
    ConfigError,
    GameConfig,
    Variant,
)
from studdesk.gui.lobby.format_box import FormatBox
from studdesk.gui.lobby.game_choice import (
    HouseOptions,
    fill_game_choices,
    reword_game_choices,
    reword_levels,
)
from studdesk.gui.session.setup import HostSettings
from studdesk.gui.text.narrator import fmt
from studdesk.gui.text.retranslate import Retranslating

CUSTOM = -1


def _money_box(parent: QWidget) -> QDoubleSpinBox:
    box = QDoubleSpinBox(parent)
    box.setDecimals(2)
    box.setRange(0.0, 1_000_000.0)
    box.setSingleStep(0.05)
    return box


PASSWORD_WORDS = ("ace", "king", "queen", "jack", "deuce", "trey", "river", "chip", "stud",
                  "razz", "ante", "pot", "door", "pair", "flush", "boat", "wheel", "quads")


def suggested_password(rng: random.Random | None = None) -> str:
    """An easy password to read out at the table: two card-room words and two digits
    ("river-ace-42")."""
    rng = rng or random.SystemRandom()
    first, second = rng.sample(PASSWORD_WORDS, 2)
    return f"{first}-{second}-{rng.randrange(10, 100)}"


def _cents(box: QDoubleSpinBox) -> int:
    return round(box.value() * 100)


def port_is_free(bind: str, port: int) -> bool:
    """Whether a table could listen on ``bind:port`` now (as the host binds: address reuse
    on, so only a socket listening there stops it)."""
    family = socket.AF_INET6 if ":" in bind else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        if os.name == "posix":
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((bind, port))
        except OSError:
            return False
    return True


class HostDialog(Retranslating, QDialog):
    def __init__(self, player_name: str = "Player", parent: QWidget | None = None, *,
                 listen: tuple[str, int] | None = None) -> None:
        """``listen``: where the table will listen (address, port; 0: any free port), so
        the dialog can say when that port is taken (play-test m20)."""
        super().__init__(parent)
        self.listen = listen
        self._port_warned = False
        self.title = QLabel(self)
        self.title.setObjectName("dialogTitle")
        self.table_name = QLineEdit(self)
        self.table_name.setMaxLength(40)
        self._default_name = player_name
        self._default_table_name = ""
        self.variant = QComboBox(self)
        self.stakes = QComboBox(self)
        fill_game_choices(self.variant, self.stakes)
        self.house = HouseOptions(self)  # the home game's own options (RULES.md W)
        self.stakes.addItem("", CUSTOM)
        self.stakes.setCurrentIndex(3)
        self.ante, self.bring_in, self.small_bet, self.big_bet = (
            _money_box(self) for _ in range(4))
        self.buy_in = _money_box(self)
        self.seats = QSpinBox(self)
        self.seats.setRange(MIN_SEATS, MAX_SEATS)
        self.seats.setValue(MAX_SEATS)
        self.bots = QSpinBox(self)
        self.bots.setRange(0, MAX_SEATS - 1)
        self.bots.setValue(0)
        self.bot_level = QComboBox(self)
        self.timer = QSpinBox(self)
        self.timer.setRange(5, 120)
        self.timer.setValue(10)
        self.time_bank = QSpinBox(self)
        self.time_bank.setRange(0, 600)
        self.time_bank.setValue(30)
        self.open_pair = QCheckBox(self)
        self.open_pair.setChecked(True)
        self.heads_up = QCheckBox(self)
        self.heads_up.setChecked(True)
        self.password = QLineEdit(self)  # shown: the host reads it out to the players
        self.password.setMaxLength(40)
        self.suggest_password = QPushButton(self)
        self.suggest_password.clicked.connect(self._on_suggest_password_clicked)
        self.approve = QCheckBox(self)
        # nobody deals (net/TRUSTLESS.md): not for Baseball, Roll Your Own or eight seats
        self.trustless = QCheckBox(self)
        self.trustless.toggled.connect(self._on_variant_current_index_changed)
        self.trustless_note = QLabel(self)
        self.trustless_note.setWordWrap(True)
        self.trustless_note.setStyleSheet("color: #9c9684;")
        self.web = QCheckBox(self)  # the web table (net/web.py)
        self.open_router = QCheckBox(self)  # the port opened on the home router (net/router)
        self.relay = QLineEdit(self)  # a relay's host:port (net/relay), empty for none
        self.relay.setMaxLength(260)
        self.this_computer_only = QCheckBox(self)  # play-test m19: no network at all
        self.this_computer_only.toggled.connect(self._on_this_computer_only_toggled)
        self.error = QLabel(self)
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #e5735d;")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self._on_buttons_accepted)
        self.buttons.rejected.connect(self.reject)

        self.labels: dict[str, QLabel] = {}

        def row(form: QFormLayout, key: str, widget: QWidget) -> None:
            label = QLabel(self)
            self.labels[key] = label
            form.addRow(label, widget)

        # Four pages of short rows (play-test M4: one wide page was wider than the screen and
        # cut its labels and amounts): each page fits 1024x640 in every language.
        self.pages = QTabWidget(self)
        self.pages.setUsesScrollButtons(False)  # every page's name whole
        self.game_box = QWidget(self.pages)
        game = QFormLayout(self.game_box)
        row(game, "name", self.table_name)
        row(game, "variant", self.variant)
        game.addRow(self.house)
        # The night's format, said where the game and stakes are chosen: what this page
        # shows is what the table plays, or it says which format decides instead (n8).
        self.format_note = QLabel(self)
        self.format_note.setObjectName("formatNote")
        self.format_note.setWordWrap(True)
        self.format_note.setStyleSheet("color: #e8c56b;")
        game.addRow(self.format_note)
        row(game, "stakes", self.stakes)
        money = QGridLayout()
        money.setHorizontalSpacing(10)
        for n, (key, box) in enumerate((("ante", self.ante), ("bring_in", self.bring_in),
                                        ("small_bet", self.small_bet),
                                        ("big_bet", self.big_bet))):
            label = QLabel(self)
            self.labels[key] = label
            label.setBuddy(box)
            money.addWidget(label, n // 2, (n % 2) * 2)
            money.addWidget(box, n // 2, (n % 2) * 2 + 1)
        money.setColumnStretch(1, 1)
        money.setColumnStretch(3, 1)
        game.addRow(money)
        row(game, "buy_in", self.buy_in)

        self.seats_box = QWidget(self.pages)
        seats = QFormLayout(self.seats_box)
        row(seats, "seats", self.seats)
        bots = QHBoxLayout()
        bots.addWidget(self.bots)
        bots.addWidget(self.bot_level, 1)
        seats.addRow(self._label("bots"), bots)
        row(seats, "timer", self.timer)
        row(seats, "time_bank", self.time_bank)

        self.rules_box = QWidget(self.pages)
        rules = QFormLayout(self.rules_box)
        rules.addRow(self.open_pair)
        rules.addRow(self.heads_up)
        password = QHBoxLayout()
        password.addWidget(self.password, 1)
        password.addWidget(self.suggest_password)
        rules.addRow(self._label("password"), password)
        rules.addRow(self.approve)
        rules.addRow(self.trustless)
        rules.addRow(self.trustless_note)
        rules.addRow(self.web)
        rules.addRow(self.open_router)
        rules.addRow(self._label("relay"), self.relay)
        rules.addRow(self.this_computer_only)
        self.reach = QLabel(self)
        self.reach.setWordWrap(True)
        self.reach.setStyleSheet("color: #9c9684;")
        rules.addRow(self.reach)

        # a night's format: cash, a rotation, dealer's choice or a sit-and-go
        self.format_box = FormatBox(self.pages)
        self.pages.addTab(self.game_box, "")
        self.pages.addTab(self.format_box, "")
        self.pages.addTab(self.seats_box, "")
        self.pages.addTab(self.rules_box, "")
        lay = QVBoxLayout(self)
        lay.addWidget(self.title)
        lay.addWidget(self.pages, 1)
        lay.addWidget(self.error)
        lay.addWidget(self.buttons)

        self.stakes.currentIndexChanged.connect(self._on_stakes_current_index_changed)
        self.variant.currentIndexChanged.connect(self._on_variant_current_index_changed)
        self.seats.valueChanged.connect(self._on_seats_value_changed)
        self.format_box.preset.currentIndexChanged.connect(self._show_format_note)
        self.retranslateUi()
        self._on_stakes_current_index_changed()
        self._on_variant_current_index_changed()

    def _label(self, key: str) -> QLabel:
        label = QLabel(self)
        self.labels[key] = label
        return label

    def retranslateUi(self) -> None:  # noqa: N802
        self.setWindowTitle(self.tr("Host a table — StudDesk"))
        self.title.setText(self.tr("Host a table"))
        default = fmt(self.tr("%1's table"), self._default_name)
        if self.table_name.text() in ("", self._default_table_name):  # not the player's own
            self.table_name.setText(default)
        self._default_table_name = default
        for n, text in enumerate((self.tr("Table and stakes"), self.tr("Format"),
                                  self.tr("Seats and clocks"),
                                  self.tr("House rules and access"))):
            self.pages.setTabText(n, text)
        reword_game_choices(self.variant, self.stakes)
        texts = {
            "name": self.tr("Table name"), "variant": self.tr("Game"),
            "stakes": self.tr("Stakes"), "ante": self.tr("Ante"),
            "bring_in": self.tr("Bring-in"), "small_bet": self.tr("Small bet"),
            "big_bet": self.tr("Big bet"), "buy_in": self.tr("Buy-in"),
            "seats": self.tr("Seats"), "bots": self.tr("Computer players"),
            "timer": self.tr("Action timer (s)"), "time_bank": self.tr("Time bank (s)"),
            "password": self.tr("Password"),
            #: a relay (`studdesk relay`) that carries friends the router does not let in
            "relay": self.tr("Relay"),
        }
        for key, text in texts.items():
            self.labels[key].setText(text)
        self.stakes.setItemText(self.stakes.count() - 1, self.tr("Custom"))
        reword_levels(self.bot_level, {
            #: a computer player that makes any legal move at random
            "random": self.tr("random"),
            "easy": self.tr("easy"), "normal": self.tr("normal"), "hard": self.tr("hard")})
        self.open_pair.setText(self.tr("Open pair on 4th street allows the big bet (L5)"))
        self.heads_up.setText(self.tr("No cap when two players are left (L4)"))
        self.approve.setText(self.tr("Approve each player who wants to join"))
        self.trustless.setText(self.tr("Nobody deals"))
        self.trustless_note.setText(self.tr(
            "Every device shuffles and deals with the others: not even this computer knows a "
            "card before it is shown."))
        # its limits, worded as when the dialog refuses a table that breaks them
        self.trustless.setToolTip(self.tr(
            "Nobody deals: at most 7 seats, and no Baseball or Roll Your Own in the format."))
        self.web.setText(self.tr("Let phones and browsers join"))
        self.open_router.setText(self.tr("Open my router for friends in other houses"))
        self.open_router.setToolTip(self.tr(
            "Asks your router (UPnP or NAT-PMP) to forward this table's port while the table "
            "runs, and closes it afterwards. A router behind your provider's own network "
            "cannot be reached from outside it; then use a relay."))
        #: host:port of a relay; the example's address stays as it is
        self.relay.setPlaceholderText(self.tr("none, or host:port, like relay.example.org:47478"))
        self.relay.setToolTip(self.tr(
            "A relay carries friends who cannot reach this computer, encrypted end to end. "
            "With the router box checked it is used only when the router does not open the "
            "port."))
        self.password.setPlaceholderText(self.tr("none"))
        self.suggest_password.setText(self.tr("Suggest one"))
        self.this_computer_only.setText(self.tr("Only this computer (not on the network)"))
        self._on_this_computer_only_toggled()
        self._show_format_note()

    def _show_format_note(self, *_: object) -> None:
        box = self.format_box
        #: %1: the format chosen on the Format page, e.g. "Cash game of the game above"
        self.format_note.setText(fmt(self.tr("Format: %1 (the Format page)"),
                                     box.preset.currentText()))
        self.variant.setEnabled(not box.chooses_games)  # the format deals its own games

    def _on_suggest_password_clicked(self) -> None:
        self.password.setText(suggested_password())

    def _on_this_computer_only_toggled(self, *_: object) -> None:
        only_here = self.this_computer_only.isChecked()
        # Phones on the network cannot reach a table that listens on 127.0.0.1 only.
        self.web.setEnabled(not only_here)
        self.open_router.setEnabled(not only_here)
        self.relay.setEnabled(not only_here)
        if only_here:
            self.web.setChecked(False)
            self.open_router.setChecked(False)
            self.relay.clear()
        self.reach.setText(
            self.tr("Only windows on this computer can join: the table listens on 127.0.0.1 "
                    "and is not announced on the network.") if only_here else
            self.tr("Anyone on your network can see the table in their lobby and join; a "
                    "password keeps strangers out."))

    @property
    def local_only(self) -> bool:
        """Host on 127.0.0.1 only, not advertised (play-test m19)."""
        return self.this_computer_only.isChecked()

    def _on_stakes_current_index_changed(self, *_: object) -> None:
        small = self.stakes.currentData()
        custom = small == CUSTOM
        for box in (self.ante, self.bring_in, self.small_bet, self.big_bet):
            box.setEnabled(custom)
        if not custom:
            cfg = GameConfig.preset(Variant(self.variant.currentData()), int(small))
            self.ante.setValue(cfg.ante / 100)
            self.bring_in.setValue(cfg.bring_in / 100)
            self.small_bet.setValue(cfg.small_bet / 100)
            self.big_bet.setValue(cfg.big_bet / 100)
            self.buy_in.setValue(cfg.buy_in / 100)

    def _on_variant_current_index_changed(self, *_: object) -> None:
        variant = Variant(self.variant.currentData())
        self.open_pair.setEnabled(variant is not Variant.RAZZ)  # V3: no open-pair rule in Razz
        self.house.set_variant(variant)
        # nobody deals: only the games whose deal does not depend on the cards, and 7 seats
        self.trustless.setEnabled(variant in TRUSTLESS_VARIANTS)
        if variant not in TRUSTLESS_VARIANTS:
            self.trustless.setChecked(False)
        most = min(variant.max_players, TRUSTLESS_SEATS) if self.trustless.isChecked() \
            else variant.max_players
        self.seats.setMaximum(most)  # Baseball: six (W4)

    def _on_seats_value_changed(self, seats: int) -> None:
        self.bots.setMaximum(seats - 1)

    def table_settings(self) -> HostSettings:
        """The chosen table; raises ``ValueError`` (``ConfigError``) with a sentence."""
        variant = Variant(self.variant.currentData())
        self._check_amounts()
        config = GameConfig(
            variant=variant, ante=_cents(self.ante), bring_in=_cents(self.bring_in),
            small_bet=_cents(self.small_bet), big_bet=_cents(self.big_bet),
            buy_in=_cents(self.buy_in), open_pair=self.open_pair.isChecked(),
            heads_up_uncapped=self.heads_up.isChecked()).with_options(**self.house.options())
        name = self.table_name.text().strip()
        if not name:
            raise ConfigError(self.tr("The table needs a name."))
        table_format = self.format_box.table_format(variant, self.seats.value())
        if self.trustless.isChecked() and trustless_refusal(HostOptions(
                config=config, seats=self.seats.value(), format=table_format, trustless=True)):
            raise ConfigError(self.tr(
                "Nobody deals: at most 7 seats, and no Baseball or Roll Your Own in the "
                "format."))
        return HostSettings(
            name=name, config=config, seats=self.seats.value(), bots=self.bots.value(),
            bot_level=str(self.bot_level.currentData()),
            action_timer_s=self.timer.value(), time_bank_s=self.time_bank.value(),
            password=self.password.text(), approve_joins=self.approve.isChecked(),
            format=table_format,
            web=self.web.isChecked(), open_router=self.open_router.isChecked(),
            relay=self._relay_address(), trustless=self.trustless.isChecked())

    def _relay_address(self) -> tuple[str, int] | None:
        """The relay field's host and port; None when it is empty; a ``ConfigError`` with a
        sentence when it is not host:port."""
        text = self.relay.text().strip()
        if not text:
            return None
        host, sep, port = text.rpartition(":")
        host = host.strip("[]")
        if (not sep or not host or not port.isdigit() or not 0 < int(port) < 65536
                or any(c.isspace() or c in "/@?#" for c in host)):
            raise ConfigError(fmt(self.tr(
                "Write the relay as host:port, like relay.example.org:47478 (not %1)."), text))
        return host, int(port)

    def _check_amounts(self) -> None:
        """The engine's checks of the amounts (``GameConfig``), said in the player's language."""
        ante, bring_in = _cents(self.ante), _cents(self.bring_in)
        small, big = _cents(self.small_bet), _cents(self.big_bet)
        if small < 1:
            raise ConfigError(self.tr("The small bet must be at least one chip."))
        if not 1 <= bring_in <= small:
            raise ConfigError(self.tr("The bring-in must be at least one chip and at most the "
                                      "small bet."))
        if big < small:
            raise ConfigError(self.tr("The big bet cannot be smaller than the small bet."))
        if _cents(self.buy_in) < ante + bring_in:
            raise ConfigError(self.tr("The buy-in must cover at least the ante and the "
                                      "bring-in."))

    def port_taken(self) -> int | None:
        """The port the table wants when something else listens there, else None."""
        if self.listen is None or not self.listen[1]:
            return None
        bind = "127.0.0.1" if self.local_only else self.listen[0]
        return None if port_is_free(bind, self.listen[1]) else self.listen[1]

    def _on_buttons_accepted(self) -> None:
        try:
            self.table_settings()
        except ValueError as exc:
            self.error.setText(str(exc))
            return
        taken = self.port_taken()
        if taken is not None and not self._port_warned:  # said once; OK again hosts
            self._port_warned = True
            #: %1: the port number StudDesk tables use (47474)
            self.error.setText(fmt(self.tr(
                "Port %1 is already in use on this computer (another table?). Your table "
                "will listen on a free port instead and show its address in the dealer log: "
                "whoever connects by address needs that number. Click OK to host anyway."),
                taken))
            return
        self.accept()
