"""Rule 7.8.2's no-release area as drawn (game/games/bakugan/ui/practice/no_release_draw.py): exactly the points nearer
than the gap to a core's edge (the physics' own distance, game/physics/table.py), corners rounded
rather than the core's inscribed circle grown, with anti-aliased edges."""

from __future__ import annotations

import math

import pygame

from game.games.bakugan.ui.practice.no_release_draw import grown_hexagons
from game.physics.table import distance_to_core_cm
from game.roll.hexgrid import hex_corners_cm

ACROSS, GAP, CENTRE = 30.0, 12.0, (60.0, 60.0)


def test_7_8_2_the_area_is_the_core_grown_by_the_gap_with_smooth_edges() -> None:
    corners = [(CENTRE[0] + x, CENTRE[1] + y) for x, y in hex_corners_cm((0, 0), ACROSS)]
    picture = grown_hexagons((120, 120), [corners], GAP, (200, 60, 60, 255), (200, 60, 60, 0))
    inside = outside = edge = 0
    for x in range(120):
        for y in range(120):
            centre = (x + 0.5 - CENTRE[0], y + 0.5 - CENTRE[1])  # the pixel's middle, from the core's centre
            off = distance_to_core_cm(centre, (0, 0), ACROSS) - GAP
            alpha = picture.get_at((x, y))[3]
            if off < -1.0:
                assert alpha == 255, (x, y, off)
                inside += 1
            elif off > 1.0:
                assert alpha == 0, (x, y, off)
                outside += 1
            elif 0 < alpha < 255:
                edge += 1
    assert inside > 2000 and outside > 10000 and edge > 100
    # at a corner the area reaches the gap past the corner, beyond the old inscribed circle's reach
    corner_reach = ACROSS / math.sqrt(3.0) + GAP - 1.5
    assert corner_reach > ACROSS / 2 + GAP
    assert picture.get_at((int(CENTRE[0] + corner_reach), int(CENTRE[1])))[3] == 255
    pygame.quit()
