"""The table scene draws what the seat may see (RULES.md H1, D10, S2) and converges to the
snapshot, with animations off at once and with animations on after they finish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QAbstractAnimation, QPointF, QPropertyAnimation, QRectF, Qt

from studdesk.engine.actions import ActionKind
from studdesk.engine.config import GameConfig, Variant
from studdesk.engine.events import CardDealt, Event, HandStarted
from studdesk.engine.views import TableView
from studdesk.gui.table.items import CardItem
from studdesk.gui.table.picture import CardPicture
from studdesk.gui.table.scene import TableScene
from studdesk.gui.table.seat_layout import SCENE_RECT, SEATS
from studdesk.gui.table.window import TableWindow
from studdesk.gui.tools.scenes import (
    EIGHT_STREETS,
    EIGHT_THIRD,
    THIRD,
)

from ..helpers import Turns, event, plain, session


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
    scene.animate_event(event({"type": "card_dealt", "seat": 3, "card": "??", "face_up": False,
                         "street": 3}))  # a bogus extra card
    scene.apply_view(w.views[5])
    _converged(scene, w.views[5])


def test_d10_community_card_in_the_centre(qtbot, settings):
    s = session(EIGHT_THIRD, EIGHT_STREETS)
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


def test_s2_showdown_turns_cards_and_names_winners_per_half(hilo_showdown):
    w = hilo_showdown()
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


def _ring_animation(w) -> QPropertyAnimation:
    """The running animation of the acting seat's countdown ring (the plate's ``clock``)."""
    rings = [a for a in w.scene.findChildren(QPropertyAnimation)
             if a.propertyName() == b"clock" and a.state() is QAbstractAnimation.State.Running]
    assert len(rings) == 1, rings
    return rings[0]


def test_countdown_ring_follows_the_deadline(qtbot, settings):
    s = session(THIRD, timeout_ms=10_000)
    w = _window(qtbot, s, settings)
    s.start()
    plate = w.scene.seat_item(5)
    assert plate.acting
    assert 9 <= plate.seconds_left <= 10
    ring = _ring_animation(w)
    ring.pause()  # the ring's own timeline, moved by hand: 1.2 s later
    ring.setCurrentTime(ring.currentTime() + 1200)
    assert plate.seconds_left <= 9
    # the countdown is beside the ring, the medallion keeps the seat number
    assert plate.medallion_text == "5" and plate.clock_text == str(plate.seconds_left)
    s.close()


def test_hand_strength_line(qtbot, settings):
    s = session(THIRD)
    w = _window(qtbot, s, settings)
    s.start()
    assert w.action_bar.strength.text() == "You have: pair of sevens"


def test_razz_low_keeps_its_capitals(qtbot, settings):
    s = session({1: "AhKh2c", 3: "QdJd8s", 5: "Kc6h4d"}, variant=Variant.RAZZ)
    w = _window(qtbot, s, settings)
    s.start()
    assert w.action_bar.strength.text() == "You have: K-6-4 low"


def test_you_have_line_resets_when_a_new_hand_starts(qtbot, settings):
    """Play-test: last hand's "You have" stayed up while the next hand was dealt."""
    settings.set_value("animation_speed", "slow")
    s = session(THIRD, repeat=2)
    w = _window(qtbot, s, settings)
    turns = Turns(s)
    s.start()
    turns.play_out()
    qtbot.waitUntil(lambda: w.action_bar.strength.text().startswith("You have:"),
                    timeout=20000)
    at_start: list[str] = []  # when the felt gets to the new hand (its first animation)
    w.player.event_started.connect(lambda ev: at_start.append(w.action_bar.strength.text())
                                   if isinstance(ev, HandStarted) else None)
    s.deal_next_hand()
    qtbot.waitUntil(lambda: bool(at_start), timeout=20000)
    assert at_start == [""]


