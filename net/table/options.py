"""What the host decides for a table (:class:`HostOptions`), the host's computer players, and
what each client message costs against its connection's bucket."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from net.formats import TableFormat
from net.router.mapper import RouterOptions
from studdesk.bots import Bot, make_bot
from studdesk.engine.config import GameConfig, Variant

BOT_NAMES: Final = ("Ada", "Boris", "Cleo", "Dmitri", "Edda", "Felix", "Greta", "Hugo")
SETTINGS_DELAY: Final = 1.0
"""Seconds a seat-settings change may wait before the journal gets it (batched writes)."""
LEDGER_MAX: Final = 48
"""At most this many ledger rows in one ``ledger`` frame: the session's seated players first,
then the biggest winners and losers; the rest are summed in one ``others`` row."""


BotFactory = Callable[[str, random.Random], Bot]


def default_bot_factory(level: str, rng: random.Random) -> Bot:
    """The host's computer players: :func:`studdesk.bots.make_bot` at its default strength."""
    return make_bot(level, rng)


@dataclass(kw_only=True)
class HostOptions:
    """Everything the host decides. Times are seconds; chips are cents (T2)."""

    name: str = "StudDesk table"
    config: GameConfig = field(default_factory=lambda: GameConfig.preset(Variant.STUD, 200))
    seats: int = 8  # seats 1..seats are used
    timer: float = 10.0  # C1: each decision
    time_bank: float = 0.0  # C2: per player, spent after the timer
    cover_limit: float = 30.0  # hotseat: the longest a hand-over cover holds a decision's clock
    deal_allowance: float = 0.15  # M7: seconds per card dealt before the clock (gui DEAL_MS_PER_CARD)
    action_allowance: float = 0.4  # N4: seconds a move takes on the felt (gui CHIP_MS, FOLD_MS)
    catch_up: float = 2.5  # N4: a new hand: the client may still be showing the last one's end
    landing_limit: float = 8.0  # the longest a decision waits for its seat's ``landed``
    show_window: float = 3.0  # O6: how long the uncontested winner may still show (<= hand_pause)
    password: str | None = None
    approve: bool = False  # new players wait for the host's approve
    hand_pause: float = 2.0  # between hands
    think_ms: int = 0  # bots' thinking delay
    bot_level: str = "normal"
    admin_token: str | None = None
    data_dir: Path | None = None  # None: the journal lives in memory
    idle_timeout: float = 15.0  # no whole frame for this long: dropped (C4 applies)
    hello_timeout: float = 5.0  # a connection must say hello within this
    max_write_buffer: int = 1 << 20  # a slower reader is cut off
    rate: float = 2000.0  # cost units per second per connection (token bucket) ...
    burst: float = 4000.0  # ... and its size
    chat_rate: float = 0.5  # chat lines per second per connection ...
    chat_burst: float = 5.0
    max_errors: int = 50  # refused messages before the connection is closed
    max_connections: int = 64  # more at once are turned away
    max_per_address: int = 16  # connections from one address at once
    password_delay: float = 1.0  # the first wait after a wrong password; doubles each time
    password_tries: int = 8  # wrong passwords from one address before the lockout
    password_lockout: float = 300.0  # seconds
    advertise_on: Sequence[str] | None = None  # mDNS interfaces (None: do not advertise)
    broke_bots: str = "rebuy"  # a cash game's bot that lost its stack: "rebuy" or "leave"
    format: TableFormat | None = None  # levels, mixed games, sit-and-go (net.table_formats)
    router: RouterOptions | None = None  # open the port on the home router (net.router)
    trustless: bool = False  # nobody deals: every device takes part (net/TRUSTLESS.md, H4)


def trustless_refusal(options: HostOptions) -> str | None:
    """Why a table nobody deals cannot be set up with ``options`` (one sentence), or None: a
    game the table cannot deal (its deal depends on the cards, or a down card turns up
    mid-hand: :data:`net.table.trustless.VARIANTS`), a format that may pick one, or more seats
    than :data:`net.table.trustless.MAX_PLAYERS` (eight at 7th street would need D10's community
    card)."""
    from net.table.trustless import MAX_PLAYERS, VARIANTS

    if not options.trustless:
        return None
    if options.seats > MAX_PLAYERS:
        return (f"a table nobody deals seats at most {MAX_PLAYERS} players (eight at 7th street"
                f" would need D10's community card); use --seats {MAX_PLAYERS} or fewer")
    base = options.config.variant
    games = options.format.games(base) if options.format is not None else (base,)
    for game in (base, *games):
        if game not in VARIANTS:
            return (f"{game.title} cannot be dealt at a table nobody deals (the deal depends on"
                    " the cards, or a down card turns up during the hand)")
    return None


# What a message costs against the connection's bucket: most are 1; those that make the host
# write to the journal and send a table to every follower cost more.
COST: Final[dict[str, float]] = {"settings": 40.0, "cover": 10.0, "sit_out": 40.0, "sit_back": 40.0,
                                 "sit": 40.0, "stand": 40.0, "rebuy": 40.0, "watch": 10.0,
                                 "hello": 10.0}
