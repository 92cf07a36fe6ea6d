"""Physics tunables from game/data/physics.yaml, checked on load with errors that name the key."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from game.files.paths import PHYSICS_FILE as DEFAULT_PATH
from game.roll.seam import ThrowStyle


class PhysicsConfigError(ValueError):
    """The physics YAML is missing, malformed, or has a bad value; the message says where."""


@dataclass(frozen=True)
class StyleConfig:
    decel_cm_s2: float
    spin_decel_rps2: float
    hold_spread_deg: float
    default_spin_rps: float


@dataclass(frozen=True)
class PhysicsConfig:
    two_player_cm: tuple[float, float]
    multi_player_cm: tuple[float, float]
    card_length_cm: float
    release_zone_card_lengths: float
    core_gap_card_lengths: float
    core_across_flats_cm: float
    core_height_cm: float
    core_restitution: float
    core_friction: float
    magnet_reach_cm: float
    ball_diameter_cm: float
    open_diameter_cm: float
    ball_mass_g: float
    ball_restitution: float
    ball_friction: float
    obstacle_restitution: float
    magnet_half_angle_deg: float
    styles: dict[ThrowStyle, StyleConfig]
    open_min_speed_cm_s: float
    open_max_speed_cm_s: float
    attach_max_speed_cm_s: float
    open_decel_cm_s2: float
    snap_pull_cm_s: float
    attach_gap_cm: float
    skid_mu: float
    time_step_s: float
    sample_every_steps: int
    max_time_s: float
    rest_speed_cm_s: float
    iterations: int
    max_hand_speed_mps: float
    default_skill: float
    aim_spread_deg: tuple[float, float]
    speed_spread_rel: tuple[float, float]
    lateral_spread_cm: tuple[float, float]
    magnet_spread_deg: tuple[float, float]
    arrival_speed_cm_s: float

    @property
    def ball_radius_cm(self) -> float:
        return self.ball_diameter_cm / 2.0

    @property
    def release_zone_cm(self) -> float:
        return self.release_zone_card_lengths * self.card_length_cm

    @property
    def core_gap_cm(self) -> float:
        return self.core_gap_card_lengths * self.card_length_cm

    def style(self, style: ThrowStyle) -> StyleConfig:
        return self.styles[style]


class _Reader:
    def __init__(self, data: Any, source: str) -> None:
        if not isinstance(data, dict):
            raise PhysicsConfigError(f"{source}: expected a mapping at the top level")
        self.data = data
        self.source = source

    def _get(self, path: str) -> Any:
        node: Any = self.data
        for part in path.split("."):
            if not isinstance(node, dict) or part not in node:
                raise PhysicsConfigError(f"{self.source}: missing key '{path}'")
            node = node[part]
        return node

    def num(self, path: str, *, low: float | None = None, high: float | None = None) -> float:
        value = self._get(path)
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise PhysicsConfigError(f"{self.source}: '{path}' must be a number, got {value!r}")
        number = float(value)
        if low is not None and number < low:
            raise PhysicsConfigError(f"{self.source}: '{path}' = {number} is below {low}")
        if high is not None and number > high:
            raise PhysicsConfigError(f"{self.source}: '{path}' = {number} is above {high}")
        return number

    def positive(self, path: str) -> float:
        number = self.num(path)
        if number <= 0:
            raise PhysicsConfigError(f"{self.source}: '{path}' must be above 0, got {number}")
        return number

    def integer(self, path: str, low: int) -> int:
        value = self._get(path)
        if isinstance(value, bool) or not isinstance(value, int) or value < low:
            raise PhysicsConfigError(f"{self.source}: '{path}' must be a whole number >= {low}")
        return value

    def pair(self, path: str) -> tuple[float, float]:
        value = self._get(path)
        ok = isinstance(value, list) and len(value) == 2
        if not ok or not all(isinstance(v, int | float) and not isinstance(v, bool) for v in value):
            raise PhysicsConfigError(f"{self.source}: '{path}' must be a list of two numbers")
        return (float(value[0]), float(value[1]))


def parse_physics_config(data: Any, source: str = "<physics config>") -> PhysicsConfig:
    r = _Reader(data, source)
    styles = {
        style: StyleConfig(
            decel_cm_s2=r.positive(f"styles.{style.value}.decel_cm_s2"),
            spin_decel_rps2=r.num(f"styles.{style.value}.spin_decel_rps2", low=0.0),
            hold_spread_deg=r.num(f"styles.{style.value}.hold_spread_deg", low=0.0, high=180.0),
            default_spin_rps=r.num(f"styles.{style.value}.default_spin_rps"),
        )
        for style in ThrowStyle
    }
    config = PhysicsConfig(
        two_player_cm=r.pair("table.two_player_cm"),
        multi_player_cm=r.pair("table.multi_player_cm"),
        card_length_cm=r.positive("table.card_length_cm"),
        release_zone_card_lengths=r.positive("table.release_zone_card_lengths"),
        core_gap_card_lengths=r.num("table.core_gap_card_lengths", low=0.0),
        core_across_flats_cm=r.positive("core.across_flats_cm"),
        core_height_cm=r.num("core.height_cm", low=0.0),
        core_restitution=r.num("core.restitution", low=0.0, high=1.0),
        core_friction=r.num("core.friction", low=0.0),
        magnet_reach_cm=r.num("core.magnet_reach_cm", low=0.0),
        ball_diameter_cm=r.positive("bakugan.diameter_cm"),
        open_diameter_cm=r.positive("bakugan.open_diameter_cm"),
        ball_mass_g=r.positive("bakugan.mass_g"),
        ball_restitution=r.num("bakugan.ball_restitution", low=0.0, high=1.0),
        ball_friction=r.num("bakugan.ball_friction", low=0.0),
        obstacle_restitution=r.num("bakugan.obstacle_restitution", low=0.0, high=1.0),
        magnet_half_angle_deg=r.num("magnet.half_angle_deg", low=0.0, high=180.0),
        styles=styles,
        open_min_speed_cm_s=r.num("opening.min_speed_cm_s", low=0.0),
        open_max_speed_cm_s=r.positive("opening.max_speed_cm_s"),
        attach_max_speed_cm_s=r.num("opening.attach_max_speed_cm_s", low=0.0),
        open_decel_cm_s2=r.positive("opening.open_decel_cm_s2"),
        snap_pull_cm_s=r.num("opening.snap_pull_cm_s", low=0.0),
        attach_gap_cm=r.num("opening.attach_gap_cm", low=0.0),
        skid_mu=r.positive("bakugan.skid_mu"),
        time_step_s=r.positive("sim.time_step_s"),
        sample_every_steps=r.integer("sim.sample_every_steps", 1),
        max_time_s=r.positive("sim.max_time_s"),
        rest_speed_cm_s=r.positive("sim.rest_speed_cm_s"),
        iterations=r.integer("sim.iterations", 1),
        max_hand_speed_mps=r.positive("sim.max_hand_speed_mps"),
        default_skill=r.num("thrower.default_skill", low=0.0, high=1.0),
        aim_spread_deg=r.pair("thrower.aim_spread_deg"),
        speed_spread_rel=r.pair("thrower.speed_spread_rel"),
        lateral_spread_cm=r.pair("thrower.lateral_spread_cm"),
        magnet_spread_deg=r.pair("thrower.magnet_spread_deg"),
        arrival_speed_cm_s=r.positive("thrower.arrival_speed_cm_s"),
    )
    if config.open_min_speed_cm_s >= config.open_max_speed_cm_s:
        raise PhysicsConfigError(f"{source}: opening.min_speed_cm_s must be below max_speed_cm_s")
    # A step must move the fastest ball less than its radius, or it could pass through a core.
    if config.max_hand_speed_mps * 100.0 * config.time_step_s >= config.ball_radius_cm:
        raise PhysicsConfigError(
            f"{source}: sim.time_step_s is too long: at {config.max_hand_speed_mps} m/s a ball "
            f"would move more than its radius per step and could tunnel through a core"
        )
    return config


def load_physics_config(path: str | Path = DEFAULT_PATH) -> PhysicsConfig:
    file = Path(path)
    try:
        text = file.read_text(encoding="utf-8")
    except OSError as exc:
        raise PhysicsConfigError(f"{file}: cannot read the physics config ({exc})") from exc
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise PhysicsConfigError(f"{file}: not valid YAML: {exc}") from exc
    return parse_physics_config(data, str(file))


@lru_cache(maxsize=1)
def default_config() -> PhysicsConfig:
    return load_physics_config(DEFAULT_PATH)
