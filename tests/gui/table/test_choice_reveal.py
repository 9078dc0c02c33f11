"""The reveal of the secret choices, animated for everyone at once (RULES.md W9.3, W11.2): Roll
Your Own's chosen cards all turn over together, each where it lies, and every plate's
"Chosen" turns over to its declaration at the same moment; with the animation setting off the
table simply shows them. On the table core with a real Qt loop and a fake clock."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import Qt

from studdesk.engine.actions import ActionKind
from studdesk.engine.config import Variant
from studdesk.gui.table.items import CardItem
from studdesk.gui.table.window import TableWindow
from studdesk.gui.tools.scenes import HERO, THIRD

from ..helpers import session, table_window

SHOTS = os.environ.get("STUDDESK_TEST_SHOTS")  # a folder: the mid-reveal frames as PNGs


def _keep(w: TableWindow, name: str, tmp_path: Path) -> None:
    """The window as it looks now, kept as a PNG (in ``STUDDESK_TEST_SHOTS`` when set)."""
    image = w.grab().toImage()
    assert not image.isNull()
    folder = Path(SHOTS) if SHOTS else tmp_path
    assert image.save(str(folder / f"{name}.png"))


def _step(qtbot, w: TableWindow, s, choose) -> bool:
    """One move from the window: lift the cover, make a choice (``choose(bar)``), or check /
    call / bring in. False once the hand is over."""
    bar = w.action_bar
    qtbot.waitUntil(lambda: bool(bar.buttons) or w.handover.isVisible()
                    or s.hand.is_complete, timeout=15_000)
    if s.hand.is_complete:
        return False
    if w.handover.isVisible():
        qtbot.mouseClick(w.handover, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not w.handover.isVisible() or bool(bar.buttons),
                        timeout=5000)
        return True
    kinds = {m.kind for m in bar.legal}
    before = bar.legal
    if kinds & {ActionKind.DECLARE, ActionKind.TURN_UP}:
        choose(bar)
    else:
        bar.button_for(ActionKind.CHECK if ActionKind.CHECK in kinds
                       else ActionKind.CALL if ActionKind.CALL in kinds
                       else ActionKind.BRING_IN).click()
    qtbot.waitUntil(lambda: bar.legal is not before or w.handover.isVisible()
                    or s.hand.is_complete, timeout=5000)
    return True


def _turning(w: TableWindow) -> list[CardItem]:
    """The cards on the felt half way through a turn."""
    return [c for c in w.scene.card_items() if 0.0 < c.flip < 1.0]


def test_w11_2_every_chosen_card_turns_over_together(qtbot, settings, tmp_path):
    """W11.2: when the last choice is in, every seat's chosen card turns over at the same
    moment at its own place and rises into the up cards; none turns before."""
    settings.set_value("animation_speed", "slow")
    s = session(THIRD, variant=Variant.ROLL_YOUR_OWN, humans=(1, HERO))
    w = table_window(qtbot, s, settings)
    s.start()
    frames: list[list[tuple[int, int, float]]] = []
    chosen: list[int] = []  # the choices made (the reveal follows the last)
    kept: set[str] = set()

    def watch() -> None:
        turning = _turning(w)
        if turning and chosen and not s.hand.choosing:
            frames.append(sorted((c.seat, c.index, round(c.flip, 6)) for c in turning))
            for name, low, high in (("closing", 0.25, 0.45), ("opening", 0.6, 0.8)):
                if name not in kept and low < turning[0].flip < high:
                    _keep(w, f"roll-your-own-flip-{name}", tmp_path)
                    kept.add(name)

    timer_id = w.startTimer(5)
    w.timerEvent = lambda _e: watch()  # type: ignore[method-assign]
    in_hand = sorted(THIRD)

    def newest(bar) -> None:
        assert not frames  # nothing turns over before every choice is in
        chosen.append(bar.seat)
        bar.button_for(ActionKind.TURN_UP, len(bar.legal) - 1).click()

    while not frames and _step(qtbot, w, s, newest):
        pass
    qtbot.waitUntil(lambda: w.player.is_idle() and not _turning(w), timeout=15_000)
    w.killTimer(timer_id)
    _keep(w, "roll-your-own-after-flip", tmp_path)
    assert frames, "no card was seen turning over"
    first = frames[0]
    assert [seat for seat, _i, _f in first] == in_hand  # one card a seat, all at once
    assert len({f for _s, _i, f in first}) == 1  # at the same moment of the same turn
    for seat in in_hand:
        row = w.scene.seat_cards(seat)
        up = [i for i, c in enumerate(row) if c.face_up]
        assert len(up) == 1 and row[up[0]].card is not None
        assert row[up[0]].pos() == w.scene.geometry(seat).slot(up[0], True, len(row))
        assert row[up[0]].transform().isIdentity()  # no sliver left of the turn
    w.close()
    s.close()


def test_w9_3_every_declaration_turns_over_at_the_same_moment(qtbot, settings, tmp_path):
    """W9.3: every plate's "Chosen" turns over to its declaration at the same moment (the
    closed fists open together), none before the last declaration is in."""
    settings.set_value("animation_speed", "slow")
    s = session(THIRD, variant=Variant.STUD_DECLARE, humans=(1, HERO))
    w = table_window(qtbot, s, settings)
    s.start()
    plates = w.scene.plates.items
    frames: list[list[tuple[int, float]]] = []
    chosen: list[int] = []
    kept: set[str] = set()

    def watch() -> None:
        turning = sorted((n, p.pill_turn) for n, p in plates.items() if p.pill_turn > 0.0)
        if turning:
            assert chosen and not s.hand.choosing  # no fist opens before the last is in
            frames.append(turning)
            for name, low, high in (("closing", 0.25, 0.45), ("opening", 0.6, 0.8)):
                if name not in kept and low < turning[0][1] < high:
                    _keep(w, f"declare-turn-{name}", tmp_path)
                    kept.add(name)

    timer_id = w.startTimer(5)
    w.timerEvent = lambda _e: watch()  # type: ignore[method-assign]

    def high(bar) -> None:
        chosen.append(bar.seat)
        bar.button_for(ActionKind.DECLARE, 0).click()

    while _step(qtbot, w, s, high):
        pass
    qtbot.waitUntil(w.player.is_idle, timeout=15_000)  # the felt plays the hand's end
    w.killTimer(timer_id)
    assert frames, "no plate was seen turning over"
    in_hand = [n for n in sorted(THIRD) if s.hand.declarations.get(n) is not None]
    assert [n for n, _t in frames[0]] == in_hand  # every declaration at once
    assert len({t for _n, t in frames[0]}) == 1  # at the same moment of the same turn
    assert all(t <= 0.5 for _n, t in frames[0])  # the first frame seen: still "Chosen"
    for n in in_hand:  # W9.4: every hand shown, down cards too, at the hotseat screen as well
        assert s.hand.player(n).shown
        assert all(c.shows_face() for c in w.scene.seat_cards(n)), n
    _keep(w, "declare-after-turn", tmp_path)
    w.close()
    s.close()


def test_w9_3_w11_2_with_the_animations_off_the_choices_simply_show(qtbot, settings):
    """The player's animation setting "off" (as the tests' own speed 0): no turn is played,
    the table shows every chosen card up and every declaration at once."""
    settings.set_value("animation_speed", "off")
    s = session(THIRD, variant=Variant.ROLL_YOUR_OWN, humans=(1, HERO))
    w = table_window(qtbot, s, settings)
    s.start()

    def newest(bar) -> None:
        bar.button_for(ActionKind.TURN_UP, len(bar.legal) - 1).click()

    while s.hand.street == 3 and s.hand.choosing and _step(qtbot, w, s, newest):
        assert not _turning(w)
    qtbot.waitUntil(lambda: w.player.is_idle() and bool(w.action_bar.buttons)
                    or w.handover.isVisible(), timeout=15_000)
    assert not _turning(w)
    for seat in sorted(THIRD):
        row = w.scene.seat_cards(seat)
        assert [c.face_up for c in row].count(True) == 1
    w.close()
    s.close()
