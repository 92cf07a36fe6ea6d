"""Complete games per second for deck testing on this machine: heuristic agents, fast rolls on a
process pool, and full physics when game.physics provides it. Prints figures; asserts nothing.

Usage: python benchmarks/bench_games.py [GAMES] [JOBS] [PHYSICS_GAMES]
"""

from __future__ import annotations

import os
import resource
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's game, not an installed one

from game import compiled_core
from game.games.bakugan.sim.tasks import WORKER, GameTask, dedicate_process, run_task
from game.roll.models import RollModelUnavailable, make_roll_model
from game.sim.batch import run_games
from game.sim.layout import game_seed

DECKS = ("aquos_flow", "pyrus_fury", "haos_heroes", "darkus_shadow", "ventus_turbo", "aurelus_titans")


def tasks(games: int, agents: str, rolls: str) -> list[GameTask]:
    return [
        GameTask(
            index=i,
            seed=game_seed(99, i),
            decks=(DECKS[i % len(DECKS)], DECKS[(i + 1) % len(DECKS)]),
            agents=(agents, agents),
            rolls=rolls,
        )
        for i in range(games)
    ]


def cpu_seconds() -> float:
    """CPU time of this process and of its finished children (the pool's workers once shut down):
    on a loaded machine games per CPU second compare builds where games per second cannot."""
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + children.ru_utime + children.ru_stime


def measure(label: str, games: int, jobs: int, agents: str, rolls: str) -> None:
    if games <= 0:  # e.g. PHYSICS_GAMES 0: skip that run
        print(f"{label}: not measured (0 games)")
        return
    work = tasks(games, agents, rolls)
    run_task(work[0])  # warm the worker caches of this process (catalogue, decks)
    start, cpu_start = time.perf_counter(), cpu_seconds()
    result = run_games(work, WORKER, jobs=jobs)
    elapsed, cpu = time.perf_counter() - start, cpu_seconds() - cpu_start
    played = result.in_order()
    turns = sum(g["turns"] for g in played) / max(1, len(played))
    actions = sum(g["actions"] for g in played) / max(1, len(played))
    print(
        f"{label:<44} {len(played)} games in {elapsed:6.1f} s = {len(played) / elapsed:6.1f} games/s, "
        f"{len(played) / cpu:6.1f} games per CPU s ({turns:.1f} turns, {actions:.0f} actions per game)",
        flush=True,
    )


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 400
    jobs = int(sys.argv[2]) if len(sys.argv) > 2 else min(2, os.cpu_count() or 1)
    physics_games = int(sys.argv[3]) if len(sys.argv) > 3 else 20
    _, note = make_roll_model("fast")
    print(f"fast rolls: {note}")
    dedicate_process((), ("fast",))  # the 1-job runs play in this process, as `simulate --jobs 1` does
    print(compiled_core.describe())
    measure("random agents, fast rolls, 1 job", games, 1, "random", "fast")
    measure("heuristic agents, fast rolls, 1 job", games, 1, "heuristic", "fast")
    measure(f"heuristic agents, fast rolls, {jobs} jobs", games, jobs, "heuristic", "fast")
    measure(f"heuristic agents, probabilistic rolls, {jobs} jobs", games, jobs, "heuristic", "probabilistic")
    try:
        make_roll_model("physics")
    except RollModelUnavailable as exc:
        print(f"full physics: not measured ({exc})")
        return
    measure(f"heuristic agents, full physics, {jobs} jobs", physics_games, jobs, "heuristic", "physics")


if __name__ == "__main__":
    from benchmarks.script_help import answer_help

    answer_help(__doc__)
    main()
