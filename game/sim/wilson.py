"""Wilson score intervals for win rates (the normal approximation fails near 0 and 1), the
difference of two independent rates, and when a rate rests on too few games to read."""

from __future__ import annotations

import math
from typing import Any, Final

Z95 = 1.959963984540054
# A rate whose 95% interval is wider than this rests on too few games to be read (at a rate near
# one half, fewer than about 60 games); reports mark it instead of drawing conclusions from it.
FEW_GAMES_WIDTH: Final = 0.25


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


def width(r: dict[str, Any]) -> float:
    """How wide a rate's interval is (1 when it rests on no games)."""
    return float(r["high"]) - float(r["low"]) if r["n"] else 1.0


def too_few(r: dict[str, Any], limit: float = FEW_GAMES_WIDTH) -> bool:
    """Whether a rate (or a difference) rests on too few games to read: its interval is wider than `limit`."""
    return width(r) > limit


def difference(first: dict[str, Any], second: dict[str, Any]) -> dict[str, float | int]:
    """first's rate minus second's, two independent samples, with Newcombe's hybrid score interval
    (Newcombe 1998, method 10: each rate's Wilson limits combined), ready for JSON."""
    p1, p2 = float(first["rate"]), float(second["rate"])
    d = p1 - p2
    if not first["n"] or not second["n"]:
        return {"n": min(int(first["n"]), int(second["n"])), "rate": 0.0, "low": -1.0, "high": 1.0}
    low = d - math.hypot(p1 - first["low"], second["high"] - p2)
    high = d + math.hypot(first["high"] - p1, p2 - second["low"])
    return {"n": min(int(first["n"]), int(second["n"])), "rate": d, "low": max(-1.0, low), "high": min(1.0, high)}
