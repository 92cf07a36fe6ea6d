"""Many games on any `concurrent.futures.Executor`, for every game: a local process pool by
default, or a Dask distributed client's executor (docs/SCALING.md). Games go out in small chunks of
consecutive indices; each finished chunk is handed to `on_games` at once, so an interrupted run
keeps it. A game's runner says how a chunk is played (`Worker`: Bakugan's in
game/games/bakugan/sim/tasks.py, the core games' in game/sim/core_runs.py).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from typing import Any

from game.sim.cluster import ClusterUnavailable
from game.sim.rounds import Stopped

WATCH_SECONDS = 2.0  # how often a run on an executor looks at its workers while it waits

Summary = dict[str, Any]
Task = Any  # a picklable task with an `index` (each game's runner has its own)


@dataclass(frozen=True)
class Worker:
    """How a game's tasks are played: `play_chunk` in the worker process (a module-level function, so
    it pickles), and the pool's initializer, given the run's tasks (to load what they share once)."""

    play_chunk: Callable[[list[Task]], list[Summary]]
    initializer: Callable[..., None] | None = None
    initargs: Callable[[Sequence[Task]], tuple[Any, ...]] | None = None

    def pool_args(self, tasks: Sequence[Task]) -> tuple[Any, ...]:
        return self.initargs(tasks) if self.initargs is not None else ()


@dataclass
class BatchResult:
    games: dict[int, Summary] = field(default_factory=dict)
    interrupted: bool = False
    stopped: Stopped | None = None  # a run with a stopping rule that met it: when and why
    problem: str = ""  # why it stopped short when nobody asked it to (a cluster with no worker left)

    def in_order(self) -> list[Summary]:
        """Games merged in index order: the same whatever ran them, in whatever order."""
        return [self.games[i] for i in sorted(self.games)]


def chunked(tasks: Sequence[Task], size: int) -> list[list[Task]]:
    return [list(tasks[i : i + size]) for i in range(0, len(tasks), size)]


def chunk_size(games: int, workers: int) -> int:
    """Big enough to keep pickling cheap, small enough for a lively progress bar and little loss
    when stopped."""
    return max(1, min(8, games // max(1, workers * 16)))


def run_games(
    tasks: Sequence[Task],
    worker: Worker,
    *,
    jobs: int = 1,
    executor: Executor | None = None,
    on_games: Callable[[list[Summary]], None] | None = None,
    chunk: int | None = None,
    watch: Callable[[], None] | None = None,
) -> BatchResult:
    """Play every task. `executor` wins over `jobs`; with neither (jobs 1) games run in-process.

    Ctrl-C stops the run: games already finished are kept in the result (interrupted=True). With an
    executor, `watch` is called every few seconds while games are out (a cluster's workers,
    game/sim/cluster.py); ClusterUnavailable from it stops the run the same way, saying why.
    """
    result = BatchResult()

    def finished(games: list[Summary]) -> None:
        for game in games:
            result.games[int(game["index"])] = game
        if on_games is not None:
            on_games(games)

    size = chunk if chunk is not None else chunk_size(len(tasks), jobs)
    parts = chunked(tasks, size)
    if executor is None and jobs <= 1:
        try:
            for part in parts:
                finished(worker.play_chunk(part))
        except KeyboardInterrupt:
            result.interrupted = True
        return result
    owned = executor is None
    pool: Executor = executor or ProcessPoolExecutor(
        max_workers=jobs, initializer=worker.initializer, initargs=worker.pool_args(tasks)
    )
    futures: list[Future[list[Summary]]] = []
    try:
        futures = [pool.submit(worker.play_chunk, part) for part in parts]
        pending: set[Future[list[Summary]]] = set(futures)
        while pending:
            done, pending = wait(pending, timeout=WATCH_SECONDS, return_when=FIRST_COMPLETED)
            for future in done:
                finished(future.result())
            if watch is not None:
                watch()
    except (KeyboardInterrupt, ClusterUnavailable) as exc:
        result.interrupted = True
        result.problem = str(exc) if isinstance(exc, ClusterUnavailable) else ""
        for future in futures:
            future.cancel()
    finally:
        if owned:
            pool.shutdown(wait=not result.interrupted, cancel_futures=True)
    return result
