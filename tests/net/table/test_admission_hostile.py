"""The table core on a fake clock (tests/net/tablekit.py): the C1-C4 timers, D1, reconnects, what
each seat and a spectator receive (H1, H3), and hostile clients (each way one player could break a
table). No sockets, no sleeping: time moves only when a test moves it."""

from __future__ import annotations

import os
import re
import stat
from pathlib import Path
from typing import Any

import pytest

from net import protocol as P
from net.journal import Journal
from net.table import LEDGER_MAX, Phase
from studdesk.engine.actions import ActionKind
from studdesk.engine.events import ActionTaken, CardDealt, CardsShown, CommunityCardDealt
from studdesk.engine.hand import Hand
from tests.net.tablekit import ADMIN, Auto, Kit, Peer, kit_options


def _two(kit: Kit, *names: str) -> list[Peer]:
    return [kit.join(n, address=f"10.0.0.{i + 1}") for i, n in enumerate(names)]


def _chips_conserved(kit: Kit) -> None:
    bought, table, cashed = kit.journal.chip_totals()
    assert bought == table + cashed, (bought, table, cashed)


# ---------------------------------------------------------------------------------- C1-C4, D1


def test_c1_the_timer_runs_out_exactly_at_its_deadline_and_the_host_acts() -> None:
    kit = Kit(kit_options(timer=10.0))
    ann, bo = _two(kit, "Ann", "Bo")
    hand = kit.core.hand
    assert hand is not None and kit.core.phase is Phase.HAND
    seat = hand.acting_seat
    turn = ann.last(P.Turn)
    assert turn.seat == seat and turn.deadline_ms == 10_000
    events_before = len(ann.of(P.Event))
    kit.advance(9.999)
    assert hand.acting_seat == seat and len(ann.of(P.Event)) == events_before
    kit.advance(0.001)
    acted = [e for e in ann.of(P.Event)[events_before:] if isinstance(e.event, ActionTaken)]
    assert acted[0].event.seat == seat and acted[0].timeout
    assert acted[0].event.action is ActionKind.BRING_IN  # C1: a bring-in decision posts it


def test_c1_c3_a_silent_player_is_acted_for_then_sat_out() -> None:
    kit = Kit(kit_options(timer=5.0))
    ann = kit.join("Ann", address="10.0.0.1")
    bo = kit.join("Bo", address="10.0.0.2")
    auto = Auto(kit, [bo])
    silent_seat = ann.you[0]
    for _ in range(400):
        st = kit.core.seats[silent_seat]
        if st.sitting_out:
            break
        if not auto.answer():
            kit.advance(1.0)
    st = kit.core.seats[silent_seat]
    assert st.sitting_out and st.timeouts >= 2
    assert [(n.code, n.name, n.seat) for n in ann.of(P.Notice)] == [
        ("sat_out", "Ann", silent_seat)]  # a coded notice: the client words it
    assert not ann.of(P.ChatLine)
    # Sitting out: not dealt in again until they come back.
    while kit.core.hand is not None:
        if not auto.answer():
            kit.advance(1.0)
    played = kit.core.hands_played
    kit.advance(60)
    assert kit.core.hands_played == played
    ann.send(P.SitBack())
    assert not kit.core.seats[silent_seat].sitting_out
    assert kit.core.hand is not None and silent_seat in kit.core.hand_seats


def test_c2_the_time_bank_is_spent_after_the_timer() -> None:
    kit = Kit(kit_options(timer=5.0, time_bank=8.0))
    ann, bo = _two(kit, "Ann", "Bo")
    hand = kit.core.hand
    assert hand is not None
    seat = hand.acting_seat
    assert seat is not None
    actor = ann if seat in ann.you else bo
    kit.advance(5.0 + 3.0)  # three seconds into the bank
    assert hand.acting_seat == seat
    actor.act(actor.last(P.Turn).actions[0].action)
    assert kit.core.seats[seat].bank_ms == 5_000
    # next time, the bank (5 s left) runs out too: acted for after 5 + 5 seconds
    kit.play_until(lambda: kit.core.hand is not None and kit.core.hand.acting_seat == seat
                   and kit.core.decision is not None, step=0.25)
    start = kit.now
    kit.play_until(lambda: kit.core.seats[seat].bank_ms == 0, step=0.25)
    assert kit.now - start == pytest.approx(10.0, abs=0.3)


