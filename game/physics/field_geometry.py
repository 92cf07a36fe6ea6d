"""A BakuCore field's geometry worked out once and shared by every throw at that field.

A game rolls at the same field many times (cores leave it only when a Bakugan opens on them), so
the core centres, the cores nearest each seat's edge and the release-gap checks are cached per
field. Every answer is the one the plain functions in table.py give, computed the same way.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from typing import Final

from game.physics.table import Vec, distance_to_core_cm
from game.roll.hexgrid import Cell, hex_center_cm

# As many fields as the thrower's caches hold (IDEAL_CACHE_SIZE): they key a field by its
# FieldGeometry object, so a field still in them must find the same object here.
CACHE_SIZE: Final = 4096

FieldKey = tuple[tuple[str, Cell], ...]


class FieldGeometry:
    def __init__(self, key: FieldKey, across_flats_cm: float) -> None:
        self.flats = across_flats_cm
        self.outer = across_flats_cm / math.sqrt(3.0)  # circumradius of a core
        self.inner = across_flats_cm / 2.0  # inradius
        centres: list[tuple[str, Cell, float, float]] = []
        self.points: dict[str, Vec] = {}  # read only
        for core_id, cell in key:
            cx, cy = hex_center_cm(cell, across_flats_cm)
            centres.append((core_id, cell, cx, cy))
            self.points[core_id] = (cx, cy)
        self.centres = tuple(centres)  # (core id, cell, centre x, centre y), by core id
        self._ranked: dict[Vec, list[str]] = {}

    def nearest(self, point: Vec) -> tuple[str, float]:
        """table.nearest_core: (core id, distance to its edge) of the closest core, ties to the smaller id."""
        best_id, best = "", math.inf
        for core_id, cell, cx, cy in self.centres:
            if math.hypot(point[0] - cx, point[1] - cy) - self.outer >= best:
                continue
            d = distance_to_core_cm(point, cell, self.flats)
            if d < best:
                best_id, best = core_id, d
        return best_id, best

    def screen(self, gap_cm: float) -> tuple[float, float]:
        """(beyond, within): squared distances from a core's centre at or beyond which too_near is
        certainly False, and below which it is certainly True, with slack far wider than rounding
        (hypot, a call from compiled code, is left for the points between)."""
        beyond = (self.outer + gap_cm + 1e-9) * (1.0 + 1e-9)
        near = gap_cm - 1e-9
        within = (self.inner + near) * (1.0 - 1e-9) if near > 0.0 else 0.0
        return beyond * beyond, within * within if within > 0.0 else -1.0

    def clear(self, point: Vec, gap_cm: float) -> bool:
        """Whether no core's edge is nearer the point than gap_cm (nearest(point)[1] >= gap_cm).
        The circumscribed and inscribed circles decide most cores; near the limit the exact
        distance does."""
        # too_near for each core, written out (a check for every throw)
        px, py = point
        beyond, within = self.screen(gap_cm)
        far, near = gap_cm + 1e-9, gap_cm - 1e-9
        outer, inner, flats = self.outer, self.inner, self.flats
        for _core_id, cell, cx, cy in self.centres:
            dx, dy = px - cx, py - cy
            square = dx * dx + dy * dy
            if square >= beyond:
                continue
            if square < within:
                return False
            centre = math.hypot(dx, dy)
            if centre - outer >= far:
                continue
            if max(0.0, centre - inner) < near or distance_to_core_cm(point, cell, flats) < gap_cm:
                return False
        return True

    def too_near(self, point: Vec, cell: Cell, cx: float, cy: float, gap_cm: float) -> bool:
        """Whether this one core's edge (centre cx, cy) is nearer the point than gap_cm."""
        beyond, within = self.screen(gap_cm)
        dx, dy = point[0] - cx, point[1] - cy
        square = dx * dx + dy * dy
        if square >= beyond:
            return False
        if square < within:
            return True
        centre = math.hypot(dx, dy)
        if centre - self.outer >= gap_cm + 1e-9:
            return False
        if max(0.0, centre - self.inner) < gap_cm - 1e-9:
            return True
        return distance_to_core_cm(point, cell, self.flats) < gap_cm

    def ranked_from(self, edge: Vec) -> list[str]:
        """Core ids by distance of their centre from a point (a seat's edge), ties by id."""
        ranked = self._ranked.get(edge)
        if ranked is None:
            ranked = [
                core_id
                for _, core_id in sorted(
                    (math.hypot(cx - edge[0], cy - edge[1]), core_id) for core_id, _, cx, cy in self.centres
                )
            ]
            self._ranked[edge] = ranked
        return ranked


_CACHE: OrderedDict[tuple[FieldKey, float], FieldGeometry] = OrderedDict()


def field_key(field: dict[str, Cell]) -> FieldKey:
    return tuple(sorted(field.items()))


def field_geometry(field: dict[str, Cell], across_flats_cm: float, key: FieldKey | None = None) -> FieldGeometry:
    full = (key if key is not None else field_key(field), across_flats_cm)
    geometry = _CACHE.get(full)
    if geometry is None:
        geometry = _CACHE[full] = FieldGeometry(full[0], across_flats_cm)
        if len(_CACHE) > CACHE_SIZE:
            _CACHE.popitem(last=False)
    return geometry
