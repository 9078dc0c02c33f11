"""A night's format, as pure logic: levels that rise, sit-and-go tournaments, mixed games.

Nothing here does I/O or reads a clock: the table core passes in the number of hands played and
the seconds elapsed on *its* clock (paused time left out), and applies what comes back. Chips are
integers in the table's smallest unit (RULES.md T2); stakes in the command line's syntax are
written in whole units (``"2/4"`` is a small bet of 200 and a big bet of 400).

Levels (RULES.md L1: each level is an ante, a bring-in, a small and a big bet):

>>> levels = parse_levels("2/4,3/6")
>>> [(lv.ante, lv.bring_in, lv.small_bet, lv.big_bet) for lv in levels]
[(40, 50, 200, 400), (60, 75, 300, 600)]
>>> s = Structure(levels, every_hands=4)
>>> s.level_index(hands_played=3), s.level_index(hands_played=4)
(0, 1)
>>> s.next_change(hands_played=2)
LevelChange(index=1, level=Level(ante=60, bring_in=75, small_bet=300, big_bet=600), in_hands=2, in_seconds=None)

Prizes add up to the pool exactly, and players who bust in the same hand are placed by the
stacks they started that hand with:

>>> prizes(1000, default_payouts(6), 6)
[500, 300, 200]
>>> t = Tournament(["ann", "bob", "cy"], starting_chips=3000, entry=1000)
>>> t.record_hand({"ann": 3000, "bob": 2000, "cy": 4000}, {"ann": 0, "bob": 0, "cy": 9000})
[Placing(place=2, names=('ann',), prize=1050), Placing(place=3, names=('bob',), prize=0)]
>>> t.is_over, t.winner
(True, 'cy')

Mixed games: a rotation, or the dealer's choice:

>>> r = Rotation((Variant.STUD, Variant.RAZZ, Variant.STUD8), hands_per_game=3)
>>> [r.variant_for(n).value for n in range(7)]
['stud', 'stud', 'stud', 'razz', 'razz', 'razz', 'stud8']
>>> r.next_change(hands_played=4)
GameChange(variant=<Variant.STUD8: 'stud8'>, in_hands=2)
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final

from studdesk.engine.config import (
    BUTTON_SEAT,
    CASINO_VARIANTS,
    ConfigError,
    GameConfig,
    Variant,
)

__all__ = [
    "DEFAULT_ROTATE_HANDS",
    "DEFAULT_TOURNAMENT_SMALL_BETS",
    "DealersChoice",
    "FormatError",
    "GameChange",
    "MODES",
    "SHORT_TITLES",
    "Level",
    "LevelChange",
    "Placing",
    "Rotation",
    "Structure",
    "TableFormat",
    "Tournament",
    "default_levels",
    "default_payouts",
    "parse_amount",
    "parse_levels",
    "parse_payouts",
    "parse_variants",
    "prizes",
]

UNIT: Final = 100
"""Chips in one whole unit of the command line's stakes (the engine counts cents, RULES.md T2)."""

DEFAULT_ROTATE_HANDS: Final = 8
"""A mixed game changes after an orbit of a full table."""

DEFAULT_TOURNAMENT_SMALL_BETS: Final[tuple[int, ...]] = (
    100, 200, 300, 500, 1000, 1500, 2000, 3000, 5000, 7500, 10000, 15000, 20000, 30000, 50000,
    100000,
)
"""A sit-and-go's small bets level by level (in chips): RULES.md L1's ladder from 1/2 upwards,
continued at roughly one and a half times each step."""


class FormatError(ValueError):
    """A format the table cannot run: an empty rotation, payouts that are not 100%, ..."""


# --- levels ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Level:
    """One level's stakes in chips (RULES.md L1)."""

    ante: int
    bring_in: int
    small_bet: int
    big_bet: int

    def __post_init__(self) -> None:
        # GameConfig checks the relations (bring-in at most the small bet, ...) once, here.
        GameConfig(ante=self.ante, bring_in=self.bring_in, small_bet=self.small_bet,
                   big_bet=self.big_bet, buy_in=self.ante + self.bring_in)

    @classmethod
    def from_small_bet(cls, small_bet: int, big_bet: int | None = None) -> Level:
        """L1's defaults: big bet 2S, ante S/5 and bring-in S/4 (nearest chip, at least 1)."""
        cfg = GameConfig.preset(Variant.STUD, small_bet, big_bet=big_bet)
        return cls(cfg.ante, cfg.bring_in, cfg.small_bet, cfg.big_bet)

    def apply(self, config: GameConfig) -> GameConfig:
        """``config`` with this level's stakes (the variant and house options unchanged)."""
        return config.with_options(ante=self.ante, bring_in=self.bring_in,
                                   small_bet=self.small_bet, big_bet=self.big_bet)

    @classmethod
    def of(cls, config: GameConfig) -> Level:
        return cls(config.ante, config.bring_in, config.small_bet, config.big_bet)