def test_d1_ante_question_post_or_be_dealt_out() -> None:
    kit = Kit(kit_options(timer=5.0))
    host = kit.host("Host", address="10.0.0.1")
    bo = kit.join("Bo", address="10.0.0.3")
    ann = kit.join("Ann", address="10.0.0.2", sit=False)
    ann.send(P.Sit())
    ann.send(P.Settings(auto_ante=False))
    others = Auto(kit, [host, bo, ann], antes=False)

    def until_question(count: int) -> P.AnteQuestion:
        for _ in range(10_000):
            if len(ann.of(P.AnteQuestion)) >= count:
                return ann.last(P.AnteQuestion)
            for q in host.of(P.AnteQuestion) + bo.of(P.AnteQuestion):
                raise AssertionError(f"only Ann is asked: {q}")
            if not others.answer():
                kit.advance(0.5)
        raise AssertionError("no ante question")

    q = until_question(1)
    assert q.deadline_ms == 5000 and q.seat == ann.you[0]
    assert kit.core.hand is None  # nothing is dealt before the answers (D1)
    ann.send(P.Ante(hand=q.hand, post=True, seat=q.seat))
    assert kit.core.hand is not None and kit.core.hand.number == q.hand
    assert q.seat in kit.core.hand_seats
    # next question: no answer in time -> dealt out of that hand
    q2 = until_question(2)
    kit.advance(4.9)
    assert kit.core.hand is None
    kit.advance(0.1)
    assert kit.core.hand is not None and kit.core.hand.number == q2.hand
    assert q2.seat not in kit.core.hand_seats and len(kit.core.hand_seats) == 2


def test_c4_reconnect_mid_decision_gets_the_same_cards_and_the_time_left() -> None:
    kit = Kit(kit_options(timer=10.0))
    ann, bo = _two(kit, "Ann", "Bo")
    hand = kit.core.hand
    assert hand is not None
    seat = hand.acting_seat
    assert seat is not None
    actor = ann if seat in ann.you else bo
    mine = [str(c) for c in hand.player(seat).cards]
    kit.feed(kit.core.connection_lost(actor.id, kit.now))  # the cable is pulled
    kit.advance(4.0)
    back = kit.join(actor.last(P.Welcome).table.name, token=actor.token, sit=False,
                    address=actor.address)
    assert back.last(P.Welcome).seats == (seat,)
    table = back.last(P.TableState)
    assert list(table.seats[seat - 1].cards) == mine  # C4: the same cards
    turn = back.last(P.Turn)
    assert turn.seat == seat and turn.deadline_ms == 6000  # the time left, not the full timer
    assert back.messages.index(table) < back.messages.index(turn)


@pytest.mark.slow  # a soak: 120 hands of random play (11 s at load 5)
def test_a_table_of_random_players_plays_over_a_hundred_hands_conserving_chips() -> None:
    kit = Kit(kit_options(timer=5.0))
    peers = [kit.join(n, address=f"10.0.1.{i}") for i, n in enumerate("ABCDE")]
    auto = Auto(kit, peers, seed=3)
    auto.run(120)
    _chips_conserved(kit)
    assert kit.core.hands_played >= 120


def test_the_hosts_own_bots_are_never_left_sitting_out() -> None:
    """C3 is for people: the host's own bot that was slow twice stays in."""
    kit = Kit(kit_options(timer=2.0), auto_bots=False)
    kit.call(lambda core: core.add_bots(2))
    assert kit.core.hand is not None
    for _ in range(6):  # nobody answers: every bot decision times out
        kit.advance(2.0)
    assert all(not st.sitting_out for st in kit.core.seats.values())
    assert kit.bot_asks  # the core asked for the bots' decisions
    ask = kit.bot_asks[-1]  # a late answer is still taken
    kit.feed(kit.core.bot_decided(ask.request, ask.bot.decide(ask.view), kit.now))


# ---------------------------------------------------------------------------------- H1, H3

_CARD = re.compile(r"^(?:[2-9TJQKA][cdhs]|\?\?)+$")


def _cards_in(value: Any, out: set[str]) -> None:
    if isinstance(value, str):
        for token in re.split(r"[\s\[\]\"',=]+", value):
            if token and _CARD.match(token):
                out.update(c for c in re.findall(r"[2-9TJQKA][cdhs]", token))
    elif isinstance(value, dict):
        for k, v in value.items():
            if k not in ("name", "from", "text", "sender"):
                _cards_in(v, out)
    elif isinstance(value, list | tuple):
        for v in value:
            _cards_in(v, out)


