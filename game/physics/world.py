"""One simultaneous roll in a pymunk space: build the table, step it, read the outcome.

Everything that decides the result happens in a fixed order (cores by id, obstacles as given,
Bakugan by seat) with a fixed time step, so the same request and rng give the same result and
the same trajectory bit for bit. Table friction is done inside pymunk (a pivot and a gear joint
to the static body with no error correction act as Coulomb friction), so the Python side only
looks at the balls every few steps: to turn the magnet, record a frame and spot rest or a fall.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

import pymunk

from game.physics import c_api
from game.physics import magnet as mag
from game.physics.c_api import CData
from game.physics.config import PhysicsConfig
from game.physics.naming import CoreNamer
from game.physics.scene import FieldScene, c_stepper, scene_for
from game.physics.table import Table, direction_from, release_point, release_problem
from game.physics.thrower import resolve_throws
from game.physics.trajectory import BakuganTrack, Frame, RollRecord
from game.roll.seam import RollOutcome, RollRequest, RollResult, Throw, ThrowStyle

GRIP = 1e12  # joint force that holds a Bakugan whose magnet has caught a core


@dataclass(frozen=True)
class Skid:
    """How far a rolled Bakugan has turned end over end after travelling s cm.

    It leaves the hand skidding; table friction spins it up until it rolls without slipping
    (5/7 of the release speed), so the turn lags the distance by an amount that grows with the
    square of the speed. That is why the same spot opens at one speed and not at another.
    """

    v0: float  # release speed, cm/s
    mu_g: float  # skid friction times g, cm/s^2
    radius: float

    def turn(self, s: float) -> float:
        return mag.skid_turn(self.v0, self.mu_g, self.radius, s)


@dataclass
class _Ball:
    seat: int
    throw: Throw
    release: tuple[float, float]
    body: pymunk.Body
    shape: pymunk.Circle
    c_body: CData  # body's C pointer, read directly (game/physics/c_api.py)
    in_space: c_api.BallInSpace
    magnet: mag.Vec3
    last: tuple[float, float]
    skid: Skid | None = None
    path_cm: float = 0.0
    turned: float = 0.0  # skid.turn(path_cm), kept so each look computes the turn once
    last_angle: float = 0.0
    # Whether the magnet is still turned once the Bakugan is open: only a recorded roll draws it
    # then; an open Bakugan's magnet decides nothing (rolls without a record skip the work).
    magnet_after_open: bool = True
    is_open: bool = False
    open_time: float | None = None
    open_core: str = ""
    touched_after_open: bool = False
    stuck: bool = False
    gone: bool = False  # out of the space (fell off, or the roll is over)
    fell: bool = False  # left the play area
    resting: bool = False
    contacts: set[str] = field(default_factory=set)
    touched: list[str] = field(default_factory=list)
    note: tuple[str, str, float] | None = None  # why the last core it met did not open it
    hit_speed: float = 0.0
    frames: list[tuple[float, float, float, float, float, float, float, bool]] = field(default_factory=list)

    def catch_up(self, x: float, y: float, angle: float) -> None:
        """Turn the magnet for the motion since it was last looked at."""
        dx, dy = x - self.last[0], y - self.last[1]
        self.move(x, y, dx, dy, math.hypot(dx, dy), angle)

    def move(self, x: float, y: float, dx: float, dy: float, step: float, angle: float) -> None:
        """catch_up with the displacement (dx, dy) and its length already worked out."""
        if self.is_open and not self.magnet_after_open:
            self.last = (x, y)
            self.last_angle = angle
            return
        skid = self.skid
        if skid is not None and not self.is_open:
            self.path_cm += step
            turned = mag.skid_turn(skid.v0, skid.mu_g, skid.radius, self.path_cm)  # skid.turn, one call less
            self.magnet = mag.roll_along(self.magnet, dx, dy, step, turned - self.turned)
            self.turned = turned
        if angle != self.last_angle:
            self.magnet = mag.yaw(self.magnet, angle - self.last_angle)
        self.last = (x, y)
        self.last_angle = angle


class RollSim:
    def __init__(
        self,
        request: RollRequest,
        throws: dict[int, Throw],
        rng: random.Random,
        config: PhysicsConfig,
        *,
        record: bool = True,
        reuse_scene: bool = True,
    ) -> None:
        self.config = config
        self.request = request
        self.record = record
        self.dt = config.time_step_s
        self.t = 0.0
        self.steps = 0
        self.rest_move = 0.0  # how little a ball at rest moves between looks (set when stepping)
        self.cos_half = math.cos(math.radians(config.magnet_half_angle_deg))
        r = config.ball_radius_cm
        self.tilt = math.asin(max(0.0, min(1.0, (r - config.core_height_cm) / r)))
        self.scene = scene_for(request, config) if reuse_scene else FieldScene(request.field, request.obstacles, config)
        self.space = self.scene.space
        self.table: Table = self.scene.table(request.seats)
        self.half_w, self.half_h = self.table.half_w, self.table.half_h  # read at every look
        self.core_shapes = self.scene.core_shapes
        self.balls: dict[CData, _Ball] = {}  # by the C pointer of the ball's shape
        self.order: list[_Ball] = []
        self.pre: dict[int, tuple[str, str, str]] = {}
        self.throws = throws
        self.scene.current = self
        try:
            for seat in sorted(throws):
                self._add_ball(seat, throws[seat], rng)
        except BaseException:
            self.close()
            raise

    def close(self) -> None:
        """Take this roll's Bakugan out of the scene so the scene can serve the next roll."""
        for ball in self.order:
            if not ball.gone:
                self._take_out(ball)
        self.scene.current = None

    def _take_out(self, ball: _Ball) -> None:
        """Take a Bakugan out of the space (its joints are freed)."""
        ball.gone = True
        ball.in_space.remove_from(self.space)

    def _add_ball(self, seat: int, throw: Throw, rng: random.Random) -> None:
        cfg = self.config
        style = cfg.style(throw.style)
        # Drawn for every seat, used or not, so one seat's throw never shifts another's luck.
        hold_yaw = rng.gauss(0.0, style.hold_spread_deg)
        hold_pitch = rng.gauss(0.0, style.hold_spread_deg)
        if throw.style is ThrowStyle.SPUN:
            hold_yaw += throw.magnet_deg
        else:
            hold_pitch -= throw.magnet_deg
        problem = release_problem(self.table, seat, throw, self.scene.nearest_core, cfg, lambda c: self._namer(seat)(c))
        start = release_point(self.table, seat, throw)
        if problem is not None:
            self.pre[seat] = problem
            if problem[0] == "misroll":
                return
        direction = direction_from(self.table, seat, start, throw.angle_deg)
        r = cfg.ball_radius_cm
        body, shape = self.scene.ball_kit(len(self.order))
        c_body = c_api.body_of(body)
        mass, moment = body.mass, body.moment
        c_api.set_position(c_body, start)
        speed = throw.speed_mps * 100.0
        c_api.set_velocity(c_body, (direction[0] * speed, direction[1] * speed))
        spin = throw.spin if throw.spin != 0.0 else style.default_spin_rps
        c_api.set_angular_velocity(c_body, 2.0 * math.pi * spin)
        in_space = c_api.BallInSpace(
            self.scene.static,
            body,
            shape,
            mass * style.decel_cm_s2,
            moment * 2.0 * math.pi * style.spin_decel_rps2,
        )
        in_space.add_to(self.space)
        ball = _Ball(
            seat=seat,
            throw=throw,
            release=start,
            body=body,
            shape=shape,
            c_body=c_body,
            in_space=in_space,
            magnet=mag.held(direction, hold_yaw, hold_pitch),
            last=start,
            magnet_after_open=self.record,
        )
        if throw.style is ThrowStyle.ROLLED:
            ball.skid = Skid(speed, cfg.skid_mu * 981.0, r)
            ball.turned = ball.skid.turn(0.0)
        self.balls[c_api.shape_of(shape)] = ball
        self.order.append(ball)
        if self.record:
            self._frame(ball, start[0], start[1], 0.0)

    # --- collision callbacks -------------------------------------------------------------------
    def _try_open(self, ball: _Ball, core_id: str) -> None:
        if ball.is_open or ball.gone:
            return
        c_body = ball.c_body
        pos = c_api.get_position(c_body)
        ball.catch_up(pos.x, pos.y, c_api.get_angle(c_body))
        grad = c_api.point_query(c_api.shape_of(self.core_shapes[core_id]), pos).gradient
        tx, ty = -grad.x, -grad.y  # from the ball toward the core
        vel = c_api.get_velocity(c_body)
        approach = vel.x * tx + vel.y * ty
        cfg = self.config
        if mag.facing(ball.magnet, (tx, ty), self.tilt) < self.cos_half:
            ball.note = ("away", core_id, approach)
            return
        if approach < cfg.open_min_speed_cm_s:
            ball.note = ("slow", core_id, approach)
            return
        if approach > cfg.open_max_speed_cm_s:
            ball.note = ("fast", core_id, approach)
            return
        ball.is_open = True
        ball.open_time = self.t
        ball.open_core = core_id
        ball.hit_speed = approach
        ball.touched_after_open = bool(ball.contacts)
        c_api.set_max_force(ball.in_space.slide, c_api.get_mass(c_body) * cfg.open_decel_cm_s2)
        pull = cfg.snap_pull_cm_s
        c_api.set_velocity(c_body, (vel.x + tx * pull, vel.y + ty * pull))

    def core_begin(self, ball_shape: CData, core_id: str, arbiter: CData) -> None:
        ball = self.balls[ball_shape]
        ball.contacts.add(core_id)
        ball.touched.append(core_id)
        self._try_open(ball, core_id)
        if not ball.is_open or ball.stuck:
            return
        ball.touched_after_open = True
        normal = c_api.arbiter_normal(arbiter)
        vel = c_api.get_velocity(ball.c_body)
        approach = vel.x * normal.x + vel.y * normal.y
        ball.hit_speed = approach
        if approach <= self.config.attach_max_speed_cm_s:
            ball.stuck = True
            c_api.set_velocity(ball.c_body, (0.0, 0.0))
            c_api.set_angular_velocity(ball.c_body, 0.0)
            c_api.set_max_force(ball.in_space.slide, GRIP)
            c_api.set_max_force(ball.in_space.twist, GRIP)

    def core_separate(self, ball_shape: CData, core_id: str) -> None:
        ball = self.balls.get(ball_shape)
        if ball is not None:
            ball.contacts.discard(core_id)

    def reach_begin(self, ball_shape: CData, core_id: str) -> None:
        self._try_open(self.balls[ball_shape], core_id)

    # --- stepping ------------------------------------------------------------------------------
    def _frame(self, ball: _Ball, x: float, y: float, angle: float) -> None:
        m = ball.magnet
        ball.frames.append((self.t, x, y, angle, m[0], m[1], m[2], ball.is_open))

    def _sample(self) -> bool:
        """Look at every ball; True when all have come to rest or fallen off."""
        half_w, half_h = self.half_w, self.half_h
        rest_move, rest_speed = self.rest_move, self.config.rest_speed_cm_s
        frames = self.record
        settled = True
        position, angle, velocity = c_api.get_position, c_api.get_angle, c_api.get_velocity
        for ball in self.order:
            if ball.gone:
                continue
            c_body = ball.c_body
            p = position(c_body)
            x, y = p.x, p.y
            dx, dy = x - ball.last[0], y - ball.last[1]
            moved = math.hypot(dx, dy)
            ball.move(x, y, dx, dy, moved, angle(c_body))
            if frames:
                m = ball.magnet
                ball.frames.append((self.t, x, y, ball.last_angle, m[0], m[1], m[2], ball.is_open))
            if abs(x) > half_w or abs(y) > half_h:
                ball.fell = True
                self._take_out(ball)
                continue
            if ball.stuck:
                ball.resting = True
                continue
            if moved < rest_move:
                v = velocity(c_body)
                ball.resting = math.hypot(v.x, v.y) < rest_speed
            else:
                ball.resting = False
            settled = settled and ball.resting
        return settled

    def run(self) -> RollRecord:
        """Roll to the end and return every Bakugan's track with its outcome."""
        try:
            self._advance()
            return self._record()
        finally:
            self.close()

    def run_outcomes(self) -> dict[int, RollOutcome]:
        """Roll to the end and return only the outcomes (the engine's fast path)."""
        try:
            self._advance()
            by_seat = {ball.seat: ball for ball in self.order}
            return {seat: self._outcome(by_seat.get(seat), seat) for seat in sorted(self.throws)}
        finally:
            self.close()

    def _advance(self) -> None:
        cfg = self.config
        dt = self.dt
        every = cfg.sample_every_steps
        max_steps = math.ceil(cfg.max_time_s / dt)
        step = c_stepper(self.space)
        steps = 0
        chunk = range(every)
        sample = self._sample
        self.rest_move = cfg.rest_speed_cm_s * every * dt
        while steps < max_steps and self.order:
            # Callbacks during this chunk date their events to its end (frame accuracy).
            self.t = (steps + every) * dt
            for _ in chunk:
                step(dt)
            steps += every
            if sample():
                break
        self.steps = steps

    # --- reading the outcome ---------------------------------------------------------------------
    def _held_cores(self, ball: _Ball) -> tuple[str, ...]:
        return self.scene.cores_within(ball.body.position, ball.shape.radius + self.config.attach_gap_cm)

    def _outcome(self, ball: _Ball | None, seat: int) -> RollOutcome:
        pre = self.pre.get(seat)
        if pre is not None:
            kind, reason, rule = pre
            result = RollResult.MISROLL if kind == "misroll" else RollResult.ILLEGAL
            return RollOutcome(result, reason=reason, rule=rule)
        assert ball is not None
        if ball.fell:
            reason = "rolled off the play area" + (" after opening" if ball.is_open else "")
            return RollOutcome(RollResult.MISROLL, reason=reason, rule="7.9.1")
        if ball.is_open and not ball.touched_after_open:
            name = self._namer(seat)(ball.open_core)
            reason = f"the magnet snapped it open passing {name} without touching any BakuCore"
            return RollOutcome(RollResult.ILLEGAL, reason=reason, rule="7.8.2")
        if ball.is_open:
            pos = ball.body.position
            return RollOutcome(RollResult.OPENED, cores=self._held_cores(ball), rest_cm=(pos.x, pos.y))
        return RollOutcome(RollResult.CLOSED)

    def _namer(self, seat: int) -> CoreNamer:
        return CoreNamer.for_request(self.request, self.table, seat, self.config.core_across_flats_cm)

    def _detail(self, ball: _Ball | None, seat: int, outcome: RollOutcome) -> str:
        """What happened to this seat's Bakugan and why, naming cores as a player would."""
        if outcome.result in (RollResult.MISROLL, RollResult.ILLEGAL):
            return f"{outcome.reason} (rule {outcome.rule})" if seat in self.pre else outcome.reason
        assert ball is not None
        name = self._namer(seat)
        if outcome.result is RollResult.OPENED:
            if outcome.cores:
                if outcome.cores == (ball.open_core,):
                    return f"opened on {name(ball.open_core)} and holds it"
                return f"opened on {name(ball.open_core)} and holds {name.names(outcome.cores)}"
            return (
                f"opened on {name(ball.open_core)} but bounced away "
                f"({ball.hit_speed:.0f} cm/s; it holds on below "
                f"{self.config.attach_max_speed_cm_s:.0f} cm/s)"
            )
        if ball.note is None:
            return "stayed closed: never touched a core"
        why, core_id, speed = ball.note
        core = name(core_id)
        if why == "away":
            return f"stayed closed: met {core} with the magnet facing away"
        if why == "slow":
            return f"stayed closed: reached {core} too slowly ({speed:.0f} cm/s) to trip the magnet"
        return f"stayed closed: hit {core} too fast ({speed:.0f} cm/s) for the magnet to catch"

    def _record(self) -> RollRecord:
        by_seat = {ball.seat: ball for ball in self.order}
        tracks: dict[int, BakuganTrack] = {}
        for seat in sorted(self.throws):
            ball = by_seat.get(seat)
            outcome = self._outcome(ball, seat)
            detail = self._detail(ball, seat, outcome)
            frames: tuple[Frame, ...] = ()
            if ball is not None and self.record:
                frames = tuple(Frame(f[0], f[1], f[2], f[3], (f[4], f[5], f[6]), f[7]) for f in ball.frames)
            tracks[seat] = BakuganTrack(
                seat=seat,
                throw=self.throws[seat],
                release_cm=release_point(self.table, seat, self.throws[seat]),
                frames=frames,
                open_time=None if ball is None else ball.open_time,
                outcome=outcome,
                detail=detail,
                touched=() if ball is None else tuple(ball.touched),
            )
        return RollRecord(
            tracks=tracks,
            steps=self.steps,
            sim_time_s=self.steps * self.dt,
            frame_dt_s=self.dt * self.config.sample_every_steps,
        )


def roll_outcomes(request: RollRequest, rng: random.Random, config: PhysicsConfig) -> dict[int, RollOutcome]:
    throws = resolve_throws(request, rng, config)
    return RollSim(request, throws, rng, config, record=False).run_outcomes()


def simulate_roll(
    request: RollRequest, rng: random.Random, config: PhysicsConfig, *, record: bool = True
) -> RollRecord:
    throws = resolve_throws(request, rng, config)
    return RollSim(request, throws, rng, config, record=record).run()
