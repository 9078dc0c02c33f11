"""Sound cues and the turn alert.

:class:`SoundBoard` decides which cue an event or a turn calls for and plays it at the
player's volume: the turn cue when it becomes the player's turn (and ``QApplication.alert`` on
the window when it is in the background, muted or not), a warning when the decision clock is
nearly out, a card sliding for every card dealt, chips for antes, bets and pots, a knock for a
check and a swish for a fold. The cues are the project's own WAVs (``resources/sounds/``,
made by ``resources/make_sounds.py``).

Audio goes through miniaudio (a 0.6 MB wheel with its C library inside; it opens PulseAudio or
ALSA on Linux, Core Audio on macOS, WASAPI on Windows at run time). It is optional: without the
module, without a sound server or card, or with ``STUDDESK_SOUND=off`` in the environment, the
board stays silent, with no error and one debug line in the log. On Linux an audio backend is
tried only where it can work (a PulseAudio/PipeWire socket, a sound card listed by the kernel),
so a machine without audio does not print ALSA's complaints.

>>> from studdesk.engine.actions import ActionKind
>>> from studdesk.engine.events import ActionTaken, CardDealt, Street
>>> cue_for_event(ActionTaken(seat=1, action=ActionKind.CHECK, amount=0, to=0, all_in=False,
...                           street=Street.FOURTH))
<Cue.CHECK: 'check'>
>>> cue_for_event(CardDealt(seat=1, card=None, face_up=False, street=Street.THIRD))
<Cue.DEAL: 'deal'>
"""

from __future__ import annotations

import array
import logging
import os
import sys
import time
import wave
from collections import deque
from collections.abc import Callable, Generator, Iterable, Mapping
from enum import Enum
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from studdesk.engine.actions import ActionKind
from studdesk.engine.events import (
    ActionTaken,
    AntePosted,
    CardDealt,
    CommunityCardDealt,
    Event,
    PotAwarded,
)
from studdesk.gui.platform.paths import resource_path

log = logging.getLogger(__name__)

ENV_VAR = "STUDDESK_SOUND"  # "off": never open an audio device
RATE = 22050  # the cues' sample rate (resources/make_sounds.py)
WARNING_BEFORE_MS = 5000  # the warning sounds this long before the decision clock runs out
IDLE_CLOSE_MS = 5000  # the audio stream is stopped this long after the last cue
MIN_GAP_S: dict[str, float] = {"deal": 0.045, "chips": 0.09, "check": 0.15, "fold": 0.15}
"""A cue asked for again sooner than this after the last one is skipped: eight antes at once
make one sound of chips, not a roll; cards dealt without animation one slide."""


class Cue(Enum):
    TURN = "turn"
    WARNING = "warning"
    DEAL = "deal"
    CHIPS = "chips"
    CHECK = "check"
    FOLD = "fold"

    @property
    def file_name(self) -> str:
        return f"{self.value}.wav"


_CHIP_ACTIONS = frozenset({ActionKind.BRING_IN, ActionKind.CALL, ActionKind.COMPLETE,
                           ActionKind.BET, ActionKind.RAISE})


def cue_for_event(ev: Event) -> Cue | None:
    """The cue an engine event calls for, or None."""
    match ev:
        case CardDealt() | CommunityCardDealt():
            return Cue.DEAL
        case AntePosted() | PotAwarded():
            return Cue.CHIPS
        case ActionTaken(action=ActionKind.FOLD):
            return Cue.FOLD
        case ActionTaken(action=ActionKind.CHECK):
            return Cue.CHECK
        case ActionTaken(action=action) if action in _CHIP_ACTIONS:
            return Cue.CHIPS
    return None


def warning_delay_ms(remaining_ms: int) -> int | None:
    """How long after a turn is offered, with ``remaining_ms`` on the clock, the warning
    sounds: at :data:`WARNING_BEFORE_MS` left (at once when less is left), None without a
    clock."""
    if remaining_ms <= 0:
        return None
    return max(0, remaining_ms - WARNING_BEFORE_MS)


# --------------------------------------------------------------------------------------------
# Backends
# --------------------------------------------------------------------------------------------


class Backend(Protocol):
    """Plays 16-bit mono samples at :data:`RATE`; mixes cues that overlap."""

    def play(self, samples: array.array[int]) -> None: ...

    def pause(self) -> None:
        """Nothing is playing: the device may be released until the next :meth:`play`."""

    def close(self) -> None: ...


def load_cue(path: Path) -> array.array[int] | None:
    """A cue's samples, or None when the file is missing or not 16-bit mono at :data:`RATE`."""
    try:
        with wave.open(str(path), "rb") as w:
            if (w.getnchannels(), w.getsampwidth(), w.getframerate()) != (1, 2, RATE):
                return None
            samples = array.array("h", w.readframes(w.getnframes()))
    except (OSError, EOFError, wave.Error):
        return None
    if sys.byteorder == "big":
        samples.byteswap()
    return samples


