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


def attack(rng: random.Random) -> Signal:  # a charge: a rising whoosh into a strike
    rush = noise(0.28, rng, lambda x: x**1.5, 0.7)
    strike = tone(180, 0.16, 30, partials=(1.0, 0.6, 0.3), glide=-0.4)
    return mix(([v * 0.8 for v in rush], 0.0), (strike, 0.24))


def block(rng: random.Random) -> Signal:  # a shield raised: a dull thud and a metallic ring
    thud = tone(110, 0.18, 28, partials=(1.0, 0.5))
    ring = tone(1180, 0.4, 9, partials=(1.0, 0.0, 0.45, 0.0, 0.2))
    return mix((thud, 0.0), ([v * 0.4 for v in ring], 0.01), (high_pass(noise(0.03, rng, lambda x: 1 - x, 0.2)), 0.0))


def ko(rng: random.Random) -> Signal:  # knocked out: a crunch and a falling tone
    crunch = noise(0.2, rng, lambda x: (1 - x) ** 3, 0.35)
    fall = tone(420, 0.45, 6, partials=(1.0, 0.5, 0.2), glide=-0.6)
    return mix((crunch, 0.0), ([v * 0.8 for v in fall], 0.03))


def life_taken(rng: random.Random) -> Signal:  # a life card lifted: a flick and two low notes down
    flick = high_pass(noise(0.07, rng, lambda x: (1 - x) ** 2, 0.3))
    return mix(
        (flick, 0.0), (tone(330, 0.22, 14, partials=(1.0, 0.4)), 0.05), (tone(247, 0.3, 10, partials=(1.0, 0.4)), 0.17)
    )


def awaken(rng: random.Random) -> Signal:  # a Leader awakens: a shimmer rising to a bright chord
    shimmer = [
        (tone(f, 0.5, 5, partials=(1.0, 0.3)), 0.05 * i) for i, f in enumerate((392.0, 493.88, 587.33, 783.99, 987.77))
    ]
    swell = noise(0.55, rng, lambda x: x * (1 - x) * 2, 0.6)
    return mix(*shimmer, ([v * 0.3 for v in high_pass(swell)], 0.0))


def combo(rng: random.Random) -> Signal:  # a combo card joins the battle: two quick bright taps
    return mix((tone(880, 0.12, 30, partials=(1.0, 0.3)), 0.0), (tone(1318.5, 0.18, 22, partials=(1.0, 0.3)), 0.08))


def summon(rng: random.Random) -> Signal:  # a monster set down: a card slap and a low swell
    slap = high_pass(noise(0.05, rng, lambda x: 1 - x, 0.25))
    swell = tone(146.8, 0.35, 8, partials=(1.0, 0.5, 0.25), glide=0.3)
    return mix((slap, 0.0), ([v * 0.7 for v in swell], 0.02))


def stance(rng: random.Random) -> Signal:  # a card turned sideways: a short scrape
    return high_pass(noise(0.12, rng, lambda x: math.sin(math.pi * x), 0.45))


def trap(rng: random.Random) -> Signal:  # a trap springs: a sharp snap and a buzz
    snap = high_pass(noise(0.025, rng, lambda x: 1 - x, 0.05))
    buzz = tone(220, 0.25, 12, partials=(1.0, 0.8, 0.6, 0.4, 0.2))
    return mix((snap, 0.0), ([v * 0.5 for v in buzz], 0.02))


def direct_hit(rng: random.Random) -> Signal:  # a hit on the player: a heavy boom
    boom = tone(70, 0.5, 7, partials=(1.0, 0.7, 0.3))
    burst = noise(0.15, rng, lambda x: (1 - x) ** 2, 0.5)
    return mix((boom, 0.0), ([v * 0.6 for v in burst], 0.0))


def coin_flip(rng: random.Random) -> Signal:  # a coin spun: a ring wobbling, then it lands
    spin = [(tone(2600 + rng.uniform(-80, 80), 0.05, 60), 0.06 * i) for i in range(8)]
    return mix(*spin, (tone(1900, 0.3, 14, partials=(1.0, 0.5)), 0.52))


SOUNDS: dict[str, Callable[[random.Random], Signal]] = {
    "throw": throw,
    "roll": roll,
    "pop_open": pop_open,
    "core_click": core_click,
    "card_play": card_play,
    "damage_flip": damage_flip,
    "victor": victor,
    "win": win,
    "attack": attack,
    "block": block,
    "ko": ko,
    "life_taken": life_taken,
    "awaken": awaken,
    "combo": combo,
    "summon": summon,
    "stance": stance,
    "trap": trap,
    "direct_hit": direct_hit,
    "coin_flip": coin_flip,
}


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for i, (name, make) in enumerate(SOUNDS.items()):
        write(name, make(random.Random(19 + i)))
        print(f"wrote {OUT / name}.wav")


if __name__ == "__main__":
    main()