def test_s5_side_pot_in_the_centre(qtbot, settings):
    s = session(THIRD, [{1: "3s", 3: "4s", 5: "9c"}], stacks={3: 90})
    w = _window(qtbot, s, settings)
    turns = Turns(s)
    s.start()  # Anna brings in 0.50, Cyril calls all-in for his last 0.50
    assert w.scene.seat_item(3).badge == "ALL-IN"
    turns.act(ActionKind.COMPLETE)  # Emil completes; Anna calls
    assert w.scene.pot_amounts() == [270, 300]
    labels = [p.label for p in w.scene._pots]
    assert labels == ["Pot 2.70", "Side pot 1: 3.00"]  # the same decimals side by side
    assert all("." in w.scene.seat_item(n).stack_text for n in (1, 3, 5))


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


@pytest.mark.parametrize("absent", [None, 2, 7])
def test_full_showdown_nothing_overlaps(qtbot, settings, absent):
    """Play-test: at a showdown of seven or eight no seat's cards or hand caption lie on a neighbour's
    cards (scene coordinates: the view only scales them, so this holds at 1024x640 too)."""


    third = {1: "AhKh2c", 2: "5s5d9c", 3: "QdJd8s", 4: "3h3c9h", 5: "7c7h9d", 6: "ThJh9s",
             7: "4c5c6c", 8: "Ac2d6s"}
    third.pop(absent, None)
    s = session(third, humans=tuple(third), auto_muck=False)  # everyone shows
    table = TableWindow(s, settings)
    qtbot.addWidget(table)
    turns = Turns(s)
    s.start()
    while s.hand is not None and not s.hand.is_complete:
        kinds = [m.kind for m in turns.last[2]]
        turns.act(next(k for k in (ActionKind.BRING_IN, ActionKind.SHOW, ActionKind.CHECK,
                                   ActionKind.CALL) if k in kinds))
    if table.handover.isVisible():  # hotseat: somebody takes the screen
        qtbot.mouseClick(table.handover, Qt.MouseButton.LeftButton)
    scene = table.scene
    dealt = 6 if len(third) == 8 else 7  # eight players: the community card (D10)
    qtbot.waitUntil(lambda: all(len(scene.seat_cards(n)) == dealt and scene.caption_text(n)
                                for n in third))
    cards: dict[int, QRectF] = {}
    for n in third:
        rect = QRectF()
        for card in scene.seat_cards(n):
            rect = rect.united(card.sceneBoundingRect())
        cards[n] = rect
    captions = {n: scene._captions[n].sceneBoundingRect() for n in third}
    for a in third:
        for b in third:
            if a != b:
                assert not cards[a].intersects(cards[b]), (a, b)
                assert not captions[a].intersects(cards[b]), (a, b)


def test_the_viewers_seat_is_drawn_at_the_bottom(qapp):
    """Every player, LAN joiners included, sees their own seat at the bottom (place 5), the
    others around it in order; the stud button and the cards go with their seats."""
    scene = TableScene()
    assert [scene.place_of(n) for n in range(1, 9)] == list(range(1, 9))
    scene.set_viewer(2)
    assert [scene.place_of(n) for n in range(1, 9)] == [4, 5, 6, 7, 8, 1, 2, 3]
    for n in range(1, 9):
        assert scene.seat_item(n).pos() == SEATS[scene.place_of(n)].plate
    button = scene.button.sceneBoundingRect()
    assert SCENE_RECT.contains(button)
    assert button.center().x() < SEATS[3].plate.x()  # beside seat 8, now at place 3
    assert (button.center() - SEATS[3].plate).manhattanLength() < 250
    for viewer in range(1, 9):  # wherever the button goes it stays on the scene
        scene.set_viewer(viewer)
        assert SCENE_RECT.contains(scene.button.sceneBoundingRect())
    scene.set_viewer(None)  # a spectator: seat 5 at the bottom
    assert scene.seat_item(5).pos() == SEATS[5].plate