def _allowed(hand: Hand, held: set[int]) -> set[str]:
    allowed: set[str] = set()
    for e in hand.events:
        if isinstance(e, CardDealt) and (e.face_up or e.seat in held) and e.card is not None:
            allowed.add(str(e.card))
        elif isinstance(e, CardsShown):
            allowed.update(str(c) for c in e.cards)
        elif isinstance(e, CommunityCardDealt):
            allowed.add(str(e.card))
    return allowed


@pytest.mark.slow
def test_h3_no_frame_to_another_seat_or_a_spectator_carries_a_never_shown_card() -> None:
    kit = Kit(kit_options(timer=5.0))
    hands: dict[int, Hand] = {}
    kit.core.hand_listeners.append(lambda h: hands.__setitem__(h.number, h))
    peers = [kit.join(n, address=f"10.0.2.{i}") for i, n in enumerate("ABCDEFG")]
    hot = kit.join("Hot", address="10.0.2.9")
    hot.send(P.Sit(name="Seat two"))
    spectator = kit.join("Eve", address="10.0.2.10", sit=False, watch=True)
    auto = Auto(kit, [*peers, hot], seed=5)
    auto.run(40)
    journal = {h.number: h.phh for h in kit.journal.hands()}
    secrets_kept = 0
    for peer in [*peers, hot, spectator]:
        held = set(peer.you)
        # split what the peer received by hand: from one hand's commit to the next
        current: int | None = None
        seen: dict[int, set[str]] = {}
        for msg in peer.messages:
            if isinstance(msg, P.Commit):
                current = msg.hand
            if current is not None:
                _cards_in(msg.to_wire(), seen.setdefault(current, set()))
        for number, cards in seen.items():
            hand = hands.get(number)
            if hand is None:  # the hand still in play when the test stopped
                continue
            deck = re.search(r'_fairness_deck = "([^"]+)"', journal[number])
            assert deck is not None  # the host's journal keeps every card
            full = set(re.findall(r"[2-9TJQKA][cdhs]", deck.group(1)))
            never = full - _allowed(hand, held)
            assert not cards & never, (peer.address, number, cards & never)
            secrets_kept += len(never)
    assert secrets_kept > 1000
    assert not spectator.of(P.Openings) and spectator.of(P.Reveal)
    for peer in [*peers, hot]:
        assert peer.of(P.Openings) and all(m.seat in peer.you for m in peer.of(P.Openings))


# ----------------------------------------------------- a ledger that cannot outgrow a frame


@pytest.mark.slow
def test_580_sit_stand_pairs_with_long_names_cannot_kill_the_table(tmp_path: Path) -> None:
    journal = Journal.open(tmp_path)
    kit = Kit(kit_options(timer=5.0), journal=journal)
    ann, bo = _two(kit, "Ann", "Bo")
    auto = Auto(kit, [ann, bo])
    troll = kit.join("Troll", address="10.0.3.1", sit=False)
    for i in range(580):
        troll.send(P.Sit(name=f"{'Long name number':.<16}{i:06d}xx"[:P.MAX_NAME_LEN]))
        troll.send(P.Stand())
        auto.answer()
        kit.advance(0.05)  # within the rate limit
    assert len(kit.journal.ledger_entries()) > 580
    auto.run(3)
    ledgers = ann.of(P.Ledger)
    assert ledgers and all(len(m.entries) <= LEDGER_MAX for m in ledgers)
    assert any(e.others for e in ledgers[-1].entries)
    assert sum(e.bought for e in ledgers[-1].entries) == sum(
        e["bought"] for e in kit.journal.ledger_entries())
    kit.feed(kit.core.stop(kit.now))  # stop() always stops
    assert ann.closed and bo.closed and troll.closed
    journal.close()
    # a restart on the same data folder loads and plays
    again = Kit(kit_options(timer=5.0), journal=Journal.open(tmp_path))
    a2 = again.join("Ann", address="10.0.0.1", token=ann.token, sit=False)
    b2 = again.join("Bo", address="10.0.0.2", token=bo.token, sit=False)
    Auto(again, [a2, b2]).run(3)
    _chips_conserved(again)


def test_a_frame_the_host_cannot_encode_is_dropped_and_the_table_goes_on(
        caplog: pytest.LogCaptureFixture) -> None:
    kit = Kit(kit_options(timer=5.0))
    ann, bo = _two(kit, "Ann", "Bo")
    too_long = {"type": "chat", "from": "Table", "text": "\x00" * 70000}
    assert kit.core.outbox.encode(too_long) is None
    assert "cannot carry" in caplog.text
    Auto(kit, [ann, bo]).run(2)


