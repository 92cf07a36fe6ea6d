"""The pictures on a Battle Monsters card, drawn from shapes (no copied art): a glyph for each
element (fire a flame, water a drop, earth a mountain, air three gusts, light a sun, shadow a
crescent) and an emblem for each keyword (a dragon's wings, a beast's paw, a giant's fist …), a
rune for spells and a spiked ring for traps. Every shape is given on a unit square and drawn into
any rectangle."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.ui.theme import Colour

Points = tuple[tuple[float, float], ...]

ELEMENT_COLOUR: dict[str, Colour] = {
    "fire": (214, 84, 52),
    "water": (52, 122, 206),
    "earth": (146, 112, 62),
    "air": (96, 176, 150),
    "light": (222, 196, 92),
    "shadow": (104, 72, 140),
}
TYPE_COLOUR: dict[str, Colour] = {"monster": (176, 140, 88), "spell": (46, 150, 120), "trap": (168, 62, 120)}


def _on(rect: pygame.Rect, points: Points) -> list[tuple[int, int]]:
    return [(round(rect.x + x * rect.w), round(rect.y + y * rect.h)) for x, y in points]


def _poly(surface: pygame.Surface, colour: Colour, rect: pygame.Rect, points: Points, width: int = 0) -> None:
    pygame.draw.polygon(surface, colour, _on(rect, points), width)


def _disc(surface: pygame.Surface, colour: Colour, rect: pygame.Rect, x: float, y: float, r: float) -> None:
    centre = (round(rect.x + x * rect.w), round(rect.y + y * rect.h))
    pygame.draw.circle(surface, colour, centre, max(1, round(r * rect.w)))


def _ring(points: int, outer: float, inner: float, turn: float = 0.0) -> Points:
    """A star or spiked ring around the square's centre."""
    out: list[tuple[float, float]] = []
    for k in range(points * 2):
        r = outer if k % 2 == 0 else inner
        a = turn + math.pi * k / points
        out.append((0.5 + r * math.sin(a), 0.5 - r * math.cos(a)))
    return tuple(out)


# ---- element glyphs -----------------------------------------------------------------------------

FLAME: Points = ((0.5, 0.02), (0.8, 0.45), (0.86, 0.7), (0.7, 0.94), (0.3, 0.94), (0.14, 0.7), (0.22, 0.42),
                 (0.36, 0.56))  # fmt: skip
DROP: Points = ((0.5, 0.02), (0.78, 0.5), (0.8, 0.72), (0.64, 0.94), (0.36, 0.94), (0.2, 0.72), (0.22, 0.5))
MOUNTAIN: Points = ((0.02, 0.92), (0.36, 0.22), (0.52, 0.5), (0.66, 0.34), (0.98, 0.92))


def _fire(s: pygame.Surface, c: Colour, r: pygame.Rect) -> None:
    _poly(s, c, r, FLAME)


def _water(s: pygame.Surface, c: Colour, r: pygame.Rect) -> None:
    _poly(s, c, r, DROP)


def _earth(s: pygame.Surface, c: Colour, r: pygame.Rect) -> None:
    _poly(s, c, r, MOUNTAIN)


