"""How the cost of deck testing grows, printed as the Markdown tables of docs/SCALING.md.

Bakugan, heuristic agents, fast rolls, games as `simulate` plays them (GameTask, run_games and
Bakugan's worker; the Dask runs through the executor `simulate --scheduler local` uses).

1. Players: games of 2, 3 and 4 sides (`simulate --decks A B C D`: one deck per side), played in
   this process: CPU seconds a game, games a second, turns and actions a game, and callgrind's
   instructions a game (valgrind counting only inside the call that plays the counted games, in a
   child warmed by earlier games; PYTHONHASHSEED 0).
2. Deck size: the ready decks' sizes (rule 4.2.1 fixes 40, and the deck check refuses any other).
3. Workers: the same games on 1 and 2 local jobs (`--jobs`), and on a local Dask cluster of 1 and
   2 single-threaded workers (`--scheduler local --jobs N`): CPU seconds a game (this process and
   its workers, counted once they have exited) and games a second (wall clock, cluster start-up
   not included; the workers' first games load the catalogue, as in `simulate`).
4. What a cluster adds per task, measured here: Dask round trips of tasks that do nothing (CPU
   of this process, which holds the client and the local scheduler, per task), the pickled size
   of a task's results (8 game summaries), and what the client does with each finished game
   (`RunStore.append` writes it to games.jsonl). Then the estimate for 100 workers, with its
   arithmetic.

The wall-clock columns need a quiet machine; the CPU and instruction columns hold on a busy one.
Usage: python benchmarks/bench_scaling.py [GAMES] [WORKER_GAMES] [COUNTED] [--no-callgrind] [--no-dask]
       (defaults: 120 games a player count, 400 games a worker row, 8 games counted by callgrind)
"""

from __future__ import annotations

import functools
import importlib
import json
import os
import pickle
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Executor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's game, not an installed one

from benchmarks.callgrind_child import counted_run, total_instructions
from game import compiled_core
from game.games.bakugan.sim.tasks import WORKER, GameTask, dedicate_process, run_chunk
from game.sim.batch import chunk_size, run_games
from game.sim.layout import game_seed

ROOT = Path(__file__).resolve().parents[1]
DECKS = ("aquos_flow", "pyrus_fury", "haos_heroes", "darkus_shadow", "ventus_turbo", "aurelus_titans")
CHUNK = 8  # games a task at most (game/sim/batch.py chunk_size)
WARM = 4  # games played before any counting or timing


def tasks(games: int, sides: int, first: int = 0) -> list[GameTask]:
    """Games first .. first+games-1 of `sides` sides, decks rotating through DECKS."""
    return [
        GameTask(
            index=i,
            seed=game_seed(99, i),
            decks=tuple(DECKS[(i + k) % len(DECKS)] for k in range(sides)),
            agents=("heuristic",) * sides,
            rolls="fast",
        )
        for i in range(first, first + games)
    ]


def cpu_seconds() -> float:
    """CPU time of this process and of its children that have exited (pool and Dask workers)."""
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + children.ru_utime + children.ru_stime


# --- 1. players ------------------------------------------------------------------------------------


def in_process(games: int, sides: int) -> dict[str, float]:
    run_chunk(tasks(WARM, sides, first=10_000))
    work = tasks(games, sides)
    start, cpu_start = time.perf_counter(), time.process_time()
    played = run_chunk(work)
    wall, cpu = time.perf_counter() - start, time.process_time() - cpu_start
    return {
        "cpu_per_game": cpu / games,
        "games_per_s": games / wall,
        "turns": sum(g["turns"] for g in played) / games,
        "actions": sum(g["actions"] for g in played) / games,
    }


def counted_games(sides: int, counted: int) -> None:
    """The program callgrind runs: WARM games, then `counted` games inside functools.reduce."""
    dedicate_process(DECKS, ("fast",))
    run_chunk(tasks(WARM, sides, first=10_000))
    work = tasks(counted, sides)
    actions = functools.reduce(lambda total, task: total + run_chunk([task])[0]["actions"], work, 0)
    print(json.dumps({"actions": actions}))