def scaled(samples: array.array[int], volume: float) -> array.array[int]:
    """``samples`` at ``volume`` (0..1)."""
    if volume >= 1.0:
        return array.array("h", samples)
    return array.array("h", [int(s * volume) for s in samples])


class Mixer:
    """Adds the cues that play at once into the blocks the audio thread asks for. :meth:`add`
    is called from the GUI thread, :meth:`block` from the audio thread (a deque passes the
    voices between them)."""

    def __init__(self) -> None:
        self._incoming: deque[array.array[int]] = deque()
        self._voices: list[tuple[array.array[int], int]] = []

    def add(self, samples: array.array[int]) -> None:
        self._incoming.append(samples)

    @property
    def busy(self) -> bool:
        return bool(self._incoming or self._voices)

    def block(self, frames: int) -> bytes:
        while self._incoming:
            self._voices.append((self._incoming.popleft(), 0))
        if not self._voices:
            return bytes(2 * frames)
        out = array.array("h", bytes(2 * frames))
        still: list[tuple[array.array[int], int]] = []
        for samples, pos in self._voices:
            part = samples[pos:pos + frames]
            if len(self._voices) == 1:
                out[:len(part)] = part
            else:
                for i, s in enumerate(part):
                    out[i] = max(-32768, min(32767, out[i] + s))
            if pos + frames < len(samples):
                still.append((samples, pos + frames))
        self._voices = still
        return out.tobytes()

    def stream(self) -> Generator[bytes, int, None]:
        """The generator miniaudio's device pulls blocks from (already started)."""
        frames = yield b""
        while True:
            frames = yield self.block(frames)


def linux_backends(environ: Mapping[str, str], exists: Callable[[str], bool],
                   read: Callable[[str], str]) -> list[str]:
    """The miniaudio backends worth trying on Linux: PulseAudio (PipeWire answers as it) when
    its socket is there, ALSA when the kernel lists a sound card. Trying ALSA without a card
    makes libasound print a screenful of errors."""
    names = []
    server = environ.get("PULSE_SERVER", "")
    runtime = environ.get("XDG_RUNTIME_DIR", "")
    if server or (runtime and exists(os.path.join(runtime, "pulse", "native"))):
        names.append("pulseaudio")
    try:
        cards = read("/proc/asound/cards")
    except OSError:
        cards = ""
    if cards.strip() and "no soundcards" not in cards:
        names.append("alsa")
    return names


def platform_backends(platform: str = sys.platform) -> list[str]:
    if platform.startswith("linux"):
        def read(path: str) -> str:
            return Path(path).read_text(encoding="utf-8", errors="replace")
        return linux_backends(os.environ, os.path.exists, read)
    if platform == "darwin":
        return ["coreaudio"]
    if platform == "win32":
        return ["wasapi", "dsound", "winmm"]
    return []


class MiniaudioBackend:
    """One miniaudio playback device (16-bit mono at :data:`RATE`) fed by a :class:`Mixer`."""

    def __init__(self, backends: Iterable[str]) -> None:
        import miniaudio  # optional: ImportError means no sound

        chosen = [miniaudio.Backend[name.upper()] for name in backends]
        if not chosen:
            raise RuntimeError("no audio backend to try here")
        self.mixer = Mixer()
        self._device = miniaudio.PlaybackDevice(
            output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1, sample_rate=RATE,
            buffersize_msec=30, backends=chosen, app_name="StudDesk")
        self.backend_name: str = self._device.backend

    def play(self, samples: array.array[int]) -> None:
        self.mixer.add(samples)
        if not self._device.running:
            stream = self.mixer.stream()
            next(stream)
            self._device.start(stream)

    def pause(self) -> None:
        if self._device.running and not self.mixer.busy:
            self._device.stop()

    def close(self) -> None:
        self._device.close()


_shared: list[Backend | None] = []


def open_backend(backends: Iterable[str] | None = None) -> Backend | None:
    """An audio backend, or None (silently) where there is none. ``backends`` names miniaudio
    backends to try (tests pass ``["null"]``); by default the platform's (see
    :func:`platform_backends`)."""
    if os.environ.get(ENV_VAR, "").lower() in ("off", "0", "no", "false"):
        log.debug("sound off (%s)", ENV_VAR)
        return None
    try:
        return MiniaudioBackend(platform_backends() if backends is None else backends)
    except ImportError:
        log.debug("no sound: the miniaudio module is not installed")
    except Exception as exc:  # noqa: BLE001 - any failure to open audio means silence
        log.debug("no sound: %s", exc)
    return None


def shared_backend() -> Backend | None:
    """The process's one audio backend, opened at the first cue (every table shares it)."""
    if not _shared:
        _shared.append(open_backend())
    return _shared[0]


# --------------------------------------------------------------------------------------------
# The board
# --------------------------------------------------------------------------------------------


