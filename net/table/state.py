"""The table as its parts read it (:class:`TableState`): what the host set up (options, journal,
random sources, the night's format), the session and the clock, and read-only access to what
each part owns, with the few questions every part asks (who holds which seats, who follows the
table, who would be dealt in).

Each attribute has one writer. This object writes only its own: the session's facts
(:meth:`TableState.open_session`, :meth:`TableState.end_session`), the clock
(:meth:`TableState.clock_to`) and when a client's felt can have shown what was sent
(:meth:`TableState.show_later`). The rest belongs to a part, and is read here through it:

- :class:`net.table.seating.Seating`: ``players``, ``seats``, ``barred_names``;
- :class:`net.table.admission.Admission`: ``conns``;
- :class:`net.table.loop.HandLoop`: ``phase`` (``status`` is derived from it), ``until``,
  ``hand``, ``hand_seats``, ``next_hand``, ``config``, the host's ``paused`` and
  ``end_requested``, ``stopping``;
- :class:`net.table.decisions.Decisions`: ``decision``, ``covers``;
- :class:`net.table.dealer.Dealer`: ``hands_played``, ``hand_settled``, ``secret``,
  ``commitment``, ``hidden``.

A part that wants one of those changed asks its owner. :class:`net.table.TableCore` builds the
parts and hands them to :meth:`TableState.attach`.

>>> from net.journal import Journal
>>> from net.table import TableCore, HostOptions
>>> state = TableCore(HostOptions(seats=4), admin_token="t", journal=Journal(":memory:")).state
>>> state.phase, state.status, state.eligible()
(<Phase.IDLE: 'idle'>, 'waiting', [])
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Callable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from typing import TYPE_CHECKING, Any, Generic, Never, Protocol, TypeVar, cast, overload

from net import fairness
from net import protocol as P
from net.journal import Restored
from net.table.clock import DecisionClock
from net.table.fanout import seats_shown
from net.table.options import BotFactory, HostOptions, default_bot_factory, trustless_refusal
from net.table.phases import Phase
from net.table.seats import Conn, Player, SeatState
from net.table.store import TableStore
from net.table_formats import FormatRunner
from studdesk.engine.actions import Action
from studdesk.engine.config import GameConfig
from studdesk.engine.hand import Hand

if TYPE_CHECKING:
    from net.trustless import HandTranscript

# What this object reads of each part, as the parts' own modules import this one: the parts
# (net.table.seating.Seating, admission.Admission, loop.HandLoop, decisions.Decisions,
# dealer.Dealer, nobody.NobodyDeals) satisfy these, which mypy checks where TableCore attaches
# them.


class Seating(Protocol):
    @property
    def players(self) -> list[Player]: ...
    @property
    def seats(self) -> Mapping[int, SeatState]: ...
    @property
    def barred_names(self) -> AbstractSet[str]: ...


class Admission(Protocol):
    @property
    def conns(self) -> Mapping[int, Conn]: ...


class HandLoop(Protocol):
    @property
    def phase(self) -> Phase: ...
    @property
    def status(self) -> str: ...
    @property
    def until(self) -> float: ...
    @property
    def hand(self) -> Hand | None: ...
    @property
    def hand_seats(self) -> Mapping[int, SeatState]: ...
    @property
    def next_hand(self) -> int: ...
    @property
    def config(self) -> GameConfig: ...
    @property
    def paused(self) -> bool: ...
    @property
    def end_requested(self) -> bool: ...
    @property
    def stopping(self) -> bool: ...


class Decisions(Protocol):
    @property
    def decision(self) -> DecisionClock | None: ...
    @property
    def covers(self) -> Mapping[int, float]: ...
    @property
    def choosers(self) -> Mapping[int, DecisionClock]: ...
    def take(self, action: Action, *, timed_out: bool) -> None: ...


class Deal(Protocol):
    def transcript(self) -> HandTranscript: ...


class Nobody(Protocol):
    """A table nobody deals: what the other parts ask of its part (net.table.nobody)."""

    @property
    def deal(self) -> Deal: ...
    def has_key(self, st: SeatState) -> bool: ...
    def sees(self, seat: int) -> bool: ...
    def seated(self, player: Player) -> None: ...
    def begin(self, number: int, config: GameConfig, dealt: Sequence[SeatState]) -> None: ...
    def hold(self, action: Action, *, timed_out: bool) -> None: ...
    def step(self) -> bool | None: ...
    def wake(self) -> list[float]: ...
    def journal_phh(self, hand: Hand) -> str: ...
    def closed(self) -> None: ...


class Dealer(Protocol):
    @property
    def hands_played(self) -> int: ...
    @property
    def hand_settled(self) -> bool: ...
    @property
    def secret(self) -> fairness.DeckSecret | None: ...
    @property
    def commitment(self) -> fairness.DeckCommitment | None: ...
    @property
    def hidden(self) -> Mapping[int, set[int]]: ...
    def hid(self, conn_id: int, index: int) -> None: ...


class _Holder(Protocol):
    @property
    def state(self) -> TableState: ...


T = TypeVar("T")


class Read(Generic[T]):
    """A read-only attribute of a holder of the state (:class:`net.table.TableCore`): the
    state's attribute of the same name (which reads it from the part that owns it)."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, core: None, owner: type) -> Read[T]: ...
    @overload
    def __get__(self, core: _Holder, owner: type) -> T: ...

    def __get__(self, core: _Holder | None, owner: type) -> Read[T] | T:
        if core is None:
            return self
        return cast(T, getattr(core.state, self.name))

    def __set__(self, core: _Holder, value: Never) -> None:
        raise AttributeError(f"{self.name} is read-only here: the part that owns it changes it")


