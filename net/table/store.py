"""The table's memory as the core sees it: :class:`TableStore`, the whole interface the core
and the night's format (:mod:`net.table_formats`) call (players, seats and buy-ins, each hand's
start and end (and at a table nobody deals its deal record), the ledger, a few remembered facts, a sit-and-go's entrants and standings). :class:`net.journal.Journal` is the one the host uses (SQLite, crash-safe); tests use
``Journal(":memory:")``. The core never opens a file or a database itself."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Protocol

import msgpack

from net.journal import Journal, JournalledHand, PlayerRecord, Restored, SeatRecord

if TYPE_CHECKING:  # the crypto (rbcl) loads only where a table nobody deals is played
    from net.trustless import HandTranscript


class TableStore(Protocol):
    """What :class:`net.table.TableCore` and its night's format ask of their journal."""

    session_id: int | None

    def resume(self, table_name: str, config: Mapping[str, Any]) -> Restored: ...
    def end_session(self) -> None: ...
    def players(self) -> list[PlayerRecord]: ...
    def add_player(self, client_id: int, name: str, token_digest: str | None, *,
                   is_bot: bool = False, bot_level: str | None = None) -> int: ...
    def set_player_kicked(self, player_id: int) -> None: ...
    def set_player_token(self, player_id: int, token_digest: str) -> None: ...
    def take_seat(self, player_id: int, seat: int, buy_in: int) -> None: ...
    def rebuy(self, player_id: int, seat: int, amount: int, new_stack: int) -> None: ...
    def leave_seat(self, player_id: int, seat: int, stack: int, reason: str = "stand"
                   ) -> None: ...
    def set_seat_settings(self, seat: int, *, sitting_out: bool, auto_ante: bool,
                          auto_muck: bool) -> None: ...
    def hand_started(self, number: int, stacks: Mapping[int, int], *, digest: str, salt: str,
                     deck: str) -> None: ...
    def hand_completed(self, number: int, phh: str, stacks: Mapping[int, int],
                       players: Mapping[int, int]) -> None: ...
    def hand_updated(self, number: int, phh: str) -> None: ...
    def hand_voided(self, number: int) -> None: ...
    # a table nobody deals: the hand's deal record (net.table.deal_record), at its end
    def hand_transcript(self, number: int, transcript: HandTranscript) -> None: ...
    def ledger_entries(self) -> list[dict[str, Any]]: ...
    def write_ledger(self, *, final: bool) -> list[dict[str, Any]]: ...
    def remember(self, key: str, value: str) -> None: ...
    def recall(self, key: str) -> str | None: ...
    def hands(self, session_id: int | None = None, *,
              status: str | None = None) -> Sequence[JournalledHand]: ...
    # a sit-and-go (net.table_formats)
    def tournament_started(self, fmt: Mapping[str, Any], entrants: list[str], *, entry: int,
                           starting_chips: int) -> int: ...
    def tournament_standings(self, tournament_id: int, places: list[dict[str, Any]], *,
                             pool: int, final: bool) -> None: ...
    def open_tournament(self) -> dict[str, Any] | None: ...


