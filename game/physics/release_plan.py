"""Which core a player goes for, and from which release spot: the plans of a seat.

Open Bakugan left on the field stand in the way of the cores behind them, so people pick a core
they can reach on a clear line from a legal release spot (release_spots.py), nearest first. A
Ranking works plans out only as far as they are asked for: choosing a core needs the best few,
aiming needs the chosen core's.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.physics.config import PhysicsConfig
from game.physics.field_geometry import FieldGeometry, FieldKey, field_geometry
from game.physics.release_spots import Release, SpotSet, spots_of
from game.physics.table import Table, Vec
from game.roll.hexgrid import Cell
from game.roll.seam import OpenBakuganOnField


@dataclass
class Plan:  # read only; its __init__ is written out (the decorator's stays interpreted when compiled)
    target: str
    release: Release
    travel_cm: float  # release point to the target's centre
    clear: bool  # no open Bakugan on the line

    def __init__(self, target: str, release: Release, travel_cm: float, clear: bool) -> None:
        self.target = target
        self.release = release
        self.travel_cm = travel_cm
        self.clear = clear

    def rank(self) -> tuple[bool, float, str]:
        """Sort key, best first: clear lines, then the shortest, then by core id."""
        return (not self.clear, self.travel_cm, self.target)


def _blocked(start: Vec, goal: Vec, obstacles: tuple[Vec, ...], clearance: float) -> bool:
    """Whether an obstacle's centre comes nearer than clearance to the line from start to goal."""
    sx, sy = start
    gx, gy = goal
    dx, dy = gx - sx, gy - sy
    length2 = dx * dx + dy * dy
    # Squared distances decide all but the near-ties, which the exact distance (hypot) decides.
    inside, outside = clearance * clearance * (1.0 - 1e-9), clearance * clearance * (1.0 + 1e-9)
    for ox, oy in obstacles:
        t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((ox - sx) * dx + (oy - sy) * dy) / length2))
        ex, ey = sx + t * dx - ox, sy + t * dy - oy
        near2 = ex * ex + ey * ey
        if near2 < inside or (near2 <= outside and math.hypot(ex, ey) < clearance):
            return True
    return False


def _first_clear(
    spot_set: SpotSet, centre: Vec, obstacles: tuple[Vec, ...], clearance: float
) -> tuple[float, int] | None:
    """(travel, index) of the nearest spot with a clear line to the centre (None: every line is blocked)."""
    cx, cy = centre
    # An obstacle this near the core is this near the end of every line to it (with slack, so
    # rounding in the line distances cannot disagree). Squared distances decide all but the
    # near-ties, which math.hypot decides.
    near = clearance * (1.0 - 1e-9)
    inside, outside = near * near * (1.0 - 1e-9), near * near * (1.0 + 1e-9)
    for ox, oy in obstacles:
        dx, dy = ox - cx, oy - cy
        square = dx * dx + dy * dy
        if square < inside or (square <= outside and math.hypot(dx, dy) < near):
            return None
    spots = spot_set.spots
    for travel, index in spot_set.by_travel(centre):
        if not _blocked(spots[index].point, centre, obstacles, clearance):
            return travel, index
    return None


class Ranking:
    """The plans of one seat against one field and its open Bakugan, each worked out when first
    needed: best(k) looks at cores nearest first and stops once no other core can rank higher."""

    def __init__(
        self,
        spots: SpotSet,
        centres: dict[str, Vec],
        obstacles: tuple[Vec, ...],
        clearance: float,
        geometry: FieldGeometry,
    ) -> None:
        self._spots = spots
        self._geometry = geometry  # names the field (its cores and cells)
        self._centres = centres
        self._obstacles = obstacles
        self._clearance = clearance
        self._plans: dict[str, Plan] = {}
        # (travel to the nearest spot, core id): no plan of that core ranks above (False, travel, id)
        self._bounds: list[tuple[float, str]] | None = None

    def plan(self, core_id: str) -> Plan | None:
        """The shortest legal throw at this core (on a clear line if there is one)."""
        found = self._plans.get(core_id)
        if found is None:
            if not self._spots.spots or core_id not in self._centres:
                return None
            found = self._plans[core_id] = self._work_out(core_id)
        return found

    def _work_out(self, core_id: str) -> Plan:
        centre = self._centres[core_id]
        spots = self._spots.spots
        travel, index = self._spots.nearest(centre)
        obstacles = self._obstacles
        clear = not obstacles or not _blocked(spots[index].point, centre, obstacles, self._clearance)
        if not clear:  # the nearest line is blocked: the nearest clear one, else the nearest
            found = _first_clear(self._spots, centre, obstacles, self._clearance)
            if found is not None:
                clear = True
                travel, index = found
        return Plan(core_id, spots[index], travel, clear)

    def best(self, count: int) -> list[Plan]:
        """The `count` best plans, best first (Plan.rank)."""
        if not self._spots.spots:
            return []
        if self._bounds is None:
            self._bounds = self._spots.bounds(self._geometry, self._centres)
        ranked: list[Plan] = []
        for travel, core_id in self._bounds:
            if len(ranked) >= count and _ranks_before(ranked[count - 1], True, travel, core_id):
                break  # every core left ranks below the count best found
            plan = self.plan(core_id)
            assert plan is not None
            at = len(ranked)
            while at > 0 and _ranks_before(plan, ranked[at - 1].clear, ranked[at - 1].travel_cm, ranked[at - 1].target):
                at -= 1  # bisect.insort's place, on a list of a few
            ranked.insert(at, plan)
        return ranked[:count]


def _ranks_before(plan: Plan, clear: bool, travel_cm: float, target: str) -> bool:
    """plan.rank() < (not clear, travel_cm, target), compared field by field (no tuples made)."""
    if plan.clear != clear:
        return plan.clear
    if plan.travel_cm != travel_cm:
        return plan.travel_cm < travel_cm
    return plan.target < target


def ranking(
    table: Table,
    seat: int,
    field: dict[str, Cell],
    obstacles: tuple[OpenBakuganOnField, ...],
    config: PhysicsConfig,
    margin_cm: float,
    key: FieldKey,
) -> Ranking:
    geometry = field_geometry(field, config.core_across_flats_cm, key)
    return ranking_of(table, seat, geometry, tuple(obstacle.position_cm for obstacle in obstacles), config, margin_cm)


def ranking_of(
    table: Table,
    seat: int,
    geometry: FieldGeometry,
    obstacles: tuple[Vec, ...],
    config: PhysicsConfig,
    margin_cm: float,
) -> Ranking:
    """ranking of the field a FieldGeometry was made for, with the open Bakugan's positions."""
    clearance = config.ball_radius_cm + config.open_diameter_cm / 2.0
    return Ranking(spots_of(table, seat, geometry, config, margin_cm), geometry.points, obstacles, clearance, geometry)