# --------------------------------------------------------- silent and trickling connections


def test_silent_connections_get_a_hello_deadline_and_cannot_lock_anyone_out() -> None:
    kit = Kit(kit_options(max_connections=8, max_per_address=4, hello_timeout=5.0))
    ann = kit.join("Ann", address="10.0.4.1")
    squatters = [kit.connect(f"10.0.5.{i // 4}") for i in range(7)]  # fill the cap
    assert sum(not p.closed for p in squatters) == 7
    # a fifth from one address is refused at once
    fifth = kit.connect("10.0.5.0")
    assert fifth.closed and fifth.errors() == ["refused"]
    # Ann's cable is pulled; she comes back with her token while the table is full: a
    # silent connection makes room
    kit.feed(kit.core.connection_lost(ann.id, kit.now))
    kit.connect("10.0.5.9")
    back = kit.join("Ann", address="10.0.4.1", token=ann.token, sit=False)
    assert back.of(P.Welcome) and not back.closed
    assert sum(p.closed for p in squatters) >= 1
    # the rest are cut when their hello deadline passes, pings or not
    kit.advance(5.0)
    assert all(p.closed for p in squatters)


def test_a_trickled_frame_is_cut_by_the_idle_timeout() -> None:
    kit = Kit(kit_options(idle_timeout=15.0))
    ann = kit.join("Ann", sit=False)
    frame = P.encode_message(P.Chat(text="hello everyone, one byte at a time"))
    for byte in frame:
        if ann.closed:
            break
        ann.send_raw(bytes([byte]))
        kit.advance(10.0)
    assert ann.closed


# ------------------------------------------------------------------------- a settings flood


def test_a_settings_flood_costs_more_and_coalesces_table_broadcasts(tmp_path: Path) -> None:
    journal = Journal.open(tmp_path)
    kit = Kit(kit_options(rate=20.0, burst=400.0), journal=journal)
    ann, bo = _two(kit, "Ann", "Bo")
    watchers = [kit.join(f"W{i}", address=f"10.0.6.{i}", sit=False, watch=True)
                for i in range(5)]
    before = [len(w.of(P.TableState)) for w in watchers]
    own = len(ann.of(P.TableState))
    for i in range(40):
        ann.send(P.Settings(auto_muck=bool(i % 2)))
    # a settings change costs 40 of a 400 bucket (hello and sit took 50 of it)
    assert ann.errors().count("too_fast") == 32
    assert not ann.closed
    # the change goes to its own connection at once; the followers see it with the next table
    assert [len(w.of(P.TableState)) for w in watchers] == before
    assert len(ann.of(P.TableState)) - own == 8
    # many changes in one read make one table
    kit.advance(60)
    own = len(bo.of(P.TableState))
    frames = b"".join(P.encode_message(P.Settings(auto_muck=bool(i % 2), auto_ante=True))
                      for i in range(9))
    bo.send_raw(frames)
    assert len(bo.of(P.TableState)) - own == 1
    # the same settings again cost no table at all
    bo.send(P.Settings(auto_muck=False))
    assert len(bo.of(P.TableState)) - own == 1
    # the journal gets settings in batches, within a second
    seat = bo.you[0]
    kit.advance(5.0)  # the bucket refills
    bo.send(P.Settings(auto_ante=False))
    assert next(r for r in journal.seats() if r.seat == seat).auto_ante
    kit.advance(1.0)
    assert not next(r for r in journal.seats() if r.seat == seat).auto_ante
    journal.close()


# ------------------------------------------------------------------------ password guessing


def test_password_guessing_backs_off_per_address_and_the_right_one_works_elsewhere(
        caplog: pytest.LogCaptureFixture) -> None:
    kit = Kit(kit_options(password="sesame", password_delay=1.0, password_tries=5,
                          password_lockout=300.0))
    results = []
    for guess in range(40):  # one guess per 0.5 s from one address
        p = kit.join("Mallory", address="10.0.7.1", password=f"guess{guess}", sit=False)
        results.append(p.errors()[-1])
        kit.advance(0.5)
    assert results.count("wrong_password") == 5  # then locked out
    assert results.count("too_fast") == 35
    right = kit.join("Mallory", address="10.0.7.1", password="sesame", sit=False)
    assert right.errors() == ["too_fast"]  # even the right one waits out the lockout
    ann = kit.join("Ann", address="10.0.7.2", password="sesame", sit=False)
    assert ann.of(P.Welcome)
    assert "locked out" in caplog.text and "10.0.7.1" in caplog.text
    kit.advance(300)
    late = kit.join("Mallory", address="10.0.7.1", password="sesame", sit=False)
    assert late.of(P.Welcome)


