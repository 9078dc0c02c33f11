"""The sound cues are the project's own: resources/make_sounds.py makes them, byte for byte."""

from __future__ import annotations

import subprocess
import sys
import wave
from pathlib import Path

RESOURCES = Path(__file__).resolve().parent.parent / "resources"
SOUNDS = RESOURCES / "sounds"


def test_generator_reproduces_the_committed_sounds(tmp_path: Path) -> None:
    subprocess.run([sys.executable, str(RESOURCES / "make_sounds.py"), "--out", str(tmp_path)],
                   check=True, timeout=120)
    generated = sorted(p.name for p in tmp_path.glob("*.wav"))
    committed = sorted(p.name for p in SOUNDS.glob("*.wav"))
    assert generated == committed, "stale or missing WAVs: run resources/make_sounds.py"
    different = [n for n in generated if (tmp_path / n).read_bytes() != (SOUNDS / n).read_bytes()]
    assert different == [], "committed WAVs differ from make_sounds.py's output"
    assert {"turn.wav", "warning.wav", "deal.wav", "chips.wav", "check.wav", "fold.wav"} <= set(
        committed)


def test_sounds_are_short_quiet_enough_and_click_free() -> None:
    for path in SOUNDS.glob("*.wav"):
        with wave.open(str(path), "rb") as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050)
            assert w.getnframes() <= 22050, f"{path.name}: a cue is at most a second"
            frames = w.readframes(w.getnframes())
        samples = memoryview(frames).cast("h")
        peak = max(abs(s) for s in samples)
        assert 0.3 * 32767 < peak <= 0.75 * 32767, path.name  # headroom, never clipped
        assert abs(samples[0]) < 1000 and abs(samples[-1]) < 100, path.name  # no click
