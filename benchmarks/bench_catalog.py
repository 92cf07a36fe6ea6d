"""Time to load and validate the whole shipped card catalogue (every set and the BakuCores), as
the deck editor and every command do at start. Prints the best and median of several loads; the
aim is under 0.5 s. Asserts nothing.

Usage: python benchmarks/bench_catalog.py [REPEATS]
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's game, not an installed one

from game.games.bakugan.cards.catalog import load_catalog


def main() -> None:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    times = []
    catalog = None
    for _ in range(repeats):
        start = time.perf_counter()
        catalog = load_catalog()
        times.append(time.perf_counter() - start)
    assert catalog is not None
    encoded = sum(1 for c in catalog.cards.values() if c.is_encoded)
    print(f"catalogue: {len(catalog.cards)} cards ({encoded} encoded), {len(catalog.cores)} BakuCores")
    print(f"load time: best {min(times) * 1000:.0f} ms, median {statistics.median(times) * 1000:.0f} ms over {repeats}")


if __name__ == "__main__":
    from benchmarks.script_help import answer_help

    answer_help(__doc__)
    main()
