"""Bakugan figures drawn like the toys, for every game that rolls them (Bakugan, Toy Battle):
closed, a ball in its faction colour with the seam across it, turned as it rolls; open, the ball's
halves spread as arms round a standing figure. Each shape is drawn once per size and colour and
cached."""

from __future__ import annotations

import math

import pygame

from game.ui import theme
from game.ui.theme import Colour

SEAM: Colour = (28, 28, 36)
_SHAPES: dict[tuple[object, ...], pygame.Surface] = {}


def _cached(key: tuple[object, ...], size: int) -> tuple[pygame.Surface, bool]:
    surf = _SHAPES.get(key)
    if surf is not None:
        return surf, True
    if len(_SHAPES) > 300:
        _SHAPES.clear()
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    _SHAPES[key] = surf
    return surf, False


def closed_ball(
    surface: pygame.Surface,
    centre: tuple[int, int],
    r: int,
    colour: Colour,
    ring: Colour | None = None,
    spin: float = 0.0,
) -> None:
    """A closed Bakugan: a shaded ball with its seam and shell plates, turned by `spin` radians
    as it rolls."""
    surface.blit(ball_image(r, colour, ring, spin), (centre[0] - r - 2, centre[1] - r - 2))


def ball_image(r: int, colour: Colour, ring: Colour | None = None, spin: float = 0.0) -> pygame.Surface:
    """The closed ball's picture, 2r+4 square (drawn three times larger and scaled down, so its
    edges stay smooth, once per size, colour and one of 12 turns)."""
    step = round((spin % math.pi) / (math.pi / 12)) % 12  # 12 drawn turns are enough for the eye
    key = ("ball", r, colour, ring, step)
    size = 2 * r + 4
    surf = _SHAPES.get(key)
    if surf is None:
        big = 3 if r >= 8 else 1
        canvas = pygame.Surface((size * big, size * big), pygame.SRCALPHA)
        _ball_shape(canvas, (r + 2) * big, r * big, colour, ring, step * math.pi / 12)
        surf = canvas if big == 1 else pygame.transform.smoothscale(canvas, (size, size))
        if len(_SHAPES) > 300:
            _SHAPES.clear()
        _SHAPES[key] = surf
    return surf


def _ball_shape(surf: pygame.Surface, mid: int, r: int, colour: Colour, ring: Colour | None, angle: float) -> None:
    c = (mid, mid)
    dark = theme.mix(colour, (0, 0, 0), 0.5)
    pygame.draw.circle(surf, dark, c, r)
    for k, tone in enumerate((0.0, 0.12, 0.24)):  # lit from the top left: lighter towards it
        rr = r * (0.94 - 0.14 * k)
        pygame.draw.circle(
            surf, theme.mix(colour, (255, 255, 255), tone), (c[0] - r * 0.06 * k, c[1] - r * 0.07 * k), rr
        )
    ux, uy = math.cos(angle), math.sin(angle)
    nx, ny = -uy, ux
    w = max(2, r // 7)
    for side in (-1, 1):  # the shell's plates: a curved line either side of the seam
        arc = [
            (
                c[0] + ux * r * 0.8 * t + nx * side * r * (0.5 - 0.18 * t * t),
                c[1] + uy * r * 0.8 * t + ny * side * r * (0.5 - 0.18 * t * t),
            )
            for t in (i / 6 - 1 for i in range(13))
        ]
        pygame.draw.lines(surf, theme.mix(colour, (0, 0, 0), 0.35), False, arc, max(1, w // 2))
    pygame.draw.line(
        surf, SEAM, (c[0] - ux * r * 0.96, c[1] - uy * r * 0.96), (c[0] + ux * r * 0.96, c[1] + uy * r * 0.96), w
    )
    pygame.draw.circle(surf, SEAM, c, max(2, r // 3))
    pygame.draw.circle(surf, theme.mix(colour, (255, 255, 255), 0.2), c, max(1, r // 5))
    pygame.draw.circle(
        surf, theme.mix(colour, (255, 255, 255), 0.7), (c[0] - r * 0.38, c[1] - r * 0.42), max(1, r // 6)
    )
    if ring is not None:
        pygame.draw.circle(surf, ring, c, r + 1, max(2, r // 8))


def open_figure(surface: pygame.Surface, centre: tuple[int, int], r: int, colour: Colour, ring: Colour) -> None:
    """An open Bakugan: the two half-shells spread like arms, a body and head rising between them."""
    key = ("open", r, colour, ring)
    size = 3 * r + 4
    surf, ready = _cached(key, size)
    if not ready:
        c = (size // 2, size // 2)
        dark = theme.mix(colour, (0, 0, 0), 0.45)
        light = theme.mix(colour, (255, 255, 255), 0.35)
        for side in (-1, 1):  # the half-shells, opened out and tilted up
            shell = pygame.Rect(0, 0, int(r * 1.1), int(r * 1.5))
            shell.center = (int(c[0] + side * r * 0.95), int(c[1] + r * 0.05))
            pygame.draw.ellipse(surf, dark, shell)
            pygame.draw.ellipse(surf, colour, shell.inflate(-max(2, r // 5), -max(2, r // 5)))
            tip = (c[0] + side * r * 1.45, c[1] - r * 0.75)
            pygame.draw.polygon(
                surf, light, [(c[0] + side * r * 0.9, c[1] - r * 0.45), tip, (c[0] + side * r * 1.3, c[1] - r * 0.1)]
            )
        body = [
            (c[0] - r * 0.45, c[1] + r * 0.9),
            (c[0] - r * 0.55, c[1] - r * 0.1),
            (c[0], c[1] - r * 0.55),
            (c[0] + r * 0.55, c[1] - r * 0.1),
            (c[0] + r * 0.45, c[1] + r * 0.9),
        ]
        pygame.draw.polygon(surf, dark, body)
        pygame.draw.polygon(surf, colour, [(x * 0.85 + c[0] * 0.15, y * 0.9 + c[1] * 0.1) for x, y in body])
        head = (c[0], c[1] - r * 0.75)
        pygame.draw.circle(surf, dark, head, r * 0.42)
        pygame.draw.circle(surf, light, head, r * 0.33)
        for side in (-1, 1):  # eyes
            pygame.draw.circle(surf, SEAM, (head[0] + side * r * 0.14, head[1] + r * 0.02), max(1, r // 10))
        pygame.draw.circle(surf, ring, c, int(r * 1.45), max(2, r // 9))
    surface.blit(surf, (centre[0] - size // 2, centre[1] - size // 2))
