#!/usr/bin/env python3
"""Synthesise StudDesk's sound cues as WAV files (standard library only, deterministic).

Writes, under the output folder (``resources/sounds/`` by default), 16-bit mono WAVs at
22 050 Hz:

- ``turn.wav``: the turn cue, a soft two-note bell (E6 then A6) that rises;
- ``warning.wav``: the clock is nearly out, three short bright beeps;
- ``deal.wav``: a card sliding onto the cloth, a short band of filtered noise;
- ``chips.wav``: chips put in, three clay clicks a few milliseconds apart;
- ``check.wav``: a knock on the table, two low thumps;
- ``fold.wav``: cards pushed away, a soft swish.

Everything is computed from sines, exponentials and a fixed pseudo-random sequence (an
xorshift generator with a fixed seed), so running the script twice gives byte-identical files
(``tests/test_resources.py`` checks the committed ones). The sounds are the project's own and
carry its licence.

    python resources/make_sounds.py [--out DIR]
"""

from __future__ import annotations

import argparse
import math
import wave
from collections.abc import Callable, Iterator
from pathlib import Path

RATE = 22050
PEAK = 0.7  # of full scale: room for the player's volume, never a clipped edge


class Noise:
    """xorshift32 from a fixed seed: the same 'random' samples on every machine, in [-1, 1)."""

    def __init__(self, seed: int) -> None:
        self.state = seed & 0xFFFFFFFF or 1

    def __iter__(self) -> Iterator[float]:
        return self

    def __next__(self) -> float:
        x = self.state
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        self.state = x
        return x / 2**31 - 1.0


def silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def mix(*layers: tuple[float, list[float]]) -> list[float]:
    """Add layers, each ``(start in seconds, samples)``, into one track."""
    length = max(int(RATE * start) + len(samples) for start, samples in layers)
    out = [0.0] * length
    for start, samples in layers:
        offset = int(RATE * start)
        for i, value in enumerate(samples):
            out[offset + i] += value
    return out


def envelope(n: int, attack: float, decay: float) -> list[float]:
    """A quick linear attack (seconds) then an exponential decay (time constant, seconds)."""
    a = max(1, int(RATE * attack))
    return [(i / a if i < a else 1.0) * math.exp(-max(0, i - a) / (RATE * decay))
            for i in range(n)]


def bell(freq: float, seconds: float, decay: float) -> list[float]:
    """A soft bell: the note with two quieter inharmonic partials that die away sooner."""
    n = int(RATE * seconds)
    env = envelope(n, 0.004, decay)
    partials = ((1.0, 1.0, 1.0), (2.76, 0.28, 0.45), (5.40, 0.10, 0.25))
    out = []
    for i in range(n):
        t = i / RATE
        value = sum(amp * math.exp(-t / (decay * life)) * math.sin(2 * math.pi * freq * k * t)
                    for k, amp, life in partials)
        out.append(value * env[i])
    return out


def beep(freq: float, seconds: float) -> list[float]:
    """A short tone with soft edges (no click)."""
    n = int(RATE * seconds)
    edge = int(RATE * 0.006)
    out = []
    for i in range(n):
        gain = min(1.0, i / edge, (n - 1 - i) / edge)
        t = i / RATE
        out.append(gain * (math.sin(2 * math.pi * freq * t)
                           + 0.25 * math.sin(2 * math.pi * 2 * freq * t)))
    return out


def filtered_noise(seconds: float, seed: int, low: float, high: float,
                   shape: Callable[[float], float]) -> list[float]:
    """Noise through a one-pole high-pass at ``low`` Hz and low-pass at ``high`` Hz, shaped by
    ``shape(fraction of the length)``."""
    n = int(RATE * seconds)
    noise = Noise(seed)
    a_low = math.exp(-2 * math.pi * high / RATE)
    a_high = math.exp(-2 * math.pi * low / RATE)
    lp = hp = prev = 0.0
    out = []
    for i in range(n):
        x = next(noise)
        lp = (1 - a_low) * x + a_low * lp  # low-pass
        hp = a_high * (hp + lp - prev)  # high-pass of the low-passed signal
        prev = lp
        out.append(hp * shape(i / n))
    return out


def click(freq: float, seconds: float, seed: int) -> list[float]:
    """A clay chip's click: a damped high ring over a very short noise tick."""
    n = int(RATE * seconds)
    tick = filtered_noise(0.004, seed, 1500, 9000, lambda f: 1 - f)
    ring = [math.exp(-i / (RATE * 0.012)) * math.sin(2 * math.pi * freq * i / RATE)
            for i in range(n)]
    return mix((0.0, ring), (0.0, [3.0 * v for v in tick]))


def knock(seconds: float, seed: int) -> list[float]:
    """A knuckle on the table: a falling low thump and a little wood noise."""
    n = int(RATE * seconds)
    phase = 0.0
    thump = []
    for i in range(n):
        t = i / RATE
        freq = 120 + 140 * math.exp(-t / 0.01)
        phase += 2 * math.pi * freq / RATE
        thump.append(math.exp(-t / 0.035) * math.sin(phase))
    wood = filtered_noise(0.02, seed, 300, 3000, lambda f: (1 - f) ** 2)
    return mix((0.0, thump), (0.0, [1.5 * v for v in wood]))


def normalise(samples: list[float], peak: float = PEAK) -> list[float]:
    """Scale to ``peak`` and fade the first millisecond in and the last 15 out, so no cue
    starts or stops with a click."""
    top = max(abs(v) for v in samples) or 1.0
    n = len(samples)
    fade_in, fade_out = int(RATE * 0.001), int(RATE * 0.015)
    return [v * peak / top * min(1.0, (i + 1) / fade_in, (n - i) / fade_out)
            for i, v in enumerate(samples)]


def to_pcm(samples: list[float]) -> bytes:
    out = bytearray()
    for v in samples:
        out += max(-32767, min(32767, round(v * 32767))).to_bytes(2, "little", signed=True)
    return bytes(out)


def sounds() -> dict[str, list[float]]:
    """Every cue, by file name, as samples in [-1, 1]."""
    return {
        "turn.wav": normalise(mix((0.0, bell(1318.5, 0.55, 0.22)),
                                  (0.14, bell(1760.0, 0.75, 0.30)))),
        "warning.wav": normalise(mix((0.0, beep(1568.0, 0.07)), (0.12, beep(1568.0, 0.07)),
                                     (0.24, beep(1568.0, 0.07)), (0.31, silence(0.03))), 0.6),
        "deal.wav": normalise(filtered_noise(
            0.09, 7, 900, 6000, lambda f: math.sin(math.pi * min(1.0, f * 1.6)) ** 2 * (1 - f)),
            0.45),
        "chips.wav": normalise(mix((0.0, click(3150, 0.06, 11)), (0.045, click(2870, 0.06, 13)),
                                   (0.075, click(3420, 0.07, 17))), 0.55),
        "check.wav": normalise(mix((0.0, knock(0.12, 19)), (0.13, knock(0.14, 23)))),
        "fold.wav": normalise(filtered_noise(
            0.22, 29, 500, 3500, lambda f: math.sin(math.pi * f) ** 1.5), 0.35),
    }


def write_wav(path: Path, samples: list[float]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(to_pcm(samples))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parent / "sounds")
    args = parser.parse_args(argv)
    for name, samples in sounds().items():
        write_wav(args.out / name, samples)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
