"""Where a release is too near a BakuCore (rule 7.8.2: nearer than the gap to a core's edge), drawn
smooth: each core's hexagon grown by the gap (its edges pushed straight out, its corners rounded),
drawn SUPERSAMPLE times larger and scaled down so the edges come out anti-aliased. Practice
rolling's zones and the table's whole-table view both draw it, once per field (then kept)."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

SUPERSAMPLE = 4

Point = tuple[float, float]
Rgba = tuple[int, int, int, int]


def grown_hexagons(
    size: tuple[int, int],
    hexagons: Sequence[Sequence[Point]],
    gap_px: float,
    fill: Rgba,
    ground: Rgba,
    supersample: int = SUPERSAMPLE,
) -> pygame.Surface:
    """A `size` picture: `ground` everywhere, `fill` within `gap_px` of any of `hexagons` (their
    corners in this picture's pixels, fractions kept); a larger picture may take a smaller
    `supersample` (fewer shades on the edge, built faster)."""
    k = supersample
    big = pygame.Surface((max(1, size[0] * k), max(1, size[1] * k)), pygame.SRCALPHA)
    big.fill(ground)
    gap = gap_px * k
    for hexagon in hexagons:
        corners = [(x * k, y * k) for x, y in hexagon]
        cx = sum(x for x, _y in corners) / len(corners)
        cy = sum(y for _x, y in corners) / len(corners)
        pygame.draw.polygon(big, fill, corners)
        for a, b in zip(corners, corners[1:] + corners[:1], strict=True):
            mid_x, mid_y = (a[0] + b[0]) / 2.0 - cx, (a[1] + b[1]) / 2.0 - cy
            out = math.hypot(mid_x, mid_y)
            nx, ny = mid_x / out * gap, mid_y / out * gap  # the edge pushed straight out by the gap
            pygame.draw.polygon(big, fill, [a, b, (b[0] + nx, b[1] + ny), (a[0] + nx, a[1] + ny)])
            pygame.draw.circle(big, fill, a, gap)
    return pygame.transform.smoothscale(big, (max(1, size[0]), max(1, size[1])))