def parse_amount(text: str) -> int:
    """Whole units as typed (``"2"``, ``"0.50"``, ``"12.5"``) to chips; at most two decimals.

    >>> parse_amount("0.50"), parse_amount("12.5"), parse_amount("3")
    (50, 1250, 300)
    """
    text = text.strip()
    match = _AMOUNT.fullmatch(text)
    if match is None:
        raise FormatError(f"not an amount: {text!r} (write e.g. 2 or 0.50, at most two decimals)")
    whole, frac = match.group(1) or "0", match.group(2) or ""
    return int(whole) * UNIT + int((frac + "00")[:2])


_AMOUNT: Final = re.compile(r"(?=\.?[0-9])([0-9]*)(?:\.([0-9]{1,2}))?", re.ASCII)


def parse_levels(spec: str) -> tuple[Level, ...]:
    """Levels from ``"2/4,3/6,4/8"``; a level may give its ante and bring-in too:
    ``"2/4/0.40/0.50"`` (small bet / big bet / ante / bring-in, in units)."""
    levels = []
    for number, part in enumerate(spec.split(","), start=1):
        fields = part.strip().split("/")
        if len(fields) not in (2, 4) or not all(f.strip() for f in fields):
            raise FormatError(
                f"level {number} ({part.strip()!r}): write small/big or small/big/ante/bring-in")
        small, big = parse_amount(fields[0]), parse_amount(fields[1])
        try:
            if len(fields) == 2:
                levels.append(Level.from_small_bet(small, big))
            else:
                levels.append(Level(parse_amount(fields[2]), parse_amount(fields[3]), small, big))
        except ConfigError as exc:
            raise FormatError(f"level {number} ({part.strip()!r}): {exc}") from None
    return tuple(levels)


def default_levels(first_small_bet: int = DEFAULT_TOURNAMENT_SMALL_BETS[0]) -> tuple[Level, ...]:
    """A rising structure starting at ``first_small_bet``: the sit-and-go default is 1/2 and up.
    A start between two steps of the ladder starts the ladder there."""
    ladder = [s for s in DEFAULT_TOURNAMENT_SMALL_BETS if s > first_small_bet]
    return tuple(Level.from_small_bet(s) for s in (first_small_bet, *ladder))


@dataclass(frozen=True, slots=True)
class LevelChange:
    """The next level and how far away it is (hands, or seconds on the host's clock)."""

    index: int
    level: Level
    in_hands: int | None
    in_seconds: float | None


