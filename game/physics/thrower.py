"""A person's throw: aim at a core, pick a speed, with a spread that shrinks with skill.

Skill 0 is a careless first-timer, skill 1 a practised player. The spreads (aim, speed, release
point) come from game/data/physics.yaml; the ideal throw is worked out from the table geometry so
that the Bakugan arrives at the core slowly enough for its magnet to hold on.
"""

from __future__ import annotations

import math
import random
from collections import OrderedDict
from typing import Final

from game.physics import magnet as mag
from game.physics.config import PhysicsConfig, default_config
from game.physics.field_geometry import FieldGeometry, FieldKey, field_geometry, field_key
from game.physics.release_plan import Ranking, ranking_of
from game.physics.table import Seat, Table, Vec, direction_from, make_table, release_point
from game.roll.hexgrid import Cell, hex_center_cm
from game.roll.seam import RollRequest, Throw, ThrowStyle


def _wrap_deg(angle: float) -> float:
    return (angle + 180.0) % 360.0 - 180.0


def _lerp(pair: tuple[float, float], skill: float) -> float:
    return pair[0] + (pair[1] - pair[0]) * skill


_TWO_PI: Final = 2.0 * math.pi


def _gauss(rng: random.Random, mu: float, sigma: float) -> float:
    """rng.gauss(mu, sigma) written out, the same draws and the same floats: random.Random.gauss is
    interpreted Python, and every throw calls it six times. Other generators use their own."""
    if type(rng) is not random.Random:
        return rng.gauss(mu, sigma)
    state = rng.__dict__
    z: float | None = state["gauss_next"]
    state["gauss_next"] = None
    if z is None:
        x2pi = rng.random() * _TWO_PI
        g2rad = math.sqrt(-2.0 * math.log(1.0 - rng.random()))
        z = math.cos(x2pi) * g2rad
        state["gauss_next"] = math.sin(x2pi) * g2rad
    return mu + z * sigma


def made_throw(
    lateral_cm: float,
    depth_cm: float,
    angle_deg: float,
    speed_mps: float,
    style: ThrowStyle,
    spin: float,
    magnet_deg: float = 0.0,
) -> Throw:
    """Throw(...), its fields set in its __dict__ directly: the frozen dataclass's __init__ is
    interpreted Python (an object.__setattr__ call a field, about 7.8 K instructions called from
    compiled code) and every throw makes one or two. The same object as Throw(...) makes
    (tests/physics/test_geometry_shortcuts.py); Throw has no __post_init__ to skip."""
    throw = object.__new__(Throw)
    throw.__dict__.update(
        {
            "lateral_cm": lateral_cm,
            "depth_cm": depth_cm,
            "angle_deg": angle_deg,
            "speed_mps": speed_mps,
            "style": style,
            "spin": spin,
            "magnet_deg": magnet_deg,
        }
    )
    return throw


IDEAL_CACHE_SIZE: Final = 4096
_SHARED: OrderedDict[int, tuple[PhysicsConfig, Thrower]] = OrderedDict()


class _Facts:
    """What the thrower's caches key on, worked out once per request."""

    def __init__(self, key: FieldKey, geometry: FieldGeometry, obstacles: tuple[Vec, ...]) -> None:
        self.key = key
        self.geometry = geometry
        self.obstacles = obstacles  # open Bakugan positions


