"""The table scene draws what the seat may see (RULES.md H1, D10, S2) and converges to the
snapshot, with animations off at once and with animations on after they finish."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from studdesk.engine.actions import ActionKind
from studdesk.engine.config import GameConfig, Variant
from studdesk.engine.hand import keep_order
from studdesk.engine.views import TableView
from studdesk.gui.session.engine_session import (
    EngineSession,
    SeatSetup,
    scripted_policy,
    stacked_deck_for,
)
from studdesk.gui.table.items import CardItem
from studdesk.gui.table.scene import SEATS, TableScene
from studdesk.gui.table.window import TableWindow

from .helpers import Turns, session

THIRD = {1: "AhKh2c", 3: "QdJd8s", 5: "7c7h9d"}


def _window(qtbot, s, settings) -> TableWindow:
    w = TableWindow(s, settings)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    return w


def _converged(scene: TableScene, view: TableView) -> None:
    """Every seat's cards, bet and the pots are exactly the snapshot's."""
    for sv in view.seats:
        items = scene.seat_cards(sv.seat)
        if sv.folded or sv.mucked:
            assert items == []
            continue
        assert [(i.card, i.face_up) for i in items] == [
            (None if c is None else str(c), up) for c, up in zip(sv.cards, sv.face_up)]
        for i, item in enumerate(items):
            assert item.pos() == SEATS[sv.seat].slot(i, item.face_up)
            assert item.opacity() == 1.0
        assert scene.bet_amount(sv.seat) == sv.bet
        assert scene.seat_item(sv.seat).stack == sv.stack
    assert sum(scene.pot_amounts()) == view.pot_total - sum(s.bet for s in view.seats)


def test_h1_own_down_cards_face_up_and_lower_others_as_backs(qtbot, settings):
    s = session(THIRD)
    w = _window(qtbot, s, settings)
    s.start()
    scene = w.scene
    mine = scene.seat_cards(5)
    assert [(c.card, c.face_up) for c in mine] == [("7c", False), ("7h", False), ("9d", True)]
    assert all(c.shows_face() for c in mine)
    assert mine[0].private and not mine[2].private
    for seat in (1, 3):
        cards = scene.seat_cards(seat)
        down = [c for c in cards if not c.face_up]
        up = [c for c in cards if c.face_up]
        assert len(down) == 2 and len(up) == 1
        assert all(c.card is None and not c.shows_face() for c in down)  # backs
        assert up[0].shows_face()
        # H1: down cards are drawn lower than the up cards.
        assert all(d.pos().y() > up[0].pos().y() for d in down)
    assert mine[0].pos().y() > mine[2].pos().y()


def test_h1_a_folded_hand_leaves_the_table(qtbot, settings):
    s = session(THIRD, script={(3, 3): ["complete"]})
    w = _window(qtbot, s, settings)
    turns = Turns(s)
    s.start()
    turns.act(ActionKind.FOLD)  # Emil folds to the completion
    scene = w.scene
    assert scene.seat_cards(5) == []
    assert not [i for i in scene.items() if isinstance(i, CardItem) and i.seat == 5]
    assert scene.seat_item(5).dimmed


def test_animations_off_applies_the_final_state_at_once(qtbot, settings):
    s = session(THIRD)
    w = _window(qtbot, s, settings)
    s.start()  # synchronous: bots act at once, nothing waits for a timer
    assert w.player.is_idle()
    _converged(w.scene, w.views[5])
    assert w.action_bar.button_texts() == ["Fold", "Call 0.50", "Complete to 2"]


def test_animations_converge_to_the_snapshot(qtbot, settings):
    settings.set_value("animation_speed", "fast")
    s = session(THIRD, [{1: "3s", 3: "4s", 5: "9c"}])
    w = _window(qtbot, s, settings)
    w.set_animation_speed(0.1)
    w.show()
    turns = Turns(s)
    s.start()
    assert not w.player.is_idle()  # the antes and the deal are being animated
    assert len(w.scene.card_items()) < 9  # cards go out one at a time
    qtbot.waitUntil(lambda: len(w.scene.card_items()) >= 2, timeout=10_000)
    flying = [c for c in w.scene.card_items()
              if c.pos() != SEATS[c.seat].slot(c.index, c.face_up)]
    assert flying  # a card on its way from the deck
    qtbot.waitUntil(w.player.is_idle, timeout=10_000)
    _converged(w.scene, w.views[5])
    turns.act(ActionKind.CALL)
    qtbot.waitUntil(w.player.is_idle, timeout=10_000)
    view = w.views[5]
    assert int(view.street) == 4
    _converged(w.scene, view)


def test_a_snapshot_puts_a_wrong_table_right(qtbot, settings):
    s = session(THIRD)
    w = _window(qtbot, s, settings)
    s.start()
    scene = w.scene
    stray = scene.seat_cards(1)[2]
    stray.setPos(QPointF(3, 3))
    scene.animate_event({"type": "card_dealt", "seat": 3, "card": "??", "face_up": False,
                         "street": 3})  # a bogus extra card
    scene.apply_view(w.views[5])
    _converged(scene, w.views[5])


EIGHT_THIRD = {1: "KhKd8s", 2: "Ah3d5c", 3: "7s7cQh", 4: "2d4h9s", 5: "QsQc6d", 6: "JhJc3c",
               7: "9h9c2c", 8: "Th8c4s"}
EIGHT_STREETS = [
    {1: "4c", 2: "6h", 3: "Qd", 4: "As", 5: "6c", 6: "8d", 7: "Ad", 8: "7d"},
    {1: "Jd", 2: "Tc", 3: "3s", 4: "5s", 5: "Kc", 6: "7h", 7: "Ks", 8: "3h"},
    {1: "2s", 2: "9d", 3: "8h", 4: "Js", 5: "Ts", 6: "4d", 7: "5d", 8: "6s"},
]


def test_d10_community_card_in_the_centre(qtbot, settings):
    s = session(EIGHT_THIRD, EIGHT_STREETS, reshuffle=keep_order)
    w = _window(qtbot, s, settings)
    turns = Turns(s)
    s.start()
    while s.hand is not None and s.hand.street < 7:
        seat, _, legal = turns.last
        kinds = [m.kind for m in legal]
        turns.act(ActionKind.CHECK if ActionKind.CHECK in kinds else ActionKind.CALL)
    view = w.views[5]
    assert view.community is not None
    card = w.scene.community_card
    assert card is not None and card.card == str(view.community) and card.shows_face()
    assert abs(card.pos().x() - 800) < 120  # in the middle of the table
    assert all(len(w.scene.seat_cards(n)) == 6 for n in range(1, 9))  # 6 own + community
    assert "Community card" in " ".join(w.log_lines())


HILO_THIRD = {1: "QsQc2d", 3: "7s7d8h", 5: "Ah3d5c", 6: "ThJh9h", 8: "Ac2c6s"}
HILO_STREETS = [
    {1: "4s", 3: "8c", 5: "6h", 6: "3h", 8: "8d"},
    {1: "Qh", 3: "7h", 5: "Ks", 6: "4d", 8: "Ts"},
    {1: "9d", 3: "2s", 5: "7c", 6: "Kd", 8: "4c"},
    {1: "3s", 3: "Jc", 5: "Qd", 6: "5d", 8: "9c"},
]


def test_s2_showdown_turns_cards_and_names_winners_per_half(qtbot, settings):
    s = session(HILO_THIRD, HILO_STREETS, variant=Variant.STUD8,
                script={(street, 3): ["bet"] for street in (4, 5, 6, 7)})
    w = _window(qtbot, s, settings)
    turns = Turns(s)
    s.start()
    while s.hand is not None and not s.hand.is_complete:
        seat, _, legal = turns.last
        kinds = [m.kind for m in legal]
        turns.act(ActionKind.CHECK if ActionKind.CHECK in kinds else ActionKind.CALL)
    scene = w.scene
    cyril = [c.card for c in scene.seat_cards(3)]
    assert cyril == ["7s", "7d", "8h", "8c", "7h", "2s", "Jc"]  # turned over at the showdown
    assert "Full house" in scene.caption_text(3)
    assert "7-6-5-3-A" in scene.caption_text(5)
    lines = scene.banner.lines
    assert any(line.startswith("High") and "Cyril" in line for line in lines)
    assert any(line.startswith("Low") and "Emil" in line for line in lines)
    assert scene.seat_cards(6) == [] and scene.seat_cards(8) == []  # mucked hands leave
    log = " ".join(w.log_lines())
    assert "Cyril shows" in log and "Pot (high)" in log and "Pot (low)" in log
    # S2: Cyril bet 7th street, so he shows first.
    shows = [line for line in w.log_lines() if " shows " in line]
    assert shows[0].startswith("Cyril")


def test_dealer_log_tells_the_actions_in_words(qtbot, settings):
    s = session(THIRD, script={(3, 3): ["complete"]})
    w = _window(qtbot, s, settings)
    turns = Turns(s)
    s.start()
    turns.act(ActionKind.RAISE)
    lines = w.log_lines()
    assert "Anna brings in for 0.50" in lines
    assert "Cyril completes to 2" in lines
    assert "Emil raises to 4" in lines
    assert "Antes: 0.40 from each of 3 players" in lines


def test_countdown_ring_follows_the_deadline(qtbot, settings):
    s = session(THIRD, timeout_ms=10_000)
    w = _window(qtbot, s, settings)
    s.start()
    plate = w.scene.seat_item(5)
    assert plate.acting
    assert 9 <= plate.seconds_left <= 10
    qtbot.wait(1200)
    assert plate.seconds_left <= 9
    s.close()


def test_hand_strength_line(qtbot, settings):
    s = session(THIRD)
    w = _window(qtbot, s, settings)
    s.start()
    assert w.action_bar.strength.text() == "You have: pair of sevens"


def test_s5_side_pot_in_the_centre(qtbot, settings):
    config = GameConfig.preset(Variant.STUD, 200)
    seats = [SeatSetup(1, "Anna"), SeatSetup(3, "Cyril", stack=90), SeatSetup(5, "Emil", True)]
    deck = stacked_deck_for(THIRD, [{1: "3s", 3: "4s", 5: "9c"}])
    s = EngineSession(config, seats, decks=[deck], bot_policy=scripted_policy({}),
                      bot_delay_ms=None, timeout_ms=None, next_hand_ms=None)
    w = _window(qtbot, s, settings)
    turns = Turns(s)
    s.start()  # Anna brings in 0.50, Cyril calls all-in for his last 0.50
    assert w.scene.seat_item(3).badge == "ALL-IN"
    turns.act(ActionKind.COMPLETE)  # Emil completes; Anna calls
    assert w.scene.pot_amounts() == [270, 300]
    labels = [p.label for p in w.scene._pots]
    assert labels == ["Pot 2.70", "Side pot 1: 3"]


def test_switching_animations_off_mid_deal_lands_everything(qtbot, settings):
    settings.set_value("animation_speed", "slow")
    s = session(THIRD)
    w = _window(qtbot, s, settings)
    w.show()
    s.start()
    qtbot.waitUntil(lambda: len(w.scene.card_items()) >= 2, timeout=10_000)
    assert not w.player.is_idle()
    settings.set_value("animation_speed", "off")
    assert w.player.is_idle()
    _converged(w.scene, w.views[5])