@dataclass(frozen=True)
class Structure:
    """Levels that advance every ``every_hands`` hands or every ``every_seconds`` seconds.

    A level starts with the first hand dealt after it is due: a hand in play keeps its stakes.
    After the last level the stakes stay there.
    """

    levels: tuple[Level, ...]
    every_hands: int | None = None
    every_seconds: float | None = None

    def __post_init__(self) -> None:
        if not self.levels:
            raise FormatError("a structure needs at least one level")
        if (self.every_hands is None) == (self.every_seconds is None):
            raise FormatError("levels advance after a number of hands or of minutes, one of them")
        if self.every_hands is not None and self.every_hands < 1:
            raise FormatError("levels must last at least one hand")
        if self.every_seconds is not None and self.every_seconds <= 0:
            raise FormatError("levels must last some time")

    @classmethod
    def fixed(cls, level: Level) -> Structure:
        """One level for ever: a cash table."""
        return cls((level,), every_hands=1)

    def level_index(self, hands_played: int = 0, elapsed: float = 0.0) -> int:
        """The level of the next hand, after ``hands_played`` hands and ``elapsed`` seconds."""
        if self.every_hands is not None:
            steps = hands_played // self.every_hands
        else:
            assert self.every_seconds is not None
            steps = int(max(0.0, elapsed) // self.every_seconds)
        return min(steps, len(self.levels) - 1)

    def level(self, hands_played: int = 0, elapsed: float = 0.0) -> Level:
        return self.levels[self.level_index(hands_played, elapsed)]

    def next_change(self, hands_played: int = 0, elapsed: float = 0.0) -> LevelChange | None:
        """The coming level, or None at the last one."""
        index = self.level_index(hands_played, elapsed)
        if index + 1 >= len(self.levels):
            return None
        if self.every_hands is not None:
            in_hands = (index + 1) * self.every_hands - hands_played
            return LevelChange(index + 1, self.levels[index + 1], in_hands, None)
        assert self.every_seconds is not None
        in_seconds = (index + 1) * self.every_seconds - elapsed
        return LevelChange(index + 1, self.levels[index + 1], None, in_seconds)


# --- payouts and the tournament ----------------------------------------------------------------


def default_payouts(field_size: int) -> tuple[int, ...]:
    """Percentages of the pool by place: everything to the winner heads-up, 65/35 for three to
    five players, 50/30/20 for six to eight."""
    if field_size < 2:
        raise FormatError("a tournament needs at least two players")
    if field_size == 2:
        return (100,)
    if field_size <= 5:
        return (65, 35)
    return (50, 30, 20)


def parse_payouts(spec: str) -> tuple[int, ...]:
    """``"50,30,20"``: whole percentages, first place first, adding up to 100."""
    try:
        shares = tuple(int(p) for p in spec.split(","))
    except ValueError:
        raise FormatError(f"payouts are whole percentages such as 50,30,20, not {spec!r}") from None
    _check_payouts(shares)
    return shares


def _check_payouts(shares: Sequence[int]) -> None:
    if not shares or any(p <= 0 for p in shares) or sum(shares) != 100:
        raise FormatError(f"payouts must be positive percentages adding up to 100, not {shares}")
    if list(shares) != sorted(shares, reverse=True):
        raise FormatError(f"a higher place cannot be paid less than a lower one: {shares}")


def prizes(pool: int, shares: Sequence[int], field_size: int) -> list[int]:
    """The prize of each paid place, in chips, adding up to ``pool`` exactly.

    Only places that exist are paid (50/30/20 with two players pays 50+30, scaled to 100%);
    the chips that percentages cannot split go to the higher places, one each.
    """
    _check_payouts(shares)
    paid = list(shares[:field_size])
    total = sum(paid)
    amounts = [pool * p // total for p in paid]
    for i in range(pool - sum(amounts)):
        amounts[i % len(amounts)] += 1
    return amounts


@dataclass(frozen=True, slots=True)
class Placing:
    """A finishing place: several names when players busted together with equal stacks (they
    share the prizes of the places they span; ``prize`` is each one's share)."""

    place: int
    names: tuple[str, ...]
    prize: int


@dataclass
class Tournament:
    """A sit-and-go: everyone starts with ``starting_chips``; a player with no chips after a hand
    is out; the last player holding chips wins. The pool is the entries (and rebuys)."""

    entrants: Sequence[str]
    starting_chips: int
    entry: int = 0
    payouts: Sequence[int] | None = None
    rebuy_levels: int = 0
    """Rebuys allowed while the level index is below this (0: no rebuys)."""
    rebuys: int = 0
    _alive: list[str] = field(init=False)
    _placings: list[Placing] = field(init=False, default_factory=list)

    def __post_init__(self) -> None:
        if len(self.entrants) < 2:
            raise FormatError("a tournament needs at least two players")
        if len(set(self.entrants)) != len(self.entrants):
            raise FormatError("two entrants have the same name")
        if self.starting_chips < 1 or self.entry < 0:
            raise FormatError("starting chips must be positive and the entry not negative")
        self.payouts = tuple(self.payouts or default_payouts(len(self.entrants)))
        _check_payouts(self.payouts)
        self._alive = list(self.entrants)

    @property
    def pool(self) -> int:
        return self.entry * (len(self.entrants) + self.rebuys)

    @property
    def alive(self) -> tuple[str, ...]:
        return tuple(self._alive)

    @property
    def is_over(self) -> bool:
        return len(self._alive) <= 1

    @property
    def winner(self) -> str | None:
        return self._alive[0] if self.is_over and self._alive else None

    def can_rebuy(self, name: str, level_index: int) -> bool:
        return level_index < self.rebuy_levels and name in self.entrants and not self.is_over

    def rebuy(self, name: str, level_index: int) -> None:
        """A busted (or short) player buys back in while rebuys are open."""
        if not self.can_rebuy(name, level_index):
            raise FormatError(f"{name} cannot rebuy now")
        self.rebuys += 1
        if name not in self._alive:
            self._alive.append(name)
            self._placings = [p for p in self._placings if name not in p.names]

    def _prize_table(self) -> list[int]:
        assert self.payouts is not None
        return prizes(self.pool, self.payouts, len(self.entrants))

    def _share(self, first_place: int, count: int) -> int:
        table = self._prize_table()
        spanned = table[first_place - 1:first_place - 1 + count]
        return sum(spanned) // count if spanned else 0

    def record_hand(self, start_stacks: Mapping[str, int],
                    end_stacks: Mapping[str, int]) -> list[Placing]:
        """After a hand: who is out, and in which places (best first).

        Of several players out in one hand, the one who started it with more chips places
        higher; equal stacks share the places they span (and their prizes, split evenly; the
        chip that cannot be split stays with the pool's top places as ``standings`` shows).
        When one player is left, their first place is recorded as well.
        """
        out = [n for n in self._alive if end_stacks.get(n, 0) <= 0]
        if not out:
            return []
        if len(out) == len(self._alive):
            raise FormatError("a hand cannot leave nobody with chips")
        for name in out:
            self._alive.remove(name)
        out.sort(key=lambda n: -start_stacks.get(n, 0))
        new: list[Placing] = []
        place = len(self._alive) + 1
        i = 0
        while i < len(out):
            stack = start_stacks.get(out[i], 0)
            group = [n for n in out[i:] if start_stacks.get(n, 0) == stack]
            new.append(Placing(place, tuple(group), self._share(place, len(group))))
            place += len(group)
            i += len(group)
        self._placings.extend(new)
        if self.is_over and self._alive:
            self._placings.append(Placing(1, (self._alive[0],), self._share(1, 1)))
        return new

    def restore(self, placings: Sequence[Placing], rebuys: int = 0) -> None:
        """Carry on after a host restart: the places already recorded (and the rebuys paid)."""
        placed = {n for p in placings for n in p.names}
        if not placed <= set(self.entrants):
            raise FormatError("the recorded places name players who did not enter")
        self._placings = list(placings)
        self._alive = [n for n in self.entrants if n not in placed]
        self.rebuys = rebuys

    def standings(self) -> list[Placing]:
        """Every recorded place, best first; while the tournament runs, the players still in
        are not listed. When it is over, the prizes add up to the pool exactly (chips that an
        even split of shared places leaves go to the first place)."""
        placed = sorted(self._placings, key=lambda p: p.place)
        if not self.is_over:
            return placed
        handed_out = sum(p.prize * len(p.names) for p in placed)
        rest = self.pool - handed_out
        if rest and placed:
            top = placed[0]
            placed[0] = Placing(top.place, top.names, top.prize + rest // len(top.names))
        return placed


# --- mixed games -------------------------------------------------------------------------------


def parse_variants(spec: str) -> tuple[Variant, ...]:
    """``"stud,razz,stud8"`` (or one variant) as the engine's variants, in order."""
    names = [p.strip().lower() for p in spec.split(",")]
    try:
        variants = tuple(Variant(n) for n in names)
    except ValueError:
        known = ", ".join(v.value for v in Variant)
        raise FormatError(f"unknown game in {spec!r}: the games are {known}") from None
    if not variants:
        raise FormatError("name at least one game")
    return variants


@dataclass(frozen=True, slots=True)
class GameChange:
    """The next game and in how many hands it starts."""

    variant: Variant
    in_hands: int


@dataclass(frozen=True)
class Rotation:
    """Games in turn, each for ``hands_per_game`` hands (Triple Stud, HORSE's way)."""

    variants: tuple[Variant, ...]
    hands_per_game: int = DEFAULT_ROTATE_HANDS

    def __post_init__(self) -> None:
        if not self.variants:
            raise FormatError("a rotation needs at least one game")
        if self.hands_per_game < 1:
            raise FormatError("each game must last at least one hand")

    def variant_for(self, hands_played: int) -> Variant:
        """The game of the hand dealt after ``hands_played`` hands."""
        return self.variants[(hands_played // self.hands_per_game) % len(self.variants)]

    def next_change(self, hands_played: int) -> GameChange | None:
        """The next different game and how many hands away it is (None with one game)."""
        if len(set(self.variants)) < 2:
            return None
        current = self.variant_for(hands_played)
        n = hands_played + 1
        while self.variant_for(n) is current:
            n += 1
        return GameChange(self.variant_for(n), n - hands_played)


@dataclass
class DealersChoice:
    """Each round of ``hands_per_round`` hands a chooser, moving clockwise round the table, picks
    the game from ``choices`` before it starts; a chooser who lets the clock run out keeps the
    current game.

    >>> dc = DealersChoice((Variant.STUD, Variant.RAZZ), hands_per_round=2)
    >>> dc.chooser_for([2, 5, 7])
    2
    >>> dc.choose(2, Variant.RAZZ).value
    'razz'
    >>> dc.chooser_for([2, 5, 7]), dc.needs_choice(hands_played=1), dc.needs_choice(hands_played=2)
    (5, False, True)
    """

    choices: tuple[Variant, ...]
    hands_per_round: int = DEFAULT_ROTATE_HANDS
    current: Variant | None = None
    last_chooser: int = BUTTON_SEAT
    """The seat that chose last; the first chooser is the first seat left of the button."""
    picked: list[Variant] = field(default_factory=list, repr=False, compare=False)
    """Every game chosen so far, in order (the computer players' choice reads it)."""

    def __post_init__(self) -> None:
        if not self.choices:
            raise FormatError("dealer's choice needs at least one game to choose from")
        if self.hands_per_round < 1:
            raise FormatError("each choice must last at least one hand")
        if self.current is None:
            self.current = self.choices[0]

    def needs_choice(self, hands_played: int) -> bool:
        """A new round starts with this hand: somebody chooses first."""
        return hands_played % self.hands_per_round == 0

    def chooser_for(self, seats: Iterable[int]) -> int:
        """The next chooser among the seats in play: the first one clockwise after the last."""
        ordered = sorted(set(seats))
        if not ordered:
            raise FormatError("nobody to choose")
        for seat in ordered:
            if seat > self.last_chooser:
                return seat
        return ordered[0]

    def choose(self, seat: int, variant: Variant | None) -> Variant:
        """Record ``seat``'s choice; None (the timer ran out) keeps the current game."""
        if variant is not None and variant not in self.choices:
            raise FormatError(f"{variant.title} is not one of this table's games")
        self.last_chooser = seat
        if variant is not None:
            self.current = variant
            self.picked.append(variant)
        assert self.current is not None
        return self.current

    def choose_for_bot(self, seat: int, rng: random.Random) -> Variant:
        """A computer player's choice: a game nobody has chosen yet, else the one chosen
        longest ago (at random among equals, injected generator), so that a night of bots
        plays every game the host allows."""
        last = {v: i for i, v in enumerate(self.picked)}
        oldest = min(last.get(v, -1) for v in self.choices)
        return self.choose(seat, rng.choice([v for v in self.choices
                                             if last.get(v, -1) == oldest]))


def variant_label(variants: Sequence[Variant]) -> str:
    """The name a mixed game goes by: "Triple Stud" for the three stud games, else the titles."""
    if set(variants) == set(CASINO_VARIANTS) and len(variants) == 3:
        return "Triple Stud"
    return " / ".join(v.title for v in variants)



# --- the night's format, as the table core runs it ---------------------------------------------


MODES: Final = ("fixed", "rotation", "dealers_choice")


@dataclass
class TableFormat:
    """Everything a table needs to run a night's format: the levels, the games and, for a
    sit-and-go, the tournament's terms. A cash table with one game and fixed stakes is
    ``TableFormat()``; the table's own :class:`GameConfig` supplies what is left open.

    >>> fmt = TableFormat(structure=Structure(parse_levels("2/4,3/6"), every_hands=2),
    ...                   rotation=Rotation((Variant.STUD, Variant.RAZZ), hands_per_game=3))
    >>> base = GameConfig.preset(Variant.STUD, 100)
    >>> [(c.variant.value, c.stakes_label()) for c in (fmt.config_for(base, n) for n in (0, 2, 3))]
    [('stud', '2/4'), ('stud', '3/6'), ('razz', '3/6')]
    >>> fmt.mode, [v.value for v in fmt.games(base.variant)]
    ('rotation', ['stud', 'razz'])
    """

    structure: Structure | None = None
    rotation: Rotation | None = None
    dealers_choice: DealersChoice | None = None
    tournament: bool = False
    starting_chips: int = 0
    entry: int = 0
    payouts: tuple[int, ...] | None = None
    rebuy_levels: int = 0
    players: int = 0
    """A tournament starts when this many players sit (0: when every seat is taken)."""

    def __post_init__(self) -> None:
        if self.players < 0 or self.players == 1:
            raise FormatError("a tournament starts with at least two players")
        if self.rotation is not None and self.dealers_choice is not None:
            raise FormatError("a table rotates its games or plays dealer's choice, not both")
        if self.tournament and self.starting_chips < 1:
            raise FormatError("a tournament needs starting chips")
        if self.entry < 0:
            raise FormatError("the entry cannot be negative")
        if self.payouts is not None:
            _check_payouts(self.payouts)

    @property
    def mode(self) -> str:
        if self.rotation is not None:
            return "rotation"
        if self.dealers_choice is not None:
            return "dealers_choice"
        return "fixed"

    @property
    def kind(self) -> str:
        """``"sng"`` for a sit-and-go, ``"cash"`` otherwise (the wire's ``format``)."""
        return "sng" if self.tournament else "cash"

    def games(self, base: Variant) -> tuple[Variant, ...]:
        if self.rotation is not None:
            return self.rotation.variants
        if self.dealers_choice is not None:
            return self.dealers_choice.choices
        return (base,)

    def variant_for(self, hands_played: int, base: Variant) -> Variant:
        if self.rotation is not None:
            return self.rotation.variant_for(hands_played)
        if self.dealers_choice is not None:
            assert self.dealers_choice.current is not None
            return self.dealers_choice.current
        return base

    def level_index(self, hands_played: int, elapsed: float) -> int:
        return 0 if self.structure is None else self.structure.level_index(hands_played, elapsed)

    def config_for(self, base: GameConfig, hands_played: int = 0,
                   elapsed: float = 0.0) -> GameConfig:
        """The game and stakes of the hand dealt after ``hands_played`` hands and ``elapsed``
        seconds (the house options of ``base`` unchanged). A level's ante and bring-in may come
        to more than a tournament's starting chips: the buy-in, unused in a tournament, is
        raised so that the configuration stays valid."""
        config = base.with_options(variant=self.variant_for(hands_played, base.variant))
        if self.structure is not None:
            level = self.structure.level(hands_played, elapsed)
            config = config.with_options(buy_in=max(config.buy_in, level.ante + level.bring_in))
            config = level.apply(config)
        return config

    def next_game(self, hands_played: int) -> GameChange | None:
        return None if self.rotation is None else self.rotation.next_change(hands_played)

    def next_level(self, hands_played: int, elapsed: float) -> LevelChange | None:
        return None if self.structure is None else self.structure.next_change(hands_played,
                                                                               elapsed)

    def summary(self, base: Variant, hands_played: int = 0, elapsed: float = 0.0
                ) -> dict[str, object]:
        """The format's fields in a table summary and its mDNS record (PROTOCOL.md, Formats)."""
        return {"format": self.kind, "games": [v.value for v in self.games(base)],
                "mode": self.mode, "level": self.level_index(hands_played, elapsed)}


SHORT_TITLES: Final = {
    Variant.STUD: "Stud", Variant.STUD8: "Stud Hi/Lo", Variant.RAZZ: "Razz",
    Variant.FOLLOW_THE_QUEEN: "Follow the Queen", Variant.BASEBALL: "Baseball",
    Variant.CHICAGO: "Chicago", Variant.LOW_CHICAGO: "Low Chicago",
    Variant.FIVE_CARD_STUD: "Five Card Stud", Variant.STUD_DECLARE: "High-Low Declare",
    Variant.ROLL_YOUR_OWN: "Roll Your Own",
}
"""The games' names as a table says them ("Triple Stud" is Stud, Razz and Stud Hi/Lo)."""
