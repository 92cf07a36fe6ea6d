"""Measure open and attach rates with the full physics and write game/data/roll_rates.json.

The file holds the fast model's fit (outcome counts per feature cell) and readable summaries
by style, speed and distance, and by style and skill. Takes a minute or so for 30000 rolls.
Usage: python benchmarks/sweep_rolls.py [ROLLS] [SEED]
"""

from __future__ import annotations

import hashlib
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # this checkout's game package

from game.files.paths import PHYSICS_FILE, ROLL_RATES_FILE  # noqa: E402
from game.physics.sweep import run_sweep, summary  # noqa: E402


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 30000
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    start = time.perf_counter()

    def progress(done: int, total: int) -> None:
        bar = "#" * (30 * done // total)
        print(f"\r[{bar:<30}] {done}/{total} rolls", end="", flush=True)

    result = run_sweep(count, seed, progress=progress)
    print(f"\n{count} rolls in {time.perf_counter() - start:.1f} s")
    tables = summary(result.rows)
    digest = hashlib.sha256(PHYSICS_FILE.read_bytes()).hexdigest()[:16]
    data = {
        "about": "Roll rates measured by benchmarks/sweep_rolls.py with the full physics.",
        "physics_yaml_sha256_16": digest,
        "seed": seed,
        "fit": result.table.to_json(),
        **tables,
    }
    ROLL_RATES_FILE.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {ROLL_RATES_FILE}")
    print("\nby style and skill (the thrower's own throws):")
    for row in tables["by_style_skill"]:
        print(
            f"  {row['style']:7} {row['skill']:9} n={row['throws']:5}  open {row.get('open_rate')}"
            f"  attach {row.get('attach_rate')}  misroll {row.get('misroll_rate')}"
            f"  illegal {row.get('illegal_rate')}"
        )


if __name__ == "__main__":
    from benchmarks.script_help import answer_help

    answer_help(__doc__)
    main()
