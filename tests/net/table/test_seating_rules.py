"""Seats (net/table/seating.py) on the table core's fake clock: hotseat is the host's own screen
only, the time bank does not come back on stand and sit, a broke bot rebuys (or leaves) in a cash
game, *I'm back* starts the C3 count again (the play-test's m27), a player back under her own
name or token after a restart gets her seat (M3), and bots get plain names with the seat's
``bot`` flag."""

from __future__ import annotations

from pathlib import Path

import pytest

from net import protocol as P
from net.journal import Journal
from net.table import BOT_NAMES
from studdesk.engine.config import GameConfig, Variant
from tests.net.tablekit import Kit, Peer, kit_options


def _timeouts(peer: Peer, seat: int, since: int = 0) -> int:
    return sum(1 for m in peer.of(P.Event)[since:] if m.timeout and m.event.seat == seat)


# -------------------------------------------------- hotseat is the host's screen only


def test_a_remote_connection_cannot_hold_two_seats_and_so_never_holds_the_clock() -> None:
    kit = Kit(kit_options(timer=3.0, cover_limit=30.0))
    mallory = kit.join("Mallory", sit=1)
    kit.join("Bo", address="10.0.0.2", sit=2)
    mallory.send(P.Sit(seat=3, name="Mallory Two"))
    assert mallory.errors()[-1] == P.ErrorCode.HOST_ONLY
    assert mallory.you == (1,) and 3 not in kit.core.seats
    # from loopback, without the host's token, the same
    local = kit.join("Eve", address="127.0.0.1", sit=4)
    local.send(P.Sit(seat=5, name="Eve Two"))
    assert local.errors()[-1] == P.ErrorCode.HOST_ONLY and local.you == (4,)
    # no cover either: each of his decisions runs on the 3 s timer
    mallory.send(P.Cover(seat=1, up=True))
    assert mallory.errors()[-1] == P.ErrorCode.BAD_FIELD
    hand = kit.core.hand
    assert hand is not None
    kit.play_until(lambda: _timeouts(mallory, 1) >= 1, step=0.5, limit=60.0)


def test_the_hosts_own_connection_may_hold_several_seats() -> None:
    kit = Kit(kit_options())
    host = kit.host("Ann", sit=1)
    host.send(P.Sit(seat=2, name="Ben"))
    assert host.you == (1, 2) and not host.errors()


# ----------------------------------------------------------------- the time bank (C2)


def test_standing_and_sitting_again_does_not_refill_the_time_bank_c2() -> None:
    kit = Kit(kit_options(timer=1.0, time_bank=3.0))
    ann = kit.join("Ann", sit=1)
    kit.join("Bo", address="10.0.0.2", sit=2)
    kit.play_until(lambda: kit.core.seats[1].bank_ms < 3000, step=0.25, limit=120.0)
    ann.send(P.Stand(seat=1))
    kit.play_until(lambda: 1 not in kit.core.seats, step=0.25, limit=120.0)
    left = ann.of(P.TableState)[-1]
    assert left is not None
    ann.send(P.Sit(seat=1))
    st = kit.core.seats[1]
    assert st.bank_ms < 3000
    entry = ann.last(P.TableState).seats[0]
    assert entry is not None and entry.time_bank_ms == st.bank_ms


# ------------------------------------------------------------------------- broke bots


def _small_stakes(**overrides: object) -> Kit:
    cfg = GameConfig.preset(Variant.STUD, 200)
    cfg = cfg.with_options(buy_in=cfg.big_bet * 2)
    kit = Kit(kit_options(config=cfg, hand_pause=0.5, **overrides))  # bots answer at once
    kit.call(lambda core: core.add_bots(3, "random"))
    return kit


def test_broke_bots_rebuy_in_a_cash_game_and_the_table_keeps_dealing() -> None:
    kit = _small_stakes()
    buy_in = kit.core.config.buy_in
    kit.play_until(lambda: kit.core.hands_played >= 60, step=1.0, limit=600.0)
    entries = kit.journal.ledger_entries()
    assert any(int(e["bought"]) > buy_in for e in entries), "nobody went broke: no test"
    assert all(st.stack > 0 for st in kit.core.seats.values()
               if kit.core.hand is None or st.seat not in kit.core.hand_seats)
    # every chip accounted: what is on the table is what was bought
    assert sum(int(e["stack"]) for e in entries) == sum(int(e["bought"]) for e in entries)


