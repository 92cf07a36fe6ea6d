"""What a throw looks like before it is rolled: the few numbers the fast model is fitted on.

Along the aim line: the first core the ball would meet, how far off centre (0 head-on, 1 a
graze), the speed it would arrive with after table friction, and how well the hand set the
magnet for that distance (the cosine the thrower model plans with). Throws that would meet no
core are described by whether they would run off the table.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from game.physics import magnet as mag
from game.physics.config import PhysicsConfig
from game.physics.field_geometry import FieldGeometry, field_geometry
from game.physics.table import Table, release_point, release_problem, throw_direction
from game.roll.hexgrid import Cell
from game.roll.seam import Throw, ThrowStyle

SPEED_EDGES: Final = (12.0, 25.0, 40.0, 55.0, 65.0, 80.0, 100.0, 130.0, 160.0, 190.0)
OFFSET_EDGES: Final = (0.3, 0.6, 0.85)
FACING_EDGES: Final = (-0.5, 0.0, 0.35, 0.7)
# the names of the bins in the rate table's cells
_SPEED_BINS: Final = tuple(f"v{i}" for i in range(len(SPEED_EDGES) + 1))
_OFFSET_BINS: Final = tuple(f"b{i}" for i in range(len(OFFSET_EDGES) + 1))
_FACING_BINS: Final = tuple(f"f{i}" for i in range(len(FACING_EDGES) + 1))


@dataclass
class ThrowFeatures:  # read only; its __init__ is written out (the decorator's stays interpreted when compiled)
    style: ThrowStyle
    release_problem: tuple[str, str, str] | None  # decided before it rolls (5.7.1, 7.8.2, 7.9.1)
    target: str | None  # first core on the aim line, None when the line meets none
    offset: float  # 0 head-on .. 1 grazing
    arrival_cm_s: float  # 0 when it stops short
    facing: float  # planned cosine between magnet and core at arrival
    runs_off: bool  # with no core on the line: would it reach the table edge?
    distance_cm: float  # release to the target's centre (or to the table centre)
    contact_cm: tuple[float, float]  # where the ball centre would be at first contact

    def __init__(
        self,
        style: ThrowStyle,
        release_problem: tuple[str, str, str] | None,
        target: str | None,
        offset: float,
        arrival_cm_s: float,
        facing: float,
        runs_off: bool,
        distance_cm: float,
        contact_cm: tuple[float, float],
    ) -> None:
        self.style = style
        self.release_problem = release_problem
        self.target = target
        self.offset = offset
        self.arrival_cm_s = arrival_cm_s
        self.facing = facing
        self.runs_off = runs_off
        self.distance_cm = distance_cm
        self.contact_cm = contact_cm

    def cell(self) -> tuple[str, ...]:
        """The finest table cell this throw falls in."""
        style: str = self.style._value_  # Enum.value is a property run as Python
        if self.target is None:
            return (style, "miss", "off" if self.runs_off else "stops")
        return (
            style,
            _SPEED_BINS[_bin(self.arrival_cm_s, SPEED_EDGES)],
            _OFFSET_BINS[_bin(self.offset, OFFSET_EDGES)],
            _FACING_BINS[_bin(self.facing, FACING_EDGES)],
        )


def _bin(value: float, edges: tuple[float, ...]) -> int:
    for i, edge in enumerate(edges):
        if value < edge:
            return i
    return len(edges)


def _tilt(config: PhysicsConfig) -> float:
    r = config.ball_radius_cm
    return math.asin(max(0.0, min(1.0, (r - config.core_height_cm) / r)))


_HELD_STRAIGHT = mag.held((1.0, 0.0), 0.0, 0.0)  # a magnet held facing straight along the travel


def planned_facing(throw: Throw, travel_cm: float, config: PhysicsConfig) -> float:
    """Cosine between the magnet and a head-on core after travelling travel_cm, ignoring wobble."""
    tilt = _tilt(config)
    v0 = throw.speed_mps * 100.0
    held = _HELD_STRAIGHT
    if throw.style is ThrowStyle.SPUN:
        style = config.style(throw.style)
        spin = throw.spin if throw.spin != 0.0 else style.default_spin_rps
        arrive = math.sqrt(max(0.0, v0 * v0 - 2.0 * style.decel_cm_s2 * travel_cm))
        t = (v0 - arrive) / style.decel_cm_s2
        omega = 2.0 * math.pi * spin
        slow = math.copysign(2.0 * math.pi * style.spin_decel_rps2, omega)
        t_spin = min(t, abs(omega / slow)) if slow else t
        turn = math.radians(throw.magnet_deg) + omega * t_spin - 0.5 * slow * t_spin * t_spin
        return mag.facing(mag.yaw(held, turn), (1.0, 0.0), tilt)
    pitched = mag.held((1.0, 0.0), 0.0, -throw.magnet_deg)
    if throw.style is ThrowStyle.ROLLED:
        turn = mag.skid_turn(v0, config.skid_mu * 981.0, config.ball_radius_cm, travel_cm)
        pitched = mag.roll_by(pitched, 1.0, 0.0, turn)
    return mag.facing(pitched, (1.0, 0.0), tilt)


def throw_features(
    table: Table,
    seat: int,
    throw: Throw,
    field: dict[str, Cell],
    config: PhysicsConfig,
    name: Callable[[str], str] | None = None,
    geometry: FieldGeometry | None = None,
) -> ThrowFeatures:
    """name words a core for a release problem's reason (game/physics/naming.py); geometry is the
    field's FieldGeometry, if known."""
    flats = config.core_across_flats_cm
    if geometry is None:
        geometry = field_geometry(field, flats)
    legal_gap = config.core_gap_cm - 1e-9

    def nearest(point: tuple[float, float]) -> tuple[str, float]:
        # far enough from every core is all release_problem needs to know
        return ("", math.inf) if geometry.clear(point, legal_gap) else geometry.nearest(point)

    problem = release_problem(table, seat, throw, nearest, config, name)
    start = release_point(table, seat, throw)
    direction = throw_direction(table, seat, throw)
    v0 = throw.speed_mps * 100.0
    decel = config.style(throw.style).decel_cm_s2
    hit_radius = config.ball_radius_cm + flats / math.sqrt(3.0)
    best: tuple[float, str, float, float] | None = None  # (travel, id, offset, along)
    for core_id, _, cx, cy in geometry.centres:
        dx, dy = cx - start[0], cy - start[1]
        along = dx * direction[0] + dy * direction[1]
        off = abs(dx * direction[1] - dy * direction[0])
        if along <= 0.0 or off >= hit_radius:
            continue
        travel = along - math.sqrt(hit_radius * hit_radius - off * off)
        if best is None or travel < best[0]:
            best = (max(0.0, travel), core_id, off / hit_radius, along)
    if best is None:
        reach = v0 * v0 / (2.0 * decel)
        edge = _distance_to_edge(table, start, direction)
        return ThrowFeatures(
            throw.style,
            problem,
            None,
            1.0,
            0.0,
            0.0,
            reach >= edge,
            math.hypot(start[0], start[1]),
            start,
        )
    travel, core_id, offset, along = best
    arrival = math.sqrt(max(0.0, v0 * v0 - 2.0 * decel * travel))
    contact = (start[0] + direction[0] * travel, start[1] + direction[1] * travel)
    return ThrowFeatures(
        throw.style,
        problem,
        core_id,
        offset,
        arrival,
        planned_facing(throw, travel, config),
        False,
        along,
        contact,
    )


def _distance_to_edge(table: Table, start: tuple[float, float], d: tuple[float, float]) -> float:
    limits = []
    for pos, vel, half in ((start[0], d[0], table.half_w), (start[1], d[1], table.half_h)):
        if vel > 1e-12:
            limits.append((half - pos) / vel)
        elif vel < -1e-12:
            limits.append((-half - pos) / vel)
    return min(limits) if limits else math.inf
