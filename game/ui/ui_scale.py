"""The UI scale for a window size: automatic (the 1280x720 design grown or shrunk to the window)
or the player's choice, never larger than what still fits the window."""

from __future__ import annotations

DESIGN = (1280, 720)
FITS = (1200, 700)  # the smallest size, in design pixels, that the scaled scenes are laid out for
AUTO = 0.0
CHOICES = (AUTO, 0.85, 1.0, 1.25, 1.5, 2.0)
TEXT_CHOICES = (0.9, 1.0, 1.15, 1.3)
MIN_SCALE = 0.85


def auto_scale(size: tuple[int, int]) -> float:
    w, h = size
    return max(MIN_SCALE, min(w / DESIGN[0], h / DESIGN[1]))


def largest_fitting(size: tuple[int, int]) -> float:
    w, h = size
    return max(MIN_SCALE, min(w / FITS[0], h / FITS[1]))


def effective_scale(size: tuple[int, int], chosen: float) -> float:
    """The scale in use: `chosen` (AUTO for automatic) capped so the layout still fits."""
    if chosen <= 0:
        return round(auto_scale(size), 3)
    return round(min(chosen, largest_fitting(size)), 3)


def describe(chosen: float) -> str:
    return "automatic" if chosen <= 0 else f"{round(chosen * 100)}%"
