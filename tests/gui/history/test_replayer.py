"""The replayer: every conformance hand stepped to its recorded result, the table scene it
draws, keyboard control, ``studdesk view`` and ``studdesk shots --phh``."""

from __future__ import annotations

import os
import tomllib
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from studdesk.gui.history.steps import ACTION, AWARD, DEAL, START, HandReplay

from ..helpers import event, plain

ROOT = Path(__file__).resolve().parents[3]
SHARED = ROOT.parent / "shared" / "conformance" / "phh"
CONFORMANCE = sorted(SHARED.glob("*/*.phh"))
WSOP_85 = SHARED / "wsop-2023-43-5" / "85.phh"
COMMUNITY = SHARED / "fpdb-regression" / "stars-30506593746.phh"


def _need_shared() -> None:
    if not CONFORMANCE:
        if os.environ.get("STUDDESK_REQUIRE_SHARED") == "1":
            pytest.fail(f"the conformance hands are missing ({SHARED})")
        pytest.skip(f"the shared conformance hands are not beside the checkout ({SHARED})")


def _engine_text(path: Path) -> tuple[str, dict[str, object]]:
    """The file as the engine may see it (no recorded result, no ``_`` fields), and its
    fields."""
    text = path.read_text(encoding="utf-8")
    fields = tomllib.loads(text)
    kept = [line for line in text.splitlines()
            if not line.startswith(("_", "finishing_stacks"))]
    return "\n".join(kept) + "\n", fields


def test_there_are_256_conformance_hands() -> None:
    _need_shared()
    assert len(CONFORMANCE) == 256