class Thrower:
    def __init__(self, config: PhysicsConfig | None = None) -> None:
        self.config = config if config is not None else default_config()
        # ideal() is pure geometry of (seats, seat, target, style, margin, field): games throw at
        # the same few fields again and again, and the release-depth search is the costly part.
        self._ideal: OrderedDict[tuple[object, ...], Throw] = OrderedDict()
        self._aims: OrderedDict[tuple[object, ...], Throw] = OrderedDict()
        self._tables: dict[int, Table] = {}
        # plans per (seats, seat, margin, field, open Bakugan): they change only when a brawl ends
        self._rankings: OrderedDict[tuple[object, ...], Ranking] = OrderedDict()
        # the last request's field key, geometry and open Bakugan positions
        self._last: tuple[RollRequest | None, _Facts | None] = (None, None)

    def table(self, seats: int) -> Table:
        table = self._tables.get(seats)
        if table is None:
            table = self._tables[seats] = make_table(self.config, seats)
        return table

    @classmethod
    def shared(cls, config: PhysicsConfig) -> Thrower:
        """One thrower per config object, so its cache of ideal throws lasts from roll to roll."""
        entry = _SHARED.get(id(config))
        if entry is None or entry[0] is not config:  # the entry keeps its config alive: ids stay unique
            entry = (config, cls(config))
            _SHARED[id(config)] = entry
            if len(_SHARED) > 8:
                _SHARED.popitem(last=False)
        return entry[1]

    def choose_target(self, request: RollRequest, seat: int, margin_cm: float, rng: random.Random) -> str | None:
        """One of the three cores this player reaches best from a legal release: on a line no open
        Bakugan blocks, nearest first (people aim at what they reach)."""
        if not request.field:
            return None
        table = self.table(request.seats)
        ranked = [plan.target for plan in self._ranking(request, seat, margin_cm).best(3)]
        if not ranked:  # no legal release anywhere along the edge: the nearest cores, as before
            ranked = self.geometry(request).ranked_from(table.seat(seat).edge_mid)
        return rng.choice(ranked[:3])

    def _facts(self, request: RollRequest) -> _Facts:
        """Worked out once per request (a request is a snapshot of one roll: its field and open
        Bakugan do not change), not once per lookup."""
        last, facts = self._last
        if last is request and facts is not None:
            return facts
        # A search's play-outs roll each seat on a request of its own, with the same field and
        # open Bakugan: equal fields and obstacles give the same facts (a dict comparison costs
        # far less than the sorted key and its geometry lookup).
        if (
            last is None
            or facts is None
            or not (request.obstacles is last.obstacles or request.obstacles == last.obstacles)
            or request.field != last.field
        ):
            key = field_key(request.field)
            geometry = field_geometry(request.field, self.config.core_across_flats_cm, key)
            facts = _Facts(key, geometry, tuple(obstacle.position_cm for obstacle in request.obstacles))
        self._last = (request, facts)
        return facts

    def field_key(self, request: RollRequest) -> FieldKey:
        return self._facts(request).key

    def geometry(self, request: RollRequest) -> FieldGeometry:
        """The request field's FieldGeometry. It stands for the field in cache keys: hashed by
        identity, where the field key would be hashed core by core."""
        return self._facts(request).geometry

    def _ranking(self, request: RollRequest, seat: int, margin_cm: float) -> Ranking:
        facts = self._facts(request)
        cache_key = (request.seats, seat, margin_cm, facts.geometry, facts.obstacles)
        found = self._rankings.get(cache_key)
        if found is None:
            table = self.table(request.seats)
            found = ranking_of(table, seat, facts.geometry, facts.obstacles, self.config, margin_cm)
            self._rankings[cache_key] = found
            if len(self._rankings) > IDEAL_CACHE_SIZE:
                self._rankings.popitem(last=False)
        return found

    def legal_depth(self, table: Table, seat: int, lateral: float, field: dict[str, Cell]) -> float:
        """The deepest release (nearest the cores) that keeps both release rules, with margin."""
        cfg = self.config
        geometry = field_geometry(field, cfg.core_across_flats_cm)
        side = table.seat(seat)
        gap = cfg.core_gap_cm + 0.5
        depth = cfg.release_zone_cm - 0.5
        while depth > 0.5:
            if geometry.clear(side.to_table(lateral, depth), gap):
                return depth
            depth -= 0.5
        return 0.5

    def ideal(
        self,
        seat: int,
        request: RollRequest,
        target: str | None,
        style: ThrowStyle,
        margin_cm: float = 0.0,
    ) -> Throw:
        """The throw a perfect hand would make at the target core.

        margin_cm keeps the release that far inside the legal limits. A rolled throw is also
        released at the depth (within 6 cm behind the limit) where the magnet should come round
        to face the core on arrival: practised rollers learn their distance.
        """
        facts = self._facts(request)
        key = (request.seats, seat, target, style, margin_cm, facts.geometry, facts.obstacles)
        cached = self._ideal.get(key)
        if cached is not None:
            return cached
        cfg = self.config
        table = self.table(request.seats)
        side: Seat = table.seat(seat)
        goal = (0.0, 0.0) if target is None else hex_center_cm(request.field[target], cfg.core_across_flats_cm)
        plan = self._ranking(request, seat, margin_cm).plan(target) if target is not None else None
        if plan is not None:
            lateral, depth = plan.release.lateral_cm, plan.release.depth_cm
        else:  # no core (aim at the middle) or no legal release: straight in front, as deep as allowed
            lateral, _ = side.from_table(goal)
            lateral = max(-side.half_edge_cm + 3.0, min(side.half_edge_cm - 3.0, lateral))
            depth = max(0.5, self.legal_depth(table, seat, lateral, request.field) - margin_cm)
        # the throw itself depends only on the release and the goal: a new obstacle elsewhere or
        # a core taken elsewhere keeps it
        aim_key = (request.seats, seat, lateral, depth, goal, style)
        best = self._aims.get(aim_key)
        if best is None:
            aimed = self._aimed(table, seat, lateral, depth, goal, style)
            hold = self.planned_magnet_deg(aimed, table, seat, goal)
            best = made_throw(
                aimed.lateral_cm, aimed.depth_cm, aimed.angle_deg, aimed.speed_mps, style, aimed.spin, hold
            )
            self._aims[aim_key] = best
            if len(self._aims) > IDEAL_CACHE_SIZE:
                self._aims.popitem(last=False)
        self._ideal[key] = best
        if len(self._ideal) > IDEAL_CACHE_SIZE:
            self._ideal.popitem(last=False)
        return best

    def aimed_from(
        self, seat: int, request: RollRequest, lateral: float, depth: float, target: str | None, style: ThrowStyle
    ) -> Throw:
        """The perfect throw at the target core from a release the player chose (their own spot, not
        the ideal one): aim, speed and magnet hold worked out from there."""
        table = self.table(request.seats)
        goal = (0.0, 0.0) if target is None else hex_center_cm(request.field[target], self.config.core_across_flats_cm)
        aimed = self._aimed(table, seat, lateral, depth, goal, style)
        hold = self.planned_magnet_deg(aimed, table, seat, goal)
        return made_throw(aimed.lateral_cm, aimed.depth_cm, aimed.angle_deg, aimed.speed_mps, style, aimed.spin, hold)

    def planned_magnet_deg(self, throw: Throw, table: Table, seat: int, goal: tuple[float, float]) -> float:
        """How to hold the magnet so it should face the core when the Bakugan arrives."""
        cfg = self.config
        r = cfg.ball_radius_cm
        tilt = math.asin(max(0.0, min(1.0, (r - cfg.core_height_cm) / r)))
        start = release_point(table, seat, throw)
        travel = max(0.0, math.hypot(goal[0] - start[0], goal[1] - start[1]) - r - cfg.core_across_flats_cm / 2.0)
        v0 = throw.speed_mps * 100.0
        if throw.style is ThrowStyle.SLID:
            turn = -tilt  # keeps its hold: tilt it down to meet the core's rim
        elif throw.style is ThrowStyle.ROLLED:
            turn = mag.skid_turn(v0, cfg.skid_mu * 981.0, r, travel) - tilt
        else:
            style = cfg.style(throw.style)
            arrive = math.sqrt(max(0.0, v0 * v0 - 2.0 * style.decel_cm_s2 * travel))
            t = (v0 - arrive) / style.decel_cm_s2
            omega = 2.0 * math.pi * throw.spin
            slow = math.copysign(2.0 * math.pi * style.spin_decel_rps2, omega)
            t_spin = min(t, abs(omega / slow)) if slow else t
            turn = omega * t_spin - 0.5 * slow * t_spin * t_spin
        return _wrap_deg(math.degrees(-turn))

    def _aimed(
        self,
        table: Table,
        seat: int,
        lateral: float,
        depth: float,
        goal: tuple[float, float],
        style: ThrowStyle,
    ) -> Throw:
        cfg = self.config
        start = table.seat(seat).to_table(lateral, depth)  # release_point and throw_direction of a throw at angle 0
        base = direction_from(table, seat, start, 0.0)
        want = (goal[0] - start[0], goal[1] - start[1])
        # Positive angles turn to the thrower's right (clockwise from the base direction).
        angle = math.degrees(math.atan2(base[0] * want[1] - base[1] * want[0], base[0] * want[0] + base[1] * want[1]))
        travel = math.hypot(*want) - cfg.ball_radius_cm - cfg.core_across_flats_cm / 2.0
        how = cfg.style(style)
        speed = math.sqrt(cfg.arrival_speed_cm_s**2 + 2.0 * how.decel_cm_s2 * max(0.0, travel)) / 100.0
        return made_throw(lateral, depth, -angle, speed, style, how.default_spin_rps)

    def throw(
        self,
        seat: int,
        request: RollRequest,
        skill: float,
        rng: random.Random,
        *,
        style: ThrowStyle = ThrowStyle.ROLLED,
        target: str | None = None,
    ) -> Throw:
        """A human-like throw: the ideal one, spoiled by the spreads for this skill."""
        cfg = self.config
        skill = max(0.0, min(1.0, skill))
        release_sd = _lerp(cfg.lateral_spread_cm, skill)
        # People keep a margin from the release limits of two to three of their own spreads, so a
        # release is nearly always legal.
        margin = (2.0 + skill) * release_sd
        if target is None:
            target = self.choose_target(request, seat, margin, rng)
        best = self.ideal(seat, request, target, style, margin_cm=margin)
        lateral = best.lateral_cm + _gauss(rng, 0.0, release_sd)
        depth = max(0.0, best.depth_cm + _gauss(rng, 0.0, release_sd))
        angle = best.angle_deg + _gauss(rng, 0.0, _lerp(cfg.aim_spread_deg, skill))
        speed = best.speed_mps * (1.0 + _gauss(rng, 0.0, _lerp(cfg.speed_spread_rel, skill)))
        speed = max(0.2, min(cfg.max_hand_speed_mps, speed))
        spin = best.spin * (1.0 + _gauss(rng, 0.0, 0.2)) if best.spin else 0.0
        hold = _wrap_deg(best.magnet_deg + _gauss(rng, 0.0, _lerp(cfg.magnet_spread_deg, skill)))
        return made_throw(lateral, depth, angle, speed, style, spin, hold)


def resolve_throws(request: RollRequest, rng: random.Random, config: PhysicsConfig) -> dict[int, Throw]:
    """Every seat's throw; a None seat gets the thrower model's throw at the default skill."""
    throws: dict[int, Throw] = {}
    for seat in sorted(request.throws):
        given = request.throws[seat]
        if given is None:
            given = Thrower.shared(config).throw(seat, request, config.default_skill, rng)
        throws[seat] = given
    return throws
