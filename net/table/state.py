"""The table's shared state (:class:`TableState`): what its parts read and change together, in
one plain object, and the few questions every part asks of it (who holds which seats, who
follows the table, who would be dealt in). No behaviour beyond those questions: the parts
(:mod:`net.table.outbox`, :mod:`net.table.frames`, :mod:`net.table.seats`,
:mod:`net.table.dealer`, :mod:`net.table.loop`, :mod:`net.table.admission`) act on it, and
:class:`net.table.TableCore` is this state with the dispatcher on top.

>>> from net.journal import Journal
>>> state = TableState(HostOptions(seats=4), admin_token="t", journal=Journal(":memory:"))
>>> state.phase, state.status, state.eligible()
(<Phase.IDLE: 'idle'>, 'waiting', [])
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Callable

from net import fairness
from net import protocol as P
from net.table.clock import DecisionClock
from net.table.fanout import seats_shown
from net.table.options import BotFactory, HostOptions, default_bot_factory
from net.table.phases import Phase
from net.table.seats import Conn, Player, SeatState
from net.table.store import TableStore
from net.table_formats import FormatRunner
from studdesk.engine.hand import Hand


class TableState:
    """Everything a table's parts share (see the module docstring). Times are the caller's
    clock (``now``); chips are cents."""

    def __init__(self, options: HostOptions, *, admin_token: str, journal: TableStore,
                 rng: random.Random | None = None, bot_factory: BotFactory | None = None,
                 randbytes: Callable[[int], bytes] = secrets.token_bytes,
                 token_maker: Callable[[], str] = lambda: secrets.token_urlsafe(24),
                 now: float = 0.0) -> None:
        if not 2 <= options.seats <= 8:
            raise ValueError("a table has 2 to 8 seats")
        if options.broke_bots not in ("rebuy", "leave"):
            raise ValueError(f"broke bots rebuy or leave, not {options.broke_bots!r}")
        self.options = options
        self.config = options.config
        self.rng: random.Random = rng or secrets.SystemRandom()
        self.randbytes = randbytes  # the fairness salts and D10 seeds (the OS's CSPRNG)
        self.bot_factory = bot_factory or default_bot_factory
        self.journal = journal
        self.admin_token = admin_token
        self.token_maker = token_maker  # reconnect tokens (the OS's CSPRNG unless injected)
        self.now = now
        # who is here
        self.players: list[Player] = []
        self.seats: dict[int, SeatState] = {}
        self.conns: dict[int, Conn] = {}
        self.barred_names: set[str] = set()  # kicked: name keys refused for the session
        self.barred_tokens: set[str] = set()  # kicked: token hashes refused
        self.next_client_id = 2  # 1 is the host's own connection
        # the hand loop
        self.hand: Hand | None = None
        self.hand_seats: dict[int, SeatState] = {}
        self.next_hand = 1
        self.hands_played = 0
        self.hand_settled = False  # the hand in play is counted in hands_played already
        self.paused = False
        self.status = "waiting"
        self.phase = Phase.IDLE
        self.until = 0.0  # the end of PAUSE / ANTE / BACKOFF / CHOOSE / SHOW
        self.decision: DecisionClock | None = None  # the decision under way (seat and clock)
        self.covers: dict[int, float] = {}  # hotseat: seat -> when its hand-over cover went up
        self.secret: fairness.DeckSecret | None = None  # the hand's deck secrets (H3)
        self.commitment: fairness.DeckCommitment | None = None
        self.hidden: dict[int, set[int]] = {}  # hotseat: conn -> indexes of deals sent hidden
        self.shown_by = 0.0  # when a client's felt can have shown everything sent (M7, N4)
        self.end_requested = False
        self.stopping = False
        # the session
        self.session_ended = False
        self.restored_voided: list[int] = []
        self.resumed = False  # the journal carried on a session (a restart)
        self.session_id = 0
        self.hand_listeners: list[Callable[[Hand], None]] = []  # called after each hand
        self.night: FormatRunner | None = None
        if options.format is not None:
            if options.format.tournament:
                self.config = self.config.with_options(
                    buy_in=max(options.format.starting_chips,
                               self.config.ante + self.config.bring_in))
            self.night = FormatRunner(options.format, self.config)

    # ------------------------------------------------------------------ questions

    def show_later(self, seconds: float) -> None:
        """What was just sent shows on a client's felt ``seconds`` after what it is still
        showing (M7, N4), but never more than the landing limit after now: a felt is not taken
        to lag further, so moves made at once (bots, a fast table) do not push every later
        decision's clock off by their sum."""
        o = self.options
        self.shown_by = min(max(self.shown_by, self.now) + max(0.0, seconds),
                            self.now + max(0.0, o.landing_limit))

    def seats_of(self, player: Player) -> list[int]:
        return sorted(s for s, st in self.seats.items() if st.player is player)

    def held(self, conn: Conn) -> frozenset[int]:
        player = conn.player
        if player is None:
            return frozenset()
        return frozenset(s for s, st in self.seats.items() if st.player is player)

    def visible(self, conn: Conn, held: frozenset[int]) -> frozenset[int]:
        """The held seats whose down cards ``conn`` may see now: all of them, but for the
        host's hotseat screen only the seat whose person acknowledged the cover (B1)."""
        player = conn.player
        if player is None:
            return frozenset()
        return seats_shown(held, hotseat=player.hotseat, screen=player.screen)

    def is_following(self, conn: Conn) -> bool:
        player = conn.player
        return player is not None and (player.watching or bool(self.held(conn)))

    def following(self) -> list[Conn]:
        """The open, admitted connections that watch or hold a seat."""
        return [c for c in self.conns.values() if not c.closed and c.player is not None
                and c.proto.state is P.State.OPEN and self.is_following(c)]

    def is_hotseat(self, st: SeatState) -> bool:
        """A seat held by the host's own connected screen that has held several seats."""
        player = st.player
        return player is not None and player.conn is not None and player.hotseat

    def eligible(self) -> list[SeatState]:
        """The seats that would be dealt in now."""
        night = self.night
        return [st for _, st in sorted(self.seats.items())
                if st.stack > 0 and not st.leaving and (
                    not st.sitting_out or (night is not None and night.eligible_while_out(st)))]

    def names_in_use(self, except_player: Player | None = None) -> list[str]:
        names = [st.name for st in self.seats.values()
                 if st.player is None or st.player is not except_player]
        names += [p.name for p in self.players if p is not except_player]
        names += [c.pending.name for c in self.conns.values() if c.pending is not None]
        return names
