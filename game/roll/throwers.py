"""How each side throws in simulated games: the thrower model at a chosen skill, or a player's own
rolling profile (game/games/bakugan/sim/roll_profile.py), instead of the model's default thrower.

`SeatThrowers` wraps a throw-based roll model (fast or physics): for each seat it makes the throw
the seat's ThrowerSpec calls for, and leaves the outcome to the wrapped model. Seats without a
spec throw as the roll model's default thrower does, with the same random draws, so a run with no
specs plays exactly the games it played before.
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass
from typing import Any

from game.physics.config import PhysicsConfig
from game.physics.thrower import Thrower
from game.roll.seam import RollModel, RollOutcome, RollRequest, Throw, ThrowStyle


@dataclass(frozen=True)
class ThrowerSpec:
    """A side's throwing: the thrower model at `skill` (0 careless .. 1 practised); a profile sets
    its own spreads (standard deviations) and the styles it throws with, by weight."""

    skill: float = 0.5
    name: str = ""  # the profile's name ("" for a plain skill)
    aim_sd_deg: float | None = None
    speed_sd_rel: float | None = None
    lateral_sd_cm: float | None = None
    magnet_sd_deg: float | None = None
    styles: tuple[tuple[str, float], ...] = ()  # (style, weight); none: rolled
    # a profile's habits, added to every throw: aim (degrees to the right), speed (share), magnet hold
    aim_bias_deg: float = 0.0
    speed_bias_rel: float = 0.0
    magnet_bias_deg: float = 0.0
    # a profile's release spot: where the player lets go against the ideal release for the core
    # aimed at (cm to the right, cm deeper towards the cores), and the spread in depth (None: the
    # lateral spread)
    release_lateral_bias_cm: float = 0.0
    release_depth_bias_cm: float = 0.0
    release_depth_sd_cm: float | None = None
    release_margin_cm: float = 0.0  # the ideal release kept this far inside the limits (its habits' origin)

    def label(self) -> str:
        return f"profile {self.name}" if self.name else f"skill {self.skill:g}"

    def to_json(self) -> dict[str, Any]:
        return {k: (list(map(list, v)) if k == "styles" else v) for k, v in dataclasses.asdict(self).items()}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ThrowerSpec:
        fields = {f.name for f in dataclasses.fields(cls)}
        values = {k: v for k, v in data.items() if k in fields}
        values["styles"] = tuple((str(s), float(w)) for s, w in values.get("styles", ()))
        return cls(**values)

    @property
    def is_profile(self) -> bool:
        return self.aim_sd_deg is not None


def _config_for(spec: ThrowerSpec, base: PhysicsConfig) -> PhysicsConfig:
    """The physics config whose thrower throws with the profile's spreads at any skill."""
    if not spec.is_profile:
        return base

    def fixed(value: float | None, pair: tuple[float, float]) -> tuple[float, float]:
        return (value, value) if value is not None else pair

    return dataclasses.replace(
        base,
        aim_spread_deg=fixed(spec.aim_sd_deg, base.aim_spread_deg),
        speed_spread_rel=fixed(spec.speed_sd_rel, base.speed_spread_rel),
        lateral_spread_cm=fixed(spec.lateral_sd_cm, base.lateral_spread_cm),
        magnet_spread_deg=fixed(spec.magnet_sd_deg, base.magnet_spread_deg),
    )


