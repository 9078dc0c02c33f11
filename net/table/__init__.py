"""The table core, sans-I/O, in parts (issue 17): ``(connection, bytes or message, now)`` in,
frames to send and the next wake-up out.

- :mod:`net.table.core`: :class:`TableCore`, the entry points and the step machinery;
- :mod:`net.table.phases`: the hand loop's phases and transitions as data;
- :mod:`net.table.clock`: one decision's clock (C1 timer, C2 bank, the hotseat cover, the
  dealing allowance);
- :mod:`net.table.seats`: players and seats; :mod:`net.table.gate`: connections, buckets and
  the password back-off;
- :mod:`net.table.fanout`: what each connection is sent of the table (per-seat views);
- :mod:`net.table.store`: the journal behind the small interface the core calls;
- :mod:`net.table.options` and :mod:`net.table.outputs`: the host's settings and what a step
  returns.

The names below are the package's public interface; ``from net.table import ...`` keeps
working for every one of them.
"""

from net.table.clock import DecisionClock
from net.table.core import TableCore
from net.table.fanout import Snapshot, bounded_ledger, hidden_seat_view_dict, seat_view_dict
from net.table.gate import Bucket, PasswordRecord
from net.table.options import (
    BOT_NAMES,
    COST,
    LEDGER_MAX,
    SETTINGS_DELAY,
    BotFactory,
    HostOptions,
    default_bot_factory,
)
from net.table.outputs import AskBot, Close, EndSession, HostError, Output, Send
from net.table.phases import TRANSITIONS, Phase, PhaseError, Trigger, next_phase
from net.table.seats import Conn, Player, SeatState
from net.table.store import TableStore

__all__ = [
    "BOT_NAMES", "COST", "LEDGER_MAX", "SETTINGS_DELAY", "TRANSITIONS", "AskBot", "BotFactory",
    "Bucket", "Close", "Conn", "DecisionClock", "EndSession", "HostError", "HostOptions",
    "Output", "PasswordRecord", "Phase", "PhaseError", "Player", "SeatState", "Send",
    "Snapshot", "TableCore", "TableStore", "Trigger", "bounded_ledger", "default_bot_factory",
    "hidden_seat_view_dict", "next_phase", "seat_view_dict",
]
