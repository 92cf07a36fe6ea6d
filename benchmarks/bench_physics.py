"""Full-physics rolls per second on one core, and their ratio to raw pymunk stepping.

The scene: a seven-core field, two Bakugan thrown at once by the thrower model (skill 0.7,
styles in turn). "Raw" builds the very same space for each roll and only calls space.step as
many times as that roll took, so the ratio is how much of the time is pymunk itself and how much
is the model around it (building, magnet tracking, outcome). Prints figures; asserts nothing.
Usage: python benchmarks/bench_physics.py [ROLLS]
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

# Run from a checkout: the repository's own game package, not whatever an install points at.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.physics import PhysicsRollModel, default_config
from game.physics.thrower import Thrower
from game.physics.world import RollSim, simulate_roll
from game.roll import RollRequest, Throw, ThrowStyle

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


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    config = default_config()
    model = PhysicsRollModel(config)
    batch = requests(count)
    steps = [simulate_roll(r, random.Random(i), config, record=False).steps for i, r in enumerate(batch)]

    # Interleaved roll by roll, so a busy machine slows both sides alike.
    full = drawn = raw = 0.0
    dt = config.time_step_s
    clock = time.perf_counter
    for i, request in enumerate(batch):
        start = clock()
        model.roll(request, random.Random(i))
        full += clock() - start
        start = clock()
        model.roll_with_trajectory(request, random.Random(i))
        drawn += clock() - start
        rng = random.Random(i)
        throws = {seat: t for seat, t in request.throws.items() if t is not None}
        space = RollSim(request, throws, rng, config, record=False, reuse_scene=False).space
        step = space.step
        start = clock()
        for _ in range(steps[i]):
            step(dt)
        raw += clock() - start

    total_steps = sum(steps)
    rolls_per_s = count / full
    raw_steps_per_s = total_steps / raw
    ratio = rolls_per_s / (raw_steps_per_s / (total_steps / count))
    print(f"{count} two-Bakugan rolls on a 7-core field, {total_steps / count:.0f} steps/roll (dt {dt * 1000:.2f} ms)")
    print(f"full physics:         {rolls_per_s:8.0f} rolls/s  ({full / count * 1e3:.2f} ms/roll)")
    print(f"with trajectories:    {count / drawn:8.0f} rolls/s")
    print(
        f"raw pymunk stepping:  {raw_steps_per_s:8.0f} steps/s = "
        f"{raw_steps_per_s / (total_steps / count):.0f} rolls/s of stepping alone"
    )
    print(f"ratio full / raw:     {ratio:8.2f}  (aim: 0.6 or better; 500 rolls/s or more)")


if __name__ == "__main__":
    main()
