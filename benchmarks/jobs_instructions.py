"""Where a local pool's work goes: callgrind's instructions in each process of a `--jobs N` run (the
parent, which starts the pool, hands out the chunks and takes the summaries in, and each worker, from
its fork to its last game) against the same games played in one process, as `--jobs 1` plays them.
Counts hold on a busy machine, where two jobs cannot be timed; what they leave out is what two busy
cores do to each other (caches, clock), which only a timing on a quiet machine shows. Bakugan,
heuristic agents, fast rolls, bench_scaling's games; PYTHONHASHSEED 0. Prints a Markdown table.

Usage: python benchmarks/jobs_instructions.py [GAMES] [JOBS] [CHUNK]
       (defaults: 400 games, 2 jobs, chunk_size's; needs valgrind; the compiled core when it is current)
"""

from __future__ import annotations

import functools
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's game, not an installed one

from benchmarks.bench_scaling import DECKS, WARM, tasks
from benchmarks.callgrind_child import total_instructions


def run(games: int, jobs: int, chunk: int | None) -> None:
    """The measured program: warmed as a worker is (dedicate_process, WARM games), then the run
    inside functools.reduce, which callgrind counts (a worker forked there counts from its fork)."""
    from game.games.bakugan.sim.tasks import WORKER, dedicate_process, run_chunk
    from game.sim.batch import run_games

    dedicate_process(DECKS, ("fast",))
    run_chunk(tasks(WARM, 2, first=10_000))
    work = tasks(games, 2)
    result = functools.reduce(lambda _, __: run_games(work, WORKER, jobs=jobs, chunk=chunk), [0], None)
    assert result is not None
    print(json.dumps({"games": len(result.games)}))


def counted(games: int, jobs: int, chunk: int | None) -> dict[str, int]:
    """Instructions by process: "parent" and "worker N" (by pid order)."""
    env = {**os.environ, "PYTHONHASHSEED": os.environ.get("PYTHONHASHSEED", "0")}
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder)
        command = [
            "valgrind",
            "--tool=callgrind",
            f"--callgrind-out-file={out}/cg.%p",
            "--collect-atstart=no",
            "--toggle-collect=functools_reduce",
            sys.executable,
            __file__,
            "--run",
            str(games),
            str(jobs),
            str(chunk or 0),
        ]
        child = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        _, stderr = child.communicate()
        if child.returncode != 0:
            raise SystemExit(f"valgrind failed ({child.returncode}):\n{stderr[-2000:]}")
        by_pid = {int(path.suffix[1:]): total_instructions(path.read_text()) for path in out.glob("cg.*")}
    figures = {"parent": by_pid.pop(child.pid)}
    for n, pid in enumerate(sorted(by_pid), start=1):
        figures[f"worker {n}"] = by_pid[pid]
    return figures


def main() -> None:
    if sys.argv[1:2] == ["--run"]:
        run(int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]) or None)
        return
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 400
    jobs = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    chunk = int(sys.argv[3]) if len(sys.argv) > 3 else None
    from game import compiled_core
    from game.sim.batch import chunk_size

    print(f"{games} games, {compiled_core.describe()}")
    print("| run | process | M instructions | M instructions a game of the run |")
    print("|---|---|---:|---:|")
    for run_jobs in (1, jobs):
        figures = counted(games, run_jobs, chunk)
        size = chunk or chunk_size(games, run_jobs)
        label = f"`--jobs {run_jobs}`" + (f", chunks of {size}" if run_jobs > 1 else ", in one process")
        for process, count in figures.items():
            print(f"| {label} | {process} | {count / 1e6:,.1f} | {count / games / 1e6:.2f} |")
        total = sum(figures.values())
        print(f"| {label} | **all** | {total / 1e6:,.1f} | **{total / games / 1e6:.2f}** |")


if __name__ == "__main__":
    from benchmarks.script_help import answer_help

    answer_help(__doc__)
    main()