class SpecThrower:
    """Makes one seat's throws as its ThrowerSpec says."""

    def __init__(self, spec: ThrowerSpec, base: PhysicsConfig) -> None:
        self.spec = spec
        self.base = base
        self.config = _config_for(spec, base)  # kept alive: Thrower.shared keys on the object
        self.styles = [ThrowStyle(style) for style, _ in spec.styles]
        self.weights = [weight for _, weight in spec.styles]

    def throw(self, seat: int, request: RollRequest, rng: random.Random) -> Throw:
        style = ThrowStyle.ROLLED
        if len(self.styles) == 1:
            style = self.styles[0]
        elif self.styles:
            style = rng.choices(self.styles, self.weights)[0]
        if self.spec.is_profile:
            return self._profile_throw(seat, request, rng, style)
        return Thrower.shared(self.config).throw(seat, request, self.spec.skill, rng, style=style)

    def _profile_throw(self, seat: int, request: RollRequest, rng: random.Random, style: ThrowStyle) -> Throw:
        """The player's throw: aimed from their own spot (the ideal release moved by their habit) at
        the core they chose, released around it, spoiled by their aim, speed and hold habits and
        spreads."""
        spec = self.spec
        thrower = Thrower.shared(self.config)
        lateral_sd = spec.lateral_sd_cm or 0.0
        depth_sd = spec.release_depth_sd_cm if spec.release_depth_sd_cm is not None else lateral_sd
        margin = spec.release_margin_cm
        target = thrower.choose_target(request, seat, margin, rng)
        ideal = thrower.ideal(seat, request, target, style, margin_cm=margin)
        # aimed from the player's habitual spot; the hand's wobble around it is not aimed for (as in
        # the thrower model, whose release spread comes after the aim)
        spot = ideal.lateral_cm + spec.release_lateral_bias_cm, max(0.0, ideal.depth_cm + spec.release_depth_bias_cm)
        best = (
            thrower.aimed_from(seat, request, *spot, target, style)
            if spot != (ideal.lateral_cm, ideal.depth_cm)
            else ideal
        )
        lateral = spot[0] + rng.gauss(0.0, lateral_sd)
        depth = max(0.0, spot[1] + rng.gauss(0.0, depth_sd))
        angle = best.angle_deg + spec.aim_bias_deg + rng.gauss(0.0, spec.aim_sd_deg or 0.0)
        speed = best.speed_mps * (1.0 + spec.speed_bias_rel + rng.gauss(0.0, spec.speed_sd_rel or 0.0))
        speed = max(0.2, min(self.config.max_hand_speed_mps, speed))
        spin = best.spin * (1.0 + rng.gauss(0.0, 0.2)) if best.spin else 0.0
        hold = best.magnet_deg + spec.magnet_bias_deg + rng.gauss(0.0, spec.magnet_sd_deg or 0.0)
        return Throw(lateral, depth, angle, speed, style, spin, (hold + 180.0) % 360.0 - 180.0)


_SPEC_THROWERS: dict[tuple[ThrowerSpec, int], SpecThrower] = {}


def spec_thrower(spec: ThrowerSpec, base: PhysicsConfig) -> SpecThrower:
    """One SpecThrower per spec and base config in a process, so its thrower's caches of ideal
    throws last from game to game."""
    key = (spec, id(base))
    found = _SPEC_THROWERS.get(key)
    if found is None or found.base is not base:  # an id reused by a new config
        found = _SPEC_THROWERS[key] = SpecThrower(spec, base)
    return found


class SeatThrowers:
    """A roll model whose seats throw as their specs say (None: the model's default thrower)."""

    def __init__(self, inner: RollModel, by_seat: dict[int, ThrowerSpec | None]) -> None:
        config = getattr(inner, "config", None)
        if not isinstance(config, PhysicsConfig):
            raise ValueError(f"the {inner.name} roll model does not use throws: choose fast or physics rolls")
        self.inner = inner
        self.name = inner.name
        self.config = config
        self.throwers = {seat: spec_thrower(spec, config) for seat, spec in by_seat.items() if spec is not None}

    def throws(self, request: RollRequest, rng: random.Random) -> dict[int, Throw | None]:
        throws: dict[int, Throw | None] = {}
        for seat in sorted(request.throws):
            given = request.throws[seat]
            if given is None:
                own = self.throwers.get(seat)
                if own is not None:
                    given = own.throw(seat, request, rng)
                else:
                    given = Thrower.shared(self.config).throw(seat, request, self.config.default_skill, rng)
            throws[seat] = given
        return throws

    def roll(self, request: RollRequest, rng: random.Random) -> dict[int, RollOutcome]:
        return self.inner.roll(dataclasses.replace(request, throws=self.throws(request, rng)), rng)


class TrackedSeatThrowers(SeatThrowers):
    """SeatThrowers over the physics model, which can also give every Bakugan's track (the table
    animates those)."""

    def roll_with_trajectory(self, request: RollRequest, rng: random.Random) -> Any:
        return self.inner.roll_with_trajectory(  # type: ignore[attr-defined]
            dataclasses.replace(request, throws=self.throws(request, rng)), rng
        )


def seat_throwers(inner: RollModel, by_seat: dict[int, ThrowerSpec | None]) -> SeatThrowers:
    """The wrapper for this roll model: with tracks when the model gives them."""
    if callable(getattr(inner, "roll_with_trajectory", None)):
        return TrackedSeatThrowers(inner, by_seat)
    return SeatThrowers(inner, by_seat)
