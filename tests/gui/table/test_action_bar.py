"""The action bar shows exactly the legal actions, with amounts, and sends the one chosen."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from studdesk.engine.actions import ActionKind, LegalAction
from studdesk.gui.table.action_bar import ActionBar

from ..helpers import Turns, session

BRING_IN_HERO = {1: "AhKh9s", 3: "QdJd8s", 5: "7c7h2c"}  # Emil's 2c is the lowest door card
BRING_IN_ANNA = {1: "AhKh2c", 3: "QdJd8s", 5: "7c7h9d"}  # Anna brings in
OPEN_PAIR_4TH = [{1: "3s", 3: "4s", 5: "9c"}]  # Emil shows 9d 9c on 4th street


def _bar_for(qtbot, s):
    turns = Turns(s)
    s.start()
    bar = ActionBar()
    qtbot.addWidget(bar)
    seat, _, legal = turns.last
    bar.set_turn(seat, legal, cue=False)
    return bar, turns


def test_bring_in_shows_bring_in_and_complete(qtbot):
    bar, turns = _bar_for(qtbot, session(BRING_IN_HERO))
    assert turns.last[0] == 5
    assert bar.button_texts() == ["Bring-in 0.50", "Complete to 2"]


def test_facing_the_bring_in_offers_fold_call_and_completion(qtbot):
    bar, _ = _bar_for(qtbot, session(BRING_IN_ANNA))
    assert bar.button_texts() == ["Fold", "Call 0.50", "Complete to 2"]


def test_facing_a_completion_offers_raise(qtbot):
    bar, _ = _bar_for(qtbot, session(BRING_IN_ANNA, script={(3, 3): ["complete"]}))
    assert bar.button_texts() == ["Fold", "Call 2", "Raise to 4"]


def test_open_pair_on_fourth_street_gives_two_bet_buttons(qtbot):
    s = session({1: "AhKh2c", 3: "QdJd8s", 5: "7c7h9d"}, OPEN_PAIR_4TH)
    turns = Turns(s)
    s.start()
    turns.act(ActionKind.CALL)  # Emil calls the bring-in; Cyril already called
    seat, _, legal = turns.last
    assert seat == 5 and s.hand is not None and s.hand.is_open_pair
    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.set_turn(seat, legal, cue=False)
    assert bar.button_texts() == ["Fold", "Check", "Bet 2", "Bet 4"]
    with qtbot.waitSignal(bar.action_chosen) as blocker:
        assert bar.trigger_shortcut("Shift+B")
    assert blocker.args[1].to == 400


def test_clicking_a_button_sends_that_legal_action(qtbot):
    bar, turns = _bar_for(qtbot, session(BRING_IN_ANNA))
    expected = [m for m in turns.last[2] if m.kind is ActionKind.COMPLETE][0]
    button = bar.button_for(ActionKind.COMPLETE)
    assert button is not None
    with qtbot.waitSignal(bar.action_chosen) as blocker:
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert blocker.args == [5, expected]
    assert bar.buttons == []  # the bar goes quiet once the choice is made


def test_shortcuts_choose_check_call_and_bet(qtbot):
    bar, turns = _bar_for(qtbot, session(BRING_IN_ANNA))
    with qtbot.waitSignal(bar.action_chosen) as blocker:
        assert bar.trigger_shortcut("C")
    assert blocker.args[1].kind is ActionKind.CALL
    bar.set_turn(5, turns.last[2], cue=False)
    with qtbot.waitSignal(bar.action_chosen) as blocker:
        assert bar.trigger_shortcut("B")
    assert blocker.args[1].kind is ActionKind.COMPLETE
    assert not bar.trigger_shortcut("M")  # no muck on offer: nothing happens


def test_keyboard_shortcut_through_qt(qtbot):
    bar, turns = _bar_for(qtbot, session(BRING_IN_ANNA))
    bar.show()
    bar.activateWindow()
    QApplication.processEvents()
    assert bar.isActiveWindow()
    with qtbot.waitSignal(bar.action_chosen, timeout=2000) as blocker:
        qtbot.keyClick(bar, Qt.Key.Key_C)
    assert blocker.args[1].kind is ActionKind.CALL


def test_fold_asks_first_when_checking_is_free(qtbot):
    legal = (LegalAction(ActionKind.FOLD, 5), LegalAction(ActionKind.CHECK, 5),
             LegalAction(ActionKind.BET, 5, 200, 200))
    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.set_turn(5, legal, cue=False)
    sent: list[object] = []
    bar.action_chosen.connect(lambda seat, move: sent.append(move))
    qtbot.mouseClick(bar.button_for(ActionKind.FOLD), Qt.MouseButton.LeftButton)
    assert sent == [] and bar.is_confirming_fold()
    qtbot.mouseClick(bar.confirm_check, Qt.MouseButton.LeftButton)
    assert sent == [legal[1]]
    bar.set_turn(5, legal, cue=False)
    qtbot.mouseClick(bar.button_for(ActionKind.FOLD), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(bar.confirm_fold, Qt.MouseButton.LeftButton)
    assert sent[-1] == legal[0]


def test_fold_facing_a_bet_needs_no_confirmation(qtbot):
    legal = (LegalAction(ActionKind.FOLD, 5), LegalAction(ActionKind.CALL, 5, 200, 200))
    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.set_turn(5, legal, cue=False)
    with qtbot.waitSignal(bar.action_chosen) as blocker:
        qtbot.mouseClick(bar.button_for(ActionKind.FOLD), Qt.MouseButton.LeftButton)
    assert blocker.args[1] == legal[0]


def test_pre_actions(qtbot):
    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.show_idle(pre_actions=True)
    assert bar.pages.currentIndex() == ActionBar.PAGE_PRE
    bar.pre_check_fold.setChecked(True)
    bar.pre_call_any.setChecked(True)  # the two boxes exclude each other
    assert not bar.pre_check_fold.isChecked()
    facing = (LegalAction(ActionKind.FOLD, 5), LegalAction(ActionKind.CALL, 5, 400, 400))
    assert bar.take_pre_action(facing) == facing[1]
    assert not bar.pre_call_any.isChecked()  # used once
    bar.pre_check_fold.setChecked(True)
    assert bar.take_pre_action(facing) == facing[0]
    free = (LegalAction(ActionKind.FOLD, 5), LegalAction(ActionKind.CHECK, 5))
    bar.pre_check_fold.setChecked(True)
    assert bar.take_pre_action(free) == free[1]
    assert bar.take_pre_action(free) is None


def test_all_in_amounts_are_labelled(qtbot):
    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.set_turn(5, (LegalAction(ActionKind.FOLD, 5),
                     LegalAction(ActionKind.CALL, 5, 130, 130, True)), cue=False)
    assert bar.button_texts() == ["Fold", "Call 1.30 (all-in)"]


def test_w4_the_pay_or_fold_prompt_shows_its_price(qtbot):
    """Baseball (W4): an up three: Fold (leftmost, as in every decision) or "Pay 4 to keep the
    three" (the call key C, or P), on the timer."""
    bar = ActionBar()
    qtbot.addWidget(bar)
    buy = LegalAction(ActionKind.BUY, 5, 0, 400, False)
    fold = LegalAction(ActionKind.FOLD, 5, 0, 0, False)
    sent: list[tuple[int, LegalAction]] = []
    bar.action_chosen.connect(lambda seat, move: sent.append((seat, move)))
    bar.set_turn(5, [buy, fold])
    assert bar.button_texts() == ["Fold", "Pay 4 to keep the three"]
    pay = bar.button_for(ActionKind.BUY)
    assert pay is not None and pay.toolTip() == "Shortcut: C / P"
    assert bar.buttons[0] is bar.button_for(ActionKind.FOLD)
    assert bar.trigger_shortcut("C")
    assert sent == [(5, buy)]
    bar.set_turn(5, [buy, fold])
    assert bar.trigger_shortcut("P")
    assert sent == [(5, buy), (5, buy)]
