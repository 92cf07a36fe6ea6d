"""Wilson score intervals for win rates (the normal approximation fails near 0 and 1)."""

from __future__ import annotations

import math

Z95 = 1.959963984540054


def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The 95% (by default) Wilson score interval for successes/trials; (0, 1) when trials is 0."""
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    denom = 1.0 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def rate(successes: float, trials: int) -> dict[str, float | int]:
    """A rate with its interval, ready for JSON."""
    low, high = wilson(successes, trials)
    return {
        "n": trials,
        "successes": successes,
        "rate": successes / trials if trials else 0.0,
        "low": low,
        "high": high,
    }
