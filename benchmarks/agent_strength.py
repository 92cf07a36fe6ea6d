"""Each stronger computer player must beat the weaker one: win rates with 95% Wilson intervals.

Duplicate format over the ready decks (game/sim/duel.py). Prints figures; asserts nothing.
Usage: python benchmarks/agent_strength.py [DEALS] [JOBS] [SEARCH_SPEC]
  e.g. python benchmarks/agent_strength.py 200 2 search:8
"""

from __future__ import annotations

import sys
import time

from game.sim.duel import duel


def main() -> None:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    jobs = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    search = sys.argv[3] if len(sys.argv) > 3 else "search"
    matches = [("heuristic", "random", deals), (search, "heuristic", max(1, deals // 4))]
    for first, second, n in matches:
        start = time.perf_counter()
        result = duel(first, second, n, seed=2026, jobs=jobs)
        elapsed = time.perf_counter() - start
        print(f"{result.line()}   ({result.games} games in {elapsed:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
