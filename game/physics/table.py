"""Table geometry in centimetres: play area, seats, release points and the release rules.

The origin is the middle of the play area (hex cell (0, 0)), x to the right, y up. Seat 0 sits at
the bottom edge, seat 1 at the top; with three or four players seat 2 is on the left edge and
seat 3 on the right.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from game.physics.config import PhysicsConfig
from game.roll.hexgrid import Cell, hex_center_cm, hex_corners_cm
from game.roll.seam import Throw

Vec = tuple[float, float]


@dataclass(frozen=True)
class Seat:
    edge_mid: Vec  # middle of this player's table edge
    inward: Vec  # unit vector from the edge into the table
    right: Vec  # unit vector to the thrower's right as they face the table
    half_edge_cm: float  # half the length of this player's edge

    def to_table(self, lateral_cm: float, depth_cm: float) -> Vec:
        return (
            self.edge_mid[0] + self.right[0] * lateral_cm + self.inward[0] * depth_cm,
            self.edge_mid[1] + self.right[1] * lateral_cm + self.inward[1] * depth_cm,
        )

    def from_table(self, point: Vec) -> tuple[float, float]:
        """(lateral_cm, depth_cm) of a table point in this seat's frame."""
        dx, dy = point[0] - self.edge_mid[0], point[1] - self.edge_mid[1]
        return (dx * self.right[0] + dy * self.right[1], dx * self.inward[0] + dy * self.inward[1])


@dataclass(frozen=True)
class Table:
    width_cm: float
    depth_cm: float
    seats: tuple[Seat, ...]

    @property
    def half_w(self) -> float:
        return self.width_cm / 2.0

    @property
    def half_h(self) -> float:
        return self.depth_cm / 2.0

    def contains(self, point: Vec) -> bool:
        return abs(point[0]) <= self.half_w and abs(point[1]) <= self.half_h

    def seat(self, index: int) -> Seat:
        if not 0 <= index < len(self.seats):
            raise ValueError(f"seat {index} does not exist at a {len(self.seats)}-seat table")
        return self.seats[index]


def make_table(config: PhysicsConfig, seats: int) -> Table:
    if not 2 <= seats <= 4:
        raise ValueError(f"a table seats 2 to 4 players, not {seats}")
    width, depth = config.two_player_cm if seats == 2 else config.multi_player_cm
    hw, hh = width / 2.0, depth / 2.0
    all_seats = (
        Seat((0.0, -hh), (0.0, 1.0), (1.0, 0.0), hw),
        Seat((0.0, hh), (0.0, -1.0), (-1.0, 0.0), hw),
        Seat((-hw, 0.0), (1.0, 0.0), (0.0, -1.0), hh),
        Seat((hw, 0.0), (-1.0, 0.0), (0.0, 1.0), hh),
    )
    return Table(width, depth, all_seats[:seats])


def release_point(table: Table, seat: int, throw: Throw) -> Vec:
    return table.seat(seat).to_table(throw.lateral_cm, throw.depth_cm)


def throw_direction(table: Table, seat: int, throw: Throw) -> Vec:
    """Unit direction of travel: angle 0 points at the table centre, positive to the right."""
    return direction_from(table, seat, release_point(table, seat, throw), throw.angle_deg)


def direction_from(table: Table, seat: int, start: Vec, angle_deg: float) -> Vec:
    """throw_direction of a throw released at start with this angle."""
    dist = math.hypot(start[0], start[1])
    base = (-start[0] / dist, -start[1] / dist) if dist > 1e-9 else table.seat(seat).inward
    a = -math.radians(angle_deg)  # to the thrower's right is clockwise
    ca, sa = math.cos(a), math.sin(a)
    return (base[0] * ca - base[1] * sa, base[0] * sa + base[1] * ca)


@lru_cache(maxsize=4096)
def core_corners(cell: Cell, across_flats_cm: float) -> tuple[Vec, ...]:
    """The six corners of a core, anticlockwise (cached: fields repeat from roll to roll)."""
    return tuple(hex_corners_cm(cell, across_flats_cm))