def test_a_window_that_joins_during_a_hand_names_the_players(qtbot, settings):
    """Play-test: a joiner's dealer log read "Seat 5 checks": it missed the hand's start,
    where the names come from. The table's view names them."""
    s = session(THIRD)
    first = _window(qtbot, s, settings)
    turns = Turns(s)
    s.start()
    turns.act(ActionKind.CALL if any(m.kind is ActionKind.CALL for m in turns.last[2])
              else ActionKind.BRING_IN)
    late = TableWindow(s, settings)  # sees the table from here on
    qtbot.addWidget(late)
    s.view_changed.emit(5, first.views[5])  # a host's first word to a newcomer: the table
    turns.play_out()
    qtbot.waitUntil(lambda: any(" checks" in line for line in late.log_lines()))
    lines = late.log_lines()
    assert not any(line.startswith("Hand #") for line in lines)  # it did miss the start
    assert not any(line.startswith("Seat ") for line in lines), lines
    assert any(line.startswith("Emil ") for line in lines)
    assert any(line.startswith("Hand #1") for line in first.log_lines())


def test_ring_and_line_follow_the_felt_and_the_buttons_go_at_once(qtbot, settings):
    """M6: the ring and "X to act" follow the felt (never on a player the felt already shows
    acting, never on the next player while the cards still fly); the buttons go the moment
    the move is made (a timeout acted), whatever the animations still have to show."""
    settings.set_value("animation_speed", "slow")
    s = session({1: "AhKh2c", 3: "QdJd8s", 5: "7c7h9d"}, timeout_ms=400)  # Anna brings in
    w = _window(qtbot, s, settings)
    seen: list[tuple[str, object]] = []

    def on_turn(seat: int, deadline: int, legal: object) -> None:  # after the window's slot
        seen.append(("turn", (seat, w.scene.acting_seat, w.player.is_idle())))

    def on_event(seat: int, got: Event) -> None:
        ev = plain(got)
        if ev.get("type") == "action_taken" and ev.get("seat") == 5:
            seen.append(("acted", (w.action_bar.seat, w.action_bar.buttons)))

    def on_felt(got: Event) -> None:  # the felt shows a move: nobody's ring is on the mover
        ev = plain(got)
        if ev.get("type") == "action_taken":
            seen.append(("felt", (ev.get("seat"), w.scene.acting_seat,
                                  w.action_bar.turn_label.text())))

    dealt: list[str] = []
    rings: list[tuple[int, int]] = []  # (seat, cards the felt had dealt when its ring came)
    start_clock = w.scene.start_clock

    def recording_start_clock(seat: int, remaining: int, total: int) -> None:
        rings.append((seat, len(dealt)))
        start_clock(seat, remaining, total)

    w.scene.start_clock = recording_start_clock  # type: ignore[method-assign]
    w.player.event_started.connect(
        lambda ev: dealt.append(plain(ev)["card"]) if isinstance(ev, CardDealt) else None)
    s.turn_started.connect(on_turn)
    s.event_received.connect(on_event)
    w.player.event_started.connect(on_felt)
    s.start()
    # Anna's bring-in arrives while the deal is still animated: no ring on her yet ...
    seat, acting, idle = next(data for kind, data in seen if kind == "turn")
    assert seat == 1 and acting is None and not idle
    # ... it comes when all nine cards are on the felt.
    qtbot.waitUntil(lambda: bool(rings), timeout=15000)
    assert rings[0] == (1, 9)
    qtbot.waitUntil(lambda: bool(w.action_bar.buttons), timeout=15000)  # Emil's turn
    s.advance(1.0)  # Emil's clock runs out on the table's (fake) clock: C1
    qtbot.waitUntil(lambda: any(kind == "acted" for kind, _ in seen), timeout=5000)
    bar_seat, buttons = next(data for kind, data in seen if kind == "acted")
    assert bar_seat is None and buttons == []
    felt = [data for kind, data in seen if kind == "felt"]
    assert felt and all(acting != mover for mover, acting, _ in felt), felt
    assert all(not line.startswith(w._seat_name(mover)) for mover, _, line in felt), felt
    s.close()


