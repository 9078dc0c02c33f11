"""A night's format run by the table core on the fake clock: levels by hands and by minutes (paused
time left out), a sit-and-go's eliminations (two in one hand), standings and payouts adding up to
the pool, the rotation, dealer's choice with its timer, and what clients receive (announcements, the
table's ``format`` map, standings)."""

from __future__ import annotations

from typing import Any

import pytest

from net import protocol as P
from net.formats import (
    DealersChoice,
    Level,
    Rotation,
    Structure,
    TableFormat,
    default_levels,
    parse_levels,
)
from net.table import Phase
from studdesk.engine.config import Variant
from studdesk.engine.hand import Hand
from studdesk.engine.phh import loads, replay
from tests.net.tablekit import Auto, Kit, kit_options

TRIPLE = (Variant.STUD, Variant.RAZZ, Variant.STUD8)


def _kit(fmt: TableFormat, **options: Any) -> tuple[Kit, list[Hand]]:
    kit = Kit(kit_options(format=fmt, **options))
    hands: list[Hand] = []
    kit.core.hand_listeners.append(hands.append)
    return kit, hands


def _sng(players: int = 4, **kw: Any) -> TableFormat:
    values: dict[str, Any] = {
        "structure": Structure(default_levels(), every_hands=4),
        "rotation": Rotation(TRIPLE, hands_per_game=3), "tournament": True,
        "starting_chips": 3000, "players": players, "entry": 1000}
    values.update(kw)
    return TableFormat(**values)


