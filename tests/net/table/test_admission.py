"""Admission alone (net.table.admission) over a bare table state on a fake clock: connection
limits, the hello deadline, the password back-off, approvals, kicks and a dropped connection."""

from __future__ import annotations

from net import protocol as P
from net.table.outputs import Close
from tests.net.table.partkit import ADMIN, Parts, options


def test_one_address_holds_at_most_its_share_of_connections() -> None:
    parts = Parts(options(max_per_address=2))
    parts.connect("10.0.0.1"), parts.connect("10.0.0.1")
    third = parts.connect("10.0.0.1")
    assert third.errors() == [P.ErrorCode.REFUSED] and third.closed
    assert third.conn.id not in parts.table.conns
    assert not parts.connect("10.0.0.2").closed  # another address is not affected


def test_a_full_table_makes_room_by_closing_the_oldest_silent_connection() -> None:
    parts = Parts(options(max_connections=2))
    silent = parts.connect("10.0.0.1")
    parts.at(1001.0)
    parts.join("Ann", "10.0.0.2")
    newcomer = parts.connect("10.0.0.3")
    assert silent.closed and silent.errors() == [P.ErrorCode.REFUSED]
    assert not newcomer.closed and newcomer.conn.id in parts.table.conns


def test_a_connection_that_never_says_hello_is_refused_at_its_deadline() -> None:
    parts = Parts(options(hello_timeout=5.0, idle_timeout=60.0))
    silent = parts.connect()
    assert min(parts.admission.wakes()) == 1005.0
    parts.at(1004.9)
    parts.admission.check_connections()
    parts.deliver()
    assert not silent.closed
    parts.at(1005.0)
    parts.admission.check_connections()
    parts.deliver()
    assert silent.closed and silent.errors() == [P.ErrorCode.REFUSED]


def test_each_wrong_password_doubles_the_wait_then_the_address_is_locked_out() -> None:
    parts = Parts(options(password="pw", password_delay=1.0, password_tries=3,
                          password_lockout=300.0))
    first = parts.join("Ann", password="no")
    assert first.errors() == [P.ErrorCode.WRONG_PASSWORD]
    early = parts.join("Ann", password="pw")  # within the second's wait: refused unread
    assert early.errors() == [P.ErrorCode.TOO_FAST]
    parts.at(1001.0)
    assert parts.join("Ann", "10.0.0.9", password="no").errors() == [
        P.ErrorCode.WRONG_PASSWORD]  # another address has its own count
    assert parts.join("Ann", password="no").errors() == [P.ErrorCode.WRONG_PASSWORD]
    parts.at(1003.0)  # 1 s, then 2 s
    assert parts.join("Ann", password="no").errors() == [P.ErrorCode.WRONG_PASSWORD]
    parts.at(1200.0)
    assert parts.join("Ann", password="pw").errors() == [P.ErrorCode.TOO_FAST]  # locked out
    parts.at(1303.0)
    assert parts.join("Ann", password="pw").of(P.Welcome)


def test_with_approval_the_host_hears_a_knock_and_lets_the_player_in() -> None:
    parts = Parts(options(approve=True))
    host = parts.join("Host", "127.0.0.1", token=ADMIN)
    ann = parts.join("Ann")
    assert not ann.of(P.Welcome) and [k.name for k in host.of(P.Knock)] == ["Ann"]
    knock = host.of(P.Knock)[0]
    parts.admission.on_approve(host.conn, parts.player(host),
                               P.Approve(client_id=knock.client_id, allow=True))
    parts.deliver()
    assert ann.of(P.Welcome)[0].client_id == knock.client_id
    assert [j.name for j in host.of(P.Joined)] == ["Host", "Ann"]


def test_a_kick_bars_the_name_and_the_token_for_the_session() -> None:
    parts = Parts()
    host = parts.join("Host", "127.0.0.1", token=ADMIN)
    ann = parts.join("Ann")
    token = ann.of(P.Welcome)[0].token
    parts.sit(ann, 2)
    parts.admission.on_kick(host.conn, parts.player(host), P.Kick(seat=2))
    parts.deliver()
    assert ann.closed and ann.errors() == [P.ErrorCode.KICKED]
    assert 2 not in parts.table.seats and [n.code for n in host.of(P.Notice)] == ["removed"]
    assert parts.join("Ann", "10.0.0.5", token=token).errors() == [P.ErrorCode.KICKED]
    assert parts.join("ANN", "10.0.0.6").errors() == [P.ErrorCode.REFUSED]
    parts.admission.let_back("Ann")
    assert parts.join("Ann", "10.0.0.7").of(P.Welcome)


def test_a_dropped_player_without_a_seat_is_forgotten_and_with_one_keeps_it() -> None:
    parts = Parts()
    watcher = parts.join("Wes", "10.0.0.3")
    ann, bo = parts.join("Ann"), parts.join("Bo", "10.0.0.2")
    parts.sit(ann, 1)
    parts.admission.dropped(ann.conn)
    parts.admission.dropped(bo.conn)
    parts.deliver()
    assert parts.table.seats[1].player is not None and parts.table.seats[1].player.conn is None
    assert [p.name for p in parts.table.players] == ["Wes", "Ann"]
    assert [m.name for m in watcher.of(P.Left)] == ["Bo"]
    assert parts.frames.table_dirty  # the others see Ann's seat disconnected


def test_a_refused_connection_is_closed_at_once() -> None:
    parts = Parts(options(max_per_address=1))
    parts.connect()
    parts.admission.connect(99, "10.0.0.1")
    assert Close(99) in parts.outbox.take()
