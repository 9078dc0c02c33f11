"""Sound cues and the turn alert (studdesk.gui.platform.sound): which event plays which cue,
the alert when the window is in the background, the clock's warning, volume and mute, and
silence without error where there is no audio."""

from __future__ import annotations

import array
import logging
import sys
import time
import wave
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from studdesk.gui.platform import sound as S
from studdesk.gui.platform.paths import resource_path
from studdesk.gui.platform.settings_dialog import SettingsDialog
from studdesk.gui.platform.sound import Cue, SoundBoard
from studdesk.gui.session.core_session import FakeClock
from studdesk.gui.table.window import TableWindow

from ..helpers import RecordingBackend, event, session


def _board(qtbot, **kw) -> tuple[SoundBoard, RecordingBackend, list[QWidget], FakeClock]:
    alerts: list[QWidget] = []
    clock = FakeClock(100.0)
    board = SoundBoard(None, clock=clock, alert=alerts.append, **kw)
    backend = RecordingBackend()
    board.set_backend(backend)
    return board, backend, alerts, clock


def _samples(cue: Cue) -> array.array[int]:
    with wave.open(str(resource_path("sounds", cue.file_name)), "rb") as w:
        return array.array("h", w.readframes(w.getnframes()))


@pytest.mark.parametrize(("event", "cue"), [
    (event({"type": "card_dealt", "seat": 1, "card": None, "face_up": False}), Cue.DEAL),
    (event({"type": "card_dealt", "seat": 1, "card": "As", "face_up": True}), Cue.DEAL),
    (event({"type": "community_card_dealt", "card": "As"}), Cue.DEAL),
    (event({"type": "ante_posted", "seat": 2, "amount": 40}), Cue.CHIPS),
    (event({"type": "action_taken", "action": "bring_in"}), Cue.CHIPS),
    (event({"type": "action_taken", "action": "call"}), Cue.CHIPS),
    (event({"type": "action_taken", "action": "complete"}), Cue.CHIPS),
    (event({"type": "action_taken", "action": "bet"}), Cue.CHIPS),
    (event({"type": "action_taken", "action": "raise"}), Cue.CHIPS),
    (event({"type": "action_taken", "action": "check"}), Cue.CHECK),
    (event({"type": "action_taken", "action": "fold"}), Cue.FOLD),
    (event({"type": "pot_awarded", "seat": 1, "amount": 400}), Cue.CHIPS),
    (event({"type": "action_taken", "action": "show"}), None),
    (event({"type": "action_taken", "action": "muck"}), None),
    (event({"type": "hand_started"}), None),
    (event({"type": "street_started", "street": 4}), None),
    (event({"type": "cards_shown", "seat": 1}), None),
    (event({"type": "hand_ended"}), None),
])
def test_each_event_has_its_cue(event, cue) -> None:
    assert S.cue_for_event(event) is cue


def test_every_cue_ships_as_a_wav_the_board_can_play() -> None:
    for cue in Cue:
        samples = S.load_cue(resource_path("sounds", cue.file_name))
        assert samples is not None and len(samples) > S.RATE // 20, cue


def test_a_burst_of_the_same_cue_plays_once(qtbot) -> None:
    board, backend, _, clock = _board(qtbot)
    antes = [event({"type": "ante_posted", "seat": s, "amount": 40}) for s in range(1, 9)]
    played = [board.event_started(ev) for ev in antes]
    assert played == [Cue.CHIPS] + [None] * 7
    assert len(backend.played) == 1
    clock.now += 0.2
    assert board.event_started(antes[0]) is Cue.CHIPS
    # Another cue is not held back by the first.
    assert board.event_started(event({"type": "card_dealt", "seat": 1})) is Cue.DEAL
    clock.now += 0.05
    assert board.event_started(event({"type": "card_dealt", "seat": 3})) is Cue.DEAL
    assert list(board.played) == [Cue.CHIPS, Cue.CHIPS, Cue.DEAL, Cue.DEAL]


def test_turn_alerts_the_window_only_in_the_background(qtbot) -> None:
    board, backend, alerts, clock = _board(qtbot)
    window = QWidget()
    qtbot.addWidget(window)
    board.turn_offered(window, 20_000, active=True)
    assert alerts == [] and list(board.played) == [Cue.TURN]
    clock.now += 30
    board.turn_offered(window, 20_000, active=False)
    assert alerts == [window] and list(board.played) == [Cue.TURN, Cue.TURN]
    # Muted: no sound, but the window still asks for attention.
    board.set_muted(True)
    clock.now += 30
    board.turn_offered(window, 20_000, active=False)
    assert alerts == [window, window]
    assert list(board.played) == [Cue.TURN, Cue.TURN]
    assert len(backend.played) == 2


