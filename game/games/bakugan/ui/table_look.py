"""The table the game is played on, as the program draws it: a wooden table top round a play mat
(baize lit from the middle, with a faint woven grain), and the soft shadows the pieces cast on it.

Every picture here is drawn once per size and cached: the game table's close-up, its whole table
to scale and practice rolling all lay the same mat, so the three screens look like one table.
"""

from __future__ import annotations

import math
import random

import pygame

from game.ui import theme
from game.ui.theme import Colour

WOOD: Colour = (104, 72, 46)
WOOD_DARK: Colour = (72, 48, 30)
MAT: Colour = (38, 84, 64)  # the baize at its brightest, in the middle
MAT_EDGE: Colour = (22, 50, 40)  # and at its rim

_MATS: dict[tuple[object, ...], pygame.Surface] = {}
_SHADOWS: dict[tuple[int, int, int], pygame.Surface] = {}


def mat(size: tuple[int, int], rim: int = 0) -> pygame.Surface:
    """A play mat `size` big (opaque): lit from the middle, darker to its edges, with a woven
    grain; `rim` pixels of wooden table round it (part of `size`)."""
    key = (size, rim)
    cached = _MATS.get(key)
    if cached is not None:
        return cached
    if len(_MATS) > 12:
        _MATS.clear()
    w, h = max(1, size[0]), max(1, size[1])
    surf = pygame.Surface((w, h))
    if rim > 0:
        _wood(surf)
    inner = pygame.Rect(rim, rim, max(1, w - 2 * rim), max(1, h - 2 * rim))
    surf.blit(_baize(inner.size), inner)
    if rim > 0:
        pygame.draw.rect(surf, WOOD_DARK, inner.inflate(4, 4), 2)
    _MATS[key] = surf
    return surf


def _baize(size: tuple[int, int]) -> pygame.Surface:
    """The lit baize: drawn small and smoothly scaled up (a radial light costs nothing that way),
    then a sparse grain of lighter and darker threads."""
    w, h = size
    small = pygame.Surface((32, 32))
    for y in range(32):
        for x in range(32):
            d = math.hypot((x - 15.5) / 16, (y - 15.5) / 16) / math.sqrt(2)
            small.set_at((x, y), theme.mix(MAT, MAT_EDGE, min(1.0, d * 1.35) ** 1.6))
    surf = pygame.transform.smoothscale(small, (w, h))
    rng = random.Random(w * 7919 + h)  # the same grain each time a size is drawn
    light, dark = theme.mix(MAT, (255, 255, 255), 0.06), theme.mix(MAT_EDGE, (0, 0, 0), 0.2)
    for _ in range(w * h // 180):
        x, y = rng.randrange(w), rng.randrange(h)
        length = rng.randint(2, 5)
        colour = light if rng.random() < 0.5 else dark
        here = surf.get_at((x, y))
        ink = theme.mix((here.r, here.g, here.b), colour, 0.5)
        end = (x + length, y) if rng.random() < 0.5 else (x, y + length)
        pygame.draw.line(surf, ink, (x, y), end)
    return surf


def _wood(surf: pygame.Surface) -> None:
    """Wooden boards: bands of grain running across, a little darker at the joins."""
    w, h = surf.get_size()
    surf.fill(WOOD)
    rng = random.Random(w * 31 + h)
    for y in range(h):
        wave = 0.5 + 0.5 * math.sin(y * 0.21 + math.sin(y * 0.037) * 3.0)
        pygame.draw.line(surf, theme.mix(WOOD, WOOD_DARK, 0.15 + 0.35 * wave), (0, y), (w, y))
    for _ in range(max(4, h // 3)):
        y = rng.randrange(h)
        x = rng.randrange(w)
        pygame.draw.line(surf, theme.mix(WOOD, (230, 190, 140), 0.18), (x, y), (x + rng.randint(20, 120), y))
    board = max(24, h // 6)
    for y in range(board, h, board):
        pygame.draw.line(surf, WOOD_DARK, (0, y), (w, y), 1)


def shadow(surface: pygame.Surface, centre: tuple[int, int], r: int, height: float = 0.0) -> None:
    """The soft shadow a piece of radius `r` casts on the mat, falling down and to the right and
    spreading, fainter, as the piece rises `height` radii off the table."""
    lift = max(0.0, min(2.0, height))
    key = (r, round(lift * 4), 0)
    shade = _SHADOWS.get(key)
    if shade is None:
        if len(_SHADOWS) > 120:
            _SHADOWS.clear()
        spread = 1.0 + 0.25 * lift
        w, h = max(4, int(2.3 * r * spread)), max(3, int(1.3 * r * spread))
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        alpha = int(120 / (1.0 + 0.6 * lift))
        for k in range(6):  # soft edge: stacked ellipses, each a little smaller and darker
            inset = pygame.Rect(0, 0, w, h).inflate(-k * w // 8, -k * h // 8)
            pygame.draw.ellipse(shade, (0, 0, 0, alpha // 6), inset)
        _SHADOWS[key] = shade
    off = int(r * (0.35 + 0.5 * lift))
    surface.blit(shade, shade.get_rect(center=(centre[0] + off // 2, centre[1] + int(r * 0.55) + off)))