def test_levels_by_hands_and_the_rotation_in_every_hand_and_its_phh() -> None:
    kit, hands = _kit(TableFormat(structure=Structure(parse_levels("1/2,2/4,3/6"), every_hands=4),
                                  rotation=Rotation(TRIPLE, hands_per_game=3)),
                  hand_pause=0.5)  # bots alone: a pause lets the fake clock run between hands
    watcher = kit.join("Watcher", sit=False, watch=True)
    kit.call(lambda c: c.add_bots(3, "normal"))
    kit.play_until(lambda: len(hands) >= 14)
    levels = (100, 200, 300)
    for i, hand in enumerate(hands[:14]):
        assert hand.config.variant is TRIPLE[(i // 3) % 3], i
        assert hand.config.small_bet == levels[min(i // 4, 2)], i
        history = loads(kit.journal.hands(status="completed")[i].phh or "")
        assert history.config == hand.config.with_options(buy_in=history.config.buy_in)
        assert history.fields["_level"] == min(i // 4, 2) + 1
        assert replay(history).finishing_stacks == history.finishing_stacks
    said = [(m.kind, m.level, m.small_bet, m.big_bet, m.ante, m.variant, m.in_hands)
            for m in watcher.of(P.Announce)]
    assert ("level", 1, 200, 400, 40, None, 2) in said  # "Level 2 in 2 hands: 2/4, ante 0.40"
    assert ("game", None, None, None, None, "razz", 2) in said  # "Stud, then Razz in 2 hands"
    assert all(m.text is None for m in watcher.of(P.Announce))  # no English: words are the client's
    assert not [m for m in watcher.of(P.ChatLine)]  # words are the client's, in its language
    kinds = {(a.kind, a.in_hands) for a in watcher.of(P.Announce)}
    assert ("level", 2) in kinds and ("level", 0) in kinds and ("game", 1) in kinds
    # The table message says what is played now and what comes next.
    entry = watcher.last(P.TableState).format
    assert entry is not None
    fmt = entry.to_wire()
    assert fmt["format"] == "cash" and fmt["mode"] == "rotation"
    assert fmt["games"] == ["stud", "razz", "stud8"]
    assert {"game", "level", "stakes"} <= set(fmt)


def test_levels_by_minutes_count_the_tables_clock_without_the_pause() -> None:
    fmt = TableFormat(structure=Structure(parse_levels("1/2,2/4,3/6"), every_seconds=60.0))
    kit, hands = _kit(fmt, hand_pause=10.0)
    host = kit.host(sit=False)
    kit.call(lambda c: c.add_bots(2, "normal"))
    kit.play_until(lambda: len(hands) >= 1)
    host.send(P.Pause(on=True))
    paused_at = kit.core.night.elapsed if kit.core.night else -1.0
    kit.advance(600.0)  # ten minutes of pause are not play
    assert kit.core.night is not None and kit.core.night.elapsed == paused_at
    host.send(P.Pause(on=False))
    kit.play_until(lambda: kit.core.night is not None and kit.core.night.elapsed >= 125.0)
    dealt = len(hands)
    kit.play_until(lambda: len(hands) > dealt)
    assert hands[0].config.small_bet == 100
    assert hands[-1].config.small_bet == 300  # over two minutes of play: level 3
    # Hands came every 10 s of the table's clock: each has the level of its minute.
    assert [h.config.small_bet for h in hands[:5]] == [100] * 5
    assert kit.core.summary().extra["level"] == 2


@pytest.mark.slow
def test_a_tournament_of_bots_plays_to_one_winner_and_the_prizes_add_up_to_the_pool() -> None:
    kit, hands = _kit(_sng(players=4))
    watcher = kit.join("Watcher", sit=False, watch=True)
    kit.call(lambda c: c.add_bots(4, "hard"))
    kit.play_until(lambda: kit.ended, limit=100_000)
    final = watcher.last(P.Standings)
    assert final.final and final.pool == 4000
    assert [p.place for p in final.places] == [1, 2, 3, 4]
    assert sum(p.prize for p in final.places) == final.pool
    assert [p.prize for p in final.places] == [2600, 1400, 0, 0]  # 65/35 for four
    winner = final.places[0].name
    stacks = {st.name: st.stack for st in kit.core.seats.values()}
    assert stacks[winner] == 4 * 3000 and sum(stacks.values()) == 12000
    assert len(watcher.of(P.Eliminated)) == 3
    assert kit.journal.tournaments()[0]["places"] == [p.to_wire() for p in final.places]
    ledger = {e["name"]: e for e in kit.journal.ledger_entries()}
    assert ledger[winner]["prize"] == 2600 and ledger[winner]["place"] == 1
    # Every hand in the journal replays alone under the stakes it was played with.
    for h in kit.journal.hands(status="completed"):
        history = loads(h.phh or "")
        assert history.fields["_tournament"] == 1
        assert replay(history).finishing_stacks == history.finishing_stacks
    assert kit.core.phase is Phase.ENDED


def test_two_out_in_one_hand_the_bigger_starting_stack_places_higher() -> None:
    found = False
    for seed in range(1, 60):
        kit = Kit(kit_options(format=_sng(players=3, rotation=None)), seed=seed)
        watcher = kit.join("Watcher", sit=False, watch=True)

        def seat_three(core: Any) -> None:
            core.add_bots(3, "normal")
            core.seats[1].stack, core.seats[2].stack = 20, 15  # all in with the ante
        kit.call(seat_three)
        kit.play_until(lambda k=kit: k.core.hands_played >= 1)  # type: ignore[misc]
        out = watcher.of(P.Eliminated)
        if len(out) == 2:
            found = True
            assert kit.ended
            by_name = {m.name: m.place for m in out}
            names = {st.seat: st.name for st in kit.core.seats.values()}
            assert by_name == {names[1]: 2, names[2]: 3}
            final = watcher.last(P.Standings)
            assert [p.name for p in final.places] == [names[3], names[1], names[2]]
            assert sum(p.prize for p in final.places) == final.pool == 3000
            break
    assert found, "no seed knocked both short stacks out in one hand"


def test_a_sitting_out_player_is_dealt_in_posts_antes_and_is_folded() -> None:
    kit, hands = _kit(_sng(players=3, rotation=None), timer=5.0)
    ann = kit.join("Ann")
    kit.call(lambda c: c.add_bots(2, "normal"))
    ann.send(P.SitOut())
    ann.send(P.Stand())
    assert "bad_field" in ann.errors()  # chips stay in play until out
    seat = ann.you[0]
    kit.play_until(lambda: len(hands) >= 4 or kit.ended)
    assert len(hands) >= 2
    lost = 0
    for hand in hands:
        assert seat in {p.seat for p in hand.players}  # dealt in
        assert hand.result is not None
        me = next(p for p in hand.players if p.seat == seat)
        lost += me.starting_stack > hand.result.stacks[seat]
    assert lost >= 1  # antes posted (and folded)
    assert ann.of(P.AnteQuestion) == []  # no ante question in a tournament
    # Sitting out: from the next hand on, the host acts for her at once, as on a timeout.
    assert [t for t in ann.of(P.Turn) if t.seat == seat and t.hand > 1] == []


def test_a_tournament_refuses_late_seats_and_rebuys_when_none_are_allowed() -> None:
    kit, hands = _kit(_sng(players=3, rotation=None), hand_pause=30.0)
    ann = kit.join("Ann", address="10.0.0.1")
    kit.call(lambda c: c.add_bots(2, "normal"))
    ann.send(P.SitOut())  # the host acts for her at once, as on a timeout
    kit.play_until(lambda: len(hands) >= 1, step=0.1)
    assert kit.core.hand is None and not kit.ended  # between hands
    late = kit.join("Late", address="10.0.0.2")
    assert "table_full" in late.errors()
    ann.send(P.Rebuy(amount=3000))
    assert ann.errors() == ["bad_buy_in"] and "No rebuys" in ann.last(P.Error).message
    late.send(P.Watch())
    assert late.of(P.Standings)  # the standings so far, to a spectator who joins late


def test_dealers_choice_a_person_times_out_bots_choose_then_the_person_picks() -> None:
    fmt = TableFormat(dealers_choice=DealersChoice((Variant.STUD, Variant.RAZZ),
                                                   hands_per_round=2))
    kit, hands = _kit(fmt, timer=10.0, hand_pause=0.5)
    ann = kit.join("Ann")
    assert ann.you == (1,)
    kit.call(lambda c: c.add_bots(2, "normal"))
    question = ann.last(P.ChooseGame)  # seat 1 chooses first: left of the button
    assert question.options == ("stud", "razz") and question.current == "stud"
    assert question.deadline_ms == 10_000 and question.hands == 2
    assert kit.core.phase is Phase.CHOOSE and kit.core.next_wake() == kit.now + 10.0
    kit.advance(9.9)
    assert kit.core.hand is None  # still waiting for Ann
    kit.advance(0.2)
    timed_out = [a for a in ann.of(P.Announce) if a.timed_out]
    assert timed_out and timed_out[0].variant == "stud"
    auto = Auto(kit, [ann], seed=1)
    auto.run(6)  # rounds 2 and 3: the bots in seats 2 and 3 choose
    assert [h.config.variant for h in hands[:2]] == [Variant.STUD, Variant.STUD]
    chosen = [a.chooser for a in ann.of(P.Announce) if a.kind == "game"]
    assert chosen[:3] == [1, 2, 3]
    kit.play_until(lambda: len(ann.of(P.ChooseGame)) == 2)  # round 4: Ann again
    ann.send(P.Choose(variant="razz"))
    assert not ann.errors()
    kit.play_until(lambda: len(hands) >= 8)
    assert [h.config.variant for h in hands[6:8]] == [Variant.RAZZ, Variant.RAZZ]
    ann.send(P.Choose(variant="stud"))  # not her choice now
    assert "out_of_order" in ann.errors()


@pytest.mark.parametrize("spec", ["stud,poker", ""])
def test_a_bad_rotation_is_refused_with_a_clear_error(spec: str) -> None:
    from net.formats import FormatError, parse_variants

    with pytest.raises(FormatError, match="unknown game"):
        parse_variants(spec)


def test_a_level_above_the_starting_chips_keeps_the_configuration_valid() -> None:
    fmt = _sng(players=2, rotation=None,
               structure=Structure((Level.from_small_bet(100), Level.from_small_bet(50000)),
                                   every_hands=1))
    kit, hands = _kit(fmt)
    kit.call(lambda c: c.add_bots(2, "normal"))
    kit.play_until(lambda: kit.ended, limit=10_000)
    assert hands[-1].config.small_bet == 50000  # ante 10000, more than anyone's 3000


def test_a_host_restarted_during_a_sit_and_go_carries_it_on(tmp_path: Any) -> None:
    from net.journal import Journal

    path = tmp_path / "journal.sqlite3"
    fmt = _sng(players=4)
    kit = Kit(kit_options(format=fmt, hand_pause=5.0), journal=Journal(path), seed=5)
    watcher = kit.join("Watcher", sit=False, watch=True)
    kit.call(lambda c: c.add_bots(4, "hard"))
    kit.play_until(lambda: len(watcher.of(P.Eliminated)) >= 1, limit=100_000)
    before = kit.core.hands_played
    first_out = watcher.of(P.Eliminated)[0]
    kit.feed(kit.core.stop(kit.now))  # the host goes away (not the end of the session)
    kit.journal.close()

    assert not kit.ended  # one hand per step: stopped between hands, mid-tournament
    again = Kit(kit_options(format=_sng(players=4), hand_pause=5.0), journal=Journal(path),
                seed=6)
    hands: list[Hand] = []
    again.core.hand_listeners.append(hands.append)
    late = again.join("Watcher", sit=False, watch=True)
    assert late.of(P.Standings)[-1].places[-1].name == first_out.name  # carried over
    again.play_until(lambda: again.ended, limit=100_000)
    assert fmt.structure is not None and fmt.rotation is not None
    # The first hand after the restart (dealt as the core restored) goes on where it was.
    after = loads(again.journal.hands(status="completed")[before].phh or "")
    assert after.number == before + 1
    assert after.config.small_bet == fmt.structure.level(before).small_bet
    assert after.config.variant is fmt.rotation.variant_for(before)
    assert after.fields["_tournament"] == 1 and hands
    final = late.last(P.Standings)
    assert final.final and [p.place for p in final.places] == [1, 2, 3, 4]
    assert {p.name: p.place for p in final.places}[first_out.name] == first_out.place
    assert sum(p.prize for p in final.places) == final.pool == 4000
    assert len(again.journal.tournaments()) == 1


def test_the_format_maps_next_level_and_game_count_the_hand_in_play_once() -> None:
    # Between a hand's start and the next one's, every table frame says the same about what
    # comes: a hand settled but not yet closed (in hands_played already) is not counted again as
    # the hand in play (the web page showed "level 2 in 3 hands" for a moment), and on a level's
    # or a game's last hand the next hand's one comes "from the next hand" (0), not the one after.
    kit, hands = _kit(TableFormat(structure=Structure(parse_levels("1/2,2/4,3/6"), every_hands=3),
                                  rotation=Rotation(TRIPLE, hands_per_game=2)),
                      hand_pause=0.5)
    watcher = kit.join("Watcher", sit=False, watch=True)
    kit.call(lambda c: c.add_bots(3, "normal"))
    kit.play_until(lambda: len(hands) >= 7)
    levels: dict[int, set[tuple[int, int]]] = {}
    games: dict[int, set[tuple[str, int]]] = {}
    last = 0
    for table in watcher.of(P.TableState):
        last = table.hand if table.hand is not None else last
        assert table.format is not None
        fmt = table.format.to_wire()
        if last and "next_level" in fmt:
            levels.setdefault(last, set()).add((fmt["next_level"]["level"],
                                                fmt["next_level"]["in_hands"]))
        if last:
            games.setdefault(last, set()).add((fmt["next_game"]["variant"],
                                               fmt["next_game"]["in_hands"]))
    assert len(levels) >= 6 and len(games) >= 7
    for number, seen in levels.items():
        level = (number - 1) // 3 + 1  # hands 1-3 are level 0, 4-6 level 1, 7 on level 2
        assert seen == {(level, 3 * level - number)}, (number, seen)  # 0: from the next hand
    for number, said in games.items():
        game = (number - 1) // 2 + 1  # hands 1-2 stud, 3-4 razz, 5-6 stud8, 7-8 stud
        assert said == {(TRIPLE[game % 3].value, 2 * game - number)}, (number, said)
