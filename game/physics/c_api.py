"""pymunk's C functions, called directly on a roll's hot paths.

pymunk wraps every read of a body in Python (a Vec2d made per position, an attribute hook on
every object, a Python __setattr__ on every write) and every contact callback in an Arbiter and
two Shape look-ups. A roll reads its Bakugan a few dozen times and meets cores a few times, and
that wrapping was more of a roll than the C step itself (2.7 M instructions a roll, 1.1 M of them
stepping; docs/SCALING.md). Here the same C calls are made with the C
pointers pymunk keeps (`body._body`, `shape._shape`, `space._space`), in the same order as
pymunk makes them, so a roll's floats are the same bit for bit (tests/physics/test_determinism.py
and the seeded rolls recorded before this module, tests/physics/test_seeded_rolls.py).

The contact callbacks are made once per process and never freed, so no space can call a freed
one. Each handler's user data is a cffi handle to its scene, which keeps the handle as long as its
space; a roll takes its Bakugan out before it ends, so a space being freed has no contact left
to report.
"""

from __future__ import annotations

from typing import Any, Protocol

import pymunk
from pymunk._chipmunk import ffi, lib

CData = Any  # a cffi pointer or struct; cffi gives no static types

get_position = lib.cpBodyGetPosition
get_velocity = lib.cpBodyGetVelocity
get_angle = lib.cpBodyGetAngle
get_mass = lib.cpBodyGetMass
set_position = lib.cpBodySetPosition
set_velocity = lib.cpBodySetVelocity
set_angle = lib.cpBodySetAngle
set_angular_velocity = lib.cpBodySetAngularVelocity
update_position = lib.cpBodyUpdatePosition
set_max_force = lib.cpConstraintSetMaxForce
arbiter_normal = lib.cpArbiterGetNormal


class ContactHandler(Protocol):
    """A scene told of the contacts of its Bakugan: (ball shape, other shape, arbiter), as C pointers."""

    def contact_begin(self, ball: CData, other: CData, arbiter: CData) -> None: ...

    def contact_separate(self, ball: CData, other: CData, arbiter: CData) -> None: ...


def _arbiter_shapes(arbiter: CData) -> tuple[CData, CData]:
    # A fresh pair of out-pointers per call: cffi lets go of the GIL during the C call, so rolls
    # stepping in two threads (each has its own scenes) could write one shared pair at once.
    shapes = ffi.new("cpShape *[2]")
    lib.cpArbiterGetShapes(arbiter, shapes, shapes + 1)
    return shapes[0], shapes[1]


def _begin(arbiter: CData, space: CData, data: CData) -> None:
    ball, other = _arbiter_shapes(arbiter)
    ffi.from_handle(data).contact_begin(ball, other, arbiter)


def _separate(arbiter: CData, space: CData, data: CData) -> None:
    ball, other = _arbiter_shapes(arbiter)
    ffi.from_handle(data).contact_separate(ball, other, arbiter)


_BEGIN = ffi.callback("cpCollisionBeginFunc", _begin)
_SEPARATE = ffi.callback("cpCollisionSeparateFunc", _separate)
_NOTHING = ffi.addressof(lib, "DoNothing")


def on_contacts(space: pymunk.Space, type_a: int, type_b: int, handle: CData, *, separate: bool) -> None:
    """Send the begin (and separate) events of shapes of type_a meeting type_b to handle's scene.

    pymunk's on_collision makes the C handler; its begin and separate functions are then set to
    the callbacks above, with the scene's handle as their data.
    """
    space.on_collision(type_a, type_b)
    c_handler = space._handlers[(type_a, type_b)]._handler
    c_handler.userData = handle
    c_handler.beginFunc = _BEGIN
    c_handler.separateFunc = _SEPARATE if separate else _NOTHING


def new_handle(scene: ContactHandler) -> CData:
    """The user data on_contacts sends with each event: keep it for as long as the space lives."""
    return ffi.new_handle(scene)


def body_of(body: pymunk.Body) -> CData:
    c_body: CData = body._body
    return c_body


def shape_of(shape: pymunk.Shape) -> CData:
    c_shape: CData = shape._shape
    return c_shape


def point_query(shape: CData, point: CData | tuple[float, float]) -> CData:
    """Shape.point_query(point) in C: the cpPointQueryInfo (.distance, .gradient.x, .gradient.y)."""
    info = ffi.new("cpPointQueryInfo *")
    lib.cpShapePointQuery(shape, point, info)
    return info


class BallInSpace:
    """A Bakugan's body and shape in a roll's space, with its two table joints (a pivot and a
    gear to the static body), put in and taken out in C.

    The joints are made here as pymunk's PivotJoint and GearJoint make them, fresh for every roll
    (their warm-start impulses cannot be cleared), and freed when the Bakugan is taken out. The
    body and shape are kept by the scene from roll to roll; pymunk's Space does not track them
    while they are in (Space.add and remove were most of a roll's set-up), which no roll asks of it.
    """

    __slots__ = ("body", "shape", "slide", "twist")

    def __init__(
        self, static: pymunk.Body, body: pymunk.Body, shape: pymunk.Shape, slide_force: float, twist_force: float
    ) -> None:
        s = static._body
        self.body: CData = body._body
        self.shape: CData = shape._shape
        self.slide: CData = lib.cpPivotJointNew2(s, self.body, (0.0, 0.0), (0.0, 0.0))
        lib.cpConstraintSetMaxBias(self.slide, 0.0)
        lib.cpConstraintSetMaxForce(self.slide, slide_force)
        self.twist: CData = lib.cpGearJointNew(s, self.body, 0.0, 1.0)
        lib.cpConstraintSetMaxBias(self.twist, 0.0)
        lib.cpConstraintSetMaxForce(self.twist, twist_force)

    def add_to(self, space: pymunk.Space) -> None:
        """Space.add(body, shape, slide, twist) in C: the body, then the shape, then the joints."""
        c_space = space._space
        lib.cpSpaceAddBody(c_space, self.body)
        lib.cpSpaceAddShape(c_space, self.shape)
        lib.cpSpaceAddConstraint(c_space, self.slide)
        lib.cpSpaceAddConstraint(c_space, self.twist)

    def remove_from(self, space: pymunk.Space) -> None:
        """Space.remove(body, shape, slide, twist) in C, then the joints freed (not to be used after).
        Removing the shape calls the separate callbacks of the contacts it still has."""
        c_space = space._space
        lib.cpSpaceRemoveBody(c_space, self.body)
        lib.cpSpaceRemoveShape(c_space, self.shape)
        for joint in (self.slide, self.twist):
            lib.cpSpaceRemoveConstraint(c_space, joint)
            lib.cpConstraintFree(joint)