@pytest.mark.parametrize("path", CONFORMANCE, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_conformance_hand_steps_to_its_recorded_result(path: Path) -> None:
    text, fields = _engine_text(path)
    model = HandReplay.from_text(text, str(path))
    refused = fields.get("_expect_refusal")
    if refused is not None:
        # Played under a site's rule where the house rules differ (see the set's README).
        assert not model.ok and model.error_index == refused
        return
    assert model.ok, model.error
    assert model.steps[0].kind == START and model.steps[1].kind == DEAL
    assert model.steps[-1].kind == AWARD
    # Stepping from start to end, the chips only ever move as the events say.
    seats = model.history.seats
    total = sum(model.history.starting_stacks)
    for n in range(len(model.steps)):
        stacks = model.stacks_at(n)
        assert sorted(stacks) == sorted(seats)
        assert all(v >= 0 for v in stacks.values())
        assert sum(stacks.values()) <= total
    assert sum(model.stacks_at(model.last).values()) == total
    got = model.finishing_stacks()
    recorded = list(fields["finishing_stacks"])  # type: ignore[call-overload]
    rake = int(fields.get("_rake", 0))  # type: ignore[call-overload]
    diff = [g - r for g, r in zip(got, recorded, strict=True)]
    if rake == 0:
        assert got == recorded
    else:
        # No rake here: the collectors get back exactly the rake the site took.
        collectors = {int(c) - 1 for c in fields["_collectors"]}  # type: ignore[attr-defined]
        assert sum(diff) == rake
        assert all(d == 0 for i, d in enumerate(diff) if i not in collectors)
        assert all(d >= 0 for d in diff)
        if len(collectors) == 1:
            assert diff[next(iter(collectors))] == rake


def test_unknown_cards_stay_unknown_and_known_down_cards_are_shown() -> None:
    _need_shared()
    model = HandReplay.from_file(WSOP_85)
    assert model.ok
    text = WSOP_85.read_text()
    dealt = [ev for s in model.steps for ev in map(plain, s.events)
             if ev["type"] == "card_dealt"]
    # Every card the file names is dealt as named, down cards included.
    assert [ev["card"] for ev in dealt[:6]] == ["8c", "4h", "2h", "3d", "4c", "8d"]
    assert all(ev["card"] in text for ev in dealt)
    hidden = [p for p in CONFORMANCE if "????" in p.read_text()]
    assert hidden
    for path in hidden[:20]:
        m = HandReplay.from_file(path)
        if not m.ok:
            continue
        names = path.read_text()
        for ev in (plain(e) for s in m.steps for e in s.events):
            if ev["type"] == "card_dealt" and ev["card"] != "??":
                assert ev["card"] in names
            if ev["type"] == "cards_shown":
                assert all(c == "??" or c in names for c in ev["cards"])


def test_steps_jump_to_streets_and_the_showdown() -> None:
    _need_shared()
    model = HandReplay.from_file(WSOP_85)
    assert model.streets() == [3, 4, 5, 6, 7]
    fifth = model.street_step(5)
    assert fifth is not None and model.steps[fifth].kind == DEAL
    assert model.acting_after(fifth) == model.steps[fifth + 1].seat
    assert model.steps[fifth + 1].kind == ACTION
    show = model.showdown_step()
    assert show is not None and model.steps[show].kind == "show"
    assert model.acting_after(model.last) is None


def test_a_file_that_cannot_be_read_says_why(tmp_path: Path) -> None:
    bad = tmp_path / "bad.phh"
    bad.write_text("variant = 'F7S'\nactions = [\n")
    model = HandReplay.from_file(bad)
    assert not model.ok and model.error and model.error_index is None
    missing = HandReplay.from_file(tmp_path / "none.phh")
    assert not missing.ok and "cannot read" in (missing.error or "")


# --------------------------------------------------------------------------- the window


@pytest.fixture
def window(qapp):
    from studdesk.gui.history.replayer import ReplayerWindow

    _need_shared()
    w = ReplayerWindow(HandReplay.from_file(WSOP_85))
    w.set_speed(0.0)
    yield w
    w.close()
    w.deleteLater()


def _faces(w, seat: int) -> list[str | None]:
    return [item.card for item in w.scene.seat_cards(seat)]


def test_the_window_steps_with_the_keys(window, qtbot) -> None:
    from PySide6.QtCore import Qt

    w = window
    model = w.replay
    assert w.current == 0 and w.scene.hand_number == 85
    qtbot.keyClick(w, Qt.Key.Key_Right)
    assert w.current == 1
    # 3rd street as dealt: Shakerchi (p1, seat 1) 8c 2h down, 4c up; Rast 4h 3d down, 8d up.
    assert _faces(w, 1) == ["8c", "2h", "4c"] and _faces(w, 2) == ["4h", "3d", "8d"]
    qtbot.keyClick(w, Qt.Key.Key_End)
    assert w.current == model.last
    k = w.replay.shown_scale  # the file writes whole chips: shown as written (M1)
    assert w.scene.seat_item(1).stack == 0 and w.scene.seat_item(2).stack == 29_700_000 * k
    assert any("Brian Rast" in line for line in w.scene.banner.lines)
    qtbot.keyClick(w, Qt.Key.Key_Left)
    assert w.current == model.last - 1 and not w.scene.banner.lines
    qtbot.keyClick(w, Qt.Key.Key_Home)
    assert w.current == 0 and _faces(w, 1) == []
    qtbot.keyClick(w, Qt.Key.Key_PageDown)
    assert w.current == model.street_step(3)
    qtbot.keyClick(w, Qt.Key.Key_PageDown)
    assert w.current == model.street_step(4)
    assert len(_faces(w, 1)) == 4
    qtbot.keyClick(w, Qt.Key.Key_PageUp)
    assert w.current == model.street_step(3)
    assert w.log_lines()[-1].startswith("—")  # the dealer's log ends at the step shown


def test_stepping_back_rebuilds_the_same_table(window) -> None:
    w = window
    w.go_to(w.replay.last)
    for n in range(w.replay.last, -1, -1):
        w.go_to(n)
        stacks = w.replay.stacks_at(n)
        k = w.replay.shown_scale  # the file's whole chips, shown as written (M1)
        assert {s: w.scene.seat_item(s).stack for s in stacks} == {
            s: v * k for s, v in stacks.items()}
        bets = sum(w.scene.bet_amount(s) for s in stacks)
        # Every chip is behind a player, in front of one or in the pot.
        total = sum(stacks.values()) * k + bets + sum(w.scene.pot_amounts())
        assert total == sum(w.replay.history.starting_stacks) * k


def test_jumps_and_the_acting_seat(window) -> None:
    w = window
    w.jump_to_street(6)
    n = w.replay.street_step(6)
    assert w.current == n and w.step_label.text().endswith("6th street")
    acting = w.replay.acting_after(n)
    assert acting is not None and w.scene.seat_item(acting).acting
    w.jump_to_showdown()
    assert w.replay.steps[w.current].kind == "show"
    assert w.street_buttons[7].isEnabled()


def test_play_and_pause_step_on_each_tick(window, qtbot) -> None:
    from PySide6.QtCore import Qt

    w = window
    qtbot.keyClick(w, Qt.Key.Key_Space)
    assert w.playing and w.timer.isActive()
    w.tick()  # what the timer does when it fires
    assert w.current == 1
    w.tick()
    assert w.current == 2
    qtbot.keyClick(w, Qt.Key.Key_Space)
    assert not w.playing and not w.timer.isActive()
    w.tick()
    assert w.current == 2  # paused: the timer's step does nothing
    w.go_to(w.replay.last - 1)
    w.play()
    w.tick()
    assert w.current == w.replay.last and not w.playing  # it stops at the end


def test_a_step_forward_is_animated_and_lands_where_a_rebuild_does(window, qtbot) -> None:
    w = window
    w.set_speed(0.25)
    w.go_to(w.replay.street_step(7) - 1)
    w.step_forward()
    assert not w.player.is_idle()  # the cards are on their way
    qtbot.waitUntil(w.player.is_idle, timeout=10_000)
    animated = {s: _faces(w, s) for s in (1, 2)}
    w.go_to(w.current)
    assert {s: _faces(w, s) for s in (1, 2)} == animated


def test_a_refused_file_says_where(qapp, tmp_path: Path) -> None:
    from studdesk.gui.history.replayer import ReplayerWindow

    _need_shared()
    refused = SHARED / "fpdb-regression" / "kingsclub-3537921.phh"
    w = ReplayerWindow(HandReplay.from_file(refused))
    assert not w.replay.ok and "(action 14)" in w.subtitle.text()
    assert not w.forward_button.isEnabled() and not w.play_button.isEnabled()
    w.step_forward()
    w.close()


def test_unknown_cards_are_backs_on_the_table(qapp) -> None:
    from studdesk.gui.history.replayer import ReplayerWindow

    _need_shared()
    w = ReplayerWindow(HandReplay.from_file(COMMUNITY))
    w.set_speed(0.0)
    w.jump_to_street(7)
    assert w.scene.community_card is not None and w.scene.community_card.card == "6h"
    text = COMMUNITY.read_text()
    backs = 0
    for seat in range(1, 9):
        for card in _faces(w, seat):
            if card is None:
                backs += 1
            else:
                assert card in text
    assert backs > 0
    w.close()


def test_shots_render_the_replayer(qapp, tmp_path: Path) -> None:
    from PySide6.QtGui import QImage

    from studdesk.gui.tools.shots import render_replayer_shots

    _need_shared()
    paths = render_replayer_shots(tmp_path, COMMUNITY)
    names = {p.name for p in paths}
    assert {"replayer-first.png", "replayer-last.png", "replayer-street-7.png",
            "replayer-showdown.png"} <= names
    image = QImage(str(tmp_path / "replayer-last.png"))
    assert (image.width(), image.height()) == (1280, 800)
    with pytest.raises(ValueError):
        render_replayer_shots(tmp_path, SHARED / "fpdb-regression" / "kingsclub-3537921.phh")


def test_view_command_refuses_a_missing_path(tmp_path: Path, capsys) -> None:
    from studdesk.cli import main

    assert main(["view", str(tmp_path / "nothing.phh")]) == 2
    assert "no such file" in capsys.readouterr().err


def test_the_last_hand_window_replays_a_hand(qtbot, hilo_showdown) -> None:
    w = hilo_showdown()
    s = w.session
    last = w.last_hand_window()
    qtbot.addWidget(last)
    last.refresh()
    assert last.replay_button.isEnabled()
    replayer = last.replay()
    assert replayer is not None and replayer.replay.ok, replayer.replay.error
    replayer.set_speed(0.0)
    replayer.last()
    final = s.hand.result.stacks
    assert {seat: replayer.scene.seat_item(seat).stack for seat in final} == final
    # Cyril showed his sevens full: the replay turns them over as he did.
    assert [c.card for c in replayer.scene.seat_cards(3)] == ["7s", "7d", "8h", "8c", "7h",
                                                               "2s", "Jc"]
    assert last.replay() is replayer  # one replayer window, loaded again
    replayer.close()


def test_the_table_menu_opens_a_hand(qtbot, settings) -> None:
    from studdesk.gui.table.window import TableWindow
    from studdesk.gui.tools.scenes import HILO_STREETS, HILO_THIRD

    from ..helpers import session

    _need_shared()
    w = TableWindow(session(HILO_THIRD, HILO_STREETS), settings)
    qtbot.addWidget(w)
    w.table_menu.aboutToShow.emit()
    texts = [a.text() for a in w.table_menu.actions()]
    assert "Open hand…" in texts
    replayer = w.open_hand(str(WSOP_85))
    assert replayer.replay.ok and replayer.isVisible()
    assert w.open_hand(str(COMMUNITY)) is replayer and replayer.replay.history.number == 1
    replayer.close()


def test_view_opens_a_file_in_the_replayer_and_a_folder_in_the_browser(qapp) -> None:
    from studdesk.gui.history.browser import HistoryBrowser, open_view
    from studdesk.gui.history.replayer import ReplayerWindow

    _need_shared()
    w = open_view(WSOP_85)
    assert isinstance(w, ReplayerWindow) and w.replay.ok and w.current == 0
    # The first step is the antes, and the dealer says so.
    assert w.step_label.text().endswith("Antes")
    assert w.log_lines() == ["Hand #85: Razz", "Antes: 100,000 from each of 2 players"]  # the file's unit (M1)
    w.close()
    b = open_view(WSOP_85.parent)
    assert isinstance(b, HistoryBrowser) and b.model.rowCount() == 30
    b.close()


def test_pokerkits_own_phh_files_step_to_pokerkits_result() -> None:
    import random
    import warnings

    pokerkit = pytest.importorskip("pokerkit")
    from tests.bench import bench_engine

    rng = random.Random(3)
    for i in range(30):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # PokerKit's notes on its own automation
            state = bench_engine.pokerkit_hand(rng.randint(2, 7),
                                               "showdown" if i % 2 else "random", rng)
        text = pokerkit.HandHistory.from_game_state(bench_engine._PK_GAME, state).dumps()
        model = HandReplay.from_text(text)
        assert model.ok, (model.error, text)
        assert model.finishing_stacks() == list(state.stacks)


def test_the_replayer_and_the_browser_follow_the_language(qapp) -> None:
    from PySide6.QtCore import QLocale

    from studdesk.gui.history.browser import HistoryBrowser
    from studdesk.gui.history.replayer import ReplayerWindow
    from studdesk.gui.text import i18n

    _need_shared()
    locale = QLocale()
    w = ReplayerWindow(HandReplay.from_file(WSOP_85))
    b = HistoryBrowser([WSOP_85.parent])
    try:
        w.jump_to_showdown()
        assert i18n.install_language("pl")
        qapp.processEvents()
        assert w.showdown_button.text() == "Showdown" and w.speed_label.text() == "Tempo"
        assert w.title.text().startswith("Rozdanie nr 85")
        assert w.step_label.text().startswith("Krok ")
        assert w.log_title.text() == "Rozdający"
        assert b.replay_button.text() == "Odtwórz" and b.tabs.tabText(1) == "Rozliczenie wszystkich sesji"
        assert b.model.headerData(0, Qt.Orientation.Horizontal) == "Data"
    finally:
        i18n.remove_translators()
        QLocale.setDefault(locale)
        qapp.processEvents()
        w.close()
        b.close()
    assert w.speed_label.text() == "Speed"


def test_a_hotseat_replay_keeps_down_cards_private(qtbot, settings) -> None:
    from studdesk.engine.actions import ActionKind
    from studdesk.engine.config import Variant
    from studdesk.gui.table.window import TableWindow
    from studdesk.gui.tools.scenes import HILO_STREETS, HILO_THIRD

    from ..helpers import Turns, session

    s = session(HILO_THIRD, HILO_STREETS, variant=Variant.STUD8, humans=(1, 5),
                script={(street, 3): ["bet"] for street in (4, 5, 6, 7)})
    w = TableWindow(s, settings)
    qtbot.addWidget(w)
    assert w.hotseat and w.journal.public_only
    turns = Turns(s)
    s.start()
    while s.hand is not None and not s.hand.is_complete:
        kinds = [m.kind for m in turns.last[2]]
        turns.act(next(k for k in (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN)
                       if k in kinds))
    last = w.last_hand_window()
    qtbot.addWidget(last)
    last.refresh()
    # Whatever the record holds (here the dealer's full history, every down card named),
    # the hotseat screen's replay shows no down card that was not shown.
    from studdesk.engine.phh import export_hand

    last.current_entry().phh = export_hand(s.hand)
    replayer = last.replay()
    assert replayer is not None and replayer.replay.ok, replayer.replay.error
    replayer.set_speed(0.0)
    showed = {ev["seat"] for step in replayer.replay.steps for ev in map(plain, step.events)
              if ev["type"] == "cards_shown"}
    for n in range(replayer.replay.last + 1):
        replayer.go_to(n)
        for seat in (1, 3, 5, 6, 8):
            for item in replayer.scene.seat_cards(seat):
                if not item.face_up and seat not in showed:
                    assert item.card is None  # a down card nobody showed stays a back
    assert showed and all(item.card is not None for seat in showed
                          for item in replayer.scene.seat_cards(seat))
    # The same history outside hotseat shows every down card it names.
    full = HandReplay.from_text(last.current_entry().phh)
    dealt = [ev for step in full.steps for ev in map(plain, step.events)
             if ev["type"] == "card_dealt"]
    assert all(ev["card"] != "??" for ev in dealt)
    replayer.close()


def test_a_foreign_hand_shows_its_amounts_as_the_file_writes_them(window) -> None:
    """Play-test M1: a WSOP hand with antes of 100,000 (no ``currency``: whole chips) said
    "Antes: 1000"; the replayer shows the file's own unit: the title, the log, the stacks."""
    replay = window.replay
    assert replay.history is not None and replay.history.unit == 1
    assert replay.shown_scale == 100
    assert "300,000/600,000" in window.title.text()  # grouped by thousands (play-test n17)
    window.go_to(0)
    log = [window.log.item(i).text() for i in range(window.log.count())]
    assert any("100,000" in line and "Antes" in line for line in log), log
    window.go_to(replay.last)
    stacks = {window.scene.seat_item(s).stack_text for s in (1, 2)}
    assert "29,700,000" in stacks  # Brian Rast's finishing stack, as the file writes it
    assert replay.finishing_stacks() == [0, 29700000]  # the engine's chips are unchanged


def test_our_own_files_keep_their_cents() -> None:
    from studdesk.engine.phh import loads

    hand = HandReplay.from_history(loads(
        "variant = 'F7S'\ncurrency = 'USD'\nantes = [0.4, 0.4]\nbring_in = 0.5\n"
        "small_bet = 2\nbig_bet = 4\nstarting_stacks = [200, 200]\n"
        "players = ['Anna', 'Ben']\nactions = []\n"))
    assert hand.shown_scale == 1 and hand.shown_config == hand.config
    ev = event({"type": "ante_posted", "seat": 1, "amount": 40})
    assert hand.shown(ev) is ev


@pytest.mark.parametrize("variant", ["follow-the-queen", "baseball", "chicago", "low-chicago",
                                     "five-card-stud"])
def test_the_replayer_plays_the_home_games(qapp, variant) -> None:
    """A home game's hand (RULES.md W) steps to its result; the wild cards are marked on the felt
    and the title names the game."""
    import random

    from studdesk.engine.cards import shuffled_deck
    from studdesk.engine.config import GameConfig, Variant
    from studdesk.engine.hand import Hand, PlayerSpec
    from studdesk.engine.phh import export_hand, loads
    from studdesk.gui.history.replayer import ReplayerWindow
    from studdesk.gui.tools.scenes import passive_policy

    game = Variant(variant)
    hand = Hand(GameConfig.preset(game, 200), [PlayerSpec(s, f"P{s}", 20_000) for s in (1, 3, 5)],
                shuffled_deck(random.Random(7)), number=3)
    while not hand.is_complete:
        hand.apply(passive_policy(None, hand.legal_actions()).action())
    replay = HandReplay.from_history(loads(export_hand(hand)))
    assert replay.ok, replay.error
    assert replay.finishing_stacks() == [p.stack for p in hand.players]
    w = ReplayerWindow(replay)
    try:
        w.set_speed(0.0)
        w.go_to(replay.last)
        assert variant.replace("-", " ") in w.title.text().lower()
        wild = set(hand.wild_ranks)
        assert w.scene.wild_ranks == wild  # from the hand's wild_ranks_changed events
        cards = [c for s in (1, 3, 5) for c in w.scene.seat_cards(s) if c.shows_face()]
        assert {c.card for c in cards if c.is_wild()} == {
            c.card for c in cards if c.card is not None and "23456789TJQKA".index(c.card[0]) + 2
            in wild}
        assert bool(wild) == game.game.has_wild_cards
    finally:
        w.close()
        w.deleteLater()
