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

_STANDARD = (dict(FACTION), dict(CORE))
# Okabe and Ito's palette, told apart with the common colour-vision deficiencies; the icons
# (game/games/bakugan/ui/icons.py) tell factions and cores apart by shape as well
_COLOUR_BLIND = (
    {
        "Aquos": (0, 114, 178),
        "Aurelus": (230, 159, 0),
        "Darkus": (120, 60, 150),
        "Haos": (240, 228, 66),
        "Pyrus": (213, 94, 0),
        "Ventus": (0, 158, 115),
    },
    {
        "Fist": (213, 94, 0),
        "Flaming Fist": (240, 228, 66),
        "Shield": (86, 180, 233),
        "Magic Shield": (204, 121, 167),
        "Helix": (0, 158, 115),
    },
)
palette_version = 0  # part of the cache keys of everything drawn in faction or core colours


def use_palette(colour_blind: bool) -> None:
    global palette_version
    factions, cores = _COLOUR_BLIND if colour_blind else _STANDARD
    if factions != FACTION or cores != CORE:
        FACTION.update(factions)
        CORE.update(cores)
        palette_version += 1


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


# The UI scale: font sizes and the lengths drawing code passes through px() are multiplied by it.
# The app sets it before each scene handles, updates or draws (1.0 for scenes laid out in fixed
# pixels); text_scale multiplies text alone (the text size setting).
_scale = 1.0
_text_scale = 1.0


def set_scale(scale: float, text_scale: float | None = None) -> None:
    global _scale, _text_scale
    _scale = scale
    if text_scale is not None:
        _text_scale = text_scale


def scale() -> float:
    return _scale


def text_scale() -> float:
    return _text_scale


def px(length: float) -> int:
    """A length given at the 1280x720 design size, in pixels at the current UI scale."""
    return round(length * _scale)


def real_size(size: int) -> int:
    """The pixel size of a font asked for at the design size."""
    return max(8, round(size * _scale * _text_scale))


def font(size: int, bold: bool = False) -> pygame.font.Font:
    return font_px(real_size(size), bold)


@lru_cache(maxsize=64)
def font_px(size: int, bold: bool = False) -> pygame.font.Font:
    f = pygame.font.Font(None, size)
    f.set_bold(bold)
    return f
