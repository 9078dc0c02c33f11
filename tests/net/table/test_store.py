"""The store behind the table (net.table.store): :class:`TableStore` declares everything the core
and the night's formats call, so a store that is not the SQLite journal, the in-memory
:class:`MemoryStore`, carries a whole sit-and-go: entrants, eliminations, standings and prizes,
a host restart in the middle (the open tournament and its hands read back), and the chips
conserved to the end."""

from __future__ import annotations

import inspect
import os
import re
import stat
from pathlib import Path

import net.table_formats
from net import protocol as P
from net.formats import Structure, TableFormat, default_levels
from net.journal import Journal
from net.table import MemoryStore, Phase, TableStore
from tests.net.tablekit import Kit, kit_options, seated


def _sng() -> TableFormat:
    return TableFormat(structure=Structure(default_levels(), every_hands=2), tournament=True,
                       starting_chips=1000, players=3, entry=500)


def test_the_store_declares_every_call_of_the_formats_and_both_stores_have_them_all() -> None:
    declared = {name for name, _ in inspect.getmembers(TableStore, inspect.isfunction)}
    called = set(re.findall(r"journal\.(\w+)\(", inspect.getsource(net.table_formats)))
    assert {"open_tournament", "hands", "tournament_started", "tournament_standings"} <= called
    assert called <= declared, f"undeclared: {called - declared}"
    for store in (Journal, MemoryStore):
        assert declared <= {name for name, _ in inspect.getmembers(store)}


def test_a_sit_and_go_plays_to_its_winner_on_a_store_in_memory_across_a_restart() -> None:
    store = MemoryStore()
    kit = Kit(kit_options(format=_sng(), hand_pause=1.0), journal=store, seed=3)
    watcher = kit.join("Watcher", sit=False, watch=True)
    kit.call(lambda c: c.add_bots(3, "easy"))
    kit.play_until(lambda: len(watcher.of(P.Eliminated)) >= 1 or kit.ended, limit=100_000)
    assert not kit.ended, "the first player out ends nothing: two are left"
    first_out = watcher.of(P.Eliminated)[0]
    played = kit.core.hands_played
    kit.feed(kit.core.stop(kit.now))  # the host goes away mid-tournament
    assert store.open_tournament() is not None

    again = Kit(kit_options(format=_sng(), hand_pause=1.0), journal=store, seed=4)
    assert again.core.resumed and again.core.night is not None
    assert again.core.night.hands_base == played  # the hands read back from the store
    late = again.join("Watcher", sit=False, watch=True)
    assert late.of(P.Standings)[-1].places[-1].name == first_out.name  # carried over
    again.play_until(lambda: again.ended, limit=100_000)

    final = late.last(P.Standings)
    assert final.final and [p.place for p in final.places] == [1, 2, 3]
    assert sum(p.prize for p in final.places) == final.pool == 1500
    assert {p.name: p.place for p in final.places}[first_out.name] == 3
    assert again.core.phase is Phase.ENDED and store.ended and store.open_tournament() is None
    (tournament,) = store.tournaments()
    assert tournament["finished"] and tournament["places"] == [p.to_wire() for p in final.places]
    winner = final.places[0].name
    ledger = {e["name"]: e for e in store.ledgers[-1][1]}
    assert store.ledgers[-1][0] and ledger[winner]["place"] == 1
    assert ledger[winner]["prize"] == final.places[0].prize
    stacks = {st.name: st.stack for st in again.core.seats.values()}
    assert stacks[winner] == 3 * 1000 and sum(stacks.values()) == 3000
    bought, at_table, cashed = store.chip_totals()
    assert bought == at_table + cashed == 3000  # no chip made or lost across the restart
    completed = store.hands(store.session_id, status="completed")
    assert [h.number for h in completed] == list(range(1, len(completed) + 1))
    assert all(h.phh for h in completed)


def test_journal_files_are_private(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    journal = Journal.open(folder)
    kit = Kit(journal=journal)
    seated(kit, "Ann", "Bo")
    assert stat.S_IMODE(os.stat(folder).st_mode) == 0o700
    for f in folder.iterdir():
        assert stat.S_IMODE(os.stat(f).st_mode) == 0o600, f
    journal.close()
