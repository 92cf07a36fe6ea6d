"""Colours, faction colours and fonts: the one place the table's look is decided."""

from __future__ import annotations

from functools import lru_cache

import pygame

Colour = tuple[int, int, int]

BG: Colour = (24, 28, 36)
PANEL: Colour = (36, 42, 54)
PANEL_DARK: Colour = (29, 34, 44)
PANEL_EDGE: Colour = (70, 80, 100)
TEXT: Colour = (232, 234, 240)
TEXT_DIM: Colour = (160, 168, 184)
TEXT_DARK: Colour = (20, 22, 28)
ACCENT: Colour = (255, 204, 64)  # playable, legal, "your move"
ACCENT_SOFT: Colour = (140, 115, 40)
GOOD: Colour = (96, 200, 120)
BAD: Colour = (232, 92, 84)
INFO: Colour = (110, 170, 240)
FIELD: Colour = (30, 60, 48)
FIELD_EDGE: Colour = (70, 120, 96)
CARD_BACK: Colour = (60, 40, 110)
CARD_BACK_EDGE: Colour = (150, 120, 220)
BUTTON: Colour = (58, 68, 90)
BUTTON_HOVER: Colour = (80, 94, 124)
BUTTON_DISABLED: Colour = (44, 48, 58)

FACTION: dict[str, Colour] = {
    "Aquos": (52, 128, 220),
    "Aurelus": (226, 186, 60),
    "Darkus": (124, 70, 168),
    "Haos": (236, 232, 200),
    "Pyrus": (214, 64, 52),
    "Ventus": (62, 176, 90),
}
NEUTRAL: Colour = (130, 130, 140)

CORE: dict[str, Colour] = {
    "Fist": (214, 96, 64),
    "Flaming Fist": (255, 140, 40),
    "Shield": (90, 150, 220),
    "Magic Shield": (160, 110, 230),
    "Helix": (90, 200, 170),
}

SEAT: tuple[Colour, ...] = ((232, 120, 90), (90, 160, 240), (120, 210, 120), (220, 180, 80))

SMALL = 17
BODY = 20
LARGE = 26
TITLE = 44


def faction_colour(factions: list[str] | tuple[str, ...]) -> Colour:
    for name in factions:
        if name in FACTION:
            return FACTION[name]
    return NEUTRAL


def text_on(colour: Colour) -> Colour:
    """Dark text on light backgrounds, light text on dark ones."""
    r, g, b = colour
    return TEXT_DARK if (r * 299 + g * 587 + b * 114) / 1000 > 150 else TEXT


def mix(a: Colour, b: Colour, t: float) -> Colour:
    return (int(a[0] + (b[0] - a[0]) * t), int(a[1] + (b[1] - a[1]) * t), int(a[2] + (b[2] - a[2]) * t))


@lru_cache(maxsize=32)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    f = pygame.font.Font(None, size)
    f.set_bold(bold)
    return f