class MemoryStore:
    """A :class:`TableStore` that keeps everything in this object (no file, no database): a
    table whose night need not survive the process, and the proof that the core and its
    formats ask a store only what :class:`TableStore` declares. It keeps one session at a
    time, with the chips' bookkeeping :class:`net.journal.Journal` keeps (bought, cashed out,
    the stacks at the table, the standings and prizes of a sit-and-go)."""

    def __init__(self) -> None:
        self.session_id: int | None = None
        self.ended = False
        self.config: dict[str, Any] = {}
        self.ledgers: list[tuple[bool, list[dict[str, Any]]]] = []  # (final, entries) written
        self._players: list[PlayerRecord] = []
        self._seats: dict[int, SeatRecord] = {}
        self._hands: dict[int, JournalledHand] = {}
        self._transcripts: dict[tuple[int, int], bytes] = {}  # (session, hand) -> deal record
        self._meta: dict[str, str] = {}
        self._tournaments: list[dict[str, Any]] = []
        self._next_player = 1

    # ------------------------------------------------------------------ the session

    def resume(self, table_name: str, config: Mapping[str, Any]) -> Restored:
        """Carry on the session not ended (voiding a hand left started), or start one."""
        if self.session_id is None or self.ended:
            self.session_id = (self.session_id or 0) + 1
            self.ended = False
            self.config = {**config, "_table": table_name}
            self._players, self._seats, self._hands = [], {}, {}
            return Restored(self.session_id, False, dict(config), [], [], 1)
        voided = [n for n, h in self._hands.items() if h.status == "started"]
        for number in voided:
            self._hands[number] = replace(self._hands[number], status="voided")
        config = {k: v for k, v in self.config.items() if k != "_table"}
        return Restored(self.session_id, True, config, self.players(), self.seats(),
                        max(self._hands, default=0) + 1, voided)

    def end_session(self) -> None:
        self.ended = True

    def remember(self, key: str, value: str) -> None:
        self._meta[key] = value

    def recall(self, key: str) -> str | None:
        return self._meta.get(key)

    # ------------------------------------------------------------------ players and seats

    def players(self) -> list[PlayerRecord]:
        return [replace(p) for p in self._players]

    def seats(self) -> list[SeatRecord]:
        return [replace(s) for _, s in sorted(self._seats.items())]

    def _player(self, player_id: int) -> PlayerRecord:
        found = next((p for p in self._players if p.player_id == player_id), None)
        if found is None:
            raise KeyError(f"no player {player_id} in this session")
        return found

    def add_player(self, client_id: int, name: str, token_digest: str | None, *,
                   is_bot: bool = False, bot_level: str | None = None) -> int:
        player_id, self._next_player = self._next_player, self._next_player + 1
        self._players.append(PlayerRecord(player_id, client_id, name, token_digest, is_bot,
                                          bot_level, 0, 0, False))
        return player_id

    def set_player_kicked(self, player_id: int) -> None:
        p = self._player(player_id)
        p.kicked, p.token_hash = True, None

    def set_player_token(self, player_id: int, token_digest: str) -> None:
        self._player(player_id).token_hash = token_digest

    def take_seat(self, player_id: int, seat: int, buy_in: int) -> None:
        if seat in self._seats:
            raise ValueError(f"seat {seat} is taken")
        self._seats[seat] = SeatRecord(seat, player_id, buy_in, False, True, True)
        self._player(player_id).bought += buy_in

    def rebuy(self, player_id: int, seat: int, amount: int, new_stack: int) -> None:
        self._seats[seat].stack = new_stack
        self._player(player_id).bought += amount

    def leave_seat(self, player_id: int, seat: int, stack: int, reason: str = "stand") -> None:
        del self._seats[seat]
        self._player(player_id).cashed_out += stack

    def set_seat_settings(self, seat: int, *, sitting_out: bool, auto_ante: bool,
                          auto_muck: bool) -> None:
        s = self._seats.get(seat)
        if s is not None:
            s.sitting_out, s.auto_ante, s.auto_muck = sitting_out, auto_ante, auto_muck

    # ------------------------------------------------------------------ hands

    def hand_started(self, number: int, stacks: Mapping[int, int], *, digest: str, salt: str,
                     deck: str) -> None:
        assert self.session_id is not None, "resume() first"
        self._hands[number] = JournalledHand(self.session_id, number, "started", None,
                                             dict(stacks), None, digest, salt, deck)

    def hand_completed(self, number: int, phh: str, stacks: Mapping[int, int],
                       players: Mapping[int, int]) -> None:
        self._hands[number] = replace(self._hands[number], status="completed", phh=phh,
                                      stacks_after=dict(stacks))
        for seat, stack in stacks.items():
            if seat in self._seats:
                self._seats[seat].stack = stack

    def hand_updated(self, number: int, phh: str) -> None:
        h = self._hands.get(number)
        if h is not None and h.status == "completed":
            self._hands[number] = replace(h, phh=phh)

    def hand_voided(self, number: int) -> None:
        self._hands[number] = replace(self._hands[number], status="voided")

    def hand_transcript(self, number: int, transcript: HandTranscript) -> None:
        assert self.session_id is not None, "resume() first"
        self._transcripts[self.session_id, number] = msgpack.packb(transcript.to_wire(),
                                                                   use_bin_type=True)

    def hand_transcripts(self, session_id: int | None = None) -> dict[tuple[int, int], bytes]:
        """(session, hand) -> the deal record's msgpack bytes, as the journal gives them."""
        return {key: record for key, record in self._transcripts.items()
                if session_id is None or key[0] == session_id}

    def hands(self, session_id: int | None = None, *,
              status: str | None = None) -> list[JournalledHand]:
        return [h for _, h in sorted(self._hands.items())
                if (session_id is None or h.session_id == session_id)
                and (status is None or h.status == status)]

    # ------------------------------------------------------------------ money

    def chip_totals(self) -> tuple[int, int, int]:
        """(bought, at the table, cashed out): the first is the other two together."""
        return (sum(p.bought for p in self._players), sum(s.stack for s in self._seats.values()),
                sum(p.cashed_out for p in self._players))

    def ledger_entries(self) -> list[dict[str, Any]]:
        seats = {s.player_id: s for s in self._seats.values()}
        mine = [t for t in self._tournaments if t["session"] == self.session_id]
        placed = {p["name"]: p for t in mine[-1:] for p in t["places"]}
        out = []
        for p in self._players:
            seat = seats.get(p.player_id)
            stack = p.cashed_out + (seat.stack if seat else 0)
            entry: dict[str, Any] = {"name": p.name, "bought": p.bought, "stack": stack,
                                     "net": stack - p.bought, "bot": p.is_bot}
            if seat is not None:
                entry["seat"] = seat.seat
            if p.name in placed:
                entry["place"], entry["prize"] = placed[p.name]["place"], placed[p.name]["prize"]
            out.append(entry)
        return out

    def write_ledger(self, *, final: bool) -> list[dict[str, Any]]:
        entries = self.ledger_entries()
        self.ledgers.append((final, entries))
        return entries

    # ------------------------------------------------------------------ a sit-and-go

    def tournament_started(self, fmt: Mapping[str, Any], entrants: list[str], *, entry: int,
                           starting_chips: int) -> int:
        tournament_id = len(self._tournaments) + 1
        self._tournaments.append({
            "id": tournament_id, "session": self.session_id, "format": dict(fmt),
            "entrants": list(entrants), "entry": entry, "starting_chips": starting_chips,
            "pool": entry * len(entrants), "places": [], "finished": False})
        return tournament_id

    def tournament_standings(self, tournament_id: int, places: list[dict[str, Any]], *,
                             pool: int, final: bool) -> None:
        t = self._tournaments[tournament_id - 1]
        t["places"], t["pool"], t["finished"] = list(places), pool, final

    def open_tournament(self) -> dict[str, Any] | None:
        found = None
        for t in self._tournaments:
            if t["session"] == self.session_id and not t["finished"]:
                found = t
        return found

    def tournaments(self) -> list[dict[str, Any]]:
        """Every sit-and-go this store kept, oldest first."""
        return list(self._tournaments)


def _checked(journal: Journal) -> list[TableStore]:
    """mypy's proof that both stores are :class:`TableStore`s (never called)."""
    return [journal, MemoryStore()]
