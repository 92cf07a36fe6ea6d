"""A player's own rolling: the throws of their practice sessions, and a profile fitted to them that
computer seats and deck tests can throw with (ThrowerSpec, game/sim/throwers.py).

Practice records each throw (the field, the throw, what it did) in `throws/NAME.jsonl` in the user
folder. A profile measures, for every throw, how far it strayed from the throw a perfect hand
would have made from the same release point at the core it was aimed at (the core nearest its
aim line): aim, speed and magnet-hold errors; their means are the player's habits and their
standard deviations the spreads, both calibrated by simulation (`calibrate`).
It keeps the styles thrown (by share) and the practice open and attach rates, and is saved in
`roll_profiles/NAME.json`. `check_profile` rolls throws made from the profile through the physics
on the practice fields, to compare their open rate with the practice one.
"""

from __future__ import annotations

import json
import math
import random
import re
import typing
from collections import Counter
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from game.file_errors import FileProblem
from game.file_read import KB, load_json
from game.hexgrid import Cell, hex_center_cm
from game.physics.config import PhysicsConfig, default_config
from game.physics.table import direction_from
from game.physics.thrower import Thrower
from game.physics.world import roll_outcomes
from game.roll import RollRequest, RollResult, Throw, ThrowStyle
from game.sim.throwers import SpecThrower, ThrowerSpec
from game.ui.saves import data_dir

MIN_THROWS = 10
CALIBRATION_ROUNDS = 6
_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9 _.-]{0,39}$")


class ProfileError(ValueError):
    pass


class ProfileFileError(FileProblem, ProfileError):
    """A profile file that cannot be used: the file and what is wrong (exit 1, like every file)."""

    kind = "rolling profile"


def check_name(name: str) -> str:
    if not _NAME.match(name) or name.endswith("."):
        raise ProfileError(f"{name!r} is not a profile name: letters, digits, spaces, '_', '-' and '.' (up to 40)")
    return name


def throws_path(name: str, folder: Path | None = None) -> Path:
    return (folder or data_dir()) / "throws" / f"{check_name(name)}.jsonl"


def profile_path(name: str, folder: Path | None = None) -> Path:
    return (folder or data_dir()) / "roll_profiles" / f"{check_name(name)}.json"


