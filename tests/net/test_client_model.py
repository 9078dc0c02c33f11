"""net.client.model: what one message changed (:attr:`ClientTable.changes`) and who sits where
(:meth:`ClientTable.seat_names`), read by the desktop's session instead of a copy of the table.

Real engine views (a dealt :class:`Hand`), real protocol records, no socket."""

from __future__ import annotations

import random

from net import protocol as P
from net.client import ClientTable
from studdesk.engine.cards import shuffled_deck
from studdesk.engine.config import GameConfig, Variant
from studdesk.engine.hand import Hand, PlayerSpec
from studdesk.engine.views import view


def _welcome(seats: tuple[int, ...]) -> P.Welcome:
    summary = P.TableSummary(name="Kitchen", variant="stud", seats=8, ante=1, bring_in=1,
                             small_bet=2, big_bet=4, buy_in=100)
    return P.Welcome(protocol=P.PROTOCOL_VERSION, token="t" * 24, client_id=1, table=summary,
                     seats=seats)


def _hand() -> Hand:
    specs = [PlayerSpec(2, "Anna", 100), PlayerSpec(5, "Boris", 100), PlayerSpec(7, "Cyril", 100)]
    return Hand(GameConfig.preset(Variant.STUD, 100), specs, shuffled_deck(random.Random(3)),
                number=1)


def _entry(seat: int, name: str, *, connected: bool = True) -> P.SeatEntry:
    return P.SeatEntry(seat=seat, name=name, stack=100, cards=(), connected=connected)


def _table(hand: Hand, seats: tuple[P.SeatEntry | None, ...], you: tuple[int, ...],
           *, with_views: bool = True) -> P.TableState:
    views = tuple(P.View.of(view(hand, s)) for s in you) if with_views else ()
    return P.TableState(status="playing", hand=hand.number, seats=seats, you=you, views=views)


def _seats(**names: str) -> tuple[P.SeatEntry | None, ...]:
    by_seat = {int(k[1:]): v for k, v in names.items()}
    return tuple(_entry(n, by_seat[n]) if n in by_seat else None for n in range(1, 9))


def test_a_table_message_says_which_held_views_and_seat_states_are_new() -> None:
    table = ClientTable()
    table.apply(_welcome((2, 5)), now=0.0)
    assert table.changes.views == () and table.changes.seats == ()
    hand = _hand()
    seats = _seats(s2="Anna", s5="Boris", s7="Cyril")
    table.apply(_table(hand, seats, (2, 5)), now=0.0)
    assert table.changes.views == (2, 5)
    assert table.changes.seats == (2, 5, 7)  # empty before, playing now
    first = table.view(2)
    assert first is not None and first.viewer == 2

    # the same seats again, no views: nothing new
    table.apply(_table(hand, seats, (2, 5), with_views=False), now=0.0)
    assert table.changes.views == () and table.changes.seats == ()
    assert table.view(2) is first

    # seat 7 drops (C4) and seat 2's view comes again: only those are new
    dropped = tuple(_entry(7, "Cyril", connected=False) if e is not None and e.seat == 7 else e
                    for e in seats)
    table.apply(P.TableState(status="playing", hand=1, seats=dropped, you=(2, 5),
                             views=(P.View.of(view(hand, 2)),)), now=0.0)
    assert table.changes.views == (2,) and table.changes.seats == (7,)
    assert table.seat_status(7) == "disconnected"
    assert table.view(2) is not first

    # any other message changes nothing of the kind
    table.apply(P.ChatLine(sender="Anna", text="hi", client_id=1), now=0.0)
    assert table.changes.views == () and table.changes.seats == ()


def test_a_joined_player_who_knocked_settles_the_knock() -> None:
    table = ClientTable()
    table.apply(_welcome(()), now=0.0)
    table.apply(P.Knock(client_id=7, name="Dora"), now=0.0)
    assert table.changes.knock_settled is None and 7 in table.knocks
    table.apply(P.Joined(client_id=7, name="Dora", seat=3), now=0.0)
    assert table.changes.knock_settled == 7 and 7 not in table.knocks
    table.apply(P.Joined(client_id=8, name="Emil", seat=4), now=0.0)  # never knocked
    assert table.changes.knock_settled is None


def test_seat_names_come_from_the_felt_until_the_seats_list_says_otherwise() -> None:
    """n5: a joiner between the hand's felt and the table's seats list names the players."""
    table = ClientTable()
    table.apply(_welcome((5,)), now=0.0)
    assert table.seat_names() == {}
    hand = _hand()
    table.apply(_table(hand, (None,) * 8, (5,)), now=0.0)
    assert table.seat_names() == {2: "Anna", 5: "Boris", 7: "Cyril"}
    table.apply(_table(hand, _seats(s2="Ada", s5="Boris"), (5,), with_views=False), now=0.0)
    assert table.seat_names() == {2: "Ada", 5: "Boris", 7: "Cyril"}


def test_the_table_format_is_the_last_table_messages() -> None:
    table = ClientTable()
    table.apply(_welcome((5,)), now=0.0)
    assert table.table_format is None
    night = P.FormatEntry.from_wire({"format": "cash", "mode": "dealers_choice",
                                     "games": ["stud", "razz"], "game": "razz", "chooser": 2},
                                    "format")
    table.apply(P.TableState(status="playing", hand=None, seats=(None,) * 8, you=(5,),
                             format=night), now=0.0)
    assert table.table_format == night
    table.apply(P.TableState(status="playing", hand=None, seats=(None,) * 8, you=(5,)), now=0.0)
    assert table.table_format is None
