"""A night's format at the table: what :class:`net.table.TableCore` does around each
hand when it runs levels, a rotation of games, dealer's choice or a sit-and-go.

The rules live in :mod:`net.formats` (pure); this module applies them to a table: it picks the
game and stakes of each hand, tells the bots their :class:`~studdesk.bots.stage.Stage`,
announces what comes next (PROTOCOL.md, "Formats"), asks the dealer's-choice chooser, places
busted players, and ends the tournament when one player holds every chip. The core calls it
around each hand (its clock, before a hand, at a hand's start and end, and on the ``choose``
message) and reads what it decided (the game and stakes of the hand, the places) from it.

Time is the core's ``now``: level minutes count only while the table plays (paused time, and
the wait for the first hand, left out).
"""

from __future__ import annotations

import json
import logging
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from net import protocol as P
from net.formats import (
    SHORT_TITLES,
    GameChange,
    Level,
    LevelChange,
    Placing,
    TableFormat,
    Tournament,
)
from studdesk.bots.stage import Stage
from studdesk.engine.config import GameConfig, Variant


class Seat(Protocol):
    """What this module reads of :class:`net.table.SeatState` (no import: no cycle)."""

    seat: int
    name: str
    stack: int
    account: int
    leaving: bool
    bot: Any
    player: Any

    @property
    def is_bot(self) -> bool: ...


class Core(Protocol):
    """What this module uses of :class:`net.table.TableCore`."""

    options: Any
    seats: Any
    journal: Any
    rng: random.Random
    config: GameConfig
    hand: Any
    now: float
    hands_played: int
    hand_settled: bool
    paused: bool

    def eligible(self) -> Sequence[Any]: ...
    def send_message(self, conn: Any, msg: P.HostMessage) -> None: ...
    def broadcast_message(self, msg: P.HostMessage, *, everyone: bool = False) -> None: ...
    def table_changed(self) -> None: ...
    def send_ledger(self) -> None: ...
    def request_end(self) -> None: ...


