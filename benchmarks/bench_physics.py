"""Full-physics rolls per second on one core, and their ratio to raw pymunk stepping.

The scene: a seven-core field, two Bakugan thrown at once by the thrower model (skill 0.7,
styles in turn). "Raw" builds the very same space for each roll (same cores, same Bakugan, same
joints) with no collision callbacks and only calls space.step as many times as that roll took,
so the ratio says how much of a roll's time is pymunk stepping and how much is the model around
it (building, callbacks, magnet tracking, rest checks, outcome). A second ratio compares with the
C step alone (pymunk's cpSpaceStep without Space.step's Python wrapper, which the model uses).
Times are this process's CPU time, each the best of several passes (each pass times every side
in turn), as other processes share the machine.
Prints figures; asserts nothing. Usage: python benchmarks/bench_physics.py [ROLLS] [PASSES]
"""

from __future__ import annotations

import gc
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

# Run from a checkout: the repository's own game package, not whatever an install points at.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pymunk

from game.physics import PhysicsConfig, PhysicsRollModel, default_config
from game.physics.scene import BALL, CORE, REACH, c_stepper
from game.physics.thrower import Thrower
from game.physics.world import RollSim, simulate_roll
from game.roll.seam import RollRequest, Throw, ThrowStyle

FIELD = {"A": (0, 0), "B": (1, 0), "C": (0, 1), "D": (-1, 0), "E": (0, -1), "F": (1, -1), "G": (-1, 1)}


def requests(count: int) -> list[RollRequest]:
    thrower = Thrower()
    styles = list(ThrowStyle)
    out = []
    for i in range(count):
        rng = random.Random(i)
        probe = RollRequest(field=FIELD, throws={0: None, 1: None}, seats=2)
        style = styles[i % len(styles)]
        throws: dict[int, Throw | None] = {seat: thrower.throw(seat, probe, 0.7, rng, style=style) for seat in (0, 1)}
        out.append(RollRequest(field=FIELD, throws=throws, seats=2))
    return out


def bare_space(request: RollRequest, seed: int, config: PhysicsConfig) -> RollSim:
    """The roll's space as built for it, with the model's collision callbacks taken out."""
    throws = {seat: t for seat, t in request.throws.items() if t is not None}
    sim = RollSim(request, throws, random.Random(seed), config, record=False, reuse_scene=False)
    sim.space.on_collision(BALL, CORE, begin=pymunk.empty_callback, separate=pymunk.empty_callback)
    sim.space.on_collision(BALL, REACH, begin=pymunk.empty_callback)
    return sim


def timed_rolls(batch: list[RollRequest], roll: Callable[[RollRequest, random.Random], object]) -> float:
    gc.collect()  # each block pays only for the garbage it makes itself
    start = time.process_time()
    for i, request in enumerate(batch):
        roll(request, random.Random(i))
    return time.process_time() - start


def timed_stepping(batch: list[RollRequest], steps: list[int], config: PhysicsConfig, use_c: bool) -> float:
    sims = [bare_space(request, i, config) for i, request in enumerate(batch)]
    steppers = [c_stepper(sim.space) if use_c else sim.space.step for sim in sims]
    dt = config.time_step_s
    gc.collect()
    start = time.process_time()
    for step, count in zip(steppers, steps, strict=True):
        for _ in range(count):
            step(dt)
    spent = time.process_time() - start
    for sim in sims:
        sim.close()
    return spent


def one_pass(batch: list[RollRequest], steps: list[int], config: PhysicsConfig) -> tuple[float, float, float, float]:
    """Seconds spent on (full rolls, rolls with trajectories, raw space.step, raw C step)."""
    model = PhysicsRollModel(config)
    return (
        timed_rolls(batch, model.roll),
        timed_rolls(batch, model.roll_with_trajectory),
        timed_stepping(batch, steps, config, use_c=False),
        timed_stepping(batch, steps, config, use_c=True),
    )


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    passes = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    config = default_config()
    batch = requests(count)
    steps = [simulate_roll(r, random.Random(i), config, record=False).steps for i, r in enumerate(batch)]
    results = [one_pass(batch, steps, config) for _ in range(passes)]
    full, drawn, raw, c_raw = (min(r[k] for r in results) for k in range(4))

    per_roll = sum(steps) / count
    rolls_per_s = count / full
    dt_ms = config.time_step_s * 1e3
    print(f"{count} two-Bakugan rolls on a 7-core field, {per_roll:.0f} steps/roll (dt {dt_ms:.2f} ms)")
    print(f"best of {passes} passes")
    print(f"full physics:         {rolls_per_s:8.0f} rolls/s  ({full / count * 1e3:.3f} ms/roll)")
    print(f"with trajectories:    {count / drawn:8.0f} rolls/s")
    print(f"raw space.step:       {count / raw:8.0f} rolls/s of stepping alone ({sum(steps) / raw:.0f} steps/s)")
    print(f"raw C step:           {count / c_raw:8.0f} rolls/s of stepping alone ({sum(steps) / c_raw:.0f} steps/s)")
    print(f"ratio full / raw:     {raw / full:8.2f}  (aim: 0.6 or better; 500 rolls/s or more)")
    print(f"ratio full / C step:  {c_raw / full:8.2f}")


if __name__ == "__main__":
    main()
