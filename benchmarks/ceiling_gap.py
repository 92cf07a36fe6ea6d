"""The ceiling and a view-only player on the same duplicate deals, block by block.

Each block of 10 deals is played by the ceiling player (sees every hidden card) against the
heuristic, then by the view-only player against the heuristic on the very same deals, so a run
stopped by the clock leaves both measured on the same deals. Prints after each block both running
figures (95% Wilson intervals, CPU seconds a game) and the gap closed, (B - 50%) / (A - 50%).
Stops after DEALS deals or at the first block boundary past STOP (UTC, HH:MM). Asserts nothing.
VIEW_ONLY "-" measures the ceiling player alone (e.g. a second ceiling on deals measured before),
CEILING "-" the view-only player alone (a new player on deals whose ceiling was measured before).
Usage: python benchmarks/ceiling_gap.py CEILING VIEW_ONLY DEALS SEED JOBS [STOP]
  e.g. python benchmarks/ceiling_gap.py omniscient:6:2 search:6:2 2000 88003 2 12:15
"""

from __future__ import annotations

import datetime
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's game, not an installed one

from game.games.bakugan.sim.duel import DuelResult, duel

BLOCK = 10


def past(stop: str | None) -> bool:
    if stop is None:
        return False
    now = datetime.datetime.now(datetime.UTC).strftime("%H:%M")
    return now >= stop


def gap_closed(ceiling: DuelResult, view_only: DuelResult) -> str:
    above = ceiling.rate - 0.5
    if abs(above) < 1e-9:
        return "gap closed: undefined (the ceiling is at 50%)"
    return f"gap closed (B - 50) / (A - 50): {100 * (view_only.rate - 0.5):.1f} / {100 * above:.1f}"


def report(ceiling: DuelResult | None, view_only: DuelResult | None) -> None:
    if ceiling is not None:
        print(f"  A {ceiling.line()}", flush=True)
    if view_only is not None:
        print(f"  B {view_only.line()}", flush=True)
    if ceiling is not None and view_only is not None:
        print(f"  {gap_closed(ceiling, view_only)}", flush=True)


def main() -> None:
    ceiling_spec, view_spec = sys.argv[1], sys.argv[2]
    deals, seed, jobs = int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
    stop = sys.argv[6] if len(sys.argv) > 6 else None
    ceiling = DuelResult(ceiling_spec, "heuristic", 0, 0, 0) if ceiling_spec != "-" else None
    view_only = DuelResult(view_spec, "heuristic", 0, 0, 0) if view_spec != "-" else None
    start = time.perf_counter()
    for block in range(0, deals, BLOCK):
        if past(stop):
            print(f"stopped by the clock ({stop} UTC) after {block} deals", flush=True)
            break
        size = min(BLOCK, deals - block)
        if ceiling is not None:
            ceiling = ceiling + duel(ceiling_spec, "heuristic", size, seed, jobs=jobs, start=block)
        if view_only is not None:
            view_only = view_only + duel(view_spec, "heuristic", size, seed, jobs=jobs, start=block)
        elapsed = time.perf_counter() - start
        print(f"deals {block + size} ({elapsed:.0f} s)", flush=True)
        report(ceiling, view_only)
    print("\nresults:")
    report(ceiling, view_only)


if __name__ == "__main__":
    from benchmarks.script_help import answer_help

    answer_help(__doc__)
    main()