def test_broke_bots_leave_when_the_host_says_so() -> None:
    kit = _small_stakes(broke_bots="leave")
    kit.play_until(lambda: len(kit.core.seats) < 3, step=1.0, limit=600.0)
    assert all(st.stack > 0 for st in kit.core.seats.values())
    entries = kit.journal.ledger_entries()
    assert sum(int(e["bought"]) for e in entries) == 3 * kit.core.config.buy_in


def test_an_unknown_broke_bots_choice_is_refused_at_once() -> None:
    with pytest.raises(ValueError, match="rebuy or leave"):
        Kit(kit_options(broke_bots="stay"))


# ---------------------------------------------------------------------------- m27


def test_after_im_back_one_timeout_does_not_sit_the_player_out_again_c3() -> None:
    kit = Kit(kit_options(timer=2.0))
    ann = kit.join("Ann", sit=1)
    kit.call(lambda core: core.add_bots(1, "random"))
    kit.play_until(lambda: kit.core.seats[1].sitting_out, step=0.5, limit=600.0)
    ann.send(P.SitBack(seat=1))
    assert kit.core.seats[1].timeouts == 0
    since = len(ann.of(P.Event))
    kit.play_until(lambda: _timeouts(ann, 1, since) >= 1, step=0.5, limit=600.0)
    assert not kit.core.seats[1].sitting_out


# ---------------------------------------------------------------------------- M3


def _crash_with_zofia(path: Path) -> tuple[int, str]:
    """Zofia (from 10.0.0.5) and the host play; the host dies mid-hand. (Her stack, token.)"""
    kit = Kit(kit_options(), journal=Journal(path))
    kit.host("Host", address="127.0.0.1", sit=1)
    zofia = kit.join("Zofia", address="10.0.0.5", sit=3)
    assert kit.core.hand is not None and zofia.token
    stack = kit.core.seats[3].stack
    kit.journal.close()  # no stop(): the host is gone
    return stack, zofia.token


def test_m3_back_under_her_own_name_from_her_own_desktop_she_gets_her_seat(
        tmp_path: Path) -> None:
    stack, _ = _crash_with_zofia(tmp_path / "j.sqlite")
    kit = Kit(kit_options(), journal=Journal(tmp_path / "j.sqlite"))
    assert kit.core.resumed
    thief = kit.join("Zofia", address="10.0.0.9", sit=False)  # another desktop: not hers
    assert thief.errors() == [P.ErrorCode.NAME_TAKEN] and not thief.you
    zofia = kit.join("Zofia", address="10.0.0.5", sit=False)
    assert zofia.of(P.Welcome)[0].seats == (3,)
    assert kit.core.seats[3].stack == stack  # the voided hand gave her chips back
    assert not zofia.errors()
    # her new token is hers now: it brings her back after a drop, the old one does not
    kit.feed(kit.core.connection_lost(zofia.id, kit.now))
    zofia.closed = True
    again = kit.join("Zofia", address="10.0.0.7", token=zofia.token, sit=False)
    assert again.of(P.Welcome)[0].seats == (3,)
    # once back, the name alone does not take the seat any more
    kit.feed(kit.core.connection_lost(again.id, kit.now))
    again.closed = True
    assert kit.join("Zofia", address="10.0.0.5", sit=False).errors() == [P.ErrorCode.NAME_TAKEN]


def test_m3_back_with_her_token_after_a_restart(tmp_path: Path) -> None:
    stack, token = _crash_with_zofia(tmp_path / "j.sqlite")
    kit = Kit(kit_options(), journal=Journal(tmp_path / "j.sqlite"))
    zofia = kit.join("Zofia", address="10.0.0.8", token=token, sit=False)
    assert zofia.of(P.Welcome)[0].seats == (3,) and kit.core.seats[3].stack == stack


def test_bots_get_plain_names_and_their_seat_entries_say_bot() -> None:
    kit = Kit(kit_options())
    ann = kit.join("Ann", watch=True)
    seats = kit.call(lambda core: core.add_bots(3))
    table = ann.last(P.TableState)
    names = []
    for seat in seats:
        entry = table.seats[seat - 1]
        assert entry is not None and entry.bot is True
        assert "(bot)" not in entry.name and entry.name in BOT_NAMES
        names.append(entry.name)
    assert len(set(names)) == 3
    mine = table.seats[ann.you[0] - 1]
    assert mine is not None and mine.bot is False and mine.name == "Ann"
    # a person cannot take a bot's name, and "(bot)" stays reserved for computer players
    other = kit.join(names[0], address="10.0.0.9", sit=False)
    assert P.ErrorCode.NAME_TAKEN in other.errors()
    other = kit.join("Zed (bot)", address="10.0.0.8", sit=False)
    assert P.ErrorCode.BAD_NAME in other.errors()
