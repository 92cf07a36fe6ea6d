"""Synthesise the table's sounds into assets/sounds/*.wav (pure Python, seeded: the same files every run).

Usage: python tools/make_sounds.py   (writes the files listed in assets/sounds/README.md)
"""

from __future__ import annotations

import array
import math
import random
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parents[1] / "assets" / "sounds"

Signal = list[float]


def silence(seconds: float) -> Signal:
    return [0.0] * int(RATE * seconds)


def tone(
    freq: float, seconds: float, decay: float, *, partials: tuple[float, ...] = (1.0,), glide: float = 0.0
) -> Signal:
    """A decaying tone; glide moves the pitch by that factor over its length (a chirp)."""
    n = int(RATE * seconds)
    out = []
    phase = [0.0] * len(partials)
    for i in range(n):
        t = i / RATE
        f = freq * (1.0 + glide * t / seconds)
        env = math.exp(-t * decay) * min(1.0, i / (RATE * 0.004))
        v = 0.0
        for k, amp in enumerate(partials):
            phase[k] += 2 * math.pi * f * (k + 1) / RATE
            v += amp * math.sin(phase[k])
        out.append(v * env)
    return out


def noise(seconds: float, rng: random.Random, envelope: Callable[[float], float], smooth: float) -> Signal:
    """Noise through a one-pole low-pass (smooth near 1: darker) shaped by envelope(0..1)."""
    n = int(RATE * seconds)
    out = []
    y = 0.0
    for i in range(n):
        y = smooth * y + (1 - smooth) * rng.uniform(-1, 1)
        out.append(y * envelope(i / n))
    return out


def high_pass(sig: Signal) -> Signal:
    out = []
    prev_x = prev_y = 0.0
    for x in sig:
        prev_y = 0.9 * (prev_y + x - prev_x)
        prev_x = x
        out.append(prev_y)
    return out


def mix(*parts: tuple[Signal, float]) -> Signal:
    """Signals added at start times (seconds)."""
    length = max(int(start * RATE) + len(sig) for sig, start in parts)
    out = [0.0] * length
    for sig, start in parts:
        at = int(start * RATE)
        for i, v in enumerate(sig):
            out[at + i] += v
    return out


def write(name: str, sig: Signal, peak: float = 0.8) -> None:
    top = max(1e-9, max(abs(v) for v in sig))
    fade = int(RATE * 0.01)
    samples = array.array("h")
    for i, v in enumerate(sig):
        edge = min(1.0, (len(sig) - i) / fade)
        samples.append(int(v / top * peak * edge * 32767))
    with wave.open(str(OUT / f"{name}.wav"), "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(RATE)
        f.writeframes(samples.tobytes())


def throw(rng: random.Random) -> Signal:  # a whoosh: air noise swelling and fading
    return noise(0.38, rng, lambda x: math.sin(math.pi * x) ** 2, 0.82)


def roll(rng: random.Random) -> Signal:  # a ball rattling across the mat, slowing down
    parts: list[tuple[Signal, float]] = [(noise(0.9, rng, lambda x: 0.25 * (1 - x), 0.95), 0.0)]
    t = 0.0
    gap = 0.045
    while t < 0.85:
        parts.append((tone(rng.uniform(900, 1400), 0.03, 160, partials=(1.0, 0.3)), t))
        t += gap
        gap *= 1.09
    return mix(*parts)


def pop_open(rng: random.Random) -> Signal:  # the spring: a click and a rising boing
    click = high_pass(noise(0.02, rng, lambda x: 1 - x, 0.2))
    boing = tone(330, 0.3, 12, partials=(1.0, 0.4, 0.15), glide=1.2)
    return mix((click, 0.0), ([v * 0.7 for v in boing], 0.01))


def core_click(rng: random.Random) -> Signal:  # the magnet meeting the BakuCore: a bright clack
    clack = tone(2400, 0.09, 70, partials=(1.0, 0.5, 0.25))
    knock = tone(220, 0.08, 50)
    return mix((clack, 0.0), (knock, 0.0), (high_pass(noise(0.015, rng, lambda x: 1 - x, 0.1)), 0.0))


def card_play(rng: random.Random) -> Signal:  # a card slid and set down
    slide = high_pass(noise(0.16, rng, lambda x: x * (1 - x) * 4, 0.5))
    tap = tone(160, 0.07, 60)
    return mix(([v * 0.7 for v in slide], 0.0), (tap, 0.14))


def damage_flip(rng: random.Random) -> Signal:  # a card flicked over from the deck
    flick = high_pass(noise(0.06, rng, lambda x: (1 - x) ** 2, 0.3))
    return mix((flick, 0.0), (tone(520, 0.05, 80), 0.03))


def victor(rng: random.Random) -> Signal:  # three rising notes
    notes = (523.25, 659.25, 783.99)
    return mix(*((tone(f, 0.35, 8, partials=(1.0, 0.35, 0.1)), 0.11 * i) for i, f in enumerate(notes)))


def win(rng: random.Random) -> Signal:  # a short fanfare ending on a held chord
    run = (392.0, 523.25, 659.25, 783.99)
    parts = [(tone(f, 0.3, 7, partials=(1.0, 0.4, 0.2)), 0.14 * i) for i, f in enumerate(run)]
    chord = (523.25, 659.25, 783.99, 1046.5)
    parts += [(tone(f, 1.1, 2.6, partials=(1.0, 0.3, 0.1)), 0.6) for f in chord]
    return mix(*parts)


SOUNDS: dict[str, Callable[[random.Random], Signal]] = {
    "throw": throw,
    "roll": roll,
    "pop_open": pop_open,
    "core_click": core_click,
    "card_play": card_play,
    "damage_flip": damage_flip,
    "victor": victor,
    "win": win,
}


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for i, (name, make) in enumerate(SOUNDS.items()):
        write(name, make(random.Random(19 + i)))
        print(f"wrote {OUT / name}.wav")


if __name__ == "__main__":
    main()
