"""The static part of a roll, kept between rolls: cores, open Bakugan on the field, the space.

It also hands out the stepping call. pymunk's Space.step wraps the C step in Python bookkeeping
for objects added or removed inside callbacks; a roll's callbacks never add or remove anything,
so the roll steps the C space directly (same call, same results, about half the cost per step).
Its contacts come through game/physics/c_api.py's callbacks as C pointers, for the same reason.
"""

from __future__ import annotations

import functools
import math
import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import Protocol

import pymunk

from game.physics import c_api
from game.physics.c_api import CData
from game.physics.config import PhysicsConfig
from game.physics.table import Table, core_corners, make_table
from game.roll.hexgrid import Cell, hex_center_cm
from game.roll.seam import OpenBakuganOnField, RollRequest

BALL, CORE, REACH, OBSTACLE = 1, 2, 3, 4


class ContactListener(Protocol):
    """The roll being stepped in a scene: told when a Bakugan (its C shape) meets a core or its
    magnet's reach (the arbiter: a C pointer, valid during the call only)."""

    def core_begin(self, ball: CData, core_id: str, arbiter: CData) -> None: ...

    def core_separate(self, ball: CData, core_id: str) -> None: ...

    def reach_begin(self, ball: CData, core_id: str) -> None: ...


def c_stepper(space: pymunk.Space) -> Callable[[float], None]:
    """A call stepping the space by dt in C, or space.step where pymunk hides its C space."""
    try:
        from pymunk._chipmunk import lib

        handle = space._space
    except (ImportError, AttributeError):
        return space.step
    return functools.partial(lib.cpSpaceStep, handle)