def test_the_warning_is_timed_from_the_clock_and_cancelled_by_acting(qtbot) -> None:
    board, _, _, _ = _board(qtbot)
    window = QWidget()
    qtbot.addWidget(window)
    board.turn_offered(window, 20_000, active=True)
    assert board.warning_timer.isActive()
    assert board.warning_timer.interval() == 20_000 - S.WARNING_BEFORE_MS
    board.turn_ended()
    assert not board.warning_timer.isActive()
    board.turn_offered(window, 0, active=True)  # no clock: no warning
    assert not board.warning_timer.isActive()
    board.turn_offered(window, S.WARNING_BEFORE_MS - 1000, active=True)  # little left: at once
    assert board.warning_timer.interval() == 0
    qtbot.waitUntil(lambda: Cue.WARNING in board.played, timeout=2000)
    assert S.warning_delay_ms(60_000) == 55_000
    assert S.warning_delay_ms(-5) is None


def test_volume_scales_the_samples_and_zero_is_silence(qtbot) -> None:
    board, backend, _, clock = _board(qtbot)
    raw = _samples(Cue.CHECK)
    board.set_volume(100)
    board.play(Cue.CHECK)
    assert backend.played[-1] == raw
    board.set_volume(50)
    clock.now += 1
    board.play(Cue.CHECK)
    quarter = backend.played[-1]
    peak = max(abs(s) for s in raw)
    assert abs(max(abs(s) for s in quarter) - peak / 4) <= 1
    board.set_volume(0)
    clock.now += 1
    assert board.play(Cue.CHECK) is False
    assert len(backend.played) == 2
    board.set_volume(250)
    assert board.volume == 100


def test_mixer_adds_overlapping_cues_and_clamps() -> None:
    mixer = S.Mixer()
    assert mixer.block(4) == bytes(8)
    mixer.add(array.array("h", [1000, 2000, 30000, 30000, 5]))
    mixer.add(array.array("h", [10, 20, 30000]))
    first = array.array("h", mixer.block(4))
    assert list(first) == [1010, 2020, 32767, 30000]
    assert mixer.busy
    assert list(array.array("h", mixer.block(4))) == [5, 0, 0, 0]
    assert not mixer.busy


def test_silent_without_the_module_without_error_or_log(qtbot, monkeypatch, caplog) -> None:
    monkeypatch.delenv(S.ENV_VAR, raising=False)
    monkeypatch.setitem(sys.modules, "miniaudio", None)  # import miniaudio -> ImportError
    caplog.set_level(logging.INFO)
    assert S.open_backend(["null"]) is None
    widget = QWidget()
    qtbot.addWidget(widget)
    board = SoundBoard(None, backend=lambda: S.open_backend(["null"]), clock=FakeClock(100.0))
    assert board.play(Cue.TURN) is True  # would have played; nothing raised
    board.turn_offered(widget, 3000, active=True)
    assert caplog.records == []


def test_silent_where_no_backend_can_work(monkeypatch, caplog) -> None:
    monkeypatch.delenv(S.ENV_VAR, raising=False)
    caplog.set_level(logging.INFO)
    assert S.open_backend([]) is None
    monkeypatch.setenv(S.ENV_VAR, "off")
    assert S.open_backend(["null"]) is None
    assert caplog.records == []


def test_board_survives_a_device_that_fails(qtbot) -> None:
    class Broken(RecordingBackend):
        def play(self, samples: array.array[int]) -> None:
            raise OSError("device unplugged")

    board, _, _, _ = _board(qtbot)
    board.set_backend(Broken())
    assert board.play(Cue.TURN) is True
    board.play(Cue.FOLD)  # the board went quiet instead of raising again


def test_missing_sound_files_are_silence(qtbot, tmp_path: Path) -> None:
    board, backend, _, _ = _board(qtbot, sounds=tmp_path)
    (tmp_path / "turn.wav").write_bytes(b"not a wave")
    assert board.play(Cue.TURN) is True
    assert board.play(Cue.FOLD) is True
    assert backend.played == []


@pytest.mark.parametrize(("env", "files", "cards", "expected"), [
    ({}, set(), None, []),
    ({"XDG_RUNTIME_DIR": "/run/user/1000"}, {"/run/user/1000/pulse/native"}, None,
     ["pulseaudio"]),
    ({"PULSE_SERVER": "tcp:127.0.0.1"}, set(), "--- no soundcards ---\n", ["pulseaudio"]),
    ({"XDG_RUNTIME_DIR": "/run/user/1000"}, set(),
     " 0 [PCH            ]: HDA-Intel - HDA Intel PCH\n", ["alsa"]),
])
def test_linux_tries_only_backends_that_can_work(env, files, cards, expected) -> None:
    def read(path: str) -> str:
        if cards is None:
            raise FileNotFoundError(path)
        return cards

    assert S.linux_backends(env, files.__contains__, read) == expected