class SoundBoard(QObject):
    """Which cue to play when, at what volume; the turn alert and the clock's warning.

    ``backend`` is called once, at the first cue, for the :class:`Backend` (None: silence);
    ``clock`` (seconds, monotonic) spaces repeated cues; ``alert`` is
    ``QApplication.alert``. Tests pass their own."""

    def __init__(self, parent: QObject | None = None, *,
                 backend: Callable[[], Backend | None] = shared_backend,
                 clock: Callable[[], float] = time.monotonic,
                 alert: Callable[[QWidget], None] | None = None,
                 sounds: Path | None = None) -> None:
        super().__init__(parent)
        self._open = backend
        self._backend: Backend | None = None
        self._opened = False
        self._clock = clock
        self.alert: Callable[[QWidget], None] = alert or (lambda w: QApplication.alert(w))
        self._folder = sounds
        self._samples: dict[Cue, array.array[int] | None] = {}
        self._scaled: dict[Cue, array.array[int]] = {}
        self._last: dict[Cue, float] = {}
        self.volume = 80
        self.muted = False
        self.played: deque[Cue] = deque(maxlen=64)
        """The cues played (or that would have been, had there been a device), newest last."""
        self.warning_timer = QTimer(self)
        self.warning_timer.setSingleShot(True)
        self.warning_timer.timeout.connect(self._on_warning_timer_timeout)
        self._idle = QTimer(self)
        self._idle.setSingleShot(True)
        self._idle.setInterval(IDLE_CLOSE_MS)
        self._idle.timeout.connect(self._on_idle_timeout)

    # ------------------------------------------------------------------ settings

    def set_volume(self, volume: int) -> None:
        self.volume = max(0, min(100, int(volume)))
        self._scaled.clear()

    def set_muted(self, muted: bool) -> None:
        self.muted = bool(muted)

    @property
    def audible(self) -> bool:
        return not self.muted and self.volume > 0

    # ------------------------------------------------------------------ what happened

    def event_started(self, ev: Event) -> Cue | None:
        """An event's animation starts: its cue, if any, plays (returned when it did)."""
        cue = cue_for_event(ev)
        if cue is not None and self.play(cue):
            return cue
        return None

    def turn_offered(self, window: QWidget, remaining_ms: int, *, active: bool,
                     chime: bool = True) -> None:
        """It is the player's turn now with ``remaining_ms`` on the clock; ``active`` says
        whether ``window`` had the focus (asked before anything raises it). ``chime=False``
        when the cue already sounded (hotseat: when the hand-over screen called the player; the
        host's fresh clock for the same turn): then the window was alerted too."""
        if chime:
            self.play(Cue.TURN)
            if not active:
                self.alert(window)
        delay = warning_delay_ms(remaining_ms)
        self.warning_timer.stop()
        if delay is not None:
            self.warning_timer.start(delay)

    def turn_ended(self) -> None:
        """The player acted, or the turn passed: no warning."""
        self.warning_timer.stop()

    def _on_warning_timer_timeout(self) -> None:
        self.play(Cue.WARNING)

    # ------------------------------------------------------------------ playing

    def play(self, cue: Cue) -> bool:
        """Play ``cue`` unless muted or too soon after the same cue; True when it was sent to
        the device (or would have been: the board is silent without one)."""
        if not self.audible:
            return False
        now = self._clock()
        last = self._last.get(cue)
        if last is not None and now - last < MIN_GAP_S.get(cue.value, 0.0):
            return False
        self._last[cue] = now
        self.played.append(cue)
        backend = self._device()
        if backend is None:
            return True
        samples = self._cue_samples(cue)
        if samples is None:
            return True
        try:
            backend.play(samples)
        except Exception as exc:  # noqa: BLE001 - a device that went away: go quiet
            log.debug("sound stopped: %s", exc)
            self._backend = None
            return True
        self._idle.start()
        return True

    def set_backend(self, backend: Backend | None) -> None:
        """Play through ``backend`` from now on (None: silence)."""
        self._backend, self._opened = backend, True

    def _device(self) -> Backend | None:
        if not self._opened:
            self._opened = True
            self._backend = self._open()
        return self._backend

    def _cue_samples(self, cue: Cue) -> array.array[int] | None:
        ready = self._scaled.get(cue)
        if ready is not None:
            return ready
        if cue not in self._samples:
            folder = self._folder or resource_path("sounds")
            self._samples[cue] = load_cue(folder / cue.file_name)
        raw = self._samples[cue]
        if raw is None:
            return None
        # Loudness follows the ear: the slider's middle is about a quarter of full scale.
        ready = self._scaled[cue] = scaled(raw, (self.volume / 100) ** 2)
        return ready

    def _on_idle_timeout(self) -> None:
        if self._backend is not None:
            try:
                self._backend.pause()
            except Exception as exc:  # noqa: BLE001
                log.debug("sound pause failed: %s", exc)
