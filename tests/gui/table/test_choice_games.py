"""High-Low Declare and Roll Your Own played from the desktop (RULES.md W9, W11): the action
bar's secret choices, the closed fist's "hidden until everyone has chosen", the reveal for
everyone at once, the dealer's words; on the table core with a real Qt loop and a fake clock."""

from __future__ import annotations

from PySide6.QtCore import Qt

from studdesk.engine.actions import ActionKind, Declaration
from studdesk.engine.config import Variant
from studdesk.engine.events import CardTurnedUp, Declared, SwingFailed
from studdesk.gui.table.window import TableWindow
from studdesk.gui.tools.scenes import HERO, THIRD

from ..helpers import down_faces, session, table_window

START = 20_000


def _play_hand(qtbot, w: TableWindow, s, choose) -> tuple[list[str], list[int]]:
    """Play the hand from the window: click the hotseat cover whenever it is up,
    ``choose(bar)`` presses a choice's button, anything else checks or calls. Returns the idle
    lines seen after each choice and the seats the cover asked for, in order."""
    hidden: list[str] = []
    covers: list[int] = []
    bar = w.action_bar

    def ready() -> bool:
        return bool(bar.buttons) or w.handover.isVisible() or s.hand.is_complete

    while s.hand is not None and not s.hand.is_complete:
        qtbot.waitUntil(ready, timeout=15_000)
        if s.hand.is_complete:
            break
        if w.handover.isVisible():
            assert down_faces(w) == []  # B1: nobody's down cards under the cover
            covers.append(w.handover.seat)
            qtbot.mouseClick(w.handover, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: not w.handover.isVisible() or ready(), timeout=5000)
            continue
        before = bar.legal
        kinds = {m.kind for m in bar.legal}
        if kinds & {ActionKind.DECLARE, ActionKind.TURN_UP}:
            choose(bar)
            hidden.append(bar.idle_label.text())
        else:
            bar.button_for(ActionKind.CHECK if ActionKind.CHECK in kinds
                           else ActionKind.CALL if ActionKind.CALL in kinds
                           else ActionKind.BRING_IN).click()
        qtbot.waitUntil(lambda before=before: bar.legal is not before
                        or w.handover.isVisible() or s.hand.is_complete, timeout=5000)
    return hidden, covers


def _stacks(s) -> int:
    return sum(seat.stack for seat in s.local.core.seats.values())


def test_w9_a_declare_hand_played_from_the_bar_to_the_end(qtbot, settings):
    """W9.2, W9.3: High / Low / Both buttons; once chosen the bar says the choice is hidden;
    everyone's declaration comes at once, the failed swing is told with its why, chips
    conserved."""
    settings.set_value("animation_speed", "off")
    s = session(THIRD, variant=Variant.STUD_DECLARE, humans=(1, HERO))
    w = table_window(qtbot, s, settings)
    seen = []
    s.event_received.connect(lambda seat, ev, _t: seen.append(ev) if seat == HERO else None)
    s.start()
    texts: list[list[str]] = []

    def swing(bar) -> None:
        texts.append(bar.button_texts())
        bar.button_for(ActionKind.DECLARE, 2).click()

    total = _stacks(s)
    hidden, covers = _play_hand(qtbot, w, s, swing)
    assert texts == [["High", "Low", "Both (swing)"]] * 2
    # W8: "You have" gives the ace-to-five low beside the high
    assert w.action_bar.strength.text() == ("You have: straight flush, seven high; "
                                            "7-6-5-4-3 low")
    assert hidden[0] == ("You chose: Both (swing). Your choice is hidden until everyone has "
                         "chosen.")
    assert covers[-2:] == [1, HERO] or covers[-2:] == [HERO, 1]
    declared = [ev for ev in seen if isinstance(ev, Declared)]
    assert [(d.seat, d.declaration) for d in declared] == [
        (1, Declaration.BOTH), (3, Declaration.LOW), (HERO, Declaration.BOTH)]
    assert any(isinstance(ev, SwingFailed) and ev.seat == HERO for ev in seen)
    assert _stacks(s) == total
    assert s.hand is not None and s.hand.result is not None
    qtbot.waitUntil(lambda: any("swung" in t for t in w.feed.dealer_log.texts()), timeout=5000)
    log = w.feed.dealer_log.texts()
    assert "Everyone has declared: Anna declares both, Cyril declares low, Emil declares both" \
        in log
    assert "Anna has chosen" in log and "Emil has chosen" in log
    assert ("Emil swung and was beaten low: nothing from the pot"
            in log)
    assert "Your choice is hidden" not in w.action_bar.idle_label.text()
    plates = w.scene.plates.items  # each declaration on its plate, the winner's says "Wins"
    assert (plates[1].action_text, plates[HERO].action_text) == ("Both (swing)",) * 2
    assert plates[3].result_text.startswith("Wins")  # Cyril's low, the swings both failed
    w.close()
    s.close()


def test_w11_a_roll_your_own_hand_played_behind_the_hotseat_cover(qtbot, settings):
    """W11.1, W11.2, B1: each person picks a down card by its name behind the cover, the bar
    says the choice is hidden, every chosen card is turned up together; chips conserved."""
    settings.set_value("animation_speed", "off")
    s = session(THIRD, variant=Variant.ROLL_YOUR_OWN, humans=(1, HERO))
    w = table_window(qtbot, s, settings)
    seen = []
    s.event_received.connect(lambda seat, ev, _t: seen.append(ev) if seat == HERO else None)
    s.start()
    offered: list[list[str]] = []

    def oldest(bar) -> None:  # the first card named: an older one from 4th street on
        offered.append(bar.button_texts())
        bar.button_for(ActionKind.TURN_UP, 0).click()

    total = _stacks(s)
    hidden, covers = _play_hand(qtbot, w, s, oldest)
    assert len(offered) == 8  # 3rd to 6th street, two people
    assert offered[:2] == [["Turn up A♥", "Turn up K♥", "Turn up 2♣"],
                           ["Turn up 7♣", "Turn up 7♥", "Turn up 9♦"]]
    assert all(len(texts) == 3 for texts in offered)
    assert all(line.endswith("Your choice is hidden until everyone has chosen.")
               for line in hidden[::2])
    assert set(covers) == {1, HERO}
    turned = [(ev.seat, str(ev.card)) for ev in seen if isinstance(ev, CardTurnedUp)]
    assert turned[:3] == [(1, "Ah"), (3, "Qd"), (HERO, "7c")]
    assert len(turned) == 12
    assert s.hand is not None and s.hand.is_complete and _stacks(s) == total
    log = w.feed.dealer_log.texts()
    assert "Turned up together: Anna A♥, Cyril Q♦, Emil 7♣" in log
    w.close()
    s.close()
