"""studdesk.engine.visibility: the one rule of who sees which card (RULES.md H1, H3, O6, S2)."""

from __future__ import annotations

import doctest
from dataclasses import dataclass, field

import pytest

from studdesk.engine import visibility
from studdesk.engine.cards import Card
from studdesk.engine.events import CardDealt, Street
from studdesk.engine.visibility import SPECTATOR, Viewer

AS, KD, SEVEN, TWO = (Card.parse(c) for c in ("As", "Kd", "7c", "2h"))


@dataclass
class Player:
    seat: int
    cards: list[Card] = field(default_factory=lambda: [AS, KD, SEVEN])
    face_up: list[bool] = field(default_factory=lambda: [False, False, True])
    folded: bool = False
    shown: bool = False


ME, HOTSEAT, SCREEN_2, COVERED = Viewer.of(3), Viewer.holding({2, 3}), \
    Viewer.at_screen(frozenset({2, 3}), hotseat=True, screen=2), \
    Viewer.at_screen(frozenset({2, 3}), hotseat=True, screen=None)

# (who looks, whose hand, the hand's state, the cards that viewer sees, dead cards it keeps)
CASES = [
    ("spectator, a hand in play", SPECTATOR, Player(3), (None, None, SEVEN), ()),
    ("its own seat", ME, Player(3), (AS, KD, SEVEN), ()),
    ("another seat", ME, Player(4), (None, None, SEVEN), ()),
    ("a connection holding both seats", HOTSEAT, Player(2), (AS, KD, SEVEN), ()),
    ("hotseat: the seat at the screen", SCREEN_2, Player(2), (AS, KD, SEVEN), ()),
    ("hotseat: the seat behind the cover", SCREEN_2, Player(3), (None, None, SEVEN), ()),
    ("hotseat: every cover up", COVERED, Player(2), (None, None, SEVEN), ()),
    ("shown at the showdown (S2)", SPECTATOR, Player(4, shown=True), (AS, KD, SEVEN), ()),
    ("shown after everyone folded (O6)", ME, Player(4, shown=True), (AS, KD, SEVEN), ()),
    ("folded: leaves the table (H1)", SPECTATOR, Player(4, folded=True), (), (SEVEN,)),
    ("folded: not to its owner", ME, Player(3, folded=True), (AS, KD, SEVEN), ()),
    ("folded: behind a hotseat cover", SCREEN_2, Player(3, folded=True), (), (SEVEN,)),
    ("mucked: never turned over (H3)", ME, Player(4), (None, None, SEVEN), ()),
    ("all down, seventh street", SPECTATOR,
     Player(5, cards=[AS, KD, SEVEN, TWO], face_up=[False, False, True, False]),
     (None, None, SEVEN, None), ()),
]


@pytest.mark.parametrize(("who", "player", "cards", "dead"),
                         [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_what_each_viewer_sees_of_a_hand(who: Viewer, player: Player,
                                         cards: tuple[Card | None, ...],
                                         dead: tuple[Card, ...]) -> None:
    seen, up = who.hand_cards(player)
    assert seen == cards
    assert up == (tuple(player.face_up) if cards else ())
    assert who.dead_cards([player]) == dead
    for k, card in enumerate(player.cards):  # the card rule agrees with the hand rule
        if cards:
            clear = who.may_see(player.seat, face_up=player.face_up[k], shown=player.shown)
            assert (seen[k] is not None) == clear, k
        dealt = CardDealt(seat=player.seat, card=card, face_up=player.face_up[k],
                          street=Street.THIRD)
        got = who.censor(dealt)
        assert got.card == (card if who.is_clear(dealt) else None)
        assert who.is_clear(dealt) == (player.face_up[k] or player.seat in who.seats)


def test_the_hotseat_screen_rule() -> None:
    held = frozenset({1, 2})
    assert Viewer.at_screen(held, hotseat=False, screen=None).seats == held
    assert Viewer.at_screen(held, hotseat=True, screen=2).seats == {2}
    assert Viewer.at_screen(held, hotseat=True, screen=5).seats == frozenset()
    assert Viewer.at_screen(held, hotseat=True, screen=None).is_spectator


def test_the_module_examples_run() -> None:
    result = doctest.testmod(visibility)
    assert result.attempted >= 3 and result.failed == 0


def test_the_engines_single_seat_censor_is_the_same_rule() -> None:
    """``studdesk.engine.events.censor`` (a seat or a spectator; events.py cannot import the
    rule's module, which imports it) says what :class:`Viewer` says, for every deal."""
    from studdesk.engine.events import censor

    for owner in (1, 2):
        for face_up in (False, True):
            dealt = CardDealt(seat=owner, card=AS, face_up=face_up, street=Street.THIRD)
            for seat in (None, 1, 2):
                assert censor(dealt, seat) == Viewer.of(seat).censor(dealt)
