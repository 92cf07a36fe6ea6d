"""The fast fitted model stays within 3 percentage points of the physics on unseen throws."""

from __future__ import annotations

import random
from collections import Counter, defaultdict

import pytest

from game.physics import default_config
from game.physics.fast import CATEGORIES, FastRollModel
from game.physics.sweep import STYLES, category_of, features_of, make_sample, roll_sample
from game.physics.thrower import Thrower
from game.roll.seam import RollRequest, RollResult, Throw, ThrowStyle

FIT_SEED = 1  # benchmarks/sweep_rolls.py fits on samples 1_000_003 * 1 + i


def _compare(count: int, base_seed: int, style: ThrowStyle | None = None) -> dict[str, tuple[float, float]]:
    assert base_seed != FIT_SEED, "the check must use throws the fit did not see"
    config = default_config()
    model = FastRollModel()
    thrower = Thrower(config)
    physics: Counter[str] = Counter()
    fast: defaultdict[str, float] = defaultdict(float)
    n = 0
    i = 0
    while n < count:
        sample = make_sample(i, base_seed, thrower)
        i += 1
        if style is not None and sample.throw.style is not style:
            continue
        n += 1
        physics[category_of(roll_sample(sample, config))] += 1
        for category, p in model.expected(features_of(sample, config)).items():
            fast[category] += p
    rates = {c: (physics[c] / n, fast[c] / n) for c in CATEGORIES}
    rates["open"] = (
        (physics["attached"] + physics["opened"]) / n,
        (fast["attached"] + fast["opened"]) / n,
    )
    return rates


def _assert_close(rates: dict[str, tuple[float, float]], label: str) -> None:
    for name, (phys, fast) in rates.items():
        assert abs(phys - fast) <= 0.03, f"{label} {name}: physics {phys:.3f}, fast {fast:.3f}"


def test_fast_model_within_3_points_of_physics_on_unseen_throws() -> None:
    _assert_close(_compare(1500, base_seed=7), "all styles")


@pytest.mark.slow
@pytest.mark.parametrize("style", STYLES)
def test_fast_model_within_3_points_per_style_big_sample(style: ThrowStyle) -> None:
    _assert_close(_compare(4000, base_seed=8, style=style), style.value)


def test_fast_model_decides_release_rules_exactly() -> None:
    model = FastRollModel()
    field = {"A": (0, 0)}
    out = model.roll(RollRequest(field, {0: Throw(depth_cm=18.0), 1: Throw(depth_cm=-1.0)}, 2), random.Random(1))
    assert out[0].result is RollResult.ILLEGAL and out[0].rule == "7.8.2"
    assert out[1].result is RollResult.MISROLL and out[1].rule == "7.9.1"


def test_fast_model_is_seeded_and_attaches_the_aimed_core() -> None:
    model = FastRollModel()
    field = {"A": (0, 0), "B": (1, 0)}
    request = RollRequest(field, {0: None, 1: None}, 2)
    runs = [model.roll(request, random.Random(s)) for s in range(200)]
    assert runs[:20] == [model.roll(request, random.Random(s)) for s in range(20)]
    held = [o.cores for out in runs for o in out.values() if o.cores]
    assert held and all(set(c) <= {"A", "B"} for c in held)
    opened = sum(o.opened for out in runs for o in out.values())
    assert 0.2 < opened / 400 < 0.9
