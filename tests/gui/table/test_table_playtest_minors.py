"""The 2026-12-03 play-test's minors at the table window, on the real table core (a fake
clock): Baseball's pay-or-fold (n2), "You have" after a fold (n10), the chat giving the keys
back to the table (n13)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from studdesk.engine.actions import ActionKind
from studdesk.engine.config import Variant
from studdesk.gui.table.window import TableWindow
from studdesk.gui.tools.scenes import BASEBALL_BUY_THIRD, HERO, THIRD

from ..helpers import Turns, session


def _window(qtbot, s, settings) -> TableWindow:
    w = TableWindow(s, settings)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    w.activateWindow()
    QApplication.processEvents()
    assert w.isActiveWindow()  # the action keys are the window's shortcuts
    return w


def _baseball(qtbot, settings) -> tuple[TableWindow, Turns]:
    s = session(BASEBALL_BUY_THIRD, variant=Variant.BASEBALL, timeout_ms=10_000)
    turns = Turns(s)
    w = _window(qtbot, s, settings)
    s.start()
    qtbot.waitUntil(lambda: bool(w.action_bar.buttons), timeout=5000)
    return w, turns


def test_w4_pay_or_fold_has_fold_leftmost_and_c_pays(qtbot, settings) -> None:
    w, turns = _baseball(qtbot, settings)
    seat, _, legal = turns.last
    assert seat == HERO and {m.kind for m in legal} == {ActionKind.BUY, ActionKind.FOLD}
    assert w.action_bar.button_texts()[0] == "Fold"
    assert w.action_bar.button_texts()[1].startswith("Pay ")
    qtbot.keyClick(w, Qt.Key.Key_C)
    qtbot.waitUntil(lambda: any(line.startswith("Emil pays ") for line in w.log_lines()),
                    timeout=5000)


def test_w4_the_log_says_the_three_was_declined(qtbot, settings) -> None:
    w, _ = _baseball(qtbot, settings)
    w.action_bar.trigger_shortcut("F")
    qtbot.waitUntil(lambda: "Emil declines to pay for the three and folds" in w.log_lines(),
                    timeout=5000)
    assert "Emil folds" not in w.log_lines()


def test_w4_the_log_says_the_clock_ran_out_on_the_three(qtbot, settings) -> None:
    w, _ = _baseball(qtbot, settings)
    line = "Emil lets the clock run out on the three and folds"
    for _ in range(120):  # the clock and the time bank run out: the host folds for Emil
        w.session.advance(1.0)
        QApplication.processEvents()
        if line in w.log_lines():
            break
    assert line in w.log_lines()


def test_you_have_is_cleared_when_the_player_folds(qtbot, settings) -> None:
    """n10: "You have: ..." went on naming a folded hand until the next hand."""
    s = session(THIRD, timeout_ms=10_000)
    turns = Turns(s)
    w = _window(qtbot, s, settings)
    s.start()
    qtbot.waitUntil(lambda: bool(w.action_bar.buttons), timeout=5000)
    assert w.action_bar.strength.text().startswith("You have: ")
    turns.act(ActionKind.FOLD)
    qtbot.waitUntil(lambda: "Emil folds" in w.log_lines(), timeout=5000)
    QApplication.processEvents()
    assert w.action_bar.strength.text() == ""


def test_sending_a_chat_line_gives_the_keys_back_to_the_table(qtbot, settings) -> None:
    """n13: after Enter (or Escape) in the chat box F/C/B reach the table again."""
    s = session(THIRD, timeout_ms=10_000)
    w = _window(qtbot, s, settings)
    s.start()
    qtbot.waitUntil(lambda: bool(w.action_bar.buttons), timeout=5000)
    w.chat_input.setFocus()
    qtbot.keyClicks(w.chat_input, "gl")
    qtbot.keyClick(w.chat_input, Qt.Key.Key_Return)
    assert not w.chat_input.hasFocus()
    w.chat_input.setFocus()
    qtbot.keyClick(w.chat_input, Qt.Key.Key_Escape)
    assert not w.chat_input.hasFocus()
    qtbot.keyClick(QApplication.focusWidget() or w, Qt.Key.Key_C)  # Emil calls the bring-in
    qtbot.waitUntil(lambda: any(line.startswith("Emil calls") for line in w.log_lines()),
                    timeout=5000)
