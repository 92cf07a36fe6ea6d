"""How hard a pull throws, the one scale the game table and practice rolling share: a pull
measured in centimetres of the drawn table (so the same at any window size or UI scale) becomes
the throw's speed. Practice trains the very gesture the table takes, and its figures carry over."""

from __future__ import annotations

CM_PER_MPS = 15.0  # centimetres of pull for 1 m/s (about 100 px at the 1280x720 design size)
MIN_SPEED, MAX_SPEED = 0.3, 3.0  # m/s: a gentle push, a hard throw


def speed_for(pull_cm: float) -> float:
    """The throw's speed in m/s for a pull of this many table centimetres."""
    return max(MIN_SPEED, min(MAX_SPEED, pull_cm / CM_PER_MPS))


def scale_words() -> str:
    """The scale as both screens print it."""
    return f"1 m/s per {CM_PER_MPS:.0f} cm of pull"