class FormatRefusal(Exception):
    """A request the format refuses; the core answers it as an error ``code`` (PROTOCOL.md)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code, self.message = code, message


log = logging.getLogger("net.table")  # a part of the table core, as net/table/ logs

LEVEL_AHEAD_HANDS = 2
"""A coming level is announced this many hands ahead (and again on the hand before)."""
LEVEL_AHEAD_SECONDS = 60.0
"""... or once, when it is this close on the clock."""
GAME_AHEAD_HANDS = 3
"""A coming game is announced this many hands ahead, and on each hand after."""

@dataclass
class FormatRunner:
    """The format's state at one table. ``base`` is the table's configuration (house options,
    and the stakes when there are no levels; in a tournament its buy-in is the starting
    chips)."""

    fmt: TableFormat
    base: GameConfig
    elapsed: float = 0.0
    running: bool = False
    level_index: int = -1
    variant: Variant | None = None
    tournament: Tournament | None = None
    tournament_id: int = 0
    start_stacks: dict[str, int] = field(default_factory=dict)
    choice_seat: int | None = None
    choice_round: int = -1
    hands_base: int = 0
    """Hands this format played before a host restart (the core counts from 0 again)."""
    _announced: set[tuple[Any, ...]] = field(default_factory=set)

    def _hands(self, core: Core) -> int:
        return core.hands_played + self.hands_base

    def restore(self, core: Core) -> None:
        """After a host restart with the same journal: a sit-and-go under way carries on with
        its entrants, the places already recorded and its level and game by the hands played
        (levels by minutes start their current minute count again)."""
        journal = core.journal
        self.hands_base = len(journal.hands(journal.session_id, status="completed"))
        dc = self.fmt.dealers_choice
        kept = journal.recall(self._choice_key(core)) if dc is not None else None
        if dc is not None and kept is not None:
            try:
                state = json.loads(kept)
                current = Variant(state["current"])
                if current not in dc.choices:
                    raise ValueError(f"{current.value} is not one of this table's games")
                dc.current = current
                dc.last_chooser = int(state["last_chooser"])
                dc.picked = [Variant(v) for v in state["picked"]]
            except (ValueError, KeyError, TypeError) as exc:
                log.warning("the dealer's choice kept in the journal does not read (%s)", exc)
        row = journal.open_tournament() if self.fmt.tournament else None
        if row is None:
            return
        fmt = self.fmt
        t = Tournament(list(row["entrants"]), int(row["starting_chips"]), entry=int(row["entry"]),
                       payouts=fmt.payouts, rebuy_levels=fmt.rebuy_levels)
        groups: dict[int, list[dict[str, Any]]] = {}
        for p in row["places"]:
            groups.setdefault(int(p["place"]), []).append(p)
        placings = [Placing(place, tuple(str(p["name"]) for p in ps), int(ps[0]["prize"]))
                    for place, ps in sorted(groups.items())]
        entry = int(row["entry"])
        rebuys = int(row["pool"]) // entry - len(t.entrants) if entry else 0
        t.restore(placings, rebuys)
        self.tournament, self.tournament_id, self.running = t, int(row["id"]), True
        log.warning("resuming sit-and-go %d: %d of %d players left", self.tournament_id,
                    len(t.alive), len(t.entrants))

    # ------------------------------------------------------------------ the clock

    def clock(self, delta: float, paused: bool) -> None:
        """``delta`` seconds of the core's clock passed."""
        if self.running and not paused and not self.over and delta > 0:
            self.elapsed += delta

    @property
    def over(self) -> bool:
        return self.tournament is not None and self.tournament.is_over

    @property
    def field(self) -> int:
        return len(self.tournament.entrants) if self.tournament is not None else 0

    # ------------------------------------------------------------------ before a hand

    def can_deal(self, core: Core) -> bool:
        """A tournament deals once its field is seated (the host's ``players``, else a full
        table), and never again once it is over."""
        if not self.fmt.tournament:
            return True
        if self.tournament is not None:
            return not self.tournament.is_over
        wanted = self.fmt.players or core.options.seats
        return len(core.eligible()) >= wanted

    def eligible_while_out(self, st: Seat) -> bool:
        """In a tournament a player sitting out (or disconnected) is still dealt in: antes
        posted, folded by the timer (RULES.md C1 and C4)."""
        return (self.fmt.tournament and self.tournament is not None
                and st.name in self.tournament.alive and st.stack > 0 and not st.leaving)

    def wants_choice(self, core: Core) -> bool:
        """Dealer's choice: a new round starts with the next hand and nobody chose for it."""
        dc = self.fmt.dealers_choice
        return (dc is not None and dc.needs_choice(self._hands(core))
                and self.choice_round != self._hands(core))

    def ask_chooser(self, core: Core) -> bool:
        """Start the choice of the coming round; true when the table must wait for a person
        (the core's CHOOSE phase until ``core.now + timer``), false when it was made at once
        (a bot, or a chooser who is not connected keeps the game)."""
        dc = self.fmt.dealers_choice
        assert dc is not None
        self.choice_round = self._hands(core)
        seats = [st.seat for st in core.eligible()]
        if not seats:
            return False
        seat = dc.chooser_for(seats)
        st = core.seats[seat]
        if st.is_bot:
            self._chosen(core, seat, dc.choose_for_bot(seat, core.rng), timed_out=False)
            return False
        conn = st.player.conn if st.player is not None else None
        if conn is None or conn.closed:
            self._chosen(core, seat, None, timed_out=True)
            return False
        self.choice_seat = seat
        assert dc.current is not None
        core.send_message(conn, P.ChooseGame(
            seat=seat, options=tuple(v.value for v in dc.choices), current=dc.current.value,
            deadline_ms=int(core.options.timer * 1000), hands=dc.hands_per_round))
        return True

    @staticmethod
    def _choice_key(core: Core) -> str:
        """The journal's meta key of this session's dealer's choice so far."""
        return f"dealers_choice:{core.journal.session_id}"

    def choice_timed_out(self, core: Core) -> None:
        if self.choice_seat is not None:
            self._chosen(core, self.choice_seat, None, timed_out=True)

    def choose(self, core: Core, seats: list[int], msg: P.Choose) -> None:
        """The ``choose`` message from a connection holding ``seats``."""
        seat = self.choice_seat
        if seat is None or (msg.seat is not None and msg.seat != seat) or seat not in seats:
            raise FormatRefusal(P.ErrorCode.OUT_OF_ORDER, "It is not your choice now.")
        dc = self.fmt.dealers_choice
        assert dc is not None
        variant = Variant(msg.variant)
        if variant not in dc.choices:
            raise FormatRefusal(P.ErrorCode.BAD_FIELD,
                            f"{SHORT_TITLES[variant]} is not one of this table's games.")
        self._chosen(core, seat, variant, timed_out=False)

    def _chosen(self, core: Core, seat: int, variant: Variant | None, *,
                timed_out: bool) -> None:
        dc = self.fmt.dealers_choice
        assert dc is not None
        game = dc.choose(seat, variant)
        self.choice_seat = None
        core.journal.remember(self._choice_key(core), json.dumps(  # for a restart (N2)
            {"current": game.value, "last_chooser": dc.last_chooser,
             "picked": [v.value for v in dc.picked]}))
        core.broadcast_message(P.Announce(kind="game", variant=game.value, in_hands=0,
                                          chooser=seat, timed_out=timed_out))
        core.table_changed()

    def rebuy(self, core: Core, st: Seat, amount: int) -> None:
        """A tournament rebuy: only while the host's rebuy levels last, only for a player who
        is out of chips, and for the starting chips (another entry into the pool)."""
        t, fmt = self.tournament, self.fmt
        if t is None or not t.can_rebuy(st.name, max(self.level_index, 0)):
            raise FormatRefusal(P.ErrorCode.BAD_BUY_IN, "No rebuys in this sit-and-go now.")
        if st.stack > 0:
            raise FormatRefusal(P.ErrorCode.BAD_BUY_IN, "A rebuy is for a player out of chips.")
        if amount != fmt.starting_chips:
            raise FormatRefusal(P.ErrorCode.BAD_BUY_IN,
                            f"A rebuy is the starting chips, {fmt.starting_chips}.")
        t.rebuy(st.name, max(self.level_index, 0))
        st.stack = fmt.starting_chips
        core.journal.rebuy(st.account, st.seat, amount, st.stack)
        self._send_standings(core)
        core.table_changed()
        core.send_ledger()

    # ------------------------------------------------------------------ the hand

    def hand_starting(self, core: Core, dealt: Sequence[Seat]) -> GameConfig:
        """The configuration of the hand about to be dealt to ``dealt``; starts the tournament
        with its first hand and tells the bots their stage."""
        fmt = self.fmt
        if fmt.tournament and self.tournament is None:
            names = [st.name for st in dealt]
            self.tournament = Tournament(names, fmt.starting_chips, entry=fmt.entry,
                                         payouts=fmt.payouts, rebuy_levels=fmt.rebuy_levels)
            self.tournament_id = core.journal.tournament_started(
                self.summary(core), names, entry=fmt.entry, starting_chips=fmt.starting_chips)
            self._send_standings(core)
        self.running = True
        hands = self._hands(core)
        config = fmt.config_for(self.base, hands, self.elapsed)
        index = fmt.level_index(hands, self.elapsed)
        if fmt.structure is not None and index != self.level_index:
            self._announce_level(core, LevelChange(index, Level.of(config), 0, None))
        if fmt.rotation is not None and config.variant is not self.variant:
            core.broadcast_message(P.Announce(kind="game", variant=config.variant.value,
                                              in_hands=0))
        self.level_index, self.variant = index, config.variant
        stage = self.stage()
        for st in dealt:
            if st.bot is not None and hasattr(st.bot, "stage"):
                st.bot.stage = stage
        self.start_stacks = {st.name: st.stack for st in dealt}
        return config

    def stage(self) -> Stage:
        t = self.tournament
        if t is None:
            return Stage.cash()
        assert t.payouts is not None
        return Stage(players_left=len(t.alive), paid_places=min(len(t.payouts), len(t.entrants)))

    def hand_fields(self) -> dict[str, Any]:
        """The PHH's underscore fields for the hand in play."""
        out: dict[str, Any] = {"_format": self.fmt.kind, "_game_mode": self.fmt.mode,
                               "_level": self.level_index + 1}
        if self.tournament is not None:
            out["_tournament"] = self.tournament_id
            out["_players_left"] = len(self.tournament.alive)
        return out

    def hand_finished(self, core: Core, hand: Any) -> None:
        """After the hand: places for the busted, standings, the end of the tournament, and
        what comes next."""
        t = self.tournament
        if t is not None and not t.is_over:
            by_name = {st.name: st for st in core.seats.values()}
            end = {n: (by_name[n].stack if n in by_name else 0) for n in t.alive}
            start = {n: self.start_stacks.get(n, end[n]) for n in t.alive}
            placings = t.record_hand(start, end)
            for p in placings:
                if t.is_over and p.place == 1:
                    continue
                for name in p.names:
                    st = by_name.get(name)
                    core.broadcast_message(P.Eliminated(
                        name=name, place=p.place, prize=p.prize, hand=hand.number,
                        seat=None if st is None else st.seat), everyone=True)
            if placings:
                self._send_standings(core)
            if t.is_over:
                core.request_end()
                return
        self._announce_ahead(core)

    # ------------------------------------------------------------------ what is sent

    def standings(self) -> P.Standings:
        """The tournament's ``standings`` message now (best first)."""
        t = self.tournament
        assert t is not None
        places = tuple(P.Place(place=p.place, name=n, prize=p.prize)
                       for p in t.standings() for n in p.names)
        return P.Standings(places=places, pool=t.pool,
                           alive=() if t.is_over else tuple(t.alive), final=t.is_over,
                           entrants=len(t.entrants))

    def _send_standings(self, core: Core) -> None:
        msg = self.standings()
        core.journal.tournament_standings(self.tournament_id,
                                          [p.to_wire() for p in msg.places], pool=msg.pool,
                                          final=msg.final)
        core.broadcast_message(msg, everyone=True)

    def send_state(self, core: Core, conn: Any) -> None:
        """To a connection that just joined: the standings so far, and a pending choice."""
        if self.tournament is not None:
            core.send_message(conn, self.standings())

    def _announce_level(self, core: Core, change: LevelChange) -> None:
        lv = change.level
        core.broadcast_message(P.Announce(
            kind="level", level=change.index, ante=lv.ante, bring_in=lv.bring_in,
            small_bet=lv.small_bet, big_bet=lv.big_bet, in_hands=change.in_hands,
            in_ms=None if change.in_seconds is None
            else int(max(0.0, change.in_seconds) * 1000)))

    def _announce_ahead(self, core: Core) -> None:
        fmt, hands = self.fmt, self._hands(core)
        change = fmt.next_level(hands, self.elapsed)
        if change is not None:
            soon = (change.in_hands is not None and change.in_hands <= LEVEL_AHEAD_HANDS) or (
                change.in_seconds is not None and change.in_seconds <= LEVEL_AHEAD_SECONDS)
            key = ("level", change.index, change.in_hands)
            if soon and key not in self._announced:
                self._announced.add(key)
                self._announce_level(core, change)
        game = fmt.next_game(hands)
        if game is not None and game.in_hands <= GAME_AHEAD_HANDS:
            core.broadcast_message(P.Announce(kind="game", variant=game.variant.value,
                                              in_hands=game.in_hands))

    def summary(self, core: Core) -> dict[str, Any]:
        """The format's fields of the table summary and the mDNS record."""
        out = self.fmt.summary(self.base.variant, self._hands(core), self.elapsed)
        if self.level_index >= 0:
            out["level"] = self.level_index
        return out

    def _coming_level(self, after: int) -> LevelChange | None:
        """The level that comes after the one played now, ``after`` hands counting the hand in
        play: the next hand's level with ``in_hands`` (or ``in_seconds``) 0 when that one
        already differs from the level in play, else the next change of the structure."""
        structure = self.fmt.structure
        if structure is None:
            return None
        coming = structure.level_index(after, self.elapsed)
        if 0 <= self.level_index < coming:
            by_hands = structure.every_hands is not None
            return LevelChange(coming, structure.levels[coming], 0 if by_hands else None,
                               None if by_hands else 0.0)
        return structure.next_change(after, self.elapsed)

    def _coming_game(self, after: int) -> GameChange | None:
        """The game that comes after the one played now, as :meth:`_coming_level` says it of
        the level: the next hand's game in 0 hands when that one already differs."""
        rotation = self.fmt.rotation
        if rotation is None:
            return None
        coming = rotation.variant_for(after)
        if self.variant is not None and coming is not self.variant:
            return GameChange(coming, 0)
        return rotation.next_change(after)

    def table_entry(self, core: Core) -> P.FormatEntry:
        """The ``format`` of the ``table`` message: the game and level now and what comes
        next (PROTOCOL.md, Formats)."""
        fmt, hands = self.fmt, self._hands(core)
        config = core.config
        # The hand in play counts as played for what comes after it (once: a hand settled but
        # not yet closed is in hands_played already).
        playing = core.hand is not None and not core.hand_settled
        after = hands + (1 if playing else 0)
        change = self._coming_level(after)
        next_level = None
        if change is not None:
            in_ms = None if change.in_seconds is None \
                else int(max(0.0, change.in_seconds) * 1000)
            next_level = P.NextLevel(
                level=change.index, small_bet=change.level.small_bet,
                big_bet=change.level.big_bet, ante=change.level.ante,
                bring_in=change.level.bring_in, in_hands=change.in_hands, in_ms=in_ms,
                running=None if in_ms is None else not core.paused)  # the levels' clock runs
        game = self._coming_game(after)
        t = self.tournament
        return P.FormatEntry(
            kind=fmt.kind, games=tuple(v.value for v in fmt.games(self.base.variant)),
            mode=fmt.mode, game=config.variant.value,
            level=max(self.level_index, 0),
            levels=0 if fmt.structure is None else len(fmt.structure.levels),
            stakes=P.Stakes(ante=config.ante, bring_in=config.bring_in,
                            small_bet=config.small_bet, big_bet=config.big_bet),
            next_level=next_level,
            next_game=None if game is None else P.NextGame(variant=game.variant.value,
                                                           in_hands=game.in_hands),
            chooser=self.choice_seat,
            players_left=None if t is None else len(t.alive),
            entrants=None if t is None else len(t.entrants),
            paid=None if t is None or t.payouts is None else min(len(t.payouts), len(t.entrants)),
            pool=None if t is None else t.pool)
