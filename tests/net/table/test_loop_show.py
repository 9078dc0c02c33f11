"""The host's side of failures and of a card room's finish, on the table core's fake clock: the
hotseat cover holds the clock, O6 (the uncontested winner may show; H3 keeps what was not shown),
plain bot names with the seat's ``bot`` flag, the notice of a voided hand after a restart, and no
clock stuck at 0 after a resume."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from net import protocol as P
from net.journal import Journal
from net.table import BOT_NAMES, Phase
from studdesk.engine.events import ActionTaken, CardDealt, CardsShown
from studdesk.engine.hand import Hand
from tests.net.tablekit import Auto, Kit, Peer, kit_options


def _hotseat(kit: Kit) -> Peer:
    """The host's own connection holding seats 1 and 2 (two people at one screen)."""
    peer = kit.host("Ann", sit=1)
    peer.send(P.Sit(seat=2, name="Bo"))
    assert peer.you == (1, 2)
    return peer


def _hotseat_kit(**options: Any) -> tuple[Kit, Peer]:
    """A hotseat table whose first decision is Ann's, who is at the screen (no cover yet)."""
    for seed in range(1, 100):
        kit = Kit(kit_options(**options), seed=seed)
        peer = _hotseat(kit)
        if _acting(kit) == 1:
            return kit, peer
    raise AssertionError("no deal gives seat 1 the first decision")


def _acting(kit: Kit) -> int:
    hand = kit.core.hand
    assert hand is not None and hand.acting_seat is not None
    return hand.acting_seat


def _actions(peer: Peer, since: int = 0) -> list[ActionTaken]:
    return [m.event for m in peer.of(P.Event)[since:] if isinstance(m.event, ActionTaken)]


# ---------------------------------------------------------------------------- hotseat cover


def test_the_clock_and_the_bank_do_not_run_under_the_cover_and_start_fresh_at_ready() -> None:
    kit, peer = _hotseat_kit(timer=10.0, time_bank=5.0, cover_limit=120.0)
    seat = _acting(kit)
    turn = peer.last(P.Turn)
    assert turn.seat == seat and not turn.covered
    kit.advance(4.0)  # the turn arrived; the hand-over screen goes up a moment later
    peer.send(P.Cover(seat=seat, up=True))
    before = len(peer.messages)
    kit.advance(100.0)  # far beyond timer and bank: nothing runs under the cover
    assert _acting(kit) == seat and not _actions(peer)
    assert kit.core.seats[seat].bank_ms == 5000
    assert kit.core.next_wake() == kit.now - 100.0 + 120.0  # only the cover limit wakes it
    assert not [m for m in peer.messages[before:] if isinstance(m, P.Turn)]
    peer.send(P.Cover(seat=seat, up=False))  # "ready"
    fresh = peer.last(P.Turn)
    assert fresh.seat == seat and fresh.deadline_ms == 10_000 and fresh.bank_ms == 5000
    assert not fresh.covered
    done = len(peer.of(P.Event))
    kit.advance(9.9)
    assert _acting(kit) == seat
    kit.advance(5.1)  # the timer, then the whole bank: now the host acts (C1)
    acted = _actions(peer, done)
    assert acted and acted[0].seat == seat and kit.core.seats[seat].bank_ms == 0


def test_a_walked_away_hotseat_player_cannot_stall_the_table_past_the_cover_limit() -> None:
    kit, peer = _hotseat_kit(timer=10.0, cover_limit=120.0)
    seat = _acting(kit)
    peer.send(P.Cover(seat=seat, up=True))
    start = kit.now
    kit.advance(119.0)
    assert _acting(kit) == seat
    kit.advance(1.0)  # the limit: the normal clock starts anyway, with a new turn
    turn = peer.last(P.Turn)
    assert turn.seat == seat and turn.deadline_ms == 10_000
    done = len(peer.of(P.Event))
    peer.send(P.Cover(seat=seat, up=False))  # clicking ready late does not restart it
    kit.advance(10.0)
    acted = _actions(peer, done)
    assert acted and acted[0].seat == seat
    assert [m for m in peer.of(P.Event)[done:] if m.timeout]
    assert kit.now - start == 130.0
    # a second cover for the next decision of that seat is honoured again (once per decision)