@dataclass(frozen=True)
class ThrowRecord:
    """One practice throw of seat 0 at a two-player table: the field, the throw and its outcome."""

    field: dict[str, Cell]
    throw: Throw
    result: str  # a RollResult value
    cores: int = 0  # cores it held

    def to_json(self) -> dict[str, Any]:
        t = self.throw
        return {
            "field": {k: list(v) for k, v in sorted(self.field.items())},
            "throw": [t.lateral_cm, t.depth_cm, t.angle_deg, t.speed_mps, t.style.value, t.spin, t.magnet_deg],
            "result": self.result,
            "cores": self.cores,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ThrowRecord:
        lateral, depth, angle, speed, style, spin, magnet = data["throw"]
        field = {str(k): (int(v[0]), int(v[1])) for k, v in data["field"].items()}
        throw = Throw(
            float(lateral), float(depth), float(angle), float(speed), ThrowStyle(style), float(spin), float(magnet)
        )
        RollResult(data["result"])  # refuses an unknown result
        return cls(field, throw, str(data["result"]), int(data.get("cores", 0)))

    @property
    def opened(self) -> bool:
        return self.result == RollResult.OPENED.value


def record_throw(name: str, record: ThrowRecord, folder: Path | None = None) -> Path:
    path = throws_path(name, folder)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a", encoding="utf-8") as out:
        out.write(json.dumps(record.to_json(), sort_keys=True) + "\n")
    return path


def load_throws(name: str, folder: Path | None = None) -> tuple[list[ThrowRecord], list[str]]:
    """The player's recorded throws, and a problem (file:line: what) for each line that cannot be
    read (kept out; the rest still count)."""
    path = throws_path(name, folder)
    if not path.exists():
        return [], []
    records: list[ThrowRecord] = []
    problems: list[str] = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            records.append(ThrowRecord.from_json(json.loads(line)))
        except (ValueError, KeyError, TypeError, IndexError) as exc:
            problems.append(f"{path}:{number}: {type(exc).__name__}: {exc}")
    return records, problems


@dataclass(frozen=True)
class RollProfile:
    name: str
    throws: int
    aim_sd_deg: float
    speed_sd_rel: float
    magnet_sd_deg: float
    lateral_sd_cm: float
    like_skill: float  # the thrower model's skill with the same aim spread
    styles: dict[str, float]  # share of the throws in each style
    open_rate: float  # in practice
    attach_rate: float
    aim_bias_deg: float = 0.0  # habits: the mean error (to the right, faster, magnet turned forward)
    speed_bias_rel: float = 0.0
    magnet_bias_deg: float = 0.0

    def spec(self) -> ThrowerSpec:
        return ThrowerSpec(
            skill=self.like_skill,
            name=self.name,
            aim_sd_deg=self.aim_sd_deg,
            speed_sd_rel=self.speed_sd_rel,
            lateral_sd_cm=self.lateral_sd_cm,
            magnet_sd_deg=self.magnet_sd_deg,
            styles=tuple(sorted(self.styles.items())),
            aim_bias_deg=self.aim_bias_deg,
            speed_bias_rel=self.speed_bias_rel,
            magnet_bias_deg=self.magnet_bias_deg,
        )

    def summary(self) -> str:
        styles = ", ".join(f"{100 * share:.0f}% {style}" for style, share in sorted(self.styles.items()))
        return (
            f"{self.name}: {self.throws} throws, opened {100 * self.open_rate:.0f}% (held a core "
            f"{100 * self.attach_rate:.0f}%); aim spread {self.aim_sd_deg:.1f} deg, speed spread "
            f"{100 * self.speed_sd_rel:.0f}%, throws like skill {self.like_skill:.2f}; {styles}"
        )


def _wrap(angle: float) -> float:
    return (angle + 180.0) % 360.0 - 180.0


def throw_errors(record: ThrowRecord, thrower: Thrower) -> tuple[float, float, float]:
    """(aim error in degrees, speed error as a share of the needed speed, magnet error in degrees)
    against a perfect throw from the same release at the core nearest the aim line."""
    cfg = thrower.config
    table = thrower.table(2)
    throw = record.throw
    start = table.seat(0).to_table(throw.lateral_cm, throw.depth_cm)
    base = direction_from(table, 0, start, 0.0)
    best: tuple[float, float, tuple[float, float], float] | None = None
    for cell in record.field.values():
        goal = hex_center_cm(cell, cfg.core_across_flats_cm)
        want = (goal[0] - start[0], goal[1] - start[1])
        angle = -math.degrees(math.atan2(base[0] * want[1] - base[1] * want[0], base[0] * want[0] + base[1] * want[1]))
        miss = _wrap(throw.angle_deg - angle)
        if best is None or abs(miss) < abs(best[0]):
            best = (miss, angle, goal, math.hypot(*want))
    if best is None:
        return 0.0, 0.0, 0.0
    miss, angle, goal, distance = best
    travel = max(0.0, distance - cfg.ball_radius_cm - cfg.core_across_flats_cm / 2.0)
    decel = cfg.style(throw.style).decel_cm_s2
    needed = math.sqrt(cfg.arrival_speed_cm_s**2 + 2.0 * decel * travel) / 100.0
    perfect = Throw(throw.lateral_cm, throw.depth_cm, angle, needed, throw.style, throw.spin)
    hold = thrower.planned_magnet_deg(perfect, table, 0, goal)
    return miss, throw.speed_mps / needed - 1.0, _wrap(throw.magnet_deg - hold)


def _like_skill(value: float, pair: tuple[float, float]) -> float:
    """The skill at which the thrower model's spread (pair: at skill 0, at skill 1) equals value."""
    low, high = pair
    return max(0.0, min(1.0, (value - low) / (high - low))) if high != low else 0.5


@dataclass(frozen=True)
class Errors:
    """Mean (a habit: always a little fast, always a little left) and spread of aim (degrees),
    speed (a share of the needed speed) and magnet hold (degrees)."""

    bias: tuple[float, float, float]
    spread: tuple[float, float, float]


def measured_errors(records: Sequence[ThrowRecord], thrower: Thrower) -> Errors:
    errors = [throw_errors(r, thrower) for r in records if r.field]
    columns = [[e[k] for e in errors] for k in range(3)]
    means = tuple(math.fsum(c) / len(c) if c else 0.0 for c in columns)
    spreads = tuple(
        math.sqrt(math.fsum((v - m) ** 2 for v in c) / len(c)) if c else 0.0
        for c, m in zip(columns, means, strict=True)
    )
    return Errors(means, spreads)  # type: ignore[arg-type]


def _spec(errors: Errors, styles: dict[str, float], cfg: PhysicsConfig, name: str = "") -> ThrowerSpec:
    aim, speed, magnet = errors.spread
    skill = _like_skill(aim, cfg.aim_spread_deg)
    low, high = cfg.lateral_spread_cm
    return ThrowerSpec(
        skill=skill,
        name=name,
        aim_sd_deg=aim,
        speed_sd_rel=speed,
        # a release spread cannot be read from the throws: the thrower model's at that aim
        lateral_sd_cm=low + (high - low) * skill,
        magnet_sd_deg=magnet,
        styles=tuple(sorted(styles.items())),
        aim_bias_deg=errors.bias[0],
        speed_bias_rel=errors.bias[1],
        magnet_bias_deg=errors.bias[2],
    )


def calibrate(records: Sequence[ThrowRecord], styles: dict[str, float], cfg: PhysicsConfig, seed: int = 1) -> Errors:
    """The habits and spreads whose throws, measured the same way on the same fields, read as the
    player's do.

    Measuring against the core nearest the aim line reads a wild throw as a fair one at another
    core, and a perfect hold from the actual release is not the one the thrower model plans; so
    they are found by simulation, not read off directly: a few rounds of throws on the practice
    fields, each round moving every habit by, and scaling every spread by, how far its reading is
    from the player's."""
    thrower = Thrower.shared(cfg)
    target = measured_errors(records, thrower)
    now = target
    for round_ in range(CALIBRATION_ROUNDS):
        maker = SpecThrower(_spec(now, styles, cfg), cfg)
        made = []
        for index, record in enumerate(records):
            rng = random.Random(f"calibrate:{seed}:{round_}:{index}")
            throw = maker.throw(0, RollRequest(dict(record.field), {0: None}, 2), rng)
            made.append(ThrowRecord(record.field, throw, RollResult.CLOSED.value))
        reading = measured_errors(made, thrower)
        bias = tuple(b + t - r for b, t, r in zip(now.bias, target.bias, reading.bias, strict=True))
        spread = tuple(
            max(1e-3, s * t / r) if r > 0 else s
            for s, t, r in zip(now.spread, target.spread, reading.spread, strict=True)
        )
        now = Errors(bias, spread)  # type: ignore[arg-type]
    return now


def fit_profile(name: str, records: Sequence[ThrowRecord], config: PhysicsConfig | None = None) -> RollProfile:
    if len(records) < MIN_THROWS:
        raise ProfileError(f"{name}: {len(records)} recorded throws; a profile needs at least {MIN_THROWS}")
    cfg = config if config is not None else default_config()
    counts = Counter(r.throw.style.value for r in records)
    styles = {style: count / len(records) for style, count in sorted(counts.items())}
    errors = calibrate(records, styles, cfg)
    spec = _spec(errors, styles, cfg, check_name(name))
    assert spec.lateral_sd_cm is not None
    return RollProfile(
        name=spec.name,
        throws=len(records),
        aim_sd_deg=errors.spread[0],
        speed_sd_rel=errors.spread[1],
        magnet_sd_deg=errors.spread[2],
        lateral_sd_cm=spec.lateral_sd_cm,
        like_skill=spec.skill,
        styles=styles,
        open_rate=sum(r.opened for r in records) / len(records),
        attach_rate=sum(r.cores > 0 for r in records) / len(records),
        aim_bias_deg=errors.bias[0],
        speed_bias_rel=errors.bias[1],
        magnet_bias_deg=errors.bias[2],
    )


def save_profile(profile: RollProfile, folder: Path | None = None) -> Path:
    path = profile_path(profile.name, folder)
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(".json.tmp")
    temporary.write_text(json.dumps(asdict(profile), indent=1, sort_keys=True) + "\n", encoding="utf-8")
    temporary.replace(path)
    return path


def load_profile(name: str, folder: Path | None = None) -> RollProfile:
    path = profile_path(name, folder)
    if not path.exists():
        raise ProfileError(f"no rolling profile {name!r} ({path}): practise rolling, then fit one")
    data = load_json(path, ProfileFileError, 64 * KB, max_nodes=1_000)
    if not isinstance(data, dict):
        raise ProfileFileError(path, "is not a rolling profile (a mapping of its figures)")
    hints = typing.get_type_hints(RollProfile)
    for name, value in data.items():
        hint = hints.get(name)
        if hint is None:
            raise ProfileFileError(path, f"unknown key {str(name)[:30]!r} in a rolling profile")
        if not _profile_value_fits(value, hint):
            raise ProfileFileError(path, f"{name} is {str(value)[:30]!r}, not {getattr(hint, '__name__', hint)}")
    try:
        return RollProfile(**data)
    except TypeError as exc:  # a figure missing
        raise ProfileFileError(path, f"is not a rolling profile ({exc})") from exc


def _profile_value_fits(value: Any, hint: Any) -> bool:
    if hint is str:
        return isinstance(value, str)
    if hint is int:
        return type(value) is int
    if hint is float:
        return type(value) in (int, float) and math.isfinite(value)
    return isinstance(value, dict) and all(  # styles: share of throws by style
        isinstance(k, str) and type(v) in (int, float) and math.isfinite(v) for k, v in value.items()
    )


def list_profiles(folder: Path | None = None) -> list[str]:
    return sorted(p.stem for p in ((folder or data_dir()) / "roll_profiles").glob("*.json"))


@dataclass(frozen=True)
class ProfileCheck:
    practice_open: float
    simulated_open: float
    practice_throws: int
    simulated_throws: int


def check_profile(
    profile: RollProfile, records: Sequence[ThrowRecord], per_field: int = 2, seed: int = 1
) -> ProfileCheck:
    """Throws made from the profile, `per_field` on each recorded throw's field, rolled through the
    physics: their open rate against the practice one."""
    cfg = default_config()
    thrower = SpecThrower(profile.spec(), cfg)
    opened = made = 0
    for index, record in enumerate(records):
        for k in range(per_field):
            rng = random.Random(f"{seed}:{index}:{k}")
            probe = RollRequest(dict(record.field), {0: None}, 2)
            throw = thrower.throw(0, probe, rng)
            outcome = roll_outcomes(RollRequest(dict(record.field), {0: throw}, 2), rng, cfg)[0]
            opened += int(outcome.opened)
            made += 1
    practice = sum(r.opened for r in records) / len(records) if records else 0.0
    return ProfileCheck(practice, opened / made if made else 0.0, len(records), made)
