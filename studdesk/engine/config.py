"""Game configuration: the variant, the stakes and the house-rule options (RULES.md L, D, V).

>>> cfg = GameConfig.preset(Variant.STUD, small_bet=200)
>>> cfg.ante, cfg.bring_in, cfg.small_bet, cfg.big_bet
(40, 50, 200, 400)
>>> cfg.stakes_label()
'2/4'
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from typing import Final


class ConfigError(ValueError):
    """A configuration that cannot make a game (negative ante, bring-in above the small bet ...)."""


class Variant(Enum):
    """Every game the engine deals: the three casino studs and the home games (RULES.md W).
    What makes each one is data, :attr:`game` (a :class:`GameShape`)."""

    STUD = "stud"
    STUD8 = "stud8"
    RAZZ = "razz"
    FOLLOW_THE_QUEEN = "follow-the-queen"
    BASEBALL = "baseball"
    CHICAGO = "chicago"
    LOW_CHICAGO = "low-chicago"
    FIVE_CARD_STUD = "five-card-stud"
    STUD_DECLARE = "stud-declare"
    ROLL_YOUR_OWN = "roll-your-own"

    # Enum's own __hash__ is a Python function (it hashes the name), and every Hand looks its
    # game up by variant; members are singletons that compare by identity, so the identity
    # hash (computed in C) is equivalent and several times faster (as ActionKind does).
    __hash__ = object.__hash__

    @property
    def game(self) -> GameShape:
        return _GAMES[self]

    @property
    def title(self) -> str:
        return self.game.title

    @property
    def phh_code(self) -> str:
        """The PHH ``variant`` code: F7S, F7S/8, FR, F5S (W7: the home games write the code of
        the cards dealt and name themselves in ``_game``)."""
        return self.game.phh_code

    @property
    def phh_game(self) -> str | None:
        """The PHH ``_game`` of a home game (W7), None for a casino stud."""
        return self.game.phh_game

    @property
    def max_players(self) -> int:
        return self.game.max_players

    @property
    def is_home_game(self) -> bool:
        return self.game.phh_game is not None

    @classmethod
    def from_phh(cls, code: str, game: str | None = None) -> Variant:
        """The variant a PHH file plays: its ``variant`` code and, for a home game, ``_game``
        (W7: an unknown ``_game`` or one that does not match the code is refused)."""
        if game is not None:
            for variant in cls:
                if variant.phh_game == game:
                    if variant.phh_code != code:
                        raise ConfigError(
                            f"_game {game!r} is played as variant {variant.phh_code!r}, "
                            f"not {code!r} (W7)")
                    return variant
            known = ", ".join(v.phh_game for v in cls if v.phh_game)
            raise ConfigError(f"unknown _game {game!r} (StudDesk plays {known})")
        for variant in CASINO_VARIANTS:
            if variant.phh_code == code:
                return variant
        if code == "F5S":
            return cls.FIVE_CARD_STUD
        raise ConfigError(f"not a stud variant in PHH: {code!r} (expected F7S, F7S/8, FR or F5S)")

    @property
    def has_high(self) -> bool:
        return self is not Variant.RAZZ

    @property
    def has_low(self) -> bool:
        """A low half (Hi/Lo, High-Low Declare) or a low game (Razz)."""
        return self in (Variant.STUD8, Variant.RAZZ, Variant.STUD_DECLARE)


class Split(Enum):
    """What a pot goes to at the showdown."""

    HIGH = "high"  # the best high hand (V1, W1-W4, W6)
    HIGH_LOW8 = "high-low8"  # high and eight-or-better low (V2)
    RAZZ = "razz"  # ace-to-five low (V3)
    HIGH_SPADE = "high-spade"  # high and the highest spade in the hole (W5)
    HIGH_LOW_SPADE = "high-low-spade"  # high and the lowest spade in the hole (W5)
    DECLARE = "declare"  # high and ace-to-five low, shared by the declarations (W8-W10)


@dataclass(frozen=True, slots=True)
class GameShape:
    """One game as data: its deal, its wild cards, what splits the pot, its player limit."""

    title: str
    phh_code: str
    phh_game: str | None = None
    seven_cards: bool = True  # False: Five Card Stud (W6), 2nd to 5th street
    split: Split = Split.HIGH
    wild_ranks: frozenset[int] = frozenset()  # ranks (2..14) wild all hand long (W4)
    follow_the_queen: bool = False  # W3
    baseball: bool = False  # W4: an extra card for an up four, pay or fold for an up three
    roll_your_own: bool = False  # W11: every card down; each player turns one up a street
    max_players: int = 8

    @property
    def down_first(self) -> int:
        """Down cards before the door card on the first street (D2, W6)."""
        return 2 if self.seven_cards else 1

    @property
    def has_wild_cards(self) -> bool:
        return bool(self.wild_ranks) or self.follow_the_queen


_GAMES: Final = {
    Variant.STUD: GameShape("Seven Card Stud", "F7S"),
    Variant.STUD8: GameShape("Seven Card Stud Hi/Lo", "F7S/8", split=Split.HIGH_LOW8),
    Variant.RAZZ: GameShape("Razz", "FR", split=Split.RAZZ),
    Variant.FOLLOW_THE_QUEEN: GameShape("Follow the Queen", "F7S", "follow-the-queen",
                                        follow_the_queen=True),
    Variant.BASEBALL: GameShape("Baseball", "F7S", "baseball", wild_ranks=frozenset({3, 9}),
                                baseball=True, max_players=6),
    Variant.CHICAGO: GameShape("Chicago", "F7S", "chicago", split=Split.HIGH_SPADE),
    Variant.LOW_CHICAGO: GameShape("Low Chicago", "F7S", "low-chicago",
                                   split=Split.HIGH_LOW_SPADE),
    Variant.FIVE_CARD_STUD: GameShape("Five Card Stud", "F5S", "five-card-stud",
                                      seven_cards=False),
    Variant.STUD_DECLARE: GameShape("Seven Card Stud High-Low Declare", "F7S", "stud-declare",
                                    split=Split.DECLARE),
    Variant.ROLL_YOUR_OWN: GameShape("Roll Your Own", "F7S", "roll-your-own",
                                     roll_your_own=True),
}
CASINO_VARIANTS: Final = (Variant.STUD, Variant.STUD8, Variant.RAZZ)
HOME_GAMES: Final = (Variant.FOLLOW_THE_QUEEN, Variant.BASEBALL, Variant.CHICAGO,
                     Variant.LOW_CHICAGO, Variant.FIVE_CARD_STUD)
# The games of a secret choice every player makes at once (W8-W12): the engine deals them and
# the host and the wire carry them; the desktop and the phone page do not offer them yet.
CHOICE_GAMES: Final = (Variant.STUD_DECLARE, Variant.ROLL_YOUR_OWN)

# W10: what a swing who ties a half gets: nothing ("loses", the default) or a share ("shares").
SWING_TIES: Final = ("loses", "shares")

# W4's price for keeping an up three: one big bet, the pot, or a whole number of chips.
THREE_PRICES: Final = ("big_bet", "pot")

# RULES.md L1: PokerGalaxy's ladder of small bet / big bet, in cents.
STAKE_PRESETS: Final[tuple[tuple[int, int], ...]] = (
    (10, 20), (25, 50), (50, 100), (100, 200), (200, 400), (300, 600), (500, 1000), (1000, 2000),
)

MIN_SEATS: Final = 2
MAX_SEATS: Final = 8
BUTTON_SEAT: Final = 8  # RULES.md T1: the stud button never moves.


def _round_div(value: int, divisor: int) -> int:
    """``value / divisor`` rounded to the nearest integer, halves up (integers only, T2)."""
    return (2 * value + divisor) // (2 * divisor)


@dataclass(frozen=True, kw_only=True)
class GameConfig:
    """Everything that fixes the rules of one table. Chips are integers (cents), RULES.md T2."""

    variant: Variant = Variant.STUD
    ante: int = 40
    bring_in: int = 50
    small_bet: int = 200
    big_bet: int = 400
    max_raises: int = 3  # L3: one bet and three raises per round
    heads_up_uncapped: bool = True  # L4
    open_pair: bool = True  # L5 (never applies in Razz)
    buy_in: int = 20000  # T3: default 50 big bets
    # Home-game options (RULES.md W), named as PHH's ``_options`` names them (W7).
    queens_wild: bool = True  # W3
    four_extra_card: str = "down"  # W4: "down" or "up"
    three_price: str | int = "big_bet"  # W4: "big_bet", "pot" or a whole number of chips
    low_chicago_ace: str = "high"  # W5: "high" or "low"
    swing_tie: str = "loses"  # W10: "loses" or "shares"

    def __post_init__(self) -> None:
        for name in ("ante", "bring_in", "small_bet", "big_bet", "max_raises", "buy_in"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool):
                raise ConfigError(f"{name} must be a whole number of chips, not {value!r}")
        if not isinstance(self.variant, Variant):
            raise ConfigError(f"unknown variant {self.variant!r}")
        if self.ante < 0:
            raise ConfigError("the ante cannot be negative")
        if self.small_bet < 1:
            raise ConfigError("the small bet must be at least one chip")
        if not 1 <= self.bring_in <= self.small_bet:
            raise ConfigError("the bring-in must be at least one chip and at most the small bet")
        if self.big_bet < self.small_bet:
            raise ConfigError("the big bet cannot be smaller than the small bet")
        if self.max_raises < 0:
            raise ConfigError("the cap cannot be negative")
        if not isinstance(self.queens_wild, bool):
            raise ConfigError(f"queens_wild must be true or false, not {self.queens_wild!r}")
        if self.four_extra_card not in ("down", "up"):
            raise ConfigError(f"four_extra_card must be 'down' or 'up', not {self.four_extra_card!r}")
        price = self.three_price
        if isinstance(price, bool) or not (
                price in THREE_PRICES or (isinstance(price, int) and price >= 1)):
            raise ConfigError(
                f"three_price must be 'big_bet', 'pot' or a whole number of chips, not {price!r}")
        if self.low_chicago_ace not in ("high", "low"):
            raise ConfigError(f"low_chicago_ace must be 'high' or 'low', not {self.low_chicago_ace!r}")
        if self.swing_tie not in SWING_TIES:
            raise ConfigError(f"swing_tie must be 'loses' or 'shares', not {self.swing_tie!r}")
        if self.buy_in < self.ante + self.bring_in:
            raise ConfigError("the buy-in must cover at least the ante and the bring-in")

    @classmethod
    def preset(
        cls, variant: Variant, small_bet: int, *, big_bet: int | None = None, **options: object
    ) -> GameConfig:
        """RULES.md L1 defaults: big bet 2S, ante S/5, bring-in S/4 (nearest unit, at least 1),
        buy-in 50 big bets. ``options`` override any field."""
        big = 2 * small_bet if big_bet is None else big_bet
        fields: dict[str, object] = {
            "variant": variant,
            "small_bet": small_bet,
            "big_bet": big,
            "ante": max(1, _round_div(small_bet, 5)),
            "bring_in": max(1, _round_div(small_bet, 4)),
            "buy_in": 50 * big,
        }
        fields.update(options)
        return cls(**fields)  # type: ignore[arg-type]

    def with_options(self, **options: object) -> GameConfig:
        return replace(self, **options)  # type: ignore[arg-type]

    @property
    def uses_open_pair(self) -> bool:
        return self.open_pair and self.variant is not Variant.RAZZ

    def home_options(self) -> dict[str, object]:
        """The home-game options in force that this game has (W7's ``_options``)."""
        game = self.variant.game
        out: dict[str, object] = {}
        if game.follow_the_queen:
            out["queens_wild"] = self.queens_wild
        if game.baseball:
            out["four_extra_card"] = self.four_extra_card
            out["three_price"] = self.three_price
        if game.split is Split.HIGH_LOW_SPADE:
            out["low_chicago_ace"] = self.low_chicago_ace
        if game.split is Split.DECLARE:
            out["swing_tie"] = self.swing_tie
        return out

    def stakes_label(self) -> str:
        """``"2/4"``, ``"0.25/0.50"``: the small and big bet in whole units where possible."""
        return f"{format_chips(self.small_bet)}/{format_chips(self.big_bet)}"


def format_chips(amount: int) -> str:
    """Cents as a person writes them: ``200`` -> ``"2"``, ``50`` -> ``"0.50"``, ``1250`` -> ``"12.50"``."""
    sign = "-" if amount < 0 else ""
    whole, cents = divmod(abs(amount), 100)
    return f"{sign}{whole}" if cents == 0 else f"{sign}{whole}.{cents:02d}"
