"""What every game's `simulate` does with the options of a run: the workers (--jobs, capped), a
Dask cluster (--scheduler) watched for workers, the stopping rules (--until-width, a compare's
sequential test), Ctrl-C, and the notes a report carries about how its run went."""

from __future__ import annotations

import argparse
import signal
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from game.sim import limits
from game.sim.batch import BatchResult, Summary, Worker
from game.sim.cluster import ClusterWatch, dask_executor
from game.sim.compare import compare_stop_rule
from game.sim.layout import deal_results
from game.sim.rounds import until_width_rule
from game.sim.run_play import Schedule, play_schedule
from game.sim.scheduler_address import LOCAL, checked_address
from game.sim.sequential import Design

MAX_GAMES: Final = 1_000_000  # per match-up: each game is a task held in memory until it is played
DEFAULT_GAMES: Final = 10  # a plain run
DEFAULT_MOST: Final = 5_000  # the most games (deals) a match-up under a stopping rule, unless --games says


def run_workers(args: argparse.Namespace, tasks: int) -> int:
    """The workers a run plays on, once --seed and --scheduler are checked (ValueError: exit 2): on
    this machine or a local Dask cluster, --jobs brought down to the cores and the run's games, with
    a note saying so; a remote cluster brings its own workers."""
    limits.seed(args.seed)
    if args.scheduler:
        args.scheduler = checked_address(args.scheduler)
    if args.scheduler and args.scheduler != LOCAL:
        return limits.in_range(args.jobs, "--jobs", 1, limits.MAX_GAMES)
    jobs, note = limits.local_workers(args.jobs, tasks)
    if note:
        print(note)
    return jobs


def stop_on_signals() -> None:
    """Ctrl-C (and SIGTERM from a job manager) stop the run and keep the finished games, even when
    this process was started with SIGINT ignored (as background jobs are)."""
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, signal.default_int_handler)


def parse_width(text: str | None) -> float | None:
    """--until-width W: points (5 is 5 points), as a fraction; ValueError when out of range."""
    if text is None:
        return None
    width = float(text)
    if not 0.5 <= width <= 50:
        raise ValueError(f"--until-width takes 0.5 to 50 points, not {text}")
    return width / 100


def parse_design(difference: str | None, error_rates: str | None) -> Design:
    """--difference D (points, default 5) and --error-rates ALPHA,BETA (default 0.05,0.05)."""
    delta = float(difference) / 100 if difference is not None else 0.05
    alpha = beta = 0.05
    if error_rates is not None:
        parts = [p.strip() for p in error_rates.split(",")]
        if len(parts) != 2:
            raise ValueError(f"--error-rates takes ALPHA,BETA (e.g. 0.05,0.1), not {error_rates!r}")
        alpha, beta = float(parts[0]), float(parts[1])
    return Design(delta, alpha, beta)


def games_asked(games: int | None, stopping: bool) -> int:
    """--games: a plain run's games (default 10), or the most a stopping rule lets a match-up play."""
    if games is None:
        return DEFAULT_MOST if stopping else DEFAULT_GAMES
    if not 1 <= games <= MAX_GAMES:
        raise ValueError(f"--games takes 1 to {MAX_GAMES:,}")
    return games


@dataclass
class RunPlan:
    """How a run is played: its schedule, its worker and stopping rule, the workers asked for."""

    spec: Schedule
    worker: Worker
    stop: Callable[[list[Summary]], str] | None = None
    every: int = 50
    unit: str = "games"  # what a match-up plays: games, or deals (each played by every variant)
    lost_workers: str = ""  # set after a cluster run that lost workers


def play_plan(plan: RunPlan, args: argparse.Namespace, jobs: int, out: Path) -> BatchResult:
    """On this machine (--jobs), or on a Dask cluster (--scheduler, which waits a bounded time for a
    worker and says so): the same games either way."""
    options: dict[str, Any] = {
        "resume": args.resume,
        "overwrite": args.overwrite,
        "stop": plan.stop,
        "every": plan.every,
    }
    if not args.scheduler:
        return play_schedule(plan.spec, out, plan.worker, jobs=jobs, **options)
    with dask_executor(args.scheduler, jobs) as executor:
        watch = ClusterWatch(executor, args.scheduler)
        print(f"Dask cluster: {args.scheduler}: waiting up to {watch.wait:g} s for a worker", flush=True)
        workers = watch.wait_for_workers()
        print(f"Dask cluster: {args.scheduler} ({workers} worker{'s' if workers != 1 else ''})", flush=True)
        result = play_schedule(plan.spec, out, plan.worker, jobs=workers, executor=executor, cluster=watch, **options)
        plan.lost_workers = watch.lost_words()
        return result


def width_rule(
    width: float | None, matchups: int, sides: int, variants: int = 1
) -> Callable[[list[Summary]], str] | None:
    return until_width_rule(width, matchups, sides, variants) if width is not None else None


def variant_stop_rule(design: Design, every: int) -> Callable[[list[Summary]], str]:
    """A compare's stopping rule on games laid out in two variants (game/sim/layout.py)."""

    def deals(games: Sequence[Summary]) -> list[tuple[int, bool, bool]]:
        return [(m, won[0], won[1]) for m, won in deal_results(games, 2)[0]]

    return compare_stop_rule(deals, design, every)


def run_notes(result: BatchResult, plan: RunPlan) -> list[str]:
    """What the report says about how the run went: why it stopped early, workers lost, a cluster gone."""
    notes = []
    if result.stopped is not None:
        notes.append(f"The run stopped after {result.stopped.games} {plan.unit} a match-up: {result.stopped.reason}.")
    if result.problem:
        notes.append(f"The run stopped short: {result.problem}.")
    if plan.lost_workers:
        notes.append(f"{plan.lost_workers}.")
    return notes
