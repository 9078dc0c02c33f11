"""Hostile clients at the table core's door (net/table/admission.py, gate.py), on a fake clock
(tests/net/tablekit.py): each way one player could break a table (silent and trickling
connections, floods, password guessing, look-alike names, bad fields), approvals, kicks, the
protocol version and the admin token. No sockets, no sleeping: time moves only when a test moves
it. The C1-C4 timers and D1 are in test_decisions_timers.py, what each seat receives (H3) in
test_frames_visibility.py."""

from __future__ import annotations

from pathlib import Path

import pytest

from net import protocol as P
from net.journal import Journal
from net.table import LEDGER_MAX
from tests.net.tablekit import ADMIN, Auto, Kit, chips_conserved, kit_options, seated

# ----------------------------------------------------- a ledger that cannot outgrow a frame


@pytest.mark.slow
def test_580_sit_stand_pairs_with_long_names_cannot_kill_the_table(tmp_path: Path) -> None:
    journal = Journal.open(tmp_path)
    kit = Kit(kit_options(timer=5.0), journal=journal)
    ann, bo = seated(kit, "Ann", "Bo")
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
    chips_conserved(again)


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
    ann, bo = seated(kit, "Ann", "Bo")
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


# ----------------------------------------------------- names, bad fields, approvals, kicks


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
