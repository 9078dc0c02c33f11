"""studdesk.gui.session.news: what the session's loop thread hands the GUI thread, read from the
client's table model (:class:`net.client.ClientTable`) just after it took a host message.

No Qt event loop and no socket: real protocol records and real engine views into a real model."""

from __future__ import annotations

import random

from net import protocol as P
from net.client import ClientTable
from studdesk.engine.cards import shuffled_deck
from studdesk.engine.config import GameConfig, Variant
from studdesk.engine.hand import Hand, PlayerSpec
from studdesk.engine.views import view
from studdesk.gui.session.news import (
    ErrorNews,
    FormatNews,
    TableNews,
    TurnNews,
    news_of,
)


def _welcome(seats: tuple[int, ...]) -> P.Welcome:
    summary = P.TableSummary(name="Kitchen", variant="stud", seats=8, ante=5, bring_in=5,
                             small_bet=10, big_bet=20, buy_in=1000)
    return P.Welcome(protocol=P.PROTOCOL_VERSION, token="t" * 24, client_id=1, table=summary,
                     seats=seats)


def _hand() -> Hand:
    specs = [PlayerSpec(2, "Anna", 1000), PlayerSpec(5, "Boris", 1000)]
    return Hand(GameConfig.preset(Variant.STUD, 1000), specs, shuffled_deck(random.Random(5)),
                number=1)


def _told(t: ClientTable, msg: P.HostMessage) -> object:
    t.apply(msg)  # now: a turn's deadline counts from this machine's clock
    return news_of(msg, t)


def test_a_table_message_tells_only_the_new_views_and_seat_states() -> None:
    t = ClientTable()
    t.apply(_welcome((5,)), now=0.0)
    hand = _hand()
    seats = tuple(P.SeatEntry(seat=n, name={2: "Anna", 5: "Boris"}[n], stack=1000, cards=())
                  if n in (2, 5) else None for n in range(1, 9))
    first = _told(t, P.TableState(status="playing", hand=1, seats=seats, you=(5,),
                                  views=(P.View.of(view(hand, 5)),)))
    assert isinstance(first, TableNews)
    assert first.you == (5,) and set(first.views) == {5} and first.views[5].viewer == 5
    assert first.seat_states == {2: "playing", 5: "playing"}
    assert first.status.seat(2) is not None and first.status.seat(2).name == "Anna"
    assert first.status.buy_in == 1000 and first.format is None
    again = _told(t, P.TableState(status="playing", hand=1, seats=seats, you=(5,)))
    assert isinstance(again, TableNews)
    assert again.views == {} and again.seat_states == {}


def test_a_turn_of_a_held_seat_carries_its_legal_moves_and_a_refused_move_offers_it_again(
) -> None:
    t = ClientTable()
    t.apply(_welcome((2,)), now=0.0)
    hand = _hand()
    while hand.acting_seat != 2:  # deal up to the held seat's turn
        hand.apply(hand.legal_actions()[0].action())
    t.apply(P.TableState(status="playing", hand=1, seats=(None,) * 8, you=(2,),
                         views=(P.View.of(view(hand, 2)),)), now=0.0)
    offered = tuple(P.LegalAction(action=m.kind.value, to=m.to)
                    for m in hand.legal_actions())
    turn = _told(t, P.Turn(hand=1, seat=2, actions=offered, deadline_ms=30_000))
    assert isinstance(turn, TurnNews)
    assert turn.seat == 2 and turn.hand == 1 and 0 < turn.left_ms <= 30_000
    assert turn.legal == view(hand, 2).legal_actions and turn.timer_ms is None
    refused = _told(t, P.Error(code="bad_amount", message="no"))
    assert isinstance(refused, ErrorNews) and refused.again is not None
    assert refused.again.seat == 2 and refused.again.legal == turn.legal
    other = _told(t, P.Error(code="too_fast", message="slow down"))
    assert isinstance(other, ErrorNews) and other.again is None
    # the host says the turn is not ours (a second click while the first move is held, or a
    # move the clock made): the turn this model holds is stale, and not offered again
    stale = _told(t, P.Error(code="not_your_turn", message="It is not your turn."))
    assert isinstance(stale, ErrorNews) and stale.again is None


def test_an_announcement_carries_the_names_and_the_game_in_play() -> None:
    t = ClientTable()
    t.apply(_welcome((5,)), now=0.0)
    night = P.FormatEntry.from_wire({"format": "cash", "mode": "dealers_choice",
                                     "games": ["stud", "razz"], "game": "stud", "chooser": 2},
                                    "format")
    seats = tuple(P.SeatEntry(seat=2, name="Anna", stack=1000, cards=()) if n == 2 else None
                  for n in range(1, 9))
    table = _told(t, P.TableState(status="waiting", hand=None, seats=seats, you=(5,),
                                  format=night))
    assert isinstance(table, TableNews) and table.format == night
    said = _told(t, P.Announce(kind="game", variant="razz", chooser=2))
    assert isinstance(said, FormatNews)
    assert said.names == {2: "Anna"} and said.game == "stud"
