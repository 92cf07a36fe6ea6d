"""The distance from a point to a core is the distance to the nearest side of its hexagon."""

from __future__ import annotations

import math
import random

from game.physics import default_config
from game.physics.table import distance_to_core_cm
from game.roll.hexgrid import hex_corners_cm

FLATS = default_config().core_across_flats_cm


def _segment_distance(p: tuple[float, float], a: tuple[float, float], b: tuple[float, float]) -> float:
    abx, aby = b[0] - a[0], b[1] - a[1]
    t = max(0.0, min(1.0, ((p[0] - a[0]) * abx + (p[1] - a[1]) * aby) / (abx * abx + aby * aby)))
    return math.hypot(p[0] - a[0] - t * abx, p[1] - a[1] - t * aby)


def test_distance_to_a_core_is_the_distance_to_its_nearest_side() -> None:
    rng = random.Random(4)
    for _ in range(300):
        cell = (rng.randint(-2, 2), rng.randint(-2, 2))
        point = (rng.uniform(-20.0, 20.0), rng.uniform(-20.0, 20.0))
        corners = hex_corners_cm(cell, FLATS)
        sides = min(_segment_distance(point, corners[i], corners[(i + 1) % 6]) for i in range(6))
        assert math.isclose(distance_to_core_cm(point, cell, FLATS), sides, abs_tol=1e-9)
    assert distance_to_core_cm((0.0, 0.0), (0, 0), FLATS) == 0.0  # inside