@pytest.mark.parametrize("show_label", [True, False])
def test_a_chip_stack_paints_only_inside_its_bounding_rect(qapp, show_label):
    """Play-test: chips flying to the pot left a "snake" behind them: a stack without its
    amount pill painted below its bounding rect, which the view never cleaned up."""
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    from studdesk.gui.table.items import ChipStackItem

    item = ChipStackItem(4730, 10, "47.30", show_label=show_label)
    bounds = item.boundingRect()
    margin = 60
    image = QImage(int(bounds.width()) + 2 * margin, int(bounds.height()) + 2 * margin,
                   QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(margin - bounds.left(), margin - bounds.top())
    item.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    inside = bounds.translated(margin - bounds.left(), margin - bounds.top())
    painted = [(x, y) for x in range(image.width()) for y in range(image.height())
               if image.pixelColor(x, y).alpha() > 0]
    assert painted  # it drew something
    outside = [(x, y) for x, y in painted if not inside.adjusted(-1, -1, 1, 1).contains(x, y)]
    assert not outside, outside[:5]


def test_the_stud_button_explains_itself_on_hover(qtbot, settings):
    """Play-test: the "S" disc was a mystery. Hovering it says what it is."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip

    s = session(THIRD)
    w = _window(qtbot, s, settings)
    w.show()
    s.start()
    view = w.view
    qtbot.waitUntil(lambda: view.isVisible())
    pos = view.mapFromScene(w.scene.button.sceneBoundingRect().center())
    event = QHelpEvent(QEvent.Type.ToolTip, pos, view.viewport().mapToGlobal(pos))
    QApplication.sendEvent(view.viewport(), event)
    assert "stud button" in QToolTip.text()
    QToolTip.hideText()
    s.close()


def test_a_street_is_dealt_inside_the_hosts_allowance_per_card(qapp):
    """M7 (client side): at normal speed the felt lands a street of n cards (n >= 2) within
    DEAL_MS_PER_CARD * n ms, so the host's clock, which starts after a dealing allowance per
    card, never runs while the cards still fly."""
    from studdesk.gui.table.animations import DEAL_MS_PER_CARD, OVERLAP_MS
    from studdesk.gui.table.scene import TableScene

    scene = TableScene()
    scene.set_speed(1.0)
    anim = scene.animate_event(event({"type": "card_dealt", "seat": 3, "card": "As", "face_up": True}))
    assert anim is not None
    flight = anim.totalDuration()
    for n in range(2, 57):  # two players' one card to eight players' three, and more
        assert OVERLAP_MS[CardDealt] * (n - 1) + flight <= DEAL_MS_PER_CARD * n, n
    anim.stop()


def test_a_flip_cut_short_leaves_no_sliver(qapp):
    """m26: after resizes one card stayed edge-on until the next street."""
    from studdesk.gui.table.items import CardItem

    card = CardItem(None, True)
    card.turn_to("As")
    card.flip = 0.5  # the flip stopped at its middle: the card is edge-on
    assert not card.transform().isIdentity()
    card.set_card("As", True)  # the table converges to the view
    assert card.transform().isIdentity() and card.card == "As"


def test_big_pots_never_lie_on_each_others_labels(qapp):
    """m13: a big pot beside a side pot hid its label ("P…0") under chips."""
    scene = TableScene()
    scene.set_config(GameConfig.preset(Variant.STUD, 200))
    scene._pot_amounts = [987_650, 456_780, 12_340]  # the pots as apply_view sets them
    scene._refresh_pots()
    pots = scene._pots
    rects = [p.sceneBoundingRect() for p in pots]
    assert len(rects) == 3
    for a in range(3):
        for b in range(a + 1, 3):
            assert not rects[a].intersects(rects[b]), (a, b)
    assert all(p.zValue() > 30 for p in pots)  # above the bets in front of the seats
    assert SCENE_RECT.contains(rects[0].united(rects[-1]))


def test_a_long_badge_stays_inside_its_seat(qapp):
    """m11: "DISCONNECTED" on a seat at the right edge was clipped ("DISCONNECTEI")."""
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    from studdesk.gui.table.items import SeatItem

    item = SeatItem(3)
    item.occupied, item.name, item.stack = True, "Cyril", 19_960
    item.badge = "DISCONNECTED"
    bounds = item.boundingRect()
    margin = 200
    image = QImage(int(bounds.width()) + 2 * margin, int(bounds.height()) + 2 * margin,
                   QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(margin - bounds.left(), margin - bounds.top())
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    outside = [(x, y) for y in range(0, image.height(), 2) for x in range(0, image.width(), 2)
               if image.pixelColor(x, y).alpha() > 0
               and not (margin <= x < margin + bounds.width()
                        and margin <= y < margin + bounds.height())]
    assert outside == []


def test_w4_a_wild_card_carries_its_mark(qtbot, settings):
    """Baseball (W4): every three and nine on the felt is marked wild, the viewer's own down
    nine too, and nothing else; the header says what is wild."""
    s = session({1: "Kd2sJh", 3: "5c8dTs", 5: "7c9h9d"}, variant=Variant.BASEBALL)
    w = _window(qtbot, s, settings)
    s.start()
    scene = w.scene
    assert scene.wild_ranks == {3, 9}
    mine = scene.seat_cards(5)
    assert [(c.card, c.is_wild()) for c in mine] == [("7c", False), ("9h", True), ("9d", True)]
    assert not any(c.is_wild() for seat in (1, 3) for c in scene.seat_cards(seat))
    assert "Threes and nines are wild" in w.subtitle.text()


def test_w3_a_queen_falls_and_the_new_wild_cards_are_marked(qapp):
    """Follow the Queen (W3): the change of wild ranks marks the cards newly wild, with a
    short swell that ends at the card's own size, and unmarks the ones no longer wild."""
    scene = TableScene()
    scene.set_speed(1.0)
    for n, (card, up) in enumerate((("Qh", True), ("8d", True), ("8c", False), ("5s", True))):
        item = scene.new_card(1, n, card, up)
        scene._cards[1].append(item)
    scene.set_wild_ranks((12,))
    marked = {c.card for c in scene.card_items() if c.is_wild()}
    assert marked == {"Qh"}
    anim = scene.animate_event(event({"type": "wild_ranks_changed", "ranks": [8, 12]}))
    assert anim is not None
    total = anim.totalDuration()
    assert total > 0
    anim.start()
    anim.pause()
    anim.setCurrentTime(total // 2)
    swollen = [c for c in scene.card_items() if c.scale() > 1.0]
    assert {c.card for c in swollen} == {"8d", "8c"}
    anim.resume()
    anim.setCurrentTime(total)  # it ends: the cards are their own size again
    assert {c.card for c in scene.card_items() if c.is_wild()} == {"Qh", "8d", "8c"}
    assert all(c.scale() == 1.0 for c in scene.card_items())
    scene.animate_event(event({"type": "wild_ranks_changed", "ranks": [5, 12]}))
    assert {c.card for c in scene.card_items() if c.is_wild()} == {"Qh", "5s"}


def test_w3_no_wild_ranks_no_marks(qapp):
    scene = TableScene()
    item = scene.new_card(1, 0, "Qh", True)
    assert not item.is_wild()
    scene.set_wild_ranks((12,))
    assert item.is_wild()
    scene.animate_event(event({"type": "hand_started", "hand": 2, "seats": [], "names": []}))
    assert scene.wild_ranks == frozenset()


@pytest.mark.parametrize("count", [7, 8, 11])
def test_w4_eleven_cards_keep_to_the_width_of_seven(qapp, count):
    """Baseball (W4): up to eleven cards a seat; the row closes up within the seven-card width,
    in order, so no hand reaches its neighbour's (the eight-seat spacing holds)."""
    scene = TableScene()
    cards = [CardPicture(f"{'23456789TJQKA'[i]}s", i not in (0, 1)) for i in range(count)]
    scene.set_cards(1, cards)
    xs = [item.pos().x() for item in scene.seat_cards(1)]
    g = SEATS[1]
    assert xs == sorted(xs) and len(set(xs)) == count
    assert xs[0] >= g.slot(0, True).x() - 0.01 and xs[-1] <= g.slot(6, True).x() + 0.01
    assert xs[1] - xs[0] >= 23  # the corner index of every card stays in sight
