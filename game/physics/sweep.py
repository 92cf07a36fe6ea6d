"""Headless sweep: roll many human-like throws through the physics and count what happens.

The throws come from the thrower model at every skill and style on random fields, plus a share
with a random hand speed so fast and slow cells are measured too. The counts feed the fast
model (RateTable) and a readable summary by style, speed and distance.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from dataclasses import dataclass

from game.physics.config import PhysicsConfig, default_config
from game.physics.fast import RateTable
from game.physics.features import ThrowFeatures, throw_features
from game.physics.fields import random_field
from game.physics.table import make_table
from game.physics.thrower import Thrower
from game.physics.world import roll_outcomes
from game.roll.seam import RollOutcome, RollRequest, RollResult, Throw, ThrowStyle

STYLES = tuple(ThrowStyle)


@dataclass(frozen=True)
class SweepSample:
    request: RollRequest
    seat: int
    throw: Throw
    skill: float
    seed: int
    explored: bool  # given a random hand speed instead of the thrower's own


def category_of(outcome: RollOutcome) -> str:
    if outcome.result is RollResult.OPENED:
        return "attached" if outcome.cores else "opened"
    return str(outcome.result.value)


def make_sample(index: int, base_seed: int, thrower: Thrower) -> SweepSample:
    seed = base_seed * 1_000_003 + index
    rng = random.Random(seed)
    field = random_field(rng, rng.randint(1, 9))
    seat = rng.randint(0, 1)
    style = STYLES[rng.randrange(len(STYLES))]
    skill = rng.random()
    probe = RollRequest(field=field, throws={seat: None}, seats=2)
    throw = thrower.throw(seat, probe, skill, rng, style=style)
    explored = rng.random() < 0.3  # explore speeds a thrower seldom picks
    if explored:
        throw = dataclasses.replace(throw, speed_mps=rng.uniform(0.3, 3.0))
    request = RollRequest(field=field, throws={seat: throw}, seats=2)
    return SweepSample(request, seat, throw, skill, seed, explored)


def roll_sample(sample: SweepSample, config: PhysicsConfig) -> RollOutcome:
    return roll_outcomes(sample.request, random.Random(sample.seed), config)[sample.seat]


def features_of(sample: SweepSample, config: PhysicsConfig) -> ThrowFeatures:
    table = make_table(config, sample.request.seats)
    return throw_features(table, sample.seat, sample.throw, sample.request.field, config)


@dataclass
class SweepResult:
    table: RateTable
    rows: list[tuple[SweepSample, ThrowFeatures, str]]


def run_sweep(
    count: int,
    base_seed: int = 1,
    config: PhysicsConfig | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> SweepResult:
    cfg = config if config is not None else default_config()
    thrower = Thrower(cfg)
    table = RateTable({})
    rows = []
    for i in range(count):
        sample = make_sample(i, base_seed, thrower)
        outcome = roll_sample(sample, cfg)
        features = features_of(sample, cfg)
        category = category_of(outcome)
        if features.release_problem is None:
            table.add(features.cell(), category, len(outcome.cores) > 1)
        rows.append((sample, features, category))
        if progress is not None and (i + 1) % 200 == 0:
            progress(i + 1, count)
    return SweepResult(table, rows)


SPEED_BANDS = ((0.0, 0.6), (0.6, 0.9), (0.9, 1.2), (1.2, 1.6), (1.6, 2.2), (2.2, 3.01))
DISTANCE_BANDS = ((0.0, 20.0), (20.0, 25.0), (25.0, 30.0), (30.0, 100.0))
SKILL_BANDS = (("careless", 0.0, 0.34), ("average", 0.34, 0.67), ("good", 0.67, 1.01))


def _rates(cats: list[str]) -> dict[str, float]:
    n = len(cats)
    if n == 0:
        return {"throws": 0}
    opened = sum(c in ("attached", "opened") for c in cats)
    return {
        "throws": n,
        "open_rate": round(opened / n, 3),
        "attach_rate": round(cats.count("attached") / n, 3),
        "misroll_rate": round(cats.count("misroll") / n, 3),
        "illegal_rate": round(cats.count("illegal") / n, 3),
    }


def summary(rows: list[tuple[SweepSample, ThrowFeatures, str]]) -> dict[str, list[dict[str, object]]]:
    """Readable rates: by style, speed and distance (every throw), and by style and skill
    (the thrower's own throws only, without the explored speeds)."""
    by_speed: list[dict[str, object]] = []
    for style in STYLES:
        for lo, hi in SPEED_BANDS:
            for dlo, dhi in DISTANCE_BANDS:
                cats = [
                    c
                    for s, f, c in rows
                    if s.throw.style is style and lo <= s.throw.speed_mps < hi and dlo <= f.distance_cm < dhi
                ]
                if cats:
                    by_speed.append(
                        {"style": style.value, "speed_mps": [lo, hi], "distance_cm": [dlo, dhi], **_rates(cats)}
                    )
    by_skill: list[dict[str, object]] = []
    for style in STYLES:
        for name, lo, hi in SKILL_BANDS:
            cats = [c for s, f, c in rows if s.throw.style is style and lo <= s.skill < hi and not s.explored]
            by_skill.append({"style": style.value, "skill": name, **_rates(cats)})
    return {"by_style_speed_distance": by_speed, "by_style_skill": by_skill}