class TableState:
    """What a table's parts read (see the module docstring). Times are the caller's clock
    (``now``); chips are cents."""

    def __init__(self, options: HostOptions, *, admin_token: str, journal: TableStore,
                 rng: random.Random | None = None, bot_factory: BotFactory | None = None,
                 randbytes: Callable[[int], bytes] = secrets.token_bytes,
                 token_maker: Callable[[], str] = lambda: secrets.token_urlsafe(24),
                 now: float = 0.0) -> None:
        if not 2 <= options.seats <= 8:
            raise ValueError("a table has 2 to 8 seats")
        if options.broke_bots not in ("rebuy", "leave"):
            raise ValueError(f"broke bots rebuy or leave, not {options.broke_bots!r}")
        refusal = trustless_refusal(options)
        if refusal is not None:
            raise ValueError(refusal)
        self.options = options
        self.rng: random.Random = rng or secrets.SystemRandom()
        self.randbytes = randbytes  # the fairness salts and D10 seeds (the OS's CSPRNG)
        self.bot_factory = bot_factory or default_bot_factory
        self.journal = journal
        self.admin_token = admin_token
        self.token_maker = token_maker  # reconnect tokens (the OS's CSPRNG unless injected)
        self.now = now
        self.shown_by = 0.0  # when a client's felt can have shown everything sent (M7, N4)
        # the session
        self.session_ended = False
        self.restored_voided: list[int] = []
        self.resumed = False  # the journal carried on a session (a restart)
        self.session_id = 0
        self.hand_listeners: list[Callable[[Hand], None]] = []  # called after each hand
        self.night: FormatRunner | None = None
        config = options.config
        if options.format is not None:
            if options.format.tournament:
                config = config.with_options(
                    buy_in=max(options.format.starting_chips, config.ante + config.bring_in))
            self.night = FormatRunner(options.format, config)
        self.base_config = config  # the game set up (a sit-and-go's buy-in: its starting chips)

    seating: Seating
    admission: Admission
    loop: HandLoop
    decisions: Decisions
    dealer: Dealer
    """The parts that own the rest of the table's state (:meth:`attach`)."""
    nobody: Nobody | None = None
    """A table nobody deals (``HostOptions.trustless``): the deal's part (net.table.nobody)."""

    def attach(self, *, seating: Seating, admission: Admission, loop: HandLoop,
               decisions: Decisions, dealer: Dealer) -> None:
        """The parts that own the rest of the table's state (once, when they are built)."""
        self.seating, self.admission, self.loop = seating, admission, loop
        self.decisions, self.dealer = decisions, dealer

    # ------------------------------------------------------------------ what this object owns

    def clock_to(self, now: float) -> None:
        """The table's clock moves to ``now`` (never back)."""
        self.now = max(self.now, now)

    def open_session(self, config: Mapping[str, Any]) -> Restored:
        """The journal's session for this table (a fresh one when there is none)."""
        restored = self.journal.resume(self.options.name, config)
        self.restored_voided = restored.voided
        self.resumed, self.session_id = restored.resumed, restored.session_id
        return restored

    def end_session(self) -> None:
        """The host ended the session: the journal closes it."""
        self.journal.end_session()
        self.session_ended = True

    def show_later(self, seconds: float) -> None:
        """What was just sent shows on a client's felt ``seconds`` after what it is still
        showing (M7, N4), but never more than the landing limit after now: a felt is not taken
        to lag further, so moves made at once (bots, a fast table) do not push every later
        decision's clock off by their sum."""
        o = self.options
        self.shown_by = min(max(self.shown_by, self.now) + max(0.0, seconds),
                            self.now + max(0.0, o.landing_limit))

    # ------------------------------------------------------------------ read through them

    @property
    def players(self) -> list[Player]:
        return self.seating.players

    @property
    def seats(self) -> Mapping[int, SeatState]:
        return self.seating.seats

    @property
    def barred_names(self) -> frozenset[str]:
        return frozenset(self.seating.barred_names)

    @property
    def conns(self) -> Mapping[int, Conn]:
        return self.admission.conns

    @property
    def phase(self) -> Phase:
        return self.loop.phase

    @property
    def status(self) -> str:
        return self.loop.status

    @property
    def until(self) -> float:
        return self.loop.until

    @property
    def hand(self) -> Hand | None:
        return self.loop.hand

    @property
    def hand_seats(self) -> Mapping[int, SeatState]:
        return self.loop.hand_seats

    @property
    def next_hand(self) -> int:
        return self.loop.next_hand

    @property
    def config(self) -> GameConfig:
        return self.loop.config

    @property
    def paused(self) -> bool:
        return self.loop.paused

    @property
    def end_requested(self) -> bool:
        return self.loop.end_requested

    @property
    def stopping(self) -> bool:
        return self.loop.stopping

    @property
    def decision(self) -> DecisionClock | None:
        return self.decisions.decision

    @property
    def covers(self) -> Mapping[int, float]:
        return self.decisions.covers

    @property
    def choosers(self) -> Mapping[int, DecisionClock]:
        """W9.3, W11.2: the clock of each seat asked for its secret choice now."""
        return self.decisions.choosers

    @property
    def hands_played(self) -> int:
        return self.dealer.hands_played

    @property
    def hand_settled(self) -> bool:
        return self.dealer.hand_settled

    @property
    def secret(self) -> fairness.DeckSecret | None:
        return self.dealer.secret

    @property
    def commitment(self) -> fairness.DeckCommitment | None:
        return self.dealer.commitment

    @property
    def hidden(self) -> Mapping[int, set[int]]:
        return self.dealer.hidden

    # ------------------------------------------------------------------ questions

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
        if self.nobody is not None and not player.is_host:
            # nobody deals: the host never knew another device's down cards (its engine holds
            # stand-ins), so they go hidden to their owner too, whose device opened them
            return frozenset()
        return seats_shown(held, hotseat=player.hotseat, screen=player.screen)

    def is_following(self, conn: Conn) -> bool:
        player = conn.player
        return player is not None and (player.watching or bool(self.held(conn)))

    def following(self) -> list[Conn]:
        """The open, admitted connections that watch or hold a seat."""
        return [c for c, _ in self.followers()]

    def followers(self) -> list[tuple[Conn, frozenset[int]]]:
        """:meth:`following`'s connections, each with the seats it holds (:meth:`held`)."""
        # each player's seats, in one pass over the seats (not one per connection)
        seats_of: dict[Player, list[int]] = {}
        for seat, st in self.seats.items():
            if st.player is not None:
                seats_of.setdefault(st.player, []).append(seat)
        out = []
        for c in self.conns.values():
            player = c.player
            if c.closed or player is None or c.proto.state is not P.State.OPEN:
                continue
            held = frozenset(seats_of.get(player, ()))
            if player.watching or held:
                out.append((c, held))
        return out

    def is_hotseat(self, st: SeatState) -> bool:
        """A seat held by the host's own connected screen that has held several seats."""
        player = st.player
        return player is not None and player.conn is not None and player.hotseat

    def eligible(self) -> list[SeatState]:
        """The seats that would be dealt in now."""
        night, nobody = self.night, self.nobody
        return [st for _, st in sorted(self.seats.items())
                if st.stack > 0 and not st.leaving and (
                    not st.sitting_out or (night is not None and night.eligible_while_out(st)))
                and (nobody is None or nobody.has_key(st))]

    def names_in_use(self, except_player: Player | None = None) -> list[str]:
        names = [st.name for st in self.seats.values()
                 if st.player is None or st.player is not except_player]
        names += [p.name for p in self.players if p is not except_player]
        names += [c.pending.name for c in self.conns.values() if c.pending is not None]
        return names
