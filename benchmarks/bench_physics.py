"""Full-physics rolls per second on one core, and their ratio to raw pymunk stepping.

The scene: a seven-core field, two Bakugan thrown at once by the thrower model (skill 0.7,
styles in turn). "Raw" builds the very same space for each roll (same cores, same Bakugan, same
joints) with no collision callbacks and only calls space.step as many times as that roll took,
so the ratio says how much of a roll's time is pymunk stepping and how much is the model around
it (building, callbacks, magnet tracking, rest checks, outcome). A second ratio compares with the
C step alone (pymunk's cpSpaceStep without Space.step's Python wrapper, which the model uses).
Times are this process's CPU time, each the best of several passes (each pass times every side
in turn), as other processes share the machine.

The same two sides are also counted by valgrind's callgrind (unless --no-callgrind, or valgrind is
missing), which other processes cannot disturb: each side runs in a child under callgrind that
counts only inside one functools.reduce call doing that side's rolls or steps (the requests, the
step counts and the warming roll are left out), and the full rolls' instructions are split by the
object file they ran in (pymunk's _chipmunk library against the interpreter and the rest).
Prints figures; asserts nothing.
Usage: python benchmarks/bench_physics.py [ROLLS] [PASSES] [--no-callgrind] [--callgrind-rolls N]
       (callgrind counts 300 rolls unless told)
"""

from __future__ import annotations

import functools
import gc
import json
import random
import shutil
import sys
import time
from collections.abc import Callable
from pathlib import Path

# Run from a checkout: the repository's own game package, not whatever an install points at.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pymunk

from benchmarks.callgrind_child import counted_run
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


def counted_side(side: str, count: int) -> None:
    """The program callgrind runs: one side's rolls (full) or steps (c_step) inside functools.reduce."""
    config = default_config()
    batch = requests(count)
    steps = [simulate_roll(r, random.Random(i), config, record=False).steps for i, r in enumerate(batch)]
    model = PhysicsRollModel(config)
    model.roll(batch[0], random.Random(0))  # the scene of the field is built and cached here
    if side == "full":
        functools.reduce(lambda _, i: model.roll(batch[i], random.Random(i)), range(count), None)
    else:
        sims = [bare_space(request, i, config) for i, request in enumerate(batch)]
        dt = config.time_step_s

        def step_roll(_: object, i: int) -> None:
            step = c_stepper(sims[i].space)
            for _ in range(steps[i]):
                step(dt)

        functools.reduce(step_roll, range(count), None)
    print(json.dumps({"steps": sum(steps)}))


def callgrind_counts(side: str, count: int) -> tuple[int, dict[str, int]]:
    """Instructions of one side counted by callgrind, in total and by object file (self cost)."""
    env = {**__import__("os").environ, "PYTHONHASHSEED": "0"}
    _, text = counted_run([__file__, "--count", side, str(count)], env)
    return by_object(text)


def by_object(text: str) -> tuple[int, dict[str, int]]:
    """(total, {object file: self instructions}) of a callgrind output file (Ir only, line positions)."""
    names: dict[str, str] = {}
    per: dict[str, int] = {}
    current = "?"
    skip_next = False
    total = 0
    for line in text.splitlines():
        if line.startswith(("ob=", "cob=")):  # either may name an object file first
            key, _, name = line.split("=", 1)[1].partition(" ")
            if name:
                names[key] = Path(name).name
            if line.startswith("ob="):
                current = names.get(key, key)
        elif line.startswith("calls="):
            skip_next = True  # the next cost line is the call's inclusive cost
        elif line[:1].isdigit() or line[:1] in "+-*":
            if skip_next:
                skip_next = False
                continue
            parts = line.split()
            if len(parts) >= 2:
                per[current] = per.get(current, 0) + int(parts[1])
        elif line.startswith(("summary:", "totals:")):
            total = int(line.split()[1])
    return total, per


def callgrind_report(count: int) -> None:
    if shutil.which("valgrind") is None:
        print("callgrind: valgrind not found, not counted")
        return
    full, full_objects = callgrind_counts("full", count)
    c_step, c_objects = callgrind_counts("c_step", count)
    chipmunk = sum(n for name, n in full_objects.items() if "_chipmunk" in name)
    libm = sum(n for name, n in full_objects.items() if name.startswith("libm"))
    print(f"callgrind, {count} rolls (instructions, PYTHONHASHSEED 0):")
    print(f"full physics:         {full / count / 1e3:8.0f} k instructions/roll")
    print(f"raw C step:           {c_step / count / 1e3:8.0f} k instructions/roll of stepping alone")
    print(f"ratio full / C step:  {c_step / full:8.2f}  (aim: 0.6 or better)")
    raw_chipmunk = sum(n for name, n in c_objects.items() if "_chipmunk" in name)
    print(f"in pymunk's _chipmunk: {chipmunk / full:.2f} of the full rolls, {raw_chipmunk / c_step:.2f} of the C step")
    print(f"in libm: {libm / full:.2f} of the full rolls")


def main() -> None:
    if sys.argv[1:2] == ["--count"]:
        counted_side(sys.argv[2], int(sys.argv[3]))
        return
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    callgrind_rolls = 300
    if "--callgrind-rolls" in sys.argv:
        callgrind_rolls = int(sys.argv[sys.argv.index("--callgrind-rolls") + 1])
        args.remove(str(callgrind_rolls))
    count = int(args[0]) if args else 2000
    passes = int(args[1]) if len(args) > 1 else 3
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
    if "--no-callgrind" not in sys.argv:
        callgrind_report(callgrind_rolls)


if __name__ == "__main__":
    from benchmarks.script_help import answer_help

    answer_help(__doc__)
    main()