def test_one_cover_per_decision_and_only_for_a_hotseat_connection() -> None:
    kit, peer = _hotseat_kit(timer=10.0, cover_limit=60.0)
    seat = _acting(kit)
    peer.send(P.Cover(seat=seat, up=True))
    kit.advance(30.0)
    peer.send(P.Cover(seat=seat, up=False))
    peer.send(P.Cover(seat=seat, up=True))  # again: no second hold of the same decision
    done = len(peer.of(P.Event))
    kit.advance(10.0)
    assert [a for a in _actions(peer, done) if a.seat == seat]

    solo = Kit(kit_options())
    ann = solo.join("Ann", address="10.0.0.1")
    solo.join("Bo", address="10.0.0.2")
    ann.send(P.Cover(seat=ann.you[0], up=True))
    assert ann.errors()[-1] == P.ErrorCode.BAD_FIELD
    assert solo.core.decision is not None and solo.core.decision.covered is None


def test_a_dropped_hotseat_connection_lets_the_clock_run_c4() -> None:
    kit = Kit(kit_options(timer=10.0, cover_limit=120.0))
    peer = _hotseat(kit)
    seat = _acting(kit)
    peer.send(P.Cover(seat=seat, up=True))
    kit.advance(50.0)
    kit.feed(kit.core.connection_lost(peer.id, kit.now))
    peer.closed = True
    d = kit.core.decision
    assert d is not None and d.covered is None and d.started == kit.now
    kit.advance(10.0)
    hand = kit.core.hand
    assert hand is None or hand.acting_seat != seat or kit.core.decision is not d


# ---------------------------------------------------------------------------- O6


def _fold_to(kit: Kit, peers: list[Peer]) -> tuple[Peer, Peer, int]:
    """Play hand 1 until one player folds: (winner's peer, loser's peer, hand number)."""
    hand = kit.core.hand
    assert hand is not None
    number = hand.number
    first = _acting(kit)
    actor = next(p for p in peers if first in p.you)
    actor.act("bring_in")
    second = _acting(kit)
    loser = next(p for p in peers if second in p.you)
    loser.act("fold")
    winner = next(p for p in peers if p is not loser)
    return winner, loser, number


def _down_cards(hand_events: list[P.Event], seat: int) -> list[str]:
    return [str(m.event.card) for m in hand_events
            if isinstance(m.event, CardDealt) and m.event.seat == seat and not m.event.face_up]


def test_o6_the_winner_may_show_and_the_shown_cards_become_public() -> None:
    kit = Kit(kit_options(show_window=3.0, hand_pause=4.0))
    peers = [kit.join("Ann", address="10.0.0.1"), kit.join("Bo", address="10.0.0.2")]
    winner, loser, number = _fold_to(kit, peers)
    chance = winner.last(P.ShowChance)
    assert chance.hand == number and chance.deadline_ms == 3000
    assert not loser.of(P.ShowChance) and kit.core.phase is Phase.SHOW
    assert kit.core.hands_played == 1  # the chips are settled and journalled already
    assert kit.journal.hands()[0].status == "completed"
    seat = chance.seat
    mine = _down_cards(winner.of(P.Event), seat)
    assert len(mine) == 2 and set(_down_cards(loser.of(P.Event), seat)) == {"None"}  # H1
    loser.send(P.Show(hand=number, seat=loser.you[0]))
    assert loser.errors()[-1] == P.ErrorCode.OUT_OF_ORDER
    assert " sm " not in (kit.journal.hands()[0].phh or "")
    kit.advance(1.0)
    winner.send(P.Show(hand=number, seat=seat))
    shown = [m.event for m in loser.of(P.Event) if isinstance(m.event, CardsShown)]
    assert len(shown) == 1 and shown[0].seat == seat
    assert set(mine) <= {str(c) for c in shown[0].cards}
    # H3: the shown cards are opened to everyone; the folded hand's down cards to no one
    reveal = loser.last(P.Reveal)
    opened = {o.card for o in reveal.openings}
    assert set(mine) <= opened
    folded = _down_cards(loser.of(P.Event), loser.you[0])
    assert not set(folded) & opened
    winner_reveal = winner.last(P.Reveal)
    assert not set(folded) & {o.card for o in winner_reveal.openings}
    assert f"p{seat} sm " in (kit.journal.hands()[0].phh or "")  # the journal has the show
    # the window and the pause overlap: the next hand comes hand_pause after the end
    winner.send(P.Show(hand=number, seat=seat))
    assert winner.errors()[-1] in (P.ErrorCode.OUT_OF_ORDER, P.ErrorCode.STALE_HAND)
    kit.advance(2.9)  # the pause (4 s) counts from the hand's end, the window in it
    assert kit.core.hand is None or kit.core.hand.number == number
    kit.advance(0.2)
    assert kit.core.hand is not None and kit.core.hand.number == number + 1


