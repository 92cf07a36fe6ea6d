"""Each stronger computer player must beat the weaker one: win rates with 95% Wilson intervals.

Duplicate format over the ready decks (game/games/bakugan/sim/duel.py): every deal is played twice with the
agents swapped. Prints running figures after each block of deals, with the CPU time per game
(both agents); asserts nothing.
Usage: python benchmarks/agent_strength.py [DEALS] [JOBS] [SEARCH_SPEC] [SEARCH_DEALS] [SEARCH_SEED] [--fit N]
  e.g. python benchmarks/agent_strength.py 200 2 search:16 150
--fit N: search with the opponent model, up to N samples for a world that fits the opponents' passes
(game/games/bakugan/players/opponent_model.py); set in this process before the worker processes are forked.
DEALS 0 skips heuristic against random. Deal seeds: 2026 (heuristic-random) and 2027 (search-
heuristic, the reporting seed); tune search on other seeds (e.g. 101) so reported deals stay unseen.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's game, not an installed one

from game.games.bakugan.players import search as search_module
from game.games.bakugan.sim.duel import DuelResult, duel

BLOCK = 10


def measure(first: str, second: str, deals: int, jobs: int, seed: int) -> DuelResult:
    total = DuelResult(first, second, 0, 0, 0)
    start = time.perf_counter()
    for block in range(0, deals, BLOCK):
        total = total + duel(first, second, min(BLOCK, deals - block), seed, jobs=jobs, start=block)
        elapsed = time.perf_counter() - start
        print(f"  {total.line()}   ({total.games} games, {elapsed:.0f} s)", flush=True)
    return total


def main() -> None:
    if "--fit" in sys.argv:
        at = sys.argv.index("--fit")
        search_module.FIT_TRIES = int(sys.argv[at + 1])
        del sys.argv[at : at + 2]
        print(f"search with the opponent model: up to {search_module.FIT_TRIES} samples for a world that fits")
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    jobs = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    search = sys.argv[3] if len(sys.argv) > 3 else "search"
    search_deals = int(sys.argv[4]) if len(sys.argv) > 4 else max(1, deals // 4)
    search_seed = int(sys.argv[5]) if len(sys.argv) > 5 else 2027
    results = [
        measure("heuristic", "random", deals, jobs, seed=2026) if deals else None,
        measure(search, "heuristic", search_deals, jobs, seed=search_seed),
    ]
    print("\nresults:")
    for result in results:
        if result is not None:
            print(f"  {result.line()}")


if __name__ == "__main__":
    from benchmarks.script_help import answer_help

    answer_help(__doc__)
    main()
