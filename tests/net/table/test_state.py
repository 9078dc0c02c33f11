"""The shared table state's questions (net.table.state): who holds which seats, whose down cards
a hotseat screen may see (H1), who follows the table, and who would be dealt in."""

from __future__ import annotations

from tests.net.table.partkit import ADMIN, Parts


def test_a_hotseat_screen_sees_only_the_seat_whose_person_is_at_it() -> None:
    parts = Parts()
    host = parts.join("Host", "127.0.0.1", token=ADMIN)
    parts.sit(host, 2)
    parts.sit(host, 5, name="Guest")
    t, player = parts.table, parts.player(host)
    held = t.held(host.conn)
    assert held == {2, 5} and t.seats_of(player) == [2, 5]
    assert t.visible(host.conn, held) == {2}  # the first seat's person is at the screen
    player.screen = 5
    assert t.visible(host.conn, held) == {5}
    player.screen = None
    assert t.visible(host.conn, held) == frozenset()
    assert t.is_hotseat(t.seats[5])


def test_the_followers_are_the_admitted_who_hold_a_seat_or_watch() -> None:
    parts = Parts()
    (ann,) = parts.seated("Ann")
    wes = parts.watcher()
    lou = parts.join("Lou", "10.0.3.1")
    parts.connect("10.0.3.2")  # not admitted yet
    t = parts.table
    assert t.following() == [ann.conn, wes.conn]
    assert not t.is_following(lou.conn) and t.held(lou.conn) == frozenset()
    parts.outbox.close(ann.conn)
    assert t.following() == [wes.conn]


def test_only_seats_with_chips_that_stay_and_play_are_dealt_in() -> None:
    parts = Parts()
    parts.seated("Ann", "Bo", "Cy", "Di")
    t = parts.table
    t.seats[2].stack = 0
    t.seats[3].sitting_out = True
    t.seats[4].leaving = True
    assert [st.seat for st in t.eligible()] == [1]
    assert set(t.names_in_use()) == {"Ann", "Bo", "Cy", "Di"}
