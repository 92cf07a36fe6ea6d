"""A run of many games in its folder, for every game: the games not yet in the folder are played
(game/sim/batch.py) with a progress bar and appended as they finish, so a stopped run resumes;
with a stopping rule, in rounds until it is met (game/sim/rounds.py); on a cluster, its workers
said as they come and go (game/sim/cluster.py)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from concurrent.futures import Executor
from pathlib import Path
from typing import Any, Protocol, TextIO

from game.sim.batch import BatchResult, Summary, Task, Worker, run_games
from game.sim.cluster import ClusterWatch
from game.sim.progress import Progress
from game.sim.rounds import ROUND_GAMES, play_in_rounds
from game.sim.store import RunStore


class Schedule(Protocol):
    """What a run plays: its parameters (run.json) and its tasks, games `start` to `stop` of every
    match-up (Bakugan's RunSpec and VariantSpec, the core games' CoreRunSpec)."""

    games: int  # a match-up's games (with a stopping rule: the most it may play)

    def params(self) -> dict[str, Any]: ...

    def tasks(self, start: int = 0, stop: int | None = None) -> list[Task]: ...

    def index_limit(self, games: int) -> int: ...


StopRule = Callable[[list[Summary]], str]  # the games so far, in index order -> why to stop ("": go on)


def play_schedule(
    spec: Schedule,
    out: Path,
    worker: Worker,
    *,
    jobs: int = 1,
    executor: Executor | None = None,
    resume: bool = False,
    overwrite: bool = False,
    progress: TextIO | None = None,
    stop: StopRule | None = None,
    every: int = ROUND_GAMES,
    cluster: ClusterWatch | None = None,
) -> BatchResult:
    """Play the run's games not yet in `out` and return every finished game. With a stopping rule,
    the games are played in rounds of `every` a match-up (game/sim/rounds.py) until the rule is met
    or `spec.games` are played; games a longer earlier run left past the stopping point are not
    counted. On a cluster, its workers are said on the progress line as they come and go."""
    store = RunStore(out)
    params = spec.params()
    tasks = spec.tasks()
    seeds = {t.index: t.seed for t in tasks}
    # a kept game counts only if this run would have played it (its index and seed): a line from
    # another run or edited by hand is played again rather than reported
    done = {i: g for i, g in store.start(params, resume, overwrite).items() if i in seeds and g.get("seed") == seeds[i]}
    bar = Progress(len(tasks), done=len(done), stream=progress or sys.stderr)
    if done:
        bar.stream.write(f"resuming: {len(done)} games already played, {len(tasks) - len(done)} to go\n")
    result = BatchResult(games=dict(done))

    def finished(games: list[Summary]) -> None:
        store.append(games)
        bar.advance(len(games))

    def watch() -> None:
        if cluster is not None:
            bar.note = cluster.check()
            bar.show()

    def play(start: int, stop_at: int | None) -> bool:
        todo = [t for t in spec.tasks(start, stop_at) if t.index not in done]
        part = run_games(todo, worker, jobs=jobs, executor=executor, on_games=finished, watch=watch)
        result.games.update(part.games)
        result.interrupted, result.problem = part.interrupted, part.problem
        return not part.interrupted

    if stop is None:
        play(0, None)
    else:

        def check(games: int) -> str:
            limit = spec.index_limit(games)
            return stop([result.games[i] for i in sorted(result.games) if i < limit])

        stopped = play_in_rounds(spec.games, play, check, every)
        if stopped.reason:
            limit = spec.index_limit(stopped.games)
            result.games = {i: g for i, g in result.games.items() if i < limit}
            result.stopped = stopped
    bar.close()
    return result
