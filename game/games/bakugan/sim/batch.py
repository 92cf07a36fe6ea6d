"""Many games on any `concurrent.futures.Executor`: a local process pool by default, or a Dask
distributed client's executor (docs/SCALING.md). Games go out in small chunks of consecutive
indices; each finished chunk is handed to `on_games` at once, so an interrupted run keeps it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Executor, Future, ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from typing import Any

from game.games.bakugan.sim.tasks import GameTask, run_chunk, warm_worker
from game.sim.rounds import Stopped

Summary = dict[str, Any]


@dataclass
class BatchResult:
    games: dict[int, Summary] = field(default_factory=dict)
    interrupted: bool = False
    stopped: Stopped | None = None  # a run with a stopping rule that met it: when and why

    def in_order(self) -> list[Summary]:
        """Games merged in index order: the same whatever ran them, in whatever order."""
        return [self.games[i] for i in sorted(self.games)]


def chunked(tasks: Sequence[GameTask], size: int) -> list[list[GameTask]]:
    return [list(tasks[i : i + size]) for i in range(0, len(tasks), size)]


def chunk_size(games: int, workers: int) -> int:
    """Big enough to keep pickling cheap, small enough for a lively progress bar and little loss
    when stopped."""
    return max(1, min(8, games // max(1, workers * 16)))


def run_games(
    tasks: Sequence[GameTask],
    *,
    jobs: int = 1,
    executor: Executor | None = None,
    on_games: Callable[[list[Summary]], None] | None = None,
    chunk: int | None = None,
) -> BatchResult:
    """Play every task. `executor` wins over `jobs`; with neither (jobs 1) games run in-process.

    Ctrl-C stops the run: games already finished are kept in the result (interrupted=True).
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
                finished(run_chunk(part))
        except KeyboardInterrupt:
            result.interrupted = True
        return result
    owned = executor is None
    decks = tuple(sorted({deck for task in tasks for deck in task.decks}))
    rolls = tuple(sorted({task.rolls for task in tasks}))
    pool: Executor = executor or ProcessPoolExecutor(max_workers=jobs, initializer=warm_worker, initargs=(decks, rolls))
    futures: list[Future[list[Summary]]] = []
    try:
        futures = [pool.submit(run_chunk, part) for part in parts]
        for future in as_completed(futures):
            finished(future.result())
    except KeyboardInterrupt:
        result.interrupted = True
        for future in futures:
            future.cancel()
    finally:
        if owned:
            pool.shutdown(wait=not result.interrupted, cancel_futures=True)
    return result