def test_o6_a_winner_who_does_not_show_keeps_the_cards_secret() -> None:
    kit = Kit(kit_options(show_window=3.0, hand_pause=3.0))
    peers = [kit.join("Ann", address="10.0.0.1"), kit.join("Bo", address="10.0.0.2")]
    winner, loser, number = _fold_to(kit, peers)
    seat = winner.last(P.ShowChance).seat
    mine = _down_cards(winner.of(P.Event), seat)
    kit.advance(2.9)
    assert kit.core.phase is Phase.SHOW and not loser.of(P.Reveal)
    kit.advance(0.1)
    reveal = loser.last(P.Reveal)
    assert reveal.hand == number and not set(mine) & {o.card for o in reveal.openings}
    assert not [m for m in loser.of(P.Event) if isinstance(m.event, CardsShown)]
    assert kit.core.hand is not None and kit.core.hand.number == number + 1
    winner.send(P.Show(hand=number, seat=seat))
    assert winner.errors()[-1] == P.ErrorCode.STALE_HAND


def test_o6_a_chance_for_each_person_who_won_uncontested_and_none_for_a_bot() -> None:
    kit = Kit(kit_options(show_window=3.0, hand_pause=3.0))
    ann = kit.join("Ann")
    kit.call(lambda core: core.add_bots(1))
    results: list[tuple[int, bool, set[int]]] = []

    def record(hand: Hand) -> None:
        assert hand.result is not None
        results.append((hand.number, hand.result.showdown, {a.seat for a in hand.result.awards}))

    kit.core.hand_listeners.append(record)
    Auto(kit, [ann], seed=3).run(12)
    kit.advance(3.0)  # the last window closes
    mine = ann.you[0]
    ann_won = [n for n, showdown, seats in results if not showdown and seats == {mine}]
    bot_won = [n for n, showdown, seats in results if not showdown and seats != {mine}]
    assert ann_won and bot_won
    assert [m.hand for m in ann.of(P.ShowChance)] == ann_won


# ---------------------------------------------------------------------------- bot names


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


# ---------------------------------------------------------------------------- restarts


def _crash_mid_hand(path: Path) -> tuple[int, dict[str, str]]:
    """A table whose host dies mid-hand: (the hand in play, each player's token)."""
    kit = Kit(kit_options(), journal=Journal(path))
    ann = kit.join("Ann", address="10.0.0.1")
    bo = kit.join("Bo", address="10.0.0.2")
    hand = kit.core.hand
    assert hand is not None and kit.core.decision is not None  # a decision pending
    assert ann.token and bo.token
    kit.journal.close()  # no stop(): the host is gone
    return hand.number, {"Ann": ann.token, "Bo": bo.token}


def test_a_voided_hand_is_explained_to_every_client_joiners_too(tmp_path: Path) -> None:
    number, tokens = _crash_mid_hand(tmp_path / "j.sqlite")
    kit = Kit(kit_options(), journal=Journal(tmp_path / "j.sqlite"))
    assert kit.core.restored_voided == [number]
    ann = kit.join("Ann", token=tokens["Ann"], sit=False)
    notices = ann.of(P.Notice)
    assert [(n.code, n.hand) for n in notices] == [("hand_voided", number)]
    assert ann.messages.index(notices[0]) == 1  # right after the welcome
    joiner = kit.join("Cy", address="10.0.0.3", sit=False)
    assert [(n.code, n.hand) for n in joiner.of(P.Notice)] == [("hand_voided", number)]


def test_after_a_resume_no_clock_is_stuck_at_zero(tmp_path: Path) -> None:
    number, tokens = _crash_mid_hand(tmp_path / "j.sqlite")
    kit = Kit(kit_options(timer=10.0), journal=Journal(tmp_path / "j.sqlite"))
    kit.advance(30.0)  # nobody back yet: their seats wait, no hand, no decision
    assert kit.core.hand is None and kit.core.decision is None
    ann = kit.join("Ann", token=tokens["Ann"], sit=False)
    bo = kit.join("Bo", address="10.0.0.2", token=tokens["Bo"], sit=False)
    assert ann.you and bo.you  # their seats back, with their tokens
    hand = kit.core.hand
    assert hand is not None and hand.number == number + 1
    seat = _acting(kit)
    turn = ann.last(P.Turn)
    assert turn.seat == seat and turn.deadline_ms == 10_000
    d = kit.core.decision
    assert d is not None and d.time_left_ms(kit.core.now) == 10_000
    kit.advance(10.0)  # the first decision is acted on when its time is up
    assert [a for a in _actions(ann) if a.seat == seat]