class FieldScene:
    """The static part of a roll: a space holding the cores and the open Bakugan on the field.

    Building pymunk shapes costs more than a short roll's stepping, so a scene is kept and
    reused while the field stays the same: each roll adds its Bakugan and removes them again.
    Only static shapes stay behind, and tests check a reused scene rolls bit for bit like a
    fresh one.
    """

    def __init__(
        self, field: dict[str, Cell], obstacles: tuple[OpenBakuganOnField, ...], config: PhysicsConfig
    ) -> None:
        global _built
        _built = True
        self.config = config
        self.space = space = pymunk.Space()
        space.iterations = config.iterations
        self.static = space.static_body
        self.core_shapes: dict[str, pymunk.Shape] = {}
        self.solid_ids: dict[CData, str] = {}  # a core's C shape -> its id
        self.reach_ids: dict[CData, str] = {}  # the C shape of a core's magnet reach -> its id
        # Elasticity and friction multiply per pair in pymunk; split them so each pair gets its value.
        self.ball_e = math.sqrt(config.ball_restitution)
        self.ball_u = math.sqrt(config.ball_friction)
        self.current: ContactListener | None = None
        self.kits: list[tuple[pymunk.Body, pymunk.Circle]] = []  # Bakugan bodies, by order in a roll
        self._tables: dict[int, Table] = {}
        self.circumradius = config.core_across_flats_cm / math.sqrt(3.0)
        self.centres = tuple(
            (core_id, *hex_center_cm(field[core_id], config.core_across_flats_cm)) for core_id in sorted(field)
        )
        for core_id in sorted(field):
            corners = core_corners(field[core_id], config.core_across_flats_cm)
            solid = pymunk.Poly(self.static, corners)
            solid.elasticity = config.core_restitution / self.ball_e
            solid.friction = config.core_friction / self.ball_u
            solid.collision_type = CORE
            reach = pymunk.Poly(self.static, corners, radius=config.magnet_reach_cm)
            reach.sensor = True
            reach.collision_type = REACH
            space.add(solid, reach)
            self.solid_ids[c_api.shape_of(solid)] = core_id
            self.reach_ids[c_api.shape_of(reach)] = core_id
            self.core_shapes[core_id] = solid
        radius = config.open_diameter_cm / 2.0
        for obstacle in obstacles:
            shape = pymunk.Circle(self.static, radius, obstacle.position_cm)
            shape.elasticity = config.obstacle_restitution / self.ball_e
            shape.friction = 0.3
            shape.collision_type = OBSTACLE
            space.add(shape)
        self._handle = c_api.new_handle(self)  # kept as long as the space may call back
        c_api.on_contacts(space, BALL, CORE, self._handle, separate=True)
        c_api.on_contacts(space, BALL, REACH, self._handle, separate=False)

    def table(self, seats: int) -> Table:
        """The table for this many players (made once per scene: rolls ask for it every time)."""
        table = self._tables.get(seats)
        if table is None:
            table = self._tables[seats] = make_table(self.config, seats)
        return table

    def nearest_core(self, point: tuple[float, float]) -> tuple[str, float]:
        """(core id, distance to its edge), ties to the smaller id; ('', inf) on an empty field.

        Exact only when it matters: a point clearly inside the legal distance of every core
        reports a lower bound, which is all the release rule needs.
        """
        if not self.centres:
            return "", math.inf
        px, py = point
        lows = [(math.hypot(px - cx, py - cy) - self.circumradius, core_id) for core_id, cx, cy in self.centres]
        low, core_id = min(lows)
        if low >= self.config.core_gap_cm:
            return core_id, low
        exact = [
            (max(0.0, c_api.point_query(c_api.shape_of(self.core_shapes[c]), point).distance), c)
            for _, c in sorted(lows)
            if _ <= low + self.circumradius
        ]
        gap, core_id = min(exact)
        return core_id, gap

    def ball_kit(self, index: int) -> tuple[pymunk.Body, pymunk.Circle]:
        """The body and shape of a roll's index-th Bakugan, kept from roll to roll.

        A kept body is put back to rest at angle 0. Its hidden bias velocity (what a contact's
        overlap correction left from the last step it took) is cleared by a position update of
        no time, or the next roll would start with that push: tests check a scene that rolled
        before rolls bit for bit like a fresh one. Joints carry warm-start impulses that pymunk
        cannot clear, so each roll makes its own.
        """
        kits = self.kits
        if index < len(kits):
            body, shape = kits[index]
            c_body = c_api.body_of(body)
            c_api.update_position(c_body, 0.0)
            c_api.set_angle(c_body, 0.0)
            c_api.set_velocity(c_body, (0.0, 0.0))
            c_api.set_angular_velocity(c_body, 0.0)
            return body, shape
        cfg = self.config
        r = cfg.ball_radius_cm
        body = pymunk.Body(cfg.ball_mass_g, 0.4 * cfg.ball_mass_g * r * r)
        shape = pymunk.Circle(body, r)
        shape.elasticity = self.ball_e
        shape.friction = self.ball_u
        shape.collision_type = BALL
        kits.append((body, shape))
        return body, shape

    def cores_within(self, point: tuple[float, float], reach: float) -> tuple[str, ...]:
        """Ids of the cores whose edge is within reach of a point, in id order."""
        px, py = point
        near = [c for c, cx, cy in self.centres if math.hypot(px - cx, py - cy) - self.circumradius <= reach]
        shapes = self.core_shapes
        return tuple(c for c in near if c_api.point_query(c_api.shape_of(shapes[c]), point).distance <= reach)

    def contact_begin(self, ball: CData, other: CData, arbiter: CData) -> None:
        current = self.current
        if current is None:
            return
        core_id = self.solid_ids.get(other)
        if core_id is not None:
            current.core_begin(ball, core_id, arbiter)
        else:
            current.reach_begin(ball, self.reach_ids[other])

    def contact_separate(self, ball: CData, other: CData, arbiter: CData) -> None:
        if self.current is not None:
            self.current.core_separate(ball, self.solid_ids[other])


_SCENE_CACHE_SIZE = 8
_built = False  # whether this process ever built a scene (and so made pymunk objects)


def scenes_were_built() -> bool:
    """Whether this process made a scene's pymunk objects (game/games/bakugan/sim/tasks.py frees them before exit)."""
    return _built


_LOCAL = threading.local()  # one cache per thread: a scene's space is used by one roll at a time


def _scenes() -> OrderedDict[tuple[object, ...], tuple[PhysicsConfig, FieldScene]]:
    cache: OrderedDict[tuple[object, ...], tuple[PhysicsConfig, FieldScene]] | None = getattr(_LOCAL, "scenes", None)
    if cache is None:
        cache = OrderedDict()
        _LOCAL.scenes = cache
    return cache


def scene_for(request: RollRequest, config: PhysicsConfig) -> FieldScene:
    scenes = _scenes()
    key = (id(config), tuple(sorted(request.field.items())), request.obstacles)
    hit = scenes.get(key)
    if hit is not None and hit[0] is config and hit[1].current is None:
        scenes.move_to_end(key)
        return hit[1]
    scene = FieldScene(request.field, request.obstacles, config)
    scenes[key] = (config, scene)  # holding config keeps its id from being reused
    while len(scenes) > _SCENE_CACHE_SIZE:
        scenes.popitem(last=False)
    return scene


def clear_scene_cache() -> None:
    _scenes().clear()
