"""The table's set-up as the journal keeps it (:class:`TableSetup`): what the host chose for the
session (the game, the seats, the night's format, the clock, the time bank, the password,
approvals, the computer players' level, the web table's port), so that a host restarted on the
same journal after a crash runs the table that stopped, not a plain Seven Card Stud.

It is written with the session (``sessions.config["setup"]``, JSON with a ``version``) and read
back by :class:`net.host.TableHost` and by the desktop's *Resume* (``saved_table``). A set-up
written by a newer StudDesk, or one that does not read, raises :class:`SetupError`: the host then
says so and keeps the options it was started with (the journal's game still wins, as before).

Not in it: where the table listens (the operator's ``--bind`` and ``--port``, the desktop's
network places) and the pace of a window (the pause between hands, the bots' thinking delay).

>>> from net.table.options import HostOptions
>>> from net.formats import DealersChoice, TableFormat
>>> from studdesk.engine.config import Variant
>>> fmt = TableFormat(dealers_choice=DealersChoice((Variant.STUD, Variant.RAZZ), 4))
>>> setup = TableSetup.of(HostOptions(name="Friday", timer=12.0, format=fmt), web_port=47480)
>>> TableSetup.from_dict(setup.to_dict()) == setup
True
>>> setup.to_dict()["version"], setup.format.mode if setup.format else None
(1, 'dealers_choice')
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from net.formats import DealersChoice, FormatError, Level, Rotation, Structure, TableFormat
from net.table.options import HostOptions
from studdesk.engine.config import ConfigError, GameConfig, Variant
from studdesk.engine.views import config_from_dict, config_to_dict

SETUP_VERSION: Final = 1
"""The version :meth:`TableSetup.to_dict` writes; :meth:`TableSetup.from_dict` reads it and
every older one."""


class SetupError(ValueError):
    """A kept set-up that cannot be used: written by a newer StudDesk, or not readable."""


@dataclass(frozen=True, slots=True)
class TableSetup:
    """Everything the host chose for a session that a restart must keep (see the module)."""

    name: str
    config: GameConfig
    seats: int
    format: TableFormat | None
    timer: float  # RULES.md C1
    time_bank: float  # C2
    password: str | None
    approve: bool
    bot_level: str
    broke_bots: str
    web_port: int | None = None  # the web table's port (None: no web table)
    trustless: bool = False  # nobody deals (net/TRUSTLESS.md): a restart must not deal itself

    @classmethod
    def of(cls, options: HostOptions, *, web_port: int | None = None) -> TableSetup:
        return cls(name=options.name, config=options.config, seats=options.seats,
                   format=options.format, timer=options.timer, time_bank=options.time_bank,
                   password=options.password, approve=options.approve,
                   bot_level=options.bot_level, broke_bots=options.broke_bots,
                   web_port=web_port, trustless=options.trustless)

    def applied_to(self, options: HostOptions) -> HostOptions:
        """``options`` (where to listen, the pace, the limits) with this set-up's choices."""
        return dataclasses.replace(
            options, name=self.name, config=self.config, seats=self.seats, format=self.format,
            timer=self.timer, time_bank=self.time_bank, password=self.password,
            approve=self.approve, bot_level=self.bot_level, broke_bots=self.broke_bots,
            trustless=self.trustless)

    def differences(self, options: HostOptions) -> list[str]:
        """What ``options`` would change of this set-up, as "field: kept (not given)" lines
        (the password's value left out)."""
        out = []
        mine, theirs = TableSetup.of(options), dataclasses.replace(self, web_port=None)
        for f in dataclasses.fields(TableSetup):
            kept, given = getattr(theirs, f.name), getattr(mine, f.name)
            if kept != given:
                out.append(f"{f.name}: kept" if f.name == "password"
                           else f"{f.name}: {_short(kept)} (not {_short(given)})")
        return out

    def to_dict(self) -> dict[str, Any]:
        return {"version": SETUP_VERSION, "name": self.name,
                "config": config_to_dict(self.config), "seats": self.seats,
                "format": None if self.format is None else format_to_dict(self.format),
                "timer": self.timer, "time_bank": self.time_bank, "password": self.password,
                "approve": self.approve, "bot_level": self.bot_level,
                "broke_bots": self.broke_bots, "web_port": self.web_port,
                "trustless": self.trustless}

    @classmethod
    def from_dict(cls, data: object) -> TableSetup:
        """The set-up :meth:`to_dict` wrote; :class:`SetupError` when it cannot be used."""
        if not isinstance(data, Mapping):
            raise SetupError("the kept set-up is not a record")
        version = data.get("version")
        if not isinstance(version, int) or version < 1:
            raise SetupError(f"the kept set-up has no version ({version!r})")
        if version > SETUP_VERSION:
            raise SetupError(f"the kept set-up is of version {version}, written by a newer"
                             f" StudDesk (this one reads up to {SETUP_VERSION})")
        try:
            fmt = data["format"]
            web = data.get("web_port")
            password = data["password"]
            setup = cls(
                name=_typed(data["name"], str), config=config_from_dict(dict(data["config"])),
                seats=_typed(data["seats"], int),
                format=None if fmt is None else format_from_dict(fmt),
                timer=float(_typed(data["timer"], (int, float))),
                time_bank=float(_typed(data["time_bank"], (int, float))),
                password=None if password is None else _typed(password, str),
                approve=_typed(data["approve"], bool),
                bot_level=_typed(data["bot_level"], str),
                broke_bots=_typed(data["broke_bots"], str),
                web_port=None if web is None else _typed(web, int),
                trustless=_typed(data.get("trustless", False), bool))
        except (KeyError, TypeError, ValueError, ConfigError, FormatError) as exc:
            raise SetupError(f"the kept set-up does not read ({exc})") from None
        if not 2 <= setup.seats <= 8:
            raise SetupError(f"the kept set-up has {setup.seats} seats")
        return setup