def instructions_a_game(sides: int, counted: int) -> tuple[float, float]:
    """(instructions a game, instructions an action) of `counted` games of `sides` sides."""
    env = {**os.environ, "PYTHONHASHSEED": os.environ.get("PYTHONHASHSEED", "0")}
    stdout, text = counted_run([__file__, "--count", str(sides), str(counted)], env)
    actions = json.loads(stdout.strip().splitlines()[-1])["actions"]
    total = total_instructions(text)
    return total / counted, total / actions


def players_table(games: int, counted: int, callgrind: bool) -> list[str]:
    rows = [
        "| players | CPU ms a game | games/s (1 core) | turns a game | actions a game | M instructions a game "
        "| k instructions an action |",
        "|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for sides in (2, 3, 4):
        timed = in_process(games, sides)
        if callgrind:
            per_game, per_action = instructions_a_game(sides, counted)
            counts = f"{per_game / 1e6:.2f} | {per_action / 1e3:.0f}"
        else:
            counts = "not counted | not counted"
        rows.append(
            f"| {sides} | {timed['cpu_per_game'] * 1e3:.2f} | {timed['games_per_s']:.0f} | {timed['turns']:.1f} "
            f"| {timed['actions']:.0f} | {counts} |"
        )
    return rows


# --- 2. deck size ----------------------------------------------------------------------------------


def deck_table() -> list[str]:
    from game.games.bakugan.decks import DECK_SIZE, load_deck, ready_decks

    rows = ["| ready deck | cards |", "|---|---:|"]
    sizes = []
    for path in sorted(ready_decks()):
        size = len(load_deck(path).cards)
        sizes.append(size)
        rows.append(f"| {path.stem} | {size} |")
    rows.append("")
    rows.append(
        f"Every ready deck has {DECK_SIZE} cards ({min(sizes)}-{max(sizes)} here): rule 4.2.1 fixes a deck at "
        f"exactly {DECK_SIZE}, and the deck check refuses any other size, so deck size is no axis of cost."
    )
    return rows


# --- 3. workers ------------------------------------------------------------------------------------


def timed_run(games: int, run: Callable[[Sequence[GameTask]], object]) -> tuple[float, float]:
    """(CPU seconds a game, games a second) of one run of `games` 2-sided games."""
    work = tasks(games, 2)
    start, cpu_start = time.perf_counter(), cpu_seconds()
    run(work)
    return (cpu_seconds() - cpu_start) / games, games / (time.perf_counter() - start)


def local_jobs(jobs: int) -> Callable[[Sequence[GameTask]], object]:
    return lambda work: run_games(work, WORKER, jobs=jobs)


def dask_run(workers: int, games: int) -> tuple[float, float, float]:
    """(CPU seconds a game, games a second, seconds to start the cluster) on a local Dask cluster;
    the CPU counted once the cluster has closed and its workers have exited (with no game: the
    CPU seconds of starting and closing the cluster alone)."""
    from game.sim.cluster import dask_executor

    start, cpu_start = time.perf_counter(), cpu_seconds()
    with dask_executor("local", workers) as executor:
        started = time.perf_counter() - start
        work = tasks(games, 2)
        run_start = time.perf_counter()
        run_games(work, WORKER, jobs=workers, executor=executor)
        wall = time.perf_counter() - run_start
    cpu = cpu_seconds() - cpu_start
    if not games:
        return cpu, 0.0, started  # the CPU seconds of the cluster alone
    return cpu / games, games / wall, started


def workers_table(games: int, dask: bool) -> list[str]:
    rows = [
        "| runner | workers | games | chunk | CPU ms a game | games/s | CPU ms a game beyond start-up |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for jobs in (1, 2):
        cpu, rate = timed_run(games, local_jobs(jobs))
        chunk = chunk_size(games, jobs)
        rows.append(f"| local `--jobs {jobs}` | {jobs} | {games} | {chunk} | {cpu * 1e3:.2f} | {rate:.0f} | |")
    if dask:
        for workers in (1, 2):
            idle, _, _ = dask_run(workers, 0)  # a cluster started and closed with no game
            cpu, rate, started = dask_run(workers, games)
            chunk = chunk_size(games, workers)
            beyond = cpu - idle / games
            rows.append(
                f"| Dask `--scheduler local --jobs {workers}` | {workers} | {games} | {chunk} | {cpu * 1e3:.2f} "
                f"| {rate:.0f} (cluster start {started:.1f} s) | {beyond * 1e3:.2f} (start and close: {idle:.1f} s) |"
            )
    return rows


# --- 4. what a cluster adds per task ---------------------------------------------------------------


def empty_task(work: list[GameTask]) -> list[dict[str, Any]]:
    """A task that plays nothing: its 8 game tasks go to the worker, nothing comes back."""
    return []


_PLAYED: list[dict[str, Any]] = []  # a worker's 8 game summaries, played by its first results_task


def results_task(work: list[GameTask]) -> list[dict[str, Any]]:
    """A task that returns 8 game summaries: played by the worker's first call, then the same ones
    again (only the way back is a transfer, as for a task that plays its games)."""
    if not _PLAYED:
        _PLAYED.extend(run_chunk(work))
    return _PLAYED


def dask_overheads(workers: int, tasks_count: int) -> dict[str, float]:
    """Per task that plays nothing, at full flow: wall seconds, and CPU seconds of this process (the
    client and the local scheduler); tasks returning nothing, and tasks returning 8 game summaries."""
    from game.sim.cluster import dask_executor

    # this file imported as a module (its folder is on the workers' path): its functions then reach
    # the workers by name, not pickled by value with what they refer to
    this = importlib.import_module(Path(__file__).stem)

    figures: dict[str, float] = {}
    work = tasks(CHUNK, 2)
    with dask_executor("local", workers) as executor:
        calls = (("empty", this.empty_task), ("summaries", this.results_task))
        for label, function in calls:
            _drain(executor, function, work, 20)  # connections and imports settle, summaries played
            start, cpu_start = time.perf_counter(), time.process_time()
            _drain(executor, function, work, tasks_count)
            figures[f"{label}_wall"] = (time.perf_counter() - start) / tasks_count
            figures[f"{label}_cpu"] = (time.process_time() - cpu_start) / tasks_count
    return figures


def _drain(executor: Executor, function: Callable[..., Any], work: list[GameTask], count: int) -> None:
    futures = [executor.submit(function, work) for _ in range(count)]
    for future in futures:
        future.result()


def client_merge_seconds(summaries: list[dict[str, Any]], repeats: int = 50) -> float:
    """Seconds the client spends on one finished game: RunStore.append (one JSON line) and the
    result's dict entry, as play_schedule and run_games do."""
    from game.sim.store import RunStore

    with tempfile.TemporaryDirectory() as folder:
        store = RunStore(Path(folder))
        store.games_path.parent.mkdir(parents=True, exist_ok=True)
        merged: dict[int, dict[str, Any]] = {}
        start = time.process_time()
        for _ in range(repeats):
            store.append(summaries)
            for game in summaries:
                merged[int(game["index"])] = game
        return (time.process_time() - start) / (repeats * len(summaries))


def estimate(cpu_per_game: float, overhead: dict[str, float], bytes_per_task: int, merge: float) -> list[str]:
    workers = 100
    compute = workers / cpu_per_game  # games/s if the workers were all there was
    fixed = overhead["empty_cpu"]  # client + scheduler CPU a task, whatever it carries
    per_result = (overhead["summaries_cpu"] - fixed) / CHUNK  # and for each game summary it returns

    def serial(games_per_task: int) -> float:
        """Client and scheduler CPU seconds a game, at this many games a task."""
        return fixed / games_per_task + per_result + merge

    bound = min(compute, 1.0 / serial(CHUNK))
    transfer = bytes_per_task * compute / CHUNK / 1e6  # MB/s the results need at that rate
    return [
        f"- CPU a game on one worker (played in this process): c = {cpu_per_game * 1e3:.2f} ms, so 100 workers "
        f"could play 100 / c = {compute:,.0f} games/s if nothing else limited them.",
        f"- Dask's scheduler is one event loop, and the client takes every result in: measured here (this "
        f"process holds both), a task costs them s0 = {fixed * 1e3:.2f} ms of CPU whatever it carries, and "
        f"s1 = {per_result * 1e3:.3f} ms more for each game summary it returns "
        f"({overhead['summaries_cpu'] * 1e3:.2f} ms for a task of 8).",
        f"- Merging on the client: m = {merge * 1e6:.0f} us a game (a JSON line in games.jsonl and a dict entry).",
        f"- Counted as if one core did all of it (on a cluster the scheduler has a machine of its own, so "
        f"this errs low): s0 / 8 + s1 + m = {serial(CHUNK) * 1e6:.0f} us a game at 8 games a task "
        f"(`chunk_size` caps a task at 8), at most {1.0 / serial(CHUNK):,.0f} games/s; 32 games a task would "
        f"make it {serial(32) * 1e6:.0f} us ({1.0 / serial(32):,.0f} games/s); s1 + m = "
        f"{(per_result + merge) * 1e6:.0f} us a game stays whatever the chunk ({1.0 / (per_result + merge):,.0f} "
        "games/s at most).",
        f"- Result transfer: a task's 8 summaries pickle to {bytes_per_task:,} bytes; at "
        f"{compute:,.0f} games/s that is {transfer:.2f} MB/s into the client, far below a network's.",
        f"- Estimate for 100 workers: min(100 / c, 1 / (s0 / 8 + s1 + m)) = min({compute:,.0f}, "
        f"{1.0 / serial(CHUNK):,.0f}) = **{bound:,.0f} games/s**"
        + (
            f", bounded by the workers' CPU: the client and scheduler would be {100 * compute * serial(CHUNK):.0f}% "
            "busy."
            if compute * serial(CHUNK) <= 1.0
            else f", bounded by the client and scheduler ({100 * bound / compute:.0f}% of what the workers could "
            "play): larger tasks and a leaner result would lift it."
        ),
    ]


# --- the whole report --------------------------------------------------------------------------------


def machine() -> str:
    commit = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"], capture_output=True, text=True)
    dirty = subprocess.run(["git", "-C", str(ROOT), "status", "--porcelain"], capture_output=True, text=True)
    uptime = subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()
    mark = " (with uncommitted changes)" if dirty.stdout.strip() else ""
    return f"commit {commit.stdout.strip()}{mark}, {os.cpu_count()} cores, `{uptime}`"


def main() -> None:
    if sys.argv[1:2] == ["--count"]:
        counted_games(int(sys.argv[2]), int(sys.argv[3]))
        return
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    games = int(args[0]) if args else 120
    worker_games = int(args[1]) if len(args) > 1 else 400
    counted = int(args[2]) if len(args) > 2 else 8
    callgrind = "--no-callgrind" not in sys.argv
    dask = "--no-dask" not in sys.argv
    dedicate_process(DECKS, ("fast",))  # as `simulate --jobs 1` does in its own process
    print(f"Measured at {machine()}; {compiled_core.describe()}.")
    print()
    print(f"### Players ({games} games each, in one process; callgrind over {counted} games after {WARM})")
    print()
    print("\n".join(players_table(games, counted, callgrind)))
    print()
    print("### Deck size")
    print()
    print("\n".join(deck_table()))
    print()
    print(f"### Workers ({worker_games} two-player games a row)")
    print()
    print("\n".join(workers_table(worker_games, dask)))
    print()
    if dask:
        summaries = run_chunk(tasks(CHUNK, 2))
        overhead = dask_overheads(2, 400)
        merge = client_merge_seconds(summaries)
        cpu_one, _ = timed_run(min(worker_games, 200), lambda work: run_chunk(list(work)))
        print("### What a cluster adds per task (local Dask cluster of 2 workers, 400 tasks)")
        print()
        print("| task | wall ms a task at full flow | client + scheduler CPU ms a task |")
        print("|---|---:|---:|")
        print(f"| returns nothing | {overhead['empty_wall'] * 1e3:.2f} | {overhead['empty_cpu'] * 1e3:.2f} |")
        print(
            f"| returns 8 game summaries | {overhead['summaries_wall'] * 1e3:.2f} "
            f"| {overhead['summaries_cpu'] * 1e3:.2f} |"
        )
        print()
        print("### 100 workers: the estimate")
        print()
        print("\n".join(estimate(cpu_one, overhead, len(pickle.dumps(summaries)), merge)))
        print()
        print(
            f"(c from {min(worker_games, 200)} games played in this process after the worker rows; "
            "the 100 workers are assumed to be cores as fast as these, one single-threaded worker each.)"
        )
    uptime = subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()
    print()
    print(f"Finished at `{uptime}`.")


if __name__ == "__main__":
    from benchmarks.script_help import answer_help

    answer_help(__doc__)
    main()
