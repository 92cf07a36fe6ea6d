"""What a search player's games cost, and whether a change kept its choices: seeded duel games
(game/games/bakugan/sim/duel.py's deals) played one after another in this process, each game's
final state hash, the worlds searched and the CPU seconds a game; with --profile, cProfile's top
functions over all the games. Two builds play the same games exactly when their hashes agree.
Usage: python benchmarks/search_cost.py [SPEC] [DEALS] [SEED] [--profile N] [--hashes FILE]
  e.g. python benchmarks/search_cost.py search:24:3:0.5 3 4242 --profile 30
Pure Python unless the compiled core is built and BAKUGAN_PURE_PYTHON is unset; it says which.
"""

from __future__ import annotations

import cProfile
import pstats
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's game, not an installed one

from game import compiled_core
from game.games.bakugan.sim.duel import duel_tasks
from game.games.bakugan.sim.tasks import dedicate_process, run_task


def _option(name: str) -> str | None:
    if name not in sys.argv:
        return None
    at = sys.argv.index(name)
    value = sys.argv[at + 1]
    del sys.argv[at : at + 2]
    return value


def main() -> None:
    top = _option("--profile")
    hashes_file = _option("--hashes")
    spec = sys.argv[1] if len(sys.argv) > 1 else "search:24:3:0.5"
    deals = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 4242
    tasks = duel_tasks(spec, "heuristic", deals, seed)
    dedicate_process(tuple(sorted({d for t in tasks for d in t.decks})), ("fast",))
    print(f"{spec} vs heuristic, {deals} deals, seed {seed}, {compiled_core.describe()}")
    profiler = cProfile.Profile() if top else None
    lines: list[str] = []
    cpu = 0.0
    searched = 0
    start = time.process_time()
    for task in tasks:
        if profiler is not None:
            profiler.enable()
        game = run_task(task)
        if profiler is not None:
            profiler.disable()
        seat = game["sides"].index(0)
        searched += game["searched"][seat]
        cpu += game["cpu_seconds"]
        line = f"game {task.index}: winner side {game['winner_side']}, {game['actions']} actions, {game['final_hash']}"
        lines.append(line)
        print(f"  {line}, searched {game['searched'][seat]}, {game['cpu_seconds']:.2f} CPU s", flush=True)
    print(
        f"{cpu / len(tasks):.3f} CPU s a game ({len(tasks)} games, {searched} searched decisions; "
        f"{time.process_time() - start:.1f} CPU s in all)"
    )
    if hashes_file:
        Path(hashes_file).write_text("\n".join(lines) + "\n")
    if profiler is not None and top:
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(int(top))
        pstats.Stats(profiler).sort_stats("tottime").print_stats(int(top))


if __name__ == "__main__":
    from benchmarks.script_help import answer_help

    answer_help(__doc__)
    main()
