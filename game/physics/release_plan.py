"""Where along their edge a player releases, and which core they go for.

A grown field can reach so far toward one edge that no release straight in front of a core is
two card lengths clear of it (7.8.2), and open Bakugan left on the field stand in the way of
the cores behind them. People then move along their edge and pick a core they can reach on a
clear line. The release spots of a seat depend only on the field (cached); the choice of core
also looks at the open Bakugan on the field.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from dataclasses import dataclass

from game.hexgrid import Cell
from game.physics.config import PhysicsConfig
from game.physics.field_geometry import FieldKey, field_geometry
from game.physics.table import Table, Vec
from game.roll import OpenBakuganOnField

LATERAL_STEP_CM = 3.0  # release spots tried along the edge, this far apart
DEPTH_STEP_CM = 0.5
EDGE_KEEP_CM = 3.0  # a hand stays this far inside the ends of its edge
CACHE_SIZE = 1024


@dataclass(frozen=True)
class Release:
    lateral_cm: float
    depth_cm: float
    point: Vec  # on the table


@dataclass(frozen=True)
class Plan:
    target: str
    release: Release
    travel_cm: float  # release point to the target's centre
    clear: bool  # no open Bakugan on the line


_SPOTS: OrderedDict[tuple[object, ...], tuple[Release, ...]] = OrderedDict()


def release_spots(
    table: Table, seat: int, field: dict[str, Cell], key: FieldKey, config: PhysicsConfig, margin_cm: float
) -> tuple[Release, ...]:
    """The deepest legal release at each spot along the seat's edge, keeping margin_cm inside
    both release limits (5.7.1, 7.8.2); spots with no legal depth are left out."""
    cache_key = (table.width_cm, table.depth_cm, len(table.seats), seat, key, round(margin_cm, 6), id(config))
    spots = _SPOTS.get(cache_key)
    if spots is not None:
        return spots
    geometry = field_geometry(field, config.core_across_flats_cm, key)
    side = table.seat(seat)
    gap = config.core_gap_cm + 0.5 + margin_cm
    reach = side.half_edge_cm - EDGE_KEEP_CM
    count = int(reach // LATERAL_STEP_CM)
    found = []
    for i in range(-count, count + 1):
        lateral = i * LATERAL_STEP_CM
        depth = config.release_zone_cm - 0.5 - margin_cm
        while depth >= max(0.5, margin_cm):
            point = side.to_table(lateral, depth)
            if geometry.clear(point, gap):
                found.append(Release(lateral, depth, point))
                break
            depth -= DEPTH_STEP_CM
    spots = tuple(found)
    _SPOTS[cache_key] = spots
    if len(_SPOTS) > CACHE_SIZE:
        _SPOTS.popitem(last=False)
    return spots


def _blocked(start: Vec, goal: Vec, obstacles: tuple[OpenBakuganOnField, ...], clearance: float) -> bool:
    sx, sy = start
    dx, dy = goal[0] - sx, goal[1] - sy
    length2 = dx * dx + dy * dy
    for obstacle in obstacles:
        ox, oy = obstacle.position_cm
        t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((ox - sx) * dx + (oy - sy) * dy) / length2))
        if math.hypot(sx + t * dx - ox, sy + t * dy - oy) < clearance:
            return True
    return False


def plans(
    table: Table,
    seat: int,
    field: dict[str, Cell],
    obstacles: tuple[OpenBakuganOnField, ...],
    config: PhysicsConfig,
    margin_cm: float,
    key: FieldKey,
) -> tuple[Plan, ...]:
    """For each core, the shortest legal throw at it (clear lines first), best plans first."""
    spots = release_spots(table, seat, field, key, config, margin_cm)
    geometry = field_geometry(field, config.core_across_flats_cm, key)
    clearance = config.ball_radius_cm + config.open_diameter_cm / 2.0
    out = []
    for core_id, _cell, cx, cy in geometry.centres:
        best: Plan | None = None
        for spot in spots:
            travel = math.hypot(cx - spot.point[0], cy - spot.point[1])
            clear = not _blocked(spot.point, (cx, cy), obstacles, clearance)
            if best is None or (not clear, travel) < (not best.clear, best.travel_cm):
                best = Plan(core_id, spot, travel, clear)
        if best is not None:
            out.append(best)
    return tuple(sorted(out, key=lambda p: (not p.clear, p.travel_cm, p.target)))