def format_to_dict(fmt: TableFormat) -> dict[str, Any]:
    """A night's format as JSON data (dealer's choice with its game chosen so far)."""
    s, r, d = fmt.structure, fmt.rotation, fmt.dealers_choice
    return {
        "structure": None if s is None else {
            "levels": [[lv.ante, lv.bring_in, lv.small_bet, lv.big_bet] for lv in s.levels],
            "every_hands": s.every_hands, "every_seconds": s.every_seconds},
        "rotation": None if r is None else {
            "variants": [v.value for v in r.variants], "hands_per_game": r.hands_per_game},
        "dealers_choice": None if d is None else {
            "choices": [v.value for v in d.choices], "hands_per_round": d.hands_per_round},
        "tournament": fmt.tournament, "starting_chips": fmt.starting_chips, "entry": fmt.entry,
        "payouts": None if fmt.payouts is None else list(fmt.payouts),
        "rebuy_levels": fmt.rebuy_levels, "players": fmt.players}


def format_from_dict(data: Mapping[str, Any]) -> TableFormat:
    """What :func:`format_to_dict` wrote (KeyError, TypeError, ValueError when it does not)."""
    s, r, d = data["structure"], data["rotation"], data["dealers_choice"]
    payouts = data["payouts"]
    return TableFormat(
        structure=None if s is None else Structure(
            tuple(Level(*(_typed(x, int) for x in lv)) for lv in s["levels"]),
            every_hands=s["every_hands"], every_seconds=s["every_seconds"]),
        rotation=None if r is None else Rotation(
            tuple(Variant(v) for v in r["variants"]), _typed(r["hands_per_game"], int)),
        dealers_choice=None if d is None else DealersChoice(
            tuple(Variant(v) for v in d["choices"]), _typed(d["hands_per_round"], int)),
        tournament=_typed(data["tournament"], bool),
        starting_chips=_typed(data["starting_chips"], int), entry=_typed(data["entry"], int),
        payouts=None if payouts is None else tuple(_typed(p, int) for p in payouts),
        rebuy_levels=_typed(data["rebuy_levels"], int), players=_typed(data["players"], int))


def _typed(value: Any, kind: type | tuple[type, ...]) -> Any:
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise TypeError(f"{value!r} is not {kind}")
    return value


def _short(value: object) -> str:
    if isinstance(value, GameConfig):
        return f"{value.variant.value} {value.stakes_label()}"
    if isinstance(value, TableFormat):
        return f"{value.kind} {value.mode}"
    return repr(value)