def distance_to_core_cm(point: Vec, cell: Cell, across_flats_cm: float) -> float:
    """Distance from a point to the nearest edge of a core's hexagon (0 inside it)."""
    corners = core_corners(cell, across_flats_cm)
    px, py = point
    inside = True
    best = math.inf
    ax, ay = corners[5]
    for bx, by in corners:  # the edges (5, 0), (0, 1) ... (4, 5): the same set as i -> i + 1
        abx, aby = bx - ax, by - ay
        length2 = abx * abx + aby * aby
        t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((px - ax) * abx + (py - ay) * aby) / length2))
        best = min(best, math.hypot(px - ax - t * abx, py - ay - t * aby))
        inside = inside and (bx - ax) * (py - ay) - (by - ay) * (px - ax) >= 0  # corners run anticlockwise
        ax, ay = bx, by
    return 0.0 if inside else best


def nearest_core(point: Vec, field: dict[str, Cell], across_flats_cm: float) -> tuple[str, float]:
    """(core id, distance to its edge) of the closest core; ties go to the smaller id."""
    best_id, best = "", math.inf
    circumradius = across_flats_cm / math.sqrt(3.0)
    for core_id in sorted(field):
        cx, cy = hex_center_cm(field[core_id], across_flats_cm)
        if math.hypot(point[0] - cx, point[1] - cy) - circumradius >= best:
            continue  # cannot beat the best so far
        d = distance_to_core_cm(point, field[core_id], across_flats_cm)
        if d < best:
            best_id, best = core_id, d
    return best_id, best


def release_problem(
    table: Table,
    seat: int,
    throw: Throw,
    nearest: Callable[[Vec], tuple[str, float]],
    config: PhysicsConfig,
    name: Callable[[str], str] | None = None,
) -> tuple[str, str, str] | None:
    """('illegal'|'misroll', reason, rule) when the release itself breaks a rule, else None.

    nearest gives (core id, distance to its edge) of the closest core to a point; name turns a
    core id into the words for it (game/physics/naming.py), "core <id>" without it.
    """
    side = table.seat(seat)
    off_table = throw.depth_cm < 0 or abs(throw.lateral_cm) > side.half_edge_cm
    if off_table or throw.depth_cm > config.release_zone_cm + 1e-9:
        return release_verdict(throw.depth_cm, off_table, math.inf, "", config)
    core_id, gap = nearest(release_point(table, seat, throw))
    if not core_id or not too_near_a_core(gap, config):
        return None  # the core is named only for a refusal: naming it costs more than the check
    return release_verdict(throw.depth_cm, False, gap, name(core_id) if name else "core " + core_id, config)


def release_verdict(
    depth_cm: float, off_table: bool, gap_cm: float, core_words: str, config: PhysicsConfig
) -> tuple[str, str, str] | None:
    """The release rules on their own (5.7.1, 7.8.2, 7.9.1): ('illegal'|'misroll', reason, rule)
    for a release `depth_cm` in from the roller's edge and `gap_cm` from the nearest core's edge
    (`core_words` names it), else None. Shared by the physics and by scenario files' raw roll facts."""
    if off_table or depth_cm < 0:
        return (
            "misroll",
            "released off the table, so the Bakugan never entered the play area",
            "7.9.1",
        )
    if depth_cm > config.release_zone_cm + 1e-9:
        return (
            "illegal",
            f"released {_up(depth_cm):.1f} cm in from the edge; the limit is "
            f"{config.release_zone_cm:.1f} cm, two card lengths (5.7.1)",
            "7.8.2",
        )
    if too_near_a_core(gap_cm, config):
        return (
            "illegal",
            f"released {_down(gap_cm):.1f} cm from {core_words or 'the nearest core'}; it must be at least "
            f"{config.core_gap_cm:.1f} cm, two card lengths",
            "7.8.2",
        )
    return None


def too_near_a_core(gap_cm: float, config: PhysicsConfig) -> bool:
    """Whether a release gap_cm from the nearest core's edge is closer than two card lengths (7.8.2)."""
    return gap_cm < config.core_gap_cm - 1e-9


# A distance in a refusal is rounded away from the limit it broke, so the words never read
# "17.6 cm ... must be at least 17.6 cm" for a gap of 17.56 cm.
def _down(cm: float) -> float:
    return math.floor(cm * 10.0) / 10.0


def _up(cm: float) -> float:
    return math.ceil(cm * 10.0) / 10.0