def test_a_real_device_plays_cues_to_the_end() -> None:
    """miniaudio's null device runs like a sound card without one: the real path, mixed."""
    pytest.importorskip("miniaudio")
    backend = S.MiniaudioBackend(["null"])
    try:
        backend.play(array.array("h", [1000] * 2000))
        backend.play(_samples(Cue.DEAL))
        assert backend.mixer.busy
        give_up = time.monotonic() + 10  # bounded wait; 0.2 s of sound to play
        while backend.mixer.busy and time.monotonic() < give_up:
            time.sleep(0.01)
        assert not backend.mixer.busy
        backend.pause()
        backend.play(_samples(Cue.CHIPS))  # starts again after a pause
        assert backend.mixer.busy
    finally:
        backend.close()


# ------------------------------------------------------------------ at the table


def test_table_plays_the_hand_and_alerts_on_the_players_turn(qtbot, settings) -> None:
    s = session({1: "AhKh2c", 3: "QdJd8s", 5: "7c7h9d"}, timeout_ms=20_000)  # Anna brings in
    w = TableWindow(s, settings)
    qtbot.addWidget(w)
    backend = RecordingBackend()
    w.sounds.set_backend(backend)
    # Names, not the window itself: a list holding the window that the window's own board
    # holds too would be a cycle, and the collector would delete the window at a random later
    # moment (in the middle of another test's painting).
    alerts: list[str] = []
    w.sounds.alert = lambda widget: alerts.append(widget.objectName())
    w.isActiveWindow = lambda: False  # the window is in the background
    settings.set_value("sound", True)
    settings.set_value("sound_volume", 60)
    assert not w.sounds.muted and w.sounds.volume == 60
    s.start()
    qtbot.waitUntil(lambda: Cue.TURN in w.sounds.played, timeout=5000)
    assert Cue.DEAL in w.sounds.played and Cue.CHIPS in w.sounds.played  # cards, antes
    assert alerts == ["tableWindow"]
    assert w.sounds.warning_timer.isActive()
    assert w.sounds.warning_timer.interval() <= 20_000 - S.WARNING_BEFORE_MS
    assert w.action_bar.button_texts()[0] == "Fold"
    qtbot.mouseClick(w.action_bar.buttons[0], Qt.MouseButton.LeftButton)
    assert not w.sounds.warning_timer.isActive()  # folded: no warning
    assert list(w.sounds.played).count(Cue.TURN) == 1
    settings.set_value("sound", False)
    assert w.sounds.muted


def test_settings_dialog_keeps_volume_and_mute(qtbot, settings) -> None:
    d = SettingsDialog(settings)
    qtbot.addWidget(d)
    assert not d.sound.isChecked() and not d.volume.isEnabled()
    d.sound.setChecked(True)
    assert d.volume.isEnabled()
    d.volume.setValue(35)
    d.save()
    assert settings["sound"] is True and settings["sound_volume"] == 35
    again = SettingsDialog(settings)
    qtbot.addWidget(again)
    assert again.volume.value() == 35 and again.volume.isEnabled()


def test_hotseat_chimes_when_the_cover_calls_the_next_person_not_again_on_the_click(
        qtbot, settings) -> None:
    s = session({1: "AhKh2c", 3: "QdJd8s", 5: "7c7h9d"}, humans=(1, 5), timeout_ms=20_000)
    w = TableWindow(s, settings)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    w.sounds.set_backend(RecordingBackend())
    # Names, not the window itself: a list holding the window that the window's own board
    # holds too would be a cycle, and the collector would delete the window at a random later
    # moment (in the middle of another test's painting).
    alerts: list[str] = []
    w.sounds.alert = lambda widget: alerts.append(widget.objectName())
    settings.set_value("sound", True)
    s.start()
    qtbot.waitUntil(lambda: w.handover.isVisible(), timeout=5000)
    assert list(w.sounds.played).count(Cue.TURN) == 1
    assert w.sounds.warning_timer.isActive()
    qtbot.mouseClick(w.handover, Qt.MouseButton.LeftButton)
    assert w.action_bar.button_texts() == ["Bring-in 0.50", "Complete to 2"]
    assert list(w.sounds.played).count(Cue.TURN) == 1
    assert w.sounds.warning_timer.isActive()