def _air(s: pygame.Surface, c: Colour, r: pygame.Rect) -> None:
    width = max(1, r.h // 7)
    for k, (left, right) in enumerate(((0.1, 0.8), (0.2, 0.95), (0.05, 0.7))):
        y = r.y + r.h * (0.25 + 0.25 * k)
        pygame.draw.line(s, c, (r.x + left * r.w, y), (r.x + right * r.w, y), width)


def _light(s: pygame.Surface, c: Colour, r: pygame.Rect) -> None:
    _poly(s, c, r, _ring(8, 0.5, 0.3))
    _disc(s, c, r, 0.5, 0.5, 0.26)


def _shadow(s: pygame.Surface, c: Colour, r: pygame.Rect) -> None:
    _disc(s, c, r, 0.5, 0.5, 0.46)
    hole = (0, 0, 0, 0) if s.get_flags() & pygame.SRCALPHA else (20, 16, 28)
    pygame.draw.circle(s, hole, (round(r.x + 0.68 * r.w), round(r.y + 0.38 * r.h)), max(1, round(0.38 * r.w)))


ELEMENT_GLYPH: dict[str, Callable[[pygame.Surface, Colour, pygame.Rect], None]] = {
    "fire": _fire,
    "water": _water,
    "earth": _earth,
    "air": _air,
    "light": _light,
    "shadow": _shadow,
}


def element_badge(surface: pygame.Surface, element: str, centre: tuple[int, int], radius: int) -> None:
    """A round badge in the element's colour with its glyph in white."""
    colour = ELEMENT_COLOUR.get(element, (150, 150, 150))
    pygame.draw.circle(surface, (24, 20, 30), centre, radius + 1)
    pygame.draw.circle(surface, colour, centre, radius)
    glyph = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
    inner = pygame.Rect(0, 0, round(radius * 1.2), round(radius * 1.2))
    inner.center = (radius, radius)
    ELEMENT_GLYPH.get(element, _light)(glyph, (250, 248, 240), inner)
    surface.blit(glyph, (centre[0] - radius, centre[1] - radius))


# ---- keyword emblems ----------------------------------------------------------------------------

WING: Points = ((0.5, 0.45), (0.05, 0.15), (0.12, 0.42), (0.02, 0.5), (0.16, 0.62), (0.1, 0.78), (0.5, 0.62))
BODY: Points = ((0.44, 0.3), (0.56, 0.3), (0.6, 0.75), (0.5, 0.95), (0.4, 0.75))
BIRD: Points = ((0.02, 0.3), (0.3, 0.42), (0.5, 0.62), (0.7, 0.42), (0.98, 0.3), (0.72, 0.58), (0.5, 0.8), (0.28, 0.58))
HORNS: Points = ((0.18, 0.05), (0.36, 0.4), (0.64, 0.4), (0.82, 0.05), (0.8, 0.5), (0.66, 0.9), (0.34, 0.9), (0.2, 0.5))
SWORD: Points = ((0.5, 0.02), (0.58, 0.14), (0.56, 0.64), (0.74, 0.64), (0.74, 0.72), (0.56, 0.72), (0.56, 0.96),
                 (0.44, 0.96), (0.44, 0.72), (0.26, 0.72), (0.26, 0.64), (0.44, 0.64), (0.42, 0.14))  # fmt: skip
FIST: Points = ((0.2, 0.3), (0.8, 0.3), (0.86, 0.64), (0.7, 0.96), (0.3, 0.96), (0.14, 0.64))
WISP: Points = ((0.5, 0.05), (0.72, 0.3), (0.7, 0.62), (0.58, 0.8), (0.64, 0.98), (0.4, 0.84), (0.3, 0.6), (0.32, 0.3))


def _mirror(points: Points) -> Points:
    return tuple((1 - x, y) for x, y in points)


def _dragon(s: pygame.Surface, c: Colour, r: pygame.Rect) -> None:
    _poly(s, c, r, WING)
    _poly(s, c, r, _mirror(WING))
    _poly(s, c, r, BODY)
    _disc(s, c, r, 0.5, 0.24, 0.08)


def _beast(s: pygame.Surface, c: Colour, r: pygame.Rect) -> None:
    _disc(s, c, r, 0.5, 0.66, 0.22)
    for x, y in ((0.22, 0.36), (0.4, 0.2), (0.6, 0.2), (0.78, 0.36)):
        _disc(s, c, r, x, y, 0.1)


def _bird(s: pygame.Surface, c: Colour, r: pygame.Rect) -> None:
    _poly(s, c, r, BIRD)


def _caster(s: pygame.Surface, c: Colour, r: pygame.Rect) -> None:
    _poly(s, c, r, _ring(5, 0.48, 0.2))


def _fiend(s: pygame.Surface, c: Colour, r: pygame.Rect) -> None:
    _poly(s, c, r, HORNS)


def _warrior(s: pygame.Surface, c: Colour, r: pygame.Rect) -> None:
    _poly(s, c, r, SWORD)


def _giant(s: pygame.Surface, c: Colour, r: pygame.Rect) -> None:
    _poly(s, c, r, FIST)
    for k in range(4):
        _disc(s, c, r, 0.27 + k * 0.153, 0.26, 0.09)


def _golem(s: pygame.Surface, c: Colour, r: pygame.Rect) -> None:
    blocks = ((0.3, 0.04, 0.4, 0.26), (0.14, 0.34, 0.72, 0.34), (0.2, 0.72, 0.24, 0.24), (0.56, 0.72, 0.24, 0.24))
    for x, y, w, h in blocks:
        block = pygame.Rect(r.x + x * r.w, r.y + y * r.h, w * r.w, h * r.h)
        pygame.draw.rect(s, c, block, border_radius=max(1, r.w // 30))


def _spirit(s: pygame.Surface, c: Colour, r: pygame.Rect) -> None:
    _poly(s, c, r, WISP)


def _spell(s: pygame.Surface, c: Colour, r: pygame.Rect) -> None:
    width = max(2, r.w // 24)
    pygame.draw.circle(s, c, r.center, round(r.w * 0.46), width)
    _poly(s, c, r, _ring(4, 0.42, 0.1), 0)
    pygame.draw.circle(s, c, r.center, round(r.w * 0.3), width)


def _trap(s: pygame.Surface, c: Colour, r: pygame.Rect) -> None:
    _poly(s, c, r, _ring(12, 0.48, 0.34), max(2, r.w // 24))
    _poly(s, c, r, _ring(6, 0.3, 0.12, math.pi / 6))


EMBLEM: dict[str, Callable[[pygame.Surface, Colour, pygame.Rect], None]] = {
    "dragon": _dragon,
    "beast": _beast,
    "bird": _bird,
    "caster": _caster,
    "fiend": _fiend,
    "warrior": _warrior,
    "giant": _giant,
    "golem": _golem,
    "spirit": _spirit,
    "spell": _spell,
    "trap": _trap,
}


def emblem(surface: pygame.Surface, key: str, colour: Colour, rect: pygame.Rect) -> None:
    """The emblem of a keyword (a monster's first) or of "spell"/"trap", inside the square `rect`."""
    EMBLEM.get(key, _caster)(surface, colour, rect)
