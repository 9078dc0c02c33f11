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
    STUD = "stud"
    STUD8 = "stud8"
    RAZZ = "razz"

    @property
    def title(self) -> str:
        return _TITLES[self]

    @property
    def phh_code(self) -> str:
        """The PHH ``variant`` code: F7S, F7S/8, FR."""
        return _PHH_CODES[self]

    @classmethod
    def from_phh(cls, code: str) -> Variant:
        for variant, value in _PHH_CODES.items():
            if value == code:
                return variant
        raise ConfigError(f"not a stud variant in PHH: {code!r} (expected F7S, F7S/8 or FR)")

    @property
    def has_high(self) -> bool:
        return self is not Variant.RAZZ

    @property
    def has_low(self) -> bool:
        return self is not Variant.STUD


_TITLES: Final = {
    Variant.STUD: "Seven Card Stud",
    Variant.STUD8: "Seven Card Stud Hi/Lo",
    Variant.RAZZ: "Razz",
}
_PHH_CODES: Final = {Variant.STUD: "F7S", Variant.STUD8: "F7S/8", Variant.RAZZ: "FR"}

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

    def stakes_label(self) -> str:
        """``"2/4"``, ``"0.25/0.50"``: the small and big bet in whole units where possible."""
        return f"{format_chips(self.small_bet)}/{format_chips(self.big_bet)}"


def format_chips(amount: int) -> str:
    """Cents as a person writes them: ``200`` -> ``"2"``, ``50`` -> ``"0.50"``, ``1250`` -> ``"12.50"``."""
    sign = "-" if amount < 0 else ""
    whole, cents = divmod(abs(amount), 100)
    return f"{sign}{whole}" if cents == 0 else f"{sign}{whole}.{cents:02d}"