# ----------------------------------------------- names, bad fields, approvals, kicks, files


@pytest.mark.parametrize("name", ["T\u0430ble", "\uff21\uff4e\uff4e", "\u3164", "\u2800",
                                  "Cleo (bot)", "ann", "\u0410nn", "A\u200bnn"])
def test_look_alike_blank_and_reserved_names_are_refused(name: str) -> None:
    kit = Kit()
    kit.join("Ann", sit=False)
    peer = kit.connect("10.0.8.1")
    peer.send_raw(P.encode_frame({"type": "hello", "protocol": P.PROTOCOL_VERSION,
                                  "name": name}))
    assert b"welcome" not in bytes(peer.raw)
    assert any(code in bytes(peer.raw) for code in (b"name_taken", b"bad_name", b"bad_field"))
    assert not peer.closed  # the client may try another name


def test_names_are_nfkc_normalised() -> None:
    kit = Kit()
    peer = kit.join("\uff22\uff4f", sit=True)  # full-width "Bo"
    assert peer.last(P.Welcome) and kit.core.seats[peer.you[0]].name == "Bo"


def test_a_control_character_in_an_unknown_field_gets_bad_field_not_a_hang_up() -> None:
    kit = Kit()
    ann = kit.join("Ann")
    ann.send_raw(P.encode_frame({"type": "chat", "text": "hi", "evil\x00\u202ename": 1}))
    assert not ann.closed
    err = ann.last(P.Error)
    assert err.code == "bad_field" and "\\u0000" in err.message
    ann.send(P.Chat(text="still here"))
    assert ann.last(P.ChatLine).text == "still here"


def test_approve_mode_a_waiting_clients_error_does_not_reset_it_and_approval_welcomes() -> None:
    kit = Kit(kit_options(approve=True))
    host = kit.host()
    bo = kit.join("Bo", address="10.0.9.1", sit=False)
    knock = host.last(P.Knock)
    assert knock.name == "Bo" and not bo.of(P.Welcome)
    bo.send_raw(P.encode_frame({"type": "chat", "text": "let me in", "x": 1}))  # non-fatal
    assert bo.errors()[-1] == "bad_field" and not bo.closed
    host.send(P.Approve(client_id=knock.client_id, allow=True))
    assert bo.of(P.Welcome) and bo.last(P.Welcome).client_id == knock.client_id


def test_a_kick_bars_the_name_and_the_token_until_the_host_lets_them_back() -> None:
    kit = Kit()
    host = kit.host()
    bo = kit.join("Bo", address="10.0.10.1")
    seat = bo.you[0]
    host.send(P.Kick(seat=seat))
    assert bo.closed and bo.errors()[-1] == "kicked"
    again = kit.join("Bo", address="10.0.10.2", sit=False)
    assert not again.of(P.Welcome) and again.errors()[-1] == "refused"
    with_token = kit.join("Anything", address="10.0.10.3", token=bo.token, sit=False)
    assert not with_token.of(P.Welcome) and with_token.errors()[-1] == "kicked"
    kit.advance(120)  # the hand Bo was in is over: his seat is gone
    assert seat not in kit.core.seats
    assert not kit.join("Bo", address="10.0.10.2", sit=False).of(P.Welcome)
    kit.call(lambda core: core.let_back("Bo"))
    back = kit.join("Bo", address="10.0.10.4", sit=False)
    assert back.of(P.Welcome)


def test_journal_files_are_private(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    journal = Journal.open(folder)
    kit = Kit(journal=journal)
    _two(kit, "Ann", "Bo")
    assert stat.S_IMODE(os.stat(folder).st_mode) == 0o700
    for f in folder.iterdir():
        assert stat.S_IMODE(os.stat(f).st_mode) == 0o600, f
    journal.close()


def test_a_version_1_client_gets_a_clear_protocol_version_error() -> None:
    kit = Kit()
    old = kit.connect()
    old.send_raw(P.encode_frame({"type": "hello", "protocol": 1, "name": "Old"}))
    assert old.closed
    # the kit's client-side connection refuses frames before welcome: read the raw bytes
    assert b"protocol_version" in bytes(old.raw)


def test_the_admin_token_joins_as_the_host() -> None:
    kit = Kit()
    host = kit.join("Boss", token=ADMIN, sit=False)
    assert host.last(P.Welcome).host
