"""CPU time per game for the deck editor's test choices (game/games/bakugan/ui/editor/test_options.py keeps the
figures it estimates with). One process, `time.process_time()`, so other work on the machine
changes the figures little. Prints figures; asserts nothing.

Usage: python benchmarks/bench_test_costs.py [GAMES]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's game, not an installed one

from game.games.bakugan.decks import ready_decks
from game.games.bakugan.sim.tasks import GameTask, run_task
from game.games.bakugan.ui.editor.test_options import game_ms
from game.sim.layout import game_seed

COMBINATIONS = (
    ("random", "random", "fast"),
    ("random", "random", "probabilistic"),
    ("random", "random", "physics"),
    ("heuristic", "random", "fast"),
    ("heuristic", "heuristic", "fast"),
    ("heuristic", "heuristic", "probabilistic"),
    ("heuristic", "heuristic", "physics"),
    ("search:4", "heuristic", "fast"),
    ("search:4", "heuristic", "physics"),
    ("search:12", "heuristic", "fast"),
)


def cpu_ms_per_game(mine: str, theirs: str, rolls: str, games: int) -> float:
    decks = [str(p) for p in ready_decks()]
    tasks = [
        GameTask(
            index=i, seed=game_seed(5, i), decks=(decks[3], decks[i % len(decks)]), agents=(mine, theirs), rolls=rolls
        )
        for i in range(games)
    ]
    run_task(tasks[0])  # catalogue, decks and roll model loaded before timing
    start = time.process_time()
    for task in tasks:
        run_task(task)
    return (time.process_time() - start) / games * 1000


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    for mine, theirs, rolls in COMBINATIONS:
        n = games if not mine.startswith("search") else max(2, games // 10)
        measured = cpu_ms_per_game(mine, theirs, rolls, n)
        print(
            f"{mine:>10} vs {theirs:<10} {rolls:<14} {measured:8.1f} ms CPU per game "
            f"(estimate {game_ms((mine, theirs), rolls):7.1f})",
            flush=True,
        )


if __name__ == "__main__":
    from benchmarks.script_help import answer_help

    answer_help(__doc__)
    main()
