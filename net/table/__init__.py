"""The table core, sans-I/O, in parts: ``(connection, bytes or message, now)`` in,
frames to send and the next wake-up out.

- :mod:`net.table.core`: :class:`TableCore`, the dispatcher: the entry points, the step
  machinery and each message's handler by its type;
- :mod:`net.table.state`: :class:`~net.table.state.TableState`, the table as the parts read
  it (each attribute owned, and written, by one part);
- :mod:`net.table.admission`: connections, hello, passwords, approvals, leaving and kicks;
- :mod:`net.table.seating`: seats, names, settings, rebuys, the time bank kept, the bots;
- :mod:`net.table.loop`: the hand loop over :mod:`net.table.phases`' transition table;
- :mod:`net.table.decisions`: each decision on its :mod:`net.table.clock`, timeouts, covers;
- :mod:`net.table.dealer`: shuffle, commitment, settling and the fairness reveal (H3);
- :mod:`net.table.nobody`: a table nobody deals (``HostOptions.trustless``): the devices'
  keys, each hand's deal through :mod:`net.table.trustless`, the moves held while their cards
  are opened, H4's waits (:mod:`net.table.leave_wait`) and a cheat's void;
- :mod:`net.table.frames`: what each follower is sent, by :mod:`net.table.fanout`'s rule of
  what it may see; :mod:`net.table.outbox`: the one send path and what a step returns;
- :mod:`net.table.seats`, :mod:`net.table.gate`: players, seats, connections, buckets;
- :mod:`net.table.store`: the journal behind the interface the parts and the formats call
  (:class:`~net.table.store.TableStore`), and a store in memory;
- :mod:`net.table.options` and :mod:`net.table.outputs`: the host's settings and what a step
  returns.

Each part owns the state it writes and reads the rest through the table's state; the tests in
``tests/net/table`` drive them alone on a fake clock. The names below are the package's
public interface; ``from net.table import ...`` keeps working for every one of them.
"""

from net.table.clock import DecisionClock
from net.table.core import TableCore
from net.table.fanout import Snapshot, ViewMaker, bounded_ledger
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
from net.table.store import MemoryStore, TableStore

__all__ = [
    "BOT_NAMES", "COST", "LEDGER_MAX", "SETTINGS_DELAY", "TRANSITIONS", "AskBot", "BotFactory",
    "Bucket", "Close", "Conn", "DecisionClock", "EndSession", "HostError", "HostOptions",
    "MemoryStore", "Output", "PasswordRecord", "Phase", "PhaseError", "Player", "SeatState", "Send",
    "Snapshot", "TableCore", "TableStore", "Trigger", "ViewMaker", "bounded_ledger",
    "default_bot_factory", "next_phase",
]
